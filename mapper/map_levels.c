/* --levels: the levels not partitioned hold their ranks in order
 * (HierarchicTaskMap's L1MAP, L12MAP, ...).  Where those are all below the
 * partitioned ones, any placement can be brought to that form without
 * changing which subtree of a partitioned level holds a rank: inside each
 * subtree of the first level not partitioned, its ranks ascending on its
 * cores in order, the first cores first (as map_hier.c fills them). */
#include <stdlib.h>

#include "map.h"

static int ascending(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

int cp_map_in_order(const cp_machine_t *m, int d, int n, int *core_of)
{
    int *rank_at = malloc((size_t)m->ncores * sizeof *rank_at), *buf = malloc((size_t)m->ncores * sizeof *buf);
    if (!rank_at || !buf) {
        free(rank_at), free(buf);
        return -1;
    }
    for (int c = 0; c < m->ncores; c++) rank_at[c] = -1;
    for (int r = 0; r < n; r++) rank_at[core_of[r]] = r;
    for (int t = 0; t < m->ntnodes; t++) {
        const cp_tnode_t *tn = &m->tnodes[t];
        if (tn->depth != d) continue;
        int cnt = 0;
        for (int c = tn->first_core; c < tn->first_core + tn->ncores; c++)
            if (rank_at[c] >= 0) buf[cnt++] = rank_at[c];
        qsort(buf, (size_t)cnt, sizeof *buf, ascending);
        for (int i = 0; i < cnt; i++) core_of[buf[i]] = tn->first_core + i;
    }
    free(rank_at), free(buf);
    return 0;
}

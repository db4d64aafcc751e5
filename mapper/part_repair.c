/* Exact part sizes after METIS, which only approximates them: move
 * vertices out of overfull parts, cheapest moves first. */
#include <stdint.h>
#include <stdlib.h>

#include "part_repair.h"

/* Connectivity of local vertex i to each part (sparse accumulation). */
static void conn(const idx_t *xadj, const idx_t *adj, const idx_t *w, const idx_t *part, idx_t i,
                 int64_t *acc, int *touched, int *nt)
{
    *nt = 0;
    for (idx_t e = xadj[i]; e < xadj[i + 1]; e++) {
        int p = (int)part[adj[e]];
        if (!acc[p]) touched[(*nt)++] = p;
        acc[p] += w[e] ? w[e] : 1;
    }
}

typedef struct cand {
    int64_t gain;
    idx_t v;
} cand_t;

static int cand_cmp(const void *a, const void *b)
{
    const cand_t *x = a, *y = b;
    return x->gain > y->gain ? -1 : x->gain < y->gain;
}

/* Move vertices until sz == tgt for every part, cheapest moves first: the
 * gain of a vertex is its best connection to a part with room minus its
 * connection to its own part. */
void cp_part_repair(idx_t n, const idx_t *xadj, const idx_t *adj, const idx_t *w, idx_t *part, int k,
                   const int *tgt)
{
    int *sz = calloc((size_t)k, sizeof *sz), *touched = malloc((size_t)k * sizeof(int));
    int64_t *acc = calloc((size_t)k, sizeof *acc);
    cand_t *cs = malloc(((size_t)n + 1) * sizeof *cs);
    for (idx_t i = 0; i < n; i++) sz[part[i]]++;
    for (int round = 0; round < 4; round++) {
        int over = 0;
        for (int q = 0; q < k; q++) over |= sz[q] > tgt[q];
        if (!over) break;
        idx_t nc = 0;
        for (idx_t i = 0; i < n; i++) {
            int p = (int)part[i], nt;
            if (sz[p] <= tgt[p]) continue;
            conn(xadj, adj, w, part, i, acc, touched, &nt);
            int64_t bw = 0;
            for (int j = 0; j < nt; j++)
                if (touched[j] != p && sz[touched[j]] < tgt[touched[j]] && acc[touched[j]] > bw) bw = acc[touched[j]];
            cs[nc++] = (cand_t){bw - acc[p], i};
            for (int j = 0; j < nt; j++) acc[touched[j]] = 0;
        }
        qsort(cs, (size_t)nc, sizeof *cs, cand_cmp);
        for (idx_t ci = 0; ci < nc; ci++) {
            idx_t i = cs[ci].v;
            int p = (int)part[i], nt, best = -1;
            if (sz[p] <= tgt[p]) continue;
            conn(xadj, adj, w, part, i, acc, touched, &nt);
            int64_t bw = -1;
            for (int j = 0; j < nt; j++) {
                int q = touched[j];
                if (q != p && sz[q] < tgt[q] && acc[q] > bw) bw = acc[q], best = q;
            }
            for (int j = 0; j < nt; j++) acc[touched[j]] = 0;
            if (best < 0)
                for (int q = 0; q < k && best < 0; q++)
                    if (sz[q] < tgt[q]) best = q;
            part[i] = best;
            sz[p]--;
            sz[best]++;
        }
    }
    free(sz);
    free(touched);
    free(acc);
    free(cs);
}


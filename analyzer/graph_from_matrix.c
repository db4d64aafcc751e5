/* The undirected graph the partitioners want, from a directed matrix: a
 * pair's weight covers both directions (w(u,v) = weight of the messages and
 * bytes u sent v plus those v sent u), self traffic is dropped.  Built by
 * counting sort on the endpoints: O(n + nnz), no sort of the whole arc set. */
#include <stdlib.h>
#include <string.h>

#include "comm_matrix.h"
#include "graph.h"

typedef struct arc {
    int v;
    uint64_t msgs, bytes;
} arc_t;

static int arc_cmp(const void *a, const void *b)
{
    const arc_t *x = a, *y = b;
    return x->v < y->v ? -1 : x->v > y->v;
}

static void sort_row(arc_t *a, int64_t k)
{
    if (k > 32) {
        qsort(a, (size_t)k, sizeof *a, arc_cmp);
        return;
    }
    for (int64_t i = 1; i < k; i++) { /* rows of stencils: a handful of arcs */
        arc_t x = a[i];
        int64_t j = i;
        for (; j > 0 && a[j - 1].v > x.v; j--) a[j] = a[j - 1];
        a[j] = x;
    }
}

int cp_graph_from_matrix(const cp_matrix_t *m, const cp_weight_t *w, uint64_t min_weight,
                         cp_graph_t *g)
{
    memset(g, 0, sizeof *g);
    if (m->n > (1u << 30)) return -1;
    int n = (int)m->n;
    int64_t *vt = calloc((size_t)n + 2, sizeof *vt);
    if (!vt) return -1;
    for (int64_t i = 0; i < m->nnz; i++) {
        const cp_cell_t *c = &m->cell[i];
        if (c->src == c->dst) continue;
        vt[c->src + 2]++;
        vt[c->dst + 2]++;
    }
    for (int v = 0; v < n; v++) vt[v + 2] += vt[v + 1];
    int64_t na = vt[n + 1];
    arc_t *a = malloc((size_t)(na ? na : 1) * sizeof *a);
    if (!a) {
        free(vt);
        return -1;
    }
    /* vt[v + 1] is the next free slot of row v */
    for (int64_t i = 0; i < m->nnz; i++) {
        const cp_cell_t *c = &m->cell[i];
        if (c->src == c->dst) continue;
        a[vt[c->src + 1]++] = (arc_t){(int)c->dst, c->msgs, c->bytes};
        a[vt[c->dst + 1]++] = (arc_t){(int)c->src, c->msgs, c->bytes};
    }
    /* now vt[v] = start of row v; merge duplicates row by row, compacting */
    int64_t out = 0;
    for (int v = 0; v < n; v++) {
        int64_t s = vt[v], e = vt[v + 1];
        vt[v] = out;
        sort_row(a + s, e - s);
        for (int64_t i = s; i < e;) {
            arc_t x = a[i++];
            while (i < e && a[i].v == x.v) x.msgs += a[i].msgs, x.bytes += a[i++].bytes;
            if (cp_weight_of(w, x.msgs, x.bytes) >= (min_weight ? min_weight : 1)) a[out++] = x;
        }
    }
    vt[n] = out;
    g->vertnbr = n;
    g->edgenbr = out;
    g->verttab = realloc(vt, ((size_t)n + 1) * sizeof *vt);
    g->edgetab = malloc((size_t)(out ? out : 1) * sizeof *g->edgetab);
    g->edlotab = malloc((size_t)(out ? out : 1) * sizeof *g->edlotab);
    if (!g->verttab || !g->edgetab || !g->edlotab) {
        if (!g->verttab) free(vt);
        free(a);
        cp_graph_free(g);
        return -1;
    }
    for (int64_t i = 0; i < out; i++) {
        g->edgetab[i] = a[i].v;
        g->edlotab[i] = (int64_t)cp_weight_of(w, a[i].msgs, a[i].bytes);
    }
    free(a);
    return 0;
}

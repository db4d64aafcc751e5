/* The undirected graph the partitioners want, from a directed matrix: a
 * pair's weight covers both directions (w(u,v) = weight of what u sent v
 * plus what v sent u), self traffic is dropped.  Row u of the graph is the
 * merge of row u of the matrix (sorted by receiver) with row u of its
 * transpose (sorted by sender, because it is filled in row order): O(n +
 * nnz) time, no sort, and memory = matrix + transpose + graph. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "comm_matrix.h"
#include "graph.h"

/* One direction's share of a pair's weight: exact integers for bytes and
 * messages, real for the cost (rounded once, after both directions). */
typedef union share {
    uint64_t i;
    double d;
} share_t;

static inline share_t share_of(const cp_weight_t *w, const cp_cell_t *c)
{
    share_t s;
    if (w->kind == CP_W_COST)
        s.d = w->scale * (w->alpha * (double)c->msgs + w->beta * (double)c->bytes);
    else
        s.i = w->kind == CP_W_MSGS ? c->msgs : c->bytes;
    return s;
}

static inline uint64_t weight(const cp_weight_t *w, share_t s, int nonzero)
{
    if (w->kind != CP_W_COST) return s.i;
    if (!(s.d >= 1)) return nonzero ? 1 : 0; /* traffic never weighs 0 */
    return s.d >= 9.2e18 ? UINT64_C(9200000000000000000) : (uint64_t)llround(s.d);
}

int cp_graph_from_matrix(const cp_matrix_t *m, const cp_weight_t *w, uint64_t min_weight,
                         cp_graph_t *g)
{
    memset(g, 0, sizeof *g);
    if (m->n > (1u << 30)) return -1;
    int n = (int)m->n, cost = w->kind == CP_W_COST, msgs = w->kind == CP_W_BYTES && w->keep_msgs;
    if (!min_weight) min_weight = 1;
    int64_t *tp = calloc((size_t)n + 2, sizeof *tp);
    uint32_t *ts = malloc((size_t)(m->nnz ? m->nnz : 1) * sizeof *ts);
    share_t *tw = malloc((size_t)(m->nnz ? m->nnz : 1) * sizeof *tw);
    g->verttab = malloc(((size_t)n + 1) * sizeof *g->verttab);
    /* upper bound 2 nnz; pages never written are never resident */
    g->edgetab = malloc((size_t)(2 * m->nnz + 1) * sizeof *g->edgetab);
    g->edlotab = malloc((size_t)(2 * m->nnz + 1) * sizeof *g->edlotab);
    uint64_t *tm = msgs ? malloc((size_t)(m->nnz ? m->nnz : 1) * sizeof *tm) : NULL;
    if (msgs) g->edmsgtab = malloc((size_t)(2 * m->nnz + 1) * sizeof *g->edmsgtab);
    if (!tp || !ts || !tw || !g->verttab || !g->edgetab || !g->edlotab || (msgs && (!tm || !g->edmsgtab)))
        goto oom;
    cp_big_pages(ts, (size_t)m->nnz * sizeof *ts);
    cp_big_pages(tw, (size_t)m->nnz * sizeof *tw);
    cp_big_pages(g->edgetab, (size_t)(2 * m->nnz) * sizeof *g->edgetab);
    cp_big_pages(g->edlotab, (size_t)(2 * m->nnz) * sizeof *g->edlotab);
    for (int64_t i = 0; i < m->nnz; i++) tp[m->cell[i].dst + 2]++;
    for (int v = 0; v < n; v++) tp[v + 2] += tp[v + 1];
    for (int64_t i = 0; i < m->nnz; i++) { /* row order: each transpose row sorted by sender */
        int64_t k = tp[m->cell[i].dst + 1]++;
        ts[k] = m->cell[i].src;
        tw[k] = share_of(w, &m->cell[i]);
        if (msgs) tm[k] = m->cell[i].msgs;
    }
    int64_t out = 0;
    for (int u = 0; u < n; u++) {
        g->verttab[u] = out;
        int64_t a = m->rowptr[u], ae = m->rowptr[u + 1], b = tp[u], be = tp[u + 1];
        while (a < ae || b < be) {
            uint32_t va = a < ae ? m->cell[a].dst : UINT32_MAX, vb = b < be ? ts[b] : UINT32_MAX;
            uint32_t v = va < vb ? va : vb;
            share_t s = {0};
            uint64_t nm = 0;
            if (va == v) {
                if (msgs) nm += m->cell[a].msgs;
                share_t x = share_of(w, &m->cell[a++]);
                if (cost) s.d += x.d; else s.i += x.i;
            }
            if (vb == v) {
                if (msgs) nm += tm[b];
                if (cost) s.d += tw[b].d; else s.i += tw[b].i;
                b++;
            }
            if (v == (uint32_t)u) continue;
            uint64_t x = weight(w, s, 1);
            /* zero-byte messages still cost latency in the mapper's model */
            if (x < min_weight && !(msgs && nm && min_weight <= 1)) continue;
            g->edgetab[out] = (int)v;
            if (msgs) g->edmsgtab[out] = (int64_t)nm;
            g->edlotab[out++] = (int64_t)x;
        }
    }
    g->verttab[n] = out;
    g->vertnbr = n;
    g->edgenbr = out;
    free(tp);
    free(ts);
    free(tw);
    free(tm);
    if (msgs) {
        int64_t *mm = realloc(g->edmsgtab, (size_t)(out ? out : 1) * sizeof *mm);
        if (mm) g->edmsgtab = mm;
    }
    int *e = realloc(g->edgetab, (size_t)(out ? out : 1) * sizeof *e);
    int64_t *l = realloc(g->edlotab, (size_t)(out ? out : 1) * sizeof *l);
    if (e) g->edgetab = e;
    if (l) g->edlotab = l;
    return 0;
oom:
    free(tp);
    free(ts);
    free(tw);
    free(tm);
    cp_graph_free(g);
    return -1;
}

/* The undirected graph the partitioners want, from a directed matrix: a
 * pair's weight covers both directions (w(u,v) = weight of what u sent v
 * plus what v sent u), self traffic is dropped.
 *
 * No transpose: the matrix's rows are sorted by receiver, so the reverse
 * of an arc (u,v) is found by a cursor into row v.  Real patterns are
 * nearly symmetric (a halo exchange sends both ways), so the arcs whose
 * reverse is missing are few; they are gathered first, sorted by the row
 * that must show them, and merged in.  Memory is the matrix, the graph,
 * 4 bytes per rank and 16 per one-way arc; the time is O(n + nnz). */
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

static inline share_t share_of(const cp_weight_t *w, const cp_matrix_t *m, int64_t k)
{
    share_t s;
    if (w->kind == CP_W_COST)
        s.d = w->scale * (w->alpha * (double)m->msgs[k] + w->beta * (double)m->bytes[k]);
    else
        s.i = w->kind == CP_W_MSGS ? m->msgs[k] : m->bytes[k];
    return s;
}

static inline uint64_t weight(const cp_weight_t *w, share_t s, int nonzero)
{
    if (w->kind != CP_W_COST) return s.i;
    if (!(s.d >= 1)) return nonzero ? 1 : 0; /* traffic never weighs 0 */
    return s.d >= (double)CP_WEIGHT_CAP ? CP_WEIGHT_CAP : (uint64_t)llround(s.d);
}

/* Pair (v,u) of the matrix, or -1, for u visited in increasing order:
 * row v's cursor only moves forward, so all lookups together cost one pass
 * over the receivers (a binary search per arc was 4 times slower). */
static inline int64_t reverse(const cp_matrix_t *m, uint32_t *cur, uint32_t v, uint32_t u)
{
    int64_t k = m->rowptr[v] + cur[v], e = m->rowptr[v + 1];
    while (k < e && m->dst[k] < u) k++;
    cur[v] = (uint32_t)(k - m->rowptr[v]);
    return k < e && m->dst[k] == u ? k : -1;
}

/* An arc whose reverse the matrix lacks, as the reverse's row will show it. */
typedef struct one_way {
    uint32_t row, col; /* the graph's row `row` gets neighbour `col` */
    int64_t k;          /* the traffic: col sent row */
} one_way_t;

static int one_way_cmp(const void *a, const void *b)
{
    const one_way_t *x = a, *y = b;
    if (x->row != y->row) return x->row < y->row ? -1 : 1;
    return x->col < y->col ? -1 : x->col > y->col;
}

int cp_graph_from_matrix(const cp_matrix_t *m, const cp_weight_t *w, uint64_t min_weight,
                         cp_graph_t *g)
{
    memset(g, 0, sizeof *g);
    if (m->n > (1u << 30)) return -1;
    int n = (int)m->n, cost = w->kind == CP_W_COST, msgs = w->kind == CP_W_BYTES && w->keep_msgs;
    if (!m->msgs && (msgs || w->kind != CP_W_BYTES)) return -1; /* a bytes-only matrix weighs by bytes */
    if (!min_weight) min_weight = 1;
    one_way_t *ow = NULL;
    int64_t now = 0, owcap = 0;
    uint32_t *cur = calloc((size_t)n + 1, sizeof *cur);
    if (!cur) return -1;
    for (uint32_t u = 0; u < m->n; u++)
        for (int64_t k = m->rowptr[u]; k < m->rowptr[u + 1]; k++) {
            uint32_t v = m->dst[k];
            if (v == u || reverse(m, cur, v, u) >= 0) continue;
            if (now == owcap) {
                owcap = owcap ? 2 * owcap : 1024;
                one_way_t *t = realloc(ow, (size_t)owcap * sizeof *t);
                if (!t) goto oom;
                ow = t;
            }
            ow[now++] = (one_way_t){v, u, k};
        }
    /* by the row that shows them; gathered by sender, they are often in
     * that order already (arcs to higher ranks only), and none is common */
    for (int64_t i = 1; i < now; i++)
        if (one_way_cmp(&ow[i - 1], &ow[i]) > 0) {
            qsort(ow, (size_t)now, sizeof *ow, one_way_cmp);
            break;
        }
    memset(cur, 0, ((size_t)n + 1) * sizeof *cur);
    int64_t arcs = m->nnz + now;
    g->verttab = malloc(((size_t)n + 1) * sizeof *g->verttab);
    g->edgetab = malloc((size_t)(arcs + 1) * sizeof *g->edgetab);
    g->edlotab = malloc((size_t)(arcs + 1) * sizeof *g->edlotab);
    if (msgs) g->edmsgtab = malloc((size_t)(arcs + 1) * sizeof *g->edmsgtab);
    if (!g->verttab || !g->edgetab || !g->edlotab || (msgs && !g->edmsgtab)) goto oom;
    cp_big_pages(g->edgetab, (size_t)arcs * sizeof *g->edgetab);
    cp_big_pages(g->edlotab, (size_t)arcs * sizeof *g->edlotab);
    int64_t out = 0, b = 0;
    for (int u = 0; u < n; u++) {
        g->verttab[u] = out;
        int64_t a = m->rowptr[u], ae = m->rowptr[u + 1];
        while (a < ae || (b < now && ow[b].row == (uint32_t)u)) {
            uint32_t va = a < ae ? m->dst[a] : UINT32_MAX;
            uint32_t vb = b < now && ow[b].row == (uint32_t)u ? ow[b].col : UINT32_MAX;
            int64_t x, y; /* u -> v and v -> u (either may be -1) */
            uint32_t v;
            if (va < vb) {
                v = va;
                x = a++;
                y = v == (uint32_t)u ? -1 : reverse(m, cur, v, (uint32_t)u);
            } else { /* one-way: only v sent */
                v = vb;
                x = -1;
                y = ow[b++].k;
            }
            if (v == (uint32_t)u) continue;
            share_t s = {0};
            uint64_t nm = 0;
            if (x >= 0) {
                share_t t = share_of(w, m, x);
                if (cost) s.d += t.d; else s.i += t.i;
                if (msgs) nm += m->msgs[x]; /* a cache miss when not needed */
            }
            if (y >= 0) {
                share_t t = share_of(w, m, y);
                if (cost) s.d += t.d; else s.i += t.i;
                if (msgs) nm += m->msgs[y];
            }
            uint64_t wt = weight(w, s, 1);
            /* zero-byte messages still cost latency in the mapper's model */
            if (wt < min_weight && !(msgs && nm && min_weight <= 1)) continue;
            g->edgetab[out] = (int)v;
            if (msgs) g->edmsgtab[out] = (int64_t)nm;
            g->edlotab[out++] = (int64_t)wt;
        }
    }
    g->verttab[n] = out;
    g->vertnbr = n;
    g->edgenbr = out;
    free(ow);
    free(cur);
    if (out < arcs) { /* self traffic and light pairs were dropped */
        if (msgs) {
            int64_t *mm = realloc(g->edmsgtab, (size_t)(out ? out : 1) * sizeof *mm);
            if (mm) g->edmsgtab = mm;
        }
        int *e = realloc(g->edgetab, (size_t)(out ? out : 1) * sizeof *e);
        int64_t *l = realloc(g->edlotab, (size_t)(out ? out : 1) * sizeof *l);
        if (e) g->edgetab = e;
        if (l) g->edlotab = l;
    }
    return 0;
oom:
    free(ow);
    free(cur);
    cp_graph_free(g);
    return -1;
}

/* The graph in the matrix's own arrays, when every arc has its reverse
 * (the usual case): a pair's two entries both get the pair's weight, the
 * self and light pairs are squeezed out, and the arrays change hands, so
 * the graph costs no memory beyond the matrix (a copy doubled the peak).
 * The receivers are 32-bit unsigned and the weights 64-bit unsigned: the
 * graph reads them as their signed twins, which C lets alias. */
int cp_graph_from_matrix_take(cp_matrix_t *m, const cp_weight_t *w, uint64_t min_weight, cp_graph_t *g)
{
    memset(g, 0, sizeof *g);
    int n = (int)m->n, cost = w->kind == CP_W_COST, msgs = w->kind == CP_W_BYTES && w->keep_msgs;
    if (!m->msgs && (msgs || w->kind != CP_W_BYTES)) return -1; /* a bytes-only matrix weighs by bytes */
    if (m->n > (1u << 30) || !m->rowptr || !m->dst || !m->bytes)
        return cp_graph_from_matrix(m, w, min_weight, g);
    int64_t nnz0 = m->nnz;
    if (!min_weight) min_weight = 1;
    uint32_t *cur = calloc((size_t)n + 1, sizeof *cur);
    if (!cur) return -1;
    for (uint32_t u = 0; u < m->n; u++) /* symmetric? (one pass over dst, as above) */
        for (int64_t k = m->rowptr[u]; k < m->rowptr[u + 1]; k++) {
            uint32_t v = m->dst[k];
            if (v != u && reverse(m, cur, v, u) < 0) {
                free(cur);
                return cp_graph_from_matrix(m, w, min_weight, g);
            }
        }
    /* each pair once, from its lower end: both entries get its weight (in
     * bytes[]) and its messages both ways (in msgs[]) */
    memset(cur, 0, ((size_t)n + 1) * sizeof *cur);
    for (uint32_t u = 0; u < m->n; u++)
        for (int64_t k = m->rowptr[u]; k < m->rowptr[u + 1]; k++) {
            uint32_t v = m->dst[k];
            if (v <= u) continue;
            int64_t r = reverse(m, cur, v, u);
            share_t s = share_of(w, m, k), t = share_of(w, m, r);
            if (cost) s.d += t.d; else s.i += t.i;
            m->bytes[k] = m->bytes[r] = weight(w, s, 1);
            if (m->msgs) m->msgs[k] = m->msgs[r] = m->msgs[k] + m->msgs[r];
        }
    free(cur);
    int64_t out = 0, a = 0;
    for (uint32_t u = 0; u < m->n; u++) {
        int64_t e = m->rowptr[u + 1];
        m->rowptr[u] = out;
        for (; a < e; a++) {
            uint32_t v = m->dst[a];
            if (v == u) continue;
            /* zero-byte messages still cost latency in the mapper's model */
            if (m->bytes[a] < min_weight && !(msgs && m->msgs[a] && min_weight <= 1)) continue;
            m->dst[out] = v;
            m->bytes[out] = m->bytes[a];
            if (m->msgs) m->msgs[out] = m->msgs[a];
            out++;
        }
    }
    m->rowptr[n] = out;
    g->vertnbr = n;
    g->edgenbr = out;
    g->verttab = m->rowptr;
    g->edgetab = (int *)m->dst;
    g->edlotab = (int64_t *)m->bytes;
    if (msgs) g->edmsgtab = (int64_t *)m->msgs;
    else free(m->msgs);
    m->rowptr = NULL, m->dst = NULL, m->bytes = NULL, m->msgs = NULL;
    m->nnz = m->cap = 0;
    if (out < nnz0) { /* give back what the squeeze freed */
        size_t keep = (size_t)(out ? out : 1);
        int *e = realloc(g->edgetab, keep * sizeof *e);
        int64_t *l = realloc(g->edlotab, keep * sizeof *l);
        if (e) g->edgetab = e;
        if (l) g->edlotab = l;
        if (msgs) {
            int64_t *mm = realloc(g->edmsgtab, keep * sizeof *mm);
            if (mm) g->edmsgtab = mm;
        }
    }
    return 0;
}

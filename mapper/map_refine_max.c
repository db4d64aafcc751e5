/* Local search on the bottleneck (--objective max): the largest
 * communication cost of any rank, T(X) of the seed paper, where a rank's
 * cost is the sum of w * d over its edges.  The objective is lexicographic
 * (largest cost, then how many ranks have it): a swap is taken when every
 * rank it changes ends below the current largest cost and one of the ranks
 * at that cost gets below it.  The ranks tried are the critical ones and
 * their neighbours, each to the cores of its neighbours' sockets. */
#include <stdlib.h>

#include "map.h"

typedef struct state {
    const cp_graph_t *g;
    const cp_machine_t *m;
    int *core_of, *rank_at;
    double *load;  /* per rank: sum of w * d */
    double *delta; /* scratch: change of load per rank for the swap being tried */
    int *touched, ntouched;
    char *mark;
    long work; /* edges visited so far */
} state_t;

static void touch(state_t *s, int x, double d)
{
    if (!s->mark[x]) s->mark[x] = 1, s->delta[x] = 0, s->touched[s->ntouched++] = x;
    s->delta[x] += d;
}

/* Load changes if u moves to core cv and v (-1: none) to u's core; returns
 * the largest new load among the ranks it changes. */
static double try_swap(state_t *s, int u, int v, int cv)
{
    const cp_graph_t *g = s->g;
    const cp_machine_t *m = s->m;
    int cu = s->core_of[u];
    s->ntouched = 0;
    s->work += (long)(g->verttab[u + 1] - g->verttab[u]) + (v >= 0 ? (long)(g->verttab[v + 1] - g->verttab[v]) : 0);
    touch(s, u, 0);
    if (v >= 0) touch(s, v, 0);
    for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++) {
        int x = g->edgetab[e];
        int cx = x == v ? cu : s->core_of[x];
        double d = cp_arc_cost(g, m, e, cv, cx) - cp_arc_cost(g, m, e, cu, s->core_of[x]);
        touch(s, u, d);
        if (x != v) touch(s, x, d);
    }
    if (v >= 0)
        for (int64_t e = g->verttab[v]; e < g->verttab[v + 1]; e++) {
            int y = g->edgetab[e];
            if (y == u) { /* the u-v edge: counted for u above; same distance for v */
                touch(s, v, cp_arc_cost(g, m, e, cu, cv) - cp_arc_cost(g, m, e, cv, cu));
                continue;
            }
            int cy = s->core_of[y];
            double d = cp_arc_cost(g, m, e, cu, cy) - cp_arc_cost(g, m, e, cv, cy);
            touch(s, v, d);
            touch(s, y, d);
        }
    double top = 0;
    for (int i = 0; i < s->ntouched; i++) {
        int x = s->touched[i];
        double l = s->load[x] + s->delta[x];
        if (l > top) top = l;
    }
    return top;
}

static void untouch(state_t *s)
{
    for (int i = 0; i < s->ntouched; i++) s->mark[s->touched[i]] = 0;
}

int cp_map_refine_max(const cp_graph_t *g, const cp_machine_t *m, int *core_of, int passes)
{
    int n = g->vertnbr, sd = m->depth - 1, moves = 0;
    state_t s = {g, m, core_of, malloc((size_t)m->ncores * sizeof(int)), calloc((size_t)n, sizeof(double)),
                 calloc((size_t)n, sizeof(double)), malloc((size_t)n * sizeof(int)), 0, calloc((size_t)n, 1), 0};
    int *crit = malloc((size_t)n * sizeof *crit), *seen = calloc((size_t)m->ntnodes, sizeof *seen), stamp = 0;
    if (!s.rank_at || !s.load || !s.delta || !s.touched || !s.mark || !crit || !seen) goto out;
    for (int c = 0; c < m->ncores; c++) s.rank_at[c] = -1;
    for (int v = 0; v < n; v++) {
        s.rank_at[core_of[v]] = v;
        for (int64_t e = g->verttab[v]; e < g->verttab[v + 1]; e++)
            s.load[v] += cp_arc_cost(g, m, e, core_of[v], core_of[g->edgetab[e]]);
    }
    /* every swap taken removes a critical rank without making another, so
     * the list only shrinks until the maximum itself drops (then rescan).
     * The work is bounded like the sum refinement's: `passes` times the
     * edges, twice (dense graphs have many candidate swaps per rank) */
    long work_limit = 2L * passes * (long)(g->edgenbr + n);
    double top = 0;
    int ncrit = 0, next = 0;
    for (long budget = (long)passes * (n + 1); budget > 0; budget--) {
        if (ncrit == 0) {
            top = 0;
            for (int v = 0; v < n; v++) {
                if (s.load[v] > top) top = s.load[v], ncrit = 0;
                if (s.load[v] == top && top > 0) crit[ncrit++] = v;
            }
            if (ncrit == 0) break;
            next = 0;
        }
        int done = 0;
        /* critical ranks that found no swap are not tried again first */
        for (int tried = 0; tried < ncrit && !done && s.work <= work_limit; tried++) {
            int r = crit[(next + tried) % ncrit];
            /* r itself, then its neighbours: moving either changes r's load */
            for (int64_t ei = g->verttab[r] - 1; ei < g->verttab[r + 1] && !done; ei++) {
                int u = ei < g->verttab[r] ? r : g->edgetab[ei];
                double best = top;
                int bc = -1;
                stamp++;
                for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++) {
                    int sock = m->anc[sd * m->ncores + core_of[g->edgetab[e]]];
                    if (seen[sock] == stamp) continue;
                    seen[sock] = stamp;
                    const cp_tnode_t *t = &m->tnodes[sock];
                    for (int c = t->first_core; c < t->first_core + t->ncores; c++) {
                        if (c == core_of[u]) continue;
                        double nt = try_swap(&s, u, s.rank_at[c], c);
                        /* r must drop below top, nobody may reach it */
                        int ok = nt < best && s.mark[r] && s.load[r] + s.delta[r] < top;
                        untouch(&s);
                        if (ok) best = nt, bc = c;
                    }
                }
                if (bc >= 0) {
                    int v = s.rank_at[bc], cu = core_of[u];
                    try_swap(&s, u, v, bc);
                    for (int i = 0; i < s.ntouched; i++) s.load[s.touched[i]] += s.delta[s.touched[i]];
                    core_of[u] = bc, s.rank_at[bc] = u, s.rank_at[cu] = v;
                    if (v >= 0) core_of[v] = cu;
                    /* the critical ranks it touched are below top now */
                    int k = 0;
                    for (int i = 0; i < ncrit; i++)
                        if (!s.mark[crit[i]]) crit[k++] = crit[i];
                    ncrit = k;
                    next = ncrit ? (next + tried) % ncrit : 0;
                    untouch(&s);
                    moves++;
                    done = 1;
                }
            }
        }
        if (!done || s.work > work_limit) break; /* a local optimum, or out of budget */
    }
out:
    free(s.rank_at), free(s.load), free(s.delta), free(s.touched), free(s.mark), free(crit), free(seen);
    return moves;
}

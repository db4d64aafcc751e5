/* The links a placement loads (--objective links).  The pair sum charges
 * each pair for the level it crosses; it does not see that 32 pairs
 * crossing one switch's uplinks share them while 32 pairs spread over 8
 * switches do not.  Here each subtree of the machine with a capacity
 * (machine.h's up_cap: a switch's uplinks together, a node's NIC, from the
 * cost file's "uplink" or the platform's links) carries the bytes of every
 * pair with one end inside it and one outside, half each way (links are
 * full duplex); the time to push them through is its load:
 *     load(t) = crossing bytes(t) / 2 / up_cap(t)
 * Where the groups under one parent leave over the same link, shared
 * both ways (machine.h's up_one: clusters over one WAN link, a site's
 * clusters over its switch), that link carries every byte between them
 * and every byte leaving the parent, once, and each group's load is the
 * link's:
 *     load = (sum over the siblings of crossing bytes + the parent's) / 2 / its bandwidth
 * (three clusters in a row of slabs cross it least; charged per cluster,
 * they were spread so that each met both others: 171 pairs over the WAN
 * where the slabs cross it with 136).
 * The objective is the largest load (the link a bulk-synchronous step
 * waits for), then the pair sum.  Where the machine knows its routes link
 * by link (a simulated fat tree or dragonfly), map_routes.c charges those
 * instead.  A swap changes the crossings of the
 * subtrees on the paths of its two cores only, so its effect is computed
 * from their arcs in O(degree x depth). */
#include <stdlib.h>
#include <string.h>

#include "map.h"

/* tnodes with a capacity, on the path from core c up (deepest first), into path[] */
static int capped_path(const cp_machine_t *m, int c, int *path)
{
    int k = 0;
    for (int d = m->depth - 1; d >= 1; d--) {
        int t = m->anc[d * m->ncores + c];
        if (m->up_cap[t] > 0) path[k++] = t;
    }
    return k;
}

/* per tnode: 1 where its children share one link (up_one), for whose
 * load its own crossings count too; NULL where none does */
static char *hubs_of(const cp_machine_t *m)
{
    if (!m->up_one) return NULL;
    char *hub = calloc((size_t)m->ntnodes, 1);
    for (int t = 0; hub && t < m->ntnodes; t++)
        if (m->up_one[t]) hub[cp_tnode_parent(m, t)] = 1;
    return hub;
}

/* the crossing bytes of the link each parent's children share, where
 * they do (up_one), into one[parent] (twice each byte, as a subtree's
 * crossings count it); 0 elsewhere */
static void shared_totals(const cp_machine_t *m, const double *cross, const char *hub, double *one)
{
    for (int t = 0; t < m->ntnodes; t++) one[t] = hub && hub[t] ? cross[t] : 0;
    for (int t = 0; m->up_one && t < m->ntnodes; t++)
        if (m->up_one[t]) one[cp_tnode_parent(m, t)] += cross[t];
}

/* each tnode's own crossing bytes, shared link or not */
static void own_loads(const cp_graph_t *g, const cp_machine_t *m, const int *core_of, double *cross)
{
    for (int t = 0; t < m->ntnodes; t++) cross[t] = 0;
    for (int u = 0; u < g->vertnbr; u++)
        for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++) {
            int v = g->edgetab[e];
            if (v <= u) continue;
            int cu = core_of[u], cv = core_of[v], lca = cp_core_lca(m, cu, cv);
            /* the subtrees below the common one, on both sides */
            for (int d = lca + 1; d < m->depth; d++) {
                cross[m->anc[d * m->ncores + cu]] += (double)g->edlotab[e];
                cross[m->anc[d * m->ncores + cv]] += (double)g->edlotab[e];
            }
        }
}

int cp_map_link_loads(const cp_graph_t *g, const cp_machine_t *m, const int *core_of, double *cross)
{
    if (!m->up_cap) return -1;
    own_loads(g, m, core_of, cross);
    if (m->up_one) { /* each group of a shared link: the link's */
        char *hub = hubs_of(m);
        double *one = malloc((size_t)m->ntnodes * sizeof *one);
        if (!hub || !one) return free(hub), free(one), -1;
        shared_totals(m, cross, hub, one);
        for (int t = 0; t < m->ntnodes; t++)
            if (m->up_one[t]) cross[t] = one[cp_tnode_parent(m, t)];
        free(hub), free(one);
    }
    return 0;
}

double cp_map_cost_links(const cp_graph_t *g, const cp_machine_t *m, const int *core_of, int *worst)
{
    if (m->routes) return cp_map_cost_routes(g, m, core_of, worst);
    if (worst) *worst = -1;
    if (!m->up_cap) return 0;
    double *x = malloc((size_t)m->ntnodes * sizeof *x), top = 0;
    if (!x) return 0;
    cp_map_link_loads(g, m, core_of, x);
    for (int t = 0; t < m->ntnodes; t++)
        if (m->up_cap[t] > 0 && x[t] / 2 / m->up_cap[t] > top) {
            top = x[t] / 2 / m->up_cap[t];
            if (worst) *worst = t;
        }
    free(x);
    return top;
}

typedef struct state {
    const cp_graph_t *g;
    const cp_machine_t *m;
    int *core_of, *rank_at;
    double *cross;    /* per tnode: crossing bytes (its own, also where its link is shared) */
    double *dx;       /* scratch: their change under the swap tried */
    int *touched, ntouched;
    char *mark;
    char *hub;   /* per tnode: its children share one link (NULL: none does) */
    double *one; /* per hub: the crossing bytes of that link (up_one) */
    double *done; /* scratch: their change under the swap tried */
} state_t;

static void bump(state_t *s, int t, double w)
{
    if (!s->mark[t]) s->mark[t] = 1, s->dx[t] = 0, s->touched[s->ntouched++] = t;
    s->dx[t] += w;
}

/* the crossings an arc of weight w between cores a and b adds (sign +1) or removes (-1) */
static void arc(state_t *s, int a, int b, double w)
{
    const cp_machine_t *m = s->m;
    int lca = cp_core_lca(m, a, b);
    for (int d = lca + 1; d < m->depth; d++) {
        int ta = m->anc[d * m->ncores + a], tb = m->anc[d * m->ncores + b];
        if (m->up_cap[ta] > 0 || (s->hub && s->hub[ta])) bump(s, ta, w);
        if (m->up_cap[tb] > 0 || (s->hub && s->hub[tb])) bump(s, tb, w);
    }
}

/* the change of crossings if u goes to core cv and the rank there (v, or
 * -1 for a free core) to u's core; in s->touched / s->dx */
static void try_swap(state_t *s, int u, int v, int cv)
{
    const cp_graph_t *g = s->g;
    int cu = s->core_of[u];
    s->ntouched = 0;
    for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++) {
        int x = g->edgetab[e];
        if (x == v) continue; /* the u-v arc keeps its two cores */
        double w = (double)g->edlotab[e];
        arc(s, cu, s->core_of[x], -w);
        arc(s, cv, s->core_of[x], w);
    }
    if (v >= 0)
        for (int64_t e = g->verttab[v]; e < g->verttab[v + 1]; e++) {
            int y = g->edgetab[e];
            if (y == u) continue;
            double w = (double)g->edlotab[e];
            arc(s, cv, s->core_of[y], -w);
            arc(s, cu, s->core_of[y], w);
        }
}

static double load_of(const state_t *s, int t, double x) { return x / 2 / s->m->up_cap[t]; }

/* a tnode's load now: its own crossings', or its shared link's */
static double load_now(const state_t *s, int t)
{
    return load_of(s, t, s->m->up_one && s->m->up_one[t] ? s->one[cp_tnode_parent(s->m, t)] : s->cross[t]);
}

int cp_map_refine_links(const cp_graph_t *g, const cp_machine_t *m, int *core_of, int passes)
{
    if (m->routes) return cp_map_refine_routes(g, m, core_of, passes);
    if (!m->up_cap || passes <= 0) return 0;
    int n = g->vertnbr, swaps = 0, T = m->ntnodes;
    state_t s = {g, m, core_of, malloc((size_t)m->ncores * sizeof(int)), calloc((size_t)T, sizeof(double)),
                 malloc((size_t)T * sizeof(double)), malloc((size_t)T * sizeof(int)), 0, calloc((size_t)T, 1), hubs_of(m),
                 malloc((size_t)T * sizeof(double)), calloc((size_t)T, sizeof(double))};
    int *path = malloc((size_t)(m->depth + 1) * sizeof *path);
    if (!s.rank_at || !s.cross || !s.dx || !s.touched || !s.mark || (m->up_one && !s.hub) || !s.one || !s.done || !path)
        goto out;
    for (int c = 0; c < m->ncores; c++) s.rank_at[c] = -1;
    for (int v = 0; v < n; v++) s.rank_at[core_of[v]] = v;
    own_loads(g, m, core_of, s.cross); /* (cp_map_link_loads gives a shared link's) */
    shared_totals(m, s.cross, s.hub, s.one);
    /* one swap a round, each from the most loaded link as it is then;
     * passes x ranks rounds at most */
    for (long round = 0; round < (long)passes * n; round++) {
        /* the most loaded link */
        int worst = -1;
        double top = 0;
        for (int t = 0; t < T; t++) /* a shared link: its group that crosses it most */
            if (m->up_cap[t] > 0 && (load_now(&s, t) > top || (worst >= 0 && load_now(&s, t) == top && m->up_one &&
                                                                 m->up_one[t] && s.cross[t] > s.cross[worst])))
                top = load_now(&s, t), worst = t;
        if (worst < 0 || top <= 0) break;
        const cp_tnode_t *w = &m->tnodes[worst];
        /* a rank inside it with arcs leaving it, moved next to a partner
         * outside (swapped with that core's rank or a free core there)
         * where every link the swap changes ends below the top */
        int improved = 0;
        for (int c = w->first_core; c < w->first_core + w->ncores && !improved; c++) {
            int u = s.rank_at[c];
            if (u < 0) continue;
            for (int64_t e = g->verttab[u]; e < g->verttab[u + 1] && !improved; e++) {
                int x = g->edgetab[e], cx = core_of[x];
                if (cx >= w->first_core && cx < w->first_core + w->ncores) continue;
                /* the cores of x's smallest capped subtree */
                int np = capped_path(m, cx, path);
                int near = np ? path[0] : m->anc[(m->depth - 1) * m->ncores + cx];
                const cp_tnode_t *tn = &m->tnodes[near];
                for (int cv = tn->first_core; cv < tn->first_core + tn->ncores && !improved; cv++) {
                    if (cv == c) continue;
                    int v = s.rank_at[cv];
                    try_swap(&s, u, v, cv);
                    double after = 0, *done = s.done;
                    for (int i = 0; i < s.ntouched; i++) { /* a shared link's change: its groups' and their parent's */
                        int t = s.touched[i];
                        if (m->up_one && m->up_one[t]) done[cp_tnode_parent(m, t)] += s.dx[t];
                        if (s.hub && s.hub[t]) done[t] += s.dx[t];
                    }
                    for (int i = 0; i < s.ntouched; i++) {
                        int t = s.touched[i];
                        double x = m->up_one && m->up_one[t] ? s.one[cp_tnode_parent(m, t)] + done[cp_tnode_parent(m, t)]
                                                              : s.cross[t] + s.dx[t];
                        if (m->up_cap[t] > 0 && load_of(&s, t, x) > after) after = load_of(&s, t, x);
                    }
                    int pw = m->up_one && m->up_one[worst] ? cp_tnode_parent(m, worst) : -1;
                    double dw = pw >= 0 ? done[pw] : s.dx[worst];
                    int helps = (s.mark[worst] || (pw >= 0 && s.mark[pw])) && dw < 0 && after < top;
                    if (helps) { /* the swap */
                        for (int i = 0; i < s.ntouched; i++) s.cross[s.touched[i]] += s.dx[s.touched[i]];
                        for (int i = 0; i < s.ntouched; i++) { /* each shared link's change, once */
                            int t = s.touched[i], p = m->up_one && m->up_one[t] ? cp_tnode_parent(m, t) : -1;
                            if (p >= 0) s.one[p] += done[p], done[p] = 0;
                            if (s.hub && s.hub[t]) s.one[t] += done[t], done[t] = 0;
                        }
                        core_of[u] = cv, s.rank_at[cv] = u, s.rank_at[c] = v;
                        if (v >= 0) core_of[v] = c;
                        swaps++, improved = 1;
                    }
                    for (int i = 0; i < s.ntouched; i++) {
                        int t = s.touched[i];
                        s.mark[t] = 0;
                        if (m->up_one && m->up_one[t]) done[cp_tnode_parent(m, t)] = 0;
                        if (s.hub && s.hub[t]) done[t] = 0;
                    }
                }
            }
        }
        if (!improved) break;
    }
out:
    free(s.rank_at), free(s.cross), free(s.dx), free(s.touched), free(s.mark), free(s.hub), free(s.one), free(s.done);
    free(path);
    return swaps;
}

/* The link objective on routed links (--objective links where the machine
 * is a simulated fat tree or dragonfly: machine_routes.h).  Each pair's
 * bytes go half each way, each half over every link of its route; a
 * link's load is its bytes over its capacity, and the objective is the
 * largest (then the pair sum), as map_links.c does with a subtree's
 * uplinks summed.  Here a swap can also help without bringing two ranks
 * together: moving a rank to another host of its own switch changes the
 * routes that end at it (a fat tree climbs by the destination's position;
 * a dragonfly's routes depend on the routers at both ends). */
#include <stdlib.h>
#include <string.h>

#include "machine_routes.h"
#include "map.h"

typedef struct state {
    const cp_graph_t *g;
    const cp_machine_t *m;
    const cp_routes_t *r;
    int *core_of, *rank_at;
    double *load, *cap; /* per link: bytes, bytes/s */
    double *dx;         /* scratch: the bytes a swap tried moves */
    int *touched, ntouched;
    char *mark;
    int64_t work;       /* route hops walked: the refinement's budget */
} state_t;

static void bump(state_t *s, int l, double w)
{
    if (!s->mark[l]) s->mark[l] = 1, s->dx[l] = 0, s->touched[s->ntouched++] = l;
    s->dx[l] += w;
}

/* the links of both routes between the hosts of cores a and b (none on
 * one host), into link[2 * CP_ROUTES_MAX_HOPS]; their number */
static int arc_links(const cp_machine_t *m, int a, int b, int *link)
{
    int ha = m->core_host[a], hb = m->core_host[b];
    if (ha == hb) return 0;
    int n = cp_routes_path(m->routes, ha, hb, link);
    return n + cp_routes_path(m->routes, hb, ha, link + n);
}

/* an arc of w bytes between cores a and b: w/2 each way */
static void arc(state_t *s, int a, int b, double w)
{
    int link[2 * CP_ROUTES_MAX_HOPS], n = arc_links(s->m, a, b, link);
    for (int i = 0; i < n; i++) bump(s, link[i], w / 2);
    s->work += n;
}

int cp_map_route_loads(const cp_graph_t *g, const cp_machine_t *m, const int *core_of, double *load)
{
    if (!m->routes) return -1;
    int nl = cp_routes_nlinks(m->routes);
    for (int l = 0; l < nl; l++) load[l] = 0;
    for (int u = 0; u < g->vertnbr; u++)
        for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++)
            if (g->edgetab[e] > u) {
                int link[2 * CP_ROUTES_MAX_HOPS], n = arc_links(m, core_of[u], core_of[g->edgetab[e]], link);
                for (int i = 0; i < n; i++) load[link[i]] += (double)g->edlotab[e] / 2;
            }
    return 0;
}

double cp_map_cost_routes(const cp_graph_t *g, const cp_machine_t *m, const int *core_of, int *worst)
{
    int nl = cp_routes_nlinks(m->routes);
    double *x = malloc((size_t)nl * sizeof *x), top = 0;
    if (worst) *worst = -1;
    if (!x) return 0;
    cp_map_route_loads(g, m, core_of, x);
    for (int l = 0; l < nl; l++)
        if (x[l] / cp_routes_capacity(m->routes, l) > top) {
            top = x[l] / cp_routes_capacity(m->routes, l);
            if (worst) *worst = l;
        }
    free(x);
    return top;
}

/* the change of the loads if u goes to core cv and the rank there (v, or
 * -1 for a free core) to u's core; in s->touched / s->dx */
static void try_swap(state_t *s, int u, int v, int cv)
{
    const cp_graph_t *g = s->g;
    int cu = s->core_of[u];
    s->ntouched = 0;
    for (int64_t e = s->g->verttab[u]; e < g->verttab[u + 1]; e++) {
        int x = g->edgetab[e];
        if (x == v) continue; /* the u-v arc keeps its two cores */
        arc(s, cu, s->core_of[x], -(double)g->edlotab[e]);
        arc(s, cv, s->core_of[x], (double)g->edlotab[e]);
    }
    if (v >= 0)
        for (int64_t e = g->verttab[v]; e < g->verttab[v + 1]; e++) {
            int y = g->edgetab[e];
            if (y == u) continue;
            arc(s, cv, s->core_of[y], -(double)g->edlotab[e]);
            arc(s, cu, s->core_of[y], (double)g->edlotab[e]);
        }
}

/* whether the arc between cores a and b crosses link l, either way */
static int on_route(const state_t *s, int a, int b, int l)
{
    int link[2 * CP_ROUTES_MAX_HOPS], n = arc_links(s->m, a, b, link);
    for (int i = 0; i < n; i++)
        if (link[i] == l) return 1;
    return 0;
}
/* the most loaded link and its load (s) */
static int most_loaded(const state_t *s, int nl, double *top)
{
    int worst = -1;
    *top = 0;
    for (int l = 0; l < nl; l++)
        if (s->load[l] / s->cap[l] > *top) *top = s->load[l] / s->cap[l], worst = l;
    return worst;
}

/* Swaps u (whose arc to x crosses the worst link) with the rank of a core
 * of x's switch (bringing them together) or of another host of u's own
 * switch (changing the routes that end at u), the first that lowers the
 * worst link and leaves every link it changes below the top; 1 if made. */
static int move_off(state_t *s, int u, int x, int worst, double top)
{
    const cp_machine_t *m = s->m;
    int sw = m->host_depth > 0 ? m->host_depth - 1 : 0, cu = s->core_of[u];
    int near[2] = {m->anc[sw * m->ncores + s->core_of[x]], m->anc[sw * m->ncores + cu]};
    for (int k = 0; k < 2; k++) {
        const cp_tnode_t *tn = &m->tnodes[near[k]];
        for (int cv = tn->first_core; cv < tn->first_core + tn->ncores; cv++) {
            if (m->core_host[cv] == m->core_host[cu]) continue;
            int v = s->rank_at[cv];
            try_swap(s, u, v, cv);
            double after = 0;
            for (int i = 0; i < s->ntouched; i++) {
                int l = s->touched[i];
                double ld = (s->load[l] + s->dx[l]) / s->cap[l];
                if (ld > after) after = ld;
            }
            int helps = s->mark[worst] && s->dx[worst] < 0 && after < top;
            if (helps) {
                for (int i = 0; i < s->ntouched; i++) s->load[s->touched[i]] += s->dx[s->touched[i]];
                s->core_of[u] = cv, s->rank_at[cv] = u, s->rank_at[cu] = v;
                if (v >= 0) s->core_of[v] = cu;
            }
            for (int i = 0; i < s->ntouched; i++) s->mark[s->touched[i]] = 0;
            if (helps) return 1;
        }
    }
    return 0;
}

int cp_map_refine_routes(const cp_graph_t *g, const cp_machine_t *m, int *core_of, int passes)
{
    if (!m->routes || passes <= 0) return 0;
    int n = g->vertnbr, swaps = 0, nl = cp_routes_nlinks(m->routes);
    state_t s = {g, m, m->routes, core_of, malloc((size_t)m->ncores * sizeof(int)), malloc((size_t)nl * sizeof(double)),
                 malloc((size_t)nl * sizeof(double)), malloc((size_t)nl * sizeof(double)), malloc((size_t)nl * sizeof(int)),
                 0, calloc((size_t)nl, 1), 0};
    int *cand = malloc((size_t)2 * (size_t)(g->edgenbr + 1) * sizeof *cand);
    if (!s.rank_at || !s.load || !s.cap || !s.dx || !s.touched || !s.mark || !cand) goto out;
    for (int c = 0; c < m->ncores; c++) s.rank_at[c] = -1;
    for (int v = 0; v < n; v++) s.rank_at[core_of[v]] = v;
    for (int l = 0; l < nl; l++) s.cap[l] = cp_routes_capacity(m->routes, l);
    cp_map_route_loads(g, m, core_of, s.load);
    /* the work allowed: every arc's two routes walked 4 times, whatever the
     * passes (20 by default: at 4,096 ranks on a fat tree, passes x that
     * tripled the mapping time and found nothing more) */
    int64_t budget = (int64_t)4 * (g->edgenbr + n) * 2 * 7;
    double top;
    int worst = most_loaded(&s, nl, &top);
    while (worst >= 0 && top > 0 && s.work < budget) {
        /* the arcs whose routes cross the worst link, as (u, x) */
        int nc = 0;
        for (int u = 0; u < n; u++)
            for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++) {
                int x = g->edgetab[e];
                s.work += 2 * 7;
                if (on_route(&s, core_of[u], core_of[x], worst)) cand[nc++] = u, cand[nc++] = x;
            }
        /* move their ends while this link stays the most loaded */
        int moved = 0, again = 1;
        for (int i = 0; i < nc && again && s.work < budget; i += 2) {
            int u = cand[i], x = cand[i + 1];
            if (!on_route(&s, core_of[u], core_of[x], worst)) continue; /* moved since */
            if (move_off(&s, u, x, worst, top) || move_off(&s, x, u, worst, top)) {
                swaps++, moved = 1;
                double t2;
                again = most_loaded(&s, nl, &t2) == worst;
                top = t2;
            }
        }
        if (!moved) break;
        worst = most_loaded(&s, nl, &top);
    }
out:
    free(s.rank_at), free(s.load), free(s.cap), free(s.dx), free(s.touched), free(s.mark), free(cand);
    return swaps;
}

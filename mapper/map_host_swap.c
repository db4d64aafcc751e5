/* Whole hosts swapped under their switch, to spread the links' load where
 * routes pick a link by the destination (machine_routes.h: a fat tree
 * climbs to the parent the destination's position names, d-mod-k).
 * Two hosts of one leaf switch are the same distance from every other
 * host, so swapping all their ranks leaves every pair's level, the pair
 * sum and the tiling as they were; what moves is which of the leaf's
 * uplinks each message takes, there and at the far end.  A placement
 * whose tiling is the best by the pair sum can still load one uplink of a
 * leaf with every message of a face: the 3-D halo at 1,024 ranks on the
 * 4:1 fat tree (8 hosts a leaf, 2 uplinks), the pair sum's 8 x 4 x 4
 * tiles put 73.4 MB on one link and 52.4 on the others; 14 swaps put 52.4
 * MB on every uplink, and SMPI ran it 8.8% faster (the kernel's trace as
 * tests/bench/ti-kernel writes it; docs/benchmarks.md).
 *
 * The objective: the largest link load (bytes / capacity, each pair's
 * bytes half each way over its route, as map_routes.c), then the sum of
 * the squared loads (among placements of one largest load, the one that
 * spreads the rest).  Hill climbing over pairs of hosts of one switch,
 * each swap's change computed from the routes of the host pairs it moves
 * (a host's arcs are few: its ranks' partners on other hosts). */
#include <stdlib.h>
#include <string.h>

#include "machine_routes.h"
#include "map.h"

typedef struct harc {
    int a, b; /* hosts (compact), a < b */
    double w;
} harc_t;

static int by_pair(const void *x, const void *y)
{
    const harc_t *p = x, *q = y;
    return p->a != q->a ? (p->a > q->a) - (p->a < q->a) : (p->b > q->b) - (p->b < q->b);
}

#define TOPK 32
typedef struct state {
    const cp_routes_t *r;
    int nl;
    double *load, *inv_cap; /* per link: bytes, 1 / (bytes/s) */
    double *dx;             /* a swap's change per link, on touched */
    int *touched, ntouched;
    char *mark;
    int *pos; /* per host (compact): the platform host its ranks are on now */
    double top_x[TOPK];
    int top_l[TOPK], ntop;
    /* the routes found, per pair of platform hosts (nph of them): where
     * their links start in pool (-1: not yet), how many */
    int nph, *rt_at, *pool, npool, cappool;
    unsigned char *rt_n;
    int64_t work; /* routes walked: the swaps' budget */
} state_t;

static void bump(state_t *s, int l, double w)
{
    if (!s->mark[l]) s->mark[l] = 1, s->dx[l] = 0, s->touched[s->ntouched++] = l;
    s->dx[l] += w;
}

/* the links from platform host a to b: kept once found where the hosts
 * are few enough for a table of every pair (the swaps ask for the same
 * pairs again and again: finding them was 29% of the irregular kernel's
 * mapping at 4,096 ranks) */
static int path(state_t *s, int a, int b, int *link, const int **out)
{
    if (!s->rt_at) return *out = link, cp_routes_path(s->r, a, b, link);
    size_t k = (size_t)a * s->nph + b;
    if (s->rt_at[k] < 0) {
        if (s->npool + CP_ROUTES_MAX_HOPS > s->cappool) {
            int cap = s->cappool ? 2 * s->cappool : 1 << 16;
            int *p = realloc(s->pool, (size_t)cap * sizeof *p);
            if (!p) return *out = link, cp_routes_path(s->r, a, b, link);
            s->pool = p, s->cappool = cap;
        }
        int n = cp_routes_path(s->r, a, b, s->pool + s->npool);
        s->rt_at[k] = s->npool, s->rt_n[k] = (unsigned char)n, s->npool += n;
    }
    *out = s->pool + s->rt_at[k];
    return s->rt_n[k];
}

/* w bytes between platform hosts pa and pb (pa != pb), half each way */
static void route(state_t *s, int pa, int pb, double w, double *direct)
{
    int buf[CP_ROUTES_MAX_HOPS];
    const int *link;
    s->work++;
    for (int k = 0; k < 2; k++) {
        int n = k ? path(s, pb, pa, buf, &link) : path(s, pa, pb, buf, &link);
        for (int i = 0; i < n; i++) {
            if (direct) direct[link[i]] += w / 2;
            else bump(s, link[i], w / 2);
        }
    }
}

/* The TOPK most loaded links, kept after each swap taken: a swap tried
 * changes a few links, and the most loaded of the others is the first of
 * these it leaves alone (a link below them is below each of them) */
static void find_top(state_t *s)
{
    s->ntop = 0;
    for (int l = 0; l < s->nl; l++) {
        double x = s->load[l] * s->inv_cap[l];
        if (s->ntop == TOPK && x <= s->top_x[TOPK - 1]) continue;
        int j = s->ntop < TOPK ? s->ntop++ : TOPK - 1;
        while (j > 0 && s->top_x[j - 1] < x) s->top_x[j] = s->top_x[j - 1], s->top_l[j] = s->top_l[j - 1], j--;
        s->top_x[j] = x, s->top_l[j] = l;
    }
}

/* the most loaded link and the sum of the squared loads with the swap
 * tried (s->dx on s->touched), from sq, the sum without it */
static double top_load(const state_t *s, double sq, double *sumsq)
{
    double top = -1;
    for (int t = 0; t < s->ntouched; t++) {
        int l = s->touched[t];
        double old = s->load[l] * s->inv_cap[l], x = (s->load[l] + s->dx[l]) * s->inv_cap[l];
        sq += x * x - old * old;
        if (x > top) top = x;
    }
    *sumsq = sq;
    int k = 0;
    while (k < s->ntop && s->mark[s->top_l[k]]) k++;
    if (k < s->ntop) return s->top_x[k] > top ? s->top_x[k] : top;
    for (int l = 0; l < s->nl; l++) { /* every one of the top touched */
        double x = s->mark[l] ? (s->load[l] + s->dx[l]) * s->inv_cap[l] : s->load[l] * s->inv_cap[l];
        if (x > top) top = x;
    }
    return top;
}

/* Whole subtrees swapped under their parent, where the routes go through
 * gateways (machine_routes.h): two routers of one group, or two of its
 * chassis, are as far from the group's others as each other, so swapping
 * their ranks keeps every pair's level and the pair sum (up to the pairs'
 * own latencies); what moves is which of them holds the group's traffic to
 * the gateway.  On the discovered dragonfly the 3-D halo's face between
 * the groups, on four routers of one chassis, goes to the gateway's
 * chassis and its router to the gateway (docs/benchmarks.md).  Depth by
 * depth from the groups down, every two siblings of one shape, while one
 * helps (the largest link load, then the sum of the squared loads, as the
 * hosts' swaps).  The swaps taken, or -1 out of memory. */
static int swap_subtrees(state_t *s, const cp_machine_t *m, int nh, const int *tn_of, int nph, const harc_t *arcs,
                         const int *first, const int *adj, double *top, double *sq)
{
    int nc = m->ncores, hd = m->host_depth, swaps = 0, narcs = first[nh] / 2;
    int *at = malloc((size_t)nph * sizeof *at), *np = malloc((size_t)(nh + 1) * sizeof *np);
    int *pa = malloc((size_t)nph * sizeof *pa), *pb = malloc((size_t)nph * sizeof *pb);
    int *stamp = calloc((size_t)narcs + 1, sizeof *stamp), *moved = malloc((size_t)(nh + 1) * sizeof *moved), tick = 0;
    if (!at || !np || !pa || !pb || !stamp || !moved) {
        swaps = -1;
        goto out;
    }
    for (int round = 0, better = 1; better && round < 4; round++) {
        better = 0;
        for (int d = 1; d < hd; d++)
            for (int t = 0; t < m->ntnodes; t++) {
                const cp_tnode_t *P = &m->tnodes[t];
                if (P->depth != d - 1 || P->nchild < 2) continue;
                for (int i = 0; i < P->nchild; i++)
                    for (int j = i + 1; j < P->nchild; j++) {
                        int A = P->first_child + i, B = P->first_child + j, na = 0, nb = 0, same = 1;
                        if (m->tnodes[A].ncores != m->tnodes[B].ncores || !m->tnodes[A].ncores) continue;
                        /* the platform hosts under each, in order */
                        for (int p = 0; p < nph; p++) {
                            if (tn_of[p] < 0) continue;
                            int up = m->anc[d * nc + m->tnodes[tn_of[p]].first_core];
                            if (up == A) pa[na++] = p;
                            else if (up == B) pb[nb++] = p;
                        }
                        for (int k = 0; k < na && same; k++) same = m->tnodes[tn_of[pa[k]]].ncores == m->tnodes[tn_of[pb[k]]].ncores;
                        if (na != nb || !same || !na) continue;
                        for (int p = 0; p < nph; p++) at[p] = -1;
                        for (int h = 0; h < nh; h++) at[s->pos[h]] = h, np[h] = s->pos[h];
                        int nm = 0;
                        for (int k = 0; k < na; k++) {
                            int x = at[pa[k]], y = at[pb[k]];
                            if (x >= 0) np[x] = pb[k], moved[nm++] = x;
                            if (y >= 0) np[y] = pa[k], moved[nm++] = y;
                        }
                        if (!nm) continue;
                        /* the moved hosts' arcs, each once: old routes off, new on */
                        s->ntouched = 0, tick++;
                        for (int q = 0; q < nm; q++) {
                            int h = moved[q];
                            for (int e = first[h]; e < first[h + 1]; e++) {
                                int ai = adj[e];
                                if (stamp[ai] == tick) continue;
                                stamp[ai] = tick;
                                const harc_t *a = &arcs[ai];
                                route(s, s->pos[a->a], s->pos[a->b], -a->w, NULL);
                                if (np[a->a] != np[a->b]) route(s, np[a->a], np[a->b], a->w, NULL);
                            }
                        }
                        double sq2, top2 = top_load(s, *sq, &sq2);
                        int take = top2 < *top * (1 - 1e-12) || (top2 <= *top * (1 + 1e-12) && sq2 < *sq * (1 - 1e-12));
                        for (int q = 0; q < s->ntouched; q++) {
                            int l = s->touched[q];
                            if (take) s->load[l] += s->dx[l];
                            s->mark[l] = 0;
                        }
                        if (take) {
                            for (int q = 0; q < nm; q++) s->pos[moved[q]] = np[moved[q]];
                            find_top(s);
                            *top = top2, *sq = sq2, swaps++, better = 1;
                        }
                    }
            }
    }
out:
    free(at), free(np), free(pa), free(pb), free(stamp), free(moved);
    return swaps;
}

static int swap_hosts(const cp_graph_t *g, const cp_machine_t *m, int *core_of, double *load, int swap)
{
    if (!m->routes || !m->core_host || m->host_depth < 1 || m->host_depth >= m->depth) return 0;
    int n = g->vertnbr, hd = m->host_depth, nc = m->ncores, swaps = -1;
    int nph = 0; /* platform hosts: core_host's range */
    for (int c = 0; c < nc; c++) nph = m->core_host[c] + 1 > nph ? m->core_host[c] + 1 : nph;
    /* the host tnodes, numbered compactly in tree order; per platform host its tnode */
    int *compact = malloc((size_t)m->ntnodes * sizeof *compact), *tn_of = malloc((size_t)(nph + 1) * sizeof *tn_of);
    int *hosts = malloc((size_t)m->ntnodes * sizeof *hosts), nh = 0;
    harc_t *arcs = NULL;
    int *first = NULL, *adj = NULL, narcs = 0;
    state_t s = {.r = m->routes, .nl = cp_routes_nlinks(m->routes)};
    if (!compact || !tn_of || !hosts) goto out;
    for (int p = 0; p < nph; p++) tn_of[p] = -1;
    for (int t = 0; t < m->ntnodes; t++) {
        compact[t] = -1;
        if (m->tnodes[t].depth != hd || m->tnodes[t].ncores == 0) continue;
        int p = m->core_host[m->tnodes[t].first_core];
        for (int c = m->tnodes[t].first_core; c < m->tnodes[t].first_core + m->tnodes[t].ncores; c++)
            if (m->core_host[c] != p) goto none; /* a host tnode over two platform hosts: not this machine */
        if (tn_of[p] >= 0) goto none;
        tn_of[p] = t, compact[t] = nh, hosts[nh++] = t;
    }
    /* the hosts' traffic, pair by pair */
    int64_t ne = g->verttab[n];
    arcs = malloc((size_t)(ne > 0 ? ne : 1) * sizeof *arcs);
    if (!arcs) goto out;
    for (int u = 0; u < n; u++)
        for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++) {
            int v = g->edgetab[e];
            if (v <= u) continue;
            int a = compact[m->anc[hd * nc + core_of[u]]], b = compact[m->anc[hd * nc + core_of[v]]];
            if (a == b) continue;
            arcs[narcs++] = (harc_t){a < b ? a : b, a < b ? b : a, (double)g->edlotab[e]};
        }
    qsort(arcs, (size_t)narcs, sizeof *arcs, by_pair);
    int k = 0;
    for (int i = 0; i < narcs; i++)
        if (k > 0 && arcs[k - 1].a == arcs[i].a && arcs[k - 1].b == arcs[i].b) arcs[k - 1].w += arcs[i].w;
        else arcs[k++] = arcs[i];
    narcs = k;
    first = calloc((size_t)nh + 1, sizeof *first), adj = malloc((size_t)(2 * narcs + 1) * sizeof *adj);
    s.load = calloc((size_t)s.nl, sizeof *s.load), s.inv_cap = malloc((size_t)s.nl * sizeof *s.inv_cap);
    s.dx = malloc((size_t)s.nl * sizeof *s.dx), s.touched = malloc((size_t)s.nl * sizeof *s.touched);
    s.mark = calloc((size_t)s.nl, 1), s.pos = malloc((size_t)(nh + 1) * sizeof *s.pos);
    if (!first || !adj || !s.load || !s.inv_cap || !s.dx || !s.touched || !s.mark || !s.pos) goto out;
    if (nph <= 1024) { /* 4 MB of table at most; else each route found again */
        s.nph = nph;
        s.rt_at = malloc((size_t)nph * nph * sizeof *s.rt_at), s.rt_n = malloc((size_t)nph * nph);
        if (!s.rt_at || !s.rt_n) free(s.rt_at), free(s.rt_n), s.rt_at = NULL, s.rt_n = NULL;
        else for (size_t k = 0; k < (size_t)nph * nph; k++) s.rt_at[k] = -1;
    }
    for (int i = 0; i < narcs; i++) first[arcs[i].a + 1]++, first[arcs[i].b + 1]++;
    for (int h = 0; h < nh; h++) first[h + 1] += first[h];
    {
        int *at = malloc((size_t)(nh + 1) * sizeof *at);
        if (!at) goto out;
        memcpy(at, first, (size_t)(nh + 1) * sizeof *at);
        for (int i = 0; i < narcs; i++) adj[at[arcs[i].a]++] = i, adj[at[arcs[i].b]++] = i;
        free(at);
    }
    for (int h = 0; h < nh; h++) s.pos[h] = m->core_host[m->tnodes[hosts[h]].first_core];
    for (int l = 0; l < s.nl; l++) s.inv_cap[l] = 1 / cp_routes_capacity(m->routes, l);
    for (int i = 0; i < narcs; i++) route(&s, s.pos[arcs[i].a], s.pos[arcs[i].b], arcs[i].w, s.load);
    double sq = 0, top;
    for (int l = 0; l < s.nl; l++) sq += s.load[l] * s.inv_cap[l] * s.load[l] * s.inv_cap[l];
    find_top(&s);
    top = s.ntop ? s.top_x[0] : 0;
    /* swaps of two hosts of one switch, of as many cores, while one helps;
     * each sweep tries every such pair once (at 4,096 ranks on 256 hosts of
     * 8 a leaf: 896 pairs a sweep) */
    swaps = 0;
    if (swap && cp_routes_by_gateways(m->routes)) {
        int k = swap_subtrees(&s, m, nh, tn_of, nph, arcs, first, adj, &top, &sq);
        if (k < 0) {
            swaps = -1;
            goto out;
        }
        swaps += k;
    }
    /* the budget: every arc's routes walked 256 times (a sweep walks each
     * 4 times per other host of its switch: 9 sweeps of 8-host leaves) */
    int64_t budget = (int64_t)256 * (narcs + 1);
    s.work = 0;
    for (int sweep = 0, better = swap; better && sweep < 32 && s.work < budget; sweep++) {
        better = 0;
        for (int i = 0; i < nh && s.work < budget; i++)
            for (int j = i + 1; j < nh; j++) {
                const cp_tnode_t *ti = &m->tnodes[hosts[i]], *tj = &m->tnodes[hosts[j]];
                if (m->anc[(hd - 1) * nc + ti->first_core] != m->anc[(hd - 1) * nc + tj->first_core]) break;
                if (ti->ncores != tj->ncores) continue;
                /* host i's ranks to j's place and j's to i's: the routes of
                 * their arcs, old ones off, new ones on (the i-j arc once) */
                s.ntouched = 0;
                for (int side = 0; side < 2; side++) {
                    int h = side ? j : i;
                    for (int q = first[h]; q < first[h + 1]; q++) {
                        const harc_t *a = &arcs[adj[q]];
                        int x = a->a == h ? a->b : a->a;
                        if (side && x == i) continue;
                        int px = x == i ? s.pos[j] : x == j ? s.pos[i] : s.pos[x];
                        int ph = side ? s.pos[i] : s.pos[j];
                        route(&s, s.pos[h], s.pos[x], -a->w, NULL);
                        route(&s, ph, px, a->w, NULL);
                    }
                }
                double sq2, top2 = top_load(&s, sq, &sq2);
                int take = top2 < top * (1 - 1e-12) || (top2 <= top * (1 + 1e-12) && sq2 < sq * (1 - 1e-12));
                for (int t = 0; t < s.ntouched; t++) {
                    int l = s.touched[t];
                    if (take) s.load[l] += s.dx[l];
                    s.mark[l] = 0;
                }
                if (take) {
                    int p = s.pos[i];
                    s.pos[i] = s.pos[j], s.pos[j] = p;
                    find_top(&s);
                    top = top2, sq = sq2, swaps++, better = 1;
                }
            }
    }
    if (load) load[0] = top, load[1] = sq;
    /* each rank to the same core of its host's new place */
    for (int u = 0; swaps > 0 && u < n; u++) {
        int t = m->anc[hd * nc + core_of[u]], h = compact[t];
        int to = tn_of[s.pos[h]];
        core_of[u] = m->tnodes[to].first_core + (core_of[u] - m->tnodes[t].first_core);
    }
    goto out;
none:
    swaps = 0;
out:
    free(compact), free(tn_of), free(hosts), free(arcs), free(first), free(adj);
    free(s.load), free(s.inv_cap), free(s.dx), free(s.touched), free(s.mark), free(s.pos);
    free(s.rt_at), free(s.rt_n), free(s.pool);
    return swaps;
}

int cp_map_swap_hosts(const cp_graph_t *g, const cp_machine_t *m, int *core_of, double *load)
{
    return swap_hosts(g, m, core_of, load, 1);
}

int cp_map_swap_hosts_load(const cp_graph_t *g, const cp_machine_t *m, const int *core_of, double *load)
{
    load[0] = load[1] = 0;
    return swap_hosts(g, m, (int *)core_of, load, 0) < 0 ? -1 : 0;
}

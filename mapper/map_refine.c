/* Local search on the true cost: move a rank next to one of its neighbours,
 * swapping with the rank there.  The gain of a swap is computed exactly from
 * the two ranks' edges, each distance in O(levels): no n x n matrix. */
#include <stdlib.h>
#include <string.h>

#include "huge_pages.h"
#include "map.h"

#define MAXCAND 8

/* The change of J/2 when u swaps with the rank v on core c of socket s
 * (v = -1: c is free) splits into what u's arcs change and what v's do.
 * u's part is the same for every core of s (cores of a socket are
 * equivalent), except for the arc u-v, which a swap leaves as it was: it
 * is computed once per socket and corrected per v.  This halves the arcs a
 * pass visits against evaluating each swap whole, with the same sums. */

/* On dense graphs (AMG2013: 450 arcs a rank) the partner term above, one
 * pass over v's arcs per core tried, was 88% of the mapper's time.  There
 * each rank keeps what its arcs cost per subtree instead: agg[v][t], for
 * every tnode t between the root and the sockets, sums over v's neighbours
 * below t what their arc saves by meeting v at t's depth rather than one
 * level up.  v's cost on core x is then tot[v] + the agg of x's ancestors:
 * O(depth) per swap tried, O(arcs x depth) per swap made.  Costs are
 * integers held in doubles, so the sums stay exact (below 2^53). */
typedef struct agg {
    double *tot;  /* per rank: its arcs' cost were all its neighbours on other nodes' farthest level */
    double *by;   /* per rank, K per rank: by tnode of depth 1 .. sockets (id - 1) */
    int k;
} agg_t;

/* rank v's arcs' cost with v on core x (a neighbour on x counts as on x's socket) */
static double agg_cost(const agg_t *a, const cp_machine_t *m, int v, int x)
{
    double c = a->tot[v];
    const double *b = a->by + (size_t)v * a->k;
    for (int l = 1; l < m->depth; l++) c += b[m->anc[l * m->ncores + x] - 1];
    return c;
}

/* rank y's neighbour across arc e went from core from to core to */
static void agg_move(agg_t *a, const cp_graph_t *g, const cp_machine_t *m, int y, int64_t e, int from, int to)
{
    double *b = a->by + (size_t)y * a->k;
    for (int l = 1; l < m->depth; l++) {
        double step = cp_arc_cost_at(g, m, e, l) - cp_arc_cost_at(g, m, e, l - 1);
        b[m->anc[l * m->ncores + from] - 1] -= step;
        b[m->anc[l * m->ncores + to] - 1] += step;
    }
}

/* NULL where it would not pay (sparse graphs: the arc pass is short) or
 * take too much memory (more than 32 MB, or 1/8 of the graph's arcs' worth) */
static agg_t *agg_build(const cp_graph_t *g, const cp_machine_t *m, const int *core_of)
{
    int n = g->vertnbr, k = 0;
    while (k + 1 < m->ntnodes && m->tnodes[k + 1].depth < m->depth) k++;
    int64_t arcs = g->verttab[n];
    if (k == 0 || n == 0 || arcs < 16 * (int64_t)n || (double)n * k * 8 > 32e6) return NULL;
    agg_t *a = malloc(sizeof *a);
    if (!a) return NULL;
    a->k = k;
    a->tot = malloc((size_t)n * sizeof *a->tot);
    a->by = malloc((size_t)n * k * sizeof *a->by);
    if (!a->tot || !a->by) {
        free(a->tot), free(a->by), free(a);
        return NULL;
    }
    cp_huge_pages(a->by, (size_t)n * k * sizeof *a->by);
    for (int v = 0; v < n; v++) {
        double *b = a->by + (size_t)v * k;
        /* each row written before it is read: calloc's fresh pages are the
         * shared zero page until written, and the += below made each a
         * copy-on-write fault whose TLB flush interrupts every core.  (A
         * memset of the whole right after malloc, the compiler makes a
         * calloc.) */
        memset(b, 0, (size_t)k * sizeof *b);
        a->tot[v] = 0;
        for (int64_t e = g->verttab[v]; e < g->verttab[v + 1]; e++) {
            int cy = core_of[g->edgetab[e]];
            a->tot[v] += cp_arc_cost_at(g, m, e, 0);
            for (int l = 1; l < m->depth; l++)
                b[m->anc[l * m->ncores + cy] - 1] += cp_arc_cost_at(g, m, e, l) - cp_arc_cost_at(g, m, e, l - 1);
        }
    }
    return a;
}

static void agg_free(agg_t *a)
{
    if (!a) return;
    free(a->tot), free(a->by), free(a);
}

/* One refinement's state: where ranks are, and the scratch of a move. */
typedef struct refine {
    const cp_graph_t *g;
    const cp_machine_t *m;
    int *core_of, sd;        /* sd: the sockets' depth (parents of cores) */
    int *rank_at, *order, *seen, stamp, *cand, *nbr_seen;
    double *acc, *cur;       /* per socket: u's traffic to it; per arc of u: its cost now */
    int64_t *nbr_arc;        /* per neighbour of u: the arc to it */
    unsigned char *active;
    int *sock, nsock;        /* the sockets, shuffled each pass */
    agg_t *agg;
    unsigned r;              /* the random state */
} refine_t;

static void refine_free(refine_t *R)
{
    agg_free(R->agg);
    free(R->sock), free(R->rank_at), free(R->order), free(R->seen), free(R->cand), free(R->acc), free(R->cur);
    free(R->nbr_seen), free(R->nbr_arc), free(R->active);
}

static int refine_init(refine_t *R, const cp_graph_t *g, const cp_machine_t *m, int *core_of, unsigned seed)
{
    int n = g->vertnbr;
    *R = (refine_t){.g = g, .m = m, .core_of = core_of, .sd = m->depth - 1, .r = seed * 2654435761u + 12345u};
    R->rank_at = malloc((size_t)m->ncores * sizeof *R->rank_at);
    R->order = malloc((size_t)n * sizeof *R->order);
    R->seen = calloc((size_t)m->ntnodes, sizeof *R->seen);
    R->cand = malloc((size_t)m->ntnodes * sizeof *R->cand);
    R->acc = malloc((size_t)m->ntnodes * sizeof *R->acc);
    int64_t maxdeg = 1;
    for (int v = 0; v < n; v++)
        if (g->verttab[v + 1] - g->verttab[v] > maxdeg) maxdeg = g->verttab[v + 1] - g->verttab[v];
    R->cur = malloc((size_t)maxdeg * sizeof *R->cur);
    R->nbr_seen = calloc((size_t)n, sizeof *R->nbr_seen);
    R->nbr_arc = malloc((size_t)n * sizeof *R->nbr_arc);
    R->active = malloc((size_t)n);
    if (!R->rank_at || !R->order || !R->seen || !R->cand || !R->acc || !R->cur || !R->nbr_seen || !R->nbr_arc ||
        !R->active)
        return -1;
    memset(R->active, 1, (size_t)n);
    R->agg = agg_build(g, m, core_of);
    for (int c = 0; c < m->ncores; c++) R->rank_at[c] = -1;
    for (int v = 0; v < n; v++) R->rank_at[core_of[v]] = v;
    /* the sockets (breadth-first, so one run of tnodes) */
    int s0 = 0;
    while (s0 < m->ntnodes && m->tnodes[s0].depth < R->sd) s0++;
    while (s0 + R->nsock < m->ntnodes && m->tnodes[s0 + R->nsock].depth == R->sd) R->nsock++;
    R->sock = malloc(((size_t)R->nsock + 1) * sizeof *R->sock);
    if (!R->sock) R->nsock = 0;
    for (int i = 0; i < R->nsock; i++) R->sock[i] = s0 + i;
    return 0;
}

static unsigned next_random(refine_t *R, unsigned below)
{
    R->r = R->r * 1103515245u + 12345u;
    return (R->r >> 8) % below;
}

/* The active ranks into R->order: after the first pass, only ranks that
 * moved or whose neighbours did: the others face what they declined
 * before (KL/FM's active vertices); at 10^6 ranks a whole pass took 12 s,
 * mostly misses.  Ranks go socket by socket (sockets in random order, a
 * socket's ranks in random order): one socket's ranks and their
 * neighbours share cache lines, where a random order over all ranks
 * missed on every arc list (10^6 ranks: refinement 55% of a METIS
 * member).  Returns how many. */
static int order_active(refine_t *R)
{
    const cp_machine_t *m = R->m;
    int na = 0, *sock = R->sock, nsock = R->nsock;
    for (int i = nsock - 1; i > 0; i--) {
        int j = (int)next_random(R, (unsigned)(i + 1)), t = sock[i];
        sock[i] = sock[j], sock[j] = t;
    }
    for (int i = 0; i < nsock || (!nsock && i == 0); i++) {
        int lo = nsock ? m->tnodes[sock[i]].first_core : 0;
        int hi = nsock ? lo + m->tnodes[sock[i]].ncores : m->ncores, a0 = na;
        for (int c = lo; c < hi; c++) {
            int v = R->rank_at[c];
            if (v >= 0 && R->active[v]) R->order[na++] = v, R->active[v] = 0;
        }
        for (int k = na - 1; k > a0; k--) {
            int j = a0 + (int)next_random(R, (unsigned)(k - a0 + 1)), t = R->order[k];
            R->order[k] = R->order[j], R->order[j] = t;
        }
    }
    return na;
}

/* Candidate sockets for u: those of its neighbours, the MAXCAND most
 * connected to it (dense graphs have hundreds); u's arcs' costs now into
 * R->cur.  Returns how many. */
static int candidates(refine_t *R, int u)
{
    const cp_graph_t *g = R->g;
    const cp_machine_t *m = R->m;
    int cu = R->core_of[u], nc = 0, su = m->anc[R->sd * m->ncores + cu];
    R->stamp++;
    R->seen[su] = R->stamp;
    R->acc[su] = 0;
    int64_t e0 = g->verttab[u];
    for (int64_t e = e0; e < g->verttab[u + 1]; e++) {
        int x = g->edgetab[e], cx = R->core_of[x], s = m->anc[R->sd * m->ncores + cx];
        if (R->seen[s] != R->stamp) R->seen[s] = R->stamp, R->cand[nc++] = s, R->acc[s] = 0;
        R->acc[s] += cp_arc_traffic(g, m, e);
        R->cur[e - e0] = cp_arc_cost(g, m, e, cu, cx);
        R->nbr_seen[x] = R->stamp, R->nbr_arc[x] = e;
    }
    if (nc > MAXCAND) {
        for (int a = 0; a < MAXCAND; a++) { /* partial selection sort */
            int bi = a;
            for (int b = a + 1; b < nc; b++)
                if (R->acc[R->cand[b]] > R->acc[R->cand[bi]]) bi = b;
            int t = R->cand[a];
            R->cand[a] = R->cand[bi], R->cand[bi] = t;
        }
        nc = MAXCAND;
    }
    return nc;
}

/* The core of the candidates' sockets where u (swapped with the rank
 * there, if any) gains most, with the change in *best; -1: none gains. */
static int best_move(refine_t *R, int u, int nc, double *best)
{
    const cp_graph_t *g = R->g;
    const cp_machine_t *m = R->m;
    int cu = R->core_of[u], sd = R->sd, bc = -1;
    int64_t e0 = g->verttab[u], deg = g->verttab[u + 1] - e0;
    double ucost = R->agg ? agg_cost(R->agg, m, u, cu) : 0;
    *best = -1e-9;
    for (int k = 0; k < nc; k++) {
        const cp_tnode_t *s = &m->tnodes[R->cand[k]];
        double base = 0; /* u's arcs, u on any core of s (the cores of s and u's neighbours differ) */
        if (R->agg)
            base = agg_cost(R->agg, m, u, s->first_core) - ucost;
        else
            for (int64_t e = e0; e < e0 + deg; e++) {
                int d = cp_core_lca(m, s->first_core, R->core_of[g->edgetab[e]]);
                base += cp_arc_cost_at(g, m, e, d < sd ? d : sd) - R->cur[e - e0];
            }
        int free_tried = 0;
        for (int c = s->first_core; c < s->first_core + s->ncores; c++) {
            int v = R->rank_at[c];
            double d = base;
            if (v < 0) { /* free cores of one socket are all alike */
                if (free_tried) continue;
                free_tried = 1;
            } else {
                double uv = 0; /* the arc u-v keeps its cost: base and agg_cost(v, cu) have it at sd */
                if (R->nbr_seen[v] == R->stamp) uv = cp_arc_cost_at(g, m, R->nbr_arc[v], sd) - R->cur[R->nbr_arc[v] - e0];
                if (R->agg)
                    d += agg_cost(R->agg, m, v, cu) - agg_cost(R->agg, m, v, c) - 2 * uv;
                else
                    d += cp_move_delta(g, m, R->core_of, v, c, u, cu) - uv;
            }
            if (d < *best) *best = d, bc = c;
        }
    }
    return bc;
}

/* u to core bc, the rank there to u's core; both and their neighbours
 * active again */
static void move(refine_t *R, int u, int bc)
{
    const cp_graph_t *g = R->g;
    int cu = R->core_of[u], v = R->rank_at[bc];
    R->core_of[u] = bc, R->rank_at[bc] = u, R->rank_at[cu] = v;
    if (v >= 0) R->core_of[v] = cu;
    if (R->agg) {
        for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++) agg_move(R->agg, g, R->m, g->edgetab[e], e, cu, bc);
        if (v >= 0)
            for (int64_t e = g->verttab[v]; e < g->verttab[v + 1]; e++) agg_move(R->agg, g, R->m, g->edgetab[e], e, bc, cu);
    }
    for (int w = 0; w < 2; w++) {
        int z = w ? v : u;
        if (z < 0) continue;
        R->active[z] = 1;
        for (int64_t e = g->verttab[z]; e < g->verttab[z + 1]; e++) R->active[g->edgetab[e]] = 1;
    }
}

int cp_map_refine(const cp_graph_t *g, const cp_machine_t *m, int *core_of, int passes, unsigned seed)
{
    refine_t R;
    if (refine_init(&R, g, m, core_of, seed)) {
        refine_free(&R);
        return 0;
    }
    int pass;
    for (pass = 0; pass < passes; pass++) {
        int na = order_active(&R);
        double gained = 0;
        for (int oi = 0; oi < na; oi++) {
            int u = R.order[oi];
            double best;
            int bc = best_move(&R, u, candidates(&R, u), &best);
            if (bc >= 0) move(&R, u, bc), gained -= best;
        }
        if (gained <= 0) break;
    }
    refine_free(&R);
    return pass;
}

int cp_map_repair(const cp_graph_t *g, const cp_machine_t *m, int *core_of)
{
    int n = g->vertnbr, moved = 0;
    int *rank_at = malloc((size_t)m->ncores * sizeof *rank_at);
    for (int c = 0; c < m->ncores; c++) rank_at[c] = -1;
    int *homeless = malloc((size_t)n * sizeof *homeless), nh = 0;
    for (int v = 0; v < n; v++) {
        int c = core_of[v];
        if (c >= 0 && c < m->ncores && rank_at[c] < 0) rank_at[c] = v;
        else homeless[nh++] = v;
    }
    /* each homeless rank to the free core closest to where it was meant to be */
    for (int i = 0; i < nh; i++) {
        int v = homeless[i], want = core_of[v] >= 0 && core_of[v] < m->ncores ? core_of[v] : 0;
        int best = -1;
        for (int d = m->depth; d >= 0 && best < 0; d--) {
            const cp_tnode_t *t = &m->tnodes[m->anc[d * m->ncores + want]];
            for (int c = t->first_core; c < t->first_core + t->ncores; c++)
                if (rank_at[c] < 0) {
                    best = c;
                    break;
                }
        }
        core_of[v] = best;
        rank_at[best] = v;
        moved++;
    }
    (void)g;
    free(rank_at);
    free(homeless);
    return moved;
}

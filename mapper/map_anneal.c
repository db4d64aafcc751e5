/* Simulated annealing on the true cost, for users who trade seconds for a
 * better placement (--anneal).  The refinement in map_refine.c only takes
 * swaps that gain, so it stops at the first placement no single swap
 * improves; on NAS BT's graph (a triangular lattice) every member then
 * cuts about 713 edges between nodes where the lattice allows 640
 * (Harary and Harborth's least perimeter of 32 hexagonal cells, 40 edges,
 * times 32 nodes over 2).  Reaching shapes nearer that bound takes swaps
 * that first cost more, which annealing accepts with probability
 * exp(-delta / T) while T falls.
 *
 * A move swaps rank u with the rank (or free core) on a random core near
 * one of u's neighbours: in that neighbour's subtree at a random depth
 * below the root.  Its delta sums both ranks' arcs (O(degree x depth)), in
 * doubles: it only decides whether a move is taken; the mapper scores the
 * result exactly (cp_map_cost) before keeping it. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "map.h"

typedef struct rng {
    uint64_t s;
} rng_t;

static uint64_t rng_next(rng_t *r) /* splitmix64: fast, seeded, the same on every machine */
{
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static double seconds_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static unsigned rng_below(rng_t *r, unsigned n) { return (unsigned)(((rng_next(r) >> 32) * n) >> 32); }

static double rng_unit(rng_t *r) { return (double)(rng_next(r) >> 11) * 0x1.0p-53; }

/* change of the cost when rank u on core cu moves to core c and the rank v
 * there (or nobody: v < 0) moves to cu; the arc u-v keeps its cost */
static double swap_delta(const cp_graph_t *g, const cp_machine_t *m, const int *core_of, int u, int cu, int v, int c)
{
    double d = cp_move_delta(g, m, core_of, u, cu, v, c);
    return v >= 0 ? d + cp_move_delta(g, m, core_of, v, c, u, cu) : d;
}

/* a random move: u, and the core c it would go to (c != core of u);
 * -1 where u has no neighbour */
static int propose(const cp_graph_t *g, const cp_machine_t *m, const int *core_of, rng_t *r, int *pu)
{
    int n = g->vertnbr;
    int u = (int)rng_below(r, (unsigned)n);
    int64_t deg = g->verttab[u + 1] - g->verttab[u];
    *pu = u;
    if (deg == 0) return -1;
    int y = g->edgetab[g->verttab[u] + (int64_t)rng_below(r, (unsigned)deg)];
    int cy = core_of[y];
    /* a subtree holding y, from the nodes' level down to y's socket */
    int depth = m->depth > 1 ? 1 + (int)rng_below(r, (unsigned)(m->depth - 1)) : 0;
    const cp_tnode_t *t = &m->tnodes[depth ? m->anc[depth * m->ncores + cy] : 0];
    int c = t->first_core + (int)rng_below(r, (unsigned)t->ncores);
    return c == core_of[u] ? -1 : c;
}

int64_t cp_map_anneal(const cp_graph_t *g, const cp_machine_t *m, int *core_of, double moves_per_rank,
                      double t0_factor, unsigned seed, double seconds, int64_t *moves)
{
    int n = g->vertnbr;
    int64_t total = (int64_t)(moves_per_rank * n), accepted = 0, i = 0;
    double tstart = seconds_now();
    int limited = seconds > 0 && isfinite(seconds);
    if (moves) *moves = 0;
    if (n < 2 || total <= 0) return 0;
    int *rank_at = malloc((size_t)m->ncores * sizeof *rank_at);
    if (!rank_at) return 0;
    for (int c = 0; c < m->ncores; c++) rank_at[c] = -1;
    for (int v = 0; v < n; v++) rank_at[core_of[v]] = v;
    rng_t r = {0x5EED0000ull + seed};
    /* The starting temperature is t0_factor times the mean loss of a losing
     * move: at 0.5 a typical loss is taken with probability exp(-2), enough
     * to leave the start's basin (NAS BT: 7.25-7.35e9 over three seeds,
     * against 7.35-7.43e9 at 1 and 2, where the start's structure is lost);
     * at 0.1 the search stays near a start that is already good (the grid
     * tiling of CloverLeaf, which 0.5 leaves for worse).  It then falls
     * geometrically by 10^4, to where only gains are taken. */
    double up = 0;
    int nup = 0;
    for (int i = 0; i < 1000; i++) {
        int u, c = propose(g, m, core_of, &r, &u);
        if (c < 0) continue;
        double d = swap_delta(g, m, core_of, u, core_of[u], rank_at[c], c);
        if (d > 0) up += d, nup++;
    }
    if (nup == 0) {
        free(rank_at);
        return 0;
    }
    double t0 = t0_factor * up / nup, fall = log(1e-4), temp = t0;
    for (; i < total; i++) {
        /* Against the time limit: from the pace so far, the moves that fit;
         * shortening `total` makes the rest of the schedule cool faster, so
         * the chain still ends where only gains are taken.  A check every
         * 65,536 moves costs a clock read per ~5 ms of moves. */
        if (limited && (i & 0xFFFF) == 0 && i) {
            double spent = seconds_now() - tstart;
            double fit = spent > 0 ? (double)i * (seconds / spent) : (double)total;
            if (fit < (double)total) total = fit > (double)i ? (int64_t)fit : i; /* cast only below total */
            if (i >= total) break;
        }
        if ((i & 1023) == 0) temp = t0 * exp(fall * (double)i / (double)total);
        int u, c = propose(g, m, core_of, &r, &u);
        if (c < 0) continue;
        int cu = core_of[u], v = rank_at[c];
        double d = swap_delta(g, m, core_of, u, cu, v, c);
        if (d > 0 && rng_unit(&r) >= exp(-d / temp)) continue;
        core_of[u] = c, rank_at[c] = u, rank_at[cu] = v;
        if (v >= 0) core_of[v] = cu;
        accepted++;
    }
    free(rank_at);
    if (moves) *moves = i;
    return accepted;
}

/* Placement of graph vertices (ranks) on machine cores.  core_of[v] is the
 * core of rank v; a valid placement puts at most one rank per core. */
#ifndef CP_MAP_H
#define CP_MAP_H

#include <math.h>
#include <stdint.h>

#include "graph.h"
#include "machine.h"
#include "ti_program.h"

typedef struct cp_map_opts {
    unsigned levels;  /* bit d set: partition the children of depth-d tnodes (default all) */
    unsigned seed;
    int refine_passes;
    int verbose;
    int metis_method;   /* 0: recursive bisection up to 8 parts, k-way above; 1: recursive; 2: k-way */
    int metis_ufactor;  /* METIS imbalance in 1/1000 (0: 1) */
    int scotch_flags;   /* SCOTCH_STRAT* flags (0: quality) */
    double scotch_kbal; /* Scotch's load imbalance ratio */
    int scotch_deterministic; /* one thread, same placement every run */
    /* > 0: Scotch sees every subtree of this depth as one flat level (its
     * cores all at the distance of the closest two, as if a host were one
     * socket): it places on the hosts alone, cp_map_hier_below splits them */
    int scotch_flat_below;
} cp_map_opts_t;

/* Depth of the lowest common ancestor of cores a and b (m->depth if a == b). */
static inline int cp_core_lca(const cp_machine_t *m, int a, int b)
{
    if (a == b) return m->depth;
    for (int d = m->depth - 1; d >= 1; d--)
        if (m->anc[d * m->ncores + a] == m->anc[d * m->ncores + b]) return d;
    return 0;
}

/* Cost of arc e between two cores whose lowest common ancestor is at depth
 * d: weight x distance, or with the latency/bandwidth model alpha x msgs +
 * beta x bytes in picoseconds, rounded to an integer so that sums and
 * differences of costs are exact (the refinements compare them).  With a
 * cost file's size segments and a graph that knows its sizes, the sum of
 * that over the size bands, each at its own alpha and beta. */
static inline double cp_arc_cost_at(const cp_graph_t *g, const cp_machine_t *m, int64_t e, int d)
{
    if (d >= m->depth) return 0;
    if (!m->alpha_ps) return (double)g->edlotab[e] * (double)m->dist[d];
    if (g->nband && g->nband == m->nband) {
        const int64_t *x = g->edbandtab + 2 * e * g->nband;
        const double *a = m->band_alpha_ps + d * m->nband, *b = m->band_beta_ps + d * m->nband;
        double c = 0;
        for (int k = 0; k < g->nband; k++) c += a[k] * (double)x[2 * k] + b[k] * (double)x[2 * k + 1];
        return nearbyint(c);
    }
    return nearbyint(m->alpha_ps[d] * (double)g->edmsgtab[e] + m->beta_ps[d] * (double)g->edlotab[e]);
}

static inline double cp_arc_cost(const cp_graph_t *g, const cp_machine_t *m, int64_t e, int a, int b)
{
    return cp_arc_cost_at(g, m, e, cp_core_lca(m, a, b));
}

/* The change of v's arcs (but the one to u) when v moves from core cv to
 * cu: a swap's gain is two of these (the refinement's and the annealing's) */
static inline double cp_move_delta(const cp_graph_t *g, const cp_machine_t *m, const int *core_of, int v, int cv,
                                   int u, int cu)
{
    double d = 0;
    for (int64_t e = g->verttab[v]; e < g->verttab[v + 1]; e++) {
        int y = g->edgetab[e];
        if (y == u) continue;
        int cy = core_of[y];
        d += cp_arc_cost(g, m, e, cu, cy) - cp_arc_cost(g, m, e, cv, cy);
    }
    return d;
}

/* What a partitioner weighs arc e by when it splits a depth-d subtree: the
 * weight itself with distances (they scale every arc alike), and with the
 * latency/bandwidth model what cutting the arc there costs more than
 * keeping it one level down (HierarchicTaskMap's per-level graph). */
static inline double cp_arc_weight(const cp_graph_t *g, const cp_machine_t *m, int64_t e, int d)
{
    if (!m->alpha_ps) return (double)g->edlotab[e];
    double w = cp_arc_cost_at(g, m, e, d) - cp_arc_cost_at(g, m, e, d + 1);
    return w > 0 ? w : 0;
}

/* How much an arc matters overall (its cost between the farthest cores). */
static inline double cp_arc_traffic(const cp_graph_t *g, const cp_machine_t *m, int64_t e)
{
    return m->alpha_ps ? cp_arc_cost_at(g, m, e, 0) : (double)g->edlotab[e];
}

/* J/2 = sum over undirected edges of w(u,v) * d(core(u), core(v)) (or their
 * latency/bandwidth cost, in picoseconds) */
double cp_map_cost(const cp_graph_t *g, const cp_machine_t *m, const int *core_of);
/* the bottleneck: max over ranks of sum_v w(u,v) * d */
double cp_map_cost_max(const cp_graph_t *g, const cp_machine_t *m, const int *core_of);
/* per depth: out[d] = sum of w over edges whose LCA is at depth d (with the
 * latency/bandwidth model: their cost there, picoseconds) */
void cp_map_level_traffic(const cp_graph_t *g, const cp_machine_t *m, const int *core_of,
                          double *out);
int cp_map_is_valid(const cp_machine_t *m, int n, const int *core_of);

void cp_map_identity(int n, int *core_of);
/* HierarchicTaskMap with METIS: partition level by level into the children
 * with their exact capacities.  Returns 0 or -1. */
int cp_map_hier_metis(const cp_graph_t *g, const cp_machine_t *m, const cp_map_opts_t *o,
                      int *core_of);
/* The same below depth d only: every depth-d subtree's ranks split again
 * among its children, as cp_map_hier_metis splits them, each subtree
 * keeping its ranks (a placement on the hosts, then into their sockets).
 * Returns 0 or -1 (out of memory). */
int cp_map_hier_below(const cp_graph_t *g, const cp_machine_t *m, const cp_map_opts_t *o, int d, int *core_of);
/* TreeMatch's order with METIS: ranks into socket-sized groups, those into
 * node-sized groups, ..., then laid on the tree.  Needs a regular tree;
 * returns 0 or -1. */
int cp_map_bottom_up(const cp_graph_t *g, const cp_machine_t *m, const cp_map_opts_t *o, int *core_of);
/* A 2-D or 3-D Cartesian code (most traffic between r, r + 1, r + X and
 * r + X*Y): each subtree gets a box of the grid, cut level by level into
 * slabs of least cost.  Needs a regular tree with a core per rank; -1
 * where the graph is no grid or the machine does not fit. */
int cp_map_grid(const cp_graph_t *g, const cp_machine_t *m, int *core_of);
/* A 2-D lattice code (a grid read as cp_map_grid reads it, diagonals and
 * periodic wraps included): the torus tiled by translates of one tile per
 * subtree of one level (a sublattice's Voronoi cells), children cut along
 * straight lines.  Needs a regular tree with a core per rank; -1 where
 * the graph is no 2-D grid or no tiling fits. */
int cp_map_lattice(const cp_graph_t *g, const cp_machine_t *m, int *core_of);
/* A 2-D grid's placement sheared (map_shear.c): rank (x, y) gets the core
 * of rank (x', y'), x' = x + sx y and y' = y + sy floor(x' / w), both
 * modulo the grid's sides, so that the tiles' sides run across the
 * diagonal instead of along the rows and columns.  out: a placement. */
void cp_map_shear(const int dim[3], const int *core_of, int sx, int sy, int w, int *out);
/* The heaviest reading of the graph as a grid (X, Y, Z; Z = 1 in 2-D), as
 * cp_map_grid reads it: 0, or -1 where it is no grid. */
int cp_grid_reading(const cp_graph_t *g, const cp_machine_t *m, int dim[3]);
/* A lower bound on J/2 over every placement of a graph read as that grid
 * (grid_bound.c; distances, a regular tree, one rank per core, else -1);
 * *share gets the part of the weight on the grid's axes: the bound counts
 * the rest at the smallest distance only, so it is tight where that is 1. */
double cp_grid_bound(const cp_graph_t *g, const cp_machine_t *m, const int dim[3], double *share);
/* Scotch's own mapping onto the tree (tleaf); needs a regular tree. */
int cp_map_scotch(const cp_graph_t *g, const cp_machine_t *m, const cp_map_opts_t *o,
                  int *core_of);
/* Pairwise swaps (and moves to free cores) that lower J/2, computed
 * exactly; returns the number of passes made. */
int cp_map_refine(const cp_graph_t *g, const cp_machine_t *m, int *core_of, int passes,
                  unsigned seed);
/* Swaps that lower the bottleneck (the largest per-rank cost), then the
 * number of ranks at it; returns the number of swaps made. */
int cp_map_refine_max(const cp_graph_t *g, const cp_machine_t *m, int *core_of, int passes);
/* Simulated annealing on the true cost: moves_per_rank x ranks random
 * swaps near a neighbour, losing ones taken with probability exp(-delta / T)
 * as T falls by 10^4 from t0_factor x the mean loss of a losing move;
 * deterministic for a seed.  With seconds > 0 (and finite) the chain ends
 * within about that time: where the measured pace would pass it, fewer
 * moves are made and T falls faster (then the result depends on the
 * machine's speed).  Returns the swaps taken; *moves (if not NULL) gets
 * the moves made.  The result can be worse than the start: callers refine
 * it and keep the better. */
int64_t cp_map_anneal(const cp_graph_t *g, const cp_machine_t *m, int *core_of, double moves_per_rank,
                      double t0_factor, unsigned seed, double seconds, int64_t *moves);
/* --levels with the partitioned levels on top and depth d the first that
 * is not: every depth-d subtree's ranks ascending on its first cores (the
 * subtrees above keep their ranks).  0, or -1 when out of memory. */
int cp_map_in_order(const cp_machine_t *m, int d, int n, int *core_of);
/* The links a placement loads (map_links.c): per tnode, the bytes of the
 * pairs with one end in its subtree (cross[t]; where siblings share one
 * link, up_one, that link's: the sum of theirs and their parent's); -1 where the
 * machine has no capacities (up_cap).  The largest load, crossing bytes / 2 / up_cap,
 * in seconds (*worst: its tnode, -1 none); 0 without capacities. */
int cp_map_link_loads(const cp_graph_t *g, const cp_machine_t *m, const int *core_of, double *cross);
double cp_map_cost_links(const cp_graph_t *g, const cp_machine_t *m, const int *core_of, int *worst);
/* Swaps that lower the largest link load (each moving a rank of the most
 * loaded subtree next to a partner outside it, no link it changes ending
 * at or above that load); the number made. */
int cp_map_refine_links(const cp_graph_t *g, const cp_machine_t *m, int *core_of, int passes);
/* The same on routed links (map_routes.c, where m->routes is set; the two
 * above call these there): per link of machine_routes.h its bytes, half
 * of each pair's each way over its route; the largest bytes / capacity
 * (*worst: its link); swaps that lower it. */
int cp_map_route_loads(const cp_graph_t *g, const cp_machine_t *m, const int *core_of, double *load);
double cp_map_cost_routes(const cp_graph_t *g, const cp_machine_t *m, const int *core_of, int *worst);
int cp_map_refine_routes(const cp_graph_t *g, const cp_machine_t *m, int *core_of, int passes);
/* Swaps of whole hosts under one switch (map_host_swap.c) where the
 * machine routes link by link: every pair keeps its level, the links its
 * messages take move.  Lowers the largest link load, then the sum of the
 * squared loads; the number of swaps made (0 where the machine has no
 * routes), -1 out of memory; load (where not NULL) gets the largest load
 * and the sum of the squared loads after them (seconds, seconds^2). */
int cp_map_swap_hosts(const cp_graph_t *g, const cp_machine_t *m, int *core_of, double *load);
/* the same two figures for the placement as it is; 0, or -1 out of memory */
int cp_map_swap_hosts_load(const cp_graph_t *g, const cp_machine_t *m, const int *core_of, double *load);
/* Makes a placement valid (one rank per core, every rank placed) moving as
 * few ranks as possible; returns how many moved. */
int cp_map_repair(const cp_graph_t *g, const cp_machine_t *m, int *core_of);

/* The time objective (map_time.c): the traced run replayed on the
 * machine's latency and bandwidth per level, then with what its messages
 * wait for the links they share (the flow model, below); its end in
 * seconds (never before its most loaded link has carried its bytes), or
 * -1 where the machine has no such model or the trace cannot be replayed
 * (a rank left waiting).  w: scratch of n ranks, one per thread. */
typedef struct cp_time_work cp_time_work_t;
cp_time_work_t *cp_time_work_new(int n);
void cp_time_work_free(cp_time_work_t *w);
/* about what one w holds once it has replayed p (bytes), to tell how
 * many replays fit side by side: per message, its flow, its waits, its
 * place in its pair's order and its route's links by link; per call, the
 * tape (up to its cap); *sends: the messages */
double cp_time_work_bytes(const cp_ti_program_t *p, int64_t *sends);
/* with the flow model (below; the default) or without: the cheap first look of a search */
void cp_time_work_flows(cp_time_work_t *w, int on);
/* without the flows, its end is at least its busiest link's bytes over
 * the link's capacity (the default), or not (off: the replay alone, for
 * searches that rank thousands of placements) */
void cp_time_work_link_bound(cp_time_work_t *w, int on);
/* the flow model's weight of a message on its way back
 * (cp_time_flows_back_weight; < 0, the default: SimGrid's) */
void cp_time_work_back_weight(cp_time_work_t *w, double back);
/* with the tape (the default: the first replay of a trace writes down its
 * arithmetic, the next ones redo it, the same to the last bit) or every
 * replay through the trace's calls (what the tape's unit check compares) */
void cp_time_work_tape(cp_time_work_t *w, int on);
/* to, which has none yet, replays from's tape (written: from replayed
 * the trace once), read where from keeps it: from must outlive to's
 * replays and replay no other trace meanwhile.  Threads that each wrote
 * their own took 0.13 s apiece at 4,096 ranks.  1 lent, 0 not (from has
 * none, to has one; to replays through the trace), -1 out of memory */
int cp_time_work_lend_tape(cp_time_work_t *to, const cp_time_work_t *from);
/* a search's cut: the flow model's passes stop once one ends after t
 * (0: never), and cp_time_work_stopped says whether the last replay did
 * so (its end is then that pass's, short of the rest) */
void cp_time_work_stop_after(cp_time_work_t *w, double t);
int cp_time_work_stopped(const cp_time_work_t *w);
/* the last replay's ends, without the flows' waits and after each pass
 * (at most CP_TIME_MAX_PASSES: map_time.c says why 8), and its end as it
 * would have been cut at t (0: never), *cut whether it was: a replay run
 * before its cut was known gives what one run with it gives, to the bit */
#define CP_TIME_MAX_PASSES 8
typedef struct cp_time_passes {
    double end[CP_TIME_MAX_PASSES + 1];
    int npass, passes;
    double link_bound; /* the end is never before it: the most loaded link's bytes over its capacity */
    int rising;        /* the first passes, those whose waits' residual never grew: the only ones a cut reads */
} cp_time_passes_t;
void cp_time_work_passes(const cp_time_work_t *w, cp_time_passes_t *out);
/* a cut another thread may set while the replay runs (*t: 0 until then;
 * NULL none): read after each pass, against every pass so far */
void cp_time_work_stop_live(cp_time_work_t *w, const double *t);
double cp_time_passes_cut(const cp_time_passes_t *p, double t, int *cut);
/* the range an end that did not settle swung over in its last passes
 * (lo = hi = its end where they settled or were cut) */
void cp_time_passes_swing(const cp_time_passes_t *p, double *lo, double *hi);
double cp_map_time(const cp_ti_program_t *p, const cp_machine_t *m, const int *core_of, cp_time_work_t *w);
/* Its flow model (map_time_flows.c): per message between hosts, its time
 * on the wire [s, e], its bytes as the links carry them (over SMPI's
 * bandwidth factor) and its own time at its rate without others; *extra
 * (zeroed by the caller) gets what it waits for the links it shares;
 * first: the flows may be between other cores than at the call before (a
 * new replay), so their links are found again, else they are kept.
 * cp_time_flows_new: NULL where the machine knows no link capacities. */
typedef struct cp_time_flow {
    double s, e, bytes, own;
    int ca, cb;
} cp_time_flow_t;
typedef struct cp_time_flows cp_time_flows_t;
cp_time_flows_t *cp_time_flows_new(const cp_machine_t *m);
void cp_time_flows_free(cp_time_flows_t *f);
int cp_time_flows_extra(cp_time_flows_t *f, const cp_machine_t *m, const cp_time_flow_t *flow, int nflow, double *extra, int first);
int cp_time_flows_in_order(cp_time_flows_t *f, cp_time_flow_t *flow, int nflow, double *fifo, int first);
double cp_time_flows_link_bound(cp_time_flows_t *f, const cp_machine_t *m, const cp_time_flow_t *flow, int nflow);
/* a message's weight on the links of its way back: SimGrid's cross
 * traffic, 0.05 (its TCP acknowledgements; w < 0), or another (1: the
 * way back loaded as the way there) */
void cp_time_flows_back_weight(cp_time_flows_t *f, double w);

#endif

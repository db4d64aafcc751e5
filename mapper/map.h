/* Placement of graph vertices (ranks) on machine cores.  core_of[v] is the
 * core of rank v; a valid placement puts at most one rank per core. */
#ifndef CP_MAP_H
#define CP_MAP_H

#include <stdint.h>

#include "graph.h"
#include "machine.h"

typedef struct cp_map_opts {
    unsigned levels;  /* bit d set: partition the children of depth-d tnodes (default all) */
    unsigned seed;
    int refine_passes;
    int verbose;
    int metis_method;   /* 0: recursive bisection up to 8 parts, k-way above; 1: recursive; 2: k-way */
    int metis_ufactor;  /* METIS imbalance in 1/1000 (0: 1) */
    int scotch_flags;   /* SCOTCH_STRAT* flags (0: quality) */
    double scotch_kbal; /* Scotch's load imbalance ratio */
} cp_map_opts_t;

/* J/2 = sum over undirected edges of w(u,v) * d(core(u), core(v)) */
double cp_map_cost(const cp_graph_t *g, const cp_machine_t *m, const int *core_of);
/* the bottleneck: max over ranks of sum_v w(u,v) * d */
double cp_map_cost_max(const cp_graph_t *g, const cp_machine_t *m, const int *core_of);
/* weight crossing each depth: out[d] = sum of w over edges whose LCA is at depth d */
void cp_map_level_traffic(const cp_graph_t *g, const cp_machine_t *m, const int *core_of,
                          double *out);
int cp_map_is_valid(const cp_machine_t *m, int n, const int *core_of);

void cp_map_identity(int n, int *core_of);
/* HierarchicTaskMap with METIS: partition level by level into the children
 * with their exact capacities.  Returns 0 or -1. */
int cp_map_hier_metis(const cp_graph_t *g, const cp_machine_t *m, const cp_map_opts_t *o,
                      int *core_of);
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
/* Makes a placement valid (one rank per core, every rank placed) moving as
 * few ranks as possible; returns how many moved. */
int cp_map_repair(const cp_graph_t *g, const cp_machine_t *m, int *core_of);

#endif

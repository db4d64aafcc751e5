/* The mapper's local search alone, from a random placement, so that every
 * swap it makes is its own (in the portfolio a member's start may already
 * be a local optimum).  t-90 then checks with tests/mapper/bruteforce.py
 * that no swap of two ranks lowers the cost of what it wrote.  With
 * "anneal MOVES", the annealing alone (cp_map_anneal, no refinement), whose
 * result t-90 holds against the brute-force optimum.  With "below D", the
 * split of each depth-D subtree's ranks into its children alone
 * (cp_map_hier_below, the portfolio's hosts-first member after Scotch),
 * the random start written to OUT.perm.start: t-90 checks that every rank
 * keeps its subtree and each subtree's split is the best by brute force.
 *   map_refine_check GRAPH HIERARCHY DISTANCES SEED OUT.perm [anneal MOVES | below D] */
#include <string.h>
#include <stdio.h>
#include <stdlib.h>

#include "graph.h"
#include "machine.h"
#include "map.h"

int main(int argc, char **argv)
{
    int anneal = argc == 8 && !strcmp(argv[6], "anneal"), below = argc == 8 && !strcmp(argv[6], "below");
    if (argc != 6 && !anneal && !below) {
        fprintf(stderr, "usage: map_refine_check GRAPH HIERARCHY DISTANCES SEED OUT.perm [anneal MOVES | below D]\n");
        return 2;
    }
    cp_graph_t g;
    cp_err_t ge;
    char warn[256];
    if (cp_graph_read_metis(argv[1], &g, &ge, warn, sizeof warn)) {
        fprintf(stderr, "%s\n", ge.msg);
        return 1;
    }
    cp_machine_t m;
    cp_err_t me;
    if (cp_machine_from_hierarchy(argv[2], argv[3], &m, &me)) {
        fprintf(stderr, "%s\n", me.msg);
        return 1;
    }
    int n = g.vertnbr;
    if (n > m.ncores) {
        fprintf(stderr, "%d ranks, %d cores\n", n, m.ncores);
        return 1;
    }
    int *cores = malloc((size_t)m.ncores * sizeof *cores), *core_of = malloc((size_t)n * sizeof *core_of);
    unsigned r = (unsigned)strtoul(argv[4], NULL, 10) * 2654435761u + 1;
    for (int c = 0; c < m.ncores; c++) cores[c] = c;
    for (int c = m.ncores - 1; c > 0; c--) {
        r = r * 1103515245u + 12345u;
        int j = (int)((r >> 8) % (unsigned)(c + 1)), t = cores[c];
        cores[c] = cores[j], cores[j] = t;
    }
    for (int v = 0; v < n; v++) core_of[v] = cores[v];
    double before = cp_map_cost(&g, &m, core_of);
    if (below) {
        char sp[4096];
        snprintf(sp, sizeof sp, "%s.start", argv[5]);
        FILE *f = fopen(sp, "w");
        if (!f) return 1;
        for (int v = 0; v < n; v++) fprintf(f, "%d\n", core_of[v]);
        if (fclose(f)) return 1;
        cp_map_opts_t o = {~0u, 1, 0, 0, 0, 1, 0, 0, 1, 0};
        if (cp_map_hier_below(&g, &m, &o, atoi(argv[7]), core_of)) return 1;
    }
    int passes = below ? 0 : anneal ? (int)cp_map_anneal(&g, &m, core_of, atof(argv[7]), 0.5, 1, 0, NULL) : cp_map_refine(&g, &m, core_of, 1000, 1);
    double after = cp_map_cost(&g, &m, core_of);
    FILE *f = fopen(argv[5], "w");
    if (!f) return 1;
    for (int v = 0; v < n; v++) fprintf(f, "%d\n", core_of[v]);
    if (fclose(f)) return 1;
    printf("%d ranks (%.1f arcs each), %d %s: cost %.17g -> %.17g, valid %d\n", n, (double)g.verttab[n] / n,
           passes, anneal ? "swaps taken" : below ? "refinement passes (split only)" : "passes", before, after, cp_map_is_valid(&m, n, core_of));
    free(cores), free(core_of);
    cp_graph_free(&g);
    cp_machine_free(&m);
    return 0;
}

/* Scotch's own static mapping onto the machine tree (a tleaf
 * architecture), as one member of the portfolio.  Scotch may put two ranks
 * on one core (seen with -cb/-cbq); the caller repairs and refines.
 * Scotch's threaded default is not reproducible: one seed gave 248,832 or
 * 258,372 on the 16^3 stencil from run to run.  Its deterministic option
 * (one thread, through a context) is; the portfolio asks for it in every
 * member (docs/mapper.md: 1.4% more on AMG2013, the grid tiling wins
 * CloverLeaf, where it was 3% worse, and the members share the cores). */
#include <math.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <scotch.h>

#include "map.h"

/* tleaf needs a regular tree: every tnode of a depth has the same fan-out.
 * Its link costs are distances: with the latency/bandwidth model, those
 * the graph's own traffic implies (its whole cost at each level, relative
 * to the top), with each arc weighing its cost at the top.  Levels of one
 * child (a host that is one socket, a package that is one NUMA node) are
 * left out: Scotch's tleaf divides by a level's fan-out less one
 * (archTleafDomDist, SIGFPE), and no pair of cores has its lowest common
 * ancestor there.  Scotch sums link costs from a pair's common level down,
 * so a level left out adds its link to the next level kept above it, and
 * every pair keeps its distance.  With flat > 0 the levels from depth
 * flat down are one (fans multiplied): a pair inside a depth-flat subtree
 * costs the distance of its closest cores (a socket's), the pairs above
 * theirs, as the machine with one socket a host has them (the mapper's
 * placement before it knew the sockets, which cp_map_hier_below then
 * splits into them).
 * Returns the levels kept, or -1 where the tree is not regular. */
static int regular(const cp_graph_t *g, const cp_machine_t *m, int flat, SCOTCH_Num *sizes, SCOTCH_Num *links)
{
    double eq[CP_MACHINE_MAX_DEPTH + 1] = {0};
    if (m->alpha_ps) {
        for (int64_t e = 0; e < g->edgenbr; e++)
            for (int d = 0; d < m->depth; d++) eq[d] += cp_arc_cost_at(g, m, e, d);
        for (int d = m->depth - 1; d >= 0; d--) eq[d] = eq[0] > 0 ? 1000.0 * eq[d] / eq[0] : 1.0;
    }
    int kept = 0;
    for (int d = 0; d < m->depth; d++) {
        int fan = -1;
        for (int t = 0; t < m->ntnodes; t++)
            if (m->tnodes[t].depth == d) {
                if (fan >= 0 && m->tnodes[t].nchild != fan) return -1;
                fan = m->tnodes[t].nchild;
            }
        /* Scotch sums link costs down the tree: the cost of an LCA at depth
         * d is links[d] + ... + links[depth-1] */
        SCOTCH_Num link;
        if (m->alpha_ps) {
            link = (SCOTCH_Num)llround(eq[d] - eq[d + 1]);
            if (link <= 0) link = 1;
        } else {
            link = (SCOTCH_Num)(m->dist[d] - (d + 1 < m->depth ? m->dist[d + 1] : 0));
        }
        if (link <= 0) return -1;
        if (flat > 0 && d > flat && kept > 0) { /* one level from depth flat down: fans multiply */
            sizes[kept - 1] *= fan;
            /* its link the deepest's: the levels' others go to the link above it */
            if (kept > 1) links[kept - 2] += links[kept - 1];
            links[kept - 1] = link;
            continue;
        }
        if (fan == 1 && !(flat > 0 && d == flat)) {
            if (kept > 0) links[kept - 1] += link;
            continue;
        }
        sizes[kept] = fan;
        links[kept++] = link;
    }
    if (kept > 0 && sizes[kept - 1] == 1) { /* the flat level of one core (hosts of one core) */
        kept--;
        if (kept > 0) links[kept - 1] += links[kept];
    }
    return kept;
}

int cp_map_scotch(const cp_graph_t *g, const cp_machine_t *m, const cp_map_opts_t *o, int *core_of)
{
    SCOTCH_Num sizes[CP_MACHINE_MAX_DEPTH], links[CP_MACHINE_MAX_DEPTH];
    int levels = m->depth > CP_MACHINE_MAX_DEPTH ? -1 : regular(g, m, o->scotch_flat_below, sizes, links);
    if (levels < 0 || g->vertnbr > m->ncores) return -1;
    int n = g->vertnbr;
    if (levels == 0) { /* one core: nothing to choose */
        for (int v = 0; v < n; v++) core_of[v] = 0;
        return 0;
    }
    SCOTCH_Num *vt = malloc(((size_t)n + 1) * sizeof *vt);
    SCOTCH_Num *et = malloc((size_t)(g->edgenbr + 1) * sizeof *et);
    SCOTCH_Num *wt = malloc((size_t)(g->edgenbr + 1) * sizeof *wt);
    SCOTCH_Num *part = malloc((size_t)n * sizeof *part);
    /* Scotch's numbers are 32-bit here, and it sums weights times link
     * costs (a cut's load): scale so that the whole graph at the top link
     * cost fits.  Scaled to 10^9 alone, a graph under the latency/bandwidth
     * model (links up to 10^4) crashed Scotch 4 runs in 6 and hung it in 2 */
    double total = 0, top = 0;
    for (int64_t e = 0; e < g->edgenbr; e++) total += cp_arc_traffic(g, m, e);
    for (int d = 0; d < levels; d++) top += (double)links[d];
    double scale = total * top > 1e9 ? 1e9 / (total * top) : 1.0; /* as gmap: unscaled when it fits */
    for (int v = 0; v <= n; v++) vt[v] = (SCOTCH_Num)g->verttab[v];
    for (int64_t e = 0; e < g->edgenbr; e++) {
        et[e] = g->edgetab[e];
        double x = cp_arc_traffic(g, m, e) * scale;
        wt[e] = x < 1 ? 1 : (SCOTCH_Num)(x + 0.5);
    }
    SCOTCH_Graph sg, bound;
    SCOTCH_Context ctx;
    SCOTCH_Arch arch;
    SCOTCH_Strat strat;
    int rc = -1;
    /* seed 0: Scotch's own default state, as scotch_gmap runs */
    if (o->seed) {
        SCOTCH_randomSeed((SCOTCH_Num)o->seed);
        SCOTCH_randomReset();
    }
    if (SCOTCH_graphInit(&sg)) goto out;
    if (SCOTCH_graphBuild(&sg, 0, n, vt, NULL, NULL, NULL, (SCOTCH_Num)g->edgenbr, et, wt)) goto out_graph;
    /* a context of its own carries the deterministic option and a random
     * state seeded apart from the global one */
    int det = o->scotch_deterministic;
    SCOTCH_Graph *use = &sg;
    if (det) {
        if (SCOTCH_contextInit(&ctx)) goto out_graph;
        if (SCOTCH_contextOptionSetNum(&ctx, SCOTCH_OPTIONNUMDETERMINISTIC, 1) || SCOTCH_contextRandomClone(&ctx) ||
            SCOTCH_graphInit(&bound)) {
            SCOTCH_contextExit(&ctx);
            goto out_graph;
        }
        if (o->seed) {
            SCOTCH_contextRandomSeed(&ctx, (SCOTCH_Num)o->seed);
            SCOTCH_contextRandomReset(&ctx);
        }
        if (SCOTCH_contextBindGraph(&ctx, &sg, &bound)) {
            SCOTCH_graphExit(&bound);
            SCOTCH_contextExit(&ctx);
            goto out_graph;
        }
        use = &bound;
    }
    SCOTCH_archInit(&arch);
    SCOTCH_stratInit(&strat);
    if (SCOTCH_archTleaf(&arch, levels, sizes, links) == 0 &&
        SCOTCH_stratGraphMapBuild(&strat, o->scotch_flags ? (SCOTCH_Num)o->scotch_flags : SCOTCH_STRATQUALITY,
                                  (SCOTCH_Num)m->ncores, o->scotch_kbal) == 0 &&
        SCOTCH_graphMap(use, &arch, &strat, part) == 0) {
        /* Scotch numbers tleaf terminals depth-first, as we number cores */
        for (int v = 0; v < n; v++) core_of[v] = (int)part[v];
        rc = 0;
    }
    SCOTCH_stratExit(&strat);
    SCOTCH_archExit(&arch);
    if (det) {
        SCOTCH_graphExit(&bound);
        SCOTCH_contextExit(&ctx);
    }
out_graph:
    SCOTCH_graphExit(&sg);
out:
    free(vt), free(et), free(wt), free(part);
    return rc;
}

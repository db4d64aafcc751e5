/* HierarchicTaskMap with METIS: at each level, split the ranks placed in a
 * subtree among its children with their exact capacities, recursively.
 * METIS only approximates the part sizes, so every split is repaired to the
 * exact capacities, moving the vertices that lose least. */
#include <metis.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "map.h"
#include "part_repair.h"

typedef struct ctx {
    const cp_graph_t *g;
    const cp_machine_t *m;
    const cp_map_opts_t *o;
    int *core_of;
    int *loc; /* global vertex -> local index in the current subgraph, or -1 */
    int grid[3]; /* the graph read as a grid (cp_grid_reading), x fastest; 0: no grid */
} ctx_t;

/* the weight of the arcs between parts */
static double cut_of(idx_t n, const idx_t *xadj, const idx_t *adj, const idx_t *w, const idx_t *part)
{
    double cut = 0;
    for (idx_t i = 0; i < n; i++)
        for (idx_t e = xadj[i]; e < xadj[i + 1]; e++) cut += part[adj[e]] != part[i] ? w[e] : 0;
    return cut;
}

/* The top split as slabs of the grid: ranks in the order of one axis,
 * then another, then the third (6 orders), cut into runs of the
 * children's sizes; the order whose runs cut least (by the weights w),
 * where it cuts less than `cut`, into part.  Where a cluster's cores are
 * no whole number of the grid's planes, a slab ends in a step, which
 * METIS's split rarely finds: the 3-D halo of 16 x 8 x 8 ranks on three
 * clusters of 352 cores crosses the WAN with 136 pairs as slabs; the
 * placements chosen from METIS's splits crossed it with 158 to 171, and
 * SMPI ran them up to 20% longer (docs/benchmarks.md).  A split of least
 * cut into boxes the grid tiling finds (map_grid.c), where the machine
 * is regular and full.  1 where the slabs were taken, 0 where METIS's
 * split stays, -1 out of memory. */
static int slab_split(const ctx_t *c, idx_t n, const idx_t *xadj, const idx_t *adj, const idx_t *w, idx_t *part,
                      int used, const int *utgt, double cut)
{
    static const int perm[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    const int *D = c->grid;
    idx_t *p = malloc((size_t)n * sizeof *p), *run = malloc((size_t)n * sizeof *run);
    if (!p || !run) return free(p), free(run), -1;
    for (int j = 0, at = 0; j < used; j++) /* position in the order -> its run */
        for (int k = 0; k < utgt[j] && at < n; k++) run[at++] = j;
    int took = 0;
    for (int k = 0; k < 6; k++) {
        const int *a = perm[k]; /* slowest first */
        if (D[a[0]] < 2) continue;
        for (idx_t v = 0; v < n; v++) {
            int x[3] = {(int)(v % D[0]), (int)(v / D[0] % D[1]), (int)(v / ((idx_t)D[0] * D[1]))};
            p[v] = run[((int64_t)x[a[0]] * D[a[1]] + x[a[1]]) * D[a[2]] + x[a[2]]];
        }
        double c2 = cut_of(n, xadj, adj, w, p);
        if (c2 < cut) cut = c2, took = 1, memcpy(part, p, (size_t)n * sizeof *p);
    }
    free(p), free(run);
    return took;
}

/* Places verts[0..n) below tnode t. */
static int place(ctx_t *c, int t, int *verts, int n)
{
    const cp_machine_t *m = c->m;
    const cp_tnode_t *node = &m->tnodes[t];
    if (n <= 0) return 0;
    if (node->nchild == 0) {
        c->core_of[verts[0]] = node->first_core;
        return 0;
    }
    int k = node->nchild, *tgt = malloc((size_t)k * sizeof *tgt), left = n, used = 0;
    for (int i = 0; i < k; i++) {
        int cap = m->tnodes[node->first_child + i].ncores;
        tgt[i] = left < cap ? left : cap;
        left -= tgt[i];
        if (tgt[i]) used++;
    }
    int leaves = m->tnodes[node->first_child].nchild == 0;
    int rc = 0;
    if (used > 1 && !leaves && (c->o->levels >> node->depth & 1)) {
        /* the subgraph induced by verts, local numbering */
        for (int i = 0; i < n; i++) c->loc[verts[i]] = i;
        int64_t ne = 0;
        for (int i = 0; i < n; i++)
            for (int64_t e = c->g->verttab[verts[i]]; e < c->g->verttab[verts[i] + 1]; e++)
                ne += c->loc[c->g->edgetab[e]] >= 0;
        idx_t *xadj = malloc(((size_t)n + 1) * sizeof *xadj);
        idx_t *adj = malloc((size_t)(ne + 1) * sizeof *adj), *w = malloc((size_t)(ne + 1) * sizeof *w);
        idx_t *part = malloc((size_t)n * sizeof *part);
        real_t *tp = malloc((size_t)used * sizeof *tp);
        /* METIS weights are 32-bit here: scale so their total fits */
        double total = 0;
        for (int i = 0; i < n; i++)
            for (int64_t e = c->g->verttab[verts[i]]; e < c->g->verttab[verts[i] + 1]; e++)
                if (c->loc[c->g->edgetab[e]] >= 0) total += cp_arc_weight(c->g, m, e, node->depth);
        double scale = total > 1e9 ? 1e9 / total : 1.0;
        ne = 0;
        xadj[0] = 0;
        for (int i = 0; i < n; i++) {
            for (int64_t e = c->g->verttab[verts[i]]; e < c->g->verttab[verts[i] + 1]; e++) {
                int j = c->loc[c->g->edgetab[e]];
                if (j < 0) continue;
                adj[ne] = j;
                double x = cp_arc_weight(c->g, m, e, node->depth) * scale;
                w[ne++] = x < 1 ? 1 : (idx_t)(x + 0.5);
            }
            xadj[i + 1] = (idx_t)ne;
        }
        for (int i = 0, j = 0; i < k; i++)
            if (tgt[i]) tp[j++] = (real_t)tgt[i] / (real_t)n;
        idx_t nv = n, ncon = 1, np = used, objval;
        idx_t opts[METIS_NOPTIONS];
        METIS_SetDefaultOptions(opts);
        opts[METIS_OPTION_SEED] = (idx_t)c->o->seed;
        opts[METIS_OPTION_UFACTOR] = c->o->metis_ufactor > 0 ? c->o->metis_ufactor : 1;
        opts[METIS_OPTION_NUMBERING] = 0;
        int recursive = c->o->metis_method == 1 || (c->o->metis_method == 0 && np <= 8);
        int mr = recursive ? METIS_PartGraphRecursive(&nv, &ncon, xadj, adj, NULL, NULL, w, &np, tp, NULL,
                                                    opts, &objval, part)
                         : METIS_PartGraphKway(&nv, &ncon, xadj, adj, NULL, NULL, w, &np, tp, NULL, opts,
                                               &objval, part);
        if (mr != METIS_OK)
            for (int i = 0; i < n; i++) part[i] = 0; /* repair distributes */
        int *utgt = malloc((size_t)used * sizeof *utgt), *child = malloc((size_t)used * sizeof *child);
        for (int i = 0, j = 0; i < k; i++)
            if (tgt[i]) utgt[j] = tgt[i], child[j++] = i;
        cp_part_repair(nv, xadj, adj, w, part, used, utgt);
        if (node->depth == 0 && c->grid[0]) { /* the whole graph, still in rank order: the grid's slabs */
            if (slab_split(c, nv, xadj, adj, w, part, used, utgt, cut_of(nv, xadj, adj, w, part)) < 0) rc = -1;
        }
        for (int i = 0; i < n; i++) c->loc[verts[i]] = -1;
        /* group verts by part (stable), recurse */
        int *sorted = malloc((size_t)n * sizeof *sorted), *start = calloc((size_t)used + 1, sizeof(int));
        for (int i = 0; i < n; i++) start[part[i] + 1]++;
        for (int j = 0; j < used; j++) start[j + 1] += start[j];
        int *fill = malloc((size_t)used * sizeof *fill);
        memcpy(fill, start, (size_t)used * sizeof *fill);
        for (int i = 0; i < n; i++) sorted[fill[part[i]]++] = verts[i];
        memcpy(verts, sorted, (size_t)n * sizeof *verts);
        for (int j = 0; j < used && !rc; j++)
            rc = place(c, node->first_child + child[j], verts + start[j], start[j + 1] - start[j]);
        free(xadj), free(adj), free(w), free(part), free(tp), free(utgt), free(child);
        free(sorted), free(start), free(fill);
    } else {
        /* in order: the first tgt[0] ranks to child 0, ... */
        int off = 0;
        for (int i = 0; i < k && !rc; i++) {
            rc = place(c, node->first_child + i, verts + off, tgt[i]);
            off += tgt[i];
        }
    }
    free(tgt);
    return rc;
}

int cp_map_hier_metis(const cp_graph_t *g, const cp_machine_t *m, const cp_map_opts_t *o,
                      int *core_of)
{
    if (g->vertnbr > m->ncores) return -1;
    ctx_t c = {g, m, o, core_of, malloc((size_t)g->vertnbr * sizeof(int)), {0, 0, 0}};
    if (cp_grid_reading(g, m, c.grid) || (int64_t)c.grid[0] * c.grid[1] * c.grid[2] != g->vertnbr) c.grid[0] = 0;
    int *verts = malloc((size_t)g->vertnbr * sizeof *verts);
    if (!c.loc || !verts) {
        free(c.loc);
        free(verts);
        return -1;
    }
    for (int v = 0; v < g->vertnbr; v++) verts[v] = v, c.loc[v] = -1;
    int rc = place(&c, 0, verts, g->vertnbr);
    free(verts);
    free(c.loc);
    return rc;
}

int cp_map_hier_below(const cp_graph_t *g, const cp_machine_t *m, const cp_map_opts_t *o, int d, int *core_of)
{
    int n = g->vertnbr;
    if (d <= 0 || d >= m->depth) return d == 0 ? cp_map_hier_metis(g, m, o, core_of) : 0;
    ctx_t c = {g, m, o, core_of, malloc((size_t)n * sizeof(int)), {0, 0, 0}};
    int *verts = malloc((size_t)n * sizeof *verts), *start = calloc((size_t)m->ntnodes + 1, sizeof *start);
    int rc = -1;
    if (!c.loc || !verts || !start) goto out;
    /* the ranks of each depth-d tnode together, in rank order */
    const int *anc = m->anc + (size_t)d * m->ncores;
    for (int v = 0; v < n; v++) c.loc[v] = -1, start[anc[core_of[v]] + 1]++;
    for (int t = 0; t < m->ntnodes; t++) start[t + 1] += start[t];
    for (int v = 0; v < n; v++) verts[start[anc[core_of[v]]]++] = v;
    rc = 0;
    for (int t = 0, from = 0; t < m->ntnodes && !rc; t++) { /* start[t] is now where t's ranks end */
        if (m->tnodes[t].depth == d) rc = place(&c, t, verts + from, start[t] - from);
        from = start[t];
    }
out:
    free(verts), free(start), free(c.loc);
    return rc;
}

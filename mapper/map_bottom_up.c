/* Bottom-up grouping, TreeMatch's order with METIS doing the grouping:
 * first the ranks into socket-sized groups, then those groups into
 * node-sized groups, and so on up the tree; then the groups are laid on the
 * tree top-down.  The top-down split (map_hier.c) fixes the costliest cut
 * first but may leave node blocks whose halves split badly; grouping from
 * the bottom reached the 16^3 stencil weighted 4/2/1 by axis at 476,160
 * (8x4x2 blocks per node, as TreeMatch), where the top-down members stopped
 * at 501,189.  Needs a regular tree (every tnode of a depth has the same
 * fan-out), as Scotch's tleaf does. */
#include <metis.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "map.h"
#include "part_repair.h"

/* Split nv vertices (CSR, 64-bit weights) into parts of exactly tgt[q]
 * vertices: METIS, then repair.  Returns 0 or -1 (out of memory). */
static int split(idx_t nv, const idx_t *xadj, const idx_t *adj, const double *wd, int k, const int *tgt,
                 const cp_map_opts_t *o, idx_t *part)
{
    if (k == 1 || nv <= k) { /* nothing to choose: in order */
        for (idx_t i = 0, q = 0, used = 0; i < nv; i++) {
            while (used >= tgt[q]) q++, used = 0;
            part[i] = q, used++;
        }
        return 0;
    }
    idx_t ne = xadj[nv];
    idx_t *w = malloc(((size_t)ne + 1) * sizeof *w);
    real_t *tp = malloc((size_t)k * sizeof *tp);
    if (!w || !tp) {
        free(w), free(tp);
        return -1;
    }
    /* METIS weights are 32-bit here: scale so their total fits */
    double total = 0;
    for (idx_t e = 0; e < ne; e++) total += wd[e];
    double scale = total > 1e9 ? 1e9 / total : 1.0;
    for (idx_t e = 0; e < ne; e++) {
        double x = wd[e] * scale;
        w[e] = x < 1 ? 1 : (idx_t)(x + 0.5);
    }
    for (int q = 0; q < k; q++) tp[q] = (real_t)tgt[q] / (real_t)nv;
    idx_t ncon = 1, np = k, objval;
    idx_t opts[METIS_NOPTIONS];
    METIS_SetDefaultOptions(opts);
    opts[METIS_OPTION_SEED] = (idx_t)o->seed;
    opts[METIS_OPTION_UFACTOR] = o->metis_ufactor > 0 ? o->metis_ufactor : 1;
    opts[METIS_OPTION_NUMBERING] = 0;
    int recursive = o->metis_method == 1 || (o->metis_method == 0 && k <= 8);
    int mr = recursive ? METIS_PartGraphRecursive(&nv, &ncon, (idx_t *)xadj, (idx_t *)adj, NULL, NULL, w, &np, tp,
                                                NULL, opts, &objval, part)
                       : METIS_PartGraphKway(&nv, &ncon, (idx_t *)xadj, (idx_t *)adj, NULL, NULL, w, &np, tp, NULL,
                                             opts, &objval, part);
    if (mr != METIS_OK)
        for (idx_t i = 0; i < nv; i++) part[i] = 0; /* repair distributes */
    cp_part_repair(nv, xadj, adj, w, part, k, tgt);
    free(w), free(tp);
    return 0;
}

/* The graph of the groups (grp[v] of each rank, ng groups): an arc between
 * two groups weighs what the ranks' arcs between them would save by sharing
 * a depth-d subtree's child (cp_arc_weight at d). */
static int group_graph(const cp_graph_t *g, const cp_machine_t *m, const int *grp, int ng, int d, idx_t **xadj_out,
                       idx_t **adj_out, double **w_out)
{
    int n = g->vertnbr;
    int *start = calloc((size_t)ng + 1, sizeof *start), *byg = malloc((size_t)n * sizeof *byg);
    int *fill = malloc((size_t)ng * sizeof *fill), *touched = malloc((size_t)ng * sizeof *touched);
    double *acc = calloc((size_t)ng, sizeof *acc);
    idx_t *xadj = malloc(((size_t)ng + 1) * sizeof *xadj);
    size_t cap = 1024, ne = 0;
    idx_t *adj = malloc(cap * sizeof *adj);
    double *w = malloc(cap * sizeof *w);
    int rc = -1;
    if (!start || !byg || !fill || !touched || !acc || !xadj || !adj || !w) goto out;
    for (int v = 0; v < n; v++) start[grp[v] + 1]++;
    for (int a = 0; a < ng; a++) start[a + 1] += start[a];
    memcpy(fill, start, (size_t)ng * sizeof *fill);
    for (int v = 0; v < n; v++) byg[fill[grp[v]]++] = v;
    xadj[0] = 0;
    for (int a = 0; a < ng; a++) {
        int nt = 0;
        for (int i = start[a]; i < start[a + 1]; i++) {
            int u = byg[i];
            for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++) {
                int b = grp[g->edgetab[e]];
                if (b == a) continue;
                if (acc[b] == 0) touched[nt++] = b;
                double x = cp_arc_weight(g, m, e, d);
                acc[b] += x > 0 ? x : 1e-300; /* keep the arc even at weight 0 */
            }
        }
        if (ne + (size_t)nt > cap) {
            while (ne + (size_t)nt > cap) cap *= 2;
            idx_t *na = realloc(adj, cap * sizeof *adj);
            if (na) adj = na;
            double *nw = realloc(w, cap * sizeof *w);
            if (nw) w = nw;
            if (!na || !nw) goto out;
        }
        for (int j = 0; j < nt; j++) {
            adj[ne] = touched[j];
            w[ne++] = acc[touched[j]];
            acc[touched[j]] = 0;
        }
        xadj[a + 1] = (idx_t)ne;
    }
    *xadj_out = xadj, *adj_out = adj, *w_out = w;
    xadj = NULL, adj = NULL, w = NULL;
    rc = 0;
out:
    free(start), free(byg), free(fill), free(touched), free(acc), free(xadj), free(adj), free(w);
    return rc;
}

/* targets: k parts of `size` each, the last taking what is left of total */
static int *targets(int total, int size, int *k)
{
    *k = (total + size - 1) / size;
    int *tgt = malloc((size_t)*k * sizeof *tgt);
    for (int q = 0; tgt && q < *k; q++) tgt[q] = q < *k - 1 ? size : total - size * (*k - 1);
    return tgt;
}

int cp_map_bottom_up(const cp_graph_t *g, const cp_machine_t *m, const cp_map_opts_t *o, int *core_of)
{
    int n = g->vertnbr, D = m->depth;
    if (n > m->ncores || D < 2 || D > CP_MACHINE_MAX_DEPTH) return -1;
    int fan[CP_MACHINE_MAX_DEPTH]; /* children of a tnode at depth t */
    for (int t = 0; t < D; t++) {
        fan[t] = -1;
        for (int i = 0; i < m->ntnodes; i++)
            if (m->tnodes[i].depth == t) {
                if (fan[t] >= 0 && m->tnodes[i].nchild != fan[t]) return -1;
                fan[t] = m->tnodes[i].nchild;
            }
        if (fan[t] <= 0) return -1;
    }
    /* grp[v]: v's group at the current depth; up[t][a]: the parent group
     * (depth t-1) of group a of depth t; ngrp[t] groups at depth t */
    int *grp = malloc((size_t)n * sizeof *grp), *sock = malloc((size_t)n * sizeof *sock), *up[CP_MACHINE_MAX_DEPTH] = {0};
    int ngrp[CP_MACHINE_MAX_DEPTH] = {0};
    idx_t *part = malloc(((size_t)n + 1) * sizeof *part);
    int rc = -1;
    if (!grp || !sock || !part) goto out;
    { /* the ranks into socket-sized groups */
        idx_t *xadj = malloc(((size_t)n + 1) * sizeof *xadj), *adj = malloc(((size_t)g->edgenbr + 1) * sizeof *adj);
        double *w = malloc(((size_t)g->edgenbr + 1) * sizeof *w);
        int k, *tgt = targets(n, fan[D - 1], &k);
        int ok = xadj && adj && w && tgt;
        if (ok) {
            for (int v = 0; v <= n; v++) xadj[v] = (idx_t)g->verttab[v];
            for (int64_t e = 0; e < g->edgenbr; e++) {
                adj[e] = g->edgetab[e];
                double x = cp_arc_weight(g, m, e, D - 2);
                w[e] = x > 0 ? x : 1e-300;
            }
            ok = split(n, xadj, adj, w, k, tgt, o, part) == 0;
        }
        free(xadj), free(adj), free(w), free(tgt);
        if (!ok) goto out;
        for (int v = 0; v < n; v++) grp[v] = sock[v] = (int)part[v];
        ngrp[D - 1] = k;
    }
    /* groups of depth t into groups of depth t-1 */
    for (int t = D - 1; t >= 1; t--) {
        idx_t *xadj, *adj;
        double *w;
        if (group_graph(g, m, grp, ngrp[t], t - 2 >= 0 ? t - 2 : 0, &xadj, &adj, &w)) goto out;
        int k, *tgt = targets(ngrp[t], fan[t - 1], &k);
        up[t] = malloc((size_t)ngrp[t] * sizeof *up[t]);
        int ok = tgt && up[t] && split(ngrp[t], xadj, adj, w, k, tgt, o, part) == 0;
        free(xadj), free(adj), free(w), free(tgt);
        if (!ok) goto out;
        for (int a = 0; a < ngrp[t]; a++) up[t][a] = (int)part[a];
        for (int v = 0; v < n; v++) grp[v] = up[t][grp[v]];
        ngrp[t - 1] = k;
    }
    /* lay the groups on the tree top-down: the j-th group under a tnode
     * goes to its j-th child, the j-th rank of a socket group to its j-th
     * core.  The exact targets above make every group fit. */
    {
        int *tn[CP_MACHINE_MAX_DEPTH] = {0}; /* tnode of each group of depth t */
        int *used = calloc((size_t)m->ntnodes, sizeof *used), ok = used != NULL;
        for (int t = 0; t < D && ok; t++) ok = (tn[t] = malloc((size_t)ngrp[t] * sizeof(int))) != NULL;
        if (ok) {
            tn[0][0] = 0;
            for (int t = 1; t < D; t++)
                for (int a = 0; a < ngrp[t]; a++) {
                    int p = tn[t - 1][up[t][a]];
                    tn[t][a] = m->tnodes[p].first_child + used[p]++;
                }
            for (int v = 0; v < n; v++) {
                int s = tn[D - 1][sock[v]];
                core_of[v] = m->tnodes[s].first_core + used[s]++;
            }
        }
        for (int t = 0; t < D; t++) free(tn[t]);
        free(used);
        if (!ok) goto out;
    }
    rc = 0;
out:
    for (int t = 0; t < CP_MACHINE_MAX_DEPTH; t++) free(up[t]);
    free(grp), free(sock), free(part);
    return rc;
}

/* A graph's traffic by message size band, for cost models whose latency
 * and bandwidth change with the size (a probe's segments: MPI's eager and
 * rendezvous protocols).  Each band but the last is the input read again
 * with that band's size classes selected (analyzer --sizes); the last
 * band is what the others leave of each arc, so the bands always add up
 * to the arc's messages and bytes. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "comm_matrix.h"
#include "graph.h"

/* The arc u -> v of g (rows ascending, as graphs from matrices are), or -1
 * (a pair the graph dropped: lighter than its --min-weight). */
static int64_t arc_of(const cp_graph_t *g, int u, int v)
{
    int64_t lo = g->verttab[u], hi = g->verttab[u + 1];
    while (lo < hi) {
        int64_t mid = lo + (hi - lo) / 2;
        if (g->edgetab[mid] < v) lo = mid + 1;
        else hi = mid;
    }
    return lo < g->verttab[u + 1] && g->edgetab[lo] == v ? lo : -1;
}

int cp_graph_add_bands(cp_graph_t *g, const cp_input_t *in, int nband, const unsigned *band_bin,
                       cp_err_t *err)
{
    if (nband < 1 || !g->edmsgtab) return 0;
    size_t n = (size_t)(g->edgenbr ? g->edgenbr : 1) * (size_t)nband * 2;
    int64_t *t = calloc(n, sizeof *t);
    if (!t) {
        *err = (cp_err_t){CP_ERR_IO, "out of memory for the size bands"};
        return 4;
    }
    for (int b = 0; b + 1 < nband; b++) {
        cp_input_t ib = *in;
        ib.program = NULL; /* the calls in order were read the first time */
        ib.o.has_sizes = 1, ib.o.bin_lo = band_bin[b], ib.o.bin_hi = band_bin[b + 1] - 1, ib.o.bytes_only = 0;
        cp_matrix_t m;
        cp_input_kind_t kind;
        int rc = cp_input_read(&ib, &m, err, &kind);
        if (rc) {
            free(t);
            return rc;
        }
        for (uint32_t u = 0; u < m.n && (int)u < g->vertnbr; u++)
            for (int64_t k = m.rowptr[u]; k < m.rowptr[u + 1]; k++) {
                uint32_t v = m.dst[k];
                if (v == u || (int)v >= g->vertnbr) continue;
                /* both arcs of the pair carry both directions */
                int64_t e[2] = {arc_of(g, (int)u, (int)v), arc_of(g, (int)v, (int)u)};
                for (int i = 0; i < 2; i++)
                    if (e[i] >= 0) {
                        t[2 * (e[i] * nband + b)] += (int64_t)m.msgs[k];
                        t[2 * (e[i] * nband + b) + 1] += (int64_t)m.bytes[k];
                    }
            }
        cp_matrix_free(&m);
    }
    for (int64_t e = 0; e < g->edgenbr; e++) { /* the last band: the rest */
        int64_t msgs = g->edmsgtab[e], bytes = g->edlotab[e];
        for (int b = 0; b + 1 < nband; b++) {
            int64_t *x = &t[2 * (e * nband + b)];
            /* an estimate of bytes larger than the arc holds cannot be */
            if (x[1] > bytes) x[1] = bytes;
            msgs -= x[0], bytes -= x[1];
        }
        t[2 * (e * nband + nband - 1)] = msgs > 0 ? msgs : 0;
        t[2 * (e * nband + nband - 1) + 1] = bytes > 0 ? bytes : 0;
    }
    free(g->edbandtab);
    g->edbandtab = t;
    g->nband = nband;
    return 0;
}

int cp_graph_weigh_bands(cp_graph_t *g, const cp_weight_t *w, const double *alpha, const double *beta,
                         uint64_t min_weight)
{
    if (!g->nband) return -1;
    int64_t out = 0;
    for (int u = 0; u < g->vertnbr; u++) {
        int64_t first = g->verttab[u];
        g->verttab[u] = out;
        for (int64_t e = first; e < g->verttab[u + 1]; e++) {
            const int64_t *x = g->edbandtab + 2 * e * g->nband;
            double c = 0;
            for (int b = 0; b < g->nband; b++) c += alpha[b] * (double)x[2 * b] + beta[b] * (double)x[2 * b + 1];
            c *= w->scale;
            /* as cp_weight_of: at least 1 where there is traffic, capped to fit */
            uint64_t wt = !(c >= 1) ? (g->edmsgtab[e] || g->edlotab[e] ? 1 : 0)
                        : c >= (double)CP_WEIGHT_CAP ? CP_WEIGHT_CAP : (uint64_t)llround(c);
            if (wt < min_weight) continue;
            g->edgetab[out] = g->edgetab[e];
            g->edlotab[out++] = (int64_t)wt;
        }
    }
    g->verttab[g->vertnbr] = out;
    g->edgenbr = out;
    free(g->edmsgtab), free(g->edbandtab);
    g->edmsgtab = g->edbandtab = NULL;
    g->nband = 0;
    return 0;
}

/* A lower bound on J/2 for graphs that read as a 2-D or 3-D grid, so the
 * report can say how far a placement is from the best any placement can
 * reach (and when it is optimal).  tests/mapper/lowerbound.py computes the
 * same bound apart from this code and says why it holds; in short:
 *
 * J/2 = dist[D-1] W + sum over depths t of (dist[t-1] - dist[t]) cut_t,
 * cut_t the weight between subtrees of depth t, each a region of size[t]
 * ranks; a region's boundary is at least an isoperimetric bound of the
 * grid (rows x columns in 2-D; Loomis-Whitney and layer by layer in 3-D),
 * boundary arcs weighed at their axis' least weight; the cut is half the
 * regions' boundaries less the grid's own sides (none along a periodic
 * axis: in 2-D always, a region then holding whole lines or not; in 3-D
 * where the axis is longer than a region).  Arcs off the axes (diagonals,
 * others) count at the smallest distance only. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "map.h"

/* a region of s cells in an X x Y plane: r rows and c columns, r c >= s;
 * where rows are rings (px: periodic along x), f whole rows have no
 * boundary arc along them and make the region span every column (py: the
 * same for g whole columns, which need every row) */
static double plane(int64_t X, int64_t Y, double wx, double wy, int64_t s, int px, int py)
{
    double best = HUGE_VAL;
    for (int64_t r = 1; r <= Y && r <= s; r++) {
        int64_t fmax = px ? (r < s / X ? r : s / X) : 0;
        for (int64_t f = 0; f <= fmax; f++) {
            int64_t c = f ? X : (s + r - 1) / r;
            if (c > X) continue;
            int64_t gmax = py && r == Y ? (c < s / Y ? c : s / Y) : 0;
            for (int64_t g = 0; g <= gmax; g++) {
                double b = 2 * ((double)(r - f) * wx + (double)(c - g) * wy);
                if (b < best) best = b;
            }
        }
    }
    return best;
}

/* Loomis-Whitney: projections Ax Ay Az >= s^2, each at most s and its
 * plane; exact over the integers up to 4,096 cells, above that ay is
 * taken real (the least of a convex function), which only lowers it */
static double lw(const int64_t d[3], const double w[3], int64_t s)
{
    double best = HUGE_VAL, s2 = (double)s * (double)s;
    int64_t mx = d[1] * d[2] < s ? d[1] * d[2] : s, my = d[0] * d[2] < s ? d[0] * d[2] : s,
            mz = d[0] * d[1] < s ? d[0] * d[1] : s;
    for (int64_t ax = 1; ax <= mx; ax++) {
        if (s <= 4096) {
            for (int64_t ay = 1; ay <= my; ay++) {
                int64_t az = (s * s + ax * ay - 1) / (ax * ay);
                double b = 2 * (ax * w[0] + ay * w[1] + az * w[2]);
                if (az <= mz && b < best) best = b;
            }
            continue;
        }
        double lo = s2 / ((double)ax * (double)mz), hi = (double)my;
        if (lo < 1) lo = 1;
        if (lo > hi) continue;
        double ay = w[1] > 0 ? sqrt(w[2] * s2 / (w[1] * (double)ax)) : hi;
        ay = ay < lo ? lo : ay > hi ? hi : ay;
        double b = 2 * (ax * w[0] + ay * w[1] + w[2] * s2 / ((double)ax * ay));
        if (b < best) best = b;
    }
    return best;
}

/* layers across axis c, each an A x B plane: the layers' own bounds plus 2
 * arcs across over each cell of the largest layer (M); the least over M of
 * a knapsack over layer areas <= M adding up to s.  O(s M^2): up to 256
 * cells (else 0: the caller keeps the larger bound) */
static double layers(int64_t A, int64_t B, double wa, double wb, double wc, int64_t s)
{
    if (s > 256) return 0;
    int64_t top = A * B < s ? A * B : s;
    double P[257], g[257], best = HUGE_VAL;
    for (int64_t a = 1; a <= top; a++) P[a] = plane(A, B, wa, wb, a, 0, 0);
    for (int64_t M = 1; M <= top; M++) {
        g[0] = 0;
        for (int64_t t = 1; t <= s; t++) {
            g[t] = HUGE_VAL;
            for (int64_t a = 1; a <= M && a <= t; a++)
                if (g[t - a] + P[a] < g[t]) g[t] = g[t - a] + P[a];
        }
        if (g[s] + 2 * wc * (double)M < best) best = g[s] + 2 * wc * (double)M;
    }
    return best;
}

static double region(const int64_t d[3], const double w[3], int64_t s, const int per[3])
{
    if (d[2] == 1) return plane(d[0], d[1], w[0], w[1], s, per[0], per[1]);
    double b = lw(d, w, s);
    for (int a = 0; a < 3; a++) {
        int o0 = a == 0 ? 1 : 0, o1 = a == 2 ? 1 : 2;
        double l = layers(d[o0], d[o1], w[o0], w[o1], w[a], s);
        if (l > b) b = l;
    }
    return b;
}

double cp_grid_bound(const cp_graph_t *g, const cp_machine_t *m, const int dim[3], double *share)
{
    int n = g->vertnbr, D = m->depth;
    int64_t d[3] = {dim[0], dim[1], dim[2]};
    int size[CP_MACHINE_MAX_DEPTH + 1];
    *share = 0;
    if (m->alpha_ps || n != m->ncores || (int64_t)d[0] * d[1] * d[2] != n || D < 1 || D > CP_MACHINE_MAX_DEPTH ||
        cp_machine_level_sizes(m, size))
        return -1;
    for (int t = 1; t < D; t++)
        if (m->dist[t - 1] < m->dist[t]) return -1;
    /* the least weight along each axis (0 where the grid has an arc the
     * graph lacks) and around it (the arc from a line's first cell to its
     * last, on lines 3 or more long: the axis is periodic where the graph
     * has every one), the total, and the axes' share of it */
    double w[3] = {HUGE_VAL, HUGE_VAL, HUGE_VAL}, wr[3] = {HUGE_VAL, HUGE_VAL, HUGE_VAL}, total = 0, axes = 0,
           around[3] = {0, 0, 0};
    int64_t stride[3] = {1, d[0], d[0] * d[1]};
    int periodic[3];
    for (int k = 0; k < 3; k++) periodic[k] = d[k] >= 3;
    for (int u = 0; u < n; u++) {
        int64_t c[3] = {u % d[0], u / d[0] % d[1], u / (d[0] * d[1])};
        int seen[3] = {0, 0, 0}, seen_wrap[3] = {0, 0, 0};
        for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++) {
            int v = g->edgetab[e];
            if (v <= u) continue;
            double x = (double)g->edlotab[e];
            total += x;
            for (int k = 0; k < 3; k++) {
                if (v - u == stride[k] && c[k] + 1 < d[k]) {
                    seen[k] = 1, axes += x;
                    if (x < w[k]) w[k] = x;
                } else if (periodic[k] && c[k] == 0 && v - u == (d[k] - 1) * stride[k]) {
                    seen_wrap[k] = 1, around[k] += x;
                    if (x < wr[k]) wr[k] = x;
                }
            }
        }
        for (int k = 0; k < 3; k++) {
            if (!seen[k] && c[k] + 1 < d[k]) w[k] = 0;
            if (!seen_wrap[k] && c[k] == 0) periodic[k] = 0;
        }
    }
    for (int k = 0; k < 3; k++) {
        if (w[k] == HUGE_VAL) w[k] = 0; /* an axis of length 1 */
        /* in 3-D the arcs around are the grid's only where every level's
         * regions are shorter than the axis (size[1] is the largest); else
         * they count as others, and may leave the bound loose (in 2-D, an
         * 8 x 8 torus on 4:2:8 counted so was 40% below the placement,
         * now at it) */
        if (periodic[k] && (d[2] == 1 || D < 2 || size[1] < d[k])) axes += around[k];
    }
    *share = total > 0 ? axes / total : 0;
    double bound = (double)m->dist[D - 1] * total;
    for (int t = 1; t < D; t++) {
        /* along a periodic axis longer than a region, no region holds a
         * whole line: each line it meets has 2 boundary arcs, those around
         * included, and the grid has no sides there; else the arcs around
         * count as others (at the smallest distance) */
        double wl[3], open[3];
        int per[3];
        for (int k = 0; k < 3; k++) {
            /* (in 2-D also where a region can hold whole lines: plane()) */
            per[k] = periodic[k] && (d[2] == 1 || size[t] < d[k]);
            wl[k] = per[k] && wr[k] < w[k] ? wr[k] : w[k];
            open[k] = per[k] ? 0 : wl[k];
        }
        double sides = 2 * (d[1] * d[2] * open[0] + d[0] * d[2] * open[1] + d[0] * d[1] * open[2]);
        double cut = ceil(((double)(n / size[t]) * region(d, wl, size[t], per) - sides) / 2);
        if (cut > 0) bound += (double)(m->dist[t - 1] - m->dist[t]) * cut;
    }
    return bound;
}

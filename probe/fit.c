/* Piecewise alpha + beta x bytes, break points from the data (fit.h). */
#include "fit.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A segment's time per byte may exceed the largest sizes' by this factor
 * at most: a small message's bytes are copied once or twice more than a
 * large one's (eager buffers against a single copy: 2.5 times in the
 * two-segment hand case of fit_check), not thousands of times.  Past it the
 * slope is the noise of a few bytes' span: on the testbed's 2 cores with
 * 8 ranks the probe fitted the sizes 1 to 4 in a socket at 1.5 MB/s (a
 * 7-byte message 5.5 us, an 8-byte one 3.4), where the bulk ran at 11 GB/s
 * and an idle machine fits 0.42 us; such a segment takes the bulk's slope,
 * and its latency alone is fitted. */
#define SLOPE_CAP 8.0

/* Weighted least squares of t = a + b s over points [i, j], weights 1/t^2,
 * with a, b >= 0 (a negative one refitted at 0) and b at most SLOPE_CAP
 * times bulk (bulk <= 0: no bound; past it, b = bulk).  Returns the
 * weighted SSE. */
static double line_fit(const uint64_t *size, const double *t, int i, int j, double bulk, double *a, double *b)
{
    double sw = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (int k = i; k <= j; k++) {
        double w = 1 / (t[k] * t[k]), x = (double)size[k];
        sw += w, sx += w * x, sy += w * t[k], sxx += w * x * x, sxy += w * x * t[k];
    }
    double det = sw * sxx - sx * sx;
    double A = 0, B = 0;
    if (det > 0) {
        B = (sw * sxy - sx * sy) / det;
        A = (sy - B * sx) / sw;
    }
    if (!(det > 0) || B < 0) B = 0, A = sy / sw;          /* flat: a latency alone */
    else if (A < 0) A = 0, B = sxx > 0 ? sxy / sxx : 0;   /* through the origin */
    if (bulk > 0 && B > SLOPE_CAP * bulk) {               /* the bulk's slope, the latency fitted */
        B = bulk, A = (sy - B * sx) / sw;
        if (A < 0) A = 0;
    }
    double sse = 0;
    for (int k = i; k <= j; k++) {
        double r = (A + B * (double)size[k] - t[k]) / t[k];
        sse += r * r;
    }
    *a = A, *b = B;
    return sse;
}

double cp_fit_eval(const cp_fit_t *f, double bytes)
{
    int s = 0;
    while (s + 1 < f->nseg && bytes >= (double)f->seg[s + 1].from) s++;
    return f->seg[s].alpha + f->seg[s].beta * bytes;
}

int cp_fit_piecewise(const uint64_t *size, const double *t, int n, int max_segments, cp_fit_t *f)
{
    memset(f, 0, sizeof *f);
    if (n < 2) return -1;
    if (max_segments > CP_FIT_MAX_SEGMENTS) max_segments = CP_FIT_MAX_SEGMENTS;
    if (max_segments < 1) max_segments = 1;
    const int minpts = 3;
    /* the bulk's time per byte: the largest quarter of the sizes (at least
     * minpts), unbounded */
    double bulk = 0, a0;
    int q = n / 4 > minpts ? n / 4 : minpts;
    if (max_segments > 1 && n >= 2 * minpts) line_fit(size, t, n - q, n - 1, 0, &a0, &bulk);
    /* best[k][j]: least SSE of points [0, j] in k+1 segments; from[k][j] the
     * first point of the last segment */
    double *cost = malloc(sizeof(double) * (size_t)n * (size_t)n);
    double *best = malloc(sizeof(double) * (size_t)n * CP_FIT_MAX_SEGMENTS);
    int *from = malloc(sizeof(int) * (size_t)n * CP_FIT_MAX_SEGMENTS);
    if (!cost || !best || !from) {
        free(cost), free(best), free(from);
        return -1;
    }
    for (int i = 0; i < n; i++)
        for (int j = i; j < n; j++) {
            double a, b;
            cost[i * n + j] = j - i + 1 >= (n < minpts ? 2 : minpts) ? line_fit(size, t, i, j, bulk, &a, &b) : INFINITY;
        }
    for (int k = 0; k < max_segments; k++)
        for (int j = 0; j < n; j++) {
            best[k * n + j] = INFINITY, from[k * n + j] = -1;
            if (k == 0) {
                best[j] = cost[j], from[j] = 0;
                continue;
            }
            for (int i = 1; i <= j; i++) {
                double c = best[(k - 1) * n + i - 1] + cost[i * n + j];
                if (c < best[k * n + j]) best[k * n + j] = c, from[k * n + j] = i;
            }
        }
    /* one more segment only where it pays for its parameters (BIC: two and
     * a break point) and, as netgauge decides a protocol change, at least
     * halves the error: noise alone (a preempted repetition, a busy node)
     * lowers it a little for any split */
    int K = 0;
    for (int k = 1; k < max_segments; k++) {
        double prev = best[K * n + n - 1], sse = best[k * n + n - 1];
        if (!isfinite(sse)) break;
        double bic_prev = n * log(prev / n + 1e-12) + 3.0 * (K + 1) * log((double)n);
        double bic = n * log(sse / n + 1e-12) + 3.0 * (k + 1) * log((double)n);
        if (bic < bic_prev && sse <= prev / 2) K = k;
        else break;
    }
    int bounds[CP_FIT_MAX_SEGMENTS + 1];
    bounds[K + 1] = n;
    for (int k = K, j = n - 1; k >= 0; k--) {
        bounds[k] = from[k * n + j];
        j = bounds[k] - 1;
    }
    f->nseg = K + 1;
    for (int k = 0; k <= K; k++) {
        line_fit(size, t, bounds[k], bounds[k + 1] - 1, bulk, &f->seg[k].alpha, &f->seg[k].beta);
        f->seg[k].from = k ? size[bounds[k]] : 0;
    }
    double *err = cost; /* reused: n relative errors */
    for (int i = 0; i < n; i++) err[i] = fabs(cp_fit_eval(f, (double)size[i]) - t[i]) / t[i];
    for (int i = 1; i < n; i++) /* insertion sort: n is small */
        for (int j = i; j > 0 && err[j - 1] > err[j]; j--) {
            double x = err[j];
            err[j] = err[j - 1], err[j - 1] = x;
        }
    f->median_err = n % 2 ? err[n / 2] : (err[n / 2 - 1] + err[n / 2]) / 2;
    f->max_err = err[n - 1];
    free(cost), free(best), free(from);
    return 0;
}

/* Statistics of repeated timings (stats.h). */
#include "stats.h"

#include <math.h>
#include <stdlib.h>

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double cp_stats_median(double *v, int n)
{
    if (n < 1) return NAN;
    qsort(v, (size_t)n, sizeof *v, by_value);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* The q-quantile of sorted v, linear between order statistics. */
static double quantile(const double *v, int n, double q)
{
    double pos = q * (n - 1);
    int i = (int)pos;
    if (i >= n - 1) return v[n - 1];
    return v[i] + (pos - i) * (v[i + 1] - v[i]);
}

double cp_stats_rse(const double *v, int n)
{
    if (n < 2) return INFINITY;
    double m = 0, ss = 0;
    for (int i = 0; i < n; i++) m += v[i];
    m /= n;
    for (int i = 0; i < n; i++) ss += (v[i] - m) * (v[i] - m);
    double sd = sqrt(ss / (n - 1));
    return m > 0 ? sd / sqrt(n) / m : INFINITY;
}

void cp_stats_of(double *v, int n, cp_stats_t *s)
{
    s->n = n;
    s->rse = cp_stats_rse(v, n);
    qsort(v, (size_t)n, sizeof *v, by_value);
    s->min = v[0];
    s->max = v[n - 1];
    s->median = quantile(v, n, 0.5);
    s->p90 = quantile(v, n, 0.9);
    s->p99 = quantile(v, n, 0.99);
    /* trimmed mean: a preempted repetition (a shared machine) moves the
     * plain mean by its whole delay, the trimmed one not at all */
    int lo = n / 10, hi = n - n / 10, k = hi - lo;
    double m = 0, ss = 0;
    for (int i = lo; i < hi; i++) m += v[i];
    m /= k;
    for (int i = lo; i < hi; i++) ss += (v[i] - m) * (v[i] - m);
    s->mean = m;
    /* normal quantile: the repetitions are many or the interval is wide anyway */
    s->ci95 = k > 1 ? 1.96 * sqrt(ss / (k - 1)) / sqrt(k) : INFINITY;
}

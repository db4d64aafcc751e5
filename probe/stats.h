/* Statistics of repeated timings, as the careful benchmarks report them
 * (OSU's -z percentiles, MPIPerf's stopping rule, a trimmed mean with its
 * confidence interval). */
#ifndef CP_PROBE_STATS_H
#define CP_PROBE_STATS_H

typedef struct cp_stats {
    int n;             /* samples */
    double median, p90, p99, min, max;
    double mean;       /* of the samples between the 10th and 90th percentiles */
    double ci95;       /* half width of that mean's 95% confidence interval */
    double rse;        /* relative standard error of the plain mean */
} cp_stats_t;

/* Summarizes v[0..n) (sorted in place).  n >= 1. */
void cp_stats_of(double *v, int n, cp_stats_t *s);
/* The median of v[0..n) (sorted in place); NAN when n is 0. */
double cp_stats_median(double *v, int n);
/* The relative standard error of v[0..n) (not sorted), for the stopping
 * rule: keep measuring until it is at most a target (5%). */
double cp_stats_rse(const double *v, int n);

#endif

/* A piecewise model of message time against size: time = alpha + beta x
 * bytes on each segment of sizes.  MPI changes protocol at sizes (eager to
 * rendezvous, a shared-memory copy to a single-copy transfer), so one
 * alpha and beta for all sizes misfits both sides; the break points are
 * found from the data (as netgauge's LogGP fit does), not assumed.
 *
 * The fit weighs each point by 1 / time^2, so that it minimizes relative
 * errors: the times span five decades from 1 B to 4 MiB, and absolute
 * errors would leave the small sizes to chance. */
#ifndef CP_PROBE_FIT_H
#define CP_PROBE_FIT_H

#include <stdint.h>

#define CP_FIT_MAX_SEGMENTS 4

typedef struct cp_fit_segment {
    uint64_t from;       /* first size of the segment (0 for the first) */
    double alpha, beta;  /* seconds, seconds per byte */
} cp_fit_segment_t;

typedef struct cp_fit {
    int nseg;
    cp_fit_segment_t seg[CP_FIT_MAX_SEGMENTS];
    double median_err, max_err; /* relative, over the points fitted */
} cp_fit_t;

/* Fits n points (sizes ascending, times > 0).  max_segments 1 gives the
 * plain alpha/beta.  A segment holds at least 3 points; more segments are
 * taken only where they pay for their parameters (BIC).  0, or -1 when
 * there are fewer than 2 points. */
int cp_fit_piecewise(const uint64_t *size, const double *t, int n, int max_segments, cp_fit_t *f);
/* The model's time for a message of `bytes`. */
double cp_fit_eval(const cp_fit_t *f, double bytes);

#endif

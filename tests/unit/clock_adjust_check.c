/* The clock moves (analyzer/clock_adjust.c) against brute force: on random
 * small instances with integer slacks and bounds (difference constraints:
 * an integer solution exists whenever any does), every integer vector
 * within the bounds is tried.  cp_clock_adjust must find moves exactly when
 * one of them meets every link; its moves must meet the links and bounds;
 * where moves of receivers alone (x >= 0) suffice, its moves must be the
 * least of those, component by component, and elsewhere the least of the
 * feasible moves above min(greatest feasible moves, 0).
 * Usage: clock_adjust_check [ROUNDS]; prints one line, exit 0 when all agree. */
#include <stdio.h>
#include <stdlib.h>

#include "clock_adjust.h"

static uint64_t rng = 88172645463325252ull;
static uint64_t next(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return rng;
}

enum { N = 5 };

static int meets(const double *x, int n, const double *b, const cp_clock_link_t *l, int nl)
{
    for (int r = 0; r < n; r++)
        if (x[r] > b[r] + 1e-9 || x[r] < -b[r] - 1e-9) return 0;
    for (int k = 0; k < nl; k++)
        if (x[l[k].dst] - x[l[k].src] < -(double)l[k].slack_ns - 1e-9) return 0;
    return 1;
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 3000, feasible = 0, forward = 0;
    for (int round = 0; round < rounds; round++) {
        int n = 2 + (int)(next() % (N - 1)), nl = (int)(next() % 9);
        double b[N], x[N], y[N];
        cp_clock_link_t l[8];
        for (int r = 0; r < n; r++) b[r] = (double)(next() % 4);
        for (int k = 0; k < nl; k++) {
            l[k].src = (uint32_t)(next() % n);
            do l[k].dst = (uint32_t)(next() % n);
            while (l[k].dst == l[k].src);
            l[k].slack_ns = (int64_t)(next() % 9) - 5; /* mostly violations */
        }
        int rc = cp_clock_adjust((uint32_t)n, b, l, (size_t)nl, 1000000, x);
        /* brute force: every integer vector within the bounds, twice: the
         * feasible ones and their componentwise greatest, then (where
         * receivers alone cannot do it) the feasible ones above min(that, 0) */
        int any = 0, any_fwd = 0, least_ok = 1;
        double top[N];
        long total = 1;
        for (int r = 0; r < n; r++) total *= 2 * (long)b[r] + 1, top[r] = -1e9;
        for (int pass = 0; pass < 2; pass++)
            for (long c = 0; c < total; c++) {
                long t = c;
                int nonneg = 1, above = 1;
                for (int r = 0; r < n; r++) {
                    long w = 2 * (long)b[r] + 1;
                    y[r] = (double)(t % w) - b[r];
                    t /= w;
                    nonneg &= y[r] >= 0;
                    above &= y[r] >= (top[r] < 0 ? top[r] : 0);
                }
                if (!meets(y, n, b, l, nl)) continue;
                if (pass == 0) {
                    any = 1;
                    for (int r = 0; r < n; r++) top[r] = y[r] > top[r] ? y[r] : top[r];
                    if (nonneg) {
                        any_fwd = 1;
                        for (int r = 0; r < n && rc == 0; r++) least_ok &= x[r] <= y[r] + 1e-9;
                    }
                } else if (!any_fwd && above) {
                    for (int r = 0; r < n && rc == 0; r++) least_ok &= x[r] <= y[r] + 1e-9;
                }
            }
        const char *bad = NULL;
        if (any != (rc == 0)) bad = any ? "moves exist, none found" : "moves found where none exist";
        else if (rc == 0 && !meets(x, n, b, l, nl)) bad = "the moves break a link or a bound";
        else if (rc == 0 && !least_ok) bad = any_fwd ? "not the least forward moves" : "not the least moves above min(latest, 0)";
        if (bad) {
            printf("round %d (%d ranks, %d links): %s\n", round, n, nl, bad);
            for (int k = 0; k < nl; k++) printf("  link %u -> %u slack %lld\n", l[k].src, l[k].dst, (long long)l[k].slack_ns);
            for (int r = 0; r < n; r++) printf("  rank %d bound %g move %g\n", r, b[r], rc == 0 ? x[r] : 0.0);
            return 1;
        }
        feasible += any;
        forward += any_fwd;
    }
    printf("clock moves = brute force on %d random instances (%d with moves, %d of them by receivers alone; the least in both kinds)\n",
           rounds, feasible, forward);
    return 0;
}

#include "clock.h"
#include "settings.h"

#include <stdlib.h>
#include <string.h>
#ifdef CP_HAVE_TSC
#include <cpuid.h>
#endif

cp_clock_cal_t cp_clock = {CP_TIMER_MONOTONIC_RAW, 0, 0, 0};
int cp_skew_on;
int cp_times_on;
static int64_t skew_offset_ns;
static double skew_drift; /* fraction, not ppm */

/* The injected skew grows with the timer's own value, so it is the same
 * function of time on every rank and a test can compute what it expects. */
int64_t cp_clock_skewed(int64_t ns)
{
    return ns + skew_offset_ns + (int64_t)(skew_drift * (double)ns);
}

const char *cp_timer_name(uint64_t kind)
{
    return kind == CP_TIMER_TSC ? "tsc" : kind == CP_TIMER_MONOTONIC_RAW ? "monotonic_raw" : "?";
}

static int invariant_tsc(void)
{
#ifdef CP_HAVE_TSC
    unsigned a, b, c, d;
    if (!__get_cpuid(0x80000000u, &a, &b, &c, &d) || a < 0x80000007u) return 0;
    __get_cpuid(0x80000007u, &a, &b, &c, &d);
    return (d >> 8) & 1; /* invariant TSC: constant rate, runs in deep C-states */
#else
    return 0;
#endif
}

uint64_t cp_clock_choose(int *bad)
{
    int64_t want = cp_setting_int(CP_S_TIMER); /* auto|tsc|monotonic_raw */
    uint64_t best = invariant_tsc() ? CP_TIMER_TSC : CP_TIMER_MONOTONIC_RAW;
    *bad = 0;
    if (want == 0) return best;
    if (want == 2) return CP_TIMER_MONOTONIC_RAW;
    if (best == CP_TIMER_TSC) return CP_TIMER_TSC;
    *bad = 1; /* tsc asked where there is no invariant one */
    return best;
}

#ifdef CP_HAVE_TSC
/* A (tsc, raw ns) pair read as close together as we can: the tsc read
 * between two raw reads that were nearest each other, out of a few tries. */
static void pair(uint64_t *tsc, int64_t *ns)
{
    int64_t best = INT64_MAX;
    for (int i = 0; i < 8; i++) {
        int64_t a = cp_clock_raw_ns();
        uint64_t t = __rdtsc();
        int64_t b = cp_clock_raw_ns();
        if (b - a < best) {
            best = b - a;
            *tsc = t;
            *ns = a + (b - a) / 2;
        }
    }
}
#endif

void cp_clock_calibrate(uint64_t kind, cp_clock_cal_t *cal)
{
    memset(cal, 0, sizeof *cal);
    cal->kind = kind;
#ifdef CP_HAVE_TSC
    if (kind != CP_TIMER_TSC) return;
    uint64_t t0, t1;
    int64_t n0, n1;
    pair(&t0, &n0);
    /* 5 ms: the pairs' ~30 ns uncertainty makes a rate error of ~10 ppm,
     * which the drift correction between sync points removes anyway */
    do pair(&t1, &n1);
    while (n1 - n0 < 5000000 || t1 <= t0);
    cal->tsc0 = t0;
    cal->ns0 = n0;
    cal->mult = (uint64_t)(((unsigned __int128)(uint64_t)(n1 - n0) << 32) / (t1 - t0));
#endif
}

int cp_clock_use(const cp_clock_cal_t *cal, const char *skew, uint32_t rank)
{
    cp_clock = *cal;
    if (!skew || !*skew) return 0;
    char *end;
    double off_us = strtod(skew, &end);
    if (end == skew || *end != ',') return -1;
    const char *p = end + 1;
    double ppm = strtod(p, &end);
    if (end == p || *end) return -1;
    skew_offset_ns = (int64_t)(off_us * 1000.0 * rank);
    skew_drift = ppm * 1e-6 * rank;
    cp_skew_on = 1;
    return 0;
}

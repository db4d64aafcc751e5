/* The rank-local timer behind every commprof timestamp.
 *
 * The invariant TSC where the CPU has one (x86: one instruction, ~10 ns even
 * under KVM), calibrated against CLOCK_MONOTONIC_RAW; else CLOCK_MONOTONIC_RAW
 * itself (~25 ns through the vDSO).  COMMPROF_TIMER=tsc|monotonic_raw
 * chooses.  Never MPI_Wtime: Open MPI gives it a per-process origin.
 *
 * Times are nanoseconds on this rank's timer.  Ranks of one node share one
 * calibration (made by the node leader), so their timers agree exactly and
 * they can share the node leader's offset to rank 0 (clock_sync.c).  The
 * rate error of the calibration is absorbed, like any drift, by the linear
 * correction between sync points. */
#ifndef CP_CLOCK_H
#define CP_CLOCK_H

#include <stdint.h>
#include <time.h>
#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#define CP_HAVE_TSC 1
#endif

#include "guard.h"

enum cp_timer_kind { CP_TIMER_MONOTONIC_RAW = 1, CP_TIMER_TSC = 2 };

/* TSC ticks to ns: ns = ns0 + (ticks - tsc0) * mult / 2^32. */
typedef struct cp_clock_cal {
    uint64_t kind, tsc0, mult;
    int64_t ns0;
} cp_clock_cal_t;

extern CP_HIDDEN cp_clock_cal_t cp_clock;
/* COMMPROF_TEST_SKEW: a known offset and drift added to this rank's timer
 * so tests can check that synchronization recovers them. */
extern CP_HIDDEN int cp_skew_on;
CP_HIDDEN int64_t cp_clock_skewed(int64_t ns);

static inline int64_t cp_clock_raw_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC_RAW, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static inline int64_t cp_clock_now(void)
{
    int64_t ns;
#ifdef CP_HAVE_TSC
    if (__builtin_expect(cp_clock.kind == CP_TIMER_TSC, 1)) {
        __int128 d = (__int128)(int64_t)(__rdtsc() - cp_clock.tsc0) * (__int128)cp_clock.mult;
        ns = cp_clock.ns0 + (int64_t)(d >> 32);
    } else
#endif
        ns = cp_clock_raw_ns();
    return __builtin_expect(cp_skew_on, 0) ? cp_clock_skewed(ns) : ns;
}

/* Whether sends are timestamped: with COMMPROF_TIMES=1 (first and last send
 * per pair) or COMMPROF_WINDOW.  Off by default: only commprof-dump --times
 * reads the pair times, and the timer read was the largest part of a send's
 * cost on the 16-core lent guests (27 ns a send: a ping-pong added 20.7 ns a
 * call with it, 7.1 without; 2-core KVM guest: 1-6 ns a call, mostly
 * overlapped). */
extern CP_HIDDEN int cp_times_on;
static inline int64_t cp_send_time(void)
{
    return __builtin_expect(cp_times_on, 0) ? cp_clock_now() : 0;
}

/* The timer this process would use (COMMPROF_TIMER or the best available);
 * on a bad COMMPROF_TIMER, *bad is set and the default is returned. */
CP_HIDDEN uint64_t cp_clock_choose(int *bad);
/* Measure a calibration for `kind` (the node leader does, for about 5 ms). */
CP_HIDDEN void cp_clock_calibrate(uint64_t kind, cp_clock_cal_t *cal);
/* Use `cal`; `skew` is COMMPROF_TEST_SKEW ("offset_us,drift_ppm", each
 * multiplied by `rank`) or NULL.  Returns -1 on a malformed skew. */
CP_HIDDEN int cp_clock_use(const cp_clock_cal_t *cal, const char *skew, uint32_t rank);
CP_HIDDEN const char *cp_timer_name(uint64_t kind);

#endif

/* COMMPROF_SNAPSHOT's thread (interpose/write/snapshot_thread.c) with a writer
 * that takes a known time (a writer that sleeps):
 *   - a write shorter than the period keeps the period's cadence: the
 *     writes start a period apart, not a period after the last one ended;
 *   - a write longer than the period (10^5 peers written take 20 ms; the
 *     period may be 10 ms) is followed by a whole period with no write, so
 *     the thread takes at most about half a core instead of writing back to
 *     back, which it did until 2026-11-27.
 * Prints a summary; exit status 1 on a miss. */
#include <stdio.h>
#include <time.h>

#include "record_write.h"

enum { MAX_WRITES = 1000 };
static int64_t starts[MAX_WRITES], ends[MAX_WRITES];
static int nwrites;
static int64_t write_ns;

static int64_t mono_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

static void sleep_ns(int64_t ns)
{
    struct timespec t = {(time_t)(ns / 1000000000), (long)(ns % 1000000000)};
    while (nanosleep(&t, &t)) {
    }
}

static void write_stub(int sig)
{
    (void)sig;
    if (nwrites == MAX_WRITES) return;
    starts[nwrites] = mono_ns();
    sleep_ns(write_ns);
    ends[nwrites++] = mono_ns();
}

/* Runs the thread for `run_ms` with writes of `w_ms` every `period_ms`. */
static void run(int64_t period_ms, int64_t w_ms, int64_t run_ms)
{
    nwrites = 0;
    write_ns = w_ms * 1000000;
    cp_snapshots_start(period_ms * 1000000, write_stub);
    sleep_ns(run_ms * 1000000);
    cp_snapshots_stop();
}

int main(void)
{
    int bad = 0;
    /* short writes: 12 ms every 20 ms, starts 20 ms apart (32 if each
     * period began when the last write ended) */
    run(20, 12, 400);
    double cadence = nwrites > 1 ? (starts[nwrites - 1] - starts[0]) / 1e6 / (nwrites - 1) : 0;
    if (nwrites < 5 || cadence > 26) {
        printf("writes of 12 ms every 20 ms: %d writes, %.1f ms apart (want 20)\n", nwrites, cadence);
        bad = 1;
    }
    /* long writes: 30 ms every 10 ms, each followed by a quiet period */
    run(10, 30, 400);
    double least_gap = 1e9;
    for (int i = 1; i < nwrites; i++)
        if ((starts[i] - ends[i - 1]) / 1e6 < least_gap) least_gap = (starts[i] - ends[i - 1]) / 1e6;
    if (nwrites < 3 || least_gap < 9) {
        printf("writes of 30 ms every 10 ms: %d writes, the least quiet time between two %.2f ms (want 10)\n",
               nwrites, least_gap);
        bad = 1;
    }
    if (!bad)
        printf("snapshot thread: 12 ms writes every 20 ms start %.1f ms apart; 30 ms writes every 10 ms leave at "
               "least %.1f ms quiet between them (%d writes)\n",
               cadence, least_gap, nwrites);
    return bad;
}

/* Contention: patterns where many pairs send at once, started together.
 * MPIPerf's method: clock offsets to rank 0 by the least round trip, then
 * each repetition starts at one global time; a rank that starts late (a
 * preempted process, a slow broadcast) makes the repetition invalid, and
 * it is dropped and counted, not averaged in. */
#ifndef CP_PROBE_CONTENTION_H
#define CP_PROBE_CONTENTION_H

#include <mpi.h>
#include <stddef.h>

typedef struct cp_probe_clock {
    double offset;   /* rank 0's MPI_Wtime minus this rank's */
    double rtt;      /* the least round trip it came from (its error bound x 2) */
} cp_probe_clock_t;

/* Collective: each rank's offset to rank 0. */
int cp_probe_clock_sync(MPI_Comm c, cp_probe_clock_t *mine, double *max_rtt);

typedef enum { CP_PATTERN_STAR, CP_PATTERN_RING, CP_PATTERN_CHAOS, CP_PATTERN_OUT } cp_pattern_t;

typedef struct cp_pattern_result {
    int n, reps, valid;   /* ranks; repetitions made, and those every rank started in time */
    char *ok;             /* rank 0: [rep] whether it was valid */
    double *own;          /* rank 0: [rep * n + r] rank r's own time (seconds) */
    int *partner;         /* rank 0: [rep * n + r] its peer (ring: r + 1; star: 0; chaos: the matching's; out: where
                             it sends; -1: none) */
    double total;         /* rank 0: median over valid repetitions of the last end - the start */
} cp_pattern_result_t;

/* Collective: `reps` synchronized repetitions of the pattern with messages
 * of `size` bytes (chaos: a new random perfect matching each time, from
 * seed).  buf: 2 x size bytes (star: rank 0 needs (ranks - 1) x size). */
int cp_probe_pattern(MPI_Comm c, const cp_probe_clock_t *clk, double max_rtt, cp_pattern_t p, size_t size, int reps,
                     unsigned seed, char *buf, cp_pattern_result_t *out);
/* The same for CP_PATTERN_OUT: each rank r sends one message to each rank
 * to[r * stride + j], j < fanout, that is not -1 (every rank has the same
 * `to`; a rank that sends receives nothing, and a rank receives from one
 * sender at most), all at once: what a group of nodes can push out through
 * the links they share (uplink.h). */
int cp_probe_pattern_out(MPI_Comm c, const cp_probe_clock_t *clk, double max_rtt, const int *to, int stride, int fanout,
                         size_t size, int reps, char *buf, cp_pattern_result_t *out);
void cp_pattern_result_free(cp_pattern_result_t *r);

#endif

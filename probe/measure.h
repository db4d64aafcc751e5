/* Point-to-point measurements between two ranks, as OSU's latency, bw and
 * bibw tests make them, with MPIPerf's stopping rule: repetitions until the
 * relative standard error is at most the target, or the time cap.  Both
 * ranks call; only they take part; the leader decides when to stop and
 * gets the samples. */
#ifndef CP_PROBE_MEASURE_H
#define CP_PROBE_MEASURE_H

#include <mpi.h>
#include <stddef.h>

#include "stats.h"

typedef struct cp_probe_opts {
    double rse;        /* stop once the relative standard error is this (0.05) */
    int min_reps;      /* at least (5) */
    int max_reps;      /* at most (1000) */
    double cap_s;      /* stop measuring a size after this long (0.5 s) */
    int warmup;        /* repetitions not counted (2) */
    size_t window_bytes; /* the bandwidth tests' window: 64 messages, at most this many bytes (1 MiB) */
} cp_probe_opts_t;

typedef enum { CP_PROBE_LATENCY, CP_PROBE_BW, CP_PROBE_BIBW, CP_PROBE_EXCHANGE } cp_probe_kind_t;

/* One measurement of `kind` at `size` bytes between this rank and `peer`
 * (leader: 1 on the rank that decides and keeps the result).  Latency:
 * one-way seconds (half a round trip); BW, BIBW: bytes per second;
 * EXCHANGE: seconds of an MPI_Sendrecv of size both ways.  buf holds at
 * least 2 x 64 x size... bytes: see cp_probe_buffer_bytes. */
/* Waits for rq without spinning: the ranks not measuring leave the cores
 * to the two that are (oversubscribed nodes; MPI's own waits poll). */
void cp_probe_idle_wait(MPI_Request *rq);
/* Until MPI_Wtime reaches t: a synchronized start (contention.c), asleep
 * but for the last moments, spun for precision (under SimGrid's SMPI
 * asleep, exactly). */
void cp_probe_wait_until(double t);
/* MPI_Waitall of n requests, statuses ignored. */
void cp_probe_waitall(int n, MPI_Request *rq);

int cp_probe_measure(MPI_Comm comm, int peer, int leader, cp_probe_kind_t kind, size_t size, const cp_probe_opts_t *o,
                     char *buf, cp_stats_t *out);
size_t cp_probe_buffer_bytes(size_t max_size, const cp_probe_opts_t *o);
int cp_probe_window(size_t size, const cp_probe_opts_t *o);

#endif

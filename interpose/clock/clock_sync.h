/* Synchronization of every rank's timer with rank 0's (MPIPerf's method,
 * organized as a tree so that it takes O(log nodes) rounds).
 *
 * Ranks of a node share one timer (clock.h), so only one leader per node
 * measures; the others take its result with no message.  Leaders are synced
 * in rounds: in round k, leader i (2^k <= i < 2^(k+1)) measures its offset
 * against leader i - 2^k, which already knows its own offset to rank 0, and
 * adds the two.  A measurement is a series of ping-pongs on a private
 * communicator; the one with the smallest round trip gives the offset
 * (server time minus the midpoint of the client's send and receive times),
 * and half that round trip bounds its error.  The series stops when the
 * minimum has not improved for `patience` exchanges.  Errors add up along
 * the chain (at most log2(leaders) hops), and a server's own offset, measured
 * some time before it serves, adds max_drift_ppm x that time (the tree's
 * price: its links are measured at different moments). */
#ifndef CP_CLOCK_SYNC_H
#define CP_CLOCK_SYNC_H

#include <mpi.h>
#include <stdint.h>

#include "guard.h"

typedef struct cp_sync_point {
    int64_t local_ns;    /* this rank's timer when its group was measured */
    int64_t offset_ns;   /* rank 0's timer minus this rank's, at local_ns */
    uint64_t error_ns;   /* |true offset - offset_ns| <= error_ns */
    uint32_t exchanges;  /* ping-pongs its group leader made as the client */
    uint32_t hops;       /* measurements chained between it and rank 0 */
    int64_t duration_ns; /* time this rank spent in the whole sync */
} cp_sync_point_t;

enum cp_sync_group { CP_SYNC_BY_NODE = 1, CP_SYNC_BY_RANK = 2 };

typedef struct cp_sync {
    MPI_Comm share;   /* ranks sharing one measured offset */
    MPI_Comm leaders; /* one rank per share group, rank 0 first; NULL elsewhere */
    int group;        /* enum cp_sync_group */
    int patience, max_exchanges;
    int max_drift_ppm; /* assumed bound on drift between two timers */
} cp_sync_t;

/* Collective over MPI_COMM_WORLD: choose the timer, calibrate it per node,
 * apply COMMPROF_TEST_SKEW, build the communicators.  Returns 0, or -1 with
 * a message written to *why. */
CP_HIDDEN int cp_sync_setup(cp_sync_t *s, uint32_t rank, const char **why);
/* Collective over MPI_COMM_WORLD: one sync point. */
CP_HIDDEN int cp_sync_run(cp_sync_t *s, cp_sync_point_t *out);
/* The sync points so far, in time order: added by the lifecycle, read by the
 * writer, the array published whole so that a signal-time writer sees a
 * consistent one (the old arrays are kept). */
/* A receive that spins briefly, then yields the core between polls (more
 * ranks than cores: the sender may be waiting for this very core). */
CP_HIDDEN void cp_recv_yielding(void *buf, int n, MPI_Datatype type, int src, int tag, MPI_Comm comm,
                                MPI_Status *st);
CP_HIDDEN int cp_sync_points_add(const cp_sync_point_t *p);
CP_HIDDEN const cp_sync_point_t *cp_sync_points(uint32_t *n);

#endif

/* The bandwidth between nodes, measured by the job at MPI_Finalize along the
 * clock synchronization's tree (clock_sync.h): each node's leader against
 * its parent, once.
 *
 * Without a probe's cost file the mapper knows the network's latencies from
 * the synchronization, but not its bandwidths; a default of 3 GB/s for a
 * 100 Mbit/s trunk made a halo that crosses it cost 1% where it costs 15%
 * (LAMMPS at 8 ranks on the testbed).  Two message sizes, each timed as a
 * send and a 0-byte reply, best of three: the slope between them is the
 * bandwidth, free of the latency and of a rendezvous's handshake that both
 * pay (both sizes lie above the usual eager limits). */
#ifndef CP_LINK_BANDWIDTH_H
#define CP_LINK_BANDWIDTH_H

#include <stdint.h>

#include "clock_sync.h"
#include "guard.h"

typedef struct cp_link_bw {
    uint64_t bytes_per_s; /* 0: not measured (one node, or no slope) */
    uint64_t small, large; /* the two sizes timed */
    int64_t small_ns, large_ns; /* their best times, send to reply */
} cp_link_bw_t;

/* Collective over MPI_COMM_WORLD (the leaders measure, their node's ranks
 * take the result).  large = COMMPROF_SYNC_BANDWIDTH (0: measures nothing);
 * small is a quarter of it. */
CP_HIDDEN void cp_link_bw_measure(const cp_sync_t *s, uint64_t large, cp_link_bw_t *out);

#endif

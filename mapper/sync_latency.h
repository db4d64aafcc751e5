/* The network's latency per level, as a recording's clock synchronization
 * measured it: the default cost model for a recording of a job that ran on
 * several nodes when no cost file is given (sync_latency.c says how). */
#ifndef CP_SYNC_LATENCY_H
#define CP_SYNC_LATENCY_H

#include <stddef.h>
#include <stdint.h>

#include "machine.h"

/* host[r], err_ns[r], bw[r]: rank r's host, first sync point's error
 * bound (UINT64_MAX: none) and its node's measured bandwidth to its
 * clock's parent (0: none; bw NULL: none at all); group: the recording's
 * sync group (1: a clock per node).  Sets m's latency/bandwidth model: per
 * level above the nodes the median one-way latency and bandwidth of the
 * node pairs the synchronization measured there (a level without one: the
 * level inside it; no bandwidth at all: a documented default), inside the
 * nodes documented defaults; said gets "switch 31us 1.2GB/s (1 pair of
 * nodes), top 1.1ms 11.9MB/s (2 pairs of nodes)".  0: set; 1: nothing to
 * go by (one node, a clock per rank, a host m lacks, a rank without a
 * clock). */
int cp_sync_latency(cp_machine_t *m, char *const *host, const uint64_t *err_ns, const uint64_t *bw, uint32_t n,
                    uint32_t group, char *said, size_t len);

/* What such a model was made of, for the caller's message: "latency and
 * bandwidth per level as the recording measured them at MPI_Init and
 * MPI_Finalize" where a rank's bw[] is measured (format 1.9), else
 * "latency per level as the recording's clock synchronization measured
 * it"; *with_bw says which (its bandwidths then defaults). */
const char *cp_sync_latency_source(const uint64_t *bw, uint32_t n, int *with_bw);

/* A machine of one node has no network to measure: its levels get the
 * defaults (a platform of it needs some; what crosses no network does not
 * depend on them).  0: set; 1: m is not one node. */
int cp_one_node_latency(cp_machine_t *m, char *said, size_t len);

#endif

/* Reader of commprof recordings (see record_format.h).  Plain C, no MPI:
 * linked by commprof-dump, the analyzer and the mapper.  Functions return 0
 * on success and -1 on failure with *err filled ("file:offset: what"). */
#ifndef CP_RECORD_READ_H
#define CP_RECORD_READ_H

#include <stddef.h>
#include <stdint.h>

#include "cp_err.h"
#include "record_format.h"

typedef struct cp_bin {
    uint8_t bin;
    uint64_t count;
} cp_bin_t;

typedef struct cp_peer {
    uint32_t kind; /* enum cp_traffic_kind: P2P, COLL (modeled), RMA */
    uint32_t phase;
    uint32_t peer; /* world rank */
    uint64_t sent_msgs, sent_bytes, recv_msgs, recv_bytes;
    size_t bin_first; /* histogram: bins[bin_first .. bin_first+nbins) */
    uint32_t nbins;
} cp_peer_t;

/* A clock sync point (CLOCK_SYNC record). */
typedef struct cp_sync {
    int64_t local_ns, offset_ns;
    uint64_t error_ns;
    uint32_t exchanges, hops;
    int64_t duration_ns;
} cp_sync_t;

/* First and last send of a pair (PAIR_TIMES), this rank's timer. */
typedef struct cp_pair_time {
    uint32_t phase, peer;
    int64_t first_ns, last_ns;
} cp_pair_time_t;

/* Sends in one time window (WINDOW_PEERS). */
typedef struct cp_window_peer {
    uint32_t window, peer;
    uint64_t sent_msgs, sent_bytes;
} cp_window_peer_t;

/* Logical view of one collective or one-sided call (CALLS record). */
typedef struct cp_call {
    uint32_t phase, call, algorithm, group_size, group_first;
    uint64_t group_hash, calls, bytes_sent, bytes_recv;
} cp_call_t;

typedef struct cp_rank {
    int present;
    uint32_t rank, world_size, pid, end_kind;
    uint32_t end_signal; /* end_kind CP_END_SIGNAL: which (0: not recorded, before 1.6) */
    uint32_t flags;      /* CP_RANK_* (record_format.h; 0 before 1.7) */
    uint32_t app_rank;   /* its rank in the application's MPI_COMM_WORLD (COMMPROF_REORDER; rank before 1.8) */
    int64_t start_ns, end_ns;
    char *host;
    char *cpuset;
    uint32_t *node_ranks;
    uint32_t n_node_ranks;
    uint32_t *cores;
    uint32_t ncores;
    uint32_t *package_cores; /* format 1.10: the cores of each package of its node (npackages 0: not known) */
    uint32_t npackages;
    uint32_t *numa_cores; /* format 1.11: the cores of each NUMA node inside those packages, package by package
                             (nnuma 0: one a package, or not known) */
    uint32_t nnuma;
    char **phase_names; /* indexed by this rank's phase id; may hold NULLs */
    uint32_t nphase_names;
    cp_peer_t *peers; /* sorted by (kind, phase, peer), one entry per pair */
    size_t npeers;
    cp_bin_t *bins;
    size_t nbins;
    /* time (format 1.1; has_clock = 0 in older recordings) */
    int has_clock;
    char *timer;
    uint32_t sync_group;
    int64_t start_local_ns, end_local_ns;
    cp_sync_t *syncs; /* in time order */
    uint32_t nsyncs;
    /* format 1.9: the bandwidth between this rank's node and its parent in
     * the synchronization's tree, measured at MPI_Finalize (bytes_per_s 0:
     * none) */
    struct {
        uint64_t bytes_per_s, small, large;
        int64_t small_ns, large_ns;
    } link_bw;
    cp_pair_time_t *times; /* sorted by (phase, peer), one per pair */
    size_t ntimes;
    int64_t window_origin_ns, window_ns; /* window_ns 0: no windows */
    cp_window_peer_t *wpeers; /* sorted by (window, peer), one per pair */
    size_t nwpeers;
    /* collectives and one-sided (format 1.2) */
    cp_call_t *calls; /* sorted by (phase, call, group, algorithm), threads summed */
    size_t ncalls;
    /* format 1.4: whole-run traffic with processes outside MPI_COMM_WORLD,
     * per traffic kind: sent messages, sent bytes, received messages,
     * received bytes (no world rank: in no matrix) */
    uint64_t outside[CP_TRAFFIC_KINDS][4];
} cp_rank_t;

typedef struct cp_recording {
    char *dir;
    uint32_t world_size;
    int64_t start_ns, end_ns;
    char *mpi_library, *command_line, *job_id;
    cp_rank_t *ranks; /* world_size entries, indexed by world rank */
    uint32_t nmissing;
    /* node files (format 1.3): where each rank's image is, if in one */
    uint32_t nnode_files;
    char **node_files;              /* paths */
    int32_t *node_of;               /* per rank: index into node_files, -1 none */
    uint64_t *image_off, *image_len; /* per rank */
    struct cp_node_cache *cache;    /* node files read so far (a few) */
} cp_recording_t;

/* Parse one rank file held in memory; name is used in messages. */
int cp_rank_parse(const unsigned char *buf, size_t len, const char *name,
                  cp_rank_t *out, cp_err_t *err);
int cp_rank_read_file(const char *path, cp_rank_t *out, cp_err_t *err);
void cp_rank_clear(cp_rank_t *r);

/* This rank's timer reading `local_ns` on rank 0's timer (the job's time
 * axis): offsets interpolated linearly between sync points, extrapolated
 * beyond them, constant with one; unchanged with none. */
int64_t cp_rank_global_ns(const cp_rank_t *r, int64_t local_ns);
/* Bound on the error of cp_rank_global_ns at `local_ns` (from the sync
 * points' bounds, interpolated like the offsets). */
uint64_t cp_rank_global_error_ns(const cp_rank_t *r, int64_t local_ns);

/* Phase id of `name` in this rank's tables, or -1. */
int cp_rank_phase_id(const cp_rank_t *r, const char *name);

/* Read a whole recording directory.  Missing or unreadable rank files are an
 * error unless allow_partial, in which case they are left !present and
 * counted in nmissing. */
cp_recording_t *cp_recording_open(const char *dir, int allow_partial,
                                  cp_err_t *err);
void cp_recording_free(cp_recording_t *rec);
/* The names of the phases the first max_ranks ranks recorded, sorted, each
 * once, joined by ", " into buf ("" when none; at most 64 names). */
void cp_recording_phases(const cp_recording_t *rec, uint32_t max_ranks, char *buf, size_t len);

/* For readers that stream: the job file only (ranks left NULL) and the
 * index of each node file, then one rank at a time (checked to be rank i of
 * the job's world size), from its node file or its rank file, so memory
 * stays at one rank's rows (and a few node files) however large the job.
 * Errors in an image name it "DIR/node.L.cpr@OFFSET" (where the image
 * starts) followed by the offset inside the image. */
cp_recording_t *cp_recording_open_job(const char *dir, cp_err_t *err);
int cp_recording_read_rank(const cp_recording_t *rec, uint32_t i, cp_rank_t *out,
                           cp_err_t *err);
/* The same with the caller's cache of node files: threads reading ranks of
 * one recording at once each need their own (the recording's own cache is
 * cp_recording_read_rank's). */
typedef struct cp_node_cache cp_node_cache_t;
cp_node_cache_t *cp_node_cache_new(void);
void cp_node_cache_free(cp_node_cache_t *c);
int cp_recording_read_rank_with(const cp_recording_t *rec, cp_node_cache_t *cache, uint32_t i,
                                cp_rank_t *out, cp_err_t *err);

const char *cp_end_kind_name(uint32_t kind);
/* "SIGSEGV" for a signal a rank can end by (RANK_INFO end_signal); NULL
 * for others. */
const char *cp_signal_name(uint32_t sig);

#endif

/* Life of a recording inside one MPI process: set up at MPI_Init, written at
 * MPI_Finalize, MPI_Abort, exit() or a fatal signal. */
#ifndef CP_RUNTIME_H
#define CP_RUNTIME_H

#include <limits.h>
#include <stddef.h>
#include <stdint.h>

#include "clock_sync.h"
#include "guard.h"

/* What a rank knows of itself, gathered at MPI_Init so that writing needs no
 * MPI call and no allocation (it may happen in a signal handler). */
typedef struct cp_meta {
    uint32_t rank, world_size, pid;
    uint32_t end_signal; /* the signal that ended the rank, when one did */
    uint32_t flags;      /* RANK_INFO flags (CP_RANK_*, record_format.h) */
    int64_t start_ns;
    char host[256];
    uint32_t *node_ranks;
    uint32_t n_node_ranks;
    char *cpuset;
    uint32_t *cores;
    uint32_t ncores;
    /* time: this rank's timer (clock.h) */
    int64_t start_local_ns;
    int sync_group;
    int64_t window_origin_ns, window_ns; /* window_ns 0: no windows */
    /* job metadata, rank 0 only */
    char *mpi_library, *command_line, *job_id;
    /* paths, built once */
    char dir[PATH_MAX];
    char rank_path[PATH_MAX + 32], rank_tmp[PATH_MAX + 64];
    char job_path[PATH_MAX + 32], job_tmp[PATH_MAX + 64];
} cp_meta_t;

CP_HIDDEN void cp_runtime_init(int thread_level);
CP_HIDDEN void cp_runtime_finalize(void);
CP_HIDDEN void cp_runtime_abort(void);
/* Writes this rank's file for a run that has not finished: as ended by
 * signal `sig`, or (sig 0) as a snapshot of a running rank; nothing once
 * finalized, or in a process the rank forked.  Safe in a signal handler.
 * signal_write.c installs the handlers; snapshot_thread.c writes one every
 * COMMPROF_SNAPSHOT seconds (stopped at MPI_Finalize). */
CP_HIDDEN void cp_write_unfinished(int sig);
CP_HIDDEN void cp_signals_install(void);
CP_HIDDEN void cp_snapshots_start(int64_t every_ns);
CP_HIDDEN void cp_snapshots_stop(void);
#ifdef CP_HAVE_SESSIONS
#include <mpi.h>
CP_HIDDEN void cp_runtime_init_session(MPI_Session s);
CP_HIDDEN void cp_runtime_finalize_session(MPI_Session s);
#endif

/* Phase names by id (id 0 = "" = whole run); valid for the process's life. */
CP_HIDDEN uint32_t cp_phase_count(void);
CP_HIDDEN const char *cp_phase_name(uint32_t id);

/* The world ranks on this rank's node, ascending (set at MPI_Init). */
CP_HIDDEN const uint32_t *cp_node_ranks(uint32_t *n);

/* Fills host, node ranks and binding (placement.c). */
CP_HIDDEN void cp_placement_probe(cp_meta_t *m);

/* record_write.c: atomic (temporary file + rename), no allocation. */
CP_HIDDEN int cp_write_rank_file(const cp_meta_t *m, uint32_t end_kind, int64_t end_ns,
                                 int64_t end_local_ns);
CP_HIDDEN int cp_write_job_file(const cp_meta_t *m, int64_t end_ns);
/* A rank file's bytes in memory (malloc'd; MPI_Finalize only), written
 * later as a rank file or into the node file of its node leader. */
CP_HIDDEN int cp_rank_image(const cp_meta_t *m, uint32_t end_kind, int64_t end_ns, int64_t end_local_ns,
                            unsigned char **image, size_t *len);
CP_HIDDEN int cp_write_rank_image(const cp_meta_t *m, const unsigned char *image, size_t len);
/* node.<m->rank>.cpr: the images of n ranks (concatenated, lens[i] each). */
CP_HIDDEN int cp_write_node_file(const cp_meta_t *m, uint32_t n, const uint32_t *ranks,
                                 const unsigned char *images, const uint64_t *lens);
/* record_pack.c: at MPI_Finalize (collective over MPI_COMM_WORLD), this
 * rank's recording into its node's file, else into its own rank file
 * (COMMPROF_PACK=0, or when the node file cannot be made). */
CP_HIDDEN int cp_write_packed(const cp_meta_t *m, uint32_t end_kind, int64_t end_ns, int64_t end_local_ns);

CP_HIDDEN int64_t cp_now_ns(void);

/* Sync points so far, in time order; the array is published whole so a
 * signal-time writer sees a consistent one. */
CP_HIDDEN const cp_sync_point_t *cp_sync_points(uint32_t *n);

#endif

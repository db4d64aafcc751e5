/* Writing a rank's recording: its rank file, its node's file, the job
 * file (record_write.c, record_pack.c), and the two triggers that write
 * while the job runs (signal_write.c, snapshot_thread.c).  The writer
 * receives what it writes (cp_meta_t, the tables) and whom to call; it calls
 * nothing of the lifecycle. */
#ifndef CP_RECORD_WRITE_H
#define CP_RECORD_WRITE_H

#include <limits.h>
#include <stddef.h>
#include <stdint.h>

#include "guard.h"
#include "link_bandwidth.h"

/* What a rank knows of itself, gathered at MPI_Init so that writing needs no
 * MPI call and no allocation (it may happen in a signal handler). */
typedef struct cp_meta {
    uint32_t rank, world_size, pid;
    uint32_t end_signal; /* the signal that ended the rank, when one did */
    uint32_t flags;      /* RANK_INFO flags (CP_RANK_*, record_format.h) */
    uint32_t app_rank;   /* the application's rank in MPI_COMM_WORLD (COMMPROF_REORDER) */
    int64_t start_ns;
    char host[256];
    uint32_t *node_ranks;
    uint32_t n_node_ranks;
    char *cpuset;
    uint32_t *cores;
    uint32_t ncores;
    /* the cores hwloc sees in each package of this rank's node, in order
     * (npackages 0: not known): the mapper's sockets where the job's
     * hostfile says only slots */
    uint32_t *package_cores;
    uint32_t npackages;
    /* the cores of each NUMA node inside those packages, package by
     * package (nnuma 0: one NUMA node a package, or not known): the
     * mapper's level between socket and core (AMD's NPS2/NPS4, SNC) */
    uint32_t *numa_cores;
    uint32_t nnuma;
    /* time: this rank's timer (clock.h) */
    int64_t start_local_ns;
    int sync_group;
    int64_t window_origin_ns, window_ns; /* window_ns 0: no windows */
    cp_link_bw_t link_bw; /* measured at MPI_Finalize (bytes_per_s 0: not) */
    /* job metadata, rank 0 only */
    char *mpi_library, *command_line, *job_id;
    /* paths, built once */
    char dir[PATH_MAX];
    char rank_path[PATH_MAX + 32], rank_tmp[PATH_MAX + 64];
    char job_path[PATH_MAX + 32], job_tmp[PATH_MAX + 64];
} cp_meta_t;

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

/* The handlers of the signals at which a rank writes (SIGTERM, a crash...):
 * each calls write(sig) and then the handler that was there.  Snapshots:
 * a thread calls write(0) every every_ns (COMMPROF_SNAPSHOT), until stopped. */
CP_HIDDEN void cp_signals_install(void (*write)(int sig));
CP_HIDDEN void cp_snapshots_start(int64_t every_ns, void (*write)(int sig));
CP_HIDDEN void cp_snapshots_stop(void);

#endif

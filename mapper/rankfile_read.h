/* Reading back what rankfile_write.c writes: an Open MPI rankfile
 * (rank N=host slot=S:C or slot=K) or a host list (line i: the host of rank
 * i, MPICH/Hydra and SLURM_HOSTFILE).  Plain C with no dependency, so that
 * libcommprof.so reads the placement it reorders MPI_COMM_WORLD by. */
#ifndef CP_RANKFILE_READ_H
#define CP_RANKFILE_READ_H

#include <stddef.h>

#include "cp_err.h"

typedef struct cp_rank_slot {
    int rank;      /* N */
    char *host;    /* as written */
    long slot[2];  /* S:C, or -1:K for slot=K, or -1:N for a host list's line */
    long last;     /* the last core the line binds: K, or L of slot=K-L, D of slot=S:C-D; -1 on a host list's line (no core) */
    int line;      /* in the file, for messages */
} cp_rank_slot_t;

/* The placement in path, one entry per rank, ranks 0..n-1 each exactly
 * once, sorted by rank.  NULL with *err ("FILE:LINE: what") on a file that
 * cannot be read, a line that is neither form, a rank twice or missing. */
cp_rank_slot_t *cp_rankfile_read(const char *path, int *n, cp_err_t *err);
void cp_rankfile_free(cp_rank_slot_t *r, int n);

#endif

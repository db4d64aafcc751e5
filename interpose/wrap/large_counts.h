/* The MPI_Count arrays of MPI-4's large-count v- and w-collectives
 * (MPI_Alltoallv_c and kin), as the int arrays the collective hooks read.
 * A count past INT_MAX elements cannot be narrowed: such a call is said
 * once on stderr and left out of the recording, never counted wrong. */
#ifndef CP_LARGE_COUNTS_H
#define CP_LARGE_COUNTS_H

#include <mpi.h>

#include "guard.h"

/* How long the array is, and where it means something. */
enum cp_vlen {
    CP_VLEN_LOCAL,     /* one count per rank of the local group (reduce_scatter) */
    CP_VLEN_PEERS,     /* one per rank of the remote group, or of the group (alltoallv) */
    CP_VLEN_ROOT_PEERS, /* as PEERS, significant at the root only (gatherv, scatterv) */
    CP_VLEN_OUT         /* one per out-neighbour of the topology (neighbor_alltoallv) */
};

/* *out = a malloc'd int copy of `a` (free it), or NULL where `a` is NULL or
 * not significant on this rank.  Returns -1 (and *out NULL) when a count
 * does not fit an int or memory ran out. */
CP_HIDDEN int cp_counts_narrow(const MPI_Count *a, MPI_Comm comm, int vlen, int root, int **out);

#endif

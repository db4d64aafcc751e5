/* Translation of (communicator, rank) to MPI_COMM_WORLD rank.  One table per
 * communicator, built on first use and kept as an MPI attribute, so MPI frees
 * it with the communicator; intercommunicators translate their remote group.
 * Tables are reference counted because a pending wildcard receive may outlive
 * its communicator. */
#ifndef CP_COMM_WORLD_MAP_H
#define CP_COMM_WORLD_MAP_H

#include <mpi.h>

#include "guard.h"

typedef struct cp_rank_map {
    int refs;
    int size;
    int ranks[]; /* world rank, or -1 for processes outside MPI_COMM_WORLD */
} cp_rank_map_t;

CP_HIDDEN int cp_comm_map_init(void);
/* New reference to comm's table (NULL for MPI_COMM_WORLD: identity). */
CP_HIDDEN cp_rank_map_t *cp_comm_map_ref(MPI_Comm comm);
CP_HIDDEN void cp_comm_map_unref(cp_rank_map_t *m);
/* World rank of `rank` in comm's (remote) group, or -1. */
CP_HIDDEN int cp_world_rank(MPI_Comm comm, int rank);

static inline int cp_map_rank(const cp_rank_map_t *m, int rank)
{
    if (!m) return rank;
    return rank >= 0 && rank < m->size ? m->ranks[rank] : -1;
}

#endif

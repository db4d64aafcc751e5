/* Translation of (communicator, rank) to world rank (cp_world's).  One table per
 * communicator, built on first use and kept as an MPI attribute, so MPI frees
 * it with the communicator; intercommunicators translate their remote group.
 * Tables are reference counted because a pending wildcard receive may outlive
 * its communicator. */
#ifndef CP_COMM_WORLD_MAP_H
#define CP_COMM_WORLD_MAP_H

#include <mpi.h>
#include <stddef.h>
#include <stdint.h>

#include "guard.h"

typedef struct cp_rank_map {
    int refs;
    int size;
    /* for collectives: the communicator's own group (the local group of an
     * intercommunicator), named by its size, first world rank and a hash of
     * its world ranks, so that ranks of one group agree on the name */
    int inter, my_rank, group_size, group_first;
    uint64_t group_hash;
    uint32_t trace_comm; /* trace mode: its communicator id in the trace (0: not yet) */
    uint64_t serial;     /* unique in the process, unlike the map's address (coll_memo.h) */
    int *out_nbrs; /* neighborhood collectives: destinations, in the
                      topology's order (MPI_PROC_NULL kept); built on first use */
    int n_out;
    int *local_ranks; /* intercommunicators: the local group's world ranks (else NULL) */
    int ranks[]; /* world rank, or -1 for processes outside MPI_COMM_WORLD */
} cp_rank_map_t;

/* The communicator whose ranks commprof calls world ranks and on which it
 * runs its own collectives (clock sync, writing): MPI_COMM_WORLD, or in a
 * program that uses MPI-4 sessions without MPI_Init, one commprof makes
 * from the first session's mpi://WORLD process set (runtime.c).  Set before
 * any other use, at MPI_Init or MPI_Session_init. */
extern CP_HIDDEN MPI_Comm cp_world;

CP_HIDDEN int cp_comm_map_init(void);
/* New reference to comm's table (NULL for MPI_COMM_WORLD: identity). */
CP_HIDDEN cp_rank_map_t *cp_comm_map_ref(MPI_Comm comm);
CP_HIDDEN void cp_comm_map_unref(cp_rank_map_t *m);
/* World rank of `rank` in comm's (remote) group, or -1. */
CP_HIDDEN int cp_world_rank(MPI_Comm comm, int rank);

/* comm's table, with the group fields filled (MPI_COMM_WORLD included);
 * NULL when out of memory.  Valid while comm is. */
CP_HIDDEN const cp_rank_map_t *cp_comm_info(MPI_Comm comm);
/* comm's table for the trace's communicator ids (NULL for MPI_COMM_WORLD
 * or when out of memory); valid while comm is. */
CP_HIDDEN cp_rank_map_t *cp_comm_trace_map(MPI_Comm comm);
/* comm's out-neighbors (topology communicators), built once; n = -1 when
 * comm has no topology. */
CP_HIDDEN const int *cp_comm_out_neighbors(MPI_Comm comm, int *n);

/* World ranks of grp's members into out[0..n), -1 outside the world. */
CP_HIDDEN void cp_group_world_ranks(MPI_Group grp, int n, int *out);
/* Name of a group: FNV-1a over its world ranks, in group order. */
CP_HIDDEN uint64_t cp_group_hash(const int *world_ranks, int n);

CP_ALWAYS_INLINE int cp_map_rank(const cp_rank_map_t *m, int rank)
{
    if (!m) return rank;
    return rank >= 0 && rank < m->size ? m->ranks[rank] : -1;
}

/* The calling thread's last communicator and its table: the common case
 * (every call of a code that works on one duplicate of the world), looked
 * up inline.  A hit needs the generation unchanged: it is bumped whenever a
 * table is released, since a freed communicator's handle may come back for
 * another (tests/programs/comm_reuse.c). */
typedef struct cp_comm_cache {
    MPI_Comm comm;
    cp_rank_map_t *map;
    unsigned long gen;
} cp_comm_cache_t;
extern CP_HIDDEN CP_TLS cp_comm_cache_t cp_comm_cache;
extern CP_HIDDEN unsigned long cp_comm_generation;

/* comm's table if it is the cached one, else NULL */
CP_ALWAYS_INLINE cp_rank_map_t *cp_comm_cached(MPI_Comm comm)
{
    unsigned long g = __atomic_load_n(&cp_comm_generation, __ATOMIC_ACQUIRE);
    cp_rank_map_t *m = cp_comm_cache.map;
    return __builtin_expect(comm == cp_comm_cache.comm && m && g == cp_comm_cache.gen, 1) ? m : NULL;
}

/* cp_world_rank without building or looking anything up: the world rank,
 * or -1 (outside the world, or comm's table not at hand) */
CP_ALWAYS_INLINE int cp_world_rank_at_hand(MPI_Comm comm, int rank)
{
    if (comm == cp_world) return rank;
    cp_rank_map_t *m = cp_comm_cached(comm);
    return m ? cp_map_rank(m, rank) : -1;
}

#endif

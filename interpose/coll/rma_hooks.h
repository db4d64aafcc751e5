/* One-sided traffic (rma_hooks.c): what commprof keeps of a window, as a
 * window attribute that MPI frees with the window. */
#ifndef CP_RMA_HOOKS_H
#define CP_RMA_HOOKS_H

#include <mpi.h>
#include <stdint.h>

#include "guard.h"

typedef struct cp_win_map {
    int osc;     /* the one-sided component that runs the window (coll_win.c), or -1 */
    int fence_barrier; /* its fences run a barrier */
    int my_rank; /* in the window's group */
    int size, group_first;
    uint64_t group_hash;
    int ranks[]; /* world rank of each rank of the group, -1 outside MPI_COMM_WORLD */
} cp_win_map_t;

/* The window's map, made on its first use; NULL when out of memory or
 * before MPI_Init. */
CP_HIDDEN cp_win_map_t *cp_win_map(MPI_Win win);

#endif

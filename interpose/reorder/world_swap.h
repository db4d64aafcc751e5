/* Run-time reordering's world substitution.  Once MPI_Init has made the
 * reordered world (reorder_world.c), every wrapped call whose communicator
 * argument names MPI_COMM_WORLD gets that world instead: the application's
 * rank r is then the process the placement chose for r.  Only at the
 * application's level: a nested call is the MPI library's or commprof's
 * own, and means the real world.  Off, the test is one load of cp_swap_on. */
#ifndef CP_WORLD_SWAP_H
#define CP_WORLD_SWAP_H

#include <mpi.h>

#include "guard.h"

extern CP_HIDDEN int cp_swap_on;          /* written once, in MPI_Init */
extern CP_HIDDEN MPI_Comm cp_app_world;   /* the world the application sees */

#define CP_SWAP_WORLD(c)                                                                   \
    do {                                                                                   \
        if (__builtin_expect(cp_swap_on, 0) && (c) == MPI_COMM_WORLD && !cp_nested())     \
            (c) = cp_app_world;                                                            \
    } while (0)

/* MPI's predefined attributes (MPI_TAG_UB, MPI_APPNUM...) live on the real
 * world only: a communicator split from it does not carry them. */
CP_HIDDEN int cp_keyval_predefined(int keyval);
#define CP_SWAP_WORLD_ATTR(c, keyval)                                                      \
    do {                                                                                   \
        if (__builtin_expect(cp_swap_on, 0) && (c) == MPI_COMM_WORLD && !cp_nested() &&   \
            !cp_keyval_predefined(keyval))                                                 \
            (c) = cp_app_world;                                                            \
    } while (0)

/* Collective over MPI_COMM_WORLD, at the end of MPI_Init/MPI_Init_thread:
 * with COMMPROF_REORDER set, makes cp_app_world and turns substitution on,
 * or says (rank 0, once) why the world stays as launched. */
CP_HIDDEN void cp_reorder_init(void);
#ifdef CP_HAVE_SESSIONS
/* MPI-4 sessions (MPI_Session_init, collective over the mpi://WORLD process
 * set): with COMMPROF_REORDER, the order the application's world group
 * will have; and MPI_Group_from_session_pset of "mpi://WORLD" returning
 * the group in that order. */
CP_HIDDEN void cp_reorder_init_session(MPI_Session s);
CP_HIDDEN void cp_reorder_pset_group(const char *pset_name, MPI_Group *group);
#endif
/* MPI_Finalize: substitution off, the reordered world freed. */
CP_HIDDEN void cp_reorder_finalize(void);

#endif

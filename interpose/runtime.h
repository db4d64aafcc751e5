/* Life of a recording inside one MPI process: set up at MPI_Init, written at
 * MPI_Finalize, MPI_Abort, exit() or a fatal signal. */
#ifndef CP_RUNTIME_H
#define CP_RUNTIME_H

#include <limits.h>
#include <stddef.h>
#include <stdint.h>

#include "guard.h"
#include "record_write.h"

CP_HIDDEN void cp_runtime_init(int thread_level);
CP_HIDDEN void cp_runtime_finalize(void);
CP_HIDDEN void cp_runtime_abort(void);
/* COMMPROF_REORDER gave this process another rank in the application's
 * world: noted in its rank file (RANK_INFO's app rank) */
CP_HIDDEN void cp_runtime_set_app_rank(uint32_t app_rank);
/* Writes this rank's file for a run that has not finished: as ended by
 * signal `sig`, or (sig 0) as a snapshot of a running rank; nothing once
 * finalized, or in a process the rank forked.  Safe in a signal handler.
 * It is the callback that signal_write.c's handlers and snapshot_thread.c
 * (every COMMPROF_SNAPSHOT seconds) are given. */
CP_HIDDEN void cp_write_unfinished(int sig);
#ifdef CP_HAVE_SESSIONS
#include <mpi.h>
CP_HIDDEN void cp_runtime_init_session(MPI_Session s);
CP_HIDDEN void cp_runtime_finalize_session(MPI_Session s);
#endif

/* For the application's controls (api.c): a clock sync over the world
 * while recording (-1 otherwise). */
CP_HIDDEN int cp_sync_if_running(void);

/* Fills host, node ranks and binding (placement.c). */
CP_HIDDEN void cp_placement_probe(cp_meta_t *m);


#endif

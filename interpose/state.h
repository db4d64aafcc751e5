/* The recording's state, shared by every part of the library and depending
 * on none: whether it records (cp_on, read by every wrapper: guard.h), and
 * the calls that change it.  Any part stops the recording with cp_fail; the
 * lifecycle (runtime.c) starts and ends it; the application pauses it. */
#ifndef CP_STATE_H
#define CP_STATE_H

#include <stdint.h>

#include "guard.h"

/* MPI_Init done: recording on, counting receives unless count_recvs is 0
 * (COMMPROF_RECV=0); rank names this process in messages. */
CP_HIDDEN void cp_state_start(uint32_t rank, int count_recvs);
/* MPI_Finalize, MPI_Abort: recording off for good. */
CP_HIDDEN void cp_state_end(void);
CP_HIDDEN int cp_state_started(void);
CP_HIDDEN int cp_state_ended(void);
/* Pause (1) or resume (0) counting: commprof_pause, MPI_Pcontrol. */
CP_HIDDEN void cp_set_paused(int paused);
/* Stops recording after a failure (memory, a table full), once, and says
 * why on stderr; the application goes on. */
CP_HIDDEN void cp_fail(const char *why);

/* The world ranks on this rank's node, ascending (set at MPI_Init). */
CP_HIDDEN void cp_set_node_ranks(const uint32_t *ranks, uint32_t n);
CP_HIDDEN const uint32_t *cp_node_ranks(uint32_t *n);

#endif

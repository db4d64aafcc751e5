/* Traffic with processes outside this job's MPI_COMM_WORLD: the children of
 * MPI_Comm_spawn, jobs joined by MPI_Comm_connect/accept, and the members
 * of communicators merged from such intercommunicators.  They have no world
 * rank here, so no row of the matrix; their messages and bytes are counted
 * per traffic kind for the whole run, so that what is missing from the
 * graph is said, not lost (OUTSIDE record, format 1.4). */
#ifndef CP_OUTSIDE_TRAFFIC_H
#define CP_OUTSIDE_TRAFFIC_H

#include <stdint.h>

#include "guard.h"

/* A peer known to be outside MPI_COMM_WORLD, where a world rank goes
 * (request tracking); -1 stays "not known yet". */
#define CP_WORLD_OUTSIDE (-1000) /* unlike MPI_PROC_NULL and MPI_ANY_SOURCE in either MPI */

/* kind: CP_TRAFFIC_P2P, _COLL or _RMA (record_format.h) */
CP_HIDDEN void cp_outside_send(unsigned kind, uint64_t bytes);
CP_HIDDEN void cp_outside_recv(unsigned kind, uint64_t bytes);
/* sent messages, sent bytes, received messages, received bytes */
CP_HIDDEN void cp_outside_get(unsigned kind, uint64_t out[4]);

#endif

/* What the wrappers call once an MPI call has succeeded. */
#ifndef CP_HOOKS_H
#define CP_HOOKS_H

#include <mpi.h>
#include <stdint.h>

#include "guard.h"

CP_HIDDEN void cp_hook_send(MPI_Comm comm, int dest, int64_t count, MPI_Datatype type);
/* A completed receive: source from the status (translated through comm), or
 * world_source when already known (>= 0). */
CP_HIDDEN void cp_hook_recv(MPI_Comm comm, int world_source, MPI_Status *status);
CP_HIDDEN uint64_t cp_type_bytes(int64_t count, MPI_Datatype type);
CP_HIDDEN uint64_t cp_status_bytes(MPI_Status *status);

#endif

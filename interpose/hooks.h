/* What the wrappers call once an MPI call has succeeded. */
#ifndef CP_HOOKS_H
#define CP_HOOKS_H

#include <mpi.h>
#include <stdint.h>

#include "guard.h"

/* A send counted, started at `now` (cp_send_time() before the call). */
CP_HIDDEN void cp_hook_send(MPI_Comm comm, int dest, int tag, int64_t count, MPI_Datatype type, int64_t now);
/* A completed receive: source from the status (translated through comm), or
 * world_source when already known (>= 0); with no comm, tcomm is the trace's
 * id of the communicator it was posted on (trace.h). */
CP_HIDDEN void cp_hook_recv(MPI_Comm comm, int world_source, MPI_Status *status, uint32_t tcomm);
/* Datatype sizes, cached per thread: MPI_Type_size_x with its argument
 * checks costs about as much as all of commprof's counting.  A handle can
 * be reused for another type once freed, so MPI_Type_free (wrapped) bumps
 * a generation that empties every cache. */
typedef struct cp_type_slot {
    MPI_Datatype type;
    unsigned long gen;
    uint64_t size;
} cp_type_slot_t;
extern CP_HIDDEN unsigned long cp_type_gen;
extern CP_HIDDEN CP_TLS cp_type_slot_t cp_type_cache[8];
CP_HIDDEN uint64_t cp_type_size_slow(cp_type_slot_t *s, MPI_Datatype type, unsigned long gen);

static inline uint64_t cp_type_bytes(int64_t count, MPI_Datatype type)
{
    if (count <= 0) return 0;
    uintptr_t k = (uintptr_t)type;
    cp_type_slot_t *s = &cp_type_cache[(k ^ (k >> 6) ^ (k >> 12)) & 7];
    unsigned long g = __atomic_load_n(&cp_type_gen, __ATOMIC_ACQUIRE);
    uint64_t size = __builtin_expect(s->type == type && s->gen == g, 1)
                        ? s->size
                        : cp_type_size_slow(s, type, g);
    return (uint64_t)count * size;
}
/* A datatype is being freed: forget cached sizes. */
CP_HIDDEN void cp_type_forget(void);
CP_HIDDEN uint64_t cp_status_bytes(MPI_Status *status);

#endif

/* What the wrappers call once an MPI call has succeeded. */
#ifndef CP_HOOKS_H
#define CP_HOOKS_H

#include <mpi.h>
#include <stdint.h>

#include "comm_table.h"
#include "comm_world_map.h"
#include "guard.h"
#include "trace.h"

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

CP_ALWAYS_INLINE uint64_t cp_type_bytes(int64_t count, MPI_Datatype type)
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

/* Received bytes and cancellation straight from the status: both libraries
 * keep the byte count in the public struct, and the MPI calls that read it
 * cost more than all of commprof's own counting. */
#if defined(OPEN_MPI)
static inline uint64_t cp_status_bytes_of(MPI_Status *s) { return (uint64_t)s->_ucount; }
static inline int cp_status_cancelled(MPI_Status *s) { return s->_cancelled; }
#elif defined(MPICH)
static inline uint64_t cp_status_bytes_of(MPI_Status *s)
{
    return ((uint64_t)((unsigned)s->count_hi_and_cancelled >> 1) << 32) + (unsigned)s->count_lo;
}
static inline int cp_status_cancelled(MPI_Status *s) { return s->count_hi_and_cancelled & 1; }
#else
static inline uint64_t cp_status_bytes_of(MPI_Status *s)
{
    MPI_Count n = 0;
    PMPI_Get_elements_x(s, MPI_BYTE, &n);
    return n > 0 ? (uint64_t)n : 0;
}
static inline int cp_status_cancelled(MPI_Status *s)
{
    int c = 0;
    PMPI_Test_cancelled(s, &c);
    return c;
}
#endif

/* Every case: MPI_PROC_NULL, a peer outside the world, a communicator not
 * at hand, tracing. */
CP_HIDDEN void cp_hook_send_slow(MPI_Comm comm, int dest, int tag, int64_t count, MPI_Datatype type, int64_t now);
CP_HIDDEN void cp_hook_recv_slow(MPI_Comm comm, int world_source, MPI_Status *status, uint32_t tcomm);

/* A send counted, started at `now` (cp_send_time() before the call).
 * Inline, like the counts it makes (comm_table.h): the wrapper has saved
 * its arguments across the MPI call already, and a call here would save
 * them again. */
CP_ALWAYS_INLINE void cp_hook_send(MPI_Comm comm, int dest, int tag, int64_t count, MPI_Datatype type, int64_t now)
{
    int w;
    if (__builtin_expect(!__atomic_load_n(&cp_tracing, __ATOMIC_RELAXED) && dest >= 0, 1) &&
        (w = cp_world_rank_at_hand(comm, dest)) >= 0) {
        cp_table_count_send((uint32_t)w, cp_type_bytes(count, type), now);
        return;
    }
    cp_hook_send_slow(comm, dest, tag, count, type, now);
}

/* A completed receive: source from the status (translated through comm), or
 * world_source when already known (>= 0); with no comm, tcomm is the trace's
 * id of the communicator it was posted on (trace.h). */
CP_ALWAYS_INLINE void cp_hook_recv(MPI_Comm comm, int world_source, MPI_Status *status, uint32_t tcomm)
{
    int src = world_source;
    if (__builtin_expect(!__atomic_load_n(&cp_tracing, __ATOMIC_RELAXED), 1)) {
        if (src == -1 && status->MPI_SOURCE >= 0 && comm != MPI_COMM_NULL)
            src = cp_world_rank_at_hand(comm, status->MPI_SOURCE);
        if (src >= 0 && !cp_status_cancelled(status)) {
            cp_table_count_recv((uint32_t)src, cp_status_bytes_of(status));
            return;
        }
    }
    cp_hook_recv_slow(comm, world_source, status, tcomm);
}

#endif

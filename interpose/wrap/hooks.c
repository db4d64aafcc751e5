#include "hooks.h"
#include "outside_traffic.h"

#include "comm_table.h"
#include "clock.h"
#include "comm_world_map.h"
#include "trace.h"

unsigned long cp_type_gen = 1;
CP_TLS cp_type_slot_t cp_type_cache[8];

void cp_type_forget(void) { __atomic_add_fetch(&cp_type_gen, 1, __ATOMIC_ACQ_REL); }

uint64_t cp_type_size_slow(cp_type_slot_t *s, MPI_Datatype type, unsigned long gen)
{
    MPI_Count size = 0;
    PMPI_Type_size_x(type, &size);
    s->type = type;
    s->gen = gen;
    s->size = size > 0 ? (uint64_t)size : 0;
    return s->size;
}

uint64_t cp_status_bytes(MPI_Status *status) { return cp_status_bytes_of(status); }

void cp_hook_send_slow(MPI_Comm comm, int dest, int tag, int64_t count, MPI_Datatype type, int64_t now)
{
    if (dest == MPI_PROC_NULL) return;
    int w = cp_world_rank(comm, dest);
    if (w < 0) {
        cp_outside_send(CP_TRAFFIC_P2P, cp_type_bytes(count, type));
        return;
    }
    uint64_t bytes = cp_type_bytes(count, type);
    cp_table_count_send((uint32_t)w, bytes, now);
    if (cp_trace_here()) cp_trace_send(cp_trace_comm(comm), dest, (uint32_t)w, tag, bytes);
}

void cp_hook_recv_slow(MPI_Comm comm, int world_source, MPI_Status *status, uint32_t tcomm)
{
    int src = world_source;
    if (src < 0 && src != CP_WORLD_OUTSIDE) {
        if (status->MPI_SOURCE < 0 || comm == MPI_COMM_NULL) return; /* PROC_NULL, empty */
        src = cp_world_rank(comm, status->MPI_SOURCE);
    }
    if (src < 0) {
        if (!cp_status_cancelled(status)) cp_outside_recv(CP_TRAFFIC_P2P, cp_status_bytes_of(status));
        return;
    }
    if (!cp_status_cancelled(status)) {
        uint64_t bytes = cp_status_bytes_of(status);
        cp_table_count_recv((uint32_t)src, bytes);
        if (cp_trace_here())
            cp_trace_recv(comm != MPI_COMM_NULL ? cp_trace_comm(comm) : tcomm, status->MPI_SOURCE, (uint32_t)src,
                          status->MPI_TAG, bytes);
    }
}

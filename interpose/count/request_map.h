/* Requests and matched messages whose traffic is counted later: receives
 * (counted at completion, when the status tells the source and size, also
 * for MPI_ANY_SOURCE), persistent sends and persistent collectives (counted
 * at each MPI_Start). */
#ifndef CP_REQUEST_MAP_H
#define CP_REQUEST_MAP_H

#include <mpi.h>
#include <stddef.h>
#include <stdint.h>

#include "guard.h"

CP_HIDDEN void cp_req_set_threaded(int threaded);

/* Entries in the table.  While recording is paused, the calls that end
 * requests (Wait*, Test*, Request_free, Mrecv, Imrecv) still let go of the
 * entries of what they end, counting nothing, when there are any: left
 * behind, an entry would outlive its request, and a later request given the
 * same handle while paused would be counted with the old one's source (a
 * receive from rank 2 counted as one from rank 0: tests/programs/
 * random_traffic.c found it). */
extern CP_HIDDEN size_t cp_req_tracked;
static inline int cp_req_any(void) { return __atomic_load_n(&cp_req_tracked, __ATOMIC_RELAXED) != 0; }

CP_HIDDEN void cp_req_add_recv(MPI_Request req, MPI_Comm comm, int source, int persistent);
CP_HIDDEN void cp_req_add_mrecv(MPI_Request req, int world_source, uint32_t tcomm);
CP_HIDDEN void cp_req_add_psend(MPI_Request req, MPI_Comm comm, int dest, int tag, int64_t count,
                                MPI_Datatype type);
/* A persistent collective's request (coll_persistent.h), which takes c. */
struct cp_coll_capture;
CP_HIDDEN void cp_req_add_pcoll(MPI_Request req, struct cp_coll_capture *c);
CP_HIDDEN void cp_req_start(MPI_Request req, int64_t now); /* now: cp_send_time() before MPI_Start */
CP_HIDDEN void cp_req_forget(MPI_Request req);
/* MPI_Request_get_status said `req` is complete, with `status`. */
CP_HIDDEN void cp_req_status(MPI_Request req, MPI_Status *status);

/* MPI_Mprobe'd messages: remember the world source until MPI_Mrecv. */
CP_HIDDEN void cp_msg_add(MPI_Message msg, MPI_Comm comm, MPI_Status *status);
CP_HIDDEN int cp_msg_take(MPI_Message msg, uint32_t *tcomm);

/* Completion of requests (Wait, Test and their any/some/all forms).  Under
 * MPI_THREAD_MULTIPLE the receives' entries are claimed before the real
 * call, while their handles are still live: once MPI completes a request,
 * another thread may get the same handle for a new one before this thread
 * looks it up.  Entries of receives that did not complete are put back by
 * cp_compl_end.  Otherwise the lookup waits until after the call (`late`).  Persistent
 * receives' entries are taken where they are: their handles outlive
 * completion.  Statuses are
 * supplied when the user passed MPI_STATUS(ES)_IGNORE, only while a claimed
 * entry needs them. */
#define CP_COMPL_INLINE 16
typedef struct cp_compl {
    int n, active; /* taken entries not yet counted (receives' put back at the end) */
    /* Unless the program runs MPI_THREAD_MULTIPLE, one thread is in MPI at
     * a time, so no new request can take a completed one's handle before
     * the completion is looked up after the call: then nothing is claimed,
     * the handles are kept (`late`), and a test that completes nothing costs
     * no lookup. */
    int late;
    union {
        void **taken;         /* taken entry per index, or NULL */
        MPI_Request *handles; /* late: the requests as they were passed */
    };
    MPI_Status *statuses; /* ours, when the user ignored them */
    union {
        void *taken_inline[CP_COMPL_INLINE];
        MPI_Request handle_inline[CP_COMPL_INLINE];
    };
    MPI_Status status_inline[CP_COMPL_INLINE];
} cp_compl_t;

CP_HIDDEN void cp_compl_begin(cp_compl_t *c, int n, const MPI_Request *reqs,
                              MPI_Status **statuses);
CP_HIDDEN void cp_compl_all(cp_compl_t *c, MPI_Status *statuses);
CP_HIDDEN void cp_compl_one(cp_compl_t *c, int index, MPI_Status *status);
CP_HIDDEN void cp_compl_some(cp_compl_t *c, int outcount, const int *indices,
                             MPI_Status *statuses);
CP_HIDDEN void cp_compl_end_slow(cp_compl_t *c);
/* Inline: most completions (late, under 17 requests) leave nothing to free. */
static inline void cp_compl_end(cp_compl_t *c)
{
    if (c->late && c->handles == c->handle_inline && (!c->statuses || c->statuses == c->status_inline)) return;
    cp_compl_end_slow(c);
}

#endif

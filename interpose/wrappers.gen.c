/* GENERATED from mpi_calls.def by gen_wrappers.py. DO NOT EDIT. */

#include "wrap_support.h"

CP_REAL_DECL(Init, (int *argc, char ***argv))
static int cp_w_Init(int *argc, char ***argv)
{
    if (cp_nested()) return CP_REAL(Init)(argc, argv);
    cp_guard_enter();
    int cp_rc = CP_REAL(Init)(argc, argv);
    if (cp_rc == MPI_SUCCESS) {
        cp_runtime_init(MPI_THREAD_SINGLE);
    }
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Init(int *argc, char ***argv) { return cp_w_Init(argc, argv); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Init(int *argc, char ***argv) { return cp_w_Init(argc, argv); }
#endif

CP_REAL_DECL(Init_thread, (int *argc, char ***argv, int required, int *provided))
static int cp_w_Init_thread(int *argc, char ***argv, int required, int *provided)
{
    if (cp_nested()) return CP_REAL(Init_thread)(argc, argv, required, provided);
    cp_guard_enter();
    int cp_rc = CP_REAL(Init_thread)(argc, argv, required, provided);
    if (cp_rc == MPI_SUCCESS) {
        cp_runtime_init(*provided);
    }
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Init_thread(int *argc, char ***argv, int required, int *provided) { return cp_w_Init_thread(argc, argv, required, provided); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Init_thread(int *argc, char ***argv, int required, int *provided) { return cp_w_Init_thread(argc, argv, required, provided); }
#endif

CP_REAL_DECL(Finalize, (void))
static int cp_w_Finalize(void)
{
    if (cp_nested()) return CP_REAL(Finalize)();
    cp_guard_enter();
    cp_runtime_finalize();
    int cp_rc = CP_REAL(Finalize)();
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Finalize(void) { return cp_w_Finalize(); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Finalize(void) { return cp_w_Finalize(); }
#endif

CP_REAL_DECL(Abort, (MPI_Comm comm, int errorcode))
static int cp_w_Abort(MPI_Comm comm, int errorcode)
{
    if (cp_nested()) return CP_REAL(Abort)(comm, errorcode);
    cp_guard_enter();
    cp_runtime_abort();
    int cp_rc = CP_REAL(Abort)(comm, errorcode);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Abort(MPI_Comm comm, int errorcode) { return cp_w_Abort(comm, errorcode); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Abort(MPI_Comm comm, int errorcode) { return cp_w_Abort(comm, errorcode); }
#endif

CP_REAL_DECL(Send, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm))
static int cp_w_Send(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    if (!cp_recording_now()) return CP_REAL(Send)(buf, count, datatype, dest, tag, comm);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Send);
    int cp_rc = CP_REAL(Send)(buf, count, datatype, dest, tag, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Send);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Send(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Send(buf, count, datatype, dest, tag, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Send(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Send(buf, count, datatype, dest, tag, comm); }
#endif

CP_REAL_DECL(Bsend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm))
static int cp_w_Bsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    if (!cp_recording_now()) return CP_REAL(Bsend)(buf, count, datatype, dest, tag, comm);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Bsend);
    int cp_rc = CP_REAL(Bsend)(buf, count, datatype, dest, tag, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Bsend);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Bsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Bsend(buf, count, datatype, dest, tag, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Bsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Bsend(buf, count, datatype, dest, tag, comm); }
#endif

CP_REAL_DECL(Ssend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm))
static int cp_w_Ssend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    if (!cp_recording_now()) return CP_REAL(Ssend)(buf, count, datatype, dest, tag, comm);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Ssend);
    int cp_rc = CP_REAL(Ssend)(buf, count, datatype, dest, tag, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Ssend);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ssend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Ssend(buf, count, datatype, dest, tag, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ssend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Ssend(buf, count, datatype, dest, tag, comm); }
#endif

CP_REAL_DECL(Rsend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm))
static int cp_w_Rsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    if (!cp_recording_now()) return CP_REAL(Rsend)(buf, count, datatype, dest, tag, comm);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Rsend);
    int cp_rc = CP_REAL(Rsend)(buf, count, datatype, dest, tag, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Rsend);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Rsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Rsend(buf, count, datatype, dest, tag, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Rsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Rsend(buf, count, datatype, dest, tag, comm); }
#endif

CP_REAL_DECL(Isend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request))
static int cp_w_Isend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Isend)(buf, count, datatype, dest, tag, comm, request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Isend);
    int cp_rc = CP_REAL(Isend)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Isend);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Isend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Isend(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Isend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Isend(buf, count, datatype, dest, tag, comm, request); }
#endif

CP_REAL_DECL(Ibsend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request))
static int cp_w_Ibsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Ibsend)(buf, count, datatype, dest, tag, comm, request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Ibsend);
    int cp_rc = CP_REAL(Ibsend)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Ibsend);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ibsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Ibsend(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ibsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Ibsend(buf, count, datatype, dest, tag, comm, request); }
#endif

CP_REAL_DECL(Issend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request))
static int cp_w_Issend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Issend)(buf, count, datatype, dest, tag, comm, request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Issend);
    int cp_rc = CP_REAL(Issend)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Issend);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Issend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Issend(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Issend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Issend(buf, count, datatype, dest, tag, comm, request); }
#endif

CP_REAL_DECL(Irsend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request))
static int cp_w_Irsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Irsend)(buf, count, datatype, dest, tag, comm, request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Irsend);
    int cp_rc = CP_REAL(Irsend)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Irsend);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Irsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Irsend(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Irsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Irsend(buf, count, datatype, dest, tag, comm, request); }
#endif

CP_REAL_DECL(Send_init, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request))
static int cp_w_Send_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Send_init)(buf, count, datatype, dest, tag, comm, request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Send_init);
    int cp_rc = CP_REAL(Send_init)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_psend(*request, comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Send_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Send_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Send_init(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Send_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Send_init(buf, count, datatype, dest, tag, comm, request); }
#endif

CP_REAL_DECL(Bsend_init, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request))
static int cp_w_Bsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Bsend_init)(buf, count, datatype, dest, tag, comm, request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Bsend_init);
    int cp_rc = CP_REAL(Bsend_init)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_psend(*request, comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Bsend_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Bsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Bsend_init(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Bsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Bsend_init(buf, count, datatype, dest, tag, comm, request); }
#endif

CP_REAL_DECL(Ssend_init, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request))
static int cp_w_Ssend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Ssend_init)(buf, count, datatype, dest, tag, comm, request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Ssend_init);
    int cp_rc = CP_REAL(Ssend_init)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_psend(*request, comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Ssend_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ssend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Ssend_init(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ssend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Ssend_init(buf, count, datatype, dest, tag, comm, request); }
#endif

CP_REAL_DECL(Rsend_init, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request))
static int cp_w_Rsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Rsend_init)(buf, count, datatype, dest, tag, comm, request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Rsend_init);
    int cp_rc = CP_REAL(Rsend_init)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_psend(*request, comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Rsend_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Rsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Rsend_init(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Rsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Rsend_init(buf, count, datatype, dest, tag, comm, request); }
#endif

CP_REAL_DECL(Recv, (void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status))
static int cp_w_Recv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status)
{
    if (!cp_recording_now()) return CP_REAL(Recv)(buf, count, datatype, source, tag, comm, status);
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Recv);
    int cp_rc = CP_REAL(Recv)(buf, count, datatype, source, tag, comm, status);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_recv(comm, -1, status);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Recv);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Recv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status) { return cp_w_Recv(buf, count, datatype, source, tag, comm, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Recv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status) { return cp_w_Recv(buf, count, datatype, source, tag, comm, status); }
#endif

CP_REAL_DECL(Irecv, (void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request))
static int cp_w_Irecv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Irecv)(buf, count, datatype, source, tag, comm, request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Irecv);
    int cp_rc = CP_REAL(Irecv)(buf, count, datatype, source, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_recv(*request, comm, source, 0);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Irecv);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Irecv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Irecv(buf, count, datatype, source, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Irecv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Irecv(buf, count, datatype, source, tag, comm, request); }
#endif

CP_REAL_DECL(Recv_init, (void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request))
static int cp_w_Recv_init(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Recv_init)(buf, count, datatype, source, tag, comm, request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Recv_init);
    int cp_rc = CP_REAL(Recv_init)(buf, count, datatype, source, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_recv(*request, comm, source, 1);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Recv_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Recv_init(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Recv_init(buf, count, datatype, source, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Recv_init(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Recv_init(buf, count, datatype, source, tag, comm, request); }
#endif

CP_REAL_DECL(Sendrecv, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status))
static int cp_w_Sendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status)
{
    if (!cp_recording_now()) return CP_REAL(Sendrecv)(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status);
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Sendrecv);
    int cp_rc = CP_REAL(Sendrecv)(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, sendtag, (int64_t)sendcount, sendtype);
        cp_hook_recv(comm, -1, status);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Sendrecv);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Sendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status) { return cp_w_Sendrecv(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Sendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status) { return cp_w_Sendrecv(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status); }
#endif

CP_REAL_DECL(Sendrecv_replace, (void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status))
static int cp_w_Sendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status)
{
    if (!cp_recording_now()) return CP_REAL(Sendrecv_replace)(buf, count, datatype, dest, sendtag, source, recvtag, comm, status);
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Sendrecv_replace);
    int cp_rc = CP_REAL(Sendrecv_replace)(buf, count, datatype, dest, sendtag, source, recvtag, comm, status);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, sendtag, (int64_t)count, datatype);
        cp_hook_recv(comm, -1, status);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Sendrecv_replace);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Sendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status) { return cp_w_Sendrecv_replace(buf, count, datatype, dest, sendtag, source, recvtag, comm, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Sendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status) { return cp_w_Sendrecv_replace(buf, count, datatype, dest, sendtag, source, recvtag, comm, status); }
#endif

CP_REAL_DECL(Mprobe, (int source, int tag, MPI_Comm comm, MPI_Message *message, MPI_Status *status))
static int cp_w_Mprobe(int source, int tag, MPI_Comm comm, MPI_Message *message, MPI_Status *status)
{
    if (!cp_recording_now()) return CP_REAL(Mprobe)(source, tag, comm, message, status);
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Mprobe);
    int cp_rc = CP_REAL(Mprobe)(source, tag, comm, message, status);
    if (cp_rc == MPI_SUCCESS) {
        cp_msg_add(*message, comm, status);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Mprobe);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Mprobe(int source, int tag, MPI_Comm comm, MPI_Message *message, MPI_Status *status) { return cp_w_Mprobe(source, tag, comm, message, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Mprobe(int source, int tag, MPI_Comm comm, MPI_Message *message, MPI_Status *status) { return cp_w_Mprobe(source, tag, comm, message, status); }
#endif

CP_REAL_DECL(Improbe, (int source, int tag, MPI_Comm comm, int *flag, MPI_Message *message, MPI_Status *status))
static int cp_w_Improbe(int source, int tag, MPI_Comm comm, int *flag, MPI_Message *message, MPI_Status *status)
{
    if (!cp_recording_now()) return CP_REAL(Improbe)(source, tag, comm, flag, message, status);
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Improbe);
    int cp_rc = CP_REAL(Improbe)(source, tag, comm, flag, message, status);
    if (cp_rc == MPI_SUCCESS) {
        if (*flag) cp_msg_add(*message, comm, status);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Improbe);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Improbe(int source, int tag, MPI_Comm comm, int *flag, MPI_Message *message, MPI_Status *status) { return cp_w_Improbe(source, tag, comm, flag, message, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Improbe(int source, int tag, MPI_Comm comm, int *flag, MPI_Message *message, MPI_Status *status) { return cp_w_Improbe(source, tag, comm, flag, message, status); }
#endif

CP_REAL_DECL(Mrecv, (void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Status *status))
static int cp_w_Mrecv(void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Status *status)
{
    if (!cp_recording_now()) return CP_REAL(Mrecv)(buf, count, type, message, status);
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    int cp_src = cp_msg_take(*message);
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Mrecv);
    int cp_rc = CP_REAL(Mrecv)(buf, count, type, message, status);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_recv(MPI_COMM_NULL, cp_src, status);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Mrecv);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Mrecv(void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Status *status) { return cp_w_Mrecv(buf, count, type, message, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Mrecv(void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Status *status) { return cp_w_Mrecv(buf, count, type, message, status); }
#endif

CP_REAL_DECL(Imrecv, (void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Request *request))
static int cp_w_Imrecv(void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Imrecv)(buf, count, type, message, request);
    cp_guard_enter();
    int cp_src = cp_msg_take(*message);
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Imrecv);
    int cp_rc = CP_REAL(Imrecv)(buf, count, type, message, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_mrecv(*request, cp_src);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Imrecv);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Imrecv(void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Request *request) { return cp_w_Imrecv(buf, count, type, message, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Imrecv(void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Request *request) { return cp_w_Imrecv(buf, count, type, message, request); }
#endif

CP_REAL_DECL(Start, (MPI_Request *request))
static int cp_w_Start(MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Start)(request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Start);
    int cp_rc = CP_REAL(Start)(request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_start(*request);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Start);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Start(MPI_Request *request) { return cp_w_Start(request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Start(MPI_Request *request) { return cp_w_Start(request); }
#endif

CP_REAL_DECL(Startall, (int count, MPI_Request *array_of_requests))
static int cp_w_Startall(int count, MPI_Request *array_of_requests)
{
    if (!cp_recording_now()) return CP_REAL(Startall)(count, array_of_requests);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Startall);
    int cp_rc = CP_REAL(Startall)(count, array_of_requests);
    if (cp_rc == MPI_SUCCESS) {
        for (int cp_i = 0; cp_i < count; cp_i++) cp_req_start(array_of_requests[cp_i]);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Startall);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Startall(int count, MPI_Request *array_of_requests) { return cp_w_Startall(count, array_of_requests); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Startall(int count, MPI_Request *array_of_requests) { return cp_w_Startall(count, array_of_requests); }
#endif

CP_REAL_DECL(Wait, (MPI_Request *request, MPI_Status *status))
static int cp_w_Wait(MPI_Request *request, MPI_Status *status)
{
    if (!cp_recording_now()) return CP_REAL(Wait)(request, status);
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    cp_compl_t cp_c;
    cp_compl_begin(&cp_c, 1, request, NULL);
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Wait);
    int cp_rc = CP_REAL(Wait)(request, status);
    if (cp_rc == MPI_SUCCESS) {
        cp_compl_one(&cp_c, 0, status);
    }
    cp_compl_end(&cp_c);
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Wait);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Wait(MPI_Request *request, MPI_Status *status) { return cp_w_Wait(request, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Wait(MPI_Request *request, MPI_Status *status) { return cp_w_Wait(request, status); }
#endif

CP_REAL_DECL(Waitall, (int count, MPI_Request *array_of_requests, MPI_Status *array_of_statuses))
static int cp_w_Waitall(int count, MPI_Request *array_of_requests, MPI_Status *array_of_statuses)
{
    if (!cp_recording_now()) return CP_REAL(Waitall)(count, array_of_requests, array_of_statuses);
    cp_guard_enter();
    cp_compl_t cp_c;
    cp_compl_begin(&cp_c, count, array_of_requests, &array_of_statuses);
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Waitall);
    int cp_rc = CP_REAL(Waitall)(count, array_of_requests, array_of_statuses);
    if (cp_rc == MPI_SUCCESS) {
        cp_compl_all(&cp_c, array_of_statuses);
    }
    cp_compl_end(&cp_c);
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Waitall);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Waitall(int count, MPI_Request *array_of_requests, MPI_Status *array_of_statuses) { return cp_w_Waitall(count, array_of_requests, array_of_statuses); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Waitall(int count, MPI_Request *array_of_requests, MPI_Status *array_of_statuses) { return cp_w_Waitall(count, array_of_requests, array_of_statuses); }
#endif

CP_REAL_DECL(Waitany, (int count, MPI_Request *array_of_requests, int *index, MPI_Status *status))
static int cp_w_Waitany(int count, MPI_Request *array_of_requests, int *index, MPI_Status *status)
{
    if (!cp_recording_now()) return CP_REAL(Waitany)(count, array_of_requests, index, status);
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    cp_compl_t cp_c;
    cp_compl_begin(&cp_c, count, array_of_requests, NULL);
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Waitany);
    int cp_rc = CP_REAL(Waitany)(count, array_of_requests, index, status);
    if (cp_rc == MPI_SUCCESS) {
        cp_compl_one(&cp_c, *index, status);
    }
    cp_compl_end(&cp_c);
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Waitany);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Waitany(int count, MPI_Request *array_of_requests, int *index, MPI_Status *status) { return cp_w_Waitany(count, array_of_requests, index, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Waitany(int count, MPI_Request *array_of_requests, int *index, MPI_Status *status) { return cp_w_Waitany(count, array_of_requests, index, status); }
#endif

CP_REAL_DECL(Waitsome, (int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses))
static int cp_w_Waitsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses)
{
    if (!cp_recording_now()) return CP_REAL(Waitsome)(incount, array_of_requests, outcount, array_of_indices, array_of_statuses);
    cp_guard_enter();
    cp_compl_t cp_c;
    cp_compl_begin(&cp_c, incount, array_of_requests, &array_of_statuses);
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Waitsome);
    int cp_rc = CP_REAL(Waitsome)(incount, array_of_requests, outcount, array_of_indices, array_of_statuses);
    if (cp_rc == MPI_SUCCESS) {
        cp_compl_some(&cp_c, *outcount, array_of_indices, array_of_statuses);
    }
    cp_compl_end(&cp_c);
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Waitsome);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Waitsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses) { return cp_w_Waitsome(incount, array_of_requests, outcount, array_of_indices, array_of_statuses); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Waitsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses) { return cp_w_Waitsome(incount, array_of_requests, outcount, array_of_indices, array_of_statuses); }
#endif

CP_REAL_DECL(Test, (MPI_Request *request, int *flag, MPI_Status *status))
static int cp_w_Test(MPI_Request *request, int *flag, MPI_Status *status)
{
    if (!cp_recording_now()) return CP_REAL(Test)(request, flag, status);
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    cp_compl_t cp_c;
    cp_compl_begin(&cp_c, 1, request, NULL);
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Test);
    int cp_rc = CP_REAL(Test)(request, flag, status);
    if (cp_rc == MPI_SUCCESS) {
        if (*flag) cp_compl_one(&cp_c, 0, status);
    }
    cp_compl_end(&cp_c);
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Test);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Test(MPI_Request *request, int *flag, MPI_Status *status) { return cp_w_Test(request, flag, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Test(MPI_Request *request, int *flag, MPI_Status *status) { return cp_w_Test(request, flag, status); }
#endif

CP_REAL_DECL(Testall, (int count, MPI_Request *array_of_requests, int *flag, MPI_Status *array_of_statuses))
static int cp_w_Testall(int count, MPI_Request *array_of_requests, int *flag, MPI_Status *array_of_statuses)
{
    if (!cp_recording_now()) return CP_REAL(Testall)(count, array_of_requests, flag, array_of_statuses);
    cp_guard_enter();
    cp_compl_t cp_c;
    cp_compl_begin(&cp_c, count, array_of_requests, &array_of_statuses);
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Testall);
    int cp_rc = CP_REAL(Testall)(count, array_of_requests, flag, array_of_statuses);
    if (cp_rc == MPI_SUCCESS) {
        if (*flag) cp_compl_all(&cp_c, array_of_statuses);
    }
    cp_compl_end(&cp_c);
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Testall);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Testall(int count, MPI_Request *array_of_requests, int *flag, MPI_Status *array_of_statuses) { return cp_w_Testall(count, array_of_requests, flag, array_of_statuses); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Testall(int count, MPI_Request *array_of_requests, int *flag, MPI_Status *array_of_statuses) { return cp_w_Testall(count, array_of_requests, flag, array_of_statuses); }
#endif

CP_REAL_DECL(Testany, (int count, MPI_Request *array_of_requests, int *index, int *flag, MPI_Status *status))
static int cp_w_Testany(int count, MPI_Request *array_of_requests, int *index, int *flag, MPI_Status *status)
{
    if (!cp_recording_now()) return CP_REAL(Testany)(count, array_of_requests, index, flag, status);
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    cp_compl_t cp_c;
    cp_compl_begin(&cp_c, count, array_of_requests, NULL);
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Testany);
    int cp_rc = CP_REAL(Testany)(count, array_of_requests, index, flag, status);
    if (cp_rc == MPI_SUCCESS) {
        if (*flag) cp_compl_one(&cp_c, *index, status);
    }
    cp_compl_end(&cp_c);
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Testany);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Testany(int count, MPI_Request *array_of_requests, int *index, int *flag, MPI_Status *status) { return cp_w_Testany(count, array_of_requests, index, flag, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Testany(int count, MPI_Request *array_of_requests, int *index, int *flag, MPI_Status *status) { return cp_w_Testany(count, array_of_requests, index, flag, status); }
#endif

CP_REAL_DECL(Testsome, (int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses))
static int cp_w_Testsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses)
{
    if (!cp_recording_now()) return CP_REAL(Testsome)(incount, array_of_requests, outcount, array_of_indices, array_of_statuses);
    cp_guard_enter();
    cp_compl_t cp_c;
    cp_compl_begin(&cp_c, incount, array_of_requests, &array_of_statuses);
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Testsome);
    int cp_rc = CP_REAL(Testsome)(incount, array_of_requests, outcount, array_of_indices, array_of_statuses);
    if (cp_rc == MPI_SUCCESS) {
        cp_compl_some(&cp_c, *outcount, array_of_indices, array_of_statuses);
    }
    cp_compl_end(&cp_c);
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Testsome);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Testsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses) { return cp_w_Testsome(incount, array_of_requests, outcount, array_of_indices, array_of_statuses); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Testsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses) { return cp_w_Testsome(incount, array_of_requests, outcount, array_of_indices, array_of_statuses); }
#endif

CP_REAL_DECL(Request_free, (MPI_Request *request))
static int cp_w_Request_free(MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Request_free)(request);
    cp_guard_enter();
    cp_req_forget(*request);
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Request_free);
    int cp_rc = CP_REAL(Request_free)(request);
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Request_free);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Request_free(MPI_Request *request) { return cp_w_Request_free(request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Request_free(MPI_Request *request) { return cp_w_Request_free(request); }
#endif

#ifdef CP_HAVE_LARGE_COUNT
CP_REAL_DECL(Send_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm))
static int cp_w_Send_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    if (!cp_recording_now()) return CP_REAL(Send_c)(buf, count, datatype, dest, tag, comm);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Send_c);
    int cp_rc = CP_REAL(Send_c)(buf, count, datatype, dest, tag, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Send_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Send_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Send_c(buf, count, datatype, dest, tag, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Send_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Send_c(buf, count, datatype, dest, tag, comm); }
#endif
#endif

#ifdef CP_HAVE_LARGE_COUNT
CP_REAL_DECL(Bsend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm))
static int cp_w_Bsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    if (!cp_recording_now()) return CP_REAL(Bsend_c)(buf, count, datatype, dest, tag, comm);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Bsend_c);
    int cp_rc = CP_REAL(Bsend_c)(buf, count, datatype, dest, tag, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Bsend_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Bsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Bsend_c(buf, count, datatype, dest, tag, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Bsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Bsend_c(buf, count, datatype, dest, tag, comm); }
#endif
#endif

#ifdef CP_HAVE_LARGE_COUNT
CP_REAL_DECL(Ssend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm))
static int cp_w_Ssend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    if (!cp_recording_now()) return CP_REAL(Ssend_c)(buf, count, datatype, dest, tag, comm);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Ssend_c);
    int cp_rc = CP_REAL(Ssend_c)(buf, count, datatype, dest, tag, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Ssend_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ssend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Ssend_c(buf, count, datatype, dest, tag, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ssend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Ssend_c(buf, count, datatype, dest, tag, comm); }
#endif
#endif

#ifdef CP_HAVE_LARGE_COUNT
CP_REAL_DECL(Rsend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm))
static int cp_w_Rsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    if (!cp_recording_now()) return CP_REAL(Rsend_c)(buf, count, datatype, dest, tag, comm);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Rsend_c);
    int cp_rc = CP_REAL(Rsend_c)(buf, count, datatype, dest, tag, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Rsend_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Rsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Rsend_c(buf, count, datatype, dest, tag, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Rsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Rsend_c(buf, count, datatype, dest, tag, comm); }
#endif
#endif

#ifdef CP_HAVE_LARGE_COUNT
CP_REAL_DECL(Isend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request))
static int cp_w_Isend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Isend_c)(buf, count, datatype, dest, tag, comm, request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Isend_c);
    int cp_rc = CP_REAL(Isend_c)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Isend_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Isend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Isend_c(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Isend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Isend_c(buf, count, datatype, dest, tag, comm, request); }
#endif
#endif

#ifdef CP_HAVE_LARGE_COUNT
CP_REAL_DECL(Ibsend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request))
static int cp_w_Ibsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Ibsend_c)(buf, count, datatype, dest, tag, comm, request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Ibsend_c);
    int cp_rc = CP_REAL(Ibsend_c)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Ibsend_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ibsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Ibsend_c(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ibsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Ibsend_c(buf, count, datatype, dest, tag, comm, request); }
#endif
#endif

#ifdef CP_HAVE_LARGE_COUNT
CP_REAL_DECL(Issend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request))
static int cp_w_Issend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Issend_c)(buf, count, datatype, dest, tag, comm, request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Issend_c);
    int cp_rc = CP_REAL(Issend_c)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Issend_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Issend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Issend_c(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Issend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Issend_c(buf, count, datatype, dest, tag, comm, request); }
#endif
#endif

#ifdef CP_HAVE_LARGE_COUNT
CP_REAL_DECL(Irsend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request))
static int cp_w_Irsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Irsend_c)(buf, count, datatype, dest, tag, comm, request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Irsend_c);
    int cp_rc = CP_REAL(Irsend_c)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Irsend_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Irsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Irsend_c(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Irsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Irsend_c(buf, count, datatype, dest, tag, comm, request); }
#endif
#endif

#ifdef CP_HAVE_LARGE_COUNT
CP_REAL_DECL(Send_init_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request))
static int cp_w_Send_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Send_init_c)(buf, count, datatype, dest, tag, comm, request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Send_init_c);
    int cp_rc = CP_REAL(Send_init_c)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_psend(*request, comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Send_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Send_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Send_init_c(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Send_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Send_init_c(buf, count, datatype, dest, tag, comm, request); }
#endif
#endif

#ifdef CP_HAVE_LARGE_COUNT
CP_REAL_DECL(Bsend_init_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request))
static int cp_w_Bsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Bsend_init_c)(buf, count, datatype, dest, tag, comm, request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Bsend_init_c);
    int cp_rc = CP_REAL(Bsend_init_c)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_psend(*request, comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Bsend_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Bsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Bsend_init_c(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Bsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Bsend_init_c(buf, count, datatype, dest, tag, comm, request); }
#endif
#endif

#ifdef CP_HAVE_LARGE_COUNT
CP_REAL_DECL(Ssend_init_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request))
static int cp_w_Ssend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Ssend_init_c)(buf, count, datatype, dest, tag, comm, request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Ssend_init_c);
    int cp_rc = CP_REAL(Ssend_init_c)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_psend(*request, comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Ssend_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ssend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Ssend_init_c(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ssend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Ssend_init_c(buf, count, datatype, dest, tag, comm, request); }
#endif
#endif

#ifdef CP_HAVE_LARGE_COUNT
CP_REAL_DECL(Rsend_init_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request))
static int cp_w_Rsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Rsend_init_c)(buf, count, datatype, dest, tag, comm, request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Rsend_init_c);
    int cp_rc = CP_REAL(Rsend_init_c)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_psend(*request, comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Rsend_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Rsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Rsend_init_c(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Rsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Rsend_init_c(buf, count, datatype, dest, tag, comm, request); }
#endif
#endif

#ifdef CP_HAVE_LARGE_COUNT
CP_REAL_DECL(Recv_c, (void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status))
static int cp_w_Recv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status)
{
    if (!cp_recording_now()) return CP_REAL(Recv_c)(buf, count, datatype, source, tag, comm, status);
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Recv_c);
    int cp_rc = CP_REAL(Recv_c)(buf, count, datatype, source, tag, comm, status);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_recv(comm, -1, status);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Recv_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Recv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status) { return cp_w_Recv_c(buf, count, datatype, source, tag, comm, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Recv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status) { return cp_w_Recv_c(buf, count, datatype, source, tag, comm, status); }
#endif
#endif

#ifdef CP_HAVE_LARGE_COUNT
CP_REAL_DECL(Irecv_c, (void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request))
static int cp_w_Irecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Irecv_c)(buf, count, datatype, source, tag, comm, request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Irecv_c);
    int cp_rc = CP_REAL(Irecv_c)(buf, count, datatype, source, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_recv(*request, comm, source, 0);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Irecv_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Irecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Irecv_c(buf, count, datatype, source, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Irecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Irecv_c(buf, count, datatype, source, tag, comm, request); }
#endif
#endif

#ifdef CP_HAVE_LARGE_COUNT
CP_REAL_DECL(Recv_init_c, (void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request))
static int cp_w_Recv_init_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Recv_init_c)(buf, count, datatype, source, tag, comm, request);
    cp_guard_enter();
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Recv_init_c);
    int cp_rc = CP_REAL(Recv_init_c)(buf, count, datatype, source, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_recv(*request, comm, source, 1);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Recv_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Recv_init_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Recv_init_c(buf, count, datatype, source, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Recv_init_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Recv_init_c(buf, count, datatype, source, tag, comm, request); }
#endif
#endif

#ifdef CP_HAVE_LARGE_COUNT
CP_REAL_DECL(Sendrecv_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status))
static int cp_w_Sendrecv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status)
{
    if (!cp_recording_now()) return CP_REAL(Sendrecv_c)(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status);
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Sendrecv_c);
    int cp_rc = CP_REAL(Sendrecv_c)(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, sendtag, (int64_t)sendcount, sendtype);
        cp_hook_recv(comm, -1, status);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Sendrecv_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Sendrecv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status) { return cp_w_Sendrecv_c(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Sendrecv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status) { return cp_w_Sendrecv_c(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status); }
#endif
#endif

#ifdef CP_HAVE_LARGE_COUNT
CP_REAL_DECL(Sendrecv_replace_c, (void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status))
static int cp_w_Sendrecv_replace_c(void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status)
{
    if (!cp_recording_now()) return CP_REAL(Sendrecv_replace_c)(buf, count, datatype, dest, sendtag, source, recvtag, comm, status);
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Sendrecv_replace_c);
    int cp_rc = CP_REAL(Sendrecv_replace_c)(buf, count, datatype, dest, sendtag, source, recvtag, comm, status);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, sendtag, (int64_t)count, datatype);
        cp_hook_recv(comm, -1, status);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Sendrecv_replace_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Sendrecv_replace_c(void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status) { return cp_w_Sendrecv_replace_c(buf, count, datatype, dest, sendtag, source, recvtag, comm, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Sendrecv_replace_c(void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status) { return cp_w_Sendrecv_replace_c(buf, count, datatype, dest, sendtag, source, recvtag, comm, status); }
#endif
#endif

#ifdef CP_HAVE_LARGE_COUNT
CP_REAL_DECL(Mrecv_c, (void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Status *status))
static int cp_w_Mrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Status *status)
{
    if (!cp_recording_now()) return CP_REAL(Mrecv_c)(buf, count, datatype, message, status);
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    int cp_src = cp_msg_take(*message);
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Mrecv_c);
    int cp_rc = CP_REAL(Mrecv_c)(buf, count, datatype, message, status);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_recv(MPI_COMM_NULL, cp_src, status);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Mrecv_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Mrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Status *status) { return cp_w_Mrecv_c(buf, count, datatype, message, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Mrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Status *status) { return cp_w_Mrecv_c(buf, count, datatype, message, status); }
#endif
#endif

#ifdef CP_HAVE_LARGE_COUNT
CP_REAL_DECL(Imrecv_c, (void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Request *request))
static int cp_w_Imrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Imrecv_c)(buf, count, datatype, message, request);
    cp_guard_enter();
    int cp_src = cp_msg_take(*message);
    if (cp_trace_here()) cp_trace_enter(CP_CALL_Imrecv_c);
    int cp_rc = CP_REAL(Imrecv_c)(buf, count, datatype, message, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_mrecv(*request, cp_src);
    }
    if (cp_trace_here()) cp_trace_leave(CP_CALL_Imrecv_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Imrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Request *request) { return cp_w_Imrecv_c(buf, count, datatype, message, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Imrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Request *request) { return cp_w_Imrecv_c(buf, count, datatype, message, request); }
#endif
#endif

CP_REAL_DECL(Type_free, (MPI_Datatype *datatype))
static int cp_w_Type_free(MPI_Datatype *datatype)
{
    if (0) return CP_REAL(Type_free)(datatype);
    cp_guard_enter();
    cp_type_forget();
    int cp_rc = CP_REAL(Type_free)(datatype);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Type_free(MPI_Datatype *datatype) { return cp_w_Type_free(datatype); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Type_free(MPI_Datatype *datatype) { return cp_w_Type_free(datatype); }
#endif

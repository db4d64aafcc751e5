/* GENERATED from mpi_calls.def by gen_wrappers.py. DO NOT EDIT. */

#include "wrap_support.h"

CP_REAL_DECL(Init, (int *argc, char ***argv), (argc, argv))
static int cp_r_Init(int *argc, char ***argv);
static inline int cp_w_Init(int *argc, char ***argv)
{
    if (cp_nested()) return CP_REAL(Init)(argc, argv);
    return cp_r_Init(argc, argv);
}
__attribute__((noinline)) static int cp_r_Init(int *argc, char ***argv)
{
    cp_guard_enter();
    int cp_rc = CP_REAL(Init)(argc, argv);
    if (cp_rc == MPI_SUCCESS) {
        cp_runtime_init(MPI_THREAD_SINGLE); cp_bind_report(); cp_reorder_init(); cp_trace_init_done(CP_CALL_Init);
    }
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Init(int *argc, char ***argv) { return cp_w_Init(argc, argv); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Init(int *argc, char ***argv) { return cp_w_Init(argc, argv); }
#endif

CP_REAL_DECL(Init_thread, (int *argc, char ***argv, int required, int *provided), (argc, argv, required, provided))
static int cp_r_Init_thread(int *argc, char ***argv, int required, int *provided);
static inline int cp_w_Init_thread(int *argc, char ***argv, int required, int *provided)
{
    if (cp_nested()) return CP_REAL(Init_thread)(argc, argv, required, provided);
    return cp_r_Init_thread(argc, argv, required, provided);
}
__attribute__((noinline)) static int cp_r_Init_thread(int *argc, char ***argv, int required, int *provided)
{
    cp_guard_enter();
    int cp_rc = CP_REAL(Init_thread)(argc, argv, required, provided);
    if (cp_rc == MPI_SUCCESS) {
        cp_runtime_init(*provided); cp_bind_report(); cp_reorder_init(); cp_trace_init_done(CP_CALL_Init_thread);
    }
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Init_thread(int *argc, char ***argv, int required, int *provided) { return cp_w_Init_thread(argc, argv, required, provided); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Init_thread(int *argc, char ***argv, int required, int *provided) { return cp_w_Init_thread(argc, argv, required, provided); }
#endif

CP_REAL_DECL(Finalize, (void), ())
static int cp_r_Finalize(void);
static inline int cp_w_Finalize(void)
{
    if (cp_nested()) return CP_REAL(Finalize)();
    return cp_r_Finalize();
}
__attribute__((noinline)) static int cp_r_Finalize(void)
{
    cp_guard_enter();
    cp_runtime_finalize(); cp_reorder_finalize();
    int cp_rc = CP_REAL(Finalize)();
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Finalize(void) { return cp_w_Finalize(); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Finalize(void) { return cp_w_Finalize(); }
#endif

CP_REAL_DECL(Abort, (MPI_Comm comm, int errorcode), (comm, errorcode))
static int cp_r_Abort(MPI_Comm comm, int errorcode);
static inline int cp_w_Abort(MPI_Comm comm, int errorcode)
{
    CP_SWAP_WORLD(comm);
    if (cp_nested()) return CP_REAL(Abort)(comm, errorcode);
    return cp_r_Abort(comm, errorcode);
}
__attribute__((noinline)) static int cp_r_Abort(MPI_Comm comm, int errorcode)
{
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

CP_REAL_DECL(Send, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm), (buf, count, datatype, dest, tag, comm))
static int cp_r_Send(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
static inline int cp_w_Send(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Send)(buf, count, datatype, dest, tag, comm);
    return cp_r_Send(buf, count, datatype, dest, tag, comm);
}
__attribute__((noinline)) static int cp_r_Send(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Send);
    int cp_rc = CP_REAL(Send)(buf, count, datatype, dest, tag, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype, cp_t0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Send);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Send(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Send(buf, count, datatype, dest, tag, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Send(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Send(buf, count, datatype, dest, tag, comm); }
#endif

CP_REAL_DECL(Bsend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm), (buf, count, datatype, dest, tag, comm))
static int cp_r_Bsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
static inline int cp_w_Bsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Bsend)(buf, count, datatype, dest, tag, comm);
    return cp_r_Bsend(buf, count, datatype, dest, tag, comm);
}
__attribute__((noinline)) static int cp_r_Bsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Bsend);
    int cp_rc = CP_REAL(Bsend)(buf, count, datatype, dest, tag, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype, cp_t0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Bsend);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Bsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Bsend(buf, count, datatype, dest, tag, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Bsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Bsend(buf, count, datatype, dest, tag, comm); }
#endif

CP_REAL_DECL(Ssend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm), (buf, count, datatype, dest, tag, comm))
static int cp_r_Ssend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
static inline int cp_w_Ssend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ssend)(buf, count, datatype, dest, tag, comm);
    return cp_r_Ssend(buf, count, datatype, dest, tag, comm);
}
__attribute__((noinline)) static int cp_r_Ssend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ssend);
    int cp_rc = CP_REAL(Ssend)(buf, count, datatype, dest, tag, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype, cp_t0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ssend);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ssend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Ssend(buf, count, datatype, dest, tag, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ssend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Ssend(buf, count, datatype, dest, tag, comm); }
#endif

CP_REAL_DECL(Rsend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm), (buf, count, datatype, dest, tag, comm))
static int cp_r_Rsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
static inline int cp_w_Rsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Rsend)(buf, count, datatype, dest, tag, comm);
    return cp_r_Rsend(buf, count, datatype, dest, tag, comm);
}
__attribute__((noinline)) static int cp_r_Rsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Rsend);
    int cp_rc = CP_REAL(Rsend)(buf, count, datatype, dest, tag, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype, cp_t0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Rsend);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Rsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Rsend(buf, count, datatype, dest, tag, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Rsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Rsend(buf, count, datatype, dest, tag, comm); }
#endif

CP_REAL_DECL(Isend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
static int cp_r_Isend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Isend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Isend)(buf, count, datatype, dest, tag, comm, request);
    return cp_r_Isend(buf, count, datatype, dest, tag, comm, request);
}
__attribute__((noinline)) static int cp_r_Isend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Isend);
    int cp_rc = CP_REAL(Isend)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype, cp_t0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Isend);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Isend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Isend(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Isend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Isend(buf, count, datatype, dest, tag, comm, request); }
#endif

CP_REAL_DECL(Ibsend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
static int cp_r_Ibsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ibsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ibsend)(buf, count, datatype, dest, tag, comm, request);
    return cp_r_Ibsend(buf, count, datatype, dest, tag, comm, request);
}
__attribute__((noinline)) static int cp_r_Ibsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ibsend);
    int cp_rc = CP_REAL(Ibsend)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype, cp_t0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ibsend);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ibsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Ibsend(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ibsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Ibsend(buf, count, datatype, dest, tag, comm, request); }
#endif

CP_REAL_DECL(Issend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
static int cp_r_Issend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Issend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Issend)(buf, count, datatype, dest, tag, comm, request);
    return cp_r_Issend(buf, count, datatype, dest, tag, comm, request);
}
__attribute__((noinline)) static int cp_r_Issend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Issend);
    int cp_rc = CP_REAL(Issend)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype, cp_t0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Issend);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Issend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Issend(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Issend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Issend(buf, count, datatype, dest, tag, comm, request); }
#endif

CP_REAL_DECL(Irsend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
static int cp_r_Irsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Irsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Irsend)(buf, count, datatype, dest, tag, comm, request);
    return cp_r_Irsend(buf, count, datatype, dest, tag, comm, request);
}
__attribute__((noinline)) static int cp_r_Irsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Irsend);
    int cp_rc = CP_REAL(Irsend)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype, cp_t0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Irsend);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Irsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Irsend(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Irsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Irsend(buf, count, datatype, dest, tag, comm, request); }
#endif

CP_REAL_DECL(Send_init, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
static int cp_r_Send_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Send_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Send_init)(buf, count, datatype, dest, tag, comm, request);
    return cp_r_Send_init(buf, count, datatype, dest, tag, comm, request);
}
__attribute__((noinline)) static int cp_r_Send_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Send_init);
    int cp_rc = CP_REAL(Send_init)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_psend(*request, comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Send_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Send_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Send_init(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Send_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Send_init(buf, count, datatype, dest, tag, comm, request); }
#endif

CP_REAL_DECL(Bsend_init, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
static int cp_r_Bsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Bsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Bsend_init)(buf, count, datatype, dest, tag, comm, request);
    return cp_r_Bsend_init(buf, count, datatype, dest, tag, comm, request);
}
__attribute__((noinline)) static int cp_r_Bsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Bsend_init);
    int cp_rc = CP_REAL(Bsend_init)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_psend(*request, comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Bsend_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Bsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Bsend_init(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Bsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Bsend_init(buf, count, datatype, dest, tag, comm, request); }
#endif

CP_REAL_DECL(Ssend_init, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
static int cp_r_Ssend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ssend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ssend_init)(buf, count, datatype, dest, tag, comm, request);
    return cp_r_Ssend_init(buf, count, datatype, dest, tag, comm, request);
}
__attribute__((noinline)) static int cp_r_Ssend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ssend_init);
    int cp_rc = CP_REAL(Ssend_init)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_psend(*request, comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ssend_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ssend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Ssend_init(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ssend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Ssend_init(buf, count, datatype, dest, tag, comm, request); }
#endif

CP_REAL_DECL(Rsend_init, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
static int cp_r_Rsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Rsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Rsend_init)(buf, count, datatype, dest, tag, comm, request);
    return cp_r_Rsend_init(buf, count, datatype, dest, tag, comm, request);
}
__attribute__((noinline)) static int cp_r_Rsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Rsend_init);
    int cp_rc = CP_REAL(Rsend_init)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_psend(*request, comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Rsend_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Rsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Rsend_init(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Rsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Rsend_init(buf, count, datatype, dest, tag, comm, request); }
#endif

CP_REAL_DECL(Recv, (void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status), (buf, count, datatype, source, tag, comm, status))
static int cp_r_Recv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status);
static inline int cp_w_Recv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recv_recording_now()) return CP_REAL(Recv)(buf, count, datatype, source, tag, comm, status);
    return cp_r_Recv(buf, count, datatype, source, tag, comm, status);
}
__attribute__((noinline)) static int cp_r_Recv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status)
{
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Recv);
    int cp_rc = CP_REAL(Recv)(buf, count, datatype, source, tag, comm, status);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_recv(comm, -1, status, 0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Recv);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Recv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status) { return cp_w_Recv(buf, count, datatype, source, tag, comm, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Recv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status) { return cp_w_Recv(buf, count, datatype, source, tag, comm, status); }
#endif

CP_REAL_DECL(Irecv, (void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, source, tag, comm, request))
static int cp_r_Irecv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Irecv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recv_recording_now()) return CP_REAL(Irecv)(buf, count, datatype, source, tag, comm, request);
    return cp_r_Irecv(buf, count, datatype, source, tag, comm, request);
}
__attribute__((noinline)) static int cp_r_Irecv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Irecv);
    int cp_rc = CP_REAL(Irecv)(buf, count, datatype, source, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_recv(*request, comm, source, 0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Irecv);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Irecv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Irecv(buf, count, datatype, source, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Irecv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Irecv(buf, count, datatype, source, tag, comm, request); }
#endif

CP_REAL_DECL(Recv_init, (void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, source, tag, comm, request))
static int cp_r_Recv_init(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Recv_init(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recv_recording_now()) return CP_REAL(Recv_init)(buf, count, datatype, source, tag, comm, request);
    return cp_r_Recv_init(buf, count, datatype, source, tag, comm, request);
}
__attribute__((noinline)) static int cp_r_Recv_init(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Recv_init);
    int cp_rc = CP_REAL(Recv_init)(buf, count, datatype, source, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_recv(*request, comm, source, 1);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Recv_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Recv_init(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Recv_init(buf, count, datatype, source, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Recv_init(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Recv_init(buf, count, datatype, source, tag, comm, request); }
#endif

CP_REAL_DECL(Sendrecv, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status), (sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status))
static int cp_r_Sendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status);
static inline int cp_w_Sendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Sendrecv)(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status);
    return cp_r_Sendrecv(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status);
}
__attribute__((noinline)) static int cp_r_Sendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status)
{
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Sendrecv);
    int cp_rc = CP_REAL(Sendrecv)(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, sendtag, (int64_t)sendcount, sendtype, cp_t0);
        if (cp_counting_recvs()) cp_hook_recv(comm, -1, status, 0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Sendrecv);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Sendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status) { return cp_w_Sendrecv(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Sendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status) { return cp_w_Sendrecv(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status); }
#endif

CP_REAL_DECL(Sendrecv_replace, (void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status), (buf, count, datatype, dest, sendtag, source, recvtag, comm, status))
static int cp_r_Sendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status);
static inline int cp_w_Sendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Sendrecv_replace)(buf, count, datatype, dest, sendtag, source, recvtag, comm, status);
    return cp_r_Sendrecv_replace(buf, count, datatype, dest, sendtag, source, recvtag, comm, status);
}
__attribute__((noinline)) static int cp_r_Sendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status)
{
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Sendrecv_replace);
    int cp_rc = CP_REAL(Sendrecv_replace)(buf, count, datatype, dest, sendtag, source, recvtag, comm, status);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, sendtag, (int64_t)count, datatype, cp_t0);
        if (cp_counting_recvs()) cp_hook_recv(comm, -1, status, 0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Sendrecv_replace);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Sendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status) { return cp_w_Sendrecv_replace(buf, count, datatype, dest, sendtag, source, recvtag, comm, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Sendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status) { return cp_w_Sendrecv_replace(buf, count, datatype, dest, sendtag, source, recvtag, comm, status); }
#endif

CP_REAL_DECL(Mprobe, (int source, int tag, MPI_Comm comm, MPI_Message *message, MPI_Status *status), (source, tag, comm, message, status))
static int cp_r_Mprobe(int source, int tag, MPI_Comm comm, MPI_Message *message, MPI_Status *status);
static inline int cp_w_Mprobe(int source, int tag, MPI_Comm comm, MPI_Message *message, MPI_Status *status)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recv_recording_now()) return CP_REAL(Mprobe)(source, tag, comm, message, status);
    return cp_r_Mprobe(source, tag, comm, message, status);
}
__attribute__((noinline)) static int cp_r_Mprobe(int source, int tag, MPI_Comm comm, MPI_Message *message, MPI_Status *status)
{
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Mprobe);
    int cp_rc = CP_REAL(Mprobe)(source, tag, comm, message, status);
    if (cp_rc == MPI_SUCCESS) {
        cp_msg_add(*message, comm, status);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Mprobe);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Mprobe(int source, int tag, MPI_Comm comm, MPI_Message *message, MPI_Status *status) { return cp_w_Mprobe(source, tag, comm, message, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Mprobe(int source, int tag, MPI_Comm comm, MPI_Message *message, MPI_Status *status) { return cp_w_Mprobe(source, tag, comm, message, status); }
#endif

CP_REAL_DECL(Improbe, (int source, int tag, MPI_Comm comm, int *flag, MPI_Message *message, MPI_Status *status), (source, tag, comm, flag, message, status))
static int cp_r_Improbe(int source, int tag, MPI_Comm comm, int *flag, MPI_Message *message, MPI_Status *status);
static inline int cp_w_Improbe(int source, int tag, MPI_Comm comm, int *flag, MPI_Message *message, MPI_Status *status)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recv_recording_now()) return CP_REAL(Improbe)(source, tag, comm, flag, message, status);
    return cp_r_Improbe(source, tag, comm, flag, message, status);
}
__attribute__((noinline)) static int cp_r_Improbe(int source, int tag, MPI_Comm comm, int *flag, MPI_Message *message, MPI_Status *status)
{
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Improbe);
    int cp_rc = CP_REAL(Improbe)(source, tag, comm, flag, message, status);
    if (cp_rc == MPI_SUCCESS) {
        if (*flag) cp_msg_add(*message, comm, status);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Improbe);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Improbe(int source, int tag, MPI_Comm comm, int *flag, MPI_Message *message, MPI_Status *status) { return cp_w_Improbe(source, tag, comm, flag, message, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Improbe(int source, int tag, MPI_Comm comm, int *flag, MPI_Message *message, MPI_Status *status) { return cp_w_Improbe(source, tag, comm, flag, message, status); }
#endif

CP_REAL_DECL(Mrecv, (void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Status *status), (buf, count, type, message, status))
static int cp_r_Mrecv(void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Status *status);
static inline int cp_w_Mrecv(void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Status *status)
{
    if (cp_ends_pass()) return CP_REAL(Mrecv)(buf, count, type, message, status);
    return cp_r_Mrecv(buf, count, type, message, status);
}
__attribute__((noinline)) static int cp_r_Mrecv(void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Status *status)
{
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    uint32_t cp_tcomm = 0;
    int cp_src = cp_msg_take(*message, &cp_tcomm);
    const int cp_traced = cp_trace_here() && cp_counting();
    if (cp_traced) cp_trace_enter(CP_CALL_Mrecv);
    int cp_rc = CP_REAL(Mrecv)(buf, count, type, message, status);
    if (cp_rc == MPI_SUCCESS) {
        if (cp_counting()) cp_hook_recv(MPI_COMM_NULL, cp_src, status, cp_tcomm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Mrecv);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Mrecv(void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Status *status) { return cp_w_Mrecv(buf, count, type, message, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Mrecv(void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Status *status) { return cp_w_Mrecv(buf, count, type, message, status); }
#endif

CP_REAL_DECL(Imrecv, (void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Request *request), (buf, count, type, message, request))
static int cp_r_Imrecv(void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Request *request);
static inline int cp_w_Imrecv(void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Request *request)
{
    if (cp_ends_pass()) return CP_REAL(Imrecv)(buf, count, type, message, request);
    return cp_r_Imrecv(buf, count, type, message, request);
}
__attribute__((noinline)) static int cp_r_Imrecv(void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Request *request)
{
    cp_guard_enter();
    uint32_t cp_tcomm = 0;
    int cp_src = cp_msg_take(*message, &cp_tcomm);
    const int cp_traced = cp_trace_here() && cp_counting();
    if (cp_traced) cp_trace_enter(CP_CALL_Imrecv);
    int cp_rc = CP_REAL(Imrecv)(buf, count, type, message, request);
    if (cp_rc == MPI_SUCCESS) {
        if (cp_counting()) cp_req_add_mrecv(*request, cp_src, cp_tcomm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Imrecv);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Imrecv(void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Request *request) { return cp_w_Imrecv(buf, count, type, message, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Imrecv(void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Request *request) { return cp_w_Imrecv(buf, count, type, message, request); }
#endif

CP_REAL_DECL(Start, (MPI_Request *request), (request))
static int cp_r_Start(MPI_Request *request);
static inline int cp_w_Start(MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Start)(request);
    return cp_r_Start(request);
}
__attribute__((noinline)) static int cp_r_Start(MPI_Request *request)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Start);
    int cp_rc = CP_REAL(Start)(request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_start(*request, cp_t0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Start);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Start(MPI_Request *request) { return cp_w_Start(request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Start(MPI_Request *request) { return cp_w_Start(request); }
#endif

CP_REAL_DECL(Startall, (int count, MPI_Request *array_of_requests), (count, array_of_requests))
static int cp_r_Startall(int count, MPI_Request *array_of_requests);
static inline int cp_w_Startall(int count, MPI_Request *array_of_requests)
{
    if (!cp_recording_now()) return CP_REAL(Startall)(count, array_of_requests);
    return cp_r_Startall(count, array_of_requests);
}
__attribute__((noinline)) static int cp_r_Startall(int count, MPI_Request *array_of_requests)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Startall);
    int cp_rc = CP_REAL(Startall)(count, array_of_requests);
    if (cp_rc == MPI_SUCCESS) {
        for (int cp_i = 0; cp_i < count; cp_i++) cp_req_start(array_of_requests[cp_i], cp_t0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Startall);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Startall(int count, MPI_Request *array_of_requests) { return cp_w_Startall(count, array_of_requests); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Startall(int count, MPI_Request *array_of_requests) { return cp_w_Startall(count, array_of_requests); }
#endif

CP_REAL_DECL(Wait, (MPI_Request *request, MPI_Status *status), (request, status))
static int cp_r_Wait(MPI_Request *request, MPI_Status *status);
static inline int cp_w_Wait(MPI_Request *request, MPI_Status *status)
{
    if (cp_ends_pass()) return CP_REAL(Wait)(request, status);
    return cp_r_Wait(request, status);
}
__attribute__((noinline)) static int cp_r_Wait(MPI_Request *request, MPI_Status *status)
{
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    cp_compl_t cp_c;
    cp_compl_begin(&cp_c, 1, request, NULL);
    const int cp_traced = cp_trace_here() && cp_counting();
    if (cp_traced) cp_trace_enter(CP_CALL_Wait);
    int cp_rc = CP_REAL(Wait)(request, status);
    if (cp_rc == MPI_SUCCESS) {
        cp_compl_one(&cp_c, 0, status);
    }
    cp_compl_end(&cp_c);
    if (cp_traced) cp_trace_leave(CP_CALL_Wait);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Wait(MPI_Request *request, MPI_Status *status) { return cp_w_Wait(request, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Wait(MPI_Request *request, MPI_Status *status) { return cp_w_Wait(request, status); }
#endif

CP_REAL_DECL(Waitall, (int count, MPI_Request *array_of_requests, MPI_Status *array_of_statuses), (count, array_of_requests, array_of_statuses))
static int cp_r_Waitall(int count, MPI_Request *array_of_requests, MPI_Status *array_of_statuses);
static inline int cp_w_Waitall(int count, MPI_Request *array_of_requests, MPI_Status *array_of_statuses)
{
    if (cp_ends_pass()) return CP_REAL(Waitall)(count, array_of_requests, array_of_statuses);
    return cp_r_Waitall(count, array_of_requests, array_of_statuses);
}
__attribute__((noinline)) static int cp_r_Waitall(int count, MPI_Request *array_of_requests, MPI_Status *array_of_statuses)
{
    cp_guard_enter();
    cp_compl_t cp_c;
    cp_compl_begin(&cp_c, count, array_of_requests, &array_of_statuses);
    const int cp_traced = cp_trace_here() && cp_counting();
    if (cp_traced) cp_trace_enter(CP_CALL_Waitall);
    int cp_rc = CP_REAL(Waitall)(count, array_of_requests, array_of_statuses);
    if (cp_rc == MPI_SUCCESS) {
        cp_compl_all(&cp_c, array_of_statuses);
    }
    cp_compl_end(&cp_c);
    if (cp_traced) cp_trace_leave(CP_CALL_Waitall);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Waitall(int count, MPI_Request *array_of_requests, MPI_Status *array_of_statuses) { return cp_w_Waitall(count, array_of_requests, array_of_statuses); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Waitall(int count, MPI_Request *array_of_requests, MPI_Status *array_of_statuses) { return cp_w_Waitall(count, array_of_requests, array_of_statuses); }
#endif

CP_REAL_DECL(Waitany, (int count, MPI_Request *array_of_requests, int *index, MPI_Status *status), (count, array_of_requests, index, status))
static int cp_r_Waitany(int count, MPI_Request *array_of_requests, int *index, MPI_Status *status);
static inline int cp_w_Waitany(int count, MPI_Request *array_of_requests, int *index, MPI_Status *status)
{
    if (cp_ends_pass()) return CP_REAL(Waitany)(count, array_of_requests, index, status);
    return cp_r_Waitany(count, array_of_requests, index, status);
}
__attribute__((noinline)) static int cp_r_Waitany(int count, MPI_Request *array_of_requests, int *index, MPI_Status *status)
{
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    cp_compl_t cp_c;
    cp_compl_begin(&cp_c, count, array_of_requests, NULL);
    const int cp_traced = cp_trace_here() && cp_counting();
    if (cp_traced) cp_trace_enter(CP_CALL_Waitany);
    int cp_rc = CP_REAL(Waitany)(count, array_of_requests, index, status);
    if (cp_rc == MPI_SUCCESS) {
        cp_compl_one(&cp_c, *index, status);
    }
    cp_compl_end(&cp_c);
    if (cp_traced) cp_trace_leave(CP_CALL_Waitany);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Waitany(int count, MPI_Request *array_of_requests, int *index, MPI_Status *status) { return cp_w_Waitany(count, array_of_requests, index, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Waitany(int count, MPI_Request *array_of_requests, int *index, MPI_Status *status) { return cp_w_Waitany(count, array_of_requests, index, status); }
#endif

CP_REAL_DECL(Waitsome, (int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses), (incount, array_of_requests, outcount, array_of_indices, array_of_statuses))
static int cp_r_Waitsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses);
static inline int cp_w_Waitsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses)
{
    if (cp_ends_pass()) return CP_REAL(Waitsome)(incount, array_of_requests, outcount, array_of_indices, array_of_statuses);
    return cp_r_Waitsome(incount, array_of_requests, outcount, array_of_indices, array_of_statuses);
}
__attribute__((noinline)) static int cp_r_Waitsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses)
{
    cp_guard_enter();
    cp_compl_t cp_c;
    cp_compl_begin(&cp_c, incount, array_of_requests, &array_of_statuses);
    const int cp_traced = cp_trace_here() && cp_counting();
    if (cp_traced) cp_trace_enter(CP_CALL_Waitsome);
    int cp_rc = CP_REAL(Waitsome)(incount, array_of_requests, outcount, array_of_indices, array_of_statuses);
    if (cp_rc == MPI_SUCCESS) {
        cp_compl_some(&cp_c, *outcount, array_of_indices, array_of_statuses);
    }
    cp_compl_end(&cp_c);
    if (cp_traced) cp_trace_leave(CP_CALL_Waitsome);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Waitsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses) { return cp_w_Waitsome(incount, array_of_requests, outcount, array_of_indices, array_of_statuses); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Waitsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses) { return cp_w_Waitsome(incount, array_of_requests, outcount, array_of_indices, array_of_statuses); }
#endif

CP_REAL_DECL(Test, (MPI_Request *request, int *flag, MPI_Status *status), (request, flag, status))
static int cp_r_Test(MPI_Request *request, int *flag, MPI_Status *status);
static inline int cp_w_Test(MPI_Request *request, int *flag, MPI_Status *status)
{
    if (cp_ends_pass()) return CP_REAL(Test)(request, flag, status);
    return cp_r_Test(request, flag, status);
}
__attribute__((noinline)) static int cp_r_Test(MPI_Request *request, int *flag, MPI_Status *status)
{
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    cp_compl_t cp_c;
    cp_compl_begin(&cp_c, 1, request, NULL);
    const int cp_traced = cp_trace_here() && cp_counting();
    if (cp_traced) cp_trace_enter(CP_CALL_Test);
    int cp_rc = CP_REAL(Test)(request, flag, status);
    if (cp_rc == MPI_SUCCESS) {
        if (*flag) cp_compl_one(&cp_c, 0, status);
    }
    cp_compl_end(&cp_c);
    if (cp_traced) cp_trace_leave(CP_CALL_Test);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Test(MPI_Request *request, int *flag, MPI_Status *status) { return cp_w_Test(request, flag, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Test(MPI_Request *request, int *flag, MPI_Status *status) { return cp_w_Test(request, flag, status); }
#endif

CP_REAL_DECL(Testall, (int count, MPI_Request *array_of_requests, int *flag, MPI_Status *array_of_statuses), (count, array_of_requests, flag, array_of_statuses))
static int cp_r_Testall(int count, MPI_Request *array_of_requests, int *flag, MPI_Status *array_of_statuses);
static inline int cp_w_Testall(int count, MPI_Request *array_of_requests, int *flag, MPI_Status *array_of_statuses)
{
    if (cp_ends_pass()) return CP_REAL(Testall)(count, array_of_requests, flag, array_of_statuses);
    return cp_r_Testall(count, array_of_requests, flag, array_of_statuses);
}
__attribute__((noinline)) static int cp_r_Testall(int count, MPI_Request *array_of_requests, int *flag, MPI_Status *array_of_statuses)
{
    cp_guard_enter();
    cp_compl_t cp_c;
    cp_compl_begin(&cp_c, count, array_of_requests, &array_of_statuses);
    const int cp_traced = cp_trace_here() && cp_counting();
    if (cp_traced) cp_trace_enter(CP_CALL_Testall);
    int cp_rc = CP_REAL(Testall)(count, array_of_requests, flag, array_of_statuses);
    if (cp_rc == MPI_SUCCESS) {
        if (*flag) cp_compl_all(&cp_c, array_of_statuses);
    }
    cp_compl_end(&cp_c);
    if (cp_traced) cp_trace_leave(CP_CALL_Testall);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Testall(int count, MPI_Request *array_of_requests, int *flag, MPI_Status *array_of_statuses) { return cp_w_Testall(count, array_of_requests, flag, array_of_statuses); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Testall(int count, MPI_Request *array_of_requests, int *flag, MPI_Status *array_of_statuses) { return cp_w_Testall(count, array_of_requests, flag, array_of_statuses); }
#endif

CP_REAL_DECL(Testany, (int count, MPI_Request *array_of_requests, int *index, int *flag, MPI_Status *status), (count, array_of_requests, index, flag, status))
static int cp_r_Testany(int count, MPI_Request *array_of_requests, int *index, int *flag, MPI_Status *status);
static inline int cp_w_Testany(int count, MPI_Request *array_of_requests, int *index, int *flag, MPI_Status *status)
{
    if (cp_ends_pass()) return CP_REAL(Testany)(count, array_of_requests, index, flag, status);
    return cp_r_Testany(count, array_of_requests, index, flag, status);
}
__attribute__((noinline)) static int cp_r_Testany(int count, MPI_Request *array_of_requests, int *index, int *flag, MPI_Status *status)
{
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    cp_compl_t cp_c;
    cp_compl_begin(&cp_c, count, array_of_requests, NULL);
    const int cp_traced = cp_trace_here() && cp_counting();
    if (cp_traced) cp_trace_enter(CP_CALL_Testany);
    int cp_rc = CP_REAL(Testany)(count, array_of_requests, index, flag, status);
    if (cp_rc == MPI_SUCCESS) {
        if (*flag) cp_compl_one(&cp_c, *index, status);
    }
    cp_compl_end(&cp_c);
    if (cp_traced) cp_trace_leave(CP_CALL_Testany);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Testany(int count, MPI_Request *array_of_requests, int *index, int *flag, MPI_Status *status) { return cp_w_Testany(count, array_of_requests, index, flag, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Testany(int count, MPI_Request *array_of_requests, int *index, int *flag, MPI_Status *status) { return cp_w_Testany(count, array_of_requests, index, flag, status); }
#endif

CP_REAL_DECL(Testsome, (int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses), (incount, array_of_requests, outcount, array_of_indices, array_of_statuses))
static int cp_r_Testsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses);
static inline int cp_w_Testsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses)
{
    if (cp_ends_pass()) return CP_REAL(Testsome)(incount, array_of_requests, outcount, array_of_indices, array_of_statuses);
    return cp_r_Testsome(incount, array_of_requests, outcount, array_of_indices, array_of_statuses);
}
__attribute__((noinline)) static int cp_r_Testsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses)
{
    cp_guard_enter();
    cp_compl_t cp_c;
    cp_compl_begin(&cp_c, incount, array_of_requests, &array_of_statuses);
    const int cp_traced = cp_trace_here() && cp_counting();
    if (cp_traced) cp_trace_enter(CP_CALL_Testsome);
    int cp_rc = CP_REAL(Testsome)(incount, array_of_requests, outcount, array_of_indices, array_of_statuses);
    if (cp_rc == MPI_SUCCESS) {
        cp_compl_some(&cp_c, *outcount, array_of_indices, array_of_statuses);
    }
    cp_compl_end(&cp_c);
    if (cp_traced) cp_trace_leave(CP_CALL_Testsome);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Testsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses) { return cp_w_Testsome(incount, array_of_requests, outcount, array_of_indices, array_of_statuses); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Testsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses) { return cp_w_Testsome(incount, array_of_requests, outcount, array_of_indices, array_of_statuses); }
#endif

CP_REAL_DECL(Request_free, (MPI_Request *request), (request))
static int cp_r_Request_free(MPI_Request *request);
static inline int cp_w_Request_free(MPI_Request *request)
{
    if (cp_ends_pass()) return CP_REAL(Request_free)(request);
    return cp_r_Request_free(request);
}
__attribute__((noinline)) static int cp_r_Request_free(MPI_Request *request)
{
    cp_guard_enter();
    cp_req_forget(*request);
    const int cp_traced = cp_trace_here() && cp_counting();
    if (cp_traced) cp_trace_enter(CP_CALL_Request_free);
    int cp_rc = CP_REAL(Request_free)(request);
    if (cp_traced) cp_trace_leave(CP_CALL_Request_free);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Request_free(MPI_Request *request) { return cp_w_Request_free(request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Request_free(MPI_Request *request) { return cp_w_Request_free(request); }
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Send_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm), (buf, count, datatype, dest, tag, comm))
static int cp_r_Send_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
static inline int cp_w_Send_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Send_c)(buf, count, datatype, dest, tag, comm);
    return cp_r_Send_c(buf, count, datatype, dest, tag, comm);
}
__attribute__((noinline)) static int cp_r_Send_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Send_c);
    int cp_rc = CP_REAL(Send_c)(buf, count, datatype, dest, tag, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype, cp_t0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Send_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Send_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Send_c(buf, count, datatype, dest, tag, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Send_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Send_c(buf, count, datatype, dest, tag, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Bsend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm), (buf, count, datatype, dest, tag, comm))
static int cp_r_Bsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
static inline int cp_w_Bsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Bsend_c)(buf, count, datatype, dest, tag, comm);
    return cp_r_Bsend_c(buf, count, datatype, dest, tag, comm);
}
__attribute__((noinline)) static int cp_r_Bsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Bsend_c);
    int cp_rc = CP_REAL(Bsend_c)(buf, count, datatype, dest, tag, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype, cp_t0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Bsend_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Bsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Bsend_c(buf, count, datatype, dest, tag, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Bsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Bsend_c(buf, count, datatype, dest, tag, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ssend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm), (buf, count, datatype, dest, tag, comm))
static int cp_r_Ssend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
static inline int cp_w_Ssend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ssend_c)(buf, count, datatype, dest, tag, comm);
    return cp_r_Ssend_c(buf, count, datatype, dest, tag, comm);
}
__attribute__((noinline)) static int cp_r_Ssend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ssend_c);
    int cp_rc = CP_REAL(Ssend_c)(buf, count, datatype, dest, tag, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype, cp_t0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ssend_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ssend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Ssend_c(buf, count, datatype, dest, tag, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ssend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Ssend_c(buf, count, datatype, dest, tag, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Rsend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm), (buf, count, datatype, dest, tag, comm))
static int cp_r_Rsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
static inline int cp_w_Rsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Rsend_c)(buf, count, datatype, dest, tag, comm);
    return cp_r_Rsend_c(buf, count, datatype, dest, tag, comm);
}
__attribute__((noinline)) static int cp_r_Rsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Rsend_c);
    int cp_rc = CP_REAL(Rsend_c)(buf, count, datatype, dest, tag, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype, cp_t0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Rsend_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Rsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Rsend_c(buf, count, datatype, dest, tag, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Rsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return cp_w_Rsend_c(buf, count, datatype, dest, tag, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Isend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
static int cp_r_Isend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Isend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Isend_c)(buf, count, datatype, dest, tag, comm, request);
    return cp_r_Isend_c(buf, count, datatype, dest, tag, comm, request);
}
__attribute__((noinline)) static int cp_r_Isend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Isend_c);
    int cp_rc = CP_REAL(Isend_c)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype, cp_t0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Isend_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Isend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Isend_c(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Isend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Isend_c(buf, count, datatype, dest, tag, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ibsend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
static int cp_r_Ibsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ibsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ibsend_c)(buf, count, datatype, dest, tag, comm, request);
    return cp_r_Ibsend_c(buf, count, datatype, dest, tag, comm, request);
}
__attribute__((noinline)) static int cp_r_Ibsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ibsend_c);
    int cp_rc = CP_REAL(Ibsend_c)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype, cp_t0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ibsend_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ibsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Ibsend_c(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ibsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Ibsend_c(buf, count, datatype, dest, tag, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Issend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
static int cp_r_Issend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Issend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Issend_c)(buf, count, datatype, dest, tag, comm, request);
    return cp_r_Issend_c(buf, count, datatype, dest, tag, comm, request);
}
__attribute__((noinline)) static int cp_r_Issend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Issend_c);
    int cp_rc = CP_REAL(Issend_c)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype, cp_t0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Issend_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Issend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Issend_c(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Issend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Issend_c(buf, count, datatype, dest, tag, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Irsend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
static int cp_r_Irsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Irsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Irsend_c)(buf, count, datatype, dest, tag, comm, request);
    return cp_r_Irsend_c(buf, count, datatype, dest, tag, comm, request);
}
__attribute__((noinline)) static int cp_r_Irsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Irsend_c);
    int cp_rc = CP_REAL(Irsend_c)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, tag, (int64_t)count, datatype, cp_t0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Irsend_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Irsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Irsend_c(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Irsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Irsend_c(buf, count, datatype, dest, tag, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Send_init_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
static int cp_r_Send_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Send_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Send_init_c)(buf, count, datatype, dest, tag, comm, request);
    return cp_r_Send_init_c(buf, count, datatype, dest, tag, comm, request);
}
__attribute__((noinline)) static int cp_r_Send_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Send_init_c);
    int cp_rc = CP_REAL(Send_init_c)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_psend(*request, comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Send_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Send_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Send_init_c(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Send_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Send_init_c(buf, count, datatype, dest, tag, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Bsend_init_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
static int cp_r_Bsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Bsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Bsend_init_c)(buf, count, datatype, dest, tag, comm, request);
    return cp_r_Bsend_init_c(buf, count, datatype, dest, tag, comm, request);
}
__attribute__((noinline)) static int cp_r_Bsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Bsend_init_c);
    int cp_rc = CP_REAL(Bsend_init_c)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_psend(*request, comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Bsend_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Bsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Bsend_init_c(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Bsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Bsend_init_c(buf, count, datatype, dest, tag, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ssend_init_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
static int cp_r_Ssend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ssend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ssend_init_c)(buf, count, datatype, dest, tag, comm, request);
    return cp_r_Ssend_init_c(buf, count, datatype, dest, tag, comm, request);
}
__attribute__((noinline)) static int cp_r_Ssend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ssend_init_c);
    int cp_rc = CP_REAL(Ssend_init_c)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_psend(*request, comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ssend_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ssend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Ssend_init_c(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ssend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Ssend_init_c(buf, count, datatype, dest, tag, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Rsend_init_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
static int cp_r_Rsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Rsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Rsend_init_c)(buf, count, datatype, dest, tag, comm, request);
    return cp_r_Rsend_init_c(buf, count, datatype, dest, tag, comm, request);
}
__attribute__((noinline)) static int cp_r_Rsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Rsend_init_c);
    int cp_rc = CP_REAL(Rsend_init_c)(buf, count, datatype, dest, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_psend(*request, comm, dest, tag, (int64_t)count, datatype);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Rsend_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Rsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Rsend_init_c(buf, count, datatype, dest, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Rsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Rsend_init_c(buf, count, datatype, dest, tag, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Recv_c, (void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status), (buf, count, datatype, source, tag, comm, status))
static int cp_r_Recv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status);
static inline int cp_w_Recv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recv_recording_now()) return CP_REAL(Recv_c)(buf, count, datatype, source, tag, comm, status);
    return cp_r_Recv_c(buf, count, datatype, source, tag, comm, status);
}
__attribute__((noinline)) static int cp_r_Recv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status)
{
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Recv_c);
    int cp_rc = CP_REAL(Recv_c)(buf, count, datatype, source, tag, comm, status);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_recv(comm, -1, status, 0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Recv_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Recv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status) { return cp_w_Recv_c(buf, count, datatype, source, tag, comm, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Recv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status) { return cp_w_Recv_c(buf, count, datatype, source, tag, comm, status); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Irecv_c, (void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, source, tag, comm, request))
static int cp_r_Irecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Irecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recv_recording_now()) return CP_REAL(Irecv_c)(buf, count, datatype, source, tag, comm, request);
    return cp_r_Irecv_c(buf, count, datatype, source, tag, comm, request);
}
__attribute__((noinline)) static int cp_r_Irecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Irecv_c);
    int cp_rc = CP_REAL(Irecv_c)(buf, count, datatype, source, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_recv(*request, comm, source, 0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Irecv_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Irecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Irecv_c(buf, count, datatype, source, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Irecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Irecv_c(buf, count, datatype, source, tag, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Recv_init_c, (void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, source, tag, comm, request))
static int cp_r_Recv_init_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Recv_init_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recv_recording_now()) return CP_REAL(Recv_init_c)(buf, count, datatype, source, tag, comm, request);
    return cp_r_Recv_init_c(buf, count, datatype, source, tag, comm, request);
}
__attribute__((noinline)) static int cp_r_Recv_init_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Recv_init_c);
    int cp_rc = CP_REAL(Recv_init_c)(buf, count, datatype, source, tag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_recv(*request, comm, source, 1);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Recv_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Recv_init_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Recv_init_c(buf, count, datatype, source, tag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Recv_init_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request) { return cp_w_Recv_init_c(buf, count, datatype, source, tag, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Sendrecv_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status), (sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status))
static int cp_r_Sendrecv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status);
static inline int cp_w_Sendrecv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Sendrecv_c)(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status);
    return cp_r_Sendrecv_c(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status);
}
__attribute__((noinline)) static int cp_r_Sendrecv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status)
{
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Sendrecv_c);
    int cp_rc = CP_REAL(Sendrecv_c)(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, sendtag, (int64_t)sendcount, sendtype, cp_t0);
        if (cp_counting_recvs()) cp_hook_recv(comm, -1, status, 0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Sendrecv_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Sendrecv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status) { return cp_w_Sendrecv_c(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Sendrecv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status) { return cp_w_Sendrecv_c(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Sendrecv_replace_c, (void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status), (buf, count, datatype, dest, sendtag, source, recvtag, comm, status))
static int cp_r_Sendrecv_replace_c(void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status);
static inline int cp_w_Sendrecv_replace_c(void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Sendrecv_replace_c)(buf, count, datatype, dest, sendtag, source, recvtag, comm, status);
    return cp_r_Sendrecv_replace_c(buf, count, datatype, dest, sendtag, source, recvtag, comm, status);
}
__attribute__((noinline)) static int cp_r_Sendrecv_replace_c(void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status)
{
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Sendrecv_replace_c);
    int cp_rc = CP_REAL(Sendrecv_replace_c)(buf, count, datatype, dest, sendtag, source, recvtag, comm, status);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, sendtag, (int64_t)count, datatype, cp_t0);
        if (cp_counting_recvs()) cp_hook_recv(comm, -1, status, 0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Sendrecv_replace_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Sendrecv_replace_c(void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status) { return cp_w_Sendrecv_replace_c(buf, count, datatype, dest, sendtag, source, recvtag, comm, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Sendrecv_replace_c(void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status) { return cp_w_Sendrecv_replace_c(buf, count, datatype, dest, sendtag, source, recvtag, comm, status); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Mrecv_c, (void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Status *status), (buf, count, datatype, message, status))
static int cp_r_Mrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Status *status);
static inline int cp_w_Mrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Status *status)
{
    if (cp_ends_pass()) return CP_REAL(Mrecv_c)(buf, count, datatype, message, status);
    return cp_r_Mrecv_c(buf, count, datatype, message, status);
}
__attribute__((noinline)) static int cp_r_Mrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Status *status)
{
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    uint32_t cp_tcomm = 0;
    int cp_src = cp_msg_take(*message, &cp_tcomm);
    const int cp_traced = cp_trace_here() && cp_counting();
    if (cp_traced) cp_trace_enter(CP_CALL_Mrecv_c);
    int cp_rc = CP_REAL(Mrecv_c)(buf, count, datatype, message, status);
    if (cp_rc == MPI_SUCCESS) {
        if (cp_counting()) cp_hook_recv(MPI_COMM_NULL, cp_src, status, cp_tcomm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Mrecv_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Mrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Status *status) { return cp_w_Mrecv_c(buf, count, datatype, message, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Mrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Status *status) { return cp_w_Mrecv_c(buf, count, datatype, message, status); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Imrecv_c, (void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Request *request), (buf, count, datatype, message, request))
static int cp_r_Imrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Request *request);
static inline int cp_w_Imrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Request *request)
{
    if (cp_ends_pass()) return CP_REAL(Imrecv_c)(buf, count, datatype, message, request);
    return cp_r_Imrecv_c(buf, count, datatype, message, request);
}
__attribute__((noinline)) static int cp_r_Imrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Request *request)
{
    cp_guard_enter();
    uint32_t cp_tcomm = 0;
    int cp_src = cp_msg_take(*message, &cp_tcomm);
    const int cp_traced = cp_trace_here() && cp_counting();
    if (cp_traced) cp_trace_enter(CP_CALL_Imrecv_c);
    int cp_rc = CP_REAL(Imrecv_c)(buf, count, datatype, message, request);
    if (cp_rc == MPI_SUCCESS) {
        if (cp_counting()) cp_req_add_mrecv(*request, cp_src, cp_tcomm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Imrecv_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Imrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Request *request) { return cp_w_Imrecv_c(buf, count, datatype, message, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Imrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Request *request) { return cp_w_Imrecv_c(buf, count, datatype, message, request); }
#endif
#endif

CP_REAL_DECL(Type_free, (MPI_Datatype *datatype), (datatype))
static int cp_r_Type_free(MPI_Datatype *datatype);
static inline int cp_w_Type_free(MPI_Datatype *datatype)
{
    if (0) return CP_REAL(Type_free)(datatype);
    return cp_r_Type_free(datatype);
}
__attribute__((noinline)) static int cp_r_Type_free(MPI_Datatype *datatype)
{
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

CP_REAL_DECL(Barrier, (MPI_Comm comm), (comm))
static int cp_r_Barrier(MPI_Comm comm);
static inline int cp_w_Barrier(MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Barrier)(comm), comm);
    return cp_r_Barrier(comm);
}
__attribute__((noinline)) static int cp_r_Barrier(MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Barrier);
    int cp_rc = CP_REAL(Barrier)(comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_barrier(CP_CALL_Barrier, 0, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Barrier);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Barrier(MPI_Comm comm) { return cp_w_Barrier(comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Barrier(MPI_Comm comm) { return cp_w_Barrier(comm); }
#endif

CP_REAL_DECL(Ibarrier, (MPI_Comm comm, MPI_Request *request), (comm, request))
static int cp_r_Ibarrier(MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ibarrier(MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ibarrier)(comm, request);
    return cp_r_Ibarrier(comm, request);
}
__attribute__((noinline)) static int cp_r_Ibarrier(MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ibarrier);
    int cp_rc = CP_REAL(Ibarrier)(comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_barrier(CP_CALL_Ibarrier, 1, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ibarrier);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ibarrier(MPI_Comm comm, MPI_Request *request) { return cp_w_Ibarrier(comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ibarrier(MPI_Comm comm, MPI_Request *request) { return cp_w_Ibarrier(comm, request); }
#endif

CP_REAL_DECL(Bcast, (void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm), (buffer, count, datatype, root, comm))
static int cp_r_Bcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm);
static inline int cp_w_Bcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Bcast)(buffer, count, datatype, root, comm), comm);
    return cp_r_Bcast(buffer, count, datatype, root, comm);
}
__attribute__((noinline)) static int cp_r_Bcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Bcast);
    int cp_rc = CP_REAL(Bcast)(buffer, count, datatype, root, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_bcast(CP_CALL_Bcast, 0, count, datatype, root, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Bcast);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Bcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm) { return cp_w_Bcast(buffer, count, datatype, root, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Bcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm) { return cp_w_Bcast(buffer, count, datatype, root, comm); }
#endif

CP_REAL_DECL(Ibcast, (void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request), (buffer, count, datatype, root, comm, request))
static int cp_r_Ibcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ibcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ibcast)(buffer, count, datatype, root, comm, request);
    return cp_r_Ibcast(buffer, count, datatype, root, comm, request);
}
__attribute__((noinline)) static int cp_r_Ibcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ibcast);
    int cp_rc = CP_REAL(Ibcast)(buffer, count, datatype, root, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_bcast(CP_CALL_Ibcast, 1, count, datatype, root, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ibcast);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ibcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Ibcast(buffer, count, datatype, root, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ibcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Ibcast(buffer, count, datatype, root, comm, request); }
#endif

CP_REAL_DECL(Reduce, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm), (sendbuf, recvbuf, count, datatype, op, root, comm))
static int cp_r_Reduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm);
static inline int cp_w_Reduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Reduce)(sendbuf, recvbuf, count, datatype, op, root, comm), comm);
    return cp_r_Reduce(sendbuf, recvbuf, count, datatype, op, root, comm);
}
__attribute__((noinline)) static int cp_r_Reduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Reduce);
    int cp_rc = CP_REAL(Reduce)(sendbuf, recvbuf, count, datatype, op, root, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_reduce(CP_CALL_Reduce, 0, sendbuf, count, datatype, op, root, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Reduce);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Reduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm) { return cp_w_Reduce(sendbuf, recvbuf, count, datatype, op, root, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Reduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm) { return cp_w_Reduce(sendbuf, recvbuf, count, datatype, op, root, comm); }
#endif

CP_REAL_DECL(Ireduce, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, root, comm, request))
static int cp_r_Ireduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ireduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ireduce)(sendbuf, recvbuf, count, datatype, op, root, comm, request);
    return cp_r_Ireduce(sendbuf, recvbuf, count, datatype, op, root, comm, request);
}
__attribute__((noinline)) static int cp_r_Ireduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ireduce);
    int cp_rc = CP_REAL(Ireduce)(sendbuf, recvbuf, count, datatype, op, root, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_reduce(CP_CALL_Ireduce, 1, sendbuf, count, datatype, op, root, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ireduce);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ireduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Ireduce(sendbuf, recvbuf, count, datatype, op, root, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ireduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Ireduce(sendbuf, recvbuf, count, datatype, op, root, comm, request); }
#endif

CP_REAL_DECL(Allreduce, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm), (sendbuf, recvbuf, count, datatype, op, comm))
static int cp_r_Allreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
static inline int cp_w_Allreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Allreduce)(sendbuf, recvbuf, count, datatype, op, comm), comm);
    return cp_r_Allreduce(sendbuf, recvbuf, count, datatype, op, comm);
}
__attribute__((noinline)) static int cp_r_Allreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Allreduce);
    int cp_rc = CP_REAL(Allreduce)(sendbuf, recvbuf, count, datatype, op, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_allreduce(CP_CALL_Allreduce, 0, sendbuf, count, datatype, op, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Allreduce);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Allreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return cp_w_Allreduce(sendbuf, recvbuf, count, datatype, op, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Allreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return cp_w_Allreduce(sendbuf, recvbuf, count, datatype, op, comm); }
#endif

CP_REAL_DECL(Iallreduce, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, request))
static int cp_r_Iallreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Iallreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Iallreduce)(sendbuf, recvbuf, count, datatype, op, comm, request);
    return cp_r_Iallreduce(sendbuf, recvbuf, count, datatype, op, comm, request);
}
__attribute__((noinline)) static int cp_r_Iallreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Iallreduce);
    int cp_rc = CP_REAL(Iallreduce)(sendbuf, recvbuf, count, datatype, op, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_allreduce(CP_CALL_Iallreduce, 1, sendbuf, count, datatype, op, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Iallreduce);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Iallreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return cp_w_Iallreduce(sendbuf, recvbuf, count, datatype, op, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Iallreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return cp_w_Iallreduce(sendbuf, recvbuf, count, datatype, op, comm, request); }
#endif

CP_REAL_DECL(Scan, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm), (sendbuf, recvbuf, count, datatype, op, comm))
static int cp_r_Scan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
static inline int cp_w_Scan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Scan)(sendbuf, recvbuf, count, datatype, op, comm), comm);
    return cp_r_Scan(sendbuf, recvbuf, count, datatype, op, comm);
}
__attribute__((noinline)) static int cp_r_Scan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Scan);
    int cp_rc = CP_REAL(Scan)(sendbuf, recvbuf, count, datatype, op, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_scan(CP_CALL_Scan, 0, count, datatype, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Scan);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Scan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return cp_w_Scan(sendbuf, recvbuf, count, datatype, op, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Scan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return cp_w_Scan(sendbuf, recvbuf, count, datatype, op, comm); }
#endif

CP_REAL_DECL(Iscan, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, request))
static int cp_r_Iscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Iscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Iscan)(sendbuf, recvbuf, count, datatype, op, comm, request);
    return cp_r_Iscan(sendbuf, recvbuf, count, datatype, op, comm, request);
}
__attribute__((noinline)) static int cp_r_Iscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Iscan);
    int cp_rc = CP_REAL(Iscan)(sendbuf, recvbuf, count, datatype, op, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_scan(CP_CALL_Iscan, 1, count, datatype, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Iscan);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Iscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return cp_w_Iscan(sendbuf, recvbuf, count, datatype, op, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Iscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return cp_w_Iscan(sendbuf, recvbuf, count, datatype, op, comm, request); }
#endif

CP_REAL_DECL(Exscan, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm), (sendbuf, recvbuf, count, datatype, op, comm))
static int cp_r_Exscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
static inline int cp_w_Exscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Exscan)(sendbuf, recvbuf, count, datatype, op, comm), comm);
    return cp_r_Exscan(sendbuf, recvbuf, count, datatype, op, comm);
}
__attribute__((noinline)) static int cp_r_Exscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Exscan);
    int cp_rc = CP_REAL(Exscan)(sendbuf, recvbuf, count, datatype, op, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_scan(CP_CALL_Exscan, 0, count, datatype, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Exscan);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Exscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return cp_w_Exscan(sendbuf, recvbuf, count, datatype, op, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Exscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return cp_w_Exscan(sendbuf, recvbuf, count, datatype, op, comm); }
#endif

CP_REAL_DECL(Iexscan, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, request))
static int cp_r_Iexscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Iexscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Iexscan)(sendbuf, recvbuf, count, datatype, op, comm, request);
    return cp_r_Iexscan(sendbuf, recvbuf, count, datatype, op, comm, request);
}
__attribute__((noinline)) static int cp_r_Iexscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Iexscan);
    int cp_rc = CP_REAL(Iexscan)(sendbuf, recvbuf, count, datatype, op, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_scan(CP_CALL_Iexscan, 1, count, datatype, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Iexscan);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Iexscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return cp_w_Iexscan(sendbuf, recvbuf, count, datatype, op, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Iexscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return cp_w_Iexscan(sendbuf, recvbuf, count, datatype, op, comm, request); }
#endif

CP_REAL_DECL(Gather, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm))
static int cp_r_Gather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm);
static inline int cp_w_Gather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Gather)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm), comm);
    return cp_r_Gather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
}
__attribute__((noinline)) static int cp_r_Gather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Gather);
    int cp_rc = CP_REAL(Gather)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_gather(CP_CALL_Gather, 0, sendbuf, sendcount, sendtype, recvcount, recvtype, root, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Gather);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Gather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm) { return cp_w_Gather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Gather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm) { return cp_w_Gather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm); }
#endif

CP_REAL_DECL(Igather, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request))
static int cp_r_Igather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Igather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Igather)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request);
    return cp_r_Igather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request);
}
__attribute__((noinline)) static int cp_r_Igather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Igather);
    int cp_rc = CP_REAL(Igather)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_gather(CP_CALL_Igather, 1, sendbuf, sendcount, sendtype, recvcount, recvtype, root, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Igather);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Igather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Igather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Igather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Igather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request); }
#endif

CP_REAL_DECL(Scatter, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm))
static int cp_r_Scatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm);
static inline int cp_w_Scatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Scatter)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm), comm);
    return cp_r_Scatter(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
}
__attribute__((noinline)) static int cp_r_Scatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Scatter);
    int cp_rc = CP_REAL(Scatter)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_scatter(CP_CALL_Scatter, 0, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Scatter);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Scatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm) { return cp_w_Scatter(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Scatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm) { return cp_w_Scatter(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm); }
#endif

CP_REAL_DECL(Iscatter, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request))
static int cp_r_Iscatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Iscatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Iscatter)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request);
    return cp_r_Iscatter(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request);
}
__attribute__((noinline)) static int cp_r_Iscatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Iscatter);
    int cp_rc = CP_REAL(Iscatter)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_scatter(CP_CALL_Iscatter, 1, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Iscatter);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Iscatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Iscatter(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Iscatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Iscatter(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request); }
#endif

CP_REAL_DECL(Allgather, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm))
static int cp_r_Allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm);
static inline int cp_w_Allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Allgather)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm), comm);
    return cp_r_Allgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
}
__attribute__((noinline)) static int cp_r_Allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Allgather);
    int cp_rc = CP_REAL(Allgather)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_allgather(CP_CALL_Allgather, 0, sendbuf, sendcount, sendtype, recvcount, recvtype, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Allgather);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Allgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Allgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
#endif

CP_REAL_DECL(Iallgather, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request))
static int cp_r_Iallgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Iallgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Iallgather)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
    return cp_r_Iallgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
}
__attribute__((noinline)) static int cp_r_Iallgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Iallgather);
    int cp_rc = CP_REAL(Iallgather)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_allgather(CP_CALL_Iallgather, 1, sendbuf, sendcount, sendtype, recvcount, recvtype, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Iallgather);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Iallgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Iallgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Iallgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Iallgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
#endif

CP_REAL_DECL(Alltoall, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm))
static int cp_r_Alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm);
static inline int cp_w_Alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Alltoall)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm), comm);
    return cp_r_Alltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
}
__attribute__((noinline)) static int cp_r_Alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Alltoall);
    int cp_rc = CP_REAL(Alltoall)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_alltoall(CP_CALL_Alltoall, 0, sendbuf, sendcount, sendtype, recvcount, recvtype, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Alltoall);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Alltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Alltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
#endif

CP_REAL_DECL(Ialltoall, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request))
static int cp_r_Ialltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ialltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ialltoall)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
    return cp_r_Ialltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
}
__attribute__((noinline)) static int cp_r_Ialltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ialltoall);
    int cp_rc = CP_REAL(Ialltoall)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_alltoall(CP_CALL_Ialltoall, 1, sendbuf, sendcount, sendtype, recvcount, recvtype, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ialltoall);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ialltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ialltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ialltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ialltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
#endif

CP_REAL_DECL(Gatherv, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm))
static int cp_r_Gatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm);
static inline int cp_w_Gatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Gatherv)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm), comm);
    return cp_r_Gatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm);
}
__attribute__((noinline)) static int cp_r_Gatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Gatherv);
    int cp_rc = CP_REAL(Gatherv)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_gatherv(CP_CALL_Gatherv, 0, sendbuf, sendcount, sendtype, recvcounts, recvtype, root, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Gatherv);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Gatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm) { return cp_w_Gatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Gatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm) { return cp_w_Gatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm); }
#endif

CP_REAL_DECL(Igatherv, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, request))
static int cp_r_Igatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Igatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Igatherv)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, request);
    return cp_r_Igatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, request);
}
__attribute__((noinline)) static int cp_r_Igatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Igatherv);
    int cp_rc = CP_REAL(Igatherv)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_gatherv(CP_CALL_Igatherv, 1, sendbuf, sendcount, sendtype, recvcounts, recvtype, root, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Igatherv);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Igatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Igatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Igatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Igatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, request); }
#endif

CP_REAL_DECL(Scatterv, (const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm), (sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm))
static int cp_r_Scatterv(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm);
static inline int cp_w_Scatterv(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Scatterv)(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm), comm);
    return cp_r_Scatterv(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm);
}
__attribute__((noinline)) static int cp_r_Scatterv(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Scatterv);
    int cp_rc = CP_REAL(Scatterv)(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_scatterv(CP_CALL_Scatterv, 0, sendcounts, sendtype, recvbuf, recvcount, recvtype, root, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Scatterv);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Scatterv(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm) { return cp_w_Scatterv(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Scatterv(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm) { return cp_w_Scatterv(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm); }
#endif

CP_REAL_DECL(Iscatterv, (const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, request))
static int cp_r_Iscatterv(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Iscatterv(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Iscatterv)(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, request);
    return cp_r_Iscatterv(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, request);
}
__attribute__((noinline)) static int cp_r_Iscatterv(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Iscatterv);
    int cp_rc = CP_REAL(Iscatterv)(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_scatterv(CP_CALL_Iscatterv, 1, sendcounts, sendtype, recvbuf, recvcount, recvtype, root, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Iscatterv);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Iscatterv(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Iscatterv(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Iscatterv(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Iscatterv(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, request); }
#endif

CP_REAL_DECL(Allgatherv, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm))
static int cp_r_Allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm);
static inline int cp_w_Allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Allgatherv)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm), comm);
    return cp_r_Allgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm);
}
__attribute__((noinline)) static int cp_r_Allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Allgatherv);
    int cp_rc = CP_REAL(Allgatherv)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_allgatherv(CP_CALL_Allgatherv, 0, sendbuf, sendcount, sendtype, recvcounts, recvtype, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Allgatherv);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Allgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Allgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm); }
#endif

CP_REAL_DECL(Iallgatherv, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request))
static int cp_r_Iallgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Iallgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Iallgatherv)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request);
    return cp_r_Iallgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request);
}
__attribute__((noinline)) static int cp_r_Iallgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Iallgatherv);
    int cp_rc = CP_REAL(Iallgatherv)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_allgatherv(CP_CALL_Iallgatherv, 1, sendbuf, sendcount, sendtype, recvcounts, recvtype, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Iallgatherv);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Iallgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Iallgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Iallgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Iallgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request); }
#endif

CP_REAL_DECL(Alltoallv, (const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm))
static int cp_r_Alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm);
static inline int cp_w_Alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Alltoallv)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm), comm);
    return cp_r_Alltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm);
}
__attribute__((noinline)) static int cp_r_Alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Alltoallv);
    int cp_rc = CP_REAL(Alltoallv)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_alltoallv(CP_CALL_Alltoallv, 0, sendbuf, sendcounts, sendtype, recvcounts, recvtype, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Alltoallv);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Alltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Alltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm); }
#endif

CP_REAL_DECL(Ialltoallv, (const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request))
static int cp_r_Ialltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ialltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ialltoallv)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request);
    return cp_r_Ialltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request);
}
__attribute__((noinline)) static int cp_r_Ialltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ialltoallv);
    int cp_rc = CP_REAL(Ialltoallv)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_alltoallv(CP_CALL_Ialltoallv, 1, sendbuf, sendcounts, sendtype, recvcounts, recvtype, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ialltoallv);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ialltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ialltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ialltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ialltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request); }
#endif

CP_REAL_DECL(Alltoallw, (const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm))
static int cp_r_Alltoallw(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm);
static inline int cp_w_Alltoallw(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Alltoallw)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm), comm);
    return cp_r_Alltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm);
}
__attribute__((noinline)) static int cp_r_Alltoallw(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Alltoallw);
    int cp_rc = CP_REAL(Alltoallw)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_alltoallw(CP_CALL_Alltoallw, 0, sendbuf, sendcounts, sendtypes, recvcounts, recvtypes, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Alltoallw);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Alltoallw(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm) { return cp_w_Alltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Alltoallw(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm) { return cp_w_Alltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm); }
#endif

CP_REAL_DECL(Ialltoallw, (const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request))
static int cp_r_Ialltoallw(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ialltoallw(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ialltoallw)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request);
    return cp_r_Ialltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request);
}
__attribute__((noinline)) static int cp_r_Ialltoallw(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ialltoallw);
    int cp_rc = CP_REAL(Ialltoallw)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_alltoallw(CP_CALL_Ialltoallw, 1, sendbuf, sendcounts, sendtypes, recvcounts, recvtypes, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ialltoallw);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ialltoallw(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request) { return cp_w_Ialltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ialltoallw(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request) { return cp_w_Ialltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request); }
#endif

CP_REAL_DECL(Reduce_scatter, (const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm), (sendbuf, recvbuf, recvcounts, datatype, op, comm))
static int cp_r_Reduce_scatter(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
static inline int cp_w_Reduce_scatter(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Reduce_scatter)(sendbuf, recvbuf, recvcounts, datatype, op, comm), comm);
    return cp_r_Reduce_scatter(sendbuf, recvbuf, recvcounts, datatype, op, comm);
}
__attribute__((noinline)) static int cp_r_Reduce_scatter(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Reduce_scatter);
    int cp_rc = CP_REAL(Reduce_scatter)(sendbuf, recvbuf, recvcounts, datatype, op, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_reduce_scatter(CP_CALL_Reduce_scatter, 0, recvcounts, datatype, op, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Reduce_scatter);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Reduce_scatter(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return cp_w_Reduce_scatter(sendbuf, recvbuf, recvcounts, datatype, op, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Reduce_scatter(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return cp_w_Reduce_scatter(sendbuf, recvbuf, recvcounts, datatype, op, comm); }
#endif

CP_REAL_DECL(Ireduce_scatter, (const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, recvcounts, datatype, op, comm, request))
static int cp_r_Ireduce_scatter(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ireduce_scatter(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ireduce_scatter)(sendbuf, recvbuf, recvcounts, datatype, op, comm, request);
    return cp_r_Ireduce_scatter(sendbuf, recvbuf, recvcounts, datatype, op, comm, request);
}
__attribute__((noinline)) static int cp_r_Ireduce_scatter(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ireduce_scatter);
    int cp_rc = CP_REAL(Ireduce_scatter)(sendbuf, recvbuf, recvcounts, datatype, op, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_reduce_scatter(CP_CALL_Ireduce_scatter, 1, recvcounts, datatype, op, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ireduce_scatter);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ireduce_scatter(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return cp_w_Ireduce_scatter(sendbuf, recvbuf, recvcounts, datatype, op, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ireduce_scatter(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return cp_w_Ireduce_scatter(sendbuf, recvbuf, recvcounts, datatype, op, comm, request); }
#endif

CP_REAL_DECL(Reduce_scatter_block, (const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm), (sendbuf, recvbuf, recvcount, datatype, op, comm))
static int cp_r_Reduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
static inline int cp_w_Reduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Reduce_scatter_block)(sendbuf, recvbuf, recvcount, datatype, op, comm), comm);
    return cp_r_Reduce_scatter_block(sendbuf, recvbuf, recvcount, datatype, op, comm);
}
__attribute__((noinline)) static int cp_r_Reduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Reduce_scatter_block);
    int cp_rc = CP_REAL(Reduce_scatter_block)(sendbuf, recvbuf, recvcount, datatype, op, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_reduce_scatter_block(CP_CALL_Reduce_scatter_block, 0, recvcount, datatype, op, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Reduce_scatter_block);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Reduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return cp_w_Reduce_scatter_block(sendbuf, recvbuf, recvcount, datatype, op, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Reduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return cp_w_Reduce_scatter_block(sendbuf, recvbuf, recvcount, datatype, op, comm); }
#endif

CP_REAL_DECL(Ireduce_scatter_block, (const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, recvcount, datatype, op, comm, request))
static int cp_r_Ireduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ireduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ireduce_scatter_block)(sendbuf, recvbuf, recvcount, datatype, op, comm, request);
    return cp_r_Ireduce_scatter_block(sendbuf, recvbuf, recvcount, datatype, op, comm, request);
}
__attribute__((noinline)) static int cp_r_Ireduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ireduce_scatter_block);
    int cp_rc = CP_REAL(Ireduce_scatter_block)(sendbuf, recvbuf, recvcount, datatype, op, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_reduce_scatter_block(CP_CALL_Ireduce_scatter_block, 1, recvcount, datatype, op, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ireduce_scatter_block);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ireduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return cp_w_Ireduce_scatter_block(sendbuf, recvbuf, recvcount, datatype, op, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ireduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return cp_w_Ireduce_scatter_block(sendbuf, recvbuf, recvcount, datatype, op, comm, request); }
#endif

CP_REAL_DECL(Neighbor_allgather, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm))
static int cp_r_Neighbor_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm);
static inline int cp_w_Neighbor_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Neighbor_allgather)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    return cp_r_Neighbor_allgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
}
__attribute__((noinline)) static int cp_r_Neighbor_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_allgather);
    int cp_rc = CP_REAL(Neighbor_allgather)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_neighbor(CP_CALL_Neighbor_allgather, sendcount, NULL, sendtype, NULL, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_allgather);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Neighbor_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Neighbor_allgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Neighbor_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Neighbor_allgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
#endif

CP_REAL_DECL(Ineighbor_allgather, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request))
static int cp_r_Ineighbor_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ineighbor_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ineighbor_allgather)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
    return cp_r_Ineighbor_allgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
}
__attribute__((noinline)) static int cp_r_Ineighbor_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ineighbor_allgather);
    int cp_rc = CP_REAL(Ineighbor_allgather)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_neighbor(CP_CALL_Ineighbor_allgather, sendcount, NULL, sendtype, NULL, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ineighbor_allgather);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ineighbor_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ineighbor_allgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ineighbor_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ineighbor_allgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
#endif

CP_REAL_DECL(Neighbor_allgatherv, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm))
static int cp_r_Neighbor_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm);
static inline int cp_w_Neighbor_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Neighbor_allgatherv)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm);
    return cp_r_Neighbor_allgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm);
}
__attribute__((noinline)) static int cp_r_Neighbor_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_allgatherv);
    int cp_rc = CP_REAL(Neighbor_allgatherv)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_neighbor(CP_CALL_Neighbor_allgatherv, sendcount, NULL, sendtype, NULL, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_allgatherv);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Neighbor_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Neighbor_allgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Neighbor_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Neighbor_allgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm); }
#endif

CP_REAL_DECL(Ineighbor_allgatherv, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request))
static int cp_r_Ineighbor_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ineighbor_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ineighbor_allgatherv)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request);
    return cp_r_Ineighbor_allgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request);
}
__attribute__((noinline)) static int cp_r_Ineighbor_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ineighbor_allgatherv);
    int cp_rc = CP_REAL(Ineighbor_allgatherv)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_neighbor(CP_CALL_Ineighbor_allgatherv, sendcount, NULL, sendtype, NULL, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ineighbor_allgatherv);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ineighbor_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ineighbor_allgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ineighbor_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ineighbor_allgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request); }
#endif

CP_REAL_DECL(Neighbor_alltoall, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm))
static int cp_r_Neighbor_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm);
static inline int cp_w_Neighbor_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Neighbor_alltoall)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    return cp_r_Neighbor_alltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
}
__attribute__((noinline)) static int cp_r_Neighbor_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_alltoall);
    int cp_rc = CP_REAL(Neighbor_alltoall)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_neighbor(CP_CALL_Neighbor_alltoall, sendcount, NULL, sendtype, NULL, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_alltoall);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Neighbor_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Neighbor_alltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Neighbor_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Neighbor_alltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
#endif

CP_REAL_DECL(Ineighbor_alltoall, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request))
static int cp_r_Ineighbor_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ineighbor_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ineighbor_alltoall)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
    return cp_r_Ineighbor_alltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
}
__attribute__((noinline)) static int cp_r_Ineighbor_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ineighbor_alltoall);
    int cp_rc = CP_REAL(Ineighbor_alltoall)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_neighbor(CP_CALL_Ineighbor_alltoall, sendcount, NULL, sendtype, NULL, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ineighbor_alltoall);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ineighbor_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ineighbor_alltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ineighbor_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ineighbor_alltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
#endif

CP_REAL_DECL(Neighbor_alltoallv, (const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm))
static int cp_r_Neighbor_alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm);
static inline int cp_w_Neighbor_alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Neighbor_alltoallv)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm);
    return cp_r_Neighbor_alltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm);
}
__attribute__((noinline)) static int cp_r_Neighbor_alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_alltoallv);
    int cp_rc = CP_REAL(Neighbor_alltoallv)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_neighbor(CP_CALL_Neighbor_alltoallv, 0, sendcounts, sendtype, NULL, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_alltoallv);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Neighbor_alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Neighbor_alltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Neighbor_alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Neighbor_alltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm); }
#endif

CP_REAL_DECL(Ineighbor_alltoallv, (const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request))
static int cp_r_Ineighbor_alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ineighbor_alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ineighbor_alltoallv)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request);
    return cp_r_Ineighbor_alltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request);
}
__attribute__((noinline)) static int cp_r_Ineighbor_alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ineighbor_alltoallv);
    int cp_rc = CP_REAL(Ineighbor_alltoallv)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_neighbor(CP_CALL_Ineighbor_alltoallv, 0, sendcounts, sendtype, NULL, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ineighbor_alltoallv);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ineighbor_alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ineighbor_alltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ineighbor_alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ineighbor_alltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request); }
#endif

CP_REAL_DECL(Neighbor_alltoallw, (const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm))
static int cp_r_Neighbor_alltoallw(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm);
static inline int cp_w_Neighbor_alltoallw(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Neighbor_alltoallw)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm);
    return cp_r_Neighbor_alltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm);
}
__attribute__((noinline)) static int cp_r_Neighbor_alltoallw(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_alltoallw);
    int cp_rc = CP_REAL(Neighbor_alltoallw)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_neighbor(CP_CALL_Neighbor_alltoallw, 0, sendcounts, MPI_DATATYPE_NULL, sendtypes, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_alltoallw);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Neighbor_alltoallw(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm) { return cp_w_Neighbor_alltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Neighbor_alltoallw(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm) { return cp_w_Neighbor_alltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm); }
#endif

CP_REAL_DECL(Ineighbor_alltoallw, (const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request))
static int cp_r_Ineighbor_alltoallw(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ineighbor_alltoallw(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ineighbor_alltoallw)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request);
    return cp_r_Ineighbor_alltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request);
}
__attribute__((noinline)) static int cp_r_Ineighbor_alltoallw(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ineighbor_alltoallw);
    int cp_rc = CP_REAL(Ineighbor_alltoallw)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_neighbor(CP_CALL_Ineighbor_alltoallw, 0, sendcounts, MPI_DATATYPE_NULL, sendtypes, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ineighbor_alltoallw);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ineighbor_alltoallw(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request) { return cp_w_Ineighbor_alltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ineighbor_alltoallw(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request) { return cp_w_Ineighbor_alltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request); }
#endif

CP_REAL_DECL(Put, (const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win))
static int cp_r_Put(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win);
static inline int cp_w_Put(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Put)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win);
    return cp_r_Put(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win);
}
__attribute__((noinline)) static int cp_r_Put(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Put);
    int cp_rc = CP_REAL(Put)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_rma(CP_CALL_Put, win, target_rank, cp_type_bytes(origin_count, origin_datatype), 0, 0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Put);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Put(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win) { return cp_w_Put(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Put(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win) { return cp_w_Put(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win); }
#endif

CP_REAL_DECL(Rput, (const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request))
static int cp_r_Rput(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request);
static inline int cp_w_Rput(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Rput)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request);
    return cp_r_Rput(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request);
}
__attribute__((noinline)) static int cp_r_Rput(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Rput);
    int cp_rc = CP_REAL(Rput)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_rma(CP_CALL_Rput, win, target_rank, cp_type_bytes(origin_count, origin_datatype), 0, 0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Rput);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Rput(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request) { return cp_w_Rput(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Rput(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request) { return cp_w_Rput(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request); }
#endif

CP_REAL_DECL(Get, (void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win))
static int cp_r_Get(void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win);
static inline int cp_w_Get(void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Get)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win);
    return cp_r_Get(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win);
}
__attribute__((noinline)) static int cp_r_Get(void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Get);
    int cp_rc = CP_REAL(Get)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_rma(CP_CALL_Get, win, target_rank, 0, cp_type_bytes(origin_count, origin_datatype), 1);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Get);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Get(void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win) { return cp_w_Get(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Get(void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win) { return cp_w_Get(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win); }
#endif

CP_REAL_DECL(Rget, (void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request))
static int cp_r_Rget(void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request);
static inline int cp_w_Rget(void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Rget)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request);
    return cp_r_Rget(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request);
}
__attribute__((noinline)) static int cp_r_Rget(void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Rget);
    int cp_rc = CP_REAL(Rget)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_rma(CP_CALL_Rget, win, target_rank, 0, cp_type_bytes(origin_count, origin_datatype), 1);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Rget);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Rget(void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request) { return cp_w_Rget(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Rget(void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request) { return cp_w_Rget(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request); }
#endif

CP_REAL_DECL(Accumulate, (const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win))
static int cp_r_Accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win);
static inline int cp_w_Accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Accumulate)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win);
    return cp_r_Accumulate(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win);
}
__attribute__((noinline)) static int cp_r_Accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Accumulate);
    int cp_rc = CP_REAL(Accumulate)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_rma(CP_CALL_Accumulate, win, target_rank, cp_type_bytes(origin_count, origin_datatype), 0, 0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Accumulate);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win) { return cp_w_Accumulate(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win) { return cp_w_Accumulate(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win); }
#endif

CP_REAL_DECL(Raccumulate, (const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request))
static int cp_r_Raccumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request);
static inline int cp_w_Raccumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Raccumulate)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request);
    return cp_r_Raccumulate(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request);
}
__attribute__((noinline)) static int cp_r_Raccumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Raccumulate);
    int cp_rc = CP_REAL(Raccumulate)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_rma(CP_CALL_Raccumulate, win, target_rank, cp_type_bytes(origin_count, origin_datatype), 0, 0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Raccumulate);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Raccumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request) { return cp_w_Raccumulate(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Raccumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request) { return cp_w_Raccumulate(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request); }
#endif

CP_REAL_DECL(Get_accumulate, (const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, void *result_addr, int result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win), (origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win))
static int cp_r_Get_accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, void *result_addr, int result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win);
static inline int cp_w_Get_accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, void *result_addr, int result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Get_accumulate)(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win);
    return cp_r_Get_accumulate(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win);
}
__attribute__((noinline)) static int cp_r_Get_accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, void *result_addr, int result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Get_accumulate);
    int cp_rc = CP_REAL(Get_accumulate)(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_rma(CP_CALL_Get_accumulate, win, target_rank, cp_type_bytes(origin_count, origin_datatype),
                    cp_type_bytes(result_count, result_datatype), 1);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Get_accumulate);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Get_accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, void *result_addr, int result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win) { return cp_w_Get_accumulate(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Get_accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, void *result_addr, int result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win) { return cp_w_Get_accumulate(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win); }
#endif

CP_REAL_DECL(Rget_accumulate, (const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, void *result_addr, int result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request), (origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request))
static int cp_r_Rget_accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, void *result_addr, int result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request);
static inline int cp_w_Rget_accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, void *result_addr, int result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Rget_accumulate)(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request);
    return cp_r_Rget_accumulate(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request);
}
__attribute__((noinline)) static int cp_r_Rget_accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, void *result_addr, int result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Rget_accumulate);
    int cp_rc = CP_REAL(Rget_accumulate)(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_rma(CP_CALL_Rget_accumulate, win, target_rank, cp_type_bytes(origin_count, origin_datatype),
                    cp_type_bytes(result_count, result_datatype), 1);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Rget_accumulate);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Rget_accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, void *result_addr, int result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request) { return cp_w_Rget_accumulate(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Rget_accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, void *result_addr, int result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request) { return cp_w_Rget_accumulate(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request); }
#endif

CP_REAL_DECL(Fetch_and_op, (const void *origin_addr, void *result_addr, MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Op op, MPI_Win win), (origin_addr, result_addr, datatype, target_rank, target_disp, op, win))
static int cp_r_Fetch_and_op(const void *origin_addr, void *result_addr, MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Op op, MPI_Win win);
static inline int cp_w_Fetch_and_op(const void *origin_addr, void *result_addr, MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Op op, MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Fetch_and_op)(origin_addr, result_addr, datatype, target_rank, target_disp, op, win);
    return cp_r_Fetch_and_op(origin_addr, result_addr, datatype, target_rank, target_disp, op, win);
}
__attribute__((noinline)) static int cp_r_Fetch_and_op(const void *origin_addr, void *result_addr, MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Op op, MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Fetch_and_op);
    int cp_rc = CP_REAL(Fetch_and_op)(origin_addr, result_addr, datatype, target_rank, target_disp, op, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_rma(CP_CALL_Fetch_and_op, win, target_rank, cp_type_bytes(1, datatype), cp_type_bytes(1, datatype), 1);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Fetch_and_op);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Fetch_and_op(const void *origin_addr, void *result_addr, MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Op op, MPI_Win win) { return cp_w_Fetch_and_op(origin_addr, result_addr, datatype, target_rank, target_disp, op, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Fetch_and_op(const void *origin_addr, void *result_addr, MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Op op, MPI_Win win) { return cp_w_Fetch_and_op(origin_addr, result_addr, datatype, target_rank, target_disp, op, win); }
#endif

CP_REAL_DECL(Compare_and_swap, (const void *origin_addr, const void *compare_addr, void *result_addr, MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Win win), (origin_addr, compare_addr, result_addr, datatype, target_rank, target_disp, win))
static int cp_r_Compare_and_swap(const void *origin_addr, const void *compare_addr, void *result_addr, MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Win win);
static inline int cp_w_Compare_and_swap(const void *origin_addr, const void *compare_addr, void *result_addr, MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Compare_and_swap)(origin_addr, compare_addr, result_addr, datatype, target_rank, target_disp, win);
    return cp_r_Compare_and_swap(origin_addr, compare_addr, result_addr, datatype, target_rank, target_disp, win);
}
__attribute__((noinline)) static int cp_r_Compare_and_swap(const void *origin_addr, const void *compare_addr, void *result_addr, MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Compare_and_swap);
    int cp_rc = CP_REAL(Compare_and_swap)(origin_addr, compare_addr, result_addr, datatype, target_rank, target_disp, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_rma(CP_CALL_Compare_and_swap, win, target_rank, cp_type_bytes(1, datatype), cp_type_bytes(1, datatype), 1);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Compare_and_swap);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Compare_and_swap(const void *origin_addr, const void *compare_addr, void *result_addr, MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Win win) { return cp_w_Compare_and_swap(origin_addr, compare_addr, result_addr, datatype, target_rank, target_disp, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Compare_and_swap(const void *origin_addr, const void *compare_addr, void *result_addr, MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Win win) { return cp_w_Compare_and_swap(origin_addr, compare_addr, result_addr, datatype, target_rank, target_disp, win); }
#endif

CP_REAL_DECL(Win_create, (void *base, MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win), (base, size, disp_unit, info, comm, win))
static int cp_r_Win_create(void *base, MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win);
static inline int cp_w_Win_create(void *base, MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Win_create)(base, size, disp_unit, info, comm, win);
    return cp_r_Win_create(base, size, disp_unit, info, comm, win);
}
__attribute__((noinline)) static int cp_r_Win_create(void *base, MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_create);
    int cp_rc = CP_REAL(Win_create)(base, size, disp_unit, info, comm, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_create(CP_CALL_Win_create, comm, *win, info);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_create);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_create(void *base, MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win) { return cp_w_Win_create(base, size, disp_unit, info, comm, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_create(void *base, MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win) { return cp_w_Win_create(base, size, disp_unit, info, comm, win); }
#endif

CP_REAL_DECL(Win_allocate, (MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win), (size, disp_unit, info, comm, baseptr, win))
static int cp_r_Win_allocate(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win);
static inline int cp_w_Win_allocate(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Win_allocate)(size, disp_unit, info, comm, baseptr, win);
    return cp_r_Win_allocate(size, disp_unit, info, comm, baseptr, win);
}
__attribute__((noinline)) static int cp_r_Win_allocate(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_allocate);
    int cp_rc = CP_REAL(Win_allocate)(size, disp_unit, info, comm, baseptr, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_create(CP_CALL_Win_allocate, comm, *win, info);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_allocate);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_allocate(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win) { return cp_w_Win_allocate(size, disp_unit, info, comm, baseptr, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_allocate(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win) { return cp_w_Win_allocate(size, disp_unit, info, comm, baseptr, win); }
#endif

CP_REAL_DECL(Win_allocate_shared, (MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win), (size, disp_unit, info, comm, baseptr, win))
static int cp_r_Win_allocate_shared(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win);
static inline int cp_w_Win_allocate_shared(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Win_allocate_shared)(size, disp_unit, info, comm, baseptr, win);
    return cp_r_Win_allocate_shared(size, disp_unit, info, comm, baseptr, win);
}
__attribute__((noinline)) static int cp_r_Win_allocate_shared(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_allocate_shared);
    int cp_rc = CP_REAL(Win_allocate_shared)(size, disp_unit, info, comm, baseptr, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_create(CP_CALL_Win_allocate_shared, comm, *win, info);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_allocate_shared);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_allocate_shared(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win) { return cp_w_Win_allocate_shared(size, disp_unit, info, comm, baseptr, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_allocate_shared(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win) { return cp_w_Win_allocate_shared(size, disp_unit, info, comm, baseptr, win); }
#endif

CP_REAL_DECL(Win_create_dynamic, (MPI_Info info, MPI_Comm comm, MPI_Win *win), (info, comm, win))
static int cp_r_Win_create_dynamic(MPI_Info info, MPI_Comm comm, MPI_Win *win);
static inline int cp_w_Win_create_dynamic(MPI_Info info, MPI_Comm comm, MPI_Win *win)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Win_create_dynamic)(info, comm, win);
    return cp_r_Win_create_dynamic(info, comm, win);
}
__attribute__((noinline)) static int cp_r_Win_create_dynamic(MPI_Info info, MPI_Comm comm, MPI_Win *win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_create_dynamic);
    int cp_rc = CP_REAL(Win_create_dynamic)(info, comm, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_create(CP_CALL_Win_create_dynamic, comm, *win, info);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_create_dynamic);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_create_dynamic(MPI_Info info, MPI_Comm comm, MPI_Win *win) { return cp_w_Win_create_dynamic(info, comm, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_create_dynamic(MPI_Info info, MPI_Comm comm, MPI_Win *win) { return cp_w_Win_create_dynamic(info, comm, win); }
#endif

CP_REAL_DECL(Win_fence, (int assertion, MPI_Win win), (assertion, win))
static int cp_r_Win_fence(int assertion, MPI_Win win);
static inline int cp_w_Win_fence(int assertion, MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Win_fence)(assertion, win);
    return cp_r_Win_fence(assertion, win);
}
__attribute__((noinline)) static int cp_r_Win_fence(int assertion, MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_fence);
    int cp_rc = CP_REAL(Win_fence)(assertion, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_fence(CP_CALL_Win_fence, win);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_fence);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_fence(int assertion, MPI_Win win) { return cp_w_Win_fence(assertion, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_fence(int assertion, MPI_Win win) { return cp_w_Win_fence(assertion, win); }
#endif

CP_REAL_DECL(Win_lock, (int lock_type, int rank, int assertion, MPI_Win win), (lock_type, rank, assertion, win))
static int cp_r_Win_lock(int lock_type, int rank, int assertion, MPI_Win win);
static inline int cp_w_Win_lock(int lock_type, int rank, int assertion, MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Win_lock)(lock_type, rank, assertion, win);
    return cp_r_Win_lock(lock_type, rank, assertion, win);
}
__attribute__((noinline)) static int cp_r_Win_lock(int lock_type, int rank, int assertion, MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_lock);
    int cp_rc = CP_REAL(Win_lock)(lock_type, rank, assertion, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_sync(CP_CALL_Win_lock, win);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_lock);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_lock(int lock_type, int rank, int assertion, MPI_Win win) { return cp_w_Win_lock(lock_type, rank, assertion, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_lock(int lock_type, int rank, int assertion, MPI_Win win) { return cp_w_Win_lock(lock_type, rank, assertion, win); }
#endif

CP_REAL_DECL(Win_unlock, (int rank, MPI_Win win), (rank, win))
static int cp_r_Win_unlock(int rank, MPI_Win win);
static inline int cp_w_Win_unlock(int rank, MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Win_unlock)(rank, win);
    return cp_r_Win_unlock(rank, win);
}
__attribute__((noinline)) static int cp_r_Win_unlock(int rank, MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_unlock);
    int cp_rc = CP_REAL(Win_unlock)(rank, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_sync(CP_CALL_Win_unlock, win);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_unlock);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_unlock(int rank, MPI_Win win) { return cp_w_Win_unlock(rank, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_unlock(int rank, MPI_Win win) { return cp_w_Win_unlock(rank, win); }
#endif

CP_REAL_DECL(Win_lock_all, (int assertion, MPI_Win win), (assertion, win))
static int cp_r_Win_lock_all(int assertion, MPI_Win win);
static inline int cp_w_Win_lock_all(int assertion, MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Win_lock_all)(assertion, win);
    return cp_r_Win_lock_all(assertion, win);
}
__attribute__((noinline)) static int cp_r_Win_lock_all(int assertion, MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_lock_all);
    int cp_rc = CP_REAL(Win_lock_all)(assertion, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_sync(CP_CALL_Win_lock_all, win);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_lock_all);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_lock_all(int assertion, MPI_Win win) { return cp_w_Win_lock_all(assertion, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_lock_all(int assertion, MPI_Win win) { return cp_w_Win_lock_all(assertion, win); }
#endif

CP_REAL_DECL(Win_unlock_all, (MPI_Win win), (win))
static int cp_r_Win_unlock_all(MPI_Win win);
static inline int cp_w_Win_unlock_all(MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Win_unlock_all)(win);
    return cp_r_Win_unlock_all(win);
}
__attribute__((noinline)) static int cp_r_Win_unlock_all(MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_unlock_all);
    int cp_rc = CP_REAL(Win_unlock_all)(win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_sync(CP_CALL_Win_unlock_all, win);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_unlock_all);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_unlock_all(MPI_Win win) { return cp_w_Win_unlock_all(win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_unlock_all(MPI_Win win) { return cp_w_Win_unlock_all(win); }
#endif

CP_REAL_DECL(Win_flush, (int rank, MPI_Win win), (rank, win))
static int cp_r_Win_flush(int rank, MPI_Win win);
static inline int cp_w_Win_flush(int rank, MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Win_flush)(rank, win);
    return cp_r_Win_flush(rank, win);
}
__attribute__((noinline)) static int cp_r_Win_flush(int rank, MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_flush);
    int cp_rc = CP_REAL(Win_flush)(rank, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_sync(CP_CALL_Win_flush, win);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_flush);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_flush(int rank, MPI_Win win) { return cp_w_Win_flush(rank, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_flush(int rank, MPI_Win win) { return cp_w_Win_flush(rank, win); }
#endif

CP_REAL_DECL(Win_flush_all, (MPI_Win win), (win))
static int cp_r_Win_flush_all(MPI_Win win);
static inline int cp_w_Win_flush_all(MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Win_flush_all)(win);
    return cp_r_Win_flush_all(win);
}
__attribute__((noinline)) static int cp_r_Win_flush_all(MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_flush_all);
    int cp_rc = CP_REAL(Win_flush_all)(win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_sync(CP_CALL_Win_flush_all, win);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_flush_all);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_flush_all(MPI_Win win) { return cp_w_Win_flush_all(win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_flush_all(MPI_Win win) { return cp_w_Win_flush_all(win); }
#endif

CP_REAL_DECL(Win_flush_local, (int rank, MPI_Win win), (rank, win))
static int cp_r_Win_flush_local(int rank, MPI_Win win);
static inline int cp_w_Win_flush_local(int rank, MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Win_flush_local)(rank, win);
    return cp_r_Win_flush_local(rank, win);
}
__attribute__((noinline)) static int cp_r_Win_flush_local(int rank, MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_flush_local);
    int cp_rc = CP_REAL(Win_flush_local)(rank, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_sync(CP_CALL_Win_flush_local, win);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_flush_local);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_flush_local(int rank, MPI_Win win) { return cp_w_Win_flush_local(rank, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_flush_local(int rank, MPI_Win win) { return cp_w_Win_flush_local(rank, win); }
#endif

CP_REAL_DECL(Win_flush_local_all, (MPI_Win win), (win))
static int cp_r_Win_flush_local_all(MPI_Win win);
static inline int cp_w_Win_flush_local_all(MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Win_flush_local_all)(win);
    return cp_r_Win_flush_local_all(win);
}
__attribute__((noinline)) static int cp_r_Win_flush_local_all(MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_flush_local_all);
    int cp_rc = CP_REAL(Win_flush_local_all)(win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_sync(CP_CALL_Win_flush_local_all, win);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_flush_local_all);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_flush_local_all(MPI_Win win) { return cp_w_Win_flush_local_all(win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_flush_local_all(MPI_Win win) { return cp_w_Win_flush_local_all(win); }
#endif

CP_REAL_DECL(Win_post, (MPI_Group group, int assertion, MPI_Win win), (group, assertion, win))
static int cp_r_Win_post(MPI_Group group, int assertion, MPI_Win win);
static inline int cp_w_Win_post(MPI_Group group, int assertion, MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Win_post)(group, assertion, win);
    return cp_r_Win_post(group, assertion, win);
}
__attribute__((noinline)) static int cp_r_Win_post(MPI_Group group, int assertion, MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_post);
    int cp_rc = CP_REAL(Win_post)(group, assertion, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_sync(CP_CALL_Win_post, win);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_post);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_post(MPI_Group group, int assertion, MPI_Win win) { return cp_w_Win_post(group, assertion, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_post(MPI_Group group, int assertion, MPI_Win win) { return cp_w_Win_post(group, assertion, win); }
#endif

CP_REAL_DECL(Win_start, (MPI_Group group, int assertion, MPI_Win win), (group, assertion, win))
static int cp_r_Win_start(MPI_Group group, int assertion, MPI_Win win);
static inline int cp_w_Win_start(MPI_Group group, int assertion, MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Win_start)(group, assertion, win);
    return cp_r_Win_start(group, assertion, win);
}
__attribute__((noinline)) static int cp_r_Win_start(MPI_Group group, int assertion, MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_start);
    int cp_rc = CP_REAL(Win_start)(group, assertion, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_sync(CP_CALL_Win_start, win);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_start);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_start(MPI_Group group, int assertion, MPI_Win win) { return cp_w_Win_start(group, assertion, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_start(MPI_Group group, int assertion, MPI_Win win) { return cp_w_Win_start(group, assertion, win); }
#endif

CP_REAL_DECL(Win_complete, (MPI_Win win), (win))
static int cp_r_Win_complete(MPI_Win win);
static inline int cp_w_Win_complete(MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Win_complete)(win);
    return cp_r_Win_complete(win);
}
__attribute__((noinline)) static int cp_r_Win_complete(MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_complete);
    int cp_rc = CP_REAL(Win_complete)(win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_sync(CP_CALL_Win_complete, win);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_complete);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_complete(MPI_Win win) { return cp_w_Win_complete(win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_complete(MPI_Win win) { return cp_w_Win_complete(win); }
#endif

CP_REAL_DECL(Win_wait, (MPI_Win win), (win))
static int cp_r_Win_wait(MPI_Win win);
static inline int cp_w_Win_wait(MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Win_wait)(win);
    return cp_r_Win_wait(win);
}
__attribute__((noinline)) static int cp_r_Win_wait(MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_wait);
    int cp_rc = CP_REAL(Win_wait)(win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_sync(CP_CALL_Win_wait, win);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_wait);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_wait(MPI_Win win) { return cp_w_Win_wait(win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_wait(MPI_Win win) { return cp_w_Win_wait(win); }
#endif

CP_REAL_DECL(Win_sync, (MPI_Win win), (win))
static int cp_r_Win_sync(MPI_Win win);
static inline int cp_w_Win_sync(MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Win_sync)(win);
    return cp_r_Win_sync(win);
}
__attribute__((noinline)) static int cp_r_Win_sync(MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_sync);
    int cp_rc = CP_REAL(Win_sync)(win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_sync(CP_CALL_Win_sync, win);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_sync);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_sync(MPI_Win win) { return cp_w_Win_sync(win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_sync(MPI_Win win) { return cp_w_Win_sync(win); }
#endif

CP_REAL_DECL(Win_free, (MPI_Win *win), (win))
static int cp_r_Win_free(MPI_Win *win);
static inline int cp_w_Win_free(MPI_Win *win)
{
    if (!cp_recording_now()) return CP_REAL(Win_free)(win);
    return cp_r_Win_free(win);
}
__attribute__((noinline)) static int cp_r_Win_free(MPI_Win *win)
{
    cp_guard_enter();
    cp_hook_win_free(CP_CALL_Win_free, *win);
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_free);
    int cp_rc = CP_REAL(Win_free)(win);
    if (cp_traced) cp_trace_leave(CP_CALL_Win_free);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_free(MPI_Win *win) { return cp_w_Win_free(win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_free(MPI_Win *win) { return cp_w_Win_free(win); }
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Barrier_init, (MPI_Comm comm, MPI_Info info, MPI_Request *request), (comm, info, request))
static int cp_r_Barrier_init(MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Barrier_init(MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Barrier_init)(comm, info, request);
    return cp_r_Barrier_init(comm, info, request);
}
__attribute__((noinline)) static int cp_r_Barrier_init(MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Barrier_init);
    int cp_rc = CP_REAL(Barrier_init)(comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_barrier(CP_CALL_Barrier_init, 1, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Barrier_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Barrier_init(MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Barrier_init(comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Barrier_init(MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Barrier_init(comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Barrier_init, (MPI_Comm comm, MPI_Info info, MPI_Request *request), (comm, info, request))
static int cp_r_Barrier_init(MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Barrier_init(MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Barrier_init)(comm, info, request);
    return cp_r_Barrier_init(comm, info, request);
}
__attribute__((noinline)) static int cp_r_Barrier_init(MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Barrier_init);
    int cp_rc = CP_REALX(Barrier_init)(comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_barrier(CP_CALL_Barrier_init, 1, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Barrier_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Barrier_init(MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Barrier_init(comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Barrier_init(MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Barrier_init(comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Bcast_init, (void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request), (buffer, count, datatype, root, comm, info, request))
static int cp_r_Bcast_init(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Bcast_init(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Bcast_init)(buffer, count, datatype, root, comm, info, request);
    return cp_r_Bcast_init(buffer, count, datatype, root, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Bcast_init(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Bcast_init);
    int cp_rc = CP_REAL(Bcast_init)(buffer, count, datatype, root, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_bcast(CP_CALL_Bcast_init, 1, count, datatype, root, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Bcast_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Bcast_init(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Bcast_init(buffer, count, datatype, root, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Bcast_init(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Bcast_init(buffer, count, datatype, root, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Bcast_init, (void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request), (buffer, count, datatype, root, comm, info, request))
static int cp_r_Bcast_init(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Bcast_init(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Bcast_init)(buffer, count, datatype, root, comm, info, request);
    return cp_r_Bcast_init(buffer, count, datatype, root, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Bcast_init(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Bcast_init);
    int cp_rc = CP_REALX(Bcast_init)(buffer, count, datatype, root, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_bcast(CP_CALL_Bcast_init, 1, count, datatype, root, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Bcast_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Bcast_init(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Bcast_init(buffer, count, datatype, root, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Bcast_init(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Bcast_init(buffer, count, datatype, root, comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Reduce_init, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, root, comm, info, request))
static int cp_r_Reduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Reduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Reduce_init)(sendbuf, recvbuf, count, datatype, op, root, comm, info, request);
    return cp_r_Reduce_init(sendbuf, recvbuf, count, datatype, op, root, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Reduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Reduce_init);
    int cp_rc = CP_REAL(Reduce_init)(sendbuf, recvbuf, count, datatype, op, root, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_reduce(CP_CALL_Reduce_init, 1, sendbuf, count, datatype, op, root, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Reduce_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Reduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Reduce_init(sendbuf, recvbuf, count, datatype, op, root, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Reduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Reduce_init(sendbuf, recvbuf, count, datatype, op, root, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Reduce_init, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, root, comm, info, request))
static int cp_r_Reduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Reduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Reduce_init)(sendbuf, recvbuf, count, datatype, op, root, comm, info, request);
    return cp_r_Reduce_init(sendbuf, recvbuf, count, datatype, op, root, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Reduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Reduce_init);
    int cp_rc = CP_REALX(Reduce_init)(sendbuf, recvbuf, count, datatype, op, root, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_reduce(CP_CALL_Reduce_init, 1, sendbuf, count, datatype, op, root, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Reduce_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Reduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Reduce_init(sendbuf, recvbuf, count, datatype, op, root, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Reduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Reduce_init(sendbuf, recvbuf, count, datatype, op, root, comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Allreduce_init, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, info, request))
static int cp_r_Allreduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Allreduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Allreduce_init)(sendbuf, recvbuf, count, datatype, op, comm, info, request);
    return cp_r_Allreduce_init(sendbuf, recvbuf, count, datatype, op, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Allreduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Allreduce_init);
    int cp_rc = CP_REAL(Allreduce_init)(sendbuf, recvbuf, count, datatype, op, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_allreduce(CP_CALL_Allreduce_init, 1, sendbuf, count, datatype, op, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Allreduce_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Allreduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Allreduce_init(sendbuf, recvbuf, count, datatype, op, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Allreduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Allreduce_init(sendbuf, recvbuf, count, datatype, op, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Allreduce_init, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, info, request))
static int cp_r_Allreduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Allreduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Allreduce_init)(sendbuf, recvbuf, count, datatype, op, comm, info, request);
    return cp_r_Allreduce_init(sendbuf, recvbuf, count, datatype, op, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Allreduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Allreduce_init);
    int cp_rc = CP_REALX(Allreduce_init)(sendbuf, recvbuf, count, datatype, op, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_allreduce(CP_CALL_Allreduce_init, 1, sendbuf, count, datatype, op, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Allreduce_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Allreduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Allreduce_init(sendbuf, recvbuf, count, datatype, op, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Allreduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Allreduce_init(sendbuf, recvbuf, count, datatype, op, comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Scan_init, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, info, request))
static int cp_r_Scan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Scan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Scan_init)(sendbuf, recvbuf, count, datatype, op, comm, info, request);
    return cp_r_Scan_init(sendbuf, recvbuf, count, datatype, op, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Scan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Scan_init);
    int cp_rc = CP_REAL(Scan_init)(sendbuf, recvbuf, count, datatype, op, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_scan(CP_CALL_Scan_init, 1, count, datatype, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Scan_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Scan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Scan_init(sendbuf, recvbuf, count, datatype, op, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Scan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Scan_init(sendbuf, recvbuf, count, datatype, op, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Scan_init, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, info, request))
static int cp_r_Scan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Scan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Scan_init)(sendbuf, recvbuf, count, datatype, op, comm, info, request);
    return cp_r_Scan_init(sendbuf, recvbuf, count, datatype, op, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Scan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Scan_init);
    int cp_rc = CP_REALX(Scan_init)(sendbuf, recvbuf, count, datatype, op, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_scan(CP_CALL_Scan_init, 1, count, datatype, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Scan_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Scan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Scan_init(sendbuf, recvbuf, count, datatype, op, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Scan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Scan_init(sendbuf, recvbuf, count, datatype, op, comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Exscan_init, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, info, request))
static int cp_r_Exscan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Exscan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Exscan_init)(sendbuf, recvbuf, count, datatype, op, comm, info, request);
    return cp_r_Exscan_init(sendbuf, recvbuf, count, datatype, op, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Exscan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Exscan_init);
    int cp_rc = CP_REAL(Exscan_init)(sendbuf, recvbuf, count, datatype, op, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_scan(CP_CALL_Exscan_init, 1, count, datatype, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Exscan_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Exscan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Exscan_init(sendbuf, recvbuf, count, datatype, op, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Exscan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Exscan_init(sendbuf, recvbuf, count, datatype, op, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Exscan_init, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, info, request))
static int cp_r_Exscan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Exscan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Exscan_init)(sendbuf, recvbuf, count, datatype, op, comm, info, request);
    return cp_r_Exscan_init(sendbuf, recvbuf, count, datatype, op, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Exscan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Exscan_init);
    int cp_rc = CP_REALX(Exscan_init)(sendbuf, recvbuf, count, datatype, op, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_scan(CP_CALL_Exscan_init, 1, count, datatype, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Exscan_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Exscan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Exscan_init(sendbuf, recvbuf, count, datatype, op, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Exscan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Exscan_init(sendbuf, recvbuf, count, datatype, op, comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Gather_init, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request))
static int cp_r_Gather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Gather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Gather_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
    return cp_r_Gather_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Gather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Gather_init);
    int cp_rc = CP_REAL(Gather_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_gather(CP_CALL_Gather_init, 1, sendbuf, sendcount, sendtype, recvcount, recvtype, root, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Gather_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Gather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Gather_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Gather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Gather_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Gather_init, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request))
static int cp_r_Gather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Gather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Gather_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
    return cp_r_Gather_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Gather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Gather_init);
    int cp_rc = CP_REALX(Gather_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_gather(CP_CALL_Gather_init, 1, sendbuf, sendcount, sendtype, recvcount, recvtype, root, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Gather_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Gather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Gather_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Gather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Gather_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Scatter_init, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request))
static int cp_r_Scatter_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Scatter_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Scatter_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
    return cp_r_Scatter_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Scatter_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Scatter_init);
    int cp_rc = CP_REAL(Scatter_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_scatter(CP_CALL_Scatter_init, 1, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Scatter_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Scatter_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Scatter_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Scatter_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Scatter_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Scatter_init, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request))
static int cp_r_Scatter_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Scatter_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Scatter_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
    return cp_r_Scatter_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Scatter_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Scatter_init);
    int cp_rc = CP_REALX(Scatter_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_scatter(CP_CALL_Scatter_init, 1, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Scatter_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Scatter_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Scatter_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Scatter_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Scatter_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Allgather_init, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request))
static int cp_r_Allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Allgather_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    return cp_r_Allgather_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Allgather_init);
    int cp_rc = CP_REAL(Allgather_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_allgather(CP_CALL_Allgather_init, 1, sendbuf, sendcount, sendtype, recvcount, recvtype, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Allgather_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Allgather_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Allgather_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Allgather_init, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request))
static int cp_r_Allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Allgather_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    return cp_r_Allgather_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Allgather_init);
    int cp_rc = CP_REALX(Allgather_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_allgather(CP_CALL_Allgather_init, 1, sendbuf, sendcount, sendtype, recvcount, recvtype, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Allgather_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Allgather_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Allgather_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Alltoall_init, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request))
static int cp_r_Alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Alltoall_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    return cp_r_Alltoall_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Alltoall_init);
    int cp_rc = CP_REAL(Alltoall_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_alltoall(CP_CALL_Alltoall_init, 1, sendbuf, sendcount, sendtype, recvcount, recvtype, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Alltoall_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Alltoall_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Alltoall_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Alltoall_init, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request))
static int cp_r_Alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Alltoall_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    return cp_r_Alltoall_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Alltoall_init);
    int cp_rc = CP_REALX(Alltoall_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_alltoall(CP_CALL_Alltoall_init, 1, sendbuf, sendcount, sendtype, recvcount, recvtype, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Alltoall_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Alltoall_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Alltoall_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Gatherv_init, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, info, request))
static int cp_r_Gatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Gatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Gatherv_init)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, info, request);
    return cp_r_Gatherv_init(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Gatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Gatherv_init);
    int cp_rc = CP_REAL(Gatherv_init)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_gatherv(CP_CALL_Gatherv_init, 1, sendbuf, sendcount, sendtype, recvcounts, recvtype, root, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Gatherv_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Gatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Gatherv_init(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Gatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Gatherv_init(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Gatherv_init, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, info, request))
static int cp_r_Gatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Gatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Gatherv_init)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, info, request);
    return cp_r_Gatherv_init(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Gatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Gatherv_init);
    int cp_rc = CP_REALX(Gatherv_init)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_gatherv(CP_CALL_Gatherv_init, 1, sendbuf, sendcount, sendtype, recvcounts, recvtype, root, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Gatherv_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Gatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Gatherv_init(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Gatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Gatherv_init(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Scatterv_init, (const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request))
static int cp_r_Scatterv_init(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Scatterv_init(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Scatterv_init)(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
    return cp_r_Scatterv_init(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Scatterv_init(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Scatterv_init);
    int cp_rc = CP_REAL(Scatterv_init)(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_scatterv(CP_CALL_Scatterv_init, 1, sendcounts, sendtype, recvbuf, recvcount, recvtype, root, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Scatterv_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Scatterv_init(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Scatterv_init(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Scatterv_init(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Scatterv_init(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Scatterv_init, (const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request))
static int cp_r_Scatterv_init(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Scatterv_init(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Scatterv_init)(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
    return cp_r_Scatterv_init(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Scatterv_init(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Scatterv_init);
    int cp_rc = CP_REALX(Scatterv_init)(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_scatterv(CP_CALL_Scatterv_init, 1, sendcounts, sendtype, recvbuf, recvcount, recvtype, root, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Scatterv_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Scatterv_init(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Scatterv_init(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Scatterv_init(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Scatterv_init(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Allgatherv_init, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request))
static int cp_r_Allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Allgatherv_init)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request);
    return cp_r_Allgatherv_init(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Allgatherv_init);
    int cp_rc = CP_REAL(Allgatherv_init)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_allgatherv(CP_CALL_Allgatherv_init, 1, sendbuf, sendcount, sendtype, recvcounts, recvtype, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Allgatherv_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Allgatherv_init(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Allgatherv_init(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Allgatherv_init, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request))
static int cp_r_Allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Allgatherv_init)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request);
    return cp_r_Allgatherv_init(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Allgatherv_init);
    int cp_rc = CP_REALX(Allgatherv_init)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_allgatherv(CP_CALL_Allgatherv_init, 1, sendbuf, sendcount, sendtype, recvcounts, recvtype, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Allgatherv_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Allgatherv_init(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Allgatherv_init(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Alltoallv_init, (const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request))
static int cp_r_Alltoallv_init(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Alltoallv_init(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Alltoallv_init)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request);
    return cp_r_Alltoallv_init(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Alltoallv_init(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Alltoallv_init);
    int cp_rc = CP_REAL(Alltoallv_init)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_alltoallv(CP_CALL_Alltoallv_init, 1, sendbuf, sendcounts, sendtype, recvcounts, recvtype, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Alltoallv_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Alltoallv_init(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Alltoallv_init(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Alltoallv_init(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Alltoallv_init(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Alltoallv_init, (const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request))
static int cp_r_Alltoallv_init(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Alltoallv_init(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Alltoallv_init)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request);
    return cp_r_Alltoallv_init(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Alltoallv_init(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Alltoallv_init);
    int cp_rc = CP_REALX(Alltoallv_init)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_alltoallv(CP_CALL_Alltoallv_init, 1, sendbuf, sendcounts, sendtype, recvcounts, recvtype, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Alltoallv_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Alltoallv_init(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Alltoallv_init(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Alltoallv_init(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Alltoallv_init(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Alltoallw_init, (const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request))
static int cp_r_Alltoallw_init(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Alltoallw_init(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Alltoallw_init)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request);
    return cp_r_Alltoallw_init(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Alltoallw_init(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Alltoallw_init);
    int cp_rc = CP_REAL(Alltoallw_init)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_alltoallw(CP_CALL_Alltoallw_init, 1, sendbuf, sendcounts, sendtypes, recvcounts, recvtypes, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Alltoallw_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Alltoallw_init(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Alltoallw_init(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Alltoallw_init(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Alltoallw_init(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Alltoallw_init, (const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request))
static int cp_r_Alltoallw_init(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Alltoallw_init(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Alltoallw_init)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request);
    return cp_r_Alltoallw_init(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Alltoallw_init(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Alltoallw_init);
    int cp_rc = CP_REALX(Alltoallw_init)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_alltoallw(CP_CALL_Alltoallw_init, 1, sendbuf, sendcounts, sendtypes, recvcounts, recvtypes, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Alltoallw_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Alltoallw_init(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Alltoallw_init(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Alltoallw_init(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Alltoallw_init(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Reduce_scatter_init, (const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, recvbuf, recvcounts, datatype, op, comm, info, request))
static int cp_r_Reduce_scatter_init(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Reduce_scatter_init(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Reduce_scatter_init)(sendbuf, recvbuf, recvcounts, datatype, op, comm, info, request);
    return cp_r_Reduce_scatter_init(sendbuf, recvbuf, recvcounts, datatype, op, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Reduce_scatter_init(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Reduce_scatter_init);
    int cp_rc = CP_REAL(Reduce_scatter_init)(sendbuf, recvbuf, recvcounts, datatype, op, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_reduce_scatter(CP_CALL_Reduce_scatter_init, 1, recvcounts, datatype, op, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Reduce_scatter_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Reduce_scatter_init(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Reduce_scatter_init(sendbuf, recvbuf, recvcounts, datatype, op, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Reduce_scatter_init(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Reduce_scatter_init(sendbuf, recvbuf, recvcounts, datatype, op, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Reduce_scatter_init, (const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, recvbuf, recvcounts, datatype, op, comm, info, request))
static int cp_r_Reduce_scatter_init(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Reduce_scatter_init(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Reduce_scatter_init)(sendbuf, recvbuf, recvcounts, datatype, op, comm, info, request);
    return cp_r_Reduce_scatter_init(sendbuf, recvbuf, recvcounts, datatype, op, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Reduce_scatter_init(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Reduce_scatter_init);
    int cp_rc = CP_REALX(Reduce_scatter_init)(sendbuf, recvbuf, recvcounts, datatype, op, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_reduce_scatter(CP_CALL_Reduce_scatter_init, 1, recvcounts, datatype, op, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Reduce_scatter_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Reduce_scatter_init(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Reduce_scatter_init(sendbuf, recvbuf, recvcounts, datatype, op, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Reduce_scatter_init(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Reduce_scatter_init(sendbuf, recvbuf, recvcounts, datatype, op, comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Reduce_scatter_block_init, (const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, recvbuf, recvcount, datatype, op, comm, info, request))
static int cp_r_Reduce_scatter_block_init(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Reduce_scatter_block_init(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Reduce_scatter_block_init)(sendbuf, recvbuf, recvcount, datatype, op, comm, info, request);
    return cp_r_Reduce_scatter_block_init(sendbuf, recvbuf, recvcount, datatype, op, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Reduce_scatter_block_init(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Reduce_scatter_block_init);
    int cp_rc = CP_REAL(Reduce_scatter_block_init)(sendbuf, recvbuf, recvcount, datatype, op, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_reduce_scatter_block(CP_CALL_Reduce_scatter_block_init, 1, recvcount, datatype, op, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Reduce_scatter_block_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Reduce_scatter_block_init(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Reduce_scatter_block_init(sendbuf, recvbuf, recvcount, datatype, op, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Reduce_scatter_block_init(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Reduce_scatter_block_init(sendbuf, recvbuf, recvcount, datatype, op, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Reduce_scatter_block_init, (const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, recvbuf, recvcount, datatype, op, comm, info, request))
static int cp_r_Reduce_scatter_block_init(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Reduce_scatter_block_init(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Reduce_scatter_block_init)(sendbuf, recvbuf, recvcount, datatype, op, comm, info, request);
    return cp_r_Reduce_scatter_block_init(sendbuf, recvbuf, recvcount, datatype, op, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Reduce_scatter_block_init(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Reduce_scatter_block_init);
    int cp_rc = CP_REALX(Reduce_scatter_block_init)(sendbuf, recvbuf, recvcount, datatype, op, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_reduce_scatter_block(CP_CALL_Reduce_scatter_block_init, 1, recvcount, datatype, op, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Reduce_scatter_block_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Reduce_scatter_block_init(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Reduce_scatter_block_init(sendbuf, recvbuf, recvcount, datatype, op, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Reduce_scatter_block_init(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Reduce_scatter_block_init(sendbuf, recvbuf, recvcount, datatype, op, comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Neighbor_allgather_init, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request))
static int cp_r_Neighbor_allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Neighbor_allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Neighbor_allgather_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    return cp_r_Neighbor_allgather_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Neighbor_allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_allgather_init);
    int cp_rc = CP_REAL(Neighbor_allgather_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_neighbor(CP_CALL_Neighbor_allgather_init, sendcount, NULL, sendtype, NULL, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_allgather_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Neighbor_allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_allgather_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Neighbor_allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_allgather_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Neighbor_allgather_init, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request))
static int cp_r_Neighbor_allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Neighbor_allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Neighbor_allgather_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    return cp_r_Neighbor_allgather_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Neighbor_allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_allgather_init);
    int cp_rc = CP_REALX(Neighbor_allgather_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_neighbor(CP_CALL_Neighbor_allgather_init, sendcount, NULL, sendtype, NULL, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_allgather_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Neighbor_allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_allgather_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Neighbor_allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_allgather_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Neighbor_allgatherv_init, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request))
static int cp_r_Neighbor_allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Neighbor_allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Neighbor_allgatherv_init)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request);
    return cp_r_Neighbor_allgatherv_init(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Neighbor_allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_allgatherv_init);
    int cp_rc = CP_REAL(Neighbor_allgatherv_init)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_neighbor(CP_CALL_Neighbor_allgatherv_init, sendcount, NULL, sendtype, NULL, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_allgatherv_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Neighbor_allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_allgatherv_init(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Neighbor_allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_allgatherv_init(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Neighbor_allgatherv_init, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request))
static int cp_r_Neighbor_allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Neighbor_allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Neighbor_allgatherv_init)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request);
    return cp_r_Neighbor_allgatherv_init(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Neighbor_allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_allgatherv_init);
    int cp_rc = CP_REALX(Neighbor_allgatherv_init)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_neighbor(CP_CALL_Neighbor_allgatherv_init, sendcount, NULL, sendtype, NULL, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_allgatherv_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Neighbor_allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_allgatherv_init(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Neighbor_allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_allgatherv_init(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Neighbor_alltoall_init, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request))
static int cp_r_Neighbor_alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Neighbor_alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Neighbor_alltoall_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    return cp_r_Neighbor_alltoall_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Neighbor_alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_alltoall_init);
    int cp_rc = CP_REAL(Neighbor_alltoall_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_neighbor(CP_CALL_Neighbor_alltoall_init, sendcount, NULL, sendtype, NULL, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_alltoall_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Neighbor_alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_alltoall_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Neighbor_alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_alltoall_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Neighbor_alltoall_init, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request))
static int cp_r_Neighbor_alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Neighbor_alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Neighbor_alltoall_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    return cp_r_Neighbor_alltoall_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Neighbor_alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_alltoall_init);
    int cp_rc = CP_REALX(Neighbor_alltoall_init)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_neighbor(CP_CALL_Neighbor_alltoall_init, sendcount, NULL, sendtype, NULL, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_alltoall_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Neighbor_alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_alltoall_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Neighbor_alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_alltoall_init(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Neighbor_alltoallv_init, (const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request))
static int cp_r_Neighbor_alltoallv_init(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Neighbor_alltoallv_init(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Neighbor_alltoallv_init)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request);
    return cp_r_Neighbor_alltoallv_init(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Neighbor_alltoallv_init(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_alltoallv_init);
    int cp_rc = CP_REAL(Neighbor_alltoallv_init)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_neighbor(CP_CALL_Neighbor_alltoallv_init, 0, sendcounts, sendtype, NULL, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_alltoallv_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Neighbor_alltoallv_init(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_alltoallv_init(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Neighbor_alltoallv_init(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_alltoallv_init(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Neighbor_alltoallv_init, (const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request))
static int cp_r_Neighbor_alltoallv_init(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Neighbor_alltoallv_init(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Neighbor_alltoallv_init)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request);
    return cp_r_Neighbor_alltoallv_init(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Neighbor_alltoallv_init(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_alltoallv_init);
    int cp_rc = CP_REALX(Neighbor_alltoallv_init)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_neighbor(CP_CALL_Neighbor_alltoallv_init, 0, sendcounts, sendtype, NULL, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_alltoallv_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Neighbor_alltoallv_init(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_alltoallv_init(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Neighbor_alltoallv_init(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_alltoallv_init(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request); }
#endif
#endif

#if MPI_VERSION >= 4
CP_REAL_DECL(Neighbor_alltoallw_init, (const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request))
static int cp_r_Neighbor_alltoallw_init(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Neighbor_alltoallw_init(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Neighbor_alltoallw_init)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request);
    return cp_r_Neighbor_alltoallw_init(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Neighbor_alltoallw_init(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_alltoallw_init);
    int cp_rc = CP_REAL(Neighbor_alltoallw_init)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_neighbor(CP_CALL_Neighbor_alltoallw_init, 0, sendcounts, MPI_DATATYPE_NULL, sendtypes, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_alltoallw_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Neighbor_alltoallw_init(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_alltoallw_init(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Neighbor_alltoallw_init(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_alltoallw_init(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request); }
#endif
#elif CP_HAVE_MPIX_PCOLL
CP_REALX_DECL(Neighbor_alltoallw_init, (const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request))
static int cp_r_Neighbor_alltoallw_init(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Neighbor_alltoallw_init(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REALX(Neighbor_alltoallw_init)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request);
    return cp_r_Neighbor_alltoallw_init(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Neighbor_alltoallw_init(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_alltoallw_init);
    int cp_rc = CP_REALX(Neighbor_alltoallw_init)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_neighbor(CP_CALL_Neighbor_alltoallw_init, 0, sendcounts, MPI_DATATYPE_NULL, sendtypes, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_alltoallw_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPIX_Neighbor_alltoallw_init(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_alltoallw_init(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPIX_Neighbor_alltoallw_init(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_alltoallw_init(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_ISENDRECV)
CP_REAL_DECL(Isendrecv, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, request))
static int cp_r_Isendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Isendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Isendrecv)(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, request);
    return cp_r_Isendrecv(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, request);
}
__attribute__((noinline)) static int cp_r_Isendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Isendrecv);
    int cp_rc = CP_REAL(Isendrecv)(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, sendtag, (int64_t)sendcount, sendtype, cp_t0);
        if (CP_ISENDRECV_STATUS && cp_counting_recvs()) cp_req_add_recv(*request, comm, source, 0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Isendrecv);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Isendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Request *request) { return cp_w_Isendrecv(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Isendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Request *request) { return cp_w_Isendrecv(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, request); }
#endif
#endif

#if defined(CP_HAVE_ISENDRECV)
CP_REAL_DECL(Isendrecv_replace, (void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, sendtag, source, recvtag, comm, request))
static int cp_r_Isendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Isendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Isendrecv_replace)(buf, count, datatype, dest, sendtag, source, recvtag, comm, request);
    return cp_r_Isendrecv_replace(buf, count, datatype, dest, sendtag, source, recvtag, comm, request);
}
__attribute__((noinline)) static int cp_r_Isendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Isendrecv_replace);
    int cp_rc = CP_REAL(Isendrecv_replace)(buf, count, datatype, dest, sendtag, source, recvtag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, sendtag, (int64_t)count, datatype, cp_t0);
        if (CP_ISENDRECV_STATUS && cp_counting_recvs()) cp_req_add_recv(*request, comm, source, 0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Isendrecv_replace);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Isendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Request *request) { return cp_w_Isendrecv_replace(buf, count, datatype, dest, sendtag, source, recvtag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Isendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Request *request) { return cp_w_Isendrecv_replace(buf, count, datatype, dest, sendtag, source, recvtag, comm, request); }
#endif
#endif

#if defined(CP_HAVE_ISENDRECV) && defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Isendrecv_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, request))
static int cp_r_Isendrecv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Isendrecv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Isendrecv_c)(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, request);
    return cp_r_Isendrecv_c(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, request);
}
__attribute__((noinline)) static int cp_r_Isendrecv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Isendrecv_c);
    int cp_rc = CP_REAL(Isendrecv_c)(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, sendtag, (int64_t)sendcount, sendtype, cp_t0);
        if (CP_ISENDRECV_STATUS && cp_counting_recvs()) cp_req_add_recv(*request, comm, source, 0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Isendrecv_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Isendrecv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Request *request) { return cp_w_Isendrecv_c(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Isendrecv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Request *request) { return cp_w_Isendrecv_c(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, request); }
#endif
#endif

#if defined(CP_HAVE_ISENDRECV) && defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Isendrecv_replace_c, (void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, sendtag, source, recvtag, comm, request))
static int cp_r_Isendrecv_replace_c(void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Isendrecv_replace_c(void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Isendrecv_replace_c)(buf, count, datatype, dest, sendtag, source, recvtag, comm, request);
    return cp_r_Isendrecv_replace_c(buf, count, datatype, dest, sendtag, source, recvtag, comm, request);
}
__attribute__((noinline)) static int cp_r_Isendrecv_replace_c(void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    int64_t cp_t0 = cp_send_time();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Isendrecv_replace_c);
    int cp_rc = CP_REAL(Isendrecv_replace_c)(buf, count, datatype, dest, sendtag, source, recvtag, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_send(comm, dest, sendtag, (int64_t)count, datatype, cp_t0);
        if (CP_ISENDRECV_STATUS && cp_counting_recvs()) cp_req_add_recv(*request, comm, source, 0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Isendrecv_replace_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Isendrecv_replace_c(void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Request *request) { return cp_w_Isendrecv_replace_c(buf, count, datatype, dest, sendtag, source, recvtag, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Isendrecv_replace_c(void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Request *request) { return cp_w_Isendrecv_replace_c(buf, count, datatype, dest, sendtag, source, recvtag, comm, request); }
#endif
#endif

#if defined(CP_HAVE_PARTITIONED)
CP_REAL_DECL(Psend_init, (const void *buf, int partitions, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Info info, MPI_Request *request), (buf, partitions, count, datatype, dest, tag, comm, info, request))
static int cp_r_Psend_init(const void *buf, int partitions, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Psend_init(const void *buf, int partitions, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Psend_init)(buf, partitions, count, datatype, dest, tag, comm, info, request);
    return cp_r_Psend_init(buf, partitions, count, datatype, dest, tag, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Psend_init(const void *buf, int partitions, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Psend_init);
    int cp_rc = CP_REAL(Psend_init)(buf, partitions, count, datatype, dest, tag, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_psend(*request, comm, dest, tag, (int64_t)partitions * (int64_t)count, datatype);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Psend_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Psend_init(const void *buf, int partitions, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Psend_init(buf, partitions, count, datatype, dest, tag, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Psend_init(const void *buf, int partitions, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Psend_init(buf, partitions, count, datatype, dest, tag, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_PARTITIONED)
CP_REAL_DECL(Precv_init, (void *buf, int partitions, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Info info, MPI_Request *request), (buf, partitions, count, datatype, source, tag, comm, info, request))
static int cp_r_Precv_init(void *buf, int partitions, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Precv_init(void *buf, int partitions, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recv_recording_now()) return CP_REAL(Precv_init)(buf, partitions, count, datatype, source, tag, comm, info, request);
    return cp_r_Precv_init(buf, partitions, count, datatype, source, tag, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Precv_init(void *buf, int partitions, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Precv_init);
    int cp_rc = CP_REAL(Precv_init)(buf, partitions, count, datatype, source, tag, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_req_add_recv(*request, comm, source, 1);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Precv_init);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Precv_init(void *buf, int partitions, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Precv_init(buf, partitions, count, datatype, source, tag, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Precv_init(void *buf, int partitions, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Precv_init(buf, partitions, count, datatype, source, tag, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Bcast_c, (void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm), (buffer, count, datatype, root, comm))
static int cp_r_Bcast_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm);
static inline int cp_w_Bcast_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Bcast_c)(buffer, count, datatype, root, comm), comm);
    return cp_r_Bcast_c(buffer, count, datatype, root, comm);
}
__attribute__((noinline)) static int cp_r_Bcast_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Bcast_c);
    int cp_rc = CP_REAL(Bcast_c)(buffer, count, datatype, root, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_bcast(CP_CALL_Bcast_c, 0, count, datatype, root, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Bcast_c);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Bcast_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm) { return cp_w_Bcast_c(buffer, count, datatype, root, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Bcast_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm) { return cp_w_Bcast_c(buffer, count, datatype, root, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ibcast_c, (void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request), (buffer, count, datatype, root, comm, request))
static int cp_r_Ibcast_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ibcast_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ibcast_c)(buffer, count, datatype, root, comm, request);
    return cp_r_Ibcast_c(buffer, count, datatype, root, comm, request);
}
__attribute__((noinline)) static int cp_r_Ibcast_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ibcast_c);
    int cp_rc = CP_REAL(Ibcast_c)(buffer, count, datatype, root, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_bcast(CP_CALL_Ibcast_c, 1, count, datatype, root, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ibcast_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ibcast_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Ibcast_c(buffer, count, datatype, root, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ibcast_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Ibcast_c(buffer, count, datatype, root, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Reduce_c, (const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm), (sendbuf, recvbuf, count, datatype, op, root, comm))
static int cp_r_Reduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm);
static inline int cp_w_Reduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Reduce_c)(sendbuf, recvbuf, count, datatype, op, root, comm), comm);
    return cp_r_Reduce_c(sendbuf, recvbuf, count, datatype, op, root, comm);
}
__attribute__((noinline)) static int cp_r_Reduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Reduce_c);
    int cp_rc = CP_REAL(Reduce_c)(sendbuf, recvbuf, count, datatype, op, root, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_reduce(CP_CALL_Reduce_c, 0, sendbuf, count, datatype, op, root, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Reduce_c);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Reduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm) { return cp_w_Reduce_c(sendbuf, recvbuf, count, datatype, op, root, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Reduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm) { return cp_w_Reduce_c(sendbuf, recvbuf, count, datatype, op, root, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ireduce_c, (const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, root, comm, request))
static int cp_r_Ireduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ireduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ireduce_c)(sendbuf, recvbuf, count, datatype, op, root, comm, request);
    return cp_r_Ireduce_c(sendbuf, recvbuf, count, datatype, op, root, comm, request);
}
__attribute__((noinline)) static int cp_r_Ireduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ireduce_c);
    int cp_rc = CP_REAL(Ireduce_c)(sendbuf, recvbuf, count, datatype, op, root, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_reduce(CP_CALL_Ireduce_c, 1, sendbuf, count, datatype, op, root, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ireduce_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ireduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Ireduce_c(sendbuf, recvbuf, count, datatype, op, root, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ireduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Ireduce_c(sendbuf, recvbuf, count, datatype, op, root, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Allreduce_c, (const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm), (sendbuf, recvbuf, count, datatype, op, comm))
static int cp_r_Allreduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
static inline int cp_w_Allreduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Allreduce_c)(sendbuf, recvbuf, count, datatype, op, comm), comm);
    return cp_r_Allreduce_c(sendbuf, recvbuf, count, datatype, op, comm);
}
__attribute__((noinline)) static int cp_r_Allreduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Allreduce_c);
    int cp_rc = CP_REAL(Allreduce_c)(sendbuf, recvbuf, count, datatype, op, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_allreduce(CP_CALL_Allreduce_c, 0, sendbuf, count, datatype, op, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Allreduce_c);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Allreduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return cp_w_Allreduce_c(sendbuf, recvbuf, count, datatype, op, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Allreduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return cp_w_Allreduce_c(sendbuf, recvbuf, count, datatype, op, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Iallreduce_c, (const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, request))
static int cp_r_Iallreduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Iallreduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Iallreduce_c)(sendbuf, recvbuf, count, datatype, op, comm, request);
    return cp_r_Iallreduce_c(sendbuf, recvbuf, count, datatype, op, comm, request);
}
__attribute__((noinline)) static int cp_r_Iallreduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Iallreduce_c);
    int cp_rc = CP_REAL(Iallreduce_c)(sendbuf, recvbuf, count, datatype, op, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_allreduce(CP_CALL_Iallreduce_c, 1, sendbuf, count, datatype, op, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Iallreduce_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Iallreduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return cp_w_Iallreduce_c(sendbuf, recvbuf, count, datatype, op, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Iallreduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return cp_w_Iallreduce_c(sendbuf, recvbuf, count, datatype, op, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Scan_c, (const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm), (sendbuf, recvbuf, count, datatype, op, comm))
static int cp_r_Scan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
static inline int cp_w_Scan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Scan_c)(sendbuf, recvbuf, count, datatype, op, comm), comm);
    return cp_r_Scan_c(sendbuf, recvbuf, count, datatype, op, comm);
}
__attribute__((noinline)) static int cp_r_Scan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Scan_c);
    int cp_rc = CP_REAL(Scan_c)(sendbuf, recvbuf, count, datatype, op, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_scan(CP_CALL_Scan_c, 0, count, datatype, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Scan_c);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Scan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return cp_w_Scan_c(sendbuf, recvbuf, count, datatype, op, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Scan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return cp_w_Scan_c(sendbuf, recvbuf, count, datatype, op, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Iscan_c, (const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, request))
static int cp_r_Iscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Iscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Iscan_c)(sendbuf, recvbuf, count, datatype, op, comm, request);
    return cp_r_Iscan_c(sendbuf, recvbuf, count, datatype, op, comm, request);
}
__attribute__((noinline)) static int cp_r_Iscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Iscan_c);
    int cp_rc = CP_REAL(Iscan_c)(sendbuf, recvbuf, count, datatype, op, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_scan(CP_CALL_Iscan_c, 1, count, datatype, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Iscan_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Iscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return cp_w_Iscan_c(sendbuf, recvbuf, count, datatype, op, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Iscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return cp_w_Iscan_c(sendbuf, recvbuf, count, datatype, op, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Exscan_c, (const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm), (sendbuf, recvbuf, count, datatype, op, comm))
static int cp_r_Exscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
static inline int cp_w_Exscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Exscan_c)(sendbuf, recvbuf, count, datatype, op, comm), comm);
    return cp_r_Exscan_c(sendbuf, recvbuf, count, datatype, op, comm);
}
__attribute__((noinline)) static int cp_r_Exscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Exscan_c);
    int cp_rc = CP_REAL(Exscan_c)(sendbuf, recvbuf, count, datatype, op, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_scan(CP_CALL_Exscan_c, 0, count, datatype, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Exscan_c);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Exscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return cp_w_Exscan_c(sendbuf, recvbuf, count, datatype, op, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Exscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return cp_w_Exscan_c(sendbuf, recvbuf, count, datatype, op, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Iexscan_c, (const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, request))
static int cp_r_Iexscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Iexscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Iexscan_c)(sendbuf, recvbuf, count, datatype, op, comm, request);
    return cp_r_Iexscan_c(sendbuf, recvbuf, count, datatype, op, comm, request);
}
__attribute__((noinline)) static int cp_r_Iexscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Iexscan_c);
    int cp_rc = CP_REAL(Iexscan_c)(sendbuf, recvbuf, count, datatype, op, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_scan(CP_CALL_Iexscan_c, 1, count, datatype, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Iexscan_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Iexscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return cp_w_Iexscan_c(sendbuf, recvbuf, count, datatype, op, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Iexscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return cp_w_Iexscan_c(sendbuf, recvbuf, count, datatype, op, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Gather_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm))
static int cp_r_Gather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm);
static inline int cp_w_Gather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Gather_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm), comm);
    return cp_r_Gather_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
}
__attribute__((noinline)) static int cp_r_Gather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Gather_c);
    int cp_rc = CP_REAL(Gather_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_gather(CP_CALL_Gather_c, 0, sendbuf, sendcount, sendtype, recvcount, recvtype, root, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Gather_c);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Gather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm) { return cp_w_Gather_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Gather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm) { return cp_w_Gather_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Igather_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request))
static int cp_r_Igather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Igather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Igather_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request);
    return cp_r_Igather_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request);
}
__attribute__((noinline)) static int cp_r_Igather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Igather_c);
    int cp_rc = CP_REAL(Igather_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_gather(CP_CALL_Igather_c, 1, sendbuf, sendcount, sendtype, recvcount, recvtype, root, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Igather_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Igather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Igather_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Igather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Igather_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Scatter_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm))
static int cp_r_Scatter_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm);
static inline int cp_w_Scatter_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Scatter_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm), comm);
    return cp_r_Scatter_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
}
__attribute__((noinline)) static int cp_r_Scatter_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Scatter_c);
    int cp_rc = CP_REAL(Scatter_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_scatter(CP_CALL_Scatter_c, 0, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Scatter_c);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Scatter_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm) { return cp_w_Scatter_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Scatter_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm) { return cp_w_Scatter_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Iscatter_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request))
static int cp_r_Iscatter_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Iscatter_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Iscatter_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request);
    return cp_r_Iscatter_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request);
}
__attribute__((noinline)) static int cp_r_Iscatter_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Iscatter_c);
    int cp_rc = CP_REAL(Iscatter_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_scatter(CP_CALL_Iscatter_c, 1, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Iscatter_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Iscatter_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Iscatter_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Iscatter_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Iscatter_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Allgather_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm))
static int cp_r_Allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm);
static inline int cp_w_Allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Allgather_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm), comm);
    return cp_r_Allgather_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
}
__attribute__((noinline)) static int cp_r_Allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Allgather_c);
    int cp_rc = CP_REAL(Allgather_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_allgather(CP_CALL_Allgather_c, 0, sendbuf, sendcount, sendtype, recvcount, recvtype, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Allgather_c);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Allgather_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Allgather_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Iallgather_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request))
static int cp_r_Iallgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Iallgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Iallgather_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
    return cp_r_Iallgather_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
}
__attribute__((noinline)) static int cp_r_Iallgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Iallgather_c);
    int cp_rc = CP_REAL(Iallgather_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_allgather(CP_CALL_Iallgather_c, 1, sendbuf, sendcount, sendtype, recvcount, recvtype, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Iallgather_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Iallgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Iallgather_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Iallgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Iallgather_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Alltoall_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm))
static int cp_r_Alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm);
static inline int cp_w_Alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Alltoall_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm), comm);
    return cp_r_Alltoall_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
}
__attribute__((noinline)) static int cp_r_Alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Alltoall_c);
    int cp_rc = CP_REAL(Alltoall_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_alltoall(CP_CALL_Alltoall_c, 0, sendbuf, sendcount, sendtype, recvcount, recvtype, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Alltoall_c);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Alltoall_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Alltoall_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ialltoall_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request))
static int cp_r_Ialltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ialltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ialltoall_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
    return cp_r_Ialltoall_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
}
__attribute__((noinline)) static int cp_r_Ialltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ialltoall_c);
    int cp_rc = CP_REAL(Ialltoall_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_alltoall(CP_CALL_Ialltoall_c, 1, sendbuf, sendcount, sendtype, recvcount, recvtype, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ialltoall_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ialltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ialltoall_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ialltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ialltoall_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Gatherv_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm))
static int cp_r_Gatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm);
static inline int cp_w_Gatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Gatherv_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm), comm);
    return cp_r_Gatherv_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm);
}
__attribute__((noinline)) static int cp_r_Gatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Gatherv_c);
    int cp_rc = CP_REAL(Gatherv_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm);
    if (cp_rc == MPI_SUCCESS) {
        int *cp_n0 = NULL;
        if (!cp_counts_narrow(recvcounts, comm, CP_VLEN_ROOT_PEERS, root, &cp_n0)) {
            cp_hook_gatherv(CP_CALL_Gatherv_c, 0, sendbuf, sendcount, sendtype, cp_n0, recvtype, root, comm);
        }
        free(cp_n0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Gatherv_c);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Gatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm) { return cp_w_Gatherv_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Gatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm) { return cp_w_Gatherv_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Igatherv_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, request))
static int cp_r_Igatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Igatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Igatherv_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, request);
    return cp_r_Igatherv_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, request);
}
__attribute__((noinline)) static int cp_r_Igatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Igatherv_c);
    int cp_rc = CP_REAL(Igatherv_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        int *cp_n0 = NULL;
        if (!cp_counts_narrow(recvcounts, comm, CP_VLEN_ROOT_PEERS, root, &cp_n0)) {
            cp_hook_gatherv(CP_CALL_Igatherv_c, 1, sendbuf, sendcount, sendtype, cp_n0, recvtype, root, comm);
        }
        free(cp_n0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Igatherv_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Igatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Igatherv_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Igatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Igatherv_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Scatterv_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm), (sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm))
static int cp_r_Scatterv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm);
static inline int cp_w_Scatterv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Scatterv_c)(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm), comm);
    return cp_r_Scatterv_c(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm);
}
__attribute__((noinline)) static int cp_r_Scatterv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Scatterv_c);
    int cp_rc = CP_REAL(Scatterv_c)(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm);
    if (cp_rc == MPI_SUCCESS) {
        int *cp_n0 = NULL;
        if (!cp_counts_narrow(sendcounts, comm, CP_VLEN_ROOT_PEERS, root, &cp_n0)) {
            cp_hook_scatterv(CP_CALL_Scatterv_c, 0, cp_n0, sendtype, recvbuf, recvcount, recvtype, root, comm);
        }
        free(cp_n0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Scatterv_c);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Scatterv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm) { return cp_w_Scatterv_c(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Scatterv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm) { return cp_w_Scatterv_c(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Iscatterv_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, request))
static int cp_r_Iscatterv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Iscatterv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Iscatterv_c)(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, request);
    return cp_r_Iscatterv_c(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, request);
}
__attribute__((noinline)) static int cp_r_Iscatterv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Iscatterv_c);
    int cp_rc = CP_REAL(Iscatterv_c)(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        int *cp_n0 = NULL;
        if (!cp_counts_narrow(sendcounts, comm, CP_VLEN_ROOT_PEERS, root, &cp_n0)) {
            cp_hook_scatterv(CP_CALL_Iscatterv_c, 1, cp_n0, sendtype, recvbuf, recvcount, recvtype, root, comm);
        }
        free(cp_n0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Iscatterv_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Iscatterv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Iscatterv_c(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Iscatterv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return cp_w_Iscatterv_c(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Allgatherv_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm))
static int cp_r_Allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm);
static inline int cp_w_Allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Allgatherv_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm), comm);
    return cp_r_Allgatherv_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm);
}
__attribute__((noinline)) static int cp_r_Allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Allgatherv_c);
    int cp_rc = CP_REAL(Allgatherv_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm);
    if (cp_rc == MPI_SUCCESS) {
        int *cp_n0 = NULL;
        if (!cp_counts_narrow(recvcounts, comm, CP_VLEN_PEERS, 0, &cp_n0)) {
            cp_hook_allgatherv(CP_CALL_Allgatherv_c, 0, sendbuf, sendcount, sendtype, cp_n0, recvtype, comm);
        }
        free(cp_n0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Allgatherv_c);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Allgatherv_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Allgatherv_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Iallgatherv_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request))
static int cp_r_Iallgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Iallgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Iallgatherv_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request);
    return cp_r_Iallgatherv_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request);
}
__attribute__((noinline)) static int cp_r_Iallgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Iallgatherv_c);
    int cp_rc = CP_REAL(Iallgatherv_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        int *cp_n0 = NULL;
        if (!cp_counts_narrow(recvcounts, comm, CP_VLEN_PEERS, 0, &cp_n0)) {
            cp_hook_allgatherv(CP_CALL_Iallgatherv_c, 1, sendbuf, sendcount, sendtype, cp_n0, recvtype, comm);
        }
        free(cp_n0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Iallgatherv_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Iallgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Iallgatherv_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Iallgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Iallgatherv_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Alltoallv_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm))
static int cp_r_Alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm);
static inline int cp_w_Alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Alltoallv_c)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm), comm);
    return cp_r_Alltoallv_c(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm);
}
__attribute__((noinline)) static int cp_r_Alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Alltoallv_c);
    int cp_rc = CP_REAL(Alltoallv_c)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm);
    if (cp_rc == MPI_SUCCESS) {
        int *cp_n0 = NULL, *cp_n1 = NULL;
        if (!cp_counts_narrow(sendbuf == MPI_IN_PLACE ? NULL : sendcounts, comm, CP_VLEN_PEERS, 0, &cp_n0) && !cp_counts_narrow(recvcounts, comm, CP_VLEN_PEERS, 0, &cp_n1)) {
            cp_hook_alltoallv(CP_CALL_Alltoallv_c, 0, sendbuf, cp_n0, sendtype, cp_n1, recvtype, comm);
        }
        free(cp_n0); free(cp_n1);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Alltoallv_c);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Alltoallv_c(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Alltoallv_c(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ialltoallv_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request))
static int cp_r_Ialltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ialltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ialltoallv_c)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request);
    return cp_r_Ialltoallv_c(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request);
}
__attribute__((noinline)) static int cp_r_Ialltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ialltoallv_c);
    int cp_rc = CP_REAL(Ialltoallv_c)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        int *cp_n0 = NULL, *cp_n1 = NULL;
        if (!cp_counts_narrow(sendbuf == MPI_IN_PLACE ? NULL : sendcounts, comm, CP_VLEN_PEERS, 0, &cp_n0) && !cp_counts_narrow(recvcounts, comm, CP_VLEN_PEERS, 0, &cp_n1)) {
            cp_hook_alltoallv(CP_CALL_Ialltoallv_c, 1, sendbuf, cp_n0, sendtype, cp_n1, recvtype, comm);
        }
        free(cp_n0); free(cp_n1);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ialltoallv_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ialltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ialltoallv_c(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ialltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ialltoallv_c(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Alltoallw_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm))
static int cp_r_Alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm);
static inline int cp_w_Alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Alltoallw_c)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm), comm);
    return cp_r_Alltoallw_c(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm);
}
__attribute__((noinline)) static int cp_r_Alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Alltoallw_c);
    int cp_rc = CP_REAL(Alltoallw_c)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm);
    if (cp_rc == MPI_SUCCESS) {
        int *cp_n0 = NULL, *cp_n1 = NULL;
        if (!cp_counts_narrow(sendbuf == MPI_IN_PLACE ? NULL : sendcounts, comm, CP_VLEN_PEERS, 0, &cp_n0) && !cp_counts_narrow(recvcounts, comm, CP_VLEN_PEERS, 0, &cp_n1)) {
            cp_hook_alltoallw(CP_CALL_Alltoallw_c, 0, sendbuf, cp_n0, sendtypes, cp_n1, recvtypes, comm);
        }
        free(cp_n0); free(cp_n1);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Alltoallw_c);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm) { return cp_w_Alltoallw_c(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm) { return cp_w_Alltoallw_c(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ialltoallw_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request))
static int cp_r_Ialltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ialltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ialltoallw_c)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request);
    return cp_r_Ialltoallw_c(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request);
}
__attribute__((noinline)) static int cp_r_Ialltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ialltoallw_c);
    int cp_rc = CP_REAL(Ialltoallw_c)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        int *cp_n0 = NULL, *cp_n1 = NULL;
        if (!cp_counts_narrow(sendbuf == MPI_IN_PLACE ? NULL : sendcounts, comm, CP_VLEN_PEERS, 0, &cp_n0) && !cp_counts_narrow(recvcounts, comm, CP_VLEN_PEERS, 0, &cp_n1)) {
            cp_hook_alltoallw(CP_CALL_Ialltoallw_c, 1, sendbuf, cp_n0, sendtypes, cp_n1, recvtypes, comm);
        }
        free(cp_n0); free(cp_n1);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ialltoallw_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ialltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request) { return cp_w_Ialltoallw_c(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ialltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request) { return cp_w_Ialltoallw_c(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Reduce_scatter_c, (const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm), (sendbuf, recvbuf, recvcounts, datatype, op, comm))
static int cp_r_Reduce_scatter_c(const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
static inline int cp_w_Reduce_scatter_c(const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Reduce_scatter_c)(sendbuf, recvbuf, recvcounts, datatype, op, comm), comm);
    return cp_r_Reduce_scatter_c(sendbuf, recvbuf, recvcounts, datatype, op, comm);
}
__attribute__((noinline)) static int cp_r_Reduce_scatter_c(const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Reduce_scatter_c);
    int cp_rc = CP_REAL(Reduce_scatter_c)(sendbuf, recvbuf, recvcounts, datatype, op, comm);
    if (cp_rc == MPI_SUCCESS) {
        int *cp_n0 = NULL;
        if (!cp_counts_narrow(recvcounts, comm, CP_VLEN_LOCAL, 0, &cp_n0)) {
            cp_hook_reduce_scatter(CP_CALL_Reduce_scatter_c, 0, cp_n0, datatype, op, comm);
        }
        free(cp_n0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Reduce_scatter_c);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Reduce_scatter_c(const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return cp_w_Reduce_scatter_c(sendbuf, recvbuf, recvcounts, datatype, op, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Reduce_scatter_c(const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return cp_w_Reduce_scatter_c(sendbuf, recvbuf, recvcounts, datatype, op, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ireduce_scatter_c, (const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, recvcounts, datatype, op, comm, request))
static int cp_r_Ireduce_scatter_c(const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ireduce_scatter_c(const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ireduce_scatter_c)(sendbuf, recvbuf, recvcounts, datatype, op, comm, request);
    return cp_r_Ireduce_scatter_c(sendbuf, recvbuf, recvcounts, datatype, op, comm, request);
}
__attribute__((noinline)) static int cp_r_Ireduce_scatter_c(const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ireduce_scatter_c);
    int cp_rc = CP_REAL(Ireduce_scatter_c)(sendbuf, recvbuf, recvcounts, datatype, op, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        int *cp_n0 = NULL;
        if (!cp_counts_narrow(recvcounts, comm, CP_VLEN_LOCAL, 0, &cp_n0)) {
            cp_hook_reduce_scatter(CP_CALL_Ireduce_scatter_c, 1, cp_n0, datatype, op, comm);
        }
        free(cp_n0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ireduce_scatter_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ireduce_scatter_c(const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return cp_w_Ireduce_scatter_c(sendbuf, recvbuf, recvcounts, datatype, op, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ireduce_scatter_c(const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return cp_w_Ireduce_scatter_c(sendbuf, recvbuf, recvcounts, datatype, op, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Reduce_scatter_block_c, (const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm), (sendbuf, recvbuf, recvcount, datatype, op, comm))
static int cp_r_Reduce_scatter_block_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
static inline int cp_w_Reduce_scatter_block_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return cp_sync_tick(CP_REAL(Reduce_scatter_block_c)(sendbuf, recvbuf, recvcount, datatype, op, comm), comm);
    return cp_r_Reduce_scatter_block_c(sendbuf, recvbuf, recvcount, datatype, op, comm);
}
__attribute__((noinline)) static int cp_r_Reduce_scatter_block_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Reduce_scatter_block_c);
    int cp_rc = CP_REAL(Reduce_scatter_block_c)(sendbuf, recvbuf, recvcount, datatype, op, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_reduce_scatter_block(CP_CALL_Reduce_scatter_block_c, 0, recvcount, datatype, op, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Reduce_scatter_block_c);
    cp_guard_leave();
    return cp_sync_tick(cp_rc, comm);
}
CP_API int MPI_Reduce_scatter_block_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return cp_w_Reduce_scatter_block_c(sendbuf, recvbuf, recvcount, datatype, op, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Reduce_scatter_block_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return cp_w_Reduce_scatter_block_c(sendbuf, recvbuf, recvcount, datatype, op, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ireduce_scatter_block_c, (const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, recvcount, datatype, op, comm, request))
static int cp_r_Ireduce_scatter_block_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ireduce_scatter_block_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ireduce_scatter_block_c)(sendbuf, recvbuf, recvcount, datatype, op, comm, request);
    return cp_r_Ireduce_scatter_block_c(sendbuf, recvbuf, recvcount, datatype, op, comm, request);
}
__attribute__((noinline)) static int cp_r_Ireduce_scatter_block_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ireduce_scatter_block_c);
    int cp_rc = CP_REAL(Ireduce_scatter_block_c)(sendbuf, recvbuf, recvcount, datatype, op, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_reduce_scatter_block(CP_CALL_Ireduce_scatter_block_c, 1, recvcount, datatype, op, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ireduce_scatter_block_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ireduce_scatter_block_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return cp_w_Ireduce_scatter_block_c(sendbuf, recvbuf, recvcount, datatype, op, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ireduce_scatter_block_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return cp_w_Ireduce_scatter_block_c(sendbuf, recvbuf, recvcount, datatype, op, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Neighbor_allgather_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm))
static int cp_r_Neighbor_allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm);
static inline int cp_w_Neighbor_allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Neighbor_allgather_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    return cp_r_Neighbor_allgather_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
}
__attribute__((noinline)) static int cp_r_Neighbor_allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_allgather_c);
    int cp_rc = CP_REAL(Neighbor_allgather_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_neighbor(CP_CALL_Neighbor_allgather_c, sendcount, NULL, sendtype, NULL, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_allgather_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Neighbor_allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Neighbor_allgather_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Neighbor_allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Neighbor_allgather_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ineighbor_allgather_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request))
static int cp_r_Ineighbor_allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ineighbor_allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ineighbor_allgather_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
    return cp_r_Ineighbor_allgather_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
}
__attribute__((noinline)) static int cp_r_Ineighbor_allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ineighbor_allgather_c);
    int cp_rc = CP_REAL(Ineighbor_allgather_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_neighbor(CP_CALL_Ineighbor_allgather_c, sendcount, NULL, sendtype, NULL, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ineighbor_allgather_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ineighbor_allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ineighbor_allgather_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ineighbor_allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ineighbor_allgather_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Neighbor_allgatherv_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm))
static int cp_r_Neighbor_allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm);
static inline int cp_w_Neighbor_allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Neighbor_allgatherv_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm);
    return cp_r_Neighbor_allgatherv_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm);
}
__attribute__((noinline)) static int cp_r_Neighbor_allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_allgatherv_c);
    int cp_rc = CP_REAL(Neighbor_allgatherv_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_neighbor(CP_CALL_Neighbor_allgatherv_c, sendcount, NULL, sendtype, NULL, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_allgatherv_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Neighbor_allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Neighbor_allgatherv_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Neighbor_allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Neighbor_allgatherv_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ineighbor_allgatherv_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request))
static int cp_r_Ineighbor_allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ineighbor_allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ineighbor_allgatherv_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request);
    return cp_r_Ineighbor_allgatherv_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request);
}
__attribute__((noinline)) static int cp_r_Ineighbor_allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ineighbor_allgatherv_c);
    int cp_rc = CP_REAL(Ineighbor_allgatherv_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_neighbor(CP_CALL_Ineighbor_allgatherv_c, sendcount, NULL, sendtype, NULL, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ineighbor_allgatherv_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ineighbor_allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ineighbor_allgatherv_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ineighbor_allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ineighbor_allgatherv_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Neighbor_alltoall_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm))
static int cp_r_Neighbor_alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm);
static inline int cp_w_Neighbor_alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Neighbor_alltoall_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    return cp_r_Neighbor_alltoall_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
}
__attribute__((noinline)) static int cp_r_Neighbor_alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_alltoall_c);
    int cp_rc = CP_REAL(Neighbor_alltoall_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_neighbor(CP_CALL_Neighbor_alltoall_c, sendcount, NULL, sendtype, NULL, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_alltoall_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Neighbor_alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Neighbor_alltoall_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Neighbor_alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Neighbor_alltoall_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ineighbor_alltoall_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request))
static int cp_r_Ineighbor_alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ineighbor_alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ineighbor_alltoall_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
    return cp_r_Ineighbor_alltoall_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
}
__attribute__((noinline)) static int cp_r_Ineighbor_alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ineighbor_alltoall_c);
    int cp_rc = CP_REAL(Ineighbor_alltoall_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_neighbor(CP_CALL_Ineighbor_alltoall_c, sendcount, NULL, sendtype, NULL, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ineighbor_alltoall_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ineighbor_alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ineighbor_alltoall_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ineighbor_alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ineighbor_alltoall_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Put_c, (const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win))
static int cp_r_Put_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win);
static inline int cp_w_Put_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Put_c)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win);
    return cp_r_Put_c(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win);
}
__attribute__((noinline)) static int cp_r_Put_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Put_c);
    int cp_rc = CP_REAL(Put_c)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_rma(CP_CALL_Put_c, win, target_rank, cp_type_bytes(origin_count, origin_datatype), 0, 0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Put_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Put_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win) { return cp_w_Put_c(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Put_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win) { return cp_w_Put_c(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Rput_c, (const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request))
static int cp_r_Rput_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request);
static inline int cp_w_Rput_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Rput_c)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request);
    return cp_r_Rput_c(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request);
}
__attribute__((noinline)) static int cp_r_Rput_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Rput_c);
    int cp_rc = CP_REAL(Rput_c)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_rma(CP_CALL_Rput_c, win, target_rank, cp_type_bytes(origin_count, origin_datatype), 0, 0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Rput_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Rput_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request) { return cp_w_Rput_c(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Rput_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request) { return cp_w_Rput_c(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Get_c, (void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win))
static int cp_r_Get_c(void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win);
static inline int cp_w_Get_c(void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Get_c)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win);
    return cp_r_Get_c(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win);
}
__attribute__((noinline)) static int cp_r_Get_c(void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Get_c);
    int cp_rc = CP_REAL(Get_c)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_rma(CP_CALL_Get_c, win, target_rank, 0, cp_type_bytes(origin_count, origin_datatype), 1);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Get_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Get_c(void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win) { return cp_w_Get_c(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Get_c(void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win) { return cp_w_Get_c(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Rget_c, (void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request))
static int cp_r_Rget_c(void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request);
static inline int cp_w_Rget_c(void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Rget_c)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request);
    return cp_r_Rget_c(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request);
}
__attribute__((noinline)) static int cp_r_Rget_c(void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Rget_c);
    int cp_rc = CP_REAL(Rget_c)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_rma(CP_CALL_Rget_c, win, target_rank, 0, cp_type_bytes(origin_count, origin_datatype), 1);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Rget_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Rget_c(void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request) { return cp_w_Rget_c(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Rget_c(void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request) { return cp_w_Rget_c(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Accumulate_c, (const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win))
static int cp_r_Accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win);
static inline int cp_w_Accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Accumulate_c)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win);
    return cp_r_Accumulate_c(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win);
}
__attribute__((noinline)) static int cp_r_Accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Accumulate_c);
    int cp_rc = CP_REAL(Accumulate_c)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_rma(CP_CALL_Accumulate_c, win, target_rank, cp_type_bytes(origin_count, origin_datatype), 0, 0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Accumulate_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win) { return cp_w_Accumulate_c(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win) { return cp_w_Accumulate_c(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Raccumulate_c, (const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request))
static int cp_r_Raccumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request);
static inline int cp_w_Raccumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Raccumulate_c)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request);
    return cp_r_Raccumulate_c(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request);
}
__attribute__((noinline)) static int cp_r_Raccumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Raccumulate_c);
    int cp_rc = CP_REAL(Raccumulate_c)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_rma(CP_CALL_Raccumulate_c, win, target_rank, cp_type_bytes(origin_count, origin_datatype), 0, 0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Raccumulate_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Raccumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request) { return cp_w_Raccumulate_c(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Raccumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request) { return cp_w_Raccumulate_c(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Get_accumulate_c, (const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, void *result_addr, MPI_Count result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win), (origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win))
static int cp_r_Get_accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, void *result_addr, MPI_Count result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win);
static inline int cp_w_Get_accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, void *result_addr, MPI_Count result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win)
{
    if (!cp_recording_now()) return CP_REAL(Get_accumulate_c)(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win);
    return cp_r_Get_accumulate_c(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win);
}
__attribute__((noinline)) static int cp_r_Get_accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, void *result_addr, MPI_Count result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Get_accumulate_c);
    int cp_rc = CP_REAL(Get_accumulate_c)(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_rma(CP_CALL_Get_accumulate_c, win, target_rank, cp_type_bytes(origin_count, origin_datatype),
                    cp_type_bytes(result_count, result_datatype), 1);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Get_accumulate_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Get_accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, void *result_addr, MPI_Count result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win) { return cp_w_Get_accumulate_c(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Get_accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, void *result_addr, MPI_Count result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win) { return cp_w_Get_accumulate_c(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Rget_accumulate_c, (const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, void *result_addr, MPI_Count result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request), (origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request))
static int cp_r_Rget_accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, void *result_addr, MPI_Count result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request);
static inline int cp_w_Rget_accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, void *result_addr, MPI_Count result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request)
{
    if (!cp_recording_now()) return CP_REAL(Rget_accumulate_c)(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request);
    return cp_r_Rget_accumulate_c(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request);
}
__attribute__((noinline)) static int cp_r_Rget_accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, void *result_addr, MPI_Count result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Rget_accumulate_c);
    int cp_rc = CP_REAL(Rget_accumulate_c)(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_rma(CP_CALL_Rget_accumulate_c, win, target_rank, cp_type_bytes(origin_count, origin_datatype),
                    cp_type_bytes(result_count, result_datatype), 1);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Rget_accumulate_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Rget_accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, void *result_addr, MPI_Count result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request) { return cp_w_Rget_accumulate_c(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Rget_accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, void *result_addr, MPI_Count result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request) { return cp_w_Rget_accumulate_c(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Win_create_c, (void *base, MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win), (base, size, disp_unit, info, comm, win))
static int cp_r_Win_create_c(void *base, MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win);
static inline int cp_w_Win_create_c(void *base, MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Win_create_c)(base, size, disp_unit, info, comm, win);
    return cp_r_Win_create_c(base, size, disp_unit, info, comm, win);
}
__attribute__((noinline)) static int cp_r_Win_create_c(void *base, MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_create_c);
    int cp_rc = CP_REAL(Win_create_c)(base, size, disp_unit, info, comm, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_create(CP_CALL_Win_create_c, comm, *win, info);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_create_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_create_c(void *base, MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win) { return cp_w_Win_create_c(base, size, disp_unit, info, comm, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_create_c(void *base, MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win) { return cp_w_Win_create_c(base, size, disp_unit, info, comm, win); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Win_allocate_c, (MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win), (size, disp_unit, info, comm, baseptr, win))
static int cp_r_Win_allocate_c(MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win);
static inline int cp_w_Win_allocate_c(MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Win_allocate_c)(size, disp_unit, info, comm, baseptr, win);
    return cp_r_Win_allocate_c(size, disp_unit, info, comm, baseptr, win);
}
__attribute__((noinline)) static int cp_r_Win_allocate_c(MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_allocate_c);
    int cp_rc = CP_REAL(Win_allocate_c)(size, disp_unit, info, comm, baseptr, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_create(CP_CALL_Win_allocate_c, comm, *win, info);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_allocate_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_allocate_c(MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win) { return cp_w_Win_allocate_c(size, disp_unit, info, comm, baseptr, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_allocate_c(MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win) { return cp_w_Win_allocate_c(size, disp_unit, info, comm, baseptr, win); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Win_allocate_shared_c, (MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win), (size, disp_unit, info, comm, baseptr, win))
static int cp_r_Win_allocate_shared_c(MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win);
static inline int cp_w_Win_allocate_shared_c(MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Win_allocate_shared_c)(size, disp_unit, info, comm, baseptr, win);
    return cp_r_Win_allocate_shared_c(size, disp_unit, info, comm, baseptr, win);
}
__attribute__((noinline)) static int cp_r_Win_allocate_shared_c(MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Win_allocate_shared_c);
    int cp_rc = CP_REAL(Win_allocate_shared_c)(size, disp_unit, info, comm, baseptr, win);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_win_create(CP_CALL_Win_allocate_shared_c, comm, *win, info);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Win_allocate_shared_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Win_allocate_shared_c(MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win) { return cp_w_Win_allocate_shared_c(size, disp_unit, info, comm, baseptr, win); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Win_allocate_shared_c(MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win) { return cp_w_Win_allocate_shared_c(size, disp_unit, info, comm, baseptr, win); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Bcast_init_c, (void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request), (buffer, count, datatype, root, comm, info, request))
static int cp_r_Bcast_init_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Bcast_init_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Bcast_init_c)(buffer, count, datatype, root, comm, info, request);
    return cp_r_Bcast_init_c(buffer, count, datatype, root, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Bcast_init_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Bcast_init_c);
    int cp_rc = CP_REAL(Bcast_init_c)(buffer, count, datatype, root, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_bcast(CP_CALL_Bcast_init_c, 1, count, datatype, root, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Bcast_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Bcast_init_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Bcast_init_c(buffer, count, datatype, root, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Bcast_init_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Bcast_init_c(buffer, count, datatype, root, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Reduce_init_c, (const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, root, comm, info, request))
static int cp_r_Reduce_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Reduce_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Reduce_init_c)(sendbuf, recvbuf, count, datatype, op, root, comm, info, request);
    return cp_r_Reduce_init_c(sendbuf, recvbuf, count, datatype, op, root, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Reduce_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Reduce_init_c);
    int cp_rc = CP_REAL(Reduce_init_c)(sendbuf, recvbuf, count, datatype, op, root, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_reduce(CP_CALL_Reduce_init_c, 1, sendbuf, count, datatype, op, root, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Reduce_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Reduce_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Reduce_init_c(sendbuf, recvbuf, count, datatype, op, root, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Reduce_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Reduce_init_c(sendbuf, recvbuf, count, datatype, op, root, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Allreduce_init_c, (const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, info, request))
static int cp_r_Allreduce_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Allreduce_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Allreduce_init_c)(sendbuf, recvbuf, count, datatype, op, comm, info, request);
    return cp_r_Allreduce_init_c(sendbuf, recvbuf, count, datatype, op, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Allreduce_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Allreduce_init_c);
    int cp_rc = CP_REAL(Allreduce_init_c)(sendbuf, recvbuf, count, datatype, op, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_allreduce(CP_CALL_Allreduce_init_c, 1, sendbuf, count, datatype, op, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Allreduce_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Allreduce_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Allreduce_init_c(sendbuf, recvbuf, count, datatype, op, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Allreduce_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Allreduce_init_c(sendbuf, recvbuf, count, datatype, op, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Scan_init_c, (const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, info, request))
static int cp_r_Scan_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Scan_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Scan_init_c)(sendbuf, recvbuf, count, datatype, op, comm, info, request);
    return cp_r_Scan_init_c(sendbuf, recvbuf, count, datatype, op, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Scan_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Scan_init_c);
    int cp_rc = CP_REAL(Scan_init_c)(sendbuf, recvbuf, count, datatype, op, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_scan(CP_CALL_Scan_init_c, 1, count, datatype, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Scan_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Scan_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Scan_init_c(sendbuf, recvbuf, count, datatype, op, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Scan_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Scan_init_c(sendbuf, recvbuf, count, datatype, op, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Exscan_init_c, (const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, info, request))
static int cp_r_Exscan_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Exscan_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Exscan_init_c)(sendbuf, recvbuf, count, datatype, op, comm, info, request);
    return cp_r_Exscan_init_c(sendbuf, recvbuf, count, datatype, op, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Exscan_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Exscan_init_c);
    int cp_rc = CP_REAL(Exscan_init_c)(sendbuf, recvbuf, count, datatype, op, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_scan(CP_CALL_Exscan_init_c, 1, count, datatype, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Exscan_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Exscan_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Exscan_init_c(sendbuf, recvbuf, count, datatype, op, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Exscan_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Exscan_init_c(sendbuf, recvbuf, count, datatype, op, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Gather_init_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request))
static int cp_r_Gather_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Gather_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Gather_init_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
    return cp_r_Gather_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Gather_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Gather_init_c);
    int cp_rc = CP_REAL(Gather_init_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_gather(CP_CALL_Gather_init_c, 1, sendbuf, sendcount, sendtype, recvcount, recvtype, root, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Gather_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Gather_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Gather_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Gather_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Gather_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Scatter_init_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request))
static int cp_r_Scatter_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Scatter_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Scatter_init_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
    return cp_r_Scatter_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Scatter_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Scatter_init_c);
    int cp_rc = CP_REAL(Scatter_init_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_scatter(CP_CALL_Scatter_init_c, 1, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Scatter_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Scatter_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Scatter_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Scatter_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Scatter_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Allgather_init_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request))
static int cp_r_Allgather_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Allgather_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Allgather_init_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    return cp_r_Allgather_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Allgather_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Allgather_init_c);
    int cp_rc = CP_REAL(Allgather_init_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_allgather(CP_CALL_Allgather_init_c, 1, sendbuf, sendcount, sendtype, recvcount, recvtype, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Allgather_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Allgather_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Allgather_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Allgather_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Allgather_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Alltoall_init_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request))
static int cp_r_Alltoall_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Alltoall_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Alltoall_init_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    return cp_r_Alltoall_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Alltoall_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Alltoall_init_c);
    int cp_rc = CP_REAL(Alltoall_init_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_alltoall(CP_CALL_Alltoall_init_c, 1, sendbuf, sendcount, sendtype, recvcount, recvtype, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Alltoall_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Alltoall_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Alltoall_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Alltoall_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Alltoall_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Gatherv_init_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, info, request))
static int cp_r_Gatherv_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Gatherv_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Gatherv_init_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, info, request);
    return cp_r_Gatherv_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Gatherv_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Gatherv_init_c);
    int cp_rc = CP_REAL(Gatherv_init_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        int *cp_n0 = NULL;
        if (!cp_counts_narrow(recvcounts, comm, CP_VLEN_ROOT_PEERS, root, &cp_n0)) {
            cp_hook_gatherv(CP_CALL_Gatherv_init_c, 1, sendbuf, sendcount, sendtype, cp_n0, recvtype, root, comm);
        }
        free(cp_n0);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Gatherv_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Gatherv_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Gatherv_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Gatherv_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Gatherv_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Scatterv_init_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request))
static int cp_r_Scatterv_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Scatterv_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Scatterv_init_c)(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
    return cp_r_Scatterv_init_c(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Scatterv_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Scatterv_init_c);
    int cp_rc = CP_REAL(Scatterv_init_c)(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        int *cp_n0 = NULL;
        if (!cp_counts_narrow(sendcounts, comm, CP_VLEN_ROOT_PEERS, root, &cp_n0)) {
            cp_hook_scatterv(CP_CALL_Scatterv_init_c, 1, cp_n0, sendtype, recvbuf, recvcount, recvtype, root, comm);
        }
        free(cp_n0);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Scatterv_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Scatterv_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Scatterv_init_c(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Scatterv_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Scatterv_init_c(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Allgatherv_init_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request))
static int cp_r_Allgatherv_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Allgatherv_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Allgatherv_init_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request);
    return cp_r_Allgatherv_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Allgatherv_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Allgatherv_init_c);
    int cp_rc = CP_REAL(Allgatherv_init_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        int *cp_n0 = NULL;
        if (!cp_counts_narrow(recvcounts, comm, CP_VLEN_PEERS, 0, &cp_n0)) {
            cp_hook_allgatherv(CP_CALL_Allgatherv_init_c, 1, sendbuf, sendcount, sendtype, cp_n0, recvtype, comm);
        }
        free(cp_n0);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Allgatherv_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Allgatherv_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Allgatherv_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Allgatherv_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Allgatherv_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Alltoallv_init_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request))
static int cp_r_Alltoallv_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Alltoallv_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Alltoallv_init_c)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request);
    return cp_r_Alltoallv_init_c(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Alltoallv_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Alltoallv_init_c);
    int cp_rc = CP_REAL(Alltoallv_init_c)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        int *cp_n0 = NULL, *cp_n1 = NULL;
        if (!cp_counts_narrow(sendbuf == MPI_IN_PLACE ? NULL : sendcounts, comm, CP_VLEN_PEERS, 0, &cp_n0) && !cp_counts_narrow(recvcounts, comm, CP_VLEN_PEERS, 0, &cp_n1)) {
            cp_hook_alltoallv(CP_CALL_Alltoallv_init_c, 1, sendbuf, cp_n0, sendtype, cp_n1, recvtype, comm);
        }
        free(cp_n0); free(cp_n1);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Alltoallv_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Alltoallv_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Alltoallv_init_c(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Alltoallv_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Alltoallv_init_c(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Alltoallw_init_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request))
static int cp_r_Alltoallw_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Alltoallw_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Alltoallw_init_c)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request);
    return cp_r_Alltoallw_init_c(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Alltoallw_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Alltoallw_init_c);
    int cp_rc = CP_REAL(Alltoallw_init_c)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        int *cp_n0 = NULL, *cp_n1 = NULL;
        if (!cp_counts_narrow(sendbuf == MPI_IN_PLACE ? NULL : sendcounts, comm, CP_VLEN_PEERS, 0, &cp_n0) && !cp_counts_narrow(recvcounts, comm, CP_VLEN_PEERS, 0, &cp_n1)) {
            cp_hook_alltoallw(CP_CALL_Alltoallw_init_c, 1, sendbuf, cp_n0, sendtypes, cp_n1, recvtypes, comm);
        }
        free(cp_n0); free(cp_n1);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Alltoallw_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Alltoallw_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Alltoallw_init_c(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Alltoallw_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Alltoallw_init_c(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Reduce_scatter_init_c, (const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, recvbuf, recvcounts, datatype, op, comm, info, request))
static int cp_r_Reduce_scatter_init_c(const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Reduce_scatter_init_c(const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Reduce_scatter_init_c)(sendbuf, recvbuf, recvcounts, datatype, op, comm, info, request);
    return cp_r_Reduce_scatter_init_c(sendbuf, recvbuf, recvcounts, datatype, op, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Reduce_scatter_init_c(const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Reduce_scatter_init_c);
    int cp_rc = CP_REAL(Reduce_scatter_init_c)(sendbuf, recvbuf, recvcounts, datatype, op, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        int *cp_n0 = NULL;
        if (!cp_counts_narrow(recvcounts, comm, CP_VLEN_LOCAL, 0, &cp_n0)) {
            cp_hook_reduce_scatter(CP_CALL_Reduce_scatter_init_c, 1, cp_n0, datatype, op, comm);
        }
        free(cp_n0);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Reduce_scatter_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Reduce_scatter_init_c(const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Reduce_scatter_init_c(sendbuf, recvbuf, recvcounts, datatype, op, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Reduce_scatter_init_c(const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Reduce_scatter_init_c(sendbuf, recvbuf, recvcounts, datatype, op, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Reduce_scatter_block_init_c, (const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, recvbuf, recvcount, datatype, op, comm, info, request))
static int cp_r_Reduce_scatter_block_init_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Reduce_scatter_block_init_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Reduce_scatter_block_init_c)(sendbuf, recvbuf, recvcount, datatype, op, comm, info, request);
    return cp_r_Reduce_scatter_block_init_c(sendbuf, recvbuf, recvcount, datatype, op, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Reduce_scatter_block_init_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Reduce_scatter_block_init_c);
    int cp_rc = CP_REAL(Reduce_scatter_block_init_c)(sendbuf, recvbuf, recvcount, datatype, op, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_reduce_scatter_block(CP_CALL_Reduce_scatter_block_init_c, 1, recvcount, datatype, op, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Reduce_scatter_block_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Reduce_scatter_block_init_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Reduce_scatter_block_init_c(sendbuf, recvbuf, recvcount, datatype, op, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Reduce_scatter_block_init_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Reduce_scatter_block_init_c(sendbuf, recvbuf, recvcount, datatype, op, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Neighbor_allgather_init_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request))
static int cp_r_Neighbor_allgather_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Neighbor_allgather_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Neighbor_allgather_init_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    return cp_r_Neighbor_allgather_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Neighbor_allgather_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_allgather_init_c);
    int cp_rc = CP_REAL(Neighbor_allgather_init_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_neighbor(CP_CALL_Neighbor_allgather_init_c, sendcount, NULL, sendtype, NULL, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_allgather_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Neighbor_allgather_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_allgather_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Neighbor_allgather_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_allgather_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Neighbor_allgatherv_init_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request))
static int cp_r_Neighbor_allgatherv_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Neighbor_allgatherv_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Neighbor_allgatherv_init_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request);
    return cp_r_Neighbor_allgatherv_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Neighbor_allgatherv_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_allgatherv_init_c);
    int cp_rc = CP_REAL(Neighbor_allgatherv_init_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_neighbor(CP_CALL_Neighbor_allgatherv_init_c, sendcount, NULL, sendtype, NULL, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_allgatherv_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Neighbor_allgatherv_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_allgatherv_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Neighbor_allgatherv_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_allgatherv_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Neighbor_alltoall_init_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request))
static int cp_r_Neighbor_alltoall_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Neighbor_alltoall_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Neighbor_alltoall_init_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    return cp_r_Neighbor_alltoall_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Neighbor_alltoall_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_alltoall_init_c);
    int cp_rc = CP_REAL(Neighbor_alltoall_init_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        cp_hook_neighbor(CP_CALL_Neighbor_alltoall_init_c, sendcount, NULL, sendtype, NULL, comm);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_alltoall_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Neighbor_alltoall_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_alltoall_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Neighbor_alltoall_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_alltoall_init_c(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Neighbor_alltoallv_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm))
static int cp_r_Neighbor_alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm);
static inline int cp_w_Neighbor_alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Neighbor_alltoallv_c)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm);
    return cp_r_Neighbor_alltoallv_c(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm);
}
__attribute__((noinline)) static int cp_r_Neighbor_alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_alltoallv_c);
    int cp_rc = CP_REAL(Neighbor_alltoallv_c)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm);
    if (cp_rc == MPI_SUCCESS) {
        int *cp_n0 = NULL;
        if (!cp_counts_narrow(sendcounts, comm, CP_VLEN_OUT, 0, &cp_n0)) {
            cp_hook_neighbor(CP_CALL_Neighbor_alltoallv_c, 0, cp_n0, sendtype, NULL, comm);
        }
        free(cp_n0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_alltoallv_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Neighbor_alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Neighbor_alltoallv_c(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Neighbor_alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm) { return cp_w_Neighbor_alltoallv_c(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ineighbor_alltoallv_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request))
static int cp_r_Ineighbor_alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ineighbor_alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ineighbor_alltoallv_c)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request);
    return cp_r_Ineighbor_alltoallv_c(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request);
}
__attribute__((noinline)) static int cp_r_Ineighbor_alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ineighbor_alltoallv_c);
    int cp_rc = CP_REAL(Ineighbor_alltoallv_c)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        int *cp_n0 = NULL;
        if (!cp_counts_narrow(sendcounts, comm, CP_VLEN_OUT, 0, &cp_n0)) {
            cp_hook_neighbor(CP_CALL_Ineighbor_alltoallv_c, 0, cp_n0, sendtype, NULL, comm);
        }
        free(cp_n0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ineighbor_alltoallv_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ineighbor_alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ineighbor_alltoallv_c(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ineighbor_alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return cp_w_Ineighbor_alltoallv_c(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Neighbor_alltoallw_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm))
static int cp_r_Neighbor_alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm);
static inline int cp_w_Neighbor_alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Neighbor_alltoallw_c)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm);
    return cp_r_Neighbor_alltoallw_c(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm);
}
__attribute__((noinline)) static int cp_r_Neighbor_alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_alltoallw_c);
    int cp_rc = CP_REAL(Neighbor_alltoallw_c)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm);
    if (cp_rc == MPI_SUCCESS) {
        int *cp_n0 = NULL;
        if (!cp_counts_narrow(sendcounts, comm, CP_VLEN_OUT, 0, &cp_n0)) {
            cp_hook_neighbor(CP_CALL_Neighbor_alltoallw_c, 0, cp_n0, MPI_DATATYPE_NULL, sendtypes, comm);
        }
        free(cp_n0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_alltoallw_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Neighbor_alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm) { return cp_w_Neighbor_alltoallw_c(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Neighbor_alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm) { return cp_w_Neighbor_alltoallw_c(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ineighbor_alltoallw_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request))
static int cp_r_Ineighbor_alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request);
static inline int cp_w_Ineighbor_alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Ineighbor_alltoallw_c)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request);
    return cp_r_Ineighbor_alltoallw_c(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request);
}
__attribute__((noinline)) static int cp_r_Ineighbor_alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Ineighbor_alltoallw_c);
    int cp_rc = CP_REAL(Ineighbor_alltoallw_c)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request);
    if (cp_rc == MPI_SUCCESS) {
        int *cp_n0 = NULL;
        if (!cp_counts_narrow(sendcounts, comm, CP_VLEN_OUT, 0, &cp_n0)) {
            cp_hook_neighbor(CP_CALL_Ineighbor_alltoallw_c, 0, cp_n0, MPI_DATATYPE_NULL, sendtypes, comm);
        }
        free(cp_n0);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Ineighbor_alltoallw_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Ineighbor_alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request) { return cp_w_Ineighbor_alltoallw_c(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Ineighbor_alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request) { return cp_w_Ineighbor_alltoallw_c(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Neighbor_alltoallv_init_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request))
static int cp_r_Neighbor_alltoallv_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Neighbor_alltoallv_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Neighbor_alltoallv_init_c)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request);
    return cp_r_Neighbor_alltoallv_init_c(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Neighbor_alltoallv_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_alltoallv_init_c);
    int cp_rc = CP_REAL(Neighbor_alltoallv_init_c)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        int *cp_n0 = NULL;
        if (!cp_counts_narrow(sendcounts, comm, CP_VLEN_OUT, 0, &cp_n0)) {
            cp_hook_neighbor(CP_CALL_Neighbor_alltoallv_init_c, 0, cp_n0, sendtype, NULL, comm);
        }
        free(cp_n0);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_alltoallv_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Neighbor_alltoallv_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_alltoallv_init_c(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Neighbor_alltoallv_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_alltoallv_init_c(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Neighbor_alltoallw_init_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request))
static int cp_r_Neighbor_alltoallw_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request);
static inline int cp_w_Neighbor_alltoallw_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Neighbor_alltoallw_init_c)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request);
    return cp_r_Neighbor_alltoallw_init_c(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request);
}
__attribute__((noinline)) static int cp_r_Neighbor_alltoallw_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Neighbor_alltoallw_init_c);
    int cp_rc = CP_REAL(Neighbor_alltoallw_init_c)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_coll_capture_begin();
        int *cp_n0 = NULL;
        if (!cp_counts_narrow(sendcounts, comm, CP_VLEN_OUT, 0, &cp_n0)) {
            cp_hook_neighbor(CP_CALL_Neighbor_alltoallw_init_c, 0, cp_n0, MPI_DATATYPE_NULL, sendtypes, comm);
        }
        free(cp_n0);
        cp_req_add_pcoll(*request, cp_coll_capture_end());
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Neighbor_alltoallw_init_c);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Neighbor_alltoallw_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_alltoallw_init_c(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Neighbor_alltoallw_init_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return cp_w_Neighbor_alltoallw_init_c(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, info, request); }
#endif
#endif

#if defined(CP_HAVE_SESSIONS)
CP_REAL_DECL(Session_init, (MPI_Info info, MPI_Errhandler errhandler, MPI_Session *session), (info, errhandler, session))
static int cp_r_Session_init(MPI_Info info, MPI_Errhandler errhandler, MPI_Session *session);
static inline int cp_w_Session_init(MPI_Info info, MPI_Errhandler errhandler, MPI_Session *session)
{
    if (cp_nested()) return CP_REAL(Session_init)(info, errhandler, session);
    return cp_r_Session_init(info, errhandler, session);
}
__attribute__((noinline)) static int cp_r_Session_init(MPI_Info info, MPI_Errhandler errhandler, MPI_Session *session)
{
    cp_guard_enter();
    int cp_rc = CP_REAL(Session_init)(info, errhandler, session);
    if (cp_rc == MPI_SUCCESS) {
        cp_runtime_init_session(*session); cp_reorder_init_session(*session);
    }
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Session_init(MPI_Info info, MPI_Errhandler errhandler, MPI_Session *session) { return cp_w_Session_init(info, errhandler, session); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Session_init(MPI_Info info, MPI_Errhandler errhandler, MPI_Session *session) { return cp_w_Session_init(info, errhandler, session); }
#endif
#endif

#if defined(CP_HAVE_SESSIONS)
CP_REAL_DECL(Session_finalize, (MPI_Session *session), (session))
static int cp_r_Session_finalize(MPI_Session *session);
static inline int cp_w_Session_finalize(MPI_Session *session)
{
    if (cp_nested()) return CP_REAL(Session_finalize)(session);
    return cp_r_Session_finalize(session);
}
__attribute__((noinline)) static int cp_r_Session_finalize(MPI_Session *session)
{
    cp_guard_enter();
    cp_runtime_finalize_session(*session);
    int cp_rc = CP_REAL(Session_finalize)(session);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Session_finalize(MPI_Session *session) { return cp_w_Session_finalize(session); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Session_finalize(MPI_Session *session) { return cp_w_Session_finalize(session); }
#endif
#endif

CP_REAL_DECL(Comm_dup, (MPI_Comm comm, MPI_Comm *newcomm), (comm, newcomm))
static int cp_r_Comm_dup(MPI_Comm comm, MPI_Comm *newcomm);
static inline int cp_w_Comm_dup(MPI_Comm comm, MPI_Comm *newcomm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Comm_dup)(comm, newcomm);
    return cp_r_Comm_dup(comm, newcomm);
}
__attribute__((noinline)) static int cp_r_Comm_dup(MPI_Comm comm, MPI_Comm *newcomm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Comm_dup);
    int cp_rc = CP_REAL(Comm_dup)(comm, newcomm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_comm_new(CP_CALL_Comm_dup, CP_NEW_CID, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Comm_dup);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Comm_dup(MPI_Comm comm, MPI_Comm *newcomm) { return cp_w_Comm_dup(comm, newcomm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_dup(MPI_Comm comm, MPI_Comm *newcomm) { return cp_w_Comm_dup(comm, newcomm); }
#endif

CP_REAL_DECL(Comm_dup_with_info, (MPI_Comm comm, MPI_Info info, MPI_Comm *newcomm), (comm, info, newcomm))
static int cp_r_Comm_dup_with_info(MPI_Comm comm, MPI_Info info, MPI_Comm *newcomm);
static inline int cp_w_Comm_dup_with_info(MPI_Comm comm, MPI_Info info, MPI_Comm *newcomm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Comm_dup_with_info)(comm, info, newcomm);
    return cp_r_Comm_dup_with_info(comm, info, newcomm);
}
__attribute__((noinline)) static int cp_r_Comm_dup_with_info(MPI_Comm comm, MPI_Info info, MPI_Comm *newcomm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Comm_dup_with_info);
    int cp_rc = CP_REAL(Comm_dup_with_info)(comm, info, newcomm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_comm_new(CP_CALL_Comm_dup_with_info, CP_NEW_CID, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Comm_dup_with_info);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Comm_dup_with_info(MPI_Comm comm, MPI_Info info, MPI_Comm *newcomm) { return cp_w_Comm_dup_with_info(comm, info, newcomm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_dup_with_info(MPI_Comm comm, MPI_Info info, MPI_Comm *newcomm) { return cp_w_Comm_dup_with_info(comm, info, newcomm); }
#endif

CP_REAL_DECL(Comm_idup, (MPI_Comm comm, MPI_Comm *newcomm, MPI_Request *request), (comm, newcomm, request))
static int cp_r_Comm_idup(MPI_Comm comm, MPI_Comm *newcomm, MPI_Request *request);
static inline int cp_w_Comm_idup(MPI_Comm comm, MPI_Comm *newcomm, MPI_Request *request)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Comm_idup)(comm, newcomm, request);
    return cp_r_Comm_idup(comm, newcomm, request);
}
__attribute__((noinline)) static int cp_r_Comm_idup(MPI_Comm comm, MPI_Comm *newcomm, MPI_Request *request)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Comm_idup);
    int cp_rc = CP_REAL(Comm_idup)(comm, newcomm, request);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_comm_new(CP_CALL_Comm_idup, CP_NEW_CID, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Comm_idup);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Comm_idup(MPI_Comm comm, MPI_Comm *newcomm, MPI_Request *request) { return cp_w_Comm_idup(comm, newcomm, request); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_idup(MPI_Comm comm, MPI_Comm *newcomm, MPI_Request *request) { return cp_w_Comm_idup(comm, newcomm, request); }
#endif

CP_REAL_DECL(Comm_create, (MPI_Comm comm, MPI_Group group, MPI_Comm *newcomm), (comm, group, newcomm))
static int cp_r_Comm_create(MPI_Comm comm, MPI_Group group, MPI_Comm *newcomm);
static inline int cp_w_Comm_create(MPI_Comm comm, MPI_Group group, MPI_Comm *newcomm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Comm_create)(comm, group, newcomm);
    return cp_r_Comm_create(comm, group, newcomm);
}
__attribute__((noinline)) static int cp_r_Comm_create(MPI_Comm comm, MPI_Group group, MPI_Comm *newcomm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Comm_create);
    int cp_rc = CP_REAL(Comm_create)(comm, group, newcomm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_comm_new(CP_CALL_Comm_create, CP_NEW_CID, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Comm_create);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Comm_create(MPI_Comm comm, MPI_Group group, MPI_Comm *newcomm) { return cp_w_Comm_create(comm, group, newcomm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_create(MPI_Comm comm, MPI_Group group, MPI_Comm *newcomm) { return cp_w_Comm_create(comm, group, newcomm); }
#endif

CP_REAL_DECL(Cart_create, (MPI_Comm comm, int ndims, const int *dims, const int *periods, int reorder, MPI_Comm *comm_cart), (comm, ndims, dims, periods, reorder, comm_cart))
static int cp_r_Cart_create(MPI_Comm comm, int ndims, const int *dims, const int *periods, int reorder, MPI_Comm *comm_cart);
static inline int cp_w_Cart_create(MPI_Comm comm, int ndims, const int *dims, const int *periods, int reorder, MPI_Comm *comm_cart)
{
    CP_SWAP_WORLD(comm);
    if (reorder && !cp_nested() && cp_topo_reorder_wanted()) return cp_topo_Cart_create(comm, ndims, dims, periods, reorder, comm_cart);
    if (!cp_recording_now()) return CP_REAL(Cart_create)(comm, ndims, dims, periods, reorder, comm_cart);
    return cp_r_Cart_create(comm, ndims, dims, periods, reorder, comm_cart);
}
__attribute__((noinline)) static int cp_r_Cart_create(MPI_Comm comm, int ndims, const int *dims, const int *periods, int reorder, MPI_Comm *comm_cart)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Cart_create);
    int cp_rc = CP_REAL(Cart_create)(comm, ndims, dims, periods, reorder, comm_cart);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_comm_new(CP_CALL_Cart_create, CP_NEW_CID, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Cart_create);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Cart_create(MPI_Comm comm, int ndims, const int *dims, const int *periods, int reorder, MPI_Comm *comm_cart) { return cp_w_Cart_create(comm, ndims, dims, periods, reorder, comm_cart); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Cart_create(MPI_Comm comm, int ndims, const int *dims, const int *periods, int reorder, MPI_Comm *comm_cart) { return cp_w_Cart_create(comm, ndims, dims, periods, reorder, comm_cart); }
#endif

CP_REAL_DECL(Graph_create, (MPI_Comm comm, int nnodes, const int *index, const int *edges, int reorder, MPI_Comm *comm_graph), (comm, nnodes, index, edges, reorder, comm_graph))
static int cp_r_Graph_create(MPI_Comm comm, int nnodes, const int *index, const int *edges, int reorder, MPI_Comm *comm_graph);
static inline int cp_w_Graph_create(MPI_Comm comm, int nnodes, const int *index, const int *edges, int reorder, MPI_Comm *comm_graph)
{
    CP_SWAP_WORLD(comm);
    if (reorder && !cp_nested() && cp_topo_reorder_wanted()) return cp_topo_Graph_create(comm, nnodes, index, edges, reorder, comm_graph);
    if (!cp_recording_now()) return CP_REAL(Graph_create)(comm, nnodes, index, edges, reorder, comm_graph);
    return cp_r_Graph_create(comm, nnodes, index, edges, reorder, comm_graph);
}
__attribute__((noinline)) static int cp_r_Graph_create(MPI_Comm comm, int nnodes, const int *index, const int *edges, int reorder, MPI_Comm *comm_graph)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Graph_create);
    int cp_rc = CP_REAL(Graph_create)(comm, nnodes, index, edges, reorder, comm_graph);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_comm_new(CP_CALL_Graph_create, CP_NEW_CID, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Graph_create);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Graph_create(MPI_Comm comm, int nnodes, const int *index, const int *edges, int reorder, MPI_Comm *comm_graph) { return cp_w_Graph_create(comm, nnodes, index, edges, reorder, comm_graph); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Graph_create(MPI_Comm comm, int nnodes, const int *index, const int *edges, int reorder, MPI_Comm *comm_graph) { return cp_w_Graph_create(comm, nnodes, index, edges, reorder, comm_graph); }
#endif

CP_REAL_DECL(Dist_graph_create_adjacent, (MPI_Comm comm, int indegree, const int *sources, const int *sourceweights, int outdegree, const int *destinations, const int *destweights, MPI_Info info, int reorder, MPI_Comm *comm_dist_graph), (comm, indegree, sources, sourceweights, outdegree, destinations, destweights, info, reorder, comm_dist_graph))
static int cp_r_Dist_graph_create_adjacent(MPI_Comm comm, int indegree, const int *sources, const int *sourceweights, int outdegree, const int *destinations, const int *destweights, MPI_Info info, int reorder, MPI_Comm *comm_dist_graph);
static inline int cp_w_Dist_graph_create_adjacent(MPI_Comm comm, int indegree, const int *sources, const int *sourceweights, int outdegree, const int *destinations, const int *destweights, MPI_Info info, int reorder, MPI_Comm *comm_dist_graph)
{
    CP_SWAP_WORLD(comm);
    if (reorder && !cp_nested() && cp_topo_reorder_wanted()) return cp_topo_Dist_graph_create_adjacent(comm, indegree, sources, sourceweights, outdegree, destinations, destweights, info, reorder, comm_dist_graph);
    if (!cp_recording_now()) return CP_REAL(Dist_graph_create_adjacent)(comm, indegree, sources, sourceweights, outdegree, destinations, destweights, info, reorder, comm_dist_graph);
    return cp_r_Dist_graph_create_adjacent(comm, indegree, sources, sourceweights, outdegree, destinations, destweights, info, reorder, comm_dist_graph);
}
__attribute__((noinline)) static int cp_r_Dist_graph_create_adjacent(MPI_Comm comm, int indegree, const int *sources, const int *sourceweights, int outdegree, const int *destinations, const int *destweights, MPI_Info info, int reorder, MPI_Comm *comm_dist_graph)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Dist_graph_create_adjacent);
    int cp_rc = CP_REAL(Dist_graph_create_adjacent)(comm, indegree, sources, sourceweights, outdegree, destinations, destweights, info, reorder, comm_dist_graph);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_comm_new(CP_CALL_Dist_graph_create_adjacent, CP_NEW_CID, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Dist_graph_create_adjacent);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Dist_graph_create_adjacent(MPI_Comm comm, int indegree, const int *sources, const int *sourceweights, int outdegree, const int *destinations, const int *destweights, MPI_Info info, int reorder, MPI_Comm *comm_dist_graph) { return cp_w_Dist_graph_create_adjacent(comm, indegree, sources, sourceweights, outdegree, destinations, destweights, info, reorder, comm_dist_graph); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Dist_graph_create_adjacent(MPI_Comm comm, int indegree, const int *sources, const int *sourceweights, int outdegree, const int *destinations, const int *destweights, MPI_Info info, int reorder, MPI_Comm *comm_dist_graph) { return cp_w_Dist_graph_create_adjacent(comm, indegree, sources, sourceweights, outdegree, destinations, destweights, info, reorder, comm_dist_graph); }
#endif

CP_REAL_DECL(Comm_split, (MPI_Comm comm, int color, int key, MPI_Comm *newcomm), (comm, color, key, newcomm))
static int cp_r_Comm_split(MPI_Comm comm, int color, int key, MPI_Comm *newcomm);
static inline int cp_w_Comm_split(MPI_Comm comm, int color, int key, MPI_Comm *newcomm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Comm_split)(comm, color, key, newcomm);
    return cp_r_Comm_split(comm, color, key, newcomm);
}
__attribute__((noinline)) static int cp_r_Comm_split(MPI_Comm comm, int color, int key, MPI_Comm *newcomm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Comm_split);
    int cp_rc = CP_REAL(Comm_split)(comm, color, key, newcomm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_comm_new(CP_CALL_Comm_split, CP_NEW_SPLIT, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Comm_split);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Comm_split(MPI_Comm comm, int color, int key, MPI_Comm *newcomm) { return cp_w_Comm_split(comm, color, key, newcomm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_split(MPI_Comm comm, int color, int key, MPI_Comm *newcomm) { return cp_w_Comm_split(comm, color, key, newcomm); }
#endif

CP_REAL_DECL(Cart_sub, (MPI_Comm comm, const int *remain_dims, MPI_Comm *newcomm), (comm, remain_dims, newcomm))
static int cp_r_Cart_sub(MPI_Comm comm, const int *remain_dims, MPI_Comm *newcomm);
static inline int cp_w_Cart_sub(MPI_Comm comm, const int *remain_dims, MPI_Comm *newcomm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Cart_sub)(comm, remain_dims, newcomm);
    return cp_r_Cart_sub(comm, remain_dims, newcomm);
}
__attribute__((noinline)) static int cp_r_Cart_sub(MPI_Comm comm, const int *remain_dims, MPI_Comm *newcomm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Cart_sub);
    int cp_rc = CP_REAL(Cart_sub)(comm, remain_dims, newcomm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_comm_new(CP_CALL_Cart_sub, CP_NEW_SPLIT, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Cart_sub);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Cart_sub(MPI_Comm comm, const int *remain_dims, MPI_Comm *newcomm) { return cp_w_Cart_sub(comm, remain_dims, newcomm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Cart_sub(MPI_Comm comm, const int *remain_dims, MPI_Comm *newcomm) { return cp_w_Cart_sub(comm, remain_dims, newcomm); }
#endif

CP_REAL_DECL(Comm_split_type, (MPI_Comm comm, int split_type, int key, MPI_Info info, MPI_Comm *newcomm), (comm, split_type, key, info, newcomm))
static int cp_r_Comm_split_type(MPI_Comm comm, int split_type, int key, MPI_Info info, MPI_Comm *newcomm);
static inline int cp_w_Comm_split_type(MPI_Comm comm, int split_type, int key, MPI_Info info, MPI_Comm *newcomm)
{
    CP_SWAP_WORLD(comm);
    if (!cp_recording_now()) return CP_REAL(Comm_split_type)(comm, split_type, key, info, newcomm);
    return cp_r_Comm_split_type(comm, split_type, key, info, newcomm);
}
__attribute__((noinline)) static int cp_r_Comm_split_type(MPI_Comm comm, int split_type, int key, MPI_Info info, MPI_Comm *newcomm)
{
    cp_guard_enter();
    const int cp_traced = cp_trace_here();
    if (cp_traced) cp_trace_enter(CP_CALL_Comm_split_type);
    int cp_rc = CP_REAL(Comm_split_type)(comm, split_type, key, info, newcomm);
    if (cp_rc == MPI_SUCCESS) {
        cp_hook_comm_new(CP_CALL_Comm_split_type, CP_NEW_SPLIT_TYPE, comm);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Comm_split_type);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Comm_split_type(MPI_Comm comm, int split_type, int key, MPI_Info info, MPI_Comm *newcomm) { return cp_w_Comm_split_type(comm, split_type, key, info, newcomm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_split_type(MPI_Comm comm, int split_type, int key, MPI_Info info, MPI_Comm *newcomm) { return cp_w_Comm_split_type(comm, split_type, key, info, newcomm); }
#endif

CP_REAL_DECL(Request_get_status, (MPI_Request request, int *flag, MPI_Status *status), (request, flag, status))
static int cp_r_Request_get_status(MPI_Request request, int *flag, MPI_Status *status);
static inline int cp_w_Request_get_status(MPI_Request request, int *flag, MPI_Status *status)
{
    if (cp_ends_pass()) return CP_REAL(Request_get_status)(request, flag, status);
    return cp_r_Request_get_status(request, flag, status);
}
__attribute__((noinline)) static int cp_r_Request_get_status(MPI_Request request, int *flag, MPI_Status *status)
{
    cp_guard_enter();
    MPI_Status cp_st;
    if (status == MPI_STATUS_IGNORE) status = &cp_st;
    const int cp_traced = cp_trace_here() && cp_counting();
    if (cp_traced) cp_trace_enter(CP_CALL_Request_get_status);
    int cp_rc = CP_REAL(Request_get_status)(request, flag, status);
    if (cp_rc == MPI_SUCCESS) {
        if (*flag) cp_req_status(request, status);
    }
    if (cp_traced) cp_trace_leave(CP_CALL_Request_get_status);
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Request_get_status(MPI_Request request, int *flag, MPI_Status *status) { return cp_w_Request_get_status(request, flag, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Request_get_status(MPI_Request request, int *flag, MPI_Status *status) { return cp_w_Request_get_status(request, flag, status); }
#endif

CP_REAL_DECL(Comm_rank, (MPI_Comm comm, int *rank), (comm, rank))
static inline int cp_w_Comm_rank(MPI_Comm comm, int *rank)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Comm_rank)(comm, rank);
}
CP_API int MPI_Comm_rank(MPI_Comm comm, int *rank) { return cp_w_Comm_rank(comm, rank); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_rank(MPI_Comm comm, int *rank) { return cp_w_Comm_rank(comm, rank); }
#endif

CP_REAL_DECL(Comm_size, (MPI_Comm comm, int *size), (comm, size))
static inline int cp_w_Comm_size(MPI_Comm comm, int *size)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Comm_size)(comm, size);
}
CP_API int MPI_Comm_size(MPI_Comm comm, int *size) { return cp_w_Comm_size(comm, size); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_size(MPI_Comm comm, int *size) { return cp_w_Comm_size(comm, size); }
#endif

CP_REAL_DECL(Comm_compare, (MPI_Comm comm1, MPI_Comm comm2, int *result), (comm1, comm2, result))
static inline int cp_w_Comm_compare(MPI_Comm comm1, MPI_Comm comm2, int *result)
{
    CP_SWAP_WORLD(comm1);
    CP_SWAP_WORLD(comm2);
    return CP_REAL(Comm_compare)(comm1, comm2, result);
}
CP_API int MPI_Comm_compare(MPI_Comm comm1, MPI_Comm comm2, int *result) { return cp_w_Comm_compare(comm1, comm2, result); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_compare(MPI_Comm comm1, MPI_Comm comm2, int *result) { return cp_w_Comm_compare(comm1, comm2, result); }
#endif

CP_REAL_DECL(Comm_group, (MPI_Comm comm, MPI_Group *group), (comm, group))
static inline int cp_w_Comm_group(MPI_Comm comm, MPI_Group *group)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Comm_group)(comm, group);
}
CP_API int MPI_Comm_group(MPI_Comm comm, MPI_Group *group) { return cp_w_Comm_group(comm, group); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_group(MPI_Comm comm, MPI_Group *group) { return cp_w_Comm_group(comm, group); }
#endif

CP_REAL_DECL(Comm_remote_group, (MPI_Comm comm, MPI_Group *group), (comm, group))
static inline int cp_w_Comm_remote_group(MPI_Comm comm, MPI_Group *group)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Comm_remote_group)(comm, group);
}
CP_API int MPI_Comm_remote_group(MPI_Comm comm, MPI_Group *group) { return cp_w_Comm_remote_group(comm, group); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_remote_group(MPI_Comm comm, MPI_Group *group) { return cp_w_Comm_remote_group(comm, group); }
#endif

CP_REAL_DECL(Comm_remote_size, (MPI_Comm comm, int *size), (comm, size))
static inline int cp_w_Comm_remote_size(MPI_Comm comm, int *size)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Comm_remote_size)(comm, size);
}
CP_API int MPI_Comm_remote_size(MPI_Comm comm, int *size) { return cp_w_Comm_remote_size(comm, size); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_remote_size(MPI_Comm comm, int *size) { return cp_w_Comm_remote_size(comm, size); }
#endif

CP_REAL_DECL(Comm_test_inter, (MPI_Comm comm, int *flag), (comm, flag))
static inline int cp_w_Comm_test_inter(MPI_Comm comm, int *flag)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Comm_test_inter)(comm, flag);
}
CP_API int MPI_Comm_test_inter(MPI_Comm comm, int *flag) { return cp_w_Comm_test_inter(comm, flag); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_test_inter(MPI_Comm comm, int *flag) { return cp_w_Comm_test_inter(comm, flag); }
#endif

CP_REAL_DECL(Comm_get_name, (MPI_Comm comm, char *comm_name, int *resultlen), (comm, comm_name, resultlen))
static inline int cp_w_Comm_get_name(MPI_Comm comm, char *comm_name, int *resultlen)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Comm_get_name)(comm, comm_name, resultlen);
}
CP_API int MPI_Comm_get_name(MPI_Comm comm, char *comm_name, int *resultlen) { return cp_w_Comm_get_name(comm, comm_name, resultlen); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_get_name(MPI_Comm comm, char *comm_name, int *resultlen) { return cp_w_Comm_get_name(comm, comm_name, resultlen); }
#endif

CP_REAL_DECL(Comm_set_name, (MPI_Comm comm, const char *comm_name), (comm, comm_name))
static inline int cp_w_Comm_set_name(MPI_Comm comm, const char *comm_name)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Comm_set_name)(comm, comm_name);
}
CP_API int MPI_Comm_set_name(MPI_Comm comm, const char *comm_name) { return cp_w_Comm_set_name(comm, comm_name); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_set_name(MPI_Comm comm, const char *comm_name) { return cp_w_Comm_set_name(comm, comm_name); }
#endif

CP_REAL_DECL(Comm_get_info, (MPI_Comm comm, MPI_Info *info_used), (comm, info_used))
static inline int cp_w_Comm_get_info(MPI_Comm comm, MPI_Info *info_used)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Comm_get_info)(comm, info_used);
}
CP_API int MPI_Comm_get_info(MPI_Comm comm, MPI_Info *info_used) { return cp_w_Comm_get_info(comm, info_used); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_get_info(MPI_Comm comm, MPI_Info *info_used) { return cp_w_Comm_get_info(comm, info_used); }
#endif

CP_REAL_DECL(Comm_set_info, (MPI_Comm comm, MPI_Info info), (comm, info))
static inline int cp_w_Comm_set_info(MPI_Comm comm, MPI_Info info)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Comm_set_info)(comm, info);
}
CP_API int MPI_Comm_set_info(MPI_Comm comm, MPI_Info info) { return cp_w_Comm_set_info(comm, info); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_set_info(MPI_Comm comm, MPI_Info info) { return cp_w_Comm_set_info(comm, info); }
#endif

CP_REAL_DECL(Comm_get_errhandler, (MPI_Comm comm, MPI_Errhandler *erhandler), (comm, erhandler))
static inline int cp_w_Comm_get_errhandler(MPI_Comm comm, MPI_Errhandler *erhandler)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Comm_get_errhandler)(comm, erhandler);
}
CP_API int MPI_Comm_get_errhandler(MPI_Comm comm, MPI_Errhandler *erhandler) { return cp_w_Comm_get_errhandler(comm, erhandler); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_get_errhandler(MPI_Comm comm, MPI_Errhandler *erhandler) { return cp_w_Comm_get_errhandler(comm, erhandler); }
#endif

CP_REAL_DECL(Comm_set_errhandler, (MPI_Comm comm, MPI_Errhandler errhandler), (comm, errhandler))
static inline int cp_w_Comm_set_errhandler(MPI_Comm comm, MPI_Errhandler errhandler)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Comm_set_errhandler)(comm, errhandler);
}
CP_API int MPI_Comm_set_errhandler(MPI_Comm comm, MPI_Errhandler errhandler) { return cp_w_Comm_set_errhandler(comm, errhandler); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_set_errhandler(MPI_Comm comm, MPI_Errhandler errhandler) { return cp_w_Comm_set_errhandler(comm, errhandler); }
#endif

CP_REAL_DECL(Comm_call_errhandler, (MPI_Comm comm, int errorcode), (comm, errorcode))
static inline int cp_w_Comm_call_errhandler(MPI_Comm comm, int errorcode)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Comm_call_errhandler)(comm, errorcode);
}
CP_API int MPI_Comm_call_errhandler(MPI_Comm comm, int errorcode) { return cp_w_Comm_call_errhandler(comm, errorcode); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_call_errhandler(MPI_Comm comm, int errorcode) { return cp_w_Comm_call_errhandler(comm, errorcode); }
#endif

CP_REAL_DECL(Comm_set_attr, (MPI_Comm comm, int comm_keyval, void *attribute_val), (comm, comm_keyval, attribute_val))
static inline int cp_w_Comm_set_attr(MPI_Comm comm, int comm_keyval, void *attribute_val)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Comm_set_attr)(comm, comm_keyval, attribute_val);
}
CP_API int MPI_Comm_set_attr(MPI_Comm comm, int comm_keyval, void *attribute_val) { return cp_w_Comm_set_attr(comm, comm_keyval, attribute_val); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_set_attr(MPI_Comm comm, int comm_keyval, void *attribute_val) { return cp_w_Comm_set_attr(comm, comm_keyval, attribute_val); }
#endif

CP_REAL_DECL(Comm_delete_attr, (MPI_Comm comm, int comm_keyval), (comm, comm_keyval))
static inline int cp_w_Comm_delete_attr(MPI_Comm comm, int comm_keyval)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Comm_delete_attr)(comm, comm_keyval);
}
CP_API int MPI_Comm_delete_attr(MPI_Comm comm, int comm_keyval) { return cp_w_Comm_delete_attr(comm, comm_keyval); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_delete_attr(MPI_Comm comm, int comm_keyval) { return cp_w_Comm_delete_attr(comm, comm_keyval); }
#endif

CP_REAL_DECL(Attr_put, (MPI_Comm comm, int keyval, void *attribute_val), (comm, keyval, attribute_val))
static inline int cp_w_Attr_put(MPI_Comm comm, int keyval, void *attribute_val)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Attr_put)(comm, keyval, attribute_val);
}
CP_API int MPI_Attr_put(MPI_Comm comm, int keyval, void *attribute_val) { return cp_w_Attr_put(comm, keyval, attribute_val); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Attr_put(MPI_Comm comm, int keyval, void *attribute_val) { return cp_w_Attr_put(comm, keyval, attribute_val); }
#endif

CP_REAL_DECL(Attr_delete, (MPI_Comm comm, int keyval), (comm, keyval))
static inline int cp_w_Attr_delete(MPI_Comm comm, int keyval)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Attr_delete)(comm, keyval);
}
CP_API int MPI_Attr_delete(MPI_Comm comm, int keyval) { return cp_w_Attr_delete(comm, keyval); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Attr_delete(MPI_Comm comm, int keyval) { return cp_w_Attr_delete(comm, keyval); }
#endif

CP_REAL_DECL(Comm_create_group, (MPI_Comm comm, MPI_Group group, int tag, MPI_Comm *newcomm), (comm, group, tag, newcomm))
static inline int cp_w_Comm_create_group(MPI_Comm comm, MPI_Group group, int tag, MPI_Comm *newcomm)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Comm_create_group)(comm, group, tag, newcomm);
}
CP_API int MPI_Comm_create_group(MPI_Comm comm, MPI_Group group, int tag, MPI_Comm *newcomm) { return cp_w_Comm_create_group(comm, group, tag, newcomm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_create_group(MPI_Comm comm, MPI_Group group, int tag, MPI_Comm *newcomm) { return cp_w_Comm_create_group(comm, group, tag, newcomm); }
#endif

CP_REAL_DECL(Intercomm_create, (MPI_Comm local_comm, int local_leader, MPI_Comm bridge_comm, int remote_leader, int tag, MPI_Comm *newintercomm), (local_comm, local_leader, bridge_comm, remote_leader, tag, newintercomm))
static inline int cp_w_Intercomm_create(MPI_Comm local_comm, int local_leader, MPI_Comm bridge_comm, int remote_leader, int tag, MPI_Comm *newintercomm)
{
    CP_SWAP_WORLD(local_comm);
    CP_SWAP_WORLD(bridge_comm);
    return CP_REAL(Intercomm_create)(local_comm, local_leader, bridge_comm, remote_leader, tag, newintercomm);
}
CP_API int MPI_Intercomm_create(MPI_Comm local_comm, int local_leader, MPI_Comm bridge_comm, int remote_leader, int tag, MPI_Comm *newintercomm) { return cp_w_Intercomm_create(local_comm, local_leader, bridge_comm, remote_leader, tag, newintercomm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Intercomm_create(MPI_Comm local_comm, int local_leader, MPI_Comm bridge_comm, int remote_leader, int tag, MPI_Comm *newintercomm) { return cp_w_Intercomm_create(local_comm, local_leader, bridge_comm, remote_leader, tag, newintercomm); }
#endif

CP_REAL_DECL(Intercomm_merge, (MPI_Comm intercomm, int high, MPI_Comm *newintercomm), (intercomm, high, newintercomm))
static inline int cp_w_Intercomm_merge(MPI_Comm intercomm, int high, MPI_Comm *newintercomm)
{
    CP_SWAP_WORLD(intercomm);
    return CP_REAL(Intercomm_merge)(intercomm, high, newintercomm);
}
CP_API int MPI_Intercomm_merge(MPI_Comm intercomm, int high, MPI_Comm *newintercomm) { return cp_w_Intercomm_merge(intercomm, high, newintercomm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Intercomm_merge(MPI_Comm intercomm, int high, MPI_Comm *newintercomm) { return cp_w_Intercomm_merge(intercomm, high, newintercomm); }
#endif

CP_REAL_DECL(Comm_spawn, (const char *command, char **argv, int maxprocs, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *intercomm, int *array_of_errcodes), (command, argv, maxprocs, info, root, comm, intercomm, array_of_errcodes))
static inline int cp_w_Comm_spawn(const char *command, char **argv, int maxprocs, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *intercomm, int *array_of_errcodes)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Comm_spawn)(command, argv, maxprocs, info, root, comm, intercomm, array_of_errcodes);
}
CP_API int MPI_Comm_spawn(const char *command, char **argv, int maxprocs, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *intercomm, int *array_of_errcodes) { return cp_w_Comm_spawn(command, argv, maxprocs, info, root, comm, intercomm, array_of_errcodes); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_spawn(const char *command, char **argv, int maxprocs, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *intercomm, int *array_of_errcodes) { return cp_w_Comm_spawn(command, argv, maxprocs, info, root, comm, intercomm, array_of_errcodes); }
#endif

CP_REAL_DECL(Comm_spawn_multiple, (int count, char **array_of_commands, char ***array_of_argv, const int *array_of_maxprocs, const MPI_Info *array_of_info, int root, MPI_Comm comm, MPI_Comm *intercomm, int *array_of_errcodes), (count, array_of_commands, array_of_argv, array_of_maxprocs, array_of_info, root, comm, intercomm, array_of_errcodes))
static inline int cp_w_Comm_spawn_multiple(int count, char **array_of_commands, char ***array_of_argv, const int *array_of_maxprocs, const MPI_Info *array_of_info, int root, MPI_Comm comm, MPI_Comm *intercomm, int *array_of_errcodes)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Comm_spawn_multiple)(count, array_of_commands, array_of_argv, array_of_maxprocs, array_of_info, root, comm, intercomm, array_of_errcodes);
}
CP_API int MPI_Comm_spawn_multiple(int count, char **array_of_commands, char ***array_of_argv, const int *array_of_maxprocs, const MPI_Info *array_of_info, int root, MPI_Comm comm, MPI_Comm *intercomm, int *array_of_errcodes) { return cp_w_Comm_spawn_multiple(count, array_of_commands, array_of_argv, array_of_maxprocs, array_of_info, root, comm, intercomm, array_of_errcodes); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_spawn_multiple(int count, char **array_of_commands, char ***array_of_argv, const int *array_of_maxprocs, const MPI_Info *array_of_info, int root, MPI_Comm comm, MPI_Comm *intercomm, int *array_of_errcodes) { return cp_w_Comm_spawn_multiple(count, array_of_commands, array_of_argv, array_of_maxprocs, array_of_info, root, comm, intercomm, array_of_errcodes); }
#endif

CP_REAL_DECL(Comm_accept, (const char *port_name, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *newcomm), (port_name, info, root, comm, newcomm))
static inline int cp_w_Comm_accept(const char *port_name, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *newcomm)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Comm_accept)(port_name, info, root, comm, newcomm);
}
CP_API int MPI_Comm_accept(const char *port_name, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *newcomm) { return cp_w_Comm_accept(port_name, info, root, comm, newcomm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_accept(const char *port_name, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *newcomm) { return cp_w_Comm_accept(port_name, info, root, comm, newcomm); }
#endif

CP_REAL_DECL(Comm_connect, (const char *port_name, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *newcomm), (port_name, info, root, comm, newcomm))
static inline int cp_w_Comm_connect(const char *port_name, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *newcomm)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Comm_connect)(port_name, info, root, comm, newcomm);
}
CP_API int MPI_Comm_connect(const char *port_name, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *newcomm) { return cp_w_Comm_connect(port_name, info, root, comm, newcomm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_connect(const char *port_name, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *newcomm) { return cp_w_Comm_connect(port_name, info, root, comm, newcomm); }
#endif

CP_REAL_DECL(Probe, (int source, int tag, MPI_Comm comm, MPI_Status *status), (source, tag, comm, status))
static inline int cp_w_Probe(int source, int tag, MPI_Comm comm, MPI_Status *status)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Probe)(source, tag, comm, status);
}
CP_API int MPI_Probe(int source, int tag, MPI_Comm comm, MPI_Status *status) { return cp_w_Probe(source, tag, comm, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Probe(int source, int tag, MPI_Comm comm, MPI_Status *status) { return cp_w_Probe(source, tag, comm, status); }
#endif

CP_REAL_DECL(Iprobe, (int source, int tag, MPI_Comm comm, int *flag, MPI_Status *status), (source, tag, comm, flag, status))
static inline int cp_w_Iprobe(int source, int tag, MPI_Comm comm, int *flag, MPI_Status *status)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Iprobe)(source, tag, comm, flag, status);
}
CP_API int MPI_Iprobe(int source, int tag, MPI_Comm comm, int *flag, MPI_Status *status) { return cp_w_Iprobe(source, tag, comm, flag, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Iprobe(int source, int tag, MPI_Comm comm, int *flag, MPI_Status *status) { return cp_w_Iprobe(source, tag, comm, flag, status); }
#endif

CP_REAL_DECL(Pack, (const void *inbuf, int incount, MPI_Datatype datatype, void *outbuf, int outsize, int *position, MPI_Comm comm), (inbuf, incount, datatype, outbuf, outsize, position, comm))
static inline int cp_w_Pack(const void *inbuf, int incount, MPI_Datatype datatype, void *outbuf, int outsize, int *position, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Pack)(inbuf, incount, datatype, outbuf, outsize, position, comm);
}
CP_API int MPI_Pack(const void *inbuf, int incount, MPI_Datatype datatype, void *outbuf, int outsize, int *position, MPI_Comm comm) { return cp_w_Pack(inbuf, incount, datatype, outbuf, outsize, position, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Pack(const void *inbuf, int incount, MPI_Datatype datatype, void *outbuf, int outsize, int *position, MPI_Comm comm) { return cp_w_Pack(inbuf, incount, datatype, outbuf, outsize, position, comm); }
#endif

CP_REAL_DECL(Pack_size, (int incount, MPI_Datatype datatype, MPI_Comm comm, int *size), (incount, datatype, comm, size))
static inline int cp_w_Pack_size(int incount, MPI_Datatype datatype, MPI_Comm comm, int *size)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Pack_size)(incount, datatype, comm, size);
}
CP_API int MPI_Pack_size(int incount, MPI_Datatype datatype, MPI_Comm comm, int *size) { return cp_w_Pack_size(incount, datatype, comm, size); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Pack_size(int incount, MPI_Datatype datatype, MPI_Comm comm, int *size) { return cp_w_Pack_size(incount, datatype, comm, size); }
#endif

CP_REAL_DECL(Unpack, (const void *inbuf, int insize, int *position, void *outbuf, int outcount, MPI_Datatype datatype, MPI_Comm comm), (inbuf, insize, position, outbuf, outcount, datatype, comm))
static inline int cp_w_Unpack(const void *inbuf, int insize, int *position, void *outbuf, int outcount, MPI_Datatype datatype, MPI_Comm comm)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Unpack)(inbuf, insize, position, outbuf, outcount, datatype, comm);
}
CP_API int MPI_Unpack(const void *inbuf, int insize, int *position, void *outbuf, int outcount, MPI_Datatype datatype, MPI_Comm comm) { return cp_w_Unpack(inbuf, insize, position, outbuf, outcount, datatype, comm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Unpack(const void *inbuf, int insize, int *position, void *outbuf, int outcount, MPI_Datatype datatype, MPI_Comm comm) { return cp_w_Unpack(inbuf, insize, position, outbuf, outcount, datatype, comm); }
#endif

CP_REAL_DECL(File_open, (MPI_Comm comm, const char *filename, int amode, MPI_Info info, MPI_File *fh), (comm, filename, amode, info, fh))
static inline int cp_w_File_open(MPI_Comm comm, const char *filename, int amode, MPI_Info info, MPI_File *fh)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(File_open)(comm, filename, amode, info, fh);
}
CP_API int MPI_File_open(MPI_Comm comm, const char *filename, int amode, MPI_Info info, MPI_File *fh) { return cp_w_File_open(comm, filename, amode, info, fh); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_File_open(MPI_Comm comm, const char *filename, int amode, MPI_Info info, MPI_File *fh) { return cp_w_File_open(comm, filename, amode, info, fh); }
#endif

CP_REAL_DECL(Topo_test, (MPI_Comm comm, int *status), (comm, status))
static inline int cp_w_Topo_test(MPI_Comm comm, int *status)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Topo_test)(comm, status);
}
CP_API int MPI_Topo_test(MPI_Comm comm, int *status) { return cp_w_Topo_test(comm, status); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Topo_test(MPI_Comm comm, int *status) { return cp_w_Topo_test(comm, status); }
#endif

CP_REAL_DECL(Cart_coords, (MPI_Comm comm, int rank, int maxdims, int *coords), (comm, rank, maxdims, coords))
static inline int cp_w_Cart_coords(MPI_Comm comm, int rank, int maxdims, int *coords)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Cart_coords)(comm, rank, maxdims, coords);
}
CP_API int MPI_Cart_coords(MPI_Comm comm, int rank, int maxdims, int *coords) { return cp_w_Cart_coords(comm, rank, maxdims, coords); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Cart_coords(MPI_Comm comm, int rank, int maxdims, int *coords) { return cp_w_Cart_coords(comm, rank, maxdims, coords); }
#endif

CP_REAL_DECL(Cart_get, (MPI_Comm comm, int maxdims, int *dims, int *periods, int *coords), (comm, maxdims, dims, periods, coords))
static inline int cp_w_Cart_get(MPI_Comm comm, int maxdims, int *dims, int *periods, int *coords)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Cart_get)(comm, maxdims, dims, periods, coords);
}
CP_API int MPI_Cart_get(MPI_Comm comm, int maxdims, int *dims, int *periods, int *coords) { return cp_w_Cart_get(comm, maxdims, dims, periods, coords); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Cart_get(MPI_Comm comm, int maxdims, int *dims, int *periods, int *coords) { return cp_w_Cart_get(comm, maxdims, dims, periods, coords); }
#endif

CP_REAL_DECL(Cart_map, (MPI_Comm comm, int ndims, const int *dims, const int *periods, int *newrank), (comm, ndims, dims, periods, newrank))
static inline int cp_w_Cart_map(MPI_Comm comm, int ndims, const int *dims, const int *periods, int *newrank)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Cart_map)(comm, ndims, dims, periods, newrank);
}
CP_API int MPI_Cart_map(MPI_Comm comm, int ndims, const int *dims, const int *periods, int *newrank) { return cp_w_Cart_map(comm, ndims, dims, periods, newrank); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Cart_map(MPI_Comm comm, int ndims, const int *dims, const int *periods, int *newrank) { return cp_w_Cart_map(comm, ndims, dims, periods, newrank); }
#endif

CP_REAL_DECL(Cart_rank, (MPI_Comm comm, const int *coords, int *rank), (comm, coords, rank))
static inline int cp_w_Cart_rank(MPI_Comm comm, const int *coords, int *rank)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Cart_rank)(comm, coords, rank);
}
CP_API int MPI_Cart_rank(MPI_Comm comm, const int *coords, int *rank) { return cp_w_Cart_rank(comm, coords, rank); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Cart_rank(MPI_Comm comm, const int *coords, int *rank) { return cp_w_Cart_rank(comm, coords, rank); }
#endif

CP_REAL_DECL(Cart_shift, (MPI_Comm comm, int direction, int disp, int *rank_source, int *rank_dest), (comm, direction, disp, rank_source, rank_dest))
static inline int cp_w_Cart_shift(MPI_Comm comm, int direction, int disp, int *rank_source, int *rank_dest)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Cart_shift)(comm, direction, disp, rank_source, rank_dest);
}
CP_API int MPI_Cart_shift(MPI_Comm comm, int direction, int disp, int *rank_source, int *rank_dest) { return cp_w_Cart_shift(comm, direction, disp, rank_source, rank_dest); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Cart_shift(MPI_Comm comm, int direction, int disp, int *rank_source, int *rank_dest) { return cp_w_Cart_shift(comm, direction, disp, rank_source, rank_dest); }
#endif

CP_REAL_DECL(Cartdim_get, (MPI_Comm comm, int *ndims), (comm, ndims))
static inline int cp_w_Cartdim_get(MPI_Comm comm, int *ndims)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Cartdim_get)(comm, ndims);
}
CP_API int MPI_Cartdim_get(MPI_Comm comm, int *ndims) { return cp_w_Cartdim_get(comm, ndims); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Cartdim_get(MPI_Comm comm, int *ndims) { return cp_w_Cartdim_get(comm, ndims); }
#endif

CP_REAL_DECL(Graph_get, (MPI_Comm comm, int maxindex, int maxedges, int *index, int *edges), (comm, maxindex, maxedges, index, edges))
static inline int cp_w_Graph_get(MPI_Comm comm, int maxindex, int maxedges, int *index, int *edges)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Graph_get)(comm, maxindex, maxedges, index, edges);
}
CP_API int MPI_Graph_get(MPI_Comm comm, int maxindex, int maxedges, int *index, int *edges) { return cp_w_Graph_get(comm, maxindex, maxedges, index, edges); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Graph_get(MPI_Comm comm, int maxindex, int maxedges, int *index, int *edges) { return cp_w_Graph_get(comm, maxindex, maxedges, index, edges); }
#endif

CP_REAL_DECL(Graph_map, (MPI_Comm comm, int nnodes, const int *index, const int *edges, int *newrank), (comm, nnodes, index, edges, newrank))
static inline int cp_w_Graph_map(MPI_Comm comm, int nnodes, const int *index, const int *edges, int *newrank)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Graph_map)(comm, nnodes, index, edges, newrank);
}
CP_API int MPI_Graph_map(MPI_Comm comm, int nnodes, const int *index, const int *edges, int *newrank) { return cp_w_Graph_map(comm, nnodes, index, edges, newrank); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Graph_map(MPI_Comm comm, int nnodes, const int *index, const int *edges, int *newrank) { return cp_w_Graph_map(comm, nnodes, index, edges, newrank); }
#endif

CP_REAL_DECL(Graph_neighbors, (MPI_Comm comm, int rank, int maxneighbors, int *neighbors), (comm, rank, maxneighbors, neighbors))
static inline int cp_w_Graph_neighbors(MPI_Comm comm, int rank, int maxneighbors, int *neighbors)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Graph_neighbors)(comm, rank, maxneighbors, neighbors);
}
CP_API int MPI_Graph_neighbors(MPI_Comm comm, int rank, int maxneighbors, int *neighbors) { return cp_w_Graph_neighbors(comm, rank, maxneighbors, neighbors); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Graph_neighbors(MPI_Comm comm, int rank, int maxneighbors, int *neighbors) { return cp_w_Graph_neighbors(comm, rank, maxneighbors, neighbors); }
#endif

CP_REAL_DECL(Graph_neighbors_count, (MPI_Comm comm, int rank, int *nneighbors), (comm, rank, nneighbors))
static inline int cp_w_Graph_neighbors_count(MPI_Comm comm, int rank, int *nneighbors)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Graph_neighbors_count)(comm, rank, nneighbors);
}
CP_API int MPI_Graph_neighbors_count(MPI_Comm comm, int rank, int *nneighbors) { return cp_w_Graph_neighbors_count(comm, rank, nneighbors); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Graph_neighbors_count(MPI_Comm comm, int rank, int *nneighbors) { return cp_w_Graph_neighbors_count(comm, rank, nneighbors); }
#endif

CP_REAL_DECL(Graphdims_get, (MPI_Comm comm, int *nnodes, int *nedges), (comm, nnodes, nedges))
static inline int cp_w_Graphdims_get(MPI_Comm comm, int *nnodes, int *nedges)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Graphdims_get)(comm, nnodes, nedges);
}
CP_API int MPI_Graphdims_get(MPI_Comm comm, int *nnodes, int *nedges) { return cp_w_Graphdims_get(comm, nnodes, nedges); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Graphdims_get(MPI_Comm comm, int *nnodes, int *nedges) { return cp_w_Graphdims_get(comm, nnodes, nedges); }
#endif

CP_REAL_DECL(Dist_graph_neighbors, (MPI_Comm comm, int maxindegree, int *sources, int *sourceweights, int maxoutdegree, int *destinations, int *destweights), (comm, maxindegree, sources, sourceweights, maxoutdegree, destinations, destweights))
static inline int cp_w_Dist_graph_neighbors(MPI_Comm comm, int maxindegree, int *sources, int *sourceweights, int maxoutdegree, int *destinations, int *destweights)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Dist_graph_neighbors)(comm, maxindegree, sources, sourceweights, maxoutdegree, destinations, destweights);
}
CP_API int MPI_Dist_graph_neighbors(MPI_Comm comm, int maxindegree, int *sources, int *sourceweights, int maxoutdegree, int *destinations, int *destweights) { return cp_w_Dist_graph_neighbors(comm, maxindegree, sources, sourceweights, maxoutdegree, destinations, destweights); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Dist_graph_neighbors(MPI_Comm comm, int maxindegree, int *sources, int *sourceweights, int maxoutdegree, int *destinations, int *destweights) { return cp_w_Dist_graph_neighbors(comm, maxindegree, sources, sourceweights, maxoutdegree, destinations, destweights); }
#endif

CP_REAL_DECL(Dist_graph_neighbors_count, (MPI_Comm comm, int *inneighbors, int *outneighbors, int *weighted), (comm, inneighbors, outneighbors, weighted))
static inline int cp_w_Dist_graph_neighbors_count(MPI_Comm comm, int *inneighbors, int *outneighbors, int *weighted)
{
    CP_SWAP_WORLD(comm);
    return CP_REAL(Dist_graph_neighbors_count)(comm, inneighbors, outneighbors, weighted);
}
CP_API int MPI_Dist_graph_neighbors_count(MPI_Comm comm, int *inneighbors, int *outneighbors, int *weighted) { return cp_w_Dist_graph_neighbors_count(comm, inneighbors, outneighbors, weighted); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Dist_graph_neighbors_count(MPI_Comm comm, int *inneighbors, int *outneighbors, int *weighted) { return cp_w_Dist_graph_neighbors_count(comm, inneighbors, outneighbors, weighted); }
#endif

CP_REAL_DECL(Comm_get_attr, (MPI_Comm comm, int comm_keyval, void *attribute_val, int *flag), (comm, comm_keyval, attribute_val, flag))
static inline int cp_w_Comm_get_attr(MPI_Comm comm, int comm_keyval, void *attribute_val, int *flag)
{
    CP_SWAP_WORLD_ATTR(comm, comm_keyval);
    return CP_REAL(Comm_get_attr)(comm, comm_keyval, attribute_val, flag);
}
CP_API int MPI_Comm_get_attr(MPI_Comm comm, int comm_keyval, void *attribute_val, int *flag) { return cp_w_Comm_get_attr(comm, comm_keyval, attribute_val, flag); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Comm_get_attr(MPI_Comm comm, int comm_keyval, void *attribute_val, int *flag) { return cp_w_Comm_get_attr(comm, comm_keyval, attribute_val, flag); }
#endif

CP_REAL_DECL(Attr_get, (MPI_Comm comm, int keyval, void *attribute_val, int *flag), (comm, keyval, attribute_val, flag))
static inline int cp_w_Attr_get(MPI_Comm comm, int keyval, void *attribute_val, int *flag)
{
    CP_SWAP_WORLD_ATTR(comm, keyval);
    return CP_REAL(Attr_get)(comm, keyval, attribute_val, flag);
}
CP_API int MPI_Attr_get(MPI_Comm comm, int keyval, void *attribute_val, int *flag) { return cp_w_Attr_get(comm, keyval, attribute_val, flag); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Attr_get(MPI_Comm comm, int keyval, void *attribute_val, int *flag) { return cp_w_Attr_get(comm, keyval, attribute_val, flag); }
#endif

CP_REAL_DECL(Dist_graph_create, (MPI_Comm comm, int n, const int *nodes, const int *degrees, const int *targets, const int *weights, MPI_Info info, int reorder, MPI_Comm *newcomm), (comm, n, nodes, degrees, targets, weights, info, reorder, newcomm))
static inline int cp_w_Dist_graph_create(MPI_Comm comm, int n, const int *nodes, const int *degrees, const int *targets, const int *weights, MPI_Info info, int reorder, MPI_Comm *newcomm)
{
    CP_SWAP_WORLD(comm);
    if (reorder && !cp_nested() && cp_topo_reorder_wanted()) return cp_topo_Dist_graph_create(comm, n, nodes, degrees, targets, weights, info, reorder, newcomm);
    return CP_REAL(Dist_graph_create)(comm, n, nodes, degrees, targets, weights, info, reorder, newcomm);
}
CP_API int MPI_Dist_graph_create(MPI_Comm comm, int n, const int *nodes, const int *degrees, const int *targets, const int *weights, MPI_Info info, int reorder, MPI_Comm *newcomm) { return cp_w_Dist_graph_create(comm, n, nodes, degrees, targets, weights, info, reorder, newcomm); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Dist_graph_create(MPI_Comm comm, int n, const int *nodes, const int *degrees, const int *targets, const int *weights, MPI_Info info, int reorder, MPI_Comm *newcomm) { return cp_w_Dist_graph_create(comm, n, nodes, degrees, targets, weights, info, reorder, newcomm); }
#endif

#if defined(CP_HAVE_SESSIONS)
CP_REAL_DECL(Group_from_session_pset, (MPI_Session session, const char *pset_name, MPI_Group *newgroup), (session, pset_name, newgroup))
static int cp_r_Group_from_session_pset(MPI_Session session, const char *pset_name, MPI_Group *newgroup);
static inline int cp_w_Group_from_session_pset(MPI_Session session, const char *pset_name, MPI_Group *newgroup)
{
    if (cp_nested()) return CP_REAL(Group_from_session_pset)(session, pset_name, newgroup);
    return cp_r_Group_from_session_pset(session, pset_name, newgroup);
}
__attribute__((noinline)) static int cp_r_Group_from_session_pset(MPI_Session session, const char *pset_name, MPI_Group *newgroup)
{
    cp_guard_enter();
    int cp_rc = CP_REAL(Group_from_session_pset)(session, pset_name, newgroup);
    if (cp_rc == MPI_SUCCESS) {
        cp_reorder_pset_group(pset_name, newgroup);
    }
    cp_guard_leave();
    return cp_rc;
}
CP_API int MPI_Group_from_session_pset(MPI_Session session, const char *pset_name, MPI_Group *newgroup) { return cp_w_Group_from_session_pset(session, pset_name, newgroup); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Group_from_session_pset(MPI_Session session, const char *pset_name, MPI_Group *newgroup) { return cp_w_Group_from_session_pset(session, pset_name, newgroup); }
#endif
#endif

/* GENERATED from mpi_calls.def by gen_wrappers.py. DO NOT EDIT. */

#include "mpi_real.gen.h"
#include "mpi_real_entry.h"

CP_REAL_DECL(Init, (int *argc, char ***argv), (argc, argv))
int cp_mpi_Init(int *argc, char ***argv) { return CP_REAL(Init)(argc, argv); }
CP_REAL_DECL(Init_thread, (int *argc, char ***argv, int required, int *provided), (argc, argv, required, provided))
int cp_mpi_Init_thread(int *argc, char ***argv, int required, int *provided) { return CP_REAL(Init_thread)(argc, argv, required, provided); }
CP_REAL_DECL(Finalize, (void), ())
int cp_mpi_Finalize(void) { return CP_REAL(Finalize)(); }
CP_REAL_DECL(Abort, (MPI_Comm comm, int errorcode), (comm, errorcode))
int cp_mpi_Abort(MPI_Comm comm, int errorcode) { return CP_REAL(Abort)(comm, errorcode); }
CP_REAL_DECL(Send, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm), (buf, count, datatype, dest, tag, comm))
int cp_mpi_Send(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return CP_REAL(Send)(buf, count, datatype, dest, tag, comm); }
CP_REAL_DECL(Bsend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm), (buf, count, datatype, dest, tag, comm))
int cp_mpi_Bsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return CP_REAL(Bsend)(buf, count, datatype, dest, tag, comm); }
CP_REAL_DECL(Ssend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm), (buf, count, datatype, dest, tag, comm))
int cp_mpi_Ssend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return CP_REAL(Ssend)(buf, count, datatype, dest, tag, comm); }
CP_REAL_DECL(Rsend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm), (buf, count, datatype, dest, tag, comm))
int cp_mpi_Rsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return CP_REAL(Rsend)(buf, count, datatype, dest, tag, comm); }
CP_REAL_DECL(Isend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
int cp_mpi_Isend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Isend)(buf, count, datatype, dest, tag, comm, request); }
CP_REAL_DECL(Ibsend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
int cp_mpi_Ibsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ibsend)(buf, count, datatype, dest, tag, comm, request); }
CP_REAL_DECL(Issend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
int cp_mpi_Issend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Issend)(buf, count, datatype, dest, tag, comm, request); }
CP_REAL_DECL(Irsend, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
int cp_mpi_Irsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Irsend)(buf, count, datatype, dest, tag, comm, request); }
CP_REAL_DECL(Send_init, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
int cp_mpi_Send_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Send_init)(buf, count, datatype, dest, tag, comm, request); }
CP_REAL_DECL(Bsend_init, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
int cp_mpi_Bsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Bsend_init)(buf, count, datatype, dest, tag, comm, request); }
CP_REAL_DECL(Ssend_init, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
int cp_mpi_Ssend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ssend_init)(buf, count, datatype, dest, tag, comm, request); }
CP_REAL_DECL(Rsend_init, (const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
int cp_mpi_Rsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Rsend_init)(buf, count, datatype, dest, tag, comm, request); }
CP_REAL_DECL(Recv, (void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status), (buf, count, datatype, source, tag, comm, status))
int cp_mpi_Recv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status) { return CP_REAL(Recv)(buf, count, datatype, source, tag, comm, status); }
CP_REAL_DECL(Irecv, (void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, source, tag, comm, request))
int cp_mpi_Irecv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Irecv)(buf, count, datatype, source, tag, comm, request); }
CP_REAL_DECL(Recv_init, (void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, source, tag, comm, request))
int cp_mpi_Recv_init(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Recv_init)(buf, count, datatype, source, tag, comm, request); }
CP_REAL_DECL(Sendrecv, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status), (sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status))
int cp_mpi_Sendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status) { return CP_REAL(Sendrecv)(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status); }
CP_REAL_DECL(Sendrecv_replace, (void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status), (buf, count, datatype, dest, sendtag, source, recvtag, comm, status))
int cp_mpi_Sendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status) { return CP_REAL(Sendrecv_replace)(buf, count, datatype, dest, sendtag, source, recvtag, comm, status); }
CP_REAL_DECL(Mprobe, (int source, int tag, MPI_Comm comm, MPI_Message *message, MPI_Status *status), (source, tag, comm, message, status))
int cp_mpi_Mprobe(int source, int tag, MPI_Comm comm, MPI_Message *message, MPI_Status *status) { return CP_REAL(Mprobe)(source, tag, comm, message, status); }
CP_REAL_DECL(Improbe, (int source, int tag, MPI_Comm comm, int *flag, MPI_Message *message, MPI_Status *status), (source, tag, comm, flag, message, status))
int cp_mpi_Improbe(int source, int tag, MPI_Comm comm, int *flag, MPI_Message *message, MPI_Status *status) { return CP_REAL(Improbe)(source, tag, comm, flag, message, status); }
CP_REAL_DECL(Mrecv, (void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Status *status), (buf, count, type, message, status))
int cp_mpi_Mrecv(void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Status *status) { return CP_REAL(Mrecv)(buf, count, type, message, status); }
CP_REAL_DECL(Imrecv, (void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Request *request), (buf, count, type, message, request))
int cp_mpi_Imrecv(void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Request *request) { return CP_REAL(Imrecv)(buf, count, type, message, request); }
CP_REAL_DECL(Start, (MPI_Request *request), (request))
int cp_mpi_Start(MPI_Request *request) { return CP_REAL(Start)(request); }
CP_REAL_DECL(Startall, (int count, MPI_Request *array_of_requests), (count, array_of_requests))
int cp_mpi_Startall(int count, MPI_Request *array_of_requests) { return CP_REAL(Startall)(count, array_of_requests); }
CP_REAL_DECL(Wait, (MPI_Request *request, MPI_Status *status), (request, status))
int cp_mpi_Wait(MPI_Request *request, MPI_Status *status) { return CP_REAL(Wait)(request, status); }
CP_REAL_DECL(Waitall, (int count, MPI_Request *array_of_requests, MPI_Status *array_of_statuses), (count, array_of_requests, array_of_statuses))
int cp_mpi_Waitall(int count, MPI_Request *array_of_requests, MPI_Status *array_of_statuses) { return CP_REAL(Waitall)(count, array_of_requests, array_of_statuses); }
CP_REAL_DECL(Waitany, (int count, MPI_Request *array_of_requests, int *index, MPI_Status *status), (count, array_of_requests, index, status))
int cp_mpi_Waitany(int count, MPI_Request *array_of_requests, int *index, MPI_Status *status) { return CP_REAL(Waitany)(count, array_of_requests, index, status); }
CP_REAL_DECL(Waitsome, (int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses), (incount, array_of_requests, outcount, array_of_indices, array_of_statuses))
int cp_mpi_Waitsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses) { return CP_REAL(Waitsome)(incount, array_of_requests, outcount, array_of_indices, array_of_statuses); }
CP_REAL_DECL(Test, (MPI_Request *request, int *flag, MPI_Status *status), (request, flag, status))
int cp_mpi_Test(MPI_Request *request, int *flag, MPI_Status *status) { return CP_REAL(Test)(request, flag, status); }
CP_REAL_DECL(Testall, (int count, MPI_Request *array_of_requests, int *flag, MPI_Status *array_of_statuses), (count, array_of_requests, flag, array_of_statuses))
int cp_mpi_Testall(int count, MPI_Request *array_of_requests, int *flag, MPI_Status *array_of_statuses) { return CP_REAL(Testall)(count, array_of_requests, flag, array_of_statuses); }
CP_REAL_DECL(Testany, (int count, MPI_Request *array_of_requests, int *index, int *flag, MPI_Status *status), (count, array_of_requests, index, flag, status))
int cp_mpi_Testany(int count, MPI_Request *array_of_requests, int *index, int *flag, MPI_Status *status) { return CP_REAL(Testany)(count, array_of_requests, index, flag, status); }
CP_REAL_DECL(Testsome, (int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses), (incount, array_of_requests, outcount, array_of_indices, array_of_statuses))
int cp_mpi_Testsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses) { return CP_REAL(Testsome)(incount, array_of_requests, outcount, array_of_indices, array_of_statuses); }
CP_REAL_DECL(Request_free, (MPI_Request *request), (request))
int cp_mpi_Request_free(MPI_Request *request) { return CP_REAL(Request_free)(request); }
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Send_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm), (buf, count, datatype, dest, tag, comm))
int cp_mpi_Send_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return CP_REAL(Send_c)(buf, count, datatype, dest, tag, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Bsend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm), (buf, count, datatype, dest, tag, comm))
int cp_mpi_Bsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return CP_REAL(Bsend_c)(buf, count, datatype, dest, tag, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ssend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm), (buf, count, datatype, dest, tag, comm))
int cp_mpi_Ssend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return CP_REAL(Ssend_c)(buf, count, datatype, dest, tag, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Rsend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm), (buf, count, datatype, dest, tag, comm))
int cp_mpi_Rsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm) { return CP_REAL(Rsend_c)(buf, count, datatype, dest, tag, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Isend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
int cp_mpi_Isend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Isend_c)(buf, count, datatype, dest, tag, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ibsend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
int cp_mpi_Ibsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ibsend_c)(buf, count, datatype, dest, tag, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Issend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
int cp_mpi_Issend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Issend_c)(buf, count, datatype, dest, tag, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Irsend_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
int cp_mpi_Irsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Irsend_c)(buf, count, datatype, dest, tag, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Send_init_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
int cp_mpi_Send_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Send_init_c)(buf, count, datatype, dest, tag, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Bsend_init_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
int cp_mpi_Bsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Bsend_init_c)(buf, count, datatype, dest, tag, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ssend_init_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
int cp_mpi_Ssend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ssend_init_c)(buf, count, datatype, dest, tag, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Rsend_init_c, (const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, tag, comm, request))
int cp_mpi_Rsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Rsend_init_c)(buf, count, datatype, dest, tag, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Recv_c, (void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status), (buf, count, datatype, source, tag, comm, status))
int cp_mpi_Recv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status) { return CP_REAL(Recv_c)(buf, count, datatype, source, tag, comm, status); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Irecv_c, (void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, source, tag, comm, request))
int cp_mpi_Irecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Irecv_c)(buf, count, datatype, source, tag, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Recv_init_c, (void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, source, tag, comm, request))
int cp_mpi_Recv_init_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Recv_init_c)(buf, count, datatype, source, tag, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Sendrecv_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status), (sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status))
int cp_mpi_Sendrecv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status) { return CP_REAL(Sendrecv_c)(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Sendrecv_replace_c, (void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status), (buf, count, datatype, dest, sendtag, source, recvtag, comm, status))
int cp_mpi_Sendrecv_replace_c(void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status) { return CP_REAL(Sendrecv_replace_c)(buf, count, datatype, dest, sendtag, source, recvtag, comm, status); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Mrecv_c, (void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Status *status), (buf, count, datatype, message, status))
int cp_mpi_Mrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Status *status) { return CP_REAL(Mrecv_c)(buf, count, datatype, message, status); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Imrecv_c, (void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Request *request), (buf, count, datatype, message, request))
int cp_mpi_Imrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Request *request) { return CP_REAL(Imrecv_c)(buf, count, datatype, message, request); }
#endif
CP_REAL_DECL(Type_free, (MPI_Datatype *datatype), (datatype))
int cp_mpi_Type_free(MPI_Datatype *datatype) { return CP_REAL(Type_free)(datatype); }
CP_REAL_DECL(Barrier, (MPI_Comm comm), (comm))
int cp_mpi_Barrier(MPI_Comm comm) { return CP_REAL(Barrier)(comm); }
CP_REAL_DECL(Ibarrier, (MPI_Comm comm, MPI_Request *request), (comm, request))
int cp_mpi_Ibarrier(MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ibarrier)(comm, request); }
CP_REAL_DECL(Bcast, (void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm), (buffer, count, datatype, root, comm))
int cp_mpi_Bcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm) { return CP_REAL(Bcast)(buffer, count, datatype, root, comm); }
CP_REAL_DECL(Ibcast, (void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request), (buffer, count, datatype, root, comm, request))
int cp_mpi_Ibcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ibcast)(buffer, count, datatype, root, comm, request); }
CP_REAL_DECL(Reduce, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm), (sendbuf, recvbuf, count, datatype, op, root, comm))
int cp_mpi_Reduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm) { return CP_REAL(Reduce)(sendbuf, recvbuf, count, datatype, op, root, comm); }
CP_REAL_DECL(Ireduce, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, root, comm, request))
int cp_mpi_Ireduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ireduce)(sendbuf, recvbuf, count, datatype, op, root, comm, request); }
CP_REAL_DECL(Allreduce, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm), (sendbuf, recvbuf, count, datatype, op, comm))
int cp_mpi_Allreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return CP_REAL(Allreduce)(sendbuf, recvbuf, count, datatype, op, comm); }
CP_REAL_DECL(Iallreduce, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, request))
int cp_mpi_Iallreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Iallreduce)(sendbuf, recvbuf, count, datatype, op, comm, request); }
CP_REAL_DECL(Scan, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm), (sendbuf, recvbuf, count, datatype, op, comm))
int cp_mpi_Scan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return CP_REAL(Scan)(sendbuf, recvbuf, count, datatype, op, comm); }
CP_REAL_DECL(Iscan, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, request))
int cp_mpi_Iscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Iscan)(sendbuf, recvbuf, count, datatype, op, comm, request); }
CP_REAL_DECL(Exscan, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm), (sendbuf, recvbuf, count, datatype, op, comm))
int cp_mpi_Exscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return CP_REAL(Exscan)(sendbuf, recvbuf, count, datatype, op, comm); }
CP_REAL_DECL(Iexscan, (const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, request))
int cp_mpi_Iexscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Iexscan)(sendbuf, recvbuf, count, datatype, op, comm, request); }
CP_REAL_DECL(Gather, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm))
int cp_mpi_Gather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm) { return CP_REAL(Gather)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm); }
CP_REAL_DECL(Igather, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request))
int cp_mpi_Igather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Igather)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request); }
CP_REAL_DECL(Scatter, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm))
int cp_mpi_Scatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm) { return CP_REAL(Scatter)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm); }
CP_REAL_DECL(Iscatter, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request))
int cp_mpi_Iscatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Iscatter)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request); }
CP_REAL_DECL(Allgather, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm))
int cp_mpi_Allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return CP_REAL(Allgather)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
CP_REAL_DECL(Iallgather, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request))
int cp_mpi_Iallgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Iallgather)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
CP_REAL_DECL(Alltoall, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm))
int cp_mpi_Alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return CP_REAL(Alltoall)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
CP_REAL_DECL(Ialltoall, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request))
int cp_mpi_Ialltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ialltoall)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
CP_REAL_DECL(Gatherv, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm))
int cp_mpi_Gatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm) { return CP_REAL(Gatherv)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm); }
CP_REAL_DECL(Igatherv, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, request))
int cp_mpi_Igatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Igatherv)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, request); }
CP_REAL_DECL(Scatterv, (const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm), (sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm))
int cp_mpi_Scatterv(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm) { return CP_REAL(Scatterv)(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm); }
CP_REAL_DECL(Iscatterv, (const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, request))
int cp_mpi_Iscatterv(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Iscatterv)(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, request); }
CP_REAL_DECL(Allgatherv, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm))
int cp_mpi_Allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm) { return CP_REAL(Allgatherv)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm); }
CP_REAL_DECL(Iallgatherv, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request))
int cp_mpi_Iallgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Iallgatherv)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request); }
CP_REAL_DECL(Alltoallv, (const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm))
int cp_mpi_Alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm) { return CP_REAL(Alltoallv)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm); }
CP_REAL_DECL(Ialltoallv, (const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request))
int cp_mpi_Ialltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ialltoallv)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request); }
CP_REAL_DECL(Alltoallw, (const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm))
int cp_mpi_Alltoallw(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm) { return CP_REAL(Alltoallw)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm); }
CP_REAL_DECL(Ialltoallw, (const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request))
int cp_mpi_Ialltoallw(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ialltoallw)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request); }
CP_REAL_DECL(Reduce_scatter, (const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm), (sendbuf, recvbuf, recvcounts, datatype, op, comm))
int cp_mpi_Reduce_scatter(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return CP_REAL(Reduce_scatter)(sendbuf, recvbuf, recvcounts, datatype, op, comm); }
CP_REAL_DECL(Ireduce_scatter, (const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, recvcounts, datatype, op, comm, request))
int cp_mpi_Ireduce_scatter(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ireduce_scatter)(sendbuf, recvbuf, recvcounts, datatype, op, comm, request); }
CP_REAL_DECL(Reduce_scatter_block, (const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm), (sendbuf, recvbuf, recvcount, datatype, op, comm))
int cp_mpi_Reduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return CP_REAL(Reduce_scatter_block)(sendbuf, recvbuf, recvcount, datatype, op, comm); }
CP_REAL_DECL(Ireduce_scatter_block, (const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, recvcount, datatype, op, comm, request))
int cp_mpi_Ireduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ireduce_scatter_block)(sendbuf, recvbuf, recvcount, datatype, op, comm, request); }
CP_REAL_DECL(Neighbor_allgather, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm))
int cp_mpi_Neighbor_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return CP_REAL(Neighbor_allgather)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
CP_REAL_DECL(Ineighbor_allgather, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request))
int cp_mpi_Ineighbor_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ineighbor_allgather)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
CP_REAL_DECL(Neighbor_allgatherv, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm))
int cp_mpi_Neighbor_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm) { return CP_REAL(Neighbor_allgatherv)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm); }
CP_REAL_DECL(Ineighbor_allgatherv, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request))
int cp_mpi_Ineighbor_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ineighbor_allgatherv)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request); }
CP_REAL_DECL(Neighbor_alltoall, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm))
int cp_mpi_Neighbor_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return CP_REAL(Neighbor_alltoall)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
CP_REAL_DECL(Ineighbor_alltoall, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request))
int cp_mpi_Ineighbor_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ineighbor_alltoall)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
CP_REAL_DECL(Neighbor_alltoallv, (const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm))
int cp_mpi_Neighbor_alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm) { return CP_REAL(Neighbor_alltoallv)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm); }
CP_REAL_DECL(Ineighbor_alltoallv, (const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request))
int cp_mpi_Ineighbor_alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ineighbor_alltoallv)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request); }
CP_REAL_DECL(Neighbor_alltoallw, (const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm))
int cp_mpi_Neighbor_alltoallw(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm) { return CP_REAL(Neighbor_alltoallw)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm); }
CP_REAL_DECL(Ineighbor_alltoallw, (const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request))
int cp_mpi_Ineighbor_alltoallw(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ineighbor_alltoallw)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request); }
CP_REAL_DECL(Put, (const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win))
int cp_mpi_Put(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win) { return CP_REAL(Put)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win); }
CP_REAL_DECL(Rput, (const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request))
int cp_mpi_Rput(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request) { return CP_REAL(Rput)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request); }
CP_REAL_DECL(Get, (void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win))
int cp_mpi_Get(void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win) { return CP_REAL(Get)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win); }
CP_REAL_DECL(Rget, (void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request))
int cp_mpi_Rget(void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request) { return CP_REAL(Rget)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request); }
CP_REAL_DECL(Accumulate, (const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win))
int cp_mpi_Accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win) { return CP_REAL(Accumulate)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win); }
CP_REAL_DECL(Raccumulate, (const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request))
int cp_mpi_Raccumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request) { return CP_REAL(Raccumulate)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request); }
CP_REAL_DECL(Get_accumulate, (const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, void *result_addr, int result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win), (origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win))
int cp_mpi_Get_accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, void *result_addr, int result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win) { return CP_REAL(Get_accumulate)(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win); }
CP_REAL_DECL(Rget_accumulate, (const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, void *result_addr, int result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request), (origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request))
int cp_mpi_Rget_accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, void *result_addr, int result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request) { return CP_REAL(Rget_accumulate)(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request); }
CP_REAL_DECL(Fetch_and_op, (const void *origin_addr, void *result_addr, MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Op op, MPI_Win win), (origin_addr, result_addr, datatype, target_rank, target_disp, op, win))
int cp_mpi_Fetch_and_op(const void *origin_addr, void *result_addr, MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Op op, MPI_Win win) { return CP_REAL(Fetch_and_op)(origin_addr, result_addr, datatype, target_rank, target_disp, op, win); }
CP_REAL_DECL(Compare_and_swap, (const void *origin_addr, const void *compare_addr, void *result_addr, MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Win win), (origin_addr, compare_addr, result_addr, datatype, target_rank, target_disp, win))
int cp_mpi_Compare_and_swap(const void *origin_addr, const void *compare_addr, void *result_addr, MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Win win) { return CP_REAL(Compare_and_swap)(origin_addr, compare_addr, result_addr, datatype, target_rank, target_disp, win); }
CP_REAL_DECL(Win_create, (void *base, MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win), (base, size, disp_unit, info, comm, win))
int cp_mpi_Win_create(void *base, MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win) { return CP_REAL(Win_create)(base, size, disp_unit, info, comm, win); }
CP_REAL_DECL(Win_allocate, (MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win), (size, disp_unit, info, comm, baseptr, win))
int cp_mpi_Win_allocate(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win) { return CP_REAL(Win_allocate)(size, disp_unit, info, comm, baseptr, win); }
CP_REAL_DECL(Win_allocate_shared, (MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win), (size, disp_unit, info, comm, baseptr, win))
int cp_mpi_Win_allocate_shared(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win) { return CP_REAL(Win_allocate_shared)(size, disp_unit, info, comm, baseptr, win); }
CP_REAL_DECL(Win_create_dynamic, (MPI_Info info, MPI_Comm comm, MPI_Win *win), (info, comm, win))
int cp_mpi_Win_create_dynamic(MPI_Info info, MPI_Comm comm, MPI_Win *win) { return CP_REAL(Win_create_dynamic)(info, comm, win); }
CP_REAL_DECL(Win_fence, (int assertion, MPI_Win win), (assertion, win))
int cp_mpi_Win_fence(int assertion, MPI_Win win) { return CP_REAL(Win_fence)(assertion, win); }
CP_REAL_DECL(Win_lock, (int lock_type, int rank, int assertion, MPI_Win win), (lock_type, rank, assertion, win))
int cp_mpi_Win_lock(int lock_type, int rank, int assertion, MPI_Win win) { return CP_REAL(Win_lock)(lock_type, rank, assertion, win); }
CP_REAL_DECL(Win_unlock, (int rank, MPI_Win win), (rank, win))
int cp_mpi_Win_unlock(int rank, MPI_Win win) { return CP_REAL(Win_unlock)(rank, win); }
CP_REAL_DECL(Win_lock_all, (int assertion, MPI_Win win), (assertion, win))
int cp_mpi_Win_lock_all(int assertion, MPI_Win win) { return CP_REAL(Win_lock_all)(assertion, win); }
CP_REAL_DECL(Win_unlock_all, (MPI_Win win), (win))
int cp_mpi_Win_unlock_all(MPI_Win win) { return CP_REAL(Win_unlock_all)(win); }
CP_REAL_DECL(Win_flush, (int rank, MPI_Win win), (rank, win))
int cp_mpi_Win_flush(int rank, MPI_Win win) { return CP_REAL(Win_flush)(rank, win); }
CP_REAL_DECL(Win_flush_all, (MPI_Win win), (win))
int cp_mpi_Win_flush_all(MPI_Win win) { return CP_REAL(Win_flush_all)(win); }
CP_REAL_DECL(Win_flush_local, (int rank, MPI_Win win), (rank, win))
int cp_mpi_Win_flush_local(int rank, MPI_Win win) { return CP_REAL(Win_flush_local)(rank, win); }
CP_REAL_DECL(Win_flush_local_all, (MPI_Win win), (win))
int cp_mpi_Win_flush_local_all(MPI_Win win) { return CP_REAL(Win_flush_local_all)(win); }
CP_REAL_DECL(Win_post, (MPI_Group group, int assertion, MPI_Win win), (group, assertion, win))
int cp_mpi_Win_post(MPI_Group group, int assertion, MPI_Win win) { return CP_REAL(Win_post)(group, assertion, win); }
CP_REAL_DECL(Win_start, (MPI_Group group, int assertion, MPI_Win win), (group, assertion, win))
int cp_mpi_Win_start(MPI_Group group, int assertion, MPI_Win win) { return CP_REAL(Win_start)(group, assertion, win); }
CP_REAL_DECL(Win_complete, (MPI_Win win), (win))
int cp_mpi_Win_complete(MPI_Win win) { return CP_REAL(Win_complete)(win); }
CP_REAL_DECL(Win_wait, (MPI_Win win), (win))
int cp_mpi_Win_wait(MPI_Win win) { return CP_REAL(Win_wait)(win); }
CP_REAL_DECL(Win_sync, (MPI_Win win), (win))
int cp_mpi_Win_sync(MPI_Win win) { return CP_REAL(Win_sync)(win); }
CP_REAL_DECL(Win_free, (MPI_Win *win), (win))
int cp_mpi_Win_free(MPI_Win *win) { return CP_REAL(Win_free)(win); }
#if defined(CP_HAVE_ISENDRECV)
CP_REAL_DECL(Isendrecv, (const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, request))
int cp_mpi_Isendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Isendrecv)(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, request); }
#endif
#if defined(CP_HAVE_ISENDRECV)
CP_REAL_DECL(Isendrecv_replace, (void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, sendtag, source, recvtag, comm, request))
int cp_mpi_Isendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Isendrecv_replace)(buf, count, datatype, dest, sendtag, source, recvtag, comm, request); }
#endif
#if defined(CP_HAVE_ISENDRECV) && defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Isendrecv_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, request))
int cp_mpi_Isendrecv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Isendrecv_c)(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, request); }
#endif
#if defined(CP_HAVE_ISENDRECV) && defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Isendrecv_replace_c, (void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Request *request), (buf, count, datatype, dest, sendtag, source, recvtag, comm, request))
int cp_mpi_Isendrecv_replace_c(void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Isendrecv_replace_c)(buf, count, datatype, dest, sendtag, source, recvtag, comm, request); }
#endif
#if defined(CP_HAVE_PARTITIONED)
CP_REAL_DECL(Psend_init, (const void *buf, int partitions, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Info info, MPI_Request *request), (buf, partitions, count, datatype, dest, tag, comm, info, request))
int cp_mpi_Psend_init(const void *buf, int partitions, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return CP_REAL(Psend_init)(buf, partitions, count, datatype, dest, tag, comm, info, request); }
#endif
#if defined(CP_HAVE_PARTITIONED)
CP_REAL_DECL(Precv_init, (void *buf, int partitions, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Info info, MPI_Request *request), (buf, partitions, count, datatype, source, tag, comm, info, request))
int cp_mpi_Precv_init(void *buf, int partitions, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Info info, MPI_Request *request) { return CP_REAL(Precv_init)(buf, partitions, count, datatype, source, tag, comm, info, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Bcast_c, (void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm), (buffer, count, datatype, root, comm))
int cp_mpi_Bcast_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm) { return CP_REAL(Bcast_c)(buffer, count, datatype, root, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ibcast_c, (void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request), (buffer, count, datatype, root, comm, request))
int cp_mpi_Ibcast_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ibcast_c)(buffer, count, datatype, root, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Reduce_c, (const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm), (sendbuf, recvbuf, count, datatype, op, root, comm))
int cp_mpi_Reduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm) { return CP_REAL(Reduce_c)(sendbuf, recvbuf, count, datatype, op, root, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ireduce_c, (const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, root, comm, request))
int cp_mpi_Ireduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ireduce_c)(sendbuf, recvbuf, count, datatype, op, root, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Allreduce_c, (const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm), (sendbuf, recvbuf, count, datatype, op, comm))
int cp_mpi_Allreduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return CP_REAL(Allreduce_c)(sendbuf, recvbuf, count, datatype, op, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Iallreduce_c, (const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, request))
int cp_mpi_Iallreduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Iallreduce_c)(sendbuf, recvbuf, count, datatype, op, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Scan_c, (const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm), (sendbuf, recvbuf, count, datatype, op, comm))
int cp_mpi_Scan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return CP_REAL(Scan_c)(sendbuf, recvbuf, count, datatype, op, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Iscan_c, (const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, request))
int cp_mpi_Iscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Iscan_c)(sendbuf, recvbuf, count, datatype, op, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Exscan_c, (const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm), (sendbuf, recvbuf, count, datatype, op, comm))
int cp_mpi_Exscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return CP_REAL(Exscan_c)(sendbuf, recvbuf, count, datatype, op, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Iexscan_c, (const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, count, datatype, op, comm, request))
int cp_mpi_Iexscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Iexscan_c)(sendbuf, recvbuf, count, datatype, op, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Gather_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm))
int cp_mpi_Gather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm) { return CP_REAL(Gather_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Igather_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request))
int cp_mpi_Igather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Igather_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Scatter_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm))
int cp_mpi_Scatter_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm) { return CP_REAL(Scatter_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Iscatter_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request))
int cp_mpi_Iscatter_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Iscatter_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Allgather_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm))
int cp_mpi_Allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return CP_REAL(Allgather_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Iallgather_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request))
int cp_mpi_Iallgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Iallgather_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Alltoall_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm))
int cp_mpi_Alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return CP_REAL(Alltoall_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ialltoall_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request))
int cp_mpi_Ialltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ialltoall_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Gatherv_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm))
int cp_mpi_Gatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm) { return CP_REAL(Gatherv_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Igatherv_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, request))
int cp_mpi_Igatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Igatherv_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Scatterv_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm), (sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm))
int cp_mpi_Scatterv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm) { return CP_REAL(Scatterv_c)(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Iscatterv_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, request))
int cp_mpi_Iscatterv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Iscatterv_c)(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Allgatherv_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm))
int cp_mpi_Allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm) { return CP_REAL(Allgatherv_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Iallgatherv_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request))
int cp_mpi_Iallgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Iallgatherv_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Alltoallv_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm))
int cp_mpi_Alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm) { return CP_REAL(Alltoallv_c)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ialltoallv_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request))
int cp_mpi_Ialltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ialltoallv_c)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Alltoallw_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm))
int cp_mpi_Alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm) { return CP_REAL(Alltoallw_c)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ialltoallw_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request))
int cp_mpi_Ialltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ialltoallw_c)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Reduce_scatter_c, (const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm), (sendbuf, recvbuf, recvcounts, datatype, op, comm))
int cp_mpi_Reduce_scatter_c(const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return CP_REAL(Reduce_scatter_c)(sendbuf, recvbuf, recvcounts, datatype, op, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ireduce_scatter_c, (const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, recvcounts, datatype, op, comm, request))
int cp_mpi_Ireduce_scatter_c(const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ireduce_scatter_c)(sendbuf, recvbuf, recvcounts, datatype, op, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Reduce_scatter_block_c, (const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm), (sendbuf, recvbuf, recvcount, datatype, op, comm))
int cp_mpi_Reduce_scatter_block_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm) { return CP_REAL(Reduce_scatter_block_c)(sendbuf, recvbuf, recvcount, datatype, op, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ireduce_scatter_block_c, (const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request), (sendbuf, recvbuf, recvcount, datatype, op, comm, request))
int cp_mpi_Ireduce_scatter_block_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ireduce_scatter_block_c)(sendbuf, recvbuf, recvcount, datatype, op, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Neighbor_allgather_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm))
int cp_mpi_Neighbor_allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return CP_REAL(Neighbor_allgather_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ineighbor_allgather_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request))
int cp_mpi_Ineighbor_allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ineighbor_allgather_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Neighbor_allgatherv_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm))
int cp_mpi_Neighbor_allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm) { return CP_REAL(Neighbor_allgatherv_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ineighbor_allgatherv_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request))
int cp_mpi_Ineighbor_allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ineighbor_allgatherv_c)(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Neighbor_alltoall_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm))
int cp_mpi_Neighbor_alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm) { return CP_REAL(Neighbor_alltoall_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ineighbor_alltoall_c, (const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request))
int cp_mpi_Ineighbor_alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ineighbor_alltoall_c)(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Put_c, (const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win))
int cp_mpi_Put_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win) { return CP_REAL(Put_c)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Rput_c, (const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request))
int cp_mpi_Rput_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request) { return CP_REAL(Rput_c)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Get_c, (void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win))
int cp_mpi_Get_c(void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win) { return CP_REAL(Get_c)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Rget_c, (void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request))
int cp_mpi_Rget_c(void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request) { return CP_REAL(Rget_c)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Accumulate_c, (const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win))
int cp_mpi_Accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win) { return CP_REAL(Accumulate_c)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Raccumulate_c, (const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request), (origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request))
int cp_mpi_Raccumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request) { return CP_REAL(Raccumulate_c)(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Get_accumulate_c, (const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, void *result_addr, MPI_Count result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win), (origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win))
int cp_mpi_Get_accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, void *result_addr, MPI_Count result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win) { return CP_REAL(Get_accumulate_c)(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Rget_accumulate_c, (const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, void *result_addr, MPI_Count result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request), (origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request))
int cp_mpi_Rget_accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, void *result_addr, MPI_Count result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request) { return CP_REAL(Rget_accumulate_c)(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Win_create_c, (void *base, MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win), (base, size, disp_unit, info, comm, win))
int cp_mpi_Win_create_c(void *base, MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win) { return CP_REAL(Win_create_c)(base, size, disp_unit, info, comm, win); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Win_allocate_c, (MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win), (size, disp_unit, info, comm, baseptr, win))
int cp_mpi_Win_allocate_c(MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win) { return CP_REAL(Win_allocate_c)(size, disp_unit, info, comm, baseptr, win); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Win_allocate_shared_c, (MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win), (size, disp_unit, info, comm, baseptr, win))
int cp_mpi_Win_allocate_shared_c(MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win) { return CP_REAL(Win_allocate_shared_c)(size, disp_unit, info, comm, baseptr, win); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Neighbor_alltoallv_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm))
int cp_mpi_Neighbor_alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm) { return CP_REAL(Neighbor_alltoallv_c)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ineighbor_alltoallv_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request))
int cp_mpi_Ineighbor_alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ineighbor_alltoallv_c)(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Neighbor_alltoallw_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm))
int cp_mpi_Neighbor_alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm) { return CP_REAL(Neighbor_alltoallw_c)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm); }
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_REAL_DECL(Ineighbor_alltoallw_c, (const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request), (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request))
int cp_mpi_Ineighbor_alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request) { return CP_REAL(Ineighbor_alltoallw_c)(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request); }
#endif
#if defined(CP_HAVE_SESSIONS)
CP_REAL_DECL(Session_init, (MPI_Info info, MPI_Errhandler errhandler, MPI_Session *session), (info, errhandler, session))
int cp_mpi_Session_init(MPI_Info info, MPI_Errhandler errhandler, MPI_Session *session) { return CP_REAL(Session_init)(info, errhandler, session); }
#endif
#if defined(CP_HAVE_SESSIONS)
CP_REAL_DECL(Session_finalize, (MPI_Session *session), (session))
int cp_mpi_Session_finalize(MPI_Session *session) { return CP_REAL(Session_finalize)(session); }
#endif
CP_REAL_DECL(Comm_dup, (MPI_Comm comm, MPI_Comm *newcomm), (comm, newcomm))
int cp_mpi_Comm_dup(MPI_Comm comm, MPI_Comm *newcomm) { return CP_REAL(Comm_dup)(comm, newcomm); }
CP_REAL_DECL(Comm_dup_with_info, (MPI_Comm comm, MPI_Info info, MPI_Comm *newcomm), (comm, info, newcomm))
int cp_mpi_Comm_dup_with_info(MPI_Comm comm, MPI_Info info, MPI_Comm *newcomm) { return CP_REAL(Comm_dup_with_info)(comm, info, newcomm); }
CP_REAL_DECL(Comm_idup, (MPI_Comm comm, MPI_Comm *newcomm, MPI_Request *request), (comm, newcomm, request))
int cp_mpi_Comm_idup(MPI_Comm comm, MPI_Comm *newcomm, MPI_Request *request) { return CP_REAL(Comm_idup)(comm, newcomm, request); }
CP_REAL_DECL(Comm_create, (MPI_Comm comm, MPI_Group group, MPI_Comm *newcomm), (comm, group, newcomm))
int cp_mpi_Comm_create(MPI_Comm comm, MPI_Group group, MPI_Comm *newcomm) { return CP_REAL(Comm_create)(comm, group, newcomm); }
CP_REAL_DECL(Cart_create, (MPI_Comm comm, int ndims, const int *dims, const int *periods, int reorder, MPI_Comm *comm_cart), (comm, ndims, dims, periods, reorder, comm_cart))
int cp_mpi_Cart_create(MPI_Comm comm, int ndims, const int *dims, const int *periods, int reorder, MPI_Comm *comm_cart) { return CP_REAL(Cart_create)(comm, ndims, dims, periods, reorder, comm_cart); }
CP_REAL_DECL(Graph_create, (MPI_Comm comm, int nnodes, const int *index, const int *edges, int reorder, MPI_Comm *comm_graph), (comm, nnodes, index, edges, reorder, comm_graph))
int cp_mpi_Graph_create(MPI_Comm comm, int nnodes, const int *index, const int *edges, int reorder, MPI_Comm *comm_graph) { return CP_REAL(Graph_create)(comm, nnodes, index, edges, reorder, comm_graph); }
CP_REAL_DECL(Dist_graph_create_adjacent, (MPI_Comm comm, int indegree, const int *sources, const int *sourceweights, int outdegree, const int *destinations, const int *destweights, MPI_Info info, int reorder, MPI_Comm *comm_dist_graph), (comm, indegree, sources, sourceweights, outdegree, destinations, destweights, info, reorder, comm_dist_graph))
int cp_mpi_Dist_graph_create_adjacent(MPI_Comm comm, int indegree, const int *sources, const int *sourceweights, int outdegree, const int *destinations, const int *destweights, MPI_Info info, int reorder, MPI_Comm *comm_dist_graph) { return CP_REAL(Dist_graph_create_adjacent)(comm, indegree, sources, sourceweights, outdegree, destinations, destweights, info, reorder, comm_dist_graph); }
CP_REAL_DECL(Comm_split, (MPI_Comm comm, int color, int key, MPI_Comm *newcomm), (comm, color, key, newcomm))
int cp_mpi_Comm_split(MPI_Comm comm, int color, int key, MPI_Comm *newcomm) { return CP_REAL(Comm_split)(comm, color, key, newcomm); }
CP_REAL_DECL(Cart_sub, (MPI_Comm comm, const int *remain_dims, MPI_Comm *newcomm), (comm, remain_dims, newcomm))
int cp_mpi_Cart_sub(MPI_Comm comm, const int *remain_dims, MPI_Comm *newcomm) { return CP_REAL(Cart_sub)(comm, remain_dims, newcomm); }
CP_REAL_DECL(Comm_split_type, (MPI_Comm comm, int split_type, int key, MPI_Info info, MPI_Comm *newcomm), (comm, split_type, key, info, newcomm))
int cp_mpi_Comm_split_type(MPI_Comm comm, int split_type, int key, MPI_Info info, MPI_Comm *newcomm) { return CP_REAL(Comm_split_type)(comm, split_type, key, info, newcomm); }
CP_REAL_DECL(Request_get_status, (MPI_Request request, int *flag, MPI_Status *status), (request, flag, status))
int cp_mpi_Request_get_status(MPI_Request request, int *flag, MPI_Status *status) { return CP_REAL(Request_get_status)(request, flag, status); }
CP_REAL_DECL(Comm_rank, (MPI_Comm comm, int *rank), (comm, rank))
int cp_mpi_Comm_rank(MPI_Comm comm, int *rank) { return CP_REAL(Comm_rank)(comm, rank); }
CP_REAL_DECL(Comm_size, (MPI_Comm comm, int *size), (comm, size))
int cp_mpi_Comm_size(MPI_Comm comm, int *size) { return CP_REAL(Comm_size)(comm, size); }
CP_REAL_DECL(Comm_compare, (MPI_Comm comm1, MPI_Comm comm2, int *result), (comm1, comm2, result))
int cp_mpi_Comm_compare(MPI_Comm comm1, MPI_Comm comm2, int *result) { return CP_REAL(Comm_compare)(comm1, comm2, result); }
CP_REAL_DECL(Comm_group, (MPI_Comm comm, MPI_Group *group), (comm, group))
int cp_mpi_Comm_group(MPI_Comm comm, MPI_Group *group) { return CP_REAL(Comm_group)(comm, group); }
CP_REAL_DECL(Comm_remote_group, (MPI_Comm comm, MPI_Group *group), (comm, group))
int cp_mpi_Comm_remote_group(MPI_Comm comm, MPI_Group *group) { return CP_REAL(Comm_remote_group)(comm, group); }
CP_REAL_DECL(Comm_remote_size, (MPI_Comm comm, int *size), (comm, size))
int cp_mpi_Comm_remote_size(MPI_Comm comm, int *size) { return CP_REAL(Comm_remote_size)(comm, size); }
CP_REAL_DECL(Comm_test_inter, (MPI_Comm comm, int *flag), (comm, flag))
int cp_mpi_Comm_test_inter(MPI_Comm comm, int *flag) { return CP_REAL(Comm_test_inter)(comm, flag); }
CP_REAL_DECL(Comm_get_name, (MPI_Comm comm, char *comm_name, int *resultlen), (comm, comm_name, resultlen))
int cp_mpi_Comm_get_name(MPI_Comm comm, char *comm_name, int *resultlen) { return CP_REAL(Comm_get_name)(comm, comm_name, resultlen); }
CP_REAL_DECL(Comm_set_name, (MPI_Comm comm, const char *comm_name), (comm, comm_name))
int cp_mpi_Comm_set_name(MPI_Comm comm, const char *comm_name) { return CP_REAL(Comm_set_name)(comm, comm_name); }
CP_REAL_DECL(Comm_get_info, (MPI_Comm comm, MPI_Info *info_used), (comm, info_used))
int cp_mpi_Comm_get_info(MPI_Comm comm, MPI_Info *info_used) { return CP_REAL(Comm_get_info)(comm, info_used); }
CP_REAL_DECL(Comm_set_info, (MPI_Comm comm, MPI_Info info), (comm, info))
int cp_mpi_Comm_set_info(MPI_Comm comm, MPI_Info info) { return CP_REAL(Comm_set_info)(comm, info); }
CP_REAL_DECL(Comm_get_errhandler, (MPI_Comm comm, MPI_Errhandler *erhandler), (comm, erhandler))
int cp_mpi_Comm_get_errhandler(MPI_Comm comm, MPI_Errhandler *erhandler) { return CP_REAL(Comm_get_errhandler)(comm, erhandler); }
CP_REAL_DECL(Comm_set_errhandler, (MPI_Comm comm, MPI_Errhandler errhandler), (comm, errhandler))
int cp_mpi_Comm_set_errhandler(MPI_Comm comm, MPI_Errhandler errhandler) { return CP_REAL(Comm_set_errhandler)(comm, errhandler); }
CP_REAL_DECL(Comm_call_errhandler, (MPI_Comm comm, int errorcode), (comm, errorcode))
int cp_mpi_Comm_call_errhandler(MPI_Comm comm, int errorcode) { return CP_REAL(Comm_call_errhandler)(comm, errorcode); }
CP_REAL_DECL(Comm_set_attr, (MPI_Comm comm, int comm_keyval, void *attribute_val), (comm, comm_keyval, attribute_val))
int cp_mpi_Comm_set_attr(MPI_Comm comm, int comm_keyval, void *attribute_val) { return CP_REAL(Comm_set_attr)(comm, comm_keyval, attribute_val); }
CP_REAL_DECL(Comm_delete_attr, (MPI_Comm comm, int comm_keyval), (comm, comm_keyval))
int cp_mpi_Comm_delete_attr(MPI_Comm comm, int comm_keyval) { return CP_REAL(Comm_delete_attr)(comm, comm_keyval); }
CP_REAL_DECL(Attr_put, (MPI_Comm comm, int keyval, void *attribute_val), (comm, keyval, attribute_val))
int cp_mpi_Attr_put(MPI_Comm comm, int keyval, void *attribute_val) { return CP_REAL(Attr_put)(comm, keyval, attribute_val); }
CP_REAL_DECL(Attr_delete, (MPI_Comm comm, int keyval), (comm, keyval))
int cp_mpi_Attr_delete(MPI_Comm comm, int keyval) { return CP_REAL(Attr_delete)(comm, keyval); }
CP_REAL_DECL(Comm_create_group, (MPI_Comm comm, MPI_Group group, int tag, MPI_Comm *newcomm), (comm, group, tag, newcomm))
int cp_mpi_Comm_create_group(MPI_Comm comm, MPI_Group group, int tag, MPI_Comm *newcomm) { return CP_REAL(Comm_create_group)(comm, group, tag, newcomm); }
CP_REAL_DECL(Intercomm_create, (MPI_Comm local_comm, int local_leader, MPI_Comm bridge_comm, int remote_leader, int tag, MPI_Comm *newintercomm), (local_comm, local_leader, bridge_comm, remote_leader, tag, newintercomm))
int cp_mpi_Intercomm_create(MPI_Comm local_comm, int local_leader, MPI_Comm bridge_comm, int remote_leader, int tag, MPI_Comm *newintercomm) { return CP_REAL(Intercomm_create)(local_comm, local_leader, bridge_comm, remote_leader, tag, newintercomm); }
CP_REAL_DECL(Intercomm_merge, (MPI_Comm intercomm, int high, MPI_Comm *newintercomm), (intercomm, high, newintercomm))
int cp_mpi_Intercomm_merge(MPI_Comm intercomm, int high, MPI_Comm *newintercomm) { return CP_REAL(Intercomm_merge)(intercomm, high, newintercomm); }
CP_REAL_DECL(Comm_spawn, (const char *command, char **argv, int maxprocs, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *intercomm, int *array_of_errcodes), (command, argv, maxprocs, info, root, comm, intercomm, array_of_errcodes))
int cp_mpi_Comm_spawn(const char *command, char **argv, int maxprocs, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *intercomm, int *array_of_errcodes) { return CP_REAL(Comm_spawn)(command, argv, maxprocs, info, root, comm, intercomm, array_of_errcodes); }
CP_REAL_DECL(Comm_spawn_multiple, (int count, char **array_of_commands, char ***array_of_argv, const int *array_of_maxprocs, const MPI_Info *array_of_info, int root, MPI_Comm comm, MPI_Comm *intercomm, int *array_of_errcodes), (count, array_of_commands, array_of_argv, array_of_maxprocs, array_of_info, root, comm, intercomm, array_of_errcodes))
int cp_mpi_Comm_spawn_multiple(int count, char **array_of_commands, char ***array_of_argv, const int *array_of_maxprocs, const MPI_Info *array_of_info, int root, MPI_Comm comm, MPI_Comm *intercomm, int *array_of_errcodes) { return CP_REAL(Comm_spawn_multiple)(count, array_of_commands, array_of_argv, array_of_maxprocs, array_of_info, root, comm, intercomm, array_of_errcodes); }
CP_REAL_DECL(Comm_accept, (const char *port_name, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *newcomm), (port_name, info, root, comm, newcomm))
int cp_mpi_Comm_accept(const char *port_name, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *newcomm) { return CP_REAL(Comm_accept)(port_name, info, root, comm, newcomm); }
CP_REAL_DECL(Comm_connect, (const char *port_name, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *newcomm), (port_name, info, root, comm, newcomm))
int cp_mpi_Comm_connect(const char *port_name, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *newcomm) { return CP_REAL(Comm_connect)(port_name, info, root, comm, newcomm); }
CP_REAL_DECL(Probe, (int source, int tag, MPI_Comm comm, MPI_Status *status), (source, tag, comm, status))
int cp_mpi_Probe(int source, int tag, MPI_Comm comm, MPI_Status *status) { return CP_REAL(Probe)(source, tag, comm, status); }
CP_REAL_DECL(Iprobe, (int source, int tag, MPI_Comm comm, int *flag, MPI_Status *status), (source, tag, comm, flag, status))
int cp_mpi_Iprobe(int source, int tag, MPI_Comm comm, int *flag, MPI_Status *status) { return CP_REAL(Iprobe)(source, tag, comm, flag, status); }
CP_REAL_DECL(Pack, (const void *inbuf, int incount, MPI_Datatype datatype, void *outbuf, int outsize, int *position, MPI_Comm comm), (inbuf, incount, datatype, outbuf, outsize, position, comm))
int cp_mpi_Pack(const void *inbuf, int incount, MPI_Datatype datatype, void *outbuf, int outsize, int *position, MPI_Comm comm) { return CP_REAL(Pack)(inbuf, incount, datatype, outbuf, outsize, position, comm); }
CP_REAL_DECL(Pack_size, (int incount, MPI_Datatype datatype, MPI_Comm comm, int *size), (incount, datatype, comm, size))
int cp_mpi_Pack_size(int incount, MPI_Datatype datatype, MPI_Comm comm, int *size) { return CP_REAL(Pack_size)(incount, datatype, comm, size); }
CP_REAL_DECL(Unpack, (const void *inbuf, int insize, int *position, void *outbuf, int outcount, MPI_Datatype datatype, MPI_Comm comm), (inbuf, insize, position, outbuf, outcount, datatype, comm))
int cp_mpi_Unpack(const void *inbuf, int insize, int *position, void *outbuf, int outcount, MPI_Datatype datatype, MPI_Comm comm) { return CP_REAL(Unpack)(inbuf, insize, position, outbuf, outcount, datatype, comm); }
CP_REAL_DECL(File_open, (MPI_Comm comm, const char *filename, int amode, MPI_Info info, MPI_File *fh), (comm, filename, amode, info, fh))
int cp_mpi_File_open(MPI_Comm comm, const char *filename, int amode, MPI_Info info, MPI_File *fh) { return CP_REAL(File_open)(comm, filename, amode, info, fh); }
CP_REAL_DECL(Topo_test, (MPI_Comm comm, int *status), (comm, status))
int cp_mpi_Topo_test(MPI_Comm comm, int *status) { return CP_REAL(Topo_test)(comm, status); }
CP_REAL_DECL(Cart_coords, (MPI_Comm comm, int rank, int maxdims, int *coords), (comm, rank, maxdims, coords))
int cp_mpi_Cart_coords(MPI_Comm comm, int rank, int maxdims, int *coords) { return CP_REAL(Cart_coords)(comm, rank, maxdims, coords); }
CP_REAL_DECL(Cart_get, (MPI_Comm comm, int maxdims, int *dims, int *periods, int *coords), (comm, maxdims, dims, periods, coords))
int cp_mpi_Cart_get(MPI_Comm comm, int maxdims, int *dims, int *periods, int *coords) { return CP_REAL(Cart_get)(comm, maxdims, dims, periods, coords); }
CP_REAL_DECL(Cart_map, (MPI_Comm comm, int ndims, const int *dims, const int *periods, int *newrank), (comm, ndims, dims, periods, newrank))
int cp_mpi_Cart_map(MPI_Comm comm, int ndims, const int *dims, const int *periods, int *newrank) { return CP_REAL(Cart_map)(comm, ndims, dims, periods, newrank); }
CP_REAL_DECL(Cart_rank, (MPI_Comm comm, const int *coords, int *rank), (comm, coords, rank))
int cp_mpi_Cart_rank(MPI_Comm comm, const int *coords, int *rank) { return CP_REAL(Cart_rank)(comm, coords, rank); }
CP_REAL_DECL(Cart_shift, (MPI_Comm comm, int direction, int disp, int *rank_source, int *rank_dest), (comm, direction, disp, rank_source, rank_dest))
int cp_mpi_Cart_shift(MPI_Comm comm, int direction, int disp, int *rank_source, int *rank_dest) { return CP_REAL(Cart_shift)(comm, direction, disp, rank_source, rank_dest); }
CP_REAL_DECL(Cartdim_get, (MPI_Comm comm, int *ndims), (comm, ndims))
int cp_mpi_Cartdim_get(MPI_Comm comm, int *ndims) { return CP_REAL(Cartdim_get)(comm, ndims); }
CP_REAL_DECL(Graph_get, (MPI_Comm comm, int maxindex, int maxedges, int *index, int *edges), (comm, maxindex, maxedges, index, edges))
int cp_mpi_Graph_get(MPI_Comm comm, int maxindex, int maxedges, int *index, int *edges) { return CP_REAL(Graph_get)(comm, maxindex, maxedges, index, edges); }
CP_REAL_DECL(Graph_map, (MPI_Comm comm, int nnodes, const int *index, const int *edges, int *newrank), (comm, nnodes, index, edges, newrank))
int cp_mpi_Graph_map(MPI_Comm comm, int nnodes, const int *index, const int *edges, int *newrank) { return CP_REAL(Graph_map)(comm, nnodes, index, edges, newrank); }
CP_REAL_DECL(Graph_neighbors, (MPI_Comm comm, int rank, int maxneighbors, int *neighbors), (comm, rank, maxneighbors, neighbors))
int cp_mpi_Graph_neighbors(MPI_Comm comm, int rank, int maxneighbors, int *neighbors) { return CP_REAL(Graph_neighbors)(comm, rank, maxneighbors, neighbors); }
CP_REAL_DECL(Graph_neighbors_count, (MPI_Comm comm, int rank, int *nneighbors), (comm, rank, nneighbors))
int cp_mpi_Graph_neighbors_count(MPI_Comm comm, int rank, int *nneighbors) { return CP_REAL(Graph_neighbors_count)(comm, rank, nneighbors); }
CP_REAL_DECL(Graphdims_get, (MPI_Comm comm, int *nnodes, int *nedges), (comm, nnodes, nedges))
int cp_mpi_Graphdims_get(MPI_Comm comm, int *nnodes, int *nedges) { return CP_REAL(Graphdims_get)(comm, nnodes, nedges); }
CP_REAL_DECL(Dist_graph_neighbors, (MPI_Comm comm, int maxindegree, int *sources, int *sourceweights, int maxoutdegree, int *destinations, int *destweights), (comm, maxindegree, sources, sourceweights, maxoutdegree, destinations, destweights))
int cp_mpi_Dist_graph_neighbors(MPI_Comm comm, int maxindegree, int *sources, int *sourceweights, int maxoutdegree, int *destinations, int *destweights) { return CP_REAL(Dist_graph_neighbors)(comm, maxindegree, sources, sourceweights, maxoutdegree, destinations, destweights); }
CP_REAL_DECL(Dist_graph_neighbors_count, (MPI_Comm comm, int *inneighbors, int *outneighbors, int *weighted), (comm, inneighbors, outneighbors, weighted))
int cp_mpi_Dist_graph_neighbors_count(MPI_Comm comm, int *inneighbors, int *outneighbors, int *weighted) { return CP_REAL(Dist_graph_neighbors_count)(comm, inneighbors, outneighbors, weighted); }
CP_REAL_DECL(Comm_get_attr, (MPI_Comm comm, int comm_keyval, void *attribute_val, int *flag), (comm, comm_keyval, attribute_val, flag))
int cp_mpi_Comm_get_attr(MPI_Comm comm, int comm_keyval, void *attribute_val, int *flag) { return CP_REAL(Comm_get_attr)(comm, comm_keyval, attribute_val, flag); }
CP_REAL_DECL(Attr_get, (MPI_Comm comm, int keyval, void *attribute_val, int *flag), (comm, keyval, attribute_val, flag))
int cp_mpi_Attr_get(MPI_Comm comm, int keyval, void *attribute_val, int *flag) { return CP_REAL(Attr_get)(comm, keyval, attribute_val, flag); }
CP_REAL_DECL(Dist_graph_create, (MPI_Comm comm, int n, const int *nodes, const int *degrees, const int *targets, const int *weights, MPI_Info info, int reorder, MPI_Comm *newcomm), (comm, n, nodes, degrees, targets, weights, info, reorder, newcomm))
int cp_mpi_Dist_graph_create(MPI_Comm comm, int n, const int *nodes, const int *degrees, const int *targets, const int *weights, MPI_Info info, int reorder, MPI_Comm *newcomm) { return CP_REAL(Dist_graph_create)(comm, n, nodes, degrees, targets, weights, info, reorder, newcomm); }
#if defined(CP_HAVE_SESSIONS)
CP_REAL_DECL(Group_from_session_pset, (MPI_Session session, const char *pset_name, MPI_Group *newgroup), (session, pset_name, newgroup))
int cp_mpi_Group_from_session_pset(MPI_Session session, const char *pset_name, MPI_Group *newgroup) { return CP_REAL(Group_from_session_pset)(session, pset_name, newgroup); }
#endif

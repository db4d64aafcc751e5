/* GENERATED from mpi_calls.def by gen_wrappers.py. DO NOT EDIT. */

#ifndef CP_MPI_REAL_GEN_H
#define CP_MPI_REAL_GEN_H

/* The MPI library's own calls, past commprof's wrappers: the library's
 * internal MPI calls go through these (a test fails on a PMPI_ call of
 * a wrapped function elsewhere). */
#include <mpi.h>

#include "guard.h"

CP_HIDDEN int cp_mpi_Init(int *argc, char ***argv);
CP_HIDDEN int cp_mpi_Init_thread(int *argc, char ***argv, int required, int *provided);
CP_HIDDEN int cp_mpi_Finalize(void);
CP_HIDDEN int cp_mpi_Abort(MPI_Comm comm, int errorcode);
CP_HIDDEN int cp_mpi_Send(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Bsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Ssend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Rsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Isend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Ibsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Issend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Irsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Send_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Bsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Ssend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Rsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Recv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status);
CP_HIDDEN int cp_mpi_Irecv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Recv_init(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Sendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status);
CP_HIDDEN int cp_mpi_Sendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status);
CP_HIDDEN int cp_mpi_Mprobe(int source, int tag, MPI_Comm comm, MPI_Message *message, MPI_Status *status);
CP_HIDDEN int cp_mpi_Improbe(int source, int tag, MPI_Comm comm, int *flag, MPI_Message *message, MPI_Status *status);
CP_HIDDEN int cp_mpi_Mrecv(void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Status *status);
CP_HIDDEN int cp_mpi_Imrecv(void *buf, int count, MPI_Datatype type, MPI_Message *message, MPI_Request *request);
CP_HIDDEN int cp_mpi_Start(MPI_Request *request);
CP_HIDDEN int cp_mpi_Startall(int count, MPI_Request *array_of_requests);
CP_HIDDEN int cp_mpi_Wait(MPI_Request *request, MPI_Status *status);
CP_HIDDEN int cp_mpi_Waitall(int count, MPI_Request *array_of_requests, MPI_Status *array_of_statuses);
CP_HIDDEN int cp_mpi_Waitany(int count, MPI_Request *array_of_requests, int *index, MPI_Status *status);
CP_HIDDEN int cp_mpi_Waitsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses);
CP_HIDDEN int cp_mpi_Test(MPI_Request *request, int *flag, MPI_Status *status);
CP_HIDDEN int cp_mpi_Testall(int count, MPI_Request *array_of_requests, int *flag, MPI_Status *array_of_statuses);
CP_HIDDEN int cp_mpi_Testany(int count, MPI_Request *array_of_requests, int *index, int *flag, MPI_Status *status);
CP_HIDDEN int cp_mpi_Testsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses);
CP_HIDDEN int cp_mpi_Request_free(MPI_Request *request);
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Send_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Bsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Ssend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Rsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Isend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Ibsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Issend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Irsend_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Send_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Bsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Ssend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Rsend_init_c(const void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Recv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Irecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Recv_init_c(void *buf, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Sendrecv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Sendrecv_replace_c(void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Mrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Status *status);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Imrecv_c(void *buf, MPI_Count count, MPI_Datatype datatype, MPI_Message *message, MPI_Request *request);
#endif
CP_HIDDEN int cp_mpi_Type_free(MPI_Datatype *datatype);
CP_HIDDEN int cp_mpi_Barrier(MPI_Comm comm);
CP_HIDDEN int cp_mpi_Ibarrier(MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Bcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Ibcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Reduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Ireduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Allreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Iallreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Scan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Iscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Exscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Iexscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Gather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Igather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Scatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Iscatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Iallgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Ialltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Gatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Igatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Scatterv(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Iscatterv(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Iallgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Ialltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Alltoallw(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Ialltoallw(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Reduce_scatter(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Ireduce_scatter(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Reduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Ireduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Neighbor_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Ineighbor_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Neighbor_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Ineighbor_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Neighbor_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Ineighbor_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Neighbor_alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Ineighbor_alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Neighbor_alltoallw(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Ineighbor_alltoallw(const void *sendbuf, const int *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Put(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win);
CP_HIDDEN int cp_mpi_Rput(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request);
CP_HIDDEN int cp_mpi_Get(void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win);
CP_HIDDEN int cp_mpi_Rget(void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request);
CP_HIDDEN int cp_mpi_Accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win);
CP_HIDDEN int cp_mpi_Raccumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request);
CP_HIDDEN int cp_mpi_Get_accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, void *result_addr, int result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win);
CP_HIDDEN int cp_mpi_Rget_accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, void *result_addr, int result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request);
CP_HIDDEN int cp_mpi_Fetch_and_op(const void *origin_addr, void *result_addr, MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Op op, MPI_Win win);
CP_HIDDEN int cp_mpi_Compare_and_swap(const void *origin_addr, const void *compare_addr, void *result_addr, MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Win win);
CP_HIDDEN int cp_mpi_Win_create(void *base, MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win);
CP_HIDDEN int cp_mpi_Win_allocate(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win);
CP_HIDDEN int cp_mpi_Win_allocate_shared(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win);
CP_HIDDEN int cp_mpi_Win_create_dynamic(MPI_Info info, MPI_Comm comm, MPI_Win *win);
CP_HIDDEN int cp_mpi_Win_fence(int assertion, MPI_Win win);
CP_HIDDEN int cp_mpi_Win_lock(int lock_type, int rank, int assertion, MPI_Win win);
CP_HIDDEN int cp_mpi_Win_unlock(int rank, MPI_Win win);
CP_HIDDEN int cp_mpi_Win_lock_all(int assertion, MPI_Win win);
CP_HIDDEN int cp_mpi_Win_unlock_all(MPI_Win win);
CP_HIDDEN int cp_mpi_Win_flush(int rank, MPI_Win win);
CP_HIDDEN int cp_mpi_Win_flush_all(MPI_Win win);
CP_HIDDEN int cp_mpi_Win_flush_local(int rank, MPI_Win win);
CP_HIDDEN int cp_mpi_Win_flush_local_all(MPI_Win win);
CP_HIDDEN int cp_mpi_Win_post(MPI_Group group, int assertion, MPI_Win win);
CP_HIDDEN int cp_mpi_Win_start(MPI_Group group, int assertion, MPI_Win win);
CP_HIDDEN int cp_mpi_Win_complete(MPI_Win win);
CP_HIDDEN int cp_mpi_Win_wait(MPI_Win win);
CP_HIDDEN int cp_mpi_Win_sync(MPI_Win win);
CP_HIDDEN int cp_mpi_Win_free(MPI_Win *win);
#if defined(CP_HAVE_ISENDRECV)
CP_HIDDEN int cp_mpi_Isendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_ISENDRECV)
CP_HIDDEN int cp_mpi_Isendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_ISENDRECV) && defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Isendrecv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_ISENDRECV) && defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Isendrecv_replace_c(void *buf, MPI_Count count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_PARTITIONED)
CP_HIDDEN int cp_mpi_Psend_init(const void *buf, int partitions, MPI_Count count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Info info, MPI_Request *request);
#endif
#if defined(CP_HAVE_PARTITIONED)
CP_HIDDEN int cp_mpi_Precv_init(void *buf, int partitions, MPI_Count count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Info info, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Bcast_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Ibcast_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Reduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Ireduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Allreduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Iallreduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Scan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Iscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Exscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Iexscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Gather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Igather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Scatter_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Iscatter_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Iallgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Ialltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Gatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Igatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Scatterv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Iscatterv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *displs, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Iallgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Ialltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Ialltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Reduce_scatter_c(const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Ireduce_scatter_c(const void *sendbuf, void *recvbuf, const MPI_Count *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Reduce_scatter_block_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Ireduce_scatter_block_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Neighbor_allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Ineighbor_allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Neighbor_allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Ineighbor_allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *displs, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Neighbor_alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Ineighbor_alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Put_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Rput_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Get_c(void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Rget_c(void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Raccumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Get_accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, void *result_addr, MPI_Count result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Rget_accumulate_c(const void *origin_addr, MPI_Count origin_count, MPI_Datatype origin_datatype, void *result_addr, MPI_Count result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, MPI_Count target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Win_create_c(void *base, MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Win_allocate_c(MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Win_allocate_shared_c(MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Neighbor_alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Ineighbor_alltoallv_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, MPI_Datatype sendtype, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Neighbor_alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm);
#endif
#if defined(CP_HAVE_LARGE_COUNT)
CP_HIDDEN int cp_mpi_Ineighbor_alltoallw_c(const void *sendbuf, const MPI_Count *sendcounts, const MPI_Aint *sdispls, const MPI_Datatype *sendtypes, void *recvbuf, const MPI_Count *recvcounts, const MPI_Aint *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm, MPI_Request *request);
#endif
#if defined(CP_HAVE_SESSIONS)
CP_HIDDEN int cp_mpi_Session_init(MPI_Info info, MPI_Errhandler errhandler, MPI_Session *session);
#endif
#if defined(CP_HAVE_SESSIONS)
CP_HIDDEN int cp_mpi_Session_finalize(MPI_Session *session);
#endif
CP_HIDDEN int cp_mpi_Comm_dup(MPI_Comm comm, MPI_Comm *newcomm);
CP_HIDDEN int cp_mpi_Comm_dup_with_info(MPI_Comm comm, MPI_Info info, MPI_Comm *newcomm);
CP_HIDDEN int cp_mpi_Comm_idup(MPI_Comm comm, MPI_Comm *newcomm, MPI_Request *request);
CP_HIDDEN int cp_mpi_Comm_create(MPI_Comm comm, MPI_Group group, MPI_Comm *newcomm);
CP_HIDDEN int cp_mpi_Cart_create(MPI_Comm comm, int ndims, const int *dims, const int *periods, int reorder, MPI_Comm *comm_cart);
CP_HIDDEN int cp_mpi_Graph_create(MPI_Comm comm, int nnodes, const int *index, const int *edges, int reorder, MPI_Comm *comm_graph);
CP_HIDDEN int cp_mpi_Dist_graph_create_adjacent(MPI_Comm comm, int indegree, const int *sources, const int *sourceweights, int outdegree, const int *destinations, const int *destweights, MPI_Info info, int reorder, MPI_Comm *comm_dist_graph);
CP_HIDDEN int cp_mpi_Comm_split(MPI_Comm comm, int color, int key, MPI_Comm *newcomm);
CP_HIDDEN int cp_mpi_Cart_sub(MPI_Comm comm, const int *remain_dims, MPI_Comm *newcomm);
CP_HIDDEN int cp_mpi_Comm_split_type(MPI_Comm comm, int split_type, int key, MPI_Info info, MPI_Comm *newcomm);
CP_HIDDEN int cp_mpi_Request_get_status(MPI_Request request, int *flag, MPI_Status *status);
CP_HIDDEN int cp_mpi_Comm_rank(MPI_Comm comm, int *rank);
CP_HIDDEN int cp_mpi_Comm_size(MPI_Comm comm, int *size);
CP_HIDDEN int cp_mpi_Comm_compare(MPI_Comm comm1, MPI_Comm comm2, int *result);
CP_HIDDEN int cp_mpi_Comm_group(MPI_Comm comm, MPI_Group *group);
CP_HIDDEN int cp_mpi_Comm_remote_group(MPI_Comm comm, MPI_Group *group);
CP_HIDDEN int cp_mpi_Comm_remote_size(MPI_Comm comm, int *size);
CP_HIDDEN int cp_mpi_Comm_test_inter(MPI_Comm comm, int *flag);
CP_HIDDEN int cp_mpi_Comm_get_name(MPI_Comm comm, char *comm_name, int *resultlen);
CP_HIDDEN int cp_mpi_Comm_set_name(MPI_Comm comm, const char *comm_name);
CP_HIDDEN int cp_mpi_Comm_get_info(MPI_Comm comm, MPI_Info *info_used);
CP_HIDDEN int cp_mpi_Comm_set_info(MPI_Comm comm, MPI_Info info);
CP_HIDDEN int cp_mpi_Comm_get_errhandler(MPI_Comm comm, MPI_Errhandler *erhandler);
CP_HIDDEN int cp_mpi_Comm_set_errhandler(MPI_Comm comm, MPI_Errhandler errhandler);
CP_HIDDEN int cp_mpi_Comm_call_errhandler(MPI_Comm comm, int errorcode);
CP_HIDDEN int cp_mpi_Comm_set_attr(MPI_Comm comm, int comm_keyval, void *attribute_val);
CP_HIDDEN int cp_mpi_Comm_delete_attr(MPI_Comm comm, int comm_keyval);
CP_HIDDEN int cp_mpi_Attr_put(MPI_Comm comm, int keyval, void *attribute_val);
CP_HIDDEN int cp_mpi_Attr_delete(MPI_Comm comm, int keyval);
CP_HIDDEN int cp_mpi_Comm_create_group(MPI_Comm comm, MPI_Group group, int tag, MPI_Comm *newcomm);
CP_HIDDEN int cp_mpi_Intercomm_create(MPI_Comm local_comm, int local_leader, MPI_Comm bridge_comm, int remote_leader, int tag, MPI_Comm *newintercomm);
CP_HIDDEN int cp_mpi_Intercomm_merge(MPI_Comm intercomm, int high, MPI_Comm *newintercomm);
CP_HIDDEN int cp_mpi_Comm_spawn(const char *command, char **argv, int maxprocs, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *intercomm, int *array_of_errcodes);
CP_HIDDEN int cp_mpi_Comm_spawn_multiple(int count, char **array_of_commands, char ***array_of_argv, const int *array_of_maxprocs, const MPI_Info *array_of_info, int root, MPI_Comm comm, MPI_Comm *intercomm, int *array_of_errcodes);
CP_HIDDEN int cp_mpi_Comm_accept(const char *port_name, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *newcomm);
CP_HIDDEN int cp_mpi_Comm_connect(const char *port_name, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *newcomm);
CP_HIDDEN int cp_mpi_Probe(int source, int tag, MPI_Comm comm, MPI_Status *status);
CP_HIDDEN int cp_mpi_Iprobe(int source, int tag, MPI_Comm comm, int *flag, MPI_Status *status);
CP_HIDDEN int cp_mpi_Pack(const void *inbuf, int incount, MPI_Datatype datatype, void *outbuf, int outsize, int *position, MPI_Comm comm);
CP_HIDDEN int cp_mpi_Pack_size(int incount, MPI_Datatype datatype, MPI_Comm comm, int *size);
CP_HIDDEN int cp_mpi_Unpack(const void *inbuf, int insize, int *position, void *outbuf, int outcount, MPI_Datatype datatype, MPI_Comm comm);
CP_HIDDEN int cp_mpi_File_open(MPI_Comm comm, const char *filename, int amode, MPI_Info info, MPI_File *fh);
CP_HIDDEN int cp_mpi_Topo_test(MPI_Comm comm, int *status);
CP_HIDDEN int cp_mpi_Cart_coords(MPI_Comm comm, int rank, int maxdims, int *coords);
CP_HIDDEN int cp_mpi_Cart_get(MPI_Comm comm, int maxdims, int *dims, int *periods, int *coords);
CP_HIDDEN int cp_mpi_Cart_map(MPI_Comm comm, int ndims, const int *dims, const int *periods, int *newrank);
CP_HIDDEN int cp_mpi_Cart_rank(MPI_Comm comm, const int *coords, int *rank);
CP_HIDDEN int cp_mpi_Cart_shift(MPI_Comm comm, int direction, int disp, int *rank_source, int *rank_dest);
CP_HIDDEN int cp_mpi_Cartdim_get(MPI_Comm comm, int *ndims);
CP_HIDDEN int cp_mpi_Graph_get(MPI_Comm comm, int maxindex, int maxedges, int *index, int *edges);
CP_HIDDEN int cp_mpi_Graph_map(MPI_Comm comm, int nnodes, const int *index, const int *edges, int *newrank);
CP_HIDDEN int cp_mpi_Graph_neighbors(MPI_Comm comm, int rank, int maxneighbors, int *neighbors);
CP_HIDDEN int cp_mpi_Graph_neighbors_count(MPI_Comm comm, int rank, int *nneighbors);
CP_HIDDEN int cp_mpi_Graphdims_get(MPI_Comm comm, int *nnodes, int *nedges);
CP_HIDDEN int cp_mpi_Dist_graph_neighbors(MPI_Comm comm, int maxindegree, int *sources, int *sourceweights, int maxoutdegree, int *destinations, int *destweights);
CP_HIDDEN int cp_mpi_Dist_graph_neighbors_count(MPI_Comm comm, int *inneighbors, int *outneighbors, int *weighted);
CP_HIDDEN int cp_mpi_Comm_get_attr(MPI_Comm comm, int comm_keyval, void *attribute_val, int *flag);
CP_HIDDEN int cp_mpi_Attr_get(MPI_Comm comm, int keyval, void *attribute_val, int *flag);
CP_HIDDEN int cp_mpi_Dist_graph_create(MPI_Comm comm, int n, const int *nodes, const int *degrees, const int *targets, const int *weights, MPI_Info info, int reorder, MPI_Comm *newcomm);
#if defined(CP_HAVE_SESSIONS)
CP_HIDDEN int cp_mpi_Group_from_session_pset(MPI_Session session, const char *pset_name, MPI_Group *newgroup);
#endif

#endif

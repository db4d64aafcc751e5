/* What the collective and one-sided wrappers call once the MPI call has
 * succeeded: the logical view (call_stats.h) and the modeled or exact
 * per-pair traffic (comm_table.h, kinds COLL and RMA).  `call` is the
 * CP_CALL_* id; `nb` marks nonblocking and persistent forms, which Open MPI
 * runs in coll/libnbc (coll_model_nbc.c; persistent ones through
 * coll_persistent.h, counted at each MPI_Start). */
#ifndef CP_COLL_HOOKS_H
#define CP_COLL_HOOKS_H

#include <mpi.h>
#include <stdint.h>

#include "guard.h"

/* At MPI_Init: the collective model's parameters, the window keyval. */
CP_HIDDEN void cp_coll_init(void);
CP_HIDDEN void cp_rma_init(void);
CP_HIDDEN void cp_coll_win_init(void);

CP_HIDDEN void cp_hook_barrier(int call, int nb, MPI_Comm comm);
CP_HIDDEN void cp_hook_bcast(int call, int nb, int64_t count, MPI_Datatype type, int root, MPI_Comm comm);
CP_HIDDEN void cp_hook_reduce(int call, int nb, const void *sbuf, int64_t count, MPI_Datatype type,
                              MPI_Op op, int root, MPI_Comm comm);
CP_HIDDEN void cp_hook_allreduce(int call, int nb, const void *sbuf, int64_t count, MPI_Datatype type, MPI_Op op,
                                 MPI_Comm comm);
CP_HIDDEN void cp_hook_scan(int call, int nb, int64_t count, MPI_Datatype type, MPI_Comm comm);
CP_HIDDEN void cp_hook_gather(int call, int nb, const void *sbuf, int64_t scount, MPI_Datatype stype,
                              int64_t rcount, MPI_Datatype rtype, int root, MPI_Comm comm);
CP_HIDDEN void cp_hook_scatter(int call, int nb, int64_t scount, MPI_Datatype stype, const void *rbuf,
                               int64_t rcount, MPI_Datatype rtype, int root, MPI_Comm comm);
CP_HIDDEN void cp_hook_allgather(int call, int nb, const void *sbuf, int64_t scount,
                                 MPI_Datatype stype, int64_t rcount, MPI_Datatype rtype, MPI_Comm comm);
CP_HIDDEN void cp_hook_alltoall(int call, int nb, const void *sbuf, int64_t scount,
                                MPI_Datatype stype, int64_t rcount, MPI_Datatype rtype, MPI_Comm comm);
CP_HIDDEN void cp_hook_gatherv(int call, int nb, const void *sbuf, int64_t scount, MPI_Datatype stype,
                               const int *rcounts, MPI_Datatype rtype, int root, MPI_Comm comm);
CP_HIDDEN void cp_hook_scatterv(int call, int nb, const int *scounts, MPI_Datatype stype,
                                const void *rbuf, int64_t rcount, MPI_Datatype rtype, int root,
                                MPI_Comm comm);
CP_HIDDEN void cp_hook_allgatherv(int call, int nb, const void *sbuf, int64_t scount,
                                  MPI_Datatype stype, const int *rcounts, MPI_Datatype rtype,
                                  MPI_Comm comm);
CP_HIDDEN void cp_hook_alltoallv(int call, int nb, const void *sbuf, const int *scounts,
                                 MPI_Datatype stype, const int *rcounts, MPI_Datatype rtype,
                                 MPI_Comm comm);
CP_HIDDEN void cp_hook_alltoallw(int call, int nb, const void *sbuf, const int *scounts,
                                 const MPI_Datatype *stypes, const int *rcounts,
                                 const MPI_Datatype *rtypes, MPI_Comm comm);
CP_HIDDEN void cp_hook_reduce_scatter(int call, int nb, const int *rcounts, MPI_Datatype type,
                                      MPI_Op op, MPI_Comm comm);
CP_HIDDEN void cp_hook_reduce_scatter_block(int call, int nb, int64_t rcount, MPI_Datatype type,
                                            MPI_Op op, MPI_Comm comm);
/* Neighborhood collectives: exact, from the communicator's topology.
 * scounts NULL: every neighbor gets scount (allgather forms). */
CP_HIDDEN void cp_hook_neighbor(int call, int64_t scount, const int *scounts, MPI_Datatype stype,
                                const MPI_Datatype *stypes, MPI_Comm comm);

/* Communicator creation: Open MPI 4.1 runs collectives inside it on the
 * parent, which monitoring counts as I lines: counted in the logical view
 * (CP_ALG_CID, no bytes of the user's) and modeled. */
enum { CP_NEW_CID, CP_NEW_SPLIT, CP_NEW_SPLIT_TYPE,
       /* split_type with one type and one key everywhere: no check of the
        * order (Open MPI's internal node communicators) */
       CP_NEW_SPLIT_TYPE_SAME };
CP_HIDDEN void cp_hook_comm_new(int call, int what, MPI_Comm parent);

/* The messages of one collective that Open MPI runs inside another call
 * (communicator and window creation), on a group whose rank i is world
 * rank world[i] (-1: outside MPI_COMM_WORLD): `count` elements of `tsize`
 * bytes (blocks, for allgather), commutative operations, coll/tuned's
 * choice or (nb) coll/libnbc's.  Nonzero when its algorithm is not
 * modeled. */
CP_HIDDEN int cp_coll_internal(const int *world, int size, int rank, int op, uint64_t count, uint64_t tsize, int root,
                               int nb);
/* The collectives of a new communicator's making on its parent group
 * (what: one of CP_NEW_*); nonzero when one is not modeled. */
CP_HIDDEN int cp_coll_new_cid(const int *world, int size, int rank, int what);

/* Window creation, fences and freeing (coll_win.c): Open MPI 4.1's one-sided
 * components (osc/rdma, osc/sm, osc/pt2pt) run collectives inside them,
 * which monitoring counts as I lines: counted in the logical view
 * (CP_ALG_CID) and modeled.  Freeing is hooked before the call. */
CP_HIDDEN void cp_hook_win_create(int call, MPI_Comm comm, MPI_Win win, MPI_Info info);
CP_HIDDEN void cp_hook_win_free(int call, MPI_Win win);
/* MPI_Win_fence: osc/rdma's and osc/sm's run a barrier (osc/sm's not with
 * the "blocking_fence" info) */
CP_HIDDEN void cp_hook_win_fence(int call, MPI_Win win);

/* One-sided (rma_hooks.c): `sent` bytes to target, `back` bytes brought
 * back when the operation has a reply (Get, Get_accumulate, Fetch_and_op,
 * Compare_and_swap). */
CP_HIDDEN void cp_hook_rma(int call, MPI_Win win, int target, uint64_t sent, uint64_t back,
                           int reply);
/* Window synchronization calls: counted in the logical view. */
CP_HIDDEN void cp_hook_win_sync(int call, MPI_Win win);

#endif

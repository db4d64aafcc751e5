/* The point-to-point messages one rank's part of a collective sends, as the
 * MPI library's algorithm would send them.  Pure functions of the call's
 * arguments, the communicator's size and the rank: no MPI, so the model is
 * tested on its own and reused by readers.
 *
 * Algorithms are named by Open MPI's coll_tuned numbers (ompi_info --param
 * coll tuned --level 9 lists them), and each is modeled after Open MPI 4.1's
 * coll/base implementation, including its fallbacks (ring allreduce with
 * fewer elements than ranks is recursive doubling, and so on).  Only sends
 * are modeled: each rank models its own, so the job's matrix is complete. */
#ifndef CP_COLL_MODEL_H
#define CP_COLL_MODEL_H

#include <stdint.h>

enum cp_coll_op {
    CP_COLL_BARRIER,
    CP_COLL_BCAST,
    CP_COLL_REDUCE,
    CP_COLL_ALLREDUCE,
    CP_COLL_GATHER,
    CP_COLL_SCATTER,
    CP_COLL_ALLGATHER,
    CP_COLL_ALLTOALL,
    CP_COLL_ALLTOALLV,
    CP_COLL_GATHERV,
    CP_COLL_SCATTERV,
    CP_COLL_ALLGATHERV,
    CP_COLL_REDUCE_SCATTER,
    CP_COLL_REDUCE_SCATTER_BLOCK,
    CP_COLL_SCAN,
    CP_COLL_EXSCAN,
    CP_COLL_OPS
};

typedef struct cp_coll {
    int op, alg;
    int size, rank, root;
    /* Sizes in bytes of the elements the algorithm moves:
     *   bcast, reduce, allreduce, scan, exscan: count elements of tsize;
     *   gather, scatter, allgather, alltoall: blocks of count elements of
     *   tsize as this rank sends them (sendcount x sendtype, or the receive
     *   side's at the root of scatter or with MPI_IN_PLACE);
     *   reduce_scatter_block: count elements per rank (of vtsize too);
     *   gatherv, allgatherv: this rank's send block (sendcount x sendtype,
     *   the receive side's with MPI_IN_PLACE), which Open MPI's decision
     *   and allgatherv's gatherv use;
     *   reduce_scatter: the whole vector's count. */
    uint64_t count, tsize;
    /* v-variants: per-rank counts of vtsize bytes (alltoallv: send counts;
     * scatterv: the root's send counts, NULL elsewhere; allgatherv,
     * reduce_scatter: the receive counts) */
    const int *counts;
    uint64_t vtsize;
    int segsize, fanout; /* 0: none / the library's default */
    int radix;           /* k-nomial trees; 0: the default (4) */
    int in_place;        /* MPI_IN_PLACE (libnbc's allreduce decides on it) */
    int commutative;     /* the reduction operation commutes */
    /* intercommunicators (cp_coll_inter_model): size and rank are the local
     * group's, rsize the remote group's (0: an intracommunicator); root is
     * the remote root's rank, or CP_COLL_ROOT_HERE / CP_COLL_ROOT_NONE for a
     * rank of the root's group that passed MPI_ROOT / MPI_PROC_NULL;
     * allgather's receive block is rcount elements of rtsize */
    int rsize;
    uint64_t rcount, rtsize;
} cp_coll_t;

#define CP_COLL_ROOT_NONE (-1)
#define CP_COLL_ROOT_HERE (-2)

typedef void (*cp_coll_emit_fn)(void *ctx, int peer, uint64_t bytes);

/* Entry i of a v-variant's counts, negatives (invalid) as 0. */
static inline uint64_t cp_coll_vcount(const cp_coll_t *c, int i)
{
    return c->counts[i] > 0 ? (uint64_t)c->counts[i] : 0;
}

/* Calls emit(ctx, peer, bytes) for each message this rank sends (peer is a
 * rank of the communicator).  Returns 0 when the algorithm is modeled, -1
 * when it is not (nothing emitted).  `choose` sets alg, segsize, fanout and
 * radix of the collectives some algorithms are made of (allreduce = reduce
 * + bcast), as the library would for a call of its own; 0 = unknown. */
typedef int (*cp_coll_choose_fn)(cp_coll_t *sub);
int cp_coll_model(const cp_coll_t *c, cp_coll_choose_fn choose, cp_coll_emit_fn emit, void *ctx);

/* The same for the nonblocking forms as Open MPI's coll/libnbc runs them
 * (coll_model_nbc.c; c->alg from cp_nbc_choose). */
int cp_nbc_model(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx);

/* The same for blocking collectives on an intercommunicator (coll_inter.c),
 * as Open MPI's coll/inter and coll/basic run them: emit's peer is a local
 * rank, or c->size + a remote rank.  emit_recv(ctx, peer, bytes) names a
 * message this rank receives, which its sender cannot model (it lacks the
 * counts that size it).  choose_local picks the algorithm of the
 * collectives on the local group (with c->commutative), choose_sub that of
 * their own parts.  v-variants: counts are the remote group's (root's
 * scatterv send counts, gatherv and allgatherv receive counts) in vtsize,
 * count and tsize this rank's own block. */
int cp_coll_inter_model(const cp_coll_t *c, cp_coll_choose_fn choose_local, cp_coll_choose_fn choose_sub,
                        cp_coll_emit_fn emit, cp_coll_emit_fn emit_recv, void *ctx);
/* And the nonblocking ones, as coll/libnbc runs them (linear, no choice). */
int cp_nbc_inter_model(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx);

/* Patterns coll/base and coll/libnbc share (Rabenseifner's reduce and
 * allreduce, recursive doubling allreduce), for coll_model_nbc.c. */
void cp_coll_redscat_gather_reduce(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx);
int cp_coll_rabenseifner_allreduce(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx);
void cp_coll_rdbl_allreduce(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx);

/* Name of an operation ("allreduce"), for messages and the MCA names. */
const char *cp_coll_op_name(int op);

#endif

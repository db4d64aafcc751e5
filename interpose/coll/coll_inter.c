/* Collectives on intercommunicators, as Open MPI 4.1 runs them.  Blocking:
 * coll/inter (allgather, allreduce, bcast, gather, reduce, scatter and the
 * v-variants) and, for the rest, coll/basic's intercommunicator functions.  They are
 * built from point-to-point messages between the two groups' rank 0 (or to
 * every remote rank) and collectives on the local group, which coll/tuned
 * runs with its own decision for the local group's size: those are the
 * intracommunicator models of coll_model.c.
 *
 * Nonblocking: coll/libnbc's linear schedules (cp_nbc_inter_model).
 *
 * In blocking gatherv, scatterv and allgatherv a group's rank 0 forwards
 * data whose size only the other ranks' counts give: those messages are
 * modeled by their receivers, which know it (emit_recv). */
#include <stddef.h>

#include "coll_model.h"

/* A collective on the local group (c_local_comm), rooted at its rank 0. */
static int local(const cp_coll_t *c, int op, uint64_t count, uint64_t tsize, const int *counts,
                 cp_coll_choose_fn choose_local, cp_coll_choose_fn choose_sub, cp_coll_emit_fn emit, void *ctx)
{
    if (c->size < 2) return 0;
    cp_coll_t s = {0};
    s.op = op;
    s.size = c->size;
    s.rank = c->rank;
    s.root = 0;
    s.count = count;
    s.tsize = tsize;
    s.counts = counts;
    s.vtsize = tsize;
    s.commutative = c->commutative;
    if (!choose_local(&s)) return -1;
    return cp_coll_model(&s, choose_sub, emit, ctx);
}

/* the remote group's counts, in bytes */
static uint64_t remote_total(const cp_coll_t *c)
{
    uint64_t t = 0;
    for (int j = 0; j < c->rsize; j++) t += cp_coll_vcount(c, j);
    return t * c->vtsize;
}

int cp_coll_inter_model(const cp_coll_t *c, cp_coll_choose_fn choose_local, cp_coll_choose_fn choose_sub,
                        cp_coll_emit_fn emit, cp_coll_emit_fn emit_recv, void *ctx)
{
    int L = c->size, R = c->rsize, r = c->rank, remote0 = L; /* emit's peer for the remote rank 0 */
    uint64_t b = c->count * c->tsize;
#define LOCAL(op, count, tsize, counts)                                                                  \
    do {                                                                                                 \
        if (local(c, op, count, tsize, counts, choose_local, choose_sub, emit, ctx)) return -1;          \
    } while (0)
    switch (c->op) {
    case CP_COLL_BARRIER: /* coll/basic: an allreduce (MPI_MAX) of one int */
    case CP_COLL_ALLREDUCE: {
        cp_coll_t s = *c;
        if (c->op == CP_COLL_BARRIER) s.count = 1, s.tsize = 4, s.commutative = 1, b = 4;
        /* reduce to rank 0, the two ranks 0 swap results, bcast from 0 */
        if (local(&s, CP_COLL_REDUCE, s.count, s.tsize, NULL, choose_local, choose_sub, emit, ctx)) return -1;
        if (r == 0) emit(ctx, remote0, b);
        if (local(&s, CP_COLL_BCAST, s.count, s.tsize, NULL, choose_local, choose_sub, emit, ctx)) return -1;
        return 0;
    }
    case CP_COLL_BCAST: /* the root to remote rank 0, which bcasts */
        if (c->root == CP_COLL_ROOT_HERE) emit(ctx, remote0, b);
        else if (c->root >= 0) LOCAL(CP_COLL_BCAST, c->count, c->tsize, NULL);
        return 0;
    case CP_COLL_REDUCE: /* reduce to rank 0, which sends to the root */
        if (c->root < 0) return 0;
        LOCAL(CP_COLL_REDUCE, c->count, c->tsize, NULL);
        if (r == 0) emit(ctx, L + c->root, b);
        return 0;
    case CP_COLL_GATHER: /* gather to rank 0, which sends the whole to the root */
        if (c->root < 0) return 0;
        LOCAL(CP_COLL_GATHER, c->count, c->tsize, NULL);
        if (r == 0) emit(ctx, L + c->root, b * (uint64_t)L);
        return 0;
    case CP_COLL_SCATTER: /* the root to remote rank 0, which scatters */
        if (c->root == CP_COLL_ROOT_HERE) emit(ctx, remote0, b * (uint64_t)R);
        else if (c->root >= 0) LOCAL(CP_COLL_SCATTER, c->count, c->tsize, NULL);
        return 0;
    case CP_COLL_ALLGATHER: /* gather to 0, the ranks 0 swap, bcast of the remote blocks */
        if (c->count > 0) LOCAL(CP_COLL_GATHER, c->count, c->tsize, NULL);
        if (r == 0) emit(ctx, remote0, b * (uint64_t)L);
        if (c->rcount > 0) LOCAL(CP_COLL_BCAST, c->rcount * (uint64_t)R, c->rtsize, NULL);
        return 0;
    case CP_COLL_GATHERV:
        /* the counts gathered to rank 0 (one int each), the blocks too (linear,
         * empty ones skipped); its send of them all to the root is the
         * root's to model */
        if (c->root == CP_COLL_ROOT_HERE) {
            if (!c->counts) return -1;
            emit_recv(ctx, remote0, remote_total(c));
        } else if (c->root >= 0) {
            LOCAL(CP_COLL_GATHER, 1, 4, NULL);
            LOCAL(CP_COLL_GATHERV, c->count, c->tsize, NULL);
        }
        return 0;
    case CP_COLL_SCATTERV:
        /* the root sends remote rank 0 the counts, then the data; rank 0's
         * sends of the blocks (linear, empty ones skipped) are each
         * receiver's to model */
        if (c->root == CP_COLL_ROOT_HERE) {
            if (!c->counts) return -1;
            emit(ctx, remote0, 4 * (uint64_t)R);
            emit(ctx, remote0, remote_total(c));
        } else if (c->root >= 0 && r != 0 && b > 0) {
            emit_recv(ctx, 0, b);
        }
        return 0;
    case CP_COLL_ALLGATHERV:
        /* counts and blocks gathered to rank 0, the ranks 0 swap their
         * groups' data (each models what it receives: the remote counts),
         * then a bcast of it as one element */
        if (!c->counts) return -1;
        LOCAL(CP_COLL_GATHER, 1, 4, NULL);
        LOCAL(CP_COLL_GATHERV, c->count, c->tsize, NULL);
        if (r == 0) emit_recv(ctx, remote0, remote_total(c));
        LOCAL(CP_COLL_BCAST, 1, remote_total(c), NULL);
        return 0;
    case CP_COLL_ALLTOALL: /* coll/basic: one message to each remote rank */
        for (int j = 0; j < R; j++) emit(ctx, L + j, b);
        return 0;
    case CP_COLL_ALLTOALLV: /* coll/basic: empty blocks skipped */
        if (!c->counts) return -1;
        for (int j = 0; j < R; j++)
            if (c->counts[j] > 0) emit(ctx, L + j, (uint64_t)c->counts[j] * c->vtsize);
        return 0;
    case CP_COLL_REDUCE_SCATTER_BLOCK:
    case CP_COLL_REDUCE_SCATTER: {
        /* coll/basic: every rank sends the local group's whole vector to
         * remote rank 0, which reduces; then a scatter(v) from rank 0 */
        uint64_t all = c->count * (uint64_t)L;
        if (c->op == CP_COLL_REDUCE_SCATTER) {
            if (!c->counts) return -1;
            all = 0;
            for (int i = 0; i < L; i++) all += cp_coll_vcount(c, i);
        }
        emit(ctx, remote0, all * c->tsize);
        if (c->op == CP_COLL_REDUCE_SCATTER_BLOCK) LOCAL(CP_COLL_SCATTER, c->count, c->tsize, NULL);
        else LOCAL(CP_COLL_SCATTERV, 0, c->tsize, r == 0 ? c->counts : NULL);
        return 0;
    }
    }
#undef LOCAL
    return -1;
}

/* coll/libnbc's nonblocking collectives on intercommunicators: linear, no
 * collective on the local group (reduce_scatter's scatter is sends from
 * rank 0 on it). */
int cp_nbc_inter_model(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx)
{
    int L = c->size, R = c->rsize, r = c->rank, remote0 = L;
    uint64_t b = c->count * c->tsize;
    switch (c->op) {
    case CP_COLL_BARRIER: /* empty messages to remote rank 0, which answers all */
    case CP_COLL_ALLREDUCE: /* the vector to remote rank 0, which reduces, swaps with ours and sends to all */
        if (c->op == CP_COLL_BARRIER) b = 0;
        else if (b == 0) return 0;
        emit(ctx, remote0, b);
        if (r == 0) {
            if (c->op == CP_COLL_ALLREDUCE) emit(ctx, remote0, b);
            for (int j = 1; j < R; j++) emit(ctx, L + j, b);
        }
        return 0;
    case CP_COLL_BCAST:
    case CP_COLL_SCATTER: /* the root to each remote rank */
        if (c->root == CP_COLL_ROOT_HERE)
            for (int j = 0; j < R; j++) emit(ctx, L + j, b);
        return 0;
    case CP_COLL_REDUCE:
        if (c->root >= 0 && b > 0) emit(ctx, L + c->root, b);
        return 0;
    case CP_COLL_GATHER:
    case CP_COLL_GATHERV: /* each rank to the root */
        if (c->root >= 0) emit(ctx, L + c->root, b);
        return 0;
    case CP_COLL_SCATTERV:
        if (c->root != CP_COLL_ROOT_HERE) return 0;
        if (!c->counts) return -1;
        for (int j = 0; j < R; j++) emit(ctx, L + j, cp_coll_vcount(c, j) * c->vtsize);
        return 0;
    case CP_COLL_ALLGATHER:
    case CP_COLL_ALLGATHERV:
    case CP_COLL_ALLTOALL: /* this rank's block to each remote rank */
        for (int j = 0; j < R; j++) emit(ctx, L + j, b);
        return 0;
    case CP_COLL_ALLTOALLV:
        if (!c->counts) return -1;
        for (int j = 0; j < R; j++)
            if (c->counts[j] != 0) emit(ctx, L + j, cp_coll_vcount(c, j) * c->vtsize);
        return 0;
    case CP_COLL_REDUCE_SCATTER:
    case CP_COLL_REDUCE_SCATTER_BLOCK: { /* the local vector to remote rank 0; its rank 0 sends the blocks */
        int block = c->op == CP_COLL_REDUCE_SCATTER_BLOCK;
        if (!block && !c->counts) return -1;
        uint64_t all = 0;
        for (int i = 0; i < L; i++) all += block ? c->count : cp_coll_vcount(c, i);
        emit(ctx, remote0, all * c->tsize);
        if (r == 0)
            for (int i = 1; i < L; i++) emit(ctx, i, (block ? c->count : cp_coll_vcount(c, i)) * c->tsize);
        return 0;
    }
    }
    return -1;
}

/* The messages of Open MPI 4.1's nonblocking collectives (coll/libnbc,
 * nbc_i<op>.c), restated as who sends how much to whom; the algorithm is
 * cp_nbc_choose's.  libnbc's trees differ from coll/base's: its binomial
 * trees swap the root with rank 0 instead of rotating, its reductions run
 * towards rank 0 unless the operation commutes, and its chain cuts
 * fragments of count / numfrag elements. */
#include "coll_model.h"

/* libnbc's virtual ranks: the root and rank 0 trade places */
static int swap_root(int r, int root) { return r == 0 ? root : r == root ? 0 : r; }

static int ceil_log2(int p)
{
    int r = 0;
    while ((1 << r) < p) r++;
    return r;
}

/* binomial fan-out from vrank 0 (nbc_ibcast.c bcast_sched_binomial) */
static void bcast_binomial(int rank, int p, int root, uint64_t b, cp_coll_emit_fn emit, void *ctx)
{
    int vrank = swap_root(rank, root), maxr = ceil_log2(p);
    for (int r = 0; r < maxr; r++)
        if ((vrank + (1 << r) < p && vrank < (1 << r)) || vrank == 0)
            emit(ctx, swap_root(vrank + (1 << r), root), b);
}

/* binomial fan-in to vroot (nbc_ireduce.c red_sched_binomial, also the
 * first half of nbc_iallreduce.c allred_sched_diss with root 0) */
static void reduce_binomial(int rank, int p, int vroot, uint64_t b, cp_coll_emit_fn emit, void *ctx)
{
    int vrank = swap_root(rank, vroot), maxr = ceil_log2(p);
    for (int r = 1; r <= maxr; r++)
        if (vrank % (1 << r)) {
            emit(ctx, swap_root(vrank - (1 << (r - 1)), vroot), b);
            break;
        }
}

static int bcast(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx)
{
    int p = c->size, rank = c->rank, root = c->root;
    uint64_t b = c->count * c->tsize;
    switch (c->alg) {
    case 1: /* linear */
        if (rank == root)
            for (int i = 0; i < p; i++)
                if (i != root) emit(ctx, i, b);
        return 0;
    case 2: bcast_binomial(rank, p, root, b, emit, ctx); return 0;
    case 3: { /* chain of fragments, vrank i passes each on to i+1 */
        int vrank = swap_root(rank, root);
        if (c->count == 0 || vrank == p - 1) return 0;
        uint64_t frag = (uint64_t)(c->segsize > 0 ? c->segsize : 16384);
        uint64_t nfrag = b / frag + (b % frag != 0), fcount = c->count / nfrag;
        for (uint64_t f = 0; f < nfrag; f++) {
            uint64_t n = f == nfrag - 1 ? c->count - fcount * f : fcount;
            emit(ctx, swap_root(vrank + 1, root), n * c->tsize);
        }
        return 0;
    }
    case 4: { /* k-nomial, ranks rotated so the root is 0 */
        int k = c->radix > 1 ? c->radix : 4, vrank = (rank - root + p) % p, mask = 1;
        while (mask < p) {
            if (vrank % (k * mask)) break;
            mask *= k;
        }
        for (mask /= k; mask > 0; mask /= k)
            for (int i = 1; i < k; i++)
                if (vrank + mask * i < p) emit(ctx, (vrank + mask * i + root) % p, b);
        return 0;
    }
    }
    return -1;
}

static int reduce(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx)
{
    int p = c->size, rank = c->rank, root = c->root;
    uint64_t b = c->count * c->tsize;
    if (c->alg == 2) { /* binomial to the root, or to 0 and then on */
        int vroot = c->commutative ? root : 0;
        reduce_binomial(rank, p, vroot, b, emit, ctx);
        if (vroot != root && rank == 0) emit(ctx, root, b);
        return 0;
    }
    if (c->alg == 1) { /* chain towards the root, fragments of 8 KiB */
        int vrank = swap_root(rank, root);
        if (c->count == 0 || vrank == 0) return 0;
        uint64_t frag = (uint64_t)(c->segsize > 0 ? c->segsize : 8192);
        uint64_t nfrag = b / frag + (b % frag != 0), fcount = c->count / nfrag;
        for (uint64_t f = 0; f < nfrag; f++) {
            uint64_t n = f == nfrag - 1 ? c->count - fcount * f : fcount;
            emit(ctx, swap_root(vrank - 1, root), n * c->tsize);
        }
        return 0;
    }
    if (c->alg == 3) { /* Rabenseifner's, as coll/base's (the choice ensures its conditions) */
        cp_coll_redscat_gather_reduce(c, emit, ctx);
        return 0;
    }
    return -1;
}

/* 1 ring (count / p elements per segment, the first count % p one more;
 * p - 1 reducing rounds then p - 1 passing ones), 2 binomial up and down
 * through rank 0, 3 Rabenseifner's and 4 recursive doubling, which send as
 * coll/base's do. */
static int allreduce(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx)
{
    int p = c->size, rank = c->rank;
    uint64_t b = c->count * c->tsize;
    switch (c->alg) {
    case 1:
        if (c->count == 0) return 0;
        for (int round = 0; round < 2 * p - 2; round++) {
            int seg = (rank + 1 - round % p + p) % p;
            uint64_t n = c->count / (uint64_t)p + ((uint64_t)seg < c->count % (uint64_t)p);
            emit(ctx, (rank + 1) % p, n * c->tsize);
        }
        return 0;
    case 2:
        reduce_binomial(rank, p, 0, b, emit, ctx);
        bcast_binomial(rank, p, 0, b, emit, ctx);
        return 0;
    case 3: return cp_coll_rabenseifner_allreduce(c, emit, ctx);
    case 4: cp_coll_rdbl_allreduce(c, emit, ctx); return 0;
    }
    return -1;
}

int cp_nbc_model(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx)
{
    int p = c->size, rank = c->rank;
    uint64_t b = c->count * c->tsize;
    if (p < 2) return 0;
    switch (c->op) {
    case CP_COLL_BARRIER: /* dissemination, empty messages */
        for (int r = 0; (1 << r) < p; r++) emit(ctx, (rank + (1 << r)) % p, 0);
        return 0;
    case CP_COLL_BCAST: return bcast(c, emit, ctx);
    case CP_COLL_REDUCE: return reduce(c, emit, ctx);
    case CP_COLL_ALLREDUCE: return allreduce(c, emit, ctx);
    case CP_COLL_GATHER:
        if (rank != c->root) emit(ctx, c->root, b);
        return 0;
    case CP_COLL_SCATTER:
    case CP_COLL_ALLTOALL:
        if (c->op == CP_COLL_SCATTER && rank != c->root) return 0;
        for (int i = 0; i < p; i++)
            if (i != rank) emit(ctx, i, b);
        return 0;
    case CP_COLL_ALLGATHER:
        if (c->alg == 2) /* recursive doubling: the block held so far */
            for (int d = 1; d < p; d <<= 1) emit(ctx, rank ^ d, (uint64_t)d * b);
        else
            for (int i = 0; i < p; i++)
                if (i != rank) emit(ctx, i, b);
        return 0;
    case CP_COLL_GATHERV:
        if (rank != c->root) emit(ctx, c->root, b);
        return 0;
    case CP_COLL_SCATTERV:
        if (rank != c->root) return 0;
        if (!c->counts) return -1;
        for (int i = 0; i < p; i++)
            if (i != rank) emit(ctx, i, cp_coll_vcount(c, i) * c->vtsize);
        return 0;
    case CP_COLL_ALLGATHERV: /* this rank's block to every other */
        for (int i = 0; i < p; i++)
            if (i != rank) emit(ctx, i, b);
        return 0;
    case CP_COLL_ALLTOALLV: /* nonempty blocks only (in place too) */
        if (!c->counts) return -1;
        for (int i = 0; i < p; i++)
            if (i != rank && c->counts[i] != 0) emit(ctx, i, cp_coll_vcount(c, i) * c->vtsize);
        return 0;
    case CP_COLL_REDUCE_SCATTER:
    case CP_COLL_REDUCE_SCATTER_BLOCK: { /* binomial to rank 0, which sends each its block */
        int block = c->op == CP_COLL_REDUCE_SCATTER_BLOCK;
        if (!block && !c->counts) return -1;
        uint64_t all = 0;
        for (int i = 0; i < p; i++) all += block ? c->count : cp_coll_vcount(c, i);
        if (all == 0) return 0;
        reduce_binomial(rank, p, 0, all * c->vtsize, emit, ctx);
        if (rank == 0)
            for (int i = 1; i < p; i++) emit(ctx, i, (block ? c->count : cp_coll_vcount(c, i)) * c->vtsize);
        return 0;
    }
    case CP_COLL_SCAN:
    case CP_COLL_EXSCAN:
        if (c->alg == 1) {
            if (rank < p - 1) emit(ctx, rank + 1, b);
        } else {
            for (int mask = 1; mask < p; mask <<= 1)
                if ((rank ^ mask) < p) emit(ctx, rank ^ mask, b);
        }
        return 0;
    }
    return -1;
}

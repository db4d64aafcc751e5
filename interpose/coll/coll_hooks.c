#include "coll_hooks.h"

#include "call_ids.gen.h"
#include "call_stats.h"
#include "coll_choice.h"
#include "coll_memo.h"
#include "coll_persistent.h"
#include "comm_table.h"
#include "comm_world_map.h"
#include "hooks.h"
#include "outside_traffic.h"
#include "trace.h"

void cp_coll_init(void)
{
    cp_coll_choice_init();
    cp_rma_init();
}

typedef struct emit_ctx {
    const cp_rank_map_t *m;
    cp_coll_memo_t *memo; /* being filled, or NULL */
} emit_ctx_t;

static void emit(void *ctx, int peer, uint64_t bytes)
{
    emit_ctx_t *e = ctx;
    int w = peer >= 0 && peer < e->m->size ? e->m->ranks[peer] : -1;
    if (e->memo) cp_coll_memo_keep(e->memo, w, bytes);
    if (w >= 0) cp_coll_count_send((uint32_t)w, bytes);
    else cp_outside_send(CP_TRAFFIC_COLL, bytes);
}

/* intercommunicators: peers below the local group's size are local ranks,
 * the others remote ranks past it */
static int inter_world(const cp_rank_map_t *m, int peer)
{
    int l = m->group_size;
    if (peer >= 0 && peer < l) return m->local_ranks ? m->local_ranks[peer] : -1;
    return peer >= l && peer - l < m->size ? m->ranks[peer - l] : -1;
}

static void emit_inter(void *ctx, int peer, uint64_t bytes)
{
    emit_ctx_t *e = ctx;
    int w = inter_world(e->m, peer);
    if (w >= 0) cp_coll_count_send((uint32_t)w, bytes);
    else cp_outside_send(CP_TRAFFIC_COLL, bytes);
}

/* a message this rank receives and models itself (its sender lacks the counts) */
static void emit_inter_recv(void *ctx, int peer, uint64_t bytes)
{
    int w = inter_world(((emit_ctx_t *)ctx)->m, peer);
    if (w >= 0) cp_coll_count_recv((uint32_t)w, bytes);
    else cp_outside_recv(CP_TRAFFIC_COLL, bytes);
}

static void no_emit(void *ctx, int peer, uint64_t bytes) { (void)ctx, (void)peer, (void)bytes; }

static int commutes(MPI_Op op)
{
    /* every predefined operation commutes; the common ones are answered
     * here, where asking MPI would cost more than the rest of the hook */
    if (op == MPI_SUM || op == MPI_MAX || op == MPI_MIN || op == MPI_PROD) return 1;
    int c = 1;
    PMPI_Op_commutative(op, &c);
    return c;
}

/* Logical view and, when `model` (a call that MPI does not skip), the
 * modeled messages: coll/tuned's algorithms for blocking calls, coll/libnbc's
 * for nonblocking ones (nb), coll/inter's and coll/basic's for blocking calls
 * on intercommunicators.  A call whose algorithm is known but not modeled is
 * counted with its number flagged CP_ALG_UNMODELED. */
static void finish(MPI_Comm comm, int call, int nb, int model, const cp_rank_map_t *m, cp_coll_t *c, int commutative,
                   uint64_t sent, uint64_t recv)
{
    uint32_t alg = CP_ALG_NONE;
    c->commutative = commutative;
    if (m->inter && model && cp_coll_model_enabled()) {
        emit_ctx_t e = {m, NULL};
        alg = CP_ALG_INTER;
        if (nb) {
            if (cp_nbc_inter_model(c, emit_inter, &e)) alg |= CP_ALG_UNMODELED;
        } else if (cp_coll_inter_model(c, cp_coll_choose_own, cp_coll_choose_own, no_emit, no_emit, NULL) ||
                   cp_coll_inter_model(c, cp_coll_choose_own, cp_coll_choose_own, emit_inter, emit_inter_recv, &e)) {
            /* all or nothing: the dry run finds a local part unknown */
            alg |= CP_ALG_UNMODELED;
        }
    } else if (!m->inter && model && c->size > 1) {
        int hit;
        cp_coll_memo_t *memo = cp_coll_memo_slot(c, nb, m->serial, &hit);
        if (hit) {
            alg = cp_coll_memo_replay(memo);
        } else {
            if (nb ? cp_nbc_choose(c, commutative) : cp_coll_choose(c, commutative)) {
                emit_ctx_t e = {m, memo};
                alg = (uint32_t)c->alg;
                if (nb ? cp_nbc_model(c, emit, &e) : cp_coll_model(c, cp_coll_choose_own, emit, &e))
                    alg |= CP_ALG_UNMODELED;
            }
            if (memo) cp_coll_memo_done(memo, alg);
        }
    }
    cp_coll_count_call((uint32_t)call, alg, m->group_size, m->group_first, m->group_hash, sent, recv);
    if (!m->inter) cp_trace_coll(comm, c->op, c->root, sent, recv);
}

static inline const cp_rank_map_t *info(MPI_Comm comm, cp_coll_t *c, int root)
{
    const cp_rank_map_t *m = cp_comm_info(comm);
    if (!m) return NULL;
    *c = (cp_coll_t){0};
    c->size = m->inter ? m->group_size : m->size;
    c->rank = m->my_rank;
    c->root = root;
    if (m->inter) {
        c->rsize = m->size;
        c->root = root == MPI_ROOT ? CP_COLL_ROOT_HERE : root == MPI_PROC_NULL || root < 0 ? CP_COLL_ROOT_NONE : root;
    }
    return m;
}

/* An intercommunicator's data goes to (and comes from) each remote rank:
 * the logical volumes count those, not the local group's others. */
static uint64_t npeers(const cp_rank_map_t *m, const cp_coll_t *c)
{
    return (uint64_t)(m->inter ? c->rsize : c->size - 1);
}
static int here(const cp_coll_t *c, int root) { return c->rsize ? c->root == CP_COLL_ROOT_HERE : c->rank == root; }
/* a rank of an intercommunicator root's group that is not the root */
static int idle(const cp_coll_t *c) { return c->rsize && c->root == CP_COLL_ROOT_NONE; }

static uint64_t tb(int64_t count, MPI_Datatype t) { return cp_type_bytes(count, t); }
static uint64_t tsize(MPI_Datatype t) { return cp_type_bytes(1, t); }

void cp_hook_barrier(int call, int nb, MPI_Comm comm)
{
    cp_coll_t c;
    const cp_rank_map_t *m = info(comm, &c, 0);
    if (!m) return;
    c.op = CP_COLL_BARRIER;
    finish(comm, call, nb, 1, m, &c, 1, 0, 0);
}

void cp_hook_bcast(int call, int nb, int64_t count, MPI_Datatype type, int root, MPI_Comm comm)
{
    cp_coll_t c;
    const cp_rank_map_t *m = info(comm, &c, root);
    if (!m) return;
    uint64_t b = tb(count, type), others = npeers(m, &c);
    int at_root = here(&c, root);
    c.op = CP_COLL_BCAST;
    c.count = count > 0 ? (uint64_t)count : 0;
    c.tsize = tsize(type);
    finish(comm, call, nb, count != 0, m, &c, 1, at_root ? others * b : 0, at_root || idle(&c) ? 0 : b);
}

void cp_hook_reduce(int call, int nb, const void *sbuf, int64_t count, MPI_Datatype type,
                    MPI_Op op, int root, MPI_Comm comm)
{
    (void)sbuf;
    cp_coll_t c;
    const cp_rank_map_t *m = info(comm, &c, root);
    if (!m) return;
    uint64_t b = tb(count, type), others = npeers(m, &c);
    int at_root = here(&c, root);
    c.op = CP_COLL_REDUCE;
    c.count = count > 0 ? (uint64_t)count : 0;
    c.tsize = tsize(type);
    finish(comm, call, nb, count != 0, m, &c, commutes(op), at_root || idle(&c) ? 0 : b, at_root ? others * b : 0);
}

void cp_hook_allreduce(int call, int nb, const void *sbuf, int64_t count, MPI_Datatype type, MPI_Op op,
                       MPI_Comm comm)
{
    cp_coll_t c;
    const cp_rank_map_t *m = info(comm, &c, 0);
    if (!m) return;
    uint64_t b = tb(count, type), others = npeers(m, &c);
    c.op = CP_COLL_ALLREDUCE;
    c.in_place = sbuf == MPI_IN_PLACE;
    c.count = count > 0 ? (uint64_t)count : 0;
    c.tsize = tsize(type);
    finish(comm, call, nb, count != 0, m, &c, commutes(op), others * b, others * b);
}

void cp_hook_scan(int call, int nb, int64_t count, MPI_Datatype type, MPI_Comm comm)
{
    cp_coll_t c;
    const cp_rank_map_t *m = info(comm, &c, 0);
    if (!m) return;
    uint64_t b = tb(count, type);
    int libnbc_exscan = call == CP_CALL_Iexscan || call == CP_CALL_Exscan_init || call == CP_CALL_Iexscan_c ||
                        call == CP_CALL_Exscan_init_c;
    c.op = call == CP_CALL_Exscan || call == CP_CALL_Exscan_c || libnbc_exscan ? CP_COLL_EXSCAN : CP_COLL_SCAN;
    c.count = count > 0 ? (uint64_t)count : 0;
    c.tsize = tsize(type);
    /* the messages are the same whatever the operation; MPI skips empty
     * calls, except libnbc's iexscan */
    finish(comm, call, nb, count != 0 || libnbc_exscan, m, &c, 1, (uint64_t)(c.size - 1 - c.rank) * b,
           (uint64_t)c.rank * b);
}

void cp_hook_gather(int call, int nb, const void *sbuf, int64_t scount, MPI_Datatype stype,
                    int64_t rcount, MPI_Datatype rtype, int root, MPI_Comm comm)
{
    cp_coll_t c;
    const cp_rank_map_t *m = info(comm, &c, root);
    if (!m) return;
    int at_root = here(&c, root);
    c.op = CP_COLL_GATHER;
    /* the block this rank's decision and model use: Open MPI takes the
     * receive side at the root and with MPI_IN_PLACE */
    int recv_side = at_root || sbuf == MPI_IN_PLACE;
    c.count = (uint64_t)(recv_side ? rcount : scount);
    c.tsize = tsize(recv_side ? rtype : stype);
    int skip = (!at_root && scount == 0) || (at_root && rcount == 0);
    finish(comm, call, nb, nb || !skip, m, &c, 1, at_root || idle(&c) ? 0 : tb(scount, stype),
           at_root ? npeers(m, &c) * tb(rcount, rtype) : 0);
}

void cp_hook_scatter(int call, int nb, int64_t scount, MPI_Datatype stype, const void *rbuf,
                     int64_t rcount, MPI_Datatype rtype, int root, MPI_Comm comm)
{
    (void)rbuf;
    cp_coll_t c;
    const cp_rank_map_t *m = info(comm, &c, root);
    if (!m) return;
    int at_root = here(&c, root);
    c.op = CP_COLL_SCATTER;
    c.count = (uint64_t)(at_root ? scount : rcount);
    c.tsize = tsize(at_root ? stype : rtype);
    int skip = (!at_root && rcount == 0) || (at_root && scount == 0);
    finish(comm, call, nb, nb || !skip, m, &c, 1, at_root ? npeers(m, &c) * tb(scount, stype) : 0,
           at_root || idle(&c) ? 0 : tb(rcount, rtype));
}

void cp_hook_allgather(int call, int nb, const void *sbuf, int64_t scount, MPI_Datatype stype,
                       int64_t rcount, MPI_Datatype rtype, MPI_Comm comm)
{
    cp_coll_t c;
    const cp_rank_map_t *m = info(comm, &c, 0);
    if (!m) return;
    int in_place = sbuf == MPI_IN_PLACE;
    uint64_t mine = in_place ? tb(rcount, rtype) : tb(scount, stype);
    uint64_t others = npeers(m, &c);
    c.op = CP_COLL_ALLGATHER;
    /* the algorithms move blocks of the receive type; an intercommunicator's
     * gather the send blocks, its bcast the receive blocks */
    c.count = (uint64_t)(rcount > 0 ? rcount : 0);
    c.tsize = tsize(rtype);
    if (m->inter) {
        c.rcount = c.count, c.rtsize = c.tsize;
        c.count = (uint64_t)(scount > 0 ? scount : 0);
        c.tsize = tsize(stype);
    }
    int skip = (!in_place && scount == 0) || rcount == 0;
    finish(comm, call, nb, nb || !skip, m, &c, 1, others * mine, others * tb(rcount, rtype));
}

void cp_hook_alltoall(int call, int nb, const void *sbuf, int64_t scount, MPI_Datatype stype,
                      int64_t rcount, MPI_Datatype rtype, MPI_Comm comm)
{
    cp_coll_t c;
    const cp_rank_map_t *m = info(comm, &c, 0);
    if (!m) return;
    int in_place = sbuf == MPI_IN_PLACE;
    uint64_t others = npeers(m, &c);
    c.op = CP_COLL_ALLTOALL;
    c.in_place = in_place && !nb && !m->inter; /* (libnbc runs its own algorithms on a copy) */
    c.count = (uint64_t)(in_place ? rcount : scount);
    c.tsize = tsize(in_place ? rtype : stype);
    int skip = rcount == 0 || tsize(rtype) == 0;
    finish(comm, call, nb, nb || !skip, m, &c, 1, others * c.count * c.tsize, others * tb(rcount, rtype));
}

static uint64_t sum_others(const int *counts, int n, int me, uint64_t size)
{
    uint64_t s = 0;
    for (int i = 0; i < n; i++)
        if (i != me && counts[i] > 0) s += (uint64_t)counts[i];
    return s * size;
}

static uint64_t sum_all(const int *counts, int n)
{
    uint64_t s = 0;
    for (int i = 0; i < n; i++)
        if (counts[i] > 0) s += (uint64_t)counts[i];
    return s;
}

/* gatherv and scatterv: coll/basic's linear ones (tuned has none), which
 * skip empty blocks; libnbc's, which do not. */
void cp_hook_gatherv(int call, int nb, const void *sbuf, int64_t scount, MPI_Datatype stype,
                     const int *rcounts, MPI_Datatype rtype, int root, MPI_Comm comm)
{
    (void)sbuf;
    cp_coll_t c;
    const cp_rank_map_t *m = info(comm, &c, root);
    if (!m) return;
    int at_root = here(&c, root);
    c.op = CP_COLL_GATHERV;
    c.count = at_root || scount < 0 ? 0 : (uint64_t)scount;
    c.tsize = tsize(stype);
    if (m->inter && at_root) c.counts = rcounts, c.vtsize = tsize(rtype); /* what remote rank 0 forwards */
    uint64_t recv = !at_root || !rcounts ? 0
                    : m->inter      ? sum_all(rcounts, c.rsize) * tsize(rtype)
                                    : sum_others(rcounts, c.size, c.rank, tsize(rtype));
    finish(comm, call, nb, 1, m, &c, 1, at_root || idle(&c) ? 0 : tb(scount, stype), recv);
}

void cp_hook_scatterv(int call, int nb, const int *scounts, MPI_Datatype stype, const void *rbuf,
                      int64_t rcount, MPI_Datatype rtype, int root, MPI_Comm comm)
{
    (void)rbuf;
    cp_coll_t c;
    const cp_rank_map_t *m = info(comm, &c, root);
    if (!m) return;
    int at_root = here(&c, root);
    c.op = CP_COLL_SCATTERV;
    /* the send counts mean something at the root only */
    c.counts = at_root ? scounts : NULL;
    c.vtsize = tsize(stype);
    if (m->inter) c.count = at_root || rcount < 0 ? 0 : (uint64_t)rcount, c.tsize = tsize(rtype); /* its block */
    uint64_t sent = !c.counts ? 0
                    : m->inter ? sum_all(scounts, c.rsize) * c.vtsize
                               : sum_others(scounts, c.size, c.rank, c.vtsize);
    finish(comm, call, nb, !at_root || scounts, m, &c, 1, sent, at_root || idle(&c) ? 0 : tb(rcount, rtype));
}

void cp_hook_allgatherv(int call, int nb, const void *sbuf, int64_t scount, MPI_Datatype stype,
                        const int *rcounts, MPI_Datatype rtype, MPI_Comm comm)
{
    cp_coll_t c;
    const cp_rank_map_t *m = info(comm, &c, 0);
    if (!m) return;
    c.op = CP_COLL_ALLGATHERV;
    if (m->inter) {
        c.counts = rcounts;
        c.vtsize = tsize(rtype);
        c.count = (uint64_t)(scount > 0 ? scount : 0);
        c.tsize = tsize(stype);
        finish(comm, call, nb, 1, m, &c, 1, (uint64_t)c.rsize * tb(scount, stype), sum_all(rcounts, c.rsize) * tsize(rtype));
        return;
    }
    int in_place = sbuf == MPI_IN_PLACE;
    uint64_t mine = in_place ? tb(rcounts[c.rank], rtype) : tb(scount, stype);
    /* the algorithms move blocks of the receive counts; the decision and
     * the default's gatherv use the send side (Open MPI's reading) */
    c.counts = rcounts;
    c.vtsize = tsize(rtype);
    c.count = in_place ? (uint64_t)(rcounts[c.rank] > 0 ? rcounts[c.rank] : 0) : (uint64_t)(scount > 0 ? scount : 0);
    c.tsize = in_place ? c.vtsize : tsize(stype);
    /* MPI skips a blocking call whose receive counts are all zero */
    finish(comm, call, nb, nb || sum_all(rcounts, c.size) > 0, m, &c, 1, (uint64_t)(c.size - 1) * mine,
           sum_others(rcounts, c.size, c.rank, tsize(rtype)));
}

void cp_hook_alltoallv(int call, int nb, const void *sbuf, const int *scounts, MPI_Datatype stype,
                       const int *rcounts, MPI_Datatype rtype, MPI_Comm comm)
{
    cp_coll_t c;
    const cp_rank_map_t *m = info(comm, &c, 0);
    if (!m) return;
    c.op = CP_COLL_ALLTOALLV;
    if (m->inter) { /* one message to each remote rank, empty ones skipped */
        c.counts = scounts;
        c.vtsize = tsize(stype);
        finish(comm, call, nb, 1, m, &c, 1, sum_all(scounts, c.rsize) * c.vtsize, sum_all(rcounts, c.rsize) * tsize(rtype));
        return;
    }
    int in_place = sbuf == MPI_IN_PLACE;
    /* with MPI_IN_PLACE the receive counts say what is exchanged; Open MPI
     * then runs its in-place exchange (coll_model.c), libnbc its own
     * algorithm on a copy */
    c.counts = in_place ? rcounts : scounts;
    c.vtsize = tsize(in_place ? rtype : stype);
    c.in_place = in_place && !nb;
    finish(comm, call, nb, 1, m, &c, 1, sum_others(c.counts, c.size, c.rank, c.vtsize),
           sum_others(rcounts, c.size, c.rank, tsize(rtype)));
}

void cp_hook_alltoallw(int call, int nb, const void *sbuf, const int *scounts,
                       const MPI_Datatype *stypes, const int *rcounts, const MPI_Datatype *rtypes,
                       MPI_Comm comm)
{
    cp_coll_t c;
    const cp_rank_map_t *m = info(comm, &c, 0);
    if (!m) return;
    int in_place = sbuf == MPI_IN_PLACE;
    /* coll/basic's alltoallw and coll/libnbc's ialltoallw alike send one
     * message to each other rank whose block is not empty (the blocking
     * one on persistent requests) */
    int model = !m->inter && !in_place && cp_coll_model_enabled();
    emit_ctx_t e = {m, NULL};
    uint64_t sent = 0, recv = 0;
    for (int i = 0; i < (m->inter ? c.rsize : c.size); i++) {
        if (i == c.rank && !m->inter) continue;
        uint64_t b = in_place ? tb(rcounts[i], rtypes[i]) : tb(scounts[i], stypes[i]);
        if (model && b) emit(&e, i, b);
        sent += b;
        recv += tb(rcounts[i], rtypes[i]);
    }
    uint32_t alg = model ? CP_ALG_EXACT : CP_ALG_NONE;
    cp_coll_count_call((uint32_t)call, alg, m->group_size, m->group_first, m->group_hash, sent, recv);
    (void)nb;
}

void cp_hook_reduce_scatter(int call, int nb, const int *rcounts, MPI_Datatype type, MPI_Op op,
                            MPI_Comm comm)
{
    cp_coll_t c;
    const cp_rank_map_t *m = info(comm, &c, 0);
    if (!m) return;
    uint64_t ts = tsize(type);
    c.op = CP_COLL_REDUCE_SCATTER;
    c.counts = rcounts;
    c.vtsize = c.tsize = ts;
    c.count = sum_all(rcounts, c.size);
    /* MPI skips a call whose receive counts are all zero; on an
     * intercommunicator each rank's vector goes to the remote group */
    finish(comm, call, nb, c.count > 0, m, &c, commutes(op),
           m->inter ? c.count * ts : sum_others(rcounts, c.size, c.rank, ts),
           npeers(m, &c) * tb(rcounts[c.rank], type));
}

void cp_hook_reduce_scatter_block(int call, int nb, int64_t rcount, MPI_Datatype type, MPI_Op op,
                                  MPI_Comm comm)
{
    cp_coll_t c;
    const cp_rank_map_t *m = info(comm, &c, 0);
    if (!m) return;
    uint64_t b = npeers(m, &c) * tb(rcount, type);
    c.op = CP_COLL_REDUCE_SCATTER_BLOCK;
    c.count = rcount > 0 ? (uint64_t)rcount : 0;
    c.vtsize = c.tsize = tsize(type);
    finish(comm, call, nb, c.count > 0, m, &c, commutes(op), b, b);
}

void cp_hook_neighbor(int call, int64_t scount, const int *scounts, MPI_Datatype stype,
                      const MPI_Datatype *stypes, MPI_Comm comm)
{
    const cp_rank_map_t *m = cp_comm_info(comm);
    int n;
    const int *out = cp_comm_out_neighbors(comm, &n);
    if (!m || !out) return;
    uint64_t sent = 0;
    for (int i = 0; i < n; i++) {
        if (out[i] == MPI_PROC_NULL) continue;
        uint64_t b = stypes ? tb(scounts[i], stypes[i]) : tb(scounts ? scounts[i] : scount, stype);
        int w = cp_map_rank(m, out[i]);
        if (w < 0) cp_outside_send(CP_TRAFFIC_COLL, b);
        else cp_coll_count_send((uint32_t)w, b);
        sent += b;
    }
    cp_coll_count_call((uint32_t)call, CP_ALG_EXACT, m->group_size, m->group_first, m->group_hash, sent,
                  0);
}

/* cp_coll_internal's peers: ranks of a group given by its world ranks */
typedef struct group_ctx {
    const int *world;
    int size;
} group_ctx_t;

static void emit_group(void *ctx, int peer, uint64_t bytes)
{
    group_ctx_t *g = ctx;
    int w = peer >= 0 && peer < g->size ? g->world[peer] : -1;
    if (w >= 0) cp_coll_count_send((uint32_t)w, bytes);
    else cp_outside_send(CP_TRAFFIC_COLL, bytes);
}

int cp_coll_internal(const int *world, int size, int rank, int op, uint64_t count, uint64_t tsize, int root, int nb)
{
    if (size < 2) return 0;
    cp_coll_t c = {0};
    c.op = op;
    c.size = size;
    c.rank = rank;
    c.root = root;
    c.count = count;
    c.tsize = tsize;
    c.commutative = 1;
    if (!(nb ? cp_nbc_choose(&c, 1) : cp_coll_choose(&c, 1))) return 1;
    group_ctx_t g = {world, size};
    return nb ? cp_nbc_model(&c, emit_group, &g) : cp_coll_model(&c, cp_coll_choose_own, emit_group, &g);
}

int cp_coll_new_cid(const int *world, int size, int rank, int what)
{
    int unmodeled = 0;
    if (what == CP_NEW_SPLIT_TYPE || what == CP_NEW_SPLIT_TYPE_SAME)
        unmodeled |= cp_coll_internal(world, size, rank, CP_COLL_ALLREDUCE, 4, sizeof(int), 0, 0);
    if (what == CP_NEW_SPLIT || what == CP_NEW_SPLIT_TYPE) unmodeled |= cp_coll_internal(world, size, rank, CP_COLL_ALLGATHER, 2, sizeof(int), 0, 0);
    for (int i = 0; i < 3; i++) unmodeled |= cp_coll_internal(world, size, rank, CP_COLL_ALLREDUCE, 1, sizeof(int), 0, 1);
    return unmodeled;
}

/* Measured against monitoring's I lines (t-56): on an intracommunicator
 * parent of p ranks, every creation agrees on the new context id with
 * three nonblocking allreduces of one int (coll/libnbc's: the proposal's
 * maximum, whether all have it free, and the activation), when the first
 * proposal is free everywhere, as in programs that create communicators
 * in the same order on every rank; MPI_Comm_split (and MPI_Cart_sub, a
 * split) first gathers every rank's color and key, an allgather of two
 * ints; MPI_Comm_split_type before that reduces four ints. */
void cp_hook_comm_new(int call, int what, MPI_Comm parent)
{
    cp_coll_t c;
    const cp_rank_map_t *m = info(parent, &c, 0);
    if (!m) return;
    uint32_t alg = CP_ALG_NONE;
    if (!m->inter && c.size > 1 && cp_coll_model_enabled())
        alg = CP_ALG_CID | (cp_coll_new_cid(m->ranks, m->size, m->my_rank, what) ? CP_ALG_UNMODELED : 0);
    cp_coll_count_call((uint32_t)call, alg, m->group_size, m->group_first, m->group_hash, 0, 0);
}

/* A collective on a sub-communicator as the point-to-point messages of an
 * algorithm (replay_subcoll.h). */
#include "replay_subcoll.h"

#include <otf2/otf2.h>

typedef struct call {
    const cp_vcall_t *v;
    const uint64_t *members;
    uint32_t p, q, tag;
    cp_p2p_fn fn;
    void *ctx;
} call_t;

static int put(const call_t *c, int kind, uint32_t member, uint64_t bytes)
{
    return c->fn(c->ctx, (cp_p2p_t){kind, (uint32_t)c->members[member], c->tag, bytes});
}

static int send_to(const call_t *c, uint32_t member, uint64_t bytes)
{
    int rc = put(c, CP_P2P_ISEND, member, bytes);
    return rc ? rc : put(c, CP_P2P_WAIT_SEND, member, 0);
}

/* binomial broadcast of b bytes from member root: from the parent (the
 * relative rank less its lowest bit), then to the children, farthest first */
static int bcast(const call_t *c, uint32_t root, uint64_t b)
{
    uint32_t p = c->p, vr = (c->q + p - root) % p, top = 1;
    while (top < p) top <<= 1;
    uint32_t low = vr ? vr & -vr : top;
    int rc = vr ? put(c, CP_P2P_RECV, (vr - low + root) % p, b) : 0;
    for (uint32_t m = low >> 1; m && !rc; m >>= 1)
        if (vr + m < p) rc = put(c, CP_P2P_ISEND, (vr + m + root) % p, b);
    for (uint32_t m = low >> 1; m && !rc; m >>= 1)
        if (vr + m < p) rc = put(c, CP_P2P_WAIT_SEND, (vr + m + root) % p, 0);
    return rc;
}

/* binomial reduction of b bytes to member root: the children's, nearest
 * first, then to the parent */
static int reduce(const call_t *c, uint32_t root, uint64_t b)
{
    uint32_t p = c->p, vr = (c->q + p - root) % p;
    for (uint32_t m = 1; m < p; m <<= 1) {
        int rc;
        if (vr & m) return send_to(c, (vr - m + root) % p, b);
        if (vr + m < p && (rc = put(c, CP_P2P_RECV, (vr + m + root) % p, b))) return rc;
    }
    return 0;
}

/* allreduce of b bytes: recursive doubling on a power of two, else a
 * reduction to member 0 and a broadcast from it */
static int allreduce(const call_t *c, uint64_t b)
{
    uint32_t p = c->p;
    if (p & (p - 1)) {
        int rc = reduce(c, 0, b);
        return rc ? rc : bcast(c, 0, b);
    }
    for (uint32_t m = 1; m < p; m <<= 1) {
        uint32_t x = c->q ^ m;
        int rc;
        if ((rc = put(c, CP_P2P_IRECV, x, b)) || (rc = put(c, CP_P2P_ISEND, x, b)) ||
            (rc = put(c, CP_P2P_WAIT_RECV, x, 0)) || (rc = put(c, CP_P2P_WAIT_SEND, x, 0)))
            return rc;
    }
    return 0;
}

/* what member i sends member j in a linear exchange */
static uint64_t block(const call_t *c, uint32_t op, uint32_t i, uint32_t j)
{
    const cp_vcall_t *v = c->v;
    uint64_t others = c->p - 1;
    switch (op) {
    case OTF2_COLLECTIVE_OP_ALLTOALLV: return cp_vcall_a2a_block(v, c->p, i, j);
    case OTF2_COLLECTIVE_OP_REDUCE_SCATTER:
    case OTF2_COLLECTIVE_OP_REDUCE_SCATTER_BLOCK: return v->recv[j] / others; /* j's block, from each */
    default: return v->sent[i] / others; /* allgather(v), alltoall: i's block, to each */
    }
}

/* every member its block to every other at once (empty blocks skipped,
 * alike at both ends) */
static int exchange(const call_t *c, uint32_t op)
{
    int rc;
    for (int pass = 0; pass < 4; pass++)
        for (uint32_t k = 1; k < c->p; k++) {
            uint32_t x = (c->q + k) % c->p;
            int in = pass == 0 || pass == 2;
            uint64_t b = in ? block(c, op, x, c->q) : block(c, op, c->q, x);
            static const int kind[] = {CP_P2P_IRECV, CP_P2P_ISEND, CP_P2P_WAIT_RECV, CP_P2P_WAIT_SEND};
            if (b && (rc = put(c, kind[pass], x, pass < 2 ? b : 0))) return rc;
        }
    return 0;
}

static uint64_t max_over(const cp_vcall_t *v, uint32_t p, int sent, uint32_t skip)
{
    uint64_t m = 0;
    for (uint32_t i = 0; i < p; i++) {
        uint64_t x = sent ? v->sent[i] : v->recv[i];
        if (i != skip && x > m) m = x;
    }
    return m;
}

int cp_subcoll_supported(uint32_t op)
{
    return cp_ti_coll_name(op) != NULL;
}

int cp_subcoll_expand(const cp_vcall_t *v, uint32_t op, uint32_t root, const uint64_t *members, uint32_t p, uint32_t q,
                      uint32_t tag, cp_p2p_fn fn, void *ctx)
{
    if (p < 2 || q >= p) return 0;
    call_t c = {v, members, p, q, tag, fn, ctx};
    uint64_t others = p - 1;
    root = root < p ? root : 0;
    switch (op) {
    case OTF2_COLLECTIVE_OP_BARRIER: return allreduce(&c, 0);
    case OTF2_COLLECTIVE_OP_BCAST: return bcast(&c, root, v->sent[root] / others);
    case OTF2_COLLECTIVE_OP_REDUCE: return reduce(&c, root, max_over(v, p, 1, root));
    case OTF2_COLLECTIVE_OP_ALLREDUCE: return allreduce(&c, max_over(v, p, 1, p) / others);
    case OTF2_COLLECTIVE_OP_SCAN:
    case OTF2_COLLECTIVE_OP_EXSCAN: {
        uint64_t s = max_over(v, p, 1, p), r = max_over(v, p, 0, p);
        return allreduce(&c, (s > r ? s : r) / others);
    }
    case OTF2_COLLECTIVE_OP_GATHER:
    case OTF2_COLLECTIVE_OP_GATHERV: /* each its block, what it sent */
        if (q != root) return v->sent[q] ? send_to(&c, root, v->sent[q]) : 0;
        for (uint32_t i = 0; i < p; i++) {
            int rc;
            if (i != root && v->sent[i] && (rc = put(&c, CP_P2P_RECV, i, v->sent[i]))) return rc;
        }
        return 0;
    case OTF2_COLLECTIVE_OP_SCATTER:
    case OTF2_COLLECTIVE_OP_SCATTERV: /* each its block, what it received */
        if (q != root) return v->recv[q] ? put(&c, CP_P2P_RECV, root, v->recv[q]) : 0;
        for (int pass = 0; pass < 2; pass++)
            for (uint32_t i = 0; i < p; i++) {
                int rc;
                if (i != root && v->recv[i] &&
                    (rc = put(&c, pass ? CP_P2P_WAIT_SEND : CP_P2P_ISEND, i, pass ? 0 : v->recv[i])))
                    return rc;
            }
        return 0;
    default: return exchange(&c, op);
    }
}

/* A collective on a sub-communicator as the point-to-point messages of an
 * algorithm (replay_trace.c's last pass).
 *
 * SMPI's replay runs collectives on the world only.  A collective on a
 * communicator of part of the world (a split's, a Cartesian row's,
 * ScaLAPACK's process grid's, Quantum ESPRESSO's orthogonalization group)
 * was replayed as the time it took in the traced run: whatever the
 * placement, the same.  Where such calls cross a slow link in one order
 * and not in another, that froze the difference: Quantum ESPRESSO on 8
 * ranks, its 15,090 calls on a ScaLAPACK grid of 4 crossing a 1 ms trunk as
 * launched and not as placed, measured 2.4 times faster placed and was
 * predicted 1.02.  So each member's part of such a call is written as the
 * messages of an algorithm Open MPI also runs, over the members' world
 * ranks, so the replay routes them between the hosts of the placement:
 *   - bcast, reduce: a binomial tree from (to) the root;
 *   - allreduce, barrier, scan, exscan: recursive doubling where the group
 *     is a power of two, else a binomial reduce to the first member and a
 *     binomial broadcast from it;
 *   - gather(v), scatter(v): linear, to (from) the root;
 *   - allgather(v), alltoall(v), reduce_scatter(_block): every member
 *     sends its block to every other at once (linear, as Open MPI's basic
 *     components; its tuned ones take more rounds of fewer messages).
 * Sizes come from every member's totals of the call (replay_coll.h's
 * table), so the two ends of each message agree.  All messages of one
 * call carry one tag: no directed pair of members exchanges twice in it. */
#ifndef CP_REPLAY_SUBCOLL_H
#define CP_REPLAY_SUBCOLL_H

#include <stdint.h>

#include "replay_coll.h"

enum { CP_P2P_ISEND, CP_P2P_IRECV, CP_P2P_RECV, CP_P2P_WAIT_SEND, CP_P2P_WAIT_RECV };

/* one point-to-point action: peer a world rank */
typedef struct cp_p2p {
    int kind;
    uint32_t peer, tag;
    uint64_t bytes;
} cp_p2p_t;

typedef int (*cp_p2p_fn)(void *ctx, cp_p2p_t m);

/* 1 where an operation (OTF2_CollectiveOp) is expanded into messages */
int cp_subcoll_supported(uint32_t op);

/* Member q's messages (members[0..p): world ranks, q its index) in call v
 * (every member's totals, by member index) of operation op, root a member
 * index, in order, to fn; tag: the call's.  0, or what fn returned. */
int cp_subcoll_expand(const cp_vcall_t *v, uint32_t op, uint32_t root, const uint64_t *members, uint32_t p, uint32_t q,
                      uint32_t tag, cp_p2p_fn fn, void *ctx);

#endif

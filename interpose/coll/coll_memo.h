/* Collectives repeat: a solver's allreduce has the same communicator, count
 * and type every iteration, so the algorithm Open MPI picks and the messages
 * the model derives are the same too.  Each thread keeps the last calls'
 * modeled messages in a small table (sets of four); a repeated call counts
 * them again and skips the decision and the model (measured: about half of
 * what a modeled collective costs commprof).
 *
 * The key is everything the decision and the model read: the call's
 * description (cp_coll_t, less the algorithm they fill in), blocking or
 * not, and the communicator's map by serial number (a freed communicator's
 * map address can come back for another one).  The v-variants' count arrays
 * change between calls and are not kept: those calls always run the model. */
#ifndef CP_COLL_MEMO_H
#define CP_COLL_MEMO_H

#include <stdint.h>

#include "coll_model.h"
#include "guard.h"

#define CP_MEMO_MSGS 8 /* a binomial or doubling step per power of two up to 256 ranks */
#define CP_MEMO_MANY (-2) /* n: the call sends more than that; not kept */

typedef struct cp_coll_memo_key {
    uint64_t map_serial, count, tsize, vtsize, rcount, rtsize;
    int32_t op, size, rank, root, rsize;
    uint8_t in_place, commutative, nb, pad;
} cp_coll_memo_key_t;
_Static_assert(sizeof(cp_coll_memo_key_t) == 72, "no padding in a memo key: keys compare by memcmp");

typedef struct cp_coll_memo {
    cp_coll_memo_key_t key;
    uint32_t alg;  /* the algorithm, CP_ALG_UNMODELED flag included */
    int32_t n;     /* messages kept; -1: empty slot; CP_MEMO_MANY */
    uint32_t used; /* the thread's call count at its last use: the least recent goes */
    int32_t world[CP_MEMO_MSGS]; /* destination world rank, -1 outside MPI_COMM_WORLD */
    uint64_t bytes[CP_MEMO_MSGS];
} cp_coll_memo_t;

/* The slot of this thread's memo for a call on the map numbered
 * `map_serial`; *hit when it holds this call's messages.  NULL when the call
 * cannot be kept (counts arrays) or memory ran out: then model as before.
 * A slot returned without a hit has been claimed: fill it with
 * cp_coll_memo_keep, then cp_coll_memo_done. */
CP_HIDDEN cp_coll_memo_t *cp_coll_memo_slot(const cp_coll_t *c, int nb, uint64_t map_serial, int *hit);

static inline void cp_coll_memo_keep(cp_coll_memo_t *s, int world, uint64_t bytes)
{
    if (s->n >= 0 && s->n < CP_MEMO_MSGS) {
        s->world[s->n] = world;
        s->bytes[s->n++] = bytes;
    } else {
        s->n = CP_MEMO_MANY;
    }
}

static inline void cp_coll_memo_done(cp_coll_memo_t *s, uint32_t alg) { s->alg = alg; }

/* Count a hit's messages again; returns the algorithm. */
CP_HIDDEN uint32_t cp_coll_memo_replay(const cp_coll_memo_t *s);

#endif

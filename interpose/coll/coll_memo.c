#include "coll_memo.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "coll_persistent.h"
#include "outside_traffic.h"
#include "record_format.h"

/* 64 slots in sets of four (12 KB), allocated by the first collective a
 * thread counts.  GMRES with a restart of 30 alone cycles through 30
 * allreduce sizes (its orthogonalization): one slot per hash missed a
 * quarter of PETSc ex23's allreduces, sets of two 8%; sets of four with
 * the Fibonacci hash below miss none (LRU in a set: 4 ways a set
 * cycled through by 5 keys would miss every time). */
#define SETS 16 /* the hash's top 4 bits */
#define WAYS 4
#define SLOTS (SETS * WAYS)

static CP_TLS uint32_t uses;
static CP_TLS cp_coll_memo_t *memo;
static pthread_key_t memo_key;
static pthread_once_t memo_once = PTHREAD_ONCE_INIT;

static void memo_free(void *p) { free(p); }
static void memo_key_make(void) { pthread_key_create(&memo_key, memo_free); }

static cp_coll_memo_t *my_memo(void)
{
    if (__builtin_expect(memo != NULL, 1)) return memo;
    cp_coll_memo_t *m = malloc(SLOTS * sizeof *m);
    if (!m) return NULL;
    for (int i = 0; i < SLOTS; i++) m[i].n = -1;
    /* freed when the thread ends: threads that come and go calling
     * collectives leave nothing behind */
    pthread_once(&memo_once, memo_key_make);
    pthread_setspecific(memo_key, m);
    return memo = m;
}

cp_coll_memo_t *cp_coll_memo_slot(const cp_coll_t *c, int nb, uint64_t map_serial, int *hit)
{
    *hit = 0;
    if (c->counts) return NULL;
    cp_coll_memo_t *m = my_memo();
    if (!m) return NULL;
    cp_coll_memo_key_t k;
    memset(&k, 0, sizeof k);
    k.map_serial = map_serial;
    k.count = c->count;
    k.tsize = c->tsize;
    k.vtsize = c->vtsize;
    k.rcount = c->rcount;
    k.rtsize = c->rtsize;
    k.op = c->op;
    k.size = c->size;
    k.rank = c->rank;
    k.root = c->root;
    k.rsize = c->rsize;
    k.in_place = (uint8_t)c->in_place;
    k.commutative = (uint8_t)c->commutative;
    k.nb = (uint8_t)nb;
    /* Fibonacci hashing: the counts a solver cycles through are often
     * consecutive (GMRES's dot products of 1 to 30 vectors), and golden-ratio
     * multiples of consecutive integers spread evenly over the sets */
    uint64_t h = (k.count + k.tsize * 0x10001ull + map_serial * 0x100000001b3ull + (uint64_t)(uint32_t)k.op * 7919 +
                  (uint64_t)(uint32_t)k.root * 131 + k.nb) * 0x9E3779B97F4A7C15ull;
    cp_coll_memo_t *set = &m[(h >> 60) * WAYS], *victim = set;
    uses++;
    for (int w = 0; w < WAYS; w++) {
        cp_coll_memo_t *s = &set[w];
        if (s->n != -1 && memcmp(&s->key, &k, sizeof k) == 0) {
            if (s->n == CP_MEMO_MANY) return NULL;
            s->used = uses;
            *hit = 1;
            return s;
        }
        if (victim->n != -1 && (s->n == -1 || s->used < victim->used)) victim = s;
    }
    victim->key = k;
    victim->n = 0;
    victim->used = uses;
    return victim;
}

uint32_t cp_coll_memo_replay(const cp_coll_memo_t *s)
{
    for (int i = 0; i < s->n; i++)
        if (s->world[i] >= 0) cp_coll_count_send((uint32_t)s->world[i], s->bytes[i]);
        else cp_outside_send(CP_TRAFFIC_COLL, s->bytes[i]);
    return s->alg;
}

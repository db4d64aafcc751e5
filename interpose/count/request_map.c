#include "request_map.h"

#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "coll_persistent.h"
#include "comm_table.h"
#include "comm_world_map.h"
#include "hooks.h"
#include "outside_traffic.h"
#include "spin_lock.h"
#include "trace.h"

enum { K_RECV, K_PRECV, K_PSEND, K_MSG, K_PCOLL };

typedef struct tracked {
    struct tracked *next;
    uintptr_t key;
    int kind;
    int world;         /* destination of a persistent send, known source, or -1 */
    uint64_t bytes;    /* persistent send: bytes per start */
    int tag;           /* persistent send: its tag (for traces) */
    cp_rank_map_t *map; /* wildcard receive on a non-world communicator */
    uint32_t tcomm;     /* trace mode: the communicator's id in the trace (trace.h) */
    int local;          /* persistent send: the destination's rank in it */
    cp_coll_capture_t *coll; /* persistent collective: what one start counts */
    int seen;           /* persistent receive: counted by MPI_Request_get_status since its start */
} tracked_t;

/* Chained hash tables; they grow, never fill.  One thread in MPI uses one
 * table.  Under MPI_THREAD_MULTIPLE the entries are spread by handle over
 * CP_STRIPES tables, each with its lock, count and free entries on a cache
 * line of its own: with one table behind a mutex, two threads posting and
 * completing receives on two cores passed its lock and counters back and
 * forth, and a call took 3.9 times as long as without commprof; apart, 1.45
 * times, against 1.3 on one thread (make bench, section threads). */
enum { CP_STRIPES = 64 };
typedef struct stripe {
    cp_spin_lock_t lock;
    tracked_t **buckets;
    size_t nbuckets;
    size_t count; /* entries in this table (the first's: cp_req_tracked) */
    tracked_t *free_list;
} __attribute__((aligned(64))) stripe_t;
/* [0]: the table of a process with one thread in MPI; [1..]: those of
 * MPI_THREAD_MULTIPLE */
static stripe_t stripes[1 + CP_STRIPES];
/* The entries in stripes[0]; under MPI_THREAD_MULTIPLE, 1 once any table
 * has had one, so that the calls that skip work when nothing is tracked
 * (request_map.h) read no line that other threads write on every call. */
size_t cp_req_tracked;
static int threaded;

void cp_req_set_threaded(int t) { threaded = t; }

static inline uint64_t mix(uintptr_t k) { return (uint64_t)k * 0x9E3779B97F4A7C15ull; }

/* key's table: threads spread by the hash's top bits (buckets take bits
 * from 20 up) */
static inline stripe_t *stripe_of(uintptr_t key)
{
    return threaded ? &stripes[1 + (mix(key) >> 58)] : &stripes[0];
}
_Static_assert(CP_STRIPES == 64, "stripe_of takes the hash's top 6 bits");

/* Where s is stripes[0] at compile time (the single-threaded paths), the
 * tests on it fold away. */
static inline size_t *count_of(stripe_t *s) { return s == stripes ? &cp_req_tracked : &s->count; }

static inline void lk(stripe_t *s)
{
    if (threaded) cp_spin_lock(&s->lock);
}
static inline void ulk(stripe_t *s)
{
    if (threaded) cp_spin_unlock(&s->lock);
}

static inline size_t hash(uintptr_t k, size_t n) { return (size_t)(mix(k) >> 20) & (n - 1); }

static int grow(stripe_t *s)
{
    size_t n = s->nbuckets ? 2 * s->nbuckets : threaded ? 16 : 256;
    tracked_t **b = calloc(n, sizeof *b);
    if (!b) return -1;
    for (size_t i = 0; i < s->nbuckets; i++)
        for (tracked_t *t = s->buckets[i], *nx; t; t = nx) {
            nx = t->next;
            size_t h = hash(t->key, n);
            t->next = b[h];
            b[h] = t;
        }
    free(s->buckets);
    s->buckets = b;
    s->nbuckets = n;
    return 0;
}

/* Caller holds s's lock (when threaded), so the counts need no atomic
 * read-modify-write: a locked add costs more than the rest of the lookup.
 * `cp_req_tracked`'s unlocked readers only skip work when nothing is
 * tracked at all. */
static inline void count_add(stripe_t *s, long d)
{
    size_t *n = count_of(s);
    __atomic_store_n(n, *n + (size_t)d, __ATOMIC_RELAXED);
    if (s != stripes && !__atomic_load_n(&cp_req_tracked, __ATOMIC_RELAXED))
        __atomic_store_n(&cp_req_tracked, 1, __ATOMIC_RELAXED);
}

/* The entry in chain `b` for `key`: a stale one (a handle MPI freed
 * without our seeing it), or NULL. */
static inline tracked_t *in_chain(tracked_t *b, uintptr_t key)
{
    for (; b; b = b->next)
        if (b->key == key) return b;
    return NULL;
}

/* t, off the free list or new, becomes key's entry at the head of chain *b
 * of s. */
static inline void link_new(stripe_t *s, tracked_t *t, tracked_t **b, uintptr_t key)
{
    t->key = key;
    t->map = NULL;
    t->coll = NULL;
    t->next = *b;
    *b = t;
    count_add(s, 1);
}

/* The entry for `key` in s, reused if a stale one is there, else new.
 * Caller holds s's lock. */
static inline tracked_t *insert(stripe_t *s, uintptr_t key)
{
    if (*count_of(s) + 1 > s->nbuckets && grow(s)) return NULL;
    tracked_t **b = &s->buckets[hash(key, s->nbuckets)];
    tracked_t *t = in_chain(*b, key);
    if (t) {
        cp_comm_map_unref(t->map);
        cp_coll_capture_free(t->coll);
        t->map = NULL;
        t->coll = NULL;
        return t;
    }
    if ((t = s->free_list) != NULL)
        s->free_list = t->next;
    else if (!(t = malloc(sizeof *t)))
        return NULL;
    link_new(s, t, b, key);
    return t;
}

static inline tracked_t *find(stripe_t *s, uintptr_t key, int unlink)
{
    if (!*count_of(s)) return NULL;
    tracked_t **pp = &s->buckets[hash(key, s->nbuckets)];
    for (; *pp; pp = &(*pp)->next)
        if ((*pp)->key == key) {
            tracked_t *t = *pp;
            if (unlink) {
                *pp = t->next;
                count_add(s, -1);
            }
            return t;
        }
    return NULL;
}

/* t, unlinked from s, goes to s's free entries.  Caller holds s's lock. */
static inline void release(stripe_t *s, tracked_t *t)
{
    if (t->map) cp_comm_map_unref(t->map);
    if (t->coll) cp_coll_capture_free(t->coll);
    t->coll = NULL;
    t->next = s->free_list;
    s->free_list = t;
}

#define KEY(r) ((uintptr_t)(r))

static inline void add(uintptr_t key, int kind, int world, uint64_t bytes, cp_rank_map_t *map, uint32_t tcomm,
                int local, int tag)
{
    stripe_t *s = stripe_of(key);
    lk(s);
    tracked_t *t = insert(s, key);
    if (t) {
        t->kind = kind;
        t->world = world;
        t->bytes = bytes;
        t->map = map;
        t->tcomm = tcomm;
        t->local = local;
        t->tag = tag;
        t->seen = 0;
    }
    ulk(s);
    if (!t) {
        cp_comm_map_unref(map);
        cp_fail("out of memory for request tracking");
    }
}

__attribute__((noinline)) static void add_recv_slow(MPI_Request req, MPI_Comm comm, int source, int persistent)
{
    if (source == MPI_PROC_NULL || req == MPI_REQUEST_NULL) return;
    int world = -1;
    cp_rank_map_t *map = NULL;
    if (source == MPI_ANY_SOURCE) {
        map = cp_comm_map_ref(comm);
    } else if ((world = cp_world_rank(comm, source)) < 0) {
        world = CP_WORLD_OUTSIDE;
    }
    add(KEY(req), persistent ? K_PRECV : K_RECV, world, 0, map, cp_trace_here() ? cp_trace_comm(comm) : 0, 0, 0);
}

/* A free entry of s made key's, or NULL where the general path must run
 * (none free, the table must grow, or a stale entry for key).  Caller holds
 * s's lock. */
static inline tracked_t *link_free(stripe_t *s, uintptr_t key)
{
    tracked_t *t = s->free_list, **b;
    if (!t || *count_of(s) + 1 > s->nbuckets || in_chain(*(b = &s->buckets[hash(key, s->nbuckets)]), key))
        return NULL;
    s->free_list = t->next;
    link_new(s, t, b, key);
    return t;
}

static inline void set_recv(tracked_t *t, int world, int persistent)
{
    t->kind = persistent ? K_PRECV : K_RECV;
    t->world = world;
    t->tcomm = 0;
    t->seen = 0;
}

/* Under MPI_THREAD_MULTIPLE: apart, so that its lock's call to wait does
 * not make the single-threaded path save registers. */
__attribute__((noinline)) static void add_recv_locked(MPI_Request req, MPI_Comm comm, int source, int persistent,
                                                      int world)
{
    stripe_t *s = stripe_of(KEY(req));
    cp_spin_lock(&s->lock);
    tracked_t *t = link_free(s, KEY(req));
    if (t) set_recv(t, world, persistent);
    cp_spin_unlock(&s->lock);
    if (!t) add_recv_slow(req, comm, source, persistent);
}

/* The common post, a receive from a known source on a communicator at hand,
 * untraced, with a free entry, makes no call: so it saves no registers (a
 * third of its instructions were the prologue and epilogue that the general
 * path needs).  Under MPI_THREAD_MULTIPLE too: the rank is looked up in
 * this thread's cache before the lock. */
void cp_req_add_recv(MPI_Request req, MPI_Comm comm, int source, int persistent)
{
    int w;
    tracked_t *t;
    if (__builtin_expect(source >= 0 && req != MPI_REQUEST_NULL && !__atomic_load_n(&cp_tracing, __ATOMIC_RELAXED),
                         1) &&
        (w = cp_world_rank_at_hand(comm, source)) >= 0) {
        if (__builtin_expect(threaded, 0)) {
            add_recv_locked(req, comm, source, persistent, w);
            return;
        }
        if ((t = link_free(&stripes[0], KEY(req))) != NULL) {
            set_recv(t, w, persistent);
            return;
        }
    }
    add_recv_slow(req, comm, source, persistent);
}

void cp_req_add_mrecv(MPI_Request req, int world_source, uint32_t tcomm)
{
    if ((world_source >= 0 || world_source == CP_WORLD_OUTSIDE) && req != MPI_REQUEST_NULL)
        add(KEY(req), K_RECV, world_source, 0, NULL, tcomm, 0, 0);
}

void cp_req_add_psend(MPI_Request req, MPI_Comm comm, int dest, int tag, int64_t count_,
                      MPI_Datatype type)
{
    if (dest == MPI_PROC_NULL || req == MPI_REQUEST_NULL) return;
    int w = cp_world_rank(comm, dest);
    if (w < 0) w = CP_WORLD_OUTSIDE;
    add(KEY(req), K_PSEND, w, cp_type_bytes(count_, type), NULL, cp_trace_here() ? cp_trace_comm(comm) : 0, dest,
        tag);
}

void cp_req_add_pcoll(MPI_Request req, cp_coll_capture_t *c)
{
    if (!c || req == MPI_REQUEST_NULL) {
        cp_coll_capture_free(c);
        return;
    }
    stripe_t *s = stripe_of(KEY(req));
    lk(s);
    tracked_t *t = insert(s, KEY(req));
    if (t) {
        t->kind = K_PCOLL;
        t->world = -1;
        t->coll = c;
    }
    ulk(s);
    if (!t) {
        cp_coll_capture_free(c);
        cp_fail("out of memory for request tracking");
    }
}

void cp_req_start(MPI_Request req, int64_t now)
{
    if (!__atomic_load_n(&cp_req_tracked, __ATOMIC_RELAXED)) return;
    int w = -1, tag = 0, local = 0;
    uint32_t tcomm = 0;
    uint64_t bytes = 0;
    stripe_t *s = stripe_of(KEY(req));
    lk(s);
    tracked_t *t = find(s, KEY(req), 0);
    if (t && t->kind == K_PCOLL) cp_coll_capture_replay(t->coll); /* the tables are per thread: no lock order */
    if (t && t->kind == K_PRECV) t->seen = 0;
    if (t && t->kind == K_PSEND) {
        w = t->world;
        bytes = t->bytes;
        tag = t->tag;
        tcomm = t->tcomm;
        local = t->local;
    }
    ulk(s);
    if (w >= 0) {
        cp_table_count_send((uint32_t)w, bytes, now);
        cp_trace_send(tcomm, local, (uint32_t)w, tag, bytes);
    } else if (w == CP_WORLD_OUTSIDE) {
        cp_outside_send(CP_TRAFFIC_P2P, bytes);
    }
}

void cp_req_forget(MPI_Request req)
{
    if (!__atomic_load_n(&cp_req_tracked, __ATOMIC_RELAXED)) return;
    stripe_t *s = stripe_of(KEY(req));
    lk(s);
    tracked_t *t = find(s, KEY(req), 1);
    if (t) release(s, t);
    ulk(s);
}

void cp_msg_add(MPI_Message msg, MPI_Comm comm, MPI_Status *status)
{
    if (msg == MPI_MESSAGE_NULL || msg == MPI_MESSAGE_NO_PROC || status->MPI_SOURCE < 0) return;
    int w = cp_world_rank(comm, status->MPI_SOURCE);
    add(KEY(msg), K_MSG, w >= 0 ? w : CP_WORLD_OUTSIDE, 0, NULL, cp_trace_here() ? cp_trace_comm(comm) : 0, 0, 0);
}

int cp_msg_take(MPI_Message msg, uint32_t *tcomm)
{
    if (!__atomic_load_n(&cp_req_tracked, __ATOMIC_RELAXED)) return -1;
    int w = -1;
    stripe_t *s = stripe_of(KEY(msg));
    lk(s);
    tracked_t *t = find(s, KEY(msg), 0);
    if (t && t->kind == K_MSG) {
        w = t->world;
        *tcomm = t->tcomm;
        find(s, KEY(msg), 1);
        release(s, t);
    }
    ulk(s);
    return w;
}

/* t goes back into s.  Caller holds s's lock. */
static void relink(stripe_t *s, tracked_t *t)
{
    size_t h = hash(t->key, s->nbuckets);
    t->next = s->buckets[h];
    s->buckets[h] = t;
    count_add(s, 1);
}

/* The entry completion must count for `key` (in s), claimed if need be.
 * Caller holds s's lock.  A receive's handle dies when it completes, so its entry
 * is unlinked now (another thread may get the same handle for a new request
 * as soon as MPI frees it); a persistent receive's handle lives until
 * MPI_Request_free, which MPI forbids during its completion, so its entry
 * stays where it is; persistent sends and collectives count at MPI_Start. */
static inline tracked_t *claim(stripe_t *s, uintptr_t key)
{
    if (!*count_of(s)) return NULL;
    for (tracked_t **pp = &s->buckets[hash(key, s->nbuckets)]; *pp; pp = &(*pp)->next)
        if ((*pp)->key == key) {
            tracked_t *t = *pp;
            if (t->kind == K_RECV) {
                *pp = t->next;
                count_add(s, -1);
                return t;
            }
            return t->kind == K_PRECV ? t : NULL;
        }
    return NULL;
}

void cp_compl_begin(cp_compl_t *c, int n, const MPI_Request *reqs, MPI_Status **statuses)
{
    c->n = n;
    c->active = 0;
    c->late = 0;
    c->taken = NULL;
    c->statuses = NULL;
    if (n <= 0 || !__atomic_load_n(&cp_req_tracked, __ATOMIC_RELAXED)) return;
    if (!threaded) {
        c->handles = n <= CP_COMPL_INLINE ? c->handle_inline : malloc((size_t)n * sizeof *c->handles);
        if (!c->handles) {
            cp_fail("out of memory for request completion");
            return;
        }
        if (n == 1) /* Wait, Test: no call to memcpy */
            c->handles[0] = reqs[0];
        else
            memcpy(c->handles, reqs, (size_t)n * sizeof *reqs);
        c->late = 1;
        c->active = 1; /* which requests count is known only after the call */
    } else {
        c->taken = n <= CP_COMPL_INLINE ? c->taken_inline : malloc((size_t)n * sizeof *c->taken);
        if (!c->taken) {
            cp_fail("out of memory for request completion");
            return;
        }
        for (int i = 0; i < n; i++) {
            tracked_t *t = NULL;
            stripe_t *s;
            /* A table with no entry holds none of these requests: a request's
             * entry was counted in before its handle reached the program, and
             * only its own completion takes it out, so whatever the program did
             * to hand the handle here makes that count visible.  Sends' requests,
             * which have no entry, then cost no lock. */
            if (reqs[i] != MPI_REQUEST_NULL &&
                __atomic_load_n(&(s = stripe_of(KEY(reqs[i])))->count, __ATOMIC_RELAXED)) {
                cp_spin_lock(&s->lock);
                t = claim(s, KEY(reqs[i]));
                cp_spin_unlock(&s->lock);
            }
            c->taken[i] = t;
            c->active += t != NULL;
        }
    }
    if (c->active && statuses && *statuses == MPI_STATUSES_IGNORE) {
        c->statuses = n <= CP_COMPL_INLINE ? c->status_inline
                                          : malloc((size_t)n * sizeof *c->statuses);
        if (c->statuses) {
            *statuses = c->statuses;
        } else { /* no statuses to read: count nothing (recording stops;
                  * claimed entries are left, not put back) */
            cp_fail("out of memory for request completion");
            c->active = 0;
        }
    }
}

/* The receive `t` completed with `status`: count it. */
static inline __attribute__((always_inline)) void count_recv(tracked_t *t, MPI_Status *status)
{
    int world = t->world;
    if (world == -1 && status->MPI_SOURCE >= 0) {
        world = cp_map_rank(t->map, status->MPI_SOURCE);
        if (world < 0) world = CP_WORLD_OUTSIDE;
    }
    /* an inactive persistent request completes with an empty status; paused,
     * the entry goes (its handle may come back for another request) but
     * nothing counts */
    if ((world >= 0 || world == CP_WORLD_OUTSIDE) && status->MPI_SOURCE >= 0 && cp_counting())
        cp_hook_recv(MPI_COMM_NULL, world, status, t->tcomm);
}

/* ... and let go of its entry unless it is a persistent one's (whose entry
 * stays for the next start, and which MPI_Request_get_status may have
 * counted already). */
static inline __attribute__((always_inline)) void count_done(tracked_t *t, MPI_Status *status)
{
    if (t->kind == K_PRECV) {
        if (!__atomic_load_n(&t->seen, __ATOMIC_RELAXED)) count_recv(t, status);
        return;
    }
    count_recv(t, status);
    if (!threaded) {
        release(stripes, t);
        return;
    }
    stripe_t *s = stripe_of(t->key);
    cp_spin_lock(&s->lock);
    release(s, t);
    cp_spin_unlock(&s->lock);
}

/* MPI_Request_get_status found `req` complete and left it active.  A
 * receive counts now, once: the program may free the request next, and
 * nothing after would tell its source.  A receive's entry goes, so that
 * what ends the request later finds none; a persistent receive's is marked
 * until its next start. */
void cp_req_status(MPI_Request req, MPI_Status *status)
{
    if (!__atomic_load_n(&cp_req_tracked, __ATOMIC_RELAXED) || req == MPI_REQUEST_NULL) return;
    stripe_t *s = stripe_of(KEY(req));
    lk(s);
    tracked_t *t = claim(s, KEY(req));
    if (t && t->kind == K_PRECV) {
        if (t->seen) t = NULL;
        else t->seen = 1;
    }
    ulk(s);
    if (!t) return;
    if (t->kind == K_PRECV)
        count_recv(t, status); /* count_done would skip it, seen */
    else
        count_done(t, status);
}

/* Late (one thread in MPI, so one table): request `index` completed with
 * `status`; its entry, if a receive's, is looked up now. */
static inline __attribute__((always_inline)) void consume_late(cp_compl_t *c, int index, MPI_Status *status)
{
    if (index < 0 || index >= c->n || c->handles[index] == MPI_REQUEST_NULL) return;
    tracked_t *t = claim(&stripes[0], KEY(c->handles[index]));
    if (t) count_done(t, status);
}

/* Request `index` completed with `status`: count it. */
static void consume(cp_compl_t *c, int index, MPI_Status *status)
{
    if (c->late) {
        consume_late(c, index, status);
        return;
    }
    if (index < 0 || index >= c->n) return;
    tracked_t *t = c->taken[index];
    if (!t) return;
    c->taken[index] = NULL;
    c->active--;
    count_done(t, status);
}

void cp_compl_all(cp_compl_t *c, MPI_Status *statuses)
{
    if (!c->active) return;
    if (c->late) {
        for (int i = 0; i < c->n; i++) consume_late(c, i, &statuses[i]);
        return;
    }
    for (int i = 0; i < c->n && c->active; i++)
        if (c->taken[i]) consume(c, i, &statuses[i]);
}

void cp_compl_one(cp_compl_t *c, int index, MPI_Status *status)
{
    if (c->active && index != MPI_UNDEFINED) consume(c, index, status);
}

void cp_compl_some(cp_compl_t *c, int outcount, const int *indices, MPI_Status *statuses)
{
    if (!c->active || outcount == MPI_UNDEFINED) return;
    for (int j = 0; j < outcount; j++) consume(c, indices[j], &statuses[j]);
}

void cp_compl_end_slow(cp_compl_t *c)
{
    if (c->active && !c->late) { /* receives that did not complete: their entries go back */
        for (int i = 0; i < c->n; i++) {
            tracked_t *t = c->taken[i];
            if (!t || t->kind != K_RECV) continue;
            stripe_t *s = stripe_of(t->key);
            cp_spin_lock(&s->lock);
            relink(s, t);
            cp_spin_unlock(&s->lock);
        }
    }
    if (c->taken && c->taken != c->taken_inline) free(c->taken); /* or the handles (same union) */
    if (c->statuses && c->statuses != c->status_inline) free(c->statuses);
}

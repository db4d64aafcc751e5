#include "request_map.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "coll_persistent.h"
#include "comm_table.h"
#include "comm_world_map.h"
#include "hooks.h"
#include "outside_traffic.h"
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

/* Chained hash table; it grows, never fills. */
static tracked_t **buckets;
static size_t nbuckets;
size_t cp_req_tracked; /* entries in the table (request_map.h) */
static tracked_t *free_list;
static int threaded;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

void cp_req_set_threaded(int t) { threaded = t; }

static void lk(void)
{
    if (threaded) pthread_mutex_lock(&lock);
}
static void ulk(void)
{
    if (threaded) pthread_mutex_unlock(&lock);
}

static inline size_t hash(uintptr_t k, size_t n)
{
    return (size_t)((k * 0x9E3779B97F4A7C15ull) >> 20) & (n - 1);
}

static int grow(void)
{
    size_t n = nbuckets ? 2 * nbuckets : 256;
    tracked_t **b = calloc(n, sizeof *b);
    if (!b) return -1;
    for (size_t i = 0; i < nbuckets; i++)
        for (tracked_t *t = buckets[i], *nx; t; t = nx) {
            nx = t->next;
            size_t h = hash(t->key, n);
            t->next = b[h];
            b[h] = t;
        }
    free(buckets);
    buckets = b;
    nbuckets = n;
    return 0;
}

/* Caller holds the lock (when threaded), so `cp_req_tracked` needs no atomic
 * read-modify-write: a locked add costs more than the rest of the lookup.
 * Its unlocked readers only skip work when nothing is tracked at all. */
static inline void count_add(long d)
{
    __atomic_store_n(&cp_req_tracked, cp_req_tracked + (size_t)d, __ATOMIC_RELAXED);
}

/* The entry in chain `b` for `key`: a stale one (a handle MPI freed
 * without our seeing it), or NULL. */
static inline tracked_t *in_chain(tracked_t *b, uintptr_t key)
{
    for (; b; b = b->next)
        if (b->key == key) return b;
    return NULL;
}

/* t, off the free list or new, becomes key's entry at the head of chain *b. */
static inline void link_new(tracked_t *t, tracked_t **b, uintptr_t key)
{
    t->key = key;
    t->map = NULL;
    t->coll = NULL;
    t->next = *b;
    *b = t;
    count_add(1);
}

/* The entry for `key`, reused if a stale one is there, else new.  Caller
 * holds the lock. */
static inline tracked_t *insert(uintptr_t key)
{
    if (cp_req_tracked + 1 > nbuckets && grow()) return NULL;
    tracked_t **b = &buckets[hash(key, nbuckets)];
    tracked_t *t = in_chain(*b, key);
    if (t) {
        cp_comm_map_unref(t->map);
        cp_coll_capture_free(t->coll);
        t->map = NULL;
        t->coll = NULL;
        return t;
    }
    if ((t = free_list) != NULL)
        free_list = t->next;
    else if (!(t = malloc(sizeof *t)))
        return NULL;
    link_new(t, b, key);
    return t;
}

static inline tracked_t *find(uintptr_t key, int unlink)
{
    if (!cp_req_tracked) return NULL;
    tracked_t **pp = &buckets[hash(key, nbuckets)];
    for (; *pp; pp = &(*pp)->next)
        if ((*pp)->key == key) {
            tracked_t *t = *pp;
            if (unlink) {
                *pp = t->next;
                count_add(-1);
            }
            return t;
        }
    return NULL;
}

static inline void release(tracked_t *t)
{
    if (t->map) cp_comm_map_unref(t->map);
    if (t->coll) cp_coll_capture_free(t->coll);
    t->coll = NULL;
    t->next = free_list;
    free_list = t;
}

#define KEY(r) ((uintptr_t)(r))

static inline void add(uintptr_t key, int kind, int world, uint64_t bytes, cp_rank_map_t *map, uint32_t tcomm,
                int local, int tag)
{
    lk();
    tracked_t *t = insert(key);
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
    ulk();
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

/* The common post, a receive from a known source on a communicator at hand
 * by one thread, untraced, with a free entry, makes no call: so it saves
 * no registers (a third of its instructions were the prologue and epilogue
 * that the general path needs). */
void cp_req_add_recv(MPI_Request req, MPI_Comm comm, int source, int persistent)
{
    int w;
    tracked_t *t, **b;
    /* the free list is read only once `threaded` says no other thread uses it */
    if (__builtin_expect(!threaded && source >= 0 && (t = free_list) != NULL && req != MPI_REQUEST_NULL &&
                             !__atomic_load_n(&cp_tracing, __ATOMIC_RELAXED) && cp_req_tracked + 1 <= nbuckets,
                         1) &&
        (w = cp_world_rank_at_hand(comm, source)) >= 0 &&
        !in_chain(*(b = &buckets[hash(KEY(req), nbuckets)]), KEY(req))) { /* a stale one: the general path */
        free_list = t->next;
        link_new(t, b, KEY(req));
        t->kind = persistent ? K_PRECV : K_RECV;
        t->world = w;
        t->tcomm = 0;
        t->seen = 0;
        return;
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
    lk();
    tracked_t *t = insert(KEY(req));
    if (t) {
        t->kind = K_PCOLL;
        t->world = -1;
        t->coll = c;
    }
    ulk();
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
    lk();
    tracked_t *t = find(KEY(req), 0);
    if (t && t->kind == K_PCOLL) cp_coll_capture_replay(t->coll); /* the tables are per thread: no lock order */
    if (t && t->kind == K_PRECV) t->seen = 0;
    if (t && t->kind == K_PSEND) {
        w = t->world;
        bytes = t->bytes;
        tag = t->tag;
        tcomm = t->tcomm;
        local = t->local;
    }
    ulk();
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
    lk();
    tracked_t *t = find(KEY(req), 1);
    if (t) release(t);
    ulk();
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
    lk();
    tracked_t *t = find(KEY(msg), 0);
    if (t && t->kind == K_MSG) {
        w = t->world;
        *tcomm = t->tcomm;
        find(KEY(msg), 1);
        release(t);
    }
    ulk();
    return w;
}

/* Caller holds the lock. */
static void relink(tracked_t *t)
{
    size_t h = hash(t->key, nbuckets);
    t->next = buckets[h];
    buckets[h] = t;
    count_add(1);
}

/* The entry completion must count for `key`, claimed if need be.  Caller
 * holds the lock.  A receive's handle dies when it completes, so its entry
 * is unlinked now (another thread may get the same handle for a new request
 * as soon as MPI frees it); a persistent receive's handle lives until
 * MPI_Request_free, which MPI forbids during its completion, so its entry
 * stays where it is; persistent sends and collectives count at MPI_Start. */
static inline tracked_t *claim(uintptr_t key)
{
    if (!cp_req_tracked) return NULL;
    for (tracked_t **pp = &buckets[hash(key, nbuckets)]; *pp; pp = &(*pp)->next)
        if ((*pp)->key == key) {
            tracked_t *t = *pp;
            if (t->kind == K_RECV) {
                *pp = t->next;
                count_add(-1);
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
        lk();
        for (int i = 0; i < n; i++) {
            tracked_t *t = reqs[i] == MPI_REQUEST_NULL ? NULL : claim(KEY(reqs[i]));
            c->taken[i] = t;
            c->active += t != NULL;
        }
        ulk();
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
    lk();
    release(t);
    ulk();
}

/* MPI_Request_get_status found `req` complete and left it active.  A
 * receive counts now, once: the program may free the request next, and
 * nothing after would tell its source.  A receive's entry goes, so that
 * what ends the request later finds none; a persistent receive's is marked
 * until its next start. */
void cp_req_status(MPI_Request req, MPI_Status *status)
{
    if (!__atomic_load_n(&cp_req_tracked, __ATOMIC_RELAXED) || req == MPI_REQUEST_NULL) return;
    lk();
    tracked_t *t = claim(KEY(req));
    if (t && t->kind == K_PRECV) {
        if (t->seen) t = NULL;
        else t->seen = 1;
    }
    ulk();
    if (!t) return;
    if (t->kind == K_PRECV)
        count_recv(t, status); /* count_done would skip it, seen */
    else
        count_done(t, status);
}

/* Late (one thread in MPI): request `index` completed with `status`; its
 * entry, if a receive's, is looked up now. */
static inline __attribute__((always_inline)) void consume_late(cp_compl_t *c, int index, MPI_Status *status)
{
    if (index < 0 || index >= c->n || c->handles[index] == MPI_REQUEST_NULL) return;
    tracked_t *t = claim(KEY(c->handles[index]));
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
        lk();
        for (int i = 0; i < c->n; i++)
            if (c->taken[i] && ((tracked_t *)c->taken[i])->kind == K_RECV) relink(c->taken[i]);
        ulk();
    }
    if (c->taken && c->taken != c->taken_inline) free(c->taken); /* or the handles (same union) */
    if (c->statuses && c->statuses != c->status_inline) free(c->statuses);
}

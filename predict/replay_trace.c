/* OTF2 trace -> SimGrid time-independent actions (replay_trace.h).
 *
 * Three passes over the events, all held in memory (a trace of the 8 to
 * 64 ranks this is for holds millions of events, 40 bytes each):
 *   1. read: the definitions (analyzer/otf2_defs.h: strings, regions,
 *      the world's locations, communicators' groups), then every rank's
 *      events, each kept in its own order;
 *   2. number the messages: the k-th message a sender sends a receiver is
 *      tag k in the replay; a channel (sender, receiver, communicator,
 *      MPI tag) keeps its messages' numbers in send order, so its j-th
 *      receive (MPI's non-overtaking order) finds its number;
 *   3. per rank, the actions, written to its file. */
#include "replay_trace.h"

#include <errno.h>
#include <limits.h>
#include <otf2/otf2.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "otf2_defs.h"
#include "replay_coll.h"
#include "replay_subcoll.h"
#include "ti_actions.h"

enum { K_ENTER, K_LEAVE, K_SEND, K_RECV, K_COLL };

/* one event of a rank; for messages `a` is the peer's world rank and
 * `key` the communicator group's hash, for collectives `a` the operation
 * and `key` the communicator's index in the definitions */
typedef struct rev {
    uint64_t t, bytes, bytes2, key;
    uint32_t kind, a, tag, num; /* num: a send's replay tag (pass 2) */
} rev_t;

typedef struct rank_evs {
    rev_t *e;
    size_t n, cap;
} rank_evs_t;

/* what a region is, by its name */
enum {
    C_USER,     /* not an MPI call (phases, compiler-instrumented functions): ignored */
    C_OTHER,    /* an MPI call that moves nothing traced: its time */
    C_POLL,     /* probes and queries: neither time nor action */
    C_SEND, C_ISEND, C_RECV, C_IRECV, C_SENDRECV, C_START,
    C_WAIT1, C_WAITALL, C_WAITSOME, C_TEST,
    C_INIT, C_FINALIZE
};

static const struct {
    const char *name;
    int cls;
} call_class[] = {
    {"Send", C_SEND},         {"Bsend", C_SEND},          {"Rsend", C_SEND},      {"Ssend", C_SEND},
    {"Isend", C_ISEND},       {"Ibsend", C_ISEND},        {"Irsend", C_ISEND},    {"Issend", C_ISEND},
    {"Recv", C_RECV},         {"Mrecv", C_RECV},          {"Irecv", C_IRECV},     {"Imrecv", C_IRECV},
    {"Sendrecv", C_SENDRECV}, {"Sendrecv_replace", C_SENDRECV},
    {"Start", C_START},       {"Startall", C_START},
    {"Wait", C_WAIT1},        {"Waitany", C_WAIT1},       {"Waitall", C_WAITALL}, {"Waitsome", C_WAITSOME},
    {"Test", C_TEST},         {"Testany", C_TEST},        {"Testall", C_TEST},    {"Testsome", C_TEST},
    {"Request_get_status", C_TEST},
    {"Iprobe", C_POLL},       {"Probe", C_POLL},          {"Improbe", C_POLL},    {"Mprobe", C_POLL},
    {"Comm_rank", C_POLL},    {"Comm_size", C_POLL},      {"Wtime", C_POLL},      {"Get_count", C_POLL},
    {"Init", C_INIT},         {"Init_thread", C_INIT},    {"Finalize", C_FINALIZE},
};

static int classify(const char *name, int mpi)
{
    if (!mpi || !name) return C_USER;
    if (!strncmp(name, "MPI_", 4)) name += 4;
    char base[64];
    snprintf(base, sizeof base, "%s", name);
    size_t l = strlen(base);
    if (l > 2 && !strcmp(base + l - 2, "_c")) base[l - 2] = 0; /* MPI 4's large-count forms */
    for (size_t i = 0; i < sizeof call_class / sizeof *call_class; i++)
        if (!strcmp(base, call_class[i].name)) return call_class[i].cls;
    return C_OTHER;
}

typedef struct rd {
    const char *path;
    cp_err_t *err;
    int failed, cut;
    cp_otf2_defs_t defs;
    int *cls; /* each region's class (C_USER ...), by its row in defs.reg */
    rank_evs_t *ev;
    uint64_t unresolved, events;
} rd_t;

static int fail(rd_t *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int fail(rd_t *r, const char *fmt, ...)
{
    if (r->failed) return -1;
    r->failed = 1;
    va_list va;
    va_start(va, fmt);
    cp_err_vat(r->err, CP_ERR_FORMAT, r->path, 0, fmt, va);
    va_end(va);
    return -1;
}

#define OOM(r) (fail((r), "out of memory"), OTF2_CALLBACK_INTERRUPT)

/* ---- definitions: otf2_defs.h; here each region's class ---- */

static int resolve(rd_t *r)
{
    const cp_otf2_defs_t *d = &r->defs;
    if (!(r->cls = malloc((d->nreg ? d->nreg : 1) * sizeof *r->cls)) || !(r->ev = calloc(d->nworld, sizeof *r->ev)))
        return fail(r, "out of memory");
    /* MPI's regions by their paradigm, or by their name where a tracer
     * defines them as the user's (EZTrace 2.0: "MPI_Send", paradigm USER,
     * and no MPI_Init region; read as user code, its calls were none and
     * its run 0 s long) */
    for (size_t i = 0; i < d->nreg; i++) {
        const char *name = cp_otf2_string(d, d->reg[i].name);
        r->cls[i] = classify(name, d->reg[i].paradigm == OTF2_PARADIGM_MPI || (name && !strncmp(name, "MPI_", 4)));
    }
    return 0;
}

/* ---- events ---- */

static rank_evs_t *rank_of(rd_t *r, OTF2_LocationRef loc, uint32_t *rank)
{
    const cp_otf2_location_t *l = cp_otf2_location(&r->defs, loc);
    /* a thread other than the rank's own (Score-P's OpenMP locations): not replayed */
    if (!l || l->rank == UINT32_MAX || r->defs.world[l->rank] != loc) return NULL;
    *rank = l->rank;
    return &r->ev[l->rank];
}

static OTF2_CallbackCode push(rd_t *r, OTF2_LocationRef loc, rev_t e)
{
    uint32_t rank;
    rank_evs_t *v = rank_of(r, loc, &rank);
    if (!v) return OTF2_CALLBACK_SUCCESS;
    if (cp_otf2_grow((void **)&v->e, &v->cap, v->n + 1, sizeof *v->e)) return OOM(r);
    v->e[v->n++] = e;
    r->events++;
    return OTF2_CALLBACK_SUCCESS;
}

static OTF2_CallbackCode ev_enter(OTF2_LocationRef loc, OTF2_TimeStamp t, void *u, OTF2_AttributeList *a,
                                  OTF2_RegionRef region)
{
    rd_t *r = u;
    (void)a;
    const cp_otf2_region_t *g = cp_otf2_region(&r->defs, region);
    int cls = g ? r->cls[g - r->defs.reg] : C_USER;
    if (cls == C_USER) return OTF2_CALLBACK_SUCCESS;
    return push(r, loc, (rev_t){t, 0, 0, 0, K_ENTER, (uint32_t)cls, 0, 0});
}

static OTF2_CallbackCode ev_leave(OTF2_LocationRef loc, OTF2_TimeStamp t, void *u, OTF2_AttributeList *a,
                                  OTF2_RegionRef region)
{
    rd_t *r = u;
    (void)a;
    const cp_otf2_region_t *g = cp_otf2_region(&r->defs, region);
    int cls = g ? r->cls[g - r->defs.reg] : C_USER;
    if (cls == C_USER) return OTF2_CALLBACK_SUCCESS;
    return push(r, loc, (rev_t){t, 0, 0, 0, K_LEAVE, (uint32_t)cls, 0, 0});
}

/* a message's peer as a world rank, and its communicator's group hash */
static OTF2_CallbackCode message(rd_t *r, OTF2_LocationRef loc, OTF2_TimeStamp t, int kind, uint32_t peer,
                                 OTF2_CommRef comm, uint32_t tag, uint64_t len)
{
    const cp_otf2_comm_t *c = cp_otf2_comm(&r->defs, comm);
    uint32_t me;
    if (!rank_of(r, loc, &me)) return OTF2_CALLBACK_SUCCESS;
    if (!c || !c->g || c->group_b != UINT64_MAX || (c->g->self ? peer != 0 : peer >= c->g->n)) {
        r->unresolved++;
        return OTF2_CALLBACK_SUCCESS;
    }
    uint32_t w = c->g->self ? me : (uint32_t)c->g->members[peer];
    return push(r, loc, (rev_t){t, len, 0, c->g->hash, (uint32_t)kind, w, tag, 0});
}

static OTF2_CallbackCode ev_send(OTF2_LocationRef loc, OTF2_TimeStamp t, void *u, OTF2_AttributeList *a,
                                 uint32_t receiver, OTF2_CommRef comm, uint32_t tag, uint64_t len)
{
    (void)a;
    return message(u, loc, t, K_SEND, receiver, comm, tag, len);
}
static OTF2_CallbackCode ev_isend(OTF2_LocationRef loc, OTF2_TimeStamp t, void *u, OTF2_AttributeList *a,
                                  uint32_t receiver, OTF2_CommRef comm, uint32_t tag, uint64_t len, uint64_t req)
{
    (void)a, (void)req;
    return message(u, loc, t, K_SEND, receiver, comm, tag, len);
}
static OTF2_CallbackCode ev_recv(OTF2_LocationRef loc, OTF2_TimeStamp t, void *u, OTF2_AttributeList *a,
                                 uint32_t sender, OTF2_CommRef comm, uint32_t tag, uint64_t len)
{
    (void)a;
    return message(u, loc, t, K_RECV, sender, comm, tag, len);
}
static OTF2_CallbackCode ev_irecv(OTF2_LocationRef loc, OTF2_TimeStamp t, void *u, OTF2_AttributeList *a,
                                  uint32_t sender, OTF2_CommRef comm, uint32_t tag, uint64_t len, uint64_t req)
{
    (void)a, (void)req;
    return message(u, loc, t, K_RECV, sender, comm, tag, len);
}

static OTF2_CallbackCode ev_coll(OTF2_LocationRef loc, OTF2_TimeStamp t, void *u, OTF2_AttributeList *a,
                                 OTF2_CollectiveOp op, OTF2_CommRef comm, uint32_t root, uint64_t sent,
                                 uint64_t received)
{
    rd_t *r = u;
    (void)a;
    const cp_otf2_comm_t *c = cp_otf2_comm(&r->defs, comm);
    uint64_t ci = c ? (uint64_t)(c - r->defs.comm) : UINT64_MAX;
    return push(r, loc, (rev_t){t, sent, received, ci, K_COLL, (uint32_t)op, root, 0});
}

static OTF2_CallbackCode ev_onoff(OTF2_LocationRef loc, OTF2_TimeStamp t, void *u, OTF2_AttributeList *a,
                                  OTF2_MeasurementMode mode)
{
    rd_t *r = u;
    (void)loc, (void)t, (void)a;
    if (mode == OTF2_MEASUREMENT_OFF) r->cut = 1;
    return OTF2_CALLBACK_SUCCESS;
}

static int read_trace(rd_t *r)
{
    if (cp_otf2_open(r->path, &r->defs, r->err)) {
        r->failed = 1;
        return -1;
    }
    OTF2_Reader *rd = r->defs.reader;
    OTF2_ErrorCode e;
    uint64_t n = 0;
    int rc = -1;
    if (resolve(r)) goto out;
    for (uint32_t k = 0; k < r->defs.nworld; k++) OTF2_Reader_SelectLocation(rd, r->defs.world[k]);
    /* each location's local definitions: their mapping tables, which OTF2
     * applies to its events, turn a rank's own numbers for communicators
     * (commprof numbers them in the order a rank first uses them) into
     * the global ones; without, a message on any communicator but the
     * world's names another */
    int have_defs = OTF2_Reader_OpenDefFiles(rd) == OTF2_SUCCESS;
    if (OTF2_Reader_OpenEvtFiles(rd) != OTF2_SUCCESS) {
        fail(r, "cannot open the event files (%s)", cp_otf2_error());
        goto out;
    }
    for (uint32_t k = 0; k < r->defs.nworld; k++) {
        OTF2_DefReader *dr = have_defs ? OTF2_Reader_GetDefReader(rd, r->defs.world[k]) : NULL;
        if (dr) {
            uint64_t nd = 0;
            e = OTF2_Reader_ReadAllLocalDefinitions(rd, dr, &nd);
            OTF2_Reader_CloseDefReader(rd, dr);
            if (e != OTF2_SUCCESS) {
                fail(r, "bad local definitions of rank %u (%s)", k, cp_otf2_error()[0] ? cp_otf2_error() : OTF2_Error_GetDescription(e));
                goto out;
            }
        }
        if (!OTF2_Reader_GetEvtReader(rd, r->defs.world[k])) {
            fail(r, "no events of rank %u (%s)", k, cp_otf2_error()[0] ? cp_otf2_error() : "missing");
            goto out;
        }
    }
    if (have_defs) OTF2_Reader_CloseDefFiles(rd);
    OTF2_GlobalEvtReader *ge = OTF2_Reader_GetGlobalEvtReader(rd);
    OTF2_GlobalEvtReaderCallbacks *ecb = OTF2_GlobalEvtReaderCallbacks_New();
    if (!ge || !ecb) {
        OTF2_GlobalEvtReaderCallbacks_Delete(ecb);
        fail(r, "cannot read the events (%s)", cp_otf2_error());
        goto out;
    }
    OTF2_GlobalEvtReaderCallbacks_SetEnterCallback(ecb, ev_enter);
    OTF2_GlobalEvtReaderCallbacks_SetLeaveCallback(ecb, ev_leave);
    OTF2_GlobalEvtReaderCallbacks_SetMpiSendCallback(ecb, ev_send);
    OTF2_GlobalEvtReaderCallbacks_SetMpiIsendCallback(ecb, ev_isend);
    OTF2_GlobalEvtReaderCallbacks_SetMpiRecvCallback(ecb, ev_recv);
    OTF2_GlobalEvtReaderCallbacks_SetMpiIrecvCallback(ecb, ev_irecv);
    OTF2_GlobalEvtReaderCallbacks_SetMpiCollectiveEndCallback(ecb, ev_coll);
    OTF2_GlobalEvtReaderCallbacks_SetMeasurementOnOffCallback(ecb, ev_onoff);
    OTF2_Reader_RegisterGlobalEvtCallbacks(rd, ge, ecb, r);
    OTF2_GlobalEvtReaderCallbacks_Delete(ecb);
    cp_otf2_error_clear();
    e = OTF2_Reader_ReadAllGlobalEvents(rd, ge, &n);
    OTF2_Reader_CloseGlobalEvtReader(rd, ge);
    if (r->failed) goto out;
    if (e != OTF2_SUCCESS) {
        fail(r, "bad events after %llu records (%s)", (unsigned long long)n,
             cp_otf2_error()[0] ? cp_otf2_error() : OTF2_Error_GetDescription(e));
        goto out;
    }
    if (r->cut) {
        fail(r, "the trace was switched off before the job ended (commprof: COMMPROF_TRACE_LIMIT): a replay of "
                "part of the job predicts nothing; trace again with a larger limit");
        goto out;
    }
    rc = 0;
out:
    return rc;
}

/* ---- pass 2: each message's number ---- */

static uint64_t mix(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return x;
}

/* a channel: (sender, receiver, group hash, MPI tag), its messages'
 * numbers in send order, and how many of them receives have taken */
typedef struct chan {
    uint32_t src, dst, tag, used;
    uint64_t ghash;
    uint32_t *num;
    size_t n, cap, taken;
} chan_t;
/* a pair's count of messages so far */
typedef struct pairc {
    uint64_t key, used;
    uint32_t count;
} pairc_t;

typedef struct tabs {
    chan_t *ch;
    size_t nch, capch;
    pairc_t *pc;
    size_t npc, cappc;
} tabs_t;

static chan_t *find_chan(tabs_t *t, uint32_t src, uint32_t dst, uint32_t tag, uint64_t ghash, int add)
{
    if (add && 2 * (t->nch + 1) > t->capch) {
        size_t cap = t->capch ? 2 * t->capch : 1024;
        chan_t *n = calloc(cap, sizeof *n);
        if (!n) return NULL;
        for (size_t i = 0; i < t->capch; i++)
            if (t->ch[i].used) {
                chan_t *c = &t->ch[i];
                size_t h = mix(((uint64_t)c->src << 32 | c->dst) ^ mix(c->tag ^ mix(c->ghash))) & (cap - 1);
                while (n[h].used) h = (h + 1) & (cap - 1);
                n[h] = *c;
            }
        free(t->ch);
        t->ch = n, t->capch = cap;
    }
    if (!t->capch) return NULL;
    size_t h = mix(((uint64_t)src << 32 | dst) ^ mix(tag ^ mix(ghash))) & (t->capch - 1);
    for (;; h = (h + 1) & (t->capch - 1)) {
        chan_t *c = &t->ch[h];
        if (c->used && c->src == src && c->dst == dst && c->tag == tag && c->ghash == ghash) return c;
        if (!c->used) {
            if (!add) return NULL;
            *c = (chan_t){src, dst, tag, 1, ghash, NULL, 0, 0, 0};
            t->nch++;
            return c;
        }
    }
}

static uint32_t *pair_count(tabs_t *t, uint32_t src, uint32_t dst)
{
    if (2 * (t->npc + 1) > t->cappc) {
        size_t cap = t->cappc ? 2 * t->cappc : 1024;
        pairc_t *n = calloc(cap, sizeof *n);
        if (!n) return NULL;
        for (size_t i = 0; i < t->cappc; i++)
            if (t->pc[i].used) {
                size_t h = mix(t->pc[i].key) & (cap - 1);
                while (n[h].used) h = (h + 1) & (cap - 1);
                n[h] = t->pc[i];
            }
        free(t->pc);
        t->pc = n, t->cappc = cap;
    }
    uint64_t key = (uint64_t)src << 32 | dst;
    size_t h = mix(key) & (t->cappc - 1);
    while (t->pc[h].used && t->pc[h].key != key) h = (h + 1) & (t->cappc - 1);
    if (!t->pc[h].used) t->pc[h] = (pairc_t){key, 1, 0}, t->npc++;
    return &t->pc[h].count;
}

static int number_messages(rd_t *r, tabs_t *t)
{
    for (uint32_t s = 0; s < r->defs.nworld; s++)
        for (size_t i = 0; i < r->ev[s].n; i++) {
            rev_t *e = &r->ev[s].e[i];
            if (e->kind != K_SEND) continue;
            uint32_t *cnt = pair_count(t, s, e->a);
            chan_t *c = cnt ? find_chan(t, s, e->a, e->tag, e->key, 1) : NULL;
            if (!c || cp_otf2_grow((void **)&c->num, &c->cap, c->n + 1, sizeof *c->num)) return fail(r, "out of memory");
            e->num = *cnt & 0x7fffffff; /* SMPI reads tags as int */
            (*cnt)++;
            c->num[c->n++] = e->num;
        }
    return 0;
}

/* whether communicator ci holds the world's ranks in the world's order
 * (MPI_COMM_WORLD, its duplicates): its collectives are SMPI's to run */
static int world_group(const rd_t *r, uint64_t ci)
{
    if (ci >= r->defs.ncomm) return 0;
    const cp_otf2_group_t *g = r->defs.comm[ci].g;
    if (!g || r->defs.comm[ci].group_b != UINT64_MAX || g->self || g->n != r->defs.nworld) return 0;
    for (uint32_t i = 0; i < g->n; i++)
        if (g->members[i] != i) return 0;
    return 1;
}

/* ---- pass 2b: each group's calls, every member's totals (replay_coll.h) ----
 * A group is a communicator's members, found by their hash (one
 * communicator alike on every rank).  On the world's group its v-forms
 * are paired (SMPI runs the calls, with every block); on part of the world
 * every call, written as messages (replay_subcoll.h).  A group's calls
 * pair by their order on each member. */
typedef struct gcalls {
    const cp_otf2_group_t *g;
    int world;
    cp_vcalls_t calls;
} gcalls_t;

typedef struct groups {
    gcalls_t *t;
    size_t n, cap;
} groups_t;

/* the group of communicator ci whose calls pair (added where new with
 * add), -1 for none (intercommunicators, self, one rank, undefined), -2
 * out of memory */
static int group_index(const rd_t *r, groups_t *gs, uint64_t ci, int add)
{
    if (ci >= r->defs.ncomm || r->defs.nworld < 2) return -1;
    const cp_otf2_comm_t *c = &r->defs.comm[ci];
    const cp_otf2_group_t *g = c->g;
    if (!g || c->group_b != UINT64_MAX || g->self || g->n < 2) return -1;
    for (size_t i = 0; i < gs->n; i++)
        if (gs->t[i].g->hash == g->hash && gs->t[i].g->n == g->n) return (int)i;
    if (!add) return -1;
    if (cp_otf2_grow((void **)&gs->t, &gs->cap, gs->n + 1, sizeof *gs->t)) return -2;
    gs->t[gs->n] = (gcalls_t){g, world_group(r, ci), {.ranks = g->n}};
    return (int)gs->n++;
}

static int paired_op(const gcalls_t *gc, uint32_t op)
{
    return gc->world ? cp_ti_coll_is_v(op) : cp_subcoll_supported(op);
}

/* world rank w's place in group g, UINT32_MAX where it is none of it */
static uint32_t member_of(const cp_otf2_group_t *g, uint32_t w)
{
    for (uint32_t i = 0; i < g->n; i++)
        if (g->members[i] == w) return i;
    return UINT32_MAX;
}

static int pair_calls(rd_t *r, groups_t *gs)
{
    size_t *cnt = NULL, capc = 0;
    for (uint32_t k = 0; k < r->defs.nworld; k++) {
        if (cnt) memset(cnt, 0, capc * sizeof *cnt);
        for (size_t i = 0; i < r->ev[k].n; i++) {
            const rev_t *e = &r->ev[k].e[i];
            if (e->kind != K_COLL) continue;
            int gi = group_index(r, gs, e->key, 1);
            if (gi == -2) goto oom;
            if (gi < 0 || !paired_op(&gs->t[gi], e->a)) continue;
            size_t old = capc;
            if ((size_t)gi >= capc) {
                if (cp_otf2_grow((void **)&cnt, &capc, (size_t)gi + 1, sizeof *cnt)) goto oom;
                memset(cnt + old, 0, (capc - old) * sizeof *cnt);
            }
            gcalls_t *gc = &gs->t[gi];
            uint32_t q = gc->world ? k : member_of(gc->g, k);
            if (q == UINT32_MAX) gc->calls.unpaired = 1; /* a call on a group it is not in */
            else if (cp_vcalls_note(&gc->calls, cnt[gi]++, q, e->a, e->bytes, e->bytes2)) goto oom;
        }
    }
    free(cnt);
    for (size_t i = 0; i < gs->n; i++)
        if (cp_vcalls_close(&gs->t[i].calls)) return fail(r, "out of memory");
    return 0;
oom:
    free(cnt);
    return fail(r, "out of memory");
}

static void groups_free(groups_t *gs)
{
    for (size_t i = 0; i < gs->n; i++) cp_vcalls_free(&gs->t[i].calls);
    free(gs->t);
}

/* ---- pass 3: one rank's actions ---- */

/* Computation shorter than this is carried to the next gap instead of
 * written as an action of its own: SMPI replays about 130,000 actions a
 * second here, and most of a chatty code's gaps between MPI calls are
 * below a microsecond (HPCG on 8 ranks: 36,500 of 39,500 a rank).  What
 * is carried is at most this much at any time, and all of it is spent:
 * HPCG's replay (8 ranks) took 2.7 s instead of 4.7, its prediction moved by
 * 0.03%. */
#define CP_REPLAY_MIN_COMPUTE_S 2e-6

enum { A_COMPUTE, A_SEND, A_ISEND, A_RECV, A_IRECV, A_SLOT, A_WAIT, A_COLL };
typedef struct act {
    int type;
    uint32_t peer, tag, op, root;
    uint64_t bytes, bytes2;
    const cp_vcall_t *v; /* A_COLL: every rank's totals of the call, where paired (replay_coll.h) */
    double secs;  /* A_COMPUTE */
} act_t;

typedef struct out {
    act_t *a;
    size_t n, cap;
    size_t *slot; /* MPI_Irecv's placeholders not yet given their message, oldest first */
    size_t slot_head, nslot, capslot;
    struct pend {
        uint32_t dst, tag;
    } *isend; /* nonblocking sends not yet waited, oldest first */
    size_t isend_head, nisend, capisend;
    double pending_s; /* computation not yet written */
} out_t;

static int add(out_t *o, act_t a)
{
    if (a.type != A_COMPUTE && o->pending_s > 0) { /* the computation before it first */
        double s = o->pending_s;
        o->pending_s = 0;
        act_t c = {.type = A_COMPUTE, .secs = s};
        if (add(o, c)) return -1;
    }
    if (cp_otf2_grow((void **)&o->a, &o->cap, o->n + 1, sizeof *o->a)) return -1;
    o->a[o->n++] = a;
    return 0;
}

static int wait_isend(out_t *o, uint32_t me)
{
    struct pend p = o->isend[o->isend_head++];
    o->nisend--;
    return add(o, (act_t){.type = A_WAIT, .peer = p.dst, .tag = p.tag, .root = me});
}


/* a message of a sub-communicator's collective (replay_subcoll.h) as an action */
typedef struct sub_ctx {
    out_t *o;
    uint32_t me;
} sub_ctx_t;

static int sub_message(void *ctx, cp_p2p_t m)
{
    sub_ctx_t *c = ctx;
    switch (m.kind) {
    case CP_P2P_ISEND: return add(c->o, (act_t){.type = A_ISEND, .peer = m.peer, .tag = m.tag, .bytes = m.bytes});
    case CP_P2P_IRECV: return add(c->o, (act_t){.type = A_IRECV, .peer = m.peer, .tag = m.tag, .bytes = m.bytes});
    case CP_P2P_RECV: return add(c->o, (act_t){.type = A_RECV, .peer = m.peer, .tag = m.tag, .bytes = m.bytes});
    case CP_P2P_WAIT_SEND: return add(c->o, (act_t){.type = A_WAIT, .peer = m.peer, .tag = m.tag, .root = c->me});
    default: return add(c->o, (act_t){.type = A_WAIT, .peer = c->me, .tag = m.tag, .root = m.peer});
    }
}

/* the tag of group gi's call j: apart from the point-to-point ones (a
 * pair's count of messages, below 2^30) */
static uint32_t sub_tag(int gi, size_t j)
{
    return 0x40000000u | ((uint32_t)gi & 0x3ffu) << 20 | ((uint32_t)j & 0xfffffu);
}

static int rank_actions(rd_t *r, tabs_t *t, groups_t *gs, uint32_t me, out_t *o, cp_replay_stats_t *st)
{
    const rank_evs_t *v = &r->ev[me];
    double tick = r->defs.resolution ? 1.0 / (double)r->defs.resolution : 1e-9;
    int cls = -1, started = 0, got_recv = 0, coll_replayed = 0;
    size_t *calls = calloc(gs->n ? gs->n : 1, sizeof *calls); /* this rank's calls on each group so far */
    if (!calls) goto oom;
    uint64_t enter_t = 0, last_leave = 0, first_t = 0, end_t = 0;
    size_t sr_first = 0; /* MPI_Sendrecv: its send's place among the pending isends */
    for (size_t i = 0; i < v->n; i++) {
        const rev_t *e = &v->e[i];
        switch (e->kind) {
        case K_ENTER:
            if (cls >= 0) break; /* MPI inside MPI (a tool's call): the outer call counts */
            cls = (int)e->a, enter_t = e->t, got_recv = 0, coll_replayed = 0;
            if (cls == C_INIT) break;
            if (!started) started = 1, first_t = last_leave = e->t;
            if (cls == C_FINALIZE) {
                end_t = e->t;
                o->pending_s += (double)(e->t - last_leave) * tick;
                goto done;
            }
            o->pending_s += (double)(e->t - last_leave) * tick;
            if (cls == C_IRECV) {
                if (add(o, (act_t){.type = A_SLOT})) goto oom;
                if (cp_otf2_grow((void **)&o->slot, &o->capslot, o->slot_head + o->nslot + 1, sizeof *o->slot)) goto oom;
                o->slot[o->slot_head + o->nslot++] = o->n - 1;
            }
            if (cls == C_SENDRECV) sr_first = o->isend_head + o->nisend;
            break;
        case K_SEND: {
            int blocking = cls == C_SEND;
            if (add(o, (act_t){.type = blocking ? A_SEND : A_ISEND, .peer = e->a, .tag = e->num, .bytes = e->bytes}))
                goto oom;
            st->sends++;
            if (!blocking) {
                if (cp_otf2_grow((void **)&o->isend, &o->capisend, o->isend_head + o->nisend + 1, sizeof *o->isend)) goto oom;
                o->isend[o->isend_head + o->nisend++] = (struct pend){e->a, e->num};
            }
            break;
        }
        case K_RECV: {
            chan_t *c = find_chan(t, e->a, me, e->tag, e->key, 0);
            if (!c || c->taken >= c->n) {
                st->unmatched++;
                break;
            }
            uint32_t tag = c->num[c->taken++];
            got_recv = 1;
            st->recvs++;
            int completion = cls == C_WAIT1 || cls == C_WAITALL || cls == C_WAITSOME || cls == C_TEST;
            if (completion && o->nslot) {
                act_t *s = &o->a[o->slot[o->slot_head++]];
                o->nslot--;
                *s = (act_t){.type = A_IRECV, .peer = e->a, .tag = tag, .bytes = e->bytes};
                if (add(o, (act_t){.type = A_WAIT, .peer = me, .tag = tag, .root = e->a})) goto oom;
            } else {
                if (completion) st->recvs_late++;
                if (add(o, (act_t){.type = A_RECV, .peer = e->a, .tag = tag, .bytes = e->bytes})) goto oom;
            }
            break;
        }
        case K_COLL: {
            int gi = group_index(r, gs, e->key, 0);
            gcalls_t *gc = gi >= 0 ? &gs->t[gi] : NULL;
            size_t j = gc && paired_op(gc, e->a) ? calls[gi]++ : SIZE_MAX;
            const cp_vcall_t *v = gc && !gc->calls.unpaired && j < gc->calls.n ? &gc->calls.c[j] : NULL;
            if (world_group(r, e->key) && cp_ti_coll_name(e->a)) {
                if (r->defs.nworld > 1 && add(o, (act_t){.type = A_COLL, .op = e->a, .root = e->tag, .bytes = e->bytes,
                                                          .bytes2 = e->bytes2, .v = v}))
                    goto oom;
                coll_replayed = 1;
                st->colls_world++;
            } else if (v && !gc->world) {
                sub_ctx_t c = {o, me};
                if (cp_subcoll_expand(v, e->a, e->tag, gc->g->members, gc->g->n, member_of(gc->g, me), sub_tag(gi, j),
                                      sub_message, &c))
                    goto oom;
                coll_replayed = 1;
                st->colls_sub++;
            } else {
                st->colls_timed++;
            }
            break;
        }
        case K_LEAVE:
            if (cls < 0 || (int)e->a != cls) break;
            if (cls == C_INIT) {
                if (!started) st->ranks_from_init++;
                started = 1, first_t = last_leave = e->t, cls = -1;
                break;
            }
            /* its time, as computation: a call the replay has no action
             * for, and a test that completed nothing (a polling loop's:
             * commprof's writer leaves them out, and their time is then
             * between two calls; other writers' traces hold them) */
            if ((cls == C_OTHER || (cls == C_TEST && !got_recv)) && !coll_replayed) {
                double s = (double)(e->t - enter_t) * tick;
                o->pending_s += s;
                st->timed_s += s;
            }
            if (cls == C_WAITALL)
                while (o->nisend)
                    if (wait_isend(o, me)) goto oom;
            if ((cls == C_WAIT1 || cls == C_WAITSOME) && !got_recv && o->nisend && wait_isend(o, me)) goto oom;
            while (cls == C_SENDRECV && o->nisend && o->isend_head + o->nisend > sr_first) { /* its own send */
                struct pend p = o->isend[o->isend_head + --o->nisend];
                if (add(o, (act_t){.type = A_WAIT, .peer = p.dst, .tag = p.tag, .root = me})) goto oom;
            }
            last_leave = e->t;
            cls = -1;
            break;
        }
    }
    end_t = last_leave;
done:
    if (o->pending_s > 0 && add(o, (act_t){.type = A_COMPUTE, .secs = o->pending_s})) goto oom;
    o->pending_s = 0;
    if (started && end_t > first_t) {
        double span = (double)(end_t - first_t) * tick;
        if (span > st->span_s) st->span_s = span;
    }
    free(calls);
    return 0;
oom:
    free(calls);
    return fail(r, "out of memory");
}

static int write_rank(const char *path, uint32_t me, const out_t *o, uint32_t n, double speed, double *compute_s)
{
    FILE *f = fopen(path, "w");
    if (!f) return -1;
    fprintf(f, "%u init\n", me);
    double carry = 0; /* computation not yet written (CP_REPLAY_MIN_COMPUTE_S) */
    for (size_t i = 0; i < o->n; i++) {
        const act_t *a = &o->a[i];
        switch (a->type) {
        case A_COMPUTE:
            *compute_s += a->secs;
            carry += a->secs;
            if (carry >= CP_REPLAY_MIN_COMPUTE_S) fprintf(f, "%u compute %.0f\n", me, carry * speed), carry = 0;
            break;
        case A_SEND:
        case A_ISEND:
        case A_RECV:
        case A_IRECV: {
            static const char *nm[] = {[A_SEND] = "send", [A_ISEND] = "isend", [A_RECV] = "recv", [A_IRECV] = "irecv"};
            fprintf(f, "%u %s %u %u %llu %d\n", me, nm[a->type], a->peer, a->tag, (unsigned long long)a->bytes,
                    CP_TI_BYTE);
            break;
        }
        case A_SLOT: break; /* an MPI_Irecv whose completion the trace does not hold */
        case A_WAIT:    /* wait SRC DST TAG: for a send peer is the receiver, root me */
            if (a->root == me) fprintf(f, "%u wait %u %u %u\n", me, me, a->peer, a->tag);
            else fprintf(f, "%u wait %u %u %u\n", me, a->root, me, a->tag);
            break;
        case A_COLL: cp_ti_write_coll(f, me, n, a->op, a->root, a->bytes, a->bytes2, a->v); break;
        }
    }
    if (carry * speed >= 1) fprintf(f, "%u compute %.0f\n", me, carry * speed);
    fprintf(f, "%u finalize\n", me);
    int bad = ferror(f);
    return fclose(f) == 0 && !bad ? 0 : -1;
}

static void release(rd_t *r, tabs_t *t)
{
    if (r->ev)
        for (uint32_t k = 0; k < r->defs.nworld; k++) free(r->ev[k].e);
    free(r->ev), free(r->cls);
    cp_otf2_close(&r->defs);
    for (size_t i = 0; i < t->capch; i++) free(t->ch[i].num);
    free(t->ch), free(t->pc);
}

int cp_replay_from_otf2(const char *anchor, const char *dir_out, double speed, cp_replay_stats_t *st, cp_err_t *err)
{
    rd_t r = {.path = anchor, .err = err};
    tabs_t t = {0};
    groups_t gs = {0};
    memset(st, 0, sizeof *st);
    int rc = -1;
    if (read_trace(&r) || number_messages(&r, &t) || pair_calls(&r, &gs)) goto out;
    if (mkdir(dir_out, 0777) && errno != EEXIST) {
        cp_err_at(err, CP_ERR_IO, dir_out, 0, "cannot make the directory: %s", strerror(errno));
        goto out;
    }
    char path[PATH_MAX + 32], absdir[PATH_MAX];
    if (!realpath(dir_out, absdir)) snprintf(absdir, sizeof absdir, "%s", dir_out);
    snprintf(path, sizeof path, "%s/index", absdir);
    FILE *idx = fopen(path, "w");
    if (!idx) {
        cp_err_at(err, CP_ERR_IO, path, 0, "cannot write: %s", strerror(errno));
        goto out;
    }
    st->ranks = r.defs.nworld;
    st->events = r.events;
    st->unresolved = r.unresolved;
    for (uint32_t k = 0; k < r.defs.nworld; k++) {
        out_t o = {0};
        int bad = rank_actions(&r, &t, &gs, k, &o, st);
        snprintf(path, sizeof path, "%s/rank-%u.txt", absdir, k); /* SMPI's names: analyzer reads them back */
        if (!bad && write_rank(path, k, &o, r.defs.nworld, speed, &st->compute_s)) {
            cp_err_at(err, CP_ERR_IO, path, 0, "cannot write: %s", strerror(errno));
            bad = 1;
        }
        free(o.a), free(o.slot), free(o.isend);
        if (bad) {
            fclose(idx);
            goto out;
        }
        fprintf(idx, "%s\n", path);
    }
    if (fclose(idx)) {
        cp_err_set(err, CP_ERR_IO, "%s/index: cannot write: %s", absdir, strerror(errno));
        goto out;
    }
    rc = 0;
out:
    release(&r, &t);
    groups_free(&gs);
    return rc;
}

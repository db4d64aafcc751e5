/* The time objective (--objective time): the traced run replayed on the
 * machine's latencies and bandwidths, then again with what its messages
 * wait for the links they share (map_time_flows.c), and its end taken as
 * the placement's cost.  Sums over pairs or links see how much
 * crosses each level, not when: in a pipelined sweep (Sweep3D, LU) the run
 * is the longest chain of messages that wait on each other, and a tiling
 * whose boundaries the chain can follow (a straight row of cells that each
 * pay a crossing) is slower than one of equal pair sum that it must cut
 * across.  Measured at 1,024 ranks on the 4:1 tapered fat tree
 * (docs/benchmarks.md): this replay put block, Scotch's and the pair sum's
 * placements within 1% of SMPI's own times, and in the same order, where
 * every sum ranked them otherwise.
 *
 * The replay is max-plus: each call ends at the latest of what it waits
 * for plus its own cost, so it is the same in whatever order the ranks are
 * run.  Messages below CP_TIME_EAGER bytes leave at once (SMPI's detached
 * sends): the sender goes on, the receiver has them at send + cost; larger
 * ones start when both sides have posted.  Receives match sends of the
 * same pair and tag in order.  Collectives are recursive doubling's
 * log2(n) steps on this placement, each rank leaving at its own path's
 * end (coll_run).  Computation runs at the platform's core speed, else
 * CP_MACHINE_FLOPS.  On a SimGrid platform the links cost what
 * SMPI makes of them (its factors by size, the platform's or SimGrid's
 * defaults: at 64 KiB 11.6 times the latency), and a message between
 * hosts pays its own route's latency (a dragonfly's routes between two
 * groups have 3 to 7 links: the level's mean put the wavefront's sheared
 * placements 4% under SMPI's times).
 *
 * Contention: each message's time on the wire is recorded, the flow
 * model gives each its wait on its busiest link, and the replay is run
 * again with the waits, until its end moves by less than
 * CP_TIME_FLOW_CLOSE twice in a row (at most CP_TIME_FLOW_PASSES times;
 * the waits move by a step that shrinks where they swing,
 * CP_TIME_FLOW_STEP).  Without it, the
 * shear that ended first at 1,024 ranks on the 4:1 fat tree was predicted
 * 0.189 s and ran 0.2017 s in SMPI (its uplinks carry 2.4 times as much);
 * with it, 15 placements of the wavefront are within 1% of SMPI's times
 * there, 7 on the dragonfly within 0.25%. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "machine_routes.h"
#include "map.h"
#include "huge_pages.h"

/* the later of two times: fmax is a call into libm (it orders NaNs),
 * 1.8% of a 4,096-rank mapping's CPU; a replay's times are never NaN */
static inline double later(double a, double b) { return a < b ? b : a; }

/* SMPI's smpi/send-is-detached-thresh */
#define CP_TIME_EAGER 65536.0
/* the flow model's replays after the first, at most, and the change of
 * the end below which they stop, twice in a row: one small step is not a
 * fixed point.  On the irregular kernel at 1,024 ranks a placement's
 * ends went 0.002965, 0.003380, 0.003392 (0.35%), then 0.003559 and on to
 * 0.00369 (25 passes), where the others' rose to theirs: stopped at the
 * first small step, it was predicted 8% under them and chosen, and SMPI
 * ran it 9% slower than the member that ends first with two
 * (docs/benchmarks.md) */
#define CP_TIME_FLOW_PASSES CP_TIME_MAX_PASSES
#define CP_TIME_FLOW_CLOSE 0.005
/* The passes are a fixed-point iteration: each replays with the waits
 * the flows of the replay before gave.  Taken whole, a wait that pushes
 * a message into the next exchange's window grows the waits there, and
 * the ends overshoot and swing: LAMMPS's halo on the testbed's platform
 * (8 ranks, each message across the trunk 3.6-4.8 kB) went 2.338, 2.708,
 * 2.798, 2.812 s, 2.804 at the eighth and still 2.46 after 30, where
 * SMPI replays it in 2.316 and the waits' fixed point is about 2.27.
 * Moving every wait half way settles such swings but climbs half as fast
 * where the contention is real (the 3-D halo at 1,024 ranks on a
 * dragonfly: 9.4% under SMPI at the eighth pass where whole waits are
 * 5.5%; docs/benchmarks.md).  So the step shrinks only where the waits
 * swing: by CP_TIME_FLOW_STEP each time the residual (how far, summed over
 * the messages, the flows put the waits from those replayed) has grown
 * CP_TIME_FLOW_SWING passes in a row.  LAMMPS's halo: 2.425 s at the
 * eighth pass; the dragonfly's halo, whose residual falls every pass,
 * exactly as with whole waits.  Halved at every pass whose residual grew,
 * the step gave LAMMPS 2.377 s but collapsed on a single bump: the
 * irregular kernel's round-robin order at 1,024 ranks on the 4:1 fat tree,
 * 0.045962 s whole at the eighth pass, 0.048 settled, SMPI 0.046464, fell
 * to 0.042546 with a step of 1/32. */
#define CP_TIME_FLOW_STEP 0.5
#define CP_TIME_FLOW_SWING 2

/* A posted call.  Its slot is taken again once it is both matched and
 * waited: the live ones are a few a rank, where every call of the run
 * (10^6 at 4,096 ranks) made the replay wait on memory. */
typedef struct req {
    int owner, peer, tag, seq; /* seq: a send's number in the replay (the same every pass), -1 a receive */
    unsigned char is_send, matched, waited;
    double bytes, post, done; /* done < 0: not over yet */
} req_t;

/* a posted call waiting for its partner, per receiving rank */
typedef struct wait_q {
    int *req; /* request ids in post order */
    int n, cap;
} wait_q_t;

struct cp_time_work {
    int n;
    int64_t *pc;
    double *t;
    int *blocked; /* -2 running, -1 on a collective, else the request waited (or n-th of waitall: see open) */
    int *queue, qhead, qtail, *inq;
    req_t *req;
    int nreq, capreq;
    int *free_req, nfree; /* slots to take again (capreq of them at most) */
    int nsend, capflow; /* sends so far this pass; w->flow's room */
    wait_q_t *sends, *recvs; /* per receiver: unmatched sends to it, its unmatched receives */
    wait_q_t *open;          /* per rank: its requests not waited yet */
    int ncoll_in;
    double *coll_end;  /* 2 x n: each rank's time after each step of a collective (coll_run) */
    double *coll_msg;  /* its messages' costs in coll_run's order (n x (log2 n + 2)), for coll_msg_bytes on this placement */
    double coll_msg_bytes;
    int coll_msg_ok;
    int64_t *coll_seq; /* per rank: collectives entered */
    const cp_ti_program_t *p;
    const cp_machine_t *m;
    const int *core_of;
    /* the flow model, per send by its seq: of the pass before, the time
     * its bytes waited for links shared with others (map_time_flows.c) */
    double *extra;
    double *fifo; /* of its extra, what it queued behind its pair's earlier messages */
    /* of the waits the pass before replayed with: the links' part, the
     * queue's part; the step each pass moves them by (CP_TIME_FLOW_STEP),
     * how far the flows put them from those replayed, summed (the
     * residual), and the passes in a row whose residual grew */
    double *prev, *prevq, step, residual;
    int grew;
    int nextra, capextra, use_extra, flow_passes;
    /* per send by its seq, on this replay's placement: its cost alone,
     * the latency's part, the bandwidth factor (deliver); msg_known once
     * a pass without the flows' waits wrote them all */
    double *msg;
    int nmsg, msg_known;
    double stop_after; /* cp_time_work_stop_after's */
    const double *stop_live; /* cp_time_work_stop_live's */
    int stopped;
    /* the last replay's ends: without the flows' waits, then after each
     * pass (cp_time_work_passes, cp_time_passes_cut) */
    double pass_end[CP_TIME_MAX_PASSES + 1];
    int npass;
    int rising; /* the passes, from the first, through which the residual never grew (passes_verdict) */
    double link_bound; /* its most loaded link's bytes over its capacity (cp_time_flows_link_bound) */
    int no_bound;      /* without the flows, not that either (cp_time_work_link_bound) */
    double back;       /* cp_time_work_back_weight's (< 0: SimGrid's) */
    cp_time_flows_t *flows;
    cp_time_flow_t *flow; /* this pass: its bytes on the wire (e <= s: none) and its time alone */
    /* per pair of hosts, its route's links (0xff: not asked yet), for hops_m */
    unsigned char *hops;
    const cp_machine_t *hops_m;
    int nhosts;
    /* the tape of tp (see replay_tape), and the slots' times it works on */
    const cp_ti_program_t *tp;
    int64_t tp_nops;
    int tape_state; /* 0 none, 1 being written, 2 written, -1 the trace does not finish, -2 no room */
    unsigned char *tape;
    size_t ntape, captape;
    int tape_slots, tape_nsend;
    double *slot_post, *slot_done;
    int tape_off; /* every replay through the trace (the tape's unit check compares) */
    int tape_lent; /* tape is another work's (cp_time_work_lend_tape): read, never written or freed */
};

/* The tape.  Which send meets which receive, which call waits on which,
 * who is last into a collective: none of it depends on the times, only
 * on the trace, so every replay of a trace does the same arithmetic in
 * the same order, on other costs.  The first replay writes that
 * arithmetic down, the others only redo it: a pass over one array,
 * where the replay proper went rank by rank through the trace's calls
 * and its queues (21 ms a replay of the 4,096-rank wavefront, most of it
 * waiting on memory).  The same operations in the same order: the same
 * times to the last bit. */
enum {
    TP_COMPUTE,    /* int rank, double flops */
    TP_POST,       /* int slot, int rank */
    TP_POST_EAGER, /* int slot, int rank: a send that leaves at once */
    TP_MATCH,      /* int send slot, int receive slot, int seq, int sender, int receiver, double bytes */
    TP_WAIT,       /* int rank, int slot */
    TP_COLL,       /* double bytes */
    TP_UNMATCHED,  /* int seq: a send no receive met (not on the wire) */
};

/* A tape's most bytes (about 15 bytes a call: 26 MB for the 4,096-rank
 * wavefront's 1.7 million calls), per thread: a longer trace is replayed
 * through its calls every time, as before the tape, rather than hold
 * gigabytes a thread. */
#define CP_TIME_TAPE_MAX ((size_t)256 << 20)

/* Measured: HPCG's trace at 64 ranks (1.6 million messages, 5.3 million
 * calls) took 337 MB more on two threads than on one, 420 MB of scratch
 * on one (the arrays grow by doubling): 200 bytes a message, 15 a call
 * on the tape; 24 a message more since its cost is kept between passes,
 * and 65 more since the flow model sorts all a pass's flows at once
 * (miniFE at 1,024 ranks, 4.3 million messages: 1.52 -> 1.80 GB on one
 * thread; map_time_flows.c); 16 more for the two parts of each wait the
 * pass before replayed with (CP_TIME_FLOW_STEP; counted, not measured). */
#define CP_TIME_BYTES_PER_SEND 306.0
#define CP_TIME_BYTES_PER_CALL 15.0

double cp_time_work_bytes(const cp_ti_program_t *p, int64_t *sends_out)
{
    int64_t sends = 0;
    for (int64_t i = 0; i < p->nops; i++) sends += p->ops[i].kind == CP_TI_ISEND;
    *sends_out = sends;
    double tape = CP_TIME_BYTES_PER_CALL * (double)p->nops;
    if (tape > (double)CP_TIME_TAPE_MAX) tape = (double)CP_TIME_TAPE_MAX;
    return CP_TIME_BYTES_PER_SEND * (double)sends + tape + 64.0 * p->n;
}

static void tape_put(cp_time_work_t *w, int kind, const int *v, int nv, const double *x)
{
    size_t len = 1 + (size_t)nv * sizeof *v + (x ? sizeof *x : 0);
    if (w->tape_state != 1) return;
    if (w->ntape + len > w->captape) {
        size_t cap = w->captape ? 2 * w->captape : 1 << 16;
        unsigned char *t = cap <= CP_TIME_TAPE_MAX ? cp_realloc_huge(w->tape, w->ntape, cap) : NULL;
        if (!t) { /* too long, or no room: every replay goes through the trace */
            free(w->tape), w->tape = NULL, w->ntape = w->captape = 0, w->tape_state = -2;
            return;
        }
        w->tape = t, w->captape = cap;
    }
    unsigned char *o = w->tape + w->ntape;
    *o++ = (unsigned char)kind;
    if (nv) memcpy(o, v, (size_t)nv * sizeof *v), o += (size_t)nv * sizeof *v;
    if (x) memcpy(o, x, sizeof *x);
    w->ntape += len;
}

static int push(wait_q_t *q, int v)
{
    if (q->n == q->cap) {
        int cap = q->cap ? 2 * q->cap : 8;
        int *t = realloc(q->req, (size_t)cap * sizeof *t);
        if (!t) return -1;
        q->req = t, q->cap = cap;
    }
    q->req[q->n++] = v;
    return 0;
}

static void take(wait_q_t *q, int i)
{
    memmove(q->req + i, q->req + i + 1, (size_t)(q->n - i - 1) * sizeof *q->req);
    q->n--;
}

void cp_time_work_free(cp_time_work_t *w)
{
    if (!w) return;
    for (int r = 0; r < w->n; r++) free(w->sends[r].req), free(w->recvs[r].req), free(w->open[r].req);
    free(w->sends), free(w->recvs), free(w->open);
    free(w->pc), free(w->t), free(w->blocked), free(w->queue), free(w->inq), free(w->req), free(w->free_req), free(w->coll_seq);
    free(w->extra), free(w->fifo), free(w->prev), free(w->prevq), free(w->flow), free(w->hops), free(w->msg);
    if (!w->tape_lent) free(w->tape);
    free(w->slot_post), free(w->slot_done), free(w->coll_end), free(w->coll_msg);
    cp_time_flows_free(w->flows);
    free(w);
}

cp_time_work_t *cp_time_work_new(int n)
{
    cp_time_work_t *w = calloc(1, sizeof *w);
    if (!w) return NULL;
    w->n = n;
    w->flow_passes = CP_TIME_FLOW_PASSES;
    w->back = -1;
    w->pc = calloc((size_t)n, sizeof *w->pc), w->t = calloc((size_t)n, sizeof *w->t);
    w->blocked = calloc((size_t)n, sizeof *w->blocked), w->queue = calloc((size_t)n + 1, sizeof *w->queue);
    w->inq = calloc((size_t)n, sizeof *w->inq), w->coll_seq = calloc((size_t)n, sizeof *w->coll_seq);
    w->sends = calloc((size_t)n, sizeof *w->sends), w->recvs = calloc((size_t)n, sizeof *w->recvs);
    w->open = calloc((size_t)n, sizeof *w->open), w->coll_end = malloc((size_t)2 * (size_t)n * sizeof *w->coll_end);
    int steps = 2;
    while ((1 << (steps - 2)) < n) steps++;
    w->coll_msg = malloc((size_t)steps * (size_t)n * sizeof *w->coll_msg);
    if (!w->pc || !w->t || !w->blocked || !w->queue || !w->inq || !w->coll_seq || !w->sends || !w->recvs || !w->open ||
        !w->coll_end || !w->coll_msg) {
        cp_time_work_free(w);
        return NULL;
    }
    return w;
}

/* SMPI's factor for a message of `bytes`: the first from a size at or below it (1 below all) */
static double factor(const struct cp_size_factor *f, int n, double bytes)
{
    for (int k = 0; k < n; k++)
        if (bytes >= f[k].from) return f[k].value;
    return 1;
}

/* the links of the route from host a to host b that have a latency (not
 * limiters), remembered per pair (the replays ask for the same pairs
 * again and again) */
static int route_links(cp_time_work_t *w, int a, int b)
{
    const cp_machine_t *m = w->m;
    if (!w->hops && w->hops_m != m) {
        int nh = 0;
        for (int c = 0; c < m->ncores; c++)
            if (m->core_host[c] >= nh) nh = m->core_host[c] + 1;
        w->hops_m = m, w->nhosts = nh;
        if ((w->hops = malloc((size_t)nh * (size_t)nh))) memset(w->hops, 0xff, (size_t)nh * (size_t)nh);
    }
    unsigned char *h = w->hops && w->hops_m == m && a < w->nhosts && b < w->nhosts ? &w->hops[(size_t)a * w->nhosts + b] : NULL;
    if (h && *h != 0xff) return *h;
    int link[CP_ROUTES_MAX_HOPS], k = cp_routes_path(m->routes, a, b, link), n = 0;
    for (int i = 0; i < k; i++) n += cp_routes_link_latency(m->routes, link[i]) > 0; /* limiters have none */
    if (h) *h = (unsigned char)n;
    return n;
}

/* a message of `bytes` between the cores of ranks a and b, in seconds
 * (*lat: its latency's part, may be NULL) */
static double msg_cost(cp_time_work_t *w, int ca, int cb, double bytes, double *lat)
{
    const cp_machine_t *m = w->m;
    int d = cp_core_lca(m, ca, cb);
    if (lat) *lat = 0;
    if (d >= m->depth) d = m->depth - 1; /* two ranks on one core (more ranks than cores): its innermost level */
    double a = m->alpha_ps[d], b = m->beta_ps[d];
    if (m->nband) { /* the cost file's segment of this size (record_format.h's classes) */
        uint64_t s = (uint64_t)bytes;
        unsigned cls = s ? 64u - (unsigned)__builtin_clzll(s) : 0;
        int k = 0;
        while (k + 1 < m->nband && cls >= m->band_bin[k + 1]) k++;
        a = m->band_alpha_ps[d * m->nband + k], b = m->band_beta_ps[d * m->nband + k];
    }
    if (m->routes && cp_routes_has_latency(m->routes) && m->core_host[ca] != m->core_host[cb]) {
        /* a level's latency is its routes' mean; a dragonfly's differ by
         * the routers at both ends (2 to 7 links), which a chain of
         * messages pays in full */
        a = route_links(w, m->core_host[ca], m->core_host[cb]) * cp_routes_latency(m->routes) * 1e12;
    }
    if (m->pair_scale && d < m->pair_depth) /* a cost file's pairs: their own latency, not their level's */
        a *= m->pair_scale[(size_t)m->pair_row[m->anc[m->pair_depth * m->ncores + ca]] * m->npair_sw +
                           m->pair_row[m->anc[m->pair_depth * m->ncores + cb]]];
    if (m->nlat_factor) a *= factor(m->lat_factor, m->nlat_factor, bytes);
    if (m->nbw_factor) b /= factor(m->bw_factor, m->nbw_factor, bytes);
    if (lat) *lat = a * 1e-12;
    return (a + b * bytes) * 1e-12;
}

/* A collective of all ranks, after the last one is in: recursive
 * doubling as Open MPI and MPICH run a small all-reduce (SimGrid's
 * allreduce-rdb.cpp the same), a message of `bytes` each way per pair on
 * this placement.  Where n is not a power of two, the first 2 x rem ranks
 * (rem = n - 2^k) fold in pairs: each even one sends to the odd one
 * above it, which takes its place in the doubling, and gets the result
 * from it at the end.  Each rank starts a step when it and its partner
 * have ended the one before, and leaves at its own end: t[] holds each
 * rank's entry and gets its exit.  The steps' slowest pair, summed, put
 * 100 all-reduces on the 1,024-rank dragonfly, placed by Scotch, 33% over
 * SMPI's own recursive doubling (13.60 against 10.22 ms); the longest
 * path with every rank leaving at the collective's end, 11% over (11.38):
 * one all-reduce alone it had to the microsecond (113 µs), but a rank
 * whose path is short starts the next one early, and the longest paths
 * of consecutive all-reduces are not the same ranks' (docs/benchmarks.md).
 * Charging every step at the top level put LULESH's 1,000 ranks 5-7% over
 * SMPI's times; most steps pair ranks of one node or one switch. */
static void coll_run(cp_time_work_t *w, double bytes, double *t)
{
    int n = w->n, pof2 = 1;
    while (pof2 <= n / 2) pof2 <<= 1;
    int rem = n - pof2;
    const int *core = w->core_of;
    double *a = w->coll_end, *b = w->coll_end + n; /* per rank of the doubling: its time */
    /* the messages' costs, once a placement and size: applications
     * repeat theirs (miniFE's mapping at 1,024 ranks took twice as long
     * with each cost asked again) */
    double *c = w->coll_msg;
    if (!w->coll_msg_ok || w->coll_msg_bytes != bytes) {
#define COLL_REAL(k) ((k) < rem ? 2 * (k) + 1 : (k) + rem)
        for (int r = 1; r < 2 * rem; r += 2) *c++ = msg_cost(w, core[r - 1], core[r], bytes, NULL);
        for (int mask = 1; mask < pof2; mask <<= 1)
            for (int k = 0; k < pof2; k++) *c++ = msg_cost(w, core[COLL_REAL(k ^ mask)], core[COLL_REAL(k)], bytes, NULL);
        for (int r = 0; r < 2 * rem; r += 2) *c++ = msg_cost(w, core[r + 1], core[r], bytes, NULL);
        w->coll_msg_ok = 1, w->coll_msg_bytes = bytes, c = w->coll_msg;
    }
    for (int r = 1; r < 2 * rem; r += 2) a[r / 2] = later(t[r], t[r - 1]) + *c++;
    for (int r = 2 * rem; r < n; r++) a[r - rem] = t[r];
    for (int mask = 1; mask < pof2; mask <<= 1) {
        for (int k = 0; k < pof2; k++) b[k] = later(a[k], a[k ^ mask]) + *c++;
        double *x = a;
        a = b, b = x;
    }
    for (int k = 0; k < pof2; k++) t[COLL_REAL(k)] = a[k];
    for (int r = 0; r < 2 * rem; r += 2) t[r] = later(t[r], t[r + 1]) + *c++;
#undef COLL_REAL
}

static void wake(cp_time_work_t *w, int r)
{
    if (w->inq[r]) return;
    w->inq[r] = 1;
    /* its next call, read when its turn comes: at 4,096 ranks each rank's
     * next calls are a cache miss away (a quarter of the replay's time) */
    __builtin_prefetch(&w->p->ops[w->p->first[r] + w->pc[r]]);
    w->queue[w->qtail] = r;
    w->qtail = (w->qtail + 1) % (w->n + 1);
}

/* a request's slot, to be taken again: matched and waited */
static void release(cp_time_work_t *w, int id)
{
    w->free_req[w->nfree++] = id;
}

/* a send of `bytes` (number seq) from rank a, posted at post_s, meets
 * rank b's receive posted at post_q: their ends (an eager send's is its
 * post, not changed) and the message's flow */
static void deliver(cp_time_work_t *w, int seq, int a, int b, double bytes, double post_s, double post_q, double *done_s,
                    double *done_q)
{
    int ca = w->core_of[a], cb = w->core_of[b];
    double lat, c, f;
    /* the flow model's passes replay one placement again: its messages'
     * costs are the first pass's (msg_cost was a twentieth of the 3-D
     * halo's mapping at 4,096 ranks) */
    if (w->use_extra && w->msg_known && seq < w->nmsg) {
        c = w->msg[3 * seq], lat = w->msg[3 * seq + 1], f = w->msg[3 * seq + 2];
    } else {
        const cp_machine_t *m = w->m;
        c = msg_cost(w, ca, cb, bytes, &lat);
        f = m->nbw_factor ? factor(m->bw_factor, m->nbw_factor, bytes) : 1;
        if (seq < w->nmsg) w->msg[3 * seq] = c, w->msg[3 * seq + 1] = lat, w->msg[3 * seq + 2] = f;
    }
    double extra = w->use_extra && seq < w->nextra ? w->extra[seq] : 0;
    c += extra;
    double start = bytes < CP_TIME_EAGER ? post_s : later(post_s, post_q);
    w->flow[seq] = (cp_time_flow_t){start + lat, start + c, bytes / f, c - lat - extra, ca, cb};
    if (bytes < CP_TIME_EAGER) *done_q = later(post_q, post_s + c);
    else *done_s = *done_q = start + c;
}

/* sender request s meets receiver request q: both get their end (an
 * eager send had its own at its post) */
static void match(cp_time_work_t *w, int s, int q)
{
    req_t *S = &w->req[s], *Q = &w->req[q];
    tape_put(w, TP_MATCH, (int[]){s, q, S->seq, S->owner, Q->owner}, 5, &S->bytes);
    deliver(w, S->seq, S->owner, Q->owner, S->bytes, S->post, Q->post, &S->done, &Q->done);
    if (S->bytes >= CP_TIME_EAGER) wake(w, S->owner);
    wake(w, Q->owner);
    S->matched = Q->matched = 1;
    if (S->waited) release(w, s); /* an eager send waited before its receive came */
}

static int new_req(cp_time_work_t *w, int owner, int peer, int is_send, int tag, double bytes, double post)
{
    int seq = -1;
    if (is_send) {
        if (w->nsend == w->capflow) {
            int cap = w->capflow ? 2 * w->capflow : 1024;
            cp_time_flow_t *t = cp_realloc_huge(w->flow, (size_t)w->nsend * sizeof *t, (size_t)cap * sizeof *t);
            if (!t) return -1;
            w->flow = t, w->capflow = cap;
        }
        seq = w->nsend++;
        w->flow[seq] = (cp_time_flow_t){0, 0, 0, 0, 0, 0}; /* never matched: not on the wire */
    }
    int id;
    if (w->nfree) {
        id = w->free_req[--w->nfree];
    } else {
        if (w->nreq == w->capreq) {
            int cap = w->capreq ? 2 * w->capreq : 1024;
            req_t *t = cp_realloc_huge(w->req, (size_t)w->nreq * sizeof *t, (size_t)cap * sizeof *t);
            int *f = t ? realloc(w->free_req, (size_t)cap * sizeof *f) : NULL;
            if (t) w->req = t;
            if (!f) return -1;
            w->free_req = f, w->capreq = cap;
        }
        id = w->nreq++;
    }
    w->req[id] = (req_t){owner, peer, tag, seq, (unsigned char)is_send, 0, 0, bytes, post, is_send && bytes < CP_TIME_EAGER ? post : -1};
    if (id >= w->tape_slots) w->tape_slots = id + 1;
    tape_put(w, is_send && bytes < CP_TIME_EAGER ? TP_POST_EAGER : TP_POST, (int[]){id, owner}, 2, NULL);
    return id;
}

/* Runs rank r until it must wait.  0, or -1 out of memory. */
static int run_rank(cp_time_work_t *w, int r)
{
    const cp_ti_program_t *p = w->p;
    const cp_ti_op_t *ops = p->ops + p->first[r];
    int64_t len = p->len[r];
    wait_q_t *open = &w->open[r];
    while (w->pc[r] < len) {
        const cp_ti_op_t *op = &ops[w->pc[r]];
        switch (op->kind) {
        case CP_TI_COMPUTE:
            tape_put(w, TP_COMPUTE, &r, 1, &op->amount);
            w->t[r] += op->amount / cp_machine_flops(w->m);
            break;
        case CP_TI_ISEND:
        case CP_TI_IRECV: {
            int send = op->kind == CP_TI_ISEND, peer = op->peer;
            int id = new_req(w, r, peer, send, op->tag, op->amount, w->t[r]);
            if (id < 0 || push(open, id)) return -1;
            /* the partner's first call of this pair and tag still waiting, at the receiver's side */
            wait_q_t *other = send ? &w->recvs[peer] : &w->sends[r];
            int found = -1;
            for (int i = 0; i < other->n && found < 0; i++) {
                const req_t *q = &w->req[other->req[i]];
                if (q->owner == peer && q->peer == r && (q->tag == op->tag || q->tag < 0 || op->tag < 0)) found = i;
            }
            if (found >= 0) {
                int o = other->req[found];
                take(other, found);
                match(w, send ? id : o, send ? o : id);
            } else if (push(send ? &w->sends[peer] : &w->recvs[r], id)) {
                return -1;
            }
            break;
        }
        case CP_TI_WAIT:
        case CP_TI_WAITALL:
            for (int i = 0; i < open->n; i++) {
                req_t *q = &w->req[open->req[i]];
                if (op->kind == CP_TI_WAIT && op->peer >= 0 &&
                    (q->peer != op->peer || q->is_send != op->is_send || (op->tag >= 0 && q->tag >= 0 && q->tag != op->tag)))
                    continue;
                if (q->done < 0) {
                    w->blocked[r] = open->req[i];
                    return 0; /* woken when it is matched */
                }
                tape_put(w, TP_WAIT, (int[]){r, open->req[i]}, 2, NULL);
                w->t[r] = later(w->t[r], q->done);
                q->waited = 1;
                if (q->matched) release(w, open->req[i]);
                take(open, i--);
                if (op->kind == CP_TI_WAIT) break;
            }
            break;
        case CP_TI_COLL:
            if (w->blocked[r] != -1) { /* entering */
                w->coll_seq[r]++;
                w->ncoll_in++;
                w->blocked[r] = -1;
                if (w->ncoll_in < w->n) return 0;
                /* the last one in: each leaves at its own end (coll_run) */
                tape_put(w, TP_COLL, NULL, 0, &op->amount);
                coll_run(w, op->amount, w->t);
                for (int q = 0; q < w->n; q++)
                    if (q != r) w->pc[q]++, w->blocked[q] = -2, wake(w, q);
                w->ncoll_in = 0;
            } else {
                return 0; /* still waiting for the others */
            }
            break;
        }
        w->blocked[r] = -2;
        w->pc[r]++;
    }
    return 0;
}

void cp_time_work_flows(cp_time_work_t *w, int on) { w->flow_passes = on ? CP_TIME_FLOW_PASSES : 0; }
void cp_time_work_link_bound(cp_time_work_t *w, int on) { w->no_bound = !on; }
void cp_time_work_back_weight(cp_time_work_t *w, double back) { w->back = back; }
void cp_time_work_tape(cp_time_work_t *w, int on) { w->tape_off = !on; }

int cp_time_work_lend_tape(cp_time_work_t *to, const cp_time_work_t *from)
{
    if (from->tape_state != 2 || to->tape_state != 0 || to->tape_off || to->n != from->n) return 0;
    size_t slots = from->tape_slots ? (size_t)from->tape_slots : 1;
    double *a = malloc(slots * sizeof *a), *b = malloc(slots * sizeof *b);
    if (!a || !b) return free(a), free(b), -1;
    if (!to->tape_lent) free(to->tape);
    free(to->slot_post), free(to->slot_done);
    to->slot_post = a, to->slot_done = b;
    to->tape = from->tape, to->ntape = from->ntape, to->captape = 0, to->tape_lent = 1;
    to->tape_slots = from->tape_slots, to->tape_nsend = from->tape_nsend;
    to->tp = from->tp, to->tp_nops = from->tp_nops, to->tape_state = 2;
    return 1;
}
void cp_time_work_stop_after(cp_time_work_t *w, double t) { w->stop_after = t; }
int cp_time_work_stopped(const cp_time_work_t *w) { return w->stopped; }

void cp_time_work_stop_live(cp_time_work_t *w, const double *t) { w->stop_live = t; }

/* The passes' ends end[0..npass] (end[0] without the flows' waits) read
 * against a cut at t (0: none): the first pass after which they have
 * settled (CP_TIME_FLOW_CLOSE twice in a row) or end past t, in *at, and
 * 1 settled, 2 cut, 0 neither.  One rule for the replay as it goes and
 * for cp_time_passes_cut after it.  An end past t cuts only among the
 * first `rising` passes, those whose waits' residual never grew: there
 * the waits climb to their fixed point and the ends with them, so that
 * an end past t stays past it.  Where the waits swing the ends overshoot
 * and come back (the unequal exchanges of t-89: members cut at 0.8047 s,
 * "or later", ended at 0.6549 replayed whole). */
static int passes_verdict(const double *end, int npass, int passes, int rising, double lb, double t, int *at)
{
    *at = 0;
    if (t > 0 && lb > t && passes > 0) return 2; /* its busiest link alone ends it past t */
    for (int k = 0, small = 0; k < npass; k++) {
        *at = k + 1;
        if (fabs(end[k + 1] - end[k]) > CP_TIME_FLOW_CLOSE * end[k + 1]) small = 0;
        else if (++small == 2) return 1;
        if (t > 0 && end[k + 1] > t && k + 1 < passes && k + 1 <= rising) return 2;
    }
    *at = npass;
    return 0;
}

void cp_time_work_passes(const cp_time_work_t *w, cp_time_passes_t *out)
{
    out->npass = w->npass, out->passes = w->flow_passes, out->link_bound = w->link_bound, out->rising = w->rising;
    memcpy(out->end, w->pass_end, ((size_t)w->npass + 1) * sizeof *out->end);
}

/* An end whose passes did not settle (CP_TIME_FLOW_PASSES ran, the last
 * steps each over CP_TIME_FLOW_CLOSE) is known only to within its
 * swing: the range of its last CP_TIME_SWING_PASSES ends.  On the 3-D
 * halo at 1,024 ranks on the dragonfly two placements of the same pair
 * sum and links swung by 1.9% and 1.5% over their last three passes, and
 * 30 passes put both at 0.01735 s within 0.5%: the model does not order
 * them (SMPI ran them 3.2% apart, the other way than their eighth
 * passes said; docs/benchmarks.md). */
#define CP_TIME_SWING_PASSES 3
void cp_time_passes_swing(const cp_time_passes_t *p, double *lo, double *hi)
{
    int at, n = p->npass;
    double e = p->end[n];
    *lo = *hi = e < 0 ? e : later(e, p->link_bound);
    if (e < 0 || n < CP_TIME_SWING_PASSES || passes_verdict(p->end, n, p->passes, p->rising, p->link_bound, 0, &at)) return;
    for (int k = n - CP_TIME_SWING_PASSES + 1; k <= n; k++) {
        double x = later(p->end[k], p->link_bound);
        if (x < *lo) *lo = x;
        if (x > *hi) *hi = x;
    }
}

double cp_time_passes_cut(const cp_time_passes_t *p, double t, int *cut)
{
    int at;
    *cut = 0;
    if (p->end[p->npass] < 0) return p->end[p->npass];
    *cut = passes_verdict(p->end, p->npass, p->passes, p->rising, p->link_bound, t, &at) == 2;
    return later(p->end[at], p->link_bound);
}

/* one replay, with the extra times of w->extra where use_extra */
/* the tape of w's trace redone on this placement (replay's arithmetic, in its order) */
static double replay_tape(cp_time_work_t *w)
{
    int n = w->n, v[5];
    double x, *t = w->t, *post = w->slot_post, *done = w->slot_done;
    double flops = cp_machine_flops(w->m);
    for (int r = 0; r < n; r++) t[r] = 0;
    const unsigned char *o = w->tape, *end = w->tape + w->ntape;
#define TAPE_GET(dst, k) (memcpy((dst), o, (k) * sizeof *(dst)), o += (k) * sizeof *(dst))
    while (o < end) {
        switch (*o++) {
        case TP_COMPUTE:
            TAPE_GET(v, 1), TAPE_GET(&x, 1);
            t[v[0]] += x / flops;
            break;
        case TP_POST:
            TAPE_GET(v, 2);
            post[v[0]] = t[v[1]], done[v[0]] = -1;
            break;
        case TP_POST_EAGER:
            TAPE_GET(v, 2);
            post[v[0]] = done[v[0]] = t[v[1]];
            break;
        case TP_MATCH:
            TAPE_GET(v, 5), TAPE_GET(&x, 1);
            deliver(w, v[2], v[3], v[4], x, post[v[0]], post[v[1]], &done[v[0]], &done[v[1]]);
            break;
        case TP_WAIT:
            TAPE_GET(v, 2);
            t[v[0]] = later(t[v[0]], done[v[1]]);
            break;
        case TP_COLL: {
            TAPE_GET(&x, 1);
            coll_run(w, x, t);
            break;
        }
        case TP_UNMATCHED:
            TAPE_GET(v, 1);
            w->flow[v[0]] = (cp_time_flow_t){0, 0, 0, 0, 0, 0};
            break;
        }
    }
#undef TAPE_GET
    double e = 0;
    for (int r = 0; r < n; r++) e = later(e, t[r]);
    return e;
}

/* one replay, with the extra times of w->extra where use_extra: through
 * the trace the first time (writing the tape), from the tape after */
static double replay(const cp_ti_program_t *p, const cp_machine_t *m, const int *core_of, cp_time_work_t *w)
{
    int n = p->n;
    w->p = p, w->m = m, w->core_of = core_of;
    w->coll_msg_ok = 0;
    if (w->tp != p || w->tp_nops != p->nops) {
        if (w->tape_lent) w->tape = NULL, w->captape = 0, w->tape_lent = 0; /* another trace: a tape of its own */
        w->tp = p, w->tp_nops = p->nops, w->tape_state = 0, w->ntape = 0;
    }
    if (w->tape_off) w->tape_state = -2;
    if (w->tape_state == -1) return -1;
    if (w->tape_state == 2) {
        if (w->capflow < w->tape_nsend) { /* w->flow's room, as the replay through the trace left it */
            cp_time_flow_t *f = cp_realloc_huge(w->flow, (size_t)w->capflow * sizeof *f, (size_t)w->tape_nsend * sizeof *f);
            if (!f) return -1;
            w->flow = f, w->capflow = w->tape_nsend;
        }
        w->nsend = w->tape_nsend;
        return replay_tape(w);
    }
    if (w->tape_state == 0) {
        /* the tape's room asked for at once, in huge pages: grown by
         * doubling it was copied 6 times and written in 4 KiB faults,
         * half the 0.3 s of the 4,096-rank 3-D halo's first replay.  A
         * call writes 9 to 38 bytes (a send its post and its match), 21 a
         * call there; pages never written are never given */
        w->tape_state = 1, w->ntape = 0, w->tape_slots = 0;
        size_t want = (size_t)(40.0 * (double)p->nops) + 4096;
        if (want > CP_TIME_TAPE_MAX) want = CP_TIME_TAPE_MAX;
        if (w->captape < want && !w->tape_lent) {
            free(w->tape), w->captape = 0;
            if ((w->tape = malloc(want))) w->captape = want, cp_huge_pages(w->tape, want);
        }
    }
    w->nreq = 0, w->nfree = 0, w->nsend = 0, w->ncoll_in = 0, w->qhead = w->qtail = 0;
    for (int r = 0; r < n; r++) {
        w->pc[r] = 0, w->t[r] = 0, w->blocked[r] = -2, w->inq[r] = 0, w->coll_seq[r] = 0;
        w->sends[r].n = w->recvs[r].n = w->open[r].n = 0;
        wake(w, r);
    }
    while (w->qhead != w->qtail) {
        int r = w->queue[w->qhead];
        w->qhead = (w->qhead + 1) % (n + 1);
        w->inq[r] = 0;
        if (run_rank(w, r)) {
            if (w->tape_state == 1) w->tape_state = 0; /* out of memory: written again next time */
            return -1;
        }
    }
    double end = 0;
    for (int r = 0; r < n; r++) {
        if (w->pc[r] < p->len[r]) { /* a rank never got past a call: no replay of this trace */
            if (w->tape_state == 1) w->tape_state = -1;
            return -1;
        }
        end = later(end, w->t[r]);
    }
    if (w->tape_state == 1) {
        for (int r = 0; r < n; r++) /* the sends no receive met */
            for (int i = 0; i < w->sends[r].n; i++) tape_put(w, TP_UNMATCHED, &w->req[w->sends[r].req[i]].seq, 1, NULL);
        double *a = w->tape_state == 1 ? malloc((size_t)(w->tape_slots ? w->tape_slots : 1) * sizeof *a) : NULL;
        double *b = a ? malloc((size_t)(w->tape_slots ? w->tape_slots : 1) * sizeof *b) : NULL;
        if (b) {
            free(w->slot_post), free(w->slot_done);
            w->slot_post = a, w->slot_done = b, w->tape_nsend = w->nsend, w->tape_state = 2;
        } else {
            free(a), w->tape_state = -2;
        }
    }
    return end;
}

/* Pass k's waits (w->extra the links' part, w->fifo the queue's, as the
 * flows of the replay before give them) moved w->step of the way from
 * those that replay was run with, the two parts apart (the next pass's
 * order takes the queue's part out of the message's window,
 * cp_time_flows_in_order: the sum moved part way, with the queue taken
 * out whole, grew the wavefront's queues without end, 680 s for a run of
 * 2.2); w->extra then their sum.  The first pass takes them whole.
 * 1 where the residual did not grow (pass k >= 1), else 0. */
static int step_waits(cp_time_work_t *w, int ns, int k)
{
    int fell = 0;
    if (k == 0) w->step = 1, w->residual = -1, w->grew = 0;
    else {
        double r = 0;
        for (int i = 0; i < ns; i++) r += fabs(w->extra[i] - w->prev[i]) + fabs(w->fifo[i] - w->prevq[i]);
        fell = !(w->residual >= 0 && r > w->residual);
        w->grew = fell ? 0 : w->grew + 1;
        if (w->grew == CP_TIME_FLOW_SWING) w->step *= CP_TIME_FLOW_STEP, w->grew = 0;
        w->residual = r;
    }
    double a = w->step;
    for (int i = 0; i < ns; i++) {
        if (k) {
            w->extra[i] = w->prev[i] + a * (w->extra[i] - w->prev[i]);
            w->fifo[i] = w->prevq[i] + a * (w->fifo[i] - w->prevq[i]);
        }
        w->prev[i] = w->extra[i], w->prevq[i] = w->fifo[i];
        w->extra[i] += w->fifo[i];
    }
    return fell;
}

/* the cut as now known: cp_time_work_stop_after's, else the live one */
static double cut_now(const cp_time_work_t *w)
{
    double t = w->stop_after;
    if (t <= 0 && w->stop_live) __atomic_load(w->stop_live, &t, __ATOMIC_ACQUIRE);
    return t;
}

double cp_map_time(const cp_ti_program_t *p, const cp_machine_t *m, const int *core_of, cp_time_work_t *w)
{
    if (!m->alpha_ps || !w || w->n != p->n) return -1;
    w->use_extra = 0, w->stopped = 0, w->msg_known = 0, w->npass = 0, w->link_bound = 0, w->rising = 0;
    double end = replay(p, m, core_of, w);
    w->pass_end[0] = end;
    if (end < 0) return end;
    /* its busiest link's bytes: the flows' timing cannot end it sooner,
     * and a replay whose link ends it past the cut is cut before a pass
     * (at 4,096 ranks each pass is 0.07 s, the bound 5 ms) */
    if (!w->flow_passes && w->no_bound) return end;
    if (!w->flows) w->flows = cp_time_flows_new(m);
    if (w->flows) {
        cp_time_flows_back_weight(w->flows, w->back);
        double lb = cp_time_flows_link_bound(w->flows, m, w->flow, w->nsend);
        if (lb < 0) return -1;
        w->link_bound = lb;
        int at;
        if (passes_verdict(w->pass_end, 0, w->flow_passes, 0, lb, cut_now(w), &at) == 2) {
            w->stopped = 1;
            return later(end, lb);
        }
    }
    for (int k = 0; k < w->flow_passes && end >= 0; k++) {
        /* the messages' costs kept where the last pass had room for all */
        w->msg_known = w->nmsg >= w->nsend;
        if (!w->msg_known) {
            double *x = cp_realloc_huge(w->msg, 3 * (size_t)w->nmsg * sizeof *x, 3 * (size_t)w->nsend * sizeof *x);
            if (x) w->msg = x, w->nmsg = w->nsend; /* else computed each pass */
        }
        if (!w->flows) return end; /* no links known: no contention */
        int ns = w->nsend;
        if (w->capextra < ns) {
            double *x = cp_realloc_huge(w->extra, (size_t)w->capextra * sizeof *x, (size_t)ns * sizeof *x);
            if (x) w->extra = x;
            double *q = x ? cp_realloc_huge(w->fifo, (size_t)w->capextra * sizeof *q, (size_t)ns * sizeof *q) : NULL;
            if (q) w->fifo = q;
            double *r = q ? cp_realloc_huge(w->prev, (size_t)w->capextra * sizeof *r, (size_t)ns * sizeof *r) : NULL;
            if (r) w->prev = r;
            double *u = r ? cp_realloc_huge(w->prevq, (size_t)w->capextra * sizeof *u, (size_t)ns * sizeof *u) : NULL;
            if (!u) return -1;
            w->prevq = u, w->capextra = ns;
        }
        w->nextra = ns;
        for (int i = 0; i < ns; i++) w->extra[i] = 0;
        if (cp_time_flows_in_order(w->flows, w->flow, ns, w->fifo, k == 0) ||
            cp_time_flows_extra(w->flows, m, w->flow, ns, w->extra, k == 0))
            return -1;
        if (step_waits(w, ns, k) && w->rising == k - 1) w->rising = k;
        /* the passes so far against the cut as now known (one set by
         * another thread meanwhile may cut at a pass before), the last
         * one's residual known now */
        int at, v = k ? passes_verdict(w->pass_end, w->npass, w->flow_passes, w->rising, w->link_bound, cut_now(w), &at) : 0;
        if (v) {
            w->stopped = v == 2, w->npass = at, end = w->pass_end[at];
            break;
        }
        w->use_extra = 1;
        end = replay(p, m, core_of, w);
        w->pass_end[++w->npass] = end;
        if (end < 0) break;
        v = passes_verdict(w->pass_end, w->npass, w->flow_passes, w->rising, w->link_bound, cut_now(w), &at);
        if (v) {
            w->stopped = v == 2, w->npass = at, end = w->pass_end[at];
            break;
        }
    }
    return end < 0 ? end : later(end, w->link_bound);
}

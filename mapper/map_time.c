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
 * same pair and tag in order.  Collectives are a
 * synchronization of all ranks plus recursive doubling's log2(n) steps,
 * each at the level its slowest pair shares (coll_cost).  Computation runs at the platform's core
 * speed, else CP_TIME_FLOPS.  On a SimGrid platform the links cost what
 * SMPI makes of them (its factors by size, the platform's or SimGrid's
 * defaults: at 64 KiB 11.6 times the latency), and a message between
 * hosts pays its own route's latency (a dragonfly's routes between two
 * groups have 3 to 7 links: the level's mean put the wavefront's sheared
 * placements 4% under SMPI's times).
 *
 * Contention: each message's time on the wire is recorded, the flow
 * model gives each its wait on its busiest link, and the replay is run
 * again with the waits, until its end moves by less than
 * CP_TIME_FLOW_CLOSE (at most CP_TIME_FLOW_PASSES times).  Without it, the
 * shear that ended first at 1,024 ranks on the 4:1 fat tree was predicted
 * 0.189 s and ran 0.2017 s in SMPI (its uplinks carry 2.4 times as much);
 * with it, 15 placements of the wavefront are within 1% of SMPI's times
 * there, 7 on the dragonfly within 0.25%. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "machine_routes.h"
#include "map.h"

/* SMPI's smpi/send-is-detached-thresh, and the cores' speed where the
 * machine gives none (smpi/host-speed as the scale bench sets it) */
#define CP_TIME_EAGER 65536.0
#define CP_TIME_FLOPS 1e9
/* the flow model's replays after the first, at most, and the change of
 * the end below which they stop: the wavefront's take 2 to 3, the
 * irregular kernel's block order 4 (docs/benchmarks.md) */
#define CP_TIME_FLOW_PASSES 8
#define CP_TIME_FLOW_CLOSE 0.005

typedef struct req {
    int owner, peer, is_send, tag;
    double bytes, post, done; /* done < 0: not over yet */
    double flow_s, flow_e, own; /* a send's bytes on the wire (flow_e <= flow_s: none), its time alone */
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
    wait_q_t *sends, *recvs; /* per receiver: unmatched sends to it, its unmatched receives */
    wait_q_t *open;          /* per rank: its requests not waited yet */
    int ncoll_in;
    double coll_max;
    double coll_cost_bytes, coll_cost_s; /* the last collective's size and cost (-1: none yet) */
    int64_t *coll_seq; /* per rank: collectives entered */
    const cp_ti_program_t *p;
    const cp_machine_t *m;
    const int *core_of;
    /* the flow model: per send request of the pass before, the time its
     * bytes waited for links shared with others (map_time_flows.c) */
    double *extra;
    double *fifo; /* per send request: of its extra, what it queued behind its pair's earlier messages */
    int nextra, capextra, use_extra, flow_passes;
    cp_time_flows_t *flows;
    cp_time_flow_t *flow;
    /* per pair of hosts, its route's links (0xff: not asked yet), for hops_m */
    unsigned char *hops;
    const cp_machine_t *hops_m;
    int nhosts;
};

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
    free(w->pc), free(w->t), free(w->blocked), free(w->queue), free(w->inq), free(w->req), free(w->coll_seq);
    free(w->extra), free(w->fifo), free(w->flow), free(w->hops);
    cp_time_flows_free(w->flows);
    free(w);
}

cp_time_work_t *cp_time_work_new(int n)
{
    cp_time_work_t *w = calloc(1, sizeof *w);
    if (!w) return NULL;
    w->n = n;
    w->flow_passes = CP_TIME_FLOW_PASSES;
    w->pc = calloc((size_t)n, sizeof *w->pc), w->t = calloc((size_t)n, sizeof *w->t);
    w->blocked = calloc((size_t)n, sizeof *w->blocked), w->queue = calloc((size_t)n + 1, sizeof *w->queue);
    w->inq = calloc((size_t)n, sizeof *w->inq), w->coll_seq = calloc((size_t)n, sizeof *w->coll_seq);
    w->sends = calloc((size_t)n, sizeof *w->sends), w->recvs = calloc((size_t)n, sizeof *w->recvs);
    w->open = calloc((size_t)n, sizeof *w->open);
    if (!w->pc || !w->t || !w->blocked || !w->queue || !w->inq || !w->coll_seq || !w->sends || !w->recvs || !w->open) {
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

/* the links of the route from host a to host b, remembered per pair (the
 * replays ask for the same pairs again and again) */
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
    int link[CP_ROUTES_MAX_HOPS], n = cp_routes_path(m->routes, a, b, link);
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
    if (m->routes && m->core_host[ca] != m->core_host[cb]) {
        /* a level's latency is its routes' mean; a dragonfly's differ by
         * the routers at both ends (2 to 7 links), which a chain of
         * messages pays in full */
        a = route_links(w, m->core_host[ca], m->core_host[cb]) * cp_routes_latency(m->routes) * 1e12;
    }
    if (m->nlat_factor) a *= factor(m->lat_factor, m->nlat_factor, bytes);
    if (m->nbw_factor) b /= factor(m->bw_factor, m->nbw_factor, bytes);
    if (lat) *lat = a * 1e-12;
    return (a + b * bytes) * 1e-12;
}

/* A collective of all ranks, after the last one is in: recursive
 * doubling's log2(n) steps (rank r with r xor 2^k, the pattern of
 * allreduce, and of binomial broadcasts and reductions), each as long as
 * its slowest pair's message of `bytes` on this placement.  Charging every
 * step at the top level put LULESH's 1,000 ranks (11 collectives) 5-7%
 * over SMPI's times; most steps pair ranks of one node or one switch.
 * The same size again costs the same (applications repeat theirs). */
static double coll_cost(cp_time_work_t *w, double bytes)
{
    if (w->coll_cost_bytes == bytes && w->coll_cost_s >= 0) return w->coll_cost_s;
    double c = 0;
    for (int step = 1; step < w->n; step <<= 1) {
        double worst = 0;
        for (int r = 0; r < w->n; r++) {
            int q = r ^ step;
            if (q > r && q < w->n) worst = fmax(worst, msg_cost(w, w->core_of[r], w->core_of[q], bytes, NULL));
        }
        c += worst;
    }
    w->coll_cost_bytes = bytes, w->coll_cost_s = c;
    return c;
}

static void wake(cp_time_work_t *w, int r)
{
    if (w->inq[r]) return;
    w->inq[r] = 1;
    w->queue[w->qtail] = r;
    w->qtail = (w->qtail + 1) % (w->n + 1);
}

/* sender request s meets receiver request q: both get their end (an
 * eager send had its own at its post) */
static void match(cp_time_work_t *w, int s, int q)
{
    req_t *S = &w->req[s], *Q = &w->req[q];
    double lat, c = msg_cost(w, w->core_of[S->owner], w->core_of[Q->owner], S->bytes, &lat);
    if (w->use_extra && s < w->nextra) c += w->extra[s];
    double start = S->bytes < CP_TIME_EAGER ? S->post : fmax(S->post, Q->post);
    S->flow_s = start + lat, S->flow_e = start + c, S->own = c - lat - (w->use_extra && s < w->nextra ? w->extra[s] : 0);
    if (S->bytes < CP_TIME_EAGER) {
        Q->done = fmax(Q->post, S->post + c);
    } else {
        S->done = Q->done = start + c;
        wake(w, S->owner);
    }
    wake(w, Q->owner);
}

static int new_req(cp_time_work_t *w, int owner, int peer, int is_send, int tag, double bytes, double post)
{
    if (w->nreq == w->capreq) {
        int cap = w->capreq ? 2 * w->capreq : 1024;
        req_t *t = realloc(w->req, (size_t)cap * sizeof *t);
        if (!t) return -1;
        w->req = t, w->capreq = cap;
    }
    w->req[w->nreq] = (req_t){owner, peer, is_send, tag, bytes, post, is_send && bytes < CP_TIME_EAGER ? post : -1, 0, 0, 0};
    return w->nreq++;
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
            w->t[r] += op->amount / (w->m->core_flops > 0 ? w->m->core_flops : CP_TIME_FLOPS);
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
                w->t[r] = fmax(w->t[r], q->done);
                take(open, i--);
                if (op->kind == CP_TI_WAIT) break;
            }
            break;
        case CP_TI_COLL:
            if (w->blocked[r] != -1) { /* entering */
                w->coll_seq[r]++;
                w->ncoll_in++;
                w->coll_max = fmax(w->coll_max, w->t[r]);
                w->blocked[r] = -1;
                if (w->ncoll_in < w->n) return 0;
                /* the last one in: all leave together */
                double c = coll_cost(w, op->amount);
                for (int q = 0; q < w->n; q++) {
                    w->t[q] = w->coll_max + c;
                    if (q != r) w->pc[q]++, w->blocked[q] = -2, wake(w, q);
                }
                w->ncoll_in = 0, w->coll_max = 0;
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

/* one replay, with the extra times of w->extra where use_extra */
static double replay(const cp_ti_program_t *p, const cp_machine_t *m, const int *core_of, cp_time_work_t *w)
{
    int n = p->n;
    w->p = p, w->m = m, w->core_of = core_of;
    w->nreq = 0, w->ncoll_in = 0, w->coll_max = 0, w->qhead = w->qtail = 0, w->coll_cost_s = -1;
    for (int r = 0; r < n; r++) {
        w->pc[r] = 0, w->t[r] = 0, w->blocked[r] = -2, w->inq[r] = 0, w->coll_seq[r] = 0;
        w->sends[r].n = w->recvs[r].n = w->open[r].n = 0;
        wake(w, r);
    }
    while (w->qhead != w->qtail) {
        int r = w->queue[w->qhead];
        w->qhead = (w->qhead + 1) % (n + 1);
        w->inq[r] = 0;
        if (run_rank(w, r)) return -1;
    }
    double end = 0;
    for (int r = 0; r < n; r++) {
        if (w->pc[r] < p->len[r]) return -1; /* a rank never got past a call: no replay of this trace */
        end = fmax(end, w->t[r]);
    }
    return end;
}

double cp_map_time(const cp_ti_program_t *p, const cp_machine_t *m, const int *core_of, cp_time_work_t *w)
{
    if (!m->alpha_ps || !w || w->n != p->n) return -1;
    w->use_extra = 0;
    double end = replay(p, m, core_of, w);
    for (int k = 0; k < w->flow_passes && end >= 0; k++) {
        double before = end;
        if (!w->flows && !(w->flows = cp_time_flows_new(m))) return end; /* no links known: no contention */
        if (w->capextra < w->nreq) {
            double *x = realloc(w->extra, (size_t)w->nreq * sizeof *x);
            if (x) w->extra = x;
            double *q = x ? realloc(w->fifo, (size_t)w->nreq * sizeof *q) : NULL;
            if (q) w->fifo = q;
            cp_time_flow_t *fl = q ? realloc(w->flow, (size_t)w->nreq * sizeof *fl) : NULL;
            if (!fl) return -1;
            w->flow = fl, w->capextra = w->nreq;
        }
        for (int i = 0; i < w->nreq; i++) {
            const req_t *q = &w->req[i];
            double f = m->nbw_factor ? factor(m->bw_factor, m->nbw_factor, q->bytes) : 1;
            w->flow[i] = q->is_send ? (cp_time_flow_t){q->flow_s, q->flow_e, q->bytes / f, q->own, core_of[q->owner], core_of[q->peer]}
                                    : (cp_time_flow_t){0, 0, 0, 0, 0, 0};
        }
        w->nextra = w->nreq;
        for (int i = 0; i < w->nreq; i++) w->extra[i] = 0;
        if (cp_time_flows_in_order(w->flows, w->flow, w->nreq, w->fifo, k == 0) ||
            cp_time_flows_extra(w->flows, m, w->flow, w->nreq, w->extra))
            return -1;
        for (int i = 0; i < w->nreq; i++) w->extra[i] += w->fifo[i];
        w->use_extra = 1;
        end = replay(p, m, core_of, w);
        if (fabs(end - before) <= CP_TIME_FLOW_CLOSE * end) break;
    }
    return end;
}

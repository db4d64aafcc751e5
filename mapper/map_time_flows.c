/* The time objective's flow model (map_time.c): the replay without
 * contention says when each message's bytes are on the wire; messages on
 * the same link at the same time share it.  Per link, over one message's
 * time on the wire, two measures of what it must wait for:
 *   - the bytes every message put through the link meanwhile (each spread
 *     evenly over its own time), at the link's capacity;
 *   - its own bytes at its fair share of the link, on average over that
 *     time: SimGrid's max-min sharing, where the flows a link limits get
 *     rates in inverse proportion to their sharing penalties (WEIGHT_S
 *     below: a route of more links gets less), the same rate where the
 *     machine has no routes of its own.
 * The first overcharges a small message beside large ones (it would wait
 * for all their bytes), the second a large one beside small ones (they
 * take less than their share); the lesser is taken.  Where it is longer
 * than the message's own time at its rate, the message waits the
 * difference, on its busiest link.  The replay is run again with those
 * waits (map_time.c iterates).  A message alone on its links waits
 * nothing.  Links: SimGrid's routes link by link where the machine has
 * them (machine_routes.h), else each subtree's uplinks together, each way
 * (machine.h's up_cap), or where a parent's groups meet on one link
 * shared both ways (up_one: clusters over one WAN link, a site's
 * clusters over its switch) that link, once a message between them and
 * once at each end that leaves the parent, with its acknowledgements (t-99: 16.806 ms by hand and in
 * SMPI for a message each way, where each way on its own gave 8.0).
 * Before that, the messages of one pair of cores are put in order, each
 * after the one before it (cp_time_flows_in_order):
 * one connection carries them.
 *
 * SimGrid's TCP model also loads each link of a message's way back with 5%
 * of its rate (network/crosstraffic, TCP's acknowledgements), and counts
 * it as one more flow there: charged here as such, where the machine has
 * SimGrid's routes.  Two messages of 10 MB crossing a fat tree's one
 * uplink each way take 8.408 ms in SMPI, not 8.008 (t-99), and so here.
 * SMPI's whole effect of it is larger: on t-99's 64-rank sweep it slows a
 * sheared tiling by 6% and this model by 0.5%; so a shear is kept only
 * where it still ends sooner with its messages' ways back loaded as
 * their ways there (cp_time_flows_back_weight 1: portfolio.c's
 * SHEAR_BACK).
 *
 * Measured against SMPI at 1,024 ranks (docs/benchmarks.md): the bytes
 * alone put the irregular kernel's block order 1.4% (fat tree) and 4.9%
 * (dragonfly) over SMPI's time and sheared wavefronts up to 2.9% over;
 * the lesser of the two, 0.8%, 2.6% and 0.9% (the block order 1.5% and
 * 3.1% once a pair's messages went in order, which SMPI does not do);
 * the fair share alone, 14% over for the block order. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "machine_routes.h"
#include "map.h"
#include "huge_pages.h"

/* SimGrid's weight of a message on the links of its way back (network_cm02.cpp) */
#define CROSS_TRAFFIC 0.05

/* SMPI's network/weight-S (network_cm02.cpp's SMPI model): a message's
 * sharing penalty is its route's latency plus this over each link's
 * bandwidth, and max-min gives each message on a link a rate in inverse
 * proportion to its penalty (TCP's unfairness to long round trips) */
#define WEIGHT_S 8775.0

/* a flow that shares a link, as the sweep reads it (its start and end
 * are the events' times) */
struct act_flow {
    double bytes, own, extra;
    double pen; /* its sharing penalty (1 where all are alike) */
    int first, last; /* its entries */
};
/* one link of such a flow */
struct act_ent {
    int link;
    float w;  /* its weight on the link: 1, its acknowledgements' CROSS_TRAFFIC */
    float wp; /* the same over its penalty: its part of the link's sharing */
    double db, dn; /* from its start: the link's bytes, its flows' shares x seconds */
};

struct cp_time_flows {
    int nl;
    double *cap;
    int *first; /* per link: its entries, while grouping (nl + 1) */
    /* the flows with entries on links they share (act: flow numbers,
     * act_first: their first entries in ae, nact + 1) */
    int *act, *act_first, nact, capact;
    double *act_pen; /* their penalties (per act, capact) */
    struct act_flow *af; /* per such flow, its figures this pass, read in time order */
    struct act_ent *ae;  /* its entries, in act_first's order */
    int capent;
    /* the events (flow act[k]'s start 2k, its end 2k + 1): their times,
     * and (key << 32 | event) to sort */
    double *ev_t;
    uint64_t *ev, *ev_tmp;
    int capev;
    /* per link, in the sweep: bytes carried, the flows' rate, flows x
     * seconds, flows, and the time they are up to */
    double *l_bytes, *l_rate, *l_nsec, *l_count, *l_t;
    /* the lists above made for this many flows (-1: not yet): a replay's
     * passes move its flows in time, not on the machine */
    int grouped;
    /* cp_time_flows_in_order: the flows by (sender's core, receiver's
     * core), each pair's in the order they were sent, and the sort's keys */
    int *order, *order_tmp, caporder;
    uint64_t *key, *key_tmp;
    int ordered, nordered; /* sorted for this many flows (-1: not yet), with this many on the wire */
    int *count; /* the radix sort's, a digit's 2^16 + 1 */
    int ncores;
    /* SimGrid's routes between two hosts, both ways, found once a thread:
     * an open-addressed table of (host a, host b) + 1 -> the route's
     * links in rt_pool (rt_at, rt_n, rt_fwd: how many go a to b); at 4,096
     * ranks the routes, found again for each flow of each pass, took 12%
     * of the mapping */
    uint64_t *rt_key;
    int *rt_at, *rt_n, *rt_fwd, rt_cap, rt_used;
    int *rt_pool, rt_pool_n, rt_pool_cap;
    float back; /* a message's weight on its way back's links (cp_time_flows_back_weight) */
};

void cp_time_flows_free(cp_time_flows_t *f)
{
    if (!f) return;
    free(f->cap), free(f->first), free(f->act), free(f->act_first), free(f->act_pen), free(f->af), free(f->ae), free(f->ev),
        free(f->ev_tmp), free(f->ev_t);
    free(f->l_bytes), free(f->l_rate), free(f->l_nsec), free(f->l_count), free(f->l_t);
    free(f->order), free(f->order_tmp), free(f->key), free(f->key_tmp), free(f->count);
    free(f->rt_key), free(f->rt_at), free(f->rt_n), free(f->rt_fwd), free(f->rt_pool);
    free(f);
}

void cp_time_flows_back_weight(cp_time_flows_t *f, double w)
{
    float b = w >= 0 ? (float)w : (float)CROSS_TRAFFIC;
    if (b != f->back) f->back = b, f->grouped = -1; /* the entries' weights change */
}

cp_time_flows_t *cp_time_flows_new(const cp_machine_t *m)
{
    /* without routes: each subtree's uplinks each way, then per parent the
     * one link its children share where they do (machine.h's up_one),
     * then per subtree its backbone (inner_cap) */
    int nl = m->routes ? cp_routes_nlinks(m->routes) : m->up_cap ? 4 * m->ntnodes : 0;
    if (nl <= 0) return NULL;
    cp_time_flows_t *f = calloc(1, sizeof *f);
    if (!f) return NULL;
    f->nl = nl, f->ncores = m->ncores, f->grouped = -1, f->ordered = -1, f->back = CROSS_TRAFFIC;
    f->cap = malloc((size_t)nl * sizeof *f->cap), f->first = malloc(((size_t)nl + 1) * sizeof *f->first);
    f->l_bytes = malloc((size_t)nl * sizeof *f->l_bytes), f->l_rate = malloc((size_t)nl * sizeof *f->l_rate);
    f->l_nsec = malloc((size_t)nl * sizeof *f->l_nsec), f->l_count = malloc((size_t)nl * sizeof *f->l_count);
    f->l_t = malloc((size_t)nl * sizeof *f->l_t);
    if (!f->cap || !f->first || !f->l_bytes || !f->l_rate || !f->l_nsec || !f->l_count || !f->l_t) {
        cp_time_flows_free(f);
        return NULL;
    }
    for (int l = 0; l < nl; l++) f->cap[l] = m->routes ? cp_routes_capacity(m->routes, l) : l < 2 * m->ntnodes ? m->up_cap[l / 2] : 0;
    for (int t = 0; !m->routes && m->up_one && t < m->ntnodes; t++)
        if (m->up_one[t]) f->cap[2 * m->ntnodes + cp_tnode_parent(m, t)] = m->up_cap[t];
    for (int t = 0; !m->routes && m->inner_cap && t < m->ntnodes; t++) f->cap[3 * m->ntnodes + t] = m->inner_cap[t];
    return f;
}

/* how far ahead the sweeps ask for what they will read out of cache */
#define PREFETCH 32

static int grow(void **p, int *cap, int need, size_t size);
static int flows_extra(cp_time_flows_t *f, const cp_time_flow_t *flow, double *extra);

/* the route from host ha to hb and back (cached, see the struct): its
 * links in *links, how many go ha to hb in *fwd; their number, -1 out of
 * memory */
static int route_cached(cp_time_flows_t *f, const cp_routes_t *r, int ha, int hb, const int **links, int *fwd)
{
    uint64_t key = ((uint64_t)(unsigned)ha << 32 | (unsigned)hb) + 1;
    if (2 * (f->rt_used + 1) > f->rt_cap) { /* at most half full: rehash into twice the room */
        int cap = f->rt_cap ? 2 * f->rt_cap : 1024;
        uint64_t *k = calloc((size_t)cap, sizeof *k);
        int *at = malloc((size_t)cap * sizeof *at), *n = malloc((size_t)cap * sizeof *n), *fw = malloc((size_t)cap * sizeof *fw);
        if (!k || !at || !n || !fw) return free(k), free(at), free(n), free(fw), -1;
        for (int i = 0; i < f->rt_cap; i++) {
            if (!f->rt_key[i]) continue;
            int j = (int)((f->rt_key[i] * 0x9E3779B97F4A7C15ULL) >> 33) & (cap - 1);
            while (k[j]) j = (j + 1) & (cap - 1);
            k[j] = f->rt_key[i], at[j] = f->rt_at[i], n[j] = f->rt_n[i], fw[j] = f->rt_fwd[i];
        }
        free(f->rt_key), free(f->rt_at), free(f->rt_n), free(f->rt_fwd);
        f->rt_key = k, f->rt_at = at, f->rt_n = n, f->rt_fwd = fw, f->rt_cap = cap;
    }
    int j = (int)((key * 0x9E3779B97F4A7C15ULL) >> 33) & (f->rt_cap - 1);
    while (f->rt_key[j] && f->rt_key[j] != key) j = (j + 1) & (f->rt_cap - 1);
    if (!f->rt_key[j]) {
        int c = f->rt_pool_cap;
        if (grow((void **)&f->rt_pool, &c, f->rt_pool_n + 2 * CP_ROUTES_MAX_HOPS, sizeof *f->rt_pool)) return -1;
        f->rt_pool_cap = c;
        int *l = f->rt_pool + f->rt_pool_n, n = cp_routes_path(r, ha, hb, l), k = cp_routes_path(r, hb, ha, l + n);
        f->rt_key[j] = key, f->rt_at[j] = f->rt_pool_n, f->rt_n[j] = n + k, f->rt_fwd[j] = n;
        f->rt_pool_n += n + k, f->rt_used++;
    }
    *links = f->rt_pool + f->rt_at[j], *fwd = f->rt_fwd[j];
    return f->rt_n[j];
}

/* the links a message between cores a and b loads, into link[] and
 * their weights into w[] (room for 2 x CP_ROUTES_MAX_HOPS); their number,
 * -1 out of memory */
static int flow_links(cp_time_flows_t *f, const cp_machine_t *m, int a, int b, int *link, float *w)
{
    int n = 0;
    if (m->routes) {
        int ha = m->core_host[a], hb = m->core_host[b], fwd;
        if (ha == hb) return 0;
        const int *l;
        int k = route_cached(f, m->routes, ha, hb, &l, &fwd);
        for (int i = 0; i < k; i++) link[i] = l[i], w[i] = i < fwd ? 1 : f->back;
        return k;
    }
    int lca = cp_core_lca(m, a, b);
    /* the backbones of the groups it leaves or crosses (a cluster's), with
     * their acknowledgements: each one link both ways */
    for (int d = m->depth - 1; m->inner_cap && d >= lca && n + 2 <= 2 * CP_ROUTES_MAX_HOPS; d--) {
        int ta = m->anc[d * m->ncores + a], tb = m->anc[d * m->ncores + b];
        if (m->inner_cap[ta] > 0) w[n] = 1 + f->back, link[n++] = 3 * m->ntnodes + ta;
        if (tb != ta && m->inner_cap[tb] > 0) w[n] = 1 + f->back, link[n++] = 3 * m->ntnodes + tb;
    }
    for (int d = m->depth - 1; d > lca && n + 2 <= 2 * CP_ROUTES_MAX_HOPS; d--) {
        int ta = m->anc[d * m->ncores + a], tb = m->anc[d * m->ncores + b];
        /* a link siblings share: once, with its way back's acknowledgements */
        int pa = m->up_one && m->up_one[ta] ? cp_tnode_parent(m, ta) : -1;
        int pb = m->up_one && m->up_one[tb] ? cp_tnode_parent(m, tb) : -1;
        if (pa >= 0) w[n] = 1 + f->back, link[n++] = 2 * m->ntnodes + pa;
        else if (m->up_cap[ta] > 0) w[n] = 1, link[n++] = 2 * ta;
        if (pb >= 0 && pb != pa) w[n] = 1 + f->back, link[n++] = 2 * m->ntnodes + pb;
        else if (pb < 0 && m->up_cap[tb] > 0) w[n] = 1, link[n++] = 2 * tb + 1;
    }
    return n;
}

/* Events by time, ties by event number (the order flows_extra's sums
 * are the same in, to the bit).  Each time becomes a 32-bit key, its
 * place between the first and last times (a monotone map: a later time
 * never gets a smaller key), sorted with its event's number by a stable
 * radix sort on the key, 11 bits a pass, the passes where every event
 * has the same digit skipped; then a stable insertion puts in order the
 * few times that share a key (2^-32 of the span apart).  qsort took a
 * fifth of LULESH's mapping at 1,000 ranks; a radix sort of the events
 * themselves (32 bytes, 8 passes on the times' bits) a fifth of the
 * 3-D halo's at 4,096 ranks. */
static void sort_events(const double *t, uint64_t *ev, uint64_t *tmp, int n)
{
    double lo = t[0], hi = t[0];
    for (int i = 1; i < n; i++) lo = t[i] < lo ? t[i] : lo, hi = t[i] > hi ? t[i] : hi;
    double scale = hi > lo ? 4294967295.0 / (hi - lo) : 0;
    for (int i = 0; i < n; i++) {
        double k = (t[i] - lo) * scale;
        ev[i] = (uint64_t)(k < 4294967295.0 ? k : 4294967295.0) << 32 | (uint32_t)i;
    }
    if (n >= 64) { /* 11, 11 and 10 bits, counted in one read */
        static const int shift[3] = {32, 43, 54};
        int count[3][2049] = {{0}};
        for (int i = 0; i < n; i++)
            for (int p = 0; p < 3; p++) count[p][((ev[i] >> shift[p]) & 2047) + 1]++;
        uint64_t *from = ev, *to = tmp;
        for (int p = 0; p < 3; p++) {
            int *c = count[p], one = 0;
            for (int d = 1; d <= 2048 && !one; d++) one = c[d] == n;
            if (one) continue;
            for (int d = 0; d < 2048; d++) c[d + 1] += c[d];
            for (int i = 0; i < n; i++) to[c[(from[i] >> shift[p]) & 2047]++] = from[i];
            uint64_t *x = from;
            from = to, to = x;
        }
        if (from != ev) memcpy(ev, from, (size_t)n * sizeof *ev);
    }
    for (int i = 1; i < n; i++) { /* short lists whole; else the times a key shares */
        uint64_t x = ev[i];
        double tx = t[(uint32_t)x];
        int j = i;
        while (j > 0 && t[(uint32_t)ev[j - 1]] > tx) ev[j] = ev[j - 1], j--;
        ev[j] = x;
    }
}

static int grow(void **p, int *cap, int need, size_t size)
{
    if (need <= *cap) return 0;
    int c = *cap ? *cap : 1024;
    while (c < need) c = c > (1 << 29) ? need : 2 * c;
    void *t = cp_realloc_huge(*p, (size_t)*cap * size, (size_t)c * size);
    if (!t) return -1;
    *p = t, *cap = c;
    return 0;
}

/* Messages from one core to another go in order: one connection (a TCP
 * stream, a queue pair) carries them, each after the one before it,
 * where the links' sharing would have them all progress together and
 * end together.  A pipeline's eager messages in flight at once are the
 * case: 10 of 32 KB over the testbed's 1 ms, 11 MB/s trunk, each received
 * then 1 ms computed, end at 30.9 ms in order and at 39.9 ms shared.
 * Each flow's window is moved to start where the one sent before it on
 * its pair ends (its length its time on the wire with what it waited for
 * the links in the pass before, not what it queued); fifo[i] is the wait.
 * A pair's flows are in the order they were sent (flow indices are the
 * replay's requests, made in each rank's program order), found by a
 * stable radix sort on the pair, once a replay (its passes move the flows
 * in time, not between cores).  first: the first pass of a replay (no
 * queueing known before).  0, or -1 out of memory. */
int cp_time_flows_in_order(cp_time_flows_t *f, cp_time_flow_t *flow, int nflow, double *fifo, int first)
{
    int c = f->caporder;
    if (grow((void **)&f->order, &c, nflow, sizeof *f->order)) return -1;
    c = f->caporder;
    if (grow((void **)&f->order_tmp, &c, nflow, sizeof *f->order_tmp)) return -1;
    c = f->caporder;
    if (grow((void **)&f->key, &c, nflow, sizeof *f->key)) return -1;
    c = f->caporder;
    if (grow((void **)&f->key_tmp, &c, nflow, sizeof *f->key_tmp)) return -1;
    f->caporder = c;
    if (!f->count && !(f->count = malloc(65537 * sizeof *f->count))) return -1;
    int *from = f->order;
    uint64_t *kf = f->key;
    int k = f->nordered;
    if (first) for (int i = 0; i < nflow; i++) fifo[i] = 0;
    if (first || nflow != f->ordered) { /* the pairs' order, once a replay */
        int *count = f->count;
        k = 0;
        for (int i = 0; i < nflow; i++)
            if (flow[i].own > 0) f->order[k] = i, f->key[k++] = (uint64_t)flow[i].ca * (uint64_t)f->ncores + (uint64_t)flow[i].cb;
        /* least significant 16 bits first, stable; a pass where every key has
         * the same digit skipped */
        int *to = f->order_tmp;
        uint64_t *kt = f->key_tmp;
        for (int shift = 0; shift < 64; shift += 16) {
            memset(count, 0, 65537 * sizeof *count);
            for (int j = 0; j < k; j++) count[((kf[j] >> shift) & 0xffff) + 1]++;
            int one = 0;
            for (int d = 1; d <= 65536 && !one; d++) one = count[d] == k;
            if (one) continue;
            for (int d = 0; d < 65536; d++) count[d + 1] += count[d];
            for (int j = 0; j < k; j++) {
                int at = count[(kf[j] >> shift) & 0xffff]++;
                to[at] = from[j], kt[at] = kf[j];
            }
            int *t = from;
            from = to, to = t;
            uint64_t *u = kf;
            kf = kt, kt = u;
        }
        if (from != f->order) { /* kept where the next pass finds it */
            memcpy(f->order, from, (size_t)k * sizeof *from), memcpy(f->key, kf, (size_t)k * sizeof *kf);
            from = f->order, kf = f->key;
        }
        f->ordered = nflow, f->nordered = k;
    }
    double free_at = 0;
    for (int j = 0; j < k; j++) {
        if (j + PREFETCH < k) { /* the flows in pairs' order are out of cache (40 bytes: both lines) */
            const cp_time_flow_t *y = &flow[from[j + PREFETCH]];
            __builtin_prefetch(y, 1), __builtin_prefetch((const char *)(y + 1) - 1, 1), __builtin_prefetch(&fifo[from[j + PREFETCH]], 1);
        }
        int i = from[j];
        double len = flow[i].e - flow[i].s - fifo[i];
        if (len < flow[i].own) len = flow[i].own;
        int same = j > 0 && kf[j] == kf[j - 1];
        double s = same && free_at > flow[i].s ? free_at : flow[i].s;
        fifo[i] = s - flow[i].s;
        flow[i].s = s, flow[i].e = s + len;
        free_at = flow[i].e;
    }
    return 0;
}

/* Each flow's links are found twice, once to count each link's flows
 * and once to keep those on links they share: their routes are cached,
 * and a list of every flow's links, kept between the two, took 8 bytes a
 * link of every message (a replay's memory: map_time.c's
 * CP_TIME_BYTES_PER_SEND) */
int cp_time_flows_extra(cp_time_flows_t *f, const cp_machine_t *m, const cp_time_flow_t *flow, int nflow, double *extra, int first)
{
    if (!first && nflow == f->grouped) return flows_extra(f, flow, extra);
    f->grouped = -1;
    int nl = f->nl, link[2 * CP_ROUTES_MAX_HOPS];
    float w[2 * CP_ROUTES_MAX_HOPS];
    for (int l = 0; l <= nl; l++) f->first[l] = 0;
    for (int i = 0; i < nflow; i++) {
        int k = flow[i].own > 0 ? flow_links(f, m, flow[i].ca, flow[i].cb, link, w) : 0;
        if (k < 0) return -1;
        for (int j = 0; j < k; j++) f->first[link[j]]++;
    }
    /* the flows with an entry on a link they share (first[l]: the link's
     * entries; a flow alone on a link waits nothing there), and those
     * entries, flow by flow */
    int nact = 0, nae = 0, c = f->capact;
    /* the entries' room at once, from the links' counts: grown by
     * doubling from 1,024 it was copied 10 times, each into fresh pages
     * (the 3-D halo at 4,096 ranks: 983,040 entries, 32 MB) */
    int64_t want = 0;
    for (int l = 0; l < nl; l++)
        if (f->first[l] >= 2) want += f->first[l];
    if (want > INT32_MAX) return -1;
    if (want > f->capent) free(f->ae), f->ae = NULL, f->capent = 0; /* rewritten below: nothing to copy */
    c = f->capent;
    if (grow((void **)&f->ae, &c, (int)want, sizeof *f->ae)) return -1;
    f->capent = c, c = f->capact;
    if (grow((void **)&f->act, &c, nflow + 1, sizeof *f->act)) return -1;
    c = f->capact;
    if (grow((void **)&f->act_first, &c, nflow + 1, sizeof *f->act_first)) return -1;
    c = f->capact;
    if (grow((void **)&f->af, &c, nflow + 1, sizeof *f->af)) return -1;
    c = f->capact;
    if (grow((void **)&f->act_pen, &c, nflow + 1, sizeof *f->act_pen)) return -1;
    f->capact = c;
    f->act_first[0] = 0;
    /* SimGrid's penalties where the routes are a platform's: each link
     * of the way there, its latency plus WEIGHT_S over its bandwidth, in
     * microseconds (about 2 a link); else every flow alike.  On the
     * 1,024-rank dragonfly's 3-D halo the replay was 15% under SMPI's
     * time with every flow alike, 8% under with them (routes of 2 to 9
     * links; a fat tree's are 2 or 4: 2.7% and 2.5%) */
    int penalties = m->routes && cp_routes_has_latency(m->routes);
    for (int i = 0; i < nflow; i++) {
        int k = flow[i].own > 0 ? flow_links(f, m, flow[i].ca, flow[i].cb, link, w) : 0, had = nae;
        if (k < 0) return -1;
        c = f->capent;
        if (grow((void **)&f->ae, &c, nae + k, sizeof *f->ae)) return -1;
        f->capent = c;
        double pen = penalties ? 0 : 1;
        for (int j = 0; penalties && j < k; j++)
            if (w[j] >= 1 && f->cap[link[j]] > 0) pen += (cp_routes_link_latency(m->routes, link[j]) + WEIGHT_S / f->cap[link[j]]) * 1e6;
        if (!(pen > 0)) pen = 1;
        for (int j = 0; j < k; j++)
            if (f->first[link[j]] >= 2) f->ae[nae].link = link[j], f->ae[nae].w = w[j], f->ae[nae++].wp = (float)(w[j] / pen);
        if (nae > had) f->act_pen[nact] = pen, f->act[nact++] = i, f->act_first[nact] = nae;
    }
    f->nact = nact;
    int capev = f->capev;
    if (grow((void **)&f->ev, &capev, 2 * nact, sizeof *f->ev)) return -1;
    capev = f->capev;
    if (grow((void **)&f->ev_tmp, &capev, 2 * nact, sizeof *f->ev_tmp)) return -1;
    capev = f->capev;
    if (grow((void **)&f->ev_t, &capev, 2 * nact, sizeof *f->ev_t)) return -1;
    f->capev = capev;
    f->grouped = nflow;
    return flows_extra(f, flow, extra);
}

/* The waits.  Every flow's start and end sorted by time (ties by flow,
 * a start before its end), once, then swept: each event brings the
 * links of its flow up to its time (the bytes each carried since its
 * last event, at the sum of its flows' rates; its flows x seconds) and
 * adds or takes away its own.  A link's events come in the order a sort
 * of that link's alone puts them in (by time, then flow), so its sums are
 * those of a sweep link by link, to the bit; sorting each link's (a flow
 * is on 2 to 14 of them, with its way back) took 1.33 s of the 3-D
 * halo's 4.37 s of CPU at 4,096 ranks, this 0.86 s (perf, one run each).  The
 * flows' figures are read out of cache, in time order: asked for
 * PREFETCH events ahead. */
static int flows_extra(cp_time_flows_t *f, const cp_time_flow_t *flow, double *extra)
{
    int n = f->nact, ne = 2 * n;
    if (n == 0) return 0;
    double *et = f->ev_t, *lb = f->l_bytes, *lr = f->l_rate, *lnn = f->l_nsec, *lc = f->l_count, *lt = f->l_t;
    struct act_flow *af = f->af;
    struct act_ent *ae = f->ae;
    for (int k = 0; k < n; k++) {
        const cp_time_flow_t *x = &flow[f->act[k]];
        et[2 * k] = x->s, et[2 * k + 1] = x->e;
        af[k].bytes = x->bytes, af[k].own = x->own, af[k].extra = extra[f->act[k]], af[k].pen = f->act_pen[k];
        af[k].first = f->act_first[k], af[k].last = f->act_first[k + 1];
    }
    sort_events(et, f->ev, f->ev_tmp, ne);
    for (int l = 0; l < f->nl; l++) lb[l] = lr[l] = lnn[l] = lc[l] = lt[l] = 0;
    for (int q = 0; q < ne; q++) {
        /* a flow's figures PREFETCH events ahead, its entries half as far */
        if (q + PREFETCH < ne) {
            uint32_t y = (uint32_t)f->ev[q + PREFETCH] >> 1;
            __builtin_prefetch(&af[y]), __builtin_prefetch(&et[2 * y]);
        }
        if (q + PREFETCH / 2 < ne) {
            const struct act_flow *y = &af[(uint32_t)f->ev[q + PREFETCH / 2] >> 1];
            const char *c = (const char *)&ae[y->first];
            for (size_t off = 0; off < (size_t)(y->last - y->first) * sizeof *ae; off += 64) __builtin_prefetch(c + off, 1);
        }
        uint32_t v = (uint32_t)f->ev[q];
        struct act_flow *x = &af[v >> 1];
        double t = et[v], xs = et[v & ~1u], xe = et[v | 1u], dur = xe - xs;
        for (int j = x->first; j < x->last; j++) {
            struct act_ent *a = &ae[j];
            int l = a->link;
            double w = a->w;
            /* a window rounded to nothing (a tiny message late in a long
             * run: e - s below the times' precision, own still above 0)
             * carries nothing rather than infinite bytes a second */
            double er = xe > xs ? w * x->bytes / dur : 0;
            lb[l] += lr[l] * (t - lt[l]), lnn[l] += lc[l] * (t - lt[l]);
            lt[l] = t;
            if (!(v & 1)) {
                a->db = -lb[l], a->dn = -lnn[l];
                lr[l] += er, lc[l] += a->wp;
                continue;
            }
            double db = a->db + lb[l], dn = a->dn + lnn[l];
            lr[l] -= er, lc[l] -= a->wp;
            if (!(dur > 0)) continue;
            /* the link's bytes meanwhile at its capacity, or the message's
             * own bytes at its fair share (its 1/penalty of the flows'
             * beside it), whichever is less: a small message beside large ones
             * does not wait for all their bytes; compared before the one
             * division by the capacity */
            double fair = x->bytes * x->pen * (dn / dur), need = (fair < db ? fair : db) / f->cap[l];
            need -= x->own;
            if (need > x->extra) x->extra = need;
        }
    }
    for (int k = 0; k < n; k++) extra[f->act[k]] = af[k].extra;
    return 0;
}

/* The most loaded link's time: per link, the bytes of every flow its
 * way takes it (SMPI's acknowledgements left out), over its capacity; the
 * largest, in seconds (0: no link shared).  A run cannot end before its
 * busiest link has carried them, whatever the flows' timing.  -1 out of
 * memory. */
double cp_time_flows_link_bound(cp_time_flows_t *f, const cp_machine_t *m, const cp_time_flow_t *flow, int nflow)
{
    int link[2 * CP_ROUTES_MAX_HOPS];
    float w[2 * CP_ROUTES_MAX_HOPS];
    double *lb = f->l_bytes, top = 0;
    for (int l = 0; l < f->nl; l++) lb[l] = 0;
    for (int i = 0; i < nflow; i++) {
        if (!(flow[i].own > 0)) continue;
        int k = flow_links(f, m, flow[i].ca, flow[i].cb, link, w);
        if (k < 0) return -1;
        for (int j = 0; j < k; j++)
            if (w[j] >= 1) lb[link[j]] += flow[i].bytes;
    }
    for (int l = 0; l < f->nl; l++)
        if (f->cap[l] > 0 && lb[l] / f->cap[l] > top) top = lb[l] / f->cap[l];
    return top;
}

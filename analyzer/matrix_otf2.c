/* An OTF2 trace as a matrix: the MpiSend/MpiIsend events, per sender and
 * receiver world rank, read with the OTF2 library (traces from commprof's
 * trace mode, Score-P, EZTrace, ...).  While reading, the clock condition is
 * checked on the timestamps OTF2 corrects with the ClockOffset definitions:
 * no receive may complete before its send began.
 *
 * World ranks and communicators come from otf2_defs.h.
 *
 * Phases: --phase NAME keeps the sends made while a location's innermost
 * open region of the USER paradigm is named NAME (commprof's phases are
 * such regions; so are Score-P's user regions). */
#include <math.h>
#include <otf2/otf2.h>
#include <stdarg.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "clock_adjust.h"
#include "comm_matrix.h"
#include "otf2_defs.h"

typedef struct loc {
    uint64_t id, group; /* location, its location group */
    uint32_t rank;      /* world rank, UINT32_MAX until known */
    double err_ns;      /* the largest error bound of its ClockOffsets */
    int absent;         /* --allow-partial: its event file is missing, not read */
    uint32_t *open; /* --phase: its open USER regions, innermost last */
    size_t depth, capopen;
} loc_t;

/* One open-addressing table for pairs (key src<<32|dst) and one for the
 * clock check's channels (src, dst, tag, communicator): both grow, neither
 * can fill. */
typedef struct pair {
    uint64_t key, msgs, bytes;
} pair_t;

typedef struct chan {
    uint32_t src, dst, tag, used;
    uint64_t ghash;
    /* pending events of one side (sends waiting for their receive, or the
     * reverse): a ring of corrected times, oldest at head */
    int recv_side;
    uint32_t head, len, cap;
    int64_t *t;
    int has_slack;
    int64_t min_slack; /* the least t_recv - t_send of its matched messages */
} chan_t;

typedef struct ureg {
    uint32_t id, named; /* named: the --phase name */
} ureg_t;

typedef struct otf2_in {
    const char *path;
    cp_matrix_t *m;
    cp_err_t *err;
    const cp_matrix_opts_t *o;
    cp_otf2_defs_t defs;
    loc_t *loc; /* the definitions' locations, in their order (by id), with what is read of each */
    size_t nloc;
    pair_t *pair;
    size_t npair, cappair; /* cappair: power of two */
    chan_t *chan;
    size_t nchan, capchan;
    loc_t *last_loc;       /* one-entry caches: events come in runs */
    const cp_otf2_comm_t *last_comm;
    int failed;
    int64_t last_t;      /* the latest message event, ns since the start */
    uint64_t unresolved; /* events on communicators or locations the definitions do not resolve */
    /* --phase: the USER regions (ids may be anywhere in 32 bits: EZTrace
     * uses 2^28 - 1), sorted by id, those named as asked marked */
    ureg_t *ureg;
    size_t nureg;
    size_t phase_regions;
} otf2_in_t;

static int fail(otf2_in_t *in, int code, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int fail(otf2_in_t *in, int code, const char *fmt, ...)
{
    if (in->failed) return -1;
    in->failed = 1;
    va_list va;
    va_start(va, fmt);
    cp_err_vat(in->err, code, in->path, 0, fmt, va);
    va_end(va);
    return -1;
}

/* ---- definitions: otf2_defs.h; here what the matrix keeps of them ---- */

static int u64_cmp(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static int loc_cmp(const void *a, const void *b)
{
    const loc_t *x = a, *y = b;
    return x->id < y->id ? -1 : x->id > y->id;
}
static loc_t *find_loc(otf2_in_t *in, uint64_t id)
{
    if (in->last_loc && in->last_loc->id == id) return in->last_loc;
    loc_t key = {.id = id};
    loc_t *l = bsearch(&key, in->loc, in->nloc, sizeof *in->loc, loc_cmp);
    if (l) in->last_loc = l;
    return l;
}

static const cp_otf2_comm_t *find_comm(otf2_in_t *in, uint64_t id)
{
    if (in->last_comm && in->last_comm->id == id) return in->last_comm;
    const cp_otf2_comm_t *c = cp_otf2_comm(&in->defs, id);
    if (c) in->last_comm = c;
    return c;
}

/* The locations with room for what is read of each (clock bounds, open
 * regions); --phase: the USER regions, those named as asked marked. */
static int take_definitions(otf2_in_t *in)
{
    const cp_otf2_defs_t *d = &in->defs;
    if (!(in->loc = calloc(d->nloc ? d->nloc : 1, sizeof *in->loc)) ||
        !(in->ureg = calloc(d->nreg ? d->nreg : 1, sizeof *in->ureg)))
        return fail(in, CP_ERR_IO, "out of memory");
    for (size_t i = 0; i < d->nloc; i++) in->loc[i] = (loc_t){.id = d->loc[i].id, .group = d->loc[i].group, .rank = d->loc[i].rank};
    in->nloc = d->nloc;
    for (size_t i = 0; in->o->phase && i < d->nreg; i++) {
        if (d->reg[i].paradigm != OTF2_PARADIGM_USER) continue;
        const char *name = cp_otf2_string(d, d->reg[i].name);
        uint32_t named = name && !strcmp(name, in->o->phase);
        in->ureg[in->nureg++] = (ureg_t){(uint32_t)d->reg[i].id, named};
        in->phase_regions += named;
    }
    return 0;
}

/* ---- local definitions: clock offsets' error bounds ---- */

static OTF2_CallbackCode def_offset(void *u, OTF2_TimeStamp t, int64_t offset, double sd)
{
    loc_t *l = u;
    (void)t, (void)offset;
    if (sd > l->err_ns) l->err_ns = sd; /* in ticks until converted */
    return OTF2_CALLBACK_SUCCESS;
}

/* ---- events ---- */

static uint64_t mix(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return x;
}

static int add_pair(otf2_in_t *in, uint32_t src, uint32_t dst, uint64_t bytes)
{
    if (2 * (in->npair + 1) > in->cappair) {
        size_t cap = in->cappair ? in->cappair * 2 : 1024;
        pair_t *t = calloc(cap, sizeof *t);
        if (!t) return -1;
        for (size_t i = 0; i < in->cappair; i++) {
            if (!in->pair[i].msgs) continue;
            size_t h = mix(in->pair[i].key) & (cap - 1);
            while (t[h].msgs) h = (h + 1) & (cap - 1);
            t[h] = in->pair[i];
        }
        free(in->pair);
        in->pair = t;
        in->cappair = cap;
    }
    uint64_t key = (uint64_t)src << 32 | dst;
    size_t h = mix(key) & (in->cappair - 1);
    while (in->pair[h].msgs && in->pair[h].key != key) h = (h + 1) & (in->cappair - 1);
    if (!in->pair[h].msgs) in->npair++;
    in->pair[h].key = key;
    in->pair[h].msgs++;
    in->pair[h].bytes += bytes;
    return 0;
}

static uint64_t chan_hash(uint32_t src, uint32_t dst, uint32_t tag, uint64_t ghash)
{
    return mix(((uint64_t)src << 32 | dst) ^ mix((uint64_t)tag ^ mix(ghash)));
}

static chan_t *find_chan(otf2_in_t *in, uint32_t src, uint32_t dst, uint32_t tag, uint64_t ghash)
{
    if (2 * (in->nchan + 1) > in->capchan) {
        size_t cap = in->capchan ? in->capchan * 2 : 1024;
        chan_t *t = calloc(cap, sizeof *t);
        if (!t) return NULL;
        for (size_t i = 0; i < in->capchan; i++) {
            chan_t *c = &in->chan[i];
            if (!c->used) continue;
            size_t h = chan_hash(c->src, c->dst, c->tag, c->ghash) & (cap - 1);
            while (t[h].used) h = (h + 1) & (cap - 1);
            t[h] = *c;
        }
        free(in->chan);
        in->chan = t;
        in->capchan = cap;
    }
    size_t h = chan_hash(src, dst, tag, ghash) & (in->capchan - 1);
    for (;; h = (h + 1) & (in->capchan - 1)) {
        chan_t *c = &in->chan[h];
        if (!c->used) {
            *c = (chan_t){src, dst, tag, 1, ghash, 0, 0, 0, 0, NULL, 0, 0};
            in->nchan++;
            return c;
        }
        if (c->src == src && c->dst == dst && c->tag == tag && c->ghash == ghash) return c;
    }
}

static int64_t to_ns(const otf2_in_t *in, int64_t ticks)
{
    if (in->defs.resolution == 1000000000u || !in->defs.resolution) return ticks;
    return (int64_t)((__int128)ticks * 1000000000 / (__int128)in->defs.resolution);
}

/* Match the k-th send of a channel with its k-th receive (MPI's
 * non-overtaking order); events come in corrected time order, so a receive
 * that finds no send waiting completed before its send began. */
static int clock_event(otf2_in_t *in, chan_t *c, int is_recv, int64_t t)
{
    cp_matrix_t *m = in->m;
    if (c->len && c->recv_side != is_recv) {
        int64_t other = c->t[c->head];
        c->head = (c->head + 1) % c->cap;
        c->len--;
        m->trace_matched++;
        int64_t slack = is_recv ? t - other : other - t;
        if (!c->has_slack || slack < c->min_slack) c->min_slack = slack;
        c->has_slack = 1;
        if (!is_recv) { /* the receive came first */
            int64_t v = t - other;
            loc_t *a = find_loc(in, in->defs.world[c->src]), *b = find_loc(in, in->defs.world[c->dst]);
            m->clock_violations++;
            if (v > m->max_violation_ns) m->max_violation_ns = v;
            if ((double)v > a->err_ns + b->err_ns) m->clock_violations_beyond++;
        }
        return 0;
    }
    c->recv_side = is_recv;
    if (c->len == c->cap) {
        uint32_t cap = c->cap ? c->cap * 2 : 4;
        int64_t *q = malloc(cap * sizeof *q);
        if (!q) return -1;
        for (uint32_t i = 0; i < c->len; i++) q[i] = c->t[(c->head + i) % c->cap];
        free(c->t);
        c->t = q;
        c->cap = cap;
        c->head = 0;
    }
    c->t[(c->head + c->len++) % c->cap] = t;
    return 0;
}

/* Windows for the traffic-over-time view: about 100 over the trace's
 * length (ClockProperties), a round number of microseconds; more are added
 * where events come later (writers without synchronized clocks). */
static void choose_window(otf2_in_t *in)
{
    int64_t len = to_ns(in, (int64_t)in->defs.length);
    int64_t w = len / 100 + 1, p = 1000;
    while (p * 10 <= w) p *= 10;
    in->m->window_ns = (w + p - 1) / p * p;
}

/* The world rank of a communicator's rank `peer`, as seen by location l. */
static int peer_rank(otf2_in_t *in, const loc_t *l, OTF2_CommRef comm, uint32_t peer, uint32_t *rank,
                     uint64_t *ghash)
{
    const cp_otf2_comm_t *c = find_comm(in, comm);
    if (!c || !c->g) return -1;
    *ghash = c->g->hash;
    if (c->group_b != UINT64_MAX) { /* InterComm: the peer is in the other group */
        if (!c->gb) return -1;
        uint64_t me = l->rank;
        const cp_otf2_group_t *remote = bsearch(&me, c->a_sorted, c->g->n, sizeof *c->a_sorted, u64_cmp) ? c->gb : c->g;
        *ghash = c->g->hash ^ c->gb->hash; /* alike from both sides */
        if (peer >= remote->n) return -1;
        *rank = (uint32_t)remote->members[peer];
        return 0;
    }
    if (c->g->self) {
        if (peer != 0) return -1;
        *rank = l->rank;
        return 0;
    }
    if (peer >= c->g->n) return -1;
    *rank = (uint32_t)c->g->members[peer];
    return 0;
}

static int ureg_cmp(const void *a, const void *b)
{
    const ureg_t *x = a, *y = b;
    return x->id < y->id ? -1 : x->id > y->id;
}

/* 0: not a USER region; 1: one; 2: one named as --phase asks */
static int user_region(const otf2_in_t *in, OTF2_RegionRef r)
{
    ureg_t key = {r, 0};
    const ureg_t *u = in->nureg ? bsearch(&key, in->ureg, in->nureg, sizeof *in->ureg, ureg_cmp) : NULL;
    return u ? 1 + (int)u->named : 0;
}

static OTF2_CallbackCode message(otf2_in_t *in, OTF2_LocationRef location, OTF2_TimeStamp time, int is_recv,
                                 uint32_t peer, OTF2_CommRef comm, uint32_t tag, uint64_t bytes)
{
    cp_matrix_t *m = in->m;
    loc_t *l = find_loc(in, location);
    uint32_t other;
    uint64_t ghash;
    if (!l || l->rank == UINT32_MAX || peer_rank(in, l, comm, peer, &other, &ghash)) {
        in->unresolved++;
        return OTF2_CALLBACK_SUCCESS;
    }
    /* since the trace's start; corrected times may precede it slightly */
    int64_t t = to_ns(in, (int64_t)(time - in->defs.offset));
    if (t > in->last_t) in->last_t = t;
    uint32_t src = is_recv ? other : l->rank, dst = is_recv ? l->rank : other;
    if (is_recv) {
        m->trace_recvs++;
    } else {
        m->trace_sends++;
        double s = (double)t * 1e-9;
        int in_range = !in->o->has_time || (s >= in->o->t_from && s < in->o->t_to);
        if (in->o->phase) in_range = l->depth && user_region(in, l->open[l->depth - 1]) == 2;
        if (in->o->has_sizes) in_range &= cp_size_bin(bytes) >= in->o->bin_lo && cp_size_bin(bytes) <= in->o->bin_hi;
        if (in_range) {
            if (add_pair(in, src, dst, bytes)) goto oom;
            m->hist[cp_size_bin(bytes)]++;
            if (t >= 0 && (uint64_t)t / (uint64_t)m->window_ns < (1u << 20) && /* beyond: a corrupt time */
                cp_matrix_add_window(m, (uint32_t)((uint64_t)t / (uint64_t)m->window_ns), 1, bytes))
                goto oom;
        }
    }
    chan_t *c = find_chan(in, src, dst, tag, ghash);
    if (!c || clock_event(in, c, is_recv, t)) goto oom;
    return OTF2_CALLBACK_SUCCESS;
oom:
    fail(in, CP_ERR_IO, "out of memory");
    return OTF2_CALLBACK_INTERRUPT;
}

static OTF2_CallbackCode ev_send(OTF2_LocationRef loc, OTF2_TimeStamp t, void *u, OTF2_AttributeList *a,
                                 uint32_t receiver, OTF2_CommRef comm, uint32_t tag, uint64_t len)
{
    (void)a;
    return message(u, loc, t, 0, receiver, comm, tag, len);
}
static OTF2_CallbackCode ev_isend(OTF2_LocationRef loc, OTF2_TimeStamp t, void *u, OTF2_AttributeList *a,
                                  uint32_t receiver, OTF2_CommRef comm, uint32_t tag, uint64_t len, uint64_t req)
{
    (void)a, (void)req;
    return message(u, loc, t, 0, receiver, comm, tag, len);
}
static OTF2_CallbackCode ev_recv(OTF2_LocationRef loc, OTF2_TimeStamp t, void *u, OTF2_AttributeList *a,
                                 uint32_t sender, OTF2_CommRef comm, uint32_t tag, uint64_t len)
{
    (void)a;
    return message(u, loc, t, 1, sender, comm, tag, len);
}
static OTF2_CallbackCode ev_irecv(OTF2_LocationRef loc, OTF2_TimeStamp t, void *u, OTF2_AttributeList *a,
                                  uint32_t sender, OTF2_CommRef comm, uint32_t tag, uint64_t len, uint64_t req)
{
    (void)a, (void)req;
    return message(u, loc, t, 1, sender, comm, tag, len);
}

/* --phase: a location's open USER regions; other regions are not followed */
static loc_t *user_loc(otf2_in_t *in, OTF2_LocationRef loc, OTF2_RegionRef region)
{
    return user_region(in, region) ? find_loc(in, loc) : NULL;
}

static OTF2_CallbackCode ev_enter(OTF2_LocationRef loc, OTF2_TimeStamp t, void *u, OTF2_AttributeList *a,
                                  OTF2_RegionRef region)
{
    otf2_in_t *in = u;
    (void)t, (void)a;
    loc_t *l = user_loc(in, loc, region);
    if (!l) return OTF2_CALLBACK_SUCCESS;
    if (cp_otf2_grow((void **)&l->open, &l->capopen, l->depth + 1, sizeof *l->open)) {
        fail(in, CP_ERR_IO, "out of memory");
        return OTF2_CALLBACK_INTERRUPT;
    }
    l->open[l->depth++] = region;
    return OTF2_CALLBACK_SUCCESS;
}

static OTF2_CallbackCode ev_leave(OTF2_LocationRef loc, OTF2_TimeStamp t, void *u, OTF2_AttributeList *a,
                                  OTF2_RegionRef region)
{
    otf2_in_t *in = u;
    (void)t, (void)a;
    loc_t *l = user_loc(in, loc, region);
    if (!l) return OTF2_CALLBACK_SUCCESS;
    /* the innermost open one of that id; an unmatched Leave changes nothing */
    for (size_t d = l->depth; d > 0; d--)
        if (l->open[d - 1] == region) {
            l->depth = d - 1;
            break;
        }
    return OTF2_CALLBACK_SUCCESS;
}

/* The trace of a location stopped here (commprof's trace writer at
 * COMMPROF_TRACE_LIMIT; any writer's measurement switched off) */
static OTF2_CallbackCode ev_onoff(OTF2_LocationRef loc, OTF2_TimeStamp time, void *u, OTF2_AttributeList *a,
                                  OTF2_MeasurementMode mode)
{
    otf2_in_t *in = u;
    cp_matrix_t *m = in->m;
    (void)a;
    loc_t *l = find_loc(in, loc);
    if (mode != OTF2_MEASUREMENT_OFF || !l || l->rank == UINT32_MAX) return OTF2_CALLBACK_SUCCESS;
    for (uint32_t i = 0; i < m->trace_ncut; i++)
        if (m->trace_cut[i] == l->rank) return OTF2_CALLBACK_SUCCESS; /* its first stop counts */
    uint32_t *c = realloc(m->trace_cut, ((size_t)m->trace_ncut + 1) * sizeof *c);
    if (!c) {
        fail(in, CP_ERR_IO, "out of memory");
        return OTF2_CALLBACK_INTERRUPT;
    }
    m->trace_cut = c;
    double s = (double)to_ns(in, (int64_t)(time - in->defs.offset)) * 1e-9;
    if (!m->trace_ncut || s < m->trace_cut_first_s) m->trace_cut_first_s = s;
    if (!m->trace_ncut || s > m->trace_cut_last_s) m->trace_cut_last_s = s;
    m->trace_cut[m->trace_ncut++] = l->rank;
    return OTF2_CALLBACK_SUCCESS;
}

static int u32_cmp(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

void cp_trace_cut_line(const cp_matrix_t *m, char *buf, size_t len)
{
    size_t k = 0;
    buf[0] = 0;
    if (!m->trace_ncut) return;
    k += (size_t)snprintf(buf, len, "the trace was switched off early on %u of %u rank%s (", m->trace_ncut, m->n,
                          m->n == 1 ? "" : "s");
    for (uint32_t i = 0; i < m->trace_ncut && i < 8 && k < len; i++)
        k += (size_t)snprintf(buf + k, len - k, "%s%u", i ? " " : "", m->trace_cut[i]);
    if (k < len) k += (size_t)snprintf(buf + k, len - k, "%s), at %.3f", m->trace_ncut > 8 ? " ..." : "",
                                       m->trace_cut_first_s);
    if (k < len && m->trace_cut_last_s > m->trace_cut_first_s)
        k += (size_t)snprintf(buf + k, len - k, " to %.3f", m->trace_cut_last_s);
    if (k < len)
        k += (size_t)snprintf(buf + k, len - k,
                              " s of %.3f s (commprof: COMMPROF_TRACE_LIMIT): it holds only what came before",
                              m->duration_s);
    if (k < len && m->trace_profile[0])
        snprintf(buf + k, len - k, "; the profile beside it is complete: give %s instead", m->trace_profile);
}

/* ---- the whole read ---- */

static void release(otf2_in_t *in)
{
    for (size_t i = 0; i < in->nloc; i++) free(in->loc[i].open);
    free(in->ureg);
    for (size_t i = 0; i < in->capchan; i++) free(in->chan[i].t);
    free(in->loc);
    free(in->pair);
    free(in->chan);
    cp_otf2_close(&in->defs);
}

/* Violations within the error bounds: the ranks' offsets moved within
 * their bounds so that no message arrives before it left (clock_adjust.h),
 * where such moves exist. */
static int adjust_clocks(otf2_in_t *in)
{
    cp_matrix_t *m = in->m;
    uint32_t n = in->defs.nworld;
    size_t nl = 0;
    double *bound = malloc((n ? n : 1) * sizeof *bound), *x = calloc(n ? n : 1, sizeof *x);
    cp_clock_link_t *links = malloc((in->nchan ? in->nchan : 1) * sizeof *links);
    if (!bound || !x || !links) {
        free(bound), free(x), free(links);
        return -1;
    }
    for (uint32_t r = 0; r < n; r++) {
        loc_t *l = find_loc(in, in->defs.world[r]);
        bound[r] = l ? l->err_ns : 0;
    }
    for (size_t i = 0; i < in->capchan; i++) {
        const chan_t *c = &in->chan[i];
        if (c->used && c->has_slack && c->src < n && c->dst < n && c->src != c->dst)
            links[nl++] = (cp_clock_link_t){c->src, c->dst, c->min_slack};
    }
    m->clock_adjusted = cp_clock_adjust(n, bound, links, nl, UINT64_C(200000000), x) ? -1 : 1;
    if (m->clock_adjusted > 0) {
        for (uint32_t r = 0; r < n; r++)
            if (fabs(x[r]) > m->clock_adjust_max_ns) m->clock_adjust_max_ns = fabs(x[r]);
        m->clock_moves_ns = x;
        m->clock_moves_n = n;
        x = NULL;
    }
    free(bound), free(x), free(links);
    return 0;
}

/* --allow-partial: a location whose event file (DIR/NAME/ID.evt beside
 * the anchor DIR/NAME.otf2) is missing is left out and its rank listed,
 * as a recording's missing rank files are; the other ranks' sends stay */
static int leave_out_absent(otf2_in_t *in)
{
    cp_matrix_t *m = in->m;
    size_t al = strlen(in->path);
    const char *ext = al > 5 ? in->path + al - 5 : "";
    char path[4096];
    for (size_t i = 0; strcmp(ext, ".otf2") == 0 && i < in->nloc; i++) {
        snprintf(path, sizeof path, "%.*s/%llu.evt", (int)(al - 5), in->path, (unsigned long long)in->loc[i].id);
        if (access(path, R_OK) == 0) continue;
        in->loc[i].absent = 1;
        uint32_t *t = m->nmissing & (m->nmissing - 1) ? m->missing
                      : realloc(m->missing, (m->nmissing ? 2 * (size_t)m->nmissing : 1) * sizeof *t);
        if (!t) return fail(in, CP_ERR_IO, "out of memory");
        m->missing = t;
        m->missing[m->nmissing++] = in->loc[i].rank;
    }
    if (m->nmissing == in->nloc)
        return fail(in, CP_ERR_IO, "no event file of any location is there (%.*s/*.evt)", (int)(al - 5), in->path);
    return 0;
}

/* Local definitions first: they hold the clock offsets OTF2 applies to
 * the events, and their error bounds; then each location's event reader. */
static int read_local_definitions(otf2_in_t *in)
{
    OTF2_Reader *rd = in->defs.reader;
    for (size_t i = 0; i < in->nloc; i++)
        if (!in->loc[i].absent) OTF2_Reader_SelectLocation(rd, in->loc[i].id);
    int have_defs = OTF2_Reader_OpenDefFiles(rd) == OTF2_SUCCESS, rc = 0;
    OTF2_DefReaderCallbacks *dcb = OTF2_DefReaderCallbacks_New();
    if (dcb) OTF2_DefReaderCallbacks_SetClockOffsetCallback(dcb, def_offset);
    if (OTF2_Reader_OpenEvtFiles(rd) != OTF2_SUCCESS) rc = fail(in, CP_ERR_FORMAT, "cannot open the event files (%s)", cp_otf2_error());
    for (size_t i = 0; !rc && i < in->nloc; i++) {
        cp_otf2_error_clear();
        if (in->loc[i].absent) continue;
        OTF2_DefReader *dr = have_defs && dcb ? OTF2_Reader_GetDefReader(rd, in->loc[i].id) : NULL;
        if (dr) {
            uint64_t n = 0;
            OTF2_Reader_RegisterDefCallbacks(rd, dr, dcb, &in->loc[i]);
            OTF2_ErrorCode e = OTF2_Reader_ReadAllLocalDefinitions(rd, dr, &n);
            OTF2_Reader_CloseDefReader(rd, dr);
            if (e != OTF2_SUCCESS) {
                rc = fail(in, CP_ERR_FORMAT, "bad local definitions of location %llu (%s)", (unsigned long long)in->loc[i].id,
                          cp_otf2_error()[0] ? cp_otf2_error() : OTF2_Error_GetDescription(e));
                break;
            }
        }
        in->loc[i].err_ns = (double)to_ns(in, (int64_t)in->loc[i].err_ns);
        if (!OTF2_Reader_GetEvtReader(rd, in->loc[i].id))
            rc = fail(in, CP_ERR_FORMAT, "no events of location %llu (%s)%s", (unsigned long long)in->loc[i].id,
                      cp_otf2_error()[0] ? cp_otf2_error() : "missing",
                      in->o->allow_partial ? "" : "; --allow-partial reads the others");
    }
    OTF2_DefReaderCallbacks_Delete(dcb);
    if (have_defs) OTF2_Reader_CloseDefFiles(rd);
    return rc;
}

/* Every event, in time order across locations; their count in *nev. */
static int read_events(otf2_in_t *in, uint64_t *nev)
{
    OTF2_Reader *rd = in->defs.reader;
    OTF2_GlobalEvtReader *ge = OTF2_Reader_GetGlobalEvtReader(rd);
    OTF2_GlobalEvtReaderCallbacks *ecb = OTF2_GlobalEvtReaderCallbacks_New();
    if (!ge || !ecb) {
        OTF2_GlobalEvtReaderCallbacks_Delete(ecb);
        return fail(in, CP_ERR_FORMAT, "cannot read the events (%s)", cp_otf2_error());
    }
    OTF2_GlobalEvtReaderCallbacks_SetMpiSendCallback(ecb, ev_send);
    OTF2_GlobalEvtReaderCallbacks_SetMpiIsendCallback(ecb, ev_isend);
    OTF2_GlobalEvtReaderCallbacks_SetMpiRecvCallback(ecb, ev_recv);
    OTF2_GlobalEvtReaderCallbacks_SetMpiIrecvCallback(ecb, ev_irecv);
    OTF2_GlobalEvtReaderCallbacks_SetMeasurementOnOffCallback(ecb, ev_onoff);
    if (in->o->phase) {
        OTF2_GlobalEvtReaderCallbacks_SetEnterCallback(ecb, ev_enter);
        OTF2_GlobalEvtReaderCallbacks_SetLeaveCallback(ecb, ev_leave);
    }
    OTF2_Reader_RegisterGlobalEvtCallbacks(rd, ge, ecb, in);
    OTF2_GlobalEvtReaderCallbacks_Delete(ecb);
    cp_otf2_error_clear();
    OTF2_ErrorCode e = OTF2_Reader_ReadAllGlobalEvents(rd, ge, nev);
    OTF2_Reader_CloseGlobalEvtReader(rd, ge);
    if (in->failed) return -1;
    if (e != OTF2_SUCCESS)
        return fail(in, CP_ERR_FORMAT, "bad events after %llu records (%s)", (unsigned long long)*nev,
                    cp_otf2_error()[0] ? cp_otf2_error() : OTF2_Error_GetDescription(e));
    return 0;
}

/* What the events gave, into the matrix: the counts, the clocks' bounds
 * and moves, the duration, where a cut trace's profile is, the pairs. */
static int fill_matrix(otf2_in_t *in, uint64_t nev)
{
    cp_matrix_t *m = in->m;
    const cp_matrix_opts_t *o = in->o;
    m->has_trace = 1;
    m->trace_events = nev;
    m->trace_unresolved = in->unresolved;
    for (size_t i = 0; i < in->capchan; i++)
        if (in->chan[i].used && in->chan[i].len) {
            if (in->chan[i].recv_side) m->trace_unmatched_recvs += in->chan[i].len;
            else m->trace_unmatched_sends += in->chan[i].len;
        }
    for (size_t i = 0; i < in->nloc; i++)
        if (in->loc[i].err_ns > (double)m->max_sync_error_ns) m->max_sync_error_ns = (uint64_t)in->loc[i].err_ns;
    if (m->clock_violations && adjust_clocks(in)) return fail(in, CP_ERR_IO, "out of memory");
    m->duration_s = (double)to_ns(in, (int64_t)in->defs.length) * 1e-9;
    if (in->last_t * 1e-9 > m->duration_s) m->duration_s = (double)in->last_t * 1e-9;
    if (m->trace_ncut) {
        qsort(m->trace_cut, m->trace_ncut, sizeof *m->trace_cut, u32_cmp);
        /* commprof's trace mode writes DIR/trace/traces.otf2 beside DIR's profile */
        char a[sizeof m->trace_profile], b[sizeof a], job[sizeof a + 16];
        snprintf(a, sizeof a, "%s", in->path);
        snprintf(b, sizeof b, "%s", dirname(a)); /* DIR/trace */
        const char *dir = dirname(b);
        snprintf(job, sizeof job, "%s/%s", dir, CP_JOB_FILE);
        if (access(job, R_OK) == 0) snprintf(m->trace_profile, sizeof m->trace_profile, "%s", dir);
    }
    for (size_t i = 0; i < in->cappair; i++)
        if (in->pair[i].msgs && cp_matrix_add(m, (uint32_t)(in->pair[i].key >> 32), (uint32_t)in->pair[i].key,
                                              in->pair[i].msgs, in->pair[i].bytes))
            return fail(in, CP_ERR_IO, "out of memory");
    m->has_hist = 1;
    if (cp_matrix_finish(m)) return fail(in, CP_ERR_IO, "out of memory");
    if (o->phase)
        snprintf(m->source, sizeof m->source, "OTF2 trace %.300s (phase %.100s: sends inside its user regions)", in->path,
                 o->phase);
    else if (o->has_time)
        snprintf(m->source, sizeof m->source, "OTF2 trace %s (sends from %g s to %g s)", in->path, o->t_from, o->t_to);
    else
        snprintf(m->source, sizeof m->source, "OTF2 trace %s", in->path);
    return 0;
}

int cp_matrix_from_otf2(const char *anchor, const cp_matrix_opts_t *o, cp_matrix_t *m, cp_err_t *err)
{
    otf2_in_t in = {.path = anchor, .m = m, .err = err, .o = o};
    if (cp_matrix_init(m, 0)) {
        snprintf(err->msg, sizeof err->msg, "out of memory");
        err->code = CP_ERR_IO;
        return -1;
    }
    int rc = cp_otf2_open(anchor, &in.defs, err) ? -1 : take_definitions(&in);
    if (!rc && in.nureg) qsort(in.ureg, in.nureg, sizeof *in.ureg, ureg_cmp);
    if (!rc && o->phase && !in.phase_regions)
        rc = fail(&in, CP_ERR_FORMAT, "no user region (phase) named '%s' in the trace's definitions", o->phase);
    if (!rc) {
        m->n = m->limit = in.defs.nworld;
        choose_window(&in);
    }
    if (!rc && o->allow_partial) rc = leave_out_absent(&in);
    if (!rc) rc = read_local_definitions(&in);
    uint64_t nev = 0;
    if (!rc) rc = read_events(&in, &nev);
    if (!rc) rc = fill_matrix(&in, nev);
    release(&in);
    if (rc) cp_matrix_free(m);
    return rc;
}

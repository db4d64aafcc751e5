/* Reader of commprof recordings.  Every length is checked against what is
 * left before it is used: the files come from crashed jobs and full disks. */
#include "record_read.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdarg.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cpus.h"

typedef struct cursor {
    const unsigned char *p, *end, *base;
    const char *name;
    cp_err_t *err;
} cursor_t;

/* cold and out of line: the readers' fast paths stay small */
__attribute__((cold, noinline, format(printf, 3, 4))) static int fail(cp_err_t *err, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    cp_err_vset(err, code, fmt, ap);
    va_end(ap);
    return -1;
}

__attribute__((cold, noinline)) static int cur_fail(cursor_t *c, const char *what)
{
    return fail(c->err, CP_ERR_FORMAT, "%s:%zu: %s", c->name,
                (size_t)(c->p - c->base), what);
}

static inline int need(cursor_t *c, size_t n, const char *what)
{
    if ((size_t)(c->end - c->p) < n) return cur_fail(c, what);
    return 0;
}

static inline int rd_u8(cursor_t *c, uint8_t *v)
{
    if (need(c, 1, "truncated field")) return -1;
    *v = *c->p++;
    return 0;
}
static inline int rd_u32(cursor_t *c, uint32_t *v)
{
    if (need(c, 4, "truncated field")) return -1;
    *v = cp_get_u32(c->p);
    c->p += 4;
    return 0;
}
static inline int rd_u64(cursor_t *c, uint64_t *v)
{
    if (need(c, 8, "truncated field")) return -1;
    *v = cp_get_u64(c->p);
    c->p += 8;
    return 0;
}
static int rd_i64(cursor_t *c, int64_t *v)
{
    uint64_t u;
    if (rd_u64(c, &u)) return -1;
    memcpy(v, &u, sizeof u);
    return 0;
}
static int rd_str(cursor_t *c, char **s)
{
    uint32_t n;
    if (rd_u32(c, &n)) return -1;
    if (need(c, n, "string runs past its record")) return -1;
    char *t = malloc((size_t)n + 1);
    if (!t) return fail(c->err, CP_ERR_NOMEM, "%s: out of memory", c->name);
    memcpy(t, c->p, n);
    t[n] = 0;
    if (memchr(t, 0, n)) {
        free(t);
        return cur_fail(c, "string holds a NUL byte");
    }
    c->p += n;
    *s = t;
    return 0;
}
static int rd_u32_array(cursor_t *c, uint32_t **a, uint32_t *n)
{
    if (rd_u32(c, n)) return -1;
    if (need(c, (size_t)*n * 4, "array runs past its record")) return -1;
    *a = malloc(((size_t)*n + 1) * sizeof **a);
    if (!*a) return fail(c->err, CP_ERR_NOMEM, "%s: out of memory", c->name);
    for (uint32_t i = 0; i < *n; i++) rd_u32(c, &(*a)[i]);
    return 0;
}

/* Header common to both file kinds. */
static int rd_header(cursor_t *c, uint32_t want_kind)
{
    if ((size_t)(c->end - c->p) < CP_HEADER_LEN || memcmp(c->p, CP_MAGIC, CP_MAGIC_LEN))
        return fail(c->err, CP_ERR_FORMAT,
                    "%s:0: not a commprof recording (bad magic or shorter than its header)",
                    c->name);
    uint16_t major = cp_get_u16(c->p + 8), minor = cp_get_u16(c->p + 10);
    uint32_t bom = cp_get_u32(c->p + 12), kind = cp_get_u32(c->p + 16);
    if (major != CP_VERSION_MAJOR)
        return fail(c->err, CP_ERR_VERSION,
                    "%s:8: format version %u.%u, this reader reads version %u.x",
                    c->name, major, minor, CP_VERSION_MAJOR);
    if (bom != CP_BOM)
        return fail(c->err, CP_ERR_FORMAT, "%s:12: bad byte-order mark 0x%08x",
                    c->name, bom);
    if (kind != want_kind)
        return fail(c->err, CP_ERR_FORMAT, "%s:16: file kind %u, expected %u",
                    c->name, kind, want_kind);
    c->p += CP_HEADER_LEN;
    return 0;
}

/* Iterates records: 1 = a record (type and sub-cursor set), 0 = END, -1 = error. */
static int next_record(cursor_t *c, uint32_t *type, cursor_t *sub)
{
    if ((size_t)(c->end - c->p) < CP_RECORD_HEADER_LEN)
        return cur_fail(c, "truncated file: no END record (the job was cut short while writing?)");
    *type = cp_get_u32(c->p);
    uint64_t len = cp_get_u64(c->p + 8);
    c->p += CP_RECORD_HEADER_LEN;
    if (len > (uint64_t)(c->end - c->p)) {
        c->p -= CP_RECORD_HEADER_LEN;
        char what[96];
        snprintf(what, sizeof what, "truncated record (type %u, length %llu)", *type,
                 (unsigned long long)len);
        return cur_fail(c, what);
    }
    *sub = *c;
    sub->end = c->p + len;
    c->p += len;
    if (*type == CP_REC_END) return 0;
    return 1;
}

void cp_rank_clear(cp_rank_t *r)
{
    free(r->host);
    free(r->cpuset);
    free(r->node_ranks);
    free(r->cores);
    free(r->package_cores);
    free(r->numa_cores);
    for (uint32_t i = 0; i < r->nphase_names; i++) free(r->phase_names[i]);
    free(r->phase_names);
    free(r->peers);
    free(r->bins);
    free(r->timer);
    free(r->syncs);
    free(r->times);
    free(r->wpeers);
    free(r->calls);
    memset(r, 0, sizeof *r);
}

static int parse_rank_info(cursor_t *c, cp_rank_t *r)
{
    if (r->present) return cur_fail(c, "second RANK_INFO record");
    if (rd_u32(c, &r->rank) || rd_u32(c, &r->world_size) || rd_u32(c, &r->pid) ||
        rd_u32(c, &r->end_kind) || rd_i64(c, &r->start_ns) || rd_i64(c, &r->end_ns) ||
        rd_str(c, &r->host) || rd_u32_array(c, &r->node_ranks, &r->n_node_ranks) ||
        rd_str(c, &r->cpuset) || rd_u32_array(c, &r->cores, &r->ncores))
        return -1;
    r->end_signal = 0; /* before 1.6: not recorded */
    if (c->p < c->end && rd_u32(c, &r->end_signal)) return -1;
    r->flags = 0; /* before 1.7: none */
    if (c->p < c->end && rd_u32(c, &r->flags)) return -1;
    r->app_rank = r->rank; /* before 1.8: never reordered */
    if (c->p < c->end && rd_u32(c, &r->app_rank)) return -1;
    if (c->p < c->end && rd_u32_array(c, &r->package_cores, &r->npackages)) return -1; /* since 1.10 */
    if (c->p < c->end && rd_u32_array(c, &r->numa_cores, &r->nnuma)) return -1;       /* since 1.11 */
    if (r->world_size == 0 || r->rank >= r->world_size)
        return cur_fail(c, "rank outside the world size");
    for (uint32_t i = 0; i < r->n_node_ranks; i++)
        if (r->node_ranks[i] >= r->world_size)
            return cur_fail(c, "node rank outside the world size");
    r->present = 1;
    return 0;
}

static int parse_phase_name(cursor_t *c, cp_rank_t *r)
{
    uint32_t id;
    char *name;
    if (rd_u32(c, &id)) return -1;
    if (id > (1u << 20)) return cur_fail(c, "phase id out of range");
    if (rd_str(c, &name)) return -1;
    if (id >= r->nphase_names) {
        char **t = realloc(r->phase_names, ((size_t)id + 1) * sizeof *t);
        if (!t) {
            free(name);
            return fail(c->err, CP_ERR_NOMEM, "%s: out of memory", c->name);
        }
        for (uint32_t i = r->nphase_names; i <= id; i++) t[i] = NULL;
        r->phase_names = t;
        r->nphase_names = id + 1;
    }
    free(r->phase_names[id]);
    r->phase_names[id] = name;
    return 0;
}

typedef struct growth {
    size_t peers_cap, bins_cap, syncs_cap, times_cap, wpeers_cap, calls_cap;
} growth_t;

/* Room for `need` elements in *a (*cap allocated): at least doubling, so
 * one more at a time stays linear; a record that says its count up front
 * gets it in one step (one allocation per rank, not a realloc chain). */
static int grow_to(cursor_t *c, void **a, size_t need, size_t *cap, size_t elem)
{
    if (need <= *cap) return 0;
    size_t nc = *cap ? 2 * *cap : 16;
    if (nc < need) nc = need;
    void *t = realloc(*a, nc * elem);
    if (!t) return fail(c->err, CP_ERR_NOMEM, "%s: out of memory", c->name);
    *a = t;
    *cap = nc;
    return 0;
}

/* Room for one more element in *a (n used). */
static int grow(cursor_t *c, void **a, size_t n, size_t *cap, size_t elem)
{
    return grow_to(c, a, n + 1, cap, elem);
}

static int parse_clock(cursor_t *c, cp_rank_t *r)
{
    if (r->has_clock) return cur_fail(c, "second CLOCK record");
    if (rd_str(c, &r->timer) || rd_u32(c, &r->sync_group) || rd_i64(c, &r->start_local_ns) ||
        rd_i64(c, &r->end_local_ns))
        return -1;
    r->has_clock = 1;
    return 0;
}

static int parse_sync(cursor_t *c, cp_rank_t *r, growth_t *g)
{
    size_t n = r->nsyncs;
    if (n >= UINT32_MAX) return cur_fail(c, "too many sync points");
    if (grow(c, (void **)&r->syncs, n, &g->syncs_cap, sizeof *r->syncs)) return -1;
    cp_sync_t *p = &r->syncs[n];
    if (rd_i64(c, &p->local_ns) || rd_i64(c, &p->offset_ns) || rd_u64(c, &p->error_ns) ||
        rd_u32(c, &p->exchanges) || rd_u32(c, &p->hops) || rd_i64(c, &p->duration_ns))
        return -1;
    if (n && p->local_ns < r->syncs[n - 1].local_ns) return cur_fail(c, "sync points out of time order");
    r->nsyncs++;
    return 0;
}

static int parse_link_bw(cursor_t *c, cp_rank_t *r)
{
    if (r->link_bw.bytes_per_s) return cur_fail(c, "second LINK_BANDWIDTH record");
    if (rd_u64(c, &r->link_bw.bytes_per_s) || rd_u64(c, &r->link_bw.small) || rd_u64(c, &r->link_bw.large) ||
        rd_i64(c, &r->link_bw.small_ns) || rd_i64(c, &r->link_bw.large_ns))
        return -1;
    if (!r->link_bw.bytes_per_s || r->link_bw.large <= r->link_bw.small || r->link_bw.large_ns <= r->link_bw.small_ns)
        return cur_fail(c, "LINK_BANDWIDTH: no slope (0 bytes/s, or sizes or times not increasing)");
    return 0;
}

/* Records of fixed-size entries: u32 key, u32 n, then exactly n entries. */
static int rd_list_header(cursor_t *c, uint32_t *key, uint32_t *n, uint64_t entry_len)
{
    if (rd_u32(c, key) || rd_u32(c, n)) return -1;
    if ((uint64_t)*n * entry_len != (uint64_t)(c->end - c->p))
        return cur_fail(c, "entry count does not match the record length");
    return 0;
}

static int parse_pair_times(cursor_t *c, cp_rank_t *r, growth_t *g)
{
    uint32_t phase, n;
    if (rd_list_header(c, &phase, &n, 20)) return -1;
    for (uint32_t i = 0; i < n; i++) {
        if (grow(c, (void **)&r->times, r->ntimes, &g->times_cap, sizeof *r->times)) return -1;
        cp_pair_time_t *t = &r->times[r->ntimes];
        t->phase = phase;
        if (rd_u32(c, &t->peer) || rd_i64(c, &t->first_ns) || rd_i64(c, &t->last_ns)) return -1;
        if (t->peer >= r->world_size) return cur_fail(c, "peer rank outside the world size");
        if (t->last_ns < t->first_ns) return cur_fail(c, "last send before the first");
        r->ntimes++;
    }
    return 0;
}

static int parse_windows(cursor_t *c, cp_rank_t *r)
{
    if (rd_i64(c, &r->window_origin_ns) || rd_i64(c, &r->window_ns)) return -1;
    if (r->window_ns <= 0) return cur_fail(c, "window length is not positive");
    return 0;
}

static int parse_window_peers(cursor_t *c, cp_rank_t *r, growth_t *g)
{
    uint32_t window, n;
    if (rd_list_header(c, &window, &n, 20)) return -1;
    for (uint32_t i = 0; i < n; i++) {
        if (grow(c, (void **)&r->wpeers, r->nwpeers, &g->wpeers_cap, sizeof *r->wpeers)) return -1;
        cp_window_peer_t *w = &r->wpeers[r->nwpeers];
        w->window = window;
        if (rd_u32(c, &w->peer) || rd_u64(c, &w->sent_msgs) || rd_u64(c, &w->sent_bytes)) return -1;
        if (w->peer >= r->world_size) return cur_fail(c, "peer rank outside the world size");
        r->nwpeers++;
    }
    return 0;
}

static int parse_outside(cursor_t *c, cp_rank_t *r)
{
    uint32_t n;
    if (rd_u32(c, &n)) return -1;
    if ((uint64_t)n * 36 > (uint64_t)(c->end - c->p)) return cur_fail(c, "more outside entries than the record holds");
    for (uint32_t i = 0; i < n; i++) {
        uint32_t kind;
        uint64_t v[4];
        if (rd_u32(c, &kind) || rd_u64(c, &v[0]) || rd_u64(c, &v[1]) || rd_u64(c, &v[2]) || rd_u64(c, &v[3]))
            return -1;
        if (kind >= CP_TRAFFIC_KINDS) continue; /* a later version's kind */
        for (int k = 0; k < 4; k++) r->outside[kind][k] += v[k];
    }
    return 0;
}

static int key_cmp(uint32_t a1, uint32_t a2, uint32_t b1, uint32_t b2)
{
    if (a1 != b1) return a1 < b1 ? -1 : 1;
    return a2 < b2 ? -1 : a2 > b2;
}
static int time_cmp(const void *a, const void *b)
{
    const cp_pair_time_t *x = a, *y = b;
    return key_cmp(x->phase, x->peer, y->phase, y->peer);
}
static int wpeer_cmp(const void *a, const void *b)
{
    const cp_window_peer_t *x = a, *y = b;
    return key_cmp(x->window, x->peer, y->window, y->peer);
}

/* Per-thread records of one pair: earliest first, latest last / sums. */
static void merge_times(cp_rank_t *r)
{
    if (r->ntimes < 2) return;
    qsort(r->times, r->ntimes, sizeof *r->times, time_cmp);
    size_t out = 0;
    for (size_t i = 0; i < r->ntimes; i++) {
        cp_pair_time_t *t = &r->times[i];
        if (out && time_cmp(&r->times[out - 1], t) == 0) {
            cp_pair_time_t *m = &r->times[out - 1];
            if (t->first_ns < m->first_ns) m->first_ns = t->first_ns;
            if (t->last_ns > m->last_ns) m->last_ns = t->last_ns;
        } else {
            r->times[out++] = *t;
        }
    }
    r->ntimes = out;
}
static void merge_wpeers(cp_rank_t *r)
{
    if (r->nwpeers < 2) return;
    qsort(r->wpeers, r->nwpeers, sizeof *r->wpeers, wpeer_cmp);
    size_t out = 0;
    for (size_t i = 0; i < r->nwpeers; i++) {
        cp_window_peer_t *w = &r->wpeers[i];
        if (out && wpeer_cmp(&r->wpeers[out - 1], w) == 0) {
            r->wpeers[out - 1].sent_msgs += w->sent_msgs;
            r->wpeers[out - 1].sent_bytes += w->sent_bytes;
        } else {
            r->wpeers[out++] = *w;
        }
    }
    r->nwpeers = out;
}

/* The two sync points around `t` (or the nearest two; i == j with one). */
static void bracket(const cp_rank_t *r, int64_t t, uint32_t *i, uint32_t *j)
{
    uint32_t k = 1;
    while (k + 1 < r->nsyncs && r->syncs[k].local_ns < t) k++;
    *i = r->nsyncs > 1 ? k - 1 : 0;
    *j = r->nsyncs > 1 ? k : 0;
}
static double lerp(int64_t t, int64_t t0, int64_t t1, double v0, double v1)
{
    return t1 == t0 ? v0 : v0 + (v1 - v0) * ((double)(t - t0) / (double)(t1 - t0));
}

int64_t cp_rank_global_ns(const cp_rank_t *r, int64_t local_ns)
{
    if (!r->nsyncs) return local_ns;
    uint32_t i, j;
    bracket(r, local_ns, &i, &j);
    const cp_sync_t *a = &r->syncs[i], *b = &r->syncs[j];
    /* offsets are small next to timer values: interpolate them, not times */
    double off = lerp(local_ns, a->local_ns, b->local_ns, (double)a->offset_ns, (double)b->offset_ns);
    return local_ns + (int64_t)(off < 0 ? off - 0.5 : off + 0.5);
}

uint64_t cp_rank_global_error_ns(const cp_rank_t *r, int64_t local_ns)
{
    if (!r->nsyncs) return UINT64_MAX;
    uint32_t i, j;
    bracket(r, local_ns, &i, &j);
    const cp_sync_t *a = &r->syncs[i], *b = &r->syncs[j];
    if (local_ns >= a->local_ns && local_ns <= b->local_ns)
        return a->error_ns > b->error_ns ? a->error_ns : b->error_ns;
    /* beyond the points the slope's own error grows with the distance */
    int64_t span = b->local_ns - a->local_ns;
    int64_t far = local_ns < a->local_ns ? a->local_ns - local_ns : local_ns - b->local_ns;
    double e = (double)(a->error_ns > b->error_ns ? a->error_ns : b->error_ns);
    if (span > 0) e += (double)(a->error_ns + b->error_ns) * (double)far / (double)span;
    return (uint64_t)e;
}

static int parse_peers(cursor_t *c, cp_rank_t *r, growth_t *g, uint32_t kind)
{
    uint32_t phase, n;
    if (rd_u32(c, &phase) || rd_u32(c, &n)) return -1;
    /* each peer takes at least 37 bytes: reject counts the record cannot hold
     * before allocating for them */
    if ((uint64_t)n * 37 > (uint64_t)(c->end - c->p)) return cur_fail(c, "peer count exceeds record");
    /* most pairs use one or two message sizes */
    if (grow_to(c, (void **)&r->peers, r->npeers + n, &g->peers_cap, sizeof *r->peers) ||
        grow_to(c, (void **)&r->bins, r->nbins + 2 * (size_t)n, &g->bins_cap, sizeof *r->bins))
        return -1;
    for (uint32_t i = 0; i < n; i++) {
        if (grow(c, (void **)&r->peers, r->npeers, &g->peers_cap, sizeof *r->peers)) return -1;
        cp_peer_t *p = &r->peers[r->npeers];
        uint8_t nb;
        p->kind = kind;
        p->phase = phase;
        /* the fixed part checked once: this loop is most of reading a recording */
        if (need(c, 37, "truncated field")) return -1;
        p->peer = cp_get_u32(c->p);
        p->sent_msgs = cp_get_u64(c->p + 4);
        p->sent_bytes = cp_get_u64(c->p + 12);
        p->recv_msgs = cp_get_u64(c->p + 20);
        p->recv_bytes = cp_get_u64(c->p + 28);
        nb = c->p[36];
        c->p += 37;
        if (r->present && p->peer >= r->world_size) return cur_fail(c, "peer rank outside the world size");
        if (nb > CP_HIST_BINS) return cur_fail(c, "histogram has too many bins");
        p->bin_first = r->nbins;
        p->nbins = nb;
        uint64_t hsum = 0;
        if (need(c, 9 * (size_t)nb, "truncated field") ||
            grow_to(c, (void **)&r->bins, r->nbins + nb, &g->bins_cap, sizeof *r->bins))
            return -1;
        for (unsigned b = 0; b < nb; b++) {
            cp_bin_t *bn = &r->bins[r->nbins++];
            bn->bin = c->p[0];
            bn->count = cp_get_u64(c->p + 1);
            if (bn->bin >= CP_HIST_BINS) return cur_fail(c, "histogram bin out of range");
            c->p += 9;
            hsum += bn->count;
        }
        if (hsum != p->sent_msgs) return cur_fail(c, "histogram does not add up to the message count");
        r->npeers++;
    }
    if (c->p != c->end) return cur_fail(c, "trailing bytes in peer record");
    return 0;
}

static int same_call(const cp_call_t *a, const cp_call_t *b)
{
    return a->phase == b->phase && a->call == b->call && a->algorithm == b->algorithm &&
           a->group_size == b->group_size && a->group_first == b->group_first &&
           a->group_hash == b->group_hash;
}

static int parse_calls(cursor_t *c, cp_rank_t *r, growth_t *g)
{
    uint32_t phase, n;
    if (rd_list_header(c, &phase, &n, 48)) return -1;
    for (uint32_t i = 0; i < n; i++) {
        cp_call_t x = {0};
        x.phase = phase;
        if (rd_u32(c, &x.call) || rd_u32(c, &x.algorithm) || rd_u32(c, &x.group_size) ||
            rd_u32(c, &x.group_first) || rd_u64(c, &x.group_hash) || rd_u64(c, &x.calls) ||
            rd_u64(c, &x.bytes_sent) || rd_u64(c, &x.bytes_recv))
            return -1;
        if (x.group_size > r->world_size || (x.group_first != UINT32_MAX && x.group_first >= r->world_size))
            return cur_fail(c, "call record names a group outside the world");
        if (grow(c, (void **)&r->calls, r->ncalls, &g->calls_cap, sizeof *r->calls)) return -1;
        r->calls[r->ncalls++] = x;
    }
    return 0;
}

static int call_cmp(const void *a, const void *b)
{
    const cp_call_t *x = a, *y = b;
#define CP_CMP(f) if (x->f != y->f) return x->f < y->f ? -1 : 1
    CP_CMP(phase);
    CP_CMP(call);
    CP_CMP(group_first);
    CP_CMP(group_size);
    CP_CMP(group_hash);
    CP_CMP(algorithm);
#undef CP_CMP
    return 0;
}

/* Threads write their own entries: one entry per key, summed. */
static void merge_calls(cp_rank_t *r)
{
    if (r->ncalls < 2) return;
    qsort(r->calls, r->ncalls, sizeof *r->calls, call_cmp);
    size_t out = 0;
    for (size_t i = 0; i < r->ncalls; i++) {
        if (out && same_call(&r->calls[out - 1], &r->calls[i])) {
            r->calls[out - 1].calls += r->calls[i].calls;
            r->calls[out - 1].bytes_sent += r->calls[i].bytes_sent;
            r->calls[out - 1].bytes_recv += r->calls[i].bytes_recv;
        } else {
            r->calls[out++] = r->calls[i];
        }
    }
    r->ncalls = out;
}

static int peer_cmp(const void *a, const void *b)
{
    const cp_peer_t *x = a, *y = b;
    if (x->kind != y->kind) return x->kind < y->kind ? -1 : 1;
    if (x->phase != y->phase) return x->phase < y->phase ? -1 : 1;
    if (x->peer != y->peer) return x->peer < y->peer ? -1 : 1;
    return 0;
}

/* Per-thread tables arrive as separate records: sum entries of one pair. */
static int merge_peers(cp_rank_t *r, cp_err_t *err, const char *name)
{
    if (r->npeers < 2) return 0;
    size_t k = 1; /* one thread meeting its peers in rank order (common): no sort */
    while (k < r->npeers && peer_cmp(&r->peers[k - 1], &r->peers[k]) < 0) k++;
    if (k == r->npeers) return 0;
    qsort(r->peers, r->npeers, sizeof *r->peers, peer_cmp);
    int dup = 0;
    for (size_t i = 1; i < r->npeers && !dup; i++)
        dup = peer_cmp(&r->peers[i - 1], &r->peers[i]) == 0;
    if (!dup) return 0;
    cp_bin_t *nb = malloc((r->nbins + 1) * sizeof *nb);
    if (!nb) return fail(err, CP_ERR_NOMEM, "%s: out of memory", name);
    size_t out = 0, nbn = 0;
    for (size_t i = 0; i < r->npeers;) {
        size_t j = i;
        uint64_t hist[CP_HIST_BINS] = {0};
        cp_peer_t m = r->peers[i];
        m.sent_msgs = m.sent_bytes = m.recv_msgs = m.recv_bytes = 0;
        for (; j < r->npeers && peer_cmp(&r->peers[i], &r->peers[j]) == 0; j++) {
            cp_peer_t *q = &r->peers[j];
            m.sent_msgs += q->sent_msgs;
            m.sent_bytes += q->sent_bytes;
            m.recv_msgs += q->recv_msgs;
            m.recv_bytes += q->recv_bytes;
            for (uint32_t b = 0; b < q->nbins; b++)
                hist[r->bins[q->bin_first + b].bin] += r->bins[q->bin_first + b].count;
        }
        m.bin_first = nbn;
        m.nbins = 0;
        for (unsigned b = 0; b < CP_HIST_BINS; b++)
            if (hist[b]) {
                nb[nbn].bin = (uint8_t)b;
                nb[nbn++].count = hist[b];
                m.nbins++;
            }
        r->peers[out++] = m;
        i = j;
    }
    free(r->bins);
    r->bins = nb;
    r->nbins = nbn;
    r->npeers = out;
    return 0;
}

int cp_rank_parse(const unsigned char *buf, size_t len, const char *name, cp_rank_t *out,
                  cp_err_t *err)
{
    cursor_t c = {buf, buf + len, buf, name, err};
    growth_t g = {0};
    memset(out, 0, sizeof *out);
    if (rd_header(&c, CP_FILE_RANK)) return -1;
    for (;;) {
        uint32_t type = 0;
        cursor_t sub;
        int rc = next_record(&c, &type, &sub);
        if (rc < 0) goto bad;
        if (rc == 0) break;
        switch (type) {
        case CP_REC_RANK_INFO: rc = parse_rank_info(&sub, out); break;
        case CP_REC_PHASE_NAME: rc = parse_phase_name(&sub, out); break;
        case CP_REC_P2P_PEERS:
        case CP_REC_COLL_PEERS:
        case CP_REC_RMA_PEERS:
            if (!out->present) {
                rc = cur_fail(&sub, "peer record before RANK_INFO");
                break;
            }
            rc = parse_peers(&sub, out, &g,
                             type == CP_REC_COLL_PEERS  ? CP_TRAFFIC_COLL
                             : type == CP_REC_RMA_PEERS ? CP_TRAFFIC_RMA
                                                        : CP_TRAFFIC_P2P);
            break;
        case CP_REC_CALLS:
            rc = out->present ? parse_calls(&sub, out, &g) : cur_fail(&sub, "call record before RANK_INFO");
            break;
        case CP_REC_CLOCK: rc = parse_clock(&sub, out); break;
        case CP_REC_CLOCK_SYNC: rc = parse_sync(&sub, out, &g); break;
        case CP_REC_PAIR_TIMES:
            rc = out->present ? parse_pair_times(&sub, out, &g) : cur_fail(&sub, "pair times before RANK_INFO");
            break;
        case CP_REC_WINDOWS: rc = parse_windows(&sub, out); break;
        case CP_REC_WINDOW_PEERS:
            rc = out->present ? parse_window_peers(&sub, out, &g) : cur_fail(&sub, "window record before RANK_INFO");
            break;
        case CP_REC_OUTSIDE: rc = parse_outside(&sub, out); break;
        case CP_REC_LINK_BANDWIDTH: rc = parse_link_bw(&sub, out); break;
        default: rc = 0; /* a later version's record: skip */
        }
        if (rc) goto bad;
    }
    if (!out->present) {
        fail(err, CP_ERR_FORMAT, "%s: no RANK_INFO record", name);
        goto bad;
    }
    if (merge_peers(out, err, name)) goto bad;
    merge_times(out);
    merge_wpeers(out);
    merge_calls(out);
    return 0;
bad:
    cp_rank_clear(out);
    return -1;
}

/* The whole file, in one read where its size is known (a growing buffer
 * copied itself once per doubling, and a fresh buffer per node file cost
 * more in page faults than the parse); *buf is reused when large enough
 * (*cap its size), so a reader of many files allocates a few times. */
static int slurp_into(const char *path, unsigned char **buf, size_t *cap, size_t *len, cp_err_t *err)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return fail(err, errno == ENOENT ? CP_ERR_MISSING : CP_ERR_IO, "%s: %s", path, strerror(errno));
    struct stat st;
    size_t n = 0, want = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? (size_t)st.st_size + 1 : 1 << 16;
    int rc = 0;
    for (;;) {
        if (n == *cap || !*buf) { /* room for the size and one byte more, to see the end */
            size_t nc = *cap > want ? *cap : want;
            if (*buf && n == *cap) nc = 2 * *cap;
            unsigned char *t = realloc(*buf, nc);
            if (!t) {
                rc = fail(err, CP_ERR_NOMEM, "%s: out of memory", path);
                break;
            }
            *buf = t;
            *cap = nc;
        }
        ssize_t got = read(fd, *buf + n, *cap - n);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            rc = fail(err, CP_ERR_IO, "%s: read error: %s", path, strerror(errno));
            break;
        }
        if (got == 0) break;
        n += (size_t)got;
    }
    close(fd);
    *len = n;
    return rc;
}

static int slurp(const char *path, unsigned char **buf, size_t *len, cp_err_t *err)
{
    size_t cap = 0;
    *buf = NULL;
    if (slurp_into(path, buf, &cap, len, err)) {
        free(*buf);
        *buf = NULL;
        return -1;
    }
    return 0;
}

int cp_rank_read_file(const char *path, cp_rank_t *out, cp_err_t *err)
{
    unsigned char *buf;
    size_t len;
    memset(out, 0, sizeof *out);
    if (slurp(path, &buf, &len, err)) return -1;
    int rc = cp_rank_parse(buf, len, path, out, err);
    free(buf);
    return rc;
}

int cp_rank_phase_id(const cp_rank_t *r, const char *name)
{
    if (!name || !*name) return 0;
    for (uint32_t i = 0; i < r->nphase_names; i++)
        if (r->phase_names[i] && strcmp(r->phase_names[i], name) == 0) return (int)i;
    return -1;
}

static int parse_job(const unsigned char *buf, size_t len, const char *name, cp_recording_t *rec,
                     cp_err_t *err)
{
    cursor_t c = {buf, buf + len, buf, name, err};
    int have = 0;
    if (rd_header(&c, CP_FILE_JOB)) return -1;
    for (;;) {
        uint32_t type = 0;
        cursor_t s;
        int rc = next_record(&c, &type, &s);
        if (rc < 0) return -1;
        if (rc == 0) break;
        if (type != CP_REC_JOB_INFO) continue;
        if (have) return cur_fail(&s, "second JOB_INFO record");
        if (rd_u32(&s, &rec->world_size) || rd_i64(&s, &rec->start_ns) ||
            rd_i64(&s, &rec->end_ns) || rd_str(&s, &rec->mpi_library) ||
            rd_str(&s, &rec->command_line) || rd_str(&s, &rec->job_id))
            return -1;
        have = 1;
    }
    if (!have) return fail(err, CP_ERR_FORMAT, "%s: no JOB_INFO record", name);
    if (rec->world_size == 0 || rec->world_size > (1u << 30))
        return fail(err, CP_ERR_FORMAT, "%s: implausible world size %u", name, rec->world_size);
    return 0;
}

/* Node files read so far: a few, reused round robin.  Ranks are read in
 * order and a node's ranks are mostly consecutive, so one file is read once;
 * with ranks dealt round robin over many nodes files are read again. */
#define NODE_CACHE 4
struct cp_node_cache {
    int32_t file[NODE_CACHE];
    unsigned char *buf[NODE_CACHE];
    size_t len[NODE_CACHE], cap[NODE_CACHE];
    unsigned next;
};

cp_node_cache_t *cp_node_cache_new(void)
{
    cp_node_cache_t *c = calloc(1, sizeof *c);
    if (c)
        for (int k = 0; k < NODE_CACHE; k++) c->file[k] = -1;
    return c;
}

void cp_node_cache_free(cp_node_cache_t *c)
{
    if (!c) return;
    for (int k = 0; k < NODE_CACHE; k++) free(c->buf[k]);
    free(c);
}

/* The index of one node file, read and checked against the file's size and
 * the job's world size (its ranks against the other files' later, in file
 * order: index_apply). */
typedef struct node_index {
    unsigned char *entries; /* n entries of CP_NODE_INDEX_ENTRY bytes */
    uint32_t n;
    int bad; /* index_read failed (run again in order for its message) */
} node_index_t;

enum { INDEX_HEAD = CP_HEADER_LEN + CP_RECORD_HEADER_LEN + 4 };

static int index_read(const cp_recording_t *rec, int32_t fi, node_index_t *ix, cp_err_t *err)
{
    const char *path = rec->node_files[fi];
    /* header, index and usually all its entries in one read: a job of a
     * million ranks has thousands of node files, and reading their indexes
     * through stdio (seek, tell, two reads) took a third of the opening */
    unsigned char first[INDEX_HEAD + 128 * CP_NODE_INDEX_ENTRY];
    int rc = -1;
    memset(ix, 0, sizeof *ix);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return fail(err, CP_ERR_IO, "%s: %s", path, strerror(errno));
    struct stat st;
    if (fstat(fd, &st)) {
        fail(err, CP_ERR_IO, "%s: %s", path, strerror(errno));
        goto out;
    }
    ssize_t got = pread(fd, first, sizeof first, 0);
    if (got < 0) {
        fail(err, CP_ERR_IO, "%s: read error: %s", path, strerror(errno));
        goto out;
    }
    if (got < INDEX_HEAD) {
        fail(err, CP_ERR_FORMAT, "%s:0: truncated node file (shorter than its index)", path);
        goto out;
    }
    cursor_t c = {first, first + INDEX_HEAD, first, path, err};
    if (rd_header(&c, CP_FILE_NODE)) goto out;
    uint32_t type = cp_get_u32(first + CP_HEADER_LEN), n = cp_get_u32(first + CP_HEADER_LEN + CP_RECORD_HEADER_LEN);
    uint64_t len = cp_get_u64(first + CP_HEADER_LEN + 8);
    if (type != CP_REC_NODE_INDEX || len != 4 + (uint64_t)n * CP_NODE_INDEX_ENTRY || n == 0 || n > rec->world_size ||
        len > (uint64_t)st.st_size) {
        fail(err, CP_ERR_FORMAT, "%s:%d: bad node index (type %u, %u entries, length %llu)", path, CP_HEADER_LEN,
             type, n, (unsigned long long)len);
        goto out;
    }
    if (!(ix->entries = malloc((size_t)len))) {
        fail(err, CP_ERR_NOMEM, "%s: out of memory", path);
        goto out;
    }
    size_t have = (size_t)got - INDEX_HEAD < len - 4 ? (size_t)got - INDEX_HEAD : (size_t)len - 4;
    memcpy(ix->entries, first + INDEX_HEAD, have);
    if (have < len - 4 && pread(fd, ix->entries + have, (size_t)len - 4 - have, INDEX_HEAD + (off_t)have) !=
                              (ssize_t)(len - 4 - have)) {
        fail(err, CP_ERR_FORMAT, "%s:%d: truncated node index", path, INDEX_HEAD);
        goto out;
    }
    for (uint32_t k = 0; k < n; k++) {
        const unsigned char *e = ix->entries + (size_t)k * CP_NODE_INDEX_ENTRY;
        uint32_t r = cp_get_u32(e);
        uint64_t off = cp_get_u64(e + 4), l = cp_get_u64(e + 12);
        /* an image past the end (a cut file) fails only its own rank, when
         * read: --allow-partial keeps the others */
        if (r >= rec->world_size || off < CP_HEADER_LEN + CP_RECORD_HEADER_LEN + len) {
            fail(err, CP_ERR_FORMAT, "%s:%ld: index entry %u (rank %u at byte %llu, %llu bytes) outside the job or the file",
                 path, (long)INDEX_HEAD + (long)k * CP_NODE_INDEX_ENTRY, k, r, (unsigned long long)off,
                 (unsigned long long)l);
            goto out;
        }
    }
    ix->n = n;
    rc = 0;
out:
    close(fd);
    if (rc) {
        free(ix->entries);
        ix->entries = NULL;
    }
    return rc;
}

/* The ranks of file fi's index are the file's, unless an earlier file has
 * them (leftovers of another run). */
static int index_apply(cp_recording_t *rec, int32_t fi, const node_index_t *ix, cp_err_t *err)
{
    for (uint32_t k = 0; k < ix->n; k++) {
        const unsigned char *e = ix->entries + (size_t)k * CP_NODE_INDEX_ENTRY;
        uint32_t r = cp_get_u32(e);
        if (rec->node_of[r] >= 0)
            return fail(err, CP_ERR_FORMAT, "%s:%ld: rank %u is also in %s", rec->node_files[fi],
                        (long)INDEX_HEAD + (long)k * CP_NODE_INDEX_ENTRY, r, rec->node_files[rec->node_of[r]]);
        rec->node_of[r] = fi;
        rec->image_off[r] = cp_get_u64(e + 4);
        rec->image_len[r] = cp_get_u64(e + 12);
    }
    return 0;
}

/* The indexes read on a few threads (thousands of files: the opening was
 * mostly system calls, one after the other), applied in file order. */
typedef struct index_job {
    const cp_recording_t *rec;
    node_index_t *ix;
    _Atomic uint32_t next;
} index_job_t;

static void *index_worker(void *arg)
{
    index_job_t *j = arg;
    for (uint32_t fi; (fi = atomic_fetch_add(&j->next, 1)) < j->rec->nnode_files;)
        j->ix[fi].bad = index_read(j->rec, (int32_t)fi, &j->ix[fi], NULL) != 0;
    return NULL;
}

static int read_node_indexes(cp_recording_t *rec, cp_err_t *err)
{
    enum { MAX_THREADS = 16 };
    node_index_t *ix = calloc(rec->nnode_files, sizeof *ix);
    if (!ix) return fail(err, CP_ERR_NOMEM, "%s: out of memory", rec->dir);
    index_job_t j = {rec, ix, 0};
    pthread_t th[MAX_THREADS];
    int nth = 0;
    int cpus = cp_cpus_usable();
    if (rec->nnode_files >= 64)
        while (nth < MAX_THREADS && nth + 1 < cpus && pthread_create(&th[nth], NULL, index_worker, &j) == 0) nth++;
    index_worker(&j); /* this thread too */
    for (int t = 0; t < nth; t++) pthread_join(th[t], NULL);
    int rc = 0;
    for (uint32_t fi = 0; fi < rec->nnode_files; fi++) {
        /* a failed file is read again here, for the message it gives */
        if (!rc && ix[fi].bad) rc = index_read(rec, (int32_t)fi, &ix[fi], err);
        if (!rc) rc = index_apply(rec, (int32_t)fi, &ix[fi], err);
        free(ix[fi].entries);
    }
    free(ix);
    return rc;
}

/* The job's size as one rank's own image gives it, or 0 where no image
 * could be read here (a cut file fails its own rank later).  One image
 * vouches for the job file: a damaged size in it would otherwise make the
 * readers allocate for up to 2^30 ranks (20 GB) before any rank disagreed. */
static uint32_t world_size_of_an_image(const cp_recording_t *rec, const uint32_t *rank_files, uint32_t nrank_files,
                                       char *which, size_t which_len)
{
    cp_rank_t rk;
    uint32_t ws = 0;
    if (rec->nnode_files) {
        node_index_t ix;
        if (index_read(rec, 0, &ix, NULL)) return 0;
        uint64_t off = cp_get_u64(ix.entries + 4), len = cp_get_u64(ix.entries + 12);
        free(ix.entries);
        unsigned char *img = len <= (1u << 30) ? malloc(len ? (size_t)len : 1) : NULL;
        int fd = img ? open(rec->node_files[0], O_RDONLY | O_CLOEXEC) : -1;
        if (fd >= 0 && pread(fd, img, (size_t)len, (off_t)off) == (ssize_t)len &&
            cp_rank_parse(img, (size_t)len, rec->node_files[0], &rk, NULL) == 0) {
            ws = rk.world_size;
            snprintf(which, which_len, "%s's rank %u", rec->node_files[0], rk.rank);
            cp_rank_clear(&rk);
        }
        if (fd >= 0) close(fd);
        free(img);
    } else if (nrank_files) {
        char *path = malloc(strlen(rec->dir) + 64);
        if (!path) return 0;
        sprintf(path, "%s/" CP_RANK_FILE_FMT, rec->dir, rank_files[0]);
        if (cp_rank_read_file(path, &rk, NULL) == 0) {
            ws = rk.world_size;
            snprintf(which, which_len, "%s", path);
            cp_rank_clear(&rk);
        }
        free(path);
    }
    return ws;
}

/* Finds the node files of the directory (and refuses a rank that is both
 * in a node file and in a rank file: leftovers of another run). */
static int scan_node_files(cp_recording_t *rec, cp_err_t *err)
{
    DIR *d = opendir(rec->dir);
    if (!d) return fail(err, CP_ERR_IO, "%s: %s", rec->dir, strerror(errno));
    struct dirent *de;
    uint32_t cap = 0, nranks_files = 0, rcap = 0;
    uint32_t *rank_files = NULL;
    int rc = 0;
    while (!rc && (de = readdir(d)) != NULL) {
        uint32_t v;
        /* exact names only: not the writers' NAME.tmp.PID files */
        cp_entry_kind_t kind = cp_record_entry(de->d_name, &v);
        if (kind == CP_ENTRY_RANK) {
            if (nranks_files == rcap) {
                rcap = rcap ? 2 * rcap : 64;
                uint32_t *t = realloc(rank_files, rcap * sizeof *t);
                if (!t) rc = fail(err, CP_ERR_NOMEM, "%s: out of memory", rec->dir);
                else rank_files = t;
            }
            if (!rc) rank_files[nranks_files++] = v;
            continue;
        }
        if (kind != CP_ENTRY_NODE) continue;
        if (rec->nnode_files == cap) {
            cap = cap ? 2 * cap : 16;
            char **t = realloc(rec->node_files, cap * sizeof *t);
            if (!t) {
                rc = fail(err, CP_ERR_NOMEM, "%s: out of memory", rec->dir);
                break;
            }
            rec->node_files = t;
        }
        size_t l = strlen(rec->dir) + strlen(de->d_name) + 2;
        if (!(rec->node_files[rec->nnode_files] = malloc(l))) {
            rc = fail(err, CP_ERR_NOMEM, "%s: out of memory", rec->dir);
            break;
        }
        snprintf(rec->node_files[rec->nnode_files++], l, "%s/%s", rec->dir, de->d_name);
    }
    closedir(d);
    char which[4200];
    uint32_t ws = rc ? 0 : world_size_of_an_image(rec, rank_files, nranks_files, which, sizeof which);
    if (ws && ws != rec->world_size)
        rc = fail(err, CP_ERR_FORMAT, "%s/%s: says the job had %u ranks, but %s was recorded in a job of %u "
                  "(a damaged %s, or files of another run?)", rec->dir, CP_JOB_FILE, rec->world_size, which, ws, CP_JOB_FILE);
    if (!rc && rec->nnode_files) {
        size_t n = rec->world_size ? rec->world_size : 1;
        rec->node_of = malloc(n * sizeof *rec->node_of);
        rec->image_off = malloc(n * sizeof *rec->image_off);
        rec->image_len = malloc(n * sizeof *rec->image_len);
        rec->cache = cp_node_cache_new();
        if (!rec->node_of || !rec->image_off || !rec->image_len || !rec->cache)
            rc = fail(err, CP_ERR_NOMEM, "%s: out of memory", rec->dir);
        for (size_t r = 0; !rc && r < n; r++) rec->node_of[r] = -1;
        if (!rc) rc = read_node_indexes(rec, err);
        for (uint32_t k = 0; !rc && k < nranks_files; k++)
            if (rank_files[k] < rec->world_size && rec->node_of[rank_files[k]] >= 0)
                rc = fail(err, CP_ERR_FORMAT,
                          "%s: rank %u is both in " CP_RANK_FILE_FMT " and in %s (files of two runs? "
                          "remove one)", rec->dir, rank_files[k], rank_files[k], rec->node_files[rec->node_of[rank_files[k]]]);
    }
    /* rank 0 writes the job file at MPI_Init, and again with the end at
     * MPI_Finalize; ranks write their files at the end (or at a signal,
     * MPI_Abort, exit, a snapshot) */
    if (!rc && !rec->end_ns && !rec->nnode_files && !nranks_files)
        rc = fail(err, CP_ERR_FORMAT,
                  "%s: the job has not finished: its %s is from MPI_Init, and no rank has written its file yet "
                  "(wait for the job to end; one killed by SIGKILL leaves only this, unless recorded with "
                  "COMMPROF_SNAPSHOT=S)", rec->dir, CP_JOB_FILE);
    free(rank_files);
    return rc;
}

cp_recording_t *cp_recording_open_job(const char *dir, cp_err_t *err)
{
    cp_recording_t *rec = calloc(1, sizeof *rec);
    size_t plen = strlen(dir) + 64;
    char *path = malloc(plen);
    unsigned char *buf = NULL;
    size_t len;
    cp_err_t dummy;
    if (!err) err = &dummy;
    if (!rec || !path || !(rec->dir = strdup(dir))) {
        fail(err, CP_ERR_NOMEM, "%s: out of memory", dir);
        goto bad;
    }
    snprintf(path, plen, "%s/%s", rec->dir, CP_JOB_FILE);
    struct stat st;
    if (stat(rec->dir, &st) == 0 && !S_ISDIR(st.st_mode)) {
        fail(err, CP_ERR_FORMAT, "%s: not a commprof recording (a recording is the directory a job wrote, with %s)",
             rec->dir, CP_JOB_FILE);
        goto bad;
    }
    if (slurp(path, &buf, &len, err)) {
        if (err->code == CP_ERR_MISSING)
            snprintf(err->msg, sizeof err->msg,
                     "%s: not a commprof recording (no %s; was the job run with libcommprof.so preloaded?)",
                     dir, CP_JOB_FILE);
        goto bad;
    }
    int rc = parse_job(buf, len, path, rec, err);
    free(buf);
    if (rc || scan_node_files(rec, err)) goto bad;
    free(path);
    return rec;
bad:
    free(path);
    cp_recording_free(rec);
    return NULL;
}

int cp_recording_read_rank(const cp_recording_t *rec, uint32_t i, cp_rank_t *out, cp_err_t *err)
{
    return cp_recording_read_rank_with(rec, rec->cache, i, out, err);
}

int cp_recording_read_rank_with(const cp_recording_t *rec, cp_node_cache_t *c, uint32_t i, cp_rank_t *out,
                                cp_err_t *err)
{
    if (rec->node_of && i < rec->world_size && rec->node_of[i] >= 0) {
        int32_t fi = rec->node_of[i];
        int k = 0;
        while (k < NODE_CACHE && c->file[k] != fi) k++;
        if (k == NODE_CACHE) {
            k = (int)(c->next++ % NODE_CACHE);
            c->file[k] = -1;
            if (slurp_into(rec->node_files[fi], &c->buf[k], &c->cap[k], &c->len[k], err)) return -1;
            c->file[k] = fi;
        }
        memset(out, 0, sizeof *out);
        const char *path = rec->node_files[fi];
        uint64_t off = rec->image_off[i], len = rec->image_len[i];
        if (off > c->len[k] || len > c->len[k] - off)
            return fail(err, CP_ERR_FORMAT, "%s@%llu: rank %u's image runs past the end of the file (%zu bytes)",
                        path, (unsigned long long)off, i, c->len[k]);
        /* named by the file alone while it parses (a name per rank was a
         * tenth of the reading); a failure parses again under the image's
         * full name, which the message then carries */
        if (cp_rank_parse(c->buf[k] + off, (size_t)len, path, out, NULL)) {
            char name[4200];
            snprintf(name, sizeof name, "%s@%llu", path, (unsigned long long)off);
            if (cp_rank_parse(c->buf[k] + off, (size_t)len, name, out, err) == 0) /* cannot happen */
                return fail(err, CP_ERR_FORMAT, "%s: read once and not again", name);
            return -1;
        }
        if (out->rank != i || out->world_size != rec->world_size) {
            fail(err, CP_ERR_FORMAT, "%s@%llu: holds rank %u of %u, expected rank %u of %u", path,
                 (unsigned long long)off, out->rank, out->world_size, i, rec->world_size);
            cp_rank_clear(out);
            return -1;
        }
        return 0;
    }
    char *path = malloc(strlen(rec->dir) + 64);
    if (!path) return fail(err, CP_ERR_NOMEM, "%s: out of memory", rec->dir);
    sprintf(path, "%s/" CP_RANK_FILE_FMT, rec->dir, i);
    int rc = cp_rank_read_file(path, out, err);
    if (rc == 0 && (out->rank != i || out->world_size != rec->world_size)) {
        rc = fail(err, CP_ERR_FORMAT, "%s: holds rank %u of %u, expected rank %u of %u", path,
                  out->rank, out->world_size, i, rec->world_size);
        cp_rank_clear(out);
    }
    free(path);
    return rc;
}

cp_recording_t *cp_recording_open(const char *dir, int allow_partial, cp_err_t *err)
{
    cp_recording_t *rec = cp_recording_open_job(dir, err);
    if (!rec) return NULL;
    rec->ranks = calloc(rec->world_size ? rec->world_size : 1, sizeof *rec->ranks);
    if (!rec->ranks) {
        fail(err, CP_ERR_NOMEM, "%s: out of memory for %u ranks", dir, rec->world_size);
        goto bad;
    }
    for (uint32_t i = 0; i < rec->world_size; i++) {
        cp_err_t e;
        if (cp_recording_read_rank(rec, i, &rec->ranks[i], &e)) {
            if (!allow_partial || e.code == CP_ERR_NOMEM) {
                if (err) *err = e;
                goto bad;
            }
            rec->nmissing++;
        }
    }
    if (rec->world_size && rec->nmissing == rec->world_size) {
        fail(err, CP_ERR_FORMAT, "%s: none of the %u ranks' files is there or readable: nothing to read", dir,
             rec->world_size);
        goto bad;
    }
    return rec;
bad:
    cp_recording_free(rec);
    return NULL;
}

void cp_recording_free(cp_recording_t *rec)
{
    if (!rec) return;
    if (rec->ranks)
        for (uint32_t i = 0; i < rec->world_size; i++) cp_rank_clear(&rec->ranks[i]);
    free(rec->ranks);
    for (uint32_t i = 0; i < rec->nnode_files; i++) free(rec->node_files[i]);
    free(rec->node_files);
    free(rec->node_of);
    free(rec->image_off);
    free(rec->image_len);
    cp_node_cache_free(rec->cache);
    free(rec->dir);
    free(rec->mpi_library);
    free(rec->command_line);
    free(rec->job_id);
    free(rec);
}

const char *cp_end_kind_name(uint32_t kind)
{
    static const char *names[] = {"running", "finalize", "abort", "signal", "exit"};
    return kind < sizeof names / sizeof *names ? names[kind] : "unknown";
}

const char *cp_signal_name(uint32_t sig)
{
    switch (sig) {
    case SIGHUP: return "SIGHUP";
    case SIGINT: return "SIGINT";
    case SIGQUIT: return "SIGQUIT";
    case SIGILL: return "SIGILL";
    case SIGABRT: return "SIGABRT";
    case SIGBUS: return "SIGBUS";
    case SIGFPE: return "SIGFPE";
    case SIGUSR1: return "SIGUSR1";
    case SIGSEGV: return "SIGSEGV";
    case SIGUSR2: return "SIGUSR2";
    case SIGPIPE: return "SIGPIPE";
    case SIGTERM: return "SIGTERM";
    case SIGXCPU: return "SIGXCPU";
    default: return NULL;
    }
}

static int name_cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

void cp_recording_phases(const cp_recording_t *rec, uint32_t max_ranks, char *buf, size_t len)
{
    char *names[64];
    size_t n = 0, k = 0;
    buf[0] = 0;
    for (uint32_t i = 0; i < rec->world_size && i < max_ranks; i++) {
        cp_rank_t tmp = {0};
        const cp_rank_t *r = rec->ranks && rec->ranks[i].present ? &rec->ranks[i] : NULL;
        cp_err_t e;
        if (!r && !rec->ranks && cp_recording_read_rank(rec, i, &tmp, &e) == 0) r = &tmp;
        for (uint32_t p = 1; r && p < r->nphase_names; p++) { /* id 0: the whole run */
            const char *nm = r->phase_names[p];
            int seen = !nm || !*nm;
            for (size_t j = 0; j < n && !seen; j++) seen = !strcmp(names[j], nm);
            if (!seen && n < sizeof names / sizeof *names && (names[n] = strdup(nm))) n++;
        }
        if (r == &tmp) cp_rank_clear(&tmp);
    }
    qsort(names, n, sizeof *names, name_cmp);
    for (size_t j = 0; j < n; j++) {
        if (k < len) k += (size_t)snprintf(buf + k, len - k, "%s%s", j ? ", " : "", names[j]);
        free(names[j]);
    }
}

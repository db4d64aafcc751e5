/* A commprof recording as a matrix: each rank's sent side (its own rows).
 * Chunks of ranks are read and made into rows by worker threads, then
 * folded into the matrix in rank order (ordered_pool.c): memory stays at
 * the matrix and a few chunks in flight. */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "call_ids.gen.h"
#include "comm_matrix.h"
#include "size_classes.h"
#include "settings.h"
#include "ordered_pool.h"
#include "record_read.h"

/* Ranks per chunk: a few MB of rows for a stencil, and a hand-over per
 * thousand ranks.  COMMPROF_READ_CHUNK sets it, so tests can run small
 * recordings through many chunks and threads. */
enum { CHUNK_RANKS = 1024, MAX_WORKERS = 16 };

/* What the workers share: the recording (read only), the options, and per
 * worker a node-file cache and a rank to parse into. */
typedef struct job {
    uint32_t chunk_ranks;
    cp_recording_t *rec;
    const cp_matrix_opts_t *o;
    const char *dir;
    cp_node_cache_t *cache[MAX_WORKERS];
    cp_rank_t rank[MAX_WORKERS];
    /* chunks folded in, kept for the next ones: fresh buffers for each chunk
     * cost a page fault per 4 KB, the largest part of reading here */
    pthread_mutex_t spare_lock;
    struct chunk *spare;
} job_t;

/* CHUNK_RANKS consecutive ranks made into rows, in rank order, and what
 * else the matrix learns from them; the taker folds them in. */
typedef struct chunk {
    struct chunk *next_spare;
    uint32_t first, n;
    uint32_t *rowlen;   /* per rank: cells of its row; MISSING: not read */
    size_t *host_at;    /* per rank: offset in hosts, SIZE_MAX: none */
    uint32_t *ended;    /* per rank: end_kind | end_signal << 8 */
    uint32_t *span;     /* per rank: its highest allowed core + 1 (0: unknown) */
    uint32_t *first_core; /* per rank: its lowest core + 1 where its cores are one run, else 0 */
    uint32_t *packages, *package_cores; /* per rank: its node's packages, and their cores where alike (else 0) */
    uint32_t *numa_cores; /* per rank: the cores of each NUMA node inside its node's packages, where alike (else 0) */
    uint64_t *sync_err; /* per rank: first sync point's error, UINT64_MAX: none */
    uint64_t *sync_bw;  /* per rank: its node's measured bandwidth to its parent, 0: none */
    uint32_t sync_group;
    cp_cell_t *cells;   /* the rows, one after the other, receivers increasing */
    size_t ncells, cellcap;
    cp_cell_t *late;    /* messages modeled by their receivers: other ranks' rows */
    size_t nlate, latecap;
    char *hosts;
    size_t hostlen, hostcap;
    uint64_t hist[CP_HIST_BINS];
    int has_clock, has_zero, has_end;
    uint64_t max_sync_error_ns;
    int64_t max_offset_ns, zero, max_end;
    double max_drift_ppm;
    uint32_t win_rank; /* first rank with windows, UINT32_MAX: none */
    int64_t window_ns, window_origin_ns;
    uint64_t *win_msgs, *win_bytes;
    uint32_t nwindows; /* windows seen: [0, nwindows) */
    size_t wincap;
    int phase_seen;
    uint64_t kind_msgs[CP_TRAFFIC_KINDS], kind_bytes[CP_TRAFFIC_KINDS];
    cp_call_sum_t *calls;   /* CP_CALL_COUNT entries by call id, or NULL: none yet */
    uint64_t outside[4];    /* traffic with other jobs' processes, kinds included */
    uint32_t outside_ranks; /* ranks that had some */
    uint32_t fail_rank; /* the chunk stopped there (UINT32_MAX: did not) */
    cp_err_t fail;
} chunk_t;
#define MISSING UINT32_MAX

static void chunk_free(void *x)
{
    chunk_t *c = x;
    if (!c) return;
    free(c->rowlen);
    free(c->host_at);
    free(c->ended);
    free(c->span);
    free(c->first_core);
    free(c->packages);
    free(c->package_cores);
    free(c->numa_cores);
    free(c->sync_err);
    free(c->sync_bw);
    free(c->cells);
    free(c->late);
    free(c->hosts);
    free(c->win_msgs);
    free(c->calls);
    free(c->win_bytes);
    free(c);
}

/* Room for one more element in *a (n used, *cap allocated), doubling. */
static int room(void **a, size_t n, size_t *cap, size_t elem)
{
    if (n < *cap) return 0;
    size_t nc = *cap ? 2 * *cap : 64;
    void *t = realloc(*a, nc * elem);
    if (!t) return -1;
    *a = t;
    *cap = nc;
    return 0;
}

/* --sizes on traffic that has no histogram (messages modeled by their
 * receivers, one-sided replies): all of it or none, by its mean size. */
static int in_sizes(const cp_matrix_opts_t *o, uint64_t msgs, uint64_t bytes)
{
    if (!o->has_sizes) return 1;
    unsigned b = cp_size_bin(msgs ? bytes / msgs : 0);
    return b >= o->bin_lo && b <= o->bin_hi;
}

/* What the rank's clock records say: error bounds, drift, the end of the
 * job on the global time axis (its zero is known to the taker only). */
static void clock_summary(chunk_t *c, uint32_t i, const cp_rank_t *rk)
{
    if (!rk->has_clock) return;
    if (!c->has_zero) {
        c->has_zero = 1;
        c->zero = rk->start_local_ns;
    }
    if (!rk->nsyncs) return;
    c->has_clock = 1;
    c->sync_err[i] = rk->syncs[0].error_ns;
    c->sync_bw[i] = rk->link_bw.bytes_per_s;
    c->sync_group = rk->sync_group;
    for (uint32_t i = 0; i < rk->nsyncs; i++)
        if (rk->syncs[i].error_ns > c->max_sync_error_ns) c->max_sync_error_ns = rk->syncs[i].error_ns;
    int64_t o = rk->syncs[0].offset_ns < 0 ? -rk->syncs[0].offset_ns : rk->syncs[0].offset_ns;
    if (o > c->max_offset_ns) c->max_offset_ns = o;
    if (rk->nsyncs > 1) {
        const cp_sync_t *a = &rk->syncs[0], *b = &rk->syncs[rk->nsyncs - 1];
        if (b->local_ns > a->local_ns) {
            double d = 1e6 * (double)(b->offset_ns - a->offset_ns) / (double)(b->local_ns - a->local_ns);
            if (d < 0) d = -d;
            if (d > c->max_drift_ppm) c->max_drift_ppm = d;
        }
    }
    int64_t end = cp_rank_global_ns(rk, rk->end_local_ns);
    if (!c->has_end || end > c->max_end) c->max_end = end;
    c->has_end = 1;
}

static int cell_by_dst(const void *a, const void *b)
{
    const cp_cell_t *x = a, *y = b;
    return x->dst < y->dst ? -1 : x->dst > y->dst;
}

static int chunk_fail(chunk_t *c, uint32_t r, int code, const char *msg)
{
    c->fail_rank = r;
    c->fail.code = code;
    snprintf(c->fail.msg, sizeof c->fail.msg, "%s", msg);
    return -1;
}

/* the cores of each NUMA node inside a rank's node's packages (pc cores
 * each: alike, else 0), where every package holds two or more NUMA nodes
 * of one size; else 0 (a package of one NUMA node beside one of several
 * gives no level the hostfile's sockets could all take) */
static uint32_t numa_alike(const cp_rank_t *rk, uint32_t pc)
{
    if (!pc || rk->nnuma < 2 * rk->npackages || !rk->numa_cores[0] || pc % rk->numa_cores[0]) return 0;
    for (uint32_t k = 1; k < rk->nnuma; k++)
        if (rk->numa_cores[k] != rk->numa_cores[0]) return 0;
    return (uint64_t)rk->nnuma * rk->numa_cores[0] == (uint64_t)rk->npackages * pc ? rk->numa_cores[0] : 0;
}

/* Rank r (parsed into rk) into the chunk: its row, host, clock, windows. */
/* the rank's host name, appended to the chunk's names */
static int rank_host(chunk_t *c, uint32_t r, const cp_rank_t *rk)
{
    uint32_t i = r - c->first;
    size_t l = strlen(rk->host) + 1;
    if (c->hostlen + l > c->hostcap) {
        size_t nc = c->hostcap ? 2 * c->hostcap : 4096;
        while (nc < c->hostlen + l) nc *= 2;
        char *t = realloc(c->hosts, nc);
        if (!t) return chunk_fail(c, r, CP_ERR_NOMEM, "out of memory");
        c->hosts = t;
        c->hostcap = nc;
    }
    memcpy(c->hosts + c->hostlen, rk->host, l);
    c->host_at[i] = c->hostlen;
    c->hostlen += l;
    return 0;
}

/* The rank's time windows: the same as the other ranks' (one run), those
 * inside --time as [*wfirst, *wlast], and with --time their cells */
static int rank_windows(chunk_t *c, const job_t *j, uint32_t r, const cp_rank_t *rk, uint64_t *wfirst, uint64_t *wlast)
{
    const cp_matrix_opts_t *o = j->o;
    char msg[600];
    *wfirst = 0, *wlast = UINT64_MAX;
    if (rk->window_ns) {
        if (c->win_rank == UINT32_MAX) {
            c->win_rank = r;
            c->window_ns = rk->window_ns;
            c->window_origin_ns = rk->window_origin_ns;
        } else if (rk->window_ns != c->window_ns || rk->window_origin_ns != c->window_origin_ns) {
            snprintf(msg, sizeof msg,
                     "%s: rank %u's time windows differ from the other ranks' (length %lld ns, "
                     "origin %lld); the recording mixes runs?", j->dir, r, (long long)rk->window_ns,
                     (long long)rk->window_origin_ns);
            return chunk_fail(c, r, CP_ERR_FORMAT, msg);
        }
        if (o->has_time) { /* windows overlapping [from, to) */
            double w = (double)rk->window_ns * 1e-9;
            double f = o->t_from / w, t = o->t_to / w;
            *wfirst = f <= 0 ? 0 : (uint64_t)f;
            *wlast = t >= 4e9 ? UINT32_MAX : t <= 0 ? 0 : (uint64_t)ceil(t) - 1;
        }
    } else if (o->has_time) {
        snprintf(msg, sizeof msg,
                 "%s: rank %u was recorded without time windows: --time needs a run with "
                 "COMMPROF_WINDOW=<seconds>", j->dir, r);
        return chunk_fail(c, r, CP_ERR_FORMAT, msg);
    }
    for (size_t k = 0; k < rk->nwpeers; k++) {
        const cp_window_peer_t *w = &rk->wpeers[k];
        if (cp_windows_add(&c->win_msgs, &c->win_bytes, &c->nwindows, &c->wincap, w->window, w->sent_msgs,
                           w->sent_bytes))
            return chunk_fail(c, r, CP_ERR_NOMEM, "out of memory");
        if (o->has_time && w->window >= *wfirst && w->window <= *wlast && (w->sent_msgs || w->sent_bytes)) {
            if (room((void **)&c->cells, c->ncells, &c->cellcap, sizeof *c->cells))
                return chunk_fail(c, r, CP_ERR_NOMEM, "out of memory");
            c->cells[c->ncells++] = (cp_cell_t){r, w->peer, w->sent_msgs, w->sent_bytes};
        }
    }
    return 0;
}

/* the rank's row of phase `want`: one run per traffic kind, merged by receiver later */
static int rank_peers(chunk_t *c, const job_t *j, uint32_t r, const cp_rank_t *rk, int want)
{
    const cp_matrix_opts_t *o = j->o;
    for (size_t k = 0; k < rk->npeers; k++) {
        const cp_peer_t *p = &rk->peers[k];
        if (p->phase != (uint32_t)want || !(o->kinds & (1 << p->kind))) continue;
        /* one-sided replies travel from the target back to the origin, and
         * collectives' messages modeled by their receivers come from the
         * peer: another rank's row, added after all rows */
        if (p->kind != CP_TRAFFIC_P2P && p->recv_msgs && in_sizes(o, p->recv_msgs, p->recv_bytes)) {
            if (room((void **)&c->late, c->nlate, &c->latecap, sizeof *c->late)) return -1;
            c->late[c->nlate++] = (cp_cell_t){p->peer, r, p->recv_msgs, p->recv_bytes};
            c->kind_msgs[p->kind] += p->recv_msgs;
            c->kind_bytes[p->kind] += p->recv_bytes;
        }
        uint64_t sm = p->sent_msgs, sb = p->sent_bytes;
        const cp_bin_t *bins = rk->bins + p->bin_first;
        if (o->has_sizes) {
            if (p->nbins) cp_size_select(bins, p->nbins, p->sent_bytes, o->bin_lo, o->bin_hi, &sm, &sb);
            else if (!in_sizes(o, sm, sb)) sm = sb = 0;
        }
        if (!sm) continue;
        c->kind_msgs[p->kind] += sm;
        c->kind_bytes[p->kind] += sb;
        if (room((void **)&c->cells, c->ncells, &c->cellcap, sizeof *c->cells)) return -1;
        c->cells[c->ncells++] = (cp_cell_t){r, p->peer, sm, sb};
        for (uint32_t b = 0; b < p->nbins; b++)
            if (!o->has_sizes || (bins[b].bin >= o->bin_lo && bins[b].bin <= o->bin_hi))
                c->hist[bins[b].bin] += bins[b].count;
    }
    return 0;
}

/* The MPI library as notes name it: its version string's first line up to
 * a comma, blanks squeezed ("MPICH Version: 4.0.2", "Open MPI v4.1.4"). */
static void library_name(const char *lib, char *out, size_t len)
{
    size_t k = 0;
    for (const char *p = lib ? lib : ""; *p && *p != '\n' && *p != ',' && k + 1 < len; p++) {
        int blank = *p == ' ' || *p == '\t' || *p == '\r';
        if (blank && (k == 0 || out[k - 1] == ' ')) continue;
        out[k++] = blank ? ' ' : *p;
    }
    while (k && out[k - 1] == ' ') k--;
    out[k] = 0;
    char *v = strstr(out, " Version: "); /* MPICH's "MPICH Version:\t4.0.2" */
    if (v) memmove(v + 1, v + 10, strlen(v + 10) + 1);
}

/* the logical view of the rank's calls of phase `want`, summed by call */
static int rank_calls(chunk_t *c, const cp_rank_t *rk, int want)
{
    for (size_t k = 0; k < rk->ncalls; k++) {
        const cp_call_t *cl = &rk->calls[k];
        if (cl->phase != (uint32_t)want || cl->call >= CP_CALL_COUNT) continue;
        if (!c->calls && !(c->calls = calloc(CP_CALL_COUNT, sizeof *c->calls))) return -1;
        cp_call_sum_t *t = &c->calls[cl->call];
        t->call = cl->call;
        t->calls += cl->calls;
        t->bytes_sent += cl->bytes_sent;
        t->bytes_recv += cl->bytes_recv;
        t->entries++;
        if (cl->algorithm == CP_ALG_NONE || (cl->algorithm & CP_ALG_UNMODELED)) {
            t->unmodeled++;
            t->unmodeled_calls += cl->calls;
            t->unmodeled_bytes += cl->bytes_sent;
        }
    }
    return 0;
}

/* the cells from row0 on, sorted by receiver, one a receiver (kinds and
 * windows summed); their number */
static size_t row_merge(chunk_t *c, size_t row0)
{
    cp_cell_t *row = c->cells + row0;
    size_t nrow = c->ncells - row0;
    for (size_t k = 1; k < nrow; k++)
        if (row[k - 1].dst > row[k].dst) {
            qsort(row, nrow, sizeof *row, cell_by_dst);
            break;
        }
    size_t out = 0;
    for (size_t k = 0; k < nrow; k++) {
        if (out && row[out - 1].dst == row[k].dst) {
            row[out - 1].msgs += row[k].msgs;
            row[out - 1].bytes += row[k].bytes;
        } else {
            row[out++] = row[k];
        }
    }
    c->ncells = row0 + out;
    return out;
}

static int chunk_rank(chunk_t *c, const job_t *j, uint32_t r, const cp_rank_t *rk)
{
    const cp_matrix_opts_t *o = j->o;
    uint32_t i = r - c->first;
    c->ended[i] = (rk->end_kind & 0xff) | rk->end_signal << 8;
    c->span[i] = 0;
    uint32_t lo = UINT32_MAX;
    for (uint32_t k = 0; k < rk->ncores; k++) {
        if (rk->cores[k] + 1 > c->span[i]) c->span[i] = rk->cores[k] + 1;
        if (rk->cores[k] < lo) lo = rk->cores[k];
    }
    /* (listed once each, so a run of n cores from lo ends at lo + n) */
    c->first_core[i] = rk->ncores && c->span[i] - lo == rk->ncores ? lo + 1 : 0;
    c->packages[i] = rk->npackages, c->package_cores[i] = rk->npackages ? rk->package_cores[0] : 0;
    for (uint32_t k = 1; k < rk->npackages; k++)
        if (rk->package_cores[k] != rk->package_cores[0]) c->package_cores[i] = 0;
    c->numa_cores[i] = numa_alike(rk, c->package_cores[i]);
    if (rk->host && rank_host(c, r, rk)) return -1;
    clock_summary(c, i, rk);
    int outside = 0;
    for (unsigned k = 0; k < CP_TRAFFIC_KINDS; k++)
        if (j->o->kinds & (1 << k)) {
            for (int q = 0; q < 4; q++) c->outside[q] += rk->outside[k][q];
            outside |= (rk->outside[k][0] | rk->outside[k][2]) != 0;
        }
    c->outside_ranks += (uint32_t)outside;
    size_t row0 = c->ncells;
    uint64_t wfirst, wlast;
    if (rank_windows(c, j, r, rk, &wfirst, &wlast)) return -1;
    int want = 0; /* phase id in this rank's numbering (ranks may differ) */
    if (o->phase) {
        want = cp_rank_phase_id(rk, o->phase);
        c->phase_seen |= want >= 0;
    }
    if (!o->has_time && want >= 0 && (rank_peers(c, j, r, rk, want) || rank_calls(c, rk, want)))
        return chunk_fail(c, r, CP_ERR_NOMEM, "out of memory");
    c->rowlen[i] = (uint32_t)row_merge(c, row0);
    return 0;
}

/* The pool's work: ranks [CHUNK_RANKS * k, ...) read and made into rows,
 * up to the first error that ends the reading (kept in the chunk). */
/* A chunk for ranks [first, first + n): a spare one emptied (its buffers
 * kept), or a new one.  NULL: out of memory. */
static chunk_t *chunk_get(job_t *j, uint32_t first, uint32_t n)
{
    pthread_mutex_lock(&j->spare_lock);
    chunk_t *c = j->spare;
    if (c) j->spare = c->next_spare;
    pthread_mutex_unlock(&j->spare_lock);
    if (c) {
        chunk_t keep = *c;
        *c = (chunk_t){.rowlen = keep.rowlen, .host_at = keep.host_at, .ended = keep.ended, .span = keep.span, .first_core = keep.first_core,
                       .packages = keep.packages, .package_cores = keep.package_cores, .numa_cores = keep.numa_cores, .sync_err = keep.sync_err, .sync_bw = keep.sync_bw, .cells = keep.cells,
                       .cellcap = keep.cellcap, .late = keep.late, .latecap = keep.latecap, .hosts = keep.hosts,
                       .hostcap = keep.hostcap, .win_msgs = keep.win_msgs,
                       .win_bytes = keep.win_bytes, .wincap = keep.wincap, .calls = keep.calls};
        if (c->calls) memset(c->calls, 0, CP_CALL_COUNT * sizeof *c->calls);
    } else {
        c = calloc(1, sizeof *c);
        if (!c) return NULL;
        c->rowlen = malloc(j->chunk_ranks * sizeof *c->rowlen);
        c->host_at = malloc(j->chunk_ranks * sizeof *c->host_at);
        c->ended = malloc(j->chunk_ranks * sizeof *c->ended);
        c->span = malloc(j->chunk_ranks * sizeof *c->span);
        c->first_core = malloc(j->chunk_ranks * sizeof *c->first_core);
        c->packages = malloc(j->chunk_ranks * sizeof *c->packages);
        c->package_cores = malloc(j->chunk_ranks * sizeof *c->package_cores);
        c->numa_cores = malloc(j->chunk_ranks * sizeof *c->numa_cores);
        c->sync_err = malloc(j->chunk_ranks * sizeof *c->sync_err);
        c->sync_bw = malloc(j->chunk_ranks * sizeof *c->sync_bw);
        if (!c->rowlen || !c->host_at || !c->ended || !c->span || !c->first_core || !c->packages || !c->package_cores || !c->numa_cores || !c->sync_err || !c->sync_bw) {
            chunk_free(c);
            return NULL;
        }
    }
    c->first = first;
    c->n = n;
    c->fail_rank = c->win_rank = UINT32_MAX;
    return c;
}

/* Chunk c taken: its buffers serve a later chunk. */
static void chunk_put(job_t *j, chunk_t *c)
{
    pthread_mutex_lock(&j->spare_lock);
    c->next_spare = j->spare;
    j->spare = c;
    pthread_mutex_unlock(&j->spare_lock);
}

/* The pool's work: ranks [chunk_ranks * k, ...) read and made into rows,
 * up to the first error that ends the reading (kept in the chunk). */
static void *chunk_make(void *arg, int worker, size_t k)
{
    job_t *j = arg;
    uint32_t first = (uint32_t)(k * j->chunk_ranks);
    chunk_t *c = chunk_get(j, first, j->rec->world_size - first < j->chunk_ranks ? j->rec->world_size - first : j->chunk_ranks);
    if (!c) return NULL;
    for (uint32_t i = 0; i < c->n; i++) c->host_at[i] = SIZE_MAX, c->sync_err[i] = UINT64_MAX, c->sync_bw[i] = 0;
    cp_rank_t *rk = &j->rank[worker];
    for (uint32_t i = 0; i < c->n; i++) {
        uint32_t r = c->first + i;
        cp_err_t e;
        cp_rank_clear(rk);
        if (cp_recording_read_rank_with(j->rec, j->cache[worker], r, rk, &e)) {
            if (!j->o->allow_partial || e.code == CP_ERR_NOMEM) {
                chunk_fail(c, r, e.code, e.msg);
                break;
            }
            c->rowlen[i] = MISSING; /* --allow-partial names it, as before without its reason */
            continue;
        }
        if (chunk_rank(c, j, r, rk)) break;
    }
    cp_rank_clear(rk);
    return c;
}

/* What the taker carries from chunk to chunk besides the matrix. */
typedef struct fold {
    cp_cell_t *late;
    size_t nlate, latecap;
    int has_zero, has_end;
    int64_t zero, max_end; /* the first clock's start (rank order), the latest end */
    uint32_t win_rank;     /* first rank with windows, UINT32_MAX: none yet */
    int64_t window_origin_ns;
    int phase_seen;
    cp_call_sum_t *calls; /* CP_CALL_COUNT entries by call id, or NULL */
} fold_t;

static int call_by_bytes(const void *a, const void *b)
{
    const cp_call_sum_t *x = a, *y = b;
    uint64_t bx = x->bytes_sent + x->bytes_recv, by = y->bytes_sent + y->bytes_recv;
    if (bx != by) return bx > by ? -1 : 1;
    return x->calls != y->calls ? (x->calls > y->calls ? -1 : 1) : (x->call > y->call) - (x->call < y->call);
}

static int fail(cp_err_t *err, int code, const char *msg)
{
    err->code = code;
    snprintf(err->msg, sizeof err->msg, "%s", msg);
    return -1;
}

/* Chunk c folded into the matrix, in rank order.  -1 with *err set: the
 * reading stops. */
static int chunk_take(cp_matrix_t *m, chunk_t *c, const job_t *j, fold_t *f, cp_err_t *err)
{
    uint32_t upto = c->fail_rank == UINT32_MAX ? c->first + c->n : c->fail_rank;
    /* the chunk's windows against the run's: the first rank that differs is
     * the chunk's first with windows, or one the worker found */
    if (c->win_rank != UINT32_MAX && c->win_rank < upto) {
        if (f->win_rank == UINT32_MAX) {
            f->win_rank = c->win_rank;
            m->window_ns = c->window_ns;
            f->window_origin_ns = c->window_origin_ns;
        } else if (c->window_ns != m->window_ns || c->window_origin_ns != f->window_origin_ns) {
            snprintf(err->msg, sizeof err->msg,
                     "%s: rank %u's time windows differ from the other ranks' (length %lld ns, "
                     "origin %lld); the recording mixes runs?", j->dir, c->win_rank, (long long)c->window_ns,
                     (long long)c->window_origin_ns);
            err->code = CP_ERR_FORMAT;
            return -1;
        }
    }
    if (c->fail_rank != UINT32_MAX) return fail(err, c->fail.code, c->fail.msg);
    const cp_cell_t *cell = c->cells;
    for (uint32_t i = 0; i < c->n; i++) {
        uint32_t r = c->first + i;
        if (c->rowlen[i] == MISSING) {
            uint32_t *t = m->nmissing & (m->nmissing - 1) ? m->missing
                          : realloc(m->missing, (m->nmissing ? 2 * (size_t)m->nmissing : 1) * sizeof *t);
            if (!t) return fail(err, CP_ERR_NOMEM, "out of memory");
            m->missing = t;
            m->missing[m->nmissing++] = r;
            m->ended[r] = CP_ENDED_MISSING;
            continue;
        }
        if (c->host_at[i] != SIZE_MAX && !(m->host[r] = strdup(c->hosts + c->host_at[i])))
            return fail(err, CP_ERR_NOMEM, "out of memory");
        m->ended[r] = c->ended[i];
        m->core_span[r] = c->span[i];
        m->core_first[r] = c->first_core[i];
        m->packages[r] = c->packages[i], m->package_cores[r] = c->package_cores[i], m->numa_cores[r] = c->numa_cores[i];
        m->sync_error_ns[r] = c->sync_err[i];
        m->sync_bw[r] = c->sync_bw[i];
        if (c->sync_group) m->sync_group = c->sync_group;
        m->nended += (c->ended[i] & 0xff) != CP_END_FINALIZE;
        for (uint32_t k = 0; k < c->rowlen[i]; k++, cell++)
            if (cp_matrix_add(m, r, cell->dst, cell->msgs, cell->bytes))
                return fail(err, CP_ERR_NOMEM, "out of memory");
        /* after 1,024 ranks, room for all at their average and a quarter
         * more: a low guess means growth as before, a high one (a master
         * among the first ranks) untouched address space, and one too high
         * to reserve nothing at all */
        if (r + 1 == 1024 && j->rec->world_size > 4096)
            (void)cp_matrix_reserve(m, (int64_t)((double)m->nnz / 1024 * j->rec->world_size * 1.25) + 1024);
    }
    if (c->nlate) {
        if (f->nlate + c->nlate > f->latecap) {
            size_t nc = f->latecap ? f->latecap : 256;
            while (nc < f->nlate + c->nlate) nc *= 2;
            cp_cell_t *t = realloc(f->late, nc * sizeof *t);
            if (!t) return fail(err, CP_ERR_NOMEM, "out of memory");
            f->late = t;
            f->latecap = nc;
        }
        memcpy(f->late + f->nlate, c->late, c->nlate * sizeof *c->late);
        f->nlate += c->nlate;
    }
    for (int b = 0; b < CP_HIST_BINS; b++) m->hist[b] += c->hist[b];
    for (uint32_t w = c->nwindows; w-- > 0;) /* from the top: the list grows once */
        if (cp_matrix_add_window(m, w, c->win_msgs[w], c->win_bytes[w]))
            return fail(err, CP_ERR_NOMEM, "out of memory");
    f->phase_seen |= c->phase_seen;
    if (c->has_zero && !f->has_zero) {
        f->has_zero = 1;
        f->zero = c->zero;
    }
    if (c->has_end && (!f->has_end || c->max_end > f->max_end)) {
        f->has_end = 1;
        f->max_end = c->max_end;
    }
    for (int i = 0; i < 4; i++) m->outside[i] += c->outside[i];
    m->outside_ranks += c->outside_ranks;
    for (int k = 0; k < CP_TRAFFIC_KINDS; k++) m->kind_msgs[k] += c->kind_msgs[k], m->kind_bytes[k] += c->kind_bytes[k];
    if (c->calls) {
        if (!f->calls && !(f->calls = calloc(CP_CALL_COUNT, sizeof *f->calls)))
            return fail(err, CP_ERR_NOMEM, "out of memory");
        for (int k = 0; k < CP_CALL_COUNT; k++) {
            cp_call_sum_t *t = &f->calls[k];
            const cp_call_sum_t *x = &c->calls[k];
            if (!x->calls) continue;
            t->call = (uint32_t)k;
            t->calls += x->calls, t->bytes_sent += x->bytes_sent, t->bytes_recv += x->bytes_recv;
            t->entries += x->entries, t->unmodeled += x->unmodeled;
            t->unmodeled_calls += x->unmodeled_calls, t->unmodeled_bytes += x->unmodeled_bytes;
        }
    }
    if (c->has_clock) {
        m->has_clock = 1;
        if (c->max_sync_error_ns > m->max_sync_error_ns) m->max_sync_error_ns = c->max_sync_error_ns;
        if (c->max_offset_ns > m->max_offset_ns) m->max_offset_ns = c->max_offset_ns;
        if (c->max_drift_ppm > m->max_drift_ppm) m->max_drift_ppm = c->max_drift_ppm;
    }
    return 0;
}

int cp_matrix_from_recording(const char *dir, const cp_matrix_opts_t *o, cp_matrix_t *m,
                             cp_err_t *err)
{
    cp_err_t e;
    cp_recording_t *rec = cp_recording_open_job(dir, &e);
    if (!rec) return fail(err, e.code, e.msg);
    int rc = -1;
    job_t j = {.chunk_ranks = CHUNK_RANKS, .rec = rec, .o = o, .dir = dir};
    pthread_mutex_init(&j.spare_lock, NULL);
    fold_t f = {.win_rank = UINT32_MAX};
    cp_ordered_pool_t *pool = NULL;
    cp_settings_load();
    if (cp_setting_set(CP_S_READ_CHUNK)) j.chunk_ranks = (uint32_t)cp_setting_int(CP_S_READ_CHUNK);
    size_t nchunks = ((size_t)rec->world_size + j.chunk_ranks - 1) / j.chunk_ranks;
    /* threads only where there is enough to share: small jobs read in a blink */
    int workers = nchunks > 1 ? cp_pool_workers(MAX_WORKERS) : 0;
    if (cp_matrix_init(m, rec->world_size) || (m->no_msgs = o->bytes_only, 0) ||
        !(m->host = calloc(rec->world_size ? rec->world_size : 1, sizeof *m->host)) ||
        !(m->ended = calloc(rec->world_size ? rec->world_size : 1, sizeof *m->ended)) ||
        !(m->core_span = calloc(rec->world_size ? rec->world_size : 1, sizeof *m->core_span)) ||
        !(m->core_first = calloc(rec->world_size ? rec->world_size : 1, sizeof *m->core_first)) ||
        !(m->packages = calloc(rec->world_size ? rec->world_size : 1, sizeof *m->packages)) ||
        !(m->package_cores = calloc(rec->world_size ? rec->world_size : 1, sizeof *m->package_cores)) ||
        !(m->numa_cores = calloc(rec->world_size ? rec->world_size : 1, sizeof *m->numa_cores)) ||
        !(m->sync_error_ns = malloc((rec->world_size ? rec->world_size : 1) * sizeof *m->sync_error_ns)) ||
        !(m->sync_bw = calloc(rec->world_size ? rec->world_size : 1, sizeof *m->sync_bw)))
        goto oom;
    for (uint32_t r = 0; r < rec->world_size; r++) m->sync_error_ns[r] = UINT64_MAX;
    for (int w = 0; w < (workers ? workers : 1); w++)
        if (!(j.cache[w] = cp_node_cache_new())) goto oom;
    /* two chunks a worker in flight: one being made, one made (a few MB) */
    pool = cp_ordered_pool_start(nchunks, workers, 2 * (size_t)(workers ? workers : 1), chunk_make, chunk_free, &j);
    if (!pool && workers) pool = cp_ordered_pool_start(nchunks, workers = 0, 1, chunk_make, chunk_free, &j);
    if (!pool) goto oom;
    for (size_t k = 0; k < nchunks; k++) {
        chunk_t *c = cp_ordered_pool_next(pool);
        if (!c) goto oom;
        int bad = chunk_take(m, c, &j, &f, err);
        chunk_put(&j, c);
        if (bad) goto out;
    }
    for (size_t k = 0; k < f.nlate; k++)
        if (cp_matrix_add(m, f.late[k].src, f.late[k].dst, f.late[k].msgs, f.late[k].bytes)) goto oom;
    if (rec->world_size && m->nmissing == rec->world_size) { /* --allow-partial, and nothing there */
        snprintf(err->msg, sizeof err->msg, "%s: none of the %u ranks' files is there or readable: nothing to read",
                 dir, rec->world_size);
        err->code = CP_ERR_FORMAT;
        goto out;
    }
    if (o->phase && !f.phase_seen) {
        char names[512];
        cp_recording_phases(rec, 64, names, sizeof names);
        snprintf(err->msg, sizeof err->msg, "%s: no rank recorded a phase named '%s' (%s%s)", dir, o->phase,
                 names[0] ? "its phases: " : "it has none: phases are what commprof_phase_begin names", names);
        err->code = CP_ERR_FORMAT;
        goto out;
    }
    cp_recording_phases(rec, 64, m->phases, sizeof m->phases);
    library_name(rec->mpi_library, m->mpi_library, sizeof m->mpi_library);
    m->has_kinds = !o->has_time;
    if (f.calls) { /* the calls that happened, heaviest first */
        uint32_t n = 0;
        for (int k = 0; k < CP_CALL_COUNT; k++) n += f.calls[k].calls > 0;
        if (!(m->calls = malloc((n ? n : 1) * sizeof *m->calls))) goto oom;
        for (int k = 0; k < CP_CALL_COUNT; k++)
            if (f.calls[k].calls) m->calls[m->ncalls++] = f.calls[k];
        qsort(m->calls, m->ncalls, sizeof *m->calls, call_by_bytes);
    }
    if (f.has_end) {
        double end = (double)(f.max_end - (f.has_zero ? f.zero : 0)) * 1e-9;
        if (end > m->duration_s) m->duration_s = end;
    }
    m->has_hist = !o->has_time; /* windows keep no size histogram */
    if (o->has_time) {
        /* windows overlapping [from, to) */
        double w = (double)m->window_ns * 1e-9;
        double fr = o->t_from / w, to = o->t_to / w;
        uint64_t wfirst = fr <= 0 ? 0 : (uint64_t)fr;
        uint64_t wlast = to >= 4e9 ? UINT32_MAX : to <= 0 ? 0 : (uint64_t)ceil(to) - 1;
        double run_end = m->duration_s > m->nwindows * w ? m->duration_s : m->nwindows * w;
        if (o->t_from >= run_end) {
            snprintf(err->msg, sizeof err->msg, "%s: --time %g:%g starts after the run, which lasted %.6f s", dir,
                     o->t_from, o->t_to, run_end);
            err->code = CP_ERR_FORMAT;
            goto out;
        }
        m->win_first = (uint32_t)wfirst;
        m->win_last = wlast >= m->nwindows ? (m->nwindows ? m->nwindows - 1 : 0) : (uint32_t)wlast;
        if (m->win_last < m->win_first) m->win_last = m->win_first; /* past the last send: none there */
    }
    if (cp_matrix_finish(m)) goto oom;
    if (o->has_time)
        snprintf(m->source, sizeof m->source,
                 "commprof recording %.300s (sends from %.6f s to %.6f s: windows %u-%u of %.6f s)", dir,
                 m->win_first * (double)m->window_ns * 1e-9,
                 (m->win_last + 1.0) * (double)m->window_ns * 1e-9, m->win_first, m->win_last,
                 (double)m->window_ns * 1e-9);
    else
        snprintf(m->source, sizeof m->source, "commprof recording %.300s%s%.100s%s, %s%s%s%s%s", dir,
                 o->phase ? " (phase " : "", o->phase ? o->phase : "", o->phase ? ")" : "",
                 o->kinds & CP_KIND_P2P ? "p2p" : "", o->kinds & CP_KIND_P2P && o->kinds > CP_KIND_P2P ? " " : "",
                 o->kinds & CP_KIND_COLL ? "coll" : "", o->kinds & CP_KIND_COLL && o->kinds & CP_KIND_RMA ? " " : "",
                 o->kinds & CP_KIND_RMA ? "rma" : "");
    rc = 0;
    goto out;
oom:
    fail(err, CP_ERR_NOMEM, "out of memory");
out:
    cp_ordered_pool_stop(pool);
    while (j.spare) {
        chunk_t *c = j.spare;
        j.spare = c->next_spare;
        chunk_free(c);
    }
    pthread_mutex_destroy(&j.spare_lock);
    for (int w = 0; w < MAX_WORKERS; w++) {
        cp_node_cache_free(j.cache[w]);
        cp_rank_clear(&j.rank[w]);
    }
    free(f.late);
    free(f.calls);
    if (rc) cp_matrix_free(m);
    cp_recording_free(rec);
    return rc;
}

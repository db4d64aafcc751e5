/* Writer of commprof rank, node and job files (layout in record_format.h).
 * It may run inside a signal handler, so writing a file uses only
 * open/write/link/rename and a static buffer: no malloc, no stdio.  A file
 * appears under its final name only once complete (rename), so a reader
 * never sees half a file.  Rank images in memory (for node files) are built
 * at MPI_Finalize only, where malloc is fine. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "call_stats.h"
#include "clock.h"
#include "comm_table.h"
#include "outside_traffic.h"
#include "clock_sync.h"
#include "phases.h"
#include "record_write.h"

typedef struct wbuf {
    int fd, err;
    size_t n;
    uint64_t flushed; /* bytes out of buf before its n: buf[0] is at this offset */
    unsigned char *mem; /* fd == -1: the sink is this growing buffer; DRY_RUN: none */
    size_t mlen, mcap;
    /* hash of a rank file's content but for how and when it ended
     * (cp_write_rank_file: an unchanged file is only re-marked) */
    int hashing, hash_zero;
    uint64_t hash;
    unsigned char buf[1 << 16];
} wbuf_t;
#define DRY_RUN (-2)

static wbuf_t wb; /* one writer at a time: callers serialize */

static void flush(wbuf_t *w)
{
    if (w->fd == DRY_RUN) {
        w->n = 0;
        return;
    }
    if (w->fd < 0) {
        if (!w->err && w->mlen + w->n > w->mcap) {
            size_t cap = w->mcap ? w->mcap : 1 << 16;
            while (cap < w->mlen + w->n) cap *= 2;
            unsigned char *t = realloc(w->mem, cap);
            if (!t) w->err = 1;
            else w->mem = t, w->mcap = cap;
        }
        if (!w->err) memcpy(w->mem + w->mlen, w->buf, w->n), w->mlen += w->n;
        w->flushed += w->n;
        w->n = 0;
        return;
    }
    size_t off = 0;
    while (off < w->n && !w->err) {
        ssize_t k = write(w->fd, w->buf + off, w->n - off);
        if (k < 0) w->err = 1;
        else off += (size_t)k;
    }
    w->flushed += w->n;
    w->n = 0;
}
/* The content hash (cp_write_rank_file) takes up to 8 bytes a step, with
 * murmur3's 64-bit mixing; its dry run copies nothing.  FNV-1a byte by
 * byte, and the copy, had an idle rank's snapshot at 110 ns a peer, this
 * 72, and 57 since a table is walked once (tests/bench/snapshot_cost.c,
 * 10^5 peers).  Zeroed bytes (hash_zero)
 * keep their place, not their value; lengths need no step of their own:
 * the records spell out theirs. */
static inline uint64_t hash_step(uint64_t h, uint64_t v)
{
    v *= 0x87c37b91114253d5ull;
    v = (v << 31) | (v >> 33);
    v *= 0x4cf5ad432745937full;
    h ^= v;
    h = (h << 27) | (h >> 37);
    return h * 5 + 0x52dce729;
}
static void put(wbuf_t *w, const void *p, size_t len)
{
    const unsigned char *s = p;
    if (w->hashing) {
        uint64_t h = w->hash;
        for (size_t i = 0; i < len; i += 8) {
            uint64_t v = 0;
            if (!w->hash_zero) memcpy(&v, s + i, len - i < 8 ? len - i : 8);
            h = hash_step(h, v);
        }
        w->hash = h;
    }
    if (w->fd == DRY_RUN) return;
    while (len) {
        if (w->n == sizeof w->buf) flush(w);
        size_t k = sizeof w->buf - w->n;
        if (k > len) k = len;
        memcpy(w->buf + w->n, s, k);
        w->n += k;
        s += k;
        len -= k;
    }
}
static void u8(wbuf_t *w, uint8_t v) { put(w, &v, 1); }
static void u16(wbuf_t *w, uint16_t v)
{
    unsigned char b[2];
    cp_put_u16(b, v);
    put(w, b, 2);
}
static void u32(wbuf_t *w, uint32_t v)
{
    unsigned char b[4];
    cp_put_u32(b, v);
    put(w, b, 4);
}
static void u64(wbuf_t *w, uint64_t v)
{
    unsigned char b[8];
    cp_put_u64(b, v);
    put(w, b, 8);
}
static void str(wbuf_t *w, const char *s)
{
    size_t n = s ? strlen(s) : 0;
    u32(w, (uint32_t)n);
    put(w, s, n);
}
static size_t str_len(const char *s) { return 4 + (s ? strlen(s) : 0); }
static void rec(wbuf_t *w, uint32_t type, uint64_t len)
{
    u32(w, type);
    u32(w, 0);
    u64(w, len);
}

/* A record whose length is known once it is written: a table's entries
 * may gain size classes while the writer walks them (COMMPROF_SNAPSHOT's
 * thread, a signal handled while other threads count), so a length added up
 * beforehand could disagree with what follows (tests/unit/
 * record_write_check.c: such snapshots did not parse).  rec_open writes a
 * 0 and returns its offset; rec_close puts the length there, in the buffer
 * or, once flushed, in the file (pwrite: safe in a signal handler) or the
 * image.  The length stays out of the content hash: what it measures is in
 * it. */
static uint64_t rec_open(wbuf_t *w, uint32_t type)
{
    u32(w, type);
    u32(w, 0);
    uint64_t at = w->flushed + w->n;
    w->hash_zero = 1;
    u64(w, 0);
    w->hash_zero = 0;
    return at;
}
static void rec_close(wbuf_t *w, uint64_t at)
{
    unsigned char b[8];
    cp_put_u64(b, w->flushed + w->n - (at + 8));
    if (w->fd == DRY_RUN || w->err) return;
    for (unsigned i = 0; i < 8; i++) { /* a byte at a time: the field may straddle a flush */
        uint64_t o = at + i;
        if (o >= w->flushed)
            w->buf[o - w->flushed] = b[i];
        else if (w->fd < 0)
            w->mem[o] = b[i];
        else if (pwrite(w->fd, &b[i], 1, (off_t)o) != 1)
            w->err = 1;
    }
}

static void header(wbuf_t *w, uint32_t kind)
{
    put(w, CP_MAGIC, CP_MAGIC_LEN);
    u16(w, CP_VERSION_MAJOR);
    u16(w, CP_VERSION_MINOR);
    u32(w, CP_BOM);
    u32(w, kind);
    u32(w, 0);
}

static int open_tmp(wbuf_t *w, const char *tmp, uint32_t kind)
{
    w->fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    w->err = w->fd < 0;
    w->n = 0, w->flushed = 0;
    if (w->err) return -1;
    header(w, kind);
    return 0;
}

static int close_rename(wbuf_t *w, const char *tmp, const char *final)
{
    rec(w, CP_REC_END, 0);
    flush(w);
    if (close(w->fd)) w->err = 1;
    if (w->err || rename(tmp, final)) {
        unlink(tmp);
        return -1;
    }
    return 0;
}

static unsigned entry_bins(const cp_comm_table_t *t, uint32_t i, uint8_t *bins, uint64_t *counts)
{
    return cp_table_bins(t, i, bins, counts);
}

static uint64_t sum(const uint64_t *counts, unsigned k)
{
    uint64_t msgs = 0;
    for (unsigned b = 0; b < k; b++) msgs += counts[b];
    return msgs;
}

static void write_table(wbuf_t *w, unsigned kind, uint32_t phase, const cp_comm_table_t *t)
{
    uint32_t n = __atomic_load_n(&t->n, __ATOMIC_ACQUIRE);
    uint8_t bins[CP_HIST_BINS];
    uint64_t counts[CP_HIST_BINS];
    uint64_t at = rec_open(w, cp_traffic_record(kind));
    u32(w, phase);
    u32(w, n);
    for (uint32_t i = 0; i < n; i++) {
        const cp_peer_entry_t *e = cp_table_entry(t, i);
        unsigned k = entry_bins(t, i, bins, counts);
        u32(w, e->peer);
        u64(w, sum(counts, k));
        u64(w, e->sent_bytes);
        u64(w, e->recv_msgs);
        u64(w, e->recv_bytes);
        u8(w, (uint8_t)k);
        for (unsigned b = 0; b < k; b++) {
            u8(w, bins[b]);
            u64(w, counts[b]);
        }
    }
    rec_close(w, at);
}

static uint32_t entries_with_times(const cp_comm_table_t *t, uint32_t n)
{
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++) k += cp_table_times(t, i) != NULL;
    return k;
}

static void write_pair_times(wbuf_t *w, uint32_t phase, const cp_comm_table_t *t)
{
    uint32_t n = __atomic_load_n(&t->n, __ATOMIC_ACQUIRE), k = entries_with_times(t, n);
    if (!k) return;
    rec(w, CP_REC_PAIR_TIMES, 8 + 20 * (uint64_t)k);
    u32(w, phase);
    u32(w, k);
    for (uint32_t i = 0, m = 0; i < n && m < k; i++) {
        const cp_pair_times_t *p = cp_table_times(t, i);
        if (!p) continue;
        m++;
        u32(w, cp_table_entry(t, i)->peer);
        u64(w, (uint64_t)p->first_ns);
        u64(w, (uint64_t)p->last_ns);
    }
}

static void write_window(wbuf_t *w, uint32_t window, const cp_comm_table_t *t)
{
    uint32_t n = __atomic_load_n(&t->n, __ATOMIC_ACQUIRE);
    uint8_t bins[CP_HIST_BINS];
    uint64_t counts[CP_HIST_BINS];
    rec(w, CP_REC_WINDOW_PEERS, 8 + 20 * (uint64_t)n);
    u32(w, window);
    u32(w, n);
    for (uint32_t i = 0; i < n; i++) {
        const cp_peer_entry_t *e = cp_table_entry(t, i);
        u32(w, e->peer);
        u64(w, sum(counts, entry_bins(t, i, bins, counts)));
        u64(w, e->sent_bytes);
    }
}

/* One CALLS record per phase present, in the order entries were made. */
static void write_calls(wbuf_t *w, const cp_call_stats_t *cs)
{
    if (!cs) return;
    uint32_t n = __atomic_load_n(&cs->n, __ATOMIC_ACQUIRE);
    const cp_call_entry_t *e = __atomic_load_n(&cs->e, __ATOMIC_ACQUIRE);
    /* phases are few: one record per phase, in increasing order, with no
     * allocation (this may run in a signal handler) */
    uint32_t prev = 0;
    int first = 1;
    for (;;) {
        uint32_t phase = UINT32_MAX;
        int any = 0;
        for (uint32_t i = 0; i < n; i++) {
            uint32_t p = e[i].key.phase;
            if ((first || p > prev) && (!any || p < phase)) phase = p, any = 1;
        }
        if (!any) break;
        uint32_t cnt = 0;
        for (uint32_t i = 0; i < n; i++) cnt += e[i].key.phase == phase;
        rec(w, CP_REC_CALLS, 8 + 48 * (uint64_t)cnt);
        u32(w, phase);
        u32(w, cnt);
        for (uint32_t i = 0; i < n; i++) {
            const cp_call_entry_t *x = &e[i];
            if (x->key.phase != phase) continue;
            u32(w, x->key.call);
            u32(w, x->key.algorithm);
            u32(w, x->key.group_size);
            u32(w, x->key.group_first);
            u64(w, x->key.group_hash);
            u64(w, x->calls);
            u64(w, x->bytes_sent);
            u64(w, x->bytes_recv);
        }
        prev = phase;
        first = 0;
    }
}

static void write_clock(wbuf_t *w, const cp_meta_t *m, int64_t end_local_ns)
{
    const char *timer = cp_timer_name(cp_clock.kind);
    rec(w, CP_REC_CLOCK, str_len(timer) + 4 + 16);
    str(w, timer);
    u32(w, (uint32_t)m->sync_group);
    u64(w, (uint64_t)m->start_local_ns);
    w->hash_zero = 1;
    u64(w, (uint64_t)end_local_ns);
    w->hash_zero = 0;
    uint32_t np;
    const cp_sync_point_t *p = cp_sync_points(&np);
    for (uint32_t i = 0; i < np; i++) {
        rec(w, CP_REC_CLOCK_SYNC, 8 * 3 + 4 * 2 + 8);
        u64(w, (uint64_t)p[i].local_ns);
        u64(w, (uint64_t)p[i].offset_ns);
        u64(w, p[i].error_ns);
        u32(w, p[i].exchanges);
        u32(w, p[i].hops);
        u64(w, (uint64_t)p[i].duration_ns);
    }
    if (m->link_bw.bytes_per_s) {
        rec(w, CP_REC_LINK_BANDWIDTH, 8 * 5);
        u64(w, m->link_bw.bytes_per_s);
        u64(w, m->link_bw.small);
        u64(w, m->link_bw.large);
        u64(w, (uint64_t)m->link_bw.small_ns);
        u64(w, (uint64_t)m->link_bw.large_ns);
    }
    if (m->window_ns) {
        rec(w, CP_REC_WINDOWS, 16);
        u64(w, (uint64_t)m->window_origin_ns);
        u64(w, (uint64_t)m->window_ns);
    }
}

/* Everything of a rank file between its header and its END record. */
static void write_outside(wbuf_t *w)
{
    uint64_t c[CP_TRAFFIC_KINDS][4];
    uint32_t n = 0;
    for (unsigned k = 0; k < CP_TRAFFIC_KINDS; k++) {
        cp_outside_get(k, c[k]);
        n += (c[k][0] | c[k][2]) != 0;
    }
    if (!n) return;
    rec(w, CP_REC_OUTSIDE, 4 + (uint64_t)n * (4 + 4 * 8));
    u32(w, n);
    for (unsigned k = 0; k < CP_TRAFFIC_KINDS; k++) {
        if (!(c[k][0] | c[k][2])) continue;
        u32(w, k);
        for (int i = 0; i < 4; i++) u64(w, c[k][i]);
    }
}

/* what follows the end signal: flags, app rank, the packages' cores, the
 * NUMA nodes' cores */
static uint64_t rank_info_tail(const cp_meta_t *m)
{
    return 4 + 4 + 4 + 4 * (uint64_t)m->npackages + 4 + 4 * (uint64_t)m->nnuma;
}

static uint64_t rank_info_len(const cp_meta_t *m)
{
    return 4 * 4 + 8 * 2 + str_len(m->host) + 4 + 4 * (uint64_t)m->n_node_ranks + str_len(m->cpuset) + 4 +
           4 * (uint64_t)m->ncores + 4 + rank_info_tail(m);
}

static void rank_records(wbuf_t *w, const cp_meta_t *m, uint32_t end_kind, int64_t end_ns, int64_t end_local_ns)
{
    rec(w, CP_REC_RANK_INFO, rank_info_len(m));
    u32(w, m->rank);
    u32(w, m->world_size);
    u32(w, m->pid);
    w->hash_zero = 1;
    u32(w, end_kind);
    w->hash_zero = 0;
    u64(w, (uint64_t)m->start_ns);
    w->hash_zero = 1;
    u64(w, (uint64_t)end_ns);
    w->hash_zero = 0;
    str(w, m->host);
    u32(w, m->n_node_ranks);
    for (uint32_t i = 0; i < m->n_node_ranks; i++) u32(w, m->node_ranks[i]);
    str(w, m->cpuset);
    u32(w, m->ncores);
    for (uint32_t i = 0; i < m->ncores; i++) u32(w, m->cores[i]);
    w->hash_zero = 1;
    u32(w, end_kind == CP_END_SIGNAL ? m->end_signal : 0);
    w->hash_zero = 0;
    u32(w, m->flags);
    u32(w, m->app_rank);
    u32(w, m->npackages);
    for (uint32_t i = 0; i < m->npackages; i++) u32(w, m->package_cores[i]);
    u32(w, m->nnuma);
    for (uint32_t i = 0; i < m->nnuma; i++) u32(w, m->numa_cores[i]);
    uint32_t np = cp_phase_count();
    for (uint32_t p = 1; p < np; p++) {
        rec(w, CP_REC_PHASE_NAME, 4 + str_len(cp_phase_name(p)));
        u32(w, p);
        str(w, cp_phase_name(p));
    }
    write_clock(w, m, end_local_ns);
    for (cp_thread_state_t *s = cp_thread_states(); s; s = s->next) {
        for (unsigned kind = 0; kind < CP_TRAFFIC_KINDS; kind++) {
            uint32_t nt = __atomic_load_n(&s->ntables[kind], __ATOMIC_ACQUIRE);
            cp_comm_table_t **tabs = __atomic_load_n(&s->tables[kind], __ATOMIC_ACQUIRE);
            for (uint32_t p = 0; p < nt; p++) {
                const cp_comm_table_t *t = __atomic_load_n(&tabs[p], __ATOMIC_ACQUIRE);
                if (t && t->n) {
                    write_table(w, kind, p, t);
                    if (kind == CP_TRAFFIC_P2P) write_pair_times(w, p, t);
                }
            }
        }
        write_calls(w, s->calls);
        uint32_t nw = __atomic_load_n(&s->nwtables, __ATOMIC_ACQUIRE);
        cp_comm_table_t **wt = __atomic_load_n(&s->wtables, __ATOMIC_ACQUIRE);
        for (uint32_t i = 0; i < nw; i++) {
            const cp_comm_table_t *t = __atomic_load_n(&wt[i], __ATOMIC_ACQUIRE);
            if (t && t->n) write_window(w, i, t);
        }
    }
    write_outside(w);
}

/* "/proc/self/fd/<fd>" without stdio (a signal handler may call us). */
static void fd_path(char *out, int fd)
{
    char digits[16];
    int n = 0;
    do digits[n++] = (char)('0' + fd % 10), fd /= 10;
    while (fd && n < (int)sizeof digits);
    memcpy(out, "/proc/self/fd/", 14);
    for (int i = 0; i < n; i++) out[14 + i] = digits[n - 1 - i];
    out[14 + n] = 0;
}

/* A rank's records, hashed but for how and when it ended. */
static void hashed_records(wbuf_t *w, const cp_meta_t *m, uint32_t end_kind, int64_t end_ns, int64_t end_local_ns)
{
    w->hashing = 1;
    w->hash = 0xcbf29ce484222325ull;
    rank_records(w, m, end_kind, end_ns, end_local_ns);
    w->hashing = 0;
}

/* The file is written with no name (O_TMPFILE) and named only once
 * complete, so that a rank killed while writing leaves nothing behind.
 * Where the file system has no O_TMPFILE (or /proc is missing), returns 1:
 * use a named temporary file. */
static int write_unnamed(wbuf_t *w, const cp_meta_t *m, uint32_t end_kind, int64_t end_ns, int64_t end_local_ns)
{
    w->fd = open(m->dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0644);
    if (w->fd < 0) return 1;
    w->err = 0;
    w->n = 0, w->flushed = 0;
    header(w, CP_FILE_RANK);
    hashed_records(w, m, end_kind, end_ns, end_local_ns);
    rec(w, CP_REC_END, 0);
    flush(w);
    char path[32];
    fd_path(path, w->fd);
    int rc = w->err ? -1 : 1;
    if (!w->err) {
        unlink(m->rank_tmp); /* a stale one from a write killed before its rename */
        if (linkat(AT_FDCWD, path, AT_FDCWD, m->rank_tmp, AT_SYMLINK_FOLLOW) == 0)
            rc = rename(m->rank_tmp, m->rank_path) ? (unlink(m->rank_tmp), -1) : 0;
    }
    if (close(w->fd) && rc == 0) rc = -1;
    return rc;
}

/* The last rank file this process wrote: the hash of its content but for
 * how and when the rank ended, and how it ended. */
static uint64_t last_hash;
static uint32_t last_end, last_signal;
static int have_last;

/* The file on disk holds this content already: only how the rank ended
 * changes, in place, by two 4-byte writes (the signal first: until the
 * kind says "signal" no reader looks at it), so a rank killed between them
 * leaves a file that is still whole.  The end time stays the one written.
 * Open MPI's SIGTERM comes a second after its SIGCONT snapshot, mostly to
 * ranks that have sent nothing since, and its SIGKILL follows within a
 * millisecond: a whole rewrite there was cut between its link and its
 * rename in 1 job of 30 (4 ranks, 2 cores), its temporary name left. */
static int patch_end(const cp_meta_t *m, uint32_t end_kind)
{
    int fd = open(m->rank_path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    unsigned char b[4];
    cp_put_u32(b, end_kind == CP_END_SIGNAL ? m->end_signal : 0);
    off_t signal_at = (off_t)(CP_HEADER_LEN + CP_RECORD_HEADER_LEN + rank_info_len(m) - 4 - rank_info_tail(m));
    int ok = pwrite(fd, b, 4, signal_at) == 4;
    cp_put_u32(b, end_kind);
    ok = ok && pwrite(fd, b, 4, CP_HEADER_LEN + CP_RECORD_HEADER_LEN + 12) == 4; /* after rank, size, pid */
    if (close(fd)) ok = 0;
    return ok ? 0 : -1;
}

int cp_write_rank_file(const cp_meta_t *m, uint32_t end_kind, int64_t end_ns, int64_t end_local_ns)
{
    wbuf_t *w = &wb;
    if (have_last && end_kind != CP_END_FINALIZE) { /* MPI_Finalize's end time is the run's */
        w->fd = DRY_RUN, w->err = 0, w->n = 0, w->flushed = 0;
        hashed_records(w, m, end_kind, end_ns, end_local_ns);
        uint32_t sig = end_kind == CP_END_SIGNAL ? m->end_signal : 0;
        if (w->hash == last_hash) {
            if (end_kind == last_end && sig == last_signal) return 0; /* a snapshot of an idle rank */
            if (patch_end(m, end_kind) == 0) {
                last_end = end_kind, last_signal = sig;
                return 0;
            }
        }
    }
    have_last = 0;
    int rc = write_unnamed(w, m, end_kind, end_ns, end_local_ns);
    if (rc > 0) {
        if (open_tmp(w, m->rank_tmp, CP_FILE_RANK)) return -1;
        hashed_records(w, m, end_kind, end_ns, end_local_ns);
        rc = close_rename(w, m->rank_tmp, m->rank_path);
    }
    if (rc == 0) {
        have_last = 1, last_hash = w->hash;
        last_end = end_kind, last_signal = end_kind == CP_END_SIGNAL ? m->end_signal : 0;
    }
    return rc;
}

int cp_rank_image(const cp_meta_t *m, uint32_t end_kind, int64_t end_ns, int64_t end_local_ns,
                  unsigned char **image, size_t *len)
{
    wbuf_t *w = &wb;
    w->fd = -1, w->err = 0, w->n = 0, w->flushed = 0, w->mem = NULL, w->mlen = w->mcap = 0;
    header(w, CP_FILE_RANK);
    rank_records(w, m, end_kind, end_ns, end_local_ns);
    rec(w, CP_REC_END, 0);
    flush(w);
    *image = w->mem, *len = w->mlen;
    w->mem = NULL;
    if (w->err) {
        free(*image);
        *image = NULL;
        return -1;
    }
    return 0;
}

int cp_write_rank_image(const cp_meta_t *m, const unsigned char *image, size_t len)
{
    int fd = open(m->rank_tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644), err = fd < 0;
    for (size_t off = 0; !err && off < len;) {
        ssize_t k = write(fd, image + off, len - off);
        if (k < 0) err = 1;
        else off += (size_t)k;
    }
    if (fd >= 0 && close(fd)) err = 1;
    if (err || rename(m->rank_tmp, m->rank_path)) {
        unlink(m->rank_tmp);
        return -1;
    }
    return 0;
}

int cp_write_node_file(const cp_meta_t *m, uint32_t n, const uint32_t *ranks, const unsigned char *images,
                       const uint64_t *lens)
{
    char path[sizeof m->rank_path], tmp[sizeof m->rank_tmp];
    snprintf(path, sizeof path, "%s/" CP_NODE_FILE_FMT, m->dir, m->rank);
    snprintf(tmp, sizeof tmp, "%s.tmp.%u", path, m->pid);
    wbuf_t *w = &wb;
    if (open_tmp(w, tmp, CP_FILE_NODE)) return -1;
    uint64_t ilen = 4 + (uint64_t)n * CP_NODE_INDEX_ENTRY;
    uint64_t off = CP_HEADER_LEN + CP_RECORD_HEADER_LEN + ilen;
    rec(w, CP_REC_NODE_INDEX, ilen);
    u32(w, n);
    for (uint32_t i = 0; i < n; i++) {
        off += CP_RECORD_HEADER_LEN; /* the image record's header */
        u32(w, ranks[i]);
        u64(w, off);
        u64(w, lens[i]);
        off += lens[i];
    }
    for (uint32_t i = 0; i < n; i++) {
        rec(w, CP_REC_RANK_IMAGE, lens[i]);
        put(w, images, lens[i]);
        images += lens[i];
    }
    return close_rename(w, tmp, path);
}

int cp_write_job_file(const cp_meta_t *m, int64_t end_ns)
{
    wbuf_t *w = &wb;
    if (open_tmp(w, m->job_tmp, CP_FILE_JOB)) return -1;
    rec(w, CP_REC_JOB_INFO, 4 + 16 + str_len(m->mpi_library) + str_len(m->command_line) +
                                str_len(m->job_id));
    u32(w, m->world_size);
    u64(w, (uint64_t)m->start_ns);
    u64(w, (uint64_t)end_ns);
    str(w, m->mpi_library);
    str(w, m->command_line);
    str(w, m->job_id);
    return close_rename(w, m->job_tmp, m->job_path);
}

#include "comm_table.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static cp_thread_state_t *all_threads; /* push-only list */
static CP_TLS cp_thread_state_t *my_state;
CP_TLS cp_comm_table_t *cp_whole_run[CP_TRAFFIC_KINDS];
int cp_tables_extra;
static uint32_t current_phase;
static int64_t win_origin_local, win_length; /* our timer; 0 length = off */
static int times_on;

static void extra_update(void)
{
    __atomic_store_n(&cp_tables_extra,
                     __atomic_load_n(&current_phase, __ATOMIC_RELAXED) != 0 || win_length != 0 || times_on,
                     __ATOMIC_RELAXED);
}

void cp_tables_set_times(int on)
{
    times_on = on;
    extra_update();
}
static CP_TLS cp_comm_table_t *win_table;
static CP_TLS int64_t win_lo, win_hi; /* the cached window, our timer */

void cp_windows_set(int64_t origin_ns, int64_t length_ns, int64_t offset_ns)
{
    win_origin_local = origin_ns - offset_ns;
    win_length = length_ns;
    extra_update();
}

cp_thread_state_t *cp_thread_states(void)
{
    return __atomic_load_n(&all_threads, __ATOMIC_ACQUIRE);
}

void cp_phase_set(uint32_t id)
{
    __atomic_store_n(&current_phase, id, __ATOMIC_RELAXED);
    extra_update();
}

static cp_thread_state_t *thread_state(void)
{
    cp_thread_state_t *s = my_state;
    if (__builtin_expect(s != NULL, 1)) return s;
    s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->next = __atomic_load_n(&all_threads, __ATOMIC_RELAXED);
    while (!__atomic_compare_exchange_n(&all_threads, &s->next, s, 0, __ATOMIC_RELEASE,
                                        __ATOMIC_RELAXED))
        ;
    my_state = s;
    return s;
}

cp_thread_state_t *cp_my_thread_state(void) { return thread_state(); }
uint32_t cp_current_phase(void) { return __atomic_load_n(&current_phase, __ATOMIC_RELAXED); }

/* A copy of the array `old` (n elements of `size` bytes) with room for
 * `want`, the rest zeroed.  The arrays grown this way are read by the
 * writer, maybe in a signal handler on another thread: the caller publishes
 * the copy whole (release) and keeps `old`, which that reader may hold. */
static void *grown_copy(const void *old, uint32_t n, uint32_t want, size_t size)
{
    char *a = calloc(want, size);
    if (a && n) memcpy(a, old, n * size);
    return a;
}

static cp_comm_table_t *table_for(unsigned kind, uint32_t phase)
{
    cp_thread_state_t *s = thread_state();
    if (!s) return NULL;
    if (phase < s->ntables[kind] && s->tables[kind][phase]) return s->tables[kind][phase];
    if (phase >= s->ntables[kind]) {
        uint32_t n = phase + 8;
        cp_comm_table_t **t = grown_copy(s->tables[kind], s->ntables[kind], n, sizeof *t);
        if (!t) return NULL;
        __atomic_store_n(&s->tables[kind], t, __ATOMIC_RELEASE);
        __atomic_store_n(&s->ntables[kind], n, __ATOMIC_RELEASE);
    }
    cp_comm_table_t *tab = calloc(1, sizeof *tab);
    if (!tab) return NULL;
    __atomic_store_n(&s->tables[kind][phase], tab, __ATOMIC_RELEASE);
    if (phase == 0) cp_whole_run[kind] = tab;
    return tab;
}

#define slot_of cp_slot_of
#define entry_at cp_entry_at

static int grow_slots(cp_comm_table_t *t)
{
    /* by 5/4 at 4/5 full: never under 0.64 full, so at most 6.25 bytes of
     * slots per peer; with the 56-byte entry and the last chunk's slack
     * that stays within 64 from 5,000 peers up (measured: 63.3 at worst) */
    uint32_t n = t->nslots ? t->nslots + t->nslots / 4 : 16;
    uint32_t *s = calloc(n, sizeof *s);
    if (!s) return -1;
    for (uint32_t i = 0; i < t->n; i++) {
        uint32_t h = slot_of(entry_at(t, i)->peer, n);
        while (s[h]) h = h + 1 == n ? 0 : h + 1;
        s[h] = i + 1;
    }
    free(t->slots); /* only the counting thread reads the slots */
    t->slots = s;
    t->nslots = n;
    return 0;
}

/* A new entry at index t->n; its chunk is allocated on first use. */
static cp_peer_entry_t *append(cp_comm_table_t *t, uint32_t peer)
{
    uint32_t c = t->n >> CP_CHUNK_SHIFT;
    if (c == t->nchunks) {
        uint32_t nc = t->nchunks ? 2 * t->nchunks : 4;
        /* the old array, kept, is small (8 bytes per chunk of CP_CHUNK
         * entries), and the array doubles */
        cp_peer_entry_t **a = grown_copy(t->chunks, t->nchunks, nc, sizeof *a);
        if (!a) return NULL;
        __atomic_store_n(&t->chunks, a, __ATOMIC_RELEASE);
        t->nchunks = nc;
    }
    if (!t->chunks[c] && !(t->chunks[c] = malloc(CP_CHUNK * sizeof(cp_peer_entry_t))))
        return NULL;
    cp_peer_entry_t *e = entry_at(t, t->n);
    memset(e, 0, sizeof *e);
    e->peer = peer;
    return e;
}

/* Past the last-peer cache: probe, else insert. */
static cp_peer_entry_t *lookup(cp_comm_table_t *t, uint32_t peer)
{
    cp_peer_entry_t *e;
    uint32_t n = t->nslots, h, i;
    if (n) {
        h = slot_of(peer, n);
        while ((i = t->slots[h]) != 0) {
            e = entry_at(t, i - 1);
            if (e->peer == peer) {
                t->last_i = i - 1;
                return t->last_e = e;
            }
            h = h + 1 == n ? 0 : h + 1;
        }
    }
    /* insert; keep the slot array at most four fifths full (linear
     * probing stays short there: 3 probes for a hit on average) */
    if (5 * (uint64_t)(t->n + 1) > 4 * (uint64_t)n) {
        if (grow_slots(t)) return NULL;
        n = t->nslots;
    }
    e = append(t, peer);
    if (!e) return NULL;
    h = slot_of(peer, n);
    while (t->slots[h]) h = h + 1 == n ? 0 : h + 1;
    t->slots[h] = t->n + 1;
    t->last_i = t->n;
    __atomic_store_n(&t->n, t->n + 1, __ATOMIC_RELEASE);
    return t->last_e = e;
}

/* e's classes while they fit in the entry (nin lead classes, then the
 * minor words'), each field loaded whole: a reader on another thread may
 * run beside the counting. */
static unsigned compact_classes(const cp_peer_entry_t *e, unsigned nin, uint8_t *bins, uint64_t *counts)
{
    unsigned k = 0;
    for (; k < nin && k < CP_LEAD_CLASSES; k++)
        bins[k] = __atomic_load_n(&e->bin[k], __ATOMIC_RELAXED),
        counts[k] = __atomic_load_n(&e->hcount[k], __ATOMIC_RELAXED);
    if (nin != CP_LEAD_CLASSES) return k;
    for (unsigned w = 0; w < CP_MINOR_WORDS; w++) {
        uint32_t v = __atomic_load_n(&e->minor[w], __ATOMIC_RELAXED);
        if (v & CP_MINOR_WIDE) {
            bins[k] = v & 0x7f, counts[k++] = v >> 8;
            continue;
        }
        for (unsigned h = 0; h < 2; h++, v >>= 16)
            if (v >> 8 & 0xff) bins[k] = v & 0xff, counts[k++] = v >> 8 & 0xff;
    }
    return k;
}

/* A reader on another thread (COMMPROF_SNAPSHOT's, a signal handler's)
 * may read the compact histogram while the counting thread spills it, its
 * pointer overwriting the lead counts (tests/unit/record_write_check.c:
 * torn reads at 15% of the spills), or reshapes it.  So the reader reads
 * `reshapes` (a seqlock's count: odd while a reshape is under way) and
 * `nin` again after the counts, and reads again if either changed: they
 * change at most two dozen times an entry, and a handler on the counting
 * thread itself finds them still.  A reshape is marked by `reshapes`
 * alone: a draft that marked it with `nin` (CP_SPILLING) and a count
 * beside it let a reader take the new count with the old `nin`, and pass
 * a torn read (1 read in 3 million in record_write_check). */
unsigned cp_table_bins(const cp_comm_table_t *t, uint32_t i, uint8_t *bins, uint64_t *counts)
{
    const cp_peer_entry_t *e = cp_table_entry(t, i);
    for (;;) {
        unsigned seq = __atomic_load_n(&e->reshapes, __ATOMIC_ACQUIRE);
        unsigned k = 0, nin = __atomic_load_n(&e->nin, __ATOMIC_ACQUIRE);
        cp_spill_t *s = nin == CP_SPILLED                   ? __atomic_load_n(&e->spill, __ATOMIC_ACQUIRE)
                        : nin == CP_SPILLING || (seq & 1) ? __atomic_load_n(&t->spilling, __ATOMIC_ACQUIRE)
                                                          : NULL;
        if (s) {
            unsigned n = __atomic_load_n(&s->n, __ATOMIC_ACQUIRE);
            const uint8_t *sb = cp_spill_bins(s);
            for (; k < n && k < CP_HIST_BINS; k++) bins[k] = sb[k], counts[k] = cp_spill_count(s, k);
        } else {
            k = compact_classes(e, nin, bins, counts);
        }
        /* the counts' loads before the second loads */
        __atomic_thread_fence(__ATOMIC_ACQUIRE);
        if (nin == CP_SPILLED) return k;
        if (__atomic_load_n(&e->reshapes, __ATOMIC_RELAXED) == seq &&
            __atomic_load_n(&e->nin, __ATOMIC_RELAXED) == nin)
            return k;
    }
}

const cp_pair_times_t *cp_table_times(const cp_comm_table_t *t, uint32_t i)
{
    uint32_t c = i >> CP_CHUNK_SHIFT;
    if (c >= __atomic_load_n(&t->ntchunks, __ATOMIC_ACQUIRE)) return NULL;
    cp_pair_times_t **a = __atomic_load_n((cp_pair_times_t ***)&t->tchunks, __ATOMIC_ACQUIRE);
    cp_pair_times_t *chunk = __atomic_load_n(&a[c], __ATOMIC_ACQUIRE);
    if (!chunk || !__atomic_load_n(&chunk[i & (CP_CHUNK - 1)].first_ns, __ATOMIC_ACQUIRE)) return NULL;
    return &chunk[i & (CP_CHUNK - 1)];
}

/* Entry i's send times, their chunk made on its first send. */
static cp_pair_times_t *times_of(cp_comm_table_t *t, uint32_t i)
{
    uint32_t c = i >> CP_CHUNK_SHIFT;
    if (c >= t->ntchunks) {
        uint32_t n = t->nchunks > c ? t->nchunks : c + 1;
        /* the array before its count: cp_table_times reads the count first */
        cp_pair_times_t **a = grown_copy(t->tchunks, t->ntchunks, n, sizeof *a);
        if (!a) return NULL;
        __atomic_store_n(&t->tchunks, a, __ATOMIC_RELEASE);
        __atomic_store_n(&t->ntchunks, n, __ATOMIC_RELEASE);
    }
    cp_pair_times_t *chunk = t->tchunks[c];
    if (!chunk) {
        if (!(chunk = calloc(CP_CHUNK, sizeof *chunk))) return NULL;
        __atomic_store_n(&t->tchunks[c], chunk, __ATOMIC_RELEASE);
    }
    return &chunk[i & (CP_CHUNK - 1)];
}

/* Readers of the tables now (the writer, maybe in a signal handler on
 * another thread): while there is one, a grown histogram's old block is
 * kept, not freed. */
static int table_readers;

void cp_tables_read_begin(void)
{
    __atomic_add_fetch(&table_readers, 1, __ATOMIC_SEQ_CST);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
}

void cp_tables_read_end(void) { __atomic_sub_fetch(&table_readers, 1, __ATOMIC_SEQ_CST); }

/* A block of `cap` classes holding old's (NULL: none yet). */
static cp_spill_t *spill_new(unsigned cap, int wide, cp_spill_t *old)
{
    cp_spill_t *s = malloc(wide ? 8 + 9 * (size_t)cap : 4 + 5 * (size_t)cap);
    if (!s) {
        cp_fail("out of memory for a histogram");
        return NULL;
    }
    s->n = old ? old->n : 0;
    s->cap = (uint8_t)cap;
    s->wide = (uint8_t)wide;
    s->pad = 0;
    for (unsigned k = 0; old && k < old->n; k++) {
        cp_spill_bins(s)[k] = cp_spill_bins(old)[k];
        if (wide)
            cp_spill_c64(s)[k] = cp_spill_count(old, k);
        else
            cp_spill_c32(s)[k] = (uint32_t)cp_spill_count(old, k);
    }
    return s;
}

/* The room of the next block: the most classes that fit the next malloc
 * chunk up that holds at least three more (glibc's chunks go by 16 bytes,
 * 8 of them its own), so a pair pays for the classes it sends, not for 16
 * (narrow counts: 4, 7, 10, 13, 16 classes in chunks of 32 to 96 bytes). */
static unsigned next_cap(unsigned cap, int wide)
{
    size_t per = wide ? 9 : 5, head = wide ? 8 : 4, want = cap + 3;
    size_t chunk = (head + per * want + 8 + 15) & ~(size_t)15;
    size_t room = (chunk - 8 - head) / per;
    return room < CP_HIST_BINS ? (unsigned)room : CP_HIST_BINS;
}

/* count bin b in entry e's spilled histogram, growing or widening it if
 * need be */
static void spill_count(cp_peer_entry_t *e, unsigned b)
{
    cp_spill_t *s = e->spill;
    uint8_t *sb = cp_spill_bins(s);
    unsigned n = s->n, k;
    for (k = 0; k < n && sb[k] != b; k++)
        ;
    int widen = k < n && !s->wide && cp_spill_c32(s)[k] == UINT32_MAX;
    if (widen || k == s->cap) {
        unsigned cap = widen ? s->cap : next_cap(s->cap, s->wide);
        cp_spill_t *old = s;
        if (!(s = spill_new(cap, s->wide || widen, s))) return;
        /* Dekker with cp_tables_read_begin: either a reader that may hold
         * the old block is seen here, or it finds the new one */
        __atomic_store_n(&e->spill, s, __ATOMIC_SEQ_CST);
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
        if (!__atomic_load_n(&table_readers, __ATOMIC_SEQ_CST)) free(old);
        sb = cp_spill_bins(s);
    }
    if (k < n) {
        if (s->wide)
            cp_spill_c64(s)[k]++;
        else
            cp_spill_c32(s)[k]++;
        return;
    }
    sb[n] = (uint8_t)b;
    if (s->wide)
        cp_spill_c64(s)[n] = 1;
    else
        cp_spill_c32(s)[n] = 1;
    __atomic_store_n(&s->n, (uint8_t)(n + 1), __ATOMIC_RELEASE);
}

/* A block holding e's compact histogram, with room for one class more
 * (`grow`: 13 from ten, in 80 bytes) or just those.  Every count fits 32
 * bits: a lead's that is to pass them is counted after. */
static cp_spill_t *compact_copy(const cp_peer_entry_t *e, int grow)
{
    uint8_t bins[CP_COMPACT_CLASSES];
    uint64_t counts[CP_COMPACT_CLASSES];
    unsigned n = compact_classes(e, e->nin, bins, counts);
    cp_spill_t *s = spill_new(grow ? next_cap(n > 2 ? n - 2 : 1, 0) : CP_COMPACT_CLASSES, 0, NULL);
    if (!s) return NULL;
    for (unsigned k = 0; k < n; k++) cp_spill_bins(s)[k] = bins[k], cp_spill_c32(s)[k] = (uint32_t)counts[k];
    s->n = (uint8_t)n;
    return s;
}

/* Every class moves out of the entry to a spilled histogram, then b is
 * counted. */
static void spill_out(cp_comm_table_t *t, cp_peer_entry_t *e, unsigned b)
{
    cp_spill_t *s = compact_copy(e, 1);
    if (!s) return;
    /* readers go to t->spilling while the pointer overwrites the counts */
    __atomic_store_n(&t->spilling, s, __ATOMIC_RELEASE);
    __atomic_store_n(&e->nin, CP_SPILLING, __ATOMIC_RELEASE);
    __atomic_store_n(&e->spill, s, __ATOMIC_RELEASE);
    __atomic_store_n(&e->nin, CP_SPILLED, __ATOMIC_RELEASE);
    spill_count(e, b);
}

/* Before a change to two places of e's compact histogram: readers go to a
 * copy of it as it was until reshape_end.  A copy is never changed once
 * published (a reader may still hold it after its reshape, or after the
 * next one began); the one before is freed unless a reader is in the
 * tables, so a table keeps one.  Then a seqlock's writer: the count made
 * odd, a release fence, the changes, the count made even. */
static int reshape_begin(cp_comm_table_t *t, cp_peer_entry_t *e)
{
    cp_spill_t *s = compact_copy(e, 0), *old = t->reshape;
    if (!s) return -1;
    t->reshape = s;
    /* Dekker with cp_tables_read_begin, as in spill_count */
    __atomic_store_n(&t->spilling, s, __ATOMIC_SEQ_CST);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    if (old && !__atomic_load_n(&table_readers, __ATOMIC_SEQ_CST)) free(old);
    __atomic_store_n(&e->reshapes, (uint8_t)(e->reshapes + 1), __ATOMIC_RELEASE);
    __atomic_thread_fence(__ATOMIC_RELEASE);
    return 0;
}

static void reshape_end(cp_peer_entry_t *e)
{
    __atomic_store_n(&e->reshapes, (uint8_t)(e->reshapes + 1), __ATOMIC_RELEASE);
}

/* Minor words: half h (0 or 1) of a word of two classes, a whole word of one. */
static unsigned half_count(uint32_t v, unsigned h) { return v >> (16 * h + 8) & 0xff; }
static uint32_t with_half(uint32_t v, unsigned h, unsigned bin, uint32_t count)
{
    unsigned at = 16 * h;
    return (v & ~(UINT32_C(0xffff) << at)) | (bin | count << 8) << at;
}
static uint32_t whole_word(unsigned bin, uint32_t count) { return bin | CP_MINOR_WIDE | count << 8; }

static void set_minor(cp_peer_entry_t *e, unsigned w, uint32_t v)
{
    __atomic_store_n(&e->minor[w], v, __ATOMIC_RELAXED);
}

/* A new minor class: beside another class if it can, keeping whole words
 * free for counts that outgrow 8 bits. */
static void minor_add(cp_comm_table_t *t, cp_peer_entry_t *e, unsigned b)
{
    unsigned at = CP_MINOR_WORDS, h = 0;
    for (unsigned w = 0; w < CP_MINOR_WORDS; w++) {
        uint32_t v = e->minor[w];
        if (v & CP_MINOR_WIDE) continue;
        unsigned c0 = half_count(v, 0), c1 = half_count(v, 1);
        if (!c0 != !c1) {
            at = w, h = c0 != 0;
            break;
        }
        if (!c0 && at == CP_MINOR_WORDS) at = w, h = 0;
    }
    if (at == CP_MINOR_WORDS) {
        spill_out(t, e, b); /* an eleventh class */
        return;
    }
    set_minor(e, at, with_half(e->minor[at], h, b, 1));
}

/* Class b, one of the minor ones or a new one, counted. */
static void count_minor(cp_comm_table_t *t, cp_peer_entry_t *e, unsigned b)
{
    unsigned w, h = 0;
    uint32_t v = 0, c = 0;
    for (w = 0; w < CP_MINOR_WORDS; w++) {
        v = e->minor[w];
        if (v & CP_MINOR_WIDE) {
            if ((v & 0x7f) == b) {
                h = 2, c = v >> 8;
                break;
            }
        } else if ((c = half_count(v, 0)) && (v & 0xff) == b) {
            h = 0;
            break;
        } else if ((c = half_count(v, 1)) && (v >> 16 & 0xff) == b) {
            h = 1;
            break;
        }
    }
    if (w == CP_MINOR_WORDS) {
        minor_add(t, e, b);
        return;
    }
    uint32_t limit = h == 2 ? 0xffffff : 0xff;
    if (c < limit) {
        set_minor(e, w, v + (UINT32_C(1) << (h == 1 ? 24 : 8)));
        return;
    }
    /* The count is full.  A lead class that counted no more trades places
     * with it: the classes that carry the traffic end up where the inline
     * count finds them. */
    unsigned j = e->hcount[1] < e->hcount[0];
    uint32_t lead = e->hcount[j];
    if (lead <= c) {
        if (reshape_begin(t, e)) return;
        set_minor(e, w, h == 2 ? whole_word(e->bin[j], lead) : with_half(v, h, e->bin[j], lead));
        __atomic_store_n(&e->bin[j], (uint8_t)b, __ATOMIC_RELAXED);
        __atomic_store_n(&e->hcount[j], c + 1, __ATOMIC_RELAXED);
        reshape_end(e);
        return;
    }
    if (h != 2) { /* the class takes the whole word; its neighbour moves */
        uint32_t other = (h ? v : v >> 16) & 0xffff;
        if (!(other >> 8)) {
            set_minor(e, w, whole_word(b, c + 1));
            return;
        }
        for (unsigned u = 0; u < CP_MINOR_WORDS; u++) {
            uint32_t x = e->minor[u];
            if (u == w || (x & CP_MINOR_WIDE) || (half_count(x, 0) && half_count(x, 1))) continue;
            if (reshape_begin(t, e)) return;
            set_minor(e, u, with_half(x, half_count(x, 0) != 0, other & 0xff, other >> 8));
            set_minor(e, w, whole_word(b, c + 1));
            reshape_end(e);
            return;
        }
    }
    spill_out(t, e, b); /* no room: a third class past 2^24, or past 255 with the words full */
}

/* Every case but the common one: a message in a lead class. */
__attribute__((noinline)) static void count_class(cp_comm_table_t *t, cp_peer_entry_t *e, unsigned b)
{
    unsigned nin = e->nin;
    if (nin == CP_SPILLED) {
        spill_count(e, b);
        return;
    }
    unsigned k = 0;
    while (k < nin && e->bin[k] != b) k++;
    if (k < nin) { /* the inline count takes it unless its count is full */
        spill_out(t, e, b);
        return;
    }
    if (nin < CP_LEAD_CLASSES) {
        e->bin[nin] = (uint8_t)b;
        e->hcount[nin] = 1;
        __atomic_store_n(&e->nin, nin + 1, __ATOMIC_RELEASE);
        return;
    }
    count_minor(t, e, b);
}

/* e is t->last_e: entry() found it there or put it there */
__attribute__((noinline)) static void add_time(cp_comm_table_t *t, int64_t now)
{
    cp_pair_times_t *p = times_of(t, t->last_i);
    if (!p) {
        cp_fail("out of memory for send times");
        return;
    }
    /* a pair's first send: its last before its first, which publishes both
     * (a reader on another thread that found the first and not yet the
     * last wrote a file the readers refuse: last send before the first) */
    if (!p->first_ns) {
        p->last_ns = now;
        __atomic_store_n(&p->first_ns, now, __ATOMIC_RELEASE);
        return;
    }
    p->last_ns = now;
}

static inline void add_send(cp_comm_table_t *t, cp_peer_entry_t *e, uint64_t bytes, int64_t now)
{
    if (__builtin_expect(times_on, 0) && now) add_time(t, now);
    if (__builtin_expect(cp_entry_send_inline(e, bytes), 1)) return;
    e->sent_bytes += bytes;
    count_class(t, e, cp_size_bin(bytes));
}

static inline cp_comm_table_t *table_of(unsigned kind, uint32_t phase)
{
    cp_comm_table_t *t = phase == 0 ? cp_whole_run[kind] : NULL;
    if (__builtin_expect(t != NULL, 1)) return t;
    return table_for(kind, phase);
}
static inline cp_comm_table_t *table(uint32_t phase) { return table_of(CP_TRAFFIC_P2P, phase); }

__attribute__((noinline)) static cp_peer_entry_t *entry_slow(cp_comm_table_t *t, uint32_t peer)
{
    cp_peer_entry_t *e = t ? lookup(t, peer) : NULL;
    if (!e) cp_fail("out of memory for a peer table");
    return e;
}

/* The same peer as last time is the common case (a burst of sends to one
 * neighbour, a ping-pong): kept inline, where the rest would cost a call
 * frame on every count. */
static inline cp_peer_entry_t *entry(cp_comm_table_t *t, uint32_t peer)
{
    cp_peer_entry_t *e = __builtin_expect(t != NULL, 1) ? t->last_e : NULL;
    if (__builtin_expect(e && e->peer == peer, 1)) return e;
    return entry_slow(t, peer);
}

__attribute__((noinline, cold)) static cp_comm_table_t *window_table(int64_t now)
{
    int64_t w = now < win_origin_local ? 0 : (now - win_origin_local) / win_length;
    if (w > UINT32_MAX - 16) w = UINT32_MAX - 16;
    cp_thread_state_t *s = thread_state();
    if (!s) return NULL;
    if ((uint32_t)w >= s->nwtables) {
        uint32_t n = (uint32_t)w + 16;
        cp_comm_table_t **a = grown_copy(s->wtables, s->nwtables, n, sizeof *a);
        if (!a) return NULL;
        __atomic_store_n(&s->wtables, a, __ATOMIC_RELEASE);
        __atomic_store_n(&s->nwtables, n, __ATOMIC_RELEASE);
    }
    cp_comm_table_t *t = s->wtables[w];
    if (!t) {
        if (!(t = calloc(1, sizeof *t))) return NULL;
        __atomic_store_n(&s->wtables[w], t, __ATOMIC_RELEASE);
    }
    win_lo = w == 0 ? INT64_MIN : win_origin_local + w * win_length;
    win_hi = win_origin_local + (w + 1) * win_length;
    win_table = t;
    return t;
}

void cp_table_count_send_slow(uint32_t peer, uint64_t bytes, int64_t now)
{
    cp_comm_table_t *t = table(0);
    cp_peer_entry_t *e = entry(t, peer);
    if (e) add_send(t, e, bytes, now);
    uint32_t ph = __atomic_load_n(&current_phase, __ATOMIC_RELAXED);
    if (ph && (e = entry(t = table(ph), peer)) != NULL) add_send(t, e, bytes, now);
    if (__builtin_expect(win_length != 0, 0)) {
        t = now >= win_lo && now < win_hi && win_table ? win_table : window_table(now);
        if ((e = entry(t, peer)) != NULL) add_send(t, e, bytes, now);
    }
}

void cp_table_count_recv_slow(uint32_t peer, uint64_t bytes)
{
    cp_comm_table_t *t = table(0);
    cp_peer_entry_t *e = entry(t, peer);
    if (e) {
        e->recv_msgs++;
        e->recv_bytes += bytes;
    }
    uint32_t ph = __atomic_load_n(&current_phase, __ATOMIC_RELAXED);
    if (ph && (e = entry(table(ph), peer)) != NULL) {
        e->recv_msgs++;
        e->recv_bytes += bytes;
    }
}

void cp_table_count_kind_send(unsigned kind, uint32_t peer, uint64_t bytes)
{
    cp_comm_table_t *t = table_of(kind, 0);
    cp_peer_entry_t *e = entry(t, peer);
    if (e) add_send(t, e, bytes, 0);
    uint32_t ph = __atomic_load_n(&current_phase, __ATOMIC_RELAXED);
    if (ph && (e = entry(t = table_of(kind, ph), peer)) != NULL) add_send(t, e, bytes, 0);
}

void cp_table_count_kind_recv(unsigned kind, uint32_t peer, uint64_t bytes)
{
    uint32_t ph = __atomic_load_n(&current_phase, __ATOMIC_RELAXED);
    for (int i = 0; i < 1 + (ph != 0); i++) {
        cp_peer_entry_t *e = entry(table_of(kind, i ? ph : 0), peer);
        if (e) {
            e->recv_msgs++;
            e->recv_bytes += bytes;
        }
    }
}

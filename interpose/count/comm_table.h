/* Per-thread tables of traffic by peer world rank, one table per phase
 * (phase 0 = the whole run).  Each thread updates only its own tables, so
 * counting takes no lock under MPI_THREAD_MULTIPLE; the writer walks every
 * thread's tables and readers add them up.
 *
 * The writer may run inside a signal handler, so growth publishes a fully
 * built array before freeing the old one, and nothing here is freed while
 * the process lives. */
#ifndef CP_COMM_TABLE_H
#define CP_COMM_TABLE_H

#include <stdint.h>

#include "guard.h"
#include "state.h" /* cp_fail */
#include "record_format.h"

/* A peer's message-size histogram when it outgrows its entry: (bin, count)
 * pairs in arrival order, `cap` counts followed by `cap` bins.  Counts are
 * 32-bit until one would pass 2^32 - 1; then the block is rebuilt with
 * 64-bit counts (`wide`).  It grows into a new block, published whole; the
 * old block is freed unless a reader is in the tables (cp_tables_read_begin:
 * the writer, which may run in a signal handler and hold it).  A block grows
 * three classes at a time, each filling a malloc chunk (13 classes in 80
 * bytes, the first, then 16 in 96, 20 in 112), against 552 for a full
 * 65-bin histogram of 64-bit counts.  A reshape's copy of an entry's
 * classes (below) is a block too: 10 classes in 64 bytes. */
typedef struct cp_spill {
    uint8_t n, cap; /* pairs in use (published with release), room */
    uint8_t wide;   /* the counts are uint64_t */
    uint8_t pad;
    /* then cap counts (uint32_t at offset 4, or uint64_t at offset 8), then cap bins */
} cp_spill_t;
static inline uint32_t *cp_spill_c32(cp_spill_t *s) { return (uint32_t *)((char *)s + 4); }
static inline uint64_t *cp_spill_c64(cp_spill_t *s) { return (uint64_t *)((char *)s + 8); }
static inline uint8_t *cp_spill_bins(cp_spill_t *s)
{
    return (uint8_t *)s + (s->wide ? 8 + 8 * (size_t)s->cap : 4 + 4 * (size_t)s->cap);
}
static inline uint64_t cp_spill_count(cp_spill_t *s, unsigned k)
{
    return s->wide ? cp_spill_c64(s)[k] : cp_spill_c32(s)[k];
}

/* 56 bytes per peer: with the table's slots, within the 64 bytes per
 * active peer the profiler allows itself, for pairs of up to ten message
 * sizes.  The real applications' pairs in make check send 1 to 14 size
 * classes, most 5 to 8, and one or two of them carry almost every message
 * (LAMMPS: 392 of 428); the others count 1 to 20.  So the histogram keeps
 * two lead classes with 32-bit counts, the ones the inline count checks,
 * and up to eight minor ones in four 32-bit words, each word either two
 * classes with 8-bit counts or one with a 24-bit count:
 *
 *   two classes: bin a | count a | bin b | count b   (count 0: no class)
 *   one class:   bin | 0x80, then a 24-bit count     (bins are below 0x80)
 *
 * A word is read and written whole, so it describes itself.  A minor count
 * about to pass its width trades places with a lead class that counted
 * less, else takes a whole word; when nothing fits (an eleventh class, a
 * third class past 2^24, a lead past 2^32 - 1) every class moves to a
 * cp_spill_t whose pointer takes the lead counts' place, and `nin` becomes
 * CP_SPILLED (CP_SPILLING meanwhile: readers go to the table's `spilling`,
 * the new block).  Changes that touch two places (a trade, a class moved out
 * of a word) are "reshapes": the table's `spilling` holds a copy of the
 * whole histogram as it was while `reshapes` is odd, so a reader (the
 * crash writer in a signal handler) always finds one complete state, and a
 * reader on another thread sees that one happened under it (a seqlock's
 * count; an entry has at most eight reshapes: each trade lifts a lead
 * count past 255 or 2^24, once per lead, and each word turns whole once).
 * Send times (COMMPROF_TIMES=1) live beside the entries (cp_pair_times_t),
 * so that an entry that has none by default does not pay for them. */
#define CP_LEAD_CLASSES 2
#define CP_MINOR_WORDS 4
#define CP_COMPACT_CLASSES (CP_LEAD_CLASSES + 2 * CP_MINOR_WORDS) /* 10 */
#define CP_SPILLED 3
#define CP_SPILLING 4
#define CP_MINOR_WIDE 0x80u
typedef struct cp_peer_entry {
    uint32_t peer;
    uint8_t nin; /* lead classes in use (0 to 2), CP_SPILLING or CP_SPILLED */
    uint8_t bin[CP_LEAD_CLASSES];
    uint8_t reshapes; /* odd while one is under way */
    union {
        uint32_t hcount[CP_LEAD_CLASSES];
        cp_spill_t *spill; /* nin == CP_SPILLED */
    };
    uint32_t minor[CP_MINOR_WORDS]; /* in use only with both lead classes */
    uint64_t sent_bytes;
    uint64_t recv_msgs, recv_bytes;
} cp_peer_entry_t;
_Static_assert(sizeof(cp_peer_entry_t) == 56, "a peer entry is 56 bytes");

/* A pair's first and last send (timer ns; 0 = none), kept in chunks
 * parallel to the entries' and made only when send times are on. */
typedef struct cp_pair_times {
    int64_t first_ns, last_ns;
} cp_pair_times_t;

/* Entries live in fixed chunks that never move, so growth costs no copy and
 * no slack beyond one chunk; the slot array maps a peer to its entry. */
#define CP_CHUNK_SHIFT 7
#define CP_CHUNK (1u << CP_CHUNK_SHIFT)

typedef struct cp_comm_table {
    cp_peer_entry_t **chunks;
    uint32_t n, nchunks;
    uint32_t *slots; /* open addressing: entry index + 1, 0 = empty */
    uint32_t nslots; /* not a power of two: grown by 5/4, kept 0.64 to 0.8 full */
    cp_peer_entry_t *last_e; /* the entry last looked up (chunks never move) */
    uint32_t last_i;         /* and its index, where its send times are */
    cp_spill_t *spilling; /* the histogram of the entry spilling or reshaping now */
    cp_spill_t *reshape;  /* the last reshape's copy, freed at the next */
    cp_pair_times_t **tchunks; /* send times, chunk by chunk (NULL: none) */
    uint32_t ntchunks;
} cp_comm_table_t;

static inline const cp_peer_entry_t *cp_table_entry(const cp_comm_table_t *t, uint32_t i)
{
    cp_peer_entry_t **c = __atomic_load_n((cp_peer_entry_t ***)&t->chunks, __ATOMIC_ACQUIRE);
    return &c[i >> CP_CHUNK_SHIFT][i & (CP_CHUNK - 1)];
}

/* The histogram of entry `i` of `t` as (bin, count) pairs (room for
 * CP_HIST_BINS); returns how many.  Safe in a signal handler. */
CP_HIDDEN unsigned cp_table_bins(const cp_comm_table_t *t, uint32_t i, uint8_t *bins, uint64_t *counts);
/* Entry `i`'s send times, or NULL if it has none.  Safe in a signal handler. */
CP_HIDDEN const cp_pair_times_t *cp_table_times(const cp_comm_table_t *t, uint32_t i);

typedef struct cp_thread_state {
    struct cp_thread_state *next;
    cp_comm_table_t **tables[CP_TRAFFIC_KINDS]; /* by traffic kind, then phase id */
    uint32_t ntables[CP_TRAFFIC_KINDS];
    cp_comm_table_t **wtables; /* by time window (COMMPROF_WINDOW), sends only */
    uint32_t nwtables;
    struct cp_call_stats *calls; /* logical view of collective and RMA calls */
} cp_thread_state_t;

/* This thread's state, created on first use; NULL when out of memory. */
CP_HIDDEN cp_thread_state_t *cp_my_thread_state(void);
/* The phase counts go to besides phase 0 (0: none). */
CP_HIDDEN uint32_t cp_current_phase(void);

/* Count one sent message of `bytes` to world rank `peer`, sent at `now`
 * (cp_clock_now()). */
CP_ALWAYS_INLINE void cp_table_count_send(uint32_t peer, uint64_t bytes, int64_t now);
CP_ALWAYS_INLINE void cp_table_count_recv(uint32_t peer, uint64_t bytes);
/* Every case (phases, time windows, a new peer, a new size class). */
CP_HIDDEN void cp_table_count_send_slow(uint32_t peer, uint64_t bytes, int64_t now);
CP_HIDDEN void cp_table_count_recv_slow(uint32_t peer, uint64_t bytes);
/* Collective (modeled) and one-sided traffic: not in time windows, and no
 * send times (only point-to-point pairs keep them). */
CP_HIDDEN void cp_table_count_kind_send(unsigned kind, uint32_t peer, uint64_t bytes);
CP_HIDDEN void cp_table_count_kind_recv(unsigned kind, uint32_t peer, uint64_t bytes);

/* Around any reading of the tables that may run while threads count
 * (the writer: at MPI_Finalize, at exit, in a signal handler). */
CP_HIDDEN void cp_tables_read_begin(void);
CP_HIDDEN void cp_tables_read_end(void);

/* Head of the list of every thread's state (for the writer). */
CP_HIDDEN cp_thread_state_t *cp_thread_states(void);

/* Time windows: window w holds what was sent while rank 0's timer read
 * [origin + w*length, origin + (w+1)*length).  `offset` (rank 0's timer minus
 * ours, from the sync at MPI_Init) maps our timer onto that axis; drift
 * after that sync moves window edges by at most drift x elapsed time. */
CP_HIDDEN void cp_windows_set(int64_t origin_ns, int64_t length_ns, int64_t offset_ns);

/* Phase stack shared by all threads: the innermost phase counts. */
CP_HIDDEN void cp_phase_set(uint32_t id);

/* Keep the first and last send of each pair (COMMPROF_TIMES=1, windows):
 * set before anything is counted. */
CP_HIDDEN void cp_tables_set_times(int on);

/* Set when an allocation failed: recording stops, once, with a message. */

/* The common count, inline in the wrappers: a call frame with its saved
 * registers cost as much as the count (callgrind: 33 of a send's 130
 * instructions were cp_hook_send's prologue and epilogue).  It needs this
 * thread's whole-run table, no phase, no time windows and no send times
 * (cp_tables_extra = 0), the peer's entry at the last-peer cache or the
 * first slot probed, and the message in one of the entry's two lead size
 * classes; anything else takes the _slow path, which does it all. */
extern CP_HIDDEN CP_TLS cp_comm_table_t *cp_whole_run[CP_TRAFFIC_KINDS]; /* phase 0, by kind */
extern CP_HIDDEN int cp_tables_extra; /* a phase is open, or time windows or send times are on */

/* Multiplicative hashing, then the high half scaled to [0, n) (Lemire's
 * fastrange): slot counts need not be powers of two, so the table can grow
 * by 5/4 and stay more than half full. */
CP_ALWAYS_INLINE uint32_t cp_slot_of(uint32_t key, uint32_t n)
{
    return (uint32_t)(((uint64_t)(key * 2654435761u) * n) >> 32);
}

CP_ALWAYS_INLINE cp_peer_entry_t *cp_entry_at(cp_comm_table_t *t, uint32_t i)
{
    return &t->chunks[i >> CP_CHUNK_SHIFT][i & (CP_CHUNK - 1)];
}

/* peer's entry in t if the last-peer cache or the first slot holds it
 * (a neighbour exchange alternates peers: the probe finds them) */
CP_ALWAYS_INLINE cp_peer_entry_t *cp_table_at_hand(cp_comm_table_t *t, uint32_t peer)
{
    cp_peer_entry_t *e = t->last_e;
    if (__builtin_expect(e && e->peer == peer, 1)) return e;
    uint32_t n = t->nslots, i;
    if (!n || !(i = t->slots[cp_slot_of(peer, n)])) return NULL;
    e = cp_entry_at(t, i - 1);
    return e->peer == peer ? e : NULL;
}

/* A send counted in e if its size class is one of e's two lead classes
 * (most pairs send one or two message sizes); else 0 and e untouched. */
CP_ALWAYS_INLINE int cp_entry_send_inline(cp_peer_entry_t *e, uint64_t bytes)
{
    unsigned b = cp_size_bin(bytes), k;
    if (__builtin_expect(e->bin[0] == b && e->nin - 1u < CP_LEAD_CLASSES && e->hcount[0] != UINT32_MAX, 1))
        k = 0;
    else if (e->nin == CP_LEAD_CLASSES && e->bin[1] == b && e->hcount[1] != UINT32_MAX)
        k = 1;
    else
        return 0;
    e->hcount[k]++;
    e->sent_bytes += bytes;
    return 1;
}

CP_ALWAYS_INLINE void cp_table_count_send(uint32_t peer, uint64_t bytes, int64_t now)
{
    cp_comm_table_t *t = cp_whole_run[CP_TRAFFIC_P2P];
    cp_peer_entry_t *e;
    if (__builtin_expect(t && !__atomic_load_n(&cp_tables_extra, __ATOMIC_RELAXED), 1) &&
        (e = cp_table_at_hand(t, peer)) != NULL && cp_entry_send_inline(e, bytes))
        return;
    cp_table_count_send_slow(peer, bytes, now);
}

CP_ALWAYS_INLINE void cp_table_count_recv(uint32_t peer, uint64_t bytes)
{
    cp_comm_table_t *t = cp_whole_run[CP_TRAFFIC_P2P];
    cp_peer_entry_t *e;
    if (__builtin_expect(t && !__atomic_load_n(&cp_tables_extra, __ATOMIC_RELAXED), 1) &&
        (e = cp_table_at_hand(t, peer)) != NULL) {
        e->recv_msgs++;
        e->recv_bytes += bytes;
        return;
    }
    cp_table_count_recv_slow(peer, bytes);
}

#endif

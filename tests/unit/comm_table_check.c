/* The peer table (interpose/count/comm_table.c) against a hand count: 300 peers,
 * peer p sends 1 + p % 65 size classes (0 bytes and 2^k bytes, k < 64),
 * class j (j + 1 + p % 7) times, classes interleaved so that the histogram
 * spills and grows (11, 14, 17, ... 65 classes) between counts.  Checks
 * every entry's (bin, count) pairs, messages and bytes.  Prints a summary;
 * exit status 1 on a mismatch.  Then 32-bit class counts pushed past
 * 2^32 - 1 (one and two lead classes, a spilled histogram) must stay
 * exact, in 64-bit counts; then the minor classes' cases (minor_cases).
 * Then a grown histogram's old block is freed, unless a reader is in the
 * tables: then it stays readable (built with ASan, so a read of a freed
 * block fails the check).  Last, send times:
 * turned on, every other old peer and 300 new ones (entries in chunks 2 to
 * 5) keep their first and last send, and the others have none. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include "comm_table.h"

/* the sanitizer runtime's (GCC installs no header for it) */
size_t __sanitizer_get_current_allocated_bytes(void);

void cp_fail(const char *why)
{
    fprintf(stderr, "comm_table_check: %s\n", why);
    exit(1);
}

static uint64_t size_of_class(unsigned j) { return j == 0 ? 0 : UINT64_C(1) << (j - 1); }

static uint32_t find(const cp_comm_table_t *t, uint32_t peer)
{
    uint32_t at = 0;
    while (at < t->n && cp_table_entry(t, at)->peer != peer) at++;
    return at;
}

/* peer sends n messages in size class c (bin c), counted in want too */
static void send_class(uint32_t peer, unsigned c, unsigned n, uint64_t *want)
{
    for (unsigned r = 0; r < n; r++) cp_table_count_send(peer, size_of_class(c), 1);
    want[c] += n;
}

/* A minor class with a whole word gets count n (set, not sent). */
static void set_whole_word(cp_peer_entry_t *e, unsigned c, uint32_t n, uint64_t *want)
{
    for (unsigned w = 0; w < CP_MINOR_WORDS; w++)
        if ((e->minor[w] & CP_MINOR_WIDE) && (e->minor[w] & 0x7f) == c) {
            e->minor[w] = c | CP_MINOR_WIDE | n << 8;
            want[c] = n;
        }
}

/* The peer's histogram against want: a class read twice, a count off, a
 * class missing or extra are mismatches. */
static int hist_differs(const cp_comm_table_t *t, uint32_t peer, const uint64_t *want)
{
    uint8_t bins[CP_HIST_BINS];
    uint64_t counts[CP_HIST_BINS], got[CP_HIST_BINS] = {0};
    unsigned k = cp_table_bins(t, find(t, peer), bins, counts);
    for (unsigned q = 0; q < k; q++) {
        if (got[bins[q]]) return 1;
        got[bins[q]] = counts[q];
    }
    for (unsigned b = 0; b < CP_HIST_BINS; b++)
        if (got[b] != want[b]) return 1;
    return 0;
}

/* What a pair's compact histogram does with minor classes (two lead
 * classes, four minor words), case by case against hand counts and the
 * state each case must end in.  Returns the mismatches. */
static unsigned minor_cases(const cp_comm_table_t *t)
{
    unsigned bad = 0, ok = 0;
    uint32_t peer = 150000;
#define CASE_END(what, cond)                                                                                       \
    do {                                                                                                           \
        const cp_peer_entry_t *e_ = cp_table_entry(t, find(t, peer));                                              \
        if (hist_differs(t, peer, want) || !(cond)) {                                                              \
            printf("\n%s: histogram or state wrong (nin %u, reshapes %u)\n", what, e_->nin, e_->reshapes);         \
            bad++;                                                                                                 \
        } else {                                                                                                   \
            ok++;                                                                                                  \
        }                                                                                                          \
        peer++;                                                                                                    \
    } while (0)
    {
        /* ten classes, two of them carrying the traffic (as LAMMPS's pairs): all in the entry */
        uint64_t want[CP_HIST_BINS] = {0};
        send_class(peer, 10, 1000, want);
        send_class(peer, 20, 1000, want);
        for (unsigned c = 1; c <= 8; c++) send_class(peer, c, 2 * c + 4, want);
        const cp_peer_entry_t *e = cp_table_entry(t, find(t, peer));
        CASE_END("ten classes", e->nin == 2 && e->reshapes == 0 && e->bin[0] == 10 && e->bin[1] == 20);
    }
    {
        /* two minor classes past 255 trade places with leads sent once */
        uint64_t want[CP_HIST_BINS] = {0};
        send_class(peer, 1, 1, want);
        send_class(peer, 2, 1, want);
        for (unsigned r = 0; r < 300; r++) send_class(peer, 30, 1, want), send_class(peer, 31, 1, want);
        const cp_peer_entry_t *e = cp_table_entry(t, find(t, peer));
        CASE_END("minor classes past 255 trade with leads",
                 e->nin == 2 && e->reshapes == 4 && e->bin[0] + e->bin[1] == 61 && e->hcount[0] == 300);
    }
    {
        /* beside leads that counted more, a minor class past 255 takes a
         * whole word, its neighbour moving out (a reshape), or staying
         * put where it had none (no reshape) */
        uint64_t want[CP_HIST_BINS] = {0};
        send_class(peer, 10, 1000, want);
        send_class(peer, 20, 1000, want);
        send_class(peer, 3, 1, want);
        send_class(peer, 4, 300, want);
        send_class(peer, 5, 1, want); /* beside 3, in word 1 */
        send_class(peer, 6, 300, want);
        const cp_peer_entry_t *e = cp_table_entry(t, find(t, peer));
        CASE_END("minor classes past 255 take whole words",
                 e->nin == 2 && e->reshapes == 2 && e->minor[0] == (4 | CP_MINOR_WIDE | 300u << 8) &&
                     e->minor[2] == (6 | CP_MINOR_WIDE | 300u << 8));
    }
    {
        /* a whole word's count past 2^24 - 1 trades with a lead that counted less */
        uint64_t want[CP_HIST_BINS] = {0};
        send_class(peer, 10, 1000, want);
        send_class(peer, 20, 1001, want);
        send_class(peer, 7, 300, want);
        cp_peer_entry_t *e = (cp_peer_entry_t *)cp_table_entry(t, find(t, peer));
        set_whole_word(e, 7, (1u << 24) - 2, want);
        send_class(peer, 7, 3, want);
        CASE_END("a minor count past 2^24 - 1 trades with a lead",
                 e->nin == 2 && e->reshapes == 2 && e->bin[0] == 7 && e->hcount[0] == (1u << 24) + 1 &&
                     e->minor[0] == (10 | CP_MINOR_WIDE | 1000u << 8));
    }
    {
        /* ... and spills when both leads counted more */
        uint64_t want[CP_HIST_BINS] = {0};
        send_class(peer, 10, 1, want);
        send_class(peer, 20, 1, want);
        cp_peer_entry_t *e = (cp_peer_entry_t *)cp_table_entry(t, find(t, peer));
        e->hcount[0] = e->hcount[1] = (1u << 24) + 5;
        want[10] = want[20] = (1u << 24) + 5;
        send_class(peer, 7, 300, want);
        set_whole_word(e, 7, (1u << 24) - 2, want);
        send_class(peer, 7, 3, want);
        CASE_END("a third count past 2^24 - 1 spills", e->nin == CP_SPILLED && !e->spill->wide);
    }
    {
        /* with the words full, a minor class past 255 spills; so does an eleventh class */
        for (int eleventh = 0; eleventh < 2; eleventh++) {
            uint64_t want[CP_HIST_BINS] = {0};
            send_class(peer, 10, 1000, want);
            send_class(peer, 20, 1000, want);
            for (unsigned c = 1; c <= 8; c++) send_class(peer, c, 1, want);
            const cp_peer_entry_t *e = cp_table_entry(t, find(t, peer));
            int full = e->nin == 2;
            if (eleventh)
                send_class(peer, 40, 1, want);
            else
                send_class(peer, 1, 255, want);
            CASE_END(eleventh ? "an eleventh class" : "a minor class past 255, words full",
                     full && e->nin == CP_SPILLED && e->spill->n == 10 + eleventh);
        }
    }
#undef CASE_END
    printf("minor classes: %u of %u cases right; ", ok, ok + bad);
    return bad;
}

int main(void)
{
    enum { PEERS = 300 };
    unsigned maxrep = 0;
    for (unsigned p = 0; p < PEERS; p++)
        if (1 + (1 + p % 65) + p % 7 > maxrep) maxrep = 1 + (1 + p % 65) + p % 7;
    /* round r: every peer sends once in every class that still has sends left */
    for (unsigned r = 0; r < maxrep; r++)
        for (unsigned p = 0; p < PEERS; p++)
            for (unsigned j = 0; j < 1 + p % 65; j++)
                if (r < j + 1 + p % 7) cp_table_count_send(p * 7u, size_of_class(j), 1);
    cp_thread_state_t *st = cp_my_thread_state();
    const cp_comm_table_t *t = st->tables[CP_TRAFFIC_P2P][0];
    if (t->n != PEERS) {
        printf("%u peers in the table, want %d\n", t->n, PEERS);
        return 1;
    }
    unsigned bad = 0, spilled = 0;
    uint64_t total = 0;
    for (uint32_t i = 0; i < t->n; i++) {
        const cp_peer_entry_t *e = cp_table_entry(t, i);
        unsigned p = e->peer / 7, classes = 1 + p % 65;
        uint64_t want[CP_HIST_BINS] = {0}, got[CP_HIST_BINS] = {0}, bytes = 0;
        for (unsigned j = 0; j < classes; j++) {
            want[cp_size_bin(size_of_class(j))] += j + 1 + p % 7;
            bytes += (j + 1 + p % 7) * size_of_class(j);
        }
        uint8_t bins[CP_HIST_BINS];
        uint64_t counts[CP_HIST_BINS];
        unsigned k = cp_table_bins(t, i, bins, counts);
        for (unsigned q = 0; q < k; q++) got[bins[q]] += counts[q], total += counts[q];
        for (unsigned b = 0; b < CP_HIST_BINS; b++) bad += got[b] != want[b];
        bad += e->sent_bytes != bytes;
        spilled += e->nin == CP_SPILLED;
    }
    printf("peer table: 300 peers with 1 to 65 size classes, %llu messages, %u histograms spilled, %u mismatches; ",
           (unsigned long long)total, spilled, bad);
    /* A lead class count stays exact past 2^32 - 1 (it moves to the 64-bit
     * spill), and so does a spilled one: sending 2^32 messages takes too
     * long for a test, so the counts are set just below the limit. */
    enum { SPILL = CP_COMPACT_CLASSES + 1 }; /* classes that spill */
    static const unsigned lead_tests[] = {1, 2, SPILL};
    unsigned wide = 0;
    for (unsigned q0 = 0; q0 < 3; q0++) {
        unsigned classes = lead_tests[q0];
        uint32_t peer = 100000 + classes;
        for (unsigned j = 0; j < classes; j++) cp_table_count_send(peer, 64u << j, 1);
        uint32_t at = find(t, peer);
        cp_peer_entry_t *e = at < t->n ? (cp_peer_entry_t *)cp_table_entry(t, at) : NULL;
        unsigned want_nin = classes < SPILL ? classes : CP_SPILLED;
        if (!e || e->nin != want_nin || (classes == SPILL && e->spill->wide)) {
            printf("peer %u: nin %u, want %u with 32-bit counts\n", peer, e ? e->nin : 0, want_nin);
            return 1;
        }
        if (classes < SPILL)
            e->hcount[classes - 1] = UINT32_MAX - 2;
        else
            cp_spill_c32(e->spill)[classes - 1] = UINT32_MAX - 2;
        for (unsigned r = 0; r < 5; r++) cp_table_count_send(peer, 32u << classes, 1);
        if (classes == SPILL) cp_table_count_send(peer, 1u << 20, 1); /* a new class in the widened block */
        uint8_t bins[CP_HIST_BINS];
        uint64_t counts[CP_HIST_BINS];
        unsigned k = cp_table_bins(t, at, bins, counts);
        uint64_t want = (uint64_t)UINT32_MAX + 3, got = 0;
        for (unsigned q = 0; q < k; q++)
            if (bins[q] == cp_size_bin(32u << classes)) got = counts[q];
        unsigned want_k = classes + (classes == SPILL);
        if (got != want || k != want_k || e->nin != CP_SPILLED || !e->spill->wide) {
            printf("peer %u: %llu messages of the last class in %u classes, want %llu in %u, spilled\n", peer,
                   (unsigned long long)got, k, (unsigned long long)want, want_k);
            bad++;
        } else {
            wide++;
        }
    }
    printf("32-bit counts past 2^32 - 1 exact in %u of 3 histograms; ", wide);
    bad += minor_cases(t);
    /* 13 classes fill the first spilled block (ten in the entry, then 13
     * classes); the 14th grows it to 16 while a reader is in, the 17th to
     * 20 after the reader left */
    uint32_t peer = 200000, at;
    for (unsigned j = 0; j < 13; j++) cp_table_count_send(peer, UINT64_C(1) << j, 1);
    at = find(t, peer);
    cp_peer_entry_t *e = at < t->n ? (cp_peer_entry_t *)cp_table_entry(t, at) : NULL;
    if (!e || e->nin != CP_SPILLED || e->spill->cap != 13 || e->spill->n != 13) {
        printf("peer %u: not one full 13-class block\n", peer);
        return 1;
    }
    cp_spill_t *old = e->spill;
    cp_tables_read_begin();
    cp_table_count_send(peer, UINT64_C(1) << 13, 1);
    int kept = e->spill != old && e->spill->cap == 16 && old->n == 13 &&
               cp_spill_bins(old)[12] == cp_size_bin(UINT64_C(1) << 12) && cp_spill_c32(old)[12] == 1;
    cp_tables_read_end();
    size_t before = __sanitizer_get_current_allocated_bytes();
    for (unsigned j = 14; j < 17; j++) cp_table_count_send(peer, UINT64_C(1) << j, 1);
    size_t grown = __sanitizer_get_current_allocated_bytes() - before;
    /* blocks of 4 + 5 x cap bytes: 20 classes in, 16 out */
    int freed = e->spill->cap == 20 && grown == (4 + 5 * 20) - (4 + 5 * 16);
    printf("old block kept for a reader: %s, freed after: %s; ", kept ? "yes" : "NO", freed ? "yes" : "NO");
    if (!freed) printf("(%zu bytes more after growing 16 -> 20 classes)\n", grown);
    cp_tables_set_times(1);
    for (int64_t round = 1; round <= 3; round++) {
        for (unsigned p = 0; p < PEERS; p += 2) cp_table_count_send(p * 7u, 8, round * 1000 + p);
        for (unsigned p = 0; p < PEERS; p++) cp_table_count_send(300000 + p, 8, round * 1000 + p);
    }
    unsigned timed = 0, wrong = 0;
    for (uint32_t i = 0; i < t->n; i++) {
        const cp_peer_entry_t *q = cp_table_entry(t, i);
        const cp_pair_times_t *tm = cp_table_times(t, i);
        unsigned p = q->peer >= 300000 ? q->peer - 300000 : q->peer / 7;
        int want = q->peer >= 300000 || (q->peer < 7 * PEERS && q->peer % 7 == 0 && p % 2 == 0);
        if (!want) {
            wrong += tm != NULL;
            continue;
        }
        if (tm && tm->first_ns == 1000 + (int64_t)p && tm->last_ns == 3000 + (int64_t)p)
            timed++;
        else
            wrong++;
    }
    printf("send times: %u pairs right, %u wrong\n", timed, wrong);
    return bad != 0 || !kept || !freed || wrong || timed != PEERS / 2 + PEERS;
}

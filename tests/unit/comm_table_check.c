/* The peer table (interpose/comm_table.c) against a hand count: 300 peers,
 * peer p sends 1 + p % 65 size classes (0 bytes and 2^k bytes, k < 64),
 * class j (j + 1 + p % 7) times, classes interleaved so that the histogram
 * spills and grows (5, 8, 11, ... 65 classes) between counts.  Checks
 * every entry's (bin, count) pairs, messages and bytes.  Prints a summary;
 * exit status 1 on a mismatch.  Then 32-bit class counts pushed past
 * 2^32 - 1 (one to four inline classes, a spilled histogram) must stay
 * exact, in 64-bit counts.  Last, a grown histogram's old block is freed,
 * unless a reader is in the tables: then it stays readable (built with
 * ASan, so a read of a freed block fails the check).  Last, send times:
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
    /* An inline class count stays exact past 2^32 - 1 (it moves to the
     * 64-bit spill): sending 2^32 messages takes too long for a test, so
     * the counts are set just below the limit. */
    enum { SPILL = CP_INLINE_CLASSES + 1 }; /* classes that spill */
    unsigned wide = 0;
    for (unsigned classes = 1; classes <= SPILL; classes++) {
        uint32_t peer = 100000 + classes;
        for (unsigned j = 0; j < classes; j++) cp_table_count_send(peer, 64u << j, 1);
        uint32_t at = 0;
        while (at < t->n && cp_table_entry(t, at)->peer != peer) at++;
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
    printf("32-bit counts past 2^32 - 1 exact in %u of %d histograms; ", wide, SPILL);
    /* 7 classes fill the first spilled block (4 inline, then 7 classes); the
     * 8th grows it to 10 while a reader is in, the 11th to 13 after the
     * reader left */
    uint32_t peer = 200000, at = 0;
    for (unsigned j = 0; j < 7; j++) cp_table_count_send(peer, UINT64_C(1) << j, 1);
    while (at < t->n && cp_table_entry(t, at)->peer != peer) at++;
    cp_peer_entry_t *e = at < t->n ? (cp_peer_entry_t *)cp_table_entry(t, at) : NULL;
    if (!e || e->nin != CP_SPILLED || e->spill->cap != 7 || e->spill->n != 7) {
        printf("peer %u: not one full 7-class block\n", peer);
        return 1;
    }
    cp_spill_t *old = e->spill;
    cp_tables_read_begin();
    cp_table_count_send(peer, UINT64_C(1) << 7, 1);
    int kept = e->spill != old && e->spill->cap == 10 && old->n == 7 && cp_spill_bins(old)[6] == cp_size_bin(64) &&
               cp_spill_c32(old)[6] == 1;
    cp_tables_read_end();
    size_t before = __sanitizer_get_current_allocated_bytes();
    for (unsigned j = 8; j < 11; j++) cp_table_count_send(peer, UINT64_C(1) << j, 1);
    size_t grown = __sanitizer_get_current_allocated_bytes() - before;
    /* blocks of 4 + 5 x cap bytes: 13 classes in, 10 out */
    int freed = e->spill->cap == 13 && grown == (4 + 5 * 13) - (4 + 5 * 10);
    printf("old block kept for a reader: %s, freed after: %s; ", kept ? "yes" : "NO", freed ? "yes" : "NO");
    if (!freed) printf("(%zu bytes more after growing 10 -> 13 classes)\n", grown);
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

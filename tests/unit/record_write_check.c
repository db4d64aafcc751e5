/* The rank-file writer (interpose/write/record_write.c) while another thread
 * counts, as under COMMPROF_SNAPSHOT or a signal handled while other
 * threads run: every image it makes must parse, and hold counts the run
 * passed through.  A counting thread sends to PEERS peers, round r in size
 * class r mod 65, so that every entry gains a class a round for 65 rounds
 * (ten in the entry, then a spilled histogram that grows) and then counts
 * again; meanwhile this thread writes images, to memory and to a file, and
 * reads them back.  In every image a pair has at most 65 classes, each
 * counted at most ROUNDS / 65 times, and no count below the one the last
 * image had.  The last image, after the thread is done, must be the hand
 * count.  Then the readers every image uses on entries while another
 * thread changes them: cp_table_bins while histograms spill or reshape,
 * and cp_table_times while pairs' first sends are counted (below).  Prints
 * a summary; exit status 1 on a mismatch.  Each part failed before its fix:
 * the writer wrote a table's length before its entries, cp_table_bins read
 * `nin` once (spills) or not `reshapes` (reshapes), a first send's time was
 * published before its last.  The
 * races need two cores: on one, the readers find nothing torn either way. */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "comm_table.h"
#include "record_write_check.h"
#include "clock_sync.h"
#include "phases.h"
#include "record_write.h"
#include "state.h"

/* what record_write.c takes from the rest of the library (state.c, phases.c,
 * clock_sync.c: MPI's side) */
void cp_fail(const char *why)
{
    fprintf(stderr, "record_write_check: %s\n", why);
    exit(1);
}
uint32_t cp_phase_count(void) { return 1; }
const char *cp_phase_name(uint32_t id)
{
    (void)id;
    return "";
}
const cp_sync_point_t *cp_sync_points(uint32_t *n)
{
    *n = 0;
    return NULL;
}

static uint64_t size_of_class(unsigned j) { return j == 0 ? 0 : UINT64_C(1) << (j - 1); }
static uint32_t peer_id(unsigned p) { return 3 * p + 1; }

static int done;
static unsigned started; /* images begun */

static void *count(void *arg)
{
    (void)arg;
    for (unsigned r = 0; r < ROUNDS; r++) {
        /* a round starts once an image is under way: whatever the load,
         * most rounds, and every class's first count, meet a writer */
        while (__atomic_load_n(&started, __ATOMIC_ACQUIRE) < r / 2 + 1) sched_yield();
        for (unsigned p = 0; p < PEERS; p++) cp_table_count_send(peer_id(p), size_of_class(r % CLASSES), 1);
    }
    __atomic_store_n(&done, 1, __ATOMIC_RELEASE);
    return NULL;
}

/* A reader of one entry while another thread changes it: the changing
 * thread brings entry after entry to the brink of a change, offers it
 * (race_offer), waits until this thread reads it, and makes the change;
 * this thread reads it meanwhile, again and again (race_read). */
typedef struct race {
    void *(*change)(void *); /* the changing thread, given the race */
    int (*torn)(const cp_comm_table_t *t, unsigned target); /* a read: 1 if torn */
    unsigned n;              /* entries changed: targets 1 to n */
    const cp_comm_table_t *table;
    unsigned target, ack;
} race_t;

static void race_offer(race_t *r, unsigned target)
{
    __atomic_store_n(&r->target, target, __ATOMIC_RELEASE);
    while (target <= r->n && __atomic_load_n(&r->ack, __ATOMIC_ACQUIRE) != target) sched_yield();
}

/* The torn reads; *reads: all of them. */
static unsigned race_read(race_t *r, unsigned *reads)
{
    pthread_t th;
    if (pthread_create(&th, NULL, r->change, r)) cp_fail("no thread");
    unsigned torn = 0, target;
    *reads = 0;
    cp_tables_read_begin();
    while ((target = __atomic_load_n(&r->target, __ATOMIC_ACQUIRE)) <= r->n) {
        if (!target) continue;
        const cp_comm_table_t *t = __atomic_load_n(&r->table, __ATOMIC_ACQUIRE);
        __atomic_store_n(&r->ack, target, __ATOMIC_RELEASE);
        while (__atomic_load_n(&r->target, __ATOMIC_ACQUIRE) == target) {
            torn += r->torn(t, target);
            if (++*reads % 8192 == 0) sched_yield(); /* one core: let the other thread on */
        }
    }
    cp_tables_read_end();
    pthread_join(th, NULL);
    return torn;
}

static void race_table(race_t *r)
{
    __atomic_store_n(&r->table, cp_my_thread_state()->tables[CP_TRAFFIC_P2P][0], __ATOMIC_RELEASE);
}

/* Histograms spilling: target p is entry p - 1, ten classes in the entry,
 * then an eleventh, which moves the counts to a block whose pointer takes
 * the lead counts' place.  A read must give the classes sent, each counted
 * once. */
static void *spill(void *arg)
{
    race_t *r = arg;
    for (unsigned p = 1; p <= r->n; p++) {
        for (unsigned j = 0; j < CP_COMPACT_CLASSES; j++) cp_table_count_send(1000000 + p, size_of_class(j), 1);
        if (p == 1) race_table(r);
        race_offer(r, p);
        cp_table_count_send(1000000 + p, size_of_class(CP_COMPACT_CLASSES), 1);
    }
    race_offer(r, r->n + 1);
    return NULL;
}
static int spill_torn(const cp_comm_table_t *t, unsigned target)
{
    uint8_t bins[CP_HIST_BINS];
    uint64_t counts[CP_HIST_BINS];
    unsigned k = cp_table_bins(t, target - 1, bins, counts);
    int bad = k < CP_COMPACT_CLASSES || k > CP_COMPACT_CLASSES + 1;
    for (unsigned q = 0; q < k; q++) bad |= bins[q] != q || counts[q] != 1;
    return bad;
}

/* Histograms reshaping: target p is entry p - 1, lead classes 0 and 1
 * counted L times (1 for even p, 300 for odd), classes 2 and 3 sharing a
 * minor word, 2 counted 255 times; the next message of class 2 trades it
 * with a lead (even p) or gives it the whole word, class 3 moving out (odd
 * p).  A read must give the four classes, each once: 0 and 1 counted L
 * times, 2 255 or 256, 3 once. */
static void *reshape(void *arg)
{
    race_t *r = arg;
    for (unsigned p = 1; p <= r->n; p++) {
        uint32_t peer = 3000000 + p;
        for (unsigned n = 0; n < (p % 2 ? 300u : 1u); n++)
            cp_table_count_send(peer, size_of_class(0), 1), cp_table_count_send(peer, size_of_class(1), 1);
        cp_table_count_send(peer, size_of_class(2), 1);
        cp_table_count_send(peer, size_of_class(3), 1);
        for (unsigned n = 1; n < 255; n++) cp_table_count_send(peer, size_of_class(2), 1);
        if (p == 1) race_table(r);
        race_offer(r, p);
        cp_table_count_send(peer, size_of_class(2), 1);
    }
    race_offer(r, r->n + 1);
    return NULL;
}
static int reshape_torn(const cp_comm_table_t *t, unsigned target)
{
    uint8_t bins[CP_HIST_BINS];
    uint64_t counts[CP_HIST_BINS], got[4] = {0};
    unsigned k = cp_table_bins(t, target - 1, bins, counts), lead = target % 2 ? 300 : 1;
    if (k != 4) return 1;
    for (unsigned q = 0; q < k; q++) {
        if (bins[q] > 3 || got[bins[q]]) return 1;
        got[bins[q]] = counts[q];
    }
    return got[0] != lead || got[1] != lead || got[2] < 255 || got[2] > 256 || got[3] != 1;
}

/* Send times (COMMPROF_TIMES=1) of pairs' first sends: target p is entry
 * p (entry 0 makes the table), sent to at times 1000p, +1, +2.  A read
 * must find none, or a first send no later than the last. */
static void *first_sends(void *arg)
{
    race_t *r = arg;
    cp_table_count_send(2000000, 8, 1);
    race_table(r);
    for (unsigned p = 1; p <= r->n; p++) {
        race_offer(r, p);
        for (int64_t k = 0; k < 3; k++) cp_table_count_send(2000000 + p, 8, 1000 * (int64_t)p + k);
    }
    race_offer(r, r->n + 1);
    return NULL;
}
static int first_torn(const cp_comm_table_t *t, unsigned target)
{
    const cp_pair_times_t *tm = cp_table_times(t, target);
    if (!tm) return 0;
    int64_t first = tm->first_ns, last = tm->last_ns;
    return first != 1000 * (int64_t)target || last < first || last > first + 2;
}

int main(int argc, char **argv)
{
    cp_meta_t m;
    memset(&m, 0, sizeof m);
    m.world_size = 3 * PEERS + 1;
    snprintf(m.dir, sizeof m.dir, "%s", argc > 1 ? argv[1] : ".");
    snprintf(m.rank_path, sizeof m.rank_path, "%s/rank.0.cpr", m.dir);
    snprintf(m.rank_tmp, sizeof m.rank_tmp, "%s/rank.0.cpr.tmp", m.dir);
    pthread_t th;
    if (pthread_create(&th, NULL, count, NULL)) return 1;
    unsigned images = 0, files = 0, busy = 0;
    for (int last = 0; !last;) {
        last = __atomic_load_n(&done, __ATOMIC_ACQUIRE);
        if (last) pthread_join(th, NULL);
        unsigned char *img;
        size_t len;
        __atomic_add_fetch(&started, 1, __ATOMIC_RELEASE);
        cp_tables_read_begin();
        int rc = cp_rank_image(&m, CP_END_RUNNING, 0, 0, &img, &len);
        cp_tables_read_end();
        if (rc) cp_fail("no image");
        if (rwc_check(img, len, NULL, "image", images, last)) return 1;
        free(img);
        images++;
        busy += !last;
        if (images % 4 == 0 || last) { /* the signal handler's path: a file, written through a buffer */
            cp_tables_read_begin();
            rc = cp_write_rank_file(&m, CP_END_RUNNING, 0, 0);
            cp_tables_read_end();
            if (rc) cp_fail("cannot write the rank file");
            if (rwc_check(NULL, 0, m.rank_path, "file", files, last)) return 1;
            files++;
        }
    }
    unlink(m.rank_path);
    enum { RACES = 20000 };
    race_t spills = {spill, spill_torn, RACES, NULL, 0, 0}, firsts = {first_sends, first_torn, RACES, NULL, 0, 0};
    unsigned reads, torn = race_read(&spills, &reads);
    printf("%u reads of %d histograms while they spilled: %u torn; ", reads, RACES, torn);
    race_t reshapes = {reshape, reshape_torn, RACES, NULL, 0, 0};
    unsigned rreads, rtorn = race_read(&reshapes, &rreads);
    printf("%u reads of %d histograms while they reshaped: %u torn; ", rreads, RACES, rtorn);
    cp_tables_set_times(1);
    unsigned treads, tbad = race_read(&firsts, &treads);
    printf("%u reads of %d pairs' send times while their first send was counted: %u torn; ", treads, RACES, tbad);
    printf("rank images made while another thread counts (%d peers gaining 65 size classes): %u images and %u "
           "files (%u while counting) all parse, counts between the last image's and the run's; the last one "
           "exact\n",
           PEERS, images, files, busy);
    return busy && !torn && !rtorn && !tbad ? 0 : 1;
}

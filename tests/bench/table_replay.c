/* The peer table alone (interpose/count/comm_table.c, no MPI) on the pairs of
 * real applications: each pair's recorded message-size histogram
 * (app_pairs.hist) is sent again, its classes' messages spread evenly over
 * the pair's sequence, all pairs of an application in turn, a message
 * each; the pairs are copied as new peers (up to 10,000, and 2 x 10^7
 * messages) so that a table's fixed base does not count.  Each
 * application's peers go to a table of their own (a thread); the messages
 * are made before the clock starts.
 * Prints per application: pairs, peers, the classes of its pairs (fewest,
 * most), bytes per peer, ns per counted message, pairs spilled. */
#include <malloc.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "comm_table.h"

void cp_fail(const char *why)
{
    fprintf(stderr, "table_replay: %s\n", why);
    exit(1);
}

typedef struct pair {
    unsigned n;                 /* classes */
    uint8_t bin[CP_HIST_BINS];
    uint64_t count[CP_HIST_BINS], sent[CP_HIST_BINS], left;
} pair_t;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* the pair's next message: the class whose next message is due first,
 * message i of a class of n being due at (i + 0.5) / n */
static unsigned next_class(pair_t *p)
{
    unsigned best = 0;
    double due = 2;
    for (unsigned k = 0; k < p->n; k++)
        if (p->sent[k] < p->count[k]) {
            double d = (p->sent[k] + 0.5) / p->count[k];
            if (d < due) due = d, best = k;
        }
    return best;
}

typedef struct run {
    uint32_t *peer; /* the messages, in order */
    uint8_t *bin;
    uint64_t n;
    uint32_t first, npeers;
    size_t bytes; /* measured */
    double seconds;
    unsigned spilled;
} run_t;

/* On a thread of its own, so that the table is new and holds only these
 * peers. */
static void *count_run(void *arg)
{
    run_t *r = arg;
    cp_table_count_send(0, 1, 1); /* the fixed base: thread state, table header, the first chunk */
    struct mallinfo2 m0 = mallinfo2();
    double t0 = now();
    for (uint64_t i = 0; i < r->n; i++)
        cp_table_count_send(r->peer[i], r->bin[i] ? UINT64_C(1) << (r->bin[i] - 1) : 0, 1);
    r->seconds = now() - t0;
    struct mallinfo2 m1 = mallinfo2();
    r->bytes = m1.uordblks + m1.hblkhd - (m0.uordblks + m0.hblkhd);
    const cp_comm_table_t *tab = cp_my_thread_state()->tables[CP_TRAFFIC_P2P][0];
    for (uint32_t i = 0; i < tab->n; i++) r->spilled += cp_table_entry(tab, i)->nin == CP_SPILLED;
    return NULL;
}

static void replay(const char *app, pair_t *pairs, unsigned np)
{
    uint64_t msgs = 0;
    unsigned lo = CP_HIST_BINS, hi = 0;
    for (unsigned i = 0; i < np; i++) {
        for (unsigned k = 0; k < pairs[i].n; k++) msgs += pairs[i].count[k];
        if (pairs[i].n < lo) lo = pairs[i].n;
        if (pairs[i].n > hi) hi = pairs[i].n;
    }
    unsigned copies = 10000 / np;
    if ((uint64_t)copies * msgs > 20000000) copies = (unsigned)(20000000 / msgs);
    if (!copies) copies = 1;
    run_t r = {.n = copies * msgs, .first = 1, .npeers = copies * np};
    r.peer = malloc(r.n * sizeof *r.peer);
    r.bin = malloc(r.n);
    if (!r.peer || !r.bin) cp_fail("out of memory for the messages");
    uint64_t at = 0;
    for (unsigned c = 0; c < copies; c++) {
        for (unsigned i = 0; i < np; i++) {
            memset(pairs[i].sent, 0, sizeof pairs[i].sent);
            pairs[i].left = 0;
            for (unsigned k = 0; k < pairs[i].n; k++) pairs[i].left += pairs[i].count[k];
        }
        for (int more = 1; more;) {
            more = 0;
            for (unsigned i = 0; i < np; i++) {
                pair_t *p = &pairs[i];
                if (!p->left) continue;
                unsigned k = next_class(p);
                p->sent[k]++, p->left--;
                r.peer[at] = r.first + c * np + i, r.bin[at++] = p->bin[k];
                more = 1;
            }
        }
    }
    pthread_t th;
    if (pthread_create(&th, NULL, count_run, &r) || pthread_join(th, NULL)) cp_fail("no thread");
    printf("%-9s %5u %7u %4u-%-3u %10.1f %9.2f %6.0f%%\n", app, np, r.npeers, lo, hi, (double)r.bytes / r.npeers,
           r.seconds / r.n * 1e9, 100.0 * r.spilled / r.npeers);
    free(r.peer);
    free(r.bin);
}

int main(int argc, char **argv)
{
    const char *name = argc > 1 ? argv[1] : "-";
    FILE *f = argc > 1 ? fopen(argv[1], "r") : stdin;
    if (!f) {
        perror(argv[1]);
        return 1;
    }
    pair_t *pairs = NULL;
    size_t cap = 0, len = 0;
    unsigned np = 0, line = 0;
    char app[64] = "", cur[64], *buf = NULL;
    printf("%-9s %5s %7s %8s %10s %9s %7s\n", "app", "pairs", "peers", "classes", "bytes/peer", "ns/count", "spilled");
    while (getline(&buf, &len, f) > 0) {
        line++;
        char *tok = strtok(buf, " \t\n");
        if (!tok || tok[0] == '#') continue;
        snprintf(cur, sizeof cur, "%s", tok);
        if (np && strcmp(cur, app)) replay(app, pairs, np), np = 0;
        snprintf(app, sizeof app, "%s", cur);
        if (np == cap && !(pairs = realloc(pairs, (cap = cap ? 2 * cap : 64) * sizeof *pairs)))
            cp_fail("out of memory for the pairs");
        pair_t *p = &pairs[np++];
        memset(p, 0, sizeof *p);
        for (int skip = 0; skip < 4; skip++) /* src dst messages bytes */
            if (!strtok(NULL, " \t\n")) {
                fprintf(stderr, "%s:%u: want: app src dst messages bytes bin:count ...\n", name, line);
                return 1;
            }
        while ((tok = strtok(NULL, " \t\n")) != NULL) {
            unsigned b;
            unsigned long long c;
            if (sscanf(tok, "%u:%llu", &b, &c) != 2 || b >= CP_HIST_BINS || p->n == CP_HIST_BINS) {
                fprintf(stderr, "%s:%u: not bin:count: %s\n", name, line, tok);
                return 1;
            }
            p->bin[p->n] = (uint8_t)b, p->count[p->n++] = c;
        }
    }
    if (np) replay(app, pairs, np);
    free(pairs);
    free(buf);
    return 0;
}

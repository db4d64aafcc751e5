/* The peer table alone (interpose/count/comm_table.c, no MPI): memory per active
 * peer and time per counted message, for P peers with one to sixteen message
 * size classes each (the pairs of the real applications in make check send
 * 1 to 14 classes, most 5 to 8).
 * Prints: peers bytes_per_peer ns_per_count */
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "comm_table.h"

void cp_fail(const char *why) { fprintf(stderr, "table_cost: %s\n", why); exit(1); }

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    unsigned peers = argc > 1 ? (unsigned)atoi(argv[1]) : 1000;
    unsigned sizes = argc > 2 ? (unsigned)atoi(argv[2]) : 1;
    long rounds = argc > 3 ? atol(argv[3]) : 200;
    cp_table_count_send(0, 1, 1); /* the fixed base: thread state, table header */
    struct mallinfo2 m0 = mallinfo2();
    size_t base = m0.uordblks + m0.hblkhd;
    for (unsigned p = 1; p <= peers; p++)
        for (unsigned s = 0; s < sizes; s++) cp_table_count_send(p * 7919u, UINT64_C(8) << (4 * s), 1);
    struct mallinfo2 m1 = mallinfo2();
    size_t used = m1.uordblks + m1.hblkhd - base;
    double t0 = now();
    for (long r = 0; r < rounds; r++)
        for (unsigned p = 1; p <= peers; p++) cp_table_count_send(p * 7919u, 8, r + 1);
    double t = now() - t0;
    printf("%u %.1f %.2f\n", peers, (double)used / peers, t / ((double)rounds * peers) * 1e9);
    return 0;
}

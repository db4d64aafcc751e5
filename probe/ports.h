/* Which uplink of its leaf switch a destination's traffic takes.  A fat
 * tree routed by destination (InfiniBand's ftree and up/down engines,
 * SimGrid's FAT_TREE: d-mod-k) sends everything bound for one host up the
 * same port of every other leaf, so which hosts share a leaf's ports
 * decides how evenly a placement loads them, and only the destination
 * does.  Two streams leave one leaf at once, from two of its hosts, one
 * to a reference host and one to the host tested: where they share a
 * port each takes twice as long as alone, where they do not, as long.
 * Each host outside the leaf is tested against one reference of each
 * port found so far (a new port where it shares none); the leaf's own
 * hosts from a second leaf; a sample confirmed from a third.  The ports
 * are kept only where they are the same from every leaf tested and split
 * every leaf evenly (d-mod-k); then the hosts are sorted so that a
 * host's place in its leaf, mod the ports, names its port, and the cost
 * file says "ports K" on the switch line (the mapper follows them:
 * machine_routes.h). */
#ifndef CP_PROBE_PORTS_H
#define CP_PROBE_PORTS_H

#include <mpi.h>
#include <stddef.h>
#include <stdio.h>

#include "levels.h"

/* the most ports told apart (a leaf's uplinks) */
#define CP_PROBE_MAX_PORTS 16

typedef struct cp_probe_ports {
    int ports;        /* K >= 2 found and kept; 0: none */
    int *port;        /* [host]: its port (rank 0), NULL where none */
    int tests;        /* pairs of streams timed */
    int confirmed, contradicted; /* the third leaf's tests that agreed, disagreed */
    double alone_s;   /* one stream alone (median) */
    double seconds;
    char why[256];    /* where ports is 0: why */
} cp_probe_ports_t;

/* Collective over c; rank 0 decides from leaf[host] (its group at the
 * first level above the nodes, NULL on the other ranks), hosts tried in
 * order[] (a permutation of the hosts), and gets the result; each test
 * involves its four ranks only (the others wait without spinning).
 * Streams of `size` bytes; buf 2 x size.  -1 out of memory (every rank). */
int cp_probe_ports(MPI_Comm c, const cp_probe_machine_t *m, const int *leaf, const int *order, size_t size, char *buf,
                   FILE *progress, cp_probe_ports_t *out);
/* Rank 0: order[] regrouped inside each run of one leaf so that the i-th
 * host of a leaf has port i mod K (the ports found are even in each). */
void cp_probe_ports_sort(const cp_probe_ports_t *p, const int *leaf, int *order, int nhosts);
void cp_probe_ports_free(cp_probe_ports_t *p);

#endif

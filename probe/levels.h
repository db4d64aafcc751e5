/* The levels of the machine a job runs on, named as the mapper names them
 * (so that the cost file the probe writes matches the mapper's machine by
 * name): inside a node from hwloc (numa, socket, node), above the nodes
 * from a topology.conf (switch, switch2, ..., top) or one "network" level.
 * Each rank's place is gathered once; a pair's level is the innermost group
 * holding both. */
#ifndef CP_PROBE_LEVELS_H
#define CP_PROBE_LEVELS_H

#include <mpi.h>
#include <stddef.h>

#include "cp_err.h"

#define CP_PROBE_MAX_LEVELS 16

typedef struct cp_probe_rank {
    char host[256];
    int package, numa;   /* hwloc logical indexes where the rank runs (-1: unknown) */
    int l3;              /* the L3 cache's, where its node's L3 caches are a level (l3_level), else -1 */
    int l3_level;        /* its node's packages hold no NUMA nodes but L3 caches, one of two cores or
                          * more: the mapper's machine has a level l3 there (machine_hwloc.c) */
    int npackages;       /* packages of its node (0: unknown): one, and its node holds no pair at "node" */
    char cpuset[64];     /* where it may run (hwloc list), for the provenance */
} cp_probe_rank_t;

typedef struct cp_probe_machine {
    int nranks, nhosts;
    cp_probe_rank_t *rank;
    int *host_of;        /* rank -> host index (order of first appearance) */
    char **host;         /* host names */
    int nlevels;         /* innermost first */
    char level[CP_PROBE_MAX_LEVELS][24];
    int numa_level;      /* whether a level inside the packages holds pairs: NUMA nodes, or L3 caches (inner_l3) */
    int inner_l3;        /* that level is the L3 caches' ("l3"), not NUMA nodes' ("numa") */
    /* above the nodes: each host's switch path (top first), from topology.conf */
    int sw_height, sw_root; /* sw_root: several top switches joined by one more level */
    int *sw_path;        /* [host * sw_height + k]: switch index */
    char **sw_name;      /* names of the switches, for the report */
} cp_probe_machine_t;

/* Collective: gathers every rank's place; rank 0 builds the levels (the
 * others get nranks and their own place only).  switches: a topology.conf
 * or NULL.  0, or -1 with a message in err (rank 0: a topology.conf that
 * misses a host...). */
int cp_probe_machine_gather(MPI_Comm c, const char *switches, cp_probe_machine_t *m, cp_err_t *err);
/* The level index (innermost 0) of the pair a, b (a != b). */
int cp_probe_pair_level(const cp_probe_machine_t *m, int a, int b);
/* Up to k pairs per level, (a, b) with a < b, preferring pairs on hosts not
 * taken yet; pairs[l * 2k + 2i], count[l].  Rank 0 only. */
int cp_probe_pick_pairs(const cp_probe_machine_t *m, int k, int *pairs, int *count);
void cp_probe_machine_free(cp_probe_machine_t *m);

#endif

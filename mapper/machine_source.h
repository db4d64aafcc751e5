/* The machine a request describes, built in one pass: the mapper's library
 * entry for machines, as map_request.h is for placements.  Nothing printed;
 * what a caller should say comes back in the origin.
 *
 * A request names a whole machine (a SimGrid platform, a --hierarchy) or
 * the hosts and what is inside them.  Where it names neither, the job's
 * hosts are looked for, in the order of machine_source.c's table of host
 * sources: $PBS_NODEFILE, Slurm's variables, LSF's $LSB_MCPU_HOSTS, Open
 * MPI's default hostfile, a recording's hosts, this machine.  Then each node's inside (hwloc's
 * topology, else its slots in sockets), the switches above (given, or
 * Slurm's own topology.conf with Slurm's hosts), and the cost model.  A new
 * source of hosts is a row of that table and its function. */
#ifndef CP_MACHINE_SOURCE_H
#define CP_MACHINE_SOURCE_H

#include <stdint.h>

#include "machine.h"

typedef struct cp_machine_request {
    const char *platform;            /* a SimGrid platform: the whole machine and its costs */
    const char *hierarchy;           /* "16:2:32": the whole machine */
    const char *hostfile;            /* the hosts and their slots */
    const cp_node_type_t *types;     /* the nodes' insides from hwloc, one per node type (ntypes 0: slots) */
    int ntypes;
    int nodes;                       /* with types: N whole nodes of the first type, no hostfile */
    int per_socket;                  /* without types: cores a socket (0 or -1: one socket a node) */
    int per_numa;                    /* with it: cores a NUMA node inside a socket (0: no such level) */
    const cp_host_shape_t *profiled_shape; /* without types and per_socket 0: the sockets and NUMA nodes of the
                                        node each of the nprofiled ranks ran on, where nodes differ; a host no
                                        rank ran on, or whose ranks disagree, one socket */
    const char *switches;            /* topology.conf: the levels above the nodes */
    const char *dists;               /* per-level distances, innermost first (NULL: 1:10:100:...) */
    const char *costfile;            /* latency and bandwidth per level ... */
    const char *latency, *bandwidth; /* ... or as lists */
    char *const *profiled;           /* a recording's host names in rank order (NULL: none) */
    uint32_t nprofiled;
    int physical;                    /* the rankfile names PUs: the machine must know them */
    int cores_per_rank;              /* each rank on this many cores (0, 1: one) */
    uint32_t nranks;                 /* the job's ranks where known (0: not) */
} cp_machine_request_t;

typedef struct cp_machine_origin {
    char from[4400];     /* the file or variables the machine was read from ("" for a --hierarchy or a topology alone) */
    char switches[4096]; /* Slurm's topology.conf, where it was taken without being asked ("" else) */
} cp_machine_origin_t;

/* 0 with *m built (cp_machine_free), or -1 with *err (code CP_ERR_IO where
 * a file could not be read). */
int cp_machine_build(const cp_machine_request_t *q, cp_machine_t *m, cp_machine_origin_t *origin, cp_err_t *err);

#endif

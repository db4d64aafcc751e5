/* The probe as a library: a request in (the levels, what to measure, how
 * long), the results out (probe.h's cp_probe_result_t, rank 0's), or an
 * error; it writes no file and prints nothing but its progress lines, on
 * the stream the request gives.  commprof-probe (probe_main.c) parses the
 * command line, checks the outputs, calls it and writes what it returns.
 *
 * Collective over the communicator: every rank calls it and takes part in
 * each measurement (one pair at a time, the others waiting without
 * spinning); rank 0 plans, collects and decides. */
#ifndef CP_PROBE_RUN_H
#define CP_PROBE_RUN_H

#include <mpi.h>
#include <stdint.h>
#include <stdio.h>

#include "cp_err.h"
#include "discover.h"
#include "probe.h"

typedef struct cp_probe_request {
    const char *switches;     /* the levels above the nodes (topology.conf), or NULL: one network level */
    int discover;             /* group the nodes by latency first, then measure those levels */
    const char *discover_dir; /* where discovery writes topology.conf and hosts.sorted* (rank 0) */
    struct cp_hostlist *hostfile; /* rank 0: the job's hostfile, hosts.sorted*'s names and slots (NULL: the nodes') */
    const char *hostfile_path;
    int pairs;                /* per level, the first measured in full */
    int contention, memory, all_pairs;
    uint64_t max_size, contention_size;
    cp_probe_opts_t m;        /* repetitions, relative error, time caps */
    FILE *progress;           /* rank 0's progress lines; NULL: none */
} cp_probe_request_t;

/* What a run leaves: the results and what they point into. */
typedef struct cp_probe_run {
    cp_probe_result_t r;          /* rank 0's; r.machine = &machine, r.discovery = &disc with --discover */
    cp_probe_machine_t machine;   /* the job's ranks, hosts and levels */
    cp_discovery_t disc;          /* --discover's groups (rank 0) */
    char discovered[4200];        /* the topology.conf discovery wrote */
} cp_probe_run_t;

/* 0, or -1 on every rank with rank 0's *err (a machine it cannot probe: a
 * level no pair spans, a single node to discover, memory). */
int cp_probe_run(MPI_Comm c, const cp_probe_request_t *rq, cp_probe_run_t *run, cp_err_t *err);
void cp_probe_run_free(cp_probe_run_t *run);

#endif

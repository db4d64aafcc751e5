/* commprof-probe --discover: which nodes share a switch, and which
 * switches a cluster, found from measured latencies alone, without a
 * topology.conf.  Node-to-node latencies in a tree of switches form an
 * ultrametric (a pair costs its closest common switch's level), so the
 * levels are the gaps in one node's latencies to all others, and each
 * node's groups are found by measuring it against one member (a landmark)
 * of each group already found at that level, the hierarchy top down: about
 * N x (groups a level) pairs, not N^2.  A sample of the other pairs then
 * confirms the groups; a node whose confirming pairs disagree is said, and
 * a level they contradict is dropped.  Where levels were dropped (a
 * dragonfly: no tree's latencies above its routers), the switches are
 * grouped by average latency instead (UPGMA, cut at its largest jump),
 * and every pair of switches is measured: a route there costs what its
 * hops do, which no level says, and the cost file's "pair" lines carry it.
 * Inside each such group, the switches whose latencies to the group's
 * others are alike make a level between (a dragonfly's chassis), where
 * they split every group into equal parts at a clear gap.
 * The groups become a topology.conf and host lists sorted by group. */
#ifndef CP_PROBE_DISCOVER_H
#define CP_PROBE_DISCOVER_H

#include <mpi.h>
#include <stdint.h>
#include <stdio.h>

#include "levels.h"
#include "measure.h"
#include "stats.h"

#define CP_DISCOVER_MAX_LEVELS 8

typedef struct cp_discovery {
    int nhosts;                 /* nodes (hosts of the job), in the job's order */
    int nlevels;                /* network levels found, innermost first (>= 1) */
    double lo[CP_DISCOVER_MAX_LEVELS], hi[CP_DISCOVER_MAX_LEVELS]; /* one-way latency range of each level's pairs */
    double gap[CP_DISCOVER_MAX_LEVELS]; /* between level k and k + 1: hi side's least over lo side's most */
    int *group;                 /* [k * nhosts + h]: host h's group at level k (groups nested, the top one group) */
    double *lat;                /* [a * nhosts + b]: the one-way latency measured (least of 20), 0 where not */
    int pairs, confirm_pairs;   /* measured to find the groups; to confirm them */
    int dropped;                /* levels found by latency whose groups the confirming pairs contradict: not kept */
    int by_average;             /* > 0: this level grouped by average latency (where levels were dropped) */
    int by_rows;                /* > 0: this level grouped by alike rows of the switches' pair latencies (a
                                   dragonfly's chassis, inside the groups found by average) */
    int switch_pairs;           /* grouped so: every pair of level-0 switches measured from each end, this many
                                   measurements (-1: too many switches, none), for the cost file's "pair" lines */
    int nswitches;              /* level-0 switches (groups) */
    int *switch_host;           /* where measured: per switch a host of it (its first) */
    double *switch_lat;         /* and per two switches their one-way latency, the two ends' averaged (nswitches^2) */
    int *unplaced, nunplaced;   /* hosts whose confirming pairs disagree with their groups */
    int *order;                 /* hosts sorted by group (the top level's first group first) */
    double seconds;
} cp_discovery_t;

/* Collective over c: rank 0 decides which pairs to measure and tells
 * only their two ranks (the others wait without spinning), and gets d;
 * the others nothing.  -1 with why in err where the job has fewer than 2
 * nodes. */
int cp_probe_discover(MPI_Comm c, const cp_probe_machine_t *m, const cp_probe_opts_t *o, char *buf, int quiet,
                      cp_discovery_t *d, cp_err_t *err);
struct cp_hostlist;
/* The job's hostfile's entry of each probed host (entry[m->nhosts]), one
 * host under two spellings matched (host_name.h): the probe runs one rank
 * a node where the application runs many, and the nodes' gethostname()
 * may be short where the hostfile is long (or an address, matched by
 * the name it resolves to).  0, or -1 with the first host
 * the file (path) lacks in err. */
int cp_discovery_hostfile(const cp_probe_machine_t *m, struct cp_hostlist *hl, const char *path, int *entry,
                          cp_err_t *err);
/* topology.conf (SwitchName=L<k>g<i>), the hosts sorted by group as an
 * Open MPI hostfile (host slots=N), a Hydra host list (host:N) and a
 * SLURM_HOSTFILE (a line a slot); hl NULL: the nodes' own names and N the
 * job's ranks there; else as hl names them, with its slots, its hosts the
 * job did not run on left out (*left: how many).  0 or -1 (I/O). */
int cp_discovery_write(const cp_discovery_t *d, const cp_probe_machine_t *m, const char *dir,
                       struct cp_hostlist *hl, int *left, cp_err_t *err);
/* Where every pair of level-0 switches was measured (d->switch_lat): a
 * "pair L0gA L0gB LATENCY" line per pair appended to c (cost_file.h),
 * their one-way latency measured from each end, averaged; 0 or -1 (out
 * of memory). */
struct cp_cost_file;
int cp_discovery_pairs(const cp_discovery_t *d, struct cp_cost_file *c);
void cp_discovery_free(cp_discovery_t *d);

#endif

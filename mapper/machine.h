/* The machine as a tree (cluster -> node -> socket -> core).  Cores are
 * numbered depth-first, innermost first (core, then socket, then node: the
 * VieM/Scotch convention), so every subtree owns a contiguous range of
 * cores.  The cost of a pair of cores is the distance of the level of their
 * lowest common ancestor. */
#ifndef CP_MACHINE_H
#define CP_MACHINE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "cp_err.h"

typedef struct cp_tnode {
    int depth;              /* 0 = root */
    int first_core, ncores; /* the cores below */
    int nchild, first_child; /* children are tnodes[first_child .. +nchild) */
} cp_tnode_t;

/* The deepest machine (levels, root to cores) any backend builds: sockets,
 * nodes and 14 levels of switches or groups above them, far beyond real
 * fabrics (3-5), so per-level arrays can live on the stack. */
#define CP_MACHINE_MAX_DEPTH 16

typedef struct cp_machine {
    int depth;           /* levels below the root; cores are at this depth */
    int ncores;
    cp_tnode_t *tnodes;  /* breadth-first: tnodes[0] is the root */
    int ntnodes;
    int *anc;            /* anc[d * ncores + c]: tnode id of core c's ancestor at depth d */
    int64_t *dist;       /* dist[d]: cost between cores whose lowest common ancestor is at depth d (d < depth) */
    /* the latency/bandwidth model, when given (else NULL and dist is the
     * cost): per depth d like dist, picoseconds per message and per byte */
    double *alpha_ps, *beta_ps;
    char **cost_names;   /* per depth: the level's name in the cost file */
    char *cost_note;     /* what the cost file named that this machine lacks (left out), or NULL */
    char *cost_warning;  /* the levels of this machine whose line was not measured (stand-in), or NULL */
    /* a cost file's size segments (cost_file.h), as bands of message size
     * classes (record_format.h's log2 classes) inside which no level's
     * segment changes: band b holds classes band_bin[b] .. band_bin[b+1]-1
     * and costs band_alpha_ps/band_beta_ps[d * nband + b] at depth d.
     * nband 0: no segments (alpha_ps/beta_ps, the levels' own lines, are
     * the whole model, as they are for graphs without sizes) */
    int nband;
    unsigned *band_bin;
    double *band_alpha_ps, *band_beta_ps;
    /* for rankfiles: per core its host name and socket/core index on that host */
    char **hosts;        /* per tnode: a host's name (and a switch's, above), or NULL */
    char **host_alias;   /* per tnode: the name a host given by address resolves to (host_addr.h), or NULL */
    int host_depth;      /* depth of the tnodes that are hosts */
    int *core_socket, *core_in_socket;
    /* ranks of several cores each (cp_machine_cores_per_rank): the leaves
     * are units of cores_per_rank cores (0 or 1: a core each), a unit's
     * core_socket/core_in_socket its first core's, and core_slot per unit
     * its first core's index among its host's cores (NULL: the leaves are
     * cores) */
    int cores_per_rank;
    int *core_slot;
    /* per core: the OS (physical) index of its first PU, for rankfiles read
     * with rmaps_rank_file_physical; only machines from hwloc know it, else NULL */
    int *core_pu;
    /* per tnode: the bandwidth of all the links leaving its subtree upward
     * together (a cost file's "uplink", a platform's uplinks), 0 unknown:
     * the link objective's capacities (map_links.c); NULL: none given */
    double *up_cap;
    /* per tnode: 1 where its uplink is the one link it shares with its
     * siblings, both ways, which also carries what leaves their parent (a
     * platform's clusters over one WAN link, a site's clusters over the
     * site's switch); NULL: none */
    unsigned char *up_one;
    /* per tnode: the bandwidth of a link inside it that every message with
     * an end in it crosses, both ways shared (a cluster's backbone), 0
     * none; NULL: none */
    double *inner_cap;
    /* where the machine is a simulated fat tree or dragonfly: its links one
     * by one and their routes (machine_routes.h), and per core the index of
     * its host there; NULL otherwise */
    struct cp_routes *routes;
    int *core_host;
    /* per tnode: a host's place in its switch's Nodes= list of the
     * topology.conf the machine was built with (a cost file's "ports"
     * follow it, machine_cost.c), -1 elsewhere; NULL: no such file */
    int *host_place;
    /* per tnode above the hosts: how many children (switches or nodes) its
     * switch has in that topology.conf, where the job's hosts may leave
     * some out (a job on part of a machine; machine_cost.c infers a
     * dragonfly's links only inside whole groups), 0 elsewhere; NULL: no
     * such file */
    int *switch_size;
    /* a cost file's "pair" lines (cost_file.h): per tnode of depth
     * pair_depth its row (-1 none; NULL: no pairs), and per two rows what a
     * message's latency between them is multiplied by (their measured
     * latency over their level's; 1 where not given), npair_sw rows */
    int *pair_row, pair_depth, npair_sw;
    double *pair_scale;
    /* a cost file's "tcp" line: the congestion control its probe's TCP
     * connections ran ("" not said); the replay shares links as Reno does */
    char tcp[16];
    /* per tnode: the cores a host really has where that is known and may be
     * fewer than its slots (host_cores.c; with cores_per_rank, the places
     * of that many cores it has), 0 unknown; NULL: not looked at */
    int *hw_cores;
    /* per depth d: what two cores whose closest common level is d share
     * ("socket", "node", "switch", "network"...), for messages and cost files */
    char level_name[CP_MACHINE_MAX_DEPTH][16];
    /* a SimGrid platform's (the time objective's, map_time.c): a core's
     * flop/s, and what SMPI multiplies a message's latency and bandwidth by
     * from each size on (the platform's smpi/lat-factor and smpi/bw-factor,
     * else SimGrid 3.32's defaults), largest size first; 0 and NULL elsewhere */
    double core_flops;
    struct cp_size_factor {
        double from, value;
    } *lat_factor, *bw_factor;
    int nlat_factor, nbw_factor;
} cp_machine_t;

/* tnode t's parent, -1 for the root */
static inline int cp_tnode_parent(const cp_machine_t *m, int t)
{
    int d = m->tnodes[t].depth;
    return d ? m->anc[(d - 1) * m->ncores + m->tnodes[t].first_core] : -1;
}

/* Whether some pair of cores has its closest common level at depth d (the
 * tnodes there have two children or more): a level of one child (a host
 * that is one socket) holds no pair and costs nothing. */
int cp_machine_level_used(const cp_machine_t *m, int d);
/* "socket, node, network" (innermost first) into buf. */
void cp_machine_level_list(const cp_machine_t *m, char *buf, size_t len);

/* The most cores a machine may have, and a host may have slots (16.7 M,
 * twice the largest machines of 2026): sums of cores stay far from INT_MAX,
 * and a mistyped count fails at once instead of filling memory with a tree
 * of a billion cores. */
#define CP_MACHINE_MAX_CORES (1 << 24)
/* The most hosts a list may name (a Slurm list like n[0-999999],m[...]
 * expands to one string per host). */
#define CP_MACHINE_MAX_HOSTS (1 << 20)

typedef struct cp_switches cp_switches_t; /* levels above the nodes, below */

/* A machine that cannot be built as asked: formats *e, returns -1, for
 * `return cp_machine_fail(...)`. */
#define cp_machine_fail(e, ...) cp_err_set((e), CP_ERR_INVALID, __VA_ARGS__)

/* "16:2:32" (innermost first: cores per socket : sockets per node : nodes
 * [: clusters ...]) with distances "1:10:100" (same socket : same node :
 * different nodes ...), one distance per level (NULL: 1:10:100:...). */
int cp_machine_from_hierarchy(const char *hier, const char *dists, cp_machine_t *m,
                              cp_err_t *err);
void cp_machine_free(cp_machine_t *m);
/* A core's flop/s: the platform's (its pstate's), else 1 Gflop/s, the
 * speed smpi/host-speed gives where nothing is said.  The replay's
 * computation, a written platform and the trace's actions take the same. */
#define CP_MACHINE_FLOPS 1e9
static inline double cp_machine_flops(const cp_machine_t *m)
{
    return m->core_flops > 0 ? m->core_flops : CP_MACHINE_FLOPS;
}
/* Each rank on k neighbouring cores of one socket (a hybrid job's
 * --map-by ...:PE=k, --cpus-per-task=k): the leaves become units of k
 * cores, a socket's leftover cores unused (machine_units.c).  k <= 1 does
 * nothing.  0, or -1 with *err (a socket or host of fewer than k cores). */
int cp_machine_cores_per_rank(cp_machine_t *m, int k, cp_err_t *err);
/* The cores each rank of a recording had to itself (host names, lowest
 * core + 1 where a rank's cores are one run else 0, highest core + 1, per
 * rank): K > 1 where every host that ran two ranks or more gave each a run
 * of K cores none shared, and no rank alone on its host had fewer (a
 * hybrid job's PE=K), else 1: ranks bound to a shared socket or to all a
 * node's cores, or unknown, are one core each. */
int cp_ranks_cores_each(char *const *host, const uint32_t *first, const uint32_t *span, uint32_t n);
/* What the machine's leaves are, for "N cores" in messages: "cores", or
 * "places of K cores" (in buf) where ranks have K each. */
const char *cp_machine_cores_word(const cp_machine_t *m, char *buf, size_t len);
/* For a regular tree (every tnode of a depth has as many cores): size[t] =
 * cores below a tnode of depth t, for t = 0 .. depth (size[depth] = 1);
 * size has room for depth + 1.  Returns 0, or -1 where the tree is not
 * regular (the grid tiling and the grid bound need one). */
int cp_machine_level_sizes(const cp_machine_t *m, int *size);

/* Latency and bandwidth per level (machine_cost.c), replacing the
 * distances: a cost file (lines "NAME LATENCY BANDWIDTH", innermost first,
 * e.g. "node 0.6us 10GB/s"), or lists like "0.3us:0.6us:2us" and
 * "20GB/s:10GB/s:3GB/s".  Errors name the file and line. */
int cp_machine_cost_read(cp_machine_t *m, const char *path, cp_err_t *err);
/* The same from levels already read (cost_file.h); src names them in messages. */
struct cp_cost_file;
int cp_machine_cost_apply(cp_machine_t *m, const struct cp_cost_file *c, const char *src, cp_err_t *err);
int cp_machine_cost_lists(cp_machine_t *m, const char *lat, const char *bw, cp_err_t *err);
/* Whether a cost file's level name is a word for some machine's level
 * (socket, package, numa, node, switch, switchN, top, network, net,
 * levelN): a file is matched by these names. */
int cp_machine_level_word(const char *name);

/* Hosts and their slots, in file order; a host named twice adds up. */
typedef struct cp_hostlist {
    int n, cap;
    char **name;
    int *slots;
    /* cp_hostlist_add's lookup by name, built on its first call: hostfiles
     * of 10^5 hosts took 13 s with a search per line */
    int *index, index_n; /* open addressing: host indexes or -1; index_n hosts are in it */
    uint32_t index_cap;
    /* per host named by address, the name it resolves to (host_addr.h), or
     * NULL: after cp_hostlist_name_addresses only */
    char **alias;
    /* per host, 1 where a hostfile named it on one line and without
     * slots= (Open MPI 4 then gives it its cores: orte_set_default_slots;
     * machine_source.c takes the ranks a recording ran there); NULL: none */
    unsigned char *bare;
} cp_hostlist_t;
/* An Open MPI hostfile ("host slots=N [max_slots=M]" lines, also cpu= or
 * count=; MPICH's "host:N[:interface]" lines too; user@host; '#'
 * comments; a host without slots= has 1, flagged in bare where that was
 * its only line) into h.  Errors name the file
 * and line (code CP_ERR_IO where it cannot be read). */
int cp_hostfile_read(const char *path, cp_hostlist_t *h, cp_err_t *err);
/* The host's index in h; -1: out of memory, -2: more than
 * CP_MACHINE_MAX_HOSTS hosts, -3: the host would have more than
 * CP_MACHINE_MAX_CORES slots. */
int cp_hostlist_add(cp_hostlist_t *h, const char *name, int slots);
/* Without looking for the name first: lists of 10^5 hosts stay linear.
 * -1: out of memory, -2: more than CP_MACHINE_MAX_HOSTS hosts. */
int cp_hostlist_append(cp_hostlist_t *h, const char *name, int slots);
/* The index of host `name` in h (its lookup built on first use), -1 where
 * it is not there, -2 when out of memory. */
int cp_hostlist_find(cp_hostlist_t *h, const char *name);
/* The names of the hosts h lists by address, from the system's resolver
 * (a reverse lookup each): a recording, a topology.conf or a --topology
 * list names the nodes.  Not in the readers (a fuzzed parser asks no DNS).
 * 0, or -1: out of memory. */
int cp_hostlist_name_addresses(cp_hostlist_t *h);
/* Whether h's host i is the host `name`: by name (host_name.h), or by the
 * name its address resolves to (after cp_hostlist_name_addresses). */
int cp_hostlist_host_is(const cp_hostlist_t *h, int i, const char *name);
void cp_hostlist_free(cp_hostlist_t *h);

/* The hosts of a Slurm job step: SLURM_JOB_NODELIST's compressed list
 * ("n[01-03,07],gpu5") with per-host counts ("16(x3),8", from the variable
 * counts_var: SLURM_TASKS_PER_NODE or SLURM_JOB_CPUS_PER_NODE). */
int cp_hostlist_from_slurm(const char *nodelist, const char *counts, const char *counts_var, cp_hostlist_t *h,
                           cp_err_t *err);
/* The hosts of an LSF job: $LSB_MCPU_HOSTS ("n1 16 n2 16": each host
 * followed by its slots).  0, or -1 with *err quoting the value. */
int cp_hostlist_from_lsf(const char *value, cp_hostlist_t *h, cp_err_t *err);
/* Names in Slurm's compressed form ("n[01-03,07],gpu5") appended to h (slots
 * 0, repeats kept: linear in the names); -1: not such a list, -2: out of
 * memory, -3: more than CP_MACHINE_MAX_HOSTS names. */
int cp_hostnames_expand(const char *list, cp_hostlist_t *h);

/* Switches above the nodes (switch_tree.c), from Slurm's topology.conf
 * (SwitchName= Switches= Nodes=), also a hand-written grouping of hosts
 * into clusters.  cp_switches_place then finds each host's path. */
typedef struct cp_switches {
    int n;            /* switches */
    char **name;
    int *parent;      /* -1: a top switch */
    int *line;        /* where each is defined */
    int64_t nnodes;   /* (node name, switch) pairs sorted by name */
    struct cp_switch_node {
        char *name;
        int sw;
        int place; /* its place in its switch's Nodes= list, from 0 */
    } *node;
    const char *file; /* for messages */
    int *hash;        /* name lookup (switch_tree.c) */
    uint64_t hcap;
    int height;       /* after cp_switches_place: levels of switches above the hosts */
    int *path;        /* per host of the list placed: `height` switch indexes, top first */
    int *place;       /* per host of the list placed: its place in its switch's Nodes= list */
} cp_switches_t;
int cp_switches_read(const char *path, cp_switches_t *t, cp_err_t *err);
/* The same from an open stream; `path` names it in messages (and must
 * outlive t). */
int cp_switches_read_stream(FILE *f, const char *path, cp_switches_t *t, cp_err_t *err);
int cp_switches_place(cp_switches_t *t, const cp_hostlist_t *h, const char *path, cp_err_t *err);
void cp_switches_free(cp_switches_t *t);

/* How a host's slots group, as its node's hwloc saw them (a recording)
 * or as told (--cores-per-socket): cores a socket (0 or less: one socket
 * of all its slots), and cores a NUMA node inside a socket (0: no level
 * between socket and core). */
typedef struct cp_host_shape {
    int per_socket, per_numa;
} cp_host_shape_t;

/* Hosts of `slots` cores each, shaped alike, or where host_shape is not
 * NULL each as host_shape[i] says: nodes that differ.  A level of NUMA
 * nodes comes between sockets and cores where some socket holds two or
 * more (the last one cut where slots end). */
int cp_machine_from_hostlist(const cp_hostlist_t *h, cp_host_shape_t shape, const cp_host_shape_t *host_shape,
                             cp_switches_t *sw, const char *dists, cp_machine_t *m, cp_err_t *err);

/* root -> hosts -> sockets -> cores: host i has nsock[i] sockets, whose core
 * counts follow one another in sock_cores (host 0's sockets first).  With
 * sock_groups, a level of groups (NUMA nodes) comes between sockets and
 * cores: socket k has sock_groups[k] groups, whose core counts follow one
 * another in group_cores (sock_cores is then not read).  With
 * sw, the switches' levels come between the root and the hosts (the hosts
 * ordered by switch).  dists: one per level, innermost first; NULL =
 * 1:10:100:...  The same sw and dists conventions hold for the other
 * host-based machines. */
int cp_machine_from_nodes(const cp_hostlist_t *h, const int *nsock, const int *sock_cores, const int *sock_groups,
                          const int *group_cores, cp_switches_t *sw, const char *dists, cp_machine_t *m,
                          cp_err_t *err);

/* The inside of each node from hwloc: its packages, their NUMA nodes when a
 * package holds more than one (AMD's NPS modes, Intel's sub-NUMA
 * clustering), and their cores (not hardware threads), read from a
 * topology XML (`lstopo --of xml`, one node type) or, with xml NULL, the
 * machine the mapper runs on.  Each host of h uses its first `slots` cores,
 * package by package; h NULL = one node, all its cores, named as the
 * topology says (HostName) or node0.  With several node types, each
 * host takes the topology whose list (Slurm's form, "n[01-04],gpu1") names it, else the one without a
 * list; a host in two lists, or in none without such a default, is an
 * error.  Where one type has NUMA nodes inside its packages, every node
 * gets that level (one group a package where it has none); else, where one
 * has L3 caches inside them, an l3 level so. */
typedef struct cp_node_type {
    const char *xml;   /* NULL: this machine */
    const char *hosts; /* NULL: the hosts no other list names */
} cp_node_type_t;
/* unit: the cores a rank's place takes (--cores-per-rank; 0 or 1: one):
 * NUMA nodes whose cores are no multiple of it are no level (a place then
 * spans two of one package), their cores in *numa_left (0 where kept;
 * negative: L3 caches so, where no type has NUMA nodes inside its packages;
 * numa_left may be NULL).  Where none has, L3 caches that each hold part
 * of a package's cores, two or more, are a level of their own, named l3. */
int cp_machine_from_hwloc_types(const cp_node_type_t *types, int ntypes, const cp_hostlist_t *h, cp_switches_t *sw,
                                const char *dists, int unit, int *numa_left, cp_machine_t *m, cp_err_t *err);

/* A SimGrid platform (formats/platform.h): its hosts with their cores (one
 * socket each), its groups of hosts as switches, its levels' latencies and
 * bandwidths as the cost model (inside a host: its loopback).  kind gets
 * what was read ("fat tree 2;16,4;1,4;1,1").  0, or -1 with err naming the
 * file, line and element. */
int cp_machine_from_platform(const char *path, cp_hostlist_t *job, const char *job_path, cp_machine_t *m, char *kind,
                             size_t kindlen, cp_err_t *err);

/* The machine as a platform (its cost model needed: -1 without), hosts of
 * `speed` flop/s a core, SMPI's factors the machine's ("0:1" where it has
 * none: figures measured end to end); cp_platform_write writes it.  0 or
 * -1. */
struct cp_platform;
int cp_machine_to_platform(const cp_machine_t *m, double speed, struct cp_platform *p, cp_err_t *err);
/* SMPI's "SIZE:FACTOR;..." of n factors ("0:1" for none), malloc'd (NULL
 * out of memory): a platform's smpi/lat-factor and smpi/bw-factor */
char *cp_platform_factors(const struct cp_size_factor *f, int n);

/* Fills m->hw_cores from a recording's ranks (host names and core spans,
 * comm_matrix.h; NULL where there is none) and, for this host, hwloc.
 * Machines from hwloc are left as they are.  0, or -1 out of memory. */
int cp_machine_host_cores(cp_machine_t *m, char *const *host, const uint32_t *span, uint32_t n);

/* Whether host tnode t is the host `name` (a recording's, a list's): by
 * name (host_name.h), or by the name its address resolves to. */
int cp_machine_host_is(const cp_machine_t *m, int t, const char *name);
/* A placement by host (host[r]: rank r's) as cores of m: rank r on the
 * next core of its host, in rank order, as launchers fill slots
 * (host_placement.c).  Where a host has more ranks than cores: with share
 * they take its cores in turn (an oversubscribed launch), else refused.
 * 0, or -1 with *err (a host m lacks, too many ranks). */
int cp_hosts_placement(const cp_machine_t *m, char *const *host, uint32_t n, int share, int *core_of, cp_err_t *err);
/* The same where a recording says which cores each rank ran on (first[r]:
 * its lowest hwloc logical core + 1, span[r]: its highest + 1, as
 * comm_matrix.h keeps them) and m's hosts are hwloc's (core_pu), or, with
 * node_cores (per rank, the cores of its node as the recording saw them, 0
 * unknown), hosts of as many cores as the rank's node: a core a place, rank
 * r on the first core of its own not yet taken, in rank order (ranks bound
 * a socket each, as Open MPI binds more than two, on their sockets).  0
 * with core_of, or -1 with core_of untouched where a rank's cores are
 * unknown, not one run, past its host's or all taken, or its host's cores
 * are not its node's. */
int cp_cores_placement(const cp_machine_t *m, char *const *host, const uint32_t *first, const uint32_t *span,
                       const uint32_t *node_cores, uint32_t n, int *core_of);

#endif

/* The machine a request describes, in one pass (machine_source.h): the
 * hosts, from the first source of the table that has them; their insides
 * and the switches above them, by the backend that fits; the cost model. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "machine_source.h"

/* The hosts a source found, and how their insides are known. */
typedef struct hosts {
    cp_hostlist_t list;
    int listed;                  /* 0: one node, named as its topology says (hwloc only) */
    const cp_node_type_t *types; /* the insides from hwloc (ntypes > 0), else each host's slots */
    int ntypes;
    int slurm;                   /* Slurm's hosts: Slurm's own topology.conf may hold their switches */
} hosts_t;

/* A source of hosts: 1 where it has them (h and origin->from filled), 0
 * where it has none (the next is asked), -1 with *err. */
typedef int take_hosts_fn(const cp_machine_request_t *q, hosts_t *h, cp_machine_origin_t *origin, cp_err_t *err);

static const char *env(const char *name)
{
    const char *v = getenv(name);
    return v && *v ? v : NULL;
}

static int read_hostfile(const char *path, const char *said, hosts_t *h, cp_machine_origin_t *origin, cp_err_t *err)
{
    if (cp_hostfile_read(path, &h->list, err)) return -1;
    if (cp_hostlist_name_addresses(&h->list)) return cp_machine_fail(err, "out of memory");
    h->listed = 1;
    snprintf(origin->from, sizeof origin->from, "%s%s%s", said, said[0] ? " " : "", path);
    return 1;
}

/* A node type's cores, and its smallest socket's (or NUMA group's, where
 * places of unit cores leave them a level): one node of it built alone.
 * 0, or -1 with *err. */
static int type_cores(const cp_node_type_t *type, int unit, int *cores, int *least, cp_err_t *err)
{
    cp_machine_t one;
    if (cp_machine_from_hwloc_types(type, 1, NULL, NULL, NULL, unit, NULL, &one, err)) return -1;
    *cores = one.ncores, *least = one.ncores;
    for (int t = 0; t < one.ntnodes; t++)
        if (one.tnodes[t].depth == one.depth - 1 && one.tnodes[t].nchild < *least) *least = one.tnodes[t].nchild;
    cp_machine_free(&one);
    return 0;
}

/* N nodes named node0.., each the whole of the first node type */
static int whole_nodes(const cp_machine_request_t *q, cp_hostlist_t *hl, cp_err_t *err)
{
    int cores, least;
    if (type_cores(q->types, 1, &cores, &least, err)) return -1;
    for (int i = 0; i < q->nodes; i++) {
        char name[32];
        snprintf(name, sizeof name, "node%d", i);
        if (cp_hostlist_append(hl, name, cores)) return cp_machine_fail(err, "out of memory for %d nodes", q->nodes);
    }
    return 0;
}

/* what the request names: a hostfile, node types, N nodes of a type */
static int given(const cp_machine_request_t *q, hosts_t *h, cp_machine_origin_t *origin, cp_err_t *err)
{
    if (!q->hostfile && !q->ntypes) return 0;
    h->types = q->types, h->ntypes = q->ntypes;
    if (q->hostfile) {
        if (read_hostfile(q->hostfile, "the hostfile", h, origin, err) < 0) return -1;
    } else if (q->nodes) {
        if (whole_nodes(q, &h->list, err)) return -1;
        h->listed = 1;
    }
    return 1;
}

static int pbs(const cp_machine_request_t *q, hosts_t *h, cp_machine_origin_t *origin, cp_err_t *err)
{
    (void)q;
    const char *path = env("PBS_NODEFILE");
    return path ? read_hostfile(path, "$PBS_NODEFILE", h, origin, err) : 0;
}

/* $SLURM_JOB_NODELIST with the ranks (else CPUs) per node */
static int slurm(const cp_machine_request_t *q, hosts_t *h, cp_machine_origin_t *origin, cp_err_t *err)
{
    const char *list = env("SLURM_JOB_NODELIST"), *var = "SLURM_TASKS_PER_NODE", *counts = getenv(var);
    if (!counts) counts = getenv(var = "SLURM_JOB_CPUS_PER_NODE");
    if (!list || !counts) return 0;
    if (cp_hostlist_from_slurm(list, counts, var, &h->list, err)) return -1;
    /* tasks of several CPUs each (srun -c K): a host's cores are its tasks x K */
    if (q->cores_per_rank > 1 && !strcmp(var, "SLURM_TASKS_PER_NODE"))
        for (int i = 0; i < h->list.n; i++) {
            if (h->list.slots[i] > CP_MACHINE_MAX_CORES / q->cores_per_rank)
                return cp_machine_fail(err, "$SLURM_TASKS_PER_NODE gives %s %d tasks: with %d cores a rank, more than %d cores",
                                       h->list.name[i], h->list.slots[i], q->cores_per_rank, CP_MACHINE_MAX_CORES);
            h->list.slots[i] *= q->cores_per_rank;
        }
    h->listed = h->slurm = 1;
    snprintf(origin->from, sizeof origin->from, "$SLURM_JOB_NODELIST and $%s", var);
    return 1;
}

/* IBM Spectrum LSF's hosts and slots */
static int lsf(const cp_machine_request_t *q, hosts_t *h, cp_machine_origin_t *origin, cp_err_t *err)
{
    (void)q;
    const char *v = env("LSB_MCPU_HOSTS");
    if (!v) return 0;
    if (cp_hostlist_from_lsf(v, &h->list, err)) return -1;
    h->listed = 1;
    snprintf(origin->from, sizeof origin->from, "$LSB_MCPU_HOSTS");
    return 1;
}

static int ompi(const cp_machine_request_t *q, hosts_t *h, cp_machine_origin_t *origin, cp_err_t *err)
{
    (void)q;
    const char *path = env("OMPI_MCA_orte_default_hostfile");
    return path ? read_hostfile(path, "$OMPI_MCA_orte_default_hostfile", h, origin, err) : 0;
}

/* this machine's topology, as hwloc finds it */
static const cp_node_type_t here = {NULL, NULL};

/* the hosts a recording ran on, in first appearance, each with as many
 * slots as ranks ran there: the placement it was profiled in.  A
 * recording of one host that is this machine (a laptop's or a
 * workstation's job, one node's) takes its packages and cores from
 * hwloc, every core a place, where they are enough for its ranks: as
 * slots, one socket, a job spread over two sockets had nothing to place */
static int profiled(const cp_machine_request_t *q, hosts_t *h, cp_machine_origin_t *origin, cp_err_t *err)
{
    if (!q->profiled) return 0;
    for (uint32_t r = 0; r < q->nprofiled; r++)
        if (!q->profiled[r] || cp_hostlist_add(&h->list, q->profiled[r], q->cores_per_rank > 1 ? q->cores_per_rank : 1) < 0)
            return cp_machine_fail(err, q->profiled[r] ? "out of memory" : "rank %u of the recording names no host", r);
    h->listed = 1;
    snprintf(origin->from, sizeof origin->from, "the recording's hosts (as profiled)");
    char me[256] = "";
    if (h->list.n != 1 || gethostname(me, sizeof me - 1) || !cp_hostlist_host_is(&h->list, 0, me)) return 1;
    cp_err_t why;
    int cores, least;
    if (type_cores(&here, q->cores_per_rank, &cores, &least, &why)) return 1; /* no topology: slots */
    /* more ranks than cores (oversubscribed), or a socket too small for a
     * rank of K cores (a VM's sockets of one core): its slots */
    if (cores < h->list.slots[0] || least < q->cores_per_rank) return 1;
    h->types = &here, h->ntypes = 1, h->list.slots[0] = cores;
    snprintf(origin->from, sizeof origin->from, "the recording's host, this machine (its sockets and cores from hwloc)");
    return 1;
}

static int this_machine(const cp_machine_request_t *q, hosts_t *h, cp_machine_origin_t *origin, cp_err_t *err)
{
    (void)q, (void)err;
    h->types = &here, h->ntypes = 1;
    snprintf(origin->from, sizeof origin->from, "this machine (hwloc)");
    return 1;
}

/* First to last: the first that has hosts gives them all. */
static take_hosts_fn *const host_sources[] = {given, pbs, slurm, lsf, ompi, profiled, this_machine};

/* Slurm's own switch tree, beside its slurm.conf, where the cluster has one */
static const char *slurm_topology(char *path, size_t len)
{
    const char *conf = getenv("SLURM_CONF"), *slash = conf ? strrchr(conf, '/') : NULL;
    if (slash) snprintf(path, len, "%.*s/topology.conf", (int)(slash - conf), conf);
    else snprintf(path, len, "/etc/slurm/topology.conf");
    return access(path, R_OK) == 0 ? path : NULL;
}

/* With ranks of K cores, a host list's slots count cores (a hostfile's
 * slots=16 on nodes of 16 cores: 4 ranks of 4), unless that leaves fewer
 * places than the job has ranks while the slots are enough for one rank
 * each: then they count ranks, as Open MPI 4 takes a hostfile's slots
 * with --map-by ...:PE=K, and PBS's node file lists each host once a rank
 * (mpiprocs); each slot is then a place of K cores.  Said in origin. */
static void ranks_slots(const cp_machine_request_t *q, cp_hostlist_t *l, cp_machine_origin_t *origin)
{
    int64_t places = 0, slots = 0;
    for (int i = 0; i < l->n; i++) places += l->slots[i] / q->cores_per_rank, slots += l->slots[i];
    if (places >= q->nranks || slots < q->nranks) return;
    for (int i = 0; i < l->n; i++)
        if (l->slots[i] > CP_MACHINE_MAX_CORES / q->cores_per_rank) return; /* then too few places, said */
    for (int i = 0; i < l->n; i++) l->slots[i] *= q->cores_per_rank;
    size_t n = strlen(origin->from);
    snprintf(origin->from + n, sizeof origin->from - n, " (its slots count ranks: %lld slots for %u ranks of %d cores, "
             "as Open MPI 4 takes them with PE=%d)", (long long)slots, q->nranks, q->cores_per_rank, q->cores_per_rank);
}

/* The host of l that rank r of the recording ran on (-1 none, -2 out of
 * memory), i the one rank r - 1 ran on: ranks of a host come in runs, so
 * the last one's host first, then by name, then as the address resolves */
static int rank_host(const cp_machine_request_t *q, cp_hostlist_t *l, uint32_t r, int i)
{
    const char *name = q->profiled[r];
    if (!name) return -1;
    if (i >= 0 && r > 0 && q->profiled[r - 1] && !strcmp(q->profiled[r - 1], name)) return i;
    i = cp_hostlist_find(l, name);
    for (int k = 0; i == -1 && k < l->n; k++)
        if (cp_hostlist_host_is(l, k, name)) i = k;
    return i;
}

/* Hosts a hostfile names once and without slots= (cp_hostlist_t's
 * bare): Open MPI 4 gives each its cores (orte_set_default_slots), where
 * this file alone says 1.  The recording knows how many ranks ran there
 * (Open MPI filled the host to its cores; Hydra dealt the ranks round):
 * so many slots (places of cores_per_rank cores), said in origin.  A host
 * no rank ran on keeps 1. */
static void bare_slots(const cp_machine_request_t *q, cp_hostlist_t *l, cp_machine_origin_t *origin)
{
    int *ran = calloc((size_t)l->n, sizeof *ran), k = q->cores_per_rank > 1 ? q->cores_per_rank : 1;
    if (!ran) return; /* the file's own slots, as before */
    int at = -1;
    for (uint32_t r = 0; r < q->nprofiled; r++) {
        if ((at = rank_host(q, l, r, at)) == -2) {
            free(ran);
            return; /* the file's own slots, as before */
        }
        if (at >= 0) ran[at]++;
    }
    char names[160] = "", counts[96] = "";
    int changed = 0;
    for (int i = 0; i < l->n; i++) {
        if (!l->bare[i] || ran[i] * k <= l->slots[i] || ran[i] > CP_MACHINE_MAX_CORES / k) continue;
        l->slots[i] = ran[i] * k;
        if (changed++ < 3) {
            size_t n = strlen(names), c = strlen(counts);
            snprintf(names + n, sizeof names - n, "%s%.40s", n ? ", " : "", l->name[i]);
            snprintf(counts + c, sizeof counts - c, "%s%d", c ? ", " : "", l->slots[i]);
        }
    }
    free(ran);
    if (!changed) return;
    size_t n = strlen(origin->from);
    snprintf(origin->from + n, sizeof origin->from - n, " (%s%s named without slots=: the %s the recording ran there, %s%s, "
             "as Open MPI gives such a host its cores; slots=N says otherwise)", names, changed > 3 ? ", ..." : "",
             k > 1 ? "cores of the ranks" : "ranks", counts, changed > 3 ? ", ..." : "");
}

/* Each host's shape, from the ranks that ran there (q->profiled_shape)
 * into *shape (malloc'd; -1 out of memory): one socket for a host no rank
 * ran on or whose ranks disagree. */
static int hosts_shapes(const cp_machine_request_t *q, cp_hostlist_t *l, cp_host_shape_t **shape)
{
    cp_host_shape_t *p = calloc((size_t)(l->n ? l->n : 1), sizeof *p);
    int *seen = calloc((size_t)(l->n ? l->n : 1), sizeof *seen);
    if (!p || !seen) {
        free(p), free(seen);
        return -1;
    }
    int i = -1;
    for (uint32_t r = 0; r < q->nprofiled; r++) {
        if ((i = rank_host(q, l, r, i)) == -2) {
            free(p), free(seen);
            return -1;
        }
        if (i < 0) continue;
        cp_host_shape_t v = q->profiled_shape[r];
        if (v.per_socket <= 0) v.per_socket = v.per_numa = 0;
        if (!seen[i]) seen[i] = 1, p[i] = v;
        else if (seen[i] == 1 && (p[i].per_socket != v.per_socket || p[i].per_numa != v.per_numa))
            seen[i] = 2, p[i] = (cp_host_shape_t){0, 0}; /* ranks that disagree: one socket */
    }
    free(seen);
    *shape = p;
    return 0;
}

/* the hosts, their insides and the switches above them */
static int nodes_machine(const cp_machine_request_t *q, cp_machine_t *m, cp_machine_origin_t *origin, cp_err_t *err)
{
    hosts_t h;
    memset(&h, 0, sizeof h);
    int rc = 0;
    for (size_t i = 0; !rc && i < sizeof host_sources / sizeof *host_sources; i++) rc = host_sources[i](q, &h, origin, err);
    if (rc > 0 && h.listed && h.list.bare && q->profiled) bare_slots(q, &h.list, origin);
    if (rc > 0 && h.listed && q->cores_per_rank > 1 && q->nranks) ranks_slots(q, &h.list, origin);
    const char *switches = q->switches;
    if (rc > 0 && !switches && h.slurm) switches = slurm_topology(origin->switches, sizeof origin->switches);
    if (!switches) origin->switches[0] = 0;
    cp_switches_t sw;
    if (rc > 0 && switches && cp_switches_read(switches, &sw, err)) rc = -1;
    if (rc > 0) {
        cp_switches_t *swp = switches ? &sw : NULL;
        cp_host_shape_t *host_shape = NULL;
        int numa_left = 0;
        if (!h.ntypes && q->per_socket == 0 && q->profiled_shape && hosts_shapes(q, &h.list, &host_shape)) rc = -1;
        if (rc < 0) cp_machine_fail(err, "out of memory");
        else rc = h.ntypes ? cp_machine_from_hwloc_types(h.types, h.ntypes, h.listed ? &h.list : NULL, swp, q->dists,
                                                         q->cores_per_rank, &numa_left, m, err)
                           : cp_machine_from_hostlist(&h.list, (cp_host_shape_t){q->per_socket, q->per_numa}, host_shape,
                                                      swp, q->dists, m, err);
        free(host_shape);
        size_t n = strlen(origin->from);
        if (!rc && numa_left && !n) /* a topology alone names no file of hosts */
            n = (size_t)snprintf(origin->from, sizeof origin->from, "the topology %s",
                                 h.types[0].xml ? h.types[0].xml : "of this machine");
        if (!rc && numa_left && n < sizeof origin->from)
            snprintf(origin->from + n, sizeof origin->from - n, " (its %s of %d cores made no level: places of %d "
                     "cores a rank span two of them)", numa_left > 0 ? "NUMA nodes" : "L3 caches",
                     numa_left > 0 ? numa_left : -numa_left, q->cores_per_rank);
        if (swp) cp_switches_free(swp);
    }
    cp_hostlist_free(&h.list);
    return rc < 0 ? -1 : 0;
}

static int platform_machine(const cp_machine_request_t *q, cp_machine_t *m, cp_machine_origin_t *origin, cp_err_t *err)
{
    char kind[192];
    cp_hostlist_t job = {0};
    int rc = q->hostfile && cp_hostfile_read(q->hostfile, &job, err) ? -1 : 0;
    if (!rc) rc = cp_machine_from_platform(q->platform, q->hostfile ? &job : NULL, q->hostfile, m, kind, sizeof kind, err);
    cp_hostlist_free(&job);
    if (rc) return -1;
    snprintf(origin->from, sizeof origin->from, "the platform %s (%s)%s%s%s%s", q->platform, kind,
             q->hostfile ? ", the hosts of " : "", q->hostfile ? q->hostfile : "", q->costfile ? ", costs from " : "",
             q->costfile ? q->costfile : "");
    return 0;
}

int cp_machine_build(const cp_machine_request_t *q, cp_machine_t *m, cp_machine_origin_t *origin, cp_err_t *err)
{
    memset(m, 0, sizeof *m);
    origin->from[0] = origin->switches[0] = 0;
    int rc = q->platform ? platform_machine(q, m, origin, err)
             : q->hierarchy ? cp_machine_from_hierarchy(q->hierarchy, q->dists, m, err)
                            : nodes_machine(q, m, origin, err);
    if (rc) return -1;
    if (q->physical && !m->core_pu)
        rc = cp_machine_fail(err, "--physical needs the cores' PU numbers, which only hwloc knows: give the nodes' "
                                  "topology with --topology (a --hierarchy, hostfile or Slurm list alone has none)");
    else if (q->physical && q->cores_per_rank > 1)
        rc = cp_machine_fail(err, "--physical names one PU a rank: with --cores-per-rank %d leave it out (the "
                                  "rankfile gives each rank its cores as socket:first-last)", q->cores_per_rank);
    else if (cp_machine_cores_per_rank(m, q->cores_per_rank, err))
        rc = -1;
    else if (q->costfile)
        rc = cp_machine_cost_read(m, q->costfile, err);
    else if (q->latency || q->bandwidth)
        rc = cp_machine_cost_lists(m, q->latency, q->bandwidth, err);
    if (rc) cp_machine_free(m);
    return rc;
}

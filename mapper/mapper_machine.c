/* The machine the mapper places onto (mapper_cli.h): as the options
 * describe it, else the job's: the batch system's hosts, a recording's own,
 * or this machine through hwloc.  Then its cost model. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli_exit.h"
#include "mapper_cli.h"
#include "rankfile_write.h"

/* The hosts a recording ran on, in first appearance, each with as many
 * slots as ranks ran there: the placement it was profiled in. */
static int profiled_hosts(char *const *host, uint32_t n, cp_hostlist_t *h)
{
    memset(h, 0, sizeof *h);
    for (uint32_t r = 0; r < n; r++)
        if (!host[r] || cp_hostlist_add(h, host[r], 1)) {
            cp_hostlist_free(h);
            return -1;
        }
    return 0;
}

int cp_mapper_machine(const cp_mapper_cli_t *o, char *const *profiled, uint32_t nprofiled, cp_machine_t *mp,
                      char *from, size_t fromlen)
{
    const char *hier = o->hier, *hostfile = o->hostfile, *topology = o->topology, *dists = o->dists;
    const char *switches = o->switches;
    int per_socket = o->per_socket, nodes = o->nodes, quiet = o->quiet, ntypes = o->ntypes;
    cp_node_type_t types[o->ntypes + 1];
    memcpy(types, o->types, (size_t)o->ntypes * sizeof *types);
    int use_profiled = 0;
    from[0] = 0;
    const char *machine_from = NULL; /* said in the report when the default was taken */
    const char *slurm = NULL, *slurm_counts = NULL, *counts_var = "SLURM_TASKS_PER_NODE";
    if (o->platform) {
        char kind[128];
        cp_err_t perr;
        if (cp_machine_from_platform(o->platform, mp, kind, sizeof kind, &perr)) {
            cp_err_print("mapper", &perr);
            return errno == ENOENT ? EXIT_IO : EXIT_USAGE;
        }
        if (o->costfile && cp_machine_cost_read(mp, o->costfile, &perr)) {
            cp_err_print("mapper", &perr);
            cp_machine_free(mp);
            return errno == ENOENT ? EXIT_IO : EXIT_USAGE;
        }
        snprintf(from, fromlen, "the platform %s (%s)%s%s", o->platform, kind, o->costfile ? ", costs from " : "",
                 o->costfile ? o->costfile : "");
        return 0;
    }
    if (!hier && !hostfile && !topology) {
        const char *pbs = getenv("PBS_NODEFILE"), *ompi = getenv("OMPI_MCA_orte_default_hostfile");
        slurm = getenv("SLURM_JOB_NODELIST");
        if (!(slurm_counts = getenv(counts_var))) slurm_counts = getenv(counts_var = "SLURM_JOB_CPUS_PER_NODE");
        if (pbs && *pbs) hostfile = pbs, machine_from = "$PBS_NODEFILE", slurm = NULL;
        else if (slurm && *slurm && slurm_counts) machine_from = counts_var;
        else if (ompi && *ompi) hostfile = ompi, machine_from = "$OMPI_MCA_orte_default_hostfile", slurm = NULL;
        else if (profiled) use_profiled = 1, machine_from = "the recording's hosts (as profiled)", slurm = NULL;
        else topology = "this", machine_from = "this machine (hwloc)", slurm = NULL;
    }
    if (topology && !ntypes) types[ntypes++] = (cp_node_type_t){NULL, NULL}; /* this machine */
    cp_machine_t m;
    memset(&m, 0, sizeof m);
    cp_err_t merr;
    char dbuf[256];
    if (!dists && hier) { /* 1:10:100:... one per level (host-based machines default alike) */
        int nl = 1;
        for (const char *p = hier; *p; p++) nl += *p == ':';
        dbuf[0] = 0;
        long d = 1;
        for (int i = 0; i < nl && i < 12; i++, d *= 10)
            snprintf(dbuf + strlen(dbuf), sizeof dbuf - strlen(dbuf), "%s%ld", i ? ":" : "", d);
        dists = dbuf;
    }
    /* Slurm's own switch tree, where the cluster has one */
    char slurm_topo[4096];
    if (!switches && slurm) {
        const char *conf = getenv("SLURM_CONF"), *slash = conf ? strrchr(conf, '/') : NULL;
        if (slash) snprintf(slurm_topo, sizeof slurm_topo, "%.*s/topology.conf", (int)(slash - conf), conf);
        else snprintf(slurm_topo, sizeof slurm_topo, "/etc/slurm/topology.conf");
        if (access(slurm_topo, R_OK) == 0) {
            switches = slurm_topo;
            if (!quiet) fprintf(stderr, "mapper: switches from %s\n", slurm_topo);
        }
    }
    cp_switches_t sw, *swp = NULL;
    if (switches) {
        if (cp_switches_read(switches, &sw, &merr)) {
            cp_err_print("mapper", &merr);
            return errno == ENOENT ? EXIT_IO : EXIT_USAGE;
        }
        swp = &sw;
    }
    int mrc;
    if (hier) {
        mrc = cp_machine_from_hierarchy(hier, dists, &m, &merr);
    } else if (use_profiled) {
        cp_hostlist_t hl;
        mrc = profiled_hosts(profiled, nprofiled, &hl) ? cp_machine_fail(&merr, "out of memory") : 0;
        if (!mrc) {
            mrc = cp_machine_from_hostlist(&hl, per_socket, swp, dists, &m, &merr);
            cp_hostlist_free(&hl);
        }
    } else if (slurm) {
        cp_hostlist_t hl;
        mrc = cp_hostlist_from_slurm(slurm, slurm_counts, counts_var, &hl, &merr);
        if (!mrc) {
            mrc = cp_machine_from_hostlist(&hl, per_socket, swp, dists, &m, &merr);
            cp_hostlist_free(&hl);
        }
    } else if (topology) {
        cp_hostlist_t hl = {0};
        mrc = hostfile ? cp_hostfile_read(hostfile, &hl, &merr) : 0;
        if (!mrc && nodes) { /* N nodes of the topology's size: slots filled in below */
            hl.n = hl.cap = nodes;
            hl.name = calloc((size_t)nodes, sizeof *hl.name);
            hl.slots = calloc((size_t)nodes, sizeof *hl.slots);
            for (int i = 0; hl.name && hl.slots && i < nodes; i++) {
                char nm[32];
                snprintf(nm, sizeof nm, "node%d", i);
                if (!(hl.name[i] = strdup(nm))) break;
            }
            if (!hl.name || !hl.slots || !hl.name[nodes - 1]) {
                snprintf(merr.msg, sizeof merr.msg, "out of memory for %d nodes", nodes);
                mrc = -1;
            }
        }
        if (!mrc) {
            if (nodes) { /* every node whole: learn the size from the topology first */
                cp_machine_t one;
                mrc = cp_machine_from_hwloc_types(types, 1, NULL, NULL, NULL, &one, &merr);
                for (int i = 0; !mrc && i < nodes; i++) hl.slots[i] = one.ncores;
                if (!mrc) cp_machine_free(&one);
            }
            if (!mrc) mrc = cp_machine_from_hwloc_types(types, ntypes, hostfile || nodes ? &hl : NULL, swp, dists, &m, &merr);
        }
        cp_hostlist_free(&hl);
    } else {
        mrc = cp_machine_from_hostfile(hostfile, per_socket, swp, dists, &m, &merr);
    }
    if (swp) cp_switches_free(swp);
    if (mrc) {
        cp_err_print("mapper", &merr);
        return EXIT_USAGE;
    }
    if (o->physical && !m.core_pu) {
        fprintf(stderr, "mapper: error: --physical needs the cores' PU numbers, which only hwloc knows: give the "
                        "nodes' topology with --topology (a --hierarchy, hostfile or Slurm list alone has none)\n");
        cp_machine_free(&m);
        return EXIT_USAGE;
    }
    int lbmodel = o->costfile || o->latency || o->bandwidth;
    if (lbmodel && (o->costfile ? cp_machine_cost_read(&m, o->costfile, &merr)
                                : cp_machine_cost_lists(&m, o->latency, o->bandwidth, &merr))) {
        cp_err_print("mapper", &merr);
        cp_machine_free(&m);
        return o->costfile && errno == ENOENT ? EXIT_IO : EXIT_USAGE;
    }
    if (m.cost_note && !quiet) fprintf(stderr, "mapper: note: %s\n", m.cost_note);
    if (m.cost_warning) fprintf(stderr, "mapper: warning: %s\n", m.cost_warning);
    if (machine_from)
        snprintf(from, fromlen, "%s%s%s%s", slurm ? "$SLURM_JOB_NODELIST and $" : "", machine_from, hostfile ? " " : "",
                 hostfile ? hostfile : "");
    else if (hostfile)
        snprintf(from, fromlen, "the hostfile %s", hostfile);
    *mp = m;
    return 0;
}


int cp_profiled_placement(const cp_machine_t *m, char *const *host, uint32_t n, int *core_of, cp_err_t *err)
{
    if (!m->hosts || !host) return cp_err_set(err, CP_ERR_INVALID, "the machine or the recording names no hosts");
    /* each host tnode's next free core, found by name */
    int first = -1, nh = 0;
    for (int t = 0; t < m->ntnodes; t++)
        if (m->tnodes[t].depth == m->host_depth) {
            if (first < 0) first = t;
            nh++;
        }
    int *next = calloc((size_t)(nh ? nh : 1), sizeof *next);
    if (!next) return cp_err_set(err, CP_ERR_NOMEM, "out of memory");
    int rc = 0;
    for (uint32_t r = 0; r < n && !rc; r++) {
        int k = -1;
        for (int i = 0; i < nh && k < 0; i++)
            if (m->hosts[first + i] && host[r] && !strcmp(m->hosts[first + i], host[r])) k = i;
        if (k < 0) {
            cp_err_set(err, CP_ERR_INVALID, "rank %u ran on %s, which the machine lacks", r, host[r] ? host[r] : "(unknown)");
            rc = -1;
        } else if (next[k] >= m->tnodes[first + k].ncores) {
            cp_err_set(err, CP_ERR_INVALID, "more ranks ran on %s than the machine gives it cores (%d)", host[r],
                       m->tnodes[first + k].ncores);
            rc = -1;
        } else {
            core_of[r] = m->tnodes[first + k].first_core + next[k]++;
        }
    }
    free(next);
    return rc;
}

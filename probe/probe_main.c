/* commprof-probe: measure the machine a job runs on, level by level, and
 * write the cost file the mapper and the analyzer read.
 *   mpirun -n N [--hostfile H] commprof-probe [--switches topology.conf] [-o machine.cost] ...
 * The command line over probe_run.h: options, the outputs checked before
 * any measuring, the measurements (the library's), the files written by
 * rank 0. */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "machine.h"
#include "out_file.h"
#include "probe_run.h"
#include "units.h"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: mpirun -n N [--hostfile H] commprof-probe [options]\n"
            "Measures latency and bandwidth between ranks at each level of the machine the\n"
            "job runs on (same socket, same node, same switch, ..., across the top), fits\n"
            "a model per level, measures contention and memory, and writes the cost file\n"
            "the mapper (--cost) and the analyzer read.  Launch it as the application is\n"
            "launched (same hosts, slots and binding); two ranks per level are enough.\n"
            "  -o FILE              the cost file (default machine.cost)\n"
            "  --json FILE          everything measured, with provenance\n"
            "  --report FILE.html   curves per level, contention, memory\n"
            "  --switches F         the levels above the nodes (Slurm's topology.conf form),\n"
            "                       as given to the mapper; else one 'network' level\n"
            "  --pairs K            pairs measured per level (default 2; the first in full)\n"
            "  --max-size B         largest message (default 4MiB; at least 64KiB)\n"
            "  --rse R              stop a size at this relative standard error (default 0.05)\n"
            "  --cap S              or after S seconds (default 0.5)\n"
            "  --contention-size B  the contention patterns' messages (default 1MiB)\n"
"                       sizes: " CP_SIZE_UNITS "\n"
            "  --no-contention, --no-memory\n"
            "  --hwloc-xml FILE     rank 0's node as hwloc XML, the memory measured per NUMA\n"
            "                       pair as hwloc's Bandwidth and Latency attributes\n"
            "                       (lstopo --memattrs -i FILE)\n"
            "  --discover           group the nodes into switches and clusters by the latency\n"
"                       between them (no topology.conf needed): writes, beside -o,\n"
"                       topology.conf and the hosts sorted by group (hosts.sorted,\n"
"                       .mpich, .slurm), then measures those levels; about N x\n"
"                       (groups a level) pairs, not N^2, and a sample to confirm\n"
"  --hostfile H         with --discover: the sorted hosts named, and given their\n"
"                       slots, as the application's hostfile H does (Open MPI's or\n"
"                       Hydra's form); else the nodes' own names and the probe's\n"
"                       ranks on each\n"
"  --all-pairs          also every pair of ranks: latency at 1 B, bandwidth at\n"
            "                       1 MiB (or --max-size), in the JSON and the report, and the\n"
            "                       pairs well off their level's median said (hot spots)\n"
            "  -q                   no progress on stderr\n"
            "exit status: 0 ok, 2 usage or a machine it cannot probe, 4 I/O error\n");
}

typedef struct opts {
    const char *out, *json, *html, *switches, *hwloc_xml, *hostfile;
    int pairs, contention, memory, quiet, all_pairs, discover;
    uint64_t max_size, contention_size;
    cp_probe_opts_t m;
} opts_t;

static int parse(int argc, char **argv, opts_t *o, cp_err_t *err)
{
    static const struct option lo[] = {{"json", 1, 0, 'j'},          {"report", 1, 0, 'r'},      {"switches", 1, 0, 's'},
                                       {"pairs", 1, 0, 'p'},         {"max-size", 1, 0, 'M'},    {"rse", 1, 0, 'e'},
                                       {"cap", 1, 0, 'c'},           {"contention-size", 1, 0, 'C'},
                                       {"no-contention", 0, 0, 'N'}, {"no-memory", 0, 0, 'n'},   {"help", 0, 0, 'h'},
                                       {"all-pairs", 0, 0, 'A'},     {"hwloc-xml", 1, 0, 'X'},   {"discover", 0, 0, 'D'},
                                       {"hostfile", 1, 0, 'H'},      {0, 0, 0, 0}};
    *o = (opts_t){"machine.cost", NULL, NULL, NULL, NULL, NULL, 2, 1, 1, 0, 0, 0, 4194304, 1048576, {0.05, 5, 1000, 0.5, 2, 1048576}};
    optind = 1;
    opterr = 0;
    int c;
    while ((c = getopt_long(argc, argv, "o:qh", lo, NULL)) != -1) {
        char *end = NULL;
        switch (c) {
        case 'o': o->out = optarg; break;
        case 'j': o->json = optarg; break;
        case 'r': o->html = optarg; break;
        case 's': o->switches = optarg; break;
        case 'q': o->quiet = 1; break;
        case 'N': o->contention = 0; break;
        case 'n': o->memory = 0; break;
        case 'A': o->all_pairs = 1; break;
        case 'D': o->discover = 1; break;
        case 'X': o->hwloc_xml = optarg; break;
        case 'H': o->hostfile = optarg; break;
        case 'h': return 1;
        case 'p':
            o->pairs = (int)strtol(optarg, &end, 10);
            if (*end || o->pairs < 1 || o->pairs > CP_PROBE_MAX_PAIRS)
                return cp_err_set(err, CP_ERR_INVALID, "--pairs takes 1 to %d, not '%s'", CP_PROBE_MAX_PAIRS, optarg);
            break;
        case 'M':
        case 'C': {
            /* the cost file's bandwidth is what messages of 64 KiB and more
             * stream at: below, it would be fitted on small messages (9.2
             * MB/s inside a socket at --max-size 1) */
            double v, lo = c == 'M' ? 65536 : 1;
            if (cp_size_parse(optarg, strlen(optarg), &v) || v != floor(v) || v < lo || v > (1u << 30))
                return cp_err_set(err, CP_ERR_INVALID, "--%s takes a whole size from %s to 1GiB (%s), not '%s'%s",
                                c == 'M' ? "max-size" : "contention-size", c == 'M' ? "64KiB" : "1", CP_SIZE_UNITS, optarg,
                                c == 'M' && v < lo ? ": the bandwidth is measured on messages of 64 KiB and more" : "");
            if (c == 'M') o->max_size = (uint64_t)v;
            else o->contention_size = (uint64_t)v;
            break;
        }
        case 'e':
        case 'c': {
            double v = strtod(optarg, &end);
            if (*end || !(v > 0) || v > 3600)
                return cp_err_set(err, CP_ERR_INVALID, "--%s takes a number > 0, not '%s'", c == 'e' ? "rse" : "cap", optarg);
            if (c == 'e') o->m.rse = v;
            else o->m.cap_s = v;
            break;
        }
        default: return cp_err_set(err, CP_ERR_INVALID, "unknown option '%s' (--help)", argv[optind - 1]);
        }
    }
    if (optind < argc) return cp_err_set(err, CP_ERR_INVALID, "unexpected '%s' (--help)", argv[optind]);
    if (o->hwloc_xml && !o->memory) return cp_err_set(err, CP_ERR_INVALID, "--hwloc-xml writes the memory measured: not with --no-memory");
    if (o->discover && o->switches)
        return cp_err_set(err, CP_ERR_INVALID, "--discover finds the switches from latencies: not with --switches, which gives them");
    if (o->hostfile && !o->discover)
        return cp_err_set(err, CP_ERR_INVALID, "--hostfile names the hosts --discover sorts: only with --discover");
    return 0;
}

/* Before a minute of measuring: a mistyped output must not replace a
 * recording, the switches file or the hostfile, two outputs must not be
 * one file, and every output must be writable.  dir: where --discover
 * writes its files. */
static int check_outputs(const opts_t *o, const char *dir, cp_err_t *err)
{
    const char *in[2] = {o->switches, o->hostfile}, *outs[4] = {o->out, o->json, o->html, o->hwloc_xml};
    static const char *const opt[4] = {"-o", "--json", "--report", "--hwloc-xml"};
    char both[1024];
    for (int k = 0; k < 4; k++)
        if (outs[k] && cp_out_refuse(outs[k], in, 2, err)) return -1;
    for (int k = 0; k < 4; k++)
        for (int j = k + 1; j < 4; j++)
            if (cp_out_same(outs[k], outs[j], both, sizeof both))
                return cp_err_set(err, CP_ERR_INVALID, "%s and %s both name %.900s: give each output a file of its own",
                                  opt[k], opt[j], both);
    static const char *const found[4] = {"topology.conf", "hosts.sorted", "hosts.sorted.mpich", "hosts.sorted.slurm"};
    for (int k = 0; o->discover && k < 4; k++) {
        char path[4200];
        snprintf(path, sizeof path, "%s/%s", dir, found[k]);
        if (o->hostfile && cp_out_same(o->hostfile, path, both, sizeof both))
            return cp_err_set(err, CP_ERR_INVALID, "--hostfile %s is %s, which --discover writes beside -o: keep the "
                                                   "hostfile elsewhere, or -o in another directory", o->hostfile, path);
        if (cp_out_writable(path, err)) return -1;
    }
    for (int k = 0; k < 4; k++)
        if (cp_out_writable(outs[k], err)) return -1;
    return 0;
}

/* Levels no pair of this job spans (one rank a node): their lines carry
 * another level's figures, marked stand-in in the file; said. */
static void warn_stand_ins(const cp_probe_run_t *run, int n, const char *out)
{
    char none[256] = "";
    int multi = 0; /* some node of several packages: else no job has pairs at "node" */
    for (int k = 0; k < n; k++) multi |= run->machine.rank[k].npackages != 1;
    for (int l = 0; l < run->r.nlevels; l++)
        if (!run->r.level[l].measured && (multi || strcmp(run->r.level[l].name, "node")))
            snprintf(none + strlen(none), sizeof none - strlen(none), "%s%s", none[0] ? ", " : "", run->r.level[l].name);
    if (none[0])
        fprintf(stderr, "commprof-probe: warning: no two ranks of this job share level%s %s: not measured, %s "
                        "carries a neighbouring level's figures there (marked stand-in); launch two ranks or more "
                        "a node (and a socket) to measure %s\n",
                strchr(none, ',') ? "s" : "", none, out, strchr(none, ',') ? "them" : "it");
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    MPI_Comm c = MPI_COMM_WORLD;
    int me, n;
    MPI_Comm_rank(c, &me);
    MPI_Comm_size(c, &n);
    opts_t o;
    cp_err_t err = {0};
    int rc = parse(argc, argv, &o, &err);
    if (rc) {
        if (me == 0) {
            if (rc > 0) usage(stdout);
            else cp_err_print("commprof-probe", &err);
        }
        MPI_Finalize();
        return rc > 0 ? 0 : 2;
    }
    if (n < 2) {
        if (me == 0) fprintf(stderr, "commprof-probe: error: needs at least 2 ranks (one pair per level): mpirun -n 2 or more\n");
        MPI_Finalize();
        return 2;
    }
    /* the directory of -o: where --discover writes topology.conf and the sorted hosts */
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", o.out);
    char *slash = strrchr(dir, '/');
    if (slash) *slash = 0;
    else snprintf(dir, sizeof dir, ".");
    /* the hostfile read first: a mistake in it costs no measuring */
    cp_hostlist_t hostfile = {0};
    if (me == 0) rc = check_outputs(&o, dir, &err) || (o.hostfile && cp_hostfile_read(o.hostfile, &hostfile, &err));
    if (me == 0 && !rc && o.hostfile && cp_hostlist_name_addresses(&hostfile)) /* hosts given by address */
        rc = cp_err_set(&err, CP_ERR_NOMEM, "out of memory");
    MPI_Bcast(&rc, 1, MPI_INT, 0, c);
    if (rc) {
        if (me == 0) cp_err_print("commprof-probe", &err);
        MPI_Finalize();
        return 2;
    }
    cp_probe_request_t rq = {o.switches,  o.discover, dir,         o.hostfile ? &hostfile : NULL, o.hostfile,
                             o.pairs,     o.contention, o.memory, o.all_pairs, o.max_size, o.contention_size,
                             o.m,         o.quiet ? NULL : stderr};
    static cp_probe_run_t run; /* large: per level, every size's statistics */
    if (cp_probe_run(c, &rq, &run, &err)) {
        if (me == 0) cp_err_print("commprof-probe", &err);
        cp_probe_run_free(&run);
        cp_hostlist_free(&hostfile);
        MPI_Finalize();
        return 2;
    }
    const cp_probe_result_t *res = &run.r;
    /* ---- outputs ---- */
    if (me == 0) {
        if (cp_probe_write_cost(o.out, res, &err) || (o.json && cp_probe_write_json(o.json, res, &err)) ||
            (o.html && cp_probe_write_html(o.html, res, &err)) ||
            (o.hwloc_xml && res->have_memory && cp_probe_memory_xml(&res->memory, o.hwloc_xml, &err))) {
            cp_err_print("commprof-probe", &err);
            rc = 4;
        } else if (!o.quiet) {
            fprintf(stderr, "commprof-probe: %s written (%.1f s)%s%s%s%s\n", o.out, res->seconds, o.json ? ", " : "",
                    o.json ? o.json : "", o.html ? ", " : "", o.html ? o.html : "");
        }
        if (!rc) warn_stand_ins(&run, n, o.out);
    }
    MPI_Bcast(&rc, 1, MPI_INT, 0, c);
    cp_probe_run_free(&run);
    cp_hostlist_free(&hostfile);
    MPI_Finalize();
    return rc;
}

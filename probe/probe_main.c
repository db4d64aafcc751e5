/* commprof-probe: measure the machine a job runs on, level by level, and
 * write the cost file the mapper and the analyzer read.
 *   mpirun -n N [--hostfile H] commprof-probe [--switches topology.conf] [-o machine.cost] ...
 * Rank 0 plans (which pairs stand for each level), says what it does on
 * stderr, and writes; every rank measures when its turn comes. */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "measure.h"
#include "out_file.h"
#include "discover.h"
#include "probe.h"
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
"  --all-pairs          also every pair of ranks: latency at 1 B, bandwidth at\n"
            "                       1 MiB (or --max-size), in the JSON and the report, and the\n"
            "                       pairs well off their level's median said (hot spots)\n"
            "  -q                   no progress on stderr\n"
            "exit status: 0 ok, 2 usage or a machine it cannot probe, 4 I/O error\n");
}

typedef struct opts {
    const char *out, *json, *html, *switches, *hwloc_xml;
    int pairs, contention, memory, quiet, all_pairs, discover;
    uint64_t max_size, contention_size;
    cp_probe_opts_t m;
} opts_t;

static int parse(int argc, char **argv, opts_t *o, char *err, size_t errlen)
{
    static const struct option lo[] = {{"json", 1, 0, 'j'},          {"report", 1, 0, 'r'},      {"switches", 1, 0, 's'},
                                       {"pairs", 1, 0, 'p'},         {"max-size", 1, 0, 'M'},    {"rse", 1, 0, 'e'},
                                       {"cap", 1, 0, 'c'},           {"contention-size", 1, 0, 'C'},
                                       {"no-contention", 0, 0, 'N'}, {"no-memory", 0, 0, 'n'},   {"help", 0, 0, 'h'},
                                       {"all-pairs", 0, 0, 'A'},     {"hwloc-xml", 1, 0, 'X'},   {"discover", 0, 0, 'D'},
                                       {0, 0, 0, 0}};
    *o = (opts_t){"machine.cost", NULL, NULL, NULL, NULL, 2, 1, 1, 0, 0, 0, 4194304, 1048576, {0.05, 5, 1000, 0.5, 2, 1048576}};
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
        case 'h': return 1;
        case 'p':
            o->pairs = (int)strtol(optarg, &end, 10);
            if (*end || o->pairs < 1 || o->pairs > CP_PROBE_MAX_PAIRS)
                return snprintf(err, errlen, "--pairs takes 1 to %d, not '%s'", CP_PROBE_MAX_PAIRS, optarg), -1;
            break;
        case 'M':
        case 'C': {
            /* the cost file's bandwidth is what messages of 64 KiB and more
             * stream at: below, it would be fitted on small messages (9.2
             * MB/s inside a socket at --max-size 1) */
            double v, lo = c == 'M' ? 65536 : 1;
            if (cp_size_parse(optarg, strlen(optarg), &v) || v != floor(v) || v < lo || v > (1u << 30))
                return snprintf(err, errlen, "--%s takes a whole size from %s to 1GiB (%s), not '%s'%s",
                                c == 'M' ? "max-size" : "contention-size", c == 'M' ? "64KiB" : "1", CP_SIZE_UNITS, optarg,
                                c == 'M' && v < lo ? ": the bandwidth is measured on messages of 64 KiB and more" : ""), -1;
            if (c == 'M') o->max_size = (uint64_t)v;
            else o->contention_size = (uint64_t)v;
            break;
        }
        case 'e':
        case 'c': {
            double v = strtod(optarg, &end);
            if (*end || !(v > 0) || v > 3600)
                return snprintf(err, errlen, "--%s takes a number > 0, not '%s'", c == 'e' ? "rse" : "cap", optarg), -1;
            if (c == 'e') o->m.rse = v;
            else o->m.cap_s = v;
            break;
        }
        default: return snprintf(err, errlen, "unknown option '%s' (--help)", argv[optind - 1]), -1;
        }
    }
    if (optind < argc) return snprintf(err, errlen, "unexpected '%s' (--help)", argv[optind]), -1;
    if (o->hwloc_xml && !o->memory) return snprintf(err, errlen, "--hwloc-xml writes the memory measured: not with --no-memory"), -1;
    if (o->discover && o->switches)
        return snprintf(err, errlen, "--discover finds the switches from latencies: not with --switches, which gives them"), -1;
    return 0;
}

/* Sizes: latency at every power of 2 up to max; bandwidth at powers of 16
 * and max. */
static int sizes(uint64_t max, int bw, uint64_t *out)
{
    int n = 0;
    for (uint64_t s = 1; s <= max && n < CP_PROBE_MAX_SIZES - 1; s *= bw ? 16 : 2) out[n++] = s;
    if (n && out[n - 1] != max) out[n++] = max;
    return n;
}

/* A barrier that waits without spinning: the ranks not measuring must
 * leave the cores to the two that are (oversubscribed nodes, and MPI's
 * own barrier polls). */
static void idle_barrier(MPI_Comm c)
{
    MPI_Request rq;
    int done = 0;
    MPI_Ibarrier(c, &rq);
    for (;;) {
        MPI_Test(&rq, &done, MPI_STATUS_IGNORE);
        if (done) break;
        /* 1 ms: every waiting rank wakes 1,000 times a second, not
         * 10,000 (seven of them on two cores made a launch's latencies 9%
         * noisier); one wait adds at most 1 ms between measurements */
        struct timespec t = {0, 1000000};
        nanosleep(&t, NULL);
    }
}

/* Everyone's part of one pair's measurement; rank 0 collects. */
static void pair_measure(MPI_Comm c, int me, int a, int b, cp_probe_kind_t kind, uint64_t size, const cp_probe_opts_t *o,
                         char *buf, cp_stats_t *out)
{
    cp_stats_t s;
    memset(&s, 0, sizeof s);
    if (me == a) cp_probe_measure(c, b, 1, kind, size, o, buf, &s);
    else if (me == b) cp_probe_measure(c, a, 0, kind, size, o, buf, &s);
    /* the result to rank 0 (a may be rank 0 itself) */
    if (a != 0) {
        if (me == a) MPI_Send(&s, (int)sizeof s, MPI_BYTE, 0, 7501, c);
        if (me == 0) MPI_Recv(&s, (int)sizeof s, MPI_BYTE, a, 7501, c, MPI_STATUS_IGNORE);
    }
    if (me == 0) *out = s;
    idle_barrier(c); /* one measurement at a time: nothing else on the links */
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    MPI_Comm c = MPI_COMM_WORLD;
    int me, n;
    MPI_Comm_rank(c, &me);
    MPI_Comm_size(c, &n);
    opts_t o;
    char err[1024] = "";
    int rc = parse(argc, argv, &o, err, sizeof err);
    if (rc) {
        if (me == 0) {
            if (rc > 0) usage(stdout);
            else fprintf(stderr, "commprof-probe: error: %s\n", err);
        }
        MPI_Finalize();
        return rc > 0 ? 0 : 2;
    }
    if (n < 2) {
        if (me == 0) fprintf(stderr, "commprof-probe: error: needs at least 2 ranks (one pair per level): mpirun -n 2 or more\n");
        MPI_Finalize();
        return 2;
    }
    /* before a minute of measuring: a mistyped output must not replace a
     * recording or the switches file, two outputs must not be one file,
     * and every output must be writable */
    if (me == 0) {
        const char *in[1] = {o.switches}, *outs[4] = {o.out, o.json, o.html, o.hwloc_xml};
        static const char *const opt[4] = {"-o", "--json", "--report", "--hwloc-xml"};
        char both[1024];
        for (int k = 0; k < 4 && !rc; k++)
            if (outs[k] && cp_out_refuse(outs[k], in, 1, err, sizeof err)) rc = -1;
        for (int k = 0; k < 4 && !rc; k++)
            for (int j = k + 1; j < 4 && !rc; j++)
                if (cp_out_same(outs[k], outs[j], both, sizeof both)) {
                    snprintf(err, sizeof err, "%s and %s both name %.900s: give each output a file of its own", opt[k],
                             opt[j], both);
                    rc = -1;
                }
        for (int k = 0; k < 4 && !rc; k++)
            if (cp_out_writable(outs[k], err, sizeof err)) rc = -1;
    }
    MPI_Bcast(&rc, 1, MPI_INT, 0, c);
    if (rc) {
        if (me == 0) fprintf(stderr, "commprof-probe: error: %s\n", err);
        MPI_Finalize();
        return 2;
    }
    double t_start = MPI_Wtime();
    static cp_probe_machine_t machine;
    static cp_probe_result_t r;
    static cp_discovery_t disc;
    static char discovered[4200];
    if (o.discover) { /* the switches first, from latencies; then those levels are measured */
        if (cp_probe_machine_gather(c, NULL, &machine, err, sizeof err)) rc = -1;
        MPI_Bcast(&rc, 1, MPI_INT, 0, c);
        char *small = rc ? NULL : malloc(cp_probe_buffer_bytes(64, &o.m));
        if (!rc && cp_probe_discover(c, &machine, pair_measure, &o.m, small, o.quiet, &disc, err, sizeof err)) rc = -1;
        free(small);
        if (!rc && me == 0) {
            char dir[4096];
            snprintf(dir, sizeof dir, "%s", o.out);
            char *slash = strrchr(dir, '/');
            if (slash) *slash = 0;
            else snprintf(dir, sizeof dir, ".");
            if (cp_discovery_write(&disc, &machine, dir, err, sizeof err)) rc = -1;
            snprintf(discovered, sizeof discovered, "%s/topology.conf", dir);
            if (!rc && !o.quiet) {
                int ng = 0;
                for (int h = 0, last = -1; h < disc.nhosts; h++)
                    if (disc.group[disc.order[h]] != last) ng++, last = disc.group[disc.order[h]];
                fprintf(stderr, "commprof-probe: discover: %d switch%s over %d level%s; %d pairs measured of %d (%.0f%%) and %d to "
                                "confirm, %.1f s; %d node%s not placed%s; %s, %s/hosts.sorted\n",
                        ng, ng == 1 ? "" : "es", disc.nlevels, disc.nlevels == 1 ? "" : "s", disc.pairs,
                        disc.nhosts * (disc.nhosts - 1) / 2, 100.0 * disc.pairs / (disc.nhosts * (disc.nhosts - 1) / 2),
                        disc.confirm_pairs, disc.seconds, disc.nunplaced, disc.nunplaced == 1 ? "" : "s",
                        disc.nunplaced ? " (their confirming pairs disagree: see the JSON)" : "", discovered, dir);
            }
        }
        MPI_Bcast(&rc, 1, MPI_INT, 0, c);
        cp_probe_machine_free(&machine);
        if (rc) {
            if (me == 0) fprintf(stderr, "commprof-probe: error: %s\n", err);
            MPI_Finalize();
            return 2;
        }
        o.switches = discovered;
        r.discovery = me == 0 ? &disc : NULL;
    }
    if (cp_probe_machine_gather(c, o.switches, &machine, err, sizeof err)) rc = -1;
    MPI_Bcast(&rc, 1, MPI_INT, 0, c);
    if (rc) {
        if (me == 0) fprintf(stderr, "commprof-probe: error: %s\n", err);
        MPI_Finalize();
        return 2;
    }
    r.machine = &machine;
    r.rse_target = o.m.rse, r.cap_s = o.m.cap_s, r.min_reps = o.m.min_reps;
    int npairs_all[CP_PROBE_MAX_LEVELS];
    int *pairs = NULL;
    if (me == 0) {
        r.nlevels = machine.nlevels;
        pairs = malloc(sizeof(int) * 2 * (size_t)o.pairs * CP_PROBE_MAX_LEVELS);
        if (!pairs || cp_probe_pick_pairs(&machine, o.pairs, pairs, npairs_all)) rc = -1;
        for (int l = 0; !rc && l < r.nlevels; l++) {
            cp_probe_level_t *L = &r.level[l];
            snprintf(L->name, sizeof L->name, "%s", machine.level[l]);
            L->npairs = npairs_all[l];
            L->measured = L->npairs > 0;
            for (int p = 0; p < L->npairs; p++) L->pair[p][0] = pairs[l * 2 * o.pairs + 2 * p], L->pair[p][1] = pairs[l * 2 * o.pairs + 2 * p + 1];
        }
        /* a level above the nodes that no pair of this job spans cannot be
         * measured here, and a figure made up for it would mislead the
         * mapper on the next, larger job */
        for (int l = machine.numa_level + 2; !rc && l < r.nlevels; l++)
            if (!r.level[l].measured) {
                snprintf(err, sizeof err,
                         "no two ranks of this job are at level '%s'%s%s: launch the probe on hosts on both sides of it "
                         "(a rank or two on each), or leave it out of --switches",
                         r.level[l].name, o.switches ? " of " : "", o.switches ? o.switches : "");
                rc = -2;
            }
        /* MPICH's string is its whole configure line: keep the first line */
        static char lib[MPI_MAX_LIBRARY_VERSION_STRING];
        int len = 0;
        MPI_Get_library_version(lib, &len);
        lib[strcspn(lib, "\n")] = 0;
        size_t k = strnlen(lib, sizeof r.mpi_library - 1);
        for (size_t i = 0; i < k; i++) r.mpi_library[i] = lib[i] == '\t' ? ' ' : lib[i];
        r.mpi_library[k] = 0;
        time_t now = time(NULL);
        strftime(r.date, sizeof r.date, "%Y-%m-%d %H:%M:%S %Z", localtime(&now));
        if (!o.quiet) {
            fprintf(stderr, "commprof-probe: %d ranks on %d host%s; levels:", n, machine.nhosts,
                    machine.nhosts == 1 ? "" : "s");
            for (int l = 0; l < r.nlevels; l++)
                fprintf(stderr, " %s (%s)", r.level[l].name, r.level[l].measured ? "measured" : "no pair");
            fprintf(stderr, "\n");
        }
    }
    MPI_Bcast(&rc, 1, MPI_INT, 0, c);
    if (rc) {
        if (me == 0) fprintf(stderr, "commprof-probe: error: %s\n", rc == -2 ? err : "out of memory");
        MPI_Finalize();
        return 2;
    }
    /* the plan to everyone: per level, its pairs */
    int plan[CP_PROBE_MAX_LEVELS * (1 + 2 * CP_PROBE_MAX_PAIRS) + 1];
    if (me == 0) {
        plan[0] = r.nlevels;
        for (int l = 0; l < r.nlevels; l++) {
            plan[1 + l * (1 + 2 * CP_PROBE_MAX_PAIRS)] = r.level[l].npairs;
            for (int p = 0; p < r.level[l].npairs; p++)
                for (int k = 0; k < 2; k++) plan[1 + l * (1 + 2 * CP_PROBE_MAX_PAIRS) + 1 + 2 * p + k] = r.level[l].pair[p][k];
        }
    }
    MPI_Bcast(plan, (int)(sizeof plan / sizeof *plan), MPI_INT, 0, c);
    int nlev = plan[0];
    uint64_t lat_sizes[CP_PROBE_MAX_SIZES], bw_sizes[CP_PROBE_MAX_SIZES];
    int nlat = sizes(o.max_size, 0, lat_sizes), nbw = sizes(o.max_size, 1, bw_sizes);
    uint64_t bufmax = o.max_size > o.contention_size ? o.max_size : o.contention_size;
    size_t bufbytes = cp_probe_buffer_bytes(bufmax, &o.m);
    if (me == 0 && (size_t)(n - 1) * o.contention_size > bufbytes) bufbytes = (size_t)(n - 1) * o.contention_size;
    char *buf = malloc(bufbytes);
    int ok = buf != NULL, allok;
    MPI_Allreduce(&ok, &allok, 1, MPI_INT, MPI_MIN, c);
    if (!allok) {
        if (me == 0) fprintf(stderr, "commprof-probe: error: out of memory for %zu bytes of buffers\n", bufbytes);
        MPI_Finalize();
        return 2;
    }
    memset(buf, 1, bufbytes);
    int steps = 0, total_steps = 0;
    for (int l = 0; l < nlev; l++) {
        int np = plan[1 + l * (1 + 2 * CP_PROBE_MAX_PAIRS)];
        if (np) total_steps += nlat + 2 * nbw + (np - 1) + (o.contention ? 1 : 0);
    }
    /* ---- per level: the first pair in full, the others at 1 byte ---- */
    for (int l = 0; l < nlev; l++) {
        int *pl = plan + 1 + l * (1 + 2 * CP_PROBE_MAX_PAIRS), np = pl[0];
        if (!np) continue;
        int a = pl[1], b = pl[2];
        cp_probe_level_t *L = me == 0 ? &r.level[l] : NULL;
        if (me == 0 && !o.quiet)
            fprintf(stderr, "commprof-probe: %s: ranks %d (%s) and %d (%s)\n", L->name, a, machine.rank[a].host, b,
                    machine.rank[b].host);
        /* a pair new to each other: its connection is made on its first
         * message (TCP's handshake, its first windows) and its first round
         * trips are slower than the rest; 50 small and a few large first */
        {
            cp_probe_opts_t w = o.m;
            cp_stats_t s;
            w.min_reps = w.max_reps = 50, w.warmup = 0;
            pair_measure(c, me, a, b, CP_PROBE_LATENCY, 1, &w, buf, &s);
            w.min_reps = w.max_reps = 3;
            pair_measure(c, me, a, b, CP_PROBE_BW, o.max_size, &w, buf, &s);
        }
        /* latencies: at least 20 round trips a size (five are a coin toss
         * on a shared machine; round trips are cheap) */
        cp_probe_opts_t lo = o.m;
        if (lo.min_reps < 20) lo.min_reps = 20;
        for (int k = 0; k < nlat; k++, steps++) {
            cp_stats_t s;
            pair_measure(c, me, a, b, CP_PROBE_LATENCY, lat_sizes[k], &lo, buf, &s);
            if (me == 0) L->lat_size[k] = lat_sizes[k], L->lat[k] = s, L->nlat = k + 1;
        }
        if (me == 0) L->lat_least = L->lat[0].min;
        for (int k = 0; k < nbw; k++, steps += 2) {
            cp_stats_t s1, s2;
            pair_measure(c, me, a, b, CP_PROBE_BW, bw_sizes[k], &o.m, buf, &s1);
            pair_measure(c, me, a, b, CP_PROBE_BIBW, bw_sizes[k], &o.m, buf, &s2);
            if (me == 0) L->bw_size[k] = bw_sizes[k], L->bw[k] = s1, L->bibw[k] = s2, L->nbw = k + 1;
            /* the smallest message's latency, the cost file's figure, again
             * in the middle and at the end of the level.  Other work on a
             * shared or oversubscribed machine slows whole rounds, even a
             * whole launch, and moves their medians (two launches on the
             * testbed: 1.156 and 1.088 ms, three rounds each), while the
             * least time of a round stays what the path costs (1.0793 and
             * 1.0803 ms): the cost file takes the least over the rounds;
             * the round of the lowest median is the one reported */
            if (k == nbw / 2 || k == nbw - 1) {
                cp_stats_t s;
                pair_measure(c, me, a, b, CP_PROBE_LATENCY, lat_sizes[0], &lo, buf, &s);
                if (me == 0 && s.median > 0 && s.median < L->lat[0].median) L->lat[0] = s;
                if (me == 0 && s.min > 0 && s.min < L->lat_least) L->lat_least = s.min;
            }
        }
        for (int p = 1; p < np; p++, steps++) {
            cp_stats_t s;
            cp_probe_opts_t w = o.m;
            w.min_reps = w.max_reps = 50, w.warmup = 0;
            pair_measure(c, me, pl[1 + 2 * p], pl[2 + 2 * p], CP_PROBE_LATENCY, 1, &w, buf, &s); /* warm-up */
            w = o.m;
            if (w.min_reps < 20) w.min_reps = 20;
            pair_measure(c, me, pl[1 + 2 * p], pl[2 + 2 * p], CP_PROBE_LATENCY, 1, &w, buf, &s);
            if (me == 0) L->other_lat[p] = s;
        }
        if (o.contention) {
            cp_stats_t s;
            pair_measure(c, me, a, b, CP_PROBE_EXCHANGE, o.contention_size, &o.m, buf, &s);
            if (me == 0) L->exchange = s;
            steps++;
        }
        if (me == 0) {
            double t[CP_PROBE_MAX_SIZES];
            for (int k = 0; k < L->nlat; k++) t[k] = L->lat[k].median;
            cp_fit_piecewise(L->lat_size, t, L->nlat, CP_FIT_MAX_SEGMENTS, &L->fit);
            cp_fit_piecewise(L->lat_size, t, L->nlat, 1, &L->plain);
            if (!o.quiet) {
                fprintf(stderr, "commprof-probe: %s: %.3g us one way at 1 B (median; least %.3g us), %.4g MB/s at %llu B, %d segment%s (fit within %.1f%%) [%d/%d]\n",
                        L->name, L->lat[0].median * 1e6, L->lat_least * 1e6, L->bw[L->nbw - 1].median / 1e6,
                        (unsigned long long)L->bw_size[L->nbw - 1], L->fit.nseg, L->fit.nseg == 1 ? "" : "s",
                        100 * L->fit.median_err, steps, total_steps);
                for (int p = 1; p < L->npairs; p++)
                    fprintf(stderr, "commprof-probe: %s: ranks %d and %d: %.3g us one way at 1 B\n", L->name, L->pair[p][0],
                            L->pair[p][1], L->other_lat[p].median * 1e6);
            }
        }
    }
    /* ---- every pair, as mpiGraph does: the hot spots a level's pairs hide ---- */
    if (o.all_pairs) {
        uint64_t bsz = o.max_size < 1048576 ? o.max_size : 1048576;
        if (me == 0) {
            r.ap_n = n, r.ap_bytes = bsz;
            r.ap_lat = calloc((size_t)n * (size_t)n, sizeof *r.ap_lat);
            r.ap_bw = calloc((size_t)n * (size_t)n, sizeof *r.ap_bw);
            if (!o.quiet) fprintf(stderr, "commprof-probe: all pairs: %d, latency at 1 B and bandwidth at %llu B\n", n * (n - 1) / 2,
                                  (unsigned long long)bsz);
        }
        for (int a = 0; a < n; a++)
            for (int b = a + 1; b < n; b++) {
                cp_stats_t s1, s2;
                cp_probe_opts_t w = o.m;
                w.min_reps = w.max_reps = 20, w.warmup = 0;
                pair_measure(c, me, a, b, CP_PROBE_LATENCY, 1, &w, buf, &s1); /* the connection made */
                w = o.m;
                if (w.min_reps < 20) w.min_reps = 20;
                pair_measure(c, me, a, b, CP_PROBE_LATENCY, 1, &w, buf, &s1);
                pair_measure(c, me, a, b, CP_PROBE_BW, bsz, &o.m, buf, &s2);
                if (me == 0 && r.ap_lat && r.ap_bw) {
                    r.ap_lat[a * n + b] = r.ap_lat[b * n + a] = s1.median;
                    r.ap_bw[a * n + b] = r.ap_bw[b * n + a] = s2.median;
                }
            }
        if (me == 0 && r.ap_lat && r.ap_bw) {
            r.have_all_pairs = 1;
            cp_probe_hot_spots(&r, o.quiet ? NULL : stderr);
        }
    }
    /* ---- contention: synchronized starts ---- */
    if (o.contention) {
        cp_probe_clock_t clk;
        cp_probe_clock_sync(c, &clk, &r.max_rtt);
        if (me == 0 && !o.quiet)
            fprintf(stderr, "commprof-probe: contention: star, ring and random pairs of %llu B, clocks within %.3g ms\n",
                    (unsigned long long)o.contention_size, r.max_rtt / 2 * 1e3);
        r.contention_size = o.contention_size;
        cp_probe_pattern(c, &clk, r.max_rtt, CP_PATTERN_STAR, o.contention_size, 5, 1, buf, &r.star);
        cp_probe_pattern(c, &clk, r.max_rtt, CP_PATTERN_RING, o.contention_size, 5, 1, buf, &r.ring);
        cp_probe_pattern(c, &clk, r.max_rtt, CP_PATTERN_CHAOS, o.contention_size, 9, 12345, buf, &r.chaos);
        if (me == 0) {
            r.have_contention = 1;
            /* per level: each valid chaos pair's time over the level's exchange alone */
            double *v = malloc(sizeof(double) * (size_t)r.chaos.reps * (size_t)n + 1);
            for (int l = 0; v && l < r.nlevels; l++) {
                cp_probe_level_t *L = &r.level[l];
                int k = 0;
                for (int rep = 0; L->measured && rep < r.chaos.reps; rep++) {
                    if (!r.chaos.ok[rep]) continue;
                    for (int x = 0; x < n; x++) {
                        int y = r.chaos.partner[(size_t)rep * n + x];
                        if (y > x && cp_probe_pair_level(&machine, x, y) == l && L->exchange.median > 0) {
                            double tx = r.chaos.own[(size_t)rep * n + x], ty = r.chaos.own[(size_t)rep * n + y];
                            v[k++] = (tx > ty ? tx : ty) / L->exchange.median;
                        }
                    }
                }
                L->contention_samples = k;
                if (k) {
                    L->contention = cp_stats_median(v, k);
                    if (L->contention < 1) L->contention = 1; /* faster together is noise */
                }
            }
            free(v);
            if (!o.quiet)
                fprintf(stderr, "commprof-probe: contention: %d, %d and %d of %d, %d, %d repetitions started in time\n",
                        r.star.valid, r.ring.valid, r.chaos.valid, r.star.reps, r.ring.reps, r.chaos.reps);
        }
    }
    /* ---- memory, on rank 0's node, while the others wait ---- */
    if (o.memory && me == 0) {
        if (!o.quiet) fprintf(stderr, "commprof-probe: memory: STREAM triad and pointer chase per NUMA pair on %s\n", machine.rank[0].host);
        r.have_memory = !cp_probe_memory((size_t)64 << 20, &r.memory);
    }
    idle_barrier(c);
    /* ---- outputs ---- */
    if (me == 0) {
        r.seconds = MPI_Wtime() - t_start;
        if (cp_probe_write_cost(o.out, &r, err, sizeof err) ||
            (o.json && cp_probe_write_json(o.json, &r, err, sizeof err)) ||
            (o.html && cp_probe_write_html(o.html, &r, err, sizeof err)) ||
            (o.hwloc_xml && r.have_memory && cp_probe_memory_xml(&r.memory, o.hwloc_xml, err, sizeof err))) {
            fprintf(stderr, "commprof-probe: error: %s\n", err);
            rc = 4;
        } else if (!o.quiet) {
            fprintf(stderr, "commprof-probe: %s written (%.1f s)%s%s%s%s\n", o.out, r.seconds, o.json ? ", " : "",
                    o.json ? o.json : "", o.html ? ", " : "", o.html ? o.html : "");
        }
        /* levels no pair of this job spans (one rank a node): their lines
         * carry another level's figures, marked stand-in in the file */
        char none[256] = "";
        int multi = 0; /* some node of several packages: else no job has pairs at "node" */
        for (int k = 0; k < n; k++) multi |= machine.rank[k].npackages != 1;
        for (int l = 0; l < r.nlevels; l++)
            if (!r.level[l].measured && (multi || strcmp(r.level[l].name, "node")))
                snprintf(none + strlen(none), sizeof none - strlen(none), "%s%s", none[0] ? ", " : "", r.level[l].name);
        if (none[0] && !rc)
            fprintf(stderr, "commprof-probe: warning: no two ranks of this job share level%s %s: not measured, %s "
                            "carries a neighbouring level's figures there (marked stand-in); launch two ranks or more "
                            "a node (and a socket) to measure %s\n",
                    strchr(none, ',') ? "s" : "", none, o.out, strchr(none, ',') ? "them" : "it");
    }
    MPI_Bcast(&rc, 1, MPI_INT, 0, c);
    free(buf);
    free(pairs);
    if (me == 0) {
        cp_pattern_result_free(&r.star), cp_pattern_result_free(&r.ring), cp_pattern_result_free(&r.chaos);
        cp_probe_memory_free(&r.memory);
        free(r.ap_lat), free(r.ap_bw), free(r.hot);
    }
    cp_probe_machine_free(&machine);
    MPI_Finalize();
    return rc;
}

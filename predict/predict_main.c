/* commprof-predict: how long a traced job would run under each placement,
 * by replaying its trace with SimGrid's SMPI on a model of the machine
 * (docs/prediction.md).  The library does the work (replay_trace.h,
 * replay_run.h); this reads the options, the placements and the platform,
 * and prints the table. */
#include <errno.h>
#include <ftw.h>
#include <getopt.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "comm_matrix.h"
#include "cpus.h"
#include "host_addr.h"
#include "host_name.h"
#include "machine.h"
#include "machine_source.h"
#include "map.h"
#include "platform.h"
#include "rankfile_read.h"
#include "trace_estimate.h"
#include "trace_size.h"
#include "units.h"
#include "replay_run.h"
#include "replay_trace.h"
#include "settings.h"
#include "sync_latency.h"

static void usage(FILE *f)
{
    fputs("usage: commprof-predict [--platform P.xml | --hostfile H [--cost C]] [PLACEMENTS] [options] RECORDING\n"
          "Predicts the run time of a traced job (commprof-run with COMMPROF_MODE=trace) under\n"
          "each placement: its trace is replayed on the platform, rank i on the host the\n"
          "placement gives it, by the mapper's flow model (or SimGrid's SMPI: --engine smpi),\n"
          "from MPI_Init's end to MPI_Finalize (where the trace lacks them, from the first\n"
          "traced call to the last).\n"
          "RECORDING is the recording's directory (its trace/traces.otf2), an OTF2 archive's\n"
          ".otf2 file, or SimGrid actions (the index smpirun -trace-ti writes), replayed as\n"
          "they are.\n"
          "\n"
          "  --platform P.xml     the machine, as SimGrid reads it; mapper --write-platform writes\n"
          "                       one from a hostfile, topology.conf and commprof-probe's cost file;\n"
          "                       or give those (--hostfile, --switches, --cost, below: flow only;\n"
          "                       without --cost, the network's costs the recording measured);\n"
          "                       none: the hosts the mapper finds (a batch system's, Open MPI's\n"
          "                       default hostfile, else the recording's own) and those costs\n"
          "placements (each named; default: launched where the recording names its hosts, block\n"
          "and round-robin):\n"
          "  --hosts NAME=FILE    a placement: a rankfile (rank N=host slot=...) or a host list\n"
          "                       (line i: rank i's host), as mapper writes them\n"
          "  --launched           the hosts the recording's ranks ran on\n"
          "  --block              ranks filling the hosts in order, a core (a slot) each\n"
          "  --round-robin        ranks dealt to the hosts in turn\n"
          "  --hostfile H         the job's hosts and slots among the platform's (smpirun's\n"
          "                       -hostfile, host:N, or Open MPI's form), for --block and\n"
          "                       --round-robin; default: every host of the platform, its cores\n"
          "options:\n"
          "  --actions DIR        where the replay's action files go (default: RECORDING/replay)\n"
          "  --lat-factor L --bw-factor B  SMPI's factors by message size (\"0:1;65536:0.9\"), for\n"
          "                       --engine smpi (implied); default: the platform's own (mapper\n"
          "                       --write-platform writes the cost file's size segments, else 1),\n"
          "                       else SimGrid's defaults, as smpirun and the mapper apply them\n"
          "  --timeout S          stop an SMPI replay after S seconds (default 3600)\n"
          "  --engine E           flow (default: the mapper's replay, mapper --objective time:\n"
          "                       each level's latency and bandwidth, the links messages share,\n"
          "                       collectives as log2(n) steps; in this process, no SimGrid\n"
          "                       needed) or smpi: SimGrid's SMPI (smpirun -replay), one process\n"
          "                       a placement, the collectives' own algorithms and SimGrid's\n"
          "                       network model, tens of times slower (docs/prediction.md)\n"
          "  --cost C [--switches T]  the flow engine's machine built as the mapper builds it from\n"
          "                       --hostfile (else the hosts it finds), topology.conf T and\n"
          "                       commprof-probe's cost file C, in place of a platform's: it keeps\n"
          "                       what a platform cannot (the cost file's pair lines, a\n"
          "                       dragonfly's gateways and places); without --cost, each level's\n"
          "                       latency and bandwidth as the recording's clock synchronization\n"
          "                       measured them (at MPI_Init and MPI_Finalize), inside nodes\n"
          "                       defaults\n"
          "  --jobs N             SMPI's replays side by side (default: the CPUs this process may use;\n"
          "                       each takes one, and the memory of the trace's actions)\n"
          "  --json FILE          the predictions as JSON\n"
          "  -q                   print only the table\n"
          "before the traced run:\n"
          "  --estimate           RECORDING is a profile of the job (commprof-run -o DIR, any mode):\n"
          "                       say how large its trace will be, against COMMPROF_TRACE_LIMIT,\n"
          "                       and what replaying it will take; no --platform.  Exit 1 when\n"
          "                       it is too large (a rank's trace would be cut, or the replay\n"
          "                       would not fit in this machine's memory)\n"
          "  --trace-limit SIZE   the limit to check (default: $COMMPROF_TRACE_LIMIT, else 1GiB)\n"
          "  -h, --help\n",
          f);
}

#define die(...) (fprintf(stderr, "commprof-predict: error: " __VA_ARGS__), fputc('\n', stderr), exit(2))

typedef struct placement {
    char name[64];
    char *src; /* what it came from, for messages */
    char **host;
    double predicted_s, wall_s;
} placement_t;

/* the platform's host of that name (host_addr.h's finder: short and
 * long names, hosts by address; each looked up once) */
static int host_on_platform(const cp_platform_t *p, const char *h)
{
    static const cp_platform_t *of;
    static cp_host_finder_t finder;
    if (of != p) cp_host_finder_free(&finder), cp_host_finder_init(&finder, p->host, p->nhosts), of = p;
    int at = cp_host_finder_find(&finder, h);
    if (at == -2) die("out of memory");
    return at;
}

/* a few of the platform's hosts, for a message naming one it lacks */
static const char *host_name(const void *p, long long i) { return ((const cp_platform_t *)p)->host[i]; }

static const char *platform_hosts(const cp_platform_t *p)
{
    static char b[320];
    char names[288];
    snprintf(b, sizeof b, " (it has %s)", cp_hosts_said(names, sizeof names, p->nhosts, "host", host_name, p));
    return b;
}

static placement_t *add_placement(placement_t **pl, int *n, const char *name, const char *src)
{
    placement_t *t = realloc(*pl, (size_t)(*n + 1) * sizeof *t);
    if (!t) die("out of memory");
    *pl = t;
    placement_t *p = &t[(*n)++];
    /* the table's rows, the JSON's and SMPI's host files (hosts.NAME) go by name */
    for (int i = 0; i < *n - 1; i++)
        if (!strcmp(t[i].name, name))
            die("two placements named '%s' (%s and %s): give each --hosts a name of its own%s", name, t[i].src, src,
                strcmp(name, "launched") && strcmp(name, "block") && strcmp(name, "round-robin")
                    ? ""
                    : " (launched, block and round-robin are --launched's, --block's and --round-robin's)");
    memset(p, 0, sizeof *p);
    snprintf(p->name, sizeof p->name, "%s", name);
    p->src = strdup(src);
    return p;
}

/* block: the nh hosts name[] filled in order, cap[h] ranks each;
 * round-robin: one rank per host in turn, passing full ones */
static int generated(char *const *name, const int *cap, int nh, uint32_t n, int rr, char **host)
{
    int *used = calloc((size_t)nh, sizeof *used);
    if (!used) return -1;
    int h = 0;
    for (uint32_t r = 0; r < n; r++) {
        int tries = 0;
        while (used[h] >= cap[h] && tries++ < nh) h = (h + 1) % nh;
        if (tries > nh) { /* more ranks than cores: oversubscribed, as launchers allow */
            memset(used, 0, (size_t)nh * sizeof *used);
        }
        host[r] = name[h];
        used[h]++;
        if (rr || used[h] >= cap[h]) h = (h + 1) % nh;
    }
    free(used);
    return 0;
}

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* --json's file checked before the replays (SMPI's may take hours), not
 * made yet: a run that fails leaves a file of the same name as it was */
static void check_writable(const char *what, const char *path)
{
    struct stat st;
    if (!strcmp(path, "-")) return;
    if (!stat(path, &st)) {
        if (S_ISDIR(st.st_mode)) die("%s %s: a directory, not a file", what, path);
        if (access(path, W_OK)) die("%s %s: %s", what, path, strerror(errno));
        return;
    }
    if (errno != ENOENT) die("%s %s: %s", what, path, strerror(errno));
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (!slash) snprintf(dir, sizeof dir, ".");
    else if (slash == dir) dir[1] = 0;
    else *slash = 0;
    if (stat(dir, &st) || (S_ISDIR(st.st_mode) && access(dir, W_OK | X_OK)))
        die("%s %s: cannot be written in %s: %s", what, path, dir, strerror(errno));
    if (!S_ISDIR(st.st_mode)) die("%s %s: %s is not a directory", what, path, dir);
}

/* what the command line asks */
typedef struct cli {
    const char *platform, *actions, *json, *latf, *bwf, *input, *hostfile, *costfile, *switches;
    char machine[PATH_MAX + 32]; /* what the messages name: "the platform P", or "the hostfile H" without one */
    double timeout;
    int quiet, want_launched, want_block, want_rr, estimate, jobs, flow, engine_given;
    double trace_limit;
    struct hosts_opt {
        char *name, *file;
    } *given;
    int ngiven;
} cli_t;

static void parse(int argc, char **argv, cli_t *o)
{
    /* the flow engine by default: on the testbed it predicted placements'
     * speedups closer than SMPI's replay, in 1-2% of the job's time where
     * SMPI's took up to 45% (docs/benchmarks.md, Prediction), and needs no
     * SimGrid on the user's machine */
    *o = (cli_t){.timeout = 3600, .trace_limit = -1, .jobs = cp_cpus_usable(), .flow = 1};
    static const struct option opts[] = {
        {"platform", required_argument, 0, 'p'}, {"hosts", required_argument, 0, 'H'},
        {"launched", no_argument, 0, 'L'},       {"block", no_argument, 0, 'B'},
        {"round-robin", no_argument, 0, 'R'},    {"actions", required_argument, 0, 'a'},
        {"lat-factor", required_argument, 0, 'l'}, {"bw-factor", required_argument, 0, 'b'},
        {"timeout", required_argument, 0, 't'},  {"json", required_argument, 0, 'j'},
        {"estimate", no_argument, 0, 'E'},       {"trace-limit", required_argument, 0, 'T'},
        {"jobs", required_argument, 0, 'J'},     {"engine", required_argument, 0, 'e'},
        {"hostfile", required_argument, 0, 'f'}, {"cost", required_argument, 0, 'c'},
        {"switches", required_argument, 0, 's'},
        {"help", no_argument, 0, 'h'},           {0, 0, 0, 0}};
    int c;
    while ((c = getopt_long(argc, argv, "qh", opts, NULL)) != -1) {
        switch (c) {
        case 'p': o->platform = optarg; break;
        case 'H': {
            char *eq = strchr(optarg, '=');
            if (!eq || eq == optarg || !eq[1]) die("--hosts takes NAME=FILE (e.g. placed=rankfile), not '%s'", optarg);
            /* a name names SMPI's host file of it (ACTIONS/hosts.NAME) and a column */
            if (eq - optarg > 63 || strspn(optarg, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._+-") <
                                        (size_t)(eq - optarg))
                die("--hosts %s: a placement's name is up to 63 letters, digits and . _ + -", optarg);
            struct hosts_opt *g = realloc(o->given, (size_t)(o->ngiven + 1) * sizeof *g);
            if (!g) die("out of memory");
            o->given = g;
            g[o->ngiven].name = strndup(optarg, (size_t)(eq - optarg));
            g[o->ngiven++].file = eq + 1;
            break;
        }
        case 'L': o->want_launched = 1; break;
        case 'B': o->want_block = 1; break;
        case 'R': o->want_rr = 1; break;
        case 'a': o->actions = optarg; break;
        case 'f': o->hostfile = optarg; break;
        case 'c': o->costfile = optarg; break;
        case 's': o->switches = optarg; break;
        case 'l': o->latf = optarg; break;
        case 'b': o->bwf = optarg; break;
        case 't': {
            char *end;
            o->timeout = strtod(optarg, &end);
            if (end == optarg || *end || !(o->timeout > 0)) die("bad --timeout '%s' (seconds, above 0)", optarg);
            break;
        }
        case 'j': o->json = optarg; break;
        case 'e':
            if (strcmp(optarg, "smpi") && strcmp(optarg, "flow")) die("bad --engine '%s' (smpi or flow)", optarg);
            o->flow = !strcmp(optarg, "flow");
            o->engine_given = 1;
            break;
        case 'E': o->estimate = 1; break;
        case 'J': {
            char *end;
            long v = strtol(optarg, &end, 10);
            if (end == optarg || *end || v < 1 || v > 4096) die("bad --jobs '%s' (replays at a time, 1 or more)", optarg);
            o->jobs = (int)v;
            break;
        }
        case 'T':
            if (cp_size_parse(optarg, strlen(optarg), &o->trace_limit) || !(o->trace_limit >= 1))
                die("bad --trace-limit '%s' (a size: %s)", optarg, CP_SIZE_UNITS);
            break;
        case 'q': o->quiet = 1; break;
        case 'h': usage(stdout); exit(0);
        default: usage(stderr); exit(2);
        }
    }
    if (optind != argc - 1) {
        usage(stderr);
        if (optind >= argc) die("give the recording (its directory) or the trace");
        die("one recording at a time");
    }
    o->input = argv[optind];
    if (o->estimate) return;
    if (o->json) check_writable("--json", o->json);
    if (!o->platform && !o->flow && o->costfile)
        die("--engine smpi replays on a SimGrid platform, and --cost builds the flow engine's machine: give --platform "
            "P.xml (mapper --write-platform P.xml writes one from --hostfile, --switches and --cost)");
    if ((o->latf || o->bwf) && !o->engine_given) o->flow = 0; /* SMPI's options: its engine */
    if (o->flow && (o->latf || o->bwf))
        die("--engine flow reads SMPI's factors from the platform (its smpi/lat-factor and smpi/bw-factor), not "
            "--lat-factor and --bw-factor");
    if ((o->costfile || o->switches) && !o->flow && o->platform)
        die("--cost and --switches build the flow engine's machine; --engine smpi replays on the platform");
    if (o->switches && o->platform && !o->costfile)
        die("--switches with --platform: the platform has its switches (with --cost, the flow engine's machine is "
            "built from --hostfile, --switches and --cost in its place)");
    if (o->costfile && !o->hostfile && o->platform)
        die("--cost needs --hostfile: the job's hosts, as the mapper was given them (with --switches, their topology.conf)");
}

/* The input and its actions: a recording's trace (DIR/trace/traces.otf2)
 * or an .otf2 file, written as SMPI actions in actdir; or SMPI's own
 * actions (an index), replayed as they are. */
typedef struct trace_in {
    char anchor[PATH_MAX], recdir[PATH_MAX], actdir[PATH_MAX + 16];
    int ti; /* SMPI's own actions */
    cp_replay_stats_t st;
} trace_in_t;

/* A recording's matrix (its ranks' hosts, what its clock synchronization
 * measured), read once a run: the launched order and the machine's costs
 * both want it, and a large job's recording is a file a node to read. */
static const cp_matrix_t *recording_read(const char *recdir, int must)
{
    static cp_matrix_t m;
    static char from[PATH_MAX];
    if (from[0] && !strcmp(from, recdir)) return &m;
    if (from[0]) cp_matrix_free(&m), from[0] = 0;
    cp_err_t me;
    cp_matrix_opts_t mo = {0};
    mo.kinds = CP_KIND_P2P | CP_KIND_COLL | CP_KIND_RMA;
    if (cp_matrix_from_recording(recdir, &mo, &m, &me)) {
        if (must) die("%s", me.msg);
        return NULL;
    }
    snprintf(from, sizeof from, "%s", recdir);
    return &m;
}

/* The recording the input is, or whose trace it is, into recdir ("" for
 * a trace or actions of their own); its trace, into anchor. */
static void find_recording(const char *input, char *recdir, size_t rlen, char *anchor, size_t alen)
{
    struct stat sb;
    recdir[0] = 0;
    if (stat(input, &sb)) die("%s: %s", input, strerror(errno));
    if (S_ISDIR(sb.st_mode)) {
        snprintf(recdir, rlen, "%s", input);
        snprintf(anchor, alen, "%s/trace/traces.otf2", input);
        if (access(anchor, R_OK))
            die("%s holds no trace (%s): record with COMMPROF_MODE=trace (commprof-run -o DIR -- mpirun -x "
                "COMMPROF_MODE=trace ...; commprof-run --place --predict does)",
                input, anchor);
        return;
    }
    snprintf(anchor, alen, "%s", input);
    /* a recording's own trace named by its path (tab completion gives
     * DIR/trace/traces.otf2): the recording is DIR, whose hosts are the
     * launched order */
    /* (POSIX's dirname and basename write into their argument, or
     * return a string of their own: each on its own copy) */
    char a[PATH_MAX], b[PATH_MAX], sub[PATH_MAX], up[PATH_MAX], dir[PATH_MAX], cpj[PATH_MAX + 16];
    snprintf(a, sizeof a, "%s", input), snprintf(b, sizeof b, "%s", input);
    snprintf(sub, sizeof sub, "%s", dirname(b)), snprintf(up, sizeof up, "%s", sub); /* DIR/trace */
    snprintf(dir, sizeof dir, "%s", dirname(up)); /* DIR ("trace/traces.otf2" alone: ".") */
    snprintf(cpj, sizeof cpj, "%s/job.cpj", dir);
    if (!strcmp(basename(a), "traces.otf2") && !strcmp(basename(sub), "trace") && !access(cpj, R_OK))
        snprintf(recdir, rlen, "%s", dir);
}

static void make_actions(const cli_t *o, const cp_platform_t *plat, trace_in_t *t)
{
    const char *input = o->input;
    find_recording(input, t->recdir, sizeof t->recdir, t->anchor, sizeof t->anchor);
    t->ti = !t->recdir[0] && cp_ti_is_index(input);
    if (o->actions) snprintf(t->actdir, sizeof t->actdir, "%s", o->actions);
    else if (t->recdir[0]) snprintf(t->actdir, sizeof t->actdir, "%s/replay", t->recdir);
    else snprintf(t->actdir, sizeof t->actdir, "%s.replay", t->anchor);
    memset(&t->st, 0, sizeof t->st);
    double t0 = now_s();
    if (t->ti) { /* the host lists and logs go to --actions DIR or beside */
        if (o->actions) {
            if (mkdir(t->actdir, 0777) && errno != EEXIST) die("%s: %s", t->actdir, strerror(errno));
        } else {
            snprintf(t->actdir, sizeof t->actdir, "%s", input);
            char *slash = strrchr(t->actdir, '/');
            if (slash) *slash = 0;
            else snprintf(t->actdir, sizeof t->actdir, ".");
        }
        FILE *f = fopen(input, "r");
        char line[PATH_MAX + 2];
        while (f && fgets(line, sizeof line, f))
            if (line[0] != '\n') t->st.ranks++;
        if (f) fclose(f);
    } else {
        cp_err_t err;
        if (!o->quiet) fprintf(stderr, "commprof-predict: writing %s's actions in %s\n", t->anchor, t->actdir);
        if (cp_replay_from_otf2(t->anchor, t->actdir, plat->speed > 0 ? plat->speed : CP_MACHINE_FLOPS, &t->st, &err))
            die("%s", err.msg);
    }
    if (!t->st.ranks) die("%s: no ranks", input);
    /* a recording's trace of another job (a trace copied in, a recording
     * made again beside an older trace) would be replayed on this job's
     * hosts and costs */
    if (t->recdir[0]) {
        const cp_matrix_t *m = recording_read(t->recdir, 0); /* (one it cannot read is said where it is needed) */
        if (m && m->n != t->st.ranks)
            die("%s is the trace of a job of %u ranks, and the recording %s of %u: another job's trace (trace and "
                "record in one run: commprof-run -o DIR --predict -- ..., or COMMPROF_MODE=trace)",
                t->anchor, t->st.ranks, t->recdir, m->n);
    }
    const cp_replay_stats_t *st = &t->st;
    if (o->quiet || t->ti) return;
    fprintf(stderr,
            "commprof-predict: %u ranks, %.3f s from %s to MPI_Finalize; %llu messages, "
            "%llu collectives replayed whole, %llu on parts of the world as their algorithms' messages, %llu others "
            "(intercommunicators', a rank's alone) and %.3f s of other calls as their time, %.3f s of computation (all ranks) (%.1f s)\n",
            st->ranks, st->span_s, st->ranks_from_init == st->ranks ? "MPI_Init's end" : "the first traced call",
            (unsigned long long)st->sends, (unsigned long long)st->colls_world,
            (unsigned long long)st->colls_sub, (unsigned long long)st->colls_timed, st->timed_s, st->compute_s,
            now_s() - t0);
    if (st->unmatched || st->unresolved)
        fprintf(stderr, "commprof-predict: note: %llu receives without their send and %llu messages on "
                        "intercommunicators or communicators the trace does not define were left out\n",
                (unsigned long long)st->unmatched, (unsigned long long)st->unresolved);
}

/* --launched: the hosts the recording's ranks ran on; by default only
 * where they are the platform's (want < 0), said otherwise */
static void add_launched(const cli_t *o, const cp_platform_t *plat, const char *recdir, uint32_t n, int want,
                         placement_t **pl, int *npl)
{
    if (!recdir[0]) die("--launched needs the recording's directory (its hosts), not the trace alone");
    const cp_matrix_t m = *recording_read(recdir, 1);
    int ok = m.host && m.n == n;
    for (uint32_t r = 0; ok && r < n; r++) ok = m.host[r] && host_on_platform(plat, m.host[r]) >= 0;
    if (ok) {
        placement_t *p = add_placement(pl, npl, "launched", recdir);
        p->host = calloc(n, sizeof *p->host);
        for (uint32_t r = 0; r < n; r++) p->host[r] = strdup(plat->host[host_on_platform(plat, m.host[r])]);
    } else if (want > 0) {
        uint32_t r = 0;
        while (m.host && r < n && m.host[r] && host_on_platform(plat, m.host[r]) >= 0) r++;
        if (!m.host || m.n != n) die("%s names no hosts of its %u ranks", recdir, n);
        die("--launched: rank %u ran on %s, which %s lacks", r, m.host[r] ? m.host[r] : "(unknown)", o->machine);
    } else if (!o->quiet) {
        fprintf(stderr, "commprof-predict: note: the recording's hosts are not %s's: no launched order\n", o->machine);
    }
}

/* --hosts NAME=FILE: a rankfile or a host list of this job, on the platform */
static void add_given(const cli_t *o, const cp_platform_t *plat, uint32_t n, placement_t **pl, int *npl)
{
    for (int g = 0; g < o->ngiven; g++) {
        int k;
        cp_err_t err;
        cp_rank_slot_t *rs = cp_rankfile_read(o->given[g].file, &k, &err);
        if (!rs) die("%s", err.msg);
        if ((uint32_t)k != n)
            die("%s places %d ranks; the trace is of a job of %u: another job's placement (or another job's trace)",
                o->given[g].file, k, n);
        for (int r = 0; r < k; r++)
            if (host_on_platform(plat, rs[r].host) < 0)
                die("%s:%d: rank %d's host %s is not on %s%s", o->given[g].file, rs[r].line, r, rs[r].host, o->machine,
                    platform_hosts(plat));
        placement_t *p = add_placement(pl, npl, o->given[g].name, o->given[g].file);
        p->host = calloc(n, sizeof *p->host);
        for (int r = 0; r < k; r++) p->host[r] = strdup(plat->host[host_on_platform(plat, rs[r].host)]);
        cp_rankfile_free(rs, k);
    }
}

/* One replay per placement: its host list beside the actions, smpirun;
 * up to o->jobs of them side by side (each one process, single-threaded). */
typedef struct replay_slot {
    char hf[PATH_MAX + 96], log[PATH_MAX + 96], abshf[PATH_MAX];
    cp_replay_run_t rr;
    cp_replay_job_t job;
} replay_slot_t;

static void replay_all(const cli_t *o, const trace_in_t *t, placement_t *pl, int npl)
{
    uint32_t n = t->st.ranks;
    char index[PATH_MAX + 32], absplat[PATH_MAX], absindex[PATH_MAX], absdir[PATH_MAX];
    if (t->ti) snprintf(index, sizeof index, "%s", o->input);
    else snprintf(index, sizeof index, "%s/index", t->actdir);
    if (!realpath(o->platform, absplat)) die("%s: %s", o->platform, strerror(errno));
    if (!realpath(index, absindex)) die("%s: %s", index, strerror(errno));
    if (!realpath(t->actdir, absdir)) die("%s: %s", t->actdir, strerror(errno));
    /* the factors given, else the platform's, else SMPI's own defaults, as
     * smpirun and the mapper apply them (mapper --write-platform writes
     * its factors out: the cost file's segments, or 1 for figures measured) */
    const char *lf = o->latf, *bf = o->bwf;
    replay_slot_t *sl = calloc((size_t)npl, sizeof *sl);
    if (!sl) die("out of memory");
    for (int i = 0; i < npl; i++) {
        placement_t *p = &pl[i];
        replay_slot_t *q = &sl[i];
        snprintf(q->hf, sizeof q->hf, "%s/hosts.%s", t->actdir, p->name); /* NAME up to 63 */
        snprintf(q->log, sizeof q->log, "%s/smpirun.%s.log", t->actdir, p->name);
        FILE *f = fopen(q->hf, "w");
        if (!f) die("%s: %s", q->hf, strerror(errno));
        for (uint32_t r = 0; r < n; r++) fprintf(f, "%s\n", p->host[r]);
        if (fclose(f)) die("%s: %s", q->hf, strerror(errno));
        if (!realpath(q->hf, q->abshf)) die("%s: %s", q->hf, strerror(errno));
        q->rr = (cp_replay_run_t){NULL, absplat, q->abshf, absindex, n, absdir, q->log, lf, bf, o->timeout};
    }
    int jobs = o->jobs < npl ? o->jobs : npl, next = 0, running = 0, done = 0;
    if (!o->quiet && jobs > 1)
        fprintf(stderr, "commprof-predict: %d replays, %d at a time (--jobs)\n", npl, jobs);
    while (done < npl) {
        while (running < jobs && next < npl) {
            cp_err_t err;
            if (!o->quiet) fprintf(stderr, "commprof-predict: replaying %s ...\n", pl[next].name);
            if (cp_replay_start(&sl[next].rr, &sl[next].job, &err)) {
                for (int i = 0; i < next; i++) cp_replay_stop(&sl[i].job);
                die("replaying %s: %s", pl[next].name, err.msg);
            }
            next++, running++;
        }
        struct timespec nap = {0, 20000000};
        nanosleep(&nap, NULL);
        for (int i = 0; i < next; i++) {
            if (!sl[i].job.pid) continue;
            cp_err_t err;
            int rc = cp_replay_poll(&sl[i].job, &pl[i].predicted_s, &err);
            if (rc == 1) continue;
            if (rc) {
                for (int k = 0; k < next; k++) cp_replay_stop(&sl[k].job);
                die("replaying %s: %s", pl[i].name, err.msg);
            }
            pl[i].wall_s = sl[i].job.wall_s;
            running--, done++;
        }
    }
    free(sl);
}

/* --engine flow: the mapper's replay (map_time.c, map_time_flows.c) of
 * the same actions, on the platform read as the mapper reads it; each
 * placement's ranks on its hosts' cores in turn, with the platform's
 * factors, else SMPI's defaults, as SMPI's engine. */
static void flow_all(const cli_t *o, const trace_in_t *t, const cp_machine_t *built, placement_t *pl, int npl)
{
    uint32_t n = t->st.ranks;
    char index[PATH_MAX + 32], kind[192];
    if (t->ti) snprintf(index, sizeof index, "%s", o->input);
    else snprintf(index, sizeof index, "%s/index", t->actdir);
    cp_machine_t own; /* the platform read as the mapper reads it, where main built none (--cost) */
    cp_ti_program_t prog;
    cp_err_t err;
    if (!built && cp_machine_from_platform(o->platform, NULL, NULL, &own, kind, sizeof kind, &err)) die("%s", err.msg);
    const cp_machine_t *m = built ? built : &own;
    if (cp_ti_program_read(index, &prog, &err)) die("%s", err.msg);
    if ((uint32_t)prog.n != n) die("%s: %d ranks, where the trace has %u", index, prog.n, n);
    int *core_of = malloc((size_t)n * sizeof *core_of);
    cp_time_work_t *w = cp_time_work_new((int)n);
    if (!core_of || !w) die("out of memory");
    for (int i = 0; i < npl; i++) {
        placement_t *p = &pl[i];
        /* rank r on its host's next core; more ranks than cores share them, as SMPI runs them */
        if (cp_hosts_placement(m, p->host, n, 1, core_of, &err)) die("%s: %s", p->src, err.msg);
        if (!o->quiet) fprintf(stderr, "commprof-predict: replaying %s (flow) ...\n", p->name);
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        p->predicted_s = cp_map_time(&prog, m, core_of, w);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        p->wall_s = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
        if (p->predicted_s < 0)
            die("replaying %s: a rank was left waiting (a collective of part of the ranks, or a receive no send "
                "matches): --engine smpi replays what this one cannot", p->name);
    }
    free(core_of);
    cp_time_work_free(w);
    cp_ti_program_free(&prog);
    if (!built) cp_machine_free(&own);
}

static void write_json(const char *json, const char *platform, const cp_replay_stats_t *st, const placement_t *pl,
                       int npl)
{
    FILE *f = strcmp(json, "-") ? fopen(json, "w") : stdout;
    if (!f) die("%s: %s", json, strerror(errno));
    fprintf(f, "{\"ranks\": %u, \"traced_s\": %.9g, \"compute_s\": %.9g, \"timed_s\": %.9g, \"messages\": %llu, "
               "\"collectives\": %llu, \"collectives_as_messages\": %llu, \"collectives_timed\": %llu, "
               "\"platform\": \"%s\", \"placements\": [",
            st->ranks, st->span_s, st->compute_s, st->timed_s, (unsigned long long)st->sends,
            (unsigned long long)st->colls_world, (unsigned long long)st->colls_sub, (unsigned long long)st->colls_timed,
            platform);
    for (int i = 0; i < npl; i++)
        fprintf(f, "%s\n  {\"name\": \"%s\", \"predicted_s\": %.9g, \"replay_wall_s\": %.3f}", i ? "," : "",
                pl[i].name, pl[i].predicted_s, pl[i].wall_s);
    fprintf(f, "\n]}\n");
    if (f != stdout && fclose(f)) die("%s: %s", json, strerror(errno));
}

/* This machine's available memory in bytes (Linux), 0 unknown. */
static double mem_available(void)
{
    FILE *f = fopen("/proc/meminfo", "r");
    if (!f) return 0;
    char line[256];
    double kb = 0;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "MemAvailable: %lf kB", &kb) == 1) break;
    fclose(f);
    return kb * 1024;
}

/* the bytes of the files under a recording's trace/, where it has one
 * (a traced recording: its estimate said beside its real size) */
static double traced_bytes_sum;
static int traced_file(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)path, (void)ftw;
    if (type == FTW_F) traced_bytes_sum += (double)st->st_size;
    return 0;
}
static double traced_bytes(const char *dir)
{
    char anchor[PATH_MAX], tdir[PATH_MAX];
    struct stat st;
    if (snprintf(anchor, sizeof anchor, "%s/trace/traces.otf2", dir) >= (int)sizeof anchor ||
        stat(anchor, &st) || snprintf(tdir, sizeof tdir, "%s/trace", dir) >= (int)sizeof tdir)
        return 0;
    traced_bytes_sum = 0;
    return nftw(tdir, traced_file, 16, FTW_PHYS) ? 0 : traced_bytes_sum;
}

/* --estimate: the trace's size before the traced run, from a profile;
 * exit 1 where it is too large (docs/prediction.md). */
static int estimate(const cli_t *o)
{
    double limit = o->trace_limit;
    const char *from = "--trace-limit";
    if (limit < 0) { /* the library's own setting, as the traced run will read it */
        cp_settings_load();
        cp_settings_report("commprof-predict: ");
        limit = (double)cp_setting_int(CP_S_TRACE_LIMIT);
        from = cp_setting_set(CP_S_TRACE_LIMIT) ? "COMMPROF_TRACE_LIMIT" : "COMMPROF_TRACE_LIMIT's default";
    }
    cp_trace_estimate_t e;
    cp_err_t err;
    if (cp_trace_estimate(o->input, &e, &err)) die("%s", err.msg);
    char a[32], b[32], c[32], d[32];
    const double B = CP_TRACE_EVENT_BYTES, lo = CP_TRACE_ESTIMATE_LOW / CP_TRACE_ESTIMATE_FACTOR,
                 hi = CP_TRACE_ESTIMATE_HIGH / CP_TRACE_ESTIMATE_FACTOR;
    printf("the trace of the job profiled in %s (%u ranks%s), estimated from its profile:\n", o->input, e.ranks,
           e.duration_s > 0 ? "" : ", its length unknown");
    if (e.duration_s > 0) printf("  the profiled run: %.3f s\n", e.duration_s);
    printf("  counted: %llu messages sent, %llu received%s; %llu collective and one-sided calls\n",
           (unsigned long long)e.sends, (unsigned long long)e.recvs,
           e.recv_from_senders ? " (as their senders counted them: COMMPROF_RECV=0)" : "",
           (unsigned long long)e.calls);
    printf("  trace: about %.0f events, %s (%s to %s)\n", e.events, cp_size_format(e.events * B, a, sizeof a),
           cp_size_format(e.events * B * lo, b, sizeof b), cp_size_format(e.events * B * hi, c, sizeof c));
    double real = traced_bytes(o->input);
    if (real > 0)
        printf("  traced: %s in %s/trace (this recording holds its trace: the estimate's truth)\n",
               cp_size_format(real, a, sizeof a), o->input);
    double top = e.top_events * B;
    const char *verdict = top * lo > limit ? "cut" : top * hi > limit ? "may be cut" : "fits";
    printf("  largest rank: %u, about %.0f events, %s (%s to %s); the limit a rank: %s (%s): %s\n", e.top_rank,
           e.top_events, cp_size_format(top, a, sizeof a), cp_size_format(top * lo, b, sizeof b),
           cp_size_format(top * hi, c, sizeof c), cp_size_format_written(limit, d, sizeof d), from, verdict);
    /* the engine's own figures (trace_estimate.h): SMPI's memory is each
     * replay's (--jobs of them at once), the flow engine's its one process's */
    const double per_event = o->flow ? CP_FLOW_BYTES_PER_EVENT : CP_REPLAY_BYTES_PER_EVENT;
    double mem = e.events * hi * per_event, avail = mem_available();
    double secs = e.events / (o->flow ? CP_FLOW_EVENTS_PER_S : CP_REPLAY_EVENTS_PER_S);
    /* the flow engine's pace falls with the ranks: its figure is the slowest measured */
    char t[32];
    snprintf(t, sizeof t, secs < 1 ? "%.2g" : "%.1f", secs); /* 0.0015 s, not 0.00 */
    printf("  replay (%s): at most about %s of memory%s (this machine has %s available), %s %s s a placement",
           o->flow ? "the flow engine" : "SMPI", cp_size_format(mem, a, sizeof a), o->flow ? "" : " a replay",
           avail > 0 ? cp_size_format(avail, b, sizeof b) : "an unknown amount", o->flow ? "at most about" : "about", t);
    if (e.duration_s > 0) printf(" (%.0f%% of the run)", 100 * secs / e.duration_s);
    printf("\n");
    int too_large = 0;
    if (!strcmp(verdict, "cut")) {
        printf("too large: rank %u's trace would be cut at %s (%s), and a cut trace predicts nothing: raise "
               "COMMPROF_TRACE_LIMIT above %s (each rank holds its trace in memory until MPI_Finalize), or place "
               "without --predict\n",
               e.top_rank, cp_size_format_written(limit, a, sizeof a), from, cp_size_format(top * hi, b, sizeof b));
        too_large = 1;
    } else if (strcmp(verdict, "fits")) {
        cp_size_format(top * hi, b, sizeof b);
        char *sp = strchr(b, ' '); /* "2.2 MB" as a setting's value: 2.2MB */
        if (sp) memmove(sp, sp + 1, strlen(sp));
        printf("may be too large: rank %u's trace may pass %s (%s): COMMPROF_TRACE_LIMIT=%s would hold it\n",
               e.top_rank, cp_size_format_written(limit, a, sizeof a), from, b);
    }
    if (avail > 0 && e.events * lo * per_event > avail) {
        printf("too large: the replay would need %s of memory, more than this machine's %s available\n",
               cp_size_format(e.events * lo * per_event, a, sizeof a), cp_size_format(avail, b, sizeof b));
        too_large = 1;
    }
    return too_large;
}

/* No cost file: the recording's matrix, for its hosts (the machine where
 * no --hostfile names it) and what it measured of their network;
 * refused, saying what to give, where the input is no recording. */
static const cp_matrix_t *recording_matrix(const cli_t *o, char *recdir, size_t len)
{
    char anchor[PATH_MAX];
    find_recording(o->input, recdir, len, anchor, sizeof anchor);
    if (!recdir[0] && o->hostfile)
        die("--hostfile without --cost takes the network's costs from the recording: give the recording's directory "
            "(%s is a trace alone), or the machine's costs: --cost C (commprof-probe -o C measures them)", o->input);
    if (!recdir[0])
        die("give the machine: --platform P.xml (mapper --write-platform writes one), or its hosts: --hostfile H "
            "[--switches topology.conf] [--cost C] (commprof-probe's cost file): %s is a trace alone, which names "
            "neither the hosts it ran on nor what their network cost", o->input);
    return recording_read(recdir, 1);
}

/* No cost file: the network's latency and bandwidth per level as the
 * recording measured them at MPI_Init and MPI_Finalize (its clock
 * synchronization), inside the nodes defaults, as the mapper's
 * --write-platform takes them (sync_latency.c) and so commprof-run
 * --predict without --cost: the same machine either way. */
static void recorded_costs(const cli_t *o, cp_machine_t *m, const cp_matrix_t *mat, const char *recdir)
{
    char said[600];
    const char *hosts = o->hostfile ? o->hostfile : "the machine";
    if (!cp_sync_latency(m, mat->host, mat->sync_error_ns, mat->sync_bw, mat->n, mat->sync_group, said, sizeof said)) {
        int bw;
        const char *source = cp_sync_latency_source(mat->sync_bw, mat->n, &bw);
        if (!o->quiet)
            fprintf(stderr, "commprof-predict: note: no cost file: the network's %s (%s); inside nodes%s: defaults; "
                            "the prediction only as good (commprof-probe -o C measures the machine: --cost C)\n",
                    source, said, bw ? "" : " and bandwidths");
    } else if (!cp_one_node_latency(m, said, sizeof said)) {
        if (!o->quiet)
            fprintf(stderr, "commprof-predict: note: no cost file: %s is one node, no network between its ranks; "
                            "the levels inside it take default latencies and bandwidths (commprof-probe -o C "
                            "measures them: --cost C)\n",
                    hosts);
    } else {
        die("%s measured no network latency for %s's nodes (its ranks ran on one node, on hosts %s lacks, or with "
            "clocks of their own rather than a node's), and no cost file was given: --cost C (commprof-probe -o C "
            "measures the machine)",
            recdir, hosts, o->hostfile ? "the hostfile" : "it");
    }
}

int main(int argc, char **argv)
{
    cli_t o;
    parse(argc, argv, &o);
    if (o.estimate) return estimate(&o);
    cp_platform_t plat;
    cp_err_t err;
    cp_machine_t built = {0}; /* with --cost, or without --platform */
    static cp_machine_origin_t origin; /* zeroed: "" where no machine is built */
    int own_machine = o.costfile || !o.platform;
    if (own_machine) {
        /* the machine as the mapper builds it, for the flow engine: what a
         * platform cannot hold (a cost file's pair lines, the routes by
         * gateways and places they show: machine_cost.c) kept.  No cost
         * file: the recording's costs; no hostfile either: its hosts, where
         * the mapper finds them (machine_source.c: a batch system's, Open
         * MPI's default hostfile, the recording's own) */
        char recdir[PATH_MAX] = "";
        const cp_matrix_t *mat = !o.costfile || !o.hostfile ? recording_matrix(&o, recdir, sizeof recdir) : NULL;
        cp_machine_request_t q = {.hostfile = o.hostfile, .switches = o.switches, .costfile = o.costfile};
        if (!o.hostfile) q.profiled = mat->host, q.nprofiled = mat->n;
        if (cp_machine_build(&q, &built, &origin, &err)) die("%s", err.msg);
        if (!o.hostfile && !o.quiet)
            fprintf(stderr, "commprof-predict: the machine from %s (--hostfile H names it)\n", origin.from);
        if (built.cost_note && !o.quiet) fprintf(stderr, "commprof-predict: note: %s\n", built.cost_note);
        if (built.tcp[0] && strcmp(built.tcp, "reno") && !o.quiet)
            fprintf(stderr,
                    "commprof-predict: note: %s: the job's TCP connections ran %s (commprof-probe saw them); the replay "
                    "shares links as Reno does, and %s can leave a busy slow link idle between a job's bursts, so "
                    "placements whose messages cross one may run longer than predicted (halo2d across the testbed's "
                    "1 ms trunk: 1.5 times with BBR, 1.2 with CUBIC; docs/prediction.md)\n",
                    o.costfile, built.tcp, built.tcp);
        if (!o.costfile) recorded_costs(&o, &built, mat, recdir);
    }
    if (o.platform) {
        if (cp_platform_read(o.platform, &plat, &err)) die("%s", err.msg);
        snprintf(o.machine, sizeof o.machine, "the platform %s", o.platform);
    } else {
        /* no platform: that machine names the hosts, and its cores' speed
         * turns the trace's computation into flops, as the mapper's
         * --write-platform would */
        if (cp_machine_to_platform(&built, cp_machine_flops(&built), &plat, &err)) die("%s", err.msg);
        o.platform = o.hostfile ? o.hostfile : origin.from; /* the machine's source, in the JSON */
        if (o.hostfile) snprintf(o.machine, sizeof o.machine, "the hostfile %s", o.hostfile);
        else snprintf(o.machine, sizeof o.machine, "%.*s", (int)sizeof o.machine - 1, origin.from);
    }
    static trace_in_t t;
    make_actions(&o, &plat, &t);
    uint32_t n = t.st.ranks;
    static char written[PATH_MAX + 32];
    if (own_machine && !o.costfile) {
        /* the recording's costs: replayed on that machine as a platform,
         * the one mapper --write-platform writes from the same files (and
         * commprof-run --predict without --cost replays on), kept beside
         * the actions for --platform and smpirun */
        snprintf(written, sizeof written, "%s/platform.xml", t.actdir);
        char comment[3 * PATH_MAX + 4400 + 160];
        snprintf(comment, sizeof comment, " written by commprof-predict from %s%s%s and the costs %s measured ",
                 o.hostfile ? o.hostfile : origin.from, o.switches ? ", " : "", o.switches ? o.switches : "", t.recdir);
        FILE *f = fopen(written, "w");
        if (!f || cp_platform_write(f, &plat, comment) || fclose(f)) die("%s: %s", written, strerror(errno ? errno : EIO));
        o.platform = written;
        if (!o.quiet) fprintf(stderr, "commprof-predict: the machine as a platform: %s\n", written);
    }

    /* the placements: by default launched (where the recording's hosts are
     * the platform's), block and round-robin */
    placement_t *pl = NULL;
    int npl = 0;
    if (!o.ngiven && !o.want_block && !o.want_rr && !o.want_launched)
        o.want_launched = t.recdir[0] ? -1 : 0, o.want_block = o.want_rr = 1;
    if (o.want_launched) add_launched(&o, &plat, t.recdir, n, o.want_launched, &pl, &npl);
    add_given(&o, &plat, n, &pl, &npl);
    /* the hosts block and round-robin fill: the job's, else the platform's */
    cp_hostlist_t job = {0};
    char **name = plat.host;
    int *cap = plat.cores, nh = plat.nhosts;
    if (o.hostfile) {
        if (cp_hostfile_read(o.hostfile, &job, &err)) die("%s", err.msg);
        if (!(name = calloc((size_t)job.n, sizeof *name))) die("out of memory");
        for (int i = 0; i < job.n; i++) {
            int at = host_on_platform(&plat, job.name[i]);
            if (at < 0) die("%s: host %s is not on %s%s", o.hostfile, job.name[i], o.machine, platform_hosts(&plat));
            name[i] = plat.host[at];
        }
        cap = job.slots, nh = job.n;
        long slots = 0;
        for (int i = 0; i < job.n; i++) slots += job.slots[i];
        if (slots < (long)n && !o.quiet && (o.want_block || o.want_rr))
            fprintf(stderr, "commprof-predict: note: %u ranks on the %ld slots of %s: block and round-robin start over "
                            "past the last, oversubscribed (as smpirun deals ranks past its hostfile's lines)\n",
                    n, slots, o.hostfile);
    }
    for (int which = 0; which < 2; which++) {
        if (!(which ? o.want_rr : o.want_block)) continue;
        placement_t *p = add_placement(&pl, &npl, which ? "round-robin" : "block", o.hostfile ? o.hostfile : o.platform);
        p->host = calloc(n, sizeof *p->host);
        char **tmp = calloc(n, sizeof *tmp);
        if (!p->host || !tmp || generated(name, cap, nh, n, which, tmp)) die("out of memory");
        for (uint32_t r = 0; r < n; r++) p->host[r] = strdup(tmp[r]);
        free(tmp);
    }
    if (o.hostfile) free(name), cp_hostlist_free(&job);
    if (!npl) die("no placement to predict: give --hosts NAME=FILE, --launched, --block or --round-robin");

    if (o.flow) flow_all(&o, &t, o.costfile ? &built : NULL, pl, npl);
    else replay_all(&o, &t, pl, npl);
    printf("%-16s %14s %10s %10s\n", "placement", "predicted (s)", "speedup", "replay (s)");
    for (int i = 0; i < npl; i++)
        printf("%-16s %14.6f %10.3f %10.3f\n", pl[i].name, pl[i].predicted_s,
               pl[i].predicted_s > 0 ? pl[0].predicted_s / pl[i].predicted_s : 0, pl[i].wall_s);
    if (!o.quiet && !t.ti)
        fprintf(stderr, "commprof-predict: speedup is against %s; as traced the job took %.3f s\n", pl[0].name,
                t.st.span_s);
    if (o.json) write_json(o.json, o.platform, &t.st, pl, npl);
    for (int i = 0; i < npl; i++) {
        for (uint32_t r = 0; r < n; r++) free(pl[i].host[r]);
        free(pl[i].host), free(pl[i].src);
    }
    free(pl);
    for (int g = 0; g < o.ngiven; g++) free(o.given[g].name);
    free(o.given);
    cp_platform_free(&plat);
    if (own_machine) cp_machine_free(&built);
    return 0;
}

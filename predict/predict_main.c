/* commprof-predict: how long a traced job would run under each placement,
 * by replaying its trace with SimGrid's SMPI on a model of the machine
 * (docs/prediction.md).  The library does the work (replay_trace.h,
 * replay_run.h); this reads the options, the placements and the platform,
 * and prints the table. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "comm_matrix.h"
#include "platform.h"
#include "rankfile_read.h"
#include "replay_run.h"
#include "replay_trace.h"

static void usage(FILE *f)
{
    fputs("usage: commprof-predict --platform P.xml [PLACEMENTS] [options] RECORDING\n"
          "Predicts the run time of a traced job (commprof-run with COMMPROF_MODE=trace) under\n"
          "each placement: its trace is replayed by SimGrid's SMPI on the platform, rank i on\n"
          "the host the placement gives it.  RECORDING is the recording's directory (its\n"
          "trace/traces.otf2), an OTF2 archive's .otf2 file, or SimGrid actions (the index\n"
          "smpirun -trace-ti writes), replayed as they are.\n"
          "\n"
          "  --platform P.xml     the machine, as SimGrid reads it; mapper --write-platform writes\n"
          "                       one from a hostfile, topology.conf and commprof-probe's cost file\n"
          "placements (each named; default: launched where the recording names its hosts, block\n"
          "and round-robin):\n"
          "  --hosts NAME=FILE    a placement: a rankfile (rank N=host slot=...) or a host list\n"
          "                       (line i: rank i's host), as mapper writes them\n"
          "  --launched           the hosts the recording's ranks ran on\n"
          "  --block              ranks filling the platform's hosts in order, a core each\n"
          "  --round-robin        ranks dealt to the platform's hosts in turn\n"
          "options:\n"
          "  --actions DIR        where the replay's action files go (default: RECORDING/replay)\n"
          "  --lat-factor L --bw-factor B  SMPI's factors by message size (\"0:1;65536:0.9\");\n"
          "                       default: the platform's own (mapper --write-platform writes the\n"
          "                       cost file's size segments so), else 1: its figures are measured\n"
          "  --timeout S          stop a replay after S seconds (default 3600)\n"
          "  --json FILE          the predictions as JSON\n"
          "  -q                   print only the table\n"
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

static int host_on_platform(const cp_platform_t *p, const char *h)
{
    for (int i = 0; i < p->nhosts; i++)
        if (!strcmp(p->host[i], h)) return i;
    return -1;
}

static placement_t *add_placement(placement_t **pl, int *n, const char *name, const char *src)
{
    placement_t *t = realloc(*pl, (size_t)(*n + 1) * sizeof *t);
    if (!t) die("out of memory");
    *pl = t;
    placement_t *p = &t[(*n)++];
    memset(p, 0, sizeof *p);
    snprintf(p->name, sizeof p->name, "%s", name);
    p->src = strdup(src);
    return p;
}

/* block: hosts filled in the platform's order; round-robin: one rank per
 * host in turn, passing full ones */
static int generated(const cp_platform_t *p, uint32_t n, int rr, char **host)
{
    int *used = calloc((size_t)p->nhosts, sizeof *used);
    if (!used) return -1;
    int h = 0;
    for (uint32_t r = 0; r < n; r++) {
        int tries = 0;
        while (used[h] >= p->cores[h] && tries++ < p->nhosts) h = (h + 1) % p->nhosts;
        if (tries > p->nhosts) { /* more ranks than cores: oversubscribed, as launchers allow */
            memset(used, 0, (size_t)p->nhosts * sizeof *used);
        }
        host[r] = p->host[h];
        used[h]++;
        if (rr || used[h] >= p->cores[h]) h = (h + 1) % p->nhosts;
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

int main(int argc, char **argv)
{
    const char *platform = NULL, *actions = NULL, *json = NULL, *latf = NULL, *bwf = NULL;
    double timeout = 3600;
    int quiet = 0, want_launched = 0, want_block = 0, want_rr = 0;
    struct hosts_opt {
        char *name, *file;
    } *given = NULL;
    int ngiven = 0;
    static const struct option opts[] = {
        {"platform", required_argument, 0, 'p'}, {"hosts", required_argument, 0, 'H'},
        {"launched", no_argument, 0, 'L'},       {"block", no_argument, 0, 'B'},
        {"round-robin", no_argument, 0, 'R'},    {"actions", required_argument, 0, 'a'},
        {"lat-factor", required_argument, 0, 'l'}, {"bw-factor", required_argument, 0, 'b'},
        {"timeout", required_argument, 0, 't'},  {"json", required_argument, 0, 'j'},
        {"help", no_argument, 0, 'h'},           {0, 0, 0, 0}};
    int c;
    while ((c = getopt_long(argc, argv, "qh", opts, NULL)) != -1) {
        switch (c) {
        case 'p': platform = optarg; break;
        case 'H': {
            char *eq = strchr(optarg, '=');
            if (!eq || eq == optarg || !eq[1]) die("--hosts takes NAME=FILE (e.g. placed=rankfile), not '%s'", optarg);
            struct hosts_opt *g = realloc(given, (size_t)(ngiven + 1) * sizeof *g);
            if (!g) die("out of memory");
            given = g;
            given[ngiven].name = strndup(optarg, (size_t)(eq - optarg));
            given[ngiven++].file = eq + 1;
            break;
        }
        case 'L': want_launched = 1; break;
        case 'B': want_block = 1; break;
        case 'R': want_rr = 1; break;
        case 'a': actions = optarg; break;
        case 'l': latf = optarg; break;
        case 'b': bwf = optarg; break;
        case 't': {
            char *end;
            timeout = strtod(optarg, &end);
            if (end == optarg || *end || !(timeout > 0)) die("bad --timeout '%s' (seconds, above 0)", optarg);
            break;
        }
        case 'j': json = optarg; break;
        case 'q': quiet = 1; break;
        case 'h': usage(stdout); return 0;
        default: usage(stderr); return 2;
        }
    }
    if (optind != argc - 1) {
        usage(stderr);
        if (optind >= argc) die("give the recording (its directory) or the trace");
        die("one recording at a time");
    }
    if (!platform) die("give the machine: --platform P.xml (mapper --write-platform writes one)");
    const char *input = argv[optind];

    /* the trace: DIR/trace/traces.otf2 of a recording, or an .otf2 file */
    char anchor[PATH_MAX], recdir[PATH_MAX] = "";
    struct stat sb;
    if (stat(input, &sb)) die("%s: %s", input, strerror(errno));
    if (S_ISDIR(sb.st_mode)) {
        snprintf(recdir, sizeof recdir, "%s", input);
        snprintf(anchor, sizeof anchor, "%s/trace/traces.otf2", input);
        if (access(anchor, R_OK))
            die("%s holds no trace (%s): record with COMMPROF_MODE=trace (commprof-run -o DIR -- mpirun -x "
                "COMMPROF_MODE=trace ...; commprof-run --place --predict does)",
                input, anchor);
    } else {
        snprintf(anchor, sizeof anchor, "%s", input);
    }
    int ti = !recdir[0] && cp_ti_is_index(input);

    cp_platform_t plat;
    cp_err_t perr;
    if (cp_platform_read(platform, &plat, &perr)) die("%s", perr.msg);

    /* the actions */
    char actdir[PATH_MAX + 16];
    if (actions) snprintf(actdir, sizeof actdir, "%s", actions);
    else if (recdir[0]) snprintf(actdir, sizeof actdir, "%s/replay", recdir);
    else snprintf(actdir, sizeof actdir, "%s.replay", anchor);
    cp_replay_stats_t st = {0};
    double t0 = now_s();
    if (ti) { /* SMPI's own actions, replayed as they are; the host lists and logs go to --actions DIR or beside */
        if (actions) {
            if (mkdir(actdir, 0777) && errno != EEXIST) die("%s: %s", actdir, strerror(errno));
        } else {
            snprintf(actdir, sizeof actdir, "%s", input);
            char *slash = strrchr(actdir, '/');
            if (slash) *slash = 0;
            else snprintf(actdir, sizeof actdir, ".");
        }
        FILE *f = fopen(input, "r");
        char line[PATH_MAX + 2];
        while (f && fgets(line, sizeof line, f))
            if (line[0] != '\n') st.ranks++;
        if (f) fclose(f);
    } else {
        if (!quiet) fprintf(stderr, "commprof-predict: writing %s's actions in %s\n", anchor, actdir);
        if (cp_replay_from_otf2(anchor, actdir, plat.speed > 0 ? plat.speed : 1e9, &st, &perr))
            die("%s", perr.msg);
    }
    double convert_s = now_s() - t0;
    uint32_t n = st.ranks;
    if (!n) die("%s: no ranks", input);
    if (!quiet && !ti) {
        fprintf(stderr,
                "commprof-predict: %u ranks, %.3f s from MPI_Init to MPI_Finalize as traced; %llu messages, "
                "%llu collectives run by SMPI, %llu on other communicators and %.3f s of other calls as their "
                "time, %.3f s of computation (all ranks) (%.1f s)\n",
                n, st.span_s, (unsigned long long)st.sends, (unsigned long long)st.colls_world,
                (unsigned long long)st.colls_timed, st.timed_s, st.compute_s, convert_s);
        if (st.unmatched || st.unresolved)
            fprintf(stderr, "commprof-predict: note: %llu receives without their send and %llu messages on "
                            "intercommunicators or communicators the trace does not define were left out\n",
                    (unsigned long long)st.unmatched, (unsigned long long)st.unresolved);
    }

    /* the placements */
    placement_t *pl = NULL;
    int npl = 0;
    if (!ngiven && !want_block && !want_rr && !want_launched) want_launched = recdir[0] ? -1 : 0, want_block = want_rr = 1;
    if (want_launched) {
        cp_matrix_t m;
        cp_err_t me;
        cp_matrix_opts_t mo = {0};
        mo.kinds = CP_KIND_P2P | CP_KIND_COLL | CP_KIND_RMA;
        if (!recdir[0]) die("--launched needs the recording's directory (its hosts), not the trace alone");
        if (cp_matrix_from_recording(recdir, &mo, &m, &me)) die("%s", me.msg);
        int ok = m.host && m.n == n;
        for (uint32_t r = 0; ok && r < n; r++) ok = m.host[r] && host_on_platform(&plat, m.host[r]) >= 0;
        if (ok) {
            placement_t *p = add_placement(&pl, &npl, "launched", recdir);
            p->host = calloc(n, sizeof *p->host);
            for (uint32_t r = 0; r < n; r++) p->host[r] = strdup(m.host[r]);
        } else if (want_launched > 0) {
            uint32_t r = 0;
            while (m.host && r < n && m.host[r] && host_on_platform(&plat, m.host[r]) >= 0) r++;
            if (!m.host || m.n != n) die("%s names no hosts of its %u ranks", recdir, n);
            die("--launched: rank %u ran on %s, which %s lacks", r, m.host[r] ? m.host[r] : "(unknown)", platform);
        } else if (!quiet) {
            fprintf(stderr, "commprof-predict: note: the recording's hosts are not %s's: no launched order\n", platform);
        }
        cp_matrix_free(&m);
    }
    for (int g = 0; g < ngiven; g++) {
        int k;
        cp_err_t rerr;
        cp_rank_slot_t *rs = cp_rankfile_read(given[g].file, &k, &rerr);
        if (!rs) die("%s", rerr.msg);
        if ((uint32_t)k != n)
            die("%s places %d ranks; the trace is of a job of %u: another job's placement (or another job's trace)",
                given[g].file, k, n);
        for (int r = 0; r < k; r++)
            if (host_on_platform(&plat, rs[r].host) < 0)
                die("%s:%d: rank %d's host %s is not on the platform %s", given[g].file, rs[r].line, r, rs[r].host,
                    platform);
        placement_t *p = add_placement(&pl, &npl, given[g].name, given[g].file);
        p->host = calloc(n, sizeof *p->host);
        for (int r = 0; r < k; r++) p->host[r] = strdup(rs[r].host);
        cp_rankfile_free(rs, k);
    }
    for (int which = 0; which < 2; which++) {
        if (!(which ? want_rr : want_block)) continue;
        placement_t *p = add_placement(&pl, &npl, which ? "round-robin" : "block", platform);
        p->host = calloc(n, sizeof *p->host);
        char **tmp = calloc(n, sizeof *tmp);
        if (!p->host || !tmp || generated(&plat, n, which, tmp)) die("out of memory");
        for (uint32_t r = 0; r < n; r++) p->host[r] = strdup(tmp[r]);
        free(tmp);
    }
    if (!npl) die("no placement to predict: give --hosts NAME=FILE, --launched, --block or --round-robin");

    /* each replay */
    char index[PATH_MAX + 32], absplat[PATH_MAX];
    if (ti) snprintf(index, sizeof index, "%s", input);
    else snprintf(index, sizeof index, "%s/index", actdir);
    if (!realpath(platform, absplat)) die("%s: %s", platform, strerror(errno));
    char absindex[PATH_MAX];
    if (!realpath(index, absindex)) die("%s: %s", index, strerror(errno));
    for (int i = 0; i < npl; i++) {
        placement_t *p = &pl[i];
        char hf[PATH_MAX + 64], log[PATH_MAX + 64];
        snprintf(hf, sizeof hf, "%s/hosts.%s", actdir, p->name);
        snprintf(log, sizeof log, "%s/smpirun.%s.log", actdir, p->name);
        FILE *f = fopen(hf, "w");
        if (!f) die("%s: %s", hf, strerror(errno));
        for (uint32_t r = 0; r < n; r++) fprintf(f, "%s\n", p->host[r]);
        if (fclose(f)) die("%s: %s", hf, strerror(errno));
        char abshf[PATH_MAX], absdir[PATH_MAX];
        if (!realpath(hf, abshf) || !realpath(actdir, absdir)) die("%s: %s", hf, strerror(errno));
        /* the factors given, else the platform's, else none (1): SMPI's own
         * defaults correct a cluster of its authors', not a measured one */
        const char *lf = latf ? latf : plat.lat_factor ? NULL : "0:1", *bf = bwf ? bwf : plat.bw_factor ? NULL : "0:1";
        cp_replay_run_t rr = {NULL, absplat, abshf, absindex, n, absdir, log, lf, bf, timeout};
        if (!quiet) fprintf(stderr, "commprof-predict: replaying %s ...\n", p->name);
        t0 = now_s();
        if (cp_replay_run(&rr, &p->predicted_s, &perr)) die("replaying %s: %s", p->name, perr.msg);
        p->wall_s = now_s() - t0;
    }

    printf("%-16s %14s %10s %10s\n", "placement", "predicted (s)", "speedup", "replay (s)");
    for (int i = 0; i < npl; i++)
        printf("%-16s %14.6f %10.3f %10.1f\n", pl[i].name, pl[i].predicted_s,
               pl[i].predicted_s > 0 ? pl[0].predicted_s / pl[i].predicted_s : 0, pl[i].wall_s);
    if (!quiet && !ti)
        fprintf(stderr, "commprof-predict: speedup is against %s; as traced the job took %.3f s\n", pl[0].name,
                st.span_s);
    if (json) {
        FILE *f = strcmp(json, "-") ? fopen(json, "w") : stdout;
        if (!f) die("%s: %s", json, strerror(errno));
        fprintf(f, "{\"ranks\": %u, \"traced_s\": %.9g, \"compute_s\": %.9g, \"timed_s\": %.9g, \"messages\": %llu, "
                   "\"collectives\": %llu, \"collectives_timed\": %llu, \"platform\": \"%s\", \"placements\": [",
                n, st.span_s, st.compute_s, st.timed_s, (unsigned long long)st.sends,
                (unsigned long long)st.colls_world, (unsigned long long)st.colls_timed, platform);
        for (int i = 0; i < npl; i++)
            fprintf(f, "%s\n  {\"name\": \"%s\", \"predicted_s\": %.9g, \"replay_wall_s\": %.3f}", i ? "," : "",
                    pl[i].name, pl[i].predicted_s, pl[i].wall_s);
        fprintf(f, "\n]}\n");
        if (f != stdout && fclose(f)) die("%s: %s", json, strerror(errno));
    }
    for (int i = 0; i < npl; i++) {
        for (uint32_t r = 0; r < n; r++) free(pl[i].host[r]);
        free(pl[i].host), free(pl[i].src);
    }
    free(pl);
    for (int g = 0; g < ngiven; g++) free(given[g].name);
    free(given);
    cp_platform_free(&plat);
    return 0;
}

/* The COMMPROF_* settings: one table, one parser (settings.h). */
#include "settings.h"
#include "units.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

extern char **environ;

/* clang-format off */
const cp_setting_def_t cp_setting_defs[CP_S_COUNT] = {
    [CP_S_OUTPUT] = {"COMMPROF_OUTPUT", CP_SET_TEXT, 0, 0, NULL, "", "library",
        "recording directory (default commprof.<program>.<n>, the first n free); a recording there is moved aside"},
    [CP_S_DISABLE] = {"COMMPROF_DISABLE", CP_SET_BOOL, 0, 1, NULL, "0", "library",
        "record nothing"},
    [CP_S_QUIET] = {"COMMPROF_QUIET", CP_SET_BOOL, 0, 1, NULL, "0", "library",
        "no \"recording of N ranks in DIR\" line from rank 0 at the end"},
    [CP_S_SNAPSHOT] = {"COMMPROF_SNAPSHOT", CP_SET_SECONDS, 0.01, 1e6, NULL, "", "library",
        "also write each rank's file every S seconds, so that a rank killed with no chance to write leaves its counts"},
    [CP_S_PACK] = {"COMMPROF_PACK", CP_SET_BOOL, 0, 1, NULL, "1", "library",
        "one file per node (node.<L>.cpr); 0: one file per rank (rank.<N>.cpr)"},
    [CP_S_NO_HWLOC] = {"COMMPROF_NO_HWLOC", CP_SET_BOOL, 0, 1, NULL, "0", "library",
        "skip the binding probe at MPI_Init"},
    [CP_S_WINDOW] = {"COMMPROF_WINDOW", CP_SET_SECONDS, 1e-6, 1e9, NULL, "", "library",
        "also keep one matrix per time window of S seconds (sends, on the synchronized time axis)"},
    [CP_S_TIMES] = {"COMMPROF_TIMES", CP_SET_BOOL, 0, 1, NULL, "0", "library",
        "also time sends: the first and last send of each pair (a timer read per send)"},
    [CP_S_RECV] = {"COMMPROF_RECV", CP_SET_BOOL, 0, 1, NULL, "1", "library",
        "0: the send side only (receives pass straight through; the graphs are the same)"},
    [CP_S_TIMER] = {"COMMPROF_TIMER", CP_SET_CHOICE, 0, 0, "auto|tsc|monotonic_raw", "auto", "library",
        "the timer: the invariant TSC where the CPU has one, else CLOCK_MONOTONIC_RAW"},
    [CP_S_SYNC_GROUP] = {"COMMPROF_SYNC_GROUP", CP_SET_CHOICE, 0, 0, "node|rank", "node", "library",
        "who measures clock offsets: one rank per node (the others share its timer) or every rank"},
    [CP_S_SYNC_INTERVAL] = {"COMMPROF_SYNC_INTERVAL", CP_SET_SECONDS, 1e-3, 1e6, NULL, "", "library",
        "also synchronize clocks about every S seconds, at collectives on MPI_COMM_WORLD"},
    [CP_S_SYNC_PATIENCE] = {"COMMPROF_SYNC_PATIENCE", CP_SET_INT, 1, 1e6, NULL, "10", "library",
        "stop a ping-pong series when its minimum round trip has not improved for this many exchanges"},
    [CP_S_SYNC_MAX] = {"COMMPROF_SYNC_MAX", CP_SET_INT, 1, 1e8, NULL, "1000", "library",
        "the most exchanges of one ping-pong series"},
    [CP_S_SYNC_MAX_DRIFT_PPM] = {"COMMPROF_SYNC_MAX_DRIFT_PPM", CP_SET_INT, 0, 1e6, NULL, "100", "library",
        "drift allowed for in the error bound of chained offsets (ppm)"},
    [CP_S_SYNC_BANDWIDTH] = {"COMMPROF_SYNC_BANDWIDTH", CP_SET_SIZE, 0, 1073741824, NULL, "524288", "library",
        "at MPI_Finalize, time messages of this size and a quarter of it between nodes: the network's bandwidth (0: not)"},
    [CP_S_MODE] = {"COMMPROF_MODE", CP_SET_CHOICE, 0, 0, "profile|trace", "profile", "library",
        "trace: also write an OTF2 trace in DIR/trace/traces.otf2"},
    [CP_S_TRACE_LIMIT] = {"COMMPROF_TRACE_LIMIT", CP_SET_SIZE, 1, 1.8e19, NULL, "1073741824", "library",
        "stop tracing a rank after about this many bytes of events (k, M, G: 10^3, 10^6, 10^9; default 1 GiB)"},
    [CP_S_TRACE_TESTS] = {"COMMPROF_TRACE_TESTS", CP_SET_CHOICE, 0, 0, "completing|all", "completing", "library",
        "all: trace every test call (MPI_Test, Testany, Testall, Testsome, Request_get_status), also those that complete nothing"},
    [CP_S_COLL_MODEL] = {"COMMPROF_COLL_MODEL", CP_SET_BOOL, 0, 1, NULL, "1", "library",
        "0: do not model the messages of collectives (their logical view is still recorded)"},
    [CP_S_TEST_SKEW] = {"COMMPROF_TEST_SKEW", CP_SET_TEXT, 0, 0, NULL, "", "tests",
        "O,D: add O us and D ppm, times the rank number, to each rank's timer"},
    [CP_S_READ_CHUNK] = {"COMMPROF_READ_CHUNK", CP_SET_INT, 1, 1073741824, NULL, "", "analyzer",
        "ranks the recording reader takes in one piece of work (tests make it small)"},
    [CP_S_REORDER] = {"COMMPROF_REORDER", CP_SET_TEXT, 0, 0, NULL, "", "library",
        "reorder MPI_COMM_WORLD at MPI_Init, no relaunch: a rankfile or host list (the mapper's), or a recording or graph the mapper places onto this job's processes"},
    [CP_S_REORDER_MIN_GAIN] = {"COMMPROF_REORDER_MIN_GAIN", CP_SET_INT, 0, 99, NULL, "2", "library",
        "COMMPROF_REORDER of a recording or graph: keep the launched order unless the mapper's is this many percent cheaper"},
    [CP_S_COST] = {"COMMPROF_COST", CP_SET_TEXT, 0, 0, NULL, "", "library",
        "the machine's cost file (commprof-probe's) the mapper optimizes, for COMMPROF_REORDER and commprof-run --place"},
    [CP_S_SWITCHES] = {"COMMPROF_SWITCHES", CP_SET_TEXT, 0, 0, NULL, "", "library",
        "the levels above the nodes (Slurm's topology.conf) for COMMPROF_REORDER's mapping"},
    [CP_S_RANK] = {"COMMPROF_RANK", CP_SET_INT, 0, 2147483647, NULL, "", "library",
        "written, not read: with COMMPROF_REORDER, each process's rank in the reordered world (OMPI_COMM_WORLD_RANK, PMI_RANK keep the launched one)"},
    [CP_S_TOPO_REORDER] = {"COMMPROF_TOPO_REORDER", CP_SET_BOOL, 0, 1, NULL, "0", "library",
        "honour reorder = 1 of MPI_Cart_create, MPI_Graph_create and MPI_Dist_graph_create(_adjacent): the mapper places the topology"},
    [CP_S_BIND] = {"COMMPROF_BIND", CP_SET_TEXT, 0, 0, NULL, "", "library",
        "bind each process, before main, to the cores a rankfile (the mapper's) gives its launched rank: a placement's cores under Hydra's or srun's host list"},
};
/* clang-format on */

typedef struct {
    int set;
    int64_t i;
    const char *text;
} value_t;

static value_t vals[CP_S_COUNT];
static char problems[2048];
static int nproblems;

static void problem(const char *fmt, const char *a, const char *b, const char *c)
{
    size_t k = strlen(problems);
    if (k < sizeof problems - 1) snprintf(problems + k, sizeof problems - k, fmt, a, b, c);
    nproblems++;
}

static int parse_bool(const char *v, int64_t *out)
{
    static const char *const no[] = {"0", "false", "no", "off"}, *const yes[] = {"1", "true", "yes", "on"};
    for (int i = 0; i < 4; i++) {
        if (!strcasecmp(v, no[i])) return *out = 0, 0;
        if (!strcasecmp(v, yes[i])) return *out = 1, 0;
    }
    return -1;
}

static int parse_number(const cp_setting_def_t *d, const char *v, int64_t *out)
{
    char *end;
    errno = 0;
    double x;
    if (d->kind == CP_SET_SIZE) { /* the one size parser, its units (units.h) */
        if (cp_size_parse(v, strlen(v), &x)) return -1;
    } else {
        x = strtod(v, &end);
        if (end == v || errno) return -1;
        if (*end || !(x > -1e300 && x < 1e300)) return -1; /* no NaN, no infinity */
    }
    if (!(x >= d->lo && x <= d->hi)) return -1;
    if (d->kind == CP_SET_SECONDS) return *out = (int64_t)(x * 1e9 + 0.5), 0;
    if (d->kind == CP_SET_INT && x != (double)(int64_t)x) return -1;
    *out = x >= 9.2e18 ? INT64_MAX : (int64_t)x;
    return 0;
}

static int parse_choice(const char *choices, const char *v, int64_t *out)
{
    size_t n = strlen(v);
    int k = 0;
    for (const char *p = choices; *p; k++) {
        size_t w = strcspn(p, "|");
        if (w == n && !strncmp(p, v, n)) return *out = k, 0;
        p += w + (p[w] == '|');
    }
    return -1;
}

static const char *accepts(const cp_setting_def_t *d, char *buf, size_t len)
{
    switch (d->kind) {
    case CP_SET_BOOL: return "0 or 1 (also false/true, no/yes, off/on)";
    case CP_SET_SECONDS: snprintf(buf, len, "a number of seconds from %g to %g", d->lo, d->hi); return buf;
    case CP_SET_INT: snprintf(buf, len, "a whole number from %.0f to %.0f", d->lo, d->hi); return buf;
    case CP_SET_SIZE: return "a size in bytes, with a unit of " CP_SIZE_UNITS " (e.g. 500M, 64KiB)";
    case CP_SET_CHOICE: snprintf(buf, len, "one of %s", d->choices); return buf;
    default: return "text";
    }
}

/* The closest name of the table, for a misspelt one: the edit distance
 * (Levenshtein), at most 3. */
static const char *closest(const char *name, size_t n)
{
    const char *best = NULL;
    size_t bd = 4;
    for (int s = 0; s < CP_S_COUNT; s++) {
        const char *t = cp_setting_defs[s].name;
        size_t m = strlen(t), prev[64], cur[64];
        if (n >= 63 || m >= 63) continue;
        for (size_t j = 0; j <= m; j++) prev[j] = j;
        for (size_t i = 1; i <= n; i++) {
            cur[0] = i;
            for (size_t j = 1; j <= m; j++) {
                size_t c = prev[j - 1] + (name[i - 1] != t[j - 1]);
                if (prev[j] + 1 < c) c = prev[j] + 1;
                if (cur[j - 1] + 1 < c) c = cur[j - 1] + 1;
                cur[j] = c;
            }
            memcpy(prev, cur, (m + 1) * sizeof *cur);
        }
        if (prev[m] < bd) bd = prev[m], best = t;
    }
    return best;
}

void cp_settings_load(void)
{
    problems[0] = 0;
    nproblems = 0;
    char buf[160];
    for (int s = 0; s < CP_S_COUNT; s++) {
        const cp_setting_def_t *d = &cp_setting_defs[s];
        value_t *v = &vals[s];
        const char *e = getenv(d->name);
        *v = (value_t){0, 0, ""};
        /* the default first, then the variable over it when it parses */
        if (d->kind == CP_SET_BOOL) parse_bool(d->dflt, &v->i);
        else if (d->kind == CP_SET_CHOICE) parse_choice(d->choices, d->dflt, &v->i);
        else if (d->kind != CP_SET_TEXT && *d->dflt) parse_number(d, d->dflt, &v->i);
        if (!e || !*e) continue;
        int64_t x = 0;
        int bad = d->kind == CP_SET_BOOL     ? parse_bool(e, &x)
                  : d->kind == CP_SET_CHOICE ? parse_choice(d->choices, e, &x)
                  : d->kind == CP_SET_TEXT   ? 0
                                             : parse_number(d, e, &x);
        if (bad) {
            const char *dflt = *d->dflt ? d->dflt : "unset";
            if (d->kind == CP_SET_SECONDS) dflt = "off";
            char what[200];
            snprintf(what, sizeof what, "%s; using %s", accepts(d, buf, sizeof buf), dflt);
            problem("%s=%s is not %s\n", d->name, e, what);
            continue;
        }
        v->set = 1;
        v->i = x;
        v->text = e;
    }
    /* names of the family the table lacks */
    for (char **p = environ; p && *p; p++) {
        if (strncmp(*p, "COMMPROF_", 9)) continue;
        size_t n = strcspn(*p, "=");
        int known = 0;
        for (int s = 0; s < CP_S_COUNT && !known; s++)
            known = strlen(cp_setting_defs[s].name) == n && !strncmp(cp_setting_defs[s].name, *p, n);
        if (known) continue;
        char name[64];
        snprintf(name, sizeof name, "%.*s", (int)(n < 63 ? n : 63), *p);
        const char *near = closest(name, strlen(name));
        snprintf(buf, sizeof buf, near ? " (did you mean %s?)" : "%s", near ? near : "");
        problem("%s is not a commprof setting%s, ignored%s\n", name, buf, "");
    }
}

int cp_settings_report(const char *prefix)
{
    for (const char *p = problems; *p;) {
        size_t n = strcspn(p, "\n");
        fprintf(stderr, "%swarning: %.*s\n", prefix, (int)n, p);
        p += n + (p[n] == '\n');
    }
    return nproblems;
}

int64_t cp_setting_int(cp_setting_id_t id) { return vals[id].i; }
int64_t cp_setting_ns(cp_setting_id_t id) { return vals[id].i; }
const char *cp_setting_text(cp_setting_id_t id) { return vals[id].text ? vals[id].text : ""; }
int cp_setting_set(cp_setting_id_t id) { return vals[id].set; }

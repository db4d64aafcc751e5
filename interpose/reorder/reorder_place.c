/* Placing ranks onto the processes of a running job (reorder_place.h). */
#include "reorder_place.h"

#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <sched.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "host_addr.h"
#include "host_name.h"
#include "rankfile_read.h"
#include "settings.h"

extern char **environ;

void cp_where_am_i(cp_where_t *w)
{
    memset(w, 0, sizeof *w);
    if (gethostname(w->host, sizeof w->host - 1)) strcpy(w->host, "unknown");
    w->host[cp_host_short_len(w->host)] = 0; /* short names, as launchers compare them (host_name.h) */
    cp_host_own_addresses(w->addrs, sizeof w->addrs);
    w->cpu = INT32_MAX;
    cpu_set_t set;
    long online = sysconf(_SC_NPROCESSORS_ONLN);
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) < online)
        for (int c = 0; c < CPU_SETSIZE; c++)
            if (CPU_ISSET(c, &set)) {
                w->cpu = c;
                break;
            }
}

static int by_slot(const void *a, const void *b)
{
    const cp_rank_slot_t *x = a, *y = b;
    int c = strcmp(x->host, y->host);
    if (c) return c;
    if (x->slot[0] != y->slot[0]) return x->slot[0] < y->slot[0] ? -1 : 1;
    if (x->slot[1] != y->slot[1]) return x->slot[1] < y->slot[1] ? -1 : 1;
    return x->rank - y->rank;
}

static const cp_where_t *g_where; /* for by_process */
static int by_process(const void *a, const void *b)
{
    int p = *(const int *)a, q = *(const int *)b;
    int c = strcmp(g_where[p].host, g_where[q].host);
    if (c) return c;
    if (g_where[p].cpu != g_where[q].cpu) return g_where[p].cpu < g_where[q].cpu ? -1 : 1;
    return p - q;
}

/* keys[p] = the rank the placement gives process p; 0, or -1 with *err */
static int match(cp_rank_slot_t *pl, int n, const cp_where_t *w, int size, int *keys, const char *path, cp_err_t *err)
{
    if (n != size) {
        cp_err_set(err, CP_ERR_INVALID, "%s places %d ranks, but this job has %d processes: it is another job's placement", path, n,
                 size);
        return -1;
    }
    for (int i = 0; i < n; i++) pl[i].host[cp_host_short_len(pl[i].host)] = 0; /* addresses whole */
    /* a host the placement names by address (a rankfile written from a
     * hostfile of addresses) is the processes whose node has it: they are
     * named so, in a copy */
    cp_where_t *own = NULL;
    for (int i = 0; i < n; i++) {
        const cp_where_t *now = own ? own : w;
        int named = 0;
        for (int p = 0; p < size && !named; p++) named = !strcmp(pl[i].host, now[p].host);
        if (named || !cp_host_is_address(pl[i].host)) continue;
        for (int p = 0; p < size; p++) {
            if (!cp_host_address_in(pl[i].host, now[p].addrs)) continue;
            if (!own) {
                if (!(own = malloc((size_t)size * sizeof *own))) return cp_err_set(err, CP_ERR_NOMEM, "out of memory");
                memcpy(own, w, (size_t)size * sizeof *own);
            }
            snprintf(own[p].host, sizeof own[p].host, "%s", pl[i].host);
        }
    }
    /* a host the placement names by the loopback (a rankfile written from
     * "localhost slots=4") is the launcher's node: the one host of the
     * job that no other host of the placement names (a job of one host:
     * that host) */
    for (int i = 0; i < n; i++) {
        const cp_where_t *now = own ? own : w;
        int named = 0;
        for (int p = 0; p < size && !named; p++) named = !strcmp(pl[i].host, now[p].host);
        if (named || !cp_host_is_loopback(pl[i].host)) continue;
        const char *left = NULL; /* the job's host no entry names; "" where two */
        for (int p = 0; p < size; p++) {
            if (left && (!left[0] || !strcmp(left, now[p].host))) continue;
            int in = 0;
            for (int k = 0; k < n && !in; k++) in = !strcmp(pl[k].host, now[p].host);
            if (!in) left = left ? "" : now[p].host;
        }
        if (!left || !left[0]) continue; /* none, or ambiguous: said below as a host none of the job's */
        char was[sizeof w->host];
        snprintf(was, sizeof was, "%s", left);
        if (!own) {
            if (!(own = malloc((size_t)size * sizeof *own))) return cp_err_set(err, CP_ERR_NOMEM, "out of memory");
            memcpy(own, w, (size_t)size * sizeof *own);
        }
        for (int p = 0; p < size; p++)
            if (!strcmp(own[p].host, was)) snprintf(own[p].host, sizeof own[p].host, "%s", pl[i].host);
    }
    if (own) w = own;
    /* a host of the placement that is none of the job's, named as such
     * (not as a count that differs on some host that is) */
    for (int i = 0; i < n; i++) {
        int found = 0;
        for (int p = 0; p < size && !found; p++) found = !strcmp(pl[i].host, w[p].host);
        if (found) continue;
        char hosts[256] = "";
        for (int p = 0; p < size && strlen(hosts) < 200; p++) {
            int seen = 0;
            for (int q = 0; q < p && !seen; q++) seen = !strcmp(w[q].host, w[p].host);
            if (!seen) snprintf(hosts + strlen(hosts), sizeof hosts - strlen(hosts), "%s%s", hosts[0] ? ", " : "", w[p].host);
        }
        if (pl[i].line)
            cp_err_set(err, CP_ERR_INVALID, "%s:%d: host %s is not one of this job's hosts (%s)", path, pl[i].line, pl[i].host, hosts);
        else
            cp_err_set(err, CP_ERR_INVALID, "%s places rank %d on host %s, which is not one of this job's hosts (%s)", path, pl[i].rank,
                     pl[i].host, hosts);
        free(own);
        return -1;
    }
    int *proc = malloc((size_t)size * sizeof *proc);
    if (!proc) {
        free(own);
        return cp_err_set(err, CP_ERR_NOMEM, "out of memory");
    }
    for (int p = 0; p < size; p++) proc[p] = p;
    g_where = w;
    qsort(proc, (size_t)size, sizeof *proc, by_process);
    qsort(pl, (size_t)n, sizeof *pl, by_slot);
    /* both sorted by host: the hosts and their counts must agree */
    int rc = 0;
    for (int i = 0; i < n && !rc; i++) {
        int c = strcmp(pl[i].host, w[proc[i]].host);
        if (c) {
            /* the first host where they differ: the one that sorts first
             * has more entries on one side */
            const char *h = c < 0 ? pl[i].host : w[proc[i]].host;
            int in_pl = 0, in_job = 0;
            for (int k = 0; k < n; k++) in_pl += !strcmp(pl[k].host, h), in_job += !strcmp(w[k].host, h);
            cp_err_set(err, CP_ERR_INVALID, "%s places %d rank%s on host %s, where this job has %d process%s", path, in_pl,
                     in_pl == 1 ? "" : "s", h, in_job, in_job == 1 ? "" : "es");
            rc = -1;
        }
        keys[proc[i]] = pl[i].rank;
    }
    free(proc);
    free(own);
    return rc;
}

/* mapper, beside this library (lib/ or lib/mpich/ under the build or the
 * prefix), else on PATH */
static void find_mapper(char *out, size_t len)
{
    Dl_info d;
    snprintf(out, len, "mapper");
    if (!dladdr((void *)find_mapper, &d) || !d.dli_fname) return;
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", d.dli_fname);
    char *slash = strrchr(dir, '/');
    if (!slash) return;
    *slash = 0;
    const char *up[] = {"/../bin/mapper", "/../../bin/mapper", "/../../../bin/mapper"};
    for (size_t i = 0; i < sizeof up / sizeof *up; i++) {
        char p[PATH_MAX + 32];
        snprintf(p, sizeof p, "%s%s", dir, up[i]);
        if (access(p, X_OK) == 0) {
            snprintf(out, len, "%s", p);
            return;
        }
    }
}

/* Runs the mapper on this job's hosts: the rankfile in tmp/rankfile, or -1
 * with *err.  Its report goes to rank 0's stderr. */
static int run_mapper(const char *graph, const char *graph_weight, const cp_where_t *w, int size, const char *tmp, cp_err_t *err)
{
    char hostfile[PATH_MAX], out[PATH_MAX], mapper[PATH_MAX], gain[16];
    snprintf(hostfile, sizeof hostfile, "%s/hostfile", tmp);
    snprintf(out, sizeof out, "%s/rankfile", tmp);
    FILE *f = fopen(hostfile, "w");
    if (!f) return cp_err_set(err, CP_ERR_IO, "cannot write %s: %s", hostfile, strerror(errno));
    /* hosts in the order of their first process, with their process counts */
    for (int p = 0; p < size; p++) {
        int seen = 0, count = 0;
        for (int q = 0; q < p && !seen; q++) seen = !strcmp(w[q].host, w[p].host);
        if (seen) continue;
        for (int q = p; q < size; q++) count += !strcmp(w[q].host, w[p].host);
        fprintf(f, "%s slots=%d\n", w[p].host, count);
    }
    if (fclose(f)) return cp_err_set(err, CP_ERR_IO, "cannot write %s", hostfile);
    find_mapper(mapper, sizeof mapper);
    snprintf(gain, sizeof gain, "%d", (int)cp_setting_int(CP_S_REORDER_MIN_GAIN));
    const char *argv[20];
    int a = 0;
    argv[a++] = mapper;
    argv[a++] = "--hostfile", argv[a++] = hostfile;
    if (*cp_setting_text(CP_S_SWITCHES)) argv[a++] = "--switches", argv[a++] = cp_setting_text(CP_S_SWITCHES);
    /* a METIS graph under a cost file: what its weights count (a
     * topology's, neighbour exchanges: messages; the analyzer's, bytes) */
    if (*cp_setting_text(CP_S_COST)) {
        argv[a++] = "--cost", argv[a++] = cp_setting_text(CP_S_COST);
        if (graph_weight) argv[a++] = "--graph-weight", argv[a++] = graph_weight;
    }
    char ranks[16];
    snprintf(ranks, sizeof ranks, "%d", size);
    argv[a++] = "--min-gain", argv[a++] = gain;
    argv[a++] = "--ranks", argv[a++] = ranks;
    argv[a++] = "-q";
    argv[a++] = "-o", argv[a++] = out;
    argv[a++] = graph;
    argv[a] = NULL;
    pid_t pid;
    /* posix_spawn, not fork: nothing of the MPI process (pinned memory,
     * progress threads) is copied */
    int rc = posix_spawnp(&pid, mapper, NULL, NULL, (char *const *)argv, environ);
    if (rc) return cp_err_set(err, CP_ERR_IO, "cannot run %s: %s", mapper, strerror(rc));
    int st = 0;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR) {
    }
    if (!WIFEXITED(st) || WEXITSTATUS(st))
        return cp_err_set(err, CP_ERR_IO, "%s on %s failed (%s %d, its message above)", mapper, graph,
                        WIFEXITED(st) ? "exit" : "signal", WIFEXITED(st) ? WEXITSTATUS(st) : WTERMSIG(st)),
               -1;
    return 0;
}

/* a rankfile or host list, rather than a recording or graph the mapper
 * reads; -1: a file with nothing in it but blanks and comments */
static int is_placement(const char *path)
{
    struct stat s;
    if (stat(path, &s) || S_ISDIR(s.st_mode)) return 0;
    FILE *f = fopen(path, "r");
    if (!f) return 1; /* the reader says why */
    char line[512];
    int yes = -1;
    while (fgets(line, sizeof line, f)) {
        char *p = line;
        while (*p == ' ' || *p == '\t') p++;
        if (*p == '#' || *p == '\n' || !*p) continue;
        /* METIS graphs start with numbers; a rankfile with "rank", a host
         * list with a host name */
        yes = !(*p >= '0' && *p <= '9') && !(p[0] == '%');
        break;
    }
    fclose(f);
    return yes;
}

static char model[256]; /* the mapper's figures of its last placement */

const char *cp_place_model(void) { return model; }

/* the mapper's header line of its model's cost of the placement against
 * the order as launched: "# cost J/2 C (identity I, ratio R)" with
 * distances, "# modeled cost (what it sums) T s (profiled T0 s, ratio R)"
 * with latencies and bandwidths (the part in the first parentheses left
 * out) */
static void read_model(const char *rankfile)
{
    model[0] = 0;
    FILE *f = fopen(rankfile, "r");
    char line[1024];
    while (f && fgets(line, sizeof line, f) && line[0] == '#') {
        line[strcspn(line, ";\n")] = 0;
        if (!strncmp(line, "# cost ", 7)) {
            snprintf(model, sizeof model, "%s", line + 2);
            break;
        }
        const char *close = strstr(line, ") ");
        if (!strncmp(line, "# modeled cost (", 16) && close) {
            snprintf(model, sizeof model, "modeled cost %s", close + 2);
            break;
        }
    }
    if (f) fclose(f);
}

/* rank 0: keys for every process, or -1 with *err */
int cp_place_plan(const char *src, const char *graph_weight, const cp_where_t *w, int size, int *keys, int *from_mapper,
                  cp_err_t *err)
{
    char tmp[] = "/tmp/commprof-reorder.XXXXXX", rf[sizeof tmp + 16];
    const char *path = src;
    int made = 0, rc = -1;
    if (access(src, R_OK)) return cp_err_set(err, CP_ERR_IO, "%s: %s", src, strerror(errno));
    int placement = is_placement(src);
    if (placement < 0)
        return cp_err_set(err, CP_ERR_INVALID, "%s is empty (a rankfile, a host list, a recording or a graph was expected)", src);
    *from_mapper = !placement;
    if (*from_mapper) {
        if (!mkdtemp(tmp)) return cp_err_set(err, CP_ERR_IO, "cannot make a directory in /tmp: %s", strerror(errno));
        made = 1;
        struct stat st;
        int metis = stat(src, &st) == 0 && !S_ISDIR(st.st_mode);
        if (run_mapper(src, metis ? graph_weight : NULL, w, size, tmp, err)) goto out;
        snprintf(rf, sizeof rf, "%s/rankfile", tmp);
        path = rf;
        read_model(rf);
    }
    int n = 0;
    cp_rank_slot_t *pl = cp_rankfile_read(path, &n, err);
    if (pl) {
        rc = match(pl, n, w, size, keys, *from_mapper ? "the mapper's placement" : src, err);
        cp_rankfile_free(pl, n);
    }
out:
    if (made) {
        char p[sizeof tmp + 16];
        snprintf(p, sizeof p, "%s/rankfile", tmp), unlink(p);
        snprintf(p, sizeof p, "%s/hostfile", tmp), unlink(p);
        rmdir(tmp);
    }
    return rc;
}

static int by_first_appearance(const void *a, const void *b)
{
    const int *x = a, *y = b; /* (host's first process, cpu, process) */
    for (int k = 0; k < 3; k++)
        if (x[k] != y[k]) return x[k] < y[k] ? -1 : 1;
    return 0;
}

int cp_place_positions(const cp_where_t *w, int size, int *pos)
{
    int *t = malloc((size_t)size * 3 * sizeof *t);
    if (!t) return -1;
    for (int p = 0; p < size; p++) {
        int first = p;
        for (int q = 0; q < p; q++)
            if (!strcmp(w[q].host, w[p].host)) {
                first = q;
                break;
            }
        t[3 * p] = first, t[3 * p + 1] = w[p].cpu, t[3 * p + 2] = p;
    }
    qsort(t, (size_t)size, 3 * sizeof *t, by_first_appearance);
    for (int i = 0; i < size; i++) pos[t[3 * i + 2]] = i;
    free(t);
    return 0;
}

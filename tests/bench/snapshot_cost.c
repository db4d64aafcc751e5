/* What one COMMPROF_SNAPSHOT period costs a rank with P peers: the rank
 * file writer (interpose/write/record_write.c) on a peer table filled as the
 * library fills it (every peer sent to and received from, 2 size classes),
 * no MPI.  Three cases, each timed as the median of REPEATS:
 *   written   the content changed since the last snapshot: a pass to hash
 *             it, then the file written whole (O_TMPFILE, linkat, rename)
 *   idle      nothing new: the hash pass alone, no I/O
 *   ended     nothing new, then a signal: the hash pass and two pwrites
 * Prints: peers file_bytes_per_peer written_ms idle_ms ended_ms ns_per_peer_idle
 * The file is checked: as many pairs as peers, read back by the caller
 * (tests/bench/run-bench) with commprof-dump beside a job file. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "clock.h"
#include "comm_table.h"
#include "record_format.h"
#include "clock_sync.h"
#include "phases.h"
#include "record_write.h"
#include "state.h"

/* what the runtime (runtime.c, MPI's side) would give the writer */
void cp_fail(const char *why)
{
    fprintf(stderr, "snapshot_cost: %s\n", why);
    exit(1);
}
uint32_t cp_phase_count(void) { return 1; }
const char *cp_phase_name(uint32_t id) { return id ? "" : ""; }
const cp_sync_point_t *cp_sync_points(uint32_t *n)
{
    *n = 0;
    return NULL;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: snapshot_cost DIR PEERS [REPEATS]\n");
        return 1;
    }
    const char *dir = argv[1];
    uint32_t peers = (uint32_t)strtoul(argv[2], NULL, 10);
    int repeats = argc > 3 ? atoi(argv[3]) : 5;
    if (peers < 1 || repeats < 1) return 1;
    static cp_meta_t m;
    m.rank = 0;
    m.world_size = peers + 1;
    m.pid = (uint32_t)getpid();
    m.end_signal = SIGTERM;
    snprintf(m.host, sizeof m.host, "bench");
    uint32_t zero = 0;
    m.node_ranks = &zero;
    m.n_node_ranks = 1;
    m.cpuset = "0";
    m.cores = &zero;
    m.ncores = 1;
    m.mpi_library = "none";
    m.command_line = "snapshot_cost";
    m.job_id = "1";
    mkdir(dir, 0755);
    snprintf(m.dir, sizeof m.dir, "%s", dir);
    snprintf(m.rank_path, sizeof m.rank_path, "%s/rank.0.cpr", dir);
    snprintf(m.rank_tmp, sizeof m.rank_tmp, "%s/.rank.0.cpr.tmp", dir);
    snprintf(m.job_path, sizeof m.job_path, "%s/job.cpj", dir);
    snprintf(m.job_tmp, sizeof m.job_tmp, "%s/.job.cpj.tmp", dir);
    int64_t t = 1;
    for (uint32_t p = 1; p <= peers; p++) {
        cp_table_count_send(p, 8, t++);
        cp_table_count_send(p, 4096, t++);
        cp_table_count_recv(p, 8);
    }
    double *w = malloc((size_t)repeats * sizeof *w), *i = malloc((size_t)repeats * sizeof *i),
           *e = malloc((size_t)repeats * sizeof *e);
    for (int r = 0; r < repeats; r++) {
        cp_table_count_send(1 + (uint32_t)r % peers, 8, t++); /* something new */
        double t0 = now();
        if (cp_write_rank_file(&m, CP_END_RUNNING, t, t)) cp_fail("cannot write the rank file");
        double t1 = now();
        if (cp_write_rank_file(&m, CP_END_RUNNING, t, t)) cp_fail("cannot snapshot the idle rank");
        double t2 = now();
        if (cp_write_rank_file(&m, CP_END_SIGNAL, t, t)) cp_fail("cannot mark the rank's end");
        double t3 = now();
        w[r] = (t1 - t0) * 1e3, i[r] = (t2 - t1) * 1e3, e[r] = (t3 - t2) * 1e3;
    }
    if (cp_write_job_file(&m, t)) cp_fail("cannot write the job file");
    qsort(w, (size_t)repeats, sizeof *w, by_value);
    qsort(i, (size_t)repeats, sizeof *i, by_value);
    qsort(e, (size_t)repeats, sizeof *e, by_value);
    struct stat st;
    if (stat(m.rank_path, &st)) cp_fail("no rank file");
    printf("%u %.1f %.3f %.3f %.3f %.1f\n", peers, (double)st.st_size / peers, w[repeats / 2], i[repeats / 2],
           e[repeats / 2], i[repeats / 2] * 1e6 / peers);
    return 0;
}

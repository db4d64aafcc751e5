/* smpirun -replay, waited for with a time limit (replay_run.h). */
#include "replay_run.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

/* the last lines of the log, on one line, for a message */
static void log_tail(const char *path, char *out, size_t len)
{
    out[0] = 0;
    FILE *f = fopen(path, "r");
    if (!f) return;
    char line[512], keep[4][512] = {{0}};
    int n = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        if (!line[0]) continue;
        snprintf(keep[n % 4], sizeof keep[0], "%s", line);
        n++;
    }
    fclose(f);
    size_t k = 0;
    for (int i = n > 4 ? n - 4 : 0; i < n && k < len; i++)
        k += (size_t)snprintf(out + k, len - k, "%s%s", k ? " | " : "", keep[i % 4]);
}

int cp_replay_start(const cp_replay_run_t *r, cp_replay_job_t *j, cp_err_t *err)
{
    char np[32], lat[600], bw[600];
    snprintf(np, sizeof np, "%u", r->ranks);
    snprintf(lat, sizeof lat, "--cfg=smpi/lat-factor:%s", r->lat_factor ? r->lat_factor : "");
    snprintf(bw, sizeof bw, "--cfg=smpi/bw-factor:%s", r->bw_factor ? r->bw_factor : "");
    const char *prog = r->smpirun ? r->smpirun : "smpirun";
    /* Open MPI's algorithms, except MPI_Bcast's: SimGrid 3.32's ompi_split_bintree, which the ompi
     * selector picks for most sizes at 8 ranks and more, aborts replays ("free(): invalid pointer" in
     * smpi_comm_copy_buffer_callback; LAMMPS's and PETSc's traces, or one "bcast 4 0 6").  The binomial
     * tree is Open MPI's own choice for small broadcasts, which is what applications mostly send.
     * No privatization: a replay runs no user code whose globals each rank would need its own copy of,
     * and SMPI's default (dlopen) copies and loads the replayer once a rank: at 1,024 ranks a
     * replay took 1.08 s instead of 1.95 (the scale bench's wavefront), the same simulated time. */
    char *argv[20] = {(char *)prog, "-np", np, "-platform", (char *)r->platform, "-hostfile", (char *)r->hostfile,
                      "-replay", (char *)r->index, "--cfg=smpi/host-speed:1Gf", "--cfg=smpi/privatization:no", "--cfg=smpi/coll-selector:ompi",
                      "--cfg=smpi/bcast:binomial_tree", "--log=root.thres:critical", "--log=smpi_replay.thres:info"};
    int argc = 15;
    if (r->lat_factor) argv[argc++] = lat;
    if (r->bw_factor) argv[argc++] = bw;
    argv[argc] = NULL;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, r->log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_adddup2(&fa, 1, 2);
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addchdir_np(&fa, r->workdir);
    posix_spawnattr_t at;
    posix_spawnattr_init(&at);
    posix_spawnattr_setflags(&at, POSIX_SPAWN_SETPGROUP); /* its own group: a time limit kills it whole */
    pid_t pid;
    int e = posix_spawnp(&pid, prog, &fa, &at, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&at);
    if (e) {
        cp_err_set(err, CP_ERR_IO, "cannot run %s: %s (SimGrid's SMPI: Debian libsimgrid-dev)", prog, strerror(e));
        return -1;
    }
    j->r = r, j->pid = pid, j->wall_s = 0;
    clock_gettime(CLOCK_MONOTONIC, &j->t0);
    return 0;
}

int cp_replay_poll(cp_replay_job_t *j, double *simulated_s, cp_err_t *err)
{
    const cp_replay_run_t *r = j->r;
    struct timespec now;
    int st = 0;
    pid_t w = waitpid(j->pid, &st, WNOHANG);
    clock_gettime(CLOCK_MONOTONIC, &now);
    j->wall_s = (double)(now.tv_sec - j->t0.tv_sec) + 1e-9 * (double)(now.tv_nsec - j->t0.tv_nsec);
    if (w == 0 || (w < 0 && errno == EINTR)) {
        if (!(r->timeout_s > 0 && j->wall_s > r->timeout_s)) return 1;
        kill(-j->pid, SIGKILL);
        waitpid(j->pid, &st, 0);
        j->pid = 0;
        return cp_err_set(err, CP_ERR_INVALID, "the replay ran past %.0f s and was stopped (log: %s)", r->timeout_s,
                          r->log);
    }
    j->pid = 0;
    if (w < 0) return cp_err_set(err, CP_ERR_IO, "waiting for smpirun: %s", strerror(errno));
    /* the last "Simulation time" line: SMPI prints it when its last rank ends */
    FILE *f = fopen(r->log, "r");
    double t = -1;
    if (f) {
        char line[1024];
        while (fgets(line, sizeof line, f)) {
            const char *p = strstr(line, "Simulation time ");
            if (p) t = strtod(p + 16, NULL);
        }
        fclose(f);
    }
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0 || t < 0) {
        char tail[400];
        log_tail(r->log, tail, sizeof tail);
        if (WIFSIGNALED(st))
            cp_err_set(err, CP_ERR_INVALID, "smpirun died of signal %d: %s", WTERMSIG(st), tail[0] ? tail : "(no output)");
        else
            cp_err_set(err, CP_ERR_INVALID, "smpirun failed (exit %d): %s", WIFEXITED(st) ? WEXITSTATUS(st) : -1,
                     tail[0] ? tail : "(no output)");
        return -1;
    }
    *simulated_s = t;
    return 0;
}

void cp_replay_stop(cp_replay_job_t *j)
{
    if (j->pid > 0) {
        int st;
        kill(-j->pid, SIGKILL);
        waitpid(j->pid, &st, 0);
    }
    j->pid = 0;
}

int cp_replay_run(const cp_replay_run_t *r, double *simulated_s, cp_err_t *err)
{
    cp_replay_job_t j;
    if (cp_replay_start(r, &j, err)) return -1;
    int rc;
    while ((rc = cp_replay_poll(&j, simulated_s, err)) == 1) {
        struct timespec nap = {0, 20000000};
        nanosleep(&nap, NULL);
    }
    return rc;
}

/* One replay: SimGrid's smpirun replaying a job's actions (replay_trace.h)
 * on a platform, rank i on line i of a host list; the simulated time it
 * reports is the prediction.  SMPI's settings are commprof's, said in
 * docs/prediction.md: Open MPI's collective algorithms
 * (smpi/coll-selector:ompi), and the factors by message size the caller
 * gives (commprof-predict: the platform's own, else 1: a platform's
 * latencies and bandwidths are measured ones). */
#ifndef CP_REPLAY_RUN_H
#define CP_REPLAY_RUN_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <time.h>

#include "cp_err.h"

typedef struct cp_replay_run {
    const char *smpirun;  /* the program (default "smpirun" on PATH) */
    const char *platform; /* XML */
    const char *hostfile; /* line i: rank i's host */
    const char *index;    /* the actions' index */
    uint32_t ranks;
    const char *workdir;  /* where smpirun runs and leaves its temporary files */
    const char *log;      /* smpirun's output goes there */
    const char *lat_factor, *bw_factor; /* SMPI's "SIZE:FACTOR;..." lists, or NULL: the platform's (its <config>) */
    double timeout_s;     /* 0: none */
} cp_replay_run_t;

/* Runs it; 0 with the simulated seconds, or -1 with *err (the end of the
 * log where smpirun failed). */
int cp_replay_run(const cp_replay_run_t *r, double *simulated_s, cp_err_t *err);

/* The same in steps, for replays side by side (commprof-predict --jobs):
 * start (0, or -1 with *err), then poll until it is not 1 (0: done, the
 * simulated seconds; -1: *err); stop kills one still running.  r must live
 * until the end; wall_s is its time so far. */
typedef struct cp_replay_job {
    const cp_replay_run_t *r;
    pid_t pid;
    struct timespec t0;
    double wall_s;
} cp_replay_job_t;
int cp_replay_start(const cp_replay_run_t *r, cp_replay_job_t *j, cp_err_t *err);
int cp_replay_poll(cp_replay_job_t *j, double *simulated_s, cp_err_t *err);
void cp_replay_stop(cp_replay_job_t *j);

#endif

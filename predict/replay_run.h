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

#endif

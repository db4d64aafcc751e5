/* A traced job as SimGrid time-independent actions (docs/prediction.md):
 * an OTF2 trace (commprof's trace mode, COMMPROF_MODE=trace, or Score-P's)
 * written as one action file per rank that `smpirun -replay` replays on
 * any platform and host list, so that the job's run time can be predicted
 * for placements it never ran in.
 *
 * What each rank did is kept as the program's order of MPI calls:
 *   - the time between calls is computation: `compute F`, F = the measured
 *     seconds x the speed given (the platform's hosts' flop rate), so that
 *     a replay on hosts of that speed takes the measured time;
 *   - point-to-point messages with their partners and sizes, blocking as
 *     they were (send, recv), nonblocking ones posted where they were
 *     (isend at the call; irecv at the MPI_Irecv, its partner learned at
 *     its completion) and waited where they completed.  Each message gets
 *     a tag of its own (its number among the messages its sender sent that
 *     receiver), so that the replay matches exactly the messages MPI
 *     matched, also those received from MPI_ANY_SOURCE;
 *   - collectives on MPI_COMM_WORLD as SMPI collectives (SMPI runs their
 *     algorithms: `smpi/coll-selector:ompi` those of Open MPI), their sizes
 *     from the MpiCollectiveEnd events; the v-forms' blocks from every
 *     rank's totals of the call, alike at both ends (replay_coll.h);
 *   - collectives on communicators of part of the world as the messages
 *     of an algorithm between the members' world ranks (replay_subcoll.h);
 *   - collectives on intercommunicators, and MPI calls that move nothing
 *     the trace shows (communicator creation, one-sided calls, I/O), as the
 *     time they took.
 * Probes (MPI_Iprobe, MPI_Probe) count as neither: their time is the
 * waiting the replay recomputes.  A test that completed nothing (a
 * polling loop's) counts as computation, as the time between calls does
 * (commprof's writer leaves such tests out; other tracers keep them). */
#ifndef CP_REPLAY_TRACE_H
#define CP_REPLAY_TRACE_H

#include <stddef.h>
#include <stdint.h>

#include "cp_err.h"

typedef struct cp_replay_stats {
    uint32_t ranks;
    uint64_t events;         /* read from the trace */
    uint64_t sends, recvs;   /* point-to-point actions written */
    uint64_t recvs_late;     /* completed with no MPI_Irecv pending: posted at their completion */
    uint64_t unmatched;      /* receives whose send is not in the trace: left out */
    uint64_t unresolved;     /* messages on communicators the definitions do not resolve */
    uint64_t colls_world;    /* collectives replayed by SMPI's algorithms */
    uint64_t colls_sub;      /* collectives on part of the world, written as messages (replay_subcoll.h) */
    uint64_t colls_timed;    /* other collectives (intercommunicators'): their measured time */
    double compute_s;        /* computation written, summed over ranks */
    double timed_s;          /* calls written as their measured time, summed over ranks */
    double span_s;           /* the longest rank's time from MPI_Init's end (else its first traced call) to MPI_Finalize's start (else its last call's end) */
    uint32_t ranks_from_init; /* ranks whose trace holds MPI_Init's end (commprof's and Score-P's; not EZTrace's) */
} cp_replay_stats_t;

/* Reads the OTF2 archive `anchor` (DIR/traces.otf2) and writes DIR_OUT/rank-N.txt
 * for each rank and DIR_OUT/index listing them (smpirun -replay's input).
 * speed: flops per second of the hosts the replay runs on.  Returns 0, or -1
 * with err naming the file and what is wrong (a trace cut by
 * COMMPROF_TRACE_LIMIT or another writer's measurement switch is refused:
 * a replay of part of a job predicts nothing). */
int cp_replay_from_otf2(const char *anchor, const char *dir_out, double speed, cp_replay_stats_t *st, cp_err_t *err);

#endif

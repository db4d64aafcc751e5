/* How large a job's trace will be, known before the traced run: from a
 * profile of the same job (a commprof recording of any mode), the calls and
 * messages it counted, times what each writes in a trace (trace_size.h).
 * commprof-predict --estimate prints it; commprof-run --predict refuses a
 * run whose trace would be cut by COMMPROF_TRACE_LIMIT, and says the size
 * otherwise (docs/prediction.md). */
#ifndef CP_TRACE_ESTIMATE_H
#define CP_TRACE_ESTIMATE_H

#include <stdint.h>

#include "cp_err.h"

/* The profile counts messages and collective calls, not the calls that
 * complete messages (waits, tests) nor those that send and receive in one
 * (MPI_Sendrecv): the trace's events were 0.67 to 1.52 times the count's
 * base (3 per message end, 4 per collective) on 18 recordings of 12
 * programs (docs/prediction.md): the estimate is 1.2 times it, the range
 * 0.6 to 1.6 times. */
#define CP_TRACE_ESTIMATE_FACTOR 1.2
#define CP_TRACE_ESTIMATE_LOW 0.6
#define CP_TRACE_ESTIMATE_HIGH 1.6

/* What a replay takes, measured on the 2-core test machine with
 * commprof-predict and SimGrid 3.32 (docs/prediction.md): 77 bytes of
 * memory an event at most (HPCG's 2.2 million on 16 ranks), 145,000 to
 * 240,000 events a second for each placement replayed. */
#define CP_REPLAY_BYTES_PER_EVENT 80.0
#define CP_REPLAY_EVENTS_PER_S 150000.0
/* The flow engine (--engine flow, the default): one process holding the
 * actions and the replay's state for all placements, 118 bytes an event
 * (LAMMPS's 204,240 on 8 ranks) to 219 (a 1,024-rank 3-D halo's 244,736),
 * and 1.1 to 70 million events a second a placement (the more ranks, the
 * slower) on the same machine. */
#define CP_FLOW_BYTES_PER_EVENT 250.0
#define CP_FLOW_EVENTS_PER_S 1000000.0

typedef struct cp_trace_estimate {
    uint32_t ranks;
    int recv_from_senders;        /* receives counted at their senders (COMMPROF_RECV=0) */
    uint64_t sends, recvs, calls; /* messages each way and collective or one-sided calls, all ranks */
    double events;                /* the estimate, all ranks (the range: x LOW, x HIGH) */
    uint32_t top_rank;            /* the rank of most events, and its estimate */
    double top_events;
    double duration_s;            /* the profiled run's length, 0 unknown */
} cp_trace_estimate_t;

/* From the recording in dir.  Returns 0, or -1 with err ("DIR: why"). */
int cp_trace_estimate(const char *dir, cp_trace_estimate_t *e, cp_err_t *err);

#endif

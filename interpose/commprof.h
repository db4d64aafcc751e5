/* commprof's application interface.  Link with -lcommprof or preload
 * libcommprof.so; all calls are harmless when commprof is not recording.
 * Fortran: call commprof_pause(), commprof_resume(),
 *          commprof_phase_begin('solve'), commprof_phase_end(),
 *          commprof_sync(). */
#ifndef COMMPROF_H
#define COMMPROF_H

#ifdef __cplusplus
extern "C" {
#endif

/* Stop / restart counting (as MPI_Pcontrol(0) / MPI_Pcontrol(1)). */
void commprof_pause(void);
void commprof_resume(void);

/* Count traffic between begin and end in a table of its own named `name`
 * (as well as in the whole-run table).  Phases nest: the innermost counts.
 * Returns 0, or -1 when not recording or out of memory. */
int commprof_phase_begin(const char *name);
int commprof_phase_end(void);

/* Collective over MPI_COMM_WORLD (in a program of MPI-4 sessions: over the
 * processes of mpi://WORLD): measure every rank's clock offset now
 * (commprof already does at MPI_Init and MPI_Finalize); timestamps are
 * corrected linearly between such points, so long runs with drifting clocks
 * gain from a few.  Returns 0, or -1 when not recording. */
int commprof_sync(void);

#ifdef __cplusplus
}
#endif
#endif

/* The application's controls (commprof.h): phases, pause and resume,
 * MPI_Pcontrol, clock syncs, and their Fortran names. */
#include <mpi.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "call_ids.gen.h"
#include "commprof.h"
#include "comm_table.h"
#include "phases.h"
#include "runtime.h"
#include "state.h"
#include "trace.h"

/* ---- phases ---------------------------------------------------------- */

static pthread_mutex_t phase_lock = PTHREAD_MUTEX_INITIALIZER;
static uint32_t *phase_stack; /* the open phases, innermost last */
static uint32_t phase_depth, phase_stack_cap;
CP_API int commprof_phase_begin(const char *name)
{
    if (!name || !*name) return -1;
    pthread_mutex_lock(&phase_lock);
    int id = cp_phase_id(name);
    if (id > 0 && phase_depth == phase_stack_cap) {
        uint32_t cap = phase_stack_cap ? 2 * phase_stack_cap : 8;
        uint32_t *t = realloc(phase_stack, cap * sizeof *t);
        if (t) {
            phase_stack = t;
            phase_stack_cap = cap;
        } else {
            id = -1;
        }
    }
    if (id > 0) {
        phase_stack[phase_depth++] = (uint32_t)id;
        cp_phase_set((uint32_t)id);
        /* also while paused: a phase's Enter and Leave stay paired */
        if (cp_trace_here()) cp_trace_enter(CP_CALL_COUNT + (uint32_t)id);
    }
    pthread_mutex_unlock(&phase_lock);
    return id > 0 ? 0 : -1;
}

CP_API int commprof_phase_end(void)
{
    pthread_mutex_lock(&phase_lock);
    int rc = phase_depth ? 0 : -1;
    if (phase_depth && cp_trace_here()) cp_trace_leave(CP_CALL_COUNT + phase_stack[phase_depth - 1]);
    if (phase_depth) phase_depth--;
    cp_phase_set(phase_depth ? phase_stack[phase_depth - 1] : 0);
    pthread_mutex_unlock(&phase_lock);
    return rc;
}

CP_API void commprof_pause(void) { cp_set_paused(1); }
CP_API void commprof_resume(void) { cp_set_paused(0); }

CP_API int commprof_sync(void) { return cp_sync_if_running(); }
CP_API void commprof_sync_(void) { commprof_sync(); }
CP_API void commprof_sync__(void) { commprof_sync(); }

/* Fortran: gfortran appends one underscore (two for names holding one in
 * g77 style); the hidden string length comes last. */
CP_API void commprof_pause_(void) { commprof_pause(); }
CP_API void commprof_pause__(void) { commprof_pause(); }
CP_API void commprof_resume_(void) { commprof_resume(); }
CP_API void commprof_resume__(void) { commprof_resume(); }
CP_API void commprof_phase_end_(void) { commprof_phase_end(); }
CP_API void commprof_phase_end__(void) { commprof_phase_end(); }
CP_API void commprof_phase_begin_(const char *name, size_t len)
{
    char buf[256];
    while (len && name[len - 1] == ' ') len--; /* Fortran pads with blanks */
    if (len >= sizeof buf) len = sizeof buf - 1;
    memcpy(buf, name, len);
    buf[len] = 0;
    commprof_phase_begin(buf);
}
CP_API void commprof_phase_begin__(const char *name, size_t len) { commprof_phase_begin_(name, len); }

static int pcontrol(int level)
{
    if (level == 0) commprof_pause();
    else if (level > 0) commprof_resume();
    return MPI_SUCCESS;
}
CP_API int MPI_Pcontrol(const int level, ...) { return pcontrol(level); }
#ifdef CP_WRAP_PMPI
CP_API int PMPI_Pcontrol(const int level, ...) { return pcontrol(level); }
#endif

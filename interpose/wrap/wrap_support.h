/* What the generated wrappers (wrappers.gen.c) need: the real entries
 * (mpi_real_entry.h, the ground floor) and the parts of the library the
 * wrappers call into. */
#ifndef CP_WRAP_SUPPORT_H
#define CP_WRAP_SUPPORT_H

#include <dlfcn.h>
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* Persistent collectives before MPI-4: Open MPI 4.1's MPIX_<op>_init */
#if MPI_VERSION < 4 && defined(OPEN_MPI)
#include <mpi-ext.h>
#endif
#if MPI_VERSION < 4 && defined(OMPI_HAVE_MPI_EXT_PCOLLREQ) && OMPI_HAVE_MPI_EXT_PCOLLREQ
#define CP_HAVE_MPIX_PCOLL 1
#else
#define CP_HAVE_MPIX_PCOLL 0
#endif

/* MPI_Isendrecv's request completes with the receive's status (MPI-4
 * 3.10.3), which gives the source of a wildcard receive and the bytes
 * received.  MPICH runs it as a collective schedule whose request carries
 * no status (seen with 4.0.2: source 0, tag 0, count 0 after MPI_Wait;
 * nothing written with MPI_STATUS_IGNORE), so under MPICH only the send
 * side of MPI_Isendrecv is recorded: a wrong receive row is worse than
 * none, and the graphs come from the send side. */
#ifdef MPICH_VERSION
#define CP_ISENDRECV_STATUS 0
#else
#define CP_ISENDRECV_STATUS 1
#endif

#include "mpi_real_entry.h"
#include "guard.h"
#include "coll_hooks.h"
#include "rank_bind.h"
#include "coll_persistent.h"
#include "hooks.h"
#include "large_counts.h"
#include "request_map.h"
#include "runtime.h"
#include "topo_reorder.h"
#include "trace.h"
#include "world_swap.h"
#include "call_ids.gen.h"

/* The calls that end requests (Wait*, Test*, Request_free, Mrecv...) have
 * work only where an entry is left, to count or to let go of, or where a
 * trace records the call.  Otherwise, recording or paused, they pass
 * straight through: a Wait on a send, or a Test loop polling one, while no
 * receive is posted (or with COMMPROF_RECV=0) costs a few loads. */
static inline int cp_ends_pass(void)
{
    return cp_nested() || (!cp_req_any() && !__atomic_load_n(&cp_tracing, __ATOMIC_RELAXED));
}

/* After a blocking collective: with COMMPROF_SYNC_INTERVAL, every 16th one
 * on MPI_COMM_WORLD, reordered or not (counted at the outermost level, paused or not, so all
 * ranks count alike) asks whether a sync is due (runtime.c). */
extern CP_HIDDEN int cp_sync_ticking;
CP_HIDDEN void cp_sync_tick_slow(void);
static inline int cp_sync_tick(int rc, MPI_Comm comm)
{
    if (__builtin_expect(cp_sync_ticking, 0) && (comm == MPI_COMM_WORLD || comm == cp_app_world) && !cp_nested())
        cp_sync_tick_slow();
    return rc;
}


#endif

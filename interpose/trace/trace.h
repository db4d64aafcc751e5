/* Trace mode (COMMPROF_MODE=trace): every MPI call as Enter/Leave and every
 * point-to-point message as a send or receive event, in an OTF2 archive.
 *
 * The OTF2 writer lives in a plugin, libcommprof_otf2.so, loaded at
 * MPI_Init only in trace mode: profiling needs no OTF2 library at run time.
 * The plugin fills a table of functions (cp_trace_ops_t); timestamps are
 * this rank's timer (clock.h) and the sync points become OTF2 ClockOffset
 * definitions, so OTF2 readers align the ranks.  Only the thread that called
 * MPI_Init is traced (one OTF2 location per rank).
 *
 * A test (MPI_Test, Testany, Testall, Testsome, Request_get_status) that
 * completes no receive and no collective is left out: its Enter is held
 * until an event comes inside it, and dropped with its Leave where none
 * does.  A polling loop's empty tests were most of a trace that holds them:
 * HPCC's MPIRandomAccess called MPI_Testany 534,780 times on one rank, 15
 * times the events of the rest of its run (9.05 million events against the
 * 0.59 million its profile foretold; docs/prediction.md).  The replay reads
 * no time from an empty test: between two calls is computation either way.
 * COMMPROF_TRACE_TESTS=all keeps them (a timeline viewer's picture). */
#ifndef CP_TRACE_H
#define CP_TRACE_H

#include <mpi.h>
#include <stdint.h>

#include "call_ids.gen.h"
#include "clock.h"
#include "clock_sync.h"
#include "guard.h"

typedef struct cp_trace_final {
    const cp_sync_point_t *syncs;
    uint32_t nsyncs;
    int64_t start_local_ns, end_local_ns;
    const char *const *region_names;
    uint32_t nregions;
    const char *host;
    /* phases: this rank's names by phase id (1 .. nphases - 1), traced as
     * regions nregions + id of the USER paradigm */
    const char *const *phase_names;
    uint32_t nphases;
    /* communicators messages were traced on, by this rank's id - 1 */
    const struct cp_trace_comm *comms;
    uint32_t ncomms;
} cp_trace_final_t;

/* A communicator as the trace names it across ranks: its group (world
 * ranks, in its rank order), and which of this rank's traced communicators
 * with that group it is (0 for the first).  Communicators are registered at
 * their first traced message (nothing sees their creation), so two with the
 * same group (a split and its dup) keep their identities only where every
 * member first traces them in the same order; where not, a message may be
 * attributed to its sibling, with the same group and so the same peers.
 * An intercommunicator has two groups, A and B, ordered by (hash, size) so
 * that both sides name them alike. */
typedef struct cp_trace_comm {
    uint64_t hash, hash_b;
    uint32_t size, size_b, ordinal; /* size_b 0: an intracommunicator */
    int *ranks;                     /* A's, then B's */
} cp_trace_comm_t;

/* The MPI library's own collectives, past commprof's wrappers, for the
 * plugin's exchanges at the trace's start and end (the plugin is another
 * shared object: it cannot see the library's hidden cp_mpi_* entries). */
typedef struct cp_trace_mpi {
    int (*allreduce)(const void *, void *, int, MPI_Datatype, MPI_Op, MPI_Comm);
    int (*allgather)(const void *, int, MPI_Datatype, void *, int, MPI_Datatype, MPI_Comm);
    int (*allgatherv)(const void *, int, MPI_Datatype, void *, const int *, const int *, MPI_Datatype, MPI_Comm);
    int (*gather)(const void *, int, MPI_Datatype, void *, int, MPI_Datatype, int, MPI_Comm);
    int (*gatherv)(const void *, int, MPI_Datatype, void *, const int *, const int *, MPI_Datatype, int, MPI_Comm);
} cp_trace_mpi_t;

#define CP_TRACE_ABI 6
typedef struct cp_trace_ops {
    int abi;
    /* collective over world (cp_world); 0 or -1 with why filled */
    int (*init)(uint32_t rank, uint32_t size, MPI_Comm world, const cp_trace_mpi_t *mpi, const char *dir,
                uint64_t limit_bytes, char *why, size_t whylen);
    void (*enter)(uint32_t region, uint64_t t);
    void (*leave)(uint32_t region, uint64_t t);
    /* comm: 0 = MPI_COMM_WORLD (peer a world rank), else this rank's id
     * for a communicator (peer its rank there) */
    void (*send)(uint32_t comm, uint32_t dst, uint32_t tag, uint64_t bytes, uint64_t t);
    void (*recv)(uint32_t comm, uint32_t src, uint32_t tag, uint64_t bytes, uint64_t t);
    /* a collective call's part on this rank, once it succeeded: op is a
     * cp_coll_op (coll_model.h), root a rank of comm (0 where none), sent
     * and received its logical volumes (call_stats.h: a root's Bcast sends
     * its buffer to each other rank); begin is the call's Enter time */
    void (*coll)(uint32_t comm, uint32_t op, uint32_t root, uint64_t sent, uint64_t received, uint64_t begin,
                 uint64_t t);
    /* collective; returns events written (or -1), *truncated set when the
     * size limit stopped the trace */
    int64_t (*finalize)(const cp_trace_final_t *f, int *truncated);
} cp_trace_ops_t;

extern CP_HIDDEN int cp_tracing;
extern CP_HIDDEN CP_TLS int cp_trace_thread; /* set on the thread that called MPI_Init */
extern CP_HIDDEN const cp_trace_ops_t *cp_trace_ops;
extern CP_HIDDEN CP_TLS uint64_t cp_trace_enter_time;
extern CP_HIDDEN CP_TLS uint32_t cp_trace_held; /* a test's region + 1, entered and not yet written; 0 none */
extern CP_HIDDEN int cp_trace_all_tests; /* COMMPROF_TRACE_TESTS=all: none held */

static inline int cp_trace_here(void)
{
    return __builtin_expect(__atomic_load_n(&cp_tracing, __ATOMIC_RELAXED), 0) && cp_trace_thread;
}
static inline int cp_trace_is_test(uint32_t region)
{
    return !cp_trace_all_tests && (region == CP_CALL_Test || region == CP_CALL_Testany || region == CP_CALL_Testall ||
           region == CP_CALL_Testsome || region == CP_CALL_Request_get_status);
}
/* a held test's Enter, written at its time: an event comes inside it */
static inline void cp_trace_unhold(void)
{
    if (__builtin_expect(cp_trace_held != 0, 0)) {
        cp_trace_ops->enter(cp_trace_held - 1, cp_trace_enter_time);
        cp_trace_held = 0;
    }
}
static inline void cp_trace_enter(uint32_t region)
{
    uint64_t t = (uint64_t)cp_clock_now();
    cp_trace_unhold(); /* a call inside a held test (a tool's): the test's Enter first */
    cp_trace_enter_time = t;
    if (cp_trace_is_test(region)) {
        cp_trace_held = region + 1;
        return;
    }
    cp_trace_ops->enter(region, t);
}
static inline void cp_trace_leave(uint32_t region)
{
    if (cp_trace_held) { /* a test with nothing inside */
        cp_trace_held = 0;
        return;
    }
    cp_trace_ops->leave(region, (uint64_t)cp_clock_now());
}
/* The trace's id for comm (registered on first use), or 0: messages on
 * MPI_COMM_WORLD and MPI_COMM_NULL (and communicators with spawned
 * processes) are addressed by world rank on MPI_COMM_WORLD.  Traced thread
 * only. */
CP_HIDDEN uint32_t cp_trace_comm(MPI_Comm comm);

/* A send is stamped with its call's Enter time: a blocking send may return
 * after the receive completed, and the clock condition compares the two.
 * `local` is the peer's rank in the communicator `tcomm` names, `world` its
 * world rank. */
static inline void cp_trace_send(uint32_t tcomm, int local, uint32_t world, int tag, uint64_t bytes)
{
    if (cp_trace_here()) {
        cp_trace_unhold();
        cp_trace_ops->send(tcomm, tcomm ? (uint32_t)local : world, (uint32_t)tag, bytes, cp_trace_enter_time);
    }
}
static inline void cp_trace_recv(uint32_t tcomm, int local, uint32_t world, int tag, uint64_t bytes)
{
    if (cp_trace_here()) {
        cp_trace_unhold();
        cp_trace_ops->recv(tcomm, tcomm ? (uint32_t)local : world, (uint32_t)tag, bytes, (uint64_t)cp_clock_now());
    }
}

static inline void cp_trace_coll(MPI_Comm comm, int op, int root, uint64_t sent, uint64_t received)
{
    if (cp_trace_here()) {
        cp_trace_unhold();
        cp_trace_ops->coll(cp_trace_comm(comm), (uint32_t)op, root >= 0 ? (uint32_t)root : 0, sent, received,
                           cp_trace_enter_time, (uint64_t)cp_clock_now());
    }
}

/* The communicators cp_trace_comm registered, by id - 1. */
CP_HIDDEN const cp_trace_comm_t *cp_trace_comms(uint32_t *n);

/* At MPI_Init (collective): load the plugin and open the archive in
 * <dir>/trace.  Returns 0, or -1 after saying why on stderr (rank 0). */
CP_HIDDEN int cp_trace_start(uint32_t rank, uint32_t size, const char *dir);
/* At MPI_Finalize (collective), after the last sync point. */
CP_HIDDEN void cp_trace_finish(const cp_trace_final_t *f, uint32_t rank);
/* MPI_Init's (or MPI_Init_thread's) region, from the trace's start to
 * commprof's start-up returning to the program, and MPI_Finalize's, from
 * the program's call (at `called`) to the trace's end; under MPI-4
 * sessions neither.  A replay then starts each rank where its MPI_Init
 * ended and ends it at MPI_Finalize, its computation before its first
 * call and after its last kept (rank 0 reading the input that it then
 * broadcasts). */
CP_HIDDEN void cp_trace_init_done(uint32_t region);
CP_HIDDEN void cp_trace_finalize_called(uint64_t called);

#endif

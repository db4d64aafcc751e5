/* Whether a wrapper should record.  Recording is on between MPI_Init and
 * MPI_Finalize unless disabled, paused or failed; a thread-local depth keeps
 * MPI calls made inside another MPI call (or inside commprof itself) from
 * being counted twice. */
#ifndef CP_GUARD_H
#define CP_GUARD_H

#define CP_HIDDEN __attribute__((visibility("hidden")))
#define CP_API __attribute__((visibility("default")))
#define CP_TLS __thread __attribute__((tls_model("initial-exec")))
/* The counting fast paths: inlined even where the compiler would rather
 * not (LTO outlined them, and every call saved the registers again). */
#define CP_ALWAYS_INLINE static inline __attribute__((always_inline))

/* What is recorded now: 0 (before MPI_Init, paused, disabled, failed,
 * finalized), else CP_ON, with CP_ON_RECVS unless COMMPROF_RECV=0 leaves
 * point-to-point receives uncounted.  One word, so that the receive calls'
 * test costs what the others' does. */
#define CP_ON 1
#define CP_ON_RECVS 2
extern CP_HIDDEN int cp_on; /* written rarely: init, finalize, pause, failure */
extern CP_HIDDEN CP_TLS int cp_depth;

static inline int cp_nested(void) { return cp_depth != 0; }
static inline int cp_recording_now(void)
{
    return __builtin_expect(__atomic_load_n(&cp_on, __ATOMIC_RELAXED) && !cp_depth, 1);
}
/* The same for the calls that only receive: with COMMPROF_RECV=0 they pass
 * straight through.  (The calls that end requests test whether any entry
 * is left instead: cp_ends_pass, wrap_support.h.) */
static inline int cp_recv_recording_now(void)
{
    return __builtin_expect((__atomic_load_n(&cp_on, __ATOMIC_RELAXED) & CP_ON_RECVS) && !cp_depth, 1);
}
/* Recording on (not paused, disabled or failed), nested or not. */
static inline int cp_counting(void) { return __atomic_load_n(&cp_on, __ATOMIC_RELAXED); }
/* ... and counting receives too. */
static inline int cp_counting_recvs(void) { return __atomic_load_n(&cp_on, __ATOMIC_RELAXED) & CP_ON_RECVS; }
static inline void cp_guard_enter(void) { cp_depth++; }
static inline void cp_guard_leave(void) { cp_depth--; }

#endif

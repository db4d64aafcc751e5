/* Which algorithm the MPI library runs for a collective call, so that
 * coll_model.c can model its messages.
 *
 * Open MPI (coll/tuned): with coll_tuned_use_dynamic_rules set and
 * coll_tuned_<op>_algorithm forced, that algorithm with its segment size and
 * chain fanout; otherwise tuned's fixed decision rules (coll_tuned_fixed.c).
 * Nonblocking calls (coll/libnbc): coll_libnbc_i<op>_algorithm when set,
 * otherwise libnbc's own size- and count-based choices.
 * The parameters are read at MPI_Init from where Open MPI reads them: the
 * environment (mpirun --mca and -x put them there), then
 * ~/.openmpi/mca-params.conf and the system parameter file.  A value given
 * by name (binomial) instead of number leaves that operation unmodeled.
 * COMMPROF_COLL_MODEL=0 turns modeling off (the logical view stays). */
#ifndef CP_COLL_CHOICE_H
#define CP_COLL_CHOICE_H

#include "coll_model.h"
#include "guard.h"

CP_HIDDEN void cp_coll_choice_init(void);
/* Fills c->alg, segsize, fanout and radix; returns 0 when no algorithm is
 * known (the call is then counted, not modeled). */
CP_HIDDEN int cp_coll_choose(cp_coll_t *c, int commutative);
/* Whether modeling is on (COMMPROF_COLL_MODEL is not 0). */
CP_HIDDEN int cp_coll_model_enabled(void);
/* The same with c->commutative: for coll_model's sub-collectives (Open MPI
 * makes them through the communicator's own functions, with the caller's
 * operation, so a non-commutative one changes their choice too; forced
 * algorithms apply, with their segment sizes) and an intercommunicator's
 * local collectives. */
CP_HIDDEN int cp_coll_choose_own(cp_coll_t *c);

/* The same for nonblocking collectives, which Open MPI runs in coll/libnbc
 * (its own algorithms and decisions, its coll_libnbc_* parameters). */
CP_HIDDEN int cp_nbc_choose(cp_coll_t *c, int commutative);

#if defined(OPEN_MPI)
/* An Open MPI MCA parameter as the processes see it (the environment, then
 * the user's and the system's parameter files): true/yes/enabled 1,
 * false/no/disabled 0, a number, -1 when set to anything else, dflt when
 * not set.  Reads files: for MPI_Init, not for every call. */
CP_HIDDEN int cp_mca_int(const char *name, int dflt);
#endif

/* Open MPI 4.1's fixed decision rules (coll_tuned_fixed.c); 0 when the op
 * has none modeled. */
CP_HIDDEN int cp_tuned_fixed(const cp_coll_t *c, int commutative);

#endif

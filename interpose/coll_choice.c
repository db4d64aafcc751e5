#include "coll_choice.h"

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct forced {
    int alg, segsize, fanout;
} forced_t;

static int model_on, knomial_radix = 4;
static forced_t forced[CP_COLL_OPS];

#if defined(OPEN_MPI)
/* One integer control variable by name; `dflt` when it does not exist. */
static int cvar_int(const char *name, int dflt)
{
    int idx, count = 0;
    MPI_T_cvar_handle h;
    if (PMPI_T_cvar_get_index(name, &idx) != MPI_SUCCESS) return dflt;
    if (PMPI_T_cvar_handle_alloc(idx, NULL, &h, &count) != MPI_SUCCESS) return dflt;
    /* bool and int variables alike: read into zeroed room, test the int */
    union {
        int i;
        long long pad[4];
    } v;
    memset(&v, 0, sizeof v);
    int rc = count == 1 ? PMPI_T_cvar_read(h, &v) : MPI_ERR_OTHER;
    PMPI_T_cvar_handle_free(&h);
    return rc == MPI_SUCCESS ? v.i : dflt;
}
#endif

void cp_coll_choice_init(void)
{
    const char *e = getenv("COMMPROF_COLL_MODEL");
    memset(forced, 0, sizeof forced);
    model_on = 0;
#if defined(OPEN_MPI)
    model_on = !(e && !strcmp(e, "0"));
    int provided;
    if (!model_on || PMPI_T_init_thread(MPI_THREAD_SINGLE, &provided) != MPI_SUCCESS) return;
    knomial_radix = cvar_int("coll_tuned_bcast_algorithm_knomial_radix", 4);
    if (cvar_int("coll_tuned_use_dynamic_rules", 0)) {
        for (int op = 0; op < CP_COLL_OPS; op++) {
            char name[96];
            const char *o = cp_coll_op_name(op);
            snprintf(name, sizeof name, "coll_tuned_%s_algorithm", o);
            forced[op].alg = cvar_int(name, 0);
            snprintf(name, sizeof name, "coll_tuned_%s_algorithm_segmentsize", o);
            forced[op].segsize = cvar_int(name, 0);
            snprintf(name, sizeof name, "coll_tuned_%s_algorithm_chain_fanout", o);
            forced[op].fanout = cvar_int(name, 4);
        }
    }
    /* MPI_T stays initialized: in Open MPI 4.1 the MPI_T_finalize that
     * drops its count to zero tears down state the monitoring components
     * still use (an MPI_Comm_free then crashes in coll/monitoring) */
#else
    (void)e;
#endif
}

int cp_coll_choose_sub(cp_coll_t *c) { return cp_coll_choose(c, 1); }

int cp_coll_choose(cp_coll_t *c, int commutative)
{
    c->alg = c->segsize = c->fanout = 0;
    c->radix = knomial_radix;
    if (!model_on) return 0;
    const forced_t *f = &forced[c->op];
    if (f->alg) {
        c->alg = f->alg;
        c->segsize = f->segsize;
        c->fanout = f->fanout;
    } else {
        c->alg = cp_tuned_fixed(c, commutative);
    }
    return c->alg;
}

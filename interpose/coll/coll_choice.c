#include "coll_choice.h"
#include "settings.h"

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct forced {
    int alg, segsize, fanout;
} forced_t;

static int model_on, knomial_radix = 4;
static forced_t forced[CP_COLL_OPS];
/* coll/libnbc's parameters (no dynamic-rules switch: forced when set) */
static int nbc_alg[CP_COLL_OPS], nbc_radix = 4, nbc_skip_dt = 1;

#if defined(OPEN_MPI)
/* Open MPI's MCA parameters as the processes receive them: mpirun --mca
 * and -x arrive as OMPI_MCA_<name> in the environment, which wins over the
 * user's and the system's parameter files.  (MPI_T would find every
 * source, but Open MPI 4.1 cannot have it both ways: finalizing MPI_T tears
 * down what coll/monitoring still uses, and keeping it initialized stops
 * monitoring from writing its output.) */
static int from_file(const char *path, const char *name, char *val, size_t len)
{
    FILE *f = path ? fopen(path, "r") : NULL;
    char line[512];
    int found = 0;
    size_t n = strlen(name);
    while (f && fgets(line, sizeof line, f)) {
        char *p = line;
        while (*p == ' ' || *p == '\t') p++;
        if (strncmp(p, name, n)) continue;
        p += n;
        while (*p == ' ' || *p == '\t') p++;
        if (*p++ != '=') continue;
        while (*p == ' ' || *p == '\t') p++;
        p[strcspn(p, " \t\r\n#")] = 0;
        snprintf(val, len, "%s", p);
        found = 1; /* the last setting in a file counts */
    }
    if (f) fclose(f);
    return found;
}

/* The parameter's value: -1 when set but not a number (an enumerator's
 * name: the choice is then unknown), dflt when not set. */
int cp_mca_int(const char *name, int dflt)
{
    char env[128], val[128], path[4096];
    const char *v = NULL;
    snprintf(env, sizeof env, "OMPI_MCA_%s", name);
    if ((v = getenv(env)) == NULL) {
        const char *home = getenv("HOME"), *prefix = getenv("OPAL_PREFIX");
        if (home) snprintf(path, sizeof path, "%s/.openmpi/mca-params.conf", home);
        if (home && from_file(path, name, val, sizeof val)) v = val;
        else if (prefix && (snprintf(path, sizeof path, "%s/etc/openmpi-mca-params.conf", prefix),
                            from_file(path, name, val, sizeof val)))
            v = val;
        else if (from_file("/etc/openmpi/openmpi-mca-params.conf", name, val, sizeof val))
            v = val;
    }
    if (!v) return dflt;
    if (!strcmp(v, "true") || !strcmp(v, "yes") || !strcmp(v, "enabled")) return 1;
    if (!strcmp(v, "false") || !strcmp(v, "no") || !strcmp(v, "disabled")) return 0;
    char *end;
    long x = strtol(v, &end, 0);
    return end != v && !*end && x >= 0 && x < 1 << 30 ? (int)x : -1;
}
#endif

void cp_coll_choice_init(void)
{
    memset(forced, 0, sizeof forced);
    memset(nbc_alg, 0, sizeof nbc_alg);
    model_on = 0;
#if defined(OPEN_MPI)
    model_on = (int)cp_setting_int(CP_S_COLL_MODEL);
    if (!model_on) return;
    knomial_radix = cp_mca_int("coll_tuned_bcast_algorithm_knomial_radix", 4);
    static const struct {
        int op;
        const char *name;
    } nbc[] = {{CP_COLL_BCAST, "coll_libnbc_ibcast_algorithm"},       {CP_COLL_ALLGATHER, "coll_libnbc_iallgather_algorithm"},
               {CP_COLL_ALLREDUCE, "coll_libnbc_iallreduce_algorithm"}, {CP_COLL_REDUCE, "coll_libnbc_ireduce_algorithm"},
               {CP_COLL_SCAN, "coll_libnbc_iscan_algorithm"},         {CP_COLL_EXSCAN, "coll_libnbc_iexscan_algorithm"}};
    for (size_t i = 0; i < sizeof nbc / sizeof *nbc; i++) nbc_alg[nbc[i].op] = cp_mca_int(nbc[i].name, 0);
    nbc_radix = cp_mca_int("coll_libnbc_ibcast_knomial_radix", 4);
    nbc_skip_dt = cp_mca_int("coll_libnbc_ibcast_skip_dt_decision", 1);
    if (cp_mca_int("coll_tuned_use_dynamic_rules", 0) == 1) {
        for (int op = 0; op < CP_COLL_OPS; op++) {
            char name[96];
            const char *o = cp_coll_op_name(op);
            snprintf(name, sizeof name, "coll_tuned_%s_algorithm", o);
            forced[op].alg = cp_mca_int(name, 0);
            snprintf(name, sizeof name, "coll_tuned_%s_algorithm_segmentsize", o);
            forced[op].segsize = cp_mca_int(name, 0);
            snprintf(name, sizeof name, "coll_tuned_%s_algorithm_chain_fanout", o);
            forced[op].fanout = cp_mca_int(name, 4);
        }
    }
#endif
}

int cp_coll_model_enabled(void) { return model_on; }
int cp_coll_choose_own(cp_coll_t *c) { return cp_coll_choose(c, c->commutative); }

int cp_coll_choose(cp_coll_t *c, int commutative)
{
    c->alg = c->segsize = c->fanout = 0;
    c->radix = knomial_radix;
    if (!model_on) return 0;
    const forced_t *f = &forced[c->op];
    if (f->alg < 0 || f->segsize < 0 || f->fanout < 0 || knomial_radix < 0) return 0; /* named, unknown */
    if (f->alg) {
        c->alg = f->alg;
        c->segsize = f->segsize;
        c->fanout = f->fanout;
    } else {
        c->alg = cp_tuned_fixed(c, commutative);
    }
    return c->alg;
}

/* coll/libnbc's choices in Open MPI 4.1 (nbc_i<op>.c), numbered as its
 * coll_libnbc_i<op>_algorithm parameters are. */
int cp_nbc_choose(cp_coll_t *c, int commutative)
{
    c->alg = c->segsize = c->fanout = 0;
    c->radix = nbc_radix;
    if (!model_on || nbc_alg[c->op] < 0 || nbc_radix < 0 || nbc_skip_dt < 0) return 0;
    int p = c->size, forced_alg = nbc_alg[c->op];
    uint64_t b = c->count * c->tsize;
    int pof2 = 1; /* the largest power of two <= p */
    while (pof2 * 2 <= p) pof2 *= 2;
    switch (c->op) {
    case CP_COLL_BARRIER: /* dissemination */
    case CP_COLL_GATHER:  /* linear */
    case CP_COLL_SCATTER:
    case CP_COLL_ALLTOALL:
    case CP_COLL_GATHERV: /* the v-variants: linear, reduce_scatter binomial to 0 then linear */
    case CP_COLL_SCATTERV:
    case CP_COLL_ALLGATHERV:
    case CP_COLL_ALLTOALLV:
    case CP_COLL_REDUCE_SCATTER:
    case CP_COLL_REDUCE_SCATTER_BLOCK: c->alg = 1; break;
    case CP_COLL_BCAST: /* 1 linear, 2 binomial, 3 chain, 4 k-nomial */
        c->segsize = 16384;
        if (!forced_alg) {
            if (p <= 4) c->alg = 1;
            else if (nbc_skip_dt || b < 65536) c->alg = 2;
            else c->alg = 3, c->segsize = b < 524288 ? 8192 : 32768;
        } else {
            c->alg = forced_alg >= 1 && forced_alg <= 3 ? forced_alg : forced_alg == 4 && nbc_radix > 1 ? 4 : 1;
        }
        break;
    case CP_COLL_ALLGATHER: /* 1 linear, 2 recursive doubling (powers of two) */
        c->alg = forced_alg == 2 && (p & (p - 1)) == 0 ? 2 : 1;
        break;
    case CP_COLL_REDUCE: /* 1 chain, 2 binomial, 3 reduce-scatter + gather */
        if (!forced_alg) {
            if (commutative && p > 2 && c->count >= (uint64_t)pof2) c->alg = 3;
            else if (p > 4 || b < 65536 || !commutative) c->alg = 2;
            else c->alg = 1;
        } else {
            c->alg = forced_alg == 2 ? 2 : forced_alg == 3 && commutative && p > 2 && c->count >= (uint64_t)pof2 ? 3 : 1;
        }
        c->segsize = 16384 / 2;
        break;
    case CP_COLL_ALLREDUCE: /* 1 ring, 2 binomial, 3 reduce-scatter + allgather, 4 recursive doubling */
        c->alg = 1;
        if (!forced_alg) {
            if (p < 4 || b < 65536 || !commutative || c->in_place) c->alg = 2;
            else if (c->count >= (uint64_t)pof2 && commutative) c->alg = 3;
        } else if (forced_alg == 2 || forced_alg == 4) {
            c->alg = forced_alg;
        } else if (forced_alg == 3 && c->count >= (uint64_t)pof2 && commutative) {
            c->alg = 3;
        }
        break;
    case CP_COLL_SCAN: /* 1 linear, 2 recursive doubling */
    case CP_COLL_EXSCAN: c->alg = forced_alg == 2 ? 2 : 1; break;
    default: return 0;
    }
    return c->alg;
}

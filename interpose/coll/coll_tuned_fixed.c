/* Open MPI 4.1's coll/tuned fixed decision rules: which algorithm tuned runs
 * for an operation, by communicator size (n) and message size in bytes (b),
 * when no algorithm is forced.  The rules are data, tuned_rules.def, in the
 * form scripts/tuned-rules-from-ompi writes from Open MPI's own file, so
 * that a release's rules are compared with a diff; here they are read as
 * Open MPI reads its chains of ifs: the first row that matches decides.
 * Numbers are coll_tuned algorithm numbers (coll_model.h). */
#include <stdint.h>

#include "coll_choice.h"

enum { ANY, NONCOMMUTATIVE, COMMUTATIVE };

typedef struct rule {
    uint8_t op, operations;
    int size_from, size_below; /* size_below 0: no bound */
    uint64_t bytes_below;      /* 0: no bound */
    int alg;
} rule_t;

static const rule_t rules[] = {
#define TUNED_RULE(op, operations, from, below, bytes, alg) {CP_COLL_##op, operations, from, below, bytes, alg},
#include "tuned_rules.def"
#undef TUNED_RULE
};

static int decide(int op, int n, uint64_t b, int commutative)
{
    for (unsigned i = 0; i < sizeof rules / sizeof *rules; i++) {
        const rule_t *r = &rules[i];
        if (r->op != op || (r->operations == NONCOMMUTATIVE && commutative) ||
            (r->operations == COMMUTATIVE && !commutative) || n < r->size_from || (r->size_below && n >= r->size_below) ||
            (r->bytes_below && b >= r->bytes_below))
            continue;
        return r->alg;
    }
    return 0; /* no row: no such rule (the table ends every operation with one without bounds) */
}

static uint64_t total(const int *counts, int n)
{
    uint64_t s = 0;
    for (int i = 0; counts && i < n; i++)
        if (counts[i] > 0) s += (uint64_t)counts[i];
    return s;
}

int cp_tuned_fixed(const cp_coll_t *c, int commutative)
{
    int n = c->size;
    /* the message size each of Open MPI's decision functions computes */
    uint64_t b = c->count * c->tsize;
    switch (c->op) {
    case CP_COLL_BARRIER:
    case CP_COLL_BCAST:
    case CP_COLL_REDUCE:
    case CP_COLL_ALLREDUCE:
    case CP_COLL_ALLGATHER:
    case CP_COLL_ALLTOALL:
    case CP_COLL_ALLTOALLV:
    case CP_COLL_GATHER:
    case CP_COLL_SCATTER:
    case CP_COLL_REDUCE_SCATTER_BLOCK: /* one rank's block */
        return decide(c->op, n, b, commutative);
    case CP_COLL_ALLGATHERV: /* the bytes per rank: the total over n */
        return decide(c->op, n, total(c->counts, n) * c->tsize / (uint64_t)n, commutative);
    case CP_COLL_REDUCE_SCATTER: /* the whole vector's bytes */
        return decide(c->op, n, total(c->counts, n) * c->vtsize, commutative);
    /* tuned has none for these: coll/basic's linear ones run */
    case CP_COLL_GATHERV:
    case CP_COLL_SCATTERV:
    case CP_COLL_SCAN:
    case CP_COLL_EXSCAN: return 1;
    }
    return 0;
}

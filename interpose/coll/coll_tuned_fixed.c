/* Open MPI 4.1's coll/tuned fixed decision rules: which algorithm tuned runs
 * for an operation, by communicator size (n) and message size in bytes (b),
 * when no algorithm is forced.  The switch points are Open MPI's (measured
 * by its developers with the ompi-collectives-tuning package, BSD license);
 * they are restated here so that commprof models the messages Open MPI
 * really sends.  Numbers are coll_tuned algorithm numbers (coll_model.h). */
#include <stdint.h>

#include "coll_choice.h"

static int barrier_rule(int n, uint64_t b, int commutative)
{
    (void)n, (void)b, (void)commutative;
    if (n < 4)
        return 3;
    if (n < 8)
        return 1;
    if (n < 64)
        return 3;
    if (n < 256)
        return 4;
    if (n < 512)
        return 6;
    if (n < 1024)
        return 4;
    if (n < 4096)
        return 6;
    return 4;
}

static int bcast_rule(int n, uint64_t b, int commutative)
{
    (void)n, (void)b, (void)commutative;
    if (n < 4) {
        if (b < 32)
            return 3;
        if (b < 256)
            return 5;
        if (b < 512)
            return 3;
        if (b < 1024)
            return 7;
        if (b < 32768)
            return 1;
        if (b < 131072)
            return 5;
        if (b < 262144)
            return 2;
        if (b < 524288)
            return 1;
        if (b < 1048576)
            return 6;
        return 5;
    }
    if (n < 8) {
        if (b < 64)
            return 5;
        if (b < 128)
            return 6;
        if (b < 2048)
            return 5;
        if (b < 8192)
            return 6;
        if (b < 1048576)
            return 1;
        return 2;
    }
    if (n < 16) {
        if (b < 8)
            return 7;
        if (b < 64)
            return 5;
        if (b < 4096)
            return 7;
        if (b < 16384)
            return 5;
        if (b < 32768)
            return 6;
        return 1;
    }
    if (n < 32) {
        if (b < 4096)
            return 7;
        if (b < 1048576)
            return 6;
        return 8;
    }
    if (n < 64) {
        if (b < 2048)
            return 6;
        return 7;
    }
    if (n < 128)
        return 7;
    if (n < 256) {
        if (b < 2)
            return 6;
        if (b < 16384)
            return 5;
        if (b < 32768)
            return 1;
        if (b < 65536)
            return 5;
        return 7;
    }
    if (n < 1024) {
        if (b < 16384)
            return 7;
        if (b < 32768)
            return 4;
        return 7;
    }
    if (n < 2048) {
        if (b < 524288)
            return 7;
        return 8;
    }
    if (n < 4096) {
        if (b < 262144)
            return 7;
        return 8;
    }
    if (b < 8192)
        return 7;
    if (b < 16384)
        return 5;
    if (b < 262144)
        return 7;
    return 8;
}

static int reduce_rule(int n, uint64_t b, int commutative)
{
    (void)n, (void)b, (void)commutative;
    if (!commutative) {
        if (n < 4) {
            if (b < 8)
                return 6;
            return 1;
        }
        if (n < 8)
            return 1;
        if (n < 16) {
            if (b < 1024)
                return 6;
            if (b < 8192)
                return 1;
            if (b < 16384)
                return 6;
            if (b < 262144)
                return 1;
            return 6;
        }
        if (n < 128)
            return 6;
        if (n < 256) {
            if (b < 512)
                return 6;
            if (b < 1024)
                return 1;
            return 6;
        }
        return 6;
    }
    if (n < 4) {
        if (b < 8)
            return 7;
        if (b < 16)
            return 4;
        if (b < 32)
            return 3;
        if (b < 262144)
            return 1;
        if (b < 524288)
            return 3;
        if (b < 1048576)
            return 2;
        return 3;
    }
    if (n < 8) {
        if (b < 4096)
            return 4;
        if (b < 65536)
            return 2;
        if (b < 262144)
            return 5;
        if (b < 524288)
            return 1;
        if (b < 1048576)
            return 5;
        return 1;
    }
    if (n < 16) {
        if (b < 8192)
            return 4;
        return 5;
    }
    if (n < 32) {
        if (b < 4096)
            return 4;
        return 5;
    }
    if (n < 256)
        return 5;
    if (n < 512) {
        if (b < 8192)
            return 5;
        if (b < 16384)
            return 6;
        return 5;
    }
    if (n < 2048)
        return 5;
    if (n < 4096) {
        if (b < 512)
            return 5;
        if (b < 1024)
            return 6;
        if (b < 8192)
            return 5;
        if (b < 16384)
            return 6;
        return 5;
    }
    if (b < 16)
        return 5;
    if (b < 32)
        return 6;
    if (b < 1024)
        return 5;
    if (b < 2048)
        return 6;
    if (b < 8192)
        return 5;
    if (b < 16384)
        return 6;
    return 5;
}

static int allreduce_rule(int n, uint64_t b, int commutative)
{
    (void)n, (void)b, (void)commutative;
    if (!commutative) {
        if (n < 4) {
            if (b < 131072)
                return 3;
            return 1;
        }
        if (n < 8)
            return 3;
        if (n < 16) {
            if (b < 1048576)
                return 3;
            return 2;
        }
        if (n < 128)
            return 3;
        if (n < 256) {
            if (b < 131072)
                return 2;
            if (b < 524288)
                return 3;
            return 2;
        }
        if (n < 512) {
            if (b < 4096)
                return 2;
            if (b < 524288)
                return 3;
            return 2;
        }
        if (b < 2048)
            return 2;
        return 3;
    }
    if (n < 4) {
        if (b < 8)
            return 4;
        if (b < 4096)
            return 3;
        if (b < 8192)
            return 4;
        if (b < 16384)
            return 3;
        if (b < 65536)
            return 4;
        if (b < 262144)
            return 5;
        return 6;
    }
    if (n < 8) {
        if (b < 16)
            return 4;
        if (b < 8192)
            return 3;
        return 6;
    }
    if (n < 16) {
        if (b < 8192)
            return 3;
        return 6;
    }
    if (n < 32) {
        if (b < 64)
            return 5;
        if (b < 4096)
            return 3;
        return 6;
    }
    if (n < 64) {
        if (b < 128)
            return 5;
        return 6;
    }
    if (n < 128) {
        if (b < 262144)
            return 3;
        return 6;
    }
    if (n < 256) {
        if (b < 131072)
            return 2;
        if (b < 262144)
            return 3;
        return 6;
    }
    if (n < 512) {
        if (b < 4096)
            return 2;
        return 6;
    }
    if (n < 2048) {
        if (b < 2048)
            return 2;
        if (b < 16384)
            return 3;
        return 6;
    }
    if (n < 4096) {
        if (b < 2048)
            return 2;
        if (b < 4096)
            return 5;
        if (b < 16384)
            return 3;
        return 6;
    }
    if (b < 2048)
        return 2;
    if (b < 16384)
        return 5;
    if (b < 32768)
        return 3;
    return 6;
}

static int allgather_rule(int n, uint64_t b, int commutative)
{
    (void)n, (void)b, (void)commutative;
    if (n == 2)
        return 6;
    if (n < 32)
        return 3;
    if (n < 64) {
        if (b < 1024)
            return 3;
        if (b < 65536)
            return 5;
        return 4;
    }
    if (n < 128) {
        if (b < 512)
            return 3;
        if (b < 65536)
            return 5;
        return 4;
    }
    if (n < 256) {
        if (b < 512)
            return 3;
        if (b < 131072)
            return 5;
        if (b < 524288)
            return 4;
        if (b < 1048576)
            return 5;
        return 4;
    }
    if (n < 512) {
        if (b < 32)
            return 3;
        if (b < 128)
            return 2;
        if (b < 1024)
            return 3;
        if (b < 131072)
            return 5;
        if (b < 524288)
            return 4;
        if (b < 1048576)
            return 5;
        return 4;
    }
    if (n < 1024) {
        if (b < 64)
            return 3;
        if (b < 256)
            return 2;
        if (b < 2048)
            return 3;
        return 5;
    }
    if (n < 2048) {
        if (b < 4)
            return 3;
        if (b < 8)
            return 2;
        if (b < 16)
            return 3;
        if (b < 32)
            return 2;
        if (b < 256)
            return 3;
        if (b < 512)
            return 2;
        if (b < 4096)
            return 3;
        return 5;
    }
    if (n < 4096) {
        if (b < 32)
            return 2;
        if (b < 128)
            return 3;
        if (b < 512)
            return 2;
        if (b < 4096)
            return 3;
        return 5;
    }
    if (b < 2)
        return 3;
    if (b < 8)
        return 2;
    if (b < 16)
        return 3;
    if (b < 512)
        return 2;
    if (b < 4096)
        return 3;
    return 5;
}

static int alltoall_rule(int n, uint64_t b, int commutative)
{
    (void)n, (void)b, (void)commutative;
    if (n == 2) {
        if (b < 2)
            return 2;
        if (b < 4)
            return 5;
        if (b < 16)
            return 2;
        if (b < 64)
            return 5;
        if (b < 256)
            return 2;
        if (b < 4096)
            return 5;
        if (b < 32768)
            return 2;
        if (b < 262144)
            return 4;
        if (b < 1048576)
            return 5;
        return 2;
    }
    if (n < 8) {
        if (b < 8192)
            return 4;
        if (b < 16384)
            return 1;
        if (b < 65536)
            return 4;
        if (b < 524288)
            return 1;
        if (b < 1048576)
            return 2;
        return 1;
    }
    if (n < 16) {
        if (b < 262144)
            return 4;
        return 1;
    }
    if (n < 32) {
        if (b < 4)
            return 4;
        if (b < 512)
            return 3;
        if (b < 8192)
            return 4;
        if (b < 32768)
            return 1;
        if (b < 262144)
            return 4;
        if (b < 524288)
            return 1;
        return 4;
    }
    if (n < 64) {
        if (b < 512)
            return 3;
        if (b < 524288)
            return 1;
        return 4;
    }
    if (n < 128) {
        if (b < 1024)
            return 3;
        if (b < 2048)
            return 1;
        if (b < 4096)
            return 4;
        if (b < 262144)
            return 1;
        return 2;
    }
    if (n < 256) {
        if (b < 1024)
            return 3;
        if (b < 2048)
            return 4;
        if (b < 262144)
            return 1;
        return 2;
    }
    if (n < 512) {
        if (b < 1024)
            return 3;
        if (b < 8192)
            return 4;
        if (b < 32768)
            return 1;
        return 2;
    }
    if (n < 1024) {
        if (b < 512)
            return 3;
        if (b < 8192)
            return 4;
        if (b < 16384)
            return 1;
        if (b < 131072)
            return 4;
        if (b < 262144)
            return 1;
        return 2;
    }
    if (n < 2048) {
        if (b < 512)
            return 3;
        if (b < 1024)
            return 4;
        if (b < 2048)
            return 1;
        if (b < 16384)
            return 4;
        if (b < 262144)
            return 1;
        return 4;
    }
    if (n < 4096) {
        if (b < 1024)
            return 3;
        if (b < 4096)
            return 4;
        if (b < 8192)
            return 1;
        if (b < 131072)
            return 4;
        return 1;
    }
    if (b < 2048)
        return 3;
    if (b < 8192)
        return 4;
    if (b < 16384)
        return 1;
    if (b < 32768)
        return 4;
    if (b < 65536)
        return 1;
    return 4;
}

static int alltoallv_rule(int n, uint64_t b, int commutative)
{
    (void)n, (void)b, (void)commutative;
    if (n < 4)
        return 2;
    if (n < 64)
        return 1;
    if (n < 128)
        return 2;
    if (n < 256)
        return 1;
    if (n < 1024)
        return 2;
    return 1;
}

static int gather_rule(int n, uint64_t b, int commutative)
{
    (void)n, (void)b, (void)commutative;
    if (n < 4) {
        if (b < 2)
            return 3;
        if (b < 4)
            return 1;
        if (b < 32768)
            return 2;
        if (b < 65536)
            return 1;
        if (b < 131072)
            return 2;
        return 3;
    }
    if (n < 8) {
        if (b < 1024)
            return 2;
        if (b < 8192)
            return 1;
        if (b < 32768)
            return 2;
        if (b < 262144)
            return 1;
        return 3;
    }
    if (n < 256)
        return 2;
    if (n < 512) {
        if (b < 2048)
            return 2;
        if (b < 8192)
            return 1;
        return 2;
    }
    return 2;
}

static int scatter_rule(int n, uint64_t b, int commutative)
{
    (void)n, (void)b, (void)commutative;
    if (n < 4) {
        if (b < 2)
            return 3;
        if (b < 131072)
            return 1;
        if (b < 262144)
            return 3;
        return 1;
    }
    if (n < 8) {
        if (b < 2048)
            return 2;
        if (b < 4096)
            return 1;
        if (b < 8192)
            return 2;
        if (b < 32768)
            return 1;
        if (b < 1048576)
            return 3;
        return 1;
    }
    if (n < 16) {
        if (b < 16384)
            return 2;
        if (b < 1048576)
            return 3;
        return 1;
    }
    if (n < 32) {
        if (b < 16384)
            return 2;
        if (b < 32768)
            return 1;
        return 3;
    }
    if (n < 64) {
        if (b < 512)
            return 2;
        if (b < 8192)
            return 3;
        if (b < 16384)
            return 2;
        return 3;
    }
    if (b < 512)
        return 2;
    return 3;
}

static int allgatherv_rule(int n, uint64_t b, int commutative)
{
    (void)commutative; /* b: the bytes per rank, the total over n */
    if (n == 2)
        return b < 2048 ? 3 : b < 4096 ? 5 : b < 8192 ? 3 : 5;
    if (n < 8) {
        if (b < 256)
            return 1;
        if (b < 4096)
            return 4;
        if (b < 8192)
            return 3;
        if (b < 16384)
            return 4;
        if (b < 262144)
            return 2;
        return 4;
    }
    if (n < 16)
        return b < 1024 ? 1 : 2;
    if (n < 32)
        return b < 128 ? 1 : b < 262144 ? 2 : 3;
    if (n < 64)
        return b < 256 ? 1 : b < 8192 ? 2 : 3;
    if (n < 128)
        return b < 256 ? 1 : b < 4096 ? 2 : 3;
    if (n < 256)
        return b < 1024 ? 2 : b < 65536 ? 4 : 3;
    if (n < 512)
        return b < 1024 ? 2 : 3;
    if (n < 1024) {
        if (b < 512)
            return 2;
        if (b < 1024)
            return 1;
        if (b < 4096)
            return 2;
        if (b < 1048576)
            return 4;
        return 3;
    }
    return b < 4096 ? 2 : 4;
}

static int reduce_scatter_rule(int n, uint64_t b, int commutative)
{
    /* b: the whole vector's bytes */
    if (!commutative)
        return 1;
    if (n < 4)
        return b < 65536 ? 3 : b < 131072 ? 4 : 3;
    if (n < 8)
        return b < 8 ? 1 : b < 262144 ? 2 : 3;
    if (n < 32)
        return b < 262144 ? 2 : 3;
    if (n < 64)
        return b < 64 ? 1 : b < 2048 ? 2 : b < 524288 ? 4 : 3;
    if (n < 128) {
        if (b < 256)
            return 1;
        if (b < 512)
            return 2;
        if (b < 2048)
            return 4;
        if (b < 4096)
            return 2;
        return 4;
    }
    if (n < 256)
        return b < 256 ? 1 : b < 512 ? 2 : 4;
    if (n < 512)
        return b < 256 ? 1 : b < 1024 ? 2 : 4;
    if (n < 1024) {
        if (b < 512)
            return 1;
        if (b < 2048)
            return 2;
        if (b < 8192)
            return 4;
        if (b < 16384)
            return 2;
        return 4;
    }
    if (n < 2048) {
        if (b < 512)
            return 1;
        if (b < 4096)
            return 2;
        if (b < 16384)
            return 4;
        if (b < 32768)
            return 2;
        return 4;
    }
    if (n < 4096)
        return b < 512 ? 1 : b < 4096 ? 2 : 4;
    return b < 1024 ? 1 : b < 8192 ? 2 : 4;
}

static int reduce_scatter_block_rule(int n, uint64_t b, int commutative)
{
    /* b: one rank's block */
    if (!commutative)
        return 1;
    if (n < 4) {
        if (b < 4)
            return 2;
        if (b < 8)
            return 4;
        if (b < 16)
            return 3;
        if (b < 128)
            return 4;
        if (b < 256)
            return 3;
        if (b < 4096)
            return 4;
        if (b < 8192)
            return 3;
        if (b < 131072)
            return 4;
        return 1;
    }
    if (n < 8) {
        if (b < 8)
            return 3;
        if (b < 32)
            return 2;
        if (b < 256)
            return 4;
        if (b < 8192)
            return 3;
        if (b < 16384)
            return 4;
        if (b < 1048576)
            return 3;
        return 1;
    }
    if (n < 16) {
        if (b < 4)
            return 1;
        if (b < 32)
            return 3;
        if (b < 128)
            return 4;
        if (b < 524288)
            return 3;
        if (b < 4194304)
            return 1;
        return 4;
    }
    if (n < 32) {
        if (b < 32)
            return 1;
        if (b < 524288)
            return 3;
        if (b < 2097152)
            return 1;
        if (b < 4194304)
            return 3;
        return 4;
    }
    if (b < 4)
        return 3;
    if (b < 16)
        return 1;
    if (b < 65536)
        return 4;
    if (b < 262144)
        return 1;
    return 4;
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
    uint64_t b = c->count * c->tsize;
    switch (c->op) {
    case CP_COLL_BARRIER: return barrier_rule(n, b, commutative);
    case CP_COLL_BCAST: return bcast_rule(n, b, commutative);
    case CP_COLL_REDUCE: return reduce_rule(n, b, commutative);
    case CP_COLL_ALLREDUCE: return allreduce_rule(n, b, commutative);
    case CP_COLL_ALLGATHER: return allgather_rule(n, b, commutative);
    case CP_COLL_ALLTOALL: return alltoall_rule(n, b, commutative);
    case CP_COLL_ALLTOALLV: return alltoallv_rule(n, b, commutative);
    case CP_COLL_GATHER: return gather_rule(n, b, commutative);
    case CP_COLL_SCATTER: return scatter_rule(n, b, commutative);
    case CP_COLL_ALLGATHERV: return allgatherv_rule(n, total(c->counts, n) * c->tsize / (uint64_t)n, commutative);
    case CP_COLL_REDUCE_SCATTER: return reduce_scatter_rule(n, total(c->counts, n) * c->vtsize, commutative);
    case CP_COLL_REDUCE_SCATTER_BLOCK: return reduce_scatter_block_rule(n, b, commutative);
    /* tuned has none for these: coll/basic's linear ones run */
    case CP_COLL_GATHERV:
    case CP_COLL_SCATTERV: return 1;
    /* tuned has no fixed rule for these: coll/basic's linear ones run */
    case CP_COLL_SCAN:
    case CP_COLL_EXSCAN: return 1;
    }
    return 0;
}

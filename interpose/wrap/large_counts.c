#include "mpi_real.gen.h"
#include "large_counts.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#include "comm_table.h"
#include "comm_world_map.h"

int cp_counts_narrow(const MPI_Count *a, MPI_Comm comm, int vlen, int root, int **out)
{
    *out = NULL;
    if (!a || comm == MPI_COMM_NULL) return 0;
    int inter = 0, n = 0, rank = 0;
    cp_mpi_Comm_test_inter(comm, &inter);
    if (vlen == CP_VLEN_ROOT_PEERS) {
        if (inter && root != MPI_ROOT) return 0;
        if (!inter && (cp_mpi_Comm_rank(comm, &rank), rank != root)) return 0;
    }
    if (vlen == CP_VLEN_OUT) {
        /* the hook's own cached list; no topology cannot happen after a
         * call that succeeded, and leaves the hook out */
        if (!cp_comm_out_neighbors(comm, &n) || n < 0) return -1;
    } else if (inter && vlen != CP_VLEN_LOCAL) {
        cp_mpi_Comm_remote_size(comm, &n);
    } else {
        cp_mpi_Comm_size(comm, &n);
    }
    int *b = malloc((size_t)(n > 0 ? n : 1) * sizeof *b);
    if (!b) {
        cp_fail("out of memory for a large-count collective's counts");
        return -1;
    }
    for (int i = 0; i < n; i++) {
        if (a[i] > INT_MAX || a[i] < INT_MIN) {
            static int said;
            if (!__atomic_exchange_n(&said, 1, __ATOMIC_RELAXED))
                fprintf(stderr, "commprof: a large-count collective (MPI_*v_c, MPI_*w_c) with a count of %lld "
                                "elements, past what commprof's collective model takes (2^31 - 1): such calls "
                                "are not recorded\n",
                        (long long)a[i]);
            free(b);
            return -1;
        }
        b[i] = (int)a[i];
    }
    *out = b;
    return 0;
}

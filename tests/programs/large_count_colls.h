/* Included by colls.c when built with -DCOLLS_LARGE_COUNT (MPICH 4): every
 * collective, one-sided and window call it makes that has an MPI-4
 * large-count form is made through that form instead (MPI_Bcast_c, ...;
 * MPI_Barrier, MPI_Fetch_and_op and MPI_Compare_and_swap have none).
 * Scalar counts convert as arguments do; the v-variants' int count and
 * displacement arrays are copied into MPI_Count and MPI_Aint arrays, which
 * are never freed (a nonblocking call reads them until it completes). */
#include <stdlib.h>

static MPI_Count *lc_counts(const int *a, int n)
{
    MPI_Count *c = malloc((size_t)(n > 0 ? n : 1) * sizeof *c);
    for (int i = 0; i < n; i++) c[i] = a[i];
    return c;
}
static MPI_Aint *lc_displs(const int *a, int n)
{
    MPI_Aint *c = malloc((size_t)(n > 0 ? n : 1) * sizeof *c);
    for (int i = 0; i < n; i++) c[i] = a[i];
    return c;
}
/* the arrays' length: the remote group's size on an intercommunicator */
static int lc_peers(MPI_Comm c)
{
    int inter, n;
    MPI_Comm_test_inter(c, &inter);
    if (inter) MPI_Comm_remote_size(c, &n);
    else MPI_Comm_size(c, &n);
    return n;
}
static int lc_local(MPI_Comm c)
{
    int n;
    MPI_Comm_size(c, &n);
    return n;
}

/* the out-degree of a Cartesian communicator: two neighbours a dimension */
static int lc_out(MPI_Comm c)
{
    int d;
    MPI_Cartdim_get(c, &d);
    return 2 * d;
}
#define MPI_Neighbor_alltoallv(sb, sc, sd, st, rb, rc, rd, rt, c)                                      \
    MPI_Neighbor_alltoallv_c(sb, lc_counts(sc, lc_out(c)), lc_displs(sd, lc_out(c)), st, rb,          \
                             lc_counts(rc, lc_out(c)), lc_displs(rd, lc_out(c)), rt, c)
#define MPI_Neighbor_alltoallw(sb, sc, sd, st, rb, rc, rd, rt, c) \
    MPI_Neighbor_alltoallw_c(sb, lc_counts(sc, lc_out(c)), sd, st, rb, lc_counts(rc, lc_out(c)), rd, rt, c)

#define LC_V(rc, rd, c) lc_counts(rc, lc_peers(c)), lc_displs(rd, lc_peers(c))
#define MPI_Gatherv(sb, sc, st, rb, rc, rd, rt, root, c) MPI_Gatherv_c(sb, sc, st, rb, LC_V(rc, rd, c), rt, root, c)
#define MPI_Igatherv(sb, sc, st, rb, rc, rd, rt, root, c, q) \
    MPI_Igatherv_c(sb, sc, st, rb, LC_V(rc, rd, c), rt, root, c, q)
#define MPI_Scatterv(sb, sc, sd, st, rb, rc, rt, root, c) MPI_Scatterv_c(sb, LC_V(sc, sd, c), st, rb, rc, rt, root, c)
#define MPI_Iscatterv(sb, sc, sd, st, rb, rc, rt, root, c, q) \
    MPI_Iscatterv_c(sb, LC_V(sc, sd, c), st, rb, rc, rt, root, c, q)
#define MPI_Allgatherv(sb, sc, st, rb, rc, rd, rt, c) MPI_Allgatherv_c(sb, sc, st, rb, LC_V(rc, rd, c), rt, c)
#define MPI_Iallgatherv(sb, sc, st, rb, rc, rd, rt, c, q) MPI_Iallgatherv_c(sb, sc, st, rb, LC_V(rc, rd, c), rt, c, q)
#define MPI_Alltoallv(sb, sc, sd, st, rb, rc, rd, rt, c) MPI_Alltoallv_c(sb, LC_V(sc, sd, c), st, rb, LC_V(rc, rd, c), rt, c)
#define MPI_Ialltoallv(sb, sc, sd, st, rb, rc, rd, rt, c, q) \
    MPI_Ialltoallv_c(sb, LC_V(sc, sd, c), st, rb, LC_V(rc, rd, c), rt, c, q)
#define MPI_Reduce_scatter(sb, rb, rc, t, op, c) MPI_Reduce_scatter_c(sb, rb, lc_counts(rc, lc_local(c)), t, op, c)
#define MPI_Ireduce_scatter(sb, rb, rc, t, op, c, q) \
    MPI_Ireduce_scatter_c(sb, rb, lc_counts(rc, lc_local(c)), t, op, c, q)

#define MPI_Bcast MPI_Bcast_c
#define MPI_Ibcast MPI_Ibcast_c
#define MPI_Reduce MPI_Reduce_c
#define MPI_Ireduce MPI_Ireduce_c
#define MPI_Allreduce MPI_Allreduce_c
#define MPI_Iallreduce MPI_Iallreduce_c
#define MPI_Gather MPI_Gather_c
#define MPI_Igather MPI_Igather_c
#define MPI_Scatter MPI_Scatter_c
#define MPI_Iscatter MPI_Iscatter_c
#define MPI_Allgather MPI_Allgather_c
#define MPI_Iallgather MPI_Iallgather_c
#define MPI_Alltoall MPI_Alltoall_c
#define MPI_Ialltoall MPI_Ialltoall_c
#define MPI_Scan MPI_Scan_c
#define MPI_Iscan MPI_Iscan_c
#define MPI_Exscan MPI_Exscan_c
#define MPI_Iexscan MPI_Iexscan_c
#define MPI_Reduce_scatter_block MPI_Reduce_scatter_block_c
#define MPI_Ireduce_scatter_block MPI_Ireduce_scatter_block_c
#define MPI_Neighbor_allgather MPI_Neighbor_allgather_c
#define MPI_Neighbor_alltoall MPI_Neighbor_alltoall_c
/* persistent ones, through colls.c's PINIT(op) (MPI_Barrier_init has no _c) */
#define MPI_Bcast_init MPI_Bcast_init_c
#define MPI_Reduce_init MPI_Reduce_init_c
#define MPI_Allreduce_init MPI_Allreduce_init_c
#define MPI_Gather_init MPI_Gather_init_c
#define MPI_Scatter_init MPI_Scatter_init_c
#define MPI_Allgather_init MPI_Allgather_init_c
#define MPI_Alltoall_init MPI_Alltoall_init_c
#define MPI_Scan_init MPI_Scan_init_c
#define MPI_Reduce_scatter_block_init MPI_Reduce_scatter_block_init_c
#define MPI_Neighbor_alltoall_init MPI_Neighbor_alltoall_init_c
/* and the v-variants, exscan and reduce_scatter (colls.c, MPICH only) */
#define MPI_Allgatherv_init(sb, sc, st, rb, rc, rd, rt, c, i, q) \
    MPI_Allgatherv_init_c(sb, sc, st, rb, LC_V(rc, rd, c), rt, c, i, q)
#define MPI_Alltoallv_init(sb, sc, sd, st, rb, rc, rd, rt, c, i, q) \
    MPI_Alltoallv_init_c(sb, LC_V(sc, sd, c), st, rb, LC_V(rc, rd, c), rt, c, i, q)
#define MPI_Alltoallw_init(sb, sc, sd, st, rb, rc, rd, rt, c, i, q) \
    MPI_Alltoallw_init_c(sb, LC_V(sc, sd, c), st, rb, LC_V(rc, rd, c), rt, c, i, q)
#define MPI_Gatherv_init(sb, sc, st, rb, rc, rd, rt, root, c, i, q) \
    MPI_Gatherv_init_c(sb, sc, st, rb, LC_V(rc, rd, c), rt, root, c, i, q)
#define MPI_Reduce_scatter_init(sb, rb, rc, t, op, c, i, q) \
    MPI_Reduce_scatter_init_c(sb, rb, lc_counts(rc, lc_local(c)), t, op, c, i, q)
#define MPI_Exscan_init MPI_Exscan_init_c
/* one-sided */
#define MPI_Put MPI_Put_c
#define MPI_Get MPI_Get_c
#define MPI_Accumulate MPI_Accumulate_c
#define MPI_Get_accumulate MPI_Get_accumulate_c
#define MPI_Win_allocate MPI_Win_allocate_c

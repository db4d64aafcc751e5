/* Every family of collective on three communicators (MPI_COMM_WORLD, a
 * split one in reverse order, a periodic 2-D Cartesian one), then one-sided
 * operations on a window of MPI_COMM_WORLD.
 *
 *   colls 0   creates the communicators and the window only (the baseline:
 *             Open MPI's monitoring also counts the collectives MPI runs
 *             inside communicator creation, which no wrapper sees)
 *   colls 1   the same, plus the collectives below
 *   colls 2   the baseline, plus the one-sided operations below
 *   colls 3   the baseline, plus the collectives on the intercommunicator
 *             between the even and the odd ranks (the split ones), below;
 *             it is made only with COLLS_OPS=inter
 *   colls 4   the baseline, plus its v-variants (not modeled)
 *   colls 5   the baseline, plus its nonblocking collectives
 *   colls 6   the baseline, plus persistent collectives (MPI-4's
 *             MPI_<op>_init, Open MPI 4.1's MPIX_<op>_init), below
 *   colls 7   the baseline, plus the one-sided operations on other
 *             windows and in other epochs, below
 *
 * Sizes (bytes, int = 4, double = 8), per communicator of n ranks, rank r:
 *   barrier x2; bcast 10 int from root 1 % n and 1003 int from root n - 1;
 *   reduce 100 double to root 0
 *   and to root 1 % n;
 *   allreduce 3 int and 1000 int (sum); gather 5 int to root n-1;
 *   scatter 7 int from root 0; allgather 4 int; alltoall 3 int;
 *   alltoallv: to rank i, (i + r) % 3 int; scan 2 int, exscan 3 int (sum);
 *   on the Cartesian one: neighbor_allgather 6 int, neighbor_alltoall 2 int;
 *   with COLLS_OPS nbrv, neighbor_alltoallv and neighbor_alltoallw of 3 int
 *   to each of the 4 neighbours.
 *   with COLLS_OPS nbrs, every neighbour collective (nbrs(), below) on the
 *   Cartesian one, 1 int to each x neighbour and 3 to each y one
 *   (alltoallw: 1 int and 3 double); with COLLS_OPS nbrg (4 ranks or more;
 *   it makes the communicators, in every mode), the same on MPI_COMM_WORLD
 *   as a graph communicator, a ring, 2 int each way, then as a distributed
 *   graph one (adjacent), where rank r sends to r + 1 and r - 2 and
 *   receives from r - 1 and r + 2, 1 int to r + 1 and 3 to r - 2
 *   (alltoallw: 1 int and 3 double).  Open MPI 4.1.4's monitoring crashes
 *   in neighbour collectives on graph topologies (it takes them for
 *   Cartesian ones), and its point-to-point monitoring needs the
 *   collective one: nbrg runs without it.
 *   alltoallw (COLLS_OPS alltoallw, on MPI_COMM_WORLD only) and ialltoallw
 *   (COLLS_OPS ialltoallw): to rank i, (i + r) % 3 elements, int to even
 *   ranks and double to odd ones.
 *   v-variants (COLLS_OPS vcolls), with k(i) = i % 3 int (empty blocks too):
 *   gatherv of k(r) int to root 1 % n; scatterv of k(i) int from root 0;
 *   allgatherv of k(i) int, then of 300 + 100 k(i) int; reduce_scatter
 *   (sum) of k(i) int, then of 1000 + i int; reduce_scatter_block (sum) of
 *   1, 5 and 3000 int.
 *   non-commutative (COLLS_OPS noncomm), with a user operation a o b = a:
 *   reduce 1 double to root 0 and 100 double to root 1 % n; allreduce 3 int
 *   and 1000 int; reduce_scatter_block 5 int; reduce_scatter of i % 3 + 1
 *   int; scan 2 int; exscan 3 int; ireduce 100 double to root 1 % n and
 *   iallreduce 1000 int, each completed by MPI_Wait.
 *   in place (COLLS_OPS inplace), MPI_IN_PLACE at every rank or at the
 *   root, with k(i) = i % 3 + 1 int and s(i) = (r + i) % 3 int: allreduce 3
 *   and 1000 int, iallreduce 1000 int; reduce 100 int to root 1 % n;
 *   allgather and iallgather 4 int; gather 5 int to root n - 1; scatter 7
 *   int from root 0; alltoall and ialltoall 3 int; alltoallv and
 *   ialltoallv s(i) int; allgatherv k(i) int; gatherv k(r) int to root 0;
 *   scatterv k(i) int from root 0; reduce_scatter_block 5 int;
 *   reduce_scatter k(i) int; scan 2 int; exscan 3 int (all sum).
 *   long messages (COLLS_OPS large), L = 300000 int, k(i) = L / n + i int:
 *   bcast L from root 1 % n; reduce L to root 0; allreduce L; allgather
 *   L / n (no alltoall: for long blocks on up to 7 ranks Open MPI chooses
 *   its linear one, on persistent requests); gather L / n to root n - 1; scatter L / n from root 0;
 *   reduce_scatter_block L / n; reduce_scatter and allgatherv k(i); then
 *   ibcast, ireduce, iallreduce L, iallgather and ireduce_scatter_block
 *   L / n, each completed by MPI_Wait (sums).
 *   every size band (COLLS_OPS sweep; not on the Cartesian communicator,
 *   and with COLLS_OPS world only on MPI_COMM_WORLD), s = 1 byte, then 3 * 2^k bytes to
 *   6 MiB (or to COLLS_SWEEP_MAX bytes; with COLLS_SWEEP_OPS=bcast,...
 *   only those of the operations below),
 *   MPI_BYTE, bitwise or: bcast from root 1 % n, reduce to root
 *   0, allreduce, ibcast, ireduce to root n - 1, iallreduce; while n * s is
 *   at most 8 MiB also blocks of s bytes: allgather, gather to root n - 1,
 *   scatter from root 0, reduce_scatter_block, reduce_scatter and
 *   allgatherv of s from each, iallgather, ireduce_scatter_block, and
 *   alltoall (on 2 ranks; else below 8 KiB blocks, below 512 bytes from
 *   32 ranks up).
 *   nonblocking (COLLS_OPS nb), each completed by MPI_Wait: ibarrier; ibcast
 *   10 int and 20000 int from root 1 % n; ireduce 1 double (sum) to root 0
 *   and 100 double to root 1 % n; iallreduce 3 int and 16389 int; igather 5 int to root n-1; iscatter 7 int from root 0;
 *   iallgather 4 int; ialltoall 3 int; iscan 2 int; iexscan 3 int; with
 *   k(i) = i % 3 int: igatherv (root 1 % n), iscatterv (root 0), iallgatherv,
 *   ialltoallv (k(i) to rank i), ireduce_scatter; ireduce_scatter_block 5 int.
 *   One-sided, each rank r, fence epochs: put 16 int to r+1, get 8 double
 *   from r+2, accumulate 4 int to r+3, get_accumulate 2 int (result 2 int)
 *   at r+1, fetch_and_op 1 int at r+2, compare_and_swap 1 int at r+3
 *   (all mod n).
 *   One-sided on other windows (mode 7), rank r of n in each: MPI_Win_create
 *   over 64 int on the split communicator (ranks in reverse order), then in
 *   a passive epoch (lock_all) rput 5 int to r+1, rget 3 double from r+2,
 *   raccumulate 2 int to r+1 and rget_accumulate 1 int at r+2, each
 *   waited for, flush_all, unlock_all; an exclusive lock of r+1 around a
 *   put of 4 int; in a general active epoch (post/start with the window's
 *   group) a put of 7 int to r+1.  A dynamic window of MPI_COMM_WORLD, 16
 *   int attached at each rank (addresses by allgather): put 6 int to r+1
 *   under lock_all.  A shared window (MPI_Win_allocate_shared) of the ranks
 *   of one node: fence, put 2 int to r+1, fence.
 *   Intercommunicator (group 0 the even world ranks, 1 the odd ones; local
 *   ranks as in the split communicator; R the remote group's size): barrier
 *   x2; bcast 10 int from group 0's rank 1 % size and 5000 int from group
 *   1's last rank; reduce 100 double (sum) to the first root, 3 int (max) to
 *   the second; allreduce 3 int and 1000 int (sum); gather 5 int to the
 *   first root; scatter 7 int from the second; allgather 4 int; alltoall 3
 *   int; alltoallv (j + r) % 3 int to remote rank j; when both groups have
 *   the same size, reduce_scatter_block 5 int and reduce_scatter of
 *   i % 3 + 1 int (sum).  Mode 4: gatherv of r % 3 + 1 int to the first
 *   root, scatterv of j % 3 + 1 int from the second, allgatherv of
 *   r % 3 + 1 int.  Mode 5, each completed by MPI_Wait: ibarrier, ibcast 10
 *   and 5000 int, ireduce 100 double, iallreduce 3 and 1000 int, igather 5
 *   int, iscatter 7 int, iallgather 4 int, ialltoall 3 int, ialltoallv as
 *   above, igatherv, iscatterv and iallgatherv as in mode 4, and with equal
 *   groups ireduce_scatter_block 5 int and ireduce_scatter as above. */
#include <mpi.h>
#if MPI_VERSION < 4 && defined(OPEN_MPI)
#include <mpi-ext.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef COLLS_LARGE_COUNT
#include "large_count_colls.h"
#endif

#if MPI_VERSION >= 4
#define PINIT(op) MPI_##op##_init
#elif defined(OMPI_HAVE_MPI_EXT_PCOLLREQ) && OMPI_HAVE_MPI_EXT_PCOLLREQ
#define PINIT(op) MPIX_##op##_init
#endif

static const char *ops; /* COLLS_OPS=bcast,reduce,...: only those (debugging) */
/* whether op is an item of the comma-separated list (none: every op) */
static int listed(const char *list, const char *op)
{
    if (!list) return 1;
    size_t n = strlen(op);
    for (const char *p = strstr(list, op); p; p = strstr(p + 1, op))
        if ((p == list || p[-1] == ',') && (p[n] == ',' || !p[n])) return 1;
    return 0;
}

static int want(const char *op) { return listed(ops, op); }

/* a o b = a: associative, not commutative (Open MPI chooses other
 * algorithms for such operations, and orders the reduction by rank) */
static void first_of(void *in, void *inout, int *len, MPI_Datatype *t)
{
    memcpy(inout, in, (size_t)*len * (*t == MPI_DOUBLE ? sizeof(double) : sizeof(int)));
}

/* Every neighbour collective, blocking and not, on a communicator whose
 * ranks have deg neighbours each way: neighbor_allgather(v) of 5 int,
 * neighbor_alltoall of 2 int, neighbor_alltoallv of k[i] int to the i-th
 * neighbour, neighbor_alltoallw of k[i] of type t[i]; the i-th
 * neighbour's block to us must be as big (k and t alike both ways). */
static void nbrs(MPI_Comm c, int deg, const int *k, const MPI_Datatype *t)
{
    double a[64] = {0}, b[64];
    int g5[4], gd[4], kd[4];
    MPI_Aint kw[4];
    MPI_Request q;
    for (int i = 0; i < deg; i++) g5[i] = 5, gd[i] = 5 * i, kd[i] = 3 * i, kw[i] = 24 * i;
    MPI_Neighbor_allgatherv(a, 5, MPI_INT, b, g5, gd, MPI_INT, c);
    MPI_Neighbor_alltoallv(a, k, kd, MPI_INT, b, k, kd, MPI_INT, c);
    MPI_Neighbor_alltoallw(a, k, kw, t, b, k, kw, t, c);
    MPI_Ineighbor_allgather(a, 5, MPI_INT, b, 5, MPI_INT, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
    MPI_Ineighbor_allgatherv(a, 5, MPI_INT, b, g5, gd, MPI_INT, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
    MPI_Ineighbor_alltoall(a, 2, MPI_INT, b, 2, MPI_INT, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
    MPI_Ineighbor_alltoallv(a, k, kd, MPI_INT, b, k, kd, MPI_INT, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
    MPI_Ineighbor_alltoallw(a, k, kw, t, b, k, kw, t, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
    if (deg != 4) { /* the Cartesian one has them in run() already */
        MPI_Neighbor_allgather(a, 5, MPI_INT, b, 5, MPI_INT, c);
        MPI_Neighbor_alltoall(a, 2, MPI_INT, b, 2, MPI_INT, c);
    }
}

static void run(MPI_Comm c, int cart)
{
    int n, r;
    MPI_Comm_size(c, &n);
    MPI_Comm_rank(c, &r);
    int *a = calloc(4096, sizeof *a), *b = calloc(4096 * 5, sizeof *b);
    double *d = calloc(128, sizeof *d), *e = calloc(128, sizeof *e);
    if (want("barrier")) {
        MPI_Barrier(c);
        MPI_Barrier(c);
    }
    if (want("bcast")) {
        MPI_Bcast(a, 10, MPI_INT, 1 % n, c);
        MPI_Bcast(a, 1003, MPI_INT, n - 1, c);
    }
    if (want("reduce")) {
        MPI_Reduce(d, e, 100, MPI_DOUBLE, MPI_SUM, 0, c);
        MPI_Reduce(d, e, 100, MPI_DOUBLE, MPI_SUM, 1 % n, c);
    }
    if (want("allreduce"))
        MPI_Allreduce(a, b, 3, MPI_INT, MPI_SUM, c);
    if (want("allreduce"))
        MPI_Allreduce(a, b, 1000, MPI_INT, MPI_SUM, c);
    if (want("gather"))
        MPI_Gather(a, 5, MPI_INT, b, 5, MPI_INT, n - 1, c);
    if (want("scatter"))
        MPI_Scatter(a, 7, MPI_INT, b, 7, MPI_INT, 0, c);
    if (want("allgather"))
        MPI_Allgather(a, 4, MPI_INT, b, 4, MPI_INT, c);
    if (want("alltoall"))
        MPI_Alltoall(a, 3, MPI_INT, b, 3, MPI_INT, c);
    int *sc = malloc(n * sizeof *sc), *sd = malloc(n * sizeof *sd);
    int *rc = malloc(n * sizeof *rc), *rd = malloc(n * sizeof *rd);
    for (int i = 0; i < n; i++) {
        sc[i] = (i + r) % 3;
        rc[i] = (r + i) % 3;
        sd[i] = rd[i] = 3 * i;
    }
    if (want("alltoallv"))
        MPI_Alltoallv(a, sc, sd, MPI_INT, b, rc, rd, MPI_INT, c);
    if (want("scan")) {
        MPI_Scan(a, b, 2, MPI_INT, MPI_SUM, c);
        MPI_Exscan(a, b, 3, MPI_INT, MPI_SUM, c);
    }
    if (cart && want("neighbor")) {
        MPI_Neighbor_allgather(a, 6, MPI_INT, b, 6, MPI_INT, c);
        MPI_Neighbor_alltoall(a, 2, MPI_INT, b, 2, MPI_INT, c);
    }
    if (cart && want("nbrv")) { /* 3 int to each of the 4 neighbours, by v- and w-forms */
        int k3[4] = {3, 3, 3, 3}, kd[4] = {0, 3, 6, 9};
        MPI_Aint kw[4] = {0, 12, 24, 36};
        MPI_Datatype ty[4] = {MPI_INT, MPI_INT, MPI_INT, MPI_INT};
        MPI_Neighbor_alltoallv(a, k3, kd, MPI_INT, b, k3, kd, MPI_INT, c);
        MPI_Neighbor_alltoallw(a, k3, kw, ty, b, k3, kw, ty, c);
    }
    if (cart && want("nbrs")) nbrs(c, 4, (int[]){1, 1, 3, 3}, (MPI_Datatype[]){MPI_INT, MPI_INT, MPI_DOUBLE, MPI_DOUBLE});
    if (want("alltoallw") || want("ialltoallw")) {
        /* to rank i, (i + r) % 3 elements: int to even ranks, double to odd */
        int *k = malloc(n * sizeof *k), *kd = malloc(n * sizeof *kd), *rk = malloc(n * sizeof *rk);
        MPI_Datatype *ty = malloc(n * sizeof *ty), *rty = malloc(n * sizeof *rty);
        MPI_Request q;
        for (int i = 0; i < n; i++) {
            k[i] = rk[i] = (i + r) % 3, kd[i] = 16 * i;
            ty[i] = i % 2 ? MPI_DOUBLE : MPI_INT, rty[i] = r % 2 ? MPI_DOUBLE : MPI_INT;
        }
        /* Open MPI's alltoallw runs on persistent requests, which its
         * monitoring does not see: t-55 checks it by hand, on the world */
        if (want("alltoallw") && c == MPI_COMM_WORLD) MPI_Alltoallw(a, k, kd, ty, b, rk, kd, rty, c);
        if (want("ialltoallw"))
            MPI_Ialltoallw(a, k, kd, ty, b, rk, kd, rty, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        free(k), free(kd), free(rk), free(ty), free(rty);
    }
    if (want("vcolls")) {
        int *k = malloc(n * sizeof *k), *kd = malloc(n * sizeof *kd);
        int *big = malloc(n * sizeof *big), *bd = malloc(n * sizeof *bd);
        for (int i = 0, at = 0, bat = 0; i < n; i++) {
            k[i] = i % 3, kd[i] = at, at += k[i];
            big[i] = 300 + 100 * k[i], bd[i] = bat, bat += big[i];
        }
        MPI_Gatherv(a, k[r], MPI_INT, b, k, kd, MPI_INT, 1 % n, c);
        MPI_Scatterv(a, k, kd, MPI_INT, b, k[r], MPI_INT, 0, c);
        MPI_Allgatherv(a, k[r], MPI_INT, b, k, kd, MPI_INT, c);
        MPI_Allgatherv(a, big[r], MPI_INT, b, big, bd, MPI_INT, c);
        MPI_Reduce_scatter(a, b, k, MPI_INT, MPI_SUM, c);
        for (int i = 0; i < n; i++) big[i] = 1000 + i;
        MPI_Reduce_scatter(b, a, big, MPI_INT, MPI_SUM, c);
        MPI_Reduce_scatter_block(b, a, 1, MPI_INT, MPI_SUM, c);
        MPI_Reduce_scatter_block(b, a, 5, MPI_INT, MPI_SUM, c);
        MPI_Reduce_scatter_block(b, a, 3000, MPI_INT, MPI_SUM, c);
        free(k), free(kd), free(big), free(bd);
    }
    if (want("noncomm")) {
        MPI_Op first;
        MPI_Request q;
        MPI_Op_create(first_of, 0, &first);
        MPI_Reduce(d, e, 1, MPI_DOUBLE, first, 0, c);
        MPI_Reduce(d, e, 100, MPI_DOUBLE, first, 1 % n, c);
        MPI_Allreduce(a, b, 3, MPI_INT, first, c);
        MPI_Allreduce(a, b, 1000, MPI_INT, first, c);
        MPI_Reduce_scatter_block(b, a, 5, MPI_INT, first, c);
        int *k = malloc(n * sizeof *k);
        for (int i = 0; i < n; i++) k[i] = i % 3 + 1;
        MPI_Reduce_scatter(b, a, k, MPI_INT, first, c);
        free(k);
        MPI_Scan(a, b, 2, MPI_INT, first, c);
        MPI_Exscan(a, b, 3, MPI_INT, first, c);
        MPI_Ireduce(d, e, 100, MPI_DOUBLE, first, 1 % n, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Iallreduce(a, b, 1000, MPI_INT, first, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Op_free(&first);
    }
    if (want("inplace")) { /* MPI_IN_PLACE where each call allows it */
        MPI_Request q;
        int *k = malloc(n * sizeof *k), *kd = malloc(n * sizeof *kd);
        int *s = malloc(n * sizeof *s), *sd = malloc(n * sizeof *sd);
        for (int i = 0, at = 0, sat = 0; i < n; i++) {
            k[i] = i % 3 + 1, kd[i] = at, at += k[i];
            s[i] = (r + i) % 3, sd[i] = sat, sat += s[i]; /* symmetric, as in place needs */
        }
        MPI_Allreduce(MPI_IN_PLACE, b, 3, MPI_INT, MPI_SUM, c);
        MPI_Allreduce(MPI_IN_PLACE, b, 1000, MPI_INT, MPI_SUM, c);
        MPI_Iallreduce(MPI_IN_PLACE, b, 1000, MPI_INT, MPI_SUM, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Reduce(r == 1 % n ? MPI_IN_PLACE : (void *)a, b, 100, MPI_INT, MPI_SUM, 1 % n, c);
        MPI_Allgather(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, b, 4, MPI_INT, c);
        MPI_Iallgather(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, b, 4, MPI_INT, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Gather(r == n - 1 ? MPI_IN_PLACE : (void *)a, 5, MPI_INT, b, 5, MPI_INT, n - 1, c);
        MPI_Scatter(a, 7, MPI_INT, r == 0 ? MPI_IN_PLACE : (void *)b, 7, MPI_INT, 0, c);
        MPI_Alltoall(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, b, 3, MPI_INT, c);
        MPI_Ialltoall(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, b, 3, MPI_INT, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Alltoallv(MPI_IN_PLACE, NULL, NULL, MPI_DATATYPE_NULL, b, s, sd, MPI_INT, c);
        MPI_Ialltoallv(MPI_IN_PLACE, NULL, NULL, MPI_DATATYPE_NULL, b, s, sd, MPI_INT, c, &q),
            MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Allgatherv(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, b, k, kd, MPI_INT, c);
        MPI_Gatherv(r == 0 ? MPI_IN_PLACE : (void *)a, k[r], MPI_INT, b, k, kd, MPI_INT, 0, c);
        MPI_Scatterv(a, k, kd, MPI_INT, r == 0 ? MPI_IN_PLACE : (void *)b, k[r], MPI_INT, 0, c);
        MPI_Reduce_scatter_block(MPI_IN_PLACE, b, 5, MPI_INT, MPI_SUM, c);
        MPI_Reduce_scatter(MPI_IN_PLACE, b, k, MPI_INT, MPI_SUM, c);
        MPI_Scan(MPI_IN_PLACE, b, 2, MPI_INT, MPI_SUM, c);
        MPI_Exscan(MPI_IN_PLACE, b, 3, MPI_INT, MPI_SUM, c);
        free(k), free(kd), free(s), free(sd);
    }
    if (want("large")) { /* the fixed rules' branches for long messages */
        enum { L = 300000 };
        MPI_Request q;
        int *x = calloc(L + 64, sizeof *x), *y = calloc(L + 64 * 64, sizeof *y);
        int *k = malloc(n * sizeof *k), *kd = malloc(n * sizeof *kd);
        for (int i = 0, at = 0; i < n; i++) k[i] = L / n + i, kd[i] = at, at += k[i];
        MPI_Bcast(x, L, MPI_INT, 1 % n, c);
        MPI_Reduce(x, y, L, MPI_INT, MPI_SUM, 0, c);
        MPI_Allreduce(x, y, L, MPI_INT, MPI_SUM, c);
        MPI_Allgather(x, L / n, MPI_INT, y, L / n, MPI_INT, c);
        MPI_Gather(x, L / n, MPI_INT, y, L / n, MPI_INT, n - 1, c);
        MPI_Scatter(x, L / n, MPI_INT, y, L / n, MPI_INT, 0, c);
        MPI_Reduce_scatter_block(x, y, L / n, MPI_INT, MPI_SUM, c);
        MPI_Reduce_scatter(x, y, k, MPI_INT, MPI_SUM, c);
        MPI_Allgatherv(x, k[r], MPI_INT, y, k, kd, MPI_INT, c);
        MPI_Ibcast(x, L, MPI_INT, 1 % n, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Ireduce(x, y, L, MPI_INT, MPI_SUM, 0, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Iallreduce(x, y, L, MPI_INT, MPI_SUM, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Iallgather(x, L / n, MPI_INT, y, L / n, MPI_INT, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Ireduce_scatter_block(x, y, L / n, MPI_INT, MPI_SUM, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        free(x), free(y), free(k), free(kd);
    }
    /* every size band of the fixed rules (bounds 2^k).  Not on the
     * Cartesian communicator: it has the world's size and rank order, so
     * the same algorithms and pairs, and the sweep's time goes to CI's
     * budget; with COLLS_OPS world, on MPI_COMM_WORLD only (the split one
     * is half its size: the sweep at that size covers it) */
    if (want("sweep") && !cart && (!(ops && want("world")) || c == MPI_COMM_WORLD)) {
        /* s bytes: 1, then 3 * 2^k, the middle of [2^(k+1), 2^(k+2)), to
         * 6 MiB (COLLS_SWEEP_MAX lower); blocks per rank only while n
         * blocks fit in 8 MiB */
        enum { ALL = 8 << 20 };
        const char *top = getenv("COLLS_SWEEP_MAX"), *only = getenv("COLLS_SWEEP_OPS");
        int MAXB = top && *top ? atoi(top) : 3 << 21;
        if (only && !*only) only = NULL;
#define SWEEP(op, call) \
    do { \
        if (listed(only, op)) call; \
    } while (0)
        MPI_Request q;
        size_t len = 2 * (size_t)MAXB > ALL ? 2 * (size_t)MAXB : ALL; /* n blocks, or 2 s */
        char *x = calloc(len, 1), *y = calloc(len, 1);
        int *k = malloc(n * sizeof *k), *kd = malloc(n * sizeof *kd);
        for (int s = 1; s <= MAXB; s = s == 1 ? 3 : 2 * s) {
            int block = (long long)s * n <= ALL;
            for (int i = 0; i < n; i++) k[i] = s, kd[i] = i * s;
            SWEEP("bcast", MPI_Bcast(x, s, MPI_BYTE, 1 % n, c));
            SWEEP("reduce", MPI_Reduce(x, y, s, MPI_BYTE, MPI_BOR, 0, c));
            SWEEP("allreduce", MPI_Allreduce(x, y, s, MPI_BYTE, MPI_BOR, c));
            SWEEP("ibcast", (MPI_Ibcast(x, s, MPI_BYTE, 1 % n, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE)));
            SWEEP("ireduce", (MPI_Ireduce(x, y, s, MPI_BYTE, MPI_BOR, n - 1, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE)));
            SWEEP("iallreduce", (MPI_Iallreduce(x, y, s, MPI_BYTE, MPI_BOR, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE)));
            if (!block) continue;
            SWEEP("allgather", MPI_Allgather(x, s, MPI_BYTE, y, s, MPI_BYTE, c));
            SWEEP("gather", MPI_Gather(x, s, MPI_BYTE, y, s, MPI_BYTE, n - 1, c));
            SWEEP("scatter", MPI_Scatter(x, s, MPI_BYTE, y, s, MPI_BYTE, 0, c));
            SWEEP("reduce_scatter_block", MPI_Reduce_scatter_block(x, y, s, MPI_BYTE, MPI_BOR, c));
            SWEEP("reduce_scatter", MPI_Reduce_scatter(x, y, k, MPI_BYTE, MPI_BOR, c));
            SWEEP("allgatherv", MPI_Allgatherv(x, s, MPI_BYTE, y, k, kd, MPI_BYTE, c));
            /* Open MPI's linear alltoall, which it chooses for some sizes
             * from 8 KiB up on 3 to 31 ranks and from 512 bytes up on 32
             * to 63, runs on persistent requests, which its monitoring
             * does not see */
            if (n == 2 || s < (n < 32 ? 8192 : 512)) SWEEP("alltoall", MPI_Alltoall(x, s, MPI_BYTE, y, s, MPI_BYTE, c));
            SWEEP("iallgather", (MPI_Iallgather(x, s, MPI_BYTE, y, s, MPI_BYTE, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE)));
            SWEEP("ireduce_scatter_block",
                  (MPI_Ireduce_scatter_block(x, y, s, MPI_BYTE, MPI_BOR, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE)));
        }
#undef SWEEP
        free(x), free(y), free(k), free(kd);
    }
    if (want("nb")) {
        MPI_Request q;
        int *big = calloc(20000, sizeof *big);
        MPI_Ibarrier(c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Ibcast(a, 10, MPI_INT, 1 % n, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Ibcast(big, 20000, MPI_INT, 1 % n, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Ireduce(d, e, 1, MPI_DOUBLE, MPI_SUM, 0, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Ireduce(d, e, 100, MPI_DOUBLE, MPI_SUM, 1 % n, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Iallreduce(a, b, 3, MPI_INT, MPI_SUM, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Iallreduce(big, b, 16389, MPI_INT, MPI_SUM, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Igather(a, 5, MPI_INT, b, 5, MPI_INT, n - 1, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Iscatter(a, 7, MPI_INT, b, 7, MPI_INT, 0, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Iallgather(a, 4, MPI_INT, b, 4, MPI_INT, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Ialltoall(a, 3, MPI_INT, b, 3, MPI_INT, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Iscan(a, b, 2, MPI_INT, MPI_SUM, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Iexscan(a, b, 3, MPI_INT, MPI_SUM, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        int *k = malloc(n * sizeof *k), *kd = malloc(n * sizeof *kd);
        for (int i = 0, at = 0; i < n; i++) k[i] = i % 3, kd[i] = at, at += k[i];
        MPI_Igatherv(a, k[r], MPI_INT, b, k, kd, MPI_INT, 1 % n, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Iscatterv(a, k, kd, MPI_INT, b, k[r], MPI_INT, 0, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Iallgatherv(a, k[r], MPI_INT, b, k, kd, MPI_INT, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        int *rk = malloc(n * sizeof *rk), *rkd = malloc(n * sizeof *rkd);
        for (int i = 0; i < n; i++) rk[i] = k[r], rkd[i] = 3 * i; /* each sends me k(r) */
        MPI_Ialltoallv(a, k, kd, MPI_INT, b, rk, rkd, MPI_INT, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        free(rk), free(rkd);
        MPI_Ireduce_scatter(a, b, k, MPI_INT, MPI_SUM, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Ireduce_scatter_block(b, a, 5, MPI_INT, MPI_SUM, c, &q), MPI_Wait(&q, MPI_STATUS_IGNORE);
        free(k), free(kd);
        free(big);
    }
    free(sc), free(sd), free(rc), free(rd);
    free(a), free(b), free(d), free(e);
}

/* Persistent collectives (mode 6), on each communicator, each started
 * twice (and waited for) before all are freed: barrier; bcast 1003 int from
 * root n - 1; reduce 100 double (sum) to root 1 % n; allreduce 1000 int
 * (sum); gather 5 int to root n - 1; scatter 7 int from root 0; allgather
 * 4 int; alltoall 3 int; scan 2 int (sum); reduce_scatter_block 5 int
 * (sum); on the Cartesian one also neighbor_alltoall 2 int. */
static void run_persistent(MPI_Comm c, int cart)
{
#ifdef PINIT
    int n, k = 0;
    MPI_Comm_size(c, &n);
    int *a = calloc(8192, sizeof *a), *b = calloc(8192 * 4, sizeof *b);
    double *d = calloc(128, sizeof *d), *e = calloc(128, sizeof *e);
    MPI_Request q[24];
    MPI_Info in = MPI_INFO_NULL;
    PINIT(Barrier)(c, in, &q[k++]);
    PINIT(Bcast)(a, 1003, MPI_INT, n - 1, c, in, &q[k++]);
    PINIT(Reduce)(d, e, 100, MPI_DOUBLE, MPI_SUM, 1 % n, c, in, &q[k++]);
    PINIT(Allreduce)(a, b, 1000, MPI_INT, MPI_SUM, c, in, &q[k++]);
    PINIT(Gather)(a, 5, MPI_INT, b, 5, MPI_INT, n - 1, c, in, &q[k++]);
#ifndef MPICH_VERSION /* MPICH 4.0.2's fails in MPI_Wait ("Invalid communicator"), preloaded or not */
    PINIT(Scatter)(a, 7, MPI_INT, b, 7, MPI_INT, 0, c, in, &q[k++]);
#endif
    PINIT(Allgather)(a, 4, MPI_INT, b, 4, MPI_INT, c, in, &q[k++]);
    PINIT(Alltoall)(a, 3, MPI_INT, b, 3, MPI_INT, c, in, &q[k++]);
    PINIT(Scan)(a, b, 2, MPI_INT, MPI_SUM, c, in, &q[k++]);
    PINIT(Reduce_scatter_block)(b, a, 5, MPI_INT, MPI_SUM, c, in, &q[k++]);
    if (cart) PINIT(Neighbor_alltoall)(a, 2, MPI_INT, b, 2, MPI_INT, c, in, &q[k++]);
#ifdef MPICH_VERSION
    /* MPI-4's persistent v-variants, exscan and reduce_scatter (MPICH 4;
     * Open MPI 4.1's MPIX_ forms are not modeled): rank j's block is j + 1
     * int; allgatherv, alltoallv and alltoallw send rank r's own block to
     * every rank (alltoallv/w: rank j gets j + 1 from everyone), gatherv to
     * root n - 1, reduce_scatter with counts j + 1, exscan 3 int */
    int r, *cnt = calloc((size_t)n, sizeof *cnt), *dsp = calloc((size_t)n, sizeof *dsp),
           *mine = calloc((size_t)n, sizeof *mine), *mdsp = calloc((size_t)n, sizeof *mdsp);
    MPI_Datatype *ty = calloc((size_t)n, sizeof *ty);
    int *bdsp = calloc((size_t)n, sizeof *bdsp), *mbdsp = calloc((size_t)n, sizeof *mbdsp);
    MPI_Comm_rank(c, &r);
    for (int j = 0, o = 0; j < n; j++) {
        cnt[j] = j + 1, dsp[j] = o, o += j + 1;
        mine[j] = r + 1, mdsp[j] = j * (r + 1);
        ty[j] = MPI_INT, bdsp[j] = 4 * dsp[j], mbdsp[j] = 4 * mdsp[j];
    }
    PINIT(Allgatherv)(a, r + 1, MPI_INT, b, cnt, dsp, MPI_INT, c, in, &q[k++]);
    PINIT(Alltoallv)(a, cnt, dsp, MPI_INT, b, mine, mdsp, MPI_INT, c, in, &q[k++]);
    PINIT(Alltoallw)(a, cnt, bdsp, ty, b, mine, mbdsp, ty, c, in, &q[k++]);
    PINIT(Gatherv)(a, r + 1, MPI_INT, b, cnt, dsp, MPI_INT, n - 1, c, in, &q[k++]);
    PINIT(Reduce_scatter)(a, b, cnt, MPI_INT, MPI_SUM, c, in, &q[k++]);
    PINIT(Exscan)(a, b, 3, MPI_INT, MPI_SUM, c, in, &q[k++]);
#endif
    for (int rep = 0; rep < 2; rep++)
        for (int i = 0; i < k; i++) {
            MPI_Start(&q[i]);
            MPI_Wait(&q[i], MPI_STATUS_IGNORE);
        }
    for (int i = 0; i < k; i++) MPI_Request_free(&q[i]);
    free(a), free(b), free(d), free(e);
#ifdef MPICH_VERSION
    free(cnt), free(dsp), free(mine), free(mdsp), free(ty), free(bdsp), free(mbdsp);
#endif
#else
    (void)c, (void)cart;
#endif
}

/* COLLS_OPS=inter,only,<op>,...: only those of mode 5 (unequal groups,
 * where monitoring crashes, are checked by hand one operation at a time) */
static int inter_want(const char *op) { return !ops || !want("only") || want(op); }

/* roots: group 0's rank 1 % size (first) and group 1's last rank (second) */
static int inter_root(int grp, int r, int L, int R, int which)
{
    int g = which, k = which == 0 ? 1 % (grp == 0 ? L : R) : (grp == 1 ? L : R) - 1;
    return grp == g ? (r == k ? MPI_ROOT : MPI_PROC_NULL) : k;
}

static void run_inter(MPI_Comm ic, int grp, int mode)
{
    int r, L, R;
    MPI_Comm_rank(ic, &r);
    MPI_Comm_size(ic, &L);
    MPI_Comm_remote_size(ic, &R);
    int root0 = inter_root(grp, r, L, R, 0), root1 = inter_root(grp, r, L, R, 1);
    int *a = calloc(8192, sizeof *a), *b = calloc(8192 * 4, sizeof *b);
    double *d = calloc(128, sizeof *d), *e = calloc(128, sizeof *e);
    int *sc = calloc(R + L, sizeof *sc), *sd = calloc(R + L, sizeof *sd), *rc = calloc(R + L, sizeof *rc),
        *rd = calloc(R + L, sizeof *rd);
    MPI_Request q;
#define W(call) (call, MPI_Wait(&q, MPI_STATUS_IGNORE))
    if (mode == 5) {
        if (inter_want("ibarrier")) W(MPI_Ibarrier(ic, &q));
        if (inter_want("ibcast")) W(MPI_Ibcast(a, 10, MPI_INT, root0, ic, &q));
        if (inter_want("ibcast")) W(MPI_Ibcast(a, 5000, MPI_INT, root1, ic, &q));
        if (inter_want("ireduce")) W(MPI_Ireduce(d, e, 100, MPI_DOUBLE, MPI_SUM, root0, ic, &q));
        if (inter_want("iallreduce")) W(MPI_Iallreduce(a, b, 3, MPI_INT, MPI_SUM, ic, &q));
        if (inter_want("iallreduce")) W(MPI_Iallreduce(a, b, 1000, MPI_INT, MPI_SUM, ic, &q));
        if (inter_want("igather")) W(MPI_Igather(a, 5, MPI_INT, b, 5, MPI_INT, root0, ic, &q));
        if (inter_want("iscatter")) W(MPI_Iscatter(a, 7, MPI_INT, b, 7, MPI_INT, root1, ic, &q));
        if (inter_want("iallgather")) W(MPI_Iallgather(a, 4, MPI_INT, b, 4, MPI_INT, ic, &q));
        if (inter_want("ialltoall")) W(MPI_Ialltoall(a, 3, MPI_INT, b, 3, MPI_INT, ic, &q));
        for (int j = 0; j < R; j++) sc[j] = rc[j] = (j + r) % 3, sd[j] = rd[j] = 4 * j;
        if (inter_want("ialltoallv")) W(MPI_Ialltoallv(a, sc, sd, MPI_INT, b, rc, rd, MPI_INT, ic, &q));
        for (int j = 0; j < R; j++) rc[j] = j % 3 + 1, rd[j] = 4 * j, sc[j] = j % 3 + 1, sd[j] = 4 * j;
        if (inter_want("igatherv")) W(MPI_Igatherv(a, r % 3 + 1, MPI_INT, b, rc, rd, MPI_INT, root0, ic, &q));
        if (inter_want("iscatterv")) W(MPI_Iscatterv(a, sc, sd, MPI_INT, b, r % 3 + 1, MPI_INT, root1, ic, &q));
        if (inter_want("iallgatherv")) W(MPI_Iallgatherv(a, r % 3 + 1, MPI_INT, b, rc, rd, MPI_INT, ic, &q));
        if (L == R) {
            if (inter_want("ireduce_scatter_block")) W(MPI_Ireduce_scatter_block(a, b, 5, MPI_INT, MPI_SUM, ic, &q));
            for (int i = 0; i < L; i++) rc[i] = i % 3 + 1;
            if (inter_want("ireduce_scatter")) W(MPI_Ireduce_scatter(a, b, rc, MPI_INT, MPI_SUM, ic, &q));
        }
    } else if (mode == 4) {
        for (int j = 0; j < R; j++) rc[j] = j % 3 + 1, rd[j] = 4 * j, sc[j] = j % 3 + 1, sd[j] = 4 * j;
        MPI_Gatherv(a, r % 3 + 1, MPI_INT, b, rc, rd, MPI_INT, root0, ic);
        MPI_Scatterv(a, sc, sd, MPI_INT, b, r % 3 + 1, MPI_INT, root1, ic);
        MPI_Allgatherv(a, r % 3 + 1, MPI_INT, b, rc, rd, MPI_INT, ic);
    } else {
        MPI_Barrier(ic);
        MPI_Barrier(ic);
        MPI_Bcast(a, 10, MPI_INT, root0, ic);
        MPI_Bcast(a, 5000, MPI_INT, root1, ic);
        MPI_Reduce(d, e, 100, MPI_DOUBLE, MPI_SUM, root0, ic);
        MPI_Reduce(a, b, 3, MPI_INT, MPI_MAX, root1, ic);
        MPI_Allreduce(a, b, 3, MPI_INT, MPI_SUM, ic);
        MPI_Allreduce(a, b, 1000, MPI_INT, MPI_SUM, ic);
        MPI_Gather(a, 5, MPI_INT, b, 5, MPI_INT, root0, ic);
        MPI_Scatter(a, 7, MPI_INT, b, 7, MPI_INT, root1, ic);
        MPI_Allgather(a, 4, MPI_INT, b, 4, MPI_INT, ic);
        MPI_Alltoall(a, 3, MPI_INT, b, 3, MPI_INT, ic);
        for (int j = 0; j < R; j++) sc[j] = rc[j] = (j + r) % 3, sd[j] = rd[j] = 4 * j;
        MPI_Alltoallv(a, sc, sd, MPI_INT, b, rc, rd, MPI_INT, ic);
        if (L == R) {
            MPI_Reduce_scatter_block(a, b, 5, MPI_INT, MPI_SUM, ic);
            for (int i = 0; i < L; i++) rc[i] = i % 3 + 1;
            MPI_Reduce_scatter(a, b, rc, MPI_INT, MPI_SUM, ic);
        }
    }
#undef W
    free(sc), free(sd), free(rc), free(rd);
    free(a), free(b), free(d), free(e);
}

static void run_rma_more(MPI_Comm split)
{
    int n, r, src[16] = {0}, res[4];
    double d[3];
    MPI_Request q[4];
    MPI_Comm_size(split, &n);
    MPI_Comm_rank(split, &r);
    int *mem = calloc(64, sizeof *mem);
    MPI_Win w;
    MPI_Win_create(mem, 64 * sizeof(int), sizeof(int), MPI_INFO_NULL, split, &w);
    MPI_Win_lock_all(0, w);
    MPI_Rput(src, 5, MPI_INT, (r + 1) % n, 0, 5, MPI_INT, w, &q[0]);
    MPI_Rget(d, 3, MPI_DOUBLE, (r + 2) % n, 32, 3, MPI_DOUBLE, w, &q[1]);
    MPI_Raccumulate(src, 2, MPI_INT, (r + 1) % n, 8, 2, MPI_INT, MPI_SUM, w, &q[2]);
    MPI_Rget_accumulate(src, 1, MPI_INT, res, 1, MPI_INT, (r + 2) % n, 12, 1, MPI_INT, MPI_SUM, w,
                        &q[3]);
    for (int i = 0; i < 4; i++) MPI_Wait(&q[i], MPI_STATUS_IGNORE);
    MPI_Win_flush_all(w);
    /* synchronization only: a call each in the logical view, no traffic */
    MPI_Win_flush((r + 1) % n, w);
    MPI_Win_flush_local((r + 1) % n, w);
    MPI_Win_flush_local_all(w);
    MPI_Win_sync(w);
    MPI_Win_unlock_all(w);
    MPI_Barrier(split);
    MPI_Win_lock(MPI_LOCK_EXCLUSIVE, (r + 1) % n, 0, w);
    MPI_Put(src, 4, MPI_INT, (r + 1) % n, 16, 4, MPI_INT, w);
    MPI_Win_unlock((r + 1) % n, w);
    MPI_Barrier(split);
    MPI_Group g;
    MPI_Win_get_group(w, &g);
    MPI_Win_post(g, 0, w);
    MPI_Win_start(g, 0, w);
    MPI_Put(src, 7, MPI_INT, (r + 1) % n, 24, 7, MPI_INT, w);
    MPI_Win_complete(w);
    MPI_Win_wait(w);
    MPI_Group_free(&g);
    MPI_Win_free(&w);

    MPI_Comm_size(MPI_COMM_WORLD, &n);
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    MPI_Aint at, *ats = malloc(n * sizeof *ats);
    MPI_Win_create_dynamic(MPI_INFO_NULL, MPI_COMM_WORLD, &w);
    MPI_Win_attach(w, mem, 16 * sizeof(int));
    MPI_Get_address(mem, &at);
    MPI_Allgather(&at, 1, MPI_AINT, ats, 1, MPI_AINT, MPI_COMM_WORLD);
    MPI_Win_lock_all(0, w);
    MPI_Put(src, 6, MPI_INT, (r + 1) % n, ats[(r + 1) % n], 6, MPI_INT, w);
    MPI_Win_unlock_all(w);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_detach(w, mem);
    MPI_Win_free(&w);
    free(ats);

    MPI_Comm node;
    int *shared;
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node);
    MPI_Comm_size(node, &n);
    MPI_Comm_rank(node, &r);
    MPI_Win_allocate_shared(8 * sizeof(int), sizeof(int), MPI_INFO_NULL, node, &shared, &w);
    MPI_Win_fence(0, w);
    MPI_Put(src, 2, MPI_INT, (r + 1) % n, 0, 2, MPI_INT, w);
    MPI_Win_fence(0, w);
    MPI_Win_free(&w);
    MPI_Comm_free(&node);
    free(mem);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int work = argc > 1 ? atoi(argv[1]) : 0;
    ops = getenv("COLLS_OPS");
    int n, r;
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    MPI_Comm split, cart;
    MPI_Comm_split(MPI_COMM_WORLD, r % 2, -r, &split);
    int dims[2] = {0, 0}, periods[2] = {1, 1};
    MPI_Dims_create(n, 2, dims);
    MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart);
    /* the split groups' rank 0 is their highest world rank (key -r) */
    MPI_Comm inter = MPI_COMM_NULL;
    int last = n - 1, other_last = last - 1;
    if (n >= 2 && ops && want("inter")) /* COLLS_OPS=inter; Open MPI 4.1.4's monitoring crashes on
                                            an intercommunicator whose groups differ in size */
        MPI_Intercomm_create(split, 0, MPI_COMM_WORLD, r % 2 == last % 2 ? other_last : last, 77, &inter);
    int *base;
    MPI_Win win;
    MPI_Win_allocate(64 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    MPI_Comm graph = MPI_COMM_NULL, dist = MPI_COMM_NULL;
    if (n >= 4 && ops && want("nbrg")) {
        int index[64], edges[128], out[2] = {(r + 1) % n, (r + n - 2) % n},
                                   in[2] = {(r + n - 1) % n, (r + 2) % n}, w[2] = {1, 1};
        for (int i = 0; i < n && i < 64; i++)
            index[i] = 2 * (i + 1), edges[2 * i] = (i + 1) % n, edges[2 * i + 1] = (i + n - 1) % n;
        MPI_Graph_create(MPI_COMM_WORLD, n, index, edges, 0, &graph);
        MPI_Dist_graph_create_adjacent(MPI_COMM_WORLD, 2, in, w, 2, out, w, MPI_INFO_NULL, 0, &dist);
    }
    if (work == 1) {
        run(MPI_COMM_WORLD, 0);
        run(split, 0);
        run(cart, 1);
        if (graph != MPI_COMM_NULL)
            nbrs(graph, 2, (int[]){2, 2}, (MPI_Datatype[]){MPI_INT, MPI_INT}),
                nbrs(dist, 2, (int[]){1, 3}, (MPI_Datatype[]){MPI_INT, MPI_DOUBLE});
    }
    if (graph != MPI_COMM_NULL) MPI_Comm_free(&graph), MPI_Comm_free(&dist);
    if (work == 2) {
        int buf[64] = {0}, res[64];
        double dbuf[8];
        MPI_Win_fence(0, win);
        MPI_Put(buf, 16, MPI_INT, (r + 1) % n, 0, 16, MPI_INT, win);
        MPI_Get(dbuf, 8, MPI_DOUBLE, (r + 2) % n, 32, 16, MPI_INT, win);
        MPI_Win_fence(0, win);
        MPI_Accumulate(buf, 4, MPI_INT, (r + 3) % n, 16, 4, MPI_INT, MPI_SUM, win);
        MPI_Get_accumulate(buf, 2, MPI_INT, res, 2, MPI_INT, (r + 1) % n, 20, 2, MPI_INT, MPI_SUM,
                           win);
        MPI_Win_fence(0, win);
        MPI_Fetch_and_op(buf, res, MPI_INT, (r + 2) % n, 24, MPI_SUM, win);
        MPI_Win_fence(0, win);
        MPI_Compare_and_swap(buf, buf + 1, res, MPI_INT, (r + 3) % n, 25, win);
        MPI_Win_fence(0, win);
    }
    if (work >= 3 && work <= 5 && inter != MPI_COMM_NULL) run_inter(inter, r % 2, work);
    if (work == 7) run_rma_more(split);
    if (work == 6) {
        run_persistent(MPI_COMM_WORLD, 0);
        run_persistent(split, 0);
        run_persistent(cart, 1);
    }
    MPI_Win_free(&win);
    if (inter != MPI_COMM_NULL) MPI_Comm_free(&inter);
    MPI_Comm_free(&cart);
    MPI_Comm_free(&split);
    MPI_Finalize();
    return 0;
}

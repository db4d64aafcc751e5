/* Communication kernels for the simulated scale bench (tests/bench/scale-bench),
 * the patterns LULESH, HPCG and miniFE lack; point to point only (SimGrid's
 * time-independent traces know no communicators but the world's).
 *   sim_kernels groups BYTES ITERS [G]   all-to-all inside groups of G
 *       consecutive ranks (default 16), e.g. an FFT's transposes in rows
 *   sim_kernels irregular BYTES ITERS [K]  each rank talks to K (default 6)
 *       partners drawn once from a fixed seed, sizes varying by pair
 *   sim_kernels wavefront BYTES ITERS     a 2-D sweep (Sweep3D-like): rank
 *       (i, j) of a near-square grid waits for its west and north
 *       neighbours, computes, sends east and south; then the sweep back
 *   sim_kernels far BYTES ITERS           partners r XOR n/2 exchange, and
 *       a little around a ring (partners.c's pattern at any size)
 *   sim_kernels halo3d BYTES ITERS        a 3-D domain (MPI_Dims_create's
 *       grid, x fastest in rank order) exchanging a face with each of its
 *       six neighbours, then computing: a stencil code whose halos cost as
 *       much as its sweep (LULESH, miniFE and HPCG at the bench's sizes are
 *       bound by their computation)
 * Between exchanges each rank computes (a fixed loop), so the traces hold
 * computation as applications do.  Rank 0 prints "KERNEL N ranks TIME s". */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static volatile double sink;

static void work(long n)
{
    double s = 0;
    for (long i = 0; i < n; i++) s += (double)i * 1e-9;
    sink = s;
}

/* a fixed pseudo-random sequence, the same on every rank */
static unsigned long rnd(unsigned long *s)
{
    *s = *s * 6364136223846793005UL + 1442695040888963407UL;
    return *s >> 33;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int me, n;
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    if (argc < 4) {
        if (!me) fprintf(stderr, "usage: sim_kernels groups|irregular|wavefront|far|halo3d BYTES ITERS [G|K]\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    const char *k = argv[1];
    int bytes = atoi(argv[2]), iters = atoi(argv[3]), arg = argc > 4 ? atoi(argv[4]) : 0;
    if (bytes < 1) bytes = 1;
    /* receive room for the largest pattern: a group's blocks, or the irregular partners */
    int slots = arg > 16 ? arg : 16;
    char *out = calloc((size_t)bytes * 2, 1), *in = calloc((size_t)bytes * 2 * (size_t)slots, 1);
    MPI_Request *rq = malloc(sizeof *rq * 4 * (size_t)slots);
    MPI_Barrier(MPI_COMM_WORLD);
    double t = MPI_Wtime();
    if (!strcmp(k, "groups")) {
        int g = arg > 0 ? arg : 16, first = me / g * g, last = first + g > n ? n : first + g;
        for (int it = 0; it < iters; it++) {
            int q = 0;
            for (int p = first; p < last; p++)
                if (p != me) MPI_Irecv(in + (size_t)(p - first) * bytes, bytes, MPI_BYTE, p, 1, MPI_COMM_WORLD, &rq[q++]);
            for (int p = first; p < last; p++)
                if (p != me) MPI_Isend(out, bytes, MPI_BYTE, p, 1, MPI_COMM_WORLD, &rq[q++]);
            MPI_Waitall(q, rq, MPI_STATUSES_IGNORE);
            work(200000);
        }
    } else if (!strcmp(k, "irregular")) {
        int kk = arg > 0 ? arg : 6, half = (kk + 1) / 2, np = 0;
        /* partners r +- d_j for offsets d_j drawn once from a fixed seed (the
         * same on every rank): symmetric, far apart in rank order, O(K) a rank */
        int *peer = malloc(sizeof *peer * (size_t)(2 * half)), *size = malloc(sizeof *size * (size_t)(2 * half));
        unsigned long s = 12345;
        for (int j = 0; j < half && n > 2; j++) {
            int d = 1 + (int)(rnd(&s) % (unsigned long)(n / 2 - (n > 3)));
            int cand[2] = {(me + d) % n, (me - d % n + n) % n};
            for (int c = 0; c < 2; c++) {
                int dup = cand[c] == me;
                for (int q = 0; q < np && !dup; q++) dup = peer[q] == cand[c];
                if (dup) continue;
                int lo = me < cand[c] ? me : cand[c], hi = me ^ cand[c] ^ lo;
                peer[np] = cand[c], size[np] = bytes / 4 + (lo + hi) % 7 * (bytes / 8), np++;
            }
        }
        for (int it = 0; it < iters; it++) {
            int q = 0;
            for (int j = 0; j < np; j++) MPI_Irecv(in + (size_t)j * bytes * 2, size[j], MPI_BYTE, peer[j], 2, MPI_COMM_WORLD, &rq[q++]);
            for (int j = 0; j < np; j++) MPI_Isend(out, size[j], MPI_BYTE, peer[j], 2, MPI_COMM_WORLD, &rq[q++]);
            MPI_Waitall(q, rq, MPI_STATUSES_IGNORE);
            work(200000);
        }
        free(peer), free(size);
    } else if (!strcmp(k, "wavefront")) {
        int X = 1;
        while ((X + 1) * (X + 1) <= n) X++;
        while (n % X) X--;
        int Y = n / X, i = me % X, j = me / X;
        for (int it = 0; it < iters; it++)
            for (int dir = 0; dir < 2; dir++) {
                int w = dir ? i + 1 : i - 1, no = dir ? j + 1 : j - 1, e = dir ? i - 1 : i + 1, so = dir ? j - 1 : j + 1;
                if (w >= 0 && w < X) MPI_Recv(in, bytes, MPI_BYTE, j * X + w, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                if (no >= 0 && no < Y) MPI_Recv(in, bytes, MPI_BYTE, no * X + i, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                work(50000);
                if (e >= 0 && e < X) MPI_Send(out, bytes, MPI_BYTE, j * X + e, 3, MPI_COMM_WORLD);
                if (so >= 0 && so < Y) MPI_Send(out, bytes, MPI_BYTE, so * X + i, 3, MPI_COMM_WORLD);
            }
    } else if (!strcmp(k, "far")) {
        int p = me ^ (n / 2);
        if (p >= n) p = me;
        for (int it = 0; it < iters; it++) {
            MPI_Sendrecv(out, bytes, MPI_BYTE, p, 4, in, bytes, MPI_BYTE, p, 4, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Sendrecv(out, 8, MPI_BYTE, (me + 1) % n, 5, in, 8, MPI_BYTE, (me + n - 1) % n, 5, MPI_COMM_WORLD,
                         MPI_STATUS_IGNORE);
            work(200000);
        }
    } else if (!strcmp(k, "halo3d")) {
        int d[3] = {0, 0, 0};
        MPI_Dims_create(n, 3, d);
        int c[3] = {me % d[0], me / d[0] % d[1], me / (d[0] * d[1])}, stride[3] = {1, d[0], d[0] * d[1]}, peer[6], np = 0;
        for (int a = 0; a < 3; a++) /* not periodic: the faces of the domain exchange nothing */
            for (int s = -1; s <= 1; s += 2)
                if (c[a] + s >= 0 && c[a] + s < d[a]) peer[np++] = me + s * stride[a];
        for (int it = 0; it < iters; it++) {
            int q = 0;
            for (int j = 0; j < np; j++) MPI_Irecv(in + (size_t)j * bytes, bytes, MPI_BYTE, peer[j], 6, MPI_COMM_WORLD, &rq[q++]);
            for (int j = 0; j < np; j++) MPI_Isend(out, bytes, MPI_BYTE, peer[j], 6, MPI_COMM_WORLD, &rq[q++]);
            MPI_Waitall(q, rq, MPI_STATUSES_IGNORE);
            work(200000);
        }
    } else {
        if (!me) fprintf(stderr, "sim_kernels: unknown kernel '%s'\n", k);
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    double dt = MPI_Wtime() - t, worst;
    MPI_Reduce(&dt, &worst, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    if (!me) printf("%s %d ranks %.6f s\n", k, n, worst);
    free(out), free(in), free(rq);
    MPI_Finalize();
    return 0;
}

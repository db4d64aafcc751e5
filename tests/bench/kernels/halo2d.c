/* A 2-D halo exchange on a PX x PY process grid (x fastest: rank = x + PX y),
 * non-periodic, with faces of different weights: an x face carries BX
 * doubles, a y face BY.  With PX = 4, PY = 2 on 4 nodes of 2 slots in two
 * clusters, the launcher's order puts every rank's y neighbour in the other
 * cluster: a grid whose rows do not match the machine.
 *   halo2d PX PY BX BY ITERATIONS
 * Rank 0 prints "halo2d TIME s check ok|BAD" (its own timer, the slowest
 * rank's); every received face is checked. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, n;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    if (argc != 6) {
        if (!rank) fprintf(stderr, "usage: halo2d PX PY BX BY ITERATIONS\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    int px = atoi(argv[1]), py = atoi(argv[2]), bx = atoi(argv[3]), by = atoi(argv[4]), it = atoi(argv[5]);
    if (px * py != n) {
        if (!rank) fprintf(stderr, "halo2d: %d x %d is not %d ranks\n", px, py, n);
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    int x = rank % px, y = rank / px;
    int nb[4] = {x > 0 ? rank - 1 : MPI_PROC_NULL, x < px - 1 ? rank + 1 : MPI_PROC_NULL,
                 y > 0 ? rank - px : MPI_PROC_NULL, y < py - 1 ? rank + px : MPI_PROC_NULL};
    int len[4] = {bx, bx, by, by}, bad = 0;
    double *out[4], *in[4];
    for (int k = 0; k < 4; k++) out[k] = malloc(sizeof(double) * (size_t)len[k]), in[k] = malloc(sizeof(double) * (size_t)len[k]);
    MPI_Barrier(MPI_COMM_WORLD);
    double t = MPI_Wtime();
    for (int i = 0; i < it; i++) {
        MPI_Request rq[8];
        for (int k = 0; k < 4; k++) {
            for (int j = 0; j < len[k]; j++) out[k][j] = rank + 0.5 * i;
            MPI_Irecv(in[k], len[k], MPI_DOUBLE, nb[k], k ^ 1, MPI_COMM_WORLD, &rq[k]);
            MPI_Isend(out[k], len[k], MPI_DOUBLE, nb[k], k, MPI_COMM_WORLD, &rq[4 + k]);
        }
        MPI_Waitall(8, rq, MPI_STATUSES_IGNORE);
        for (int k = 0; k < 4; k++)
            if (nb[k] != MPI_PROC_NULL && (in[k][0] != nb[k] + 0.5 * i || in[k][len[k] - 1] != in[k][0])) bad = 1;
    }
    t = MPI_Wtime() - t;
    double tmax;
    int anybad;
    MPI_Reduce(&t, &tmax, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    MPI_Reduce(&bad, &anybad, 1, MPI_INT, MPI_MAX, 0, MPI_COMM_WORLD);
    if (!rank) printf("halo2d %d x %d %.6f s check %s\n", px, py, tmax, anybad ? "BAD" : "ok");
    MPI_Finalize();
    return rank == 0 && anybad;
}

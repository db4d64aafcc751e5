/* A pipelined wavefront sweep on a PX x PY process grid (x fastest), as
 * Sweep3D and the NAS LU solver do: in each sweep a rank waits for its
 * upstream neighbours in x and y, works on its block in K pieces (one
 * message a piece to each downstream neighbour, B doubles), and the sweep
 * runs from each of the four corners in turn.  With PX = 4, PY = 2 on two
 * clusters of 4 slots the launcher's order puts the grid's rows in the
 * clusters, so all four column pairs cross the trunk where a 2 x 2 block per
 * cluster crosses two: with pieces of kilobytes the trunk's rate decides
 * (4 2 20 4000 10: twice the time).  Small pieces make it latency-bound:
 * then every corner-to-corner path crosses the trunk once whatever the
 * placement, and message counts, not bytes, say so.
 *   wavefront PX PY K B SWEEPS
 * Rank 0 prints "wavefront PX x PY TIME s check ok|BAD" (the slowest rank's). */
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
        if (!rank) fprintf(stderr, "usage: wavefront PX PY K B SWEEPS\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    int px = atoi(argv[1]), py = atoi(argv[2]), k = atoi(argv[3]), b = atoi(argv[4]), sweeps = atoi(argv[5]);
    if (px * py != n) {
        if (!rank) fprintf(stderr, "wavefront: %d x %d is not %d ranks\n", px, py, n);
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    int x = rank % px, y = rank / px, bad = 0;
    double *buf = malloc(sizeof(double) * (size_t)b), *acc = calloc((size_t)k, sizeof(double));
    MPI_Barrier(MPI_COMM_WORLD);
    double t = MPI_Wtime();
    for (int s = 0; s < sweeps; s++) {
        int dx = s % 2 ? -1 : 1, dy = (s / 2) % 2 ? -1 : 1; /* the four corners in turn */
        int ux = x - dx, uy = y - dy, wx = x + dx, wy = y + dy;
        int up_x = ux >= 0 && ux < px ? ux + px * y : MPI_PROC_NULL, up_y = uy >= 0 && uy < py ? x + px * uy : MPI_PROC_NULL;
        int dn_x = wx >= 0 && wx < px ? wx + px * y : MPI_PROC_NULL, dn_y = wy >= 0 && wy < py ? x + px * wy : MPI_PROC_NULL;
        for (int p = 0; p < k; p++) {
            double in = 0;
            if (up_x != MPI_PROC_NULL) {
                MPI_Recv(buf, b, MPI_DOUBLE, up_x, p, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                if (buf[0] != up_x + p) bad = 1;
                in += buf[b - 1];
            }
            if (up_y != MPI_PROC_NULL) {
                MPI_Recv(buf, b, MPI_DOUBLE, up_y, p, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                if (buf[0] != up_y + p) bad = 1;
                in += buf[b - 1];
            }
            acc[p] += in;
            for (int j = 0; j < b; j++) buf[j] = rank + p;
            if (dn_x != MPI_PROC_NULL) MPI_Send(buf, b, MPI_DOUBLE, dn_x, p, MPI_COMM_WORLD);
            if (dn_y != MPI_PROC_NULL) MPI_Send(buf, b, MPI_DOUBLE, dn_y, p, MPI_COMM_WORLD);
        }
    }
    t = MPI_Wtime() - t;
    double tmax;
    int anybad;
    MPI_Reduce(&t, &tmax, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    MPI_Reduce(&bad, &anybad, 1, MPI_INT, MPI_MAX, 0, MPI_COMM_WORLD);
    if (!rank) printf("wavefront %d x %d %.6f s check %s\n", px, py, tmax, anybad ? "BAD" : "ok");
    MPI_Finalize();
    return rank == 0 && anybad;
}

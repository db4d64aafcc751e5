/* Cost of interception, measured inside the job: mode "pingpong" (0-byte
 * Send/Recv between ranks 0 and 1, 2 calls per iteration per rank) or
 * "neighbor" (Irecv+Isend to both ring neighbours + Waitall, 5 calls per
 * iteration) or "self" (each rank talks to itself: Irecv x2, Isend x2,
 * Waitall, Send, Recv = 7 calls per iteration, no waiting) or "coll"
 * (Barrier, Bcast of 1 int, Allreduce of 1 int: 3 collective calls).  Prints ns per iteration (rank 0, after a warm-up). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    int rank, size;
    long iters = argc > 2 ? atol(argv[2]) : 100000;
    const char *mode = argc > 1 ? argv[1] : "pingpong";
    char b[8];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double t0 = 0;
    for (long i = -iters / 10; i < iters; i++) {
        if (i == 0) {
            MPI_Barrier(MPI_COMM_WORLD);
            t0 = MPI_Wtime();
        }
        if (strcmp(mode, "pingpong") == 0) {
            if (rank == 0) {
                MPI_Send(b, 0, MPI_BYTE, 1, 0, MPI_COMM_WORLD);
                MPI_Recv(b, 0, MPI_BYTE, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            } else if (rank == 1) {
                MPI_Recv(b, 0, MPI_BYTE, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                MPI_Send(b, 0, MPI_BYTE, 0, 0, MPI_COMM_WORLD);
            }
        } else if (strcmp(mode, "coll") == 0) {
            int x = (int)i, y;
            MPI_Barrier(MPI_COMM_WORLD);
            MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD);
            MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
        } else if (strcmp(mode, "self") == 0) {
            /* no partner to wait for: the wrappers' own cost, without the
             * noise of polling for another process */
            MPI_Request r[4];
            MPI_Irecv(b, 1, MPI_BYTE, rank, 0, MPI_COMM_WORLD, &r[0]);
            MPI_Irecv(b + 1, 1, MPI_BYTE, rank, 1, MPI_COMM_WORLD, &r[1]);
            MPI_Isend(b + 2, 1, MPI_BYTE, rank, 0, MPI_COMM_WORLD, &r[2]);
            MPI_Isend(b + 3, 1, MPI_BYTE, rank, 1, MPI_COMM_WORLD, &r[3]);
            MPI_Waitall(4, r, MPI_STATUSES_IGNORE);
            MPI_Send(b, 1, MPI_BYTE, rank, 2, MPI_COMM_WORLD); /* eager to self */
            MPI_Recv(b, 1, MPI_BYTE, rank, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            MPI_Request r[4];
            int l = (rank + size - 1) % size, h = (rank + 1) % size;
            MPI_Irecv(b, 1, MPI_BYTE, l, 0, MPI_COMM_WORLD, &r[0]);
            MPI_Irecv(b + 1, 1, MPI_BYTE, h, 0, MPI_COMM_WORLD, &r[1]);
            MPI_Isend(b + 2, 1, MPI_BYTE, h, 0, MPI_COMM_WORLD, &r[2]);
            MPI_Isend(b + 3, 1, MPI_BYTE, l, 0, MPI_COMM_WORLD, &r[3]);
            MPI_Waitall(4, r, MPI_STATUSES_IGNORE);
        }
    }
    double t = MPI_Wtime() - t0;
    if (rank == 0) printf("%.2f\n", t / (double)iters * 1e9);
    MPI_Finalize();
    return 0;
}

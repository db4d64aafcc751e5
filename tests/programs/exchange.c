/* A bulk-synchronous kernel for predictions: each iteration "computes"
 * (sleeps: the test machines have no core per rank, and a sleep takes the
 * same time under any placement), exchanges BYTES with its partner r XOR
 * (n / 2) by MPI_Isend/MPI_Irecv/MPI_Waitall, and takes part in an
 * MPI_Allreduce of one double.  A launcher's linear order puts every
 * partner in the other half of the job (the other cluster of two), a
 * placement by traffic on the same node, so the two orders' times differ by
 * what the exchange costs across the trunk: known by construction.
 *   exchange [ITERATIONS [COMPUTE_US [BYTES]]]   (defaults 50, 2000, 262144)
 * Rank 0 prints "exchange N ranks TIME s check ok|BAD"; the exit status is
 * 1 where a message's content was wrong. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, n;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    int iters = argc > 1 ? atoi(argv[1]) : 50, us = argc > 2 ? atoi(argv[2]) : 2000,
        bytes = argc > 3 ? atoi(argv[3]) : 262144;
    if (bytes < 1) bytes = 1;
    int partner = n > 1 ? rank ^ (n / 2) : rank;
    if (partner >= n) partner = rank;
    unsigned char *out = malloc((size_t)bytes), *in = malloc((size_t)bytes);
    int bad = 0;
    MPI_Barrier(MPI_COMM_WORLD);
    double t = MPI_Wtime();
    for (int i = 0; i < iters; i++) {
        struct timespec nap = {us / 1000000, (long)(us % 1000000) * 1000};
        nanosleep(&nap, NULL);
        memset(out, (rank * 7 + i) & 0xff, (size_t)bytes);
        MPI_Request q[2];
        MPI_Irecv(in, bytes, MPI_BYTE, partner, 1, MPI_COMM_WORLD, &q[0]);
        MPI_Isend(out, bytes, MPI_BYTE, partner, 1, MPI_COMM_WORLD, &q[1]);
        MPI_Waitall(2, q, MPI_STATUSES_IGNORE);
        if (in[0] != ((partner * 7 + i) & 0xff) || in[bytes - 1] != in[0]) bad = 1;
        double x = (double)rank, s;
        MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        if (s != (double)n * (n - 1) / 2) bad = 1;
    }
    t = MPI_Wtime() - t;
    int anybad = 0;
    MPI_Allreduce(&bad, &anybad, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    if (rank == 0) printf("exchange %d ranks %.6f s check %s\n", n, t, anybad ? "BAD" : "ok");
    free(out), free(in);
    MPI_Finalize();
    return anybad;
}

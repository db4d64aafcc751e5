/* A plain stream: rank 0 sends COUNT messages of BYTES to rank 1, one after
 * the other (blocking sends), and rank 1 acknowledges the last; rank 0
 * prints the bandwidth in bytes per second, best of REPS streams.  The
 * independent figure the probe's bandwidth is checked against.
 *   stream [BYTES [COUNT [REPS]]]   (defaults 1048576, 8, 3) */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int bytes = argc > 1 ? atoi(argv[1]) : 1048576, count = argc > 2 ? atoi(argv[2]) : 8, reps = argc > 3 ? atoi(argv[3]) : 3;
    char *buf = calloc((size_t)bytes, 1);
    double best = 0;
    for (int r = 0; r < reps && size > 1 && rank < 2; r++) {
        MPI_Barrier(MPI_COMM_WORLD);
        double t = MPI_Wtime();
        for (int i = 0; i < count; i++) {
            if (rank == 0) MPI_Send(buf, bytes, MPI_BYTE, 1, 1, MPI_COMM_WORLD);
            else MPI_Recv(buf, bytes, MPI_BYTE, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        }
        if (rank == 1) MPI_Send(NULL, 0, MPI_BYTE, 0, 2, MPI_COMM_WORLD);
        else MPI_Recv(NULL, 0, MPI_BYTE, 1, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        t = MPI_Wtime() - t;
        if ((double)bytes * count / t > best) best = (double)bytes * count / t;
    }
    if (size > 2 && rank >= 2)
        for (int r = 0; r < reps; r++) MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) printf("stream %d x %d B: %.6g B/s\n", count, bytes, best);
    free(buf);
    MPI_Finalize();
    return 0;
}

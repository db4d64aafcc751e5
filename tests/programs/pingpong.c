/* Ping-pong between ranks 0 and 1 (the others wait): REPS round trips of
 * BYTES after 5 for warm-up; rank 0 prints the minimum and the median round
 * trip in microseconds, and the host names of both ends.
 *   pingpong [BYTES [REPS]]   (defaults 8 and 50) */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int bytes = argc > 1 ? atoi(argv[1]) : 8, reps = argc > 2 ? atoi(argv[2]) : 50;
    char *buf = calloc(bytes > 0 ? (size_t)bytes : 1, 1), host[2][MPI_MAX_PROCESSOR_NAME] = {"", ""};
    double *rtt = malloc((size_t)(reps > 0 ? reps : 1) * sizeof *rtt);
    int len;
    if (rank < 2) MPI_Get_processor_name(host[rank], &len);
    if (rank == 1) MPI_Send(host[1], MPI_MAX_PROCESSOR_NAME, MPI_CHAR, 0, 9, MPI_COMM_WORLD);
    if (rank == 0 && size > 1) MPI_Recv(host[1], MPI_MAX_PROCESSOR_NAME, MPI_CHAR, 1, 9, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    for (int i = -5; i < reps && size > 1; i++) {
        double t = MPI_Wtime();
        if (rank == 0) {
            MPI_Send(buf, bytes, MPI_BYTE, 1, 0, MPI_COMM_WORLD);
            MPI_Recv(buf, bytes, MPI_BYTE, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            if (i >= 0) rtt[i] = (MPI_Wtime() - t) * 1e6;
        } else if (rank == 1) {
            MPI_Recv(buf, bytes, MPI_BYTE, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(buf, bytes, MPI_BYTE, 0, 0, MPI_COMM_WORLD);
        }
    }
    if (rank == 0 && size > 1 && reps > 0) {
        qsort(rtt, (size_t)reps, sizeof *rtt, cmp);
        printf("pingpong %s %s bytes %d rtt_min_us %.1f rtt_median_us %.1f\n", host[0], host[1], bytes, rtt[0],
               rtt[reps / 2]);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    free(buf);
    free(rtt);
    MPI_Finalize();
    return 0;
}

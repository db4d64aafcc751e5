/* Token: LAPS times a token goes round the ring strictly in turn; each rank
 * holds it GAP_US microseconds before passing it on.  So the first (and the
 * last) send of pair r -> r+1 happens at least GAP_US after that of pair
 * r-1 -> r, in true time: a test of the clock correction (tests/t-35).
 * Expected traffic: r -> (r+1)%n: LAPS msgs of 8 bytes. */
#include <mpi.h>
#include <stdint.h>
#include <time.h>

#define LAPS 4
#define GAP_US 3000

static void hold(void)
{
    struct timespec t0, t;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    do clock_gettime(CLOCK_MONOTONIC, &t);
    while ((t.tv_sec - t0.tv_sec) * 1000000 + (t.tv_nsec - t0.tv_nsec) / 1000 < GAP_US);
}

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int64_t token = 0;
    int next = (rank + 1) % size, prev = (rank + size - 1) % size;
    for (int lap = 0; lap < LAPS; lap++) {
        if (rank != 0 || lap > 0)
            MPI_Recv(&token, 1, MPI_INT64_T, prev, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        hold();
        token++;
        MPI_Send(&token, 1, MPI_INT64_T, next, 0, MPI_COMM_WORLD);
    }
    if (rank == 0) MPI_Recv(&token, 1, MPI_INT64_T, prev, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Finalize();
    return rank == 0 && token != (int64_t)LAPS * size;
}

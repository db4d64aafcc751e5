/* Work outside every MPI call but MPI_Init and MPI_Finalize: rank 0
 * computes for HEAD ms after MPI_Init (as a code reads its input before
 * broadcasting it), then broadcasts; every rank then computes for TAIL ms
 * after its last call (as rank 0 writes its results) before MPI_Finalize.
 * The job takes at least HEAD + TAIL ms by construction, though its MPI
 * calls take almost none.
 *   serial_ends [HEAD [TAIL]]   (default 60 and 20) */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* busy for ms milliseconds of the wall clock (a computation, not a sleep) */
static void compute(double ms)
{
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    do clock_gettime(CLOCK_MONOTONIC, &b);
    while ((double)(b.tv_sec - a.tv_sec) * 1e3 + (double)(b.tv_nsec - a.tv_nsec) * 1e-6 < ms);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    double head = argc > 1 ? atof(argv[1]) : 60, tail = argc > 2 ? atof(argv[2]) : 20;
    int rank, input = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) compute(head), input = 42;
    MPI_Bcast(&input, 1, MPI_INT, 0, MPI_COMM_WORLD);
    compute(tail);
    if (rank == 0) printf("serial_ends %s\n", input == 42 ? "ok" : "BAD");
    MPI_Finalize();
    return input != 42;
}

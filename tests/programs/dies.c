/* A job that dies: every rank sends ITER messages of 24 bytes to (r+1)%n,
 * then, by argv[1]:  "term"  rank 1 sends itself SIGTERM;
 *                    "abort" rank 1 calls MPI_Abort;
 *                    "exit"  every rank calls exit(0) without MPI_Finalize.
 * The other ranks wait in a barrier (they are killed by the launcher). */
#include <mpi.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define ITER 6

int main(int argc, char **argv)
{
    int rank, size;
    char buf[24] = {0}, rb[24];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    for (int i = 0; i < ITER; i++)
        MPI_Sendrecv(buf, 24, MPI_BYTE, (rank + 1) % size, 0, rb, 24, MPI_BYTE, MPI_ANY_SOURCE, 0,
                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Barrier(MPI_COMM_WORLD);
    const char *how = argc > 1 ? argv[1] : "exit";
    if (strcmp(how, "exit") == 0) exit(0);
    if (rank == 1) {
        if (strcmp(how, "term") == 0) kill(getpid(), SIGTERM);
        else MPI_Abort(MPI_COMM_WORLD, 3);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    sleep(30);
    MPI_Finalize();
    return 0;
}

/* Ring: rank r sends ITER messages of r+1 ints to r+1 (mod n), blocking
 * Send/Recv with MPI_ANY_SOURCE and MPI_STATUS_IGNORE on the receive side.
 * Expected: r -> (r+1)%n: ITER msgs, ITER*(r+1)*4 bytes.
 * With the argument "reversed" the ring runs on a split of MPI_COMM_WORLD
 * in reverse order (key -rank): world rank r sends to r-1 (mod n), so a
 * reader that ignores the communicator's group gets it wrong. */
#include <mpi.h>
#include <stdlib.h>
#include <string.h>

#define ITER 10

int main(int argc, char **argv)
{
    int rank, size, wrank;
    MPI_Comm comm = MPI_COMM_WORLD;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &wrank);
    if (argc > 1 && !strcmp(argv[1], "reversed")) MPI_Comm_split(MPI_COMM_WORLD, 0, -wrank, &comm);
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int *buf = calloc((size_t)size + 1, sizeof *buf);
    for (int i = 0; i < ITER; i++) {
        if (rank % 2 == 0) {
            MPI_Send(buf, rank + 1, MPI_INT, (rank + 1) % size, 0, comm);
            MPI_Recv(buf, size + 1, MPI_INT, MPI_ANY_SOURCE, 0, comm, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(buf, size + 1, MPI_INT, MPI_ANY_SOURCE, 0, comm, MPI_STATUS_IGNORE);
            MPI_Send(buf, rank + 1, MPI_INT, (rank + 1) % size, 0, comm);
        }
    }
    free(buf);
    if (comm != MPI_COMM_WORLD) MPI_Comm_free(&comm);
    MPI_Finalize();
    return 0;
}

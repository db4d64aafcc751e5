/* Ring: rank r sends ITER messages of r+1 ints to r+1 (mod n), blocking
 * Send/Recv with MPI_ANY_SOURCE and MPI_STATUS_IGNORE on the receive side.
 * Expected: r -> (r+1)%n: ITER msgs, ITER*(r+1)*4 bytes. */
#include <mpi.h>
#include <stdlib.h>

#define ITER 10

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int *buf = calloc((size_t)size + 1, sizeof *buf);
    for (int i = 0; i < ITER; i++) {
        if (rank % 2 == 0) {
            MPI_Send(buf, rank + 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD);
            MPI_Recv(buf, size + 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(buf, size + 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(buf, rank + 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD);
        }
    }
    free(buf);
    MPI_Finalize();
    return 0;
}

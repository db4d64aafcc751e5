/* A rank that forks: the ring of ring.c (rank r sends ITER messages of r+1
 * ints to r+1 mod n), then each rank forks two children that never call
 * MPI: one leaves with exit() (atexit handlers run), one is ended by
 * SIGTERM (signal handlers run).  Helper processes and daemons made this
 * way are common; what they inherit of the profiler must not write a
 * second copy of the rank's data beside the real one.
 * Expected: the ring alone, r -> (r+1)%n: ITER msgs, ITER*(r+1)*4 bytes. */
#include <mpi.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

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
    pid_t a = fork();
    if (a == 0) exit(0);
    pid_t b = fork();
    if (b == 0) {
        raise(SIGTERM);
        _exit(1); /* not reached: SIGTERM's default action ends the process */
    }
    int status;
    if (a > 0) waitpid(a, &status, 0);
    if (b > 0) waitpid(b, &status, 0);
    free(buf);
    MPI_Finalize();
    return 0;
}

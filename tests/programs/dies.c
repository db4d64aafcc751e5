/* A job that dies: every rank sends ITER messages of 24 bytes to (r+1)%n,
 * then, by argv[1]:  "term"  rank 1 sends itself SIGTERM;
 *                    "abort" rank 1 calls MPI_Abort;
 *                    "exit"  every rank calls exit(0) without MPI_Finalize;
 *                    "segv"  rank 1 writes through a null pointer;
 *                    "late"  the same, 1 s later;
 *                    "stack" rank 1 overflows its stack;
 *                    "abrt"  rank 1 calls abort();
 *                    "usr1"  rank 1 sends itself SIGUSR1 (nothing handles it);
 *                    "wait"  nothing: every rank sleeps 30 s, then finalizes.
 * The other ranks wait in a barrier (they are killed by the launcher). */
#include <mpi.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define ITER 6

/* each frame keeps its page: no tail call, no frame the compiler can drop */
static int deep(volatile char *up)
{
    volatile char page[4096];
    page[0] = up ? up[0] : 1;
    if (page[0] == 0) return 0; /* never: page[0] is 1 */
    return deep(page) + page[0];
}

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
    if (rank == 1 && strcmp(how, "wait") != 0) {
        if (strcmp(how, "term") == 0) kill(getpid(), SIGTERM);
        else if (strcmp(how, "segv") == 0 || (strcmp(how, "late") == 0 && !sleep(1)))
            *(volatile int *)(uintptr_t)(argc - 2) = 1; /* argc is 2 */
        else if (strcmp(how, "stack") == 0) deep(NULL);
        else if (strcmp(how, "abrt") == 0) abort();
        else if (strcmp(how, "usr1") == 0) kill(getpid(), SIGUSR1);
        else MPI_Abort(MPI_COMM_WORLD, 3);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    /* 30 s even across signals: a caught one (commprof's SIGCONT) ends a sleep early */
    for (time_t end = time(NULL) + 30; time(NULL) < end;) sleep(1);
    MPI_Finalize();
    return 0;
}

/* Each rank prints where the kernel lets it run, in rank order:
 * "rank R host H cpus C[,C...]" (sched_getaffinity, the truth a binding
 * is checked against), after MPI_Init, so a binding made before it shows. */
#define _GNU_SOURCE
#include <mpi.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    char host[256] = "", line[1024];
    gethostname(host, sizeof host - 1);
    host[strcspn(host, ".")] = 0;
    cpu_set_t set;
    int k = snprintf(line, sizeof line, "rank %d host %s cpus ", rank, host);
    if (sched_getaffinity(0, sizeof set, &set) == 0)
        for (int c = 0, first = 1; c < CPU_SETSIZE && k < (int)sizeof line - 8; c++)
            if (CPU_ISSET(c, &set)) k += snprintf(line + k, sizeof line - (size_t)k, "%s%d", first ? "" : ",", c), first = 0;
    /* in rank order: each waits for the one before */
    int token = 0;
    if (rank > 0) MPI_Recv(&token, 1, MPI_INT, rank - 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    printf("%s\n", line);
    fflush(stdout);
    if (rank + 1 < size) MPI_Send(&token, 1, MPI_INT, rank + 1, 0, MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}

/* MPI_THREAD_MULTIPLE: NT threads per rank each send ITER messages of
 * (t+1)*8 bytes to (r+1)%n with tag t and receive from MPI_ANY_SOURCE on
 * tag t, concurrently.  Per pair: NT*ITER msgs, ITER*8*(1+..+NT) bytes. */
#include <mpi.h>
#include <pthread.h>
#include <stdio.h>

#define NT 4
#define ITER 200

static int rank, size;

static void *work(void *arg)
{
    int t = (int)(long)arg;
    char buf[NT * 8] = {0}, rb[NT * 8];
    for (int i = 0; i < ITER; i++) {
        MPI_Request r;
        MPI_Irecv(rb, sizeof rb, MPI_CHAR, MPI_ANY_SOURCE, t, MPI_COMM_WORLD, &r);
        MPI_Send(buf, (t + 1) * 8, MPI_CHAR, (rank + 1) % size, t, MPI_COMM_WORLD);
        MPI_Wait(&r, MPI_STATUS_IGNORE);
    }
    return NULL;
}

int main(int argc, char **argv)
{
    int provided;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    if (provided < MPI_THREAD_MULTIPLE) {
        fprintf(stderr, "threads: MPI_THREAD_MULTIPLE not provided\n");
        MPI_Abort(MPI_COMM_WORLD, 77);
    }
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    pthread_t th[NT];
    for (long t = 0; t < NT; t++) pthread_create(&th[t], NULL, work, (void *)t);
    for (int t = 0; t < NT; t++) pthread_join(th[t], NULL);
    MPI_Finalize();
    return 0;
}

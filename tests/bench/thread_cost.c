/* Cost of interception under MPI_THREAD_MULTIPLE, threads in parallel:
 *
 *   thread_cost THREADS [ITERATIONS]
 *
 * Each of THREADS threads of a rank posts two receives from itself, sends
 * the two messages and completes the four requests with MPI_Waitall, on a
 * communicator of its own (5 calls an iteration).  No thread waits for
 * another in MPI, so what one thread's calls cost the others is what
 * shared state costs: a lock, a counter, a line that two cores pass back
 * and forth.  Prints rank 0's wall time per call of one thread, in ns. */
#include <mpi.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static long iters;
static MPI_Comm *comms;

static void *loop(void *p)
{
    MPI_Comm c = comms[(long)p];
    int me;
    MPI_Comm_rank(c, &me);
    char out[2] = {0}, in[2];
    MPI_Request rq[4];
    for (long i = 0; i < iters; i++) {
        MPI_Irecv(&in[0], 1, MPI_BYTE, me, 0, c, &rq[0]);
        MPI_Irecv(&in[1], 1, MPI_BYTE, me, 1, c, &rq[1]);
        MPI_Isend(&out[0], 1, MPI_BYTE, me, 0, c, &rq[2]);
        MPI_Isend(&out[1], 1, MPI_BYTE, me, 1, c, &rq[3]);
        MPI_Waitall(4, rq, MPI_STATUSES_IGNORE);
    }
    return NULL;
}

int main(int argc, char **argv)
{
    int provided, rank, nt = argc > 1 ? atoi(argv[1]) : 2;
    iters = argc > 2 ? atol(argv[2]) : 200000;
    if (nt < 1 || iters < 1) {
        fprintf(stderr, "usage: thread_cost THREADS [ITERATIONS]\n");
        return 1;
    }
    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    if (provided < MPI_THREAD_MULTIPLE) {
        fprintf(stderr, "thread_cost: the MPI library gives no MPI_THREAD_MULTIPLE\n");
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    comms = malloc((size_t)nt * sizeof *comms);
    pthread_t *th = malloc((size_t)nt * sizeof *th);
    if (!comms || !th) MPI_Abort(MPI_COMM_WORLD, 1);
    for (int t = 0; t < nt; t++) MPI_Comm_dup(MPI_COMM_WORLD, &comms[t]);
    MPI_Barrier(MPI_COMM_WORLD);
    double t0 = MPI_Wtime();
    for (long t = 0; t < nt; t++) pthread_create(&th[t], NULL, loop, (void *)t);
    for (int t = 0; t < nt; t++) pthread_join(th[t], NULL);
    double t1 = MPI_Wtime();
    if (rank == 0) printf("%.1f\n", (t1 - t0) / (double)iters * 1e9 / 5);
    for (int t = 0; t < nt; t++) MPI_Comm_free(&comms[t]);
    free(comms);
    free(th);
    MPI_Finalize();
    return 0;
}

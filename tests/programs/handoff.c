/* MPI_THREAD_MULTIPLE, receives completed by a thread that did not post
 * them (a communication thread finishing the compute threads' requests):
 * NT threads per rank each post K receives with tag t, from (r-1)%n or,
 * every other one, from MPI_ANY_SOURCE, and hand each request to one
 * completing thread, which ends what has queued up by MPI_Wait one by one,
 * by MPI_Waitall, or by MPI_Test until done, in turn; the main thread
 * sends, for each tag t, K messages of (t+1)*8 bytes to (r+1)%n.
 * Per pair: NT*K = 200 msgs, K*8*(1+..+NT) = 4000 bytes, both sides. */
#include <mpi.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define NT 4
#define K 50
#define TOTAL (NT * K)

static int rank, size;
static MPI_Request queue[TOTAL];
static int queued;
static pthread_mutex_t qlock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t qcond = PTHREAD_COND_INITIALIZER;
static char rbuf[TOTAL][NT * 8];

static void *post(void *arg)
{
    int t = (int)(long)arg, from = (rank + size - 1) % size;
    for (int i = 0; i < K; i++) {
        MPI_Request r;
        MPI_Irecv(rbuf[t * K + i], NT * 8, MPI_CHAR, i % 2 ? MPI_ANY_SOURCE : from, t, MPI_COMM_WORLD, &r);
        pthread_mutex_lock(&qlock);
        queue[queued++] = r;
        pthread_cond_signal(&qcond);
        pthread_mutex_unlock(&qlock);
    }
    return NULL;
}

static void *complete(void *arg)
{
    (void)arg;
    MPI_Request batch[TOTAL];
    for (int done = 0, turn = 0; done < TOTAL; turn++) {
        pthread_mutex_lock(&qlock);
        while (queued == done) pthread_cond_wait(&qcond, &qlock);
        int n = queued - done;
        for (int i = 0; i < n; i++) batch[i] = queue[done + i];
        pthread_mutex_unlock(&qlock);
        int flag;
        switch (turn % 3) {
        case 0:
            for (int i = 0; i < n; i++) MPI_Wait(&batch[i], MPI_STATUS_IGNORE);
            break;
        case 1: MPI_Waitall(n, batch, MPI_STATUSES_IGNORE); break;
        default:
            for (int i = 0; i < n; i++) do
                    MPI_Test(&batch[i], &flag, MPI_STATUS_IGNORE);
                while (!flag);
        }
        done += n;
    }
    return NULL;
}

int main(int argc, char **argv)
{
    int provided;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    if (provided < MPI_THREAD_MULTIPLE) {
        fprintf(stderr, "handoff: MPI_THREAD_MULTIPLE not provided\n");
        MPI_Abort(MPI_COMM_WORLD, 77);
    }
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    pthread_t posters[NT], completer;
    pthread_create(&completer, NULL, complete, NULL);
    for (long t = 0; t < NT; t++) pthread_create(&posters[t], NULL, post, (void *)t);
    char out[NT * 8] = {0};
    for (int i = 0; i < K; i++)
        for (int t = 0; t < NT; t++) MPI_Send(out, (t + 1) * 8, MPI_CHAR, (rank + 1) % size, t, MPI_COMM_WORLD);
    for (int t = 0; t < NT; t++) pthread_join(posters[t], NULL);
    pthread_join(completer, NULL);
    MPI_Finalize();
    return 0;
}

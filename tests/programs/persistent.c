/* Persistent requests: every start counts.  Rank r, ITER rounds of
 * Startall over {Send_init 4 doubles to r+1, Bsend_init 6 ints to r-1,
 * Recv_init from r-1 and from MPI_ANY_SOURCE}, then ITER Starts of an
 * Ssend_init of 2 chars to r+1 matched by a persistent receive, then ITER
 * Starts of an Rsend_init of 3 shorts to r+1 (its receive from r-1 started
 * before a barrier, as ready mode requires), then a Send_init that is
 * never started (0 messages) and Request_free'd. */
#include <mpi.h>
#include <stdlib.h>

#define ITER 7

int main(int argc, char **argv)
{
    int rank, size;
    double d[4] = {0}, rd[4];
    int ib[6] = {0}, rib[6];
    char c[2] = {0}, rc[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int to = (rank + 1) % size, from = (rank + size - 1) % size;
    int bsize = 1 << 14;
    void *bbuf = malloc((size_t)bsize);
    MPI_Buffer_attach(bbuf, bsize);
    MPI_Request r[4];
    MPI_Send_init(d, 4, MPI_DOUBLE, to, 1, MPI_COMM_WORLD, &r[0]);
    MPI_Bsend_init(ib, 6, MPI_INT, from, 2, MPI_COMM_WORLD, &r[1]);
    MPI_Recv_init(rd, 4, MPI_DOUBLE, from, 1, MPI_COMM_WORLD, &r[2]);
    MPI_Recv_init(rib, 6, MPI_INT, MPI_ANY_SOURCE, 2, MPI_COMM_WORLD, &r[3]);
    for (int i = 0; i < ITER; i++) {
        MPI_Startall(4, r);
        MPI_Waitall(4, r, MPI_STATUSES_IGNORE);
    }
    for (int i = 0; i < 4; i++) MPI_Request_free(&r[i]);
    MPI_Request s, q, never;
    MPI_Ssend_init(c, 2, MPI_CHAR, to, 3, MPI_COMM_WORLD, &s);
    MPI_Recv_init(rc, 2, MPI_CHAR, MPI_ANY_SOURCE, 3, MPI_COMM_WORLD, &q);
    for (int i = 0; i < ITER; i++) {
        MPI_Start(&q);
        MPI_Start(&s);
        MPI_Wait(&s, MPI_STATUS_IGNORE);
        MPI_Wait(&q, MPI_STATUS_IGNORE);
    }
    MPI_Request_free(&s);
    MPI_Request_free(&q);
    short h[3] = {0}, rh[3];
    MPI_Rsend_init(h, 3, MPI_SHORT, to, 5, MPI_COMM_WORLD, &s);
    MPI_Recv_init(rh, 3, MPI_SHORT, from, 5, MPI_COMM_WORLD, &q);
    for (int i = 0; i < ITER; i++) {
        MPI_Start(&q);
        MPI_Barrier(MPI_COMM_WORLD);
        MPI_Start(&s);
        MPI_Wait(&s, MPI_STATUS_IGNORE);
        MPI_Wait(&q, MPI_STATUS_IGNORE);
    }
    MPI_Request_free(&s);
    MPI_Request_free(&q);
    MPI_Send_init(d, 4, MPI_DOUBLE, to, 4, MPI_COMM_WORLD, &never);
    MPI_Request_free(&never);
    MPI_Buffer_detach(&bbuf, &bsize);
    free(bbuf);
    MPI_Finalize();
    return 0;
}

/* MPI-4 large-count (_c) point-to-point calls, each once to the right
 * neighbour in a ring (MPI_INT, counts 1..16 chosen per call so that every
 * call shows in the bytes): 20 messages, 712 bytes per pair.  Persistent
 * requests are started twice.  MPICH only (Open MPI 4.1 has no _c calls). */
#include <mpi.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, n;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    int right = (rank + 1) % n, left = (rank + n - 1) % n;
    int sb[64] = {0}, rb[16][64];
    MPI_Request rq[16];
    MPI_Status st[16]; /* not MPI_STATUSES_IGNORE: GCC 12 warns about MPICH's */
    int bufsize = 16 * (64 * 4 + MPI_BSEND_OVERHEAD);
    void *bbuf = malloc((size_t)bufsize);
    MPI_Buffer_attach(bbuf, bufsize);

    MPI_Send_c(sb, 1, MPI_INT, right, 1, MPI_COMM_WORLD);
    MPI_Recv_c(rb[0], 1, MPI_INT, left, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Bsend_c(sb, 2, MPI_INT, right, 2, MPI_COMM_WORLD);
    MPI_Recv_c(rb[0], 2, MPI_INT, MPI_ANY_SOURCE, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Irecv_c(rb[0], 3, MPI_INT, left, 3, MPI_COMM_WORLD, &rq[0]);
    MPI_Ssend_c(sb, 3, MPI_INT, right, 3, MPI_COMM_WORLD);
    MPI_Wait(&rq[0], MPI_STATUS_IGNORE);
    MPI_Irecv_c(rb[0], 4, MPI_INT, left, 4, MPI_COMM_WORLD, &rq[0]);
    MPI_Barrier(MPI_COMM_WORLD); /* the receive is posted before the ready send */
    MPI_Rsend_c(sb, 4, MPI_INT, right, 4, MPI_COMM_WORLD);
    MPI_Wait(&rq[0], MPI_STATUS_IGNORE);

    for (int i = 0; i < 4; i++) MPI_Irecv_c(rb[i], 5 + i, MPI_INT, MPI_ANY_SOURCE, 5 + i, MPI_COMM_WORLD, &rq[i]);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Isend_c(sb, 5, MPI_INT, right, 5, MPI_COMM_WORLD, &rq[4]);
    MPI_Ibsend_c(sb, 6, MPI_INT, right, 6, MPI_COMM_WORLD, &rq[5]);
    MPI_Issend_c(sb, 7, MPI_INT, right, 7, MPI_COMM_WORLD, &rq[6]);
    MPI_Irsend_c(sb, 8, MPI_INT, right, 8, MPI_COMM_WORLD, &rq[7]);
    MPI_Waitall(8, rq, st);

    MPI_Request ps[8];
    for (int i = 0; i < 4; i++) MPI_Recv_init_c(rb[i], 9 + i, MPI_INT, left, 9 + i, MPI_COMM_WORLD, &ps[i]);
    MPI_Send_init_c(sb, 9, MPI_INT, right, 9, MPI_COMM_WORLD, &ps[4]);
    MPI_Bsend_init_c(sb, 10, MPI_INT, right, 10, MPI_COMM_WORLD, &ps[5]);
    MPI_Ssend_init_c(sb, 11, MPI_INT, right, 11, MPI_COMM_WORLD, &ps[6]);
    MPI_Rsend_init_c(sb, 12, MPI_INT, right, 12, MPI_COMM_WORLD, &ps[7]);
    for (int round = 0; round < 2; round++) {
        MPI_Startall(4, ps);
        MPI_Barrier(MPI_COMM_WORLD);
        MPI_Startall(4, ps + 4);
        MPI_Waitall(8, ps, st);
    }
    for (int i = 0; i < 8; i++) MPI_Request_free(&ps[i]);

    MPI_Sendrecv_c(sb, 13, MPI_INT, right, 13, rb[0], 13, MPI_INT, left, 13, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Sendrecv_replace_c(rb[1], 14, MPI_INT, right, 14, left, 14, MPI_COMM_WORLD, MPI_STATUS_IGNORE);

    MPI_Message msg;
    MPI_Send(sb, 15, MPI_INT, right, 15, MPI_COMM_WORLD);
    MPI_Mprobe(MPI_ANY_SOURCE, 15, MPI_COMM_WORLD, &msg, MPI_STATUS_IGNORE);
    MPI_Mrecv_c(rb[0], 15, MPI_INT, &msg, MPI_STATUS_IGNORE);
    MPI_Send(sb, 16, MPI_INT, right, 16, MPI_COMM_WORLD);
    int flag = 0;
    while (!flag) MPI_Improbe(MPI_ANY_SOURCE, 16, MPI_COMM_WORLD, &flag, &msg, MPI_STATUS_IGNORE);
    MPI_Imrecv_c(rb[0], 16, MPI_INT, &msg, &rq[0]);
    MPI_Wait(&rq[0], MPI_STATUS_IGNORE);

    MPI_Buffer_detach(&bbuf, &bufsize);
    free(bbuf);
    MPI_Finalize();
    return 0;
}

/* Every send mode and receive path, to rank (r+1)%n from rank r, sizes
 * chosen so each call is identifiable:
 *   Send 1 int, Bsend 2, Ssend 3, Rsend 4 (after a zero-byte go-ahead from
 *   the receiver, which is (r+1)->r 0 bytes), Isend 5, Ibsend 6, Issend 7,
 *   Irsend 8 (again after a go-ahead), Sendrecv 9 ints, Sendrecv_replace 10,
 *   Mprobe/Mrecv 11, Improbe/Imrecv 12, a message to self of 13 ints,
 *   sends to MPI_PROC_NULL (ignored).
 * Receives use MPI_ANY_SOURCE and MPI_STATUS(ES)_IGNORE, completed through
 * Wait, Waitany, Waitsome, Test, Testany, Testsome and Testall. */
#include <mpi.h>
#include <stdlib.h>

static int buf[64], rb[64];

static void go_ahead_recv(int from, MPI_Comm c, MPI_Request *r)
{
    MPI_Irecv(rb, 0, MPI_INT, from, 99, c, r);
}

int main(int argc, char **argv)
{
    int rank, size, flag, idx, out, ind[4];
    MPI_Comm w = MPI_COMM_WORLD;
    MPI_Request rq[4], rr;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(w, &rank);
    MPI_Comm_size(w, &size);
    int to = (rank + 1) % size, from = (rank + size - 1) % size;
    int bsize = 1 << 16;
    void *bbuf = malloc((size_t)bsize);
    MPI_Buffer_attach(bbuf, bsize);

    /* blocking modes */
    MPI_Irecv(rb, 64, MPI_INT, MPI_ANY_SOURCE, 1, w, &rq[0]);
    MPI_Irecv(rb + 16, 64 - 16, MPI_INT, MPI_ANY_SOURCE, 2, w, &rq[1]);
    MPI_Irecv(rb + 32, 64 - 32, MPI_INT, MPI_ANY_SOURCE, 3, w, &rq[2]);
    MPI_Send(buf, 1, MPI_INT, to, 1, w);
    MPI_Bsend(buf, 2, MPI_INT, to, 2, w);
    MPI_Wait(&rq[0], MPI_STATUS_IGNORE);
    do MPI_Testany(2, rq + 1, &idx, &flag, MPI_STATUS_IGNORE); while (!flag);
    /* Ssend needs the receive (rq[2]) posted: it is */
    MPI_Ssend(buf, 3, MPI_INT, to, 3, w);
    MPI_Waitany(2, rq + 1, &idx, MPI_STATUS_IGNORE);
    if (idx == MPI_UNDEFINED) MPI_Waitall(2, rq + 1, MPI_STATUSES_IGNORE);
    MPI_Waitall(3, rq, MPI_STATUSES_IGNORE);

    /* Rsend: the receiver posts, then tells the sender with a 0-byte message */
    MPI_Irecv(rb, 64, MPI_INT, MPI_ANY_SOURCE, 4, w, &rq[0]);
    MPI_Send(buf, 0, MPI_INT, from, 99, w);
    MPI_Recv(rb + 60, 0, MPI_INT, to, 99, w, MPI_STATUS_IGNORE);
    MPI_Rsend(buf, 4, MPI_INT, to, 4, w);
    do MPI_Test(&rq[0], &flag, MPI_STATUS_IGNORE); while (!flag);

    /* nonblocking modes */
    MPI_Irecv(rb, 16, MPI_INT, MPI_ANY_SOURCE, 5, w, &rq[0]);
    MPI_Irecv(rb + 16, 16, MPI_INT, MPI_ANY_SOURCE, 6, w, &rq[1]);
    MPI_Irecv(rb + 32, 16, MPI_INT, MPI_ANY_SOURCE, 7, w, &rq[2]);
    MPI_Request sq[4];
    MPI_Isend(buf, 5, MPI_INT, to, 5, w, &sq[0]);
    MPI_Ibsend(buf, 6, MPI_INT, to, 6, w, &sq[1]);
    MPI_Issend(buf, 7, MPI_INT, to, 7, w, &sq[2]);
    int done = 0;
    while (done < 3) {
        MPI_Waitsome(3, rq, &out, ind, MPI_STATUSES_IGNORE);
        if (out == MPI_UNDEFINED) break;
        done += out;
    }
    do MPI_Testall(3, sq, &flag, MPI_STATUSES_IGNORE); while (!flag);

    go_ahead_recv(to, w, &rr);
    MPI_Irecv(rb, 16, MPI_INT, MPI_ANY_SOURCE, 8, w, &rq[0]);
    MPI_Send(buf, 0, MPI_INT, from, 99, w);
    MPI_Wait(&rr, MPI_STATUS_IGNORE);
    MPI_Irsend(buf, 8, MPI_INT, to, 8, w, &sq[0]);
    done = 0;
    while (!done) {
        MPI_Testsome(1, rq, &out, ind, MPI_STATUSES_IGNORE);
        done = out > 0 || out == MPI_UNDEFINED;
    }
    MPI_Wait(&sq[0], MPI_STATUS_IGNORE);

    /* combined */
    MPI_Sendrecv(buf, 9, MPI_INT, to, 9, rb, 64, MPI_INT, MPI_ANY_SOURCE, 9, w, MPI_STATUS_IGNORE);
    MPI_Sendrecv_replace(rb, 10, MPI_INT, to, 10, MPI_ANY_SOURCE, 10, w, MPI_STATUS_IGNORE);

    /* matched probes */
    MPI_Message msg;
    MPI_Isend(buf, 11, MPI_INT, to, 11, w, &sq[0]);
    MPI_Mprobe(MPI_ANY_SOURCE, 11, w, &msg, MPI_STATUS_IGNORE);
    MPI_Mrecv(rb, 64, MPI_INT, &msg, MPI_STATUS_IGNORE);
    MPI_Wait(&sq[0], MPI_STATUS_IGNORE);
    MPI_Isend(buf, 12, MPI_INT, to, 12, w, &sq[0]);
    flag = 0;
    while (!flag) MPI_Improbe(MPI_ANY_SOURCE, 12, w, &flag, &msg, MPI_STATUS_IGNORE);
    MPI_Imrecv(rb, 64, MPI_INT, &msg, &rq[0]);
    MPI_Wait(&rq[0], MPI_STATUS_IGNORE);
    MPI_Wait(&sq[0], MPI_STATUS_IGNORE);

    /* self and MPI_PROC_NULL */
    MPI_Sendrecv(buf, 13, MPI_INT, rank, 13, rb, 64, MPI_INT, rank, 13, w, MPI_STATUS_IGNORE);
    MPI_Send(buf, 14, MPI_INT, MPI_PROC_NULL, 14, w);
    MPI_Recv(rb, 14, MPI_INT, MPI_PROC_NULL, 14, w, MPI_STATUS_IGNORE);

    MPI_Buffer_detach(&bbuf, &bsize);
    free(bbuf);
    MPI_Finalize();
    return 0;
}

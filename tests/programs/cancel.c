/* Cancelled receives count for nothing.  Each rank r posts receives no one
 * matches (tag 99) and cancels them, completed by every kind of call:
 * MPI_Wait with MPI_STATUS_IGNORE (from MPI_ANY_SOURCE), MPI_Wait with a
 * status, MPI_Test until done, MPI_Waitall beside a real receive, and a
 * persistent receive started then cancelled.  Real traffic: 2 messages of
 * 1 int from r to r + 1.  Expected, both sides: r -> r+1 2 msgs 8 bytes. */
#include <mpi.h>
#include <stdio.h>

static int check(MPI_Status *st, const char *what, int rank)
{
    int c = 0;
    MPI_Test_cancelled(st, &c);
    if (!c) fprintf(stderr, "rank %d: %s was not cancelled\n", rank, what);
    return !c;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int r, n, bad = 0, x = 0, y[8];
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    int right = (r + 1) % n, left = (r + n - 1) % n;
    MPI_Request q, qs[2];
    MPI_Status st, sts[2];

    MPI_Irecv(y, 8, MPI_INT, MPI_ANY_SOURCE, 99, MPI_COMM_WORLD, &q);
    MPI_Cancel(&q);
    MPI_Wait(&q, MPI_STATUS_IGNORE);

    MPI_Irecv(y, 8, MPI_INT, left, 99, MPI_COMM_WORLD, &q);
    MPI_Cancel(&q);
    MPI_Wait(&q, &st);
    bad |= check(&st, "wait", r);

    MPI_Irecv(y, 8, MPI_INT, MPI_ANY_SOURCE, 99, MPI_COMM_WORLD, &q);
    MPI_Cancel(&q);
    for (int f = 0; !f;) MPI_Test(&q, &f, &st);
    bad |= check(&st, "test", r);

    MPI_Irecv(y, 1, MPI_INT, left, 1, MPI_COMM_WORLD, &qs[0]);
    MPI_Irecv(y + 1, 8, MPI_INT, MPI_ANY_SOURCE, 99, MPI_COMM_WORLD, &qs[1]);
    MPI_Cancel(&qs[1]);
    MPI_Send(&x, 1, MPI_INT, right, 1, MPI_COMM_WORLD);
    MPI_Waitall(2, qs, sts);
    bad |= check(&sts[1], "waitall", r);

    MPI_Recv_init(y, 8, MPI_INT, MPI_ANY_SOURCE, 99, MPI_COMM_WORLD, &q);
    MPI_Start(&q);
    MPI_Cancel(&q);
    MPI_Wait(&q, &st);
    bad |= check(&st, "persistent", r);
    MPI_Request_free(&q);

    MPI_Sendrecv(&x, 1, MPI_INT, right, 2, y, 1, MPI_INT, left, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Finalize();
    return bad;
}

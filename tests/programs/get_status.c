/* Receives whose completion the program learns from MPI_Request_get_status,
 * which leaves the request active: each counts once, whatever ends the
 * request after.  Rank r sends to r + 1 (mod n), each pattern with a tag
 * of its own, and receives from r - 1:
 *   tag 1: 1 int from MPI_ANY_SOURCE, polled with MPI_STATUS_IGNORE, then
 *          MPI_Request_free (no later call would tell the source);
 *   tag 2: 2 ints from r - 1, polled with a status, then MPI_Wait;
 *   tag 3: 3 ints, a persistent receive from MPI_ANY_SOURCE started twice,
 *          each start polled, then MPI_Wait;
 *   tag 4: 4 ints from MPI_ANY_SOURCE, polled until done and once more,
 *          then MPI_Test.
 * Expected, both sides: r -> r+1 5 msgs 52 bytes. */
#include <mpi.h>
#include <stdio.h>

static int poll(MPI_Request q, MPI_Status *st)
{
    int f = 0;
    while (!f) MPI_Request_get_status(q, &f, st);
    return f;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int r, n, bad = 0, x[4] = {1, 2, 3, 4}, y[4];
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    int right = (r + 1) % n, left = (r + n - 1) % n;
    MPI_Request q;
    MPI_Status st;

    MPI_Irecv(y, 1, MPI_INT, MPI_ANY_SOURCE, 1, MPI_COMM_WORLD, &q);
    MPI_Send(x, 1, MPI_INT, right, 1, MPI_COMM_WORLD);
    poll(q, MPI_STATUS_IGNORE);
    MPI_Request_free(&q);

    MPI_Irecv(y, 2, MPI_INT, left, 2, MPI_COMM_WORLD, &q);
    MPI_Send(x, 2, MPI_INT, right, 2, MPI_COMM_WORLD);
    poll(q, &st);
    bad |= st.MPI_SOURCE != left;
    MPI_Wait(&q, MPI_STATUS_IGNORE);

    MPI_Recv_init(y, 3, MPI_INT, MPI_ANY_SOURCE, 3, MPI_COMM_WORLD, &q);
    for (int k = 0; k < 2; k++) {
        MPI_Start(&q);
        MPI_Send(x, 3, MPI_INT, right, 3, MPI_COMM_WORLD);
        poll(q, &st);
        bad |= st.MPI_SOURCE != left;
        MPI_Wait(&q, &st);
    }
    MPI_Request_free(&q);

    MPI_Irecv(y, 4, MPI_INT, MPI_ANY_SOURCE, 4, MPI_COMM_WORLD, &q);
    MPI_Send(x, 4, MPI_INT, right, 4, MPI_COMM_WORLD);
    poll(q, &st);
    poll(q, MPI_STATUS_IGNORE);
    int f = 0;
    while (!f) MPI_Test(&q, &f, MPI_STATUS_IGNORE);

    if (bad) fprintf(stderr, "rank %d: a status named the wrong source\n", r);
    MPI_Barrier(MPI_COMM_WORLD); /* every request above is over before MPI_Finalize */
    MPI_Finalize();
    return bad;
}

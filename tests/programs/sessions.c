/* An MPI-4 sessions program that never calls MPI_Init: its communicators
 * come from the mpi://WORLD process set.  Pattern (n ranks, world rank =
 * rank in mpi://WORLD):
 *   - ring: rank r sends 3 messages of 1 int to r + 1 (MPI_Sendrecv);
 *   - on a communicator of the reversed group (local rank i is world rank
 *     n - 1 - i), local i sends 2 messages of 10 doubles to local i + 1,
 *     that is world rank w to w - 1, received by MPI_Irecv from
 *     MPI_ANY_SOURCE with MPI_STATUS_IGNORE;
 *   - MPI_Bcast of 5 int from rank 1 on the world communicator.
 * Expected, sent side: r -> r+1 3 msgs 12 bytes, r -> r-1 2 msgs 160 bytes
 * (mod n); the broadcast in the logical view. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    MPI_Session s;
    MPI_Group world, rev;
    MPI_Comm c, rc;
    if (MPI_Session_init(MPI_INFO_NULL, MPI_ERRORS_ARE_FATAL, &s) != MPI_SUCCESS) return 1;
    MPI_Group_from_session_pset(s, "mpi://WORLD", &world);
    MPI_Comm_create_from_group(world, "commprof.test.world", MPI_INFO_NULL, MPI_ERRORS_ARE_FATAL, &c);
    int r, n;
    MPI_Comm_rank(c, &r);
    MPI_Comm_size(c, &n);
    int x = r, y = -1;
    for (int i = 0; i < 3; i++)
        MPI_Sendrecv(&x, 1, MPI_INT, (r + 1) % n, 0, &y, 1, MPI_INT, (r + n - 1) % n, 0, c, MPI_STATUS_IGNORE);

    int *order = malloc((size_t)n * sizeof *order);
    for (int i = 0; i < n; i++) order[i] = n - 1 - i;
    MPI_Group_incl(world, n, order, &rev);
    MPI_Comm_create_from_group(rev, "commprof.test.reversed", MPI_INFO_NULL, MPI_ERRORS_ARE_FATAL, &rc);
    int lr;
    MPI_Comm_rank(rc, &lr);
    double out[10] = {0}, in[10];
    for (int i = 0; i < 2; i++) {
        MPI_Request q[2];
        MPI_Irecv(in, 10, MPI_DOUBLE, MPI_ANY_SOURCE, 7, rc, &q[0]);
        MPI_Isend(out, 10, MPI_DOUBLE, (lr + 1) % n, 7, rc, &q[1]);
        MPI_Wait(&q[1], MPI_STATUS_IGNORE);
        MPI_Wait(&q[0], MPI_STATUS_IGNORE);
    }
    int b[5] = {0};
    MPI_Bcast(b, 5, MPI_INT, 1 % n, c);
    if (y != (r + n - 1) % n) printf("rank %d: ring got %d\n", r, y);

    MPI_Comm_free(&rc);
    MPI_Comm_free(&c);
    MPI_Group_free(&rev);
    MPI_Group_free(&world);
    free(order);
    MPI_Session_finalize(&s);
    return 0;
}

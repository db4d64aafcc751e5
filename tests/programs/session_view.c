/* What an MPI-4 sessions program sees of its world (no MPI_Init), for
 * COMMPROF_REORDER's tests: a communicator of the mpi://WORLD process set;
 * each rank prints its rank there, the launcher's rank, and the rank its
 * left neighbour sent around a ring (which must be rank - 1). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    MPI_Session s;
    MPI_Group g;
    MPI_Comm c;
    if (MPI_Session_init(MPI_INFO_NULL, MPI_ERRORS_ARE_FATAL, &s) != MPI_SUCCESS) return 1;
    MPI_Group_from_session_pset(s, "mpi://WORLD", &g);
    MPI_Comm_create_from_group(g, "commprof.test.view", MPI_INFO_NULL, MPI_ERRORS_ARE_FATAL, &c);
    MPI_Group_free(&g);
    int r, n, got = -1;
    MPI_Comm_rank(c, &r);
    MPI_Comm_size(c, &n);
    MPI_Sendrecv(&r, 1, MPI_INT, (r + 1) % n, 0, &got, 1, MPI_INT, (r + n - 1) % n, 0, c, MPI_STATUS_IGNORE);
    const char *l = getenv("PMI_RANK"), *k = getenv("COMMPROF_RANK");
    printf("srank %d launched %s got %d commprof_rank %s\n", r, l ? l : "-", got, k ? k : "-");
    MPI_Comm_free(&c);
    MPI_Session_finalize(&s);
    return 0;
}

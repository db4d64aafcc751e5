/* MPI_Comm_spawn: a parent job of 2 ranks starts 2 children (this program
 * again), a world of their own.  Through the intercommunicator parent rank
 * r sends 10 ints to child r and receives 20 ints back; inside each world
 * ranks 0 and 1 exchange one message by Sendrecv: 3 ints among the
 * parents, 5 among the children.
 * Expected: the parents' recording in COMMPROF_OUTPUT holds 0->1 and 1->0,
 * 1 message of 12 bytes each; the children's, in COMMPROF_OUTPUT/spawn.1,
 * 1 message of 20 bytes each way; the intercommunicator traffic has no
 * world rank on either side and is counted as outside: each parent rank
 * sent 1 message (40 bytes) and received 1 (80 bytes), each child the
 * reverse. */
#include <mpi.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    MPI_Comm parent, inter;
    MPI_Comm_get_parent(&parent);
    int rank, buf[100] = {0};
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int other = 1 - rank;
    if (parent == MPI_COMM_NULL) {
        MPI_Comm_spawn(argv[0], MPI_ARGV_NULL, 2, MPI_INFO_NULL, 0, MPI_COMM_WORLD, &inter, MPI_ERRCODES_IGNORE);
        MPI_Send(buf, 10, MPI_INT, rank, 0, inter);
        MPI_Recv(buf, 100, MPI_INT, rank, 0, inter, MPI_STATUS_IGNORE);
        MPI_Sendrecv(buf, 3, MPI_INT, other, 1, buf + 50, 3, MPI_INT, other, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Comm_disconnect(&inter);
    } else {
        MPI_Request req;
        MPI_Irecv(buf, 100, MPI_INT, MPI_ANY_SOURCE, 0, parent, &req); /* wildcard: resolved at completion */
        MPI_Wait(&req, MPI_STATUS_IGNORE);
        MPI_Send(buf, 20, MPI_INT, rank, 0, parent);
        MPI_Sendrecv(buf, 5, MPI_INT, other, 1, buf + 50, 5, MPI_INT, other, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Comm_disconnect(&parent);
    }
    MPI_Finalize();
    return 0;
}

/* MPI-4 point-to-point calls beyond the _c forms: MPI_Isendrecv and
 * MPI_Isendrecv_replace (and their _c forms), and partitioned
 * communication (MPI_Psend_init / MPI_Precv_init, each MPI_Start one
 * message of partitions x count elements, made ready partition by
 * partition with MPI_Pready, MPI_Pready_range and MPI_Pready_list).  Every
 * message goes to the right neighbour in a ring; the receives come from the
 * left one, the first by MPI_ANY_SOURCE with MPI_STATUS_IGNORE (resolved at
 * completion).
 * Expected, r -> (r+1)%n: Isendrecv 3 x 5 ints, Isendrecv_replace 6 ints,
 * Isendrecv_c 7 ints, Isendrecv_replace_c 8 ints, partitioned 2 starts of
 * 4 partitions x 3 ints: 8 messages, 60+24+28+32+96 = 240 bytes.
 * MPICH only (Open MPI 4.1 has none of these). */
#include <mpi.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, n;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    int right = (rank + 1) % n, left = (rank + n - 1) % n;
    int sb[64] = {0}, rb[64], xb[64] = {0};
    MPI_Request rq[2];
    MPI_Status st[2]; /* not MPI_STATUSES_IGNORE: GCC 12 warns about MPICH's */

    for (int i = 0; i < 3; i++) {
        MPI_Isendrecv(sb, 5, MPI_INT, right, 1, rb, 64, MPI_INT, MPI_ANY_SOURCE, 1, MPI_COMM_WORLD, &rq[0]);
        MPI_Wait(&rq[0], MPI_STATUS_IGNORE);
    }
    MPI_Isendrecv_replace(xb, 6, MPI_INT, right, 2, left, 2, MPI_COMM_WORLD, &rq[0]);
    for (int done = 0; !done;) MPI_Test(&rq[0], &done, &st[0]);
    MPI_Isendrecv_c(sb, 7, MPI_INT, right, 3, rb, 64, MPI_INT, left, 3, MPI_COMM_WORLD, &rq[0]);
    MPI_Waitall(1, rq, st);
    MPI_Isendrecv_replace_c(xb, 8, MPI_INT, right, 4, left, 4, MPI_COMM_WORLD, &rq[0]);
    MPI_Wait(&rq[0], &st[0]);

    MPI_Request part[2];
    MPI_Precv_init(rb, 4, 3, MPI_INT, left, 5, MPI_COMM_WORLD, MPI_INFO_NULL, &part[0]);
    MPI_Psend_init(sb, 4, 3, MPI_INT, right, 5, MPI_COMM_WORLD, MPI_INFO_NULL, &part[1]);
    for (int i = 0; i < 2; i++) {
        if (i == 0) {
            MPI_Start(&part[0]);
            MPI_Start(&part[1]);
        } else {
            MPI_Startall(2, part);
        }
        int later[2] = {3, 2};
        MPI_Pready(0, part[1]);
        MPI_Pready_list(2, later, part[1]);
        MPI_Pready_range(1, 1, part[1]);
        MPI_Waitall(2, part, st);
    }
    MPI_Request_free(&part[0]);
    MPI_Request_free(&part[1]);
    MPI_Finalize();
    return 0;
}

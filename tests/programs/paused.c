/* Requests that outlive a pause (reduced from what random_traffic found).
 * 3 ranks.  Rank 1:
 *   posts a receive of rank 0's 5 int while counting, completes it paused;
 *   posts one of rank 2's 30 int paused (MPI reuses the handle at once),
 *   completes it counting;
 *   makes a persistent send of 7 int to rank 2 while counting, frees it
 *   paused; makes one of 9 int to rank 0 paused (the same handle again),
 *   starts and completes it counting.
 * Neither of rank 1's receives counts (one completed paused, one posted
 * paused), nor its persistent send (made paused; the other never started):
 * sent side 0 -> 1 (1 message, 20 bytes) and 2 -> 1 (1, 120); receive side
 * only rank 0's plain receive of rank 1's 9 int, 1 -> 0 (1, 36). */
#include <mpi.h>

int main(int argc, char **argv)
{
    int r, b[64] = {0};
    MPI_Request q;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    if (r == 1) {
        MPI_Irecv(b, 64, MPI_INT, 0, 1, MPI_COMM_WORLD, &q);
        MPI_Pcontrol(0);
        MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Irecv(b, 64, MPI_INT, 2, 2, MPI_COMM_WORLD, &q);
        MPI_Pcontrol(1);
        MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Send_init(b, 7, MPI_INT, 2, 3, MPI_COMM_WORLD, &q);
        MPI_Pcontrol(0);
        MPI_Request_free(&q);
        MPI_Send_init(b, 9, MPI_INT, 0, 4, MPI_COMM_WORLD, &q);
        MPI_Pcontrol(1);
        MPI_Start(&q);
        MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Request_free(&q);
    } else if (r == 0) {
        MPI_Send(b, 5, MPI_INT, 1, 1, MPI_COMM_WORLD);
        MPI_Recv(b, 64, MPI_INT, 1, 4, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else if (r == 2) {
        MPI_Send(b, 30, MPI_INT, 1, 2, MPI_COMM_WORLD);
    }
    MPI_Finalize();
    return 0;
}

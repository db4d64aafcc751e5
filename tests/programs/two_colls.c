/* Two collectives of known sizes and one ring, for the note on
 * collectives whose messages were not modeled (t-55): every rank calls
 * MPI_Allreduce of 1,000 double twice and MPI_Bcast of 100 int from rank 0
 * once, and sends 1,000,000 bytes to rank r + 1.  By their arguments, on n
 * ranks: the all-reduces 2n calls, each rank's 8,000 bytes to each of the
 * n - 1 others; the broadcast n calls, the root's 400 bytes to each of the
 * n - 1 others; the ring n messages, n x 1,000,000 bytes. */
#include <mpi.h>

static char out[1000000], in[1000000];

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    double a[1000] = {0}, b[1000];
    int v[100] = {0};
    MPI_Allreduce(a, b, 1000, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Allreduce(MPI_IN_PLACE, a, 1000, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Bcast(v, 100, MPI_INT, 0, MPI_COMM_WORLD);
    int r, n;
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    MPI_Sendrecv(out, sizeof out, MPI_BYTE, (r + 1) % n, 0, in, sizeof in, MPI_BYTE, (r + n - 1) % n, 0, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    MPI_Finalize();
    return 0;
}

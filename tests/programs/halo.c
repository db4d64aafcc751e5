/* 2-D periodic halo on a Cartesian communicator (reorder=0):
 * Isend/Irecv/Waitall(MPI_STATUSES_IGNORE).  Each of ITER steps a rank sends
 * NX doubles to both dim-0 neighbours and NY doubles to both dim-1
 * neighbours (the same rank twice when that dimension has size 2). */
#include <mpi.h>

#define ITER 5
#define NX 100
#define NY 7

int main(int argc, char **argv)
{
    int size, dims[2] = {0, 0}, periods[2] = {1, 1};
    MPI_Comm cart;
    double sbuf[4][NX], rbuf[4][NX];
    MPI_Init(&argc, &argv);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Dims_create(size, 2, dims);
    MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart);
    for (int it = 0; it < ITER; it++) {
        MPI_Request req[8];
        int k = 0;
        for (int d = 0; d < 2; d++) {
            int lo, hi, n = d == 0 ? NX : NY;
            MPI_Cart_shift(cart, d, 1, &lo, &hi);
            MPI_Irecv(rbuf[2 * d], n, MPI_DOUBLE, lo, d, cart, &req[k++]);
            MPI_Irecv(rbuf[2 * d + 1], n, MPI_DOUBLE, hi, d, cart, &req[k++]);
            MPI_Isend(sbuf[2 * d], n, MPI_DOUBLE, hi, d, cart, &req[k++]);
            MPI_Isend(sbuf[2 * d + 1], n, MPI_DOUBLE, lo, d, cart, &req[k++]);
        }
        MPI_Waitall(k, req, MPI_STATUSES_IGNORE);
    }
    MPI_Comm_free(&cart);
    MPI_Finalize();
    return 0;
}

/* Message sizes and datatypes.  Each rank r, with next = r+1 and
 * prev = r-1 (mod n), by MPI_Sendrecv:
 *   to next: 0 bytes x1, 1 byte x3, 100 bytes x2, 5000 bytes x1, then
 *            2 bytes x1 and 20 bytes x2 (six size classes, bins 0, 1, 7,
 *            13, 2, 5: the fifth spills the histogram out of the entry;
 *            10 messages, 5245 bytes);
 *   to prev: one element of a fresh contiguous type of 3k ints, k = 1..5,
 *            each type freed before the next is made (handles get reused:
 *            a cached size must not survive MPI_Type_free): 5 messages,
 *            12 * (1+2+3+4+5) = 180 bytes. */
#include <mpi.h>

int main(int argc, char **argv)
{
    static char out[5000], in[5000];
    static int iout[15], iin[15];
    int r, n;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    int next = (r + 1) % n, prev = (r + n - 1) % n;
    const int sizes[] = {0, 1, 1, 1, 100, 100, 5000, 2, 20, 20};
    for (int i = 0; i < 10; i++)
        MPI_Sendrecv(out, sizes[i], MPI_BYTE, next, i, in, sizes[i], MPI_BYTE, prev, i, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
    for (int k = 1; k <= 5; k++) {
        MPI_Datatype t;
        MPI_Type_contiguous(3 * k, MPI_INT, &t);
        MPI_Type_commit(&t);
        MPI_Sendrecv(iout, 1, t, prev, 100 + k, iin, 1, t, next, 100 + k, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Type_free(&t);
    }
    MPI_Finalize();
    return 0;
}

/* Many requests in flight at once: the library's request table starts with
 * 256 buckets and must grow while every entry stays findable.  Rank r of
 * n, twice: posts 2K wildcard receives (MPI_ANY_SOURCE, tag t, room for 8
 * int), then K Isends to r+1 (tag t < K, t % 7 + 1 int) and K to r-1 (tag
 * K + t, 2 int), 4K requests in all; the first round completes them with
 * one MPI_Waitall(MPI_STATUSES_IGNORE), the second with MPI_Testsome until
 * none is left.  So per round r -> r+1 sends K messages of
 * sum (t % 7 + 1) x 4 bytes and r -> r-1 K messages of 8 bytes. */
#include <mpi.h>
#include <stdlib.h>

#define K 300

int main(int argc, char **argv)
{
    int r, n;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    int to = (r + 1) % n, from = (r + n - 1) % n;
    int *in = calloc(2 * K * 8, sizeof *in), *out = calloc(8, sizeof *out);
    MPI_Request *q = malloc(4 * K * sizeof *q);
    int *done = malloc(4 * K * sizeof *done);
    for (int round = 0; round < 2; round++) {
        for (int t = 0; t < 2 * K; t++)
            MPI_Irecv(in + 8 * t, 8, MPI_INT, MPI_ANY_SOURCE, t, MPI_COMM_WORLD, &q[t]);
        for (int t = 0; t < K; t++) {
            MPI_Isend(out, t % 7 + 1, MPI_INT, to, t, MPI_COMM_WORLD, &q[2 * K + t]);
            MPI_Isend(out, 2, MPI_INT, from, K + t, MPI_COMM_WORLD, &q[3 * K + t]);
        }
        if (round == 0) {
            MPI_Waitall(4 * K, q, MPI_STATUSES_IGNORE);
        } else {
            for (int left = 4 * K, k = 0; left > 0; left -= k)
                MPI_Testsome(4 * K, q, &k, done, MPI_STATUSES_IGNORE);
        }
    }
    free(in), free(out), free(q), free(done);
    MPI_Finalize();
    return 0;
}

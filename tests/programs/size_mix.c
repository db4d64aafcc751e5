/* Latency-bound and bandwidth-bound pairs, for cost models whose latency
 * and bandwidth change with the message size.  Four ranks; by
 * MPI_Sendrecv, so each pair's two directions carry the same:
 *   ranks 0-1 and 2-3: 500 exchanges of 8 bytes (1,000 messages, 8,000
 *                      bytes a pair: latency-bound);
 *   ranks 0-2 and 1-3: 10 exchanges of 1 MiB (20 messages, 20 MiB a pair:
 *                      bandwidth-bound);
 *   ranks 1-2:         10 exchanges of 100 bytes and one of 100,000 (22
 *                      messages, 202,000 bytes: two size classes whose
 *                      sizes are no powers of two).
 * Placed two ranks a node, pairing 0-1 and 2-3 on nodes sends the large
 * messages across; pairing 0-2 and 1-3 sends the small ones. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static void exchange(int peer, int n, int bytes, char *out, char *in)
{
    for (int i = 0; i < n; i++)
        MPI_Sendrecv(out, bytes, MPI_BYTE, peer, i, in, bytes, MPI_BYTE, peer, i, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
}

int main(int argc, char **argv)
{
    int r, n;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    if (n != 4) {
        if (!r) fprintf(stderr, "size_mix: run with 4 ranks\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    char *out = calloc(1 << 20, 1), *in = malloc(1 << 20);
    exchange(r ^ 1, 500, 8, out, in);   /* 0-1, 2-3 */
    exchange(r ^ 2, 10, 1 << 20, out, in); /* 0-2, 1-3 */
    if (r == 1 || r == 2) {
        exchange(3 - r, 10, 100, out, in);
        exchange(3 - r, 1, 100000, out, in);
    }
    free(out), free(in);
    MPI_Finalize();
    return 0;
}

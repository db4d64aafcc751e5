/* Collectives on halves of the world only: the world split by rank parity,
 * a barrier on the world, then ROUNDS times an allreduce of BYTES (MPI_BYTE, bitwise or) and a
 * broadcast of BYTES from the half's rank 1.  What crosses between hosts
 * depends on the placement only through these sub-communicator calls:
 * t-89's case for replaying them as messages.
 *   split_colls [ROUNDS [BYTES]]   (10, 1000000) */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, n, rounds = argc > 1 ? atoi(argv[1]) : 10, bytes = argc > 2 ? atoi(argv[2]) : 1000000;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    MPI_Comm half;
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &half);
    unsigned char *a = calloc((size_t)bytes, 1), *b = calloc((size_t)bytes, 1);
    if (!a || !b) MPI_Abort(MPI_COMM_WORLD, 1);
    a[0] = (unsigned char)(1 << (rank / 2 % 8));
    MPI_Barrier(MPI_COMM_WORLD); /* the halves start together */
    for (int i = 0; i < rounds; i++) {
        MPI_Allreduce(a, b, bytes, MPI_BYTE, MPI_BOR, half);
        MPI_Bcast(b, bytes, MPI_BYTE, 1, half);
    }
    /* each half's ranks set bits 0, 1, ... of the first byte: all of them or'ed */
    int hn, ok;
    MPI_Comm_size(half, &hn);
    ok = b[0] == (unsigned char)((1 << (hn < 8 ? hn : 8)) - 1);
    if (!rank) printf("split_colls %d rounds of %d bytes on halves of %d ranks: check %s\n", rounds, bytes, n, ok ? "ok" : "FAILED");
    free(a), free(b);
    MPI_Comm_free(&half);
    MPI_Finalize();
    return ok ? 0 : 1;
}

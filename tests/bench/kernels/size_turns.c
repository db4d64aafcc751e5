/* Pairs that take turns, for the size segments' benchmark: the time of a
 * run is the sum of each pair's own, as the mapper's model sums pairs.
 * Four ranks; in turn, each pair exchanges (MPI_Sendrecv, both ways):
 *   0-1, then 2-3: K exchanges of LARGE bytes (default 65536: Open MPI's
 *                  TCP transport sends that by rendezvous, a round trip
 *                  more than eager);
 *   0-2, then 1-3: S exchanges of 8 bytes.
 * Usage: size_turns K S [LARGE]; rank 0 prints "time SECONDS". */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static void turn(int me, int a, int b, int n, int bytes, char *out, char *in)
{
    if (me == a || me == b)
        for (int i = 0; i < n; i++)
            MPI_Sendrecv(out, bytes, MPI_BYTE, me == a ? b : a, i, in, bytes, MPI_BYTE, me == a ? b : a, i,
                         MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Barrier(MPI_COMM_WORLD);
}

int main(int argc, char **argv)
{
    int me, n;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    if (n != 4 || argc < 3) {
        if (!me) fprintf(stderr, "usage: mpirun -n 4 size_turns K S [LARGE]\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    int k = atoi(argv[1]), s = atoi(argv[2]), large = argc > 3 ? atoi(argv[3]) : 65536;
    char *out = calloc((size_t)large, 1), *in = malloc((size_t)large);
    turn(me, 0, 1, 2, large, out, in); /* warm: connections made */
    turn(me, 0, 2, 2, 8, out, in);
    turn(me, 1, 3, 2, 8, out, in);
    turn(me, 2, 3, 2, large, out, in);
    double t0 = MPI_Wtime();
    turn(me, 0, 1, k, large, out, in);
    turn(me, 2, 3, k, large, out, in);
    turn(me, 0, 2, s, 8, out, in);
    turn(me, 1, 3, s, 8, out, in);
    if (!me) printf("time %.6f\n", MPI_Wtime() - t0);
    free(out), free(in);
    MPI_Finalize();
    return 0;
}

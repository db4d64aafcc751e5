/* A kernel whose rank order fights the machine: rank r exchanges most of
 * its traffic with its partner r XOR (n / 2), which a launcher's linear
 * order puts in the other half of the job (the other cluster of two), and
 * a little with r + 1 around a ring.  Every message's content is checked.
 *   partners [BYTES [ITERATIONS [TURNS]]]   (defaults 65536 and 200)
 * With TURNS, a file counting the runs, the partners change from run to
 * run: r XOR (n / 2) on a run that finds an even count there, r XOR 1 (the
 * next slot, on the launched order's node) on an odd one; rank 0 adds one.
 * A job whose next run does not talk as its recording did, by
 * construction (as HPCC's b_eff draws its rings anew each run).
 * Rank 0 prints "partners N ranks TIME s check ok|BAD" and the job's hosts
 * in rank order; the exit status is 1 where a check failed. */
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, n;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    int bytes = argc > 1 ? atoi(argv[1]) : 65536, iters = argc > 2 ? atoi(argv[2]) : 200;
    if (bytes < 8) bytes = 8;
    int turn = 0;
    if (argc > 3 && rank == 0) {
        FILE *f = fopen(argv[3], "r");
        if (f) {
            if (fscanf(f, "%d", &turn) != 1) turn = 0;
            fclose(f);
        }
        if (!(f = fopen(argv[3], "w")) || fprintf(f, "%d\n", turn + 1) < 0 || fclose(f) != 0) {
            fprintf(stderr, "partners: cannot write %s\n", argv[3]);
            MPI_Abort(MPI_COMM_WORLD, 2);
        }
    }
    MPI_Bcast(&turn, 1, MPI_INT, 0, MPI_COMM_WORLD);
    int partner = n > 1 ? rank ^ (turn % 2 ? 1 : n / 2) : rank;
    if (partner >= n) partner = rank; /* an odd size: the last rank alone */
    unsigned char *out = malloc((size_t)bytes), *in = malloc((size_t)bytes);
    uint64_t ring_out, ring_in;
    int bad = 0;
    MPI_Barrier(MPI_COMM_WORLD);
    double t = MPI_Wtime();
    for (int i = 0; i < iters; i++) {
        memset(out, (rank * 7 + i) & 0xff, (size_t)bytes);
        MPI_Sendrecv(out, bytes, MPI_BYTE, partner, 1, in, bytes, MPI_BYTE, partner, 1, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
        if (in[0] != ((partner * 7 + i) & 0xff) || in[bytes - 1] != in[0]) bad = 1;
        ring_out = (uint64_t)rank * 1000003u + (uint64_t)i;
        MPI_Sendrecv(&ring_out, 1, MPI_UINT64_T, (rank + 1) % n, 2, &ring_in, 1, MPI_UINT64_T, (rank + n - 1) % n, 2,
                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        if (ring_in != (uint64_t)((rank + n - 1) % n) * 1000003u + (uint64_t)i) bad = 1;
    }
    t = MPI_Wtime() - t;
    int anybad = 0;
    double tmax = 0;
    MPI_Reduce(&bad, &anybad, 1, MPI_INT, MPI_MAX, 0, MPI_COMM_WORLD);
    MPI_Reduce(&t, &tmax, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    char host[MPI_MAX_PROCESSOR_NAME] = "", *hosts = rank == 0 ? malloc((size_t)n * MPI_MAX_PROCESSOR_NAME) : NULL;
    int len;
    MPI_Get_processor_name(host, &len);
    MPI_Gather(host, MPI_MAX_PROCESSOR_NAME, MPI_CHAR, hosts, MPI_MAX_PROCESSOR_NAME, MPI_CHAR, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        printf("partners %d ranks %.6f s check %s\nhosts", n, tmax, anybad ? "BAD" : "ok");
        for (int r = 0; r < n; r++) printf(" %s", hosts + (size_t)r * MPI_MAX_PROCESSOR_NAME);
        printf("\n");
        free(hosts);
    }
    free(out);
    free(in);
    MPI_Finalize();
    return anybad;
}

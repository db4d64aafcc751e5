/* Cost of interception, measured inside the job: mode "pingpong" (0-byte
 * Send/Recv between ranks 0 and 1, 2 calls per iteration per rank) or
 * "neighbor" (Irecv+Isend to both ring neighbours + Waitall, 5 calls per
 * iteration) or "self" (each rank talks to itself: Irecv x2, Isend x2,
 * Waitall, Send, Recv = 7 calls per iteration, no waiting) or "sendwait"
 * (each rank alone: Isend to itself, a blocking Recv, Wait on the send =
 * 3 calls, no receive request ever posted) or "coll"
 * (Barrier, Bcast of 1 int, Allreduce of 1 int: 3 collective calls).  Prints ns per iteration (rank 0, after a warm-up).
 *
 * With a third argument "interleave", blocks of 500 iterations alternate
 * between recording on and off (MPI_Pcontrol(1) / (0)) in the same
 * process, and it prints the median ns per iteration of each kind: "on
 * off".  Separate jobs differ by more than the effect (placement, memory
 * layout); blocks side by side in one job do not.  Off still goes through
 * the wrapper (one branch), so on - off is what recording adds.
 *
 * With "commab" instead, the blocks alternate between MPI_COMM_WORLD and a
 * dup of it, and it prints "world dup": under COMMPROF_REORDER only calls
 * on MPI_COMM_WORLD are substituted, so world - dup is what substitution
 * adds to a call (and about 0 without it). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, long n)
{
    qsort(v, (size_t)n, sizeof *v, by_value);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

int main(int argc, char **argv)
{
    int rank, size;
    long iters = argc > 2 ? atol(argv[2]) : 100000;
    const char *mode = argc > 1 ? argv[1] : "pingpong";
    int interleave = argc > 3 && strcmp(argv[3], "interleave") == 0;
    int commab = argc > 3 && strcmp(argv[3], "commab") == 0;
    enum { BLOCK = 500 };
    long nblocks = iters / BLOCK + 2, nb[2] = {0, 0};
    double *blk[2] = {malloc((size_t)nblocks * sizeof(double)), malloc((size_t)nblocks * sizeof(double))};
    char b[8];
    if (!blk[0] || !blk[1]) return 1;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double t0 = 0, tb = 0;
    MPI_Comm dup, c = MPI_COMM_WORLD;
    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    for (long i = -iters / 10; i < iters; i++) {
        if (i == 0) {
            MPI_Barrier(MPI_COMM_WORLD);
            t0 = tb = MPI_Wtime();
        }
        if ((interleave || commab) && i >= 0 && i % BLOCK == 0) {
            /* both ranks switch at the same iteration: a round trip never
             * mixes a recording rank with a paused one */
            double now = MPI_Wtime();
            int was_on = (i / BLOCK - 1) % 2 == 0;
            if (i) blk[was_on][nb[was_on]++] = (now - tb) / BLOCK * 1e9;
            if (commab) c = (i / BLOCK) % 2 == 0 ? MPI_COMM_WORLD : dup;
            else MPI_Pcontrol((i / BLOCK) % 2 == 0 ? 1 : 0);
            tb = MPI_Wtime();
        }
        if (strcmp(mode, "pingpong") == 0) {
            if (rank == 0) {
                MPI_Send(b, 0, MPI_BYTE, 1, 0, c);
                MPI_Recv(b, 0, MPI_BYTE, 1, 0, c, MPI_STATUS_IGNORE);
            } else if (rank == 1) {
                MPI_Recv(b, 0, MPI_BYTE, 0, 0, c, MPI_STATUS_IGNORE);
                MPI_Send(b, 0, MPI_BYTE, 0, 0, c);
            }
        } else if (strcmp(mode, "coll") == 0) {
            int x = (int)i, y;
            MPI_Barrier(c);
            MPI_Bcast(&x, 1, MPI_INT, 0, c);
            MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, c);
        } else if (strcmp(mode, "self") == 0) {
            /* no partner to wait for: the wrappers' own cost, without the
             * noise of polling for another process */
            MPI_Request r[4];
            MPI_Irecv(b, 1, MPI_BYTE, rank, 0, c, &r[0]);
            MPI_Irecv(b + 1, 1, MPI_BYTE, rank, 1, c, &r[1]);
            MPI_Isend(b + 2, 1, MPI_BYTE, rank, 0, c, &r[2]);
            MPI_Isend(b + 3, 1, MPI_BYTE, rank, 1, c, &r[3]);
            MPI_Waitall(4, r, MPI_STATUSES_IGNORE);
            MPI_Send(b, 1, MPI_BYTE, rank, 2, c); /* eager to self */
            MPI_Recv(b, 1, MPI_BYTE, rank, 2, c, MPI_STATUS_IGNORE);
        } else if (strcmp(mode, "sendwait") == 0) {
            MPI_Request r;
            MPI_Isend(b, 1, MPI_BYTE, rank, 0, c, &r);
            MPI_Recv(b + 1, 1, MPI_BYTE, rank, 0, c, MPI_STATUS_IGNORE);
            MPI_Wait(&r, MPI_STATUS_IGNORE);
        } else {
            MPI_Request r[4];
            int l = (rank + size - 1) % size, h = (rank + 1) % size;
            MPI_Irecv(b, 1, MPI_BYTE, l, 0, c, &r[0]);
            MPI_Irecv(b + 1, 1, MPI_BYTE, h, 0, c, &r[1]);
            MPI_Isend(b + 2, 1, MPI_BYTE, h, 0, c, &r[2]);
            MPI_Isend(b + 3, 1, MPI_BYTE, l, 0, c, &r[3]);
            MPI_Waitall(4, r, MPI_STATUSES_IGNORE);
        }
    }
    double t = MPI_Wtime() - t0;
    MPI_Pcontrol(1);
    MPI_Comm_free(&dup);
    if (rank == 0 && (interleave || commab))
        printf("%.2f %.2f\n", median(blk[1], nb[1]), median(blk[0], nb[0]));
    else if (rank == 0)
        printf("%.2f\n", t / (double)iters * 1e9);
    MPI_Finalize();
    free(blk[0]);
    free(blk[1]);
    return 0;
}

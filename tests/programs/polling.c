/* A receive completed by polling, as HPCC's MPIRandomAccess polls
 * MPI_Testany: for each of ROUNDS rounds rank 0 posts an MPI_Irecv and
 * tests it in a loop (MPI_Test, Testany, Testsome, Testall in turn) until
 * rank 1's message arrives.  Rank 1 sends it 5 ms late, and spends the 5 ms
 * polling too: MPI_Test on a receive that rank 0 satisfies only at the end
 * (a polling loop's time is in its empty tests, as in HPCC's
 * MPIRandomAccess, where every rank polls).  Rank 0 prints "polling ROUNDS
 * rounds TESTS tests": the tests that completed nothing are most of them,
 * and commprof's trace leaves them out (interpose/trace/trace.h).
 *   polling [ROUNDS]   (default 8) */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, n, rounds = argc > 1 ? atoi(argv[1]) : 8;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    long tests = 0;
    int done = 0, go = 1;
    MPI_Request last = MPI_REQUEST_NULL;
    if (rank == 1) MPI_Irecv(&done, 1, MPI_INT, 0, 1 << 20, MPI_COMM_WORLD, &last);
    for (int i = 0; n > 1 && i < rounds; i++) {
        if (rank == 0) {
            int x = -1, flag = 0, index, count, idx[1];
            MPI_Request r;
            MPI_Irecv(&x, 1, MPI_INT, 1, i, MPI_COMM_WORLD, &r);
            while (!flag) {
                switch (i % 4) {
                case 0: MPI_Test(&r, &flag, MPI_STATUS_IGNORE); break;
                case 1: MPI_Testany(1, &r, &index, &flag, MPI_STATUS_IGNORE); break;
                case 2: MPI_Testsome(1, &r, &count, idx, MPI_STATUSES_IGNORE), flag = count > 0; break;
                default: MPI_Testall(1, &r, &flag, MPI_STATUSES_IGNORE); break;
                }
                tests++;
            }
            if (x != i) {
                fprintf(stderr, "polling: round %d received %d\n", i, x);
                MPI_Abort(MPI_COMM_WORLD, 1);
            }
        } else if (rank == 1) {
            int flag = 0;
            for (double t = MPI_Wtime(); MPI_Wtime() - t < 0.005;) MPI_Test(&last, &flag, MPI_STATUS_IGNORE);
            MPI_Send(&i, 1, MPI_INT, 0, i, MPI_COMM_WORLD);
        }
    }
    if (rank == 0 && n > 1) MPI_Send(&go, 1, MPI_INT, 1, 1 << 20, MPI_COMM_WORLD);
    MPI_Wait(&last, MPI_STATUS_IGNORE);
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) printf("polling %d rounds %ld tests\n", rounds, tests);
    MPI_Finalize();
    return 0;
}

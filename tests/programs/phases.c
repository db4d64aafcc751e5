/* Phases and pausing.  Rank r sends to (r+1)%n:
 *   before any phase: 1 msg of 8 bytes
 *   phase "setup": 2 msgs of 16 bytes
 *   paused by MPI_Pcontrol(0): 100 msgs (not recorded), resumed by Pcontrol(1)
 *   phase "solve": 3 msgs of 32 bytes, inside it nested phase "inner":
 *     4 msgs of 64 bytes (counted in "inner" only, and the whole run)
 *   commprof_pause()/commprof_resume(): 50 msgs not recorded
 * Whole run: 10 msgs, 8 + 32 + 96 + 256 = 392 bytes.
 * With the argument "reorder", odd ranks first open and close an empty
 * phase "odd-first", so ranks number the other phases differently. */
#include <mpi.h>
#include <string.h>

#include "commprof.h"

static char buf[64], rb[64];

static void ring(int n, int bytes)
{
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    for (int i = 0; i < n; i++)
        MPI_Sendrecv(buf, bytes, MPI_BYTE, (rank + 1) % size, 0, rb, 64, MPI_BYTE,
                     MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (argc > 1 && strcmp(argv[1], "reorder") == 0 && rank % 2) {
        commprof_phase_begin("odd-first");
        commprof_phase_end();
    }
    ring(1, 8);
    commprof_phase_begin("setup");
    ring(2, 16);
    commprof_phase_end();
    MPI_Pcontrol(0);
    ring(100, 1);
    MPI_Pcontrol(1);
    commprof_phase_begin("solve");
    ring(3, 32);
    commprof_phase_begin("inner");
    ring(4, 64);
    commprof_phase_end();
    commprof_phase_end();
    commprof_pause();
    ring(50, 1);
    commprof_resume();
    MPI_Finalize();
    return 0;
}

/* COMMPROF_SYNC_INTERVAL: about a second of world barriers and allreduces,
 * 2 ms apart, with odd ranks paused (MPI_Pcontrol(0)) for the middle third:
 * the sync points between must still come at the same calls on every rank. */
#include <mpi.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    double x = rank;
    for (int i = 0; i < 300; i++) {
        if (rank % 2 && i == 100) MPI_Pcontrol(0);
        if (rank % 2 && i == 200) MPI_Pcontrol(1);
        usleep(2000);
        if (i % 2) MPI_Barrier(MPI_COMM_WORLD);
        else MPI_Allreduce(MPI_IN_PLACE, &x, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }
    MPI_Finalize();
    return 0;
}

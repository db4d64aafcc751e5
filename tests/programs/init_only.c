/* MPI_Init and MPI_Finalize, nothing between: under commprof and Open
 * MPI's monitoring, its I lines are the collectives commprof itself runs
 * (node and sync communicators, the output directory's broadcast, the
 * binding probe), the baseline t-70 takes from a real application's. */
#include <mpi.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    MPI_Finalize();
    return 0;
}

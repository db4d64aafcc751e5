/* Another PMPI tool preloaded beside commprof (what mpiP, or a site's
 * Darshan or XALT, puts in LD_PRELOAD): it wraps MPI_Send and MPI_Finalize
 * and calls the PMPI_ names.  At MPI_Finalize each rank prints how many
 * sends it saw: "pmpi_tool: rank R sends N". */
#include <mpi.h>
#include <stdio.h>

static long sends;

int MPI_Send(const void *buf, int count, MPI_Datatype type, int dest, int tag, MPI_Comm comm)
{
    sends++;
    return PMPI_Send(buf, count, type, dest, tag, comm);
}

int MPI_Finalize(void)
{
    int rank;
    PMPI_Comm_rank(MPI_COMM_WORLD, &rank);
    printf("pmpi_tool: rank %d sends %ld\n", rank, sends);
    fflush(stdout);
    return PMPI_Finalize();
}

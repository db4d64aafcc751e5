/* Sends on derived communicators must be recorded in world ranks.  With
 * n ranks (n even, >= 4), each of ITER rounds (argv[1], default 3), world rank r sends:
 *  - on split (colour r%2, key -r: reversed order) to local rank+1: one
 *    message of 3 ints;
 *  - on a dup of that split: the same, 5 ints;
 *  - on Comm_create_group of the upper half (ranks n/2..n-1) to local
 *    rank+1: 7 ints (upper half only);
 *  - on split_type(SHARED) to local rank+1: 11 ints;
 *  - on an intercommunicator between evens and odds (world leaders 0 and
 *    1) to the remote rank of equal local index: 13 ints. */
#include <mpi.h>

#include <stdlib.h>

#define ITER_DEFAULT 3

static int buf[64];

static void ring(MPI_Comm c, int n)
{
    int me, sz;
    MPI_Comm_rank(c, &me);
    MPI_Comm_size(c, &sz);
    MPI_Sendrecv(buf, n, MPI_INT, (me + 1) % sz, n, buf + 32, 32, MPI_INT, MPI_ANY_SOURCE, n, c,
                 MPI_STATUS_IGNORE);
}

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm split, dup, upper = MPI_COMM_NULL, node, inter;
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, -rank, &split);
    MPI_Comm_dup(split, &dup);
    MPI_Group wg, ug;
    MPI_Comm_group(MPI_COMM_WORLD, &wg);
    int range[1][3] = {{size / 2, size - 1, 1}};
    MPI_Group_range_incl(wg, 1, range, &ug);
    if (rank >= size / 2) MPI_Comm_create_group(MPI_COMM_WORLD, ug, 0, &upper);
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank, MPI_INFO_NULL, &node);
    MPI_Intercomm_create(split, 0, MPI_COMM_WORLD, rank % 2 ? size - 2 : size - 1, 77, &inter);
    /* argv[1] = rounds; 0 leaves only the communicator construction, whose
     * MPI-internal point-to-point Open MPI's monitoring counts as user traffic */
    int iter = argc > 1 ? atoi(argv[1]) : ITER_DEFAULT;
    for (int it = 0; it < iter; it++) {
        ring(split, 3);
        ring(dup, 5);
        if (upper != MPI_COMM_NULL) ring(upper, 7);
        ring(node, 11);
        int me;
        MPI_Comm_rank(inter, &me);
        MPI_Request r;
        MPI_Irecv(buf + 32, 32, MPI_INT, MPI_ANY_SOURCE, 13, inter, &r);
        MPI_Send(buf, 13, MPI_INT, me, 13, inter);
        MPI_Wait(&r, MPI_STATUS_IGNORE);
    }
    MPI_Comm_free(&inter);
    MPI_Comm_free(&node);
    if (upper != MPI_COMM_NULL) MPI_Comm_free(&upper);
    MPI_Group_free(&ug);
    MPI_Group_free(&wg);
    MPI_Comm_free(&dup);
    MPI_Comm_free(&split);
    MPI_Finalize();
    return 0;
}

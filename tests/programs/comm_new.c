/* Communicator creation, one kind per run (argv[1]), on MPI_COMM_WORLD:
 * dup, dup_with_info, idup, split, split with MPI_UNDEFINED on two ranks,
 * split_type, create (a group of the first and last rank), cart (2-D,
 * periodic, without and with reorder), cart_sub (a Cartesian communicator,
 * then its rows), graph (a ring), dist_adjacent (a ring); "none" makes
 * nothing.  No other communication (but in "reuse", below): under Open
 * MPI's monitoring, the I lines beyond those of "none" are the collectives
 * the library runs inside the creation (t-56).
 *
 * "reuse" splits the world 24 times, into r % 2 and (r / 2) % 2 in turn,
 * and on each runs an allreduce of 1 int and a bcast of 3 int from rank 0
 * before freeing it: ranks 0, 3, 4 and 7 have the same local rank in both
 * kinds, so their calls differ only in who the peers are.  A new
 * communicator often gets a freed one's address, and commprof's memo of
 * modeled collectives must not take one for the other: keyed by the
 * address, this fails at 5 and 8 ranks (6 rounds were too few to show it).
 * Every sixth round it also broadcasts 2^16 doubles from rank 0 over the
 * world: at 12 ranks Open MPI's linear bcast sends 11 messages, more than
 * the memo keeps. */
#include <mpi.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    const char *what = argc > 1 ? argv[1] : "none";
    int r, n;
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    MPI_Comm c = MPI_COMM_NULL, cart = MPI_COMM_NULL;
    MPI_Request q;
    int dims[2] = {0, 0}, periods[2] = {1, 1}, keep[2] = {1, 0};
    MPI_Dims_create(n, 2, dims);
    int next = (r + 1) % n, prev = (r + n - 1) % n;
    if (!strcmp(what, "dup")) MPI_Comm_dup(MPI_COMM_WORLD, &c);
    else if (!strcmp(what, "dup_with_info")) MPI_Comm_dup_with_info(MPI_COMM_WORLD, MPI_INFO_NULL, &c);
    else if (!strcmp(what, "idup")) {
        MPI_Comm_idup(MPI_COMM_WORLD, &c, &q);
        MPI_Wait(&q, MPI_STATUS_IGNORE);
    } else if (!strcmp(what, "split")) MPI_Comm_split(MPI_COMM_WORLD, r % 2, -r, &c);
    else if (!strcmp(what, "split_undefined")) MPI_Comm_split(MPI_COMM_WORLD, r < 2 ? MPI_UNDEFINED : 0, r, &c);
    else if (!strcmp(what, "split_type")) MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, r, MPI_INFO_NULL, &c);
    else if (!strcmp(what, "create")) {
        MPI_Group world, ends;
        int two[2] = {0, n - 1};
        MPI_Comm_group(MPI_COMM_WORLD, &world);
        MPI_Group_incl(world, 2, two, &ends);
        MPI_Comm_create(MPI_COMM_WORLD, ends, &c);
        MPI_Group_free(&ends);
        MPI_Group_free(&world);
    } else if (!strcmp(what, "cart") || !strcmp(what, "cart_reorder"))
        MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, !strcmp(what, "cart_reorder"), &c);
    else if (!strcmp(what, "cart_sub")) {
        MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart);
        MPI_Cart_sub(cart, keep, &c);
    } else if (!strcmp(what, "graph")) {
        int *index = malloc((size_t)n * sizeof *index), *edges = malloc(2 * (size_t)n * sizeof *edges);
        for (int i = 0; i < n; i++) {
            index[i] = 2 * (i + 1);
            edges[2 * i] = (i + 1) % n;
            edges[2 * i + 1] = (i + n - 1) % n;
        }
        MPI_Graph_create(MPI_COMM_WORLD, n, index, edges, 0, &c);
        free(index), free(edges);
    } else if (!strcmp(what, "dist_adjacent")) {
        int one = 1; /* weights: Open MPI's MPI_UNWEIGHTED is a pointer gcc warns about */
        MPI_Dist_graph_create_adjacent(MPI_COMM_WORLD, 1, &prev, &one, 1, &next, &one, MPI_INFO_NULL, 0, &c);
    } else if (!strcmp(what, "reuse")) {
        static double big[1 << 16];
        for (int k = 0; k < 24; k++) {
            int one = 1, sum = 0, three[3] = {r, k, 0};
            MPI_Comm_split(MPI_COMM_WORLD, k % 2 ? r / 2 % 2 : r % 2, r, &c);
            MPI_Allreduce(&one, &sum, 1, MPI_INT, MPI_SUM, c);
            MPI_Bcast(three, 3, MPI_INT, 0, c);
            MPI_Comm_free(&c);
            if (k % 6 == 0) MPI_Bcast(big, 1 << 16, MPI_DOUBLE, 0, MPI_COMM_WORLD);
        }
    }
    if (c != MPI_COMM_NULL) MPI_Comm_free(&c);
    if (cart != MPI_COMM_NULL) MPI_Comm_free(&cart);
    MPI_Finalize();
    return 0;
}

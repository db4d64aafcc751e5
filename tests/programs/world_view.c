/* What an application sees of MPI_COMM_WORLD, for COMMPROF_REORDER's tests.
 * Each rank prints one line: its rank, the launcher's rank, its host and
 * COMMPROF_RANK; then rank 0 prints "answers ..." with results that must
 * not depend on the order of the world (sums, a ring's checksum, collectives
 * with rank-dependent data, a neighbourhood exchange on a Cartesian grid,
 * a window, a file), and "semantics ok" or the first thing that broke:
 * MPI_Comm_compare of the world with itself, its name, predefined
 * attributes, groups, dups and splits, error handlers, intercommunicators.
 *   world_view [FILE [nowin]]: FILE for the MPI-IO check */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char broke[256];
#define CHECK(c, ...)                                                                   \
    do {                                                                                \
        if (!(c) && !*broke) snprintf(broke, sizeof broke, __VA_ARGS__);                \
    } while (0)

static const char *env(const char *a, const char *b)
{
    const char *v = getenv(a);
    if (!v) v = getenv(b);
    return v ? v : "-";
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    char host[256] = "";
    gethostname(host, sizeof host - 1);
    host[strcspn(host, ".")] = 0;
    /* one line per rank, in rank order */
    for (int r = 0; r < size; r++) {
        if (r == rank) {
            printf("rank %d launched %s host %s commprof_rank %s\n", rank, env("OMPI_COMM_WORLD_RANK", "PMI_RANK"),
                   host, env("COMMPROF_RANK", "COMMPROF_RANK"));
            fflush(stdout);
        }
        MPI_Barrier(MPI_COMM_WORLD);
    }

    /* answers: the same whatever the order */
    long long sum = 0, x = (long long)rank * rank + 7;
    MPI_Allreduce(&x, &sum, 1, MPI_LONG_LONG, MPI_SUM, MPI_COMM_WORLD);
    /* a ring: each rank passes its rank to the right; the checksum of
     * (received, from) pairs checks that rank r's neighbour is r-1 */
    int right = (rank + 1) % size, left = (rank + size - 1) % size, got = -1;
    MPI_Status st;
    MPI_Sendrecv(&rank, 1, MPI_INT, right, 5, &got, 1, MPI_INT, left, 5, MPI_COMM_WORLD, &st);
    CHECK(got == left && st.MPI_SOURCE == left, "ring: got %d from %d, expected %d", got, st.MPI_SOURCE, left);
    /* a gather in rank order */
    int *all = malloc((size_t)size * sizeof *all);
    MPI_Gather(&rank, 1, MPI_INT, all, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (rank == 0)
        for (int i = 0; i < size; i++) CHECK(all[i] == i, "gather: slot %d holds %d", i, all[i]);
    /* a prefix sum */
    int scan = 0;
    MPI_Scan(&rank, &scan, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    CHECK(scan == rank * (rank + 1) / 2, "scan: %d at rank %d", scan, rank);
    /* a wildcard receive sees the sender's rank in the world the program sees */
    if (rank == 0) {
        for (int i = 1; i < size; i++) {
            int v;
            MPI_Recv(&v, 1, MPI_INT, MPI_ANY_SOURCE, 9, MPI_COMM_WORLD, &st);
            CHECK(v == st.MPI_SOURCE, "wildcard: %d came from %d", v, st.MPI_SOURCE);
        }
    } else {
        MPI_Send(&rank, 1, MPI_INT, 0, 9, MPI_COMM_WORLD);
    }
    /* a probe */
    if (size > 1) {
        if (rank == 1) MPI_Send(&rank, 1, MPI_INT, 0, 11, MPI_COMM_WORLD);
        if (rank == 0) {
            int v;
            MPI_Probe(MPI_ANY_SOURCE, 11, MPI_COMM_WORLD, &st);
            CHECK(st.MPI_SOURCE == 1, "probe: source %d", st.MPI_SOURCE);
            MPI_Recv(&v, 1, MPI_INT, 1, 11, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        }
    }

    /* a periodic 1-D Cartesian grid (no reorder asked): neighbours by rank */
    MPI_Comm cart;
    int dims[1] = {size}, periods[1] = {1};
    MPI_Cart_create(MPI_COMM_WORLD, 1, dims, periods, 0, &cart);
    int nb[2] = {-1, -1}, crank;
    MPI_Comm_rank(cart, &crank);
    MPI_Neighbor_allgather(&crank, 1, MPI_INT, nb, 1, MPI_INT, cart);
    CHECK(crank == rank && nb[0] == left && nb[1] == right, "cart: rank %d neighbours %d %d", crank, nb[0], nb[1]);
    MPI_Comm_free(&cart);

    /* a window on the world: rank r puts r into slot r of rank 0 (not
     * where the library has no one-sided transport: Open MPI 4.1 between
     * hosts over TCP, "nowin") */
    int *base = NULL;
    MPI_Win win;
    if (!(argc > 2 && !strcmp(argv[2], "nowin"))) {
    MPI_Win_allocate(rank == 0 ? (MPI_Aint)size * (MPI_Aint)sizeof(int) : 0, sizeof(int), MPI_INFO_NULL,
                     MPI_COMM_WORLD, &base, &win);
    MPI_Win_fence(0, win);
    MPI_Put(&rank, 1, MPI_INT, 0, rank, 1, MPI_INT, win);
    MPI_Win_fence(0, win);
    if (rank == 0)
        for (int i = 0; i < size; i++) CHECK(base[i] == i, "window: slot %d holds %d", i, base[i]);
    MPI_Win_free(&win);
    }

    /* a file on the world: rank r writes r at offset r */
    if (argc > 1) {
        MPI_File fh;
        if (MPI_File_open(MPI_COMM_WORLD, argv[1], MPI_MODE_CREATE | MPI_MODE_RDWR, MPI_INFO_NULL, &fh) ==
            MPI_SUCCESS) {
            MPI_File_write_at_all(fh, (MPI_Offset)rank * (MPI_Offset)sizeof(int), &rank, 1, MPI_INT,
                                  MPI_STATUS_IGNORE);
            MPI_File_sync(fh);
            MPI_Barrier(MPI_COMM_WORLD);
            int v = -1;
            MPI_File_read_at(fh, (MPI_Offset)left * (MPI_Offset)sizeof(int), &v, 1, MPI_INT, MPI_STATUS_IGNORE);
            CHECK(v == left, "file: offset of rank %d holds %d", left, v);
            MPI_File_close(&fh);
        } else {
            CHECK(0, "file: cannot open %s", argv[1]);
        }
    }

    /* semantics */
    int res;
    MPI_Comm_compare(MPI_COMM_WORLD, MPI_COMM_WORLD, &res);
    CHECK(res == MPI_IDENT, "compare(world, world) = %d", res);
    MPI_Comm dup, half;
    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    MPI_Comm_compare(MPI_COMM_WORLD, dup, &res);
    CHECK(res == MPI_CONGRUENT, "compare(world, dup) = %d", res);
    int drank;
    MPI_Comm_rank(dup, &drank);
    CHECK(drank == rank, "dup: rank %d, world %d", drank, rank);
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &half);
    int hrank;
    MPI_Comm_rank(half, &hrank);
    CHECK(hrank == rank / 2, "split: rank %d in half of %d", hrank, rank);
    MPI_Group wg, hg;
    MPI_Comm_group(MPI_COMM_WORLD, &wg);
    MPI_Comm_group(half, &hg);
    int in = hrank, out = -1;
    MPI_Group_translate_ranks(hg, 1, &in, wg, &out);
    CHECK(out == rank, "groups: half's %d is world %d, expected %d", hrank, out, rank);
    MPI_Group_free(&wg);
    MPI_Group_free(&hg);
    char name[MPI_MAX_OBJECT_NAME];
    int len;
    MPI_Comm_get_name(MPI_COMM_WORLD, name, &len);
    CHECK(!strcmp(name, "MPI_COMM_WORLD"), "name: '%s'", name);
    int *tag_ub, flag = 0;
    MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_TAG_UB, &tag_ub, &flag);
    CHECK(flag && *tag_ub >= 32767, "MPI_TAG_UB: flag %d", flag);
    int *wtg = NULL;
    MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_WTIME_IS_GLOBAL, &wtg, &flag);
    CHECK(flag, "MPI_WTIME_IS_GLOBAL missing");
    /* a user attribute set on the world is found there */
    int kv, val = 42, *back = NULL;
    MPI_Comm_create_keyval(MPI_COMM_NULL_COPY_FN, MPI_COMM_NULL_DELETE_FN, &kv, NULL);
    MPI_Comm_set_attr(MPI_COMM_WORLD, kv, &val);
    MPI_Comm_get_attr(MPI_COMM_WORLD, kv, &back, &flag);
    CHECK(flag && back && *back == 42, "user attribute: flag %d", flag);
    MPI_Comm_delete_attr(MPI_COMM_WORLD, kv);
    MPI_Comm_free_keyval(&kv);
    /* errors return once asked to */
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    int bad = MPI_Send(&rank, 1, MPI_INT, size + 5, 0, MPI_COMM_WORLD);
    CHECK(bad != MPI_SUCCESS, "an invalid rank did not return an error");
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_ARE_FATAL);
    /* an intercommunicator between the halves, the world as peer */
    if (size >= 2) {
        MPI_Comm inter;
        MPI_Intercomm_create(half, 0, MPI_COMM_WORLD, rank % 2 ? 0 : 1, 21, &inter);
        int rsize;
        MPI_Comm_remote_size(inter, &rsize);
        CHECK(rsize == (rank % 2 ? (size + 1) / 2 : size / 2), "intercomm: remote size %d", rsize);
        MPI_Comm_free(&inter);
    }
    MPI_Comm_free(&half);
    MPI_Comm_free(&dup);

    /* the first failure anywhere */
    char first[256] = "";
    int mine = *broke ? rank : size, who = size;
    MPI_Allreduce(&mine, &who, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
    if (who < size) {
        if (rank == who && who != 0) MPI_Send(broke, sizeof broke, MPI_CHAR, 0, 3, MPI_COMM_WORLD);
        if (rank == 0) {
            if (who == 0) memcpy(first, broke, sizeof first);
            else MPI_Recv(first, sizeof first, MPI_CHAR, who, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        }
    }
    if (rank == 0) {
        printf("answers sum %lld\n", sum);
        if (who < size) printf("semantics broke at rank %d: %s\n", who, first);
        else printf("semantics ok\n");
    }
    free(all);
    MPI_Finalize();
    return 0;
}

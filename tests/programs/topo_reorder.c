/* Topology constructors with reorder = 1, for COMMPROF_TOPO_REORDER's tests.
 *   topo_reorder cart [BYTES [ITERATIONS]]: a periodic 1-D Cartesian ring
 *     of all ranks; a halo exchange of BYTES with both neighbours, timed.
 *   topo_reorder dist: MPI_Dist_graph_create_adjacent of a weighted graph:
 *     node k's neighbours are k-1, k+1 (weight 1) and k ^ (n/2) (weight
 *     100), each process giving its own node's lists in that order.
 *   topo_reorder distu: the same, MPI_UNWEIGHTED.
 *   topo_reorder distg: the same graph by MPI_Dist_graph_create, each
 *     process giving its own node's out-edges (the order of a node's
 *     neighbours is then the library's: compared as sets).
 *   topo_reorder graph: MPI_Graph_create of the same graph.
 * Every rank checks that the new communicator's neighbour queries return
 * its node's neighbours as specified (in new ranks) and that a
 * neighbourhood exchange brings each neighbour's new rank; rank 0 prints
 * "MODE N ranks TIME s check ok|BAD" and then, per new rank, its host:
 * "hosts h0 h1 ...". */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int bad;

static int by_int(const void *a, const void *b) { return (*(const int *)a > *(const int *)b) - (*(const int *)a < *(const int *)b); }

static void expect(const char *what, int k, const int *got, const int *want, int n)
{
    for (int i = 0; i < n; i++)
        if (got[i] != want[i]) {
            if (!bad) fprintf(stderr, "rank %d: %s[%d] = %d, expected %d\n", k, what, i, got[i], want[i]);
            bad = 1;
        }
}

/* node v's degree: the partner v ^ (n/2) where it is a node and not a
 * ring neighbour already */
static int degree(int v, int n)
{
    int p = v ^ (n / 2);
    return n > 4 && p < n && p != (v + 1) % n && p != (v + n - 1) % n ? 3 : 2;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    const char *mode = argc > 1 ? argv[1] : "cart";
    int bytes = argc > 2 ? atoi(argv[2]) : 65536, iters = argc > 3 ? atoi(argv[3]) : 50;
    int n, me;
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm c = MPI_COMM_NULL;
    int k = -1;
    double t = 0;
    if (!strcmp(mode, "cart")) {
        int dims[1] = {n}, periods[1] = {1};
        MPI_Cart_create(MPI_COMM_WORLD, 1, dims, periods, 1, &c);
        MPI_Comm_rank(c, &k);
        int left, right, coords[1];
        MPI_Cart_shift(c, 0, 1, &left, &right);
        MPI_Cart_coords(c, k, 1, coords);
        int want[2] = {(k + n - 1) % n, (k + 1) % n}, got[2] = {left, right};
        expect("cart shift", k, got, want, 2);
        expect("cart coords", k, coords, &k, 1);
        char *out = malloc((size_t)bytes * 2), *in = malloc((size_t)bytes * 2);
        memset(out, k & 0x7f, (size_t)bytes * 2);
        MPI_Barrier(c);
        t = MPI_Wtime();
        for (int i = 0; i < iters; i++) {
            MPI_Neighbor_alltoall(out, bytes, MPI_CHAR, in, bytes, MPI_CHAR, c);
            if (in[0] != (char)(left & 0x7f) || in[bytes] != (char)(right & 0x7f)) bad = 1;
        }
        t = MPI_Wtime() - t;
        free(out);
        free(in);
    } else {
        /* node j's lists, as the process of world rank j gives them */
        int j = me, nb[3] = {(j + n - 1) % n, (j + 1) % n, j ^ (n / 2)}, w[3] = {1, 1, 100};
        int deg = degree(j, n);
        if (!strncmp(mode, "dist", 4)) {
            int unw = !strcmp(mode, "distu"), general = !strcmp(mode, "distg");
            if (general)
                MPI_Dist_graph_create(MPI_COMM_WORLD, 1, &j, &deg, nb, w, MPI_INFO_NULL, 1, &c);
            else
                MPI_Dist_graph_create_adjacent(MPI_COMM_WORLD, deg, nb, unw ? MPI_UNWEIGHTED : w, deg, nb,
                                               unw ? MPI_UNWEIGHTED : w, MPI_INFO_NULL, 1, &c);
            MPI_Comm_rank(c, &k);
            int indeg, outdeg, weighted, src[3], sw[3] = {0, 0, 0}, dst[3], dw[3] = {0, 0, 0};
            MPI_Dist_graph_neighbors_count(c, &indeg, &outdeg, &weighted);
            int kn[3] = {(k + n - 1) % n, (k + 1) % n, k ^ (n / 2)}, kdeg = degree(k, n);
            int got[3] = {indeg, outdeg, weighted}, want[3] = {kdeg, kdeg, !unw};
            expect("dist counts", k, got, want, 3);
            if (!bad) {
                MPI_Dist_graph_neighbors(c, 3, src, unw ? MPI_UNWEIGHTED : sw, 3, dst, unw ? MPI_UNWEIGHTED : dw);
                if (general) { /* the library's order: as sets (all weights 1 or 100 apart, so sort them too) */
                    qsort(src, (size_t)kdeg, sizeof *src, by_int), qsort(dst, (size_t)kdeg, sizeof *dst, by_int);
                    qsort(kn, (size_t)kdeg, sizeof *kn, by_int);
                }
                expect("dist sources", k, src, kn, kdeg);
                expect("dist destinations", k, dst, kn, kdeg);
                if (!unw && !general) expect("dist weights", k, dw, w, kdeg);
            }
            deg = kdeg;
            memcpy(nb, kn, sizeof nb);
        } else {
            int *index = malloc((size_t)n * sizeof *index), *edges = malloc((size_t)n * 3 * sizeof *edges), e = 0;
            for (int v = 0; v < n; v++) {
                int a[3] = {(v + n - 1) % n, (v + 1) % n, v ^ (n / 2)};
                for (int i = 0; i < degree(v, n); i++) edges[e++] = a[i];
                index[v] = e;
            }
            MPI_Graph_create(MPI_COMM_WORLD, n, index, edges, 1, &c);
            MPI_Comm_rank(c, &k);
            deg = degree(k, n);
            int got[3], cnt;
            MPI_Graph_neighbors_count(c, k, &cnt);
            MPI_Graph_neighbors(c, k, 3, got);
            int kn[3] = {(k + n - 1) % n, (k + 1) % n, k ^ (n / 2)};
            expect("graph count", k, &cnt, &deg, 1);
            expect("graph neighbours", k, got, kn, deg);
            memcpy(nb, kn, sizeof nb);
            free(index);
            free(edges);
        }
        /* the exchange brings each neighbour's new rank */
        int in[3] = {-1, -1, -1}, out[3] = {k, k, k};
        t = MPI_Wtime();
        MPI_Neighbor_alltoall(out, 1, MPI_INT, in, 1, MPI_INT, c);
        t = MPI_Wtime() - t;
        if (!strcmp(mode, "distg")) qsort(in, (size_t)deg, sizeof *in, by_int);
        expect("exchange", k, in, nb, deg);
    }
    char host[64] = "";
    gethostname(host, sizeof host - 1);
    host[strcspn(host, ".")] = 0;
    char *hosts = k == 0 ? malloc((size_t)n * 64) : NULL;
    MPI_Gather(host, 64, MPI_CHAR, hosts, 64, MPI_CHAR, 0, c);
    int any = 0;
    MPI_Allreduce(&bad, &any, 1, MPI_INT, MPI_MAX, c);
    double tmax = 0;
    MPI_Reduce(&t, &tmax, 1, MPI_DOUBLE, MPI_MAX, 0, c);
    if (k == 0) {
        printf("%s %d ranks %.6f s check %s\n", mode, n, tmax, any ? "BAD" : "ok");
        printf("hosts");
        for (int i = 0; i < n; i++) printf(" %s", hosts + 64 * i);
        printf("\n");
    }
    free(hosts);
    MPI_Comm_free(&c);
    MPI_Finalize();
    return any;
}

/* reorder = 1 made real (COMMPROF_TOPO_REORDER=1): MPI_Cart_create,
 * MPI_Graph_create and MPI_Dist_graph_create(_adjacent) place their graph's
 * nodes onto the processes with the mapper, on the machine's levels and
 * costs (COMMPROF_SWITCHES, COMMPROF_COST), where MPICH ignores the flag
 * and Open MPI's treematch sees no weights and no costs.
 *
 * The topology's nodes are roles: node r is played by the process whose
 * rank in the new communicator is r.  Rank 0 learns the graph (Cartesian
 * and graph topologies: every process passes the whole of it; a
 * distributed graph: each process's out-edges, gathered sparsely, O(edges)),
 * writes it as a METIS graph whose vertex order is the processes' order on
 * the machine (so the mapper's baseline, "vertex i on core i", is the
 * order as launched and --min-gain compares with it), runs the mapper on
 * the communicator's hosts, and gives each process its role.  Then the
 * real call runs with reorder = 0 on a communicator split in that order.
 * For a distributed graph each role's adjacency moves from the process
 * that gave it to the one that now plays it (one message each), so that
 * MPI_Dist_graph_neighbors on the new communicator names new ranks, the
 * roles' neighbours (open-mpi/ompi#11756 returned the old ones).
 *
 * Below the gain threshold, or on any failure (said once by rank 0), the
 * call runs as asked with reorder = 0: the identity is always a valid
 * reordering. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mpi_real.gen.h"
#include "reorder_place.h"
#include "settings.h"
#include "topo_reorder.h"

int cp_topo_reorder_wanted(void)
{
    static int wanted = -1;
    if (wanted < 0) {
        cp_settings_load();
        wanted = (int)cp_setting_int(CP_S_TOPO_REORDER);
    }
    return wanted;
}

/* an undirected weighted edge list, merged into METIS's CSR on writing */
typedef struct {
    int u, v;
    long long w;
} edge_t;

static int by_edge(const void *a, const void *b)
{
    const edge_t *x = a, *y = b;
    if (x->u != y->u) return x->u < y->u ? -1 : 1;
    return (x->v > y->v) - (x->v < y->v);
}

/* writes n vertices and the edges (u != v, both directions added here,
 * duplicates summed) as a METIS graph with edge weights; vertex pos[r]
 * holds node r's edges.  0 or -1. */
static int write_metis(const char *path, int n, edge_t *e, long ne, const int *pos)
{
    edge_t *all = malloc((size_t)(2 * ne + 1) * sizeof *all);
    if (!all) return -1;
    long m = 0;
    for (long i = 0; i < ne; i++) {
        if (e[i].u == e[i].v) continue;
        long long w = e[i].w > 0 ? e[i].w : 1;
        all[m++] = (edge_t){pos[e[i].u], pos[e[i].v], w};
        all[m++] = (edge_t){pos[e[i].v], pos[e[i].u], w};
    }
    qsort(all, (size_t)m, sizeof *all, by_edge);
    long k = 0;
    for (long i = 0; i < m; i++) {
        if (k && all[k - 1].u == all[i].u && all[k - 1].v == all[i].v) all[k - 1].w += all[i].w;
        else all[k++] = all[i];
    }
    FILE *f = fopen(path, "w");
    if (!f) {
        free(all);
        return -1;
    }
    fprintf(f, "%d %ld 001\n", n, k / 2);
    long i = 0;
    for (int u = 0; u < n; u++) {
        for (int first = 1; i < k && all[i].u == u; i++, first = 0)
            fprintf(f, "%s%d %lld", first ? "" : " ", all[i].v + 1, all[i].w);
        fputc('\n', f);
    }
    free(all);
    return fclose(f) ? -1 : 0;
}

/* Collective over comm.  Rank 0 holds the graph (edges between nodes
 * 0..size-1); everyone gets *role, and *inv_role (the process that plays
 * this process's node, for moving a distributed graph's adjacency).
 * Returns 1 where the roles moved, 0 for the identity (said by rank 0 when
 * it is a failure or below the threshold). */
static int place_roles(MPI_Comm comm, const char *call, edge_t *e, long ne, int *role, int *inv_role)
{
    int rank, size;
    cp_mpi_Comm_rank(comm, &rank);
    cp_mpi_Comm_size(comm, &size);
    cp_where_t me, *all = NULL;
    cp_where_am_i(&me);
    int *keys = NULL, *pos = NULL, *inv = NULL, status = 0, moved = 0, from_mapper = 1;
    cp_err_t why = {0};
    char tmp[] = "/tmp/commprof-topo.XXXXXX", graph[sizeof tmp + 16];
    double t0 = PMPI_Wtime();
    if (rank == 0) {
        all = malloc((size_t)size * sizeof *all);
        keys = malloc((size_t)size * sizeof *keys);
        pos = malloc((size_t)size * sizeof *pos);
        inv = malloc((size_t)size * sizeof *inv);
        if (!all || !keys || !pos || !inv) status = -1, cp_err_set(&why, CP_ERR_NOMEM, "out of memory");
    }
    cp_mpi_Gather(&me, (int)sizeof me, MPI_BYTE, all, (int)sizeof me, MPI_BYTE, 0, comm);
    if (rank == 0 && !status) {
        status = -1;
        if (cp_place_positions(all, size, pos)) {
            cp_err_set(&why, CP_ERR_NOMEM, "out of memory");
        } else if (!mkdtemp(tmp)) {
            cp_err_set(&why, CP_ERR_IO, "cannot make a directory in /tmp");
        } else {
            snprintf(graph, sizeof graph, "%s/topology.graph", tmp);
            if (write_metis(graph, size, e, ne, pos)) cp_err_set(&why, CP_ERR_IO, "cannot write %s", graph);
            else status = cp_place_plan(graph, "msgs", all, size, keys, &from_mapper, &why);
            unlink(graph);
            rmdir(tmp);
        }
        /* keys[p] is the vertex the placement puts on process p's slot:
         * the node whose vertex it is */
        if (!status) {
            int *node_of = malloc((size_t)size * sizeof *node_of);
            if (!node_of) {
                status = -1;
            } else {
                for (int r = 0; r < size; r++) node_of[pos[r]] = r;
                for (int p = 0; p < size; p++) keys[p] = node_of[keys[p]];
                free(node_of);
            }
        }
        for (int p = 0; !status && p < size; p++) moved += keys[p] != p, inv[keys[p]] = p;
        if (status)
            fprintf(stderr, "commprof: %s with reorder = 1: %s; the ranks stay as they are\n", call, why.msg);
        else if (!moved)
            fprintf(stderr, "commprof: %s with reorder = 1: the mapper keeps the ranks as they are (%.0f ms; model: %s)\n",
                    call, (PMPI_Wtime() - t0) * 1e3, cp_place_model());
        else
            fprintf(stderr, "commprof: %s with reorder = 1: %d of %d ranks moved by the mapper (%.0f ms; model: %s)\n",
                    call, moved, size, (PMPI_Wtime() - t0) * 1e3, cp_place_model());
        if (!moved) status = 1;
    }
    cp_mpi_Bcast(&status, 1, MPI_INT, 0, comm);
    *role = rank, *inv_role = rank;
    if (!status) {
        cp_mpi_Scatter(keys, 1, MPI_INT, role, 1, MPI_INT, 0, comm);
        cp_mpi_Scatter(inv, 1, MPI_INT, inv_role, 1, MPI_INT, 0, comm);
    }
    free(all);
    free(keys);
    free(pos);
    free(inv);
    return status == 0;
}

/* Collective over comm: every process's (source, target, weight) triples
 * (`three` ints) gathered to rank 0, sparsely (counts, then Gatherv), as
 * edges between nodes 0..size-1 (others dropped); NULL elsewhere or when
 * memory runs out (then rank 0 maps an empty graph: the identity). */
static edge_t *gather_edges(MPI_Comm comm, int rank, int size, const int *mine, int three, long *ne)
{
    int *counts = NULL, *displs = NULL, *all = NULL;
    if (rank == 0) {
        counts = malloc((size_t)size * sizeof *counts);
        displs = malloc((size_t)size * sizeof *displs);
    }
    cp_mpi_Gather(&three, 1, MPI_INT, counts, 1, MPI_INT, 0, comm);
    long total = 0;
    if (rank == 0 && counts && displs) {
        for (int p = 0; p < size; p++) displs[p] = (int)total, total += counts[p];
        all = total < 1L << 31 ? malloc((size_t)(total + 1) * sizeof *all) : NULL;
    }
    cp_mpi_Gatherv(mine, three, MPI_INT, all, counts, displs, MPI_INT, 0, comm);
    edge_t *e = NULL;
    *ne = 0;
    if (rank == 0 && all && (e = malloc((size_t)(total / 3 + 1) * sizeof *e)))
        for (long k = 0; k + 2 < total; k += 3)
            if (all[k] >= 0 && all[k] < size && all[k + 1] >= 0 && all[k + 1] < size)
                e[(*ne)++] = (edge_t){all[k], all[k + 1], all[k + 2]};
    free(counts), free(displs), free(all);
    return e;
}

/* the Cartesian grid's edges (each node to its next along every dimension) */
static edge_t *cart_edges(int ndims, const int *dims, const int *periods, int n, long *ne)
{
    edge_t *e = malloc((size_t)n * (size_t)(ndims ? ndims : 1) * sizeof *e);
    if (!e) return NULL;
    long k = 0;
    int *c = calloc((size_t)(ndims ? ndims : 1), sizeof *c);
    if (!c) {
        free(e);
        return NULL;
    }
    for (int r = 0; r < n; r++) {
        /* row-major coordinates, as MPI numbers a Cartesian grid */
        for (int d = ndims - 1, x = r; d >= 0; d--) c[d] = x % dims[d], x /= dims[d];
        for (int d = 0; d < ndims; d++) {
            int next = c[d] + 1;
            if (next == dims[d]) {
                if (!periods[d] || dims[d] < 2) continue;
                next = 0;
            }
            int stride = 1;
            for (int j = d + 1; j < ndims; j++) stride *= dims[j];
            e[k++] = (edge_t){r, r + (next - c[d]) * stride, 1};
        }
    }
    free(c);
    *ne = k;
    return e;
}

/* a communicator of comm's processes in the order of their roles */
static int reordered(MPI_Comm comm, int role, MPI_Comm *out)
{
    return cp_mpi_Comm_split(comm, 0, role, out);
}

int cp_topo_Cart_create(MPI_Comm comm, int ndims, const int dims[], const int periods[], int reorder,
                        MPI_Comm *comm_cart)
{
    int size, n = 1, inter = 0;
    cp_mpi_Comm_test_inter(comm, &inter);
    cp_mpi_Comm_size(comm, &size);
    for (int d = 0; d < ndims; d++) n *= dims[d] > 0 ? dims[d] : 0;
    /* a grid smaller than the communicator leaves processes out: as asked */
    if (inter || n != size || size < 2) return cp_mpi_Cart_create(comm, ndims, dims, periods, reorder, comm_cart);
    int rank, role, inv;
    cp_mpi_Comm_rank(comm, &rank);
    long ne = 0;
    edge_t *e = rank == 0 ? cart_edges(ndims, dims, periods, n, &ne) : NULL;
    MPI_Comm base = MPI_COMM_NULL;
    int moved = place_roles(comm, "MPI_Cart_create", e, ne, &role, &inv);
    free(e);
    if (!moved || reordered(comm, role, &base) != MPI_SUCCESS) return cp_mpi_Cart_create(comm, ndims, dims, periods, 0, comm_cart);
    int rc = cp_mpi_Cart_create(base, ndims, dims, periods, 0, comm_cart);
    PMPI_Comm_free(&base);
    return rc;
}

int cp_topo_Graph_create(MPI_Comm comm, int nnodes, const int index[], const int edges[], int reorder,
                         MPI_Comm *comm_graph)
{
    int size, inter = 0;
    cp_mpi_Comm_test_inter(comm, &inter);
    cp_mpi_Comm_size(comm, &size);
    if (inter || nnodes != size || size < 2) return cp_mpi_Graph_create(comm, nnodes, index, edges, reorder, comm_graph);
    int rank, role, inv;
    cp_mpi_Comm_rank(comm, &rank);
    long ne = nnodes ? index[nnodes - 1] : 0;
    edge_t *e = NULL;
    if (rank == 0 && (e = malloc((size_t)(ne + 1) * sizeof *e)))
        for (int u = 0, k = 0; u < nnodes; u++)
            for (; k < index[u]; k++) e[k] = (edge_t){u, edges[k] >= 0 && edges[k] < size ? edges[k] : u, 1};
    if (rank == 0 && !e) ne = 0;
    MPI_Comm base = MPI_COMM_NULL;
    int moved = place_roles(comm, "MPI_Graph_create", e, ne, &role, &inv);
    free(e);
    if (!moved || reordered(comm, role, &base) != MPI_SUCCESS)
        return cp_mpi_Graph_create(comm, nnodes, index, edges, 0, comm_graph);
    int rc = cp_mpi_Graph_create(base, nnodes, index, edges, 0, comm_graph);
    PMPI_Comm_free(&base);
    return rc;
}

int cp_topo_Dist_graph_create_adjacent(MPI_Comm comm, int indegree, const int sources[], const int sourceweights[],
                                       int outdegree, const int destinations[], const int destweights[],
                                       MPI_Info info, int reorder, MPI_Comm *comm_dist_graph)
{
    int size, rank, inter = 0;
    cp_mpi_Comm_test_inter(comm, &inter);
    cp_mpi_Comm_size(comm, &size);
    cp_mpi_Comm_rank(comm, &rank);
    if (inter || size < 2)
        return cp_mpi_Dist_graph_create_adjacent(comm, indegree, sources, sourceweights, outdegree, destinations,
                                                 destweights, info, reorder, comm_dist_graph);
    int weighted = destweights != MPI_UNWEIGHTED && destweights != MPI_WEIGHTS_EMPTY && outdegree > 0;
    /* this process's out-edges, as (source, target, weight) */
    int *mine = malloc((size_t)(3 * outdegree + 1) * sizeof *mine), three = 0;
    int ok = mine != NULL;
    for (int i = 0; ok && i < outdegree; i++)
        mine[three++] = rank, mine[three++] = destinations[i], mine[three++] = weighted ? destweights[i] : 1;
    long ne = 0;
    edge_t *e = gather_edges(comm, rank, size, mine, three, &ne);
    int role, inv;
    int moved = place_roles(comm, "MPI_Dist_graph_create_adjacent", e, ne, &role, &inv);
    free(e);
    MPI_Comm base = MPI_COMM_NULL;
    if (!moved || !ok || reordered(comm, role, &base) != MPI_SUCCESS) {
        free(mine);
        return cp_mpi_Dist_graph_create_adjacent(comm, indegree, sources, sourceweights, outdegree, destinations,
                                                 destweights, info, 0, comm_dist_graph);
    }
    free(mine);
    /* this process's node (its adjacency, in ranks that are nodes) goes to
     * the process that plays it: rank `rank` of base; this process's role's
     * comes from whoever gave it */
    /* the giver's choice, weighted or not, travels with the adjacency:
     * MPI wants both lists weighted or both MPI_UNWEIGHTED */
    int sw = sourceweights != MPI_UNWEIGHTED, dw = destweights != MPI_UNWEIGHTED;
    int len = 4 + indegree * 2 + outdegree * 2;
    int *msg = malloc((size_t)len * sizeof *msg);
    int rc = MPI_ERR_NO_MEM;
    if (msg) {
        int *m = msg;
        *m++ = indegree, *m++ = outdegree, *m++ = sw, *m++ = dw;
        for (int i = 0; i < indegree; i++) *m++ = sources[i], *m++ = sw && indegree ? sourceweights[i] : 1;
        for (int i = 0; i < outdegree; i++) *m++ = destinations[i], *m++ = weighted ? destweights[i] : 1;
        MPI_Request rq;
        MPI_Status st;
        int got = 0;
        cp_mpi_Isend(msg, len, MPI_INT, rank, 0, base, &rq);
        cp_mpi_Probe(MPI_ANY_SOURCE, 0, base, &st);
        PMPI_Get_count(&st, MPI_INT, &got);
        int *in = malloc((size_t)(got > 4 ? got : 4) * sizeof *in);
        if (in) {
            cp_mpi_Recv(in, got, MPI_INT, st.MPI_SOURCE, 0, base, MPI_STATUS_IGNORE);
            int ind = in[0], outd = in[1];
            int *src = malloc((size_t)(ind + 1) * sizeof *src), *srcw = malloc((size_t)(ind + 1) * sizeof *srcw);
            int *dst = malloc((size_t)(outd + 1) * sizeof *dst), *dstw = malloc((size_t)(outd + 1) * sizeof *dstw);
            if (src && srcw && dst && dstw) {
                for (int i = 0; i < ind; i++) src[i] = in[4 + 2 * i], srcw[i] = in[5 + 2 * i];
                for (int i = 0; i < outd; i++) dst[i] = in[4 + 2 * ind + 2 * i], dstw[i] = in[5 + 2 * ind + 2 * i];
                /* weights as the giver gave them: MPI_UNWEIGHTED stays so */
                rc = cp_mpi_Dist_graph_create_adjacent(base, ind, src, in[2] ? srcw : MPI_UNWEIGHTED, outd, dst,
                                                       in[3] ? dstw : MPI_UNWEIGHTED, info, 0, comm_dist_graph);
            }
            free(src), free(srcw), free(dst), free(dstw);
            free(in);
        } else {
            cp_mpi_Recv(NULL, 0, MPI_INT, MPI_ANY_SOURCE, 0, base, MPI_STATUS_IGNORE);
        }
        cp_mpi_Wait(&rq, MPI_STATUS_IGNORE);
        free(msg);
    }
    PMPI_Comm_free(&base);
    (void)inv;
    return rc;
}

/* The general form: any process may give any node's out-edges.  The graph
 * it builds is over the ranks of the communicator it is given, so on the
 * communicator split in the roles' order the same arguments give node r's
 * edges to whoever plays r: nothing moves but the edge lists rank 0 maps. */
int cp_topo_Dist_graph_create(MPI_Comm comm, int n, const int nodes[], const int degrees[], const int targets[],
                              const int weights[], MPI_Info info, int reorder, MPI_Comm *newcomm)
{
    int size, rank, inter = 0;
    cp_mpi_Comm_test_inter(comm, &inter);
    cp_mpi_Comm_size(comm, &size);
    cp_mpi_Comm_rank(comm, &rank);
    if (inter || size < 2) return cp_mpi_Dist_graph_create(comm, n, nodes, degrees, targets, weights, info, reorder, newcomm);
    int weighted = weights != MPI_UNWEIGHTED && weights != MPI_WEIGHTS_EMPTY;
    long m = 0;
    for (int i = 0; i < n; i++) m += degrees[i] > 0 ? degrees[i] : 0;
    /* (source, target, weight) triples, gathered sparsely */
    int *mine = malloc((size_t)(3 * m + 1) * sizeof *mine), three = 0;
    if (mine && 3 * m < 1L << 30)
        for (int i = 0, k = 0; i < n; i++)
            for (int j = 0; j < degrees[i]; j++, k++)
                mine[three++] = nodes[i], mine[three++] = targets[k], mine[three++] = weighted ? weights[k] : 1;
    long ne = 0;
    edge_t *e = gather_edges(comm, rank, size, mine, three, &ne);
    free(mine);
    int role, inv;
    int moved = place_roles(comm, "MPI_Dist_graph_create", e, ne, &role, &inv);
    free(e);
    MPI_Comm base = MPI_COMM_NULL;
    if (!moved || reordered(comm, role, &base) != MPI_SUCCESS)
        return cp_mpi_Dist_graph_create(comm, n, nodes, degrees, targets, weights, info, 0, newcomm);
    int rc = cp_mpi_Dist_graph_create(base, n, nodes, degrees, targets, weights, info, 0, newcomm);
    PMPI_Comm_free(&base);
    return rc;
}

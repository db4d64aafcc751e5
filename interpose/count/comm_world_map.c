#include "mpi_real.gen.h"
#include "comm_world_map.h"

#include <pthread.h>
#include <stdlib.h>

#include "comm_table.h"

static int keyval = MPI_KEYVAL_INVALID;
static pthread_mutex_t build_lock = PTHREAD_MUTEX_INITIALIZER;
unsigned long cp_comm_generation;
CP_TLS cp_comm_cache_t cp_comm_cache;

MPI_Comm cp_world = MPI_COMM_WORLD;
static cp_rank_map_t *world_info; /* cp_world's group fields; never freed */

void cp_comm_map_unref(cp_rank_map_t *m)
{
    if (m && __atomic_sub_fetch(&m->refs, 1, __ATOMIC_ACQ_REL) == 0) {
        free(m->out_nbrs);
        free(m);
    }
}

uint64_t cp_group_hash(const int *w, int n)
{
    uint64_t h = 1469598103934665603ull;
    for (int i = 0; i < n; i++) {
        uint32_t v = (uint32_t)w[i];
        for (int b = 0; b < 4; b++) {
            h ^= (v >> (8 * b)) & 0xff;
            h *= 1099511628211ull;
        }
    }
    return h;
}

static int delete_fn(MPI_Comm comm, int kv, void *attr, void *extra)
{
    (void)comm, (void)kv, (void)extra;
    __atomic_add_fetch(&cp_comm_generation, 1, __ATOMIC_RELEASE);
    cp_comm_map_unref(attr);
    return MPI_SUCCESS;
}

int cp_comm_map_init(void)
{
    return PMPI_Comm_create_keyval(MPI_COMM_NULL_COPY_FN, delete_fn, &keyval, NULL) ==
                   MPI_SUCCESS
               ? 0
               : -1;
}

/* scratch holds n ints */
static void translate(MPI_Group grp, int n, int *out, int *scratch)
{
    MPI_Group world;
    for (int i = 0; i < n; i++) scratch[i] = i;
    cp_mpi_Comm_group(cp_world, &world);
    PMPI_Group_translate_ranks(grp, n, scratch, world, out);
    PMPI_Group_free(&world);
    for (int i = 0; i < n; i++)
        if (out[i] == MPI_UNDEFINED) out[i] = -1;
}

void cp_group_world_ranks(MPI_Group grp, int n, int *out)
{
    int *scratch = malloc((size_t)(n + 1) * sizeof *scratch);
    if (!scratch) {
        for (int i = 0; i < n; i++) out[i] = -1;
        return;
    }
    translate(grp, n, out, scratch);
    free(scratch);
}

static uint64_t next_serial(void)
{
    static uint64_t serial;
    return __atomic_add_fetch(&serial, 1, __ATOMIC_RELAXED);
}

static cp_rank_map_t *build(MPI_Comm comm)
{
    int inter = 0, n = 0, nl = 0;
    MPI_Group grp, local;
    cp_mpi_Comm_test_inter(comm, &inter);
    cp_mpi_Comm_group(comm, &local);
    PMPI_Group_size(local, &nl);
    if (inter)
        cp_mpi_Comm_remote_group(comm, &grp);
    else
        grp = local;
    PMPI_Group_size(grp, &n);
    size_t words = (size_t)(n > nl ? n : nl) + 1;
    cp_rank_map_t *m = calloc(1, sizeof *m + words * sizeof(int) * 2);
    if (!m) {
        if (inter) PMPI_Group_free(&grp);
        PMPI_Group_free(&local);
        return NULL;
    }
    int *scratch = m->ranks + words;
    translate(grp, n, m->ranks, scratch);
    if (inter) {
        /* the local group's world ranks (intercommunicator collectives run
         * on it) take the scratch half's place */
        int *tmp = malloc(words * sizeof *tmp);
        if (tmp) {
            translate(local, nl, scratch, tmp);
            m->local_ranks = scratch;
            m->group_first = nl ? scratch[0] : -1;
            m->group_hash = cp_group_hash(scratch, nl);
            free(tmp);
        }
        PMPI_Group_free(&grp);
    } else {
        m->group_first = n ? m->ranks[0] : -1;
        m->group_hash = cp_group_hash(m->ranks, n);
    }
    PMPI_Group_free(&local);
    cp_mpi_Comm_rank(comm, &m->my_rank);
    m->inter = inter;
    m->group_size = nl;
    m->size = n;
    m->refs = 1; /* the attribute's reference */
    m->serial = next_serial();
    return m;
}

__attribute__((noinline)) static cp_rank_map_t *lookup_slow(MPI_Comm comm, unsigned long g)
{
    void *attr = NULL;
    int found = 0;
    if (keyval == MPI_KEYVAL_INVALID) return NULL;
    cp_mpi_Comm_get_attr(comm, keyval, &attr, &found);
    if (!found) {
        pthread_mutex_lock(&build_lock);
        cp_mpi_Comm_get_attr(comm, keyval, &attr, &found);
        if (!found) {
            attr = build(comm);
            if (attr) cp_mpi_Comm_set_attr(comm, keyval, attr);
        }
        pthread_mutex_unlock(&build_lock);
        if (!attr) {
            cp_fail("out of memory for a communicator's rank table");
            return NULL;
        }
    }
    cp_comm_cache.comm = comm;
    cp_comm_cache.map = attr;
    cp_comm_cache.gen = g;
    return attr;
}

static inline cp_rank_map_t *lookup(MPI_Comm comm)
{
    cp_rank_map_t *m = cp_comm_cached(comm);
    return __builtin_expect(m != NULL, 1) ? m : lookup_slow(comm, __atomic_load_n(&cp_comm_generation, __ATOMIC_ACQUIRE));
}

cp_rank_map_t *cp_comm_map_ref(MPI_Comm comm)
{
    if (comm == cp_world) return NULL;
    cp_rank_map_t *m = lookup(comm);
    if (m) __atomic_add_fetch(&m->refs, 1, __ATOMIC_ACQ_REL);
    return m;
}

cp_rank_map_t *cp_comm_trace_map(MPI_Comm comm)
{
    if (comm == cp_world || comm == MPI_COMM_NULL) return NULL;
    return lookup(comm);
}

const cp_rank_map_t *cp_comm_info(MPI_Comm comm)
{
    if (comm != cp_world) return lookup(comm);
    cp_rank_map_t *w = __atomic_load_n(&world_info, __ATOMIC_ACQUIRE);
    if (w) return w;
    int n = 0;
    cp_mpi_Comm_size(cp_world, &n);
    w = calloc(1, sizeof *w + (size_t)n * sizeof(int));
    if (!w) return NULL;
    for (int i = 0; i < n; i++) w->ranks[i] = i;
    w->size = w->group_size = n;
    w->group_hash = cp_group_hash(w->ranks, n);
    cp_mpi_Comm_rank(cp_world, &w->my_rank);
    w->refs = 1;
    w->serial = next_serial();
    cp_rank_map_t *none = NULL;
    if (!__atomic_compare_exchange_n(&world_info, &none, w, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
        free(w);
        w = none;
    }
    return w;
}

/* Destinations of a neighborhood collective, as MPI defines them for each
 * topology: Cartesian, per dimension the -1 then the +1 neighbor. */
static int *neighbors(MPI_Comm comm, int *n)
{
    int kind = MPI_UNDEFINED, *out = NULL;
    cp_mpi_Topo_test(comm, &kind);
    *n = -1;
    if (kind == MPI_CART) {
        int nd = 0;
        cp_mpi_Cartdim_get(comm, &nd);
        out = malloc((size_t)(2 * nd + 1) * sizeof *out);
        if (!out) return NULL;
        for (int d = 0; d < nd; d++) cp_mpi_Cart_shift(comm, d, 1, &out[2 * d], &out[2 * d + 1]);
        *n = 2 * nd;
    } else if (kind == MPI_GRAPH) {
        int rank, k = 0;
        cp_mpi_Comm_rank(comm, &rank);
        cp_mpi_Graph_neighbors_count(comm, rank, &k);
        out = malloc((size_t)(k + 1) * sizeof *out);
        if (!out) return NULL;
        cp_mpi_Graph_neighbors(comm, rank, k, out);
        *n = k;
    } else if (kind == MPI_DIST_GRAPH) {
        int in = 0, k = 0, weighted = 0;
        cp_mpi_Dist_graph_neighbors_count(comm, &in, &k, &weighted);
        /* real weight arrays: MPI_UNWEIGHTED is fine too, but compilers
         * see a zero-size object behind it */
        int *src = malloc(2 * (size_t)(in + 1) * sizeof *src);
        int *wout = malloc((size_t)(k + 1) * sizeof *wout);
        out = malloc((size_t)(k + 1) * sizeof *out);
        if (!src || !out || !wout) {
            free(src);
            free(out);
            free(wout);
            return NULL;
        }
        cp_mpi_Dist_graph_neighbors(comm, in, src, src + in + 1, k, out, wout);
        free(src);
        free(wout);
        *n = k;
    }
    return out;
}

const int *cp_comm_out_neighbors(MPI_Comm comm, int *n)
{
    cp_rank_map_t *m = comm == cp_world ? NULL : lookup(comm);
    *n = -1;
    if (!m) return NULL;
    int *o = __atomic_load_n(&m->out_nbrs, __ATOMIC_ACQUIRE);
    if (!o) {
        pthread_mutex_lock(&build_lock);
        if (!(o = m->out_nbrs)) {
            int k;
            if ((o = neighbors(comm, &k)) != NULL) {
                m->n_out = k;
                __atomic_store_n(&m->out_nbrs, o, __ATOMIC_RELEASE);
            }
        }
        pthread_mutex_unlock(&build_lock);
        if (!o) return NULL;
    }
    *n = m->n_out;
    return o;
}

int cp_world_rank(MPI_Comm comm, int rank)
{
    if (comm == cp_world) return rank;
    cp_rank_map_t *m = lookup(comm);
    return m ? cp_map_rank(m, rank) : -1;
}

#include "comm_world_map.h"

#include <pthread.h>
#include <stdlib.h>

#include "comm_table.h"

static int keyval = MPI_KEYVAL_INVALID;
static pthread_mutex_t build_lock = PTHREAD_MUTEX_INITIALIZER;
/* bumped whenever a table is released, so per-thread caches of
 * (communicator handle -> table) never outlive the communicator */
static unsigned long generation;
static CP_TLS MPI_Comm cache_comm;
static CP_TLS cp_rank_map_t *cache_map;
static CP_TLS unsigned long cache_gen;

void cp_comm_map_unref(cp_rank_map_t *m)
{
    if (m && __atomic_sub_fetch(&m->refs, 1, __ATOMIC_ACQ_REL) == 0) free(m);
}

static int delete_fn(MPI_Comm comm, int kv, void *attr, void *extra)
{
    (void)comm, (void)kv, (void)extra;
    __atomic_add_fetch(&generation, 1, __ATOMIC_RELEASE);
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

static cp_rank_map_t *build(MPI_Comm comm)
{
    int inter = 0, n = 0;
    MPI_Group grp, world;
    PMPI_Comm_test_inter(comm, &inter);
    if (inter)
        PMPI_Comm_remote_group(comm, &grp);
    else
        PMPI_Comm_group(comm, &grp);
    PMPI_Group_size(grp, &n);
    cp_rank_map_t *m = malloc(sizeof *m + (size_t)(n > 0 ? n : 1) * sizeof(int) * 2);
    if (!m) {
        PMPI_Group_free(&grp);
        return NULL;
    }
    int *in = m->ranks + n;
    for (int i = 0; i < n; i++) in[i] = i;
    PMPI_Comm_group(MPI_COMM_WORLD, &world);
    PMPI_Group_translate_ranks(grp, n, in, world, m->ranks);
    PMPI_Group_free(&world);
    PMPI_Group_free(&grp);
    for (int i = 0; i < n; i++)
        if (m->ranks[i] == MPI_UNDEFINED) m->ranks[i] = -1;
    m->size = n;
    m->refs = 1; /* the attribute's reference */
    return m;
}

static cp_rank_map_t *lookup(MPI_Comm comm)
{
    unsigned long g = __atomic_load_n(&generation, __ATOMIC_ACQUIRE);
    if (comm == cache_comm && cache_map && g == cache_gen) return cache_map;
    void *attr = NULL;
    int found = 0;
    if (keyval == MPI_KEYVAL_INVALID) return NULL;
    PMPI_Comm_get_attr(comm, keyval, &attr, &found);
    if (!found) {
        pthread_mutex_lock(&build_lock);
        PMPI_Comm_get_attr(comm, keyval, &attr, &found);
        if (!found) {
            attr = build(comm);
            if (attr) PMPI_Comm_set_attr(comm, keyval, attr);
        }
        pthread_mutex_unlock(&build_lock);
        if (!attr) {
            cp_fail("out of memory for a communicator's rank table");
            return NULL;
        }
    }
    cache_comm = comm;
    cache_map = attr;
    cache_gen = g;
    return attr;
}

cp_rank_map_t *cp_comm_map_ref(MPI_Comm comm)
{
    if (comm == MPI_COMM_WORLD) return NULL;
    cp_rank_map_t *m = lookup(comm);
    if (m) __atomic_add_fetch(&m->refs, 1, __ATOMIC_ACQ_REL);
    return m;
}

int cp_world_rank(MPI_Comm comm, int rank)
{
    if (comm == MPI_COMM_WORLD) return rank;
    cp_rank_map_t *m = lookup(comm);
    return m ? cp_map_rank(m, rank) : -1;
}

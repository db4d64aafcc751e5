/* The collectives Open MPI 4.1 runs inside window creation, fences and
 * freeing.
 * They move real messages (monitoring counts them as I lines): NWChem,
 * whose ARMCI makes and frees windows all the time, lost a third of its
 * traffic without them.  Which one-sided component runs a window decides
 * what they are; Open MPI names its windows after it ("rdma window 3",
 * "pt2pt window 3"), osc/sm leaves the name empty.  Each is modeled after
 * its 4.1 source (ompi/mca/osc/<name>/), collective by collective, with
 * the algorithms coll/tuned and coll/libnbc choose (coll_hooks.c); checked
 * against monitoring in t-56.  Other components (ucx, portals4) and
 * MPICH's windows are counted in the logical view, unmodeled. */
#include <limits.h>
#include <mpi.h>
#include <stdlib.h>
#include <string.h>

#include "call_ids.gen.h"
#include "call_stats.h"
#include "coll_choice.h"
#include "coll_hooks.h"
#include "coll_model.h"
#include "comm_world_map.h"
#include "record_format.h"
#include "rma_hooks.h"
#include "state.h"

enum { OSC_UNKNOWN, OSC_RDMA, OSC_SM, OSC_PT2PT };

/* osc/rdma's and osc/sm's bcast of the shared segment's descriptor: its
 * struct opal_shmem_ds_t, whose name field is OPAL_PATH_MAX (PATH_MAX + 1)
 * bytes, whole */
struct shmem_ds_41 {
    int pid;
    unsigned char flags;
    int seg_id;
    size_t seg_size;
    unsigned char *seg_base_addr;
    char seg_name[PATH_MAX + 1];
};
/* osc/rdma's allgather of each local rank's (rank, size) */
struct local_data_41 {
    int rank;
    size_t size;
};

static int rdma_same_size, rdma_same_disp_unit;

void cp_coll_win_init(void)
{
#if defined(OPEN_MPI)
    /* osc/rdma takes them from the window's info first, then from these */
    rdma_same_size = cp_mca_int("osc_rdma_same_size", 0) == 1;
    rdma_same_disp_unit = cp_mca_int("osc_rdma_same_disp_unit", 0) == 1;
#endif
}

static int flavor_of(int call)
{
    switch (call) {
    case CP_CALL_Win_allocate:
#ifdef CP_HAVE_LARGE_COUNT
    case CP_CALL_Win_allocate_c:
#endif
        return MPI_WIN_FLAVOR_ALLOCATE;
    case CP_CALL_Win_allocate_shared:
#ifdef CP_HAVE_LARGE_COUNT
    case CP_CALL_Win_allocate_shared_c:
#endif
        return MPI_WIN_FLAVOR_SHARED;
    case CP_CALL_Win_create_dynamic: return MPI_WIN_FLAVOR_DYNAMIC;
    default: return MPI_WIN_FLAVOR_CREATE;
    }
}

static int which_osc(MPI_Win win, int flavor)
{
#if defined(OPEN_MPI)
    char name[MPI_MAX_OBJECT_NAME] = "";
    int len = 0;
    if (PMPI_Win_get_name(win, name, &len) != MPI_SUCCESS) return OSC_UNKNOWN;
    if (!strncmp(name, "rdma window ", 12)) return OSC_RDMA;
    if (!strncmp(name, "pt2pt window ", 13)) return OSC_PT2PT;
    /* osc/sm runs only shared and allocated windows, and names none */
    if (!name[0] && (flavor == MPI_WIN_FLAVOR_SHARED || flavor == MPI_WIN_FLAVOR_ALLOCATE)) return OSC_SM;
#else
    (void)win, (void)flavor;
#endif
    return OSC_UNKNOWN;
}

static int info_true(MPI_Info info, const char *key, int dflt)
{
    char val[16];
    int flag = 0;
    if (info == MPI_INFO_NULL || PMPI_Info_get(info, key, (int)sizeof val - 1, val, &flag) != MPI_SUCCESS || !flag)
        return dflt;
    return !strcmp(val, "true") || !strcmp(val, "1") || !strcmp(val, "yes");
}

/* the internal communicators' collectives, on the window's group g (world
 * ranks, my rank) or on the part of it on this node (l) */
typedef struct grp {
    const int *world;
    int size, rank;
} grp_t;

static int coll(const grp_t *g, int op, uint64_t count, uint64_t tsize, int nb)
{
    return cp_coll_internal(g->world, g->size, g->rank, op, count, tsize, 0, nb);
}

/* The window's ranks on this node, in the group's order: the
 * communicator MPI_Comm_split_type(MPI_COMM_TYPE_SHARED, key 0) gives. */
static int *on_node(const grp_t *g, grp_t *l)
{
    uint32_t n = 0;
    const uint32_t *node = cp_node_ranks(&n);
    int *w = malloc(((size_t)g->size + 1) * sizeof *w);
    if (!w) return NULL;
    l->size = 0, l->rank = -1;
    for (int i = 0; i < g->size; i++) {
        int here = g->world[i] >= 0 && i == g->rank;
        for (uint32_t k = 0; !here && g->world[i] >= 0 && k < n; k++) here = node[k] == (uint32_t)g->world[i];
        if (!here) continue;
        if (i == g->rank) l->rank = l->size;
        w[l->size++] = g->world[i];
    }
    l->world = w;
    return w;
}

/* ompi_osc_rdma_component_select, for every flavor but shared */
static int rdma_create(const grp_t *g, int flavor, MPI_Info info)
{
    int u = cp_coll_new_cid(g->world, g->size, g->rank, CP_NEW_CID); /* ompi_comm_dup */
    u |= coll(g, CP_COLL_BARRIER, 0, 0, 0);                          /* the "no_locks" info callback */
    int same = info_true(info, "same_size", rdma_same_size) && info_true(info, "same_disp_unit", rdma_same_disp_unit);
    if (flavor != MPI_WIN_FLAVOR_DYNAMIC && !same)
        u |= coll(g, CP_COLL_ALLREDUCE, 4, sizeof(long), 0); /* check_parameters */
    /* create_groups: the node's ranks, then one leader a node */
    u |= cp_coll_new_cid(g->world, g->size, g->rank, CP_NEW_SPLIT_TYPE_SAME);
    u |= cp_coll_new_cid(g->world, g->size, g->rank, CP_NEW_SPLIT);
    grp_t l;
    int *lw = on_node(g, &l);
    if (!lw) return 1;
    if (l.size > 1) {
        u |= coll(&l, CP_COLL_BCAST, 2, sizeof(int), 0);
        /* allocate_state_shared: sizes, four error code agreements, the
         * segment's descriptor */
        u |= coll(&l, CP_COLL_ALLGATHER, sizeof(struct local_data_41), 1, 0);
        u |= coll(&l, CP_COLL_BCAST, sizeof(struct shmem_ds_41), 1, 0);
        for (int i = 0; i < 4; i++) u |= coll(&l, CP_COLL_ALLREDUCE, 1, sizeof(int), 0);
    }
    u |= coll(g, CP_COLL_ALLREDUCE, 1, sizeof(int), 0); /* synchronize_errorcode */
    /* share_data: (node, local rank) of every rank, the leaders' region
     * data (its size is the network's registration handle's, which no
     * MPI call tells: unmodeled), an error code */
    u |= coll(g, CP_COLL_ALLGATHER, 1, 2 * sizeof(int), 0);
    if (l.rank == 0 && l.size < g->size) u = 1;
    u |= coll(g, CP_COLL_ALLREDUCE, 1, sizeof(int), 0);
    free(lw);
    return u;
}

/* osc/sm's component_select: one node, shared and allocated windows */
static int sm_create(const grp_t *g)
{
    int u = cp_coll_new_cid(g->world, g->size, g->rank, CP_NEW_CID);
    if (g->size > 1) {
        u |= coll(g, CP_COLL_ALLGATHER, 1, sizeof(unsigned long), 0);
        u |= coll(g, CP_COLL_BCAST, sizeof(struct shmem_ds_41), 1, 0);
        u |= coll(g, CP_COLL_BARRIER, 0, 0, 0);
    }
    u |= coll(g, CP_COLL_ALLGATHER, 1, sizeof(int), 0); /* displacement units */
    u |= coll(g, CP_COLL_BARRIER, 0, 0, 0);
    return u;
}

void cp_hook_win_create(int call, MPI_Comm comm, MPI_Win win, MPI_Info info)
{
    const cp_rank_map_t *m = cp_comm_info(comm);
    if (!m) return;
    int flavor = flavor_of(call), osc = which_osc(win, flavor);
    cp_win_map_t *wm = cp_win_map(win);
    if (wm) {
        wm->osc = osc;
        /* osc/sm's fences wait on a shared condition variable where rank 0
         * was given "blocking_fence" */
        wm->fence_barrier = osc == OSC_RDMA || (osc == OSC_SM && !info_true(info, "blocking_fence", 0));
    }
    uint32_t alg = CP_ALG_NONE;
    if (!m->inter && m->size > 1 && cp_coll_model_enabled()) {
        grp_t g = {m->ranks, m->size, m->my_rank};
        int u = osc == OSC_RDMA    ? rdma_create(&g, flavor, info)
                : osc == OSC_SM    ? sm_create(&g)
                : osc == OSC_PT2PT ? cp_coll_new_cid(g.world, g.size, g.rank, CP_NEW_CID) |
                                         coll(&g, CP_COLL_BARRIER, 0, 0, 0)
                                   : 1;
        alg = CP_ALG_CID | (u ? CP_ALG_UNMODELED : 0);
    }
    cp_call_count((uint32_t)call, alg, m->group_size, m->group_first, m->group_hash, 0, 0);
}

/* Every component ends a window of more than one rank with a barrier on
 * its communicator (osc/sm: where it made a shared segment, the same) */
void cp_hook_win_free(int call, MPI_Win win)
{
    cp_win_map_t *wm = cp_win_map(win);
    if (!wm) return;
    uint32_t alg = CP_ALG_NONE;
    if (wm->size > 1 && wm->osc != -1 && cp_coll_model_enabled()) {
        int u = wm->osc == OSC_UNKNOWN ||
                cp_coll_internal(wm->ranks, wm->size, wm->my_rank, CP_COLL_BARRIER, 0, 0, 0, 0);
        alg = CP_ALG_CID | (u ? CP_ALG_UNMODELED : 0);
    }
    cp_call_count((uint32_t)call, alg, wm->size, wm->group_first, wm->group_hash, 0, 0);
}

void cp_hook_win_fence(int call, MPI_Win win)
{
    cp_win_map_t *wm = cp_win_map(win);
    if (!wm) return;
    uint32_t alg = CP_ALG_NONE;
    if (wm->size > 1 && wm->osc != -1 && cp_coll_model_enabled()) {
        int u = wm->osc == OSC_UNKNOWN || wm->osc == OSC_PT2PT ||
                (wm->fence_barrier &&
                 cp_coll_internal(wm->ranks, wm->size, wm->my_rank, CP_COLL_BARRIER, 0, 0, 0, 0));
        alg = CP_ALG_CID | (u ? CP_ALG_UNMODELED : 0);
    }
    cp_call_count((uint32_t)call, alg, wm->size, wm->group_first, wm->group_hash, 0, 0);
}

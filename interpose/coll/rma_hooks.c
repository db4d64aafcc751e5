/* One-sided traffic, per target world rank: a window's group is translated
 * once, when the window is created, and kept as a window attribute that MPI
 * frees with the window.  Counted as Open MPI's osc monitoring counts it:
 * data to the target is sent, data brought back is received, and a Get
 * sends one empty request. */
#include <stdlib.h>

#include "call_stats.h"
#include "coll_hooks.h"
#include "comm_table.h"
#include "comm_world_map.h"
#include "outside_traffic.h"
#include "rma_hooks.h"

static int win_keyval = MPI_KEYVAL_INVALID;

static int win_delete(MPI_Win win, int kv, void *attr, void *extra)
{
    (void)win, (void)kv, (void)extra;
    free(attr);
    return MPI_SUCCESS;
}

/* At MPI_Init, before any thread can race to make it. */
void cp_rma_init(void)
{
    if (win_keyval == MPI_KEYVAL_INVALID)
        PMPI_Win_create_keyval(MPI_WIN_NULL_COPY_FN, win_delete, &win_keyval, NULL);
}

cp_win_map_t *cp_win_map(MPI_Win win)
{
    void *attr = NULL;
    int found = 0;
    if (win_keyval == MPI_KEYVAL_INVALID) return NULL;
    PMPI_Win_get_attr(win, win_keyval, &attr, &found);
    if (found) return attr;
    /* first use of a window: the world ranks of its group */
    MPI_Group grp;
    int n = 0;
    if (PMPI_Win_get_group(win, &grp) != MPI_SUCCESS) return NULL;
    PMPI_Group_size(grp, &n);
    cp_win_map_t *m = malloc(sizeof *m + (size_t)(n + 1) * sizeof(int));
    if (!m) {
        PMPI_Group_free(&grp);
        cp_fail("out of memory for a window's rank table");
        return NULL;
    }
    cp_group_world_ranks(grp, n, m->ranks);
    m->my_rank = MPI_UNDEFINED;
    PMPI_Group_rank(grp, &m->my_rank);
    PMPI_Group_free(&grp);
    m->osc = -1;
    m->fence_barrier = 0;
    m->size = n;
    m->group_first = n ? m->ranks[0] : -1;
    m->group_hash = cp_group_hash(m->ranks, n);
    PMPI_Win_set_attr(win, win_keyval, m);
    return m;
}

void cp_hook_rma(int call, MPI_Win win, int target, uint64_t sent, uint64_t back, int reply)
{
    if (target == MPI_PROC_NULL) return;
    cp_win_map_t *m = cp_win_map(win);
    if (!m || target < 0 || target >= m->size) return;
    if (m->ranks[target] < 0) { /* a window over processes of another job */
        cp_outside_send(CP_TRAFFIC_RMA, sent);
        if (reply) cp_outside_recv(CP_TRAFFIC_RMA, back);
        cp_call_count((uint32_t)call, CP_ALG_EXACT, m->size, m->group_first, m->group_hash, sent, back);
        return;
    }
    uint32_t w = (uint32_t)m->ranks[target];
    cp_table_count_kind_send(CP_TRAFFIC_RMA, w, sent);
    if (reply) cp_table_count_kind_recv(CP_TRAFFIC_RMA, w, back);
    cp_call_count((uint32_t)call, CP_ALG_EXACT, m->size, m->group_first, m->group_hash, sent, back);
}

void cp_hook_win_sync(int call, MPI_Win win)
{
    cp_win_map_t *m = cp_win_map(win);
    if (m) cp_call_count((uint32_t)call, CP_ALG_NONE, m->size, m->group_first, m->group_hash, 0, 0);
}


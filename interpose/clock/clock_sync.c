#include "clock_sync.h"
#include "mpi_real.gen.h"
#include "settings.h"

#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "comm_world_map.h"

#define TAG_PING 7301
#define TAG_PONG 7302
#define TAG_RESULT 7303

/* With more ranks than cores (and MPICH's busy polling) the partner of a
 * ping-pong may be waiting for this very core, and the round trips that
 * make the minimum are those where both sides run. */
void cp_recv_yielding(void *buf, int n, MPI_Datatype type, int src, int tag, MPI_Comm comm, MPI_Status *st)
{
    MPI_Request req;
    int done = 0;
    cp_mpi_Irecv(buf, n, type, src, tag, comm, &req);
    for (long i = 0; !done; i++) {
        cp_mpi_Test(&req, &done, st);
        if (!done && i > 2000) sched_yield();
    }
}

int cp_sync_setup(cp_sync_t *s, uint32_t rank, const char **why)
{
    memset(s, 0, sizeof *s);
    s->share = s->leaders = MPI_COMM_NULL;
    s->patience = (int)cp_setting_int(CP_S_SYNC_PATIENCE);
    s->max_exchanges = (int)cp_setting_int(CP_S_SYNC_MAX);
    s->max_drift_ppm = (int)cp_setting_int(CP_S_SYNC_MAX_DRIFT_PPM);
    const char *skew = cp_setting_text(CP_S_TEST_SKEW);
    /* an injected skew gives each rank its own timer: none can share */
    s->group = *skew || cp_setting_int(CP_S_SYNC_GROUP) == 1 ? CP_SYNC_BY_RANK : CP_SYNC_BY_NODE;

    int bad = 0;
    uint64_t kind = cp_clock_choose(&bad);
    MPI_Comm node;
    if (cp_mpi_Comm_split_type(cp_world, MPI_COMM_TYPE_SHARED, (int)rank, MPI_INFO_NULL,
                             &node) != MPI_SUCCESS) {
        *why = "cannot split the world by node";
        return -1;
    }
    int node_rank = 0;
    cp_mpi_Comm_rank(node, &node_rank);
    cp_clock_cal_t cal;
    if (node_rank == 0) cp_clock_calibrate(kind, &cal);
    cp_mpi_Bcast(&cal, 4, MPI_UINT64_T, 0, node);
    if (cp_clock_use(&cal, skew, rank)) {
        PMPI_Comm_free(&node);
        *why = "COMMPROF_TEST_SKEW is not <offset us>,<drift ppm>";
        return -1;
    }
    if (bad) *why = "COMMPROF_TIMER is not tsc (with an invariant TSC) or monotonic_raw";

    if (s->group == CP_SYNC_BY_NODE) {
        s->share = node;
    } else {
        PMPI_Comm_free(&node);
        /* a communicator of one, made from the world: MPI_COMM_SELF does
         * not exist in a sessions program */
        cp_mpi_Comm_split(cp_world, (int)rank, 0, &s->share);
    }
    int share_rank = 0;
    cp_mpi_Comm_rank(s->share, &share_rank);
    /* key = world rank: rank 0 leads its group and is leader 0 */
    cp_mpi_Comm_split(cp_world, share_rank == 0 ? 0 : MPI_UNDEFINED, (int)rank, &s->leaders);
    return 0;
}

/* Client side of one measurement against `server`. */
static void measure(cp_sync_t *s, int server, int64_t *offset, uint64_t *error, int64_t *at,
                    uint32_t *exchanges)
{
    int64_t best_rtt = INT64_MAX, go = 1, stop = 0, t2;
    int since_best = 0, n = 0;
    while (since_best < s->patience && n < s->max_exchanges) {
        int64_t t1 = cp_clock_now();
        cp_mpi_Send(&go, 1, MPI_INT64_T, server, TAG_PING, s->leaders);
        cp_recv_yielding(&t2, 1, MPI_INT64_T, server, TAG_PONG, s->leaders, MPI_STATUS_IGNORE);
        int64_t t3 = cp_clock_now();
        n++;
        if (t3 - t1 < best_rtt) {
            best_rtt = t3 - t1;
            *at = t1 + (t3 - t1) / 2;
            *offset = t2 - *at;
            since_best = 0;
        } else {
            since_best++;
        }
    }
    cp_mpi_Send(&stop, 1, MPI_INT64_T, server, TAG_PING, s->leaders);
    *error = (uint64_t)(best_rtt + 1) / 2;
    *exchanges = (uint32_t)n;
}

/* Server side: answer pings with our time until the client says stop, then
 * send our own offset to rank 0 so the client can chain it.  That offset
 * was measured a while ago (`at`) and our clock may have drifted since: the
 * error bound grows by the largest drift we allow for times that age. */
static void serve(cp_sync_t *s, int client, const int64_t mine[4])
{
    for (;;) {
        int64_t go;
        cp_recv_yielding(&go, 1, MPI_INT64_T, client, TAG_PING, s->leaders, MPI_STATUS_IGNORE);
        if (!go) break;
        int64_t t2 = cp_clock_now();
        cp_mpi_Send(&t2, 1, MPI_INT64_T, client, TAG_PONG, s->leaders);
    }
    int64_t age = mine[3] ? cp_clock_now() - mine[3] : 0;
    int64_t up[3] = {mine[0], mine[1] + (int64_t)((double)age * s->max_drift_ppm * 1e-6) + 1, mine[2]};
    if (!mine[3]) up[1] = 0; /* rank 0 is the reference: no error */
    cp_mpi_Send(up, 3, MPI_INT64_T, client, TAG_RESULT, s->leaders);
}

int cp_sync_run(cp_sync_t *s, cp_sync_point_t *out)
{
    int64_t start = cp_clock_now();
    /* offset, error, hops, local time, exchanges */
    int64_t res[5] = {0, 0, 0, start, 0};
    if (s->leaders != MPI_COMM_NULL) {
        int i = 0, nl = 1;
        cp_mpi_Comm_rank(s->leaders, &i);
        cp_mpi_Comm_size(s->leaders, &nl);
        for (int step = 1; step < nl; step *= 2) {
            if (i >= step && i < 2 * step) {
                int64_t off = 0, at = start, up[3];
                uint64_t err = 0;
                uint32_t ex = 0;
                measure(s, i - step, &off, &err, &at, &ex);
                cp_recv_yielding(up, 3, MPI_INT64_T, i - step, TAG_RESULT, s->leaders, MPI_STATUS_IGNORE);
                res[0] = off + up[0];
                res[1] = (int64_t)err + up[1];
                res[2] = up[2] + 1;
                res[3] = at;
                res[4] = ex;
            } else if (i < step && i + step < nl) {
                /* rank 0's own offset has no age: it is the reference */
                int64_t mine[4] = {res[0], res[1], res[2], i == 0 ? 0 : res[3]};
                serve(s, i + step, mine);
            }
        }
    }
    cp_mpi_Bcast(res, 5, MPI_INT64_T, 0, s->share);
    out->offset_ns = res[0];
    out->error_ns = (uint64_t)res[1];
    out->hops = (uint32_t)res[2];
    out->local_ns = res[3];
    out->exchanges = (uint32_t)res[4];
    out->duration_ns = cp_clock_now() - start;
    return 0;
}

static cp_sync_point_t *sync_pts;
static uint32_t nsync_pts, sync_cap;

const cp_sync_point_t *cp_sync_points(uint32_t *n)
{
    *n = __atomic_load_n(&nsync_pts, __ATOMIC_ACQUIRE);
    return __atomic_load_n(&sync_pts, __ATOMIC_ACQUIRE);
}

int cp_sync_points_add(const cp_sync_point_t *p)
{
    if (nsync_pts == sync_cap) {
        uint32_t cap = sync_cap ? 2 * sync_cap : 4;
        cp_sync_point_t *a = calloc(cap, sizeof *a);
        if (!a) return -1;
        if (nsync_pts) memcpy(a, sync_pts, nsync_pts * sizeof *a);
        /* the old array is kept: a signal-time writer may hold it */
        __atomic_store_n(&sync_pts, a, __ATOMIC_RELEASE);
        sync_cap = cap;
    }
    sync_pts[nsync_pts] = *p;
    __atomic_store_n(&nsync_pts, nsync_pts + 1, __ATOMIC_RELEASE);
    return 0;
}

#include "link_bandwidth.h"
#include "mpi_real.gen.h"

#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "record_format.h"

#define TAG_DATA 7311
#define TAG_ACK 7312
#define TAG_TOKEN 7313
#define REPEATS 3
#define MAX_MEASURED 128

/* One timed send of n bytes to `server` and its empty reply. */
static int64_t timed(char *buf, int n, int server, MPI_Comm comm)
{
    int64_t t1 = cp_clock_now();
    cp_mpi_Send(buf, n, MPI_BYTE, server, TAG_DATA, comm);
    cp_recv_yielding(NULL, 0, MPI_BYTE, server, TAG_ACK, comm, MPI_STATUS_IGNORE);
    return cp_clock_now() - t1;
}

void cp_link_bw_measure(const cp_sync_t *s, uint64_t large, cp_link_bw_t *out)
{
    memset(out, 0, sizeof *out);
    /* sizes as MPI counts: at most 1 GiB, a quarter of it at least 1 */
    if (large > (1u << 30)) large = 1u << 30;
    uint64_t small = large / 4;
    int64_t res[5] = {0};
    int nl = 1, i = 0;
    if (s->leaders != MPI_COMM_NULL) cp_mpi_Comm_size(s->leaders, &nl), cp_mpi_Comm_rank(s->leaders, &i);
    /* every leader agrees whether to measure: a buffer that one cannot
     * allocate makes all of them skip, so that none waits forever */
    char *buf = NULL;
    int ok = small > 0 && nl > 1 && s->group == CP_SYNC_BY_NODE;
    if (ok) ok = (buf = malloc(large)) != NULL;
    if (s->leaders != MPI_COMM_NULL && nl > 1)
        cp_mpi_Allreduce(MPI_IN_PLACE, &ok, 1, MPI_INT, MPI_MIN, s->leaders);
    else
        ok = 0;
    if (ok) {
        memset(buf, 0, large);
        /* One measurement at a time, in leader order (a token passed from
         * leader i - 1 to i): two at once would share a trunk or an uplink
         * and each see a part of it.  Leader i measures against its parent
         * in the synchronization's tree (cp_sync_parent: i - 2^k, 2^k its
         * highest bit), which serves its children i + 2^j, 2^j > 2^k, in
         * increasing order; the first
         * MAX_MEASURED leaders measure, enough pairs for each level's
         * median at a few milliseconds each on a fast network. */
        int last = nl - 1 < MAX_MEASURED ? nl - 1 : MAX_MEASURED;
        if (i >= 1 && i <= last) {
            int parent = cp_sync_parent(i);
            if (i > 1) cp_recv_yielding(NULL, 0, MPI_BYTE, i - 1, TAG_TOKEN, s->leaders, MPI_STATUS_IGNORE);
            int64_t best[2] = {INT64_MAX, INT64_MAX};
            uint64_t size[2] = {small, large};
            timed(buf, (int)small, parent, s->leaders); /* warm: a first rendezvous */
            for (int r = 0; r < REPEATS; r++)
                for (int k = 0; k < 2; k++) {
                    int64_t t = timed(buf, (int)size[k], parent, s->leaders);
                    if (t < best[k]) best[k] = t;
                }
            cp_mpi_Send(NULL, 0, MPI_BYTE, parent, TAG_DATA, s->leaders); /* the series is over */
            if (i < last) cp_mpi_Send(NULL, 0, MPI_BYTE, i + 1, TAG_TOKEN, s->leaders);
            res[1] = (int64_t)small, res[2] = (int64_t)large, res[3] = best[0], res[4] = best[1];
            if (best[1] > best[0]) res[0] = (int64_t)((double)(large - small) * 1e9 / (double)(best[1] - best[0]));
        }
        /* serve each child, in increasing order, until its empty message */
        for (int child = i + (i ? 2 * (i - cp_sync_parent(i)) : 1); child <= last; child = i + 2 * (child - i))
            for (;;) {
                MPI_Status st;
                int n = 0;
                cp_recv_yielding(buf, (int)large, MPI_BYTE, child, TAG_DATA, s->leaders, &st);
                PMPI_Get_count(&st, MPI_BYTE, &n);
                if (!n) break;
                cp_mpi_Send(NULL, 0, MPI_BYTE, child, TAG_ACK, s->leaders);
            }
    }
    free(buf);
    cp_mpi_Bcast(res, 5, MPI_INT64_T, 0, s->share);
    out->bytes_per_s = (uint64_t)res[0];
    out->small = (uint64_t)res[1], out->large = (uint64_t)res[2];
    out->small_ns = res[3], out->large_ns = res[4];
}

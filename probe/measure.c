/* Point-to-point measurements (measure.h). */
#include "measure.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { TAG_DATA = 7301, TAG_CTRL, TAG_ACK };
enum { GO = 1, STOP = 0 };

int cp_probe_window(size_t size, const cp_probe_opts_t *o)
{
    size_t w = size ? o->window_bytes / size : 64;
    return w < 1 ? 1 : w > 64 ? 64 : (int)w;
}

size_t cp_probe_buffer_bytes(size_t max_size, const cp_probe_opts_t *o)
{
    /* a window to send and one to receive (bidirectional), at least 2 x size */
    size_t w = (size_t)cp_probe_window(max_size, o);
    return 2 * (w * max_size > 2 * max_size ? w * max_size : 2 * max_size) + 64;
}

/* MPICH declares MPI_Waitall's statuses with GCC's access attribute, and
 * GCC 12 then takes MPI_STATUSES_IGNORE ((MPI_Status *)1) for an array of
 * size 0 and warns; the call is correct, so the warning is silenced here,
 * once, rather than statuses filled that nobody reads. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpragmas"
#pragma GCC diagnostic ignored "-Wstringop-overflow"
void cp_probe_waitall(int n, MPI_Request *rq)
{
    MPI_Waitall(n, rq, MPI_STATUSES_IGNORE);
}
#pragma GCC diagnostic pop

/* One repetition; the leader's elapsed seconds (the partner's are not used). */
static double once(MPI_Comm c, int peer, int leader, cp_probe_kind_t kind, size_t size, int w, char *buf)
{
    char *sb = buf, *rb = buf + (buf ? (size_t)w * size > size ? (size_t)w * size : size : 0);
    int n = (int)size;
    MPI_Request rq[128];
    double t0 = MPI_Wtime();
    switch (kind) {
    case CP_PROBE_LATENCY:
        if (leader) {
            MPI_Send(sb, n, MPI_BYTE, peer, TAG_DATA, c);
            MPI_Recv(rb, n, MPI_BYTE, peer, TAG_DATA, c, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(rb, n, MPI_BYTE, peer, TAG_DATA, c, MPI_STATUS_IGNORE);
            MPI_Send(sb, n, MPI_BYTE, peer, TAG_DATA, c);
        }
        break;
    case CP_PROBE_BW: /* osu_bw: a window of sends, one acknowledgement */
        if (leader) {
            for (int k = 0; k < w; k++) MPI_Isend(sb + (size_t)k * size, n, MPI_BYTE, peer, TAG_DATA, c, &rq[k]);
            cp_probe_waitall(w, rq);
            MPI_Recv(NULL, 0, MPI_BYTE, peer, TAG_ACK, c, MPI_STATUS_IGNORE);
        } else {
            for (int k = 0; k < w; k++) MPI_Irecv(rb + (size_t)k * size, n, MPI_BYTE, peer, TAG_DATA, c, &rq[k]);
            cp_probe_waitall(w, rq);
            MPI_Send(NULL, 0, MPI_BYTE, peer, TAG_ACK, c);
        }
        break;
    case CP_PROBE_BIBW: /* osu_bibw: both send a window at once */
        for (int k = 0; k < w; k++) MPI_Irecv(rb + (size_t)k * size, n, MPI_BYTE, peer, TAG_DATA, c, &rq[k]);
        for (int k = 0; k < w; k++) MPI_Isend(sb + (size_t)k * size, n, MPI_BYTE, peer, TAG_DATA, c, &rq[w + k]);
        cp_probe_waitall(2 * w, rq);
        if (leader) MPI_Recv(NULL, 0, MPI_BYTE, peer, TAG_ACK, c, MPI_STATUS_IGNORE);
        else MPI_Send(NULL, 0, MPI_BYTE, peer, TAG_ACK, c);
        break;
    case CP_PROBE_EXCHANGE:
        MPI_Sendrecv(sb, n, MPI_BYTE, peer, TAG_DATA, rb, n, MPI_BYTE, peer, TAG_DATA, c, MPI_STATUS_IGNORE);
        break;
    }
    return MPI_Wtime() - t0;
}

void cp_probe_idle_wait(MPI_Request *rq)
{
#ifdef SMPI_H
    /* SimGrid's SMPI (its mpi.h): a waiting rank costs nothing there, and
     * a sleep would advance the simulated clock on every poll */
    MPI_Wait(rq, MPI_STATUS_IGNORE);
#else
    int done = 0;
    for (;;) {
        MPI_Test(rq, &done, MPI_STATUS_IGNORE);
        if (done) break;
        /* 1 ms: every waiting rank wakes 1,000 times a second, not
         * 10,000 (seven of them on two cores made a launch's latencies 9%
         * noisier); one wait adds at most 1 ms between measurements */
        struct timespec t = {0, 1000000};
        nanosleep(&t, NULL);
    }
#endif
}

void cp_probe_wait_until(double t)
{
#ifdef SMPI_H
    /* simulated: MPI_Wtime advances a little on every call, so a spin of
     * 2 ms was 10^5 context switches a rank; the sleep is exact there */
    double left = t - MPI_Wtime();
#else
    /* asleep until the last 300 us, then spun: ranks spinning through the
     * whole margin (12 ms across the testbed's 1 ms trunk), 8 on 2 cores,
     * kept the ranks that pass the start time on from running, and most
     * repetitions started 8 to 37 ms late */
    double left = t - MPI_Wtime() - 300e-6;
#endif
    if (left > 0) {
        struct timespec s = {(time_t)left, (long)((left - (double)(time_t)left) * 1e9)};
        nanosleep(&s, NULL);
    }
    while (MPI_Wtime() < t) {
    }
}

int cp_probe_measure(MPI_Comm c, int peer, int leader, cp_probe_kind_t kind, size_t size, const cp_probe_opts_t *o,
                     char *buf, cp_stats_t *out)
{
    int w = kind == CP_PROBE_BW || kind == CP_PROBE_BIBW ? cp_probe_window(size, o) : 1;
    double *t = leader ? malloc(sizeof(double) * (size_t)(o->max_reps > 0 ? o->max_reps : 1)) : NULL;
    if (leader && !t) return -1;
    int n = 0, go = GO;
    double start = MPI_Wtime();
    for (int rep = 0;; rep++) {
        /* the leader says whether another repetition comes: the partner
         * cannot know when the statistics are good enough */
        if (leader) {
            double spent = MPI_Wtime() - start;
            /* a size is done at the RSE target, or past the cap; a raised
             * minimum (20 round trips for latency) yields past four caps,
             * after 5: 4 MiB over a 20 Mbit/s trunk is 3.4 s a round trip */
            int enough = (n >= o->min_reps && (cp_stats_rse(t, n) <= o->rse || spent > o->cap_s)) ||
                         (n >= 5 && spent > 4 * o->cap_s);
            go = n < o->max_reps && !enough ? GO : STOP;
            MPI_Send(&go, 1, MPI_INT, peer, TAG_CTRL, c);
        } else {
            MPI_Recv(&go, 1, MPI_INT, peer, TAG_CTRL, c, MPI_STATUS_IGNORE);
        }
        if (go == STOP) break;
        double dt = once(c, peer, leader, kind, size, w, buf);
        if (!leader || rep < o->warmup) continue;
        switch (kind) {
        case CP_PROBE_LATENCY: t[n++] = dt / 2; break;
        case CP_PROBE_BW: t[n++] = (double)size * w / dt; break;
        case CP_PROBE_BIBW: t[n++] = 2.0 * (double)size * w / dt; break;
        case CP_PROBE_EXCHANGE: t[n++] = dt; break;
        }
    }
    if (leader) {
        cp_stats_of(t, n, out);
        free(t);
    }
    return 0;
}

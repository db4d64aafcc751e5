/* A trace's size from a profile of the same job (trace_estimate.h): each
 * rank's messages sent and received and its collective and one-sided calls,
 * read one rank at a time (the recording reader's streaming form), times
 * the events each writes (trace_size.h). */
#include <stdlib.h>
#include <string.h>

#include "record_read.h"
#include "trace_estimate.h"
#include "trace_size.h"

/* the count's base: every message end a call and its event, every
 * collective a call and its two events, and MPI_Init's and MPI_Finalize's
 * regions */
static double base_events(uint64_t sends, uint64_t recvs, uint64_t calls)
{
    const double per_end = CP_TRACE_EVENTS_PER_CALL + CP_TRACE_EVENTS_PER_MESSAGE_END;
    const double per_coll = CP_TRACE_EVENTS_PER_CALL + CP_TRACE_EVENTS_PER_COLLECTIVE;
    return per_end * (double)(sends + recvs) + per_coll * (double)calls + 2.0 * CP_TRACE_EVENTS_PER_CALL;
}

int cp_trace_estimate(const char *dir, cp_trace_estimate_t *e, cp_err_t *err)
{
    memset(e, 0, sizeof *e);
    cp_recording_t *rec = cp_recording_open_job(dir, err);
    if (!rec) return -1;
    uint32_t n = rec->world_size;
    /* per rank: sent, received as counted, received as its senders counted, calls */
    uint64_t *sent = calloc((size_t)n + 1, sizeof *sent), *got = calloc((size_t)n + 1, sizeof *got);
    uint64_t *got_from = calloc((size_t)n + 1, sizeof *got_from), *calls = calloc((size_t)n + 1, sizeof *calls);
    int rc = -1;
    if (!sent || !got || !got_from || !calls) {
        cp_err_set(err, CP_ERR_NOMEM, "%s: out of memory for %u ranks", dir, n);
        goto out;
    }
    for (uint32_t r = 0; r < n; r++) {
        cp_rank_t rk;
        if (cp_recording_read_rank(rec, r, &rk, err)) goto out;
        if (rk.flags & CP_RANK_NO_RECVS) e->recv_from_senders = 1;
        for (size_t k = 0; k < rk.npeers; k++) {
            const cp_peer_t *p = &rk.peers[k];
            if (p->kind != CP_TRAFFIC_P2P || p->phase != 0) continue; /* phase 0: the whole run */
            sent[r] += p->sent_msgs, got[r] += p->recv_msgs;
            if (p->peer < n) got_from[p->peer] += p->sent_msgs;
        }
        for (size_t k = 0; k < rk.ncalls; k++)
            if (rk.calls[k].phase == 0) calls[r] += rk.calls[k].calls;
        cp_rank_clear(&rk);
    }
    e->ranks = n;
    for (uint32_t r = 0; r < n; r++) {
        /* a send-side-only profile (COMMPROF_RECV=0) counted no receives:
         * each rank receives what the others sent it */
        uint64_t recvs = e->recv_from_senders ? got_from[r] : got[r];
        double ev = CP_TRACE_ESTIMATE_FACTOR * base_events(sent[r], recvs, calls[r]);
        e->sends += sent[r], e->recvs += recvs, e->calls += calls[r], e->events += ev;
        if (ev > e->top_events) e->top_events = ev, e->top_rank = r;
    }
    if (rec->end_ns > rec->start_ns && rec->start_ns > 0) e->duration_s = 1e-9 * (double)(rec->end_ns - rec->start_ns);
    rc = 0;
out:
    free(sent), free(got), free(got_from), free(calls);
    cp_recording_free(rec);
    return rc;
}

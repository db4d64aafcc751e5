/* A commprof recording as a matrix: each rank's sent side (its own rows),
 * read one rank at a time (a few ahead, rank_stream.c) so memory stays at
 * the matrix itself. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "comm_matrix.h"
#include "rank_stream.h"
#include "record_read.h"

static int fail(cp_matrix_err_t *err, int code, const char *msg)
{
    err->code = code;
    snprintf(err->msg, sizeof err->msg, "%s", msg);
    return -1;
}

/* What the rank's clock records say: error bounds, drift, the end of the
 * job on rank 0's time axis. */
static void clock_summary(cp_matrix_t *m, const cp_rank_t *rk, int64_t zero)
{
    if (!rk->has_clock || !rk->nsyncs) return;
    m->has_clock = 1;
    for (uint32_t i = 0; i < rk->nsyncs; i++)
        if (rk->syncs[i].error_ns > m->max_sync_error_ns) m->max_sync_error_ns = rk->syncs[i].error_ns;
    int64_t o = rk->syncs[0].offset_ns < 0 ? -rk->syncs[0].offset_ns : rk->syncs[0].offset_ns;
    if (o > m->max_offset_ns) m->max_offset_ns = o;
    if (rk->nsyncs > 1) {
        const cp_sync_t *a = &rk->syncs[0], *b = &rk->syncs[rk->nsyncs - 1];
        if (b->local_ns > a->local_ns) {
            double d = 1e6 * (double)(b->offset_ns - a->offset_ns) / (double)(b->local_ns - a->local_ns);
            if (d < 0) d = -d;
            if (d > m->max_drift_ppm) m->max_drift_ppm = d;
        }
    }
    double end = (double)(cp_rank_global_ns(rk, rk->end_local_ns) - zero) * 1e-9;
    if (end > m->duration_s) m->duration_s = end;
}

static int by_dst(const void *a, const void *b)
{
    const cp_cell_t *x = a, *y = b;
    return x->dst < y->dst ? -1 : x->dst > y->dst;
}

int cp_matrix_from_recording(const char *dir, const cp_matrix_opts_t *o, cp_matrix_t *m,
                             cp_matrix_err_t *err)
{
    cp_error_t e;
    cp_recording_t *rec = cp_recording_open_job(dir, &e);
    if (!rec) return fail(err, e.code, e.msg);
    int rc = -1, phase_seen = 0, origin_set = 0;
    cp_rank_stream_t *stream = NULL;
    cp_cell_t *row = NULL, *late = NULL;
    size_t rowcap = 0, nlate = 0, latecap = 0;
    int64_t zero = 0, origin = 0;
    uint64_t wfirst = 0, wlast = UINT64_MAX;
    if (cp_matrix_init(m, rec->world_size) ||
        !(m->host = calloc(rec->world_size ? rec->world_size : 1, sizeof *m->host))) {
        fail(err, CP_ERR_NOMEM, "out of memory");
        goto out;
    }
    if (!(stream = cp_rank_stream_open(rec))) {
        fail(err, CP_ERR_NOMEM, "out of memory");
        goto out;
    }
    for (uint32_t r = 0; r < rec->world_size; r++) {
        const cp_rank_t *rk; /* the stream's, until the next rank */
        if (cp_rank_stream_next(stream, &rk, &e)) {
            if (!o->allow_partial || e.code == CP_ERR_NOMEM) {
                fail(err, e.code, e.msg);
                goto out;
            }
            /* doubling: a recording may miss most of a million ranks */
            uint32_t *t = m->nmissing & (m->nmissing - 1) ? m->missing
                          : realloc(m->missing, (m->nmissing ? 2 * (size_t)m->nmissing : 1) * sizeof *t);
            if (!t) {
                fail(err, CP_ERR_NOMEM, "out of memory");
                goto out;
            }
            m->missing = t;
            m->missing[m->nmissing++] = r;
            continue;
        }
        m->host[r] = rk->host ? strdup(rk->host) : NULL;
        if (r == 0 || (!zero && rk->has_clock)) zero = rk->has_clock ? rk->start_local_ns : 0;
        clock_summary(m, rk, zero);
        if (rk->window_ns) {
            if (!origin_set) {
                origin_set = 1;
                origin = rk->window_origin_ns;
                m->window_ns = rk->window_ns;
                if (o->has_time) {
                    /* windows overlapping [from, to) */
                    double w = (double)m->window_ns * 1e-9;
                    double f = o->t_from / w, t = o->t_to / w;
                    wfirst = f <= 0 ? 0 : (uint64_t)f;
                    wlast = t >= 4e9 ? UINT32_MAX : t <= 0 ? 0 : (uint64_t)ceil(t) - 1;
                }
            } else if (rk->window_ns != m->window_ns || rk->window_origin_ns != origin) {
                snprintf(err->msg, sizeof err->msg,
                         "%s: rank %u's time windows differ from the other ranks' (length %lld ns, "
                         "origin %lld); the recording mixes runs?", dir, r, (long long)rk->window_ns,
                         (long long)rk->window_origin_ns);
                err->code = CP_ERR_FORMAT;
                goto out;
            }
        } else if (o->has_time) {
            snprintf(err->msg, sizeof err->msg,
                     "%s: rank %u was recorded without time windows: --time needs a run with "
                     "COMMPROF_WINDOW=<seconds>", dir, r);
            err->code = CP_ERR_FORMAT;
            goto out;
        }
        for (size_t k = 0; k < rk->nwpeers; k++) {
            const cp_window_peer_t *w = &rk->wpeers[k];
            if (cp_matrix_add_window(m, w->window, w->sent_msgs, w->sent_bytes) ||
                (o->has_time && w->window >= wfirst && w->window <= wlast &&
                 cp_matrix_add(m, r, w->peer, w->sent_msgs, w->sent_bytes))) {
                fail(err, CP_ERR_NOMEM, "out of memory");
                goto out;
            }
        }
        int want = 0; /* phase id in this rank's numbering (ranks may differ) */
        if (o->phase) {
            want = cp_rank_phase_id(rk, o->phase);
            phase_seen |= want >= 0;
        }
        /* the rank's row: one run per traffic kind, merged by receiver so
         * the matrix grows in order (no sort of all pairs at the end) */
        size_t nrow = 0;
        for (size_t k = 0; !o->has_time && want >= 0 && k < rk->npeers; k++) {
            const cp_peer_t *p = &rk->peers[k];
            if (p->phase != (uint32_t)want || !(o->kinds & (1 << p->kind))) continue;
            /* one-sided replies travel from the target back to the origin,
             * and collectives' messages modeled by their receivers come
             * from the peer: another rank's row, added after all rows */
            if (p->kind != CP_TRAFFIC_P2P && p->recv_msgs) {
                if (nlate == latecap) {
                    latecap = latecap ? 2 * latecap : 256;
                    cp_cell_t *t = realloc(late, latecap * sizeof *t);
                    if (!t) goto oom_rank;
                    late = t;
                }
                late[nlate++] = (cp_cell_t){p->peer, r, p->recv_msgs, p->recv_bytes};
            }
            if (!p->sent_msgs) continue;
            if (nrow == rowcap) {
                rowcap = rowcap ? 2 * rowcap : 64;
                cp_cell_t *t = realloc(row, rowcap * sizeof *t);
                if (!t) goto oom_rank;
                row = t;
            }
            row[nrow++] = (cp_cell_t){r, p->peer, p->sent_msgs, p->sent_bytes};
            for (uint32_t b = 0; b < p->nbins; b++)
                m->hist[rk->bins[p->bin_first + b].bin] += rk->bins[p->bin_first + b].count;
        }
        for (size_t k = 1; k < nrow; k++)
            if (row[k - 1].dst > row[k].dst) {
                qsort(row, nrow, sizeof *row, by_dst);
                break;
            }
        for (size_t k = 0; k < nrow; k++)
            if (cp_matrix_add(m, r, row[k].dst, row[k].msgs, row[k].bytes)) goto oom_rank;
        /* after 1,024 ranks, room for all at their average and a quarter
         * more: a low guess means growth as before, a high one (a master
         * among the first ranks) untouched address space, and one too high
         * to reserve nothing at all */
        if (r + 1 == 1024 && rec->world_size > 4096)
            (void)cp_matrix_reserve(m, (int64_t)((double)m->nnz / 1024 * rec->world_size * 1.25) + 1024);
        continue;
    oom_rank:
        fail(err, CP_ERR_NOMEM, "out of memory");
        goto out;
    }
    for (size_t k = 0; k < nlate; k++)
        if (cp_matrix_add(m, late[k].src, late[k].dst, late[k].msgs, late[k].bytes)) {
            fail(err, CP_ERR_NOMEM, "out of memory");
            goto out;
        }
    if (o->phase && !phase_seen) {
        snprintf(err->msg, sizeof err->msg, "%s: no rank recorded a phase named '%s'", dir, o->phase);
        err->code = CP_ERR_FORMAT;
        goto out;
    }
    m->has_hist = !o->has_time; /* windows keep no size histogram */
    if (o->has_time) {
        m->win_first = (uint32_t)wfirst;
        m->win_last = wlast >= m->nwindows ? (m->nwindows ? m->nwindows - 1 : 0) : (uint32_t)wlast;
    }
    if (cp_matrix_finish(m)) {
        fail(err, CP_ERR_NOMEM, "out of memory");
        goto out;
    }
    if (o->has_time)
        snprintf(m->source, sizeof m->source,
                 "commprof recording %.300s (sends from %.6f s to %.6f s: windows %u-%u of %.6f s)", dir,
                 m->win_first * (double)m->window_ns * 1e-9,
                 (m->win_last + 1.0) * (double)m->window_ns * 1e-9, m->win_first, m->win_last,
                 (double)m->window_ns * 1e-9);
    else
        snprintf(m->source, sizeof m->source, "commprof recording %.300s%s%.100s%s, %s%s%s%s%s", dir,
                 o->phase ? " (phase " : "", o->phase ? o->phase : "", o->phase ? ")" : "",
                 o->kinds & CP_KIND_P2P ? "p2p" : "", o->kinds & CP_KIND_P2P && o->kinds > CP_KIND_P2P ? " " : "",
                 o->kinds & CP_KIND_COLL ? "coll" : "", o->kinds & CP_KIND_COLL && o->kinds & CP_KIND_RMA ? " " : "",
                 o->kinds & CP_KIND_RMA ? "rma" : "");
    rc = 0;
out:
    cp_rank_stream_close(stream);
    free(row);
    free(late);
    if (rc) cp_matrix_free(m);
    cp_recording_free(rec);
    return rc;
}

/* A commprof recording as a matrix: each rank's sent side (its own rows),
 * read one rank file at a time so memory stays at the matrix itself. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "comm_matrix.h"
#include "record_read.h"

static int fail(cp_matrix_err_t *err, int code, const char *msg)
{
    err->code = code;
    snprintf(err->msg, sizeof err->msg, "%s", msg);
    return -1;
}

int cp_matrix_from_recording(const char *dir, const cp_matrix_opts_t *o, cp_matrix_t *m,
                             cp_matrix_err_t *err)
{
    cp_error_t e;
    cp_recording_t *rec = cp_recording_open_job(dir, &e);
    if (!rec) return fail(err, e.code, e.msg);
    int rc = -1, phase_seen = 0;
    if (cp_matrix_init(m, rec->world_size) ||
        !(m->host = calloc(rec->world_size ? rec->world_size : 1, sizeof *m->host))) {
        fail(err, CP_ERR_NOMEM, "out of memory");
        goto out;
    }
    for (uint32_t r = 0; r < rec->world_size; r++) {
        cp_rank_t rk;
        memset(&rk, 0, sizeof rk);
        if (cp_recording_read_rank(rec, r, &rk, &e)) {
            if (!o->allow_partial || e.code == CP_ERR_NOMEM) {
                fail(err, e.code, e.msg);
                goto out;
            }
            uint32_t *t = realloc(m->missing, (m->nmissing + 1) * sizeof *t);
            if (!t) {
                fail(err, CP_ERR_NOMEM, "out of memory");
                goto out;
            }
            m->missing = t;
            m->missing[m->nmissing++] = r;
            continue;
        }
        m->host[r] = rk.host ? strdup(rk.host) : NULL;
        int want = 0; /* phase id in this rank's numbering (ranks may differ) */
        if (o->phase) {
            want = cp_rank_phase_id(&rk, o->phase);
            phase_seen |= want >= 0;
        }
        for (size_t k = 0; want >= 0 && k < rk.npeers; k++) {
            const cp_peer_t *p = &rk.peers[k];
            if (p->phase != (uint32_t)want || !p->sent_msgs) continue;
            if (cp_matrix_add(m, r, p->peer, p->sent_msgs, p->sent_bytes)) {
                cp_rank_clear(&rk);
                fail(err, CP_ERR_NOMEM, "out of memory");
                goto out;
            }
            for (uint32_t b = 0; b < p->nbins; b++)
                m->hist[rk.bins[p->bin_first + b].bin] += rk.bins[p->bin_first + b].count;
        }
        cp_rank_clear(&rk);
    }
    if (o->phase && !phase_seen) {
        snprintf(err->msg, sizeof err->msg, "%s: no rank recorded a phase named '%s'", dir, o->phase);
        err->code = CP_ERR_FORMAT;
        goto out;
    }
    m->has_hist = 1;
    if (cp_matrix_finish(m)) {
        fail(err, CP_ERR_NOMEM, "out of memory");
        goto out;
    }
    snprintf(m->source, sizeof m->source, "commprof recording %.300s%s%.100s%s", dir,
             o->phase ? " (phase " : "", o->phase ? o->phase : "", o->phase ? ")" : "");
    rc = 0;
out:
    if (rc) cp_matrix_free(m);
    cp_recording_free(rec);
    return rc;
}

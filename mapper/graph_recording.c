/* A commprof recording as a graph: weight = alpha*msgs + beta*bytes of both
 * directions of each pair (what one rank sent to the other, summed). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "record_read.h"

int cp_graph_from_recording(const char *dir, double alpha, double beta, cp_graph_t *g, cp_graph_err_t *err)
{
    cp_error_t e;
    memset(g, 0, sizeof *g);
    cp_recording_t *rec = cp_recording_open(dir, 0, &e);
    if (!rec) {
        snprintf(err->msg, sizeof err->msg, "%.500s", e.msg);
        return -1;
    }
    int64_t na = 0, cap = 1024;
    int *u = malloc((size_t)cap * sizeof *u), *v = malloc((size_t)cap * sizeof *v);
    int64_t *w = malloc((size_t)cap * sizeof *w);
    for (uint32_t r = 0; r < rec->world_size; r++) {
        const cp_rank_t *rk = &rec->ranks[r];
        for (size_t k = 0; k < rk->npeers; k++) {
            const cp_peer_t *p = &rk->peers[k];
            if (p->phase != 0 || !p->sent_msgs || p->peer == r) continue;
            if (na == cap) {
                cap *= 2;
                u = realloc(u, (size_t)cap * sizeof *u);
                v = realloc(v, (size_t)cap * sizeof *v);
                w = realloc(w, (size_t)cap * sizeof *w);
            }
            double x = alpha * (double)p->sent_msgs + beta * (double)p->sent_bytes;
            u[na] = (int)r, v[na] = (int)p->peer, w[na++] = x < 1 ? 1 : (int64_t)llround(x);
        }
    }
    int rc = cp_graph_from_arcs((int)rec->world_size, na, u, v, w, g);
    if (rc) snprintf(err->msg, sizeof err->msg, "%s: out of memory", dir);
    free(u), free(v), free(w);
    cp_recording_free(rec);
    return rc;
}

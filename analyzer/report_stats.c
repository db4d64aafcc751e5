#include <stdlib.h>
#include <string.h>

#include "report.h"

void cp_summary_free(cp_summary_t *s)
{
    free(s->rank);
    free(s->node_of);
    free(s->node_name);
    memset(s, 0, sizeof *s);
}

/* Node index per rank from host names, by hashing (ranks can be 10^6). */
static int group_hosts(const cp_matrix_t *m, cp_summary_t *s)
{
    size_t cap = 64;
    while (cap < 2 * (size_t)m->n) cap *= 2;
    uint32_t *slot = malloc(cap * sizeof *slot); /* node index + 1 */
    s->node_of = malloc((m->n ? m->n : 1) * sizeof *s->node_of);
    s->node_name = malloc((m->n ? m->n : 1) * sizeof *s->node_name);
    if (!slot || !s->node_of || !s->node_name) {
        free(slot);
        return -1;
    }
    memset(slot, 0, cap * sizeof *slot);
    for (uint32_t r = 0; r < m->n; r++) {
        const char *h = m->host[r] ? m->host[r] : "(unknown)";
        uint64_t x = 1469598103934665603ull;
        for (const char *c = h; *c; c++) x = (x ^ (unsigned char)*c) * 1099511628211ull;
        size_t i = x & (cap - 1);
        while (slot[i] && strcmp(s->node_name[slot[i] - 1], h)) i = (i + 1) & (cap - 1);
        if (!slot[i]) {
            s->node_name[s->nnodes] = (char *)h;
            slot[i] = ++s->nnodes;
        }
        s->node_of[r] = slot[i] - 1;
    }
    free(slot);
    return 0;
}

int cp_summary_compute(const cp_matrix_t *m, cp_summary_t *s)
{
    memset(s, 0, sizeof *s);
    s->n = m->n;
    s->pairs = m->nnz;
    s->rank = calloc(m->n ? m->n : 1, sizeof *s->rank);
    if (!s->rank) return -1;
    int64_t offdiag = 0;
    for (int64_t i = 0; i < m->nnz; i++) {
        const cp_cell_t *c = &m->cell[i];
        s->msgs += c->msgs;
        s->bytes += c->bytes;
        s->rank[c->src].sent_msgs += c->msgs;
        s->rank[c->src].sent_bytes += c->bytes;
        s->rank[c->dst].recv_msgs += c->msgs;
        s->rank[c->dst].recv_bytes += c->bytes;
        if (c->src == c->dst) {
            s->self_msgs += c->msgs;
            s->self_bytes += c->bytes;
        } else {
            s->rank[c->src].out_degree++;
            offdiag++;
        }
    }
    s->offdiag = offdiag;
    s->density = m->n > 1 ? (double)offdiag / ((double)m->n * (m->n - 1)) : 0;
    uint64_t maxs = 0, maxr = 0;
    for (uint32_t r = 0; r < m->n; r++) {
        if (s->rank[r].out_degree > s->max_degree) s->max_degree = s->rank[r].out_degree;
        if (s->rank[r].sent_bytes > maxs) maxs = s->rank[r].sent_bytes, s->max_sender = r;
        if (s->rank[r].recv_bytes > maxr) maxr = s->rank[r].recv_bytes, s->max_receiver = r;
    }
    double mean = m->n ? (double)s->bytes / m->n : 0;
    s->sent_imbalance = mean > 0 ? maxs / mean : 0;
    s->recv_imbalance = mean > 0 ? maxr / mean : 0;
    s->has_hosts = m->host != NULL;
    if (s->has_hosts) {
        if (group_hosts(m, s)) return -1;
        for (int64_t i = 0; i < m->nnz; i++) {
            const cp_cell_t *c = &m->cell[i];
            if (s->node_of[c->src] == s->node_of[c->dst])
                s->intra_msgs += c->msgs, s->intra_bytes += c->bytes;
            else
                s->inter_msgs += c->msgs, s->inter_bytes += c->bytes;
        }
    }
    return 0;
}

/* Selection of the k largest by a bounded min-heap over cell indexes. */
static int heavier(const cp_cell_t *a, const cp_cell_t *b)
{
    if (a->bytes != b->bytes) return a->bytes > b->bytes;
    if (a->msgs != b->msgs) return a->msgs > b->msgs;
    return a < b; /* earlier (src, dst) first among equals */
}

int64_t cp_top_pairs(const cp_matrix_t *m, int64_t k, int64_t *idx)
{
    int64_t h = 0;
    for (int64_t i = 0; i < m->nnz; i++) {
        if (h < k) {
            int64_t j = h++;
            idx[j] = i;
            while (j && heavier(&m->cell[idx[(j - 1) / 2]], &m->cell[idx[j]])) {
                int64_t p = (j - 1) / 2, t = idx[p];
                idx[p] = idx[j], idx[j] = t, j = p;
            }
        } else if (h && heavier(&m->cell[i], &m->cell[idx[0]])) {
            idx[0] = i;
            for (int64_t j = 0;;) {
                int64_t l = 2 * j + 1, r = l + 1, s = j;
                if (l < h && heavier(&m->cell[idx[s]], &m->cell[idx[l]])) s = l;
                if (r < h && heavier(&m->cell[idx[s]], &m->cell[idx[r]])) s = r;
                if (s == j) break;
                int64_t t = idx[s];
                idx[s] = idx[j], idx[j] = t, j = s;
            }
        }
    }
    /* heap -> heaviest first */
    for (int64_t a = 1; a < h; a++)
        for (int64_t b = a; b > 0 && heavier(&m->cell[idx[b]], &m->cell[idx[b - 1]]); b--) {
            int64_t t = idx[b];
            idx[b] = idx[b - 1], idx[b - 1] = t;
        }
    return h;
}

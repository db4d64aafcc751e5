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

/* Rank r's package and NUMA node on its node (-1 not known): where the
 * cores it was bound to (one run of hwloc's logical cores, which number a
 * node's cores package by package) lie in one of them; a node of one
 * package is one package whatever the binding. */
static void rank_place(const cp_matrix_t *m, uint32_t r, int64_t *pkg, int64_t *numa)
{
    uint32_t np = m->packages[r], pc = m->package_cores[r], g = m->numa_cores ? m->numa_cores[r] : 0;
    uint32_t lo = m->core_first ? m->core_first[r] : 0, hi = m->core_span ? m->core_span[r] : 0;
    int bound = lo && hi >= lo; /* cores lo-1 .. hi-1 */
    *pkg = np == 1 ? 0 : -1;
    *numa = -1;
    if (np > 1 && pc && bound && (lo - 1) / pc == (hi - 1) / pc) *pkg = (lo - 1) / pc;
    if (g && bound && (lo - 1) / g == (hi - 1) / g && *pkg >= 0) *numa = (lo - 1) / g;
}

/* Within-node traffic by the level its pair shares inside the node. */
static int package_locality(const cp_matrix_t *m, cp_summary_t *s)
{
    if (!m->packages || !m->package_cores) return 0;
    for (uint32_t r = 0; r < m->n; r++) {
        if (m->packages[r] > 1) s->has_packages = 1;
        if (m->numa_cores && m->numa_cores[r]) s->has_packages = s->has_numa = 1;
    }
    if (!s->has_packages) return 0;
    int64_t *pkg = malloc((m->n ? m->n : 1) * sizeof *pkg), *numa = malloc((m->n ? m->n : 1) * sizeof *numa);
    if (!pkg || !numa) {
        free(pkg), free(numa);
        return -1;
    }
    for (uint32_t r = 0; r < m->n; r++) rank_place(m, r, &pkg[r], &numa[r]);
    for (uint32_t r = 0; r < m->n; r++)
        for (int64_t k = m->rowptr[r]; k < m->rowptr[r + 1]; k++) {
            uint32_t d = m->dst[k];
            if (s->node_of[r] != s->node_of[d]) continue;
            uint64_t *msgs, *bytes;
            if (pkg[r] < 0 || pkg[d] < 0) msgs = &s->unknown_msgs, bytes = &s->unknown_bytes;
            else if (pkg[r] != pkg[d]) msgs = &s->across_msgs, bytes = &s->across_bytes;
            else if (numa[r] >= 0 && numa[r] == numa[d]) msgs = &s->numa_msgs, bytes = &s->numa_bytes;
            else msgs = &s->package_msgs, bytes = &s->package_bytes;
            *msgs += m->msgs[k], *bytes += m->bytes[k];
        }
    free(pkg), free(numa);
    return 0;
}

void cp_summary_totals(const cp_matrix_t *m, cp_summary_t *s)
{
    memset(s, 0, sizeof *s);
    s->n = m->n;
    s->pairs = m->nnz;
    for (int64_t k = 0; k < m->nnz; k++) s->bytes += m->bytes[k];
    s->msgs = m->msgs_total;
}

int cp_summary_compute(const cp_matrix_t *m, cp_summary_t *s)
{
    memset(s, 0, sizeof *s);
    s->n = m->n;
    s->pairs = m->nnz;
    s->rank = calloc(m->n ? m->n : 1, sizeof *s->rank);
    if (!s->rank) return -1;
    int64_t offdiag = 0;
    for (uint32_t r = 0; r < m->n; r++) {
        cp_rank_load_t *l = &s->rank[r];
        for (int64_t k = m->rowptr[r]; k < m->rowptr[r + 1]; k++) {
            uint32_t d = m->dst[k];
            l->sent_msgs += m->msgs[k];
            l->sent_bytes += m->bytes[k];
            s->rank[d].recv_msgs += m->msgs[k];
            s->rank[d].recv_bytes += m->bytes[k];
            if (d == r) {
                s->self_msgs += m->msgs[k];
                s->self_bytes += m->bytes[k];
            } else {
                l->out_degree++;
                offdiag++;
            }
        }
        s->msgs += l->sent_msgs;
        s->bytes += l->sent_bytes;
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
        for (uint32_t r = 0; r < m->n; r++)
            for (int64_t k = m->rowptr[r]; k < m->rowptr[r + 1]; k++) {
                if (s->node_of[r] == s->node_of[m->dst[k]])
                    s->intra_msgs += m->msgs[k], s->intra_bytes += m->bytes[k];
                else
                    s->inter_msgs += m->msgs[k], s->inter_bytes += m->bytes[k];
            }
        if (package_locality(m, s)) return -1;
    }
    return 0;
}

/* Selection of the k largest by a bounded min-heap over pair indexes. */
static int heavier(const cp_matrix_t *m, int64_t a, int64_t b)
{
    if (m->bytes[a] != m->bytes[b]) return m->bytes[a] > m->bytes[b];
    if (m->msgs[a] != m->msgs[b]) return m->msgs[a] > m->msgs[b];
    return a < b; /* earlier (src, dst) first among equals */
}

int64_t cp_top_pairs(const cp_matrix_t *m, int64_t k, cp_cell_t *top)
{
    int64_t h = 0, *idx = malloc((size_t)(k > 0 ? k : 1) * sizeof *idx);
    if (!idx) return 0;
    for (int64_t i = 0; i < m->nnz; i++) {
        if (h < k) {
            int64_t j = h++;
            idx[j] = i;
            while (j && heavier(m, idx[(j - 1) / 2], idx[j])) {
                int64_t p = (j - 1) / 2, t = idx[p];
                idx[p] = idx[j], idx[j] = t, j = p;
            }
        } else if (h && heavier(m, i, idx[0])) {
            idx[0] = i;
            for (int64_t j = 0;;) {
                int64_t l = 2 * j + 1, r = l + 1, s = j;
                if (l < h && heavier(m, idx[s], idx[l])) s = l;
                if (r < h && heavier(m, idx[s], idx[r])) s = r;
                if (s == j) break;
                int64_t t = idx[s];
                idx[s] = idx[j], idx[j] = t, j = s;
            }
        }
    }
    /* heap -> heaviest first */
    for (int64_t a = 1; a < h; a++)
        for (int64_t b = a; b > 0 && heavier(m, idx[b], idx[b - 1]); b--) {
            int64_t t = idx[b];
            idx[b] = idx[b - 1], idx[b - 1] = t;
        }
    for (int64_t i = 0; i < h; i++) top[i] = cp_matrix_cell(m, idx[i]);
    free(idx);
    return h;
}

/* The network's latency per level from a recording's clock synchronization
 * (sync_latency.h).
 *
 * At MPI_Init the library synchronizes one clock per node: the nodes'
 * leaders (each node's lowest world rank, in world-rank order) form a
 * binomial tree, leader i measuring against leader i - 2^k (2^k its highest
 * bit) until the least round trip stops improving, and adding its parent's
 * error bound to half that least round trip (interpose/clock/clock_sync.c).
 * So a leader's own bound less its parent's is half the least round trip
 * between the two nodes: a one-way latency, measured by the job itself on
 * the network it ran on.  Their median per level (the closest level the two
 * nodes share) is that level's latency.
 *
 * At MPI_Finalize (format 1.9) the same pairs of leaders time a send of two
 * sizes, one pair at a time (interpose/clock/link_bandwidth.c): the slope is
 * the bandwidth between the two nodes, and its median per level that
 * level's bandwidth.  A level without a measured pair takes the level's
 * inside it; each level's is at most the one inside it. */
#include "sync_latency.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "map.h"
#include "record_format.h"
#include "units.h"

/* defaults where the recording measured nothing: inside a node (its
 * clock is shared) and the bandwidths of recordings before 1.9, the
 * README's example machine */
#define SOCKET_LAT_S 0.3e-6
#define SOCKET_BW 20e9
#define NODE_LAT_S 0.6e-6
#define NODE_BW 10e9
#define NETWORK_LAT_S 2e-6
#define NETWORK_BW 3e9

/* a level's pairs this many times apart in latency are not one level */
#define SPREAD_LEVELS 4

/* "56.5us", "1.15ms" */
static void latency_string(double s, char *out, size_t len)
{
    if (s < 1e-3) snprintf(out, len, "%.3gus", s * 1e6);
    else snprintf(out, len, "%.3gms", s * 1e3);
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* the median of the k values of v at level d (sample_depth), sorted in
 * place in tmp; -1: none */
static double level_median(const double *v, const int *sample_depth, int ns, int d, double *tmp, int *count)
{
    int k = 0;
    for (int s = 0; s < ns; s++)
        if (sample_depth[s] == d && v[s] > 0) tmp[k++] = v[s];
    if (count) *count = k;
    if (!k) return -1;
    qsort(tmp, (size_t)k, sizeof *tmp, by_value);
    return k % 2 ? tmp[k / 2] : (tmp[k / 2 - 1] + tmp[k / 2]) / 2;
}

/* m's model from ns samples of one-way latency and of bandwidth (0: none;
 * sample_depth: the level each was measured at): per level above the nodes
 * their medians (none: the level inside it, or the default), inside the
 * nodes the defaults; said as cp_sync_latency says.  0, or 1 out of
 * memory. */
static int fill(cp_machine_t *m, const double *samples, const double *bw_samples, const int *sample_depth, int ns,
                char *said, size_t len)
{
    double lat[CP_MACHINE_MAX_DEPTH], bw[CP_MACHINE_MAX_DEPTH];
    int cnt[CP_MACHINE_MAX_DEPTH] = {0}, bw_cnt[CP_MACHINE_MAX_DEPTH] = {0};
    /* on the heap: a job of a million nodes has as many samples */
    double *tmp = malloc(sizeof(double) * (ns ? (size_t)ns : 1));
    if (!tmp) return 1;
    /* innermost first, each level at least as slow as the one inside it */
    for (int d = m->depth - 1; d >= 0; d--) {
        if (d >= m->host_depth) {
            lat[d] = d == m->host_depth ? NODE_LAT_S : SOCKET_LAT_S;
            bw[d] = d == m->host_depth ? NODE_BW : SOCKET_BW;
            continue;
        }
        double v = ns ? level_median(samples, sample_depth, ns, d, tmp, &cnt[d]) : -1;
        lat[d] = v > 0 ? v : d + 1 < m->host_depth ? lat[d + 1] : NETWORK_LAT_S;
        v = ns && bw_samples ? level_median(bw_samples, sample_depth, ns, d, tmp, &bw_cnt[d]) : -1;
        bw[d] = v > 0 ? v : d + 1 < m->host_depth ? bw[d + 1] : NETWORK_BW;
        if (d + 1 < m->host_depth && bw[d] > bw[d + 1]) bw[d] = bw[d + 1];
        if (d + 1 < m->depth && lat[d] < lat[d + 1]) lat[d] = lat[d + 1];
    }
    free(tmp);
    free(m->alpha_ps), free(m->beta_ps);
    m->alpha_ps = calloc((size_t)m->depth, sizeof *m->alpha_ps);
    m->beta_ps = calloc((size_t)m->depth, sizeof *m->beta_ps);
    if (!m->alpha_ps || !m->beta_ps) {
        free(m->alpha_ps), free(m->beta_ps);
        m->alpha_ps = m->beta_ps = NULL;
        return 1;
    }
    size_t o = 0;
    for (int d = m->host_depth - 1; d >= 0; d--) {
        if (!cp_machine_level_used(m, d)) continue;
        char v[32], b[48] = "";
        latency_string(lat[d], v, sizeof v);
        int pairs = cnt[d] > bw_cnt[d] ? cnt[d] : bw_cnt[d];
        /* pairs of one level far apart in latency: levels the machine was
         * not given (a hostfile with no topology.conf); said, for the user
         * to give them (the least round trip of a pair on one switch
         * varies by tens of percent, not by 4 times) */
        double lo = 0, hi = 0;
        for (int k = 0; k < ns; k++)
            if (sample_depth[k] == d && samples[k] > 0) {
                if (lo == 0 || samples[k] < lo) lo = samples[k];
                if (samples[k] > hi) hi = samples[k];
            }
        char spread[96] = "";
        if (lo > 0 && hi > SPREAD_LEVELS * lo) {
            char a[32], z[32];
            latency_string(lo, a, sizeof a), latency_string(hi, z, sizeof z);
            snprintf(spread, sizeof spread, ", %s to %s: more than one level", a, z);
        }
        if (bw_cnt[d]) { /* the units' own format, written close as the latency is: "11.9MB/s" */
            char r[24], *sp;
            cp_size_format(bw[d], r, sizeof r);
            if ((sp = strchr(r, ' '))) memmove(sp, sp + 1, strlen(sp));
            snprintf(b, sizeof b, " %s/s", r);
        }
        if (o < len)
            o += (size_t)snprintf(said + o, len - o, "%s%s %s%s (%d pair%s of nodes%s)", o ? ", " : "", m->level_name[d], v,
                                  b, pairs, pairs == 1 ? "" : "s", spread);
    }
    for (int d = 0; d < m->depth; d++) m->alpha_ps[d] = lat[d] * 1e12, m->beta_ps[d] = 1e12 / bw[d];
    return 0;
}

int cp_sync_latency(cp_machine_t *m, char *const *host, const uint64_t *err_ns, const uint64_t *bw, uint32_t n,
                    uint32_t group, char *said, size_t len)
{
    said[0] = 0;
    if (group != 1 || !host || !err_ns || !m->hosts || m->depth > CP_MACHINE_MAX_DEPTH || n < 2) return 1;
    /* the leaders, in world-rank order: each host's first rank */
    int *leader_t = malloc(sizeof(int) * n);
    uint64_t *leader_err = malloc(sizeof(uint64_t) * n), *leader_bw = malloc(sizeof(uint64_t) * n);
    double *samples = malloc(sizeof(double) * n), *bw_samples = malloc(sizeof(double) * n);
    int *sample_depth = malloc(sizeof(int) * n);
    char *led = calloc((size_t)m->ntnodes + 1, 1); /* the host's leader found */
    int *core_of = malloc(sizeof(int) * n);
    int nl = 0, ns = 0, nlat = 0, rc = 1;
    cp_err_t err;
    if (!leader_t || !leader_err || !leader_bw || !samples || !bw_samples || !sample_depth || !led || !core_of) goto out;
    /* each rank's host as the machine names it (host_placement.c: names
     * alike up to a domain); a rank on a host the machine lacks: no model */
    if (cp_hosts_placement(m, host, n, 1, core_of, &err)) goto out;
    for (uint32_t r = 0; r < n; r++) {
        if (err_ns[r] == UINT64_MAX) goto out; /* a rank without a clock: no model */
        int t = m->anc[m->host_depth * m->ncores + core_of[r]];
        if (!led[t]) led[t] = 1, leader_t[nl] = t, leader_bw[nl] = bw ? bw[r] : 0, leader_err[nl++] = err_ns[r];
    }
    if (nl < 2) goto out;
    for (int i = 1; i < nl; i++) {
        int p = cp_sync_parent(i);
        /* a latency only where the leader measured its own (its bound
         * beyond its parent's) */
        samples[ns] = leader_err[i] > leader_err[p] ? 1e-9 * (double)(leader_err[i] - leader_err[p]) : 0;
        bw_samples[ns] = (double)leader_bw[i];
        nlat += samples[ns] > 0;
        sample_depth[ns++] = cp_core_lca(m, m->tnodes[leader_t[i]].first_core, m->tnodes[leader_t[p]].first_core);
    }
    if (!nlat) goto out;
    rc = fill(m, samples, bw_samples, sample_depth, ns, said, len);
out:
    free(leader_t), free(leader_err), free(leader_bw), free(samples), free(bw_samples), free(sample_depth), free(led), free(core_of);
    return rc;
}

int cp_one_node_latency(cp_machine_t *m, char *said, size_t len)
{
    said[0] = 0;
    int hosts = 0;
    for (int t = 0; t < m->ntnodes; t++) hosts += m->tnodes[t].depth == m->host_depth;
    if (hosts != 1 || m->depth > CP_MACHINE_MAX_DEPTH) return 1;
    return fill(m, NULL, NULL, NULL, 0, said, len);
}

const char *cp_sync_latency_source(const uint64_t *bw, uint32_t n, int *with_bw)
{
    int any = 0;
    for (uint32_t r = 0; bw && r < n && !any; r++) any = bw[r] > 0;
    *with_bw = any;
    return any ? "latency and bandwidth per level as the recording measured them at MPI_Init and MPI_Finalize"
               : "latency per level as the recording's clock synchronization measured it";
}

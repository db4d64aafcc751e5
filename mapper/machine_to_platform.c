/* The mapper's machine as a SimGrid platform (formats/platform.h), so that
 * a user's own cluster (hostfile, topology.conf, the probe's cost file)
 * can be simulated: the hosts with their cores, a group of hosts per
 * switch, each level's latency and bandwidth from the cost model, and
 * inside a host one loopback (SMPI has one: the node level's costs where
 * nodes have several sockets, else the socket level's). */
#include <stdlib.h>
#include <string.h>

#include "machine.h"
#include "platform.h"

char *cp_platform_factors(const struct cp_size_factor *f, int n)
{
    if (!n) return strdup("0:1");
    size_t cap = (size_t)n * 48 + 1, k = 0;
    char *s = malloc(cap);
    if (!s) return NULL;
    s[0] = 0;
    for (int i = 0; i < n; i++) k += (size_t)snprintf(s + k, cap - k, "%s%.10g:%.10g", i ? ";" : "", f[i].from, f[i].value);
    return s;
}

int cp_machine_to_platform(const cp_machine_t *m, double speed, cp_platform_t *p, cp_err_t *err)
{
    memset(p, 0, sizeof *p);
    if (!m->alpha_ps) return cp_machine_fail(err, "a platform needs latencies and bandwidths: give --cost (or --latency and --bandwidth)");
    if (!m->hosts) return cp_machine_fail(err, "a platform needs the hosts' names: give --hostfile (a --hierarchy names none)");
    int H = m->host_depth, first = -1, n = 0;
    for (int t = 0; t < m->ntnodes; t++)
        if (m->tnodes[t].depth == H) {
            if (first < 0) first = t;
            n++;
        }
    p->nhosts = n;
    p->nlevels = H > 0 ? H : 1;
    p->host = calloc((size_t)n, sizeof *p->host);
    p->cores = calloc((size_t)n, sizeof *p->cores);
    p->level = calloc((size_t)p->nlevels, sizeof *p->level);
    p->group = calloc((size_t)p->nlevels * (size_t)n, sizeof *p->group);
    if (!p->host || !p->cores || !p->level || !p->group) {
        cp_platform_free(p);
        return cp_machine_fail(err, "out of memory");
    }
    for (int i = 0; i < n; i++) {
        const cp_tnode_t *t = &m->tnodes[first + i];
        p->cores[i] = t->ncores;
        if (!(p->host[i] = strdup(m->hosts[first + i] ? m->hosts[first + i] : "?"))) {
            cp_platform_free(p);
            return cp_machine_fail(err, "out of memory");
        }
        /* level k: the machine's depth H - 1 - k (the root, depth 0, is the top) */
        for (int k = 0; k < p->nlevels; k++) {
            int d = H - 1 - k;
            p->group[k * n + i] = d >= 0 ? m->anc[d * m->ncores + t->first_core] : 0;
        }
    }
    /* groups numbered from 0 at each level, in host order */
    for (int k = 0; k < p->nlevels; k++)
        for (int i = 0, last = -1, g = -1; i < n; i++) {
            int v = p->group[k * n + i];
            if (v != last) g++, last = v;
            p->group[k * n + i] = g;
        }
    for (int k = 0; k < p->nlevels; k++) {
        int d = H - 1 - k < 0 ? 0 : H - 1 - k;
        cp_platform_level_t *lv = &p->level[k];
        snprintf(lv->name, sizeof lv->name, "%s", k == p->nlevels - 1 ? "top" : k == 0 ? "switch" : "switch");
        if (k && k < p->nlevels - 1) snprintf(lv->name, sizeof lv->name, "switch%d", k + 1);
        lv->latency_s = m->alpha_ps[d] * 1e-12;
        lv->bandwidth_Bps = m->beta_ps[d] > 0 ? 1e12 / m->beta_ps[d] : 1e15;
        /* a group's uplinks (the cost file's 'uplink'), the first host's group's */
        int t = m->anc[(H - 1 - k >= 0 ? H - 1 - k : 0) * m->ncores + m->tnodes[first].first_core];
        if (m->up_cap && H - 1 - k >= 1 && m->up_cap[t] > 0) lv->up_links = 1, lv->up_Bps = m->up_cap[t];
        /* a backbone inside each group (a flat cluster's), the first's */
        if (m->inner_cap && H - 1 - k >= 0 && m->inner_cap[t] > 0) lv->inner_Bps = m->inner_cap[t];
        /* groups of this level that share one link with their siblings */
        for (int u = 0; m->up_one && H - 1 - k >= 1 && u < m->ntnodes && !lv->up_one_link; u++)
            lv->up_one_link = m->up_one[u] && m->tnodes[u].depth == H - 1 - k;
    }
    if (m->up_cap && m->up_cap[first] > 0) p->host_links = 1, p->host_Bps = m->up_cap[first];
    int inside = H + 1 < m->depth && !cp_machine_level_used(m, H) ? H + 1 : H;
    if (inside < m->depth) {
        p->loop_lat = m->alpha_ps[inside] * 1e-12;
        p->loop_Bps = m->beta_ps[inside] > 0 ? 1e12 / m->beta_ps[inside] : 1e15;
    }
    p->speed = speed;
    /* the factors SMPI is to apply, written out so that smpirun,
     * commprof-predict and the mapper read the file alike: a platform's
     * own (SimGrid's defaults where it gave none, as smpirun applies
     * them), else 1: a hostfile's levels carry figures measured or given,
     * end to end, which need no correction */
    p->lat_factor = cp_platform_factors(m->lat_factor, m->nlat_factor);
    p->bw_factor = cp_platform_factors(m->bw_factor, m->nbw_factor);
    if (!p->lat_factor || !p->bw_factor) {
        cp_platform_free(p);
        return cp_machine_fail(err, "out of memory");
    }
    snprintf(p->kind, sizeof p->kind, "%d hosts, %d level%s", n, p->nlevels, p->nlevels == 1 ? "" : "s");
    return 0;
}

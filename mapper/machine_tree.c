/* The construction of a machine's tree (machine_tree.h), shared by every
 * backend: from fan-outs (a --hierarchy), or from nodes with their sockets,
 * NUMA groups and the switches above them (the hostfile, hwloc and platform
 * backends). */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "machine_tree.h"

/* Parses "a:b:c" into positive integers; returns the count or -1. */
int cp_machine_parse_list(const char *s, int64_t *out, int max)
{
    int n = 0;
    const char *p = s;
    while (*p) {
        char *end;
        errno = 0;
        long long v = strtoll(p, &end, 10);
        if (end == p || errno || v <= 0 || n == max) return -1;
        out[n++] = v;
        if (*end == ':' ) p = end + 1;
        else if (*end == 0) p = end;
        else return -1;
        if (*end == ':' && !*p) return -1;
    }
    return n;
}

/* Builds the tree from per-depth fan-outs of every tnode: fan[t] for tnode t
 * in breadth-first order, leaves (cores) have fan 0. */
int cp_machine_tree(cp_machine_t *m, int depth, const int *fan, int ntnodes)
{
    if (depth > CP_MACHINE_MAX_DEPTH) return -1;
    m->depth = depth;
    m->ntnodes = ntnodes;
    m->tnodes = calloc((size_t)ntnodes, sizeof *m->tnodes);
    if (!m->tnodes) return -1;
    int next = 1;
    for (int t = 0; t < ntnodes; t++) {
        m->tnodes[t].nchild = fan[t];
        m->tnodes[t].first_child = next;
        for (int c = 0; c < fan[t]; c++) m->tnodes[next + c].depth = m->tnodes[t].depth + 1;
        next += fan[t];
    }
    /* cores: the leaves, depth-first order = order of leaves in BFS when all
     * leaves sit at one depth (they do) */
    int ncores = 0;
    for (int t = 0; t < ntnodes; t++)
        if (m->tnodes[t].nchild == 0) {
            if (m->tnodes[t].depth != depth) return -1;
            m->tnodes[t].first_core = ncores++;
            m->tnodes[t].ncores = 1;
        }
    for (int t = ntnodes - 1; t >= 0; t--) {
        cp_tnode_t *n = &m->tnodes[t];
        if (!n->nchild) continue;
        n->first_core = m->tnodes[n->first_child].first_core;
        n->ncores = 0;
        for (int c = 0; c < n->nchild; c++) n->ncores += m->tnodes[n->first_child + c].ncores;
    }
    m->ncores = ncores;
    m->anc = malloc((size_t)(depth + 1) * (size_t)ncores * sizeof *m->anc);
    if (!m->anc) return -1;
    for (int t = 0; t < ntnodes; t++) {
        cp_tnode_t *n = &m->tnodes[t];
        for (int c = n->first_core; c < n->first_core + n->ncores; c++) m->anc[n->depth * ncores + c] = t;
    }
    m->core_socket = calloc((size_t)ncores, sizeof(int));
    m->core_in_socket = calloc((size_t)ncores, sizeof(int));
    return m->core_socket && m->core_in_socket ? 0 : -1;
}

/* socket and core numbers on each host, for rankfiles */
void cp_machine_number_sockets(cp_machine_t *m, int host_depth)
{
    m->host_depth = host_depth;
    for (int c = 0; c < m->ncores; c++) {
        int host = m->anc[host_depth * m->ncores + c];
        int sock = host_depth + 1 < m->depth ? m->anc[(host_depth + 1) * m->ncores + c] : host;
        /* socket index = position of `sock` among the host's children */
        m->core_socket[c] = host_depth + 1 < m->depth ? sock - m->tnodes[host].first_child : 0;
        m->core_in_socket[c] = c - m->tnodes[sock].first_core;
    }
}

/* Host order for the tree: by switch path (stable: file order within a
 * switch), so every subtree owns a contiguous range of cores. */
static int by_path(const void *a, const void *b, void *arg)
{
    const cp_switches_t *sw = arg;
    int x = *(const int *)a, y = *(const int *)b, H = sw->height;
    for (int k = 0; k < H; k++) {
        int px = sw->path[(size_t)x * H + k], py = sw->path[(size_t)y * H + k];
        if (px != py) return px < py ? -1 : 1;
    }
    return x < y ? -1 : x > y;
}

/* Distances innermost first, count = depth; NULL: 1:10:100:... */
static int level_dists(const char *dists, int depth, int groups, int64_t *out, cp_err_t *err)
{
    if (!dists) {
        int64_t v = 1;
        for (int d = 0; d < depth; d++, v *= 10) out[d] = v;
        return 0;
    }
    if (cp_machine_parse_list(dists, out, CP_MACHINE_MAX_DEPTH) != depth)
        return cp_machine_fail(err, "bad distances '%s': need %d whole numbers > 0, innermost first (%ssame socket : same node%s)",
                     dists, depth, groups ? "same NUMA node (L3 cache) : " : "",
                     depth > 3 + groups ? " : same switch ... : across the top" : " : between nodes");
    return 0;
}

/* Where the hosts go in the tree: the levels above them, the hosts in
 * switch order, and how many tnodes each kind makes. */
typedef struct shape {
    const cp_switches_t *sw;
    int H;                  /* levels of switches */
    int T;                  /* levels above the hosts: the root, then the switches below the top one */
    int G;                  /* a level of groups (NUMA nodes) inside the sockets */
    int skip;               /* the top switch is the root (one top switch) */
    int depth;
    int *ord;               /* the hosts in tree order */
    int64_t *soff, *goff;   /* each host's first socket; each socket's first group */
    int64_t nsockets, ngroups, ncores, above; /* above: tnodes above the hosts */
} shape_t;

/* which tnode of level j (0 = the root) holds host i */
static int key(const shape_t *s, int i, int j)
{
    return j == 0 ? 0 : s->sw->path[(size_t)i * s->H + j - 1 + s->skip];
}

/* whether the i-th host in tree order starts a tnode of level j */
static int starts(const shape_t *s, int i, int j)
{
    for (int k = 1; i > 0 && k <= j; k++)
        if (key(s, s->ord[i], k) != key(s, s->ord[i - 1], k)) return 1;
    return i == 0;
}

/* the hosts in tree order, their sockets and groups counted */
static int shape_hosts(shape_t *s, const cp_hostlist_t *h, const int *nsock, const int *sock_cores,
                       const int *sock_groups, const int *group_cores, cp_err_t *err)
{
    s->ord = malloc(((size_t)h->n + 1) * sizeof *s->ord);
    s->soff = malloc(((size_t)h->n + 1) * sizeof *s->soff);
    if (!s->ord || !s->soff) return cp_machine_fail(err, "out of memory");
    for (int i = 0; i < h->n; i++) s->ord[i] = i, s->soff[i] = s->nsockets, s->nsockets += nsock[i];
    if (s->G && !(s->goff = malloc(((size_t)s->nsockets + 1) * sizeof *s->goff)))
        return cp_machine_fail(err, "out of memory");
    for (int64_t k = 0; k < s->nsockets; k++) {
        if (s->G) s->goff[k] = s->ngroups, s->ngroups += sock_groups[k];
        else s->ncores += sock_cores[k];
    }
    for (int64_t q = 0; q < s->ngroups; q++) s->ncores += group_cores[q];
    if (s->ncores > CP_MACHINE_MAX_CORES)
        return cp_machine_fail(err, "machine has %lld cores, more than the %d a machine may have", (long long)s->ncores,
                               CP_MACHINE_MAX_CORES);
    if (s->sw) qsort_r(s->ord, (size_t)h->n, sizeof *s->ord, by_path, (void *)s->sw);
    for (int j = 0; j < s->T; j++)
        for (int i = 0; i < h->n; i++) s->above += starts(s, i, j);
    return 0;
}

/* every tnode's children, breadth first (cp_machine_tree's fan), and the
 * switch each tnode above the hosts is (-1: the root joining the top
 * switches), to name it in reports */
static void fan_out(const shape_t *s, const cp_hostlist_t *h, const int *nsock, const int *sock_cores,
                    const int *sock_groups, const int *group_cores, int *fan, int *swof)
{
    int64_t t = 0;
    for (int j = 0; j < s->T; j++)
        for (int i = 0; i < h->n; i++) {
            int fresh = starts(s, i, j);
            if (fresh) t++;
            if (fresh && swof)
                swof[t - 1] = j > 0 ? key(s, s->ord[i], j) : s->skip ? s->sw->path[(size_t)s->ord[i] * s->H] : -1;
            /* the children: tnodes of the next level, or at the last one the hosts */
            if (j + 1 == s->T || starts(s, i, j + 1)) fan[t - 1]++;
        }
    for (int i = 0; i < h->n; i++) fan[t++] = nsock[s->ord[i]];
    for (int i = 0; i < h->n; i++)
        for (int k = 0; k < nsock[s->ord[i]]; k++) {
            int64_t sk = s->soff[s->ord[i]] + k;
            fan[t++] = s->G ? sock_groups[sk] : sock_cores[sk];
        }
    for (int i = 0; s->G && i < h->n; i++)
        for (int k = 0; k < nsock[s->ord[i]]; k++) {
            int64_t sk = s->soff[s->ord[i]] + k;
            for (int q = 0; q < sock_groups[sk]; q++) fan[t++] = group_cores[s->goff[sk] + q];
        }
}

/* depths: switches or the network (0 .. T-1), hosts (T), sockets, groups */
static void name_levels(cp_machine_t *m, const shape_t *s)
{
    for (int d = 0; d < s->depth; d++) {
        const char *nm = d == s->T ? "node" : d == s->T + 1 ? (s->G ? "package" : "socket") : d == s->T + 2 ? "numa" : NULL;
        char *to = m->level_name[d];
        size_t len = sizeof m->level_name[d];
        if (nm) snprintf(to, len, "%s", nm);
        else if (!s->sw) snprintf(to, len, "network");
        else if (d == 0) snprintf(to, len, "top");
        else if (s->T - d == 1) snprintf(to, len, "switch");
        else snprintf(to, len, "switch%d", s->T - d);
    }
}

/* the switches' names, then the hosts' */
static int name_tnodes(cp_machine_t *m, const shape_t *s, const cp_hostlist_t *h, const int *swof, cp_err_t *err)
{
    for (int64_t k = 0; swof && k < s->above; k++)
        if (swof[k] >= 0 && !(m->hosts[k] = strdup(s->sw->name[swof[k]]))) return cp_machine_fail(err, "out of memory");
    for (int i = 0; i < h->n; i++)
        if (!(m->hosts[s->above + i] = strdup(h->name[s->ord[i]]))) return cp_machine_fail(err, "out of memory");
    for (int i = 0; h->alias && i < h->n; i++) {
        const char *a = h->alias[s->ord[i]];
        if (!a) continue;
        if (!m->host_alias && !(m->host_alias = calloc((size_t)m->ntnodes, sizeof *m->host_alias)))
            return cp_machine_fail(err, "out of memory");
        if (!(m->host_alias[s->above + i] = strdup(a))) return cp_machine_fail(err, "out of memory");
    }
    if (swof) { /* each switch's children in the file, the job's hosts or not */
        int *size = calloc((size_t)s->sw->n + 1, sizeof *size);
        if (!size || !(m->switch_size = calloc((size_t)m->ntnodes, sizeof *m->switch_size))) {
            free(size);
            return cp_machine_fail(err, "out of memory");
        }
        for (int j = 0; j < s->sw->n; j++)
            if (s->sw->parent[j] >= 0) size[s->sw->parent[j]]++;
        for (int64_t j = 0; j < s->sw->nnodes; j++) size[s->sw->node[j].sw]++;
        for (int64_t k = 0; k < s->above; k++) {
            int sw = swof[k], first = m->tnodes[k].first_child;
            /* a switch repeated below itself (hosts at several heights):
             * one child, its copy, which holds what the switch holds */
            if (sw >= 0) m->switch_size[k] = first < s->above && swof[first] == sw ? 1 : size[sw];
        }
        free(size);
    }
    if (s->sw && s->sw->place) {
        if (!(m->host_place = malloc((size_t)m->ntnodes * sizeof *m->host_place))) return cp_machine_fail(err, "out of memory");
        for (int t = 0; t < m->ntnodes; t++) m->host_place[t] = -1;
        for (int i = 0; i < h->n; i++) m->host_place[s->above + i] = s->sw->place[s->ord[i]];
    }
    return 0;
}

int cp_machine_from_nodes(const cp_hostlist_t *h, const int *nsock, const int *sock_cores, const int *sock_groups,
                          const int *group_cores, cp_switches_t *sw, const char *dists, cp_machine_t *m,
                          cp_err_t *err)
{
    memset(m, 0, sizeof *m);
    if (sw && cp_switches_place(sw, h, sw->file, err)) return -1;
    /* the root is the top switch when there is one, else a level joining
     * the top switches */
    shape_t s = {.sw = sw, .H = sw ? sw->height : 0, .G = sock_groups != NULL};
    int vroot = 0;
    for (int i = 1; sw && i < h->n; i++) vroot |= sw->path[(size_t)i * s.H] != sw->path[0];
    s.T = sw ? s.H + vroot : 1, s.depth = s.T + 2 + s.G, s.skip = sw && !vroot;
    int64_t dist[CP_MACHINE_MAX_DEPTH];
    if (s.depth > CP_MACHINE_MAX_DEPTH) return cp_machine_fail(err, "machine deeper than %d levels", CP_MACHINE_MAX_DEPTH);
    if (level_dists(dists, s.depth, s.G, dist, err)) return -1;
    int *fan = NULL, *swof = NULL;
    int rc = shape_hosts(&s, h, nsock, sock_cores, sock_groups, group_cores, err);
    int64_t ntn = s.above + h->n + s.nsockets + s.ngroups + s.ncores;
    if (!rc && ntn > INT32_MAX / 2) rc = cp_machine_fail(err, "machine too large (%lld cores)", (long long)s.ncores);
    if (!rc && (!(fan = calloc((size_t)ntn, sizeof *fan)) || (sw && !(swof = malloc(((size_t)s.above + 1) * sizeof *swof)))))
        rc = cp_machine_fail(err, "out of memory");
    if (!rc) {
        fan_out(&s, h, nsock, sock_cores, sock_groups, group_cores, fan, swof);
        if (cp_machine_tree(m, s.depth, fan, (int)ntn) || !(m->dist = malloc((size_t)s.depth * sizeof *m->dist)) ||
            !(m->hosts = calloc((size_t)m->ntnodes, sizeof *m->hosts)))
            rc = cp_machine_fail(err, "out of memory");
    }
    if (!rc) {
        for (int d = 0; d < s.depth; d++) m->dist[d] = dist[s.depth - 1 - d];
        name_levels(m, &s);
        rc = name_tnodes(m, &s, h, swof, err);
    }
    if (!rc) cp_machine_number_sockets(m, s.T);
    else cp_machine_free(m);
    free(fan), free(swof), free(s.ord), free(s.soff), free(s.goff);
    return rc;
}

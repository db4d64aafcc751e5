#include "machine.h"

#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


void cp_machine_free(cp_machine_t *m)
{
    if (m->hosts)
        for (int i = 0; i < m->ntnodes; i++) free(m->hosts[i]);
    free(m->hosts);
    free(m->tnodes);
    free(m->anc);
    free(m->dist);
    free(m->alpha_ps);
    free(m->beta_ps);
    if (m->cost_names)
        for (int d = 0; d < m->depth; d++) free(m->cost_names[d]);
    free(m->cost_names);
    free(m->cost_note);
    free(m->cost_warning);
    free(m->band_bin);
    free(m->band_alpha_ps);
    free(m->band_beta_ps);
    free(m->core_socket);
    free(m->core_in_socket);
    free(m->core_pu);
    free(m->hw_cores);
    free(m->up_cap);
    memset(m, 0, sizeof *m);
}

/* Parses "a:b:c" into positive integers; returns the count or -1. */
static int parse_list(const char *s, int64_t *out, int max)
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
static int build(cp_machine_t *m, int depth, const int *fan, int ntnodes)
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
static void number_sockets(cp_machine_t *m, int host_depth)
{
    m->host_depth = host_depth;
    for (int c = 0; c < m->ncores; c++) {
        int host = m->anc[host_depth * m->ncores + c];
        int sock = host_depth + 1 < m->depth ? m->anc[(host_depth + 1) * m->ncores + c] : host;
        int first_sock_of_host = host_depth + 1 < m->depth
                                     ? m->tnodes[m->tnodes[host].first_child].first_core
                                     : m->tnodes[host].first_core;
        (void)first_sock_of_host;
        /* socket index = position of `sock` among the host's children */
        m->core_socket[c] = host_depth + 1 < m->depth ? sock - m->tnodes[host].first_child : 0;
        m->core_in_socket[c] = c - m->tnodes[sock].first_core;
    }
}

int cp_machine_from_hierarchy(const char *hier, const char *dists, cp_machine_t *m,
                              cp_err_t *err)
{
    int64_t size[CP_MACHINE_MAX_DEPTH], dist[CP_MACHINE_MAX_DEPTH];
    memset(m, 0, sizeof *m);
    int nl = parse_list(hier, size, CP_MACHINE_MAX_DEPTH);
    if (nl < 1) return cp_machine_fail(err, "bad hierarchy '%s' (expected e.g. 16:2:32: cores per socket : sockets per node : nodes)", hier);
    int nd = parse_list(dists, dist, CP_MACHINE_MAX_DEPTH);
    if (nd != nl)
        return cp_machine_fail(err, "bad distances '%s': need %d whole numbers > 0 (one per level of '%s', innermost first)",
                     dists, nl, hier);
    int64_t total = 1, ntn = 1, width = 1;
    for (int i = nl - 1; i >= 0; i--) {
        width *= size[i];
        ntn += width;
        if (width > CP_MACHINE_MAX_CORES) return cp_machine_fail(err, "hierarchy '%s' has too many cores (at most %d)", hier, CP_MACHINE_MAX_CORES);
    }
    total = width;
    int *fan = malloc((size_t)ntn * sizeof *fan);
    if (!fan) return cp_machine_fail(err, "out of memory");
    int64_t t = 0, w = 1;
    for (int lev = nl - 1; lev >= -1; lev--) {
        for (int64_t k = 0; k < w; k++) fan[t++] = lev >= 0 ? (int)size[lev] : 0;
        if (lev >= 0) w *= size[lev];
    }
    int rc = build(m, nl, fan, (int)ntn);
    free(fan);
    if (rc) return cp_machine_fail(err, "out of memory for %lld cores", (long long)total);
    /* dist[d] for LCA at depth d: root (d=0) = outermost distance */
    m->dist = malloc((size_t)nl * sizeof *m->dist);
    if (!m->dist) return cp_machine_fail(err, "out of memory");
    for (int d = 0; d < nl; d++) m->dist[d] = dist[nl - 1 - d];
    /* innermost first: same socket, same node, then the levels above */
    for (int d = 0; d < nl; d++) {
        int up = nl - 1 - d; /* 0: the innermost level */
        if (up == 0) snprintf(m->level_name[d], sizeof m->level_name[d], "socket");
        else if (up == 1) snprintf(m->level_name[d], sizeof m->level_name[d], "node");
        else if (d == 0) snprintf(m->level_name[d], sizeof m->level_name[d], "network");
        else snprintf(m->level_name[d], sizeof m->level_name[d], "level%d", up + 1);
    }
    number_sockets(m, nl >= 3 ? nl - 3 + 1 : 0);
    if (nl < 3) m->host_depth = nl == 2 ? 0 : 0;
    return 0;
}


/* Host order for the tree: by switch path (stable: file order within a
 * switch), so every subtree owns a contiguous range of cores. */
static const int *sort_path;
static int sort_height;
static int by_path(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    for (int k = 0; k < sort_height; k++) {
        int px = sort_path[(size_t)x * sort_height + k], py = sort_path[(size_t)y * sort_height + k];
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
    if (parse_list(dists, out, CP_MACHINE_MAX_DEPTH) != depth)
        return cp_machine_fail(err, "bad distances '%s': need %d whole numbers > 0, innermost first (%ssame socket : same node%s)",
                     dists, depth, groups ? "same NUMA node : " : "",
                     depth > 3 + groups ? " : same switch ... : across the top" : " : between nodes");
    return 0;
}

int cp_machine_from_nodes(const cp_hostlist_t *h, const int *nsock, const int *sock_cores, const int *sock_groups,
                          const int *group_cores, cp_switches_t *sw, const char *dists, cp_machine_t *m,
                          cp_err_t *err)
{
    memset(m, 0, sizeof *m);
    if (sw && cp_switches_place(sw, h, sw->file, err)) return -1;
    /* levels above the hosts: the root, then the switches below the top one
     * (the root is the top switch when there is one, else a level joining
     * the top switches) */
    int H = sw ? sw->height : 0, vroot = 0;
    for (int i = 1; sw && i < h->n; i++) vroot |= sw->path[(size_t)i * H] != sw->path[0];
    int G = sock_groups != NULL; /* a level of groups (NUMA nodes) inside the sockets */
    int T = sw ? H + vroot : 1, depth = T + 2 + G, skip = sw && !vroot; /* skip: the top switch is the root */
    int64_t dist[CP_MACHINE_MAX_DEPTH];
    if (depth > CP_MACHINE_MAX_DEPTH) return cp_machine_fail(err, "machine deeper than %d levels", CP_MACHINE_MAX_DEPTH);
    if (level_dists(dists, depth, G, dist, err)) return -1;
    int *ord = malloc(((size_t)h->n + 1) * sizeof *ord);
    int64_t *soff = malloc(((size_t)h->n + 1) * sizeof *soff);
    if (!ord || !soff) {
        free(ord), free(soff);
        return cp_machine_fail(err, "out of memory");
    }
    int64_t nsockets = 0, ncores = 0, ngroups = 0;
    for (int i = 0; i < h->n; i++) ord[i] = i, soff[i] = nsockets, nsockets += nsock[i];
    int64_t *goff = G ? malloc(((size_t)nsockets + 1) * sizeof *goff) : NULL; /* a socket's first group */
    if (G && !goff) {
        free(ord), free(soff);
        return cp_machine_fail(err, "out of memory");
    }
    for (int64_t k = 0; k < nsockets; k++) {
        if (G) goff[k] = ngroups, ngroups += sock_groups[k];
        else ncores += sock_cores[k];
    }
    for (int64_t q = 0; q < ngroups; q++) ncores += group_cores[q];
    if (ncores > CP_MACHINE_MAX_CORES) {
        free(ord), free(soff), free(goff);
        return cp_machine_fail(err, "machine has %lld cores, more than the %d a machine may have", (long long)ncores,
                               CP_MACHINE_MAX_CORES);
    }
    if (sw) {
        sort_path = sw->path, sort_height = H;
        qsort(ord, (size_t)h->n, sizeof *ord, by_path);
    }
    /* key of host i at level j (0 = root): which tnode of that level holds it */
#define KEY(i, j) ((j) == 0 ? 0 : sw->path[(size_t)(i) * H + (j) - 1 + skip])
    /* tnodes above the hosts, level by level: a tnode starts where the key
     * prefix changes */
    int64_t above = 0;
    for (int j = 0; j < T; j++)
        for (int i = 0; i < h->n; i++) {
            int fresh = i == 0;
            for (int k = 1; k <= j && !fresh; k++) fresh = KEY(ord[i], k) != KEY(ord[i - 1], k);
            above += fresh;
        }
    int64_t ntn = above + h->n + nsockets + ngroups + ncores;
    if (ntn > INT32_MAX / 2) {
        free(ord), free(soff), free(goff);
        return cp_machine_fail(err, "machine too large (%lld cores)", (long long)ncores);
    }
    int *fan = calloc((size_t)ntn, sizeof *fan);
    if (!fan) {
        free(ord), free(soff), free(goff);
        return cp_machine_fail(err, "out of memory");
    }
    int64_t t = 0;
    /* the switch each tnode above the hosts is (-1: the root joining the
     * top switches, or no switches): named after it in reports */
    int *swof = sw ? malloc(((size_t)above + 1) * sizeof *swof) : NULL;
    for (int j = 0; j < T; j++)
        for (int i = 0; i < h->n; i++) {
            int fresh = i == 0;
            for (int k = 1; k <= j && !fresh; k++) fresh = KEY(ord[i], k) != KEY(ord[i - 1], k);
            /* the children: tnodes of the next level, or at the last one the hosts */
            int child = j + 1 == T || fresh || KEY(ord[i], j + 1) != KEY(ord[i - 1], j + 1);
            if (fresh) t++;
            if (fresh && swof) swof[t - 1] = j > 0 ? KEY(ord[i], j) : skip ? sw->path[(size_t)ord[i] * H] : -1;
            if (child) fan[t - 1]++;
        }
    for (int i = 0; i < h->n; i++) fan[t++] = nsock[ord[i]];
    for (int i = 0; i < h->n; i++)
        for (int k = 0; k < nsock[ord[i]]; k++) {
            int64_t sk = soff[ord[i]] + k;
            fan[t++] = G ? sock_groups[sk] : sock_cores[sk];
        }
    for (int i = 0; G && i < h->n; i++)
        for (int k = 0; k < nsock[ord[i]]; k++) {
            int64_t sk = soff[ord[i]] + k;
            for (int q = 0; q < sock_groups[sk]; q++) fan[t++] = group_cores[goff[sk] + q];
        }
    free(goff);
#undef KEY
    int rc = build(m, depth, fan, (int)ntn);
    free(fan);
    if (rc || !(m->dist = malloc((size_t)depth * sizeof *m->dist)) ||
        !(m->hosts = calloc((size_t)m->ntnodes, sizeof *m->hosts))) {
        free(ord), free(soff), free(swof);
        cp_machine_free(m);
        return cp_machine_fail(err, "out of memory");
    }
    for (int d = 0; d < depth; d++) m->dist[d] = dist[depth - 1 - d];
    /* depths: switches or the network (0 .. T-1), hosts (T), sockets, groups */
    for (int d = 0; d < depth; d++) {
        const char *nm = d == T ? "node" : d == T + 1 ? (G ? "package" : "socket") : d == T + 2 ? "numa" : NULL;
        if (nm) snprintf(m->level_name[d], sizeof m->level_name[d], "%s", nm);
        else if (!sw) snprintf(m->level_name[d], sizeof m->level_name[d], "network");
        else if (d == 0) snprintf(m->level_name[d], sizeof m->level_name[d], "top");
        else if (T - d == 1) snprintf(m->level_name[d], sizeof m->level_name[d], "switch");
        else snprintf(m->level_name[d], sizeof m->level_name[d], "switch%d", T - d);
    }
    for (int64_t k = 0; swof && k < above; k++)
        if (swof[k] >= 0 && !(m->hosts[k] = strdup(sw->name[swof[k]]))) {
            free(ord), free(soff), free(swof);
            cp_machine_free(m);
            return cp_machine_fail(err, "out of memory");
        }
    free(swof);
    for (int i = 0; i < h->n; i++)
        if (!(m->hosts[above + i] = strdup(h->name[ord[i]]))) {
            free(ord), free(soff);
            cp_machine_free(m);
            return cp_machine_fail(err, "out of memory");
        }
    free(ord), free(soff);
    number_sockets(m, T);
    return 0;
}

int cp_machine_from_hostlist(const cp_hostlist_t *h, int per_socket, cp_switches_t *sw, const char *dists,
                             cp_machine_t *m, cp_err_t *err)
{
    memset(m, 0, sizeof *m);
    int64_t ns = 0;
    int *nsock = malloc((size_t)h->n * sizeof *nsock), *cores = NULL;
    for (int i = 0; nsock && i < h->n; i++) {
        int ps = per_socket > 0 ? per_socket : h->slots[i];
        nsock[i] = (h->slots[i] + ps - 1) / ps;
        ns += nsock[i];
    }
    if (nsock) cores = malloc((size_t)(ns ? ns : 1) * sizeof *cores);
    int rc = -1;
    if (!cores) {
        cp_machine_fail(err, "out of memory");
    } else {
        int64_t k = 0;
        for (int i = 0; i < h->n; i++) {
            int ps = per_socket > 0 ? per_socket : h->slots[i];
            for (int left = h->slots[i]; left > 0; left -= ps) cores[k++] = left < ps ? left : ps;
        }
        rc = cp_machine_from_nodes(h, nsock, cores, NULL, NULL, sw, dists, m, err);
    }
    free(nsock);
    free(cores);
    return rc;
}

int cp_machine_from_hostfile(const char *path, int per_socket, cp_switches_t *sw, const char *dists,
                             cp_machine_t *m, cp_err_t *err)
{
    cp_hostlist_t h;
    memset(m, 0, sizeof *m);
    if (cp_hostfile_read(path, &h, err)) return -1;
    int rc = cp_machine_from_hostlist(&h, per_socket, sw, dists, m, err);
    cp_hostlist_free(&h);
    return rc;
}

int cp_machine_level_sizes(const cp_machine_t *m, int *size)
{
    for (int t = 0; t <= m->depth; t++) size[t] = -1;
    for (int i = 0; i < m->ntnodes; i++) {
        const cp_tnode_t *tn = &m->tnodes[i];
        if (tn->depth > m->depth || (size[tn->depth] >= 0 && size[tn->depth] != tn->ncores)) return -1;
        size[tn->depth] = tn->ncores;
    }
    size[m->depth] = 1;
    for (int t = 0; t < m->depth; t++)
        if (size[t] <= 0) return -1;
    return 0;
}

int cp_machine_level_used(const cp_machine_t *m, int d)
{
    for (int t = 0; t < m->ntnodes; t++)
        if (m->tnodes[t].depth == d && m->tnodes[t].nchild > 1) return 1;
    return 0;
}

void cp_machine_level_list(const cp_machine_t *m, char *buf, size_t len)
{
    size_t k = 0;
    buf[0] = 0;
    for (int d = m->depth - 1; d >= 0 && k < len; d--)
        k += (size_t)snprintf(buf + k, len - k, "%s%s", d == m->depth - 1 ? "" : ", ",
                              m->level_name[d][0] ? m->level_name[d] : "?");
}

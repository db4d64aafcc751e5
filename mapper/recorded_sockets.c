/* The sockets of a recording's nodes, as hwloc saw them where the job ran
 * (format 1.10: each rank's node's packages and the cores of each; 1.11:
 * the NUMA nodes inside them, a level between socket and core), for a
 * machine of hosts and slots only (a hostfile, Slurm's list, the
 * recording's hosts), where the output binds cores.  Nodes alike give one
 * number for every host; nodes that differ (a job over two partitions,
 * thin and fat nodes) give each host its own, where every rank of a host
 * says the same. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mapper_cli.h"

static const cp_matrix_t *by_host_mat; /* qsort's comparison has no argument of its own */

static int by_host(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    int c = strcmp(by_host_mat->host[x], by_host_mat->host[y]);
    return c ? c : (x > y) - (x < y);
}

/* the cores a socket of a node of p packages of c cores each (0: one socket) */
static int split_of(uint32_t p, uint32_t c)
{
    return p >= 2 && c >= 2 ? (int)c : 0;
}

/* a node's shape: its sockets, and the NUMA nodes of g cores inside them */
static cp_host_shape_t shape_of(uint32_t p, uint32_t c, uint32_t g)
{
    return (cp_host_shape_t){split_of(p, c), g >= 1 && c > g ? (int)g : 0};
}

static uint32_t numa_at(const cp_matrix_t *mat, uint32_t r)
{
    return mat->numa_cores ? mat->numa_cores[r] : 0;
}

/* "2 packages of 16 cores", and " (4 NUMA nodes of 4 each)" */
static size_t say_kind(char *to, size_t len, uint32_t p, uint32_t c, uint32_t g)
{
    size_t k = (size_t)snprintf(to, len, "%u package%s", p, p == 1 ? "" : "s");
    if (k < len && c) k += (size_t)snprintf(to + k, len - k, " of %u cores", c);
    else if (k < len && p > 1) k += (size_t)snprintf(to + k, len - k, " of unlike cores");
    if (k < len && shape_of(p, c, g).per_numa)
        k += (size_t)snprintf(to + k, len - k, " (%u NUMA nodes of %u each)", c / g, g);
    return k < len ? k : len - 1;
}

/* Nodes that differ: each rank's host's shape into *per_rank where every
 * host's ranks agree (the kinds of host counted in kinds[]), else why[]
 * names two ranks of one host that disagree. */
static int host_by_host(const cp_matrix_t *mat, cp_host_shape_t **per_rank, char *kinds, size_t klen, char *why,
                        size_t len)
{
    uint32_t n = mat->n, *order = malloc((size_t)(n ? n : 1) * sizeof *order), m = 0;
    cp_host_shape_t *per = calloc((size_t)(n ? n : 1), sizeof *per);
    /* the kinds of node seen: packages, cores, NUMA nodes' cores, hosts */
    struct kind {
        uint32_t p, c, g, hosts;
    } kind[4];
    int nkind = 0, more = 0, split = 0;
    if (!order || !per) {
        free(order), free(per);
        return -1;
    }
    for (uint32_t r = 0; r < n; r++)
        if (mat->host[r]) order[m++] = r;
    by_host_mat = mat;
    qsort(order, m, sizeof *order, by_host);
    for (uint32_t a = 0, b; a < m; a = b) {
        const char *host = mat->host[order[a]];
        uint32_t r0 = 0, p = 0, c = 0, g = 0; /* the host's first rank whose node said its packages */
        for (b = a; b < m && !strcmp(mat->host[order[b]], host); b++) {
            uint32_t r = order[b];
            if (!mat->packages[r]) continue;
            if (!p) r0 = r, p = mat->packages[r], c = mat->package_cores[r], g = numa_at(mat, r);
            else if (mat->packages[r] != p || mat->package_cores[r] != c) {
                snprintf(why, len, "rank %u's node has %u packages%s, rank %u's %u%s, both on %s", r0, p,
                         c ? "" : " of unlike cores", r, mat->packages[r], mat->package_cores[r] ? "" : " of unlike cores",
                         host);
                free(order), free(per);
                return 0;
            } else if (numa_at(mat, r) != g) {
                /* one of them has none inside its packages: name that one second */
                uint32_t x = g ? r0 : r, y = g ? r : r0, gx = g ? g : numa_at(mat, r), gy = g ? numa_at(mat, r) : 0;
                if (gy) snprintf(why, len, "rank %u's node has NUMA nodes of %u cores, rank %u's of %u, both on %s", x, gx, y, gy, host);
                else snprintf(why, len, "rank %u's node has NUMA nodes of %u cores inside its packages, rank %u's none, both on %s",
                              x, gx, y, host);
                free(order), free(per);
                return 0;
            }
        }
        if (!p) continue; /* no rank there said: one socket */
        int k = 0;
        while (k < nkind && (kind[k].p != p || kind[k].c != c || kind[k].g != g)) k++;
        if (k < nkind) kind[k].hosts++;
        else if (nkind < 4) kind[nkind++] = (struct kind){p, c, g, 1};
        else more++;
        cp_host_shape_t sh = shape_of(p, c, g);
        split |= sh.per_socket > 0 || sh.per_numa > 0;
        for (uint32_t i = a; i < b; i++) per[order[i]] = sh;
    }
    free(order);
    if (!split) { /* one socket a node everywhere: nothing to split */
        free(per);
        return 0;
    }
    size_t k = 0;
    kinds[0] = 0;
    for (int i = 0; i < nkind && k < klen; i++) {
        k += (size_t)snprintf(kinds + k, klen - k, "%s%u host%s of ", i ? ", " : "", kind[i].hosts, kind[i].hosts == 1 ? "" : "s");
        if (k < klen) k += say_kind(kinds + k, klen - k, kind[i].p, kind[i].c, kind[i].g);
    }
    if (more && k < klen) snprintf(kinds + k, klen - k, ", and more");
    *per_rank = per;
    return 0;
}

int cp_recorded_sockets(const cp_matrix_t *mat, int *packages, int *per_numa, cp_host_shape_t **per_rank, char *kinds,
                        size_t klen, char *why, size_t len)
{
    uint32_t p = 0, c = 0, g = 0, r0 = 0;
    why[0] = kinds[0] = 0;
    *per_rank = NULL;
    *per_numa = 0;
    for (uint32_t r = 0; mat->packages && r < mat->n; r++) {
        if (!mat->packages[r]) continue;
        if (!p) p = mat->packages[r], c = mat->package_cores[r], g = numa_at(mat, r), r0 = r;
        else if (mat->packages[r] != p || mat->package_cores[r] != c || numa_at(mat, r) != g)
            return mat->host && host_by_host(mat, per_rank, kinds, klen, why, len) ? -1 : 0;
    }
    if (p >= 2 && !c) snprintf(why, len, "rank %u's node has %u packages of unlike cores", r0, p);
    *packages = (int)p;
    *per_numa = shape_of(p, c, g).per_numa;
    return split_of(p, c);
}

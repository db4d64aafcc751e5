/* The sockets of a recording's nodes, as hwloc saw them where the job ran
 * (format 1.10: each rank's node's packages and the cores of each), for a
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

/* Nodes that differ: each rank's host's cores a socket into *per_rank
 * where every host's ranks agree (the kinds of host counted in kinds[]),
 * else why[] names two ranks of one host that disagree. */
static int host_by_host(const cp_matrix_t *mat, int **per_rank, char *kinds, size_t klen, char *why, size_t len)
{
    uint32_t n = mat->n, *order = malloc((size_t)(n ? n : 1) * sizeof *order), m = 0;
    int *per = calloc((size_t)(n ? n : 1), sizeof *per);
    /* the kinds of node seen: packages, cores, hosts */
    struct kind {
        uint32_t p, c, hosts;
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
        uint32_t r0 = 0, p = 0, c = 0; /* the host's first rank whose node said its packages */
        for (b = a; b < m && !strcmp(mat->host[order[b]], host); b++) {
            uint32_t r = order[b];
            if (!mat->packages[r]) continue;
            if (!p) r0 = r, p = mat->packages[r], c = mat->package_cores[r];
            else if (mat->packages[r] != p || mat->package_cores[r] != c) {
                snprintf(why, len, "rank %u's node has %u packages%s, rank %u's %u%s, both on %s", r0, p,
                         c ? "" : " of unlike cores", r, mat->packages[r], mat->package_cores[r] ? "" : " of unlike cores",
                         host);
                free(order), free(per);
                return 0;
            }
        }
        if (!p) continue; /* no rank there said: one socket */
        int k = 0;
        while (k < nkind && (kind[k].p != p || kind[k].c != c)) k++;
        if (k < nkind) kind[k].hosts++;
        else if (nkind < 4) kind[nkind++] = (struct kind){p, c, 1};
        else more++;
        split |= split_of(p, c) > 0;
        for (uint32_t i = a; i < b; i++) per[order[i]] = split_of(p, c);
    }
    free(order);
    if (!split) { /* one socket a node everywhere: nothing to split */
        free(per);
        return 0;
    }
    size_t k = 0;
    kinds[0] = 0;
    for (int i = 0; i < nkind && k < klen; i++) {
        uint32_t p = kind[i].p, c = kind[i].c;
        k += (size_t)snprintf(kinds + k, klen - k, "%s%u host%s of %u package%s", i ? ", " : "", kind[i].hosts,
                              kind[i].hosts == 1 ? "" : "s", p, p == 1 ? "" : "s");
        if (k < klen && c) k += (size_t)snprintf(kinds + k, klen - k, " of %u cores", c);
        else if (k < klen && p > 1) k += (size_t)snprintf(kinds + k, klen - k, " of unlike cores");
    }
    if (more && k < klen) snprintf(kinds + k, klen - k, ", and more");
    *per_rank = per;
    return 0;
}

int cp_recorded_sockets(const cp_matrix_t *mat, int *packages, int **per_rank, char *kinds, size_t klen, char *why,
                        size_t len)
{
    uint32_t p = 0, c = 0, r0 = 0;
    why[0] = kinds[0] = 0;
    *per_rank = NULL;
    for (uint32_t r = 0; mat->packages && r < mat->n; r++) {
        if (!mat->packages[r]) continue;
        if (!p) p = mat->packages[r], c = mat->package_cores[r], r0 = r;
        else if (mat->packages[r] != p || mat->package_cores[r] != c)
            return mat->host && host_by_host(mat, per_rank, kinds, klen, why, len) ? -1 : 0;
    }
    if (p >= 2 && !c) snprintf(why, len, "rank %u's node has %u packages of unlike cores", r0, p);
    *packages = (int)p;
    return split_of(p, c);
}

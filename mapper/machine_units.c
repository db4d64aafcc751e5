/* Ranks of several cores each (machine.h's cp_machine_cores_per_rank): a
 * hybrid MPI+OpenMP job launched with Open MPI's --map-by ...:PE=K (or
 * --cpus-per-proc K), Slurm's --cpus-per-task=K or Hydra's -bind-to core:K
 * binds each rank to K cores, and a host of S slots holds S/K of them.
 * Placing such a job on one core a rank would fill each host with K times
 * too many ranks and bind each to one core, its threads crowding it.
 *
 * So the machine's leaves become units of K neighbouring cores inside each
 * socket (or NUMA group): the mappers see a machine of units, unchanged
 * above the sockets, and the rankfile writer binds each rank to its unit's
 * K cores (rankfile_write.c), as Open MPI's PE mapping does. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "machine.h"
#include "machine_tree.h"

/* a per-tnode array of `size` bytes an entry cut to the new count of
 * tnodes: the tnodes above the leaves keep their ids (breadth first, the
 * leaves last), and each new leaf takes its first old core's entry */
static int retnode(void **a, size_t size, int above, int n, const int *old_leaf)
{
    if (!*a) return 0;
    char *b = malloc(size * (size_t)n);
    if (!b) return -1;
    memcpy(b, *a, size * (size_t)above);
    for (int t = above; t < n; t++) memcpy(b + size * (size_t)t, (char *)*a + size * (size_t)old_leaf[t - above], size);
    free(*a);
    *a = b;
    return 0;
}

/* a per-core array of ints for the units: each unit takes its first core's */
static int recore(int **a, int n, const int *first)
{
    if (!*a) return 0;
    int *b = malloc(sizeof(int) * (size_t)n);
    if (!b) return -1;
    for (int u = 0; u < n; u++) b[u] = (*a)[first[u]];
    free(*a);
    *a = b;
    return 0;
}

int cp_machine_cores_per_rank(cp_machine_t *m, int k, cp_err_t *err)
{
    if (k <= 1) return 0;
    if (m->host_depth >= m->depth)
        return cp_machine_fail(err, "--cores-per-rank %d: this machine's hosts are one core each", k);
    int above = m->ntnodes - m->ncores; /* the tnodes that are not cores: ids 0 .. above-1 */
    int nunits = 0;
    for (int t = 0; t < above; t++) {
        const cp_tnode_t *p = &m->tnodes[t];
        if (p->depth != m->depth - 1) continue;
        if (p->nchild < k) {
            int h = m->anc[m->host_depth * m->ncores + p->first_core];
            const char *name = m->hosts && m->hosts[h] ? m->hosts[h] : "a host";
            /* the level that holds the cores: a socket (package), or a NUMA node inside one */
            const char *in = !strcmp(m->level_name[p->depth], "numa") ? "NUMA node"
                             : !strcmp(m->level_name[p->depth], "l3") ? "L3 cache"
                                                                      : "socket";
            return cp_machine_fail(err, "--cores-per-rank %d: host %s has a %s of %d core%s%s, too few for one rank", k, name,
                                   in, p->nchild, p->nchild == 1 ? "" : "s", m->core_pu ? "" : " (a hostfile's host: its slots)");
        }
        nunits += p->nchild / k;
    }
    int n = above + nunits;
    int *fan = malloc(sizeof(int) * (size_t)n), *first = malloc(sizeof(int) * (size_t)nunits);
    int *old_leaf = malloc(sizeof(int) * (size_t)nunits), *slot = malloc(sizeof(int) * (size_t)nunits);
    cp_machine_t u = {0};
    int rc = -1;
    if (!fan || !first || !old_leaf || !slot) goto out;
    for (int t = 0, next = 0; t < n; t++) {
        fan[t] = t < above ? m->tnodes[t].depth == m->depth - 1 ? m->tnodes[t].nchild / k : m->tnodes[t].nchild : 0;
        if (t < above && m->tnodes[t].depth == m->depth - 1)
            for (int j = 0; j < fan[t]; j++, next++) {
                first[next] = m->tnodes[t].first_core + j * k;
                old_leaf[next] = m->tnodes[t].first_child + j * k;
                /* the unit's first core as Open MPI counts the host's cores */
                int h = m->anc[m->host_depth * m->ncores + first[next]];
                slot[next] = first[next] - m->tnodes[h].first_core;
            }
    }
    if (cp_machine_tree(&u, m->depth, fan, n)) goto out;
    /* no core is a host (host_depth < depth): names at the leaves are none */
    for (int t = above; t < m->ntnodes; t++) {
        if (m->hosts) free(m->hosts[t]), m->hosts[t] = NULL;
        if (m->host_alias) free(m->host_alias[t]), m->host_alias[t] = NULL;
    }
    /* the units come out in the cores' order: unit i's first core is first[i] */
    if (retnode((void **)&m->hosts, sizeof *m->hosts, above, n, old_leaf) ||
        retnode((void **)&m->host_alias, sizeof *m->host_alias, above, n, old_leaf) ||
        retnode((void **)&m->up_cap, sizeof *m->up_cap, above, n, old_leaf) ||
        retnode((void **)&m->up_one, sizeof *m->up_one, above, n, old_leaf) ||
        retnode((void **)&m->inner_cap, sizeof *m->inner_cap, above, n, old_leaf) ||
        retnode((void **)&m->host_place, sizeof *m->host_place, above, n, old_leaf) ||
        retnode((void **)&m->switch_size, sizeof *m->switch_size, above, n, old_leaf) ||
        retnode((void **)&m->pair_row, sizeof *m->pair_row, above, n, old_leaf) ||
        recore(&m->core_socket, nunits, first) || recore(&m->core_in_socket, nunits, first) ||
        recore(&m->core_pu, nunits, first) || recore(&m->core_host, nunits, first))
        goto out;
    free(m->tnodes), free(m->anc);
    m->tnodes = u.tnodes, m->anc = u.anc, m->ntnodes = n, m->ncores = nunits;
    u.tnodes = NULL, u.anc = NULL;
    m->cores_per_rank = k;
    free(m->core_slot);
    m->core_slot = slot, slot = NULL;
    rc = 0;
out:
    if (rc) cp_machine_fail(err, "out of memory");
    free(fan), free(first), free(old_leaf), free(slot), free(u.tnodes), free(u.anc);
    free(u.core_socket), free(u.core_in_socket);
    return rc;
}

const char *cp_machine_cores_word(const cp_machine_t *m, char *buf, size_t len)
{
    if (m->cores_per_rank <= 1) return "cores";
    snprintf(buf, len, "place%s of %d cores", m->ncores == 1 ? "" : "s", m->cores_per_rank);
    return buf;
}

/* (host, lowest core) order for cp_ranks_cores_each */
typedef struct {
    char *const *host;
    const uint32_t *first;
} by_host_t;
static int by_host(const void *a, const void *b, void *arg)
{
    const by_host_t *x = arg;
    uint32_t i = *(const uint32_t *)a, j = *(const uint32_t *)b;
    int c = strcmp(x->host[i], x->host[j]);
    if (c) return c;
    return x->first[i] < x->first[j] ? -1 : x->first[i] > x->first[j];
}

int cp_ranks_cores_each(char *const *host, const uint32_t *first, const uint32_t *span, uint32_t n)
{
    if (!host || !first || !span || n < 2) return 1;
    uint32_t *ord = malloc(sizeof *ord * n);
    if (!ord) return 1;
    for (uint32_t r = 0; r < n; r++) {
        if (!host[r] || !first[r] || span[r] < first[r]) { /* a rank's cores unknown, or not one run */
            free(ord);
            return 1;
        }
        ord[r] = r;
    }
    by_host_t ctx = {host, first};
    qsort_r(ord, n, sizeof *ord, by_host, &ctx);
    uint32_t k = 0, least_alone = UINT32_MAX;
    int ok = 1;
    for (uint32_t a = 0; a < n && ok;) {
        uint32_t b = a + 1;
        while (b < n && !strcmp(host[ord[a]], host[ord[b]])) b++;
        for (uint32_t i = a; i < b; i++) {
            uint32_t r = ord[i], cnt = span[r] - first[r] + 1; /* first is the lowest + 1, span the highest + 1 */
            if (b - a == 1) {
                if (cnt < least_alone) least_alone = cnt;
                continue;
            }
            if (!k) k = cnt;
            /* the same count everywhere, and no core shared with the rank before */
            if (cnt != k || (i > a && first[r] - 1 < span[ord[i - 1]])) ok = 0;
        }
        a = b;
    }
    free(ord);
    return ok && k > 1 && least_alone >= k ? (int)k : 1;
}

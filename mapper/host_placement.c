/* A placement given by host (a recording's ranks, a host list, a
 * rankfile's hosts) as cores of the machine: rank r on the next core of
 * its host, in rank order, as launchers fill a host's slots.  The mapper
 * reads a recording's and --placement's so, commprof-predict's flow engine
 * its placements.  A recording's on a machine whose cores hwloc gave is
 * read from the cores each rank ran on: Open MPI binds three ranks or more
 * a socket each, in turn, where filling a host's slots would put ranks 0
 * and 1 side by side.  So is one on a hostfile's host that has its node's
 * cores, in the node's packages as the recording saw them (hwloc's logical
 * cores are package by package, as the host's sockets are). */
#include <stdlib.h>
#include <string.h>

#include "host_name.h"
#include "machine.h"

int cp_machine_host_is(const cp_machine_t *m, int t, const char *name)
{
    if (!name || !m->hosts || !m->hosts[t]) return 0;
    const char *alias = m->host_alias ? m->host_alias[t] : NULL;
    return cp_same_host(m->hosts[t], name) || (alias && cp_same_host(alias, name));
}

int cp_hosts_placement(const cp_machine_t *m, char *const *host, uint32_t n, int share, int *core_of, cp_err_t *err)
{
    if (!m->hosts || !host) return cp_err_set(err, CP_ERR_INVALID, "the machine or the recording names no hosts");
    /* the hosts are the tnodes at host_depth, in order */
    int first = -1, nh = 0;
    for (int t = 0; t < m->ntnodes; t++)
        if (m->tnodes[t].depth == m->host_depth) {
            if (first < 0) first = t;
            nh++;
        }
    int *next = calloc((size_t)(nh ? nh : 1), sizeof *next);
    if (!next) return cp_err_set(err, CP_ERR_NOMEM, "out of memory");
    int rc = 0, last = 0; /* ranks of a host come in runs: look there first */
    for (uint32_t r = 0; r < n && !rc; r++) {
        int k = -1;
        for (int i = 0; i < nh && k < 0 && host[r]; i++) {
            int h = (last + i) % nh;
            if (cp_machine_host_is(m, first + h, host[r])) k = h;
        }
        const cp_tnode_t *t = k >= 0 ? &m->tnodes[first + k] : NULL;
        if (!t) {
            cp_err_set(err, CP_ERR_INVALID, "rank %u ran on %s, which the machine lacks", r, host[r] ? host[r] : "(unknown)");
            rc = -1;
        } else if (next[k] >= t->ncores && (!share || t->ncores < 1)) {
            cp_err_set(err, CP_ERR_INVALID, "more ranks ran on %s than the machine gives it cores (%d)", host[r], t->ncores);
            rc = -1;
        } else {
            core_of[r] = t->first_core + next[k]++ % t->ncores; /* share: in turn, as an oversubscribed launch */
            last = k;
        }
    }
    free(next);
    return rc;
}

int cp_cores_placement(const cp_machine_t *m, char *const *host, const uint32_t *first, const uint32_t *span,
                       const uint32_t *node_cores, uint32_t n, int *core_of)
{
    if ((!m->core_pu && !node_cores) || m->cores_per_rank > 1 || !m->hosts || !host || !first || !span || !n) return -1;
    int first_host = -1;
    for (int t = 0; t < m->ntnodes && first_host < 0; t++)
        if (m->tnodes[t].depth == m->host_depth) first_host = t;
    int *co = malloc((size_t)n * sizeof *co);
    unsigned char *taken = calloc((size_t)m->ncores, 1);
    int rc = co && taken ? 0 : -1, last = first_host;
    for (uint32_t r = 0; r < n && !rc; r++) {
        if (!host[r] || !first[r] || span[r] < first[r]) { /* its cores unknown, or not one run */
            rc = -1;
            break;
        }
        int t = -1; /* its host, looked for from the last one's (ranks of a host come in runs) */
        for (int k = 0, nt = m->ntnodes - first_host; k < nt && t < 0; k++) {
            int u = first_host + (last - first_host + k) % nt;
            if (m->tnodes[u].depth == m->host_depth && cp_machine_host_is(m, u, host[r])) t = u;
        }
        const cp_tnode_t *h = t >= 0 ? &m->tnodes[t] : NULL;
        /* a host it lacks, cores past the host's: another topology; a
         * hostfile's host is its node's cores where it has as many */
        if (!h || span[r] > (uint32_t)h->ncores || (!m->core_pu && node_cores[r] != (uint32_t)h->ncores)) {
            rc = -1;
            break;
        }
        int c = -1;
        for (uint32_t j = first[r] - 1; j < span[r] && c < 0; j++)
            if (!taken[h->first_core + j]) c = h->first_core + (int)j;
        if (c < 0) rc = -1; /* its cores all taken (ranks sharing them): the hosts' rule */
        else taken[c] = 1, co[r] = c, last = t;
    }
    if (!rc) memcpy(core_of, co, (size_t)n * sizeof *co);
    free(co), free(taken);
    return rc;
}

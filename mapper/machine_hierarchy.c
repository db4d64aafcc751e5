/* The --hierarchy backend (machine.h): a regular tree given by its fan-outs,
 * innermost first ("16:2:32": cores a socket, sockets a node, nodes), with
 * one distance a level.  Hosts have no names: the rankfile numbers them. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "machine.h"
#include "machine_tree.h"

int cp_machine_from_hierarchy(const char *hier, const char *dists, cp_machine_t *m,
                              cp_err_t *err)
{
    int64_t size[CP_MACHINE_MAX_DEPTH], dist[CP_MACHINE_MAX_DEPTH];
    memset(m, 0, sizeof *m);
    int nl = cp_machine_parse_list(hier, size, CP_MACHINE_MAX_DEPTH);
    if (nl < 1) return cp_machine_fail(err, "bad hierarchy '%s' (expected e.g. 16:2:32: cores per socket : sockets per node : nodes)", hier);
    if (!dists) /* 1:10:100:... one per level, as the host-based machines default */
        for (int i = 0; i < nl; i++) dist[i] = i ? dist[i - 1] * 10 : 1;
    int nd = dists ? cp_machine_parse_list(dists, dist, CP_MACHINE_MAX_DEPTH) : nl;
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
    int rc = cp_machine_tree(m, nl, fan, (int)ntn);
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
    cp_machine_number_sockets(m, nl >= 3 ? nl - 3 + 1 : 0);
    if (nl < 3) m->host_depth = nl == 2 ? 0 : 0;
    return 0;
}



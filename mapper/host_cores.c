/* The cores each host of the machine really has, where the machine was
 * told only its slots (a hostfile's slots=4 on nodes of 2 cores, mpirun
 * --oversubscribe): a rankfile naming slot=2 and slot=3 there makes Open
 * MPI exit 1 without a word.  A recording says how far each rank's
 * allowed cores reach (an unbound rank's are its node's); for a host it
 * does not cover, this machine's own count (hwloc) where the host is this
 * one.  The rankfile writer binds a host's ranks to all its cores where
 * it has fewer cores than slots (the OS spreads them). */
#include <hwloc.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "host_name.h"
#include "machine.h"

static int this_host_cores(void)
{
    hwloc_topology_t t;
    if (hwloc_topology_init(&t)) return 0;
    int n = 0;
    if (hwloc_topology_load(t) == 0) n = hwloc_get_nbobjs_by_type(t, HWLOC_OBJ_CORE);
    hwloc_topology_destroy(t);
    return n > 0 ? n : 0;
}

int cp_machine_host_cores(cp_machine_t *m, char *const *host, const uint32_t *span, uint32_t n)
{
    if (!m->hosts || m->core_pu) return 0; /* hwloc's machines have the real cores already */
    free(m->hw_cores);
    if (!(m->hw_cores = calloc((size_t)m->ntnodes, sizeof *m->hw_cores))) return -1;
    char me[256] = "";
    if (gethostname(me, sizeof me - 1)) me[0] = 0;
    int mine = -1; /* this machine's cores, counted once when needed */
    for (int t = 0; t < m->ntnodes; t++) {
        if (m->tnodes[t].depth != m->host_depth || !m->hosts[t]) continue;
        int known = 0;
        for (uint32_t r = 0; host && span && r < n; r++)
            if (span[r] && cp_machine_host_is(m, t, host[r]) && (int)span[r] > known) known = (int)span[r];
        if (!known && (cp_machine_host_is(m, t, me) || !strcmp(m->hosts[t], "localhost"))) {
            if (mine < 0) mine = this_host_cores();
            known = mine;
        }
        /* ranks of several cores (machine_units.c): the places it has */
        if (m->cores_per_rank > 1 && known) known = known >= m->cores_per_rank ? known / m->cores_per_rank : 1;
        m->hw_cores[t] = known;
    }
    return 0;
}

/* Where this rank ran: host, which world ranks share its node, and the cores
 * it is bound to, so later tools know the placement that was profiled. */
#include <hwloc.h>
#include <mpi.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "comm_world_map.h"
#include "mpi_real.gen.h"
#include "runtime.h"
#include "settings.h"

/* the cores of each package (socket) of the node, as the job may use
 * them (hwloc shows the cores a control group allows) */
static void probe_packages(hwloc_topology_t topo, cp_meta_t *m)
{
    int np = hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_PACKAGE);
    if (np <= 0 || !(m->package_cores = calloc((size_t)np, sizeof *m->package_cores))) return;
    for (int i = 0; i < np; i++) {
        hwloc_obj_t p = hwloc_get_obj_by_type(topo, HWLOC_OBJ_PACKAGE, (unsigned)i);
        int n = p ? hwloc_get_nbobjs_inside_cpuset_by_type(topo, p->cpuset, HWLOC_OBJ_CORE) : 0;
        m->package_cores[i] = n > 0 ? (uint32_t)n : 0;
    }
    m->npackages = (uint32_t)np;
}

/* the cores of each NUMA node inside the packages (AMD's NPS2/NPS4,
 * Intel's SNC), package by package, where some package holds two or more
 * and each holds a run of its package's cores in logical order (as the
 * mapper's hwloc machine takes them); else none */
static void probe_numa(hwloc_topology_t topo, cp_meta_t *m)
{
    uint32_t total = 0, n = 0, split = 0;
    for (uint32_t p = 0; p < m->npackages; p++) total += m->package_cores[p];
    uint32_t *runs = total ? calloc(total, sizeof *runs) : NULL;
    if (!runs) return;
    for (uint32_t p = 0; p < m->npackages; p++) {
        hwloc_obj_t pk = hwloc_get_obj_by_type(topo, HWLOC_OBJ_PACKAGE, p), prev = NULL;
        uint32_t first = n;
        for (uint32_t c = 0; pk && c < m->package_cores[p]; c++) {
            hwloc_obj_t core = hwloc_get_obj_inside_cpuset_by_type(topo, pk->cpuset, HWLOC_OBJ_CORE, c);
            hwloc_obj_t nn = core ? hwloc_get_next_obj_covering_cpuset_by_type(topo, core->cpuset, HWLOC_OBJ_NUMANODE, NULL)
                                  : NULL;
            if (!nn) goto none;
            if (nn != prev) {
                for (uint32_t q = 0; q < c; q++) { /* a NUMA node seen before in this package: not a run */
                    hwloc_obj_t cq = hwloc_get_obj_inside_cpuset_by_type(topo, pk->cpuset, HWLOC_OBJ_CORE, q);
                    if (cq && hwloc_bitmap_isincluded(cq->cpuset, nn->cpuset)) goto none;
                }
                prev = nn;
                n++;
            }
            runs[n - 1]++;
        }
        split |= n - first > 1;
    }
    if (split) {
        m->numa_cores = runs, m->nnuma = n;
        return;
    }
none:
    free(runs);
}

static void probe_binding(cp_meta_t *m)
{
    hwloc_topology_t topo;
    if (hwloc_topology_init(&topo)) return;
    if (hwloc_topology_load(topo)) {
        hwloc_topology_destroy(topo);
        return;
    }
    probe_packages(topo, m);
    probe_numa(topo, m);
    hwloc_bitmap_t set = hwloc_bitmap_alloc();
    if (set && hwloc_get_cpubind(topo, set, HWLOC_CPUBIND_PROCESS) == 0) {
        char *s = NULL;
        if (hwloc_bitmap_list_asprintf(&s, set) >= 0) m->cpuset = s;
        int ncores = hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_CORE);
        m->cores = calloc(ncores > 0 ? (size_t)ncores : 1, sizeof *m->cores);
        for (int i = 0; m->cores && i < ncores; i++) {
            hwloc_obj_t c = hwloc_get_obj_by_type(topo, HWLOC_OBJ_CORE, (unsigned)i);
            if (c && hwloc_bitmap_intersects(c->cpuset, set)) m->cores[m->ncores++] = c->logical_index;
        }
    }
    hwloc_bitmap_free(set);
    hwloc_topology_destroy(topo);
}

void cp_placement_probe(cp_meta_t *m)
{
    if (gethostname(m->host, sizeof m->host - 1)) strcpy(m->host, "unknown");
    MPI_Comm node;
    if (cp_mpi_Comm_split_type(cp_world, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node) ==
        MPI_SUCCESS) {
        int n = 0, me = (int)m->rank;
        cp_mpi_Comm_size(node, &n);
        int *all = malloc((size_t)n * sizeof *all);
        m->node_ranks = malloc((size_t)n * sizeof *m->node_ranks);
        if (all && m->node_ranks &&
            cp_mpi_Allgather(&me, 1, MPI_INT, all, 1, MPI_INT, node) == MPI_SUCCESS) {
            for (int i = 0; i < n; i++) m->node_ranks[i] = (uint32_t)all[i];
            m->n_node_ranks = (uint32_t)n;
        }
        free(all);
        PMPI_Comm_free(&node);
    }
    if (!cp_setting_int(CP_S_NO_HWLOC)) probe_binding(m);
}

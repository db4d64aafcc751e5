/* The machine's levels and each pair's (levels.h). */
#include "levels.h"

#include <hwloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "machine.h"

/* Whether the node's L3 caches are a level of the mapper's machine: no
 * package holds two NUMA nodes, one holds two L3 caches, and one L3 holds
 * two cores or more (machine_hwloc.c's rule, runs of cores aside). */
static int l3_is_level(hwloc_topology_t t)
{
    int np = hwloc_get_nbobjs_by_type(t, HWLOC_OBJ_PACKAGE), split = 0, wide = 0;
    for (int p = 0; p < np; p++) {
        hwloc_obj_t pk = hwloc_get_obj_by_type(t, HWLOC_OBJ_PACKAGE, (unsigned)p);
        if (hwloc_get_nbobjs_inside_cpuset_by_type(t, pk->cpuset, HWLOC_OBJ_NUMANODE) > 1) return 0;
        split |= hwloc_get_nbobjs_inside_cpuset_by_type(t, pk->cpuset, HWLOC_OBJ_L3CACHE) > 1;
    }
    hwloc_obj_type_t leaf = hwloc_get_nbobjs_by_type(t, HWLOC_OBJ_CORE) > 0 ? HWLOC_OBJ_CORE : HWLOC_OBJ_PU;
    for (int i = 0; i < hwloc_get_nbobjs_by_type(t, HWLOC_OBJ_L3CACHE); i++) {
        hwloc_obj_t c = hwloc_get_obj_by_type(t, HWLOC_OBJ_L3CACHE, (unsigned)i);
        wide |= hwloc_get_nbobjs_inside_cpuset_by_type(t, c->cpuset, leaf) > 1;
    }
    return split && wide;
}

/* Where this rank runs: the package and NUMA node (and L3 cache) of the CPU
 * it last ran on (bound ranks never move; unbound ones report where they are). */
static void my_place(cp_probe_rank_t *r)
{
    r->package = r->numa = r->l3 = -1;
    r->l3_level = 0;
    r->npackages = 0;
    snprintf(r->cpuset, sizeof r->cpuset, "?");
    hwloc_topology_t t;
    if (hwloc_topology_init(&t) || hwloc_topology_load(t)) return;
    int np = hwloc_get_nbobjs_by_type(t, HWLOC_OBJ_PACKAGE);
    r->npackages = np > 0 ? np : 0;
    hwloc_bitmap_t set = hwloc_bitmap_alloc(), last = hwloc_bitmap_alloc();
    if (!hwloc_get_cpubind(t, set, HWLOC_CPUBIND_PROCESS)) hwloc_bitmap_list_snprintf(r->cpuset, sizeof r->cpuset, set);
    if (!hwloc_get_last_cpu_location(t, last, HWLOC_CPUBIND_THREAD)) {
        hwloc_obj_t pu = hwloc_get_next_obj_covering_cpuset_by_type(t, last, HWLOC_OBJ_PU, NULL);
        hwloc_obj_t pkg = pu ? hwloc_get_ancestor_obj_by_type(t, HWLOC_OBJ_PACKAGE, pu) : NULL;
        if (pkg) r->package = (int)pkg->logical_index;
        hwloc_obj_t l3 = pu ? hwloc_get_ancestor_obj_by_type(t, HWLOC_OBJ_L3CACHE, pu) : NULL;
        if (l3 && (r->l3_level = l3_is_level(t))) r->l3 = (int)l3->logical_index;
        for (unsigned i = 0; pu && i < (unsigned)hwloc_get_nbobjs_by_type(t, HWLOC_OBJ_NUMANODE); i++) {
            hwloc_obj_t nn = hwloc_get_obj_by_type(t, HWLOC_OBJ_NUMANODE, i);
            if (nn->cpuset && hwloc_bitmap_isset(nn->cpuset, pu->os_index)) {
                r->numa = (int)nn->logical_index;
                break;
            }
        }
    }
    hwloc_bitmap_free(set);
    hwloc_bitmap_free(last);
    hwloc_topology_destroy(t);
}

static int host_index(cp_probe_machine_t *m, const char *name)
{
    for (int h = 0; h < m->nhosts; h++)
        if (!strcmp(m->host[h], name)) return h;
    m->host[m->nhosts] = strdup(name);
    return m->host[m->nhosts] ? m->nhosts++ : -1;
}

static int switch_levels(cp_probe_machine_t *m, const char *path, cp_err_t *err)
{
    cp_switches_t sw;
    cp_hostlist_t hl;
    cp_err_t e = {0};
    memset(&hl, 0, sizeof hl);
    for (int h = 0; h < m->nhosts; h++) {
        int slots = 0;
        for (int r = 0; r < m->nranks; r++) slots += m->host_of[r] == h;
        if (cp_hostlist_append(&hl, m->host[h], slots)) {
            cp_err_set(err, CP_ERR_NOMEM, "out of memory");
            cp_hostlist_free(&hl);
            return -1;
        }
    }
    if (cp_switches_read(path, &sw, &e) || cp_switches_place(&sw, &hl, path, &e)) {
        cp_err_set(err, CP_ERR_INVALID, "%s", e.msg);
        cp_hostlist_free(&hl);
        return -1;
    }
    m->sw_height = sw.height;
    m->sw_path = malloc(sizeof(int) * (size_t)(m->nhosts * (sw.height ? sw.height : 1)));
    m->sw_name = calloc((size_t)sw.n + 1, sizeof *m->sw_name);
    if (!m->sw_path || !m->sw_name) {
        cp_err_set(err, CP_ERR_NOMEM, "out of memory");
        cp_switches_free(&sw);
        cp_hostlist_free(&hl);
        return -1;
    }
    /* the host list is in our host order (cp_switches_place keeps it) */
    memcpy(m->sw_path, sw.path, sizeof(int) * (size_t)(m->nhosts * sw.height));
    for (int s = 0; s < sw.n; s++) m->sw_name[s] = strdup(sw.name[s]);
    int tops = 0;
    for (int h = 0; h < m->nhosts; h++) {
        int seen = 0;
        for (int g = 0; g < h; g++) seen |= m->sw_path[g * sw.height] == m->sw_path[h * sw.height];
        tops += !seen;
    }
    m->sw_root = tops > 1;
    cp_switches_free(&sw);
    cp_hostlist_free(&hl);
    return 0;
}

int cp_probe_machine_gather(MPI_Comm c, const char *switches, cp_probe_machine_t *m, cp_err_t *err)
{
    memset(m, 0, sizeof *m);
    int me, n, len;
    MPI_Comm_rank(c, &me);
    MPI_Comm_size(c, &n);
    m->nranks = n;
    cp_probe_rank_t mine;
    memset(&mine, 0, sizeof mine);
    MPI_Get_processor_name(mine.host, &len);
    my_place(&mine);
    /* rank 0 alone decides: a gather, not an all-gather (N times the
     * traffic: 7 s of a simulated run at 128 nodes, against 1) */
    m->rank = me == 0 ? calloc((size_t)n, sizeof *m->rank) : NULL;
    int ok = me != 0 || m->rank != NULL;
    MPI_Bcast(&ok, 1, MPI_INT, 0, c);
    if (!ok) return cp_err_set(err, CP_ERR_NOMEM, "out of memory");
    MPI_Gather(&mine, (int)sizeof mine, MPI_BYTE, m->rank, (int)sizeof mine, MPI_BYTE, 0, c);
    if (me) return 0;
    m->host_of = malloc(sizeof(int) * (size_t)n);
    m->host = calloc((size_t)n, sizeof *m->host);
    if (!m->host_of || !m->host) return cp_err_set(err, CP_ERR_NOMEM, "out of memory");
    for (int r = 0; r < n; r++)
        if ((m->host_of[r] = host_index(m, m->rank[r].host)) < 0) return cp_err_set(err, CP_ERR_NOMEM, "out of memory");
    if (switches && switch_levels(m, switches, err)) return -1;
    /* inside a node: a NUMA level where a package holds several NUMA nodes */
    for (int a = 0; a < n && !m->numa_level; a++)
        for (int b = a + 1; b < n; b++)
            if (m->host_of[a] == m->host_of[b] && m->rank[a].package == m->rank[b].package &&
                m->rank[a].numa != m->rank[b].numa) {
                m->numa_level = 1;
                break;
            }
    /* else an L3 level where the node's L3 caches are one (the mapper's
     * machine has it) and two ranks of a package are in two of them */
    for (int a = 0; a < n && !m->numa_level; a++)
        for (int b = a + 1; b < n; b++)
            if (m->host_of[a] == m->host_of[b] && m->rank[a].l3_level && m->rank[a].package == m->rank[b].package &&
                m->rank[a].l3 != m->rank[b].l3) {
                m->numa_level = m->inner_l3 = 1;
                break;
            }
    int L = 0;
    if (m->numa_level) snprintf(m->level[L++], sizeof m->level[0], "%s", m->inner_l3 ? "l3" : "numa");
    snprintf(m->level[L++], sizeof m->level[0], "socket");
    snprintf(m->level[L++], sizeof m->level[0], "node");
    if (switches) {
        int T = m->sw_height + m->sw_root; /* depths 0 .. T-1 above the nodes */
        for (int d = T - 1; d >= 0 && L < CP_PROBE_MAX_LEVELS; d--) {
            if (d == 0) snprintf(m->level[L++], sizeof m->level[0], "top");
            else if (T - d == 1) snprintf(m->level[L++], sizeof m->level[0], "switch");
            else snprintf(m->level[L++], sizeof m->level[0], "switch%d", T - d);
        }
    } else if (m->nhosts > 1) {
        snprintf(m->level[L++], sizeof m->level[0], "network");
    }
    m->nlevels = L;
    return 0;
}

int cp_probe_pair_level(const cp_probe_machine_t *m, int a, int b)
{
    int ha = m->host_of[a], hb = m->host_of[b], base = m->numa_level;
    if (ha == hb) {
        if (m->rank[a].package != m->rank[b].package) return base + 1; /* node */
        /* the same package: socket, or numa (l3) (0) where that level
         * exists and they share a NUMA node (an L3 cache) */
        int same = m->inner_l3 ? m->rank[a].l3 == m->rank[b].l3 : m->rank[a].numa == m->rank[b].numa;
        return m->numa_level && same ? 0 : base;
    }
    if (!m->sw_path) return base + 2; /* network */
    int H = m->sw_height, i = 0;
    while (i < H && m->sw_path[ha * H + i] == m->sw_path[hb * H + i]) i++;
    int T = H + m->sw_root, d = m->sw_root ? i : i - 1; /* depth of the shared group */
    if (d < 0) d = 0;
    return base + 2 + (T - 1 - d);
}

int cp_probe_pick_pairs(const cp_probe_machine_t *m, int k, int *pairs, int *count)
{
    for (int l = 0; l < m->nlevels; l++) count[l] = 0;
    /* candidates: each host's ranks against its first rank, and every
     * host's first rank against every other host's: O(ranks + hosts^2),
     * every level present appears */
    int *first = malloc(sizeof(int) * (size_t)m->nhosts);
    char *used = calloc((size_t)m->nhosts, 1);
    if (!first || !used) return free(first), free(used), -1;
    for (int h = 0; h < m->nhosts; h++) first[h] = -1;
    for (int r = 0; r < m->nranks; r++)
        if (first[m->host_of[r]] < 0) first[m->host_of[r]] = r;
    for (int pass = 0; pass < 2; pass++) { /* first on hosts not used yet */
        for (int r = 0; r < m->nranks; r++) {
            int f = first[m->host_of[r]];
            if (r == f) continue;
            int l = cp_probe_pair_level(m, f, r);
            if (count[l] >= k || (!pass && used[m->host_of[r]])) continue;
            int dup = 0;
            for (int i = 0; i < count[l]; i++) dup |= pairs[l * 2 * k + 2 * i] == f && pairs[l * 2 * k + 2 * i + 1] == r;
            if (dup) continue;
            pairs[l * 2 * k + 2 * count[l]] = f, pairs[l * 2 * k + 2 * count[l] + 1] = r, count[l]++;
            used[m->host_of[r]] = 1;
        }
        for (int g = 0; g < m->nhosts; g++)
            for (int h = g + 1; h < m->nhosts; h++) {
                int l = cp_probe_pair_level(m, first[g], first[h]);
                if (count[l] >= k || (!pass && (used[g] || used[h]))) continue;
                int dup = 0;
                for (int i = 0; i < count[l]; i++) dup |= pairs[l * 2 * k + 2 * i] == first[g] && pairs[l * 2 * k + 2 * i + 1] == first[h];
                if (dup) continue;
                pairs[l * 2 * k + 2 * count[l]] = first[g], pairs[l * 2 * k + 2 * count[l] + 1] = first[h], count[l]++;
                used[g] = used[h] = 1;
            }
    }
    free(first);
    free(used);
    return 0;
}

void cp_probe_machine_free(cp_probe_machine_t *m)
{
    for (int h = 0; m->host && h < m->nhosts; h++) free(m->host[h]);
    for (int s = 0; m->sw_name && m->sw_name[s]; s++) free(m->sw_name[s]);
    free(m->host), free(m->host_of), free(m->rank), free(m->sw_path), free(m->sw_name);
    memset(m, 0, sizeof *m);
}

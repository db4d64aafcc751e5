/* Node-internal levels from hwloc (machine.h).  Packages are the sockets of
 * Open MPI's rankfile `slot=S:C`, cores are counted within their package in
 * hwloc's logical order, which is the order Open MPI's logical indexes use;
 * NUMA nodes inside a package become a level of their own. */
#include <hwloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "machine.h"

static int hfail(cp_machine_err_t *e, const char *what, const char *xml)
{
    snprintf(e->msg, sizeof e->msg, "%s%s%s", xml ? xml : "", xml ? ": " : "", what);
    return -1;
}

int cp_machine_from_hwloc(const char *xml, const cp_hostlist_t *hosts, cp_switches_t *sw, const char *dists, cp_machine_t *m,
                          cp_machine_err_t *err)
{
    memset(m, 0, sizeof *m);
    hwloc_topology_t topo;
    if (hwloc_topology_init(&topo)) return hfail(err, "hwloc: cannot initialize a topology", NULL);
    if (xml && hwloc_topology_set_xml(topo, xml)) {
        hwloc_topology_destroy(topo);
        return hfail(err, "not a readable hwloc topology XML (make one with: lstopo --of xml FILE.xml)", xml);
    }
    if (hwloc_topology_load(topo)) {
        hwloc_topology_destroy(topo);
        return hfail(err, "hwloc cannot load this topology", xml);
    }
    /* cores per package, in logical order; a machine without package
     * objects is one package, one without cores counts its PUs */
    hwloc_obj_type_t leaf = hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_CORE) > 0 ? HWLOC_OBJ_CORE : HWLOC_OBJ_PU;
    int npkg = hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_PACKAGE), total = 0;
    int *pkg_cores = calloc((size_t)(npkg > 0 ? npkg : 1), sizeof *pkg_cores);
    if (!pkg_cores) {
        hwloc_topology_destroy(topo);
        return hfail(err, "out of memory", NULL);
    }
    if (npkg <= 0) {
        npkg = 1;
        pkg_cores[0] = hwloc_get_nbobjs_by_type(topo, leaf);
    } else {
        for (int p = 0; p < npkg; p++) {
            hwloc_obj_t pk = hwloc_get_obj_by_type(topo, HWLOC_OBJ_PACKAGE, (unsigned)p);
            pkg_cores[p] = hwloc_get_nbobjs_inside_cpuset_by_type(topo, pk->cpuset, leaf);
        }
    }
    for (int p = 0; p < npkg; p++) total += pkg_cores[p];
    /* each core's first PU by OS index (its cpuset's first bit), package by
     * package in logical order: what a physical rankfile names */
    int *pu_of = malloc(((size_t)total + 1) * sizeof *pu_of), *pkg_first = malloc((size_t)npkg * sizeof *pkg_first);
    if (!pu_of || !pkg_first) {
        free(pkg_cores), free(pu_of), free(pkg_first);
        hwloc_topology_destroy(topo);
        return hfail(err, "out of memory", NULL);
    }
    for (int p = 0, k = 0; p < npkg; p++) {
        hwloc_obj_t pk = hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_PACKAGE) > 0
                             ? hwloc_get_obj_by_type(topo, HWLOC_OBJ_PACKAGE, (unsigned)p)
                             : hwloc_get_root_obj(topo);
        pkg_first[p] = k;
        for (int c = 0; c < pkg_cores[p]; c++, k++) {
            hwloc_obj_t core = hwloc_get_obj_inside_cpuset_by_type(topo, pk->cpuset, leaf, (unsigned)c);
            pu_of[k] = core ? hwloc_bitmap_first(core->cpuset) : -1;
        }
    }
    /* NUMA nodes inside the packages (AMD's NPS2/NPS4, Intel's SNC): a
     * level between package and core when some package holds two or more,
     * each holding a run of the package's cores in logical order (so that
     * the rankfile's core numbers stay the package's); else no level */
    int *pkg_ngrp = calloc((size_t)npkg, sizeof *pkg_ngrp), *grp_cores = calloc((size_t)total + 1, sizeof *grp_cores);
    int numa = 0, ngrp_all = 0;
    if (!pkg_ngrp || !grp_cores) {
        free(pkg_cores), free(pkg_ngrp), free(grp_cores), free(pu_of), free(pkg_first);
        hwloc_topology_destroy(topo);
        return hfail(err, "out of memory", NULL);
    }
    if (hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_PACKAGE) == npkg) {
        int ok = 1;
        for (int p = 0; p < npkg && ok; p++) {
            hwloc_obj_t pk = hwloc_get_obj_by_type(topo, HWLOC_OBJ_PACKAGE, (unsigned)p);
            if (hwloc_get_nbobjs_inside_cpuset_by_type(topo, pk->cpuset, HWLOC_OBJ_NUMANODE) > 1) numa = 1;
            /* the package's cores in order: a new group where the NUMA node changes */
            hwloc_obj_t prev = NULL;
            for (int c = 0; c < pkg_cores[p]; c++) {
                hwloc_obj_t core = hwloc_get_obj_inside_cpuset_by_type(topo, pk->cpuset, leaf, (unsigned)c);
                hwloc_obj_t nn = core ? hwloc_get_next_obj_covering_cpuset_by_type(topo, core->cpuset,
                                                                                   HWLOC_OBJ_NUMANODE, NULL)
                                      : NULL;
                if (!nn) { ok = 0; break; }
                if (nn != prev) {
                    /* a NUMA node seen before in this package: not a run */
                    for (int q = 0; q < c && ok; q++) {
                        hwloc_obj_t cq = hwloc_get_obj_inside_cpuset_by_type(topo, pk->cpuset, leaf, (unsigned)q);
                        if (hwloc_bitmap_isincluded(cq->cpuset, nn->cpuset)) ok = 0;
                    }
                    pkg_ngrp[p]++;
                    ngrp_all++;
                    prev = nn;
                }
                grp_cores[ngrp_all - 1]++;
            }
        }
        if (!ok) numa = 0;
    }
    /* the node's name, for a lone node: the one hwloc recorded, else ours */
    char name[256] = "node0", *np = name;
    const char *hn = hwloc_obj_get_info_by_name(hwloc_get_root_obj(topo), "HostName");
    if (hn && *hn) snprintf(name, sizeof name, "%s", hn);
    else if (!xml && gethostname(name, sizeof name - 1) == 0) name[sizeof name - 1] = 0;
    hwloc_topology_destroy(topo);
    if (total <= 0) {
        free(pkg_cores), free(pkg_ngrp), free(grp_cores), free(pu_of), free(pkg_first);
        return hfail(err, "the topology has no cores", xml);
    }

    cp_hostlist_t one = {0};
    int self_slots = total;
    if (!hosts) {
        one = (cp_hostlist_t){.n = 1, .cap = 1, .name = &np, .slots = &self_slots};
        hosts = &one;
    }
    int *nsock = malloc((size_t)hosts->n * sizeof *nsock);
    int *cores = malloc((size_t)hosts->n * (size_t)npkg * sizeof *cores);
    int *sgroups = numa ? malloc((size_t)hosts->n * (size_t)npkg * sizeof *sgroups) : NULL;
    int *gcores = numa ? malloc((size_t)hosts->n * (size_t)(ngrp_all + 1) * sizeof *gcores) : NULL;
    int rc = -1;
    if (!nsock || !cores || (numa && (!sgroups || !gcores))) {
        hfail(err, "out of memory", NULL);
        goto out;
    }
    int64_t k = 0, kg = 0;
    for (int i = 0; i < hosts->n; i++) {
        if (hosts->slots[i] > total) {
            snprintf(err->msg, sizeof err->msg,
                     "host %s has %d slots but the topology%s%s has %d cores (one rank per core)", hosts->name[i],
                     hosts->slots[i], xml ? " " : "", xml ? xml : "", total);
            goto out;
        }
        nsock[i] = 0;
        for (int p = 0, g0 = 0, left = hosts->slots[i]; p < npkg && left > 0; g0 += pkg_ngrp[p], p++) {
            int take = left < pkg_cores[p] ? left : pkg_cores[p];
            if (!take) continue;
            if (numa) { /* the package's groups in order, the last one cut */
                int ng = 0;
                for (int q = 0, l = take; q < pkg_ngrp[p] && l > 0; q++, ng++) {
                    gcores[kg++] = l < grp_cores[g0 + q] ? l : grp_cores[g0 + q];
                    l -= grp_cores[g0 + q];
                }
                sgroups[k] = ng;
            }
            cores[k++] = take;
            nsock[i]++;
            left -= take;
        }
    }
    rc = cp_machine_from_nodes(hosts, nsock, cores, sgroups, gcores, sw, dists, m, err);
    if (!rc) {
        /* a host's sockets are the packages that have cores, in order */
        int *pkg_of_sock = malloc((size_t)npkg * sizeof *pkg_of_sock), ns = 0;
        m->core_pu = malloc((size_t)m->ncores * sizeof *m->core_pu);
        if (!pkg_of_sock || !m->core_pu) {
            free(pkg_of_sock);
            cp_machine_free(m);
            rc = hfail(err, "out of memory", NULL);
            goto out;
        }
        for (int p = 0; p < npkg; p++)
            if (pkg_cores[p] > 0) pkg_of_sock[ns++] = p;
        for (int c = 0; c < m->ncores; c++)
            m->core_pu[c] = pu_of[pkg_first[pkg_of_sock[m->core_socket[c]]] + m->core_in_socket[c]];
        free(pkg_of_sock);
    }
out:
    free(nsock);
    free(cores);
    free(sgroups);
    free(gcores);
    free(pkg_cores);
    free(pkg_ngrp);
    free(grp_cores);
    free(pu_of);
    free(pkg_first);
    return rc;
}

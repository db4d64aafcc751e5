/* Node-internal levels from hwloc (machine.h).  Packages are the sockets of
 * Open MPI's rankfile `slot=S:C`, cores are counted within their package in
 * hwloc's logical order, which is the order Open MPI's logical indexes use;
 * NUMA nodes inside a package become a level of their own, else L3 caches
 * that each hold part of a package's cores (AMD's CCXs in one NUMA node a
 * socket: ranks sharing an L3 exchange through it, others through the
 * package's fabric). */
#include <hwloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "host_name.h"
#include "machine.h"

static int hfail(cp_err_t *e, const char *what, const char *xml)
{
    snprintf(e->msg, sizeof e->msg, "%s%s%s", xml ? xml : "", xml ? ": " : "", what);
    return -1;
}

/* One node type, read from its topology. */
typedef struct ntype {
    const char *xml;  /* NULL: this machine */
    int npkg, total;  /* packages, cores */
    int *pkg_cores;   /* per package */
    int *pu_of;       /* per core, package by package: its first PU's OS index */
    int *pkg_first;   /* per package: its first core in pu_of */
    int numa;         /* some package holds two NUMA nodes or more */
    int l3;           /* else: some package holds two L3 caches or more, one of them two cores or more */
    int *pkg_ngrp;    /* per package: its NUMA (or L3) groups (runs of cores) */
    int *grp_cores;   /* per group, package by package */
    char name[256];   /* the node's name, for a lone node */
    cp_hostlist_t names; /* the hosts of this type (none: the default type) */
    int named;
} ntype_t;

static void type_free(ntype_t *T)
{
    free(T->pkg_cores), free(T->pu_of), free(T->pkg_first), free(T->pkg_ngrp), free(T->grp_cores);
    cp_hostlist_free(&T->names);
}

/* what a type without a level inside its packages has beside one with */
static void one_group_a_package(ntype_t *T)
{
    for (int p = 0; p < T->npkg; p++) T->pkg_ngrp[p] = 1, T->grp_cores[p] = T->pkg_cores[p];
}

/* Each package's cores in order, a new group where the object of `type`
 * that covers the core changes: 0 where no package holds two or more, or
 * some package's are not runs of its cores (or a core has none); 1 where
 * some does; 2 where, besides, some group holds two cores or more (a level
 * of one core a group tells the mapper nothing: a VM's L3 a vCPU). */
static int split_runs(hwloc_topology_t topo, ntype_t *T, hwloc_obj_type_t leaf, hwloc_obj_type_t type)
{
    if (hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_PACKAGE) != T->npkg) return 0;
    int split = 0, wide = 0, ngrp_all = 0;
    memset(T->grp_cores, 0, ((size_t)T->total + 1) * sizeof *T->grp_cores);
    for (int p = 0; p < T->npkg; p++) {
        hwloc_obj_t pk = hwloc_get_obj_by_type(topo, HWLOC_OBJ_PACKAGE, (unsigned)p);
        if (hwloc_get_nbobjs_inside_cpuset_by_type(topo, pk->cpuset, type) > 1) split = 1;
        T->pkg_ngrp[p] = 0;
        hwloc_obj_t prev = NULL;
        for (int c = 0; c < T->pkg_cores[p]; c++) {
            hwloc_obj_t core = hwloc_get_obj_inside_cpuset_by_type(topo, pk->cpuset, leaf, (unsigned)c);
            hwloc_obj_t o = core ? hwloc_get_next_obj_covering_cpuset_by_type(topo, core->cpuset, type, NULL) : NULL;
            if (!o) return 0;
            if (o != prev) {
                /* an object seen before in this package: not a run */
                for (int q = 0; q < c; q++) {
                    hwloc_obj_t cq = hwloc_get_obj_inside_cpuset_by_type(topo, pk->cpuset, leaf, (unsigned)q);
                    if (hwloc_bitmap_isincluded(cq->cpuset, o->cpuset)) return 0;
                }
                T->pkg_ngrp[p]++;
                ngrp_all++;
                prev = o;
            }
            if (++T->grp_cores[ngrp_all - 1] > 1) wide = 1;
        }
    }
    return split ? 1 + wide : 0;
}

static int type_load(ntype_t *T, cp_err_t *err)
{
    const char *xml = T->xml;
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
    T->pkg_cores = calloc((size_t)(npkg > 0 ? npkg : 1), sizeof *T->pkg_cores);
    if (!T->pkg_cores) {
        hwloc_topology_destroy(topo);
        return hfail(err, "out of memory", NULL);
    }
    int *pkg_cores = T->pkg_cores;
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
    T->npkg = npkg, T->total = total;
    /* each core's first PU by OS index (its cpuset's first bit), package by
     * package in logical order: what a physical rankfile names */
    T->pu_of = malloc(((size_t)total + 1) * sizeof *T->pu_of), T->pkg_first = malloc((size_t)npkg * sizeof *T->pkg_first);
    T->pkg_ngrp = calloc((size_t)npkg, sizeof *T->pkg_ngrp), T->grp_cores = calloc((size_t)total + 1, sizeof *T->grp_cores);
    if (!T->pu_of || !T->pkg_first || !T->pkg_ngrp || !T->grp_cores) {
        hwloc_topology_destroy(topo);
        return hfail(err, "out of memory", NULL);
    }
    for (int p = 0, k = 0; p < npkg; p++) {
        hwloc_obj_t pk = hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_PACKAGE) > 0
                             ? hwloc_get_obj_by_type(topo, HWLOC_OBJ_PACKAGE, (unsigned)p)
                             : hwloc_get_root_obj(topo);
        T->pkg_first[p] = k;
        for (int c = 0; c < pkg_cores[p]; c++, k++) {
            hwloc_obj_t core = hwloc_get_obj_inside_cpuset_by_type(topo, pk->cpuset, leaf, (unsigned)c);
            T->pu_of[k] = core ? hwloc_bitmap_first(core->cpuset) : -1;
        }
    }
    /* NUMA nodes inside the packages (AMD's NPS2/NPS4, Intel's SNC): a
     * level between package and core when some package holds two or more,
     * each holding a run of the package's cores in logical order (so that
     * the rankfile's core numbers stay the package's); else L3 caches so;
     * else no level */
    T->numa = split_runs(topo, T, leaf, HWLOC_OBJ_NUMANODE);
    if (!T->numa) T->l3 = split_runs(topo, T, leaf, HWLOC_OBJ_L3CACHE) == 2;
    if (!T->numa && !T->l3) one_group_a_package(T);
    /* the node's name, for a lone node: the one hwloc recorded, else ours */
    snprintf(T->name, sizeof T->name, "node0");
    const char *hn = hwloc_obj_get_info_by_name(hwloc_get_root_obj(topo), "HostName");
    if (hn && *hn) snprintf(T->name, sizeof T->name, "%s", hn);
    else if (!xml && gethostname(T->name, sizeof T->name - 1) == 0) T->name[sizeof T->name - 1] = 0;
    hwloc_topology_destroy(topo);
    if (total <= 0) return hfail(err, "the topology has no cores", xml);
    return 0;
}

/* whether the list names host `name` by its short form */
static int short_named(cp_hostlist_t *names, const char *name)
{
    size_t n = cp_host_short_len(name);
    if (n == strlen(name)) return 0;
    char *s = strndup(name, n);
    int found = s && cp_hostlist_find(names, s) >= 0;
    free(s);
    return found;
}

/* whether the list names host `name`, or its short form */
static int listed(cp_hostlist_t *names, const char *name)
{
    return name && (cp_hostlist_find(names, name) >= 0 || short_named(names, name));
}

/* the type of host `name` (alias: the name it resolves to where it is an
 * address, or NULL): the one whose list names it, else the one without a
 * list; -1 where none, -2 where two lists name it */
static int type_of(ntype_t *T, int nt, const char *name, const char *alias, int *second)
{
    int found = -1, dflt = -1;
    for (int t = 0; t < nt; t++) {
        if (!T[t].named) {
            dflt = t;
            continue;
        }
        /* (out of memory: as not named); a list in Slurm's form names
         * hosts short where a hostfile may name them long (host_name.h) */
        if (!listed(&T[t].names, name) && !listed(&T[t].names, alias)) continue;
        if (found >= 0) {
            *second = t;
            return -2 - found;
        }
        found = t;
    }
    return found >= 0 ? found : dflt;
}

/* Each type's topology and host list; at most one type without a list. */
static int load_types(const cp_node_type_t *types, int ntypes, ntype_t *T, cp_err_t *err)
{
    int ndefault = 0;
    for (int t = 0; t < ntypes; t++) {
        T[t].xml = types[t].xml;
        if (type_load(&T[t], err)) return -1;
        if (types[t].hosts) {
            int e = cp_hostnames_expand(types[t].hosts, &T[t].names);
            if (e)
                return cp_machine_fail(err, "--topology %s=%s: %s", types[t].xml ? types[t].xml : "this", types[t].hosts,
                                       e == -1 ? "not a host list (names, or Slurm's n[01-04,07] form)"
                                       : e == -2 ? "out of memory" : "too many hosts");
            T[t].named = 1;
        } else if (++ndefault > 1) {
            return hfail(err, "only one --topology may go without =HOSTS (the type of the hosts no list names)", NULL);
        }
    }
    return 0;
}

/* What cp_machine_from_nodes takes: per host its sockets, per socket its
 * cores (or NUMA groups, and their cores). */
typedef struct insides {
    int *nsock, *cores, *sgroups, *gcores;
} insides_t;

static void insides_free(insides_t *in)
{
    free(in->nsock), free(in->cores), free(in->sgroups), free(in->gcores);
}

/* Each host's first `slots` cores of its type, package by package (with
 * numa: each package's groups in order, the last one cut). */
static int host_insides(ntype_t *T, int ntypes, const cp_node_type_t *types, const cp_hostlist_t *hosts, int numa,
                        insides_t *in, cp_err_t *err)
{
    int max_pkg = 0, max_total = 0;
    for (int t = 0; t < ntypes; t++) {
        max_pkg = T[t].npkg > max_pkg ? T[t].npkg : max_pkg;
        max_total = T[t].total > max_total ? T[t].total : max_total;
    }
    in->nsock = malloc((size_t)hosts->n * sizeof *in->nsock);
    in->cores = malloc((size_t)hosts->n * (size_t)max_pkg * sizeof *in->cores);
    in->sgroups = numa ? malloc((size_t)hosts->n * (size_t)max_pkg * sizeof *in->sgroups) : NULL;
    in->gcores = numa ? malloc((size_t)hosts->n * (size_t)(max_total + 1) * sizeof *in->gcores) : NULL;
    if (!in->nsock || !in->cores || (numa && (!in->sgroups || !in->gcores))) return hfail(err, "out of memory", NULL);
    int64_t k = 0, kg = 0;
    for (int i = 0; i < hosts->n; i++) {
        int second = -1, t = type_of(T, ntypes, hosts->name[i], hosts->alias ? hosts->alias[i] : NULL, &second);
        if (t == -1)
            return cp_machine_fail(err, "host %s is in no --topology list (add it, or give one topology without =HOSTS "
                                        "for the rest)", hosts->name[i]);
        if (t <= -2)
            return cp_machine_fail(err, "host %s is in two --topology lists (%s and %s)", hosts->name[i],
                                   types[-2 - t].xml ? types[-2 - t].xml : "this",
                                   types[second].xml ? types[second].xml : "this");
        const ntype_t *y = &T[t];
        if (hosts->slots[i] > y->total)
            return cp_machine_fail(err, "host %s has %d slots but the topology%s%s has %d cores (one rank per core)",
                                   hosts->name[i], hosts->slots[i], y->xml ? " " : "", y->xml ? y->xml : "", y->total);
        in->nsock[i] = 0;
        for (int p = 0, g0 = 0, left = hosts->slots[i]; p < y->npkg && left > 0; g0 += y->pkg_ngrp[p], p++) {
            int take = left < y->pkg_cores[p] ? left : y->pkg_cores[p];
            if (!take) continue;
            if (numa) {
                int ng = 0;
                for (int q = 0, l = take; q < y->pkg_ngrp[p] && l > 0; q++, ng++) {
                    in->gcores[kg++] = l < y->grp_cores[g0 + q] ? l : y->grp_cores[g0 + q];
                    l -= y->grp_cores[g0 + q];
                }
                in->sgroups[k] = ng;
            }
            in->cores[k++] = take;
            in->nsock[i]++;
            left -= take;
        }
    }
    return 0;
}

/* Each core's PU: its host's type (the host found again by name: switches
 * may order the hosts otherwise), whose sockets are the packages that have
 * cores, in order. */
static int number_pus(ntype_t *T, int ntypes, cp_machine_t *m, cp_err_t *err)
{
    int max_pkg = 0;
    for (int t = 0; t < ntypes; t++) max_pkg = T[t].npkg > max_pkg ? T[t].npkg : max_pkg;
    m->core_pu = malloc((size_t)m->ncores * sizeof *m->core_pu);
    int *pkg_of_sock = malloc(((size_t)max_pkg + 1) * sizeof *pkg_of_sock);
    if (!m->core_pu || !pkg_of_sock) {
        free(pkg_of_sock);
        return hfail(err, "out of memory", NULL);
    }
    int last_t = -1;
    for (int c = 0; c < m->ncores; c++) {
        int ht = m->anc[m->host_depth * m->ncores + c];
        const char *host = m->hosts ? m->hosts[ht] : NULL, *alias = m->host_alias ? m->host_alias[ht] : NULL;
        int second = -1, t = ntypes == 1 || !host ? 0 : type_of(T, ntypes, host, alias, &second);
        const ntype_t *y = &T[t < 0 ? 0 : t];
        if (t != last_t) {
            int ns = 0;
            for (int p = 0; p < y->npkg; p++)
                if (y->pkg_cores[p] > 0) pkg_of_sock[ns++] = p;
            last_t = t;
        }
        m->core_pu[c] = y->pu_of[y->pkg_first[pkg_of_sock[m->core_socket[c]]] + m->core_in_socket[c]];
    }
    free(pkg_of_sock);
    return 0;
}

int cp_machine_from_hwloc_types(const cp_node_type_t *types, int ntypes, const cp_hostlist_t *hosts, cp_switches_t *sw,
                                const char *dists, int unit, int *numa_left, cp_machine_t *m, cp_err_t *err)
{
    if (numa_left) *numa_left = 0;
    memset(m, 0, sizeof *m);
    if (ntypes < 1 || (!hosts && ntypes > 1))
        return hfail(err, "several node types (--topology XML=HOSTS) need the hosts named: give a hostfile", NULL);
    ntype_t *T = calloc((size_t)ntypes, sizeof *T);
    if (!T) return hfail(err, "out of memory", NULL);
    insides_t in = {0};
    int rc = load_types(types, ntypes, T, err);
    if (!rc) {
        /* a NUMA level for every host where one type has it (one group a
         * package elsewhere), so that every node has the same depth; else
         * an L3 level so; never both, nor L3 caches named NUMA nodes */
        int any_numa = 0, numa = 0, left = 0;
        for (int t = 0; t < ntypes; t++) any_numa |= T[t].numa;
        for (int t = 0; t < ntypes; t++) {
            if (any_numa && T[t].l3) T[t].l3 = 0, one_group_a_package(&T[t]);
            numa |= T[t].numa || T[t].l3;
            /* places of unit cores that would span NUMA nodes (L3 caches): no such level */
            for (int p = 0, g = 0; (T[t].numa || T[t].l3) && unit > 1 && p < T[t].npkg; p++)
                for (int q = 0; q < T[t].pkg_ngrp[p]; q++, g++)
                    if (T[t].grp_cores[g] % unit && !left) left = T[t].grp_cores[g];
        }
        if (left) numa = 0;
        if (numa_left) *numa_left = any_numa ? left : -left;
        int self_slots = T[0].total;
        char *np = T[0].name;
        cp_hostlist_t lone = {.n = 1, .cap = 1, .name = &np, .slots = &self_slots};
        if (!hosts) hosts = &lone; /* one node, all its cores, named as its topology says */
        rc = host_insides(T, ntypes, types, hosts, numa, &in, err);
        if (!rc) rc = cp_machine_from_nodes(hosts, in.nsock, in.cores, in.sgroups, in.gcores, sw, dists, m, err);
        /* the level inside the packages is the L3 caches' */
        if (!rc && numa && !any_numa) snprintf(m->level_name[m->host_depth + 2], sizeof m->level_name[0], "l3");
        if (!rc && (rc = number_pus(T, ntypes, m, err))) cp_machine_free(m);
    }
    insides_free(&in);
    for (int t = 0; t < ntypes; t++) type_free(&T[t]);
    free(T);
    return rc;
}

/* COMMPROF_BIND (rank_bind.h): the binding happens in a constructor, before
 * main, so that the application's memory is first touched from its cores
 * and every thread it starts inherits them; what happened is said at
 * MPI_Init, once for the job, where the ranks can agree who speaks.
 *
 * A rankfile's slots are what Open MPI's are: slot=K is the host's K-th
 * core, slot=S:C core C of package S, K-L and S:C-D ranges of them, all by
 * hwloc's logical index among the cores the process may use; a core is all
 * its hardware threads.  The rank is the launcher's (OMPI_COMM_WORLD_RANK,
 * PMIX_RANK, PMI_RANK, SLURM_PROCID): MPI_COMM_WORLD's as launched. */
#include "rank_bind.h"

#include <errno.h>
#include <hwloc.h>
#include <hwloc/glibc-sched.h>
#include <limits.h>
#include <mpi.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "host_addr.h"
#include "host_name.h"
#include "mpi_real.gen.h"
#include "rankfile_read.h"
#include "reorder_place.h"
#include "settings.h"

static enum { BIND_NONE, BIND_DONE, BIND_FAILED } bind_state;
static char bind_why[900];  /* BIND_FAILED: what to say */
static char bind_what[160]; /* BIND_DONE: "cores 4-7 of nodeA" */

/* a whole number in [0, INT_MAX] from the environment, or -1 */
static long env_count(const char *name)
{
    const char *s = name ? getenv(name) : NULL;
    char *end;
    if (!s || !*s) return -1;
    errno = 0;
    long r = strtol(s, &end, 10);
    return *end || errno || r < 0 || r > INT_MAX ? -1 : r;
}

/* this process's rank as the launcher numbered it, or -1; the job's size
 * where the launcher says it (else -1) */
static long launcher_rank(const char **var, long *size, const char **size_var)
{
    static const char *const vars[][2] = {{"OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE"},
                                          {"PMIX_RANK", "OMPI_COMM_WORLD_SIZE"},
                                          {"PMI_RANK", "PMI_SIZE"},
                                          {"SLURM_PROCID", "SLURM_NTASKS"}};
    for (size_t v = 0; v < sizeof vars / sizeof vars[0]; v++) {
        long r = env_count(vars[v][0]);
        if (r < 0) continue;
        *var = vars[v][0], *size_var = vars[v][1];
        *size = env_count(vars[v][1]);
        return r;
    }
    return -1;
}

/* whether the placement's host is the node this process runs on: by short
 * name, by one of its addresses, or the loopback (a rankfile written from
 * "localhost slots=4": the launcher's node, where a host list of it runs
 * every rank) */
static int here(const char *host, const cp_where_t *me)
{
    if (cp_host_is_loopback(host)) return 1;
    if (cp_host_is_address(host)) return cp_host_address_in(host, me->addrs);
    size_t a = cp_host_short_len(host);
    return a == strlen(me->host) && !strncmp(host, me->host, a);
}

/* the cores of entry e (hwloc's logical indexes), OR'd into set; 0, or -1
 * with bind_why said */
static int cores_of(hwloc_topology_t topo, const cp_rank_slot_t *e, const char *path, hwloc_bitmap_t set)
{
    hwloc_obj_t within = hwloc_get_root_obj(topo);
    const char *where = "this node";
    char pk[64];
    if (e->slot[0] >= 0) {
        int np = hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_PACKAGE);
        if (e->slot[0] >= np) {
            snprintf(bind_why, sizeof bind_why, "%s:%d: rank %d on package %ld, but this node has %d package%s", path,
                     e->line, e->rank, e->slot[0], np, np == 1 ? "" : "s");
            return -1;
        }
        within = hwloc_get_obj_by_type(topo, HWLOC_OBJ_PACKAGE, (unsigned)e->slot[0]);
        snprintf(pk, sizeof pk, "package %ld of this node", e->slot[0]);
        where = pk;
    }
    int nc = hwloc_get_nbobjs_inside_cpuset_by_type(topo, within->cpuset, HWLOC_OBJ_CORE);
    if (e->last >= nc) {
        snprintf(bind_why, sizeof bind_why, "%s:%d: rank %d on core %ld, but %s has %d core%s (as this process may use them)",
                 path, e->line, e->rank, e->last, where, nc, nc == 1 ? "" : "s");
        return -1;
    }
    for (long c = e->slot[1]; c <= e->last; c++) {
        hwloc_obj_t core = hwloc_get_obj_inside_cpuset_by_type(topo, within->cpuset, HWLOC_OBJ_CORE, (unsigned)c);
        if (core) hwloc_bitmap_or(set, set, core->cpuset);
    }
    return 0;
}

static void bind_now(const char *path)
{
    const char *var = NULL, *size_var = NULL;
    long size = -1, rank = launcher_rank(&var, &size, &size_var);
    if (rank < 0) return; /* no rank of a launch (the launcher itself, a tool it runs): nothing to bind */
    bind_state = BIND_FAILED;
    cp_err_t err = {0};
    int n = 0;
    cp_rank_slot_t *pl = cp_rankfile_read(path, &n, &err);
    if (!pl) {
        snprintf(bind_why, sizeof bind_why, "%s", err.msg);
        return;
    }
    cp_where_t where; /* this node's short name and addresses, as COMMPROF_REORDER matches them */
    cp_where_am_i(&where);
    const char *me = where.host;
    hwloc_topology_t topo = NULL;
    hwloc_bitmap_t set = hwloc_bitmap_alloc();
    /* a placement of another size binds no process: none of its ranks is
     * this job's (as COMMPROF_REORDER refuses it) */
    const cp_rank_slot_t *e = rank < n && (size < 0 || size == n) ? &pl[rank] : NULL;
    if (!e && size >= 0)
        snprintf(bind_why, sizeof bind_why, "%s places %d ranks, but this job has %ld processes (%s): another job's placement",
                 path, n, size, size_var);
    else if (!e)
        snprintf(bind_why, sizeof bind_why, "%s places %d ranks, but this process is rank %ld (%s): another job's placement",
                 path, n, rank, var);
    else if (e->last < 0)
        snprintf(bind_why, sizeof bind_why,
                 "%s is a host list: it names hosts, not cores (COMMPROF_BIND takes the rankfile of the same placement: mapper "
                 "--format rankfile)",
                 path);
    else if (!here(e->host, &where))
        snprintf(bind_why, sizeof bind_why, "%s:%d: rank %ld is placed on %s, but runs on %s (the launch's hosts are not the "
                 "placement's: give the launcher the host list of the same placement)",
                 path, e->line, rank, e->host, me);
    else if (!set || hwloc_topology_init(&topo) || hwloc_topology_load(topo))
        snprintf(bind_why, sizeof bind_why, "hwloc could not read this node's topology");
    else if (!cores_of(topo, e, path, set)) {
        /* a topology from an XML file or HWLOC_SYNTHETIC is not this
         * system to hwloc, whose binding then does nothing and succeeds:
         * the kernel is asked itself, for this (so far the only) thread */
        cpu_set_t cpus;
        int rc = hwloc_topology_is_thissystem(topo)
                     ? hwloc_set_cpubind(topo, set, HWLOC_CPUBIND_PROCESS)
                     : hwloc_cpuset_to_glibc_sched_affinity(topo, set, &cpus, sizeof cpus) ||
                           sched_setaffinity(0, sizeof cpus, &cpus);
        if (rc) {
            int was = errno;
            char list[128] = "";
            hwloc_bitmap_list_snprintf(list, sizeof list, set);
            snprintf(bind_why, sizeof bind_why, "rank %ld: binding to the cores of %s:%d (CPUs %s) failed: %s", rank, path,
                     e->line, list,
                     was == EINVAL ? "none of those CPUs is one this process may run on" : strerror(was));
        } else {
            bind_state = BIND_DONE;
            char cores[96];
            if (e->slot[1] == e->last) snprintf(cores, sizeof cores, "core %ld", e->slot[1]);
            else snprintf(cores, sizeof cores, "cores %ld-%ld", e->slot[1], e->last);
            if (e->slot[0] >= 0) snprintf(bind_what, sizeof bind_what, "%s of package %ld of %s", cores, e->slot[0], me);
            else snprintf(bind_what, sizeof bind_what, "%s of %s", cores, me);
        }
    }
    if (topo) hwloc_topology_destroy(topo);
    hwloc_bitmap_free(set);
    cp_rankfile_free(pl, n);
}

__attribute__((constructor)) static void cp_bind_at_load(void)
{
    cp_settings_load();
    const char *path = cp_setting_text(CP_S_BIND);
    if (*path) bind_now(path);
}

void cp_bind_report(void)
{
    cp_settings_load();
    const char *path = cp_setting_text(CP_S_BIND);
    if (!*path) return;
    int rank = 0, size = 1;
    cp_mpi_Comm_rank(MPI_COMM_WORLD, &rank);
    cp_mpi_Comm_size(MPI_COMM_WORLD, &size);
    /* [0]: processes bound, [1]: not bound (no launcher rank counts as not) */
    int mine[2] = {bind_state == BIND_DONE, bind_state != BIND_DONE}, all[2] = {0, 0};
    int first = bind_state == BIND_DONE ? INT_MAX : rank, lowest = INT_MAX;
    cp_mpi_Allreduce(mine, all, 2, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    cp_mpi_Allreduce(&first, &lowest, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
    if (rank == 0 && !all[1])
        fprintf(stderr, "commprof: COMMPROF_BIND=%s: %d of %d processes bound to the cores it places them on (rank 0: %s)\n",
                path, all[0], size, bind_what);
    if (rank == lowest)
        fprintf(stderr, "commprof: COMMPROF_BIND: %s; %d of %d processes not bound%s\n",
                bind_state == BIND_NONE ? "no launcher's rank in the environment (OMPI_COMM_WORLD_RANK, PMIX_RANK, PMI_RANK, "
                                          "SLURM_PROCID) before MPI_Init"
                                        : bind_why,
                all[1], size, all[1] < size ? ", the others bound" : "");
}

/* Loading the OTF2 trace writer plugin (trace.h). */
#include "trace.h"
#include "mpi_real.gen.h"
#include "settings.h"

#include <dlfcn.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "comm_world_map.h"

static const cp_trace_mpi_t real_mpi = {cp_mpi_Allreduce, cp_mpi_Allgather, cp_mpi_Allgatherv, cp_mpi_Gather,
                                        cp_mpi_Gatherv};
int cp_tracing;
CP_TLS int cp_trace_thread;
const cp_trace_ops_t *cp_trace_ops;
CP_TLS uint64_t cp_trace_enter_time;
CP_TLS uint32_t cp_trace_held;
int cp_trace_all_tests;
static uint64_t trace_start_t; /* MPI_Init's region opens here */

/* The plugin beside this library (its build directory or its install
 * directory), else wherever the dynamic linker finds it. */
static void *load_plugin(char *why, size_t len)
{
    Dl_info info;
    char path[PATH_MAX];
    void *h = NULL;
    if (dladdr((void *)&cp_trace_start, &info) && info.dli_fname &&
        strlen(info.dli_fname) < sizeof path) {
        strcpy(path, info.dli_fname);
        char *dir = dirname(path);
        char full[PATH_MAX + 32];
        snprintf(full, sizeof full, "%s/libcommprof_otf2.so", dir);
        h = dlopen(full, RTLD_NOW | RTLD_LOCAL);
    }
    if (!h) h = dlopen("libcommprof_otf2.so", RTLD_NOW | RTLD_LOCAL);
    if (!h) snprintf(why, len, "cannot load libcommprof_otf2.so: %s", dlerror());
    return h;
}

/* Communicators met on the traced thread, by id - 1.  Each keeps a copy of
 * its group: the communicator may be freed long before MPI_Finalize. */
static cp_trace_comm_t *tcomms;
static uint32_t ntcomms, captcomms;

uint32_t cp_trace_comm(MPI_Comm comm)
{
    cp_rank_map_t *m = cp_comm_trace_map(comm);
    if (!m) return 0;
    if (m->trace_comm) return m->trace_comm;
    /* an intercommunicator: the local group's world ranks besides the remote ones in m */
    int nl = m->inter ? m->group_size : 0, n = m->size + nl;
    int *ranks = malloc(((size_t)n + 1) * sizeof *ranks);
    if (!ranks) return 0;
    memcpy(ranks, m->ranks, (size_t)m->size * sizeof *ranks);
    uint64_t h = m->group_hash, hb = 0;
    uint32_t size = (uint32_t)m->size, size_b = 0;
    if (m->inter) {
        MPI_Group local;
        cp_mpi_Comm_group(comm, &local);
        cp_group_world_ranks(local, nl, ranks + m->size);
        PMPI_Group_free(&local);
        hb = m->group_hash;             /* local */
        h = cp_group_hash(m->ranks, m->size); /* remote */
        size_b = (uint32_t)nl;
        if (hb < h || (hb == h && size_b < size)) { /* A is the smaller name: swap the halves */
            int *t = malloc(((size_t)n + 1) * sizeof *t);
            if (!t) {
                free(ranks);
                return 0;
            }
            memcpy(t, ranks + m->size, (size_t)nl * sizeof *t);
            memcpy(t + nl, ranks, (size_t)m->size * sizeof *t);
            free(ranks);
            ranks = t;
            uint64_t th = h;
            h = hb, hb = th;
            uint32_t ts = size;
            size = size_b, size_b = ts;
        }
    }
    for (int i = 0; i < n; i++)
        if (ranks[i] < 0) { /* a spawned process: not in the world's locations */
            free(ranks);
            return 0;
        }
    if (ntcomms == captcomms) {
        uint32_t cap = captcomms ? 2 * captcomms : 16;
        cp_trace_comm_t *t = realloc(tcomms, cap * sizeof *t);
        if (!t) {
            free(ranks);
            return 0;
        }
        tcomms = t;
        captcomms = cap;
    }
    uint32_t ordinal = 0;
    for (uint32_t i = 0; i < ntcomms; i++)
        ordinal += tcomms[i].hash == h && tcomms[i].size == size && tcomms[i].hash_b == hb &&
                   tcomms[i].size_b == size_b;
    tcomms[ntcomms++] = (cp_trace_comm_t){h, hb, size, size_b, ordinal, ranks};
    m->trace_comm = ntcomms;
    return ntcomms;
}

const cp_trace_comm_t *cp_trace_comms(uint32_t *n)
{
    *n = ntcomms;
    return tcomms;
}


int cp_trace_start(uint32_t rank, uint32_t size, const char *dir)
{
    char why[512] = "";
    int ok = 0;
    void *h = load_plugin(why, sizeof why);
    const cp_trace_ops_t *ops = NULL;
    if (h) {
        ops = (const cp_trace_ops_t *)dlsym(h, "cp_otf2_ops");
        if (!ops || ops->abi != CP_TRACE_ABI)
            snprintf(why, sizeof why, "libcommprof_otf2.so is not this version's plugin");
        else
            ok = 1;
    }
    /* every rank must take part in the plugin's collective init, or none */
    int all = ok;
    cp_mpi_Allreduce(&ok, &all, 1, MPI_INT, MPI_MIN, cp_world);
    if (all && ops->init(rank, size, cp_world, &real_mpi, dir, (uint64_t)cp_setting_int(CP_S_TRACE_LIMIT), why, sizeof why) == 0) {
        cp_trace_ops = ops;
        cp_trace_all_tests = cp_setting_int(CP_S_TRACE_TESTS) == 1;
        cp_trace_thread = 1;
        trace_start_t = (uint64_t)cp_clock_now();
        __atomic_store_n(&cp_tracing, 1, __ATOMIC_RELEASE);
        return 0;
    }
    if (rank == 0 || ok) fprintf(stderr, "commprof: rank %u: no trace: %s\n", rank, why[0] ? why : "another rank could not load the plugin");
    return -1;
}

/* No event can come between: the start-up's own MPI calls are nested
 * (not traced), and no other thread may call MPI before MPI_Init returns. */
void cp_trace_init_done(uint32_t region)
{
    if (!cp_trace_here()) return;
    cp_trace_ops->enter(region, trace_start_t);
    cp_trace_ops->leave(region, (uint64_t)cp_clock_now());
}

void cp_trace_finalize_called(uint64_t called)
{
    if (!cp_trace_here()) return;
    cp_trace_ops->enter(CP_CALL_Finalize, called);
    cp_trace_ops->leave(CP_CALL_Finalize, (uint64_t)cp_clock_now());
}

void cp_trace_finish(const cp_trace_final_t *f, uint32_t rank)
{
    if (!cp_tracing) return;
    __atomic_store_n(&cp_tracing, 0, __ATOMIC_RELEASE);
    int truncated = 0;
    int64_t n = cp_trace_ops->finalize(f, &truncated);
    if (n < 0) fprintf(stderr, "commprof: rank %u: the trace could not be written\n", rank);
    else if (truncated)
        fprintf(stderr, "commprof: rank %u: trace stopped at %lld events (COMMPROF_TRACE_LIMIT)\n", rank,
                (long long)n);
}

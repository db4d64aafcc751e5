/* COMMPROF_REORDER: a better MPI_COMM_WORLD at MPI_Init, without a relaunch.
 *
 * The processes stay where the launcher put them; what changes is which of
 * them the application calls rank r.  Rank 0 gathers every process's host
 * and first bound CPU (O(P) on rank 0, nothing P x P anywhere), takes the
 * placement (a rankfile or host list as given, or one the mapper computes
 * for this job's hosts from a recording or graph), and gives process p the
 * rank the placement puts on p's slot: on each host the placement's slots
 * in order meet the host's processes in order of their first CPU (launch
 * order when unbound).  One PMPI_Comm_split with those keys makes the world
 * the wrappers then substitute (world_swap.h).
 *
 * Whatever goes wrong (a placement for another job size or other hosts, a
 * corrupt file, a mapper that fails) leaves the world as launched, and rank
 * 0 says why, once: the application runs either way. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mpi_real.gen.h"
#include "reorder_place.h"
#include "runtime.h"
#include "settings.h"
#include "world_swap.h"

CP_HIDDEN int cp_swap_on;
CP_HIDDEN MPI_Comm cp_app_world = MPI_COMM_NULL;

int cp_keyval_predefined(int kv)
{
    return kv == MPI_TAG_UB || kv == MPI_HOST || kv == MPI_IO || kv == MPI_WTIME_IS_GLOBAL || kv == MPI_APPNUM ||
           kv == MPI_UNIVERSE_SIZE || kv == MPI_LASTUSEDCODE;
}

/* Collective over comm (the world, or a communicator of the mpi://WORLD
 * process set): this process's rank in the reordered world, in *key.
 * Returns 0 where the ranks move, 1 where the placement is the order as
 * launched, -1 on a failure; rank 0 says which, naming `what`. */
static int reorder_keys(MPI_Comm comm, const char *src, const char *what, int *key)
{
    double t0 = PMPI_Wtime();
    int rank = 0, size = 1;
    cp_mpi_Comm_rank(comm, &rank);
    cp_mpi_Comm_size(comm, &size);
    cp_where_t me, *all = NULL;
    cp_where_am_i(&me);
    int *keys = NULL, status = 0, moved = 0, from_mapper = 0;
    cp_err_t why = {0};
    if (rank == 0) {
        all = malloc((size_t)size * sizeof *all);
        keys = malloc((size_t)size * sizeof *keys);
        if (!all || !keys) status = -1, cp_err_set(&why, CP_ERR_NOMEM, "out of memory");
    }
    /* everyone takes part in the gather whatever rank 0 found */
    cp_mpi_Gather(&me, (int)sizeof me, MPI_BYTE, all, (int)sizeof me, MPI_BYTE, 0, comm);
    if (rank == 0 && !status) {
        status = cp_place_plan(src, "bytes", all, size, keys, &from_mapper, &why);
        for (int p = 0; !status && p < size; p++) moved += keys[p] != p;
        if (!status && !moved) status = 1; /* the placement is the launched order */
    }
    cp_mpi_Bcast(&status, 1, MPI_INT, 0, comm);
    *key = rank;
    if (!status) cp_mpi_Scatter(keys, 1, MPI_INT, key, 1, MPI_INT, 0, comm);
    if (rank == 0) {
        const char *model = from_mapper ? cp_place_model() : "";
        if (status < 0)
            fprintf(stderr, "commprof: COMMPROF_REORDER: %s; %s stays as launched\n", why.msg, what);
        else if (status > 0)
            fprintf(stderr, "commprof: COMMPROF_REORDER=%s: %s the launched order; %s unchanged (%.0f ms)%s%s\n", src,
                    from_mapper ? "the mapper keeps" : "the placement is", what, (PMPI_Wtime() - t0) * 1e3,
                    *model ? "; model: " : "", model);
        else
            fprintf(stderr, "commprof: %s reordered by %s%s: %d of %d ranks moved (%.0f ms)%s%s\n", what, src,
                    from_mapper ? " (the mapper's placement)" : "", moved, size, (PMPI_Wtime() - t0) * 1e3,
                    *model ? "; model: " : "", model);
    }
    free(all);
    free(keys);
    return status;
}

static void say_rank(int rank)
{
    char num[16];
    snprintf(num, sizeof num, "%d", rank);
    setenv("COMMPROF_RANK", num, 1);
}

void cp_reorder_init(void)
{
    cp_settings_load();
    const char *src = cp_setting_text(CP_S_REORDER);
    if (!*src || cp_swap_on) return;
    int key, status = reorder_keys(MPI_COMM_WORLD, src, "MPI_COMM_WORLD", &key);
    MPI_Comm c = MPI_COMM_NULL;
    if (!status && cp_mpi_Comm_split(MPI_COMM_WORLD, 0, key, &c) != MPI_SUCCESS) status = -1;
    if (!status) {
        cp_mpi_Comm_set_name(c, "MPI_COMM_WORLD"); /* what MPI_Comm_get_name says of the world */
        cp_app_world = c;
        cp_runtime_set_app_rank((uint32_t)key);
        __atomic_store_n(&cp_swap_on, 1, __ATOMIC_RELEASE);
    }
    if (status) cp_mpi_Comm_rank(MPI_COMM_WORLD, &key);
    say_rank(key);
}

#ifdef CP_HAVE_SESSIONS
/* MPI-4 sessions: the application's world is the mpi://WORLD process set,
 * whose group it asks for.  Reordered, that group lists the processes in
 * the placement's order (order[r] = the process that is rank r), so every
 * communicator the application makes from it has the new ranks. */
static int *pset_order, pset_n;

void cp_reorder_init_session(MPI_Session s)
{
    cp_settings_load();
    const char *src = cp_setting_text(CP_S_REORDER);
    if (!*src || pset_order) return;
    MPI_Group g = MPI_GROUP_NULL;
    MPI_Comm c = MPI_COMM_NULL;
    if (cp_mpi_Group_from_session_pset(s, "mpi://WORLD", &g) != MPI_SUCCESS ||
        PMPI_Comm_create_from_group(g, "org.commprof.reorder", MPI_INFO_NULL, MPI_ERRORS_RETURN, &c) != MPI_SUCCESS) {
        if (g != MPI_GROUP_NULL) PMPI_Group_free(&g);
        fprintf(stderr, "commprof: COMMPROF_REORDER: no communicator of the mpi://WORLD process set; not reordered\n");
        return;
    }
    PMPI_Group_free(&g);
    int key, n = 0, rank = 0;
    cp_mpi_Comm_size(c, &n);
    cp_mpi_Comm_rank(c, &rank);
    int status = reorder_keys(c, src, "the mpi://WORLD process set", &key);
    int *keys = status ? NULL : malloc((size_t)n * sizeof *keys), *order = keys ? malloc((size_t)n * sizeof *order) : NULL;
    int ok = keys && order, all_ok = 0;
    if (!status) cp_mpi_Allreduce(&ok, &all_ok, 1, MPI_INT, MPI_MIN, c);
    ok = all_ok;
    /* every process builds the group alike: they all need every key */
    if (ok) cp_mpi_Allgather(&key, 1, MPI_INT, keys, 1, MPI_INT, c);
    if (ok) {
        for (int p = 0; p < n; p++) order[keys[p]] = p;
        pset_order = order, pset_n = n;
        cp_runtime_set_app_rank((uint32_t)key);
    } else {
        free(order);
    }
    free(keys);
    PMPI_Comm_free(&c);
    say_rank(ok ? key : rank);
}

void cp_reorder_pset_group(const char *pset_name, MPI_Group *group)
{
    if (!pset_order || strcmp(pset_name, "mpi://WORLD")) return;
    MPI_Group g;
    if (PMPI_Group_incl(*group, pset_n, pset_order, &g) == MPI_SUCCESS) {
        PMPI_Group_free(group);
        *group = g;
    }
}
#endif

void cp_reorder_finalize(void)
{
    if (!cp_swap_on) return;
    __atomic_store_n(&cp_swap_on, 0, __ATOMIC_RELEASE);
    PMPI_Comm_free(&cp_app_world);
}

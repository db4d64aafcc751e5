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

void cp_reorder_init(void)
{
    cp_settings_load();
    const char *src = cp_setting_text(CP_S_REORDER);
    if (!*src || cp_swap_on) return;
    double t0 = PMPI_Wtime();
    int rank = 0, size = 1;
    cp_mpi_Comm_rank(MPI_COMM_WORLD, &rank);
    cp_mpi_Comm_size(MPI_COMM_WORLD, &size);
    cp_where_t me, *all = NULL;
    cp_where_am_i(&me);
    int *keys = NULL, status = 0, moved = 0, from_mapper = 0;
    char why[1024] = "";
    if (rank == 0) {
        all = malloc((size_t)size * sizeof *all);
        keys = malloc((size_t)size * sizeof *keys);
        if (!all || !keys) status = -1, snprintf(why, sizeof why, "out of memory");
    }
    /* everyone takes part in the gather whatever rank 0 found */
    cp_mpi_Gather(&me, (int)sizeof me, MPI_BYTE, all, (int)sizeof me, MPI_BYTE, 0, MPI_COMM_WORLD);
    if (rank == 0 && !status) {
        status = cp_place_plan(src, all, size, keys, &from_mapper, why, sizeof why);
        for (int p = 0; !status && p < size; p++) moved += keys[p] != p;
        if (!status && !moved) status = 1; /* the placement is the launched order */
    }
    cp_mpi_Bcast(&status, 1, MPI_INT, 0, MPI_COMM_WORLD);
    int key = rank;
    if (!status) cp_mpi_Scatter(keys, 1, MPI_INT, &key, 1, MPI_INT, 0, MPI_COMM_WORLD);
    MPI_Comm c = MPI_COMM_NULL;
    if (!status && cp_mpi_Comm_split(MPI_COMM_WORLD, 0, key, &c) != MPI_SUCCESS) status = -1;
    if (!status) {
        cp_mpi_Comm_set_name(c, "MPI_COMM_WORLD"); /* what MPI_Comm_get_name says of the world */
        cp_app_world = c;
        cp_runtime_set_app_rank((uint32_t)key);
        __atomic_store_n(&cp_swap_on, 1, __ATOMIC_RELEASE);
    }
    char num[16];
    snprintf(num, sizeof num, "%d", status ? rank : key);
    setenv("COMMPROF_RANK", num, 1);
    if (rank == 0) {
        if (status < 0)
            fprintf(stderr, "commprof: COMMPROF_REORDER: %s; MPI_COMM_WORLD stays as launched\n", why);
        else if (status > 0)
            fprintf(stderr, "commprof: COMMPROF_REORDER=%s: %s the launched order; MPI_COMM_WORLD unchanged (%.0f ms)%s%s\n",
                    src, from_mapper ? "the mapper keeps" : "the placement is", (PMPI_Wtime() - t0) * 1e3,
                    from_mapper && *cp_place_model() ? "; model: " : "", from_mapper ? cp_place_model() : "");
        else
            fprintf(stderr, "commprof: MPI_COMM_WORLD reordered by %s%s: %d of %d ranks moved (%.0f ms)%s%s\n", src,
                    from_mapper ? " (the mapper's placement)" : "", moved, size, (PMPI_Wtime() - t0) * 1e3,
                    from_mapper && *cp_place_model() ? "; model: " : "", from_mapper ? cp_place_model() : "");
    }
    free(all);
    free(keys);
}

void cp_reorder_finalize(void)
{
    if (!cp_swap_on) return;
    __atomic_store_n(&cp_swap_on, 0, __ATOMIC_RELEASE);
    PMPI_Comm_free(&cp_app_world);
}

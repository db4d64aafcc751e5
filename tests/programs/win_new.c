/* Windows made and freed in turn, the way one-sided codes (NWChem's ARMCI)
 * do: every flavor (create, allocate, dynamic, allocate_shared), on the
 * world, on a split with the ranks reversed and on two halves, with no
 * info, with same_size and same_disp_unit, and with no_locks (then fences
 * instead of lock_all), and blocking_fence for shared windows.  The
 * traffic Open MPI runs inside is what monitoring counts as I lines.
 *   win_new all REPS     every combination REPS times
 *   win_new pt2pt REPS   for --mca osc pt2pt: no shared windows, no fences
 *   win_new none 0       the baseline: no window */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char buf[8192];

static void one(int flavor, MPI_Comm comm, const char *info_kind, int fences)
{
    MPI_Info info = MPI_INFO_NULL;
    if (strcmp(info_kind, "none")) {
        MPI_Info_create(&info);
        if (!strcmp(info_kind, "same")) {
            MPI_Info_set(info, "same_size", "true");
            MPI_Info_set(info, "same_disp_unit", "true");
        } else if (!strcmp(info_kind, "nolocks")) {
            MPI_Info_set(info, "no_locks", "true");
        } else {
            MPI_Info_set(info, info_kind, "true");
        }
    }
    MPI_Win w;
    void *base;
    switch (flavor) {
    case 0: MPI_Win_create(buf, sizeof buf, 1, info, comm, &w); break;
    case 1: MPI_Win_allocate(4096, 8, info, comm, &base, &w); break;
    case 2: MPI_Win_create_dynamic(info, comm, &w); break;
    default: MPI_Win_allocate_shared(1024, 4, info, comm, &base, &w); break;
    }
    if (fences) {
        MPI_Win_fence(0, w);
        MPI_Win_fence(MPI_MODE_NOSUCCEED, w);
    } else if (strcmp(info_kind, "nolocks")) {
        MPI_Win_lock_all(0, w);
        MPI_Win_unlock_all(w);
    }
    MPI_Win_free(&w);
    if (info != MPI_INFO_NULL) MPI_Info_free(&info);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    if (argc != 3) {
        fprintf(stderr, "usage: win_new all|pt2pt|none REPS\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    int r, n, reps = atoi(argv[2]), pt2pt = !strcmp(argv[1], "pt2pt");
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    MPI_Comm rev, half;
    MPI_Comm_split(MPI_COMM_WORLD, 0, n - r, &rev);
    MPI_Comm_split(MPI_COMM_WORLD, r % 2, r, &half);
    MPI_Comm comms[3] = {MPI_COMM_WORLD, rev, half};
    const char *infos[] = {"none", "same", "nolocks"};
    for (int i = 0; i < reps && strcmp(argv[1], "none"); i++)
        for (int c = 0; c < 3; c++)
            for (int f = 0; f < (pt2pt ? 3 : 4); f++) {
                for (int k = 0; k < 3; k++) one(f, comms[c], infos[k], !pt2pt && k == 2);
                if (f == 3) one(f, comms[c], "blocking_fence", 1);
            }
    MPI_Comm_free(&rev);
    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}

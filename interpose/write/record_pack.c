/* Node files: at MPI_Finalize the ranks of a node hand their rank images to
 * the node's leader, which writes them as one file (node.<L>.cpr).  A job
 * of 10^6 ranks then leaves 10^6 / ranks-per-node files instead of 10^6:
 * fewer metadata operations for the parallel file system at the end of the
 * run, and for the analyzer, which measured about 15 us of system calls
 * per file it opens.  Nothing is ever lost to the packing: when the node
 * file cannot be made (too large for one gather, out of memory, a failed
 * write) every rank writes its own rank file, as without packing. */
#include <limits.h>
#include <mpi.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "comm_world_map.h"
#include "mpi_real.gen.h"
#include "clock_sync.h"
#include "phases.h"
#include "record_write.h"
#include "settings.h"

int cp_write_packed(const cp_meta_t *m, uint32_t end_kind, int64_t end_ns, int64_t end_local_ns)
{
    if (!cp_setting_int(CP_S_PACK)) return cp_write_rank_file(m, end_kind, end_ns, end_local_ns);
    MPI_Comm node;
    if (cp_mpi_Comm_split_type(cp_world, MPI_COMM_TYPE_SHARED, (int)m->rank, MPI_INFO_NULL, &node) !=
        MPI_SUCCESS)
        return cp_write_rank_file(m, end_kind, end_ns, end_local_ns);
    int lrank, lsize;
    cp_mpi_Comm_rank(node, &lrank);
    cp_mpi_Comm_size(node, &lsize);
    unsigned char *image = NULL;
    size_t len = 0;
    long long mine = cp_rank_image(m, end_kind, end_ns, end_local_ns, &image, &len) == 0 ? (long long)len : -1;
    long long *sizes = lrank == 0 ? malloc((size_t)lsize * sizeof *sizes) : NULL;
    unsigned *ranks = lrank == 0 ? malloc((size_t)lsize * sizeof *ranks) : NULL;
    int *counts = lrank == 0 ? malloc((size_t)lsize * sizeof *counts) : NULL;
    int *displs = lrank == 0 ? malloc((size_t)lsize * sizeof *displs) : NULL;
    unsigned me = m->rank;
    /* a leader that cannot hold even the sizes says so before any gather */
    int ready = lrank != 0 || (sizes && ranks && counts && displs);
    cp_mpi_Bcast(&ready, 1, MPI_INT, 0, node);
    if (ready) {
        cp_mpi_Gather(&mine, 1, MPI_LONG_LONG, sizes, 1, MPI_LONG_LONG, 0, node);
        cp_mpi_Gather(&me, 1, MPI_UNSIGNED, ranks, 1, MPI_UNSIGNED, 0, node);
    }
    /* the leader decides: one gather (int counts and displacements) */
    int go = 0;
    unsigned char *all = NULL;
    if (lrank == 0 && ready) {
        long long total = 0;
        go = 1;
        for (int i = 0; i < lsize; i++) {
            if (sizes[i] < 0) go = 0;
            else total += sizes[i];
        }
        if (go && total > INT_MAX) go = 0;
        if (go && !(all = malloc(total ? (size_t)total : 1))) go = 0;
        for (int i = 0, off = 0; go && i < lsize; i++) counts[i] = (int)sizes[i], displs[i] = off, off += counts[i];
    }
    cp_mpi_Bcast(&go, 1, MPI_INT, 0, node);
    int written = 0; /* 1: the node file holds this rank */
    if (go) {
        cp_mpi_Gatherv(image, (int)len, MPI_BYTE, all, counts, displs, MPI_BYTE, 0, node);
        if (lrank == 0) {
            uint64_t *lens = malloc((size_t)lsize * sizeof *lens);
            written = lens != NULL;
            for (int i = 0; written && i < lsize; i++) lens[i] = (uint64_t)sizes[i];
            if (written && cp_write_node_file(m, (uint32_t)lsize, ranks, all, lens)) written = 0;
            free(lens);
        }
        cp_mpi_Bcast(&written, 1, MPI_INT, 0, node);
    }
    int rc = 0;
    if (!written) /* each rank for itself, as without packing */
        rc = image ? cp_write_rank_image(m, image, len) : cp_write_rank_file(m, end_kind, end_ns, end_local_ns);
    else /* a rank file of this run's can only be this rank's own, written at a
          * signal its program then survived: the node file holds it whole now,
          * and the readers refuse a rank in two files */
        unlink(m->rank_path);
    free(image), free(all), free(sizes), free(ranks), free(counts), free(displs);
    PMPI_Comm_free(&node);
    return rc;
}

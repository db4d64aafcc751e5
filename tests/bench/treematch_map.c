/* The scale bench's TreeMatch placement (tests/bench/scale-bench): a thin
 * driver over TreeMatch's public API (treematch.h), built only where its
 * source is given (TREEMATCH_SRC: e.g. Open MPI's 3rd-party/treematch),
 * never part of commprof.
 *   treematch_map ARCH.tgt GRAPH.mtx  ->  "rank core" lines
 * ARCH: a Scotch tleaf line, as the bench writes it for gmap (TreeMatch
 * reads the same form); GRAPH: the analyzer's MatrixMarket matrix (bytes,
 * directed), made symmetric as TreeMatch's affinity matrix is. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "treematch.h"

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: treematch_map ARCH.tgt GRAPH.mtx\n");
        return 2;
    }
    FILE *f = fopen(argv[2], "r");
    if (!f) {
        perror(argv[2]);
        return 1;
    }
    char line[512];
    long n = -1, rows, cols, nnz;
    double **mat = NULL;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '%') continue;
        if (n < 0) { /* the size line */
            if (sscanf(line, "%ld %ld %ld", &rows, &cols, &nnz) != 3 || rows != cols || rows < 1) {
                fprintf(stderr, "%s: not a square MatrixMarket matrix\n", argv[2]);
                return 1;
            }
            n = rows;
            mat = malloc((size_t)n * sizeof *mat);
            for (long i = 0; i < n && mat; i++)
                if (!(mat[i] = calloc((size_t)n, sizeof **mat))) return 1;
            if (!mat) return 1;
            continue;
        }
        long i, j;
        double w;
        if (sscanf(line, "%ld %ld %lf", &i, &j, &w) != 3 || i < 1 || j < 1 || i > n || j > n) {
            fprintf(stderr, "%s: bad entry: %s", argv[2], line);
            return 1;
        }
        mat[i - 1][j - 1] += w, mat[j - 1][i - 1] += w;
    }
    fclose(f);
    if (n < 1) {
        fprintf(stderr, "%s: no matrix\n", argv[2]);
        return 1;
    }
    tm_topology_t *topo = tm_load_topology(argv[1], TM_FILE_TYPE_TGT);
    if (!topo) {
        fprintf(stderr, "%s: TreeMatch could not read it\n", argv[1]);
        return 1;
    }
    /* TreeMatch groups exhaustively within a node's arity; at 16 cores it
     * split 40 of 64 all-to-all groups of 16 across nodes (Open MPI's topo
     * component calls it so), and none with the arities decomposed first,
     * as TreeMatch's own tool does: the peer at its best */
    tm_optimize_topology(&topo);
    tm_affinity_mat_t *aff = tm_build_affinity_mat(mat, (int)n);
    tm_tree_t *tree = tm_build_tree_from_topology(topo, aff, NULL, NULL);
    tm_solution_t *sol = tm_compute_mapping(topo, tree);
    for (long i = 0; i < n; i++) printf("%ld %d\n", i, sol->sigma[i]);
    return 0;
}

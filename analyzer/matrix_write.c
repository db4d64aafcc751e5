#include "matrix_write.h"

#include <inttypes.h>

int cp_matrix_write_mtx(FILE *f, const cp_matrix_t *m)
{
    fprintf(f, "%%%%MatrixMarket matrix coordinate integer general\n");
    fprintf(f, "%% commprof analyzer: directed, row = sender, column = receiver, value = bytes\n");
    fprintf(f, "%% source: %s\n", m->source);
    fprintf(f, "%% messages per pair follow as comment lines: %% msgs row col count\n");
    for (int64_t i = 0; i < m->nnz; i++)
        fprintf(f, "%% msgs %u %u %" PRIu64 "\n", m->cell[i].src + 1, m->cell[i].dst + 1, m->cell[i].msgs);
    fprintf(f, "%u %u %" PRId64 "\n", m->n, m->n, m->nnz);
    for (int64_t i = 0; i < m->nnz; i++)
        fprintf(f, "%u %u %" PRIu64 "\n", m->cell[i].src + 1, m->cell[i].dst + 1, m->cell[i].bytes);
    return ferror(f) ? -1 : 0;
}

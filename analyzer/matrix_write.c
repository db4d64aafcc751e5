#include "matrix_write.h"

#include <inttypes.h>

int cp_matrix_write_mtx(FILE *f, const cp_matrix_t *m)
{
    fprintf(f, "%%%%MatrixMarket matrix coordinate integer general\n");
    fprintf(f, "%% commprof analyzer: directed, row = sender, column = receiver, value = bytes\n");
    fprintf(f, "%% source: %s\n", m->source);
    fprintf(f, "%% messages per pair follow as comment lines: %% msgs row col count\n");
    for (uint32_t r = 0; r < m->n; r++)
        for (int64_t k = m->rowptr[r]; k < m->rowptr[r + 1]; k++)
            fprintf(f, "%% msgs %u %u %" PRIu64 "\n", r + 1, m->dst[k] + 1, m->msgs[k]);
    fprintf(f, "%u %u %" PRId64 "\n", m->n, m->n, m->nnz);
    for (uint32_t r = 0; r < m->n; r++)
        for (int64_t k = m->rowptr[r]; k < m->rowptr[r + 1]; k++)
            fprintf(f, "%u %u %" PRIu64 "\n", r + 1, m->dst[k] + 1, m->bytes[k]);
    return ferror(f) ? -1 : 0;
}

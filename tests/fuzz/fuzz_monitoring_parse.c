/* libFuzzer target: the Open MPI monitoring reader must reject any input
 * cleanly, and what it accepts must build a consistent matrix. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "comm_matrix.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cp_matrix_t m;
    cp_err_t err;
    if (cp_matrix_init(&m, 0)) return 0;
    m.limit = size & 1 ? 64 : 0; /* both: a known job size, and growth */
    m.n = m.limit;
    if (cp_monitoring_parse((const char *)data, size, "fuzz", CP_KIND_P2P | CP_KIND_COLL, &m, &err) == 0 &&
        cp_matrix_finish(&m) == 0) {
        for (uint32_t r = 0; r < m.n; r++)
            if (m.rowptr[r] > m.rowptr[r + 1]) abort();
        if (m.rowptr[m.n] != m.nnz) abort();
    }
    cp_matrix_free(&m);
    return 0;
}

/* libFuzzer target: the METIS graph reader (the mapper's main input) must
 * reject any input cleanly, and what it accepts must be a symmetric CSR
 * without self loops.  The reader takes a path (it also reads gzip), so
 * each input goes through a memory file. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "fuzz_memfile.h"
#include "graph.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *path = fuzz_memfile(data, size);
    cp_graph_t g;
    cp_err_t err;
    char warn[600];
    if (cp_graph_read_metis(path, &g, &err, warn, sizeof warn) == 0) {
        if (g.verttab[0] != 0 || g.verttab[g.vertnbr] != g.edgenbr) abort();
        for (int u = 0; u < g.vertnbr; u++) {
            if (g.verttab[u] > g.verttab[u + 1]) abort();
            for (int64_t e = g.verttab[u]; e < g.verttab[u + 1]; e++) {
                int v = g.edgetab[e];
                if (v < 0 || v >= g.vertnbr || v == u || g.edlotab[e] < 0) abort();
                int64_t back = -1; /* the reverse arc, same weight */
                for (int64_t f = g.verttab[v]; f < g.verttab[v + 1]; f++)
                    if (g.edgetab[f] == u) back = f;
                if (back < 0 || g.edlotab[back] != g.edlotab[e]) abort();
            }
        }
        cp_graph_free(&g);
    }
    return 0;
}

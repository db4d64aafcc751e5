/* libFuzzer target: the mapper's cost file reader (latency and bandwidth
 * per level) must reject any input cleanly; what it accepts gives every
 * level a latency of 0 to 1 s and a positive cost per byte of at most 1 s
 * (1e12 ps). */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "fuzz_memfile.h"
#include "machine.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *path = fuzz_memfile(data, size);
    cp_machine_t m;
    cp_err_t err;
    if (cp_machine_from_hierarchy("2:2:2", "1:10:100", &m, &err)) abort();
    if (cp_machine_cost_read(&m, path, &err) == 0)
        for (int d = 0; d < m.depth; d++)
            if (!(m.alpha_ps[d] >= 0 && m.alpha_ps[d] <= 1e12) || !(m.beta_ps[d] > 0 && m.beta_ps[d] <= 1e12) ||
                !m.cost_names[d])
                abort();
    cp_machine_free(&m);
    return 0;
}

/* libFuzzer target: the mapper's cost file reader (latency and bandwidth
 * per level) must reject any input cleanly; what it accepts gives every
 * level a finite, non-negative latency and a positive finite cost per byte. */
#include <math.h>
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
    cp_machine_err_t err;
    if (cp_machine_from_hierarchy("2:2:2", "1:10:100", &m, &err)) abort();
    if (cp_machine_cost_read(&m, path, &err) == 0)
        for (int d = 0; d < m.depth; d++)
            if (!(m.alpha_ps[d] >= 0) || !isfinite(m.alpha_ps[d]) || !(m.beta_ps[d] > 0) ||
                !isfinite(m.beta_ps[d]) || !m.cost_names[d])
                abort();
    cp_machine_free(&m);
    return 0;
}

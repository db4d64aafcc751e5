/* libFuzzer target: the rank-file reader must reject any input cleanly. */
#include <stddef.h>
#include <stdint.h>

#include "record_read.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cp_rank_t r;
    cp_err_t err;
    if (cp_rank_parse(data, size, "fuzz", &r, &err) == 0) {
        (void)cp_rank_phase_id(&r, "solve");
        cp_rank_clear(&r);
    }
    return 0;
}

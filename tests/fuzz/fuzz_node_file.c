/* libFuzzer target: a recording directory whose node file (format 1.3) is
 * the input, beside a valid job file of 8 ranks.  Opening it and reading
 * every rank must fail cleanly or give ranks that are what they claim. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "record_read.h"

static char dir[64];

static void put_job(void)
{
    unsigned char b[256];
    size_t n = 0;
    memcpy(b, CP_MAGIC, CP_MAGIC_LEN), n = CP_MAGIC_LEN;
    cp_put_u16(b + n, CP_VERSION_MAJOR), n += 2;
    cp_put_u16(b + n, CP_VERSION_MINOR), n += 2;
    cp_put_u32(b + n, CP_BOM), n += 4;
    cp_put_u32(b + n, CP_FILE_JOB), n += 4;
    cp_put_u32(b + n, 0), n += 4;
    cp_put_u32(b + n, CP_REC_JOB_INFO), cp_put_u32(b + n + 4, 0), cp_put_u64(b + n + 8, 4 + 16 + 12), n += 16;
    cp_put_u32(b + n, 8), n += 4;
    cp_put_u64(b + n, 0), cp_put_u64(b + n + 8, 1), n += 16;
    for (int i = 0; i < 3; i++) cp_put_u32(b + n, 0), n += 4;
    cp_put_u32(b + n, CP_REC_END), cp_put_u32(b + n + 4, 0), cp_put_u64(b + n + 8, 0), n += 16;
    char path[128];
    snprintf(path, sizeof path, "%s/%s", dir, CP_JOB_FILE);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(b, 1, n, f) != n || fclose(f)) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!dir[0]) {
        snprintf(dir, sizeof dir, "/tmp/fuzz_node_file.%d", (int)getpid());
        char cmd[128];
        snprintf(cmd, sizeof cmd, "mkdir -p %s", dir);
        if (system(cmd)) abort();
        put_job();
    }
    char path[128];
    snprintf(path, sizeof path, "%s/" CP_NODE_FILE_FMT, dir, 0u);
    FILE *f = fopen(path, "wb");
    if (!f || (size && fwrite(data, 1, size, f) != size) || fclose(f)) abort();
    cp_err_t err;
    cp_recording_t *rec = cp_recording_open_job(dir, &err);
    if (!rec) return 0;
    for (uint32_t r = 0; r < rec->world_size; r++) {
        cp_rank_t rk;
        if (cp_recording_read_rank(rec, r, &rk, &err) == 0) {
            if (rk.rank != r || rk.world_size != 8) abort();
            cp_rank_clear(&rk);
        }
    }
    cp_recording_free(rec);
    return 0;
}

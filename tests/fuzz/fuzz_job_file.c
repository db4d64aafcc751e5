/* libFuzzer target: a recording directory whose job file is the input,
 * beside a valid rank file of rank 0 in a job of 8 ranks.  Opening it must
 * fail cleanly or give a job of exactly 8 ranks (the reader checks the job
 * file's world size against a rank's own image); reading its ranks must
 * give rank 0 as written and fail cleanly for the ranks that have no file. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "record_read.h"

enum { WORLD = 8 };
static char dir[64];

/* Rank 0's image: RANK_INFO, then one peer (rank 1, 3 messages of 24 bytes
 * in all), with the layout of record_format.h. */
static void put_rank0(void)
{
    unsigned char b[512];
    size_t n = 0, rec;
    memcpy(b, CP_MAGIC, CP_MAGIC_LEN), n = CP_MAGIC_LEN;
    cp_put_u16(b + n, CP_VERSION_MAJOR), n += 2;
    cp_put_u16(b + n, CP_VERSION_MINOR), n += 2;
    cp_put_u32(b + n, CP_BOM), n += 4;
    cp_put_u32(b + n, CP_FILE_RANK), n += 4;
    cp_put_u32(b + n, 0), n += 4;
#define RECORD(type) (cp_put_u32(b + n, (type)), cp_put_u32(b + n + 4, 0), n += 16, rec = n)
#define END_RECORD() cp_put_u64(b + rec - 8, n - rec)
#define U32(v) (cp_put_u32(b + n, (v)), n += 4)
#define U64(v) (cp_put_u64(b + n, (v)), n += 8)
    RECORD(CP_REC_RANK_INFO);
    U32(0), U32(WORLD), U32(1000), U32(CP_END_FINALIZE);
    U64(0), U64(1000000000);
    U32(4), memcpy(b + n, "host", 4), n += 4;
    U32(0);                       /* node ranks: not listed */
    U32(0);                       /* cpuset: "" */
    U32(0);                       /* cores: none */
    END_RECORD();
    RECORD(CP_REC_P2P_PEERS);
    U32(0), U32(1);
    U32(1), U64(3), U64(24), U64(0), U64(0);
    b[n++] = 1, b[n++] = (uint8_t)cp_size_bin(8), U64(3);
    END_RECORD();
    RECORD(CP_REC_END);
    END_RECORD();
    char path[128];
    snprintf(path, sizeof path, "%s/" CP_RANK_FILE_FMT, dir, 0u);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(b, 1, n, f) != n || fclose(f)) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!dir[0]) {
        snprintf(dir, sizeof dir, "/tmp/fuzz_job_file.%d", (int)getpid());
        char cmd[128];
        snprintf(cmd, sizeof cmd, "mkdir -p %s", dir);
        if (system(cmd)) abort();
        put_rank0();
    }
    char path[128];
    snprintf(path, sizeof path, "%s/%s", dir, CP_JOB_FILE);
    FILE *f = fopen(path, "wb");
    if (!f || (size && fwrite(data, 1, size, f) != size) || fclose(f)) abort();
    cp_err_t err;
    cp_recording_t *rec = cp_recording_open_job(dir, &err);
    if (!rec) {
        if (!err.msg[0] || !strstr(err.msg, dir)) abort(); /* a failure says which file */
        return 0;
    }
    if (rec->world_size != WORLD) abort();
    for (uint32_t r = 0; r < rec->world_size; r++) {
        cp_rank_t rk;
        int rc = cp_recording_read_rank(rec, r, &rk, &err);
        if (r == 0 && (rc || rk.rank != 0 || rk.world_size != WORLD)) abort();
        if (r > 0 && (rc == 0 || err.code != CP_ERR_MISSING)) abort();
        if (rc == 0) cp_rank_clear(&rk);
    }
    cp_recording_free(rec);
    return 0;
}

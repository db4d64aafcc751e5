/* libFuzzer target: the reader of SimGrid's time-independent traces
 * (analyzer/matrix_ti.c).  The input is rank 0's file of a trace of
 * 1 + data[0] % 8 ranks whose others only init and finalize: read, or
 * refused with a message naming a file; what it reads has no rank past
 * the trace's and no traffic from a rank to itself. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "comm_matrix.h"
#include "fuzz_memfile.h"
#include "ti_program.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1) return 0;
    int n = 1 + data[0] % 8;
    static char dir[64];
    if (!dir[0]) {
        snprintf(dir, sizeof dir, "/tmp/fuzz_ti.%d", (int)getpid());
        if (mkdir(dir, 0700) && access(dir, F_OK)) abort();
        for (int r = 1; r < 8; r++) {
            char p[128];
            snprintf(p, sizeof p, "%s/rank-%d.txt", dir, r + 1);
            FILE *f = fopen(p, "w");
            if (!f) abort();
            fprintf(f, "%d init\n%d finalize\n", r, r);
            fclose(f);
        }
    }
    const char *rank0 = fuzz_memfile(data + 1, size - 1);
    char index[128];
    snprintf(index, sizeof index, "%s/trace%d.ti", dir, n);
    FILE *f = fopen(index, "w");
    if (!f) abort();
    fprintf(f, "%s\n", rank0);
    for (int r = 1; r < n; r++) fprintf(f, "%s/rank-%d.txt\n", dir, r + 1);
    fclose(f);
    cp_matrix_t m = {0};
    cp_err_t err = {0, ""};
    cp_matrix_opts_t o = {.kinds = CP_KIND_P2P | CP_KIND_COLL};
    cp_ti_program_t prog;
    if (cp_matrix_from_ti(index, &o, &m, &err, NULL, &prog)) {
        if (!strstr(err.msg, dir) && !strstr(err.msg, "/proc/self/fd/") && strcmp(err.msg, "out of memory")) abort();
        if (prog.ops || prog.first || prog.len) abort(); /* freed on an error */
    } else {
        if (m.n != (uint32_t)n || prog.n != n) abort();
        for (int r = 0; r < n; r++) /* each rank's calls within the whole, in file order */
            if (prog.first[r] < 0 || prog.len[r] < 0 || prog.first[r] + prog.len[r] > prog.nops) abort();
        cp_ti_program_free(&prog);
        for (int64_t k = 0; k < m.nnz; k++)
            if (m.dst[k] >= m.n || cp_matrix_src(&m, k) == m.dst[k]) abort();
    }
    cp_matrix_free(&m);
    return 0;
}

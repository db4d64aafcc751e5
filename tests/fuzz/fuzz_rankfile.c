/* libFuzzer target: the placement reader of COMMPROF_REORDER
 * (mapper/rankfile_read.c), by the first byte of the input:
 *   0  the rest of the input as a file: rejected with a "FILE:..." reason,
 *      or n entries holding ranks 0..n-1 in order, each with a host name
 *      of no blank and slots of -1 or more;
 *   1  a rankfile written from the input by gen below (a permutation of
 *      ranks in the order the bytes choose, hosts h0..h5, slot=K, S:C, A-B
 *      or S:C-D, comments and blank lines), now and then one wrong line:
 *      the read must give exactly what was written (a range's last core
 *      too: COMMPROF_BIND binds all of it), or name the wrong line. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_memfile.h"
#include "rankfile_read.h"

enum { MAXN = 64 };

static void check_any(const uint8_t *d, size_t n)
{
    cp_err_t err;
    int k = 0;
    const char *path = fuzz_memfile(d, n);
    cp_rank_slot_t *r = cp_rankfile_read(path, &k, &err);
    if (!r) {
        if (strncmp(err.msg, path, strlen(path))) abort(); /* the file is named */
        return;
    }
    if (k < 1) abort();
    for (int i = 0; i < k; i++) {
        if (r[i].rank != i || !r[i].host || !*r[i].host || strpbrk(r[i].host, " \t\n") || r[i].slot[0] < -1 ||
            r[i].slot[1] < 0 || r[i].line < 1 || r[i].last < -1 || (r[i].last >= 0 && r[i].last < r[i].slot[1]))
            abort();
    }
    cp_rankfile_free(r, k);
}

static void check_generated(const uint8_t *d, size_t n)
{
    int count = n ? 1 + d[0] % MAXN : 1, perm[MAXN], host[MAXN], a[MAXN], b[MAXN], c[MAXN];
    for (int i = 0; i < count; i++) perm[i] = i;
    /* the bytes shuffle the ranks (Fisher-Yates) and choose hosts and slots */
    for (int i = count - 1; i > 0; i--) {
        int j = (int)(i < (int)n ? d[i] : (uint8_t)(i * 7)) % (i + 1), t = perm[i];
        perm[i] = perm[j], perm[j] = t;
    }
    char *text = malloc(MAXN * 64 + 64);
    if (!text) abort();
    size_t len = 0;
    int line = 0, bad_line = 0;
    for (int i = 0; i < count; i++) {
        uint8_t x = (size_t)(i + count) < n ? d[i + count] : (uint8_t)i;
        if (x % 11 == 0) len += (size_t)sprintf(text + len, "%s\n", x & 16 ? "# a comment" : ""), line++;
        int r = perm[i];
        host[r] = x % 6;
        a[r] = x & 32 ? (x >> 6) : -1;
        b[r] = x % 13;
        line++;
        if (!bad_line && x % 29 == 7) {
            bad_line = line;
            len += (size_t)sprintf(text + len, "%s\n", (const char *[]){"rank x=h0 slot=0", "rank 1 h0 slot=0",
                                                                        "rank 2=h0", "rank 3=h0 slot=2-1"}[x % 4]);
            continue;
        }
        c[r] = x & 128 ? b[r] + x % 3 : b[r];
        if (a[r] >= 0 && x & 128) /* a rank of several cores (machine_units.c) */
            len += (size_t)sprintf(text + len, "rank %d=h%d slot=%d:%d-%d\n", r, host[r], a[r], b[r], c[r]);
        else if (a[r] >= 0) len += (size_t)sprintf(text + len, "rank %d=h%d slot=%d:%d\n", r, host[r], a[r], b[r]);
        else if (x & 128) /* a range (every core of a host of more slots than cores): placed by its first */
            len += (size_t)sprintf(text + len, "rank %d=h%d slot=%d-%d\n", r, host[r], b[r], c[r]);
        else len += (size_t)sprintf(text + len, "rank %d=h%d slot=%d\n", r, host[r], b[r]);
    }
    cp_err_t err;
    int k = 0;
    cp_rank_slot_t *r = cp_rankfile_read(fuzz_memfile((const uint8_t *)text, len), &k, &err);
    if (bad_line) {
        char want[32];
        snprintf(want, sizeof want, ":%d: ", bad_line);
        if (r || !strstr(err.msg, want)) abort();
    } else {
        if (!r || k != count) abort();
        for (int i = 0; i < k; i++) {
            char h[8];
            snprintf(h, sizeof h, "h%d", host[i]);
            if (r[i].rank != i || strcmp(r[i].host, h) || r[i].slot[0] != a[i] || r[i].slot[1] != b[i] ||
                r[i].last != c[i])
                abort();
        }
    }
    cp_rankfile_free(r, k);
    free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1) return 0;
    if (data[0] % 2 == 0) check_any(data + 1, size - 1);
    else check_generated(data + 1, size - 1);
    return 0;
}

/* The matrix builder against brute force: random pairs added in random,
 * partly sorted and duplicated order must give, for every (src, dst), the
 * sums of what was added, rows sorted by receiver, rowptr consistent.
 * Usage: comm_matrix_check [ROUNDS]; prints one line, exit 0 when all agree. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "comm_matrix.h"

static uint64_t rng = 88172645463325252ull;
static uint64_t next(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return rng;
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 2000;
    long pairs = 0;
    for (int round = 0; round < rounds; round++) {
        uint32_t n = 1 + next() % 40;
        uint64_t *msgs = calloc((size_t)n * n, sizeof *msgs), *bytes = calloc((size_t)n * n, sizeof *bytes);
        cp_matrix_t m;
        cp_matrix_init(&m, round % 3 ? n : 0); /* n known, or grown by the pairs */
        int adds = (int)(next() % 300), mode = (int)(next() % 4);
        uint32_t s = 0, d = 0;
        for (int i = 0; i < adds; i++) {
            if (mode == 0 || (mode == 3 && i > adds / 2)) { /* anyhow */
                s = next() % n, d = next() % n;
            } else if (next() % 5) { /* forward, with repeats: in order */
                if (next() % 3 == 0 && ++d >= n) d = 0, s = s + 1 < n ? s + 1 : s;
            } else { /* a step back now and then (mode 1) or never (mode 2) */
                if (mode == 1) s = next() % n, d = next() % n;
            }
            uint64_t a = next() % 5, b = next() % 1000;
            cp_matrix_add(&m, s, d, a, b);
            if (a || b) msgs[(size_t)s * n + d] += a, bytes[(size_t)s * n + d] += b;
        }
        if (cp_matrix_finish(&m)) {
            printf("round %d: finish failed\n", round);
            return 1;
        }
        int64_t k = 0;
        for (uint32_t r = 0; r < n; r++) {
            if (r < m.n && m.rowptr[r] != k) {
                printf("round %d: rowptr[%u] = %lld, expected %lld\n", round, r, (long long)m.rowptr[r], (long long)k);
                return 1;
            }
            for (uint32_t c = 0; c < n; c++) {
                uint64_t a = msgs[(size_t)r * n + c], b = bytes[(size_t)r * n + c];
                if (!a && !b) continue;
                if (k >= m.nnz || r >= m.n || k >= m.rowptr[r + 1] || m.dst[k] != c || m.msgs[k] != a ||
                    m.bytes[k] != b || cp_matrix_src(&m, k) != r) {
                    printf("round %d (mode %d): pair %u->%u: expected %llu msgs %llu bytes at %lld, got %s\n", round,
                           mode, r, c, (unsigned long long)a, (unsigned long long)b, (long long)k,
                           k < m.nnz ? "another pair" : "nothing");
                    return 1;
                }
                k++, pairs++;
            }
        }
        if (k != m.nnz || (m.n && m.rowptr[m.n] != m.nnz)) {
            printf("round %d: %lld pairs, expected %lld\n", round, (long long)m.nnz, (long long)k);
            return 1;
        }
        cp_matrix_free(&m);
        free(msgs);
        free(bytes);
    }
    printf("%d random matrices, %ld pairs: all sums, orders and rows as brute force\n", rounds, pairs);
    return 0;
}

/* cp_realloc_huge (formats/huge_pages.h) against what realloc promises and
 * what the process's own peak memory shows:
 *  - an array grown by doubling from 1 KiB to 256 MiB, each new part
 *    written, keeps every byte (through both of its paths: moved into a
 *    fresh block below 32 MiB, left to realloc above), and shrinks back;
 *  - a written 64 MiB array grown to 256 MiB with only one byte of the new
 *    part written raises the peak resident memory (VmHWM) by a few huge
 *    pages, not by another 64 MiB: it was not copied.  Built without ASan
 *    (tests/unit/build.mk): ASan's allocator replaces glibc's, whose
 *    mremap is what this sees.
 * Prints "huge pages: N cases ..." and exits 0, or FAILED lines (under
 * ASan the peak is not looked at, and not said). */
#include <stdio.h>
#include <string.h>

#include "huge_pages.h"

static int bad, cases;
static long peak_rise = -1; /* KiB, growing the written 64 MiB array */

/* the process's peak or current resident memory, KiB, from /proc/self/status */
static long status_kib(const char *key)
{
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long v = -1;
    size_t k = strlen(key);
    if (!f) return -1;
    while (fgets(line, sizeof line, f))
        if (!strncmp(line, key, k) && line[k] == ':') {
            v = atol(line + k + 1);
            break;
        }
    fclose(f);
    return v;
}

static unsigned char byte_at(size_t i) { return (unsigned char)(i * 2654435761u >> 13); }

/* first, while the peak is still this run's smallest: a grown mapping not copied */
static void peak_check(void)
{
#if defined(__SANITIZE_ADDRESS__)
#else
    const size_t old = (size_t)64 << 20, grown = (size_t)256 << 20;
    unsigned char *a = cp_realloc_huge(NULL, 0, old);
    if (!a) {
        printf("FAILED: 64 MiB not allocated\n"), bad = 1;
        return;
    }
    memset(a, 7, old);
    long before = status_kib("VmHWM"), rss = status_kib("VmRSS");
    unsigned char *b = cp_realloc_huge(a, old, grown);
    cases++;
    if (!b) {
        printf("FAILED: 64 MiB not grown to 256 MiB\n"), bad = 1;
        free(a);
        return;
    }
    b[old] = 1;
    long after = status_kib("VmHWM");
    if (before < 0 || after < 0 || rss < 0) printf("FAILED: no VmHWM/VmRSS in /proc/self/status\n"), bad = 1;
    /* a copy would have held both arrays: +64 MiB (65,536 KiB) */
    else if ((peak_rise = after - (before > rss ? before : rss)) > 16384)
        printf("FAILED: growing a written 64 MiB array raised the peak by %ld KiB: copied, not remapped\n", peak_rise),
            bad = 1;
    cases++;
    if (b[0] != 7 || b[old - 1] != 7) printf("FAILED: the remapped array lost its bytes\n"), bad = 1;
    free(b);
#endif
}

int main(void)
{
    peak_check();
    size_t n = 1024, top = (size_t)256 << 20;
    unsigned char *a = cp_realloc_huge(NULL, 0, n);
    if (!a) return printf("FAILED: 1 KiB\n"), 1;
    for (size_t i = 0; i < n; i++) a[i] = byte_at(i);
    while (n < top) {
        unsigned char *b = cp_realloc_huge(a, n, 2 * n);
        cases++;
        if (!b) {
            printf("FAILED: %zu bytes not grown\n", n), bad = 1;
            break;
        }
        a = b;
        size_t wrong = 0;
        for (size_t i = 0; i < n; i++) wrong += a[i] != byte_at(i);
        if (wrong) printf("FAILED: %zu of %zu bytes changed growing to %zu\n", wrong, n, 2 * n), bad = 1;
        for (size_t i = n; i < 2 * n; i++) a[i] = byte_at(i);
        n *= 2;
    }
    /* and back down, past both limits */
    unsigned char *b = cp_realloc_huge(a, n, 1000);
    cases++;
    if (!b) printf("FAILED: not shrunk\n"), bad = 1;
    else {
        a = b;
        for (size_t i = 0; i < 1000; i++)
            if (a[i] != byte_at(i)) {
                printf("FAILED: byte %zu changed shrinking\n", i), bad = 1;
                break;
            }
    }
    free(a);
    if (!bad) {
        printf("huge pages: %d cases, 1 KiB to 256 MiB and back, every byte kept", cases);
        if (peak_rise >= 0) printf("; a written 64 MiB array grown to 256 MiB: peak memory +%ld KiB (a copy: +65,536)", peak_rise);
        printf("\n");
    }
    return bad;
}

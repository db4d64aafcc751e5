/* Large scratch arrays asked to be backed by huge pages (2 MiB) where the
 * kernel leaves that to the program (transparent_hugepage "madvise", as
 * on the guests here; under "always" they are huge anyway, under "never"
 * small).  A 4 KiB page is faulted in
 * on its first write: at 4,096 ranks the mapper's time objective wrote
 * 370 MB in 93,000 faults, 14% of its CPU in a virtual machine (perf;
 * docs/benchmarks.md).  Only a hint: where it is refused or unknown the
 * pages are the small ones, the same bytes. */
#ifndef CP_HUGE_PAGES_H
#define CP_HUGE_PAGES_H
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* below this an array is not worth a system call */
#define CP_HUGE_MIN ((size_t)4 << 20)

/* the huge pages wholly inside [p, p + bytes), asked for before they are written */
static inline void cp_huge_pages(void *p, size_t bytes)
{
#ifdef MADV_HUGEPAGE
    const uintptr_t huge = (uintptr_t)2 << 20;
    if (!p || bytes < CP_HUGE_MIN) return;
    uintptr_t a = ((uintptr_t)p + huge - 1) & ~(huge - 1), b = ((uintptr_t)p + bytes) & ~(huge - 1);
    if (b > a) (void)madvise((void *)a, b - a, MADV_HUGEPAGE);
#else
    (void)p, (void)bytes;
#endif
}

/* realloc for an array that grows to huge sizes: a large one is moved
 * into memory asked for huge pages before the copy writes it (realloc
 * would write the copy into small pages first).  NULL out of memory, p
 * kept. */
static inline void *cp_realloc_huge(void *p, size_t old_bytes, size_t bytes)
{
    if (bytes < CP_HUGE_MIN) return realloc(p, bytes);
    void *q = malloc(bytes);
    if (!q) return NULL;
    cp_huge_pages(q, bytes);
    if (p) memcpy(q, p, old_bytes < bytes ? old_bytes : bytes);
    free(p);
    return q;
}
#endif

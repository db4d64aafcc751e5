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
#include <unistd.h>

/* below this an array is not worth a system call */
#define CP_HUGE_MIN ((size_t)4 << 20)

/* [p, p + bytes) asked for huge pages before it is written: the pages
 * it touches, not only the 2 MiB ones inside it, so that a block of its
 * own mapping is hinted whole.  Hinting part of a mapping splits it, and
 * mremap refuses a range that spans the pieces (EFAULT): realloc would
 * then copy.  The kernel backs with huge pages the aligned 2 MiB inside. */
static inline void cp_huge_pages(void *p, size_t bytes)
{
#ifdef MADV_HUGEPAGE
    if (!p || bytes < CP_HUGE_MIN) return;
    long page = sysconf(_SC_PAGESIZE);
    if (page <= 0) return;
    uintptr_t mask = (uintptr_t)page - 1, a = (uintptr_t)p & ~mask, b = ((uintptr_t)p + bytes + mask) & ~mask;
    (void)madvise((void *)a, b - a, MADV_HUGEPAGE);
#else
    (void)p, (void)bytes;
#endif
}

/* past this a block of glibc's malloc is its own mapping (the adaptive
 * mmap threshold stops at 32 MiB on 64-bit) and realloc moves it with
 * mremap: its pages change place, nothing is copied */
#define CP_HUGE_MREMAP_MIN ((size_t)32 << 20)

/* realloc for an array that grows to huge sizes: a large one is moved
 * into memory asked for huge pages before the copy writes it (realloc
 * would write the copy into small pages first).  A block already past
 * CP_HUGE_MREMAP_MIN is left to realloc, its new part hinted: a copy
 * there would cost the time of the copy and hold both arrays at once
 * (gigabytes, reading a 1,024-rank HPCG trace).  NULL out of memory, p
 * kept. */
static inline void *cp_realloc_huge(void *p, size_t old_bytes, size_t bytes)
{
    if (bytes < CP_HUGE_MIN) return realloc(p, bytes);
    if (p && old_bytes >= CP_HUGE_MREMAP_MIN) {
        void *q = realloc(p, bytes);
        if (q && bytes > old_bytes) cp_huge_pages((char *)q + old_bytes, bytes - old_bytes);
        return q;
    }
    void *q = malloc(bytes);
    if (!q) return NULL;
    cp_huge_pages(q, bytes);
    if (p) memcpy(q, p, old_bytes < bytes ? old_bytes : bytes);
    free(p);
    return q;
}
#endif

#include "comm_matrix.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

void cp_big_pages(void *p, size_t len)
{
    /* Large arrays are filled once, front to back: huge pages turn 512
     * page faults into one (first-touch faults were a fifth of reading a
     * recording here, where the kernel's transparent huge pages are on
     * madvise).  Only a hint: any error is ignored. */
    if (len < (4u << 20)) return;
    uintptr_t a = ((uintptr_t)p + 4095) & ~(uintptr_t)4095, e = ((uintptr_t)p + len) & ~(uintptr_t)4095;
    if (e > a) (void)madvise((void *)a, e - a, MADV_HUGEPAGE);
}

int cp_matrix_init(cp_matrix_t *m, uint32_t n)
{
    memset(m, 0, sizeof *m);
    m->n = n;
    m->sorted = 1;
    m->cap = 1024;
    m->cell = malloc((size_t)m->cap * sizeof *m->cell);
    return m->cell ? 0 : -1;
}

int cp_matrix_add(cp_matrix_t *m, uint32_t src, uint32_t dst, uint64_t msgs, uint64_t bytes)
{
    if (!msgs && !bytes) return 0;
    if (m->nnz) {
        cp_cell_t *l = &m->cell[m->nnz - 1];
        if (l->src == src && l->dst == dst) { /* e.g. several threads' rows */
            l->msgs += msgs;
            l->bytes += bytes;
            return 0;
        }
        if (l->src > src || (l->src == src && l->dst > dst)) m->sorted = 0;
    }
    if (m->nnz == m->cap) {
        /* large reallocs are remapped, not copied: growth stays near 1x */
        int64_t cap = m->cap + m->cap / 2;
        cp_cell_t *c = realloc(m->cell, (size_t)cap * sizeof *c);
        if (!c) return -1;
        m->cell = c;
        m->cap = cap; /* no huge pages here: measured slower when grown */
    }
    if (src >= m->n) m->n = src + 1;
    if (dst >= m->n) m->n = dst + 1;
    m->cell[m->nnz++] = (cp_cell_t){src, dst, msgs, bytes};
    return 0;
}

int cp_matrix_add_window(cp_matrix_t *m, uint32_t w, uint64_t msgs, uint64_t bytes)
{
    if (w >= m->nwindows) {
        uint32_t n = w + 1;
        uint64_t *a = realloc(m->win_msgs, n * sizeof *a), *b;
        if (!a) return -1;
        m->win_msgs = a;
        if (!(b = realloc(m->win_bytes, n * sizeof *b))) return -1;
        m->win_bytes = b;
        memset(a + m->nwindows, 0, (n - m->nwindows) * sizeof *a);
        memset(b + m->nwindows, 0, (n - m->nwindows) * sizeof *b);
        m->nwindows = n;
    }
    m->win_msgs[w] += msgs;
    m->win_bytes[w] += bytes;
    return 0;
}

static int cell_cmp(const void *a, const void *b)
{
    const cp_cell_t *x = a, *y = b;
    if (x->src != y->src) return x->src < y->src ? -1 : 1;
    return x->dst < y->dst ? -1 : x->dst > y->dst;
}

int cp_matrix_finish(cp_matrix_t *m)
{
    if (!m->sorted) {
        qsort(m->cell, (size_t)m->nnz, sizeof *m->cell, cell_cmp);
        int64_t k = 0;
        for (int64_t i = 0; i < m->nnz; i++) {
            if (k && m->cell[k - 1].src == m->cell[i].src && m->cell[k - 1].dst == m->cell[i].dst) {
                m->cell[k - 1].msgs += m->cell[i].msgs;
                m->cell[k - 1].bytes += m->cell[i].bytes;
            } else {
                m->cell[k++] = m->cell[i];
            }
        }
        m->nnz = k;
        m->sorted = 1;
    }
    if (m->nnz < m->cap) {
        cp_cell_t *c = realloc(m->cell, (size_t)(m->nnz ? m->nnz : 1) * sizeof *c);
        if (c) m->cell = c, m->cap = m->nnz;
    }
    free(m->rowptr);
    m->rowptr = calloc((size_t)m->n + 1, sizeof *m->rowptr);
    if (!m->rowptr) return -1;
    for (int64_t i = 0; i < m->nnz; i++) m->rowptr[m->cell[i].src + 1]++;
    for (uint32_t r = 0; r < m->n; r++) m->rowptr[r + 1] += m->rowptr[r];
    return 0;
}

void cp_matrix_free(cp_matrix_t *m)
{
    if (m->host)
        for (uint32_t r = 0; r < m->n; r++) free(m->host[r]);
    free(m->host);
    free(m->missing);
    free(m->win_msgs);
    free(m->win_bytes);
    free(m->rowptr);
    free(m->cell);
    memset(m, 0, sizeof *m);
}

uint64_t cp_weight_of(const cp_weight_t *w, uint64_t msgs, uint64_t bytes)
{
    switch (w->kind) {
    case CP_W_MSGS: return msgs;
    case CP_W_COST: {
        double x = w->scale * (w->alpha * (double)msgs + w->beta * (double)bytes);
        if (!(x >= 1)) return msgs || bytes ? 1 : 0;
        return x >= 9.2e18 ? UINT64_C(9200000000000000000) : (uint64_t)llround(x);
    }
    default: return bytes;
    }
}

const char *cp_weight_name(const cp_weight_t *w)
{
    return w->kind == CP_W_MSGS ? "msgs" : w->kind == CP_W_COST ? "cost" : "bytes";
}

#include "comm_matrix.h"

#include "call_ids.gen.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
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
    return 0;
}

/* Rows [m->rows, src] start at the current end: pairs arriving in row
 * order get their row index as they come. */
static int rows_start(cp_matrix_t *m, uint32_t src)
{
    if ((int64_t)src + 2 > m->rowcap) {
        int64_t cap = m->rowcap ? m->rowcap : 1024;
        while (cap < (int64_t)src + 2) cap *= 2;
        int64_t *p = realloc(m->rowptr, (size_t)cap * sizeof *p);
        if (!p) return -1;
        m->rowptr = p;
        m->rowcap = cap;
    }
    for (int64_t r = m->rows; r <= (int64_t)src; r++) m->rowptr[r] = m->nnz;
    m->rows = (int64_t)src + 1;
    return 0;
}

/* The three pair arrays at `cap` entries.  Large reallocs are remapped,
 * not copied: growth by half stays near 1x. */
static int pairs_resize(cp_matrix_t *m, int64_t cap)
{
    size_t c = (size_t)(cap ? cap : 1);
    uint32_t *d = realloc(m->dst, c * sizeof *d);
    if (d) m->dst = d;
    uint64_t *a = !d ? NULL : m->no_msgs ? m->msgs : realloc(m->msgs, c * sizeof *a);
    if (a) m->msgs = a;
    uint64_t *b = a || (d && m->no_msgs) ? realloc(m->bytes, c * sizeof *b) : NULL;
    if (b) m->bytes = b;
    if (!b) return -1;
    m->cap = cap; /* no huge pages on arrays that grow: 2.7 times slower here */
    return 0;
}

int cp_matrix_reserve(cp_matrix_t *m, int64_t pairs)
{
    if (pairs <= m->cap) return 0;
    if (pairs_resize(m, pairs)) return -1;
    /* reserved once, then filled front to back: huge pages pay here (the
     * untouched tail of a generous estimate costs address space only) */
    cp_big_pages(m->dst, (size_t)pairs * sizeof *m->dst);
    if (m->msgs) cp_big_pages(m->msgs, (size_t)pairs * sizeof *m->msgs);
    cp_big_pages(m->bytes, (size_t)pairs * sizeof *m->bytes);
    return 0;
}

static int pend(cp_matrix_t *m, uint32_t src, uint32_t dst, uint64_t msgs, uint64_t bytes)
{
    if (m->npending == m->pendcap) {
        int64_t cap = m->pendcap ? m->pendcap + m->pendcap / 2 : 1024;
        cp_cell_t *c = realloc(m->pending, (size_t)cap * sizeof *c);
        if (!c) return -1;
        m->pending = c;
        m->pendcap = cap;
    }
    m->pending[m->npending++] = (cp_cell_t){src, dst, msgs, bytes};
    return 0;
}

int cp_matrix_add(cp_matrix_t *m, uint32_t src, uint32_t dst, uint64_t msgs, uint64_t bytes)
{
    if (!msgs && !bytes) return 0;
    m->msgs_total += msgs;
    if (src >= m->n) m->n = src + 1;
    if (dst >= m->n) m->n = dst + 1;
    if (m->npending) { /* out of order once: the rest follows as it comes */
        cp_cell_t *l = &m->pending[m->npending - 1];
        if (l->src == src && l->dst == dst) {
            l->msgs += msgs;
            l->bytes += bytes;
            return 0;
        }
        return pend(m, src, dst, msgs, bytes);
    }
    if (m->rows && (int64_t)src + 1 == m->rows && m->nnz > m->rowptr[src]) {
        uint32_t last = m->dst[m->nnz - 1];
        if (last == dst) { /* e.g. several threads' entries of one pair */
            if (m->msgs) m->msgs[m->nnz - 1] += msgs;
            m->bytes[m->nnz - 1] += bytes;
            return 0;
        }
        if (last > dst) return pend(m, src, dst, msgs, bytes);
    } else if ((int64_t)src + 1 < m->rows) {
        return pend(m, src, dst, msgs, bytes);
    } else if (rows_start(m, src)) {
        return -1;
    }
    if (m->nnz == m->cap && pairs_resize(m, m->cap ? m->cap + m->cap / 2 : 1024)) return -1;
    m->dst[m->nnz] = dst;
    if (m->msgs) m->msgs[m->nnz] = msgs;
    m->bytes[m->nnz++] = bytes;
    return 0;
}

int cp_windows_add(uint64_t **win_msgs, uint64_t **win_bytes, uint32_t *nwindows, size_t *wincap, uint32_t w,
                   uint64_t msgs, uint64_t bytes)
{
    if (w >= *nwindows) {
        uint32_t n = w + 1;
        if (n > *wincap) { /* doubling: windows arrive one more at a time */
            size_t cap = *wincap ? 2 * *wincap : 64;
            while (cap < n) cap *= 2;
            uint64_t *a = realloc(*win_msgs, cap * sizeof *a), *b;
            if (!a) return -1;
            *win_msgs = a;
            if (!(b = realloc(*win_bytes, cap * sizeof *b))) return -1;
            *win_bytes = b;
            *wincap = cap;
        }
        memset(*win_msgs + *nwindows, 0, (n - *nwindows) * sizeof **win_msgs);
        memset(*win_bytes + *nwindows, 0, (n - *nwindows) * sizeof **win_bytes);
        *nwindows = n;
    }
    (*win_msgs)[w] += msgs;
    (*win_bytes)[w] += bytes;
    return 0;
}

int cp_matrix_add_window(cp_matrix_t *m, uint32_t w, uint64_t msgs, uint64_t bytes)
{
    return cp_windows_add(&m->win_msgs, &m->win_bytes, &m->nwindows, &m->wincap, w, msgs, bytes);
}

static int cell_cmp(const void *a, const void *b)
{
    const cp_cell_t *x = a, *y = b;
    if (x->src != y->src) return x->src < y->src ? -1 : 1;
    return x->dst < y->dst ? -1 : x->dst > y->dst;
}

/* The pending pairs, sorted, merged into the rows from the back (in place:
 * the arrays grow first), equal pairs summed; then the row index again. */
static int merge_pending(cp_matrix_t *m)
{
    qsort(m->pending, (size_t)m->npending, sizeof *m->pending, cell_cmp);
    int64_t t = 0; /* sum pending duplicates */
    for (int64_t i = 0; i < m->npending; i++) {
        if (t && !cell_cmp(&m->pending[t - 1], &m->pending[i])) {
            m->pending[t - 1].msgs += m->pending[i].msgs;
            m->pending[t - 1].bytes += m->pending[i].bytes;
        } else {
            m->pending[t++] = m->pending[i];
        }
    }
    int64_t total = m->nnz + t;
    if (total > m->cap && pairs_resize(m, total)) return -1;
    uint32_t *cnt = calloc((size_t)m->n + 1, sizeof *cnt); /* pairs per row after the merge */
    int64_t *rp = malloc(((size_t)m->n + 1) * sizeof *rp);
    if (!cnt || !rp) {
        free(cnt);
        free(rp);
        return -1;
    }
    int64_t i = m->nnz - 1, j = t - 1, o = total - 1;
    int64_t r = m->rows - 1; /* row of pair i */
    while (j >= 0 || i >= 0) {
        while (i >= 0 && r > 0 && m->rowptr[r] > i) r--;
        int take_row = i >= 0 && (j < 0 || (uint32_t)r > m->pending[j].src ||
                                  ((uint32_t)r == m->pending[j].src && m->dst[i] > m->pending[j].dst));
        int same = i >= 0 && j >= 0 && (uint32_t)r == m->pending[j].src && m->dst[i] == m->pending[j].dst;
        if (same) {
            m->dst[o] = m->dst[i];
            if (m->msgs) m->msgs[o] = m->msgs[i] + m->pending[j].msgs;
            m->bytes[o] = m->bytes[i] + m->pending[j].bytes;
            cnt[r]++;
            i--, j--;
        } else if (take_row) {
            m->dst[o] = m->dst[i];
            if (m->msgs) m->msgs[o] = m->msgs[i];
            m->bytes[o] = m->bytes[i];
            cnt[r]++;
            i--;
        } else {
            m->dst[o] = m->pending[j].dst;
            if (m->msgs) m->msgs[o] = m->pending[j].msgs;
            m->bytes[o] = m->pending[j].bytes;
            cnt[m->pending[j].src]++;
            j--;
        }
        o--;
    }
    /* equal pairs summed leave a gap at the front: close it */
    int64_t gap = o + 1;
    if (gap) {
        memmove(m->dst, m->dst + gap, (size_t)(total - gap) * sizeof *m->dst);
        if (m->msgs) memmove(m->msgs, m->msgs + gap, (size_t)(total - gap) * sizeof *m->msgs);
        memmove(m->bytes, m->bytes + gap, (size_t)(total - gap) * sizeof *m->bytes);
    }
    m->nnz = total - gap;
    rp[0] = 0;
    for (uint32_t k = 0; k < m->n; k++) rp[k + 1] = rp[k] + cnt[k];
    free(cnt);
    free(m->rowptr);
    m->rowptr = rp;
    m->rows = m->rowcap = (int64_t)m->n + 1;
    free(m->pending);
    m->pending = NULL;
    m->npending = m->pendcap = 0;
    return 0;
}

int cp_matrix_finish(cp_matrix_t *m)
{
    if (m->npending) {
        if (merge_pending(m)) return -1;
    } else { /* close the rows not reached */
        if (m->rowcap < (int64_t)m->n + 1) {
            int64_t *p = realloc(m->rowptr, ((size_t)m->n + 1) * sizeof *p);
            if (!p) return -1;
            m->rowptr = p;
            m->rowcap = (int64_t)m->n + 1;
        }
        for (int64_t r = m->rows; r <= (int64_t)m->n; r++) m->rowptr[r] = m->nnz;
        m->rows = (int64_t)m->n + 1;
    }
    if (m->nnz < m->cap) (void)pairs_resize(m, m->nnz); /* a failed shrink keeps the larger arrays */
    return 0;
}

uint32_t cp_matrix_src(const cp_matrix_t *m, int64_t k)
{
    uint32_t lo = 0, hi = m->n; /* the last row starting at or before k */
    while (hi - lo > 1) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (m->rowptr[mid] <= k) lo = mid;
        else hi = mid;
    }
    return lo;
}

void cp_matrix_free(cp_matrix_t *m)
{
    if (m->host)
        for (uint32_t r = 0; r < m->n; r++) free(m->host[r]);
    free(m->host);
    free(m->ended);
    free(m->core_span);
    free(m->packages);
    free(m->package_cores);
    free(m->numa_cores);
    free(m->core_first);
    free(m->sync_error_ns);
    free(m->sync_bw);
    free(m->missing);
    free(m->win_msgs);
    free(m->win_bytes);
    free(m->rowptr);
    free(m->dst);
    free(m->msgs);
    free(m->bytes);
    free(m->pending);
    free(m->clock_moves_ns);
    free(m->trace_cut);
    free(m->calls);
    memset(m, 0, sizeof *m);
}

uint64_t cp_weight_of(const cp_weight_t *w, uint64_t msgs, uint64_t bytes)
{
    switch (w->kind) {
    case CP_W_MSGS: return msgs;
    case CP_W_COST: {
        double x = w->scale * (w->alpha * (double)msgs + w->beta * (double)bytes);
        if (!(x >= 1)) return msgs || bytes ? 1 : 0;
        return x >= (double)CP_WEIGHT_CAP ? CP_WEIGHT_CAP : (uint64_t)llround(x);
    }
    default: return bytes;
    }
}

const char *cp_weight_name(const cp_weight_t *w)
{
    return w->kind == CP_W_MSGS ? "msgs" : w->kind == CP_W_COST ? "cost" : "bytes";
}

const char *cp_call_name(uint32_t id, char *buf, size_t len)
{
    if (id < CP_CALL_COUNT) return cp_call_names[id];
    snprintf(buf, len, "call %u", id);
    return buf;
}

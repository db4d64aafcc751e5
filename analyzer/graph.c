#include "graph.h"
#include "ordered_pool.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

static int gfail(cp_err_t *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int gfail(cp_err_t *e, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    cp_err_vset(e, CP_ERR_FORMAT, fmt, ap);
    va_end(ap);
    return -1;
}

void cp_graph_free(cp_graph_t *g)
{
    free(g->verttab);
    free(g->edgetab);
    free(g->edlotab);
    free(g->edmsgtab);
    free(g->edbandtab);
    memset(g, 0, sizeof *g);
}

typedef struct arc {
    int u, v;
    int64_t w;
} arc_t;

static int arc_cmp(const void *a, const void *b)
{
    const arc_t *x = a, *y = b;
    if (x->u != y->u) return x->u < y->u ? -1 : 1;
    return x->v < y->v ? -1 : x->v > y->v;
}

/* Sorted, merged, symmetric CSR from arcs (both directions must already be
 * present; duplicates are summed).  -1: out of memory; -2: a summed weight
 * does not fit in 64 bits. */
static int csr_from_sorted(int n, arc_t *a, int64_t na, cp_graph_t *g)
{
    qsort(a, (size_t)na, sizeof *a, arc_cmp);
    int64_t k = 0;
    for (int64_t i = 0; i < na; i++) {
        if (k && a[k - 1].u == a[i].u && a[k - 1].v == a[i].v) {
            if (a[k - 1].w > INT64_MAX - a[i].w) return -2;
            a[k - 1].w += a[i].w;
        } else
            a[k++] = a[i];
    }
    g->vertnbr = n;
    g->edgenbr = k;
    g->verttab = calloc((size_t)n + 1, sizeof *g->verttab);
    g->edgetab = malloc((size_t)(k ? k : 1) * sizeof *g->edgetab);
    g->edlotab = malloc((size_t)(k ? k : 1) * sizeof *g->edlotab);
    if (!g->verttab || !g->edgetab || !g->edlotab) return -1;
    for (int64_t i = 0; i < k; i++) {
        g->verttab[a[i].u + 1]++;
        g->edgetab[i] = a[i].v;
        g->edlotab[i] = a[i].w;
    }
    for (int v = 0; v < n; v++) g->verttab[v + 1] += g->verttab[v];
    return 0;
}

int cp_graph_from_arcs(int n, int64_t narcs, const int *u, const int *v, const int64_t *w,
                       cp_graph_t *g)
{
    memset(g, 0, sizeof *g);
    arc_t *a = malloc((size_t)(2 * narcs + 1) * sizeof *a);
    if (!a) return -1;
    int64_t k = 0;
    for (int64_t i = 0; i < narcs; i++) {
        if (u[i] == v[i] || w[i] == 0) continue;
        a[k++] = (arc_t){u[i], v[i], w[i]};
        a[k++] = (arc_t){v[i], u[i], w[i]};
    }
    int rc = csr_from_sorted(n, a, k, g);
    free(a);
    return rc ? -1 : 0;
}

/* Line reader over gzip or plain files (gzread handles both). */
typedef struct lines {
    gzFile f;
    char *buf;
    size_t cap;
    long lineno;
} lines_t;

static char *next_line(lines_t *L)
{
    size_t n = 0;
    for (;;) {
        if (n + 2 >= L->cap) {
            size_t cap = L->cap ? 2 * L->cap : 1 << 16;
            char *t = realloc(L->buf, cap);
            if (!t) return NULL;
            L->buf = t;
            L->cap = cap;
        }
        if (!gzgets(L->f, L->buf + n, (int)(L->cap - n))) {
            if (n == 0) return NULL;
            break;
        }
        n += strlen(L->buf + n);
        if (n && L->buf[n - 1] == '\n') break;
    }
    L->lineno++;
    return L->buf;
}

/* Next non-comment line; NULL at end of file. */
static char *data_line(lines_t *L)
{
    char *s;
    while ((s = next_line(L)) != NULL) {
        while (*s == ' ' || *s == '\t') s++;
        if (*s != '%') return s;
    }
    return NULL;
}

static int parse_i64(char **p, int64_t *v)
{
    char *s = *p;
    while (*s == ' ' || *s == '\t') s++;
    if (*s == '\n' || *s == '\r' || *s == 0) return 0; /* end of line */
    errno = 0;
    char *end;
    long long x = strtoll(s, &end, 10);
    if (end == s || errno || (*end && !isspace((unsigned char)*end))) return -1;
    *v = x;
    *p = end;
    return 1;
}

/* A METIS header: vertices, edges, fmt (vertex sizes, weights, edge
 * weights as its digits) and the vertex weights' count */
typedef struct metis_header {
    int64_t n, m, ncon;
    int has_ew, has_vw, has_vs;
} metis_header_t;

static int read_header(lines_t *L, const char *path, metis_header_t *h, cp_err_t *err)
{
    char *s = data_line(L);
    int64_t fmt = 0;
    h->ncon = 1;
    if (!s) return gfail(err, "%s:1: empty file (expected the header 'vertices edges [fmt]')", path);
    if (parse_i64(&s, &h->n) != 1 || parse_i64(&s, &h->m) != 1)
        return gfail(err, "%s:%ld: bad header (expected 'vertices edges [fmt [ncon]]')", path, L->lineno);
    int r = parse_i64(&s, &fmt);
    if (r < 0 || (r == 1 && parse_i64(&s, &h->ncon) < 0)) return gfail(err, "%s:%ld: bad header field", path, L->lineno);
    if (h->n <= 0 || h->n > (1 << 30) || h->m < 0 || fmt < 0 || fmt > 111 || fmt % 10 > 1 || (fmt / 10) % 10 > 1 ||
        h->ncon < 1)
        return gfail(err, "%s:%ld: unsupported header: %lld vertices, %lld edges, fmt %03lld", path, L->lineno,
                     (long long)h->n, (long long)h->m, (long long)fmt);
    h->has_ew = fmt % 10 == 1, h->has_vw = (fmt / 10) % 10 == 1, h->has_vs = fmt / 100 == 1;
    return 0;
}

/* The arcs as read */
typedef struct arcs_read {
    arc_t *a;
    int64_t n, selfloops;
    size_t cap;
    long *vline; /* line of each vertex, for messages after the sort (grows as read, doubling) */
    int64_t vcap;
} arcs_read_t;

/* vertex v's line: its neighbours (and their weights) as arcs; self loops
 * counted and left out */
static int read_vertex(lines_t *L, const char *path, const metis_header_t *h, int64_t v, arcs_read_t *A, cp_err_t *err)
{
    char *s = data_line(L);
    if (!s)
        return gfail(err, "%s:%ld: file ends after %lld of %lld vertex lines", path, L->lineno, (long long)v, (long long)h->n);
    if (v == A->vcap) {
        A->vcap = A->vcap ? 2 * A->vcap : 4096;
        long *t = realloc(A->vline, (size_t)A->vcap * sizeof *t);
        if (!t) return gfail(err, "%s: out of memory", path);
        A->vline = t;
    }
    A->vline[v] = L->lineno;
    int64_t x;
    if (h->has_vs && parse_i64(&s, &x) != 1) return gfail(err, "%s:%ld: missing vertex size", path, L->lineno);
    for (int c = 0; h->has_vw && c < h->ncon; c++)
        if (parse_i64(&s, &x) != 1) return gfail(err, "%s:%ld: missing vertex weight", path, L->lineno);
    for (;;) {
        int64_t nb, w = 1;
        int got = parse_i64(&s, &nb);
        if (got == 0) return 0;
        if (got < 0) return gfail(err, "%s:%ld: not a number", path, L->lineno);
        if (h->has_ew && parse_i64(&s, &w) != 1)
            return gfail(err, "%s:%ld: neighbour %lld has no edge weight", path, L->lineno, (long long)nb);
        if (nb < 1 || nb > h->n)
            return gfail(err, "%s:%ld: neighbour %lld out of range 1..%lld", path, L->lineno, (long long)nb, (long long)h->n);
        if (w < 0) return gfail(err, "%s:%ld: negative edge weight %lld", path, L->lineno, (long long)w);
        if (nb - 1 == v) {
            A->selfloops++;
            continue;
        }
        if ((size_t)A->n == A->cap) {
            arc_t *t = realloc(A->a, 2 * A->cap * sizeof *t);
            if (!t) return gfail(err, "%s: out of memory", path);
            A->a = t, A->cap *= 2;
        }
        A->a[A->n++] = (arc_t){(int)v, (int)(nb - 1), w};
    }
}

/* Symmetry: arcs sorted, each one's reverse looked up; a graph whose
 * directions differ is symmetrized (w(u,v) = w_uv + w_vu, each direction
 * added once) and said in warning. */
static int symmetric(const char *path, const metis_header_t *h, arcs_read_t *A, cp_err_t *err, char *warning, int warnlen)
{
    qsort(A->a, (size_t)A->n, sizeof *A->a, arc_cmp);
    for (int64_t i = 1; i < A->n; i++)
        if (A->a[i].u == A->a[i - 1].u && A->a[i].v == A->a[i - 1].v)
            /* METIS rejects these too; adding them up would make the weights
             * of the two directions differ */
            return gfail(err, "%s:%ld: vertex %d lists neighbour %d more than once", path, A->vline[A->a[i].u],
                         A->a[i].u + 1, A->a[i].v + 1);
    int64_t asym = 0;
    for (int64_t i = 0; i < A->n; i++) {
        arc_t key = {A->a[i].v, A->a[i].u, 0};
        arc_t *rev = bsearch(&key, A->a, (size_t)A->n, sizeof *A->a, arc_cmp);
        if (!rev || rev->w != A->a[i].w) asym++;
    }
    if (asym == 0 && A->n / 2 != h->m)
        return gfail(err, "%s: header says %lld edges, the lists hold %lld", path, (long long)h->m, (long long)(A->n / 2));
    if (!asym) return 0; /* each undirected weight is there in both directions: csr_from_sorted keeps one copy an arc */
    arc_t *t = realloc(A->a, (size_t)(2 * A->n + 1) * sizeof *t);
    if (!t) return gfail(err, "%s: out of memory", path);
    A->a = t;
    for (int64_t i = 0; i < A->n; i++) A->a[A->n + i] = (arc_t){A->a[i].v, A->a[i].u, A->a[i].w};
    A->n *= 2;
    if (warning)
        snprintf(warning, (size_t)warnlen,
                 "%s: graph is not symmetric (%lld arcs without an equal reverse); symmetrized by adding both directions",
                 path, (long long)asym);
    return 0;
}

int cp_graph_read_metis(const char *path, cp_graph_t *g, cp_err_t *err, char *warning, int warnlen)
{
    memset(g, 0, sizeof *g);
    if (warning && warnlen) warning[0] = 0;
    lines_t L = {0};
    if (!strcmp(path, "-")) { /* the analyzer's -o - piped in */
        int fd = dup(STDIN_FILENO);
        L.f = fd >= 0 ? gzdopen(fd, "rb") : NULL;
        path = "(stdin)";
    } else {
        L.f = gzopen(path, "rb");
    }
    if (!L.f) return gfail(err, "%s: %s", path, strerror(errno ? errno : ENOENT));
    metis_header_t h;
    arcs_read_t A = {0};
    int rc = read_header(&L, path, &h, err);
    if (!rc) {
        /* the header's count sizes the first allocation only up to a point:
         * a corrupt header must not ask for terabytes (the lists grow as read) */
        A.cap = h.m < (1 << 20) ? (size_t)(2 * h.m + 16) : (size_t)1 << 21;
        if (!(A.a = malloc(A.cap * sizeof *A.a))) rc = gfail(err, "%s: out of memory for %lld edges", path, (long long)h.m);
    }
    for (int64_t v = 0; !rc && v < h.n; v++) rc = read_vertex(&L, path, &h, v, &A, err);
    if (!rc && data_line(&L))
        rc = gfail(err, "%s:%ld: more vertex lines than the %lld in the header", path, L.lineno, (long long)h.n);
    if (!rc) rc = symmetric(path, &h, &A, err, warning, warnlen);
    int crc = rc ? 0 : csr_from_sorted((int)h.n, A.a, A.n, g);
    if (crc) rc = gfail(err, crc == -2 ? "%s: edge weights add up beyond 64 bits" : "%s: out of memory", path);
    if (!rc && A.selfloops && warning && !warning[0])
        snprintf(warning, (size_t)warnlen, "%s: %lld self loops dropped", path, (long long)A.selfloops);
    if (rc) cp_graph_free(g);
    free(A.a), free(A.vline), free(L.buf);
    gzclose(L.f);
    return rc;
}

/* Text output at memory speed: fprintf per number would dominate the time
 * to write a 10^7-edge graph.  Rows are cut into pieces of about PIECE
 * arcs, formatted by worker threads and written in order (ordered_pool.c):
 * formatting was a third of turning a recording into a graph. */
enum { PIECE = 1 << 16, MAX_WORKERS = 16 };

/* Two digits per division: half the divisions of digit by digit. */
static const char digit_pairs[201] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

/* x in decimal at p (at most 20 characters); returns the end.  Digits go
 * straight to their place, two at a time, once their count is known. */
static char *put_u64(char *p, uint64_t x)
{
    int n = 1;
    for (uint64_t t = x; t >= 10; t /= 10) n++;
    char *e = p + n, *q = e;
    while (x >= 100) {
        unsigned r = (unsigned)(x % 100);
        x /= 100;
        q -= 2;
        memcpy(q, digit_pairs + 2 * r, 2);
    }
    if (x >= 10) memcpy(q - 2, digit_pairs + 2 * x, 2);
    else q[-1] = (char)('0' + x);
    return e;
}

typedef struct rows_text {
    const cp_graph_t *g;
    int scotch;   /* Scotch's "degree (weight neighbour)*" lines, 0-based; else METIS's "neighbour weight" pairs, 1-based */
    int64_t *cut; /* piece k is rows [cut[k], cut[k+1]) */
} rows_text_t;

typedef struct text {
    size_t len;
    char b[];
} text_t;

static void *format_rows(void *arg, int worker, size_t k)
{
    (void)worker;
    const rows_text_t *t = arg;
    const cp_graph_t *g = t->g;
    int64_t v0 = t->cut[k], v1 = t->cut[k + 1];
    /* an arc is at most two numbers of 20 digits and their separators; a
     * row adds its degree and a newline */
    size_t most = (size_t)(g->verttab[v1] - g->verttab[v0]) * 42 + (size_t)(v1 - v0) * 22;
    text_t *x = malloc(sizeof *x + most);
    if (!x) return NULL;
    char *p = x->b;
    for (int64_t v = v0; v < v1; v++) {
        int64_t e0 = g->verttab[v], e1 = g->verttab[v + 1];
        if (t->scotch) {
            p = put_u64(p, (uint64_t)(e1 - e0));
            for (int64_t e = e0; e < e1; e++) {
                *p++ = ' ';
                p = put_u64(p, (uint64_t)g->edlotab[e]);
                *p++ = ' ';
                p = put_u64(p, (uint64_t)g->edgetab[e]);
            }
        } else {
            for (int64_t e = e0; e < e1; e++) {
                if (e > e0) *p++ = ' ';
                p = put_u64(p, (uint64_t)g->edgetab[e] + 1);
                *p++ = ' ';
                p = put_u64(p, (uint64_t)g->edlotab[e]);
            }
        }
        *p++ = '\n';
    }
    x->len = (size_t)(p - x->b);
    return x;
}

/* The rows of g as text, in pieces formatted on all cores. */
static int write_rows(FILE *f, const cp_graph_t *g, int scotch)
{
    size_t npieces = (size_t)(g->verttab[g->vertnbr] / PIECE) + 1;
    rows_text_t t = {g, scotch, malloc((npieces + 1) * sizeof *t.cut)};
    if (!t.cut) return -1;
    size_t k = 0;
    t.cut[0] = 0;
    for (int v = 0; v < g->vertnbr; v++) /* cut after the row that reaches the next multiple of PIECE */
        if (g->verttab[v + 1] >= (int64_t)(k + 1) * PIECE && k + 1 < npieces) t.cut[++k] = v + 1;
    if (t.cut[k] != g->vertnbr) t.cut[++k] = g->vertnbr;
    npieces = k;
    int workers = npieces > 1 ? cp_pool_workers(MAX_WORKERS) : 0;
    cp_ordered_pool_t *pool = cp_ordered_pool_start(npieces, workers, 2 * (size_t)(workers ? workers : 1), format_rows, free, &t);
    if (!pool && workers) pool = cp_ordered_pool_start(npieces, 0, 1, format_rows, free, &t);
    int rc = pool ? 0 : -1;
    for (size_t i = 0; !rc && i < npieces; i++) {
        text_t *x = cp_ordered_pool_next(pool);
        if (!x || fwrite(x->b, 1, x->len, f) != x->len) rc = -1;
        free(x);
    }
    cp_ordered_pool_stop(pool);
    free(t.cut);
    return rc;
}

int cp_graph_write_metis(const char *path, const cp_graph_t *g, const char *comment)
{
    FILE *f = strcmp(path, "-") ? fopen(path, "w") : stdout;
    if (!f) return -1;
    int rc = cp_graph_write_metis_f(f, g, comment);
    if (f != stdout && fclose(f)) rc = -1;
    return rc;
}

int cp_graph_write_metis_f(FILE *f, const cp_graph_t *g, const char *comment)
{
    for (const char *c = comment; c && *c;) {
        const char *nl = strchr(c, '\n');
        int len = nl ? (int)(nl - c) : (int)strlen(c);
        fprintf(f, "%% %.*s\n", len, c);
        c += len + (nl != NULL);
    }
    fprintf(f, "%d %lld 001\n", g->vertnbr, (long long)(g->edgenbr / 2));
    if (write_rows(f, g, 0)) return -1;
    return ferror(f) ? -1 : 0;
}

int cp_graph_write_scotch_f(FILE *f, const cp_graph_t *g)
{
    fprintf(f, "0\n%d %lld\n0 010\n", g->vertnbr, (long long)g->edgenbr);
    if (write_rows(f, g, 1)) return -1;
    return ferror(f) ? -1 : 0;
}

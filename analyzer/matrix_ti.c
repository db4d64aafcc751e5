/* SimGrid's time-independent traces (smpirun -trace-ti
 * --cfg=tracing/filename:TRACE): TRACE lists one file per rank, each line
 * of which is one MPI action of that rank ("0 send 4 0 65536 6",
 * "3 allreduce 1 0 0", "2 compute 56876").  Point-to-point messages are
 * counted on the send side, their counts times their datatype's size;
 * collectives are modeled as Open MPI's coll/tuned runs them (its fixed
 * decision rules, coll_model.c): SMPI's own algorithms for them are
 * SimGrid's default selector, and the matrix says which it took.  The
 * computation between calls is summed per rank (flops), for the replay.
 *
 * The datatypes are SMPI's numbered predefined ones (formats/ti_actions.h);
 * an unknown number is an error naming the file and line. */
#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "huge_pages.h"
#include "coll_choice.h"
#include "coll_model.h"
#include "comm_matrix.h"
#include "record_format.h"
#include "ti_actions.h"
#include "ordered_pool.h"
#include "ti_program.h"

typedef struct row {
    uint64_t *msgs, *bytes;
    uint32_t *touched, ntouched;
    int kind; /* CP_KIND_P2P or CP_KIND_COLL: what is being added */
    const cp_matrix_opts_t *o;
    uint64_t kmsgs[2], kbytes[2];
    cp_ti_program_t *prog; /* where the calls are kept in order too (cp_ti_program_read), or NULL */
    int oom;
} row_t;

/* one call of the rank being read, appended to r->prog */
static void keep(row_t *r, int kind, int peer, int tag, double amount, int is_send)
{
    cp_ti_program_t *p = r->prog;
    if (!p || r->oom) return;
    if (p->nops == p->cap) {
        int64_t cap = p->cap ? 2 * p->cap : 4096;
        cp_ti_op_t *t = cp_realloc_huge(p->ops, (size_t)p->nops * sizeof *t, (size_t)cap * sizeof *t);
        if (!t) {
            r->oom = 1;
            return;
        }
        p->ops = t, p->cap = cap;
    }
    p->ops[p->nops++] = (cp_ti_op_t){(uint8_t)kind, (uint8_t)is_send, peer, tag, amount};
}

static void add(row_t *r, int peer, uint64_t bytes)
{
    if (!(r->o->kinds & r->kind)) return;
    /* --sizes: each message is in the trace, its size class exact */
    if (r->o->has_sizes && (cp_size_bin(bytes) < r->o->bin_lo || cp_size_bin(bytes) > r->o->bin_hi)) return;
    if (!r->msgs[peer] && !r->bytes[peer]) r->touched[r->ntouched++] = (uint32_t)peer;
    r->msgs[peer]++;
    r->bytes[peer] += bytes;
    int k = r->kind == CP_KIND_COLL;
    r->kmsgs[k]++, r->kbytes[k] += bytes;
}

static void emit(void *ctx, int peer, uint64_t bytes) { add(ctx, peer, bytes); }

/* Open MPI's tuned choice, as the library records it (coll_choice.c with
 * nothing forced) */
static int choose(cp_coll_t *c)
{
    c->segsize = c->fanout = c->radix = 0;
    return c->alg = cp_tuned_fixed(c, c->commutative);
}

typedef struct ctx {
    const char *file;
    int line;
    cp_err_t *err;
} ctx_t;

static int bad(ctx_t *x, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int bad(ctx_t *x, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    cp_err_vat(x->err, CP_ERR_FORMAT, x->file, x->line, fmt, ap);
    va_end(ap);
    return -1;
}

static int num(ctx_t *x, char **tok, int ntok, int i, const char *what, double *out)
{
    if (i >= ntok) return bad(x, "%s: missing %s (a line cut short?)", tok[1], what);
    /* counts are an int's, as MPI's (computations are flops, larger) */
    double max = what[0] == 'f' || (what[0] == 'c' && what[1] == 'o' && what[2] == 'm') ? 1e18 : 2147483647.0;
    /* most fields are plain integers: read here, as strtod would (exact
     * below 2^53); the others (a point, an exponent, 16 digits or more)
     * by strtod.  A 4,096-rank trace of 48 MB: read in 0.43 s with strtod
     * for all */
    const char *c = tok[i];
    uint64_t u = 0;
    int k = 0;
    while (c[k] >= '0' && c[k] <= '9' && k < 15) u = u * 10 + (uint64_t)(c[k] - '0'), k++;
    double v;
    if (k > 0 && !c[k]) {
        v = (double)u;
    } else {
        char *end;
        errno = 0;
        v = strtod(c, &end);
        if (end == c || *end || errno) return bad(x, "%s: bad %s '%s'", tok[1], what, tok[i]);
    }
    if (!(v >= 0) || v > max) return bad(x, "%s: bad %s '%s'", tok[1], what, tok[i]);
    *out = v;
    return 0;
}

static int rank_arg(ctx_t *x, char **tok, int ntok, int i, const char *what, int n, int *out)
{
    double v;
    if (num(x, tok, ntok, i, what, &v)) return -1;
    if (v >= n || v != (int)v) return bad(x, "%s: %s %s is not a rank of the %d", tok[1], what, tok[i], n);
    *out = (int)v;
    return 0;
}

/* the datatype at tok[i], where there is one (else bytes) */
static int dtype(ctx_t *x, char **tok, int ntok, int i, uint64_t *size)
{
    *size = 1;
    if (i >= ntok) return 0;
    char *end;
    long v = strtol(tok[i], &end, 10);
    if (end == tok[i] || *end) return bad(x, "%s: bad datatype '%s'", tok[1], tok[i]);
    if (v == -1) return 0; /* MPI_DATATYPE_NULL */
    int sz = cp_ti_datatype_size(v);
    if (sz < 0) return bad(x, "%s: datatype %ld is none of SMPI's predefined ones", tok[1], v);
    *size = (uint64_t)sz;
    return 0;
}

/* per-rank counts of a v-collective: tok[i .. i+n) */
static int counts(ctx_t *x, char **tok, int ntok, int i, int n, int *out)
{
    for (int k = 0; k < n; k++) {
        double v;
        if (num(x, tok, ntok, i + k, "count", &v)) return -1;
        if (v > INT_MAX) return bad(x, "%s: count %s past an int", tok[1], tok[i + k]);
        out[k] = (int)v;
    }
    return 0;
}

/* One action of rank me (tok[0] is its rank); adds its sends to r.
 * 0, or -1 with why. */
static int action(ctx_t *x, char **tok, int ntok, int me, int n, row_t *r, int *cnt, int *cnt2, double *flops)
{
    const char *a = tok[1];
    double v, w;
    int peer, root;
    uint64_t ts, ts2;
    r->kind = CP_KIND_P2P;
    if (!strcmp(a, "send") || !strcmp(a, "isend")) { /* partner tag size [datatype] */
        if (rank_arg(x, tok, ntok, 2, "partner", n, &peer) || num(x, tok, ntok, 3, "tag", &w) ||
            num(x, tok, ntok, 4, "size", &v) || dtype(x, tok, ntok, 5, &ts))
            return -1;
        add(r, peer, (uint64_t)v * ts);
        keep(r, CP_TI_ISEND, peer, (int)w, v * (double)ts, 1);
        if (a[0] == 's') keep(r, CP_TI_WAIT, peer, (int)w, 0, 1);
        return 0;
    }
    if (!strcmp(a, "recv") || !strcmp(a, "irecv")) { /* partner tag size [datatype] */
        if (rank_arg(x, tok, ntok, 2, "partner", n, &peer) || num(x, tok, ntok, 3, "tag", &w) ||
            num(x, tok, ntok, 4, "size", &v) || dtype(x, tok, ntok, 5, &ts))
            return -1;
        keep(r, CP_TI_IRECV, peer, (int)w, v * (double)ts, 0);
        if (a[0] == 'r') keep(r, CP_TI_WAIT, peer, (int)w, 0, 0);
        return 0;
    }
    if (!strcmp(a, "wait")) { /* [SRC DST TAG]: a send where SRC is this rank; none: the oldest request */
        int src = -1, dst = -1;
        if (ntok > 2 && (rank_arg(x, tok, ntok, 2, "source", n, &src) || rank_arg(x, tok, ntok, 3, "destination", n, &dst) ||
                         (ntok > 4 && num(x, tok, ntok, 4, "tag", &w))))
            return -1;
        keep(r, CP_TI_WAIT, src < 0 ? -1 : src == me ? dst : src, src >= 0 && ntok > 4 ? (int)w : -1, 0, src == me);
        return 0;
    }
    if (!strcmp(a, "waitall") || !strcmp(a, "waitany")) {
        keep(r, CP_TI_WAITALL, 0, -1, 0, 0);
        return 0;
    }
    if (!strcmp(a, "sendRecv")) { /* sendcount dst recvcount src [sendtype recvtype] */
        if (num(x, tok, ntok, 2, "send count", &v) || rank_arg(x, tok, ntok, 3, "destination", n, &peer) ||
            num(x, tok, ntok, 4, "receive count", &w) || rank_arg(x, tok, ntok, 5, "source", n, &root) ||
            dtype(x, tok, ntok, 6, &ts))
            return -1;
        add(r, peer, (uint64_t)v * ts);
        keep(r, CP_TI_ISEND, peer, -1, v * (double)ts, 1);
        keep(r, CP_TI_IRECV, root, -1, w * (double)ts, 0);
        keep(r, CP_TI_WAIT, peer, -1, 0, 1);
        keep(r, CP_TI_WAIT, root, -1, 0, 0);
        return 0;
    }
    if (!strcmp(a, "compute")) {
        if (num(x, tok, ntok, 2, "flops", &v)) return -1;
        *flops += v;
        keep(r, CP_TI_COMPUTE, 0, -1, v, 0);
        return 0;
    }
    static const char *const quiet[] = {"test", "init", "finalize",
                                        "comm_size", "comm_split", "comm_dup", "sleep", "location", NULL};
    for (int i = 0; quiet[i]; i++)
        if (!strcmp(a, quiet[i])) return 0;
    cp_coll_t c = {0};
    c.size = n, c.rank = me, c.commutative = 1;
    r->kind = CP_KIND_COLL;
    if (!strcmp(a, "barrier")) {
        c.op = CP_COLL_BARRIER;
    } else if (!strcmp(a, "bcast")) { /* size [root [datatype]] */
        c.op = CP_COLL_BCAST;
        if (num(x, tok, ntok, 2, "size", &v)) return -1;
        if (ntok > 3 && rank_arg(x, tok, ntok, 3, "root", n, &c.root)) return -1;
        if (dtype(x, tok, ntok, 4, &ts)) return -1;
        c.count = (uint64_t)v, c.tsize = ts;
    } else if (!strcmp(a, "reduce") || !strcmp(a, "allreduce")) { /* comm_size comp_size [root] [datatype] */
        int is_red = !strcmp(a, "reduce");
        c.op = is_red ? CP_COLL_REDUCE : CP_COLL_ALLREDUCE;
        if (num(x, tok, ntok, 2, "size", &v) || num(x, tok, ntok, 3, "computation", &w)) return -1;
        if (is_red && ntok > 4 && rank_arg(x, tok, ntok, 4, "root", n, &c.root)) return -1;
        if (dtype(x, tok, ntok, is_red ? 5 : 4, &ts)) return -1;
        c.count = (uint64_t)v, c.tsize = ts;
    } else if (!strcmp(a, "alltoall") || !strcmp(a, "allgather")) { /* send recv [dt dt] */
        c.op = !strcmp(a, "alltoall") ? CP_COLL_ALLTOALL : CP_COLL_ALLGATHER;
        if (num(x, tok, ntok, 2, "send size", &v) || num(x, tok, ntok, 3, "receive size", &w) || dtype(x, tok, ntok, 4, &ts))
            return -1;
        c.count = (uint64_t)v, c.tsize = ts;
    } else if (!strcmp(a, "gather") || !strcmp(a, "scatter")) { /* send recv [root [dt dt]] */
        int g = !strcmp(a, "gather");
        c.op = g ? CP_COLL_GATHER : CP_COLL_SCATTER;
        if (num(x, tok, ntok, 2, "send size", &v) || num(x, tok, ntok, 3, "receive size", &w)) return -1;
        if (ntok > 4 && rank_arg(x, tok, ntok, 4, "root", n, &c.root)) return -1;
        if (dtype(x, tok, ntok, 5, &ts) || dtype(x, tok, ntok, 6, &ts2)) return -1;
        /* a scatter's root sends blocks of its send count, the others' block is their receive count */
        c.count = (uint64_t)(g || me != c.root ? (g ? v : w) : v), c.tsize = g ? ts : (me == c.root ? ts : ts2);
    } else if (!strcmp(a, "gatherv") || !strcmp(a, "allgatherv")) { /* send recvcounts[n] [root] [dt dt] */
        int g = !strcmp(a, "gatherv");
        c.op = g ? CP_COLL_GATHERV : CP_COLL_ALLGATHERV;
        if (num(x, tok, ntok, 2, "send count", &v) || counts(x, tok, ntok, 3, n, cnt)) return -1;
        if (g && ntok > 3 + n && rank_arg(x, tok, ntok, 3 + n, "root", n, &c.root)) return -1;
        if (dtype(x, tok, ntok, g ? 4 + n : 3 + n, &ts)) return -1;
        c.count = (uint64_t)v, c.tsize = ts, c.counts = cnt, c.vtsize = ts;
    } else if (!strcmp(a, "scatterv")) { /* sendcounts[n] recv [root [dt dt]] */
        c.op = CP_COLL_SCATTERV;
        if (counts(x, tok, ntok, 2, n, cnt) || num(x, tok, ntok, 2 + n, "receive count", &v)) return -1;
        if (ntok > 3 + n && rank_arg(x, tok, ntok, 3 + n, "root", n, &c.root)) return -1;
        if (dtype(x, tok, ntok, 4 + n, &ts)) return -1;
        c.count = (uint64_t)v, c.tsize = ts, c.counts = me == c.root ? cnt : NULL, c.vtsize = ts;
    } else if (!strcmp(a, "reducescatter")) { /* recvcounts[n] comp [dt] */
        c.op = CP_COLL_REDUCE_SCATTER;
        if (counts(x, tok, ntok, 2, n, cnt) || num(x, tok, ntok, 2 + n, "computation", &v) || dtype(x, tok, ntok, 3 + n, &ts))
            return -1;
        uint64_t tot = 0;
        for (int k = 0; k < n; k++) tot += (uint64_t)cnt[k];
        c.count = tot, c.tsize = ts, c.counts = cnt, c.vtsize = ts;
    } else if (!strcmp(a, "alltoallv")) { /* sendbuf sendcounts[n] recvbuf recvcounts[n] [dt dt] */
        c.op = CP_COLL_ALLTOALLV;
        if (num(x, tok, ntok, 2, "send buffer", &v) || counts(x, tok, ntok, 3, n, cnt) ||
            num(x, tok, ntok, 3 + n, "receive buffer", &w) || counts(x, tok, ntok, 4 + n, n, cnt2) ||
            dtype(x, tok, ntok, 4 + 2 * n, &ts))
            return -1;
        c.counts = cnt, c.vtsize = ts, c.tsize = ts, c.count = 0;
    } else {
        return bad(x, "unknown action '%s'", a);
    }
    if (n > 1 && (!choose(&c) || cp_coll_model(&c, choose, emit, r) < 0))
        return bad(x, "%s: no model of it for %d ranks", a, n);
    keep(r, CP_TI_COLL, 0, -1, (double)c.count * (double)c.tsize, 0);
    return 0;
}

/* the path of the rank file an index's line names: as written where
 * absolute, else relative to the index's directory (malloc'd; NULL: out of
 * memory) */
static char *index_path(const char *index, const char *line)
{
    char dirb[PATH_MAX], *p = NULL;
    snprintf(dirb, sizeof dirb, "%s", index);
    if (line[0] == '/' ? asprintf(&p, "%s", line) < 0 : asprintf(&p, "%s/%s", dirname(dirb), line) < 0) return NULL;
    return p;
}

/* the index's lines: one rank file each (index_path) */
static char **index_files(const char *index, int *n, cp_err_t *err)
{
    FILE *f = fopen(index, "r");
    if (!f) {
        snprintf(err->msg, sizeof err->msg, "%s: %s", index, strerror(errno));
        err->code = CP_ERR_IO;
        return NULL;
    }
    char *line = NULL, **files = NULL;
    size_t cap = 0;
    int count = 0, fcap = 0, lineno = 0;
    while (getline(&line, &cap, f) > 0) {
        lineno++;
        line[strcspn(line, "\r\n")] = 0;
        if (!line[0]) continue;
        if (count == fcap) {
            fcap = fcap ? 2 * fcap : 64;
            char **t = realloc(files, (size_t)fcap * sizeof *t);
            if (!t) break;
            files = t;
        }
        char *p = index_path(index, line);
        if (!p) break;
        files[count++] = p;
    }
    free(line);
    fclose(f);
    *n = count;
    return files;
}

static int read_rank(const char *file, int idx_line, const char *index, int n, const cp_matrix_opts_t *o, row_t *r,
                     int *me_out, double *flops, int *cnt, int *cnt2, char **tok, int max, cp_err_t *err)
{
    FILE *f = fopen(file, "r");
    if (!f) {
        snprintf(err->msg, sizeof err->msg, "%s:%d: rank file %s: %s", index, idx_line, file, strerror(errno));
        err->code = CP_ERR_MISSING;
        return -1;
    }
    ctx_t x = {file, 0, err};
    char *line = NULL;
    size_t cap = 0;
    int me = -1, rc = 0;
    ssize_t got;
    while (!rc && (got = getline(&line, &cap, f)) > 0) {
        x.line++;
        int ntok = 0;
        /* the fields, split at blanks (strtok_r's, a fifth of the read's time) */
        for (char *t = line;;) {
            while (*t == ' ' || *t == '\t' || *t == '\r' || *t == '\n') t++;
            if (!*t) break;
            if (ntok == max) {
                rc = bad(&x, "a line of more than %d fields", max);
                break;
            }
            tok[ntok++] = t;
            while (*t && *t != ' ' && *t != '\t' && *t != '\r' && *t != '\n') t++;
            if (!*t) break;
            *t++ = 0;
        }
        if (rc || ntok == 0) continue;
        if (ntok < 2) {
            rc = bad(&x, "a rank and an action expected, got '%s'", tok[0]);
            break;
        }
        char *end;
        long who = strtol(tok[0], &end, 10);
        if (end == tok[0] || *end || who < 0 || who >= n) {
            rc = bad(&x, "'%s' is not a rank of the %d the index lists", tok[0], n);
            break;
        }
        if (me < 0) me = (int)who;
        else if (who != me) {
            rc = bad(&x, "rank %ld in the file of rank %d", who, me);
            break;
        }
        rc = action(&x, tok, ntok, me, n, r, cnt, cnt2, flops);
    }
    free(line);
    if (!rc && ferror(f)) {
        snprintf(err->msg, sizeof err->msg, "%s: read error", file);
        err->code = CP_ERR_IO;
        rc = -1;
    }
    fclose(f);
    if (!rc && me < 0) {
        snprintf(err->msg, sizeof err->msg, "%s:%d: rank file %s is empty", index, idx_line, file);
        err->code = CP_ERR_FORMAT;
        rc = -1;
    }
    *me_out = me;
    (void)o;
    return rc;
}

int cp_ti_is_actions(const char *path, char *first, size_t first_size)
{
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    char line[256] = "", word[32];
    int rank, n = 0, yes = fgets(line, sizeof line, f) && sscanf(line, "%d %31[a-z_]%n", &rank, word, &n) == 2 && rank >= 0;
    fclose(f);
    yes = yes && (line[n] == ' ' || line[n] == '\n' || line[n] == '\r' || !line[n]);
    if (yes && first && first_size) snprintf(first, first_size, "%.*s", (int)strcspn(line, "\r\n"), line);
    return yes;
}

/* the file an index's line names (relative to the index's directory)
 * begins with an action line */
static int names_actions(const char *index, const char *name)
{
    char *path = index_path(index, name);
    int yes = path && cp_ti_is_actions(path, NULL, 0);
    free(path);
    return yes;
}

int cp_ti_is_index(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    char line[4096] = "";
    int yes = 0;
    if (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = 0;
        /* a path to a rank file "<...>rank-N.txt", as SMPI names them */
        const char *r = strstr(line, "rank-");
        yes = r && strstr(r, ".txt") && !strchr(line, ' ');
        /* or, named otherwise (by hand, as SimGrid's examples' actions0.txt),
         * a file whose first line is a rank's action: "0 init" */
        if (!yes && line[0] && !strchr(line, ' ')) yes = names_actions(path, line);
    }
    fclose(f);
    return yes;
}

/* The rank files are read in chunks on a few threads (ordered_pool.h),
 * each chunk's rows and calls kept until its turn, then added in file
 * order: the same matrix and calls as one thread reading them in turn,
 * and the same first error.  A 4,096-rank trace of 48 MB took 0.2 s on
 * one of this guest's 2 cores, 0.12 s on both (1,024 ranks of the
 * groups kernel: 0.089 and 0.046 s); HPCG's 3 GB at 1,024 ranks, 50 s
 * on one. */
enum { TI_MAX_WORKERS = 8 };

typedef struct ti_scratch { /* a worker's, kept from one chunk to the next */
    row_t r;
    int *cnt, *cnt2;
    char **tok;
    int made;
} ti_scratch_t;

typedef struct ti_job {
    char **files;
    int n, nfiles, per, maxtok;
    const char *index;
    const cp_matrix_opts_t *o;
    int keep_ops;
    ti_scratch_t ws[TI_MAX_WORKERS];
} ti_job_t;

typedef struct ti_chunk {
    int first, count, nread; /* its files first .. first + count - 1; nread read whole */
    int rc;
    cp_err_t err; /* where rc: the error of file first + nread */
    int *me;
    double *fl;
    int64_t *row_at, nrow, caprow; /* per file its row's entries, [row_at[k], row_at[k + 1]) */
    uint32_t *peer;
    uint64_t *msgs, *bytes;
    int64_t *op_at; /* per file its calls in prog.ops */
    cp_ti_program_t prog;
    uint64_t kmsgs[2], kbytes[2];
} ti_chunk_t;

static void ti_chunk_free(void *v)
{
    ti_chunk_t *c = v;
    if (!c) return;
    free(c->me), free(c->fl), free(c->row_at), free(c->peer), free(c->msgs), free(c->bytes), free(c->op_at), free(c->prog.ops);
    free(c);
}

static int scratch_make(ti_scratch_t *s, const ti_job_t *j)
{
    if (s->made) return 0;
    s->r.msgs = calloc((size_t)j->n, sizeof *s->r.msgs);
    s->r.bytes = calloc((size_t)j->n, sizeof *s->r.bytes);
    s->r.touched = malloc((size_t)j->n * sizeof *s->r.touched);
    s->cnt = malloc((size_t)j->n * sizeof *s->cnt), s->cnt2 = malloc((size_t)j->n * sizeof *s->cnt2);
    s->tok = malloc((size_t)j->maxtok * sizeof *s->tok);
    s->r.o = j->o;
    s->made = s->r.msgs && s->r.bytes && s->r.touched && s->cnt && s->cnt2 && s->tok;
    if (!s->made) { /* none kept: the next chunk of this worker tries again */
        free(s->r.msgs), free(s->r.bytes), free(s->r.touched), free(s->cnt), free(s->cnt2), free(s->tok);
        *s = (ti_scratch_t){0};
    }
    return s->made ? 0 : -1;
}

static void scratch_free(ti_scratch_t *s)
{
    free(s->r.msgs), free(s->r.bytes), free(s->r.touched), free(s->cnt), free(s->cnt2), free(s->tok);
}

/* chunk c of the files, on worker w: NULL out of memory */
static void *ti_chunk_read(void *arg, int w, size_t c)
{
    ti_job_t *j = arg;
    ti_scratch_t *s = &j->ws[w];
    ti_chunk_t *ch = calloc(1, sizeof *ch);
    if (!ch || scratch_make(s, j)) return free(ch), NULL;
    ch->first = (int)c * j->per;
    ch->count = ch->first + j->per <= j->nfiles ? j->per : j->nfiles - ch->first;
    ch->me = malloc((size_t)ch->count * sizeof *ch->me), ch->fl = malloc((size_t)ch->count * sizeof *ch->fl);
    ch->row_at = malloc(((size_t)ch->count + 1) * sizeof *ch->row_at);
    ch->op_at = malloc(((size_t)ch->count + 1) * sizeof *ch->op_at);
    if (!ch->me || !ch->fl || !ch->row_at || !ch->op_at) return ti_chunk_free(ch), NULL;
    row_t *r = &s->r;
    r->prog = j->keep_ops ? &ch->prog : NULL, r->oom = 0;
    memset(r->kmsgs, 0, sizeof r->kmsgs), memset(r->kbytes, 0, sizeof r->kbytes);
    ch->row_at[0] = 0, ch->op_at[0] = 0;
    for (int k = 0; k < ch->count; k++) {
        int i = ch->first + k, me;
        double fl = 0;
        r->ntouched = 0;
        int rc = read_rank(j->files[i], i + 1, j->index, j->n, j->o, r, &me, &fl, s->cnt, s->cnt2, s->tok, j->maxtok, &ch->err);
        if (!rc && r->oom) {
            snprintf(ch->err.msg, sizeof ch->err.msg, "out of memory");
            ch->err.code = CP_ERR_NOMEM;
            rc = -1;
        }
        if (!rc && ch->nrow + r->ntouched > ch->caprow) {
            int64_t cap = ch->caprow ? 2 * ch->caprow : 1024;
            while (cap < ch->nrow + r->ntouched) cap *= 2;
            uint32_t *pe = realloc(ch->peer, (size_t)cap * sizeof *pe);
            if (pe) ch->peer = pe;
            uint64_t *ms = pe ? realloc(ch->msgs, (size_t)cap * sizeof *ms) : NULL;
            if (ms) ch->msgs = ms;
            uint64_t *by = ms ? realloc(ch->bytes, (size_t)cap * sizeof *by) : NULL;
            if (by) ch->bytes = by, ch->caprow = cap;
            else {
                snprintf(ch->err.msg, sizeof ch->err.msg, "out of memory");
                ch->err.code = CP_ERR_NOMEM;
                rc = -1;
            }
        }
        for (uint32_t t = 0; t < r->ntouched; t++) { /* the row kept, the scratch cleared */
            uint32_t d = r->touched[t];
            if (!rc) ch->peer[ch->nrow] = d, ch->msgs[ch->nrow] = r->msgs[d], ch->bytes[ch->nrow++] = r->bytes[d];
            r->msgs[d] = r->bytes[d] = 0;
        }
        if (rc) {
            ch->rc = rc;
            break;
        }
        ch->me[k] = me, ch->fl[k] = fl, ch->row_at[k + 1] = ch->nrow, ch->op_at[k + 1] = ch->prog.nops;
        ch->nread++;
    }
    memcpy(ch->kmsgs, r->kmsgs, sizeof ch->kmsgs), memcpy(ch->kbytes, r->kbytes, sizeof ch->kbytes);
    return ch;
}

/* the matrix, and where prog is not NULL the calls in order */
static int ti_read(const char *index, const cp_matrix_opts_t *o, cp_matrix_t *m, cp_err_t *err, double **flops_out,
                   cp_ti_program_t *prog)
{
    int n = 0, rc = 0;
    char **files = index_files(index, &n, err);
    if (!files && err->msg[0]) return -1;
    if (n == 0) {
        snprintf(err->msg, sizeof err->msg, "%s: no rank files listed", index);
        err->code = CP_ERR_FORMAT;
        free(files);
        return -1;
    }
    uint64_t kmsgs[2] = {0, 0}, kbytes[2] = {0, 0};
    if (prog) {
        *prog = (cp_ti_program_t){n, calloc((size_t)n, sizeof(int64_t)), calloc((size_t)n, sizeof(int64_t)), NULL, 0, 0};
        if (!prog->first || !prog->len) rc = -1;
    }
    double *flops = calloc((size_t)n, sizeof *flops);
    char *seen = calloc((size_t)n, 1);
    /* a line's fields: alltoallv has the most, 2 n + 6 */
    int workers = n >= 64 ? cp_pool_workers(TI_MAX_WORKERS) : 0;
    /* chunks of files: a few per worker, so that none waits long on the last */
    int per = workers ? (n + 8 * workers - 1) / (8 * workers) : n;
    ti_job_t *j = calloc(1, sizeof *j);
    if (j) j->files = files, j->n = j->nfiles = n, j->per = per, j->maxtok = 2 * n + 16, j->index = index, j->o = o,
           j->keep_ops = prog != NULL; /* ws: calloc's zeros, made by each worker */
    cp_ordered_pool_t *pool = NULL;
    size_t nchunks = (size_t)((n + per - 1) / per);
    if (rc || !j || !flops || !seen || cp_matrix_init(m, (uint32_t)n)) {
        rc = -1;
    } else {
        pool = cp_ordered_pool_start(nchunks, workers, 2 * (size_t)(workers ? workers : 1), ti_chunk_read, ti_chunk_free, j);
        if (!pool && workers) pool = cp_ordered_pool_start(nchunks, 0, 1, ti_chunk_read, ti_chunk_free, j);
        if (!pool) rc = -1;
    }
    if (rc) {
        snprintf(err->msg, sizeof err->msg, "out of memory");
        err->code = CP_ERR_NOMEM;
    }
    /* the chunks in file order, each file's rank as one thread reading in turn did */
    for (size_t c = 0; !rc && c < nchunks; c++) {
        ti_chunk_t *ch = cp_ordered_pool_next(pool);
        if (!ch) {
            snprintf(err->msg, sizeof err->msg, "out of memory");
            err->code = CP_ERR_NOMEM;
            rc = -1;
            break;
        }
        if (prog && prog->nops + ch->prog.nops > prog->cap) {
            int64_t cap = prog->cap ? prog->cap : 4096;
            while (cap < prog->nops + ch->prog.nops) cap *= 2;
            cp_ti_op_t *t = cp_realloc_huge(prog->ops, (size_t)prog->nops * sizeof *t, (size_t)cap * sizeof *t);
            if (!t) {
                snprintf(err->msg, sizeof err->msg, "out of memory");
                err->code = CP_ERR_NOMEM;
                rc = -1;
            } else {
                prog->ops = t, prog->cap = cap;
            }
        }
        for (int k = 0; !rc && k < ch->nread; k++) {
            int i = ch->first + k, me = ch->me[k];
            if (seen[me]) {
                snprintf(err->msg, sizeof err->msg, "%s:%d: %s holds rank %d again", index, i + 1, files[i], me);
                err->code = CP_ERR_FORMAT;
                rc = -1;
                break;
            }
            seen[me] = 1;
            flops[me] = ch->fl[k];
            if (prog) {
                int64_t len = ch->op_at[k + 1] - ch->op_at[k];
                prog->first[me] = prog->nops, prog->len[me] = len;
                memcpy(prog->ops + prog->nops, ch->prog.ops + ch->op_at[k], (size_t)len * sizeof *prog->ops);
                prog->nops += len;
            }
            for (int64_t e = ch->row_at[k]; e < ch->row_at[k + 1] && !rc; e++) {
                uint32_t d = ch->peer[e];
                if (d != (uint32_t)me && cp_matrix_add(m, (uint32_t)me, d, ch->msgs[e], ch->bytes[e])) {
                    snprintf(err->msg, sizeof err->msg, "out of memory");
                    err->code = CP_ERR_NOMEM;
                    rc = -1;
                }
            }
        }
        if (!rc && ch->rc) *err = ch->err, rc = -1;
        for (int a = 0; a < 2; a++) kmsgs[a] += ch->kmsgs[a], kbytes[a] += ch->kbytes[a];
        ti_chunk_free(ch);
    }
    cp_ordered_pool_stop(pool);
    if (!rc && cp_matrix_finish(m)) {
        snprintf(err->msg, sizeof err->msg, "out of memory");
        err->code = CP_ERR_NOMEM;
        rc = -1;
    }
    if (!rc) {
        m->has_kinds = 1;
        m->kind_msgs[CP_TRAFFIC_P2P] = kmsgs[0], m->kind_bytes[CP_TRAFFIC_P2P] = kbytes[0];
        m->kind_msgs[CP_TRAFFIC_COLL] = kmsgs[1], m->kind_bytes[CP_TRAFFIC_COLL] = kbytes[1];
        snprintf(m->source, sizeof m->source,
                 "SimGrid time-independent trace %.300s (%d ranks; collectives as Open MPI's coll/tuned runs them, "
                 "modeled by commprof)", index, n);
    }
    for (int w = 0; j && w < TI_MAX_WORKERS; w++) scratch_free(&j->ws[w]);
    free(j);
    for (int i = 0; i < n; i++) free(files[i]);
    free(files), free(seen);
    if (!rc && flops_out) *flops_out = flops;
    else free(flops);
    return rc;
}

int cp_matrix_from_ti(const char *index, const cp_matrix_opts_t *o, cp_matrix_t *m, cp_err_t *err, double **flops,
                      cp_ti_program_t *prog)
{
    if (prog) *prog = (cp_ti_program_t){0}; /* an index that cannot be read leaves it so */
    int rc = ti_read(index, o, m, err, flops, prog);
    if (rc && prog) cp_ti_program_free(prog);
    return rc;
}

int cp_ti_program_read(const char *index, cp_ti_program_t *p, cp_err_t *err)
{
    cp_matrix_opts_t o = {0};
    o.kinds = CP_KIND_P2P | CP_KIND_COLL;
    cp_matrix_t m = {0};
    *p = (cp_ti_program_t){0};
    int rc = ti_read(index, &o, &m, err, NULL, p);
    cp_matrix_free(&m);
    if (rc) cp_ti_program_free(p);
    return rc;
}

void cp_ti_program_free(cp_ti_program_t *p)
{
    free(p->first), free(p->len), free(p->ops);
    *p = (cp_ti_program_t){0};
}

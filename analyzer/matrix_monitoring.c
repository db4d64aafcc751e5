/* Open MPI's monitoring output as a matrix, for users who cannot preload
 * commprof.  With --mca pml_monitoring_enable 2
 * --mca pml_monitoring_enable_output 3 each rank writes a file of lines
 *     E<TAB>src<TAB>dst<TAB>N bytes<TAB>M msgs sent[<TAB>histogram]
 * E = user point-to-point, I = point-to-point inside collectives,
 * C = the collectives' logical volume (I and C describe the same traffic
 * twice, so C is never added), S and R = one-sided data to and from a
 * target (R is counted as traffic from the target to the origin), and
 * other kinds (A2A...) are skipped. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "comm_matrix.h"

/* Without a job size given, the matrix grows to the largest rank seen; a
 * corrupt number must not turn into a multi-gigabyte allocation. */
#define CP_MONITORING_MAX_RANKS (1u << 24)

static int fail(cp_err_t *err, int code, const char *name, long line, const char *what)
{
    err->code = code;
    if (line)
        snprintf(err->msg, sizeof err->msg, "%.500s:%ld: %.200s", name, line, what);
    else
        snprintf(err->msg, sizeof err->msg, "%.500s: %.200s", name, what);
    return -1;
}

/* Unsigned decimal starting at *p, ending at a tab, space or the line end. */
static int num(const char **p, const char *end, uint64_t *v)
{
    const char *s = *p;
    uint64_t x = 0;
    if (s >= end || *s < '0' || *s > '9') return -1;
    for (; s < end && *s >= '0' && *s <= '9'; s++) {
        if (x > (UINT64_MAX - 9) / 10) return -1;
        x = 10 * x + (uint64_t)(*s - '0');
    }
    *v = x;
    *p = s;
    return 0;
}

static int word(const char **p, const char *end, const char *w)
{
    size_t n = strlen(w);
    if ((size_t)(end - *p) < n || memcmp(*p, w, n)) return -1;
    *p += n;
    return 0;
}

static void skip_blanks(const char **p, const char *end)
{
    while (*p < end && (**p == ' ' || **p == '\t')) (*p)++;
}

int cp_monitoring_parse(const char *buf, size_t len, const char *name, int kinds, cp_matrix_t *m,
                        cp_err_t *err)
{
    const char *p = buf, *end = buf + len;
    long line = 0;
    int saw_section = 0;
    while (p < end) {
        const char *eol = memchr(p, '\n', (size_t)(end - p));
        if (!eol) eol = end;
        line++;
        const char *s = p;
        p = eol + 1;
        if (s == eol || *s == '#') {
            saw_section |= s < eol;
            continue;
        }
        char kind = *s;
        if (s + 1 < eol && s[1] != '\t' && (isalnum((unsigned char)s[1]) || s[1] == '_')) {
            /* multi-letter kinds (the collectives' O2A, A2O, A2A), a tab
             * after them: a hostfile or a recording's text given by
             * mistake is no such line ("n1 slots=2" once read as an
             * empty job) */
            const char *k = s;
            while (k < eol && (isupper((unsigned char)*k) || isdigit((unsigned char)*k) || *k == '_')) k++;
            if (k < eol && *k == '\t' && isupper((unsigned char)*s)) continue;
            return fail(err, CP_ERR_FORMAT, name, line,
                        "not an Open MPI monitoring line (expected a kind, E, I, S, R or a collective's, then tab-separated "
                        "'src dst N bytes M msgs sent')");
        }
        if (s + 1 >= eol || s[1] != '\t') /* "E 0 1 ...": fields joined by spaces are not Open MPI's */
            return fail(err, CP_ERR_FORMAT, name, line,
                        "bad monitoring line (expected a kind, then tab-separated 'src dst N bytes M msgs sent')");
        int want = (kind == 'E' && (kinds & CP_KIND_P2P)) || (kind == 'I' && (kinds & CP_KIND_COLL)) ||
                   ((kind == 'S' || kind == 'R') && (kinds & CP_KIND_RMA));
        int reverse = kind == 'R'; /* R: data the origin brought back from the target */
        if (kind != 'E' && kind != 'I' && kind != 'S' && kind != 'R') continue;
        s += 2;
        uint64_t src, dst, bytes, msgs;
        if (num(&s, eol, &src) || (skip_blanks(&s, eol), num(&s, eol, &dst)) ||
            (skip_blanks(&s, eol), num(&s, eol, &bytes)) || word(&s, eol, " bytes") ||
            (skip_blanks(&s, eol), num(&s, eol, &msgs)) || word(&s, eol, " msgs sent"))
            return fail(err, CP_ERR_FORMAT, name, line,
                        "bad monitoring line (expected 'E src dst N bytes M msgs sent')");
        if (src > UINT32_MAX - 1 || dst > UINT32_MAX - 1)
            return fail(err, CP_ERR_FORMAT, name, line, "rank number too large");
        if (!m->limit && (src >= CP_MONITORING_MAX_RANKS || dst >= CP_MONITORING_MAX_RANKS))
            return fail(err, CP_ERR_FORMAT, name, line,
                        "rank beyond 16777216: a corrupt line? (give --ranks N for a job that large)");
        if (m->limit && (src >= m->limit || dst >= m->limit)) {
            char what[160];
            snprintf(what, sizeof what, "rank %llu outside the job's %u ranks",
                     (unsigned long long)(src >= m->limit ? src : dst), m->limit);
            return fail(err, CP_ERR_FORMAT, name, line, what);
        }
        if (reverse) {
            uint64_t t = src;
            src = dst;
            dst = t;
        }
        if (want) {
            int k = kind == 'E' ? 0 : kind == 'I' ? 1 : 2;
            m->has_kinds = 1;
            m->kind_msgs[k] += msgs;
            m->kind_bytes[k] += bytes;
        }
        if (want && cp_matrix_add(m, (uint32_t)src, (uint32_t)dst, msgs, bytes))
            return fail(err, CP_ERR_NOMEM, name, 0, "out of memory");
    }
    if (!saw_section && len) return fail(err, CP_ERR_FORMAT, name, 1, "not an Open MPI monitoring file");
    return 0;
}

int cp_matrix_from_monitoring(char *const *paths, int npaths, uint32_t n, const cp_matrix_opts_t *o,
                              cp_matrix_t *m, cp_err_t *err)
{
    if (cp_matrix_init(m, 0)) return fail(err, CP_ERR_NOMEM, "monitoring", 0, "out of memory");
    m->n = m->limit = n;
    for (int i = 0; i < npaths; i++) {
        FILE *f = fopen(paths[i], "rb");
        if (!f) {
            fail(err, CP_ERR_IO, paths[i], 0, strerror(errno));
            goto bad;
        }
        size_t cap = 1 << 16, len = 0, k;
        char *buf = malloc(cap);
        while (buf && (k = fread(buf + len, 1, cap - len, f)) > 0) {
            len += k;
            if (len == cap) {
                char *t = realloc(buf, cap *= 2);
                if (!t) free(buf);
                buf = t;
            }
        }
        int rerr = ferror(f);
        fclose(f);
        if (!buf) {
            fail(err, CP_ERR_NOMEM, paths[i], 0, "out of memory");
            goto bad;
        }
        if (rerr) {
            free(buf);
            fail(err, CP_ERR_IO, paths[i], 0, "read error");
            goto bad;
        }
        int rc = cp_monitoring_parse(buf, len, paths[i], o->kinds, m, err);
        free(buf);
        if (rc) goto bad;
    }
    if (cp_matrix_finish(m)) {
        fail(err, CP_ERR_NOMEM, "monitoring", 0, "out of memory");
        goto bad;
    }
    snprintf(m->source, sizeof m->source, "Open MPI monitoring, %d file%s (%s%s%s)", npaths,
             npaths == 1 ? "" : "s", o->kinds & CP_KIND_P2P ? "E " : "",
             o->kinds & CP_KIND_COLL ? "I " : "", o->kinds & CP_KIND_RMA ? "S R " : "");
    return 0;
bad:
    cp_matrix_free(m);
    return -1;
}

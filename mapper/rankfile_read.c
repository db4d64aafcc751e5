#include "rankfile_read.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void cp_rankfile_free(cp_rank_slot_t *r, int n)
{
    for (int i = 0; r && i < n; i++) free(r[i].host);
    free(r);
}

static int fail(cp_err_t *err, int code, const char *path, int line, const char *what, const char *text)
{
    return cp_err_at(err, code, path, line, "%s%s%.60s%s", what, text ? " ('" : "", text ? text : "", text ? "')" : "");
}

/* "rank N=host slot=S:C" (Open MPI also takes "slot=S" alone) into e */
static int parse_rank_line(char *s, cp_rank_slot_t *e)
{
    char *p = s + 4, *end;
    while (isspace((unsigned char)*p)) p++;
    errno = 0;
    long r = strtol(p, &end, 10);
    if (end == p || errno || r < 0 || r > INT_MAX) return -1;
    p = end;
    while (isspace((unsigned char)*p)) p++;
    if (*p++ != '=') return -1;
    while (isspace((unsigned char)*p)) p++;
    size_t h = strcspn(p, " \t");
    if (!h || *p == '+') return -1; /* relative hosts (+n0) name no host */
    char *slot = strstr(p + h, "slot=");
    if (!slot) return -1;
    slot += 5;
    long a = strtol(slot, &end, 10), b = -1;
    if (end == slot || a < 0) return -1;
    if (*end == '-') { /* slot=0-1: every core of a host with more slots than cores (rankfile_write.c) */
        char *q = end + 1;
        b = strtol(q, &end, 10);
        if (end == q || b < a) return -1;
        e->slot[0] = -1, e->slot[1] = a;
    } else if (*end == ':') {
        char *q = end + 1;
        b = strtol(q, &end, 10);
        if (end == q || b < 0) return -1;
        e->slot[0] = a, e->slot[1] = b;
    } else {
        e->slot[0] = -1, e->slot[1] = a;
    }
    while (isspace((unsigned char)*end)) end++;
    if (*end) return -1; /* lists and socket ranges bind more than one place: not a placement */
    e->rank = (int)r;
    e->host = strndup(p, h);
    return e->host ? 0 : -2;
}

cp_rank_slot_t *cp_rankfile_read(const char *path, int *n_out, cp_err_t *err)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fail(err, CP_ERR_IO, path, 0, strerror(errno), NULL);
        return NULL;
    }
    cp_rank_slot_t *e = NULL;
    int n = 0, cap = 0, lineno = 0, form = 0; /* 1: rank lines, 2: a host list */
    char *line = NULL;
    size_t lcap = 0;
    ssize_t got;
    while ((got = getline(&line, &lcap, f)) >= 0) {
        lineno++;
        for (ssize_t i = 0; i < got; i++)
            if (((unsigned char)line[i] < 32 && !isspace((unsigned char)line[i])) || line[i] == 127) {
                fail(err, CP_ERR_FORMAT, path, lineno, "not text (a control byte)", NULL);
                goto bad;
            }
        char *s = line;
        while (isspace((unsigned char)*s)) s++;
        char *hash = strchr(s, '#');
        if (hash) *hash = 0;
        size_t k = strlen(s);
        while (k && isspace((unsigned char)s[k - 1])) s[--k] = 0;
        if (!*s) continue;
        if (n == cap) {
            cap = cap ? 2 * cap : 64;
            cp_rank_slot_t *g = realloc(e, (size_t)(unsigned)cap * sizeof *e);
            if (!g) goto nomem;
            e = g;
        }
        cp_rank_slot_t *x = &e[n];
        memset(x, 0, sizeof *x);
        x->line = lineno;
        int this = strncmp(s, "rank", 4) == 0 && (isspace((unsigned char)s[4]) || isdigit((unsigned char)s[4])) ? 1 : 2;
        if (form && this != form) {
            fail(err, CP_ERR_FORMAT, path, lineno,
                 form == 1 ? "not a rankfile line (rank N=host slot=S:C or slot=K)"
                           : "a rankfile line in a host list (line i: the host of rank i)", s);
            goto bad;
        }
        form = this;
        if (form == 1) {
            int rc = parse_rank_line(s, x);
            if (rc == -2) goto nomem;
            if (rc) {
                fail(err, CP_ERR_FORMAT, path, lineno, "not a rankfile line (rank N=host slot=S:C or slot=K)", s);
                goto bad;
            }
        } else {
            if (strpbrk(s, " \t")) {
                fail(err, CP_ERR_FORMAT, path, lineno, "not a host name (a host list has one host per line)", s);
                goto bad;
            }
            /* MPICH's machine file form host:N gives N ranks in a row */
            long reps = 1;
            char *colon = strchr(s, ':');
            if (colon) {
                char *end;
                reps = strtol(colon + 1, &end, 10);
                if (colon == s || end == colon + 1 || *end || reps < 1 || reps > 1 << 20) {
                    fail(err, CP_ERR_FORMAT, path, lineno, "not host or host:N", s);
                    goto bad;
                }
                *colon = 0;
            }
            for (long r = 0; r < reps; r++) {
                if (n == cap) {
                    cap = 2 * cap;
                    cp_rank_slot_t *g = realloc(e, (size_t)(unsigned)cap * sizeof *e);
                    if (!g) goto nomem;
                    e = g;
                }
                x = &e[n];
                memset(x, 0, sizeof *x);
                x->line = lineno;
                x->rank = n;
                x->slot[0] = -1, x->slot[1] = n;
                if (!(x->host = strdup(s))) goto nomem;
                if (r + 1 < reps) n++;
            }
        }
        n++;
    }
    free(line);
    line = NULL;
    if (ferror(f)) {
        fail(err, CP_ERR_IO, path, 0, "read error", NULL);
        goto bad;
    }
    fclose(f);
    f = NULL;
    if (!n) {
        fail(err, CP_ERR_FORMAT, path, 0, "no placement in it (no rank line, no host)", NULL);
        goto bad;
    }
    /* ranks 0..n-1, each once: a permutation */
    int *at = malloc((size_t)(unsigned)n * sizeof *at);
    if (!at) goto nomem;
    for (int i = 0; i < n; i++) at[i] = -1;
    for (int i = 0; i < n; i++) {
        if (e[i].rank >= n) {
            char t[96];
            snprintf(t, sizeof t, "rank %d of %d ranks: the ranks are not 0 to %d", e[i].rank, n, n - 1);
            fail(err, CP_ERR_FORMAT, path, e[i].line, t, NULL);
            free(at);
            goto bad;
        }
        if (at[e[i].rank] >= 0) {
            char t[64];
            snprintf(t, sizeof t, "rank %d again (first on line %d)", e[i].rank, e[at[e[i].rank]].line);
            fail(err, CP_ERR_FORMAT, path, e[i].line, t, NULL);
            free(at);
            goto bad;
        }
        at[e[i].rank] = i;
    }
    cp_rank_slot_t *sorted = malloc((size_t)(unsigned)n * sizeof *sorted);
    if (!sorted) {
        free(at);
        goto nomem;
    }
    for (int r = 0; r < n; r++) sorted[r] = e[at[r]];
    free(at);
    free(e);
    *n_out = n;
    return sorted;
nomem:
    fail(err, CP_ERR_NOMEM, path, 0, "out of memory", NULL);
bad:
    free(line);
    if (f) fclose(f);
    cp_rankfile_free(e, n);
    return NULL;
}

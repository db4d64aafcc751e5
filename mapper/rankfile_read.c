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
        e->slot[0] = -1, e->slot[1] = a, e->last = b;
    } else if (*end == ':') {
        char *q = end + 1;
        b = strtol(q, &end, 10);
        if (end == q || b < 0) return -1;
        long c = b;
        if (*end == '-') { /* slot=0:4-7: a rank of several cores (machine_units.c), placed by its first */
            char *t = end + 1;
            c = strtol(t, &end, 10);
            if (end == t || c < b) return -1;
        }
        e->slot[0] = a, e->slot[1] = b, e->last = c;
    } else {
        e->slot[0] = -1, e->slot[1] = a, e->last = a;
    }
    while (isspace((unsigned char)*end)) end++;
    if (*end) return -1; /* lists and socket ranges bind more than one place: not a placement */
    e->rank = (int)r;
    e->host = strndup(p, h);
    return e->host ? 0 : -2;
}

/* The entries read so far, in file order. */
typedef struct slots {
    cp_rank_slot_t *e;
    int n, cap;
} slots_t;

/* a fresh entry at the end, for line lineno; NULL out of memory */
static cp_rank_slot_t *add(slots_t *L, int lineno)
{
    if (L->n == L->cap) {
        int cap = L->cap ? 2 * L->cap : 64;
        cp_rank_slot_t *g = realloc(L->e, (size_t)(unsigned)cap * sizeof *g);
        if (!g) return NULL;
        L->e = g, L->cap = cap;
    }
    cp_rank_slot_t *x = &L->e[L->n++];
    memset(x, 0, sizeof *x);
    x->line = lineno;
    return x;
}

/* A host list's line: "host", or MPICH's machine file form "host:N", N
 * ranks in a row.  0, or -1 with *err. */
static int host_line(char *s, slots_t *L, const char *path, int lineno, cp_err_t *err)
{
    if (strpbrk(s, " \t")) return fail(err, CP_ERR_FORMAT, path, lineno, "not a host name (a host list has one host per line)", s);
    long reps = 1;
    char *colon = strchr(s, ':');
    if (colon) {
        char *end;
        reps = strtol(colon + 1, &end, 10);
        if (colon == s || end == colon + 1 || *end || reps < 1 || reps > 1 << 20)
            return fail(err, CP_ERR_FORMAT, path, lineno, "not host or host:N", s);
        *colon = 0;
    }
    for (long r = 0; r < reps; r++) {
        cp_rank_slot_t *x = add(L, lineno);
        if (!x) return fail(err, CP_ERR_NOMEM, path, 0, "out of memory", NULL);
        x->rank = L->n - 1;
        x->slot[0] = -1, x->slot[1] = L->n - 1, x->last = -1;
        if (!(x->host = strdup(s))) return fail(err, CP_ERR_NOMEM, path, 0, "out of memory", NULL);
    }
    return 0;
}

/* Every line of f into L: rank lines, or a host list, not both.  0, or -1
 * with *err. */
static int read_lines(FILE *f, const char *path, slots_t *L, cp_err_t *err)
{
    int lineno = 0, form = 0, rc = 0; /* form 1: rank lines, 2: a host list */
    char *line = NULL;
    size_t lcap = 0;
    ssize_t got;
    while (!rc && (got = getline(&line, &lcap, f)) >= 0) {
        lineno++;
        for (ssize_t i = 0; i < got && !rc; i++)
            if (((unsigned char)line[i] < 32 && !isspace((unsigned char)line[i])) || line[i] == 127)
                rc = fail(err, CP_ERR_FORMAT, path, lineno, "not text (a control byte)", NULL);
        char *s = line;
        while (isspace((unsigned char)*s)) s++;
        char *hash = strchr(s, '#');
        if (hash) *hash = 0;
        size_t k = strlen(s);
        while (k && isspace((unsigned char)s[k - 1])) s[--k] = 0;
        if (rc || !*s) continue;
        int this = strncmp(s, "rank", 4) == 0 && (isspace((unsigned char)s[4]) || isdigit((unsigned char)s[4])) ? 1 : 2;
        if (form && this != form) {
            rc = fail(err, CP_ERR_FORMAT, path, lineno,
                      form == 1 ? "not a rankfile line (rank N=host slot=S:C or slot=K)"
                                : "a rankfile line in a host list (line i: the host of rank i)", s);
            continue;
        }
        form = this;
        if (form == 2) {
            rc = host_line(s, L, path, lineno, err);
            continue;
        }
        cp_rank_slot_t *x = add(L, lineno);
        int prc = x ? parse_rank_line(s, x) : -2;
        if (prc == -2) rc = fail(err, CP_ERR_NOMEM, path, 0, "out of memory", NULL);
        else if (prc) rc = fail(err, CP_ERR_FORMAT, path, lineno, "not a rankfile line (rank N=host slot=S:C or slot=K)", s);
    }
    free(line);
    if (!rc && ferror(f)) rc = fail(err, CP_ERR_IO, path, 0, "read error", NULL);
    if (!rc && !L->n) rc = fail(err, CP_ERR_FORMAT, path, 0, "no placement in it (no rank line, no host)", NULL);
    return rc;
}

/* L's entries by rank, when they are ranks 0..n-1 each once (a
 * permutation); NULL with *err where not. */
static cp_rank_slot_t *by_rank(const slots_t *L, const char *path, cp_err_t *err)
{
    int n = L->n, *at = malloc((size_t)(unsigned)n * sizeof *at);
    cp_rank_slot_t *sorted = malloc((size_t)(unsigned)n * sizeof *sorted), *e = L->e;
    int rc = at && sorted ? 0 : fail(err, CP_ERR_NOMEM, path, 0, "out of memory", NULL);
    for (int i = 0; !rc && i < n; i++) at[i] = -1;
    for (int i = 0; !rc && i < n; i++) {
        char t[96];
        if (e[i].rank >= n) {
            snprintf(t, sizeof t, "rank %d of %d ranks: the ranks are not 0 to %d", e[i].rank, n, n - 1);
            rc = fail(err, CP_ERR_FORMAT, path, e[i].line, t, NULL);
        } else if (at[e[i].rank] >= 0) {
            snprintf(t, sizeof t, "rank %d again (first on line %d)", e[i].rank, e[at[e[i].rank]].line);
            rc = fail(err, CP_ERR_FORMAT, path, e[i].line, t, NULL);
        } else {
            at[e[i].rank] = i;
        }
    }
    for (int r = 0; !rc && r < n; r++) sorted[r] = e[at[r]];
    free(at);
    if (rc) free(sorted);
    return rc ? NULL : sorted;
}

cp_rank_slot_t *cp_rankfile_read(const char *path, int *n_out, cp_err_t *err)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fail(err, CP_ERR_IO, path, 0, strerror(errno), NULL);
        return NULL;
    }
    slots_t L = {0};
    int rc = read_lines(f, path, &L, err);
    fclose(f);
    cp_rank_slot_t *sorted = rc ? NULL : by_rank(&L, path, err);
    if (!sorted) {
        cp_rankfile_free(L.e, L.n);
        return NULL;
    }
    free(L.e); /* the hosts are sorted's now */
    *n_out = L.n;
    return sorted;
}

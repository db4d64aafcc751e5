/* The hosts of a Slurm allocation, from the environment of a job step:
 * SLURM_JOB_NODELIST in Slurm's compressed form ("n[01-03,07],gpu5") and
 * the ranks per node from SLURM_TASKS_PER_NODE (else SLURM_JOB_CPUS_PER_NODE),
 * "16(x3),8".  Expanded here so the mapper needs no scontrol. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "machine.h"

static int sfail(cp_err_t *e, const char *var, const char *val, const char *why)
{
    snprintf(e->msg, sizeof e->msg, "%s='%.200s': %s", var, val, why);
    return -1;
}

static int name_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* cp_hostnames_expand's codes: -2 out of memory, -3 too many hosts. */
static int append(cp_hostlist_t *h, const char *name)
{
    int rc = cp_hostlist_append(h, name, 0);
    return rc == -1 ? -2 : rc == -2 ? -3 : 0;
}

/* One comma-separated item: a prefix, then optionally [ranges] and a
 * suffix; ranges keep the width of their first number ("01-10"). */
static int expand_item(const char *s, size_t len, cp_hostlist_t *h)
{
    const char *lb = memchr(s, '[', len);
    char name[512];
    if (!lb) {
        if (!len || len >= sizeof name) return -1;
        memcpy(name, s, len);
        name[len] = 0;
        return append(h, name);
    }
    const char *rb = memchr(lb, ']', len - (size_t)(lb - s));
    size_t plen = (size_t)(lb - s), slen = rb ? len - (size_t)(rb + 1 - s) : 0;
    if (!rb || plen >= 200 || slen >= 200 || memchr(rb + 1, '[', slen)) return -1;
    const char *p = lb + 1;
    while (p < rb) {
        char *end;
        errno = 0;
        /* digits only: strtoul would take "-1" as ULONG_MAX */
        if (!isdigit((unsigned char)*p)) return -1;
        unsigned long lo = strtoul(p, &end, 10), hi = lo;
        if (end == p || errno || end > rb || lo > 999999999) return -1;
        int width = (int)(end - p);
        if (*end == '-') {
            const char *q = end + 1;
            if (!isdigit((unsigned char)*q)) return -1;
            hi = strtoul(q, &end, 10);
            if (end == q || errno || end > rb || hi < lo || hi - lo > 1000000) return -1;
        }
        for (unsigned long v = lo; v <= hi; v++) {
            snprintf(name, sizeof name, "%.*s%0*lu%.*s", (int)plen, s, width, v, (int)slen, rb + 1);
            int rc = append(h, name);
            if (rc) return rc;
        }
        if (*end == ',') end++;
        else if (end != rb) return -1;
        p = end;
    }
    return 0;
}

int cp_hostnames_expand(const char *list, cp_hostlist_t *h)
{
    /* items are split at commas outside brackets */
    for (const char *s = list; *s;) {
        const char *e = s;
        int depth = 0;
        while (*e && (depth || *e != ',')) {
            depth += *e == '[' ? 1 : *e == ']' ? -1 : 0;
            if (depth < 0 || depth > 1) break;
            e++;
        }
        int rc = depth ? -1 : expand_item(s, (size_t)(e - s), h);
        if (rc) return rc;
        s = *e == ',' ? e + 1 : e;
    }
    return 0;
}

int cp_hostlist_from_slurm(const char *nodelist, const char *counts, const char *counts_var, cp_hostlist_t *h,
                           cp_err_t *err)
{
    memset(h, 0, sizeof *h);
    int rc = cp_hostnames_expand(nodelist, h);
    if (rc) {
        cp_hostlist_free(h);
        if (rc == -3) {
            char why[80];
            snprintf(why, sizeof why, "more than %d hosts", CP_MACHINE_MAX_HOSTS);
            return sfail(err, "SLURM_JOB_NODELIST", nodelist, why);
        }
        return rc == -2 ? sfail(err, "SLURM_JOB_NODELIST", nodelist, "out of memory")
                        : sfail(err, "SLURM_JOB_NODELIST", nodelist, "not a Slurm host list (e.g. n[01-04,07],gpu1)");
    }
    if (!h->n) return sfail(err, "SLURM_JOB_NODELIST", nodelist, "no hosts");
    char **sorted = malloc((size_t)h->n * sizeof *sorted);
    if (!sorted) {
        cp_hostlist_free(h);
        return sfail(err, "SLURM_JOB_NODELIST", nodelist, "out of memory");
    }
    memcpy(sorted, h->name, (size_t)h->n * sizeof *sorted);
    qsort(sorted, (size_t)h->n, sizeof *sorted, name_cmp);
    for (int i = 1; i < h->n; i++)
        if (!strcmp(sorted[i], sorted[i - 1])) {
            char why[200];
            snprintf(why, sizeof why, "host %.150s is listed twice", sorted[i]);
            free(sorted);
            cp_hostlist_free(h);
            return sfail(err, "SLURM_JOB_NODELIST", nodelist, why);
        }
    free(sorted);
    /* "16(x3),8": counts with repeats, one per host in order */
    long given = 0;
    const char *s = counts;
    while (*s) {
        char *end;
        long v = strtol(s, &end, 10), rep = 1;
        if (end == s || v <= 0 || v > CP_MACHINE_MAX_CORES) break;
        if (!strncmp(end, "(x", 2)) {
            rep = strtol(end + 2, &end, 10);
            if (rep <= 0 || rep > 1 << 24 || *end != ')') break;
            end++;
        }
        for (long r = 0; r < rep && given + r < h->n; r++) h->slots[given + r] = (int)v;
        given += rep; /* past h->n: an error below, without looping through the repeats */
        if (*end == ',' && end[1]) end++;
        else if (*end) break;
        s = end;
    }
    if (*s || given != h->n) {
        char why[200];
        snprintf(why, sizeof why, "%s a count for each of the %d hosts of SLURM_JOB_NODELIST (e.g. 16(x3),8)",
                 *s ? "not a list of counts: expected" : "expected", h->n);
        cp_hostlist_free(h);
        return sfail(err, counts_var, counts, why);
    }
    return 0;
}

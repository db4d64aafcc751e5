/* The latency/bandwidth model of a machine: per level, the latency alpha
 * and the inverse bandwidth beta of a message between two cores whose
 * closest common level is that one, so that a pair costs
 * alpha * msgs + beta * bytes.  Measured on an emulated two-cluster run of
 * real applications, this cost ranked placements as they ran, where bytes
 * alone (a distance per level times bytes) did not.
 *
 * The cost file has one line per level, innermost first, in the order of
 * --distances: a name, the latency and the bandwidth.  Units are part of
 * the values (0.35us, 12GB/s; a bare number is seconds or bytes/s, which is
 * what a measuring program writes).  '#' starts a comment.  This module owns
 * the format; the machine probe will write it. */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "machine.h"

typedef struct unit {
    const char *name;
    double factor;
} unit_t;

static const unit_t time_units[] = {{"", 1}, {"s", 1}, {"ms", 1e-3}, {"us", 1e-6}, {"\xc2\xb5s", 1e-6},
                                    {"ns", 1e-9}, {NULL, 0}};
/* bytes, decimal and binary prefixes; bits spelled out (Gb/s is too easily
 * misread to accept) */
static const unit_t bw_units[] = {{"", 1},          {"B/s", 1},           {"kB/s", 1e3},
                                  {"KB/s", 1e3},    {"MB/s", 1e6},        {"GB/s", 1e9},
                                  {"TB/s", 1e12},   {"KiB/s", 1024.0},    {"MiB/s", 1048576.0},
                                  {"GiB/s", 1073741824.0}, {"TiB/s", 1099511627776.0},
                                  {"Mbit/s", 1e6 / 8}, {"Gbit/s", 1e9 / 8}, {NULL, 0}};

/* value with unit -> base unit; 0 or -1 */
static int parse_unit(const char *s, size_t len, const unit_t *units, double *out)
{
    char buf[64];
    if (len == 0 || len >= sizeof buf) return -1;
    memcpy(buf, s, len);
    buf[len] = 0;
    char *end;
    errno = 0;
    double v = strtod(buf, &end);
    if (end == buf || errno || !isfinite(v) || v < 0) return -1;
    for (const unit_t *u = units; u->name; u++)
        if (!strcmp(end, u->name)) {
            *out = v * u->factor;
            return 0;
        }
    return -1;
}

static int alloc_model(cp_machine_t *m, int n)
{
    free(m->alpha_ps), free(m->beta_ps);
    if (m->cost_names)
        for (int d = 0; d < m->depth; d++) free(m->cost_names[d]);
    free(m->cost_names);
    m->alpha_ps = calloc((size_t)n, sizeof *m->alpha_ps);
    m->beta_ps = calloc((size_t)n, sizeof *m->beta_ps);
    m->cost_names = calloc((size_t)n, sizeof *m->cost_names);
    return m->alpha_ps && m->beta_ps && m->cost_names ? 0 : -1;
}

/* level i counted innermost first (as the user writes them) is depth
 * depth-1-i (the LCA of two cores of one socket is that socket, one level
 * above the cores) */
static void set_level(cp_machine_t *m, int i, double lat_s, double bw_Bps)
{
    int d = m->depth - 1 - i;
    m->alpha_ps[d] = lat_s * 1e12;
    m->beta_ps[d] = 1e12 / bw_Bps;
}

/* the usual names, innermost first, for messages: " (same node)" */
static const char *level_word(int depth, int i)
{
    static const char *three[] = {" (same socket)", " (same node)", " (between nodes)"};
    static const char *four[] = {" (same socket)", " (same node)", " (same cluster)", " (between clusters)"};
    if (depth == 3) return three[i];
    if (depth == 4) return four[i];
    return "";
}

int cp_machine_cost_lists(cp_machine_t *m, const char *lat, const char *bw, cp_machine_err_t *err)
{
    int nl = 1, nb = 1;
    for (const char *s = lat; *s; s++) nl += *s == ':';
    for (const char *s = bw; *s; s++) nb += *s == ':';
    if (nl != m->depth || nb != m->depth)
        return cp_machine_fail(err, "--latency and --bandwidth need one value per level, innermost first: this machine has %d "
                          "levels (got %d and %d)", m->depth, nl, nb);
    if (alloc_model(m, m->depth)) return cp_machine_fail(err, "out of memory");
    const char *p = lat, *q = bw;
    for (int i = 0; i < m->depth; i++) {
        size_t lp = strcspn(p, ":"), lq = strcspn(q, ":");
        double l, b;
        if (parse_unit(p, lp, time_units, &l))
            return cp_machine_fail(err, "bad --latency '%s': level %d%s '%.*s' is not a time like 0.5us, 2ms or 1e-6", lat,
                         i + 1, level_word(m->depth, i), (int)lp, p);
        if (parse_unit(q, lq, bw_units, &b) || b <= 0)
            return cp_machine_fail(err, "bad --bandwidth '%s': level %d%s '%.*s' is not a bandwidth like 12GB/s, 800MiB/s or 1e10",
                         bw, i + 1, level_word(m->depth, i), (int)lq, q);
        char nm[32];
        snprintf(nm, sizeof nm, "level%d", i + 1);
        set_level(m, i, l, b);
        if (!(m->cost_names[m->depth - 1 - i] = strdup(nm))) return cp_machine_fail(err, "out of memory");
        p += lp + (p[lp] == ':');
        q += lq + (q[lq] == ':');
    }
    return 0;
}

int cp_machine_cost_read(cp_machine_t *m, const char *path, cp_machine_err_t *err)
{
    FILE *f = fopen(path, "r");
    if (!f) return cp_machine_fail(err, "%s: %s", path, strerror(errno));
    if (alloc_model(m, m->depth)) {
        fclose(f);
        return cp_machine_fail(err, "out of memory");
    }
    char *line = NULL;
    size_t cap = 0;
    int lineno = 0, nlev = 0, rc = 0;
    while (!rc && getline(&line, &cap, f) > 0) {
        lineno++;
        char *hash = strchr(line, '#');
        if (hash) *hash = 0;
        char *tok[4];
        int nt = 0;
        for (char *s = strtok(line, " \t\r\n"); s; s = strtok(NULL, " \t\r\n")) {
            if (nt == 4) break;
            tok[nt++] = s;
        }
        if (nt == 0) continue;
        double l, b;
        if (nt != 3)
            rc = cp_machine_fail(err, "%s:%d: expected 'NAME LATENCY BANDWIDTH' (e.g. 'node 0.6us 10GB/s'), got %d field%s", path,
                       lineno, nt, nt == 1 ? "" : "s");
        else if (nlev == m->depth)
            rc = cp_machine_fail(err, "%s:%d: level %d, but this machine has %d levels (one line per level, innermost first)",
                       path, lineno, nlev + 1, m->depth);
        else if (parse_unit(tok[1], strlen(tok[1]), time_units, &l))
            rc = cp_machine_fail(err, "%s:%d: bad latency '%s' (a time like 0.5us, 2ms, 1e-6)", path, lineno, tok[1]);
        else if (parse_unit(tok[2], strlen(tok[2]), bw_units, &b) || b <= 0)
            rc = cp_machine_fail(err, "%s:%d: bad bandwidth '%s' (like 12GB/s, 800MiB/s, 100Gbit/s, 1e10)", path, lineno, tok[2]);
        else {
            set_level(m, nlev, l, b);
            if (!(m->cost_names[m->depth - 1 - nlev] = strdup(tok[0]))) rc = cp_machine_fail(err, "out of memory");
            nlev++;
        }
    }
    if (!rc && ferror(f)) rc = cp_machine_fail(err, "%s: read error", path);
    if (!rc && nlev != m->depth)
        rc = cp_machine_fail(err, "%s: %d level%s, but this machine has %d (one line per level, innermost first)", path, nlev,
                   nlev == 1 ? "" : "s", m->depth);
    free(line);
    fclose(f);
    return rc;
}

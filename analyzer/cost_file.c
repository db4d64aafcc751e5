/* Units are part of the values (0.35us, 12GB/s): a latency in the wrong
 * unit is off by 1000, and nothing downstream could tell.  A bare number
 * is seconds or bytes/s, which is what a measuring program writes. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cost_file.h"
#include "units.h"

/* Beyond these a value is a typo (1e300 for 1e3, a unit left out), and
 * costs could no longer be finite: at most 1e12 ps per message and per
 * byte, 64-bit traffic costs under 1e32 ps, far inside a double. */
#define MAX_LATENCY_S 1.0
#define MIN_BANDWIDTH_BPS 1.0

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
            return isfinite(*out) ? 0 : -1;
        }
    return -1;
}

int cp_cost_size_parse(const char *s, size_t len, double *bytes)
{
    return cp_size_parse(s, len, bytes);
}


/* Appends a level; 0 or -1 (out of memory). */
static int add_level(cp_cost_file_t *c, const char *name, size_t len, double lat, double bw, int line)
{
    cp_cost_level_t *l = realloc(c->level, (size_t)(c->n + 1) * sizeof *l);
    if (!l) return -1;
    c->level = l;
    l += c->n;
    /* every field the file does not set zero (a platform's shared WAN
     * link and backbones among them: left as realloc gave them, a probe's
     * cost file put random backbones in the flow model) */
    *l = (cp_cost_level_t){.latency_s = lat, .bandwidth_Bps = bw, .line = line};
    if (!(l->name = strndup(name, len))) return -1;
    c->n++;
    return 0;
}

int cp_cost_pair_add(cp_cost_file_t *c, const char *a, const char *b, double latency_s, int line)
{
    cp_cost_pair_t *p = realloc(c->pair, (size_t)(c->npairs + 1) * sizeof *p);
    if (!p) return -1;
    c->pair = p;
    p += c->npairs;
    *p = (cp_cost_pair_t){.a = strdup(a), .b = strdup(b), .latency_s = latency_s, .line = line};
    if (!p->a || !p->b) {
        free(p->a), free(p->b);
        return -1;
    }
    c->npairs++;
    return 0;
}

void cp_cost_file_free(cp_cost_file_t *c)
{
    for (int i = 0; i < c->n; i++) free(c->level[i].name), free(c->level[i].stand_in);
    for (int i = 0; i < c->npairs; i++) free(c->pair[i].a), free(c->pair[i].b);
    free(c->level), free(c->pair);
    c->n = c->npairs = 0;
    c->level = NULL;
    c->pair = NULL;
}

/* "pair A B LATENCY"; 0 or -1 with *err set */
static int read_pair(cp_cost_file_t *c, char **tok, int nt, const char *path, int lineno, cp_err_t *err)
{
    double l;
    if (nt != 4)
        return cp_err_set(err, CP_ERR_FORMAT, "%s:%d: expected 'pair SWITCH SWITCH LATENCY' (e.g. 'pair L0g0 L0g5 9.07us'), got %d field%s",
                          path, lineno, nt - 1, nt == 2 ? "" : "s");
    if (!strcmp(tok[1], tok[2])) return cp_err_set(err, CP_ERR_FORMAT, "%s:%d: a pair of one switch ('%s' twice)", path, lineno, tok[1]);
    if (parse_unit(tok[3], strlen(tok[3]), time_units, &l) || l > MAX_LATENCY_S || !(l > 0))
        return cp_err_set(err, CP_ERR_FORMAT, "%s:%d: bad latency '%s' (a time above 0 like 9.07us; at most 1 s)", path, lineno, tok[3]);
    for (int i = 0; i < c->npairs; i++)
        if ((!strcmp(c->pair[i].a, tok[1]) && !strcmp(c->pair[i].b, tok[2])) ||
            (!strcmp(c->pair[i].a, tok[2]) && !strcmp(c->pair[i].b, tok[1])))
            return cp_err_set(err, CP_ERR_FORMAT, "%s:%d: the pair %s %s is given twice (first on line %d)", path, lineno, tok[1], tok[2],
                              c->pair[i].line);
    if (cp_cost_pair_add(c, tok[1], tok[2], l, lineno)) return cp_err_set(err, CP_ERR_NOMEM, "out of memory");
    return 0;
}

int cp_cost_level_find(const cp_cost_file_t *c, const char *name)
{
    for (int i = 0; i < c->n; i++)
        if (!strcmp(c->level[i].name, name)) return i;
    return -1;
}

int cp_cost_file_read(const char *path, cp_cost_file_t *c, cp_err_t *err)
{
    *c = (cp_cost_file_t){0};
    FILE *f = fopen(path, "r");
    if (!f) return cp_err_at(err, CP_ERR_IO, path, 0, "%s", strerror(errno));
    char *line = NULL;
    size_t cap = 0;
    int lineno = 0, rc = 0;
    while (!rc && getline(&line, &cap, f) > 0) {
        lineno++;
        char *hash = strchr(line, '#');
        if (hash) *hash = 0;
        char *tok[4 + 4 * CP_COST_MAX_SEGMENTS + 2];
        int nt = 0, max = (int)(sizeof tok / sizeof *tok);
        for (char *t = strtok(line, " \t\r\n"); t; t = strtok(NULL, " \t\r\n")) {
            if (nt == max) break;
            tok[nt++] = t;
        }
        if (nt == 0) continue;
        if (!strcmp(tok[0], "pair")) {
            rc = read_pair(c, tok, nt, path, lineno, err);
            continue;
        }
        if (!strcmp(tok[0], "tcp")) {
            size_t len = nt == 2 ? strlen(tok[1]) : 0;
            if (nt != 2 || !len || len >= sizeof c->tcp || strspn(tok[1], "abcdefghijklmnopqrstuvwxyz0123456789_") != len)
                rc = cp_err_set(err, CP_ERR_FORMAT, "%s:%d: expected 'tcp NAME', the congestion control (e.g. 'tcp cubic')", path,
                                lineno);
            else if (c->tcp_line)
                rc = cp_err_set(err, CP_ERR_FORMAT, "%s:%d: 'tcp' given twice (first on line %d)", path, lineno, c->tcp_line);
            else
                memcpy(c->tcp, tok[1], len + 1), c->tcp_line = lineno;
            continue;
        }
        double l, b;
        if (nt < 3)
            rc = cp_err_set(err, CP_ERR_FORMAT, "%s:%d: expected 'NAME LATENCY BANDWIDTH' (e.g. 'node 0.6us 10GB/s'), got %d field%s", path,
                      lineno, nt, nt == 1 ? "" : "s");
        else if (parse_unit(tok[1], strlen(tok[1]), time_units, &l) || l > MAX_LATENCY_S)
            rc = cp_err_set(err, CP_ERR_FORMAT, "%s:%d: bad latency '%s' (a time like 0.5us, 2ms, 1e-6; at most 1 s)", path, lineno, tok[1]);
        else if (parse_unit(tok[2], strlen(tok[2]), bw_units, &b) || b < MIN_BANDWIDTH_BPS)
            rc = cp_err_set(err, CP_ERR_FORMAT, "%s:%d: bad bandwidth '%s' (like 12GB/s, 800MiB/s, 100Gbit/s, 1e10; at least 1 B/s)", path,
                      lineno, tok[2]);
        else if (cp_cost_level_find(c, tok[0]) >= 0)
            rc = cp_err_set(err, CP_ERR_FORMAT, "%s:%d: level '%s' named twice", path, lineno, tok[0]);
        else if (add_level(c, tok[0], strlen(tok[0]), l, b, lineno))
            rc = cp_err_set(err, CP_ERR_NOMEM, "out of memory");
        /* what a probe measured: seg FROM LATENCY BANDWIDTH ..., contention F */
        for (int i = 3; !rc && i < nt;) {
            cp_cost_level_t *lv = &c->level[c->n - 1];
            double from, sl, sb, x;
            if (!strcmp(tok[i], "seg")) {
                if (i + 3 >= nt)
                    rc = cp_err_set(err, CP_ERR_FORMAT, "%s:%d: 'seg' needs FROM LATENCY BANDWIDTH (e.g. 'seg 64KiB 40us 1.1GB/s')", path, lineno);
                else if (cp_size_parse(tok[i + 1], strlen(tok[i + 1]), &from))
                    rc = cp_err_set(err, CP_ERR_FORMAT, "%s:%d: bad segment start '%s' (a size like 0, 4096, 64KiB)", path, lineno, tok[i + 1]);
                else if (parse_unit(tok[i + 2], strlen(tok[i + 2]), time_units, &sl) || sl > MAX_LATENCY_S)
                    rc = cp_err_set(err, CP_ERR_FORMAT, "%s:%d: bad latency '%s' in a segment (a time like 0.5us; at most 1 s)", path, lineno, tok[i + 2]);
                else if (parse_unit(tok[i + 3], strlen(tok[i + 3]), bw_units, &sb) || sb < MIN_BANDWIDTH_BPS)
                    rc = cp_err_set(err, CP_ERR_FORMAT, "%s:%d: bad bandwidth '%s' in a segment (like 12GB/s; at least 1 B/s)", path, lineno, tok[i + 3]);
                else if (lv->nseg == CP_COST_MAX_SEGMENTS)
                    rc = cp_err_set(err, CP_ERR_FORMAT, "%s:%d: more than %d segments", path, lineno, CP_COST_MAX_SEGMENTS);
                else if (lv->nseg ? from <= lv->seg[lv->nseg - 1].from_bytes : from != 0)
                    rc = cp_err_set(err, CP_ERR_FORMAT, "%s:%d: segments start at 0 and ascend ('seg %s' %s)", path, lineno, tok[i + 1],
                              lv->nseg ? "is not after the one before" : "comes first");
                else
                    lv->seg[lv->nseg++] = (cp_cost_segment_t){from, sl, sb};
                i += 4;
            } else if (!strcmp(tok[i], "contention")) {
                char *end = NULL;
                if (i + 1 < nt) errno = 0, x = strtod(tok[i + 1], &end);
                if (i + 1 >= nt || *end || end == tok[i + 1] || errno || !(x >= 1 && x <= 1e6))
                    rc = cp_err_set(err, CP_ERR_FORMAT, "%s:%d: 'contention' needs a factor of at least 1 (e.g. 'contention 1.8')", path, lineno);
                else
                    lv->contention = x;
                i += 2;
            } else if (!strcmp(tok[i], "uplink")) {
                double u;
                if (i + 1 >= nt || parse_unit(tok[i + 1], strlen(tok[i + 1]), bw_units, &u) || u < MIN_BANDWIDTH_BPS)
                    rc = cp_err_set(err, CP_ERR_FORMAT, "%s:%d: 'uplink' needs a bandwidth (e.g. 'uplink 40GB/s', at least 1 B/s)",
                              path, lineno);
                else
                    lv->uplink_Bps = u;
                i += 2;
            } else if (!strcmp(tok[i], "ports")) {
                char *end = NULL;
                long k = 0;
                if (i + 1 < nt) errno = 0, k = strtol(tok[i + 1], &end, 10);
                if (i + 1 >= nt || *end || end == tok[i + 1] || errno || k < 2 || k > 4096)
                    rc = cp_err_set(err, CP_ERR_FORMAT, "%s:%d: 'ports' needs the number of uplinks, 2 to 4096 (e.g. 'ports 2')",
                              path, lineno);
                else
                    lv->ports = (int)k;
                i += 2;
            } else if (!strcmp(tok[i], "stand-in")) {
                if (i + 1 >= nt || lv->stand_in)
                    rc = cp_err_set(err, CP_ERR_FORMAT, "%s:%d: 'stand-in' needs the name of the level whose figures these are, once",
                              path, lineno);
                else if (!(lv->stand_in = strdup(tok[i + 1])))
                    rc = cp_err_set(err, CP_ERR_NOMEM, "out of memory");
                i += 2;
            } else {
                rc = cp_err_set(err, CP_ERR_FORMAT, "%s:%d: unexpected '%s' after the bandwidth (only 'seg FROM LATENCY BANDWIDTH', "
                                       "'contention F', 'uplink BANDWIDTH', 'ports K' and 'stand-in LEVEL' may follow)", path, lineno,
                          tok[i]);
            }
        }
        if (!rc && nt == max) rc = cp_err_set(err, CP_ERR_FORMAT, "%s:%d: too many fields", path, lineno);
    }
    if (!rc && ferror(f)) rc = cp_err_at(err, CP_ERR_IO, path, 0, "read error");
    if (!rc && c->n == 0) rc = cp_err_set(err, CP_ERR_FORMAT, "%s: no levels (one line 'NAME LATENCY BANDWIDTH' per level, innermost first)", path);
    free(line);
    fclose(f);
    if (rc) cp_cost_file_free(c);
    return rc;
}

/* the usual names, innermost first, for messages: " (same node)" */
static const char *level_word(int n, int i)
{
    static const char *three[] = {" (same socket)", " (same node)", " (between nodes)"};
    static const char *four[] = {" (same socket)", " (same node)", " (same cluster)", " (between clusters)"};
    if (n == 3) return three[i];
    if (n == 4) return four[i];
    return "";
}

int cp_cost_lists_parse(const char *lat, const char *bw, cp_cost_file_t *c, cp_err_t *err)
{
    *c = (cp_cost_file_t){0};
    int nl = 1, nb = 1;
    for (const char *s = lat; *s; s++) nl += *s == ':';
    for (const char *s = bw; *s; s++) nb += *s == ':';
    if (nl != nb)
        return cp_err_set(err, CP_ERR_FORMAT, "--latency and --bandwidth need one value per level, innermost first (got %d and %d)", nl, nb);
    const char *p = lat, *q = bw;
    for (int i = 0; i < nl; i++) {
        size_t lp = strcspn(p, ":"), lq = strcspn(q, ":");
        double l, b;
        char nm[32];
        if (parse_unit(p, lp, time_units, &l) || l > MAX_LATENCY_S) {
            cp_err_set(err, CP_ERR_FORMAT, "bad --latency '%s': level %d%s '%.*s' is not a time like 0.5us, 2ms or 1e-6 (at most 1 s)", lat, i + 1,
                 level_word(nl, i), (int)lp, p);
            goto bad;
        }
        if (parse_unit(q, lq, bw_units, &b) || b < MIN_BANDWIDTH_BPS) {
            cp_err_set(err, CP_ERR_FORMAT, "bad --bandwidth '%s': level %d%s '%.*s' is not a bandwidth like 12GB/s, 800MiB/s or 1e10 (at least 1 B/s)", bw,
                 i + 1, level_word(nl, i), (int)lq, q);
            goto bad;
        }
        snprintf(nm, sizeof nm, "level%d", i + 1);
        if (add_level(c, nm, strlen(nm), l, b, 0)) {
            cp_err_set(err, CP_ERR_NOMEM, "out of memory");
            goto bad;
        }
        p += lp + (p[lp] == ':');
        q += lq + (q[lq] == ':');
    }
    return 0;
bad:
    cp_cost_file_free(c);
    return -1;
}

double cp_cost_message(const cp_cost_level_t *l, double bytes)
{
    if (!l->nseg) return l->latency_s + bytes / l->bandwidth_Bps;
    int k = 0;
    while (k + 1 < l->nseg && bytes >= l->seg[k + 1].from_bytes) k++;
    return l->seg[k].latency_s + bytes / l->seg[k].bandwidth_Bps;
}

/* a value in the file's units, exact enough to read back the same model */
static void fmt_time(char *b, size_t n, double s)
{
    if (s >= 1e-3) snprintf(b, n, "%.6gms", s * 1e3);
    else if (s >= 1e-6) snprintf(b, n, "%.6gus", s * 1e6);
    else snprintf(b, n, "%.6gns", s * 1e9);
}
static void fmt_bw(char *b, size_t n, double v)
{
    if (v >= 1e12) snprintf(b, n, "%.6gTB/s", v / 1e12);
    else if (v >= 1e9) snprintf(b, n, "%.6gGB/s", v / 1e9);
    else if (v >= 1e6) snprintf(b, n, "%.6gMB/s", v / 1e6);
    else snprintf(b, n, "%.6gkB/s", v / 1e3);
}

int cp_cost_file_write(FILE *f, const cp_cost_file_t *c, const char *comment)
{
    if (comment) fprintf(f, "%s", comment);
    fprintf(f, "# level  latency  bandwidth  [seg FROM LATENCY BANDWIDTH]...  [contention F]  [uplink BANDWIDTH]  [ports K]  [stand-in LEVEL]   (innermost first)\n");
    for (int i = 0; i < c->n; i++) {
        const cp_cost_level_t *l = &c->level[i];
        char t[32], b[32];
        fmt_time(t, sizeof t, l->latency_s);
        fmt_bw(b, sizeof b, l->bandwidth_Bps);
        fprintf(f, "%-8s %s %s", l->name, t, b);
        for (int k = 0; k < l->nseg; k++) {
            fmt_time(t, sizeof t, l->seg[k].latency_s);
            fmt_bw(b, sizeof b, l->seg[k].bandwidth_Bps);
            fprintf(f, "  seg %.0f %s %s", l->seg[k].from_bytes, t, b);
        }
        if (l->contention > 0) fprintf(f, "  contention %.3g", l->contention);
        if (l->uplink_Bps > 0) {
            fmt_bw(b, sizeof b, l->uplink_Bps);
            fprintf(f, "  uplink %s", b);
        }
        if (l->ports > 0) fprintf(f, "  ports %d", l->ports);
        if (l->stand_in) fprintf(f, "  stand-in %s", l->stand_in);
        fputc('\n', f);
    }
    if (c->tcp[0]) fprintf(f, "# the congestion control the job's TCP connections ran\ntcp %s\n", c->tcp);
    if (c->npairs)
        fprintf(f, "# pair  switch  switch  latency   (one way, measured between their hosts: a message's latency at its level "
                   "times this over the level's)\n");
    for (int i = 0; i < c->npairs; i++) {
        char t[32];
        fmt_time(t, sizeof t, c->pair[i].latency_s);
        fprintf(f, "pair %s %s %s\n", c->pair[i].a, c->pair[i].b, t);
    }
    return ferror(f) ? -1 : 0;
}

unsigned cp_cost_segment_bin(double from)
{
    if (from < 1) return 0;
    return (unsigned)lround(log2(from)) + 1;
}

void cp_cost_class_model(const cp_cost_level_t *l, unsigned b, double *latency_s, double *bandwidth_Bps)
{
    if (!l->nseg) {
        *latency_s = l->latency_s, *bandwidth_Bps = l->bandwidth_Bps;
        return;
    }
    int k = 0;
    while (k + 1 < l->nseg && cp_cost_segment_bin(l->seg[k + 1].from_bytes) <= b) k++;
    *latency_s = l->seg[k].latency_s, *bandwidth_Bps = l->seg[k].bandwidth_Bps;
}

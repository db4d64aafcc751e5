/* commprof-probe's outputs (probe.h): the cost file (analyzer/cost_file.c
 * owns its format), JSON with provenance, and the HTML report.  Each is
 * written whole or not at all (out_file.c). */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cost_file.h"
#include "out_file.h"
#include "discover.h"
#include "probe.h"
#include "report.h"

static int open_out(cp_out_file_t *o, const char *path, cp_err_t *err)
{
    if (cp_out_open(o, path)) {
        cp_err_set(err, CP_ERR_IO, "cannot write %s: %s", path, strerror(errno));
        return -1;
    }
    return 0;
}

static int close_out(cp_out_file_t *o, const char *path, cp_err_t *err)
{
    if (cp_out_close(o, !ferror(o->f))) {
        cp_err_set(err, CP_ERR_IO, "cannot write %s: %s", path, strerror(errno));
        return -1;
    }
    return 0;
}

/* The level whose figures stand for a level no pair of the job had: the
 * nearest measured one inside it, else outside (a node of one package has
 * no pair at "node" but its pairs at "socket" are on one node too). */
static const cp_probe_level_t *stand_in(const cp_probe_result_t *r, int i)
{
    for (int k = i; k >= 0; k--)
        if (r->level[k].measured) return &r->level[k];
    for (int k = i + 1; k < r->nlevels; k++)
        if (r->level[k].measured) return &r->level[k];
    return NULL;
}

/* What bytes cost in bulk: the best streaming bandwidth (osu_bw's window)
 * of messages of 64 KiB and more.  (A single message of megabytes may do
 * worse on a lossy or slow link, and its segment of the fit says so.) */
double cp_probe_bulk_bw(const cp_probe_level_t *l)
{
    double best = 0;
    for (int k = 0; k < l->nbw; k++)
        if ((l->bw_size[k] >= 65536 || k == l->nbw - 1) && l->bw[k].median > best) best = l->bw[k].median;
    return best;
}

int cp_probe_write_cost(const char *path, const cp_probe_result_t *r, cp_err_t *err)
{
    cp_cost_file_t c = {0};
    c.level = calloc((size_t)r->nlevels, sizeof *c.level);
    if (!c.level) return cp_err_set(err, CP_ERR_NOMEM, "out of memory");
    char comment[2048];
    int n = snprintf(comment, sizeof comment, "# commprof-probe, %s: %d ranks on %d host%s; %s\n", r->date,
                     r->machine->nranks, r->machine->nhosts, r->machine->nhosts == 1 ? "" : "s", r->mpi_library);
    for (int i = 0; i < r->nlevels; i++) {
        const cp_probe_level_t *l = &r->level[i], *s = stand_in(r, i);
        cp_cost_level_t *o = &c.level[c.n++];
        o->name = (char *)l->name;
        if (!s) continue;
        /* the line: small messages' latency, bulk bandwidth; the segments
         * give every size its own (the fit of the ping-pong times) */
        o->latency_s = s->lat_least > 0 ? s->lat_least : s->lat[0].median; /* the smallest message's (probe_main.c) */
        o->bandwidth_Bps = cp_probe_bulk_bw(s) > 1 ? cp_probe_bulk_bw(s) : 1;
        o->nseg = s->fit.nseg > 1 ? s->fit.nseg : 0;
        for (int k = 0; k < o->nseg; k++)
            o->seg[k] = (cp_cost_segment_t){(double)s->fit.seg[k].from, s->fit.seg[k].alpha,
                                            s->fit.seg[k].beta > 0 ? 1 / s->fit.seg[k].beta : 1e15};
        o->contention = s->contention >= 1 ? s->contention : 0;
        /* its own, never a stand-in's: what its groups' links carry together */
        o->uplink_Bps = l->uplink_limits ? l->uplink_Bps : 0;
        o->ports = l->ports;
        o->stand_in = s != l ? (char *)s->name : NULL; /* said in the file: the mapper warns where it matters */
        if (s != l && n < (int)sizeof comment)
            n += snprintf(comment + n, sizeof comment - (size_t)n, "# %s: no pair of ranks of this job is at this level; %s's figures\n",
                          l->name, s->name);
        else if (n < (int)sizeof comment)
            n += snprintf(comment + n, sizeof comment - (size_t)n,
                          "# %s: ranks %d and %d (%s, %s): %.3g us one way at 1 B (median; least %.3g us), %.4g MB/s streaming; fit within %.1f%% (median), %.1f%% (worst)\n",
                          l->name, l->pair[0][0], l->pair[0][1], r->machine->rank[l->pair[0][0]].host,
                          r->machine->rank[l->pair[0][1]].host, l->lat[0].median * 1e6, l->lat_least * 1e6, cp_probe_bulk_bw(l) / 1e6,
                          100 * l->fit.median_err, 100 * l->fit.max_err);
        if (l->uplink_limits && n < (int)sizeof comment)
            n += snprintf(comment + n, sizeof comment - (size_t)n,
                          "# %s: uplink: %d %s sending out at once carried %.4g MB/s together, %.4g MB/s "
                          "apart\n", l->name, l->uplink_senders, strcmp(l->name, "node") ? "hosts of one group" : "ranks of one node",
                          l->uplink_Bps / 1e6, l->uplink_offered_Bps / 1e6);
        if (l->ports && n < (int)sizeof comment)
            n += snprintf(comment + n, sizeof comment - (size_t)n,
                          "# %s: ports: %d uplinks picked by the destination (%d pairs of streams timed, %d confirmed "
                          "from a third switch); the hosts sorted so that a host's place in its switch mod %d is its port\n",
                          l->name, l->ports, r->ports.tests, r->ports.confirmed, l->ports);
    }
    snprintf(c.tcp, sizeof c.tcp, "%s", r->tcp_algo);
    if (r->tcp[0] && n < (int)sizeof comment)
        n += snprintf(comment + n, sizeof comment - (size_t)n,
                      "# tcp: the job's connections ran %s; the mapper's replay shares links as Reno does "
                      "(docs/prediction.md)\n",
                      r->tcp);
    const cp_discovery_t *d = r->discovery;
    if (d && cp_discovery_pairs(d, &c)) {
        cp_cost_file_free(&(cp_cost_file_t){.npairs = c.npairs, .pair = c.pair});
        free(c.level);
        return cp_err_set(err, CP_ERR_NOMEM, "out of memory");
    }
    if (c.npairs && n < (int)sizeof comment)
        snprintf(comment + n, sizeof comment - (size_t)n,
                 "# pairs: every two of the %d switches found, their one-way latency (least of 20 round trips from each "
                 "end, the two averaged; the latencies above the switches are no tree's: a message's latency at its "
                 "level is scaled by its pair's)\n",
                 d->nswitches);
    cp_out_file_t f;
    int rc = open_out(&f, path, err);
    if (!rc) {
        cp_cost_file_write(f.f, &c, comment);
        rc = close_out(&f, path, err);
    }
    cp_cost_file_free(&(cp_cost_file_t){.npairs = c.npairs, .pair = c.pair});
    free(c.level);
    return rc;
}

/* A number, or null where there is none (no valid repetition: NAN) */
static void json_num(FILE *f, const char *key, double x, const char *after)
{
    if (isfinite(x)) fprintf(f, "\"%s\": %.9g%s", key, x, after);
    else fprintf(f, "\"%s\": null%s", key, after);
}

static void json_stats(FILE *f, const char *key, const cp_stats_t *s)
{
    fprintf(f, "\"%s\": {", key);
    json_num(f, "median", s->median, ", ");
    json_num(f, "p90", s->p90, ", ");
    json_num(f, "p99", s->p99, ", ");
    json_num(f, "trimmed_mean", s->mean, ", ");
    json_num(f, "ci95", s->ci95, ", ");
    json_num(f, "min", s->min, ", ");
    json_num(f, "max", s->max, ", ");
    fprintf(f, "\"reps\": %d}", s->n);
}

static void json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') fprintf(f, "\\%c", *s);
        else if ((unsigned char)*s < 32) fprintf(f, "\\u%04x", *s);
        else fputc(*s, f);
    }
    fputc('"', f);
}

static void json_fit(FILE *f, const char *key, const cp_fit_t *fit)
{
    fprintf(f, "\"%s\": {\"median_error\": %.4g, \"max_error\": %.4g, \"segments\": [", key, fit->median_err, fit->max_err);
    for (int k = 0; k < fit->nseg; k++)
        fprintf(f, "%s{\"from\": %llu, \"latency\": %.9g, \"seconds_per_byte\": %.9g}", k ? ", " : "",
                (unsigned long long)fit->seg[k].from, fit->seg[k].alpha, fit->seg[k].beta);
    fprintf(f, "]}");
}

static void json_pattern(FILE *f, const char *key, const cp_pattern_result_t *p)
{
    fprintf(f, "\"%s\": {\"repetitions\": %d, \"valid\": %d, ", key, p->reps, p->valid);
    json_num(f, "median_total", p->total, "}");
}

/* one level: its pairs, latencies, bandwidths, fits, contention and uplink */
static void json_level(FILE *f, const cp_probe_result_t *r, const cp_probe_level_t *l, int first)
{
    fprintf(f, "%s\n    {\"name\": ", first ? "" : ",");
    json_string(f, l->name);
    fprintf(f, ", \"measured\": %s", l->measured ? "true" : "false");
    if (!l->measured) {
        fputc('}', f);
        return;
    }
    fprintf(f, ", \"pairs\": [");
    for (int p = 0; p < l->npairs; p++) fprintf(f, "%s[%d, %d]", p ? ", " : "", l->pair[p][0], l->pair[p][1]);
    fprintf(f, "],\n     \"least_latency_1B\": %.9g,\n     \"other_pairs_latency_1B\": [", l->lat_least);
    for (int p = 1; p < l->npairs; p++) fprintf(f, "%s%.9g", p > 1 ? ", " : "", l->other_lat[p].median);
    fprintf(f, "],\n     \"latency\": [");
    for (int k = 0; k < l->nlat; k++) {
        fprintf(f, "%s\n       {\"bytes\": %llu, ", k ? "," : "", (unsigned long long)l->lat_size[k]);
        json_stats(f, "one_way_seconds", &l->lat[k]);
        fputc('}', f);
    }
    fprintf(f, "],\n     \"bandwidth\": [");
    for (int k = 0; k < l->nbw; k++) {
        fprintf(f, "%s\n       {\"bytes\": %llu, ", k ? "," : "", (unsigned long long)l->bw_size[k]);
        json_stats(f, "unidirectional", &l->bw[k]);
        fprintf(f, ", ");
        json_stats(f, "bidirectional", &l->bibw[k]);
        fputc('}', f);
    }
    fprintf(f, "],\n     ");
    json_fit(f, "fit", &l->fit);
    fprintf(f, ",\n     ");
    json_fit(f, "plain_fit", &l->plain);
    if (r->have_contention) {
        fprintf(f, ",\n     ");
        json_stats(f, "exchange_alone_seconds", &l->exchange);
        fprintf(f, ", \"contention\": %.4g, \"contention_samples\": %d", l->contention, l->contention_samples);
        if (l->uplink_senders)
            fprintf(f, ",\n     \"uplink\": {\"senders\": %d, \"valid\": %d, \"repetitions\": %d, \"together_Bps\": %.6g, "
                       "\"apart_Bps\": %.6g, \"limits\": %s}", l->uplink_senders, l->uplink_valid, l->uplink_reps,
                    l->uplink_Bps, l->uplink_offered_Bps, l->uplink_limits ? "true" : "false");
    }
    fputc('}', f);
}

/* the patterns' results */
static void json_contention(FILE *f, const cp_probe_result_t *r)
{
    fprintf(f, ",\n  \"contention\": {\"bytes\": %llu, \"clock_max_rtt\": %.9g, ", (unsigned long long)r->contention_size,
            r->max_rtt);
    json_pattern(f, "star", &r->star);
    fprintf(f, ", ");
    json_pattern(f, "ring", &r->ring);
    fprintf(f, ", ");
    json_pattern(f, "chaos", &r->chaos);
    fputc('}', f);
}

/* the triad's bandwidth and the chase's latency, NUMA node by NUMA node */
static void json_memory(FILE *f, const cp_probe_result_t *r)
{
    const cp_probe_machine_t *m = r->machine;
    const cp_probe_memory_t *mm = &r->memory;
    fprintf(f, ",\n  \"memory\": {\"host\": ");
    json_string(f, m->rank[0].host);
    fprintf(f, ", \"numa_nodes\": %d, \"bound\": %s, \"triad_bytes_per_second\": [", mm->nnuma, mm->bound ? "true" : "false");
    for (int i = 0; i < mm->nnuma * mm->nnuma; i++) fprintf(f, "%s%.6g", i ? ", " : "", mm->bw[i]);
    fprintf(f, "], \"chase_seconds\": [");
    for (int i = 0; i < mm->nnuma * mm->nnuma; i++) fprintf(f, "%s%.6g", i ? ", " : "", mm->lat[i]);
    fprintf(f, "]}");
}

/* every pair's latency and bandwidth, and the hot spots */
static void json_all_pairs(FILE *f, const cp_probe_result_t *r)
{
    int n = r->ap_n;
    fprintf(f, ",\n  \"all_pairs\": {\"ranks\": %d, \"bandwidth_bytes\": %llu, \"one_way_seconds\": [", n,
            (unsigned long long)r->ap_bytes);
    for (int i = 0; i < n * n; i++) fprintf(f, "%s%.6g", i ? ", " : "", r->ap_lat[i]);
    fprintf(f, "], \"bytes_per_second\": [");
    for (int i = 0; i < n * n; i++) fprintf(f, "%s%.6g", i ? ", " : "", r->ap_bw[i]);
    fprintf(f, "], \"hot_spots\": [");
    for (int i = 0; i < r->nhot; i++)
        fprintf(f, "%s{\"ranks\": [%d, %d], \"level\": \"%s\", \"latency_ratio\": %.4g, \"bandwidth_ratio\": %.4g}",
                i ? ", " : "", r->hot[i].a, r->hot[i].b, r->level[r->hot[i].level].name, r->hot[i].lat_ratio,
                r->hot[i].bw_ratio);
    fprintf(f, "]}");
}

/* the discovered levels, their evidence, and each node's groups */
static void json_discovery(FILE *f, const cp_probe_result_t *r)
{
    const cp_discovery_t *d = r->discovery;
    int nh = d->nhosts;
    fprintf(f, ",\n\"discovery\": {\"nodes\": %d, \"pairs\": %d, \"all_pairs\": %d, \"confirm_pairs\": %d, "
               "\"seconds\": %.3f, \"levels\": [", nh, d->pairs, nh * (nh - 1) / 2, d->confirm_pairs, d->seconds);
    for (int k = 0; k < d->nlevels; k++)
        fprintf(f, "%s{\"least_us\": %.4g, \"most_us\": %.4g, \"gap_above\": %.4g, \"grouped_by\": \"%s\"}", k ? ", " : "",
                d->lo[k] * 1e6, d->hi[k] * 1e6, k + 1 < d->nlevels ? d->gap[k] : 0.0,
                d->by_average && d->by_average == k ? "average latency"
                : d->by_rows && d->by_rows == k     ? "alike latency rows"
                                                    : "latency threshold");
    /* the evidence the levels come from: the first node's latency to
     * each other node (microseconds, job order) */
    fprintf(f, "], \"levels_dropped\": %d, \"switch_pairs\": %d, \"first_node_us\": [", d->dropped,
            d->by_average ? d->switch_pairs : 0);
    for (int h = 1; h < nh; h++) fprintf(f, "%s%.4g", h > 1 ? ", " : "", d->lat[h] * 1e6);
    fprintf(f, "], \"unplaced\": [");
    for (int i = 0; i < d->nunplaced; i++) {
        fprintf(f, "%s", i ? ", " : "");
        json_string(f, r->machine->host[d->unplaced[i]]);
    }
    fprintf(f, "], \"groups\": {");
    for (int i = 0; i < nh; i++) {
        int h = d->order[i];
        fprintf(f, "%s", i ? ", " : "");
        json_string(f, r->machine->host[h]);
        fprintf(f, ": [");
        for (int k = 0; k < d->nlevels; k++) fprintf(f, "%s%d", k ? ", " : "", d->group[k * nh + h]);
        fprintf(f, "]");
    }
    fprintf(f, "}");
    const cp_probe_ports_t *p = &r->ports;
    if (r->ports_level > 0) { /* ports.h: measured */
        fprintf(f, ",\n \"ports\": {\"level\": ");
        json_string(f, r->level[r->ports_level].name);
        fprintf(f, ", \"ports\": %d, \"pairs_of_streams\": %d, \"alone_us\": %.4g, \"confirmed\": %d, \"contradicted\": %d, "
                   "\"seconds\": %.3f, \"why_none\": ", p->ports, p->tests, p->alone_s * 1e6, p->confirmed, p->contradicted,
                p->seconds);
        json_string(f, p->ports ? "" : p->why);
        fprintf(f, ", \"port\": {");
        for (int i = 0; p->ports && p->port && i < nh; i++) {
            fprintf(f, "%s", i ? ", " : "");
            json_string(f, r->machine->host[d->order[i]]);
            fprintf(f, ": %d", p->port[d->order[i]]);
        }
        fprintf(f, "}}");
    }
    fprintf(f, "}");
}

int cp_probe_write_json(const char *path, const cp_probe_result_t *r, cp_err_t *err)
{
    cp_out_file_t o;
    if (open_out(&o, path, err)) return -1;
    FILE *f = o.f;
    const cp_probe_machine_t *m = r->machine;
    fprintf(f, "{\n  \"tool\": \"commprof-probe\",\n  \"date\": ");
    json_string(f, r->date);
    fprintf(f, ",\n  \"mpi\": ");
    json_string(f, r->mpi_library);
    fprintf(f, ",\n  \"tcp\": ");
    if (r->tcp[0]) json_string(f, r->tcp);
    else fprintf(f, "null");
    fprintf(f, ",\n  \"seconds\": %.3f,\n  \"stopping\": {\"relative_standard_error\": %g, \"min_reps\": %d, \"cap_seconds\": %g},\n",
            r->seconds, r->rse_target, r->min_reps, r->cap_s);
    fprintf(f, "  \"ranks\": [");
    for (int i = 0; i < m->nranks; i++) {
        fprintf(f, "%s\n    {\"rank\": %d, \"host\": ", i ? "," : "", i);
        json_string(f, m->rank[i].host);
        fprintf(f, ", \"package\": %d, \"numa\": %d, \"l3\": %d, \"cpuset\": ", m->rank[i].package, m->rank[i].numa,
                m->rank[i].l3);
        json_string(f, m->rank[i].cpuset);
        fputc('}', f);
    }
    fprintf(f, "\n  ],\n  \"levels\": [");
    for (int i = 0; i < r->nlevels; i++) json_level(f, r, &r->level[i], i == 0);
    fprintf(f, "\n  ]");
    if (r->have_contention) json_contention(f, r);
    if (r->have_memory) json_memory(f, r);
    if (r->have_all_pairs) json_all_pairs(f, r);
    if (r->discovery) json_discovery(f, r);
    fprintf(f, "\n}\n");
    return close_out(&o, path, err);
}

/* ---- the HTML report ------------------------------------------------ */

static const char *const colour[] = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f"};

/* A log-log plot of one quantity against message size, a curve per level
 * (the latency plot also the fit the cost file's segments come from,
 * dashed); the legend in a column of its own right of the plot. */
static void plot(FILE *f, const cp_probe_result_t *r, int bw, const char *title)
{
    const double W = 700, H = 300, x0 = 70, y0 = 260, pw = 460, ph = 230;
    double lo = INFINITY, hi = 0, smax = 1;
    for (int i = 0; i < r->nlevels; i++) {
        const cp_probe_level_t *l = &r->level[i];
        int n = bw ? l->nbw : l->nlat;
        for (int k = 0; l->measured && k < n; k++) {
            double v = bw ? l->bw[k].median : l->lat[k].median;
            if (v > 0 && v < lo) lo = v;
            if (v > hi) hi = v;
            double s = (double)(bw ? l->bw_size[k] : l->lat_size[k]);
            if (s > smax) smax = s;
        }
    }
    if (!(hi > 0)) return;
    double dlo = floor(log10(lo)), dhi = ceil(log10(hi));
    if (dhi <= dlo) dhi = dlo + 1;
    double sx = pw / log2(smax > 1 ? smax : 2);
    fprintf(f, "<figure><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" role=\"img\">\n", W, H);
    cp_svg_text(f, W / 2, 16, "middle", 13, "title", title);
    char lab[32];
    for (double d = dlo; d <= dhi; d++) {
        double y = y0 - (d - dlo) / (dhi - dlo) * ph;
        fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>\n", x0, y, x0 + pw, y);
        cp_fmt_si(pow(10, d), bw ? "B/s" : "s", lab, sizeof lab);
        cp_svg_text(f, x0 - 4, y + 3, "end", 10, "ytick", lab);
    }
    for (double e = 0; e <= log2(smax) + 1e-9; e += 4) {
        double x = x0 + e * sx;
        fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#eee\"/>\n", x, y0, x, y0 - ph);
        cp_fmt_si(pow(2, e), "B", lab, sizeof lab);
        cp_svg_text(f, x, y0 + 14, "middle", 10, "xtick", lab);
    }
    cp_svg_text(f, x0 + pw / 2, y0 + 30, "middle", 11, NULL, "message size");
    for (int i = 0, c = 0; i < r->nlevels; i++) {
        const cp_probe_level_t *l = &r->level[i];
        if (!l->measured) continue;
        const char *col = colour[c++ % 8];
        int n = bw ? l->nbw : l->nlat;
        fprintf(f, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\" points=\"", col);
        for (int k = 0; k < n; k++) {
            double s = (double)(bw ? l->bw_size[k] : l->lat_size[k]), v = bw ? l->bw[k].median : l->lat[k].median;
            if (!(v > 0)) continue;
            fprintf(f, "%.1f,%.1f ", x0 + log2(s > 1 ? s : 1) * sx, y0 - (log10(v) - dlo) / (dhi - dlo) * ph);
        }
        fprintf(f, "\"/>\n");
        /* the fit, segment by segment, sampled at powers of two inside each */
        for (int k = 0; !bw && k < l->fit.nseg; k++) {
            double from = (double)l->fit.seg[k].from, to = k + 1 < l->fit.nseg ? (double)l->fit.seg[k + 1].from : smax;
            fprintf(f, "<polyline class=\"fit\" fill=\"none\" stroke=\"%s\" stroke-width=\"1\" stroke-dasharray=\"4 3\" "
                       "points=\"", col);
            for (double s = from > 1 ? from : 1;; s *= 2) {
                double x = s < to ? s : to, v = l->fit.seg[k].alpha + x * l->fit.seg[k].beta;
                if (v > 0)
                    fprintf(f, "%.1f,%.1f ", x0 + log2(x) * sx, y0 - (log10(v) - dlo) / (dhi - dlo) * ph);
                if (x >= to) break;
            }
            fprintf(f, "\"/>\n");
        }
        fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"10\" height=\"10\" fill=\"%s\"/>\n", x0 + pw + 16, 40.0 + 16 * c, col);
        cp_svg_text(f, x0 + pw + 30, 49.0 + 16 * c, "start", 11, "legend", l->name);
    }
    if (!bw) { /* what the dashes are */
        fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#555\" stroke-dasharray=\"4 3\"/>\n",
                x0 + pw + 16, 40.0 + 16 * (r->nlevels + 1) + 5, x0 + pw + 26, 40.0 + 16 * (r->nlevels + 1) + 5);
        cp_svg_text(f, x0 + pw + 30, 49.0 + 16 * (r->nlevels + 1), "start", 11, "legend", "fit (cost file)");
    }
    fprintf(f, "</svg></figure>\n");
}

/* each level's pair, latency, bandwidth, fit and contention, and the two plots */
static void html_levels(FILE *f, const cp_probe_result_t *r)
{
    const cp_probe_machine_t *m = r->machine;
    fprintf(f, "<h2>Levels</h2>\n<table><tr><th>level</th><th>pair</th><th>latency (1 B, one way)</th><th>P99</th>"
               "<th>bandwidth</th><th>bidirectional</th><th>fit segments</th><th>fit error median / worst</th>"
               "<th>contention</th></tr>\n");
    for (int i = 0; i < r->nlevels; i++) {
        const cp_probe_level_t *l = &r->level[i];
        if (!l->measured) {
            fprintf(f, "<tr><td>%s</td><td colspan=\"8\">no pair of ranks of this job</td></tr>\n", l->name);
            continue;
        }
        char a[32], b[32], c[32], d[32];
        cp_fmt_si(l->lat[0].median, "s", a, sizeof a);
        cp_fmt_si(l->lat[0].p99, "s", b, sizeof b);
        cp_fmt_si(cp_probe_bulk_bw(l), "B/s", c, sizeof c);
        cp_fmt_si(l->nbw ? l->bibw[l->nbw - 1].median : 0, "B/s", d, sizeof d);
        char e[32] = "-";
        if (l->contention >= 1) snprintf(e, sizeof e, "%.2f", l->contention);
        fprintf(f, "<tr><td>%s</td><td>%d (%s) &ndash; %d (%s)</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%d</td>"
                   "<td>%.1f%% / %.1f%%</td><td>%s</td></tr>\n",
                l->name, l->pair[0][0], m->rank[l->pair[0][0]].host, l->pair[0][1], m->rank[l->pair[0][1]].host, a, b, c, d,
                l->fit.nseg, 100 * l->fit.median_err, 100 * l->fit.max_err, e);
    }
    fprintf(f, "</table>\n");
    plot(f, r, 0, "one-way latency (half a ping-pong) by level");
    plot(f, r, 1, "bandwidth (a window of 64 messages) by level");
}

/* the patterns' times, each level's exchange with every pair at once, the uplinks */
static void html_contention(FILE *f, const cp_probe_result_t *r)
{
    char s[32];
    cp_fmt_si((double)r->contention_size, "B", s, sizeof s);
    fprintf(f, "<h2>Contention</h2>\n<p>Messages of %s, every rank starting at one time (clocks synchronized by the "
               "least round trip, largest %.3g ms); repetitions where a rank started late are dropped.</p>\n"
               "<table><tr><th>pattern</th><th>valid repetitions</th><th>median time</th></tr>\n",
            s, r->max_rtt * 1e3);
    const cp_pattern_result_t *p[3] = {&r->star, &r->ring, &r->chaos};
    const char *nm[3] = {"star (all to rank 0)", "ring (shift by one)", "chaos (random pairs)"};
    for (int k = 0; k < 3; k++) {
        char t[32];
        cp_fmt_si(p[k]->total, "s", t, sizeof t);
        fprintf(f, "<tr><td>%s</td><td>%d of %d</td><td>%s</td></tr>\n", nm[k], p[k]->valid, p[k]->reps, t);
    }
    fprintf(f, "</table>\n<table><tr><th>level</th><th>exchange alone</th><th>with every pair at once (chaos): "
               "times as long</th><th>samples</th></tr>\n");
    for (int i = 0; i < r->nlevels; i++) {
        const cp_probe_level_t *l = &r->level[i];
        if (!l->measured) continue;
        char t[32];
        cp_fmt_si(l->exchange.median, "s", t, sizeof t);
        if (l->contention_samples)
            fprintf(f, "<tr><td>%s</td><td>%s</td><td>%.2f</td><td>%d</td></tr>\n", l->name, t, l->contention,
                    l->contention_samples);
        else
            fprintf(f, "<tr><td>%s</td><td>%s</td><td>no chaos pair</td><td>0</td></tr>\n", l->name, t);
    }
    fprintf(f, "</table>\n");
    int any = 0;
    for (int i = 0; i < r->nlevels; i++) any |= r->level[i].uplink_senders > 0;
    if (any)
        fprintf(f, "<p>Uplinks: each rank of the node with the most ranks sending %s to another node, and the largest group of "
                   "each level above, each of its hosts sending as much to a host outside it, all at once.  Where together they carry clearly less than apart (below 70%%), the link is the limit and the "
                   "cost file says <code>uplink</code>.</p>\n<table><tr><th>level</th><th>senders (ranks of a node, hosts of a group)</th>"
                   "<th>together</th><th>apart</th><th>the limit</th></tr>\n", s);
    for (int i = 0; any && i < r->nlevels; i++) {
        const cp_probe_level_t *l = &r->level[i];
        if (!l->uplink_senders) continue;
        char t[32], a[32];
        cp_fmt_si(l->uplink_Bps, "B/s", t, sizeof t);
        cp_fmt_si(l->uplink_offered_Bps, "B/s", a, sizeof a);
        fprintf(f, "<tr><td>%s</td><td>%d</td><td>%s</td><td>%s</td><td>%s</td></tr>\n", l->name, l->uplink_senders, t, a,
                l->uplink_limits ? "the uplink" : "the senders");
    }
    if (any) fprintf(f, "</table>\n");
}

/* bandwidth and latency by the NUMA node a thread runs on and its memory's */
static void html_memory(FILE *f, const cp_probe_result_t *r)
{
    const cp_probe_machine_t *m = r->machine;
    const cp_probe_memory_t *mm = &r->memory;
    fprintf(f, "<h2>Memory (%s)</h2>\n<p>STREAM triad and a pointer chase, one thread, by the NUMA node it runs on "
               "(rows) and the one its memory is on (columns)%s.</p>\n<table><tr><th></th>",
            m->rank[0].host, mm->bound ? "" : "; memory binding was not possible here: first touch");
    for (int j = 0; j < mm->nnuma; j++) fprintf(f, "<th>memory on NUMA %d</th>", j);
    fprintf(f, "</tr>\n");
    for (int i = 0; i < mm->nnuma; i++) {
        fprintf(f, "<tr><td>running on NUMA %d</td>", i);
        for (int j = 0; j < mm->nnuma; j++) {
            char a[32], b[32];
            cp_fmt_si(mm->bw[i * mm->nnuma + j], "B/s", a, sizeof a);
            cp_fmt_si(mm->lat[i * mm->nnuma + j], "s", b, sizeof b);
            fprintf(f, "<td>%s, %s</td>", a, b);
        }
        fprintf(f, "</tr>\n");
    }
    fprintf(f, "</table>\n");
}

/* the latencies measured, nodes ordered by group, the groups' borders drawn */
static void html_discovery(FILE *f, const cp_probe_result_t *r)
{
    const cp_discovery_t *d = r->discovery;
    int nh = d->nhosts;
    fprintf(f, "<h2>Discovered switches</h2>\n<p>%d nodes grouped by the one-way latency between them (least of 20): "
               "%d level%s, ", nh, d->nlevels, d->nlevels == 1 ? "" : "s");
    for (int k = 0; k < d->nlevels; k++)
        fprintf(f, "%s%.3g&ndash;%.3g &micro;s", k ? ", " : "", d->lo[k] * 1e6, d->hi[k] * 1e6);
    fprintf(f, "; gaps relied on:");
    for (int k = 0; k + 1 < d->nlevels; k++) fprintf(f, " %.2f&times;", d->gap[k]);
    if (d->by_average)
        fprintf(f, " (level %d grouped by average latency, the last figure the average between its groups over the "
                   "average inside: the latencies above the switches are no tree's, %d level%s dropped)",
                d->by_average + 1, d->dropped, d->dropped == 1 ? "" : "s");
    if (d->by_rows)
        fprintf(f, " (level %d: inside each of those groups, the switches whose latencies to the group's others are alike, "
                   "its figure the rows' gap relied on)",
                d->by_rows + 1);
    fprintf(f, ". %d pairs measured of %d, %d more to confirm; %d node%s not placed.", d->pairs, nh * (nh - 1) / 2,
            d->confirm_pairs, d->nunplaced, d->nunplaced == 1 ? "" : "s");
    if (d->by_average && d->switch_pairs >= 0)
        fprintf(f, " Every pair of the %d switches measured from each end (%d series more): the cost file's "
                   "<code>pair</code> lines, each pair's own latency for the mapper's replay.",
                d->nswitches, d->switch_pairs);
    else if (d->by_average)
        fprintf(f, " Too many switches (%d) to measure every pair of them: no <code>pair</code> lines.", d->nswitches);
    fprintf(f, "</p>\n<table><tr><th></th>");
    for (int j = 0; j < nh; j++) fprintf(f, "<th>%s</th>", r->machine->host[d->order[j]]);
    fprintf(f, "</tr>\n");
    for (int i = 0; i < nh; i++) {
        int a = d->order[i];
        fprintf(f, "<tr><th>%s</th>", r->machine->host[a]);
        for (int j = 0; j < nh; j++) {
            int b = d->order[j];
            /* a thick border where the next node is in another leaf group */
            int right = j + 1 < nh && d->group[b] != d->group[d->order[j + 1]];
            int below = i + 1 < nh && d->group[a] != d->group[d->order[i + 1]];
            char v[32] = "";
            if (a != b && d->lat[a * nh + b] > 0) cp_fmt_si(d->lat[a * nh + b], "s", v, sizeof v);
            fprintf(f, "<td style=\"%s%s\">%s</td>", right ? "border-right:3px solid #333;" : "",
                    below ? "border-bottom:3px solid #333;" : "", v);
        }
        fprintf(f, "</tr>\n");
    }
    fprintf(f, "</table>\n");
    const cp_probe_ports_t *p = &r->ports;
    if (r->ports_level <= 0) return;
    fprintf(f, "<h3>Ports</h3>\n<p>Which uplink of its %s each node is reached by: two nodes of one switch sending "
               "at once, to a reference node and to the node tested; sharing a port, the later ends at about twice one "
               "stream alone (%.3g &micro;s). %d pairs of streams timed, %d of a third switch's confirmed%s.",
            r->level[r->ports_level].name, p->alone_s * 1e6, p->tests, p->confirmed,
            p->contradicted ? ", some contradicted" : "");
    if (!p->ports) {
        fprintf(f, " None kept: %s.</p>\n", p->why);
        return;
    }
    fprintf(f, " %d ports a switch, the nodes sorted so that a node's place in its switch mod %d is its port:</p>\n"
               "<table><tr><th>node</th><th>port</th></tr>\n", p->ports, p->ports);
    for (int i = 0; i < nh; i++)
        fprintf(f, "<tr><td>%s</td><td>%d</td></tr>\n", r->machine->host[d->order[i]], p->port[d->order[i]]);
    fprintf(f, "</table>\n");
}

/* every pair's latency and bandwidth, shaded, and the hot spots */
static void html_all_pairs(FILE *f, const cp_probe_result_t *r)
{
    int n = r->ap_n;
    char bs[32];
    cp_fmt_si((double)r->ap_bytes, "B", bs, sizeof bs);
    fprintf(f, "<h2>All pairs</h2>\n<p>One-way latency at 1 B and bandwidth at %s for every pair of ranks, one pair at "
               "a time; a cell is shaded by latency, darker slower (log scale). %d pair%s 1.5 times slower than its "
               "level's median or below 2/3 of its bandwidth%s</p>\n<table><tr><th></th>",
            bs, r->nhot, r->nhot == 1 ? "" : "s", r->nhot ? ":" : ".");
    double lo = 0, hi = 0;
    for (int i = 0; i < n * n; i++)
        if (r->ap_lat[i] > 0) {
            if (!lo || r->ap_lat[i] < lo) lo = r->ap_lat[i];
            if (r->ap_lat[i] > hi) hi = r->ap_lat[i];
        }
    for (int j = 0; j < n; j++) fprintf(f, "<th>%d</th>", j);
    fprintf(f, "</tr>\n");
    for (int i = 0; i < n; i++) {
        fprintf(f, "<tr><th>%d (%s)</th>", i, r->machine->rank[i].host);
        for (int j = 0; j < n; j++) {
            if (i == j) {
                fprintf(f, "<td></td>");
                continue;
            }
            char a[32], b[32];
            double x = r->ap_lat[i * n + j], t = hi > lo && x > 0 ? log(x / lo) / log(hi / lo) : 0;
            cp_fmt_si(x, "s", a, sizeof a);
            cp_fmt_si(r->ap_bw[i * n + j], "B/s", b, sizeof b);
            int g = 255 - (int)(150 * t);
            fprintf(f, "<td style=\"background:rgb(255,%d,%d)\" title=\"%d-%d\">%s<br>%s</td>", g, g, i, j, a, b);
        }
        fprintf(f, "</tr>\n");
    }
    fprintf(f, "</table>\n");
    if (r->nhot) {
        fprintf(f, "<ul>\n");
        for (int i = 0; i < r->nhot; i++)
            fprintf(f, "<li>ranks %d (%s) and %d (%s), %s level: latency %.2f&times;, bandwidth %.2f&times; the level's "
                       "median</li>\n",
                    r->hot[i].a, r->machine->rank[r->hot[i].a].host, r->hot[i].b, r->machine->rank[r->hot[i].b].host,
                    r->level[r->hot[i].level].name, r->hot[i].lat_ratio, r->hot[i].bw_ratio);
        fprintf(f, "</ul>\n");
    }
}

int cp_probe_write_html(const char *path, const cp_probe_result_t *r, cp_err_t *err)
{
    cp_out_file_t o;
    if (open_out(&o, path, err)) return -1;
    FILE *f = o.f;
    const cp_probe_machine_t *m = r->machine;
    fprintf(f, "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>commprof-probe</title>\n"
               "<style>body{font-family:sans-serif;margin:2em;max-width:70em}table{border-collapse:collapse}"
               "td,th{border:1px solid #ccc;padding:2px 8px;text-align:right}th{background:#f4f4f4}"
               "td:first-child{text-align:left}</style></head><body>\n");
    fprintf(f, "<h1>commprof-probe</h1>\n<p>%d ranks on %d host%s, %s; %s; %.1f s.</p>\n", m->nranks, m->nhosts,
            m->nhosts == 1 ? "" : "s", r->date,
            r->mpi_library, r->seconds);
    if (r->tcp[0]) /* the kernel's algorithm names and counts: nothing to escape */
        fprintf(f, "<p>TCP: the job's connections ran %s; the mapper's replay shares links as Reno does "
                   "(docs/prediction.md).</p>\n",
                r->tcp);
    html_levels(f, r);
    if (r->have_contention) html_contention(f, r);
    if (r->have_memory) html_memory(f, r);
    if (r->discovery) html_discovery(f, r);
    if (r->have_all_pairs) html_all_pairs(f, r);
    fprintf(f, "</body></html>\n");
    return close_out(&o, path, err);
}

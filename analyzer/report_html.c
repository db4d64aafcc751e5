/* One self-contained HTML page (inline SVG and CSS, no script, nothing
 * fetched): it opens anywhere, can be mailed, and renders the same offline. */
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"

void cp_bin_range(unsigned b, uint64_t *lo, uint64_t *hi);

static void esc(FILE *f, const char *s)
{
    for (; s && *s; s++) {
        switch (*s) {
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '&': fputs("&amp;", f); break;
        case '"': fputs("&quot;", f); break;
        default: fputc(*s, f);
        }
    }
}

/* Bars of values (per rank, size class or time window); more than max
 * bars are summed into blocks.  A value axis on the left, labels under the
 * bars where they fit (every bar, else a nice step), an axis title. */
static void bars(FILE *f, const char *cls, const char *title, const double *v, uint32_t n, uint32_t max,
                 const char *const *labels, const char *xtitle, const char *unit)
{
    uint32_t bs = (n + max - 1) / max, g = (n + bs - 1) / bs;
    double *b = calloc(g ? g : 1, sizeof *b), hi = 0;
    if (!b) return;
    for (uint32_t i = 0; i < n; i++) b[i / bs] += v[i];
    for (uint32_t i = 0; i < g; i++)
        if (b[i] > hi) hi = b[i];
    double step = cp_nice_step(hi, 4), top = hi > 0 ? ceil(hi / step) * step : 1;
    double L = 70, W = 720, H = 160, T = 24, bw = W / (g ? g : 1);
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"%s\" width=\"%.0f\" height=\"%.0f\" data-bars=\"%u\" data-block=\"%u\">\n",
            cls, L + W + 20, T + H + 50, g, bs);
    char t[256];
    snprintf(t, sizeof t, "%s%s", title, bs > 1 ? " (bars of blocks)" : "");
    cp_svg_text(f, L, 14, "start", 13, "title", t);
    cp_svg_value_axis(f, L, T + H, H, top, unit, W);
    fprintf(f, "<line x1=\"%.0f\" y1=\"%.0f\" x2=\"%.0f\" y2=\"%.0f\" stroke=\"#888\"/>\n", L, T + H, L + W, T + H);
    for (uint32_t i = 0; i < g; i++) {
        if (b[i] <= 0) continue;
        double h = b[i] / top * H;
        fprintf(f, "<rect class=\"bar\" x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" fill=\"#3b528b\"><title>",
                L + i * bw, T + H - h, bw > 2 ? bw - 1 : bw, h);
        if (labels) fputs(labels[i], f);
        else fprintf(f, "rank %u", i * bs);
        fprintf(f, ": %.17g</title></rect>\n", b[i]);
    }
    /* labels under the bars: each where there is room, else a nice step */
    char lab[64];
    uint32_t every = 1;
    if (!labels) {
        if (bw < 22) every = (uint32_t)cp_nice_step(n, 12) / bs ? (uint32_t)cp_nice_step(n, 12) / bs : 1;
    } else {
        size_t wmax = 1;
        for (uint32_t i = 0; i < g; i++) wmax = strlen(labels[i]) > wmax ? strlen(labels[i]) : wmax;
        while (every < g && bw * every < wmax * 5.5 + 6) every++;
    }
    for (uint32_t i = 0; i < g; i += every) {
        if (labels) snprintf(lab, sizeof lab, "%s", labels[i]);
        else snprintf(lab, sizeof lab, "%u", i * bs);
        cp_svg_text(f, L + (i + 0.5) * bw, T + H + 13, "middle", 10, "xtick", lab);
    }
    cp_svg_text(f, L + W / 2, T + H + 34, "middle", 11, "xlabel", xtitle);
    fputs("</svg>\n", f);
    free(b);
}

static void pct(FILE *f, uint64_t part, uint64_t all)
{
    fprintf(f, "%.1f%%", all ? 100.0 * (double)part / (double)all : 0.0);
}

/* The heat maps of the matrix: by rank, and, where the recording knows the
 * hosts, ranks grouped by node (the profiled placement), named; one scale */
static void heat_maps(FILE *f, const cp_matrix_t *m, const cp_summary_t *s, const cp_heat_scale_t *scale_in)
{
    cp_heatmap_grid_t gr;
    cp_heat_scale_t sc = {0, 0};
    if (scale_in && scale_in->hi > 0) sc = *scale_in;
    else if (cp_heatmap_grid(m, NULL, 256, &gr) == 0) sc = gr.scale, free(gr.cell);
    fputs("<h2>Who talks to whom</h2>\n<p class=\"note\">Bytes sent from each rank (row) to each rank (column), "
          "on a log colour scale of whole decades (the bar on the right), the same in both maps", f);
    if (!scale_in || !(scale_in->hi > 0)) fputs(" (analyzer --scale LO:HI fixes it, to compare reports)", f);
    fputs(".</p>\n<div class=\"fig\" id=\"by-rank\">\n", f);
    cp_heat_opts_t o = {NULL, NULL, 0, 256, 512, "bytes sent, by rank", "heat-by-rank", &sc};
    cp_heatmap_svg(f, m, &o);
    fputs("</div>\n", f);
    if (!s->has_hosts || s->nnodes < 2) return;
    /* ranks grouped by node (stable): the profiled placement's blocks */
    uint32_t *order = malloc((m->n ? m->n : 1) * sizeof *order), *start = calloc(s->nnodes + 1, sizeof *start);
    const char **names = malloc(s->nnodes * sizeof *names);
    if (order && start && names) {
        for (uint32_t r = 0; r < m->n; r++) start[s->node_of[r] + 1]++;
        for (uint32_t k = 0; k < s->nnodes; k++) start[k + 1] += start[k];
        uint32_t *at = malloc((s->nnodes + 1) * sizeof *at);
        if (at) {
            memcpy(at, start, (s->nnodes + 1) * sizeof *at);
            for (uint32_t r = 0; r < m->n; r++) order[at[s->node_of[r]]++] = r;
            for (uint32_t k = 0; k < s->nnodes; k++) names[k] = s->node_name[k];
            cp_heat_groups_t nodes = {"node", s->nnodes, start, names};
            fputs("<div class=\"fig\" id=\"by-node\">\n", f);
            cp_heat_opts_t on = {order, &nodes, 1, 256, 512, "bytes sent, ranks grouped by node as profiled",
                                 "heat-by-node", &sc};
            cp_heatmap_svg(f, m, &on);
            fputs("<p class=\"note\">Ranks reordered: grouped by the node each ran on (red lines, names above); "
                  "the axes give each position's rank.</p>\n</div>\n", f);
            free(at);
        }
    }
    free(order), free(start), free(names);
}

/* the run in numbers: ranks, traffic, nodes, clocks, the trace */
static void summary_table(FILE *f, const cp_matrix_t *m, const cp_summary_t *s)
{
    fprintf(f, "</p>\n<table id=\"summary\">\n");
    fprintf(f, "<tr><th>ranks</th><td id=\"ranks\">%u</td></tr>\n", m->n);
    if (m->phases[0]) {
        fputs("<tr><th>phases recorded</th><td id=\"phases\">", f);
        esc(f, m->phases);
        fputs("</td></tr>\n", f);
    }
    if (m->nmissing) fprintf(f, "<tr><th>missing ranks</th><td>%u</td></tr>\n", m->nmissing);
    if (m->ended && m->nended) { /* digits and fixed words: nothing to escape */
        fprintf(f, "<tr><th>ended before MPI_Finalize (their counts stop there)</th><td id=\"ended\">");
        cp_report_ended(f, m);
        fprintf(f, "</td></tr>\n");
    }
    fprintf(f, "<tr><th>messages</th><td id=\"msgs\">%" PRIu64 "</td></tr>\n", s->msgs);
    fprintf(f, "<tr><th>bytes</th><td id=\"bytes\">%" PRIu64 "</td></tr>\n", s->bytes);
    fprintf(f, "<tr><th>directed pairs</th><td id=\"pairs\">%" PRId64 "</td></tr>\n", s->pairs);
    fprintf(f, "<tr><th>density</th><td>%.4f</td></tr>\n", s->density);
    fprintf(f, "<tr><th>max out-degree</th><td>%u</td></tr>\n", s->max_degree);
    fprintf(f, "<tr><th>imbalance sent / received (max/mean bytes)</th><td>%.3f / %.3f</td></tr>\n",
            s->sent_imbalance, s->recv_imbalance);
    if (s->has_hosts) {
        double tb = (double)(s->intra_bytes + s->inter_bytes);
        fprintf(f, "<tr><th>nodes (as profiled)</th><td>%u</td></tr>\n", s->nnodes);
        fprintf(f, "<tr><th>bytes within nodes</th><td id=\"intra\">%" PRIu64 " (%.1f%%)</td></tr>\n",
                s->intra_bytes, tb > 0 ? 100 * s->intra_bytes / tb : 0.0);
        fprintf(f, "<tr><th>bytes between nodes</th><td id=\"inter\">%" PRIu64 " (%.1f%%)</td></tr>\n",
                s->inter_bytes, tb > 0 ? 100 * s->inter_bytes / tb : 0.0);
        if (s->has_packages) { /* inside the nodes, by the cores each rank ran on */
            if (s->has_numa)
                fprintf(f, "<tr><th>bytes within one NUMA node</th><td id=\"in-numa\">%" PRIu64 " (%.1f%%)</td></tr>\n",
                        s->numa_bytes, tb > 0 ? 100 * s->numa_bytes / tb : 0.0);
            fprintf(f, "<tr><th>bytes within one package%s</th><td id=\"in-package\">%" PRIu64 " (%.1f%%)</td></tr>\n",
                    s->has_numa ? ", other NUMA nodes or not known" : "", s->package_bytes,
                    tb > 0 ? 100 * s->package_bytes / tb : 0.0);
            fprintf(f, "<tr><th>bytes between packages of a node</th><td id=\"across-packages\">%" PRIu64
                       " (%.1f%%)</td></tr>\n",
                    s->across_bytes, tb > 0 ? 100 * s->across_bytes / tb : 0.0);
            fprintf(f, "<tr><th>bytes within nodes, package not known (a rank unbound, or bound across packages)</th>"
                       "<td id=\"package-unknown\">%" PRIu64 " (%.1f%%)</td></tr>\n",
                    s->unknown_bytes, tb > 0 ? 100 * s->unknown_bytes / tb : 0.0);
        }
    }
    if (m->has_clock)
        fprintf(f, "<tr><th>clock error bound / largest drift</th><td id=\"clock\">%.3f us / %.2f ppm</td></tr>\n"
                   "<tr><th>run length (synchronized)</th><td>%.6f s</td></tr>\n",
                m->max_sync_error_ns * 1e-3, m->max_drift_ppm, m->duration_s);
    char bw[80];
    if (cp_report_link_bw(m, bw, sizeof bw))
        fprintf(f, "<tr><th>bandwidth between pairs of nodes (at MPI_Finalize)</th><td id=\"link-bw\">%s</td></tr>\n", bw);
    if (m->has_trace)
        fprintf(f, "<tr><th>trace events / message sends</th><td>%" PRIu64 " / %" PRIu64 "</td></tr>\n"
                   "<tr><th>receives completed before their send began</th><td id=\"violations\">%" PRIu64
                   " (%" PRIu64 " beyond the clocks' error bounds)%s</td></tr>\n",
                m->trace_events, m->trace_sends, m->clock_violations, m->clock_violations_beyond,
                m->clock_adjusted > 0   ? "; none with the offsets moved within their bounds"
                : m->clock_adjusted < 0 ? "; no moves of the offsets within their bounds remove them"
                                        : "");
    if (m->trace_ncut) {
        char line[1024];
        cp_trace_cut_line(m, line, sizeof line);
        fputs("<tr><th>trace cut short</th><td id=\"trace-cut\" class=\"warn\">", f);
        esc(f, line);
        fputs("</td></tr>\n", f);
    }
    char unmodeled[1024];
    if (cp_unmodeled_line(m, unmodeled, sizeof unmodeled)) {
        fputs("<tr><th>collectives not modeled</th><td id=\"unmodeled\" class=\"warn\">", f);
        esc(f, unmodeled);
        fputs("</td></tr>\n", f);
    }
    fputs("</table>\n", f);
}

/* traffic by kind: point-to-point, collectives, one-sided */
static void kinds_table(FILE *f, const cp_matrix_t *m)
{
    if (m->has_kinds) {
        static const char *const kn[3] = {"point-to-point", "collectives (their messages, modeled)",
                                          "one-sided (to the target and back)"};
        uint64_t am = m->kind_msgs[0] + m->kind_msgs[1] + m->kind_msgs[2];
        uint64_t ab = m->kind_bytes[0] + m->kind_bytes[1] + m->kind_bytes[2];
        fputs("<h2>Traffic by kind</h2>\n<table id=\"kinds\"><tr><th>kind</th><th>messages</th><th>share</th>"
              "<th>bytes</th><th>share</th></tr>\n", f);
        for (int k = 0; k < 3; k++) {
            fprintf(f, "<tr><td class=\"name\">%s</td><td>%" PRIu64 "</td><td>", kn[k], m->kind_msgs[k]);
            pct(f, m->kind_msgs[k], am);
            fprintf(f, "</td><td>%" PRIu64 "</td><td>", m->kind_bytes[k]);
            pct(f, m->kind_bytes[k], ab);
            fputs("</td></tr>\n", f);
        }
        fputs("</table>\n", f);
    }
}

/* traffic by collective and one-sided call, heaviest first */
static void calls_table(FILE *f, const cp_matrix_t *m)
{
    if (m->ncalls) {
        uint64_t all = 0;
        for (uint32_t i = 0; i < m->ncalls; i++) all += m->calls[i].bytes_sent;
        fputs("<h2>Collective and one-sided calls</h2>\n<p class=\"note\">Each call summed over the ranks, with "
              "the bytes its arguments give (sent, received); heaviest first.</p>\n<table id=\"calls\"><tr>"
              "<th>call</th><th>calls</th><th>bytes sent</th><th>share</th><th>bytes received</th>"
              "<th>messages modeled</th></tr>\n", f);
        for (uint32_t i = 0; i < m->ncalls && i < 40; i++) {
            const cp_call_sum_t *c = &m->calls[i];
            char nb[32];
            fprintf(f, "<tr><td class=\"name\">%s</td><td>%" PRIu64 "</td><td>%" PRIu64 "</td><td>",
                    cp_call_name(c->call, nb, sizeof nb), c->calls, c->bytes_sent);
            pct(f, c->bytes_sent, all);
            fprintf(f, "</td><td>%" PRIu64 "</td><td>%s</td></tr>\n", c->bytes_recv,
                    cp_call_modeled(c));
        }
        fputs("</table>\n", f);
    }
}

/* bytes sent and received per rank */
static void per_rank(FILE *f, const cp_matrix_t *m, const cp_summary_t *s)
{
    double *v = malloc((m->n ? m->n : 1) * sizeof *v);
    if (v) {
        fputs("<h2>Per rank</h2>\n<div id=\"per-rank\">\n", f);
        for (uint32_t r = 0; r < m->n; r++) v[r] = (double)s->rank[r].sent_bytes;
        bars(f, "sent", "bytes sent per rank", v, m->n, 512, NULL, "rank", "B");
        for (uint32_t r = 0; r < m->n; r++) v[r] = (double)s->rank[r].recv_bytes;
        bars(f, "recv", "bytes received per rank", v, m->n, 512, NULL, "rank", "B");
        fputs("</div>\n", f);
        free(v);
    }
}

/* bytes sent per time window: at most 512 bars, consecutive windows
 * summed, each labelled by its start */
static void timeline(FILE *f, const cp_matrix_t *m)
{
    if (m->window_ns && m->nwindows) {
        uint32_t per = (m->nwindows + 511) / 512, g = (m->nwindows + per - 1) / per;
        double *t = calloc(g, sizeof *t), w = (double)m->window_ns * 1e-9;
        char *lab = malloc((size_t)g * 32);
        const char **labels = malloc(g * sizeof *labels);
        if (t && lab && labels) {
            for (uint32_t i = 0; i < m->nwindows; i++) t[i / per] += (double)m->win_bytes[i];
            for (uint32_t i = 0; i < g; i++) {
                cp_fmt_si(i * per * w, "s", lab + 32 * (size_t)i, 32);
                labels[i] = lab + 32 * (size_t)i;
            }
            fputs("<h2>Traffic over time</h2>\n<div id=\"timeline\">\n", f);
            char title[128];
            snprintf(title, sizeof title, "bytes sent per time window of %g s (synchronized clocks)", w * per);
            bars(f, "timeline", title, t, g, 512, labels, "time since the job's start (window start)", "B");
            fputs("</div>\n", f);
        }
        free(t);
        free(lab);
        free(labels);
    }
}

/* messages per size class */
static void sizes(FILE *f, const cp_matrix_t *m)
{
    if (m->has_hist) {
        double h[CP_HIST_BINS];
        char lab[CP_HIST_BINS][32];
        const char *labels[CP_HIST_BINS];
        unsigned first = CP_HIST_BINS, last = 0;
        for (unsigned b = 0; b < CP_HIST_BINS; b++)
            if (m->hist[b]) {
                if (first == CP_HIST_BINS) first = b;
                last = b;
            }
        if (first < CP_HIST_BINS) {
            for (unsigned b = first; b <= last; b++) {
                uint64_t lo, hi;
                cp_bin_range(b, &lo, &hi);
                h[b - first] = (double)m->hist[b];
                cp_fmt_si((double)lo, "B", lab[b - first], sizeof lab[0]); /* each bin by its smallest size */
                labels[b - first] = lab[b - first];
            }
            fputs("<h2>Message sizes</h2>\n<div id=\"sizes\">\n", f);
            bars(f, "hist", "messages per size class (log2 classes)", h, last - first + 1, 512, labels,
                 "message size (from)", "");
            fputs("</div>\n", f);
        }
    }
}

/* the 20 heaviest pairs */
static void heaviest_pairs(FILE *f, const cp_matrix_t *m)
{
    cp_cell_t top[20];
    int64_t k = cp_top_pairs(m, 20, top);
    fputs("<h2>Heaviest pairs</h2>\n<table id=\"top\"><tr><th>sender</th><th>receiver</th><th>messages</th>"
          "<th>bytes</th></tr>\n", f);
    for (int64_t i = 0; i < k; i++) {
        const cp_cell_t *c = &top[i];
        fprintf(f, "<tr><td>%u</td><td>%u</td><td>%" PRIu64 "</td><td>%" PRIu64 "</td></tr>\n", c->src,
                c->dst, c->msgs, c->bytes);
    }
    fputs("</table>\n", f);
}

int cp_report_html(FILE *f, const cp_matrix_t *m, const cp_summary_t *s, const cp_heat_scale_t *scale)
{
    fputs("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>commprof report</title>\n"
          "<style>body{font-family:sans-serif;margin:2em;max-width:1100px}"
          "table{border-collapse:collapse}td,th{padding:2px 10px;text-align:right;border-bottom:1px solid #ddd}"
          "th{background:#f4f4f4}td.name{text-align:left}.fig{display:inline-block;vertical-align:top;margin:1em 1em 0 0}"
          ".warn{color:#a00;text-align:left}.note{color:#444;font-size:90%;max-width:900px}"
          "@media print{.fig{break-inside:avoid}}</style>\n"
          "</head><body>\n<h1>commprof communication report</h1>\n<p>Source: ", f);
    esc(f, m->source);
    summary_table(f, m, s);
    kinds_table(f, m);
    calls_table(f, m);
    heat_maps(f, m, s, scale);
    per_rank(f, m, s);
    timeline(f, m);
    sizes(f, m);
    heaviest_pairs(f, m);
    fputs("</body></html>\n", f);
    return ferror(f) ? -1 : 0;
}

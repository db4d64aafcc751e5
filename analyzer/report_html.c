/* One self-contained HTML page (inline SVG and CSS, no script, nothing
 * fetched): it opens anywhere, can be mailed, and renders the same offline. */
#include <inttypes.h>
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

/* Bars of values (per rank or per size bin); more than max bars are summed
 * into blocks. */
static void bars(FILE *f, const char *cls, const char *title, const double *v, uint32_t n,
                 uint32_t max, const char *const *labels)
{
    uint32_t bs = (n + max - 1) / max, g = (n + bs - 1) / bs;
    double *b = calloc(g ? g : 1, sizeof *b), hi = 0;
    if (!b) return;
    for (uint32_t i = 0; i < n; i++) b[i / bs] += v[i];
    for (uint32_t i = 0; i < g; i++)
        if (b[i] > hi) hi = b[i];
    double W = 720, H = 160, bw = W / (g ? g : 1);
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"%s\" width=\"%.0f\" height=\"%.0f\" data-bars=\"%u\" data-block=\"%u\">\n",
            cls, W + 60, H + 40, g, bs);
    fprintf(f, "<text x=\"50\" y=\"14\" font-family=\"sans-serif\" font-size=\"13\">%s%s</text>\n", title,
            bs > 1 ? " (blocks of ranks)" : "");
    fprintf(f, "<line x1=\"50\" y1=\"%.0f\" x2=\"%.0f\" y2=\"%.0f\" stroke=\"#888\"/>\n", H + 20, W + 50, H + 20);
    for (uint32_t i = 0; i < g; i++) {
        if (b[i] <= 0) continue;
        double h = hi > 0 ? b[i] / hi * H : 0;
        fprintf(f, "<rect class=\"bar\" x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" fill=\"#3b528b\"><title>",
                50 + i * bw, H + 20 - h, bw > 2 ? bw - 1 : bw, h);
        if (labels) fputs(labels[i], f);
        else fprintf(f, "rank %u", i * bs);
        fprintf(f, ": %.17g</title></rect>\n", b[i]);
    }
    fprintf(f, "<text x=\"4\" y=\"28\" font-family=\"sans-serif\" font-size=\"10\">%.3g</text>\n", hi);
    fputs("</svg>\n", f);
    free(b);
}

int cp_report_html(FILE *f, const cp_matrix_t *m, const cp_summary_t *s)
{
    fputs("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>commprof report</title>\n"
          "<style>body{font-family:sans-serif;margin:2em;max-width:1100px}"
          "table{border-collapse:collapse}td,th{padding:2px 10px;text-align:right;border-bottom:1px solid #ddd}"
          "th{background:#f4f4f4}.fig{display:inline-block;vertical-align:top;margin:1em 1em 0 0}.warn{color:#a00;text-align:left}</style>\n"
          "</head><body>\n<h1>commprof communication report</h1>\n<p>Source: ", f);
    esc(f, m->source);
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
    }
    if (m->has_clock)
        fprintf(f, "<tr><th>clock error bound / largest drift</th><td id=\"clock\">%.3f us / %.2f ppm</td></tr>\n"
                   "<tr><th>run length (synchronized)</th><td>%.6f s</td></tr>\n",
                m->max_sync_error_ns * 1e-3, m->max_drift_ppm, m->duration_s);
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
    fputs("</table>\n<h2>Who talks to whom</h2>\n<div class=\"fig\" id=\"by-rank\">\n", f);
    cp_heatmap_svg(f, m, NULL, NULL, 0, 256, 512, "bytes sent, by rank");
    fputs("</div>\n", f);
    if (s->has_hosts && s->nnodes > 1) {
        /* ranks grouped by node (stable): the profiled placement's blocks */
        uint32_t *order = malloc(m->n * sizeof *order), *start = calloc(s->nnodes + 1, sizeof *start);
        if (order && start) {
            for (uint32_t r = 0; r < m->n; r++) start[s->node_of[r] + 1]++;
            for (uint32_t k = 0; k < s->nnodes; k++) start[k + 1] += start[k];
            uint32_t *bounds = malloc(s->nnodes * sizeof *bounds);
            for (uint32_t k = 1; bounds && k < s->nnodes; k++) bounds[k - 1] = start[k];
            for (uint32_t r = 0; r < m->n; r++) order[start[s->node_of[r]]++] = r;
            fputs("<div class=\"fig\" id=\"by-node\">\n", f);
            cp_heatmap_svg(f, m, order, bounds, bounds ? s->nnodes - 1 : 0, 256, 512,
                           "bytes sent, ranks grouped by node (lines: node boundaries)");
            fputs("</div>\n", f);
            free(bounds);
        }
        free(order);
        free(start);
    }
    double *v = malloc((m->n ? m->n : 1) * sizeof *v);
    if (v) {
        fputs("<h2>Per rank</h2>\n<div id=\"per-rank\">\n", f);
        for (uint32_t r = 0; r < m->n; r++) v[r] = (double)s->rank[r].sent_bytes;
        bars(f, "sent", "bytes sent per rank", v, m->n, 512, NULL);
        for (uint32_t r = 0; r < m->n; r++) v[r] = (double)s->rank[r].recv_bytes;
        bars(f, "recv", "bytes received per rank", v, m->n, 512, NULL);
        fputs("</div>\n", f);
        free(v);
    }
    if (m->window_ns && m->nwindows) {
        /* at most 512 bars, consecutive windows summed, each labelled */
        uint32_t per = (m->nwindows + 511) / 512, g = (m->nwindows + per - 1) / per;
        double *t = calloc(g, sizeof *t), w = (double)m->window_ns * 1e-9;
        char *lab = malloc((size_t)g * 64);
        const char **labels = malloc(g * sizeof *labels);
        if (t && lab && labels) {
            for (uint32_t i = 0; i < m->nwindows; i++) t[i / per] += (double)m->win_bytes[i];
            for (uint32_t i = 0; i < g; i++) {
                uint32_t j = (i + 1) * per < m->nwindows ? (i + 1) * per : m->nwindows;
                snprintf(lab + 64 * (size_t)i, 64, "%.6f..%.6f s", i * per * w, j * w);
                labels[i] = lab + 64 * (size_t)i;
            }
            fputs("<h2>Traffic over time</h2>\n<div id=\"timeline\">\n", f);
            bars(f, "timeline", "bytes sent per time window (synchronized clocks)", t, g, 512, labels);
            fputs("</div>\n", f);
        }
        free(t);
        free(lab);
        free(labels);
    }
    if (m->has_hist) {
        double h[CP_HIST_BINS];
        char lab[CP_HIST_BINS][48];
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
                snprintf(lab[b - first], sizeof lab[0], "%" PRIu64 "..%" PRIu64 " bytes", lo, hi - 1);
                labels[b - first] = lab[b - first];
            }
            fputs("<h2>Message sizes</h2>\n<div id=\"sizes\">\n", f);
            bars(f, "hist", "messages per size class (log2 bins)", h, last - first + 1, 512, labels);
            fputs("</div>\n", f);
        }
    }
    cp_cell_t top[20];
    int64_t k = cp_top_pairs(m, 20, top);
    fputs("<h2>Heaviest pairs</h2>\n<table id=\"top\"><tr><th>sender</th><th>receiver</th><th>messages</th>"
          "<th>bytes</th></tr>\n", f);
    for (int64_t i = 0; i < k; i++) {
        const cp_cell_t *c = &top[i];
        fprintf(f, "<tr><td>%u</td><td>%u</td><td>%" PRIu64 "</td><td>%" PRIu64 "</td></tr>\n", c->src,
                c->dst, c->msgs, c->bytes);
    }
    fputs("</table>\n</body></html>\n", f);
    return ferror(f) ? -1 : 0;
}

/* The communication matrix as an SVG heat map that reads in print: rank
 * numbers on both axes, the groups of the machine (nodes, and switches or
 * clusters above them) drawn as boundaries and named, and the colour scale
 * as a bar of whole decades with its numbers.  heatmap_grid.c says what
 * each cell holds. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "report.h"

static void colour(double t, char *out)
{
    unsigned char c[3];
    cp_heatmap_colour(t, c);
    sprintf(out, "#%02x%02x%02x", c[0], c[1], c[2]);
}

/* Display positions of the tick labels: every cell where they fit, else
 * a nice step of ranks (with the ranks in their own order). */
static uint32_t tick_step(uint32_t n, double cell, int ordered)
{
    if (cell >= 11) return 1;
    if (!ordered) return 0; /* a permutation: the group names say where ranks are */
    double s = cp_nice_step(n, 12);
    return s < 1 ? 1 : (uint32_t)s;
}

int cp_heatmap_svg(FILE *f, const cp_matrix_t *m, const cp_heat_opts_t *o)
{
    cp_heatmap_grid_t gr;
    if (cp_heatmap_grid(m, o->order, o->max_cells, &gr)) return -1;
    if (o->scale && o->scale->hi > 0) gr.scale = *o->scale;
    uint32_t bs = gr.block, g = gr.side;
    uint64_t *cell = gr.cell;
    double P = o->pixels, cs = P / g;
    /* margins: left for sender ticks and title, top for the title and the
     * groups' names, bottom for receiver ticks, right for the colour bar */
    int named = o->ngroups > 0 && o->groups[0].n <= 64;
    double L = 64, T = named ? 64 : 40, B = 40, R = 110;
    double W = L + P + R, H = T + P + B;
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"heatmap\"%s%s%s width=\"%.0f\" height=\"%.0f\" "
               "viewBox=\"0 0 %.0f %.0f\" data-ranks=\"%u\" data-block=\"%u\" data-max=\"%llu\" data-min=\"%llu\" "
               "data-scale-lo=\"%g\" data-scale-hi=\"%g\">\n",
            o->id ? " id=\"" : "", o->id ? o->id : "", o->id ? "\"" : "", W, H, W, H, m->n, bs,
            (unsigned long long)gr.hi, (unsigned long long)(gr.hi ? gr.lo : 0), gr.scale.lo, gr.scale.hi);
    cp_svg_text(f, L, 16, "start", 13, "title", o->title);
    fprintf(f, "<rect x=\"%.0f\" y=\"%.0f\" width=\"%.0f\" height=\"%.0f\" fill=\"#ffffff\" stroke=\"#888\"/>\n", L, T, P, P);
    char col[8], lab[64];
    for (uint32_t r = 0; r < g; r++)
        for (uint32_t c = 0; c < g; c++) {
            uint64_t v = cell[(size_t)r * g + c];
            if (!v) continue;
            colour(cp_heatmap_level(&gr, v), col);
            fprintf(f, "<rect class=\"c\" x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" fill=\"%s\"", L + c * cs,
                    T + r * cs, cs, cs, col);
            if (g <= 64) {
                uint32_t a = r * bs, b = c * bs;
                if (o->order && bs == 1) a = o->order[a], b = o->order[b];
                fprintf(f, "><title>%u&#8594;%u: %llu bytes</title></rect>\n", a, b, (unsigned long long)v);
            } else {
                fputs("/>\n", f);
            }
        }
    /* rank numbers: the rank at each labelled display position */
    uint32_t step = tick_step(m->n, cs * bs > 0 ? cs : 0, o->order == NULL);
    if (bs > 1 && step) step = step < bs ? bs : step - step % bs;
    double fs = cs >= 11 ? (cs < 16 ? cs * 0.7 : 11) : 10;
    for (uint32_t p = 0; step && p < m->n; p += step) {
        uint32_t rank = o->order ? o->order[p] : p;
        double mid = (p / bs + (bs > 1 ? 0 : 0.5)) * cs;
        snprintf(lab, sizeof lab, "%u", rank);
        cp_svg_text(f, L + mid, T + P + 12, "middle", fs, "xtick", lab);
        cp_svg_text(f, L - 4, T + mid + fs * 0.35, "end", fs, "ytick", lab);
    }
    cp_svg_text(f, L + P / 2, T + P + 30, "middle", 11, "xlabel",
                o->order ? "receiver rank (in the order above)" : "receiver rank");
    fprintf(f, "<text class=\"ylabel\" transform=\"translate(14,%.0f) rotate(-90)\" text-anchor=\"middle\" "
               "font-family=\"sans-serif\" font-size=\"11\">sender rank</text>\n", T + P / 2);
    /* the machine's groups: outer levels drawn thicker; the innermost named */
    for (uint32_t k = o->ngroups; k-- > 0;) {
        const cp_heat_groups_t *gp = &o->groups[k];
        double wline = k == 0 ? 1 : 2.5;
        const char *stroke = k == 0 ? "#d62728" : "#000000";
        for (uint32_t i = 1; i < gp->n; i++) {
            double x = (double)gp->start[i] / bs * cs;
            fprintf(f, "<line class=\"%s\" x1=\"%.2f\" y1=\"%.0f\" x2=\"%.2f\" y2=\"%.0f\" stroke=\"%s\" stroke-width=\"%.1f\"/>\n",
                    gp->level, L + x, T, L + x, T + P, stroke, wline);
            fprintf(f, "<line class=\"%s\" x1=\"%.0f\" y1=\"%.2f\" x2=\"%.0f\" y2=\"%.2f\" stroke=\"%s\" stroke-width=\"%.1f\"/>\n",
                    gp->level, L, T + x, L + P, T + x, stroke, wline);
        }
    }
    if (named) { /* the innermost groups' names above their columns */
        const cp_heat_groups_t *gp = &o->groups[0];
        for (uint32_t i = 0; i < gp->n; i++) {
            double a = (double)gp->start[i] / bs * cs, b = (double)gp->start[i + 1] / bs * cs, x = L + (a + b) / 2;
            fprintf(f, "<text class=\"group\" transform=\"translate(%.1f,%.1f) rotate(-35)\" font-family=\"sans-serif\" "
                       "font-size=\"10\">", x, T - 4);
            for (const char *s = gp->name[i]; *s; s++)
                if (*s == '<') fputs("&lt;", f);
                else if (*s == '&') fputs("&amp;", f);
                else fputc(*s, f);
            fputs("</text>\n", f);
        }
    }
    /* the colour bar: whole decades, each labelled */
    double lx = L + P + 22, lo = gr.scale.lo, hi = gr.scale.hi;
    int dec = (int)lround(log10(hi) - log10(lo));
    for (int i = 0; i < 60; i++) {
        colour(1 - i / 59.0, col);
        fprintf(f, "<rect x=\"%.0f\" y=\"%.2f\" width=\"14\" height=\"%.2f\" fill=\"%s\"/>\n", lx, T + i * P / 60,
                P / 60 + 0.5, col);
    }
    for (int d = 0; d <= dec; d++) {
        double y = T + P - d * P / (dec > 0 ? dec : 1);
        fprintf(f, "<line x1=\"%.0f\" y1=\"%.1f\" x2=\"%.0f\" y2=\"%.1f\" stroke=\"#333\"/>\n", lx + 14, y, lx + 18, y);
        cp_fmt_si(lo * pow(10, d), "B", lab, sizeof lab);
        cp_svg_text(f, lx + 21, y + 3, "start", 10, "scale", lab);
    }
    fprintf(f, "<text class=\"scale-title\" transform=\"translate(%.0f,%.0f) rotate(-90)\" text-anchor=\"middle\" "
               "font-family=\"sans-serif\" font-size=\"10\">bytes per cell%s (log)</text>\n",
            lx + 82, T + P / 2, bs > 1 ? " of ranks" : "");
    if (bs > 1) {
        snprintf(lab, sizeof lab, "cells of %u x %u ranks", bs, bs);
        cp_svg_text(f, L + P, 16, "end", 10, "block", lab);
    }
    fputs("</svg>\n", f);
    free(cell);
    return ferror(f) ? -1 : 0;
}

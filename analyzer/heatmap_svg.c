/* The communication matrix as an SVG heat map (heatmap_grid.c says what is
 * shown): with labels, a legend, node boundaries and a tooltip per cell. */
#include <stdio.h>
#include <stdlib.h>

#include "report.h"

static void colour(double t, char *out)
{
    unsigned char c[3];
    cp_heatmap_colour(t, c);
    sprintf(out, "#%02x%02x%02x", c[0], c[1], c[2]);
}

int cp_heatmap_svg(FILE *f, const cp_matrix_t *m, const uint32_t *order, const uint32_t *bounds,
                   uint32_t nbounds, uint32_t max_cells, int pixels, const char *title)
{
    cp_heatmap_grid_t gr;
    if (cp_heatmap_grid(m, order, max_cells, &gr)) return -1;
    uint32_t bs = gr.block, g = gr.side;
    uint64_t *cell = gr.cell, lo = gr.lo, hi = gr.hi;
    double L = 60, cs = (double)pixels / g, W = L + pixels + 90, H = L + pixels + 20;
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"heatmap\" width=\"%.0f\" height=\"%.0f\" "
               "viewBox=\"0 0 %.0f %.0f\" data-ranks=\"%u\" data-block=\"%u\" data-max=\"%llu\" data-min=\"%llu\">\n",
            W, H, W, H, m->n, bs, (unsigned long long)hi, (unsigned long long)(hi ? lo : 0));
    fprintf(f, "<text x=\"%.0f\" y=\"16\" font-family=\"sans-serif\" font-size=\"13\">%s</text>\n", L, title);
    fprintf(f, "<text x=\"%.0f\" y=\"34\" font-family=\"sans-serif\" font-size=\"11\">receiver rank &#8594;%s</text>\n",
            L, bs > 1 ? " (blocks)" : "");
    fprintf(f, "<text transform=\"translate(20,%.0f) rotate(-90)\" font-family=\"sans-serif\" "
               "font-size=\"11\">&#8592; sender rank</text>\n", L + pixels / 2.0 + 40);
    fprintf(f, "<rect x=\"%.0f\" y=\"%.0f\" width=\"%d\" height=\"%d\" fill=\"#ffffff\" stroke=\"#888\"/>\n",
            L, L, pixels, pixels);
    char col[8];
    for (uint32_t r = 0; r < g; r++)
        for (uint32_t c = 0; c < g; c++) {
            uint64_t v = cell[(size_t)r * g + c];
            if (!v) continue;
            colour(cp_heatmap_level(&gr, v), col);
            fprintf(f, "<rect class=\"c\" x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" fill=\"%s\"",
                    L + c * cs, L + r * cs, cs, cs, col);
            if (g <= 64)
                fprintf(f, "><title>%u&#8594;%u: %llu bytes</title></rect>\n", r * bs, c * bs,
                        (unsigned long long)v);
            else
                fputs("/>\n", f);
        }
    for (uint32_t i = 0; i < nbounds; i++) {
        double x = L + (double)bounds[i] / bs * cs;
        fprintf(f, "<line class=\"node\" x1=\"%.2f\" y1=\"%.0f\" x2=\"%.2f\" y2=\"%.0f\" stroke=\"#d62728\" stroke-width=\"1\"/>\n",
                x, L, x, L + pixels);
        fprintf(f, "<line class=\"node\" x1=\"%.0f\" y1=\"%.2f\" x2=\"%.0f\" y2=\"%.2f\" stroke=\"#d62728\" stroke-width=\"1\"/>\n",
                L, x, L + pixels, x);
    }
    /* legend: log scale from the smallest to the largest cell */
    double lx = L + pixels + 20;
    for (int i = 0; i < 50; i++) {
        colour(1 - i / 49.0, col);
        fprintf(f, "<rect x=\"%.0f\" y=\"%.1f\" width=\"14\" height=\"%.1f\" fill=\"%s\"/>\n", lx,
                L + i * pixels / 50.0, pixels / 50.0 + 0.5, col);
    }
    fprintf(f, "<text x=\"%.0f\" y=\"%.0f\" font-family=\"sans-serif\" font-size=\"10\">%.3g B</text>\n",
            lx + 18, L + 8, (double)hi);
    fprintf(f, "<text x=\"%.0f\" y=\"%.0f\" font-family=\"sans-serif\" font-size=\"10\">%.3g B</text>\n",
            lx + 18, L + pixels, (double)(hi ? lo : 0));
    fputs("</svg>\n", f);
    free(cell);
    return ferror(f) ? -1 : 0;
}

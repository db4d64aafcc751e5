/* The communication matrix as an SVG heat map: bytes per cell on a log
 * colour scale; beyond max_cells ranks per side, cells are blocks of ranks
 * (sums), so a 10^6-rank job still draws a readable picture. */
#include <math.h>
#include <stdlib.h>

#include "report.h"

/* Perceptually ordered stops (viridis), interpolated linearly. */
static void colour(double t, char *out)
{
    static const double st[5][3] = {
        {68, 1, 84}, {59, 82, 139}, {33, 145, 140}, {94, 201, 98}, {253, 231, 37}};
    if (t < 0) t = 0;
    if (t > 1) t = 1;
    double x = t * 4;
    int i = x >= 4 ? 3 : (int)x;
    double u = x - i;
    int c[3];
    for (int k = 0; k < 3; k++) c[k] = (int)lround(st[i][k] + u * (st[i + 1][k] - st[i][k]));
    sprintf(out, "#%02x%02x%02x", c[0], c[1], c[2]);
}

int cp_heatmap_svg(FILE *f, const cp_matrix_t *m, const uint32_t *order, const uint32_t *bounds,
                   uint32_t nbounds, uint32_t max_cells, int pixels, const char *title)
{
    uint32_t n = m->n ? m->n : 1;
    uint32_t bs = (n + max_cells - 1) / max_cells; /* ranks per block */
    uint32_t g = (n + bs - 1) / bs;
    uint32_t *pos = malloc(n * sizeof *pos);
    uint64_t *cell = calloc((size_t)g * g, sizeof *cell);
    if (!pos || !cell) {
        free(pos);
        free(cell);
        return -1;
    }
    for (uint32_t i = 0; i < n; i++) pos[order ? order[i] : i] = i;
    for (int64_t i = 0; i < m->nnz; i++) {
        const cp_cell_t *c = &m->cell[i];
        cell[(size_t)(pos[c->src] / bs) * g + pos[c->dst] / bs] += c->bytes;
    }
    uint64_t lo = UINT64_MAX, hi = 0;
    for (size_t i = 0; i < (size_t)g * g; i++)
        if (cell[i]) {
            if (cell[i] < lo) lo = cell[i];
            if (cell[i] > hi) hi = cell[i];
        }
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
    double span = hi > lo ? log((double)hi) - log((double)lo) : 1;
    char col[8];
    for (uint32_t r = 0; r < g; r++)
        for (uint32_t c = 0; c < g; c++) {
            uint64_t v = cell[(size_t)r * g + c];
            if (!v) continue;
            colour(hi > lo ? (log((double)v) - log((double)lo)) / span : 1, col);
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
    free(pos);
    free(cell);
    return ferror(f) ? -1 : 0;
}

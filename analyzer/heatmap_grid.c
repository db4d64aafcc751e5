/* What a heat map shows, whatever draws it (heatmap_svg.c, heatmap_png.c):
 * bytes per cell, ranks summed into blocks beyond max_cells per side, and
 * the log colour scale: the whole decades around the cells. */
#include <math.h>
#include <stdlib.h>

#include "report.h"

int cp_heatmap_grid(const cp_matrix_t *m, const uint32_t *order, uint32_t max_cells, cp_heatmap_grid_t *g)
{
    uint32_t n = m->n ? m->n : 1;
    g->block = (n + max_cells - 1) / max_cells;
    g->side = (n + g->block - 1) / g->block;
    uint32_t *pos = malloc(n * sizeof *pos);
    g->cell = calloc((size_t)g->side * g->side, sizeof *g->cell);
    if (!pos || !g->cell) {
        free(pos);
        free(g->cell);
        g->cell = NULL;
        return -1;
    }
    for (uint32_t i = 0; i < n; i++) pos[order ? order[i] : i] = i;
    for (uint32_t r = 0; r < m->n; r++) {
        uint64_t *line = g->cell + (size_t)(pos[r] / g->block) * g->side;
        for (int64_t k = m->rowptr[r]; k < m->rowptr[r + 1]; k++) line[pos[m->dst[k]] / g->block] += m->bytes[k];
    }
    free(pos);
    g->lo = UINT64_MAX;
    g->hi = 0;
    for (size_t i = 0; i < (size_t)g->side * g->side; i++)
        if (g->cell[i]) {
            if (g->cell[i] < g->lo) g->lo = g->cell[i];
            if (g->cell[i] > g->hi) g->hi = g->cell[i];
        }
    if (!g->hi) g->lo = 0;
    /* whole decades around the cells: 10^floor(log10 lo) to 10^ceil(log10 hi) */
    double dlo = g->hi ? floor(log10((double)g->lo)) : 0, dhi = g->hi ? ceil(log10((double)g->hi)) : 1;
    if (dhi <= dlo) dhi = dlo + 1;
    g->scale = (cp_heat_scale_t){pow(10, dlo), pow(10, dhi)};
    return 0;
}

double cp_heatmap_level(const cp_heatmap_grid_t *g, uint64_t v)
{
    double lo = log10(g->scale.lo), hi = log10(g->scale.hi);
    if (!(hi > lo)) return 1;
    double t = (log10((double)v) - lo) / (hi - lo);
    return t < 0 ? 0 : t > 1 ? 1 : t;
}

/* Perceptually ordered stops (viridis), interpolated linearly. */
void cp_heatmap_colour(double t, unsigned char rgb[3])
{
    static const double st[5][3] = {
        {68, 1, 84}, {59, 82, 139}, {33, 145, 140}, {94, 201, 98}, {253, 231, 37}};
    if (!(t > 0)) t = 0;
    if (t > 1) t = 1;
    double x = t * 4;
    int i = x >= 4 ? 3 : (int)x;
    double u = x - i;
    for (int k = 0; k < 3; k++) rgb[k] = (unsigned char)lround(st[i][k] + u * (st[i + 1][k] - st[i][k]));
}

/* The heat map as a PNG (heatmap_grid.c says what is shown), encoded here
 * with zlib's deflate and crc32: PNG needs nothing more, and a picture the
 * user can open anywhere is worth not depending on an imaging library.
 * Its words and numbers (title, rank numbers on the axes, the colour bar's
 * decades) are drawn in a 5 x 7 bitmap font (font5x7.c), twice its size;
 * they also go into tEXt chunks, which viewers show as the properties. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "report.h"

static void be32(unsigned char *p, uint32_t v)
{
    p[0] = (unsigned char)(v >> 24), p[1] = (unsigned char)(v >> 16), p[2] = (unsigned char)(v >> 8),
    p[3] = (unsigned char)v;
}

static int chunk(FILE *f, const char *type, const unsigned char *data, uint32_t len)
{
    unsigned char h[8];
    be32(h, len);
    memcpy(h + 4, type, 4);
    uLong crc = crc32(0, h + 4, 4);
    if (len) crc = crc32(crc, data, len);
    unsigned char c[4];
    be32(c, (uint32_t)crc);
    return fwrite(h, 1, 8, f) == 8 && (!len || fwrite(data, 1, len, f) == len) && fwrite(c, 1, 4, f) == 4 ? 0 : -1;
}

static int text(FILE *f, const char *key, const char *value)
{
    size_t k = strlen(key), v = strlen(value);
    unsigned char *b = malloc(k + 1 + v);
    if (!b) return -1;
    memcpy(b, key, k + 1); /* keyword, NUL, text */
    memcpy(b + k + 1, value, v);
    int rc = chunk(f, "tEXt", b, (uint32_t)(k + 1 + v));
    free(b);
    return rc;
}

enum { MARGIN = 8, GAP = 12, BAR = 16, Z = 2 /* font scale */, CH = 7 * Z, CW = 6 * Z };

typedef struct img {
    unsigned char *raw;
    size_t stride;
    uint32_t w, h;
} img_t;

static unsigned char *px(const img_t *im, uint32_t x, uint32_t y)
{
    return x < im->w && y < im->h ? im->raw + (size_t)y * im->stride + 1 + (size_t)x * 3 : NULL;
}

/* text in dark grey from (x, y), its top left; -1 anchors: x is its end */
static void draw(const img_t *im, int x, int y, const char *s, int right)
{
    if (right) x -= (int)strlen(s) * CW - Z;
    for (; *s; s++, x += CW) {
        const char *const *g = cp_font5x7(*s);
        for (int r = 0; g && r < 7; r++)
            for (int c = 0; c < 5; c++)
                if (g[r][c] == '#')
                    for (int dy = 0; dy < Z; dy++)
                        for (int dx = 0; dx < Z; dx++) {
                            unsigned char *p = x + c * Z + dx >= 0 && y + r * Z + dy >= 0
                                                   ? px(im, (uint32_t)(x + c * Z + dx), (uint32_t)(y + r * Z + dy))
                                                   : NULL;
                            if (p) memset(p, 0x30, 3);
                        }
    }
}

int cp_heatmap_png(FILE *f, const cp_matrix_t *m, uint32_t max_cells, int pixels, const cp_heat_scale_t *scale)
{
    cp_heatmap_grid_t g;
    if (cp_heatmap_grid(m, NULL, max_cells, &g)) return -1;
    if (scale && scale->hi > 0) g.scale = *scale;
    uint32_t cp = (uint32_t)pixels / g.side ? (uint32_t)pixels / g.side : 1; /* pixels per cell side */
    uint32_t S = cp * g.side;                                            /* the matrix, inside a 1-pixel frame */
    char lab[64];
    snprintf(lab, sizeof lab, "%u", m->n ? m->n - 1 : 0);
    uint32_t LW = (uint32_t)strlen(lab) * CW + 6;           /* row labels */
    uint32_t X0 = MARGIN + LW, Y0 = MARGIN + 2 * CH + 8;    /* the frame's corner */
    static const char title[] = "bytes sent: rows = sender rank, columns = receiver rank";
    uint32_t W = X0 + 1 + S + 1 + GAP + BAR + 4 + 7 * CW + MARGIN, H = Y0 + 1 + S + 1 + CH + 6 + CH + MARGIN;
    if (W < 2 * MARGIN + (uint32_t)cp_font5x7_width(title) * Z) W = 2 * MARGIN + (uint32_t)cp_font5x7_width(title) * Z;
    size_t stride = 1 + (size_t)W * 3, raw_len = stride * H;
    unsigned char *raw = malloc(raw_len);
    uLongf zlen = compressBound((uLong)raw_len);
    unsigned char *z = malloc(zlen);
    int rc = -1;
    if (!raw || !z) goto out;
    img_t im = {raw, stride, W, H};
    memset(raw, 255, raw_len);
    for (uint32_t y = 0; y < H; y++) raw[y * stride] = 0; /* filter: none */
#define PX(x, y) (raw + (size_t)(y) * stride + 1 + (size_t)(x) * 3)
    draw(&im, MARGIN, MARGIN, title, 0);
    if (g.block > 1) {
        snprintf(lab, sizeof lab, "(cells of %u x %u ranks)", g.block, g.block);
        draw(&im, MARGIN, MARGIN + CH + 4, lab, 0);
    }
    /* frame */
    for (uint32_t i = 0; i < S + 2; i++) {
        memset(PX(X0 + i, Y0), 0x88, 3);
        memset(PX(X0 + i, Y0 + S + 1), 0x88, 3);
        memset(PX(X0, Y0 + i), 0x88, 3);
        memset(PX(X0 + S + 1, Y0 + i), 0x88, 3);
    }
    for (uint32_t r = 0; r < g.side; r++)
        for (uint32_t c = 0; c < g.side; c++) {
            uint64_t v = g.cell[(size_t)r * g.side + c];
            if (!v) continue;
            unsigned char rgb[3];
            cp_heatmap_colour(cp_heatmap_level(&g, v), rgb);
            for (uint32_t y = 0; y < cp; y++)
                for (uint32_t x = 0; x < cp; x++) memcpy(PX(X0 + 1 + c * cp + x, Y0 + 1 + r * cp + y), rgb, 3);
        }
    /* rank numbers where they fit: every cell, or a nice step of ranks */
    uint32_t width = (uint32_t)strlen(lab) * CW;
    double st = cp_nice_step(m->n, (int)(S / (width + 2 * CW) ? S / (width + 2 * CW) : 1));
    uint32_t step = st < g.block ? g.block : (uint32_t)st - (uint32_t)st % g.block;
    if (cp >= CH + 2 && g.block == 1) step = 1;
    for (uint32_t r = 0; step && r < m->n; r += step) {
        uint32_t mid = 1 + (r / g.block) * cp + (g.block == 1 ? cp / 2 : 0);
        snprintf(lab, sizeof lab, "%u", r);
        draw(&im, (int)X0 - 4, (int)(Y0 + mid) - CH / 2, lab, 1);
        if (step > 1 || cp >= (uint32_t)strlen(lab) * CW + 2)
            draw(&im, (int)(X0 + mid) - (int)strlen(lab) * CW / 2, (int)(Y0 + S + 4), lab, 0);
    }
    /* the scale: whole decades, each numbered */
    uint32_t bx = X0 + S + 2 + GAP;
    for (uint32_t y = 0; y < S; y++) {
        unsigned char rgb[3];
        cp_heatmap_colour(S > 1 ? 1 - (double)y / (S - 1) : 1, rgb);
        for (uint32_t x = 0; x < BAR; x++) memcpy(PX(bx + x, Y0 + 1 + y), rgb, 3);
    }
    int dec = (int)lround(log10(g.scale.hi) - log10(g.scale.lo));
    for (int d = 0; d <= dec; d++) {
        uint32_t y = Y0 + 1 + (uint32_t)((S - 1) - (double)d * (S - 1) / (dec > 0 ? dec : 1));
        for (uint32_t x = bx + BAR; x < bx + BAR + 3; x++) memset(PX(x, y), 0x30, 3);
        cp_fmt_si(g.scale.lo * pow(10, d), "B", lab, sizeof lab);
        draw(&im, (int)(bx + BAR + 5), (int)y - CH / 2, lab, 0);
    }
    draw(&im, (int)X0, (int)(Y0 + S + 6 + CH + 4), "white: none; colours: log scale of decades", 0);
#undef PX
    if (compress2(z, &zlen, raw, (uLong)raw_len, 6) != Z_OK) goto out;
    static const unsigned char sig[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    unsigned char ihdr[13];
    be32(ihdr, W);
    be32(ihdr + 4, H);
    ihdr[8] = 8;  /* bits per sample */
    ihdr[9] = 2;  /* RGB */
    ihdr[10] = ihdr[11] = ihdr[12] = 0;
    char desc[512];
    snprintf(desc, sizeof desc,
             "bytes sent, rows = sender ranks, columns = receiver ranks; %u ranks, %u per cell side; "
             "log colour scale of whole decades (viridis, bar on the right) from %g B (bottom) to %g B (top); cells from "
             "%llu B to %llu B; white = none",
             m->n, g.block, g.scale.lo, g.scale.hi, (unsigned long long)g.lo, (unsigned long long)g.hi);
    rc = fwrite(sig, 1, 8, f) == 8 && chunk(f, "IHDR", ihdr, 13) == 0 &&
                 text(f, "Title", "commprof communication matrix") == 0 && text(f, "Description", desc) == 0 &&
                 text(f, "Source", m->source) == 0 && chunk(f, "IDAT", z, (uint32_t)zlen) == 0 &&
                 chunk(f, "IEND", NULL, 0) == 0 && !ferror(f)
             ? 0
             : -1;
out:
    free(raw);
    free(z);
    free(g.cell);
    return rc;
}

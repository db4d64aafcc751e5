/* The heat map as a PNG (heatmap_grid.c says what is shown), encoded here
 * with zlib's deflate and crc32: PNG needs nothing more, and a picture the
 * user can open anywhere is worth not depending on an imaging library.
 * No text is drawn (no font rendering); the numbers a reader needs go into
 * tEXt chunks, which image viewers show as the file's properties. */
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

enum { MARGIN = 8, GAP = 12, BAR = 16 };

int cp_heatmap_png(FILE *f, const cp_matrix_t *m, uint32_t max_cells, int pixels)
{
    cp_heatmap_grid_t g;
    if (cp_heatmap_grid(m, NULL, max_cells, &g)) return -1;
    uint32_t cp = (uint32_t)pixels / g.side ? (uint32_t)pixels / g.side : 1; /* pixels per cell side */
    uint32_t S = cp * g.side;                                            /* the matrix, inside a 1-pixel frame */
    uint32_t W = MARGIN + 1 + S + 1 + GAP + BAR + MARGIN, H = MARGIN + 1 + S + 1 + MARGIN;
    size_t stride = 1 + (size_t)W * 3, raw_len = stride * H;
    unsigned char *raw = malloc(raw_len);
    uLongf zlen = compressBound((uLong)raw_len);
    unsigned char *z = malloc(zlen);
    int rc = -1;
    if (!raw || !z) goto out;
    memset(raw, 255, raw_len);
    for (uint32_t y = 0; y < H; y++) raw[y * stride] = 0; /* filter: none */
#define PX(x, y) (raw + (size_t)(y) * stride + 1 + (size_t)(x) * 3)
    /* frame */
    for (uint32_t i = 0; i < S + 2; i++) {
        memset(PX(MARGIN + i, MARGIN), 0x88, 3);
        memset(PX(MARGIN + i, MARGIN + S + 1), 0x88, 3);
        memset(PX(MARGIN, MARGIN + i), 0x88, 3);
        memset(PX(MARGIN + S + 1, MARGIN + i), 0x88, 3);
    }
    for (uint32_t r = 0; r < g.side; r++)
        for (uint32_t c = 0; c < g.side; c++) {
            uint64_t v = g.cell[(size_t)r * g.side + c];
            if (!v) continue;
            unsigned char rgb[3];
            cp_heatmap_colour(cp_heatmap_level(&g, v), rgb);
            for (uint32_t y = 0; y < cp; y++)
                for (uint32_t x = 0; x < cp; x++) memcpy(PX(MARGIN + 1 + c * cp + x, MARGIN + 1 + r * cp + y), rgb, 3);
        }
    /* the scale: the largest cell's colour at the top, the smallest's at the bottom */
    for (uint32_t y = 0; y < S; y++) {
        unsigned char rgb[3];
        cp_heatmap_colour(S > 1 ? 1 - (double)y / (S - 1) : 1, rgb);
        for (uint32_t x = 0; x < BAR; x++) memcpy(PX(MARGIN + S + 2 + GAP + x, MARGIN + 1 + y), rgb, 3);
    }
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
             "log colour scale (viridis, bar on the right) from %llu B (bottom) to %llu B (top); white = none",
             m->n, g.block, (unsigned long long)g.lo, (unsigned long long)g.hi);
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

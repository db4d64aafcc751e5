/* Tiling for two-dimensional Cartesian codes (Gropp's node-aware Cartesian
 * mapping, generalized to every level of the tree).  When most of the
 * traffic runs between ranks r and r + 1 in a row and r and r + C across
 * rows (a grid of R x C ranks, row-major, as MPI_Cart_create numbers them),
 * each subtree of the machine gets a rectangle of the grid, and the
 * rectangles are found exactly, level by level: a subtree's rectangle is cut
 * into bands (rows or columns) and each band into equal rectangles, one per
 * child; a dynamic program over the band widths finds the cut of least
 * cost, children's costs included.  On CloverLeaf's 36 x 32 grid on
 * 16:2:36 the partitioners stopped at 3.761e9 (METIS, Scotch, bottom-up,
 * and no swap, FM or bisection refinement improved on it); bands of 4, 8,
 * 8, 8 and 8 rows of 8 x 4 node tiles, each split into two 4 x 4 sockets,
 * cost 3.692e9, below TreeMatch's 3.716e9.  Only the grid's arcs are
 * weighed here; the portfolio compares members on the whole graph. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "map.h"

/* A rectangle placed into one tnode of depth d: its least cost. */
typedef struct memo_slot {
    uint64_t key; /* 0 = empty */
    double cost;
} memo_slot_t;

typedef struct grid {
    const cp_graph_t *g;
    const cp_machine_t *m;
    int R, C, D;
    int64_t *right, *down; /* per rank: its arc to the next rank of its row / of its column, or -1 */
    int size[15];          /* cores below a tnode of depth t */
    memo_slot_t *memo;
    size_t nmemo, cap;
    int failed;
} grid_t;

static uint64_t key_of(int d, int r0, int c0, int h, int w)
{
    return ((uint64_t)(d + 1) << 60) | ((uint64_t)r0 << 45) | ((uint64_t)c0 << 30) | ((uint64_t)h << 15) |
           (uint64_t)w;
}

static memo_slot_t *memo_find(grid_t *G, uint64_t key)
{
    if (2 * (G->nmemo + 1) > G->cap) {
        size_t nc = G->cap ? 2 * G->cap : 1024;
        memo_slot_t *t = calloc(nc, sizeof *t);
        if (!t) {
            G->failed = 1;
            return NULL;
        }
        for (size_t i = 0; i < G->cap; i++)
            if (G->memo[i].key) {
                size_t h = (size_t)(G->memo[i].key * 0x9E3779B97F4A7C15ull >> 20) & (nc - 1);
                while (t[h].key) h = (h + 1) & (nc - 1);
                t[h] = G->memo[i];
            }
        free(G->memo);
        G->memo = t;
        G->cap = nc;
    }
    size_t h = (size_t)(key * 0x9E3779B97F4A7C15ull >> 20) & (G->cap - 1);
    while (G->memo[h].key && G->memo[h].key != key) h = (h + 1) & (G->cap - 1);
    return &G->memo[h];
}

static double arc_cost(const grid_t *G, int64_t e, int d) { return e < 0 ? 0 : cp_arc_cost_at(G->g, G->m, e, d); }

/* What the arcs across the line above row r (columns c0 .. c0+w-1), or left
 * of column c (rows r0 .. r0+h-1), cost between two children of depth d. */
static double cut_rows(const grid_t *G, int r, int c0, int w, int d)
{
    double s = 0;
    for (int c = c0; c < c0 + w; c++) s += arc_cost(G, G->down[(int64_t)(r - 1) * G->C + c], d);
    return s;
}
static double cut_cols(const grid_t *G, int c, int r0, int h, int d)
{
    double s = 0;
    for (int r = r0; r < r0 + h; r++) s += arc_cost(G, G->right[(int64_t)r * G->C + c - 1], d);
    return s;
}

static double best(grid_t *G, int d, int r0, int c0, int h, int w);

/* The least cost of rectangle (r0, c0, h, w) in a tnode of depth d < D - 1
 * cut into bands of rows (cols = 0) or of columns (cols = 1); the band
 * sizes chosen go to *bands (room for h or w entries), their count to *nb.
 * HUGE_VAL where no cut fits. */
static double bands_dp(grid_t *G, int d, int r0, int c0, int h, int w, int cols, int *bands, int *nb)
{
    int s = G->size[d + 1], len = cols ? w : h, across = cols ? h : w;
    double *F = malloc(((size_t)len + 1) * sizeof *F);
    int *from = malloc(((size_t)len + 1) * sizeof *from);
    if (!F || !from) {
        free(F), free(from);
        G->failed = 1;
        return HUGE_VAL;
    }
    F[0] = 0;
    for (int a = 1; a <= len; a++) {
        F[a] = HUGE_VAL, from[a] = 0;
        for (int b = 1; b <= a && b <= s; b++) {
            /* a band b deep, cut across into pieces of s cells: b x s/b */
            if (s % b || across % (s / b) || F[a - b] == HUGE_VAL) continue;
            int pw = s / b, at = a - b;
            double c = F[at];
            if (at > 0) c += cols ? cut_cols(G, c0 + at, r0, h, d) : cut_rows(G, r0 + at, c0, w, d);
            for (int p = 0; p < across / pw && c < F[a]; p++) {
                double x = cols ? best(G, d + 1, r0 + p * pw, c0 + at, pw, b) : best(G, d + 1, r0 + at, c0 + p * pw, b, pw);
                if (p > 0) x += cols ? cut_rows(G, r0 + p * pw, c0 + at, b, d) : cut_cols(G, c0 + p * pw, r0 + at, b, d);
                c += x;
            }
            if (c < F[a]) F[a] = c, from[a] = b;
        }
    }
    double r = F[len];
    *nb = 0;
    if (r < HUGE_VAL) {
        for (int a = len; a > 0; a -= from[a]) bands[(*nb)++] = from[a];
        for (int i = 0; i < *nb / 2; i++) { /* first band first */
            int t = bands[i];
            bands[i] = bands[*nb - 1 - i], bands[*nb - 1 - i] = t;
        }
    }
    free(F), free(from);
    return r;
}

static double best(grid_t *G, int d, int r0, int c0, int h, int w)
{
    if (G->failed) return HUGE_VAL;
    if (d >= G->D - 1) { /* cores of one socket: any order costs the same */
        double s = 0;
        if (d == G->D) return 0;
        for (int r = r0; r < r0 + h; r++)
            for (int c = c0; c < c0 + w; c++) {
                if (c + 1 < c0 + w) s += arc_cost(G, G->right[(int64_t)r * G->C + c], d);
                if (r + 1 < r0 + h) s += arc_cost(G, G->down[(int64_t)r * G->C + c], d);
            }
        return s;
    }
    uint64_t key = key_of(d, r0, c0, h, w);
    memo_slot_t *slot = memo_find(G, key);
    if (!slot) return HUGE_VAL;
    if (slot->key) return slot->cost;
    int *bands = malloc(((size_t)(h > w ? h : w) + 1) * sizeof *bands), nb;
    double c = HUGE_VAL;
    if (bands) {
        c = bands_dp(G, d, r0, c0, h, w, 0, bands, &nb);
        double x = bands_dp(G, d, r0, c0, h, w, 1, bands, &nb);
        if (x < c) c = x;
    } else {
        G->failed = 1;
    }
    free(bands);
    slot = memo_find(G, key); /* the recursion may have moved the table */
    if (!slot) return HUGE_VAL;
    slot->key = key, slot->cost = c;
    G->nmemo++;
    return c;
}

/* Lay rectangle (r0, c0, h, w) on tnode t of depth d, as best() chose. */
static void place(grid_t *G, int t, int d, int r0, int c0, int h, int w, int *core_of)
{
    const cp_tnode_t *tn = &G->m->tnodes[t];
    if (d >= G->D - 1) {
        int k = 0;
        for (int r = r0; r < r0 + h; r++)
            for (int c = c0; c < c0 + w; c++) core_of[(int64_t)r * G->C + c] = tn->first_core + k++;
        return;
    }
    int len = h > w ? h : w, *bands = malloc(((size_t)len + 1) * sizeof *bands), *bc = malloc(((size_t)len + 1) * sizeof *bc);
    int nb = 0, nbc = 0;
    if (!bands || !bc) {
        free(bands), free(bc);
        G->failed = 1;
        return;
    }
    double x = bands_dp(G, d, r0, c0, h, w, 0, bands, &nb), y = bands_dp(G, d, r0, c0, h, w, 1, bc, &nbc);
    int cols = y < x;
    if (cols) memcpy(bands, bc, (size_t)nbc * sizeof *bands), nb = nbc;
    int s = G->size[d + 1], child = tn->first_child, at = 0;
    for (int i = 0; i < nb; i++) {
        int b = bands[i], pw = s / b;
        for (int p = 0; p < (cols ? h : w) / pw; p++) {
            if (cols)
                place(G, child++, d + 1, r0 + p * pw, c0 + at, pw, b, core_of);
            else
                place(G, child++, d + 1, r0 + at, c0 + p * pw, b, pw, core_of);
        }
        at += b;
    }
    free(bands), free(bc);
}

/* The grid's width C, or 0 when the traffic is not mostly that of a 2-D
 * grid of n / C rows: arcs to the next rank in a row and to the rank C
 * further (or around, in a periodic grid), together three quarters of it,
 * some across the rows. */
static int grid_width(const cp_graph_t *g, const cp_machine_t *m)
{
    int n = g->vertnbr;
    double *by = calloc((size_t)n, sizeof *by), total = 0, across = 0, along = 0;
    if (!by) return 0;
    for (int u = 0; u < n; u++)
        for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++)
            if (g->edgetab[e] > u) by[g->edgetab[e] - u] += cp_arc_traffic(g, m, e);
    int C = 0;
    for (int dlt = 2; dlt < n; dlt++)
        if (n % dlt == 0 && (!C || by[dlt] > by[C])) C = dlt;
    free(by);
    if (!C) return 0;
    for (int u = 0; u < n; u++)
        for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++) {
            int v = g->edgetab[e];
            if (v <= u) continue;
            double x = cp_arc_traffic(g, m, e);
            total += x;
            if ((v == u + 1 && v % C) || (v == u + C - 1 && u % C == 0)) along += x;
            else if (v == u + C || v == u + n - C) across += x;
        }
    return across > 0 && along + across >= 0.75 * total ? C : 0;
}

int cp_map_grid(const cp_graph_t *g, const cp_machine_t *m, int *core_of)
{
    int n = g->vertnbr, D = m->depth;
    if (n != m->ncores || n < 4 || n > 65536 || D < 1 || D > 14) return -1; /* key_of's bounds */
    grid_t G = {.g = g, .m = m, .D = D};
    for (int t = 0; t <= D; t++) G.size[t] = -1;
    for (int i = 0; i < m->ntnodes; i++) { /* a regular tree: every tnode of a depth alike */
        const cp_tnode_t *tn = &m->tnodes[i];
        if (G.size[tn->depth] >= 0 && G.size[tn->depth] != tn->ncores) return -1;
        G.size[tn->depth] = tn->ncores;
    }
    G.size[D] = 1;
    for (int t = 0; t < D; t++)
        if (G.size[t] <= 0) return -1;
    if (!(G.C = grid_width(g, m))) return -1;
    G.R = n / G.C;
    G.right = malloc((size_t)n * sizeof *G.right);
    G.down = malloc((size_t)n * sizeof *G.down);
    int rc = -1;
    if (!G.right || !G.down) goto out;
    for (int u = 0; u < n; u++) {
        G.right[u] = G.down[u] = -1;
        for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++) {
            int v = g->edgetab[e];
            if (v == u + 1 && v % G.C) G.right[u] = e;
            if (v == u + G.C) G.down[u] = e;
        }
    }
    if (best(&G, 0, 0, 0, G.R, G.C) == HUGE_VAL || G.failed) goto out;
    place(&G, 0, 0, 0, 0, G.R, G.C, core_of);
    rc = G.failed ? -1 : 0;
out:
    free(G.right), free(G.down), free(G.memo);
    return rc;
}

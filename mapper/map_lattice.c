/* Periodic tilings of a 2-D lattice code.  Boxes (map_grid.c) are the best
 * tiles of a 5-point grid, but not of a lattice with diagonal neighbours:
 * NAS BT's 32 x 32 torus, where each rank talks to six (a triangular
 * lattice), boxes of 8 x 4 cut 46 arcs a node, where hexagons of 32 cut
 * 42 (Harary and Harborth's least is 40).  Every periodic tiling of the
 * torus by translates of one tile of s cells is given by a sublattice L of
 * Z^2 of index s that holds the torus' periods (X, 0) and (0, Y): the tile
 * is one representative of each coset of L.  Taking as representative the
 * coset's member nearest the origin under a quadratic form (its Voronoi
 * cell, ties broken by a fixed order so that each coset has exactly one)
 * gives compact tiles; each sublattice (at most sigma(s) of them: 63 for
 * s = 32), a few forms and tie orders are tried, and each candidate is
 * scored on the whole graph.  Inside a tile, the children's parts are cut
 * along the straight line (of 24 directions) that cuts the least weight;
 * tiles go to the tree in the order a row-major scan meets them.  On a
 * grid that does not wrap, tiles that cross its edge fall in two pieces,
 * so each tiling is also tried moved to start at the corner.  BT on
 * 16:2:32: 7.2415e9 in 0.1 s, where every other member stopped at 7.62e9
 * or more after refinement (VieM 7.666e9); 7 x 7 and 6 x 6 triangular
 * tori tiled by hexagons and triangles at their lower bounds. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "map.h"

typedef struct form {
    int64_t a, b, c; /* q(x, y) = a x^2 + b x y + c y^2, positive definite */
} form_t;

/* the quadratic forms tried: square, the two triangular lattices
 * (diagonal (1, -1) or (1, 1) as short as an axis), and stretched ones */
static const form_t forms[] = {{1, 0, 1}, {1, 1, 1}, {1, -1, 1}, {1, 0, 3}, {3, 0, 1}};
#define NFORMS (int)(sizeof forms / sizeof *forms)
#define NTIES 4
#define NDIRS 24

typedef struct lat {
    int X, Y, n, s;
    int a, b, d; /* the sublattice's Hermite basis: (a, 0), (b, d) */
    int64_t b1[2], b2[2]; /* its basis reduced under the form */
    double inv[2][2];     /* (b1 b2)^-1 */
    form_t f;
    int tie;
} lat_t;

static int64_t qf(const form_t *f, int64_t x, int64_t y) { return f->a * x * x + f->b * x * y + f->c * y * y; }
static int64_t bil(const form_t *f, const int64_t *u, const int64_t *v) /* 2x the bilinear form */
{
    return 2 * f->a * u[0] * v[0] + f->b * (u[0] * v[1] + u[1] * v[0]) + 2 * f->c * u[1] * v[1];
}

/* whether offset r comes before t: the smaller form, then a fixed order of
 * the coordinates (one of NTIES), so that no two offsets tie */
static int before(const lat_t *L, int64_t rx, int64_t ry, int64_t tx, int64_t ty)
{
    int64_t qr = qf(&L->f, rx, ry), qt = qf(&L->f, tx, ty);
    if (qr != qt) return qr < qt;
    switch (L->tie) {
    case 0: return ry != ty ? ry < ty : rx < tx;
    case 1: return rx != tx ? rx < tx : ry < ty;
    case 2: return ry != ty ? ry > ty : rx < tx;
    default: return rx != tx ? rx > tx : ry < ty;
    }
}

/* Lagrange's reduction of the basis under the form: the closest lattice
 * point to any point is then a rounding of its coordinates or a neighbour */
static void reduce(lat_t *L)
{
    int64_t *u = L->b1, *v = L->b2;
    u[0] = L->a, u[1] = 0, v[0] = L->b, v[1] = L->d;
    for (int it = 0; it < 64; it++) {
        if (bil(&L->f, u, u) > bil(&L->f, v, v)) {
            int64_t *t = u;
            u = v, v = t;
        }
        int64_t mu = llround((double)bil(&L->f, u, v) / (double)bil(&L->f, u, u));
        if (!mu) break;
        v[0] -= mu * u[0], v[1] -= mu * u[1];
    }
    if (u != L->b1) { /* keep b1, b2 the arrays they were */
        int64_t t0 = u[0], t1 = u[1];
        u[0] = v[0], u[1] = v[1], v[0] = t0, v[1] = t1;
    }
    double det = (double)(L->b1[0] * L->b2[1] - L->b1[1] * L->b2[0]);
    L->inv[0][0] = (double)L->b2[1] / det, L->inv[0][1] = -(double)L->b2[0] / det;
    L->inv[1][0] = -(double)L->b1[1] / det, L->inv[1][1] = (double)L->b1[0] / det;
}

/* the first member (under before()) of the coset of offset (x, y) */
static void representative(const lat_t *L, int64_t x, int64_t y, int64_t *rx, int64_t *ry)
{
    int64_t al = llround(L->inv[0][0] * (double)x + L->inv[0][1] * (double)y);
    int64_t be = llround(L->inv[1][0] * (double)x + L->inv[1][1] * (double)y);
    int64_t bx = x, by = y;
    for (int64_t i = al - 2; i <= al + 2; i++)
        for (int64_t j = be - 2; j <= be + 2; j++) {
            int64_t tx = x - i * L->b1[0] - j * L->b2[0], ty = y - i * L->b1[1] - j * L->b2[1];
            if (before(L, tx, ty, bx, by)) bx = tx, by = ty;
        }
    *rx = bx, *ry = by;
}

/* the coset of offset (x, y), 0 .. s-1, from the Hermite basis */
static int coset(const lat_t *L, int64_t x, int64_t y)
{
    int64_t j = y >= 0 ? y / L->d : -((-y + L->d - 1) / L->d);
    int64_t xr = (x - j * L->b) % L->a;
    if (xr < 0) xr += L->a;
    return (int)(xr + L->a * (y - j * L->d));
}

static int64_t wrap(int64_t v, int64_t p) { return ((v % p) + p) % p; }

typedef struct pt {
    double key, key2;
    int i; /* index into the points sorted */
} pt_t;

static int by_key(const void *a, const void *b)
{
    const pt_t *p = a, *q = b;
    if (p->key != q->key) return p->key < q->key ? -1 : 1;
    if (p->key2 != q->key2) return p->key2 < q->key2 ? -1 : 1;
    return (p->i > q->i) - (p->i < q->i);
}

typedef struct split {
    const cp_graph_t *g;
    const cp_machine_t *m;
    const int *size;
    int *part;   /* scratch per rank: its part in the cut being weighed, or -1 */
    pt_t *tmp;
} split_t;

/* Orders the ranks pts[0..cnt) (a subtree of depth k) so that consecutive
 * runs of size[k+1] are its children: sorted along the direction whose
 * cut weighs least, then each run alike. */
static void order(split_t *S, int *pts, int cnt, int k, const int64_t *ox, const int64_t *oy)
{
    if (k + 1 >= S->m->depth || S->size[k + 1] <= 1 || cnt <= S->size[k + 1]) return;
    int cs = S->size[k + 1];
    double least = HUGE_VAL;
    int best_dir = 0;
    /* 24 directions 7.5 degrees apart: on tiles of tens of cells,
     * directions that near each other sort the cells alike */
    for (int dir = 0; dir < NDIRS; dir++) {
        double th = M_PI * dir / NDIRS, cx = cos(th), cy = sin(th);
        for (int i = 0; i < cnt; i++)
            S->tmp[i] = (pt_t){cx * (double)ox[i] + cy * (double)oy[i], cx * (double)oy[i] - cy * (double)ox[i], i};
        qsort(S->tmp, (size_t)cnt, sizeof *S->tmp, by_key);
        for (int i = 0; i < cnt; i++) S->part[pts[S->tmp[i].i]] = i / cs;
        double cut = 0;
        for (int i = 0; i < cnt; i++) {
            int u = pts[i];
            for (int64_t e = S->g->verttab[u]; e < S->g->verttab[u + 1]; e++) {
                int v = S->g->edgetab[e];
                if (S->part[v] >= 0 && S->part[v] != S->part[u]) cut += cp_arc_weight(S->g, S->m, e, k);
            }
        }
        for (int i = 0; i < cnt; i++) S->part[pts[i]] = -1;
        if (cut < least) least = cut, best_dir = dir;
    }
    double th = M_PI * best_dir / NDIRS, cx = cos(th), cy = sin(th);
    for (int i = 0; i < cnt; i++)
        S->tmp[i] = (pt_t){cx * (double)ox[i] + cy * (double)oy[i], cx * (double)oy[i] - cy * (double)ox[i], i};
    qsort(S->tmp, (size_t)cnt, sizeof *S->tmp, by_key);
    int *np = malloc((size_t)cnt * sizeof *np);
    int64_t *nx = malloc((size_t)cnt * sizeof *nx), *ny = malloc((size_t)cnt * sizeof *ny);
    if (np && nx && ny) {
        for (int i = 0; i < cnt; i++) {
            int j = S->tmp[i].i;
            np[i] = pts[j], nx[i] = ox[j], ny[i] = oy[j];
        }
        memcpy(pts, np, (size_t)cnt * sizeof *pts);
        for (int c = 0; c + cs <= cnt; c += cs) order(S, pts + c, cs, k + 1, nx + c, ny + c);
    }
    free(np), free(nx), free(ny);
}

/* The tiling by L's tiles at depth k into core_of: 0, or -1 where it does
 * not come out as the tree's subtrees (it always should). */
static int tiling(split_t *S, lat_t *L, int k, int aligned, int *origin_id, int *pos_of_rank, int *core_of,
                  int64_t *rx, int64_t *ry, int *pts, int *pos)
{
    int X = L->X, Y = L->Y, s = L->s, ntiles = L->n / s, rc = 0;
    int64_t sx = INT64_MAX, sy = INT64_MAX; /* aligned: the tiling moved so that a tile starts at (0, 0) */
    for (int c = 0; c < s; c++) {
        representative(L, c % L->a, c / L->a, &rx[c], &ry[c]);
        sx = rx[c] < sx ? rx[c] : sx, sy = ry[c] < sy ? ry[c] : sy;
    }
    if (!aligned) sx = sy = 0;
    for (int c = 0; c < s; c++) rx[c] -= sx, ry[c] -= sy;
    for (int c = 0; c < s; c++) pts[c] = (int)(wrap(rx[c], X) + X * wrap(ry[c], Y));
    /* the tile at the origin, ordered into its children */
    int64_t *ox = malloc((size_t)s * sizeof *ox), *oy = malloc((size_t)s * sizeof *oy);
    if (!ox || !oy) {
        free(ox), free(oy);
        return -1;
    }
    memcpy(ox, rx, (size_t)s * sizeof *ox), memcpy(oy, ry, (size_t)s * sizeof *oy);
    for (int c = 0; c < s; c++) pos_of_rank[pts[c]] = c; /* coset of each rank of the tile */
    int *by_coset = malloc((size_t)s * sizeof *by_coset);
    if (!by_coset) {
        free(ox), free(oy);
        return -1;
    }
    memcpy(by_coset, pts, (size_t)s * sizeof *pts);
    order(S, pts, s, k, ox, oy);
    for (int i = 0; i < s; i++) pos[pos_of_rank[pts[i]]] = i;
    for (int c = 0; c < s; c++) pos_of_rank[by_coset[c]] = -1;
    free(ox), free(oy), free(by_coset);
    int next = 0;
    for (int y = 0; y < Y && !rc; y++)
        for (int x = 0; x < X; x++) {
            int c = coset(L, x + sx, y + sy);
            int64_t key = wrap(x - rx[c], X) + X * wrap(y - ry[c], Y);
            if (origin_id[key] < 0) {
                if (next == ntiles) {
                    rc = -1;
                    break;
                }
                origin_id[key] = next++;
            }
            core_of[x + X * y] = origin_id[key] * s + pos[c];
        }
    for (int y = 0; y < Y; y++) /* put the scratch back */
        for (int x = 0; x < X; x++) {
            int c = coset(L, x + sx, y + sy);
            origin_id[wrap(x - rx[c], X) + X * wrap(y - ry[c], Y)] = -1;
        }
    return rc;
}

int cp_map_lattice(const cp_graph_t *g, const cp_machine_t *m, int *core_of)
{
    int n = g->vertnbr, D = m->depth, size[15], dim[3];
    if (n != m->ncores || n < 8 || n > 65536 || D < 2 || D > 14 || cp_machine_level_sizes(m, size)) return -1;
    if (cp_grid_reading(g, m, dim) || dim[2] != 1 || dim[0] < 2 || dim[1] < 2) return -1;
    int X = dim[0], Y = dim[1];
    /* the candidates, tried within a budget of arcs weighed (about a
     * second): all forms and tie orders up to it, fewer past it */
    int64_t nlat = 0;
    for (int k = 1; k < D; k++)
        for (int a = 1; a <= size[k]; a++)
            if (size[k] % a == 0 && X % a == 0 && Y % (size[k] / a) == 0)
                for (int b = 0; b < a; b++) nlat += ((int64_t)(Y / (size[k] / a)) * b) % a == 0;
    if (!nlat) return -1;
    double per = 2.0 * ((double)g->verttab[n] + 4.0 * n), budget = 2e8;
    int nforms = NFORMS, nties = NTIES;
    while (nforms * nties > 1 && (double)nlat * nforms * nties * per > budget) {
        if (nties > 1) nties /= 2;
        else nforms--;
    }
    int *try = malloc((size_t)n * sizeof *try), *origin_id = malloc((size_t)n * sizeof *origin_id);
    int *pos_of_rank = malloc((size_t)n * sizeof *pos_of_rank), *part = malloc((size_t)n * sizeof *part);
    int smax = 1;
    for (int k = 1; k < D; k++) smax = size[k] > smax && size[k] < n ? size[k] : smax;
    int64_t *rx = malloc((size_t)smax * sizeof *rx), *ry = malloc((size_t)smax * sizeof *ry);
    int *pts = malloc((size_t)smax * sizeof *pts), *pos = malloc((size_t)smax * sizeof *pos);
    pt_t *tmp = malloc((size_t)smax * sizeof *tmp);
    uint64_t seen[NFORMS * NTIES];
    int rc = -1;
    double least = HUGE_VAL;
    if (!try || !origin_id || !pos_of_rank || !part || !rx || !ry || !pts || !pos || !tmp) goto out;
    for (int i = 0; i < n; i++) origin_id[i] = pos_of_rank[i] = part[i] = -1;
    split_t S = {g, m, size, part, tmp};
    for (int k = 1; k < D; k++) {
        int s = size[k];
        if (s < 2 || s >= n) continue;
        for (int a = 1; a <= s; a++) {
            int d = s / a;
            if (s % a || X % a || Y % d) continue;
            for (int b = 0; b < a; b++) {
                if (((int64_t)(Y / d) * b) % a) continue;
                int nseen = 0;
                for (int f = 0; f < nforms; f++)
                    for (int t = 0; t < nties; t++) {
                        lat_t L = {X, Y, n, s, a, b, d, {0, 0}, {0, 0}, {{0, 0}, {0, 0}}, forms[f], t};
                        reduce(&L);
                        /* forms and tie orders often give the same tile: score it once */
                        uint64_t h = 1469598103934665603ull;
                        for (int c = 0; c < s; c++) {
                            int64_t x, y;
                            representative(&L, c % a, c / a, &x, &y);
                            h = (h ^ (uint64_t)(x * 1000003 + y)) * 1099511628211ull;
                        }
                        int dup = 0;
                        for (int i = 0; i < nseen; i++) dup |= seen[i] == h;
                        if (dup) continue;
                        seen[nseen++] = h;
                        /* as it falls, and moved to start at the grid's corner (on a
                         * grid that does not wrap, the first can cut tiles in two) */
                        for (int al = 0; al < 2; al++) {
                            if (tiling(&S, &L, k, al, origin_id, pos_of_rank, try, rx, ry, pts, pos)) continue;
                            double c = cp_map_cost(g, m, try);
                            if (c < least) least = c, rc = 0, memcpy(core_of, try, (size_t)n * sizeof *try);
                        }
                    }
            }
        }
    }
out:
    free(try), free(origin_id), free(pos_of_rank), free(part), free(rx), free(ry), free(pts), free(pos), free(tmp);
    return rc;
}

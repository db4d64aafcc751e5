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
 * gives compact tiles.  Per level of the machine (tiles of its subtrees'
 * size), the sublattices (sigma(s) of them at most: 63 for s = 32) are
 * tried with five forms and four tie orders, each also moved to start at
 * the grid's corner (on a grid that does not wrap, tiles across its edge
 * fall in two), and each candidate is scored on the whole graph.  Inside
 * a tile, its children are cut off by recursive bisection along straight
 * lines (24 directions), each cut the least weight; above the tiles, the
 * best few tilings' tiles are grouped into the upper subtrees alike, on
 * the graph of the tiles.  The work is bounded (BUDGET, counted in ranks
 * and arcs visited, not in seconds, so that results do not depend on the
 * machine): forms are tried in the order they suit the graph's arcs, and
 * sublattices by what their tile cuts, the roundest first.  BT on 16:2:32:
 * 7.2415e9 in 0.1 s, where every other member stopped at 7.62e9 or more
 * after refinement (VieM 7.666e9); 7 x 7 and 6 x 6 triangular tori tiled
 * by hexagons and triangles at their lower bounds. */
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
    int s;       /* the index: cells a tile */
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

/* What the line cuts sort: a rank (inside a tile) or a tile (above the
 * tiles' level), at a point of the plane, with the ranks it holds. */
typedef struct item {
    double x, y, key, key2;
    int first, count; /* its ranks: mem[first .. first + count) */
} item_t;

static int by_key(const void *a, const void *b)
{
    const item_t *p = a, *q = b;
    if (p->key != q->key) return p->key < q->key ? -1 : 1;
    if (p->key2 != q->key2) return p->key2 < q->key2 ? -1 : 1;
    return (p->first > q->first) - (p->first < q->first);
}

typedef struct split {
    const cp_graph_t *g; /* the ranks' graph, whose arcs weigh cp_arc_weight() */
    const cp_machine_t *m;
    /* or, where tw is set, the tiles' graph: arc e joins tile u to
     * adj[e] for e in xadj[u] .. xadj[u+1] and weighs tw[e * k + j] at
     * depth j < k */
    const int64_t *xadj;
    const int *adj;
    const double *tw;
    int k;
    const int *unit; /* items per subtree of each depth */
    int stop;        /* the depth whose subtrees' order inside does not matter */
    const int *mem;
    int *part; /* scratch per rank: its side of the cut being weighed, or -1 */
    double work; /* ranks and arcs visited, for the member's budget */
} split_t;

static void sort_along(item_t *it, int cnt, int dir)
{
    /* 24 directions 7.5 degrees apart: on tiles of tens of cells,
     * directions that near each other sort the cells alike */
    double th = M_PI * dir / NDIRS, cx = cos(th), cy = sin(th);
    for (int i = 0; i < cnt; i++) it[i].key = cx * it[i].x + cy * it[i].y, it[i].key2 = cx * it[i].y - cy * it[i].x;
    qsort(it, (size_t)cnt, sizeof *it, by_key);
}

static void arrange(split_t *S, item_t *it, int cnt, int j);

/* it[0..cnt) fill whole children of c items of a depth-j subtree: cut in
 * two along the straight line that cuts least at depth j, each side
 * again, down to single children (recursive bisection: blocks, where
 * cutting into c-item strips at once would give long strips). */
static void halve(split_t *S, item_t *it, int cnt, int c, int j)
{
    int p = cnt / c;
    if (p <= 1) {
        arrange(S, it, cnt, j + 1);
        return;
    }
    int h = p / 2 * c, best_dir = 0;
    double least = HUGE_VAL;
    for (int dir = 0; dir < NDIRS; dir++) {
        sort_along(it, cnt, dir);
        for (int i = 0; i < cnt; i++)
            for (int r = it[i].first; r < it[i].first + it[i].count; r++) S->part[S->mem[r]] = i >= h;
        double cut = 0;
        for (int i = 0; i < cnt; i++)
            for (int r = it[i].first; r < it[i].first + it[i].count; r++) {
                int u = S->mem[r];
                S->work += 1 + (double)(S->xadj[u + 1] - S->xadj[u]);
                for (int64_t e = S->xadj[u]; e < S->xadj[u + 1]; e++) {
                    int v = S->adj[e];
                    if (S->part[v] >= 0 && S->part[v] != S->part[u])
                        cut += S->tw ? S->tw[e * S->k + j] : cp_arc_weight(S->g, S->m, e, j);
                }
            }
        for (int i = 0; i < cnt; i++)
            for (int r = it[i].first; r < it[i].first + it[i].count; r++) S->part[S->mem[r]] = -1;
        if (cut < least) least = cut, best_dir = dir;
    }
    sort_along(it, cnt, best_dir);
    halve(S, it, h, c, j);
    halve(S, it + h, cnt - h, c, j);
}

/* Orders it[0..cnt), one depth-j subtree, so that consecutive runs of
 * unit[j+1] items are its children, and so on down to depth stop. */
static void arrange(split_t *S, item_t *it, int cnt, int j)
{
    if (j >= S->stop || S->unit[j + 1] < 1) return;
    halve(S, it, cnt, S->unit[j + 1], j);
}

/* The member's state: the graph, the machine's level sizes, and scratch
 * arrays reused by every candidate. */
typedef struct lctx {
    const cp_graph_t *g;
    const cp_machine_t *m;
    int n, D, X, Y, size[CP_MACHINE_MAX_DEPTH + 1], unit[CP_MACHINE_MAX_DEPTH + 1];
    int *origin_id; /* per rank, -1: a tile's number by the rank at its origin */
    int *part;      /* per rank, -1: split_t's */
    int *mem;       /* ranks as items hold them */
    item_t *items;
    int64_t *rx, *ry; /* per coset: its representative, the tile's cell */
    int *pos;         /* per coset: its place in the tile's order */
    double work;      /* ranks and arcs visited (the budget's unit) */
} lctx_t;

/* The tiling by L's tiles at depth k into core_of, tiles numbered in the
 * order a row-major scan meets them: 0, or -1 where it does not come out
 * as the tree's subtrees (it always should). */
static int tiling(lctx_t *C, lat_t *L, int k, int aligned, int *core_of)
{
    int X = C->X, Y = C->Y, s = L->s, ntiles = C->n / s, rc = 0;
    int64_t sx = INT64_MAX, sy = INT64_MAX, *rx = C->rx, *ry = C->ry; /* aligned: moved so a tile starts at (0, 0) */
    for (int c = 0; c < s; c++) {
        representative(L, c % L->a, c / L->a, &rx[c], &ry[c]);
        sx = rx[c] < sx ? rx[c] : sx, sy = ry[c] < sy ? ry[c] : sy;
    }
    if (!aligned) sx = sy = 0;
    /* the tile at the origin, ordered into its children */
    for (int c = 0; c < s; c++) {
        rx[c] -= sx, ry[c] -= sy;
        C->mem[c] = (int)(wrap(rx[c], X) + X * wrap(ry[c], Y));
        C->items[c] = (item_t){(double)rx[c], (double)ry[c], 0, 0, c, 1};
    }
    split_t S = {C->g, C->m, C->g->verttab, C->g->edgetab, NULL, 0, C->size, C->D - 1, C->mem, C->part, 0};
    arrange(&S, C->items, s, k);
    C->work += S.work + 2.0 * C->n + 25.0 * s;
    for (int i = 0; i < s; i++) C->pos[C->items[i].first] = i;
    int next = 0;
    for (int y = 0; y < Y && !rc; y++)
        for (int x = 0; x < X; x++) {
            int c = coset(L, x + sx, y + sy);
            int64_t key = wrap(x - rx[c], X) + X * wrap(y - ry[c], Y);
            if (C->origin_id[key] < 0) {
                if (next == ntiles) {
                    rc = -1;
                    break;
                }
                C->origin_id[key] = next++;
            }
            core_of[x + X * y] = C->origin_id[key] * s + C->pos[c];
        }
    for (int y = 0; y < Y; y++) /* put the scratch back */
        for (int x = 0; x < X; x++) {
            int c = coset(L, x + sx, y + sy);
            C->origin_id[wrap(x - rx[c], X) + X * wrap(y - ry[c], Y)] = -1;
        }
    return rc;
}

/* Above the tiles' depth k (below the root): the tiles of core_of
 * renumbered so that each subtree gets a block of them, cut in two along
 * straight lines as the ranks inside a tile are, on the graph of the
 * tiles (the ranks' arcs between two tiles summed per depth): a tenth of
 * the ranks' arcs or fewer to weigh at each cut.  -1: out of memory. */
static int arrange_tiles(lctx_t *C, int k, int *core_of)
{
    const cp_graph_t *g = C->g;
    int n = C->n, s = C->size[k], ntiles = n / s, rc = -1;
    int64_t narc = g->verttab[n];
    int64_t *xadj = calloc((size_t)ntiles + 1, sizeof *xadj);
    int *adj = malloc((size_t)(narc ? narc : 1) * sizeof *adj);
    int64_t *slot = malloc((size_t)ntiles * sizeof *slot);
    double *tw = calloc((size_t)(narc ? narc : 1) * (size_t)k, sizeof *tw);
    if (!xadj || !adj || !slot || !tw) goto out;
    for (int r = 0; r < n; r++) C->mem[core_of[r]] = r;
    for (int t = 0; t < ntiles; t++) slot[t] = -1;
    /* tile by tile (its ranks are cores t*s .. t*s+s-1), its arcs to
     * other tiles merged: slot[v] is where this tile's arc to tile v is
     * (from an earlier tile where it is below this tile's start) */
    int64_t na = 0;
    for (int t = 0; t < ntiles; t++) {
        int64_t start = na;
        for (int i = 0; i < s; i++) {
            int u = C->mem[t * s + i];
            for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++) {
                int v = core_of[g->edgetab[e]] / s;
                if (v == t) continue;
                int64_t a = slot[v];
                if (a < start) slot[v] = a = na++, adj[a] = v;
                for (int j = 0; j < k; j++) tw[a * k + j] += cp_arc_weight(g, C->m, e, j);
            }
        }
        xadj[t + 1] = na;
    }
    C->work += 2.0 * ((double)narc + n);
    for (int t = 0; t < ntiles; t++) { /* a tile at its first cell: the same cell of each, as they are translates */
        int r0 = C->mem[t * s];
        C->items[t] = (item_t){(double)(r0 % C->X), (double)(r0 / C->X), 0, 0, t, 1};
        C->mem[t] = t; /* items hold one tile each */
    }
    for (int j = 0; j <= k; j++) C->unit[j] = C->size[j] / s;
    split_t S = {g, C->m, xadj, adj, tw, k, C->unit, k - 1, C->mem, C->part, 0};
    arrange(&S, C->items, ntiles, 0);
    C->work += S.work;
    int *to = C->pos; /* holds ntiles: pos has room for the most tiles */
    for (int i = 0; i < ntiles; i++) to[C->items[i].first] = i;
    for (int r = 0; r < n; r++) core_of[r] = to[core_of[r] / s] * s + core_of[r] % s;
    rc = 0;
out:
    free(xadj), free(adj), free(slot), free(tw);
    return rc;
}

typedef struct sub {
    int k, a, b, d;
    int64_t round, round2; /* the longer and the shorter reduced basis vector's square */
    double cut;            /* what one tile cuts, where weighed (else 0) */
    int nseen;
    uint64_t seen[NFORMS * NTIES]; /* the tiles tried (hashes) */
} sub_t;

static int by_round(const void *x, const void *y)
{
    const sub_t *p = x, *q = y;
    if (p->cut != q->cut) return p->cut < q->cut ? -1 : 1;
    if (p->round != q->round) return (p->round > q->round) - (p->round < q->round);
    return (p->round2 < q->round2) - (p->round2 > q->round2); /* then the longer short one: rounder */
}

typedef struct cand {
    double cost;
    int k, a, b, d, f, t, aligned;
} cand_t;

#define KEEP 8
#define BUDGET 4e7 /* about 0.2 s here */

/* The search over the levels' sublattices: what it keeps. */
typedef struct search {
    lctx_t C;
    int order_f[NFORMS]; /* the forms, the best suited to the graph first */
    sub_t *subs;         /* the sublattices, level by level, the roundest first */
    int nsub, nlev;
    int *try;            /* a candidate placement */
    cand_t keep[KEEP];   /* the best few tilings with levels above their tiles */
    int nkeep;
    double least;        /* the best cost found (in core_of) */
    int found;
} search_t;

/* The forms in the order they suit the graph: the heavier its arcs and
 * the longer they are under a form (against the form's area), the more a
 * round tile of that form cuts; so all sublattices with the best-suited
 * form before any with the next. */
static void order_forms(search_t *S)
{
    const cp_graph_t *g = S->C.g;
    int n = S->C.n, X = S->C.X, Y = S->C.Y;
    double fscore[NFORMS];
    for (int f = 0; f < NFORMS; f++) {
        double sum = 0;
        for (int u = 0; u < n; u++)
            for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++) {
                int v = g->edgetab[e];
                int64_t dx = v % X - u % X, dy = v / X - u / X;
                /* around a periodic grid, the short way */
                dx = dx > X / 2 ? dx - X : dx < -X / 2 ? dx + X : dx, dy = dy > Y / 2 ? dy - Y : dy < -Y / 2 ? dy + Y : dy;
                sum += cp_arc_traffic(g, S->C.m, e) * (double)qf(&forms[f], dx, dy);
            }
        fscore[f] = sum / sqrt((double)(4 * forms[f].a * forms[f].c - forms[f].b * forms[f].b));
        int i = f;
        for (; i > 0 && fscore[S->order_f[i - 1]] > fscore[f]; i--) S->order_f[i] = S->order_f[i - 1];
        S->order_f[i] = f;
    }
}

/* The sublattices per level (index: the level's subtree size) that hold
 * the torus' periods, the roundest first (the shorter the longer vector
 * of a basis reduced under the best-suited form): 0, or -1 where there is
 * none or no memory. */
static int list_sublattices(search_t *S)
{
    const int *size = S->C.size;
    int X = S->C.X, Y = S->C.Y, D = S->C.D;
    int64_t nlat = 0;
    for (int k = 1; k < D; k++)
        for (int a = 1; a <= size[k]; a++)
            if (size[k] % a == 0 && X % a == 0 && Y % (size[k] / a) == 0)
                for (int b = 0; b < a; b++) nlat += ((int64_t)(Y / (size[k] / a)) * b) % a == 0;
    if (!nlat || !(S->subs = malloc((size_t)nlat * sizeof *S->subs))) return -1;
    const form_t *f0 = &forms[S->order_f[0]]; /* round as the best-suited form sees it */
    for (int k = 1; k < D; k++) {
        int first = S->nsub;
        for (int a = 1; a <= size[k]; a++) {
            int d = size[k] / a;
            if (size[k] % a || X % a || Y % d) continue;
            for (int b = 0; b < a; b++) {
                if (((int64_t)(Y / d) * b) % a) continue;
                lat_t L = {size[k], a, b, d, {0, 0}, {0, 0}, {{0, 0}, {0, 0}}, *f0, 0};
                reduce(&L);
                int64_t l1 = qf(f0, L.b1[0], L.b1[1]), l2 = qf(f0, L.b2[0], L.b2[1]);
                S->subs[S->nsub++] = (sub_t){k, a, b, d, l1 > l2 ? l1 : l2, l1 > l2 ? l2 : l1, 0, 0, {0}};
            }
        }
        qsort(S->subs + first, (size_t)(S->nsub - first), sizeof *S->subs, by_round);
        S->nlev += S->nsub > first;
    }
    return 0;
}

/* Roundness only roughly predicts what a tile cuts: the roundest
 * sublattices of each level that a quarter of its budget allows are
 * sorted again by what their tile (best-suited form) really cuts, the
 * graph's arcs weighed across its border. */
static void sort_by_cut(search_t *S, double level_budget)
{
    lctx_t *C = &S->C;
    const cp_graph_t *g = C->g;
    int n = C->n, X = C->X, Y = C->Y;
    for (int lo = 0, hi; lo < S->nsub; lo = hi) {
        for (hi = lo; hi < S->nsub && S->subs[hi].k == S->subs[lo].k; hi++) {}
        int s = C->size[S->subs[lo].k];
        double per_sub = (double)s * (26.0 + (double)g->verttab[n] / n);
        int cnt = hi - lo, many = (int)fmin(cnt, floor(level_budget / 4 / per_sub));
        if (s < 2 || s >= n || many < 2) continue;
        for (int i = lo; i < lo + many; i++) {
            sub_t *u = &S->subs[i];
            lat_t L = {s, u->a, u->b, u->d, {0, 0}, {0, 0}, {{0, 0}, {0, 0}}, forms[S->order_f[0]], 0};
            reduce(&L);
            for (int c = 0; c < s; c++) {
                int64_t x, y;
                representative(&L, c % L.a, c / L.a, &x, &y);
                C->mem[c] = (int)(wrap(x, X) + X * wrap(y, Y));
                C->part[C->mem[c]] = 1;
            }
            double cut = 0;
            for (int c = 0; c < s; c++)
                for (int64_t e = g->verttab[C->mem[c]]; e < g->verttab[C->mem[c] + 1]; e++)
                    if (C->part[g->edgetab[e]] < 0) cut += cp_arc_traffic(g, C->m, e);
            for (int c = 0; c < s; c++) C->part[C->mem[c]] = -1;
            u->cut = cut;
        }
        qsort(S->subs + lo, (size_t)many, sizeof *S->subs, by_round);
    }
}

/* A candidate in S->try, scored; the best so far into core_of, and the
 * best few with levels between the tiles and the root kept, to arrange
 * their tiles below. */
static void score(search_t *S, const cand_t *q, int *core_of)
{
    const cp_graph_t *g = S->C.g;
    int n = S->C.n;
    double c = cp_map_cost(g, S->C.m, S->try);
    if (c < S->least) S->least = c, S->found = 1, memcpy(core_of, S->try, (size_t)n * sizeof *S->try);
    if (!q || q->k < 2 || (S->nkeep == KEEP && c >= S->keep[KEEP - 1].cost)) return;
    int j = S->nkeep < KEEP ? S->nkeep++ : KEEP - 1;
    for (; j > 0 && S->keep[j - 1].cost > c; j--) S->keep[j] = S->keep[j - 1];
    S->keep[j] = *q;
    S->keep[j].cost = c;
}

/* Level k's sublattices subs[lo .. hi), each with every form and tie
 * order, within the level's budget. */
static void try_level(search_t *S, int lo, int hi, double level_budget, int *core_of)
{
    lctx_t *C = &S->C;
    int k = S->subs[lo].k, s = C->size[k];
    C->work = 0;
    for (int fi = 0; fi < NFORMS; fi++)
        for (int i = lo; i < hi; i++)
            for (int t = 0; t < NTIES; t++) {
                if (C->work >= level_budget) return;
                sub_t *u = &S->subs[i];
                int f = S->order_f[fi];
                lat_t L = {s, u->a, u->b, u->d, {0, 0}, {0, 0}, {{0, 0}, {0, 0}}, forms[f], t};
                reduce(&L);
                /* forms and tie orders often give the same tile: score it once */
                uint64_t h = 1469598103934665603ull;
                for (int c = 0; c < s; c++) {
                    int64_t x, y;
                    representative(&L, c % u->a, c / u->a, &x, &y);
                    h = (h ^ (uint64_t)(x * 1000003 + y)) * 1099511628211ull;
                }
                C->work += 25.0 * s;
                int dup = 0;
                for (int j = 0; j < u->nseen; j++) dup |= u->seen[j] == h;
                if (dup) continue;
                u->seen[u->nseen++] = h;
                /* as it falls, and moved to start at the grid's corner (on a
                 * grid that does not wrap, the first can cut tiles in two) */
                for (int al = 0; al < 2; al++) {
                    if (tiling(C, &L, k, al, S->try)) continue;
                    score(S, &(cand_t){0, k, u->a, u->b, u->d, f, t, al}, core_of);
                    C->work += (double)C->g->verttab[C->n] + C->n;
                }
            }
}

int cp_map_lattice(const cp_graph_t *g, const cp_machine_t *m, int *core_of)
{
    int n = g->vertnbr, D = m->depth, dim[3];
    search_t S = {.C = {.g = g, .m = m, .n = n, .D = D}, .least = HUGE_VAL};
    lctx_t *C = &S.C;
    if (n != m->ncores || n < 8 || n > 65536 || D < 2 || D > CP_MACHINE_MAX_DEPTH || cp_machine_level_sizes(m, C->size)) return -1;
    if (cp_grid_reading(g, m, dim) || dim[2] != 1 || dim[0] < 2 || dim[1] < 2) return -1;
    C->X = dim[0], C->Y = dim[1];
    const int *size = C->size;
    order_forms(&S);
    if (list_sublattices(&S)) return -1;
    /* Tried within a budget of ranks and arcs visited, counted as the
     * work is done (so the result does not depend on the machine's speed):
     * a share per level, taken by the roundest sublattices first, each
     * with every form and tie order; a quarter more for arranging the
     * best few tilings' tiles. */
    double level_budget = BUDGET / S.nlev, arr_budget = BUDGET / 4;
    int smax = 1;
    S.try = malloc((size_t)n * sizeof *S.try);
    C->origin_id = malloc((size_t)n * sizeof *C->origin_id), C->part = malloc((size_t)n * sizeof *C->part);
    C->mem = malloc((size_t)n * sizeof *C->mem), C->items = malloc((size_t)n * sizeof *C->items);
    for (int k = 1; k < D; k++) smax = size[k] > smax && size[k] < n ? size[k] : smax;
    for (int k = 1; k < D; k++) smax = size[k] > 1 && n / size[k] > smax ? n / size[k] : smax; /* tiles, too */
    C->rx = malloc((size_t)smax * sizeof *C->rx), C->ry = malloc((size_t)smax * sizeof *C->ry);
    C->pos = malloc((size_t)smax * sizeof *C->pos);
    if (S.try && C->origin_id && C->part && C->mem && C->items && C->rx && C->ry && C->pos) {
        for (int i = 0; i < n; i++) C->origin_id[i] = C->part[i] = -1;
        sort_by_cut(&S, level_budget);
        for (int lo = 0, hi; lo < S.nsub; lo = hi) {
            for (hi = lo; hi < S.nsub && S.subs[hi].k == S.subs[lo].k; hi++) {}
            int s = size[S.subs[lo].k];
            if (s >= 2 && s < n) try_level(&S, lo, hi, level_budget, core_of);
        }
        /* the best few tilings, their tiles arranged into the levels above */
        C->work = 0;
        for (int i = 0; i < S.nkeep && C->work < arr_budget; i++) {
            cand_t *q = &S.keep[i];
            lat_t L = {size[q->k], q->a, q->b, q->d, {0, 0}, {0, 0}, {{0, 0}, {0, 0}}, forms[q->f], q->t};
            reduce(&L);
            if (!tiling(C, &L, q->k, q->aligned, S.try) && !arrange_tiles(C, q->k, S.try)) score(&S, NULL, core_of);
        }
    }
    free(S.subs), free(S.try), free(C->origin_id), free(C->part), free(C->mem), free(C->items), free(C->rx), free(C->ry);
    free(C->pos);
    return S.found ? 0 : -1;
}

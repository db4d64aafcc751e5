/* Tiling for Cartesian codes, 2-D and 3-D (Gropp's node-aware Cartesian
 * mapping, generalized to every level of the tree).  When most of the
 * traffic runs between ranks r and r + 1, r + X and r + X*Y (a grid of
 * X x Y x Z ranks, x fastest, as MPI_Cart_create numbers them; Z = 1 for
 * 2-D), each subtree of the machine gets a box of the grid, and the boxes
 * are found exactly, level by level: a subtree's box is cut along one axis
 * into slabs, and each slab into equal boxes (a regular grid across the
 * slab), one per child; a dynamic program over the slabs' thicknesses and
 * tilings finds the cut of least cost, children's costs included.  On
 * CloverLeaf's 36 x 32 grid on 16:2:36 the partitioners stopped at 3.761e9
 * (METIS, Scotch, bottom-up, and no swap, FM or bisection refinement
 * improved on it); bands of 4, 8, 8, 8 and 8 rows of 8 x 4 node tiles, each
 * split into two 4 x 4 sockets, cost 3.692e9, below TreeMatch's 3.716e9.
 * Only the grid's arcs are weighed here; the portfolio compares members on
 * the whole graph. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "map.h"

typedef struct box {
    int o[3], e[3]; /* origin and extent along x, y, z */
} box_t;

/* A box placed into one tnode of depth d: its least cost. */
typedef struct memo_slot {
    int used, d;
    box_t b;
    double cost;
} memo_slot_t;

typedef struct grid {
    const cp_graph_t *g;
    const cp_machine_t *m;
    int dim[3], D;
    int64_t stride[3];
    /* per axis k, prefix sums over the grid of the arcs from each rank to
     * the next along k: bytes (or the weight) and messages (latency model
     * only), at [z][y][x] of a (X+1) x (Y+1) x (Z+1) array.  Unsigned, so
     * a box's sum is exact however large the totals (arithmetic mod 2^64):
     * a cut costs O(1), where summing its arcs cost its area (at 262,144
     * ranks summing was 30% of the time, the DP itself 7%). */
    uint64_t *pw[3], *pm[3];
    int size[15];    /* cores below a tnode of depth t */
    memo_slot_t *memo;
    size_t nmemo, cap;
    int failed;
} grid_t;

/* one slab of a cut: its thickness and the tiling across it (p x q) */
typedef struct slab {
    int b, p, q;
} slab_t;

static uint64_t hash_of(int d, const box_t *b)
{
    uint64_t h = (uint64_t)d + 1;
    for (int k = 0; k < 3; k++) h = (h * 0x100000001B3ull) ^ (uint64_t)b->o[k], h = (h * 0x100000001B3ull) ^ (uint64_t)b->e[k];
    return h * 0x9E3779B97F4A7C15ull;
}

static int same(const memo_slot_t *s, int d, const box_t *b)
{
    return s->d == d && !memcmp(&s->b, b, sizeof *b);
}

static memo_slot_t *memo_find(grid_t *G, int d, const box_t *b)
{
    if (2 * (G->nmemo + 1) > G->cap) {
        size_t nc = G->cap ? 2 * G->cap : 1024;
        memo_slot_t *t = calloc(nc, sizeof *t);
        if (!t) {
            G->failed = 1;
            return NULL;
        }
        for (size_t i = 0; i < G->cap; i++)
            if (G->memo[i].used) {
                size_t h = (size_t)(hash_of(G->memo[i].d, &G->memo[i].b) >> 20) & (nc - 1);
                while (t[h].used) h = (h + 1) & (nc - 1);
                t[h] = G->memo[i];
            }
        free(G->memo);
        G->memo = t;
        G->cap = nc;
    }
    size_t h = (size_t)(hash_of(d, b) >> 20) & (G->cap - 1);
    while (G->memo[h].used && !same(&G->memo[h], d, b)) h = (h + 1) & (G->cap - 1);
    return &G->memo[h];
}

static int64_t rank_at(const grid_t *G, int x, int y, int z) { return x + G->stride[1] * y + G->stride[2] * z; }

static size_t at3(const grid_t *G, int x, int y, int z)
{
    return ((size_t)z * (size_t)(G->dim[1] + 1) + (size_t)y) * (size_t)(G->dim[0] + 1) + (size_t)x;
}

/* sum of P over the ranks lo <= (x, y, z) < hi */
static uint64_t box_sum(const grid_t *G, const uint64_t *P, const int lo[3], const int hi[3])
{
    uint64_t s = 0;
    for (int c = 0; c < 8; c++) {
        int x = c & 1 ? lo[0] : hi[0], y = c & 2 ? lo[1] : hi[1], z = c & 4 ? lo[2] : hi[2];
        uint64_t v = P[at3(G, x, y, z)];
        s = __builtin_parity((unsigned)c) ? s - v : s + v;
    }
    return s;
}

/* What the arcs along axis k from the ranks lo <= r < hi cost between two
 * cores whose common ancestor has depth d. */
static double arcs_cost(const grid_t *G, int k, const int lo[3], const int hi[3], int d)
{
    const cp_machine_t *m = G->m;
    if (d >= m->depth) return 0;
    double w = (double)box_sum(G, G->pw[k], lo, hi);
    if (!m->alpha_ps) return w * (double)m->dist[d];
    return nearbyint(m->alpha_ps[d] * (double)box_sum(G, G->pm[k], lo, hi) + m->beta_ps[d] * w);
}

/* What the arcs across the plane before coordinate c of axis k, within box
 * b's extent along the other axes, cost between two children of depth d. */
static double cut_plane(const grid_t *G, int k, int c, const box_t *b, int d)
{
    int lo[3], hi[3];
    for (int a = 0; a < 3; a++) lo[a] = b->o[a], hi[a] = b->o[a] + b->e[a];
    lo[k] = c - 1, hi[k] = c;
    return arcs_cost(G, k, lo, hi, d);
}

static double best(grid_t *G, int d, const box_t *b);

/* The least cost of box b in a tnode of depth d < D - 1 cut into slabs
 * along axis k; the slabs chosen go to *sl (room for b->e[k]), their count
 * to *ns.  HUGE_VAL where no cut fits. */
static double slabs_dp(grid_t *G, int d, const box_t *bx, int k, slab_t *sl, int *ns)
{
    int s = G->size[d + 1], len = bx->e[k], u = (k + 1) % 3, v = (k + 2) % 3;
    double *F = malloc(((size_t)len + 1) * sizeof *F);
    slab_t *from = malloc(((size_t)len + 1) * sizeof *from);
    if (!F || !from) {
        free(F), free(from);
        G->failed = 1;
        return HUGE_VAL;
    }
    F[0] = 0;
    for (int a = 1; a <= len; a++) {
        F[a] = HUGE_VAL, from[a] = (slab_t){0, 0, 0};
        for (int b = 1; b <= a && b <= s; b++) {
            if (s % b || F[a - b] == HUGE_VAL) continue;
            int t = s / b, at = a - b;
            for (int p = 1; p <= t; p++) {
                int q = t / p;
                if (t % p || bx->e[u] % p || bx->e[v] % q) continue;
                box_t slab = *bx;
                slab.o[k] += at, slab.e[k] = b;
                double c = F[at];
                if (at > 0) c += cut_plane(G, k, bx->o[k] + at, bx, d);
                for (int i = 1; i < bx->e[u] / p; i++) c += cut_plane(G, u, bx->o[u] + i * p, &slab, d);
                for (int j = 1; j < bx->e[v] / q; j++) c += cut_plane(G, v, bx->o[v] + j * q, &slab, d);
                for (int i = 0; i < bx->e[u] / p && c < F[a]; i++)
                    for (int j = 0; j < bx->e[v] / q && c < F[a]; j++) {
                        box_t pc = slab;
                        pc.o[u] += i * p, pc.e[u] = p, pc.o[v] += j * q, pc.e[v] = q;
                        c += best(G, d + 1, &pc);
                    }
                if (c < F[a]) F[a] = c, from[a] = (slab_t){b, p, q};
            }
        }
    }
    double r = F[len];
    *ns = 0;
    if (r < HUGE_VAL) {
        for (int a = len; a > 0; a -= from[a].b) sl[(*ns)++] = from[a];
        for (int i = 0; i < *ns / 2; i++) { /* first slab first */
            slab_t t = sl[i];
            sl[i] = sl[*ns - 1 - i], sl[*ns - 1 - i] = t;
        }
    }
    free(F), free(from);
    return r;
}

static int longest(const box_t *b) { return b->e[0] > b->e[1] ? (b->e[0] > b->e[2] ? b->e[0] : b->e[2]) : (b->e[1] > b->e[2] ? b->e[1] : b->e[2]); }

static double best(grid_t *G, int d, const box_t *bx)
{
    if (G->failed) return HUGE_VAL;
    if (d >= G->D - 1) { /* cores of one socket: any order costs the same */
        double s = 0;
        for (int k = 0; k < 3; k++) {
            int lo[3], hi[3];
            for (int a = 0; a < 3; a++) lo[a] = bx->o[a], hi[a] = bx->o[a] + bx->e[a];
            hi[k]--; /* the arcs inside the box */
            if (hi[k] > lo[k]) s += arcs_cost(G, k, lo, hi, d);
        }
        return s;
    }
    memo_slot_t *slot = memo_find(G, d, bx);
    if (!slot) return HUGE_VAL;
    if (slot->used) return slot->cost;
    slab_t *sl = malloc(((size_t)longest(bx) + 1) * sizeof *sl);
    int ns;
    double c = HUGE_VAL;
    if (sl) {
        for (int k = 0; k < 3; k++) {
            double x = slabs_dp(G, d, bx, k, sl, &ns);
            if (x < c) c = x;
        }
    } else {
        G->failed = 1;
    }
    free(sl);
    slot = memo_find(G, d, bx); /* the recursion may have moved the table */
    if (!slot) return HUGE_VAL;
    *slot = (memo_slot_t){1, d, *bx, c};
    G->nmemo++;
    return c;
}

/* Lay box bx on tnode t of depth d, as best() chose. */
static void place(grid_t *G, int t, int d, const box_t *bx, int *core_of)
{
    const cp_tnode_t *tn = &G->m->tnodes[t];
    if (d >= G->D - 1) {
        int i = 0;
        for (int z = bx->o[2]; z < bx->o[2] + bx->e[2]; z++)
            for (int y = bx->o[1]; y < bx->o[1] + bx->e[1]; y++)
                for (int x = bx->o[0]; x < bx->o[0] + bx->e[0]; x++) core_of[rank_at(G, x, y, z)] = tn->first_core + i++;
        return;
    }
    size_t room = (size_t)longest(bx) + 1;
    slab_t *sl = malloc(room * sizeof *sl), *pick = malloc(room * sizeof *pick);
    int ns, npick = 0, kb = -1;
    double cb = HUGE_VAL;
    if (!sl || !pick) {
        free(sl), free(pick);
        G->failed = 1;
        return;
    }
    for (int k = 0; k < 3; k++) { /* the same choice as best(): the first least */
        double x = slabs_dp(G, d, bx, k, sl, &ns);
        if (x < cb) cb = x, kb = k, npick = ns, memcpy(pick, sl, (size_t)ns * sizeof *sl);
    }
    if (kb < 0) {
        free(sl), free(pick);
        G->failed = 1;
        return;
    }
    int u = (kb + 1) % 3, v = (kb + 2) % 3, child = tn->first_child, at = 0;
    for (int i = 0; i < npick; i++) {
        box_t slab = *bx;
        slab.o[kb] += at, slab.e[kb] = pick[i].b;
        for (int a = 0; a < bx->e[u] / pick[i].p; a++)
            for (int c = 0; c < bx->e[v] / pick[i].q; c++) {
                box_t pc = slab;
                pc.o[u] += a * pick[i].p, pc.e[u] = pick[i].p, pc.o[v] += c * pick[i].q, pc.e[v] = pick[i].q;
                place(G, child++, d + 1, &pc, core_of);
            }
        at += pick[i].b;
    }
    free(sl), free(pick);
}

/* Weight of the grid's arcs for dimensions X x Y x Z (x fastest), periodic
 * wraps included; *third gets that of the arcs along z. */
static double grid_weight(const cp_graph_t *g, const cp_machine_t *m, int X, int Y, double *third)
{
    int n = g->vertnbr;
    int64_t XY = (int64_t)X * Y;
    double s = 0;
    *third = 0;
    for (int u = 0; u < n; u++)
        for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++) {
            int v = g->edgetab[e];
            if (v <= u) continue;
            int64_t dv = v - u;
            double x = cp_arc_traffic(g, m, e);
            int same_row = u / X == v / X, same_plane = u / XY == v / XY;
            if ((dv == 1 && same_row) || (dv == X - 1 && u % X == 0)) s += x;
            else if ((dv == X && same_plane) || (dv == X * (Y - 1) && (u / X) % Y == 0 && same_plane)) s += x;
            else if (XY < n && (dv == XY || dv == n - XY)) s += x, *third += x;
        }
    return s;
}

/* The grid's dimensions, or 0 when the traffic is not mostly that of a
 * 2-D or 3-D grid: arcs to the next rank along x, y and z (or around, in a
 * periodic grid), together three quarters of it.  The strides tried are
 * the differences between ranks that carry 1% of the traffic or more; the
 * reading that covers the most traffic wins (a 2 x 3 x 4 grid whose z arcs
 * weigh most also reads as a 6 x 4 grid, leaving out its y arcs). */
static int grid_dims(const cp_graph_t *g, const cp_machine_t *m, int dim[3])
{
    int n = g->vertnbr, nc = 0, *cand = NULL;
    double *by = calloc((size_t)n, sizeof *by), total = 0, third, best = 0;
    if (!by) return 0;
    for (int u = 0; u < n; u++)
        for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++)
            if (g->edgetab[e] > u) {
                double x = cp_arc_traffic(g, m, e);
                by[g->edgetab[e] - u] += x, total += x;
            }
    for (int dlt = 2; dlt < n; dlt++) nc += n % dlt == 0 && by[dlt] >= 0.01 * total;
    if (nc && (cand = malloc((size_t)nc * sizeof *cand)) != NULL) {
        nc = 0;
        for (int dlt = 2; dlt < n; dlt++)
            if (n % dlt == 0 && by[dlt] >= 0.01 * total) cand[nc++] = dlt;
    }
    for (int i = 0; cand && i < nc; i++) {
        int X = cand[i];
        double w = grid_weight(g, m, X, n / X, &third);
        if (w >= 0.75 * total && w > best) best = w, dim[0] = X, dim[1] = n / X, dim[2] = 1;
        for (int j = i + 1; j < nc; j++) {
            if (cand[j] % X) continue;
            w = grid_weight(g, m, X, cand[j] / X, &third);
            if (third > 0 && w >= 0.75 * total && w > best) best = w, dim[0] = X, dim[1] = cand[j] / X, dim[2] = n / cand[j];
        }
    }
    free(by), free(cand);
    return best > 0;
}

int cp_map_grid(const cp_graph_t *g, const cp_machine_t *m, int *core_of)
{
    int n = g->vertnbr, D = m->depth;
    if (n != m->ncores || n < 4 || D < 1 || D > 14) return -1;
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
    if (!grid_dims(g, m, G.dim)) return -1;
    G.stride[0] = 1, G.stride[1] = G.dim[0], G.stride[2] = (int64_t)G.dim[0] * G.dim[1];
    int rc = -1;
    size_t np = (size_t)(G.dim[0] + 1) * (size_t)(G.dim[1] + 1) * (size_t)(G.dim[2] + 1);
    for (int k = 0; k < 3; k++)
        if (!(G.pw[k] = calloc(np, sizeof *G.pw[k])) || (m->alpha_ps && !(G.pm[k] = calloc(np, sizeof *G.pm[k]))))
            goto out;
    for (int u = 0; u < n; u++) {
        int c[3] = {u % G.dim[0], u / G.dim[0] % G.dim[1], (int)(u / G.stride[2])};
        size_t i = at3(&G, c[0] + 1, c[1] + 1, c[2] + 1);
        for (int k = 0; k < 3; k++) {
            if (c[k] + 1 >= G.dim[k]) continue;
            for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++)
                if (g->edgetab[e] == u + G.stride[k]) {
                    G.pw[k][i] = (uint64_t)g->edlotab[e];
                    if (G.pm[k]) G.pm[k][i] = (uint64_t)g->edmsgtab[e];
                    break;
                }
        }
    }
    size_t step[3] = {1, (size_t)G.dim[0] + 1, ((size_t)G.dim[0] + 1) * ((size_t)G.dim[1] + 1)};
    for (int k = 0; k < 3; k++) /* prefix sums along x, then y, then z */
        for (int a = 0; a < 3; a++) {
            uint64_t *P[2] = {G.pw[k], G.pm[k]};
            for (int j = 0; j < 2 && P[j]; j++)
                for (size_t i = 0; i < np; i++)
                    if ((i / step[a]) % (size_t)(G.dim[a] + 1)) P[j][i] += P[j][i - step[a]];
        }
    box_t all = {{0, 0, 0}, {G.dim[0], G.dim[1], G.dim[2]}};
    if (best(&G, 0, &all) == HUGE_VAL || G.failed) goto out;
    place(&G, 0, 0, &all, core_of);
    rc = G.failed ? -1 : 0;
out:
    for (int k = 0; k < 3; k++) free(G.pw[k]), free(G.pm[k]);
    free(G.memo);
    return rc;
}

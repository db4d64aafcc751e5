/* Tiling for Cartesian codes, 2-D and 3-D (Gropp's node-aware Cartesian
 * mapping, generalized to every level of the tree).  When most of the
 * traffic runs between near ranks of a grid of X x Y x Z ranks (x
 * fastest, as MPI_Cart_create numbers them; Z = 1 for 2-D; near: r + 1,
 * r + X, r + X*Y and, for 9- and 27-point stencils, the diagonals), each
 * subtree of the machine gets a box of the grid, and the boxes
 * are found exactly, level by level: a subtree's box is cut along one axis
 * into slabs, and each slab into equal boxes (a regular grid across the
 * slab), one per child; a dynamic program over the slabs' thicknesses and
 * tilings finds the cut of least cost, children's costs included.  On
 * CloverLeaf's 36 x 32 grid on 16:2:36 the partitioners stopped at 3.761e9
 * (METIS, Scotch, bottom-up, and no swap, FM or bisection refinement
 * improved on it); bands of 4, 8, 8, 8 and 8 rows of 8 x 4 node tiles, each
 * split into two 4 x 4 sockets, cost 3.692e9, below TreeMatch's 3.716e9.
 * Arcs of the 32 heaviest offsets are weighed here; the portfolio
 * compares members on the whole graph. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "map.h"

/* the heaviest arc types kept (offsets between neighbours; a 27-point
 * stencil has 13, with periodic wraps up to 26); lighter ones are left
 * out of the tiling's cost, not out of the portfolio's */
#define CP_GRID_TYPES 32

typedef struct box {
    int o[3], e[3]; /* origin and extent along x, y, z */
} box_t;

/* A box placed into one tnode of depth d: its least cost, and the axis
 * of the cut that reaches it (place() redoes that axis' DP alone, its
 * inner boxes found here: storing every box's slabs would cost memory for
 * the many boxes never placed). */
typedef struct memo_slot {
    unsigned char used;
    signed char axis;
    short d;
    box_t b;
    double cost;
} memo_slot_t;

/* A box's in_sums, kept where its hash falls (memo_sums) */
typedef struct sums_slot {
    box_t b;
    int d; /* -1: empty */
    uint64_t w, msgs;
} sums_slot_t;
#define SUMS_BITS 12

typedef struct tkey {
    int64_t key; /* the offset as a number (delta_key), -1 for a free slot */
    int type;
    double w;
    int d[3];
} tkey_t;

typedef struct grid {
    const cp_graph_t *g;
    const cp_machine_t *m;
    int dim[3], D;
    int64_t stride[3];
    /* The arcs by type: the offset delta from a rank to its neighbour
     * (x, y, z), the lighter rank first.  Per type, prefix sums over the
     * grid of the arcs starting at each rank: bytes (or the weight) and
     * messages (latency model only), at [z][y][x] of an (X+1) x (Y+1) x
     * (Z+1) array.  Unsigned, so a box's sum is exact however large the
     * totals (arithmetic mod 2^64).  What the arcs inside a box cost is
     * then O(types), where summing a cut's arcs cost its area (at 262,144
     * ranks summing was 30% of the time, the DP itself 7%); and diagonal
     * arcs (9- and 27-point stencils) and periodic wraps count exactly. */
    int ntype;
    int delta[CP_GRID_TYPES][3];
    tkey_t *tkey; /* every offset present: its type, or -1 */
    size_t tcap;
    uint64_t *pw[CP_GRID_TYPES], *pm[CP_GRID_TYPES];
    int size[CP_MACHINE_MAX_DEPTH + 1]; /* cores below a tnode of depth t */
    memo_slot_t *memo;
    size_t nmemo, cap;
    sums_slot_t *sums; /* 2^SUMS_BITS, or NULL */
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

/* The arcs with both ends in box b: their weight *w and messages *msgs */
static void in_sums(const grid_t *G, const box_t *b, uint64_t *w, uint64_t *msgs)
{
    *w = *msgs = 0;
    for (int t = 0; t < G->ntype; t++) {
        int lo[3], hi[3], empty = 0;
        for (int k = 0; k < 3; k++) { /* the arc's start and end both in b */
            int dl = G->delta[t][k];
            lo[k] = b->o[k] - (dl < 0 ? dl : 0), hi[k] = b->o[k] + b->e[k] - (dl > 0 ? dl : 0);
            empty |= hi[k] <= lo[k];
        }
        if (empty) continue;
        *w += box_sum(G, G->pw[t], lo, hi);
        if (G->m->alpha_ps) *msgs += box_sum(G, G->pm[t], lo, hi);
    }
}

/* what arcs of that weight and those messages cost between two cores
 * whose common ancestor has depth d */
static double sums_cost(const grid_t *G, uint64_t w, uint64_t msgs, int d)
{
    const cp_machine_t *m = G->m;
    if (d >= m->depth) return 0;
    if (!m->alpha_ps) return (double)w * (double)m->dist[d];
    return nearbyint(m->alpha_ps[d] * (double)msgs + m->beta_ps[d] * (double)w);
}

/* What the arcs with both ends in box b cost between two cores whose
 * common ancestor has depth d. */
static double in_cost(const grid_t *G, const box_t *b, int d)
{
    if (d >= G->m->depth) return 0;
    uint64_t w, msgs;
    in_sums(G, b, &w, &msgs);
    return sums_cost(G, w, msgs, d);
}

/* in_sums of box b as a tnode of depth d, from a cache where the box's
 * hash falls (a box of another place there is replaced): the DP
 * subtracts every child's inner arcs for each cut it tries, and the same
 * children come back from one parent box to the next.  At 4,096 ranks
 * the sums were half of the grid tiling's time (the 3-D halo's: 0.37 s,
 * 0.2 s so).  Kept for every box instead, at 262,144 ranks the boxes met
 * once took 330 MB and 0.8 s more; a cache of 2^16 boxes (3 MB, out of
 * the CPU's caches) 0.1 s more; 2^12 (192 KB) the same time as none. */
static void memo_sums(grid_t *G, int d, const box_t *b, uint64_t *w, uint64_t *msgs)
{
    if (!G->sums) {
        in_sums(G, b, w, msgs);
        return;
    }
    sums_slot_t *x = &G->sums[hash_of(d, b) >> (64 - SUMS_BITS)];
    if (x->d != d || memcmp(&x->b, b, sizeof *b)) {
        x->d = d, x->b = *b;
        in_sums(G, b, &x->w, &x->msgs);
    }
    *w = x->w, *msgs = x->msgs;
}

/* in_cost of a child box b: a tnode of depth d + 1 under one of depth d */
static double in_cost_child(grid_t *G, const box_t *b, int d)
{
    if (d >= G->m->depth) return 0;
    uint64_t w, msgs;
    memo_sums(G, d + 1, b, &w, &msgs);
    return sums_cost(G, w, msgs, d);
}

static double best(grid_t *G, int d, const box_t *b);

/* The least cost of box b in a tnode of depth d < D - 1 cut into slabs
 * along axis k; the slabs chosen go to *sl (room for b->e[k]), their count
 * to *ns.  HUGE_VAL where no cut fits. */
static double slabs_dp(grid_t *G, int d, const box_t *bx, int k, slab_t *sl, int *ns)
{
    int s = G->size[d + 1], len = bx->e[k], u = (k + 1) % 3, v = (k + 2) % 3;
    double *F = malloc(((size_t)len + 1) * sizeof *F), *in = malloc(((size_t)len + 1) * sizeof *in);
    slab_t *from = malloc(((size_t)len + 1) * sizeof *from);
    if (!F || !from || !in) {
        free(F), free(from), free(in);
        G->failed = 1;
        return HUGE_VAL;
    }
    /* F[a]: the first a layers along k cut into slabs, what their arcs
     * cost.  A slab adds what links it to the layers before it, what links
     * its children, and the children's own costs, each at least 0, so a
     * candidate stops once it passes the best so far. */
    F[0] = 0;
    box_t pre = *bx;
    in[0] = 0; /* in[a]: what the arcs inside the first a layers cost */
    for (int a = 1; a <= len; a++) pre.e[k] = a, in[a] = in_cost(G, &pre, d);
    for (int a = 1; a <= len; a++) {
        F[a] = HUGE_VAL, from[a] = (slab_t){0, 0, 0};
        double in_a = in[a];
        for (int b = 1; b <= a && b <= s; b++) {
            if (s % b || F[a - b] == HUGE_VAL) continue;
            int t = s / b, at = a - b;
            double in_at = in[at];
            for (int p = 1; p <= t; p++) {
                int q = t / p;
                if (t % p || bx->e[u] % p || bx->e[v] % q) continue;
                box_t slab = *bx;
                slab.o[k] += at, slab.e[k] = b;
                double c = F[at] + in_a - in_at;
                for (int i = 0; i < bx->e[u] / p; i++)
                    for (int j = 0; j < bx->e[v] / q; j++) {
                        box_t pc = slab;
                        pc.o[u] += i * p, pc.e[u] = p, pc.o[v] += j * q, pc.e[v] = q;
                        c -= in_cost_child(G, &pc, d);
                    }
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
    free(F), free(from), free(in);
    return r;
}

static int longest(const box_t *b) { return b->e[0] > b->e[1] ? (b->e[0] > b->e[2] ? b->e[0] : b->e[2]) : (b->e[1] > b->e[2] ? b->e[1] : b->e[2]); }

static double best(grid_t *G, int d, const box_t *bx)
{
    if (G->failed) return HUGE_VAL;
    if (d >= G->D - 1) { /* cores of one socket: any order costs the same */
        if (d >= G->m->depth) return 0;
        uint64_t w, msgs;
        memo_sums(G, d, bx, &w, &msgs);
        return sums_cost(G, w, msgs, d);
    }
    memo_slot_t *slot = memo_find(G, d, bx);
    if (!slot) return HUGE_VAL;
    if (slot->used) return slot->cost;
    slab_t *sl = malloc(((size_t)longest(bx) + 1) * sizeof *sl);
    int ns, axis = -1;
    double c = HUGE_VAL;
    if (sl) {
        for (int k = 0; k < 3; k++) { /* the first least */
            double x = slabs_dp(G, d, bx, k, sl, &ns);
            if (x < c) c = x, axis = k;
        }
    } else {
        G->failed = 1;
    }
    free(sl);
    slot = memo_find(G, d, bx); /* the recursion may have moved the table */
    if (!slot) return HUGE_VAL;
    *slot = (memo_slot_t){1, (signed char)axis, (short)d, *bx, c};
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
    const memo_slot_t *slot = memo_find(G, d, bx);
    int kb = slot && slot->used ? slot->axis : -1, npick = 0;
    slab_t *pick = kb >= 0 ? malloc(((size_t)longest(bx) + 1) * sizeof *pick) : NULL;
    if (!pick || slabs_dp(G, d, bx, kb, pick, &npick) == HUGE_VAL) {
        free(pick);
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
    free(pick);
}

/* Weight of the grid's arcs for dimensions X x Y x Z (x fastest, Z = n /
 * XY): arcs between ranks whose coordinates differ by at most one along
 * every axis (7-, 9- and 27-point stencils alike), or around a periodic
 * grid (by its length less one).  Those are the near arcs, unless the
 * neighbourhood they allow spans more than a quarter of the ranks (in a
 * 2 x 4 grid every pair is near): then only the arcs along one axis count,
 * as in a 5- or 7-point stencil.  *third gets the weight of those along z. */
static double grid_weight(const cp_graph_t *g, const cp_machine_t *m, int X, int Y, double *third)
{
    int n = g->vertnbr, dim[3] = {X, Y, (int)(n / ((int64_t)X * Y))};
    int64_t hood = 1;
    for (int k = 0; k < 3; k++) hood *= dim[k] < 3 ? dim[k] : 3;
    int diagonal = 4 * hood <= n;
    double s = 0;
    *third = 0;
    for (int u = 0; u < n; u++) {
        int cu[3] = {u % X, u / X % Y, (int)(u / ((int64_t)X * Y))};
        for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++) {
            int v = g->edgetab[e], near = 1, axes = 0;
            if (v <= u) continue;
            int cv[3] = {v % X, v / X % Y, (int)(v / ((int64_t)X * Y))};
            for (int k = 0; k < 3; k++) {
                int dl = abs(cv[k] - cu[k]);
                near &= dl <= 1 || dl == dim[k] - 1;
                axes += dl != 0;
            }
            if (!near || (!diagonal && axes > 1)) continue;
            double x = cp_arc_traffic(g, m, e);
            s += x;
            if (cv[2] != cu[2]) *third += x;
        }
    }
    return s;
}

/* The readings of the graph as a 2-D or 3-D grid, most traffic first (at
 * most max): those whose arcs to the next rank along x, y and z (or
 * around, in a periodic grid) carry three quarters of the traffic.  The
 * strides tried are the differences between ranks that carry 1% of it or
 * more.  One graph can read several ways: a 2 x 3 x 4 grid whose z arcs
 * weigh most also reads as a 6 x 4 grid (leaving out its y arcs), and that
 * reading placed one such grid better (12,413 against 12,512), so each is
 * tiled and the cheaper placement kept. */
typedef struct reading {
    int dim[3];
    double w;
} reading_t;

static void keep_reading(reading_t *r, int *nr, int max, int X, int Y, int Z, double w)
{
    if (*nr == max && r[max - 1].w >= w) return; /* full, and no heavier than the last */
    int i = *nr < max ? (*nr)++ : max - 1;
    for (; i > 0 && r[i - 1].w < w; i--) r[i] = r[i - 1];
    r[i] = (reading_t){{X, Y, Z}, w};
}

static int grid_readings(const cp_graph_t *g, const cp_machine_t *m, reading_t *r, int max)
{
    int n = g->vertnbr, nc = 0, nr = 0, *cand = NULL;
    double *by = calloc((size_t)n, sizeof *by), total = 0, third;
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
        if (w > 0 && w >= 0.75 * total) keep_reading(r, &nr, max, X, n / X, 1, w);
        for (int j = i + 1; j < nc; j++) {
            if (cand[j] % X) continue;
            w = grid_weight(g, m, X, cand[j] / X, &third);
            if (third > 0 && w >= 0.75 * total) keep_reading(r, &nr, max, X, cand[j] / X, n / cand[j], w);
        }
    }
    free(by), free(cand);
    return nr;
}

int cp_grid_reading(const cp_graph_t *g, const cp_machine_t *m, int dim[3])
{
    reading_t r[1];
    if (g->vertnbr < 4 || grid_readings(g, m, r, 1) < 1) return -1;
    memcpy(dim, r[0].dim, sizeof r[0].dim);
    return 0;
}

static void coords(const grid_t *G, int r, int c[3])
{
    c[0] = r % G->dim[0], c[1] = r / G->dim[0] % G->dim[1], c[2] = (int)(r / G->stride[2]);
}

/* arc u-v's offset (u < v) as one number, 0 .. 8n */
static int64_t delta_key(const grid_t *G, int u, int v, int dl[3])
{
    int cu[3], cv[3];
    coords(G, u, cu), coords(G, v, cv);
    for (int k = 0; k < 3; k++) dl[k] = cv[k] - cu[k];
    return ((int64_t)(dl[2] + G->dim[2]) * (2 * G->dim[1] + 1) + dl[1] + G->dim[1]) * (2 * G->dim[0] + 1) + dl[0] +
           G->dim[0];
}

/* the type of arc u-v (u < v), or -1 where its offset is not among them */
static int type_of(const grid_t *G, int u, int v)
{
    int dl[3];
    int64_t key = delta_key(G, u, v, dl);
    for (size_t h = (size_t)(key * 0x9E3779B97F4A7C15ull >> 20) & (G->tcap - 1);; h = (h + 1) & (G->tcap - 1)) {
        if (G->tkey[h].key == key) return G->tkey[h].type;
        if (G->tkey[h].key < 0) return -1;
    }
}

static int by_weight(const void *a, const void *b)
{
    double x = ((const tkey_t *)a)->w, y = ((const tkey_t *)b)->w;
    return x > y ? -1 : x < y;
}

/* Every offset the graph's arcs have in this reading, with its traffic;
 * the CP_GRID_TYPES heaviest become the types.  -1: out of memory. */
static int arc_types(grid_t *G)
{
    const cp_graph_t *g = G->g;
    size_t cap = 64, cnt = 0;
    tkey_t *t = NULL;
    for (;;) { /* open addressing on the offset's number; doubled when half full */
        free(t);
        if (!(t = malloc(cap * sizeof *t))) return -1;
        for (size_t i = 0; i < cap; i++) t[i] = (tkey_t){-1, -1, 0, {0, 0, 0}};
        cnt = 0;
        int full = 0;
        for (int u = 0; u < g->vertnbr && !full; u++)
            for (int64_t e = g->verttab[u]; e < g->verttab[u + 1] && !full; e++) {
                int v = g->edgetab[e], dl[3];
                if (v <= u) continue;
                int64_t key = delta_key(G, u, v, dl);
                size_t h = (size_t)(key * 0x9E3779B97F4A7C15ull >> 20) & (cap - 1);
                while (t[h].key >= 0 && t[h].key != key) h = (h + 1) & (cap - 1);
                if (t[h].key < 0) {
                    t[h] = (tkey_t){key, -1, 0, {dl[0], dl[1], dl[2]}};
                    full = 2 * ++cnt > cap;
                }
                t[h].w += cp_arc_traffic(g, G->m, e);
            }
        if (!full) break;
        cap *= 2;
    }
    /* rank the offsets by traffic in a copy, then mark the heaviest */
    tkey_t *s = malloc(cnt * sizeof *s + 1);
    if (!s) {
        free(t);
        return -1;
    }
    size_t j = 0;
    for (size_t i = 0; i < cap; i++)
        if (t[i].key >= 0) s[j++] = t[i];
    qsort(s, cnt, sizeof *s, by_weight);
    G->ntype = cnt < CP_GRID_TYPES ? (int)cnt : CP_GRID_TYPES;
    G->tkey = t, G->tcap = cap;
    for (int k = 0; k < G->ntype; k++) {
        memcpy(G->delta[k], s[k].d, sizeof G->delta[k]);
        size_t h = (size_t)(s[k].key * 0x9E3779B97F4A7C15ull >> 20) & (cap - 1);
        while (t[h].key != s[k].key) h = (h + 1) & (cap - 1);
        t[h].type = k;
    }
    free(s);
    return 0;
}

/* Tile the grid read as dim into core_of; -1 where no tiling fits. */
static int tile(const cp_graph_t *g, const cp_machine_t *m, const int *size, const int dim[3], int *core_of)
{
    int n = g->vertnbr;
    grid_t G = {.g = g, .m = m, .D = m->depth};
    memcpy(G.size, size, sizeof G.size);
    memcpy(G.dim, dim, sizeof G.dim);
    G.stride[0] = 1, G.stride[1] = G.dim[0], G.stride[2] = (int64_t)G.dim[0] * G.dim[1];
    int rc = -1;
    size_t np = (size_t)(G.dim[0] + 1) * (size_t)(G.dim[1] + 1) * (size_t)(G.dim[2] + 1);
    if (arc_types(&G)) goto out;
    for (int t = 0; t < G.ntype; t++)
        if (!(G.pw[t] = calloc(np, sizeof *G.pw[t])) || (m->alpha_ps && !(G.pm[t] = calloc(np, sizeof *G.pm[t]))))
            goto out;
    for (int u = 0; u < n; u++) {
        int cu[3];
        coords(&G, u, cu);
        size_t i = at3(&G, cu[0] + 1, cu[1] + 1, cu[2] + 1);
        for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++) {
            int v = g->edgetab[e], t;
            if (v > u && (t = type_of(&G, u, v)) >= 0) {
                G.pw[t][i] += (uint64_t)g->edlotab[e];
                if (G.pm[t]) G.pm[t][i] += (uint64_t)g->edmsgtab[e];
            }
        }
    }
    size_t step[3] = {1, (size_t)G.dim[0] + 1, ((size_t)G.dim[0] + 1) * ((size_t)G.dim[1] + 1)};
    for (int t = 0; t < G.ntype; t++) /* prefix sums along x, then y, then z */
        for (int a = 0; a < 3; a++) {
            uint64_t *P[2] = {G.pw[t], G.pm[t]};
            for (int j = 0; j < 2 && P[j]; j++)
                for (size_t i = 0; i < np; i++)
                    if ((i / step[a]) % (size_t)(G.dim[a] + 1)) P[j][i] += P[j][i - step[a]];
        }
    if ((G.sums = malloc(((size_t)1 << SUMS_BITS) * sizeof *G.sums))) /* else every box summed */
        for (size_t i = 0; i < (size_t)1 << SUMS_BITS; i++) G.sums[i].d = -1;
    box_t all = {{0, 0, 0}, {G.dim[0], G.dim[1], G.dim[2]}};
    if (best(&G, 0, &all) == HUGE_VAL || G.failed) goto out;
    place(&G, 0, 0, &all, core_of);
    rc = G.failed ? -1 : 0;
out:
    for (int t = 0; t < G.ntype; t++) free(G.pw[t]), free(G.pm[t]);
    free(G.memo), free(G.tkey), free(G.sums);
    return rc;
}

int cp_map_grid(const cp_graph_t *g, const cp_machine_t *m, int *core_of)
{
    int n = g->vertnbr, D = m->depth, size[CP_MACHINE_MAX_DEPTH + 1];
    if (n != m->ncores || n < 4 || D < 1 || D > CP_MACHINE_MAX_DEPTH || cp_machine_level_sizes(m, size)) return -1;
    reading_t r[4];
    int nr = grid_readings(g, m, r, 4), rc = -1;
    if (nr == 1) return tile(g, m, size, r[0].dim, core_of);
    int *try = nr ? malloc((size_t)n * sizeof *try) : NULL;
    double least = HUGE_VAL;
    for (int i = 0; try && i < nr; i++) {
        if (tile(g, m, size, r[i].dim, try)) continue;
        double c = cp_map_cost(g, m, try);
        if (c < least) least = c, rc = 0, memcpy(core_of, try, (size_t)n * sizeof *try);
    }
    free(try);
    return rc;
}

#include "coll_model.h"

#include <stddef.h>

/* Trees as Open MPI's coll/base builds them (coll_base_topo.c): the same
 * parent and children for every rank, whatever the root. */
#define MAX_KIDS 64
typedef struct tree {
    int prev; /* -1 at the root */
    int next[MAX_KIDS];
    int nnext;
} tree_t;

/* Smallest power of two strictly above v (opal_next_poweroftwo). */
static int pow2_above(int v)
{
    int p = 1;
    while (v > 0) v >>= 1, p <<= 1;
    return p;
}

static int rel(int rank, int root, int size) { return (rank - root + size) % size; }

/* Binomial tree: children of index i are i + 2^k for 2^k above i. */
static void bmtree(int size, int rank, int root, tree_t *t)
{
    int index = rel(rank, root, size), mask = pow2_above(index);
    t->nnext = 0;
    t->prev = rank == root ? -1 : ((index ^ (mask >> 1)) + root) % size;
    for (; mask < size; mask <<= 1) {
        int remote = index ^ mask;
        if (remote >= size) break;
        t->next[t->nnext++] = (remote + root) % size;
    }
}

/* In-order binomial tree: children of v are v + 2^k for 2^k below v's lowest
 * set bit. */
static void in_order_bmtree(int size, int rank, int root, tree_t *t)
{
    int v = rel(rank, root, size);
    t->nnext = 0;
    t->prev = -1;
    for (int mask = 1; mask < size; mask <<= 1) {
        int remote = v ^ mask;
        if (remote < v) {
            t->prev = (remote + root) % size;
            break;
        }
        if (remote < size) t->next[t->nnext++] = (remote + root) % size;
    }
}

/* In-order binary tree rooted at size - 1 (ompi_coll_base_topo_build_
 * in_order_bintree): the left subtree holds the upper ranks, so reducing up
 * it keeps the operation's order. */
static void in_order_bintree(int size, int rank, tree_t *t)
{
    int myrank = rank, parent = size - 1, delta = 0;
    t->prev = -1;
    t->nnext = 0;
    for (;;) {
        int rightsize = size >> 1, lchild = -1, rchild = -1;
        if (size - 1 > 0) {
            lchild = parent - 1;
            if (lchild > 0) rchild = rightsize - 1;
        }
        if (myrank == parent) {
            if (lchild >= 0) t->next[t->nnext++] = lchild + delta;
            if (rchild >= 0) t->next[t->nnext++] = rchild + delta;
            return;
        }
        if (myrank > rchild) {
            if (myrank == lchild) t->prev = parent + delta;
            size = size - rightsize - 1;
            delta += rightsize;
            myrank -= rightsize;
            parent = size - 1;
        } else {
            if (myrank == rchild) t->prev = parent + delta;
            size = rightsize;
            parent = rchild;
        }
    }
}

static int ipow(int b, int e)
{
    int p = 1;
    while (e-- > 0) p *= b;
    return p;
}

/* k-ary tree, level by level (ompi_coll_base_topo_build_tree). */
static void kary_tree(int fanout, int size, int rank, int root, tree_t *t)
{
    int s = rel(rank, root, size), level = 0, num = 0;
    t->nnext = 0;
    t->prev = -1;
    if (size < 2) return;
    while (num <= s) num += ipow(fanout, level++);
    level--;
    int delta = ipow(fanout, level);
    for (int i = 0; i < fanout && i < MAX_KIDS; i++) {
        int child = s + delta * (i + 1);
        if (child >= size) break;
        t->next[t->nnext++] = (child + root) % size;
    }
    if (s == 0) return;
    int slimit = fanout > 1 ? (ipow(fanout, level) - 1) / (fanout - 1) : level;
    int parent = s;
    if (parent < fanout)
        parent = 0;
    else
        while (parent >= slimit) parent -= delta / fanout;
    t->prev = (parent + root) % size;
}

/* `fanout` chains hanging off the root (ompi_coll_base_topo_build_chain). */
static void chain(int fanout, int size, int rank, int root, tree_t *t)
{
    int s = rel(rank, root, size);
    if (fanout < 1) fanout = 1;
    if (fanout > 32) fanout = 32;
    t->nnext = 0;
    t->prev = -1;
    if (size < 2) return;
    if (fanout > size - 1) fanout = size - 1;
    if (fanout == 1) {
        if (s) t->prev = (s - 1 + root) % size;
        if (s + 1 < size) t->next[t->nnext++] = (s + 1 + root) % size;
        return;
    }
    int maxlen = (size - 1) / fanout, mark;
    if ((size - 1) % fanout) {
        maxlen++;
        mark = (size - 1) % fanout;
    } else {
        mark = fanout + 1;
    }
    if (s == 0) {
        int n = (root + 1) % size;
        t->next[t->nnext++] = n;
        for (int i = 1; i < fanout; i++) {
            n = n + maxlen - (i > mark);
            n %= size;
            t->next[t->nnext++] = n;
        }
        return;
    }
    int head, len;
    if (s - 1 < mark * maxlen) {
        head = 1 + (s - 1) / maxlen * maxlen;
        len = maxlen;
    } else {
        int column = mark + (s - 1 - mark * maxlen) / (maxlen - 1);
        head = mark * maxlen + 1 + (column - mark) * (maxlen - 1);
        len = maxlen - 1;
    }
    t->prev = ((s == head ? 0 : s - 1) + root) % size;
    if (s != head + len - 1 && s + 1 < size) t->next[t->nnext++] = (s + 1 + root) % size;
}

/* k-nomial tree (ompi_coll_base_topo_build_kmtree). */
static void kmtree(int radix, int size, int rank, int root, tree_t *t)
{
    int v = rel(rank, root, size), mask = 1;
    t->nnext = 0;
    t->prev = -1;
    while (mask < size) {
        if (v % (radix * mask)) {
            t->prev = (v / (radix * mask) * (radix * mask) + root) % size;
            break;
        }
        mask *= radix;
    }
    for (mask /= radix; mask > 0; mask /= radix)
        for (int r = 1; r < radix; r++) {
            int child = v + mask * r;
            if (child < size && t->nnext < MAX_KIDS) t->next[t->nnext++] = (child + root) % size;
        }
}

/* Elements per segment for a segment size in bytes (COLL_BASE_COMPUTED_SEGCOUNT). */
static uint64_t seg_count(int segsize, uint64_t tsize, uint64_t count)
{
    uint64_t ss = segsize > 0 ? (uint64_t)segsize : 0, seg = count;
    if (tsize && ss >= tsize && ss < tsize * count) {
        seg = ss / tsize;
        if (ss - seg * tsize > (tsize >> 1)) seg++;
    }
    return seg ? seg : 1;
}

/* Every segment of count elements to peer. */
static void segments(cp_coll_emit_fn emit, void *ctx, int peer, uint64_t count, uint64_t seg,
                     uint64_t tsize)
{
    uint64_t nseg = (count + seg - 1) / seg;
    for (uint64_t i = 0; i < nseg; i++)
        emit(ctx, peer, (i + 1 == nseg ? count - i * seg : seg) * tsize);
}

enum { T_BM, T_INORDER_BM, T_KARY, T_CHAIN, T_KM };
static void build(int shape, int fanout, const cp_coll_t *c, tree_t *t)
{
    switch (shape) {
    case T_BM: bmtree(c->size, c->rank, c->root, t); break;
    case T_INORDER_BM: in_order_bmtree(c->size, c->rank, c->root, t); break;
    case T_KARY: kary_tree(fanout, c->size, c->rank, c->root, t); break;
    case T_KM: kmtree(fanout, c->size, c->rank, c->root, t); break;
    default: chain(fanout, c->size, c->rank, c->root, t); break;
    }
}

static int barrier(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx)
{
    int n = c->size, r = c->rank;
    switch (c->alg) {
    case 1: /* linear: everyone to 0, then 0 to everyone */
        if (r) emit(ctx, 0, 0);
        else
            for (int i = 1; i < n; i++) emit(ctx, i, 0);
        return 0;
    case 2: /* double ring: twice round */
        emit(ctx, (r + 1) % n, 0);
        emit(ctx, (r + 1) % n, 0);
        return 0;
    case 3: { /* recursive doubling, extra ranks folded onto the first ones */
        int adj = pow2_above(n) >> 1;
        if (adj != n && r >= adj) emit(ctx, r - adj, 0);
        if (r < adj)
            for (int mask = 1; mask < adj; mask <<= 1)
                if ((r ^ mask) < adj) emit(ctx, r ^ mask, 0);
        if (adj != n && r < n - adj) emit(ctx, r + adj, 0);
        return 0;
    }
    case 4: /* bruck (dissemination) */
        for (int d = 1; d < n; d <<= 1) emit(ctx, (r + d) % n, 0);
        return 0;
    case 5:
        if (n != 2) return -1;
        emit(ctx, r ^ 1, 0);
        return 0;
    case 6: { /* tree: up, then down */
        int depth = 1;
        while (depth < n) depth <<= 1;
        for (int jump = 1; jump < depth; jump <<= 1) {
            int p = r ^ jump;
            if (!(p & (jump - 1)) && p < n && p < r) emit(ctx, p, 0);
        }
        for (int jump = depth >> 1; jump > 0; jump >>= 1) {
            int p = r ^ jump;
            if (!(p & (jump - 1)) && p < n && p > r) emit(ctx, p, 0);
        }
        return 0;
    }
    }
    return -1;
}

/* Bcast by a binomial scatter of ceil(count / n)-element blocks, then an
 * allgather (8: recursive doubling, with the non-power-of-two fix-up of
 * coll/base; 9: ring).  What each rank holds is a function of count, n and
 * its rank relative to the root: [first, first + ranks) blocks clipped to
 * count, so every rank's messages follow without running the others. */
static uint64_t held(uint64_t count, uint64_t sc, int n, int first, int ranks)
{
    int end = first + ranks < n ? first + ranks : n;
    uint64_t lo = (uint64_t)first * sc, hi = (uint64_t)end * sc < count ? (uint64_t)end * sc : count;
    return hi > lo ? hi - lo : 0;
}

static void bcast_scatter_allgather(const cp_coll_t *c, int ring, cp_coll_emit_fn emit, void *ctx)
{
    int n = c->size, r = c->rank, root = c->root, v = rel(r, root, n);
    uint64_t count = c->count, t = c->tsize, sc = (count + (uint64_t)n - 1) / (uint64_t)n;
    if (count < (uint64_t)n) { /* linear */
        if (r == root)
            for (int i = 0; i < n; i++)
                if (i != root) emit(ctx, i, count * t);
        return;
    }
    /* scatter: rank v got blocks [v, v + lowbit(v)); its children are v + m */
    int start = v ? (v & -v) >> 1 : pow2_above(n - 1) >> 1;
    for (int m = start; m > 0; m >>= 1) {
        if (v + m >= n) continue;
        uint64_t end = (uint64_t)(v + 2 * m) * sc < count ? (uint64_t)(v + 2 * m) * sc : count;
        if (end > (uint64_t)(v + m) * sc) emit(ctx, (r + m) % n, (end - (uint64_t)(v + m) * sc) * t);
    }
    if (ring) {
        for (int i = 0, b = v; i < n - 1; i++, b = (b - 1 + n) % n)
            emit(ctx, (r + 1) % n, held(count, sc, n, b, 1) * t);
        return;
    }
    for (int m = 1; m < n; m <<= 1) {
        int vremote = v ^ m, vtr = v / m * m, vrtr = vremote / m * m;
        uint64_t theirs = held(count, sc, n, vrtr, m);
        if (vremote < n) emit(ctx, (vremote + root) % n, held(count, sc, n, vtr, m) * t);
        if (vrtr + m <= n) continue;
        int alldata = n - vtr - m;
        for (int h = m >> 1; h > 0; h >>= 1) {
            int to = v ^ h, tree_root = v / (h << 1) * (h << 1);
            if (to > v && v < tree_root + alldata && to >= tree_root + alldata)
                emit(ctx, (to + root) % n, theirs * t);
        }
    }
}

static int bcast(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx);

/* Split binary tree (ompi_coll_base_bcast_intra_split_bintree): each half
 * of the buffer goes down one subtree of the binary tree, in segments, then
 * every rank swaps halves with its twin in the other subtree.  Halves that
 * are empty or smaller than a segment: the pipeline (alg 3) instead. */
static int bcast_split_bintree(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx)
{
    int n = c->size, r = c->rank, root = c->root;
    uint64_t t = c->tsize, half[2] = {(c->count + 1) / 2, c->count / 2}, seg[2] = {half[0], half[1]};
    uint64_t ss = c->segsize > 0 ? (uint64_t)c->segsize : 0;
    if (ss) {
        if (ss < t) ss = t;
        seg[0] = seg[1] = t ? ss / t : 1;
    }
    if (!half[0] || !half[1] || ss > half[0] * t || ss > half[1] * t) {
        cp_coll_t p = *c;
        p.alg = 3;
        return bcast(&p, emit, ctx);
    }
    tree_t tr;
    kary_tree(2, n, r, root, &tr);
    int lr = (rel(r, root, n) + 1) % 2;
    if (r == root) {
        for (int i = 0; i < tr.nnext && i < 2; i++) segments(emit, ctx, tr.next[i], half[i], seg[i], t);
    } else {
        for (int i = 0; i < tr.nnext; i++) segments(emit, ctx, tr.next[i], half[lr], seg[lr], t);
    }
    int pair = lr == 0 ? (r + 1) % n : (r + n - 1) % n;
    if (n % 2) {
        if (r != root) emit(ctx, pair, half[lr] * t);
    } else if (r == root) {
        emit(ctx, (root + n - 1) % n, half[1] * t);
    } else if (r != (root + n - 1) % n) {
        emit(ctx, pair, half[lr] * t);
    }
    return 0;
}

static int bcast(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx)
{
    tree_t t;
    /* the fixed rules pass no fan-out, and coll/base's build_chain makes
     * 0 a pipeline (fan-out 1); a forced chain has coll_tuned's fan-out */
    int fan = c->fanout > 0 ? c->fanout : 1;
    switch (c->alg) {
    case 4: return bcast_split_bintree(c, emit, ctx);
    case 1:
        if (c->rank == c->root)
            for (int i = 0; i < c->size; i++)
                if (i != c->root) emit(ctx, i, c->count * c->tsize);
        return 0;
    case 2: build(T_CHAIN, fan, c, &t); break;
    case 3: build(T_CHAIN, 1, c, &t); break;
    case 5: build(T_KARY, 2, c, &t); break;
    case 6: build(T_BM, 0, c, &t); break;
    case 7: build(T_KM, c->radix > 1 ? c->radix : 4, c, &t); break;
    case 8:
    case 9:
        if (c->tsize) bcast_scatter_allgather(c, c->alg == 9, emit, ctx);
        return 0;
    default: return -1;
    }
    uint64_t seg = seg_count(c->segsize, c->tsize, c->count);
    for (int i = 0; i < t.nnext; i++) segments(emit, ctx, t.next[i], c->count, seg, c->tsize);
    return 0;
}

/* The first half of Rabenseifner's algorithms (coll/base's and libnbc's
 * reduce and allreduce): the ranks below 2 rem fold by halves (odd ones
 * hand both halves to rank - 1 and drop out), then the power of two left
 * reduce-scatter by recursive halving, distance doubling.  Fills rcount[step]
 * (the piece kept at each step) and returns the virtual rank, -1 for the
 * ranks that dropped out. */
static int rabenseifner_scatter(const cp_coll_t *c, int pof2, uint64_t rcount[32], cp_coll_emit_fn emit, void *ctx)
{
    int r = c->rank, rem = c->size - pof2, vrank;
    uint64_t t = c->tsize, lhalf = c->count / 2, rhalf = c->count - lhalf;
    if (r < 2 * rem) {
        if (r % 2) {
            emit(ctx, r - 1, lhalf * t);
            emit(ctx, r - 1, rhalf * t);
            return -1;
        }
        emit(ctx, r + 1, rhalf * t);
        vrank = r / 2;
    } else {
        vrank = r - rem;
    }
    uint64_t wsize = c->count;
    for (int mask = 1, step = 0; mask < pof2; mask <<= 1, step++) {
        int vdest = vrank ^ mask, dest = vdest < rem ? vdest * 2 : vdest + rem;
        uint64_t sc;
        if (r < dest) rcount[step] = wsize / 2, sc = wsize - rcount[step];
        else sc = wsize / 2, rcount[step] = wsize - sc;
        emit(ctx, dest, sc * t);
        wsize = rcount[step];
    }
    return vrank;
}

static int pof2_steps(int n)
{
    int steps = 0;
    while ((2 << steps) <= n) steps++;
    return steps;
}

/* Rabenseifner's reduce (coll/base redscat_gather): the reduce-scatter
 * above, then a binomial gather of the pieces to the root (an excluded odd
 * root gets them through rank 0).  Linear below a power of two elements or
 * for non-commutative ops. */
void cp_coll_redscat_gather_reduce(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx)
{
    int n = c->size, r = c->rank, root = c->root, nsteps = pof2_steps(n);
    int pof2 = 1 << nsteps, rem = n - pof2;
    uint64_t t = c->tsize;
    if (pof2 < 2 || c->count < (uint64_t)pof2 || !c->commutative) {
        if (r != root) emit(ctx, root, c->count * t);
        return;
    }
    uint64_t rcount[32] = {0};
    int vrank = rabenseifner_scatter(c, pof2, rcount, emit, ctx);
    int vroot, odd_root = root < 2 * rem && root % 2;
    if (odd_root) {
        vroot = 0;
        if (r == root) vrank = 0; /* it only receives from here on */
        else if (vrank == 0) {
            emit(ctx, root, rcount[nsteps - 1] * t);
            vrank = -1;
        }
    } else {
        vroot = root < 2 * rem ? root / 2 : root - rem;
    }
    if (vrank == -1) return;
    for (int mask = pof2 >> 1, step = nsteps - 1; mask > 0; mask >>= 1, step--) {
        int vdest = vrank ^ mask, dest = vdest < rem ? vdest * 2 : vdest + rem;
        if (vdest == 0 && odd_root) dest = root;
        if ((vdest >> step) == (vroot >> step)) {
            emit(ctx, dest, rcount[step] * t);
            return;
        }
    }
}

static int reduce(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx)
{
    tree_t t;
    int fan = c->fanout > 0 ? c->fanout : 1; /* as in bcast */
    switch (c->alg) {
    case 1:
        if (c->rank != c->root) emit(ctx, c->root, c->count * c->tsize);
        return 0;
    case 2: build(T_CHAIN, fan, c, &t); break;
    case 3: build(T_CHAIN, 1, c, &t); break;
    case 4: build(T_KARY, 2, c, &t); break;
    case 5: build(T_INORDER_BM, 0, c, &t); break;
    case 6: /* in-order binary tree to size - 1, which passes the result on */
        in_order_bintree(c->size, c->rank, &t);
        if (c->rank == c->size - 1 && c->root != c->size - 1) emit(ctx, c->root, c->count * c->tsize);
        break;
    case 7: cp_coll_redscat_gather_reduce(c, emit, ctx); return 0;
    default: return -1;
    }
    if (t.prev >= 0)
        segments(emit, ctx, t.prev, c->count, seg_count(c->segsize, c->tsize, c->count), c->tsize);
    return 0;
}

void cp_coll_rdbl_allreduce(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx)
{
    int n = c->size, r = c->rank, adj = pow2_above(n) >> 1, extra = n - adj, newrank;
    uint64_t b = c->count * c->tsize;
    if (r < 2 * extra) {
        if (r % 2 == 0) {
            emit(ctx, r + 1, b);
            newrank = -1;
        } else {
            newrank = r >> 1;
        }
    } else {
        newrank = r - extra;
    }
    for (int d = 1; newrank >= 0 && d < adj; d <<= 1) {
        int nr = newrank ^ d;
        emit(ctx, nr < extra ? nr * 2 + 1 : nr + extra, b);
    }
    if (r < 2 * extra && r % 2) emit(ctx, r - 1, b);
}

/* Reduce-scatter by recursive halving, then allgather by recursive
 * doubling (Rabenseifner; ompi_coll_base_allreduce_intra_redscat_allgather).
 * The ranks beyond the largest power of two first fold half their vector
 * onto a neighbour.  Small counts and non-commutative operations: linear. */
int cp_coll_rabenseifner_allreduce(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx)
{
    int n = c->size, r = c->rank, steps = pof2_steps(n);
    int pof2 = 1 << steps, rem = n - pof2;
    if (c->count < (uint64_t)pof2 || !c->commutative) {
        cp_coll_t s = *c;
        s.root = 0, s.op = CP_COLL_REDUCE, s.alg = 1;
        reduce(&s, emit, ctx);
        s.op = CP_COLL_BCAST;
        return bcast(&s, emit, ctx);
    }
    uint64_t rcount[32] = {0};
    int vrank = rabenseifner_scatter(c, pof2, rcount, emit, ctx);
    if (vrank >= 0) /* allgather by recursive doubling, the steps in reverse */
        for (int mask = pof2 >> 1, step = steps - 1; mask > 0; mask >>= 1, step--) {
            int vdest = vrank ^ mask, dest = vdest < rem ? vdest * 2 : vdest + rem;
            emit(ctx, dest, rcount[step] * c->tsize);
        }
    if (r < 2 * rem && r % 2 == 0) emit(ctx, r + 1, c->count * c->tsize);
    return 0;
}

static uint64_t block_count(uint64_t count, int n, int block)
{
    uint64_t late = count / (uint64_t)n, split = count % (uint64_t)n;
    return (uint64_t)block < split ? late + 1 : late;
}

static int sub(const cp_coll_t *c, cp_coll_choose_fn choose, cp_coll_emit_fn emit, void *ctx)
{
    cp_coll_t s = *c;
    s.alg = s.segsize = s.fanout = s.radix = 0;
    if (!choose || !choose(&s)) return -1;
    return cp_coll_model(&s, choose, emit, ctx);
}

static int allreduce(const cp_coll_t *c, cp_coll_choose_fn choose, cp_coll_emit_fn emit, void *ctx)
{
    int n = c->size, r = c->rank;
    cp_coll_t s = *c;
    s.root = 0;
    switch (c->alg) {
    case 1: /* linear reduce to 0, linear bcast from 0 */
        s.op = CP_COLL_REDUCE, s.alg = 1;
        reduce(&s, emit, ctx);
        s.op = CP_COLL_BCAST;
        return bcast(&s, emit, ctx);
    case 2: /* the communicator's own reduce and bcast */
        s.op = CP_COLL_REDUCE;
        if (sub(&s, choose, emit, ctx)) return -1;
        s.op = CP_COLL_BCAST;
        return sub(&s, choose, emit, ctx);
    case 3: cp_coll_rdbl_allreduce(c, emit, ctx); return 0;
    case 5: { /* segmented ring: the plain ring unless a segment is under a block */
        uint64_t seg = seg_count(c->segsize, c->tsize, c->count), round = (uint64_t)n * seg;
        if (c->count < round) goto ring;
        /* each block in `phases` pieces, each piece reduced round the ring
         * as the plain ring does whole blocks; then the blocks go round */
        uint64_t phases = c->count / round, left = c->count % round;
        if (left >= (uint64_t)n && left > round / 2) phases++;
        for (uint64_t ph = 0; ph < phases; ph++)
            for (int k = 1; k < n; k++) {
                int b = (r + n - k + 1) % n;
                emit(ctx, (r + 1) % n,
                     block_count(block_count(c->count, n, b), (int)phases, (int)ph) * c->tsize);
            }
        for (int k = 0; k < n - 1; k++)
            emit(ctx, (r + 1) % n, block_count(c->count, n, (r + 1 + n - k) % n) * c->tsize);
        return 0;
    }
    ring:
    case 4:
        if (c->count < (uint64_t)n) {
            cp_coll_rdbl_allreduce(c, emit, ctx);
            return 0;
        }
        /* reduce-scatter round the ring, then allgather round it */
        emit(ctx, (r + 1) % n, block_count(c->count, n, r) * c->tsize);
        for (int k = 2; k < n; k++)
            emit(ctx, (r + 1) % n, block_count(c->count, n, (r + n - k + 1) % n) * c->tsize);
        for (int k = 0; k < n - 1; k++)
            emit(ctx, (r + 1) % n, block_count(c->count, n, (r + 1 + n - k) % n) * c->tsize);
        return 0;
    case 6: return cp_coll_rabenseifner_allreduce(c, emit, ctx);
    }
    return -1;
}

static void allgather_bruck(const cp_coll_t *c, uint64_t unit, cp_coll_emit_fn emit, void *ctx)
{
    int n = c->size, r = c->rank;
    for (int d = 1; d < n; d <<= 1)
        emit(ctx, (r - d + n) % n, (uint64_t)(d <= (n >> 1) ? d : n - d) * unit);
}

static void allgather_ring(const cp_coll_t *c, uint64_t unit, cp_coll_emit_fn emit, void *ctx)
{
    for (int i = 0; i < c->size - 1; i++) emit(ctx, (c->rank + 1) % c->size, unit);
}

static int allgather(const cp_coll_t *c, cp_coll_choose_fn choose, cp_coll_emit_fn emit, void *ctx)
{
    int n = c->size, r = c->rank;
    uint64_t unit = c->count * c->tsize;
    switch (c->alg) {
    case 1: { /* gather to 0, then bcast of the whole, through the communicator */
        cp_coll_t s = *c;
        s.root = 0;
        s.op = CP_COLL_GATHER;
        if (sub(&s, choose, emit, ctx)) return -1;
        s.op = CP_COLL_BCAST;
        s.count = c->count * (uint64_t)n;
        return sub(&s, choose, emit, ctx);
    }
    case 2: allgather_bruck(c, unit, emit, ctx); return 0;
    case 3:
        if (pow2_above(n) >> 1 != n) {
            allgather_bruck(c, unit, emit, ctx);
            return 0;
        }
        for (int d = 1; d < n; d <<= 1) emit(ctx, r ^ d, (uint64_t)d * unit);
        return 0;
    case 4: allgather_ring(c, unit, emit, ctx); return 0;
    case 5: {
        if (n % 2) {
            allgather_ring(c, unit, emit, ctx);
            return 0;
        }
        int nb[2];
        nb[0] = r % 2 ? (r - 1 + n) % n : (r + 1) % n;
        nb[1] = r % 2 ? (r + 1) % n : (r - 1 + n) % n;
        emit(ctx, nb[0], unit);
        for (int i = 1; i < n / 2; i++) emit(ctx, nb[i % 2], 2 * unit);
        return 0;
    }
    case 6:
        if (n != 2) return -1;
        emit(ctx, r ^ 1, unit);
        return 0;
    }
    return -1;
}

/* MPI_IN_PLACE: whatever the algorithm chosen, each of Open MPI's starts
 * with coll/base's in-place exchange, one message each way per pair (of
 * the receive counts; alltoallv skips empty ones). */
static int alltoall(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx)
{
    int n = c->size, r = c->rank;
    uint64_t unit = c->count * c->tsize;
    if (c->in_place && c->alg >= 1 && c->alg <= 5) {
        for (int i = 1; i < n; i++) emit(ctx, (r + i) % n, unit);
        return 0;
    }
    switch (c->alg) {
    case 1: case 2: case 4: case 5: /* one block to every other rank */
        if (c->alg == 5 && n != 2) return -1;
        for (int i = 1; i < n; i++) emit(ctx, (r + i) % n, unit);
        return 0;
    case 3: /* modified bruck: at distance d, the blocks whose index has bit d */
        for (int d = 1; d < n; d <<= 1) {
            uint64_t k = 0;
            for (int i = 1; i < n; i++) k += (i & d) != 0;
            emit(ctx, (r + d) % n, k * unit);
        }
        return 0;
    }
    return -1;
}

static int gather(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx)
{
    int n = c->size, r = c->rank;
    uint64_t unit = c->count * c->tsize;
    switch (c->alg) {
    case 1:
        if (r != c->root) emit(ctx, c->root, unit);
        return 0;
    case 2: {
        tree_t t;
        build(T_INORDER_BM, 0, c, &t);
        if (t.prev >= 0) {
            int v = rel(r, c->root, n), low = v & -v;
            emit(ctx, t.prev, (uint64_t)(low < n - v ? low : n - v) * unit);
        }
        return 0;
    }
    case 3: /* first segment, then the rest, after a sync message from the root */
        if (r != c->root) {
            uint64_t first = seg_count(c->segsize, c->tsize, c->count);
            emit(ctx, c->root, first * c->tsize);
            emit(ctx, c->root, (c->count - first) * c->tsize);
        } else {
            for (int i = 0; i < n; i++)
                if (i != r) emit(ctx, i, 0);
        }
        return 0;
    }
    return -1;
}

static int scatter(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx)
{
    int n = c->size, r = c->rank;
    uint64_t unit = c->count * c->tsize;
    switch (c->alg) {
    case 1: case 3:
        if (r == c->root)
            for (int i = 0; i < n; i++)
                if (i != r) emit(ctx, i, unit);
        return 0;
    case 2: {
        tree_t t;
        build(T_INORDER_BM, 0, c, &t);
        int v = rel(r, c->root, n);
        for (int i = t.nnext - 1; i >= 0; i--) {
            int vk = rel(t.next[i], c->root, n), k = vk - v;
            emit(ctx, t.next[i], (uint64_t)(k < n - vk ? k : n - vk) * unit);
        }
        return 0;
    }
    }
    return -1;
}

static int alltoallv(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx)
{
    int n = c->size, r = c->rank;
    if (c->alg != 1 && c->alg != 2) return -1;
    for (int i = 1; i < n; i++) {
        int p = (r + i) % n;
        /* both send empty blocks too; the in-place exchange does not */
        if (c->in_place && c->counts[p] <= 0) continue;
        emit(ctx, p, (uint64_t)(c->counts[p] > 0 ? c->counts[p] : 0) * c->vtsize);
    }
    return 0;
}

/* gatherv and scatterv, coll/basic (tuned has none): linear, and empty
 * blocks are not sent. */
static int gatherv(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx)
{
    if (c->alg != 1) return -1;
    if (c->rank != c->root && c->count > 0) emit(ctx, c->root, c->count * c->tsize);
    return 0;
}

static int scatterv(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx)
{
    if (c->alg != 1) return -1;
    if (c->rank != c->root) return 0;
    if (!c->counts) return -1;
    for (int i = 0; i < c->size; i++)
        if (i != c->root && c->counts[i] > 0) emit(ctx, i, (uint64_t)c->counts[i] * c->vtsize);
    return 0;
}

/* counts[lo] + ... + counts[hi - 1] */
static uint64_t count_sum(const int *counts, int lo, int hi)
{
    uint64_t s = 0;
    for (int i = lo; i < hi; i++)
        if (counts[i] > 0) s += (uint64_t)counts[i];
    return s;
}

/* Allgatherv, coll/base: 1 gatherv to 0 then a bcast of the whole (one
 * element of an indexed type) through the communicator, 2 Bruck, 3 ring,
 * 4 neighbor exchange (ring for odd sizes), 5 two processes.  Blocks are
 * the receive counts; exchanges send even empty ones. */
static void allgatherv_ring(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx)
{
    int n = c->size, r = c->rank;
    for (int i = 0; i < n - 1; i++) emit(ctx, (r + 1) % n, cp_coll_vcount(c, (r - i + n) % n) * c->vtsize);
}

static int allgatherv(const cp_coll_t *c, cp_coll_choose_fn choose, cp_coll_emit_fn emit, void *ctx)
{
    int n = c->size, r = c->rank;
    if (!c->counts) return -1;
    switch (c->alg) {
    case 1: {
        cp_coll_t s = *c;
        s.root = 0;
        s.op = CP_COLL_GATHERV;
        s.count = cp_coll_vcount(c, r); /* Open MPI passes recvcounts[rank] of the send type */
        if (sub(&s, choose, emit, ctx)) return -1;
        s.op = CP_COLL_BCAST;
        s.count = 1;
        s.tsize = count_sum(c->counts, 0, n) * c->vtsize;
        s.counts = NULL;
        return sub(&s, choose, emit, ctx);
    }
    case 2:
        for (int d = 1; d < n; d <<= 1) {
            int blocks = d <= (n >> 1) ? d : n - d;
            uint64_t b = 0;
            for (int i = 0; i < blocks; i++) b += cp_coll_vcount(c, (r + i) % n);
            emit(ctx, (r - d + n) % n, b * c->vtsize);
        }
        return 0;
    case 3: allgatherv_ring(c, emit, ctx); return 0;
    case 4: {
        if (n % 2) {
            allgatherv_ring(c, emit, ctx);
            return 0;
        }
        int even = r % 2 == 0, nb[2], from[2], step[2];
        nb[0] = even ? (r + 1) % n : (r - 1 + n) % n;
        nb[1] = even ? (r - 1 + n) % n : (r + 1) % n;
        from[0] = from[1] = even ? r : nb[0];
        step[0] = even ? 2 : -2;
        step[1] = -step[0];
        emit(ctx, nb[0], cp_coll_vcount(c, r) * c->vtsize);
        int send_from = even ? r : from[0];
        for (int i = 1; i < n / 2; i++) {
            int p = i % 2;
            from[p] = (from[p] + step[p] + n) % n;
            emit(ctx, nb[p], (cp_coll_vcount(c, send_from) + cp_coll_vcount(c, send_from + 1)) * c->vtsize);
            send_from = from[p];
        }
        return 0;
    }
    case 5:
        if (n != 2) return -1;
        emit(ctx, r ^ 1, c->count * c->tsize);
        return 0;
    }
    return -1;
}

/* The largest power of two <= n, and where block i of the folded
 * (power-of-two) vector starts among the n blocks: the first `rem` folded
 * blocks hold two ranks' blocks each. */
static int pof2_below(int n) { return pow2_above(n) >> 1; }
static int fold_start(int i, int rem) { return i < rem ? 2 * i : i + rem; }
static int fold_rank(int v, int rem) { return v < rem ? 2 * v + 1 : v + rem; }

/* bit reversal of x in nbits (ompi_mirror_perm) */
static int mirror(int x, int nbits)
{
    int y = 0;
    for (int i = 0; i < nbits; i++) y |= ((x >> i) & 1) << (nbits - 1 - i);
    return y;
}

/* Block i of a reduce_scatter's vector: the receive counts, or for
 * reduce_scatter_block the same count for every rank. */
static uint64_t blk(const cp_coll_t *c, int i)
{
    return c->op == CP_COLL_REDUCE_SCATTER_BLOCK ? c->count : cp_coll_vcount(c, i);
}

/* blocks [lo, hi) */
static uint64_t blk_sum(const cp_coll_t *c, int lo, int hi)
{
    if (c->op == CP_COLL_REDUCE_SCATTER_BLOCK) return hi > lo ? (uint64_t)(hi - lo) * c->count : 0;
    return count_sum(c->counts, lo, hi);
}

/* The non-power-of-two ranks fold pairwise first: even ranks below 2 rem
 * hand their whole vector to the odd ones.  Returns the rank among the
 * power of two that go on, -1 for the even ones that drop out. */
static int fold(const cp_coll_t *c, int rem, uint64_t all, cp_coll_emit_fn emit, void *ctx)
{
    int r = c->rank;
    if (r >= 2 * rem) return r - rem;
    if (r % 2) return r / 2;
    emit(ctx, r + 1, all * c->vtsize);
    return -1;
}

/* Recursive halving (coll/base, both reduce_scatter forms): halves of the
 * folded vector go to rank ^ mask, largest mask first; the odd folded ranks
 * then send the even ones their block. */
static void rs_halving(const cp_coll_t *c, uint64_t all, cp_coll_emit_fn emit, void *ctx)
{
    int n = c->size, r = c->rank, pof2 = pof2_below(n), rem = n - pof2;
    uint64_t t = c->vtsize;
    int v = fold(c, rem, all, emit, ctx);
    if (v >= 0) {
        int send_index = 0, recv_index = 0, last_index = pof2;
        for (int mask = pof2 >> 1; mask > 0; mask >>= 1) {
            int vpeer = v ^ mask;
            uint64_t sc;
            if (v < vpeer) {
                send_index = recv_index + mask;
                sc = blk_sum(c, fold_start(send_index, rem), fold_start(last_index, rem));
            } else {
                recv_index = send_index + mask;
                sc = blk_sum(c, fold_start(send_index, rem), fold_start(recv_index, rem));
            }
            if (sc > 0) emit(ctx, fold_rank(vpeer, rem), sc * t);
            send_index = recv_index;
            last_index = recv_index + mask;
        }
    }
    if (r < 2 * rem && r % 2 && blk(c, r - 1) > 0) emit(ctx, r - 1, blk(c, r - 1) * t);
}

/* Butterfly (Traff; coll/base, both forms): exchanges of halves of the
 * folded vector with rank ^ mask, smallest mask first, then each result
 * goes to the rank the mirror permutation names. */
static void rs_butterfly(const cp_coll_t *c, uint64_t all, cp_coll_emit_fn emit, void *ctx)
{
    int n = c->size, pof2 = pof2_below(n), rem = n - pof2, log2 = 0;
    uint64_t t = c->vtsize;
    while ((1 << log2) < pof2) log2++;
    int v = fold(c, rem, all, emit, ctx);
    if (v < 0) return;
    int nblocks = pof2, send_index = 0, recv_index = 0;
    for (int mask = 1; mask < pof2; mask <<= 1) {
        nblocks /= 2;
        if ((v & mask) == 0) send_index += nblocks;
        else recv_index += nblocks;
        int last = send_index + nblocks - 1; /* folded blocks [send_index, last] */
        uint64_t sc = blk_sum(c, fold_start(send_index, rem), fold_start(last, rem) + (last < rem ? 2 : 1));
        emit(ctx, fold_rank(v ^ mask, rem), sc * t);
        send_index = recv_index;
    }
    int vpeer = mirror(v, log2), peer = fold_rank(vpeer, rem);
    int index = fold_start(send_index, rem);
    if (vpeer < rem) emit(ctx, peer - 1, blk(c, index++) * t);
    if (vpeer != v) emit(ctx, peer, blk(c, index) * t);
}

/* Reduce_scatter, coll/base: 1 reduce to 0 then scatterv through the
 * communicator, 2 recursive halving, 3 ring, 4 butterfly. */
static int reduce_scatter(const cp_coll_t *c, cp_coll_choose_fn choose, cp_coll_emit_fn emit, void *ctx)
{
    int n = c->size, r = c->rank;
    uint64_t t = c->vtsize;
    if (!c->counts) return -1;
    uint64_t all = count_sum(c->counts, 0, n);
    switch (c->alg) {
    case 1: {
        cp_coll_t s = *c;
        s.root = 0;
        s.op = CP_COLL_REDUCE;
        s.count = all;
        s.tsize = t;
        if (sub(&s, choose, emit, ctx)) return -1;
        s.op = CP_COLL_SCATTERV;
        return sub(&s, choose, emit, ctx);
    }
    case 2:
        if (all > 0) rs_halving(c, all, emit, ctx);
        return 0;
    case 3:
        emit(ctx, (r + 1) % n, cp_coll_vcount(c, (r - 1 + n) % n) * t);
        for (int k = 2; k < n; k++) emit(ctx, (r + 1) % n, cp_coll_vcount(c, (r + n - k) % n) * t);
        return 0;
    case 4: rs_butterfly(c, all, emit, ctx); return 0;
    }
    return -1;
}

/* Reduce_scatter_block, coll/base: 1 reduce to 0 then scatter through the
 * communicator (one reduce and one send per block past INT_MAX elements),
 * 2 recursive doubling, 3 recursive halving, 4 butterfly (for a power of
 * two: the vector halves, in mirrored block order).  c->count: elements
 * per rank, c->vtsize their size. */
static int reduce_scatter_block(const cp_coll_t *c, cp_coll_choose_fn choose, cp_coll_emit_fn emit, void *ctx)
{
    int n = c->size, r = c->rank, alg = c->alg;
    uint64_t t = c->vtsize, all = (uint64_t)n * c->count;
    if (c->count == 0) return 0;
    if ((alg == 2 && all > 2147483647u) || (alg == 3 && !c->commutative)) alg = 1;
    switch (alg) {
    case 1: {
        cp_coll_t s = *c;
        s.root = 0;
        s.tsize = t;
        s.op = CP_COLL_REDUCE;
        if (all > 2147483647u) {
            for (int i = 0; i < n; i++) {
                if (sub(&s, choose, emit, ctx)) return -1;
                if (r == 0 && i != 0) emit(ctx, i, c->count * t);
            }
            return 0;
        }
        s.count = all;
        if (sub(&s, choose, emit, ctx)) return -1;
        s.op = CP_COLL_SCATTER;
        s.count = c->count;
        return sub(&s, choose, emit, ctx);
    }
    case 2:
        for (int mask = 1; mask < n; mask <<= 1) {
            int remote = r ^ mask, cur_root = r / mask * mask, remote_root = remote / mask * mask;
            int send_blocks = cur_root + (n >= cur_root + mask ? n - cur_root - mask : 0);
            int recv_blocks = remote_root + (n >= remote_root + mask ? n - remote_root - mask : 0);
            if (remote < n) emit(ctx, remote, (uint64_t)send_blocks * c->count * t);
            if (remote_root + mask <= n) continue;
            /* a subtree without a partner: ranks holding the data pass it
             * on to the others by recursive halving */
            int alldata = n - cur_root - mask;
            for (int h = mask >> 1; h > 0; h >>= 1) {
                int to = r ^ h, tree_root = r / (h << 1) * (h << 1);
                if (to > r && r < tree_root + alldata && to >= tree_root + alldata)
                    emit(ctx, to, (uint64_t)recv_blocks * c->count * t);
            }
        }
        return 0;
    case 3: rs_halving(c, all, emit, ctx); return 0;
    case 4:
        if (n & (n - 1)) {
            rs_butterfly(c, all, emit, ctx);
            return 0;
        }
        for (uint64_t half = all / 2, mask = 1; mask < (uint64_t)n; mask <<= 1, half /= 2)
            emit(ctx, r ^ (int)mask, half * t);
        return 0;
    }
    return -1;
}

/* Scan and exscan, coll/base: 1 linear (rank r passes its prefix to r+1;
 * also Open MPI's choice whenever none is forced: coll/basic's scan is the
 * linear one), 2 recursive doubling (an exchange with rank ^ mask while that
 * rank exists). */
static int scan(const cp_coll_t *c, cp_coll_emit_fn emit, void *ctx)
{
    int n = c->size, r = c->rank;
    uint64_t b = c->count * c->tsize;
    if (c->alg == 1) {
        if (r < n - 1) emit(ctx, r + 1, b);
        return 0;
    }
    if (c->alg != 2) return -1;
    for (int mask = 1; mask < n; mask <<= 1)
        if ((r ^ mask) < n) emit(ctx, r ^ mask, b);
    return 0;
}

int cp_coll_model(const cp_coll_t *c, cp_coll_choose_fn choose, cp_coll_emit_fn emit, void *ctx)
{
    if (c->size < 2) return 0; /* nothing leaves the rank */
    switch (c->op) {
    case CP_COLL_BARRIER: return barrier(c, emit, ctx);
    case CP_COLL_BCAST: return bcast(c, emit, ctx);
    case CP_COLL_REDUCE: return reduce(c, emit, ctx);
    case CP_COLL_ALLREDUCE: return allreduce(c, choose, emit, ctx);
    case CP_COLL_ALLGATHER: return allgather(c, choose, emit, ctx);
    case CP_COLL_ALLTOALL: return alltoall(c, emit, ctx);
    case CP_COLL_GATHER: return gather(c, emit, ctx);
    case CP_COLL_SCATTER: return scatter(c, emit, ctx);
    case CP_COLL_ALLTOALLV: return c->counts ? alltoallv(c, emit, ctx) : -1;
    case CP_COLL_GATHERV: return gatherv(c, emit, ctx);
    case CP_COLL_SCATTERV: return scatterv(c, emit, ctx);
    case CP_COLL_ALLGATHERV: return allgatherv(c, choose, emit, ctx);
    case CP_COLL_REDUCE_SCATTER: return reduce_scatter(c, choose, emit, ctx);
    case CP_COLL_REDUCE_SCATTER_BLOCK: return reduce_scatter_block(c, choose, emit, ctx);
    case CP_COLL_SCAN:
    case CP_COLL_EXSCAN: return scan(c, emit, ctx);
    }
    return -1;
}

const char *cp_coll_op_name(int op)
{
    static const char *const names[CP_COLL_OPS] = {
        "barrier", "bcast", "reduce", "allreduce", "gather", "scatter", "allgather", "alltoall",
        "alltoallv", "gatherv", "scatterv", "allgatherv", "reduce_scatter",
        "reduce_scatter_block", "scan", "exscan"};
    return op >= 0 && op < CP_COLL_OPS ? names[op] : "?";
}

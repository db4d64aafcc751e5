/* Finding the switches from latencies (discover.h). */
#include "discover.h"
#include "cost_file.h"
#include "machine.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* rank 0 tells a pair's two ranks {peer, leader} (tag CMD); {-1, 0} stops;
 * the leader answers with its statistics (tag RES) */
enum { TAG_CMD = 7601, TAG_RES };

typedef struct ctx {
    MPI_Comm c;
    int me;
    cp_probe_opts_t o; /* 20 round trips after 20 to warm up */
    char *buf;
    const int *rep; /* a rank on each host */
    cp_discovery_t *d;
} ctx_t;

/* Rank 0: the one-way latency of hosts a and b (least of 20 round trips
 * after 20 to warm the connection), measured once */
static double measure_pair(ctx_t *x, int a, int b)
{
    /* only the pair's two ranks and rank 0 take part: a broadcast and a
     * barrier a pair would cost 2 log2(N) latencies more, 1,023 messages
     * at 1,024 nodes */
    int ra = x->rep[a], rb = x->rep[b];
    cp_stats_t s;
    memset(&s, 0, sizeof s);
    if (ra == 0 || rb == 0) {
        int peer = ra == 0 ? rb : ra, cmd[2] = {0, 0};
        MPI_Send(cmd, 2, MPI_INT, peer, TAG_CMD, x->c);
        cp_probe_measure(x->c, peer, 1, CP_PROBE_LATENCY, 1, &x->o, x->buf, &s);
    } else {
        int ca[2] = {rb, 1}, cb[2] = {ra, 0};
        MPI_Send(ca, 2, MPI_INT, ra, TAG_CMD, x->c);
        MPI_Send(cb, 2, MPI_INT, rb, TAG_CMD, x->c);
        MPI_Request rq;
        MPI_Irecv(&s, (int)sizeof s, MPI_BYTE, ra, TAG_RES, x->c, &rq);
        cp_probe_idle_wait(&rq);
    }
    return s.min > 0 ? s.min : 1e-9;
}

static double lat(ctx_t *x, int a, int b)
{
    int n = x->d->nhosts;
    if (x->d->lat[a * n + b] > 0) return x->d->lat[a * n + b];
    return x->d->lat[a * n + b] = x->d->lat[b * n + a] = measure_pair(x, a, b);
}

/* A latency that would start a group or contradict one is measured twice
 * more and the least kept: noise (a rank descheduled by other work on its
 * node) only ever adds, and 20 round trips on two busy cores can all
 * miss (a 20 us trunk beside two busy loops on the testbed). */
static double lat_again(ctx_t *x, int a, int b)
{
    int n = x->d->nhosts;
    double v = lat(x, a, b);
    for (int t = 0; t < 2; t++) {
        double w = measure_pair(x, a, b);
        if (w < v) v = w;
    }
    return x->d->lat[a * n + b] = x->d->lat[b * n + a] = v;
}

static int by_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Whether sorted latencies v[0..n) change level between v[i] and v[i+1]:
 * a jump of 1.45 times or more (a tree's next switch up doubles the
 * links crossed, or adds a slower one), or of 1.15 between plateaus:
 * the neighbours on both sides within a fifth of the jump of each other
 * (a dragonfly's routers, chassis and groups are a link apart: 6, 9, 10,
 * 12, 15 us; noise spreads a level's values, it does not make plateaus
 * of two values or more on both sides). */
static int level_jump(const double *v, int n, int i)
{
    double r = v[i + 1] / v[i];
    if (r >= 1.45) return 1;
    if (r < 1.15) return 0;
    double flat = 1 + (r - 1) / 5;
    return i >= 1 && i + 2 < n && v[i] / v[i - 1] <= flat && v[i + 2] / v[i + 1] <= flat;
}

/* the level of a latency: the first whose range's top it does not pass by
 * more than half the gap above it */
static int level_of(const cp_discovery_t *d, double v)
{
    for (int k = 0; k + 1 < d->nlevels; k++)
        if (v < sqrt(d->hi[k] * d->lo[k + 1])) return k;
    return d->nlevels - 1;
}

/* Partition hosts s[0..n) of one level-(k+1) group into level-k groups:
 * each host joins the first landmark (a group's first member) it is
 * within level k of, else starts a group; then each group, recursively.
 * Groups at level k are numbered from next[k] on. */
static void split(ctx_t *x, const int *s, int n, int k, int *next)
{
    cp_discovery_t *d = x->d;
    int *gid = malloc((size_t)n * sizeof *gid), *land = malloc((size_t)n * sizeof *land),
        *sub = malloc((size_t)n * sizeof *sub), nl = 0;
    if (gid && land && sub) {
        for (int i = 0; i < n; i++) {
            int near = -1;
            gid[i] = -1;
            for (int j = 0; j < nl && gid[i] < 0; j++) {
                if (level_of(d, lat(x, s[i], s[land[j]])) <= k) gid[i] = j;
                if (near < 0 || lat(x, s[i], s[land[j]]) < lat(x, s[i], s[land[near]])) near = j;
            }
            if (gid[i] < 0 && near >= 0 && level_of(d, lat_again(x, s[i], s[land[near]])) <= k) gid[i] = near;
            if (gid[i] < 0) land[nl] = i, gid[i] = nl++;
        }
        for (int j = 0; j < nl; j++) {
            int m = 0, g = next[k]++;
            for (int i = 0; i < n; i++)
                if (gid[i] == j) sub[m++] = s[i], d->group[k * d->nhosts + s[i]] = g;
            if (k > 0) split(x, sub, m, k - 1, next);
        }
    }
    free(gid), free(land), free(sub);
}

/* the level hosts a and b share by their groups */
static int shared_level(const cp_discovery_t *d, int a, int b)
{
    for (int k = 0; k < d->nlevels; k++)
        if (d->group[k * d->nhosts + a] == d->group[k * d->nhosts + b]) return k;
    return d->nlevels - 1;
}

/* whether a measured pair's latency is not at the level its groups say */
static int disagree(const cp_discovery_t *d, int a, int b)
{
    return level_of(d, d->lat[a * d->nhosts + b]) != shared_level(d, a, b);
}

/* The levels flagged in drop are not kept: their groups go, and each
 * one's latency range joins the next level's (the top is always kept). */
static void remove_levels(cp_discovery_t *d, const char *drop)
{
    int nh = d->nhosts, kept = 0;
    for (int k = 0; k < d->nlevels; k++) {
        if (drop[k] && k + 1 < d->nlevels) {
            d->lo[k + 1] = d->lo[k];
            d->dropped++;
            continue;
        }
        if (kept != k) {
            memmove(d->group + (size_t)kept * nh, d->group + (size_t)k * nh, (size_t)nh * sizeof *d->group);
            d->lo[kept] = d->lo[k], d->hi[kept] = d->hi[k];
        }
        kept++;
    }
    d->nlevels = kept;
    for (int k = 0; k + 1 < kept; k++) d->gap[k] = d->lo[k + 1] / d->hi[k];
}

/* A level whose groups are the level's below (nested, so as many) groups
 * nothing: its range joins the next.  Noise makes such levels: with a
 * stream crossing the trunk to the first node, one of its latencies inside
 * its cluster came out 484 us beside the others' 330, a level of its own
 * (the testbed, 2 clusters of 2 switches). */
static void drop_idle_levels(cp_discovery_t *d)
{
    int nh = d->nhosts, count[CP_DISCOVER_MAX_LEVELS] = {0};
    char drop[CP_DISCOVER_MAX_LEVELS] = {0}, *seen = malloc((size_t)nh);
    if (!seen) return;
    for (int k = 0; k < d->nlevels; k++) {
        memset(seen, 0, (size_t)nh);
        for (int h = 0; h < nh; h++)
            if (!seen[d->group[k * nh + h]]) seen[d->group[k * nh + h]] = 1, count[k]++;
    }
    free(seen);
    for (int k = 0; k + 1 < d->nlevels; k++) drop[k] = count[k] == count[k + 1];
    int dropped = d->dropped;
    remove_levels(d, drop);
    d->dropped = dropped; /* only contradicted levels count: these held nothing */
}

/* Levels the confirming pairs contradict are not kept.  The groups of
 * level k rest on the boundary between level k's latencies and level
 * k + 1's; a pair whose groups put it on one side and whose latency on the
 * other contradicts it.  Where more than 2% of the pairs do (two at
 * least), level k's groups are dropped and its range joins the next's:
 * a dragonfly's routers stay (6.05 us, exact), its chassis and groups go
 * (inside a group 9 to 12 us, between groups 9 to 21: no tree's; they
 * are found by average latency after, group_by_average). */
static void drop_contradicted(cp_discovery_t *d, const int *ca, const int *cb, int n)
{
    int contra[CP_DISCOVER_MAX_LEVELS] = {0}, nh = d->nhosts;
    char drop[CP_DISCOVER_MAX_LEVELS] = {0};
    for (int i = 0; i < n; i++) {
        int want = shared_level(d, ca[i], cb[i]), got = level_of(d, d->lat[ca[i] * nh + cb[i]]);
        for (int k = want < got ? want : got; k < (want < got ? got : want); k++) contra[k]++;
    }
    for (int k = 0; k + 1 < d->nlevels; k++) drop[k] = contra[k] >= 2 && 50 * contra[k] > n;
    remove_levels(d, drop);
}

/* union-find root, with path halving */
static int root_of(int *up, int u)
{
    while (up[u] != u) u = up[u] = up[up[u]];
    return u;
}

/* After the cut: each unit moves to the group its measured pairs average
 * the least to, while one does (10 passes at most); a group's last unit
 * stays.  Average linkage merges on what was sampled first, and a unit
 * whose few sampled pairs to its group happened to be its farthest joins
 * another; the averages over all its pairs put it back. */
static void refine(int R, const double *usum, const int *ucnt, int *lab)
{
    double *gs = malloc((size_t)R * sizeof *gs);
    int *gc = malloc((size_t)R * sizeof *gc), *size = calloc((size_t)R, sizeof *size);
    for (int u = 0; gs && gc && size && u < R; u++) size[lab[u]]++;
    for (int pass = 0, moved = 1; gs && gc && size && moved && pass < 10; pass++) {
        moved = 0;
        for (int u = 0; u < R; u++) {
            for (int g = 0; g < R; g++) gs[g] = 0, gc[g] = 0;
            for (int v = 0; v < R; v++)
                if (v != u && ucnt[u * R + v]) gs[lab[v]] += usum[u * R + v], gc[lab[v]] += ucnt[u * R + v];
            int best = lab[u];
            for (int g = 0; g < R; g++)
                if (gc[g] && (!gc[best] || gs[g] / gc[g] < gs[best] / gc[best])) best = g;
            if (best != lab[u] && size[lab[u]] > 1) size[lab[u]]--, size[best]++, lab[u] = best, moved = 1;
        }
    }
    free(gs), free(gc), free(size);
}

/* Average linkage (UPGMA) over R units whose measured pairs sum to sum
 * (count cnt, R x R, merged in place): the two clusters whose pairs average
 * the least merge, while any two have a measured pair.  Merge i joins mb[i]
 * into ma[i] at height[i] (a running maximum: sampled averages need not
 * rise).  The merges' count; O(R^3). */
static int average_linkage(int R, double *sum, int *cnt, char *alive, int *ma, int *mb, double *height)
{
    int M = 0;
    for (int u = 0; u < R; u++) alive[u] = 1;
    for (;;) {
        int bi = -1, bj = -1;
        double best = 0;
        for (int i = 0; i < R; i++)
            for (int j = i + 1; alive[i] && j < R; j++)
                if (alive[j] && cnt[i * R + j] && (bi < 0 || sum[i * R + j] / cnt[i * R + j] < best))
                    bi = i, bj = j, best = sum[i * R + j] / cnt[i * R + j];
        if (bi < 0) return M;
        for (int t = 0; t < R; t++) {
            sum[bi * R + t] += sum[bj * R + t], cnt[bi * R + t] += cnt[bj * R + t];
            sum[t * R + bi] = sum[bi * R + t], cnt[t * R + bi] = cnt[bi * R + t];
        }
        alive[bj] = 0;
        height[M] = M && height[M - 1] > best ? height[M - 1] : best;
        ma[M] = bi, mb[M++] = bj;
    }
}

/* Where to cut M merges of R units: after the merge c whose next is the
 * largest jump in height, 1.15 times at least, leaving R - c - 1 groups,
 * 2 or more, of 2 units or more on average; -1 where none. */
static int cut_at_jump(int R, int M, const double *height)
{
    int cut = -1;
    double jump = 1.15;
    for (int c = 0; c + 1 < M; c++) {
        int groups = R - c - 1;
        if (groups >= 2 && 2 * groups <= R && height[c + 1] / height[c] >= jump) cut = c, jump = height[c + 1] / height[c];
    }
    return cut;
}

/* The groups lab[] of the units (unit[h]: host h's) as level k + 1, the
 * levels above moved up one; its latency range from the pairs measured
 * inside its groups, the least between its groups inside the level above
 * as that level's least, and the gaps: below it, its least over level
 * k's most; above it, the average between its groups (inside the level
 * above) over the average inside.  -1 out of memory. */
static int insert_level(cp_discovery_t *d, int k, const int *unit, const int *lab)
{
    int nh = d->nhosts, *g = realloc(d->group, (size_t)(d->nlevels + 1) * (size_t)nh * sizeof *g);
    if (!g) return -1;
    d->group = g;
    memmove(g + (size_t)(k + 2) * nh, g + (size_t)(k + 1) * nh, (size_t)(d->nlevels - k - 1) * (size_t)nh * sizeof *g);
    for (int j = d->nlevels; j > k + 1; j--) d->lo[j] = d->lo[j - 1], d->hi[j] = d->hi[j - 1], d->gap[j] = d->gap[j - 1];
    for (int h = 0; h < nh; h++) g[(k + 1) * nh + h] = lab[unit[h]];
    double lo = 0, hi = 0, up_lo = 0, in_sum = 0, out_sum = 0;
    long in_n = 0, out_n = 0;
    for (int a = 0; a < nh; a++)
        for (int b = a + 1; b < nh; b++) {
            double l = d->lat[(size_t)a * nh + b];
            if (l <= 0 || unit[a] == unit[b] || g[(k + 2) * nh + a] != g[(k + 2) * nh + b]) continue;
            if (g[(k + 1) * nh + a] == g[(k + 1) * nh + b]) {
                lo = lo > 0 && lo < l ? lo : l, hi = hi > l ? hi : l;
                in_sum += l, in_n++;
            } else {
                up_lo = up_lo > 0 && up_lo < l ? up_lo : l;
                out_sum += l, out_n++;
            }
        }
    if (!lo) lo = hi = d->hi[k]; /* groups of one switch each: nothing measured inside */
    if (up_lo) d->lo[k + 2] = up_lo;
    d->lo[k + 1] = lo, d->hi[k + 1] = hi;
    d->gap[k] = lo / d->hi[k];
    d->gap[k + 1] = in_n && out_n ? (out_sum / out_n) / (in_sum / in_n) : 0;
    d->nlevels++;
    return 0;
}

/* The groups of level k as units 0 .. R - 1, numbered in the hosts'
 * order: unit[h] host h's (may be NULL), first[u] unit u's first host.
 * R, or -1 out of memory. */
static int units_of(const cp_discovery_t *d, int k, int *unit, int *first)
{
    int nh = d->nhosts, R = 0, *id = malloc((size_t)nh * sizeof *id);
    if (!id) return -1;
    for (int h = 0; h < nh; h++) id[h] = -1;
    for (int h = 0; h < nh; h++) {
        int g = d->group[k * nh + h];
        if (id[g] < 0) first[R] = h, id[g] = R++;
        if (unit) unit[h] = id[g];
    }
    free(id);
    return R;
}

/* Where the switches were grouped by average latency: every pair of
 * level-0 switches measured, from each end (their first hosts; the two
 * leaders' figures averaged).  Their latencies are a dragonfly's hops, 3
 * to 7 links between two groups by where the global link is, which the
 * levels average away: on the 64-node dragonfly the discovered machine
 * kept 83.8% of the true one's saving on a wavefront with the levels
 * alone, 92.5% with the pairs (the cost file's "pair" lines), and its
 * replay came within 2-7% of SMPI's times where it was 5-19% over
 * (docs/benchmarks.md).  From each end, because SimGrid 3.32 routes some
 * pairs 3 links one way and 4 the other, and a ping-pong led from one
 * end measured 3.33 or 3.67 links' latency by which end led; the two
 * averaged give 3.5, what a message each way costs.  Up to
 * MAX_PAIR_SWITCHES switches (16,256 measurements, 1.5 ms each in SMPI);
 * with more, none (d->switch_pairs -1, said). */
#define MAX_PAIR_SWITCHES 128
static int measure_switch_pairs(ctx_t *x)
{
    cp_discovery_t *d = x->d;
    int *first = malloc((size_t)d->nhosts * sizeof *first), R = first ? units_of(d, 0, NULL, first) : -1;
    if (R < 0) {
        free(first);
        return -1;
    }
    d->nswitches = R;
    if (R > MAX_PAIR_SWITCHES) {
        d->switch_pairs = -1;
        free(first);
        return 0;
    }
    d->switch_host = first;
    if (!(d->switch_lat = calloc((size_t)R * (size_t)R, sizeof *d->switch_lat))) return -1;
    for (int u = 0; u < R; u++)
        for (int v = u + 1; v < R; v++) {
            double l = (measure_pair(x, first[u], first[v]) + measure_pair(x, first[v], first[u])) / 2;
            d->switch_lat[u * R + v] = d->switch_lat[v * R + u] = l;
            d->switch_pairs += 2;
        }
    return 0;
}

/* Where levels were dropped (latencies that are no tree's above the
 * switches: a dragonfly's), the switches found (the groups of the level
 * below the top, "units") are grouped by average latency instead of by a
 * threshold: each unit's first host is measured against up to 24 other
 * units' at random (pairs already measured count too), then clusters are
 * merged by average linkage (the two whose measured pairs average the
 * least, as UPGMA) and the merges are cut at the largest jump of their
 * heights, 1.15 times at least, leaving 2 groups or more of 2 units or
 * more on average.  A dragonfly's routers in one group average 3.5 links
 * apart, a group's to the nearest other group's 4.7 and more, though a
 * group's farthest pairs (4 links) cost more than the nearest pairs of two
 * groups (3, through a global link): no threshold separates them, the
 * average does.  The level found is inserted below the top; 1 where it
 * was, 0 where there was nothing to group, -1 out of memory. */
static int group_by_average(ctx_t *x)
{
    cp_discovery_t *d = x->d;
    int nh = d->nhosts, k = d->nlevels - 2;
    if (k < 0 || d->nlevels >= CP_DISCOVER_MAX_LEVELS) return 0;
    int *unit = malloc((size_t)nh * sizeof *unit), *first = malloc((size_t)nh * sizeof *first),
        R = unit && first ? units_of(d, k, unit, first) : -1;
    if (R < 0) {
        free(unit), free(first);
        return -1;
    }
    int rc = 0, M = 0;
    double *sum = R >= 4 ? calloc((size_t)R * (size_t)R, sizeof *sum) : NULL;
    int *cnt = sum ? calloc((size_t)R * (size_t)R, sizeof *cnt) : NULL, *up = malloc((size_t)R * sizeof *up),
        *ma = malloc((size_t)R * sizeof *ma), *mb = malloc((size_t)R * sizeof *mb);
    double *height = malloc((size_t)R * sizeof *height);
    char *alive = calloc((size_t)R, 1);
    double *usum = sum ? malloc((size_t)R * (size_t)R * sizeof *usum) : NULL;
    int *ucnt = sum ? malloc((size_t)R * (size_t)R * sizeof *ucnt) : NULL, *lab = malloc((size_t)R * sizeof *lab);
    if (R < 4 || !sum || !cnt || !up || !ma || !mb || !height || !alive || !usum || !ucnt || !lab) {
        rc = R < 4 ? 0 : -1;
        goto out;
    }
    /* 24 other units a unit, drawn without repeats (all where fewer) */
    unsigned long s = 88172645463325252UL;
    for (int u = 0; u < R; u++) up[u] = u;
    for (int u = 0; u < R; u++) {
        int pool = R;
        for (int t = 0; t < 24 && pool > 1; t++) {
            s ^= s << 13, s ^= s >> 7, s ^= s << 17;
            int i = (int)(s % (unsigned long)pool), v = up[i];
            up[i] = up[--pool], up[pool] = v;
            if (v != u) lat(x, first[u], first[v]);
            else t--;
        }
    }
    for (int a = 0; a < nh; a++) /* every pair measured, between units */
        for (int b = a + 1; b < nh; b++) {
            double l = d->lat[(size_t)a * nh + b];
            int u = unit[a], v = unit[b];
            if (l > 0 && u != v) sum[u * R + v] += l, sum[v * R + u] += l, cnt[u * R + v]++, cnt[v * R + u]++;
        }
    memcpy(usum, sum, (size_t)R * (size_t)R * sizeof *usum);
    memcpy(ucnt, cnt, (size_t)R * (size_t)R * sizeof *ucnt);
    M = average_linkage(R, sum, cnt, alive, ma, mb, height);
    int cut = cut_at_jump(R, M, height);
    if (cut < 0) goto out;
    for (int u = 0; u < R; u++) up[u] = u;
    for (int c = 0; c <= cut; c++) up[root_of(up, mb[c])] = root_of(up, ma[c]);
    for (int u = 0; u < R; u++) lab[u] = root_of(up, u);
    refine(R, usum, ucnt, lab);
    if (insert_level(d, k, unit, lab)) {
        rc = -1;
        goto out;
    }
    d->by_average = k + 1;
    rc = 1;
out:
    free(unit), free(first), free(sum), free(cnt), free(up), free(ma), free(mb), free(height), free(alive);
    free(usum), free(ucnt), free(lab);
    return rc;
}

/* Where every pair of switches was measured and the switches were
 * grouped by average latency (a dragonfly's routers into its groups):
 * inside each group, the switches whose latencies to the group's other
 * switches are alike, as a level between (a dragonfly's chassis).  Those
 * latencies are no tree's either: on SimGrid's 64-node dragonfly a
 * chassis's routers are 3 links apart in one chassis and 4 in the other,
 * 3.5 between the two (9.07, 12.10 and 10.59 us), so no threshold finds
 * the chassis, but two routers of one chassis see the rest of the group
 * alike (their rows differ by 0.5 us on average, by 1.5 us across
 * chassis).  The rows' distance (the mean difference of two switches'
 * latencies to the group's others) is merged by average linkage and cut
 * where the merges' height at least doubles (ROW_JUMP) to at least
 * ROW_SIGNIFICANT of the group's mean latency, into equal parts, the same
 * number in every group: a regular network's chassis are alike, and a
 * split that is not so is no level (on SimGrid's 256-node dragonfly, 4
 * chassis a group, the rows group routers by their place in the chassis,
 * in parts of 4, 6, 3 and 3, and nothing is kept).  1 where the level was
 * added, 0 where not, -1 out of memory. */
#define ROW_JUMP 2.0
#define ROW_SIGNIFICANT 0.05
static int group_by_rows(cp_discovery_t *d)
{
    int R = d->nswitches, nh = d->nhosts, gl = d->by_average, rc = 0, parts = 0;
    if (!d->switch_lat || gl != 1 || R < 4 || d->nlevels >= CP_DISCOVER_MAX_LEVELS) return 0;
    const double *L = d->switch_lat;
    int *gid = malloc((size_t)R * sizeof *gid), *mem = malloc((size_t)R * sizeof *mem), *lab = malloc((size_t)R * sizeof *lab);
    int *cnt = malloc((size_t)R * (size_t)R * sizeof *cnt), *ma = malloc((size_t)R * sizeof *ma),
        *mb = malloc((size_t)R * sizeof *mb);
    int *up = malloc((size_t)R * sizeof *up), *size = malloc((size_t)R * sizeof *size);
    double *dist = malloc((size_t)R * (size_t)R * sizeof *dist), *height = malloc((size_t)R * sizeof *height);
    char *alive = malloc((size_t)R), *done = calloc((size_t)R, 1);
    if (!gid || !mem || !lab || !cnt || !ma || !mb || !up || !size || !dist || !height || !alive || !done) {
        rc = -1;
        goto out;
    }
    for (int u = 0; u < R; u++) gid[u] = d->group[gl * nh + d->switch_host[u]];
    double least_jump = 0;
    int nlab = 0;
    for (int u0 = 0; u0 < R; u0++) {
        if (done[u0]) continue;
        int n = 0;
        for (int u = u0; u < R; u++)
            if (gid[u] == gid[u0]) mem[n++] = u, done[u] = 1;
        if (n < 4) goto out; /* a group of fewer than 4 switches splits into no equal parts of 2 */
        double mean = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) mean += i == j ? 0 : L[mem[i] * R + mem[j]];
        mean /= (double)n * (n - 1);
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                double s = 0;
                for (int k = 0; i != j && k < n; k++)
                    if (k != i && k != j) s += fabs(L[mem[i] * R + mem[k]] - L[mem[j] * R + mem[k]]);
                dist[i * n + j] = i == j || n < 3 ? 0 : s / (n - 2), cnt[i * n + j] = i != j;
            }
        int M = average_linkage(n, dist, cnt, alive, ma, mb, height), best = 0;
        double jump = 0, floor = 0.01 * mean;
        for (int k = 2; k <= n / 2; k++) { /* k parts: cut after merge n - k - 1 */
            int c = n - k - 1;
            if (n % k || c < 0 || c + 1 >= M) continue;
            double below = height[c] > floor ? height[c] : floor, above = height[c + 1];
            if (above < ROW_SIGNIFICANT * mean || above < ROW_JUMP * below || above / below <= jump) continue;
            for (int i = 0; i < n; i++) up[i] = i, size[i] = 0;
            for (int m = 0; m <= c; m++) up[root_of(up, mb[m])] = root_of(up, ma[m]);
            int equal = 1;
            for (int i = 0; i < n; i++) size[root_of(up, i)]++;
            for (int i = 0; i < n; i++) equal &= size[i] == 0 || size[i] == n / k;
            if (equal) best = k, jump = above / below;
        }
        if (!best || (parts && best != parts)) goto out; /* every group alike, or no level */
        parts = best;
        least_jump = least_jump && least_jump < jump ? least_jump : jump;
        for (int i = 0; i < n; i++) up[i] = i;
        for (int m = 0; m < n - best; m++) up[root_of(up, mb[m])] = root_of(up, ma[m]);
        for (int i = 0; i < n; i++) lab[mem[i]] = -1 - root_of(up, i); /* numbered below */
        for (int i = 0; i < n; i++)
            if (lab[mem[i]] < 0) {
                int r = lab[mem[i]];
                for (int j = i; j < n; j++)
                    if (lab[mem[j]] == r) lab[mem[j]] = nlab;
                nlab++;
            }
    }
    /* the level, between the switches (0) and their groups (1, moved up);
     * the gap relied on above it, the rows' least jump over the groups */
    int *unit_of = malloc((size_t)nh * sizeof *unit_of);
    /* up: the switches' first hosts, numbered as measure_switch_pairs numbered them */
    rc = !unit_of || units_of(d, 0, unit_of, up) < 0 || insert_level(d, 0, unit_of, lab) ? -1 : 0;
    free(unit_of);
    if (rc) goto out;
    d->gap[1] = least_jump;
    d->by_rows = 1, d->by_average = 2;
    rc = 1;
out:
    free(gid), free(mem), free(lab), free(cnt), free(ma), free(mb), free(up), free(size), free(dist), free(height);
    free(alive), free(done);
    return rc;
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

/* Ranks other than 0: measure with the peer rank 0 names until it says stop */
static void serve(MPI_Comm c, const cp_probe_opts_t *w, char *buf)
{
    for (;;) {
        int cmd[2];
        MPI_Request rq;
        MPI_Irecv(cmd, 2, MPI_INT, 0, TAG_CMD, c, &rq);
        cp_probe_idle_wait(&rq);
        if (cmd[0] < 0) return;
        cp_stats_t s;
        memset(&s, 0, sizeof s);
        cp_probe_measure(c, cmd[0], cmd[1], CP_PROBE_LATENCY, 1, w, buf, &s);
        if (cmd[1]) MPI_Send(&s, (int)sizeof s, MPI_BYTE, 0, TAG_RES, c);
    }
}

/* The levels: the gaps in host 0's latencies to every other host
 * (level_jump: a ratio of 1.45, or 1.15 between plateaus); v has room for
 * nhosts values. */
static void find_levels(ctx_t *x, double *v, const cp_probe_machine_t *m, int quiet)
{
    cp_discovery_t *d = x->d;
    int nh = d->nhosts;
    for (int h = 1; h < nh; h++) v[h - 1] = lat(x, 0, h);
    qsort(v, (size_t)nh - 1, sizeof *v, by_double);
    d->nlevels = 1;
    d->lo[0] = v[0];
    for (int i = 0; i + 1 < nh - 1; i++) {
        d->hi[d->nlevels - 1] = v[i];
        if (level_jump(v, nh - 1, i) && d->nlevels < CP_DISCOVER_MAX_LEVELS) {
            d->gap[d->nlevels - 1] = v[i + 1] / v[i];
            d->lo[d->nlevels++] = v[i + 1];
        }
    }
    d->hi[d->nlevels - 1] = v[nh - 2];
    if (quiet) return;
    fprintf(stderr, "commprof-probe: discover: %d nodes; from %s to the others, %d level%s:", nh, m->host[0], d->nlevels,
            d->nlevels == 1 ? "" : "s");
    for (int k = 0; k < d->nlevels; k++) fprintf(stderr, "%s %.3g to %.3g us", k ? "," : "", d->lo[k] * 1e6, d->hi[k] * 1e6);
    fprintf(stderr, "\n");
}

/* Confirm: pairs not measured yet, two a host at random (a fixed seed),
 * each at the level its groups say; levels they contradict dropped, hosts
 * whose pairs disagree listed.  -1 out of memory. */
static int confirm(ctx_t *x)
{
    cp_discovery_t *d = x->d;
    int nh = d->nhosts, *ca = malloc(2 * (size_t)nh * sizeof *ca), *cb = malloc(2 * (size_t)nh * sizeof *cb);
    char *bad = calloc((size_t)nh, 1);
    d->unplaced = malloc((size_t)nh * sizeof *d->unplaced);
    int rc = ca && cb && bad && d->unplaced ? 0 : -1;
    unsigned long s = 2463534242UL;
    for (int h = 0; !rc && h < nh; h++)
        for (int t = 0; t < 2 && nh > 2; t++) {
            s ^= s << 13, s ^= s >> 7, s ^= s << 17;
            int o2 = (int)(s % (unsigned long)nh);
            if (o2 == h || d->lat[h * nh + o2] > 0) continue;
            if (level_of(d, lat(x, h, o2)) != shared_level(d, h, o2)) lat_again(x, h, o2);
            ca[d->confirm_pairs] = h, cb[d->confirm_pairs++] = o2;
        }
    if (!rc) {
        drop_contradicted(d, ca, cb, d->confirm_pairs);
        for (int i = 0; i < d->confirm_pairs; i++)
            if (disagree(d, ca[i], cb[i])) bad[ca[i]] = bad[cb[i]] = 1;
        for (int h = 0; h < nh; h++)
            if (bad[h]) d->unplaced[d->nunplaced++] = h;
    }
    free(ca), free(cb), free(bad);
    return rc;
}

/* hosts by group: sorted by their groups, top level first (insertion
 * sort: stable, n is the nodes' count) */
static int sort_by_group(cp_discovery_t *d)
{
    int nh = d->nhosts;
    if (!(d->order = malloc((size_t)nh * sizeof *d->order))) return -1;
    for (int h = 0; h < nh; h++) d->order[h] = h;
    for (int i = 1; i < nh; i++)
        for (int j = i; j > 0; j--) {
            int a = d->order[j - 1], b = d->order[j], cmp = 0;
            for (int k = d->nlevels - 1; k >= 0 && !cmp; k--)
                cmp = (d->group[k * nh + a] > d->group[k * nh + b]) - (d->group[k * nh + a] < d->group[k * nh + b]);
            if (cmp <= 0) break;
            d->order[j - 1] = b, d->order[j] = a;
        }
    return 0;
}

int cp_probe_discover(MPI_Comm c, const cp_probe_machine_t *m, const cp_probe_opts_t *o, char *buf, int quiet,
                      cp_discovery_t *d, cp_err_t *err)
{
    int me, np;
    MPI_Comm_rank(c, &me);
    MPI_Comm_size(c, &np);
    cp_probe_opts_t w = *o;
    w.min_reps = w.max_reps = 20, w.warmup = 20;
    memset(d, 0, sizeof *d);
    int nh = me == 0 ? m->nhosts : 0;
    MPI_Bcast(&nh, 1, MPI_INT, 0, c);
    if (nh < 2) {
        cp_err_set(err, CP_ERR_INVALID, "--discover groups nodes by the latency between them: this job runs on %d node; launch "
                              "it on every node to group (mpirun --map-by node, a rank or more a node)", nh);
        return -1;
    }
    if (me != 0) {
        serve(c, &w, buf);
        return 0;
    }
    double t0 = now();
    d->nhosts = nh;
    d->lat = calloc((size_t)nh * (size_t)nh, sizeof *d->lat);
    int *rep = malloc((size_t)nh * sizeof *rep), *all = malloc((size_t)nh * sizeof *all);
    double *v = malloc((size_t)nh * sizeof *v);
    int rc = d->lat && rep && all && v ? 0 : -1;
    for (int h = 0; !rc && h < nh; h++) rep[h] = -1, all[h] = h;
    for (int r = 0; !rc && r < m->nranks; r++)
        if (rep[m->host_of[r]] < 0) rep[m->host_of[r]] = r;
    ctx_t x = {c, me, w, buf, rep, d};
    if (!rc) find_levels(&x, v, m, quiet);
    /* the groups, top down; the top level is one group */
    if (!rc && !(d->group = calloc((size_t)d->nlevels * (size_t)nh, sizeof *d->group))) rc = -1;
    if (!rc) {
        int next[CP_DISCOVER_MAX_LEVELS] = {0};
        next[d->nlevels - 1] = 1;
        if (d->nlevels > 1) split(&x, all, nh, d->nlevels - 2, next);
        drop_idle_levels(d);
    }
    if (!rc) rc = confirm(&x);
    if (!rc && d->dropped) rc = group_by_average(&x) < 0 ? -1 : 0;
    if (!rc && d->by_average) rc = measure_switch_pairs(&x);
    if (!rc && d->by_average) rc = group_by_rows(d) < 0 ? -1 : 0;
    /* the pairs measured to find and to group count as finding pairs */
    for (int i = 0; !rc && i < nh * nh; i++) d->pairs += d->lat[i] > 0;
    d->pairs = d->pairs / 2 - d->confirm_pairs;
    int stop[2] = {-1, 0};
    for (int r = 1; r < np; r++) MPI_Send(stop, 2, MPI_INT, r, TAG_CMD, c);
    if (!rc) rc = sort_by_group(d);
    if (rc) cp_err_set(err, CP_ERR_NOMEM, "out of memory");
    d->seconds = now() - t0;
    free(rep), free(all), free(v);
    return rc;
}

static int write_file(const char *dir, const char *name, char *text, size_t len, cp_err_t *err)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    if (!f || fwrite(text, 1, len, f) != len || fclose(f)) {
        cp_err_set(err, CP_ERR_IO, "cannot write %s: %s", path, strerror(errno));
        return -1;
    }
    return 0;
}

static int first_rank(const cp_probe_machine_t *m, int h)
{
    int r = 0;
    while (r < m->nranks - 1 && m->host_of[r] != h) r++;
    return r;
}

int cp_discovery_hostfile(const cp_probe_machine_t *m, struct cp_hostlist *hl, const char *path, int *entry,
                          cp_err_t *err)
{
    for (int h = 0; h < m->nhosts; h++) {
        int j = cp_hostlist_find(hl, m->host[h]);
        for (int k = 0; j < 0 && k < hl->n; k++)
            if (cp_hostlist_host_is(hl, k, m->host[h])) j = k;
        if (j < 0)
            return cp_err_set(err, CP_ERR_INVALID,
                              "%s: no host %s, where rank %d of the probe runs: give the hostfile the application is "
                              "launched with, holding every node probed",
                              path, m->host[h], first_rank(m, h));
        entry[h] = j;
    }
    return 0;
}

int cp_discovery_write(const cp_discovery_t *d, const cp_probe_machine_t *m, const char *dir,
                       struct cp_hostlist *hl, int *left, cp_err_t *err)
{
    int nh = d->nhosts, rc = 0;
    int *ranks = calloc((size_t)nh, sizeof *ranks), *entry = calloc((size_t)nh, sizeof *entry);
    char *used = hl ? calloc((size_t)hl->n + 1, 1) : NULL;
    if (!ranks || !entry || (hl && !used)) {
        free(ranks), free(entry), free(used);
        return cp_err_set(err, CP_ERR_NOMEM, "out of memory");
    }
    for (int r = 0; r < m->nranks; r++) ranks[m->host_of[r]]++;
    if (hl && cp_discovery_hostfile(m, hl, "the hostfile", entry, err)) {
        free(ranks), free(entry), free(used);
        return -1;
    }
    if (hl) {
        /* as the user's file names them, with its slots */
        for (int h = 0; h < nh; h++) used[entry[h]] = 1, ranks[h] = hl->slots[entry[h]];
        *left = 0;
        for (int k = 0; k < hl->n; k++) *left += !used[k];
    }
    char *t = NULL, *a = NULL, *b = NULL, *s = NULL;
    size_t tl = 0, al = 0, bl = 0, sl = 0;
    FILE *ft = open_memstream(&t, &tl), *fa = open_memstream(&a, &al), *fb = open_memstream(&b, &bl),
         *fs = open_memstream(&s, &sl);
    if (!ft || !fa || !fb || !fs) {
        free(ranks), free(entry), free(used);
        return cp_err_set(err, CP_ERR_NOMEM, "out of memory");
    }
    fprintf(ft, "# commprof-probe --discover: %d nodes, %d level%s of switches found by latency\n", nh, d->nlevels,
            d->nlevels == 1 ? "" : "s");
    /* switches: level k group g is L<k>g<g>; its members the hosts (k = 0)
     * or the groups of level k - 1 */
    for (int k = 0; k < d->nlevels; k++)
        for (int i = 0, last = -1; i < nh; i++) {
            int h = d->order[i], g = d->group[k * nh + h];
            if (g == last) continue;
            last = g;
            fprintf(ft, "SwitchName=L%dg%d %s", k, g, k ? "Switches=" : "Nodes=");
            int first = 1, below = -1;
            for (int j = i; j < nh && d->group[k * nh + d->order[j]] == g; j++) {
                int hj = d->order[j];
                if (!k) fprintf(ft, "%s%s", first ? "" : ",", m->host[hj]), first = 0;
                else if (d->group[(k - 1) * nh + hj] != below)
                    below = d->group[(k - 1) * nh + hj], fprintf(ft, "%sL%dg%d", first ? "" : ",", k - 1, below), first = 0;
            }
            fputc('\n', ft);
        }
    for (int i = 0; i < nh; i++) {
        int h = d->order[i];
        const char *name = hl ? hl->name[entry[h]] : m->host[h];
        fprintf(fa, "%s slots=%d\n", name, ranks[h]);
        fprintf(fb, "%s:%d\n", name, ranks[h]);
        for (int k = 0; k < ranks[h]; k++) fprintf(fs, "%s\n", name);
    }
    fclose(ft), fclose(fa), fclose(fb), fclose(fs);
    rc = write_file(dir, "topology.conf", t, tl, err) || write_file(dir, "hosts.sorted", a, al, err) ||
                 write_file(dir, "hosts.sorted.mpich", b, bl, err) ||
                 write_file(dir, "hosts.sorted.slurm", s, sl, err)
             ? -1
             : 0;
    free(t), free(a), free(b), free(s), free(ranks), free(entry), free(used);
    return rc;
}

int cp_discovery_pairs(const cp_discovery_t *d, cp_cost_file_t *c)
{
    int R = d->switch_lat ? d->nswitches : 0, rc = 0;
    for (int u = 0; !rc && u < R; u++)
        for (int v = u + 1; !rc && v < R; v++) {
            char a[24], b[24];
            snprintf(a, sizeof a, "L0g%d", d->group[d->switch_host[u]]);
            snprintf(b, sizeof b, "L0g%d", d->group[d->switch_host[v]]);
            rc = cp_cost_pair_add(c, a, b, d->switch_lat[u * R + v], 0);
        }
    return rc;
}

void cp_discovery_free(cp_discovery_t *d)
{
    free(d->group), free(d->lat), free(d->unplaced), free(d->order), free(d->switch_host), free(d->switch_lat);
    memset(d, 0, sizeof *d);
}

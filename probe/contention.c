/* Synchronized-start contention patterns (contention.h). */
#include "contention.h"
#include "measure.h"
#include "stats.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { TAG_SYNC = 7401, TAG_PAT };

int cp_probe_clock_sync(MPI_Comm c, cp_probe_clock_t *mine, double *max_rtt)
{
    int me, n;
    MPI_Comm_rank(c, &me);
    MPI_Comm_size(c, &n);
    mine->offset = 0, mine->rtt = 0;
    /* rank r against rank 0, one after the other: exchanges until the least
     * round trip has not improved for 10 (at most 200) */
    for (int r = 1; r < n; r++) {
        if (me == 0) {
            for (;;) {
                int more;
                MPI_Recv(&more, 1, MPI_INT, r, TAG_SYNC, c, MPI_STATUS_IGNORE);
                if (!more) break;
                double t0 = MPI_Wtime();
                MPI_Send(&t0, 1, MPI_DOUBLE, r, TAG_SYNC, c);
            }
        } else if (me == r) {
            double best = INFINITY;
            int since = 0;
            for (int k = 0; k < 200 && since < 10; k++, since++) {
                int more = 1;
                double t0, s1 = MPI_Wtime();
                MPI_Send(&more, 1, MPI_INT, 0, TAG_SYNC, c);
                MPI_Recv(&t0, 1, MPI_DOUBLE, 0, TAG_SYNC, c, MPI_STATUS_IGNORE);
                double s2 = MPI_Wtime();
                if (s2 - s1 < best) best = s2 - s1, mine->offset = t0 - (s1 + s2) / 2, since = 0;
            }
            int more = 0;
            MPI_Send(&more, 1, MPI_INT, 0, TAG_SYNC, c);
            mine->rtt = best;
        }
    }
    MPI_Allreduce(&mine->rtt, max_rtt, 1, MPI_DOUBLE, MPI_MAX, c);
    return 0;
}

/* A random perfect matching of n ranks (one left out when n is odd). */
static void matching(int n, unsigned *seed, int *partner)
{
    int *perm = malloc(sizeof(int) * (size_t)n);
    if (!perm) {
        for (int i = 0; i < n; i++) partner[i] = -1;
        return;
    }
    for (int i = 0; i < n; i++) perm[i] = i;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)(rand_r(seed) % (unsigned)(i + 1)), t = perm[i];
        perm[i] = perm[j], perm[j] = t;
    }
    for (int i = 0; i < n; i++) partner[i] = -1;
    for (int i = 0; i + 1 < n; i += 2) partner[perm[i]] = perm[i + 1], partner[perm[i + 1]] = perm[i];
    free(perm);
}

/* CP_PATTERN_OUT's destinations */
typedef struct dests {
    const int *to;
    int stride, fanout;
} dests_t;

static int pattern(MPI_Comm c, const cp_probe_clock_t *clk, double max_rtt, cp_pattern_t p, const dests_t *to,
                   size_t size, int reps, unsigned seed, char *buf, cp_pattern_result_t *out);

int cp_probe_pattern(MPI_Comm c, const cp_probe_clock_t *clk, double max_rtt, cp_pattern_t p, size_t size, int reps,
                     unsigned seed, char *buf, cp_pattern_result_t *out)
{
    return pattern(c, clk, max_rtt, p, NULL, size, reps, seed, buf, out);
}

int cp_probe_pattern_out(MPI_Comm c, const cp_probe_clock_t *clk, double max_rtt, const int *to, int stride, int fanout,
                         size_t size, int reps, char *buf, cp_pattern_result_t *out)
{
    dests_t d = {to, stride, fanout};
    return pattern(c, clk, max_rtt, CP_PATTERN_OUT, &d, size, reps, 0, buf, out);
}

/* One repetition's messages, this rank's part: partner is chaos's
 * matching, from and orq (nto requests) out's. */
static void exchange(MPI_Comm c, int me, int n, cp_pattern_t p, const dests_t *to, const int *partner, int from,
                     MPI_Request *orq, int nto, char *buf, size_t size)
{
    int cnt = (int)size;
    switch (p) {
    case CP_PATTERN_STAR:
        if (me == 0) {
            MPI_Request *rq = malloc(sizeof(MPI_Request) * (size_t)n);
            for (int r = 1; rq && r < n; r++) MPI_Irecv(buf + (size_t)(r - 1) * size, cnt, MPI_BYTE, r, TAG_PAT, c, &rq[r - 1]);
            if (rq) cp_probe_waitall(n - 1, rq);
            free(rq);
        } else {
            MPI_Send(buf, cnt, MPI_BYTE, 0, TAG_PAT, c);
        }
        break;
    case CP_PATTERN_RING:
        MPI_Sendrecv(buf, cnt, MPI_BYTE, (me + 1) % n, TAG_PAT, buf + size, cnt, MPI_BYTE, (me + n - 1) % n, TAG_PAT, c,
                     MPI_STATUS_IGNORE);
        break;
    case CP_PATTERN_CHAOS:
        if (partner[me] >= 0)
            MPI_Sendrecv(buf, cnt, MPI_BYTE, partner[me], TAG_PAT, buf + size, cnt, MPI_BYTE, partner[me], TAG_PAT, c,
                         MPI_STATUS_IGNORE);
        break;
    case CP_PATTERN_OUT:
        for (int j = 0, k = 0; j < to->fanout && k < nto; j++) {
            int d = to->to[(size_t)me * to->stride + j];
            if (d >= 0) MPI_Isend(buf, cnt, MPI_BYTE, d, TAG_PAT, c, &orq[k++]);
        }
        if (nto) cp_probe_waitall(nto, orq);
        if (from >= 0) MPI_Recv(buf + size, cnt, MPI_BYTE, from, TAG_PAT, c, MPI_STATUS_IGNORE);
        break;
    }
}

/* Rank 0: the repetitions into *out (all: [rep * 3n + 3r] rank r's
 * lateness, own time and end; valid and totals per repetition). */
static void collect(cp_pattern_result_t *out, cp_pattern_t p, const dests_t *to, int n, int reps, unsigned seed,
                    const int *valid, double *totals, const double *all, int *partner)
{
    out->n = n, out->reps = reps;
    out->ok = malloc((size_t)reps);
    out->own = malloc(sizeof(double) * (size_t)reps * (size_t)n);
    out->partner = malloc(sizeof(int) * (size_t)reps * (size_t)n);
    if (!out->ok || !out->own || !out->partner) {
        cp_pattern_result_free(out);
        return;
    }
    int nv = 0;
    for (int rep = 0; rep < reps; rep++) {
        out->ok[rep] = (char)valid[rep];
        if (valid[rep]) totals[nv++] = totals[rep];
        if (p == CP_PATTERN_CHAOS) matching(n, &seed, partner);
        for (int r = 0; r < n; r++) {
            out->own[(size_t)rep * n + r] = all[(size_t)rep * 3 * n + 3 * r + 1];
            out->partner[(size_t)rep * n + r] = p == CP_PATTERN_CHAOS ? partner[r]
                                                : p == CP_PATTERN_RING  ? (r + 1) % n
                                                : p == CP_PATTERN_OUT   ? to->to[(size_t)r * to->stride]
                                                : r                     ? 0
                                                                        : -1;
        }
    }
    out->valid = nv;
    out->total = cp_stats_median(totals, nv);
}

static int pattern(MPI_Comm c, const cp_probe_clock_t *clk, double max_rtt, cp_pattern_t p, const dests_t *to,
                   size_t size, int reps, unsigned seed, char *buf, cp_pattern_result_t *out)
{
    int me, n;
    MPI_Comm_rank(c, &me);
    MPI_Comm_size(c, &n);
    memset(out, 0, sizeof *out);
    int from = -1, nto = 0; /* out: the rank sending to this one; those this one sends to */
    for (int r = 0; to && r < n; r++)
        for (int j = 0; j < to->fanout; j++) {
            int d = to->to[(size_t)r * to->stride + j];
            if (d == me) from = r;
            if (r == me && d >= 0) nto++;
        }
    int *partner = malloc(sizeof(int) * (size_t)n), *valid = calloc((size_t)reps + 1, sizeof *valid);
    double *all = me == 0 ? malloc(sizeof(double) * 3 * (size_t)n * (size_t)reps) : NULL;
    double *totals = malloc(sizeof(double) * ((size_t)reps + 1));
    MPI_Request *orq = malloc(sizeof(MPI_Request) * ((size_t)nto + 1));
    int ok = partner && valid && totals && orq && (me || all), allok;
    MPI_Allreduce(&ok, &allok, 1, MPI_INT, MPI_MIN, c);
    if (!allok) {
        free(partner), free(valid), free(all), free(totals), free(orq);
        return -1;
    }
    unsigned seed0 = seed;
    /* a margin for the start time to reach every rank before it comes */
    double margin = 0.002 + 4 * max_rtt;
    for (int rep = 0; rep < reps; rep++) {
        if (p == CP_PATTERN_CHAOS) matching(n, &seed, partner); /* every rank draws the same */
        double start_g = 0;
        if (me == 0) start_g = MPI_Wtime() + margin;
        MPI_Bcast(&start_g, 1, MPI_DOUBLE, 0, c);
        double target = start_g - clk->offset;
        cp_probe_wait_until(target);
        double s = MPI_Wtime();
        exchange(c, me, n, p, to, partner, from, orq, nto, buf, size);
        double e = MPI_Wtime();
        double v[3] = {s - target, e - s, e + clk->offset - start_g}; /* late, own time, end on 0's clock */
        MPI_Gather(v, 3, MPI_DOUBLE, me == 0 ? all + (size_t)rep * 3 * n : NULL, 3, MPI_DOUBLE, 0, c);
        if (me == 0) {
            double late = 0, end = 0, *row = all + (size_t)rep * 3 * n;
            for (int r = 0; r < n; r++) {
                if (row[3 * r] > late) late = row[3 * r];
                if (row[3 * r + 2] > end) end = row[3 * r + 2];
            }
            /* in time: within the clocks' error (half the largest round
             * trip) and 5% of what the repetition took, at least 20 us */
            double slack = fmax(20e-6, fmax(max_rtt / 2, 0.05 * end));
            valid[rep] = late <= slack;
            totals[rep] = end;
        }
    }
    if (me == 0) collect(out, p, to, n, reps, seed0, valid, totals, all, partner);
    free(partner), free(valid), free(all), free(totals), free(orq);
    return 0;
}

void cp_pattern_result_free(cp_pattern_result_t *r)
{
    free(r->ok), free(r->own), free(r->partner);
    memset(r, 0, sizeof *r);
}

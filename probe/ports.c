/* Ports, told apart by two streams at once (ports.h). */
#include "ports.h"

#include "measure.h"
#include "stats.h"

#include <stdlib.h>
#include <string.h>

/* Two streams sharing a port take twice as long as one alone; apart,
 * as long.  1.5 halves the distance: a stream's time on a shared machine
 * varies by 10-20% (uplink.c's bar) */
#define SHARED_RATIO 1.5
/* hosts of the confirming sample, per port */
#define CONFIRM_PER_PORT 2

#define REPS 3
enum { TAG_CMD = 7601, TAG_READY, TAG_SYNC, TAG_DATA, TAG_ACK, TAG_TIMES };

typedef struct {
    MPI_Comm c;
    const cp_probe_machine_t *m;
    int *first; /* rank 0: each host's first rank */
    size_t size;
    char *buf;
    cp_probe_ports_t *out;
} run_t;

/* A participant's part of one test, cmd = {s1, d1, s2, d2} (ranks; s2 -1:
 * one stream), REPS times: each receiver posts its receive and says it
 * is ready; each sender, once its receiver is, meets the other sender (a
 * small message: the two start within a latency), sends its stream and
 * waits for the acknowledgement; its times go to rank 0.  Only the four
 * ranks take part: a synchronized start of every rank (contention.c)
 * cost 0.4 s of wall time a test under SMPI at 1,024 ranks.  The ready
 * message keeps out of the time a receiver still asleep in its wait for
 * the test (1 ms polls off SMPI), which one 1 MiB stream at 10 GB/s
 * (0.1 ms) would not survive. */
static void take_part(run_t *r, int me, const int cmd[4])
{
    MPI_Comm c = r->c;
    int cnt = (int)r->size, other = -1, dest = -1, from = -1, z = 0;
    double t[REPS];
    if (me == cmd[0]) dest = cmd[1], other = cmd[2];
    else if (me == cmd[2]) dest = cmd[3], other = cmd[0];
    if (me == cmd[1]) from = cmd[0];
    else if (cmd[2] >= 0 && me == cmd[3]) from = cmd[2];
    for (int k = 0; k < REPS; k++) {
        MPI_Request rq = MPI_REQUEST_NULL;
        if (from >= 0) {
            MPI_Irecv(r->buf + r->size, cnt, MPI_BYTE, from, TAG_DATA, c, &rq);
            MPI_Send(&z, 1, MPI_INT, from, TAG_READY, c);
        }
        if (dest >= 0) {
            MPI_Recv(&z, 1, MPI_INT, dest, TAG_READY, c, MPI_STATUS_IGNORE);
            if (other >= 0 && me == cmd[0]) MPI_Send(&z, 1, MPI_INT, other, TAG_SYNC, c);
            if (other >= 0 && me == cmd[2]) MPI_Recv(&z, 1, MPI_INT, other, TAG_SYNC, c, MPI_STATUS_IGNORE);
            double t0 = MPI_Wtime();
            MPI_Send(r->buf, cnt, MPI_BYTE, dest, TAG_DATA, c);
            MPI_Recv(&z, 1, MPI_INT, dest, TAG_ACK, c, MPI_STATUS_IGNORE);
            t[k] = MPI_Wtime() - t0;
        }
        if (from >= 0) {
            MPI_Wait(&rq, MPI_STATUS_IGNORE);
            MPI_Send(&z, 1, MPI_INT, from, TAG_ACK, c);
        }
    }
    if (dest >= 0) MPI_Send(t, REPS, MPI_DOUBLE, 0, TAG_TIMES, c);
}

/* Rank 0: one test; the median over the repetitions of the later
 * stream's time */
static double step(run_t *r, int s1, int d1, int s2, int d2)
{
    int cmd[4] = {s1, d1, s2, d2}, who[4], nw = 0;
    MPI_Request rq[4];
    for (int i = 0; i < 4; i++) {
        int dup = cmd[i] < 0;
        for (int j = 0; j < nw && !dup; j++) dup = who[j] == cmd[i];
        if (!dup) who[nw++] = cmd[i];
    }
    for (int i = 0; i < nw; i++) /* rank 0 may be one of them */
        if (who[i] != 0) MPI_Isend(cmd, 4, MPI_INT, who[i], TAG_CMD, r->c, &rq[i]);
        else rq[i] = MPI_REQUEST_NULL;
    for (int i = 0; i < nw; i++)
        if (who[i] == 0) take_part(r, 0, cmd);
    double a[REPS], b[REPS], v[REPS];
    MPI_Recv(a, REPS, MPI_DOUBLE, s1, TAG_TIMES, r->c, MPI_STATUS_IGNORE);
    if (s2 >= 0) MPI_Recv(b, REPS, MPI_DOUBLE, s2, TAG_TIMES, r->c, MPI_STATUS_IGNORE);
    cp_probe_waitall(nw, rq);
    for (int k = 0; k < REPS; k++) v[k] = s2 >= 0 && b[k] > a[k] ? b[k] : a[k];
    if (s2 >= 0) r->out->tests++;
    return cp_stats_median(v, REPS);
}

/* Rank 0: whether host x's traffic from senders' leaf takes the port of
 * reference host ref: 1 shared, 0 not, -1 no time measured */
static int shares(run_t *r, const int send[2], int ref, int x, double alone)
{
    double t = step(r, r->first[send[0]], r->first[ref], r->first[send[1]], r->first[x]);
    return t <= 0 ? -1 : t > SHARED_RATIO * alone;
}

/* Rank 0: the port of x among refs[0 .. *k) (-1 none of them); adds x as
 * a new port where it shares none and add is set (-2: more than the most) */
static int port_of(run_t *r, const int send[2], int *refs, int *k, int x, double alone, int add)
{
    /* sharing none is asked twice: a stream slowed by other work looks
     * alone's more than shared, and one wrong "none" makes a port */
    for (int round = 0; round < 2; round++)
        for (int p = 0; p < *k; p++) {
            int s = shares(r, send, refs[p], x, alone);
            if (s < 0) return -3;
            if (s) return p;
        }
    if (!add) return -1;
    if (*k == CP_PROBE_MAX_PORTS) return -2;
    refs[*k] = x;
    return (*k)++;
}

static int fail(cp_probe_ports_t *o, const char *why)
{
    snprintf(o->why, sizeof o->why, "%s", why);
    o->ports = 0;
    return 0;
}

/* Rank 0: the two first hosts of leaf g in order[] (-1: fewer) */
static int senders(const int *leaf, const int *order, int nh, int g, int send[2])
{
    int k = 0;
    for (int i = 0; i < nh && k < 2; i++)
        if (leaf[order[i]] == g) send[k++] = order[i];
    return k == 2 ? 0 : -1;
}

/* Rank 0: the measurements, then the checks; 0 with out->ports set or
 * out->why said */
static int decide(run_t *r, const int *leaf, const int *order)
{
    cp_probe_ports_t *o = r->out;
    int nh = r->m->nhosts, *port = o->port, refs[CP_PROBE_MAX_PORTS], k = 0, nl = 0, nsw = 0;
    for (int h = 0; h < nh; h++) {
        port[h] = -1;
        if (leaf[h] + 1 > nl) nl = leaf[h] + 1; /* group numbers: below nl, not all used */
    }
    for (int i = 0; i < nh; i++) nsw += i == 0 || leaf[order[i]] != leaf[order[i - 1]]; /* order keeps groups together */
    if (nsw < 3) return fail(o, "fewer than 3 switches: a leaf's hosts are told apart from a third switch");
    int A = leaf[order[0]], sa[2], sb[2], sc[2];
    if (senders(leaf, order, nh, A, sa)) return fail(o, "the first switch has one host: no two streams leave it");
    /* the hosts outside A, against a reference of each port found */
    int x0 = -1;
    for (int i = 0; i < nh && x0 < 0; i++)
        if (leaf[order[i]] != A) x0 = order[i];
    /* alone: the least of 3 (other work only adds time, and an alone
     * too slow makes every pair look apart) */
    o->alone_s = 0;
    for (int i = 0; i < 3; i++) {
        double t = step(r, r->first[sa[0]], r->first[x0], -1, -1);
        if (t > 0 && (o->alone_s <= 0 || t < o->alone_s)) o->alone_s = t;
    }
    if (o->alone_s <= 0) return fail(o, "a stream alone measured no time");
    for (int i = 0; i < nh; i++) {
        int x = order[i];
        if (leaf[x] == A) continue;
        int p = port_of(r, sa, refs, &k, x, o->alone_s, 1);
        if (p == -2) return fail(o, "more ports than the probe tells apart: not routed by destination");
        if (p == -3) return fail(o, "a test measured no time");
        port[x] = p;
    }
    if (k < 2) return fail(o, "every host is reached by one port: one uplink a switch, or not routed by destination");
    /* A's hosts from the leaf of the first host measured, against
     * references outside both */
    int B = leaf[x0], rb[CP_PROBE_MAX_PORTS], kb = 0;
    if (senders(leaf, order, nh, B, sb)) return fail(o, "a switch has one host: no two streams leave it");
    for (int p = 0; p < k; p++) {
        rb[p] = -1;
        for (int i = 0; i < nh && rb[p] < 0; i++)
            if (port[order[i]] == p && leaf[order[i]] != B) rb[p] = order[i];
        if (rb[p] < 0) return fail(o, "a port's hosts are all on one switch: not routed by destination");
    }
    kb = k;
    for (int i = 0; i < nh; i++) {
        int x = order[i];
        if (leaf[x] != A) continue;
        int p = port_of(r, sb, rb, &kb, x, o->alone_s, 0);
        if (p == -3) return fail(o, "a test measured no time");
        if (p < 0) return fail(o, "a host shares no port found from the other switches: not routed by destination");
        port[x] = p;
    }
    /* even: every leaf holds each port's hosts alike (d-mod-k) */
    int *cnt = calloc((size_t)nl * (size_t)k, sizeof *cnt), *size = calloc((size_t)nl, sizeof *size), even = cnt && size;
    for (int h = 0; even && h < nh; h++) cnt[leaf[h] * k + port[h]]++, size[leaf[h]]++;
    for (int g = 0; even && g < nl; g++)
        for (int p = 0; p < k; p++) even &= size[g] % k == 0 && cnt[g * k + p] == size[g] / k;
    free(cnt), free(size);
    if (!even) return fail(o, "the ports found do not split every switch's hosts evenly: not d-mod-k");
    /* confirmed from a third leaf: a sample of each port's hosts shares
     * its port's reference and no other's */
    int C = -1;
    for (int i = 0; i < nh && C < 0; i++)
        if (leaf[order[i]] != A && leaf[order[i]] != B) C = leaf[order[i]];
    if (senders(leaf, order, nh, C, sc)) return fail(o, "a switch has one host: no two streams leave it");
    int rc_[CP_PROBE_MAX_PORTS];
    for (int p = 0; p < k; p++) {
        rc_[p] = -1;
        for (int i = 0; i < nh && rc_[p] < 0; i++)
            if (port[order[i]] == p && leaf[order[i]] != C) rc_[p] = order[i];
        if (rc_[p] < 0) return fail(o, "a port's hosts are all on one switch: not routed by destination");
    }
    for (int p = 0; p < k; p++)
        for (int i = nh - 1, taken = 0; i >= 0 && taken < CONFIRM_PER_PORT; i--) {
            int x = order[i];
            if (port[x] != p || leaf[x] == C || x == rc_[p]) continue;
            taken++;
            int same = shares(r, sc, rc_[p], x, o->alone_s), other = shares(r, sc, rc_[(p + 1) % k], x, o->alone_s);
            if (same < 0 || other < 0) return fail(o, "a test measured no time");
            if (same && !other) o->confirmed++;
            else o->contradicted++;
        }
    if (o->contradicted) return fail(o, "the third switch's tests disagree: the port depends on the source, not d-mod-k");
    o->ports = k;
    return 0;
}

int cp_probe_ports(MPI_Comm c, const cp_probe_machine_t *m, const int *leaf, const int *order, size_t size, char *buf,
                   FILE *progress, cp_probe_ports_t *out)
{
    int me, n, ok;
    MPI_Comm_rank(c, &me);
    MPI_Comm_size(c, &n);
    memset(out, 0, sizeof *out);
    run_t r = {c, m, NULL, size, buf, out};
    if (me == 0) {
        r.first = malloc(sizeof(int) * (size_t)m->nhosts);
        out->port = malloc(sizeof(int) * (size_t)m->nhosts);
    }
    ok = me != 0 || (r.first && out->port);
    int allok;
    MPI_Allreduce(&ok, &allok, 1, MPI_INT, MPI_MIN, c);
    if (!allok) {
        free(r.first), cp_probe_ports_free(out);
        return -1;
    }
    double t0 = MPI_Wtime();
    int cmd[4] = {-1, -1, -1, -1};
    if (me == 0) {
        for (int h = 0; h < m->nhosts; h++) r.first[h] = -1;
        for (int x = n - 1; x >= 0; x--) r.first[m->host_of[x]] = x;
        decide(&r, leaf, order);
        /* the others wait for a test or this stop */
        for (int x = 1; x < n; x++) MPI_Send(cmd, 4, MPI_INT, x, TAG_CMD, c);
        out->seconds = MPI_Wtime() - t0;
        if (progress) {
            if (out->ports)
                fprintf(progress, "commprof-probe: ports: %d uplinks a switch picked by the destination; %d pairs of "
                                  "streams timed (one alone %.3g ms), %d confirmed from a third switch, %.1f s\n",
                        out->ports, out->tests, out->alone_s * 1e3, out->confirmed, out->seconds);
            else
                fprintf(progress, "commprof-probe: ports: none kept (%s); %d pairs of streams timed, %.1f s\n", out->why,
                        out->tests, out->seconds);
        }
        if (!out->ports) free(out->port), out->port = NULL;
    } else {
        for (;;) {
            MPI_Request rq;
            MPI_Irecv(cmd, 4, MPI_INT, 0, TAG_CMD, c, &rq);
            cp_probe_idle_wait(&rq);
            if (cmd[0] < 0) break;
            take_part(&r, me, cmd);
        }
    }
    free(r.first);
    return 0;
}

void cp_probe_ports_sort(const cp_probe_ports_t *p, const int *leaf, int *order, int nhosts)
{
    if (!p->ports || !p->port) return;
    int *run = malloc(sizeof(int) * (size_t)nhosts);
    if (!run) return; /* the order stays as found: still grouped by switch */
    for (int i = 0; i < nhosts;) {
        int j = i;
        while (j < nhosts && leaf[order[j]] == leaf[order[i]]) j++;
        /* the i-th of the run: port (i mod K)'s next host */
        int len = j - i, at = 0;
        for (int round = 0, got = 1; at < len && got; round++) {
            got = 0;
            for (int q = 0; q < p->ports; q++) {
                int seen = 0;
                for (int a = i; a < j; a++)
                    if (p->port[order[a]] == q && seen++ == round) {
                        run[at++] = order[a], got = 1;
                        break;
                    }
            }
        }
        if (at == len) memcpy(order + i, run, sizeof(int) * (size_t)len);
        i = j;
    }
    free(run);
}

void cp_probe_ports_free(cp_probe_ports_t *p)
{
    free(p->port);
    p->port = NULL;
}

/* The probe's measurements, phase by phase (probe_run.h): the levels
 * (discovered or given), the plan (which pairs stand for each level), each
 * level's pairs, every pair (--all-pairs), contention with synchronized
 * starts, memory on rank 0's node. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "measure.h"
#include "probe_run.h"
#include "tcp_survey.h"
#include "uplink.h"

#define SAY(...) (me == 0 && rq->progress ? (void)fprintf(rq->progress, __VA_ARGS__) : (void)0)
/* a plan's entries per level: its number of pairs, then the pairs */
#define PLAN_STRIDE (1 + 2 * CP_PROBE_MAX_PAIRS)

/* Sizes: latency at every power of 2 up to max; bandwidth at powers of 16
 * and max. */
static int sizes(uint64_t max, int bw, uint64_t *out)
{
    int n = 0;
    for (uint64_t s = 1; s <= max && n < CP_PROBE_MAX_SIZES - 1; s *= bw ? 16 : 2) out[n++] = s;
    if (n && out[n - 1] != max) out[n++] = max;
    return n;
}

/* A barrier that waits without spinning (measure.h) */
static void idle_barrier(MPI_Comm c)
{
    MPI_Request rq;
    MPI_Ibarrier(c, &rq);
    cp_probe_idle_wait(&rq);
}

/* Everyone's part of one pair's measurement; rank 0 collects.  One
 * measurement at a time, nothing else on the links: the pair starts when
 * rank 0, which has the previous pair's result, tells its two ranks to
 * (a message each); the others pass, and wait without spinning at the
 * phase's end (idle_barrier).  A barrier a pair cost 2 log2 N latencies
 * and, simulated at 1,024 ranks, most of the probe's wall time. */
enum { TAG_RESULT = 7501, TAG_GO };
static void pair_measure(MPI_Comm c, int me, int a, int b, cp_probe_kind_t kind, uint64_t size, const cp_probe_opts_t *o,
                         char *buf, cp_stats_t *out)
{
    cp_stats_t s;
    memset(&s, 0, sizeof s);
    int go = 1;
    if (me == 0) {
        if (a != 0) MPI_Send(&go, 1, MPI_INT, a, TAG_GO, c);
        if (b != 0) MPI_Send(&go, 1, MPI_INT, b, TAG_GO, c);
    } else if (me == a || me == b) {
        MPI_Request rq;
        MPI_Irecv(&go, 1, MPI_INT, 0, TAG_GO, c, &rq);
        cp_probe_idle_wait(&rq);
    }
    if (me == a) cp_probe_measure(c, b, 1, kind, size, o, buf, &s);
    else if (me == b) cp_probe_measure(c, a, 0, kind, size, o, buf, &s);
    /* the result to rank 0 (a may be rank 0 itself) */
    if (a != 0) {
        if (me == a) MPI_Send(&s, (int)sizeof s, MPI_BYTE, 0, TAG_RESULT, c);
        if (me == 0) {
            MPI_Request rq;
            MPI_Irecv(&s, (int)sizeof s, MPI_BYTE, a, TAG_RESULT, c, &rq);
            cp_probe_idle_wait(&rq);
        }
    }
    if (me == 0) *out = s;
}

/* rank 0's status to everyone: the same return on every rank */
static int agree(MPI_Comm c, int rc)
{
    MPI_Bcast(&rc, 1, MPI_INT, 0, c);
    return rc;
}

/* --discover: the switches from latencies, written as a topology.conf
 * whose levels are then measured. */
static int discover(MPI_Comm c, int me, const cp_probe_request_t *rq, cp_probe_run_t *run, cp_err_t *err)
{
    cp_discovery_t *d = &run->disc;
    int rc = cp_probe_machine_gather(c, NULL, &run->machine, err) ? -1 : 0;
    if (!rc && me == 0 && rq->hostfile) {
        /* before the measuring: a host the file lacks would leave it out of hosts.sorted */
        int *entry = malloc((size_t)run->machine.nhosts * sizeof *entry);
        rc = !entry ? cp_err_set(err, CP_ERR_NOMEM, "out of memory")
                    : cp_discovery_hostfile(&run->machine, rq->hostfile, rq->hostfile_path, entry, err);
        free(entry);
    }
    rc = agree(c, rc);
    char *small = rc ? NULL : malloc(cp_probe_buffer_bytes(64, &rq->m));
    if (!rc && cp_probe_discover(c, &run->machine, &rq->m, small, rq->progress == NULL, d, err)) rc = -1;
    free(small);
    if (!rc && me == 0) {
        const char *dir = rq->discover_dir ? rq->discover_dir : ".";
        int left = 0;
        if (cp_discovery_write(d, &run->machine, dir, rq->hostfile, &left, err)) rc = -1;
        if (!rc && left)
            SAY("commprof-probe: discover: %d host%s of %s the job did not run on left out of %s/hosts.sorted "
                "(their switches are not known: launch a rank on each to place them)\n",
                left, left == 1 ? "" : "s", rq->hostfile_path, dir);
        /* one rank a node, as discovery is launched: the sorted hosts would
         * give each node one slot, where the application runs more */
        if (!rc && !rq->hostfile && run->machine.nranks == run->machine.nhosts)
            SAY("commprof-probe: note: %s/hosts.sorted gives each node the probe's one rank as its slots and names "
                "it as gethostname() does; --hostfile H (the application's hostfile) writes H's names and slots\n",
                dir);
        snprintf(run->discovered, sizeof run->discovered, "%s/topology.conf", dir);
        int ng = 0, all = d->nhosts * (d->nhosts - 1) / 2;
        for (int h = 0, last = -1; h < d->nhosts; h++)
            if (d->group[d->order[h]] != last) ng++, last = d->group[d->order[h]];
        char sp[160] = "";
        if (d->by_average && d->switch_pairs >= 0)
            snprintf(sp, sizeof sp, ", and every pair of them measured from each end for the cost file's pair lines (%d more)",
                     d->switch_pairs);
        else if (d->by_average)
            snprintf(sp, sizeof sp, ", too many (%d) to measure every pair of them: no pair lines", d->nswitches);
        if (!rc)
            SAY("commprof-probe: discover: %d switch%s over %d level%s%s%s%s%s; %d pairs measured of %d (%.0f%%) and %d to "
                "confirm, %.1f s; %d node%s not placed%s; %s, %s/hosts.sorted\n",
                ng, ng == 1 ? "" : "es", d->nlevels, d->nlevels == 1 ? "" : "s",
                d->dropped ? " (levels the confirming pairs contradict dropped" : "",
                d->by_rows ? "; the switches grouped by average latency instead, and inside those groups by alike "
                             "latencies to the others, two levels above them"
                : d->by_average ? "; the switches grouped by average latency instead, a level above them"
                                : "",
                sp,
                d->dropped ? ")" : "", d->pairs, all, 100.0 * d->pairs / all,
                d->confirm_pairs, d->seconds, d->nunplaced, d->nunplaced == 1 ? "" : "s",
                d->nunplaced ? " (their confirming pairs disagree: see the JSON)" : "", run->discovered, dir);
    }
    cp_probe_machine_free(&run->machine);
    memset(&run->machine, 0, sizeof run->machine);
    if ((rc = agree(c, rc))) return rc;
    run->r.discovery = me == 0 ? d : NULL;
    return 0;
}

/* Rank 0: which pairs stand for each level (from the first level up), and
 * the provenance; -1 where a level above the nodes has no pair. */
static int plan_levels(int me, int n, const cp_probe_request_t *rq, const char *switches, cp_probe_run_t *run,
                       cp_err_t *err)
{
    cp_probe_result_t *r = &run->r;
    const cp_probe_machine_t *machine = &run->machine;
    int npairs_all[CP_PROBE_MAX_LEVELS];
    r->nlevels = machine->nlevels;
    int *pairs = malloc(sizeof(int) * 2 * (size_t)rq->pairs * CP_PROBE_MAX_LEVELS);
    if (!pairs || cp_probe_pick_pairs(machine, rq->pairs, pairs, npairs_all)) {
        free(pairs);
        return cp_err_set(err, CP_ERR_NOMEM, "out of memory");
    }
    for (int l = 0; l < r->nlevels; l++) {
        cp_probe_level_t *L = &r->level[l];
        snprintf(L->name, sizeof L->name, "%s", machine->level[l]);
        L->npairs = npairs_all[l];
        L->measured = L->npairs > 0;
        for (int p = 0; p < L->npairs; p++)
            L->pair[p][0] = pairs[l * 2 * rq->pairs + 2 * p], L->pair[p][1] = pairs[l * 2 * rq->pairs + 2 * p + 1];
    }
    free(pairs);
    /* a level above the nodes that no pair of this job spans cannot be
     * measured here, and a figure made up for it would mislead the
     * mapper on the next, larger job */
    for (int l = machine->numa_level + 2; l < r->nlevels; l++)
        if (!r->level[l].measured)
            return cp_err_set(err, CP_ERR_INVALID,
                              "no two ranks of this job are at level '%s'%s%s: launch the probe on hosts on both sides of "
                              "it (a rank or two on each), or leave it out of --switches",
                              r->level[l].name, switches ? " of " : "", switches ? switches : "");
    /* MPICH's string is its whole configure line: keep the first line */
    static char lib[MPI_MAX_LIBRARY_VERSION_STRING];
    int len = 0;
    MPI_Get_library_version(lib, &len);
    lib[strcspn(lib, "\n")] = 0;
    size_t k = strnlen(lib, sizeof r->mpi_library - 1);
    for (size_t i = 0; i < k; i++) r->mpi_library[i] = lib[i] == '\t' ? ' ' : lib[i];
    r->mpi_library[k] = 0;
    time_t now = time(NULL);
    strftime(r->date, sizeof r->date, "%Y-%m-%d %H:%M:%S %Z", localtime(&now));
    SAY("commprof-probe: %d ranks on %d host%s; levels:", n, machine->nhosts, machine->nhosts == 1 ? "" : "s");
    for (int l = 0; l < r->nlevels; l++) SAY(" %s (%s)", r->level[l].name, r->level[l].measured ? "measured" : "no pair");
    SAY("\n");
    return 0;
}

/* One level: its first pair in full (latency per size, bandwidth one way
 * and both ways, the smallest size again mid-way and at the end), the
 * others at 1 byte, the exchange contention is measured against; rank 0
 * fits the model. */
static void measure_level(MPI_Comm c, int me, const cp_probe_request_t *rq, const int *pl, cp_probe_level_t *L,
                          const cp_probe_machine_t *machine, char *buf, int *steps, int total_steps)
{
    uint64_t lat_sizes[CP_PROBE_MAX_SIZES], bw_sizes[CP_PROBE_MAX_SIZES];
    int nlat = sizes(rq->max_size, 0, lat_sizes), nbw = sizes(rq->max_size, 1, bw_sizes);
    int np = pl[0], a = pl[1], b = pl[2];
    SAY("commprof-probe: %s: ranks %d (%s) and %d (%s)\n", L->name, a, machine->rank[a].host, b, machine->rank[b].host);
    /* a pair new to each other: its connection is made on its first
     * message (TCP's handshake, its first windows) and its first round
     * trips are slower than the rest; 50 small and a few large first */
    {
        cp_probe_opts_t w = rq->m;
        cp_stats_t s;
        w.min_reps = w.max_reps = 50, w.warmup = 0;
        pair_measure(c, me, a, b, CP_PROBE_LATENCY, 1, &w, buf, &s);
        w.min_reps = w.max_reps = 3;
        pair_measure(c, me, a, b, CP_PROBE_BW, rq->max_size, &w, buf, &s);
    }
    /* latencies: at least 20 round trips a size (five are a coin toss
     * on a shared machine; round trips are cheap) */
    cp_probe_opts_t lo = rq->m;
    if (lo.min_reps < 20) lo.min_reps = 20;
    for (int k = 0; k < nlat; k++, (*steps)++) {
        cp_stats_t s;
        pair_measure(c, me, a, b, CP_PROBE_LATENCY, lat_sizes[k], &lo, buf, &s);
        if (me == 0) L->lat_size[k] = lat_sizes[k], L->lat[k] = s, L->nlat = k + 1;
    }
    if (me == 0) L->lat_least = L->lat[0].min;
    for (int k = 0; k < nbw; k++, *steps += 2) {
        cp_stats_t s1, s2;
        pair_measure(c, me, a, b, CP_PROBE_BW, bw_sizes[k], &rq->m, buf, &s1);
        pair_measure(c, me, a, b, CP_PROBE_BIBW, bw_sizes[k], &rq->m, buf, &s2);
        if (me == 0) L->bw_size[k] = bw_sizes[k], L->bw[k] = s1, L->bibw[k] = s2, L->nbw = k + 1;
        /* the smallest message's latency, the cost file's figure, again
         * in the middle and at the end of the level.  Other work on a
         * shared or oversubscribed machine slows whole rounds, even a
         * whole launch, and moves their medians (two launches on the
         * testbed: 1.156 and 1.088 ms, three rounds each), while the
         * least time of a round stays what the path costs (1.0793 and
         * 1.0803 ms): the cost file takes the least over the rounds;
         * the round of the lowest median is the one reported */
        if (k == nbw / 2 || k == nbw - 1) {
            cp_stats_t s;
            pair_measure(c, me, a, b, CP_PROBE_LATENCY, lat_sizes[0], &lo, buf, &s);
            if (me == 0 && s.median > 0 && s.median < L->lat[0].median) L->lat[0] = s;
            if (me == 0 && s.min > 0 && s.min < L->lat_least) L->lat_least = s.min;
        }
    }
    for (int p = 1; p < np; p++, (*steps)++) {
        cp_stats_t s;
        cp_probe_opts_t w = rq->m;
        w.min_reps = w.max_reps = 50, w.warmup = 0;
        pair_measure(c, me, pl[1 + 2 * p], pl[2 + 2 * p], CP_PROBE_LATENCY, 1, &w, buf, &s); /* warm-up */
        w = rq->m;
        if (w.min_reps < 20) w.min_reps = 20;
        pair_measure(c, me, pl[1 + 2 * p], pl[2 + 2 * p], CP_PROBE_LATENCY, 1, &w, buf, &s);
        if (me == 0) L->other_lat[p] = s;
    }
    if (rq->contention) {
        cp_stats_t s;
        pair_measure(c, me, a, b, CP_PROBE_EXCHANGE, rq->contention_size, &rq->m, buf, &s);
        if (me == 0) L->exchange = s;
        (*steps)++;
    }
    if (me != 0) return;
    double t[CP_PROBE_MAX_SIZES];
    for (int k = 0; k < L->nlat; k++) t[k] = L->lat[k].median;
    cp_fit_piecewise(L->lat_size, t, L->nlat, CP_FIT_MAX_SEGMENTS, &L->fit);
    cp_fit_piecewise(L->lat_size, t, L->nlat, 1, &L->plain);
    SAY("commprof-probe: %s: %.3g us one way at 1 B (median; least %.3g us), %.4g MB/s at %llu B, %d segment%s (fit "
        "within %.1f%%) [%d/%d]\n",
        L->name, L->lat[0].median * 1e6, L->lat_least * 1e6, L->bw[L->nbw - 1].median / 1e6,
        (unsigned long long)L->bw_size[L->nbw - 1], L->fit.nseg, L->fit.nseg == 1 ? "" : "s", 100 * L->fit.median_err,
        *steps, total_steps);
    for (int p = 1; p < L->npairs; p++)
        SAY("commprof-probe: %s: ranks %d and %d: %.3g us one way at 1 B\n", L->name, L->pair[p][0], L->pair[p][1],
            L->other_lat[p].median * 1e6);
}

/* --all-pairs, as mpiGraph does: the hot spots a level's pairs hide. */
static void measure_all_pairs(MPI_Comm c, int me, int n, const cp_probe_request_t *rq, cp_probe_result_t *r, char *buf)
{
    uint64_t bsz = rq->max_size < 1048576 ? rq->max_size : 1048576;
    if (me == 0) {
        r->ap_n = n, r->ap_bytes = bsz;
        r->ap_lat = calloc((size_t)n * (size_t)n, sizeof *r->ap_lat);
        r->ap_bw = calloc((size_t)n * (size_t)n, sizeof *r->ap_bw);
    }
    SAY("commprof-probe: all pairs: %d, latency at 1 B and bandwidth at %llu B\n", n * (n - 1) / 2, (unsigned long long)bsz);
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++) {
            cp_stats_t s1, s2;
            cp_probe_opts_t w = rq->m;
            w.min_reps = w.max_reps = 20, w.warmup = 0;
            pair_measure(c, me, a, b, CP_PROBE_LATENCY, 1, &w, buf, &s1); /* the connection made */
            w = rq->m;
            if (w.min_reps < 20) w.min_reps = 20;
            pair_measure(c, me, a, b, CP_PROBE_LATENCY, 1, &w, buf, &s1);
            pair_measure(c, me, a, b, CP_PROBE_BW, bsz, &rq->m, buf, &s2);
            if (me == 0 && r->ap_lat && r->ap_bw) {
                r->ap_lat[a * n + b] = r->ap_lat[b * n + a] = s1.median;
                r->ap_bw[a * n + b] = r->ap_bw[b * n + a] = s2.median;
            }
        }
    if (me == 0 && r->ap_lat && r->ap_bw) {
        r->have_all_pairs = 1;
        cp_probe_hot_spots(r, rq->progress);
    }
}

/* Uplinks (uplink.h): a node's ranks, then per level above the nodes but
 * the top the largest group's hosts, sending out at once, 5 times. */
static void measure_uplinks(MPI_Comm c, int me, int n, const cp_probe_request_t *rq, cp_probe_run_t *run,
                            const cp_probe_clock_t *clk, char *buf)
{
    cp_probe_result_t *r = &run->r;
    /* from the node level: what a node's ranks push out at once */
    int *to = malloc(sizeof(int) * (size_t)n * CP_PROBE_UPLINK_FANOUT), nl = r->nlevels, first = run->machine.numa_level + 1;
    int ok = to != NULL, allok;
    MPI_Allreduce(&ok, &allok, 1, MPI_INT, MPI_MIN, c);
    MPI_Bcast(&nl, 1, MPI_INT, 0, c);
    for (int l = first; allok && l < nl - 1; l++) {
        int k[2] = {0, 0}; /* senders, fanout */
        if (me == 0)
            k[0] = l == first ? cp_probe_uplink_node_plan(&run->machine, to, &k[1]) : cp_probe_uplink_plan(&run->machine, l, to, &k[1]);
        MPI_Bcast(k, 2, MPI_INT, 0, c);
        if (k[0] <= 0) continue;
        MPI_Bcast(to, n * CP_PROBE_UPLINK_FANOUT, MPI_INT, 0, c);
        cp_pattern_result_t out;
        if (cp_probe_pattern_out(c, clk, r->max_rtt, to, CP_PROBE_UPLINK_FANOUT, k[1], rq->contention_size, 5, buf, &out))
            break;
        if (me == 0) {
            cp_probe_level_t *L = &r->level[l];
            int streams = 0;
            for (int x = 0; x < n; x++) { /* each sender alone: the best of its pairs' levels' streaming bandwidths */
                double best = 0;
                for (int j = 0; j < k[1]; j++) {
                    int y = to[x * CP_PROBE_UPLINK_FANOUT + j];
                    if (y < 0) continue;
                    const cp_probe_level_t *P = &r->level[cp_probe_pair_level(&run->machine, x, y)];
                    if (P->measured && cp_probe_bulk_bw(P) > best) best = cp_probe_bulk_bw(P);
                    streams++;
                }
                L->uplink_offered_Bps += best;
            }
            L->uplink_senders = k[0], L->uplink_valid = out.valid, L->uplink_reps = out.reps;
            L->uplink_Bps = out.valid && out.total > 0 ? (double)streams * (double)rq->contention_size / out.total : 0;
            L->uplink_limits = cp_probe_uplink_limits(L->uplink_Bps, L->uplink_offered_Bps);
            SAY("commprof-probe: uplink of a %s: %d %s sending to %d outside at once carry %.4g MB/s together, %s "
                "(%.4g MB/s apart; %d of %d repetitions in time)\n", L->name, k[0], l == first ? "ranks" : "hosts", streams,
                L->uplink_Bps / 1e6,
                L->uplink_limits ? "the link is the limit" : "no less than apart", L->uplink_offered_Bps / 1e6, out.valid,
                out.reps);
        }
        cp_pattern_result_free(&out);
    }
    free(to);
}

/* --discover, with contention: which uplink of its leaf switch each
 * host's traffic takes (ports.h); where found, the hosts are sorted by
 * it and the discovery's files written again. */
static int measure_ports(MPI_Comm c, int me, const cp_probe_request_t *rq, cp_probe_run_t *run, char *buf, cp_err_t *err)
{
    cp_probe_result_t *r = &run->r;
    cp_discovery_t *d = &run->disc;
    int l = run->machine.numa_level + 2, go = me == 0 && d->nlevels >= 1 && l < r->nlevels - 1, rc = 0;
    r->ports_level = -1;
    MPI_Bcast(&go, 1, MPI_INT, 0, c);
    if (!go) return 0;
    SAY("commprof-probe: ports: which uplink of its switch each host is reached by, two streams at once\n");
    if (cp_probe_ports(c, &run->machine, me == 0 ? d->group : NULL, me == 0 ? d->order : NULL, rq->contention_size, buf,
                       rq->progress, &r->ports))
        rc = cp_err_set(err, CP_ERR_NOMEM, "out of memory");
    if (!rc && me == 0) {
        r->ports_level = l;
        if (r->ports.ports) {
            r->level[l].ports = r->ports.ports;
            cp_probe_ports_sort(&r->ports, d->group, d->order, d->nhosts);
            int left;
            if (cp_discovery_write(d, &run->machine, rq->discover_dir ? rq->discover_dir : ".", rq->hostfile, &left,
                                   err))
                rc = -1;
        }
    }
    return agree(c, rc);
}

/* Contention: star, ring and random pairs started together (clocks
 * synchronized); per level, each valid random pair's time over the
 * level's exchange alone. */
static void measure_contention(MPI_Comm c, int me, int n, const cp_probe_request_t *rq, cp_probe_run_t *run,
                               const cp_probe_clock_t *clk, char *buf)
{
    cp_probe_result_t *r = &run->r;
    SAY("commprof-probe: contention: star, ring and random pairs of %llu B, clocks within %.3g ms\n",
        (unsigned long long)rq->contention_size, r->max_rtt / 2 * 1e3);
    r->contention_size = rq->contention_size;
    cp_probe_pattern(c, clk, r->max_rtt, CP_PATTERN_STAR, rq->contention_size, 5, 1, buf, &r->star);
    cp_probe_pattern(c, clk, r->max_rtt, CP_PATTERN_RING, rq->contention_size, 5, 1, buf, &r->ring);
    cp_probe_pattern(c, clk, r->max_rtt, CP_PATTERN_CHAOS, rq->contention_size, 9, 12345, buf, &r->chaos);
    if (me != 0) return;
    r->have_contention = 1;
    double *v = malloc(sizeof(double) * (size_t)r->chaos.reps * (size_t)n + 1);
    for (int l = 0; v && l < r->nlevels; l++) {
        cp_probe_level_t *L = &r->level[l];
        int k = 0;
        for (int rep = 0; L->measured && rep < r->chaos.reps; rep++) {
            if (!r->chaos.ok[rep]) continue;
            for (int x = 0; x < n; x++) {
                int y = r->chaos.partner[(size_t)rep * n + x];
                if (y > x && cp_probe_pair_level(&run->machine, x, y) == l && L->exchange.median > 0) {
                    double tx = r->chaos.own[(size_t)rep * n + x], ty = r->chaos.own[(size_t)rep * n + y];
                    v[k++] = (tx > ty ? tx : ty) / L->exchange.median;
                }
            }
        }
        L->contention_samples = k;
        if (k) {
            L->contention = cp_stats_median(v, k);
            if (L->contention < 1) L->contention = 1; /* faster together is noise */
        }
    }
    free(v);
    SAY("commprof-probe: contention: %d, %d and %d of %d, %d, %d repetitions started in time\n", r->star.valid,
        r->ring.valid, r->chaos.valid, r->star.reps, r->ring.reps, r->chaos.reps);
}

int cp_probe_run(MPI_Comm c, const cp_probe_request_t *rq, cp_probe_run_t *run, cp_err_t *err)
{
    int me, n;
    MPI_Comm_rank(c, &me);
    MPI_Comm_size(c, &n);
    memset(run, 0, sizeof *run);
    double t_start = MPI_Wtime();
    const char *switches = rq->switches;
    if (rq->discover) {
        if (discover(c, me, rq, run, err)) return -1;
        switches = run->discovered;
    }
    cp_probe_result_t *r = &run->r;
    int rc = cp_probe_machine_gather(c, switches, &run->machine, err) ? -1 : 0;
    if (agree(c, rc)) return -1;
    r->machine = &run->machine;
    r->rse_target = rq->m.rse, r->cap_s = rq->m.cap_s, r->min_reps = rq->m.min_reps;
    if (me == 0) rc = plan_levels(me, n, rq, switches, run, err);
    if (agree(c, rc)) return -1;
    /* the plan to everyone: per level, its pairs */
    int plan[CP_PROBE_MAX_LEVELS * PLAN_STRIDE + 1];
    if (me == 0) {
        plan[0] = r->nlevels;
        for (int l = 0; l < r->nlevels; l++) {
            plan[1 + l * PLAN_STRIDE] = r->level[l].npairs;
            for (int p = 0; p < r->level[l].npairs; p++)
                for (int k = 0; k < 2; k++) plan[1 + l * PLAN_STRIDE + 1 + 2 * p + k] = r->level[l].pair[p][k];
        }
    }
    MPI_Bcast(plan, (int)(sizeof plan / sizeof *plan), MPI_INT, 0, c);
    uint64_t bufmax = rq->max_size > rq->contention_size ? rq->max_size : rq->contention_size;
    size_t bufbytes = cp_probe_buffer_bytes(bufmax, &rq->m);
    if (me == 0 && (size_t)(n - 1) * rq->contention_size > bufbytes) bufbytes = (size_t)(n - 1) * rq->contention_size;
    char *buf = malloc(bufbytes);
    int ok = buf != NULL, allok;
    MPI_Allreduce(&ok, &allok, 1, MPI_INT, MPI_MIN, c);
    if (!allok) {
        free(buf);
        return cp_err_set(err, CP_ERR_NOMEM, "out of memory for %zu bytes of buffers", bufbytes);
    }
    memset(buf, 1, bufbytes);
    uint64_t lat_sizes[CP_PROBE_MAX_SIZES], bw_sizes[CP_PROBE_MAX_SIZES];
    int nlat = sizes(rq->max_size, 0, lat_sizes), nbw = sizes(rq->max_size, 1, bw_sizes);
    int steps = 0, total_steps = 0;
    for (int l = 0; l < plan[0]; l++) {
        int np = plan[1 + l * PLAN_STRIDE];
        if (np) total_steps += nlat + 2 * nbw + (np - 1) + (rq->contention ? 1 : 0);
    }
    static cp_probe_level_t unused; /* the other ranks' (rank 0 keeps the results) */
    for (int l = 0; l < plan[0]; l++)
        if (plan[1 + l * PLAN_STRIDE])
            measure_level(c, me, rq, plan + 1 + l * PLAN_STRIDE, me == 0 ? &r->level[l] : &unused, &run->machine, buf,
                          &steps, total_steps);
    idle_barrier(c); /* the ranks that measured nothing wait here */
    if (rq->all_pairs) measure_all_pairs(c, me, n, rq, r, buf);
    idle_barrier(c);
    if (rq->contention) {
        cp_probe_clock_t clk;
        cp_probe_clock_sync(c, &clk, &r->max_rtt);
        measure_contention(c, me, n, rq, run, &clk, buf);
        measure_uplinks(c, me, n, rq, run, &clk, buf);
        if (rq->discover && measure_ports(c, me, rq, run, buf, err)) {
            free(buf);
            return -1;
        }
    }
    /* memory, on rank 0's node, while the others wait */
    if (rq->memory && me == 0) {
        SAY("commprof-probe: memory: STREAM triad and pointer chase per NUMA pair on %s\n", run->machine.rank[0].host);
        r->have_memory = !cp_probe_memory((size_t)64 << 20, &r->memory);
    }
    idle_barrier(c);
    free(buf);
    /* the connections the measurements made, every rank's */
    cp_tcp_survey_t tcp = {0};
    cp_tcp_survey_local(&tcp);
    cp_tcp_survey_gather(c, &tcp);
    if (me == 0) {
        cp_tcp_survey_said(&tcp, r->tcp, sizeof r->tcp);
        for (int i = 0, most = 0; i < tcp.nalgo; i++)
            if (tcp.algo[i].connections > tcp.algo[most].connections || i == 0)
                snprintf(r->tcp_algo, sizeof r->tcp_algo, "%s", tcp.algo[i].name), most = i;
        if (r->tcp[0]) SAY("commprof-probe: TCP: the job's connections ran %s\n", r->tcp);
    }
    r->seconds = MPI_Wtime() - t_start;
    return 0;
}

void cp_probe_run_free(cp_probe_run_t *run)
{
    cp_probe_result_t *r = &run->r;
    cp_pattern_result_free(&r->star), cp_pattern_result_free(&r->ring), cp_pattern_result_free(&r->chaos);
    cp_probe_memory_free(&r->memory);
    cp_probe_ports_free(&r->ports);
    free(r->ap_lat), free(r->ap_bw), free(r->hot);
    cp_probe_machine_free(&run->machine);
    cp_discovery_free(&run->disc);
}

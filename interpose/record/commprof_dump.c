/* commprof-dump: a recording as text.  Thin CLI over the reader library. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "call_ids.gen.h"
#include "record_read.h"

#include "cli_exit.h"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: commprof-dump [options] DIR\n"
            "Print a commprof recording, one line per sender->receiver pair in world ranks:\n"
            "  <src> <dst> <msgs> <bytes>     (sent side, whole run, sorted)\n"
            "options:\n"
            "  --phase NAME     the table of phase NAME instead of the whole run\n"
            "  --recv           the receive side: <dst> <src> <msgs> <bytes> as counted by receivers\n"
            "                   (not kept for point-to-point under COMMPROF_RECV=0)\n"
            "  --kind K         which traffic: p2p (default), coll (messages of collectives, as\n"
            "                   their algorithms send them; --recv = those only their receivers\n"
            "                   could model, <src> <dst> too) or rma (one-sided: sent = data to\n"
            "                   the target, --recv = data brought back)\n"
            "  --calls          the logical view of collective and one-sided calls instead:\n"
            "                   <rank> <call> <algorithm> <group_size> <group_first> <group_hash>\n"
            "                   <calls> <bytes_sent> <bytes_recv>  (algorithm: Open MPI coll_tuned\n"
            "                   number, 'exact', 'inter' an intercommunicator's, 'cid' a communicator\n"
            "                   creation, '-' not modeled, N? known but not modeled)\n"
            "  --hist           append the message-size histogram: bin:count ..., by bin (bin b =\n"
            "                   sizes in [2^(b-1), 2^b), bin 0 = empty messages)\n"
            "  --info           print job and per-rank metadata (host, node ranks, binding) instead,\n"
            "                   and traffic with processes outside MPI_COMM_WORLD (spawned or\n"
            "                   connected jobs): rank R outside KIND sent MSGS BYTES recv MSGS BYTES\n"
            "  --clock          print each rank's timer and clock sync points instead:\n"
            "                   sync <rank> <local_ns> <offset_ns> <error_ns> <exchanges> <hops> <duration_ns>\n"
            "                   (offset = rank 0's timer minus this rank's at local_ns)\n"
            "                   bandwidth <rank> <bytes_per_s> <small> <large> <small_ns> <large_ns>\n"
            "                   (at MPI_Finalize, a send of each size and its reply, timed by the\n"
            "                   rank's node leader against its parent in the sync tree)\n"
            "  --times          per pair, the first and last send: <src> <dst> <first_ns> <last_ns>\n"
            "                   in ns since the job's time zero (rank 0 leaving MPI_Init), on rank\n"
            "                   0's clock: each rank's times corrected by its sync points\n"
            "                   (recorded with COMMPROF_TIMES=1 or COMMPROF_WINDOW)\n"
            "  --uncorrected    with --times: each rank's own timer, minus rank 0's time zero\n"
            "  --window W       the sends of time window W (COMMPROF_WINDOW) instead of the whole run\n"
            "  --windows        one line per window: <W> <start_ns> <end_ns> <msgs> <bytes>\n"
            "  --allow-partial  read what is there when rank files are missing (warns)\n"
            "  -h, --help       this help\n"
            "exit status: 0 ok, 2 usage, 3 corrupt or incomplete recording, 4 I/O error\n");
}

typedef struct line {
    uint32_t a, b;
    uint64_t msgs, bytes;
    const cp_rank_t *r;
    const cp_peer_t *p;
} line_t;

static int cmp(const void *x, const void *y)
{
    const line_t *a = x, *b = y;
    if (a->a != b->a) return a->a < b->a ? -1 : 1;
    return a->b < b->b ? -1 : a->b > b->b;
}

static int64_t time_zero(const cp_recording_t *rec)
{
    const cp_rank_t *r0 = &rec->ranks[0];
    return r0->present && r0->has_clock ? r0->start_local_ns : 0;
}

static void print_clock(const cp_recording_t *rec)
{
    for (uint32_t i = 0; i < rec->world_size; i++) {
        const cp_rank_t *r = &rec->ranks[i];
        if (!r->present) continue;
        if (!r->has_clock) {
            printf("rank %u no clock (recorded by commprof before format 1.1)\n", i);
            continue;
        }
        printf("rank %u timer %s sync_group %s start_local_ns %lld end_local_ns %lld\n", i,
               r->timer, r->sync_group == 2 ? "rank" : "node", (long long)r->start_local_ns,
               (long long)r->end_local_ns);
        for (uint32_t k = 0; k < r->nsyncs; k++) {
            const cp_sync_t *p = &r->syncs[k];
            printf("sync %u %lld %lld %llu %u %u %lld\n", i, (long long)p->local_ns,
                   (long long)p->offset_ns, (unsigned long long)p->error_ns, p->exchanges,
                   p->hops, (long long)p->duration_ns);
        }
        if (r->link_bw.bytes_per_s)
            printf("bandwidth %u %llu %llu %llu %lld %lld\n", i, (unsigned long long)r->link_bw.bytes_per_s,
                   (unsigned long long)r->link_bw.small, (unsigned long long)r->link_bw.large,
                   (long long)r->link_bw.small_ns, (long long)r->link_bw.large_ns);
    }
}

static void print_times(const cp_recording_t *rec, int phase_wanted, const char *phase,
                        int uncorrected, const char *dir)
{
    int64_t zero = time_zero(rec);
    size_t any = 0;
    for (uint32_t i = 0; i < rec->world_size; i++) any += rec->ranks[i].present ? rec->ranks[i].ntimes : 0;
    if (!any)
        fprintf(stderr, "commprof-dump: note: %s has no send times (recorded with COMMPROF_TIMES=1 or COMMPROF_WINDOW)\n",
                dir);
    for (uint32_t i = 0; i < rec->world_size; i++) {
        const cp_rank_t *r = &rec->ranks[i];
        if (!r->present) continue;
        int ph = phase_wanted ? cp_rank_phase_id(r, phase) : 0;
        for (size_t k = 0; ph >= 0 && k < r->ntimes; k++) {
            const cp_pair_time_t *t = &r->times[k];
            if (t->phase != (uint32_t)ph) continue;
            int64_t a = uncorrected ? t->first_ns : cp_rank_global_ns(r, t->first_ns);
            int64_t b = uncorrected ? t->last_ns : cp_rank_global_ns(r, t->last_ns);
            printf("%u %u %lld %lld\n", i, t->peer, (long long)(a - zero), (long long)(b - zero));
        }
    }
}

/* Window length and origin, which every rank must agree on. */
static int window_params(const cp_recording_t *rec, int64_t *origin, int64_t *len)
{
    *len = 0;
    for (uint32_t i = 0; i < rec->world_size; i++) {
        const cp_rank_t *r = &rec->ranks[i];
        if (!r->present || !r->window_ns) continue;
        if (*len && (r->window_ns != *len || r->window_origin_ns != *origin)) return -1;
        *len = r->window_ns;
        *origin = r->window_origin_ns;
    }
    return 0;
}

static int print_windows(const cp_recording_t *rec, const char *dir)
{
    int64_t origin = 0, len = 0;
    if (window_params(rec, &origin, &len)) {
        fprintf(stderr, "commprof-dump: error: %s: ranks disagree on the time windows\n", dir);
        return EXIT_DATA;
    }
    if (!len) {
        fprintf(stderr, "commprof-dump: error: %s: recorded without COMMPROF_WINDOW\n", dir);
        return EXIT_DATA;
    }
    uint32_t nw = 0;
    for (uint32_t i = 0; i < rec->world_size; i++)
        for (size_t k = 0; rec->ranks[i].present && k < rec->ranks[i].nwpeers; k++)
            if (rec->ranks[i].wpeers[k].window >= nw) nw = rec->ranks[i].wpeers[k].window + 1;
    uint64_t *sum = calloc(2 * (size_t)nw + 2, sizeof *sum);
    if (!sum) return EXIT_IO;
    for (uint32_t i = 0; i < rec->world_size; i++)
        for (size_t k = 0; rec->ranks[i].present && k < rec->ranks[i].nwpeers; k++) {
            const cp_window_peer_t *w = &rec->ranks[i].wpeers[k];
            sum[2 * w->window] += w->sent_msgs;
            sum[2 * w->window + 1] += w->sent_bytes;
        }
    int64_t zero = time_zero(rec);
    for (uint32_t w = 0; w < nw; w++)
        printf("%u %lld %lld %llu %llu\n", w, (long long)(origin + w * len - zero),
               (long long)(origin + (w + 1) * len - zero), (unsigned long long)sum[2 * w],
               (unsigned long long)sum[2 * w + 1]);
    free(sum);
    return 0;
}

static void phase_error(const cp_recording_t *rec, const char *dir, const char *phase)
{
    char names[1024];
    cp_recording_phases(rec, 64, names, sizeof names);
    fprintf(stderr, "commprof-dump: error: %s: no rank recorded a phase named '%s' (%s%s)\n", dir, phase,
            names[0] ? "its phases: " : "it has none: phases are what commprof_phase_begin names",
            names);
}

static int print_calls(const cp_recording_t *rec, const char *phase, const char *dir)
{
    int found = phase == NULL;
    for (uint32_t i = 0; i < rec->world_size; i++) {
        const cp_rank_t *r = &rec->ranks[i];
        int ph = r->present ? cp_rank_phase_id(r, phase) : -1;
        if (ph < 0) continue;
        found = 1;
        for (size_t k = 0; k < r->ncalls; k++) {
            const cp_call_t *c = &r->calls[k];
            if (c->phase != (uint32_t)ph) continue;
            char alg[16];
            uint32_t a = c->algorithm & ~CP_ALG_UNMODELED;
            if (c->algorithm == CP_ALG_NONE) snprintf(alg, sizeof alg, "-");
            else if (c->algorithm == CP_ALG_EXACT) snprintf(alg, sizeof alg, "exact");
            else if (a == CP_ALG_INTER) snprintf(alg, sizeof alg, "inter%s", c->algorithm & CP_ALG_UNMODELED ? "?" : "");
            else if (a == CP_ALG_CID) snprintf(alg, sizeof alg, "cid%s", c->algorithm & CP_ALG_UNMODELED ? "?" : "");
            else snprintf(alg, sizeof alg, "%u%s", a, c->algorithm & CP_ALG_UNMODELED ? "?" : "");
            char name[32];
            if (c->call < CP_CALL_COUNT) snprintf(name, sizeof name, "%s", cp_call_names[c->call]);
            else snprintf(name, sizeof name, "call#%u", c->call);
            printf("%u %s %s %u %d %016llx %llu %llu %llu\n", i, name, alg, c->group_size,
                   (int)c->group_first, (unsigned long long)c->group_hash,
                   (unsigned long long)c->calls, (unsigned long long)c->bytes_sent,
                   (unsigned long long)c->bytes_recv);
        }
    }
    if (!found) {
        phase_error(rec, dir, phase);
        return EXIT_DATA;
    }
    return 0;
}

static void print_info(const cp_recording_t *rec)
{
    printf("job %s\nranks %u\nmpi %s\ncommand %s\nstart_ns %lld\nend_ns %lld\n", rec->job_id,
           rec->world_size, rec->mpi_library, rec->command_line, (long long)rec->start_ns,
           (long long)rec->end_ns);
    char phases[1024];
    cp_recording_phases(rec, 64, phases, sizeof phases);
    printf("phases %s\n", phases[0] ? phases : "-");
    for (uint32_t i = 0; i < rec->world_size; i++) {
        const cp_rank_t *r = &rec->ranks[i];
        if (!r->present) {
            printf("rank %u missing\n", i);
            continue;
        }
        printf("rank %u host %s pid %u end %s", i, r->host, r->pid, cp_end_kind_name(r->end_kind));
        if (r->end_kind == CP_END_SIGNAL && r->end_signal) {
            const char *s = cp_signal_name(r->end_signal);
            if (s) printf(":%s", s);
            else printf(":%u", r->end_signal);
        }
        printf(" cpuset %s cores", r->cpuset[0] ? r->cpuset : "-");
        for (uint32_t k = 0; k < r->ncores; k++) printf("%c%u", k ? ',' : ' ', r->cores[k]);
        printf(" node_ranks");
        for (uint32_t k = 0; k < r->n_node_ranks; k++) printf("%c%u", k ? ',' : ' ', r->node_ranks[k]);
        if (r->npackages) printf(" package_cores"); /* the node's sockets (1.10) */
        for (uint32_t k = 0; k < r->npackages; k++) printf("%c%u", k ? ',' : ' ', r->package_cores[k]);
        if (r->nnuma) printf(" numa_cores"); /* NUMA nodes inside them (1.11) */
        for (uint32_t k = 0; k < r->nnuma; k++) printf("%c%u", k ? ',' : ' ', r->numa_cores[k]);
        printf("\n");
        if (r->flags & CP_RANK_NO_RECVS) printf("rank %u receives not counted (COMMPROF_RECV=0)\n", i);
        if (r->app_rank != i) printf("rank %u was rank %u of the application's MPI_COMM_WORLD (COMMPROF_REORDER)\n", i, r->app_rank);
        /* traffic with other jobs' processes (spawned, connected): in no matrix */
        static const char *const kinds[CP_TRAFFIC_KINDS] = {"p2p", "coll", "rma"};
        for (unsigned k = 0; k < CP_TRAFFIC_KINDS; k++) {
            const uint64_t *o = r->outside[k];
            if (o[0] | o[2])
                printf("rank %u outside %s sent %llu %llu recv %llu %llu\n", i, kinds[k], (unsigned long long)o[0],
                       (unsigned long long)o[1], (unsigned long long)o[2], (unsigned long long)o[3]);
        }
    }
}

/* the options */
typedef struct dump_opts {
    const char *phase;
    int recv, hist, info, partial, clock, times, uncorrected, windows, calls;
    uint32_t kind;
    long window; /* -1: none */
} dump_opts_t;

/* getopt's loop: 0 to go on, 1 after --help, or EXIT_USAGE */
static int parse_options(int argc, char **argv, dump_opts_t *o)
{
    static const struct option opts[] = {{"phase", required_argument, 0, 'p'},
                                         {"recv", no_argument, 0, 'r'},
                                         {"hist", no_argument, 0, 'H'},
                                         {"info", no_argument, 0, 'i'},
                                         {"allow-partial", no_argument, 0, 'P'},
                                         {"clock", no_argument, 0, 'c'},
                                         {"times", no_argument, 0, 't'},
                                         {"uncorrected", no_argument, 0, 'u'},
                                         {"window", required_argument, 0, 'w'},
                                         {"windows", no_argument, 0, 'W'},
                                         {"kind", required_argument, 0, 'k'},
                                         {"calls", no_argument, 0, 'C'},
                                         {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    int c;
    while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
        switch (c) {
        case 'p': o->phase = optarg; break;
        case 'r': o->recv = 1; break;
        case 'H': o->hist = 1; break;
        case 'i': o->info = 1; break;
        case 'P': o->partial = 1; break;
        case 'c': o->clock = 1; break;
        case 't': o->times = 1; break;
        case 'u': o->uncorrected = 1; break;
        case 'W': o->windows = 1; break;
        case 'C': o->calls = 1; break;
        case 'k':
            if (!strcmp(optarg, "p2p")) o->kind = CP_TRAFFIC_P2P;
            else if (!strcmp(optarg, "coll")) o->kind = CP_TRAFFIC_COLL;
            else if (!strcmp(optarg, "rma")) o->kind = CP_TRAFFIC_RMA;
            else {
                fprintf(stderr, "commprof-dump: error: --kind %s: expected p2p, coll or rma\n", optarg);
                return EXIT_USAGE;
            }
            break;
        case 'w': {
            char *end;
            o->window = strtol(optarg, &end, 10);
            if (*end || end == optarg || o->window < 0 || o->window > UINT32_MAX) {
                fprintf(stderr, "commprof-dump: error: --window %s: not a window number\n", optarg);
                return EXIT_USAGE;
            }
            break;
        }
        case 'h': usage(stdout); return 1;
        default: usage(stderr); return EXIT_USAGE;
        }
    }
    if (optind != argc - 1) {
        fprintf(stderr, "commprof-dump: error: expected one recording directory\n");
        usage(stderr);
        return EXIT_USAGE;
    }
    return 0;
}

/* --window W: that window's pairs, as recorded */
static int print_window(const cp_recording_t *rec, long window, const char *dir)
{
    int64_t o, l;
    if (window_params(rec, &o, &l) || !l) {
        fprintf(stderr, "commprof-dump: error: %s: recorded without COMMPROF_WINDOW\n", dir);
        return EXIT_DATA;
    }
    for (uint32_t i = 0; i < rec->world_size; i++) {
        const cp_rank_t *r = &rec->ranks[i];
        for (size_t k = 0; r->present && k < r->nwpeers; k++)
            if (r->wpeers[k].window == (uint32_t)window)
                printf("%u %u %llu %llu\n", i, r->wpeers[k].peer, (unsigned long long)r->wpeers[k].sent_msgs,
                       (unsigned long long)r->wpeers[k].sent_bytes);
    }
    return ferror(stdout) ? EXIT_IO : 0;
}

/* the pairs of one kind and phase, sorted, by their send side (or their
 * receive side with --recv), with --hist each pair's size classes */
static int print_pairs(const cp_recording_t *rec, const dump_opts_t *d, const char *dir)
{
    size_t n = 0, cap = 1024;
    line_t *lines = malloc(cap * sizeof *lines);
    int found_phase = d->phase == NULL;
    for (uint32_t i = 0; lines && i < rec->world_size; i++) {
        const cp_rank_t *r = &rec->ranks[i];
        if (!r->present) continue;
        int ph = cp_rank_phase_id(r, d->phase);
        if (ph < 0) continue;
        found_phase = 1;
        for (size_t k = 0; k < r->npeers; k++) {
            const cp_peer_t *p = &r->peers[k];
            if (p->phase != (uint32_t)ph || p->kind != d->kind) continue;
            uint64_t m = d->recv ? p->recv_msgs : p->sent_msgs;
            uint64_t b = d->recv ? p->recv_bytes : p->sent_bytes;
            if (!m) continue;
            if (n == cap) {
                line_t *t = realloc(lines, 2 * cap * sizeof *t);
                if (!t) break;
                lines = t;
                cap *= 2;
            }
            lines[n++] = (line_t){d->recv ? p->peer : i, d->recv ? i : p->peer, m, b, r, p};
        }
    }
    if (!lines) {
        fprintf(stderr, "commprof-dump: error: out of memory\n");
        return EXIT_IO;
    }
    if (!found_phase) {
        phase_error(rec, dir, d->phase);
        free(lines);
        return EXIT_DATA;
    }
    qsort(lines, n, sizeof *lines, cmp);
    for (size_t i = 0; i < n; i++) {
        printf("%u %u %llu %llu", lines[i].a, lines[i].b, (unsigned long long)lines[i].msgs,
               (unsigned long long)lines[i].bytes);
        if (d->hist && !d->recv) { /* by bin: a file keeps a pair's classes in the order they came */
            uint64_t h[CP_HIST_BINS] = {0};
            for (uint32_t b = 0; b < lines[i].p->nbins; b++) {
                const cp_bin_t *bn = &lines[i].r->bins[lines[i].p->bin_first + b];
                h[bn->bin] += bn->count;
            }
            for (unsigned b = 0; b < CP_HIST_BINS; b++)
                if (h[b]) printf(" %u:%llu", b, (unsigned long long)h[b]);
        }
        printf("\n");
    }
    free(lines);
    return ferror(stdout) ? EXIT_IO : 0;
}

int main(int argc, char **argv)
{
    dump_opts_t d = {.kind = CP_TRAFFIC_P2P, .window = -1};
    int rc = parse_options(argc, argv, &d);
    if (rc) return rc == 1 ? 0 : rc;
    const char *dir = argv[optind];
    cp_err_t err;
    cp_recording_t *rec = cp_recording_open(dir, d.partial, &err);
    if (!rec) {
        cp_err_print("commprof-dump", &err);
        return err.code == CP_ERR_IO ? EXIT_IO : EXIT_DATA;
    }
    if (rec->nmissing)
        fprintf(stderr, "commprof-dump: warning: %u of %u rank files missing or unreadable\n", rec->nmissing,
                rec->world_size);
    if (d.info) print_info(rec);
    else if (d.calls) rc = print_calls(rec, d.phase, dir);
    else if (d.clock) print_clock(rec);
    else if (d.times) print_times(rec, d.phase != NULL, d.phase, d.uncorrected, dir);
    else if (d.windows) rc = print_windows(rec, dir);
    if (d.info || d.clock || d.times || d.windows || d.calls) {
        cp_recording_free(rec);
        return rc ? rc : ferror(stdout) ? EXIT_IO : 0;
    }
    if (d.recv && d.kind == CP_TRAFFIC_P2P)
        for (uint32_t i = 0; i < rec->world_size; i++)
            if (rec->ranks[i].present && rec->ranks[i].flags & CP_RANK_NO_RECVS) {
                fprintf(stderr, "commprof-dump: error: %s: rank %u was recorded with COMMPROF_RECV=0, without its "
                                "receives (the send side, without --recv, holds every pair)\n", dir, i);
                cp_recording_free(rec);
                return EXIT_DATA;
            }
    rc = d.window >= 0 ? print_window(rec, d.window, dir) : print_pairs(rec, &d, dir);
    cp_recording_free(rec);
    return rc;
}

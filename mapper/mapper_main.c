/* mapper: communication graph + machine -> placement.  Thin CLI over the
 * mapper library: options (mapper_options.c), the input through the
 * analyzer's door, the machine (mapper_machine.c), the portfolio
 * (portfolio.c), what is written and said (rankfile_write.c,
 * placement_report.c). */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli_exit.h"
#include "cost_file.h"
#include "platform.h"
#include "machine_routes.h"
#include "mapper_cli.h"
#include "rankfile_read.h"
#include "out_file.h"
#include "rankfile_write.h"
#include "replay_trace.h"
#include "size_classes.h"
#include "sync_latency.h"
#include "units.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* --placement FILE: line i = core of rank i (as --format perm writes it) */
/* A rankfile or host list (rankfile_read.h): rank r on its host's next core */
static int read_host_placement(const char *path, const cp_machine_t *m, int n, int *core_of)
{
    cp_err_t err;
    int k;
    cp_rank_slot_t *rs = cp_rankfile_read(path, &k, &err);
    if (!rs) {
        cp_err_print("mapper", &err);
        return EXIT_DATA;
    }
    int rc = 0;
    char **host = malloc((size_t)(k ? k : 1) * sizeof *host);
    if (!host) rc = EXIT_IO;
    else if (k != n) {
        fprintf(stderr, "mapper: error: %s places %d ranks; the job has %d\n", path, k, n);
        rc = EXIT_DATA;
    } else {
        for (int r = 0; r < k; r++) host[r] = rs[r].host;
        if (cp_hosts_placement(m, host, (uint32_t)n, 0, core_of, &err)) {
            fprintf(stderr, "mapper: error: %s: %s\n", path, err.msg);
            rc = EXIT_DATA;
        }
    }
    free(host);
    cp_rankfile_free(rs, k);
    return rc;
}

static int read_placement(const char *path, const cp_machine_t *m, int n, int *core_of)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "mapper: error: %s: %s\n", path, strerror(errno));
        return EXIT_IO;
    }
    /* a line that is no number: a rankfile or host list, by host */
    char first[128] = "";
    while (fgets(first, sizeof first, f) && (first[0] == '#' || first[0] == '\n')) first[0] = 0;
    if (first[0] && !(first[0] >= '0' && first[0] <= '9')) {
        fclose(f);
        return read_host_placement(path, m, n, core_of);
    }
    rewind(f);
    char *used = calloc((size_t)m->ncores, 1), line[128];
    const char *bad = used ? NULL : "out of memory";
    int r = 0, lineno = 0;
    while (!bad && fgets(line, sizeof line, f)) {
        lineno++;
        if (line[0] == '#' || line[0] == '\n') continue;
        char *end;
        long c = strtol(line, &end, 10);
        while (*end == ' ' || *end == '\n' || *end == '\r' || *end == '\t') end++;
        if (end == line || *end || c < 0 || c >= m->ncores) bad = "not a core of the machine";
        else if (r >= n) bad = "more lines than ranks";
        else if (used[c]) bad = "a core given twice";
        else used[c] = 1, core_of[r++] = (int)c;
    }
    if (!bad && r != n) bad = "fewer lines than ranks", lineno++;
    if (bad)
        fprintf(stderr, "mapper: error: %s:%d: %s (line i is rank i-1's core, 0 to %d, each once; %d ranks)\n", path,
                lineno, bad, m->ncores - 1, n);
    free(used);
    fclose(f);
    return bad ? EXIT_DATA : 0;
}

/* A recording's placement on m (rank r on its host's next core, or on
 * the cores it ran on where m's are hwloc's), NULL where m lacks its
 * hosts (said). */
static int *where_profiled(const cp_machine_t *m, const cp_matrix_t *mat, int n, int quiet)
{
    int *profiled = malloc((size_t)(n ? n : 1) * sizeof *profiled);
    cp_err_t why;
    if (profiled && cp_hosts_placement(m, mat->host, (uint32_t)n, 0, profiled, &why)) {
        if (!quiet) fprintf(stderr, "mapper: note: the profiled placement is not on this machine (%s): compared with rank i on core i\n", why.msg);
        free(profiled);
        profiled = NULL;
    }
    /* the cores of each rank's node, where the recording knows its packages */
    uint32_t *node_cores = profiled && mat->packages && mat->package_cores ? calloc((size_t)n, sizeof *node_cores) : NULL;
    for (int r = 0; node_cores && r < n; r++) node_cores[r] = mat->packages[r] * mat->package_cores[r];
    if (profiled)
        (void)cp_cores_placement(m, mat->host, mat->core_first, mat->core_span, node_cores, (uint32_t)n, profiled);
    free(node_cores);
    return profiled;
}

/* --placement FILE: the baseline (profiled, else identity) and it, costed,
 * into p; 0 or the exit status, said. */
static int given_placement(const char *path, const cp_graph_t *g, const cp_machine_t *m, const int *profiled,
                           cp_portfolio_t *pf)
{
    size_t bytes = (size_t)(g->vertnbr ? g->vertnbr : 1) * sizeof(int);
    pf->res = calloc(2, sizeof *pf->res);
    if (!pf->res || !(pf->res[0].core_of = malloc(bytes)) || !(pf->res[1].core_of = malloc(bytes))) return EXIT_IO;
    pf->nres = 2;
    int rc = read_placement(path, m, g->vertnbr, pf->res[1].core_of);
    if (rc) return rc;
    if (profiled) memcpy(pf->res[0].core_of, profiled, (size_t)g->vertnbr * sizeof(int));
    else cp_map_identity(g->vertnbr, pf->res[0].core_of);
    pf->res[0].name = profiled ? "profiled" : "identity", pf->res[1].name = "placed";
    for (int i = 0; i < 2; i++) {
        pf->res[i].cost = cp_map_cost(g, m, pf->res[i].core_of);
        pf->res[i].cost_max = cp_map_cost_max(g, m, pf->res[i].core_of);
        pf->res[i].cost_links = cp_map_cost_links(g, m, pf->res[i].core_of, NULL);
        pf->res[i].valid = cp_map_is_valid(m, g->vertnbr, pf->res[i].core_of);
    }
    pf->best = 1;
    return 0;
}

/* The cost model from a recording's clock synchronization (sync_latency.c),
 * said, where it has one. */
static void sync_model(cp_machine_t *m, const cp_matrix_t *mat, int quiet)
{
    char said[600];
    if (!cp_sync_latency(m, mat->host, mat->sync_error_ns, mat->sync_bw, mat->n, mat->sync_group, said, sizeof said) &&
        !quiet) {
        int bw;
        const char *source = cp_sync_latency_source(mat->sync_bw, mat->n, &bw);
        fprintf(stderr, "mapper: cost model: latency x messages + bytes / bandwidth, the network's %s (%s); inside nodes%s: "
                        "defaults. Measure them with commprof-probe and give --cost; --distances or --weight for bytes "
                        "alone\n",
                source, said, bw ? "" : " and bandwidths");
    }
}

/* A cost file with size segments: the graph's traffic by size band, so
 * that each message is costed on its own segment (where the input knows
 * sizes per pair); 0 or the exit status, said. */
static int size_bands(cp_graph_t *g, const cp_machine_t *m, const cp_input_t *in, cp_input_kind_t kind, int by_bytes,
                      int quiet)
{
    if (kind != CP_IN_RECORDING && kind != CP_IN_OTF2 && kind != CP_IN_TI) {
        if (!quiet)
            fprintf(stderr, "mapper: note: the cost file's size segments need message sizes per pair, which "
                            "monitoring files and graphs do not keep: each level's own latency and bandwidth apply\n");
        return 0;
    }
    if (!by_bytes) {
        if (!quiet)
            fprintf(stderr, "mapper: note: --weight is not bytes: each level's own latency and bandwidth apply, "
                            "not the cost file's size segments\n");
        return 0;
    }
    cp_err_t err;
    int rc = cp_graph_add_bands(g, in, m->nband, m->band_bin, &err);
    if (rc) {
        cp_err_print("mapper", &err);
        return rc;
    }
    if (!quiet) {
        char list[1024] = "", a[32];
        for (int b = 0; b < m->nband; b++)
            snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", b ? ", " : "",
                     cp_size_class_floor(m->band_bin[b], a, sizeof a));
        fprintf(stderr, "mapper: cost model: the cost file's size segments, each message on its own: %d size "
                        "band%s, from %s on\n", m->nband, m->nband == 1 ? "" : "s", list);
    }
    return 0;
}

/* --write-platform: the machine (with its costs: the cost file's, or a
 * recording's clock synchronization's) as a SimGrid platform; 0 or the
 * exit status, said. */
static int write_platform(const cp_mapper_cli_t *o, cp_machine_t *m, const char *from)
{
    cp_platform_t p;
    cp_err_t err;
    char said[600];
    /* one node and no costs: nothing crosses a network, the levels inside
     * take the defaults (a platform needs figures) */
    if (!m->alpha_ps && !cp_one_node_latency(m, said, sizeof said) && !o->quiet)
        fprintf(stderr, "mapper: note: --write-platform: one node and no cost file: the levels inside it take "
                        "default latencies and bandwidths (commprof-probe measures them)\n");
    if (cp_machine_to_platform(m, cp_machine_flops(m), &p, &err)) {
        fprintf(stderr, "mapper: error: --write-platform: %s\n", err.msg);
        return EXIT_USAGE;
    }
    /* a platform's levels are clusters inside clusters: a pair of
     * switches cannot have a latency of its own there */
    if (m->pair_scale && !o->quiet)
        fprintf(stderr, "mapper: note: --write-platform: the cost file's pair lines are left out (a level's latency "
                        "holds for all its pairs in the platform); the mapper's own replay keeps them, and "
                        "commprof-predict's given the same --hostfile, --switches and --cost\n");
    /* the cost file's size segments as SMPI's factors: one set for
     * every link, so those of the outermost level that has some (where
     * placements differ most) */
    cp_cost_file_t cf;
    cp_err_t cerr;
    const char *seg_level = NULL;
    if (o->costfile && cp_cost_file_read(o->costfile, &cf, &cerr) == 0) {
        for (int i = cf.n - 1; i >= 0 && !seg_level; i--) {
            const cp_cost_level_t *l = &cf.level[i];
            if (!l->nseg || l->stand_in || !(l->latency_s > 0) || !(l->bandwidth_Bps > 0)) continue;
            struct cp_size_factor lf[l->nseg], bf[l->nseg];
            for (int k = 0; k < l->nseg; k++) {
                lf[k] = (struct cp_size_factor){l->seg[k].from_bytes, l->seg[k].latency_s / l->latency_s};
                bf[k] = (struct cp_size_factor){l->seg[k].from_bytes, l->seg[k].bandwidth_Bps / l->bandwidth_Bps};
            }
            free(p.lat_factor), free(p.bw_factor);
            p.lat_factor = cp_platform_factors(lf, l->nseg), p.bw_factor = cp_platform_factors(bf, l->nseg);
            seg_level = l->name;
        }
        if (seg_level && !o->quiet)
            fprintf(stderr, "mapper: SMPI's factors by message size from the %s level's segments of %s (SMPI has "
                            "one set for every link): latency %s, bandwidth %s\n",
                    seg_level, o->costfile, p.lat_factor, p.bw_factor);
        cp_cost_file_free(&cf);
    }
    cp_out_file_t out;
    char comment[2048];
    snprintf(comment, sizeof comment, " written by commprof's mapper from %s%s%s%s%s; hosts of %.4g Gflop/s a core ",
             o->hostfile ? o->hostfile : o->platform ? o->platform : from, o->switches ? ", " : "",
             o->switches ? o->switches : "", o->costfile ? ", " : "", o->costfile ? o->costfile : "", cp_machine_flops(m) / 1e9);
    int ok = cp_out_open(&out, o->write_platform) == 0 && cp_platform_write(out.f, &p, comment) == 0;
    if (cp_out_close(&out, ok) || !ok) {
        fprintf(stderr, "mapper: error: cannot write %s: %s\n", o->write_platform, strerror(errno ? errno : EIO));
        cp_platform_free(&p);
                return EXIT_IO;
    }
    if (!o->quiet)
        fprintf(stderr, "mapper: platform %s written: %d hosts, %d level%s above them (smpirun -platform %s)\n",
                o->write_platform, p.nhosts, p.nlevels, p.nlevels == 1 ? "" : "s", o->write_platform);
    cp_platform_free(&p);
    return 0;
}

/* --check: the machine the options describe and its cost model, said; or
 * with --cost alone (the machine is a recording's, not known yet) the cost
 * file read.  What commprof-run checks before the job runs. */
static int check_machine(const cp_mapper_cli_t *o)
{
    if (!o->hier && !o->hostfile && !o->topology && !o->platform) {
        if (!o->costfile) {
            fprintf(stderr, "mapper: error: --check needs a machine (--hierarchy, --hostfile, --topology) or a --cost file\n");
            return EXIT_USAGE;
        }
        cp_cost_file_t c;
        cp_err_t err;
        if (cp_cost_file_read(o->costfile, &c, &err)) {
            cp_err_print("mapper", &err);
            return err.code == CP_ERR_IO ? EXIT_IO : EXIT_USAGE;
        }
        for (int i = 0; i < c.n; i++)
            if (!cp_machine_level_word(c.level[i].name)) {
                fprintf(stderr, "mapper: error: %s:%d: '%s' is not a level (socket, package, numa, node, switch, "
                                "switch2..., top, network, or level1, level2... in order)\n",
                        o->costfile, c.level[i].line, c.level[i].name);
                cp_cost_file_free(&c);
                return EXIT_USAGE;
            }
        if (!o->quiet) {
            fprintf(stderr, "mapper: %s: %d level%s:", o->costfile, c.n, c.n == 1 ? "" : "s");
            for (int i = 0; i < c.n; i++) fprintf(stderr, " %s", c.level[i].name);
            fprintf(stderr, " (matched to the machine's levels when it is known)\n");
        }
        cp_cost_file_free(&c);
        return 0;
    }
    cp_machine_t m = {0};
    char from[4400], levels[512];
    int rc = cp_mapper_machine(o, NULL, 0, NULL, 0, &m, from, sizeof from);
    if (rc) return rc;
    cp_machine_level_list(&m, levels, sizeof levels);
    char cw[32];
    if (o->ranks > m.ncores) {
        fprintf(stderr, "mapper: error: the job has %d processes, but the machine%s%s has %d %s: give the job's "
                        "hostfile with a slot for each process\n", o->ranks, from[0] ? " from " : "", from, m.ncores,
                cp_machine_cores_word(&m, cw, sizeof cw));
        cp_machine_free(&m);
        return EXIT_USAGE;
    }
    char pairs[96] = "";
    if (m.pair_scale)
        snprintf(pairs, sizeof pairs, "; latencies of their own between its %d switches (the cost file's pairs, for the replay)", m.npair_sw);
    if (!o->quiet)
        fprintf(stderr, "mapper: machine%s%s: %d %s, levels %s (innermost first)%s%s%s%s\n", from[0] ? " from " : "", from,
                m.ncores, cp_machine_cores_word(&m, cw, sizeof cw), levels, o->costfile ? "; costs from " : "", o->costfile ? o->costfile : "",
                m.routes && cp_routes_by_gateways(m.routes)    ? "; routed as its pair latencies show"
                : m.routes && !cp_routes_has_latency(m.routes) ? "; its switches' ports followed link by link"
                                                                 : "",
                pairs);
    if (o->write_platform) {
        rc = write_platform(o, &m, from[0] ? from : "the machine");
        cp_machine_free(&m);
        return rc;
    }
    cp_machine_free(&m);
    return 0;
}

/* One run of the mapper, phase by phase (main): what each phase leaves
 * for the next, freed once at the end. */
typedef struct run {
    cp_mapper_cli_t o;
    cp_input_t in;
    cp_input_kind_t kind;
    cp_matrix_t mat; /* a recording's, kept for the report; its hosts for the default machine */
    int have_mat;
    cp_graph_t g;
    cp_machine_t m;
    char from[4400]; /* where a default machine came from ("" for one given) */
    cp_portfolio_t pf;
    int *profiled, chosen;
    double t0, tread;
    cp_ti_program_t prog; /* the time objective's: the trace's calls in order */
    int replay_threads;   /* the replays side by side that fit the memory (0: as many as threads) */
} run_t;

/* the input, through the analyzer's door */
static int read_input(run_t *r)
{
    cp_err_t merr;
    int rc = cp_input_read(&r->in, &r->mat, &merr, &r->kind);
    if (rc) {
        fprintf(stderr, "mapper: error: %s%s\n", merr.msg,
                merr.code == CP_ERR_MISSING ? " (that rank wrote nothing: analyzer --allow-partial makes a graph of the others)" : "");
        return rc;
    }
    r->have_mat = r->kind != CP_IN_OTHER;
    char line[1024];
    if (r->have_mat && !r->o.quiet && (r->in.o.kinds & CP_KIND_COLL) && cp_unmodeled_line(&r->mat, line, sizeof line))
        fprintf(stderr, "mapper: note: %s\n", line);
    if (r->have_mat && r->mat.trace_ncut) {
        cp_trace_cut_line(&r->mat, line, sizeof line);
        fprintf(stderr, "mapper: warning: %s\n", line);
    }
    return 0;
}

/* Whether a recording's NUMA nodes of per_numa cores (or of each rank's
 * node's, per_rank) may become a level: the distances or costs given by
 * level count the levels the user knew of, so a list (--distances,
 * --latency, --bandwidth) or a cost file without a numa line keeps the
 * machine without it, and so do places of K cores (a hybrid job's) that
 * would leave cores of a NUMA node out; why[] says which. */
static int numa_fits(const cp_mapper_cli_t *o, int per_numa, const cp_host_shape_t *per_rank, uint32_t n, char *why,
                     size_t len)
{
    int k = o->cores_per_rank, odd = k > 1 && per_numa % k ? per_numa : 0;
    for (uint32_t r = 0; k > 1 && !odd && per_rank && r < n; r++)
        if (per_rank[r].per_numa % k) odd = per_rank[r].per_numa;
    if (odd) {
        snprintf(why, len, "places of %d cores a rank do not fill NUMA nodes of %d", k, odd);
        return 0;
    }
    const char *list = o->dists ? "--distances" : o->latency ? "--latency" : o->bandwidth ? "--bandwidth" : NULL;
    if (list) {
        snprintf(why, len, "%s lists the levels without them (one more, innermost, gives them)", list);
        return 0;
    }
    if (!o->costfile) return 1;
    cp_cost_file_t c;
    cp_err_t err;
    if (cp_cost_file_read(o->costfile, &c, &err)) return 1; /* the machine's reading says why */
    int named = cp_cost_level_find(&c, "numa") >= 0;
    cp_cost_file_free(&c);
    if (!named) snprintf(why, len, "%s has no numa line (a line 'numa LATENCY BANDWIDTH' gives them)", o->costfile);
    return named;
}

/* the machine: given, or the recording's hosts; its hosts' cores */
static int build_machine(run_t *r)
{
    const cp_mapper_cli_t *o = &r->o;
    cp_matrix_t *mat = r->have_mat ? &r->mat : NULL;
    /* a recording whose ranks each had K cores of their own (a hybrid
     * job's PE=K): places of K cores, unless told otherwise */
    int own = mat && !o->cores_per_rank ? cp_ranks_cores_each(mat->host, mat->core_first, mat->core_span, mat->n) : 1;
    if (own > 1) {
        r->o.cores_per_rank = own;
        if (!o->quiet)
            fprintf(stderr, "mapper: each rank ran on %d cores of its own (the recording's bindings, as a launch with PE=%d "
                            "gives them): a place of %d cores a rank; --cores-per-rank 1 places one core a rank\n",
                    own, own, own);
    }
    /* hosts given by their slots alone: in sockets as the recording's
     * nodes had them (a machine from hwloc has its own), where the output
     * binds cores (a host list names hosts only: Hydra's, Slurm's) */
    int packages = 0, per = 0, per_numa = 0, fmt = cp_out_format_parse(o->format);
    cp_host_shape_t *per_rank = NULL;
    char unlike[256] = "", kinds[256] = "", numa_out[PATH_MAX + 96] = "";
    if (mat && !o->per_socket && !o->topology && !o->hier && !o->platform && fmt != CP_OUT_HOSTS && fmt != CP_OUT_SLURM) {
        if ((per = cp_recorded_sockets(mat, &packages, &per_numa, &per_rank, kinds, sizeof kinds, unlike, sizeof unlike)) < 0) {
            fprintf(stderr, "mapper: error: out of memory\n");
            return EXIT_IO;
        }
        r->o.per_socket = per;
        int numa = per_numa > 0;
        for (uint32_t k = 0; per_rank && k < mat->n; k++) numa |= per_rank[k].per_numa > 0;
        if (numa && !numa_fits(o, per_numa, per_rank, mat->n, numa_out, sizeof numa_out)) {
            per_numa = 0;
            for (uint32_t k = 0; per_rank && k < mat->n; k++) per_rank[k].per_numa = 0;
        }
    } else if (mat && o->hostfile && !o->per_socket && !o->topology && !o->hier && !o->platform && !o->quiet) {
        /* a host list alone runs unbound: one socket a host; where the
         * recording saw more, the way to place them is said */
        int pk = 0, pn = 0;
        cp_host_shape_t *pr = NULL;
        char k2[256], u2[256];
        if (cp_recorded_sockets(mat, &pk, &pn, &pr, k2, sizeof k2, u2, sizeof u2) > 0 && pk > 1)
            fprintf(stderr, "mapper: note: the recording's nodes have %d packages, and a %s names hosts only: placed one "
                            "socket a host; to place the sockets too, place once (--format perm -o P), write the host list "
                            "and the rankfile from P (--placement P), and bind by the rankfile (COMMPROF_BIND, "
                            "docs/reordering.md)\n", pk, fmt == CP_OUT_HOSTS ? "host list" : "SLURM_HOSTFILE");
        free(pr);
    }
    int rc = cp_mapper_machine(o, mat ? mat->host : NULL, mat ? mat->n : 0, per_rank, per_numa, &r->m, r->from, sizeof r->from);
    free(per_rank);
    if (rc) return rc;
    char cw[32];
    if (r->from[0] && !o->quiet)
        fprintf(stderr, "mapper: machine from %s: %d %s\n", r->from, r->m.ncores, cp_machine_cores_word(&r->m, cw, sizeof cw));
    int split = 0, numa_level = 0;
    for (int t = 0; !r->m.core_pu && t < r->m.ntnodes; t++)
        split |= r->m.tnodes[t].depth == r->m.host_depth && r->m.tnodes[t].nchild > 1;
    for (int d = r->m.host_depth + 1; !r->m.core_pu && d < r->m.depth; d++) numa_level |= !strcmp(r->m.level_name[d], "numa");
    char numa_said[128] = "";
    if (per_numa && numa_level)
        snprintf(numa_said, sizeof numa_said, ", each in NUMA nodes of %d cores, a level between socket and core", per_numa);
    if (per && split && !o->quiet)
        fprintf(stderr, "mapper: sockets from the recording: its nodes have %d packages of %d cores%s (hwloc where the job "
                        "ran), so a host of more than %d slots is in sockets of %d (--cores-per-socket N says otherwise)\n",
                packages, per, numa_said, per, per);
    else if (per_numa && numa_level && !o->quiet)
        fprintf(stderr, "mapper: NUMA nodes from the recording: its nodes have %d package%s in NUMA nodes of %d cores (hwloc "
                        "where the job ran), a level between socket and core (--cores-per-socket N says otherwise)\n",
                packages, packages == 1 ? "" : "s", per_numa);
    else if (kinds[0] && (split || numa_level) && !o->quiet)
        fprintf(stderr, "mapper: sockets from the recording, host by host: its nodes differ (%s; hwloc where the job "
                        "ran), so each host of more slots than a package has cores is in sockets of its own node's "
                        "(--cores-per-socket N says otherwise)\n", kinds);
    else if (unlike[0] && !r->m.core_pu && !o->quiet)
        fprintf(stderr, "mapper: note: the recording's nodes differ in their sockets (%s): one socket a host "
                        "(--topology or --cores-per-socket gives them)\n", unlike);
    if (numa_out[0] && !o->quiet)
        fprintf(stderr, "mapper: note: the recording's nodes have NUMA nodes inside their packages, not made a level: %s\n",
                numa_out);
    /* hosts given more slots than they have cores: their ranks are not
     * bound to cores they lack (rankfile_write.c) */
    char over[1024];
    if (cp_machine_host_cores(&r->m, mat ? mat->host : NULL, mat ? mat->core_span : NULL, mat ? mat->n : 0)) {
        fprintf(stderr, "mapper: error: out of memory\n");
        return EXIT_IO;
    }
    if (cp_overloaded_hosts(&r->m, over, sizeof over) && !o->quiet && cp_out_format_parse(o->format) == CP_OUT_RANKFILE)
        fprintf(stderr, "mapper: note: more slots than cores on %s: the rankfile binds those ranks to all their "
                        "host's cores (slot=0-N), as a slot past the last core would fail the launch\n", over);
    /* a recording of a job on several nodes, no model given: the latencies
     * its clock synchronization measured, so that messages count too */
    if (mat && !r->m.alpha_ps && !o->weight_given && !o->hier) sync_model(&r->m, mat, o->quiet);
    return 0;
}

/* a METIS graph; under a cost model, --graph-weight says what its weights
 * count: msgs, each unit a message of one byte (the bytes keep the
 * weights, which the grid reading looks at); bytes, no message counted */
static int read_metis(run_t *r, int lbmodel)
{
    cp_err_t gerr;
    char warn[600];
    cp_graph_t *g = &r->g;
    if (cp_graph_read_metis(r->o.gpath, g, &gerr, warn, sizeof warn)) {
        cp_err_print("mapper", &gerr);
        return errno == ENOENT ? EXIT_IO : EXIT_DATA;
    }
    if (warn[0]) fprintf(stderr, "mapper: warning: %s\n", warn);
    if (lbmodel) {
        int msgs = !strcmp(r->o.graph_weight, "msgs");
        g->edmsgtab = malloc((size_t)(g->edgenbr ? g->edgenbr : 1) * sizeof *g->edmsgtab);
        if (!g->edmsgtab) {
            fprintf(stderr, "mapper: error: out of memory\n");
            return EXIT_IO;
        }
        for (int64_t e = 0; e < g->edgenbr; e++) g->edmsgtab[e] = msgs ? g->edlotab[e] : 0;
    }
    return 0;
}

/* the graph: the recording's matrix weighted, or a METIS graph */
static int build_graph(run_t *r)
{
    const cp_mapper_cli_t *o = &r->o;
    int lbmodel = r->m.alpha_ps != NULL;
    if (r->have_mat) {
        cp_weight_t w = {!strcmp(o->weight, "msgs") ? CP_W_MSGS : !strcmp(o->weight, "cost") ? CP_W_COST : CP_W_BYTES,
                         o->alpha, o->beta, 1, lbmodel};
        if (o->report ? cp_graph_from_matrix(&r->mat, &w, 1, &r->g) : cp_graph_from_matrix_take(&r->mat, &w, 1, &r->g)) {
            fprintf(stderr, "mapper: error: out of memory\n");
            return EXIT_IO;
        }
        return r->m.nband ? size_bands(&r->g, &r->m, &r->in, r->kind, w.kind == CP_W_BYTES, o->quiet) : 0;
    }
    if (lbmodel && !o->graph_weight) {
        fprintf(stderr, "mapper: error: %s: a graph has one weight per edge, but latency and bandwidth per level "
                        "need messages and bytes: give the recording, monitoring files or trace it came from, or say "
                        "what the weights count with --graph-weight msgs (or bytes)\n",
                o->gpath);
        return EXIT_USAGE;
    }
    return read_metis(r, lbmodel);
}

/* the trace in order the input holds, if any: a SimGrid index, an .otf2
 * file, or a recording's trace/traces.otf2 */
static int has_trace_in_order(const char *in)
{
    if (cp_ti_is_index(in)) return 1;
    char anchor[PATH_MAX + 32];
    struct stat sb;
    if (!stat(in, &sb) && S_ISDIR(sb.st_mode)) snprintf(anchor, sizeof anchor, "%s/trace/traces.otf2", in);
    else snprintf(anchor, sizeof anchor, "%s", in);
    size_t len = strlen(anchor);
    return len >= 5 && !strcmp(anchor + len - 5, ".otf2") && !access(anchor, R_OK);
}

/* a trace that could not be read: said as an error (its exit status), or
 * with soft as a note (0, and no program) */
static int program_failed(run_t *r, int soft, const cp_err_t *err)
{
    cp_ti_program_free(&r->prog);
    memset(&r->prog, 0, sizeof r->prog);
    if (!soft) {
        cp_err_print("mapper", err);
        return EXIT_DATA;
    }
    if (!r->o.quiet)
        fprintf(stderr, "mapper: note: the trace not replayed to choose the placement (the %s objective decides): %s\n",
                r->m.up_cap && !r->o.obj_max ? "links" : "sum", err->msg);
    return 0;
}

/* --objective time: the job's calls in order, from SimGrid's actions (an
 * index smpirun -trace-ti or commprof-predict wrote) or from an OTF2 trace
 * (a recording's trace/traces.otf2, or the .otf2 file), written as
 * actions in a directory of its own for the time it is read
 * (predict/replay_trace.c: what commprof-predict replays).  0, or the exit
 * status, said.  With soft (the default, the time objective where the
 * trace can be read), a trace that cannot be read is said as a note and
 * the mapping goes on without it. */
static int read_program(run_t *r, int soft)
{
    const char *in = r->o.gpath;
    cp_err_t err = {0, ""};
    if (cp_ti_is_index(in) && r->prog.n > 0) return 0; /* read with the graph */
    if (cp_ti_is_index(in)) return cp_ti_program_read(in, &r->prog, &err) ? program_failed(r, soft, &err) : 0;
    char anchor[PATH_MAX + 32], dir[PATH_MAX], index[PATH_MAX + 32];
    struct stat sb;
    if (!stat(in, &sb) && S_ISDIR(sb.st_mode)) snprintf(anchor, sizeof anchor, "%s/trace/traces.otf2", in);
    else snprintf(anchor, sizeof anchor, "%s", in);
    size_t len = strlen(anchor);
    if (len < 5 || strcmp(anchor + len - 5, ".otf2") || access(anchor, R_OK)) {
        fprintf(stderr, "mapper: error: --objective time replays the job's calls in order: give its trace (a recording "
                        "made with COMMPROF_MODE=trace, an OTF2 archive's .otf2 file, or a SimGrid time-independent "
                        "trace, smpirun -trace-ti), not %s\n", in);
        return EXIT_USAGE;
    }
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/commprof-mapper.XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir)) {
        cp_err_t e = {0, ""};
        snprintf(e.msg, sizeof e.msg, "%.600s: %s", dir, strerror(errno));
        return soft ? program_failed(r, soft, &e) : (cp_err_print("mapper", &e), EXIT_IO);
    }
    cp_replay_stats_t st;
    int rc = 0;
    double speed = cp_machine_flops(&r->m);
    st.ranks = 0;
    if (cp_replay_from_otf2(anchor, dir, speed, &st, &err)) {
        rc = program_failed(r, soft, &err);
    } else {
        snprintf(index, sizeof index, "%s/index", dir);
        if (cp_ti_program_read(index, &r->prog, &err)) {
            rc = program_failed(r, soft, &err);
        } else if (!r->o.quiet) {
            fprintf(stderr, "mapper: the calls of %s in order: %u ranks, %llu messages, %llu collectives on the world, "
                            "%llu on parts of it as their algorithms' messages\n",
                    anchor, st.ranks, (unsigned long long)st.sends, (unsigned long long)st.colls_world,
                    (unsigned long long)st.colls_sub);
        }
    }
    /* the actions were only for this run */
    for (uint32_t k = 0; k < st.ranks; k++) {
        snprintf(index, sizeof index, "%s/rank-%u.txt", dir, k);
        unlink(index);
    }
    snprintf(index, sizeof index, "%s/index", dir);
    unlink(index);
    rmdir(dir);
    return rc;
}

/* a number from a file of one ("max": none), -1 where there is none */
static double file_number(const char *dir, const char *name)
{
    char path[2 * PATH_MAX + 96], buf[64];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "r");
    double v = -1;
    if (f && fgets(buf, sizeof buf, f) && strncmp(buf, "max", 3)) v = strtod(buf, NULL);
    if (f) fclose(f);
    return v;
}

/* a field of a memory.stat file, -1 where there is none */
static double stat_field(const char *dir, const char *field)
{
    char path[2 * PATH_MAX + 96], line[256];
    snprintf(path, sizeof path, "%s/memory.stat", dir);
    FILE *f = fopen(path, "r");
    double v = -1;
    size_t n = strlen(field);
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, field, n) && line[n] == ' ') {
            v = strtod(line + n + 1, NULL);
            break;
        }
    if (f) fclose(f);
    return v;
}

/* What the memory controller of this process's control group, and of
 * each group above it, leaves (limit less usage, the least of them; the
 * usage less the inactive file cache, which the kernel takes back first:
 * reading a trace fills it):
 * a batch job's limit, where MemAvailable is the node's (Slurm's
 * ConstrainRAMSpace, a container).  cgroup v2 (memory.max, under
 * /sys/fs/cgroup or its unified/) and v1 (memory/, limit_in_bytes).
 * -1 where no limit is found. */
static double cgroup_room(void)
{
    FILE *f = fopen("/proc/self/cgroup", "r");
    char line[PATH_MAX + 64], dir[2 * PATH_MAX + 64];
    double room = -1;
    while (f && fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        char *a = strchr(line, ':'), *b = a ? strchr(a + 1, ':') : NULL;
        if (!b) continue;
        int v2 = a + 1 == b; /* "0::/path" */
        if (!v2 && !strstr(a + 1, "memory")) continue;
        static const char *roots[] = {"/sys/fs/cgroup", "/sys/fs/cgroup/unified", "/sys/fs/cgroup/memory"};
        for (int k = v2 ? 0 : 2; k < (v2 ? 2 : 3); k++) {
            snprintf(dir, sizeof dir, "%s%s", roots[k], b + 1);
            for (;;) { /* the group, then each one above it */
                double lim = file_number(dir, v2 ? "memory.max" : "memory.limit_in_bytes");
                double use = file_number(dir, v2 ? "memory.current" : "memory.usage_in_bytes");
                double cache = stat_field(dir, v2 ? "inactive_file" : "total_inactive_file");
                if (use > 0 && cache > 0 && cache < use) use -= cache;
                /* v1 says "no limit" as a huge number */
                if (lim > 0 && lim < 1e18 && use >= 0 && (room < 0 || lim - use < room)) room = lim > use ? lim - use : 0;
                char *slash = strrchr(dir, '/');
                if (!slash || (size_t)(slash - dir) <= strlen(roots[k])) break;
                *slash = 0;
            }
        }
    }
    if (f) fclose(f);
    return room;
}

/* what this machine has free for the replays (bytes): the kernel's
 * MemAvailable (free pages and the cache it can drop), else the free
 * pages, and no more than the control group leaves; 0 where nothing is
 * known */
static double memory_available(void)
{
    FILE *f = fopen("/proc/meminfo", "r");
    char line[256];
    double kb = -1, avail = 0, group = cgroup_room();
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "MemAvailable: %lf kB", &kb) == 1) break;
    if (f) fclose(f);
    long pages = sysconf(_SC_AVPHYS_PAGES), size = sysconf(_SC_PAGESIZE);
    if (kb >= 0) avail = kb * 1024;
    else if (pages > 0 && size > 0) avail = (double)pages * (double)size;
    if (group >= 0 && (avail <= 0 || group < avail)) avail = group > 0 ? group : 1; /* 1: nothing left, not "unknown" */
    return avail;
}

/* The time objective's replays side by side, each with its own scratch,
 * as many as the memory holds: HPCG's trace at 1,024 ranks (37 million
 * messages) holds 16.7 GB on two threads, 3.8 GB of it its calls.  Fewer
 * threads where the room is short, said; where
 * not one replay fits, the default objective gives way to the links or
 * the sum (soft, said), and --objective time is refused, the sizes named
 * (--memory allows more).  0, or the exit status. */
static int fit_replays(run_t *r, int soft)
{
    cp_mapper_cli_t *o = &r->o;
    int64_t sends;
    double need = cp_time_work_bytes(&r->prog, &sends);
    /* of what is available, four fifths: the rest for the others here */
    double room = o->memory > 0 ? o->memory : 0.8 * memory_available();
    if (room <= 0) return 0; /* nothing known: as before */
    int want = cp_map_replay_threads(o->nthreads);
    double fit = room / need;
    if (fit >= want) return 0;
    char nb[32], rb[32];
    cp_size_format(need, nb, sizeof nb), cp_size_format(room, rb, sizeof rb);
    const char *whose = o->memory > 0 ? "given by --memory" : "available here (four fifths of it)";
    if (fit >= 1) {
        r->replay_threads = (int)fit;
        if (!o->quiet)
            fprintf(stderr, "mapper: note: the trace replayed %d at a time, not %d: each replay of its %lld messages "
                            "holds about %s, of %s %s\n",
                    r->replay_threads, want, (long long)sends, nb, rb, whose);
        return 0;
    }
    if (!soft) {
        fprintf(stderr, "mapper: error: --objective time: a replay of %s's %lld messages holds about %s, more than the "
                        "%s %s (--memory SIZE to allow more; --objective links or sum need no replay)\n",
                o->gpath, (long long)sends, nb, rb, whose);
        return EXIT_USAGE;
    }
    if (!o->quiet)
        fprintf(stderr, "mapper: note: the trace not replayed to choose the placement (the %s objective decides): a "
                        "replay of its %lld messages holds about %s, more than the %s %s (--memory SIZE, or "
                        "--objective time with it, to replay it)\n",
                r->m.up_cap && !o->obj_max ? "links" : "sum", (long long)sends, nb, rb, whose);
    cp_ti_program_free(&r->prog);
    memset(&r->prog, 0, sizeof r->prog);
    return 0;
}

/* what the options leave to the default objective, which is the time
 * objective where the input also holds a trace in order and the machine
 * has costs (check_job); main keeps a SimGrid trace's calls for it */
static int objective_left_to_default(const cp_mapper_cli_t *o)
{
    return o->obj_links < 0 && !o->obj_max && !o->placement && !strcmp(o->strategy, "portfolio");
}

/* the objective (links where the machine gives its uplinks' bandwidth),
 * and whether the job fits the machine */
static int check_job(run_t *r)
{
    cp_mapper_cli_t *o = &r->o;
    if (o->ranks && r->g.vertnbr != o->ranks) {
        fprintf(stderr, "mapper: error: this job has %d processes, but %s comes from a job of %d: give the recording or "
                        "graph of a run of this job's size\n", o->ranks, o->gpath, r->g.vertnbr);
        return EXIT_DATA;
    }
    /* what the uplinks carry is what the placement must spread: at 4,096
     * ranks on a 4:1 tapered fat tree the pair sum's choice replayed 29%
     * slower than the link objective's (docs/benchmarks.md) */
    if (o->obj_time) { /* the trace's calls, in order, and the costs to replay them on */
        o->obj_links = 0;
        if (!r->m.alpha_ps) {
            fprintf(stderr, "mapper: error: --objective time needs each level's latency and bandwidth: a --platform, "
                            "a cost file (--cost) or --latency and --bandwidth\n");
            return EXIT_USAGE;
        }
        int rc = read_program(r, 0);
        if (rc) return rc;
        if (r->prog.n != r->g.vertnbr) {
            fprintf(stderr, "mapper: error: %s: its trace holds %d ranks, its graph %d\n", o->gpath, r->prog.n,
                    r->g.vertnbr);
            return EXIT_DATA;
        }
        if ((rc = fit_replays(r, 0))) return rc;
    }
    /* No objective asked, the input holds the job's calls in order and
     * the machine has costs: the time objective, the one the replay of
     * those calls decides (map_time.c, with its links), the links or the
     * sum deciding where the trace cannot be replayed.  No sum over pairs
     * or links sees when messages wait on each other: at 1,024 ranks the
     * link objective's wavefront took 6.3% more time than Scotch's
     * placement on the 4:1 fat tree in SMPI, its LULESH 1.2% more than
     * block on the dragonfly, where the time objective's takes 4.7% less
     * than Scotch's and keeps block (docs/benchmarks.md).  Ends within
     * 1% are ties (portfolio.c's near_ties).  A recording's
     * OTF2 trace is converted to actions for it (HPCG's 8 ranks: 0.07 s).
     * With --strategy or --placement what was asked is what is made. */
    if (objective_left_to_default(o) && r->m.alpha_ps && has_trace_in_order(o->gpath)) {
        int rc = read_program(r, 1);
        if (rc) return rc;
        if (r->prog.n > 0 && r->prog.n != r->g.vertnbr) {
            if (!o->quiet)
                fprintf(stderr, "mapper: note: the trace not replayed to choose: it holds %d ranks, the graph %d\n",
                        r->prog.n, r->g.vertnbr);
        } else if (r->prog.n > 0 && (rc = fit_replays(r, 1)) == 0 && r->prog.n > 0) {
            o->obj_time = o->obj_time_default = 1;
        }
        if (rc) return rc;
    }
    if (o->obj_links < 0) {
        o->obj_links = r->m.up_cap && !o->obj_max;
        if (o->obj_time_default && !o->quiet)
            fprintf(stderr, "mapper: objective time (the input holds the job's calls in order, the machine its costs): "
                            "the placement whose replay ends first, the baseline kept on a tie; --objective %s for %s\n",
                    o->obj_links ? "links" : "sum", o->obj_links ? "the most loaded link" : "the sum alone");
        else if (o->obj_links && !o->quiet)
            fprintf(stderr, "mapper: objective links (the machine gives its uplinks' bandwidth): the most loaded link, "
                            "then the sum; --objective sum for the sum alone\n");
    }
    /* the cost file's pairs' latencies are the replay's alone: where
     * nothing is replayed, they would be read and silently unused (the
     * link objective follows the gateways and places they show) */
    if (r->m.pair_scale && !o->obj_time && !o->quiet)
        fprintf(stderr, "mapper: note: the cost file's pair lines are not used%s: only the trace's replay reads them (a "
                        "trace in order: COMMPROF_MODE=trace, or SimGrid's actions; --objective time), the %s keeps the levels\n",
                r->m.routes && cp_routes_by_gateways(r->m.routes) && o->obj_links ? " beyond the gateways and places they show" : "",
                o->obj_links ? "link objective" : o->obj_max ? "largest rank's cost" : "pair sum");
    if (o->obj_links && !r->m.up_cap) {
        fprintf(stderr, "mapper: error: --objective links needs the links' bandwidth: a cost file with 'uplink' on its "
                        "levels (e.g. 'switch 2us 10GB/s uplink 40GB/s') or a --platform\n");
        return EXIT_USAGE;
    }
    char cw[32];
    if (r->g.vertnbr > r->m.ncores) {
        int named = o->hier || o->hostfile || o->topology || o->platform;
        fprintf(stderr, "mapper: error: %s comes from a job of %d ranks, but the machine%s%s has %d %s%s\n", o->gpath,
                r->g.vertnbr, r->from[0] ? " from " : "", r->from, r->m.ncores, cp_machine_cores_word(&r->m, cw, sizeof cw),
                named ? ": give one with a core for each rank (the job's own hostfile, with its slots)"
                      : ", the default: give the job's machine with --hierarchy, --hostfile or --topology");
        return EXIT_USAGE;
    }
    return 0;
}

/* The default's time objective, said as the replay of the trace against
 * the baseline: the choice's end and the baseline's, or, where the
 * baseline is kept (the earliest, or a tie), the next best's end (the
 * earliest of the others, replayed with its links where only its bound
 * was).  0, or EXIT_IO. */
static int said_replayed(run_t *r)
{
    cp_portfolio_t *pf = &r->pf;
    cp_result_t *res = pf->res;
    int next = r->chosen;
    if (next == 0 && pf->best != 0) return 0; /* --min-gain kept the baseline: said as such */
    if (next != 0 && res[next].cost_time >= res[0].cost_time) r->chosen = 0; /* a tie: no reason to move */
    /* the earliest of the others: one whose bound is under it replayed
     * to its end, until the earliest is an end */
    for (cp_time_work_t *w = NULL; next == 0 || res[next].time_bound || w;) {
        next = 0;
        for (int i = 1; i < pf->nres; i++)
            if (res[i].valid && res[i].cost_time > 0 &&
                (next == 0 || res[i].cost_time < res[next].cost_time ||
                 (res[i].cost_time == res[next].cost_time && res[next].time_bound && !res[i].time_bound)))
                next = i;
        if (next == 0 || !res[next].time_bound) {
            cp_time_work_free(w);
            if (next == 0) return 0;
            break;
        }
        if (!w && !(w = cp_time_work_new(r->g.vertnbr))) return EXIT_IO;
        res[next].cost_time = cp_map_time(&r->prog, &r->m, res[next].core_of, w), res[next].time_bound = 0;
        if (res[next].cost_time <= 0) res[next].cost_time = -1; /* not replayed: never the next */
    }
    pf->replay_chosen = res[next].cost_time, pf->replay_base = res[0].cost_time, pf->replay_base_cut = res[0].time_bound != 0;
    if (r->chosen == 0) pf->best = next, pf->replay_kept = 1;
    return 0;
}

/* What is under way, on stderr (the library's progress): a line as each
 * stage starts and ends, and at most one every PROGRESS_EVERY seconds
 * between, once the run has taken PROGRESS_AFTER seconds (from its start
 * with --progress); nothing with -q.  Most mappings end sooner and say
 * nothing more; a trace of millions of messages replayed on each
 * placement takes minutes. */
#define PROGRESS_AFTER 5.0
#define PROGRESS_EVERY 5.0
typedef struct {
    double t0, after, last;
} progress_t;
static void say_progress(void *ctx, const char *stage, int done, int total)
{
    progress_t *p = ctx;
    double t = now() - p->t0;
    if (total <= 0 || t < p->after || (done != 0 && done != total && t - p->last < PROGRESS_EVERY)) return;
    p->last = t;
    fprintf(stderr, "mapper: %.1f s: %s: %d of %d\n", t, stage, done, total);
}

/* the portfolio (or the placement given), and the one chosen */
static int place(run_t *r)
{
    const cp_mapper_cli_t *o = &r->o;
    cp_portfolio_t *pf = &r->pf;
    int rc;
    /* where the ranks ran, when the recording says and the machine has those hosts */
    if (r->have_mat && r->mat.host) r->profiled = where_profiled(&r->m, &r->mat, r->g.vertnbr, o->quiet);
    pf->profiled = r->profiled;
    if (o->placement) { /* a placement given: the baseline and it */
        if ((rc = given_placement(o->placement, &r->g, &r->m, r->profiled, pf))) return rc;
        cp_time_work_t *w = o->obj_time ? cp_time_work_new(r->g.vertnbr) : NULL;
        if (o->obj_time && !w) return EXIT_IO;
        for (int i = 0; w && i < pf->nres; i++) pf->res[i].cost_time = cp_map_time(&r->prog, &r->m, pf->res[i].core_of, w);
        cp_time_work_free(w);
    } else {
        cp_map_request_t rq = {&r->g, &r->m, r->profiled, o->strategy, o->levels,
                               o->obj_time    ? CP_OBJ_TIME
                               : o->obj_links ? CP_OBJ_LINKS
                               : o->obj_max   ? CP_OBJ_MAX
                                              : CP_OBJ_SUM,
                               o->passes, o->seed, o->nthreads, o->reproducible, o->time_limit, o->anneal,
                               o->obj_time ? &r->prog : NULL, o->all_times,
                               o->obj_links ? CP_OBJ_LINKS : CP_OBJ_SUM, o->obj_time_default, r->replay_threads,
                               o->min_gain, NULL, NULL};
        progress_t said = {r->t0, o->progress ? 0 : PROGRESS_AFTER, 0};
        if (!o->quiet) rq.progress = say_progress, rq.progress_ctx = &said;
        rc = cp_map_place(&rq, pf);
        /* what the library says, said here */
        for (char *line = pf->notes, *nl; *line; line = nl + 1) {
            if (!(nl = strchr(line, '\n'))) break;
            if (o->quiet && !strncmp(line, "note:", 5)) continue;
            fprintf(stderr, "mapper: %.*s\n", (int)(nl - line), line);
        }
        if (rc) {
            cp_err_print("mapper", &pf->err);
            return rc;
        }
    }
    /* --min-gain: the baseline stays unless the best beats it by that
     * much, on the objective's own figure */
    r->chosen = pf->best;
#define OBJ(x) (o->obj_time ? (x).cost_time : o->obj_links ? (x).cost_links : o->obj_max ? (x).cost_max : (x).cost)
    if (!o->placement && r->chosen != 0 && o->min_gain > 0 && pf->res[0].valid &&
        OBJ(pf->res[r->chosen]) > OBJ(pf->res[0]) * (1 - o->min_gain / 100))
        r->chosen = 0;
#undef OBJ
    if (o->obj_time_default && !o->placement && pf->res[0].valid && pf->res[0].cost_time > 0 && pf->nres > 1)
        return said_replayed(r);
    return 0;
}

/* the placement (-o, stdout), the report, what is said */
static int write_outputs(run_t *r)
{
    const cp_mapper_cli_t *o = &r->o;
    char header[2048];
    cp_mapper_header(o, &r->m, &r->pf, r->chosen, header, sizeof header);
    if (!r->m.hosts && !o->quiet && cp_out_format_parse(o->format) != CP_OUT_PERM)
        fprintf(stderr, "mapper: note: hosts node0, node1, ... are placeholders (--hierarchy names no hosts): "
                        "replace them, or give the job's --hostfile\n");
    int fmt = o->physical ? CP_OUT_RANKFILE_PHYSICAL : cp_out_format_parse(o->format);
    /* a host list names hosts only: where a rank sits among its host's
     * sockets, which the placement chose, is not in it */
    int sockets = 0;
    for (int t = 0; r->m.hosts && r->m.host_depth < r->m.depth - 1 && t < r->m.ntnodes; t++)
        if (r->m.tnodes[t].depth == r->m.host_depth && r->m.tnodes[t].nchild > sockets) sockets = r->m.tnodes[t].nchild;
    if (sockets > 1 && !o->quiet && (fmt == CP_OUT_HOSTS || fmt == CP_OUT_SLURM))
        fprintf(stderr, "mapper: note: a %s names hosts, not cores: which of its host's %d sockets each rank was placed on "
                        "is not in it (Open MPI's rankfile, --format rankfile, carries it: under Hydra or srun, the library binds "
                        "each rank by it, COMMPROF_BIND, docs/reordering.md)\n", fmt == CP_OUT_HOSTS ? "host list" : "SLURM_HOSTFILE", sockets);
    cp_out_file_t out;
    if (cp_out_open(&out, o->outpath ? o->outpath : "-")) {
        fprintf(stderr, "mapper: error: %s: %s\n", o->outpath, strerror(errno));
        return EXIT_IO;
    }
    int wrc = cp_placement_write(out.f, fmt, &r->m, r->g.vertnbr, r->pf.res[r->chosen].core_of, header);
    if (cp_out_close(&out, wrc == 0)) {
        fprintf(stderr, "mapper: error: cannot write %s\n", o->outpath ? o->outpath : "stdout");
        return EXIT_IO;
    }
    if (o->report) {
        cp_out_file_t rf;
        int ok = cp_out_open(&rf, o->report) == 0 &&
                 cp_placement_html(rf.f, o, r->have_mat ? &r->mat : NULL, &r->g, &r->m, &r->pf, r->chosen) == 0;
        if (cp_out_close(&rf, ok)) {
            fprintf(stderr, "mapper: error: cannot write %s: %s\n", o->report, strerror(errno ? errno : EIO));
            return EXIT_IO;
        }
    }
    if (!o->quiet) cp_mapper_say(o, &r->g, &r->m, &r->pf, r->chosen, r->tread, now() - r->t0);
    return 0;
}

int main(int argc, char **argv)
{
    static run_t r; /* large (the machine's name buffers): not on the stack */
    int rc = cp_mapper_cli_parse(argc, argv, &r.o);
    if (rc) return rc < 0 ? 0 : rc;
    /* an output that cannot be written said before the mapping (minutes
     * at 4,096 ranks) rather than after it */
    const char *outs[] = {r.o.outpath, r.o.report, r.o.write_platform};
    for (size_t k = 0; k < sizeof outs / sizeof *outs; k++) {
        cp_err_t e = {0, ""};
        if (!r.o.check && cp_out_writable(outs[k], &e)) {
            fprintf(stderr, "mapper: error: %s\n", e.msg);
            free(r.o.types);
            return EXIT_IO;
        }
    }
    if (r.o.check || (r.o.write_platform && !r.o.gpath)) {
        rc = check_machine(&r.o);
        free(r.o.types);
        return rc;
    }
    r.t0 = now();
    r.in = (cp_input_t){&r.o.gpath, 1, {.kinds = r.o.kinds}, r.o.kinds_given, 0, 0, NULL};
    /* a SimGrid trace whose calls the replays may need: kept as it is read */
    if (r.o.obj_time || objective_left_to_default(&r.o)) r.in.program = &r.prog;
    r.pf = (cp_portfolio_t){NULL, NULL, 0, 0, 1, "", {0, ""}, 0, 0, 0, 0};
    if ((rc = read_input(&r)) || (rc = build_machine(&r))) goto out;
    if (r.o.write_platform) { /* the machine the recording ran on, with its costs */
        rc = write_platform(&r.o, &r.m, r.from[0] ? r.from : r.o.gpath);
        goto out;
    }
    if ((rc = build_graph(&r))) goto out;
    r.tread = now() - r.t0;
    if ((rc = check_job(&r)) || (rc = place(&r))) goto out;
    rc = write_outputs(&r);
out:
    cp_portfolio_free(&r.pf);
    cp_ti_program_free(&r.prog);
    free(r.profiled);
    free(r.o.types);
    cp_matrix_free(&r.mat);
    cp_graph_free(&r.g);
    cp_machine_free(&r.m);
    return rc;
}

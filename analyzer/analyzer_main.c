/* analyzer: recordings -> communication graphs and reports.  Thin CLI over
 * the analyzer library (comm_matrix, matrix_*, graph*, report*). */
#include <errno.h>
#include <math.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "comm_matrix.h"
#include "cost_file.h"
#include "graph.h"
#include "matrix_write.h"
#include "out_file.h"
#include "record_read.h"
#include "report.h"

#include "cli_exit.h"

static void usage(FILE *f)
{
    fprintf(f,
"usage: analyzer [options] INPUT...\n"
"Turn what was recorded into the communication graph the mapper reads, and\n"
"report who talks to whom.\n"
"INPUT: a commprof recording directory (from libcommprof.so); an OTF2 trace\n"
"(its anchor file NAME.otf2, or a directory holding one: commprof's trace mode,\n"
"EZTrace, any writer following OTF2's MPI definitions); or Open MPI monitoring\n"
"output (prof files, or a directory holding them).\n"
"output:\n"
"  -o, --output FILE    the graph; format from the name: .mtx = MatrixMarket\n"
"                       (directed, messages and bytes), .grf = Scotch, anything\n"
"                       else (.csr, .graph) = METIS; '-' = METIS on stdout\n"
"  --format F           metis, mtx or grf, whatever the name\n"
"  --report FILE        report: FILE.html = one self-contained page with heat\n"
"                       maps, anything else = text; '-' = text on stdout\n"
"  --heatmap FILE       the heat map alone: FILE.png = a PNG (cells of whole\n"
"                       pixels, rank numbers on the axes, the colour bar's decades\n"
"                       numbered), anything else = SVG\n"
"  --scale LO:HI        the heat maps' colour scale, in bytes per cell, rounded out\n"
"                       to whole decades (default: the decades of the data), so\n"
"                       that two reports compare\n"
"graph weights:\n"
"  --weight W           bytes (default), msgs, or cost = alpha*msgs + beta*bytes\n"
"  --alpha A --beta B   for cost (default 1 and 1/1024, as the mapper: 1 KiB\n"
"                       weighs as much as one message's latency)\n"
"  --cost FILE          alpha and beta from a cost file (the mapper's: lines 'NAME\n"
"                       LATENCY BANDWIDTH', innermost level first): one level's\n"
"                       latency x msgs + bytes / bandwidth, in picoseconds.\n"
"                       Implies --weight cost\n"
"  --level NAME         that level (default: the last line, the outermost)\n"
"  --min-weight W       drop pairs lighter than W (default 1: keep all)\n"
"selection:\n"
"  --phase NAME         a phase recorded with commprof_phase_begin (recordings); on\n"
"                       an OTF2 trace, the sends inside user regions named NAME\n"
"  --time FROM:TO       only what was sent from FROM to TO seconds after the job's\n"
"                       time zero (rank 0 leaving MPI_Init, synchronized clocks;\n"
"                       traces: the trace's start); either side may be empty.\n"
"                       Recordings need COMMPROF_WINDOW: whole windows\n"
"                       overlapping the range count.  Traces: exact, by send time\n"
"  --include K          which traffic, a comma-separated list (default: all that\n"
"                       was recorded; --time and OTF2 traces: p2p):\n"
"                       p2p = point-to-point calls; coll = the messages collectives\n"
"                       send, as their algorithms send them (recordings: modeled;\n"
"                       monitoring: the I lines); rma = one-sided data, to the\n"
"                       target and back (monitoring: S and R lines)\n"
"  --ranks N            monitoring input: the job's size (default: largest rank + 1)\n"
"  --allow-partial      a recording with missing rank files, or a trace with\n"
"                       missing event files: use what is there, name the ranks\n"
"  -q, --quiet          no summary on stderr\n"
"  -h, --help\n"
"exit status: 0 ok, 2 usage, 3 bad or incomplete input, 4 I/O error\n");
}

/* The name's kind, before a .gz (written compressed, out_file.c) */
static int has_suffix(const char *s, const char *suf)
{
    size_t n = strlen(s), k = strlen(suf);
    if (cp_out_gz(s)) n -= 3;
    return n >= k && !strncmp(s + n - k, suf, k);
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    static const struct option opts[] = {
        {"output", required_argument, 0, 'o'}, {"format", required_argument, 0, 'f'},
        {"report", required_argument, 0, 'r'}, {"heatmap", required_argument, 0, 'H'},
        {"weight", required_argument, 0, 'w'}, {"alpha", required_argument, 0, 'a'},
        {"beta", required_argument, 0, 'b'},   {"min-weight", required_argument, 0, 'm'},
        {"phase", required_argument, 0, 'p'},  {"include", required_argument, 0, 'i'},
        {"ranks", required_argument, 0, 'n'},  {"allow-partial", no_argument, 0, 'P'},
        {"quiet", no_argument, 0, 'q'},        {"help", no_argument, 0, 'h'},
        {"time", required_argument, 0, 't'},   {"cost", required_argument, 0, 'C'},
        {"level", required_argument, 0, 'L'}, {"scale", required_argument, 0, 's'},
        {0, 0, 0, 0}};
    const char *out = NULL, *format = NULL, *report = NULL, *heatmap = NULL, *weight = NULL;
    const char *costfile = NULL, *level = NULL;
    int alpha_beta_given = 0;
    cp_matrix_opts_t mo = {NULL, 0, CP_KIND_P2P | CP_KIND_COLL | CP_KIND_RMA, 0, 0, 0, 0};
    int kinds_given = 0;
    double alpha = 1, beta = 1.0 / 1024;
    unsigned long long minw = 1, nranks = 0;
    int quiet = 0, c;
    char *end;
    cp_heat_scale_t scale = {0, 0}; /* 0: the decades of the data */
    while ((c = getopt_long(argc, argv, "o:qh", opts, NULL)) != -1) {
        switch (c) {
        case 'o': out = optarg; break;
        case 'f': format = optarg; break;
        case 'r': report = optarg; break;
        case 'H': heatmap = optarg; break;
        case 'w': weight = optarg; break;
        case 'a':
        case 'b': {
            errno = 0;
            double x = strtod(optarg, &end);
            if (errno || end == optarg || *end || !(x >= 0) || isinf(x)) {
                fprintf(stderr, "analyzer: error: bad --%s '%s' (a finite number >= 0)\n", c == 'a' ? "alpha" : "beta", optarg);
                return EXIT_USAGE;
            }
            *(c == 'a' ? &alpha : &beta) = x;
            alpha_beta_given = 1;
            break;
        }
        case 'm':
        case 'n':
            errno = 0;
            *(c == 'm' ? &minw : &nranks) = strtoull(optarg, &end, 10);
            /* a job of more than 2^30 ranks: a typo (recordings stop there too) */
            if (errno || end == optarg || *end || optarg[0] == '-' || (c == 'n' && nranks > 1u << 30)) {
                fprintf(stderr, "analyzer: error: bad --%s '%s'%s\n", c == 'm' ? "min-weight" : "ranks", optarg,
                        c == 'm' ? " (a whole number)" : " (a whole number up to 1073741824)");
                return EXIT_USAGE;
            }
            break;
        case 'p': mo.phase = optarg; break;
        case 'C': costfile = optarg; break;
        case 'L': level = optarg; break;
        case 's': { /* LO:HI bytes, rounded out to whole decades */
            char *c = strchr(optarg, ':'), *e1, *e2;
            double lo = c ? strtod(optarg, &e1) : 0, hi = c ? strtod(c + 1, &e2) : 0;
            if (!c || e1 != c || *e2 || !(lo >= 1) || !(hi > lo) || isinf(hi)) {
                fprintf(stderr, "analyzer: error: bad --scale '%s' (LO:HI bytes, 1 <= LO < HI, e.g. 1e3:1e9)\n", optarg);
                return EXIT_USAGE;
            }
            scale = (cp_heat_scale_t){pow(10, floor(log10(lo))), pow(10, ceil(log10(hi)))};
            if (scale.hi <= scale.lo) scale.hi = scale.lo * 10;
            break;
        }
        case 't': {
            /* FROM:TO, seconds; empty sides mean the start and the end */
            const char *colon = strchr(optarg, ':');
            char *e1 = NULL, *e2 = NULL;
            mo.has_time = 1;
            mo.t_from = 0;
            mo.t_to = HUGE_VAL;
            if (colon && colon != optarg) mo.t_from = strtod(optarg, &e1);
            if (colon && colon[1]) mo.t_to = strtod(colon + 1, &e2);
            if (!colon || (e1 && e1 != colon) || (e2 && *e2) || !(mo.t_from >= 0) ||
                !(mo.t_to > mo.t_from)) {
                fprintf(stderr, "analyzer: error: bad --time '%s' (FROM:TO in seconds, FROM < TO, e.g. 2.5:10 or :60)\n", optarg);
                return EXIT_USAGE;
            }
            break;
        }
        case 'i': {
            /* a comma-separated list of p2p, coll, rma */
            int k = 0;
            const char *s = optarg;
            while (*s) {
                size_t n = strcspn(s, ",");
                if (n == 3 && !strncmp(s, "p2p", 3)) k |= CP_KIND_P2P;
                else if (n == 4 && !strncmp(s, "coll", 4)) k |= CP_KIND_COLL;
                else if (n == 3 && !strncmp(s, "rma", 3)) k |= CP_KIND_RMA;
                else k = -1;
                if (k < 0) break;
                s += n + (s[n] == ',');
            }
            if (k <= 0) {
                fprintf(stderr, "analyzer: error: bad --include '%s' (a comma-separated list of p2p, coll, rma)\n", optarg);
                return EXIT_USAGE;
            }
            mo.kinds = k;
            kinds_given = 1;
            break;
        }
        case 'P': mo.allow_partial = 1; break;
        case 'q': quiet = 1; break;
        case 'h': usage(stdout); return 0;
        default: usage(stderr); return EXIT_USAGE;
        }
    }
    if (mo.has_time) { /* time windows hold point-to-point sends only */
        if (kinds_given && mo.kinds != CP_KIND_P2P) {
            fprintf(stderr, "analyzer: error: --time selects point-to-point traffic only (the time windows "
                            "hold nothing else): use --include p2p\n");
            return EXIT_USAGE;
        }
        mo.kinds = CP_KIND_P2P;
    }
    if (mo.phase && mo.has_time) {
        fprintf(stderr, "analyzer: error: --phase and --time together: time windows cover the whole run only\n");
        return EXIT_USAGE;
    }
    /* a level of a cost file: picoseconds, the mapper's unit of time */
    char costnote[512] = "";
    if (level && !costfile) {
        fprintf(stderr, "analyzer: error: --level names a level of a --cost file\n");
        return EXIT_USAGE;
    }
    if (costfile) {
        if (weight && strcmp(weight, "cost")) {
            fprintf(stderr, "analyzer: error: --cost weighs by cost, not by --weight %s\n", weight);
            return EXIT_USAGE;
        }
        if (alpha_beta_given) {
            fprintf(stderr, "analyzer: error: --cost gives alpha and beta: not with --alpha or --beta\n");
            return EXIT_USAGE;
        }
        weight = "cost";
        cp_cost_file_t cf;
        char err[512];
        if (cp_cost_file_read(costfile, &cf, err, sizeof err)) {
            fprintf(stderr, "analyzer: error: %s\n", err);
            return EXIT_USAGE;
        }
        int l = level ? cp_cost_level_find(&cf, level) : cf.n - 1;
        if (l < 0) {
            fprintf(stderr, "analyzer: error: %s has no level '%s' (it has", costfile, level);
            for (int i = 0; i < cf.n; i++) fprintf(stderr, " %s", cf.level[i].name);
            fprintf(stderr, ")\n");
            cp_cost_file_free(&cf);
            return EXIT_USAGE;
        }
        alpha = cf.level[l].latency_s * 1e12;
        beta = 1e12 / cf.level[l].bandwidth_Bps;
        snprintf(costnote, sizeof costnote, "\nunit: picoseconds, level '%s' of %s (line %d: %.6g s, %.6g B/s)",
                 cf.level[l].name, costfile, cf.level[l].line, cf.level[l].latency_s, cf.level[l].bandwidth_Bps);
        cp_cost_file_free(&cf);
    }
    if (!weight) weight = "bytes";
    cp_weight_t w = {CP_W_BYTES, alpha, beta, 1, 0};
    if (!strcmp(weight, "msgs")) w.kind = CP_W_MSGS;
    else if (!strcmp(weight, "cost")) w.kind = CP_W_COST;
    else if (strcmp(weight, "bytes")) {
        fprintf(stderr, "analyzer: error: bad --weight '%s' (bytes, msgs or cost)\n", weight);
        return EXIT_USAGE;
    }
    if (format && strcmp(format, "metis") && strcmp(format, "mtx") && strcmp(format, "grf")) {
        fprintf(stderr, "analyzer: error: bad --format '%s' (metis, mtx or grf)\n", format);
        return EXIT_USAGE;
    }
    if (optind >= argc) {
        fprintf(stderr, "analyzer: error: no input (a recording directory or monitoring files)\n");
        usage(stderr);
        return EXIT_USAGE;
    }
    if (!out && !report && !heatmap) report = "-";
    /* two outputs into one file: the last would silently replace the first */
    {
        const char *outs[] = {out, report, heatmap}, *names[] = {"-o", "--report", "--heatmap"};
        for (int i = 0; i < 3; i++)
            for (int j = i + 1; j < 3; j++) {
                struct stat a, b;
                if (!outs[i] || !outs[j]) continue;
                if (!strcmp(outs[i], outs[j]) ||
                    (stat(outs[i], &a) == 0 && stat(outs[j], &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino &&
                     S_ISREG(a.st_mode))) {
                    fprintf(stderr, "analyzer: error: %s and %s both name %s: give each output a file of its own\n",
                            names[i], names[j], outs[j]);
                    return EXIT_USAGE;
                }
            }
    }
    /* before reading anything: a mistyped output must not replace an input */
    {
        const char **ins = malloc((size_t)(argc - optind + 1) * sizeof *ins);
        if (!ins) {
            fprintf(stderr, "analyzer: error: out of memory\n");
            return EXIT_IO;
        }
        int nin = 0;
        for (int i = optind; i < argc; i++) ins[nin++] = argv[i];
        ins[nin++] = costfile;
        const char *outs[] = {out, report, heatmap};
        char why[2048];
        for (int i = 0; i < 3; i++)
            if (cp_out_refuse(outs[i], ins, nin, why, sizeof why)) {
                fprintf(stderr, "analyzer: error: %s\n", why);
                free(ins);
                return EXIT_USAGE;
            }
        free(ins);
    }

    /* what kind of input */
    double t0 = now();
    cp_matrix_t m;
    cp_matrix_err_t err = {0, ""};
    cp_input_kind_t kind;
    /* a graph by bytes and nothing else: the matrix needs no message
     * counts per pair (40% of its memory) */
    mo.bytes_only = out && !report && !heatmap && w.kind == CP_W_BYTES &&
                    !(format ? !strcmp(format, "mtx") : has_suffix(out, ".mtx"));
    cp_input_t in = {(const char *const *)argv + optind, argc - optind, mo, kinds_given, (uint32_t)nranks, 1};
    int rc = cp_input_read(&in, &m, &err, &kind);
    if (rc) {
        /* a rank that died before writing: the others can still be read */
        fprintf(stderr, "analyzer: error: %s%s\n", err.msg,
                err.code == CP_ERR_MISSING ? " (that rank wrote nothing: --allow-partial reads the others)" : "");
        return rc;
    }
    if (m.ended && m.nended) {
        fprintf(stderr, "analyzer: note: %u rank%s ended before MPI_Finalize: ", m.nended, m.nended == 1 ? "" : "s");
        cp_report_ended(stderr, &m);
        fprintf(stderr, "\n");
    }
    if (m.trace_ncut) { /* said even with -q: the graph holds only the start */
        char line[1024];
        cp_trace_cut_line(&m, line, sizeof line);
        fprintf(stderr, "analyzer: warning: %s\n", line);
    }
    if (m.nmissing) {
        fprintf(stderr, "analyzer: warning: %u %s file%s missing or unreadable, graph of the rest:", m.nmissing,
                kind == CP_IN_OTF2 ? "event" : "rank", m.nmissing == 1 ? "" : "s");
        for (uint32_t i = 0; i < m.nmissing && i < 20; i++) fprintf(stderr, " %u", m.missing[i]);
        fprintf(stderr, "%s\n", m.nmissing > 20 ? " ..." : "");
    }
    double tread = now() - t0, tgraph = 0;
    int status = 0, have_summary = 0;
    int64_t nnz = m.nnz;
    cp_summary_t s;
    if (out) {
        const char *fmt = format ? format : has_suffix(out, ".mtx") ? "mtx" : has_suffix(out, ".grf") ? "grf" : "metis";
        cp_out_file_t o;
        int ok = 1;
        if (!strcmp(fmt, "mtx")) {
            ok = cp_out_open(&o, out) == 0 && cp_matrix_write_mtx(o.f, &m) == 0;
        } else {
            cp_graph_t g;
            double tg = now();
            /* without a report or heat map the matrix is not needed after
             * the graph, which then takes its arrays: half the peak memory */
            int take = !report && !heatmap;
            /* the summary line's totals, before the graph takes the arrays:
             * the full summary's per-rank tables took a fifth of the graph's time */
            if (take && !quiet) cp_summary_totals(&m, &s);
            have_summary = take && !quiet;
            nnz = m.nnz;
            int grc = take ? cp_graph_from_matrix_take(&m, &w, minw, &g) : cp_graph_from_matrix(&m, &w, minw, &g);
            tgraph = now() - tg;
            if (grc) {
                fprintf(stderr, "analyzer: error: out of memory building the graph\n");
                return EXIT_IO;
            }
            if (w.kind == CP_W_COST) {
                int64_t capped = 0;
                for (int64_t e = 0; e < g.edgenbr; e++) capped += (uint64_t)g.edlotab[e] == CP_WEIGHT_CAP;
                if (capped)
                    fprintf(stderr, "analyzer: warning: %lld pair weight%s capped at %llu, past 64 bits: those pairs weigh "
                            "alike%s\n", (long long)capped / 2, capped == 2 ? "" : "s", (unsigned long long)CP_WEIGHT_CAP,
                            costfile ? " (over 100 days of communication each, by the cost file)"
                                     : "; choose smaller --alpha and --beta");
            }
            if (!strcmp(fmt, "grf")) {
                ok = cp_out_open(&o, out) == 0 && cp_graph_write_scotch_f(o.f, &g) == 0;
            } else {
                char comment[2048];
                snprintf(comment, sizeof comment,
                         "commprof analyzer: %u ranks, undirected, weight = %s%s\n"
                         "source: %s\n"
                         "%s%s",
                         m.n, cp_weight_name(&w),
                         w.kind == CP_W_BYTES ? " (bytes sent both ways)" :
                         w.kind == CP_W_MSGS ? " (messages sent both ways)" : "",
                         m.source, "vertices are world ranks (vertex i = rank i-1)", "");
                if (w.kind == CP_W_COST)
                    snprintf(comment + strlen(comment), sizeof comment - strlen(comment),
                             "\ncost = round(%.6g * msgs + %.6g * bytes), both ways%s", alpha, beta, costnote);
                if (minw > 1)
                    snprintf(comment + strlen(comment), sizeof comment - strlen(comment),
                             "\npairs lighter than %llu dropped", minw);
                ok = cp_out_open(&o, out) == 0 && cp_graph_write_metis_f(o.f, &g, comment) == 0;
            }
            cp_graph_free(&g);
        }
        if (cp_out_close(&o, ok)) {
            fprintf(stderr, "analyzer: error: cannot write %s: %s\n", out, strerror(errno ? errno : EIO));
            status = EXIT_IO;
        }
    }
    if ((report || heatmap || !quiet) && !have_summary && cp_summary_compute(&m, &s)) {
        fprintf(stderr, "analyzer: error: out of memory for the report\n");
        return EXIT_IO;
    }
    if (report) {
        cp_out_file_t o;
        int ok = cp_out_open(&o, report) == 0 &&
                 (has_suffix(report, ".html") || has_suffix(report, ".htm") ? cp_report_html(o.f, &m, &s, &scale)
                                                                            : cp_report_text(o.f, &m, &s)) == 0;
        if (cp_out_close(&o, ok)) {
            fprintf(stderr, "analyzer: error: cannot write %s\n", report);
            status = EXIT_IO;
        }
    }
    if (heatmap) {
        cp_heat_opts_t hopts = {NULL, NULL, 0, 512, 768, "bytes sent, by rank", "heatmap", &scale};
        cp_out_file_t o;
        int ok = cp_out_open(&o, heatmap) == 0 &&
                 (has_suffix(heatmap, ".png") ? cp_heatmap_png(o.f, &m, 512, 512, &scale)
                                              : cp_heatmap_svg(o.f, &m, &hopts)) == 0;
        if (cp_out_close(&o, ok)) {
            fprintf(stderr, "analyzer: error: cannot write %s\n", heatmap);
            status = EXIT_IO;
        }
    }
    if (!quiet && !(report && !strcmp(report, "-"))) {
        fprintf(stderr, "analyzer: %s: %u ranks, %lld pairs, %llu messages, %llu bytes; read %.3f s, "
                "graph %.3f s, total %.3f s\n",
                m.source, m.n, (long long)nnz, (unsigned long long)s.msgs, (unsigned long long)s.bytes, tread,
                tgraph, now() - t0);
        if (m.has_trace) cp_report_trace_line(stderr, &m, "analyzer: ");
    }
    if (m.outside_ranks) /* said even with -q: the graph misses it */
        fprintf(stderr, "analyzer: warning: %u rank%s also sent %llu messages (%llu bytes) to processes outside "
                "MPI_COMM_WORLD (spawned or connected jobs), which have no vertex in this graph\n",
                m.outside_ranks, m.outside_ranks == 1 ? " has" : "s have", (unsigned long long)m.outside[0],
                (unsigned long long)m.outside[1]);
    if (report || heatmap || !quiet) cp_summary_free(&s);
    cp_matrix_free(&m);
    return status;
}

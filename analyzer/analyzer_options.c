/* The analyzer's command line (analyzer_cli.h): options read, checked
 * against each other and against the inputs (no output may replace one),
 * before anything is read. */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "analyzer_cli.h"
#include "cli_exit.h"
#include "cost_file.h"
#include "size_classes.h"
#include "out_file.h"

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
"  --sizes LO:HI        only messages of LO to under HI bytes (either side may be\n"
"                       empty; units B, KiB, MiB, GiB, KB, MB, GB), in whole log2\n"
"                       size classes ([2^k, 2^(k+1))), so 0:64KiB and 64KiB: part\n"
"                       the traffic.  Recordings: messages exactly,\n"
"                       bytes from each pair's size histogram (exact where sizes\n"
"                       are powers of two; docs/analyzer.md).  Traces: exact\n"
"  --ranks N            monitoring input: the job's size (default: largest rank + 1)\n"
"  --allow-partial      a recording with missing rank files, or a trace with\n"
"                       missing event files: use what is there, name the ranks\n"
"  -q, --quiet          no summary on stderr\n"
"  -h, --help\n"
"exit status: 0 ok, 2 usage, 3 bad or incomplete input, 4 I/O error\n");
}

/* --alpha, --beta: a finite number >= 0; -1 said */
static int parse_number(const char *name, const char *arg, double *x)
{
    char *end;
    errno = 0;
    double v = strtod(arg, &end);
    if (errno || end == arg || *end || !(v >= 0) || isinf(v)) {
        fprintf(stderr, "analyzer: error: bad --%s '%s' (a finite number >= 0)\n", name, arg);
        return -1;
    }
    *x = v;
    return 0;
}

/* --min-weight, --ranks: a whole number (ranks: a job of more than 2^30
 * is a typo, and recordings stop there too); -1 said */
static int parse_count(const char *name, const char *arg, unsigned long long *x)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(arg, &end, 10);
    int ranks = !strcmp(name, "ranks");
    if (errno || end == arg || *end || arg[0] == '-' || (ranks && v > 1u << 30)) {
        fprintf(stderr, "analyzer: error: bad --%s '%s'%s\n", name, arg,
                ranks ? " (a whole number up to 1073741824)" : " (a whole number)");
        return -1;
    }
    *x = v;
    return 0;
}

/* --scale LO:HI bytes, rounded out to whole decades; -1 said */
static int parse_scale(const char *arg, cp_heat_scale_t *scale)
{
    char *c = strchr(arg, ':'), *e1, *e2;
    double lo = c ? strtod(arg, &e1) : 0, hi = c ? strtod(c + 1, &e2) : 0;
    if (!c || e1 != c || *e2 || !(lo >= 1) || !(hi > lo) || isinf(hi)) {
        fprintf(stderr, "analyzer: error: bad --scale '%s' (LO:HI bytes, 1 <= LO < HI, e.g. 1e3:1e9)\n", arg);
        return -1;
    }
    *scale = (cp_heat_scale_t){pow(10, floor(log10(lo))), pow(10, ceil(log10(hi)))};
    if (scale->hi <= scale->lo) scale->hi = scale->lo * 10;
    return 0;
}

/* --time FROM:TO, seconds; empty sides mean the start and the end; -1 said */
static int parse_time(const char *arg, cp_matrix_opts_t *mo)
{
    const char *colon = strchr(arg, ':');
    char *e1 = NULL, *e2 = NULL;
    mo->has_time = 1;
    mo->t_from = 0;
    mo->t_to = HUGE_VAL;
    if (colon && colon != arg) mo->t_from = strtod(arg, &e1);
    if (colon && colon[1]) mo->t_to = strtod(colon + 1, &e2);
    if (!colon || (e1 && e1 != colon) || (e2 && *e2) || !(mo->t_from >= 0) || !(mo->t_to > mo->t_from)) {
        fprintf(stderr, "analyzer: error: bad --time '%s' (FROM:TO in seconds, FROM < TO, e.g. 2.5:10 or :60)\n", arg);
        return -1;
    }
    return 0;
}

/* --include: a comma-separated list of p2p, coll, rma; -1 said */
static int parse_include(const char *arg, int *kinds)
{
    int k = 0;
    const char *s = arg;
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
        fprintf(stderr, "analyzer: error: bad --include '%s' (a comma-separated list of p2p, coll, rma)\n", arg);
        return -1;
    }
    *kinds = k;
    return 0;
}

/* alpha and beta of a cost file's level (the outermost without one), in
 * picoseconds, the mapper's unit of time, and the graph's note; -1 said */
static int cost_level(const char *costfile, const char *level, double *alpha, double *beta, char *note, size_t len,
                      cp_analyzer_cli_t *r)
{
    cp_cost_file_t cf;
    cp_err_t err;
    if (cp_cost_file_read(costfile, &cf, &err)) {
        cp_err_print("analyzer", &err);
        return -1;
    }
    int l = level ? cp_cost_level_find(&cf, level) : cf.n - 1;
    if (l < 0) {
        fprintf(stderr, "analyzer: error: %s has no level '%s' (it has", costfile, level);
        for (int i = 0; i < cf.n; i++) fprintf(stderr, " %s", cf.level[i].name);
        fprintf(stderr, ")\n");
        cp_cost_file_free(&cf);
        return -1;
    }
    const cp_cost_level_t *lv = &cf.level[l];
    *alpha = lv->latency_s * 1e12;
    *beta = 1e12 / lv->bandwidth_Bps;
    snprintf(note, len, "\nunit: picoseconds, level '%s' of %s (line %d: %.6g s, %.6g B/s)", lv->name, costfile,
             lv->line, lv->latency_s, lv->bandwidth_Bps);
    /* its size segments: a band from each segment's first size class */
    r->nband = 0;
    for (int k = 0; k < lv->nseg; k++) {
        unsigned b = cp_cost_segment_bin(lv->seg[k].from_bytes);
        if (b >= CP_HIST_BINS || (r->nband && b <= r->band_bin[r->nband - 1])) continue;
        r->band_bin[r->nband] = r->nband ? b : 0;
        r->nband++;
    }
    r->band_bin[r->nband] = CP_HIST_BINS;
    for (int b = 0; b < r->nband; b++) {
        double lat, bw;
        cp_cost_class_model(lv, r->band_bin[b], &lat, &bw);
        r->band_alpha[b] = lat * 1e12, r->band_beta[b] = 1e12 / bw;
        char a[32];
        snprintf(note + strlen(note), len - strlen(note), "%s%s %.6g s %.6g B/s", b ? ", " : "; by message size: from ",
                 cp_size_class_floor(r->band_bin[b], a, sizeof a), lat, bw);
    }
    cp_cost_file_free(&cf);
    return 0;
}

/* Two outputs into one file (the last would silently replace the first),
 * or an output onto an input (a mistyped name): refused before anything is
 * read; -1 said. */
static int outputs_check(const char *out, const char *report, const char *heatmap, const char *const *inputs, int ninputs,
                         const char *costfile)
{
    const char *outs[] = {out, report, heatmap}, *names[] = {"-o", "--report", "--heatmap"};
    for (int i = 0; i < 3; i++)
        for (int j = i + 1; j < 3; j++) {
            struct stat a, b;
            if (!outs[i] || !outs[j]) continue;
            if (!strcmp(outs[i], outs[j]) ||
                (stat(outs[i], &a) == 0 && stat(outs[j], &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino &&
                 S_ISREG(a.st_mode))) {
                fprintf(stderr, "analyzer: error: %s and %s both name %s: give each output a file of its own\n", names[i],
                        names[j], outs[j]);
                return -1;
            }
        }
    const char **ins = malloc((size_t)(ninputs + 1) * sizeof *ins);
    if (!ins) {
        fprintf(stderr, "analyzer: error: out of memory\n");
        return -1;
    }
    int nin = 0;
    for (int i = 0; i < ninputs; i++) ins[nin++] = inputs[i];
    ins[nin++] = costfile;
    cp_err_t why;
    for (int i = 0; i < 3; i++)
        if (cp_out_refuse(outs[i], ins, nin, &why)) {
            cp_err_print("analyzer", &why);
            free(ins);
            return -1;
        }
    free(ins);
    return 0;
}

/* the options as given, before they are checked against each other */
typedef struct given {
    const char *out, *format, *report, *heatmap, *weight, *costfile, *level;
    int alpha_beta_given, kinds_given, quiet;
    double alpha, beta;
    unsigned long long minw, nranks;
    cp_matrix_opts_t mo;
    cp_heat_scale_t scale; /* 0: the decades of the data */
} given_t;

/* getopt's loop: 0, -1 after --help, or EXIT_USAGE */
static int read_options(int argc, char **argv, given_t *g)
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
        {"sizes", required_argument, 0, 'S'},
        {0, 0, 0, 0}};
    int c;
    while ((c = getopt_long(argc, argv, "o:qh", opts, NULL)) != -1) {
        switch (c) {
        case 'o': g->out = optarg; break;
        case 'f': g->format = optarg; break;
        case 'r': g->report = optarg; break;
        case 'H': g->heatmap = optarg; break;
        case 'w': g->weight = optarg; break;
        case 'a':
        case 'b':
            if (parse_number(c == 'a' ? "alpha" : "beta", optarg, c == 'a' ? &g->alpha : &g->beta)) return EXIT_USAGE;
            g->alpha_beta_given = 1;
            break;
        case 'm':
        case 'n':
            if (parse_count(c == 'm' ? "min-weight" : "ranks", optarg, c == 'm' ? &g->minw : &g->nranks)) return EXIT_USAGE;
            break;
        case 'p': g->mo.phase = optarg; break;
        case 'C': g->costfile = optarg; break;
        case 'L': g->level = optarg; break;
        case 's':
            if (parse_scale(optarg, &g->scale)) return EXIT_USAGE;
            break;
        case 't':
            if (parse_time(optarg, &g->mo)) return EXIT_USAGE;
            break;
        case 'i':
            if (parse_include(optarg, &g->mo.kinds)) return EXIT_USAGE;
            g->kinds_given = 1;
            break;
        case 'S': {
            cp_err_t e;
            if (cp_size_range_parse(optarg, &g->mo.bin_lo, &g->mo.bin_hi, &e)) {
                fprintf(stderr, "analyzer: error: --sizes: %s\n", e.msg);
                return EXIT_USAGE;
            }
            g->mo.has_sizes = 1;
            break;
        }
        case 'P': g->mo.allow_partial = 1; break;
        case 'q': g->quiet = 1; break;
        case 'h': usage(stdout); return -1;
        default: usage(stderr); return EXIT_USAGE;
        }
    }
    return 0;
}

/* --time, --phase and --include together: 0 or EXIT_USAGE */
static int check_selection(given_t *g)
{
    if (g->mo.has_time) { /* time windows hold point-to-point sends only */
        if (g->kinds_given && g->mo.kinds != CP_KIND_P2P) {
            fprintf(stderr, "analyzer: error: --time selects point-to-point traffic only (the time windows "
                            "hold nothing else): use --include p2p\n");
            return EXIT_USAGE;
        }
        g->mo.kinds = CP_KIND_P2P;
    }
    if (g->mo.phase && g->mo.has_time) {
        fprintf(stderr, "analyzer: error: --phase and --time together: time windows cover the whole run only\n");
        return EXIT_USAGE;
    }
    return 0;
}

/* the weight: --weight, or a level of a --cost file (picoseconds, the
 * mapper's unit of time, its size segments in *bands); 0 or EXIT_USAGE */
static int resolve_weight(given_t *g, cp_weight_t *w, char *costnote, size_t notelen, cp_analyzer_cli_t *bands)
{
    if (g->level && !g->costfile) {
        fprintf(stderr, "analyzer: error: --level names a level of a --cost file\n");
        return EXIT_USAGE;
    }
    if (g->costfile) {
        if (g->weight && strcmp(g->weight, "cost")) {
            fprintf(stderr, "analyzer: error: --cost weighs by cost, not by --weight %s\n", g->weight);
            return EXIT_USAGE;
        }
        if (g->alpha_beta_given) {
            fprintf(stderr, "analyzer: error: --cost gives alpha and beta: not with --alpha or --beta\n");
            return EXIT_USAGE;
        }
        g->weight = "cost";
        if (cost_level(g->costfile, g->level, &g->alpha, &g->beta, costnote, notelen, bands)) return EXIT_USAGE;
    }
    if (!g->weight) g->weight = "bytes";
    *w = (cp_weight_t){CP_W_BYTES, g->alpha, g->beta, 1, 0};
    if (!strcmp(g->weight, "msgs")) w->kind = CP_W_MSGS;
    else if (!strcmp(g->weight, "cost")) w->kind = CP_W_COST;
    else if (strcmp(g->weight, "bytes")) {
        fprintf(stderr, "analyzer: error: bad --weight '%s' (bytes, msgs or cost)\n", g->weight);
        return EXIT_USAGE;
    }
    return 0;
}

int cp_analyzer_cli_parse(int argc, char **argv, cp_analyzer_cli_t *r)
{
    given_t g = {.alpha = 1, .beta = 1.0 / 1024, .minw = 1, .mo = {.kinds = CP_KIND_P2P | CP_KIND_COLL | CP_KIND_RMA}};
    cp_analyzer_cli_t bands = {0}; /* --cost's level's size segments */
    char costnote[512] = "";
    cp_weight_t w;
    int rc = read_options(argc, argv, &g);
    if (rc) return rc;
    if (check_selection(&g) || resolve_weight(&g, &w, costnote, sizeof costnote, &bands)) return EXIT_USAGE;
    if (g.format && strcmp(g.format, "metis") && strcmp(g.format, "mtx") && strcmp(g.format, "grf")) {
        fprintf(stderr, "analyzer: error: bad --format '%s' (metis, mtx or grf)\n", g.format);
        return EXIT_USAGE;
    }
    if (optind >= argc) {
        fprintf(stderr, "analyzer: error: no input (a recording directory or monitoring files)\n");
        usage(stderr);
        return EXIT_USAGE;
    }
    if (!g.out && !g.report && !g.heatmap) g.report = "-";
    if (outputs_check(g.out, g.report, g.heatmap, (const char *const *)argv + optind, argc - optind, g.costfile))
        return EXIT_USAGE;
    *r = (cp_analyzer_cli_t){g.out, g.format, g.report, g.heatmap, g.costfile, g.weight, w, g.alpha, g.beta, "", 0,
                             {0}, {0}, {0}, g.mo, g.kinds_given, g.minw, g.nranks, g.quiet, g.scale,
                             (const char *const *)argv + optind, argc - optind};
    r->nband = bands.nband;
    memcpy(r->band_bin, bands.band_bin, sizeof r->band_bin);
    memcpy(r->band_alpha, bands.band_alpha, sizeof r->band_alpha);
    memcpy(r->band_beta, bands.band_beta, sizeof r->band_beta);
    snprintf(r->costnote, sizeof r->costnote, "%s", costnote);
    return 0;
}

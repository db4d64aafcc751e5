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

#include "analyzer_cli.h"
#include "comm_matrix.h"
#include "cost_file.h"
#include "graph.h"
#include "matrix_write.h"
#include "out_file.h"
#include "record_read.h"
#include "report.h"

#include "cli_exit.h"

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

/* What the reading found besides the pairs: ranks that ended early, a
 * trace cut short, files missing (said even with -q: the graph lacks it). */
static void say_input(const cp_matrix_t *m, cp_input_kind_t kind, int kinds)
{
    char line[1024];
    if ((kinds & CP_KIND_COLL) && cp_unmodeled_line(m, line, sizeof line)) fprintf(stderr, "analyzer: note: %s\n", line);
    if (m->ended && m->nended) {
        fprintf(stderr, "analyzer: note: %u rank%s ended before MPI_Finalize: ", m->nended, m->nended == 1 ? "" : "s");
        cp_report_ended(stderr, m);
        fprintf(stderr, "\n");
    }
    if (m->trace_ncut) { /* said even with -q: the graph holds only the start */
        cp_trace_cut_line(m, line, sizeof line);
        fprintf(stderr, "analyzer: warning: %s\n", line);
    }
    if (m->nmissing) {
        fprintf(stderr, "analyzer: warning: %u %s file%s missing or unreadable, graph of the rest:", m->nmissing,
                kind == CP_IN_OTF2 ? "event" : "rank", m->nmissing == 1 ? "" : "s");
        for (uint32_t i = 0; i < m->nmissing && i < 20; i++) fprintf(stderr, " %u", m->missing[i]);
        fprintf(stderr, "%s\n", m->nmissing > 20 ? " ..." : "");
    }
}

/* The METIS or Scotch graph of m, built, then written into f (opened on
 * o->out then: nothing is created before the graph exists); 0, or -1 out
 * of memory (said).  Without a report or heat map the graph takes the
 * matrix's arrays (half the peak memory), the summary's totals taken first
 * into *s. */
static int write_graph(cp_out_file_t *f, const char *fmt, const cp_analyzer_cli_t *o, const cp_input_t *in,
                       cp_input_kind_t kind, cp_matrix_t *m, cp_summary_t *s, int *have_summary, double *tgraph, int *ok)
{
    cp_graph_t g;
    double tg = now();
    int take = !o->report && !o->heatmap;
    /* the summary's per-rank tables took a fifth of the graph's time */
    if (take && !o->quiet) cp_summary_totals(m, s);
    *have_summary = take && !o->quiet;
    /* a cost level with size segments, on an input that knows sizes per
     * pair: bytes and messages per size band first, then their cost */
    int banded = o->nband && (kind == CP_IN_RECORDING || kind == CP_IN_OTF2 || kind == CP_IN_TI);
    if (o->nband && !banded && !o->quiet)
        fprintf(stderr, "analyzer: note: the level's size segments need message sizes per pair, which monitoring "
                        "files do not keep: its own latency and bandwidth apply\n");
    cp_weight_t wb = {CP_W_BYTES, 0, 0, 1, 1};
    const cp_weight_t *w = banded ? &wb : &o->w;
    uint64_t minw = banded ? 1 : o->minw;
    int grc = take ? cp_graph_from_matrix_take(m, w, minw, &g) : cp_graph_from_matrix(m, w, minw, &g);
    if (!grc && banded) {
        cp_err_t err;
        int rc = cp_graph_add_bands(&g, in, o->nband, o->band_bin, &err);
        if (rc) {
            cp_err_print("analyzer", &err);
            cp_graph_free(&g);
            return -1;
        }
        cp_graph_weigh_bands(&g, &o->w, o->band_alpha, o->band_beta, o->minw);
    }
    *tgraph = now() - tg;
    if (grc) {
        fprintf(stderr, "analyzer: error: out of memory building the graph\n");
        return -1;
    }
    if (o->w.kind == CP_W_COST) {
        int64_t capped = 0;
        for (int64_t e = 0; e < g.edgenbr; e++) capped += (uint64_t)g.edlotab[e] == CP_WEIGHT_CAP;
        if (capped)
            fprintf(stderr, "analyzer: warning: %lld pair weight%s capped at %llu, past 64 bits: those pairs weigh "
                    "alike%s\n", (long long)capped / 2, capped == 2 ? "" : "s", (unsigned long long)CP_WEIGHT_CAP,
                    o->costfile ? " (over 100 days of communication each, by the cost file)"
                                : "; choose smaller --alpha and --beta");
    }
    if (!strcmp(fmt, "grf")) {
        *ok = cp_out_open(f, o->out) == 0 && cp_graph_write_scotch_f(f->f, &g) == 0;
    } else {
        char comment[2048];
        snprintf(comment, sizeof comment,
                 "commprof analyzer: %u ranks, undirected, weight = %s%s\n"
                 "source: %s\n"
                 "%s%s",
                 m->n, cp_weight_name(&o->w),
                 o->w.kind == CP_W_BYTES ? " (bytes sent both ways)" :
                 o->w.kind == CP_W_MSGS ? " (messages sent both ways)" : "",
                 m->source, "vertices are world ranks (vertex i = rank i-1)", "");
        if (o->w.kind == CP_W_COST && banded)
            snprintf(comment + strlen(comment), sizeof comment - strlen(comment),
                     "\ncost = round(latency * msgs + bytes / bandwidth), each message by its size's segment, both "
                     "ways%s", o->costnote);
        else if (o->w.kind == CP_W_COST)
            snprintf(comment + strlen(comment), sizeof comment - strlen(comment),
                     "\ncost = round(%.6g * msgs + %.6g * bytes), both ways%.*s", o->alpha, o->beta,
                     /* the segments' part only where they were applied */
                     banded || !strstr(o->costnote, "; by message size") ? (int)strlen(o->costnote)
                                                                         : (int)(strstr(o->costnote, "; by message size") - o->costnote),
                     o->costnote);
        if (o->minw > 1)
            snprintf(comment + strlen(comment), sizeof comment - strlen(comment),
                     "\npairs lighter than %llu dropped", o->minw);
        *ok = cp_out_open(f, o->out) == 0 && cp_graph_write_metis_f(f->f, &g, comment) == 0;
    }
    cp_graph_free(&g);
    return 0;
}

int main(int argc, char **argv)
{
    cp_analyzer_cli_t o;
    int rc = cp_analyzer_cli_parse(argc, argv, &o);
    if (rc) return rc < 0 ? 0 : rc;
    double t0 = now();
    cp_matrix_t m;
    cp_err_t err = {0, ""};
    cp_input_kind_t kind;
    /* a graph by bytes and nothing else: the matrix needs no message
     * counts per pair (40% of its memory) */
    o.mo.bytes_only = o.out && !o.report && !o.heatmap && o.w.kind == CP_W_BYTES &&
                      !(o.format ? !strcmp(o.format, "mtx") : has_suffix(o.out, ".mtx"));
    /* an output that cannot be written said before the input is read
     * (a recording of 10^5 ranks takes minutes) */
    const char *outs[] = {o.out, o.report, o.heatmap};
    for (size_t k = 0; k < sizeof outs / sizeof *outs; k++)
        if (cp_out_writable(outs[k], &err)) {
            fprintf(stderr, "analyzer: error: %s\n", err.msg);
            return EXIT_IO;
        }
    cp_input_t in = {o.inputs, o.ninputs, o.mo, o.kinds_given, (uint32_t)o.nranks, 1, NULL};
    if ((rc = cp_input_read(&in, &m, &err, &kind))) {
        /* a rank that died before writing: the others can still be read */
        fprintf(stderr, "analyzer: error: %s%s\n", err.msg,
                err.code == CP_ERR_MISSING ? " (that rank wrote nothing: --allow-partial reads the others)" : "");
        return rc;
    }
    say_input(&m, kind, o.mo.kinds);
    double tread = now() - t0, tgraph = 0;
    int status = 0, have_summary = 0;
    int64_t nnz = m.nnz;
    cp_summary_t s;
    if (o.out) {
        const char *fmt = o.format ? o.format : has_suffix(o.out, ".mtx") ? "mtx" : has_suffix(o.out, ".grf") ? "grf" : "metis";
        cp_out_file_t f;
        int ok = 1;
        if (!strcmp(fmt, "mtx")) {
            ok = cp_out_open(&f, o.out) == 0 && cp_matrix_write_mtx(f.f, &m) == 0;
        } else if (write_graph(&f, fmt, &o, &in, kind, &m, &s, &have_summary, &tgraph, &ok)) {
            return EXIT_IO;
        }
        if (cp_out_close(&f, ok)) {
            fprintf(stderr, "analyzer: error: cannot write %s: %s\n", o.out, strerror(errno ? errno : EIO));
            status = EXIT_IO;
        }
    }
    if ((o.report || o.heatmap || !o.quiet) && !have_summary && cp_summary_compute(&m, &s)) {
        fprintf(stderr, "analyzer: error: out of memory for the report\n");
        return EXIT_IO;
    }
    if (o.report) {
        cp_out_file_t f;
        int ok = cp_out_open(&f, o.report) == 0 &&
                 (has_suffix(o.report, ".html") || has_suffix(o.report, ".htm") ? cp_report_html(f.f, &m, &s, &o.scale)
                                                                                : cp_report_text(f.f, &m, &s)) == 0;
        if (cp_out_close(&f, ok)) {
            fprintf(stderr, "analyzer: error: cannot write %s: %s\n", o.report, strerror(errno ? errno : EIO));
            status = EXIT_IO;
        }
    }
    if (o.heatmap) {
        cp_heat_opts_t hopts = {NULL, NULL, 0, 512, 768, "bytes sent, by rank", "heatmap", &o.scale};
        cp_out_file_t f;
        int ok = cp_out_open(&f, o.heatmap) == 0 &&
                 (has_suffix(o.heatmap, ".png") ? cp_heatmap_png(f.f, &m, 512, 512, &o.scale)
                                                : cp_heatmap_svg(f.f, &m, &hopts)) == 0;
        if (cp_out_close(&f, ok)) {
            fprintf(stderr, "analyzer: error: cannot write %s: %s\n", o.heatmap, strerror(errno ? errno : EIO));
            status = EXIT_IO;
        }
    }
    if (!o.quiet && !(o.report && !strcmp(o.report, "-"))) {
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
    if (o.report || o.heatmap || !o.quiet) cp_summary_free(&s);
    cp_matrix_free(&m);
    return status;
}

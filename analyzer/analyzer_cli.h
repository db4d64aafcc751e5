/* The analyzer's command line, parsed and checked (analyzer_options.c):
 * what its main (analyzer_main.c) reads, how it weighs the graph, what it
 * writes. */
#ifndef CP_ANALYZER_CLI_H
#define CP_ANALYZER_CLI_H

#include "comm_matrix.h"
#include "cost_file.h"
#include "graph.h"
#include "report.h"

typedef struct cp_analyzer_cli {
    /* outputs (NULL: not asked; with none asked, report is "-") */
    const char *out, *format, *report, *heatmap;
    /* graph weights: --cost's file gives alpha and beta (w too) */
    const char *costfile, *weight;
    cp_weight_t w;
    double alpha, beta;
    char costnote[512]; /* the graph file's line on --cost's level */
    /* that level's size segments as bands of size classes (graph.h's
     * cp_graph_add_bands), picoseconds per message and per byte each;
     * nband 0: none */
    int nband;
    unsigned band_bin[CP_COST_MAX_SEGMENTS + 1];
    double band_alpha[CP_COST_MAX_SEGMENTS], band_beta[CP_COST_MAX_SEGMENTS];
    /* selection */
    cp_matrix_opts_t mo;
    int kinds_given;
    unsigned long long minw, nranks;
    int quiet;
    cp_heat_scale_t scale;
    const char *const *inputs;
    int ninputs;
} cp_analyzer_cli_t;

/* 0: parsed; -1: --help printed (exit 0); else the exit status, said. */
int cp_analyzer_cli_parse(int argc, char **argv, cp_analyzer_cli_t *o);

#endif

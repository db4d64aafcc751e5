/* Communication graphs in CSR form, Scotch's vocabulary: vertex v's
 * neighbours are edgetab[verttab[v] .. verttab[v+1]), with 64-bit weights
 * edlotab (bytes reach 10^11 per graph in real runs).  Undirected: every
 * edge is stored in both directions with the same weight. */
#ifndef CP_GRAPH_H
#define CP_GRAPH_H

#include <stdint.h>
#include <stdio.h>

#include "cp_err.h"

typedef struct cp_graph {
    int vertnbr;
    int64_t edgenbr;  /* arcs stored (2 x undirected edges) */
    int64_t *verttab; /* vertnbr + 1 */
    int *edgetab;
    int64_t *edlotab; /* cost weight per arc (what the mapper minimizes) */
    int64_t *edmsgtab; /* messages per arc when edlotab holds bytes and the
                          mapper's latency/bandwidth model needs both; else NULL */
    /* messages and bytes per message size band (graph_bands.c), with
     * edlotab holding bytes: arc e's band b is edbandtab[2 * (e * nband + b)]
     * (messages) and the entry after (bytes); nband 0: NULL */
    int nband;
    int64_t *edbandtab;
} cp_graph_t;


/* METIS graph format, plain or gzip: "n m [fmt [ncon]]" header, '%'
 * comments, 1-based neighbour lists.  Self loops are dropped; an asymmetric
 * graph is symmetrized (weights of the two directions added) with a
 * warning written to *warning (may be empty).  Errors name file:line. */
int cp_graph_read_metis(const char *path, cp_graph_t *g, cp_err_t *err,
                        char *warning, int warnlen);
/* From a directed matrix (comm_matrix.h): a pair's weight covers both
 * directions; pairs below min_weight (and self traffic) are dropped. */
struct cp_matrix;
struct cp_weight;
int cp_graph_from_matrix(const struct cp_matrix *m, const struct cp_weight *w, uint64_t min_weight,
                         cp_graph_t *g);
/* The same graph, built in the matrix's own arrays when every pair has
 * both directions (else as above): the matrix is then left without pairs
 * (its other fields stay; cp_matrix_free it as usual).  Peak memory is the
 * matrix alone. */
int cp_graph_from_matrix_take(struct cp_matrix *m, const struct cp_weight *w, uint64_t min_weight,
                              cp_graph_t *g);
/* Builds a symmetric CSR from an arc list (u, v, w); adds duplicate arcs. */
int cp_graph_from_arcs(int n, int64_t narcs, const int *u, const int *v, const int64_t *w,
                       cp_graph_t *g);
/* METIS format (weights on edges, fmt 001); `comment` may hold several
 * lines, each written as a '%' line. */
int cp_graph_write_metis(const char *path, const cp_graph_t *g, const char *comment);
int cp_graph_write_metis_f(FILE *f, const cp_graph_t *g, const char *comment);
/* Scotch source graph (.grf: version 0, base 0, edge weights). */
int cp_graph_write_scotch_f(FILE *f, const cp_graph_t *g);
void cp_graph_free(cp_graph_t *g);
/* Splits the traffic of g, a graph of `in` by bytes with messages, into
 * nband bands of message size classes (band b: classes band_bin[b] ..
 * band_bin[b+1] - 1, band_bin[0] = 0, band_bin[nband] = CP_HIST_BINS),
 * reading the input once more for each band but the last, which takes
 * what the others leave.  Recordings and traces only (size_classes.h says
 * how exact); returns 0 or cp_input_read's exit status, err saying why. */
struct cp_input;
struct cp_err;
int cp_graph_add_bands(cp_graph_t *g, const struct cp_input *in, int nband, const unsigned *band_bin,
                       struct cp_err *err);
/* Then weighs each arc by cost, alpha[b] x messages + beta[b] x bytes over
 * its bands, scaled and bounded as cp_weight_of does, drops the arcs
 * lighter than min_weight, and the messages and bands: the analyzer's
 * graph by a cost file's level with size segments.  0, or -1 (no bands). */
struct cp_weight;
int cp_graph_weigh_bands(cp_graph_t *g, const struct cp_weight *w, const double *alpha, const double *beta,
                         uint64_t min_weight);

#endif

/* Reports on a communication matrix: the numbers (report_stats.c), shown as
 * text (report_text.c) or as one self-contained HTML page (report_html.c)
 * with SVG heat maps (heatmap_svg.c). */
#ifndef CP_REPORT_H
#define CP_REPORT_H

#include <stdio.h>

#include "comm_matrix.h"

typedef struct cp_rank_load {
    uint64_t sent_msgs, sent_bytes, recv_msgs, recv_bytes;
    uint32_t out_degree;
} cp_rank_load_t;

typedef struct cp_summary {
    uint32_t n;
    int64_t pairs;          /* directed pairs with traffic, self included */
    int64_t offdiag;        /* of which between distinct ranks */
    uint64_t msgs, bytes;   /* all traffic */
    uint64_t self_msgs, self_bytes;
    cp_rank_load_t *rank;   /* n entries */
    double density;         /* pairs between distinct ranks / (n (n - 1)) */
    uint32_t max_degree;
    double sent_imbalance, recv_imbalance; /* max / mean bytes per rank */
    uint32_t max_sender, max_receiver;
    /* locality under the profiled placement, when host names are known */
    int has_hosts;
    uint32_t nnodes;
    uint32_t *node_of;      /* n entries: node index in order of first appearance */
    char **node_name;       /* nnodes entries (borrowed from the matrix) */
    uint64_t intra_msgs, intra_bytes, inter_msgs, inter_bytes;
    /* inside the nodes, by the cores each rank ran on (recordings since
     * format 1.10: its node's packages, and since 1.11 their NUMA nodes):
     * the within-node traffic of pairs in one NUMA node, in one package
     * (not known to share a NUMA node), across packages, and of pairs whose
     * package is not known (a rank unbound, or bound across packages).
     * has_packages: some node has two packages or more, or NUMA nodes
     * inside its packages (has_numa) */
    int has_packages, has_numa;
    uint64_t numa_msgs, numa_bytes, package_msgs, package_bytes, across_msgs, across_bytes, unknown_msgs,
        unknown_bytes;
} cp_summary_t;

int cp_summary_compute(const cp_matrix_t *m, cp_summary_t *s);
/* Only what the one-line summary needs (ranks, pairs, messages, bytes):
 * one pass over the arrays, no per-rank tables. */
void cp_summary_totals(const cp_matrix_t *m, cp_summary_t *s);
void cp_summary_free(cp_summary_t *s);

/* The k heaviest directed pairs by bytes (then messages); returns how many. */
int64_t cp_top_pairs(const cp_matrix_t *m, int64_t k, cp_cell_t *top);

/* One line on an OTF2 trace: events read and the clock condition. */
void cp_report_trace_line(FILE *f, const cp_matrix_t *m, const char *prefix);
/* The bandwidths the job measured between pairs of nodes at MPI_Finalize
 * (format 1.9), "11.9 MB/s to 1.5 GB/s" (the least and the most): 1, or 0
 * where none was measured. */
int cp_report_link_bw(const cp_matrix_t *m, char *buf, size_t len);
/* m->ended, m->nended > 0: how the ranks that did not finalize ended, on
 * one line without its end. */
void cp_report_ended(FILE *f, const cp_matrix_t *m);

int cp_report_text(FILE *f, const cp_matrix_t *m, const cp_summary_t *s);
struct cp_heat_scale;
int cp_report_html(FILE *f, const cp_matrix_t *m, const cp_summary_t *s, const struct cp_heat_scale *scale);

/* The colour scale of heat maps: log, from lo to hi bytes, whole decades
 * (10^k): the same decades read the same in every report.  A report's
 * maps share one; --scale fixes it across reports. */
typedef struct cp_heat_scale {
    double lo, hi;
} cp_heat_scale_t;

/* A heat map's content: bytes per cell, `block` ranks per cell side
 * (beyond max_cells per side), lo..hi the nonzero cells' range, and the
 * scale: the decades around them. */
typedef struct cp_heatmap_grid {
    uint32_t side, block;
    uint64_t *cell; /* side x side, row = sender */
    uint64_t lo, hi;
    cp_heat_scale_t scale;
} cp_heatmap_grid_t;
int cp_heatmap_grid(const cp_matrix_t *m, const uint32_t *order, uint32_t max_cells, cp_heatmap_grid_t *g);
double cp_heatmap_level(const cp_heatmap_grid_t *g, uint64_t v); /* 0..1 on the log scale */
void cp_heatmap_colour(double t, unsigned char rgb[3]);          /* viridis */

/* The heat map as a PNG: a title, cells of whole pixels (about `pixels`
 * per side) with rank numbers on the axes, empty cells white, and the
 * colour bar of decades with its numbers, drawn in a small bitmap font;
 * the numbers also go into the file's tEXt chunks. */
int cp_heatmap_png(FILE *f, const cp_matrix_t *m, uint32_t max_cells, int pixels, const cp_heat_scale_t *scale);

/* Groups of ranks along a heat map's display order, one level of the
 * machine: group k holds display positions [start[k], start[k+1]). */
typedef struct cp_heat_groups {
    const char *level;       /* "node", "switch", ...: the lines' class */
    uint32_t n;
    const uint32_t *start;   /* n + 1 */
    const char *const *name; /* n */
} cp_heat_groups_t;

typedef struct cp_heat_opts {
    const uint32_t *order;          /* ranks in display order (NULL: 0, 1, ...) */
    const cp_heat_groups_t *groups; /* innermost first: nodes, then what holds them */
    uint32_t ngroups;
    uint32_t max_cells;             /* beyond: cells of blocks of ranks */
    int pixels;
    const char *title, *id;
    const cp_heat_scale_t *scale;   /* NULL: the decades of the data */
} cp_heat_opts_t;
int cp_heatmap_svg(FILE *f, const cp_matrix_t *m, const cp_heat_opts_t *o);

/* The 5 x 7 font (font5x7.c): seven rows of five '#' or '.', '?' for a
 * character it lacks; a string's width in pixels at scale 1. */
const char *const *cp_font5x7(char c);
int cp_font5x7_width(const char *s);

/* Numbers with SI prefixes ("1.5 MB"), nice tick steps (1, 2, 5 x 10^k),
 * text and value axes for the report's figures (svg_axes.c). */
void cp_fmt_si(double v, const char *unit, char *buf, size_t len);
double cp_nice_step(double span, int ticks);
void cp_svg_text(FILE *f, double x, double y, const char *anchor, double size, const char *cls, const char *s);
void cp_svg_value_axis(FILE *f, double x0, double y0, double h, double hi, const char *unit, double width);

#endif

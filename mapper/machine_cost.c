/* The latency/bandwidth model of a machine: per level, the latency alpha
 * and the inverse bandwidth beta of a message between two cores whose
 * closest common level is that one, so that a pair costs
 * alpha * msgs + beta * bytes.  Measured on an emulated two-cluster run of
 * real applications, this cost ranked placements as they ran, where bytes
 * alone (a distance per level times bytes) did not.
 *
 * The levels come from a cost file or from --latency/--bandwidth lists,
 * both read by cost_file.c (which owns the format); here they meet the
 * machine tree, whose depth they must match. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cost_file.h"
#include "record_format.h"
#include "machine.h"

/* The bands of m's levels' segments (machine.h): every class where some
 * level's segment begins starts a band. */
static int apply_bands(cp_machine_t *m, const cp_cost_file_t *c, const int *line_of)
{
    free(m->band_bin), free(m->band_alpha_ps), free(m->band_beta_ps);
    m->band_bin = NULL, m->band_alpha_ps = m->band_beta_ps = NULL, m->nband = 0;
    char starts[CP_HIST_BINS + 1] = {0};
    int any = 0;
    for (int d = 0; d < m->depth; d++) {
        const cp_cost_level_t *l = &c->level[line_of[d]];
        for (int k = 1; k < l->nseg; k++) {
            unsigned b = cp_cost_segment_bin(l->seg[k].from_bytes);
            if (b > 0 && b < CP_HIST_BINS) starts[b] = 1, any = 1;
        }
        any |= l->nseg == 1; /* one segment unlike the level's line still counts */
    }
    if (!any) return 0;
    int n = 1;
    for (unsigned b = 1; b < CP_HIST_BINS; b++) n += starts[b];
    m->band_bin = malloc((size_t)(n + 1) * sizeof *m->band_bin);
    m->band_alpha_ps = malloc((size_t)(n * m->depth) * sizeof *m->band_alpha_ps);
    m->band_beta_ps = malloc((size_t)(n * m->depth) * sizeof *m->band_beta_ps);
    if (!m->band_bin || !m->band_alpha_ps || !m->band_beta_ps) return -1;
    m->band_bin[0] = 0;
    for (unsigned b = 1, i = 1; b < CP_HIST_BINS; b++)
        if (starts[b]) m->band_bin[i++] = b;
    m->band_bin[n] = CP_HIST_BINS;
    m->nband = n;
    for (int d = 0; d < m->depth; d++) {
        const cp_cost_level_t *l = &c->level[line_of[d]];
        for (int b = 0; b < n; b++) {
            double lat, bw;
            cp_cost_class_model(l, m->band_bin[b], &lat, &bw);
            m->band_alpha_ps[d * n + b] = lat * 1e12;
            m->band_beta_ps[d * n + b] = 1e12 / bw;
        }
    }
    return 0;
}

/* Line line_of[d] of c gives depth d its latency and bandwidth. */
static int apply(cp_machine_t *m, const cp_cost_file_t *c, const int *line_of)
{
    free(m->alpha_ps), free(m->beta_ps);
    if (m->cost_names)
        for (int d = 0; d < m->depth; d++) free(m->cost_names[d]);
    free(m->cost_names);
    m->alpha_ps = calloc((size_t)m->depth, sizeof *m->alpha_ps);
    m->beta_ps = calloc((size_t)m->depth, sizeof *m->beta_ps);
    m->cost_names = calloc((size_t)m->depth, sizeof *m->cost_names);
    if (!m->alpha_ps || !m->beta_ps || !m->cost_names) return -1;
    for (int d = 0; d < m->depth; d++) {
        const cp_cost_level_t *l = &c->level[line_of[d]];
        m->alpha_ps[d] = l->latency_s * 1e12;
        m->beta_ps[d] = 1e12 / l->bandwidth_Bps;
        if (!(m->cost_names[d] = strdup(l->name))) return -1;
    }
    return apply_bands(m, c, line_of);
}

/* Which line of c each depth takes: by name where every level that holds
 * pairs of cores is named in the file (a probe's file names them); else
 * in order, innermost first, one line per level, or one per level that
 * holds pairs (a level of one child, such as the network above a single
 * node, may be left out: it costs nothing).  Levels left out take the
 * values of the level inside them.  -1 with a message naming the
 * machine's levels and the file's. */
static int match(const cp_machine_t *m, const cp_cost_file_t *c, const char *src, int *line_of, cp_machine_err_t *err)
{
    int used[16], nused = 0, byname = 1;
    for (int d = m->depth - 1; d >= 0; d--)
        if ((used[d] = cp_machine_level_used(m, d))) nused++;
    for (int d = 0; d < m->depth; d++) {
        line_of[d] = cp_cost_level_find(c, m->level_name[d]);
        if (line_of[d] < 0 && used[d]) byname = 0;
    }
    if (byname) {
        for (int d = m->depth - 1; d >= 0; d--) /* unnamed unused levels: the level inside */
            if (line_of[d] < 0) line_of[d] = d + 1 < m->depth ? line_of[d + 1] : 0;
        for (int d = 0; d < m->depth; d++)
            if (line_of[d] < 0) line_of[d] = 0;
        return 0;
    }
    if (c->n == m->depth) {
        for (int d = 0; d < m->depth; d++) line_of[d] = m->depth - 1 - d;
        return 0;
    }
    if (c->n == nused && nused > 0) {
        int i = 0;
        for (int d = m->depth - 1; d >= 0; d--) line_of[d] = used[d] ? i++ : (i ? i - 1 : 0);
        return 0;
    }
    char have[256], want[256] = "";
    cp_machine_level_list(m, have, sizeof have);
    for (int d = m->depth - 1; d >= 0; d--)
        if (used[d]) snprintf(want + strlen(want), sizeof want - strlen(want), "%s%s", want[0] ? ", " : "", m->level_name[d]);
    char file[256] = "";
    for (int i = 0; i < c->n; i++)
        snprintf(file + strlen(file), sizeof file - strlen(file), "%s%s", i ? ", " : "", c->level[i].name);
    return cp_machine_fail(err,
                           "%s gives %d level%s (%s), but this machine's levels, innermost first, are %s (%d), of which "
                           "%s hold pairs of cores: give one line per level in that order, or per level that holds "
                           "pairs, or name them so",
                           src, c->n, c->n == 1 ? "" : "s", file, have, m->depth, want);
}

int cp_machine_cost_lists(cp_machine_t *m, const char *lat, const char *bw, cp_machine_err_t *err)
{
    cp_cost_file_t c;
    if (cp_cost_lists_parse(lat, bw, &c, err->msg, sizeof err->msg)) return -1;
    int line_of[16], rc = 0;
    int nl = 1, nb = 1;
    for (const char *s = lat; *s; s++) nl += *s == ':';
    for (const char *s = bw; *s; s++) nb += *s == ':';
    if (nl != nb) rc = cp_machine_fail(err, "--latency has %d values and --bandwidth %d: one per level each", nl, nb);
    else if (m->depth > 16 || match(m, &c, "--latency/--bandwidth", line_of, err)) rc = -1;
    else if (apply(m, &c, line_of)) rc = cp_machine_fail(err, "out of memory");
    cp_cost_file_free(&c);
    return rc;
}

int cp_machine_cost_read(cp_machine_t *m, const char *path, cp_machine_err_t *err)
{
    cp_cost_file_t c;
    if (cp_cost_file_read(path, &c, err->msg, sizeof err->msg)) return -1;
    int line_of[16], rc = 0;
    if (m->depth > 16 || match(m, &c, path, line_of, err)) rc = -1;
    else if (apply(m, &c, line_of)) rc = cp_machine_fail(err, "out of memory");
    cp_cost_file_free(&c);
    return rc;
}

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
#include <stdlib.h>
#include <string.h>

#include "cost_file.h"
#include "machine.h"

/* Level i of c, counted innermost first (as the user writes them), is
 * depth depth-1-i: the closest common ancestor of two cores of one socket
 * is that socket, one level above the cores. */
static int apply(cp_machine_t *m, const cp_cost_file_t *c)
{
    free(m->alpha_ps), free(m->beta_ps);
    if (m->cost_names)
        for (int d = 0; d < m->depth; d++) free(m->cost_names[d]);
    free(m->cost_names);
    m->alpha_ps = calloc((size_t)m->depth, sizeof *m->alpha_ps);
    m->beta_ps = calloc((size_t)m->depth, sizeof *m->beta_ps);
    m->cost_names = calloc((size_t)m->depth, sizeof *m->cost_names);
    if (!m->alpha_ps || !m->beta_ps || !m->cost_names) return -1;
    for (int i = 0; i < m->depth; i++) {
        int d = m->depth - 1 - i;
        m->alpha_ps[d] = c->level[i].latency_s * 1e12;
        m->beta_ps[d] = 1e12 / c->level[i].bandwidth_Bps;
        if (!(m->cost_names[d] = strdup(c->level[i].name))) return -1;
    }
    return 0;
}

int cp_machine_cost_lists(cp_machine_t *m, const char *lat, const char *bw, cp_machine_err_t *err)
{
    int nl = 1, nb = 1;
    for (const char *s = lat; *s; s++) nl += *s == ':';
    for (const char *s = bw; *s; s++) nb += *s == ':';
    if (nl != m->depth || nb != m->depth)
        return cp_machine_fail(err, "--latency and --bandwidth need one value per level, innermost first: this machine has %d "
                          "levels (got %d and %d)", m->depth, nl, nb);
    cp_cost_file_t c;
    if (cp_cost_lists_parse(lat, bw, &c, err->msg, sizeof err->msg)) return -1;
    int rc = apply(m, &c) ? cp_machine_fail(err, "out of memory") : 0;
    cp_cost_file_free(&c);
    return rc;
}

int cp_machine_cost_read(cp_machine_t *m, const char *path, cp_machine_err_t *err)
{
    cp_cost_file_t c;
    if (cp_cost_file_read(path, &c, err->msg, sizeof err->msg)) return -1;
    int rc = 0;
    if (c.n > m->depth)
        rc = cp_machine_fail(err, "%s:%d: level %d, but this machine has %d levels (one line per level, innermost first)", path,
                        c.level[m->depth].line, m->depth + 1, m->depth);
    else if (c.n < m->depth)
        rc = cp_machine_fail(err, "%s: %d level%s, but this machine has %d (one line per level, innermost first)", path, c.n,
                        c.n == 1 ? "" : "s", m->depth);
    else if (apply(m, &c))
        rc = cp_machine_fail(err, "out of memory");
    cp_cost_file_free(&c);
    return rc;
}

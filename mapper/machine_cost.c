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
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cost_file.h"
#include "record_format.h"
#include "machine.h"
#include "machine_routes.h"

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

/* appends to m->cost_note; 0 or -1 (out of memory) */
static int note(cp_machine_t *m, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int note(cp_machine_t *m, const char *fmt, ...)
{
    char *s = NULL, *both = NULL;
    va_list ap;
    va_start(ap, fmt);
    int rc = vasprintf(&s, fmt, ap);
    va_end(ap);
    if (rc < 0) return -1;
    if (asprintf(&both, "%s%s%s", m->cost_note ? m->cost_note : "", m->cost_note ? "; " : "", s) < 0) both = NULL;
    free(s);
    if (!both) return -1;
    free(m->cost_note), m->cost_note = both;
    return 0;
}

/* The hosts in the tree's order (breadth-first: switch by switch), as
 * routes number them: host_tn[h] (room for m->ntnodes) the tnode of host
 * h, and m->core_host per core its host's number.  The count, or -1 out
 * of memory. */
static int number_hosts(cp_machine_t *m, int *host_tn)
{
    int nh = 0;
    free(m->core_host);
    if (!(m->core_host = malloc(sizeof(int) * (size_t)m->ncores))) return -1;
    for (int t = 0; t < m->ntnodes; t++) {
        if (m->tnodes[t].depth != m->host_depth) continue;
        for (int k = 0; k < m->tnodes[t].ncores; k++) m->core_host[m->tnodes[t].first_core + k] = nh;
        host_tn[nh++] = t;
    }
    return nh;
}

/* A switch line's "ports K" (cost_file.h): the links one by one, routed
 * by the destination's place in its switch (machine_routes.h), where the
 * machine is hosts under leaf switches under one top, as a probe's
 * discovered machine is; elsewhere left out, said in m->cost_note.  A
 * platform's own routes are kept.  0, or -1 out of memory. */
static int attach_ports(cp_machine_t *m, const cp_cost_file_t *c, const int *line_of)
{
    if (m->routes && cp_routes_has_latency(m->routes)) return 0;
    if (m->routes) cp_routes_free(m->routes), m->routes = NULL, free(m->core_host), m->core_host = NULL;
    int ds = -1;
    for (int d = 0; d < m->depth; d++)
        if (c->level[line_of[d]].ports > 0 && cp_machine_level_used(m, d)) ds = d;
    if (ds < 0) return 0;
    const cp_cost_level_t *sw = &c->level[line_of[ds]];
    if (ds != 1 || m->host_depth != 2 || !m->hosts) {
        return note(m, "'ports %d' on the %s line left out: the mapper follows ports where hosts sit under leaf "
                       "switches under one top (a probe's discovered machine), and this machine has %s",
                    sw->ports, sw->name, ds != 1 ? "levels of switches above that one" : "no hosts below it");
    }
    /* a host's capacity: its node's measured NIC, else one stream's at
     * the switch; a port's: the switch's uplinks together over K, else one
     * stream's across the top */
    double host_Bps = c->level[line_of[2]].uplink_Bps > 0 ? c->level[line_of[2]].uplink_Bps : sw->bandwidth_Bps;
    double port_Bps = sw->uplink_Bps > 0 ? sw->uplink_Bps / sw->ports : c->level[line_of[0]].bandwidth_Bps;
    int nh = 0, nleaves = m->tnodes[0].nchild, rc = -1;
    int *host_tn = malloc(sizeof(int) * (size_t)m->ntnodes), *leaf_of = malloc(sizeof(int) * (size_t)m->ntnodes);
    int *port_of = malloc(sizeof(int) * (size_t)m->ntnodes);
    if (!host_tn || !leaf_of || !port_of || (nh = number_hosts(m, host_tn)) < 0) goto out;
    /* a host's place in its switch is topology.conf's (what the probe
     * sorted by port; the job's hostfile may list them in any order),
     * else its rank among its leaf's children */
    for (int h = 0; h < nh; h++) {
        int t = host_tn[h], leaf = cp_tnode_parent(m, t);
        int place = m->host_place && m->host_place[t] >= 0 ? m->host_place[t] : t - m->tnodes[leaf].first_child;
        leaf_of[h] = leaf - m->tnodes[0].first_child, port_of[h] = place % sw->ports;
    }
    cp_err_t err;
    memset(&err, 0, sizeof err);
    if ((m->routes = cp_routes_new_ports(nh, leaf_of, port_of, nleaves, sw->ports, host_Bps, port_Bps, &err))) rc = 0;
out:
    if (rc) free(m->core_host), m->core_host = NULL;
    free(host_tn), free(leaf_of), free(port_of);
    return rc;
}

static int attach_pairs(cp_machine_t *m, const cp_cost_file_t *c, const char *src);
static int attach_gateways(cp_machine_t *m, const char *src);

/* Line line_of[d] of c gives depth d its latency and bandwidth. */
static int apply(cp_machine_t *m, const cp_cost_file_t *c, const int *line_of, const char *src)
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
    /* levels that hold pairs but carry another level's figures (a probe
     * with no pair there): the placement cannot tell them apart */
    char list[256] = "", from[256] = "";
    for (int d = m->depth - 1; d >= 0; d--) {
        const cp_cost_level_t *l = &c->level[line_of[d]];
        if (!l->stand_in || !cp_machine_level_used(m, d)) continue;
        snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", list[0] ? ", " : "", m->level_name[d]);
        if (!strstr(from, l->stand_in))
            snprintf(from + strlen(from), sizeof from - strlen(from), "%s%s", from[0] ? ", " : "", l->stand_in);
    }
    free(m->cost_warning);
    m->cost_warning = NULL;
    if (list[0] && asprintf(&m->cost_warning,
                            "the cost file's %s level%s not measured (the probe had no pair of ranks there) and "
                            "carr%s %s's figures: the placement cannot tell %s apart from %s; probe with two ranks or more "
                            "a node",
                            list, strchr(list, ',') ? "s were" : " was", strchr(list, ',') ? "y" : "ies", from, list,
                            from) < 0)
        m->cost_warning = NULL;
    /* uplinks: a line's applies to the subtrees whose closest common level
     * it is (a switch's uplinks on the switch's line, a node's NIC on the
     * node's) */
    free(m->up_cap), free(m->up_one), free(m->inner_cap);
    m->up_cap = NULL, m->up_one = NULL, m->inner_cap = NULL;
    int any = 0, one = 0, inner = 0;
    for (int d = 0; d < m->depth; d++) any |= c->level[line_of[d]].uplink_Bps > 0, one |= c->level[line_of[d]].uplink_one;
    for (int d = 0; d < m->depth; d++) inner |= c->level[line_of[d]].inner_Bps > 0;
    if (inner) { /* the flow model's (it needs up_cap, as a machine with links) */
        any = 1;
        if (!(m->inner_cap = calloc((size_t)m->ntnodes, sizeof *m->inner_cap))) return -1;
        for (int t = 0; t < m->ntnodes; t++)
            if (m->tnodes[t].depth < m->depth) m->inner_cap[t] = c->level[line_of[m->tnodes[t].depth]].inner_Bps;
    }
    if (any) {
        if (!(m->up_cap = calloc((size_t)m->ntnodes, sizeof *m->up_cap))) return -1;
        if (one && !(m->up_one = calloc((size_t)m->ntnodes, 1))) return -1;
        for (int t = 0; t < m->ntnodes; t++)
            if (m->tnodes[t].depth < m->depth) {
                const cp_cost_level_t *l = &c->level[line_of[m->tnodes[t].depth]];
                m->up_cap[t] = l->uplink_Bps;
                /* shared with siblings: none where it is its parent's only child */
                if (m->up_one && l->uplink_one && l->uplink_Bps > 0 && m->tnodes[t].depth > 0)
                    m->up_one[t] = m->tnodes[cp_tnode_parent(m, t)].nchild > 1;
            }
    }
    if (attach_ports(m, c, line_of)) return -1;
    if (apply_bands(m, c, line_of)) return -1;
    if (attach_pairs(m, c, src)) return -1;
    return attach_gateways(m, src);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A cost file's "pair A B LATENCY" lines (a probe's, where the latencies
 * above the leaf switches are no tree's: a dragonfly's routers): the
 * switches of topology.conf they name, all of one depth, get per pair the
 * ratio of their latency to that of the level they meet at; the time
 * objective's replay (map_time.c) multiplies a message's latency between
 * them by it.  Where the machine has no such switches (another
 * topology.conf, none) or its own routes (a platform), they are left out,
 * said in m->cost_note.  0, or -1 out of memory. */
static int attach_pairs(cp_machine_t *m, const cp_cost_file_t *c, const char *src)
{
    free(m->pair_row), free(m->pair_scale);
    m->pair_row = NULL, m->pair_scale = NULL, m->npair_sw = 0;
    if (!c->npairs) return 0;
    if (m->routes && cp_routes_has_latency(m->routes))
        return note(m, "%s's 'pair' lines left out: the platform's routes give each pair its latency", src);
    /* the switches by name (tnodes above the hosts) */
    int nsw = 0;
    char **names = m->hosts ? malloc((size_t)m->ntnodes * 2 * sizeof *names) : NULL;
    if (m->hosts && !names) return -1;
    for (int t = 0; names && t < m->ntnodes; t++)
        if (m->hosts[t] && m->tnodes[t].depth < m->host_depth) names[2 * nsw] = m->hosts[t], names[2 * nsw++ + 1] = (char *)(intptr_t)t;
    if (nsw) qsort(names, (size_t)nsw, 2 * sizeof *names, by_name);
    int *ta = malloc((size_t)c->npairs * 2 * sizeof *ta), depth = -1, rc = 0;
    if (!ta) {
        free(names);
        return -1;
    }
    /* a pair naming a switch the machine lacks is left out: a job on part
     * of the probed machine (its hostfile a part of hosts.sorted) has
     * switches under which no host of it sits; where no pair is left,
     * they name another machine's switches */
    int kept = 0, miss = -1;
    for (int i = 0; i < 2 * c->npairs; i++) {
        const char *want = i & 1 ? c->pair[i / 2].b : c->pair[i / 2].a;
        char **hit = nsw ? bsearch(&want, names, (size_t)nsw, 2 * sizeof *names, by_name) : NULL;
        ta[i] = hit ? (int)(intptr_t)hit[1] : -1;
        if (!hit) {
            if (miss < 0) miss = i;
            continue;
        }
        if (depth >= 0 && m->tnodes[ta[i]].depth != depth) {
            rc = note(m, "%s:%d: 'pair' lines left out: %s is not at the depth of the switches before it", src,
                      c->pair[i / 2].line, want);
            depth = -2;
            break;
        }
        depth = m->tnodes[ta[i]].depth;
    }
    for (int i = 0; depth >= 0 && i < c->npairs; i++) kept += ta[2 * i] >= 0 && ta[2 * i + 1] >= 0;
    free(names);
    if (depth != -2 && !kept && miss >= 0) {
        const char *want = miss & 1 ? c->pair[miss / 2].b : c->pair[miss / 2].a;
        rc = note(m, "%s:%d: 'pair' lines left out: this machine has no switch %s (they name the switches of the "
                     "topology.conf the probe wrote)", src, c->pair[miss / 2].line, want);
    }
    if (depth < 0 || !kept) {
        free(ta);
        return rc;
    }
    m->pair_depth = depth;
    if (!(m->pair_row = malloc((size_t)m->ntnodes * sizeof *m->pair_row))) rc = -1;
    for (int t = 0; !rc && t < m->ntnodes; t++) m->pair_row[t] = m->tnodes[t].depth == depth ? m->npair_sw++ : -1;
    size_t nn = (size_t)m->npair_sw * (size_t)m->npair_sw;
    if (!rc && !(m->pair_scale = malloc(nn * sizeof *m->pair_scale))) rc = -1;
    for (size_t k = 0; !rc && k < nn; k++) m->pair_scale[k] = 1;
    for (int i = 0; !rc && i < c->npairs; i++) {
        int a = ta[2 * i], b = ta[2 * i + 1];
        if (a < 0 || b < 0) continue;
        int d = depth - 1; /* the level where they meet */
        while (d > 0 && m->anc[d * m->ncores + m->tnodes[a].first_core] != m->anc[d * m->ncores + m->tnodes[b].first_core]) d--;
        if (a == b || !(m->alpha_ps[d] > 0)) continue;
        double s = c->pair[i].latency_s * 1e12 / m->alpha_ps[d];
        int ra = m->pair_row[a], rb = m->pair_row[b];
        m->pair_scale[(size_t)ra * m->npair_sw + rb] = m->pair_scale[(size_t)rb * m->npair_sw + ra] = s;
    }
    free(ta);
    if (rc) free(m->pair_row), free(m->pair_scale), m->pair_row = NULL, m->pair_scale = NULL, m->npair_sw = 0;
    return rc;
}

/* How much nearer a pair of routers of two groups must be than every other
 * pair of them to be taken for the routers that hold the groups' link: a
 * dragonfly's is a link nearer (9.07 against 12.1 us on SimGrid's), where
 * the probe's own scatter is a few percent (t-46's bar: -8% to +5%) */
#define GATEWAY_MARGIN 1.15
/* and a router of one chassis to its mate at the same place of another: a
 * dragonfly's black link joins them, the others a green link more (9.07
 * against 10.1 us and more) */
#define PLACE_MARGIN 1.05

/* Whether every switch under tnode t down to the routers (depth
 * m->pair_depth) has all its topology.conf children in the machine: where
 * the job leaves a router out, its group's nearest pair of routers and its
 * places may be no link's (a router one link from the gateway measures
 * nearest when the gateway is not there). */
static int whole(const cp_machine_t *m, int t)
{
    if (!m->switch_size) return 1;
    int lo = t, hi = t; /* t's descendants at one depth, breadth-first: a range */
    for (int d = m->tnodes[t].depth; d < m->pair_depth; d++) {
        for (int u = lo; u <= hi; u++)
            if (m->switch_size[u] > 0 && m->tnodes[u].nchild != m->switch_size[u]) return 0;
        lo = m->tnodes[lo].first_child, hi = m->tnodes[hi].first_child + m->tnodes[hi].nchild - 1;
    }
    return 1;
}

/* Says which groups attach_gateways left alone because the job holds only
 * some of their switches (part[t] set), after what it inferred elsewhere
 * (also). */
static int part_note(cp_machine_t *m, const char *src, const char *part, int also)
{
    char list[256] = "";
    int n = 0;
    for (int t = 0; t < m->ntnodes; t++) {
        int top = part[t]; /* the highest left alone: g1, not g1's chassis too */
        for (int u = t; top && u > 0;) top = !part[u = cp_tnode_parent(m, u)];
        if (top && n++ < 3)
            snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", list[0] ? ", " : "", m->hosts[t] ? m->hosts[t] : "?");
    }
    if (!n) return 0;
    return note(m, "%s's pair latencies%s not read for links inside %s%s: %s switches under which no host of this job sits "
                   "(a job on part of the machine: a group's nearest routers then need not be its links' ends)",
                src, also ? " also" : "", list, n > 3 ? ", ..." : "", n > 1 ? "they hold" : "it holds");
}

/* The routers that hold the link between two groups (a dragonfly's global
 * link), from the cost file's pair latencies: where, of every pair of
 * routers of two sibling groups above the routers, one pair is nearer than
 * all the others by GATEWAY_MARGIN, those two are the groups' gateways, and
 * the machine is routed through them (machine_routes.h's by gateways): a
 * placement that puts a group's traffic to the other on routers far from
 * the gateway loads the links to it, which the groups' summed uplink does
 * not show (the 3-D halo on SimGrid's dragonfly, docs/benchmarks.md).
 * Needs the groups' uplinks (their link's capacity, shared by the groups'
 * links to their siblings); the links toward a gateway are taken to carry
 * as much (a fabric's links alike).  Said in m->cost_note.  0, or -1 out of
 * memory. */
static int attach_gateways(cp_machine_t *m, const char *src)
{
    if (m->routes || !m->pair_scale || !m->up_cap || m->npair_sw < 4 || !m->hosts) return 0;
    int pd = m->pair_depth, ns = m->npair_sw, nc = m->ncores, ngw = 0, cap = 0, rc = -1;
    cp_gateway_t *gw = NULL;
    int *rt = malloc(sizeof(int) * (size_t)ns); /* row -> router tnode */
    int *nplace = NULL, *place = NULL, *detour = NULL;
    char *part = NULL;
    double *place_Bps = NULL;
    char *said = NULL;
    size_t said_len = 0;
    FILE *f = open_memstream(&said, &said_len);
    if (!rt || !f) goto out;
    for (int t = 0; t < m->ntnodes; t++)
        if (m->pair_row[t] >= 0) rt[m->pair_row[t]] = t;
    /* the groups a job on part of the machine holds only some routers of:
     * nothing inferred there */
    if (!(part = calloc((size_t)m->ntnodes, 1))) goto out;
    for (int p = 0; p < m->ntnodes; p++) {
        const cp_tnode_t *P = &m->tnodes[p];
        if (P->depth >= pd - 1 || P->nchild < 2) continue;
        int d = P->depth + 1;
        for (int i = 0; i < P->nchild; i++)
            for (int j = i + 1; j < P->nchild; j++) {
                int ca = P->first_child + i, cb = P->first_child + j, na = 0, nb = 0, close = 0, ba = -1, bb = -1;
                if (!whole(m, ca) || !whole(m, cb)) {
                    part[whole(m, ca) ? cb : ca] = 1;
                    continue;
                }
                double best = INFINITY, next = INFINITY;
                for (int x = 0; x < ns; x++) {
                    int in_a = m->anc[d * nc + m->tnodes[rt[x]].first_core] == ca;
                    na += in_a, nb += m->anc[d * nc + m->tnodes[rt[x]].first_core] == cb;
                    for (int y = 0; in_a && y < ns; y++) {
                        if (m->anc[d * nc + m->tnodes[rt[y]].first_core] != cb) continue;
                        double v = m->pair_scale[(size_t)x * ns + y];
                        if (v < best) next = best, best = v, ba = rt[x], bb = rt[y];
                        else if (v < next) next = v;
                    }
                }
                for (int x = 0; x < ns && best < INFINITY; x++)
                    for (int y = 0; y < ns; y++)
                        close += m->anc[d * nc + m->tnodes[rt[x]].first_core] == ca &&
                                 m->anc[d * nc + m->tnodes[rt[y]].first_core] == cb &&
                                 m->pair_scale[(size_t)x * ns + y] <= best * GATEWAY_MARGIN;
                if (na < 2 || nb < 2 || close != 1 || !(m->up_cap[ca] > 0) || !(m->up_cap[cb] > 0)) continue;
                if (ngw == cap) {
                    cp_gateway_t *g2 = realloc(gw, sizeof *gw * (size_t)(cap = cap ? 2 * cap : 8));
                    if (!g2) goto out;
                    gw = g2;
                }
                double Bps = (m->up_cap[ca] < m->up_cap[cb] ? m->up_cap[ca] : m->up_cap[cb]) / (P->nchild - 1);
                gw[ngw++] = (cp_gateway_t){ca, cb, ba, bb, Bps};
                if (ngw <= 3)
                    fprintf(f, "%s%s and %s through %s and %s (%.3g us; the next pair %.3g us)", ngw > 1 ? ", " : "",
                            m->hosts[ca] ? m->hosts[ca] : "?", m->hosts[cb] ? m->hosts[cb] : "?", m->hosts[ba] ? m->hosts[ba] : "?",
                            m->hosts[bb] ? m->hosts[bb] : "?", best * m->alpha_ps[P->depth] / 1e6,
                            next * m->alpha_ps[P->depth] / 1e6);
            }
    }
    /* places: under a group of chassis of as many routers each, every
     * router of one chassis nearest to one router of each other chassis
     * by PLACE_MARGIN, those matches one to one and agreeing across the
     * chassis (a dragonfly's blades, joined by a black link each) */
    nplace = calloc((size_t)m->ntnodes, sizeof *nplace), place = malloc(sizeof(int) * (size_t)m->ntnodes);
    place_Bps = calloc((size_t)m->ntnodes, sizeof *place_Bps), detour = malloc(sizeof(int) * (size_t)m->ntnodes);
    if (!nplace || !place || !place_Bps || !detour) goto out;
    for (int t = 0; t < m->ntnodes; t++) place[t] = detour[t] = -1;
    int nplaced = 0;
    for (int p = 0; p < m->ntnodes; p++) {
        const cp_tnode_t *P = &m->tnodes[p];
        if (P->depth != pd - 2 || P->nchild < 2) continue;
        if (!whole(m, p)) {
            part[p] = 1;
            continue;
        }
        int k = P->nchild, nr = m->tnodes[P->first_child].nchild, ok = nr >= 2;
        for (int i = 1; i < k && ok; i++) ok = m->tnodes[P->first_child + i].nchild == nr;
        if (!ok) continue;
        char *used = malloc((size_t)nr);
        if (!used) goto out;
        for (int i = 0; i < k; i++)
            for (int x = 0; x < nr; x++) place[m->tnodes[P->first_child + i].first_child + x] = i ? -1 : x;
        double near = INFINITY, far = INFINITY;
        for (int pass = 0; pass < 2 && ok; pass++) /* the first chassis's matches first: they set the places */
            for (int i = 0; i < k && ok; i++)
                for (int j = i + 1; j < k && ok; j++) {
                    if ((i == 0) != (pass == 0)) continue;
                    const cp_tnode_t *A = &m->tnodes[P->first_child + i], *B = &m->tnodes[P->first_child + j];
                    memset(used, 0, (size_t)nr);
                    for (int x = 0; x < nr && ok; x++) {
                        int rx = m->pair_row[A->first_child + x], best = -1, close = 0;
                        double v = INFINITY;
                        for (int y = 0; y < nr; y++) {
                            double w = m->pair_scale[(size_t)rx * ns + m->pair_row[B->first_child + y]];
                            if (w < v) v = w, best = y;
                        }
                        for (int y = 0; y < nr; y++) {
                            double w = m->pair_scale[(size_t)rx * ns + m->pair_row[B->first_child + y]];
                            if (w <= v * PLACE_MARGIN) close++;
                            else if (w < far) far = w;
                        }
                        if (v < near) near = v;
                        int ty = B->first_child + best, tx = A->first_child + x;
                        ok = close == 1 && !used[best];
                        used[best] = 1;
                        if (ok && pass == 0) ok = place[ty] < 0 || place[ty] == place[tx], place[ty] = place[tx];
                        else if (ok) ok = place[ty] == place[tx];
                    }
                }
        free(used);
        if (!ok) {
            for (int i = 0; i < k; i++)
                for (int x = 0; x < nr; x++) place[m->tnodes[P->first_child + i].first_child + x] = -1;
            continue;
        }
        double up = INFINITY;
        for (int i = 0; i < k; i++) up = m->up_cap[P->first_child + i] > 0 && m->up_cap[P->first_child + i] < up ? m->up_cap[P->first_child + i] : up;
        nplace[p] = nr, place_Bps[p] = up < INFINITY ? up / nr : 0, nplaced++;
        /* a chassis whose own routers are farther apart than two mates'
         * link detours through the one chassis whose routers are not */
        int hub = -1, nhub = 0;
        double mate = near * m->alpha_ps[P->depth];
        for (int i = 0; i < k; i++) {
            const cp_tnode_t *C = &m->tnodes[P->first_child + i];
            double in = INFINITY;
            for (int x = 0; x < nr; x++)
                for (int y = x + 1; y < nr; y++) {
                    double w = m->pair_scale[(size_t)m->pair_row[C->first_child + x] * ns + m->pair_row[C->first_child + y]];
                    in = w < in ? w : in;
                }
            in *= m->alpha_ps[C->depth];
            detour[P->first_child + i] = in > mate * PLACE_MARGIN ? -2 : -1;
            if (in <= mate * PLACE_MARGIN) hub = P->first_child + i, nhub++;
        }
        if (nplaced <= 2)
            fprintf(f, "%s%s's %d switches of %d, linked at %d places (%.3g us; the next %.3g us)", ngw || nplaced > 1 ? "; " : "",
                    m->hosts[p] ? m->hosts[p] : "?", k, nr, nr, near * m->alpha_ps[P->depth] / 1e6, far * m->alpha_ps[P->depth] / 1e6);
        for (int i = 0; i < k; i++) {
            int C = P->first_child + i;
            if (detour[C] != -2) continue;
            detour[C] = nhub == 1 ? hub : -1;
            if (nhub == 1 && nplaced <= 2)
                fprintf(f, ", %s's own through %s's (as far apart as across them)", m->hosts[C] ? m->hosts[C] : "?",
                        m->hosts[hub] ? m->hosts[hub] : "?");
        }
    }
    if (fclose(f)) {
        f = NULL;
        goto out;
    }
    f = NULL;
    rc = 0;
    if (!ngw && !nplaced) {
        rc = part_note(m, src, part, 0);
        goto out;
    }
    rc = -1;
    int nh = 0, *host_tn = malloc(sizeof(int) * (size_t)m->ntnodes), *parent = malloc(sizeof(int) * (size_t)m->ntnodes);
    double *up = malloc(sizeof(double) * (size_t)m->ntnodes), link_Bps = INFINITY;
    if (!host_tn || !parent || !up || (nh = number_hosts(m, host_tn)) < 0) {
        free(host_tn), free(parent), free(up), free(m->core_host), m->core_host = NULL;
        goto out;
    }
    for (int t = 0; t < m->ntnodes; t++) parent[t] = cp_tnode_parent(m, t), up[t] = m->up_cap[t];
    for (int i = 0; i < ngw; i++) link_Bps = gw[i].Bps < link_Bps ? gw[i].Bps : link_Bps;
    /* a place's link is one link: the gateways' measured one where there
     * is one (a chassis's uplink sums links its routes do not load alike:
     * SimGrid's second chassis reaches the first's other routers without
     * a black link, and measured 45.3 GB/s where a link carries 9.28),
     * else the chassis's uplink over its places */
    for (int t = 0; t < m->ntnodes && !(link_Bps < INFINITY); t++)
        if (nplace[t] > 0 && place_Bps[t] > 0) link_Bps = place_Bps[t];
    for (int t = 0; t < m->ntnodes; t++)
        if (nplace[t] > 0 && (ngw || !(place_Bps[t] > 0))) place_Bps[t] = link_Bps;
    if (!(link_Bps < INFINITY)) link_Bps = 1e30;
    cp_err_t err;
    memset(&err, 0, sizeof err);
    m->routes = cp_routes_new_gateways(nh, m->ntnodes, parent, host_tn, up, ngw, gw, link_Bps, nplaced ? nplace : NULL, place,
                                       place_Bps, detour, (const char *const *)m->hosts, &err);
    free(host_tn), free(parent), free(up);
    if (!m->routes) {
        free(m->core_host), m->core_host = NULL;
        goto out;
    }
    rc = note(m, "%s's pair latencies show %s, the traffic routed through them: %s%s", src,
              ngw && nplaced ? "the routers that hold the links between groups (gateways) and the places where their switches "
                               "are linked"
              : ngw ? "the routers that hold the links between groups (gateways)"
                    : "the places where switches of a group are linked",
              said, ngw > 3 || nplaced > 2 ? ", ..." : "");
    if (!rc) rc = part_note(m, src, part, 1);
out:
    if (f) fclose(f);
    free(said), free(rt), free(gw), free(nplace), free(place), free(place_Bps), free(detour), free(part);
    return rc;
}

/* Whether a cost file's level name is a word for a level of some machine
 * (what the mapper and the probe name levels), so that a name that is none
 * (a typo: "sockt") is refused, not taken for another level. */
int cp_machine_level_word(const char *s)
{
    static const char *words[] = {"socket", "package", "numa", "l3", "node", "network", "net", "top", "switch", NULL};
    for (const char **w = words; *w; w++)
        if (!strcmp(s, *w)) return 1;
    const char *digits = !strncmp(s, "switch", 6) ? s + 6 : !strncmp(s, "level", 5) ? s + 5 : NULL;
    if (!digits || !*digits) return 0;
    while (*digits >= '0' && *digits <= '9') digits++;
    return !*digits;
}

/* The depth of m a file's level name stands for: its own name, or the
 * same level under another usual name (socket and package; network, net
 * and top for the outermost level above the nodes); -1: none. */
static int level_depth(const cp_machine_t *m, const char *s)
{
    for (int d = 0; d < m->depth; d++)
        if (!strcmp(m->level_name[d], s)) return d;
    int outer = !strcmp(s, "network") || !strcmp(s, "net") || !strcmp(s, "top");
    int sock = !strcmp(s, "socket") || !strcmp(s, "package");
    for (int d = 0; d < m->depth; d++) {
        const char *n = m->level_name[d];
        if (outer && d == 0 && (!strcmp(n, "network") || !strcmp(n, "top"))) return d;
        if (sock && (!strcmp(n, "socket") || !strcmp(n, "package"))) return d;
    }
    return -1;
}

/* Which line of c each depth takes.  By name: every line names a level
 * (a probe's file does; the order of the lines does not matter), each
 * level that holds pairs of cores must have its line, a name that is no
 * level word is refused (a typo must not move a level's costs to
 * another), and a level word this machine lacks (numa on a machine
 * without NUMA nodes) is left out, said in m->cost_note.  Lists
 * (--latency/--bandwidth) and files whose lines are named level1,
 * level2, ... go by position, innermost first: one line per level, or one
 * per level that holds pairs.  Levels of one child (the network above a
 * single node) cost nothing and may be left out: they take the level
 * inside.  -1 with a message naming the machine's levels and the file's. */
static int match(cp_machine_t *m, const cp_cost_file_t *c, const char *src, int *line_of, cp_err_t *err)
{
    int used[CP_MACHINE_MAX_DEPTH], nused = 0, positional = 1;
    for (int d = m->depth - 1; d >= 0; d--)
        if ((used[d] = cp_machine_level_used(m, d))) nused++;
    for (int i = 0; i < c->n; i++)
        positional &= !strncmp(c->level[i].name, "level", 5) && cp_machine_level_word(c->level[i].name);
    char have[256], want[256] = "", file[256] = "";
    cp_machine_level_list(m, have, sizeof have);
    for (int d = m->depth - 1; d >= 0; d--)
        if (used[d]) snprintf(want + strlen(want), sizeof want - strlen(want), "%s%s", want[0] ? ", " : "", m->level_name[d]);
    for (int i = 0; i < c->n; i++)
        snprintf(file + strlen(file), sizeof file - strlen(file), "%s%s", i ? ", " : "", c->level[i].name);
    if (!positional) {
        char ignored[256] = "";
        for (int d = 0; d < m->depth; d++) line_of[d] = -1;
        for (int i = 0; i < c->n; i++) {
            const cp_cost_level_t *l = &c->level[i];
            int d = level_depth(m, l->name);
            if (d < 0 && !cp_machine_level_word(l->name))
                return cp_machine_fail(err, "%s:%d: '%s' is not a level (this machine's levels, innermost first, are %s): "
                                            "name each line by its level", src, l->line, l->name, have);
            if (d < 0) {
                snprintf(ignored + strlen(ignored), sizeof ignored - strlen(ignored), "%s%s", ignored[0] ? ", " : "", l->name);
                continue;
            }
            if (line_of[d] >= 0)
                return cp_machine_fail(err, "%s:%d: '%s' is the %s level again (line %d named it '%s')", src, l->line,
                                       l->name, m->level_name[d], c->level[line_of[d]].line, c->level[line_of[d]].name);
            line_of[d] = i;
        }
        /* L3 caches (an AMD socket's CCXs) that no line names: the
         * package's costs, said (the probe measures no such level) */
        int l3_stand_in = 0;
        for (int d = m->depth - 1; d > 0; d--)
            if (line_of[d] < 0 && used[d] && !strcmp(m->level_name[d], "l3") && line_of[d - 1] >= 0)
                line_of[d] = line_of[d - 1], l3_stand_in = d;
        /* single-socket nodes (a hostfile's slots): the pairs of a node are
         * its socket's, and a file written for them names them 'node'
         * (the probe writes the other way round: node, stand-in socket) */
        int node_stand_in = 0;
        for (int d = m->depth - 1; d > 0; d--)
            if (line_of[d] < 0 && used[d] && (!strcmp(m->level_name[d], "socket") || !strcmp(m->level_name[d], "package")) &&
                !strcmp(m->level_name[d - 1], "node") && !used[d - 1] && line_of[d - 1] >= 0)
                line_of[d] = line_of[d - 1], node_stand_in = d;
        for (int d = m->depth - 1; d >= 0; d--)
            if (line_of[d] < 0 && used[d])
                return cp_machine_fail(err, "%s gives %d level%s (%s), but this machine's levels, innermost first, are %s "
                                            "(%d), of which %s hold pairs of cores: no line for '%s'",
                                       src, c->n, c->n == 1 ? "" : "s", file, have, m->depth, want, m->level_name[d]);
        for (int d = m->depth - 1; d >= 0; d--) /* unnamed levels of one child: the level inside */
            if (line_of[d] < 0) line_of[d] = d + 1 < m->depth ? line_of[d + 1] : -1;
        for (int d = 0; d < m->depth; d++) /* the innermost unnamed and unused: any line costs nothing there */
            if (line_of[d] < 0) line_of[d] = 0;
        free(m->cost_note);
        m->cost_note = NULL;
        /* a probe's switches given without their topology.conf (the
         * README's quick start once left it out): say where they come from */
        int sw_lost = !!strstr(ignored, "switch");
        for (int d = 0; d < m->depth && sw_lost; d++) sw_lost = strncmp(m->level_name[d], "switch", 6) != 0;
        if (ignored[0] && asprintf(&m->cost_note, "%s names level%s this machine lacks, left out: %s%s", src,
                                   strchr(ignored, ',') ? "s" : "", ignored,
                                   sw_lost ? " (the switches above the nodes come from a topology.conf: --switches; "
                                             "commprof-probe --discover writes one beside its cost file)"
                                           : "") < 0)
            m->cost_note = NULL;
        if (node_stand_in) {
            char *was = m->cost_note;
            if (asprintf(&m->cost_note, "%s%s%s has no %s line: each node of this machine is one %s, whose pairs of cores "
                                        "take the node line's costs",
                         was ? was : "", was ? "; " : "", src, m->level_name[node_stand_in], m->level_name[node_stand_in]) < 0)
                m->cost_note = was;
            else
                free(was);
        }
        if (l3_stand_in) {
            char *was = m->cost_note;
            if (asprintf(&m->cost_note, "%s%s%s has no l3 line: the L3 caches take the %s line's costs (a line 'l3 "
                                        "LATENCY BANDWIDTH' gives their own)",
                         was ? was : "", was ? "; " : "", src, c->level[line_of[l3_stand_in]].name) < 0)
                m->cost_note = was;
            else
                free(was);
        }
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
    return cp_machine_fail(err,
                           "%s gives %d level%s (%s), but this machine's levels, innermost first, are %s (%d), of which "
                           "%s hold pairs of cores: give one value per level in that order, or per level that holds pairs",
                           src, c->n, c->n == 1 ? "" : "s", file, have, m->depth, want);
}

int cp_machine_cost_lists(cp_machine_t *m, const char *lat, const char *bw, cp_err_t *err)
{
    cp_cost_file_t c;
    if (cp_cost_lists_parse(lat, bw, &c, err)) return -1;
    int line_of[CP_MACHINE_MAX_DEPTH], rc = 0;
    int nl = 1, nb = 1;
    for (const char *s = lat; *s; s++) nl += *s == ':';
    for (const char *s = bw; *s; s++) nb += *s == ':';
    if (nl != nb) rc = cp_machine_fail(err, "--latency has %d values and --bandwidth %d: one per level each", nl, nb);
    else if (m->depth > CP_MACHINE_MAX_DEPTH || match(m, &c, "--latency/--bandwidth", line_of, err)) rc = -1;
    else if (apply(m, &c, line_of, "--latency/--bandwidth")) rc = cp_machine_fail(err, "out of memory");
    cp_cost_file_free(&c);
    return rc;
}

int cp_machine_cost_apply(cp_machine_t *m, const cp_cost_file_t *c, const char *src, cp_err_t *err)
{
    int line_of[CP_MACHINE_MAX_DEPTH];
    if (m->depth > CP_MACHINE_MAX_DEPTH || match(m, c, src, line_of, err)) return -1;
    if (apply(m, c, line_of, src)) return cp_machine_fail(err, "out of memory");
    memcpy(m->tcp, c->tcp, sizeof m->tcp);
    return 0;
}

int cp_machine_cost_read(cp_machine_t *m, const char *path, cp_err_t *err)
{
    cp_cost_file_t c;
    if (cp_cost_file_read(path, &c, err)) return -1;
    int rc = cp_machine_cost_apply(m, &c, path, err);
    cp_cost_file_free(&c);
    return rc;
}

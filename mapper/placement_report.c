/* What the mapper says (mapper_cli.h): the rankfile's header, the report
 * on stderr, and the placement report, a page in the analyzer's style: the
 * traffic matrix in the order of the profiled placement and of the new
 * one side by side, the machine's groups (nodes, switches) drawn and
 * named, and the traffic and the modeled cost crossing each level before
 * and after, with the measured times where given. */
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "machine_routes.h"
#include "mapper_cli.h"
#include "rankfile_write.h"
#include "report.h"

static int lbmodel(const cp_machine_t *m) { return m->alpha_ps != NULL; }

void cp_mapper_header(const cp_mapper_cli_t *o, const cp_machine_t *m, const cp_portfolio_t *p, int chosen, char *buf,
                      size_t len)
{
    const cp_result_t *b = &p->res[chosen], *z = &p->res[0];
    double u = lbmodel(m) ? 1e-12 : 1;
    const char *us = lbmodel(m) ? " s" : "";
    char how[1024];
    if (o->placement) /* a placement given (commprof-run writes its rankfile so): where it came from */
        snprintf(how, sizeof how, "the placement in %s", o->placement);
    else
        snprintf(how, sizeof how, "strategy %s (chosen: %s, seed %u), levels %s, passes %d, objective %s", o->strategy,
                 b->name, b->seed, o->levels, o->passes, o->obj_time ? "time" : o->obj_links ? "links" : o->obj_max ? "max" : "sum");
    snprintf(buf, len,
             "commprof mapper: %s, %s\n"
             "%s %.6g%s (%s %.6g%s, ratio %.4f); max per rank %.6g%s (%s %.6g%s)",
             o->gpath, how,
             lbmodel(m) ? "modeled cost (latency x messages + bytes / bandwidth, summed over pairs: compare ratios)"
                        : "cost J/2",
             b->cost * u, us, z->name, z->cost * u, us, z->cost > 0 ? b->cost / z->cost : 1.0, b->cost_max * u, us,
             z->name, z->cost_max * u, us);
    if (p->replay_kept)
        snprintf(buf + strlen(buf), len - strlen(buf),
                 "\nkept as %s: the trace replayed on the machine says the next best (%s) would end at %.6g s, %s at %.6g s%s",
                 z->name, p->res[p->best].name, p->replay_chosen, z->name, p->replay_base,
                 p->replay_chosen < p->replay_base ? " (less than 1% apart: within the replay's error)" : "");
    else if (p->replay_chosen > 0)
        snprintf(buf + strlen(buf), len - strlen(buf), "\nthe trace replayed on the machine: %s ends at %.6g s, %s at %.6g s%s",
                 b->name, p->replay_chosen, z->name, p->replay_base, p->replay_base_cut ? " or later" : "");
    else if (chosen == 0 && p->best != 0)
        snprintf(buf + strlen(buf), len - strlen(buf),
                 "\nkept as %s: the best (%s) was %.2f%% cheaper, less than --min-gain %g%%", z->name,
                 p->res[p->best].name, 100 * (1 - p->res[p->best].cost / z->cost), o->min_gain);
    else if (chosen == 0 && p->nres > 1 && strcmp(o->strategy, "identity"))
        snprintf(buf + strlen(buf), len - strlen(buf), "\nkept as %s: no placement found is cheaper", z->name);
    if (!m->hosts && cp_out_format_parse(o->format) != CP_OUT_PERM) /* --hierarchy: no host has a name */
        snprintf(buf + strlen(buf), len - strlen(buf),
                 "\nhosts node0, node1, ... are placeholders (--hierarchy names no hosts): replace them, or map with "
                 "--hostfile for a rankfile mpirun can use");
}

/* what the report calls link id: a routed link by SimGrid's name, else
 * the subtree whose uplinks it is */
static void link_name(const cp_machine_t *m, int id, char *buf, size_t len)
{
    /* the groups that share its link (up_one: its siblings) besides it */
    int peers = !m->routes && m->up_one && m->up_one[id] ? m->tnodes[cp_tnode_parent(m, id)].nchild - 1 : 0;
    if (peers && m->hosts && m->hosts[id]) snprintf(buf, len, "the one link of %s and %d more groups", m->hosts[id], peers);
    else if (m->routes) cp_routes_link_name(m->routes, id, buf, len);
    else if (m->hosts && m->hosts[id]) snprintf(buf, len, "%s", m->hosts[id]);
    else snprintf(buf, len, "tnode %d", id);
}

/* each link's time under a placement: a routed link's bytes over its
 * bandwidth, else a subtree's crossing bytes / 2 / its uplinks'; -1 */
static int link_times(const cp_graph_t *g, const cp_machine_t *m, const int *core_of, double *t)
{
    if (m->routes) {
        if (cp_map_route_loads(g, m, core_of, t)) return -1;
        for (int l = 0; l < cp_routes_nlinks(m->routes); l++) t[l] /= cp_routes_capacity(m->routes, l);
        return 0;
    }
    if (cp_map_link_loads(g, m, core_of, t)) return -1;
    for (int i = 0; i < m->ntnodes; i++) t[i] = m->up_cap[i] > 0 ? t[i] / 2 / m->up_cap[i] : 0;
    /* a link siblings share (up_one): once, on the first of them */
    for (int i = 0; m->up_one && i < m->ntnodes; i++)
        if (m->up_one[i] && m->tnodes[cp_tnode_parent(m, i)].first_child != i) t[i] = 0;
    return 0;
}

/* The links either placement loads, those `after` loads most first (the
 * first `top` of them in order: a selection, few links are loaded), with
 * each link's time under both; links_free after.  -1 where not known. */
typedef struct {
    int n, *ord;     /* the links loaded, in ord[0 .. n) */
    double *t0, *t1; /* per link: its time before and after */
} ranked_links_t;
static void links_free(ranked_links_t *v) { free(v->ord), free(v->t0), free(v->t1); }
static int links_ranked(const cp_graph_t *g, const cp_machine_t *m, const int *before, const int *after, int top,
                        ranked_links_t *v)
{
    int n = m->routes ? cp_routes_nlinks(m->routes) : m->ntnodes;
    *v = (ranked_links_t){0, malloc((size_t)n * sizeof *v->ord), malloc((size_t)n * sizeof *v->t0),
                          malloc((size_t)n * sizeof *v->t1)};
    if (!v->ord || !v->t0 || !v->t1 || link_times(g, m, before, v->t0) || link_times(g, m, after, v->t1))
        return links_free(v), -1;
    double *t0 = v->t0, *t1 = v->t1;
    for (int i = 0; i < n; i++)
        if (m->routes ? t1[i] > 0 || t0[i] > 0 : m->up_cap[i] > 0 && m->tnodes[i].depth < m->host_depth + 1)
            v->ord[v->n++] = i;
    for (int k = 0; k < top && k < v->n; k++) {
        int b = k;
        for (int i = k + 1; i < v->n; i++)
            if (t1[v->ord[i]] > t1[v->ord[b]]) b = i;
        int l = v->ord[b];
        v->ord[b] = v->ord[k], v->ord[k] = l;
    }
    return 0;
}

static const char *links_unit(const cp_machine_t *m)
{
    return !m->routes                           ? "crossing bytes / 2 / uplink bandwidth"
           : cp_routes_has_latency(m->routes)   ? "the bytes it carries / its bandwidth, on SimGrid's routes"
           : cp_routes_by_gateways(m->routes)   ? "the bytes it carries / its bandwidth, on the routes the pair latencies show"
                                                : "the bytes it carries / its bandwidth, on the routes by port";
}

/* the five links the chosen placement loads most, each against the
 * baseline's load */
static void say_links(const cp_graph_t *g, const cp_machine_t *m, const cp_result_t *res, int chosen)
{
    ranked_links_t v;
    if (links_ranked(g, m, res[0].core_of, res[chosen].core_of, 5, &v)) return;
    fprintf(stderr, "mapper: links, most loaded first (%s), %s against %s:", links_unit(m), res[chosen].name, res[0].name);
    for (int k = 0; k < 5 && k < v.n; k++) {
        char name[160];
        link_name(m, v.ord[k], name, sizeof name);
        fprintf(stderr, "%s %s %.4g s (%.4g s)", k ? "," : "", name, v.t1[v.ord[k]], v.t0[v.ord[k]]);
    }
    fputc('\n', stderr);
    links_free(&v);
}

void cp_mapper_say(const cp_mapper_cli_t *o, const cp_graph_t *g, const cp_machine_t *m, const cp_portfolio_t *p,
                   int chosen, double tread, double ttotal)
{
    double u = lbmodel(m) ? 1e-12 : 1;
    const char *us = lbmodel(m) ? " s" : "";
    const cp_result_t *res = p->res;
    char cw[32];
    fprintf(stderr, "mapper: %d ranks on %d %s, %lld edges, read in %.3f s; %d member run%s on %d thread%s\n",
            g->vertnbr, m->ncores, cp_machine_cores_word(m, cw, sizeof cw), (long long)g->edgenbr / 2, tread, p->nres - 1, p->nres == 2 ? "" : "s", p->nthreads,
            p->nthreads == 1 ? "" : "s");
    for (int i = 0; i < p->nres; i++) {
        char links[48] = ""; /* only where the machine gives its links */
        if (m->up_cap) snprintf(links, sizeof links, "  links %.4g s", res[i].cost_links);
        char time[48] = ""; /* only with --objective time */
        if (o->obj_time)
            snprintf(time, sizeof time,
                     res[i].cost_time < 0       ? "  time -"
                     : res[i].time_bound == 1 ? "  time >%.6g s"
                     : res[i].time_bound      ? "  time cut %.6g s"
                                              : "  time %.6g s",
                     res[i].cost_time);
        char same[96] = ""; /* its time is that member's replay */
        if (res[i].twin_of > 0) snprintf(same, sizeof same, "  same as %s seed %u", res[res[i].twin_of - 1].name, res[res[i].twin_of - 1].seed);
        fprintf(stderr, "mapper: %-22s seed %-3u cost %.6g%s  max %.6g%s%s%s  %s %.3f s%s%s\n", res[i].name, res[i].seed,
                res[i].cost * u, us, res[i].cost_max * u, us, links, time, res[i].valid ? "valid" : "INVALID", res[i].secs,
                same, i == chosen ? "  <- chosen" : "");
    }
    if (p->replay_kept)
        fprintf(stderr, "mapper: kept as %s: the trace replayed on the machine says the next best (%s) would end at "
                        "%.6g s, %s at %.6g s%s\n",
                res[0].name, res[p->best].name, p->replay_chosen, res[0].name, p->replay_base,
                p->replay_chosen < p->replay_base ? " (less than 1% apart: within the replay's error)" : "");
    else if (p->replay_chosen > 0)
        fprintf(stderr, "mapper: the trace replayed on the machine: %s ends at %.6g s, %s at %.6g s%s (%.3f times faster%s)\n",
                res[chosen].name, p->replay_chosen, res[0].name, p->replay_base, p->replay_base_cut ? " or later" : "",
                p->replay_base / p->replay_chosen,
                p->replay_base_cut ? " or more: its replay was cut there, --all-times replays it to the end" : "");
    else if (chosen == 0 && p->best != 0)
        fprintf(stderr, "mapper: kept as %s: the best (%s) is %.2f%% cheaper, less than --min-gain %g%%\n",
                res[0].name, res[p->best].name, 100 * (1 - res[p->best].cost / res[0].cost), o->min_gain);
    else if (chosen == 0 && p->nres > 1 && strcmp(o->strategy, "identity"))
        fprintf(stderr, "mapper: kept as %s: no placement found is cheaper (%d member run%s)\n", res[0].name,
                p->nres - 1, p->nres == 2 ? "" : "s");
    /* the links the placement loads, the most loaded first, against the baseline's */
    if (m->routes || m->up_cap) say_links(g, m, res, chosen);
    double lev[CP_MACHINE_MAX_DEPTH + 1];
    cp_map_level_traffic(g, m, res[chosen].core_of, lev);
    /* by the level a pair shares, innermost first, the levels that hold pairs */
    fprintf(stderr, lbmodel(m) ? "mapper: modeled time by the level a pair shares (pairs summed, no overlap):"
                               : "mapper: weight by the level a pair shares:");
    if (lev[m->depth] > 0) fprintf(stderr, " same core %.4g%s,", lev[m->depth] * u, us);
    for (int d = m->depth - 1, first = 1; d >= 0; d--) {
        if (!cp_machine_level_used(m, d)) continue;
        fprintf(stderr, "%s %s %.4g%s", first ? "" : ",", m->level_name[d], lev[d] * u, us);
        first = 0;
    }
    fputc('\n', stderr);
    /* how far from the best any placement can reach, where the graph is a
     * grid whose axes carry nearly all of it (else the bound, though it
     * holds, says little) */
    int gd[3];
    double share, lb = !lbmodel(m) && cp_grid_reading(g, m, gd) == 0 ? cp_grid_bound(g, m, gd, &share) : -1;
    if (lb > 0 && share >= 0.9) {
        fprintf(stderr, "mapper: lower bound %.10g (the graph as a %d x %d x %d grid; no placement costs less): ", lb,
                gd[0], gd[1], gd[2]);
        if (res[chosen].cost <= lb) fprintf(stderr, "this placement reaches it, so it is optimal\n");
        else fprintf(stderr, "this placement is at most %.2f%% above the optimum\n", 100 * (res[chosen].cost / lb - 1));
    }
    fprintf(stderr, "mapper: total %.3f s\n", ttotal);
}

/* ---- the HTML placement report ------------------------------------------ */

static void esc(FILE *f, const char *s)
{
    for (; s && *s; s++)
        if (*s == '<') fputs("&lt;", f);
        else if (*s == '&') fputs("&amp;", f);
        else if (*s == '"') fputs("&quot;", f);
        else fputc(*s, f);
}

/* Display order of a placement: ranks by the core they sit on (cores are
 * numbered depth first, so the machine's subtrees are contiguous), and the
 * groups of ranks of each level that holds pairs (nodes, then what holds
 * them), named after the machine's tnodes. */
typedef struct view {
    uint32_t *order;
    cp_heat_groups_t lv[8];
    uint32_t *start[8];
    char **names[8];
    uint32_t nlv;
} view_t;

static void view_free(view_t *v)
{
    free(v->order);
    for (uint32_t k = 0; k < v->nlv; k++) {
        free(v->start[k]);
        for (uint32_t i = 0; v->names[k] && i < v->lv[k].n; i++) free(v->names[k][i]);
        free(v->names[k]);
    }
}

static const int *by_core_of;
static int by_core(const void *a, const void *b)
{
    int x = by_core_of[*(const uint32_t *)a], y = by_core_of[*(const uint32_t *)b];
    return (x > y) - (x < y);
}

static int view_make(const cp_machine_t *m, const int *core_of, uint32_t n, view_t *v)
{
    memset(v, 0, sizeof *v);
    if (!(v->order = malloc((n ? n : 1) * sizeof *v->order))) return -1;
    for (uint32_t r = 0; r < n; r++) v->order[r] = r;
    by_core_of = core_of;
    qsort(v->order, n, sizeof *v->order, by_core);
    /* levels from the hosts outwards: group boundaries where the rank at
     * display position i sits under another tnode of that depth */
    for (int d = m->host_depth; d >= 0 && v->nlv < 8; d--) {
        if (d < m->host_depth && !cp_machine_level_used(m, d)) continue;
        if (d < m->host_depth && d == 0 && v->nlv > 1) continue; /* the root holds everything */
        uint32_t k = v->nlv;
        v->start[k] = malloc((n + 1) * sizeof *v->start[k]);
        v->names[k] = calloc(n + 1, sizeof *v->names[k]);
        if (!v->start[k] || !v->names[k]) return -1;
        uint32_t g = 0;
        int prev = -1;
        for (uint32_t i = 0; i < n; i++) {
            int t = m->anc[d * m->ncores + core_of[v->order[i]]];
            if (t == prev) continue;
            char nm[64], buf[64];
            if (d == m->host_depth) snprintf(nm, sizeof nm, "%s", cp_core_host(m, core_of[v->order[i]], buf, sizeof buf));
            else if (m->hosts && m->hosts[t]) snprintf(nm, sizeof nm, "%s", m->hosts[t]); /* a switch's name */
            else snprintf(nm, sizeof nm, "%s %u", m->level_name[d], g);
            v->start[k][g] = i;
            if (!(v->names[k][g] = strdup(nm))) return -1;
            g++;
            prev = t;
        }
        v->start[k][g] = n;
        v->lv[k] = (cp_heat_groups_t){d == m->host_depth ? "node" : "switch", g, v->start[k],
                                      (const char *const *)v->names[k]};
        v->nlv++;
        if (g <= 1) { /* one group: nothing to draw */
            free(v->start[k]);
            for (uint32_t i = 0; i < g; i++) free(v->names[k][i]);
            free(v->names[k]);
            v->nlv--;
        }
    }
    return 0;
}

/* bytes and messages (both directions) whose pair's closest common level is
 * each depth, in a placement */
static void crossing(const cp_matrix_t *mat, const cp_machine_t *m, const int *core_of, double *bytes, double *msgs)
{
    for (int d = 0; d <= m->depth; d++) bytes[d] = msgs[d] = 0;
    for (uint32_t r = 0; r < mat->n; r++)
        for (int64_t k = mat->rowptr[r]; k < mat->rowptr[r + 1]; k++) {
            uint32_t s = mat->dst[k];
            if (s == r || s >= mat->n) continue;
            int d = cp_core_lca(m, core_of[r], core_of[s]);
            bytes[d] += (double)mat->bytes[k];
            msgs[d] += mat->msgs ? (double)mat->msgs[k] : 0;
        }
}

/* The links the placement loads most (LINKS_SHOWN), before and after, where
 * the machine gives its links (a platform's routes, a cost file's uplinks
 * or ports) */
#define LINKS_SHOWN 20
static void links_html(FILE *f, const cp_graph_t *g, const cp_machine_t *m, const cp_result_t *z, const cp_result_t *b)
{
    ranked_links_t v;
    if (!(m->routes || m->up_cap) || links_ranked(g, m, z->core_of, b->core_of, LINKS_SHOWN, &v)) return;
    fprintf(f, "<h2>The links, most loaded first</h2>\n<table id=\"links\"><tr><th class=\"name\">link</th>"
               "<th>after (s)</th><th>before (s)</th></tr>\n");
    for (int k = 0; k < LINKS_SHOWN && k < v.n; k++) {
        char name[160];
        link_name(m, v.ord[k], name, sizeof name);
        fputs("<tr><td class=\"name\">", f);
        esc(f, name);
        fprintf(f, "</td><td>%.4g</td><td>%.4g</td></tr>\n", v.t1[v.ord[k]], v.t0[v.ord[k]]);
    }
    fprintf(f, "</table>\n<p class=\"note\">Each link's load: %s, the whole job's traffic at once (what the link "
               "objective minimizes; the replay also sees when).  %d of %d link%s shown, those after loads most; "
               "before: %s, after: %s.</p>\n",
            links_unit(m), v.n < LINKS_SHOWN ? v.n : LINKS_SHOWN, v.n, v.n == 1 ? "" : "s", z->name, b->name);
    links_free(&v);
}

int cp_placement_html(FILE *f, const cp_mapper_cli_t *o, const cp_matrix_t *mat, const cp_graph_t *g,
                      const cp_machine_t *m, const cp_portfolio_t *p, int chosen)
{
    const cp_result_t *z = &p->res[0], *b = &p->res[chosen];
    uint32_t n = (uint32_t)g->vertnbr;
    double u = lbmodel(m) ? 1e-12 : 1;
    const char *unit = lbmodel(m) ? " s" : "";
    fputs("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>commprof placement</title>\n"
          "<style>body{font-family:sans-serif;margin:2em;max-width:1300px}"
          "table{border-collapse:collapse}td,th{padding:2px 10px;text-align:right;border-bottom:1px solid #ddd}"
          "th{background:#f4f4f4}td.name{text-align:left}.fig{display:inline-block;vertical-align:top;margin:1em 1em 0 0}"
          ".note{color:#444;font-size:90%;max-width:1000px}</style>\n</head><body>\n"
          "<h1>commprof placement report</h1>\n<p>Input: ", f);
    esc(f, o->gpath);
    char cw[32];
    fprintf(f, "; %u ranks on %d %s; levels, innermost first: ", n, m->ncores, cp_machine_cores_word(m, cw, sizeof cw));
    char lv[256];
    cp_machine_level_list(m, lv, sizeof lv);
    esc(f, lv);
    fputs(".</p>\n<table id=\"summary\"><tr><th></th><th class=\"name\">placement</th><th>modeled cost</th>"
          "<th>ratio</th><th>predicted</th><th>measured</th></tr>\n", f);
    double tz = 0, tb = 0, pz = 0, pb = 0;
    int has_measured = o->measured && sscanf(o->measured, "%lf:%lf", &tz, &tb) == 2;
    int has_predicted = o->predicted && sscanf(o->predicted, "%lf:%lf", &pz, &pb) == 2;
    /* else the mapper's own replay of the trace, where it made one: the
     * default's time objective (the baseline and the chosen or next
     * best), or --objective time's ends */
    int replayed = 0, over = 0; /* over: the baseline's replay was cut, pz is a bound */
    if (!has_predicted && p->replay_chosen > 0)
        replayed = 1, pz = p->replay_base, pb = p->replay_kept ? p->replay_base : p->replay_chosen,
        over = p->replay_base_cut;
    else if (!has_predicted && o->obj_time && z->cost_time > 0 && b->cost_time > 0 && !b->time_bound)
        replayed = 1, pz = z->cost_time, pb = b->cost_time, over = z->time_bound != 0;
    has_predicted |= replayed;
    fprintf(f, "<tr><th>before</th><td class=\"name\">%s</td><td id=\"cost-before\">%.6g%s</td><td>1</td>"
               "<td id=\"predicted-before\">",
            z->name, z->cost * u, unit);
    if (has_predicted) fprintf(f, "%.*f s%s", replayed ? 6 : 3, pz, over ? " or later" : "");
    fputs("</td><td id=\"time-before\">", f);
    if (has_measured) fprintf(f, "%.3f s", tz);
    fprintf(f, "</td></tr>\n<tr><th>after</th><td class=\"name\">%s</td><td id=\"cost-after\">%.6g%s</td><td id=\"ratio\">%.4f</td>"
               "<td id=\"predicted-after\">",
            b->name, b->cost * u, unit, z->cost > 0 ? b->cost / z->cost : 1.0);
    if (has_predicted) fprintf(f, "%.*f s (speedup %.3f%s)", replayed ? 6 : 3, pb, pz / pb, over ? " or more" : "");
    fputs("</td><td id=\"time-after\">", f);
    if (has_measured) fprintf(f, "%.3f s (speedup %.3f)", tb, tz / tb);
    fputs("</td></tr>\n</table>\n<p class=\"note\">The modeled cost sums every pair's, with no overlap: compare "
          "placements by its ratio, not by its seconds.", f);
    if (replayed) {
        fputs(" The predicted times are the mapper's replay of the job's trace (docs/mapper.md: each level's latency "
              "and bandwidth, the links its messages share, collectives step by step).", f);
        if (over)
            fputs(" The baseline's replay was cut once it ended 1.5 times past the best's or more (the mapper's "
                  "--all-times replays it to the end): its time is a bound.", f);
        if (p->replay_kept) {
            fprintf(f, " The next best placement, ");
            esc(f, p->res[p->best].name);
            fprintf(f, ", would end at %.6f s: the baseline is kept.", p->replay_chosen);
        }
    } else if (has_predicted) {
        const char *engine = strrchr(o->predicted, ':'), *by = "commprof-predict";
        if (engine && !strcmp(engine, ":smpi")) by = "SimGrid's SMPI: overlap, contention, the collectives' algorithms";
        else if (engine && !strcmp(engine, ":flow"))
            by = "the mapper's flow model: overlap, the links the messages share, collectives step by step";
        fprintf(f,
                " The predicted times replay the job's trace on a model of the machine (%s); what the replay cannot "
                "know (computation that depends on the placement, I/O, noise, a TCP network's congestion control: "
                "links are shared as Reno shares them) is in docs/prediction.md.",
                by);
    }
    fputs("</p>\n", f);
    links_html(f, g, m, z, b);
    if (mat) {
        double bz[CP_MACHINE_MAX_DEPTH + 1], mz[CP_MACHINE_MAX_DEPTH + 1], bb[CP_MACHINE_MAX_DEPTH + 1],
               mb[CP_MACHINE_MAX_DEPTH + 1];
        {
            crossing(mat, m, z->core_of, bz, mz);
            crossing(mat, m, b->core_of, bb, mb);
            fputs("<h2>What crosses each level</h2>\n<table id=\"levels\"><tr><th class=\"name\">the pair shares</th>"
                  "<th>bytes before</th><th>bytes after</th><th>messages before</th><th>messages after</th></tr>\n", f);
            for (int d = m->depth - 1; d >= 0; d--) {
                if (!cp_machine_level_used(m, d)) continue;
                fprintf(f, "<tr><td class=\"name\">%s</td><td>%.0f</td><td>%.0f</td><td>%.0f</td><td>%.0f</td></tr>\n",
                        m->level_name[d], bz[d], bb[d], mz[d], mb[d]);
            }
            fputs("</table>\n<p class=\"note\">Both directions of each pair, by the closest level its two ranks' "
                  "cores share (the outermost row crosses the top of the machine).</p>\n", f);
        }
        view_t vz, vb;
        memset(&vz, 0, sizeof vz), memset(&vb, 0, sizeof vb);
        cp_heatmap_grid_t gr;
        cp_heat_scale_t sc = {0, 0};
        if (cp_heatmap_grid(mat, NULL, 256, &gr) == 0) sc = gr.scale, free(gr.cell);
        if (view_make(m, z->core_of, n, &vz) == 0 && view_make(m, b->core_of, n, &vb) == 0) {
            fputs("<h2>The traffic matrix in each placement's order</h2>\n<p class=\"note\">Bytes sent from each rank "
                  "(row) to each rank (column), ranks in the order of the cores they sit on, so that each node's "
                  "ranks are together (red lines, names above) and the groups above them (black lines); the axes "
                  "give each position's rank.  One log colour scale of whole decades.</p>\n", f);
            char t1[128], t2[128];
            snprintf(t1, sizeof t1, "before: %s", z->name);
            snprintf(t2, sizeof t2, "after: %s", b->name);
            cp_heat_opts_t h1 = {vz.order, vz.lv, vz.nlv, 256, 448, t1, "heat-before", &sc};
            cp_heat_opts_t h2 = {vb.order, vb.lv, vb.nlv, 256, 448, t2, "heat-after", &sc};
            fputs("<div class=\"fig\">\n", f);
            cp_heatmap_svg(f, mat, &h1);
            fputs("</div>\n<div class=\"fig\">\n", f);
            cp_heatmap_svg(f, mat, &h2);
            fputs("</div>\n", f);
        }
        view_free(&vz);
        view_free(&vb);
    }
    fputs("</body></html>\n", f);
    return ferror(f) ? -1 : 0;
}

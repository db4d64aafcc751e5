/* A SimGrid platform as the mapper's machine (machine.h): the platform's
 * host groups become a topology.conf (one switch per group, the top one
 * holding the rest), its hosts a host list of their cores, its levels'
 * latencies and bandwidths a cost file, and these go through the readers
 * of those three inputs, as if the user had written them.  So a platform
 * and the files it stands for give the same machine, and what checks those
 * inputs checks this one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cost_file.h"
#include "host_name.h"
#include "machine.h"
#include "machine_routes.h"
#include "platform.h"

/* the platform's groups as topology.conf text (level k, group g: L<k>g<g>),
 * of the hosts `use` marks only (all where it is NULL): a group of none
 * left out */
static char *switches_text(const cp_platform_t *p, const char *use, size_t *len)
{
    char *text = NULL;
    FILE *f = open_memstream(&text, len);
    if (!f) return NULL;
    for (int k = 0; k < p->nlevels; k++) {
        for (int h = 0, next; h < p->nhosts; h = next) {
            int g = p->group[k * p->nhosts + h], first = 1, below = -1;
            for (next = h; next < p->nhosts && p->group[k * p->nhosts + next] == g; next++) {
                if (use && !use[next]) continue;
                /* its members: the hosts, or the groups of the level below */
                if (first) fprintf(f, "SwitchName=L%dg%d %s", k, g, k ? "Switches=" : "Nodes=");
                if (k == 0) {
                    fprintf(f, "%s%s", first ? "" : ",", p->host[next]);
                } else if (p->group[(k - 1) * p->nhosts + next] != below) {
                    below = p->group[(k - 1) * p->nhosts + next];
                    fprintf(f, "%sL%dg%d", first ? "" : ",", k - 1, below);
                }
                first = 0;
            }
            if (!first) fputc('\n', f);
        }
    }
    if (fclose(f)) {
        free(text);
        return NULL;
    }
    return text;
}

/* a lone fat tree's or dragonfly's links one by one, and each core's host
 * among the platform's (by name: a job's hostfile lists them in its order) */
static int attach_routes(cp_machine_t *m, const cp_platform_t *p, cp_hostlist_t *all, cp_err_t *err)
{
    if (!(m->routes = cp_routes_new(&p->routing, p->nhosts, err))) return -1;
    if (!(m->core_host = malloc((size_t)m->ncores * sizeof *m->core_host))) return cp_machine_fail(err, "out of memory");
    for (int c = 0; c < m->ncores; c++) {
        const char *name = m->hosts[m->anc[m->host_depth * m->ncores + c]];
        int h = name ? cp_hostlist_find(all, name) : -1;
        if (h == -2) return cp_machine_fail(err, "out of memory");
        if (h < 0) return cp_machine_fail(err, "%s: the machine's host %s is not the platform's", p->host[0], name ? name : "?");
        m->core_host[c] = h;
    }
    return 0;
}

/* SimGrid 3.32's default smpi/lat-factor and smpi/bw-factor (its fit of a
 * real cluster's ping-pong: at 64 KiB 11.6 times the latency) */
static const char default_lat_factor[] =
    "65472:11.6436;15424:3.48845;9376:2.59299;5776:2.18796;3484:1.88101;1426:1.61075;732:1.9503;257:1.95341;0:2.01467";
static const char default_bw_factor[] =
    "65472:0.940694;15424:0.697866;9376:0.58729;5776:1.08739;3484:0.77493;1426:0.608902;732:0.341987;257:0.338112;"
    "0:0.812084";

static int by_size_down(const void *a, const void *b)
{
    double x = ((const struct cp_size_factor *)a)->from, y = ((const struct cp_size_factor *)b)->from;
    return x < y ? 1 : x > y ? -1 : 0;
}

/* "SIZE:FACTOR;..." as SMPI reads it, largest size first: 0, or -1.  A
 * latency's factor may be 0: mapper --write-platform writes one where the
 * probe fitted a size segment's latency at 0 (a fit's intercept). */
static int factor_list(const char *s, struct cp_size_factor **out, int *n, int zero_ok)
{
    int cap = 1;
    for (const char *c = s; *c; c++) cap += *c == ';';
    struct cp_size_factor *f = malloc((size_t)cap * sizeof *f);
    if (!f) return -1;
    int k = 0;
    for (const char *c = s; *c;) {
        char *end;
        double from = strtod(c, &end), v;
        if (end == c || *end != ':') goto bad;
        c = end + 1;
        v = strtod(c, &end);
        if (end == c || (*end && *end != ';') || !(from >= 0) || !(zero_ok ? v >= 0 : v > 0) || k == cap) goto bad;
        f[k++] = (struct cp_size_factor){from, v};
        c = *end ? end + 1 : end;
    }
    if (!k) goto bad;
    qsort(f, (size_t)k, sizeof *f, by_size_down);
    *out = f, *n = k;
    return 0;
bad:
    free(f);
    return -1;
}

/* the time objective's figures: the cores' speed, SMPI's factors */
static int smpi_factors(cp_machine_t *m, const cp_platform_t *p, const char *path, cp_err_t *err)
{
    m->core_flops = p->speed;
    const char *lat = p->lat_factor ? p->lat_factor : default_lat_factor;
    const char *bw = p->bw_factor ? p->bw_factor : default_bw_factor;
    if (factor_list(lat, &m->lat_factor, &m->nlat_factor, 1))
        return cp_machine_fail(err, "%s: smpi/lat-factor '%s' is not SIZE:FACTOR;... (a factor of 0 or more)", path, lat);
    if (factor_list(bw, &m->bw_factor, &m->nbw_factor, 0))
        return cp_machine_fail(err, "%s: smpi/bw-factor '%s' is not SIZE:FACTOR;... (a factor above 0)", path, bw);
    return 0;
}

static const char *platform_host(const void *p, long long i) { return ((const cp_platform_t *)p)->host[i]; }

int cp_machine_from_platform(const char *path, cp_hostlist_t *job, const char *job_path, cp_machine_t *m, char *kind,
                             size_t kindlen, cp_err_t *err)
{
    memset(m, 0, sizeof *m);
    cp_platform_t p;
    if (cp_platform_read(path, &p, err)) return -1;
    snprintf(kind, kindlen, "%s", p.kind);
    cp_hostlist_t all = {0}, h = {0};
    cp_switches_t sw;
    char *use = NULL;
    int rc = 0;
    for (int i = 0; !rc && i < p.nhosts; i++)
        if (cp_hostlist_append(&all, p.host[i], p.cores[i])) rc = cp_machine_fail(err, "out of memory");
    /* the job's hosts (smpirun's -hostfile) with its slots, in its order:
     * the tree groups them by the platform's switches, each group in that
     * order; else every host of the platform */
    if (!rc && job) {
        if (!(use = calloc((size_t)p.nhosts, 1))) rc = cp_machine_fail(err, "out of memory");
        for (int i = 0, named = 0; !rc && i < job->n; i++) {
            int at = cp_hostlist_find(&all, job->name[i]);
            /* a host by address, or localhost (a hostfile of one machine,
             * where the platform names it as the recording does): the
             * platform's host of the name it stands for, so named (smpirun's
             * host list and the routes go by the platform's names) */
            if (at == -1 && !named++ && cp_hostlist_name_addresses(job)) at = -2;
            for (int k = 0; at == -1 && job->alias && job->alias[i] && k < p.nhosts; k++)
                if (cp_same_host(p.host[k], job->alias[i])) at = k;
            char names[288];
            if (at == -2) rc = cp_machine_fail(err, "out of memory");
            else if (at < 0)
                rc = cp_machine_fail(err, "%s: host %s is not in the platform %s (it has %s)", job_path, job->name[i],
                                     path, cp_hosts_said(names, sizeof names, p.nhosts, "host", platform_host, &p));
            else if (cp_hostlist_append(&h, p.host[at], job->slots[i])) rc = cp_machine_fail(err, "out of memory");
            else use[at] = 1;
        }
    }
    for (int i = 0; !rc && !job && i < p.nhosts; i++)
        if (cp_hostlist_append(&h, p.host[i], p.cores[i])) rc = cp_machine_fail(err, "out of memory");
    size_t len = 0;
    char *text = rc ? NULL : switches_text(&p, use, &len);
    if (!rc && !text) rc = cp_machine_fail(err, "out of memory");
    FILE *f = text ? fmemopen(text, len, "r") : NULL;
    if (!rc && !f) rc = cp_machine_fail(err, "out of memory");
    int have_sw = !rc && cp_switches_read_stream(f, path, &sw, err) == 0;
    if (f) fclose(f);
    free(text);
    if (!rc && !have_sw) rc = -1;
    if (!rc) rc = cp_machine_from_hostlist(&h, (cp_host_shape_t){0, 0}, NULL, &sw, NULL, m, err);
    if (have_sw) cp_switches_free(&sw);
    cp_hostlist_free(&h);
    /* the costs: inside a host its loopback (SimGrid's default, 10 GB/s and
     * no latency, where the platform sets none), then the levels */
    if (!rc) {
        cp_cost_level_t lv[2 + 64];
        cp_cost_file_t c = {.n = 0, .level = lv};
        double ll = p.loop_Bps > 0 ? p.loop_lat : 0, lb = p.loop_Bps > 0 ? p.loop_Bps : 1e10;
        lv[c.n++] = (cp_cost_level_t){.name = "socket", .latency_s = ll, .bandwidth_Bps = lb};
        /* what leaves a node (its links to the first switch) and a group of
         * each level (its uplinks, tapered or not): the link objective's */
        lv[c.n++] = (cp_cost_level_t){.name = "node", .latency_s = ll, .bandwidth_Bps = lb,
                                      .uplink_Bps = p.host_links * p.host_Bps};
        for (int k = 0; k < p.nlevels && c.n < 2 + 64; k++)
            lv[c.n++] = (cp_cost_level_t){.name = p.level[k].name, .latency_s = p.level[k].latency_s,
                                          .bandwidth_Bps = p.level[k].bandwidth_Bps > 0 ? p.level[k].bandwidth_Bps : 1,
                                          .uplink_Bps = p.level[k].up_links * p.level[k].up_Bps,
                                          .uplink_one = p.level[k].up_one_link, .inner_Bps = p.level[k].inner_Bps};
        rc = cp_machine_cost_apply(m, &c, path, err);
        if (!rc && p.routing.kind != CP_ROUTING_NONE) rc = attach_routes(m, &p, &all, err);
        if (!rc) rc = smpi_factors(m, &p, path, err);
        if (rc) cp_machine_free(m);
    }
    cp_hostlist_free(&all);
    free(use);
    cp_platform_free(&p);
    return rc;
}

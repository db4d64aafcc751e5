/* SimGrid platforms, read and written (platform.h).  The file is parsed
 * into a tree of zones (clusters, Full zones with hosts, links, routers,
 * routes and zoneRoutes), then reduced to levels of host groups: the
 * routes of one pair of hosts per level, as SimGrid's routing would take
 * them, give the level's latency and bandwidth; a topology's own counts
 * give what leaves a group (fat trees' uplinks, dragonflies' links). */
#include "platform.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "xml_scan.h"

/* ---- units (SimGrid's) ---------------------------------------------------- */

typedef struct {
    const char *suffix;
    double factor;
} unit_t;

static int with_unit(const char *s, const unit_t *u, const char *const *bases, const double *base_f, double *out)
{
    if (!s || !*s) return -1;
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (end == s || errno || !isfinite(v) || v < 0) return -1;
    if (!*end) return *out = v, 0;
    for (int b = 0; bases[b]; b++)
        for (int k = 0; u[k].suffix; k++) {
            size_t pl = strlen(u[k].suffix), bl = strlen(bases[b]);
            if (strlen(end) == pl + bl && !strncmp(end, u[k].suffix, pl) && !strcmp(end + pl, bases[b])) {
                *out = v * u[k].factor * base_f[b];
                return isfinite(*out) ? 0 : -1;
            }
        }
    return -1;
}

static const unit_t prefixes[] = {{"", 1},      {"k", 1e3},  {"K", 1e3},  {"M", 1e6},  {"G", 1e9},
                                  {"T", 1e12},  {"P", 1e15}, {"E", 1e18}, {"Ki", 1024.0}, {"Mi", 1048576.0},
                                  {"Gi", 1073741824.0}, {"Ti", 1099511627776.0}, {NULL, 0}};

int cp_platform_bandwidth(const char *s, double *Bps)
{
    static const char *const bases[] = {"Bps", "bps", NULL};
    static const double f[] = {1, 0.125};
    return with_unit(s, prefixes, bases, f, Bps);
}

int cp_platform_time(const char *s, double *seconds)
{
    static const unit_t t[] = {{"", 1}, {NULL, 0}};
    static const char *const bases[] = {"s", "ms", "us", "ns", "ps", "m", "h", "d", "w", NULL};
    static const double f[] = {1, 1e-3, 1e-6, 1e-9, 1e-12, 60, 3600, 86400, 604800};
    return with_unit(s, t, bases, f, seconds);
}

int cp_platform_speed(const char *s, double *flops)
{
    static const char *const bases[] = {"f", "flops", NULL};
    static const double f[] = {1, 1};
    return with_unit(s, prefixes, bases, f, flops);
}

/* ---- the parsed file -------------------------------------------------- */

typedef struct link {
    char *id;
    double lat, bw;
    int line;
    int shared; /* sharing_policy SHARED, SimGrid's default for a <link>: both directions share its bandwidth */
} link_t;

typedef struct route {
    char *src, *dst;
    int symmetric, line, nlinks;
    char **links;
    int zone; /* a zoneRoute: 1 */
    char *gw_src, *gw_dst;
} route_t;

typedef struct zone {
    char *id;
    int line, parent;
    enum { Z_FULL, Z_CLUSTER } kind;
    /* Full zones */
    int nchild, *child;
    int nhost, *host;   /* indexes into the host table */
    int nrouter;
    char **router;
    int nroute;
    route_t *route;
    int shortest;           /* Floyd or Dijkstra: routes composed of declared ones */
    struct paths *paths;    /* their graph, built on first use */
    /* clusters */
    char topology[16], topo[256];
    double lat, bw, bb_lat, bb_bw, loop_lat, loop_bw;
    double limiter_bw; /* limiter_link: 0 none */
    int has_bb, has_loop;
    int shared; /* sharing_policy SHARED: a link's two directions share it (SimGrid's default: each its own) */
    int bb_shared; /* bb_sharing_policy SHARED, SimGrid's default for a backbone */
    int built;     /* routing="Cluster": hosts, <cabinet>s, <host_link>s and a <backbone> of its own */
    int nlinked;   /* its hosts given their links */
} zone_t;

typedef struct parsed {
    const char *path;
    zone_t *zone;
    int nzone;
    link_t *link;
    int nlink;
    char **host;
    int *cores, *host_zone, nhost;
    double *speed;
    int *hash;           /* host names -> index: open addressing, at most half full */
    size_t hcap;
    char *lat_factor, *bw_factor; /* <config>'s smpi/lat-factor, smpi/bw-factor */
    cp_err_t *err;
} parsed_t;

static int fail(parsed_t *p, int line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int fail(parsed_t *p, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    cp_err_vat(p->err, CP_ERR_FORMAT, p->path, line, fmt, ap);
    va_end(ap);
    return -1;
}

static void *grow(void *a, int n, size_t size)
{
    /* capacities are powers of two from 16: grow when n reaches one */
    if (n >= 16 && (n & (n - 1))) return a;
    size_t cap = n < 16 ? 16 : 2 * (size_t)n;
    return n < 16 && a ? a : realloc(a, cap * size);
}

static void paths_free(struct paths *g);

static void parsed_free(parsed_t *p)
{
    for (int z = 0; z < p->nzone; z++) {
        zone_t *zn = &p->zone[z];
        free(zn->id), free(zn->child), free(zn->host);
        for (int i = 0; i < zn->nrouter; i++) free(zn->router[i]);
        free(zn->router);
        for (int i = 0; i < zn->nroute; i++) {
            route_t *r = &zn->route[i];
            free(r->src), free(r->dst), free(r->gw_src), free(r->gw_dst);
            for (int k = 0; k < r->nlinks; k++) free(r->links[k]);
            free(r->links);
        }
        free(zn->route);
        paths_free(zn->paths);
    }
    free(p->zone);
    for (int i = 0; i < p->nlink; i++) free(p->link[i].id);
    free(p->link);
    for (int i = 0; i < p->nhost; i++) free(p->host[i]);
    free(p->host), free(p->cores), free(p->host_zone), free(p->speed), free(p->hash);
    free(p->lat_factor), free(p->bw_factor);
}

static int need(parsed_t *p, const cp_xml_t *x, const char *attr, const char **out)
{
    *out = cp_xml_attr(x, attr);
    if (!*out || !**out) return fail(p, x->event_line, "<%s> needs %s=", x->name, attr);
    return 0;
}

static uint64_t name_hash(const char *s)
{
    uint64_t h = 1469598103934665603u; /* FNV-1a */
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211u;
    return h;
}

/* the host of that name: its index, or -1; with insert, -1 also files it as host p->nhost */
static int host_find(parsed_t *p, const char *name, int insert)
{
    if (insert && (size_t)(p->nhost + 1) * 2 > p->hcap) {
        size_t cap = p->hcap ? 2 * p->hcap : 1024;
        int *h = malloc(cap * sizeof *h);
        if (!h) return -2;
        for (size_t i = 0; i < cap; i++) h[i] = -1;
        for (int k = 0; k < p->nhost; k++) {
            size_t i = name_hash(p->host[k]) & (cap - 1);
            while (h[i] >= 0) i = (i + 1) & (cap - 1);
            h[i] = k;
        }
        free(p->hash);
        p->hash = h, p->hcap = cap;
    }
    if (!p->hcap) return -1;
    size_t i = name_hash(name) & (p->hcap - 1);
    for (; p->hash[i] >= 0; i = (i + 1) & (p->hcap - 1))
        if (!strcmp(p->host[p->hash[i]], name)) return p->hash[i];
    if (insert) p->hash[i] = p->nhost;
    return -1;
}

static int add_host(parsed_t *p, const char *name, int cores, double speed, int zone, int line)
{
    /* a host is named by a line of a hostfile (smpirun's, the mapper's
     * placements) and in topology.conf's lists: SimGrid's examples have
     * "Cpu A" and "Host 26" */
    if (name[strcspn(name, " \t\n\r,")])
        return fail(p, line, "host '%s': a name with a space or a comma cannot be written to a hostfile (a host a line: "
                             "smpirun's, the mapper's placements) nor to topology.conf's lists", name);
    int dup = host_find(p, name, 0);
    if (dup >= 0) return fail(p, line, "host '%s' again (the zone '%s' has it already)", name, p->zone[p->host_zone[dup]].id);
    void *a = grow(p->host, p->nhost, sizeof *p->host), *b = grow(p->cores, p->nhost, sizeof *p->cores),
         *c = grow(p->host_zone, p->nhost, sizeof *p->host_zone), *d = grow(p->speed, p->nhost, sizeof *p->speed);
    if (a) p->host = a;
    if (b) p->cores = b;
    if (c) p->host_zone = c;
    if (d) p->speed = d;
    if (!a || !b || !c || !d || !(p->host[p->nhost] = strdup(name))) return fail(p, line, "out of memory");
    p->cores[p->nhost] = cores, p->host_zone[p->nhost] = zone, p->speed[p->nhost] = speed;
    if (host_find(p, name, 1) == -2) return fail(p, line, "out of memory");
    zone_t *z = &p->zone[zone];
    int *h = grow(z->host, z->nhost, sizeof *z->host);
    if (!h) return fail(p, line, "out of memory");
    z->host = h;
    z->host[z->nhost++] = p->nhost++;
    return 0;
}

static int new_zone(parsed_t *p, const cp_xml_t *x, int parent)
{
    const char *id;
    if (need(p, x, "id", &id)) return -1;
    zone_t *z = grow(p->zone, p->nzone, sizeof *p->zone);
    if (!z) return fail(p, x->event_line, "out of memory");
    p->zone = z;
    z = &p->zone[p->nzone];
    memset(z, 0, sizeof *z);
    z->id = strdup(id);
    z->line = x->event_line;
    z->parent = parent;
    if (!z->id) return fail(p, x->event_line, "out of memory");
    if (parent >= 0) {
        zone_t *pz = &p->zone[parent];
        int *c = grow(pz->child, pz->nchild, sizeof *pz->child);
        if (!c) return fail(p, x->event_line, "out of memory");
        pz->child = c;
        pz->child[pz->nchild++] = p->nzone;
    }
    return p->nzone++;
}

/* "0-15" or "0-3,7,9-12" into the cluster's hosts */
static int cluster_hosts(parsed_t *p, const cp_xml_t *x, int zone, int cores, double speed)
{
    const char *prefix = cp_xml_attr(x, "prefix"), *suffix = cp_xml_attr(x, "suffix"), *radical;
    if (need(p, x, "radical", &radical)) return -1;
    for (const char *s = radical; *s;) {
        char *end;
        long a = strtol(s, &end, 10), b = a;
        /* numbers past 2^30 refused: a range ending at LONG_MAX would wrap its loop */
        if (end == s || a < 0 || a > 1L << 30) return fail(p, x->event_line, "bad radical '%s' (e.g. 0-15 or 0-3,8,10-12)", radical);
        if (*end == '-') {
            const char *q = end + 1;
            b = strtol(q, &end, 10);
            if (end == q || b < a || b > 1L << 30)
                return fail(p, x->event_line, "bad radical '%s' (e.g. 0-15 or 0-3,8,10-12)", radical);
        }
        if (b - a > 1 << 20 || p->nhost + (b - a) > 1 << 22)
            return fail(p, x->event_line, "radical '%s' names more than %d hosts", radical, 1 << 22);
        for (long k = a; k <= b; k++) {
            char name[512];
            snprintf(name, sizeof name, "%s%ld%s", prefix ? prefix : "", k, suffix ? suffix : "");
            if (add_host(p, name, cores, speed, zone, x->event_line)) return -1;
        }
        if (*end == ',') s = end + 1;
        else if (!*end) s = end;
        else return fail(p, x->event_line, "bad radical '%s' (e.g. 0-15 or 0-3,8,10-12)", radical);
    }
    return 0;
}

static int attr_num(parsed_t *p, const cp_xml_t *x, const char *name, int (*conv)(const char *, double *), double dflt,
                    double *out, int required)
{
    const char *v = cp_xml_attr(x, name);
    if (!v) {
        if (required) return fail(p, x->event_line, "<%s> needs %s=", x->name, name);
        *out = dflt;
        return 0;
    }
    if (conv(v, out)) return fail(p, x->event_line, "bad %s '%s' in <%s>", name, v, x->name);
    return 0;
}

/* speed=: one speed, or a list, the host's performance states (DVFS,
 * SimGrid's energy plugin: "100.0Mf,50.0Mf,20.0Mf"), pstate= (default 0)
 * the one it runs at */
static int speed_attr(parsed_t *p, const cp_xml_t *x, double *speed)
{
    const char *v = cp_xml_attr(x, "speed"), *ps = cp_xml_attr(x, "pstate");
    if (!v) return fail(p, x->event_line, "<%s> needs speed=", x->name);
    long want = 0;
    if (ps) {
        char *end;
        want = strtol(ps, &end, 10);
        if (end == ps || *end || want < 0 || want > 1 << 20)
            return fail(p, x->event_line, "bad pstate '%s' in <%s> (a whole number from 0)", ps, x->name);
    }
    const char *s = v;
    for (long k = 0; k < want; k++) {
        s = strchr(s, ',');
        if (!s) return fail(p, x->event_line, "pstate %ld, but speed '%s' in <%s> lists %ld", want, v, x->name, k + 1);
        s++;
    }
    size_t n = strcspn(s, ",");
    while (n && isspace((unsigned char)*s)) s++, n--;
    while (n && isspace((unsigned char)s[n - 1])) n--;
    char one[64];
    if (n == 0 || n >= sizeof one) return fail(p, x->event_line, "bad speed '%s' in <%s>", v, x->name);
    memcpy(one, s, n), one[n] = 0;
    if (cp_platform_speed(one, speed)) return fail(p, x->event_line, "bad speed '%s' in <%s>", v, x->name);
    return 0;
}

static int parse_cores(parsed_t *p, const cp_xml_t *x, int *cores)
{
    const char *c = cp_xml_attr(x, "core");
    *cores = 1;
    if (!c) return 0;
    char *end;
    long v = strtol(c, &end, 10);
    if (end == c || *end || v < 1 || v > 1 << 20) return fail(p, x->event_line, "bad core '%s' (a whole number from 1 to 1048576)", c);
    *cores = (int)v;
    return 0;
}

static int parse_cluster(parsed_t *p, const cp_xml_t *x, int parent)
{
    int z = new_zone(p, x, parent);
    if (z < 0) return -1;
    zone_t *zn = &p->zone[z];
    zn->kind = Z_CLUSTER;
    const char *topo = cp_xml_attr(x, "topology"), *params = cp_xml_attr(x, "topo_parameters");
    snprintf(zn->topology, sizeof zn->topology, "%s", topo ? topo : "FLAT");
    snprintf(zn->topo, sizeof zn->topo, "%s", params ? params : "");
    if (strcmp(zn->topology, "FLAT") && strcmp(zn->topology, "FAT_TREE") && strcmp(zn->topology, "DRAGONFLY") &&
        strcmp(zn->topology, "TORUS"))
        return fail(p, x->event_line, "cluster '%s': topology %s is not read (FLAT, FAT_TREE, DRAGONFLY and TORUS are)",
                    zn->id, zn->topology);
    if (strcmp(zn->topology, "FLAT") && !params)
        return fail(p, x->event_line, "cluster '%s': topology %s needs topo_parameters=", zn->id, zn->topology);
    double speed;
    int cores;
    if (speed_attr(p, x, &speed) || parse_cores(p, x, &cores) ||
        attr_num(p, x, "bw", cp_platform_bandwidth, 0, &zn->bw, 1) || attr_num(p, x, "lat", cp_platform_time, 0, &zn->lat, 1) ||
        attr_num(p, x, "bb_bw", cp_platform_bandwidth, 0, &zn->bb_bw, 0) ||
        attr_num(p, x, "bb_lat", cp_platform_time, 0, &zn->bb_lat, 0) ||
        attr_num(p, x, "loopback_bw", cp_platform_bandwidth, 0, &zn->loop_bw, 0) ||
        attr_num(p, x, "loopback_lat", cp_platform_time, 0, &zn->loop_lat, 0) ||
        attr_num(p, x, "limiter_link", cp_platform_bandwidth, 0, &zn->limiter_bw, 0))
        return -1;
    zn = &p->zone[z];
    if (cp_xml_attr(x, "limiter_link") && !(zn->limiter_bw > 0))
        return fail(p, x->event_line, "cluster '%s': limiter_link must be above 0", zn->id);
    zn->has_bb = cp_xml_attr(x, "bb_bw") != NULL;
    zn->has_loop = cp_xml_attr(x, "loopback_bw") != NULL;
    const char *share = cp_xml_attr(x, "sharing_policy");
    zn->shared = share && !strcmp(share, "SHARED");
    const char *bb_share = cp_xml_attr(x, "bb_sharing_policy");
    zn->bb_shared = !bb_share || !strcmp(bb_share, "SHARED");
    if (!(zn->bw > 0)) return fail(p, x->event_line, "cluster '%s': bw must be above 0", zn->id);
    if (zn->has_bb && !(zn->bb_bw > 0)) return fail(p, x->event_line, "cluster '%s': bb_bw must be above 0", zn->id);
    /* SimGrid 3.32 aborts on either at 0 ("The Impossible Did Happen") */
    if (zn->has_loop && !(zn->loop_bw > 0))
        return fail(p, x->event_line, "cluster '%s': loopback_bw must be above 0", zn->id);
    if (!(speed > 0)) return fail(p, x->event_line, "cluster '%s': speed must be above 0", zn->id);
    return cluster_hosts(p, x, z, cores, speed);
}

static int add_link(parsed_t *p, const cp_xml_t *x)
{
    const char *id;
    double bw, lat;
    if (need(p, x, "id", &id) || attr_num(p, x, "bandwidth", cp_platform_bandwidth, 0, &bw, 1) ||
        attr_num(p, x, "latency", cp_platform_time, 0, &lat, 0))
        return -1;
    if (!(bw > 0)) return fail(p, x->event_line, "link '%s': bandwidth must be above 0", id);
    for (int i = 0; i < p->nlink; i++)
        if (!strcmp(p->link[i].id, id)) return fail(p, x->event_line, "link '%s' defined twice (line %d)", id, p->link[i].line);
    link_t *l = grow(p->link, p->nlink, sizeof *p->link);
    if (!l) return fail(p, x->event_line, "out of memory");
    p->link = l;
    const char *share = cp_xml_attr(x, "sharing_policy");
    p->link[p->nlink] = (link_t){strdup(id), lat, bw, x->event_line, !share || !strcmp(share, "SHARED")};
    if (!p->link[p->nlink].id) return fail(p, x->event_line, "out of memory");
    p->nlink++;
    return 0;
}

/* the private link of a host of a zone routed Cluster: the cluster model
 * charges one latency and bandwidth a host, so all must agree */
static int built_link(parsed_t *p, int line, int zone, const char *host, double lat, double bw)
{
    zone_t *z = &p->zone[zone];
    if (z->nlinked && (z->lat != lat || z->bw != bw))
        return fail(p, line, "zone '%s' (routing Cluster): host %s's link (%g s, %g B/s) is not its other hosts' (%g s, %g B/s): "
                             "the mapper reads a cluster's hosts' links alike", z->id, host, lat, bw, z->lat, z->bw);
    z->lat = lat, z->bw = bw, z->nlinked++;
    return 0;
}

/* a link named by <host_link>: a SPLITDUPLEX link's directions are
 * LINK_UP and LINK_DOWN */
static int named_link(parsed_t *p, int line, const char *id, double *lat, double *bw)
{
    size_t n = strlen(id);
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < p->nlink; i++) {
            const char *l = p->link[i].id;
            size_t m = strlen(l);
            int match = pass == 0 ? !strcmp(l, id)
                                  : (n == m + 3 && !strncmp(id, l, m) && !strcmp(id + m, "_UP")) ||
                                        (n == m + 5 && !strncmp(id, l, m) && !strcmp(id + m, "_DOWN"));
            if (match) {
                *lat = p->link[i].lat, *bw = p->link[i].bw;
                return 0;
            }
        }
    return fail(p, line, "<host_link>: no link '%s' declared before it", id);
}

/* <backbone>, <cabinet> or <host_link> of a zone routed Cluster (SimGrid's
 * routing_cluster.xml, meta_cluster.xml): a flat cluster built by hand */
static int built_cluster_part(parsed_t *p, const cp_xml_t *x, int zone)
{
    zone_t *z = &p->zone[zone];
    if (!strcmp(x->name, "backbone")) {
        double bw, lat;
        if (attr_num(p, x, "bandwidth", cp_platform_bandwidth, 0, &bw, 1) || attr_num(p, x, "latency", cp_platform_time, 0, &lat, 0))
            return -1;
        if (!(bw > 0)) return fail(p, x->event_line, "zone '%s': the backbone's bandwidth must be above 0", z->id);
        z = &p->zone[zone];
        z->has_bb = 1, z->bb_bw = bw, z->bb_lat = lat, z->bb_shared = 1;
        return 0;
    }
    if (!strcmp(x->name, "cabinet")) {
        double bw, lat, speed;
        if (attr_num(p, x, "bw", cp_platform_bandwidth, 0, &bw, 1) || attr_num(p, x, "lat", cp_platform_time, 0, &lat, 1) ||
            speed_attr(p, x, &speed))
            return -1;
        if (!(bw > 0)) return fail(p, x->event_line, "cabinet '%s': bw must be above 0", cp_xml_attr(x, "id") ? cp_xml_attr(x, "id") : "?");
        if (!(speed > 0)) return fail(p, x->event_line, "cabinet '%s': speed must be above 0", cp_xml_attr(x, "id") ? cp_xml_attr(x, "id") : "?");
        int first = p->nhost;
        if (cluster_hosts(p, x, zone, 1, speed)) return -1;
        for (int h = first; h < p->nhost; h++)
            if (built_link(p, x->event_line, zone, p->host[h], lat, bw)) return -1;
        return 0;
    }
    /* host_link */
    const char *hid, *up, *down;
    if (need(p, x, "id", &hid) || need(p, x, "up", &up) || need(p, x, "down", &down)) return -1;
    int h = host_find(p, hid, 0);
    if (h < 0 || p->host_zone[h] != zone) return fail(p, x->event_line, "<host_link>: no host '%s' in zone '%s'", hid, z->id);
    double ul, ub, dl, db;
    if (named_link(p, x->event_line, up, &ul, &ub) || named_link(p, x->event_line, down, &dl, &db)) return -1;
    if (ul != dl || ub != db)
        return fail(p, x->event_line, "<host_link> of %s: up and down links differ: the mapper reads a host's link alike both ways", hid);
    return built_link(p, x->event_line, zone, hid, ul, ub);
}

/* <route>/<zoneRoute> (and the older <ASroute>): its link_ctn children follow */
static int begin_route(parsed_t *p, const cp_xml_t *x, int zone, int zroute)
{
    const char *src, *dst, *sym = cp_xml_attr(x, "symmetrical");
    if (need(p, x, "src", &src) || need(p, x, "dst", &dst)) return -1;
    zone_t *z = &p->zone[zone];
    route_t *r = grow(z->route, z->nroute, sizeof *z->route);
    if (!r) return fail(p, x->event_line, "out of memory");
    z->route = r;
    r = &z->route[z->nroute++];
    memset(r, 0, sizeof *r);
    r->src = strdup(src), r->dst = strdup(dst);
    r->symmetric = !sym || !strcasecmp(sym, "YES") || !strcasecmp(sym, "true");
    r->line = x->event_line;
    r->zone = zroute;
    if (zroute) {
        const char *gs, *gd;
        if (need(p, x, "gw_src", &gs) || need(p, x, "gw_dst", &gd)) return -1;
        r->gw_src = strdup(gs), r->gw_dst = strdup(gd);
        if (!r->gw_src || !r->gw_dst) return fail(p, x->event_line, "out of memory");
    }
    return r->src && r->dst ? 0 : fail(p, x->event_line, "out of memory");
}

static int route_link(parsed_t *p, const cp_xml_t *x, route_t *r)
{
    const char *id;
    if (need(p, x, "id", &id)) return -1;
    char **l = grow(r->links, r->nlinks, sizeof *r->links);
    if (!l) return fail(p, x->event_line, "out of memory");
    r->links = l;
    if (!(r->links[r->nlinks] = strdup(id))) return fail(p, x->event_line, "out of memory");
    r->nlinks++;
    return 0;
}

static int parse_file(parsed_t *p, const char *buf, size_t len)
{
    cp_xml_t x;
    cp_xml_init(&x, buf, len);
    int stack[32], depth = 0, rc = 0, seen_platform = 0;
    int kinds[32];      /* per open element: 1 zone, 2 route, 3 other, 4 config */
    route_t *open_route = NULL;
    int open_route_zone = -1;
    for (;;) {
        cp_xml_event_t e = cp_xml_next(&x);
        if (e == CP_XML_EOF) break;
        if (e == CP_XML_ERROR) {
            rc = fail(p, x.event_line, "%s", x.err);
            break;
        }
        if (e == CP_XML_END) {
            if (depth > 0) {
                depth--;
                if (kinds[depth] == 2) open_route = NULL;
            }
            continue;
        }
        int cur = 0;
        for (int d = depth - 1; d >= 0; d--)
            if (kinds[d] == 1) {
                cur = stack[d];
                break;
            }
        int in_zone = 0;
        for (int d = 0; d < depth; d++) in_zone |= kinds[d] == 1;
        int kind = 3, id = -1;
        if (depth >= 31) {
            rc = fail(p, x.event_line, "elements nested too deep");
            break;
        }
        if (!strcmp(x.name, "platform")) {
            const char *v = cp_xml_attr(&x, "version");
            if (depth) rc = fail(p, x.event_line, "<platform> inside another element");
            else if (v && strtod(v, NULL) < 4) rc = fail(p, x.event_line, "platform version %s: version 4 or later is read (simgrid_update_xml converts older files)", v);
            seen_platform = 1;
        } else if (!seen_platform) {
            rc = fail(p, x.event_line, "<%s> before <platform>: not a SimGrid platform", x.name);
        } else if (!strcmp(x.name, "zone") || !strcmp(x.name, "AS")) {
            const char *routing = cp_xml_attr(&x, "routing");
            if (routing && strcmp(routing, "Full") && strcmp(routing, "Floyd") && strcmp(routing, "Dijkstra") &&
                strcmp(routing, "DijkstraCache") && strcmp(routing, "None") && strcmp(routing, "Cluster"))
                rc = fail(p, x.event_line, "zone '%s': routing %s is not read (Full, Floyd, Dijkstra, Cluster and clusters are)",
                          cp_xml_attr(&x, "id") ? cp_xml_attr(&x, "id") : "?", routing);
            else if ((id = new_zone(p, &x, in_zone ? cur : -1)) < 0) rc = -1;
            else {
                kind = 1;
                p->zone[id].shortest = routing && (!strcmp(routing, "Floyd") || !strncmp(routing, "Dijkstra", 8));
                if (routing && !strcmp(routing, "Cluster")) {
                    zone_t *zn = &p->zone[id];
                    zn->kind = Z_CLUSTER, zn->built = 1;
                    snprintf(zn->topology, sizeof zn->topology, "FLAT");
                }
            }
        } else if (!strcmp(x.name, "cluster")) {
            if (parse_cluster(p, &x, in_zone ? cur : -1)) rc = -1;
        } else if (!in_zone && (!strcmp(x.name, "host") || !strcmp(x.name, "link") || !strcmp(x.name, "route") ||
                                !strcmp(x.name, "router") || !strcmp(x.name, "zoneRoute") || !strcmp(x.name, "ASroute"))) {
            rc = fail(p, x.event_line, "<%s> outside any zone", x.name);
        } else if (!strcmp(x.name, "host")) {
            const char *hid;
            double speed;
            int cores;
            if (need(p, &x, "id", &hid) || speed_attr(p, &x, &speed) ||
                parse_cores(p, &x, &cores))
                rc = -1;
            else if (!(speed > 0)) rc = fail(p, x.event_line, "host '%s': speed must be above 0", hid);
            else if (add_host(p, hid, cores, speed, cur, x.event_line)) rc = -1;
        } else if (!strcmp(x.name, "router")) {
            const char *rid;
            zone_t *z = &p->zone[cur];
            char **r = grow(z->router, z->nrouter, sizeof *z->router);
            if (r) z->router = r;
            if (need(p, &x, "id", &rid)) rc = -1;
            else if (!r || !(r[z->nrouter] = strdup(rid))) rc = fail(p, x.event_line, "out of memory");
            else z->nrouter++;
        } else if (!strcmp(x.name, "link")) {
            if (add_link(p, &x)) rc = -1;
        } else if (!strcmp(x.name, "route") || !strcmp(x.name, "zoneRoute") || !strcmp(x.name, "ASroute")) {
            if (begin_route(p, &x, cur, strcmp(x.name, "route") != 0)) rc = -1;
            else kind = 2, open_route = &p->zone[cur].route[p->zone[cur].nroute - 1], open_route_zone = cur;
        } else if (!strcmp(x.name, "link_ctn")) {
            if (!open_route) rc = fail(p, x.event_line, "<link_ctn> outside a route");
            else if (route_link(p, &x, open_route)) rc = -1;
        } else if ((!strcmp(x.name, "backbone") || !strcmp(x.name, "host_link") || !strcmp(x.name, "cabinet")) &&
                   in_zone && p->zone[cur].built) {
            if (built_cluster_part(p, &x, cur)) rc = -1;
        } else if (!strcmp(x.name, "backbone") || !strcmp(x.name, "host_link") || !strcmp(x.name, "bypassRoute") ||
                   !strcmp(x.name, "bypassZoneRoute") || !strcmp(x.name, "bypassASroute") || !strcmp(x.name, "cabinet") || !strcmp(x.name, "peer")) {
            rc = fail(p, x.event_line, "<%s> is not read (clusters, zones, hosts, links, routers, routes and "
                                       "zoneRoutes are; <backbone>, <cabinet> and <host_link> in a zone routed Cluster)", x.name);
        }
        else if (!strcmp(x.name, "prop") && depth > 0 && kinds[depth - 1] == 4) { /* a <config>'s */
            const char *pid = cp_xml_attr(&x, "id"), *v = cp_xml_attr(&x, "value");
            char **to = !pid || !v ? NULL : !strcmp(pid, "smpi/lat-factor") ? &p->lat_factor
                                          : !strcmp(pid, "smpi/bw-factor")   ? &p->bw_factor : NULL;
            if (to) {
                free(*to);
                if (!(*to = strdup(v))) rc = fail(p, x.event_line, "out of memory");
            }
        } else if (!strcmp(x.name, "config")) {
            kind = 4;
        }
        /* prop, actor, disk, trace...: what SMPI needs beside the network, not the machine's shape */
        (void)open_route_zone;
        if (rc) break;
        stack[depth] = id;
        kinds[depth] = kind;
        depth++;
    }
    cp_xml_free(&x);
    for (int z = 0; !rc && z < p->nzone; z++)
        if (p->zone[z].built && p->zone[z].nlinked != p->zone[z].nhost)
            rc = fail(p, p->zone[z].line, "zone '%s' (routing Cluster): %d of its %d hosts have a <host_link> or a <cabinet>: "
                                          "the mapper reads a cluster's hosts' links alike", p->zone[z].id, p->zone[z].nlinked, p->zone[z].nhost);
    if (!rc && !seen_platform) rc = fail(p, 0, "no <platform>: not a SimGrid platform");
    if (!rc && p->nhost == 0) rc = fail(p, 0, "no hosts");
    return rc;
}

/* ---- routes ------------------------------------------------------------- */

static const link_t *find_link(const parsed_t *p, const char *id)
{
    for (int i = 0; i < p->nlink; i++)
        if (!strcmp(p->link[i].id, id)) return &p->link[i];
    return NULL;
}

/* where a netpoint (host or router) is: its zone, or -1 */
static int zone_of(parsed_t *p, const char *name)
{
    int h = host_find(p, name, 0);
    if (h >= 0) return p->host_zone[h];
    for (int z = 0; z < p->nzone; z++)
        for (int r = 0; r < p->zone[z].nrouter; r++)
            if (!strcmp(p->zone[z].router[r], name)) return z;
    return -1;
}

static int is_below(const parsed_t *p, int z, int ancestor)
{
    for (; z >= 0; z = p->zone[z].parent)
        if (z == ancestor) return 1;
    return 0;
}

/* the child of zone `in` that holds zone z (z itself if it is a child), -1 */
static int child_holding(const parsed_t *p, int in, int z)
{
    for (; z >= 0; z = p->zone[z].parent)
        if (p->zone[z].parent == in) return z;
    return -1;
}

typedef struct cost {
    double lat, bw;
} cost_t;

static int add_links(parsed_t *p, const route_t *r, cost_t *c)
{
    for (int k = 0; k < r->nlinks; k++) {
        const link_t *l = find_link(p, r->links[k]);
        if (!l) return fail(p, r->line, "%s %s -> %s: no link '%s'", r->zone ? "zoneRoute" : "route", r->src, r->dst, r->links[k]);
        c->lat += l->lat;
        if (l->bw < c->bw) c->bw = l->bw;
    }
    return 0;
}

static const route_t *find_route(const zone_t *z, const char *a, const char *b, int zroute)
{
    for (int i = 0; i < z->nroute; i++) {
        const route_t *r = &z->route[i];
        if (r->zone != zroute) continue;
        if (!strcmp(r->src, a) && !strcmp(r->dst, b)) return r;
        if (r->symmetric && !strcmp(r->src, b) && !strcmp(r->dst, a)) return r;
    }
    return NULL;
}

/* ---- Floyd and Dijkstra zones -------------------------------------------
 * SimGrid composes a route between two netpoints of such a zone (hosts,
 * routers, child zones) from the routes declared in it: the path of
 * fewest links, a symmetrical route usable both ways.  Between two of a
 * path's zoneRoutes, the way from one's gateway to the next's inside the
 * zone they meet in (Grid'5000's sites joined through a zone of routers).
 * Paths of equal links may differ from SimGrid's choice in latency. */
typedef struct paths {
    int n;             /* netpoints: the names routes join */
    const char **name; /* into the routes' own strings */
    int *first, *edge; /* each netpoint's edges: first[v]..first[v+1] */
    int **pred;        /* per source, built on first use: the edge into each netpoint, -1 */
} paths_t;

/* edge e: route e/2, forwards where e is even */
static const char *edge_from(const route_t *r, int fwd) { return fwd ? r->src : r->dst; }
static const char *edge_to(const route_t *r, int fwd) { return fwd ? r->dst : r->src; }
static const char *edge_gw_from(const route_t *r, int fwd) { return r->zone ? (fwd ? r->gw_src : r->gw_dst) : edge_from(r, fwd); }
static const char *edge_gw_to(const route_t *r, int fwd) { return r->zone ? (fwd ? r->gw_dst : r->gw_src) : edge_to(r, fwd); }

static void paths_free(paths_t *g)
{
    if (!g) return;
    for (int v = 0; g->pred && v < g->n; v++) free(g->pred[v]);
    free(g->pred), free(g->name), free(g->first), free(g->edge), free(g);
}

static int paths_node(const paths_t *g, const char *name)
{
    for (int v = 0; v < g->n; v++)
        if (!strcmp(g->name[v], name)) return v;
    return -1;
}

static paths_t *paths_build(const zone_t *z)
{
    paths_t *g = calloc(1, sizeof *g);
    int cap = 2 * z->nroute + 1;
    if (!g || !(g->name = malloc((size_t)cap * sizeof *g->name)) || !(g->first = calloc((size_t)cap + 1, sizeof *g->first)) ||
        !(g->edge = malloc((size_t)cap * sizeof *g->edge))) {
        paths_free(g);
        return NULL;
    }
    for (int i = 0; i < z->nroute; i++)
        for (int end = 0; end < 2; end++) {
            const char *nm = end ? z->route[i].dst : z->route[i].src;
            if (paths_node(g, nm) < 0) g->name[g->n++] = nm;
        }
    /* edges by netpoint of departure, counted then placed */
    for (int e = 0; e < 2 * z->nroute; e++) {
        const route_t *r = &z->route[e / 2];
        if (e % 2 && !r->symmetric) continue;
        g->first[paths_node(g, edge_from(r, !(e % 2))) + 1]++;
    }
    for (int v = 0; v < g->n; v++) g->first[v + 1] += g->first[v];
    int *at = malloc((size_t)(g->n + 1) * sizeof *at);
    if (!at || !(g->pred = calloc((size_t)g->n + 1, sizeof *g->pred))) {
        free(at), paths_free(g);
        return NULL;
    }
    memcpy(at, g->first, (size_t)(g->n + 1) * sizeof *at);
    for (int e = 0; e < 2 * z->nroute; e++) {
        const route_t *r = &z->route[e / 2];
        if (e % 2 && !r->symmetric) continue;
        g->edge[at[paths_node(g, edge_from(r, !(e % 2)))]++] = e;
    }
    free(at);
    return g;
}

/* the edge into each netpoint on the fewest links' paths from src (Dijkstra,
 * a route's cost its links as SimGrid counts them), or NULL out of memory */
static const int *paths_from(const zone_t *z, paths_t *g, int src)
{
    if (g->pred[src]) return g->pred[src];
    int *pred = malloc((size_t)g->n * sizeof *pred), *done = calloc((size_t)g->n, sizeof *done);
    long *dist = malloc((size_t)g->n * sizeof *dist);
    if (!pred || !done || !dist) {
        free(pred), free(done), free(dist);
        return NULL;
    }
    for (int v = 0; v < g->n; v++) pred[v] = -1, dist[v] = LONG_MAX;
    dist[src] = 0;
    for (;;) {
        int u = -1;
        for (int v = 0; v < g->n; v++)
            if (!done[v] && dist[v] < LONG_MAX && (u < 0 || dist[v] < dist[u])) u = v;
        if (u < 0) break;
        done[u] = 1;
        for (int k = g->first[u]; k < g->first[u + 1]; k++) {
            const route_t *r = &z->route[g->edge[k] / 2];
            int v = paths_node(g, edge_to(r, !(g->edge[k] % 2)));
            long d = dist[u] + r->nlinks;
            if (d < dist[v]) dist[v] = d, pred[v] = g->edge[k];
        }
    }
    free(done), free(dist);
    return g->pred[src] = pred;
}

static int route_cost(parsed_t *p, int in, const char *a, const char *b, cost_t *c, int depth);
static void cluster_route(const zone_t *z, int a_router, int b_router, cost_t *c);
static int is_host(parsed_t *p, const char *name);

/* from netpoint a to netpoint b, both inside child zone `sub` of a
 * composed route (a gateway at one end or both) */
static int inside(parsed_t *p, int sub, const char *a, const char *b, cost_t *c, int depth)
{
    if (!strcmp(a, b)) return 0;
    if (p->zone[sub].kind == Z_CLUSTER) {
        cluster_route(&p->zone[sub], !is_host(p, a), !is_host(p, b), c);
        return 0;
    }
    return route_cost(p, sub, a, b, c, depth + 1);
}

/* a to b in Floyd or Dijkstra zone `in`: ca, cb the child zones holding
 * them (-1: a netpoint of the zone itself) */
static int composed_cost(parsed_t *p, int in, const char *a, const char *b, int ca, int cb, cost_t *c, int depth)
{
    zone_t *z = &p->zone[in];
    if (!z->paths && !(z->paths = paths_build(z))) return fail(p, z->line, "out of memory");
    paths_t *g = z->paths;
    const char *na = ca >= 0 ? p->zone[ca].id : a, *nb = cb >= 0 ? p->zone[cb].id : b;
    int s = paths_node(g, na), t = paths_node(g, nb);
    const int *pred = s >= 0 && t >= 0 ? paths_from(z, g, s) : NULL;
    if (s >= 0 && t >= 0 && !pred) return fail(p, z->line, "out of memory");
    if (!pred || pred[t] < 0)
        return fail(p, z->line, "zone '%s': no path of its routes from %s to %s", z->id, na, nb);
    /* the path, walked back from t */
    int len = 0;
    for (int v = t; v != s; len++) {
        const route_t *r = &z->route[pred[v] / 2];
        v = paths_node(g, edge_from(r, !(pred[v] % 2)));
        if (len > g->n) return fail(p, z->line, "zone '%s': routes from %s to %s go round", z->id, na, nb);
    }
    int *path = malloc((size_t)len * sizeof *path);
    if (!path) return fail(p, z->line, "out of memory");
    for (int v = t, i = len - 1; v != s; i--) {
        path[i] = pred[v];
        v = paths_node(g, edge_from(&z->route[pred[v] / 2], !(pred[v] % 2)));
    }
    int rc = 0;
    const char *at = a; /* where the route has got to */
    int node = ca;      /* the child zone it is in, -1 */
    for (int i = 0; i < len && !rc; i++) {
        const route_t *r = &z->route[path[i] / 2];
        int fwd = !(path[i] % 2);
        const char *gw = edge_gw_from(r, fwd);
        if (node >= 0) rc = inside(p, node, at, gw, c, depth);
        if (!rc) rc = add_links(p, r, c);
        at = edge_gw_to(r, fwd);
        const char *to = edge_to(r, fwd);
        node = -1;
        for (int k = 0; k < z->nchild; k++)
            if (!strcmp(p->zone[z->child[k]].id, to)) node = z->child[k];
    }
    if (!rc && node >= 0) rc = inside(p, node, at, b, c, depth);
    free(path);
    return rc;
}

/* a flat cluster's route between two of its netpoints (hosts; its router) */
static void cluster_route(const zone_t *z, int a_router, int b_router, cost_t *c)
{
    int n = !a_router + !b_router; /* the private links of the hosts */
    c->lat += n * z->lat + (z->has_bb ? z->bb_lat : 0);
    if (n && z->bw < c->bw) c->bw = z->bw;
    if (n && z->limiter_bw > 0 && z->limiter_bw < c->bw) c->bw = z->limiter_bw; /* a host's limiter_link */
    if (z->has_bb && z->bb_bw < c->bw) c->bw = z->bb_bw;
}

/* a is the router of its cluster: "<prefix><id>_router<suffix>" or router_id; any non-host name counts */
static int is_host(parsed_t *p, const char *name) { return host_find(p, name, 0) >= 0; }

/* The route from a to b, both inside zone `in`, as SimGrid's hierarchical
 * routing takes it: inside the one child zone that holds both, else from a
 * to the gateway of its child, the zoneRoute's links, the other gateway to
 * b.  Adds its cost to c; 0 or -1. */
static int route_cost(parsed_t *p, int in, const char *a, const char *b, cost_t *c, int depth)
{
    if (depth > 64) return fail(p, p->zone[in].line, "routes from %s to %s go round", a, b);
    if (!strcmp(a, b)) return 0;
    const zone_t *z = &p->zone[in];
    int za = zone_of(p, a), zb = zone_of(p, b);
    if (za < 0 || zb < 0) return fail(p, z->line, "no host or router named '%s'", za < 0 ? a : b);
    if (z->kind == Z_CLUSTER) {
        if (strcmp(z->topology, "FLAT"))
            return fail(p, z->line, "cluster '%s' (%s) joined to other zones: a %s is read only as the whole platform",
                        z->id, z->topology, z->topology);
        cluster_route(z, !is_host(p, a), !is_host(p, b), c);
        return 0;
    }
    int ca = za == in ? -1 : child_holding(p, in, za), cb = zb == in ? -1 : child_holding(p, in, zb);
    if (ca >= 0 && ca == cb) return route_cost(p, ca, a, b, c, depth + 1);
    if (z->shortest) return composed_cost(p, in, a, b, ca, cb, c, depth);
    if (ca < 0 && cb < 0) { /* both here: a declared route */
        const route_t *r = find_route(z, a, b, 0);
        if (!r) return fail(p, z->line, "zone '%s': no route from %s to %s", z->id, a, b);
        return add_links(p, r, c);
    }
    if (ca < 0 || cb < 0) { /* one in a subzone, the other here (a router): a zoneRoute from the subzone to it */
        int sub = ca >= 0 ? ca : cb;
        const char *here = ca >= 0 ? b : a, *there = ca >= 0 ? a : b;
        const route_t *r = find_route(z, p->zone[sub].id, here, 1);
        if (!r) return fail(p, z->line, "zone '%s': no zoneRoute between %s and %s", z->id, p->zone[sub].id, here);
        const char *gw = !strcmp(r->src, p->zone[sub].id) ? r->gw_src : r->gw_dst;
        if (p->zone[sub].kind == Z_CLUSTER) cluster_route(&p->zone[sub], !is_host(p, there), 1, c);
        else if (route_cost(p, sub, there, gw, c, depth + 1)) return -1;
        return add_links(p, r, c);
    }
    const route_t *r = find_route(z, p->zone[ca].id, p->zone[cb].id, 1);
    if (!r) return fail(p, z->line, "zone '%s': no zoneRoute between %s and %s", z->id, p->zone[ca].id, p->zone[cb].id);
    int fwd = !strcmp(r->src, p->zone[ca].id);
    const char *ga = fwd ? r->gw_src : r->gw_dst, *gb = fwd ? r->gw_dst : r->gw_src;
    int gza = zone_of(p, ga), gzb = zone_of(p, gb);
    /* a cluster's router is not declared: it is the cluster's own */
    if (gza < 0 && p->zone[ca].kind == Z_CLUSTER) gza = ca;
    if (gzb < 0 && p->zone[cb].kind == Z_CLUSTER) gzb = cb;
    if (gza < 0 || !is_below(p, gza, ca)) return fail(p, r->line, "zoneRoute %s -> %s: gateway %s is not in %s", r->src, r->dst, ga, p->zone[ca].id);
    if (gzb < 0 || !is_below(p, gzb, cb)) return fail(p, r->line, "zoneRoute %s -> %s: gateway %s is not in %s", r->src, r->dst, gb, p->zone[cb].id);
    if (p->zone[ca].kind == Z_CLUSTER) cluster_route(&p->zone[ca], !is_host(p, a), 1, c);
    else if (route_cost(p, ca, a, ga, c, depth + 1)) return -1;
    if (add_links(p, r, c)) return -1;
    if (p->zone[cb].kind == Z_CLUSTER) cluster_route(&p->zone[cb], 1, !is_host(p, b), c);
    else if (route_cost(p, cb, gb, b, c, depth + 1)) return -1;
    return 0;
}

/* ---- levels ------------------------------------------------------------- */

static int alloc_levels(cp_platform_t *pl, int n)
{
    pl->nlevels = n;
    pl->level = calloc((size_t)n, sizeof *pl->level);
    pl->group = calloc((size_t)n * (size_t)pl->nhosts, sizeof *pl->group);
    if (!pl->level || !pl->group) return -1;
    for (int k = 0; k < n; k++) {
        if (k == n - 1) snprintf(pl->level[k].name, sizeof pl->level[k].name, "top");
        else if (k == 0) snprintf(pl->level[k].name, sizeof pl->level[k].name, "switch");
        else snprintf(pl->level[k].name, sizeof pl->level[k].name, "switch%d", k + 1);
    }
    return 0;
}

static int parse_ints(const char *s, char sep, int *out, int max)
{
    int n = 0;
    while (*s) {
        char *end;
        long v = strtol(s, &end, 10);
        if (end == s || v < 1 || v > 1 << 20 || n == max) return -1;
        out[n++] = (int)v;
        if (*end == sep) s = end + 1;
        else if (!*end || *end == ';') return *end ? -1 : n;
        else return -1;
    }
    return n;
}

/* FAT_TREE "L;down...;up...;count...": level k's groups are the hosts under
 * one switch of fat-tree level k + 1 (Π down[0..k] consecutive hosts); a
 * route between them climbs k + 1 links and comes down as many */
static int fat_tree(parsed_t *p, const zone_t *z, cp_platform_t *pl)
{
    char part[4][128];
    int np = 0;
    const char *s = z->topo;
    while (np < 4) {
        size_t k = strcspn(s, ";");
        if (k >= sizeof part[0]) break;
        memcpy(part[np], s, k), part[np][k] = 0, np++;
        if (!s[k]) break;
        s += k + 1;
    }
    int L = atoi(part[0]), down[16] = {0}, up[16] = {0}, count[16] = {0};
    if (np != 4 || L < 1 || L > 16 || parse_ints(part[1], ',', down, 16) != L || parse_ints(part[2], ',', up, 16) != L ||
        parse_ints(part[3], ',', count, 16) != L)
        return fail(p, z->line, "cluster '%s': bad FAT_TREE topo_parameters '%s' (levels;down,...;up,...;count,..., e.g. 2;16,4;1,4;1,1)",
                    z->id, z->topo);
    /* in doubles: 16 levels of up to 2^20 overflow a long */
    double hosts = 1, nodes = pl->nhosts, cables = 0;
    for (int k = 0; k < L; k++) hosts *= down[k];
    if (hosts != pl->nhosts)
        return fail(p, z->line, "cluster '%s': the fat tree %s has %s%.0f hosts, the radical %d", z->id, z->topo,
                    hosts > pl->nhosts ? "more than " : "", hosts > pl->nhosts ? pl->nhosts : hosts, pl->nhosts);
    for (int k = 0; k < L; k++) { /* the links up from level k's nodes (machine_routes.c numbers them) */
        cables += nodes * up[k] * count[k];
        nodes = nodes / down[k] * up[k];
    }
    if (cables > CP_PLATFORM_MAX_LINKS)
        return fail(p, z->line, "cluster '%s': the fat tree %s has %.3g links; the mapper follows at most %ld", z->id,
                    z->topo, cables, (long)CP_PLATFORM_MAX_LINKS);
    if (alloc_levels(pl, L)) return fail(p, 0, "out of memory");
    long block = 1, sw = 1;
    for (int k = 0; k < L; k++) {
        block *= down[k];
        sw *= up[k]; /* switches of fat-tree level k + 1 in one such subtree */
        for (int h = 0; h < pl->nhosts; h++) pl->group[k * pl->nhosts + h] = (int)(h / block);
        cp_platform_level_t *lv = &pl->level[k];
        lv->latency_s = 2.0 * (k + 1) * z->lat;
        lv->bandwidth_Bps = z->bw;
        lv->up_links = k + 1 < L ? (double)sw * up[k + 1] * count[k + 1] : 0;
        lv->up_Bps = z->bw;
    }
    pl->host_links = (double)up[0] * count[0];
    pl->host_Bps = z->bw;
    cp_platform_routing_t *rt = &pl->routing;
    rt->kind = CP_ROUTING_FAT_TREE, rt->levels = L;
    memcpy(rt->down, down, sizeof down), memcpy(rt->up, up, sizeof up), memcpy(rt->count, count, sizeof count);
    snprintf(pl->kind, sizeof pl->kind, "fat tree %.50s", z->topo);
    return 0;
}

/* DRAGONFLY "groups,blue;chassis,black;routers,green;nodes": levels router,
 * chassis, group, all; a level's latency is the mean over its pairs of
 * routers of the minimal route's links (SimGrid's: to the router of the
 * destination group's index, to chassis 0, the blue link, then to the
 * target blade and chassis) */
static int dragonfly(parsed_t *p, const zone_t *z, cp_platform_t *pl)
{
    int G, blue, C, black, R, green, N;
    if (sscanf(z->topo, "%d,%d;%d,%d;%d,%d;%d", &G, &blue, &C, &black, &R, &green, &N) != 7 || G < 1 || C < 1 || R < 1 ||
        N < 1 || blue < 1 || black < 1 || green < 1)
        return fail(p, z->line, "cluster '%s': bad DRAGONFLY topo_parameters '%s' (groups,links;chassis,links;routers,links;nodes, e.g. 4,2;4,1;4,1;4)",
                    z->id, z->topo);
    double hosts = (double)G * C * R * N; /* 4 ints overflow a long */
    if (hosts != pl->nhosts)
        return fail(p, z->line, "cluster '%s': the dragonfly %s has %s%.0f hosts, the radical %d", z->id, z->topo,
                    hosts > pl->nhosts ? "more than " : "", hosts > pl->nhosts ? pl->nhosts : hosts, pl->nhosts);
    /* every two routers are walked below */
    if ((long)G * C * R > CP_PLATFORM_MAX_ROUTERS)
        return fail(p, z->line, "cluster '%s': the dragonfly %s has %ld routers; the mapper reads at most %d", z->id,
                    z->topo, (long)G * C * R, CP_PLATFORM_MAX_ROUTERS);
    double cables = (double)G * C * R * R + (double)G * R * C * C + (double)G * G + pl->nhosts;
    if (cables > CP_PLATFORM_MAX_LINKS)
        return fail(p, z->line, "cluster '%s': the dragonfly %s has %.3g links; the mapper follows at most %ld", z->id,
                    z->topo, cables, (long)CP_PLATFORM_MAX_LINKS);
    /* SimGrid's minimal route goes, in the source chassis, to the router of
     * the destination group's index: a chassis needs a router per group
     * (with fewer, SimGrid 3.32 reads past its routers and crashes) */
    if (G > R && G > 1)
        return fail(p, z->line, "cluster '%s': %d groups, but %d routers a chassis: SimGrid's dragonfly routes through "
                                "the router of the destination group's index in each chassis, so it needs at least "
                                "as many routers a chassis as groups", z->id, G, R);
    if (alloc_levels(pl, 4)) return fail(p, 0, "out of memory");
    for (int h = 0; h < pl->nhosts; h++) {
        pl->group[0 * pl->nhosts + h] = h / N;
        pl->group[1 * pl->nhosts + h] = h / (N * R);
        pl->group[2 * pl->nhosts + h] = h / (N * R * C);
        pl->group[3 * pl->nhosts + h] = 0;
    }
    /* links between routers s and t (0 .. G*C*R-1) on the minimal route */
    double sum[4] = {0}, pairs[4] = {0};
    int nr = G * C * R;
    for (int s = 0; s < nr; s++)
        for (int t = 0; t < nr; t++) {
            int sg = s / (C * R), sc = s / R % C, sb = s % R, tg = t / (C * R), tc = t / R % C, tb = t % R;
            int lv = s == t ? 0 : sg != tg ? 3 : sc != tc ? 2 : 1, links = 2;
            if (s != t) {
                int cg = sg, cc = sc, cb = sb;
                if (tg != sg) {
                    if (cb != tg) links++, cb = tg;
                    if (cc != 0) links++, cc = 0;
                    links++, cg = tg, cc = 0, cb = sg; /* the blue hop lands on router sg of chassis 0 */
                }
                if (tb != cb) links++, cb = tb;
                if (tc != cc) links++;
                (void)cg;
            }
            sum[lv] += links, pairs[lv]++;
        }
    for (int k = 0; k < 4; k++) {
        cp_platform_level_t *lv = &pl->level[k];
        lv->latency_s = (pairs[k] ? sum[k] / pairs[k] : 2) * z->lat;
        lv->bandwidth_Bps = z->bw;
    }
    /* what leaves a router (green links to its chassis), a chassis (black
     * links to the group's other chassis), a group (blue links) */
    pl->level[0].up_links = (double)(R - 1) * green, pl->level[0].up_Bps = z->bw;
    pl->level[1].up_links = (double)R * (C - 1) * black, pl->level[1].up_Bps = z->bw;
    pl->level[2].up_links = (double)(G - 1) * blue, pl->level[2].up_Bps = z->bw;
    pl->host_links = 1, pl->host_Bps = z->bw;
    pl->routing = (cp_platform_routing_t){CP_ROUTING_DRAGONFLY, .groups = G, .blue = blue, .chassis = C, .black = black,
                                          .routers = R, .green = green, .nodes = N, .Bps = z->bw, .lat = z->lat,
                                          .shared = z->shared};
    snprintf(pl->kind, sizeof pl->kind, "dragonfly %.50s", z->topo);
    return 0;
}

/* TORUS "d0,d1,...": hosts numbered with d0 fastest; level k (k < D - 1)
 * groups the hosts that share their coordinates past dimension k (a line
 * of d0 hosts, a plane of d0 x d1, ...), the last all.  A route goes
 * dimension by dimension, the first first (cp_torus_way), one link a
 * hop: a level's latency is its pairs' mean (those differing in dimension
 * k and no later one) */
static int torus(parsed_t *p, const zone_t *z, cp_platform_t *pl)
{
    int dim[16], D = parse_ints(z->topo, ',', dim, 16);
    if (D < 1)
        return fail(p, z->line, "cluster '%s': bad TORUS topo_parameters '%s' (sizes of up to 16 dimensions, e.g. 4,4,4)",
                    z->id, z->topo);
    long hosts = 1, hops = 0;
    for (int j = 0; j < D; j++) {
        if (dim[j] < 2)
            return fail(p, z->line, "cluster '%s': TORUS %s: a dimension of %d host%s adds nothing (leave it out)", z->id,
                        z->topo, dim[j], dim[j] == 1 ? "" : "s");
        if (hosts <= pl->nhosts) hosts *= dim[j]; /* past the radical's: refused below, before it can overflow */
        hops += dim[j] / 2; /* the most hops along it (cp_torus_way) */
    }
    if (hosts != pl->nhosts)
        return fail(p, z->line, "cluster '%s': the torus %s has %s%ld hosts, the radical %d", z->id, z->topo,
                    hosts > pl->nhosts ? "more than " : "", hosts > pl->nhosts ? (long)pl->nhosts : hosts, pl->nhosts);
    if (hops > CP_PLATFORM_MAX_HOPS)
        return fail(p, z->line, "cluster '%s': the torus %s has routes of up to %ld links; the mapper follows at most %d",
                    z->id, z->topo, hops, CP_PLATFORM_MAX_HOPS);
    if (alloc_levels(pl, D)) return fail(p, 0, "out of memory");
    /* per dimension, the mean hops over every two coordinates, and over two unequal ones */
    double all[16], neq[16];
    for (int j = 0; j < D; j++) {
        double sum = 0;
        for (int m = 0; m < dim[j]; m++)
            for (int t = 0; t < dim[j]; t++) {
                int up;
                sum += cp_torus_way(dim[j], m, t, &up);
            }
        all[j] = sum / ((double)dim[j] * dim[j]), neq[j] = sum / ((double)dim[j] * (dim[j] - 1));
    }
    long block = 1;
    double before = 0; /* the mean hops in the dimensions below k */
    for (int k = 0; k < D; k++) {
        block *= dim[k];
        for (int h = 0; h < pl->nhosts; h++) pl->group[k * pl->nhosts + h] = k == D - 1 ? 0 : (int)(h / block);
        cp_platform_level_t *lv = &pl->level[k];
        lv->latency_s = (before + neq[k]) * z->lat;
        lv->bandwidth_Bps = z->bw;
        /* each host of a group has two links in each later dimension (to the
         * next host and from the one before) */
        lv->up_links = k + 1 < D ? (double)block * 2 * (D - 1 - k) : 0;
        lv->up_Bps = z->bw;
        before += all[k];
    }
    pl->host_links = 2.0 * D, pl->host_Bps = z->bw;
    cp_platform_routing_t *rt = &pl->routing;
    rt->kind = CP_ROUTING_TORUS, rt->ndims = D;
    memcpy(rt->dim, dim, sizeof dim);
    snprintf(pl->kind, sizeof pl->kind, "torus %.50s", z->topo);
    return 0;
}

/* limiter_link: one more link at each host (and, on a FAT_TREE or a
 * DRAGONFLY, each switch or router) a route passes, its two directions
 * one, of latency 0 (SimGrid 3.32 puts them in the routes: t-99 checks
 * the mapper's against its own).  No message between two hosts goes
 * faster than it: each level's bandwidth is at most the limiter's.  Where
 * the cluster is routed link by link (a fat tree, a dragonfly, a torus)
 * the routes carry them, so that what they share is charged; a flat
 * cluster's are only its levels' bandwidth. */
static int limiters(parsed_t *p, const zone_t *z, cp_platform_t *pl)
{
    cp_platform_routing_t *rt = &pl->routing;
    snprintf(rt->name, sizeof rt->name, "%s", z->id);
    if (!(z->limiter_bw > 0)) return 0;
    for (int k = 0; k < pl->nlevels; k++)
        if (pl->level[k].bandwidth_Bps > z->limiter_bw) pl->level[k].bandwidth_Bps = z->limiter_bw;
    if (rt->kind == CP_ROUTING_NONE) return 0;
    /* a route's links and limiters: a fat tree's 2L + 2L + 1, a torus's
     * hops and a limiter a host, a dragonfly's 7 + 7 at most */
    long links = 14;
    if (rt->kind == CP_ROUTING_FAT_TREE) links = 4L * rt->levels + 1;
    if (rt->kind == CP_ROUTING_TORUS) {
        links = 1;
        for (int j = 0; j < rt->ndims; j++) links += 2L * (rt->dim[j] / 2);
    }
    if (links > CP_PLATFORM_MAX_HOPS)
        return fail(p, z->line, "cluster '%s': with limiter_link its routes have up to %ld links and limiters; the mapper follows at most %d",
                    z->id, links, CP_PLATFORM_MAX_HOPS);
    rt->limiter_Bps = z->limiter_bw;
    return 0;
}

/* a cluster alone: its levels from its topology */
static int one_cluster(parsed_t *p, const zone_t *z, cp_platform_t *pl)
{
    pl->loop_lat = z->has_loop ? z->loop_lat : 0;
    pl->loop_Bps = z->has_loop ? z->loop_bw : 0;
    pl->routing.Bps = z->bw, pl->routing.lat = z->lat, pl->routing.shared = z->shared;
    int rc = 0;
    if (!strcmp(z->topology, "FAT_TREE")) rc = fat_tree(p, z, pl);
    else if (!strcmp(z->topology, "DRAGONFLY")) rc = dragonfly(p, z, pl);
    else if (!strcmp(z->topology, "TORUS")) rc = torus(p, z, pl);
    else {
        if (alloc_levels(pl, 1)) return fail(p, 0, "out of memory");
        cost_t c = {0, INFINITY};
        cluster_route(z, 0, 0, &c);
        pl->level[0].latency_s = c.lat, pl->level[0].bandwidth_Bps = c.bw;
        pl->level[0].inner_Bps = z->has_bb && z->bb_shared ? z->bb_bw : 0;
        pl->host_links = 1, pl->host_Bps = z->bw;
        snprintf(pl->kind, sizeof pl->kind, "cluster of %d hosts", pl->nhosts);
    }
    return rc ? rc : limiters(p, z, pl);
}

/* the hosts whose pairs' routes make a level's cost, at most */
#define LEVEL_SAMPLE 64

/* how many zones a host's zone is below root */
static int zone_depth(const parsed_t *p, int h, int root)
{
    int d = 0;
    for (int z = p->host_zone[h]; z != root; z = p->zone[z].parent) d++;
    return d;
}

/* the zone of host h at level k of a machine `depth` levels deep: a host
 * whose zones are fewer (Grid'5000's sites, where one site nests its
 * clusters in one more zone) holds its own zone for the levels it lacks,
 * at the bottom, so that every zone Z is the level depth - (Z's depth)
 * for all the hosts under it and two hosts meet at the level of the zone
 * their routes meet in */
static int zone_at(const parsed_t *p, int h, int k, int depth, int root)
{
    int z = p->host_zone[h];
    for (int up = k - (depth - zone_depth(p, h, root)); up > 0; up--) z = p->zone[z].parent;
    return z;
}

/* whether every zone of level k + 1 that holds groups of level k (a
 * host's zone repeated for the levels it lacks holds none) has one SHARED
 * link of bandwidth bw on each of its zoneRoutes, a link of its own: its
 * groups' traffic among them and out of it, both ways, on that link */
static int every_parent_one_link(const parsed_t *p, int k, int depth, int root, double bw)
{
    int seen = 0, last = -1;
    for (int h = 0; h < p->nhost; h++) {
        int z = zone_at(p, h, k, depth, root), up = zone_at(p, h, k + 1, depth, root);
        if (z == up || up == last) continue;
        last = up, seen++;
        const zone_t *u = &p->zone[up];
        const route_t *first = NULL;
        for (int i = 0; i < u->nroute && !first; i++)
            if (u->route[i].zone) first = &u->route[i];
        int found = 0;
        for (int j = 0; first && j < first->nlinks && !found; j++) {
            const link_t *l = find_link(p, first->links[j]);
            int all = l && l->shared && l->bw == bw;
            for (int i = 0; all && i < u->nroute; i++) {
                const route_t *r = &u->route[i];
                if (!r->zone) continue;
                int has = 0;
                for (int x = 0; x < r->nlinks && !has; x++) has = !strcmp(r->links[x], l->id);
                all = has;
            }
            found = all;
        }
        if (!found) return 0;
    }
    return seen > 0;
}

/* zones: a level per depth above the hosts, the deepest hosts' */
static int zones(parsed_t *p, int root, cp_platform_t *pl)
{
    int depth = 0, deep = 0;
    for (int h = 0; h < p->nhost; h++) {
        int d = zone_depth(p, h, root);
        if (d > depth) depth = d, deep = h;
    }
    if (alloc_levels(pl, depth + 1)) return fail(p, 0, "out of memory");
    /* host order: as declared, which puts a zone's hosts together only when
     * zones are declared whole (they are: XML nests them) */
    for (int k = 0; k <= depth; k++) {
        int last_zone = -2, g = -1;
        for (int h = 0; h < p->nhost; h++) {
            int z = zone_at(p, h, k, depth, root);
            if (z != last_zone) g++, last_zone = z;
            pl->group[k * p->nhost + h] = g;
        }
    }
    /* each level: the mean over its pairs of hosts (in different groups of
     * the level below inside one group of this level) of their routes'
     * latency and time a byte: LEVEL_SAMPLE hosts evenly spread, each with
     * LEVEL_SAMPLE partners evenly spread among its (all of them on
     * smaller platforms; a group's hosts are consecutive).  Where those
     * routes differ by more than 1.5 times (a Full zone whose every pair
     * has a route of its own, SimGrid's small_platform.xml: 0.41 to 80.6
     * ms), the machine's one level per group cannot tell them apart, and
     * the platform's kind says so. */
    int stride = p->nhost > LEVEL_SAMPLE ? (p->nhost + LEVEL_SAMPLE - 1) / LEVEL_SAMPLE : 1;
    double spread_lo = INFINITY, spread_hi = 0;
    for (int k = 0; k <= depth; k++) {
        double sum_lat = 0, sum_inv = 0, lo = INFINITY, hi = 0;
        long pairs = 0, no_bw = 0;
        const int *gk = &pl->group[k * p->nhost], *gb = k ? &pl->group[(k - 1) * p->nhost] : NULL;
        for (int h = 0; h < p->nhost; h += stride) {
            /* its group here [a, b), and below [c, d) (itself at level 0) */
            int a = h, b = h + 1, c = h, d = h + 1;
            while (a > 0 && gk[a - 1] == gk[h]) a--;
            while (b < p->nhost && gk[b] == gk[h]) b++;
            while (gb && c > 0 && gb[c - 1] == gb[h]) c--;
            while (gb && d < p->nhost && gb[d] == gb[h]) d++;
            int cand = (b - a) - (d - c), step = cand > LEVEL_SAMPLE ? (cand + LEVEL_SAMPLE - 1) / LEVEL_SAMPLE : 1;
            for (int t = 0; t < cand; t += step) {
                int j = a + t < c ? a + t : a + t + (d - c); /* the t-th outside [c, d) */
                int z = zone_at(p, h, k, depth, root);
                cost_t e = {0, INFINITY};
                if (route_cost(p, z, p->host[h], p->host[j], &e, 0)) return -1;
                sum_lat += e.lat, pairs++;
                if (isfinite(e.bw) && e.bw > 0) sum_inv += 1 / e.bw;
                else no_bw++;
                lo = e.lat < lo ? e.lat : lo, hi = e.lat > hi ? e.lat : hi;
            }
        }
        cp_platform_level_t *lv = &pl->level[k];
        if (!pairs) { /* groups of one member: no pair there */
            if (k) *lv = (cp_platform_level_t){.latency_s = pl->level[k - 1].latency_s, .bandwidth_Bps = pl->level[k - 1].bandwidth_Bps};
            snprintf(lv->name, sizeof lv->name, "%s", k == depth ? "top" : k == 0 ? "switch" : "switch");
            if (k && k < depth) snprintf(lv->name, sizeof lv->name, "switch%d", k + 1);
            continue;
        }
        lv->latency_s = sum_lat / pairs;
        lv->bandwidth_Bps = no_bw || !(sum_inv > 0) ? 0 : pairs / sum_inv;
        if (hi > 1.5 * lo && hi - lo > spread_hi - spread_lo) spread_lo = lo, spread_hi = hi;
    }
    /* a host's own route to itself, where one is declared: its loopback */
    const zone_t *hz = &p->zone[p->host_zone[0]];
    const route_t *self = hz->kind == Z_FULL ? find_route(hz, p->host[0], p->host[0], 0) : NULL;
    if (self) {
        cost_t c = {0, INFINITY};
        if (add_links(p, self, &c)) return -1;
        pl->loop_lat = c.lat, pl->loop_Bps = isfinite(c.bw) ? c.bw : 0; /* a route of no link: unknown */
    } else if (hz->kind == Z_CLUSTER && hz->has_loop) {
        pl->loop_lat = hz->loop_lat, pl->loop_Bps = hz->loop_bw;
    }
    /* what leaves a host (a cluster's private link, else its route to its
     * zone's gateway) and a group (the shortest zoneRoute from its zone in
     * the zone above: a cluster's WAN link, a written platform's uplink),
     * as one link each: the link objective's capacities */
    if (hz->kind == Z_CLUSTER) {
        pl->host_links = 1, pl->host_Bps = hz->bw;
    } else {
        for (int i = 0; i < hz->nroute && !pl->host_links; i++) {
            const route_t *r = &hz->route[i];
            if (r->zone || strcmp(r->src, r->dst) == 0 || (strcmp(r->src, p->host[0]) && strcmp(r->dst, p->host[0])) ||
                (is_host(p, r->src) && is_host(p, r->dst)))
                continue;
            cost_t c = {0, INFINITY};
            if (!add_links(p, r, &c) && isfinite(c.bw)) pl->host_links = 1, pl->host_Bps = c.bw;
        }
    }
    /* a flat cluster's backbone: every message with an end in it crosses it */
    if (hz->kind == Z_CLUSTER && hz->has_bb && hz->bb_shared) pl->level[0].inner_Bps = hz->bb_bw;
    for (int k = 0, z = p->host_zone[deep]; k < depth; k++, z = p->zone[z].parent) {
        const zone_t *up = &p->zone[p->zone[z].parent];
        const route_t *best = NULL;
        for (int i = 0; i < up->nroute; i++) {
            const route_t *r = &up->route[i];
            if (r->zone && (!strcmp(r->src, p->zone[z].id) || !strcmp(r->dst, p->zone[z].id)) &&
                (!best || r->nlinks < best->nlinks))
                best = r;
        }
        cost_t c = {0, INFINITY};
        if (best && !add_links(p, best, &c) && isfinite(c.bw)) pl->level[k].up_links = 1, pl->level[k].up_Bps = c.bw;
        /* one SHARED link on every zoneRoute between the groups of each
         * zone above (the seed's clusters over one WAN, a site's clusters
         * over the site's switch): all their traffic, both ways, on it */
        pl->level[k].up_one_link = best && isfinite(c.bw) && every_parent_one_link(p, k, depth, root, c.bw);
    }
    int nz = 0;
    for (int h = 0, last = -1; h < p->nhost; h++)
        if (pl->group[h] != last) nz++, last = pl->group[h];
    int at = snprintf(pl->kind, sizeof pl->kind, "%d zone%s of hosts, %d level%s", nz, nz == 1 ? "" : "s", depth + 1, depth ? "s" : "");
    if (spread_hi > 0 && at > 0 && (size_t)at < sizeof pl->kind)
        snprintf(pl->kind + at, sizeof pl->kind - (size_t)at, "; routes of one level differ, %.3g to %.3g ms: each level their mean",
                 spread_lo * 1e3, spread_hi * 1e3);
    return 0;
}

void cp_platform_free(cp_platform_t *p)
{
    for (int i = 0; p->host && i < p->nhosts; i++) free(p->host[i]);
    free(p->host), free(p->cores), free(p->level), free(p->group);
    free(p->lat_factor), free(p->bw_factor);
    memset(p, 0, sizeof *p);
}

int cp_platform_read(const char *path, cp_platform_t *pl, cp_err_t *err)
{
    memset(pl, 0, sizeof *pl);
    parsed_t p = {.path = path, .err = err};
    FILE *f = fopen(path, "rb");
    if (!f) return cp_err_at(err, CP_ERR_IO, path, 0, "%s", strerror(errno));
    char *buf = NULL;
    size_t len = 0, cap = 0;
    for (;;) {
        if (len + 65536 > cap) {
            cap = cap ? 2 * cap : 1 << 20;
            char *b = realloc(buf, cap);
            if (!b) {
                free(buf), fclose(f);
                return cp_err_at(err, CP_ERR_NOMEM, path, 0, "out of memory");
            }
            buf = b;
        }
        size_t got = fread(buf + len, 1, cap - len, f);
        len += got;
        if (!got) break;
    }
    int rd = ferror(f);
    fclose(f);
    int rc = rd ? cp_err_at(err, CP_ERR_IO, path, 0, "read error") : parse_file(&p, buf, len);
    free(buf);
    if (!rc) {
        pl->nhosts = p.nhost;
        pl->speed = p.speed ? p.speed[0] : 0;
        /* the zone that holds every host, past wrappers of one child */
        int root = -1;
        for (int z = 0; z < p.nzone; z++)
            if (p.zone[z].parent < 0) {
                if (root >= 0) {
                    rc = fail(&p, p.zone[z].line, "a second top-level zone ('%s'): a platform has one", p.zone[z].id);
                    break;
                }
                root = z;
            }
        while (!rc && root >= 0 && p.zone[root].kind == Z_FULL && p.zone[root].nchild == 1 && p.zone[root].nhost == 0)
            root = p.zone[root].child[0];
        if (!rc && root < 0) rc = fail(&p, 0, "no zone");
        else if (!rc && p.zone[root].kind == Z_CLUSTER) rc = one_cluster(&p, &p.zone[root], pl);
        else if (!rc) rc = zones(&p, root, pl);
    }
    /* the hosts' table moves to pl; the rest goes */
    if (!rc) {
        pl->host = p.host, pl->cores = p.cores;
        pl->lat_factor = p.lat_factor, pl->bw_factor = p.bw_factor;
        p.lat_factor = p.bw_factor = NULL;
        p.host = NULL, p.cores = NULL;
        p.nhost = 0;
    }
    parsed_free(&p);
    if (rc) cp_platform_free(pl);
    return rc;
}

/* ---- writing -------------------------------------------------------------- */

/* a level whose routes cross no link has no bandwidth to write: 1 PB/s, no limit */
static void fmt_bw(char *b, size_t n, double v) { snprintf(b, n, "%.9gBps", v > 0 && isfinite(v) ? v : 1e15); }
static void fmt_lat(char *b, size_t n, double v) { snprintf(b, n, "%.9gs", v); }

/* zone of group g at level k, and what is inside it */
static void write_zone(FILE *f, const cp_platform_t *p, int k, int g, int indent, double inner_half)
{
    char bw[64], lat[64];
    int first = -1, last = -1;
    for (int h = 0; h < p->nhosts; h++)
        if (p->group[k * p->nhosts + h] == g) {
            if (first < 0) first = h;
            last = h;
        }
    fprintf(f, "%*s<zone id=\"L%dg%d\" routing=\"Full\">\n", indent, "", k, g);
    if (k == 0) {
        /* the hosts, each with one link carrying half the level's latency */
        const cp_platform_level_t *lv = &p->level[0];
        for (int h = first; h <= last; h++) {
            fprintf(f, "%*s<host id=\"%s\" speed=\"%.9gf\" core=\"%d\"/>\n", indent + 2, "", p->host[h],
                    p->speed > 0 ? p->speed : 1e9, p->cores[h]);
            fmt_bw(bw, sizeof bw, lv->bandwidth_Bps);
            fmt_lat(lat, sizeof lat, lv->latency_s / 2);
            fprintf(f, "%*s<link id=\"%s_link\" bandwidth=\"%s\" latency=\"%s\" sharing_policy=\"SPLITDUPLEX\"/>\n",
                    indent + 2, "", p->host[h], bw, lat);
            if (p->loop_Bps > 0) {
                fmt_bw(bw, sizeof bw, p->loop_Bps);
                fmt_lat(lat, sizeof lat, p->loop_lat);
                fprintf(f, "%*s<link id=\"%s_loopback\" bandwidth=\"%s\" latency=\"%s\" sharing_policy=\"FATPIPE\"/>\n",
                        indent + 2, "", p->host[h], bw, lat);
            }
        }
        fprintf(f, "%*s<router id=\"L0g%d_gw\"/>\n", indent + 2, "", g);
        /* a backbone every message with an end in the group crosses, its
         * two directions shared (a flat cluster's), of no latency: the
         * hosts' links carry the level's */
        char bb[96] = "";
        if (lv->inner_Bps > 0) {
            fmt_bw(bw, sizeof bw, lv->inner_Bps);
            fprintf(f, "%*s<link id=\"L0g%d_bb\" bandwidth=\"%s\" latency=\"0s\" sharing_policy=\"SHARED\"/>\n", indent + 2,
                    "", g, bw);
            snprintf(bb, sizeof bb, "<link_ctn id=\"L0g%d_bb\"/>", g);
        }
        for (int h = first; h <= last; h++) {
            if (p->loop_Bps > 0)
                fprintf(f, "%*s<route src=\"%s\" dst=\"%s\" symmetrical=\"NO\"><link_ctn id=\"%s_loopback\"/></route>\n",
                        indent + 2, "", p->host[h], p->host[h], p->host[h]);
            fprintf(f, "%*s<route src=\"%s\" dst=\"L0g%d_gw\"><link_ctn id=\"%s_link\" direction=\"UP\"/>%s</route>\n",
                    indent + 2, "", p->host[h], g, p->host[h], bb);
            for (int o = h + 1; o <= last; o++)
                fprintf(f, "%*s<route src=\"%s\" dst=\"%s\"><link_ctn id=\"%s_link\" direction=\"UP\"/>%s"
                           "<link_ctn id=\"%s_link\" direction=\"DOWN\"/></route>\n",
                        indent + 2, "", p->host[h], p->host[o], p->host[h], bb, p->host[o]);
        }
    } else {
        /* the groups of the level below, each with a router and an uplink
         * carrying half of what this level adds to the one below: between
         * two of them, a -> its group's router -> both uplinks -> b */
        const cp_platform_level_t *lv = &p->level[k];
        int gfirst = p->group[(k - 1) * p->nhosts + first], glast = p->group[(k - 1) * p->nhosts + last];
        double half = (lv->latency_s - p->level[k - 1].latency_s) / 2;
        for (int c = gfirst; c <= glast; c++) write_zone(f, p, k - 1, c, indent + 2, half);
        /* this level's switch: a leaf zone of its own holding a router (a
         * zone that holds zones may hold no router) */
        if (k + 1 < p->nlevels)
            fprintf(f, "%*s<zone id=\"L%dg%d_sw\" routing=\"Full\"><router id=\"L%dg%d_gw\"/></zone>\n", indent + 2, "",
                    k, g, k, g);
        /* an uplink carries all a group's uplinks can (a tapered switch's
         * few), where that is known; else the level's bandwidth.  Groups
         * that share one link (up_one_link: clusters over one WAN, a
         * site's clusters over its switch) each keep an uplink for the
         * latency, unbounded, and every route among them and up crosses
         * the one SHARED link of theirs, of no latency, that carries it */
        const cp_platform_level_t *below = &p->level[k - 1];
        int one = below->up_one_link && below->up_Bps > 0;
        fmt_bw(bw, sizeof bw, one ? 0 : below->up_links > 0 && below->up_Bps > 0 ? below->up_links * below->up_Bps : lv->bandwidth_Bps);
        fmt_lat(lat, sizeof lat, half > 0 ? half : 0);
        for (int c = gfirst; c <= glast; c++)
            fprintf(f, "%*s<link id=\"L%dg%d_up\" bandwidth=\"%s\" latency=\"%s\" sharing_policy=\"SPLITDUPLEX\"/>\n",
                    indent + 2, "", k - 1, c, bw, lat);
        char via[96] = "";
        if (one) {
            fmt_bw(bw, sizeof bw, below->up_Bps);
            fprintf(f, "%*s<link id=\"L%dg%d_one\" bandwidth=\"%s\" latency=\"0s\" sharing_policy=\"SHARED\"/>\n",
                    indent + 2, "", k, g, bw);
            snprintf(via, sizeof via, "<link_ctn id=\"L%dg%d_one\"/>", k, g);
        }
        for (int c = gfirst; c <= glast; c++) {
            for (int o = c + 1; o <= glast; o++)
                fprintf(f, "%*s<zoneRoute src=\"L%dg%d\" dst=\"L%dg%d\" gw_src=\"L%dg%d_gw\" gw_dst=\"L%dg%d_gw\">"
                           "<link_ctn id=\"L%dg%d_up\" direction=\"UP\"/>%s<link_ctn id=\"L%dg%d_up\" direction=\"DOWN\"/>"
                           "</zoneRoute>\n",
                        indent + 2, "", k - 1, c, k - 1, o, k - 1, c, k - 1, o, k - 1, c, via, k - 1, o);
            /* to this level's switch, for the levels above */
            if (k + 1 < p->nlevels)
                fprintf(f, "%*s<zoneRoute src=\"L%dg%d\" dst=\"L%dg%d_sw\" gw_src=\"L%dg%d_gw\" gw_dst=\"L%dg%d_gw\">"
                           "<link_ctn id=\"L%dg%d_up\" direction=\"UP\"/>%s</zoneRoute>\n",
                        indent + 2, "", k - 1, c, k, g, k - 1, c, k, g, k - 1, c, via);
        }
    }
    (void)inner_half;
    fprintf(f, "%*s</zone>\n", indent, "");
}

int cp_platform_write(FILE *f, const cp_platform_t *p, const char *comment)
{
    fprintf(f, "<?xml version='1.0'?>\n<!DOCTYPE platform SYSTEM \"https://simgrid.org/simgrid.dtd\">\n");
    if (comment) {
        fprintf(f, "<!--");
        for (const char *c = comment; *c; c++) /* "--" may not appear in a comment */
            fputc(*c == '-' && c[1] == '-' ? '=' : *c, f);
        fprintf(f, " -->\n");
    }
    fprintf(f, "<platform version=\"4.1\">\n");
    if (p->lat_factor || p->bw_factor) {
        fprintf(f, "  <config>\n");
        if (p->lat_factor) fprintf(f, "    <prop id=\"smpi/lat-factor\" value=\"%s\"/>\n", p->lat_factor);
        if (p->bw_factor) fprintf(f, "    <prop id=\"smpi/bw-factor\" value=\"%s\"/>\n", p->bw_factor);
        fprintf(f, "  </config>\n");
    }
    write_zone(f, p, p->nlevels - 1, 0, 2, 0);
    fprintf(f, "</platform>\n");
    return ferror(f) ? -1 : 0;
}

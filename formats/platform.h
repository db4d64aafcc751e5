/* SimGrid platforms (the XML that smpirun -platform reads) as a machine the
 * mapper places onto, and machines written as platforms so that a user's
 * own cluster can be simulated.  This module owns the format: the mapper
 * reads through it (mapper --platform), the simulation bench and the
 * prediction write through it.
 *
 * A platform is read as a tree of host groups, innermost first: the hosts
 * under one switch (a fat tree's leaf, a dragonfly's router, a cluster),
 * the groups joined by the next switch up, ..., the whole machine.  Each
 * level has what a message between two hosts whose closest common group is
 * at that level costs on its route (latencies summed, the narrowest link's
 * bandwidth), and what leaves one group of the level upward (its links'
 * number and bandwidth: where tapering and shared links show).  Read:
 *   - <cluster> with topology FLAT (private links and a backbone),
 *     FAT_TREE ("L;down...;up...;count..."), DRAGONFLY
 *     ("groups,blue;chassis,black;routers,green;nodes") and TORUS
 *     ("d0,d1,...": as levels its lines, planes, ... of hosts, each with
 *     the mean of its pairs' routes), alone, or FLAT ones several in a zone
 *     joined by <zoneRoute>s (the seed's clusters over a WAN);
 *   - zones routed Full holding <host>s, <link>s, <router>s, <route>s and
 *     <zoneRoute>s between zones, nested: what cp_platform_write writes.
 * Other routings are refused, naming the element and line. */
#ifndef CP_PLATFORM_H
#define CP_PLATFORM_H

#include <stdio.h>

#include "cp_err.h"

typedef struct cp_platform_level {
    char name[24];       /* the mapper's word: switch, switch2, ..., top */
    double latency_s;    /* one way, between hosts whose closest common group is this level's (mean where routes differ) */
    double bandwidth_Bps; /* the narrowest link of such a route */
    double up_links;     /* links leaving one group of this level upward (0 at the top) */
    double up_Bps;       /* each one's bandwidth */
    int up_one_link;     /* every group's uplink is the same SHARED link, both ways (clusters over one WAN link) */
    double inner_Bps;    /* a link inside each group that every message with an end in the group crosses, its two
                            directions shared (a flat cluster's backbone); 0: none */
} cp_platform_level_t;

/* the most links a route followed link by link may have (a torus's grow
 * with its sides: 4,4,4 has 6, 16,16,16 24) */
#define CP_PLATFORM_MAX_HOPS 64
/* links of a fat tree or dragonfly followed one by one (machine_routes.c:
 * both ways of each, and the limiters, under 2^31) */
#define CP_PLATFORM_MAX_LINKS (1L << 29)
/* a dragonfly's level latencies walk every two routers */
#define CP_PLATFORM_MAX_ROUTERS 16384

/* SimGrid 3.32's way along one of a torus's dimensions, of size d, from
 * coordinate m to t (TorusZone::get_local_route): *up 1 towards m + 1
 * (wrapping) where t is above m by at most d/2, or m is above d/2 and t at
 * most (m + d/2) mod d, else 0, towards m - 1; returns the hops (at most
 * d/2).  Inline: the platform reader's levels and the mapper's routes
 * (mapper/machine_routes.c) both follow it. */
static inline int cp_torus_way(int d, int m, int t, int *up)
{
    *up = (t > m && t <= m + d / 2) || (m > d / 2 && (m + d / 2) % d >= t);
    return *up ? (t - m + d) % d : (m - t + d) % d;
}

/* A cluster's shape as its topo_parameters give it, and its links */
typedef struct cp_platform_routing {
    enum { CP_ROUTING_NONE, CP_ROUTING_FAT_TREE, CP_ROUTING_DRAGONFLY, CP_ROUTING_TORUS } kind;
    /* FAT_TREE "levels;down,...;up,...;count,...": per level, children of a
     * switch, parents of a node, parallel links between a node and a parent */
    int levels, down[16], up[16], count[16];
    /* DRAGONFLY "groups,blue;chassis,black;routers,green;nodes": the counts,
     * and the cables of each blue, black and green link */
    int groups, blue, chassis, black, routers, green, nodes;
    /* TORUS "d0,d1,...": each dimension's size, the first fastest in the
     * hosts' order */
    int ndims, dim[16];
    char name[64]; /* the cluster's id: SimGrid's torus and limiter links are named by it */
    double Bps; /* a cable's bandwidth (the cluster's bw) */
    double lat; /* a link's latency (the cluster's lat): a route costs it once a link */
    int shared; /* sharing_policy SHARED: a link's two directions share it (SimGrid's default, SPLITDUPLEX: each its own) */
    /* limiter_link (0: none): one more link, its two directions one, at
     * each host and switch or router a route passes (SimGrid 3.32's
     * cluster_link_<id>_limiter) */
    double limiter_Bps;
} cp_platform_routing_t;

typedef struct cp_platform {
    int nhosts;
    char **host;         /* in the platform's order (a cluster's radical order) */
    int *cores;
    int nlevels;         /* >= 1; the last holds every host in one group */
    cp_platform_level_t *level;
    int *group;          /* [k * nhosts + h]: host h's group at level k; a group's hosts are consecutive */
    double loop_lat, loop_Bps; /* between two cores of one host (its loopback) */
    double host_links, host_Bps; /* links from a host to its first switch, and their bandwidth */
    double speed;        /* flop/s of a core (the first host's) */
    char kind[160];      /* what was read: "fat tree 2;16,4;1,4;1,1", "3 clusters", ... */
    /* SMPI's latency and bandwidth factors by message size ("0:1.04;65536:3.1"),
     * a <config> of the platform (SMPI has one set for every link), or NULL */
    char *lat_factor, *bw_factor;
    /* a lone FAT_TREE, DRAGONFLY or TORUS cluster, link by link, for the routes the
     * link objective follows (mapper/machine_routes.c); kind NONE for any
     * other platform */
    cp_platform_routing_t routing;
} cp_platform_t;

/* Reads path; 0, or -1 with "FILE:LINE: what" in *err. */
int cp_platform_read(const char *path, cp_platform_t *p, cp_err_t *err);
/* Writes p as nested zones routed Full (a zone per group, a router per
 * zone, the host links and each group's uplink carrying the level's
 * latency and bandwidth, full duplex as Ethernet and InfiniBand are: each
 * direction its own capacity, SPLITDUPLEX) that cp_platform_read reads
 * back to the same levels; 0 or -1 (I/O). */
int cp_platform_write(FILE *f, const cp_platform_t *p, const char *comment);
void cp_platform_free(cp_platform_t *p);

/* SimGrid's units: "125MBps", "10Gbps" (bits), "1.25GBps"; "50us", "1ms";
 * "1Gf".  A bare number is bytes/s, seconds, flop/s.  0, or -1. */
int cp_platform_bandwidth(const char *s, double *Bps);
int cp_platform_time(const char *s, double *seconds);
int cp_platform_speed(const char *s, double *flops);

#endif

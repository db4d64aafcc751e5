/* The links of a simulated cluster one by one, and the route between two
 * of its hosts, as SimGrid 3.32 routes it: the link objective's view of a
 * fat tree or a dragonfly (map_links.c).  The tree of host groups that
 * the rest of the mapper sees sums a group's uplinks into one capacity; a
 * route picks one of them: a fat tree climbs to the parent the destination's
 * position names (d-mod-k), a dragonfly's traffic to another group leaves
 * through the one router of its chassis that leads there, over the one
 * global link between the two groups, a torus's goes dimension by
 * dimension, each the way SimGrid picks.  Two placements that cross a level
 * with the same bytes can load one link twice as much as the other, and
 * only the routes show it (LibTopoMap's mapping on routed paths).
 *
 * Links are directed (SimGrid's clusters are SPLITDUPLEX by default: each
 * direction its own capacity); with sharing_policy SHARED both directions
 * are one link.  Link names are SimGrid's own, less the serial number it
 * appends, so that a route can be checked against SimGrid's (t-99). */
#ifndef CP_MACHINE_ROUTES_H
#define CP_MACHINE_ROUTES_H

#include <stddef.h>

#include "cp_err.h"

/* the most links on a route: a dragonfly's 7 (14 with limiters), a fat
 * tree's 2 x 16 levels, a torus's what the platform reader lets through
 * (CP_PLATFORM_MAX_HOPS, limiters counted) */
#define CP_ROUTES_MAX_HOPS 64

typedef struct cp_routes cp_routes_t;

/* The routes of a platform's lone cluster (platform.h's routing: kind
 * FAT_TREE, DRAGONFLY or TORUS) of nhosts hosts; a dragonfly's link of n cables
 * has n times a cable's bandwidth, as SimGrid makes it.  NULL with *err
 * set (out of memory, or more links than an int counts). */
struct cp_platform_routing;
cp_routes_t *cp_routes_new(const struct cp_platform_routing *rt, int nhosts, cp_err_t *err);
void cp_routes_free(cp_routes_t *r);
int cp_routes_nlinks(const cp_routes_t *r);
/* bytes/s */
double cp_routes_capacity(const cp_routes_t *r, int link);
/* a link's latency in seconds (every link of a SimGrid cluster has the
 * cluster's): a route's is its links' count times it */
double cp_routes_latency(const cp_routes_t *r);
/* one link's: a limiter's (limiter_link) is 0, as SimGrid makes it */
double cp_routes_link_latency(const cp_routes_t *r, int link);
/* The links from host a to host b (indexes in the platform's order, a !=
 * b) into link[CP_ROUTES_MAX_HOPS], in order; returns their number. */
int cp_routes_path(const cp_routes_t *r, int a, int b, int *link);
/* SimGrid's name of the link, less its serial number, "..._UP" or "..._DOWN"
 * for one direction */
void cp_routes_link_name(const cp_routes_t *r, int link, char *buf, size_t len);

/* A two-level tree whose leaf switches pick their uplink by the
 * destination, as a probe found it (a cost file's "ports K" on the switch
 * line, commprof-probe's ports.h): traffic to host h leaves every other
 * leaf by port port_of[h] (its place in its leaf mod K, d-mod-k) and
 * enters h's leaf by the same port.  Links: each host's up and down
 * (host_Bps), each leaf's K ports up and down (port_Bps); what is above
 * the ports is taken not to be a limit.  Its routes carry no latency of
 * their own (cp_routes_has_latency): the cost file's levels do. */
cp_routes_t *cp_routes_new_ports(int nhosts, const int *leaf_of, const int *port_of, int nleaves, int ports,
                                 double host_Bps, double port_Bps, cp_err_t *err);
/* A tree of groups (a probe's discovered machine: hosts under routers
 * under groups) where the traffic between two sibling groups leaves the one
 * through one router and enters the other through one router, over one
 * link between them: a dragonfly's global link and the routers that hold
 * it (gateways), as the pair latencies show them (machine_cost.c).  A
 * message from a router of its group to a gateway it is not under crosses,
 * at each level of the group below the router and up to the group, a link
 * of that subtree toward the gateway (a dragonfly's link from its router
 * to the gateway's place in its chassis, then its chassis's to the
 * gateway's chassis), and enters the far group the same way down.  Links:
 * per tree node (parent[t] its parent, -1 the root) its summed uplink up
 * and down (up_Bps[t]; 0: not a limit, on no route), per gateway the link
 * between its two groups each way (gw[i].Bps), per subtree and gateway of
 * its group the link toward the gateway each way (link_Bps).  Routes carry
 * no latency of their own (the levels' and the pairs' are the replay's). */
typedef struct cp_gateway {
    int ca, cb; /* two sibling tree nodes */
    int ga, gb; /* a tree node under each (a router) that holds their link */
    double Bps; /* that link's, each way */
} cp_gateway_t;
/* Places (a dragonfly's blades): where the subtrees under a tree node P
 * (its chassis) hold routers at places 0..nplace[P]-1 (place[t] of router
 * t; -1: none), a message between two of them takes the link between the
 * two at the destination router's place (each way its own; capacity
 * place_Bps[P]), in place of their summed uplinks, and a message to or
 * from a gateway under P the link at the gateway's place or the
 * destination's (a dragonfly's black links: the route leaves and enters a
 * chassis by the destination's blade).  nplace NULL: none.  detour[C]
 * (NULL: none): the sibling whose place link a message between two
 * routers of C takes, at the destination's place, where C's own routers
 * measure as far apart as a route through it (SimGrid 3.32's dragonfly
 * routes a chassis's other than its first so); -1 none.  names (NULL:
 * none): per tree node its name, for the links' names. */
cp_routes_t *cp_routes_new_gateways(int nhosts, int ntn, const int *parent, const int *host_tn, const double *up_Bps,
                                    int ngw, const cp_gateway_t *gw, double link_Bps, const int *nplace, const int *place,
                                    const double *place_Bps, const int *detour, const char *const *names, cp_err_t *err);
int cp_routes_by_gateways(const cp_routes_t *r);

/* Whether a route's latency is its links' (a platform's), not the levels' */
int cp_routes_has_latency(const cp_routes_t *r);

#endif

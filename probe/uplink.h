/* What a group of nodes can push out at once: per level above the nodes
 * (a switch, a cluster), the largest group's hosts each send a message
 * to hosts outside it, all started together (contention.h's synchronized
 * start), and the bytes over the time the last one took are what its
 * uplinks carry together.  Where that is clearly less than the senders
 * would carry apart (a switch tapered 4:1, clusters joined by one trunk),
 * the cost file says it (`uplink BANDWIDTH` on the level's line) and the
 * mapper charges the links a placement loads (map_links.c). */
#ifndef CP_PROBE_UPLINK_H
#define CP_PROBE_UPLINK_H

#include "levels.h"

/* The most hosts outside its group each sender sends to. */
#define CP_PROBE_UPLINK_FANOUT 8

/* Rank 0: the senders of level l: rank r sends to ranks to[r * FANOUT +
 * j], j < *fanout (-1: none): one rank on each host of the largest group
 * of level l, to one rank on each of up to FANOUT hosts outside it, those
 * hosts taken in turn from the other groups of the nearest level (those
 * that share the next level with it: its own uplinks the limit, not the
 * next level's), each receiving from one sender.  Returns the senders (0:
 * no group with hosts outside it), -1 out of memory. */
int cp_probe_uplink_plan(const cp_probe_machine_t *m, int l, int *to, int *fanout);

/* Rank 0: the senders of the node level: every rank of the host with the
 * most ranks sends to one rank on another host of the nearest level (its
 * switch's), each such host once before any twice: what one node's
 * links carry out together (a node's cores share its network adapter: 16
 * cores behind one 10 GB/s link, a 3-D halo's tiles are bound by it).
 * fanout is 1.  Returns the senders (0: no host with two ranks, or one
 * host), -1 out of memory. */
int cp_probe_uplink_node_plan(const cp_probe_machine_t *m, int *to, int *fanout);

/* Whether an uplink measured carries clearly less than its senders
 * would each alone (offered: the sum over the senders of their pairs'
 * streaming bandwidth): the link is the limit, not the senders. */
int cp_probe_uplink_limits(double aggregate_Bps, double offered_Bps);

#endif

/* The cost file: a machine's latency and bandwidth per level, one line per
 * level, innermost first (the order of --distances and --hierarchy):
 *
 *     # level   latency   bandwidth       ('#' starts a comment)
 *     socket    0.3us     20GB/s
 *     node      600ns     10GB/s
 *     network   2us       3e9             # bare numbers: seconds, bytes/s
 *
 * A message between two cores whose closest common level is L costs
 * latency(L) + bytes / bandwidth(L).  A line may go on with what a probe
 * measured (commprof-probe writes them; a file without them is as before):
 *
 *     switch  12us  1.1GB/s  seg 0 11.8us 0.9GB/s  seg 64KiB 40us 1.1GB/s  contention 1.8
 *
 * "seg FROM LATENCY BANDWIDTH": from messages of FROM bytes on, that
 * latency and bandwidth (MPI changes protocol at sizes; the first seg is
 * from 0); "contention F": a message of 1 MiB took F times as long with
 * every pair of that level sending at once; "stand-in NAME": no pair of
 * the probe's job was at this level, so it was not measured and carries
 * level NAME's figures; "uplink BANDWIDTH": the bandwidth of all the links
 * that leave one group of this level upward together (a leaf switch's
 * uplinks, tapered 4:1 where they carry a quarter of what its hosts can
 * send; a node's NIC): what the mapper's link objective charges
 * (map_links.c); "ports K" on a switch's line: its K uplinks are picked
 * by the destination, the host at place i of its switch (in
 * topology.conf's Nodes= list, else the hostfile's order) reached by port
 * i mod K from every other switch (d-mod-k, as commprof-probe found it),
 * so the mapper follows each message's links.
 *
 * Lines "pair A B LATENCY" (a probe's, where the latencies above its leaf
 * switches are no tree's: a dragonfly's routers) give the one-way latency
 * measured between the hosts of switches A and B of topology.conf; a
 * message between them then costs its level's latency times LATENCY over
 * that level's own (each size segment alike), in the time objective's
 * replay (map_time.c).  "pair" is not a level's name.
 *
 * A line "tcp NAME" says the congestion control (reno, cubic, bbr) the
 * probe's TCP connections ran: the replay shares links as Reno does, and
 * other algorithms can leave a busy slow link idle between a job's bursts
 * (docs/prediction.md); commprof-predict and commprof-run --predict say
 * so.  "tcp" is not a level's name either.  This module owns the format:
 * the mapper applies a file to its machine tree (machine_cost.c), the
 * analyzer weighs a graph by one level of it, and the probe writes it. */
#ifndef CP_COST_FILE_H
#define CP_COST_FILE_H

#include <stddef.h>
#include <stdio.h>

#include "cp_err.h"

#define CP_COST_MAX_SEGMENTS 8

typedef struct cp_cost_segment {
    double from_bytes;
    double latency_s, bandwidth_Bps;
} cp_cost_segment_t;

typedef struct cp_cost_level {
    char *name;
    double latency_s;     /* 0 to 1 s */
    double bandwidth_Bps; /* at least 1 B/s, finite */
    int line;             /* where it was read (0: from lists) */
    int nseg;             /* size segments (0: none; else seg[0].from_bytes is 0, ascending) */
    cp_cost_segment_t seg[CP_COST_MAX_SEGMENTS];
    double contention;    /* 0: not measured */
    char *stand_in;       /* "stand-in NAME": not measured, NAME's figures (a probe with no pair there); else NULL */
    double uplink_Bps;    /* "uplink BANDWIDTH": what can leave one group of this level upward at once (its links
                             together: a tapered switch's uplinks, a node's NIC); 0: not given (no limit) */
    int ports;            /* "ports K": uplinks picked by the destination's place in its group mod K; 0: not given */
    int uplink_one;       /* not in the file (a platform's): every group's uplink is one link, shared both ways */
    double inner_Bps;     /* not in the file (a platform's): a link inside each group every message with an end in it
                             crosses, shared both ways (a cluster's backbone); 0: none */
} cp_cost_level_t;

/* "pair A B LATENCY": two switches' one-way latency */
typedef struct cp_cost_pair {
    char *a, *b;
    double latency_s;
    int line;
} cp_cost_pair_t;

typedef struct cp_cost_file {
    int n; /* levels, innermost first */
    cp_cost_level_t *level;
    int npairs; /* "pair" lines, in the file's order */
    cp_cost_pair_t *pair;
    char tcp[16]; /* "tcp NAME": the congestion control the probe's TCP connections ran ("" not said) */
    int tcp_line;
} cp_cost_file_t;

/* Reads `path`; 0, or -1 with a message naming the file and line in *err. */
int cp_cost_file_read(const char *path, cp_cost_file_t *c, cp_err_t *err);
/* The same from lists like "0.3us:0.6us:2us" and "20GB/s:10GB/s:3GB/s"
 * (levels named level1, level2, ...). */
int cp_cost_lists_parse(const char *lat, const char *bw, cp_cost_file_t *c, cp_err_t *err);
/* Writes c in the file's form (segments and contention where there are,
 * its pairs after the levels); 0 or -1 (I/O). */
int cp_cost_file_write(FILE *f, const cp_cost_file_t *c, const char *comment);
/* A message of `bytes` at level i: by its segment where there are, else the
 * level's latency and bandwidth; seconds. */
double cp_cost_message(const cp_cost_level_t *l, double bytes);
/* Where segments meet message size classes (record_format.h's log2
 * classes, which recordings keep per pair): the class where a segment
 * from `from` bytes begins.  A power of two 2^k begins class k + 1
 * exactly (the probe measures at powers of two); other sizes round to the
 * nearest power on a log scale, the class whose sizes are mostly on that
 * segment's side. */
unsigned cp_cost_segment_bin(double from);
/* The latency and bandwidth of level l for messages of size class b: its
 * segment's, or the level's own line where it has none. */
void cp_cost_class_model(const cp_cost_level_t *l, unsigned b, double *latency_s, double *bandwidth_Bps);
/* A size as the file writes one ("64KiB", "4096", "1.5MB": units.h's
 * units) of s[0..len), in bytes; 0, or -1 (not a size). */
int cp_cost_size_parse(const char *s, size_t len, double *bytes);
/* The level named `name`, or -1. */
int cp_cost_level_find(const cp_cost_file_t *c, const char *name);
/* Appends "pair A B LATENCY" (line: where it was read, 0 none); 0 or -1 (out of memory). */
int cp_cost_pair_add(cp_cost_file_t *c, const char *a, const char *b, double latency_s, int line);
void cp_cost_file_free(cp_cost_file_t *c);

#endif

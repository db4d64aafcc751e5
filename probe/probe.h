/* commprof-probe's results: per level of the machine, latency and
 * bandwidth against message size, the fitted model, contention; memory per
 * NUMA pair; and where they came from.  probe_run.c measures, probe_write.c
 * writes them (the cost file, JSON, the HTML report). */
#ifndef CP_PROBE_H
#define CP_PROBE_H

#include <stdint.h>
#include <stdio.h>

#include "contention.h"
#include "fit.h"
#include "levels.h"
#include "memory.h"
#include "ports.h"
#include "stats.h"

#define CP_PROBE_MAX_SIZES 32
#define CP_PROBE_MAX_PAIRS 8

typedef struct cp_probe_level {
    char name[24];
    int npairs;                       /* pairs measured (the first in full) */
    int pair[CP_PROBE_MAX_PAIRS][2];
    int nlat, nbw;
    uint64_t lat_size[CP_PROBE_MAX_SIZES], bw_size[CP_PROBE_MAX_SIZES];
    cp_stats_t lat[CP_PROBE_MAX_SIZES];   /* one-way seconds */
    double lat_least; /* the least one-way time at the smallest size, over its three rounds: the cost file's latency */
    cp_stats_t bw[CP_PROBE_MAX_SIZES];    /* bytes/s */
    cp_stats_t bibw[CP_PROBE_MAX_SIZES];  /* bytes/s, both directions together */
    cp_stats_t other_lat[CP_PROBE_MAX_PAIRS]; /* the other pairs' small-message latency */
    cp_fit_t fit, plain;
    cp_stats_t exchange;              /* a Sendrecv of the contention size, alone */
    double contention;                /* chaos: median of concurrent / alone (0: none) */
    int contention_samples;
    /* uplink.h: the largest group's hosts all sending out at once */
    int uplink_senders;               /* 0: not measured (the top, the nodes, no contention) */
    int uplink_valid, uplink_reps;    /* repetitions every sender started in time */
    double uplink_Bps;                /* bytes of all senders / the time the last took (median) */
    double uplink_offered_Bps;        /* the senders apart: each one's pairs' best streaming bandwidth, summed */
    int uplink_limits;                /* uplink_Bps clearly below offered: the cost file's "uplink" */
    int ports;                        /* ports.h: its uplinks picked by the destination, K of them (0: not found) */
    int measured;                     /* 0: no pair of the job at this level */
} cp_probe_level_t;

typedef struct cp_probe_result {
    cp_probe_machine_t *machine;
    int nlevels;
    cp_probe_level_t level[CP_PROBE_MAX_LEVELS];
    uint64_t contention_size;
    cp_pattern_result_t star, ring, chaos;
    int have_contention;
    double max_rtt;
    cp_probe_memory_t memory;
    int have_memory;
    /* --all-pairs: n x n one-way latency (1 B) and bandwidth (ap_bytes),
     * and the pairs well off their level's median */
    int have_all_pairs, ap_n;
    uint64_t ap_bytes;
    double *ap_lat, *ap_bw;
    struct cp_probe_hot { int a, b, level; double lat_ratio, bw_ratio; } *hot;
    int nhot;
    /* --discover with contention: which uplink of its leaf reaches each host (ports.h) */
    cp_probe_ports_t ports;
    int ports_level;     /* the leaf switches' level (-1: not measured) */
    /* --discover: the groups found from latencies (discover.h), or NULL */
    const struct cp_discovery *discovery;
    /* the congestion control the job's TCP connections ran (tcp_survey.h),
     * "" where it had none: the replay shares links as Reno does */
    char tcp[256];
    char tcp_algo[16]; /* the one most of them ran: the cost file's "tcp" line */
    /* provenance */
    char mpi_library[512];
    char date[64];
    double seconds;
    double rse_target, cap_s;
    int min_reps;
} cp_probe_result_t;

/* Hot spots of an all-pairs matrix: per level the median latency and
 * bandwidth of the pairs whose closest common level it is; a pair 1.5
 * times slower (latency) or below 2/3 of the bandwidth is one.  Fills
 * r->hot, and says each on f (NULL: silent). */
void cp_probe_hot_spots(cp_probe_result_t *r, FILE *f);

/* What bytes cost in bulk at a level: the best streaming bandwidth of
 * messages of 64 KiB and more (the cost file's), 0 where none. */
double cp_probe_bulk_bw(const cp_probe_level_t *l);

int cp_probe_write_cost(const char *path, const cp_probe_result_t *r, cp_err_t *err);
int cp_probe_write_json(const char *path, const cp_probe_result_t *r, cp_err_t *err);
int cp_probe_write_html(const char *path, const cp_probe_result_t *r, cp_err_t *err);

#endif

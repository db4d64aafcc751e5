/* The cost file: a machine's latency and bandwidth per level, one line per
 * level, innermost first (the order of --distances and --hierarchy):
 *
 *     # level   latency   bandwidth       ('#' starts a comment)
 *     socket    0.3us     20GB/s
 *     node      600ns     10GB/s
 *     network   2us       3e9             # bare numbers: seconds, bytes/s
 *
 * A message between two cores whose closest common level is L costs
 * latency(L) + bytes / bandwidth(L).  This module owns the format: the
 * mapper applies a file to its machine tree (machine_cost.c), the analyzer
 * weighs a graph by one level of it, and the machine probe will write it. */
#ifndef CP_COST_FILE_H
#define CP_COST_FILE_H

#include <stddef.h>

typedef struct cp_cost_level {
    char *name;
    double latency_s;     /* 0 to 1 s */
    double bandwidth_Bps; /* at least 1 B/s, finite */
    int line;             /* where it was read (0: from lists) */
} cp_cost_level_t;

typedef struct cp_cost_file {
    int n; /* levels, innermost first */
    cp_cost_level_t *level;
} cp_cost_file_t;

/* Reads `path`; 0, or -1 with a message naming the file and line in err. */
int cp_cost_file_read(const char *path, cp_cost_file_t *c, char *err, size_t errlen);
/* The same from lists like "0.3us:0.6us:2us" and "20GB/s:10GB/s:3GB/s"
 * (levels named level1, level2, ...). */
int cp_cost_lists_parse(const char *lat, const char *bw, cp_cost_file_t *c, char *err, size_t errlen);
/* The level named `name`, or -1. */
int cp_cost_level_find(const cp_cost_file_t *c, const char *name);
void cp_cost_file_free(cp_cost_file_t *c);

#endif

/* Memory per NUMA level, as the ccNUMA measurements do it: for each pair
 * (the NUMA node a thread runs on, the NUMA node its memory is on), the
 * STREAM triad's bandwidth and a pointer chase's latency, with the thread
 * and the memory bound through hwloc.  One thread: what a rank sees. */
#ifndef CP_PROBE_MEMORY_H
#define CP_PROBE_MEMORY_H

#include <stddef.h>

#include "cp_err.h"

typedef struct cp_probe_memory {
    int nnuma;
    double *bw;      /* [cpu_numa * nnuma + mem_numa] bytes/s */
    double *lat;     /* the same, seconds per dependent load */
    int bound;       /* whether memory binding worked (else: first touch) */
} cp_probe_memory_t;

/* Measures this node (arrays of `bytes` each).  0, or -1. */
int cp_probe_memory(size_t bytes, cp_probe_memory_t *m);
void cp_probe_memory_free(cp_probe_memory_t *m);
/* This node's topology as hwloc XML in path, with the measurements as
 * hwloc's Bandwidth and Latency memory attributes.  0, or -1 with err. */
int cp_probe_memory_xml(const cp_probe_memory_t *m, const char *path, cp_err_t *err);

#endif

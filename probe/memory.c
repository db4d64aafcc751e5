/* Memory bandwidth and latency per NUMA pair (memory.h). */
#include "memory.h"

#include <hwloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* STREAM's triad a = b + q c, best of 5 (STREAM reports the best). */
static double triad(double *a, const double *b, const double *c, size_t n)
{
    double best = 1e30, q = 3.0;
    for (int k = 0; k < 5; k++) {
        double t = now();
        for (size_t i = 0; i < n; i++) a[i] = b[i] + q * c[i];
        t = now() - t;
        if (t < best) best = t;
    }
    /* keep the result alive */
    volatile double sink = a[n / 2];
    (void)sink;
    return 3.0 * sizeof(double) * (double)n / best;
}

/* A random cycle through the region, one pointer per cache line: every load
 * depends on the last, and the order defeats the prefetchers. */
static double chase(void *region, size_t bytes)
{
    size_t line = 64, n = bytes / line;
    if (n < 2) return 0;
    size_t *order = malloc(sizeof(size_t) * n);
    if (!order) return 0;
    for (size_t i = 0; i < n; i++) order[i] = i;
    unsigned seed = 12345;
    for (size_t i = n - 1; i > 0; i--) {
        size_t j = (size_t)rand_r(&seed) % (i + 1), t = order[i];
        order[i] = order[j], order[j] = t;
    }
    char *base = region;
    for (size_t i = 0; i < n; i++) *(void **)(base + order[i] * line) = base + order[(i + 1) % n] * line;
    free(order);
    void **p = (void **)(base + 0);
    size_t steps = n < 2000000 ? 2000000 : n;
    /* the loads through volatile and the barrier keep GCC from sinking the
     * chain past the second clock read (at -O2 it did: 0.1 ps a step) */
    double t = now();
    for (size_t i = 0; i < steps; i++) p = (void **)*(void *volatile *)p;
    __asm__ volatile("" : "+r"(p)::"memory");
    t = now() - t;
    return t / (double)steps;
}

int cp_probe_memory(size_t bytes, cp_probe_memory_t *m)
{
    memset(m, 0, sizeof *m);
    hwloc_topology_t t;
    if (hwloc_topology_init(&t) || hwloc_topology_load(t)) return -1;
    int nn = hwloc_get_nbobjs_by_type(t, HWLOC_OBJ_NUMANODE);
    if (nn < 1) nn = 1;
    m->nnuma = nn;
    m->bw = calloc((size_t)nn * nn, sizeof *m->bw);
    m->lat = calloc((size_t)nn * nn, sizeof *m->lat);
    if (!m->bw || !m->lat) {
        hwloc_topology_destroy(t);
        return -1;
    }
    hwloc_bitmap_t old = hwloc_bitmap_alloc();
    hwloc_get_cpubind(t, old, HWLOC_CPUBIND_THREAD);
    size_t n = bytes / sizeof(double);
    m->bound = 1;
    for (int i = 0; i < nn; i++) {
        hwloc_obj_t cpu = hwloc_get_obj_by_type(t, HWLOC_OBJ_NUMANODE, (unsigned)i);
        if (cpu && cpu->cpuset) hwloc_set_cpubind(t, cpu->cpuset, HWLOC_CPUBIND_THREAD);
        for (int j = 0; j < nn; j++) {
            hwloc_obj_t mem = hwloc_get_obj_by_type(t, HWLOC_OBJ_NUMANODE, (unsigned)j);
            double *a = NULL, *b = NULL, *c = NULL;
            if (mem) {
                a = hwloc_alloc_membind(t, bytes, mem->nodeset, HWLOC_MEMBIND_BIND, HWLOC_MEMBIND_BYNODESET);
                b = hwloc_alloc_membind(t, bytes, mem->nodeset, HWLOC_MEMBIND_BIND, HWLOC_MEMBIND_BYNODESET);
                c = hwloc_alloc_membind(t, bytes, mem->nodeset, HWLOC_MEMBIND_BIND, HWLOC_MEMBIND_BYNODESET);
            }
            int bound = a && b && c;
            if (!bound) { /* no binding here: plain memory, first touch */
                if (a) hwloc_free(t, a, bytes);
                if (b) hwloc_free(t, b, bytes);
                if (c) hwloc_free(t, c, bytes);
                a = malloc(bytes), b = malloc(bytes), c = malloc(bytes);
                m->bound = 0;
            }
            if (a && b && c) {
                for (size_t k = 0; k < n; k++) a[k] = 0, b[k] = 1, c[k] = 2;
                m->bw[i * nn + j] = triad(a, b, c, n);
                m->lat[i * nn + j] = chase(a, bytes);
            }
            if (bound) {
                hwloc_free(t, a, bytes), hwloc_free(t, b, bytes), hwloc_free(t, c, bytes);
            } else {
                free(a), free(b), free(c);
            }
        }
    }
    hwloc_set_cpubind(t, old, HWLOC_CPUBIND_THREAD);
    hwloc_bitmap_free(old);
    hwloc_topology_destroy(t);
    return 0;
}

void cp_probe_memory_free(cp_probe_memory_t *m)
{
    free(m->bw), free(m->lat);
    memset(m, 0, sizeof *m);
}

/* hwloc's own Bandwidth (MiB/s) and Latency (ns) attributes, as hwloc
 * defines them (what HMAT fills where the firmware has it; empty here):
 * per target NUMA node, seen from each NUMA node's cores, into an XML of
 * this node's topology that lstopo, hwloc-annotate and any hwloc program
 * read back (lstopo --memattrs -i FILE). */
int cp_probe_memory_xml(const cp_probe_memory_t *m, const char *path, cp_err_t *err)
{
    hwloc_topology_t t;
    if (hwloc_topology_init(&t) || hwloc_topology_load(t))
        return cp_err_set(err, CP_ERR_INVALID, "hwloc cannot load this node's topology");
    int nn = hwloc_get_nbobjs_by_type(t, HWLOC_OBJ_NUMANODE);
    for (int i = 0; i < nn && i < m->nnuma; i++) {
        hwloc_obj_t cpu = hwloc_get_obj_by_type(t, HWLOC_OBJ_NUMANODE, (unsigned)i);
        if (!cpu || !cpu->cpuset) continue;
        struct hwloc_location from = {.type = HWLOC_LOCATION_TYPE_CPUSET, .location.cpuset = cpu->cpuset};
        for (int j = 0; j < nn && j < m->nnuma; j++) {
            hwloc_obj_t mem = hwloc_get_obj_by_type(t, HWLOC_OBJ_NUMANODE, (unsigned)j);
            double bw = m->bw[i * m->nnuma + j], lat = m->lat[i * m->nnuma + j];
            if (!mem) continue;
            if ((bw > 0 && hwloc_memattr_set_value(t, HWLOC_MEMATTR_ID_BANDWIDTH, mem, &from, 0,
                                                    (hwloc_uint64_t)(bw / 1048576.0 + 0.5))) ||
                (lat > 0 && hwloc_memattr_set_value(t, HWLOC_MEMATTR_ID_LATENCY, mem, &from, 0,
                                                     (hwloc_uint64_t)(lat * 1e9 + 0.5)))) {
                hwloc_topology_destroy(t);
                return cp_err_set(err, CP_ERR_INVALID, "hwloc refused a memory attribute");
            }
        }
    }
    /* whole or not at all: a temporary name, then rename */
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp.%ld", path, (long)getpid());
    int rc = hwloc_topology_export_xml(t, tmp, 0);
    hwloc_topology_destroy(t);
    if (rc || rename(tmp, path)) {
        unlink(tmp);
        return cp_err_set(err, CP_ERR_IO, "cannot write %s", path);
    }
    return 0;
}

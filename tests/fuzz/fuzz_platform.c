/* libFuzzer target: the SimGrid platform reader (formats/platform.c, with
 * its XML scanner).  Any input is read or refused with a message naming
 * the file; what it reads is a machine: hosts of one core or more, levels
 * whose groups hold consecutive hosts, each inside one group of the level
 * above, the last level one group, finite latencies and bandwidths; a
 * lone fat tree, dragonfly or torus routes its first and last hosts both
 * ways over links it has (mapper/machine_routes.c); and what it writes
 * back reads back as the same hosts and levels. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_memfile.h"
#include "machine_routes.h"
#include "platform.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *path = fuzz_memfile(data, size);
    cp_platform_t p;
    cp_err_t err;
    if (cp_platform_read(path, &p, &err)) {
        if (strncmp(err.msg, path, strlen(path))) abort(); /* the file is named */
        return 0;
    }
    if (p.nhosts < 1 || p.nlevels < 1) abort();
    for (int h = 0; h < p.nhosts; h++)
        if (!p.host[h] || p.cores[h] < 1) abort();
    for (int k = 0; k < p.nlevels; k++) {
        if (!(p.level[k].latency_s >= 0) || !isfinite(p.level[k].latency_s) || !(p.level[k].bandwidth_Bps >= 0)) abort();
        for (int h = 1; h < p.nhosts; h++) {
            int g = p.group[k * p.nhosts + h], g0 = p.group[k * p.nhosts + h - 1];
            if (g != g0 && g != g0 + 1) abort(); /* consecutive, numbered in order */
            if (k + 1 < p.nlevels && g == g0 && p.group[(k + 1) * p.nhosts + h] != p.group[(k + 1) * p.nhosts + h - 1])
                abort(); /* nested */
        }
    }
    if (p.group[(p.nlevels - 1) * p.nhosts + p.nhosts - 1] != 0) abort(); /* the top: one group */
    if (p.routing.kind != CP_ROUTING_NONE && p.nhosts > 1) {
        cp_routes_t *r = cp_routes_new(&p.routing, p.nhosts, &err);
        if (r) {
            int link[CP_ROUTES_MAX_HOPS], ends[2][2] = {{0, p.nhosts - 1}, {p.nhosts - 1, 0}};
            for (int e = 0; e < 2; e++) {
                int n = cp_routes_path(r, ends[e][0], ends[e][1], link);
                if (n < 1 || n > CP_ROUTES_MAX_HOPS) abort();
                for (int i = 0; i < n; i++)
                    if (link[i] < 0 || link[i] >= cp_routes_nlinks(r) || !(cp_routes_capacity(r, link[i]) > 0)) abort();
            }
            cp_routes_free(r);
        }
    }
    /* written back and read again: the same hosts and levels */
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f || cp_platform_write(f, &p, "fuzz") || fclose(f)) abort();
    cp_platform_t q;
    if (cp_platform_read(fuzz_memfile((const uint8_t *)text, len), &q, &err)) abort();
    if (q.nhosts != p.nhosts) abort();
    for (int h = 0; h < p.nhosts; h++)
        if (strcmp(q.host[h], p.host[h]) || q.cores[h] != p.cores[h]) abort();
    cp_platform_free(&q);
    free(text);
    cp_platform_free(&p);
    return 0;
}

/* The hostfile backend (machine.h): hosts with their slots, from a
 * hostfile (host_list.c) or any host list (Slurm's, a recording's), each
 * node `slots` cores in sockets of per_socket cores (or its own number),
 * and in NUMA nodes inside them where a recording saw some. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "machine.h"

/* host i's shape, its sockets' cores made whole (0: all its slots) */
static cp_host_shape_t shape_of(const cp_hostlist_t *h, cp_host_shape_t shape, const cp_host_shape_t *host_shape, int i)
{
    cp_host_shape_t s = host_shape ? host_shape[i] : shape;
    if (s.per_socket <= 0) s.per_socket = h->slots[i];
    if (s.per_numa <= 0 || s.per_numa >= s.per_socket) s.per_numa = 0;
    return s;
}

int cp_machine_from_hostlist(const cp_hostlist_t *h, cp_host_shape_t shape, const cp_host_shape_t *host_shape,
                             cp_switches_t *sw, const char *dists, cp_machine_t *m, cp_err_t *err)
{
    memset(m, 0, sizeof *m);
    int64_t ns = 0, ng = 0;
    int numa = 0, *nsock = malloc((size_t)(h->n ? h->n : 1) * sizeof *nsock), *cores = NULL, *groups = NULL, *gcores = NULL;
    for (int i = 0; nsock && i < h->n; i++) {
        cp_host_shape_t s = shape_of(h, shape, host_shape, i);
        nsock[i] = (h->slots[i] + s.per_socket - 1) / s.per_socket;
        ns += nsock[i];
        /* a NUMA level where some socket holds two NUMA nodes of its slots */
        numa |= s.per_numa && h->slots[i] > s.per_numa;
        ng += s.per_numa ? (h->slots[i] + s.per_numa - 1) / s.per_numa + nsock[i] : nsock[i];
    }
    int rc = -1;
    if (nsock) cores = malloc((size_t)(ns ? ns : 1) * sizeof *cores);
    if (cores && numa) {
        groups = malloc((size_t)(ns ? ns : 1) * sizeof *groups);
        gcores = malloc((size_t)(ng ? ng : 1) * sizeof *gcores);
    }
    if (!cores || (numa && (!groups || !gcores))) {
        cp_machine_fail(err, "out of memory");
    } else {
        int64_t k = 0, g = 0;
        for (int i = 0; i < h->n; i++) {
            cp_host_shape_t s = shape_of(h, shape, host_shape, i);
            for (int left = h->slots[i]; left > 0; left -= s.per_socket, k++) {
                cores[k] = left < s.per_socket ? left : s.per_socket;
                if (!numa) continue;
                /* the socket's cores in runs of per_numa (one run: no NUMA node inside) */
                int per = s.per_numa ? s.per_numa : cores[k];
                groups[k] = 0;
                for (int in = cores[k]; in > 0; in -= per) gcores[g++] = in < per ? in : per, groups[k]++;
            }
        }
        rc = cp_machine_from_nodes(h, nsock, cores, numa ? groups : NULL, numa ? gcores : NULL, sw, dists, m, err);
    }
    free(nsock), free(cores), free(groups), free(gcores);
    return rc;
}

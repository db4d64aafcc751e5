/* The hostfile backend (machine.h): hosts with their slots, from a
 * hostfile (host_list.c) or any host list (Slurm's, a recording's), each
 * node `slots` cores in sockets of per_socket cores (or its own number). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "machine.h"

/* host i's cores a socket */
static int socket_cores(const cp_hostlist_t *h, int per_socket, const int *host_per, int i)
{
    int ps = host_per ? host_per[i] : per_socket;
    return ps > 0 ? ps : h->slots[i];
}

int cp_machine_from_hostlist(const cp_hostlist_t *h, int per_socket, const int *host_per, cp_switches_t *sw,
                             const char *dists, cp_machine_t *m, cp_err_t *err)
{
    memset(m, 0, sizeof *m);
    int64_t ns = 0;
    int *nsock = malloc((size_t)h->n * sizeof *nsock), *cores = NULL;
    for (int i = 0; nsock && i < h->n; i++) {
        int ps = socket_cores(h, per_socket, host_per, i);
        nsock[i] = (h->slots[i] + ps - 1) / ps;
        ns += nsock[i];
    }
    if (nsock) cores = malloc((size_t)(ns ? ns : 1) * sizeof *cores);
    int rc = -1;
    if (!cores) {
        cp_machine_fail(err, "out of memory");
    } else {
        int64_t k = 0;
        for (int i = 0; i < h->n; i++) {
            int ps = socket_cores(h, per_socket, host_per, i);
            for (int left = h->slots[i]; left > 0; left -= ps) cores[k++] = left < ps ? left : ps;
        }
        rc = cp_machine_from_nodes(h, nsock, cores, NULL, NULL, sw, dists, m, err);
    }
    free(nsock);
    free(cores);
    return rc;
}

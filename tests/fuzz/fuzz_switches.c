/* libFuzzer target: Slurm topology.conf (the mapper's --switches) must be
 * rejected cleanly or give a machine tree that holds every host's cores
 * exactly once, with the hosts of one switch on contiguous cores. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_memfile.h"
#include "machine.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *path = fuzz_memfile(data, size);
    cp_switches_t sw;
    cp_err_t err;
    if (cp_switches_read(path, &sw, &err)) return 0;
    static char *names[] = {"n01", "n02", "n03", "n04", "x1", "s1"};
    static int slots[] = {2, 1, 3, 2, 1, 4};
    cp_hostlist_t h = {.n = 6, .cap = 6, .name = names, .slots = slots};
    cp_machine_t m;
    if (cp_machine_from_hostlist(&h, (cp_host_shape_t){2, 0}, NULL, &sw, NULL, &m, &err) == 0) {
        if (m.ncores != 13) abort();
        int seen[6] = {0};
        for (int t = 0; t < m.ntnodes; t++) {
            if (m.tnodes[t].depth != m.host_depth) continue;
            int k = 0;
            while (k < 6 && strcmp(names[k], m.hosts[t])) k++;
            if (k == 6 || seen[k]++ || m.tnodes[t].ncores != slots[k]) abort();
        }
        for (int c = 0; c < m.ncores; c++)
            for (int d = 1; d <= m.depth; d++) {
                const cp_tnode_t *a = &m.tnodes[m.anc[d * m.ncores + c]];
                if (a->depth != d || c < a->first_core || c >= a->first_core + a->ncores) abort();
            }
        cp_machine_free(&m);
    }
    cp_switches_free(&sw);
    return 0;
}

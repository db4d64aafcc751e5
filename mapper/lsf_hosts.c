/* The hosts of an IBM Spectrum LSF job (machine.h): $LSB_MCPU_HOSTS, each
 * host followed by its slots ("n1 16 n2 16"), as LSF's blaunch and
 * Open MPI's LSF support read it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "machine.h"

int cp_hostlist_from_lsf(const char *value, cp_hostlist_t *h, cp_err_t *err)
{
    memset(h, 0, sizeof *h);
    for (const char *p = value;;) {
        char name[256], count[32], *end = NULL;
        int len, k, rc;
        if (sscanf(p, " %255s%n", name, &len) != 1) break;
        p += len;
        long slots = (k = sscanf(p, " %31s%n", count, &len)) == 1 ? strtol(count, &end, 10) : 0;
        if (k != 1 || *end || slots < 1 || slots > CP_MACHINE_MAX_CORES) {
            cp_hostlist_free(h);
            return cp_machine_fail(err, "LSB_MCPU_HOSTS='%.200s': host %s has %s%s (expected each host followed by its "
                                        "slots, from 1 to %d: 'n1 16 n2 16')", value, name,
                                   k == 1 ? "the slot count " : "no slot count", k == 1 ? count : "", CP_MACHINE_MAX_CORES);
        }
        if ((rc = cp_hostlist_add(h, name, (int)slots)) < 0) {
            cp_hostlist_free(h);
            return cp_machine_fail(err, "LSB_MCPU_HOSTS: %s", rc == -1 ? "out of memory" : rc == -2 ? "too many hosts"
                                                                                     : "a host with too many slots");
        }
        p += len;
    }
    if (!h->n) return cp_machine_fail(err, "LSB_MCPU_HOSTS='%.200s' names no host", value);
    return 0;
}

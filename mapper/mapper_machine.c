/* The machine the mapper places onto (mapper_cli.h): the options as a
 * request to the library (machine_source.h), and what comes back said. */
#include <stdlib.h>
#include <string.h>

#include "cli_exit.h"
#include "machine_source.h"
#include "mapper_cli.h"

int cp_mapper_machine(const cp_mapper_cli_t *o, char *const *profiled, uint32_t nprofiled, cp_machine_t *m,
                      char *from, size_t fromlen)
{
    cp_machine_request_t q = {
        .platform = o->platform, .hierarchy = o->hier, .hostfile = o->hostfile,
        .types = o->types, .ntypes = o->topology ? o->ntypes : 0, .nodes = o->nodes, .per_socket = o->per_socket,
        .switches = o->switches, .dists = o->dists,
        .costfile = o->costfile, .latency = o->latency, .bandwidth = o->bandwidth,
        .profiled = profiled, .nprofiled = nprofiled, .physical = o->physical,
    };
    cp_machine_origin_t origin;
    cp_err_t err;
    if (cp_machine_build(&q, m, &origin, &err)) {
        cp_err_print("mapper", &err);
        return err.code == CP_ERR_IO ? EXIT_IO : EXIT_USAGE;
    }
    if (origin.switches[0] && !o->quiet) fprintf(stderr, "mapper: switches from %s\n", origin.switches);
    if (m->cost_note && !o->quiet) fprintf(stderr, "mapper: note: %s\n", m->cost_note);
    if (m->cost_warning) fprintf(stderr, "mapper: warning: %s\n", m->cost_warning);
    snprintf(from, fromlen, "%s", origin.from);
    return 0;
}


int cp_profiled_placement(const cp_machine_t *m, char *const *host, uint32_t n, int *core_of, cp_err_t *err)
{
    if (!m->hosts || !host) return cp_err_set(err, CP_ERR_INVALID, "the machine or the recording names no hosts");
    /* each host tnode's next free core, found by name */
    int first = -1, nh = 0;
    for (int t = 0; t < m->ntnodes; t++)
        if (m->tnodes[t].depth == m->host_depth) {
            if (first < 0) first = t;
            nh++;
        }
    int *next = calloc((size_t)(nh ? nh : 1), sizeof *next);
    if (!next) return cp_err_set(err, CP_ERR_NOMEM, "out of memory");
    int rc = 0;
    for (uint32_t r = 0; r < n && !rc; r++) {
        int k = -1;
        for (int i = 0; i < nh && k < 0; i++)
            if (m->hosts[first + i] && host[r] && !strcmp(m->hosts[first + i], host[r])) k = i;
        if (k < 0) {
            cp_err_set(err, CP_ERR_INVALID, "rank %u ran on %s, which the machine lacks", r, host[r] ? host[r] : "(unknown)");
            rc = -1;
        } else if (next[k] >= m->tnodes[first + k].ncores) {
            cp_err_set(err, CP_ERR_INVALID, "more ranks ran on %s than the machine gives it cores (%d)", host[r],
                       m->tnodes[first + k].ncores);
            rc = -1;
        } else {
            core_of[r] = m->tnodes[first + k].first_core + next[k]++;
        }
    }
    free(next);
    return rc;
}

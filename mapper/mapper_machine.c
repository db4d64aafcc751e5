/* The machine the mapper places onto (mapper_cli.h): the options as a
 * request to the library (machine_source.h), and what comes back said. */
#include <stdlib.h>
#include <string.h>

#include "cli_exit.h"
#include "machine_source.h"
#include "mapper_cli.h"

int cp_mapper_machine(const cp_mapper_cli_t *o, char *const *profiled, uint32_t nprofiled,
                      const cp_host_shape_t *profiled_shape, int per_numa, cp_machine_t *m, char *from, size_t fromlen)
{
    cp_machine_request_t q = {
        .platform = o->platform, .hierarchy = o->hier, .hostfile = o->hostfile,
        .types = o->types, .ntypes = o->topology ? o->ntypes : 0, .nodes = o->nodes, .per_socket = o->per_socket,
        .per_numa = per_numa, .profiled_shape = profiled_shape,
        .switches = o->switches, .dists = o->dists,
        .costfile = o->costfile, .latency = o->latency, .bandwidth = o->bandwidth,
        .profiled = profiled, .nprofiled = nprofiled, .physical = o->physical,
        .cores_per_rank = o->cores_per_rank, .nranks = nprofiled ? nprofiled : (uint32_t)o->ranks,
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

/* Collective calls whose messages were not modeled (every collective under
 * MPICH or another MPI than Open MPI, whose algorithms the model lacks; a
 * few components of Open MPI's: record_format.h's CP_ALG_NONE and
 * CP_ALG_UNMODELED).  Graphs and placements then lack their traffic, so
 * the tools say so rather than place the job as if it had none. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "comm_matrix.h"

int cp_unmodeled_line(const cp_matrix_t *m, char *buf, size_t len)
{
    uint64_t calls = 0, bytes = 0;
    for (uint32_t i = 0; i < m->ncalls; i++) calls += m->calls[i].unmodeled_calls, bytes += m->calls[i].unmodeled_bytes;
    if (!calls || !len) return 0;
    size_t k;
    /* another MPI than Open MPI (MPICH, and its derivatives: Intel MPI,
     * MVAPICH, Cray MPICH) has none of its collectives modeled */
    if (m->mpi_library[0] && !strstr(m->mpi_library, "Open MPI"))
        k = (size_t)snprintf(buf, len, "%" PRIu64 " collective call%s not modeled as messages (commprof models Open MPI's "
                             "algorithms, not %s's)", calls, calls == 1 ? "" : "s", m->mpi_library);
    else
        k = (size_t)snprintf(buf, len, "%" PRIu64 " collective call%s not modeled as messages (a component the model "
                             "lacks)", calls, calls == 1 ? "" : "s");
    if (k < len)
        k += (size_t)snprintf(buf + k, len - k, ": the graph lacks their traffic, %" PRIu64 " bytes by their arguments",
                              bytes);
    /* beside what was recorded, so that a few small reductions read as
     * what they are */
    uint64_t recorded = m->has_kinds ? m->kind_bytes[0] + m->kind_bytes[1] + m->kind_bytes[2] : 0;
    if (recorded && k < len && bytes < recorded)
        k += (size_t)snprintf(buf + k, len - k, ", %.2g%% of the %" PRIu64 " bytes recorded",
                              100.0 * (double)bytes / (double)recorded, recorded);
    else if (recorded && k < len)
        k += (size_t)snprintf(buf + k, len - k, ", %.3g times the %" PRIu64 " bytes recorded",
                              (double)bytes / (double)recorded, recorded);
    if (k < len) k += (size_t)snprintf(buf + k, len - k, " (");
    int listed = 0;
    for (uint32_t i = 0; i < m->ncalls && k < len; i++) { /* heaviest first, as the calls are sorted */
        const cp_call_sum_t *c = &m->calls[i];
        if (!c->unmodeled_calls) continue;
        char name[48];
        if (listed == 4) {
            k += (size_t)snprintf(buf + k, len - k, ", ...");
            break;
        }
        k += (size_t)snprintf(buf + k, len - k, "%s%s %" PRIu64 " call%s %" PRIu64 " bytes", listed ? ", " : "",
                              cp_call_name(c->call, name, sizeof name), c->unmodeled_calls,
                              c->unmodeled_calls == 1 ? "" : "s", c->unmodeled_bytes);
        listed++;
    }
    if (k < len) snprintf(buf + k, len - k, "); commprof-dump --calls lists them rank by rank");
    return 1;
}

const char *cp_call_modeled(const cp_call_sum_t *c)
{
    return !c->unmodeled ? "yes" : c->unmodeled >= c->entries ? "no" : "partly";
}

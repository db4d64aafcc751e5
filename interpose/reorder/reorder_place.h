/* What run-time reordering needs to place ranks onto the processes of a
 * running job: where each process is, the mapper run on the job's own
 * hosts, and the matching of a placement's slots to processes. */
#ifndef CP_REORDER_PLACE_H
#define CP_REORDER_PLACE_H

#include <stddef.h>
#include <stdint.h>

#include "cp_err.h"

#include "guard.h"

/* what rank 0 learns of each process: 516 bytes */
typedef struct {
    char host[256]; /* short name */
    int32_t cpu;    /* the first CPU it may run on; INT32_MAX where it may run on every CPU (unbound) */
    char addrs[256]; /* its node's addresses (host_addr.h), for placements that name hosts by address */
} cp_where_t;

CP_HIDDEN void cp_where_am_i(cp_where_t *w);

/* Rank 0: keys[p] = the rank the placement in src gives process p of the
 * size processes w describes.  src is a rankfile or host list, else
 * something the mapper reads (a recording, a METIS graph), which it places
 * onto these processes' hosts (*from_mapper = 1).  graph_weight: what a
 * METIS graph's weights count under COMMPROF_COST ("msgs" or "bytes", the
 * mapper's --graph-weight).  0, or -1 with *err. */
CP_HIDDEN int cp_place_plan(const char *src, const char *graph_weight, const cp_where_t *w, int size, int *keys,
                            int *from_mapper, cp_err_t *err);

/* After a cp_place_plan that ran the mapper: its model's figures, "cost
 * J/2 C (identity I, ratio R)" (the placement against the order as
 * launched), or "". */
CP_HIDDEN const char *cp_place_model(void);

/* pos[p] = the index of process p's slot in the mapper's numbering of the
 * hostfile cp_place_plan writes: hosts in the order of their first process,
 * on each its processes by first CPU (launch order where unbound).  So a
 * graph whose vertex pos[p] is process p's has "vertex i on core i" (the
 * mapper's baseline for --min-gain) as the processes stand. */
CP_HIDDEN int cp_place_positions(const cp_where_t *w, int size, int *pos);

#endif

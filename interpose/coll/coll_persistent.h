/* Persistent collectives (MPI-4's MPI_<op>_init, Open MPI 4.1's
 * MPIX_<op>_init): the init call moves nothing; each MPI_Start of its
 * request runs the collective once.  The init wrapper runs the collective's
 * hook as for the nonblocking form (Open MPI runs both in coll/libnbc) with
 * a capture on: the modeled messages and the logical-view entry are kept
 * with the request (request_map.c) and counted again at every start. */
#ifndef CP_COLL_PERSISTENT_H
#define CP_COLL_PERSISTENT_H

#include <stdint.h>

#include "call_stats.h"
#include "comm_table.h"
#include "guard.h"
#include "record_format.h"

typedef struct cp_coll_capture cp_coll_capture_t;

CP_HIDDEN void cp_coll_capture_begin(void);
/* What the hook counted since begin (NULL when out of memory). */
CP_HIDDEN cp_coll_capture_t *cp_coll_capture_end(void);
/* Counts it again: one start of the request. */
CP_HIDDEN void cp_coll_capture_replay(const cp_coll_capture_t *c);
CP_HIDDEN void cp_coll_capture_free(cp_coll_capture_t *c);

/* Where coll_hooks.c counts: the tables, or the capture under way (inline:
 * every collective call passes here). */
extern CP_HIDDEN CP_TLS cp_coll_capture_t *cp_coll_capturing;
CP_HIDDEN void cp_coll_keep(uint32_t world, int recv, uint64_t bytes);
CP_HIDDEN void cp_coll_keep_call(uint32_t call, uint32_t algorithm, int group_size, int group_first,
                                 uint64_t group_hash, uint64_t sent, uint64_t recv);

static inline void cp_coll_count_send(uint32_t world, uint64_t bytes)
{
    if (__builtin_expect(cp_coll_capturing != NULL, 0)) cp_coll_keep(world, 0, bytes);
    else cp_table_count_kind_send(CP_TRAFFIC_COLL, world, bytes);
}

static inline void cp_coll_count_recv(uint32_t world, uint64_t bytes)
{
    if (__builtin_expect(cp_coll_capturing != NULL, 0)) cp_coll_keep(world, 1, bytes);
    else cp_table_count_kind_recv(CP_TRAFFIC_COLL, world, bytes);
}

static inline void cp_coll_count_call(uint32_t call, uint32_t algorithm, int group_size, int group_first,
                                      uint64_t group_hash, uint64_t sent, uint64_t recv)
{
    if (__builtin_expect(cp_coll_capturing != NULL, 0))
        cp_coll_keep_call(call, algorithm, group_size, group_first, group_hash, sent, recv);
    else
        cp_call_count(call, algorithm, group_size, group_first, group_hash, sent, recv);
}

#endif

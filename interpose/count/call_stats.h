/* The logical view of collective and one-sided calls: per thread, per
 * (phase, call, algorithm, communicator group), how many calls and how many
 * bytes this rank contributed to others and received from them.  Written as
 * CALLS records; readers add up the threads' entries. */
#ifndef CP_CALL_STATS_H
#define CP_CALL_STATS_H

#include <stdint.h>

#include "guard.h"

typedef struct cp_call_key {
    uint32_t phase, call, algorithm, group_size, group_first;
    uint64_t group_hash;
} cp_call_key_t;

typedef struct cp_call_entry {
    cp_call_key_t key;
    uint64_t calls, bytes_sent, bytes_recv;
} cp_call_entry_t;

/* Entries never move once published: growth builds a new array and keeps the
 * old one, because the writer may run in a signal handler. */
/* A loop cycles through a few calls (an allreduce, a bcast, a barrier), so
 * the last hit is rarely the next one: a small table by call number
 * remembers each call's last entry, and the hash is probed past it. */
#define CP_CALL_HINTS 16
typedef struct cp_call_stats {
    cp_call_entry_t *e;
    uint32_t n, cap;
    uint32_t *slots, mask; /* open addressing: index + 1 */
    uint32_t hint[CP_CALL_HINTS]; /* index + 1 of the last entry hit, by call number */
} cp_call_stats_t;

/* Count one call in the whole run and in the current phase. */
CP_HIDDEN void cp_call_count(uint32_t call, uint32_t algorithm, int group_size, int group_first,
                             uint64_t group_hash, uint64_t bytes_sent, uint64_t bytes_recv);

#endif

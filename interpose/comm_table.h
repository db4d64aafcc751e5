/* Per-thread tables of traffic by peer world rank, one table per phase
 * (phase 0 = the whole run).  Each thread updates only its own tables, so
 * counting takes no lock under MPI_THREAD_MULTIPLE; the writer walks every
 * thread's tables and readers add them up.
 *
 * The writer may run inside a signal handler, so growth publishes a fully
 * built array before freeing the old one, and nothing here is freed while
 * the process lives. */
#ifndef CP_COMM_TABLE_H
#define CP_COMM_TABLE_H

#include <stdint.h>

#include "guard.h"
#include "record_format.h"

/* 56 bytes per peer.  The message-size histogram keeps its first two size
 * classes inline (most pairs use one or two message sizes) and moves to a
 * full heap array only when a third appears. */
typedef struct cp_peer_entry {
    uint32_t peer;
    uint8_t bin[2];
    uint8_t nin; /* inline bins in use */
    uint8_t pad;
    uint64_t hcount[2];
    uint64_t sent_bytes;
    uint64_t recv_msgs, recv_bytes;
    uint64_t *hist; /* CP_HIST_BINS counters, or NULL */
} cp_peer_entry_t;

typedef struct cp_comm_table {
    cp_peer_entry_t *entries;
    uint32_t n, cap;
    uint32_t *slots; /* open addressing: entry index + 1, 0 = empty */
    uint32_t mask;
    uint32_t last; /* index + 1 of the last entry used: loops hit one peer */
} cp_comm_table_t;

typedef struct cp_thread_state {
    struct cp_thread_state *next;
    cp_comm_table_t **tables; /* by phase id */
    uint32_t ntables;
} cp_thread_state_t;

/* Count one sent message of `bytes` to world rank `peer`. */
CP_HIDDEN void cp_table_count_send(uint32_t peer, uint64_t bytes);
CP_HIDDEN void cp_table_count_recv(uint32_t peer, uint64_t bytes);

/* Sent messages of an entry (the histogram's total). */
CP_HIDDEN uint64_t cp_entry_sent_msgs(const cp_peer_entry_t *e);

/* Head of the list of every thread's state (for the writer). */
CP_HIDDEN cp_thread_state_t *cp_thread_states(void);

/* Phase stack shared by all threads: the innermost phase counts. */
CP_HIDDEN void cp_phase_set(uint32_t id);

/* Set when an allocation failed: recording stops, once, with a message. */
CP_HIDDEN void cp_fail(const char *why);

#endif

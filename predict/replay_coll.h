/* A collective on the world as SimGrid's time-independent action
 * (replay_trace.c's last pass).
 *
 * The trace holds each rank's totals of a call only (bytes sent to and
 * received from the others: MpiCollectiveEnd), while SMPI's replay of the
 * v-forms (alltoallv, gatherv, scatterv, allgatherv, reduce_scatter) takes
 * every block, and aborts when a block received is smaller than the one
 * sent (MPI_ERR_TRUNCATE: Quantum ESPRESSO's and CP2K's FFT transposes,
 * whose ranks hold different shares).  So the blocks of one call are
 * derived from all ranks' totals of that call, by one formula on every
 * rank, and the two ends of a block always agree:
 *   - gatherv, scatterv, allgatherv, reduce_scatter: the totals give each
 *     block exactly (a rank's share is its own total over the others);
 *   - alltoallv: rank i's total sent, S_i, is spread over the others in
 *     proportion to what each received (R_j), rounded so that each row
 *     sums to S_i exactly; each column sums to about R_j (exactly where
 *     the shares are even).  The trace cannot say more.
 * Where ranks called the v-forms in different orders (the trace cannot
 * pair their calls), each rank's totals are split evenly, as before. */
#ifndef CP_REPLAY_COLL_H
#define CP_REPLAY_COLL_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* one v-form call: every rank's totals */
typedef struct cp_vcall {
    uint32_t op, noted;       /* op: OTF2_CollectiveOp; noted: ranks that have called it */
    uint64_t *sent, *recv;    /* by rank */
    uint64_t *recv_before;    /* alltoallv: the sum of recv[] before each rank, n + 1 (cp_vcalls_close) */
} cp_vcall_t;

/* the v-form calls on the world, in the order every rank called them */
typedef struct cp_vcalls {
    cp_vcall_t *c;
    size_t n, cap;
    uint32_t ranks;
    int unpaired; /* the ranks' calls do not pair: split evenly */
} cp_vcalls_t;

/* SMPI's name of an OTF2 collective operation; NULL where its replay has none */
const char *cp_ti_coll_name(uint32_t op);

/* 1 for the v-forms, whose blocks differ by rank */
int cp_ti_coll_is_v(uint32_t op);

/* Rank `rank`'s j-th v-form call on the world (j from 0, in its order).
 * -1 out of memory; a call that does not pair (another operation at that
 * place) marks the table unpaired. */
int cp_vcalls_note(cp_vcalls_t *t, size_t j, uint32_t rank, uint32_t op, uint64_t sent, uint64_t recv);

/* After every rank's calls are noted: unpaired where a rank made fewer.
 * -1 out of memory. */
int cp_vcalls_close(cp_vcalls_t *t);

void cp_vcalls_free(cp_vcalls_t *t);

/* alltoallv's block member i sends member j in call v of n members (the
 * same at both ends) */
unsigned long long cp_vcall_a2a_block(const cp_vcall_t *v, uint32_t n, uint32_t i, uint32_t j);

/* Rank me's action for a call of operation op on the world of n ranks,
 * root (where it has one), its totals sent and received; v: the call's
 * totals on every rank (v-forms), NULL to split this rank's evenly. */
void cp_ti_write_coll(FILE *f, uint32_t me, uint32_t n, uint32_t op, uint32_t root, uint64_t sent, uint64_t recv,
                      const cp_vcall_t *v);

#endif

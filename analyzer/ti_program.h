/* A SimGrid time-independent trace as the calls each rank made, in order:
 * what a replay needs to tell when each message can start and who waits
 * for whom (the mapper's time objective, map_time.c), where the matrix
 * (comm_matrix.h) keeps only how much each pair moved.  Read by the same
 * reader as the matrix (matrix_ti.c), so that both refuse the same lines. */
#ifndef CP_TI_PROGRAM_H
#define CP_TI_PROGRAM_H

#include <stdint.h>

#include "cp_err.h"

enum {
    CP_TI_COMPUTE, /* amount: flops */
    CP_TI_ISEND,   /* peer: the receiver; amount: bytes; a request */
    CP_TI_IRECV,   /* peer: the sender; amount: bytes; a request */
    CP_TI_WAIT,    /* the oldest request open with peer and tag (send: sent to peer, recv: from it) */
    CP_TI_WAITALL, /* every request open */
    CP_TI_COLL     /* a collective of all ranks; amount: the bytes of a rank's block */
};
/* a blocking send or receive is its nonblocking call and a wait on it */

typedef struct cp_ti_op {
    uint8_t kind, is_send; /* is_send: of a CP_TI_WAIT, whether it waits on a send */
    int32_t peer, tag;     /* tag -1: any (sendRecv's, a wait's that names none) */
    double amount;
} cp_ti_op_t;

typedef struct cp_ti_program {
    int n;                 /* ranks */
    int64_t *first, *len;  /* per rank: its ops, ops[first[r] .. + len[r]) */
    cp_ti_op_t *ops;
    int64_t nops, cap;
} cp_ti_program_t;

/* The trace whose index smpirun -trace-ti wrote: 0, or -1 with err naming
 * the file and line (the matrix reader's checks). */
int cp_ti_program_read(const char *index, cp_ti_program_t *p, cp_err_t *err);
void cp_ti_program_free(cp_ti_program_t *p);

#endif

/* The clock condition as constraints on the ranks' clock offsets.
 *
 * Synchronization measures each rank's offset to rank 0 within an error
 * bound e_r (half the best round trip).  A receive that completes before
 * its send began, on the corrected times, is within those bounds when the
 * offsets are off by less than e_r: the messages themselves then say more
 * about the offsets than the synchronization did.  Each matched message
 * from s to r with slack t_recv - t_send (negative: a violation) asks for
 * moves x with x_r - x_s >= -slack; moves within |x_r| <= e_r keep the
 * correction consistent with what was measured.  Such moves exist unless a
 * cycle of messages has negative total slack or the bounds are too tight
 * (then the bounds were wrong). */
#ifndef CP_CLOCK_ADJUST_H
#define CP_CLOCK_ADJUST_H

#include <stddef.h>
#include <stdint.h>

typedef struct cp_clock_link {
    uint32_t src, dst;
    int64_t slack_ns; /* the least t_recv_end - t_send_begin over the messages src sent dst */
} cp_clock_link_t;

/* Moves x[0 .. n-1] (ns) within |x_r| <= bound_ns[r] meeting every link:
 * the least forward moves (receivers later) where those suffice; else,
 * from the latest moves the bounds allow clipped at 0, receivers raised as
 * little as the links ask (senders move earlier only as far as needed).
 * 0: found; -1: none exists (or the search gave up after `budget`
 * relaxations of a link). */
int cp_clock_adjust(uint32_t n, const double *bound_ns, const cp_clock_link_t *links, size_t nlinks,
                    uint64_t budget, double *x);

#endif

/* Traffic by message size.  Recordings keep, per pair, how many messages
 * fell in each log2 size class (record_format.h: class b holds sizes in
 * [2^(b-1), 2^b), class 0 empty messages) and the pair's bytes in total,
 * not the bytes of each class.  A selection of classes (analyzer --sizes,
 * the mapper's size segments) takes its messages exactly and its bytes
 * as the histogram allows: each class at least count x its smallest size,
 * and what the total leaves over that shared in proportion to how much
 * more each class could hold.  That is exact where every message's size
 * is a power of two or the pair's classes are all inside or all outside
 * the selection; else the error is bounded by the classes' widths. */
#ifndef CP_SIZE_CLASSES_H
#define CP_SIZE_CLASSES_H

#include <stddef.h>
#include <stdint.h>

#include "cp_err.h"
#include "record_read.h" /* cp_bin_t */

/* Messages and bytes of the classes lo..hi (inclusive) among a pair's
 * nbins classes, whose messages carried total_bytes in all. */
void cp_size_select(const cp_bin_t *bins, uint32_t nbins, uint64_t total_bytes, unsigned lo, unsigned hi,
                    uint64_t *msgs, uint64_t *bytes);
/* "LO:HI" in bytes, messages from LO to under HI (suffixes B, KiB, MiB,
 * GiB, KB, MB, GB; either side may be empty), as whole classes: *lo the
 * class of LO, *hi the class of HI - 1, so that 0:64KiB and 64KiB: part
 * the traffic.  0, or -1 with a message in *err. */
int cp_size_range_parse(const char *arg, unsigned *lo, unsigned *hi, cp_err_t *err);
/* "64 B" .. "1 MiB": the smallest size of class b, for messages. */
const char *cp_size_class_floor(unsigned b, char *buf, size_t len);

#endif

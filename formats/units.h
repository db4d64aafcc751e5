/* Sizes as users and files write them, one parser for every tool and
 * setting: a number (fractions allowed) with an optional unit, B; k or
 * kB/KB, M or MB, G or GB, T or TB for powers of 1000; KiB, MiB, GiB, TiB
 * for powers of 1024 (so 64KiB is 65536 and 500M is 500,000,000). */
#ifndef CP_UNITS_H
#define CP_UNITS_H

#include <stddef.h>

/* The units, for messages: "B, k/kB, M/MB, G/GB, T/TB (x1000), KiB, MiB, GiB, TiB (x1024)". */
#define CP_SIZE_UNITS "B, k/kB, M/MB, G/GB, T/TB (powers of 1000), KiB, MiB, GiB, TiB (of 1024)"

/* s[0..len) as bytes: 0, or -1 where it is no size (no number, a unit not
 * listed, a sign, not finite). */
int cp_size_parse(const char *s, size_t len, double *bytes);

/* bytes as people read them, three digits in powers of 1000: "512 B",
 * "20.4 MB", "1.23 GB"; buf of 16 bytes or more.  Returns buf. */
const char *cp_size_format(double bytes, char *buf, size_t len);

/* a size as it was likely written (a limit, a setting): "1 GiB" where it is
 * a whole number of KiB, MiB or GiB, else as cp_size_format.  Returns buf. */
const char *cp_size_format_written(double bytes, char *buf, size_t len);

#endif

/* Selecting traffic by message size class (size_classes.h). */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cost_file.h"
#include "record_format.h"
#include "size_classes.h"

/* the smallest and largest size of class b (class 0: empty messages) */
static long double class_lo(unsigned b) { return b ? ldexpl(1, (int)b - 1) : 0; }
static long double class_hi(unsigned b) { return b ? ldexpl(1, (int)b) - 1 : 0; }

void cp_size_select(const cp_bin_t *bins, uint32_t nbins, uint64_t total_bytes, unsigned lo, unsigned hi,
                    uint64_t *msgs, uint64_t *bytes)
{
    long double least = 0, room = 0, in_least = 0, in_room = 0;
    uint64_t n = 0, all = 0;
    for (uint32_t k = 0; k < nbins; k++) {
        long double c = (long double)bins[k].count, l = c * class_lo(bins[k].bin), r = c * (class_hi(bins[k].bin) - class_lo(bins[k].bin));
        least += l, room += r, all += bins[k].count;
        if (bins[k].bin >= lo && bins[k].bin <= hi) in_least += l, in_room += r, n += bins[k].count;
    }
    *msgs = n;
    if (n == all) { /* the whole pair: exact whatever the sizes */
        *bytes = total_bytes;
        return;
    }
    long double extra = (long double)total_bytes - least; /* beyond every class's smallest sizes */
    if (extra < 0) extra = 0;
    if (extra > room) extra = room; /* a histogram that disagrees with the total: the classes' bounds win */
    long double b = in_least + (room > 0 ? extra * in_room / room : 0);
    if (b > (long double)total_bytes) b = (long double)total_bytes;
    *bytes = (uint64_t)llroundl(b);
}

/* One side of a range, in the cost file's units (cost_file.c owns them);
 * *v = -1 when empty. */
static int size_arg(const char *s, const char *end, long double *v)
{
    while (s < end && isspace((unsigned char)*s)) s++;
    while (end > s && isspace((unsigned char)end[-1])) end--;
    if (s == end) return *v = -1, 0;
    double x;
    if (cp_cost_size_parse(s, (size_t)(end - s), &x) || x >= 18446744073709551615.0) return -1;
    return *v = x, 0;
}

int cp_size_range_parse(const char *arg, unsigned *lo, unsigned *hi, cp_err_t *err)
{
    const char *colon = strchr(arg, ':');
    long double a, b;
    if (!colon || size_arg(arg, colon, &a) || size_arg(colon + 1, colon + strlen(colon), &b)) {
        return cp_err_set(err, CP_ERR_FORMAT,
                          "bad size range '%s': give LO:HI in bytes (units B, KiB, MiB, GiB, KB, MB, GB; "
                          "either side may be empty), e.g. 0:64KiB or 1MiB:", arg);
    }
    if (a >= 0 && b >= 0 && a >= b) {
        return cp_err_set(err, CP_ERR_FORMAT, "bad size range '%s': LO must be smaller than HI (messages from LO to under HI)",
                          arg);
    }
    *lo = a < 0 ? 0 : cp_size_bin((uint64_t)a);
    *hi = b < 0 ? CP_HIST_BINS - 1 : cp_size_bin((uint64_t)ceill(b) - 1);
    return 0;
}

const char *cp_size_class_floor(unsigned b, char *buf, size_t len)
{
    static const char *unit[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    if (!b) {
        snprintf(buf, len, "0 B");
        return buf;
    }
    unsigned e = b - 1;
    snprintf(buf, len, "%llu %s", 1ull << (e % 10), unit[e / 10]);
    return buf;
}

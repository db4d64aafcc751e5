/* libFuzzer target: traffic by message size (analyzer/size_classes.c), by
 * the first byte of the input:
 *   0  the rest as an --sizes argument: rejected with a message that
 *      quotes it, or classes lo <= hi inside the histogram's 65;
 *   1  the rest as a pair's histogram (up to 65 classes, counts from the
 *      bytes) and a total consistent with it: every selection of classes
 *      gets exactly its messages, bytes within its classes' bounds, and
 *      two selections that part the classes add up to the total. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record_format.h"
#include "size_classes.h"

static void check_range(const uint8_t *d, size_t n)
{
    char arg[256];
    cp_err_t err;
    if (n >= sizeof arg) n = sizeof arg - 1;
    memcpy(arg, d, n), arg[n] = 0;
    unsigned lo = 99, hi = 99;
    if (cp_size_range_parse(arg, &lo, &hi, &err)) {
        if (!strstr(err.msg, "bad size range")) abort();
        return;
    }
    if (lo > hi || hi >= CP_HIST_BINS) abort();
}

static void check_select(const uint8_t *d, size_t n)
{
    cp_bin_t bins[CP_HIST_BINS];
    uint32_t nb = 0;
    long double least = 0, most = 0;
    uint64_t all = 0;
    /* three bytes a class: which class (distinct, ascending), a count */
    for (size_t i = 0; i + 2 < n && nb < CP_HIST_BINS; i += 3) {
        unsigned b = d[i] % 41; /* sizes up to 2^40: totals stay exact in 64 bits */
        if (nb && b <= bins[nb - 1].bin) continue;
        uint64_t c = 1 + (uint64_t)d[i + 1] * 256 + d[i + 2];
        bins[nb++] = (cp_bin_t){(uint8_t)b, c};
        least += (long double)c * (b ? ldexpl(1, (int)b - 1) : 0);
        most += (long double)c * (b ? ldexpl(1, (int)b) - 1 : 0);
        all += c;
    }
    if (!nb) return;
    /* a total the histogram allows, picked by the last byte */
    uint64_t total = (uint64_t)(least + (most - least) * (long double)d[n - 1] / 255);
    unsigned cut = d[0] % CP_HIST_BINS;
    uint64_t m1, b1, m2, b2;
    cp_size_select(bins, nb, total, 0, cut ? cut - 1 : 0, &m1, &b1);
    if (!cut) m1 = b1 = 0;
    cp_size_select(bins, nb, total, cut, CP_HIST_BINS - 1, &m2, &b2);
    if (m1 + m2 != all) abort();
    long double lo = 0, hi = 0;
    uint64_t want = 0;
    for (uint32_t k = 0; k < nb; k++)
        if (bins[k].bin >= cut) {
            want += bins[k].count;
            lo += (long double)bins[k].count * (bins[k].bin ? ldexpl(1, bins[k].bin - 1) : 0);
            hi += (long double)bins[k].count * (bins[k].bin ? ldexpl(1, bins[k].bin) - 1 : 0);
        }
    if (m2 != want) abort();
    if ((long double)b2 < lo - 1 || (long double)b2 > hi + 1) abort(); /* within its classes' bounds */
    if (b1 + b2 > total + 1 || b1 + b2 + 1 < total) abort();            /* the two parts add up (rounding) */
}

int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n)
{
    if (!n) return 0;
    if (d[0] & 1) check_select(d + 1, n - 1);
    else check_range(d + 1, n - 1);
    return 0;
}

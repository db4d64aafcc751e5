/* The size units (formats/units.c) against hand-written cases: what the
 * parser takes and refuses, what the two writers print, and that what they
 * print reads back (exactly for the written form, to its three digits for
 * the plain one).  Prints "units: N cases" and exits 0, or FAILED lines. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "units.h"

static int bad, cases;

static void parse(const char *s, int rc, double want)
{
    double got = -7;
    int r = cp_size_parse(s, strlen(s), &got);
    cases++;
    if (r != rc || (rc == 0 && got != want)) printf("FAILED: parse \"%s\": rc %d, %.17g (want rc %d, %.17g)\n", s, r, got, rc, want), bad = 1;
}

static void format(double b, int written, const char *want)
{
    char buf[32];
    const char *got = written ? cp_size_format_written(b, buf, sizeof buf) : cp_size_format(b, buf, sizeof buf);
    cases++;
    if (strcmp(got, want)) printf("FAILED: %s(%.17g) = \"%s\" (want \"%s\")\n", written ? "format_written" : "format", b, got, want), bad = 1;
}

/* the printed form read back: the unit joined to its number as files write it */
static void round_trip(double b, int written)
{
    char buf[32], joined[32];
    const char *s = written ? cp_size_format_written(b, buf, sizeof buf) : cp_size_format(b, buf, sizeof buf);
    size_t j = 0;
    for (const char *p = s; *p && j + 1 < sizeof joined; p++)
        if (*p != ' ') joined[j++] = *p;
    joined[j] = 0;
    double back = -1;
    cases++;
    int r = cp_size_parse(joined, j, &back);
    double tol = written ? 0 : 5e-3 * b;
    if (r || fabs(back - b) > tol) printf("FAILED: %.17g printed \"%s\" reads back as %.17g (rc %d)\n", b, s, back, r), bad = 1;
}

int main(void)
{
    parse("0", 0, 0), parse("4096", 0, 4096), parse("64KiB", 0, 65536), parse("500M", 0, 5e8), parse("1.5MB", 0, 1.5e6);
    parse("1k", 0, 1e3), parse("2K", 0, 2e3), parse("3KB", 0, 3e3), parse("1T", 0, 1e12), parse("1TiB", 0, 1099511627776.0);
    parse(".5GiB", 0, 536870912.0), parse("12B", 0, 12);
    parse("", -1, 0), parse("-1", -1, 0), parse(" 1", -1, 0), parse("1 MB", -1, 0), parse("1mb", -1, 0), parse("inf", -1, 0);
    parse("nan", -1, 0), parse("0x10", -1, 0), parse("1e400", -1, 0), parse("1Kib", -1, 0), parse("MB", -1, 0);
    format(0, 0, "0 B"), format(999, 0, "999 B"), format(999.6, 0, "1 kB"), format(1000, 0, "1 kB"), format(20400000, 0, "20.4 MB");
    format(1234567890, 0, "1.23 GB"), format(2e18, 0, "2000 PB");
    format(1073741824.0, 1, "1 GiB"), format(3 * 1048576.0, 1, "3 MiB"), format(65536, 1, "64 KiB"), format(1536, 1, "1.54 kB" /* no whole KiB */);
    format(5e8, 1, "500 MB"), format(100, 1, "100 B");
    for (double b = 1; b < 1e15; b *= 1.37) round_trip(floor(b), 0);
    for (int k = 0; k < 40; k++) round_trip(ldexp(1 + k % 7, 10 + k % 25), 1);
    if (!bad) printf("units: %d cases\n", cases);
    return bad;
}

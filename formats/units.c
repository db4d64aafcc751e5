/* One table of size units (units.h): the cost file's segments, the
 * analyzer's --sizes, the probe's sizes and the COMMPROF_* settings all
 * read sizes here, and the tools that print one write it here, so that a
 * unit means the same everywhere. */
#include "units.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct {
    const char *name;
    double factor;
} units[] = {{"", 1},         {"B", 1},         {"k", 1e3},         {"kB", 1e3},         {"K", 1e3},
             {"KB", 1e3},     {"M", 1e6},       {"MB", 1e6},        {"G", 1e9},          {"GB", 1e9},
             {"T", 1e12},     {"TB", 1e12},     {"KiB", 1024.0},    {"MiB", 1048576.0},  {"GiB", 1073741824.0},
             {"TiB", 1099511627776.0}};

int cp_size_parse(const char *s, size_t len, double *bytes)
{
    char buf[64];
    /* digits first: no sign, no blank, no "inf" or "nan", no hex */
    if (len == 0 || len >= sizeof buf || !((s[0] >= '0' && s[0] <= '9') || s[0] == '.') || memchr(s, 'x', len) || memchr(s, 'X', len)) return -1;
    memcpy(buf, s, len);
    buf[len] = 0;
    char *end;
    errno = 0;
    double v = strtod(buf, &end);
    if (end == buf || errno || !isfinite(v) || v < 0) return -1;
    for (size_t i = 0; i < sizeof units / sizeof *units; i++)
        if (!strcmp(end, units[i].name)) {
            *bytes = v * units[i].factor;
            return isfinite(*bytes) ? 0 : -1;
        }
    return -1;
}

const char *cp_size_format(double b, char *buf, size_t len)
{
    static const char *unit[] = {"B", "kB", "MB", "GB", "TB", "PB"};
    int u = 0;
    while (b >= 999.5 && u < 5) b /= 1000, u++;
    snprintf(buf, len, u && b < 999.5 ? "%.3g %s" : "%.0f %s", b, unit[u]); /* "2000 PB", not "2e+03 PB" */
    return buf;
}

const char *cp_size_format_written(double b, char *buf, size_t len)
{
    static const struct {
        const char *name;
        double factor;
    } binary[] = {{"GiB", 1073741824.0}, {"MiB", 1048576.0}, {"KiB", 1024.0}};
    for (size_t u = 0; u < sizeof binary / sizeof *binary; u++) {
        double n = b / binary[u].factor;
        if (n >= 1 && n == (double)(long long)n) {
            snprintf(buf, len, "%lld %s", (long long)n, binary[u].name);
            return buf;
        }
    }
    return cp_size_format(b, buf, len);
}

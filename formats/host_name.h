/* Whether two host names name one host.  A hostfile, PBS's node file, a
 * Slurm node list and each node's gethostname() do not agree on the
 * domain: "node01" and "node01.cluster.local" are one host, as launchers
 * take them.  Addresses (digits and dots) are compared whole: 10.0.0 is
 * no short form of 10.0.0.1. */
#ifndef CP_HOST_NAME_H
#define CP_HOST_NAME_H

#include <stdio.h>
#include <string.h>

static inline int cp_same_host(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    if (la == lb) return !strcmp(a, b);
    const char *s = la < lb ? a : b, *l = la < lb ? b : a;
    size_t ls = la < lb ? la : lb;
    if (!ls || strncmp(s, l, ls) || l[ls] != '.') return 0;
    return strspn(l, "0123456789.") != strlen(l);
}

/* the length of name's short form: up to its first dot, all of an address */
static inline size_t cp_host_short_len(const char *name)
{
    size_t n = strlen(name);
    return strspn(name, "0123456789.") == n ? n : strcspn(name, ".");
}

/* "3 nodes: a, b, c" or "64 hosts: a, b, c, ...": what a file names, for
 * the message about a host it lacks (the user sees its spelling and how
 * many); name(ctx, i) is the i-th of count, noun singular */
static inline const char *cp_hosts_said(char *out, size_t n, long long count, const char *noun,
                                        const char *(*name)(const void *ctx, long long i), const void *ctx)
{
    int len = snprintf(out, n, "%lld %s%s: ", count, noun, count == 1 ? "" : "s");
    for (long long i = 0; i < count && i < 3 && len > 0 && (size_t)len < n; i++)
        len += snprintf(out + len, n - (size_t)len, "%s%s", i ? ", " : "", name(ctx, i));
    if (len > 0 && (size_t)len < n && count > 3) snprintf(out + len, n - (size_t)len, ", ...");
    return out;
}

#endif

/* Whether two host names name one host.  A hostfile, PBS's node file, a
 * Slurm node list and each node's gethostname() do not agree on the
 * domain: "node01" and "node01.cluster.local" are one host, as launchers
 * take them.  Addresses (digits and dots) are compared whole: 10.0.0 is
 * no short form of 10.0.0.1. */
#ifndef CP_HOST_NAME_H
#define CP_HOST_NAME_H

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

#endif

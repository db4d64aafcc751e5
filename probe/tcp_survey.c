/* The job's TCP connections and their congestion control (tcp_survey.h). */
#include <dirent.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#include "tcp_survey.h"

static void count(cp_tcp_survey_t *s, const char *name, int64_t k)
{
    for (int i = 0; i < s->nalgo; i++)
        if (!strcmp(s->algo[i].name, name)) {
            s->algo[i].connections += k;
            return;
        }
    if (s->nalgo == CP_TCP_SURVEY_ALGOS) {
        s->others += k;
        return;
    }
    snprintf(s->algo[s->nalgo].name, sizeof s->algo[0].name, "%s", name);
    s->algo[s->nalgo++].connections = k;
}

/* a peer on this host (PMIx's server on the loopback, a rank of this
 * node reached by its own address): its bytes cross no network */
static int on_this_host(int fd)
{
    struct sockaddr_storage a, b;
    socklen_t len = sizeof a, lb = sizeof b;
    if (getpeername(fd, (struct sockaddr *)&a, &len) || getsockname(fd, (struct sockaddr *)&b, &lb)) return 1;
    if (a.ss_family == AF_INET) {
        uint32_t x = ((struct sockaddr_in *)&a)->sin_addr.s_addr;
        return (ntohl(x) >> 24) == 127 || (b.ss_family == AF_INET && x == ((struct sockaddr_in *)&b)->sin_addr.s_addr);
    }
    if (a.ss_family == AF_INET6) {
        const struct in6_addr *x = &((struct sockaddr_in6 *)&a)->sin6_addr;
        if (IN6_IS_ADDR_LOOPBACK(x) || (IN6_IS_ADDR_V4MAPPED(x) && x->s6_addr[12] == 127)) return 1;
        return b.ss_family == AF_INET6 && !memcmp(x, &((struct sockaddr_in6 *)&b)->sin6_addr, sizeof *x);
    }
    return 1;
}

void cp_tcp_survey_local(cp_tcp_survey_t *s)
{
#ifdef SMPI_H
    (void)s, (void)count, (void)on_this_host;
#else
    DIR *d = opendir("/proc/self/fd");
    if (!d) return;
    int any = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        char *end;
        long fd = strtol(e->d_name, &end, 10);
        if (*end || end == e->d_name || fd == dirfd(d)) continue;
        int v = 0;
        socklen_t len = sizeof v;
        if (getsockopt((int)fd, SOL_SOCKET, SO_TYPE, &v, &len) || v != SOCK_STREAM) continue;
        len = sizeof v;
        if (getsockopt((int)fd, SOL_SOCKET, SO_DOMAIN, &v, &len) || (v != AF_INET && v != AF_INET6)) continue;
        len = sizeof v;
        if (getsockopt((int)fd, SOL_SOCKET, SO_ACCEPTCONN, &v, &len) || v) continue; /* a listener */
        if (on_this_host((int)fd)) continue;
        char name[16] = "";
        len = sizeof name;
        if (getsockopt((int)fd, IPPROTO_TCP, TCP_CONGESTION, name, &len) || !name[0]) continue;
        name[sizeof name - 1] = 0;
        count(s, name, 1);
        any = 1;
    }
    closedir(d);
    s->ranks += any;
#endif
}

void cp_tcp_survey_gather(MPI_Comm c, cp_tcp_survey_t *s)
{
    int me, n;
    MPI_Comm_rank(c, &me);
    MPI_Comm_size(c, &n);
    /* each rank's table as it is (a fixed size), merged at rank 0 */
    cp_tcp_survey_t *all = me == 0 ? calloc((size_t)n, sizeof *all) : NULL;
    int ok = me != 0 || all, allok;
    MPI_Allreduce(&ok, &allok, 1, MPI_INT, MPI_MIN, c);
    if (!allok) { /* out of memory: rank 0 keeps its own */
        free(all);
        return;
    }
    MPI_Gather(s, (int)sizeof *s, MPI_BYTE, all, (int)sizeof *s, MPI_BYTE, 0, c);
    if (me != 0) return;
    cp_tcp_survey_t m = {0};
    for (int r = 0; r < n; r++) {
        for (int i = 0; i < all[r].nalgo && i < CP_TCP_SURVEY_ALGOS; i++) {
            all[r].algo[i].name[sizeof all[r].algo[i].name - 1] = 0;
            count(&m, all[r].algo[i].name, all[r].algo[i].connections);
        }
        m.others += all[r].others;
        m.ranks += all[r].ranks;
    }
    free(all);
    *s = m;
}

void cp_tcp_survey_said(const cp_tcp_survey_t *s, char *out, size_t n)
{
    if (!n) return;
    out[0] = 0;
    int64_t total = s->others;
    for (int i = 0; i < s->nalgo; i++) total += s->algo[i].connections;
    if (!total) return;
    int mixed = s->nalgo > 1 || s->others;
    size_t k = 0;
    for (int i = 0; i < s->nalgo && k < n; i++) {
        k += (size_t)snprintf(out + k, n - k, "%s%s", i ? ", " : "", s->algo[i].name);
        if (mixed && k < n) k += (size_t)snprintf(out + k, n - k, " %lld", (long long)s->algo[i].connections);
    }
    if (s->others && k < n) k += (size_t)snprintf(out + k, n - k, ", others %lld", (long long)s->others);
    if (k < n)
        snprintf(out + k, n - k, " (%lld socket%s of %lld rank%s)", (long long)total, total == 1 ? "" : "s",
                 (long long)s->ranks, s->ranks == 1 ? "" : "s");
}

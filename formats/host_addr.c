/* Hosts named by address (host_addr.h). */
#include "host_addr.h"
#include "host_name.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

/* s as an address: its family and bytes; 0 where it is none */
static int parse(const char *s, unsigned char *bytes)
{
    if (inet_pton(AF_INET, s, bytes) == 1) return AF_INET;
    if (inet_pton(AF_INET6, s, bytes) == 1) return AF_INET6;
    return 0;
}

int cp_host_is_address(const char *s)
{
    unsigned char b[16];
    return s && parse(s, b) != 0;
}

int cp_host_is_loopback(const char *s)
{
    unsigned char b[16];
    static const unsigned char v6[16] = {[15] = 1};
    if (!s) return 0;
    int family = parse(s, b);
    if (family == AF_INET) return b[0] == 127;
    if (family == AF_INET6) return !memcmp(b, v6, 16);
    return !strcasecmp(s, "localhost") || !strcasecmp(s, "localhost.localdomain") || !strcasecmp(s, "ip6-localhost") ||
           !strcasecmp(s, "ip6-loopback");
}

char *cp_host_address_name(const char *s)
{
    unsigned char b[16];
    int family = s ? parse(s, b) : 0;
    if (!family) return NULL;
    struct sockaddr_storage ss;
    memset(&ss, 0, sizeof ss);
    socklen_t len;
    if (family == AF_INET) {
        struct sockaddr_in *a = (struct sockaddr_in *)&ss;
        a->sin_family = AF_INET;
        memcpy(&a->sin_addr, b, 4);
        len = sizeof *a;
    } else {
        struct sockaddr_in6 *a = (struct sockaddr_in6 *)&ss;
        a->sin6_family = AF_INET6;
        memcpy(&a->sin6_addr, b, 16);
        len = sizeof *a;
    }
    char name[NI_MAXHOST];
    if (getnameinfo((struct sockaddr *)&ss, len, name, sizeof name, NULL, 0, NI_NAMEREQD)) return NULL;
    return strdup(name);
}

int cp_host_address_names(char *const *host, int n, char **alias)
{
    for (int i = 0; i < n; i++) alias[i] = NULL;
    char me[256] = "";
    if (gethostname(me, sizeof me - 1)) me[0] = 0;
    for (int i = 0; i < n; i++) {
        if (cp_host_is_loopback(host[i])) { /* no lookup: it would say "localhost" */
            if (me[0] && !(alias[i] = strdup(me))) return -1;
            continue;
        }
        if (!cp_host_is_address(host[i])) continue;
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        alias[i] = cp_host_address_name(host[i]);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        if (!alias[i] && (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) * 1e-9 > 0.5) break;
    }
    return 0;
}

void cp_host_own_addresses(char *buf, size_t len)
{
    struct ifaddrs *all = NULL;
    size_t used = 0;
    if (len) buf[0] = 0;
    if (!len || getifaddrs(&all)) return;
    for (struct ifaddrs *i = all; i; i = i->ifa_next) {
        if (!i->ifa_addr || (i->ifa_flags & IFF_LOOPBACK)) continue;
        int f = i->ifa_addr->sa_family;
        const void *a = f == AF_INET    ? (const void *)&((struct sockaddr_in *)i->ifa_addr)->sin_addr
                        : f == AF_INET6 ? (const void *)&((struct sockaddr_in6 *)i->ifa_addr)->sin6_addr
                                        : NULL;
        char one[INET6_ADDRSTRLEN];
        if (!a || !inet_ntop(f, a, one, sizeof one)) continue;
        size_t n = strlen(one) + (used ? 1 : 0);
        if (used + n + 1 > len) continue;
        snprintf(buf + used, len - used, "%s%s", used ? " " : "", one);
        used += n;
    }
    freeifaddrs(all);
}

int cp_host_address_in(const char *s, const char *list)
{
    unsigned char want[16], got[16];
    int family = parse(s, want);
    if (!family || !list) return 0;
    while (*list) {
        size_t n = strcspn(list, " ");
        char one[INET6_ADDRSTRLEN + 1];
        if (n < sizeof one) {
            memcpy(one, list, n), one[n] = 0;
            if (parse(one, got) == family && !memcmp(want, got, family == AF_INET ? 4 : 16)) return 1;
        }
        list += n;
        list += strspn(list, " ");
    }
    return 0;
}

void cp_host_finder_init(cp_host_finder_t *f, char *const *name, int n)
{
    memset(f, 0, sizeof *f);
    f->name = name, f->n = n;
}

void cp_host_finder_free(cp_host_finder_t *f)
{
    for (int i = 0; f->alias && i < f->n; i++) free(f->alias[i]);
    free(f->alias), free(f->asked), free(f->named);
    memset(f, 0, sizeof *f);
}

int cp_host_finder_find(cp_host_finder_t *f, const char *h)
{
    for (int i = 0; i < f->n; i++)
        if (!strcmp(f->name[i], h)) return i;
    for (int i = 0; i < f->n; i++)
        if (cp_same_host(f->name[i], h)) return i;
    if (!f->alias) {
        if (!(f->alias = calloc((size_t)f->n + 1, sizeof *f->alias))) return -2;
        if (cp_host_address_names(f->name, f->n, f->alias)) return -2;
    }
    for (int i = 0; i < f->n; i++)
        if (f->alias[i] && cp_same_host(f->alias[i], h)) return i;
    if (!cp_host_is_address(h) && !cp_host_is_loopback(h)) return -1;
    if (!f->asked || strcmp(f->asked, h)) {
        free(f->asked), free(f->named), f->named = NULL;
        char *one[1] = {(char *)h};
        if (!(f->asked = strdup(h)) || cp_host_address_names(one, 1, &f->named)) return -2;
    }
    for (int i = 0; f->named && i < f->n; i++)
        if (cp_same_host(f->name[i], f->named)) return i;
    return -1;
}

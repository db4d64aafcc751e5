/* Hosts named by address.  Hostfiles and rankfiles often list nodes by
 * address (10.0.0.12 slots=16), where a recording, a topology.conf and
 * each node's gethostname() name them: the same node under a name and an
 * address is matched through the system's resolver (an address's name,
 * /etc/hosts or DNS) or, on the node itself, its own interfaces' addresses.
 * host_name.h's rule (short and long names) stays the first. */
#ifndef CP_HOST_ADDR_H
#define CP_HOST_ADDR_H

#include <stddef.h>

/* Whether s is a numeric IPv4 or IPv6 address. */
int cp_host_is_address(const char *s);

/* Whether s names the loopback: "localhost" (also "localhost.localdomain",
 * "ip6-localhost", "ip6-loopback"), 127.0.0.0/8 or ::1. */
int cp_host_is_loopback(const char *s);

/* The name an address resolves to (a reverse lookup: /etc/hosts, DNS),
 * malloc'd; NULL where s is no address or no name is found. */
char *cp_host_address_name(const char *s);

/* alias[i]: the name host[i] resolves to where it is an address (each
 * malloc'd), else NULL, for i < n.  The loopback ("localhost slots=4",
 * laptops' and workstations' hostfiles) is this node's own name
 * (gethostname): the node the launcher ran on, where commprof-run also
 * runs the mapper and the predictor, so that it matches the recording's
 * ranks.  A failed lookup that took over half a second is a resolver out
 * of reach (DNS's timeouts, seconds each): the addresses after it are not
 * asked.  0, or -1 out of memory. */
int cp_host_address_names(char *const *host, int n, char **alias);

/* This node's own addresses (its interfaces', loopback left out), each in
 * the form inet_ntop writes, separated by single spaces, in buf; "" where
 * none.  Addresses that do not fit whole are left out. */
void cp_host_own_addresses(char *buf, size_t len);

/* Whether address s is one of the space-separated addresses in list (both
 * compared as addresses: 10.0.0.1 and 10.000.0.1 differ as text only
 * where inet_pton refuses one). */
int cp_host_address_in(const char *s, const char *list);

/* Finding a host among a list of names (a platform's, a hostfile's) by
 * the name a user, a rankfile or a recording gives it: the same name, else
 * its short or long form (host_name.h), else through an address: a listed
 * host given by address matched by the name it resolves to (the list's
 * addresses looked up together, at the first miss), and an address or the
 * loopback asked for matched by the name it stands for (the last one
 * asked kept: rankfiles name a host rank after rank). */
typedef struct cp_host_finder {
    char *const *name;
    int n;
    char **alias;        /* name[i]'s resolved name (NULL: none); NULL until looked up */
    char *asked, *named; /* the last address asked for, and its name */
} cp_host_finder_t;

/* Over name[0..n), kept by the caller while the finder is used. */
void cp_host_finder_init(cp_host_finder_t *f, char *const *name, int n);
/* The index of the host h names, -1 none, -2 out of memory. */
int cp_host_finder_find(cp_host_finder_t *f, const char *h);
void cp_host_finder_free(cp_host_finder_t *f);

#endif

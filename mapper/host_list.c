/* Host lists: a job's hosts and their slots, from hostfiles (Open MPI's,
 * MPICH's) and appended by the Slurm and PBS readers; the machine is built
 * from them (machine.c). */
#include "machine.h"
#include "host_addr.h"
#include "host_name.h"

#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


void cp_hostlist_free(cp_hostlist_t *h)
{
    for (int i = 0; i < h->n; i++) free(h->name[i]), free(h->alias ? h->alias[i] : NULL);
    free(h->alias);
    free(h->name);
    free(h->slots);
    free(h->bare);
    free(h->index);
    memset(h, 0, sizeof *h);
}

/* A host named twice adds its slots (Open MPI's rule; PBS_NODEFILE lists a
 * host once per slot). */
int cp_hostlist_append(cp_hostlist_t *h, const char *name, int slots)
{
    if (h->n >= CP_MACHINE_MAX_HOSTS) return -2;
    if (h->n == h->cap) {
        int cap = h->cap ? 2 * h->cap : 16;
        char **n = realloc(h->name, (size_t)cap * sizeof *n);
        if (!n) return -1;
        h->name = n;
        int *s = realloc(h->slots, (size_t)cap * sizeof *s);
        if (!s) return -1;
        h->slots = s;
        if (h->alias) {
            char **a = realloc(h->alias, (size_t)cap * sizeof *a);
            if (!a) return -1;
            memset(a + h->cap, 0, (size_t)(cap - h->cap) * sizeof *a);
            h->alias = a;
        }
        if (h->bare) {
            unsigned char *b = realloc(h->bare, (size_t)cap);
            if (!b) return -1;
            memset(b + h->cap, 0, (size_t)(cap - h->cap));
            h->bare = b;
        }
        h->cap = cap;
    }
    if (!(h->name[h->n] = strdup(name))) return -1;
    h->slots[h->n++] = slots;
    return 0;
}

static uint32_t name_hash(const char *s)
{
    uint32_t x = 2166136261u; /* FNV-1a */
    for (; *s; s++) x = (x ^ (unsigned char)*s) * 16777619u;
    return x;
}

/* The slot of name in the index: its host, or the free slot (-1) it would take. */
static uint32_t index_slot(const cp_hostlist_t *h, const char *name)
{
    uint32_t k = name_hash(name) & (h->index_cap - 1);
    while (h->index[k] >= 0 && strcmp(h->name[h->index[k]], name)) k = (k + 1) & (h->index_cap - 1);
    return k;
}

/* Every host of the list in the index, at most half full. */
static int index_sync(cp_hostlist_t *h)
{
    if ((uint64_t)2 * ((uint64_t)h->n + 1) > h->index_cap) {
        uint32_t cap = 64;
        while (cap < 2 * ((uint64_t)h->n + 1)) cap *= 2;
        int *ix = malloc((size_t)cap * sizeof *ix);
        if (!ix) return -1;
        memset(ix, 0xff, (size_t)cap * sizeof *ix);
        free(h->index);
        h->index = ix, h->index_cap = cap, h->index_n = 0;
    }
    for (; h->index_n < h->n; h->index_n++) {
        uint32_t k = index_slot(h, h->name[h->index_n]);
        if (h->index[k] < 0) h->index[k] = h->index_n; /* else a repeat appended unlooked: the first one stays */
    }
    return 0;
}

int cp_hostlist_find(cp_hostlist_t *h, const char *name)
{
    if (!h->n) return -1;
    if (index_sync(h)) return -2;
    return h->index[index_slot(h, name)];
}

int cp_hostlist_name_addresses(cp_hostlist_t *h)
{
    int any = 0;
    for (int i = 0; i < h->n && !any; i++) any = cp_host_is_address(h->name[i]) || cp_host_is_loopback(h->name[i]);
    if (!any) return 0;
    if (!h->alias && !(h->alias = calloc((size_t)h->cap, sizeof *h->alias))) return -1;
    for (int i = 0; i < h->n; i++) free(h->alias[i]);
    return cp_host_address_names(h->name, h->n, h->alias);
}

int cp_hostlist_host_is(const cp_hostlist_t *h, int i, const char *name)
{
    return cp_same_host(h->name[i], name) || (h->alias && h->alias[i] && cp_same_host(h->alias[i], name));
}

int cp_hostlist_add(cp_hostlist_t *h, const char *name, int slots)
{
    /* PBS node files repeat a host on consecutive lines, once per slot */
    int i = h->n && !strcmp(h->name[h->n - 1], name) ? h->n - 1 : -1;
    if (i < 0) {
        if (index_sync(h)) return -1;
        i = h->index[index_slot(h, name)];
    }
    if (i < 0) {
        if (slots > CP_MACHINE_MAX_CORES) return -3;
        int rc = cp_hostlist_append(h, name, slots);
        return rc < 0 ? rc : h->n - 1;
    }
    if (slots > CP_MACHINE_MAX_CORES - h->slots[i]) return -3;
    h->slots[i] += slots;
    return i;
}

/* A hostfile value: digits only, at most CP_MACHINE_MAX_CORES; -1 if not. */
static int slot_count(const char *v, size_t len)
{
    long long n = 0;
    if (!len) return -1;
    for (size_t k = 0; k < len; k++) {
        if (v[k] < '0' || v[k] > '9') return -1;
        n = 10 * n + (v[k] - '0');
        if (n > CP_MACHINE_MAX_CORES) return -1;
    }
    return (int)n;
}

/* Open MPI's hostfile keywords (orte/util/hostfile): slots= (also cpu=,
 * count=) sets the slots; max_slots= (max-slots=, maxslots=, slots_max=,
 * as Open MPI 4.1's mpirun takes them all) caps them;
 * the others describe the host without changing its slots. */
static int hostfile_line(char *s, const char *path, int lineno, cp_hostlist_t *h, cp_err_t *err)
{
    static const char *const ignored[] = {"user", "username", "port", "boards", "sockets", "cores", "rank", NULL};
    const char *ws = " \t\r\n\v\f";
    /* Open MPI's lexer also takes "slots = 4": join the spaces around '=' */
    char *w = s;
    for (char *r = s; *r; r++) {
        if (isspace((unsigned char)*r)) {
            char *next = r + strspn(r, ws);
            if (*next == '=' || (w > s && w[-1] == '=')) {
                r = next - 1;
                continue;
            }
        }
        *w++ = *r;
    }
    *w = 0;
    char *save = NULL, *tok = strtok_r(s, ws, &save);
    if (!tok) return 0;
    char *at = strchr(tok, '@'); /* user@host: Open MPI logs in as user; the host is what places ranks */
    char *name = at ? at + 1 : tok;
    if (!*name || strchr(name, '='))
        return cp_machine_fail(err, "%s:%d: expected a host name first, then 'slots=N'", path, lineno);
    int slots = -1, max_slots = -1, hydra = 0;
    /* MPICH's Hydra machine files: host:N, or host:N:IFNAME (the network
     * interface, which places nothing) */
    char *colon = strchr(name, ':');
    if (colon) {
        char *n = colon + 1, *end = strchr(n, ':');
        size_t nlen = end ? (size_t)(end - n) : strlen(n);
        slots = slot_count(n, nlen);
        if (colon == name || slots <= 0 || (end && (!end[1] || strchr(end + 1, ':'))))
            return cp_machine_fail(err, "%s:%d: bad '%.60s' (MPICH's form is host:N or host:N:interface, N a whole "
                                        "number from 1 to %d; Open MPI's is 'host slots=N')",
                                   path, lineno, name, CP_MACHINE_MAX_CORES);
        *colon = 0;
        hydra = 1;
    }
    while ((tok = strtok_r(NULL, ws, &save))) {
        char *eq = strchr(tok, '=');
        size_t klen = eq ? (size_t)(eq - tok) : 0;
#define KEY_IS(k) (klen == strlen(k) && !strncmp(tok, k, klen))
        if (eq && hydra)
            return cp_machine_fail(err, "%s:%d: '%.60s' after MPICH's host:N form (write either 'host:N' or 'host "
                                        "slots=N')", path, lineno, tok);
        if (eq && (KEY_IS("slots") || KEY_IS("cpu") || KEY_IS("count") || KEY_IS("max_slots") ||
                   KEY_IS("max-slots") || KEY_IS("maxslots") || KEY_IS("slots_max"))) {
            int v = slot_count(eq + 1, strlen(eq + 1));
            if (v <= 0)
                return cp_machine_fail(err, "%s:%d: bad %.*s value '%.40s' (a whole number from 1 to %d)", path,
                                       lineno, (int)klen, tok, eq + 1, CP_MACHINE_MAX_CORES);
            *(tok[0] == 'm' || KEY_IS("slots_max") ? &max_slots : &slots) = v;
            continue;
        }
        int known = 0;
        for (int k = 0; eq && ignored[k] && !known; k++) known = KEY_IS(ignored[k]);
#undef KEY_IS
        if (!known)
            return cp_machine_fail(err, "%s:%d: unknown '%.60s' (expected 'host slots=N [max_slots=M]')", path,
                                   lineno, tok);
    }
    int bare = slots < 0, before = h->n;
    if (slots < 0) slots = 1; /* one, unless this is the host's only line (below) */
    if (max_slots > 0 && slots > max_slots)
        return cp_machine_fail(err, "%s:%d: slots=%d is more than max_slots=%d", path, lineno, slots, max_slots);
    int rc = cp_hostlist_add(h, name, slots);
    if (rc >= 0) { /* a host named once without slots=: Open MPI 4 gives it its cores */
        int once = h->n > before && bare && !hydra && max_slots < 0;
        if (once && !h->bare && !(h->bare = calloc((size_t)h->cap, 1))) return cp_machine_fail(err, "out of memory");
        if (h->bare) h->bare[rc] = (unsigned char)once;
        return 0;
    }
    if (rc == -3)
        return cp_machine_fail(err, "%s:%d: host %.200s has more than %d slots in all", path, lineno, name,
                               CP_MACHINE_MAX_CORES);
    if (rc == -2) return cp_machine_fail(err, "%s:%d: more than %d hosts", path, lineno, CP_MACHINE_MAX_HOSTS);
    return rc ? cp_machine_fail(err, "out of memory") : 0;
}

int cp_hostfile_read(const char *path, cp_hostlist_t *h, cp_err_t *err)
{
    memset(h, 0, sizeof *h);
    FILE *f = fopen(path, "r");
    if (!f) return cp_err_set(err, CP_ERR_IO, "%s: %s", path, strerror(errno));
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    int lineno = 0, rc = 0;
    while (!rc && (len = getline(&line, &cap, f)) >= 0) {
        lineno++;
        if (memchr(line, 0, (size_t)len)) {
            rc = cp_machine_fail(err, "%s:%d: a NUL byte: not a text hostfile", path, lineno);
            break;
        }
        char *hash = strchr(line, '#');
        if (hash) *hash = 0;
        rc = hostfile_line(line, path, lineno, h, err);
    }
    if (!rc && ferror(f)) rc = cp_machine_fail(err, "%s: %s", path, strerror(errno));
    free(line);
    fclose(f);
    if (!rc && !h->n) rc = cp_machine_fail(err, "%s: no hosts", path);
    if (rc) cp_hostlist_free(h);
    return rc;
}

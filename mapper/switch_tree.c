/* The levels above the nodes, from Slurm's topology.conf (the tree form of
 * its topology/tree plugin):
 *
 *     SwitchName=leaf1 Nodes=n[01-16]
 *     SwitchName=leaf2 Nodes=n[17-32]
 *     SwitchName=spine Switches=leaf[1-2]
 *
 * The same form, written by hand, groups hosts into clusters or racks.
 * Switches without any host of the job are ignored (an allocation is a
 * small part of the machine); hosts of the job must each be under exactly
 * one switch.  Leaves at different heights are padded with single-child
 * levels, so every host sits at the same depth of the machine tree. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host_name.h"
#include "machine.h"

typedef struct cp_switch_node pair_t;

static int pair_cmp(const void *a, const void *b)
{
    return strcmp(((const pair_t *)a)->name, ((const pair_t *)b)->name);
}

void cp_switches_free(cp_switches_t *t)
{
    for (int i = 0; i < t->n; i++) free(t->name[i]);
    for (int64_t i = 0; i < t->nnodes; i++) free(t->node[i].name);
    free(t->name), free(t->parent), free(t->line), free(t->node), free(t->path), free(t->place), free(t->hash);
    memset(t, 0, sizeof *t);
}

/* switch names -> index: open addressing over t->hash (t->hcap slots, a
 * power of two, at most half full), so long Switches= lists stay linear */
static uint64_t name_hash(const char *s)
{
    uint64_t h = 1469598103934665603u; /* FNV-1a */
    while (*s) h = (h ^ (unsigned char)*s++) * 1099511628211u;
    return h;
}

static int find_switch(const cp_switches_t *t, const char *name)
{
    if (!t->hcap) return -1;
    for (uint64_t k = name_hash(name) & (t->hcap - 1);; k = (k + 1) & (t->hcap - 1)) {
        int i = t->hash[k];
        if (i < 0) return -1;
        if (!strcmp(t->name[i], name)) return i;
    }
}

static int rehash(cp_switches_t *t, uint64_t cap)
{
    int *h = malloc(cap * sizeof *h);
    if (!h) return -1;
    for (uint64_t k = 0; k < cap; k++) h[k] = -1;
    for (int i = 0; i < t->n; i++) {
        uint64_t k = name_hash(t->name[i]) & (cap - 1);
        while (h[k] >= 0) k = (k + 1) & (cap - 1);
        h[k] = i;
    }
    free(t->hash);
    t->hash = h;
    t->hcap = cap;
    return 0;
}

/* adds the switch if new; its index, or -1 when out of memory.  defined[s]
 * is the line that defined switch s (0: only named in a Switches= list). */
static int add_switch(cp_switches_t *t, const char *name, int line, int **defined)
{
    int i = find_switch(t, name);
    if (i >= 0) return i;
    if ((uint64_t)(t->n + 1) * 2 > t->hcap && rehash(t, t->hcap ? 2 * t->hcap : 64)) return -1;
    /* capacity doubles (64, 128, 256, ...): growth by a constant was
     * quadratic wherever realloc copies (a fuzzed Switches=s[2-414104]
     * took minutes under ASan) */
    size_t grow = t->n == 0 ? 64 : t->n >= 64 && !(t->n & (t->n - 1)) ? 2 * (size_t)t->n : 0;
    if (grow) {
        int *d = realloc(*defined, grow * sizeof *d);
        if (!d) return -1;
        *defined = d;
        char **nm = realloc(t->name, grow * sizeof *nm);
        if (nm) t->name = nm;
        int *pa = realloc(t->parent, grow * sizeof *pa);
        if (pa) t->parent = pa;
        int *ln = realloc(t->line, grow * sizeof *ln);
        if (ln) t->line = ln;
        if (!nm || !pa || !ln) return -1;
    }
    (*defined)[t->n] = 0;
    if (!(t->name[t->n] = strdup(name))) return -1;
    t->parent[t->n] = -1;
    t->line[t->n] = line;
    uint64_t k = name_hash(name) & (t->hcap - 1);
    while (t->hash[k] >= 0) k = (k + 1) & (t->hcap - 1);
    t->hash[k] = t->n;
    return t->n++;
}

/* A KEY= list in Slurm's hostlist form, expanded into h (names only). */
static int expand(const char *list, const char *key, const char *example, const char *path, int lineno,
                  cp_hostlist_t *h, cp_err_t *err)
{
    int e = cp_hostnames_expand(list, h);
    if (e == -2) return cp_machine_fail(err, "out of memory");
    if (e == -3) return cp_machine_fail(err, "%s:%d: %s= names more than %d hosts", path, lineno, key, CP_MACHINE_MAX_HOSTS);
    if (e) return cp_machine_fail(err, "%s:%d: bad %s= list '%s' (e.g. %s)", path, lineno, key, list, example);
    return 0;
}

int cp_switches_read(const char *path, cp_switches_t *t, cp_err_t *err)
{
    memset(t, 0, sizeof *t);
    FILE *f = fopen(path, "r");
    if (!f) return cp_err_set(err, CP_ERR_IO, "%s: %s", path, strerror(errno));
    int rc = cp_switches_read_stream(f, path, t, err);
    fclose(f);
    return rc;
}

/* what cp_switches_read_stream carries from line to line */
typedef struct reader {
    cp_switches_t *t;
    const char *path;
    int lineno;
    int64_t ncap;  /* room in t->node */
    int *defined;  /* per switch: the line defining it, 0 if only referenced */
    cp_err_t *err;
} reader_t;

/* a line's KEY=VALUE tokens (comments cut); -1 on an unknown key */
static int parse_line(reader_t *r, char *buf, const char **swname, const char **sws, const char **nodes)
{
    char *hash = strchr(buf, '#');
    if (hash) *hash = 0;
    *swname = *sws = *nodes = NULL;
    for (char *tok = strtok(buf, " \t\r\n"); tok; tok = strtok(NULL, " \t\r\n")) {
        char *eq = strchr(tok, '=');
        if (!eq) return cp_machine_fail(r->err, "%s:%d: expected KEY=VALUE, got '%s'", r->path, r->lineno, tok);
        *eq = 0;
        if (!strcasecmp(tok, "SwitchName")) *swname = eq + 1;
        else if (!strcasecmp(tok, "Switches")) *sws = eq + 1;
        else if (!strcasecmp(tok, "Nodes")) *nodes = eq + 1;
        else if (strcasecmp(tok, "LinkSpeed")) /* LinkSpeed: Slurm ignores it too */
            return cp_machine_fail(r->err, "%s:%d: unknown key '%s' (the tree form has SwitchName, Switches, Nodes)", r->path,
                                   r->lineno, tok);
    }
    return 0;
}

/* Switches=LIST of switch s: each child's parent */
static int add_children(reader_t *r, int s, const char *swname, const char *sws)
{
    cp_switches_t *t = r->t;
    cp_hostlist_t kids = {0};
    int rc = expand(sws, "Switches", "s[1-4],core", r->path, r->lineno, &kids, r->err);
    for (int i = 0; !rc && i < kids.n; i++) {
        int c = add_switch(t, kids.name[i], r->lineno, &r->defined);
        if (c < 0) rc = cp_machine_fail(r->err, "out of memory");
        else if (c == s) rc = cp_machine_fail(r->err, "%s:%d: switch '%s' lists itself", r->path, r->lineno, swname);
        else if (t->parent[c] >= 0 && t->parent[c] != s)
            rc = cp_machine_fail(r->err, "%s:%d: switch '%s' is already under '%s'", r->path, r->lineno, kids.name[i],
                                 t->name[t->parent[c]]);
        else t->parent[c] = s;
    }
    cp_hostlist_free(&kids);
    return rc;
}

/* Nodes=LIST of switch s */
static int add_nodes(reader_t *r, int s, const char *nodes)
{
    cp_switches_t *t = r->t;
    cp_hostlist_t hs = {0};
    int rc = expand(nodes, "Nodes", "n[01-16],gpu1", r->path, r->lineno, &hs, r->err);
    for (int i = 0; !rc && i < hs.n; i++) {
        if (t->nnodes == r->ncap) {
            r->ncap = r->ncap ? 2 * r->ncap : 256;
            pair_t *p = realloc(t->node, (size_t)r->ncap * sizeof *p);
            if (!p) {
                rc = cp_machine_fail(r->err, "out of memory");
                break;
            }
            t->node = p;
        }
        t->node[t->nnodes++] = (pair_t){hs.name[i], s, i};
        hs.name[i] = NULL; /* now owned by t */
    }
    cp_hostlist_free(&hs);
    return rc;
}

/* one line: a switch defined, its children and nodes */
static int read_line(reader_t *r, char *buf)
{
    const char *swname, *sws, *nodes;
    if (parse_line(r, buf, &swname, &sws, &nodes)) return -1;
    if (!swname && !sws && !nodes) return 0;
    if (!swname || !*swname) return cp_machine_fail(r->err, "%s:%d: a line needs SwitchName=", r->path, r->lineno);
    int s = add_switch(r->t, swname, r->lineno, &r->defined);
    if (s < 0) return cp_machine_fail(r->err, "out of memory");
    if (r->defined[s])
        return cp_machine_fail(r->err, "%s:%d: switch '%s' already defined on line %d", r->path, r->lineno, swname,
                               r->defined[s]);
    r->defined[s] = r->lineno;
    r->t->line[s] = r->lineno;
    if (sws && add_children(r, s, swname, sws)) return -1;
    return nodes ? add_nodes(r, s, nodes) : 0;
}

/* a loop would make the walk to the top endless: colour the switches
 * (0 unseen, 1 on the current walk, 2 known to reach a top) */
static int check_loops(const cp_switches_t *t, const char *path, cp_err_t *err)
{
    char *state = calloc((size_t)t->n + 1, 1);
    int rc = state ? 0 : cp_machine_fail(err, "out of memory");
    for (int s = 0; !rc && s < t->n; s++) {
        int up = s;
        while (up >= 0 && state[up] == 0) state[up] = 1, up = t->parent[up];
        if (up >= 0 && state[up] == 1) rc = cp_machine_fail(err, "%s:%d: switch '%s' is its own ancestor", path, t->line[up], t->name[up]);
        for (int v = s; v >= 0 && state[v] == 1; v = t->parent[v]) state[v] = 2;
    }
    free(state);
    return rc;
}

/* every node under one switch, once (the nodes sorted by name) */
static int check_nodes_once(cp_switches_t *t, const char *path, cp_err_t *err)
{
    if (t->nnodes == 0) return cp_machine_fail(err, "%s: no Nodes= in any switch", path);
    qsort(t->node, (size_t)t->nnodes, sizeof *t->node, pair_cmp);
    for (int64_t i = 1; i < t->nnodes; i++)
        if (!strcmp(t->node[i].name, t->node[i - 1].name) && t->node[i].sw == t->node[i - 1].sw)
            return cp_machine_fail(err, "%s:%d: node '%s' is listed twice under switch '%s'", path, t->line[t->node[i].sw],
                                   t->node[i].name, t->name[t->node[i].sw]);
        else if (!strcmp(t->node[i].name, t->node[i - 1].name))
            return cp_machine_fail(err, "%s:%d: node '%s' is under two switches ('%s', line %d, and '%s')", path,
                                   t->line[t->node[i].sw], t->node[i].name, t->name[t->node[i - 1].sw],
                                   t->line[t->node[i - 1].sw], t->name[t->node[i].sw]);
    return 0;
}

int cp_switches_read_stream(FILE *f, const char *path, cp_switches_t *t, cp_err_t *err)
{
    memset(t, 0, sizeof *t);
    t->file = path;
    reader_t r = {t, path, 0, 0, NULL, err};
    char *buf = NULL;
    size_t cap = 0;
    int rc = 0;
    while (!rc && getline(&buf, &cap, f) > 0) {
        r.lineno++;
        rc = read_line(&r, buf);
    }
    free(buf);
    for (int s = 0; !rc && s < t->n; s++)
        if (!r.defined[s]) rc = cp_machine_fail(err, "%s:%d: switch '%s' is listed but never defined", path, t->line[s], t->name[s]);
    free(r.defined);
    if (!rc) rc = check_loops(t, path, err);
    if (!rc) rc = check_nodes_once(t, path, err);
    if (rc) cp_switches_free(t);
    return rc;
}

/* the node line of host `name`: the same name, else its short or long
 * form (host_name.h: Slurm's topology.conf names nodes short, a PBS node
 * file or a hostfile may name them long); NULL: none */
static pair_t *node_of_host(const cp_switches_t *t, const char *name)
{
    pair_t key = {(char *)name, 0, 0}, *p = bsearch(&key, t->node, (size_t)t->nnodes, sizeof *t->node, pair_cmp);
    size_t n = cp_host_short_len(name);
    if (!p && n < strlen(name)) { /* the common case: a long name, topology.conf's short one */
        char *s = strndup(name, n);
        key.name = s;
        if (s) p = bsearch(&key, t->node, (size_t)t->nnodes, sizeof *t->node, pair_cmp);
        free(s);
    }
    for (int64_t i = 0; !p && i < t->nnodes; i++)
        if (cp_same_host(t->node[i].name, name)) p = &t->node[i];
    return p;
}

/* a and b the same but for zeros leading a number (node1, node01) */
static int same_but_padding(const char *a, const char *b)
{
    while (*a && *b) {
        if (*a >= '0' && *a <= '9' && *b >= '0' && *b <= '9') {
            while (*a == '0' && a[1] >= '0' && a[1] <= '9') a++;
            while (*b == '0' && b[1] >= '0' && b[1] <= '9') b++;
            while (*a >= '0' && *a <= '9' && *a == *b) a++, b++;
            if ((*a >= '0' && *a <= '9') || (*b >= '0' && *b <= '9')) return 0;
            continue;
        }
        if (*a++ != *b++) return 0;
    }
    return !*a && !*b;
}

static const char *node_name(const void *t, long long i) { return ((const cp_switches_t *)t)->node[i].name; }

/* what the file names instead, for the message: a name that differs
 * only in its number's padding, else a few of its nodes */
static void say_nodes(const cp_switches_t *t, const char *name, char *out, size_t n)
{
    for (int64_t i = 0; i < t->nnodes; i++)
        if (same_but_padding(t->node[i].name, name)) {
            snprintf(out, n, " (it names '%s': the names must match, zeros and all)", t->node[i].name);
            return;
        }
    char names[288];
    snprintf(out, n, " (it names %s)", cp_hosts_said(names, sizeof names, t->nnodes, "node", node_name, t));
}

int cp_switches_place(cp_switches_t *t, const cp_hostlist_t *h, const char *path, cp_err_t *err)
{
    int *leaf = malloc(((size_t)h->n + 1) * sizeof *leaf), height = 0;
    free(t->place);
    t->place = malloc(((size_t)h->n + 1) * sizeof *t->place);
    if (!leaf || !t->place) return free(leaf), cp_machine_fail(err, "out of memory");
    for (int i = 0; i < h->n; i++) {
        pair_t *p = node_of_host(t, h->name[i]);
        if (!p && h->alias && h->alias[i]) p = node_of_host(t, h->alias[i]); /* a host given by address */
        if (!p) {
            free(leaf);
            char near[320];
            say_nodes(t, h->name[i], near, sizeof near);
            return cp_machine_fail(err, "%s: host '%s' of the job is under no switch%s", path, h->name[i], near);
        }
        leaf[i] = p->sw, t->place[i] = p->place;
        int d = 1;
        for (int up = t->parent[p->sw]; up >= 0; up = t->parent[up]) d++;
        if (d > CP_MACHINE_MAX_DEPTH) {
            free(leaf);
            return cp_machine_fail(err, "%s: host '%s' is %d switches deep (at most %d levels)", path, h->name[i], d,
                                   CP_MACHINE_MAX_DEPTH);
        }
        if (d > height) height = d;
    }
    /* per host, its switches from the top down, padded at the bottom with
     * the leaf's index (one single-child level per missing height) */
    free(t->path);
    t->path = malloc((size_t)h->n * (size_t)height * sizeof *t->path);
    if (!t->path) {
        free(leaf);
        return cp_machine_fail(err, "out of memory");
    }
    for (int i = 0; i < h->n; i++) {
        int chain[CP_MACHINE_MAX_DEPTH], d = 0;
        for (int up = leaf[i]; up >= 0 && d < CP_MACHINE_MAX_DEPTH; up = t->parent[up]) chain[d++] = up;
        for (int k = 0; k < height; k++) t->path[(size_t)i * height + k] = k < d ? chain[d - 1 - k] : leaf[i];
    }
    t->height = height;
    free(leaf);
    return 0;
}

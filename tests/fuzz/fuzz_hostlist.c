/* libFuzzer target: the mapper's other machine descriptions, chosen by the
 * first byte of the input:
 *   0  an Open MPI hostfile (also PBS_NODEFILE), the rest of the input;
 *   1  SLURM_JOB_NODELIST, a newline, then SLURM_TASKS_PER_NODE; the first
 *      line also as LSF's LSB_MCPU_HOSTS;
 *   2  a --hierarchy string, a newline, then --distances;
 *   3  a hostfile written from the input by gen_hostfile below, which knows
 *      what each host's slots add up to and which line (if any) is wrong.
 * Each must be rejected cleanly or give a machine tree that holds exactly
 * the cores it describes (the slots of every host; the product of the
 * hierarchy), every subtree on a contiguous range of cores.  Modes 0-2
 * check the tree against the list as parsed; mode 3 checks the parse
 * itself against what was written. */
#include <ctype.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_memfile.h"
#include "machine.h"

/* Trees past this many cores are valid but slow to build under ASan: the
 * parsers are what is fuzzed, the limits on size are tested in t-90. */
enum { SMALL = 1 << 16 };

static void check_tree(const cp_machine_t *m, int64_t want_cores)
{
    if (m->ncores != want_cores) abort();
    for (int c = 0; c < m->ncores; c++)
        for (int d = 1; d <= m->depth; d++) {
            const cp_tnode_t *a = &m->tnodes[m->anc[d * m->ncores + c]];
            if (a->depth != d || c < a->first_core || c >= a->first_core + a->ncores) abort();
        }
}

static int64_t total_slots(const cp_hostlist_t *h)
{
    int64_t s = 0;
    for (int i = 0; i < h->n; i++) {
        if (h->slots[i] <= 0 || h->slots[i] > CP_MACHINE_MAX_CORES) abort();
        s += h->slots[i];
    }
    return s;
}

static void hosts(cp_hostlist_t *h, int per_socket)
{
    int64_t want = total_slots(h);
    cp_machine_t m;
    cp_err_t err;
    if (want > SMALL) return;
    if (cp_machine_from_hostlist(h, (cp_host_shape_t){per_socket, 0}, NULL, NULL, NULL, &m, &err) == 0) {
        check_tree(&m, want);
        if (m.host_depth != 1) abort();
        cp_machine_free(&m);
    }
}

/* The product of a hierarchy string's numbers, or -1 once past SMALL. */
static int64_t product(const char *s)
{
    int64_t p = 1;
    while (*s) {
        char *end;
        long long v = strtoll(s, &end, 10);
        if (end == s) return 1; /* the parser rejects it */
        if (v > SMALL || (v > 0 && (p *= v) > SMALL)) return -1;
        s = *end ? end + 1 : end;
    }
    return p;
}

/* The names a Slurm list's "lo-hi" ranges add up to, about: lists of 10^5
 * names and more are valid but slow to expand under ASan. */
static long long range_names(const char *s)
{
    long long sum = 0;
    for (const char *p = s; *p; p++)
        if (*p == '-' && p > s && isdigit((unsigned char)p[-1]) && isdigit((unsigned char)p[1])) {
            const char *q = p;
            while (q > s && isdigit((unsigned char)q[-1])) q--;
            long long lo = strtoll(q, NULL, 10), hi = strtoll(p + 1, NULL, 10);
            if (hi - lo > SMALL) return SMALL + 1;
            if (hi > lo) sum += hi - lo;
        }
    return sum;
}

/* Mode 3: the input's bytes choose, line by line, hosts h0..h5 (some as
 * user@host), how their slots are written (none = 1, slots=, cpu=, count=,
 * spaces around '=', max_slots= at or above them, words Open MPI ignores,
 * comments, tabs, CRs) and now and then a wrong line, which must be the
 * error, with its line number.  The truth is kept as the text is written. */
enum { GEN_HOSTS = 6 };
typedef struct gen {
    char *text;
    size_t len, cap;
    int64_t slots[GEN_HOSTS];
    int order[GEN_HOSTS], norder; /* hosts in order of first appearance */
    int bad_line;                 /* first wrong line, 0: none */
} gen_t;

static void put(gen_t *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(gen_t *g, const char *fmt, ...)
{
    va_list ap;
    for (;;) {
        va_start(ap, fmt);
        int n = vsnprintf(g->text + g->len, g->cap - g->len, fmt, ap);
        va_end(ap);
        if (n < 0) abort();
        if ((size_t)n < g->cap - g->len) {
            g->len += (size_t)n;
            return;
        }
        g->cap = 2 * g->cap + (size_t)n + 64;
        if (!(g->text = realloc(g->text, g->cap))) abort();
    }
}

static void gen_hostfile(gen_t *g, const uint8_t *d, size_t n)
{
    static const char *const sp[] = {" ", "\t", "  ", " \t "};
    static const char *const key[] = {"slots", "cpu", "count"};
    int line = 0;
    for (size_t i = 0; i + 3 <= n; i += 3) {
        uint8_t op = d[i], a = d[i + 1], b = d[i + 2];
        line++;
        if (op % 8 == 0) { /* nothing to count */
            put(g, "%s\n", (const char *[]){"", "# h9 slots=99", "   ", "\t# x"}[a % 4]);
            continue;
        }
        int host = a % GEN_HOSTS, slots = 1 + b % 64;
        put(g, "%s%sh%d", op & 16 ? " \t" : "", op & 32 ? "user@" : "", host);
        int form = op / 64; /* 0: no slots= (1 slot); 1-3: a keyword */
        const char *s = sp[(a / GEN_HOSTS) % 4];
        if (form == 0) slots = 1;
        else
            put(g, "%s%s%s=%s%d", s, key[form - 1], b & 64 ? " " : "", b & 128 ? " " : "", slots);
        if (a & 128) put(g, "%sport=22", s);
        if (op & 8 && form) put(g, "%smax_slots=%d", s, slots + (a & 64 ? 0 : 3));
        if (!g->bad_line && op % 8 == 7 && a % 3 == 0) { /* a wrong line */
            g->bad_line = line;
            put(g, "%s", (const char *[]){" slots=0", " slots=x", " bogus=1", " max_slots=1 slots=2"}[b % 4]);
        }
        put(g, "%s%s\n", op & 4 ? " # c" : "", op & 2 && op & 1 ? "\r" : "");
        if (g->slots[host] == 0) g->order[g->norder++] = host;
        g->slots[host] += slots;
    }
}

static void check_generated(const uint8_t *d, size_t n, int per_socket)
{
    gen_t g = {0};
    g.text = malloc(g.cap = 256);
    if (!g.text) abort();
    g.text[0] = 0;
    gen_hostfile(&g, d, n);
    cp_hostlist_t h;
    cp_err_t err;
    int rc = cp_hostfile_read(fuzz_memfile((const uint8_t *)g.text, g.len), &h, &err);
    if (g.bad_line) { /* the hosts before it do not matter: the error names the line */
        char want[32];
        snprintf(want, sizeof want, ":%d: ", g.bad_line);
        if (rc == 0 || !strstr(err.msg, want)) abort();
    } else if (!g.norder) {
        if (rc == 0 || !strstr(err.msg, "no hosts")) abort();
    } else {
        if (rc != 0 || h.n != g.norder) abort();
        for (int k = 0; k < h.n; k++) {
            char name[8];
            snprintf(name, sizeof name, "h%d", g.order[k]);
            if (strcmp(h.name[k], name) || h.slots[k] != g.slots[g.order[k]]) abort();
        }
        hosts(&h, per_socket);
        cp_hostlist_free(&h);
    }
    free(g.text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1) return 0;
    int mode = data[0] % 4, per_socket = data[0] / 4 % 5;
    if (mode == 3) {
        check_generated(data + 1, size - 1, per_socket);
        return 0;
    }
    cp_err_t err;
    if (mode == 0) {
        cp_hostlist_t h;
        if (cp_hostfile_read(fuzz_memfile(data + 1, size - 1), &h, &err) == 0) {
            if (h.n < 1) abort();
            hosts(&h, per_socket);
            cp_hostlist_free(&h);
        }
        return 0;
    }
    char *a = malloc(size), *b;
    if (!a) return 0;
    memcpy(a, data + 1, size - 1);
    a[size - 1] = 0;
    b = strchr(a, '\n');
    if (b) *b++ = 0;
    else b = a + strlen(a);
    if (mode == 1) { /* the first line as LSF's $LSB_MCPU_HOSTS too */
        cp_hostlist_t h;
        if (cp_hostlist_from_lsf(a, &h, &err) == 0) {
            if (h.n < 1) abort();
            hosts(&h, per_socket);
            cp_hostlist_free(&h);
        }
    }
    if (mode == 1 && range_names(a) <= SMALL) {
        cp_hostlist_t h;
        if (cp_hostlist_from_slurm(a, b, "SLURM_TASKS_PER_NODE", &h, &err) == 0) {
            if (h.n < 1) abort();
            hosts(&h, per_socket);
            cp_hostlist_free(&h);
        }
    } else if (mode == 2) {
        cp_machine_t m;
        int64_t want = product(a);
        if (want > 0 && cp_machine_from_hierarchy(a, b, &m, &err) == 0) {
            check_tree(&m, want);
            cp_machine_free(&m);
        }
    }
    free(a);
    return 0;
}

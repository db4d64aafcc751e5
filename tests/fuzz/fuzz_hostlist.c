/* libFuzzer target: the mapper's other machine descriptions, chosen by the
 * first byte of the input:
 *   0  an Open MPI hostfile (also PBS_NODEFILE), the rest of the input;
 *   1  SLURM_JOB_NODELIST, a newline, then SLURM_TASKS_PER_NODE;
 *   2  a --hierarchy string, a newline, then --distances.
 * Each must be rejected cleanly or give a machine tree that holds exactly
 * the cores it describes (the slots of every host; the product of the
 * hierarchy), every subtree on a contiguous range of cores. */
#include <ctype.h>
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
    cp_machine_err_t err;
    if (want > SMALL) return;
    if (cp_machine_from_hostlist(h, per_socket, NULL, NULL, &m, &err) == 0) {
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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1) return 0;
    int mode = data[0] % 3, per_socket = data[0] / 3 % 5;
    cp_machine_err_t err;
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

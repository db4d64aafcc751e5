/* mapper/machine_units.c's cp_ranks_cores_each against bindings written
 * by hand as launchers make them: Open MPI's --map-by slot:PE=K (each rank
 * a run of K cores of its own), --bind-to socket (ranks sharing a
 * socket), --bind-to none (every rank all the node's cores), core binding,
 * one rank a node, and a recording whose cores are unknown or not one run. */
#include <stdint.h>
#include <stdio.h>

#include "machine.h"

static int failed;

/* n ranks: host names, cores as [lo, hi] (inclusive; lo -1: unknown) */
static void check(const char *what, int want, uint32_t n, char *const *host, const int *lo, const int *hi)
{
    uint32_t first[16], span[16];
    for (uint32_t r = 0; r < n; r++) {
        first[r] = lo[r] < 0 ? 0 : (uint32_t)lo[r] + 1;
        span[r] = lo[r] < 0 ? 0 : (uint32_t)hi[r] + 1;
    }
    int got = cp_ranks_cores_each(host, first, span, n);
    if (got != want) {
        printf("FAIL %s: %d cores a rank, want %d\n", what, got, want);
        failed = 1;
    }
}

int main(void)
{
    char *h4[] = {"a", "a", "b", "b"}, *h4x[] = {"a", "b", "a", "b"}, *h2[] = {"a", "b"};
    /* PE=2 on nodes of 4 cores, two ranks a node, in rank or round-robin order */
    check("PE=2, by slot", 2, 4, h4, (int[]){0, 2, 0, 2}, (int[]){1, 3, 1, 3});
    check("PE=2, by node", 2, 4, h4x, (int[]){0, 0, 2, 2}, (int[]){1, 1, 3, 3});
    /* PE=4 on 2 sockets of 4: a socket each */
    check("PE=4, a socket a rank", 4, 4, h4, (int[]){0, 4, 0, 4}, (int[]){3, 7, 3, 7});
    /* --bind-to socket, two ranks on one socket: shared */
    check("bind-to socket, shared", 1, 4, h4, (int[]){0, 0, 0, 0}, (int[]){3, 3, 3, 3});
    /* --bind-to none: each rank all the node's cores */
    check("bind-to none", 1, 4, h4, (int[]){0, 0, 0, 0}, (int[]){7, 7, 7, 7});
    /* bound to a core each */
    check("bind-to core", 1, 4, h4, (int[]){0, 1, 0, 1}, (int[]){0, 1, 0, 1});
    /* overlapping runs (2 cores each, one shared) */
    check("overlapping runs", 1, 4, h4, (int[]){0, 1, 0, 1}, (int[]){1, 2, 1, 2});
    /* runs of different lengths on one host */
    check("unequal runs", 1, 4, h4, (int[]){0, 2, 0, 2}, (int[]){1, 5, 1, 5});
    /* one rank a node: no evidence, whatever it was bound to */
    check("one rank a node", 1, 2, h2, (int[]){0, 0}, (int[]){1, 1});
    /* PE=2 where one node ran one rank of 4 cores (more): still 2 */
    char *h3[] = {"a", "a", "b"};
    check("PE=2, a lone rank of 4 cores", 2, 3, h3, (int[]){0, 2, 0}, (int[]){1, 3, 3});
    /* ... and a lone rank of 1 core (fewer): not PE=2 */
    check("PE=2, a lone rank of 1 core", 1, 3, h3, (int[]){0, 2, 0}, (int[]){1, 3, 0});
    /* a rank whose cores are unknown (or not one run: the reader says 0) */
    check("cores unknown", 1, 4, h4, (int[]){0, 2, -1, 2}, (int[]){1, 3, -1, 3});
    /* nothing: no ranks, one rank, no arrays */
    check("one rank", 1, 1, h2, (int[]){0}, (int[]){3});
    if (cp_ranks_cores_each(NULL, NULL, NULL, 4) != 1) printf("FAIL no arrays\n"), failed = 1;
    if (!failed) printf("machine_units_check: 14 cases as written by hand\n");
    return failed;
}

/* The time objective's tape (mapper/map_time.c) against the replay it
 * stands for: a trace replayed on random placements of a SimGrid
 * platform, each once in a scratch that goes through the trace's calls
 * every time (cp_time_work_tape off) and once in a scratch whose tape the
 * first placement wrote (it only redoes the arithmetic), and with the
 * flow model also in a third scratch that replays the second's tape, lent
 * (cp_time_work_lend_tape: the replays' threads share one).  The ends
 * must be the same to the last bit, with the flow model (each of its
 * passes a replay) and without it: t-99 runs it on its traces.
 *
 *   time_tape_check PLATFORM.xml TRACE.ti [PLACEMENTS]
 *
 * Prints one line; exit 0 when every pair agrees, 1 when one does not. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "machine.h"
#include "map.h"
#include "ti_program.h"

/* a placement: rank r on core co[r], the cores a random choice (xorshift, seeded) */
static void random_cores(int n, int ncores, unsigned long long *s, int *co, int *perm)
{
    for (int c = 0; c < ncores; c++) perm[c] = c;
    for (int c = ncores - 1; c > 0; c--) {
        *s ^= *s << 13, *s ^= *s >> 7, *s ^= *s << 17;
        int j = (int)(*s % (unsigned long long)(c + 1)), t = perm[c];
        perm[c] = perm[j], perm[j] = t;
    }
    memcpy(co, perm, (size_t)n * sizeof *co);
}

int main(int argc, char **argv)
{
    if (argc < 3 || argc > 4) {
        fprintf(stderr, "usage: time_tape_check PLATFORM.xml TRACE.ti [PLACEMENTS]\n");
        return 2;
    }
    int npl = argc == 4 ? atoi(argv[3]) : 8;
    cp_machine_t m;
    cp_ti_program_t p;
    cp_err_t err = {0, ""};
    char kind[128];
    if (cp_machine_from_platform(argv[1], NULL, NULL, &m, kind, sizeof kind, &err)) {
        fprintf(stderr, "time_tape_check: %s\n", err.msg);
        return 2;
    }
    if (cp_ti_program_read(argv[2], &p, &err)) {
        fprintf(stderr, "time_tape_check: %s\n", err.msg);
        return 2;
    }
    if (p.n > m.ncores || npl < 2) {
        fprintf(stderr, "time_tape_check: %d ranks on %d cores, %d placements\n", p.n, m.ncores, npl);
        return 2;
    }
    int *co = malloc((size_t)m.ncores * sizeof *co), *perm = malloc((size_t)m.ncores * sizeof *perm);
    /* the scratch that keeps its tape, with flows and without, and the
     * one that goes through the trace */
    cp_time_work_t *kept[2] = {cp_time_work_new(p.n), cp_time_work_new(p.n)}, *trace = cp_time_work_new(p.n);
    cp_time_work_t *lent = cp_time_work_new(p.n);
    if (!co || !perm || !kept[0] || !kept[1] || !trace || !lent) return 2;
    cp_time_work_flows(kept[1], 0);
    cp_time_work_tape(trace, 0);
    unsigned long long seed = 0x9e3779b97f4a7c15ull;
    int bad = 0, compared = 0;
    double lo = 1e300, hi = 0;
    for (int k = 0; k < npl && !bad; k++) {
        if (k == 0) for (int r = 0; r < p.n; r++) co[r] = r; /* rank order first: it writes the kept tapes */
        else random_cores(p.n, m.ncores, &seed, co, perm);
        for (int flows = 1; flows >= 0 && !bad; flows--) {
            cp_time_work_flows(trace, flows);
            double a = cp_map_time(&p, &m, co, trace), b = cp_map_time(&p, &m, co, kept[!flows]);
            double c = k > 0 && flows ? cp_map_time(&p, &m, co, lent) : b;
            if (a != b || a < 0 || c != b) {
                printf("placement %d%s: through the trace %.17g s, from the tape %.17g s, from a lent tape %.17g s\n",
                       k, flows ? " (flows)" : " (no flows)", a, b, c);
                bad = 1;
            }
            if (a < lo) lo = a;
            if (a > hi) hi = a;
            compared++;
        }
        if (k == 0 && cp_time_work_lend_tape(lent, kept[0]) != 1) {
            printf("the tape written by placement 0 was not lent\n");
            bad = 1;
        }
    }
    if (!bad)
        printf("%d replays of %d placements (%d ranks): the tape's ends, its own and lent, are the trace's to the last bit, "
               "with the flow model and without it (%.9g to %.9g s)\n", compared, npl, p.n, lo, hi);
    cp_time_work_free(lent), cp_time_work_free(kept[0]), cp_time_work_free(kept[1]), cp_time_work_free(trace);
    free(co), free(perm);
    cp_ti_program_free(&p);
    cp_machine_free(&m);
    return bad;
}

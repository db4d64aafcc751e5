/* Phase names by id, for the application's phases (api.c), the writer and
 * the trace.  Names are added under the caller's lock; readers (the writer,
 * possibly in a signal handler) read a published array without one. */
#include "phases.h"

#include <stdlib.h>
#include <string.h>

static char **phase_names; /* grown by copy-and-publish: the writer may run in a signal */
static uint32_t nphases = 1, phase_cap;

uint32_t cp_phase_count(void) { return __atomic_load_n(&nphases, __ATOMIC_ACQUIRE); }
const char *const *cp_phase_names(void) { return (const char *const *)__atomic_load_n(&phase_names, __ATOMIC_ACQUIRE); }
const char *cp_phase_name(uint32_t id)
{
    char **names = __atomic_load_n(&phase_names, __ATOMIC_ACQUIRE);
    return id && names && id < cp_phase_count() ? names[id] : "";
}

int cp_phase_id(const char *name)
{
    for (uint32_t i = 1; i < nphases; i++)
        if (strcmp(phase_names[i], name) == 0) return (int)i;
    if (nphases == phase_cap || !phase_names) {
        uint32_t cap = phase_cap ? 2 * phase_cap : 8;
        char **t = calloc(cap, sizeof *t);
        if (!t) return -1;
        if (phase_names) memcpy(t, phase_names, nphases * sizeof *t);
        char **old = phase_names;
        __atomic_store_n(&phase_names, t, __ATOMIC_RELEASE);
        phase_cap = cap;
        free(old);
    }
    char *s = strdup(name);
    if (!s) return -1;
    phase_names[nphases] = s;
    __atomic_store_n(&nphases, nphases + 1, __ATOMIC_RELEASE);
    return (int)nphases - 1;
}

/* How many CPUs this process may run on: its affinity mask where the
 * system gives one (a batch job's cgroup, taskset, a launcher's binding),
 * else the CPUs online.  The thread pools of the reader, the analyzer, the
 * mapper's portfolio and the replays size themselves by it, so that a job
 * given 4 of 64 cores runs 4 threads, not 64.  Header-only: the reader's
 * library links without formats/. */
#ifndef CP_CPUS_H
#define CP_CPUS_H

#include <sched.h>
#include <unistd.h>

static inline int cp_cpus_usable(void)
{
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0) return CPU_COUNT(&set);
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
}

#endif

/* COMMPROF_SNAPSHOT=S: a thread writes this rank's file (end "running")
 * every S seconds, so that a rank killed with no chance to write (SIGKILL:
 * MPICH's Hydra kills a job's other ranks so as soon as one dies, as do
 * the OOM killer and Slurm after its grace time) leaves what it had at most
 * S seconds before.  A file whose content has not changed since it was
 * last written is left as it is (record_write.c), so an idle rank costs
 * one pass over its tables per period, no I/O.  MPI_Finalize stops the
 * thread before it writes the recording. */
#include "record_write.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <time.h>

static pthread_t thread;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t wake;
static int running, stopping;
static int64_t every_ns;
static void (*write_now)(int sig);

static int64_t ns_of(const struct timespec *t) { return (int64_t)t->tv_sec * 1000000000 + t->tv_nsec; }

static void *snapshots(void *arg)
{
    (void)arg;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    int64_t next = ns_of(&now);
    pthread_mutex_lock(&lock);
    while (!stopping) {
        next += every_ns;
        struct timespec at = {(time_t)(next / 1000000000), (long)(next % 1000000000)};
        while (!stopping && pthread_cond_timedwait(&wake, &lock, &at) != ETIMEDOUT) {
        }
        if (stopping) break;
        pthread_mutex_unlock(&lock);
        write_now(0);
        /* a write that ran past the next period's start (10^5 peers written
         * take 20 ms; the period may be 10): the next period starts when it
         * ended, or the thread would write back to back, a core taken from
         * the application (tests/unit/snapshot_thread_check.c) */
        clock_gettime(CLOCK_MONOTONIC, &now);
        if (ns_of(&now) > next + every_ns) next = ns_of(&now);
        pthread_mutex_lock(&lock);
    }
    pthread_mutex_unlock(&lock);
    return NULL;
}

void cp_snapshots_start(int64_t ns, void (*write)(int sig))
{
    write_now = write;
    pthread_condattr_t a;
    pthread_condattr_init(&a);
    pthread_condattr_setclock(&a, CLOCK_MONOTONIC);
    pthread_cond_init(&wake, &a);
    pthread_condattr_destroy(&a);
    every_ns = ns;
    stopping = 0;
    /* the thread takes no signal: a program's handlers run in its own
     * threads, as they would without commprof */
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    running = pthread_create(&thread, NULL, snapshots, NULL) == 0;
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (!running) fprintf(stderr, "commprof: cannot start the COMMPROF_SNAPSHOT thread; no snapshots\n");
}

void cp_snapshots_stop(void)
{
    if (!running) return;
    pthread_mutex_lock(&lock);
    stopping = 1;
    pthread_cond_signal(&wake);
    pthread_mutex_unlock(&lock);
    pthread_join(thread, NULL);
    running = 0;
}

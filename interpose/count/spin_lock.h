/* A lock for sections of a few dozen instructions taken on every call
 * (the request table under MPI_THREAD_MULTIPLE: a post, a completion).
 * pthread_mutex_lock and _unlock cost 57 instructions a pair there, by
 * callgrind, more than what they guarded; this one costs an exchange and a
 * store when free.  A waiter spins on a plain load (no cache-line
 * ping-pong), then, since a job may run more threads than cores and the
 * holder may be off its core, yields the core between looks. */
#ifndef CP_SPIN_LOCK_H
#define CP_SPIN_LOCK_H

#include <sched.h>

typedef struct {
    int held;
} cp_spin_lock_t;

static inline void cp_spin_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

/* unused: a file that includes this and locks nothing gets no warning */
__attribute__((noinline, cold, unused)) static void cp_spin_wait(cp_spin_lock_t *l)
{
    for (unsigned looks = 0;;) {
        while (__atomic_load_n(&l->held, __ATOMIC_RELAXED)) {
            if (looks++ < 256) cp_spin_relax();
            else sched_yield();
        }
        if (!__atomic_exchange_n(&l->held, 1, __ATOMIC_ACQUIRE)) return;
    }
}

static inline void cp_spin_lock(cp_spin_lock_t *l)
{
    if (__builtin_expect(__atomic_exchange_n(&l->held, 1, __ATOMIC_ACQUIRE), 0)) cp_spin_wait(l);
}

static inline void cp_spin_unlock(cp_spin_lock_t *l) { __atomic_store_n(&l->held, 0, __ATOMIC_RELEASE); }

#endif

/* The signals at which a rank writes what it has before it dies (or, for
 * SIGCONT, a snapshot while it lives).  The writer (record_write.c) needs
 * no allocation and no lock, so it may run in any of these handlers.
 *
 * Why each:
 * - SIGTERM, SIGINT: how launchers and batch systems end a job.  The
 *   program's own handler (checkpoint and go on, or leave cleanly) runs
 *   after the write, every time.
 * - SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT: the crashing rank is usually
 *   the one the user wants to see.  Written once; then the handler that was
 *   there (Open MPI's or UCX's backtrace, gfortran's, or the default core
 *   dump) is put back and gets the signal as if commprof were not there: a
 *   fault re-executes and faults again, a sent signal is raised again.
 * - SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGXCPU, SIGPIPE: only where nothing
 *   handles them (they kill by default; Slurm's --signal sends USR1/USR2, a
 *   CPU-time limit XCPU).  A handler already there is left alone: it means
 *   the signal is not fatal to this program (MPICH uses SIGUSR1).
 * - SIGCONT: Open MPI's launcher ends a job's ranks with SIGCONT, then
 *   SIGTERM a second later (odls_base_sigkill_timeout), then SIGKILL at the
 *   end of a sleep(1) that the first rank to die cuts short with its
 *   SIGCHLD: a rank still writing at its SIGTERM is killed in the middle.
 *   Measured here, 4 ranks, one calling MPI_Abort: all ranks' files in 2
 *   runs of 6.  So every SIGCONT writes a snapshot (end "running"); at the
 *   SIGTERM a rank with nothing new only re-marks it in place, others
 *   replace it (record_write.c).  A job stopped and resumed
 *   (job control, Slurm suspend) writes one too, which its MPI_Finalize
 *   replaces. */
#include "record_write.h"

#include <errno.h>
#include <signal.h>
#include <string.h>

enum kind { ENDS, FAULT, FATAL_IF_DEFAULT, SNAPSHOT };

static struct caught {
    int sig;
    enum kind kind;
    struct sigaction old;
} caught[] = {
    {.sig = SIGTERM, .kind = ENDS},  {.sig = SIGINT, .kind = ENDS},
    {.sig = SIGSEGV, .kind = FAULT}, {.sig = SIGBUS, .kind = FAULT},
    {.sig = SIGFPE, .kind = FAULT},  {.sig = SIGILL, .kind = FAULT},
    {.sig = SIGABRT, .kind = FAULT}, {.sig = SIGHUP, .kind = FATAL_IF_DEFAULT},
    {.sig = SIGQUIT, .kind = FATAL_IF_DEFAULT}, {.sig = SIGUSR1, .kind = FATAL_IF_DEFAULT},
    {.sig = SIGUSR2, .kind = FATAL_IF_DEFAULT}, {.sig = SIGXCPU, .kind = FATAL_IF_DEFAULT},
    {.sig = SIGPIPE, .kind = FATAL_IF_DEFAULT}, {.sig = SIGCONT, .kind = SNAPSHOT},
};
#define NCAUGHT (sizeof caught / sizeof *caught)

/* what to call at a signal: writes the rank's file (the lifecycle's callback) */
static void (*write_now)(int sig);

static struct caught *find(int sig)
{
    for (size_t i = 0; i < NCAUGHT; i++)
        if (caught[i].sig == sig) return &caught[i];
    return NULL;
}

static void call_old(const struct sigaction *old, int sig, siginfo_t *info, void *ctx)
{
    if (old->sa_flags & SA_SIGINFO)
        old->sa_sigaction(sig, info, ctx);
    else if (old->sa_handler != SIG_DFL && old->sa_handler != SIG_IGN)
        old->sa_handler(sig);
}

/* The kernel's own report of a fault: returning re-executes the faulting
 * instruction, which faults again for the handler put back. */
static int is_fault(int sig, const siginfo_t *info)
{
    return (sig == SIGSEGV || sig == SIGBUS || sig == SIGFPE || sig == SIGILL) && info && info->si_code > 0;
}

static void on_signal(int sig, siginfo_t *info, void *ctx)
{
    int saved = errno;
    struct caught *c = find(sig);
    if (!c) return;
    write_now(c->kind == SNAPSHOT ? 0 : sig); /* 0: a snapshot */
    errno = saved;
    switch (c->kind) {
    case ENDS:
        if (!(c->old.sa_flags & SA_SIGINFO) && c->old.sa_handler == SIG_DFL) {
            signal(sig, SIG_DFL);
            raise(sig);
        } else {
            call_old(&c->old, sig, info, ctx);
        }
        break;
    case SNAPSHOT: call_old(&c->old, sig, info, ctx); break;
    case FAULT:
    case FATAL_IF_DEFAULT:
        /* once: what was there before takes the signal from now on */
        sigaction(sig, &c->old, NULL);
        if (!is_fault(sig, info)) raise(sig); /* blocked here: delivered on return */
        break;
    }
    errno = saved;
}

/* Room for the fault handler when the fault is a stack overflow (big
 * automatic arrays in Fortran codes), for the thread that called MPI_Init,
 * if the program set none.  Only the faults use it: a program's SIGTERM
 * handler (run from ours) keeps the stack it expects. */
static char alt_stack[64 * 1024];

void cp_signals_install(void (*write)(int sig))
{
    write_now = write;
    stack_t ss;
    if (sigaltstack(NULL, &ss) == 0 && (ss.ss_flags & SS_DISABLE)) {
        ss.ss_sp = alt_stack;
        ss.ss_size = sizeof alt_stack;
        ss.ss_flags = 0;
        sigaltstack(&ss, NULL);
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_signal;
    /* a SIGTERM must not cut the SIGCONT snapshot short: one at a time */
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < NCAUGHT; i++) sigaddset(&sa.sa_mask, caught[i].sig);
    for (size_t i = 0; i < NCAUGHT; i++) {
        struct caught *c = &caught[i];
        if (sigaction(c->sig, NULL, &c->old)) continue;
        int is_default = !(c->old.sa_flags & SA_SIGINFO) && c->old.sa_handler == SIG_DFL;
        int ignored = !(c->old.sa_flags & SA_SIGINFO) && c->old.sa_handler == SIG_IGN;
        if (c->kind == FATAL_IF_DEFAULT && !is_default) continue;
        if (c->kind == FAULT && ignored) continue;
        sa.sa_flags = SA_SIGINFO;
        /* as the program asked; and a resumed job's calls are restarted,
         * as they are when nothing handles SIGCONT */
        if (c->kind == ENDS) sa.sa_flags |= c->old.sa_flags & SA_RESTART;
        if (c->kind == SNAPSHOT) sa.sa_flags |= SA_RESTART;
        if (c->kind == FAULT) sa.sa_flags |= SA_ONSTACK;
        sigaction(c->sig, &sa, NULL);
    }
}

/* The MPI library's own entries, the ground floor of libcommprof.so: what
 * mpi_real.gen.c needs to define cp_mpi_<Name>, and nothing of the library
 * above it (wrap_support.h, which the wrappers include, pulls in the
 * counting, tracing and reordering they call).
 *
 * CP_REAL(name) is the MPI library's implementation of MPI_<name>.  In the
 * Open MPI build (CP_WRAP_PMPI) commprof defines PMPI_<name> itself, so the
 * real one is found once with dlsym(RTLD_NEXT); otherwise it is PMPI_<name>. */
#ifndef CP_MPI_REAL_ENTRY_H
#define CP_MPI_REAL_ENTRY_H

#include <dlfcn.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#ifdef CP_WRAP_PMPI
static void *cp_resolve(const char *name)
{
    void *f = dlsym(RTLD_NEXT, name);
    if (!f) {
        /* cannot happen in a process linked with MPI; say why before dying */
        char msg[160];
        int n = snprintf(msg, sizeof msg, "commprof: %s not found in the MPI library\n", name);
        if (n > 0 && write(2, msg, (size_t)n) < 0) abort();
        abort();
    }
    return f;
}
/* The real function of symbol `sym`: the pointer starts at a stub that
 * finds it, stores it and calls it, so every later call is one load and an
 * indirect jump, with no test and no cold path to keep a call frame for. */
#define CP_REAL_DECL_AS(name, sym, params, args)                                               \
    typedef int(*cp_fn_##name) params;                                                         \
    static int cp_first_##name params;                                                         \
    static cp_fn_##name cp_real_##name = cp_first_##name;                                      \
    __attribute__((noinline, cold)) static int cp_first_##name params                          \
    {                                                                                          \
        cp_fn_##name f = (cp_fn_##name)cp_resolve(sym);                                        \
        __atomic_store_n(&cp_real_##name, f, __ATOMIC_RELAXED);                                \
        return f args;                                                                         \
    }
#define CP_REAL_DECL(name, params, args) CP_REAL_DECL_AS(name, "PMPI_" #name, params, args)
#define CP_REAL(name) __atomic_load_n(&cp_real_##name, __ATOMIC_RELAXED)
/* the same for Open MPI's MPIX_ extensions (PMPIX_<name>) */
#define CP_REALX_DECL(name, params, args) CP_REAL_DECL_AS(name, "PMPIX_" #name, params, args)
#define CP_REALX(name) CP_REAL(name)
#else
#define CP_REAL_DECL(name, params, args)
#define CP_REAL(name) PMPI_##name
#define CP_REALX_DECL(name, params, args)
#define CP_REALX(name) PMPIX_##name
#endif

#endif

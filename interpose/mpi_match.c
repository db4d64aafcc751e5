/* The MPI this build of the library is for against the MPI the program
 * loaded.  Preloading the Open MPI build into an MPICH program (or the
 * reverse) loads both libraries: the program's handles reach the other
 * MPI and the job dies in its first call with nothing naming commprof
 * ("Invalid communicator", or a segfault).  A constructor sees both
 * libraries in the process before main runs, says which build to use,
 * and ends the process as a failed MPI start would. */
#include <dlfcn.h>
#include <link.h>
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#if defined(OPEN_MPI)
#define THIS_MPI "Open MPI"
#define OTHER_MPI "MPICH"
#define OTHER_BUILD "lib/mpich/libcommprof.so (make MPI=mpich lib)"
/* MPICH's library on Debian and in its own builds */
static const char *const other_libs[] = {"libmpich.so", "libmpi.so.12", NULL};
#else
#define THIS_MPI "MPICH"
#define OTHER_MPI "Open MPI"
#define OTHER_BUILD "lib/libcommprof.so (make)"
static const char *const other_libs[] = {"libmpi.so.40", NULL};
#endif

static int other_loaded(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size;
    const char *name = info->dlpi_name ? strrchr(info->dlpi_name, '/') : NULL;
    name = name ? name + 1 : info->dlpi_name;
    for (const char *const *l = other_libs; name && *l; l++)
        if (!strncmp(name, *l, strlen(*l))) {
            snprintf(data, 512, "%s", info->dlpi_name);
            return 1;
        }
    return 0;
}

__attribute__((constructor)) static void cp_mpi_match(void)
{
    char found[512];
    if (!dl_iterate_phdr(other_loaded, found)) return;
    Dl_info self;
    const char *me = dladdr((void *)cp_mpi_match, &self) && self.dli_fname ? self.dli_fname : "libcommprof.so";
    char msg[1536];
    int n = snprintf(msg, sizeof msg,
                     "commprof: error: %s is built for " THIS_MPI ", but this program uses " OTHER_MPI
                     " (%s): preload " OTHER_BUILD " instead, or let commprof-run pick the build\n",
                     me, found);
    if (n > 0 && write(2, msg, (size_t)n < sizeof msg ? (size_t)n : sizeof msg - 1) < 0) {
        /* nothing more to say */
    }
    _exit(1);
}

/* Output of a placement in the forms launchers read. */
#ifndef CP_RANKFILE_WRITE_H
#define CP_RANKFILE_WRITE_H

#include <stdio.h>

#include "machine.h"

enum cp_out_format {
    CP_OUT_RANKFILE,  /* Open MPI 4: rank N=host slot=S:C (logical indexes) where hwloc gave the
                         host's packages, else slot=K (the host's Kth core) */
    CP_OUT_PERM,      /* line i: core index of rank i (innermost-first numbering; VieM) */
    CP_OUT_HOSTS,     /* MPICH/Hydra: one host per line in rank order */
    CP_OUT_SLURM,     /* SLURM_HOSTFILE for --distribution=arbitrary: same as hosts */
    CP_OUT_RANKFILE_PHYSICAL /* rank N=host slot=P: P the OS index of the core's first PU,
                                for rmaps_rank_file_physical=1 (hwloc machines only) */
};

int cp_out_format_parse(const char *name);
/* header: comment lines (strategy, seed, costs) written where the format
 * allows comments */
int cp_placement_write(FILE *f, int format, const cp_machine_t *m, int n, const int *core_of,
                       const char *header);
const char *cp_core_host(const cp_machine_t *m, int core, char *buf, size_t len);
/* The hosts with more slots than cores (machine.h's hw_cores), "n1 (4
 * slots, 2 cores), ..." into buf; how many. */
int cp_overloaded_hosts(const cp_machine_t *m, char *buf, size_t len);

#endif

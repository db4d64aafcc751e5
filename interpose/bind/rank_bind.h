/* COMMPROF_BIND: each process bound, before main, to the cores a rankfile
 * gives its rank.
 *
 * Open MPI binds a rankfile's cores itself (--rankfile).  Hydra's machine
 * file and Slurm's SLURM_HOSTFILE put rank r on its host but name no core,
 * and their binding options (-bind-to user:, --cpu-bind=map_cpu:) take one
 * list for every node, which fits a placement only where each host's ranks
 * fall on cores in the same order.  So the library binds: a launch whose
 * host list and rankfile come from one placement (mapper --format hosts and
 * --format rankfile, as commprof-run --place writes them) runs each rank on
 * its host and on its cores. */
#ifndef CP_RANK_BIND_H
#define CP_RANK_BIND_H

#include "guard.h"

/* At MPI_Init, where COMMPROF_BIND is set: collective over MPI_COMM_WORLD.
 * Rank 0 says how many processes were bound; the lowest rank that could
 * not be bound says why, with how many others could not. */
CP_HIDDEN void cp_bind_report(void);

#endif

# The mapper's machines as data (tests/mapper/machines/cases.txt): each
# source of hosts of mapper/machine_source.c's table, the nodes' insides,
# switches, costs, and the mistakes users make there, each compared with
# its reviewed expected output (REGEN=1 rewrites them; see
# tests/lib/golden.sh).
# beside: t-80
. "$ROOT/tests/lib/golden.sh"
MPM=$(sanitized mapper)
# the times the mapper says vary
GOLDEN_SED='s/(read in|valid|total) [0-9.]+ s/\1 T s/g' GOLDEN_UNSET="PBS_NODEFILE SLURM_JOB_NODELIST SLURM_TASKS_PER_NODE SLURM_JOB_CPUS_PER_NODE SLURM_CONF
  LSB_MCPU_HOSTS OMPI_MCA_orte_default_hostfile" golden_cases "$ROOT/tests/mapper/machines/cases.txt" "$MPM" \
    --strategy identity --format hosts

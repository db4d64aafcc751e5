# commprof-run under a real Slurm (slurm-wlm and munge from make deps): a
# private controller and node daemon on this machine, state and logs in
# $OUT/slurm, ports 16817/16818, the node declared with 8 CPUs so that 4
# ranks fit on 2 cores.  Jobs start through srun --mpi=pmix (Open MPI) and
# --mpi=pmi2 (MPICH), with the library commprof-run exports for the
# program's MPI.  Truth: the hand-computed ring pattern.  Skipped, saying
# why, where Slurm or munge is missing or its daemons do not come up.
SL=$OUT/slurm
unset PMIX_MCA_psec # run-tests' shortcut past munge: here munged runs, as under a real Slurm
slurm_up() { # sets SLURM_WHY when it fails
    local need
    for need in slurmctld slurmd srun salloc scontrol sinfo munge unmunge; do
        command -v $need >/dev/null 2>&1 || { SLURM_WHY="$need not installed (make deps)"; return 1; }
    done
    mkdir -p "$SL/state" "$SL/spool" "$SL/log" "$SL/run"
    if ! munge -n 2>/dev/null | unmunge >/dev/null 2>&1; then
        # munged runs as its own user: it needs a writable /dev/null
        [ -c /dev/null ] || { SLURM_WHY="/dev/null is not a character device"; return 1; }
        [ -f /etc/munge/munge.key ] || { SLURM_WHY="no /etc/munge/munge.key"; return 1; }
        mkdir -p /run/munge && chown munge:munge /run/munge 2>/dev/null
        su -s /bin/sh munge -c /usr/sbin/munged >"$SL/log/munged.out" 2>&1 ||
            /usr/sbin/munged --force >>"$SL/log/munged.out" 2>&1
        sleep 1
        munge -n 2>/dev/null | unmunge >/dev/null 2>&1 || { SLURM_WHY="munged does not start: $(tail -1 "$SL/log/munged.out")"; return 1; }
    fi
    local host
    host=$(hostname -s)
    cat >"$SL/slurm.conf" <<EOF
ClusterName=commprof
SlurmctldHost=$host
AuthType=auth/munge
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$SL/state
SlurmdSpoolDir=$SL/spool
SlurmctldPidFile=$SL/run/slurmctld.pid
SlurmdPidFile=$SL/run/slurmd.pid
SlurmctldLogFile=$SL/log/slurmctld.log
SlurmdLogFile=$SL/log/slurmd.log
SlurmctldPort=16817
SlurmdPort=16818
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
ReturnToService=2
SlurmdParameters=config_overrides
NodeName=$host CPUs=8 Sockets=1 CoresPerSocket=8 ThreadsPerCore=1 State=UNKNOWN
PartitionName=commprof Nodes=$host Default=YES MaxTime=INFINITE State=UP OverSubscribe=FORCE:4
EOF
    export SLURM_CONF=$SL/slurm.conf
    slurmctld -f "$SLURM_CONF" >"$SL/log/start.out" 2>&1 && slurmd -f "$SLURM_CONF" >>"$SL/log/start.out" 2>&1 ||
        { SLURM_WHY="daemons do not start: $(tail -1 "$SL/log/start.out")"; return 1; }
    local i
    for i in $(seq 1 30); do
        [ "$(sinfo -h -o %t 2>/dev/null)" = idle ] && return 0
        sleep 1
    done
    SLURM_WHY="the node is not idle after 30 s: $(sinfo -h -o '%t %E' 2>&1 | head -1)"
    return 1
}
slurm_down() {
    [ -f "$SL/slurm.conf" ] && SLURM_CONF=$SL/slurm.conf scontrol shutdown >/dev/null 2>&1
    local i pid
    for pid in slurmctld slurmd; do
        [ -f "$SL/run/$pid.pid" ] || continue
        pid=$(cat "$SL/run/$pid.pid")
        for i in 1 2 3 4 5; do kill -0 "$pid" 2>/dev/null && sleep 1; done
        kill "$pid" 2>/dev/null
    done
    unset SLURM_CONF
}
slurm_ring() { # NAME MPI-PLUGIN RING
    local name=$1 plugin=$2 ring=$3 d=$SL/$1
    if [ ! -x "$ring" ]; then
        fail "slurm: $name: the ring program is built" "run the whole suite (tests/run-tests)"
        return
    fi
    timeout 120 "$ROOT/bin/commprof-run" -o "$d" -- srun --mpi="$plugin" -n 4 "$ring" </dev/null >"$SL/$name.log" 2>&1
    local rc=$?
    exp_ring 4 >"$SL/$name.expected"
    "$DUMP" "$d" >"$SL/$name.sent" 2>&1
    if [ $rc = 0 ] && cmp -s "$SL/$name.expected" "$SL/$name.sent" && grep -q "commprof-run: recording in $d" "$SL/$name.log"; then
        pass "slurm: commprof-run -- srun --mpi=$plugin -n 4 ($name): ring of 4 exact"
    else
        fail "slurm: $name under srun --mpi=$plugin" "rc $rc: $(tail -3 "$SL/$name.log")"
    fi
}
SLURM_WHY=
if slurm_up; then
    slurm_ring openmpi pmix "$OUT/openmpi/ring"
    if [ -f "$ROOT/lib/mpich/libcommprof.so" ]; then slurm_ring mpich pmi2 "$OUT/mpich/ring"
    else skip "slurm: MPICH" "its build of the library is missing"; fi
    # the mapper inside an allocation takes the job's hosts from what Slurm
    # sets ($SLURM_JOB_NODELIST, $SLURM_TASKS_PER_NODE)
    scripts/gen-stencil 2 2 2 >"$SL/s222.graph"
    timeout 60 salloc -n 8 "$ROOT/bin/mapper" -o "$SL/alloc.rankfile" "$SL/s222.graph" >"$SL/alloc.log" 2>&1 </dev/null
    rc=$?
    host=$(hostname -s)
    if [ $rc = 0 ] && grep -q 'machine from \$SLURM_JOB_NODELIST and \$SLURM_TASKS_PER_NODE: 8 cores' "$SL/alloc.log" &&
        [ "$(grep -c "^rank [0-7]=$host slot=" "$SL/alloc.rankfile")" = 8 ]; then
        pass "slurm: the mapper in a salloc -n 8 allocation places 8 ranks on its host from Slurm's variables"
    else
        fail "slurm: mapper in an allocation" "rc $rc: $(grep -m2 'machine\|error' "$SL/alloc.log")"
    fi
    slurm_down
else
    slurm_down
    skip "slurm: a private Slurm" "$SLURM_WHY"
fi

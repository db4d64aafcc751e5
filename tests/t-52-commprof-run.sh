# commprof-run, the launcher wrapper: Open MPI's mpirun, MPICH's mpiexec and
# Slurm's srun.  Here a stand-in `srun` (tests/lib/srun-standin) does what
# srun does with --export=ALL,VAR=VALUE and -n N, starting the ranks with
# the program's own MPI, so this group checks commprof-run's side of srun's
# contract (the export list, the library for the program's MPI) wherever it
# runs; t-53 runs the same under a real Slurm.
# Truth: the hand-computed ring pattern (tests/lib/expected.sh).
CR=$ROOT/bin/commprof-run
W=$OUT/commprof-run
rm -rf "$W" && mkdir -p "$W/bin"
ln -s "$ROOT/tests/lib/srun-standin" "$W/bin/srun"
run_checked() { # NAME DIR EXPECTED-RANKS -- LAUNCHER...
    local name=$1 dir=$2 n=$3
    shift 4
    timeout 300 "$@" </dev/null >"$W/$name.log" 2>&1
    local rc=$?
    exp_ring "$n" >"$W/$name.expected"
    "$DUMP" "$dir" >"$W/$name.sent" 2>&1
    if [ $rc = 0 ] && cmp -s "$W/$name.expected" "$W/$name.sent" && grep -q "commprof-run: recording in $dir" "$W/$name.log"; then
        pass "commprof-run: $name: ring of $n exact, and says where"
    else
        fail "commprof-run: $name" "rc $rc: $(tail -3 "$W/$name.log")"
    fi
}
cr_exit() { # NAME WANT-STATUS PATTERN CMD...
    local name=$1 want=$2 pat=$3
    shift 3
    "$@" >"$W/bad.out" 2>"$W/bad.err" </dev/null
    local rc=$?
    if [ $rc -eq "$want" ] && grep -qE -- "$pat" "$W/bad.err"; then pass "$name (exit $want)"
    else fail "$name" "exit $rc, stderr: $(head -c 300 "$W/bad.err")"; fi
}
ORING=$OUT/openmpi/ring MRING=$OUT/mpich/ring
if [ -x "$ORING" ]; then
    run_checked openmpi "$W/o" 4 -- "$CR" -o "$W/o" -- mpirun.openmpi -n 4 "$ORING"
    pushd "$W" >/dev/null || exit 1
    PATH=$W/bin:$PATH run_checked srun-openmpi "$W/commprof.ring.1" 4 -- "$CR" -- srun -n 4 "$ORING"
    # a second run without -o takes the next free name
    "$CR" -- mpirun.openmpi -n 2 "$ORING" >/dev/null 2>&1 </dev/null &&
        [ -f "$W/commprof.ring.2/job.cpj" ] && pass "commprof-run: default directories commprof.ring.1, .2" ||
        fail "commprof-run: default directory names" "$(ls "$W")"
    popd >/dev/null || exit 1
    # the shell's COMMPROF_* settings reach ranks that do not inherit the
    # launcher's environment, as on other nodes: a stand-in mpirun starts
    # them without it
    mkdir -p "$W/bin.remote"
    printf '#!/bin/sh\n[ "$1" = --version ] || exec env -u COMMPROF_RECV mpirun.openmpi "$@"\nexec mpirun.openmpi "$@"\n' \
        >"$W/bin.remote/mpirun"
    chmod +x "$W/bin.remote/mpirun"
    COMMPROF_RECV=0 PATH=$W/bin.remote:$PATH run_checked "openmpi, COMMPROF_RECV=0 not inherited" "$W/fwd" 2 -- \
        "$CR" -o "$W/fwd" -- mpirun -n 2 "$ORING"
    [ "$("$DUMP" --info "$W/fwd" 2>&1 | grep -c "receives not counted (COMMPROF_RECV=0)")" = 2 ] &&
        pass "commprof-run: the shell's COMMPROF_RECV=0 reaches ranks without the launcher's environment (-x NAME=VALUE)" ||
        fail "commprof-run: COMMPROF_* forwarded" "$("$DUMP" --info "$W/fwd" 2>&1 | head -8)"
    # a rerun into the same directory moves the old recording aside, whole:
    # the old ring of 4 and the new ring of 2 both read back exact (it was
    # written over: the old one lost, and files of ranks or nodes the new run
    # lacks left beside the new one)
    timeout 300 "$CR" -o "$W/o" -- mpirun.openmpi -n 2 "$ORING" </dev/null >"$W/rerun.log" 2>&1
    old=$(sed -n 's/^commprof-run: .* held an earlier run: its [0-9]* files moved to //p' "$W/rerun.log")
    exp_ring 4 >"$W/rerun.old.expected" && exp_ring 2 >"$W/rerun.new.expected"
    if [ -n "$old" ] && "$DUMP" "$old" >"$W/rerun.old.sent" && "$DUMP" "$W/o" >"$W/rerun.new.sent" &&
        cmp -s "$W/rerun.old.expected" "$W/rerun.old.sent" && cmp -s "$W/rerun.new.expected" "$W/rerun.new.sent"; then
        pass "commprof-run: a rerun into the same -o moves the old recording aside (${old##*/}); both exact"
    else fail "commprof-run: rerun into the same -o" "$(tail -4 "$W/rerun.log")"; fi
    # a recording in the user's working directory (COMMPROF_OUTPUT=.): the
    # directory and the user's files stay; the old recording's files move to
    # a new .old directory, and both recordings read back exact
    rm -rf "$W/work" "$W"/work.old.* && mkdir -p "$W/work/trace" && echo "my source" >"$W/work/main.c" &&
        echo "my notes" >"$W/work/trace/notes"
    (cd "$W/work" && timeout 300 mpirun.openmpi -n 4 -x LD_PRELOAD="$ROOT/lib/libcommprof.so" -x COMMPROF_OUTPUT=. "$ORING" &&
        timeout 300 mpirun.openmpi -n 2 -x LD_PRELOAD="$ROOT/lib/libcommprof.so" -x COMMPROF_OUTPUT=. "$ORING") \
        </dev/null >"$W/work.log" 2>&1
    old=$(sed -n 's/^commprof: .* held a recording among other files (left in place): its files moved to //p' "$W/work.log")
    if [ -n "$old" ] && [ "$(cat "$W/work/main.c" "$W/work/trace/notes")" = "my source
my notes" ] && [ "$(ls "$old" | tr '\n' ' ')" = "job.cpj node.0.cpr " ] &&
        "$DUMP" "$old" >"$W/work.old.sent" && "$DUMP" "$W/work" >"$W/work.new.sent" &&
        cmp -s "$W/rerun.old.expected" "$W/work.old.sent" && cmp -s "$W/rerun.new.expected" "$W/work.new.sent"; then
        pass "COMMPROF_OUTPUT=. over an older recording: the user's files stay, the old recording's files move aside; both exact"
    else fail "COMMPROF_OUTPUT=. over an older recording" "$(tail -3 "$W/work.log"); old: $(ls "$old" 2>&1 | tr '\n' ' ')"; fi
    # the same where the job's directory holds nothing but the recording: it
    # is not renamed from under the job (which would then write into it)
    rm -rf "$W/runs" "$W"/runs.old.* && mkdir -p "$W/runs"
    (cd "$W/runs" && timeout 300 mpirun.openmpi -n 4 -x LD_PRELOAD="$ROOT/lib/libcommprof.so" -x COMMPROF_OUTPUT=. "$ORING" &&
        timeout 300 mpirun.openmpi -n 2 -x LD_PRELOAD="$ROOT/lib/libcommprof.so" -x COMMPROF_OUTPUT=. "$ORING") \
        </dev/null >"$W/runs.log" 2>&1
    old=$(sed -n 's/^commprof: .* held a recording: its files moved to //p' "$W/runs.log")
    if [ -n "$old" ] && "$DUMP" "$old" >"$W/runs.old.sent" && "$DUMP" "$W/runs" >"$W/runs.new.sent" &&
        cmp -s "$W/rerun.old.expected" "$W/runs.old.sent" && cmp -s "$W/rerun.new.expected" "$W/runs.new.sent"; then
        pass "COMMPROF_OUTPUT=. in a directory of only a recording: the job's directory stays, the old files move; both exact"
    else fail "COMMPROF_OUTPUT=. in a directory of only a recording" "$(tail -3 "$W/runs.log")"; fi
    # a job that never starts MPI: the older recording moved aside first (kept), no recording said
    "$CR" -o "$W/o" -- mpirun.openmpi -n 2 true >"$W/true.log" 2>&1 </dev/null
    grep -q "held an earlier run: its .* files moved to $W/o.old" "$W/true.log" &&
        grep -q "no recording in $W/o: the job never reached MPI_Init" "$W/true.log" &&
        pass "commprof-run: a job without MPI over an older recording: that one moved aside, kept; no recording said" ||
        fail "commprof-run: a job without MPI over an older recording" "$(cat "$W/true.log")"
    # COMMPROF_OUTPUT naming a file: not recording, the file untouched
    echo "user data" >"$W/afile"
    timeout 300 mpirun.openmpi -n 2 -x LD_PRELOAD="$ROOT/lib/libcommprof.so" -x COMMPROF_OUTPUT="$W/afile" "$ORING" \
        </dev/null >"$W/afile.log" 2>&1
    [ "$(cat "$W/afile")" = "user data" ] && grep -q "cannot create the output directory $W/afile: Not a directory; not recording" "$W/afile.log" &&
        ! grep -q "recording of 2 ranks" "$W/afile.log" && pass "COMMPROF_OUTPUT naming a file: not recording, said once, the file untouched" ||
        fail "COMMPROF_OUTPUT naming a file" "$(cat "$W/afile.log")"
    # the job's exit status comes back, with a word when nothing was recorded
    "$CR" -o "$W/false" -- mpirun.openmpi -n 2 false >"$W/false.log" 2>&1
    rc=$?
    [ $rc != 0 ] && grep -q "no recording in" "$W/false.log" && pass "commprof-run: a failing job's status (rc $rc) and no recording said" ||
        fail "commprof-run: failing job" "rc $rc: $(cat "$W/false.log")"
    # another PMPI tool already in LD_PRELOAD stays, before commprof: each
    # rank's tool sees its 10 sends and the recording is still exact; an
    # older libcommprof.so there is dropped (one copy records: no double)
    mpicc.openmpi -shared -fPIC -o "$W/libpmpitool.so" "$ROOT/tests/programs/pmpi_tool.c"
    LD_PRELOAD="$W/libpmpitool.so:$ROOT/lib/libcommprof.so" run_checked "another PMPI tool preloaded" "$W/tool" 4 -- \
        "$CR" -o "$W/tool" -- mpirun.openmpi -n 4 "$ORING"
    [ "$(grep -c '^pmpi_tool: rank [0-3] sends 10$' "$W/another PMPI tool preloaded.log")" = 4 ] &&
        pass "commprof-run: the other tool saw every rank's 10 sends" ||
        fail "commprof-run: the other PMPI tool" "$(grep pmpi_tool "$W/another PMPI tool preloaded.log")"
    # by hand in the other order the tool sees nothing: rank 0 says so, once,
    # naming it (and not in commprof-run's order above)
    timeout 300 mpirun.openmpi -n 4 -x LD_PRELOAD="$ROOT/lib/libcommprof.so:$W/libpmpitool.so" -x COMMPROF_OUTPUT="$W/shadow" \
        "$ORING" </dev/null >"$W/shadow.log" 2>&1
    [ "$(grep -c "commprof: warning: $W/libpmpitool.so also wraps MPI calls but comes after libcommprof.so in LD_PRELOAD" "$W/shadow.log")" = 1 ] &&
        ! grep -q pmpi_tool "$W/shadow.log" && ! grep -q "also wraps MPI calls" "$W/another PMPI tool preloaded.log" &&
        pass "a PMPI tool preloaded after libcommprof.so: one warning naming it (none in the right order)" ||
        fail "a PMPI tool preloaded after libcommprof.so" "$(cat "$W/shadow.log")"
else
    fail "commprof-run: Open MPI ring present" "run the whole suite (tests/run-tests)"
fi
if [ -x "$MRING" ] && [ -f "$ROOT/lib/mpich/libcommprof.so" ]; then
    run_checked mpich "$W/m" 4 -- "$CR" -o "$W/m" -- mpirun.mpich -n 4 "$MRING"
    # srun with an MPICH program: the MPICH build of the library is preloaded
    PATH=$W/bin:$PATH run_checked srun-mpich "$W/sm" 4 -- "$CR" -o "$W/sm" -- srun -n 4 "$MRING"
    mpicc.mpich -shared -fPIC -o "$W/libpmpitool.mpich.so" "$ROOT/tests/programs/pmpi_tool.c"
    LD_PRELOAD="$W/libpmpitool.mpich.so" run_checked "mpich, another PMPI tool preloaded" "$W/mtool" 4 -- \
        "$CR" -o "$W/mtool" -- mpirun.mpich -n 4 "$MRING"
    [ "$(grep -c '^pmpi_tool: rank [0-3] sends 10$' "$W/mpich, another PMPI tool preloaded.log")" = 4 ] &&
        pass "commprof-run: mpich: the other tool saw every rank's 10 sends" ||
        fail "commprof-run: mpich: the other PMPI tool" "$(grep pmpi_tool "$W/mpich, another PMPI tool preloaded.log")"
else
    skip "commprof-run: MPICH" "MPICH or its build of the library missing"
fi
cr_exit "commprof-run without a job" 2 "no job given after --" "$CR" -o "$W/x"
cr_exit "commprof-run -o without a directory" 2 "error: -o needs a directory" "$CR" -o -- mpirun -n 2 ./a
cr_exit "commprof-run with a launcher not installed" 2 "launcher 'mpirun.nosuch' not found" "$CR" -- mpirun.nosuch -n 2 ./a
cr_exit "commprof-run with a program first, not a launcher" 2 "the first word after -- must be the launcher .*, not 'true'; for one process: mpirun -n 1 true" "$CR" -- true
printf '#!/bin/sh\necho "some launcher 1.0"\n' >"$W/bin/mpiexec.site" && chmod +x "$W/bin/mpiexec.site"
PATH=$W/bin:$PATH cr_exit "commprof-run with a launcher of no MPI it knows" 2 "cannot tell which MPI 'mpiexec.site' belongs to" \
    "$CR" -- mpiexec.site -n 2 ./a
# nothing of the job runs before commprof-run knows its launcher: a program
# given first (it used to be run with --version to learn the MPI)
printf '#!/bin/sh\ntouch "%s/ran"\n' "$W" >"$W/prog.sh" && chmod +x "$W/prog.sh" && rm -f "$W/ran"
cr_exit "commprof-run -- PROGRAM: refused, the program not run" 2 "must be the launcher.*for one process: mpirun -n 1" \
    "$CR" -- "$W/prog.sh" --version
[ ! -e "$W/ran" ] && pass "commprof-run -- PROGRAM: the program was not run" || fail "commprof-run ran the program to learn its MPI"
if [ -x "$ORING" ]; then
    # a launcher behind timeout, env or nice is still the launcher
    run_checked "behind timeout and env" "$W/wrapped" 2 -- "$CR" -o "$W/wrapped" -- timeout 300 env A=1 mpirun.openmpi -n 2 "$ORING"
    # an rsh agent's path among the launcher's options names no recording
    (cd "$W" && rm -rf commprof.ring.* && "$CR" -- mpirun.openmpi --mca plm_rsh_agent /bin/false -n 2 "$ORING" \
        </dev/null >"$W/agent.log" 2>&1)
    [ -f "$W/commprof.ring.1/job.cpj" ] && pass "commprof-run: --mca plm_rsh_agent X: the recording is named after the program" ||
        fail "commprof-run: the recording's name with an rsh agent" "$(ls "$W" | grep commprof)"
    # the shell's COMMPROF_OUTPUT is where the recording goes
    rm -rf "$W/envout"
    COMMPROF_OUTPUT=$W/envout run_checked "COMMPROF_OUTPUT of the shell" "$W/envout" 2 -- "$CR" -- mpirun.openmpi -n 2 "$ORING"
    # a failed launch leaves no empty directory behind
    (cd "$W" && rm -rf commprof.job.* && "$CR" -- mpirun.openmpi -n 2 ./nosuchprogram </dev/null >"$W/nolaunch.log" 2>&1)
    [ $? != 0 ] && ! ls -d "$W"/commprof.*.[0-9]* 2>/dev/null | grep -q "nosuchprogram\|job" &&
        grep -q "the job failed (exit [0-9]*) before any rank reached MPI_Init" "$W/nolaunch.log" &&
        pass "commprof-run: a launch that fails: its exit status, said, and no empty directory left" ||
        fail "commprof-run: a failed launch" "$(tail -2 "$W/nolaunch.log"; ls "$W")"
    # a recording directory that cannot be written: refused before the run
    mkdir -p "$W/ro" && if chattr +i "$W/ro" 2>/dev/null; then
        cr_exit "commprof-run -o an unwritable directory: refused before the job" 2 "cannot write in $W/ro" \
            "$CR" -o "$W/ro" -- mpirun.openmpi -n 2 "$ORING"
        timeout 300 mpirun.openmpi -n 3 -x LD_PRELOAD="$ROOT/lib/libcommprof.so" -x COMMPROF_OUTPUT="$W/ro" "$ORING" \
            </dev/null >"$W/ro.log" 2>&1
        [ "$(grep -c commprof "$W/ro.log")" = 1 ] &&
            grep -q "cannot write in the output directory $W/ro: Operation not permitted; not recording" "$W/ro.log" &&
            pass "an unwritable COMMPROF_OUTPUT: one message at MPI_Init, with the real error; not recording" ||
            fail "an unwritable COMMPROF_OUTPUT" "$(cat "$W/ro.log")"
        chattr -i "$W/ro"
    else
        skip "commprof-run: an unwritable directory" "chattr +i is not possible here (root writes anywhere else)"
    fi
    # a trace lost to MPI_Abort is said
    mpicc.openmpi -O1 -o "$W/dies" tests/programs/dies.c &&
        COMMPROF_MODE=trace "$CR" -o "$W/lost" -- mpirun.openmpi -n 2 "$W/dies" abort </dev/null >"$W/lost.log" 2>&1
    grep -q "the trace was lost: its events stay in memory until MPI_Finalize" "$W/lost.log" &&
        grep -q "the job failed (exit [1-9][0-9]*); what its ranks wrote is kept" "$W/lost.log" &&
        pass "commprof-run: a job that aborts in trace mode: the lost trace and the failure said" ||
        fail "commprof-run: a lost trace" "$(tail -3 "$W/lost.log")"
fi
if [ -x "$MRING" ]; then
    # the program's MPI against the launcher's and the library's
    cr_exit "commprof-run: an MPICH program under Open MPI's mpirun: refused" 2 "is linked with MPICH, but 'mpirun.openmpi' is Open MPI's launcher" \
        "$CR" -o "$W/x1" -- mpirun.openmpi -n 2 "$MRING"
    cr_exit "commprof-run --lib of the other MPI: refused, naming the build" 2 "is built for Open MPI, but the job runs MPICH.*make MPI=mpich lib" \
        "$CR" -o "$W/x2" --lib "$ROOT/lib/libcommprof.so" -- mpiexec.mpich -n 2 "$MRING"
fi
# a hybrid launch, each rank on 2 cores (Open MPI's PE=2, Hydra's -bind-to
# core:2): the placement gives each rank as many, from the launch command
# (truth: the PE the command gives, the host's cores as the rankfile counts
# them: this machine's from hwloc, socket 0's cores 0-1, or its slots
# where its sockets have a core each)
if [ "$(nproc)" -ge 2 ] && [ -x "$ORING" ] && [ -x "$MRING" ]; then
    "$CR" -o "$W/pe.o" --place -- mpirun.openmpi -n 1 --map-by slot:PE=2 "$ORING" </dev/null >"$W/pe.o.log" 2>&1
    rc=$?
    [ $rc = 0 ] && grep -q "each rank on 2 cores" "$W/pe.o.log" && grep -qxE "rank 0=$(hostname) slot=(0:)?0-1" "$W/pe.o/rankfile" &&
        pass "commprof-run --place of mpirun --map-by slot:PE=2: the rankfile binds the rank to cores 0-1 of socket 0" ||
        fail "commprof-run --place of a PE=2 launch" "rc $rc: $(tail -3 "$W/pe.o.log"); $(grep '^rank' "$W/pe.o/rankfile" 2>/dev/null)"
    "$CR" -o "$W/pe.m" --place -- mpiexec.mpich -n 2 -bind-to core:2 "$MRING" </dev/null >"$W/pe.m.log" 2>&1
    rc=$?
    [ $rc = 0 ] && grep -q "each rank on 2 cores" "$W/pe.m.log" && grep -q "1 place of 2 cores\|2 places of 2 cores" "$W/pe.m/mapper.log" &&
        [ "$(grep -vc '^#' "$W/pe.m/hosts")" = 2 ] &&
        pass "commprof-run --place of mpiexec -bind-to core:2: the mapper places ranks of 2 cores, a host list of 2" ||
        fail "commprof-run --place of a -bind-to core:2 launch" "rc $rc: $(tail -3 "$W/pe.m.log"); $(grep machine "$W/pe.m/mapper.log")"
fi
# a job of this machine under Hydra or srun, whose host lists name no core
# (and which bind none by default): placed on the host's slots cut into the
# sockets its recording saw (HWLOC_SYNTHETIC: 2 packages of 2 cores, the
# launch unbound), partners r and r XOR 2 brought onto one socket; the
# rankfile beside the host list binds them in the placed relaunch
# (COMMPROF_BIND).  Truths: partners.c's pairs; the CPUs hwloc-calc names
# for each rank's rankfile core under the same topology, whose cores 1 and
# 3 are CPUs 2 and 3, which this machine lacks: a rank placed there cannot
# be bound, the others are, and the run says so.
if mpicc.mpich -O1 -o "$W/partners.mpich" "$ROOT/tests/programs/partners.c" 2>"$W/partners.mpich.cc"; then
    syn="pack:2 core:2 pu:1(indexes=0,2,1,3)"
    # Hydra's host list, and srun's SLURM_HOSTFILE (the stand-in places rank
    # i on its line i, this host)
    for how in "hydra ws.m hosts mpiexec.mpich" "srun ws.s slurm.hosts srun"; do
        read -r name d lst launch <<<"$how"
        PATH=$W/bin:$PATH HWLOC_SYNTHETIC=$syn "$CR" -o "$W/$d" --place --relaunch -- $launch -n 4 "$W/partners.mpich" 4096 5 \
            </dev/null >"$W/$d.log" 2>&1
        rc=$?
        sock() { sed -n "s/^rank $1=.* slot=\([0-9]*\)$/\1/p" "$W/$d/rankfile" | awk '{ print int($1 / 2) }'; }
        [ $rc = 0 ] && [ "$(cat "$W/$d/hosts.given")" = "$(hostname) slots=4" ] &&
            grep -q "sockets from the recording: its nodes have 2 packages of 2 cores" "$W/$d/mapper.log" &&
            [ "$(grep -vc '^#' "$W/$d/$lst")" = 4 ] && [ "$(grep -c '^rank' "$W/$d/rankfile")" = 4 ] &&
            [ "$(sock 0)" = "$(sock 2)" ] && [ "$(sock 1)" = "$(sock 3)" ] && [ "$(sock 0)" != "$(sock 1)" ] &&
            grep -q "placement in $W/$d/$lst (its cores in $W/$d/rankfile)" "$W/$d.log" &&
            pass "commprof-run --place of a one-host $name job: its slots in the recording's 2 sockets, partners r and r XOR 2 on one, a host list ($lst) and the rankfile of its cores" ||
            fail "commprof-run --place of a one-host $name job" "rc $rc: $(grep commprof-run "$W/$d.log" | tail -2); $(grep 'machine from\|sockets' "$W/$d/mapper.log"); $(grep '^rank' "$W/$d/rankfile" 2>/dev/null | tr '\n' ';')"
        real=() fake=()
        for r in 0 1 2 3; do
            k=$(sed -n "s/^rank $r=.* slot=\([0-9]*\)$/\1/p" "$W/$d/rankfile")
            [ "$(HWLOC_SYNTHETIC=$syn hwloc-calc -I pu --po "core:${k:-9}")" -lt "$(nproc)" ] && real+=("$r") || fake+=("$r:$k")
        done
        f=${fake[0]:-}
        [ ${#real[@]} = 2 ] && [ ${#fake[@]} = 2 ] &&
            [ "$(sed -n '/^== placed/,$p' "$W/$d/relaunch.log" | grep -c "^commprof: COMMPROF_BIND: rank ${f%%:*}: binding to the cores of $W/$d/rankfile:[0-9]* (CPUs [23]) failed: none of those CPUs is one this process may run on; 2 of 4 processes not bound, the others bound$")" = 1 ] &&
            [ "$(sed -n '/^== launched/,/^== placed/p' "$W/$d/relaunch.log" | grep -c COMMPROF_BIND)" = 0 ] &&
            grep -q "note: the placed runs were not all bound to their cores: rank ${f%%:*}: binding" "$W/$d.log" &&
            grep -q "measured (wall, median of 1)" "$W/$d.log" &&
            pass "commprof-run --place --relaunch under $name: the placed run binds by the rankfile (ranks ${real[*]} bound; ${fake[*]%%:*} on cores this machine lacks, said), the launched run not" ||
            fail "commprof-run --relaunch under $name: the binding" "rc $rc real ${real[*]} fake ${fake[*]}; $(grep COMMPROF_BIND "$W/$d/relaunch.log" | head -2) $(grep 'note\|failed' "$W/$d.log" | head -3)"
    done
else
    fail "partners builds with MPICH" "$(head -3 "$W/partners.mpich.cc")"
fi
# an MPMD launch (prog : prog), as coupled codes run: every app context's
# ranks recorded, the ring of 4 exactly (truth: tests/lib/expected.sh).
# Open MPI's -x holds for its own context: the second one's ranks ran
# without the library, and the first one's waited for them forever.
exp_ring 4 >"$W/mpmd.expected"
for mpi in openmpi mpich; do
    if [ $mpi = openmpi ]; then ring=$ORING launch=(mpirun.openmpi --oversubscribe); else ring=$MRING launch=(mpiexec.mpich); fi
    [ -x "$ring" ] || continue
    timeout 120 "$CR" -o "$W/mpmd.$mpi" -- "${launch[@]}" -n 2 "$ring" : -n 2 "$ring" </dev/null >"$W/mpmd.$mpi.log" 2>&1
    rc=$?
    "$ROOT/bin/commprof-dump" "$W/mpmd.$mpi" >"$W/mpmd.$mpi.sent" 2>&1
    [ $rc = 0 ] && cmp -s "$W/mpmd.expected" "$W/mpmd.$mpi.sent" &&
        pass "commprof-run -- ${launch[0]} -n 2 ring : -n 2 ring (MPMD): both contexts' ranks recorded, the ring of 4 exactly" ||
        fail "commprof-run of an MPMD launch ($mpi)" "rc $rc: $(tail -2 "$W/mpmd.$mpi.log") $(head -3 "$W/mpmd.$mpi.sent")"
done
PATH=$W/bin:$PATH cr_exit "commprof-run: srun and a comma in the directory" 2 "cannot hold a comma" \
    "$CR" -o "$W/a,b" -- srun -n 2 "${ORING:-x}"

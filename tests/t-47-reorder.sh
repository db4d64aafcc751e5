# Run-time reordering (COMMPROF_REORDER): MPI_COMM_WORLD reordered at
# MPI_Init, no relaunch.  Truths: hand-written permutations (each process
# says its rank, the launcher's rank and its host: exactly the
# permutation), answers of the same program run as launched (world_view.c:
# sums, a ring, gathers, windows, files, groups, attributes), the recorded
# traffic of a ring computed by hand through the permutation, and, on the
# emulated multi-cluster, the time of the same job relaunched with the
# mapper's rankfile.
R=$OUT/reorder
mkdir -p "$R"
LIB=$ROOT/lib/libcommprof.so
MLIB=$ROOT/lib/mpich/libcommprof.so
HOST=$(hostname)
HOST=${HOST%%.*}
mpicc.openmpi -O2 -o "$R/wv" tests/programs/world_view.c &&
    mpicc.openmpi -O2 -o "$R/ring" tests/programs/ring.c || fail "reorder: test programs build"

# reorder_run OUTFILE ERRFILE NP REORDER PROGRAM ARGS...: Open MPI, not recording
reorder_run() {
    local o=$1 e=$2 np=$3 src=$4
    shift 4
    timeout 120 mpirun.openmpi -n "$np" -x LD_PRELOAD="$LIB" -x COMMPROF_DISABLE=1 -x COMMPROF_REORDER="$src" \
        "$@" </dev/null >"$o" 2>"$e"
}
# perm_expect P0 P1 ...: the lines world_view prints when rank r runs on
# the process launched as P_r
perm_expect() {
    local r=0
    for p in "$@"; do
        echo "rank $r launched $p host $HOST commprof_rank $r"
        r=$((r + 1))
    done
}

# a known permutation, as a rankfile of slot=K (on one host the K-th
# slot is the K-th process in launch order: the processes are unbound)
perm=(4 0 5 2 1 3)
: >"$R/perm.rf"
for r in "${!perm[@]}"; do echo "rank $r=$HOST slot=${perm[$r]}" >>"$R/perm.rf"; done
timeout 120 mpirun.openmpi -n 6 "$R/wv" "$R/plain.dat" </dev/null >"$R/plain.out" 2>&1
reorder_run "$R/perm.out" "$R/perm.err" 6 "$R/perm.rf" "$R/wv" "$R/perm.dat"
perm_expect "${perm[@]}" >"$R/perm.expected"
# (ranks print in turn, but mpirun forwards each process's output on its own)
grep '^rank' "$R/perm.out" | sort -k2,2n >"$R/perm.ranks"
same "COMMPROF_REORDER (Open MPI): each rank on exactly the process the rankfile gives it, COMMPROF_RANK set" \
    "$R/perm.expected" "$R/perm.ranks"
grep -q "^semantics ok" "$R/perm.out" && grep -q "^semantics ok" "$R/plain.out" &&
    [ "$(grep '^answers' "$R/perm.out")" = "$(grep '^answers' "$R/plain.out")" ] &&
    pass "COMMPROF_REORDER: the same answers as launched; p2p, wildcards, probe, collectives, a Cartesian neighbourhood, a window, MPI-IO, compare, name, MPI_TAG_UB, attributes, errors, groups, splits, an intercommunicator all see the new world" ||
    fail "COMMPROF_REORDER: semantics" "$(grep -h '^answers\|^semantics' "$R/perm.out" "$R/plain.out" | tr '\n' ';') $(tail -2 "$R/perm.err")"
[ "$(grep -c "MPI_COMM_WORLD reordered by $R/perm.rf: 6 of 6 ranks moved" "$R/perm.err")" = 1 ] &&
    pass "COMMPROF_REORDER: rank 0 says it once (6 of 6 ranks moved)" ||
    fail "COMMPROF_REORDER: the message" "$(head -3 "$R/perm.err")"

# Fortran, in each binding: Open MPI's calls PMPI_* (the wrappers' second
# names), MPICH's mpif.h calls MPI_*
fperm=(3 2 0 1)
: >"$R/f.rf"
for r in "${!fperm[@]}"; do echo "rank $r=$HOST slot=${fperm[$r]}" >>"$R/f.rf"; done
f_expect() { # the lines f_world_view prints under fperm
    local n=${#fperm[@]}
    for r in "${!fperm[@]}"; do
        echo "frank $r launched ${fperm[$r]} got $(((r + n - 1) % n)) sum 6 ident 1"
    done
}
f_expect >"$R/f.expected"
for v in mpifh mpi f08; do
    def=""
    [ $v = mpi ] && def=-DUSE_MPI
    [ $v = f08 ] && def=-DF08
    if mpif90.openmpi -O1 $def -o "$R/fw_$v" tests/programs/f_world_view.F90 >"$R/fw_$v.build" 2>&1; then
        reorder_run "$R/fw_$v.raw" "$R/fw_$v.err" 4 "$R/f.rf" "$R/fw_$v"
        sort -k2,2n "$R/fw_$v.raw" >"$R/fw_$v.out"
        same "COMMPROF_REORDER (Open MPI, Fortran $v): the permutation, a ring's neighbours, compare IDENT" \
            "$R/f.expected" "$R/fw_$v.out"
    else
        fail "reorder: Fortran $v builds" "$(head -3 "$R/fw_$v.build")"
    fi
done

# MPICH (Hydra): C and its Fortran bindings
if [ -f "$MLIB" ]; then
    mpicc.mpich -O2 -o "$R/wvm" tests/programs/world_view.c
    timeout 120 mpiexec.mpich -n 6 -genv LD_PRELOAD "$MLIB" -genv COMMPROF_DISABLE 1 -genv COMMPROF_REORDER "$R/perm.rf" \
        "$R/wvm" "$R/mperm.dat" </dev/null >"$R/mperm.out" 2>"$R/mperm.err"
    grep '^rank' "$R/mperm.out" | sort -k2,2n >"$R/mperm.ranks"
    same "COMMPROF_REORDER (MPICH): each rank on exactly the process the rankfile gives it" "$R/perm.expected" \
        "$R/mperm.ranks"
    grep -q "^semantics ok" "$R/mperm.out" && [ "$(grep '^answers' "$R/mperm.out")" = "$(grep '^answers' "$R/plain.out")" ] &&
        pass "COMMPROF_REORDER (MPICH): the same answers and semantics" ||
        fail "COMMPROF_REORDER (MPICH): semantics" "$(grep -h '^answers\|^semantics' "$R/mperm.out" | tr '\n' ';') $(tail -2 "$R/mperm.err")"
    for v in mpifh mpi f08; do
        def=""
        [ $v = mpi ] && def=-DUSE_MPI
        [ $v = f08 ] && def=-DF08
        mpif90.mpich -O1 $def -o "$R/fwm_$v" tests/programs/f_world_view.F90 >"$R/fwm_$v.build" 2>&1 &&
            timeout 120 mpiexec.mpich -n 4 -genv LD_PRELOAD "$MLIB" -genv COMMPROF_DISABLE 1 -genv COMMPROF_REORDER "$R/f.rf" \
                "$R/fwm_$v" </dev/null >"$R/fwm_$v.raw" 2>"$R/fwm_$v.err"
        sort -k2,2n "$R/fwm_$v.raw" >"$R/fwm_$v.out"
        same "COMMPROF_REORDER (MPICH, Fortran $v): the permutation, a ring's neighbours, compare IDENT" \
            "$R/f.expected" "$R/fwm_$v.out"
    done
    # MPI-4 sessions, no MPI_Init: the mpi://WORLD process set's group in
    # the placement's order, so the communicator made from it has the new ranks
    if mpicc.mpich -O2 -o "$R/sv" tests/programs/session_view.c 2>"$R/sv.build"; then
        timeout 120 mpiexec.mpich -n 4 -genv LD_PRELOAD "$MLIB" -genv COMMPROF_DISABLE 1 -genv COMMPROF_REORDER "$R/f.rf" \
            "$R/sv" </dev/null 2>"$R/sv.err" | sort -k2,2n >"$R/sv.out"
        for r in "${!fperm[@]}"; do
            echo "srank $r launched ${fperm[$r]} got $(((r + 3) % 4)) commprof_rank $r"
        done >"$R/sv.expected"
        same "COMMPROF_REORDER (MPICH, MPI-4 sessions): a communicator of mpi://WORLD has the permutation's ranks" \
            "$R/sv.expected" "$R/sv.out"
    else
        skip "COMMPROF_REORDER under MPI-4 sessions" "MPICH's mpi.h has no sessions: $(head -1 "$R/sv.build")"
    fi
else
    fail "reorder: the MPICH build of the library" "no $MLIB"
fi

# the recording keeps true world ranks: a ring (rank r sends (r+1) x 40
# bytes to r+1) reversed by the rankfile is, in launched ranks, the ring
# the other way round with the sizes mirrored
: >"$R/rev.rf"
for r in 0 1 2 3; do echo "rank $r=$HOST slot=$((3 - r))" >>"$R/rev.rf"; done
rm -rf "$R/ring.rec"
timeout 120 mpirun.openmpi -n 4 -x LD_PRELOAD="$LIB" -x COMMPROF_OUTPUT="$R/ring.rec" -x COMMPROF_QUIET \
    -x COMMPROF_REORDER="$R/rev.rf" "$R/ring" </dev/null >"$R/ring.out" 2>&1
"$ROOT/bin/analyzer" -q "$R/ring.rec" --include p2p -o "$R/ring.mtx" 2>"$R/ring.an"
grep -v '^%' "$R/ring.mtx" | tail -n +2 | sort >"$R/ring.pairs"
# app rank r is launched 3-r: r -> r+1 with (r+1) x 40 bytes is 3-r -> 2-r (1-based in the file)
for r in 0 1 2 3; do echo "$((4 - r)) $(((3 - (r + 1) % 4) + 1)) $(((r + 1) * 40))"; done | sort >"$R/ring.expected"
same "COMMPROF_REORDER while recording: the recording names launched ranks (a reversed ring, by hand)" \
    "$R/ring.expected" "$R/ring.pairs"
# and notes the permutation: launched rank w was the application's 3 - w
"$DUMP" --info "$R/ring.rec" 2>&1 | grep "of the application's MPI_COMM_WORLD" >"$R/ring.app"
for w in 0 1 2 3; do echo "rank $w was rank $((3 - w)) of the application's MPI_COMM_WORLD (COMMPROF_REORDER)"; done \
    >"$R/ring.app.expected"
same "COMMPROF_REORDER while recording: each rank's file notes its rank in the application's world (commprof-dump)" \
    "$R/ring.app.expected" "$R/ring.app"

# commprof-run --reorder says how --relaunch runs: alone it is refused
rc=0
"$ROOT/bin/commprof-run" -o "$R/cr1" --reorder -- mpirun.openmpi -n 2 "$R/wv" </dev/null >"$R/cr1.log" 2>&1 || rc=$?
[ $rc = 2 ] && grep -q "give --relaunch too" "$R/cr1.log" && [ ! -e "$R/cr1" ] &&
    pass "commprof-run --reorder without --relaunch: exit 2, said, nothing run" ||
    fail "commprof-run --reorder without --relaunch" "rc $rc; $(head -2 "$R/cr1.log")"

# a recording or graph: the mapper places it onto this job's processes; a
# ring on one host is best as launched, and that is said
reorder_run "$R/keep.out" "$R/keep.err" 4 "$R/ring.rec" "$R/wv"
grep -q "the mapper keeps the launched order; MPI_COMM_WORLD unchanged" "$R/keep.err" &&
    grep -q "^rank 3 launched 3 " "$R/keep.out" && grep -q "^semantics ok" "$R/keep.out" &&
    pass "COMMPROF_REORDER=RECORDING: the mapper's placement; the launched order kept where it is best, and said" ||
    fail "COMMPROF_REORDER=RECORDING" "$(head -3 "$R/keep.err")"

# bad input: the program runs as launched, rank 0 says why once, exit 0
printf 'rank 0=%s slot=0\nrank 1=%s slot=1\nrank 2=%s slot=2\n' "$HOST" "$HOST" "$HOST" >"$R/short.rf"
printf 'rank 0=%s slot=0\nrank 1=%s slot=1\nrank 1=%s slot=2\nrank 3=%s slot=3\n' "$HOST" "$HOST" "$HOST" "$HOST" >"$R/twice.rf"
printf 'rank 0=%s slot=0\nrank 1=%s slot=1\nthis is not a rankfile\n' "$HOST" "$HOST" >"$R/corrupt.rf"
printf 'rank 0=elsewhere slot=0\nrank 1=%s slot=1\nrank 2=%s slot=2\nrank 3=%s slot=3\n' "$HOST" "$HOST" "$HOST" >"$R/host.rf"
printf 'x\001\377\000 binary\n' >"$R/random.bin" # not text
for c in "short.rf:places 3 ranks, this job has 4" "twice.rf:twice.rf:3: rank 1 again (first on line 2)" \
    "corrupt.rf:corrupt.rf:3: not a rankfile line" "host.rf:places 1 rank on host elsewhere, where this job has 0 processes" \
    "missing.rf:missing.rf: No such file" "random.bin:random.bin:1: not text"; do
    f=${c%%:*} why=${c#*:}
    rc=0
    reorder_run "$R/bad.out" "$R/bad.err" 4 "$R/$f" "$R/wv" || rc=$?
    n=$(grep -c "COMMPROF_REORDER" "$R/bad.err")
    [ $rc = 0 ] && [ "$n" = 1 ] && grep -q -- "$why" "$R/bad.err" && ! grep -q '[^[:print:]]' "$R/bad.err" && grep -q "stays as launched" "$R/bad.err" &&
        grep -q "^rank 3 launched 3 " "$R/bad.out" && grep -q "^semantics ok" "$R/bad.out" &&
        pass "COMMPROF_REORDER=$f: runs as launched, exit 0, rank 0 says why once ($(grep -m1 COMMPROF_REORDER "$R/bad.err" | cut -c1-110))" ||
        fail "COMMPROF_REORDER=$f" "rc $rc, $n messages: $(head -3 "$R/bad.err")"
done

# real applications, reversed by a rankfile, against the same run as
# launched: LAMMPS's thermo output and PETSc's residual history equal to
# round-off (relative 1e-9), HPCC's own checks passing
: >"$R/rev4.rf"
: >"$R/rev8.rf"
for r in 0 1 2 3; do echo "rank $r=$HOST slot=$((3 - r))" >>"$R/rev4.rf"; done
for r in 0 1 2 3 4 5 6 7; do echo "rank $r=$HOST slot=$((7 - r))" >>"$R/rev8.rf"; done
# numbers of two files equal to relative 1e-9, and the same words
close() {
    awk 'NR == FNR { a[FNR] = $0; n = FNR; next }
         { m = FNR; split(a[FNR], x); k = split($0, y); if (k != length(x)) bad = 1
           for (i = 1; i <= k; i++) if (x[i] != y[i]) {
               if (x[i] ~ /^-?[0-9.]+([eE][-+]?[0-9]+)?$/ && y[i] ~ /^-?[0-9.]+([eE][-+]?[0-9]+)?$/) {
                   d = x[i] - y[i]; if (d < 0) d = -d; s = (x[i] < 0 ? -x[i] : x[i]) + 1e-300
                   if (d / s > 1e-9) bad = 1 } else bad = 1 } }
         END { exit bad || n != m || n == 0 }' "$1" "$2"
}
if command -v lmp >/dev/null && [ -f /usr/share/lammps/examples/melt/in.melt ]; then
    sed 's/^run.*/run 100/; s/^thermo.*/thermo 10/' /usr/share/lammps/examples/melt/in.melt >"$R/in.melt"
    for v in plain reordered; do
        args=()
        [ $v = reordered ] && args=(-x LD_PRELOAD="$LIB" -x COMMPROF_DISABLE=1 -x COMMPROF_REORDER="$R/rev8.rf")
        (cd "$R" && timeout 300 mpirun.openmpi -n 8 "${args[@]}" lmp -in "$R/in.melt" -log "$R/lmp.$v.log" -screen none \
            </dev/null >"$R/lmp.$v.out" 2>&1)
        awk '/^ *Step /{ on = 1; next } /^Loop time/ { on = 0 } on' "$R/lmp.$v.log" >"$R/lmp.$v.thermo"
    done
    close "$R/lmp.plain.thermo" "$R/lmp.reordered.thermo" && grep -q "8 of 8 ranks moved" "$R/lmp.reordered.out" &&
        pass "COMMPROF_REORDER: LAMMPS melt (8 ranks reversed): thermo output equal to round-off ($(wc -l <"$R/lmp.plain.thermo") lines)" ||
        fail "COMMPROF_REORDER: LAMMPS" "$(diff "$R/lmp.plain.thermo" "$R/lmp.reordered.thermo" | head -3) $(tail -2 "$R/lmp.reordered.out")"
fi
P=/usr/lib/petscdir/petsc3.18/x86_64-linux-gnu-real
EX=/usr/share/petsc/3.18/share/petsc/examples/src/ksp/ksp/tutorials/ex23.c
if [ -f "$EX" ] && mpicc.openmpi -O1 -o "$R/ex23" "$EX" -I"$P/include" -L"$P/lib" -lpetsc_real -Wl,-rpath,"$P/lib" \
    2>"$R/ex23.build"; then
    for v in plain reordered; do
        args=()
        [ $v = reordered ] && args=(-x LD_PRELOAD="$LIB" -x COMMPROF_DISABLE=1 -x COMMPROF_REORDER="$R/rev4.rf")
        timeout 300 mpirun.openmpi -n 4 "${args[@]}" "$R/ex23" -n 2000 -ksp_max_it 60 -ksp_monitor </dev/null \
            >"$R/petsc.$v.out" 2>"$R/petsc.$v.err"
        grep "KSP Residual norm" "$R/petsc.$v.out" >"$R/petsc.$v.hist"
    done
    close "$R/petsc.plain.hist" "$R/petsc.reordered.hist" && grep -q "4 of 4 ranks moved" "$R/petsc.reordered.err" &&
        pass "COMMPROF_REORDER: PETSc ex23 (4 ranks reversed): residual history equal to round-off ($(wc -l <"$R/petsc.plain.hist") iterations)" ||
        fail "COMMPROF_REORDER: PETSc" "$(diff "$R/petsc.plain.hist" "$R/petsc.reordered.hist" | head -3) $(tail -2 "$R/petsc.reordered.err")"
fi
if command -v hpcc >/dev/null; then
    mkdir -p "$R/hpcc"
    cp tests/lib/hpccinf.txt "$R/hpcc/hpccinf.txt"
    rm -f "$R/hpcc/hpccoutf.txt"
    (cd "$R/hpcc" && timeout 600 mpirun.openmpi -n 4 -x LD_PRELOAD="$LIB" -x COMMPROF_DISABLE=1 -x COMMPROF_REORDER="$R/rev4.rf" \
        hpcc </dev/null >"$R/hpcc.out" 2>&1)
    grep -q "End of HPC Challenge tests" "$R/hpcc/hpccoutf.txt" 2>/dev/null && grep -q "4 of 4 ranks moved" "$R/hpcc.out" &&
        ! grep -q "FAILED" "$R/hpcc/hpccoutf.txt" && [ "$(grep -c "PASSED" "$R/hpcc/hpccoutf.txt")" -gt 0 ] &&
        pass "COMMPROF_REORDER: HPCC (4 ranks reversed): its own checks pass ($(grep -c PASSED "$R/hpcc/hpccoutf.txt") PASSED, none FAILED)" ||
        fail "COMMPROF_REORDER: HPCC" "$(grep -m2 "FAILED" "$R/hpcc/hpccoutf.txt") $(tail -2 "$R/hpcc.out")"
fi

# reorder = 1 (COMMPROF_TOPO_REORDER=1): on one host every order is as
# good, and the mapper keeps the ranks; the topologies still answer right
mpicc.openmpi -O2 -o "$R/topo" tests/programs/topo_reorder.c
for m in cart dist distu distg graph; do
    timeout 120 mpirun.openmpi -n 6 -x LD_PRELOAD="$LIB" -x COMMPROF_DISABLE=1 -x COMMPROF_TOPO_REORDER=1 \
        "$R/topo" $m 1024 5 </dev/null >"$R/topo1.$m" 2>&1
    grep -q "^$m 6 ranks .* check ok" "$R/topo1.$m" && grep -q "reorder = 1: the mapper keeps the ranks as they are" "$R/topo1.$m" &&
        pass "COMMPROF_TOPO_REORDER=1 on one host ($m, Open MPI): the neighbour queries and exchange right; the ranks kept, and said" ||
        fail "COMMPROF_TOPO_REORDER=1 on one host ($m)" "$(head -3 "$R/topo1.$m")"
done
if [ -f "$MLIB" ]; then
    mpicc.mpich -O2 -o "$R/topom" tests/programs/topo_reorder.c
    for m in cart dist graph; do
        timeout 120 mpiexec.mpich -n 6 -genv LD_PRELOAD "$MLIB" -genv COMMPROF_DISABLE 1 -genv COMMPROF_TOPO_REORDER 1 \
            "$R/topom" $m 1024 5 </dev/null >"$R/topom1.$m" 2>&1
        grep -q "^$m 6 ranks .* check ok" "$R/topom1.$m" && grep -q "reorder = 1: the mapper keeps" "$R/topom1.$m" &&
            pass "COMMPROF_TOPO_REORDER=1 on one host ($m, MPICH): right, the ranks kept" ||
            fail "COMMPROF_TOPO_REORDER=1 on one host ($m, MPICH)" "$(head -3 "$R/topom1.$m")"
    done
fi

# on the emulated multi-cluster: the permutation across hosts, and a job
# whose launched order puts its partners across the trunk runs as fast
# reordered at run time as relaunched with the mapper's rankfile
source tests/lib/testbed.sh
tb_why=$(testbed_why)
if [ -n "$tb_why" ]; then
    skip "COMMPROF_REORDER on the emulated cluster" "$tb_why"
else
    D=$R/tb
    if ! "$ROOT/bin/commprof-testbed" up --dir "$D" --clusters 2 --nodes 2 --slots 2 --delay 1ms --rate 100M \
        >"$R/up.log" 2>&1; then
        fail "reorder: testbed up" "$(tail -2 "$R/up.log")"
    else
        tbrun() { # OUT REORDER ARGS...: 8 ranks by the hostfile, unbound
            local o=$1 src=$2
            shift 2
            timeout 300 "$D/mpirun" -n 8 --hostfile "$D/hostfile" --bind-to none -x LD_PRELOAD="$LIB" -x COMMPROF_DISABLE=1 \
                -x COMMPROF_REORDER="$src" -x COMMPROF_SWITCHES="$D/topology.conf" "$@" </dev/null >"$o" 2>"$o.err"
        }
        # launched: 0,1 on c0n0, 2,3 on c0n1, 4,5 on c1n0, 6,7 on c1n1
        hosts=(c1n1 c0n0 c1n0 c0n1 c0n1 c1n0 c0n0 c1n1) slots=(1 0 0 1 0 1 1 0)
        : >"$R/tb.rf"
        : >"$R/tb.expected"
        for r in 0 1 2 3 4 5 6 7; do
            h=${hosts[$r]} s=${slots[$r]}
            echo "rank $r=$h slot=$s" >>"$R/tb.rf"
            base=$((${h:1:1} * 4 + ${h:3:1} * 2))
            echo "rank $r launched $((base + s)) host $h commprof_rank $r" >>"$R/tb.expected"
        done
        # (no window: Open MPI 4.1 has no one-sided transport between hosts over TCP)
        tbrun "$R/tb.out" "$R/tb.rf" "$R/wv" "$R/tb.dat" nowin
        grep '^rank' "$R/tb.out" | sort -k2,2n >"$R/tb.ranks"
        same "COMMPROF_REORDER across 4 hosts: each rank on the host and process the rankfile gives it" \
            "$R/tb.expected" "$R/tb.ranks"
        grep -q "^semantics ok" "$R/tb.out" && pass "COMMPROF_REORDER across hosts: semantics ok" ||
            fail "COMMPROF_REORDER across hosts" "$(tail -2 "$R/tb.out") $(tail -2 "$R/tb.out.err")"
        # the partners kernel: profiled as launched, then 3 rounds of
        # launched / reordered at run time / relaunched with the rankfile
        mpicc.openmpi -O2 -o "$R/partners" tests/programs/partners.c
        rm -rf "$R/p.rec"
        timeout 300 "$D/mpirun" -n 8 --hostfile "$D/hostfile" -x LD_PRELOAD="$LIB" -x COMMPROF_OUTPUT="$R/p.rec" \
            -x COMMPROF_QUIET -x COMMPROF_RECV=0 "$R/partners" 65536 5 </dev/null >"$R/p.rec.out" 2>&1
        "$ROOT/bin/mapper" -q --hostfile "$D/hostfile" --switches "$D/topology.conf" "$R/p.rec" -o "$R/p.rf" 2>"$R/p.map.err"
        : >"$R/p.times"
        for round in 1 2 3; do
            timeout 300 "$D/mpirun" -n 8 --hostfile "$D/hostfile" --bind-to none "$R/partners" 65536 40 </dev/null \
                >"$R/p.a" 2>&1
            tbrun "$R/p.b" "$R/p.rec" "$R/partners" 65536 40
            timeout 300 "$D/mpirun" -n 8 --rankfile "$R/p.rf" "$R/partners" 65536 40 </dev/null >"$R/p.c" 2>&1
            t() { awk '/^partners/ && /check ok/ { for (i = 1; i < NF; i++) if ($(i + 1) == "s") print $i }' "$1"; }
            echo "$(t "$R/p.a") $(t "$R/p.b") $(t "$R/p.c")" >>"$R/p.times"
        done
        med() { awk -v k="$1" '{ print $k }' "$R/p.times" | sort -g | sed -n 2p; }
        ta=$(med 1) tb=$(med 2) tc=$(med 3)
        echo "launched $ta s, reordered at run time $tb s, relaunched by rankfile $tc s (medians of 3)" >"$R/p.summary"
        grep -q "MPI_COMM_WORLD reordered by $R/p.rec (the mapper's placement)" "$R/p.b.err" &&
            awk -v a="${ta:-0}" -v b="${tb:-0}" -v c="${tc:-0}" 'BEGIN {
                exit !(a > 0 && b > 0 && c > 0 && b < a / 3 && b < 2 * c + 0.02) }' &&
            pass "COMMPROF_REORDER=RECORDING on 2 clusters: $(cat "$R/p.summary")" ||
            fail "COMMPROF_REORDER on the testbed" "$(cat "$R/p.summary"); $(head -2 "$R/p.b.err")"
        # the one command: profile, place, and relaunch the placed order by
        # the same command line, reordered at MPI_Init (no rankfile)
        rm -rf "$R/cr"
        timeout 600 "$ROOT/bin/commprof-run" -o "$R/cr" --place --relaunch --reorder -- "$D/mpirun" -n 8 \
            --hostfile "$D/hostfile" "$R/partners" 65536 40 </dev/null >"$R/cr.log" 2>&1
        rc=$?
        # wall times (launch included), and the kernel's own, as launched then placed
        read -r ca cb <"$R/cr/times" 2>/dev/null
        read -r ka kb < <(awk '/^partners/ && /check ok/ { for (i = 1; i < NF; i++) if ($(i + 1) == "s") printf "%s ", $i }' \
            "$R/cr/relaunch.log")
        [ $rc = 0 ] && grep -q "as placed (reordered at MPI_Init)" "$R/cr.log" &&
            [ "$(grep -c "check ok" "$R/cr/relaunch.log")" = 2 ] && grep -q "MPI_COMM_WORLD reordered by $R/cr/rankfile" "$R/cr/relaunch.log" &&
            awk -v a="${ca:-0}" -v b="${cb:-0}" -v x="${ka:-0}" -v y="${kb:-0}" 'BEGIN { exit !(b > 0 && b < a && y > 0 && y < x / 3) }' &&
            pass "commprof-run --place --relaunch --reorder: the placed order by the same command, reordered at MPI_Init: kernel $kb s against $ka s as launched (wall $cb s against $ca s)" ||
            fail "commprof-run --reorder" "rc $rc, wall ${ca:-?} ${cb:-?}, kernel ${ka:-?} ${kb:-?}; $(tail -2 "$R/cr.log")"
        # reorder = 1 on the testbed.  A periodic ring under --map-by node
        # (neighbours on other nodes, 4 of its 8 edges across the trunk):
        # placed, 2 edges cross (the least for two clusters), and faster.
        topo() { # OUT TOPO_REORDER MAPARGS... -- ARGS
            local o=$1 t=$2
            shift 2
            timeout 300 "$D/mpirun" -n 8 --hostfile "$D/hostfile" --bind-to none -x LD_PRELOAD="$LIB" -x COMMPROF_DISABLE=1 \
                -x COMMPROF_TOPO_REORDER="$t" -x COMMPROF_SWITCHES="$D/topology.conf" "$@" </dev/null >"$o" 2>&1
        }
        # trunk crossings of the ring k -> k+1 in a "hosts" line (cluster = c0/c1)
        crossings() { awk '/^hosts/ { n = NF - 1; for (k = 0; k < n; k++) x += substr($(k + 2), 1, 2) != substr($((k + 1) % n + 2), 1, 2); print x }' "$1"; }
        : >"$R/cart.times"
        for round in 1 2 3; do
            topo "$R/cart.off" 0 --map-by node "$R/topo" cart 262144 10
            topo "$R/cart.on" 1 --map-by node "$R/topo" cart 262144 10
            echo "$(awk '/^cart/ { print $4 }' "$R/cart.off") $(awk '/^cart/ { print $4 }' "$R/cart.on")" >>"$R/cart.times"
        done
        c0=$(awk '{ print $1 }' "$R/cart.times" | sort -g | sed -n 2p) c1=$(awk '{ print $2 }' "$R/cart.times" | sort -g | sed -n 2p)
        grep -q "check ok" "$R/cart.off" && grep -q "check ok" "$R/cart.on" &&
            grep -q "MPI_Cart_create with reorder = 1: [0-9]* of 8 ranks moved" "$R/cart.on" &&
            [ "$(crossings "$R/cart.off")" = 4 ] && [ "$(crossings "$R/cart.on")" = 2 ] &&
            awk -v a="${c0:-0}" -v b="${c1:-0}" 'BEGIN { exit !(a > 0 && b > 0 && a >= 1.5 * b) }' &&
            pass "MPI_Cart_create reorder = 1 under --map-by node: ring edges across the trunk 4 -> 2, halo exchange $c0 s -> $c1 s ($(awk -v a="$c0" -v b="$c1" 'BEGIN { printf "%.2fx", a / b }'), medians of 3)" ||
            fail "MPI_Cart_create reorder = 1 on the testbed" "times $c0 $c1; crossings $(crossings "$R/cart.off") $(crossings "$R/cart.on"); $(grep -h "commprof\|check\|hosts" "$R/cart.on" | head -3)"
        # a graph whose partner pairs (k, k ^ 4 = k + 4 mod 8; weight 100 in
        # the distributed graph) the launcher splits across the trunk:
        # placed, less weight across it (the heavy pairs each on one node),
        # and every neighbour query names the new ranks (open-mpi/ompi#11756)
        # the weight of the edges across the trunk in a "hosts" line: ring
        # edges 1, partner edges W (MPI_Graph_create has no weights: 1)
        across() { awk -v W="$2" '/^hosts/ { for (k = 0; k < 8; k++) {
            c = substr($(k + 2), 1, 2); x += c != substr($((k + 1) % 8 + 2), 1, 2)
            if (k < 4) x += W * (c != substr($(k + 6), 1, 2)) } print x }' "$1"; }
        for m in dist distu distg graph; do
            w=100
            case $m in dist | distg) ;; *) w=1 ;; esac
            # as launched: the same graph's (Open MPI's own reorder of
            # MPI_Dist_graph_create, topo/treematch, aborts the job here:
            # "Not enough slots/constraints (2) for the communication
            # matrix order (8)")
            [ $m = distg ] || topo "$R/$m.off" 0 "$R/topo" $m
            [ $m = distg ] && cp "$R/dist.off" "$R/$m.off"
            topo "$R/$m.on" 1 "$R/topo" $m
            split=$(awk '/^hosts/ { for (k = 0; k < 8; k++) x += $(k + 2) != $((k + 4) % 8 + 2); print x }' "$R/$m.on")
            a0=$(across "$R/$m.off" $w) a1=$(across "$R/$m.on" $w)
            grep -q "^$m 8 ranks .* check ok" "$R/$m.on" && grep -q "reorder = 1: [0-9]* of 8 ranks moved" "$R/$m.on" &&
                [ -n "$a0" ] && [ -n "$a1" ] && [ "$a1" -lt "$a0" ] && { [ $w = 1 ] || [ "$split" = 0 ]; } &&
                pass "$m reorder = 1 on 2 clusters: weight across the trunk $a0 -> $a1$([ $w = 100 ] && echo ", every heavy pair on one node"); neighbours, weights and the exchange in new ranks" ||
                fail "$m reorder = 1 on the testbed" "across $a0 -> $a1, split $split; $(grep -h "commprof\|check\|hosts\|expected" "$R/$m.on" | head -4)"
        done
        "$ROOT/bin/commprof-testbed" down --dir "$D" >"$R/down.log" 2>&1 || fail "reorder: testbed down" "$(tail -2 "$R/down.log")"
    fi
fi

# Run-time reordering (COMMPROF_REORDER): MPI_COMM_WORLD reordered at
# MPI_Init, no relaunch.  Truths: hand-written permutations (each process
# says its rank, the launcher's rank and its host: exactly the
# permutation), answers of the same program run as launched (world_view.c:
# sums, a ring, gathers, windows, files, groups, attributes), the recorded
# traffic of a ring computed by hand through the permutation, and, on the
# emulated multi-cluster, the time of the same job relaunched with the
# mapper's rankfile.
source tests/lib/reorder.sh

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

# the rankfile naming this node by one of its addresses (a rankfile the
# mapper wrote from a hostfile of addresses): the same permutation
ADDR=$(hostname -I 2>/dev/null | awk '{ print $1 }')
if [ -n "$ADDR" ]; then
    : >"$R/perm-addr.rf"
    for r in "${!perm[@]}"; do echo "rank $r=$ADDR slot=${perm[$r]}" >>"$R/perm-addr.rf"; done
    reorder_run "$R/perm-addr.out" "$R/perm-addr.err" 6 "$R/perm-addr.rf" "$R/wv" "$R/perm-addr.dat"
    grep '^rank' "$R/perm-addr.out" | sort -k2,2n >"$R/perm-addr.ranks"
    same "COMMPROF_REORDER: a rankfile naming the node by its address ($ADDR) places as by its name" \
        "$R/perm.expected" "$R/perm-addr.ranks"
else
    skip "COMMPROF_REORDER by address" "this machine has no address but loopback (hostname -I)"
fi

# the rankfile naming the loopback (the mapper's from "localhost slots=6",
# as on a laptop): the launcher's node, here the job's one host
: >"$R/perm-lo.rf"
for r in "${!perm[@]}"; do echo "rank $r=localhost slot=${perm[$r]}" >>"$R/perm-lo.rf"; done
reorder_run "$R/perm-lo.out" "$R/perm-lo.err" 6 "$R/perm-lo.rf" "$R/wv" "$R/perm-lo.dat"
grep '^rank' "$R/perm-lo.out" | sort -k2,2n >"$R/perm-lo.ranks"
same "COMMPROF_REORDER: a rankfile naming the node localhost places as by its name" "$R/perm.expected" "$R/perm-lo.ranks"

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
printf 'rank 0=10.0.0.1 slot=0\nrank 1=%s slot=1\nrank 2=%s slot=2\nrank 3=%s slot=3\n' "$HOST" "$HOST" "$HOST" >"$R/address.rf"
printf 'x\001\377\000 binary\n' >"$R/random.bin" # not text
for c in "short.rf:places 3 ranks, but this job has 4 processes" "twice.rf:twice.rf:3: rank 1 again (first on line 2)" \
    "corrupt.rf:corrupt.rf:3: not a rankfile line" "host.rf:host.rf:1: host elsewhere is not one of this job's hosts" \
    "address.rf:address.rf:1: host 10.0.0.1 is not one" "missing.rf:missing.rf: No such file" "random.bin:random.bin:1: not text"; do
    f=${c%%:*} why=${c#*:}
    rc=0
    reorder_run "$R/bad.out" "$R/bad.err" 4 "$R/$f" "$R/wv" || rc=$?
    n=$(grep -c "COMMPROF_REORDER" "$R/bad.err")
    [ $rc = 0 ] && [ "$n" = 1 ] && grep -q -- "$why" "$R/bad.err" && ! grep -q '[^[:print:]]' "$R/bad.err" && grep -q "stays as launched" "$R/bad.err" &&
        grep -q "^rank 3 launched 3 " "$R/bad.out" && grep -q "^semantics ok" "$R/bad.out" &&
        pass "COMMPROF_REORDER=$f: runs as launched, exit 0, rank 0 says why once ($(grep -m1 COMMPROF_REORDER "$R/bad.err" | cut -c1-110))" ||
        fail "COMMPROF_REORDER=$f" "rc $rc, $n messages: $(head -3 "$R/bad.err")"
done


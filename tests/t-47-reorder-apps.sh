# Run-time reordering with real applications (LAMMPS, PETSc, HPCC reversed
# by a rankfile, against the same run as launched) and reorder = 1
# (COMMPROF_TOPO_REORDER=1) on one host, Open MPI and MPICH.
source tests/lib/reorder.sh

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


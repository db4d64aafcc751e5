# The applications the end-to-end and prediction benchmarks run on the
# emulated cluster, sourced by e2e-bench and predict-bench: for each NAME,
# NAME_ok (installed?), NAME_prep DIR, NAME_cmd DIR (the command after
# mpirun's options) and NAME_time OUTPUT (the application's own seconds, or
# -).  Needs KER (where kernels are built).
P=/usr/lib/petscdir/petsc3.18/x86_64-linux-gnu-real
kernel() { mkdir -p "$KER" && mpicc.openmpi -O2 -o "$KER/$1" "$2"; }

exchange_ok() { :; }
exchange_prep() { kernel exchange "$ROOT/tests/programs/exchange.c"; }
exchange_cmd() { echo "$KER/exchange 50 2000 65536"; }
exchange_time() { awk '/^exchange .* s check ok/ { print $(NF - 3) }' "$1"; }

partners_ok() { :; }
partners_prep() { kernel partners "$ROOT/tests/programs/partners.c"; }
partners_cmd() { echo "$KER/partners 65536 100"; }
partners_time() { awk '/^partners .* s check ok/ { print $(NF - 3) }' "$1"; }

halo2d_ok() { :; }
halo2d_prep() { kernel halo2d "$ROOT/tests/bench/kernels/halo2d.c"; }
halo2d_cmd() { echo "$KER/halo2d 4 2 1000 16000 30"; }
halo2d_time() { awk '/^halo2d .* s check ok/ { print $(NF - 3) }' "$1"; }

wavefront_ok() { :; }
wavefront_prep() { kernel wavefront "$ROOT/tests/bench/kernels/wavefront.c"; }
wavefront_cmd() { echo "$KER/wavefront 4 2 20 4000 10"; }
wavefront_time() { awk '/^wavefront .* s check ok/ { print $(NF - 3) }' "$1"; }

# Quantum ESPRESSO: SCF of 8 silicon atoms (its ScaLAPACK subspace
# diagonalization is the traffic whose order fights the machine)
qe_ok() { command -v pw.x >/dev/null && [ -f /usr/share/espresso/pseudo/Si.pz-vbc.UPF ]; }
qe_prep() { cp "$ROOT/tests/lib/qe-si8.in" "$1/si.in"; }
qe_cmd() { echo "-x OMP_NUM_THREADS=1 -wdir $1 pw.x -in si.in"; }
# its WALL reads 18.83s, 1m 4.37s or 1h 2m: seconds
qe_time() {
    awk '/PWSCF .*WALL/ { s = $0; sub(/.*CPU */, "", s); sub(/ *WALL.*/, "", s); gsub(/ /, "", s); t = 0
        if (match(s, /[0-9.]+h/)) t += 3600 * substr(s, RSTART, RLENGTH - 1)
        if (match(s, /[0-9.]+m/)) t += 60 * substr(s, RSTART, RLENGTH - 1)
        if (match(s, /[0-9.]+s/)) t += substr(s, RSTART, RLENGTH - 1)
        print t }' "$1" | tail -1
}

lammps_in=/usr/share/lammps/examples/melt/in.melt
lammps_ok() { command -v lmp >/dev/null && [ -f "$lammps_in" ]; }
lammps_prep() { sed -e 's/^run.*/run 200/' "$lammps_in" >"$1/in.melt"; }
lammps_cmd() { echo "-wdir $1 lmp -in in.melt -log none"; }
lammps_time() { awk '/^Loop time of/ { print $4 }' "$1"; }

# OpenFOAM: icoFoam on the lid-driven cavity (20 x 20 cells, 20 time steps)
# cut into 4 x 2 subdomains
CAV=/usr/share/doc/openfoam-examples/examples/incompressible/icoFoam/cavity/cavity
openfoam_ok() { command -v icoFoam >/dev/null && [ -d "$CAV" ]; }
openfoam_prep() {
    rm -rf "$1/cavity" && cp -r "$CAV" "$1/cavity" &&
        sed -i -e 's/^endTime .*/endTime         0.1;/' "$1/cavity/system/controlDict" &&
        printf 'FoamFile { version 2.0; format ascii; class dictionary; object decomposeParDict; }\n%s\n' \
            'numberOfSubdomains 8; method simple; coeffs { n (4 2 1); }' >"$1/cavity/system/decomposeParDict" &&
        WM_PROJECT_DIR=/usr/share/openfoam blockMesh -case "$1/cavity" >"$1/prep.log" 2>&1 && WM_PROJECT_DIR=/usr/share/openfoam decomposePar -case "$1/cavity" >>"$1/prep.log" 2>&1
}
openfoam_cmd() { echo "-x WM_PROJECT_DIR=/usr/share/openfoam icoFoam -parallel -case $1/cavity"; }
# none: its "ExecutionTime" is the CPU time (a fifth of the wall time with
# 8 ranks on 2 cores here), its "ClockTime" whole seconds; the wall clock
# less the launch is used instead
openfoam_time() { echo -; }

# PETSc: SNES ex5 (the Bratu problem on a 2-D DMDA grid)
EX5=/usr/share/petsc/3.18/share/petsc/examples/src/snes/tutorials/ex5.c
petsc_ok() { [ -f "$EX5" ] && [ -d "$P" ]; }
petsc_prep() {
    [ -x "$KER/ex5" ] || { mkdir -p "$KER" && mpicc.openmpi -O2 -o "$KER/ex5" "$EX5" -I"$P/include" -L"$P/lib" \
        -lpetsc_real -Wl,-rpath,"$P/lib" -lm; }
}
petsc_cmd() { echo "$KER/ex5 -da_grid_x 128 -da_grid_y 128 -log_view"; }
# -log_view's "Time (sec):  max ratio avg"
petsc_time() { awk '$1 == "Time" && $2 == "(sec):" { print $3 + 0 }' "$1" | tail -1; }

# The mini-apps of ../shared/workloads (read-only there), built out of tree
# with Open MPI's compilers.  Each times only its solver or main loop, while
# the replay spans MPI_Init's end to MPI_Finalize: they are timed by the wall
# clock less the launch (PRED_WALL_APPS)
WL=$ROOT/../shared/workloads
# workload NAME: a writable copy of its sources under $KER/src
workload_src() { rm -rf "$KER/src/$1" && mkdir -p "$KER/src" && cp -r "$WL/$1" "$KER/src/" && chmod -R u+w "$KER/src/$1"; }

# LULESH 2.0 (a cube of ranks: 8), 12^3 elements a rank, 100 steps
lulesh_ok() { [ -d "$WL/lulesh" ]; }
lulesh_prep() {
    [ -x "$KER/lulesh" ] || { workload_src lulesh && make -s -C "$KER/src/lulesh" MPICXX="mpicxx.openmpi -DUSE_MPI=1" \
        CXX="mpicxx.openmpi -DUSE_MPI=1" CXXFLAGS="-O2 -I. -w" LDFLAGS=-O2 >"$1/build.log" 2>&1 &&
        cp "$KER/src/lulesh/lulesh2.0" "$KER/lulesh"; }
}
lulesh_cmd() { echo "$KER/lulesh -s 12 -i 100"; }
lulesh_time() { echo -; }

# miniFE 2.0 (reference), 60^3 grid: its CG solve halo-exchanges and reduces
minife_ok() { [ -d "$WL/minife" ]; }
minife_prep() {
    [ -x "$KER/minife" ] || { workload_src minife && make -s -C "$KER/src/minife/ref/src" CXX=mpicxx.openmpi \
        CC=mpicc.openmpi CFLAGS=-O2 CXXFLAGS=-O2 >"$1/build.log" 2>&1 && cp "$KER/src/minife/ref/src/miniFE.x" "$KER/minife"; }
}
minife_cmd() { echo "-wdir $1 $KER/minife -nx 60 -ny 60 -nz 60"; }
minife_time() { echo -; }

# HPCG 3.1, 16^3 a rank, one timed set (--rt=1: as short as it runs)
hpcg_ok() { [ -d "$WL/hpcg" ]; }
hpcg_prep() {
    [ -x "$KER/hpcg" ] || { workload_src hpcg && mkdir -p "$KER/src/hpcg/b" && (cd "$KER/src/hpcg/b" &&
        ../configure Linux_MPI >/dev/null 2>&1 && make -s -j2 CXX=mpicxx.openmpi) >"$1/build.log" 2>&1 &&
        cp "$KER/src/hpcg/b/bin/xhpcg" "$KER/hpcg"; }
}
hpcg_cmd() { echo "-wdir $1 $KER/hpcg --nx=16 --ny=16 --nz=16 --rt=1"; }
hpcg_time() { echo -; }

# HPCC on a 2 x 4 process grid, small problems: not in the default list, its
# b_eff section pings every pair with 2 MB messages for minutes (3 min 50 s a
# run across a 1 ms trunk): a placement cannot help a benchmark of all pairs,
# and its random rings are drawn anew each run (docs/benchmarks.md, "HPCC")
hpcc_ok() { command -v hpcc >/dev/null; }
hpcc_prep() {
    sed -e 's/^200 .*Ns/1000         Ns/' -e 's/^2 .*Ps/2            Ps/' -e 's/^2 .*Qs/4            Qs/' \
        "$ROOT/tests/lib/hpccinf.txt" >"$1/hpccinf.txt"
}
hpcc_cmd() { echo "-wdir $1 hpcc"; }
hpcc_time() { echo -; }

# CP2K: the H2O molecular dynamics example (3 steps)
cp2k_ok() { command -v cp2k.psmp >/dev/null && [ -f /usr/share/doc/cp2k/examples/H2O.inp ]; }
cp2k_prep() {
    sed -e 's|BASIS_SET_FILE_NAME .*|BASIS_SET_FILE_NAME /usr/share/cp2k/BASIS_SET|' \
        -e 's|POTENTIAL_FILE_NAME .*|POTENTIAL_FILE_NAME /usr/share/cp2k/POTENTIAL|' \
        -e 's|STEPS .*|STEPS 3|' /usr/share/doc/cp2k/examples/H2O.inp >"$1/H2O.inp"
}
cp2k_cmd() { echo "-x OMP_NUM_THREADS=1 -wdir $1 cp2k.psmp -i H2O.inp"; }
# (its total starts after its own setup, 8 of the 22 s from MPI_Init on
# here: predict-bench takes the wall clock less the launch instead)
cp2k_time() { awk '$1 == "CP2K" && NF == 7 { print $NF }' "$1" | tail -1; }


# Real applications from Debian packages, each run once with commprof
# preloaded and Open MPI's monitoring on: every pair equal to the E lines.
# One file per rank: packing per node gathers the recordings at
# MPI_Finalize, which monitoring counts as I lines of sizes no baseline
# run could match (see the collectives check at the end).
A=$OUT/apps
mkdir -p "$A"
LIB=$ROOT/lib/libcommprof.so
export COMMPROF_PACK=0
mpicc.openmpi -O1 -o "$A/init_only" tests/programs/init_only.c || fail "apps: init_only builds"

# app_run NAME NP PROGRAM ARGS...  -> $A/NAME.commprof, $A/NAME.monitoring
app_run() {
    local name=$1 np=$2
    shift 2
    mkdir -p "$A/mon.$name"
    if ! (cd "$A" && ompi_run "$LIB" "$A/rec.$name" "$A/mon.$name/prof" "$np" "$@" >"$A/$name.log" 2>&1); then
        fail "apps: $name runs" "see $A/$name.log"
        return 1
    fi
    monitoring_pairs "$A/mon.$name/prof" >"$A/$name.monitoring"
    "$DUMP" "$A/rec.$name" >"$A/$name.commprof"
    # commprof's own collectives, as the same job size shows them with a
    # program that does nothing; its output path as long as the app's,
    # since rank 0 broadcasts it
    mkdir -p "$A/mon.$name.base"
    ompi_run "$LIB" "$A/bas.$name" "$A/mon.$name.base/prof" "$np" "$A/init_only" >"$A/$name.base.log" 2>&1 ||
        fail "apps: $name: the baseline runs" "see $A/$name.base.log"
}

# LAMMPS: Lennard-Jones melt, 8 ranks (3-D domain decomposition)
if command -v lmp >/dev/null && [ -f /usr/share/lammps/examples/melt/in.melt ]; then
    sed 's/^run.*/run 100/' /usr/share/lammps/examples/melt/in.melt >"$A/in.melt"
    if app_run lammps 8 lmp -in "$A/in.melt" -log none -screen none; then
        [ -s "$A/lammps.commprof" ] && same "apps: LAMMPS melt (8 ranks) = monitoring E lines" \
            "$A/lammps.monitoring" "$A/lammps.commprof" || fail "apps: LAMMPS recorded nothing"
    fi
else
    fail "apps: LAMMPS installed" "lmp or its examples missing (make deps)"
fi

# NetPIPE: ping-pong over message sizes up to 4 KiB (and 3 bytes either
# side of each), 20 round trips each: timed to a target, the repeats took
# 22 s here; preposted receives (-a: MPI_Irecv before the ping)
if command -v NPopenmpi >/dev/null; then
    if app_run netpipe 2 NPopenmpi -u 4096 -n 20 -a -o "$A/np.out"; then
        same "apps: NetPIPE = monitoring E lines" "$A/netpipe.monitoring" "$A/netpipe.commprof"
    fi
else
    fail "apps: NetPIPE installed" "NPopenmpi missing (make deps)"
fi

# PETSc KSP tutorial ex23 (1-D Laplacian, 4 ranks).  Its halo exchange uses
# persistent requests, which Open MPI 4.1's monitoring does not count: the
# difference commprof - monitoring must be exactly one 8-byte ghost value to
# each 1-D neighbour per VecScatterBegin, as PETSc's own -log_view counts it.
P=/usr/lib/petscdir/petsc3.18/x86_64-linux-gnu-real
EX=/usr/share/petsc/3.18/share/petsc/examples/src/ksp/ksp/tutorials/ex23.c
if [ -f "$EX" ] && [ -d "$P" ] && mpicc.openmpi -O1 -o "$A/ex23" "$EX" -I"$P/include" -L"$P/lib" \
    -lpetsc_real -Wl,-rpath,"$P/lib" 2>"$A/ex23.build"; then
    if app_run petsc 4 "$A/ex23" -n 1000 -ksp_max_it 50 -log_view; then
        scatters=$(awk '$1 == "VecScatterBegin" { print $2 }' "$A/petsc.log")
        for ((r = 0; r < 4; r++)); do
            ((r > 0)) && echo "$r $((r - 1)) $scatters $((8 * scatters))"
            ((r < 3)) && echo "$r $((r + 1)) $scatters $((8 * scatters))"
        done | pairs_sum >"$A/petsc.persistent_expected"
        pairs_minus "$A/petsc.commprof" "$A/petsc.monitoring" >"$A/petsc.persistent"
        if [ -n "$scatters" ] && [ "$scatters" -gt 0 ]; then
            same "apps: PETSc ex23 = monitoring E lines + persistent halo ($scatters scatters, -log_view)" \
                "$A/petsc.persistent_expected" "$A/petsc.persistent"
        else
            fail "apps: PETSc -log_view shows VecScatterBegin" "see $A/petsc.log"
        fi
    fi
else
    fail "apps: PETSc example builds" "see $A/ex23.build (make deps)"
fi

# HPCC (HPL, PTRANS, RandomAccess, FFT, b_eff; 4 ranks, small problem).
# Open MPI 4.1.4's monitoring files the messages of its *basic linear*
# alltoall (coll_tuned algorithm 1, its choice for HPCC's FFT here) as user
# E traffic, while every other algorithm shows as I: force pairwise (2) so
# that E holds user point-to-point only.
if command -v hpcc >/dev/null; then
    cp tests/lib/hpccinf.txt "$A/hpccinf.txt"
    if app_run hpcc 4 --mca coll_tuned_use_dynamic_rules 1 --mca coll_tuned_alltoall_algorithm 2 hpcc; then
        if grep -q "End of HPC Challenge tests" "$A/hpccoutf.txt" 2>/dev/null; then
            same "apps: HPCC (4 ranks) = monitoring E lines" "$A/hpcc.monitoring" "$A/hpcc.commprof"
        else
            fail "apps: HPCC completes" "see $A/hpccoutf.txt"
        fi
    fi
else
    fail "apps: HPCC installed" "hpcc missing (make deps)"
fi

# OpenFOAM: icoFoam on the tutorial's lid-driven cavity (20 time steps),
# decomposed into 4 (simple, 2 x 2).  Its tools find their configuration
# through WM_PROJECT_DIR (Debian's etc/bashrc sets it).
CAV=/usr/share/doc/openfoam-examples/examples/incompressible/icoFoam/cavity/cavity
if command -v icoFoam >/dev/null && [ -d "$CAV" ] && [ -d /usr/share/openfoam/etc ]; then
    export WM_PROJECT_DIR=/usr/share/openfoam
    rm -rf "$A/cavity" && cp -r "$CAV" "$A/cavity"
    sed -i 's/^endTime .*/endTime         0.1;/' "$A/cavity/system/controlDict"
    printf 'FoamFile { version 2.0; format ascii; class dictionary; object decomposeParDict; }\n%s\n' \
        'numberOfSubdomains 4; method simple; coeffs { n (2 2 1); }' >"$A/cavity/system/decomposeParDict"
    if blockMesh -case "$A/cavity" >"$A/cavity.prep.log" 2>&1 && decomposePar -case "$A/cavity" >>"$A/cavity.prep.log" 2>&1; then
        if app_run openfoam 4 -x WM_PROJECT_DIR icoFoam -parallel -case "$A/cavity"; then
            grep -q "^End" "$A/openfoam.log" && [ -s "$A/openfoam.commprof" ] &&
                same "apps: OpenFOAM icoFoam cavity (4 ranks) = monitoring E lines" "$A/openfoam.monitoring" "$A/openfoam.commprof" ||
                fail "apps: OpenFOAM icoFoam completes and sends" "see $A/openfoam.log"
        fi
    else
        fail "apps: OpenFOAM cavity case prepared (blockMesh, decomposePar)" "see $A/cavity.prep.log"
    fi
    unset WM_PROJECT_DIR
else
    fail "apps: OpenFOAM installed" "icoFoam or its cavity example missing (make deps)"
fi

# NWChem: an SCF energy of water on 4 ranks.  Its Global Arrays run on
# ARMCI over MPI one-sided windows, made and freed all the time: the
# point-to-point, modeled collective (window creation, fences and freeing
# included) and one-sided traffic together equal monitoring's E + I + S
# lines less commprof's own, pair by pair.  (Without the windows' model,
# 36% of the messages and 32% of the bytes were missing; 85% on 1 -> 3.)
if command -v nwchem.openmpi >/dev/null; then
    cp tests/lib/nwchem-h2o.nw "$A/h2o.nw"
    if app_run nwchem 4 nwchem.openmpi h2o.nw && grep -q "Total SCF energy" "$A/nwchem.log"; then
        for k in E I S; do
            monitoring_kind "$A/mon.nwchem/prof" $k
            monitoring_kind "$A/mon.nwchem.base/prof" $k | awk '{ print $1, $2, -$3, -$4 }'
        done | pairs_sum >"$A/nwchem.EIS"
        for k in p2p coll rma; do "$DUMP" --kind $k "$A/rec.nwchem"; done | pairs_sum >"$A/nwchem.all"
        [ "$(awk '{ s += $4 } END { print s + 0 }' "$A/nwchem.EIS")" -gt 1000000 ] &&
            same "apps: NWChem SCF (4 ranks, ARMCI over MPI windows): p2p + collectives + one-sided = monitoring's E + I + S less commprof's own" \
                "$A/nwchem.EIS" "$A/nwchem.all" || fail "apps: NWChem moved over 1 MB" "see $A/nwchem.EIS"
    else
        fail "apps: NWChem SCF completes" "see $A/nwchem.log"
    fi
else
    fail "apps: NWChem installed" "nwchem.openmpi missing (make deps)"
fi

# Collectives in the real applications: the messages the model says their
# collectives sent (communicator creation included: the context-id
# agreement and split's allgather Open MPI runs inside it) equal
# monitoring's I lines, pair by pair, once commprof's own collectives are
# taken away (at MPI_Init: node and sync communicators, the output
# directory, the binding probe), as the baseline run of init_only shows
# them.  Then the graph the analyzer builds from the recording (point-to-
# point and collectives) is the one monitoring's E and I lines give, less
# that baseline, plus PETSc's persistent halo, which monitoring misses.
for app in lammps petsc hpcc netpipe openfoam; do
    [ -d "$A/rec.$app" ] && [ -d "$A/mon.$app" ] || continue
    monitoring_kind "$A/mon.$app.base/prof" I >"$A/$app.I.base"
    monitoring_kind "$A/mon.$app/prof" I >"$A/$app.I.all"
    pairs_minus "$A/$app.I.all" "$A/$app.I.base" >"$A/$app.I"
    "$DUMP" --kind coll "$A/rec.$app" >"$A/$app.coll"
    own=$(awk 'FNR == NR { ib += $4; next } { bb += $4 } END { printf "%.1f%%", ib ? 100 * bb / ib : 0 }' "$A/$app.I.all" "$A/$app.I.base")
    if [ -s "$A/$app.I.base" ]; then
        same "apps: $app: modeled collective traffic = monitoring's I lines less commprof's own ($own of them), pair by pair" \
            "$A/$app.I" "$A/$app.coll"
    else
        fail "apps: $app: the baseline shows commprof's own collectives" "empty $A/$app.I.base"
    fi
    "$ROOT/bin/analyzer" -q --include p2p,coll "$A/rec.$app" -o "$A/$app.mtx" 2>"$A/$app.an.err"
    mtx_pairs "$A/$app.mtx" >"$A/$app.graph"
    { cat "$A/$app.monitoring" "$A/$app.I"; [ "$app" = petsc ] && cat "$A/petsc.persistent_expected"; } | pairs_sum >"$A/$app.graph.expected"
    same "apps: $app: the analyzer's matrix (point-to-point and collectives) = monitoring's E + I lines less commprof's own$([ "$app" = petsc ] && echo ', plus the persistent halo')" \
        "$A/$app.graph.expected" "$A/$app.graph"
    # every collective call that moves data has its algorithm modeled: none
    # flagged unmodeled ("N?"), none without one ("-") on more than one
    # rank unless it moved nothing (MPI skips empty calls)
    gaps=$("$DUMP" --calls "$A/rec.$app" | awk '$3 ~ /\?$/ || ($3 == "-" && $4 > 1 && $8 + $9 > 0 && $2 !~ /^MPI_(Win|Put|Get|Acc|Fetch|Compare|Rget|Rput|Raccumulate)/) { print $2, $3, $4 }' | sort -u | head -3)
    [ -z "$gaps" ] && pass "apps: $app: every collective call that moves data has its algorithm modeled" ||
        fail "apps: $app: collective calls left unmodeled" "$gaps"
done

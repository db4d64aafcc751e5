# Shared by the run-time reordering groups (t-47-*): the programs, a run
# under COMMPROF_REORDER, and the lines world_view prints for a permutation.
R=$OUT/reorder
mkdir -p "$R"
LIB=$ROOT/lib/libcommprof.so
MLIB=$ROOT/lib/mpich/libcommprof.so
HOST=$(hostname)
HOST=${HOST%%.*}
mpicc.openmpi -O2 -o "$R/wv" tests/programs/world_view.c &&
    mpicc.openmpi -O2 -o "$R/ring" tests/programs/ring.c &&
    mpicc.openmpi -O2 -o "$R/topo" tests/programs/topo_reorder.c || fail "reorder: test programs build"

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

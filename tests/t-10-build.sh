# The build itself: generated wrappers up to date, symbols hidden.
if command -v python3 >/dev/null && python3 interpose/gen_wrappers.py --check; then
    pass "generated wrappers match interpose/mpi_calls.def"
else
    fail "generated wrappers match interpose/mpi_calls.def"
fi
extra=$(nm -D --defined-only lib/libcommprof.so | awk '$2 ~ /[TDBW]/ {print $3}' |
    grep -vE '^(P?MPI_|commprof_|_init$|_fini$)' || true)
if [ -z "$extra" ]; then pass "libcommprof.so exports only MPI_*, PMPI_*, commprof_*"; else fail "exports" "$extra"; fi
n_mpi=$(grep -cvE '^\s*(#|$)' interpose/mpi_calls.def)
n_exp=$(nm -D --defined-only lib/libcommprof.so | grep -c ' T PMPI_')
# the large-count rows are compiled only where mpi.h has them (not Open MPI 4.1)
n_lc=$(grep -cE '^[a-z_]+@4' interpose/mpi_calls.def)
if [ "$n_exp" -eq $((n_mpi - n_lc + 1)) ]; then pass "every table row wrapped ($n_exp PMPI_ entry points incl. Pcontrol)"
else fail "every table row wrapped" "$n_exp PMPI_ symbols for $n_mpi rows"; fi

# The build itself: generated wrappers up to date, symbols hidden.
if command -v python3 >/dev/null && python3 interpose/gen_wrappers.py --check; then
    pass "generated wrappers match interpose/mpi_calls.def"
else
    fail "generated wrappers match interpose/mpi_calls.def"
fi
extra=$(nm -D --defined-only lib/libcommprof.so | awk '$2 ~ /[TDBW]/ {print $3}' |
    grep -vE '^(P?MPIX?_|commprof_|_init$|_fini$)' || true)
if [ -z "$extra" ]; then pass "libcommprof.so exports only MPI_*, PMPI_*, MPIX_*, PMPIX_*, commprof_*"; else fail "exports" "$extra"; fi
n_mpi=$(grep -cvE '^\s*(#|$)' interpose/mpi_calls.def)
# persistent collectives (%p rows) are MPIX_<op>_init in Open MPI 4.1
n_exp=$(nm -D --defined-only lib/libcommprof.so | grep -cE ' T PMPIX?_')
# rows with @ feature tags (large-count _c forms, Isendrecv, partitioned)
# are compiled only where mpi.h has them: none in Open MPI 4.1, all in MPICH 4
n_lc=$(grep -cE '^[a-z_]+(%p)?@' interpose/mpi_calls.def)
if [ "$n_exp" -eq $((n_mpi - n_lc + 1)) ]; then pass "every table row wrapped ($n_exp PMPI_ and PMPIX_ entry points incl. Pcontrol)"
else fail "every table row wrapped" "$n_exp PMPI_ symbols for $n_mpi rows"; fi
if [ -f lib/mpich/libcommprof.so ]; then
    n_exp=$(nm -D --defined-only lib/mpich/libcommprof.so | grep -cE ' T PMPIX?_')
    if [ "$n_exp" -eq $((n_mpi + 1)) ]; then pass "MPICH build: every table row wrapped, MPI-4 ones included ($n_exp entry points)"
    else fail "MPICH build: every table row wrapped" "$n_exp PMPI_ symbols for $n_mpi rows"; fi
fi
# every COMMPROF_* setting of the table (interpose/settings.c) documented
# exactly once in docs/settings.md, and nothing there that the table lacks
tab=$(grep -o '{"COMMPROF_[A-Z_]*"' interpose/settings.c | tr -d '{"' | sort)
doc=$(grep -oE '^\| `COMMPROF_[A-Z_]+`' docs/settings.md | tr -d '|` ' | sort)
dups=$(echo "$doc" | uniq -d)
if [ -n "$tab" ] && [ "$tab" = "$(echo "$doc" | sort -u)" ] && [ -z "$dups" ]; then
    pass "docs/settings.md documents each of the $(echo "$tab" | wc -l) settings of interpose/settings.c once"
else
    fail "docs/settings.md against the settings table" "table only: $(comm -23 <(echo "$tab") <(echo "$doc" | sort -u) | tr '\n' ' ')docs only: $(comm -13 <(echo "$tab") <(echo "$doc" | sort -u) | tr '\n' ' ')twice: $dups"
fi
# no code outside the settings module reads a COMMPROF_* variable
stray=$(grep -rln 'getenv("COMMPROF_' interpose analyzer mapper | grep -v 'interpose/settings.c' || true)
[ -z "$stray" ] && pass "only interpose/settings.c reads COMMPROF_* variables" || fail "getenv(\"COMMPROF_...\") outside settings.c" "$stray"

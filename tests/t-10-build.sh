# The build itself: generated wrappers up to date, symbols hidden.
if command -v python3 >/dev/null && python3 interpose/wrap/gen_wrappers.py --check; then
    pass "generated wrappers match interpose/wrap/mpi_calls.def"
else
    fail "generated wrappers match interpose/wrap/mpi_calls.def"
fi
extra=$(nm -D --defined-only lib/libcommprof.so | awk '$2 ~ /[TDBW]/ {print $3}' |
    grep -vE '^(P?MPIX?_|commprof_|_init$|_fini$)' || true)
if [ -z "$extra" ]; then pass "libcommprof.so exports only MPI_*, PMPI_*, MPIX_*, PMPIX_*, commprof_*"; else fail "exports" "$extra"; fi
n_mpi=$(grep -cvE '^\s*(#|$)' interpose/wrap/mpi_calls.def)
# persistent collectives (%p rows) are MPIX_<op>_init in Open MPI 4.1
n_exp=$(nm -D --defined-only lib/libcommprof.so | grep -cE ' T PMPIX?_')
# rows with @ feature tags (large-count _c forms, Isendrecv, partitioned)
# are compiled only where mpi.h has them: none in Open MPI 4.1, all in MPICH 4
n_lc=$(grep -cE '^[a-z_]+(%p)?@' interpose/wrap/mpi_calls.def)
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
# the library's own MPI calls go past its wrappers (cp_mpi_*, generated
# from the table): a PMPI_ call of a wrapped function elsewhere would be
# counted as the application's traffic but for the nesting guard
wrapped=$(grep -o 'cp_mpi_[A-Za-z_]*(' interpose/wrap/mpi_real.gen.h | sed 's/cp_mpi_//; s/(//' | sort -u)
inner=$(grep -rnoE '\bPMPIX?_[A-Za-z_]+\s*\(' --include='*.c' --include='*.h' interpose |
    grep -v '\.gen\.[ch]:' | grep -v 'PMPI_Pcontrol' |
    awk -F: 'NR == FNR { w[$1] = 1; next } { n = $3; sub(/^PMPIX?_/, "", n); sub(/[ (]+$/, "", n); if (n in w) print $1 ":" $2 ": " $3 }' \
        <(echo "$wrapped") - || true)
[ -z "$inner" ] && pass "the library calls no wrapped PMPI_ function itself (it calls MPI's own through cp_mpi_*)" ||
    fail "library code calls a wrapped PMPI_ function (use cp_mpi_*, interpose/wrap/mpi_real.gen.h)" "$inner"
# the recording format's room needs nothing else of interpose: only its
# own headers and the ground floor's (formats/: the error type)
outside=$(grep -hoE '#include "[^"]+"' interpose/record/*.[ch] | sed 's/#include "//; s/"//' | sort -u |
    while read -r h; do [ -f "interpose/record/$h" ] || [ -f "formats/$h" ] || echo "$h"; done)
[ -z "$outside" ] && pass "interpose/record/ includes only its own headers and formats/' (the reader builds without MPI or the library)" ||
    fail "interpose/record/ includes headers from elsewhere" "$outside"
# no circles of files: A uses a symbol B defines and B, through any others,
# one of A's (by the objects' symbol tables; the library's sources compiled
# one by one here, the analyzer's and mapper's from the build)
CY=tests/out/cycles
rm -rf "$CY" && mkdir -p "$CY"
cyc_ok=1
for s in $(make -s print-lib-src); do
    mpicc.openmpi -O0 -std=c11 -D_GNU_SOURCE -DCP_WRAP_PMPI -fPIC $(make -s print-lib-iflags) -c "$s" \
        -o "$CY/$(echo "$s" | tr / _).o" 2>>"$CY/build.log" || cyc_ok=0
done
mkdir -p "$CY/probe"
for s in probe/*.c; do
    mpicc.openmpi -O0 -std=c11 -D_GNU_SOURCE -Iprobe -Ianalyzer -Imapper -Iinterpose/record -Iformats -c "$s" \
        -o "$CY/probe/$(basename "$s" .c).o" 2>>"$CY/build.log" || cyc_ok=0
done
# the same by includes: a header that pulls in higher ones makes a circle
# the linked symbols do not show (wrap_support.h once did, through the real
# entries every part calls)
inc=$(python3 tests/lib/include_cycles.py interpose analyzer mapper probe predict formats)
[ -z "$inc" ] && pass "no circles of modules by their includes in interpose/, analyzer/, mapper/, probe/, predict/, formats/" ||
    fail "circles of modules by their includes (each line one strongly connected set)" "$inc"
if [ $cyc_ok = 1 ]; then
    circles=$(python3 tests/lib/file_cycles.py "$CY"/*.o; python3 tests/lib/file_cycles.py "$CY"/probe/*.o; python3 tests/lib/file_cycles.py build/obj/analyzer/*.o \
        build/obj/mapper/*.o build/obj/predict/*.o build/obj/interpose/*/*.o build/obj/interpose/*.o 2>/dev/null)
    [ -z "$circles" ] && pass "no circles of files in interpose/, analyzer/, mapper/, probe/, predict/ ($(ls "$CY" "$CY/probe" | grep -c '\.o$') objects compiled here)" ||
        fail "circles of files (each line one strongly connected set)" "$circles"
else
    fail "the library's sources compile one by one" "$(head -5 "$CY/build.log")"
fi
# the README is a front door, and its links and the docs' lead somewhere
rl=$(wc -l <README.md) rw=$(wc -w <README.md)
[ "$rl" -le 250 ] && [ "$rw" -le 3000 ] && pass "README.md is a front door: $rl lines, $rw words (at most 250 and 3,000)" ||
    fail "README.md at most 250 lines and 3,000 words" "$rl lines, $rw words"
links=$(python3 tests/lib/doc_links.py README.md docs/*.md)
[ -z "$links" ] && pass "every relative link of README.md and docs/ resolves, every docs/ page linked from the README" ||
    fail "links of README.md and docs/" "$links"
# the collective decision rules are a table (interpose/coll/tuned_rules.def):
# each operation's rows end with one that has no bounds, for every kind of
# reduction it distinguishes, so that every call finds a row
open_end=$(awk -F'[(), ]+' '/^TUNED_RULE/ { k = $2 " " $3; last[k] = ($5 == 0 && $6 == 0); ops[$2] = 1 }
    END { for (k in last) if (!last[k]) print k; n = 0; for (o in ops) n++; if (n != 12) print "operations: " n }' \
    interpose/coll/tuned_rules.def)
[ -z "$open_end" ] && pass "tuned_rules.def: the 12 operations' rows each end without bounds" ||
    fail "tuned_rules.def: rows that end bounded" "$open_end"
# scripts/tuned-rules-from-ompi on a decision file in Open MPI 4.1's form,
# written here with its rows known: else-if chains, a two-process case,
# the commutative split, a size loop, and a formula it must refuse
TR=$OUT/tuned-rules
mkdir -p "$TR"
cat >"$TR/fixed.c" <<'EOF2'
int ompi_coll_tuned_reduce_intra_dec_fixed(const void *s, struct ompi_op_t *op)
{
    int communicator_size, alg, i; /* {1, "linear"} in braces, as Open MPI's comments */
    size_t total_dsize = 0;
    for (i = 0; i < communicator_size; i++) { total_dsize += 1; }
    if (!ompi_op_is_commute(op)) {
        alg = 1;
    } else {
        if (communicator_size == 2) {
            alg = 5;
        } else if (communicator_size < 8) {
            if (total_dsize < 512) {
                alg = 2;
            } else {
                alg = 3;
            }
        } else {
            alg = 4;
        }
    }
    return ompi_coll_tuned_reduce_intra_do_this(s, op, alg);
}
EOF2
printf '%s\n' "TUNED_RULE(REDUCE, NONCOMMUTATIVE, 0, 0, 0, 1)" "TUNED_RULE(REDUCE, COMMUTATIVE, 2, 3, 0, 5)" \
    "TUNED_RULE(REDUCE, COMMUTATIVE, 0, 8, 512, 2)" "TUNED_RULE(REDUCE, COMMUTATIVE, 0, 8, 0, 3)" \
    "TUNED_RULE(REDUCE, COMMUTATIVE, 0, 0, 0, 4)" >"$TR/expected"
scripts/tuned-rules-from-ompi "$TR/fixed.c" >"$TR/got" 2>"$TR/err"
same "scripts/tuned-rules-from-ompi: Open MPI's chains of ifs as table rows" "$TR/expected" "$TR/got"
sed 's/if (total_dsize < 512)/if (communicator_size > (0.5 * total_dsize + 1))/' "$TR/fixed.c" >"$TR/formula.c"
scripts/tuned-rules-from-ompi "$TR/formula.c" >/dev/null 2>"$TR/formula.err"
[ $? = 2 ] && grep -q "reduce:12: a branch on 'communicator_size > (0.5 \* total_dsize + 1)' decides the algorithm" "$TR/formula.err" &&
    pass "scripts/tuned-rules-from-ompi refuses a rule that is a formula, naming the line" ||
    fail "scripts/tuned-rules-from-ompi on a formula" "$(cat "$TR/formula.err")"

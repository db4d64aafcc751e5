# Collectives under MPICH (the logical view, persistent MPI_<op>_init, MPI-4's
# large-count _c forms) and from Fortran (mpif.h, use mpi, use mpi_f08,
# Open MPI and MPICH): by hand and against monitoring.
source tests/lib/colls.sh

write_expected
# MPICH: the library's algorithms are not modeled there; the logical view is
if mpicc.mpich -O1 -o "$B/colls.mpich" tests/programs/colls.c &&
    mpich_run "$ROOT/lib/mpich/libcommprof.so" "$B/rec.mpich" 8 -genv COLLS_OPS $ALL "$B/colls.mpich" 1 >"$B/mpich.log" 2>&1; then
    logical_of "$B/rec.mpich" >"$B/logical.mpich"
    same "colls: logical view under MPICH equals the hand-computed one" "$B/logical.expected" "$B/logical.mpich"
else
    fail "colls: MPICH run" "see $B/mpich.log"
fi
# MPICH 4 has MPI-4's persistent collectives (MPI_<op>_init)
if [ -x "$B/colls.mpich" ] && mpich_run "$ROOT/lib/mpich/libcommprof.so" "$B/rec6.mpich" 8 -genv COLLS_OPS pcoll \
    "$B/colls.mpich" 6 >"$B/mpich6.log" 2>&1; then
    logical_of "$B/rec6.mpich" | grep _init >"$B/persistent.mpich"
    # (without scatter: MPICH 4.0.2's MPI_Scatter_init fails, commprof or not)
    # and MPI-4's persistent v-variants, exscan and reduce_scatter (colls.c,
    # MPICH only), rank j's block j + 1 int: world rank 1 sends its 2 int to
    # 7 ranks (allgatherv) and gets the others' 1+3+4+5+6+7+8 = 34 int;
    # alltoallv/w the other way round; gatherv 2 int to root 7;
    # reduce_scatter sends the others' 34 int and gets 2 from each of 7;
    # exscan 3 int to the 6 ranks above, from the 1 below
    { grep -v '^MPI_Scatter_init ' "$B/persistent.expected"
        echo "MPI_Allgatherv_init 4 $((4 * 7 * 8)) $((4 * 34 * 4))"
        echo "MPI_Alltoallv_init 4 $((4 * 34 * 4)) $((4 * 7 * 8))"
        echo "MPI_Alltoallw_init 4 $((4 * 34 * 4)) $((4 * 7 * 8))"
        echo "MPI_Exscan_init 4 $((4 * 6 * 12)) $((4 * 1 * 12))"
        echo "MPI_Gatherv_init 4 $((4 * 8)) 0"
        echo "MPI_Reduce_scatter_init 4 $((4 * 34 * 4)) $((4 * 7 * 8))"; } | sort >"$B/persistent.mpich.expected"
    same "colls: persistent collectives' logical view under MPICH (MPI_<op>_init) equals the hand-computed one" \
        "$B/persistent.mpich.expected" "$B/persistent.mpich"
else
    fail "colls: MPICH persistent collectives run" "see $B/mpich6.log"
fi

# MPI-4's large-count forms (MPICH 4): colls.c with every collective,
# one-sided and window call that has a _c form made through it
# (tests/programs/large_count_colls.h; the v-variants' arrays as MPI_Count
# and MPI_Aint).  The library without the _c wrappers records none of it.
# Truths: the hand-computed logical views above, with "_c" taken off the
# names; the one-sided pairs by hand (each rank r of 8, fence epochs: put 16
# int to r+1 and get_accumulate 2 int there, 72 bytes sent in 2 messages;
# get 8 double from r+2 (an empty request) and fetch_and_op 1 int, 4 bytes;
# accumulate 4 int to r+3 and compare_and_swap 1 int, 20 bytes); the
# nonblocking ones, alltoallv and neighbor_alltoallv/w: rank 1's view by
# hand (above), and every rank's equal to the int forms' in the same MPICH.
strip_c() { sed -E 's/(MPI_[A-Za-z_]+)_c /\1 /' | sort; }
lc_run() { # name mode ops build -> $B/lc/rec.<name>.<build>
    mpich_run "$ROOT/lib/mpich/libcommprof.so" "$B/lc/rec.$1.$4" 8 -genv COLLS_OPS "$3" "$B/lc/colls.$4" "$2" \
        >"$B/lc/run.$1.$4.log" 2>&1
}
mkdir -p "$B/lc"
if mpicc.mpich -O1 -DCOLLS_LARGE_COUNT -Itests/programs -o "$B/lc/colls.c" tests/programs/colls.c &&
    mpicc.mpich -O1 -o "$B/lc/colls.int" tests/programs/colls.c &&
    lc_run all 1 "$ALL" c && lc_run pcoll 6 pcoll c && lc_run rma 2 rma c && lc_run nb 1 alltoallv,nb,nbrv c &&
    lc_run nb 1 alltoallv,nb,nbrv int; then
    logical_of "$B/lc/rec.all.c" | strip_c >"$B/lc/logical"
    same "colls: large-count (_c) collectives under MPICH: logical view equals the hand-computed one" \
        "$B/logical.expected" "$B/lc/logical"
    logical_of "$B/lc/rec.pcoll.c" | grep _init | strip_c >"$B/lc/persistent"
    same "colls: large-count persistent collectives (MPI_<op>_init_c) under MPICH: hand-computed logical view" \
        "$B/persistent.mpich.expected" "$B/lc/persistent"
    for ((r = 0; r < 8; r++)); do
        echo "$r $(((r + 1) % 8)) 2 72"; echo "$r $(((r + 2) % 8)) 2 4"; echo "$r $(((r + 3) % 8)) 2 20"
    done | pairs_sum >"$B/lc/rma.expected"
    "$DUMP" --kind rma "$B/lc/rec.rma.c" >"$B/lc/rma"
    calls=$("$DUMP" --calls "$B/lc/rec.rma.c" | awk '$2 ~ /^MPI_(Put|Get|Accumulate|Get_accumulate|Win_allocate)_c$/ && $7 == 1' | wc -l)
    [ "$calls" = 40 ] && same "colls: large-count one-sided calls (MPI_Put_c, ...) under MPICH: pairs as hand-computed" \
        "$B/lc/rma.expected" "$B/lc/rma" || fail "colls: large-count one-sided calls counted" "$calls of 40 _c lines"
    for f in int c; do
        logical_of "$B/lc/rec.nb.$f" | strip_c >"$B/lc/nb.logical.$f"
        same "colls: nonblocking collectives, alltoallv and neighbor_alltoallv/w ($f forms) under MPICH: rank 1's logical view is hand-computed" \
            "$B/nbrv.expected" "$B/lc/nb.logical.$f"
    done
    "$DUMP" --calls "$B/lc/rec.nb.int" | awk '{ $3 = ""; print }' | sort >"$B/lc/nb.int"
    "$DUMP" --calls "$B/lc/rec.nb.c" | awk '{ $3 = ""; print }' | strip_c >"$B/lc/nb.c"
    n=$("$DUMP" --calls "$B/lc/rec.nb.c" | grep -c '_c ')
    same "colls: large-count nonblocking collectives, alltoallv and neighbor_alltoallv/w (_c) under MPICH: the int forms' logical view ($n _c lines)" \
        "$B/lc/nb.int" "$B/lc/nb.c"
    # by hand: world rank 1 on the Cartesian communicator, 4 neighbours x 3 int
    "$DUMP" --calls "$B/lc/rec.nb.c" | awk '$1 == 1 && $2 ~ /^MPI_Neighbor_alltoall[vw]_c$/ && $4 == 8 && $5 == 0 { print $2, $7, $8, $9 }' |
        sort >"$B/lc/nbrv"
    same "colls: MPI_Neighbor_alltoallv_c and _alltoallw_c: 1 call, 48 bytes each, as hand-computed" \
        <(printf "MPI_Neighbor_alltoallv_c 1 48 0\nMPI_Neighbor_alltoallw_c 1 48 0\n") "$B/lc/nbrv"
else
    fail "colls: large-count (_c) collectives under MPICH build and run" "see $B/lc/run.*.log"
fi

# Fortran (tests/programs/f_colls.F90, built for mpif.h, use mpi and use
# mpi_f08): the modeled messages of 8 blocking collectives, then with
# MPI_Ibcast added, equal the I lines minus a baseline run (Open MPI); every rank counts
# each of the 9 collectives exactly 3 times on each of its 2 communicators,
# no more (MPICH's Fortran calls the C layer: no double count) and no fewer;
# the logical view is the same for every binding and both MPIs.
FB=(x mpifh mpi f08)
for b in 1 2 3; do
    name=fortran-${FB[b]} d=$B/fortran-${FB[b]}
    mkdir -p "$d"
    if ! mpif90.openmpi -cpp -DBIND=$b -O1 -o "$d/f_colls" tests/programs/f_colls.F90 >"$d/build.log" 2>&1; then
        fail "colls: $name builds" "$(head -3 "$d/build.log")"
        continue
    fi
    ok=1
    for w in 0 1 2; do
        ompi_run "$LIB" "$d/rec$w" "$d/mon$w" 6 "$d/f_colls" $w >"$d/run$w.log" 2>&1 || ok=0
    done
    if [ $ok = 0 ]; then
        fail "colls: $name runs" "see $d/run*.log"
        continue
    fi
    for w in 1 2; do
        monitoring_kind "$d/mon0" I >"$d/base"
        monitoring_kind "$d/mon$w" I >"$d/all$w"
        pairs_minus "$d/all$w" "$d/base" >"$d/expected$w"
        coll_less_base "$d/rec$w" "$d/rec0" >"$d/actual$w"
        [ -s "$d/expected$w" ] && same "colls: $name$([ $w = 2 ] && echo ' with MPI_Ibcast'): per-pair traffic equals monitoring's I lines ($(wc -l <"$d/expected$w") pairs)" \
            "$d/expected$w" "$d/actual$w" || fail "colls: $name: monitoring saw traffic" "empty $d/expected$w"
    done
    "$DUMP" --calls "$d/rec2" | awk '{ print $1, $2, $4, $5, $6, $7, $8, $9 }' >"$d/logical"
    # (and one MPI_Comm_split each, on the world)
    bad=$(awk '$2 == "MPI_Comm_split" { if ($3 != 6 || $6 != 1) b++; next } $6 != 3 { b++ } { n[$1]++ }
        END { for (r in n) if (n[r] != 18) b++; print length(n) ":" b + 0 }' "$d/logical")
    [ "$bad" = "6:0" ] && pass "colls: $name: each rank counts 9 collectives x 2 communicators x 3 calls" ||
        fail "colls: $name: call counts" "ranks:bad lines = $bad"
    if mpif90.mpich -cpp -DBIND=$b -O1 -o "$d/f_colls.mpich" tests/programs/f_colls.F90 >>"$d/build.log" 2>&1 &&
        mpich_run "$ROOT/lib/mpich/libcommprof.so" "$d/rec.mpich" 6 "$d/f_colls.mpich" 2 >"$d/mpich.log" 2>&1; then
        "$DUMP" --calls "$d/rec.mpich" | awk '{ print $1, $2, $4, $5, $6, $7, $8, $9 }' >"$d/logical.mpich"
        same "colls: $name under MPICH: same logical view, no call counted twice" "$d/logical" "$d/logical.mpich"
    else
        fail "colls: $name under MPICH" "see $d/mpich.log"
    fi
done
for b in 2 3; do
    same "colls: Fortran ${FB[b]} and mpif.h give the same logical view" \
        "$B/fortran-mpifh/logical" "$B/fortran-${FB[b]}/logical"
done


# Collectives whose messages are not modeled (every one under MPICH): the
# graph lacks their traffic, and the analyzer, its reports, the mapper and
# commprof-run --place say so with the calls and bytes their arguments
# give (tests/programs/two_colls.c on 4 ranks, by hand: 8 all-reduces of
# 8,000 bytes to 3 others, 192,000 bytes; 4 broadcasts, the root's 400
# bytes to 3, 1,200 bytes), beside the 4,000,000 bytes of its ring (4.8%).
# Under Open MPI, where both are modeled, none.
d=$B/unmodeled
mkdir -p "$d"
AN=$(sanitized analyzer) MP=$(sanitized mapper)
ver=$(mpichversion | awk 'NR == 1 { print $NF }')
want="12 collective calls not modeled as messages (commprof models Open MPI's algorithms, not MPICH $ver's): the graph lacks their traffic, 193200 bytes by their arguments, 4.8% of the 4000000 bytes recorded (MPI_Allreduce 8 calls 192000 bytes, MPI_Bcast 4 calls 1200 bytes); commprof-dump --calls lists them rank by rank"
if mpicc.mpich -O1 -o "$d/two.mpich" tests/programs/two_colls.c && mpicc.openmpi -O1 -o "$d/two.ompi" tests/programs/two_colls.c &&
    mpich_run "$ROOT/lib/mpich/libcommprof.so" "$d/rec.mpich" 4 "$d/two.mpich" >"$d/mpich.log" 2>&1 &&
    ompi_run "$LIB" "$d/rec.ompi" "" 4 --oversubscribe "$d/two.ompi" >"$d/ompi.log" 2>&1; then
    "$AN" "$d/rec.mpich" -o "$d/mpich.csr" 2>"$d/an.mpich" && "$AN" "$d/rec.ompi" -o "$d/ompi.csr" 2>"$d/an.ompi" &&
        "$AN" "$d/rec.mpich" --report "$d/mpich.txt" 2>/dev/null && "$AN" "$d/rec.mpich" --report "$d/mpich.html" 2>/dev/null &&
        "$AN" "$d/rec.ompi" --report "$d/ompi.txt" 2>/dev/null && "$AN" "$d/rec.mpich" --include p2p -o "$d/p2p.csr" 2>"$d/an.p2p" || fail "colls: unmodeled: analyzer runs" "see $d"
    [ "$(grep 'note: .*not modeled' "$d/an.mpich")" = "analyzer: note: $want" ] &&
        ! grep -q 'not modeled' "$d/an.ompi" "$d/an.p2p" && pass "colls: unmodeled: the analyzer says MPICH's 12 collective calls and their 193,200 bytes, 4.8% of the ring's 4,000,000 (hand-computed), not under Open MPI nor for --include p2p" ||
        fail "colls: unmodeled: the analyzer's note" "$(cat "$d/an.mpich" "$d/an.ompi" "$d/an.p2p")"
    cols=$(awk '$1 ~ /^MPI_(Allreduce|Bcast)$/ { print $1, $2, $NF }' "$d/mpich.txt" | sort | tr '\n' ' ')
    ocols=$(awk '$1 ~ /^MPI_(Allreduce|Bcast)$/ { print $1, $2, $NF }' "$d/ompi.txt" | sort | tr '\n' ' ')
    [ "$cols" = "MPI_Allreduce 8 no MPI_Bcast 4 no " ] && [ "$ocols" = "MPI_Allreduce 8 yes MPI_Bcast 4 yes " ] &&
        grep -qxF "$want" "$d/mpich.txt" && grep -q "id=\"unmodeled\"" "$d/mpich.html" &&
        pass "colls: unmodeled: the reports say it (text and HTML), the calls' column 'no' under MPICH, 'yes' under Open MPI" ||
        fail "colls: unmodeled: the reports" "MPICH: $cols; Open MPI: $ocols"
    "$MP" --hierarchy 2:2 -o /dev/null "$d/rec.mpich" 2>"$d/map.log"
    "$MP" -q --hierarchy 2:2 -o /dev/null "$d/rec.mpich" 2>"$d/map.q.log"
    [ "$(grep 'not modeled' "$d/map.log")" = "mapper: note: $want" ] && ! [ -s "$d/map.q.log" ] &&
        pass "colls: unmodeled: the mapper says it (not with -q)" || fail "colls: unmodeled: the mapper's note" "$(cat "$d/map.log" "$d/map.q.log")"
    "$ROOT/bin/commprof-run" -o "$d/placed" --place -- mpiexec.mpich -n 4 "$d/two.mpich" >"$d/place.log" 2>&1
    grep -qxF "commprof-run: note: $want" "$d/place.log" &&
        pass "colls: unmodeled: commprof-run --place under MPICH says it" || fail "colls: unmodeled: commprof-run's note" "$(cat "$d/place.log")"
else
    fail "colls: unmodeled: two_colls runs" "see $d/mpich.log $d/ompi.log"
fi

# Trace mode (COMMPROF_MODE=trace): an OTF2 archive that otf2-print reads
# without warnings; its message events equal the profile of the same run;
# every call is one balanced Enter/Leave (but tests that complete nothing,
# left out); two ClockOffsets per location; and
# on the times OTF2's reader corrects with them, no receive completes before
# its send started by more than the ranks' error bounds (the clock condition),
# also with injected skew.
B=$OUT/trace
mkdir -p "$B"
NP=${TRACE_NP:-8}
for p in token ring halo modes subcomm; do
    mpicc.openmpi -O1 -o "$B/$p" tests/programs/$p.c || fail "trace: $p builds"
done
mpicc.mpich -O1 -o "$B/token.mpich" tests/programs/token.c || fail "trace: token builds (mpich)"
mpicc.mpich -O1 -o "$B/subcomm.mpich" tests/programs/subcomm.c || fail "trace: subcomm builds (mpich)"

# clock condition on otf2-print's corrected times: the k-th receive of
# (src, dst, tag) must not complete before the k-th send started.  Prints
# violations, violations larger than the two ranks' error bounds (the
# ClockOffsets' StdDev field holds commprof's bound), message events.
violations() { # PRINT-FILE OFFSETS-FILE
    awk "$OTF2_PEER"' FNR == NR { if ($1 == "CLOCK_OFFSET") { e = $NF + 0; if (e > b[$2]) b[$2] = e } next }
         $1 == "MPI_SEND" || $1 == "MPI_RECV" {
            for (i = 1; i <= NF; i++) { if ($i == "Receiver:" || $i == "Sender:") p = peer(i); if ($i == "Communicator:") c = comm(i); if ($i == "Tag:") t = $(i + 1) }
            sub(",", "", t); t = t " " c; n++
            if ($1 == "MPI_SEND") { k = $2 " " p " " t; s[k]++; st[k, s[k]] = $3; if (s[k] <= r[k] && st[k, s[k]] - rt[k, s[k]] > b[$2] + b[p]) big++ }
            else { k = p " " $2 " " t; r[k]++; rt[k, r[k]] = $3; if (r[k] > s[k]) v++ } }
         END { print v + 0, big + 0, n + 0 }' "$2" "$1"
}

# The same with each location's times moved by the analyzer's clock moves
# ("rank ns" pairs: commprof's locations are the ranks): prints the
# violations left and the moves larger than their location's error bound.
moved_violations() { # PRINT-FILE OFFSETS-FILE MOVES
    awk -v moves="$3" "$OTF2_PEER"' BEGIN { k = split(moves, a, " "); for (i = 1; i < k; i += 2) mv[a[i]] = a[i + 1] }
         FNR == NR { if ($1 == "CLOCK_OFFSET") { e = $NF + 0; if (e > b[$2]) b[$2] = e } next }
         $1 == "MPI_SEND" || $1 == "MPI_RECV" {
            for (i = 1; i <= NF; i++) { if ($i == "Receiver:" || $i == "Sender:") p = peer(i); if ($i == "Communicator:") c = comm(i); if ($i == "Tag:") t = $(i + 1) }
            sub(",", "", t); t = t " " c
            if ($1 == "MPI_SEND") { k = $2 " " p " " t; st[k, ++s[k]] = $3 + mv[$2] }
            else { k = p " " $2 " " t; rt[k, ++r[k]] = $3 + mv[$2] } }
         END { for (k in s) for (i = 1; i <= s[k] && i <= r[k]; i++) if (rt[k, i] < st[k, i]) v++
               for (l in mv) if (mv[l] > b[l] + 0.5 || -mv[l] > b[l] + 0.5) over++
               print v + 0, over + 0 }' "$2" "$1"
}

check_trace() { # NAME RUN-CMD... (recording in $B/rec.NAME)
    local name=$1 d=$B/rec.$1
    shift
    if ! "$@" >"$B/$name.log" 2>&1; then fail "trace: $name runs" "see $B/$name.log"; return; fi
    if ! otf2-print -Werror "$d/trace/traces.otf2" >"$B/$name.print" 2>"$B/$name.perr"; then
        fail "trace: $name: otf2-print reads the archive without warnings" "$(head -3 "$B/$name.perr")"
        return
    fi
    pass "trace: $name: otf2-print reads the archive without warnings"
    "$DUMP" "$d" >"$B/$name.profile"
    otf2_sends "$B/$name.print" >"$B/$name.sends"
    same "trace: $name: MPI_SEND events = the profile's pairs, messages and bytes" "$B/$name.profile" "$B/$name.sends"
    local bad
    bad=$(awk '$1 == "ENTER" { e[$2]++; d[$2]++ } $1 == "LEAVE" { d[$2]--; if (d[$2] < 0) neg = 1 }
               END { for (l in d) if (d[l]) printf "location %s unbalanced by %d; ", l, d[l]; if (neg) print "leave before enter" }' "$B/$name.print")
    [ -z "$bad" ] && pass "trace: $name: Enter/Leave balanced on every location" || fail "trace: $name: Enter/Leave" "$bad"
    otf2-print -C "$d/trace/traces.otf2" >"$B/$name.clock" 2>/dev/null
    awk '$1 == "CLOCK_OFFSET" { n[$2]++ } END { for (l in n) if (n[l] < 2) bad++; print length(n), bad + 0 }' "$B/$name.clock" >"$B/$name.offsets"
    read -r nloc nbad <"$B/$name.offsets"
    [ "$nloc" = $NP ] && [ "$nbad" = 0 ] && pass "trace: $name: at least two ClockOffsets on each of $NP locations" ||
        fail "trace: $name: ClockOffsets" "$nloc locations, $nbad with fewer than 2"
    read -r v big n < <(violations "$B/$name.print" "$B/$name.clock")
    [ "$big" = 0 ] && [ "$n" -gt 0 ] && pass "trace: $name: no clock-condition violation beyond the error bounds in $n message events ($v within them)" ||
        fail "trace: $name: clock-condition violations beyond the bounds" "$big (and $v in all) of $n"
    # the analyzer reads the archive with the OTF2 library: same graph as the
    # profile, and the same clock-condition counts as the awk above
    if "$ROOT/bin/analyzer" "$d/trace/traces.otf2" -o "$B/$name.trace.mtx" 2>"$B/$name.an" &&
        "$ROOT/bin/analyzer" -q --include p2p "$d" -o "$B/$name.rec.mtx"; then
        grep -v '^% source' "$B/$name.trace.mtx" >"$B/$name.trace.body"
        grep -v '^% source' "$B/$name.rec.mtx" >"$B/$name.rec.body"
        same "trace: $name: analyzer: the trace's matrix = the profile's" "$B/$name.rec.body" "$B/$name.trace.body"
        local got
        got=$(sed -n 's/.*sends, \([0-9]*\) receives, \([0-9]*\) matched; clock condition: \([0-9]*\) receives\{0,1\} completed.*/\1 \2 \3/p' "$B/$name.an")
        big_an=$(sed -n 's/.*; \([0-9]*\) beyond the clocks.*/\1/p' "$B/$name.an")
        [ "$got ${big_an:-0}" = "$((n / 2)) $((n / 2)) $v $big" ] &&
            pass "trace: $name: analyzer: $((n / 2)) receives matched, $v before their send, $big beyond the bounds (as otf2-print's times say)" ||
            fail "trace: $name: analyzer's clock condition" "receives, matched, violations, beyond: analyzer '$got ${big_an:-0}', otf2-print $((n / 2)) $((n / 2)) $v $big"
    else
        fail "trace: $name: analyzer reads the trace" "$(tail -2 "$B/$name.an")"
    fi
    # violations within the bounds: the analyzer moves the ranks' offsets
    # within their bounds until none is left; otf2-print's times with those
    # moves applied have no violation, and no move exceeds its bound.  None:
    # nothing moves; beyond the bounds: no moves can exist
    "$ROOT/bin/analyzer" -q "$d/trace/traces.otf2" --report "$B/$name.an.txt"
    local moves after over
    moves=$(sed -n 's/^clock moves within the error bounds (rank ns)://p' "$B/$name.an.txt")
    read -r after over < <(moved_violations "$B/$name.print" "$B/$name.clock" "$moves")
    if [ "$v" = 0 ]; then
        [ -z "$moves" ] && ! grep -q "offsets moved" "$B/$name.an.txt" &&
            pass "trace: $name: no violation, no clock moves" || fail "trace: $name: clock moves without violations" "$moves"
    elif [ "$big" = 0 ]; then
        [ -n "$moves" ] && [ "$after" = 0 ] && [ "$over" = 0 ] && grep -q "; 0 with the offsets moved within their error bounds" "$B/$name.an.txt" &&
            pass "trace: $name: the $v violation$([ "$v" = 1 ] || echo s) within the bounds vanish with the analyzer's moves of the offsets (otf2-print's times moved:$moves ns; each within its bound)" ||
            fail "trace: $name: clock moves" "moves '$moves': $after violations left, $over beyond their bound"
    else
        grep -q "no moves of the offsets within their error bounds remove them" "$B/$name.an.txt" &&
            pass "trace: $name: violations beyond the bounds: no moves within them, as the analyzer says" ||
            fail "trace: $name: clock moves beyond the bounds" "$(grep "clock" "$B/$name.an.txt")"
    fi
}

check_trace token-skew ompi_run "$ROOT/lib/libcommprof.so" "$B/rec.token-skew" "" $NP -x COMMPROF_MODE=trace \
    -x COMMPROF_TEST_SKEW=-1000,-20 "$B/token"
# every rank enters MPI 8 times (4 laps: one Recv and one Send each),
# between MPI_Init's region, its first, and MPI_Finalize's, its last (the
# replay's span: commprof-predict)
n=$(awk '$1 == "ENTER" { r = $0; sub(/.*Region: "/, "", r); sub(/".*/, "", r); e[$2]++; if (e[$2] == 1) first[$2] = r; last[$2] = r }
    END { for (l in e) if (e[l] != 10 || first[l] != "MPI_Init" || last[l] != "MPI_Finalize") bad++; print length(e) ":" bad + 0 }' "$B/token-skew.print")
[ "$n" = "$NP:0" ] && pass "trace: token: 8 MPI calls traced on each rank, between MPI_Init's region and MPI_Finalize's" ||
    fail "trace: token calls traced" "$n"
for p in ring halo modes; do
    more=()
    [ $p = ring ] && more=(-x COMMPROF_RECV=0) # the send side only, which a trace overrides
    check_trace $p ompi_run "$ROOT/lib/libcommprof.so" "$B/rec.$p" "" $NP -x COMMPROF_MODE=trace "${more[@]}" "$B/$p"
done
# a receive completed by polling (each of MPI_Test, Testany, Testsome and
# Testall in turn): the tests that completed nothing are left out, each
# productive one traced whole, the receive inside it (the hand count: one
# a round, 8 rounds; thousands of tests made)
mpicc.openmpi -O1 -o "$B/polling" tests/programs/polling.c || fail "trace: polling builds"
check_trace polling ompi_run "$ROOT/lib/libcommprof.so" "$B/rec.polling" "" $NP -x COMMPROF_MODE=trace "$B/polling" 8
made=$(sed -n 's/^polling 8 rounds \([0-9]*\) tests$/\1/p' "$B/polling.log")
got=$(awk '$2 != 0 { next } $1 == "ENTER" && /Region: "MPI_Test/ { t++; open = 1; next }
           $1 == "MPI_RECV" && open { inside++ } $1 == "LEAVE" { open = 0 } END { print t + 0, inside + 0 }' "$B/polling.print")
[ "$got" = "8 8" ] && [ "${made:-0}" -ge 8 ] &&
    pass "trace: polling: the 8 tests that completed a receive traced, each with its receive; the other $((made - 8)) tests, which completed nothing, left out" ||
    fail "trace: polling's tests" "traced tests and receives in them '$got', tests made '$made'"
exp_ring $NP | pairs_sum >"$B/ring.expected"
"$DUMP" --recv "$B/rec.ring" >"$B/ring.recv" 2>&1
grep -q "COMMPROF_RECV=0 has no effect in trace mode" "$B/ring.log" && cmp -s "$B/ring.expected" "$B/ring.recv" &&
    pass "trace: COMMPROF_RECV=0 in trace mode: said to have no effect, the receive side counted (= hand count)" ||
    fail "trace: COMMPROF_RECV=0 in trace mode" "$(grep COMMPROF_RECV "$B/ring.log" | head -2); $(diff "$B/ring.expected" "$B/ring.recv" | head -3)"
# messages on derived communicators are addressed by their rank there, each
# communicator defined once with its group(s): check_trace's sends and
# matching go through otf2-print's resolution of those groups, and the
# groups are the hand-computed ones: world order (split_type), the evens and
# the odds in reversed order (split, its dup, and the intercommunicator
# between them), the upper half (create_group)
check_trace subcomm ompi_run "$ROOT/lib/libcommprof.so" "$B/rec.subcomm" "" $NP -x COMMPROF_MODE=trace "$B/subcomm"
otf2-print -G "$B/rec.subcomm/trace/traces.otf2" 2>/dev/null |
    awk '$1 == "GROUP" && $2 > 1 { s = ""; for (i = 1; i <= NF; i++) if ($i == "(\"MPI") s = s " " $(i + 2); gsub("\"", "", s); print s }' |
    sort >"$B/subcomm.groups"
{
    seq 0 $((NP - 1)) | tr '\n' ' ' | sed 's/ $//; s/^/ /'; echo
    for k in 1 2 3; do
        for par in 0 1; do seq $((NP - 2 + par)) -2 $par | tr '\n' ' ' | sed 's/ $//; s/^/ /'; echo; done
    done
    seq $((NP / 2)) $((NP - 1)) | tr '\n' ' ' | sed 's/ $//; s/^/ /'; echo
} | sort >"$B/subcomm.groups.expected"
same "trace: subcomm: one communicator per (group, creation order), groups as hand-computed" "$B/subcomm.groups.expected" "$B/subcomm.groups"
n=$(otf2-print -G "$B/rec.subcomm/trace/traces.otf2" 2>/dev/null | grep -c '^INTER_COMM ')
[ "$n" = 1 ] && pass "trace: subcomm: the intercommunicator defined once, with its two groups" ||
    fail "trace: subcomm: intercommunicator definitions" "$n"

# phases are USER regions, numbered alike on every rank (odd ranks meet an
# extra phase first); analyzer --phase on the trace = --phase on the profile
mpicc.openmpi -O1 -Iinterpose -o "$B/phases" tests/programs/phases.c -L"$ROOT/lib" -lcommprof -Wl,-rpath,"$ROOT/lib" ||
    fail "trace: phases builds"
check_trace phases ompi_run "$ROOT/lib/libcommprof.so" "$B/rec.phases" "" $NP -x COMMPROF_MODE=trace "$B/phases" reorder
bad=$(awk '$1 == "ENTER" { for (i = 1; i <= NF; i++) if ($i == "Region:") { r = $(i + 1); gsub("[\",]", "", r); n[$2 " " r]++ } }
           END { for (l = 0; l < '$NP'; l++) { split("setup solve inner", p, " "); for (k in p) if (n[l " " p[k]] != 1) printf "rank %d enters %s %d times; ", l, p[k], n[l " " p[k]]
                 if (n[l " odd-first"] != l % 2) printf "rank %d enters odd-first %d times; ", l, n[l " odd-first"] } }' "$B/phases.print")
[ -z "$bad" ] && pass "trace: phases: each rank enters setup, solve and inner once under their own names (odd ranks numbered them differently)" ||
    fail "trace: phase regions" "$bad"
for ph in setup solve inner odd-first; do
    if "$ROOT/bin/analyzer" -q --phase $ph "$B/rec.phases/trace/traces.otf2" -o "$B/phases.$ph.t.mtx" 2>"$B/phases.$ph.err" &&
        "$ROOT/bin/analyzer" -q --phase $ph --include p2p "$B/rec.phases" -o "$B/phases.$ph.p.mtx"; then
        same "trace: analyzer --phase $ph on the trace = on the profile" <(grep -v '^% source' "$B/phases.$ph.p.mtx") \
            <(grep -v '^% source' "$B/phases.$ph.t.mtx")
    else
        fail "trace: analyzer --phase $ph on the trace" "$(cat "$B/phases.$ph.err")"
    fi
done
"$ROOT/bin/analyzer" -q --phase nosuch "$B/rec.phases/trace/traces.otf2" -o /dev/null 2>"$B/phases.nosuch"
[ $? = 3 ] && grep -q "no user region (phase) named 'nosuch'" "$B/phases.nosuch" &&
    pass "trace: --phase nosuch on a trace: exit 3, says so" || fail "trace: --phase nosuch on a trace" "$(cat "$B/phases.nosuch")"

# a trace with one event file lost (rank 3's): refused with the file named,
# or with --allow-partial the other ranks' sends, rank 3 listed
rm -rf "$B/cut" && cp -r "$B/rec.ring/trace" "$B/cut" && rm "$B/cut/traces/3.evt"
expect_cut() { "$ROOT/bin/analyzer" "$@" >/dev/null 2>"$B/cut.err"; }
expect_cut "$B/cut/traces.otf2" -o "$B/cut.mtx"
[ $? = 3 ] && grep -q "no events of location 3 .*--allow-partial reads the others" "$B/cut.err" &&
    pass "trace: a lost event file: exit 3, location named, --allow-partial suggested" ||
    fail "trace: a lost event file" "$(cat "$B/cut.err")"
expect_cut --allow-partial "$B/cut/traces.otf2" -o "$B/cut.mtx"
awk '$1 == "%" && $2 == "msgs" { m[$3 " " $4] = $5; next } /^%/ { next } !h { h = 1; next } { print $1 - 1, $2 - 1, m[$1 " " $2] + 0, $3 }' \
    "$B/cut.mtx" | pairs_sum >"$B/cut.pairs"
"$DUMP" "$B/rec.ring" | awk '$1 != 3' >"$B/cut.expected"
grep -q "1 event file missing or unreadable, graph of the rest: 3$" "$B/cut.err" &&
    same "trace: --allow-partial without rank 3's events = the profile's pairs but rank 3's sends" "$B/cut.expected" "$B/cut.pairs" ||
    fail "trace: --allow-partial on a cut trace" "$(cat "$B/cut.err")"
check_trace token-mpich mpich_run "$ROOT/lib/mpich/libcommprof.so" "$B/rec.token-mpich" $NP -genv COMMPROF_MODE trace \
    -genv COMMPROF_TEST_SKEW -1000,-20 "$B/token.mpich"
check_trace subcomm-mpich mpich_run "$ROOT/lib/mpich/libcommprof.so" "$B/rec.subcomm-mpich" $NP -genv COMMPROF_MODE trace \
    "$B/subcomm.mpich"
n=$(otf2-print -G "$B/rec.subcomm-mpich/trace/traces.otf2" 2>/dev/null | awk '$1 == "COMM" { c++ } $1 == "INTER_COMM" { i++ } END { print c + 0 "+" i + 0 }')
[ "$n" = "7+1" ] && pass "trace: subcomm (mpich): the world, 6 derived communicators and the intercommunicator defined" ||
    fail "trace: subcomm (mpich): communicators defined" "$n"

# the size limit stops the trace, says so, and the archive stays readable
ompi_run "$ROOT/lib/libcommprof.so" "$B/rec.limit" "" $NP -x COMMPROF_MODE=trace -x COMMPROF_TRACE_LIMIT=480 \
    "$B/modes" >"$B/limit.log" 2>&1
if grep -qE "trace stopped at 2[1-9] events" "$B/limit.log" && otf2-print "$B/rec.limit/trace/traces.otf2" >"$B/limit.print" 2>&1; then
    pass "trace: COMMPROF_TRACE_LIMIT=480 stops at 20 events per rank (then the cut's mark and closing Leaves), archive readable"
else
    fail "trace: COMMPROF_TRACE_LIMIT" "$(head -3 "$B/limit.log")"
fi
# the cut is marked: per location one MeasurementOnOff, then a Leave for
# every region still open, so Enter and Leave pair up; the analyzer and
# the mapper say which ranks stopped, and where the complete profile is
cut=$(awk '$1 == "ENTER" { e[$2]++ } $1 == "LEAVE" { l[$2]++ } $1 == "MEASUREMENT_ON_OFF" { o[$2]++ }
    END { for (r = 0; r < '$NP'; r++) if (e[r] != l[r] || o[r] != 1 || e[r] < 2) print r, e[r], l[r], o[r] }' "$B/limit.print")
[ -z "$cut" ] && pass "trace: the cut trace has one MeasurementOnOff per rank and every region closed" ||
    fail "trace: the cut trace's regions and marks" "rank enters leaves marks: $cut"
ranks=$(seq -s ' ' 0 $((NP - 1)))
"$ROOT/bin/analyzer" -o "$B/limit.csr" "$B/rec.limit/trace/traces.otf2" 2>"$B/limit.an.err"
rc=$?
"$ROOT/bin/mapper" -q --hierarchy $NP -o "$B/limit.rf" "$B/rec.limit/trace/traces.otf2" 2>"$B/limit.mp.err"
[ $rc = 0 ] && grep -q "warning: the trace was switched off early on $NP of $NP ranks ($ranks), at .*give $B/rec.limit instead" "$B/limit.an.err" &&
    grep -q "warning: the trace was switched off early on $NP of $NP ranks" "$B/limit.mp.err" &&
    pass "trace: the analyzer and the mapper say the trace stopped early, on which ranks, and name the profile" ||
    fail "trace: the cut trace is not reported" "$(cat "$B/limit.an.err" "$B/limit.mp.err" | head -3)"
# with costs and no --objective the mapper would replay the trace to
# choose (the time objective, mapper_main.c): a cut one is said and not
# replayed, the sum decides, and the placement is still made
"$ROOT/bin/mapper" --hierarchy $NP --latency 1us --bandwidth 1GB/s -o "$B/limit2.rf" "$B/rec.limit" 2>"$B/limit2.mp.err"
rc=$?
[ $rc = 0 ] && [ -s "$B/limit2.rf" ] &&
    grep -q "note: the trace not replayed to choose the placement (the sum objective decides): .*COMMPROF_TRACE_LIMIT" "$B/limit2.mp.err" &&
    pass "trace: a cut trace is not replayed to choose the placement: said, the sum decides, the placement made" ||
    fail "trace: the mapper's check on a cut trace" "rc $rc: $(grep -v ' seed ' "$B/limit2.mp.err" | head -3)"
# profile and trace from one run agree with a plain profile run
"$DUMP" "$B/rec.modes" >"$B/modes.t"
ompi_run "$ROOT/lib/libcommprof.so" "$B/rec.modes-p" "" $NP "$B/modes" >/dev/null 2>&1
"$DUMP" "$B/rec.modes-p" >"$B/modes.p"
same "trace: the trace run's profile = a profile-only run's" "$B/modes.p" "$B/modes.t"

# Pattern programs under Open MPI: exact per-pair counts against the
# hand-computed patterns (tests/lib/expected.sh) and against Open MPI's own
# monitoring (E lines) of the same run.
LIB=$ROOT/lib/libcommprof.so
B=$OUT/openmpi
mkdir -p "$B"
NP=8
build_ok=1
for p in ring halo modes subcomm persistent threads handoff dies sizes forks signals spawn cancel many get_status; do
    mpicc.openmpi -O1 -o "$B/$p" tests/programs/$p.c || build_ok=0
done
for p in phases; do
    mpicc.openmpi -O1 -Iinterpose -o "$B/$p" tests/programs/$p.c -L"$ROOT/lib" -lcommprof \
        -Wl,-rpath,"$ROOT/lib" || build_ok=0
done
for v in mpifh mpi f08; do
    mpif90.openmpi -O1 -o "$B/f_$v" tests/programs/f_$v.f90 -L"$ROOT/lib" -lcommprof \
        -Wl,-rpath,"$ROOT/lib" || build_ok=0
done
[ $build_ok = 1 ] && pass "openmpi: test programs build" || fail "openmpi: test programs build"


# check_program NAME EXPECTED-FN [monitoring: yes|no]
check_program() {
    local p=$1 fn=$2 mon=${3:-yes} d=$B/rec.$1
    mkdir -p "$B/mon.$p"
    # monitoring is always on; compared only where it sees what commprof sees
    if ! ompi_run "$LIB" "$d" "$B/mon.$p/prof" $NP "$B/$p" \
        >"$B/$p.log" 2>&1; then
        fail "openmpi: $p runs" "see $B/$p.log"
        return
    fi
    $fn $NP | pairs_sum >"$B/$p.expected"
    "$DUMP" "$d" >"$B/$p.sent" 2>"$B/$p.err" || fail "openmpi: $p dump" "$(cat "$B/$p.err")"
    same "openmpi: $p sent side = hand-computed pattern" "$B/$p.expected" "$B/$p.sent"
    "$DUMP" --recv "$d" >"$B/$p.recv"
    same "openmpi: $p receive side = hand-computed pattern" "$B/$p.expected" "$B/$p.recv"
    if [ "$mon" = yes ]; then
        monitoring_pairs "$B/mon.$p/prof" >"$B/$p.monitoring"
        same "openmpi: $p = Open MPI monitoring E lines" "$B/$p.monitoring" "$B/$p.sent"
    fi
}

# ring and halo as one rank file each (COMMPROF_PACK=0: later groups damage
# and rewrite single rank files); the others packed per node, the default
COMMPROF_PACK=0 check_program ring exp_ring
COMMPROF_PACK=0 check_program halo exp_halo
check_program modes exp_modes
# receives cancelled (MPI_Cancel), completed by Wait, Test, Waitall and as a
# persistent start: none is counted
check_program cancel exp_cancel
# receives whose completion MPI_Request_get_status reports, then freed,
# waited for or tested: each counts once
check_program get_status exp_get_status
# MPI_THREAD_MULTIPLE: receives completed by a thread that did not post them
check_program handoff exp_handoff
files=$(ls "$B/rec.ring" | tr '\n' ' ') pfiles=$(ls "$B/rec.modes" | tr '\n' ' ')
[ "$files" = "job.cpj rank.0.cpr rank.1.cpr rank.2.cpr rank.3.cpr rank.4.cpr rank.5.cpr rank.6.cpr rank.7.cpr " ] &&
    [ "$pfiles" = "job.cpj node.0.cpr " ] &&
    pass "openmpi: one node file for the node's 8 ranks by default, a rank file each with COMMPROF_PACK=0" ||
    fail "openmpi: recording files" "COMMPROF_PACK=0: $files; default: $pfiles"
# send times are off by default; with COMMPROF_TIMES=1 every pair sent to has
# a first and last send time
"$DUMP" --times "$B/rec.ring" >"$B/ring.t0.times" 2>"$B/ring.t0.err"
[ ! -s "$B/ring.t0.times" ] && grep -q "COMMPROF_TIMES=1" "$B/ring.t0.err" &&
    pass "openmpi: by default no send times, and dump --times says how to get them" ||
    fail "openmpi: no send times by default" "$(head -2 "$B/ring.t0.times" "$B/ring.t0.err")"
ompi_run "$LIB" "$B/rec.ring.t1" "" $NP -x COMMPROF_TIMES=1 "$B/ring" >"$B/ring.t1.log" 2>&1
if "$DUMP" --times "$B/rec.ring.t1" >"$B/ring.times"; then
    bad=$(awk '$3 < 0 || $4 < $3 { n++ } END { print n + 0 }' "$B/ring.times")
    [ "$(awk '{ print $1, $2 }' "$B/ring.times")" = "$("$DUMP" "$B/rec.ring" | awk '{ print $1, $2 }')" ] && [ "$bad" = 0 ] &&
        [ "$("$DUMP" "$B/rec.ring.t1")" = "$("$DUMP" "$B/rec.ring")" ] &&
        pass "openmpi: COMMPROF_TIMES=1: same pairs, a first and last send time for each, first <= last" ||
        fail "openmpi: COMMPROF_TIMES=1 send times" "$bad bad; $(head -3 "$B/ring.times")"
else
    fail "openmpi: dump --times with COMMPROF_TIMES=1"
fi
# settings: booleans as users write them; a bad value is named with what
# the variable accepts and the default kept; a misspelt name is named
ompi_run "$LIB" "$B/rec.ring.y" "" 2 -x COMMPROF_TIMES=maybe -x COMMPROF_RECV=nope -x COMMPROF_SNAPSHOT=abc \
    -x COMMPROF_MODES=trace "$B/ring" >"$B/ring.y.log" 2>&1
grep -q "warning: COMMPROF_TIMES=maybe is not 0 or 1 (also false/true, no/yes, off/on); using 0" "$B/ring.y.log" &&
    [ "$(grep -c COMMPROF_TIMES "$B/ring.y.log")" = 1 ] && pass "openmpi: COMMPROF_TIMES=maybe: said once, by rank 0, with what it accepts" ||
    fail "openmpi: COMMPROF_TIMES=maybe warning" "$(head -3 "$B/ring.y.log")"
grep -q "COMMPROF_RECV=nope is not 0 or 1 .*; using 1" "$B/ring.y.log" &&
    [ "$("$DUMP" --recv "$B/rec.ring.y")" = "$(exp_ring 2 | pairs_sum)" ] &&
    pass "openmpi: COMMPROF_RECV=nope: says it is not 0 or 1, and counts receives" ||
    fail "openmpi: COMMPROF_RECV=nope" "$(grep RECV "$B/ring.y.log" | head -2)"
grep -q "warning: COMMPROF_SNAPSHOT=abc is not a number of seconds from 0.01 to 1e+06; using off" "$B/ring.y.log" &&
    grep -q "warning: COMMPROF_MODES is not a commprof setting (did you mean COMMPROF_MODE?), ignored" "$B/ring.y.log" &&
    pass "openmpi: COMMPROF_SNAPSHOT=abc and a misspelt COMMPROF_MODES are named" ||
    fail "openmpi: bad settings named" "$(head -4 "$B/ring.y.log")"
ompi_run "$LIB" "$B/rec.ring.f" "" 2 -x COMMPROF_PACK=false -x COMMPROF_TIMES=yes -x COMMPROF_RECV=off "$B/ring" \
    >"$B/ring.f.log" 2>&1
[ -f "$B/rec.ring.f/rank.0.cpr" ] && [ -f "$B/rec.ring.f/rank.1.cpr" ] && ! ls "$B/rec.ring.f"/node.* >/dev/null 2>&1 &&
    "$DUMP" --times "$B/rec.ring.f" >/dev/null 2>&1 && ! "$DUMP" --recv "$B/rec.ring.f" >/dev/null 2>&1 &&
    [ ! -s "$B/ring.f.log" ] &&
    pass "openmpi: COMMPROF_PACK=false, COMMPROF_TIMES=yes, COMMPROF_RECV=off: rank files, send times, no receive side" ||
    fail "openmpi: boolean words" "$(ls "$B/rec.ring.f"; head -3 "$B/ring.f.log")"
# COMMPROF_RECV=0, the send side only: every send mode and receive path of
# modes (wildcards, probes, every completion call) passes through with its
# sends counted; the receive side is refused, not shown as zeros
mkdir -p "$B/mon.modes.r0"
if ompi_run "$LIB" "$B/rec.modes.r0" "$B/mon.modes.r0/prof" $NP -x COMMPROF_RECV=0 "$B/modes" >"$B/modes.r0.log" 2>&1; then
    "$DUMP" "$B/rec.modes.r0" >"$B/modes.r0.sent"
    same "openmpi: COMMPROF_RECV=0: modes sent side = hand-computed pattern" "$B/modes.expected" "$B/modes.r0.sent"
    monitoring_pairs "$B/mon.modes.r0/prof" >"$B/modes.r0.monitoring"
    same "openmpi: COMMPROF_RECV=0: modes = Open MPI monitoring E lines" "$B/modes.r0.monitoring" "$B/modes.r0.sent"
    "$DUMP" --recv "$B/rec.modes.r0" >"$B/modes.r0.recv" 2>"$B/modes.r0.err"
    rc=$?
    [ $rc = 3 ] && [ ! -s "$B/modes.r0.recv" ] && grep -q "rank 0 was recorded with COMMPROF_RECV=0" "$B/modes.r0.err" &&
        pass "openmpi: COMMPROF_RECV=0: dump --recv refuses, exit 3, naming the setting" ||
        fail "openmpi: COMMPROF_RECV=0: dump --recv" "exit $rc: $(head -2 "$B/modes.r0.err")"
else
    fail "openmpi: COMMPROF_RECV=0: modes runs" "see $B/modes.r0.log"
fi
check_program threads exp_threads
# 1,200 requests in flight per rank, wildcard receives completed without
# statuses: the request table grows under them
check_program many exp_many
# Open MPI 4.1 monitoring does not see persistent sends: hand-computed only
check_program persistent exp_persistent no
for v in mpifh mpi f08; do
    # the paused Sendrecvs (5 x 4 bytes to r+1) are seen by monitoring only
    check_program f_$v exp_fortran no
done
exp_fortran_monitored() { exp_fortran "$1"; local r; for ((r = 0; r < $1; r++)); do echo "$r $(((r + 1) % $1)) 5 20"; done; }
for v in mpifh mpi f08; do
    monitoring_pairs "$B/mon.f_$v/prof" >"$B/f_$v.monitoring"
    exp_fortran_monitored $NP | pairs_sum >"$B/f_$v.expected_mon"
    same "openmpi: f_$v monitoring = pattern + paused traffic" "$B/f_$v.expected_mon" "$B/f_$v.monitoring"
    exp_fortran $NP | awk '$3 == 4' | pairs_sum >"$B/f_$v.solve_exp"
    "$DUMP" --phase solve "$B/rec.f_$v" >"$B/f_$v.solve"
    same "openmpi: f_$v phase 'solve' from Fortran" "$B/f_$v.solve_exp" "$B/f_$v.solve"
done

# Sub-communicators and an intercommunicator.  Building them makes Open MPI
# send point-to-point messages of its own (Comm_create_group) that
# monitoring files as user traffic: subtract a run with 0 rounds.
check_program subcomm exp_subcomm no
# Open MPI's own messages while building the communicators vary a little
# from run to run (seen: 372 and 376 bytes for one pair, same count), so a
# pair of runs whose construction differed is run again, up to 3 times
for attempt in 1 2 3; do
    rm -rf "$B/mon.subcomm0" "$B/mon.subcomm3"
    mkdir -p "$B/mon.subcomm0" "$B/mon.subcomm3"
    ompi_run "$LIB" "$B/rec.subcomm0" "$B/mon.subcomm0/prof" $NP "$B/subcomm" 0 >/dev/null 2>&1
    ompi_run "$LIB" "$B/rec.subcomm3" "$B/mon.subcomm3/prof" $NP "$B/subcomm" 3 >/dev/null 2>&1
    monitoring_pairs "$B/mon.subcomm3/prof" >"$B/subcomm.m3"
    monitoring_pairs "$B/mon.subcomm0/prof" >"$B/subcomm.m0"
    pairs_minus "$B/subcomm.m3" "$B/subcomm.m0" >"$B/subcomm.mdiff"
    cmp -s "$B/subcomm.mdiff" "$B/subcomm.sent" && break
done
same "openmpi: subcomm = monitoring E lines minus construction-only run (attempt $attempt)" "$B/subcomm.mdiff" "$B/subcomm.sent"
if [ -z "$("$DUMP" "$B/rec.subcomm0")" ]; then pass "openmpi: subcomm construction alone records nothing"
else fail "openmpi: subcomm construction alone records nothing"; fi

# Phases and pausing (C API and MPI_Pcontrol)
check_program phases exp_phases no
for ph in setup solve inner; do
    exp_phases $NP $ph | pairs_sum >"$B/phases.$ph.expected"
    "$DUMP" --phase $ph "$B/rec.phases" >"$B/phases.$ph"
    same "openmpi: phase '$ph' table" "$B/phases.$ph.expected" "$B/phases.$ph"
done
"$DUMP" --phase nosuch "$B/rec.phases" >/dev/null 2>&1
[ $? -eq 3 ] && pass "openmpi: unknown phase is an error" || fail "openmpi: unknown phase is an error"

# Message-size histogram: ring sends (r+1)*4 bytes -> one bin each
"$DUMP" --hist "$B/rec.ring" >"$B/ring.hist"
awk '{ b = 0; s = $4 / $3; while (s > 0) { b++; s = int(s / 2) } print $1, $2, $3, $4, b ":" $3 }' \
    "$B/ring.expected" >"$B/ring.hist.expected"
same "openmpi: log2 size histogram" "$B/ring.hist.expected" "$B/ring.hist"

# Ranks that fork children which leave by exit() and by SIGTERM: the
# children inherit the profiler's handlers but must not write (a stale rank
# file beside the node file made the recording unreadable)
check_program forks exp_ring
[ "$(ls "$B/rec.forks" | tr '\n' ' ')" = "job.cpj node.0.cpr " ] &&
    pass "openmpi: forked children (exit, SIGTERM) leave no files of their own" ||
    fail "openmpi: forked children leave no files" "$(ls "$B/rec.forks" | tr '\n' ' ')"
# A program that handles SIGTERM and SIGINT itself (SA_SIGINFO for SIGINT)
# and goes on: its handlers run (it exits 1 otherwise: "runs" fails), and
# the rank files written at the signals give way to the node file
check_program signals exp_ring
[ "$(ls "$B/rec.signals" | tr '\n' ' ')" = "job.cpj node.0.cpr " ] &&
    pass "openmpi: signals the program survives: one copy of each rank's data (the node file)" ||
    fail "openmpi: signals the program survives: one copy" "$(ls "$B/rec.signals" | tr '\n' ' ')"

# MPI_Comm_spawn: the children's world records in DIR/spawn.1, beside (not
# over) the parents'; intercommunicator traffic has no world rank on either
# side and is counted as outside (truth: tests/programs/spawn.c's comment)
rm -rf "$B/rec.spawn"
timeout 120 mpirun.openmpi -n 2 -x LD_PRELOAD="$LIB" -x COMMPROF_OUTPUT="$B/rec.spawn" "$B/spawn" </dev/null >"$B/spawn.log" 2>&1
rc=$?
printf "0 1 1 12\n1 0 1 12\n" >"$B/spawn.expected"
printf "0 1 1 20\n1 0 1 20\n" >"$B/spawn.children.expected"
printf "rank 0 outside p2p sent 1 40 recv 1 80\nrank 1 outside p2p sent 1 40 recv 1 80\n" >"$B/spawn.outside.expected"
printf "rank 0 outside p2p sent 1 80 recv 1 40\nrank 1 outside p2p sent 1 80 recv 1 40\n" >"$B/spawn.children.outside.expected"
"$DUMP" "$B/rec.spawn" >"$B/spawn.sent" 2>&1
"$DUMP" "$B/rec.spawn/spawn.1" >"$B/spawn.children.sent" 2>&1
{ "$DUMP" --info "$B/rec.spawn"; "$DUMP" --info "$B/rec.spawn/spawn.1"; } | grep outside >"$B/spawn.outside"
if [ $rc = 0 ] && cmp -s "$B/spawn.expected" "$B/spawn.sent" && cmp -s "$B/spawn.children.expected" "$B/spawn.children.sent"; then
    pass "openmpi: spawn: parents and children each a recording of their own world, exact"
else
    fail "openmpi: spawn: two recordings" "rc $rc: $(cat "$B/spawn.sent" "$B/spawn.children.sent" | head -4)"
fi
same "openmpi: spawn: intercommunicator traffic counted as outside the world, both sides" \
    <(cat "$B/spawn.outside.expected" "$B/spawn.children.outside.expected") "$B/spawn.outside"
"$ROOT/bin/analyzer" -q "$B/rec.spawn" -o /dev/null 2>"$B/spawn.analyzer.err"
grep -q "2 ranks have also sent 2 messages (80 bytes) to processes outside MPI_COMM_WORLD" "$B/spawn.analyzer.err" &&
    pass "openmpi: spawn: the analyzer says what the graph misses (2 messages, 80 bytes)" ||
    fail "openmpi: spawn: analyzer warning" "$(cat "$B/spawn.analyzer.err")"

# Six size classes to one peer (the fifth spills the histogram out of the
# entry), and
# derived types freed and re-created between sends (cached sizes must go)
check_program sizes exp_sizes
"$DUMP" --hist "$B/rec.sizes" >"$B/sizes.hist"
for ((r = 0; r < NP; r++)); do
    echo "$r $(((r + 1) % NP)) 10 5245 0:1 1:3 2:1 5:2 7:2 13:1" # 0, 1, 100, 5000, then 2 and 20 bytes
    echo "$r $(((r + NP - 1) % NP)) 5 180 4:1 5:1 6:3"   # 12, 24, then 36 48 60 bytes
done | sort -n -k1,1 -k2,2 >"$B/sizes.hist.expected"
same "openmpi: histogram with six size classes, sizes of freed-and-remade types" "$B/sizes.hist.expected" "$B/sizes.hist"
# the peer table alone (no MPI), under ASan/UBSan: 1 to 65 size classes per
# peer, interleaved so that spilled histograms grow between counts; a grown
# block is freed unless a reader is in the tables (the tables themselves
# live as long as the process, by design: no leak check)
if unit_build comm_table_check &&
    ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=halt_on_error=1 "$ROOT/build/unit/comm_table_check" >"$B/ctc.log" 2>&1; then
    pass "openmpi: $(cat "$B/ctc.log")"
else
    fail "openmpi: peer table against a hand count" "$(cat "$OUT/unit.comm_table_check.build" "$B/ctc.log" | head -5)"
fi
# the rank-file writer while another thread counts (COMMPROF_SNAPSHOT's
# thread, a signal handled while other threads run), under ASan/UBSan:
# every image and file must parse, with counts the run passed through; a
# histogram read while it spills or reshapes, and a pair's send times read while its
# first send is counted, must not be torn
mkdir -p "$B/rwc"
if unit_build record_write_check &&
    ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=halt_on_error=1 "$ROOT/build/unit/record_write_check" "$B/rwc" >"$B/rwc.log" 2>&1; then
    pass "openmpi: $(cat "$B/rwc.log")"
else
    fail "openmpi: rank files written while another thread counts" "$(cat "$OUT/unit.record_write_check.build" "$B/rwc.log" | head -5)"
fi

# Jobs that die, processes that never call MPI_Init, disabling, default
# output naming, and corrupt recordings.
LIB=$ROOT/lib/libcommprof.so
B=$OUT/openmpi
R=$OUT/robust
mkdir -p "$R"

# Preloaded into processes that never call MPI_Init: no files, no output.
mkdir -p "$R/noinit" && (
    cd "$R/noinit" || exit 1
    LD_PRELOAD=$LIB sh -c true >out.txt 2>&1
    LD_PRELOAD=$LIB mpiexec.openmpi --version >/dev/null 2>>out.txt
    LD_PRELOAD=$LIB hostname >/dev/null 2>>out.txt
)
if [ "$(ls -A "$R/noinit")" = "out.txt" ] && [ ! -s "$R/noinit/out.txt" ]; then
    pass "preload without MPI_Init: no files, no output"
else
    fail "preload without MPI_Init: no files, no output" "$(ls -A "$R/noinit")"
fi

# Default output directory: commprof.<program>.<n>, never reusing one.
mkdir -p "$R/naming" && (
    cd "$R/naming" || exit 1
    for i in 1 2; do
        timeout 120 mpirun.openmpi -n 2 -x LD_PRELOAD="$LIB" "$B/ring" >/dev/null 2>&1
    done
)
if [ -f "$R/naming/commprof.ring.1/job.cpj" ] && [ -f "$R/naming/commprof.ring.2/node.0.cpr" ]; then
    pass "default output commprof.<program>.<n>, a rerun does not overwrite"
else
    fail "default output naming" "$(ls "$R/naming" "$R/naming"/*)"
fi

# COMMPROF_DISABLE=1: nothing written
mkdir -p "$R/disabled" && (cd "$R/disabled" &&
    timeout 120 mpirun.openmpi -n 2 -x LD_PRELOAD="$LIB" -x COMMPROF_DISABLE=1 "$B/ring" >/dev/null 2>&1)
[ -z "$(ls -A "$R/disabled")" ] && pass "COMMPROF_DISABLE=1 writes nothing" || fail "COMMPROF_DISABLE=1 writes nothing"

# Jobs that die: every rank's rows up to that point are on disk.
NP=4
exp_dies $NP | pairs_sum >"$R/dies.expected"
# Open MPI's default kill: SIGCONT, SIGTERM 1 s later, then SIGKILL as soon
# as the first rank has died (its SIGCHLD cuts the launcher's sleep short):
# before the SIGCONT snapshot, rank files were missing in 4 runs of 6 with
# MPI_Abort.  The faults and the unhandled SIGUSR1 kill rank 1 itself.
# When every rank exits, each exit cuts a sleep short and the whole
# sequence takes as long as the exits: an oversubscribed rank may not run
# before its SIGKILL, so that case gets 5 s sleeps, which a SIGCHLD only
# shortens (sleep returns whole seconds left).
for how in term abort exit segv stack abrt usr1; do
    slow=()
    [ $how = exit ] && slow=(--mca odls_base_sigkill_timeout 5)
    ompi_run "$LIB" "$R/rec.$how" "" $NP "${slow[@]}" "$B/dies" $how >"$R/$how.log" 2>&1
    echo $? >"$R/$how.rc"
    "$DUMP" "$R/rec.$how" >"$R/$how.sent" 2>"$R/$how.err"
    same "dies by $how: every rank's rows on disk" "$R/dies.expected" "$R/$how.sent"
    # A file is written without a name and named once whole: a rank
    # SIGKILLed in the microseconds between naming it and renaming it into
    # place (seen in 1 rank of 160 at 16 ranks) leaves a whole file under
    # the temporary name, never part of one.
    left=0 partial=
    for t in "$R/rec.$how"/*.tmp.*; do
        [ -e "$t" ] || continue
        left=$((left + 1))
        [ "$(head -c 8 "$t")" = COMMPROF ] && [ "$(tail -c 16 "$t" | od -An -tx1 | tr -d ' \n')" = ffff0000000000000000000000000000 ] ||
            partial="$partial ${t##*/}"
    done
    [ -z "$partial" ] && pass "dies by $how: no partial file ($left temporary names left)" ||
        fail "dies by $how: no partial file" "$partial"
done
# the rank dies of its own signal, as without commprof (mpirun: 128 + signal),
# after the handler that was there: Open MPI's backtrace
for spec in segv:SIGSEGV:139:"Signal: Segmentation fault" stack:SIGSEGV:139: abrt:SIGABRT:134:"Signal: Aborted" \
    usr1:SIGUSR1:138:; do
    IFS=: read -r how sig rc msg <<<"$spec"
    if "$DUMP" --info "$R/rec.$how" | grep -q "^rank 1 .* end signal:$sig " && [ "$(cat "$R/$how.rc")" = "$rc" ] &&
        { [ -z "$msg" ] || grep -q "$msg" "$R/$how.log"; }; then
        bt=
        [ -n "$msg" ] && bt=", the backtrace of Open MPI's handler printed"
        pass "dies by $how: rank 1 marked end=signal:$sig, exit $rc$bt"
    else
        fail "dies by $how: rank 1 marked end=signal:$sig, exit $rc" \
            "exit $(cat "$R/$how.rc"): $("$DUMP" --info "$R/rec.$how" | grep '^rank 1')"
    fi
done
"$ROOT/bin/analyzer" "$R/rec.segv" -o /dev/null --report "$R/segv.report" 2>"$R/segv.analyzer" &&
    grep -q "^ended before MPI_Finalize: .*1 by SIGSEGV (rank 1)" "$R/segv.report" &&
    grep -q "^analyzer: note: 4 ranks ended before MPI_Finalize: .*1 by SIGSEGV (rank 1)" "$R/segv.analyzer" &&
    pass "analyzer: the report and a note say how the ranks ended" ||
    fail "analyzer: how the ranks ended" "$(grep ended "$R/segv.report" "$R/segv.analyzer")"
"$DUMP" --info "$R/rec.term" | grep -q "^rank 1 .* end signal" &&
    pass "SIGTERM'd rank marked end=signal" || fail "SIGTERM'd rank marked end=signal"
"$DUMP" --info "$R/rec.abort" | grep -q "^rank 1 .* end abort" &&
    pass "MPI_Abort'ing rank marked end=abort" || fail "MPI_Abort'ing rank marked end=abort"
"$DUMP" --info "$R/rec.exit" | grep -q "^rank 0 .* end exit" &&
    pass "exit without finalize marked end=exit" || fail "exit without finalize marked end=exit"

# Corrupt recordings: clear message naming the file (and offset), exit 3.
src=$B/rec.ring
corrupt() { # NAME WANT-MESSAGE-REGEX COMMAND-TO-DAMAGE-$c
    local name=$1 want=$2 c=$R/corrupt.$1
    rm -rf "$c" && cp -r "$src" "$c"
    eval "$3"
    "$DUMP" "$c" >"$c.out" 2>"$c.err"
    local rc=$?
    if [ $rc -eq 3 ] && grep -qE "$want" "$c.err" && [ ! -s "$c.out" ]; then
        pass "corrupt recording ($name): exit 3, says where"
    else
        fail "corrupt recording ($name)" "rc=$rc: $(cat "$c.err")"
    fi
}
size=$(stat -c %s "$src/rank.2.cpr")
corrupt truncated "rank\.2\.cpr:[0-9]+: truncated" "truncate -s $((size - 20)) \$c/rank.2.cpr"
corrupt cut-header "rank\.2\.cpr:0: not a commprof" "truncate -s 10 \$c/rank.2.cpr"
corrupt bad-magic "rank\.3\.cpr:0: not a commprof" "printf XXXX | dd of=\$c/rank.3.cpr conv=notrunc 2>/dev/null"
corrupt new-version "rank\.1\.cpr:8: format version 9\.[0-9]+, this reader reads version 1" \
    "printf '\\011\\000' | dd of=\$c/rank.1.cpr bs=1 seek=8 conv=notrunc 2>/dev/null"
corrupt missing-rank "rank\.0\.cpr: No such file" "rm \$c/rank.0.cpr"
corrupt huge-length "rank\.0\.cpr:24: truncated record" \
    "printf '\\377\\377\\377\\177' | dd of=\$c/rank.0.cpr bs=1 seek=32 conv=notrunc 2>/dev/null"
corrupt no-job "not a commprof recording \(no job\.cpj" "rm \$c/job.cpj"
# a file given where the recording's directory goes: said as such, exit 3
echo "not a recording" >"$R/afile.txt"
"$DUMP" "$R/afile.txt" >"$R/afile.out" 2>"$R/afile.err"
rc=$?
[ $rc -eq 3 ] && grep -q "afile.txt: not a commprof recording (a recording is the directory a job wrote, with job.cpj)" "$R/afile.err" &&
    [ ! -s "$R/afile.out" ] && pass "commprof-dump on a file: exit 3, says a recording is a directory" ||
    fail "commprof-dump on a file" "rc=$rc: $(cat "$R/afile.err")"
# the job's size (JOB_INFO's first field: byte 40, after the 24-byte header
# and the 16-byte record header) damaged to 2^30: one rank's image disagrees,
# at once (it took 58 s and 12 GB of memory before any rank was read)
corrupt job-world-size "job\.cpj: says the job had 1073741824 ranks, but .*rank\.[0-9]+\.cpr was recorded in a job of 8" \
    "printf '\\000\\000\\000\\100' | dd of=\$c/job.cpj bs=1 seek=40 conv=notrunc 2>/dev/null"
# node files (the default): the file and where the damage is are named
ring_src=$src
src=$B/rec.modes
if [ -f "$src/node.0.cpr" ]; then
    size=$(stat -c %s "$src/node.0.cpr")
    corrupt node-truncated "node\.0\.cpr@[0-9]+: rank 7's image runs past the end" "truncate -s $((size - 20)) \$c/node.0.cpr"
    # the intact images of a cut node file are still read with --allow-partial
    c=$R/corrupt.node-truncated
    "$DUMP" --allow-partial "$c" >"$c.partial" 2>"$c.perr"
    [ $? -eq 0 ] && grep -q "1 of 8 rank files missing" "$c.perr" && [ "$(wc -l <"$c.partial")" -eq "$("$DUMP" "$src" | awk '$1 != 7' | wc -l)" ] &&
        pass "--allow-partial on a cut node file: the 7 intact ranks" || fail "--allow-partial on a cut node file" "$(cat "$c.perr")"
    corrupt node-cut "node\.0\.cpr:0: truncated node file" "truncate -s 30 \$c/node.0.cpr"
    corrupt node-bad-index "node\.0\.cpr:44: index entry 0 \(rank 99 at byte" \
        "printf 'c\\000\\000\\000' | dd of=\$c/node.0.cpr bs=1 seek=44 conv=notrunc 2>/dev/null"
    corrupt node-image "node\.0\.cpr@[0-9]+:0: not a commprof" \
        "printf XXXX | dd of=\$c/node.0.cpr bs=1 seek=\$(($(od -An -tu8 -j48 -N8 "$src/node.0.cpr"))) conv=notrunc 2>/dev/null"
    corrupt node-and-rank-file "rank 1 is both in rank\.1\.cpr and in .*node\.0\.cpr" "cp $ring_src/rank.1.cpr \$c/"
    corrupt node-missing "rank\.0\.cpr: No such file" "rm \$c/node.0.cpr"
    corrupt node-job-world-size "job\.cpj: says the job had 1073741824 ranks, but .*node\.0\.cpr's rank [0-9]+ was recorded in a job of 8" \
        "printf '\\000\\000\\000\\100' | dd of=\$c/job.cpj bs=1 seek=40 conv=notrunc 2>/dev/null"
else
    fail "robustness: packed recording present" "needs t-30's rec.modes"
fi
src=$ring_src
# --allow-partial reads what is there, and warns
c=$R/corrupt.missing-rank
"$DUMP" --allow-partial "$c" >"$c.partial" 2>"$c.perr"
if [ $? -eq 0 ] && grep -q "1 of 8 rank files missing" "$c.perr" && [ "$(wc -l <"$c.partial")" -eq 7 ]; then
    pass "--allow-partial: the other ranks' rows and a warning"
else
    fail "--allow-partial" "$(cat "$c.perr")"
fi
"$DUMP" >/dev/null 2>&1
[ $? -eq 2 ] && pass "commprof-dump without arguments: usage error" || fail "commprof-dump usage error"

# Linked with -lcommprof, no preload: the same recording.
ompi_run "" "$R/rec.linked" "" 8 "$B/phases" >"$R/linked.log" 2>&1
exp_phases 8 | pairs_sum >"$R/linked.expected"
"$DUMP" "$R/rec.linked" >"$R/linked.sent" 2>&1
same "linked with -lcommprof (no LD_PRELOAD): exact" "$R/linked.expected" "$R/linked.sent"

# Node files from many nodes: a generated 4x4x4 stencil recording packed 6
# ranks per node file (the last one short) reads exactly as one rank file
# per rank (dump and graph), with ranks spread over 11 files
cc -O2 -std=c11 -D_GNU_SOURCE -I"$ROOT/interpose/record" -o "$R/gen_recording" "$ROOT/tests/bench/gen_recording.c" &&
    "$R/gen_recording" "$R/gen.p6" 4 4 4 6 && "$R/gen_recording" "$R/gen.p0" 4 4 4 0 &&
    "$DUMP" "$R/gen.p6" >"$R/gen.p6.dump" && "$DUMP" "$R/gen.p0" >"$R/gen.p0.dump" &&
    "$ROOT/bin/analyzer" -q "$R/gen.p6" -o "$R/gen.p6.csr" && "$ROOT/bin/analyzer" -q "$R/gen.p0" -o "$R/gen.p0.csr" &&
    [ "$(ls "$R/gen.p6" | grep -c '^node\.')" = 11 ] && [ "$(wc -l <"$R/gen.p6.dump")" = 1664 ] &&
    cmp -s "$R/gen.p6.dump" "$R/gen.p0.dump" && cmp -s <(grep -v '^%' "$R/gen.p6.csr") <(grep -v '^%' "$R/gen.p0.csr") &&
    pass "11 node files of 6 ranks read as 64 rank files: same 1664 pairs, same graph" ||
    fail "node files from many nodes" "$(ls "$R/gen.p6" | head -3) $(wc -l <"$R/gen.p6.dump")"

# COMMPROF_SNAPSHOT: a thread writes each rank's file every S seconds, so a
# rank SIGKILLed mid-run leaves what it had; in a run that finalizes, the
# node file replaces the snapshots and the counts are the run's.
mpicc.openmpi -O1 -o "$R/ticks" tests/programs/ticks.c
ompi_run "$LIB" "$R/rec.snapfin" "" 4 -x COMMPROF_SNAPSHOT=0.05 "$R/ticks" >"$R/snapfin.log" 2>&1
want="0 150 150 1 100 100 2 150 150 3 100 100" # odd ranks pause for a third of the run
got=$("$DUMP" --calls "$R/rec.snapfin" 2>&1 | awk '{ c[$1 " " $2] = $7 } END { for (r = 0; r < 4; r++)
    printf "%s%d %d %d", r ? " " : "", r, c[r " MPI_Barrier"], c[r " MPI_Allreduce"] }')
[ "$(ls "$R/rec.snapfin" | tr '\n' ' ')" = "job.cpj node.0.cpr " ] && [ "$got" = "$want" ] &&
    pass "COMMPROF_SNAPSHOT=0.05, run finalized: only the node file, the calls as counted by hand" ||
    fail "COMMPROF_SNAPSHOT, run finalized" "$(ls "$R/rec.snapfin" | tr '\n' ' '); calls $got"
rm -rf "$R/rec.snapkill"
timeout 120 mpirun.openmpi -n 4 -x LD_PRELOAD="$LIB" -x COMMPROF_OUTPUT="$R/rec.snapkill" -x COMMPROF_SNAPSHOT=0.05 \
    "$R/ticks" </dev/null >"$R/snapkill.log" 2>&1 &
launcher=$!
for ((i = 0; i < 200; i++)); do # until every rank has a snapshot (ticks runs about a second)
    [ "$(ls "$R/rec.snapkill" 2>/dev/null | grep -c '^rank\.[0-9]*\.cpr$')" = 4 ] && break
    sleep 0.05
done
pkill -KILL -f "^$R/ticks" # the ranks, with no chance to write
wait $launcher
# (a rank the launcher reaches first with its own SIGCONT and SIGTERM may end
# by those: still its file, whole)
ends=$("$DUMP" --info "$R/rec.snapkill" 2>&1 | awk '$1 == "rank" && ($8 == "running" || $8 ~ /^signal:/)' | wc -l)
calls=$("$DUMP" --calls "$R/rec.snapkill" 2>&1 | awk '$2 == "MPI_Barrier" && $7 >= 1 && $7 <= 150' | wc -l)
[ "$ends" = 4 ] && [ "$calls" = 4 ] &&
    pass "COMMPROF_SNAPSHOT=0.05, ranks SIGKILLed mid-run: every rank's snapshot (1 to 150 barriers)" ||
    fail "COMMPROF_SNAPSHOT, ranks SIGKILLed" "$("$DUMP" --info "$R/rec.snapkill" 2>&1 | awk '$1 == "rank" { printf "%s ", $8 }'); ranks with 1 to 150 barriers: $calls; $(ls "$R/rec.snapkill" | tr '\n' ' ')"

# the snapshot thread alone, with a writer that takes a known time: writes
# shorter than the period keep its cadence; longer ones are each followed by
# a whole quiet period, not written back to back
if unit_build snapshot_thread_check && "$ROOT/build/unit/snapshot_thread_check" >"$R/stc.log" 2>&1; then
    pass "$(cat "$R/stc.log")"
else
    fail "snapshot thread: period kept, no back-to-back writes" "$(cat "$OUT/unit.snapshot_thread_check.build" "$R/stc.log" | head -5)"
fi

# SIGCONT alone, the first step of Open MPI's kill: every rank writes a
# snapshot while the job goes on (it waits 30 s), so a SIGKILL then loses
# nothing.  Without the snapshot no rank file appears.
rm -rf "$R/rec.cont"
timeout 120 mpirun.openmpi -n $NP -x LD_PRELOAD="$LIB" -x COMMPROF_OUTPUT="$R/rec.cont" "$B/dies" wait \
    </dev/null >"$R/cont.log" 2>&1 &
launcher=$!
for ((i = 0; i < 200; i++)); do # rank 0's job file: every rank is past MPI_Init's collectives
    [ -f "$R/rec.cont/job.cpj" ] && break
    sleep 0.05
done
sleep 0.5 # the ranks' last steps of MPI_Init (handlers), and the ring
pkill -CONT -f "^$B/dies wait"
for ((i = 0; i < 100; i++)); do
    n=$(ls "$R/rec.cont" 2>/dev/null | grep -c '^rank\.[0-9]*\.cpr$')
    [ "$n" = $NP ] && break
    sleep 0.05
done
pkill -KILL -f "^$B/dies wait"
wait $launcher
"$DUMP" "$R/rec.cont" >"$R/cont.sent" 2>&1
[ "$n" = $NP ] && cmp -s "$R/dies.expected" "$R/cont.sent" &&
    pass "SIGCONT: every rank writes a snapshot while the job runs; after SIGKILL, every rank's rows" ||
    fail "SIGCONT snapshot" "$n rank files before the SIGKILL; $(head -3 "$R/cont.sent")"

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
if [ -f "$R/naming/commprof.ring.1/job.cpj" ] && [ -f "$R/naming/commprof.ring.2/rank.1.cpr" ]; then
    pass "default output commprof.<program>.<n>, a rerun does not overwrite"
else
    fail "default output naming" "$(ls "$R/naming")"
fi

# COMMPROF_DISABLE=1: nothing written
mkdir -p "$R/disabled" && (cd "$R/disabled" &&
    timeout 120 mpirun.openmpi -n 2 -x LD_PRELOAD="$LIB" -x COMMPROF_DISABLE=1 "$B/ring" >/dev/null 2>&1)
[ -z "$(ls -A "$R/disabled")" ] && pass "COMMPROF_DISABLE=1 writes nothing" || fail "COMMPROF_DISABLE=1 writes nothing"

# Jobs that die: every rank's rows up to that point are on disk.
NP=4
exp_dies $NP | pairs_sum >"$R/dies.expected"
for how in term abort exit; do
    # Open MPI SIGKILLs 1 s after SIGTERM by default; an oversubscribed rank
    # may not even be scheduled in that time, so give the handlers 5 s
    ompi_run "$LIB" "$R/rec.$how" "" $NP --mca odls_base_sigkill_timeout 5 "$B/dies" $how >"$R/$how.log" 2>&1
    "$DUMP" "$R/rec.$how" >"$R/$how.sent" 2>"$R/$how.err"
    same "dies by $how: every rank's rows on disk" "$R/dies.expected" "$R/$how.sent"
    ls "$R/rec.$how" | grep -q tmp && fail "dies by $how: no temporary files left" ||
        pass "dies by $how: no temporary files left"
done
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

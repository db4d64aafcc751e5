# analyzer on OTF2 traces written by another tool (EZTrace 2.0, Debian's
# eztrace): the matrix equals Open MPI monitoring's E lines of the same
# program run without the tracer (EZTrace's own messages at finalize show
# up in E lines), and a hand-computed pattern on a reordered communicator,
# so the communicator-to-world translation through the trace's definitions
# is checked.  Also: time ranges add up, bad archives fail cleanly.
# (commprof's own traces are checked in t-36.)
AN=$ROOT/bin/analyzer
E=$OUT/otf2
mkdir -p "$E"

for p in ring halo; do
    mpicc.openmpi -O1 -o "$E/$p" tests/programs/$p.c || fail "otf2: $p builds"
done
ez_check() { # NAME NP PROGRAM ARGS...  (the trace goes to $E/NAME.ez, the directory EZTrace makes)
    local name=$1 np=$2
    shift 2
    rm -rf "$E/$name.ez" "$E/$name.run"
    mkdir -p "$E/$name.run"
    if ! (cd "$E/$name.run" && timeout 300 mpirun.openmpi -n "$np" eztrace -t openmpi "$@" </dev/null) \
        >"$E/$name.ezlog" 2>&1 || ! mv "$E/$name.run/$(basename "$1")_trace" "$E/$name.ez" ||
        [ ! -f "$E/$name.ez/eztrace_log.otf2" ]; then
        fail "otf2: EZTrace traces $name" "$(tail -3 "$E/$name.ezlog")"
        return 1
    fi
    timeout 300 mpirun.openmpi -n "$np" --mca pml_monitoring_enable 2 --mca pml_monitoring_enable_output 3 \
        --mca pml_monitoring_filename "$E/$name.mon" "$@" </dev/null >/dev/null 2>&1
    monitoring_pairs "$E/$name.mon" >"$E/$name.mon.pairs"
    # the directory holding the archive is input enough
    if "$AN" "$E/$name.ez" -o "$E/$name.mtx" 2>"$E/$name.an"; then
        mtx_pairs "$E/$name.mtx" >"$E/$name.pairs"
        same "otf2: EZTrace $name: the trace's matrix = monitoring's E lines (run without EZTrace)" \
            "$E/$name.mon.pairs" "$E/$name.pairs"
    else
        fail "otf2: analyzer reads EZTrace's $name trace" "$(tail -2 "$E/$name.an")"
        return 1
    fi
}
if ez_check halo 8 "$E/halo"; then
    # the mapper takes the trace, or the monitoring files, as it takes the
    # graph the analyzer writes from them: the same placement
    MP=$ROOT/bin/mapper
    mkdir -p "$E/halo.mondir" && cp "$E"/halo.mon.*.prof "$E/halo.mondir/"
    for in in halo.ez halo.mondir; do
        "$AN" -q "$E/$in" -o "$E/$in.graph" &&
            "$MP" -q --hierarchy 2:2:2 --format perm -o "$E/$in.perm" "$E/$in" &&
            "$MP" -q --hierarchy 2:2:2 --format perm -o "$E/$in.graph.perm" "$E/$in.graph" &&
            cmp -s "$E/$in.perm" "$E/$in.graph.perm" &&
            pass "mapper reads $in directly: the placement it gets from the analyzer's graph" ||
            fail "mapper on $in" "$(paste -d' ' "$E/$in.perm" "$E/$in.graph.perm" 2>&1 | head -8)"
    done
fi
if ez_check ring-rev 6 "$E/ring" reversed; then
    # world rank r is local rank 5-r: it sends 10 messages of (6-r)*4 bytes to r-1
    for r in 0 1 2 3 4 5; do echo "$r $(((r + 5) % 6)) 10 $((10 * (6 - r) * 4))"; done | pairs_sum >"$E/ring-rev.expected"
    same "otf2: EZTrace ring on a reversed split: world ranks through the communicator's group" \
        "$E/ring-rev.expected" "$E/ring-rev.pairs"
    # time ranges: the two halves of the trace add up to the whole
    len=$(sed -n 's/.*trace: \([0-9.]*\) s,.*/\1/p' "$E/ring-rev.an")
    half=$(awk -v l="$len" 'BEGIN { printf "%.9f", l / 2 }')
    "$AN" -q --time ":$half" "$E/ring-rev.ez" -o "$E/first.mtx" && "$AN" -q --time "$half:" "$E/ring-rev.ez" -o "$E/second.mtx"
    { mtx_pairs "$E/first.mtx"; mtx_pairs "$E/second.mtx"; } | pairs_sum >"$E/halves.pairs"
    same "otf2: --time :T and T: of a trace add up to the whole run (T = $half s)" "$E/ring-rev.pairs" "$E/halves.pairs"
    "$AN" -q --time "$(awk -v l="$len" 'BEGIN { printf "%.6f", l + 0.001 }'):" "$E/ring-rev.ez" -o "$E/after.mtx"
    [ -z "$(mtx_pairs "$E/after.mtx")" ] && pass "otf2: --time after the trace's end: no pairs" ||
        fail "otf2: --time after the end" "$(head -3 "$E/after.mtx")"
    # the HTML report says what the clock check found, as the summary does
    "$AN" -q "$E/ring-rev.ez" --report "$E/ring-rev.html"
    v=$(sed -n 's/.*clock condition: \([0-9]*\) receive.*/\1/p' "$E/ring-rev.an")
    grep -q "id=\"violations\">$v (" "$E/ring-rev.html" && pass "otf2: HTML report shows the $v clock-condition violations" ||
        fail "otf2: HTML report's clock-condition row" "expected $v"
fi

# bad input: a clear message naming the archive, exit 3; options that do not
# apply to traces, exit 2
if [ -d "$E/halo.ez" ]; then
    rm -rf "$E/cut" && cp -r "$E/halo.ez" "$E/cut"
    f=$(ls "$E"/cut/eztrace_log/*.evt | head -1)
    truncate -s 40 "$f"
    "$AN" -q "$E/cut/eztrace_log.otf2" -o "$E/cut.mtx" 2>"$E/cut.err"
    rc=$?
    [ $rc = 3 ] && grep -q "cut/eztrace_log.otf2: bad events" "$E/cut.err" && [ ! -e "$E/cut.mtx" ] &&
        pass "otf2: truncated event file: exit 3, message names the archive, no output" ||
        fail "otf2: truncated event file" "exit $rc: $(cat "$E/cut.err")"
    rm -rf "$E/gone" && cp -r "$E/halo.ez" "$E/gone" && rm "$E"/gone/eztrace_log/0.evt
    "$AN" -q "$E/gone" -o "$E/gone.mtx" 2>"$E/gone.err"
    rc=$?
    [ $rc = 3 ] && grep -q "no events of location 0" "$E/gone.err" &&
        pass "otf2: missing event file: exit 3, names the location" || fail "otf2: missing event file" "exit $rc: $(cat "$E/gone.err")"
    "$AN" -q --phase solve "$E/halo.ez" -o "$E/x.mtx" 2>"$E/phase.err"
    rc=$?
    [ $rc = 3 ] && grep -q "no user region (phase) named 'solve'" "$E/phase.err" &&
        pass "otf2: --phase solve on an EZTrace trace without such a user region: exit 3, says so" ||
        fail "otf2: --phase on a trace" "exit $rc: $(cat "$E/phase.err")"
fi
head -c 4096 /dev/urandom >"$E/noise.otf2"
"$AN" -q "$E/noise.otf2" -o "$E/noise.mtx" 2>"$E/noise.err"
rc=$?
[ $rc = 3 ] && grep -q "noise.otf2: not a readable OTF2 archive" "$E/noise.err" &&
    pass "otf2: random bytes named .otf2: exit 3 with a message" || fail "otf2: random .otf2" "exit $rc: $(cat "$E/noise.err")"

# damaged archives, under ASan/UBSan: bytes of event and definition files
# overwritten (seeded, reproducible), each read must end in exit 0 or 3 with
# no sanitizer report
SAN=$ROOT/build/sanitize/analyzer
if [ ! -x "$SAN" ]; then
    fail "otf2: sanitized analyzer present" "run make build/sanitize/analyzer"
elif [ -d "$E/halo.ez" ]; then
    bad=0 n=0 exits=""
    echo "leak:libopen-trace-format2.so" >"$E/lsan.supp"
    RANDOM=86
    for i in $(seq 1 40); do
        rm -rf "$E/mut" && cp -r "$E/halo.ez" "$E/mut"
        files=("$E"/mut/eztrace_log/*.evt "$E"/mut/eztrace_log/*.def "$E"/mut/eztrace_log.def)
        f=${files[$((RANDOM % ${#files[@]}))]}
        size=$(stat -c %s "$f")
        for k in 1 2 3 4; do
            printf "\\x$(printf %02x $((RANDOM % 256)))" | dd of="$f" bs=1 seek=$(((RANDOM * 32768 + RANDOM) % size)) count=1 conv=notrunc 2>/dev/null
        done
        # OTF2 3.0 itself leaks a few bytes when a Group record fails to
        # read (seen: 8 bytes allocated in libopen-trace-format2, no frame
        # of ours): its leaks are not this test's business
        ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions="$E/lsan.supp" UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
            timeout 60 "$SAN" -q "$E/mut/eztrace_log.otf2" -o "$E/mut.mtx" >"$E/mut.log" 2>&1
        rc=$?
        n=$((n + 1))
        exits="$exits $rc"
        if { [ $rc != 0 ] && [ $rc != 3 ]; } || grep -qE "Sanitizer|runtime error" "$E/mut.log"; then
            bad=$((bad + 1))
            cp -r "$E/mut" "$E/mut.fail.$i"
        fi
    done
    [ $bad = 0 ] && pass "otf2: $n damaged archives under ASan/UBSan: exit 0 or 3, no report (exits:$(echo $exits | tr ' ' '\n' | sort | uniq -c | awk '{ printf " %s x%s", $2, $1 }'))" ||
        fail "otf2: damaged archives" "$bad of $n crashed or reported, kept in $E/mut.fail.*"
    ASAN_OPTIONS=detect_leaks=1 "$SAN" -q "$E/halo.ez" -o "$E/halo.san.mtx" 2>"$E/halo.san.log" &&
        cmp -s "$E/halo.mtx" "$E/halo.san.mtx" && pass "otf2: sanitized analyzer, intact trace: clean, same matrix" ||
        fail "otf2: sanitized analyzer on the intact trace" "$(head -5 "$E/halo.san.log")"
fi

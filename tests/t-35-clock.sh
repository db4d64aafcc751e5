# Synchronized timestamps: a known skew injected per rank
# (COMMPROF_TEST_SKEW) is recovered within the stored error bounds, the
# corrected times keep a token's causal order that the raw ones break, and
# per-window matrices add up to the whole run.  Both MPI libraries.
B=$OUT/clock
mkdir -p "$B"
NP=8
mpicc.openmpi -O1 -o "$B/token" tests/programs/token.c &&
    mpicc.mpich -O1 -o "$B/token.mpich" tests/programs/token.c &&
    pass "clock: token program builds" || fail "clock: token program builds"
GAP_NS=3000000 # the token program's GAP_US

# skew_check NAME DIR OFFSET_US DRIFT_PPM: every sync point's offset equals
# the injected one within its error bound.  Rank r's timer reads
# L = t + r*O + r*D*t, so its offset to rank 0 is -(r*O + r*D*t).
skew_check() {
    local name=$1 d=$2 o=$3 dr=$4
    "$DUMP" --clock "$d" >"$d.clock" 2>&1 || { fail "$name: dump --clock" "$(head -3 "$d.clock")"; return; }
    local bad n
    n=$(grep -c '^sync' "$d.clock")
    [ "$n" = $((2 * NP)) ] || { fail "$name: two sync points per rank" "$n sync lines"; return 1; }
    bad=$(awk -v O="$o" -v D="$dr" '
        $1 == "sync" { r = $2; L = $3; off = r * O * 1000; dr = r * D * 1e-6
            t = (L - off) / (1 + dr); want = -(off + dr * t); dev = $4 - want
            if (dev < 0) dev = -dev
            n[r]++; if (dev > $5) printf "rank %d point %d: offset %d, injected %.0f, bound %d; ", r, n[r], $4, want, $5 }
        END { for (r = 0; r < '$NP'; r++) if (n[r] < 2) printf "rank %d has %d sync points; ", r, n[r] }' "$d.clock")
    [ -z "$bad" ] && pass "$name: injected offsets recovered within the error bounds at MPI_Init and MPI_Finalize" ||
        fail "$name: injected offsets recovered within the error bounds" "$bad"
    # the drift between the two points, against the injected one
    bad=$(awk -v D="$dr" '
        $1 == "sync" { r = $2; if (!(r in L0)) { L0[r] = $3; O0[r] = $4; E0[r] = $5 } else { L1[r] = $3; O1[r] = $4; E1[r] = $5 } }
        END { for (r in L1) { span = L1[r] - L0[r]; got = (O1[r] - O0[r]) / span; want = -(r * D * 1e-6) / (1 + r * D * 1e-6)
              tol = (E0[r] + E1[r]) / span; if (got - want > tol || want - got > tol) printf "rank %d: drift %.2f ppm, injected %.2f +- %.2f; ", r, got * 1e6, want * 1e6, tol * 1e6 } }' "$d.clock")
    [ -z "$bad" ] && pass "$name: injected drift recovered within the bounds" || fail "$name: injected drift" "$bad"
    # tree, not chain: rank r's offset is chained over popcount(r) measurements
    bad=$(awk '$1 == "sync" { r = $2; p = 0; for (x = r; x; x = int(x / 2)) p += x % 2; if ($7 != p) printf "rank %d: %d hops, want %d; ", r, $7, p }' "$d.clock")
    [ -z "$bad" ] && pass "$name: offsets chained over popcount(rank) hops (log2 rounds)" || fail "$name: sync tree" "$bad"
}

# causal_check NAME DIR: the token leaves rank r at least GAP after it left
# rank r-1 (first and last lap), on corrected times, allowing both bounds.
causal_check() {
    local name=$1 d=$2
    "$DUMP" --times "$d" >"$d.times" && "$DUMP" --times --uncorrected "$d" >"$d.raw" ||
        { fail "$name: dump --times"; return; }
    local bad
    bad=$(awk -v G=$GAP_NS '
        FNR == NR { if ($1 == "sync" && $5 > e[$2]) e[$2] = $5; next }
        { f[$1] = $3; l[$1] = $4; n++ }
        END { for (r = 1; r < n; r++) { tol = e[r] + e[r - 1]
              if (f[r] - f[r - 1] < G - tol) printf "first: %d->%d left %d ns after %d->%d (bounds %d); ", r, r + 1, f[r] - f[r - 1], r - 1, r, tol
              if (l[r] - l[r - 1] < G - tol) printf "last: %d->%d left %d ns after %d->%d; ", r, r + 1, l[r] - l[r - 1], r - 1, r } }' "$d.clock" "$d.times")
    [ -z "$bad" ] && pass "$name: corrected first/last send times keep the token's order (gap >= 3 ms - bounds)" ||
        fail "$name: corrected times keep the token's order" "$bad"
    # the same check on the raw timers must fail: the injected skew (-1 ms per
    # rank) is larger than the gap's margin
    bad=$(awk -v G=$GAP_NS '{ f[$1] = $3; n++ } END { for (r = 1; r < n; r++) if (f[r] - f[r - 1] < G / 2) c++; print c + 0 }' "$d.raw")
    [ "$bad" -gt 0 ] && pass "$name: uncorrected times break that order ($bad hops): the correction is what keeps it" ||
        fail "$name: uncorrected times should break the order"
}

SKEW=-1000,-20
rm -rf "$B/skew"
if ompi_run "$ROOT/lib/libcommprof.so" "$B/skew" "" $NP -x COMMPROF_TEST_SKEW=$SKEW -x COMMPROF_WINDOW=0.005 \
    "$B/token" >"$B/skew.log" 2>&1; then
    pass "openmpi: token with injected skew runs"
    skew_check "openmpi: skew $SKEW" "$B/skew" -1000 -20 &&
        causal_check "openmpi: skew $SKEW" "$B/skew"
    exp_token() { local r; for ((r = 0; r < $1; r++)); do echo "$r $(((r + 1) % $1)) 4 32"; done; }
    exp_token $NP >"$B/token.expected"
    "$DUMP" "$B/skew" >"$B/skew.sent"
    same "openmpi: token traffic = hand-computed" "$B/token.expected" "$B/skew.sent"
    # windows: every window's pairs together give the whole-run table
    "$DUMP" --windows "$B/skew" >"$B/skew.windows"
    for w in $(awk '{ print $1 }' "$B/skew.windows"); do "$DUMP" --window "$w" "$B/skew"; done | pairs_sum >"$B/skew.wsum"
    same "openmpi: per-window matrices add up to the whole-run one" "$B/skew.sent" "$B/skew.wsum"
    used=$(awk '$4 > 0' "$B/skew.windows" | wc -l)
    [ "$used" -ge 4 ] && pass "openmpi: traffic spread over $used windows of 5 ms" || fail "openmpi: windows used" "$used"
    # analyzer --time 0.02:0.04 = windows 4..7 (5 ms each), summed independently
    for w in 4 5 6 7; do "$DUMP" --window $w "$B/skew"; done | pairs_sum >"$B/skew.t.expected"
    if "$ROOT/bin/analyzer" -q "$B/skew" --time 0.02:0.04 -o "$B/skew.t.mtx" --report "$B/skew.t.txt"; then
        paste -d' ' <(grep '^% msgs' "$B/skew.t.mtx" | awk '{ print $3 - 1, $4 - 1, $5 }') \
            <(grep -v '^%' "$B/skew.t.mtx" | tail -n +2 | awk '{ print $3 }') | pairs_sum >"$B/skew.t.got"
        same "analyzer: --time 0.02:0.04 = the sends of windows 4-7" "$B/skew.t.expected" "$B/skew.t.got"
        grep -q "windows 4-7 of 0.005" "$B/skew.t.txt" && pass "analyzer: the report says which windows --time used" ||
            fail "analyzer: the report says which windows --time used" "$(grep source "$B/skew.t.txt")"
    else
        fail "analyzer: --time on a windowed recording"
    fi
    # the report's traffic over time equals the windows' totals (the report
    # prints at most 40 rows, consecutive windows summed in groups of
    # ceil(windows / 40): a slow run spans more 5 ms windows)
    "$ROOT/bin/analyzer" -q "$B/skew" --report "$B/skew.txt" -o /dev/null --format metis
    awk '/^traffic over time/ { on = 1; getline; next } on && NF == 4 { print $3, $4 } on && NF != 4 { on = 0 }' "$B/skew.txt" >"$B/skew.timeline"
    awk '{ m[NR - 1] = $4; b[NR - 1] = $5 } END { per = int((NR + 39) / 40)
        for (i = 0; i < NR; i += per) { x = y = 0; for (k = i; k < i + per && k < NR; k++) { x += m[k]; y += b[k] } print x, y } }' \
        "$B/skew.windows" | diff -q - "$B/skew.timeline" >/dev/null &&
        pass "analyzer: report's traffic over time = per-window totals" ||
        fail "analyzer: report's traffic over time = per-window totals" "$(head -3 "$B/skew.timeline")"
    grep -q "^clocks: synchronized" "$B/skew.txt" && pass "analyzer: report states the clock error bound and drift" ||
        fail "analyzer: report states the clock error bound and drift"
    "$ROOT/bin/analyzer" -q "$B/skew" --report "$B/skew.html" -o /dev/null --format metis
    nb=$(awk '/id="timeline"/ { on = 1 } on && /class="bar"/ { n++ } on && /<\/svg>/ { on = 0 } END { print n + 0 }' "$B/skew.html")
    [ "$nb" = "$used" ] && pass "analyzer: HTML timeline has one bar per window with traffic ($nb)" ||
        fail "analyzer: HTML timeline bars" "$nb bars, $used windows with traffic"
else
    fail "openmpi: token with injected skew runs" "see $B/skew.log"
fi

# COMMPROF_SYNC_INTERVAL: sync points during the run, at world collectives
# (odd ranks paused for a third of them: the points must still agree), each
# recovering the injected skew and drift within its bound
mpicc.openmpi -O1 -o "$B/ticks" tests/programs/ticks.c
if ompi_run "$ROOT/lib/libcommprof.so" "$B/ticks.rec" "" $NP -x COMMPROF_TEST_SKEW=$SKEW -x COMMPROF_SYNC_INTERVAL=0.1 \
    "$B/ticks" >"$B/ticks.log" 2>&1 && "$DUMP" --clock "$B/ticks.rec" >"$B/ticks.clock"; then
    read -r lo hi < <(awk '$1 == "sync" { n[$2]++ } END { lo = 1e9; for (r in n) { if (n[r] < lo) lo = n[r]; if (n[r] > hi) hi = n[r] } print lo, hi }' "$B/ticks.clock")
    bad=$(awk -v O=-1000 -v D=-20 '
        $1 == "sync" { r = $2; L = $3; off = r * O * 1000; dr = r * D * 1e-6
            t = (L - off) / (1 + dr); want = -(off + dr * t); dev = $4 - want
            if (dev < 0) dev = -dev
            if (dev > $5) printf "rank %d: offset %d, injected %.0f, bound %d; ", r, $4, want, $5 }' "$B/ticks.clock")
    [ "$lo" = "$hi" ] && [ "$lo" -ge 4 ] && [ -z "$bad" ] &&
        pass "openmpi: COMMPROF_SYNC_INTERVAL=0.1: $lo sync points on every rank (some paused), each within its bound" ||
        fail "openmpi: COMMPROF_SYNC_INTERVAL" "points per rank $lo..$hi; $bad"
else
    fail "openmpi: ticks with COMMPROF_SYNC_INTERVAL runs" "see $B/ticks.log"
fi
mpicc.mpich -O1 -o "$B/ticks.mpich" tests/programs/ticks.c
if mpich_run "$ROOT/lib/mpich/libcommprof.so" "$B/ticks.mpich.rec" $NP -genv COMMPROF_SYNC_INTERVAL 0.1 "$B/ticks.mpich" \
    >"$B/ticks.mpich.log" 2>&1 && "$DUMP" --clock "$B/ticks.mpich.rec" >"$B/ticks.mpich.clock"; then
    read -r lo hi < <(awk '$1 == "sync" { n[$2]++ } END { lo = 1e9; for (r in n) { if (n[r] < lo) lo = n[r]; if (n[r] > hi) hi = n[r] } print lo, hi }' "$B/ticks.mpich.clock")
    [ "$lo" = "$hi" ] && [ "$lo" -ge 4 ] && pass "mpich: COMMPROF_SYNC_INTERVAL=0.1: $lo sync points on every rank" ||
        fail "mpich: COMMPROF_SYNC_INTERVAL" "points per rank $lo..$hi"
else
    fail "mpich: ticks with COMMPROF_SYNC_INTERVAL runs" "see $B/ticks.mpich.log"
fi

# no skew, ranks of one node: one shared timer, so offsets are exactly 0
if ompi_run "$ROOT/lib/libcommprof.so" "$B/node" "" $NP "$B/token" >"$B/node.log" 2>&1 &&
    "$DUMP" --clock "$B/node" >"$B/node.clock"; then
    bad=$(awk '$1 == "sync" && ($4 != 0 || $5 != 0 || $7 != 0) { print }' "$B/node.clock" | head -3)
    n=$(grep -c '^sync' "$B/node.clock")
    [ -z "$bad" ] && [ "$n" = $((2 * NP)) ] && pass "openmpi: one node: every rank shares the node's timer (offset 0, no messages)" ||
        fail "openmpi: one node shares the timer" "$n points; $bad"
else
    fail "openmpi: token without skew runs" "see $B/node.log"
fi

# every rank measured, both timers: true offsets are 0, so |offset| <= bound
for timer in tsc monotonic_raw; do
    if [ $timer = tsc ] && ! grep -qw constant_tsc /proc/cpuinfo; then skip "clock: tsc" "no invariant TSC"; continue; fi
    if ompi_run "$ROOT/lib/libcommprof.so" "$B/byrank.$timer" "" $NP -x COMMPROF_SYNC_GROUP=rank -x COMMPROF_TIMER=$timer \
        "$B/token" >"$B/byrank.$timer.log" 2>&1 && "$DUMP" --clock "$B/byrank.$timer" >"$B/byrank.$timer.clock"; then
        bad=$(awk '$1 == "sync" { o = $4 < 0 ? -$4 : $4; if (o > $5) print }' "$B/byrank.$timer.clock" | head -3)
        grep -q "timer $timer sync_group rank" "$B/byrank.$timer.clock" || bad="timer or group not recorded; $bad"
        [ -z "$bad" ] && pass "openmpi: $timer, every rank measured: |offset| <= bound (true offset 0)" ||
            fail "openmpi: $timer measured offsets" "$bad"
    else
        fail "openmpi: $timer run" "see $B/byrank.$timer.log"
    fi
done

# MPICH
if mpich_run "$ROOT/lib/mpich/libcommprof.so" "$B/mpich" $NP -genv COMMPROF_TEST_SKEW $SKEW -genv COMMPROF_TIMES 1 \
    "$B/token.mpich" \
    >"$B/mpich.log" 2>&1; then
    pass "mpich: token with injected skew runs"
    skew_check "mpich: skew $SKEW" "$B/mpich" -1000 -20 &&
        causal_check "mpich: skew $SKEW" "$B/mpich"
else
    fail "mpich: token with injected skew runs" "see $B/mpich.log"
fi

# bad settings: a clear message, the run and its counts unharmed
if ompi_run "$ROOT/lib/libcommprof.so" "$B/bad" "" $NP -x COMMPROF_TIMER=sundial -x COMMPROF_WINDOW=soon \
    -x COMMPROF_TEST_SKEW=lots "$B/token" >"$B/bad.log" 2>&1 && "$DUMP" "$B/bad" >"$B/bad.sent"; then
    same "clock: bad COMMPROF_TIMER/WINDOW/TEST_SKEW: counts unharmed" "$B/token.expected" "$B/bad.sent"
    for v in COMMPROF_WINDOW COMMPROF_TEST_SKEW; do
        grep -q "$v" "$B/bad.log" && pass "clock: bad $v is reported" || fail "clock: bad $v is reported" "$(head -3 "$B/bad.log")"
    done
else
    fail "clock: bad settings run" "see $B/bad.log"
fi
if ompi_run "$ROOT/lib/libcommprof.so" "$B/bad2" "" $NP -x COMMPROF_TIMER=sundial -x COMMPROF_SYNC_PATIENCE=often \
    -x COMMPROF_SYNC_GROUP=all -x COMMPROF_MODE=trace -x COMMPROF_TRACE_LIMIT=lots "$B/token" >"$B/bad2.log" 2>&1 &&
    "$DUMP" "$B/bad2" >"$B/bad2.sent"; then
    same "clock: bad timer/sync/trace settings: counts unharmed" "$B/token.expected" "$B/bad2.sent"
    for v in COMMPROF_TIMER COMMPROF_SYNC_PATIENCE COMMPROF_SYNC_GROUP COMMPROF_TRACE_LIMIT; do
        grep -q "$v" "$B/bad2.log" && pass "clock: bad $v is reported" || fail "clock: bad $v is reported" "$(head -5 "$B/bad2.log")"
    done
else
    fail "clock: bad timer/sync/trace settings run" "see $B/bad2.log"
fi
out=$("$ROOT/bin/analyzer" -q "$B/node" --time 1:2 -o /dev/null 2>&1)
rc=$?
[ $rc = 3 ] && echo "$out" | grep -q "COMMPROF_WINDOW" && pass "analyzer: --time on a recording without windows: clear error, exit 3" ||
    fail "analyzer: --time without windows" "rc=$rc $out"
out=$("$ROOT/bin/analyzer" -q "$B/node" --time 5:2 -o /dev/null 2>&1)
rc=$?
[ $rc = 2 ] && pass "analyzer: --time 5:2 is a usage error" || fail "analyzer: --time 5:2" "rc=$rc $out"

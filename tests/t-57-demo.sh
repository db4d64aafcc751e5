# make demo, the README's first command after make deps: the whole pipeline
# on the bundled 8-rank halo exchange.  Truths: the hand-computed halo
# pattern (tests/lib/expected.sh) for what it prints as recorded, and
# bruteforce.py's enumeration of every placement for the one it computes
# on its pretend machine of 2 nodes x 2 sockets x 2 cores.
W=$OUT/demo
mkdir -p "$W"
D=$ROOT/build/demo
timeout 600 make -s -C "$ROOT" demo </dev/null >"$W/log" 2>&1
rc=$?
if [ $rc -eq 0 ]; then pass "make demo runs (exit 0)"; else fail "make demo runs" "exit $rc: $(tail -3 "$W/log")"; fi
# the section "== traffic per pair" prints commprof-dump --hist: src dst msgs bytes bins
awk '/^== / { on = /traffic per pair/; next } on { print $1, $2, $3, $4 }' "$W/log" >"$W/pairs"
exp_halo 8 | pairs_sum >"$W/pairs.expected"
same "make demo: the traffic it shows is the halo's, pair by pair" "$W/pairs.expected" "$W/pairs"
# the report counts every kind recorded: a top pair's 4000 halo bytes and
# what the model says the collectives (the Cartesian communicator's
# creation) sent between the two
if grep -q "^report: $D/report.html" "$W/log" && grep -q "<svg" "$D/report.html" &&
    awk 'FNR == NR { c[$1 " " $2] = $4; next } /^top pairs by bytes:/ { getline; getline; n = split($0, f)
        ok = n == 5 && f[4] == 4000 + c[f[1] " " f[2]] } END { exit !ok }' <("$DUMP" --kind coll "$D/rec") "$W/log"; then
    pass "make demo: shows the text report's top pairs (4000 halo bytes first, and the collectives') and writes the HTML report"
else
    fail "make demo: text report and HTML report" "see $W/log"
fi
BF=$ROOT/tests/mapper/bruteforce.py
if ! command -v python3 >/dev/null; then
    skip "make demo: placement is optimal" "no python3"
elif python3 "$BF" check "$D/halo.csr" 2:2:2 "$D/halo.perm" &&
    best=$(python3 "$BF" optimum "$D/halo.csr" 2:2:2 1:10:100) &&
    got=$(python3 "$BF" cost "$D/halo.csr" 2:2:2 1:10:100 "$D/halo.perm") && [ "$got" = "$best" ]; then
    pass "make demo: its placement is a valid one and optimal (J/2 $got, by enumeration)"
else
    fail "make demo: placement is optimal" "J/2 ${got:-?} against the optimum ${best:-?}"
fi
# as root, the loop on the emulated cluster: profiled, placed, relaunched,
# faster, the report written, the testbed gone afterwards
if [ "$(id -u)" = 0 ] && [ -c /dev/net/tun ]; then
    sp=$(sed -n 's/.*measured (wall, median of 1): .*speedup \([0-9.]*\).*/\1/p' "$W/log")
    awk -v s="${sp:-0}" 'BEGIN { exit !(s > 1.3) }' && [ -s "$D/placed/place.html" ] && [ ! -e "$D/testbed" ] &&
        ! ip netns list | grep -q . 2>/dev/null &&
        pass "make demo: the loop on the emulated cluster: placed and relaunched, measured speedup $sp, testbed gone" ||
        fail "make demo on the emulated cluster" "speedup ${sp:-none}; $(grep commprof-run "$W/log" | tail -2)"
else
    grep -q "skipped: the emulated cluster needs root" "$W/log" && pass "make demo: says why the emulated cluster is skipped" ||
        fail "make demo: the emulated cluster's part" "$(tail -2 "$W/log")"
fi

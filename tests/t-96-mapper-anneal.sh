# beside: t-80 (runs in the second lane: tests/run-tests)
# mapper: --anneal below the partitioners on NAS BT and cut by
# --time-limit; optima kept; the same placement on one thread and on two;
# --threads and --reproducible.
source tests/lib/mapper.sh
stencil s16 16 16 16

# --anneal: on NAS BT the partitioners' members stop at placements no
# single swap improves (7.62e9 and up; from there the chains reached
# 7.254e9), the lattice tiling at 7.2415e9; the annealing chains get below
# it.  Scored by bruteforce.py: valid, below the portfolio and VieM's
# 7.666e9 (7.2215e9 with seed 1)
gf=$ROOT/../shared/graphs/npb_bt_C_1024.graph.gz
if [ -f "$gf" ]; then
    placed npb_bt_C_1024 "$gf" 16:2:32 # the portfolio's, as t-95 makes it
    # (no time limit: a slow or busy machine must not cool it faster)
    "$MP" -q --hierarchy 16:2:32 --anneal 20000 --time-limit inf --format perm -o "$M/bt.anneal.perm" "$gf"
    a=$(python3 "$BF" cost "$gf" 16:2:32 1:10:100 "$M/bt.anneal.perm")
    p=$(python3 "$BF" cost "$gf" 16:2:32 1:10:100 "$M/npb_bt_C_1024.perm")
    if python3 "$BF" check "$gf" 16:2:32 "$M/bt.anneal.perm" && [ "$a" -lt "$p" ] && [ "$a" -lt 7450000000 ]; then
        pass "mapper --anneal: npb_bt_C_1024 valid at $a, below the portfolio's $p and 7.45e9 (VieM 7.666e9)"
    else
        fail "mapper --anneal on npb_bt_C_1024" "annealed $a, portfolio $p"
    fi
    # --time-limit bounds the annealing: 10^6 swaps a rank would take
    # about 4 minutes of each thread here; cut to end within 2 s, it says
    # so, and the result is still valid and no worse than the portfolio's.
    # Its CPU time is checked, not the wall's: a guest paused under CI
    # stretched one run's wall time to 72 s
    TIMEFORMAT=%U+%S
    cpu=$({ time "$MP" -q --hierarchy 16:2:32 --anneal 1000000 --time-limit 2 --format perm -o "$M/bt.cut.perm" "$gf" \
        2>"$M/bt.cut.err"; } 2>&1)
    unset TIMEFORMAT
    t=$(awk -v c="$cpu" 'BEGIN { split(c, x, "+"); printf "%.1f", x[1] + x[2] }')
    a=$(python3 "$BF" cost "$gf" 16:2:32 1:10:100 "$M/bt.cut.perm")
    if python3 "$BF" check "$gf" 16:2:32 "$M/bt.cut.perm" && [ "$a" -le "$p" ] &&
        grep -q "anneal 1e+06 cut to [0-9]* swaps a rank to end within --time-limit 2 s" "$M/bt.cut.err" &&
        awk -v t="$t" 'BEGIN { exit !(t < 30) }'; then
        pass "mapper --anneal 1000000 --time-limit 2: cut, said so, ended in $t s of CPU at $a (portfolio $p)"
    else
        fail "mapper --anneal with --time-limit 2" "$t s of CPU, cost $a, portfolio $p: $(cat "$M/bt.cut.err")"
    fi
else
    skip "mapper --anneal on npb_bt_C_1024" "shared graph missing"
    skip "mapper --anneal with --time-limit 2" "shared graph missing"
fi
# from the 16^3 stencil's optimum (248,832) annealing finds nothing
# better and the optimum is kept
"$MP" -q --hierarchy 32:2:64 --anneal 500 --format perm -o "$M/s16.anneal.perm" "$M/s16.graph"
c=$(python3 "$BF" cost "$M/s16.graph" 32:2:64 1:10:100 "$M/s16.anneal.perm")
[ "$c" = 248832 ] && pass "mapper --anneal: the 16^3 stencil's optimum 248832 kept" ||
    fail "mapper --anneal keeps the 16^3 stencil's optimum" "cost $c"
# the chains run side by side or one after the other: the same placement
scripts/gen-stencil --27 36 32 1 4 2 1 >"$M/s9.graph"
"$MP" -q --threads 1 --anneal 1000 --hierarchy 16:2:36 --format perm -o "$M/s9.t1.perm" "$M/s9.graph" &&
    "$MP" -q --threads 2 --anneal 1000 --hierarchy 16:2:36 --format perm -o "$M/s9.t2.perm" "$M/s9.graph" &&
    cmp -s "$M/s9.t1.perm" "$M/s9.t2.perm" &&
    pass "mapper --anneal: the same placement on one thread and on two" ||
    fail "mapper --anneal --threads 1 and 2" "placements differ"
"$BADMP" -q --anneal 300 --hierarchy 16:2:36 --format perm -o "$M/s9.san.perm" "$M/s9.graph" 2>"$M/s9.san.err" &&
    ! grep -q "Sanitizer\|runtime error" "$M/s9.san.err" &&
    pass "mapper --anneal under ASan/UBSan: two chains on threads, clean" ||
    fail "mapper --anneal under ASan/UBSan" "$(head -c 600 "$M/s9.san.err")"
# and cut by the time limit (the pace measured, the schedule shortened)
"$BADMP" -q --anneal 100000 --time-limit 0.5 --hierarchy 16:2:36 --format perm -o "$M/s9.sancut.perm" "$M/s9.graph" \
    2>"$M/s9.sancut.err" && ! grep -q "Sanitizer\|runtime error" "$M/s9.sancut.err" && grep -q "cut to" "$M/s9.sancut.err" &&
    python3 "$BF" check "$M/s9.graph" 16:2:36 "$M/s9.sancut.perm" &&
    pass "mapper --anneal cut by --time-limit under ASan/UBSan: clean, valid, says so" ||
    fail "mapper --anneal cut by --time-limit under ASan/UBSan" "$(head -c 600 "$M/s9.sancut.err")"
"$MP" -q --strategy identity --anneal 100 --hierarchy 16:2:36 --format perm -o "$M/s9.id.perm" "$M/s9.graph" 2>"$M/s9.id.err" &&
    grep -q "anneal ignored with --strategy identity" "$M/s9.id.err" && [ "$(head -3 "$M/s9.id.perm" | tr '\n' ' ')" = "0 1 2 " ] &&
    pass "mapper --anneal with --strategy identity: identity kept, and says so" ||
    fail "mapper --anneal with --strategy identity" "$(cat "$M/s9.id.err")"
# dense graphs: skipped with a word, the portfolio's placement kept
python3 -c '
n = 40
print(n, n * (n - 1) // 2, "001")
for u in range(n):
    print(" ".join("%d %d" % (v + 1, 1 + (u * v) % 7) for v in range(n) if v != u))' >"$M/k40.graph"
"$MP" -q --hierarchy 8:2:4 --anneal 100 --format perm -o "$M/k40.an.perm" "$M/k40.graph" 2>"$M/k40.err" &&
    "$MP" -q --hierarchy 8:2:4 --format perm -o "$M/k40.perm" "$M/k40.graph" &&
    grep -q "anneal skipped: the graph has 39 arcs a rank" "$M/k40.err" && cmp -s "$M/k40.perm" "$M/k40.an.perm" &&
    pass "mapper --anneal on a dense graph (39 arcs a rank): skipped with a warning, portfolio kept" ||
    fail "mapper --anneal on a dense graph" "$(cat "$M/k40.err")"
# members on threads: the same placement as one after another (METIS is
# deterministic per seed; results are kept in member order, not finish order)
scripts/gen-stencil 16 16 4 4 2 1 >"$M/s1k.graph"
"$MP" -q --strategy metis --threads 1 --hierarchy 16:2:32 --format perm -o "$M/s1k.t1.perm" "$M/s1k.graph" &&
    "$MP" -q --strategy metis --threads 2 --hierarchy 16:2:32 --format perm -o "$M/s1k.t2.perm" "$M/s1k.graph" &&
    cmp -s "$M/s1k.t1.perm" "$M/s1k.t2.perm" &&
    pass "mapper --threads 2: a weighted 16x16x4 stencil placed as with one thread (12 METIS runs)" ||
    fail "mapper --threads 2" "placements differ"
# the default thread count: half the CPUs this process may use, at most 8
# (2 on 2 or 3), as the report says; taskset to one CPU gives 1
ncpu=$(nproc)
want=1; [ "$ncpu" -ge 2 ] && want=2; [ "$ncpu" -ge 4 ] && want=$((ncpu / 2 > 8 ? 8 : ncpu / 2))
"$MP" --hierarchy 16:2:32 --format perm -o /dev/null "$M/s1k.graph" 2>"$M/thr.err"
taskset -c 0 "$MP" --hierarchy 16:2:32 --format perm -o /dev/null "$M/s1k.graph" 2>"$M/thr1.err"
want_s=s; [ "$want" = 1 ] && want_s=
grep -q "member runs on $want thread$want_s\$" "$M/thr.err" && grep -q "member runs on 1 thread\$" "$M/thr1.err" &&
    pass "mapper: default threads $want on $ncpu CPUs, 1 under taskset -c 0" ||
    fail "mapper: default threads" "$(head -1 "$M/thr.err") / $(head -1 "$M/thr1.err")"
# the default: the same placement on every run where Scotch's member wins.
# AMG2013's (450 arcs a rank): threaded Scotch, the default until
# 2026-12-02, won it at 1.0872e9, 1.0935e9 and 1.0924e9 in three runs;
# deterministic, 1.1090e9 every time.  (The time limit raised: 2.5 s of
# its 10 here, but a loaded machine must not leave a member out.)
gf=$ROOT/../shared/graphs/amg2013_1000.graph.gz
if [ -f "$gf" ]; then
    for r in 1 2 3; do
        "$MP" --time-limit 600 --hierarchy 16:2:32 --format perm -o "$M/amg.r$r.perm" "$gf" 2>"$M/amg.r$r.err" || break
    done
    won=$(sed -n 's/^mapper: \([a-z0-9.-]*\) .*<- chosen$/\1/p' "$M/amg.r1.err")
    # Scotch's member must be the one that wins, else its runs' variation
    # would not show in the placement and the check could not fail
    case $won in scotch-*) ;; *) won="" ;; esac
    [ -n "$won" ] && cmp -s "$M/amg.r1.perm" "$M/amg.r2.perm" && cmp -s "$M/amg.r1.perm" "$M/amg.r3.perm" &&
        pass "mapper (default): AMG2013 placed alike three times (by $won)" ||
        fail "mapper (default): AMG2013 placed alike three times, by Scotch's member" "$(grep -h chosen "$M"/amg.r?.err)"
else
    skip "mapper (default): AMG2013 placed alike three times" "shared graph missing"
fi
# --reproducible: also without the clock's time limit, one placement on
# every run and thread count
for r in 1 2 3; do
    "$MP" -q --reproducible --threads $((r % 2 + 1)) --hierarchy 16:2:32 --format perm -o "$M/s1k.r$r.perm" \
        "$M/s1k.graph" || break
done
cmp -s "$M/s1k.r1.perm" "$M/s1k.r2.perm" && cmp -s "$M/s1k.r1.perm" "$M/s1k.r3.perm" &&
    pass "mapper --reproducible: a weighted 16x16x4 stencil placed alike three times (threads 2, 1, 2)" ||
    fail "mapper --reproducible" "placements differ"
# under ASan/UBSan: clean, and the placement the plain build makes
for args in "--reproducible --hierarchy 16:2:32 $M/s1k.graph" "--reproducible --objective max --hierarchy 16:2:32 $M/s1k.graph"; do
    san_same "$args"
done

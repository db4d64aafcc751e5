# beside: t-80 (runs in the second lane: tests/run-tests)
# mapper: at the optimum where every placement can be enumerated (the
# instances of tests/mapper/cases/random.txt, by bruteforce.py), under
# distances and under latency and bandwidth per level; the local search
# and the annealing at local optima checked swap by swap.
source tests/lib/mapper.sh

# 1. brute-force optima, one loop over the instances and their checks:
#    sum        J/2, the portfolio
#    max        the bottleneck, --objective max
#    bottom-up  --strategy bottom-up, valid unrefined and optimal refined
#    anneal-portfolio  --anneal after the portfolio: never loses it
while read -r spec checks; do
    case $spec in '#'* | '') continue ;; esac
    parse_spec "$spec"
    g=$M/rand$seed.graph
    python3 "$BF" random "$n" "$seed" >"$g"
    for check in $checks; do
        case $check in
        sum)
            opt=$(python3 "$BF" optimum "$g" "$hier" "$dist")
            "$MP" -q --hierarchy "$hier" --distances "$dist" --format perm -o "$M/rand$seed.perm" "$g"
            got=$(python3 "$BF" cost "$g" "$hier" "$dist" "$M/rand$seed.perm")
            [ "$got" = "$opt" ] && pass "mapper: brute-force optimum, $n ranks on $hier ($opt)" ||
                fail "mapper: brute-force optimum, $n ranks on $hier" "got $got, optimum $opt" ;;
        max)
            opt=$(python3 "$BF" optimum-max "$g" "$hier" "$dist")
            "$MP" -q --objective max --hierarchy "$hier" --distances "$dist" --format perm -o "$M/rand$seed.max.perm" "$g"
            got=$(python3 "$BF" cost-max "$g" "$hier" "$dist" "$M/rand$seed.max.perm")
            [ "$got" = "$opt" ] && pass "mapper: --objective max reaches the brute-force bottleneck, $n ranks on $hier ($opt)" ||
                fail "mapper: --objective max, $n ranks on $hier" "got $got, optimum $opt" ;;
        bottom-up)
            opt=$(python3 "$BF" optimum "$g" "$hier" "$dist")
            "$MP" -q --strategy bottom-up --passes 0 --hierarchy "$hier" --distances "$dist" --format perm -o "$M/bu$seed.0.perm" "$g"
            "$MP" -q --strategy bottom-up --hierarchy "$hier" --distances "$dist" --format perm -o "$M/bu$seed.perm" "$g"
            got=$(python3 "$BF" cost "$g" "$hier" "$dist" "$M/bu$seed.perm")
            python3 "$BF" check "$g" "$hier" "$M/bu$seed.0.perm" && [ "$got" = "$opt" ] &&
                pass "mapper --strategy bottom-up: $n ranks on $hier valid unrefined, optimum $opt refined" ||
                fail "mapper --strategy bottom-up, $n ranks on $hier" "got $got, optimum $opt" ;;
        anneal-portfolio)
            opt=$(python3 "$BF" optimum "$g" "$hier" "$dist")
            "$MP" -q --hierarchy "$hier" --distances "$dist" --anneal 2000 --format perm -o "$M/rand$seed.an.perm" "$g"
            got=$(python3 "$BF" cost "$g" "$hier" "$dist" "$M/rand$seed.an.perm")
            [ "$got" = "$opt" ] && pass "mapper --anneal: brute-force optimum, $n ranks on $hier ($opt)" ||
                fail "mapper --anneal: brute-force optimum, $n ranks on $hier" "got $got, optimum $opt" ;;
        anneal) ;; # below, with the local search's checker
        *) fail "tests/mapper/cases/random.txt: $spec" "unknown check '$check'" ;;
        esac
    done
done <"$ROOT/tests/mapper/cases/random.txt"

# 2. latency and bandwidth per level (--cost): random traffic with
# messages and bytes (monitoring E lines), the brute-force optimum of
# sum(lat x msgs + bytes / bw) over every placement, in seconds; the cost
# file writes the same values with units, so their parsing is checked too
lb_cost
for spec in 8:31 8:32 7:33 6:34 8:35; do
    IFS=: read -r n seed <<<"$spec"
    p=$M/lb$seed.prof
    python3 "$BF" random-prof "$n" "$seed" >"$p"
    opt=$(python3 "$BF" optimum-lb "$p" 2:2:2 "$lat" "$bw")
    "$MP" --hierarchy 2:2:2 --cost "$M/lb.cost" --format perm -o "$M/lb$seed.perm" "$p" 2>"$M/lb$seed.err"
    got=$(python3 "$BF" cost-lb "$p" 2:2:2 "$lat" "$bw" "$M/lb$seed.perm")
    # the mapper's own figure (printed to 6 digits) agrees with the independent one
    said=$(awk '/<- chosen/ { for (i = 1; i < NF; i++) if ($i == "cost") print $(i + 1) }' "$M/lb$seed.err")
    python3 -c "import sys; o,g,s=map(float,sys.argv[1:]); sys.exit(not (abs(g-o)<=1e-9*o and abs(s-g)<=1e-5*g))" \
        "$opt" "$got" "$said" &&
        pass "mapper --cost: brute-force optimum of latency x msgs + bytes / bandwidth, $n ranks ($opt s)" ||
        fail "mapper --cost: brute-force optimum, $n ranks (seed $seed)" "got $got (said $said), optimum $opt"
done
# Scotch under the latency/bandwidth model on a larger graph: a 32 x 32
# triangular torus, 100 messages and 1 MB each way per arc.  Weights scaled
# to 10^9 alone, times link costs up to 10^4, overflowed Scotch's 32-bit
# sums: it crashed 4 runs in 6 and hung in the other 2.  Now every run ends
# with a permutation; and the portfolio's placement (the lattice tiling)
# costs what bruteforce.py computes, the mapper's figure to 6 digits
awk 'BEGIN { L = 32; print "# POINT TO POINT"; split("1 0 0 1 -1 1 -1 0 0 -1 1 -1", d)
    for (y = 0; y < L; y++) for (x = 0; x < L; x++) for (k = 1; k <= 12; k += 2)
        printf "E\t%d\t%d\t1000000 bytes\t100 msgs sent\n", x + L * y, (x + d[k] + L) % L + L * ((y + d[k + 1] + L) % L) }' \
    >"$M/tri32.prof"
ok=0
for i in 1 2 3; do
    timeout 120 "$MP" -q --strategy scotch --hierarchy 16:2:32 --cost "$M/lb.cost" --format perm -o "$M/trilb.perm" \
        "$M/tri32.prof" 2>/dev/null && perm_ok "$M/trilb.perm" 1024 && ok=$((ok + 1))
done
[ $ok = 3 ] && pass "mapper --strategy scotch --cost on a 1,024-rank torus: 3 of 3 runs end with a permutation" ||
    fail "mapper --strategy scotch --cost on a 1,024-rank torus" "$ok of 3 runs ended well"
timeout 120 "$MP" --hierarchy 16:2:32 --cost "$M/lb.cost" --format perm -o "$M/trilb.perm" "$M/tri32.prof" 2>"$M/trilb.err"
got=$(python3 "$BF" cost-lb "$M/tri32.prof" 16:2:32 "$lat" "$bw" "$M/trilb.perm")
said=$(awk '/<- chosen/ { for (i = 1; i < NF; i++) if ($i == "cost") print $(i + 1) }' "$M/trilb.err")
perm_ok "$M/trilb.perm" 1024 && grep -q "lattice-tiling .*<- chosen" "$M/trilb.err" &&
    python3 -c "import sys; g,s=map(float,sys.argv[1:]); sys.exit(not abs(s-g)<=1e-5*g)" "$got" "$said" &&
    pass "mapper --cost on a 1,024-rank triangular torus: the lattice tiling chosen, $got s as bruteforce.py computes" ||
    fail "mapper --cost on a 1,024-rank triangular torus" "got $got, said $said; $(grep chosen "$M/trilb.err")"
# 3. the local search on dense graphs (over 16 arcs a rank: per-subtree
# sums instead of a pass over arcs per swap tried), alone from random
# placements and inside the portfolio: what it returns must be a local
# optimum (no swap of two ranks, no move to a free core lowers the cost,
# every one tried by brute force), and its cost the independent one
if unit_build map_refine_check; then
    # (a random 40-rank graph of seed 52, from start 3, caught the u-v arc
    # mis-weighted in the swap gain, which other instances miss)
    for spec in 40:8:2:3:1:10:100:52 60:8:2:2:2:1:5:20:100:52; do
        parse_spec "$spec"
        g=$M/dense$seed.graph
        python3 "$BF" random "$n" "$seed" >"$g"
        for start in 1 2 3; do
            "$ROOT/build/unit/map_refine_check" "$g" "$hier" "$dist" "$start" "$M/dense$seed.$start.perm" >"$M/dense$seed.$start.log" 2>&1
            said=$(awk '{ print $(NF - 2) }' "$M/dense$seed.$start.log")
            lo=$(python3 "$BF" local-opt "$g" "$hier" "$dist" "$M/dense$seed.$start.perm" 2>&1)
            got=$(python3 "$BF" cost "$g" "$hier" "$dist" "$M/dense$seed.$start.perm" 2>&1)
            [ "$lo" = ok ] && [ "$said" = "$got," ] && grep -q "valid 1" "$M/dense$seed.$start.log" &&
                pass "mapper: local search on a dense graph reaches a local optimum by brute force ($(cat "$M/dense$seed.$start.log"))" ||
                fail "mapper: local search on a dense graph, $n ranks on $hier, start $start" \
                    "$lo; cost $got; $(cat "$M/dense$seed.$start.log")"
        done
        "$MP" -q --hierarchy "$hier" --distances "$dist" --format perm -o "$M/dense$seed.perm" "$g"
        lo=$(python3 "$BF" local-opt "$g" "$hier" "$dist" "$M/dense$seed.perm" 2>&1)
        [ "$lo" = ok ] && pass "mapper: portfolio result on a dense graph is a local optimum by brute force, $n ranks on $hier" ||
            fail "mapper: portfolio on a dense graph, $n ranks on $hier" "$lo"
    done
    # the annealing alone (no refinement after it) from random placements:
    # 15 runs, each seeded, so the count is fixed; taking only gains, the
    # same moves reach the optimum in 11
    ok=0 miss=
    for spec in $(random_cases anneal); do
        parse_spec "$spec"
        opt=$(python3 "$BF" optimum "$M/rand$seed.graph" "$hier" "$dist")
        for start in 1 2 3; do
            "$ROOT/build/unit/map_refine_check" "$M/rand$seed.graph" "$hier" "$dist" "$start" "$M/an$seed.$start.perm" anneal 20000 \
                >"$M/an$seed.$start.log" 2>&1
            got=$(python3 "$BF" cost "$M/rand$seed.graph" "$hier" "$dist" "$M/an$seed.$start.perm" 2>&1)
            [ "$got" = "$opt" ] && ok=$((ok + 1)) || miss="$miss rand$seed/$start: $got vs $opt;"
        done
    done
    [ $ok -ge 14 ] && pass "mapper: annealing alone reaches the brute-force optimum from $ok of 15 random placements" ||
        fail "mapper: annealing alone against the brute-force optimum" "$ok of 15;$miss"
    # the hosts-first member's split alone (cp_map_hier_below): from random
    # placements, every rank keeps its host and the cores stay one a rank,
    # by tests/mapper/split_best.py, which also counts the hosts split at
    # the brute force's best
    ok=0 best=0 hosts=0 miss=
    for spec in 16:2:2:4:7 24:3:2:4:8 20:3:2:4:9; do
        IFS=: read -r n per ns nh seed <<<"$spec"
        python3 "$BF" random "$n" "$seed" >"$M/below$seed.graph"
        for start in 1 2 3; do
            "$ROOT/build/unit/map_refine_check" "$M/below$seed.graph" "$per:$ns:$nh" 1:10:100 "$start" "$M/below$seed.$start.perm" \
                below 1 >/dev/null 2>&1
            r=$(python3 "$ROOT/tests/mapper/split_best.py" "$M/below$seed.graph" "$per" "$ns" "$M/below$seed.$start.perm.start" \
                "$M/below$seed.$start.perm" 2>&1)
            case $r in
            "ok "*) read -r _ k b <<<"$r"; ok=$((ok + 1)) hosts=$((hosts + k)) best=$((best + b)) ;;
            *) miss="$miss below$seed/$start: $r;" ;;
            esac
        done
    done
    [ $ok = 9 ] && pass "mapper: hosts first, each host's ranks split into its sockets (cp_map_hier_below) from 9 random placements: every rank on its host, a core each; $best of $hosts hosts at the brute force's best split" ||
        fail "mapper: the split of each host into its sockets" "$ok of 9;$miss"
    p=$M/lbdense.prof
    python3 "$BF" random-prof 40 53 >"$p"
    "$MP" -q --hierarchy 8:2:3 --cost "$M/lb.cost" --format perm -o "$M/lbdense.perm" "$p"
    lo=$(python3 "$BF" local-opt-lb "$p" 8:2:3 "$lat" "$bw" "$M/lbdense.perm" 2>&1)
    [ "$lo" = ok ] && pass "mapper --cost: result on dense traffic (40 ranks) is a local optimum of latency x msgs + bytes / bandwidth" ||
        fail "mapper --cost on dense traffic" "$lo"
else
    fail "mapper: build of tests/unit/map_refine_check.c" "$(head -5 "$OUT/unit.map_refine_check.build")"
fi

# a grid small enough for the brute force: the portfolio at its optimum
python3 "$BF" grid-random 4:2 35 >"$M/grid35.graph"
opt=$(python3 "$BF" optimum "$M/grid35.graph" 2:2:2 1:10:100)
"$MP" -q --hierarchy 2:2:2 --format perm -o "$M/grid35.perm" "$M/grid35.graph"
got=$(python3 "$BF" cost "$M/grid35.graph" 2:2:2 1:10:100 "$M/grid35.perm")
[ "$got" = "$opt" ] && pass "mapper: 2 x 4 grid at the brute-force optimum ($opt)" ||
    fail "mapper: 2 x 4 grid" "got $got, optimum $opt"
# fewer ranks than cores
"$MP" -q --hierarchy 4:2:2 --format perm -o "$M/few.perm" "$M/rand13.graph" &&
    python3 "$BF" check "$M/rand13.graph" 4:2:2 "$M/few.perm" &&
    pass "mapper: fewer ranks than cores" || fail "mapper: fewer ranks than cores"

# under ASan/UBSan: clean, and the placement the plain build makes
san_same "--strategy metis --threads 2 --hierarchy 4:2 $M/rand15.graph"
san_same "--reproducible --hierarchy 2:2:2 --cost $M/lb.cost $M/lb31.prof"

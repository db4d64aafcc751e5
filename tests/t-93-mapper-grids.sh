# In the first lane, after the analyzer's groups: the two lanes end closer (tests/run-tests)
# mapper: Cartesian codes at their known optima (16^3 stencils), the grid
# tiling exact over every slab layout (bruteforce.py), real grids
# (CloverLeaf's) against tilings built by hand, and the members that
# decline a machine or a graph they cannot place.
source tests/lib/mapper.sh

# known optimum: 16x16x16 stencil, uniform weights, on 32:2:64 (one 4x4x4 block per node)
scripts/gen-stencil 16 16 16 >"$M/s16.graph"
"$MP" -q --hierarchy 32:2:64 --format perm -o "$M/s16.perm" "$M/s16.graph"
got=$(python3 "$BF" cost "$M/s16.graph" 32:2:64 1:10:100 "$M/s16.perm")
[ "$got" = 248832 ] && pass "mapper: 16^3 stencil on 32:2:64 reaches the optimum 248832" ||
    fail "mapper: 16^3 stencil optimum" "got $got, want 248832"
# the member that guarantees it: deterministic Scotch, alone
"$MP" -q --strategy scotch --reproducible --hierarchy 32:2:64 --format perm -o "$M/s16r.perm" "$M/s16.graph"
got=$(python3 "$BF" cost "$M/s16.graph" 32:2:64 1:10:100 "$M/s16r.perm")
[ "$got" = 248832 ] && pass "mapper --strategy scotch --reproducible: 16^3 stencil optimum 248832" ||
    fail "mapper --reproducible: 16^3 stencil optimum" "got $got, want 248832"
# bottom-up grouping (TreeMatch's order) on the 16^3 stencil weighted 4/2/1
# by axis: 8x4x2 blocks per node, halved per socket, cost 26880 + 99 x 4352
# + 9 x 2048 = 476160 (TreeMatch's in the shared README; the top-down
# members stop at 501189)
scripts/gen-stencil 16 16 16 4 2 1 >"$M/s16w.graph"
for st in bottom-up portfolio; do
    "$MP" -q --strategy $st --hierarchy 32:2:64 --format perm -o "$M/s16w.$st.perm" "$M/s16w.graph"
    got=$(python3 "$BF" cost "$M/s16w.graph" 32:2:64 1:10:100 "$M/s16w.$st.perm")
    [ "$got" = 476160 ] && python3 "$BF" check "$M/s16w.graph" 32:2:64 "$M/s16w.$st.perm" &&
        pass "mapper --strategy $st: weighted 16^3 stencil at 476160 (8x4x2 blocks per node)" ||
        fail "mapper --strategy $st: weighted 16^3 stencil" "got $got, want 476160"
done
# an irregular machine: bottom-up declines, says so, identity stays
stencil s2 2 2 2
printf "a slots=3\nb slots=5\n" >"$M/irr.hosts"
"$MP" --strategy bottom-up --hostfile "$M/irr.hosts" --format perm -o "$M/irr.perm" "$M/s2.graph" 2>"$M/irr.err" &&
    grep -q "strategy bottom-up placed nothing on this machine" "$M/irr.err" && [ "$(tr '\n' ' ' <"$M/irr.perm")" = "0 1 2 3 4 5 6 7 " ] &&
    pass "mapper --strategy bottom-up on uneven nodes: a warning, identity kept" ||
    fail "mapper --strategy bottom-up on uneven nodes" "$(cat "$M/irr.err")"
# the grid tiling (2-D and 3-D Cartesian codes): exact over every slab
# layout of every reading of the graph as a grid, each layout enumerated
# whole by bruteforce.py (random weight per arc, so the cost depends on
# where a box lies), unrefined.  Seed 42's 2 x 3 x 4 grid also reads as a
# 6 x 4 grid (its z arcs weigh most), and a 6 x 4 layout is cheaper there.
while read -r dims H D seed kind; do
    g=$M/grid$seed.graph
    python3 "$BF" grid-random "$dims" "$seed" $kind >"$g"
    "$MP" --strategy grid --passes 0 --hierarchy "$H" --distances "$D" --format perm -o "$M/grid$seed.perm" "$g" \
        2>"$M/grid$seed.err"
    got=$(python3 "$BF" cost "$g" "$H" "$D" "$M/grid$seed.perm")
    readings=$(python3 "$BF" grid-readings "$g" | tr '\n' ' ')
    opt= count=0
    for r in $readings; do
        read -r o c < <(python3 "$BF" grid-layouts "$g" "$r" "$H" "$D")
        count=$((count + c))
        [ -z "$opt" ] || [ "$o" -lt "$opt" ] && opt=$o
    done
    case " $readings" in *" $dims"*) ;; *) opt="(not read as $dims: $readings)" ;; esac
    grep -q "grid-tiling .*<- chosen" "$M/grid$seed.err" && python3 "$BF" check "$g" "$H" "$M/grid$seed.perm" &&
        [ "$got" = "$opt" ] &&
        pass "mapper --strategy grid: ${dims//:/ x } ${kind:+$kind }grid on $H at the least of its $count slab layouts (${readings% }: $opt)" ||
        fail "mapper --strategy grid: ${dims//:/ x } grid on $H" "got $got, least slab layout $opt over ${readings% }"
done <<'GRIDS'
4:4 2:2:4 1:10:100 31
4:6 3:2:4 1:10:100 32
6:4 2:3:4 1:10:100 33
4:4 2:2:2:2 1:10:100:1000 36
2:2:4 2:2:4 1:10:100 44
2:3:4 3:2:4 1:10:100 42
6:6 3:2:6 1:10:100 52 diagonal
GRIDS
# a chain with lighter arcs of strides 4, 8 and 16 reads as six grids: the
# four that carry the most are tiled (run under ASan below)
python3 - >"$M/multi.graph" <<'MULTI'
import random
rnd, n = random.Random(5), 32
adj = {u: {} for u in range(n)}
for u in range(n):
    for d, ws in ((1, [60, 80, 100]), (4, [1, 2, 3]), (8, [1, 2, 3]), (16, [1, 2, 3])):
        if u + d < n:
            adj[u][u + d] = adj[u + d][u] = rnd.choice(ws)
print(n, sum(len(x) for x in adj.values()) // 2, "001")
for u in range(n):
    print(" ".join(f"{v + 1} {w}" for v, w in sorted(adj[u].items())))
MULTI
# a 27-point stencil (faces 4, edges 2, corners 1, as a halo's volumes):
# the tiling alone at least as good as 4 x 4 x 4 blocks per node, split
# into 4 x 4 x 2 sockets, and as good as the partitioners' best
scripts/gen-stencil --27 16 16 16 4 2 1 >"$M/s27.graph"
python3 - "$M/s27.hand" <<'HAND'
import sys
place = [0] * 4096
for z in range(16):
    for y in range(16):
        for x in range(16):
            node = x // 4 + 4 * (y // 4 + 4 * (z // 4))
            place[x + 16 * (y + 16 * z)] = node * 64 + (z % 4) // 2 * 32 + x % 4 + 4 * (y % 4 + 4 * (z % 2))
open(sys.argv[1], "w").write("".join(f"{c}\n" for c in place))
HAND
"$MP" -q --strategy grid --hierarchy 32:2:64 --format perm -o "$M/s27.perm" "$M/s27.graph"
"$MP" -q --strategy metis --hierarchy 32:2:64 --format perm -o "$M/s27m.perm" "$M/s27.graph"
hand=$(python3 "$BF" cost "$M/s27.graph" 32:2:64 1:10:100 "$M/s27.hand")
got=$(python3 "$BF" cost "$M/s27.graph" 32:2:64 1:10:100 "$M/s27.perm")
met=$(python3 "$BF" cost "$M/s27.graph" 32:2:64 1:10:100 "$M/s27m.perm")
python3 "$BF" check "$M/s27.graph" 32:2:64 "$M/s27.hand" && python3 "$BF" check "$M/s27.graph" 32:2:64 "$M/s27.perm" &&
    [ "$got" -le "$hand" ] && [ "$got" -le "$met" ] &&
    pass "mapper --strategy grid: 16^3 27-point stencil at $got (4 x 4 x 4 node blocks by hand: $hand; METIS members: $met)" ||
    fail "mapper --strategy grid: 16^3 27-point stencil" "got $got, hand $hand, METIS $met"
# the 16^3 stencils' known optima (uniform 248,832; weighted 4/2/1
# 476,160) by the grid tiling alone
for w in "1 1 1 248832" "4 2 1 476160"; do
    set -- $w
    scripts/gen-stencil 16 16 16 $1 $2 $3 >"$M/s16g.graph"
    "$MP" -q --strategy grid --hierarchy 32:2:64 --format perm -o "$M/s16g.perm" "$M/s16g.graph"
    got=$(python3 "$BF" cost "$M/s16g.graph" 32:2:64 1:10:100 "$M/s16g.perm")
    [ "$got" = "$4" ] && pass "mapper --strategy grid: 16^3 stencil weighted $1/$2/$3 at its optimum $4" ||
        fail "mapper --strategy grid: 16^3 stencil weighted $1/$2/$3" "got $got, want $4"
done
# CloverLeaf's grid (36 rows of 32 ranks, its weights 89,521 along a row and
# 100,000 across) on 16:2:36: the partitioners stop near 3.76e9 there; a
# layout built by hand (bands of 4, 8, 8, 8 and 8 rows, 8 x 4 or 4 x 8 node
# tiles, 4 x 4 sockets) costs 3,698,765,104, and the portfolio must do as well
scripts/gen-stencil 32 36 1 89521 100000 1 >"$M/clover.graph"
python3 - "$M/clover.hand.perm" <<'HAND'
import sys
R, C, place, node, r0 = 36, 32, [0] * 1152, 0, 0
for h in (4, 8, 8, 8, 8):
    tw = 32 // h
    for c0 in range(0, C, tw):
        cells = [(r, c) for r in range(r0, r0 + h) for c in range(c0, c0 + tw)]
        halves = ([x for x in cells if x[0] < r0 + 4], [x for x in cells if x[0] >= r0 + 4]) if h == 8 else \
                 ([x for x in cells if x[1] < c0 + 4], [x for x in cells if x[1] >= c0 + 4])
        for s, part in enumerate(halves):
            for k, (r, c) in enumerate(part):
                place[r * C + c] = node * 32 + s * 16 + k
        node += 1
    r0 += h
open(sys.argv[1], "w").write("".join(f"{x}\n" for x in place))
HAND
"$MP" --hierarchy 16:2:36 --format perm -o "$M/clover.perm" "$M/clover.graph" 2>"$M/clover.err"
hand=$(python3 "$BF" cost "$M/clover.graph" 16:2:36 1:10:100 "$M/clover.hand.perm")
got=$(python3 "$BF" cost "$M/clover.graph" 16:2:36 1:10:100 "$M/clover.perm")
python3 "$BF" check "$M/clover.graph" 16:2:36 "$M/clover.perm" && [ "$hand" = 3698765104 ] && [ "$got" -le "$hand" ] &&
    grep -q "grid-tiling .*<- chosen" "$M/clover.err" &&
    pass "mapper: CloverLeaf's 36 x 32 grid at $got (the hand tiling $hand), by the grid tiling" ||
    fail "mapper: CloverLeaf's 36 x 32 grid" "got $got, hand tiling $hand; $(grep chosen "$M/clover.err")"
# the grid tiling above 65,536 ranks (it was left out there before its cuts
# were summed from prefix sums): a 320 x 320 grid on 16:2:3200 tiled by hand
# with 4 x 8 nodes of two 4 x 4 sockets costs 6,400 sockets x 24 arcs x 1 +
# 3,200 nodes x 4 arcs x 10 + (320 x 79 + 320 x 39) arcs x 100 = 4,057,600
scripts/gen-stencil 320 320 1 >"$M/g320.graph"
"$MP" --hierarchy 16:2:3200 --format perm -o "$M/g320.perm" "$M/g320.graph" 2>"$M/g320.err"
got=$(python3 "$BF" cost "$M/g320.graph" 16:2:3200 1:10:100 "$M/g320.perm")
python3 "$BF" check "$M/g320.graph" 16:2:3200 "$M/g320.perm" && [ "$got" -le 4057600 ] &&
    grep -q "grid-tiling .*<- chosen" "$M/g320.err" &&
    pass "mapper: 320 x 320 grid (102,400 ranks) at $got, the hand tiling 4,057,600, by the grid tiling" ||
    fail "mapper: 320 x 320 grid (102,400 ranks)" "got $got, hand tiling 4057600; $(grep chosen "$M/g320.err")"
# clusters whose cores are no whole number of the grid's planes (the grid
# tiling needs a core per rank): the 3-D halo of 16 x 8 x 8 ranks
# (tests/bench/ti-kernel: 64 KiB to each face neighbour, 20 rounds) on
# three clusters of 22 hosts of 16 cores (352 cores each) over one 1 ms
# WAN link.  The staircase slabs along x, counted by hand: 5.5 planes of
# 8 x 8 to the first cluster (64 pairs across each side of the half plane,
# 8 inside it, half each way: 32 + 32 + 8 = 72), 5.5 to the second (the
# cut after 11 whole planes: 64), 136 pairs over the WAN in all.  METIS's
# splits alone crossed it with 158 (the pair sum) and 167 (the default);
# the link objective, charging each cluster's way to the WAN as a link of
# its own, with 171 (each cluster beside both others), and says the one
# link's load where it named three.
python3 "$ROOT/tests/bench/ti-kernel" halo3d 1024 20 "$M/c3.ti"
{
    echo "<?xml version='1.0'?>"
    echo '<!DOCTYPE platform SYSTEM "https://simgrid.org/simgrid.dtd">'
    echo '<platform version="4.1"><zone id="world" routing="Full">'
    for c in 0 1 2; do
        echo "  <cluster id=\"c$c\" prefix=\"c${c}n\" suffix=\"\" radical=\"0-21\" speed=\"1Gf\" core=\"16\" bw=\"10GBps\" lat=\"1us\" bb_bw=\"40GBps\" bb_lat=\"1us\"/>"
    done
    echo '  <link id="wan" bandwidth="1GBps" latency="1ms"/>'
    for ab in 0:1 0:2 1:2; do
        a=${ab%:*} b=${ab#*:}
        echo "  <zoneRoute src=\"c$a\" dst=\"c$b\" gw_src=\"c${a}nc${a}_router\" gw_dst=\"c${b}nc${b}_router\"><link_ctn id=\"wan\"/></zoneRoute>"
    done
    echo '</zone></platform>'
} >"$M/c3.xml"
for obj in "--objective sum" "--objective links" ""; do
    rm -f "$M/c3.perm"
    "$MP" $obj --platform "$M/c3.xml" --format perm -o "$M/c3.perm" "$M/c3.ti" 2>"$M/c3.err"
    got=$(python3 - "$M/c3.perm" <<'PY'
import sys
core = [int(l) for l in open(sys.argv[1])]
X, Y, Z = 16, 8, 8
ok = len(core) == X * Y * Z and len(set(core)) == len(core) and all(0 <= c < 1056 for c in core)
n = 0
for r in range(X * Y * Z):
    x, y, z = r % X, r // X % Y, r // (X * Y)
    for s, inside in ((1, x + 1 < X), (X, y + 1 < Y), (X * Y, z + 1 < Z)):
        n += inside and core[r] // 352 != core[r + s] // 352
print(n if ok else "not a placement")
PY
)
    [ "$got" = 136 ] && pass "mapper ${obj:-(default)} --platform: 3-D halo of 16 x 8 x 8 on three clusters of 352 cores, 136 face pairs over the WAN (the slabs, by hand)" ||
        fail "mapper ${obj:-(default)}: 3-D halo on three clusters of 352 cores" "got $got pairs over the WAN, want 136; $(grep chosen "$M/c3.err")"
done
grep -q "most loaded first .*: the one link of L0g0 and 2 more groups 0.3565 s (0.755 s)," "$M/c3.err" &&
    pass "mapper --platform: the WAN link the three clusters share, its load said once (136 pairs x 2 x 20 x 64 KiB / 1 GB/s)" ||
    fail "mapper --platform: the three clusters' WAN link" "$(grep 'most loaded' "$M/c3.err")"
# not a grid: the member declines, says so, identity stays
rand_graph 8 11
"$MP" --strategy grid --hierarchy 2:2:2 --format perm -o "$M/nogrid.perm" "$M/rand11.graph" 2>"$M/nogrid.err" &&
    grep -q "strategy grid placed nothing on this machine" "$M/nogrid.err" &&
    [ "$(tr '\n' ' ' <"$M/nogrid.perm")" = "0 1 2 3 4 5 6 7 " ] &&
    pass "mapper --strategy grid on a graph that is no grid: a warning, identity kept" ||
    fail "mapper --strategy grid on a graph that is no grid" "$(cat "$M/nogrid.err")"
idc=$(seq 0 4095 >"$M/id.perm"; python3 "$BF" cost "$M/s16.graph" 32:2:64 1:10:100 "$M/id.perm")
[ "$idc" = 476928 ] && pass "mapper: cost model agrees with the shared README (identity 476928)" ||
    fail "mapper: identity cost of the 16^3 stencil" "got $idc"
# under ASan/UBSan: clean, and the placement the plain build makes
for args in "--strategy bottom-up --hierarchy 32:2:64 $M/s16w.graph" "--strategy grid --hierarchy 16:2:36 $M/clover.graph" \
    "--strategy grid --passes 0 --hierarchy 2:2:2:2 --distances 1:10:100:1000 $M/grid36.graph" \
    "--strategy grid --hierarchy 3:2:6 $M/grid52.graph" "--strategy grid --passes 0 --hierarchy 3:2:4 $M/grid42.graph" \
    "--strategy grid --passes 0 --hierarchy 2:2:8 $M/multi.graph" "--reproducible --objective links --platform $M/c3.xml $M/c3.ti"; do
    san_same "$args"
done

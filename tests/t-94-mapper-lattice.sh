# In the first lane, after the analyzer's groups: the two lanes end closer (tests/run-tests)
# mapper: the lattice tiling (2-D codes tiled periodically) at the lower
# bound of lowerbound.py where it is tight, against the grid tiling and the
# partitioners elsewhere; --levels (HierarchicTaskMap's L1MAP, L12MAP,
# L2MAP) on the perm files alone.
source tests/lib/mapper.sh

# the lattice tiling (2-D codes, periodic tilings by one tile a node),
# against lowerbound.py (Harary and Harborth: a region of s cells of the
# triangular lattice has at least 2 ceil(sqrt(12 s - 3)) boundary edges).
# A 6 x 6 triangular torus on nodes of 3 is tiled by triangles (3 arcs
# inside each, the most 3 cells hold) and a 7 x 7 one on nodes of 7 by
# hexagons (12 inside; the sublattice (2, 1), (-1, 3) holds the periods):
# both at their bound, so optimal, unrefined; boxes of the grid tiling
# reach neither (7 x 7: rows, 1,029)
for spec in 6:3:12 7:7:7; do
    IFS=: read -r L h1 h2 <<<"$spec"
    python3 "$LB" tri-random "$L" 0 >"$M/tri$L.graph"
    "$MP" --strategy lattice --passes 0 --hierarchy "$h1:$h2" --distances 1:10 --format perm -o "$M/tri$L.perm" \
        "$M/tri$L.graph" 2>"$M/tri$L.err"
    got=$(python3 "$BF" cost "$M/tri$L.graph" "$h1:$h2" 1:10 "$M/tri$L.perm")
    b=$(python3 "$LB" tri "$L" "$M/tri$L.graph" "$h1:$h2" 1:10)
    python3 "$BF" check "$M/tri$L.graph" "$h1:$h2" "$M/tri$L.perm" && [ "$got" = "$b" ] &&
        pass "mapper --strategy lattice: $L x $L triangular torus on $h1:$h2 at $got, its lower bound (optimal)" ||
        fail "mapper --strategy lattice: $L x $L triangular torus on $h1:$h2" "got $got, bound $b"
done
# A uniform 32 x 32 triangular torus on 16:2:32: the portfolio takes the
# lattice tiling, 72,480 (nodes of 42 boundary arcs: 672 arcs between
# nodes x 100, 320 between sockets x 10, 2,080 inside), within 6% of the
# bound 68,736 (every node at 40) and below the best box tiling, 77,952
# (8 x 4 nodes cut 46 arcs); the same on a 64 x 64 torus on 16:2:128
for spec in 32:16:2:32 64:16:2:128; do
    L=${spec%%:*} H=${spec#*:}
    python3 "$LB" tri-random "$L" 0 >"$M/tri$L.graph"
    "$MP" --hierarchy "$H" --format perm -o "$M/tri$L.perm" "$M/tri$L.graph" 2>"$M/tri$L.err"
    "$MP" -q --strategy grid --hierarchy "$H" --format perm -o "$M/tri$L.grid.perm" "$M/tri$L.graph"
    got=$(python3 "$BF" cost "$M/tri$L.graph" "$H" 1:10:100 "$M/tri$L.perm")
    gr=$(python3 "$BF" cost "$M/tri$L.graph" "$H" 1:10:100 "$M/tri$L.grid.perm")
    b=$(python3 "$LB" tri "$L" "$M/tri$L.graph" "$H" 1:10:100)
    python3 "$BF" check "$M/tri$L.graph" "$H" "$M/tri$L.perm" && grep -q "lattice-tiling .*<- chosen" "$M/tri$L.err" &&
        [ "$got" -lt "$gr" ] && [ $((got * 100)) -le $((b * 106)) ] &&
        pass "mapper: uniform $L x $L triangular torus on $H at $got by the lattice tiling: <= 1.06 x the bound $b, below boxes ($gr)" ||
        fail "mapper: uniform $L x $L triangular torus on $H" "got $got, boxes $gr, bound $b; $(grep chosen "$M/tri$L.err")"
done
# Four levels (tiles grouped above the node by the same line cuts): the
# lattice tiling alone, unrefined, at the lower bound of 8 x 8 and 16 x 16
# tori, so optimal; and on NAS BT with switches of 4 and 8 nodes below
# every other member (the partitioners' best 3.030e10 and 4.028e10)
for spec in "8:8 4:2:2:4" "16:16 4:2:2:16" "16:16 8:2:4:4"; do
    set -- $spec
    python3 "$LB" torus-random "$1" 0 >"$M/t4l.graph"
    "$MP" --strategy lattice --passes 0 --hierarchy "$2" --distances 1:10:100:1000 --format perm -o "$M/t4l.perm" \
        "$M/t4l.graph" 2>"$M/t4l.err"
    got=$(python3 "$BF" cost "$M/t4l.graph" "$2" 1:10:100:1000 "$M/t4l.perm")
    b=$(python3 "$LB" grid2 "$1" "$M/t4l.graph" "$2" 1:10:100:1000)
    python3 "$BF" check "$M/t4l.graph" "$2" "$M/t4l.perm" && [ "$got" = "$b" ] &&
        pass "mapper --strategy lattice: ${1/:/ x } torus on $2 (four levels) at $got, its lower bound (optimal)" ||
        fail "mapper --strategy lattice: ${1/:/ x } torus on $2" "got $got, bound $b"
done
gf=$ROOT/../shared/graphs/npb_bt_C_1024.graph.gz
if [ -f "$gf" ]; then
    for H in 16:2:8:4 16:2:4:8; do
        "$MP" --hierarchy "$H" --distances 1:10:100:1000 --format perm -o "$M/bt4.perm" "$gf" 2>"$M/bt4.err"
        got=$(python3 "$BF" cost "$gf" "$H" 1:10:100:1000 "$M/bt4.perm")
        other=$(awk '/seed/ && $2 != "lattice-tiling" && $2 != "identity" { for (i = 1; i < NF; i++) if ($i == "cost") print $(i + 1) }' \
            "$M/bt4.err" | sort -g | head -1)
        python3 "$BF" check "$gf" "$H" "$M/bt4.perm" && grep -q "lattice-tiling .*<- chosen" "$M/bt4.err" &&
            awk -v a="$got" -v b="$other" 'BEGIN { exit !(a < b) }' &&
            pass "mapper: npb_bt_C_1024 on $H (four levels) at $got by the lattice tiling, below every other member ($other)" ||
            fail "mapper: npb_bt_C_1024 on $H" "got $got, best other member $other; $(grep chosen "$M/bt4.err")"
    done
else
    skip "mapper: npb_bt_C_1024 on four levels" "shared graph missing"
fi
# not a 2-D grid (a 3-D stencil): the lattice member declines, says so
scripts/gen-stencil 4 4 4 >"$M/s444.graph"
"$MP" --strategy lattice --hierarchy 4:2:8 --format perm -o "$M/nolat.perm" "$M/s444.graph" 2>"$M/nolat.err" &&
    grep -q "strategy lattice placed nothing on this machine" "$M/nolat.err" && seq 0 63 | cmp -s - "$M/nolat.perm" &&
    pass "mapper --strategy lattice on a 3-D grid: a warning, identity kept" ||
    fail "mapper --strategy lattice on a 3-D grid" "$(cat "$M/nolat.err")"
# --levels (HierarchicTaskMap's L1MAP, L12MAP, L2MAP): the levels not
# partitioned hold their ranks in order.  Checked on the perm file alone:
# inorder SIZE holds when every block of SIZE cores holds its ranks
# ascending on its first cores; blocks SIZE says the same of whole blocks
# of consecutive ranks (the level above in order)
inorder() { awk -v z="$1" '{ c[NR - 1] = $1 } END { for (r = 0; r < NR; r++) { b = int(c[r] / z); if (r < last[b] || c[r] != b * z + cnt[b]) exit 1; last[b] = r; cnt[b]++ } }' "$2"; }
blocks() { awk -v z="$1" '{ if (int($1 / z) != int((NR - 1) / z)) exit 1 }' "$2"; }
gf=$ROOT/../shared/graphs/npb_bt_C_1024.graph.gz
if [ -f "$gf" ]; then
    for spec in "1 32" "1,2 16" "2 16"; do
        set -- $spec
        "$MP" -q --levels "$1" --hierarchy 16:2:32 --format perm -o "$M/lv.perm" "$gf" &&
            python3 "$BF" check "$gf" 16:2:32 "$M/lv.perm" && inorder "$2" "$M/lv.perm" && ! inorder $(($2 * 2)) "$M/lv.perm" &&
            pass "mapper --levels $1: ranks in order inside every block of $2 cores, not above" ||
            fail "mapper --levels $1" "not in order inside blocks of $2 (or in order above)"
    done
    # level 2 alone: nodes take ranks in order (32 consecutive each), the
    # sockets are partitioned; METIS alone, unrefined, and it says so
    "$MP" --levels 2, --hierarchy 16:2:32 --format perm -o "$M/lv.perm" "$gf" 2>"$M/lv.err" &&
        python3 "$BF" check "$gf" 16:2:32 "$M/lv.perm" && blocks 32 "$M/lv.perm" && ! inorder 32 "$M/lv.perm" &&
        grep -q "note: --levels 2, partitions a level below one it places in order: METIS top-down alone, unrefined" "$M/lv.err" &&
        pass "mapper --levels 2, (L2MAP): nodes in order, sockets partitioned, METIS alone and says so" ||
        fail "mapper --levels 2," "$(cat "$M/lv.err")"
else
    skip "mapper --levels" "shared graph missing"
fi
"$MP" --strategy grid --levels 2, --hierarchy 4:2:8 --format perm -o "$M/lv2.perm" "$M/s444.graph" 2>"$M/lv2.err"
[ $? = 2 ] && grep -q "only --strategy metis (or portfolio) does" "$M/lv2.err" &&
    pass "mapper --strategy grid --levels 2,: exit 2, says only METIS places so" ||
    fail "mapper --strategy grid --levels 2," "$(cat "$M/lv2.err")"
# under ASan/UBSan: clean, and the placement the plain build makes
stencil clover 32 36 1 89521 100000 1
for args in "--strategy lattice --hierarchy 16:2:32 $M/tri32.graph" \
    "--strategy lattice --passes 0 --hierarchy 7:7 --distances 1:10 $M/tri7.graph" \
    "--strategy lattice --hierarchy 16:2:36 $M/clover.graph" \
    "--strategy lattice --hierarchy 16:2:8:16 --distances 1:10:100:1000 $M/tri64.graph" \
    "--levels 1,2 --reproducible --hierarchy 16:2:32 $M/tri32.graph" "--levels 2, --hierarchy 16:2:32 $M/tri32.graph"; do
    san_same "$args"
done

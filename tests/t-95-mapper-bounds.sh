# beside: t-80 (runs in the second lane: tests/run-tests)
# mapper: every placement of the shared real graphs valid and no worse than
# identity, and against the peers' costs; lowerbound.py's bounds valid
# (never above a brute-force optimum) and the mapper within 1% of them; the
# mapper's own report of the bound (grid_bound.c) equal to lowerbound.py's.
source tests/lib/mapper.sh

# every output is a valid placement, never worse than identity
for spec in npb_bt_C_1024:16:2:32 npb_cg_C_1024:16:2:32 cloverleaf_1152:16:2:36 comd_1000:16:2:32; do
    name=${spec%%:*} hier=${spec#*:}
    gf=$ROOT/../shared/graphs/$name.graph.gz
    [ -f "$gf" ] || { skip "mapper: $name" "shared graph missing"; continue; }
    "$MP" -q --hierarchy "$hier" --format perm -o "$M/$name.perm" "$gf"
    seq 0 $(($(wc -l <"$M/$name.perm") - 1)) >"$M/$name.id"
    c=$(python3 "$BF" cost "$gf" "$hier" 1:10:100 "$M/$name.perm")
    i=$(python3 "$BF" cost "$gf" "$hier" 1:10:100 "$M/$name.id")
    if python3 "$BF" check "$gf" "$hier" "$M/$name.perm" && [ "$c" -le "$i" ]; then
        pass "mapper: $name valid placement, cost $c <= identity $i"
    else
        fail "mapper: $name valid and no worse than identity" "cost $c identity $i"
    fi
    # the shared README's best peer on BT: VieM, 7.666e9; the lattice
    # tiling's hexagons 7.2415e9 (0.945 of it), where every other member
    # stopped at 7.62e9 or more
    if [ "$name" = npb_bt_C_1024 ]; then
        [ "$c" -le 7250000000 ] && pass "mapper: npb_bt_C_1024 at $c, 5% below VieM's 7.666e9" ||
            fail "mapper: npb_bt_C_1024 at most 7.25e9 (VieM 7.666e9)" "cost $c"
    fi
    # the shared README's best peer on CloverLeaf: TreeMatch, 3.716e9
    if [ "$name" = cloverleaf_1152 ]; then
        [ "$c" -lt 3716000000 ] && pass "mapper: cloverleaf_1152 at $c, below TreeMatch's 3.716e9" ||
            fail "mapper: cloverleaf_1152 below TreeMatch's 3.716e9" "cost $c"
    fi
done
# lower bounds (tests/mapper/lowerbound.py, isoperimetric per level):
# valid (never above the brute-force optimum of small lattices with random
# weights), and the mapper's placements sit within 1% of them on CloverLeaf
# and the weighted 16^3 stencil, so no mapper can gain more than that
# there, and at the bound on the uniform one
# One loop over the instances of tests/mapper/cases/bounds.txt.
while read -r kind dims hier graph seed tight; do
    case $kind in '#'* | '') continue ;; esac
    g=$M/lb.$kind.$dims.$graph$seed.graph
    if [ "$graph" = torus ]; then python3 "$LB" torus-random "$dims" "$seed" >"$g"
    elif [ "$kind" = tri ]; then python3 "$LB" tri-random "$dims" "$seed" >"$g"
    else python3 "$BF" grid-random "$dims" "$seed" >"$g"; fi
    opt=$(python3 "$BF" optimum "$g" "$hier" 1:10:100)
    b=$(python3 "$LB" "$kind" "$dims" "$g" "$hier" 1:10:100)
    what="lowerbound.py $kind $dims on $hier ($graph, $([ "$seed" = 0 ] && echo "weights 1" || echo "seed $seed"))"
    [ -n "$b" ] && [ "$b" -gt 0 ] && [ "$b" -le "$opt" ] && { [ "${tight:-}" != "=" ] || [ "$b" = "$opt" ]; } &&
        pass "$what: $b ${tight:-<=} the brute-force optimum $opt" || fail "$what" "bound '$b', optimum $opt"
done <"$ROOT/tests/mapper/cases/bounds.txt"
lb_check() { # NAME GRAPH HIERARCHY PERM KIND DIMS MAX-RATIO (empty: only bound <= cost)
    local b c
    b=$(python3 "$LB" "$5" "$6" "$2" "$3" 1:10:100)
    c=$(python3 "$BF" cost "$2" "$3" 1:10:100 "$4")
    if [ -n "$b" ] && [ "$b" -le "$c" ] && { [ -z "$7" ] || awk -v b="$b" -v c="$c" -v r="$7" 'BEGIN { exit !(c <= r * b) }'; }; then
        pass "lowerbound.py: $1 bound $b <= the mapper's $c$( [ -n "$7" ] && echo " <= $7 x bound")"
    else
        fail "lowerbound.py against the mapper on $1" "bound '$b', mapper $c"
    fi
}
# the placements of the grids' group (t-93), made where it did not run
stencil s16 16 16 16
stencil s16w 16 16 16 4 2 1
stencil clover 32 36 1 89521 100000 1
placed s16 "$M/s16.graph" 32:2:64
placed s16w.portfolio "$M/s16w.graph" 32:2:64
placed clover "$M/clover.graph" 16:2:36
# (on the uniform 16^3 stencil the bound is the mapper's cost: a proof
# that 248,832 is the optimum, as the layer bound for 32 cells is the 64
# faces of a 4 x 4 x 2 box)
lb_check "16^3 stencil (optimum 248832)" "$M/s16.graph" 32:2:64 "$M/s16.perm" grid3 16:16:16 1
lb_check "16^3 stencil weighted 4/2/1" "$M/s16w.graph" 32:2:64 "$M/s16w.portfolio.perm" grid3 16:16:16 1.01
lb_check "CloverLeaf's grid (generated)" "$M/clover.graph" 16:2:36 "$M/clover.perm" grid2 32:36 1.01
gf=$ROOT/../shared/graphs
if [ -f "$gf/cloverleaf_1152.graph.gz" ] && [ -f "$gf/npb_bt_C_1024.graph.gz" ]; then
    lb_check cloverleaf_1152 "$gf/cloverleaf_1152.graph.gz" 16:2:36 "$M/cloverleaf_1152.perm" grid2 32:36 1.01
    lb_check npb_bt_C_1024 "$gf/npb_bt_C_1024.graph.gz" 16:2:32 "$M/npb_bt_C_1024.perm" tri 32 ""
else
    skip "lowerbound.py on the shared graphs" "shared graphs missing"
fi
# the mapper's own report of the bound (mapper/grid_bound.c, written apart
# from lowerbound.py): the same number, and "optimal" where it is reached
lb_report() { # NAME GRAPH HIERARCHY DIMS WORD
    local b r
    "$MP" --hierarchy "$3" --format perm -o "$M/lbr.perm" "$2" 2>"$M/lbr.err"
    case $4 in
    *:1) b=$(python3 "$LB" grid2 "${4%:1}" "$2" "$3" 1:10:100) ;;
    *) b=$(python3 "$LB" grid3 "$4" "$2" "$3" 1:10:100) ;;
    esac
    r=$(sed -n 's/^mapper: lower bound \([0-9]*\) (the graph as a \([0-9]*\) x \([0-9]*\) x \([0-9]*\) grid.*/\1 \2:\3:\4/p' "$M/lbr.err")
    [ "$r" = "$b $4" ] && grep -q "lower bound.*$5" "$M/lbr.err" &&
        pass "mapper reports the lower bound on $1: $b as lowerbound.py, '$5'" ||
        fail "mapper's lower bound on $1" "report '$r', lowerbound.py $b; $(grep 'lower bound' "$M/lbr.err")"
}
lb_report "the 16^3 stencil" "$M/s16.graph" 32:2:64 16:16:16 "reaches it, so it is optimal"
lb_report "the weighted 16^3 stencil" "$M/s16w.graph" 32:2:64 16:16:16 "at most 0.24% above the optimum"
lb_report "CloverLeaf's grid (generated)" "$M/clover.graph" 16:2:36 32:36:1 "at most 0.41% above the optimum"
[ -f "$gf/cloverleaf_1152.graph.gz" ] && lb_report cloverleaf_1152 "$gf/cloverleaf_1152.graph.gz" 16:2:36 32:36:1 "at most 0.79% above the optimum"
# periodic: a 64 x 64 torus on 16:2:128 and a 16^3 one on 4:2:512, both
# placed at their bound
python3 "$LB" torus-random 64:64 0 >"$M/t64.graph"
python3 "$LB" torus-random 16:16:16 0 >"$M/t16.graph"
lb_report "a 64 x 64 torus" "$M/t64.graph" 16:2:128 64:64:1 "reaches it, so it is optimal"
lb_report "a 16^3 torus" "$M/t16.graph" 4:2:512 16:16:16 "reaches it, so it is optimal"
# 2-D tori where regions hold whole rows: a 16 x 16 torus on 8:2:16 (nodes
# of 16 cells: whole rows cost 32 boundary arcs, 4 x 4 blocks 16) and an
# 8 x 8 one on 4:2:8, both at their bound (counted as open grids, the
# 8 x 8 one's was 3,584, 40% below)
python3 "$LB" torus-random 16:16 0 >"$M/t16b.graph"
python3 "$LB" torus-random 8:8 0 >"$M/t8.graph"
lb_report "a 16 x 16 torus on 8:2:16" "$M/t16b.graph" 8:2:16 16:16:1 "reaches it, so it is optimal"
lb_report "an 8 x 8 torus on 4:2:8" "$M/t8.graph" 4:2:8 8:8:1 "reaches it, so it is optimal"
# and none where the grid's axes carry too little of the traffic (a
# 27-point stencil: the diagonals, which the bound counts at the smallest
# distance only) or under the latency/bandwidth model
scripts/gen-stencil --27 8 8 8 >"$M/s27.graph"
"$MP" --hierarchy 8:2:32 --format perm -o "$M/lbr.perm" "$M/s27.graph" 2>"$M/lbr.err" &&
    ! grep -q "lower bound" "$M/lbr.err" && pass "mapper: no lower bound reported for a 27-point stencil" ||
    fail "mapper: lower bound on a 27-point stencil" "$(grep 'lower bound' "$M/lbr.err")"
python3 "$LB" tri 4 "$M/s16.graph" 32:2:64 1:10:100 >/dev/null 2>"$M/lb.err"
[ $? = 2 ] && grep -q "4096 ranks, 16 lattice cells, 4096 cores" "$M/lb.err" &&
    pass "lowerbound.py: a graph that is not the lattice given: exit 2, says why" ||
    fail "lowerbound.py on a mismatched lattice" "$(cat "$M/lb.err")"
# the report with its lower bound (grid_bound.c), 3-D and 2-D, on four
# levels, under ASan/UBSan: clean
[ -s "$M/grid36.graph" ] || python3 "$BF" grid-random 4:4 36 >"$M/grid36.graph"
if [ -x "$SANMP" ]; then
    for args in "--hierarchy 32:2:64 $M/s16w.graph" "--hierarchy 2:2:2:2 --distances 1:10:100:1000 $M/grid36.graph" \
        "--hierarchy 16:2:36 $M/clover.graph" "--hierarchy 4:2:8 $M/t8.graph" "--hierarchy 8:2:16 $M/t16b.graph" \
        "--hierarchy 4:2:512 $M/t16.graph"; do
        # shellcheck disable=SC2086 # the arguments split on purpose
        "$SANMP" $args --format perm -o "$M/sanlb.perm" 2>"$M/sanlb.err" &&
            ! grep -q "ERROR: AddressSanitizer\|runtime error" "$M/sanlb.err" && grep -q "^mapper: lower bound" "$M/sanlb.err" &&
            pass "mapper under ASan/UBSan: the report's lower bound clean ($args)" ||
            fail "mapper under ASan/UBSan: the report's lower bound ($args)" "$(grep -v '^mapper: [a-z-]* *seed' "$M/sanlb.err" | head -5)"
    done
else
    fail "mapper: sanitized build present" "run make build/sanitize/mapper"
fi

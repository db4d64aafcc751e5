# mapper: optimal where the optimum is known, always a valid placement, clear
# errors on bad input, and rankfiles the real launcher honours.
MP=$ROOT/bin/mapper
BF=$ROOT/tests/mapper/bruteforce.py
M=$OUT/mapper
mkdir -p "$M"

# 1. brute-force optimum on small instances (every placement enumerated)
for spec in "8:2:2:2:1:10:100:11" "8:2:2:2:1:10:100:12" "6:2:2:2:1:10:100:13" "9:3:3:1:10:14" "7:4:2:1:5:15"; do
    IFS=: read -r n rest <<<"$spec"
    seed=${spec##*:}
    parts=(${spec//:/ })
    nl=$(((${#parts[@]} - 2) / 2))
    hier=$(IFS=:; echo "${parts[*]:1:$nl}")
    dist=$(IFS=:; echo "${parts[*]:$((1 + nl)):$nl}")
    g=$M/rand$seed.graph
    python3 "$BF" random "$n" "$seed" >"$g"
    opt=$(python3 "$BF" optimum "$g" "$hier" "$dist")
    "$MP" -q --hierarchy "$hier" --distances "$dist" --format perm -o "$M/rand$seed.perm" "$g"
    got=$(python3 "$BF" cost "$g" "$hier" "$dist" "$M/rand$seed.perm")
    [ "$got" = "$opt" ] && pass "mapper: brute-force optimum, $n ranks on $hier ($opt)" ||
        fail "mapper: brute-force optimum, $n ranks on $hier" "got $got, optimum $opt"
done

# 2. known optimum: 16x16x16 stencil, uniform weights, on 32:2:64 (one 4x4x4 block per node)
scripts/gen-stencil 16 16 16 >"$M/s16.graph"
"$MP" -q --hierarchy 32:2:64 --format perm -o "$M/s16.perm" "$M/s16.graph"
got=$(python3 "$BF" cost "$M/s16.graph" 32:2:64 1:10:100 "$M/s16.perm")
[ "$got" = 248832 ] && pass "mapper: 16^3 stencil on 32:2:64 reaches the optimum 248832" ||
    fail "mapper: 16^3 stencil optimum" "got $got, want 248832"
idc=$(seq 0 4095 >"$M/id.perm"; python3 "$BF" cost "$M/s16.graph" 32:2:64 1:10:100 "$M/id.perm")
[ "$idc" = 476928 ] && pass "mapper: cost model agrees with the shared README (identity 476928)" ||
    fail "mapper: identity cost of the 16^3 stencil" "got $idc"

# 3. every output is a valid placement, never worse than identity
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
done
# fewer ranks than cores
"$MP" -q --hierarchy 4:2:2 --format perm -o "$M/few.perm" "$M/rand13.graph" &&
    python3 "$BF" check "$M/rand13.graph" 4:2:2 "$M/few.perm" &&
    pass "mapper: fewer ranks than cores" || fail "mapper: fewer ranks than cores"

# 4. bad input: message naming file and line, distinct exit codes
bad() { # NAME WANT-EXIT WANT-REGEX GRAPH-CONTENT [mapper args]
    local name=$1 want=$2 re=$3 content=$4
    shift 4
    printf "%b" "$content" >"$M/bad.$name.graph"
    local args=("$@")
    [ ${#args[@]} -eq 0 ] && args=(--hierarchy 2:2)
    "$MP" -q "${args[@]}" "$M/bad.$name.graph" >"$M/bad.$name.out" 2>"$M/bad.$name.err"
    local rc=$?
    if [ $rc -eq "$want" ] && grep -qE "$re" "$M/bad.$name.err"; then pass "mapper: bad input ($name): exit $want, clear message"
    else fail "mapper: bad input ($name)" "rc=$rc: $(cat "$M/bad.$name.err")"; fi
}
bad neighbour-range 3 "bad.neighbour-range.graph:3: neighbour 9 out of range" "3 2\n2\n1 9\n2\n"
bad edge-count 3 "header says 5 edges, the lists hold 2" "3 5\n2\n1 3\n2\n"
bad not-a-number 3 "bad.not-a-number.graph:2: not a number" "3 2\n2x\n1 3\n2\n"
bad too-few-lines 3 "file ends after 2 of 3 vertex lines" "3 2\n2\n1 3\n"
bad no-weight 3 "neighbour 3 has no edge weight" "3 2 001\n2 5\n1 5 3\n2 1\n"
bad header 3 "bad.header.graph:1: bad header" "three 2\n"
bad too-many-ranks 2 "5 ranks but the machine has 4 cores" "5 0\n\n\n\n\n\n"
bad hierarchy 2 "bad hierarchy '2:x'" "2 1\n2\n1\n" --hierarchy 2:x
bad distances 2 "need 2 positive values" "2 1\n2\n1\n" --hierarchy 2:2 --distances 1:2:3
printf "3 2 001\n2 5\n1 7 3 1\n2 1\n" >"$M/asym.graph"
"$MP" -q --hierarchy 2:2 --format perm -o "$M/asym.perm" "$M/asym.graph" 2>"$M/asym.err"
[ $? -eq 0 ] && grep -q "not symmetric" "$M/asym.err" && pass "mapper: asymmetric graph symmetrized with a warning" ||
    fail "mapper: asymmetric graph" "$(cat "$M/asym.err")"
"$MP" -q --hierarchy 2:2 "$M/nonexistent.graph" 2>/dev/null
[ $? -eq 4 ] && pass "mapper: missing file: exit 4" || fail "mapper: missing file: exit 4"

# 5. the rankfile is honoured by Open MPI (a real launch on this host)
h=$(hostname)
echo "$h slots=2" >"$M/hostfile"
printf "2 1 001\n2 7\n1 7\n" >"$M/two.graph"
"$MP" -q --hostfile "$M/hostfile" --strategy identity -o "$M/two.rankfile" "$M/two.graph"
timeout 120 mpirun.openmpi --rankfile "$M/two.rankfile" --report-bindings -np 2 true >"$M/launch.log" 2>&1
if grep -q "rank 0 bound to socket 0\[core 0" "$M/launch.log" && grep -q "rank 1 bound to socket 0\[core 1" "$M/launch.log"; then
    pass "mapper: Open MPI launches with the rankfile, ranks bound as written"
else
    fail "mapper: rankfile launch" "see $M/launch.log"
fi
"$MP" -q --hostfile "$M/hostfile" --format hosts "$M/two.graph" >"$M/two.hosts"
[ "$(cat "$M/two.hosts")" = "$(printf "%s\n%s" "$h" "$h")" ] && pass "mapper: MPICH host list" || fail "mapper: MPICH host list"

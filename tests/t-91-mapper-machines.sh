# mapper on machines shaped as users write them: hostfiles of several hosts
# with 1 to 16 slots, regular and not, with and without switches above,
# hwloc topologies of one and two packages (NUMA inside too), levels of one
# child anywhere, every strategy.  Each run must end with exit 0 and a
# rankfile that tests/mapper/check_rankfile.py (Open MPI's rules, written
# apart from mapper/) accepts; never a signal.  Where the machine is small
# enough, the placement's cost is the brute-force optimum.
# beside: t-80 (runs in the second lane: tests/run-tests)
MPM=$(sanitized mapper) # UB and leaks fail the run too
CHK=$ROOT/tests/mapper/check_rankfile.py
BF=$ROOT/tests/mapper/bruteforce.py
UM=$OUT/mapper-machines
mkdir -p "$UM"
STRATEGIES="portfolio metis scotch bottom-up grid lattice identity"

# a graph for N ranks: a 2-D halo on the most square grid, with heavy
# partners across the middle (rank r and r + N/2) so that the best
# placement differs from the identity
graph_for() { # N -> $UM/gN.graph
    local n=$1 g=$UM/g$1.graph
    [ -f "$g" ] && return
    python3 - "$n" >"$g" <<'EOF'
import sys
n = int(sys.argv[1])
x = max(d for d in range(1, int(n ** 0.5) + 1) if n % d == 0)
y = n // x
adj = [dict() for _ in range(n)]
def add(a, b, w):
    if a != b:
        adj[a][b] = adj[a].get(b, 0) + w
        adj[b][a] = adj[b].get(a, 0) + w
for r in range(n):
    i, j = r % x, r // x
    if i + 1 < x: add(r, r + 1, 10)
    if j + 1 < y: add(r, r + x, 10)
    if r < n // 2: add(r, r + n // 2, 37)
m = sum(len(a) for a in adj) // 2
print(n, m, "001")
for a in adj:
    print(" ".join(f"{v + 1} {w}" for v, w in sorted(a.items())))
EOF
}

# run_case LABEL HOSTSPEC PACKAGES N MAPPER-ARGS...: every strategy; one
# check for the lot, naming the first that failed
run_case() {
    local label=$1 spec=$2 pk=$3 n=$4
    shift 4
    graph_for "$n"
    local bad="" s rc
    for s in $STRATEGIES; do
        local rf=$UM/$label.$s.rankfile
        "$MPM" -q --time-limit 2 --strategy "$s" "$@" -o "$rf" "$UM/g$n.graph" 2>"$rf.err"
        rc=$?
        if [ $rc -ne 0 ]; then
            bad="--strategy $s: exit $rc: $(head -c 300 "$rf.err")"
            break
        fi
        if ! why=$(python3 "$CHK" "$rf" "$n" "$spec" $pk 2>&1); then
            bad="--strategy $s: $why"
            break
        fi
    done
    [ -z "$bad" ] && pass "mapper on $label: every strategy ends with a valid rankfile" ||
        fail "mapper on $label" "$bad"
}

# hostfiles: 4 hosts of 1, 2, 4, 8 and 16 slots; 3 irregular ones
for s in 1 2 4 8 16; do
    printf 'h%d slots=%d\n' 1 "$s" 2 "$s" 3 "$s" 4 "$s" >"$UM/hf$s"
done
printf 'a slots=3\nb slots=5\nc slots=8\nd slots=2\n' >"$UM/hf-irr"
printf 'big slots=16\nsmall1 slots=1\nsmall2 slots=1\n# a comment\nmid slots=6\n' >"$UM/hf-irr2"
printf 'x slots=2\ny\nx\n' >"$UM/hf-irr3" # y has one slot; x named twice: 3
# two clusters of two hosts (Slurm's topology.conf form)
switches_for() { # HOSTFILE -> its hosts in two clusters, a top switch
    local hs=($(grep -v '^#' "$1" | awk 'NF { print $1 }' | awk '!s[$0]++'))
    local half=$(((${#hs[@]} + 1) / 2)) a b
    a=$(IFS=,; echo "${hs[*]:0:$half}")
    b=$(IFS=,; echo "${hs[*]:$half}")
    printf 'SwitchName=left Nodes=%s\nSwitchName=right Nodes=%s\nSwitchName=top Switches=left,right\n' "$a" "$b"
}
for hf in hf1 hf2 hf4 hf8 hf16 hf-irr hf-irr2 hf-irr3; do
    n=$(python3 -c "import sys; sys.path.insert(0, '$ROOT/tests/mapper'); import check_rankfile as c; print(sum(c.hosts_of('$UM/$hf').values()))")
    run_case "$hf" "$UM/$hf" "" "$n" --hostfile "$UM/$hf"
    switches_for "$UM/$hf" >"$UM/$hf.topology.conf"
    run_case "$hf+switches" "$UM/$hf" "" "$n" --hostfile "$UM/$hf" --switches "$UM/$hf.topology.conf"
done
# fewer ranks than slots (a job that does not fill its hosts)
run_case "hf8, 20 ranks" "$UM/hf8" "" 20 --hostfile "$UM/hf8"
# --cores-per-socket: 1, 2 and 4 on 4-slot hosts (4 = one socket a host)
for c in 1 2 4; do
    run_case "hf4 --cores-per-socket $c" "$UM/hf4" "" 16 --hostfile "$UM/hf4" --cores-per-socket "$c"
done

# hwloc topologies of one package (most cloud VMs, 1P EPYC), one with its
# one NUMA node, one with two L3 caches (an EPYC's CCXs), and two packages,
# over hostfiles and --nodes
lstopo -i "package:1 core:8 pu:1" --of xml "$UM/p1.xml" 2>/dev/null
lstopo -i "package:1 numa:2 core:4 pu:1" --of xml "$UM/p1n2.xml" 2>/dev/null
lstopo -i "package:2 core:4 pu:2" --of xml "$UM/p2.xml" 2>/dev/null
lstopo -i "package:1 l3:2 core:4 pu:1" --of xml "$UM/p1l3.xml" 2>/dev/null
for x in p1 p1n2 p1l3 p2; do
    pk=1:8
    [ $x = p2 ] && pk=2:4
    run_case "hf8 --topology $x" "$UM/hf8" "$pk" 32 --hostfile "$UM/hf8" --topology "$UM/$x.xml"
    run_case "hf8+switches --topology $x" "$UM/hf8" "$pk" 32 --hostfile "$UM/hf8" --topology "$UM/$x.xml" \
        --switches "$UM/hf8.topology.conf"
    run_case "--topology $x --nodes 2" "nodes:2:8" "$pk" 16 --topology "$UM/$x.xml" --nodes 2
done
# hosts named long in the hostfile (PBS's node file, FQDNs) and short in
# topology.conf and --topology's lists (Slurm's form), and the other way
# round: the same machine, the same placement, host for host
sed 's/^\(h[0-9]*\)/\1.cluster.example/' "$UM/hf4" >"$UM/hf4-long"
sed 's/\(h[0-9]\)/\1.cluster.example/g' "$UM/hf4.topology.conf" >"$UM/hf4-long.topology.conf"
types=(--topology "$UM/p2.xml=h[1-2]" --topology "$UM/p1.xml=h[3-4]")
"$MPM" -q --strategy metis --hostfile "$UM/hf4" --switches "$UM/hf4.topology.conf" "${types[@]}" -o "$UM/short.rankfile" "$UM/g16.graph" 2>"$UM/short.err"
"$MPM" -q --strategy metis --hostfile "$UM/hf4-long" --switches "$UM/hf4.topology.conf" "${types[@]}" -o "$UM/long.rankfile" "$UM/g16.graph" 2>"$UM/long.err"
"$MPM" -q --strategy metis --hostfile "$UM/hf4" --switches "$UM/hf4-long.topology.conf" -o "$UM/short2.rankfile" "$UM/g16.graph" 2>"$UM/short2.err"
"$MPM" -q --strategy metis --hostfile "$UM/hf4" --switches "$UM/hf4.topology.conf" -o "$UM/short3.rankfile" "$UM/g16.graph" 2>/dev/null
[ -s "$UM/short.rankfile" ] && grep -q '^rank 0=h[1-4].cluster.example ' "$UM/long.rankfile" &&
    sed 's/\.cluster\.example//' "$UM/long.rankfile" | cmp -s - "$UM/short.rankfile" && [ -s "$UM/short3.rankfile" ] &&
    cmp -s "$UM/short2.rankfile" "$UM/short3.rankfile" &&
    pass "mapper: hosts named long in the hostfile and short in topology.conf and --topology lists (and short against long): the same placement" ||
    fail "mapper: long and short host names" "$(head -c 300 "$UM/long.err" "$UM/short2.err")"
ncore=$(hwloc-calc --number-of core all 2>/dev/null || nproc)
npk=$(hwloc-calc --number-of package all 2>/dev/null || echo 1)
run_case "--topology this --nodes 2" "nodes:2:$ncore" "$npk:$((ncore / npk))" $((2 * ncore)) --topology this --nodes 2
# levels of one child in a hierarchy, between levels of several
for h in 2:1:4 4:1:2 2:2:1:2 1:2:4 2:1:1:4; do
    hh=(${h//:/ })
    n=1
    for x in "${hh[@]}"; do n=$((n * x)); done
    run_case "--hierarchy $h" "hier:$h" "" "$n" --hierarchy "$h"
done

# the costs stay right where a level of one child is left out of Scotch's
# tree: the brute-force optimum on 8 ranks, for the portfolio and for
# Scotch alone (which sees the tree without that level)
for h in 2:1:4:1:10:100 4:1:2:1:5:50 2:2:1:2:1:10:100:1000 1:2:4:1:10:100; do
    parts=(${h//:/ })
    nl=$((${#parts[@]} / 2))
    hier=$(IFS=:; echo "${parts[*]:0:$nl}")
    dist=$(IFS=:; echo "${parts[*]:$nl}")
    g=$UM/bf.$hier.graph
    python3 "$BF" random 8 41 >"$g"
    opt=$(python3 "$BF" optimum "$g" "$hier" "$dist")
    "$MPM" -q --hierarchy "$hier" --distances "$dist" --format perm -o "$UM/bf.$hier.perm" "$g"
    got=$(python3 "$BF" cost "$g" "$hier" "$dist" "$UM/bf.$hier.perm")
    [ "$got" = "$opt" ] && pass "mapper: brute-force optimum on $hier (a level of one child; $opt)" ||
        fail "mapper: brute-force optimum on $hier" "got $got, optimum $opt"
    "$MPM" -q --hierarchy "$hier" --distances "$dist" --strategy scotch --passes 0 --format perm \
        -o "$UM/bf.$hier.scotch.perm" "$g" 2>"$UM/bf.$hier.scotch.err"
    sc=$(python3 "$BF" cost "$g" "$hier" "$dist" "$UM/bf.$hier.scotch.perm")
    python3 "$BF" check "$g" "$hier" "$UM/bf.$hier.scotch.perm" &&
        pass "mapper --strategy scotch on $hier: a valid placement (cost $sc)" ||
        fail "mapper --strategy scotch on $hier" "$(head -c 300 "$UM/bf.$hier.scotch.err")"
done

# MPICH's machine files (Hydra's host:N and host:N:interface) as hostfiles
printf 'a:2\nb:3:eth0\n# c\nc\nd:2 # two\n' >"$UM/mf"
run_case "MPICH machine file" "$UM/mf" "" 8 --hostfile "$UM/mf"
"$MPM" -q --hostfile "$UM/mf" --strategy identity --format hosts -o "$UM/mf.hosts" "$UM/g8.graph"
printf 'a\na\nb\nb\nb\nc\nd\nd\n' >"$UM/mf.hosts.expected"
same "mapper: MPICH machine file read back as hosts a a b b b c d d (host:N is N slots of host)" \
    "$UM/mf.hosts.expected" "$UM/mf.hosts"
for bad in 'a:x' 'a:0' ':4' 'a:2:' 'a:2 slots=4' 'a:2:eth0:9'; do
    printf 'ok slots=2\n%s\n' "$bad" >"$UM/mf.bad"
    "$MPM" -q --hostfile "$UM/mf.bad" "$UM/g8.graph" >"$UM/mf.bad.out" 2>"$UM/mf.bad.err"
    rc=$?
    [ $rc = 2 ] && grep -q "mf.bad:2: " "$UM/mf.bad.err" && [ ! -s "$UM/mf.bad.out" ] &&
        pass "mapper: hostfile line '$bad' refused, exit 2, naming the file and line" ||
        fail "mapper: hostfile line '$bad'" "rc $rc: $(head -c 200 "$UM/mf.bad.err")"
done

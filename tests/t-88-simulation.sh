# At scale, in simulation (SimGrid's SMPI): the mapper's machine from a
# SimGrid platform, platforms written from the mapper's machine, the
# analyzer reading SimGrid's time-independent traces, and a 64-rank case
# replayed on a tapered fat tree.  Truths: SimGrid's own routing (a
# ping-pong simulated on a platform and on the platform the mapper writes
# back for it takes the same simulated time), hand-computed levels, the
# same program recorded by commprof under Open MPI (its point-to-point
# matrix equals the trace's), and the simulated times of placements
# (replays are deterministic).  Skipped, saying why, without SMPI.
S=$OUT/sim
rm -rf "$S" && mkdir -p "$S"
MP=$(sanitized mapper)
AN=$(sanitized analyzer)
if ! command -v smpirun >/dev/null || ! command -v smpicc >/dev/null; then
    skip "simulation" "SimGrid's SMPI is not installed (make deps installs libsimgrid-dev)"
    return 0 2>/dev/null || exit 0
fi
SG=(--cfg=smpi/host-speed:1Gf --cfg=smpi/simulate-computation:no --log=root.thres:critical)
# the simulated time of SMPI's replay: NP PLATFORM HOSTFILE INDEX
replay_s() { smpirun -np "$1" -platform "$2" -hostfile "$3" -replay "$4" --cfg=smpi/host-speed:1Gf --cfg=smpi/privatization:no \
    --log=root.thres:critical --log=smpi_replay.thres:info 2>&1 | sed -n 's/.*Simulation time \([0-9.e+-]*\).*/\1/p'; }
smpicc -O2 -o "$S/partners" tests/programs/partners.c 2>"$S/build.log" &&
    smpicc -O2 -o "$S/pingpong" tests/programs/pingpong.c 2>>"$S/build.log" || fail "simulation: programs build" "$(head -3 "$S/build.log")"

# a 2-level fat tree, 4:1 tapered: 4 leaves of 4 nodes, one top switch; 4 cores a node
# (tests/lib/ft16x4-tapered.xml: 16 nodes of 4 cores, 4 leaves of 4 under one top switch, 4:1)
cp tests/lib/ft16x4-tapered.xml "$S/ft.xml"

# the platform as the mapper's machine: levels and costs by hand (a route
# climbs a link a level and comes down as many: 2 x 2 us, 4 x 2 us)
"$MP" --check --platform "$S/ft.xml" 2>"$S/check.err"
grep -q "machine from the platform $S/ft.xml (fat tree 2;4,4;1,1;1,1): 64 cores, levels socket, node, switch, top" "$S/check.err" &&
    pass "mapper --platform: a 2-level fat tree as 16 nodes of 4 cores under 4 switches under a top" ||
    fail "mapper --platform levels" "$(cat "$S/check.err")"
"$MP" --check --platform "$S/ft.xml" --write-platform "$S/ft.back.xml" 2>/dev/null
grep -q '<link id="n0_link" bandwidth="1.25e+09Bps" latency="2e-06s" sharing_policy="SPLITDUPLEX"/>' "$S/ft.back.xml" &&
    grep -q '<link id="L0g0_up" bandwidth="1.25e+09Bps" latency="2e-06s" sharing_policy="SPLITDUPLEX"/>' "$S/ft.back.xml" &&
    grep -q '<link id="n0_loopback" bandwidth="1e+10Bps" latency="1e-07s"' "$S/ft.back.xml" &&
    pass "the fat tree's levels as hand-computed: 4 us within a leaf (host links of 2 us), 8 us across (uplinks of 2 us), loopback 0.1 us" ||
    fail "fat tree levels" "$(grep -m3 '<link' "$S/ft.back.xml")"
# round trip: the platform written back reads as the same machine
"$MP" --check --platform "$S/ft.back.xml" --write-platform "$S/ft.back2.xml" 2>/dev/null &&
    diff <(grep -v 'written by' "$S/ft.back.xml") <(grep -v 'written by' "$S/ft.back2.xml") >/dev/null &&
    pass "platform round trip: the mapper reads the platform it writes as the same levels and costs" ||
    fail "platform round trip" "$(diff "$S/ft.back.xml" "$S/ft.back2.xml" | head -4)"
# SimGrid's judgement: a ping-pong within a node, a leaf and across, on
# the fat tree and on the platform written back, the same simulated times
# a ping-pong between each pair of hosts ("A B") simulated on platform $1
# and on $2, the platform the mapper wrote for it: pp_same=1 where every
# pair's least round trip is the same, pp_said the times
pp_alike() {
    local plat=$1 back=$2 pair a b
    shift 2
    pp_same=1 pp_said=""
    for pair in "$@"; do
        printf '%s\n' $pair >"$S/pp.hosts"
        a=$(smpirun -np 2 -platform "$plat" -hostfile "$S/pp.hosts" "${SG[@]}" "$S/pingpong" 8 10 2>/dev/null | awk '/^pingpong/ { print $9 }')
        b=$(smpirun -np 2 -platform "$back" -hostfile "$S/pp.hosts" "${SG[@]}" "$S/pingpong" 8 10 2>/dev/null | awk '/^pingpong/ { print $9 }')
        pp_said="$pp_said ${pair// /-} $a/$b us;"
        [ -n "$a" ] && [ "$a" = "$b" ] || pp_same=0
    done
}
pp_alike "$S/ft.xml" "$S/ft.back.xml" "n0 n0" "n0 n1" "n0 n4"
[ $pp_same = 1 ] && pass "SMPI simulates the same ping-pong on the fat tree and on the platform the mapper wrote for it:$pp_said" ||
    fail "SMPI on the written platform" "$pp_said"
# a hostfile, topology.conf and cost file written as a platform (the user's own cluster)
printf 'c0n0 slots=2\nc0n1 slots=2\nc1n0 slots=2\nc1n1 slots=2\n' >"$S/hosts"
printf 'SwitchName=c0 Nodes=c0n0,c0n1\nSwitchName=c1 Nodes=c1n0,c1n1\nSwitchName=top Switches=c0,c1\n' >"$S/topology.conf"
printf 'socket 1us 2GB/s\nnode 1us 2GB/s\nswitch 12us 1GB/s\ntop 1ms 12.5MB/s\n' >"$S/testbed.cost"
"$MP" --hostfile "$S/hosts" --switches "$S/topology.conf" --cost "$S/testbed.cost" --write-platform "$S/tb.xml" 2>/dev/null &&
    printf 'c0n0\nc1n0\n' >"$S/far.hosts" &&
    far=$(smpirun -np 2 -platform "$S/tb.xml" -hostfile "$S/far.hosts" "${SG[@]}" "$S/pingpong" 8 10 2>/dev/null | awk '/^pingpong/ { print $9 }') &&
    awk -v t="${far:-0}" 'BEGIN { exit !(t >= 2000 && t <= 6000) }' &&
    pass "mapper --write-platform from a hostfile, topology.conf and cost file: SMPI's round trip across its 1 ms top level ${far} us" ||
    fail "platform from hostfile + topology.conf + cost file" "round trip '${far:-}' us"

# a time-independent trace: the analyzer's point-to-point matrix equals the
# one commprof records of the same program under Open MPI
printf 'n%d\n' 0 0 1 1 2 2 3 3 >"$S/hosts8"
(cd "$S" && smpirun -np 8 -platform "$S/ft.xml" -hostfile "$S/hosts8" -trace-ti --cfg=tracing/filename:"$S/p8.ti" "${SG[@]}" \
    "$S/partners" 4096 5 >"$S/p8.log" 2>&1)
mpicc.openmpi -O2 -o "$S/partners.ompi" tests/programs/partners.c
ompi_run "$ROOT/lib/libcommprof.so" "$S/rec8" "" 8 "$S/partners.ompi" 4096 5 >"$S/rec8.log" 2>&1
"$AN" -q "$S/p8.ti" --include p2p -o "$S/ti.mtx" && "$AN" -q "$S/rec8" --include p2p -o "$S/rec.mtx" &&
    cmp -s <(grep -v '^%' "$S/ti.mtx") <(grep -v '^%' "$S/rec.mtx") &&
    pass "analyzer on a SimGrid trace: the point-to-point matrix commprof records under Open MPI, pair by pair" ||
    fail "analyzer on a SimGrid trace" "$(diff <(grep -v '^%' "$S/ti.mtx") <(grep -v '^%' "$S/rec.mtx") | head -4)"
"$AN" -q "$S/p8.ti" --report "$S/ti.txt" && grep -q "source: SimGrid time-independent trace .*collectives as Open MPI's coll/tuned runs them" "$S/ti.txt" &&
    pass "the report says the trace's collectives are modeled as Open MPI runs them" || fail "TI report source" "$(head -3 "$S/ti.txt")"

# the same actions with their numbers spelled otherwise (counts as
# 4.096000e+03, partners as 003): the reader parses plain integers itself
# and the rest with strtod, so both must give the same matrix; a number
# with a stray letter is refused, naming the file and line
mkdir -p "$S/p8b_files" && k=0
while read -r f; do
    k=$((k + 1))
    case $f in /*) ;; *) f=$(dirname "$S/p8.ti")/$f ;; esac
    awk '$2 ~ /^i?(send|recv)$/ { $3 = "00" $3; $5 = sprintf("%.6e", $5) }
         $2 == "sendRecv" { $3 = sprintf("%.6e", $3); $4 = "00" $4; $5 = sprintf("%.6e", $5) } { print }' "$f" >"$S/p8b_files/rank-$k.txt"
done <"$S/p8.ti"
for i in $(seq 1 $k); do echo "p8b_files/rank-$i.txt"; done >"$S/p8b.ti"
"$AN" -q "$S/p8b.ti" --include p2p -o "$S/tib.mtx" && cmp -s <(grep -v '^%' "$S/ti.mtx") <(grep -v '^%' "$S/tib.mtx") &&
    grep -q 'e+03' "$S/p8b_files/rank-1.txt" &&
    pass "analyzer on a SimGrid trace with its counts as 4.096000e+03 and partners as 003: the same matrix" ||
    fail "SimGrid trace, numbers spelled otherwise" "$(diff <(grep -v '^%' "$S/ti.mtx") <(grep -v '^%' "$S/tib.mtx") | head -4)"
# the rank files named by hand (as SimGrid's examples' actions0.txt), not
# SMPI's *rank-N.txt: known by their first line, read alike by both tools
mkdir -p "$S/p8c" && k=0
while read -r f; do
    case $f in /*) ;; *) f=$(dirname "$S/p8.ti")/$f ;; esac
    cp "$f" "$S/p8c/actions$k.txt" && echo "p8c/actions$k.txt" && k=$((k + 1))
done <"$S/p8.ti" >"$S/p8c.ti"
"$AN" -q "$S/p8c.ti" --include p2p -o "$S/tic.mtx" && cmp -s <(grep -v '^%' "$S/ti.mtx") <(grep -v '^%' "$S/tic.mtx") &&
    "$MP" --platform "$S/ft.xml" -q -o "$S/p8c.hosts" --format hosts "$S/p8c.ti" && [ "$(wc -l <"$S/p8c.hosts")" = 8 ] &&
    pass "a trace whose rank files are named by hand (actions0.txt ...): the same matrix, and the mapper places it" ||
    fail "a trace with rank files named by hand" "$(diff <(grep -v '^%' "$S/ti.mtx") <(grep -v '^%' "$S/tic.mtx") 2>&1 | head -4)"
# every rank's actions in one file, given for the index: said, with the
# command that splits it, which run as printed gives the same matrix
cat "$S"/p8c/actions*.txt >"$S/all8.txt"
"$AN" -q "$S/all8.txt" -o "$S/x.mtx" 2>"$S/e1"
rc=$?
"$MP" --platform "$S/ft.xml" -q "$S/all8.txt" >/dev/null 2>"$S/e2"
split=$(grep -o "awk .*trace.ti" "$S/e1")
mkdir -p "$S/split8" && (cd "$S/split8" && eval "$split") &&
    "$AN" -q "$S/split8/trace.ti" --include p2p -o "$S/tid.mtx" && cmp -s <(grep -v '^%' "$S/ti.mtx") <(grep -v '^%' "$S/tid.mtx") &&
    [ $rc = 3 ] && grep -q "all8.txt:1: SimGrid actions ('0 init'), not a trace's index" "$S/e1" &&
    grep -q "all8.txt:1: SimGrid actions" "$S/e2" && [ ! -e "$S/x.mtx" ] &&
    pass "every rank's actions in one file: the analyzer and the mapper say so (exit 3, file and line), and the command they print splits it into the trace (the same matrix)" ||
    fail "one file of every rank's actions" "rc $rc: $(cat "$S/e1" "$S/e2")"
bad=$(grep -n ' sendRecv ' "$S/p8b_files/rank-1.txt" | head -1 | cut -d: -f1)
sed "${bad}s/sendRecv [^ ]*/sendRecv 4096x/" "$S/p8b_files/rank-1.txt" >"$S/p8b_files/bad.txt" && cp "$S/p8b_files/rank-1.txt" "$S/p8b_files/good.txt" &&
    cp "$S/p8b_files/bad.txt" "$S/p8b_files/rank-1.txt"
"$AN" -q "$S/p8b.ti" -o "$S/bad.mtx" 2>"$S/bad.err"
rc=$?
cp "$S/p8b_files/good.txt" "$S/p8b_files/rank-1.txt"
[ $rc -ne 0 ] && grep -q "rank-1.txt:$bad: sendRecv: bad send count '4096x'" "$S/bad.err" && [ ! -e "$S/bad.mtx" ] &&
    pass "a send count of 4096x in a SimGrid trace: refused, naming the file and line ($bad); nothing written" ||
    fail "SimGrid trace, a bad number" "rc=$rc: $(cat "$S/bad.err")"

# 64 ranks on the tapered fat tree, replayed (deterministic): commprof's
# host list against the launchers' block order and a random one
for i in $(seq 0 15); do printf 'n%d\nn%d\nn%d\nn%d\n' $i $i $i $i; done >"$S/block"
awk 'BEGIN { srand(7) } { l[NR] = $0 } END { for (i = NR; i > 1; i--) { j = int(rand() * i) + 1; t = l[i]; l[i] = l[j]; l[j] = t }
    for (i = 1; i <= NR; i++) print l[i] }' "$S/block" >"$S/random"
(cd "$S" && smpirun -np 64 -platform "$S/ft.xml" -hostfile "$S/block" -trace-ti --cfg=tracing/filename:"$S/p64.ti" "${SG[@]}" \
    "$S/partners" 65536 10 >"$S/p64.log" 2>&1)
"$MP" -q --platform "$S/ft.xml" --format hosts -o "$S/placed" "$S/p64.ti" || fail "mapper --platform on the 64-rank trace"
# the trace as a METIS graph, its weights bytes: the platform's latencies
# and bandwidths are the cost model (--graph-weight was refused without
# --cost, while the graph was refused without --graph-weight)
"$AN" -q "$S/p64.ti" -o "$S/p64.graph" 2>/dev/null
"$MP" --platform "$S/ft.xml" --graph-weight bytes --format hosts -o "$S/placed.g" "$S/p64.graph" 2>"$S/graph.err" &&
    [ "$(wc -l <"$S/placed.g")" = 64 ] && grep -q "^mapper: objective links (the machine gives its uplinks' bandwidth)" "$S/graph.err" &&
    pass "mapper --platform with a METIS graph and --graph-weight bytes: placed, by the links objective (the platform's uplinks), said" ||
    fail "mapper --platform --graph-weight" "$(head -3 "$S/graph.err")"
sim() { smpirun -np 64 -platform "$S/ft.xml" -hostfile "$1" -replay "$S/p64.ti" --cfg=smpi/host-speed:1Gf \
    --log=root.thres:critical --log=smpi_replay.thres:info 2>&1 | sed -n 's/.*Simulation time \([0-9.e+-]*\).*/\1/p'; }
tb=$(sim "$S/block") tr=$(sim "$S/random") tp=$(sim "$S/placed") tp2=$(sim "$S/placed")
[ -n "$tp" ] && [ "$tp" = "$tp2" ] && pass "a 64-rank replay is deterministic: $tp s twice" || fail "replay determinism" "'$tp' and '$tp2'"
awk -v b="${tb:-0}" -v r="${tr:-0}" -v p="${tp:-0}" 'BEGIN { exit !(p > 0 && p < b && p < r) }' &&
    pass "64 ranks on a 4:1 tapered fat tree, simulated: commprof's placement $tp s, block $tb s, random $tr s" ||
    fail "simulated placements" "commprof '$tp', block '$tb', random '$tr'"

# the same 16 hosts as a 4 x 4 torus (SimGrid's routes, t-99): the
# kernel's partners (r and r XOR 32) are two hops apart in block order;
# commprof's host list against block's and a random one, replayed
sed 's/FAT_TREE/TORUS/; s/topo_parameters="[^"]*"/topo_parameters="4,4"/' "$S/ft.xml" >"$S/torus.xml"
"$MP" --platform "$S/torus.xml" --format hosts -o "$S/placed.t" "$S/p64.ti" 2>"$S/t.err" ||
    fail "mapper --platform on a torus" "$(tail -2 "$S/t.err")"
simt() { smpirun -np 64 -platform "$S/torus.xml" -hostfile "$1" -replay "$S/p64.ti" --cfg=smpi/host-speed:1Gf \
    --log=root.thres:critical --log=smpi_replay.thres:info 2>&1 | sed -n 's/.*Simulation time \([0-9.e+-]*\).*/\1/p'; }
tb=$(simt "$S/block") tr=$(simt "$S/random") tp=$(simt "$S/placed.t")
grep -q "machine from the platform $S/torus.xml (torus 4,4): 64 cores" "$S/t.err" &&
    awk -v b="${tb:-0}" -v r="${tr:-0}" -v p="${tp:-0}" 'BEGIN { exit !(p > 0 && p < b && p < r) }' &&
    pass "64 ranks on a 4 x 4 torus, simulated: commprof's placement $tp s, block $tb s, random $tr s" ||
    fail "simulated placements on a torus" "commprof '$tp', block '$tb', random '$tr': $(grep 'machine from' "$S/t.err")"

# limiter_link: one more link at each host and router, shared both ways
# (SimGrid's own dragonfly example has one; t-99 checks the routes).
# Here 0.3 GB/s under 1.25 GB/s links: the replay of block order on the
# dragonfly (--all-times: to its end) against SMPI's time of it (without
# the limiters it said 0.0192 s, SMPI 0.156 s), and commprof's placement
# against block, simulated
sed 's/FAT_TREE/DRAGONFLY/; s/topo_parameters="[^"]*"/topo_parameters="2,1;2,1;2,1;2" limiter_link="0.3GBps"/' "$S/ft.xml" >"$S/dfl.xml"
"$MP" --platform "$S/dfl.xml" --format hosts -o "$S/placed.l" "$S/p64.ti" 2>"$S/l.err"
"$MP" --platform "$S/dfl.xml" --strategy identity --objective time --all-times "$S/p64.ti" 2>&1 >/dev/null |
    sed -n 's/^mapper: identity .* time \([0-9.e+-]*\) s .*/\1/p' >"$S/l.model"
siml() { smpirun -np 64 -platform "$S/dfl.xml" -hostfile "$1" -replay "$S/p64.ti" --cfg=smpi/host-speed:1Gf \
    --log=root.thres:critical --log=smpi_replay.thres:info 2>&1 | sed -n 's/.*Simulation time \([0-9.e+-]*\).*/\1/p'; }
tb=$(siml "$S/block") tp=$(siml "$S/placed.l") tm=$(cat "$S/l.model")
awk -v b="${tb:-0}" -v p="${tp:-0}" -v m="${tm:-0}" 'BEGIN { exit !(p > 0 && p < b && m > 0.95 * b && m < 1.05 * b) }' &&
    pass "a dragonfly with limiter_link: block order replayed by the mapper in $tm s, by SMPI in $tb s; commprof's placement $tp s" ||
    fail "limiter_link on a dragonfly" "model '$tm', SMPI block '$tb', placed '$tp': $(grep -v ' seed ' "$S/l.err" | head -2)"

# a Full zone whose every pair of hosts has a route of its own (SimGrid's
# small_platform.xml): one level, its latency the mean of the pairs'
# routes, by hand (1 + 3 + 4) / 3 ms, each host's link half of it in the
# platform written back, and the spread said (it was the first pair's, 1 ms)
cat >"$S/full3.xml" <<'XML'
<?xml version='1.0'?>
<!DOCTYPE platform SYSTEM "https://simgrid.org/simgrid.dtd">
<platform version="4.1"><zone id="grid" routing="Full">
  <host id="A" speed="1Gf"/><host id="B" speed="1Gf"/><host id="C" speed="1Gf"/>
  <link id="l1" bandwidth="10MBps" latency="1ms"/><link id="l2" bandwidth="10MBps" latency="3ms"/>
  <route src="A" dst="B"><link_ctn id="l1"/></route>
  <route src="A" dst="C"><link_ctn id="l2"/></route>
  <route src="B" dst="C"><link_ctn id="l1"/><link_ctn id="l2"/></route>
</zone></platform>
XML
"$MP" --check --platform "$S/full3.xml" --write-platform "$S/full3.back.xml" 2>"$S/full3.err"
grep -q "(1 zone of hosts, 1 level; routes of one level differ, 1 to 4 ms: each level their mean)" "$S/full3.err" &&
    grep -q '<link id="A_link" bandwidth="10000000Bps" latency="0.00133333333s"' "$S/full3.back.xml" &&
    pass "a Full zone's pairs of unequal routes: one level of their mean latency (2.667 ms by hand), the spread said" ||
    fail "a Full zone's unequal routes" "$(head -1 "$S/full3.err") / $(grep -o '<link id="A_link"[^/]*' "$S/full3.back.xml")"

# Grid'5000's shape (SimGrid's g5k.xml): sites joined through a Floyd
# zone of backbone routers, whose routes SimGrid composes (the path of
# fewest links: r1-r2-r3), one site of hosts in its own zone, the other
# nesting two clusters one zone deeper.  By hand: a1 to b1-1 is 10 + 100
# + 1000 + 2000 + 200 + 50 + 10 us one way; the site of one zone holds it
# for the level it lacks.  SimGrid's own routing is the truth: a
# ping-pong on this platform and on the one the mapper writes back, the
# same simulated times, at each level.  (Refused before: no zoneRoute
# between A and B, and hosts at two depths.)
cat >"$S/sites.xml" <<'XML'
<?xml version='1.0'?>
<!DOCTYPE platform SYSTEM "https://simgrid.org/simgrid.dtd">
<platform version="4.1">
<zone id="grid" routing="Floyd">
  <zone id="backbone" routing="Floyd">
    <router id="r1"/><router id="r2"/><router id="r3"/>
    <link id="l12" bandwidth="1GBps" latency="1ms"/><link id="l23" bandwidth="1GBps" latency="2ms"/>
    <link id="l13" bandwidth="1GBps" latency="9ms"/><link id="l13b" bandwidth="1GBps" latency="9ms"/><link id="l13c" bandwidth="1GBps" latency="9ms"/>
    <route src="r1" dst="r2"><link_ctn id="l12"/></route>
    <route src="r2" dst="r3"><link_ctn id="l23"/></route>
    <route src="r3" dst="r1"><link_ctn id="l13"/><link_ctn id="l13b"/><link_ctn id="l13c"/></route>
  </zone>
  <zone id="A" routing="Full">
    <host id="a1" speed="1Gf"/><host id="a2" speed="1Gf"/><router id="gwa"/>
    <link id="la1" bandwidth="100MBps" latency="10us"/><link id="la2" bandwidth="100MBps" latency="10us"/>
    <route src="a1" dst="a2"><link_ctn id="la1"/><link_ctn id="la2"/></route>
    <route src="a1" dst="gwa"><link_ctn id="la1"/></route>
    <route src="a2" dst="gwa"><link_ctn id="la2"/></route>
  </zone>
  <zone id="B" routing="Full">
    <cluster id="B1" prefix="b1-" suffix="" radical="1-2" speed="1Gf" bw="100MBps" lat="10us"/>
    <cluster id="B2" prefix="b2-" suffix="" radical="1-2" speed="1Gf" bw="100MBps" lat="10us"/>
    <zone id="gwB" routing="Full"><router id="gwb"/></zone>
    <link id="lb12" bandwidth="400MBps" latency="30us"/>
    <link id="lbg1" bandwidth="400MBps" latency="50us"/><link id="lbg2" bandwidth="400MBps" latency="50us"/>
    <zoneRoute src="B1" dst="B2" gw_src="b1-B1_router" gw_dst="b2-B2_router"><link_ctn id="lb12"/></zoneRoute>
    <zoneRoute src="B1" dst="gwB" gw_src="b1-B1_router" gw_dst="gwb"><link_ctn id="lbg1"/></zoneRoute>
    <zoneRoute src="B2" dst="gwB" gw_src="b2-B2_router" gw_dst="gwb"><link_ctn id="lbg2"/></zoneRoute>
  </zone>
  <link id="wa" bandwidth="500MBps" latency="100us"/><link id="wb" bandwidth="500MBps" latency="200us"/>
  <zoneRoute src="A" dst="backbone" gw_src="gwa" gw_dst="r1"><link_ctn id="wa"/></zoneRoute>
  <zoneRoute src="B" dst="backbone" gw_src="gwb" gw_dst="r3"><link_ctn id="wb"/></zoneRoute>
</zone>
</platform>
XML
"$MP" --check --platform "$S/sites.xml" --write-platform "$S/sites.back.xml" 2>"$S/sites.err"
grep -q "machine from the platform $S/sites.xml (3 zones of hosts, 3 levels): 6 cores" "$S/sites.err" &&
    grep -q '<link id="L1g0_up" bandwidth="[^"]*" latency="0.00166s"' "$S/sites.back.xml" &&
    pass "a Floyd backbone between sites, one site a zone deeper: three levels, the top 3.37 ms one way by hand, the path of fewest links (its uplinks 1.66 ms above the 50 us of two clusters of a site)" ||
    fail "sites over a Floyd backbone" "$(cat "$S/sites.err") / $(grep -o '<link id="L[0-9]g0_up"[^/]*' "$S/sites.back.xml")"
pp_alike "$S/sites.xml" "$S/sites.back.xml" "a1 a2" "b1-1 b1-2" "b1-1 b2-2" "a1 b2-1" "b1-2 a2"
[ $pp_same = 1 ] && pass "SMPI simulates the same ping-pongs on the sites and on the platform the mapper wrote for them:$pp_said" ||
    fail "SMPI on the sites written back" "$pp_said"

# clusters built by hand, as SimGrid's routing_cluster.xml and
# meta_cluster.xml build them: a zone routed Cluster of <host>s with their
# <host_link>s (a SPLITDUPLEX link's directions L_UP and L_DOWN) and a
# <backbone>, and one of <cabinet>s; SMPI's ping-pongs on it and on the
# platform written back alike, within and across.  Hosts whose links
# differ: refused, the file, line and host said.
cat >"$S/built.xml" <<'XML'
<?xml version='1.0'?>
<!DOCTYPE platform SYSTEM "https://simgrid.org/simgrid.dtd">
<platform version="4.1">
  <zone id="AS0" routing="Full">
    <zone id="c1" routing="Cluster">
      <router id="router1"/>
      <host id="h1" speed="1Gf"/>
      <link id="l1" bandwidth="125MBps" latency="100us" sharing_policy="SPLITDUPLEX"/>
      <host_link id="h1" up="l1_UP" down="l1_DOWN"/>
      <host id="h2" speed="1Gf"/>
      <link id="l2" bandwidth="125MBps" latency="100us"/>
      <host_link id="h2" up="l2" down="l2"/>
      <backbone id="bb1" bandwidth="2.25GBps" latency="500us"/>
    </zone>
    <zone id="c2" routing="Cluster">
      <cabinet id="cab1" prefix="k-" suffix="" speed="1Gf" bw="125MBps" lat="100us" radical="1-2"/>
      <cabinet id="cab2" prefix="k-" suffix="" speed="1Gf" bw="125MBps" lat="100us" radical="3-4"/>
      <router id="router2"/>
      <backbone id="bb2" bandwidth="2.25GBps" latency="500us"/>
    </zone>
    <link id="link1-2" bandwidth="2.25GBps" latency="500us"/>
    <zoneRoute src="c1" dst="c2" gw_src="router1" gw_dst="router2"><link_ctn id="link1-2"/></zoneRoute>
  </zone>
</platform>
XML
"$MP" --check --platform "$S/built.xml" --write-platform "$S/built.back.xml" 2>"$S/built.err"
pp_alike "$S/built.xml" "$S/built.back.xml" "h1 h2" "k-1 k-4" "h2 k-3"
grep -q "machine from the platform $S/built.xml (2 zones of hosts, 2 levels): 6 cores" "$S/built.err" && [ $pp_same = 1 ] &&
    pass "zones routed Cluster (hosts with host_links, cabinets, backbones): read as two clusters; SMPI's ping-pongs alike on the platform written back:$pp_said" ||
    fail "zones routed Cluster" "$(head -1 "$S/built.err"):$pp_said"
sed 's|<link id="l2" bandwidth="125MBps" latency="100us"/>|<link id="l2" bandwidth="125MBps" latency="300us"/>|' "$S/built.xml" >"$S/bad.xml"
"$MP" --check --platform "$S/bad.xml" 2>"$S/e1"
[ $? = 2 ] && grep -q "bad.xml:12: zone 'c1' (routing Cluster): host h2's link" "$S/e1" &&
    pass "a zone routed Cluster whose hosts' links differ: exit 2, the file, line and host said" ||
    fail "routing Cluster, links that differ" "$(cat "$S/e1")"
# a bypass route (SimGrid's bypassZoneRoute.xml, its older name
# bypassASroute) would replace routes the mapper computes: refused, said
sed 's|<zoneRoute src="c1"|<bypassASroute src="c1" dst="c2" gw_src="router1" gw_dst="router2"><link_ctn id="link1-2"/></bypassASroute>\n    &|' "$S/built.xml" >"$S/bad.xml"
"$MP" --check --platform "$S/bad.xml" 2>"$S/e1"
[ $? = 2 ] && grep -q "bad.xml:22: <bypassASroute> is not read" "$S/e1" &&
    pass "a bypassASroute: exit 2, not read, the file and line said (not a stray link_ctn)" ||
    fail "platform: bypassASroute" "$(cat "$S/e1")"

# two sites, each of two clusters over a SHARED link of its own (sw1,
# sw2): the clusters of one site share that link, both ways, for what
# passes between them and what leaves the site, but not the other site's
# link.  Heavy pairs between the clusters of each site, placed as listed:
# each site's link carries 2 MB, 2 MB / 100 MB/s = 0.02 s (charged per
# cluster, 0.01 s each; charged as one link for the four clusters of both
# sites, 0.04 s).
site() { # site $1: two clusters, their zoneRoutes over the one SHARED link sw$1
    sed "s/@/$1/g" <<'XML'
  <zone id="S@" routing="Full">
    <cluster id="S@a" prefix="s@a-" suffix="" radical="1-2" speed="1Gf" bw="1GBps" lat="1us"/>
    <cluster id="S@b" prefix="s@b-" suffix="" radical="1-2" speed="1Gf" bw="1GBps" lat="1us"/>
    <zone id="gw@z" routing="Full"><router id="gw@"/></zone>
    <link id="sw@" bandwidth="100MBps" latency="10us" sharing_policy="SHARED"/>
    <zoneRoute src="S@a" dst="S@b" gw_src="s@a-S@a_router" gw_dst="s@b-S@b_router"><link_ctn id="sw@"/></zoneRoute>
    <zoneRoute src="S@a" dst="gw@z" gw_src="s@a-S@a_router" gw_dst="gw@"><link_ctn id="sw@"/></zoneRoute>
    <zoneRoute src="S@b" dst="gw@z" gw_src="s@b-S@b_router" gw_dst="gw@"><link_ctn id="sw@"/></zoneRoute>
  </zone>
XML
}
{
    printf '<?xml version="1.0"?>\n<!DOCTYPE platform SYSTEM "https://simgrid.org/simgrid.dtd">\n<platform version="4.1">\n<zone id="grid" routing="Full">\n'
    site 1 && site 2
    printf '  <link id="wan" bandwidth="100MBps" latency="1ms"/>\n'
    printf '  <zoneRoute src="S1" dst="S2" gw_src="gw1" gw_dst="gw2"><link_ctn id="wan"/></zoneRoute>\n</zone>\n</platform>\n'
} >"$S/two_sites.xml"
cat >"$S/two_sites.graph" <<'GRAPH'
8 8 001
2 10 3 1000000
1 10 4 1000000
1 1000000 4 10
2 1000000 3 10
6 10 7 1000000
5 10 8 1000000
5 1000000 8 10
6 1000000 7 10
GRAPH
printf '%s\n' s1a-1 s1a-2 s1b-1 s1b-2 s2a-1 s2a-2 s2b-1 s2b-2 >"$S/two_sites.hosts"
"$MP" --platform "$S/two_sites.xml" --graph-weight bytes --placement "$S/two_sites.hosts" -o "$S/two_sites.rf" "$S/two_sites.graph" 2>"$S/two_sites.err"
grep -q "links, most loaded first .*placed against identity: the one link of L0g0 and 1 more groups 0.02 s (0.02 s), the one link of L0g2 and 1 more groups 0.02 s (0.02 s)," "$S/two_sites.err" &&
    ! grep -q "and 3 more groups" "$S/two_sites.err" &&
    pass "two sites of two clusters, each site's over a link of its own: each site's link charged 2 MB / 100 MB/s, once for its two clusters" ||
    fail "two sites' shared links" "$(grep 'links, most' "$S/two_sites.err")"
# the flow model against SMPI there: 1 MB each way between the clusters
# of site 1 at once (s1a-1 -> s1b-1, s1b-2 -> s1a-2) share sw1, both ways
# (each cluster's uplink of its own, each way: half the time)
mkdir -p "$S/sw"
for r in 0 1 2 3 4 5 6 7; do
    case $r in 0) a="0 send 2 0 1000000 6" ;; 1) a="1 recv 3 0 1000000 6" ;; 2) a="2 recv 0 0 1000000 6" ;;
    3) a="3 send 1 0 1000000 6" ;; *) a= ;; esac
    printf '%s init\n%s%s finalize\n' $r "${a:+$a
}" $r >"$S/sw/rank-$r.txt"
    echo "$S/sw/rank-$r.txt"
done >"$S/sw/index"
sw_smpi=$(replay_s 8 "$S/two_sites.xml" "$S/two_sites.hosts" "$S/sw/index")
sw_flow=$("$(sanitized commprof-predict)" -q --engine flow --platform "$S/two_sites.xml" --hosts listed="$S/two_sites.hosts" \
    "$S/sw/index" 2>"$S/sw.err" | awk '$1 == "listed" { print $2 }')
awk -v a="$sw_smpi" -v b="$sw_flow" 'BEGIN { exit !(a > 0.02 && b > 0 && (a - b) / a < 0.01 && (b - a) / a < 0.01) }' &&
    pass "two sites: one way each across a site's shared link, replayed: SMPI $sw_smpi s, the mapper's flow model $sw_flow s (2 MB / 100 MB/s, not 1)" ||
    fail "two sites: the flow model on a site's shared link" "SMPI '$sw_smpi' s, flow '$sw_flow' s: $(head -3 "$S/sw.err")"
# written back (--write-platform), each site's clusters still share one
# link: the same replay on it takes SMPI's time on the original to the
# digit (written as an uplink each, 0.011302 s)
"$MP" --check --platform "$S/two_sites.xml" --write-platform "$S/two_sites.back.xml" 2>"$S/tsb.err"
sw_back=$(replay_s 8 "$S/two_sites.back.xml" "$S/two_sites.hosts" "$S/sw/index")
[ -n "$sw_back" ] && [ "$sw_back" = "$sw_smpi" ] && grep -q 'L1g1_one.*sharing_policy="SHARED"' "$S/two_sites.back.xml" &&
    pass "two sites written back: a SHARED link a site, the replay $sw_back s as on the original" ||
    fail "two sites written back" "'$sw_back' s against '$sw_smpi' s: $(head -2 "$S/tsb.err")"
# a flat cluster's SHARED backbone (100 MB/s under hosts of 1 GB/s),
# written back as a link every route of the group crosses: two messages
# of 1 MB inside it at once (0 -> 1, 2 -> 3) take SMPI's time on the
# original to the digit (2 MB / 100 MB/s; written without it, a tenth)
cat >"$S/bb.xml" <<'XML'
<?xml version="1.0"?>
<!DOCTYPE platform SYSTEM "https://simgrid.org/simgrid.dtd">
<platform version="4.1">
  <cluster id="c" prefix="n" suffix="" radical="1-4" speed="1Gf" bw="1GBps" lat="1us" bb_bw="100MBps" bb_lat="1us"/>
</platform>
XML
mkdir -p "$S/bbt"
for r in 0 1 2 3; do
    case $r in 0) a="0 send 1 0 1000000 6" ;; 1) a="1 recv 0 0 1000000 6" ;; 2) a="2 send 3 0 1000000 6" ;; 3) a="3 recv 2 0 1000000 6" ;; esac
    printf '%s init\n%s\n%s finalize\n' $r "$a" $r >"$S/bbt/rank-$r.txt"
    echo "$S/bbt/rank-$r.txt"
done >"$S/bbt/index"
printf '%s\n' n1 n2 n3 n4 >"$S/bb.hosts"
"$MP" --check --platform "$S/bb.xml" --write-platform "$S/bb.back.xml" 2>"$S/bb.err"
bb_a=$(replay_s 4 "$S/bb.xml" "$S/bb.hosts" "$S/bbt/index") bb_b=$(replay_s 4 "$S/bb.back.xml" "$S/bb.hosts" "$S/bbt/index")
[ -n "$bb_a" ] && [ "$bb_a" = "$bb_b" ] && awk -v t="$bb_a" 'BEGIN { exit !(t > 0.02) }' &&
    pass "a cluster's shared backbone written back: two messages inside it replayed in $bb_b s, as on the original" ||
    fail "a backbone written back" "original '$bb_a' s, written back '$bb_b' s: $(head -2 "$S/bb.err")"

# a Floyd zone whose routes join no path between two of its hosts: said
printf '<platform version="4.1"><zone id="g" routing="Floyd">\n<host id="a" speed="1Gf"/><host id="b" speed="1Gf"/><host id="c" speed="1Gf"/>\n<link id="l" bandwidth="1GBps" latency="1us"/>\n<route src="a" dst="b"><link_ctn id="l"/></route>\n</zone></platform>\n' >"$S/bad.xml"
"$MP" --check --platform "$S/bad.xml" 2>"$S/e1"
[ $? = 2 ] && grep -q "bad.xml:1: zone 'g': no path of its routes from a to c" "$S/e1" &&
    pass "a Floyd zone with no path between two hosts: exit 2, the zone and hosts said" ||
    fail "platform: Floyd without a path" "$(cat "$S/e1")"
# the job's hosts on a platform (smpirun -platform ft.xml -hostfile H):
# 8 of the fat tree's 16 hosts, 4 slots each, listed out of order; the
# machine holds those alone, grouped by leaf in the hostfile's order
# (n2 n0 n3 | n7 n4 | n9 | n13 n14, by hand), the placement uses them
# alone, 4 ranks each, and SMPI runs it faster than that order, as the
# mapper's replay of both says (within 5% of SMPI's each)
tests/bench/ti-kernel halo3d 32 10 "$S/h32.ti" >/dev/null 2>&1
printf 'n13 slots=4\nn2 slots=4\nn7 slots=4\nn0 slots=4\nn9 slots=4\nn4 slots=4\nn14 slots=4\nn3 slots=4\n' >"$S/sub.hosts"
"$MP" --platform "$S/ft.xml" --hostfile "$S/sub.hosts" --strategy identity --format hosts -o "$S/sub.id" "$S/h32.ti" 2>/dev/null
"$MP" --platform "$S/ft.xml" --hostfile "$S/sub.hosts" --format hosts -o "$S/sub.placed" "$S/h32.ti" 2>"$S/sub.err"
rep() { smpirun -np 32 -platform "$S/ft.xml" -hostfile "$1" -replay "$S/h32.ti" --cfg=smpi/host-speed:1Gf --cfg=smpi/privatization:no \
    --log=root.thres:critical --log=smpi_replay.thres:info 2>&1 | awk '/Simulation time/ { print $NF }'; }
sid=$(rep "$S/sub.id") spl=$(rep "$S/sub.placed")
mid=$(grep -o 'identity at [0-9.e-]* s' "$S/sub.err" | awk '{ print $3 }') mpl=$(grep -o 'the trace replayed on the machine: [^ ]* ends at [0-9.e-]* s' "$S/sub.err" | awk '{ print $(NF - 1) }')
[ "$(uniq "$S/sub.id" | tr '\n' ' ')" = "n2 n0 n3 n7 n4 n9 n13 n14 " ] && [ "$(uniq -c "$S/sub.id" | awk '$1 != 4' | wc -l)" = 0 ] &&
    [ "$(sort "$S/sub.placed" | uniq -c | awk '$1 == 4 { print $2 }' | sort | tr '\n' ' ')" = "n0 n13 n14 n2 n3 n4 n7 n9 " ] &&
    grep -q "machine from the platform $S/ft.xml (fat tree 2;4,4;1,1;1,1), the hosts of $S/sub.hosts: 32 cores" "$S/sub.err" &&
    awk -v a="${sid:-0}" -v b="${spl:-0}" -v ma="${mid:-0}" -v mb="${mpl:-0}" \
        'BEGIN { exit !(b > 0 && b < a && ma > 0.95 * a && ma < 1.05 * a && mb > 0.95 * b && mb < 1.05 * b) }' &&
    pass "mapper --platform with the job's hostfile: its 8 hosts alone, grouped by leaf in its order; SMPI $sid s in that order, $spl s placed (the mapper's replay $mid and $mpl s)" ||
    fail "--platform with --hostfile" "$(uniq "$S/sub.id" | tr '\n' ' ') / SMPI $sid, $spl / model $mid, $mpl / $(head -1 "$S/sub.err")"
printf 'n1 slots=4\nn16 slots=4\n' >"$S/bad.hosts"
"$MP" --platform "$S/ft.xml" --hostfile "$S/bad.hosts" -o "$S/x.rf" "$S/h32.ti" 2>"$S/e1"
[ $? = 2 ] && grep -q "bad.hosts: host n16 is not in the platform $S/ft.xml (it has 16 hosts: n0, n1, n2, ...)" "$S/e1" && [ ! -e "$S/x.rf" ] &&
    pass "mapper --platform with a hostfile naming a host the platform lacks: exit 2, the host said, nothing written" ||
    fail "--platform with a foreign host" "$(cat "$S/e1")"

# bad input: the element, file and line named, nothing written
# (shapes whose host or link counts overflow a long: said, not wrapped)
for bad in "TORUS 4,3:the torus 4,3 has 12 hosts, the radical 16" "TORUS 16,1:TORUS 16,1: a dimension of 1 host adds nothing" \
    "HYPERCUBE 4:topology HYPERCUBE is not read" "TORUS 65536,65536,65536,65536:the torus 65536,65536,65536,65536 has more than 16 hosts" \
    "FAT_TREE 4;1048576,1048576,1048576,1048576;1,1,1,1;1,1,1,1:the fat tree 4;1048576,1048576,1048576,1048576;1,1,1,1;1,1,1,1 has more than 16 hosts" \
    "FAT_TREE 2;4,4;1048576,1048576;1,1:the fat tree 2;4,4;1048576,1048576;1,1 has 4.4e+12 links; the mapper follows at most 536870912" \
    "DRAGONFLY 2000000000,1;2000000000,1;2000000000,1;2000000000:the dragonfly 2000000000,1;2000000000,1;2000000000,1;2000000000 has more than 16 hosts"; do
    sed "s/FAT_TREE/${bad%% *}/; s/topo_parameters=\"[^\"]*\"/topo_parameters=\"$(echo "${bad%%:*}" | cut -d' ' -f2)\"/" "$S/ft.xml" >"$S/bad.xml"
    "$MP" --platform "$S/bad.xml" -o "$S/x.rf" "$S/p64.ti" 2>"$S/e1"
    [ $? = 2 ] && grep -q "bad.xml:5: cluster 'ft': ${bad#*:}" "$S/e1" && [ ! -e "$S/x.rf" ] &&
        pass "mapper --platform with ${bad%%:*}: exit 2, names the file, line and cluster; nothing written" ||
        fail "platform: ${bad%%:*}" "$(cat "$S/e1")"
done
sed 's/radical="0-15"/radical="9223372036854775800-9223372036854775807"/' "$S/ft.xml" >"$S/bad.xml"
"$MP" --check --platform "$S/bad.xml" 2>"$S/e1"
[ $? = 2 ] && grep -q "bad.xml:5: bad radical '9223372036854775800-9223372036854775807'" "$S/e1" &&
    pass "mapper --platform with a radical past a long: exit 2, the radical said with the file and line" ||
    fail "platform: a radical past a long" "$(cat "$S/e1")"
# what SimGrid 3.32 aborts on ("The Impossible Did Happen"): said first
for bad in 's/ speed="[^"]*"/ speed="0f"/:cluster '"'ft'"': speed must be above 0' \
    's/loopback_bw="[^"]*"/loopback_bw="0Bps"/:cluster '"'ft'"': loopback_bw must be above 0'; do
    sed "${bad%%:*}" "$S/ft.xml" >"$S/bad.xml"
    "$MP" --check --platform "$S/bad.xml" 2>"$S/e1"
    [ $? = 2 ] && grep -q "bad.xml:5: ${bad#*:}" "$S/e1" && pass "mapper --platform: ${bad#*: } (exit 2, the file and line)" ||
        fail "platform: ${bad#*:}" "$(cat "$S/e1")"
done
printf '<platform version="4.1"><zone id="w" routing="Full">\n<host id="a" speed="1Gf"/>\n<host id="b" speed="0Gf"/>\n</zone></platform>\n' >"$S/bad.xml"
"$MP" --check --platform "$S/bad.xml" 2>"$S/e1"
[ $? = 2 ] && grep -q "bad.xml:3: host 'b': speed must be above 0" "$S/e1" && pass "mapper --platform: a host of speed 0 (exit 2, the file and line)" ||
    fail "platform: a host of speed 0" "$(cat "$S/e1")"
# SimGrid's energy examples: a host's speeds, one a performance state,
# pstate= the one it runs at (0 when not said)
printf '<platform version="4.1"><zone id="w" routing="Full">\n<host id="a" speed="100.0Mf,50.0Mf,20.0Mf" pstate="1"/>\n<host id="b" speed="100.0Mf,\n  50.0Mf,20.0Mf" pstate="1"/>\n<link id="l" bandwidth="1GBps" latency="1us"/>\n<route src="a" dst="b"><link_ctn id="l"/></route>\n</zone></platform>\n' >"$S/pstate.xml"
rm -f "$S/e1" "$S/e2"
"$MP" -q --check --platform "$S/pstate.xml" --write-platform "$S/pstate.back.xml" 2>"$S/e1" &&
    grep -q '<host id="a" speed="50000000f"' "$S/pstate.back.xml" &&
    sed 's/pstate="1"/pstate="3"/' "$S/pstate.xml" >"$S/bad.xml" && ! "$MP" --check --platform "$S/bad.xml" 2>"$S/e2" &&
    grep -q "bad.xml:2: pstate 3, but speed '100.0Mf,50.0Mf,20.0Mf' in <host> lists 3" "$S/e2" &&
    pass "a host's speeds by performance state (SimGrid's energy examples): the one of pstate= read (50 Mflop/s of 100, 50, 20 at pstate 1), a pstate past the list refused" ||
    fail "speeds by performance state" "$(cat "$S/e1" "$S/e2" 2>/dev/null | head -3)"
# names a hostfile cannot hold (SimGrid's examples have "Cpu A")
printf '<platform version="4.1"><zone id="w" routing="Full">\n<host id="Cpu A" speed="1Gf"/>\n</zone></platform>\n' >"$S/bad.xml"
"$MP" --check --platform "$S/bad.xml" 2>"$S/e1"
[ $? = 2 ] && grep -q "bad.xml:2: host 'Cpu A': a name with a space or a comma cannot be written to a hostfile" "$S/e1" &&
    pass "a host named with a space: refused, the file, line and why (it had failed as 'expected KEY=VALUE' at line 1)" ||
    fail "a host named with a space" "$(cat "$S/e1")"
# every two routers of a dragonfly are walked: a bound, said before the walk
sed 's/radical="0-15"/radical="0-16384"/; s/FAT_TREE/DRAGONFLY/; s/topo_parameters="[^"]*"/topo_parameters="1,1;1,1;16385,1;1"/' \
    "$S/ft.xml" >"$S/bad.xml"
"$MP" --check --platform "$S/bad.xml" 2>"$S/e1"
[ $? = 2 ] && grep -q "bad.xml:5: cluster 'ft': the dragonfly 1,1;1,1;16385,1;1 has 16385 routers; the mapper reads at most 16384" "$S/e1" &&
    pass "mapper --platform with a dragonfly of 16,385 routers: exit 2, the bound said with the file and line" ||
    fail "platform: a dragonfly past the routers' bound" "$(cat "$S/e1")"
sed 's/link_ctn id="L0g1_up"/link_ctn id="nowhere"/' "$S/ft.back.xml" >"$S/noroute.xml"
line=$(grep -n 'link_ctn id="nowhere"' "$S/noroute.xml" | head -1 | cut -d: -f1)
"$MP" --check --platform "$S/noroute.xml" 2>"$S/e2"
[ $? = 2 ] && grep -q "noroute.xml:$line: zoneRoute L0g0 -> L0g1: no link 'nowhere'" "$S/e2" &&
    pass "a route through a link never defined: exit 2, names the file and line of the route" || fail "platform: bad route" "$(cat "$S/e2")"
printf '<platform version="4.1"><zone id="w" routing="Full"><host id="a" speed="1Gf"/>\n<link id="l" bandwidth="1GBps"</zone></platform>\n' >"$S/broken.xml"
"$MP" --check --platform "$S/broken.xml" 2>"$S/e3"
[ $? = 2 ] && grep -q "broken.xml:2: in <link>: " "$S/e3" && pass "a platform that is no XML: exit 2, names the line" ||
    fail "platform: broken XML" "$(cat "$S/e3")"
cp -r "$S/p8.ti" "$S/p8.ti_files" "$S/cut" 2>/dev/null
mkdir -p "$S/cut8" && cp "$S"/p8.ti_files/* "$S/cut8/" && sed "s|.*/|$S/cut8/|" "$S/p8.ti" >"$S/cut8.ti"
f3=$(sed -n 3p "$S/cut8.ti")
rm -f "$f3"
"$AN" -q "$S/cut8.ti" -o "$S/cut8.mtx" 2>"$S/e4"
[ $? != 0 ] && grep -q "cut8.ti:3: rank file $f3: No such file" "$S/e4" && [ ! -e "$S/cut8.mtx" ] &&
    pass "a trace whose rank file is missing: refused, naming the index file and line; nothing written" || fail "TI: missing rank" "$(cat "$S/e4")"
cp "$S"/p8.ti_files/* "$S/cut8/"
f2=$(sed -n 2p "$S/cut8.ti")
n=$(grep -n " send \| isend \| sendRecv " "$f2" | head -1 | cut -d: -f1)
sed -i "${n}s/ [^ ]*$//; ${n}s/ [^ ]*$//; ${n}s/ [^ ]*$//; ${n}s/ [^ ]*$//" "$f2"
"$AN" -q "$S/cut8.ti" -o "$S/cut8.mtx" 2>"$S/e5"
[ $? != 0 ] && grep -q "$f2:$n: .*missing" "$S/e5" && [ ! -e "$S/cut8.mtx" ] &&
    pass "a trace line cut short: refused, naming the rank file and line" || fail "TI: truncated line" "$(cat "$S/e5")"
# 64 ranks are read in chunks on threads (matrix_ti.c), added in file
# order: the point-to-point matrix is the kernel's pattern by hand, rank r
# to r XOR 32 10 x 65,536 bytes, to r + 1 around the ring 10 x 8 bytes,
# nothing else
"$AN" -q "$S/p64.ti" --include p2p -o "$S/p64.mtx" &&
    awk '/^% msgs / { m[$3 " " $4] = $5; next } /^%/ { next } !h { h = 1; if ($3 != 128) exit 1; next }
         { b[$1 " " $2] = $3; n++ }
         END {
             if (n != 128) exit 1
             for (r = 0; r < 64; r++) {
                 p = (r + 1) % 64; x = r < 32 ? r + 32 : r - 32
                 if (b[r + 1 " " p + 1] != 80 || m[r + 1 " " p + 1] != 10) exit 1
                 if (b[r + 1 " " x + 1] != 655360 || m[r + 1 " " x + 1] != 10) exit 1
             }
         }' "$S/p64.mtx" &&
    pass "64 rank files read on threads: the point-to-point matrix is the kernel's by hand (128 pairs, bytes and messages)" ||
    fail "TI read on threads: the matrix" "$(grep -v '^%' "$S/p64.mtx" | head -4)"
# 64 ranks are read in chunks on threads (matrix_ti.c): the first error
# in file order is the one said, as one thread reading in turn says it
mkdir -p "$S/cut64" && cp "$S"/p64.ti_files/* "$S/cut64/" && sed "s|.*/|$S/cut64/|" "$S/p64.ti" >"$S/cut64.ti"
f50=$(sed -n 50p "$S/cut64.ti") f62=$(sed -n 62p "$S/cut64.ti")
sed -i '2s/.*/49 send 3 0 nobytes 6/' "$f50"
sed -i '2s/.*/61 send 3 0 later 6/' "$f62"
"$AN" -q "$S/cut64.ti" -o "$S/cut64.mtx" 2>"$S/e6"
rc6=$?
awk 'NR == 60 { print prev; next } { print; prev = $0 }' "$S/cut64.ti" >"$S/dup64.ti" # line 60: line 59's file again
f59=$(sed -n 59p "$S/dup64.ti")
cp "$S"/p64.ti_files/* "$S/cut64/" # the 50th whole again
"$AN" -q "$S/dup64.ti" -o "$S/dup64.mtx" 2>"$S/e7"
rc7=$?
[ $rc6 != 0 ] && grep -q "$f50:2: send: bad size 'nobytes'" "$S/e6" && ! grep -q later "$S/e6" && [ ! -e "$S/cut64.mtx" ] &&
    [ $rc7 != 0 ] && grep -q "dup64.ti:60: $f59 holds rank 58 again" "$S/e7" && [ ! -e "$S/dup64.mtx" ] &&
    pass "64 rank files read on threads: bad fields in the 50th and 62nd (the 50th said), a rank listed twice at line 60: refused, naming the file and line" ||
    fail "TI read on threads: errors" "$(cat "$S/e6" "$S/e7")"

# tests/bench/ti-prefix: a long run judged on its first K collectives.
# Truth: a trace written by hand as the run up to its first all-reduce and
# then 0.5 s of computation on each rank (5e8 flops at 1 Gf) replays 0.5 s
# longer than the run cut after that all-reduce, whatever follows it there.
P=$S/prefix && mkdir -p "$P"
head0='0 init\n0 compute 1e6\n0 irecv 1 7 4096\n0 send 1 7 65536\n0 wait 1 0 7\n0 allreduce 1024 0\n'
head1='1 init\n1 compute 3e6\n1 irecv 0 7 65536\n1 send 0 7 4096\n1 wait 0 1 7\n1 allreduce 1024 0\n'
printf "$head0"'0 compute 2e6\n0 send 1 8 1000000\n0 allreduce 1024 0\n0 finalize\n' >"$P/r0.txt"
printf "$head1"'1 recv 0 8 1000000\n1 allreduce 1024 0\n1 finalize\n' >"$P/r1.txt"
printf "$head0"'0 compute 5e8\n0 finalize\n' >"$P/v0.txt"
printf "$head1"'1 compute 5e8\n1 finalize\n' >"$P/v1.txt"
printf '%s\n' "$P/r0.txt" "$P/r1.txt" >"$P/all.ti"
printf '%s\n' "$P/v0.txt" "$P/v1.txt" >"$P/v.ti"
printf 'n0\nn4\n' >"$P/hosts"
replay2() { smpirun -np 2 -platform "$S/ft.xml" -hostfile "$P/hosts" -replay "$1" --cfg=smpi/host-speed:1Gf \
    --log=root.thres:critical --log=smpi_replay.thres:info 2>&1 | sed -n 's/.*Simulation time \([0-9.e+-]*\).*/\1/p'; }
python3 tests/bench/ti-prefix "$P/all.ti" "$P/k1.ti" 1 2>"$P/k1.err"
tv=$(replay2 "$P/v.ti") tk=$(replay2 "$P/k1.ti") tw=$(replay2 "$P/all.ti")
[ -n "$tv" ] && [ -n "$tk" ] && awk -v v="$tv" -v k="$tk" -v w="$tw" 'BEGIN { d = v - k - 0.5; exit !(d < 1e-9 && d > -1e-9 && k > 0.003 && w > k + 0.0008) }' &&
    grep -q "2 ranks cut after collective 1 (allreduce): 12 actions kept" "$P/k1.err" &&
    pass "ti-prefix: the run cut after its first all-reduce ($tk s; the whole $tw s) replays 0.5 s shorter than it followed by 0.5 s of computation ($tv s)" ||
    fail "ti-prefix: prefix time" "cut '$tk', by hand '$tv', whole '$tw': $(cat "$P/k1.err")"
# cuts that are no moment of the run: refused, naming the file and rank
sed 's/^0 wait 1 0 7$/0 allreduce 1024 0\n&/; 6d' "$P/r0.txt" >"$P/late.txt"
printf '%s\n' "$P/late.txt" "$P/r1.txt" >"$P/late.ti"
python3 tests/bench/ti-prefix "$P/late.ti" "$P/x.ti" 1 2>"$P/e1"
[ $? = 1 ] && grep -q "late.txt line 5: rank 0 has 1 requests pending at its collective 1" "$P/e1" &&
    python3 tests/bench/ti-prefix "$P/all.ti" "$P/x.ti" 3 2>"$P/e2"
[ $? = 1 ] && grep -q "r0.txt: rank 0 has 2 collectives, fewer than 3" "$P/e2" &&
    sed 's/allreduce 1024 0/barrier/' "$P/r1.txt" >"$P/other.txt" && printf '%s\n' "$P/r0.txt" "$P/other.txt" >"$P/other.ti" &&
    python3 tests/bench/ti-prefix "$P/other.ti" "$P/x.ti" 1 2>"$P/e3"
[ $? = 1 ] && grep -q "other.txt: rank 1's collective 1 is barrier, the first rank's allreduce" "$P/e3" &&
    sed 's/^0 wait 1 0 7$/&\n0 send 1 9 100/' "$P/r0.txt" >"$P/across0.txt" && sed 's/^1 recv 0 8/1 recv 0 9 100\n&/' "$P/r1.txt" >"$P/across1.txt" &&
    printf '%s\n' "$P/across0.txt" "$P/across1.txt" >"$P/across.ti" && python3 tests/bench/ti-prefix "$P/across.ti" "$P/x.ti" 1 2>"$P/e4"
[ $? = 1 ] && grep -q "rank 0 sends 1 messages of tag 9 to rank 1 before the cut, which receives 0 of them before it" "$P/e4" &&
    pass "ti-prefix: a request pending at the cut, too few collectives, collectives that differ, a message across the cut: refused (exit 1), naming the file and rank" ||
    fail "ti-prefix: refusals" "$(cat "$P"/e1 "$P"/e2 "$P"/e3 "$P"/e4 2>/dev/null)"

# commprof-probe --discover at a size the testbed cannot build: the probe
# built with SMPI's compiler (build/smpi/commprof-probe) runs under
# smpirun on a 64-node tapered fat tree and a 64-node dragonfly, their
# hosts listed in a shuffled order.  Truth: SimGrid numbers a FAT_TREE's
# hosts leaf by leaf and a DRAGONFLY's router by router, so the true switch
# of host n<i> is i / (hosts a switch); the groups written to
# topology.conf must be exactly those.  Skipped, saying why, without SMPI.
S=$OUT/sim-discover
rm -rf "$S" && mkdir -p "$S"
if ! command -v smpirun >/dev/null || ! command -v smpicc >/dev/null; then
    skip "simulated discovery" "SimGrid's SMPI is not installed (make deps installs libsimgrid-dev)"
    return 0 2>/dev/null || exit 0
fi
make -s build/smpi/commprof-probe >"$S/build.log" 2>&1 || fail "simulated discovery: the probe builds with smpicc" "$(tail -3 "$S/build.log")"
. "$ROOT/tests/lib/sg_platform.sh"
SG=(--cfg=smpi/host-speed:1Gf --cfg=smpi/simulate-computation:no --log=root.thres:critical)
seq 0 63 | awk 'BEGIN { srand(7) } { l[NR] = "n" $0 } END {
    for (i = NR; i > 1; i--) { j = int(rand() * i) + 1; t = l[i]; l[i] = l[j]; l[j] = t } for (i = 1; i <= NR; i++) print l[i] }' >"$S/hosts"
platform() { # NAME TOPOLOGY PARAMETERS
    sg_cluster "$S/$1.xml" "$1" "radical=\"0-63\" speed=\"1Gf\" core=\"1\" bw=\"10GBps\" lat=\"1us\" topology=\"$2\" topo_parameters=\"$3\""
}
# the level-0 switches of topology.conf as "i/PER" of each member, one
# switch a line: a switch is right when its line holds one number, each
# true switch once
groups_found() { # DIR PER
    sed -n 's/^SwitchName=L0g[0-9]* Nodes=//p' "$1/topology.conf" | tr ',' ' ' |
        awk -v per="$2" '{ delete s; k = 0; for (i = 1; i <= NF; i++) { x = int(substr($i, 2) / per); if (!(x in s)) { s[x] = 1; k++ } } print k, x, NF }'
}
check() { # NAME PER SWITCHES WHAT
    local d=$S/$1
    mkdir -p "$d"
    smpirun -np 64 -platform "$S/$1.xml" -hostfile "$S/hosts" "${SG[@]}" build/smpi/commprof-probe --discover \
        --no-contention --no-memory --max-size 64KiB -o "$d/machine.cost" --json "$d/probe.json" >"$d/log" 2>&1 ||
        { fail "simulated discovery: $4" "$(grep -v '^\[' "$d/log" | tail -3)"; return; }
    local g
    g=$(groups_found "$d" "$2")
    [ "$(echo "$g" | wc -l)" = "$3" ] && [ -z "$(echo "$g" | awk -v per="$2" '$1 != 1 || $3 != per')" ] &&
        [ "$(echo "$g" | awk '{ print $2 }' | sort -u | wc -l)" = "$3" ] &&
        pass "simulated discovery: $4: the $3 switches of $2 nodes found exactly" ||
        fail "simulated discovery: $4: switches" "$(echo "$g" | head -5) ($(grep 'discover:' "$d/log" | tail -1))"
    # fewer pairs than all 2,016, said; the sorted hostfile keeps each switch's nodes together
    local pairs
    pairs=$(sed -n 's/.*; \([0-9]*\) pairs measured of 2016.*/\1/p' "$d/log")
    [ -n "$pairs" ] && [ "$pairs" -lt 1008 ] &&
        [ "$(awk '{ print int(substr($1, 2) / '"$2"') }' "$d/hosts.sorted" | uniq | wc -l)" = "$3" ] &&
        pass "simulated discovery: $4: $pairs pairs of 2,016 measured; hosts.sorted keeps switches together" ||
        fail "simulated discovery: $4: pairs and hosts.sorted" "$(grep 'discover:' "$d/log" | tail -1)"
}
platform ft FAT_TREE "2;8,8;1,2;1,1"   # 8 leaves of 8 nodes, 4:1 tapered
check ft 8 8 "64-node fat tree, 4:1 tapered"
platform df DRAGONFLY "2,1;2,1;4,1;4"  # 2 groups, 2 chassis, 4 routers, 4 nodes a router
check df 4 16 "64-node dragonfly (4 nodes a router)"
# a dragonfly's latencies above its routers are no tree's (inside a group
# 9 to 12 us, between groups 9 to 21): the confirming pairs contradict
# the levels found by threshold, which are dropped, and the routers are
# grouped by average latency instead: its 2 groups of 8 routers (32
# nodes, n0-n31 and n32-n63) exactly, every node placed; and inside each
# group, by their alike latencies to the group's other routers, its 2
# chassis of 4 routers (16 nodes: n0-n15, n16-n31, ...) exactly, a level
# between (SimGrid's platform: hosts numbered router by router, chassis
# by chassis)
d=$S/df
true_groups() { # LEVEL NODES-A-GROUP: per switch of that level, the true groups of its hosts
    python3 - "$d/topology.conf" "$1" "$2" <<'PY'
import re, sys
sw = {}
for line in open(sys.argv[1]):
    m = re.match(r'SwitchName=(\S+) (Nodes|Switches)=(\S+)', line)
    if m: sw[m.group(1)] = m.group(3).split(',')
def hosts(s): return [h for k in sw[s] for h in (hosts(k) if k in sw else [k])]
per = int(sys.argv[3])
print(' '.join(sorted(','.join(sorted({str(int(h[1:]) // per) for h in hosts(s)})) for s in sw if s.startswith(sys.argv[2]))))
PY
}
l1=$(true_groups L1 16) l2=$(true_groups L2 32)
dropped=$(grep -o '"levels_dropped": [0-9]*' "$d/probe.json" | grep -o '[0-9]*$')
[ "$l2" = "0 1" ] && [ "${dropped:-0}" -ge 1 ] && grep -q '; 0 nodes not placed' "$d/log" &&
    grep -q '"grouped_by": "average latency"' "$d/probe.json" &&
    pass "simulated discovery: the dragonfly's contradicted levels dropped ($dropped), its 2 groups of routers found exactly by average latency, every node placed" ||
    fail "simulated discovery: dragonfly groups" "L2 groups' true groups: '$l2'; $(grep 'discover:' "$d/log" | tail -1)"
[ "$l1" = "0 1 2 3" ] && grep -q '"grouped_by": "alike latency rows"' "$d/probe.json" &&
    pass "simulated discovery: the dragonfly's 4 chassis found exactly, inside its groups, by their routers' alike latencies" ||
    fail "simulated discovery: dragonfly chassis" "L1 switches' true chassis: '$l1'; $(grep 'discover:' "$d/log" | tail -1)"
# ... and every pair of its 16 routers measured, written as the cost
# file's "pair" lines (120), against SimGrid's own routes (sg_routes, its
# library): a pair's one-way latency is half a round trip, a route a link
# latency (3.02 us here: the router level's 2 links, 6.05 us, halved) per
# link each way.  Where both ways take as many links (3 to 7) it must be
# that many links' latency within 0.5%; where one way takes one more (3
# and 4 inside a group: SimGrid 3.32's routes, machine_routes.c), between
# the two ways' latencies.
SGR=$S/sg_routes
if cc -std=c11 -O1 -o "$SGR" "$ROOT/tests/programs/sg_routes.c" -lsimgrid 2>"$S/sgr.err" && "$SGR" "$S/df.xml" >"$S/df.routes" 2>/dev/null; then
    pr=$(python3 - "$d/topology.conf" "$d/machine.cost" "$S/df.routes" <<'PY'
import re, sys
sw, rt = {}, {}
for line in open(sys.argv[1]):
    m = re.match(r'SwitchName=(L0g\d+) Nodes=(\S+)', line)
    if m: sw[m.group(1)] = m.group(2).split(',')
for line in open(sys.argv[3]):
    f = line.split(); rt[(f[0], f[1])] = len(f) - 2
router = [float(l.split()[1][:-2]) for l in open(sys.argv[2]) if l.startswith('switch ')][0]
per_link, n, bad = router / 2, 0, []
for line in open(sys.argv[2]):
    if not line.startswith('pair '): continue
    _, a, b, lat = line.split(); lat = float(lat[:-2]); n += 1
    ab, ba = rt[(sw[a][0], sw[b][0])], rt[(sw[b][0], sw[a][0])]
    lo, hi = min(ab, ba) * per_link, max(ab, ba) * per_link
    ok = abs(lat / lo - 1) < 0.005 if ab == ba else lo * 0.995 <= lat <= hi * 1.005
    if not ok: bad.append('%s-%s %.3g us (links %d/%d)' % (a, b, lat, ab, ba))
print(n, len(sw), '; '.join(bad[:3]) or 'ok')
PY
)
    [ "$pr" = "120 16 ok" ] && grep -q '"switch_pairs": [0-9]' "$d/probe.json" &&
        pass "simulated discovery: the dragonfly's 120 pairs of routers in the cost file, each its SimGrid route's latency" ||
        fail "simulated discovery: the dragonfly's pair lines against SimGrid's routes" "$pr"
    # the fat tree's levels are a tree: no pair lines
    ! grep -q '^pair ' "$S/ft/machine.cost" && pass "simulated discovery: the fat tree's cost file has no pair lines (its levels are a tree)" ||
        fail "simulated discovery: the fat tree's pair lines" "$(grep -c '^pair ' "$S/ft/machine.cost")"
else
    skip "the dragonfly's pair lines against SimGrid's routes" "sg_routes does not build: $(head -1 "$S/sgr.err")"
fi

# Uplinks (probe/uplink.c), against the platform's own links: a leaf of the
# fat tree above, tapered 4:1, has 2 uplinks of 10 GB/s (20 GB/s) for 8
# hosts of 10 GB/s.  Probed on the switches it discovered, the leaf's 8
# hosts sending out at once must carry 20 GB/s (less SMPI's bandwidth
# factor for large messages, 0.94 in 3.32: 15% below at most) and the
# cost file must say so on the switch's line; on the same tree untapered
# (8 uplinks a leaf, 80 GB/s) the hosts are the limit and no line has an
# uplink.  The mapper then charges the links (--objective links).
. "$ROOT/tests/lib/cost_level.sh"
platform ftu FAT_TREE "2;8,8;1,8;1,1" # 8 leaves of 8 nodes, not tapered
for t in ft ftu; do
    mkdir -p "$S/$t-up"
    smpirun -np 64 -platform "$S/$t.xml" -hostfile "$S/hosts" "${SG[@]}" build/smpi/commprof-probe --switches "$S/ft/topology.conf" \
        --no-memory --max-size 64KiB -o "$S/$t-up/machine.cost" --json "$S/$t-up/probe.json" >"$S/$t-up/log" 2>&1 ||
        fail "simulated uplinks: the probe runs on $t" "$(grep -v '^\[' "$S/$t-up/log" | tail -3)"
done
up=$(cost_level "$S/ft-up/machine.cost" switch uplink)
[ -n "$up" ] && python3 -c "import sys; sys.exit(not 0.85 * 20e9 <= $up <= 1.02 * 20e9)" &&
    [ -z "$(cost_level "$S/ft-up/machine.cost" top uplink)" ] && [ -z "$(cost_level "$S/ftu-up/machine.cost" switch uplink)" ] &&
    pass "simulated uplinks: a 4:1 tapered leaf's 8 hosts carry $(python3 -c "print(round($up / 1e9, 2))") GB/s out together (its 2 uplinks: 20 GB/s), written as its uplink; untapered, none written" ||
    fail "simulated uplinks" "tapered switch: '${up:-none}' B/s; $(grep 'uplink of' "$S/ft-up/log" "$S/ftu-up/log" | tr '\n' ' ')"
# A dragonfly's chassis (found by its routers' alike latencies, above):
# its uplinks are its links to the other chassis of its group (a black
# link from each of its 4 routers), its group's the one global link
# between the 2 groups (10 GB/s).  Probed on the switches it discovered,
# the group's uplink must come out at that link's rate (as above) and the
# chassis's at 3 times it or more: its hosts send to the other chassis of
# their group only, since hosts of the other group would make the global
# link the limit (1.4 times the group's so, before).
mkdir -p "$S/df-up"
smpirun -np 64 -platform "$S/df.xml" -hostfile "$S/hosts" "${SG[@]}" build/smpi/commprof-probe --switches "$S/df/topology.conf" \
    --no-memory --max-size 64KiB -o "$S/df-up/machine.cost" >"$S/df-up/log" 2>&1 ||
    fail "simulated uplinks: the probe runs on the dragonfly's discovered switches" "$(grep -v '^\[' "$S/df-up/log" | tail -3)"
ch=$(cost_level "$S/df-up/machine.cost" switch2 uplink) gr=$(cost_level "$S/df-up/machine.cost" switch3 uplink)
[ -n "$ch" ] && [ -n "$gr" ] && python3 -c "import sys; sys.exit(not (0.85 * 10e9 <= $gr <= 1.02 * 10e9 and $ch >= 3 * $gr))" &&
    pass "simulated uplinks: the dragonfly's group carries $(python3 -c "print(round($gr / 1e9, 2))") GB/s out (its global link: 10 GB/s), a chassis $(python3 -c "print(round($ch / 1e9, 2))") GB/s to its group's other chassis" ||
    fail "simulated uplinks: the dragonfly's chassis and group" "chassis '${ch:-none}', group '${gr:-none}' B/s; $(grep 'uplink of' "$S/df-up/log" | tr '\n' ' ')"
# A node's link (probe/uplink.c's node plan): 4 hosts of 8 cores, each
# behind one 10 GB/s link.  Its 8 ranks sending out at once must carry
# that link's 10 GB/s (less SMPI's factor, as above), written on the node's
# line; with one rank a host (the fat tree above) there is nothing to
# measure and none is written.
sg_cluster "$S/nic.xml" nic 'radical="0-3" speed="1Gf" core="8" bw="10GBps" lat="1us"'
for h in 2 0 3 1; do for i in $(seq 8); do echo "n$h"; done; done >"$S/nic.hosts"
mkdir -p "$S/nic-up"
smpirun -np 32 -platform "$S/nic.xml" -hostfile "$S/nic.hosts" "${SG[@]}" build/smpi/commprof-probe --no-memory --max-size 64KiB \
    -o "$S/nic-up/machine.cost" --json "$S/nic-up/probe.json" >"$S/nic-up/log" 2>&1 ||
    fail "simulated uplinks: the probe runs on 4 hosts of 8 cores" "$(grep -v '^\[' "$S/nic-up/log" | tail -3)"
up=$(cost_level "$S/nic-up/machine.cost" node uplink)
[ -n "$up" ] && python3 -c "import sys; sys.exit(not 0.85 * 10e9 <= $up <= 1.02 * 10e9)" &&
    [ -z "$(cost_level "$S/ft-up/machine.cost" node uplink)" ] &&
    pass "simulated uplinks: a node's 8 ranks carry $(python3 -c "print(round($up / 1e9, 2))") GB/s out together (its link: 10 GB/s), written on the node's line; with one rank a node, none" ||
    fail "simulated uplinks: a node's link" "node uplink '${up:-none}' B/s; $(grep 'uplink of' "$S/nic-up/log" | tr '\n' ' '); one rank a node: '$(cost_level "$S/ft-up/machine.cost" node uplink)'"
# Ports (probe/ports.c), against SimGrid's d-mod-k: a FAT_TREE leaf sends
# the traffic for host n<i> up its parent (i mod its uplinks).  Discovered
# with contention on the 4:1 tree above (2 uplinks a leaf), the same tree
# untapered (8) and the dragonfly (whose routes depend on both ends: no
# ports), the cost file's switch line must say "ports 2" and "ports 8",
# and in hosts.sorted the hosts at each place of their leaf must share one
# true port, each place mod K its own; the dragonfly none, said.
ports_check() { # NAME K|none
    local d=$S/$1-ports
    mkdir -p "$d"
    smpirun -np 64 -platform "$S/$1.xml" -hostfile "$S/hosts" "${SG[@]}" build/smpi/commprof-probe --discover \
        --no-memory --max-size 64KiB -o "$d/machine.cost" --json "$d/probe.json" >"$d/log" 2>&1 ||
        { fail "simulated ports: the probe runs on $1" "$(grep -v '^\[' "$d/log" | tail -3)"; return; }
    local said k
    said=$(grep 'ports:' "$d/log" | tail -1)
    k=$(sed -n 's/^switch .* ports \([0-9]*\).*/\1/p' "$d/machine.cost")
    if [ "$2" = none ]; then
        [ -z "$k" ] && grep -q 'ports: none kept (' "$d/log" &&
            pass "simulated ports: none on the dragonfly (its routes depend on both ends), said: ${said#commprof-probe: }" ||
            fail "simulated ports: the dragonfly" "cost file ports '${k}'; $said"
        return
    fi
    # per place j of its leaf: the true ports (i mod K) of the hosts there
    local places
    places=$(awk -v K="$2" '{ i = substr($1, 2) + 0; leaf = int(i / 8); j = (NR > 1 && leaf == last) ? j + 1 : 0; last = leaf
        p[j % K] = p[j % K] " " i % K } END { for (q = 0; q < K; q++) print p[q] }' "$d/hosts.sorted" |
        awk '{ delete s; n = 0; for (f = 1; f <= NF; f++) if (!($f in s)) { s[$f] = 1; n++ } print n, $1 }')
    [ "$k" = "$2" ] && [ "$(echo "$places" | awk '$1 == 1' | wc -l)" = "$2" ] &&
        python3 -c "import json, sys; p = json.load(open('$d/probe.json'))['discovery']['ports']
sys.exit(not (p['ports'] == $2 and len(p['port']) == 64 and p['contradicted'] == 0))" &&
        [ "$(echo "$places" | awk '{ print $2 }' | sort -u | wc -l)" = "$2" ] &&
        pass "simulated ports: $1's $2 uplinks a leaf found, hosts.sorted puts each leaf's hosts of one port at one place mod $2: ${said#commprof-probe: }" ||
        fail "simulated ports: $1" "cost file ports '${k}' (want $2); per place: $(echo "$places" | tr '\n' ';'); $said"
}
ports_check ft 2
ports_check ftu 8
ports_check df none
python3 -c "
n = 64
print(n, n, '001')
for r in range(n): print(' '.join(f'{v + 1} {1 << 20}' for v in sorted({(r - 1) % n, (r + 1) % n})))" >"$S/ring64.graph"
"$ROOT/bin/mapper" --hostfile "$S/hosts" --switches "$S/ft/topology.conf" --cost "$S/ft-up/machine.cost" --graph-weight bytes \
    -o "$S/ring64.rankfile" "$S/ring64.graph" 2>"$S/ring64.err" &&
    grep -q "^mapper: objective links (the machine gives its uplinks' bandwidth)" "$S/ring64.err" &&
    pass "simulated uplinks: the mapper, given the probe's cost file, charges the links the placement loads" ||
    fail "simulated uplinks: the mapper's objective" "$(head -3 "$S/ring64.err")"

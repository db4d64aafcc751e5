# beside: t-80 (runs in the second lane: tests/run-tests)
# mapper --objective links: the most loaded link (a node's or switch's
# uplinks: a subtree's crossing bytes over their bandwidth) against its
# brute-force optimum over all 8! placements of random graphs
# (tests/mapper/links_bruteforce.py), the pair sum's placements loading
# links more, and what the cost file's 'uplink' and a platform give.
source tests/lib/mapper.sh
L=$M/links
mkdir -p "$L"
LBF=$ROOT/tests/mapper/links_bruteforce.py
printf 'a slots=2\nb slots=2\nc slots=2\nd slots=2\n' >"$L/hosts"
printf 'SwitchName=s0 Nodes=a,b\nSwitchName=s1 Nodes=c,d\nSwitchName=top Switches=s0,s1\n' >"$L/topo"
printf 'socket 1us 10GB/s\nnode 1us 10GB/s uplink 1B/s\nswitch 5us 1GB/s uplink 1B/s\ntop 10us 1GB/s\n' >"$L/cost"
opt=0 worse=0 said=""
for seed in 1 2 3 4 5 6 7 8; do
    python3 "$LBF" $seed graph >"$L/g$seed"
    best=$(python3 "$LBF" $seed best)
    "$MP" -q --hostfile "$L/hosts" --switches "$L/topo" --cost "$L/cost" --graph-weight bytes --objective links \
        --format perm -o "$L/links$seed" "$L/g$seed" && got=$(python3 "$LBF" $seed eval "$L/links$seed")
    "$MP" -q --hostfile "$L/hosts" --switches "$L/topo" --cost "$L/cost" --graph-weight bytes --objective sum \
        --format perm -o "$L/sum$seed" "$L/g$seed" && sum=$(python3 "$LBF" $seed eval "$L/sum$seed")
    "$MP" -q --hostfile "$L/hosts" --switches "$L/topo" --cost "$L/cost" --graph-weight bytes \
        --format perm -o "$L/default$seed" "$L/g$seed" && cmp -s "$L/default$seed" "$L/links$seed" || nodefault="$nodefault $seed"
    [ "${got:-x}" = "$best" ] && opt=$((opt + 1))
    awk -v s="${sum:-0}" -v b="$best" 'BEGIN { exit !(s > b) }' && worse=$((worse + 1)) && said="$said seed $seed $sum/$best;"
done
[ $opt = 8 ] && pass "mapper --objective links: the most loaded link at its brute-force optimum on 8 of 8 random graphs" ||
    fail "links objective against brute force" "$opt of 8 at the optimum"
[ $worse -ge 1 ] && pass "the pair sum's placements load their most loaded link more on $worse of 8 ($said)" ||
    fail "links objective: no case where it differs from the pair sum" "the test no longer separates them"
# the default where the cost file gives uplinks: the links objective, said
"$MP" --hostfile "$L/hosts" --switches "$L/topo" --cost "$L/cost" --graph-weight bytes "$L/g3" >"$L/def.rf" 2>"$L/def.err"
[ -z "${nodefault:-}" ] && grep -q "^mapper: objective links (the machine gives its uplinks' bandwidth)" "$L/def.err" &&
    grep -q "objective links" "$L/def.rf" &&
    pass "no --objective with the uplinks' bandwidth given: the links objective (the same placements on 8 of 8), said" ||
    fail "the default objective with uplinks" "differs on seeds:${nodefault:-} $(grep objective "$L/def.err" | head -2)"
# what the mapper says: each placement's most loaded link, the links listed
"$MP" --hostfile "$L/hosts" --switches "$L/topo" --cost "$L/cost" --graph-weight bytes --objective links -o /dev/null \
    "$L/g3" 2>"$L/say"
grep -q "objective links" <("$MP" --hostfile "$L/hosts" --switches "$L/topo" --cost "$L/cost" --graph-weight bytes \
    --objective links "$L/g3" 2>/dev/null) && grep -q "^mapper: links, most loaded first" "$L/say" &&
    grep -qE "links [0-9.e+-]+ s .*<- chosen" "$L/say" &&
    pass "mapper --objective links: the rankfile says the objective; stderr lists the most loaded links before and after" ||
    fail "links objective report" "$(grep links "$L/say" | head -3)"
# refused without capacities
"$BADMP" -q --hostfile "$L/hosts" --switches "$L/topo" --latency 1us:1us:5us:10us --bandwidth 10GB/s:10GB/s:1GB/s:1GB/s \
    --graph-weight bytes --objective links "$L/g1" >/dev/null 2>"$L/nocap"
[ $? = 2 ] && grep -q "objective links needs the links' bandwidth" "$L/nocap" &&
    pass "mapper --objective links without uplinks: exit 2, says what to give" || fail "links without capacities" "$(cat "$L/nocap")"
printf 'socket 1us 10GB/s\nnode 1us 10GB/s uplink fast\n' >"$L/bad.cost"
"$BADMP" -q --hierarchy 2:2 --cost "$L/bad.cost" --graph-weight bytes "$L/g1" >/dev/null 2>"$L/badup"
[ $? = 2 ] && grep -q "bad.cost:2: 'uplink' needs a bandwidth" "$L/badup" &&
    pass "a cost file's bad 'uplink': exit 2, names the file and line" || fail "bad uplink" "$(cat "$L/badup")"
printf 'socket 1us 10GB/s\nnode 1us 10GB/s\nnetwork 5us 1GB/s ports 1\n' >"$L/badports.cost"
"$BADMP" -q --hierarchy 2:2:2 --cost "$L/badports.cost" --graph-weight bytes "$L/g1" >/dev/null 2>"$L/badports"
[ $? = 2 ] && grep -q "badports.cost:3: 'ports' needs the number of uplinks, 2 to 4096" "$L/badports" &&
    pass "a cost file's 'ports 1': exit 2, names the file and line" || fail "bad ports" "$(cat "$L/badports")"
# "ports" where the mapper cannot follow them (a leaf under a spine under
# the top: only hosts under leaves under one top are routed by port): said,
# the placement made without them
printf 'SwitchName=l0 Nodes=a[0-1]\nSwitchName=l1 Nodes=a[2-3]\nSwitchName=sp Switches=l[0-1]\nSwitchName=l2 Nodes=a[4-5]\nSwitchName=top Switches=sp,l2\n' >"$L/spine.conf"
for h in 0 1 2 3 4 5; do echo "a$h slots=2"; done >"$L/spine.hosts"
printf 'socket 1us 10GB/s\nnode 1us 10GB/s\nswitch 2us 5GB/s uplink 10GB/s ports 2\nswitch2 3us 5GB/s\ntop 5us 1GB/s\n' >"$L/spine.cost"
"$BADMP" --hostfile "$L/spine.hosts" --switches "$L/spine.conf" --cost "$L/spine.cost" --graph-weight bytes -o "$L/spine.rf" "$L/g1" 2>"$L/spine.err"
[ $? = 0 ] && [ -s "$L/spine.rf" ] && grep -q "note: .*'ports 2' on the switch line left out: .*levels of switches above that one" "$L/spine.err" &&
    pass "a cost file's 'ports' on a leaf below a spine: left out, said; the placement made" ||
    fail "ports the mapper cannot follow" "$(grep -v ' seed ' "$L/spine.err" | head -4)"

# Routed links: on a SimGrid fat tree or dragonfly the link objective
# follows SimGrid's own routes link by link (mapper/machine_routes.c).
# The truth is SimGrid: its routes for every pair of hosts
# (tests/programs/sg_routes.c, SimGrid's library), a brute force over all
# 8! placements of the largest load on them, and SMPI's replayed time.
if ! command -v smpirun >/dev/null || [ ! -f /usr/include/simgrid/host.h ]; then
    skip "routed links" "SimGrid is not installed (make deps installs libsimgrid-dev)"
    return 0 2>/dev/null || exit 0
fi
SGR=$L/sg_routes
cc -std=c11 -O1 -o "$SGR" "$ROOT/tests/programs/sg_routes.c" -lsimgrid 2>"$L/sgr.err" || fail "sg_routes build" "$(head -3 "$L/sgr.err")"
unit_build routes_check || fail "routes_check build" "make build/unit/routes_check failed"
platform() { # FILE HOSTS TOPOLOGY PARAMS [ATTRS]
    printf '%s\n' "<?xml version='1.0'?>" '<!DOCTYPE platform SYSTEM "https://simgrid.org/simgrid.dtd">' \
        '<platform version="4.1"><zone id="world" routing="Full">' \
        "  <cluster id=\"c\" prefix=\"n\" suffix=\"\" radical=\"0-$(($2 - 1))\" speed=\"1Gf\" core=\"1\" bw=\"10GBps\" lat=\"1us\" ${5:-} topology=\"$3\" topo_parameters=\"$4\"/>" \
        '</zone></platform>' >"$1"
}
same=0 cases=0 diffs=""
while read -r name hosts topo params attrs; do
    platform "$L/$name.xml" "$hosts" "$topo" "$params" "$attrs"
    # SimGrid's link names end in a serial number of its own: left out (a
    # torus's have none: its names end in the next host's number)
    strip='s/_[0-9]+(_UP|_DOWN)?( |$)/\1\2/g'
    [ "$topo" = TORUS ] && strip=''
    "$SGR" "$L/$name.xml" --log=root.thres:critical | sed -E "$strip" | sort >"$L/$name.sg"
    "$ROOT/build/unit/routes_check" "$L/$name.xml" | sort >"$L/$name.ours"
    cases=$((cases + 1))
    n=$(wc -l <"$L/$name.sg")
    [ "$n" = $((hosts * (hosts - 1))) ] && cmp -s "$L/$name.sg" "$L/$name.ours" && same=$((same + 1)) ||
        diffs="$diffs $name: $(diff "$L/$name.sg" "$L/$name.ours" | grep -c '^<') of $n routes differ;"
done <<'P'
ft2t 32 FAT_TREE 2;8,4;1,2;1,1
ft3 16 FAT_TREE 3;4,2,2;1,2,2;1,1,1
ft3p 32 FAT_TREE 3;4,4,2;1,2,2;1,2,1 loopback_bw="50GBps" loopback_lat="0.2us"
ftpar 16 FAT_TREE 2;4,4;2,2;2,3
ftshared 16 FAT_TREE 2;4,4;1,2;1,1 sharing_policy="SHARED"
df2 64 DRAGONFLY 2,1;2,1;4,1;4
df4 64 DRAGONFLY 4,2;2,1;4,2;2
dfshared 54 DRAGONFLY 3,1;3,1;3,1;2 sharing_policy="SHARED"
tor3 24 TORUS 4,3,2
tor5 25 TORUS 5,5
tor8 64 TORUS 8,8
torshared 16 TORUS 4,4 sharing_policy="SHARED"
ftlim 16 FAT_TREE 2;4,4;1,2;1,2 limiter_link="1GBps"
dflim 120 DRAGONFLY 3,4;4,3;5,1;2 limiter_link="1GBps"
torlim 16 TORUS 4,4 limiter_link="1GBps"
P
[ $same = $cases ] && pass "routed links: the mapper's route between every two hosts is SimGrid's, link for link, on $cases fat trees, dragonflies and tori (tapered, 3 levels, parallel links, shared links, odd and even sides, limiter links)" ||
    fail "routes against SimGrid's" "$diffs"
# the objective on the routes (the mapper under ASan/UBSan where make check
# built it) against its brute-force optimum: 8 ranks on
# the 8 hosts of a dragonfly (2 groups of 2 chassis of 2 routers) and of a
# 4:1 tapered fat tree
RBF=$ROOT/tests/mapper/routes_bruteforce.py
platform "$L/dfs.xml" 8 DRAGONFLY "2,1;2,2;2,1;1"
platform "$L/fts.xml" 8 FAT_TREE "2;2,4;1,1;1,1"
opt=0 worse=0 said=""
for pl in dfs fts; do
    "$SGR" "$L/$pl.xml" -b --log=root.thres:critical >"$L/$pl.rt"
    for seed in 1 2 3 4 5 6 7 8; do
        python3 "$RBF" $seed graph >"$L/r$seed"
        best=$(python3 "$RBF" $seed best "$L/$pl.rt")
        "$BADMP" -q --platform "$L/$pl.xml" --graph-weight bytes --objective links --format perm -o "$L/$pl.l$seed" "$L/r$seed" &&
            [ "$(python3 "$RBF" $seed eval "$L/$pl.rt" "$L/$pl.l$seed")" = "$best" ] && opt=$((opt + 1))
        "$BADMP" -q --platform "$L/$pl.xml" --graph-weight bytes --objective sum --format perm -o "$L/$pl.s$seed" "$L/r$seed" &&
            sum=$(python3 "$RBF" $seed eval "$L/$pl.rt" "$L/$pl.s$seed") &&
            awk -v s="$sum" -v b="$best" 'BEGIN { exit !(s > b * 1.2) }' && worse=$((worse + 1)) && said="$said $pl $seed $sum/$best;"
    done
done
[ $opt = 16 ] && pass "routed links: the most loaded link on SimGrid's routes at its brute-force optimum on 16 of 16 (a dragonfly, a tapered fat tree)" ||
    fail "routed links against brute force" "$opt of 16 at the optimum"
[ $worse -ge 4 ] && pass "the pair sum's placements load a routed link 20% more or worse on $worse of 16 ($said)" ||
    fail "routed links: the pair sum's placements as good" "$worse of 16:$said"
# what that is worth, by SMPI: the graph of the seed where the sum loads
# a link most beyond the optimum, each pair's bytes sent both ways at once
# (a time-independent trace), replayed on each placement
read -r pl seed <<<"$(for pl in dfs fts; do for s in 1 2 3 4 5 6 7 8; do
    echo "$pl $s $(python3 "$RBF" $s eval "$L/$pl.rt" "$L/$pl.s$s") $(python3 "$RBF" $s eval "$L/$pl.rt" "$L/$pl.l$s")"
done; done | awk '{ print $3 / $4, $1, $2 }' | sort -g | tail -1 | cut -d' ' -f2-)"
python3 - "$L/r$seed" "$L/ti" <<'PY'
import os, sys
g = open(sys.argv[1]).read().split('\n'); n = int(g[0].split()[0]); d = sys.argv[2]
os.makedirs(d, exist_ok=True)
with open(d + '/index', 'w') as ix:
    for r in range(n):
        f = g[1 + r].split(); nb = [(int(f[i]) - 1, int(f[i + 1]) // 2) for i in range(0, len(f), 2)]
        ix.write('%s/rank-%d.txt\n' % (d, r))
        with open('%s/rank-%d.txt' % (d, r), 'w') as t:
            t.write('%d init\n' % r)
            for u, b in nb: t.write('%d irecv %d 0 %d 6\n' % (r, u, b))
            for u, b in nb: t.write('%d isend %d 0 %d 6\n' % (r, u, b))
            t.write('%d waitall\n%d finalize\n' % (r, r))
PY
replay() { # PERM -> simulated seconds (host of rank i: n<core>, one core a host)
    awk '{ print "n" $1 }' "$1" >"$1.hosts"
    smpirun -np 8 -platform "$L/$pl.xml" -hostfile "$1.hosts" -replay "$L/ti/index" --cfg=smpi/host-speed:1Gf \
        --log=root.thres:critical --log=smpi_replay.thres:info 2>&1 | sed -n 's/.*Simulation time \([0-9.e+-]*\).*/\1/p' | tail -1
}
tl=$(replay "$L/$pl.l$seed") ts=$(replay "$L/$pl.s$seed")
awk -v l="${tl:-0}" -v s="${ts:-0}" 'BEGIN { exit !(l > 0 && s > l * 1.1) }' &&
    pass "routed links, replayed by SMPI ($pl, seed $seed): the link objective's placement $tl s, the pair sum's $ts s" ||
    fail "routed links replayed" "$pl seed $seed: links ${tl:-none} s, sum ${ts:-none} s"
# what the mapper says on a platform: the most loaded links by SimGrid's names
"$BADMP" --platform "$L/dfs.xml" --graph-weight bytes -o /dev/null "$L/r5" 2>"$L/rsay"
grep -q "^mapper: links, most loaded first (the bytes it carries / its bandwidth, on SimGrid's routes)" "$L/rsay" &&
    grep -qE "(local|green|black|blue)_link_[a-z0-9_]*_(UP|DOWN) [0-9.e+-]+ s" "$L/rsay" &&
    pass "mapper --platform (a dragonfly): the most loaded links named as SimGrid names them" ||
    fail "routed links report" "$(grep links "$L/rsay" | head -2)"
# the report's links, by hand: a ring of 4 hosts (a TORUS of one
# dimension, 10 GB/s), ranks 0-2 and 1-3 exchanging 10^8 bytes each way.
# In rank order SimGrid routes 0->2 up over links 0-1 and 1-2, 2->0 down
# over the same links' DOWN, 1->3 up over 1-2 and 2-3, 3->1 up (from past
# half way) over 3-0 and 0-1: 0-1 and 1-2 UP carry 2 x 10^8 bytes (0.02 s),
# the others 10^8 (0.01 s).  Partners side by side (hosts n0 n2 n1 n3): one
# link each way each, 0.01 s, and 1-2 UP nothing
printf '%s\n' "<?xml version='1.0'?>" '<!DOCTYPE platform SYSTEM "https://simgrid.org/simgrid.dtd">' \
    '<platform version="4.1"><zone id="world" routing="Full">' \
    '  <cluster id="r" prefix="n" suffix="" radical="0-3" speed="1Gf" core="1" bw="10GBps" lat="1us" topology="TORUS" topo_parameters="4"/>' \
    '</zone></platform>' >"$L/ring.xml"
printf '4 2 001\n3 200000000\n4 200000000\n1 200000000\n2 200000000\n' >"$L/pairs.graph"
printf 'n0\nn2\nn1\nn3\n' >"$L/apart.hosts"
"$BADMP" --platform "$L/ring.xml" --graph-weight bytes --placement "$L/apart.hosts" --report "$L/ring.html" \
    -o /dev/null "$L/pairs.graph" 2>"$L/ring.err"
row() { grep -o "<tr><td class=\"name\">r_link_from_$1</td><td>[0-9.e-]*</td><td>[0-9.e-]*</td>" "$L/ring.html" |
    sed 's/<[^>]*>/ /g' | awk '{ print $2, $3 }'; }
got="$(row 0_to_1_UP); $(row 1_to_2_UP); $(row 1_to_2_DOWN); $(row 3_to_0_UP); $(row 2_to_3_DOWN)"
[ "$got" = "0.01 0.02; 0 0.02; 0 0.01; 0 0.01; 0.01 0" ] && grep -q '<h2>The links, most loaded first</h2>' "$L/ring.html" &&
    pass "the report's links on a ring of 4 (a torus), after and before, as computed by hand: $got" ||
    fail "the report's links" "got '$got': $(tail -3 "$L/ring.err")"

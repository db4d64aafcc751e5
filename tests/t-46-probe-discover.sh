# commprof-probe --discover on the emulated cluster: the switches and
# clusters found from latencies alone are exactly the ones the testbed
# built (its topology.conf), whatever order the hostfile lists the nodes
# in; fewer pairs measured than all; and one node refused with its
# message.  Skipped, saying why, where the testbed cannot run.
PD=$OUT/probe-discover
rm -rf "$PD" && mkdir -p "$PD"
TB=$ROOT/bin/commprof-testbed
source tests/lib/testbed.sh
tb_why=$(testbed_why)
if [ -n "$tb_why" ]; then
    skip "probe --discover on the testbed" "$tb_why"
    return 0 2>/dev/null || exit 0
fi
D=$PD/tb
trap '"$TB" down --dir "$D" >/dev/null 2>&1' EXIT
if ! "$TB" up --dir "$D" --clusters 2 --switches 2 --nodes 2 --slots 1 --delay 1ms --rate 100M --switch-delay 100us \
    >"$PD/up.log" 2>&1; then
    fail "probe --discover: testbed up" "$(tail -3 "$PD/up.log")"
    return 0 2>/dev/null || exit 0
fi
# the groups of a topology.conf as sets of hosts, one line a switch (hosts sorted)
groups() {
    python3 - "$1" <<'PY'
import re, sys
sw = {}
for line in open(sys.argv[1]):
    line = line.split('#')[0]
    m = re.search(r'SwitchName=(\S+)', line)
    if not m: continue
    n = re.search(r'Nodes=(\S+)', line); s = re.search(r'Switches=(\S+)', line)
    sw[m.group(1)] = ('n', n.group(1).split(',')) if n else ('s', s.group(1).split(','))
def hosts(name):
    kind, kids = sw[name]
    return sorted(kids) if kind == 'n' else sorted(h for k in kids for h in hosts(k))
print('\n'.join(sorted(' '.join(hosts(name)) for name in sw)))
PY
}
groups "$D/topology.conf" >"$PD/built"
# the nodes listed in a shuffled order: the groups, not the order, are found
awk 'BEGIN { srand(3) } { l[NR] = $0 } END { for (i = NR; i > 1; i--) { j = int(rand() * i) + 1; t = l[i]; l[i] = l[j]; l[j] = t }
    for (i = 1; i <= NR; i++) print l[i] }' "$D/hostfile" >"$PD/shuffled"
timeout 600 "$D/mpirun" -n 8 --hostfile "$PD/shuffled" "$ROOT/bin/commprof-probe" --discover -o "$PD/machine.cost" \
    --json "$PD/probe.json" --report "$PD/probe.html" --no-contention --no-memory --max-size 64KiB </dev/null >"$PD/run.log" 2>&1
rc=$?
groups "$PD/topology.conf" >"$PD/found" 2>/dev/null
[ $rc = 0 ] && cmp -s "$PD/built" "$PD/found" &&
    pass "commprof-probe --discover: the 4 switches and 2 clusters of the testbed found exactly from latencies, nodes given shuffled" ||
    fail "probe --discover groups" "rc $rc: $(diff "$PD/built" "$PD/found" | head -4 | tr '\n' ' ') $(grep error "$PD/run.log")"
said=$(grep "discover: .* pairs measured of" "$PD/run.log")
pairs=$(sed -n 's/.* \([0-9]*\) pairs measured of \([0-9]*\) .*/\1 \2/p' <<<"$said")
read -r got all <<<"${pairs:-0 0}"
[ "${got:-0}" -gt 0 ] && [ "$got" -lt "$all" ] && grep -q "0 nodes not placed" <<<"$said" &&
    pass "commprof-probe --discover: $got pairs measured of $all, and a sample to confirm; no node left unplaced" ||
    fail "probe --discover pairs" "$said"
# the sorted host list keeps each switch's nodes together, in the launcher's plain order
python3 - "$PD/hosts.sorted" "$PD/topology.conf" <<'PY' && pass "hosts.sorted lists each switch's nodes one after the other (and Hydra's, Slurm's forms written)" || fail "hosts.sorted order" "$(cat "$PD/hosts.sorted" | tr '\n' ' ')"
import re, sys
order = [l.split()[0] for l in open(sys.argv[1]) if l.strip()]
leaf = {}
for line in open(sys.argv[2]):
    m = re.search(r'SwitchName=(\S+) Nodes=(\S+)', line)
    if m:
        for h in m.group(2).split(','): leaf[h] = m.group(1)
seq = [leaf[h] for h in order]
runs = [s for i, s in enumerate(seq) if i == 0 or s != seq[i - 1]]
sys.exit(0 if len(runs) == len(set(runs)) == 4 else 1)
PY
[ -s "$PD/hosts.sorted.mpich" ] && [ -s "$PD/hosts.sorted.slurm" ] || fail "hosts.sorted.mpich and .slurm written"
grep -q "note: $PD/hosts.sorted gives each node the probe's one rank as its slots .* --hostfile H" "$PD/run.log" &&
    pass "commprof-probe --discover at one rank a node without --hostfile: says hosts.sorted has one slot a node, and what --hostfile does" ||
    fail "probe --discover: the one-slot note" "$(grep -c note "$PD/run.log") notes"
grep -q '"discovery": {"nodes": 8' "$PD/probe.json" && grep -q "Discovered switches" "$PD/probe.html" &&
    grep -q "^top " "$PD/machine.cost" && grep -q "^switch2 " "$PD/machine.cost" &&
    pass "the JSON and the report hold the discovery's levels and groups; the cost file has the discovered levels (switch, switch2, top)" ||
    fail "probe --discover outputs" "$(grep -c discovery "$PD/probe.json") $(head -3 "$PD/machine.cost")"
# the mapper reads what was found, as commprof-run finds it beside the hostfile
cp "$PD/shuffled" "$PD/hostfile"
"$ROOT/bin/mapper" --check --hostfile "$PD/hostfile" --switches "$PD/topology.conf" --cost "$PD/machine.cost" 2>"$PD/check" &&
    grep -q "levels socket, node, switch, switch2, top" "$PD/check" &&
    pass "the mapper takes the discovered topology.conf and cost file as the machine (socket, node, switch, switch2, top)" ||
    fail "mapper on the discovered machine" "$(cat "$PD/check")"
# one node: refused, saying how to launch
timeout 120 "$D/mpirun" -n 2 --host c0s0n0:2 "$ROOT/bin/commprof-probe" --discover -o "$PD/one.cost" -q </dev/null >"$PD/one.log" 2>&1
rc=$?
[ $rc != 0 ] && grep -q "discover groups nodes by the latency between them: this job runs on 1 node" "$PD/one.log" &&
    [ ! -e "$PD/one.cost" ] && pass "commprof-probe --discover on one node: refused, says to launch on every node; nothing written" ||
    fail "probe --discover on one node" "rc $rc: $(grep error "$PD/one.log")"
# ports (probe/ports.c) on a real network: with contention measured, the
# 4 switches' traffic to other switches all crosses one link (a cluster's
# switch link, the trunk): every host is reached by one port, so none is
# kept, said, and the cost file has no "ports"
# This run is also given the application's hostfile (--hostfile), written
# as PBS writes hosts, long, with 4 slots a node where the probe ran one
# rank, and a spare node the probe did not run on.
mkdir -p "$PD/c"
awk '{ print $1 ".cluster.example slots=4" } END { print "spare.cluster.example slots=4" }' "$PD/shuffled" >"$PD/app.hosts"
timeout 600 "$D/mpirun" -n 8 --hostfile "$PD/shuffled" "$ROOT/bin/commprof-probe" --discover -o "$PD/c/machine.cost" \
    --json "$PD/c/probe.json" --no-memory --max-size 64KiB --hostfile "$PD/app.hosts" </dev/null >"$PD/c/run.log" 2>&1
rc=$?
# hosts.sorted as the first run wrote it, the names and slots the application's
sed 's/ slots=1$/.cluster.example slots=4/' "$PD/hosts.sorted" >"$PD/c/want"
sed 's/ slots=1$/.cluster.example:4/' "$PD/hosts.sorted" >"$PD/c/want.mpich"
[ $rc = 0 ] && cmp -s "$PD/c/want" "$PD/c/hosts.sorted" && cmp -s "$PD/c/want.mpich" "$PD/c/hosts.sorted.mpich" &&
    [ "$(sort "$PD/c/hosts.sorted.slurm" | uniq -c | awk '$1 == 4' | wc -l)" = 8 ] &&
    [ "$(wc -l <"$PD/c/hosts.sorted.slurm")" = 32 ] &&
    grep -q "discover: 1 host of $PD/app.hosts the job did not run on left out of $PD/c/hosts.sorted" "$PD/c/run.log" &&
    pass "commprof-probe --discover --hostfile: hosts.sorted names and slots the nodes as the application's hostfile does (long names, 4 slots; Hydra's and Slurm's forms too), its unprobed host left out and said" ||
    fail "probe --discover --hostfile" "rc $rc: $(diff "$PD/c/want" "$PD/c/hosts.sorted" | head -4 | tr '\n' ' ') $(grep -e 'left out' -e error "$PD/c/run.log")"
said=$(grep 'ports: ' "$PD/c/run.log" | tail -1)
[ $rc = 0 ] && grep -q 'ports: none kept (' <<<"$said" && [ -s "$PD/c/machine.cost" ] && ! grep -q ' ports [0-9]' "$PD/c/machine.cost" &&
    grep -q '"why_none": "[a-z]' "$PD/c/probe.json" &&
    pass "commprof-probe --discover with contention on the testbed: no ports kept, said (${said#commprof-probe: })" ||
    fail "probe --discover ports on the testbed" "rc $rc: ${said:-no ports line}; $(grep error "$PD/c/run.log")"
# a hostfile without a node the probe runs on: refused before measuring, the file and the host named
grep -v "^c0s0n0\." "$PD/app.hosts" >"$PD/miss.hosts"
cp "$PD/hosts.sorted" "$PD/hosts.before"
timeout 120 "$D/mpirun" -n 2 --host c0s0n0:2 "$ROOT/bin/commprof-probe" --discover --hostfile "$PD/miss.hosts" \
    -o "$PD/miss.cost" -q </dev/null >"$PD/miss.log" 2>&1
rc=$?
[ $rc != 0 ] && grep -q "error: $PD/miss.hosts: no host c0s0n0, where rank 0 of the probe runs" "$PD/miss.log" &&
    [ ! -e "$PD/miss.cost" ] && cmp -s "$PD/hosts.before" "$PD/hosts.sorted" &&
    pass "commprof-probe --discover --hostfile lacking a probed node: refused, naming the file and the node; nothing written" ||
    fail "probe --discover --hostfile lacking a node" "rc $rc: $(grep error "$PD/miss.log")"
# the application's hostfile naming nodes by address (the nodes' own
# /etc/hosts resolve them, as a site's DNS would): the addresses written
mkdir -p "$PD/a"
"$TB" exec --dir "$D" c0s0n0 getent hosts c0s0n0 c1s0n0 | awk '{ print $1 " slots=4" }' >"$PD/addr.hosts"
timeout 120 "$D/mpirun" -n 2 --host c0s0n0,c1s0n0 "$ROOT/bin/commprof-probe" --discover --hostfile "$PD/addr.hosts" \
    -o "$PD/a/machine.cost" --no-contention --no-memory --max-size 64KiB -q </dev/null >"$PD/a/run.log" 2>&1
rc=$?
[ $rc = 0 ] && [ "$(wc -l <"$PD/addr.hosts")" = 2 ] && sort "$PD/a/hosts.sorted" | cmp -s - <(sort "$PD/addr.hosts") &&
    pass "commprof-probe --discover --hostfile of addresses: hosts.sorted names the nodes by the hostfile's addresses ($(tr '\n' ' ' <"$PD/addr.hosts"))" ||
    fail "probe --discover --hostfile of addresses" "rc $rc: $(cat "$PD/addr.hosts" "$PD/a/hosts.sorted" 2>&1 | tr '\n' ' ') $(grep error "$PD/a/run.log")"
"$TB" down --dir "$D" >"$PD/down.log" 2>&1 || fail "probe --discover: testbed down" "$(tail -2 "$PD/down.log")"
trap - EXIT

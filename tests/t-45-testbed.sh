# The emulated multi-cluster (commprof-testbed): network namespaces as
# nodes, bridges as switches, commprof-delayline's links between clusters.
# Truths: the delay injected here (a round trip across the trunk is at
# least twice the one-way delay, and not much more), the hand-written
# hostfile and topology.conf, and nothing left behind after down (no
# namespace, no link in this namespace, no delay-line process, no file in
# /etc/netns).  Skipped, saying why, where it cannot run.
TB=$ROOT/bin/commprof-testbed
TD=$OUT/testbed
mkdir -p "$TD"
source tests/lib/testbed.sh
tb_why=$(testbed_why)
if [ -n "$tb_why" ]; then
    skip "testbed" "$tb_why"
else
    mpicc.openmpi -O2 -o "$TD/pingpong" tests/programs/pingpong.c || fail "testbed: pingpong builds"
    links_before=$(ip -o link | awk -F': ' '{ print $2 }' | sort)
    ns_before=$(ip netns list | awk '{ print $1 }' | sort | tr '\n' ' ')
    netns_before=$(ls /etc/netns 2>/dev/null | tr '\n' ' ')
    # a second testbed's names never meet the first's: each DIR its own prefix
    D=$TD/tb
    if "$TB" up --dir "$D" --clusters 2 --nodes 2 --slots 2 --delay 1ms --rate 100M >"$TD/up.log" 2>&1; then
        printf 'c0n0 slots=2\nc0n1 slots=2\nc1n0 slots=2\nc1n1 slots=2\n' >"$TD/hostfile.expected"
        printf 'SwitchName=c0 Nodes=c0n0,c0n1\nSwitchName=c1 Nodes=c1n0,c1n1\nSwitchName=top Switches=c0,c1\n' \
            >"$TD/topology.expected"
        same "testbed up: the hostfile of its 4 nodes" "$TD/hostfile.expected" "$D/hostfile"
        same "testbed up: topology.conf of 2 clusters under a top switch" "$TD/topology.expected" "$D/topology.conf"
        [ "$("$TB" exec --dir "$D" c1n1 hostname)" = c1n1 ] && pass "testbed: a node has its own host name" ||
            fail "testbed: node host name" "$("$TB" exec --dir "$D" c1n1 hostname 2>&1)"
        # the injected delay, measured by MPI between nodes: across the trunk
        # a round trip is two one-way delays and the stack; inside a cluster
        # a bridge's (taken when the cores are not busy: the best of 3 jobs)
        best() { # HOSTS -> the least minimum round trip of 3 jobs, us
            for _ in 1 2 3; do
                timeout 60 "$D/mpirun" -n 2 --host "$1" "$TD/pingpong" 8 40 </dev/null 2>>"$TD/pp.err" |
                    awk '/^pingpong/ { print $9 }'
            done | sort -n | head -1
        }
        far=$(best c0n0,c1n0)
        near=$(best c0n0,c0n1)
        echo "across the trunk ${far:-?} us, inside a cluster ${near:-?} us" >"$TD/rtt"
        awk -v f="${far:-0}" -v n="${near:-99999}" 'BEGIN { exit !(f >= 2000 && f <= 3000 && n < 1000) }' &&
            pass "testbed: round trip across the 1 ms trunk $far us (>= 2 x the delay, <= 3 ms), inside a cluster $near us" ||
            fail "testbed: injected delay not seen" "$(cat "$TD/rtt"); $(tail -3 "$TD/pp.err")"
        # a job's ranks land on the nodes the hostfile names
        timeout 120 "$D/mpirun" -n 8 sh -c 'hostname' </dev/null 2>"$TD/spread.err" | sort | uniq -c | awk '{ print $2, $1 }' \
            >"$TD/spread"
        printf 'c0n0 2\nc0n1 2\nc1n0 2\nc1n1 2\n' >"$TD/spread.expected"
        same "testbed: mpirun -n 8 puts 2 ranks on each of the 4 nodes" "$TD/spread.expected" "$TD/spread"
        # the workflow: a kernel whose partners are in the other cluster
        # under the launcher's order, profiled, placed and relaunched
        CR=$ROOT/bin/commprof-run
        mpicc.openmpi -O2 -o "$TD/partners" tests/programs/partners.c
        rm -rf "$TD/wf"
        timeout 600 "$CR" -o "$TD/wf" --place --relaunch -- "$D/mpirun" -n 8 --hostfile "$D/hostfile" "$TD/partners" 65536 60 \
            </dev/null >"$TD/wf.log" 2>&1
        rc=$?
        # every heavy pair (over 1 MB, the partners) inside one cluster
        cluster_of() { awk -v r="$1" '$1 == "rank" { split($2, a, "="); if (a[1] == r) { print substr(a[2], 1, 2); exit } }' "$TD/wf/rankfile"; }
        heavy=$("$DUMP" "$TD/wf" | awk '$4 > 1000000 { print $1, $2 }')
        split=""
        while read -r a b; do
            [ -n "$a" ] && [ "$(cluster_of "$a")" != "$(cluster_of "$b")" ] && split="$split $a-$b"
        done <<<"$heavy"
        [ $rc = 0 ] && [ "$(echo "$heavy" | grep -c .)" = 8 ] && [ -z "$split" ] &&
            grep -q "placement in $TD/wf/rankfile" "$TD/wf.log" &&
            pass "commprof-run --place: every heavy pair (8, from the recording) in one cluster in the rankfile" ||
            fail "commprof-run --place on the testbed" "rc $rc, heavy pairs split:$split; $(tail -3 "$TD/wf.log")"
        # the relaunch ran, correct, and faster (the margin generous: the
        # precise figures are the bench's)
        read -r ta tb <"$TD/wf/times" 2>/dev/null
        [ "$(grep -c "check ok" "$TD/wf/relaunch.log")" = 2 ] && ! grep -q "check BAD" "$TD/wf/relaunch.log" &&
            awk -v a="${ta:-0}" -v b="${tb:-0}" 'BEGIN { exit !(b > 0 && b < 0.8 * a) }' &&
            grep -q 'id="time-after">' "$TD/wf/place.html" &&
            pass "commprof-run --relaunch: both orders correct; placed ${tb} s against ${ta} s as launched; the report has both" ||
            fail "commprof-run --relaunch" "times: ${ta:-?} ${tb:-?}; $(grep partners "$TD/wf/relaunch.log" | head -2)"
        # no cost file: the mapper's model takes the network's latency per
        # level from the recording's clock synchronization; against the
        # delay injected into the trunk (1 ms one way, plus TCP and the
        # bridges: 1.0 to 1.3 ms) and a bridge inside a cluster (< 0.2 ms)
        "$ROOT/bin/mapper" --hostfile "$D/hostfile" --switches "$D/topology.conf" --format perm -o "$TD/sync.perm" "$TD/wf" \
            2>"$TD/sync.log"
        lat=$(sed -n 's/.*as the recording[^(]* measured [^(]*(\(.*\)); inside.*/\1/p' "$TD/sync.log")
        us() { echo "$lat" | sed -n "s/.*$1 \([0-9.]*\)\([mu]\)s .*/\1 \2/p" | awk '{ print $2 == "m" ? $1 * 1000 : $1 }'; }
        sw=$(us switch) top=$(us top)
        # the binomial tree of the 4 nodes' clocks: c0n1 and c1n0 against
        # c0n0, c1n1 against c0n1: one pair inside a cluster, two across
        awk -v s="${sw:-0}" -v t="${top:-0}" 'BEGIN { exit !(t >= 1000 && t <= 1300 && s > 0 && s < 200) }' &&
            echo "$lat" | grep -q "switch [^(]*(1 pair of nodes), top [^(]*(2 pairs of nodes)" &&
            pass "mapper without a cost file: the recording's own latencies (${lat}), the injected 1 ms found" ||
            fail "mapper: latencies from the recording's clock synchronization" "$(head -2 "$TD/sync.log")"
        # and the bandwidths the job measured at MPI_Finalize (format 1.9):
        # across the trunk against the rate injected into it (100 Mbit/s,
        # 12.5 MB/s; TCP's headers and the delay line's pacing take some,
        # a busy machine more), inside a cluster a bridge at least 10 times
        # faster; the mapper's top level is the median of the two trunk
        # pairs' figures in the recording (c1n0's leader, rank 4, against
        # c0n0; c1n1's, rank 6, against c0n1), computed here from the dump
        mbs() { echo "$lat" | sed -n "s/.*$1 [0-9.]*[mu]s \([0-9.]*\)\([MG]\)B\/s .*/\1 \2/p" | awk '{ print $2 == "G" ? $1 * 1000 : $1 }'; }
        bsw=$(mbs switch) btop=$(mbs top)
        want=$("$DUMP" --clock "$TD/wf" | awk '$1 == "bandwidth" && ($2 == 4 || $2 == 6) { s += $3; n++ } END { if (n == 2) printf "%.3g", s / 2 / 1e6 }')
        awk -v s="${bsw:-0}" -v t="${btop:-0}" 'BEGIN { exit !(t >= 5 && t <= 13.75 && s >= 10 * t) }' && [ "$btop" = "$want" ] &&
            pass "mapper without a cost file: the recording's own bandwidths (top ${btop} MB/s, the median of the trunk pairs' ${want}; injected 12.5 MB/s; switch ${bsw} MB/s)" ||
            fail "mapper: bandwidths from the recording" "top '${btop}' MB/s (the dump's median '${want}'), switch '${bsw}' MB/s: $(head -2 "$TD/sync.log")"
        # the analyzer's report names the least and the most of them
        lo=$("$DUMP" --clock "$TD/wf" | awk '$1 == "bandwidth" && (!n++ || $3 < m) { m = $3 } END { if (n) printf "%.3g MB/s", m / 1e6 }')
        "$ROOT/bin/analyzer" "$TD/wf" --report - 2>/dev/null | grep -q "^network: bandwidth between pairs of nodes $lo to [0-9.]* [MG]B/s" &&
            pass "analyzer --report: the bandwidths between nodes the job measured ($lo, the dump's least, to the bridge's)" ||
            fail "analyzer --report: the measured bandwidths" "want '$lo to ...': $("$ROOT/bin/analyzer" "$TD/wf" --report - 2>&1 | grep -m1 network)"
        # and commprof-run said them (no cost file was given)
        grep -q "^commprof-run: the machine's costs as the job measured them: switch [0-9.]*[mu]s [0-9.]*[MG]B/s (1 pair of nodes), top [0-9.]*ms [0-9.]*MB/s (2 pairs of nodes); inside the nodes, defaults" "$TD/wf.log" &&
            pass "commprof-run --place without a cost file: says the costs the job measured" ||
            fail "commprof-run --place: the measured costs said" "$(grep -m1 "costs" "$TD/wf.log")"
        # the same recording with no topology.conf: one network level whose
        # 3 pairs are a bridge's (< 0.2 ms) and the trunk's (> 1 ms), said
        # as more than one level (with the clusters given, above, not)
        "$ROOT/bin/mapper" --hostfile "$D/hostfile" --format perm -o /dev/null "$TD/wf" 2>"$TD/flat.log"
        grep -q "(network [0-9.]*ms [0-9.]*MB/s (3 pairs of nodes, [0-9.]*us to [0-9.]*ms: more than one level)); inside" "$TD/flat.log" &&
            ! grep -q "more than 4 times apart" "$TD/wf.log" &&
            pass "mapper, the testbed's hostfile without topology.conf: the measured pairs said to be more than one level ($(grep -o '3 pairs[^)]*' "$TD/flat.log"))" ||
            fail "mapper: a flat network's pairs far apart" "$(grep -m1 'cost model' "$TD/flat.log")"
        # and the model's costs use them: under the hostfile's order (the
        # launched one: ranks 0-3 in c0, 4-7 in c1) the top level's modeled
        # time is, over the pairs split between the clusters, msgs x latency
        # + bytes / bandwidth; summed here from the dump (point-to-point and
        # collectives' messages) with the trunk pairs' median bandwidth from
        # the dump, only the latency (3 digits) from the mapper.  The bytes
        # (8 pairs of 3.9 MB at 12 MB/s) are most of it: with the default
        # 3 GB/s the figure would be a sixth of this
        "$ROOT/bin/mapper" --hostfile "$D/hostfile" --switches "$D/topology.conf" --strategy identity --objective sum \
            -o /dev/null "$TD/wf" 2>"$TD/ident.log"
        tgot=$(sed -n 's/^mapper: modeled time by the level.* top \([0-9.e+-]*\) s.*/\1/p' "$TD/ident.log")
        tbw=$("$DUMP" --clock "$TD/wf" | awk '$1 == "bandwidth" && ($2 == 4 || $2 == 6) { s += $3; n++ } END { if (n == 2) printf "%.9g", s / 2 }')
        tmodel=$({ "$DUMP" "$TD/wf"; "$DUMP" --kind coll "$TD/wf"; } |
            awk -v l="${top:-0}" -v b="${tbw:-0}" 'b > 0 && int($1 / 4) != int($2 / 4) { t += $3 * l * 1e-6 + $4 / b } END { printf "%.4g", t }')
        awk -v g="${tgot:-0}" -v w="${tmodel:-0}" 'BEGIN { exit !(w > 0 && g > 0.99 * w && g < 1.01 * w) }' &&
            pass "mapper without a cost file: the top level's modeled time ${tgot} s is msgs x ${top} us + bytes / ${tbw} B/s over the pairs the trunk splits (${tmodel} s by hand)" ||
            fail "mapper: the measured bandwidth in the model's costs" "top ${tgot:-?} s, by hand ${tmodel:-?} s: $(grep 'by the level' "$TD/ident.log")"
        # a probed machine: machine.cost beside the hostfile is used, and said
        mkdir -p "$TD/probed" && cp "$D/hostfile" "$D/topology.conf" "$TD/probed/" && cp "$D/testbed.cost" "$TD/probed/machine.cost"
        rm -rf "$TD/wfc"
        timeout 300 "$CR" -o "$TD/wfc" --place -- "$D/mpirun" -n 8 --hostfile "$TD/probed/hostfile" "$TD/partners" 65536 5 \
            </dev/null >"$TD/wfc.log" 2>&1
        rc=$?
        [ $rc = 0 ] && grep -q "the machine's costs from $TD/probed/machine.cost (beside the hostfile" "$TD/wfc.log" &&
            grep -q "^mapper: profiled .* cost [0-9.e+-]* s " "$TD/wfc/mapper.log" &&
            pass "commprof-run --place: the machine.cost beside the hostfile used (costs in seconds), and said" ||
            fail "commprof-run --place with machine.cost beside the hostfile" "rc $rc: $(grep -m1 commprof-run "$TD/wfc.log")"
        # bad input: each said, the recording kept, no placement written
        bad_place() { # NAME PATTERN -- COMMAND...
            local name=$1 pat=$2
            shift 3
            rm -rf "$TD/bad"
            timeout 300 "$@" </dev/null >"$TD/bad.log" 2>&1
            local r=$?
            [ $r != 0 ] && grep -qE -- "$pat" "$TD/bad.log" && [ ! -e "$TD/bad/rankfile" ] && [ ! -e "$TD/bad/placement.perm" ] &&
                pass "commprof-run --place: $name: exit $r, said, no placement written" ||
                fail "commprof-run --place: $name" "exit $r: $(tail -2 "$TD/bad.log")"
        }
        printf 'c0n0 slots=2\nc1n0 slots=2\n' >"$TD/small.hosts"
        # (where the launcher does not wrap around: not oversubscribing, as
        # the tests' environment otherwise does, tests/lib/common.sh)
        bad_place "a hostfile of fewer slots than ranks" "not profiling: .*the job has 8 processes, but the machine from .* has 4 cores" -- \
            env -u OMPI_MCA_rmaps_base_oversubscribe "$CR" -o "$TD/bad" --place -- "$D/mpirun" -n 8 --hostfile "$TD/small.hosts" "$TD/partners" 64 2
        [ ! -e "$TD/bad" ] && pass "commprof-run --place: refused before the job, nothing made" ||
            fail "commprof-run --place: refused before the job" "$(ls "$TD/bad" 2>&1)"
        printf 'SwitchName=c0 Nodes=c0n0,c0n1\nSwitchName=c1 Nodes=c1n0\nSwitchName=top Switches=c0,c1\n' >"$TD/lacks.conf"
        bad_place "a topology.conf that misses a host" "not profiling: .*c1n1" -- \
            "$CR" -o "$TD/bad" --place --switches "$TD/lacks.conf" -- "$D/mpirun" -n 8 --hostfile "$D/hostfile" "$TD/partners" 64 2
        COMMPROF_COST=$TD/nosuch.cost bad_place "\$COMMPROF_COST naming no file" "COMMPROF_COST: .*nosuch.cost: no such file" -- \
            "$CR" -o "$TD/bad" --place -- "$D/mpirun" -n 8 --hostfile "$D/hostfile" "$TD/partners" 64 2
        bad_place "a launcher that fails" "the job failed \(exit [0-9]+\) before any rank" -- \
            "$CR" -o "$TD/bad" --place -- "$D/mpirun" -n 8 "$TD/nosuchprogram"
        mpicc.openmpi -O1 -o "$TD/dies" tests/programs/dies.c
        bad_place "an application that crashes in the profile run" "not placing: the profiled job failed" -- \
            "$CR" -o "$TD/bad" --place -- "$D/mpirun" -n 8 "$TD/dies" segv
        [ -n "$("$DUMP" --allow-partial "$TD/bad" 2>/dev/null)" ] && pass "commprof-run --place: the crashed profile's recording kept" ||
            fail "commprof-run --place: crashed profile's recording" "$(ls "$TD/bad" 2>&1)"
        # Count only this testbed's nodes: another testbed already up on the machine is not ours.
        tag_ns=$(ip netns list | awk '{ print $1 }' | grep -- '-c[01]n[01]$' | grep -vxF -f <(printf '%s\n' $ns_before) | grep -c .)
        pid=$(cat "$D/delayline.pid" 2>/dev/null)
        "$TB" down --dir "$D" >"$TD/down.log" 2>&1
        left=$(ip netns list | awk '{ print $1 }' | sort | tr '\n' ' ')
        links_after=$(ip -o link | awk -F': ' '{ print $2 }' | sort)
        [ "$tag_ns" = 4 ] && [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null && [ "$left" = "$ns_before" ] &&
            [ "$links_before" = "$links_after" ] && [ "$(ls /etc/netns 2>/dev/null | tr '\n' ' ')" = "$netns_before" ] &&
            [ ! -e "$D" ] &&
            pass "testbed down: no namespace, link, /etc/netns entry, delay line (pid $pid) or file left" ||
            fail "testbed down left something" "namespaces: $left (before: $ns_before); delay line $pid alive: $(kill -0 "$pid" 2>/dev/null && echo yes); /etc/netns: $(ls /etc/netns 2>/dev/null)"
    else
        fail "testbed up" "$(tail -3 "$TD/up.log")"
        "$TB" down --dir "$D" >/dev/null 2>&1
    fi
    # a crash halfway (the delay line killed, namespaces left): the next up
    # starts clean; a failing up removes what it made
    "$TB" up --dir "$D" --clusters 2 --nodes 1 >/dev/null 2>&1
    kill -9 "$(cat "$D/delayline.pid" 2>/dev/null)" 2>/dev/null
    "$TB" up --dir "$D" --clusters 2 --nodes 1 >"$TD/again.log" 2>&1 && [ "$(wc -l <"$D/nodes")" = 2 ] &&
        kill -0 "$(cat "$D/delayline.pid")" 2>/dev/null && pass "testbed: up after a crashed one starts clean" ||
        fail "testbed: up after a crash" "$(tail -2 "$TD/again.log")"
    "$TB" down --dir "$D" >/dev/null 2>&1
    # a delay the delay line refuses (above its 60 s) once the namespaces are made
    "$TB" up --dir "$D" --delay 61s >"$TD/bad.log" 2>&1
    rc=$?
    [ $rc != 0 ] && grep -q "bad link" "$TD/bad.log" && [ "$(ip netns list | awk '{ print $1 }' | sort | tr '\n' ' ')" = "$ns_before" ] &&
        [ ! -e "$D" ] &&
        pass "testbed: up with a delay the delay line refuses fails, says why, leaves nothing" ||
        fail "testbed: a failing up" "rc $rc, namespaces now: $(ip netns list | tr '\n' ' '); $(tail -2 "$TD/bad.log")"
    "$TB" down --dir "$D" >/dev/null 2>&1
    # a delay or rate without its unit, refused before anything is made (a
    # bare 5 was 5 s), and an old testbed of the same DIR left standing
    # --tcp: a connection across the trunk runs the algorithm asked at both
    # ends, as the kernel says of its sockets (ss): Reno, or CUBIC where
    # Reno is this machine's default already
    want=reno
    [ "$(cat /proc/sys/net/ipv4/tcp_congestion_control 2>/dev/null)" = reno ] && want=cubic
    "$TB" up --dir "$D" --clusters 2 --nodes 1 --tcp $want >"$TD/tcp.log" 2>&1
    "$TB" exec --dir "$D" c1n0 timeout 30 python3 -c 'import socket, time
s = socket.create_server(("10.77.0.3", 7077)); c, _ = s.accept(); time.sleep(5)' >/dev/null 2>&1 &
    srv=$!
    ccs=$("$TB" exec --dir "$D" c0n0 timeout 30 python3 -c 'import socket, subprocess, time
for _ in range(200):  # until the server listens (a busy machine starts it late)
    try:
        c = socket.create_connection(("10.77.0.3", 7077)); break
    except OSError:
        time.sleep(0.1)
time.sleep(0.5)
print(subprocess.run(["ss", "-tinH", "dst", "10.77.0.3"], capture_output=True, text=True).stdout)' 2>&1 |
        grep -oE ' [a-z0-9_]+ wscale' | awk '{ print $1 }' | head -1)
    cca=$("$TB" exec --dir "$D" c1n0 ss -tinH src 10.77.0.3 2>&1 | grep -oE ' [a-z0-9_]+ wscale' | awk '{ print $1 }' | head -1)
    wait $srv
    "$TB" up --dir "$D" --clusters 2 --nodes 1 --tcp nosuch >"$TD/nosuch.log" 2>&1
    rc=$?
    [ "$ccs" = $want ] && [ "$cca" = $want ] && grep -q "TCP $want\$" "$TD/tcp.log" && [ $rc = 2 ] &&
        kill -0 "$(cat "$D/delayline.pid" 2>/dev/null)" 2>/dev/null &&
        grep -q "error: --tcp nosuch: not a congestion control this kernel has" "$TD/nosuch.log" &&
        pass "testbed: --tcp $want: a connection across the trunk runs $want at both ends (this machine's: $(cat /proc/sys/net/ipv4/tcp_congestion_control)); --tcp nosuch refused, the testbed up left" ||
        fail "testbed: --tcp $want" "connecting end '${ccs}', accepting end '${cca}', exit $rc: $(tail -1 "$TD/tcp.log") $(tail -1 "$TD/nosuch.log")"
    ns_up=$(ip netns list | awk '{ print $1 }' | sort | tr '\n' ' ')
    "$TB" up --dir "$D" --delay 5 >"$TD/bare.log" 2>&1
    rc=$?
    "$TB" up --dir "$D" --rate fast >"$TD/fast.log" 2>&1
    rc2=$?
    [ $rc = 2 ] && [ $rc2 = 2 ] && grep -q "error: --delay 5: a time with its unit" "$TD/bare.log" &&
        grep -q "error: --rate fast: a rate in bit/s" "$TD/fast.log" &&
        [ "$(ip netns list | awk '{ print $1 }' | sort | tr '\n' ' ')" = "$ns_up" ] && kill -0 "$(cat "$D/delayline.pid")" 2>/dev/null &&
        pass "testbed: --delay 5 and --rate fast refused (exit 2, said) before anything, the testbed up left as it was" ||
        fail "testbed: a delay without its unit" "rc $rc $rc2: $(cat "$TD/bare.log" "$TD/fast.log" | head -3)"
    "$TB" down --dir "$D" >/dev/null 2>&1
fi

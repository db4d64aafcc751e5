# beside: t-80 (runs in the second lane: tests/run-tests)
# mapper: the latency/bandwidth model against costs worked out by hand, its
# cost files' errors; levels above the nodes from Slurm's topology.conf
# (--switches) at their brute-force optimum and a hand-counted cost.
source tests/lib/mapper.sh
lb_cost

# hand-computed: rank 1 talks to 0 in 1000 messages of 8 bytes and to 2 in
# one message of 16000 bytes, on two nodes of two cores.  By bytes, 1 goes
# with 2; by time (1us / 10GB/s in a node, 10us / 1GB/s between) with 0:
# 1000 x 1us + 8000 B / 10 GB/s + 10us + 16000 B / 1 GB/s = 1026.8 us
printf '# POINT TO POINT\nE\t1\t0\t8000 bytes\t1000 msgs sent\nE\t1\t2\t16000 bytes\t1 msgs sent\n' >"$M/chain.prof"
"$MP" -q --hierarchy 2:2 --latency 1us:10us --bandwidth 10GB/s:1GB/s --format perm -o "$M/chain.perm" "$M/chain.prof"
"$MP" -q --hierarchy 2:2 --format perm -o "$M/chain-bytes.perm" "$M/chain.prof"
"$MP" -q --hierarchy 2:2 --latency 1us:10us --bandwidth 10GB/s:1GB/s -o "$M/chain.rankfile" "$M/chain.prof"
by_time=($(cat "$M/chain.perm")) by_bytes=($(cat "$M/chain-bytes.perm"))
[ $((by_time[0] / 2)) = $((by_time[1] / 2)) ] && [ $((by_bytes[1] / 2)) = $((by_bytes[2] / 2)) ] &&
    grep -q '^# modeled cost (latency x messages + bytes / bandwidth, summed over pairs: compare ratios) 0.0010268 s' "$M/chain.rankfile" &&
    pass "mapper --latency/--bandwidth: the latency-bound pair shares a node (1026.8 us), bytes alone pick the other" ||
    fail "mapper --latency/--bandwidth on the chain" "perm ${by_time[*]}, bytes perm ${by_bytes[*]}, $(grep '^# comm' "$M/chain.rankfile")"
# bad cost input: file and line named, exit 2; a graph has no message counts
printf 'socket 1us 10GB/s\nnode 2us 10Gb/s\nnet 5us 1GB/s\n' >"$M/bad1.cost"
printf 'socket 1us 10GB/s\nnode 2us\n' >"$M/bad2.cost"
printf 'socket 1us 10GB/s\nnode 2us 5GB/s\n' >"$M/bad3.cost"
printf 'socket 1us 10GB/s\nnode 1e300 5GB/s\nnet 5us 1GB/s\n' >"$M/bad4.cost"
printf 'socket 1us 10GB/s\nnode 2us 1e-300\nnet 5us 1GB/s\n' >"$M/bad5.cost"
printf 'socket 1us 10GB/s\nnode 2us 5GB/s seg 0 2us 1GB/s seg 64KiB 3us 5GB/s seg 4096 4us 6GB/s\nnet 5us 1GB/s\n' >"$M/bad6.cost"
printf 'socket 1us 10GB/s contention 0.5\nnode 2us 5GB/s\nnet 5us 1GB/s\n' >"$M/bad7.cost"
printf 'socket 1us 10GB/s\nnode 2us 5GB/s\nnet 5us 1GB/s fast\n' >"$M/bad8.cost"
# a probe's "pair A B LATENCY" lines (cost_file.h)
printf 'socket 1us 10GB/s\nnode 2us 5GB/s\nnet 5us 1GB/s\npair sA 30us\n' >"$M/bad9.cost"
printf 'socket 1us 10GB/s\nnode 2us 5GB/s\nnet 5us 1GB/s\npair sA sA 30us\n' >"$M/bad10.cost"
printf 'socket 1us 10GB/s\nnode 2us 5GB/s\nnet 5us 1GB/s\npair sA sB fast\n' >"$M/bad11.cost"
printf 'socket 1us 10GB/s\nnode 2us 5GB/s\nnet 5us 1GB/s\npair sA sB 30us\npair sB sA 31us\n' >"$M/bad12.cost"
# a probe's "tcp NAME" line: one, a name
printf 'socket 1us 10GB/s\nnode 2us 5GB/s\nnet 5us 1GB/s\ntcp\n' >"$M/bad13.cost"
printf 'socket 1us 10GB/s\nnode 2us 5GB/s\ntcp reno\nnet 5us 1GB/s\ntcp bbr\n' >"$M/bad14.cost"
printf 'socket 1us 10GB/s\nnode 2us 5GB/s\nnet 5us 1GB/s\ntcp 1us 1GB/s\n' >"$M/bad15.cost"
stencil s2 2 2 2
for t in "bad1.cost:bad1.cost:2: bad bandwidth '10Gb/s'" "bad2.cost:bad2.cost:2: expected 'NAME LATENCY BANDWIDTH'" \
    "bad3.cost:bad3.cost gives 2 levels (socket, node), but this machine's levels, innermost first, are socket, node, network (3)" "bad4.cost:bad4.cost:2: bad latency '1e300'" \
    "bad5.cost:bad5.cost:2: bad bandwidth '1e-300'" "bad6.cost:bad6.cost:2: segments start at 0 and ascend ('seg 4096' is not after" \
    "bad7.cost:bad7.cost:1: 'contention' needs a factor of at least 1" "bad8.cost:bad8.cost:3: unexpected 'fast' after the bandwidth" \
    "bad9.cost:bad9.cost:4: expected 'pair SWITCH SWITCH LATENCY'" "bad10.cost:bad10.cost:4: a pair of one switch ('sA' twice)" \
    "bad11.cost:bad11.cost:4: bad latency 'fast' (a time above 0" "bad12.cost:bad12.cost:5: the pair sB sA is given twice (first on line 4)" \
    "bad13.cost:bad13.cost:4: expected 'tcp NAME', the congestion control" "bad14.cost:bad14.cost:5: 'tcp' given twice (first on line 3)" \
    "bad15.cost:bad15.cost:4: expected 'tcp NAME'"; do
    f=${t%%:*} want=${t#*:}
    "$BADMP" -q --hierarchy 2:2:2 --cost "$M/$f" "$M/chain.prof" >/dev/null 2>"$M/$f.err"
    rc=$?
    [ $rc = 2 ] && grep -qF "$want" "$M/$f.err" && pass "mapper --cost $f: exit 2, names the file and line" ||
        fail "mapper --cost $f" "rc $rc: $(cat "$M/$f.err")"
done
"$BADMP" -q --hierarchy 2:2:2 --cost "$M/lb.cost" "$M/s2.graph" >/dev/null 2>"$M/lbgraph.err"
rc=$?
[ $rc = 2 ] && grep -q "need messages and bytes" "$M/lbgraph.err" &&
    pass "mapper --cost with a METIS graph: exit 2, asks for the recording" ||
    fail "mapper --cost with a METIS graph" "rc $rc: $(cat "$M/lbgraph.err")"
"$MP" -q --hierarchy 2:2:2 --cost "$M/lb.cost" --distances 1:2:3 "$M/chain.prof" >/dev/null 2>"$M/lbdist.err"
rc=$?
[ $rc = 2 ] && grep -q "does not apply" "$M/lbdist.err" && pass "mapper --cost with --distances: exit 2" ||
    fail "mapper --cost with --distances" "rc $rc: $(cat "$M/lbdist.err")"

# levels above the nodes from Slurm's topology.conf (--switches):
# hosts under two leaf switches under a spine are the regular machine
# 1:2:2:2 (the host file lists them out of order: the tree orders them)
cat >"$M/topo.conf" <<'EOF2'
# a spine over two leaves; a rack elsewhere, not under the spine
SwitchName=leaf1 Nodes=n[01-02]
SwitchName=leaf2 Nodes=n[03-04]   LinkSpeed=100
SwitchName=spine Switches=leaf[1-2]
SwitchName=rack9 Nodes=x1
EOF2
printf 'n03 slots=2\nn01 slots=2\nn04 slots=2\nn02 slots=2\n' >"$M/sw.hosts"
for seed in 41 42; do
    g=$M/rand$seed.graph
    python3 "$BF" random 8 "$seed" >"$g"
    opt=$(python3 "$BF" optimum "$g" 1:2:2:2 1:10:100:1000)
    "$MP" -q --hostfile "$M/sw.hosts" --cores-per-socket 1 --switches "$M/topo.conf" --format perm \
        -o "$M/sw$seed.perm" "$g"
    got=$(python3 "$BF" cost "$g" 1:2:2:2 1:10:100:1000 "$M/sw$seed.perm")
    [ "$got" = "$opt" ] && pass "mapper --switches: brute-force optimum of the spine/leaf machine (= 1:2:2:2), seed $seed ($opt)" ||
        fail "mapper --switches: spine/leaf optimum, seed $seed" "got $got, optimum $opt"
done
# hand-computed: the 2x2x2 stencil in rank order on x1 (2 cores), n03 (2) and
# n01 (4), one socket each, distances 1:2:3:4:5 (socket, node, leaf, spine,
# across the top: x1's rack is not under the spine).  The tree orders the
# hosts n01, n03, x1: ranks 0-3 on n01, 4-5 on n03, 6-7 on x1.  x edges
# 4 x 1; y: (0,2) (1,3) 1 each, (4,6) (5,7) 5 each; z: (0,4) (1,5) 4 each,
# (2,6) (3,7) 5 each: 34
stencil s222 2 2 2
printf 'x1 slots=2\nn03 slots=2\nn01 slots=4\n' >"$M/sw2.hosts"
"$MP" -q --hostfile "$M/sw2.hosts" --switches "$M/topo.conf" --distances 1:2:3:4:5 --strategy identity \
    -o "$M/sw2.rankfile" "$M/s222.graph"
grep -q '^# cost J/2 34 ' "$M/sw2.rankfile" && [ "$(grep -c '=n01 ' "$M/sw2.rankfile")" = 4 ] &&
    grep -q '^rank 0=n01 slot=0$' "$M/sw2.rankfile" && grep -q '^rank 7=x1 slot=1$' "$M/sw2.rankfile" &&
    pass "mapper --switches: uneven tree (a rack beside the spine), hosts ordered by switch, cost 34 as hand-computed" ||
    fail "mapper --switches: uneven tree" "$(head -12 "$M/sw2.rankfile")"
# Slurm: its topology.conf beside $SLURM_CONF is taken by default
mkdir -p "$M/slurmconf" && cp "$M/topo.conf" "$M/slurmconf/topology.conf"
SLURM_CONF=$M/slurmconf/slurm.conf SLURM_JOB_NODELIST='n[01-04]' SLURM_TASKS_PER_NODE='2(x4)' PBS_NODEFILE= \
    OMPI_MCA_orte_default_hostfile= "$MP" --strategy identity --format perm -o /dev/null "$M/s222.graph" 2>"$M/slurmsw.err"
grep -q "switches from $M/slurmconf/topology.conf" "$M/slurmsw.err" && grep -q "cost 4404 " "$M/slurmsw.err" &&
    pass "mapper: a Slurm job takes the switches of its topology.conf (stencil in rank order: 4404 = 4 + 400 + 4000)" ||
    fail "mapper: Slurm's topology.conf by default" "$(cat "$M/slurmsw.err")"
# bad switch files: file and line named, exit 2
swbad() { # NAME WANT CONTENT
    printf "%b" "$3" >"$M/sw.$1.conf"
    "$MP" -q --hostfile "$M/sw.hosts" --switches "$M/sw.$1.conf" "$M/s222.graph" >/dev/null 2>"$M/sw.$1.err"
    local rc=$?
    [ $rc = 2 ] && grep -qF "$2" "$M/sw.$1.err" && pass "mapper --switches, $1: exit 2, clear message" ||
        fail "mapper --switches, $1" "rc $rc: $(cat "$M/sw.$1.err")"
}
swbad unknown-key "sw.unknown-key.conf:2: unknown key 'BlockName'" "SwitchName=a Nodes=n[01-04]\nBlockName=b Nodes=n01\n"
swbad twice "sw.twice.conf:2: switch 'a' already defined on line 1" "SwitchName=a Nodes=n[01-02]\nSwitchName=a Nodes=n[03-04]\n"
swbad loop "is its own ancestor" "SwitchName=a Switches=b Nodes=n[01-02]\nSwitchName=b Switches=a Nodes=n[03-04]\n"
swbad two-switches "node 'n02' is under two switches" "SwitchName=a Nodes=n[01-02]\nSwitchName=b Nodes=n[02-04]\n"
swbad undefined "sw.undefined.conf:1: switch 'c' is listed but never defined" "SwitchName=a Switches=c Nodes=n[01-04]\n"
swbad host-missing "host 'n04' of the job is under no switch (it names 3 nodes: n01, n02, n03)" "SwitchName=a Nodes=n[01-03]\n"
# a job's hostfile naming its hosts without the file's zero padding
swbad host-unpadded "host 'n03' of the job is under no switch (it names 'n003': the names must match, zeros and all)" \
    "SwitchName=a Nodes=n[001-004]\n"
swbad bad-list "sw.bad-list.conf:1: bad Nodes= list 'n[01-'" "SwitchName=a Nodes=n[01-\n"


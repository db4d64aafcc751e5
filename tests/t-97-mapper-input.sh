# beside: t-80 (runs in the second lane: tests/run-tests)
# mapper: what users get wrong (corrupt graphs, bad numbers, an output that
# names an input, a recording whose ranks wrote nothing): a clear message,
# its own exit code, nothing leaked, nothing lost; the rankfile as Open MPI
# binds it; outputs written whole or not at all.
source tests/lib/mapper.sh

# bad graphs and arguments: a message naming file and line, distinct exit
# codes, nothing leaked (bad(): tests/lib/mapper.sh)
bad neighbour-range 3 "bad.neighbour-range.graph:3: neighbour 9 out of range" "3 2\n2\n1 9\n2\n"
bad edge-count 3 "header says 5 edges, the lists hold 2" "3 5\n2\n1 3\n2\n"
bad not-a-number 3 "bad.not-a-number.graph:2: not a number" "3 2\n2x\n1 3\n2\n"
bad too-few-lines 3 "file ends after 2 of 3 vertex lines" "3 2\n2\n1 3\n"
bad no-weight 3 "neighbour 3 has no edge weight" "3 2 001\n2 5\n1 5 3\n2 1\n"
bad header 3 "bad.header.graph:1: bad header" "three 2\n"
bad duplicate-neighbour 3 "bad.duplicate-neighbour.graph:4: vertex 2 lists neighbour 1 more than once" "% c\n3 1\n2\n1 1\n\n"
bad huge-edge-count 3 "header says 4222222222222222222 edges, the lists hold 1" "3 4222222222222222222\n2\n1\n\n"
bad weight-overflow 3 "edge weights add up beyond 64 bits" "2 1 001\n2 9223372036854775807\n1 9223372036854775806\n"
bad too-many-ranks 2 "a job of 5 ranks, but the machine has 4 cores" "5 0\n\n\n\n\n\n"
bad hierarchy 2 "bad hierarchy '2:x'" "2 1\n2\n1\n" --hierarchy 2:x
bad distances 2 "need 2 whole numbers > 0" "2 1\n2\n1\n" --hierarchy 2:2 --distances 1:2:3
bad levels 2 "bad --levels '7'" "2 1\n2\n1\n" --hierarchy 2:2 --levels 7
bad strategy 2 "unknown --strategy 'foo'" "2 1\n2\n1\n" --hierarchy 2:2 --strategy foo
# a recording with a rank that wrote nothing: named, and the way on said
if [ -f "$OUT/openmpi/rec.ring/job.cpj" ]; then
    rm -rf "$M/cutrec" && cp -r "$OUT/openmpi/rec.ring" "$M/cutrec" && rm -f "$M/cutrec/"*.cpr
    "$BADMP" -q --hierarchy 4:2 "$M/cutrec" >/dev/null 2>"$M/cutrec.err"
    rc=$?
    [ $rc = 3 ] && grep -q "cutrec/rank.0.cpr: No such file or directory (that rank wrote nothing: analyzer --allow-partial makes a graph of the others)" "$M/cutrec.err" &&
        pass "mapper: a recording whose ranks wrote nothing: exit 3, names the file, points to analyzer --allow-partial" ||
        fail "mapper: a recording with missing ranks" "rc $rc: $(cat "$M/cutrec.err")"
else
    skip "mapper: a recording with missing ranks" "needs t-30's ring"
fi
# more ranks than the default machine (this one, by hwloc) has cores: the
# message says where the machine came from and how to give the job's
{ echo "300000 0"; yes "" | head -300000; } >"$M/wide.graph"
env -u PBS_NODEFILE -u SLURM_JOB_NODELIST -u OMPI_MCA_orte_default_hostfile "$BADMP" -q "$M/wide.graph" \
    >/dev/null 2>"$M/wide.err"
rc=$?
[ $rc = 2 ] && grep -q "a job of 300000 ranks, but the machine from this machine (hwloc) has [0-9]* cores, the default: give the job's machine with --hierarchy, --hostfile or --topology" "$M/wide.err" &&
    pass "mapper: too many ranks for the default machine: exit 2, says it was the default and what to give" ||
    fail "mapper: too many ranks for the default machine" "rc $rc: $(cat "$M/wide.err")"
# -o naming an input (the graph, by another name; the hostfile) or a
# recording's file: refused before any work, the inputs as they were
printf '2 1\n2\n1\n' >"$M/in.graph" && cp "$M/in.graph" "$M/in.copy" && ln -sf in.graph "$M/in.link"
printf 'h1 slots=1\nh2 slots=1\n' >"$M/in.hosts" && cp "$M/in.hosts" "$M/in.hosts.copy"
"$BADMP" -q --hierarchy 2:2 -o "$M/in.link" "$M/in.graph" 2>"$M/in.err1"
rc1=$?
"$BADMP" -q --hostfile "$M/in.hosts" -o "$M/in.hosts" "$M/in.graph" 2>"$M/in.err2"
rc2=$?
[ $rc1 = 2 ] && [ $rc2 = 2 ] && grep -q "in.link is this run's input .*in.graph: not written over" "$M/in.err1" &&
    grep -q "in.hosts is this run's input: not written over" "$M/in.err2" &&
    cmp -s "$M/in.graph" "$M/in.copy" && cmp -s "$M/in.hosts" "$M/in.hosts.copy" &&
    pass "mapper: -o onto its graph (by a link) or its hostfile: exit 2, said, both untouched" ||
    fail "mapper: -o onto an input" "rc $rc1 $rc2: $(cat "$M/in.err1" "$M/in.err2")"
# numbers are whole and in range, or refused (atoi read "-1" passes, "2x" levels and "nan" seconds as given)
bad passes 2 "bad --passes '-1' \(a whole number from 0 to 1000000\)" "2 1\n2\n1\n" --hierarchy 2:2 --passes -1
bad seed 2 "bad --seed '-5'" "2 1\n2\n1\n" --hierarchy 2:2 --seed -5
bad time-limit 2 "bad --time-limit 'nan'" "2 1\n2\n1\n" --hierarchy 2:2 --time-limit nan
bad anneal 2 "bad --anneal '-3'" "2 1\n2\n1\n" --hierarchy 2:2 --anneal -3
bad anneal-huge 2 "bad --anneal '1e12' \(swaps a rank, at most 1e9\)" "2 1\n2\n1\n" --hierarchy 2:2 --anneal 1e12
bad levels-word 2 "bad --levels '2x'" "2 1\n2\n1\n" --hierarchy 2:2 --levels 2x
bad alpha 2 "bad --alpha 'nan'" "2 1\n2\n1\n" --hierarchy 2:2 --weight cost --alpha nan
bad cores-per-socket 2 "bad --cores-per-socket '-1' .a whole number from 0 to" "2 1\n2\n1\n" --hostfile /dev/null --cores-per-socket -1
printf "3 2 001\n2 5\n1 7 3 1\n2 1\n" >"$M/asym.graph"
"$MP" -q --hierarchy 2:2 --format perm -o "$M/asym.perm" "$M/asym.graph" 2>"$M/asym.err"
[ $? -eq 0 ] && grep -q "not symmetric" "$M/asym.err" && pass "mapper: asymmetric graph symmetrized with a warning" ||
    fail "mapper: asymmetric graph" "$(cat "$M/asym.err")"
"$BADMP" -q --hierarchy 2:2 "$M/nonexistent.graph" 2>"$M/nonexistent.err"
[ $? -eq 4 ] && ! grep -q "Sanitizer" "$M/nonexistent.err" && pass "mapper: missing file: exit 4, nothing leaked" ||
    fail "mapper: missing file: exit 4" "$(head -c 600 "$M/nonexistent.err")"
# an output that cannot be written: said before the mapping (which takes
# minutes at scale), nothing written (the rankfile was, then the report failed)
rm -f "$M/early.rf"
"$BADMP" -q --hierarchy 2:2 -o "$M/early.rf" --report "$M/nodir/p.html" "$M/asym.graph" 2>"$M/early.err"
rc=$?
[ $rc -eq 4 ] && grep -q "cannot write $M/nodir/p.html: No such file or directory" "$M/early.err" && [ ! -e "$M/early.rf" ] &&
    pass "mapper: --report into a missing directory: exit 4 before mapping, the reason said, no rankfile written" ||
    fail "mapper: unwritable report" "rc $rc, rankfile $([ -e "$M/early.rf" ] && echo written): $(head -c 300 "$M/early.err")"

# the rankfile is honoured by Open MPI (a real launch on this host)
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

# outputs: a failed run leaves the previous file as it was; a FIFO is
# written through and stays a FIFO (no temporary file renamed over it)
stencil s222 2 2 2
echo "keep me" >"$M/kept.rankfile"
"$MP" -q --hierarchy 2:2 -o "$M/kept.rankfile" "$M/s222.graph" 2>"$M/kept.err"
rc=$?
[ $rc != 0 ] && [ "$(cat "$M/kept.rankfile")" = "keep me" ] && ! ls "$M"/kept.rankfile.tmp.* >/dev/null 2>&1 &&
    pass "mapper: a failed run (8 ranks on 4 cores, exit $rc) leaves the previous output untouched" ||
    fail "mapper: failed run and the previous output" "rc $rc, now: $(head -c 100 "$M/kept.rankfile")"
rm -f "$M/out.fifo" && mkfifo "$M/out.fifo"
cat "$M/out.fifo" >"$M/out.fifo.read" &
reader=$!
"$MP" -q --hierarchy 4:2 --format perm -o "$M/out.fifo" "$M/s222.graph" 2>"$M/fifo.err"
rc=$?
wait $reader
"$MP" -q --hierarchy 4:2 --format perm "$M/s222.graph" >"$M/out.stdout" 2>/dev/null
[ $rc = 0 ] && [ -p "$M/out.fifo" ] && [ -s "$M/out.fifo.read" ] && cmp -s "$M/out.fifo.read" "$M/out.stdout" &&
    pass "mapper: -o a FIFO writes the placement through it and leaves it a FIFO" ||
    fail "mapper: -o a FIFO" "rc $rc, $(ls -l "$M/out.fifo" | cut -c1), $(head -c 200 "$M/fifo.err")"

# a recording's nodes as hwloc saw them where the job ran: here the two
# packages of two cores of tests/mapper/machines/two-packages.xml, loaded
# by the ranks' hwloc in place of this machine's (one package).  The dump
# says them; a hostfile that says only "slots=4" becomes two sockets of 2,
# each heavy pair of partners (r, r XOR 2) on one, as the brute force's
# optimum of the recording's own graph on 2 sockets of 2 has it, and
# --cores-per-socket 2 places alike; --cores-per-socket 4 or 0 keeps one
# socket, and so does a host list for Hydra (it cannot bind cores: rank i
# on the host of line i, whatever socket)
mpicc.openmpi -O2 -o "$M/partners" tests/programs/partners.c || fail "partners builds"
rm -rf "$M/pkgrec"
mpirun.openmpi --oversubscribe -n 4 -x LD_PRELOAD="$ROOT/lib/libcommprof.so" -x COMMPROF_OUTPUT="$M/pkgrec" \
    -x HWLOC_XMLFILE="$ROOT/tests/mapper/machines/two-packages.xml" "$M/partners" 4096 20 >"$M/pkgrec.log" 2>&1 ||
    fail "a recording on nodes of two packages" "$(tail -3 "$M/pkgrec.log")"
npk=$("$ROOT/bin/commprof-dump" --info "$M/pkgrec" 2>/dev/null | grep -c '^rank [0-3] host .* package_cores 2,2$')
printf 'nodeA slots=4\n' >"$M/pkg.hosts"
"$SANMP" --hostfile "$M/pkg.hosts" --format perm -o "$M/pkg.perm" "$M/pkgrec" 2>"$M/pkg.err"
rc=$?
"$MP" -q --hostfile "$M/pkg.hosts" --cores-per-socket 2 --format perm -o "$M/pkg2.perm" "$M/pkgrec" 2>/dev/null
"$MP" --hostfile "$M/pkg.hosts" --cores-per-socket 4 --format perm -o "$M/pkg4.perm" "$M/pkgrec" 2>"$M/pkg4.err"
"$MP" --hostfile "$M/pkg.hosts" --cores-per-socket 0 --format perm -o "$M/pkg0.perm" "$M/pkgrec" 2>>"$M/pkg4.err"
"$MP" --hostfile "$M/pkg.hosts" --format hosts -o "$M/pkg.list" "$M/pkgrec" 2>>"$M/pkg4.err"
"$ROOT/bin/analyzer" -q "$M/pkgrec" -o "$M/pkgrec.graph" 2>/dev/null
best=$(python3 "$BF" optimum "$M/pkgrec.graph" 2:2 1:10)
got=$(python3 "$BF" cost "$M/pkgrec.graph" 2:2 1:10 "$M/pkg.perm")
pairs=$(awk '{ c[NR - 1] = $1 } END { print (int(c[0] / 2) == int(c[2] / 2) && int(c[1] / 2) == int(c[3] / 2)) ? "together" : "apart" }' "$M/pkg.perm")
[ "$npk" = 4 ] && [ $rc = 0 ] && grep -q "sockets from the recording: its nodes have 2 packages of 2 cores" "$M/pkg.err" &&
    [ "$pairs" = together ] && [ -n "$best" ] && [ "$got" = "$best" ] && cmp -s "$M/pkg.perm" "$M/pkg2.perm" &&
    ! grep -q "sockets from the recording" "$M/pkg4.err" && cmp -s "$M/pkg4.perm" "$M/pkg0.perm" &&
    [ "$(grep -c '^nodeA$' "$M/pkg.list")" = 4 ] &&
    pass "a recording's nodes of 2 packages of 2 cores (hwloc where it ran): said by the dump, a hostfile's 4 slots placed as 2 sockets, partners together (cost $got, the optimum $best), as --cores-per-socket 2; one socket with 0 or 4, and for a host list" ||
    fail "sockets from the recording" "dump $npk of 4, rc $rc, pairs $pairs, cost ${got:-?} optimum ${best:-?}: $(grep -v '^mapper: [a-z]*[-+0-9a-z.]* *cost' "$M/pkg.err" | head -3)"
# the analyzer's report of it: ranks unbound (each on the node's 4 cores,
# an oversubscribed launch), so no byte is known to share a package or not
# (point-to-point, as commprof-dump lists it)
"$ROOT/bin/analyzer" -q --include p2p "$M/pkgrec" --report - >"$M/pkgrec.txt" 2>&1
all=$("$ROOT/bin/commprof-dump" "$M/pkgrec" | awk '$1 ~ /^[0-9]+$/ { b += $4 } END { print b + 0 }')
grep -q "^  inside the nodes, by the cores each rank ran on (hwloc where the job ran): one package 0 bytes (0.0%), 0 messages; two packages 0 bytes (0.0%), 0 messages; not known (a rank unbound, or bound across packages) $all bytes (100.0%)" "$M/pkgrec.txt" &&
    pass "analyzer --report of ranks unbound on nodes of 2 packages: all $all bytes inside the nodes of no known package" ||
    fail "analyzer --report of unbound ranks on 2 packages" "$(grep -A1 'locality as profiled' "$M/pkgrec.txt") (all $all)"
# nodes that differ (ranks 0 and 1 on two packages, 2 and 3 on this
# machine's one: an app context each): said, naming two ranks, and one
# socket a host
rm -rf "$M/mixrec"
mpirun.openmpi --oversubscribe -n 2 -x LD_PRELOAD="$ROOT/lib/libcommprof.so" -x COMMPROF_OUTPUT="$M/mixrec" \
    -x HWLOC_XMLFILE="$ROOT/tests/mapper/machines/two-packages.xml" "$M/partners" 4096 20 : \
    -n 2 -x LD_PRELOAD="$ROOT/lib/libcommprof.so" -x COMMPROF_OUTPUT="$M/mixrec" "$M/partners" 4096 20 >"$M/mixrec.log" 2>&1
"$SANMP" --hostfile "$M/pkg.hosts" --format perm -o "$M/mix.perm" "$M/mixrec" 2>"$M/mix.err"
rc=$?
"$MP" -q --hostfile "$M/pkg.hosts" --cores-per-socket 4 --format perm -o "$M/mix4.perm" "$M/mixrec" 2>/dev/null
ones=$(lstopo-no-graphics --no-io --only package 2>/dev/null | grep -c Package)
if [ "$ones" = 1 ]; then
    [ $rc = 0 ] && grep -q "note: the recording's nodes differ in their sockets (rank 0's node has 2 packages, rank 2's 1, both on $(hostname)): one socket a host" "$M/mix.err" &&
        ! grep -q "sockets from the recording" "$M/mix.err" && cmp -s "$M/mix.perm" "$M/mix4.perm" &&
        pass "a recording whose ranks of one host differ in their packages: said (rank 0's 2, rank 2's 1), one socket a host" ||
        fail "a recording of unlike nodes" "rc $rc: $(grep -i socket "$M/mix.err" | head -2)"
else
    skip "a recording of unlike nodes" "this machine has $ones packages, not 1"
fi
# nodes that differ, each host's ranks alike: ranks 0-3 on nodeA of two
# packages of two cores, 4 and 5 on nodeB, this machine's one package (an
# app context each, each rank in a UTS namespace of that name).  partners
# on 6 ranks: heavy pairs 0-3 and 1-2, a ring.  The hostfile's nodeA (4
# slots) is two sockets of 2, nodeB (2) one: the placement's cost must be
# the optimum of all 720 placements on that machine, by enumeration
# (distances 1 a socket, 10 a node, 100 between; written here, apart from
# the mapper), where one socket a host (--cores-per-socket 0) is not.
rm -rf "$M/uts"
mpirun.openmpi --oversubscribe -n 4 -x LD_PRELOAD="$ROOT/lib/libcommprof.so" -x COMMPROF_OUTPUT="$M/uts" \
    -x HWLOC_XMLFILE="$ROOT/tests/mapper/machines/two-packages.xml" unshare --uts sh -c "hostname nodeA && exec $M/partners 4096 20" : \
    -n 2 -x LD_PRELOAD="$ROOT/lib/libcommprof.so" -x COMMPROF_OUTPUT="$M/uts" unshare --uts sh -c "hostname nodeB && exec $M/partners 4096 20" \
    >"$M/uts.log" 2>&1
if [ "$ones" != 1 ]; then
    skip "a recording of two kinds of node" "this machine has $ones packages, not 1"
elif ! grep -q '^hosts nodeA nodeA nodeA nodeA nodeB nodeB$' "$M/uts.log"; then
    skip "a recording of two kinds of node" "ranks in UTS namespaces of their own did not run (unshare --uts needs root): $(tail -2 "$M/uts.log")"
else
    printf 'nodeA slots=4\nnodeB slots=2\n' >"$M/uts.hosts"
    "$SANMP" --hostfile "$M/uts.hosts" --format perm -o "$M/uts.perm" "$M/uts" 2>"$M/uts.err"
    rc=$?
    "$MP" -q --hostfile "$M/uts.hosts" --cores-per-socket 0 --format perm -o "$M/uts0.perm" "$M/uts" 2>/dev/null
    "$MP" -q --hostfile "$M/uts.hosts" --format hosts -o "$M/uts.list" "$M/uts" 2>/dev/null
    "$ROOT/bin/analyzer" -q "$M/uts" -o "$M/uts.graph" 2>/dev/null
    read -r got best none < <(python3 - "$M/uts.graph" "$M/uts.perm" "$M/uts0.perm" <<'PY'
import itertools, sys
where = [("A", 0), ("A", 0), ("A", 1), ("A", 1), ("B", 0), ("B", 0)]  # core -> (node, socket)
lines = [l.split() for l in open(sys.argv[1]) if not l.startswith("%")]
w = {}
for u, row in enumerate(lines[1:]):
    for k in range(0, len(row), 2):
        v = int(row[k]) - 1
        if u < v: w[(u, v)] = int(row[k + 1])
def cost(core):
    d = lambda a, b: 1 if where[a] == where[b] else 10 if where[a][0] == where[b][0] else 100
    return sum(x * d(core[u], core[v]) for (u, v), x in w.items())
perm = lambda f: [int(l) for l in open(f)]
print(cost(perm(sys.argv[2])), min(cost(p) for p in itertools.permutations(range(6))), cost(perm(sys.argv[3])))
PY
)
    [ $rc = 0 ] && grep -q "sockets from the recording, host by host: its nodes differ (1 host of 2 packages of 2 cores, 1 host of 1 package of 2 cores" "$M/uts.err" &&
        [ -n "$best" ] && [ "$got" = "$best" ] && [ "${none:-0}" -gt "$best" ] && [ "$(sort "$M/uts.list" | uniq -c | tr -s ' \n' '  ')" = " 4 nodeA 2 nodeB " ] &&
        pass "a recording of two kinds of node (2 packages of 2, and 1): each host in its own sockets, said, the optimum of all 720 placements ($got), one socket a host $none; a host list unchanged" ||
        fail "sockets host by host" "rc $rc, cost ${got:-?} optimum ${best:-?} one socket ${none:-?}: $(grep -i 'socket\|error' "$M/uts.err" | head -3)"
fi
# NUMA nodes inside the packages, as hwloc saw them where the job ran
# (AMD's NPS2/NPS4): 2 packages x 2 NUMA nodes x 2 cores, and 1 package x
# 4 NUMA nodes x 2 cores.  partners on 8 ranks (heavy pairs r, r XOR 4,
# and a ring): the dump says the NUMA nodes' cores, and a hostfile's 8
# slots are placed at the brute force's optimum on those levels
# (distances 1 a NUMA node, 10 a package, 100 the node: the mapper's
# default for three levels), where the sockets alone (--cores-per-socket
# 4, what a recording without NUMA nodes gives) place heavy pairs across
# NUMA nodes.  Levels given by count, or a cost file without a numa line,
# keep the machine they name, said; a numa line makes the level.
printf 'nodeA slots=8\n' >"$M/numa.hosts"
printf 'socket 0.5us 10GB/s\nnode 1us 5GB/s\n' >"$M/numa3.cost"
printf 'numa 0.2us 20GB/s\nsocket 0.5us 10GB/s\nnode 1us 5GB/s\n' >"$M/numa4.cost"
for shape in "two-packages-numa 2:2:2 1:10:100 2 packages of 4 cores, each in NUMA nodes of 2 cores, a level between socket and core" \
             "one-package-numa 2:4 1:10 NUMA nodes from the recording: its nodes have 1 package in NUMA nodes of 2 cores"; do
    set -- $shape
    xml=$1 tree=$2 dist=$3
    shift 3
    said="$*"
    rm -rf "$M/$xml.rec"
    mpirun.openmpi --oversubscribe -n 8 -x LD_PRELOAD="$ROOT/lib/libcommprof.so" -x COMMPROF_OUTPUT="$M/$xml.rec" \
        -x HWLOC_XMLFILE="$ROOT/tests/mapper/machines/$xml.xml" "$M/partners" 4096 20 >"$M/$xml.log" 2>&1 ||
        fail "a recording on nodes of $xml" "$(tail -3 "$M/$xml.log")"
    nn=$("$ROOT/bin/commprof-dump" --info "$M/$xml.rec" 2>/dev/null | grep -c '^rank [0-7] host .* numa_cores 2,2,2,2$')
    "$SANMP" --hostfile "$M/numa.hosts" --format perm -o "$M/$xml.perm" "$M/$xml.rec" 2>"$M/$xml.err"
    rc=$?
    "$MP" -q --hostfile "$M/numa.hosts" --cores-per-socket 4 --format perm -o "$M/$xml.s.perm" "$M/$xml.rec" 2>/dev/null
    "$ROOT/bin/analyzer" -q "$M/$xml.rec" -o "$M/$xml.graph" 2>/dev/null
    best=$(python3 "$BF" optimum "$M/$xml.graph" "$tree" "$dist")
    got=$(python3 "$BF" cost "$M/$xml.graph" "$tree" "$dist" "$M/$xml.perm")
    sock=$(python3 "$BF" cost "$M/$xml.graph" "$tree" "$dist" "$M/$xml.s.perm")
    [ "$nn" = 8 ] && [ $rc = 0 ] && grep -qF "$said" "$M/$xml.err" && [ -n "$best" ] && [ "$got" = "$best" ] &&
        [ "${sock:-0}" -gt "$best" ] &&
        pass "a recording on nodes of NUMA nodes inside packages ($xml): said by the dump and the mapper, placed at the optimum on them ($got), the sockets alone $sock" ||
        fail "NUMA nodes from the recording ($xml)" "dump $nn of 8, rc $rc, cost ${got:-?} optimum ${best:-?} sockets ${sock:-?}: $(grep -i 'numa\|socket\|error' "$M/$xml.err" | head -3)"
done
xml=two-packages-numa
"$MP" --hostfile "$M/numa.hosts" --distances 1:10:100 --format perm -o "$M/numa.d.perm" "$M/$xml.rec" 2>"$M/numa.d.err"
rc=$?
"$MP" --hostfile "$M/numa.hosts" --cost "$M/numa3.cost" --format perm -o /dev/null "$M/$xml.rec" 2>"$M/numa3.err"
rc3=$?
"$MP" --hostfile "$M/numa.hosts" --cost "$M/numa4.cost" --format perm -o /dev/null "$M/$xml.rec" 2>"$M/numa4.err"
rc4=$?
[ $rc = 0 ] && grep -q "not made a level: --distances lists the levels without them (one more, innermost, gives them)" "$M/numa.d.err" &&
    [ $rc3 = 0 ] && grep -q "not made a level: $M/numa3.cost has no numa line" "$M/numa3.err" &&
    [ $rc4 = 0 ] && grep -q "each in NUMA nodes of 2 cores" "$M/numa4.err" && ! grep -q "not made a level" "$M/numa4.err" &&
    grep -q "by the level a pair shares[^:]*: numa " "$M/numa4.err" && grep -q "by the level a pair shares[^:]*: socket " "$M/numa3.err" &&
    pass "NUMA nodes from the recording kept out where --distances or a cost file names the levels without them, said; a cost file's numa line makes the level" ||
    fail "NUMA nodes and levels given" "rc $rc/$rc3/$rc4: $(grep -h 'numa\|NUMA\|error' "$M/numa.d.err" "$M/numa3.err" "$M/numa4.err" | head -4)"
# L3 caches inside a package (an AMD socket's CCXs, its one NUMA node):
# hwloc's 2 packages x 2 L3 caches x 2 cores.  Pairs r, r XOR 4 heavy, a
# light ring (partners' shape): placed at the brute force's optimum on
# those levels (distances 1 an L3, 10 a package, 100 the node), each heavy
# pair sharing an L3, the level named l3; L3 caches of one core each (a
# VM's: this machine's) and L3 caches inside NUMA nodes make no level; a
# cost file without an l3 line gives the L3 caches the package's costs,
# said; --cores-per-rank 3 (places that would span two) makes none, said
lstopo -i "package:2 l3:2 core:2 pu:1" --of xml "$M/l3.xml" 2>/dev/null
lstopo -i "package:2 l3:4 core:1 pu:1" --of xml "$M/l3one.xml" 2>/dev/null
lstopo -i "package:2 numa:2 l3:1 core:2 pu:1" --of xml "$M/numal3.xml" 2>/dev/null
python3 - >"$M/l3.graph" <<'PY'
n = 8
w = {}
for r in range(n):
    w[(min(r, r ^ 4), max(r, r ^ 4))] = 1000
    w.setdefault((min(r, (r + 1) % n), max(r, (r + 1) % n)), 1)
adj = [[] for _ in range(n)]
for (a, b), x in w.items():
    adj[a].append((b, x))
    adj[b].append((a, x))
print(n, len(w), "001")
for r in range(n):
    print(" ".join("%d %d" % (b + 1, x) for b, x in adj[r]))
PY
"$SANMP" --topology "$M/l3.xml" --distances 1:10:100:1000 --format perm -o "$M/l3.perm" "$M/l3.graph" 2>"$M/l3.err"
rc=$?
best=$(python3 "$BF" optimum "$M/l3.graph" 2:2:2 1:10:100)
got=$(python3 "$BF" cost "$M/l3.graph" 2:2:2 1:10:100 "$M/l3.perm")
pairs_in_l3=$(awk '{ c[NR - 1] = $1 } END { k = 0; for (r = 0; r < 4; r++) k += int(c[r] / 2) == int(c[r + 4] / 2); print k }' "$M/l3.perm")
"$MP" --topology "$M/l3one.xml" --format perm -o /dev/null "$M/l3.graph" 2>"$M/l3one.err"
"$MP" --topology "$M/numal3.xml" --format perm -o /dev/null "$M/l3.graph" 2>"$M/numal3.err"
printf 'socket 0.5us 10GB/s\nnode 1us 5GB/s\n' >"$M/l3no.cost"
printf 'l3 0.2us 20GB/s\nsocket 0.5us 10GB/s\nnode 1us 5GB/s\n' >"$M/l3yes.cost"
"$MP" --topology "$M/l3.xml" --cost "$M/l3no.cost" --graph-weight bytes -o /dev/null "$M/l3.graph" 2>"$M/l3no.err"
rcn=$?
"$MP" --topology "$M/l3.xml" --cost "$M/l3yes.cost" --graph-weight bytes -o /dev/null "$M/l3.graph" 2>"$M/l3yes.err"
rcy=$?
printf '4 0\n\n\n\n\n' >"$M/l3four.graph"
"$MP" --topology "$M/l3.xml" --cores-per-rank 2 -o "$M/l3cpr.rankfile" "$M/l3four.graph" 2>"$M/l3cpr.err"
rcc=$?
[ $rc = 0 ] && [ -n "$best" ] && [ "$got" = "$best" ] && [ "$pairs_in_l3" = 4 ] &&
    grep -q "by the level a pair shares[^:]*: l3 4000, package " "$M/l3.err" &&
    grep -q "by the level a pair shares[^:]*: socket " "$M/l3one.err" && grep -q "by the level a pair shares[^:]*: numa " "$M/numal3.err" &&
    ! grep -q " l3 " "$M/l3one.err" "$M/numal3.err" &&
    [ $rcn = 0 ] && grep -q "note: $M/l3no.cost has no l3 line: the L3 caches take the socket line's costs" "$M/l3no.err" &&
    [ $rcy = 0 ] && grep -q "by the level a pair shares[^:]*: l3 " "$M/l3yes.err" && ! grep -q "no l3 line" "$M/l3yes.err" &&
    [ $rcc = 0 ] && grep -q "^rank 0=node0 slot=0:0-1$" "$M/l3cpr.rankfile" &&
    pass "L3 caches inside packages a level (l3): heavy pairs each in one ($pairs_in_l3 of 4), at the optimum on those levels ($got); none for L3 caches of one core or inside NUMA nodes; a cost file without an l3 line said; --cores-per-rank 2 in them" ||
    fail "L3 caches as a level" "rc $rc, cost ${got:-?} optimum ${best:-?}, pairs in an L3 $pairs_in_l3; $(grep -h 'level a pair\|note\|error' "$M/l3.err" "$M/l3one.err" "$M/numal3.err" "$M/l3no.err" "$M/l3yes.err" "$M/l3cpr.err" | head -6)"
"$MP" --topology "$M/l3.xml" --cores-per-rank 3 -o /dev/null "$M/l3four.graph" 2>"$M/l3cpr3.err"
grep -q "machine from the topology $M/l3.xml (its L3 caches of 2 cores made no level: places of 3 cores a rank span two of them)" "$M/l3cpr3.err" &&
    pass "--cores-per-rank 3 on L3 caches of 2 cores: no l3 level, said" ||
    fail "--cores-per-rank over L3 caches" "$(head -3 "$M/l3cpr3.err")"
# single-socket nodes (a hostfile's slots): a cost file written for them
# names the pairs inside a node 'node'; they are the socket level's pairs,
# which take that line's costs, said.  Truth: the same file with the line
# named 'socket' (the level the machine has) places and writes the same
printf '6 6 001\n2 9 6 1\n1 9 3 2\n2 2 4 9\n3 9 5 2\n4 2 6 9\n5 9 1 1\n' >"$M/ring6.graph"
printf 'a slots=2\nb slots=2\nc slots=2\n' >"$M/ss.hosts"
printf 'SwitchName=s0 Nodes=a,b\nSwitchName=s1 Nodes=c\nSwitchName=t Switches=s0,s1\n' >"$M/ss.topo"
printf 'node 1us 10GB/s\nswitch 5us 1GB/s\ntop 50us 100MB/s\n' >"$M/ssnode.cost"
sed 's/^node /socket /' "$M/ssnode.cost" >"$M/sssock.cost"
for c in node sock; do
    "$SANMP" --hostfile "$M/ss.hosts" --switches "$M/ss.topo" --cost "$M/ss$c.cost" --graph-weight bytes -o "$M/ss$c.rf" "$M/ring6.graph" 2>"$M/ss$c.err"
    echo $? >"$M/ss$c.rc"
    "$SANMP" -q --hostfile "$M/ss.hosts" --switches "$M/ss.topo" --cost "$M/ss$c.cost" --graph-weight bytes --write-platform "$M/ss$c.xml" "$M/ring6.graph"
done
printf 'a slots=4\nb slots=4\n' >"$M/ss2.hosts"
"$MP" --hostfile "$M/ss2.hosts" --cores-per-socket 2 --cost "$M/ssnode.cost" --graph-weight bytes -o /dev/null "$M/ring6.graph" 2>"$M/ss2.err"
rc2=$?
[ "$(cat "$M/ssnode.rc" "$M/sssock.rc")" = "0
0" ] && [ -s "$M/ssnode.rf" ] && cmp -s "$M/ssnode.rf" "$M/sssock.rf" &&
    cmp -s <(grep -v '^<!--' "$M/ssnode.xml") <(grep -v '^<!--' "$M/sssock.xml") &&
    grep -q "note: $M/ssnode.cost has no socket line: each node of this machine is one socket, whose pairs of cores take the node line's costs" "$M/ssnode.err" &&
    ! grep -q "no socket line" "$M/sssock.err" &&
    [ $rc2 = 2 ] && grep -q "no line for 'socket'" "$M/ss2.err" &&
    pass "single-socket nodes: a cost file's 'node' line costs their cores' pairs, said; the placement and platform those of a 'socket' line; nodes of 2 sockets still need it (exit 2)" ||
    fail "single-socket nodes and a 'node' line" "rc $(cat "$M/ssnode.rc" "$M/sssock.rc" | tr '\n' ' ')$rc2; $(grep -h 'note\|error' "$M/ssnode.err" "$M/sssock.err" "$M/ss2.err" | head -4)"
# nodes that differ in their NUMA nodes only (an app context each on this
# host: 2 packages of 4 cores, in NUMA nodes of 2 or not): said, naming
# the two ranks, and no level; nodes that differ host by host (nodeA of 2
# packages x 2 NUMA nodes x 2 cores, nodeB this machine's one package, a
# UTS namespace each): each host its own levels, said, and the placement
# the optimum of all 720 on them (distances 1 a NUMA node, 10 a package,
# 100 a node, 1000 between: enumerated here, apart from the mapper)
rm -rf "$M/numamix"
mpirun.openmpi --oversubscribe -n 2 -x LD_PRELOAD="$ROOT/lib/libcommprof.so" -x COMMPROF_OUTPUT="$M/numamix" \
    -x HWLOC_XMLFILE="$ROOT/tests/mapper/machines/two-packages-numa.xml" "$M/partners" 4096 20 : \
    -n 2 -x LD_PRELOAD="$ROOT/lib/libcommprof.so" -x COMMPROF_OUTPUT="$M/numamix" \
    -x HWLOC_XMLFILE="$ROOT/tests/mapper/machines/two-packages-of-4.xml" "$M/partners" 4096 20 >"$M/numamix.log" 2>&1
"$MP" --hostfile "$M/numa.hosts" --format perm -o /dev/null "$M/numamix" 2>"$M/numamix.err"
rc=$?
[ $rc = 0 ] && grep -q "differ in their sockets (rank 0's node has NUMA nodes of 2 cores inside its packages, rank 2's none, both on $(hostname)): one socket a host" "$M/numamix.err" &&
    ! grep -q "a pair shares[^:]*: numa " "$M/numamix.err" &&
    pass "a recording whose ranks of one host differ in their NUMA nodes only: said, naming the two ranks, no NUMA level" ||
    fail "a recording of unlike NUMA nodes on one host" "rc $rc: $(grep -i 'numa\|socket' "$M/numamix.err" | head -2)"
rm -rf "$M/utsnuma"
mpirun.openmpi --oversubscribe -n 4 -x LD_PRELOAD="$ROOT/lib/libcommprof.so" -x COMMPROF_OUTPUT="$M/utsnuma" \
    -x HWLOC_XMLFILE="$ROOT/tests/mapper/machines/two-packages-numa.xml" unshare --uts sh -c "hostname nodeA && exec $M/partners 4096 20" : \
    -n 2 -x LD_PRELOAD="$ROOT/lib/libcommprof.so" -x COMMPROF_OUTPUT="$M/utsnuma" unshare --uts sh -c "hostname nodeB && exec $M/partners 4096 20" \
    >"$M/utsnuma.log" 2>&1
if [ "$ones" != 1 ]; then
    skip "NUMA nodes host by host" "this machine has $ones packages, not 1"
elif ! grep -q '^hosts nodeA nodeA nodeA nodeA nodeB nodeB$' "$M/utsnuma.log"; then
    skip "NUMA nodes host by host" "ranks in UTS namespaces of their own did not run: $(tail -2 "$M/utsnuma.log")"
else
    "$SANMP" --hostfile "$M/uts.hosts" --format perm -o "$M/utsnuma.perm" "$M/utsnuma" 2>"$M/utsnuma.err"
    rc=$?
    "$ROOT/bin/analyzer" -q "$M/utsnuma" -o "$M/utsnuma.graph" 2>/dev/null
    read -r got best < <(python3 - "$M/utsnuma.graph" "$M/utsnuma.perm" <<'PY'
import itertools, sys
where = [("A", 0, 0), ("A", 0, 0), ("A", 0, 1), ("A", 0, 1), ("B", 0, 0), ("B", 0, 0)]  # core -> (node, socket, NUMA node)
lines = [l.split() for l in open(sys.argv[1]) if not l.startswith("%")]
w = {}
for u, row in enumerate(lines[1:]):
    for k in range(0, len(row), 2):
        v = int(row[k]) - 1
        if u < v: w[(u, v)] = int(row[k + 1])
def d(a, b):
    a, b = where[a], where[b]
    return 1 if a == b else 10 if a[:2] == b[:2] else 100 if a[0] == b[0] else 1000
cost = lambda core: sum(x * d(core[u], core[v]) for (u, v), x in w.items())
print(cost([int(l) for l in open(sys.argv[2])]), min(cost(p) for p in itertools.permutations(range(6))))
PY
)
    [ $rc = 0 ] && grep -q "host by host: its nodes differ (1 host of 2 packages of 4 cores (2 NUMA nodes of 2 each), 1 host of 1 package of 2 cores" "$M/utsnuma.err" &&
        [ -n "$best" ] && [ "$got" = "$best" ] &&
        pass "NUMA nodes host by host (nodeA 2 packages x 2 NUMA nodes x 2 cores, nodeB 1 package): said, the optimum of all 720 placements ($got)" ||
        fail "NUMA nodes host by host" "rc $rc, cost ${got:-?} optimum ${best:-?}: $(grep -i 'numa\|socket\|error' "$M/utsnuma.err" | head -2)"
fi
# places of K cores a rank (a hybrid job's PE=K): NUMA nodes of 2 hold one
# place of 2 each, so the level stays; places of 4 would span two, so it
# goes, said, and each place is 4 cores of one socket
printf 'nodeA slots=32\n' >"$M/numa32.hosts"
"$MP" --hostfile "$M/numa32.hosts" --cores-per-rank 4 -o "$M/numa.k4.rf" "$M/$xml.rec" 2>"$M/numa.k4.err"
rc=$?
"$MP" --hostfile "$M/numa32.hosts" --cores-per-rank 2 -o "$M/numa.k2.rf" "$M/$xml.rec" 2>"$M/numa.k2.err"
rc2=$?
[ $rc = 0 ] && grep -q "not made a level: places of 4 cores a rank do not fill NUMA nodes of 2" "$M/numa.k4.err" &&
    [ "$(grep -c '^rank [0-7]=nodeA slot=\([0-9]*\)-[0-9]*$' "$M/numa.k4.rf")" = 8 ] &&
    awk -F'slot=' '/^rank/ { split($2, a, "-"); if (a[1] % 4 || a[2] != a[1] + 3) bad++ } END { exit bad > 0 }' "$M/numa.k4.rf" &&
    [ $rc2 = 0 ] && grep -q "each in NUMA nodes of 2 cores" "$M/numa.k2.err" && ! grep -q "not made a level" "$M/numa.k2.err" &&
    pass "NUMA nodes from the recording with places of K cores: kept for K=2 (a place a NUMA node), left out for K=4, said, each rank on 4 cores of one socket" ||
    fail "NUMA nodes and --cores-per-rank" "rc $rc/$rc2: $(grep -h 'numa\|NUMA\|error' "$M/numa.k4.err" "$M/numa.k2.err" | head -3)"
# Knowing the sockets costs no more than not knowing them: AMG2013's 1,000
# ranks on 16 hosts of 2 x 32.  Scotch mapping onto the three levels at
# once cut the network more to keep bytes inside a socket, 4.3% above the
# placement made on one socket a host (both costed by the brute force's
# cost on the two sockets); the member that places on the hosts first,
# then splits each into its sockets, takes the better of both
gf=$ROOT/../shared/graphs/amg2013_1000.graph.gz
if [ -f "$gf" ]; then
    zcat "$gf" >"$M/amg.graph"
    for i in $(seq 16); do echo "n$i slots=64"; done >"$M/amg.hosts"
    "$MP" --reproducible --hostfile "$M/amg.hosts" --format perm -o "$M/amg.one" "$M/amg.graph" 2>/dev/null
    "$MP" --reproducible --hostfile "$M/amg.hosts" --cores-per-socket 32 --format perm -o "$M/amg.two" "$M/amg.graph" 2>"$M/amg.err"
    one=$(python3 "$BF" cost "$M/amg.graph" 32:2:16 1:10:100 "$M/amg.one")
    two=$(python3 "$BF" cost "$M/amg.graph" 32:2:16 1:10:100 "$M/amg.two")
    won=$(sed -n 's/^mapper: \([-a-z0-9.]*\) .*<- chosen$/\1/p' "$M/amg.err")
    [ -n "$one" ] && [ -n "$two" ] && awk -v a="$one" -v b="$two" 'BEGIN { exit !(b <= a) }' &&
        pass "AMG2013 on 16 hosts of 2 x 32: placed knowing the sockets $two, not knowing them $one (the brute force's cost on the sockets), $won chosen" ||
        fail "AMG2013 placed knowing the sockets" "costs $two, without them $one ($won chosen)"
else
    skip "AMG2013 placed knowing the sockets" "shared graphs missing"
fi

# beside: t-80 (runs in the second lane: tests/run-tests)
# mapper: the machine as users give it — hwloc topologies (NUMA, threads,
# --physical against hwloc-calc, node types), hostfiles with Open MPI's
# keywords, PBS's node file, Slurm's variables, this machine by default —
# each against a hand-written rankfile, and sizes past the limits refused.
source tests/lib/mapper.sh
printf "2 1 001\n2 7\n1 7\n" >"$M/two.graph"

# machines from hwloc (--topology): a synthetic 2-package x 4-core node
# with 2 hardware threads per core (threads are not cores)
lstopo -i "package:2 core:4 pu:2" --of xml "$M/t2x4.xml" 2>/dev/null
scripts/gen-stencil 4 4 2 >"$M/s32.graph"
"$MP" -q --topology "$M/t2x4.xml" --nodes 4 --seed 3 --format perm -o "$M/topo.perm" "$M/s32.graph" &&
    "$MP" -q --hierarchy 4:2:4 --seed 3 --format perm -o "$M/hier.perm" "$M/s32.graph" &&
    cmp -s "$M/topo.perm" "$M/hier.perm" && pass "mapper: --topology (2 packages x 4 cores x 2 threads) --nodes 4 = --hierarchy 4:2:4" ||
    fail "mapper: --topology --nodes 4 = --hierarchy 4:2:4"
# NUMA nodes inside the packages (AMD NPS2-like: 2 packages x 2 NUMA nodes x
# 4 cores) are a level of their own: the same placement as --hierarchy
# 4:2:2:2; rankfile cores still count within the package; distances then
# need four values, and say so
lstopo -i "package:2 numa:2 core:4 pu:1" --of xml "$M/numa.xml" 2>/dev/null
"$MP" -q --topology "$M/numa.xml" --nodes 2 --seed 3 --format perm -o "$M/numa.perm" "$M/s32.graph" &&
    "$MP" -q --hierarchy 4:2:2:2 --seed 3 --format perm -o "$M/hier4.perm" "$M/s32.graph" &&
    cmp -s "$M/numa.perm" "$M/hier4.perm" &&
    pass "mapper: --topology with 2 NUMA nodes per package --nodes 2 = --hierarchy 4:2:2:2" ||
    fail "mapper: --topology with NUMA nodes = --hierarchy 4:2:2:2"
"$MP" -q --topology "$M/numa.xml" --nodes 2 --strategy identity "$M/s32.graph" | grep -v '^#' >"$M/numa.rankfile"
for r in $(seq 0 31); do echo "rank $r=node$((r / 16)) slot=$((r / 8 % 2)):$((r % 8))"; done >"$M/numa.expected"
same "mapper: NUMA level: rankfile cores 0-7 within each package" "$M/numa.expected" "$M/numa.rankfile"
bad numa-distances 2 "need 4 whole numbers > 0, innermost first .same NUMA node .L3 cache. : same socket : same node : between nodes" \
    "2 1\n2\n1\n" --topology "$M/numa.xml" --distances 1:10:100
# a hostfile takes each host's first slots cores, package by package; a host
# named twice adds its slots (alpha 6 + 1)
printf "alpha slots=6\nbeta slots=3\nalpha\n" >"$M/hf3"
awk 'BEGIN { print "10 9 001"; for (i = 1; i <= 10; i++) { l = ""; if (i > 1) l = (i - 1) " 1"; if (i < 10) l = l (l == "" ? "" : " ") (i + 1) " 1"; print l } }' >"$M/line10.graph"
"$MP" -q --topology "$M/t2x4.xml" --hostfile "$M/hf3" --strategy identity "$M/line10.graph" | grep -v '^#' >"$M/topo.rankfile"
{ for c in 0 1 2 3; do echo "0:$c"; done; for c in 0 1 2; do echo "1:$c"; done; for c in 0 1 2; do echo "beta 0:$c"; done; } |
    awk '{ if (NF == 1) { h = "alpha"; s = $1 } else { h = $1; s = $2 } printf "rank %d=%s slot=%s\n", NR - 1, h, s }' >"$M/topo.expected"
same "mapper: --topology with a hostfile: alpha's 7 slots over both packages, beta's 3 on package 0" "$M/topo.expected" "$M/topo.rankfile"
# --physical: slots are the OS index of each core's first PU, for
# rmaps_rank_file_physical.  A node whose cores' two threads are numbered 4
# apart (package 0's core j has PUs j and 4+j, package 1's 8+j and 12+j), so
# that package 1's PU numbers are not its cores' logical indexes; truth:
# hwloc-calc's own translation of each logical core to its PUs
lstopo -i "package:2 core:4 pu:2(indexes=8,12,9,13,10,14,11,15,0,4,1,5,2,6,3,7)" --of xml "$M/tht.xml" 2>/dev/null
"$MP" -q --topology "$M/tht.xml" --hostfile "$M/hf3" --strategy identity --physical "$M/line10.graph" |
    grep -v '^#' >"$M/phys.rankfile"
i=0
for hc in alpha:0 alpha:1 alpha:2 alpha:3 alpha:4 alpha:5 alpha:6 beta:0 beta:1 beta:2; do
    echo "rank $i=${hc%:*} slot=$(hwloc-calc -i "$M/tht.xml" --physical-output --intersect pu "core:${hc#*:}" | cut -d, -f1)"
    i=$((i + 1))
done >"$M/phys.expected"
same "mapper: --physical: each rank's slot is its core's first PU by OS index (hwloc-calc), hosts as the hostfile says" \
    "$M/phys.expected" "$M/phys.rankfile"
bad physical-hierarchy 2 "physical needs the cores' PU numbers, which only hwloc knows" "2 1\n2\n1\n" --hierarchy 2:2 --physical
bad physical-perm 2 "physical is for rankfiles" "2 1\n2\n1\n" --topology "$M/tht.xml" --physical --format perm
# node types: --topology XML=HOSTS per type, one XML without a list for
# the rest.  n1 and n2 are 2 packages x 4 cores, g1 4 packages x 2 cores;
# identity on a line of 24 ranks puts each host's ranks package by package,
# and costs 2 arcs between hosts x 100 + 5 between packages (n1 1, n2 1, g1 3)
# x 10 + 16 inside x 1 = 266
lstopo -i "package:4 core:2 pu:1" --of xml "$M/t4x2.xml" 2>/dev/null
printf "n1 slots=8\nn2 slots=8\ng1 slots=8\n" >"$M/hf-types"
awk 'BEGIN { n = 24; print n, n - 1, "001"; for (i = 1; i <= n; i++) { l = ""; if (i > 1) l = (i - 1) " 1"; if (i < n) l = l (l == "" ? "" : " ") (i + 1) " 1"; print l } }' >"$M/line24.graph"
"$MP" --hostfile "$M/hf-types" --topology "$M/t2x4.xml=n[1-2]" --topology "$M/t4x2.xml" --strategy identity \
    "$M/line24.graph" 2>/dev/null >"$M/types.rankfile"
{ for h in n1 n2; do for s in 0 1; do for c in 0 1 2 3; do echo "$h $s:$c"; done; done; done
  for s in 0 1 2 3; do for c in 0 1; do echo "g1 $s:$c"; done; done; } |
    awk '{ printf "rank %d=%s slot=%s\n", NR - 1, $1, $2 }' >"$M/types.expected"
grep -q "^# cost J/2 266 " "$M/types.rankfile" &&
    same "mapper: two node types (--topology XML=n[1-2] and a default): each host's packages as its type has them, cost 266" \
        "$M/types.expected" <(grep -v '^#' "$M/types.rankfile") ||
    fail "mapper: two node types" "$(head -2 "$M/types.rankfile")"
# a type with NUMA nodes inside its packages beside one without: every node
# gets the level (one group a package on n1); 8 ranks on n1, 16 on g1 (2
# packages x 2 NUMA x 4 cores): 6 arcs inside a group + 1 between n1's
# packages x 100 + 1 between hosts x 1000, g1 12 x 1 + 2 between groups x
# 10 + 1 between packages x 100 = 1238
printf "n1 slots=8\ng1 slots=16\n" >"$M/hf-numa"
"$MP" --hostfile "$M/hf-numa" --topology "$M/t2x4.xml=n1" --topology "$M/numa.xml=g1" --strategy identity \
    --distances 1:10:100:1000 "$M/line24.graph" 2>"$M/types-numa.err" | grep -q "^# cost J/2 1238 " &&
    pass "mapper: node types with and without a NUMA level: one level for all, cost 1238 as counted by hand" ||
    fail "mapper: node types with and without NUMA" "$(cat "$M/types-numa.err")"
# --physical takes each host's PUs from its own type (hwloc-calc's truth)
"$MP" -q --hostfile "$M/hf-types" --topology "$M/tht.xml=n[1-2]" --topology "$M/t4x2.xml" --strategy identity --physical \
    "$M/line24.graph" | grep -v '^#' >"$M/types-phys.rankfile"
i=0
for h in n1 n2 g1; do
    x=$M/tht.xml
    [ $h = g1 ] && x=$M/t4x2.xml
    for c in 0 1 2 3 4 5 6 7; do
        echo "rank $i=$h slot=$(hwloc-calc -i "$x" --physical-output --intersect pu "core:$c" | cut -d, -f1)"
        i=$((i + 1))
    done
done >"$M/types-phys.expected"
same "mapper: --physical with two node types: each host's PUs from its own topology (hwloc-calc)" \
    "$M/types-phys.expected" "$M/types-phys.rankfile"
printf "n1 slots=2\nn2 slots=2\n" >"$M/hf-2"
bad types-twice 2 "host n1 is in two --topology lists" "2 1\n2\n1\n" --hostfile "$M/hf-2" --topology "$M/t2x4.xml=n1" \
    --topology "$M/t4x2.xml=n[1-2]"
bad types-none 2 "host n2 is in no --topology list" "2 1\n2\n1\n" --hostfile "$M/hf-2" --topology "$M/t2x4.xml=n1"
bad types-two-defaults 2 "only one --topology may go without =HOSTS" "2 1\n2\n1\n" --hostfile "$M/hf-2" \
    --topology "$M/t2x4.xml" --topology "$M/t4x2.xml"
bad types-empty-list 2 "bad --topology '.*=' \(an XML, 'this', or XML=HOSTS\)" "2 1\n2\n1\n" --topology "$M/t2x4.xml="
bad types-bad-list 2 "not a host list" "2 1\n2\n1\n" --hostfile "$M/hf-2" --topology "$M/t2x4.xml=n[1-"
bad types-no-hostfile 2 "several --topology node types need a --hostfile" "2 1\n2\n1\n" --topology "$M/t2x4.xml" \
    --topology "$M/t4x2.xml=x"
bad topology-slots 2 "host beta has 9 slots but the topology" "2 1\n2\n1\n" --topology "$M/t2x4.xml" --hostfile <(echo "beta slots=9")
bad topology-xml 2 "not a readable hwloc topology XML" "2 1\n2\n1\n" --topology "$M/line10.graph"
bad nodes-alone 2 "nodes goes with --topology" "2 1\n2\n1\n" --nodes 2
# the default machine: PBS's node file (a host once per slot), else this
# machine through hwloc; Open MPI binds as the rankfile says
printf "n1\nn1\nn2\nn1\n" >"$M/pbs"
awk 'BEGIN { print "4 3 001"; print "2 1"; print "1 1 3 1"; print "2 1 4 1"; print "3 1" }' >"$M/line4.graph"
PBS_NODEFILE=$M/pbs "$MP" --strategy identity "$M/line4.graph" 2>"$M/pbs.err" | grep -v '^#' >"$M/pbs.rankfile"
printf "rank 0=n1 slot=0\nrank 1=n1 slot=1\nrank 2=n1 slot=2\nrank 3=n2 slot=0\n" >"$M/pbs.expected"
grep -q 'machine from $PBS_NODEFILE' "$M/pbs.err" &&
    same "mapper: no machine given: PBS_NODEFILE's (n1 listed 3 times = 3 slots, n2 once)" "$M/pbs.expected" "$M/pbs.rankfile" ||
    fail "mapper: PBS_NODEFILE default" "$(cat "$M/pbs.err")"
# Slurm: the compressed node list (ranges keep their width) with the tasks
# per node, "count(xrepeat)"
awk 'BEGIN { n = 7; print n, n - 1, "001"; for (i = 1; i <= n; i++) { l = ""; if (i > 1) l = (i - 1) " 1"; if (i < n) l = l (l == "" ? "" : " ") (i + 1) " 1"; print l } }' >"$M/line7.graph"
env -u PBS_NODEFILE SLURM_JOB_NODELIST="n[08-09,011],gpu1" SLURM_TASKS_PER_NODE="2(x2),1,2" \
    "$MP" --strategy identity --format hosts "$M/line7.graph" >"$M/slurm.hosts" 2>"$M/slurm.err"
printf "n08\nn08\nn09\nn09\nn011\ngpu1\ngpu1\n" >"$M/slurm.expected"
grep -q 'machine from $SLURM_JOB_NODELIST and $SLURM_TASKS_PER_NODE: 7 cores' "$M/slurm.err" &&
    same "mapper: no machine given: Slurm's n[08-09,011],gpu1 with 2(x2),1,2 tasks per node" "$M/slurm.expected" "$M/slurm.hosts" ||
    fail "mapper: Slurm default" "$(cat "$M/slurm.err")"
# (n[-1] looped forever before: strtoul reads "-1" as the largest number)
for spec in "n[1-2|2(x2)|not a Slurm host list" "n[1-2]|2(x3)|expected a count for each of the 2 hosts" \
    "n[1-2]|2,x|not a list of counts" "n[-1]|1|not a Slurm host list" "n[1-2],n2|1,1,1|host n2 is listed twice"; do
    IFS='|' read -r nl tpn want <<<"$spec"
    env -u PBS_NODEFILE SLURM_JOB_NODELIST="$nl" SLURM_TASKS_PER_NODE="$tpn" timeout 20 "$MP" -q "$M/line7.graph" >/dev/null 2>"$M/slurm-bad.err"
    rc=$?
    [ $rc = 2 ] && grep -q "$want" "$M/slurm-bad.err" && pass "mapper: bad Slurm variables ($nl, $tpn): exit 2, says so" ||
        fail "mapper: bad Slurm variables ($nl, $tpn)" "exit $rc: $(cat "$M/slurm-bad.err")"
done
# Open MPI's hostfile keywords: slots= (cpu=, count=), max_slots= (and
# slots_max=, which Open MPI 4.1's mpirun takes too) caps it, user@host
# logs in as user on host, a bare host has 1 slot, a host named twice adds
# up: n01 4+2, n02 2, n03 1 (hand-counted)
printf '# rack 1\nn01 slots=4 max_slots=8\nroot@n02 cpu = 2 slots_max=2 # two\nn03\nn01 slots=2\n' >"$M/kw.hosts"
awk 'BEGIN { n = 9; print n, n - 1, "001"; for (i = 1; i <= n; i++) { l = ""; if (i > 1) l = (i - 1) " 1"; if (i < n) l = l (l == "" ? "" : " ") (i + 1) " 1"; print l } }' >"$M/line9.graph"
"$BADMP" -q --hostfile "$M/kw.hosts" --strategy identity --format hosts -o "$M/kw.out" "$M/line9.graph" 2>"$M/kw.err"
printf 'n01\nn01\nn01\nn01\nn01\nn01\nn02\nn02\nn03\n' >"$M/kw.expected"
same "mapper: hostfile keywords (slots=, max_slots=, slots_max=, cpu = with spaces, user@host, bare host, host named twice)" "$M/kw.expected" "$M/kw.out" ||
    cat "$M/kw.err" >&2
# 20,000 hosts listed twice add up: 20,000 nodes of 4 + 4 cores (a search
# per line made this quadratic: 13 s for 10^5 hosts, 0.2 s with the index)
awk 'BEGIN { for (k = 0; k < 2; k++) for (i = 0; i < 20000; i++) printf "n%05d slots=4\n", i }' >"$M/many.hosts"
"$MP" --hostfile "$M/many.hosts" --strategy identity --format perm -o "$M/many.perm" "$M/line9.graph" 2>"$M/many.err"
grep -q "9 ranks on 160000 cores" "$M/many.err" && [ "$(tr '\n' ' ' <"$M/many.perm")" = "0 1 2 3 4 5 6 7 8 " ] &&
    pass "mapper: 20,000 hosts named twice in a hostfile: 160,000 cores, slots added per host" ||
    fail "mapper: a hostfile of 40,000 lines" "$(head -c 400 "$M/many.err")"
# sizes past the machine's limits fail at once with the line, under ASan
# (slots=2000000000 twice overflowed an int and wrote past an array before)
echo "a slots=99999999999" >"$M/bad.hf1"
bad hostfile-huge-slots 2 "bad.hf1:1: bad slots value '99999999999'" "2 1\n2\n1\n" --hostfile "$M/bad.hf1"
printf 'a slots=2000000000\nb slots=2000000000\n' >"$M/bad.hf2"
bad hostfile-int-overflow 2 "bad.hf2:1: bad slots value '2000000000' \(a whole number from 1 to 16777216\)" "2 1\n2\n1\n" --hostfile "$M/bad.hf2"
printf 'a slots=10000000\n\na slots=10000000\n' >"$M/bad.hf3"
bad hostfile-host-sum 2 "bad.hf3:3: host a has more than 16777216 slots in all" "2 1\n2\n1\n" --hostfile "$M/bad.hf3"
printf 'a slots=10000000\nb slots=10000000\n' >"$M/bad.hf4"
bad hostfile-machine-size 2 "machine has 20000000 cores, more than the 16777216" "2 1\n2\n1\n" --hostfile "$M/bad.hf4"
printf 'a slots=1\nb slots=3 max_slots=2\n' >"$M/bad.hf5"
bad hostfile-max-slots 2 "bad.hf5:2: slots=3 is more than max_slots=2" "2 1\n2\n1\n" --hostfile "$M/bad.hf5"
printf 'a slots=1\nb slots_max=2 slots=3\n' >"$M/bad.hf7"
bad hostfile-slots-max 2 "bad.hf7:2: slots=3 is more than max_slots=2" "2 1\n2\n1\n" --hostfile "$M/bad.hf7"
printf 'a slots=2 sockets=1 4\n' >"$M/bad.hf6"
bad hostfile-unknown 2 "bad.hf6:1: unknown '4'" "2 1\n2\n1\n" --hostfile "$M/bad.hf6"
bad hierarchy-size 2 "hierarchy '4096:4096:2' has too many cores \(at most 16777216\)" "2 1\n2\n1\n" --hierarchy 4096:4096:2
# Slurm lists past the limits (the repeats were looped through one by one)
for spec in "n[0-999999],m[0-999999]|1|more than 1048576 hosts" \
    "n[1-2]|1(x16777216),1(x16777216)|expected a count for each of the 2 hosts"; do
    IFS='|' read -r nl tpn want <<<"$spec"
    env -u PBS_NODEFILE SLURM_JOB_NODELIST="$nl" SLURM_TASKS_PER_NODE="$tpn" timeout 20 "$BADMP" -q "$M/line7.graph" >/dev/null 2>"$M/slurm-big.err"
    rc=$?
    [ $rc = 2 ] && grep -q "$want" "$M/slurm-big.err" && ! grep -q "Sanitizer\|runtime error" "$M/slurm-big.err" &&
        pass "mapper: Slurm variables past the limits (${nl:0:24}, ${tpn:0:24}): exit 2, says so" ||
        fail "mapper: Slurm variables past the limits (${nl:0:24}, ${tpn:0:24})" "exit $rc: $(head -c 600 "$M/slurm-big.err")"
done
ncores=$(hwloc-calc --number-of core machine:0 2>/dev/null || echo 1)
if [ "$ncores" -ge 2 ]; then
    env -u PBS_NODEFILE -u OMPI_MCA_orte_default_hostfile -u SLURM_JOB_NODELIST "$MP" --strategy identity -o "$M/here.rankfile" "$M/two.graph" 2>"$M/here.err"
    if grep -q "machine from this machine (hwloc): $ncores cores" "$M/here.err" &&
        timeout 120 mpirun.openmpi --rankfile "$M/here.rankfile" --report-bindings -np 2 true >"$M/here.log" 2>&1 &&
        grep -q "rank 0 bound to socket 0\[core 0" "$M/here.log" && grep -q "rank 1 bound to socket 0\[core 1" "$M/here.log"; then
        pass "mapper: no machine given: this one through hwloc ($ncores cores); Open MPI binds as written"
    else
        fail "mapper: default machine from hwloc" "$(cat "$M/here.err" "$M/here.log" | head -5)"
    fi
    # the same placement as physical PU numbers, read by Open MPI as such
    pu0=$(hwloc-calc --physical-output --intersect pu core:0 | cut -d, -f1)
    pu1=$(hwloc-calc --physical-output --intersect pu core:1 | cut -d, -f1)
    env -u PBS_NODEFILE -u OMPI_MCA_orte_default_hostfile -u SLURM_JOB_NODELIST "$MP" -q --strategy identity --physical \
        -o "$M/here.phys" "$M/two.graph"
    if grep -q "^rank 0=.* slot=$pu0\$" "$M/here.phys" && grep -q "^rank 1=.* slot=$pu1\$" "$M/here.phys" &&
        timeout 120 mpirun.openmpi --mca rmaps_rank_file_physical 1 --rankfile "$M/here.phys" --report-bindings -np 2 true \
            >"$M/here.phys.log" 2>&1 &&
        grep -q "rank 0 bound to socket 0\[core 0" "$M/here.phys.log" && grep -q "rank 1 bound to socket 0\[core 1" "$M/here.phys.log"; then
        pass "mapper: --physical on this machine: PUs $pu0 and $pu1; Open MPI (rmaps_rank_file_physical) binds as written"
    else
        fail "mapper: --physical on this machine" "$(cat "$M/here.phys" "$M/here.phys.log" | head -8)"
    fi
else
    skip "mapper: default machine from hwloc" "one core here"
fi

# ranks of several cores (a hybrid job's PE=K, --cores-per-rank K): each
# rank bound to K neighbouring cores of one package, a host of S slots
# holding S/K ranks.  Truths: the rankfiles written by hand from K and the
# machine, and the pairs' optimum (each heavy pair on one host).
printf "a slots=4\nb slots=4\n" >"$M/pe.hosts"
printf "4 2 001\n3 100\n4 100\n1 100\n2 100\n" >"$M/pe.graph" # ranks 0-2 and 1-3 talk
"$MP" -q --hostfile "$M/pe.hosts" --cores-per-rank 2 --strategy identity "$M/pe.graph" | grep -v '^#' >"$M/pe.id"
printf "rank 0=a slot=0-1\nrank 1=a slot=2-3\nrank 2=b slot=0-1\nrank 3=b slot=2-3\n" >"$M/pe.id.expected"
same "mapper --cores-per-rank 2 on hosts of 4 slots: two ranks a host, each on 2 cores (slot=0-1, 2-3)" "$M/pe.id.expected" "$M/pe.id"
"$MP" -q --hostfile "$M/pe.hosts" --cores-per-rank 2 "$M/pe.graph" | grep -v '^#' >"$M/pe.placed"
h() { sed -n "s/^rank $1=\([a-z]*\) .*/\1/p" "$M/pe.placed"; }
[ "$(wc -l <"$M/pe.placed")" = 4 ] && [ "$(h 0)" = "$(h 2)" ] && [ "$(h 1)" = "$(h 3)" ] && [ "$(h 0)" != "$(h 1)" ] &&
    [ "$(sed 's/.*slot=//' "$M/pe.placed" | sort | tr '\n' ' ')" = "0-1 0-1 2-3 2-3 " ] &&
    pass "mapper --cores-per-rank 2: each talking pair on one host, the two ranks of a host on cores 0-1 and 2-3" ||
    fail "mapper --cores-per-rank 2 placement" "$(cat "$M/pe.placed")"
# a hostfile whose slots count ranks (Open MPI 4 with PE=2 takes slots=2
# for two ranks of 2 cores; PBS's node file, a line a rank): slots for
# every rank but too few cores at 2 a rank, so each slot is a place of 2
printf "a slots=2\nb slots=2\n" >"$M/pe2.hosts"
"$MP" --hostfile "$M/pe2.hosts" --cores-per-rank 2 --ranks 4 --strategy identity "$M/pe.graph" 2>"$M/pe2.err" |
    grep -v '^#' >"$M/pe2.id"
grep -q "its slots count ranks: 4 slots for 4 ranks of 2 cores.*: 4 places of 2 cores" "$M/pe2.err" &&
    cmp -s "$M/pe.id.expected" "$M/pe2.id" &&
    pass "mapper --cores-per-rank 2 on slots=2 hosts for 4 ranks: the slots count ranks, each a place of 2 cores, said" ||
    fail "mapper --cores-per-rank on a hostfile of rank slots" "$(grep -e machine -e error "$M/pe2.err") $(cat "$M/pe2.id")"
# under Slurm (srun -n 4 -c 2): $SLURM_TASKS_PER_NODE counts ranks, so each
# host's cores are its tasks x 2
SLURM_JOB_NODELIST='n[1-2]' SLURM_TASKS_PER_NODE='2(x2)' "$MP" --cores-per-rank 2 --format slurm "$M/pe.graph" \
    2>"$M/pe.slurm.err" >"$M/pe.slurm"
grep -q "machine from \$SLURM_JOB_NODELIST and \$SLURM_TASKS_PER_NODE: 4 places of 2 cores" "$M/pe.slurm.err" &&
    [ "$(grep -v '^#' "$M/pe.slurm" | sort | uniq -c | awk '{ print $1 }' | tr '\n' ' ')" = "2 2 " ] &&
    pass "mapper --cores-per-rank 2 under Slurm: 2 tasks a node are 4 cores, 2 places of 2 cores each" ||
    fail "mapper --cores-per-rank under Slurm's variables" "$(grep -e machine -e error "$M/pe.slurm.err")"
# hwloc's packages: units inside a package, a package's leftover core unused
scripts/gen-stencil 2 2 2 >"$M/s8.graph"
"$MP" -q --topology "$M/t2x4.xml" --nodes 2 --cores-per-rank 2 --strategy identity "$M/s8.graph" | grep -v '^#' >"$M/pe.topo"
for r in $(seq 0 7); do echo "rank $r=node$((r / 4)) slot=$((r / 2 % 2)):$((r % 2 * 2))-$((r % 2 * 2 + 1))"; done >"$M/pe.topo.expected"
same "mapper --topology (2 packages x 4 cores) --cores-per-rank 2: rank r on package r/2 mod 2, cores 2(r mod 2) and next" \
    "$M/pe.topo.expected" "$M/pe.topo"
# the rankfile read back (--placement, as commprof-run --predict and
# COMMPROF_REORDER read it): slot=P:0-1 ranges taken, the same placement
"$MP" -q --topology "$M/t2x4.xml" --nodes 2 --cores-per-rank 2 --placement "$M/pe.topo" --format perm -o "$M/pe.topo.back" \
    "$M/s8.graph" 2>"$M/pe.back.err" && [ "$(tr '\n' ' ' <"$M/pe.topo.back")" = "0 1 2 3 4 5 6 7 " ] &&
    pass "mapper --placement reads its own slot=P:a-b rankfile back (ranks of 2 cores): the same placement" ||
    fail "mapper --placement of a rankfile with core ranges" "$(cat "$M/pe.back.err") $(tr '\n' ' ' <"$M/pe.topo.back" 2>/dev/null)"
"$MP" -q --topology "$M/t2x4.xml" --nodes 2 --cores-per-rank 3 --strategy identity "$M/pe.graph" | grep -v '^#' >"$M/pe.topo3"
printf "rank 0=node0 slot=0:0-2\nrank 1=node0 slot=1:0-2\nrank 2=node1 slot=0:0-2\nrank 3=node1 slot=1:0-2\n" >"$M/pe.topo3.expected"
same "mapper --cores-per-rank 3 on packages of 4 cores: one rank a package, cores 0-2, core 3 left" "$M/pe.topo3.expected" "$M/pe.topo3"
san_same "--hostfile $M/pe.hosts --cores-per-rank 2 $M/pe.graph"
bad pe-too-few 2 "the machine from the hostfile .*pe.hosts has 2 places of 3 cores" \
    "4 2 001\n3 100\n4 100\n1 100\n2 100\n" --hostfile "$M/pe.hosts" --cores-per-rank 3
bad pe-socket 2 "cores-per-rank 5: host a has a socket of 4 cores .*too few for one rank" \
    "2 1\n2\n1\n" --hostfile "$M/pe.hosts" --cores-per-rank 5
# NUMA nodes of 2 cores inside packages of 4: places of 4 cores span two,
# so they are no level, said, one place a package; places of 2 keep it
printf "rank 0=node0 slot=0:0-3\nrank 1=node0 slot=1:0-3\n" >"$M/pe.numa4.expected"
printf "2 1\n2\n1\n" >"$M/pe.numa.graph"
"$MP" --topology "$ROOT/tests/mapper/machines/two-packages-numa.xml" --cores-per-rank 4 -o "$M/pe.numa4.rf" "$M/pe.numa.graph" 2>"$M/pe.numa4.err"
grep -v '^#' "$M/pe.numa4.rf" >"$M/pe.numa4"
"$MP" --check --topology "$ROOT/tests/mapper/machines/two-packages-numa.xml" --cores-per-rank 2 2>"$M/pe.numa2.err"
cmp -s "$M/pe.numa4" "$M/pe.numa4.expected" &&
    grep -q "machine from the topology .*two-packages-numa.xml (its NUMA nodes of 2 cores made no level: places of 4 cores a rank span two of them): 2 places of 4 cores" "$M/pe.numa4.err" &&
    grep -q "4 places of 2 cores, levels numa, package, node" "$M/pe.numa2.err" &&
    pass "--topology with NUMA nodes of 2 cores: --cores-per-rank 4 makes them no level, said, a place a package (slot=P:0-3); 2 keeps them" ||
    fail "--topology, NUMA nodes and --cores-per-rank" "$(cat "$M/pe.numa4") / $(grep -h 'machine from\|error\|pair shares' "$M/pe.numa4.err" "$M/pe.numa2.err" | head -3)"
bad pe-physical 2 "physical names one PU a rank: with --cores-per-rank 2 leave it out" \
    "2 1\n2\n1\n" --topology "$M/t2x4.xml" --nodes 2 --cores-per-rank 2 --physical
bad pe-zero 2 "cores-per-rank" "2 1\n2\n1\n" --hostfile "$M/pe.hosts" --cores-per-rank 0
# which recordings' ranks had cores of their own (PE=K), from bindings
# written by hand as the launchers make them (tests/unit/machine_units_check.c)
if unit_build machine_units_check && "$ROOT/build/unit/machine_units_check" >"$M/muc.log" 2>&1; then
    pass "mapper: $(cat "$M/muc.log")"
else
    fail "mapper: the cores each rank had to itself" "$(head -5 "$M/muc.log")"
fi
# real recordings of ranks bound to a core each and of unbound ranks (all
# the node's cores, shared): one core a rank, nothing said
if mpicc.openmpi -O1 -o "$M/pe.ring" tests/programs/ring.c 2>"$M/pe.cc.log"; then
    for b in core none; do
        "$ROOT/bin/commprof-run" -o "$M/pe.rec.$b" -- mpirun.openmpi --oversubscribe -n 2 --bind-to $b "$M/pe.ring" \
            </dev/null >"$M/pe.rec.$b.log" 2>&1
        "$MP" --hostfile "$M/pe.hosts" "$M/pe.rec.$b" 2>"$M/pe.$b.err" | grep '^rank' >"$M/pe.$b.rf"
        [ "$(grep -c ' slot=[0-9]*$' "$M/pe.$b.rf")" = 2 ] && ! grep -q "cores of its own" "$M/pe.$b.err" &&
            pass "mapper: a recording of ranks run --bind-to $b places one core a rank, nothing said" ||
            fail "mapper: a --bind-to $b recording taken for ranks of several cores" "$(grep -e 'cores of its own' -e error "$M/pe.$b.err") $(cat "$M/pe.$b.rf")"
    done
else
    fail "mapper: ring builds" "$(head -3 "$M/pe.cc.log")"
fi

# a recording of one host that is this machine (a workstation's job) is
# placed on this machine's sockets and cores (hwloc), each rank where it
# ran: a synthetic recording of a 4 x 2 x 2 stencil (tests/bench/
# gen_recording.c) bound as Open MPI binds more than two ranks (socket r
# mod 2 of 8 cores), read under a 2-package x 8-core hwloc topology.
# Truths: the binding written, the recording's pairs (commprof-dump) and
# a brute force over every split of the 16 ranks into two sockets of 8.
# Before, the machine was the recording's slots in one socket: nothing to
# place, the profiled order kept.
HOSTNOW=$(hostname)
if cc -O2 -std=c11 -D_GNU_SOURCE -I"$ROOT/interpose/record" -o "$M/gen_recording" tests/bench/gen_recording.c 2>"$M/gen.cc.log"; then
    rm -rf "$M/ws.rec" "$M/ws.rec20" "$M/ws.other"
    GEN_HOST=$HOSTNOW GEN_SOCKETS=2:8 "$M/gen_recording" "$M/ws.rec" 4 2 2 0
    GEN_HOST=$HOSTNOW GEN_SOCKETS=2:8 "$M/gen_recording" "$M/ws.rec20" 5 2 2 0
    GEN_SOCKETS=2:8 "$M/gen_recording" "$M/ws.other" 4 2 2 0
    export HWLOC_SYNTHETIC="pack:2 core:8 pu:1"
    "$MP" --strategy launched "$M/ws.rec" 2>"$M/ws.launched.err" | grep '^rank' >"$M/ws.launched"
    for r in $(seq 0 15); do echo "rank $r=$HOSTNOW slot=$((r % 2)):$((r / 2))"; done >"$M/ws.launched.expected"
    same "mapper: a recording on this machine, ranks bound a socket each in turn: the profiled placement on the cores each ran on" \
        "$M/ws.launched.expected" "$M/ws.launched"
    "$MP" "$M/ws.rec" 2>"$M/ws.err" | grep '^rank' >"$M/ws.rf"
    "$ROOT/bin/commprof-dump" "$M/ws.rec" >"$M/ws.pairs"
    # cross-socket bytes: of the rankfile's, as profiled (socket r mod 2),
    # and the least of any split into two sockets of 8
    python3 - "$M/ws.pairs" "$M/ws.rf" >"$M/ws.cut" <<'PY'
import itertools, re, sys
pairs = [tuple(int(x) for x in l.split()[:4]) for l in open(sys.argv[1]) if l[:1].isdigit()]
sock = {}
for l in open(sys.argv[2]):
    m = re.match(r"rank (\d+)=\S+ slot=(\d+):\d+$", l)
    if m: sock[int(m.group(1))] = int(m.group(2))
cut = lambda s: sum(b for a, c, _, b in pairs if s[a] != s[c])
best = min(cut({r: int(r in half) for r in range(16)}) for half in itertools.combinations(range(16), 8))
print(len(sock), cut(sock) if len(sock) == 16 else -1, cut({r: r % 2 for r in range(16)}), best)
PY
    read -r nr placed profiled best <"$M/ws.cut"
    [ "$nr" = 16 ] && [ "$placed" = "$best" ] && [ "$placed" -lt "$profiled" ] &&
        grep -q "machine from the recording's host, this machine (its sockets and cores from hwloc): 16 cores" "$M/ws.err" &&
        pass "mapper REC on a 2-socket workstation: this machine's sockets, $placed bytes between them (the least of any split; $profiled as profiled)" ||
        fail "mapper REC on this machine's sockets" "$nr ranks, $placed bytes across (least $best, profiled $profiled): $(grep -e 'machine from' -e error "$M/ws.err")"
    san_same "$M/ws.rec"
    # more ranks than cores (an oversubscribed run), another host's
    # recording: the recording's hosts and slots, as before
    "$MP" --strategy launched "$M/ws.rec20" 2>"$M/ws20.err" >/dev/null
    "$MP" --strategy launched "$M/ws.other" 2>"$M/ws.other.err" >/dev/null
    grep -q "machine from the recording's hosts (as profiled): 20 cores" "$M/ws20.err" &&
        grep -q "machine from the recording's hosts (as profiled): 16 cores" "$M/ws.other.err" &&
        pass "mapper: a recording with more ranks than this machine's cores, or of another host: its hosts' slots" ||
        fail "mapper: recordings this machine cannot hold" "$(grep -h 'machine from' "$M/ws20.err" "$M/ws.other.err")"
    unset HWLOC_SYNTHETIC
    # ranks of 2 cores on this machine's sockets of one core (a VM's 4
    # vCPUs): its slots (2 ranks of 2), not hwloc's sockets, which would
    # refuse them (each rank ran on cores 0-1 and 2-3)
    rm -rf "$M/ws.pe"
    GEN_HOST=$HOSTNOW GEN_SOCKETS=2:2 "$M/gen_recording" "$M/ws.pe" 2 1 1 0
    HWLOC_SYNTHETIC="pack:4 core:1 pu:1" "$MP" --cores-per-rank 2 "$M/ws.pe" 2>"$M/ws.pe.err" | grep '^rank' >"$M/ws.pe.rf"
    printf 'rank 0=%s slot=0-1\nrank 1=%s slot=2-3\n' "$HOSTNOW" "$HOSTNOW" >"$M/ws.pe.expected"
    same "mapper --cores-per-rank 2 on this machine's sockets of one core: the recording's slots, not refused" \
        "$M/ws.pe.expected" "$M/ws.pe.rf" || cat "$M/ws.pe.err" >&2
    # the same binding on another node, its 2 packages of 8 in the
    # recording (format 1.10), placed on a hostfile's host of 16 slots:
    # the profiled placement is where the ranks ran (socket r mod 2), as
    # written, and costs what that placement given by --placement costs;
    # a host of fewer slots than the node's cores (2 packages of 16) is
    # filled in rank order.
    # Before, every hostfile's host was filled: rank 1 beside rank 0.
    rm -rf "$M/ws.pk" "$M/ws.pk32"
    GEN_HOST=nodeA GEN_SOCKETS=2:8 GEN_PACKAGES=1 "$M/gen_recording" "$M/ws.pk" 4 2 2 0
    GEN_HOST=nodeA GEN_SOCKETS=2:16 GEN_PACKAGES=1 "$M/gen_recording" "$M/ws.pk32" 4 2 2 0
    printf 'nodeA slots=16\n' >"$M/ws.pk.hosts"
    for r in $(seq 0 15); do echo "rank $r=nodeA slot=$(((r % 2) * 8 + r / 2))"; done >"$M/ws.pk.expected"
    for r in $(seq 0 15); do echo $(((r % 2) * 8 + r / 2)); done >"$M/ws.pk.perm"
    "$SANMP" --hostfile "$M/ws.pk.hosts" --strategy launched "$M/ws.pk" 2>"$M/ws.pk.err" | grep '^rank' >"$M/ws.pk.rf"
    "$SANMP" --hostfile "$M/ws.pk.hosts" --strategy launched "$M/ws.pk32" 2>>"$M/ws.pk.err" | grep '^rank' >"$M/ws.pk32.rf"
    given=$("$SANMP" --hostfile "$M/ws.pk.hosts" --placement "$M/ws.pk.perm" "$M/ws.pk" 2>>"$M/ws.pk.err" |
        sed -n 's/^# cost J\/2 \([^ ]*\) (profiled \([^,]*\),.*/\1 \2/p')
    set -- $given
    cmp -s "$M/ws.pk.expected" "$M/ws.pk.rf" && [ -n "$1" ] && [ "$1" = "$2" ] &&
        [ "$(sed -n 2p "$M/ws.pk32.rf")" = "rank 1=nodeA slot=1" ] && ! grep -q 'Sanitizer\|runtime error' "$M/ws.pk.err" &&
        pass "mapper --hostfile: a recording of ranks bound a socket each in turn, the profiled placement where they ran (rank 1 slot=8; cost $2, that placement's given); 16 slots on nodes of 32 cores filled" ||
        fail "mapper --hostfile: the profiled placement of ranks bound a socket each" "cost given ${1:-?}, profiled ${2:-?}: $(diff "$M/ws.pk.expected" "$M/ws.pk.rf" | head -3) $(sed -n 2p "$M/ws.pk32.rf") $(grep -m2 -e error -e Sanit "$M/ws.pk.err")"
    # a host list of it (Hydra's, Slurm's) names no core: --format hosts
    # alone places one socket a host and says how to place the sockets;
    # that way (one placement, written twice) the rankfile's slot of rank i
    # is the placement's core i, the host list's line i its host, and the
    # 2 sockets of 8 hold 8 ranks each (COMMPROF_BIND binds by it)
    "$SANMP" --hostfile "$M/ws.pk.hosts" --format hosts -o "$M/ws.pk.list" "$M/ws.pk" 2>"$M/ws.pk.list.err"
    rc=$?
    "$MP" -q --hostfile "$M/ws.pk.hosts" --format perm -o "$M/ws.pk.placed" "$M/ws.pk" &&
        "$MP" -q --hostfile "$M/ws.pk.hosts" --placement "$M/ws.pk.placed" --format hosts -o "$M/ws.pk.placed.hosts" "$M/ws.pk" &&
        "$MP" -q --hostfile "$M/ws.pk.hosts" --placement "$M/ws.pk.placed" --format rankfile -o "$M/ws.pk.placed.rf" "$M/ws.pk"
    [ $rc = 0 ] && grep -q "note: the recording's nodes have 2 packages, and a host list names hosts only: placed one socket a host; to place the sockets too" "$M/ws.pk.list.err" &&
        ! grep -q 'Sanitizer\|runtime error' "$M/ws.pk.list.err" &&
        [ "$(sed -n 's/^rank [0-9]*=nodeA slot=//p' "$M/ws.pk.placed.rf" | tr '\n' ' ')" = "$(tr '\n' ' ' <"$M/ws.pk.placed")" ] &&
        [ "$(grep -vc '^#' "$M/ws.pk.placed.hosts")" = 16 ] && [ "$(grep -v '^#' "$M/ws.pk.placed.hosts" | sort -u)" = nodeA ] &&
        [ "$(awk '{ print int($1 / 8) }' "$M/ws.pk.placed" | sort | uniq -c | tr -s ' \n' '  ')" = " 8 0 8 1 " ] &&
        pass "mapper --format hosts on a recording of 2 packages: said (one socket a host; the way to place the sockets), and that way the rankfile's slots are the placement's cores, 8 ranks a socket" ||
        fail "mapper --format hosts on a recording of 2 packages" "rc $rc: $(grep -m2 'note\|error' "$M/ws.pk.list.err") $(head -3 "$M/ws.pk.placed.rf" | tr '\n' ';')"
    # a hostfile naming its hosts once each, without slots= (users' most
    # common kind): Open MPI 4 gives each its cores (orte_set_default_slots),
    # where the file alone says 1 and 128 ranks did not fit 2.  A
    # recording of 64 ranks on each of node0 and node1: each takes the
    # ranks that ran there, said.  Truths: the same file with slots=64
    # written; a host named on two lines has 2 (Open MPI sums them)
    unset HWLOC_SYNTHETIC
    rm -rf "$M/bare.rec" && "$M/gen_recording" "$M/bare.rec" 8 4 4 0
    printf 'node0\nnode1\n' >"$M/bare.hosts"
    printf 'node0 slots=64\nnode1 slots=64\n' >"$M/bare64.hosts"
    printf 'node0\nnode0\nnode1\n' >"$M/bare2.hosts"
    "$SANMP" --hostfile "$M/bare.hosts" -o "$M/bare.rf" "$M/bare.rec" 2>"$M/bare.err"
    rc=$?
    "$MP" -q --hostfile "$M/bare64.hosts" -o "$M/bare64.rf" "$M/bare.rec"
    "$MP" -q --hostfile "$M/bare2.hosts" -o /dev/null "$M/bare.rec" 2>"$M/bare2.err"
    rc2=$?
    [ $rc = 0 ] && [ -s "$M/bare.rf" ] && cmp -s <(grep '^rank' "$M/bare.rf") <(grep '^rank' "$M/bare64.rf") &&
        grep -q "machine from the hostfile $M/bare.hosts (node0, node1 named without slots=: the ranks the recording ran there, 64, 64, as Open MPI gives such a host its cores" "$M/bare.err" &&
        [ $rc2 = 2 ] && grep -q "has 66 cores" "$M/bare2.err" &&
        pass "mapper --hostfile naming hosts without slots=: the ranks the recording ran on each (64, 64), said, placed as with slots=64; a host on two lines 2 (with the other's 64, 66 cores for 128 ranks: refused)" ||
        fail "mapper --hostfile without slots=" "rc $rc $rc2: $(grep -h 'machine from\|error' "$M/bare.err" "$M/bare2.err" | head -3)"
else
    fail "mapper: gen_recording builds" "$(head -3 "$M/gen.cc.log")"
fi
# a real launch whose ranks ran on this machine's cores in reverse (a
# rankfile of the launch's own): the profiled placement, kept, is that
# (each core as socket:core, as hwloc numbers this machine's)
slot_of() {
    local p i
    p=$(hwloc-calc -I package "core:$1" 2>/dev/null) &&
        i=$(hwloc-calc -I core "package:$p" 2>/dev/null | tr ',' '\n' | grep -nx "$1" | cut -d: -f1) && echo "$p:$((i - 1))"
}
if [ "$(nproc)" -ge 2 ] && [ -x "$M/pe.ring" ] && [ -n "$(slot_of 1)" ]; then
    printf 'rank 0=%s slot=%s\nrank 1=%s slot=%s\n' "$HOSTNOW" "$(slot_of 1)" "$HOSTNOW" "$(slot_of 0)" >"$M/rev.rankfile"
    rm -rf "$M/rev.rec"
    "$ROOT/bin/commprof-run" -o "$M/rev.rec" -- mpirun.openmpi -n 2 --rankfile "$M/rev.rankfile" "$M/pe.ring" \
        </dev/null >"$M/rev.rec.log" 2>&1
    "$MP" "$M/rev.rec" 2>"$M/rev.err" | grep '^rank' >"$M/rev.rf"
    same "mapper: a launch's ranks on cores 1 and 0 of this machine: kept where they ran" "$M/rev.rankfile" "$M/rev.rf" ||
        cat "$M/rev.err" "$M/rev.rec.log" >&2
fi

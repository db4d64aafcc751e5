# What users hit trying the README's commands: each silent wrong outcome
# or confusing failure found that way, as a user types it, with the clear
# message and exit status it now gets (exit 2 usage, 3 bad or incomplete
# input), and nothing written where nothing should be.
U=$OUT/mistakes
mkdir -p "$U"
LIB=$ROOT/lib/libcommprof.so
AN=$(sanitized analyzer)
MP=$(sanitized mapper)

# expect NAME RC PATTERN CMD...: exit status RC and a message matching PATTERN
expect() {
    local name=$1 want=$2 pat=$3
    shift 3
    "$@" >"$U/out" 2>"$U/err"
    local rc=$?
    [ "$rc" = "$want" ] && grep -qE -- "$pat" "$U/err" && pass "$name" ||
        fail "$name" "exit $rc (want $want): $(head -c 300 "$U/err")"
}

mpicc.openmpi -O1 -Iinterpose -o "$U/phases" tests/programs/phases.c -L"$ROOT/lib" -lcommprof -Wl,-rpath,"$ROOT/lib" &&
    mpicc.openmpi -O1 -o "$U/dies" tests/programs/dies.c || fail "mistakes: the programs build"
ompi_run "$LIB" "$U/rec" "" 4 -x COMMPROF_WINDOW=0.001 "$U/phases" >"$U/rec.log" 2>&1 ||
    fail "mistakes: the phases job runs" "see $U/rec.log"

# --allow-partial over a recording without a single rank file: nothing was
# read (it gave an empty graph and exit 0)
mkdir -p "$U/norank" && cp "$U/rec/job.cpj" "$U/norank/"
expect "analyzer --allow-partial with no rank file at all: exit 3, says nothing was read" 3 \
    "none of the 4 ranks' files is there" "$AN" --allow-partial "$U/norank" -o "$U/norank.csr"
[ ! -e "$U/norank.csr" ] && pass "analyzer --allow-partial with no rank file: no graph written" ||
    fail "analyzer --allow-partial with no rank file wrote a graph"
expect "commprof-dump --allow-partial with no rank file at all: exit 3" 3 "none of the 4 ranks' files" \
    "$DUMP" --allow-partial "$U/norank"

# one output file named twice: the report silently replaced the graph
expect "analyzer -o same --report same: exit 2, names both options" 2 "-o and --report both name" \
    "$AN" "$U/rec" -o "$U/same" --report "$U/same"
[ ! -e "$U/same" ] && pass "analyzer -o same --report same: nothing written" || fail "analyzer -o same --report same wrote"

# --time past the run (it gave an empty graph and "windows 10-4")
expect "analyzer --time 5:9 past the run: exit 3, says the run's length" 3 "starts after the run, which lasted" \
    "$AN" "$U/rec" --time 5:9 -o "$U/late.csr"

# -o NAME.gz: gzip, as the mapper reads it (it wrote plain text under .gz)
"$AN" -q "$U/rec" -o "$U/g.graph.gz" && "$AN" -q "$U/rec" -o "$U/g.graph" &&
    [ "$(head -c 2 "$U/g.graph.gz" | od -An -tx1 | tr -d ' ')" = 1f8b ] && zcat "$U/g.graph.gz" | cmp -s - "$U/g.graph" &&
    "$MP" -q --hierarchy 2:2 --format perm -o "$U/gz.perm" "$U/g.graph.gz" &&
    "$MP" -q --hierarchy 2:2 --format perm -o "$U/plain.perm" "$U/g.graph" && cmp -s "$U/gz.perm" "$U/plain.perm" &&
    pass "analyzer -o g.graph.gz writes gzip (the plain graph inside), the mapper places it alike" ||
    fail "analyzer -o g.graph.gz" "$(head -c 40 "$U/g.graph.gz" | od -c | head -2)"
"$AN" -q "$U/rec" -o "$U/m.mtx.gz" && zcat "$U/m.mtx.gz" | head -1 | grep -q MatrixMarket &&
    pass "analyzer -o m.mtx.gz: MatrixMarket, compressed (the format from the name before .gz)" ||
    fail "analyzer -o m.mtx.gz"

# the mapper reads a graph on stdin, as the analyzer writes one there
"$AN" -q "$U/rec" -o - | "$MP" -q --hierarchy 2:2 --format perm -o "$U/stdin.perm" - && cmp -s "$U/stdin.perm" "$U/plain.perm" &&
    pass "analyzer -o - | mapper ... -: the same placement as from the file" || fail "mapper reading -"

# one file of a recording given: "bad monitoring line" before
node=$(ls "$U/rec"/node.*.cpr | head -1)
expect "analyzer on node.L.cpr: exit 2, give the directory" 2 "is one file of a commprof recording: give its directory, $U/rec" \
    "$AN" "$node"
expect "mapper on job.cpj: exit 2, give the directory" 2 "job.cpj is one file of a commprof recording: give its directory" \
    "$MP" --hierarchy 2:2 "$U/rec/job.cpj"

# phases: listed by --info, named when --phase misses, in the report
"$DUMP" --info "$U/rec" | grep -qx "phases inner, odd-first, setup, solve\|phases inner, setup, solve" &&
    pass "commprof-dump --info lists the phases" || fail "commprof-dump --info phases" "$("$DUMP" --info "$U/rec" | head -8)"
expect "commprof-dump --phase nosuch: exit 3, names the phases there" 3 "no rank recorded a phase named 'nosuch' \(its phases: inner, setup, solve\)" \
    "$DUMP" --phase nosuch "$U/rec"
expect "analyzer --phase nosuch: exit 3, names the phases there" 3 "its phases: inner, setup, solve" \
    "$AN" --phase nosuch "$U/rec" -o "$U/nosuch.csr"
"$AN" -q "$U/rec" --report "$U/rep.txt" && grep -q "^phases: inner, setup, solve" "$U/rep.txt" &&
    "$AN" -q "$U/rec" --report "$U/rep.html" && grep -q 'id="phases">inner, setup, solve<' "$U/rep.html" &&
    pass "the reports list the phases recorded" || fail "reports: phases" "$(head -3 "$U/rep.txt")"

# a job still running: its directory holds the job file of MPI_Init only
rm -rf "$U/running"
ompi_run "$LIB" "$U/running" "" 2 "$U/dies" wait >"$U/running.log" 2>&1 &
job=$!
for _ in $(seq 100); do [ -f "$U/running/job.cpj" ] && break; sleep 0.1; done
sleep 0.5
expect "analyzer on a running job's directory: exit 3, says the job has not finished" 3 \
    "the job has not finished: its job.cpj is from MPI_Init" "$AN" "$U/running" -o "$U/running.csr"
pkill -TERM -f "$U/dies wait" 2>/dev/null
wait $job 2>/dev/null

# a trace lost to MPI_Abort: its events were in memory
rm -rf "$U/aborted"
ompi_run "$LIB" "$U/aborted" "" 2 -x COMMPROF_MODE=trace "$U/dies" abort >"$U/aborted.log" 2>&1
if [ -d "$U/aborted/trace" ]; then
    expect "analyzer on the trace/ of an aborted job: exit 3, says it was never finished and names the profile" 3 \
        "never finished: its events stay in memory until MPI_Finalize.*the profile $U/aborted is complete" \
        "$AN" "$U/aborted/trace" -o "$U/aborted.csr"
else
    fail "mistakes: trace mode made trace/ before the abort" "$(ls "$U/aborted")"
fi

# the mapper's --include coll on a trace placed by p2p (the analyzer refused)
ompi_run "$LIB" "$U/traced" "" 4 -x COMMPROF_MODE=trace "$U/phases" >"$U/traced.log" 2>&1
expect "mapper --include coll on an OTF2 trace: exit 2, as the analyzer" 2 "--include does not apply to OTF2 traces" \
    "$MP" --hierarchy 2:2 --include coll "$U/traced/trace/traces.otf2"

# machines and levels
"$AN" -q "$U/rec" -o "$U/g4.graph"
expect "mapper --levels 0: exit 2" 2 "bad --levels '0'" "$MP" --hierarchy 2:2 --levels 0 "$U/g4.graph"
expect "mapper --cores-per-socket with --hierarchy: exit 2 (it was ignored)" 2 "no --hostfile, --topology, --nodes, --switches or --cores-per-socket with it" \
    "$MP" --hierarchy 2:2 --cores-per-socket 1 "$U/g4.graph"
expect "mapper --distances 1.5:2.5: says whole numbers" 2 "need 2 whole numbers > 0" \
    "$MP" --hierarchy 2:2 --distances 1.5:2.5 "$U/g4.graph"
"$MP" --hierarchy 2:2 -o "$U/hier.rf" "$U/g4.graph" 2>"$U/hier.err"
grep -q "^# hosts node0, node1, ... are placeholders" "$U/hier.rf" && grep -q "note: hosts node0, node1, ... are placeholders" "$U/hier.err" &&
    pass "mapper --hierarchy: the rankfile and stderr say node0... are placeholders" || fail "mapper --hierarchy placeholders" "$(head -4 "$U/hier.rf")"
# one node described by hwloc has a network level above it, of one child:
# a cost file of its two levels is enough, as for --hierarchy 2:2
lstopo -i "package:2 core:2 pu:1" --of xml "$U/t22.xml" 2>/dev/null
printf 'socket 1us 20GB/s\nnode 2us 10GB/s\n' >"$U/two.cost"
"$MP" -q --hierarchy 2:2 --cost "$U/two.cost" --format perm -o "$U/hier.perm" "$U/rec" &&
    "$MP" -q --topology "$U/t22.xml" --cost "$U/two.cost" --format perm -o "$U/topo.perm" "$U/rec" &&
    cmp -s "$U/hier.perm" "$U/topo.perm" &&
    pass "mapper --cost: one node, as --hierarchy 2:2 or as an hwloc topology, takes the same two-line cost file, same placement" ||
    fail "mapper --cost on one node described two ways" "$(cat "$U/hier.perm" "$U/topo.perm" | tr '\n' ' ')"
printf 'socket 1us 20GB/s\n' >"$U/one.cost"
expect "mapper --cost with too few levels: names the machine's levels and the file's" 2 \
    "one.cost gives 1 level \(socket\), but this machine's levels, innermost first, are socket, node, switch, top \(4\)" \
    "$MP" --hostfile <(printf 'a slots=2\nb slots=2\n') --switches <(printf 'SwitchName=s0 Nodes=a\nSwitchName=s1 Nodes=b\nSwitchName=t Switches=s0,s1\n') \
    --cost "$U/one.cost" "$U/rec"

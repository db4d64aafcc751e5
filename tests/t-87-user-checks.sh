# What users hit, third sweep (issue 58), on this machine: each wrong
# result that was silent, each failure that came after the run it could
# have saved, each confusing message, as a user types the command, with
# what it now says and does.  The relaunches on several nodes are in
# t-87-user-testbed.sh.
U=$OUT/checks
rm -rf "$U" && mkdir -p "$U"
LIB=$ROOT/lib/libcommprof.so
MLIB=$ROOT/lib/mpich/libcommprof.so
AN=$(sanitized analyzer)
MP=$(sanitized mapper)
CR=$ROOT/bin/commprof-run
PROBE=$ROOT/bin/commprof-probe
HOST=$(hostname)
HOST=${HOST%%.*}

# expect NAME RC PATTERN CMD...: exit status RC and a message matching PATTERN
expect() {
    local name=$1 want=$2 pat=$3
    shift 3
    "$@" >"$U/out" 2>"$U/err" </dev/null
    local rc=$?
    [ "$rc" = "$want" ] && grep -qE -- "$pat" "$U/err" && pass "$name" ||
        fail "$name" "exit $rc (want $want): $(head -c 400 "$U/err")"
}

mpicc.openmpi -O2 -o "$U/partners" tests/programs/partners.c &&
    mpicc.openmpi -O2 -o "$U/topo" tests/programs/topo_reorder.c 2>/dev/null &&
    mpicc.mpich -O2 -o "$U/ring_mpich" tests/programs/ring.c || fail "checks: the programs build"
ompi_run "$LIB" "$U/rec" "" 4 "$U/partners" 4096 20 >"$U/rec.log" 2>&1 || fail "checks: the partners job runs" "see $U/rec.log"

# 1. a cost file's level names: matched by name, in any order; a typo
# refused (it was taken by position, the trunk's cost on the socket level)
printf 'a slots=2\nb slots=2\n' >"$U/hosts"
printf 'SwitchName=s0 Nodes=a\nSwitchName=s1 Nodes=b\nSwitchName=t Switches=s0,s1\n' >"$U/topo.conf"
printf 'socket 0.3us 10GB/s\nnode 1us 5GB/s\nswitch 12us 1GB/s\ntop 1ms 10MB/s\n' >"$U/inner.cost"
printf 'top 1ms 10MB/s\nswitch 12us 1GB/s\nnode 1us 5GB/s\nsocket 0.3us 10GB/s\n' >"$U/outer.cost"
printf 'top 1ms 10MB/s\nswitch 12us 1GB/s\nnode 1us 5GB/s\nsockt 0.3us 10GB/s\n' >"$U/typo.cost"
machine=(--hostfile "$U/hosts" --switches "$U/topo.conf" --cores-per-socket 1)
"$MP" -q "${machine[@]}" --cost "$U/inner.cost" --format perm -o "$U/inner.perm" "$U/rec" &&
    "$MP" -q "${machine[@]}" --cost "$U/outer.cost" --format perm -o "$U/outer.perm" "$U/rec" &&
    cmp -s "$U/inner.perm" "$U/outer.perm" &&
    pass "mapper --cost: a file written top level first places as the one written innermost first (matched by name)" ||
    fail "mapper --cost in either order" "$(paste -d' ' "$U/inner.perm" "$U/outer.perm" | tr '\n' ';')"
expect "mapper --cost with a mistyped level (sockt): exit 2, names the file, line and the machine's levels" 2 \
    "typo.cost:4: 'sockt' is not a level \(this machine's levels, innermost first, are socket, node, switch, top\)" \
    "$MP" -q "${machine[@]}" --cost "$U/typo.cost" "$U/rec"
printf 'top 1ms 10MB/s\nnode 1us 5GB/s\nsocket 0.3us 10GB/s\n' >"$U/nonode.cost"
printf 'socket 0.3us 10GB/s\ntop 1ms 10MB/s\n' >"$U/missing.cost"
expect "mapper --cost without the node line, where nodes hold pairs: exit 2, names the missing level" 2 \
    "no line for 'node'" "$MP" -q "${machine[@]}" --cost "$U/missing.cost" "$U/rec"
printf 'numa 0.1us 20GB/s\nsocket 0.3us 10GB/s\nnode 1us 5GB/s\nswitch 12us 1GB/s\nnetwork 1ms 10MB/s\n' >"$U/numa.cost"
expect "mapper --cost naming a level this machine lacks (numa): placed, said as left out" 0 \
    "numa.cost names level this machine lacks, left out: numa" "$MP" "${machine[@]}" --cost "$U/numa.cost" "$U/rec"
# the README's probe-then-map commands once left out --switches: a
# probe's switch line on a machine of hosts alone is left out, and the
# note says where switches come from
expect "mapper --cost with a switch line but no --switches: placed, said where switches come from" 0 \
    "numa.cost names levels this machine lacks, left out: numa, switch \(the switches above the nodes come from a topology.conf: --switches" \
    "$MP" --hostfile "$U/hosts" --cores-per-socket 1 --cost "$U/numa.cost" "$U/rec"

# 3. the probe: bandwidth not from tiny messages; levels it could not
# measure marked in the file, and the mapper warns where they matter
expect "commprof-probe --max-size 1024: exit 2, the bandwidth needs 64 KiB" 2 "from 64KiB to 1GiB" \
    timeout 120 mpirun.openmpi -n 2 "$PROBE" -q --max-size 1024 -o "$U/small.cost"
[ ! -e "$U/small.cost" ] && pass "commprof-probe --max-size 1024: no cost file" || fail "commprof-probe --max-size 1024 wrote"
timeout 300 mpirun.openmpi -n 2 --bind-to core --map-by core "$PROBE" --max-size 64KiB --no-contention --no-memory \
    -o "$U/one.cost" --report "$U/one.html" </dev/null >"$U/one.log" 2>&1 || fail "commprof-probe on one node" "$(tail -3 "$U/one.log")"
npkg=$(lstopo-no-graphics --only package 2>/dev/null | grep -c Package)
if [ "${npkg:-1}" -le 1 ]; then
    grep -q '^node .* stand-in socket$' "$U/one.cost" && ! grep -q "warning: no two ranks" "$U/one.log" &&
        pass "commprof-probe on a node of one package: the node line marked 'stand-in socket', no warning (no job has pairs there)" ||
        fail "probe stand-in marking" "$(grep '^node' "$U/one.cost"; grep warning "$U/one.log")"
    printf '%s slots=4\n' "$HOST" >"$U/twosock"
    expect "mapper on a node of two sockets with that file: warns that the node level was not measured" 0 \
        "warning: the cost file's node level was not measured .* carries socket's figures" \
        "$MP" --hostfile "$U/twosock" --cores-per-socket 2 --cost "$U/one.cost" "$U/rec"
fi
grep -q 'class="fit"' "$U/one.html" && ! grep -q 'width="560"' "$U/one.html" &&
    pass "commprof-probe --report: the fit drawn dashed, the legend beside the plot (no longer clipped)" ||
    fail "probe report: fit lines or legend"
! grep -qE 'e\+[0-9]+[kMGT]?B/s' "$U/one.cost" && pass "the cost file writes no 1e+06GB/s (TB/s past 1000 GB/s)" ||
    fail "cost file bandwidths" "$(grep -oE '[0-9.]+e\+[0-9]+[kMGT]?B/s' "$U/one.cost" | head -2)"

# 4, 13. the probe's outputs, checked before a minute of measuring
expect "commprof-probe -o X --json X: exit 2, one file for two outputs refused" 2 \
    "-o and --json both name $U/same: give each output a file of its own" \
    timeout 120 mpirun.openmpi -n 2 "$PROBE" -q -o "$U/same" --json "$U/same"
[ ! -e "$U/same" ] && pass "commprof-probe -o X --json X: nothing written" || fail "commprof-probe -o X --json X wrote"
t0=$SECONDS
expect "commprof-probe --report in a directory not there: exit 2 before measuring" 2 \
    "cannot write $U/nodir/r.html: No such file or directory" \
    timeout 120 mpirun.openmpi -n 2 "$PROBE" -q -o "$U/ok.cost" --report "$U/nodir/r.html"
[ $((SECONDS - t0)) -lt 20 ] && [ ! -e "$U/ok.cost" ] &&
    pass "commprof-probe with an unwritable output: refused in $((SECONDS - t0)) s (a probe takes 36 s), nothing written" ||
    fail "commprof-probe unwritable output" "$((SECONDS - t0)) s"

# 7. COMMPROF_TOPO_REORDER=1 with COMMPROF_COST (documented; every call failed)
printf 'socket 1us 10GB/s\nnode 2us 5GB/s\n' >"$U/two.cost"
timeout 120 mpirun.openmpi -n 4 -x LD_PRELOAD="$LIB" -x COMMPROF_DISABLE=1 -x COMMPROF_TOPO_REORDER=1 \
    -x COMMPROF_COST="$U/two.cost" "$U/topo" dist </dev/null >"$U/topo.out" 2>"$U/topo.err"
grep -q "check ok" "$U/topo.out" && grep -q "reorder = 1: the mapper keeps the ranks .*modeled cost" "$U/topo.err" &&
    ! grep -q "failed" "$U/topo.err" &&
    pass "COMMPROF_TOPO_REORDER=1 with COMMPROF_COST: the mapper places the topology by the cost file (its weights as messages)" ||
    fail "COMMPROF_TOPO_REORDER=1 with COMMPROF_COST" "$(head -c 300 "$U/topo.err")"
"$AN" -q "$U/rec" -o "$U/rec.graph"
expect "mapper --cost on a METIS graph: says --graph-weight" 2 "--graph-weight msgs" \
    "$MP" -q --hierarchy 2:2 --cost "$U/two.cost" "$U/rec.graph"

# 10. the MPICH probe, as docs/probe.md says to build it
make -s MPI=mpich tools >"$U/mpich-tools.log" 2>&1 && ldd bin/mpich/commprof-probe | grep -q libmpich &&
    pass "make MPI=mpich tools builds bin/mpich/commprof-probe, linked with MPICH" ||
    fail "make MPI=mpich tools" "$(tail -3 "$U/mpich-tools.log")"

# 11, 12. commprof-run checks what it can before the job runs
printf '%s slots=4\n' "$HOST" >"$U/hf"
expect "commprof-run --min-gain 100: exit 2 before the job" 2 "bad --min-gain '100'" \
    "$CR" -o "$U/mg" --place --min-gain 100 -- mpirun.openmpi -n 4 "$U/partners"
expect "commprof-run --cost with a mistyped level: exit 2 before the job, the mapper's reason" 2 \
    "not profiling: .*typo.cost:4: 'sockt' is not a level" \
    "$CR" -o "$U/bc" --place --cost "$U/typo.cost" -- mpirun.openmpi -n 4 --hostfile "$U/hf" "$U/partners"
[ ! -e "$U/mg" ] && [ ! -e "$U/bc" ] && pass "commprof-run refusing before the job: no recording directory made" ||
    fail "commprof-run refusals left directories" "$(ls -d "$U"/mg "$U"/bc 2>&1)"
expect "commprof-run --place --host: suggests --switches" 0 "give --switches topology.conf" \
    "$CR" -o "$U/hh" --place -- mpirun.openmpi -n 2 --host "$HOST:2" "$U/partners" 4096 5
# more processes than the hosts' slots where the launcher wraps around
# (Open MPI's --oversubscribe, Hydra always): the machine is the hosts as
# the recording's ranks ran on them (4 ranks on this host), said; where the
# launcher would refuse (no --oversubscribe, and not in the environment
# as the tests set it: tests/lib/common.sh) commprof-run refuses first
"$CR" -o "$U/ov1" --place -- mpirun.openmpi -n 4 --oversubscribe --host "$HOST" "$U/partners" 4096 5 </dev/null >"$U/ov1.log" 2>&1
rc=$?
[ $rc = 0 ] && grep -q "^commprof-run: note: 4 processes on 1 slot: the machine will be the hosts as the profiled ranks ran on them" "$U/ov1.log" &&
    [ "$(grep -c "^rank [0-3]=$HOST " "$U/ov1/rankfile")" = 4 ] && grep -q "machine from the recording's hosts" "$U/ov1/mapper.log" && [ ! -e "$U/ov1/hosts.given" ] &&
    pass "commprof-run --place, mpirun -n 4 --oversubscribe --host $HOST (1 slot): placed on the hosts as the ranks ran, said" ||
    fail "commprof-run --place oversubscribed --host" "rc $rc: $(grep commprof-run "$U/ov1.log" | tail -2)"
printf '%s:2\n' "$HOST" >"$U/hydra.hosts"
"$CR" -o "$U/ov2" --place -- mpiexec.mpich -f "$U/hydra.hosts" -n 4 "$U/ring_mpich" </dev/null >"$U/ov2.log" 2>&1
rc=$?
[ $rc = 0 ] && grep -q "^commprof-run: note: 4 processes on 2 slots" "$U/ov2.log" && [ "$(grep -c "^$HOST\$" "$U/ov2/hosts")" = 4 ] &&
    pass "commprof-run --place, Hydra's -f with 2 slots for 4 processes: placed on the hosts as the ranks ran, said" ||
    fail "commprof-run --place, Hydra wrapping around its machine file" "rc $rc: $(grep commprof-run "$U/ov2.log" | tail -2)"
expect "commprof-run --place, more processes than --host's slots without --oversubscribe: refused before the job" 2 \
    "not profiling: .*the job has 4 processes, but the machine from the hostfile .* has 2 cores" \
    env -u OMPI_MCA_rmaps_base_oversubscribe "$CR" -o "$U/ov3" --place -- mpirun.openmpi -n 4 --host "$HOST:2" "$U/partners" 4096 5

# 5. more ranks than cores: the rankfile binds to the cores there are, and Open MPI takes it
"$CR" -o "$U/over" --place -- mpiexec.openmpi -n 4 --oversubscribe "$U/partners" 4096 5 </dev/null >"$U/over.log" 2>&1
cores=$(lstopo-no-graphics --only core 2>/dev/null | grep -c Core)
if [ "${cores:-0}" -lt 4 ]; then
    grep -q "slot=0-$((cores - 1))$" "$U/over/rankfile" && ! grep -qE "slot=[$cores-9]" "$U/over/rankfile" &&
        timeout 120 mpirun.openmpi -n 4 --rankfile "$U/over/rankfile" "$U/partners" 4096 5 </dev/null >"$U/over.run" 2>&1 &&
        pass "mpiexec -n 4 --oversubscribe on $cores cores: the rankfile binds to cores 0-$((cores - 1)), and mpirun --rankfile runs it" ||
        fail "oversubscribed rankfile" "$(grep rank "$U/over/rankfile" | head -4 | tr '\n' ';') $(tail -2 "$U/over.run")"
fi

# 14, 15. the launched order already the best: kept, said, the same order
grep -q "placement kept as launched: it is already the best the mapper found" "$U/over.log" && ! grep -q "ratio 1.0000" "$U/over.log" &&
    pass "commprof-run: the launched order already the best: 'kept', no ratio of 1.0000" ||
    fail "commprof-run kept message" "$(grep commprof-run "$U/over.log" | tail -2)"
! grep -q "chosen: placed" "$U/over/rankfile" && grep -q "the placement in $U/over/placement.perm" "$U/over/rankfile" &&
    pass "the rankfile's header says where its placement came from (not 'chosen: placed')" ||
    fail "rankfile header" "$(head -2 "$U/over/rankfile")"

# the mapper's progress on the terminal: a copy of commprof-run beside a
# mapper that says it from the start (--progress; the real one says it
# once a mapping has taken 5 s): each line relayed as "commprof-run:
# placing: ...", every line in mapper.log, the placement made; the run
# above relayed none said before its mapping had taken 5 s
mkdir -p "$U/wrap/bin" && ln -sfn "$ROOT/lib" "$U/wrap/lib" && cp "$CR" "$U/wrap/bin/commprof-run" &&
    printf '#!/bin/sh\nexec "%s" --progress "$@"\n' "$ROOT/bin/mapper" >"$U/wrap/bin/mapper" && chmod +x "$U/wrap/bin/mapper"
"$U/wrap/bin/commprof-run" -o "$U/prog" --place -- mpiexec.openmpi -n 4 --oversubscribe "$U/partners" 4096 5 \
    </dev/null >"$U/prog.log" 2>&1
said=$(sed -n 's/^commprof-run: placing: [0-9.]* s: //p' "$U/prog.log")
logged=$(sed -n 's/^mapper: [0-9.]* s: //p' "$U/prog/mapper.log" 2>/dev/null)
if [ -n "$said" ] && [ "$said" = "$logged" ] && grep -qx 'members: 0 of [0-9]*' <<<"$said" &&
    grep -q '^members: \([0-9]*\) of \1$' <<<"$said" && [ -s "$U/prog/rankfile" ] &&
    awk '/^commprof-run: placing: / { if ($3 + 0 < 5) exit 1 }' "$U/over.log"; then
    pass "commprof-run: the mapper's progress relayed as it comes ($(wc -l <<<"$said") lines, as in mapper.log), none said before 5 s without --progress"
else
    fail "commprof-run relaying the mapper's progress" "$(grep placing "$U/prog.log" | head -3) / $(grep -c 's: ' "$U/prog/mapper.log" 2>&1)"
fi

# 16, 17, 18. COMMPROF_REORDER with the wrong input: what is wrong, said
reorder() { # SRC -> rank 0's message in $U/ro.err
    timeout 120 mpirun.openmpi -n 4 -x LD_PRELOAD="$LIB" -x COMMPROF_DISABLE=1 -x COMMPROF_REORDER="$1" "$U/partners" 64 2 \
        </dev/null >"$U/ro.out" 2>"$U/ro.err"
}
printf 'rank 0=%s slot=0\nrank 1=%s slot=1\nrank 2=c9n9 slot=0\nrank 3=%s slot=2\n' "$HOST" "$HOST" "$HOST" >"$U/c9.rf"
reorder "$U/c9.rf"
grep -q "c9.rf:3: host c9n9 is not one of this job's hosts ($HOST)" "$U/ro.err" &&
    pass "COMMPROF_REORDER naming a host not in the job: names that host and the line" ||
    fail "reorder: foreign host" "$(head -c 300 "$U/ro.err")"
: >"$U/empty.rf"
reorder "$U/empty.rf"
grep -q "empty.rf is empty" "$U/ro.err" && pass "COMMPROF_REORDER with an empty file: says it is empty" ||
    fail "reorder: empty file" "$(head -c 300 "$U/ro.err")"
ompi_run "$LIB" "$U/rec2" "" 2 "$U/partners" 4096 5 >/dev/null 2>&1
reorder "$U/rec2"
grep -q "this job has 4 processes, but $U/rec2 comes from a job of 2" "$U/ro.err" &&
    pass "COMMPROF_REORDER with another job's recording: says the job's size and the input's" ||
    fail "reorder: job size" "$(head -c 300 "$U/ro.err")"

# 19. the Open MPI build preloaded into an MPICH program, by hand
timeout 60 mpiexec.mpich -n 2 -genv LD_PRELOAD "$LIB" "$U/ring_mpich" </dev/null >"$U/mix.out" 2>&1
rc=$?
[ $rc != 0 ] && grep -q "commprof: error: .*libcommprof.so is built for Open MPI, but this program uses MPICH .*preload lib/mpich/libcommprof.so" "$U/mix.out" &&
    pass "Open MPI's build preloaded into an MPICH program: stops at load, names the build to use" ||
    fail "mismatched preload" "rc $rc: $(head -c 300 "$U/mix.out")"

# 20. one size parser: the same units in the probe, the analyzer and the settings
if unit_build units_check && "$ROOT/build/unit/units_check" >"$U/units.log" 2>&1; then pass "$(cat "$U/units.log"): parsed, refused, printed and read back as written"
else fail "units_check" "$(head -c 600 "$U/units.log" "$OUT/unit.units_check.build" 2>/dev/null)"; fi
# a host as users name it (short or long, by address, localhost) found
# among a platform's or a hostfile's: one finder (formats/host_addr.c)
if unit_build host_finder_check && "$ROOT/build/unit/host_finder_check" >"$U/hosts.log" 2>&1; then pass "$(cat "$U/hosts.log"): hosts found by short and long names, the loopback as this node, addresses whole"
else fail "host_finder_check" "$(head -c 600 "$U/hosts.log" "$OUT/unit.host_finder_check.build" 2>/dev/null)"; fi
# the growth of the analyzer's and the mapper's large arrays: every byte
# kept, and a large one remapped, not copied (the peak memory says)
if unit_build huge_pages_check && "$ROOT/build/unit/huge_pages_check" >"$U/huge.log" 2>&1; then pass "$(cat "$U/huge.log")"
else fail "huge_pages_check" "$(head -c 600 "$U/huge.log" "$OUT/unit.huge_pages_check.build" 2>/dev/null)"; fi
"$AN" -q "$U/rec" --sizes 0:4KiB -o "$U/s1.graph" && "$AN" -q "$U/rec" --sizes 0:4096 -o "$U/s2.graph" &&
    "$AN" -q "$U/rec" --sizes 1k:1T -o "$U/s3.graph" && cmp -s "$U/s1.graph" "$U/s2.graph" &&
    pass "analyzer --sizes takes 4KiB as 4096, and k and T" || fail "analyzer --sizes units"
ompi_run "$LIB" "$U/tl" "" 2 -x COMMPROF_MODE=trace -x COMMPROF_TRACE_LIMIT=64KiB -x COMMPROF_QUIET=0 "$U/partners" 64 2 \
    >"$U/tl.log" 2>&1
! grep -q "COMMPROF_TRACE_LIMIT" "$U/tl.log" && pass "COMMPROF_TRACE_LIMIT=64KiB accepted (the settings take the same units)" ||
    fail "COMMPROF_TRACE_LIMIT=64KiB" "$(grep COMMPROF_TRACE_LIMIT "$U/tl.log" | head -2)"

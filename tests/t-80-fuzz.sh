# The readers under libFuzzer: replay each corpus (real files), then fuzz
# briefly (make fuzz runs long).  Any crash, sanitizer report or input
# slower than 20 s (libFuzzer's own limit is 20 minutes: a slow input would
# stall the whole run) fails, the input kept in tests/out/fuzz.  A fuzzer
# uses one core: FUZZ_JOBS of them run at a time (the cores; run-tests sets
# 1 while the mapper's group runs beside this one), each for its full time.
FUZZ=(
    "fuzz_rank_parse corpus the rank-file reader"
    "fuzz_monitoring_parse corpus_monitoring the monitoring-file reader"
    "fuzz_metis_graph corpus_graph the METIS graph reader"
    "fuzz_cost_file corpus_cost the mapper's cost-file reader"
    "fuzz_switches corpus_switches Slurm's topology.conf reader"
    "fuzz_node_file corpus_node the node-file reader (index and images)"
    "fuzz_job_file corpus_job the job-file reader (against a rank's own image)"
    "fuzz_hostlist corpus_hostlist the hostfile, Slurm and LSF host-list and hierarchy readers"
    "fuzz_rankfile corpus_rankfile the placement reader of COMMPROF_REORDER (rankfiles, host lists)"
    "fuzz_size_classes corpus_sizes the --sizes range and the bytes of a size selection"
    "fuzz_platform corpus_platform the SimGrid platform reader (and what it writes back)"
    "fuzz_ti_trace corpus_ti the reader of SimGrid's time-independent traces"
)
# the Makefile's targets (tests/fuzz/build.mk) and this list: the same
# readers and corpora, so that a new fuzzer is run here too
made=$(make -s -C "$ROOT" print-fuzz | tr ' ' '\n' | sort)
here=$(for f in "${FUZZ[@]}"; do read -r name corpus _ <<<"$f"; echo "${name#fuzz_}:$corpus"; done | sort)
[ "$made" = "$here" ] && pass "fuzz: every fuzz target of tests/fuzz/build.mk runs here ($(echo "$made" | wc -l))" ||
    fail "fuzz: tests/fuzz/build.mk and this list differ" "$(diff <(echo "$made") <(echo "$here") | tr '\n' ' ')"
fuzz_seconds=${FUZZ_SECONDS:-15}
mkdir -p "$OUT/fuzz"
fuzz_pids=() # its own: another group may run beside this one (run-tests)
for f in "${FUZZ[@]}"; do
    read -r name corpus what <<<"$f"
    F=$ROOT/build/fuzz/$name seeds=$ROOT/tests/fuzz/$corpus
    rm -f "$OUT/fuzz/$name.rc"
    if [ ! -x "$F" ]; then
        fail "fuzz: $name built" "make $F (needs clang)"
        continue
    fi
    mkdir -p "$OUT/fuzz/$corpus"
    if "$F" -runs=0 "$seeds" >"$OUT/fuzz/$name.replay.log" 2>&1; then
        pass "fuzz: $name corpus replays clean"
    else
        fail "fuzz: $name corpus replays clean" "see $OUT/fuzz/$name.replay.log"
    fi
    if [ "${#fuzz_pids[@]}" -ge "${FUZZ_JOBS:-$(nproc)}" ]; then
        wait -n -p fuzz_done "${fuzz_pids[@]}"
        for i in "${!fuzz_pids[@]}"; do [ "${fuzz_pids[i]}" = "$fuzz_done" ] && unset "fuzz_pids[i]"; done
    fi
    (cd "$OUT/fuzz" && "$F" -max_total_time="$fuzz_seconds" -timeout=20 -print_final_stats=1 "$corpus" \
        "$seeds" >"$name.log" 2>&1; echo $? >"$name.rc") &
    fuzz_pids+=($!)
done
[ "${#fuzz_pids[@]}" = 0 ] || wait "${fuzz_pids[@]}"
for f in "${FUZZ[@]}"; do
    read -r name corpus what <<<"$f"
    [ -x "$ROOT/build/fuzz/$name" ] || continue
    if [ "$(cat "$OUT/fuzz/$name.rc" 2>/dev/null)" = 0 ]; then
        pass "fuzz: $fuzz_seconds s of libFuzzer on $what, no crash ($(grep -o 'stat::number_of_executed_units: *[0-9]*' "$OUT/fuzz/$name.log" | grep -o '[0-9]*$') inputs)"
    else
        fail "fuzz: libFuzzer found a crash or a hang in $what" "see $OUT/fuzz/$name.log and its crash-/timeout- file"
    fi
done

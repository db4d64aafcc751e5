# The readers under libFuzzer: replay each corpus (real files), then fuzz
# briefly (make fuzz runs long).  Any crash, sanitizer report or input
# slower than 20 s (libFuzzer's own limit is 20 minutes: a slow input would
# stall the whole run) fails, the input kept in tests/out/fuzz.
fuzz_target() { # NAME CORPUS-DIR WHAT
    local F=$ROOT/build/fuzz/$1 seeds=$ROOT/tests/fuzz/$2
    if [ ! -x "$F" ]; then
        fail "fuzz: $1 built" "make $F (needs clang)"
        return
    fi
    mkdir -p "$OUT/fuzz/$2"
    if "$F" -runs=0 "$seeds" >"$OUT/fuzz/$1.replay.log" 2>&1; then
        pass "fuzz: $1 corpus replays clean"
    else
        fail "fuzz: $1 corpus replays clean" "see $OUT/fuzz/$1.replay.log"
    fi
    if (cd "$OUT/fuzz" && "$F" -max_total_time=${FUZZ_SECONDS:-30} -timeout=20 -print_final_stats=1 "$2" \
        "$seeds" >"$1.log" 2>&1); then
        pass "fuzz: ${FUZZ_SECONDS:-30} s of libFuzzer on $3, no crash ($(grep -o 'stat::number_of_executed_units: *[0-9]*' "$OUT/fuzz/$1.log" | grep -o '[0-9]*$') inputs)"
    else
        fail "fuzz: libFuzzer found a crash or a hang in $3" "see $OUT/fuzz/$1.log and its crash-/timeout- file"
    fi
}
fuzz_target fuzz_rank_parse corpus "the rank-file reader"
fuzz_target fuzz_monitoring_parse corpus_monitoring "the monitoring-file reader"
fuzz_target fuzz_metis_graph corpus_graph "the METIS graph reader"
fuzz_target fuzz_cost_file corpus_cost "the mapper's cost-file reader"
fuzz_target fuzz_switches corpus_switches "Slurm's topology.conf reader"
fuzz_target fuzz_node_file corpus_node "the node-file reader (index and images)"
fuzz_target fuzz_job_file corpus_job "the job-file reader (against a rank's own image)"
fuzz_target fuzz_hostlist corpus_hostlist "the hostfile, Slurm host-list and hierarchy readers"

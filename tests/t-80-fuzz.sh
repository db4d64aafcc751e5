# The reader under libFuzzer: replay the corpus (real recordings), then fuzz
# briefly (make fuzz runs long).  Any crash or sanitizer report fails.
F=$ROOT/build/fuzz/fuzz_rank_parse
if [ ! -x "$F" ]; then
    fail "fuzz: target built" "make build/fuzz/fuzz_rank_parse (needs clang)"
else
    mkdir -p "$OUT/fuzz/corpus"
    if "$F" -runs=0 "$ROOT/tests/fuzz/corpus" >"$OUT/fuzz/replay.log" 2>&1; then
        pass "fuzz: corpus replays clean"
    else
        fail "fuzz: corpus replays clean" "see $OUT/fuzz/replay.log"
    fi
    if (cd "$OUT/fuzz" && "$F" -max_total_time=${FUZZ_SECONDS:-30} -print_final_stats=1 corpus \
        "$ROOT/tests/fuzz/corpus" >fuzz.log 2>&1); then
        pass "fuzz: ${FUZZ_SECONDS:-30} s of libFuzzer on the rank-file reader, no crash ($(grep -o 'stat::number_of_executed_units: *[0-9]*' "$OUT/fuzz/fuzz.log" | grep -o '[0-9]*$') inputs)"
    else
        fail "fuzz: libFuzzer found a crash" "see $OUT/fuzz/fuzz.log"
    fi
fi

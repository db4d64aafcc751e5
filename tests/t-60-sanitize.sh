# AddressSanitizer + UBSan build of the library (make SANITIZE=1 lib) on the
# pattern programs: clean, and still exact.
LIB=$ROOT/lib/sanitize/libcommprof.so
S=$OUT/sanitize
B=$OUT/openmpi
mkdir -p "$S"
ASAN_RT=$(gcc -print-file-name=libasan.so)
UBSAN_RT=$(gcc -print-file-name=libubsan.so)
if [ ! -f "$LIB" ]; then
    fail "sanitize: build present" "run make SANITIZE=1 lib"
else
    for spec in ring:exp_ring modes:exp_modes subcomm:exp_subcomm persistent:exp_persistent \
        threads:exp_threads halo:exp_halo; do
        p=${spec%%:*} fn=${spec#*:}
        rm -rf "$S/rec.$p"
        # leaks inside the MPI library itself are not ours to report
        timeout 300 mpirun.openmpi -n 8 -x LD_PRELOAD="$ASAN_RT:$UBSAN_RT:$LIB" \
            -x ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 -x UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
            -x COMMPROF_OUTPUT="$S/rec.$p" -x COMMPROF_QUIET "$B/$p" >"$S/$p.log" 2>&1
        rc=$?
        if [ $rc -ne 0 ] || grep -qE "AddressSanitizer|runtime error" "$S/$p.log"; then
            fail "sanitize: $p clean under ASan/UBSan" "rc=$rc, see $S/$p.log"
            continue
        fi
        $fn 8 | pairs_sum >"$S/$p.expected"
        "$DUMP" "$S/rec.$p" >"$S/$p.sent" 2>&1
        same "sanitize: $p clean under ASan/UBSan and exact" "$S/$p.expected" "$S/$p.sent"
    done
fi

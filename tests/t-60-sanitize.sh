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
        threads:exp_threads handoff:exp_handoff halo:exp_halo cancel:exp_cancel get_status:exp_get_status; do
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
        "$DUMP" --recv "$S/rec.$p" >"$S/$p.recv" 2>&1
        same "sanitize: $p receive side exact" "$S/$p.expected" "$S/$p.recv"
    done
fi

# the collective models (every family, blocking and libnbc's, by Open MPI's
# own choices and with the newest algorithms forced) under ASan/UBSan:
# clean, and the modeled messages equal monitoring's I lines minus a
# baseline run of the same program (tests/programs/colls.c, built by t-55).
# alltoallv only where forced to pairwise: Open MPI's default at 6 ranks
# runs on persistent requests, which monitoring does not see (t-55 checks
# that one against hand-computed counts)
CL=$OUT/colls/colls
if [ -f "$LIB" ] && [ -x "$CL" ]; then
    export COMMPROF_PACK=0
    ops=barrier,bcast,reduce,allreduce,gather,scatter,allgather,alltoall,neighbor,scan,vcolls,nb,nbrs,ialltoallw
    san=(-x COLLS_OPS -x ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 -x UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1)
    forced=(--mca coll_tuned_use_dynamic_rules 1 --mca coll_tuned_bcast_algorithm 9 --mca coll_tuned_reduce_algorithm 7
        --mca coll_tuned_allreduce_algorithm 2 --mca coll_tuned_allgatherv_algorithm 2
        --mca coll_tuned_reduce_scatter_algorithm 4 --mca coll_tuned_reduce_scatter_block_algorithm 2
        --mca coll_libnbc_iallreduce_algorithm 1 --mca coll_libnbc_ireduce_algorithm 3 --mca coll_tuned_alltoallv_algorithm 2)
    for cfg in default forced inter inter-v inter-nb persistent; do
        args=() COLLS_OPS=$ops mode=1
        [ $cfg = forced ] && args=("${forced[@]}") COLLS_OPS=$ops,alltoallv
        # the intercommunicator's (without monitoring: its coll component
        # reads freed memory when one is freed) and persistent collectives:
        # against t-55's runs, which equal monitoring's I lines
        [ $cfg = inter ] && COLLS_OPS=inter mode=3
        [ $cfg = inter-v ] && COLLS_OPS=inter mode=4
        [ $cfg = inter-nb ] && COLLS_OPS=inter mode=5
        [ $cfg = persistent ] && COLLS_OPS=pcoll mode=6 # MPIX_<op>_init
        export COLLS_OPS
        ok=1
        for w in 0 $mode; do
            mon=$S/cmon.$cfg$w
            [ $mode -gt 1 ] && mon=
            ompi_run "$ASAN_RT:$UBSAN_RT:$LIB" "$S/colls.$cfg$w" "$mon" 6 "${san[@]}" "${args[@]}" "$CL" $w \
                >"$S/colls.$cfg$w.log" 2>&1 || ok=0
        done
        if [ $ok = 0 ] || grep -qE "AddressSanitizer|runtime error" "$S"/colls.$cfg?.log; then
            fail "sanitize: collective models ($cfg) clean under ASan/UBSan" "see $S/colls.$cfg$mode.log"
            continue
        fi
        # less the baseline run's (the communicators colls.c makes)
        for w in 0 $mode; do
            { "$DUMP" --kind coll "$S/colls.$cfg$w"; "$DUMP" --kind coll --recv "$S/colls.$cfg$w"; } |
                pairs_sum >"$S/colls.$cfg$w.coll"
        done
        pairs_minus "$S/colls.$cfg$mode.coll" "$S/colls.${cfg}0.coll" >"$S/colls.$cfg.actual"
        if [ $mode -gt 1 ]; then
            [ -s "$OUT/colls/$cfg-6/expected" ] &&
                same "sanitize: collective models ($cfg, 6 ranks) clean under ASan/UBSan and equal to t-55's I lines" \
                    "$OUT/colls/$cfg-6/expected" "$S/colls.$cfg.actual" ||
                fail "sanitize: collective models ($cfg)" "t-55's $OUT/colls/$cfg-6/expected is missing"
            continue
        fi
        for w in 0 $mode; do
            monitoring_kind "$S/cmon.$cfg$w" I >"$S/cmon.$cfg$w.I"
        done
        pairs_minus "$S/cmon.$cfg$mode.I" "$S/cmon.${cfg}0.I" >"$S/colls.$cfg.expected"
        if [ -s "$S/colls.$cfg.expected" ]; then
            same "sanitize: collective models ($cfg, 6 ranks) clean under ASan/UBSan and equal to the I lines" \
                "$S/colls.$cfg.expected" "$S/colls.$cfg.actual"
        else
            fail "sanitize: colls ($cfg): monitoring saw traffic" "empty $S/colls.$cfg.expected"
        fi
    done
    unset COMMPROF_PACK COLLS_OPS mode
else
    fail "sanitize: collective models" "the sanitized library or t-55's colls program is missing"
fi

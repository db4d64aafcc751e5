# Random traffic (tests/programs/random_traffic.c): seeded schedules that
# mix every send mode, receive path, completion call (MPI_Request_get_status
# polls too, then a wait or a receive's MPI_Request_free), communicator kind and
# datatype, eager and rendezvous sizes, MPI_PROC_NULL, freed Isends,
# cancelled receives, persistent pairs started twice and, single-threaded,
# ranks paused (MPI_Pcontrol) while they post or while they complete; also
# from several threads at once.  Each run's counts, sent and received side,
# must equal the schedule's own count as each view shows it
# (`random_traffic ... --expect NP --view sent|recv|monitoring`, no MPI
# involved), and the sent side Open MPI's monitoring, which sees paused
# traffic but not persistent sends, less a 0-round run (building the split
# and intercommunicators sends messages monitoring files as user traffic).
# RANDOM_TRAFFIC_SEEDS="a b c" runs those seeds (4 ranks, 30 rounds) instead
# of the fixed list, to hunt further.
R=$OUT/random
mkdir -p "$R"
RT_OK=1
mpicc.openmpi -O1 -o "$R/rt" tests/programs/random_traffic.c -lpthread || RT_OK=0
[ -x /usr/bin/mpicc.mpich ] && { mpicc.mpich -O1 -o "$R/rt.mpich" tests/programs/random_traffic.c -lpthread || RT_OK=0; }
[ $RT_OK = 1 ] && pass "random: program builds (Open MPI, MPICH)" || fail "random: program builds"

# rt_base NP THREADS: monitoring's pairs for the setup alone (0 rounds)
rt_base() {
    local b=$R/base.$1.$2
    rm -rf "$b.mon" && mkdir -p "$b.mon"
    ompi_run "$ROOT/lib/libcommprof.so" "$b.rec" "$b.mon/prof" "$1" "$R/rt" 1 0 --threads "$2" >/dev/null 2>&1
    monitoring_pairs "$b.mon/prof" >"$b"
}

# The intercommunicators' leaders are world ranks 0 and 1: the host
# names they pack may differ from the baseline's (hostname_slack,
# tests/lib/common.sh), seen in stop 95's CI: 16 bytes more each way than
# the 0-round baseline, the same counts, in all three attempts.

# rt_check SEED NP ROUNDS THREADS [MPIRUN-ARGS...]: Open MPI, commprof and
# monitoring (an odd NP runs without monitoring: Open MPI 4.1.4's monitoring
# crashes building an intercommunicator of unequal groups)
rt_check() {
    local s=$1 n=$2 rounds=$3 t=$4 name="random: seed $1, $2 ranks, $4 thread(s)${6:+, $6}"
    shift 4
    local d=$R/rec.$s.$n.$t mon=$R/mon.$s.$n.$t attempt
    "$R/rt" "$s" "$rounds" --threads "$t" --expect "$n" | pairs_sum >"$d.expected"
    "$R/rt" "$s" "$rounds" --threads "$t" --expect "$n" --view recv | pairs_sum >"$d.expected_recv"
    "$R/rt" "$s" "$rounds" --threads "$t" --expect "$n" --view monitoring | pairs_sum >"$d.expected_np"
    for attempt in 1 2 3; do
        rm -rf "$mon" && mkdir -p "$mon"
        local mp=$mon/prof
        [ $((n % 2)) = 1 ] && mp=
        if ! ompi_run "$ROOT/lib/libcommprof.so" "$d" "$mp" "$n" "$@" "$R/rt" "$s" "$rounds" --threads "$t" \
            >"$d.log" 2>&1; then
            fail "$name: runs" "see $d.log"
            return
        fi
        [ -z "$mp" ] && break
        [ -f "$R/base.$n.$t" ] || rt_base "$n" "$t"
        monitoring_pairs "$mp" >"$d.mon_all"
        pairs_minus "$d.mon_all" "$R/base.$n.$t" >"$d.monitoring_raw"
        hostname_slack "$d.expected_np" "$d.monitoring_raw" $((n / 2 * t)) 0 1 >"$d.monitoring" 2>"$d.slack"
        cmp -s "$d.monitoring" "$d.expected_np" && break
        # Open MPI's own messages while building communicators vary a
        # little from run to run (t-30's subcomm): a new baseline, again
        rt_base "$n" "$t"
    done
    "$DUMP" "$d" >"$d.sent" 2>&1
    same "$name: sent side = the schedule's count ($(wc -l <"$d.expected") pairs, $(awk '{ m += $3 } END { print m }' "$d.expected") messages)" \
        "$d.expected" "$d.sent"
    if [[ " $* " == *" COMMPROF_RECV=0 "* ]]; then
        # the send side only: no receive side to show, and dump says why
        "$DUMP" --recv "$d" >"$d.recv" 2>"$d.recv_err"
        local rc=$?
        [ $rc = 3 ] && [ ! -s "$d.recv" ] && grep -q "recorded with COMMPROF_RECV=0" "$d.recv_err" &&
            [ "$("$DUMP" --info "$d" | grep -c "receives not counted (COMMPROF_RECV=0)")" = "$n" ] &&
            pass "$name: no receive side: dump --recv refuses (exit 3), --info says so for each rank" ||
            fail "$name: no receive side" "exit $rc: $(head -2 "$d.recv_err" "$d.recv")"
    else
        "$DUMP" --recv "$d" >"$d.recv" 2>&1
        same "$name: receive side = the schedule's count" "$d.expected_recv" "$d.recv"
    fi
    local forgiven=
    [ -s "$d.slack" ] && forgiven=", $(cat "$d.slack") host name(s) in the leaders' exchange unlike the baseline's"
    [ -n "$mp" ] && same "$name: = Open MPI monitoring, less persistent sends and setup (attempt $attempt$forgiven)" \
        "$d.expected_np" "$d.monitoring"
}

# What the pauses found, reduced (tests/programs/paused.c; hand count in its
# comment): requests that outlive a pause.  Before the fix, a request
# ended while paused left its entry, and the next one given its handle
# took it: a receive of rank 2's counted as rank 0's, and a persistent send
# to rank 2 that was never started counted
mpicc.openmpi -O1 -o "$R/paused" tests/programs/paused.c && mpicc.mpich -O1 -o "$R/paused.mpich" tests/programs/paused.c ||
    fail "random: paused.c builds"
printf '0 1 1 20\n2 1 1 120\n' >"$R/paused.expected_sent"
printf '1 0 1 36\n' >"$R/paused.expected_recv"
for mpi in openmpi mpich; do
    d=$R/rec.paused.$mpi
    if [ $mpi = openmpi ]; then ompi_run "$ROOT/lib/libcommprof.so" "$d" "" 3 "$R/paused" >"$d.log" 2>&1
    else mpich_run "$ROOT/lib/mpich/libcommprof.so" "$d" 3 "$R/paused.mpich" >"$d.log" 2>&1; fi
    both_sides "random: $mpi: requests ended while paused leave nothing behind" "$d" \
        "$R/paused.expected_sent" "$R/paused.expected_recv"
done

if [ $RT_OK = 1 ]; then
    if [ -n "${RANDOM_TRAFFIC_SEEDS:-}" ]; then
        for s in $RANDOM_TRAFFIC_SEEDS; do rt_check "$s" 4 30 1; done
    else
        for s in 1 2 3 4 5 6; do rt_check $s 4 30 1; done
        rt_check 7 8 20 1
        rt_check 8 5 30 1
        for s in 9 10 11; do rt_check $s 4 20 3; done
        rt_check 12 8 10 4
        # COMMPROF_RECV=0: the receive calls and completions pass through,
        # and every send still counts (persistent ones need their entries
        # through the completions and frees, paused ranks and threads too)
        rt_check 16 4 30 1 -x COMMPROF_RECV=0
        rt_check 17 4 20 3 -x COMMPROF_RECV=0
        # a snapshot thread reads the tables every 20 ms while 3 threads count
        rt_check 13 4 30 3 -x COMMPROF_SNAPSHOT=0.02
        # snapshots follow the traffic: ranks SIGKILLed a second after the
        # last round (traffic spread over about a second, a snapshot every
        # 50 ms) leave every message, both sides (a snapshot that took
        # changed content for unchanged, and skipped its write, kept what
        # the first ones saw)
        d=$R/rec.snapkill
        rm -rf "$d"
        timeout 120 mpirun.openmpi -n 4 -x LD_PRELOAD="$ROOT/lib/libcommprof.so" -x COMMPROF_OUTPUT="$d" \
            -x COMMPROF_SNAPSHOT=0.05 -x COMMPROF_QUIET "$R/rt" 15 30 --pause-ms 30 --then-wait 60 \
            </dev/null >"$d.log" 2>&1 &
        launcher=$!
        for ((i = 0; i < 600; i++)); do
            grep -q "rounds done" "$d.log" && break
            sleep 0.1
        done
        sleep 1
        pkill -KILL -f "^$R/rt 15 30 " # the ranks, with no chance to write
        wait $launcher
        "$R/rt" 15 30 --expect 4 | pairs_sum >"$d.expected"
        "$R/rt" 15 30 --expect 4 --view recv | pairs_sum >"$d.expected_recv"
        "$DUMP" "$d" >"$d.sent" 2>&1
        "$DUMP" --recv "$d" >"$d.recv" 2>&1
        # pkill kills the ranks one by one: mpirun may SIGTERM the last ones
        # first, when they write a file of their own (end signal:SIGTERM,
        # seen once in CI), which holds what a snapshot would
        "$DUMP" --info "$d" >"$d.info" 2>&1
        running=$(awk '$1 == "rank" && $8 == "running"' "$d.info" | wc -l)
        ended=$(awk '$1 == "rank" && ($8 == "running" || $8 ~ /^signal:SIGTERM/)' "$d.info" | wc -l)
        [ "$running" -ge 1 ] && [ "$ended" = 4 ] &&
            pass "random: COMMPROF_SNAPSHOT=0.05, SIGKILL after the last round: a file for each of 4 ranks, $running of them snapshots" ||
            fail "random: COMMPROF_SNAPSHOT, SIGKILL after the last round" "$running snapshots and $ended files of 4; $(tail -2 "$d.log")"
        same "random: COMMPROF_SNAPSHOT=0.05, SIGKILL after the last round: sent side = the schedule's count" \
            "$d.expected" "$d.sent"
        same "random: COMMPROF_SNAPSHOT=0.05, SIGKILL after the last round: receive side = the schedule's count" \
            "$d.expected_recv" "$d.recv"
        # trace mode: the profile as above, and the OTF2 archive's send and
        # receive events (read by otf2-print) and the analyzer's matrix of it
        rt_check 14 4 20 1 -x COMMPROF_MODE=trace
        d=$R/rec.14.4.1
        if otf2-print -Werror "$d/trace/traces.otf2" >"$d.print" 2>"$d.perr"; then
            otf2_sends "$d.print" >"$d.trace_sends"
            otf2_recvs "$d.print" >"$d.trace_recvs"
            same "random: seed 14, trace mode: the trace's send events = the schedule's count" "$d.expected" "$d.trace_sends"
            same "random: seed 14, trace mode: the trace's receive events = the schedule's count" "$d.expected_recv" \
                "$d.trace_recvs"
        else
            fail "random: seed 14, trace mode: otf2-print reads the archive" "$(head -3 "$d.perr")"
        fi
        if "$ROOT/bin/analyzer" "$d/trace/traces.otf2" -o "$d.trace.mtx" 2>"$d.an"; then
            mtx_pairs "$d.trace.mtx" >"$d.trace_matrix"
            same "random: seed 14, trace mode: the analyzer's matrix of the trace = the schedule's count" \
                "$d.expected" "$d.trace_matrix"
        else
            fail "random: seed 14, trace mode: the analyzer reads the trace" "$(tail -2 "$d.an")"
        fi
    fi

    # MPICH (no monitoring there), with the MPI-4 calls in the mix too: both
    # sides against the schedule (its MPICH build's: an MPI-4 library draws
    # from more calls), the receive side less MPI_Isendrecv_replace's
    # receives, which MPICH completes with no status
    M=$R/mpich
    mkdir -p "$M"
    if [ -x "$R/rt.mpich" ] && [ -f "$ROOT/lib/mpich/libcommprof.so" ]; then
        for spec in 1:1 2:1 4:1 3:3; do
            s=${spec%%:*} t=${spec#*:}
            if mpich_run "$ROOT/lib/mpich/libcommprof.so" "$M/rec.$s" 4 "$R/rt.mpich" $s 20 --threads $t \
                >"$M/$s.log" 2>&1; then
                "$R/rt.mpich" $s 20 --threads $t --expect 4 | pairs_sum >"$M/$s.expected"
                "$R/rt.mpich" $s 20 --threads $t --expect 4 --view recv | pairs_sum >"$M/$s.expected_recv"
                "$DUMP" "$M/rec.$s" >"$M/$s.sent" 2>&1
                "$DUMP" --recv "$M/rec.$s" >"$M/$s.recv" 2>&1
                same "random: MPICH, seed $s, $t thread(s): sent side = the schedule's count" "$M/$s.expected" "$M/$s.sent"
                same "random: MPICH, seed $s, $t thread(s): receive side = the schedule's count" "$M/$s.expected_recv" \
                    "$M/$s.recv"
            else
                fail "random: MPICH, seed $s runs" "see $M/$s.log"
            fi
        done
    else
        fail "random: MPICH build present" "run make MPI=mpich lib"
    fi

    # AddressSanitizer + UBSan build of the library
    S=$R/sanitize
    mkdir -p "$S"
    SLIB=$ROOT/lib/sanitize/libcommprof.so
    if [ -f "$SLIB" ]; then
        for spec in 1:1 9:3; do
            s=${spec%%:*} t=${spec#*:}
            rm -rf "$S/rec.$s"
            timeout 300 mpirun.openmpi -n 4 \
                -x LD_PRELOAD="$(gcc -print-file-name=libasan.so):$(gcc -print-file-name=libubsan.so):$SLIB" \
                -x ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 -x UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
                -x COMMPROF_OUTPUT="$S/rec.$s" -x COMMPROF_QUIET "$R/rt" $s 15 --threads $t >"$S/$s.log" 2>&1
            rc=$?
            if [ $rc -ne 0 ] || grep -qE "AddressSanitizer|runtime error" "$S/$s.log"; then
                fail "random: seed $s, $t thread(s) clean under ASan/UBSan" "rc=$rc, see $S/$s.log"
                continue
            fi
            "$R/rt" $s 15 --threads $t --expect 4 | pairs_sum >"$S/$s.expected"
            "$DUMP" "$S/rec.$s" >"$S/$s.sent" 2>&1
            same "random: seed $s, $t thread(s) clean under ASan/UBSan and exact" "$S/$s.expected" "$S/$s.sent"
        done
    else
        fail "random: sanitize build present" "run make SANITIZE=1 lib"
    fi
fi

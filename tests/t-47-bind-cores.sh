# COMMPROF_BIND: each process bound, before main, to the cores a rankfile
# gives its launched rank (what Hydra's and srun's host lists cannot say).
# Truth: the kernel's affinity of each rank (sched_getaffinity, printed by
# tests/programs/affinity.c after MPI_Init) against the CPUs hwloc-calc,
# hwloc's own command, names for the rankfile's slots; a process the
# library could not bind runs where the launcher put it, as a run without
# the library shows.
B=$OUT/bind
mkdir -p "$B"
LIB=$ROOT/lib/libcommprof.so
MLIB=$ROOT/lib/mpich/libcommprof.so
HOST=$(hostname)
HOST=${HOST%%.*}

# bind_run OUT ERR MPI RANKFILE NP: the affinity program under COMMPROF_BIND
bind_run() {
    local o=$1 e=$2 mpi=$3 rf=$4 np=$5
    if [ "$mpi" = openmpi ]; then
        timeout 120 mpirun.openmpi -n "$np" --bind-to none -x LD_PRELOAD="$LIB" -x COMMPROF_DISABLE=1 -x COMMPROF_BIND="$rf" \
            "$B/aff.openmpi" </dev/null >"$o" 2>"$e"
    else
        timeout 120 mpiexec.mpich -n "$np" -genv LD_PRELOAD "$MLIB" -genv COMMPROF_DISABLE 1 -genv COMMPROF_BIND "$rf" \
            "$B/aff.mpich" </dev/null >"$o" 2>"$e"
    fi
}
# the CPUs of a rankfile's slot=K, K-L or S:C, by hwloc-calc
slot_cpus() {
    case $1 in
    *:*) hwloc-calc -I pu --po "package:${1%%:*}.core:${1#*:}" ;;
    *) hwloc-calc -I pu --po "core:$1" ;;
    esac
}

if [ "$(nproc)" -lt 2 ]; then
    skip "COMMPROF_BIND" "one CPU here: no two cores to tell apart"
elif ! command -v hwloc-calc >/dev/null; then
    fail "COMMPROF_BIND: hwloc-calc (the truth) installed" "make deps"
else
    mpicc.openmpi -O2 -o "$B/aff.openmpi" tests/programs/affinity.c &&
        mpicc.mpich -O2 -o "$B/aff.mpich" tests/programs/affinity.c || fail "bind: the affinity program builds"
    # the last two cores, the first, both, the second of package 0 (a
    # rankfile's four forms, a host named by name and by the loopback)
    last=$(($(hwloc-calc -N core all) - 1))
    slots=($last 0 "0-$last" "0:1")
    hosts=("$HOST" localhost "$HOST" "$HOST")
    : >"$B/four.rf" && : >"$B/four.expected"
    for r in 0 1 2 3; do
        echo "rank $r=${hosts[r]} slot=${slots[r]}" >>"$B/four.rf"
        echo "rank $r host $HOST cpus $(slot_cpus "${slots[r]}")" >>"$B/four.expected"
    done
    for mpi in openmpi mpich; do
        [ "$mpi" = mpich ] && [ ! -f "$MLIB" ] && { fail "bind: lib/mpich/libcommprof.so built" "make MPI=mpich lib"; continue; }
        timeout 120 "$([ $mpi = openmpi ] && echo mpirun.openmpi || echo mpiexec.mpich)" -n 4 $([ $mpi = openmpi ] && echo --bind-to none) \
            "$B/aff.$mpi" </dev/null >"$B/plain.$mpi.out" 2>&1
        bind_run "$B/four.$mpi.out" "$B/four.$mpi.err" $mpi "$B/four.rf" 4
        rc=$?
        grep '^rank' "$B/four.$mpi.out" | sort -k2,2n >"$B/four.$mpi.ranks"
        [ $rc = 0 ] && cmp -s "$B/four.expected" "$B/four.$mpi.ranks" &&
            pass "COMMPROF_BIND ($mpi): each rank on exactly the CPUs of its rankfile line (slot=$last, 0 on localhost, 0-$last, 0:1), as hwloc-calc names them" ||
            fail "COMMPROF_BIND ($mpi): the ranks' CPUs" "rc $rc: $(tr '\n' ';' <"$B/four.$mpi.ranks") expected $(tr '\n' ';' <"$B/four.expected") $(head -2 "$B/four.$mpi.err")"
        [ "$(grep -c "^commprof: COMMPROF_BIND=$B/four.rf: 4 of 4 processes bound to the cores it places them on (rank 0: core $last of $HOST)$" "$B/four.$mpi.err")" = 1 ] &&
            pass "COMMPROF_BIND ($mpi): rank 0 says it once at MPI_Init (4 of 4 processes bound, its own cores)" ||
            fail "COMMPROF_BIND ($mpi): the message" "$(head -3 "$B/four.$mpi.err")"
    done

    # what cannot bind is said once, naming the file and line, and the job
    # runs: those processes where the launcher put them (as without the
    # library), the others bound
    unbound=$(grep '^rank 0 ' "$B/plain.mpich.out" | sed 's/.* cpus //')
    { echo "rank 0=$HOST slot=0"; echo "rank 1=$HOST slot=1"; echo "rank 2=elsewhere slot=0"; echo "rank 3=$HOST slot=1"; } >"$B/away.rf"
    printf '%s\n' "$HOST" "$HOST" "$HOST" "$HOST" >"$B/list.hosts"
    printf 'rank 0=%s slot=0\nrank 1=%s slot=1\n' "$HOST" "$HOST" >"$B/two.rf"
    printf 'rank 0=%s slot=0\nrank 1=%s slot=one\n' "$HOST" "$HOST" >"$B/bad.rf"
    printf 'rank 0=%s slot=0\nrank 1=%s slot=1\nrank 2=%s slot=%d\nrank 3=%s slot=0\n' "$HOST" "$HOST" "$HOST" $((last + 1)) "$HOST" >"$B/big.rf"
    for c in "away.rf|$B/away.rf:3: rank 2 is placed on elsewhere, but runs on $HOST (the launch's hosts are not the placement's: give the launcher the host list of the same placement); 1 of 4 processes not bound, the others bound|2" \
        "list.hosts|$B/list.hosts is a host list: it names hosts, not cores (COMMPROF_BIND takes the rankfile of the same placement: mapper --format rankfile); 4 of 4 processes not bound|0 1 2 3" \
        "two.rf|$B/two.rf places 2 ranks, but this job has 4 processes (PMI_SIZE): another job's placement; 4 of 4 processes not bound|0 1 2 3" \
        "bad.rf|$B/bad.rf:2: not a rankfile line (rank N=host slot=S:C or slot=K) ('rank 1=$HOST slot=one'); 4 of 4 processes not bound|0 1 2 3" \
        "big.rf|$B/big.rf:3: rank 2 on core $((last + 1)), but this node has $((last + 1)) cores (as this process may use them); 1 of 4 processes not bound, the others bound|2"; do
        IFS='|' read -r f msg free <<<"$c"
        bind_run "$B/$f.out" "$B/$f.err" mpich "$B/$f" 4
        rc=$?
        ok=1
        for r in $free; do grep -qx "rank $r host $HOST cpus $unbound" "$B/$f.out" || ok=0; done
        [ $rc = 0 ] && [ $ok = 1 ] && [ "$(grep -c '^rank' "$B/$f.out")" = 4 ] &&
            [ "$(grep -c "^commprof: COMMPROF_BIND" "$B/$f.err")" = 1 ] && grep -qxF "commprof: COMMPROF_BIND: $msg" "$B/$f.err" &&
            pass "COMMPROF_BIND of $f: said once, naming the file (and line), rank(s) $free where the launcher put them, the job completes" ||
            fail "COMMPROF_BIND of $f" "rc $rc: $(head -2 "$B/$f.err") $(grep '^rank' "$B/$f.out" | tr '\n' ';')"
    done

    # the binding and its failures under AddressSanitizer and UBSan (the
    # constructor runs before main, where a fault would name nothing)
    SLIB=$ROOT/lib/sanitize/libcommprof.so
    if [ -f "$SLIB" ]; then
        for f in four.rf big.rf; do
            timeout 300 mpirun.openmpi -n 4 --bind-to none \
                -x LD_PRELOAD="$(gcc -print-file-name=libasan.so):$(gcc -print-file-name=libubsan.so):$SLIB" \
                -x ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 -x UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
                -x COMMPROF_DISABLE=1 -x COMMPROF_BIND="$B/$f" "$B/aff.openmpi" </dev/null >"$B/san.$f.out" 2>&1
            rc=$?
            [ $rc = 0 ] && ! grep -qE "AddressSanitizer|LeakSanitizer|runtime error" "$B/san.$f.out" &&
                grep -q "^commprof: COMMPROF_BIND" "$B/san.$f.out" &&
                { [ $f != four.rf ] || [ "$(grep '^rank' "$B/san.$f.out" | sort -k2,2n)" = "$(cat "$B/four.expected")" ]; } &&
                pass "COMMPROF_BIND of $f clean under ASan/UBSan$([ $f = four.rf ] && echo ', the same CPUs')" ||
                fail "COMMPROF_BIND of $f under ASan/UBSan" "rc $rc: $(grep -m3 -E 'Sanitizer|runtime error|COMMPROF_BIND' "$B/san.$f.out")"
        done
    else
        fail "bind: the sanitize build present" "make SANITIZE=1 lib"
    fi
fi

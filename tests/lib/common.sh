# Shared by the test scripts: counters, MPI launch helpers, comparisons.
ROOT=${ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}
OUT=${OUT:-$ROOT/tests/out}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_rmaps_base_oversubscribe=1
# quiet Open MPI's complaints about the container's missing network devices
export OMPI_MCA_btl_base_warn_component_unused=0
export COMMPROF_QUIET=1
PASS=${PASS:-0}
FAIL=${FAIL:-0}
DUMP=$ROOT/bin/commprof-dump

pass() { PASS=$((PASS + 1)); echo "PASS $1"; }
fail() { FAIL=$((FAIL + 1)); echo "FAIL $1${2:+: $2}"; }
skip() { echo "SKIP $1${2:+: $2}"; }

# Sum "src dst msgs bytes" lines per pair and sort as commprof-dump does.
pairs_sum() {
    awk 'NF { k = $1 " " $2; m[k] += $3; b[k] += $4 } END { for (k in m) if (m[k]) printf "%s %.0f %.0f\n", k, m[k], b[k] }' |
        sort -n -k1,1 -k2,2
}

# Open MPI monitoring files (PREFIX.<rank>.prof) -> "src dst msgs bytes" of
# the lines of KIND (E user point-to-point, I inside collectives, S and R
# one-sided; R reversed: its data comes back from the target).
monitoring_kind() { # PREFIX KIND
    cat "$1".*.prof 2>/dev/null | awk -v k="$2" '$1 == k { if (k == "R") print $3, $2, $6, $4; else print $2, $3, $6, $4 }' | pairs_sum
}
monitoring_pairs() { monitoring_kind "$1" E; }

# The analyzer's MatrixMarket output (1-based; bytes as values, message
# counts as "% msgs" lines) as "src dst msgs bytes".  The values pass as
# text: awk would print a number past 2^31 in 6 digits.
mtx_pairs() {
    awk '$1 == "%" && $2 == "msgs" { k = ($3 - 1) " " ($4 - 1); m[k] = $5; s[k]; next }
         /^%/ { next } !h { h = 1; next } { k = ($1 - 1) " " ($2 - 1); b[k] = $3; s[k] }
         END { for (k in s) print k, (k in m) ? m[k] : 0, (k in b) ? b[k] : 0 }' "$1" | pairs_sum
}

# a - b per pair (for subtracting a baseline run), zero pairs dropped
pairs_minus() {
    { cat "$1"; awk '{ print $1, $2, -$3, -$4 }' "$2"; } | pairs_sum
}

# An intercommunicator's leaders exchange their groups' processes, each
# packed with its host name where Open MPI knows it (ompi_proc_pack), and
# whether it knows a peer's name by then can change from run to run (the
# traffic of other threads, the start-up's timing): monitoring's setup
# traffic then differs from a baseline run's by whole names on the
# leaders' pairs, the same message counts (stop 95's CI, t-31: 16 bytes
# each way, in all three attempts; a host name of 15 characters, we
# think: the CI's is not known).
# hostname_slack EXPECTED MONITORING MOST A B writes MONITORING with the
# pairs A->B and B->A set to EXPECTED where only that differs: the same
# count, bytes apart by at most MOST host names (one for each process a
# leader sends; strlen + 1 each, the short name Open MPI keeps).  It says
# on stderr how many names it forgave.
hostname_slack() {
    local h
    h=$(hostname); h=${h%%.*}
    awk -v unit=$((${#h} + 1)) -v most="$3" -v ab="$4 $5" -v ba="$5 $4" 'NR == FNR { m[$1 " " $2] = $3; b[$1 " " $2] = $4; next }
        { k = $1 " " $2; d = $4 - b[k] }
        (k == ab || k == ba) && (k in m) && $3 == m[k] && d != 0 && d % unit == 0 && (d < 0 ? -d : d) <= most * unit {
            n += (d < 0 ? -d : d) / unit; $4 = b[k] }
        { print } END { if (n) printf "%d\n", n > "/dev/stderr" }' "$1" "$2"
}

# compare NAME EXPECTED_FILE ACTUAL_FILE
same() {
    if cmp -s "$2" "$3"; then
        pass "$1"
    else
        fail "$1" "differs from expected ($2 vs $3)"
        diff "$2" "$3" | head -8 | sed 's/^/    /'
    fi
}

# both_sides LABEL REC EXPECTED_SENT EXPECTED_RECV: a recording's sent and
# receive sides (commprof-dump, into REC.sent and REC.recv) against counts
# made without MPI
both_sides() {
    "$DUMP" "$2" >"$2.sent" 2>&1
    "$DUMP" --recv "$2" >"$2.recv" 2>&1
    same "$1: sent side by hand" "$3" "$2.sent"
    same "$1: receive side by hand" "$4" "$2.recv"
}

# ompi_run LIB OUTDIR MONPREFIX NP PROGRAM ARGS...  (MONPREFIX "" = no monitoring)
ompi_run() {
    local lib=$1 out=$2 mon=$3 np=$4
    shift 4
    local monargs=()
    [ -n "$mon" ] && monargs=(--mca pml_monitoring_enable 2 --mca pml_monitoring_enable_output 3
        --mca pml_monitoring_filename "$mon")
    rm -rf "$out"
    local pack=()
    [ -n "${COMMPROF_PACK+set}" ] && pack=(-x COMMPROF_PACK)
    timeout 300 mpirun.openmpi -n "$np" "${monargs[@]}" -x LD_PRELOAD="$lib" -x COMMPROF_OUTPUT="$out" \
        -x COMMPROF_QUIET "${pack[@]}" "$@" </dev/null
}

mpich_run() {
    local lib=$1 out=$2 np=$3
    shift 3
    rm -rf "$out"
    timeout 300 mpirun.mpich -n "$np" -genv LD_PRELOAD "$lib" -genv COMMPROF_OUTPUT "$out" \
        -genv COMMPROF_QUIET 1 "$@" </dev/null
}

# otf2-print names a message's peer by its location, resolved through the
# communicator's group: 'Receiver: 1 ("MPI rank 5" <5>)' is rank 1 of its
# communicator, world rank 5 (location = world rank)
OTF2_PEER='function peer(i,  w) { w = $(i + 4); gsub("\"", "", w); return w }
function comm(i,  k) { for (k = i + 1; k <= NF; k++) if ($k ~ /^<[0-9]+>,?$/) return $k; return "?" }'
# otf2 events -> "src dst 1 bytes" per MPI_SEND
otf2_sends() {
    awk "$OTF2_PEER"' $1 == "MPI_SEND" { for (i = 1; i <= NF; i++) { if ($i == "Receiver:") d = peer(i); if ($i == "Length:") b = $(i + 1) }
         print $2, d, 1, b }' "$1" | pairs_sum
}
# otf2 events -> "src dst 1 bytes" per MPI_RECV (the receiver is the location)
otf2_recvs() {
    awk "$OTF2_PEER"' $1 == "MPI_RECV" { for (i = 1; i <= NF; i++) { if ($i == "Sender:") s = peer(i); if ($i == "Length:") b = $(i + 1) }
         print s, $2, 1, b }' "$1" | pairs_sum
}

# a unit test of tests/unit/ (tests/unit/build.mk), made where missing or
# older than its sources; its build output in $OUT/unit.NAME.build
unit_build() { # NAME
    make -s -C "$ROOT" "build/unit/$1" >"$OUT/unit.$1.build" 2>&1
}

# a tool's ASan/UBSan build where make check made one (its leak check turns
# a leak on the way out into exit 1 and a report), else the plain one
sanitized() { # analyzer | mapper | commprof-predict
    if [ -x "$ROOT/build/sanitize/$1" ]; then echo "$ROOT/build/sanitize/$1"; else echo "$ROOT/bin/$1"; fi
}

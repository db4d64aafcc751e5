# Collectives and one-sided traffic (tests/programs/colls.c).  The modeled
# per-pair messages of collectives must equal Open MPI monitoring's I lines,
# for Open MPI's own choice of algorithms (2 to 12 ranks; each size band of
# the fixed rules at 2 to 128) and for every
# modeled algorithm forced through coll_tuned_*_algorithm (with segments);
# the same for the nonblocking ones, which coll/libnbc runs.
# Monitoring also counts the collectives MPI runs inside communicator and
# window creation and commprof's own: a baseline run of the same program
# without the calls is subtracted, from monitoring's lines and from
# commprof's (which model the communicator creations: t-56 checks those).  Algorithms built on persistent requests
# (alltoall and alltoallv basic linear), which monitoring cannot see, are
# checked against hand-computed counts; so is the logical view.  One-sided
# traffic must equal the S and R lines.  Recordings are one file per rank
# here: packing them per node gathers them at MPI_Finalize, which monitoring
# counts as I lines too (of sizes that differ from run to run).
export COMMPROF_PACK=0
B=$OUT/colls
mkdir -p "$B"
LIB=$ROOT/lib/libcommprof.so
mpicc.openmpi -O1 -o "$B/colls" tests/programs/colls.c || fail "colls: builds"

# commprof's modeled collective pairs of a recording less those of a
# baseline run (colls.c mode 0: the same communicators made, no calls)
coll_less_base() { # REC BASE-REC
    "$DUMP" --kind coll "$2" >"$1.base.coll"
    "$DUMP" --kind coll "$1" | pairs_minus /dev/stdin "$1.base.coll"
}

# check_by_hand NAME NP OPS EXPECTED-FN WHAT [mpirun args...]: commprof's
# modeled pairs of colls.c mode 1 less its baseline's, against EXPECTED-FN NP
# (where monitoring cannot see, or crashes)
check_by_hand() {
    local name=$1 np=$2 ops=$3 fn=$4 what=$5 d=$B/$1
    shift 5
    mkdir -p "$d"
    if COLLS_OPS=$ops ompi_run "$LIB" "$d/rec" "" "$np" -x COLLS_OPS "$@" "$B/colls" 1 >"$d/run.log" 2>&1 &&
        COLLS_OPS=$ops ompi_run "$LIB" "$d/rec0" "" "$np" -x COLLS_OPS "$@" "$B/colls" 0 >"$d/run0.log" 2>&1; then
        $fn "$np" | pairs_sum >"$d/expected"
        coll_less_base "$d/rec" "$d/rec0" >"$d/actual"
        same "colls: $what: hand-computed" "$d/expected" "$d/actual"
    else
        fail "colls: $name runs" "see $d/run.log"
    fi
}

# check_coll NAME NP OPS MODE KIND [mpirun args...]: I (or S/R) lines of MODE
# minus the baseline's, against commprof's --kind coll (rma)
# The I lines outside the modeled calls (communicator creation) are not
# always alike in the two jobs: seen once in more than twenty CI runs,
# inter-v-8 came out 4 bytes over commprof on six pairs, same message
# counts, while commprof's counts were the same in every run (8 reruns).  A
# mismatch runs both jobs once more, and only the second comparison
# counts: a wrong model differs on both.
check_coll() {
    local name=$1 np=$2 ops=$3 mode=$4 kind=$5
    shift 5
    local d=$B/$name try
    for try in 1 2; do
        check_coll_once "$name" "$np" "$ops" "$mode" "$kind" "$@" || return
        [ "$try" = 2 ] || ! cmp -s "$d/expected" "$d/actual" || break
        [ "$try" = 1 ] && echo "colls: $name: monitoring differs from commprof, both jobs run again" &&
            cp "$d/expected" "$d/expected.try1" && cp "$d/actual" "$d/actual.try1"
    done
    same "colls: $name: per-pair traffic equals monitoring's $kind lines ($(wc -l <"$d/expected") pairs)" \
        "$d/expected" "$d/actual"
    cmp -s "$d/expected" "$d/actual" || coll_parts "$name" "$np" "$mode" "$kind" "$@"
}

# A job that ran several parts (COLL_PARTS: their COLLS_OPS, space apart)
# failed: run each part alone and say which differ.
coll_parts() {
    local name=$1 np=$2 mode=$3 kind=$4 part i=0
    shift 4
    [ "${COLL_PARTS:-}" ] && [ "${COLL_PARTS// /}" != "$COLL_PARTS" ] || return 0
    for part in $COLL_PARTS; do
        i=$((i + 1))
        check_coll_once "$name-part$i" "$np" "$part" "$mode" "$kind" "$@" || continue
        cmp -s "$B/$name-part$i/expected" "$B/$name-part$i/actual" &&
            echo "    part $part alone: equal" || echo "    part $part alone: differs (see $B/$name-part$i)"
    done
}

# one run of the baseline and of the job: $d/expected and $d/actual; 1 if
# a job failed (already reported).  Up to 16 ranks the two run at once: a
# job's start leaves a core idle a third of the time (and CI has 30 minutes).
# Each in a session directory of its own: two mpiruns starting at once race
# to make /tmp/ompi.<host>.<uid>, and one fails ("File exists").
check_coll_once() {
    local name=$1 np=$2 ops=$3 mode=$4 kind=$5
    shift 5
    local d=$B/$name w pid=() bad=0
    mkdir -p "$d"
    for w in 0 "$mode"; do
        rm -f "$d/mon$w".*.prof
        mkdir -p "/tmp/commprof-t55.$w"
        COLLS_OPS=$ops ompi_run "$LIB" "$d/rec$w" "$d/mon$w" "$np" -x COLLS_OPS \
            --mca orte_tmpdir_base "/tmp/commprof-t55.$w" "$@" "$B/colls" "$w" >"$d/run$w.log" 2>&1 &
        pid[w]=$!
        [ "$np" -le 16 ] || wait "${pid[w]}" || { fail "colls: $name runs" "see $d/run$w.log"; return 1; }
    done
    if [ "$np" -le 16 ]; then
        for w in 0 "$mode"; do
            wait "${pid[w]}" || { fail "colls: $name runs" "see $d/run$w.log"; bad=1; }
        done
        [ $bad = 0 ] || return 1
    fi
    case $kind in
    I)
        monitoring_kind "$d/mon0" I >"$d/base"
        monitoring_kind "$d/mon$mode" I >"$d/all"
        pairs_minus "$d/all" "$d/base" >"$d/expected"
        # with the messages only their receivers could model (--recv);
        # less the baseline's (its communicator creations)
        for w in 0 "$mode"; do
            { "$DUMP" --kind coll "$d/rec$w"; "$DUMP" --kind coll --recv "$d/rec$w"; } | pairs_sum >"$d/coll$w"
        done
        pairs_minus "$d/coll$mode" "$d/coll0" >"$d/actual"
        ;;
    S | R)
        for k in S R; do
            monitoring_kind "$d/mon0" $k >"$d/base.$k"
            monitoring_kind "$d/mon$mode" $k >"$d/all.$k"
        done
        { pairs_minus "$d/all.S" "$d/base.S"; pairs_minus "$d/all.R" "$d/base.R" | sed 's/^/R /'; } >"$d/expected"
        { "$DUMP" --kind rma "$d/rec$mode"; "$DUMP" --kind rma --recv "$d/rec$mode" | sed 's/^/R /'; } >"$d/actual"
        ;;
    esac
    if [ ! -s "$d/expected" ]; then
        fail "colls: $name: monitoring saw traffic" "empty $d/expected"
        return 1
    fi
}

ALL=barrier,bcast,reduce,allreduce,gather,scatter,allgather,alltoall,neighbor,scan,vcolls
# Open MPI's own choices, one job per size (each job's start costs more
# than its collectives: 32 jobs took 140 s of CI's 30 minutes); a failing
# job is rerun part by part to name the part that differs (coll_parts):
#   default   every family ($ALL), at the sizes the rules tell apart;
#   noncomm   a user operation that does not commute: other algorithms, and
#             the parts Open MPI builds from other collectives choose with it
#             too;
#   inplace   MPI_IN_PLACE: Open MPI's alltoall(v) then exchange pair by pair
#             whatever the algorithm (16 ranks: where the choice for
#             alltoall is Bruck's);
#   large     long messages: the fixed rules' other branches (segmented and
#             pipelined algorithms), and libnbc's choices by size;
#   nb        the nonblocking ones, which coll/libnbc runs by its own
#             choices (forced one by one below);
#   sweep     every size band of the fixed rules (their bounds are powers of
#             two) and of libnbc's choices, 1 byte to 6 MiB (the split
#             communicator adds the halves, in reverse order: 8 and 12 are
#             the halves of 16 and 24).
for np in 2 3 4 5 6 8 12 16; do
    case $np in
    2 | 3 | 5) parts="$ALL nb noncomm,inplace sweep" ;;
    4 | 6) parts="$ALL nb noncomm,inplace large sweep" ;;
    8) parts="$ALL nb" ;; # its logical view is checked by hand below
    12) parts="$ALL nb noncomm,inplace large" ;;
    16) parts="noncomm,inplace sweep" ;;
    esac
    COLL_PARTS=$parts check_coll "default-$np" $np "${parts// /,}" 1 I
done
COLL_PARTS="noncomm,inplace large" check_coll "noncomm-inplace-large-8" 8 noncomm,inplace,large 1 I
# The sweep from 24 ranks; 128, where the rules of bcast, reduce,
# allreduce, allgather(v), alltoall(v) and reduce_scatter switch again.
# From 32 ranks on MPI_COMM_WORLD only, to 1.5 MiB: the sweep took 330 of
# CI's 1800 s there; the halves are the sweeps at 16 to 64, and on 32 to
# 255 ranks the fixed rules and libnbc's choices change last at 1 MiB
# (coll_tuned_fixed.c, coll_choice.c), so 1.5 MiB is in the last band (up
# to 4 MiB on 8 to 31 ranks: those sweep to 6 MiB).  At 64 and 128 only the
# operations whose choice differs from the half size's (for libnbc's
# ireduce, the count against the largest power of two not above the size).
# At 128 ranks only with CHECK_LONG=1 in the environment: its two
# jobs took 91 s of CI's 30 minutes on 2 cores, 128 ranks oversubscribed.
for np in 24 32 64 ${CHECK_LONG:+128}; do
    if [ $np = 64 ] || [ $np = 128 ]; then
        sweep_ops=bcast,allreduce,ireduce,allgather,allgatherv,alltoall,reduce_scatter
        [ $np = 64 ] && sweep_ops=$sweep_ops,scatter || sweep_ops=$sweep_ops,reduce
        COLLS_SWEEP_MAX=$((3 << 19)) COLLS_SWEEP_OPS=$sweep_ops \
            check_coll "sweep-$np" $np sweep,world 1 I -x COLLS_SWEEP_MAX -x COLLS_SWEEP_OPS
    elif [ $np -ge 32 ]; then
        COLLS_SWEEP_MAX=$((3 << 19)) check_coll "sweep-$np" $np sweep,world 1 I -x COLLS_SWEEP_MAX
    else
        check_coll "sweep-$np" $np sweep 1 I
    fi
done

# forced: run k forces the k-th entry of each list at once, of coll/tuned's
# algorithms (blocking collectives) and for k < 4 of coll/libnbc's
# (nonblocking ones, which Open MPI runs there: coll_libnbc_*_algorithm,
# k-nomial radix 3); the two sets of parameters touch separate components,
# so one job runs both (each job's start costs more than its collectives)
F=(--mca coll_tuned_use_dynamic_rules 1)
BARRIER=(1 2 3 4 6 6 4 3 2)
BCAST=(1 2 3 5 6 7 4 8 9)
REDUCE=(1 2 3 4 5 6 7 7 5)
ALLREDUCE=(1 2 3 4 6 5 6 2 2)
ALLGATHER=(1 2 3 4 5 5 3 1 2)
ALLTOALL=(2 3 4 2 3 4 2 3 4)
GATHER=(1 2 3 2 1 3 2 1 3)
SCATTER=(1 2 3 1 2 3 2 2 1)
SCAN=(1 2 1 2 1 2 1 2 1) # scan and exscan
ALLGATHERV=(1 2 3 4 1 2 4 1 3)
REDUCE_SCATTER=(1 2 3 4 4 3 2 1 4)
REDUCE_SCATTER_BLOCK=(1 2 3 4 1 4 3 1 2)
NB_BCAST=(1 2 3 4) NB_REDUCE=(1 2 3 2) NB_ALLGATHER=(1 2 1 2) NB_SCAN=(1 2 2 1) NB_RADIX=(4 4 4 3)
NB_ALLREDUCE=(1 2 3 4)
for k in 0 1 2 3 4 5 6 7 8; do
    args=("${F[@]}" --mca coll_tuned_barrier_algorithm "${BARRIER[k]}" --mca coll_tuned_bcast_algorithm "${BCAST[k]}"
        --mca coll_tuned_reduce_algorithm "${REDUCE[k]}" --mca coll_tuned_allreduce_algorithm "${ALLREDUCE[k]}"
        --mca coll_tuned_allgather_algorithm "${ALLGATHER[k]}" --mca coll_tuned_alltoall_algorithm "${ALLTOALL[k]}"
        --mca coll_tuned_gather_algorithm "${GATHER[k]}" --mca coll_tuned_scatter_algorithm "${SCATTER[k]}"
        --mca coll_tuned_alltoallv_algorithm 2 --mca coll_tuned_scan_algorithm "${SCAN[k]}"
        --mca coll_tuned_exscan_algorithm "${SCAN[k]}" --mca coll_tuned_allgatherv_algorithm "${ALLGATHERV[k]}"
        --mca coll_tuned_reduce_scatter_algorithm "${REDUCE_SCATTER[k]}"
        --mca coll_tuned_reduce_scatter_block_algorithm "${REDUCE_SCATTER_BLOCK[k]}")
    tag="barrier${BARRIER[k]}-bcast${BCAST[k]}-reduce${REDUCE[k]}-allreduce${ALLREDUCE[k]}-allgather${ALLGATHER[k]}"
    tag="$tag-alltoall${ALLTOALL[k]}-gather${GATHER[k]}-scatter${SCATTER[k]}-scan${SCAN[k]}"
    tag="$tag-allgatherv${ALLGATHERV[k]}-reduce_scatter${REDUCE_SCATTER[k]}-block${REDUCE_SCATTER_BLOCK[k]}"
    ops="$ALL,alltoallv,noncomm,inplace" parts="$ALL,alltoallv noncomm,inplace"
    if [ "$k" -lt 4 ]; then
        args+=(--mca coll_libnbc_ibcast_algorithm "${NB_BCAST[k]}" --mca coll_libnbc_ibcast_knomial_radix "${NB_RADIX[k]}"
            --mca coll_libnbc_ireduce_algorithm "${NB_REDUCE[k]}" --mca coll_libnbc_iallgather_algorithm "${NB_ALLGATHER[k]}"
            --mca coll_libnbc_iscan_algorithm "${NB_SCAN[k]}" --mca coll_libnbc_iexscan_algorithm "$((3 - NB_SCAN[k]))"
            --mca coll_libnbc_iallreduce_algorithm "${NB_ALLREDUCE[k]}")
        tag="$tag-ibcast${NB_BCAST[k]}-radix${NB_RADIX[k]}-ireduce${NB_REDUCE[k]}-iallreduce${NB_ALLREDUCE[k]}"
        tag="$tag-iallgather${NB_ALLGATHER[k]}-iscan${NB_SCAN[k]}"
        ops=$ops,nb parts="$parts nb"
    fi
    COLL_PARTS=$parts check_coll "forced-8-$tag" 8 "$ops" 1 I "${args[@]}"
    # segments: 12-byte bcast, 100-byte reduce and 16-byte allreduce
    # segments, 8-byte first gather segment
    [ "$k" -ge 1 ] && COLL_PARTS=$parts check_coll "forced-6-seg-$tag" 6 "$ops" 1 I "${args[@]}" \
        --mca coll_tuned_bcast_algorithm_segmentsize 12 --mca coll_tuned_reduce_algorithm_segmentsize 100 \
        --mca coll_tuned_allreduce_algorithm_segmentsize 16 --mca coll_tuned_gather_algorithm_segmentsize 8
done

# libnbc's size-based ibcast choice
check_coll "nb-8-ibcast-by-size" 8 nb 1 I --mca coll_libnbc_ibcast_skip_dt_decision 0

# intercommunicators (between the even and the odd ranks): Open MPI runs
# the blocking ones in coll/inter and coll/basic, from messages between the
# groups and collectives on each group, which coll/tuned runs by its own
# decision for the group (forced here too); the nonblocking ones in
# coll/libnbc.  Equal group sizes only: Open MPI 4.1.4's
# monitoring crashes on an intercommunicator whose groups differ in size.
for np in 6 8; do
    check_coll "inter-$np" $np inter 3 I
    check_coll "inter-v-$np" $np inter 4 I  # gatherv, scatterv, allgatherv: partly receiver-modeled
    check_coll "inter-nb-$np" $np inter 5 I # coll/libnbc's, linear
done
check_coll "inter-8-forced-bcast6-reduce2-gather2-scatter2-allreduce4" 8 inter 3 I "${F[@]}" \
    --mca coll_tuned_bcast_algorithm 6 --mca coll_tuned_reduce_algorithm 2 --mca coll_tuned_gather_algorithm 2 \
    --mca coll_tuned_scatter_algorithm 2 --mca coll_tuned_allreduce_algorithm 4
# groups of different sizes (5 ranks: evens 4 2 0, odds 3 1 as local ranks
# 0 1 ...), where monitoring crashes: by hand, libnbc's ibcast of 10 int
# from world 2 and of 5000 int from world 1 (each root to every remote
# rank), and igather of 5 int to world 2 (each odd rank to it)
d=$B/inter-unequal
mkdir -p "$d"
if COLLS_OPS=inter,only,ibcast,igather ompi_run "$LIB" "$d/rec" "" 5 -x COLLS_OPS "$B/colls" 5 >"$d/run.log" 2>&1 &&
    COLLS_OPS=inter,only,ibcast,igather ompi_run "$LIB" "$d/rec0" "" 5 -x COLLS_OPS "$B/colls" 0 >"$d/run0.log" 2>&1; then
    printf '%s\n' "1 0 1 20000" "1 2 2 20020" "1 4 1 20000" "2 1 1 40" "2 3 1 40" "3 2 1 20" >"$d/expected"
    coll_less_base "$d/rec" "$d/rec0" >"$d/actual"
    same "colls: intercommunicator of unequal groups (3 and 2 ranks): ibcast and igather pairs as hand-computed" \
        "$d/expected" "$d/actual"
else
    fail "colls: intercommunicator of unequal groups runs" "see $d/run.log"
fi
# their logical view, hand-computed for world rank 1 of 8: local rank 3 of
# the odd group (4 ranks, the remote group 4 too), the second root; with
# the v-variants (mode 4)
d=$B/inter-8
if [ -d "$B/inter-v-8/rec4" ]; then
    cat >"$B/inter.expected" <<EOF
MPI_Allgather inter 1 $((4 * 16)) $((4 * 16))
MPI_Allreduce inter 2 $((4 * (12 + 4000))) $((4 * (12 + 4000)))
MPI_Alltoall inter 1 $((4 * 12)) $((4 * 12))
MPI_Alltoallv inter 1 $(((0 + 1 + 2 + 0) * 4)) $(((0 + 1 + 2 + 0) * 4))
MPI_Barrier inter 2 0 0
MPI_Bcast inter 2 $((4 * 20000)) 40
MPI_Gather inter 1 20 0
MPI_Reduce inter 2 800 $((4 * 12))
MPI_Reduce_scatter inter 1 $(((1 + 2 + 3 + 1) * 4)) $((4 * 1 * 4))
MPI_Reduce_scatter_block inter 1 $((4 * 20)) $((4 * 20))
MPI_Scatter inter 1 $((4 * 28)) 0
MPI_Allgatherv inter 1 $((4 * 4)) $(((1 + 2 + 3 + 1) * 4))
MPI_Gatherv inter 1 4 0
MPI_Scatterv inter 1 $(((1 + 2 + 3 + 1) * 4)) 0
EOF
    sort -o "$B/inter.expected" "$B/inter.expected"
    { "$DUMP" --calls "$d/rec3"; "$DUMP" --calls "$B/inter-v-8/rec4"; } | awk '$1 == 1 && $3 ~ /^inter/ {
        k = $2 " " $3; c[k] += $7; s[k] += $8; r[k] += $9 } END { for (k in c) print k, c[k], s[k], r[k] }' |
        sort >"$B/inter.actual"
    same "colls: intercommunicator logical view of world rank 1 (calls, bytes, algorithm) is hand-computed" \
        "$B/inter.expected" "$B/inter.actual"
else
    fail "colls: intercommunicator v-variants run" "no $B/inter-v-8/rec4"
fi

# persistent collectives (MPIX_<op>_init in Open MPI 4.1, run by
# coll/libnbc): each start counted, its messages modeled as the nonblocking
# form's, against the I lines; the logical view of world rank 1 (world
# group: MPI_COMM_WORLD and the Cartesian one, 2 starts each) by hand
for np in 5 6 8; do
    check_coll "persistent-$np" $np pcoll 6 I
done

# persistent-request algorithms: hand-computed.  alltoall of 3 int on world,
# split (ranks of equal parity) and Cartesian (= world): 2 or 3 messages.
exp_alltoall() {
    local n=$1 i j
    for ((i = 0; i < n; i++)); do for ((j = 0; j < n; j++)); do
        ((i == j)) && continue
        m=$((2 + (i % 2 == j % 2)))
        echo "$i $j $m $((12 * m))"
    done; done
}
# alltoallv, comm rank r sends (c + r) % 3 int to comm rank c; in the split
# communicator (key -rank) comm ranks count down from the highest world rank
exp_alltoallv() {
    local n=$1 i j
    for ((i = 0; i < n; i++)); do for ((j = 0; j < n; j++)); do
        ((i == j)) && continue
        echo "$i $j 2 $((2 * 4 * ((i + j) % 3)))"
        if ((i % 2 == j % 2)); then
            local top=$(((n - 1) % 2 == i % 2 ? n - 1 : n - 2))
            local ri=$(((top - i) / 2)) rj=$(((top - j) / 2))
            echo "$i $j 1 $((4 * ((ri + rj) % 3)))"
        fi
    done; done
}
# every neighbour collective on the Cartesian communicator (monitoring),
# then on graph and distributed graph communicators, where Open MPI 4.1.4's
# monitoring crashes: hand-computed there (colls.c's nbrs()), 10 messages
# to each neighbour on each: the ring 128 bytes each way, the distributed
# graph 112 bytes to r + 1 and 168 to r - 2
for np in 4 6 9; do
    check_coll "nbrs-$np" $np nbrs 1 I
done
exp_nbrg() {
    local n=$1 r
    for ((r = 0; r < n; r++)); do
        echo "$r $(((r + 1) % n)) 10 128"
        echo "$r $(((r + n - 1) % n)) 10 128"
        echo "$r $(((r + 1) % n)) 10 112"
        echo "$r $(((r + n - 2) % n)) 10 168"
    done
}
for np in 4 6; do
    check_by_hand "nbrg-$np" $np nbrg exp_nbrg \
        "neighbour collectives on graph and distributed graph communicators ($np ranks)"
done

# alltoallw: coll/libnbc's (monitoring; Open MPI 4.1.4 crashes in
# ialltoallw on a communicator of one rank, so from 4 ranks) and coll/basic's,
# on persistent requests: hand-computed, one message to each other rank i
# whose block, (i + r) % 3 int (even i) or double (odd i), is not empty
for np in 4 5 8; do
    check_coll "ialltoallw-$np" $np ialltoallw 1 I
done
exp_alltoallw() {
    local n=$1 r i k
    for ((r = 0; r < n; r++)); do for ((i = 0; i < n; i++)); do
        k=$(((i + r) % 3))
        [ $i != $r ] && [ $k != 0 ] && echo "$r $i 1 $((k * (i % 2 ? 8 : 4)))"
    done; done
}
for np in 3 8; do
    check_by_hand "alltoallw-$np" $np alltoallw exp_alltoallw "alltoallw on $np ranks (persistent requests)"
done

exp_alltoall_linear() { exp_alltoall "$1"; exp_alltoallv "$1"; }
check_by_hand persistent 8 alltoall,alltoallv exp_alltoall_linear \
    "alltoall and alltoallv basic linear (persistent requests)" "${F[@]}" \
    --mca coll_tuned_alltoall_algorithm 1 --mca coll_tuned_alltoallv_algorithm 1

# logical view, hand-computed for world rank 1 of 8 on the world group
# (MPI_COMM_WORLD and the Cartesian communicator: 2 calls each; v-variants
# with k = 0 1 2 0 1 2 0 1 int (7 in all), rank 1 the gatherv root; and
# the program's split and Cartesian communicator, made on the world):
# call calls bytes_sent bytes_recv
d=$B/default-8
cat >"$B/logical.expected" <<EOF
MPI_Allgather 2 $((2 * 7 * 16)) $((2 * 7 * 16))
MPI_Allreduce 4 $((2 * 7 * (12 + 4000))) $((2 * 7 * (12 + 4000)))
MPI_Alltoall 2 $((2 * 7 * 12)) $((2 * 7 * 12))
MPI_Barrier 4 0 0
MPI_Bcast 4 $((2 * 7 * 40)) $((2 * 1003 * 4))
MPI_Exscan 2 $((2 * 6 * 12)) $((2 * 1 * 12))
MPI_Gather 2 $((2 * 20)) 0
MPI_Neighbor_allgather 1 $((4 * 24)) 0
MPI_Neighbor_alltoall 1 $((4 * 8)) 0
MPI_Reduce 4 $((2 * 800)) $((2 * 7 * 800))
MPI_Scan 2 $((2 * 6 * 8)) $((2 * 1 * 8))
MPI_Scatter 2 0 $((2 * 28))
MPI_Win_allocate 1 0 0
MPI_Win_free 1 0 0
MPI_Comm_split 1 0 0
MPI_Cart_create 1 0 0
MPI_Gatherv 2 0 $((2 * 6 * 4))
MPI_Scatterv 2 0 $((2 * 4))
MPI_Allgatherv 4 $((2 * (7 * 4 + 7 * 1600))) $((2 * (6 * 4 + 2700 * 4)))
MPI_Reduce_scatter 4 $((2 * (6 * 4 + 7027 * 4))) $((2 * (7 * 4 + 7 * 1001 * 4)))
MPI_Reduce_scatter_block 6 $((2 * 7 * 3006 * 4)) $((2 * 7 * 3006 * 4))
EOF
sort -o "$B/logical.expected" "$B/logical.expected"
# (a call's lines differ by algorithm: the two allgatherv sizes take two)
logical_of() {
    "$DUMP" --calls "$1" | awk '$1 == 1 && $4 == 8 { c[$2] += $7; s[$2] += $8; r[$2] += $9 }
        END { for (k in c) print k, c[k], s[k], r[k] }' | sort
}
# nonblocking collectives (COLLS_OPS=nb, mode 1): world rank 1 of 8 on the
# world group, 2 communicators; k = 0 1 2 0 1 2 0 1 int, rank 1 the root
# of the ibcasts (10 and 20000 int), of the 100-double ireduce and of
# igatherv; the 1-double ireduce to root 0; the allreduces 3 and 16389 int;
# ialltoallv sends k(i) to rank i and receives k(1) from each; scan and
# exscan send to the 6 ranks above and receive from the one below
cat >"$B/nb.expected" <<EOF
MPI_Iallgather 2 $((2 * 7 * 16)) $((2 * 7 * 16))
MPI_Iallgatherv 2 $((2 * 7 * 4)) $((2 * 6 * 4))
MPI_Iallreduce 4 $((2 * 7 * (12 + 16389 * 4))) $((2 * 7 * (12 + 16389 * 4)))
MPI_Ialltoall 2 $((2 * 7 * 12)) $((2 * 7 * 12))
MPI_Ialltoallv 2 $((2 * 6 * 4)) $((2 * 7 * 4))
MPI_Ibarrier 2 0 0
MPI_Ibcast 4 $((2 * 7 * (40 + 80000))) 0
MPI_Iexscan 2 $((2 * 6 * 12)) $((2 * 12))
MPI_Igather 2 $((2 * 20)) 0
MPI_Igatherv 2 0 $((2 * 6 * 4))
MPI_Ireduce 4 $((2 * 8)) $((2 * 7 * 800))
MPI_Ireduce_scatter 2 $((2 * 6 * 4)) $((2 * 7 * 4))
MPI_Ireduce_scatter_block 2 $((2 * 7 * 20)) $((2 * 7 * 20))
MPI_Iscan 2 $((2 * 6 * 8)) $((2 * 8))
MPI_Iscatter 2 0 $((2 * 28))
MPI_Iscatterv 2 0 $((2 * 4))
MPI_Win_allocate 1 0 0
MPI_Win_free 1 0 0
MPI_Comm_split 1 0 0
MPI_Cart_create 1 0 0
EOF
sort -o "$B/nb.expected" "$B/nb.expected"
# default-8 ran both (the lines of the communicators made once)
sort -u "$B/logical.expected" "$B/nb.expected" >"$B/default.expected"
logical_of "$d/rec1" >"$B/logical.actual"
same "colls: logical view of rank 1 (calls, bytes sent and received) of the blocking and nonblocking collectives is hand-computed" \
    "$B/default.expected" "$B/logical.actual"
# with alltoallv (sends (i + 1) mod 3 int to rank i, receives as many) and
# the Cartesian communicator's neighbor_alltoallv/w (3 int to each of 4)
{ cat "$B/nb.expected"; echo "MPI_Alltoallv 2 $((2 * 7 * 4)) $((2 * 7 * 4))"
  echo "MPI_Neighbor_alltoallv 1 48 0"; echo "MPI_Neighbor_alltoallw 1 48 0"; } | sort >"$B/nbrv.expected"
# persistent collectives (above): world rank 1, world group
cat >"$B/persistent.expected" <<EOF
MPI_Allgather_init 4 $((4 * 7 * 16)) $((4 * 7 * 16))
MPI_Allreduce_init 4 $((4 * 7 * 4000)) $((4 * 7 * 4000))
MPI_Alltoall_init 4 $((4 * 7 * 12)) $((4 * 7 * 12))
MPI_Barrier_init 4 0 0
MPI_Bcast_init 4 0 $((4 * 4012))
MPI_Gather_init 4 $((4 * 20)) 0
MPI_Neighbor_alltoall_init 2 $((2 * 4 * 8)) 0
MPI_Reduce_init 4 0 $((4 * 7 * 800))
MPI_Reduce_scatter_block_init 4 $((4 * 7 * 20)) $((4 * 7 * 20))
MPI_Scan_init 4 $((4 * 6 * 8)) $((4 * 1 * 8))
MPI_Scatter_init 4 0 $((4 * 28))
EOF
logical_of "$B/persistent-8/rec6" | grep _init >"$B/persistent.actual"
same "colls: persistent collectives' logical view of rank 1 (every start counted) is hand-computed" \
    "$B/persistent.expected" "$B/persistent.actual"

# one-sided
check_coll "rma-6" 6 "" 2 S
check_coll "rma-8" 8 "" 2 S
# windows created over a communicator in reverse order, dynamic and shared
# windows; passive-target, request-based and post/start epochs (colls.c
# mode 7; Open MPI 4.1.4 fails MPI_Win_create over one process, so no odd
# rank count under 5)
for np in 4 6 8; do
    check_coll "rma-more-$np" $np "" 7 S
done
# the flush and sync calls of that passive-target epoch (world rank 1, on
# the split communicator of 4): one call each in the logical view, no bytes,
# on the same group as MPI_Win_flush_all
"$DUMP" --calls "$B/rma-more-8/rec7" | awk '$1 == 1 && $2 ~ /^MPI_Win_(flush|flush_local|flush_local_all|flush_all|sync)$/ {
    print $2, $3, $4, $6, $7, $8, $9 }' | sort >"$B/rma-sync.actual"
h=$(awk '$1 == "MPI_Win_flush_all" { print $4 }' "$B/rma-sync.actual")
for c in flush flush_all flush_local flush_local_all sync; do echo "MPI_Win_$c - 4 ${h:-?} 1 0 0"; done | sort >"$B/rma-sync.expected"
same "colls: MPI_Win_flush, _flush_local, _flush_local_all and _sync: a call each in the logical view, no traffic" \
    "$B/rma-sync.expected" "$B/rma-sync.actual"

# the analyzer's matrix holds what --include names (mtx_pairs: tests/lib)
d=$B/default-8
if "$ROOT/bin/analyzer" -q --include coll "$d/rec1" -o "$B/coll.mtx" 2>"$B/an.err"; then
    mtx_pairs "$B/coll.mtx" >"$B/an.coll"
    same "colls: analyzer --include coll = commprof-dump --kind coll" "$d/coll1" "$B/an.coll"
else
    fail "colls: analyzer --include coll" "$(head -2 "$B/an.err")"
fi
d=$B/inter-v-8
if "$ROOT/bin/analyzer" -q --include coll "$d/rec4" -o "$B/coll-inter.mtx" 2>"$B/an.err"; then
    mtx_pairs "$B/coll-inter.mtx" >"$B/an.coll-inter"
    [ -n "$("$DUMP" --kind coll --recv "$d/rec4")" ] &&
        same "colls: analyzer --include coll adds the messages receivers modeled (intercommunicator v-variants)" \
            "$d/coll4" "$B/an.coll-inter" ||
        fail "colls: intercommunicator v-variants" "no receiver-modeled messages in $d/rec4"
else
    fail "colls: analyzer --include coll (intercommunicator)" "$(head -2 "$B/an.err")"
fi
d=$B/rma-8
if "$ROOT/bin/analyzer" -q --include rma "$d/rec2" -o "$B/rma.mtx" 2>"$B/an.err"; then
    mtx_pairs "$B/rma.mtx" >"$B/an.rma"
    # replies travel from the target back to the origin
    { "$DUMP" --kind rma "$d/rec2"; "$DUMP" --kind rma --recv "$d/rec2"; } | pairs_sum >"$B/an.rma.expected"
    same "colls: analyzer --include rma = data to targets plus replies back" "$B/an.rma.expected" "$B/an.rma"
else
    fail "colls: analyzer --include rma" "$(head -2 "$B/an.err")"
fi
d=$B/default-8
if "$ROOT/bin/analyzer" -q --include p2p,bogus "$d/rec1" -o "$B/x.csr" 2>"$B/an.err"; then
    fail "colls: analyzer rejects --include p2p,bogus"
else
    grep -q "bad --include" "$B/an.err" && pass "colls: analyzer rejects --include p2p,bogus with a message" ||
        fail "colls: analyzer --include message" "$(head -1 "$B/an.err")"
fi

# Open MPI's Fortran persistent collectives (mpif.h MPIX_ALLREDUCE_INIT,
# tests/programs/f_pcoll.f90): 4 ranks, 3 starts of 100 integers.  libnbc's
# binomial allreduce, by hand: reduce 1->0, 3->2, 2->0, then bcast 0->1,
# 0->2, 1->3; each pair 3 messages of 400 bytes.  Logical view: 3 calls,
# 3 x 3 x 400 bytes each way.
d=$B/fortran-pcoll
mkdir -p "$d"
if mpif90.openmpi -O1 -o "$d/f_pcoll" tests/programs/f_pcoll.f90 >"$d/build.log" 2>&1 &&
    ompi_run "$LIB" "$d/rec" "" 4 "$d/f_pcoll" >"$d/run.log" 2>&1; then
    printf '%s\n' "0 1 3 1200" "0 2 3 1200" "1 0 3 1200" "1 3 3 1200" "2 0 3 1200" "3 2 3 1200" >"$d/expected"
    "$DUMP" --kind coll "$d/rec" >"$d/actual"
    calls=$("$DUMP" --calls "$d/rec" | awk '$2 == "MPI_Allreduce_init" && $7 == 3 && $8 == 3600 && $9 == 3600' | wc -l)
    [ "$calls" = 4 ] && same "colls: Fortran MPIX_ALLREDUCE_INIT: each start counted, pairs as hand-computed" \
        "$d/expected" "$d/actual" ||
        fail "colls: Fortran MPIX_ALLREDUCE_INIT logical view" "$("$DUMP" --calls "$d/rec" | head -4)"
else
    fail "colls: Fortran persistent collective builds and runs" "see $d/build.log $d/run.log"
fi

# MPICH: the library's algorithms are not modeled there; the logical view is
if mpicc.mpich -O1 -o "$B/colls.mpich" tests/programs/colls.c &&
    mpich_run "$ROOT/lib/mpich/libcommprof.so" "$B/rec.mpich" 8 -genv COLLS_OPS $ALL "$B/colls.mpich" 1 >"$B/mpich.log" 2>&1; then
    logical_of "$B/rec.mpich" >"$B/logical.mpich"
    same "colls: logical view under MPICH equals the hand-computed one" "$B/logical.expected" "$B/logical.mpich"
else
    fail "colls: MPICH run" "see $B/mpich.log"
fi
# MPICH 4 has MPI-4's persistent collectives (MPI_<op>_init)
if [ -x "$B/colls.mpich" ] && mpich_run "$ROOT/lib/mpich/libcommprof.so" "$B/rec6.mpich" 8 -genv COLLS_OPS pcoll \
    "$B/colls.mpich" 6 >"$B/mpich6.log" 2>&1; then
    logical_of "$B/rec6.mpich" | grep _init >"$B/persistent.mpich"
    # (without scatter: MPICH 4.0.2's MPI_Scatter_init fails, commprof or not)
    # and MPI-4's persistent v-variants, exscan and reduce_scatter (colls.c,
    # MPICH only), rank j's block j + 1 int: world rank 1 sends its 2 int to
    # 7 ranks (allgatherv) and gets the others' 1+3+4+5+6+7+8 = 34 int;
    # alltoallv/w the other way round; gatherv 2 int to root 7;
    # reduce_scatter sends the others' 34 int and gets 2 from each of 7;
    # exscan 3 int to the 6 ranks above, from the 1 below
    { grep -v '^MPI_Scatter_init ' "$B/persistent.expected"
        echo "MPI_Allgatherv_init 4 $((4 * 7 * 8)) $((4 * 34 * 4))"
        echo "MPI_Alltoallv_init 4 $((4 * 34 * 4)) $((4 * 7 * 8))"
        echo "MPI_Alltoallw_init 4 $((4 * 34 * 4)) $((4 * 7 * 8))"
        echo "MPI_Exscan_init 4 $((4 * 6 * 12)) $((4 * 1 * 12))"
        echo "MPI_Gatherv_init 4 $((4 * 8)) 0"
        echo "MPI_Reduce_scatter_init 4 $((4 * 34 * 4)) $((4 * 7 * 8))"; } | sort >"$B/persistent.mpich.expected"
    same "colls: persistent collectives' logical view under MPICH (MPI_<op>_init) equals the hand-computed one" \
        "$B/persistent.mpich.expected" "$B/persistent.mpich"
else
    fail "colls: MPICH persistent collectives run" "see $B/mpich6.log"
fi

# MPI-4's large-count forms (MPICH 4): colls.c with every collective,
# one-sided and window call that has a _c form made through it
# (tests/programs/large_count_colls.h; the v-variants' arrays as MPI_Count
# and MPI_Aint).  The library without the _c wrappers records none of it.
# Truths: the hand-computed logical views above, with "_c" taken off the
# names; the one-sided pairs by hand (each rank r of 8, fence epochs: put 16
# int to r+1 and get_accumulate 2 int there, 72 bytes sent in 2 messages;
# get 8 double from r+2 (an empty request) and fetch_and_op 1 int, 4 bytes;
# accumulate 4 int to r+3 and compare_and_swap 1 int, 20 bytes); the
# nonblocking ones, alltoallv and neighbor_alltoallv/w: rank 1's view by
# hand (above), and every rank's equal to the int forms' in the same MPICH.
strip_c() { sed -E 's/(MPI_[A-Za-z_]+)_c /\1 /' | sort; }
lc_run() { # name mode ops build -> $B/lc/rec.<name>.<build>
    mpich_run "$ROOT/lib/mpich/libcommprof.so" "$B/lc/rec.$1.$4" 8 -genv COLLS_OPS "$3" "$B/lc/colls.$4" "$2" \
        >"$B/lc/run.$1.$4.log" 2>&1
}
mkdir -p "$B/lc"
if mpicc.mpich -O1 -DCOLLS_LARGE_COUNT -Itests/programs -o "$B/lc/colls.c" tests/programs/colls.c &&
    mpicc.mpich -O1 -o "$B/lc/colls.int" tests/programs/colls.c &&
    lc_run all 1 "$ALL" c && lc_run pcoll 6 pcoll c && lc_run rma 2 rma c && lc_run nb 1 alltoallv,nb,nbrv c &&
    lc_run nb 1 alltoallv,nb,nbrv int; then
    logical_of "$B/lc/rec.all.c" | strip_c >"$B/lc/logical"
    same "colls: large-count (_c) collectives under MPICH: logical view equals the hand-computed one" \
        "$B/logical.expected" "$B/lc/logical"
    logical_of "$B/lc/rec.pcoll.c" | grep _init | strip_c >"$B/lc/persistent"
    same "colls: large-count persistent collectives (MPI_<op>_init_c) under MPICH: hand-computed logical view" \
        "$B/persistent.mpich.expected" "$B/lc/persistent"
    for ((r = 0; r < 8; r++)); do
        echo "$r $(((r + 1) % 8)) 2 72"; echo "$r $(((r + 2) % 8)) 2 4"; echo "$r $(((r + 3) % 8)) 2 20"
    done | pairs_sum >"$B/lc/rma.expected"
    "$DUMP" --kind rma "$B/lc/rec.rma.c" >"$B/lc/rma"
    calls=$("$DUMP" --calls "$B/lc/rec.rma.c" | awk '$2 ~ /^MPI_(Put|Get|Accumulate|Get_accumulate|Win_allocate)_c$/ && $7 == 1' | wc -l)
    [ "$calls" = 40 ] && same "colls: large-count one-sided calls (MPI_Put_c, ...) under MPICH: pairs as hand-computed" \
        "$B/lc/rma.expected" "$B/lc/rma" || fail "colls: large-count one-sided calls counted" "$calls of 40 _c lines"
    for f in int c; do
        logical_of "$B/lc/rec.nb.$f" | strip_c >"$B/lc/nb.logical.$f"
        same "colls: nonblocking collectives, alltoallv and neighbor_alltoallv/w ($f forms) under MPICH: rank 1's logical view is hand-computed" \
            "$B/nbrv.expected" "$B/lc/nb.logical.$f"
    done
    "$DUMP" --calls "$B/lc/rec.nb.int" | awk '{ $3 = ""; print }' | sort >"$B/lc/nb.int"
    "$DUMP" --calls "$B/lc/rec.nb.c" | awk '{ $3 = ""; print }' | strip_c >"$B/lc/nb.c"
    n=$("$DUMP" --calls "$B/lc/rec.nb.c" | grep -c '_c ')
    same "colls: large-count nonblocking collectives, alltoallv and neighbor_alltoallv/w (_c) under MPICH: the int forms' logical view ($n _c lines)" \
        "$B/lc/nb.int" "$B/lc/nb.c"
    # by hand: world rank 1 on the Cartesian communicator, 4 neighbours x 3 int
    "$DUMP" --calls "$B/lc/rec.nb.c" | awk '$1 == 1 && $2 ~ /^MPI_Neighbor_alltoall[vw]_c$/ && $4 == 8 && $5 == 0 { print $2, $7, $8, $9 }' |
        sort >"$B/lc/nbrv"
    same "colls: MPI_Neighbor_alltoallv_c and _alltoallw_c: 1 call, 48 bytes each, as hand-computed" \
        <(printf "MPI_Neighbor_alltoallv_c 1 48 0\nMPI_Neighbor_alltoallw_c 1 48 0\n") "$B/lc/nbrv"
else
    fail "colls: large-count (_c) collectives under MPICH build and run" "see $B/lc/run.*.log"
fi

# Fortran (tests/programs/f_colls.F90, built for mpif.h, use mpi and use
# mpi_f08): the modeled messages of 8 blocking collectives, then with
# MPI_Ibcast added, equal the I lines minus a baseline run (Open MPI); every rank counts
# each of the 9 collectives exactly 3 times on each of its 2 communicators,
# no more (MPICH's Fortran calls the C layer: no double count) and no fewer;
# the logical view is the same for every binding and both MPIs.
FB=(x mpifh mpi f08)
for b in 1 2 3; do
    name=fortran-${FB[b]} d=$B/fortran-${FB[b]}
    mkdir -p "$d"
    if ! mpif90.openmpi -cpp -DBIND=$b -O1 -o "$d/f_colls" tests/programs/f_colls.F90 >"$d/build.log" 2>&1; then
        fail "colls: $name builds" "$(head -3 "$d/build.log")"
        continue
    fi
    ok=1
    for w in 0 1 2; do
        ompi_run "$LIB" "$d/rec$w" "$d/mon$w" 6 "$d/f_colls" $w >"$d/run$w.log" 2>&1 || ok=0
    done
    if [ $ok = 0 ]; then
        fail "colls: $name runs" "see $d/run*.log"
        continue
    fi
    for w in 1 2; do
        monitoring_kind "$d/mon0" I >"$d/base"
        monitoring_kind "$d/mon$w" I >"$d/all$w"
        pairs_minus "$d/all$w" "$d/base" >"$d/expected$w"
        coll_less_base "$d/rec$w" "$d/rec0" >"$d/actual$w"
        [ -s "$d/expected$w" ] && same "colls: $name$([ $w = 2 ] && echo ' with MPI_Ibcast'): per-pair traffic equals monitoring's I lines ($(wc -l <"$d/expected$w") pairs)" \
            "$d/expected$w" "$d/actual$w" || fail "colls: $name: monitoring saw traffic" "empty $d/expected$w"
    done
    "$DUMP" --calls "$d/rec2" | awk '{ print $1, $2, $4, $5, $6, $7, $8, $9 }' >"$d/logical"
    # (and one MPI_Comm_split each, on the world)
    bad=$(awk '$2 == "MPI_Comm_split" { if ($3 != 6 || $6 != 1) b++; next } $6 != 3 { b++ } { n[$1]++ }
        END { for (r in n) if (n[r] != 18) b++; print length(n) ":" b + 0 }' "$d/logical")
    [ "$bad" = "6:0" ] && pass "colls: $name: each rank counts 9 collectives x 2 communicators x 3 calls" ||
        fail "colls: $name: call counts" "ranks:bad lines = $bad"
    if mpif90.mpich -cpp -DBIND=$b -O1 -o "$d/f_colls.mpich" tests/programs/f_colls.F90 >>"$d/build.log" 2>&1 &&
        mpich_run "$ROOT/lib/mpich/libcommprof.so" "$d/rec.mpich" 6 "$d/f_colls.mpich" 2 >"$d/mpich.log" 2>&1; then
        "$DUMP" --calls "$d/rec.mpich" | awk '{ print $1, $2, $4, $5, $6, $7, $8, $9 }' >"$d/logical.mpich"
        same "colls: $name under MPICH: same logical view, no call counted twice" "$d/logical" "$d/logical.mpich"
    else
        fail "colls: $name under MPICH" "see $d/mpich.log"
    fi
done
for b in 2 3; do
    same "colls: Fortran ${FB[b]} and mpif.h give the same logical view" \
        "$B/fortran-mpifh/logical" "$B/fortran-${FB[b]}/logical"
done

# Collectives forced through coll_tuned_*_algorithm (with segments) and
# coll_libnbc_*_algorithm, and on intercommunicators (coll/inter, coll/basic,
# coll/libnbc): the modeled messages equal monitoring's I lines.
source tests/lib/colls.sh

# forced: run k forces the k-th entry of each list at once, of coll/tuned's
# algorithms (blocking collectives) and for k < 4 of coll/libnbc's
# (nonblocking ones, which Open MPI runs there: coll_libnbc_*_algorithm,
# k-nomial radix 3); the two sets of parameters touch separate components,
# so one job runs both (each job's start costs more than its collectives)
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

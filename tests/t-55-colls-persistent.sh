# Persistent collectives, persistent-request algorithms (alltoall(v) basic
# linear, alltoallw), neighbourhood collectives: against monitoring where it
# sees them, by hand where it cannot (or crashes); their logical views.
source tests/lib/colls.sh

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

write_expected
logical_of "$B/persistent-8/rec6" | grep _init >"$B/persistent.actual"
same "colls: persistent collectives' logical view of rank 1 (every start counted) is hand-computed" \
    "$B/persistent.expected" "$B/persistent.actual"

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

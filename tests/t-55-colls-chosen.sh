# Collectives (tests/programs/colls.c), Open MPI's own choice of algorithms:
# the modeled per-pair messages equal Open MPI monitoring's I lines (less a
# baseline run's: the collectives of communicator and window creation) at
# 2 to 64 ranks and every size band of the fixed rules; the logical view of
# rank 1 by hand; the analyzer's --include coll.
source tests/lib/colls.sh

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

# logical view, by hand (write_expected: tests/lib/colls.sh)
write_expected
d=$B/default-8
# default-8 ran both (the lines of the communicators made once)
sort -u "$B/logical.expected" "$B/nb.expected" >"$B/default.expected"
logical_of "$d/rec1" >"$B/logical.actual"
same "colls: logical view of rank 1 (calls, bytes sent and received) of the blocking and nonblocking collectives is hand-computed" \
    "$B/default.expected" "$B/logical.actual"

# the analyzer's matrix holds what --include names (mtx_pairs: tests/lib)
d=$B/default-8
if "$ROOT/bin/analyzer" -q --include coll "$d/rec1" -o "$B/coll.mtx" 2>"$B/an.err"; then
    mtx_pairs "$B/coll.mtx" >"$B/an.coll"
    same "colls: analyzer --include coll = commprof-dump --kind coll" "$d/coll1" "$B/an.coll"
else
    fail "colls: analyzer --include coll" "$(head -2 "$B/an.err")"
fi
d=$B/default-8
if "$ROOT/bin/analyzer" -q --include p2p,bogus "$d/rec1" -o "$B/x.csr" 2>"$B/an.err"; then
    fail "colls: analyzer rejects --include p2p,bogus"
else
    grep -q "bad --include" "$B/an.err" && pass "colls: analyzer rejects --include p2p,bogus with a message" ||
        fail "colls: analyzer --include message" "$(head -1 "$B/an.err")"
fi


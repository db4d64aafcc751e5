# One-sided traffic (colls.c modes 2 and 7): equal to monitoring's S and R
# lines; flush and sync calls in the logical view; the analyzer's --include rma.
source tests/lib/colls.sh

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

d=$B/rma-8
if "$ROOT/bin/analyzer" -q --include rma "$d/rec2" -o "$B/rma.mtx" 2>"$B/an.err"; then
    mtx_pairs "$B/rma.mtx" >"$B/an.rma"
    # replies travel from the target back to the origin
    { "$DUMP" --kind rma "$d/rec2"; "$DUMP" --kind rma --recv "$d/rec2"; } | pairs_sum >"$B/an.rma.expected"
    same "colls: analyzer --include rma = data to targets plus replies back" "$B/an.rma.expected" "$B/an.rma"
else
    fail "colls: analyzer --include rma" "$(head -2 "$B/an.err")"
fi

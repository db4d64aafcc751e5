# The analyzer at scale: chunked reading on worker threads (the same result
# as one chunk, for every recording of the suite), a reserved matrix,
# graphs written in pieces, heat maps in blocks, ThreadSanitizer, brute
# force against the matrix builder and the clock moves, exact numbers,
# outputs that are not regular files.
source tests/lib/analyzer.sh

# Over 1024 ranks the recording is read in chunks of 1024 ranks by worker
# threads (ordered_pool.c): a generated 11x11x11 periodic stencil in 21 node
# files, 2 chunks.  Truths: commprof-dump (which reads rank by rank, no thread) and
# the stencil itself (26 neighbours, 100 x 8 KiB each way).
cc -O2 -std=c11 -D_GNU_SOURCE -I"$ROOT/interpose/record" -o "$A/gen_recording" "$ROOT/tests/bench/gen_recording.c"
rm -rf "$A/gen11" && "$A/gen_recording" "$A/gen11" 11 11 11 64
"$AN" -q "$A/gen11" -o "$A/gen11.mtx" && "$AN" -q "$A/gen11" -o "$A/gen11.csr"
"$DUMP" "$A/gen11" >"$A/gen11.dump"
mtx_pairs "$A/gen11.mtx" >"$A/gen11.pairs"
same "analyzer: 1331 ranks read on the second thread = commprof-dump (34606 directed pairs)" "$A/gen11.dump" "$A/gen11.pairs"
[ "$(wc -l <"$A/gen11.pairs")" = 34606 ] || fail "analyzer: 1331-rank stencil pair count" "$(wc -l <"$A/gen11.pairs")"
body "$A/gen11.csr" | awk 'NR == 1 { ok = $0 == "1331 17303 001"; next } { ok = ok && NF == 52; for (i = 2; i <= NF; i += 2) ok = ok && $i == 1638400 }
    END { exit !ok }' && pass "analyzer: the 1331-rank stencil graph: 26 neighbours each, 2 x 819200 bytes per edge" ||
    fail "analyzer: the 1331-rank stencil graph" "$(body "$A/gen11.csr" | head -2 | cut -c1-200)"
# Over 4096 ranks the matrix is reserved once, after 1024 ranks, from their
# average (huge pages): a 17^3 stencil, against commprof-dump, plain and
# under ASan/UBSan
rm -rf "$A/gen17" && "$A/gen_recording" "$A/gen17" 17 17 17 64
"$DUMP" "$A/gen17" >"$A/gen17.dump"
for an in "$AN" "$ROOT/build/sanitize/analyzer"; do
    "$an" -q "$A/gen17" -o "$A/gen17.mtx" 2>"$A/gen17.err"
    mtx_pairs "$A/gen17.mtx" >"$A/gen17.pairs"
    [ "$(wc -l <"$A/gen17.pairs")" = $((4913 * 26)) ] && ! grep -q "ERROR: AddressSanitizer\|runtime error" "$A/gen17.err" &&
        same "analyzer: 4913 ranks, matrix reserved from the first 1024 = commprof-dump ($(basename "$an"), $((4913 * 26)) pairs)" \
            "$A/gen17.dump" "$A/gen17.pairs" ||
        fail "analyzer: 4913-rank stencil ($an)" "$(wc -l <"$A/gen17.pairs") pairs; $(head -3 "$A/gen17.err")"
done
# a node file lost: --allow-partial names its 64 ranks, keeps the others' rows
rm -rf "$A/gen11.cut" && cp -r "$A/gen11" "$A/gen11.cut" && rm "$A/gen11.cut/node.128.cpr"
"$AN" -q --allow-partial "$A/gen11.cut" -o "$A/gen11.cut.mtx" 2>"$A/gen11.cut.err"
awk '$1 < 128 || $1 >= 192' "$A/gen11.dump" >"$A/gen11.cut.expected"
mtx_pairs "$A/gen11.cut.mtx" >"$A/gen11.cut.pairs"
grep -q "64 rank files missing or unreadable, graph of the rest: 128 129 130" "$A/gen11.cut.err" &&
    cmp -s "$A/gen11.cut.expected" "$A/gen11.cut.pairs" &&
    pass "analyzer: a lost node file on the second thread: --allow-partial lists ranks 128-191, keeps the rest" ||
    fail "analyzer: lost node file with the reading thread" "$(cat "$A/gen11.cut.err")"
expect_exit "a lost node file without --allow-partial (reading thread)" 3 "rank.128.cpr: No such file" "$BADAN" -q "$A/gen11.cut" -o "$A/x.csr"
# Without a report the graph is built in the matrix's own arrays (when every
# pair has both directions; else by copy): the same graph as the copy a
# report run makes, for every weight, a threshold, a partial recording (the
# lost ranks' pairs are one-way) and a one-way ring
i=0
for args in "$A/gen11" "--weight msgs $A/gen11" "--weight cost --alpha 3 --beta 0.25 $A/gen11" \
    "--min-weight 1638401 $A/gen11" "--allow-partial $A/gen11.cut" "--include p2p $P/rec.ring" "--weight msgs $P/rec.halo"; do
    i=$((i + 1))
    # shellcheck disable=SC2086 # the arguments split on purpose
    "$AN" -q $args -o "$A/take$i.csr" 2>/dev/null && "$AN" -q $args -o "$A/copy$i.csr" --report "$A/copy$i.txt" 2>/dev/null &&
        cmp -s "$A/take$i.csr" "$A/copy$i.csr" && [ "$(head -c 300 "$A/take$i.csr" | grep -vc '^%')" -ge 1 ] &&
        pass "analyzer: graph in the matrix's arrays = graph by copy ($args)" ||
        fail "analyzer: graph in place vs by copy ($args)" "$(cmp "$A/take$i.csr" "$A/copy$i.csr" 2>&1)"
    # shellcheck disable=SC2086
    [ $i -le 5 ] && { "$ROOT/build/sanitize/analyzer" -q $args -o "$A/san$i.csr" 2>"$A/san$i.err" &&
        ! grep -q "ERROR: AddressSanitizer\|runtime error" "$A/san$i.err" && cmp -s "$A/take$i.csr" "$A/san$i.csr" &&
        pass "analyzer under ASan/UBSan: the same graph, clean ($args)" ||
        fail "analyzer under ASan/UBSan ($args)" "$(head -5 "$A/san$i.err")"; }
done

# The chunks change nothing: every recording of the suite (clocks, windows,
# phases, collectives, one-sided, threads, damaged ones) read in chunks of
# 1 and of 3 ranks, on worker threads even at 4 ranks, gives the same
# matrix, report, messages and exit status as in one chunk on the caller's
# thread, under each selection (the first error in rank order is reported,
# windows are checked across chunks, late pairs, hosts and clocks merged).
# Each recording under one selection, taken in turn: every selection meets
# a fifth of them, some 70 (all 5 on every recording took 240 s of CI).
n=0 ndiff=0 diff=
SELECTIONS=("" "--time 0.001:" "--phase solve" "--include coll,rma --weight msgs" "--allow-partial")
while read -r d; do
    for args in "${SELECTIONS[@]:$((n % 5)):1}"; do
        # shellcheck disable=SC2086 # the arguments split on purpose
        for c in 1000000 1 3; do
            COMMPROF_READ_CHUNK=$c "$AN" -q $args "$d" -o "$A/chunk.$c.mtx" --report "$A/chunk.$c.txt" >"$A/chunk.$c.err" 2>&1
            echo "exit $?" >>"$A/chunk.$c.err"
            [ -f "$A/chunk.$c.mtx" ] || : >"$A/chunk.$c.mtx"
            [ -f "$A/chunk.$c.txt" ] || : >"$A/chunk.$c.txt"
        done
        n=$((n + 1))
        for c in 1 3; do
            cmp -s "$A/chunk.1000000.err" "$A/chunk.$c.err" && cmp -s "$A/chunk.1000000.mtx" "$A/chunk.$c.mtx" &&
                cmp -s "$A/chunk.1000000.txt" "$A/chunk.$c.txt" || { ndiff=$((ndiff + 1)); [ "$ndiff" -le 5 ] && diff="$diff $d($args, chunk $c)"; }
        done
        rm -f "$A"/chunk.*
    done
done < <(find "$OUT" -path "$OUT/mapper" -prune -o -name job.cpj -printf '%h\n' | sort) # (the mapper's groups run beside)
[ "$n" -ge 300 ] && [ -z "$diff" ] &&
    pass "analyzer: $n recordings, each under one of 5 selections, read in chunks of 1 and 3 ranks = one chunk (matrix, report, errors)" ||
    fail "analyzer: chunked reading differs in $ndiff of $((2 * n)) comparisons" "$diff"
# The graph's text is formatted in pieces of 65,536 arcs on worker threads:
# the 17^3 stencil (127,738 arcs, 2 pieces) in METIS and Scotch format
# against the same graphs written by awk from commprof-dump's pairs
"$AN" -q "$A/gen17" -o "$A/gen17.csr" && "$AN" -q "$A/gen17" -o "$A/gen17.grf"
sort -k1,1n -k2,2n "$A/gen17.dump" | awk '{ w[$1 " " $2] = $4; if ($1 != $2) { adj[$1] = adj[$1] " " $2 } }
    END { n = 4913; e = 0
          for (u = 0; u < n; u++) { m = split(substr(adj[u], 2), v, " "); e += m
              line = ""; gline = m
              for (i = 1; i <= m; i++) { x = w[u " " v[i]] + w[v[i] " " u]
                  line = line (i > 1 ? " " : "") (v[i] + 1) " " x; gline = gline " " x " " v[i] }
              L[u] = line; G[u] = gline }
          print n, e / 2, "001" > "/dev/stdout"; for (u = 0; u < n; u++) print L[u] > "/dev/stdout"
          print "0" > "/dev/stderr"; print n, e > "/dev/stderr"; print "0 010" > "/dev/stderr"
          for (u = 0; u < n; u++) print G[u] > "/dev/stderr" }' >"$A/gen17.csr.expected" 2>"$A/gen17.grf.expected"
body "$A/gen17.csr" | cmp -s - "$A/gen17.csr.expected" && cmp -s "$A/gen17.grf" "$A/gen17.grf.expected" &&
    pass "analyzer: 17^3 stencil written in 2 pieces on threads = awk's METIS and Scotch files from commprof-dump" ||
    fail "analyzer: METIS/Scotch text in pieces" "$(body "$A/gen17.csr" | cmp - "$A/gen17.csr.expected" 2>&1; cmp "$A/gen17.grf" "$A/gen17.grf.expected" 2>&1)"

# Large jobs: heat maps become blocks (1000 ranks -> 250 blocks of 4)
python3 - "$A/big" <<'EOF'
import os, sys
d = sys.argv[1]
os.makedirs(d, exist_ok=True)
n = 1000
with open(f"{d}/prof.0.prof", "w") as f:
    f.write("# POINT TO POINT\n")
    for r in range(n):
        for p in ((r + 1) % n, (r - 1) % n):
            f.write(f"E\t{r}\t{p}\t{8 * (r + 1)} bytes\t1 msgs sent\n")
EOF
"$AN" -q "$A/big" --report "$A/big.html" -o "$A/big.csr"
blk=$(grep -o 'data-block="[0-9]*"' "$A/big.html" | head -1)
[ "$blk" = 'data-block="4"' ] && pass "analyzer: 1000 ranks shown as blocks of 4" || fail "analyzer: 1000 ranks shown as blocks of 4" "$blk"
[ "$(body "$A/big.csr" | head -1)" = "1000 1000 001" ] && pass "analyzer: ring of 1000 from monitoring: 1000 edges" ||
    fail "analyzer: ring of 1000 from monitoring" "$(body "$A/big.csr" | head -1)"

# the default includes everything recorded: point-to-point, the modeled
# collective messages and one-sided traffic, as the three kinds add up
if [ -d "$APPS/rec.petsc" ]; then
    for k in p2p coll rma p2p,coll,rma; do "$AN" -q --include $k "$APPS/rec.petsc" -o "$A/petsc.$k.mtx"; done
    "$AN" -q "$APPS/rec.petsc" -o "$A/petsc.default.mtx"
    for k in p2p coll rma; do mtx_pairs "$A/petsc.$k.mtx"; done | pairs_sum >"$A/petsc.kinds.sum"
    mtx_pairs "$A/petsc.default.mtx" >"$A/petsc.default.pairs"
    mtx_pairs "$A/petsc.p2p,coll,rma.mtx" >"$A/petsc.all.pairs"
    coll=$(mtx_pairs "$A/petsc.coll.mtx" | awk '{ b += $4 } END { print b + 0 }')
    [ "$coll" -gt 0 ] && cmp -s "$A/petsc.default.pairs" "$A/petsc.all.pairs" && cmp -s "$A/petsc.kinds.sum" "$A/petsc.default.pairs" &&
        pass "analyzer: default = --include p2p,coll,rma = the sum of the three (PETSc: $coll collective bytes)" ||
        fail "analyzer: default include" "see $A/petsc.*.pairs"
    grep -q "source: commprof recording .*, p2p coll rma" "$A/petsc.default.mtx" &&
        pass "analyzer: the graph's comment says which traffic it holds" || fail "analyzer: kinds in the comment"
    expect_exit "--time with collectives" 2 "time selects point-to-point traffic only" "$BADAN" --time 0:1 --include coll "$APPS/rec.petsc"
else
    fail "analyzer: default include" "needs t-70's PETSc run"
fi

# the worker threads under ThreadSanitizer: reading whole (2 chunks, and 190
# chunks of 7 ranks), stopped early by an error, and writing in pieces
if cc -O1 -g -std=c11 -D_GNU_SOURCE -fsanitize=thread -Ianalyzer -Iinterpose/record -Iinterpose -Iformats -Iinterpose/coll -Iinterpose/wrap -o "$A/analyzer.tsan" \
    analyzer/*.c interpose/record/record_read.c interpose/record/record_names.c interpose/settings.c formats/*.c interpose/coll/coll_model.c interpose/coll/coll_tuned_fixed.c -lotf2 -lz -lm -lpthread 2>"$A/tsan.build"; then
    "$A/analyzer.tsan" -q "$A/gen11" -o "$A/gen11.tsan.csr" 2>"$A/tsan.log"
    COMMPROF_READ_CHUNK=7 "$A/analyzer.tsan" -q "$A/gen11" -o "$A/gen11.tsan7.csr" 2>>"$A/tsan.log"
    "$A/analyzer.tsan" -q "$A/gen11.cut" -o "$A/x.csr" 2>>"$A/tsan.log"
    "$A/analyzer.tsan" -q "$A/gen17" -o "$A/gen17.tsan.csr" 2>>"$A/tsan.log"
    ! grep -q ThreadSanitizer "$A/tsan.log" && cmp -s "$A/gen11.tsan.csr" "$A/gen11.csr" &&
        cmp -s "$A/gen11.tsan7.csr" "$A/gen11.csr" && cmp -s "$A/gen17.tsan.csr" "$A/gen17.csr" &&
        pass "analyzer: worker threads clean under ThreadSanitizer (2 and 190 chunks, early stop, text in pieces)" ||
        fail "analyzer: worker threads under ThreadSanitizer" "$(head -20 "$A/tsan.log")"
else
    fail "analyzer: ThreadSanitizer build" "$(head -5 "$A/tsan.build")"
fi

# the matrix builder (rows in place, late pairs merged) against brute force
if unit_build comm_matrix_check && "$ROOT/build/unit/comm_matrix_check" 3000 >"$A/cmc.log" 2>&1; then pass "analyzer: $(cat "$A/cmc.log")"
else fail "analyzer: matrix builder against brute force" "$(cat "$OUT/unit.comm_matrix_check.build" "$A/cmc.log" | head -5)"; fi
# the clock moves that remove violations within the error bounds (trace
# input, clock_adjust.c) against brute force over every integer vector
if unit_build clock_adjust_check && "$ROOT/build/unit/clock_adjust_check" 20000 >"$A/cac.log" 2>&1; then pass "analyzer: $(cat "$A/cac.log")"
else fail "analyzer: clock moves against brute force" "$(cat "$OUT/unit.clock_adjust_check.build" "$A/cac.log" | head -5)"; fi

# numbers of every length written exactly (the METIS writer formats two
# digits at a time): weights 1 .. 2^63-1 on a star, from a monitoring file
mkdir -p "$A/digits" && {
    echo "# POINT TO POINT"
    k=1
    for b in 1 9 10 99 100 101 999 1000 65535 4294967296 1000000007 99999999999999999 9223372036854775807; do
        printf "E\t0\t%d\t%s bytes\t1 msgs sent\n" $k $b
        k=$((k + 1))
    done
} >"$A/digits/prof.0.prof"
"$AN" -q "$A/digits" -o "$A/digits.csr"
[ "$(body "$A/digits.csr" | sed -n 2p)" = "2 1 3 9 4 10 5 99 6 100 7 101 8 999 9 1000 10 65535 11 4294967296 12 1000000007 13 99999999999999999 14 9223372036854775807" ] &&
    pass "analyzer: METIS weights of 1 to 19 digits written exactly" ||
    fail "analyzer: METIS weights of every length" "$(body "$A/digits.csr" | sed -n 2p)"

# outputs that are not regular files are written in place: renaming a
# temporary file over a FIFO (or /dev/null, as root) would replace the
# device itself
rm -f "$A/fifo" && mkfifo "$A/fifo"
cat "$A/fifo" >"$A/fifo.read" &
reader=$!
"$AN" -q "$A/digits" -o "$A/fifo" 2>"$A/fifo.err"
rc=$?
wait $reader
if [ $rc = 0 ] && [ -p "$A/fifo" ] && cmp -s "$A/fifo.read" "$A/digits.csr" && ! ls "$A"/fifo.tmp.* >/dev/null 2>&1; then
    pass "analyzer: -o a FIFO writes through it and leaves it a FIFO"
else
    fail "analyzer: -o a FIFO" "rc $rc, $(ls -l "$A/fifo" | cut -c1), $(head -c 200 "$A/fifo.err")"
fi
"$AN" -q "$A/digits" -o /dev/null --report /dev/null
[ -c /dev/null ] && pass "analyzer: -o /dev/null --report /dev/null leave /dev/null a character device" ||
    fail "analyzer: /dev/null replaced" "$(ls -l /dev/null)"


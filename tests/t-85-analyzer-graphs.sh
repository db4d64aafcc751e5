# The analyzer's graphs: from a recording equal to those from the monitoring
# E lines of the same run (both by the analyzer, and by an awk
# symmetrization of the E lines that shares no code with it); directed
# output equal to commprof-dump; weights, cost files, thresholds, reports'
# numbers against hand sums; locality, phases, the size histogram.
source tests/lib/analyzer.sh

check_graphs() { # NAME RECORDING MONITORING-DIR
    local name=$1 rec=$2 mon=$3 n
    if [ ! -d "$rec" ] || [ ! -d "$mon" ]; then
        fail "analyzer: $name inputs present" "run the whole suite (tests/run-tests): needs $rec and $mon"
        return
    fi
    n=$(ls "$mon"/*.prof | wc -l) # one file per rank
    for wk in bytes msgs; do
        local col=4
        [ $wk = msgs ] && col=3
        # point-to-point: what the E lines hold (the default adds collectives and one-sided)
        "$AN" -q --include p2p --weight $wk "$rec" -o "$A/$name.rec.$wk.csr" 2>"$A/$name.err" ||
            fail "analyzer: $name recording -> graph" "$(cat "$A/$name.err")"
        "$AN" -q --include p2p --weight $wk "$mon" -o "$A/$name.mon.$wk.csr" 2>"$A/$name.err" ||
            fail "analyzer: $name monitoring -> graph" "$(cat "$A/$name.err")"
        cat "$mon"/*.prof | awk '$1 == "E" { print $2, $3, $6, $4 }' | awk_metis $col "$n" >"$A/$name.awk.$wk"
        body "$A/$name.rec.$wk.csr" >"$A/$name.rec.$wk"
        body "$A/$name.mon.$wk.csr" >"$A/$name.mon.$wk"
        same "analyzer: $name graph by $wk from the recording = from monitoring E lines" "$A/$name.mon.$wk" "$A/$name.rec.$wk"
        same "analyzer: $name graph by $wk = awk symmetrization of the E lines" "$A/$name.awk.$wk" "$A/$name.rec.$wk"
    done
}
for p in ring halo modes threads; do check_graphs "$p" "$P/rec.$p" "$P/mon.$p"; done
for p in lammps hpcc netpipe; do check_graphs "$p" "$APPS/rec.$p" "$APPS/mon.$p"; done

if need_halo; then
    # the graph is what METIS and Scotch read
    if gpmetis "$A/halo.rec.bytes.csr" 2 >"$A/gpmetis.log" 2>&1; then pass "analyzer: METIS's gpmetis reads the graph"
    else fail "analyzer: METIS's gpmetis reads the graph" "see $A/gpmetis.log"; fi
    "$AN" -q "$R" -o "$A/halo.grf"
    if gtst "$A/halo.grf" >"$A/gtst.log" 2>&1 && grep -q "Vertex.nbr=8" "$A/gtst.log"; then pass "analyzer: Scotch's gtst accepts the .grf"
    else fail "analyzer: Scotch's gtst accepts the .grf" "see $A/gtst.log"; fi
    # directed MatrixMarket = commprof-dump
    "$AN" -q "$R" -o "$A/halo.mtx"
    { grep '^% msgs' "$A/halo.mtx" | awk '{ print $3 - 1, $4 - 1, $5 }' >"$A/mtx.msgs"
      grep -v '^%' "$A/halo.mtx" | tail -n +2 | awk '{ print $1 - 1, $2 - 1, $3 }' >"$A/mtx.bytes"; }
    paste -d' ' "$A/mtx.msgs" <(cut -d' ' -f3 "$A/mtx.bytes") | sort -n -k1,1 -k2,2 >"$A/mtx.pairs"
    dump_all "$R" >"$A/halo.dump"
    same "analyzer: MatrixMarket output = commprof-dump (directed msgs, bytes)" "$A/halo.dump" "$A/mtx.pairs"
    # cost weights: round(alpha*msgs + beta*bytes) over both directions
    "$AN" -q --weight cost --alpha 3 --beta 0.25 "$R" -o "$A/halo.cost.csr"
    dump_all "$R" | awk '{ print $1, $2, 3 * $3 + 0.25 * $4, 0 }' | awk_metis 3 8 >"$A/halo.cost.awk"
    body "$A/halo.cost.csr" >"$A/halo.cost"
    same "analyzer: cost weights = 3*msgs + 0.25*bytes by hand" "$A/halo.cost.awk" "$A/halo.cost"
    # from a cost file (the mapper's format): one level's latency x msgs +
    # bytes / bandwidth in picoseconds; the outermost level by default
    printf '# level latency bandwidth\nnode 500ns 10GB/s\nnetwork 2us 4GB/s # between nodes\n' >"$A/lb.cost"
    for spec in network::2000000:250 node:--level:500000:100; do
        IFS=: read -r lev opt a b <<<"$spec"
        "$AN" -q --cost "$A/lb.cost" ${opt:+$opt $lev} "$R" -o "$A/halo.lb.$lev.csr"
        dump_all "$R" | awk -v a="$a" -v b="$b" '{ print $1, $2, a * $3 + b * $4, 0 }' | awk_metis 3 8 >"$A/halo.lb.awk"
        body "$A/halo.lb.$lev.csr" >"$A/halo.lb"
        same "analyzer --cost${opt:+ --level $lev}: weights = $a ps x msgs + $b ps x bytes ($lev level) by hand" "$A/halo.lb.awk" "$A/halo.lb"
    done
    # a weight past 64 bits is capped, and said: at 2*10^15 a byte the heavy
    # pairs (8000 bytes both ways) pass 9.2*10^18, the light ones (1120) not
    "$AN" -q --weight cost --alpha 0 --beta 2e15 "$R" -o "$A/halo.cap.csr" 2>"$A/halo.cap.err"
    ncap=$(body "$A/halo.cap.csr" | awk 'NR > 1 { for (i = 2; i <= NF; i += 2) k += $i == "9200000000000000000" } END { print k / 2 }')
    nheavy=$(dump_all "$R" | awk '$1 < $2 && $4 + 0 >= 4000 { k++ } END { print k }')
    grep -q "warning: $ncap pair weights capped at 9200000000000000000, past 64 bits" "$A/halo.cap.err" && [ "$ncap" = "$nheavy" ] &&
        pass "analyzer: cost weights past 64 bits are capped, and the warning counts them ($ncap pairs)" ||
        fail "analyzer: capped cost weights" "capped $ncap, heavy pairs $nheavy: $(cat "$A/halo.cap.err")"
    grep -q "^% unit: picoseconds, level 'network' of $A/lb.cost (line 3: " "$A/halo.lb.network.csr" &&
        pass "analyzer --cost: the graph's header names the level, file and line" ||
        fail "analyzer --cost: header" "$(grep '^%' "$A/halo.lb.network.csr")"
    # --min-weight drops light pairs (halo: 560-byte pairs vs 4000-byte pairs)
    "$AN" -q --min-weight 2000 "$R" -o "$A/halo.min.csr"
    dump_all "$R" | awk_metis 4 8 | awk 'NR == 1 { next } { for (i = 1; i < NF; i += 2) if ($(i + 1) >= 2000) k++ } END { print k / 2 }' >"$A/min.expected"
    head -n 1 <(body "$A/halo.min.csr") | awk '{ print $2 }' >"$A/min.actual"
    same "analyzer: --min-weight 2000 keeps the heavy pairs only" "$A/min.expected" "$A/min.actual"
    # text report: totals and per-rank sums against commprof-dump
    "$AN" "$R" --report "$A/halo.txt" -q
    dump_all "$R" | awk '{ m += $3; b += $4 } END { print "total: " m " messages, " b " bytes" }' >"$A/tot.expected"
    grep -o '^total: [0-9]* messages, [0-9]* bytes' "$A/halo.txt" >"$A/tot.actual"
    same "analyzer: report totals = sum of the recording's pairs" "$A/tot.expected" "$A/tot.actual"
    # a graph by bytes alone is built from a matrix without message counts:
    # the summary line still counts them (and the graph is checked above)
    "$AN" "$R" -o "$A/halo.bytesonly.csr" 2>&1 | grep -o '[0-9]* messages, [0-9]* bytes' | sed 's/^/total: /' >"$A/tot.line"
    same "analyzer: summary line of a bytes-only graph run = sum of the recording's pairs" "$A/tot.expected" "$A/tot.line"
    dump_all "$R" | awk '{ sm[$1] += $3; sb[$1] += $4; rm[$2] += $3; rb[$2] += $4; d[$1]++ } END { for (r = 0; r < 8; r++) print r, sm[r], sb[r], rm[r], rb[r], d[r] }' >"$A/rank.expected"
    awk '/^per rank:/ { on = 1; getline; next } on && NF == 6 { print $1, $2, $3, $4, $5, $6 }' "$A/halo.txt" >"$A/rank.actual"
    same "analyzer: report per-rank sent/received/peers = sums of the pairs" "$A/rank.expected" "$A/rank.actual"
    grep -q "within nodes $(dump_all "$R" | awk '{ b += $4 } END { print b }') bytes (100.0%)" "$A/halo.txt" &&
        pass "analyzer: report locality (one node: all within)" ||
        fail "analyzer: report locality (one node: all within)" "$(grep locality "$A/halo.txt")"
    two_node_copy
    "$AN" -q "$A/rec2" --report "$A/rec2.txt"
    dump_all "$R" | awk '{ if (($1 < 4) == ($2 < 4)) i += $4; else x += $4 } END { printf "within nodes %d bytes, between nodes %d bytes\n", i, x }' >"$A/loc.expected"
    sed -n 's/.*within nodes \([0-9]*\) bytes.*between nodes \([0-9]*\) bytes.*/within nodes \1 bytes, between nodes \2 bytes/p' "$A/rec2.txt" >"$A/loc.actual"
    same "analyzer: locality on two nodes = hand sums by node" "$A/loc.expected" "$A/loc.actual"
    # phases
    for ph in setup solve; do
        "$AN" -q --phase $ph "$P/rec.phases" -o "$A/phases.$ph.mtx"
        paste -d' ' <(grep '^% msgs' "$A/phases.$ph.mtx" | awk '{ print $3 - 1, $4 - 1, $5 }') \
            <(grep -v '^%' "$A/phases.$ph.mtx" | tail -n +2 | awk '{ print $3 }') | sort -n -k1,1 -k2,2 >"$A/phases.$ph"
        same "analyzer: --phase $ph = the recorded phase table" "$P/phases.$ph.expected" "$A/phases.$ph"
    done
    # size histogram of the report = bins summed over the recording's pairs
    "$AN" -q "$P/rec.sizes" --report "$A/sizes.txt"
    "$DUMP" --hist "$P/rec.sizes" | awk '{ for (i = 5; i <= NF; i++) { split($i, a, ":"); c[a[1]] += a[2] } }
        END { for (b in c) if (b == 0) print "0", c[b]; else printf "%d..%d %d\n", 2 ^ (b - 1), 2 ^ b - 1, c[b] }' |
        sort -n >"$A/sizes.expected"
    awk '/^message sizes/ { on = 1; getline; next } on && NF == 0 { on = 0 } on { print $1, $2 }' "$A/sizes.txt" |
        sort -n >"$A/sizes.actual"
    same "analyzer: report size histogram = bins summed over the pairs (6 classes, spilled)" "$A/sizes.expected" "$A/sizes.actual"

fi

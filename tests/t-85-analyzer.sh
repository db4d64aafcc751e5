# analyzer: recordings and Open MPI monitoring files -> graphs and reports.
# Truths: the graph built from a recording must equal the one built from the
# monitoring E lines of the same run (both by the analyzer, and by an awk
# symmetrization of the E lines that shares no code with it); directed
# output equals commprof-dump; report numbers equal hand sums; the HTML
# report, rendered by headless Chromium, shows the expected cells.
AN=$ROOT/bin/analyzer
# error cases run under the ASan/UBSan build where there is one: its leak
# check (on by default) turns a leak on the way out into exit 1 and a report
BADAN=$AN
[ -x "$ROOT/build/sanitize/analyzer" ] && BADAN=$ROOT/build/sanitize/analyzer
A=$OUT/analyzer
mkdir -p "$A"
P=$OUT/openmpi # runs of t-30 (programs) and t-70 (applications)
APPS=$OUT/apps

# METIS graph from "src dst msgs bytes" lines, weight column $3 (msgs) or $4
# (bytes): both directions summed, self dropped, vertices 1-based.
awk_metis() { # COLUMN N < pairs
    awk -v col="$1" -v n="$2" '$1 != $2 { u = $1 + 1; v = $2 + 1; w[u, v] += $col; w[v, u] += $col; nb[u, v] = 1; nb[v, u] = 1 }
        END {
            m = 0
            for (k in nb) m++
            print n, m / 2, "001"
            for (u = 1; u <= n; u++) {
                line = ""
                for (v = 1; v <= n; v++) if ((u, v) in nb) line = line (line == "" ? "" : " ") v " " sprintf("%.0f", w[u, v])
                print line
            }
        }'
}
body() { grep -v '^%' "$1"; }

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

R=$P/rec.halo
# what the analyzer takes from a recording by default: every kind recorded
# (the halo's point-to-point, and the collectives inside the creation of
# its Cartesian communicator)
dump_all() { { "$DUMP" "$1"; "$DUMP" --kind coll "$1"; "$DUMP" --kind rma "$1"; } | pairs_sum; }
if [ -d "$R" ]; then
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
    # two nodes: rewrite the host name in the rank files (same length keeps
    # the format valid): ranks 0-3 on "nodeA...", 4-7 on "nodeB..."
    rm -rf "$A/rec2" && cp -r "$R" "$A/rec2"
    host=$(hostname)
    python3 - "$A/rec2" "$host" <<'EOF'
import sys, glob, re
d, host = sys.argv[1], sys.argv[2].encode()
for f in glob.glob(d + "/rank.*.cpr"):
    r = int(re.search(r"rank\.(\d+)\.cpr", f).group(1))
    b = open(f, "rb").read()
    new = (b"A" if r < 4 else b"B") * len(host)
    assert b.count(host) >= 1
    open(f, "wb").write(b.replace(host, new, 1))
EOF
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

    # HTML: one self-contained file; the heat map shows one cell per pair.
    # Point-to-point only, the halo's two values (its Cartesian
    # communicator's creation adds a few bytes to some pairs, which the log
    # scale paints in the same colours as their neighbours)
    "$AN" -q --include p2p "$R" --report "$A/halo.html" --heatmap "$A/halo.svg"
    if grep -Eq '<script|<link|<img|src=|url\(' "$A/halo.html"; then
        fail "analyzer: HTML report is self-contained" "references outside content"
    else pass "analyzer: HTML report is self-contained"; fi
    cells=$(awk '/id="by-rank"/ { on = 1 } on && /class="c"/ { n++ } on && /<\/svg>/ { on = 0 } END { print n + 0 }' "$A/halo.html")
    npairs=$("$DUMP" "$R" | wc -l)
    [ "$cells" = "$npairs" ] && pass "analyzer: heat map has one cell per directed pair ($npairs)" ||
        fail "analyzer: heat map has one cell per directed pair ($npairs)" "found $cells"
    [ "$(grep -c 'class="c"' "$A/halo.svg")" = "$npairs" ] && pass "analyzer: --heatmap SVG has the $npairs cells" ||
        fail "analyzer: --heatmap SVG has the $npairs cells"
    # PNG: ranks x ranks cells of whole pixels, coloured by the documented
    # scale (tests/lib/heat_colour.py: whole decades around the smallest
    # and the largest cell); the cells of the largest value and those of the
    # smallest in their colours (and up to 3 rows of the 16-pixel colour bar
    # each); the title, rank numbers and the bar's decades drawn as text; the
    # scale's decades in its Description
    "$AN" -q --include p2p "$R" --heatmap "$A/halo-map.png"
    "$DUMP" "$R" | awk '{ print $4 }' | sort -n >"$A/halo.bytes"
    read -r n lo hi ntop nbot < <(awk -v n="$(ls "$R"/rank.*.cpr | wc -l)" '{ v[NR] = $1 }
        END { for (i = 1; i <= NR; i++) { if (v[i] == v[NR]) t++; if (v[i] == v[1]) b++ } print n, v[1], v[NR], t, b }' "$A/halo.bytes")
    px=$((512 / n))
    { read -r slo shi; read -r ctop; read -r cbot; } < <(python3 "$ROOT/tests/lib/heat_colour.py" "$lo" "$hi" "$hi" "$lo")
    read -r top bottom ink < <(python3 "$ROOT/tests/lib/png_colors.py" "$A/halo-map.png" "$ctop" "$cbot" 303030)
    if [ $((top - ntop * px * px)) -ge 0 ] && [ $((top - ntop * px * px)) -le 48 ] &&
        [ $((bottom - nbot * px * px)) -ge 0 ] && [ $((bottom - nbot * px * px)) -le 48 ] && [ "$ink" -gt 2000 ] &&
        grep -aq "scale of whole decades (viridis, bar on the right) from $slo B (bottom) to $shi B (top); cells from $lo B to $hi B" "$A/halo-map.png"; then
        pass "analyzer: --heatmap PNG: $ntop cells of $hi B in #$ctop and $nbot of $lo B in #$cbot (${px}x$px pixels each), scale $slo..$shi B, $ink pixels of text"
    else
        fail "analyzer: --heatmap PNG" "#$ctop $top px (want $((ntop * px * px)) + 0..48), #$cbot $bottom (want $((nbot * px * px)) + 0..48), text $ink px"
    fi
    "$AN" -q "$A/rec2" --report "$A/rec2.html"
    nl=$(grep -c 'class="node"' "$A/rec2.html")
    [ "$nl" = 2 ] && pass "analyzer: by-node heat map draws the node boundary" ||
        fail "analyzer: by-node heat map draws the node boundary" "$nl lines"
    # rendered: cells of the largest value and of the smallest in their
    # colours, 64x64 pixels each (8 ranks on 512 pixels); and printed (PDF,
    # then its text): the words and numbers a reader needs are on the page
    # (axes and their titles, rank numbers, the scale's decades, the kinds,
    # the per-call table), not only in hover titles
    if command -v chromium >/dev/null; then
        chrome() { timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
            --disable-background-networking --disable-component-update --disable-sync "$@" >>"$A/chromium.log" 2>&1; }
        chrome --window-size=1000,2000 --screenshot="$A/halo.png" "file://$A/halo.html"
        "$AN" -q "$A/rec2" --report "$A/rec2.html"
        chrome --print-to-pdf="$A/rec2.pdf" --no-pdf-header-footer "file://$A/rec2.html"
        if [ -s "$A/halo.png" ]; then
            read -r top bottom < <(python3 "$ROOT/tests/lib/png_colors.py" "$A/halo.png" "$ctop" "$cbot")
            # each cell 4096 pixels (less its anti-aliased edges when the
            # page puts the figure at a fractional offset), plus what the
            # colour bar has of that colour
            if awk -v t="$top" -v b="$bottom" -v nt="$ntop" -v nb="$nbot" 'BEGIN {
                    et = nt * 4096; eb = nb * 4096
                    exit !(t >= 0.95 * et && t <= et + 400 && b >= 0.95 * eb && b <= eb + 400) }'; then
                pass "analyzer: Chromium renders the heat map ($ntop cells of #$ctop = $top px, $nbot of #$cbot = $bottom px)"
            else
                fail "analyzer: Chromium renders the heat map" "#$ctop $top px for $ntop cells, #$cbot $bottom px for $nbot cells"
            fi
        else
            fail "analyzer: Chromium renders the report" "see $A/chromium.log"
        fi
        if command -v pdftotext >/dev/null && [ -s "$A/rec2.pdf" ] && pdftotext -layout "$A/rec2.pdf" "$A/rec2.pdf.txt"; then
            missing=""
            for w in "sender rank" "receiver rank" "bytes sent, by rank" "ranks grouped by node as profiled" \
                "bytes per cell" "Traffic by kind" "point-to-point" "collectives" "bytes sent per rank" \
                "messages per size class"; do
                grep -qF "$w" "$A/rec2.pdf.txt" || missing="$missing '$w'"
            done
            # the node names above the grouped map, and its rank numbers
            for h in $("$DUMP" --info "$A/rec2" | awk '$1 == "rank" && $3 == "host" { print $4 }' | sort -u); do
                grep -qF "$h" "$A/rec2.pdf.txt" || missing="$missing node '$h'"
            done
            [ "$(grep -cE '(^| )7( |$)' "$A/rec2.pdf.txt")" -ge 1 ] || missing="$missing 'rank 7'"
            # the scale's decades, from the data (the cells of both maps)
            read -r slo2 shi2 < <(python3 "$ROOT/tests/lib/heat_colour.py" \
                "$("$DUMP" --kind p2p "$A/rec2" | cat - <("$DUMP" --kind coll "$A/rec2") | pairs_sum | awk '{ print $4 }' | sort -n | head -1)" \
                "$("$DUMP" --kind p2p "$A/rec2" | cat - <("$DUMP" --kind coll "$A/rec2") | pairs_sum | awk '{ print $4 }' | sort -n | tail -1)")
            for d in "$slo2" "$shi2"; do
                lab=$(awk -v d="$d" 'BEGIN { split("B kB MB GB TB", u, " "); k = 1; while (d >= 1000) { d /= 1000; k++ } printf "%d %s", d, u[k] }')
                grep -qF "$lab" "$A/rec2.pdf.txt" || missing="$missing scale '$lab'"
            done
            [ -z "$missing" ] && pass "analyzer: the printed report carries axes, rank numbers, node names, the scale's decades ($slo2..$shi2 B), the kinds" ||
                fail "analyzer: the printed report lacks" "$missing (see $A/rec2.pdf.txt)"
        else
            fail "analyzer: the report prints to PDF and its text reads back" "see $A/chromium.log (pdftotext: make deps)"
        fi
    else
        fail "analyzer: Chromium renders the report" "chromium not installed (make deps)"
    fi

    # bad input: clear message, distinct exit status, no output left behind
    expect_exit() { # NAME WANT-STATUS PATTERN CMD...
        local name=$1 want=$2 pat=$3
        shift 3
        "$@" >"$A/bad.out" 2>"$A/bad.err"
        local rc=$?
        if [ $rc -eq "$want" ] && grep -q -- "$pat" "$A/bad.err" && ! grep -q "Sanitizer\|runtime error" "$A/bad.err"; then
            pass "analyzer: $name (exit $want)"
        else fail "analyzer: $name" "exit $rc, stderr: $(head -c 300 "$A/bad.err")"; fi
    }
    expect_exit "missing input" 4 "No such file" "$BADAN" "$A/nosuch"
    expect_exit "unknown option" 2 "unrecognized\|usage" "$BADAN" --bogus "$R"
    expect_exit "bad --weight" 2 "bad --weight" "$BADAN" --weight size "$R"
    expect_exit "--ranks past 2^30" 2 "bad --ranks '4000000000' (a whole number up to 1073741824)" "$BADAN" --ranks 4000000000 "$P/mon.halo"
    expect_exit "infinite --alpha" 2 "bad --alpha 'inf' (a finite number >= 0)" "$BADAN" --weight cost --alpha inf "$R"
    expect_exit "--cost with a level it lacks" 2 "lb.cost has no level 'rack' (it has node network)" "$BADAN" --cost "$A/lb.cost" --level rack "$R"
    expect_exit "--cost with --weight bytes" 2 "--cost weighs by cost, not by --weight bytes" "$BADAN" --cost "$A/lb.cost" --weight bytes "$R"
    expect_exit "--cost with --alpha" 2 "not with --alpha or --beta" "$BADAN" --cost "$A/lb.cost" --alpha 2 "$R"
    expect_exit "--level without --cost" 2 "--level names a level of a --cost file" "$BADAN" --level node "$R"
    printf 'node 500ns 10GB/s\nnetwork 2us\n' >"$A/bad.cost"
    expect_exit "bad cost file names the file and line" 2 "bad.cost:2: expected 'NAME LATENCY BANDWIDTH'" "$BADAN" --cost "$A/bad.cost" "$R"
    printf 'node 500ns 10GB/s\nnode 2us 1GB/s\n' >"$A/twice.cost"
    expect_exit "a level named twice in a cost file" 2 "twice.cost:2: level 'node' named twice" "$BADAN" --cost "$A/twice.cost" "$R"
    expect_exit "unknown phase" 3 "no rank recorded a phase named 'nosuch'" "$BADAN" --phase nosuch "$P/rec.phases"
    mkdir -p "$A/notrec"
    expect_exit "directory that is neither input" 3 "neither a commprof recording" "$BADAN" "$A/notrec"
    expect_exit "an empty directory beside a monitoring file" 3 "notrec: neither a commprof recording" \
        "$BADAN" "$P/mon.halo/prof.0.prof" "$A/notrec"
    expect_exit "--phase on monitoring files" 2 "needs a commprof recording" "$BADAN" --phase solve "$P/mon.halo"
    rm -rf "$A/cut" && cp -r "$R" "$A/cut"
    head -c 100 "$R/rank.3.cpr" >"$A/cut/rank.3.cpr"
    echo "keep me" >"$A/user.csr"
    expect_exit "truncated rank file names file and offset" 3 "cut/rank.3.cpr:[0-9]*: " "$BADAN" "$A/cut" -o "$A/user.csr"
    [ "$(cat "$A/user.csr")" = "keep me" ] && pass "analyzer: failed run leaves the user's output file untouched" ||
        fail "analyzer: failed run leaves the user's output file untouched"
    # an output named like an input, or like a recording's file, is refused
    # before anything is read: the recording stays byte for byte
    rm -rf "$A/keep" && cp -r "$R" "$A/keep"
    expect_exit "-o onto the recording's job file" 2 "keep/job.cpj is a file of a recording or trace (.cpj): not written over" \
        "$BADAN" "$A/keep" -o "$A/keep/job.cpj"
    expect_exit "--report onto a rank file" 2 "rank.2.cpr is a file of a recording or trace (.cpr): not written over" \
        "$BADAN" "$A/keep" --report "$A/keep/rank.2.cpr"
    cp "$P/mon.halo/prof.0.prof" "$A/one.prof" && ln -sf one.prof "$A/one.link"
    expect_exit "-o onto a monitoring input, by another name" 2 "one.link is this run's input .*one.prof: not written over" \
        "$BADAN" "$A/one.prof" -o "$A/one.link"
    diff -r "$R" "$A/keep" >/dev/null && cmp -s "$P/mon.halo/prof.0.prof" "$A/one.prof" &&
        pass "analyzer: the refused runs left the recording and the monitoring file as they were" ||
        fail "analyzer: refused runs changed an input"
    "$AN" -q "$A/keep" -o "$A/keep/graph.metis" && "$AN" -q "$A/keep" -o "$A/keep/graph.metis" &&
        pass "analyzer: a graph written into the recording's directory, and again over itself" ||
        fail "analyzer: -o into the recording's directory"
    rm -rf "$A/cut" && cp -r "$R" "$A/cut" && rm "$A/cut/rank.5.cpr"
    "$AN" -q --allow-partial "$A/cut" -o "$A/partial.mtx" 2>"$A/partial.err"
    rc=$?
    dump_all "$R" | awk '$1 != 5' >"$A/partial.expected"
    paste -d' ' <(grep '^% msgs' "$A/partial.mtx" | awk '{ print $3 - 1, $4 - 1, $5 }') \
        <(grep -v '^%' "$A/partial.mtx" | tail -n +2 | awk '{ print $3 }') | sort -n -k1,1 -k2,2 >"$A/partial.actual"
    if [ $rc -eq 0 ] && grep -q "missing or unreadable.*: 5" "$A/partial.err" && cmp -s "$A/partial.expected" "$A/partial.actual"; then
        pass "analyzer: --allow-partial warns (rank 5) and keeps the other ranks' rows"
    else fail "analyzer: --allow-partial" "rc $rc: $(cat "$A/partial.err")"; fi
    expect_exit "missing rank without --allow-partial, which it names" 3 "rank.5.cpr: No such file or directory (that rank wrote nothing: --allow-partial reads the others)" "$BADAN" "$A/cut" -o "$A/x.csr"
    mkdir -p "$A/badmon" && cp "$P/mon.halo/"*.prof "$A/badmon/"
    sed -i '3s/bytes/bites/' "$A/badmon/prof.2.prof"
    expect_exit "malformed monitoring line names file:line" 3 "prof.2.prof:3: bad monitoring line" "$BADAN" "$A/badmon"
    # a line whose fields are joined by spaces was skipped as if of another kind: an empty graph, exit 0
    mkdir -p "$A/spacemon" && printf '# POINT TO POINT\nE 0 1 8 bytes 1 msgs sent\n' >"$A/spacemon/prof.0.prof"
    expect_exit "monitoring line with spaces for tabs names file:line" 3 "prof.0.prof:2: bad monitoring line (expected a kind, then tab-separated" "$BADAN" "$A/spacemon/prof.0.prof"
    expect_exit "monitoring rank beyond --ranks" 3 "outside the job's 4 ranks" "$BADAN" --ranks 4 "$P/mon.halo"
    expect_exit "unwritable output" 4 "cannot write" "$BADAN" -q "$R" -o /nonexistent/dir/g.csr
    # pairs out of order (monitoring lines shuffled over two files, one pair
    # split in two lines) are sorted and merged into the rows: same graph
    mkdir -p "$A/shufmon" && rm -f "$A/shufmon/"*
    cat "$P/mon.halo/"*.prof | grep '^E' | shuf --random-source=<(yes) >"$A/shuf.lines"
    awk -F'\t' '!done && $4 + 0 >= 2 && $5 + 0 >= 2 { done = 1
        printf "E\t%s\t%s\t1 bytes\t1 msgs sent\nE\t%s\t%s\t%d bytes\t%d msgs sent\n", $2, $3, $2, $3, $4 - 1, $5 - 1; next } { print }' \
        "$A/shuf.lines" >"$A/shuf.split"
    { echo "# POINT TO POINT"; sed -n '1~2p' "$A/shuf.split"; } >"$A/shufmon/prof.b.prof"
    { echo "# POINT TO POINT"; sed -n '2~2p' "$A/shuf.split"; } >"$A/shufmon/prof.a.prof"
    "$AN" -q --include p2p "$A/shufmon" -o "$A/shuf.csr" 2>"$A/shuf.err"
    body "$A/shuf.csr" >"$A/shuf.body"
    same "analyzer: monitoring lines shuffled and split = the ordered files' graph" "$A/halo.mon.bytes" "$A/shuf.body"
fi

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
if cc -O1 -g -std=c11 -D_GNU_SOURCE -fsanitize=thread -Ianalyzer -Iinterpose/record -Iinterpose -o "$A/analyzer.tsan" \
    analyzer/*.c interpose/record/record_read.c interpose/record/record_names.c interpose/settings.c -lotf2 -lz -lm -lpthread 2>"$A/tsan.build"; then
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
if cc -O1 -g -std=c11 -Wall -Wextra -D_GNU_SOURCE -fsanitize=address,undefined -Ianalyzer -Iinterpose/record \
    -o "$A/comm_matrix_check" tests/unit/comm_matrix_check.c analyzer/comm_matrix.c -lm 2>"$A/cmc.build" &&
    "$A/comm_matrix_check" 3000 >"$A/cmc.log" 2>&1; then pass "analyzer: $(cat "$A/cmc.log")"
else fail "analyzer: matrix builder against brute force" "$(cat "$A/cmc.build" "$A/cmc.log" | head -5)"; fi
# the clock moves that remove violations within the error bounds (trace
# input, clock_adjust.c) against brute force over every integer vector
if cc -O1 -g -std=c11 -Wall -Wextra -D_GNU_SOURCE -fsanitize=address,undefined -Ianalyzer \
    -o "$A/clock_adjust_check" tests/unit/clock_adjust_check.c analyzer/clock_adjust.c 2>"$A/cac.build" &&
    "$A/clock_adjust_check" 20000 >"$A/cac.log" 2>&1; then pass "analyzer: $(cat "$A/cac.log")"
else fail "analyzer: clock moves against brute force" "$(cat "$A/cac.build" "$A/cac.log" | head -5)"; fi

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

# The analyzer's reports as readers see them: the HTML page rendered and
# printed by headless Chromium, the PNG heat map's pixels against the
# documented colour scale, the words and numbers on the page.
source tests/lib/analyzer.sh

if need_halo; then
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
    two_node_copy # the halo on two nodes (tests/lib/analyzer.sh)
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

fi

# locality inside the nodes, by the cores each rank ran on: synthetic
# recordings of a 2 x 4 x 2 stencil on one node of 2 packages of 8 cores
# (tests/bench/gen_recording.c), the ranks bound a package each in turn
# (Open MPI's default for more than two ranks), then one core each of
# packages in NUMA nodes of 2 (core (r mod 2) x 8 + r / 2), then a package
# each in those NUMA nodes.  The truth: the pairs (commprof-dump) split by
# the binding written.
if cc -O2 -std=c11 -D_GNU_SOURCE -I"$ROOT/interpose/record" -o "$A/gen_recording" "$ROOT/tests/bench/gen_recording.c" 2>"$A/gen.cc.log"; then
    rm -rf "$A/pk.sock" "$A/pk.core" "$A/pk.numa"
    GEN_HOST=nodeA GEN_SOCKETS=2:8 GEN_PACKAGES=1 "$A/gen_recording" "$A/pk.sock" 2 4 2 0
    GEN_HOST=nodeA GEN_SOCKETS=2:8 GEN_PACKAGES=1 GEN_CORE=1 GEN_NUMA=2 "$A/gen_recording" "$A/pk.core" 2 4 2 0
    GEN_HOST=nodeA GEN_SOCKETS=2:8 GEN_PACKAGES=1 GEN_NUMA=2 "$A/gen_recording" "$A/pk.numa" 2 4 2 0
    for k in sock core numa; do
        "$BADAN" -q "$A/pk.$k" --report - >"$A/pk.$k.txt" 2>"$A/pk.$k.err"
        "$AN" -q "$A/pk.$k" --report "$A/pk.$k.html" 2>/dev/null
    done
    # NUMA node, package, two packages: bytes and messages by the binding
    "$DUMP" "$A/pk.core" | awk '$1 ~ /^[0-9]+$/ {
            cs = ($1 % 2) * 8 + int($1 / 2); cd = ($2 % 2) * 8 + int($2 / 2)
            if (int(cs / 8) != int(cd / 8)) { ab += $4; am += $3 } else if (int(cs / 2) == int(cd / 2)) { nb += $4; nm += $3 } else { pb += $4; pm += $3 }
        } END { printf "%d %d %d %d %d %d\n", nb, nm, pb, pm, ab, am }' >"$A/pk.truth"
    read -r nb nm pb pm ab am <"$A/pk.truth"
    line=$(grep '^  inside the nodes' "$A/pk.core.txt")
    sline=$(grep '^  inside the nodes' "$A/pk.sock.txt")
    uline=$(grep '^  inside the nodes' "$A/pk.numa.txt")
    case "$line" in
    *"one NUMA node $nb bytes ("*"), $nm messages; one package, other NUMA nodes or not known $pb bytes ("*"), $pm messages; two packages $ab bytes ("*"), $am messages; not known (a rank unbound, or bound across packages) 0 bytes (0.0%), 0 messages")
        ok=1 ;;
    *) ok= ;;
    esac
    # a package each: what shares a package or not is the same split, no NUMA node known
    case "$sline" in *"one package $((nb + pb)) bytes ("*"two packages $ab bytes ("*) ;; *) ok= ;; esac
    case "$uline" in *"one NUMA node 0 bytes (0.0%), 0 messages; one package, other NUMA nodes or not known $((nb + pb)) bytes"*) ;; *) ok= ;; esac
    [ -n "$ok" ] && [ "$nb" -gt 0 ] && [ "$pb" -gt 0 ] && [ "$ab" -gt 0 ] &&
        grep -q "<td id=\"in-numa\">$nb (" "$A/pk.core.html" && grep -q "<td id=\"across-packages\">$ab (" "$A/pk.core.html" &&
        ! grep -q 'id="in-numa"' "$A/pk.sock.html" && ! grep -q "Sanitizer\|runtime error" "$A/pk.sock.err" "$A/pk.core.err" "$A/pk.numa.err" &&
        pass "analyzer: locality inside the nodes by the cores each rank ran on ($nb bytes in one NUMA node, $pb in one package, $ab across packages; a package each: $((nb + pb)), no NUMA node known), text and HTML" ||
        fail "analyzer: locality inside the nodes by the cores each rank ran on" "want NUMA $nb/$nm package $pb/$pm across $ab/$am: $line | $sline | $uline"
else
    fail "analyzer: gen_recording builds" "$(head -3 "$A/gen.cc.log")"
fi

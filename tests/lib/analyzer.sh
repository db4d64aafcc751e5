# Shared by the analyzer's groups (t-85-*): the tools (the ASan/UBSan
# build for error cases), the recordings of earlier groups they read, and
# an awk symmetrization of "src dst msgs bytes" lines that shares no code
# with the analyzer.
AN=$ROOT/bin/analyzer
BADAN=$(sanitized analyzer) # error cases (tests/lib/common.sh)
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
# bad input: the status wanted, a message matching PATTERN on stderr, no
# sanitizer report (t-85-analyzer-errors, t-85-analyzer-scale)
expect_exit() { # NAME WANT-STATUS PATTERN CMD...
    local name=$1 want=$2 pat=$3
    shift 3
    "$@" >"$A/bad.out" 2>"$A/bad.err"
    local rc=$?
    if [ $rc -eq "$want" ] && grep -q -- "$pat" "$A/bad.err" && ! grep -q "Sanitizer\|runtime error" "$A/bad.err"; then
        pass "analyzer: $name (exit $want)"
    else fail "analyzer: $name" "exit $rc, stderr: $(head -c 300 "$A/bad.err")"; fi
}


R=$P/rec.halo # t-30's 2-D halo, on a Cartesian communicator
# what the analyzer takes from a recording by default: every kind recorded
# (the halo's point-to-point, and the collectives inside the creation of
# its Cartesian communicator)
dump_all() { { "$DUMP" "$1"; "$DUMP" --kind coll "$1"; "$DUMP" --kind rma "$1"; } | pairs_sum; }
# the halo's recording, or a failure saying which group makes it
need_halo() {
    [ -d "$R" ] && return 0
    fail "analyzer: t-30's halo recording present" "run the whole suite (tests/run-tests): needs $R"
    return 1
}
# two nodes: rewrite the host name in the rank files (same length keeps
# the format valid): ranks 0-3 on "nodeA...", 4-7 on "nodeB..."
two_node_copy() {
    rm -rf "$A/rec2"
    cp -r "$R" "$A/rec2"
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
}

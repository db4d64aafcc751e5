# Traffic by message size: analyzer --sizes against the hand-computed
# pattern of tests/programs/size_mix.c (and against the exact sizes of an
# OTF2 trace of it), and the mapper costing each message on its cost
# file's size segment: its choice and its modeled cost against the three
# ways to pair four ranks on two groups, costed by hand.
B=$OUT/sizes
mkdir -p "$B"
LIB=$ROOT/lib/libcommprof.so
A=$(sanitized analyzer)
M=$(sanitized mapper)
mpicc.openmpi -O1 -o "$B/size_mix" tests/programs/size_mix.c || fail "sizes: size_mix builds"
mkdir -p "$B/mon"
ompi_run "$LIB" "$B/rec" "$B/mon/prof" 4 "$B/size_mix" >"$B/run.log" 2>&1 || fail "sizes: size_mix runs" "$(tail -3 "$B/run.log")"
ompi_run "$LIB" "$B/trace" "" 4 -x COMMPROF_MODE=trace "$B/size_mix" >"$B/trace.log" 2>&1 ||
    fail "sizes: size_mix runs in trace mode" "$(tail -3 "$B/trace.log")"

# "src dst msgs bytes" (ranks from 0) of what analyzer --sizes selects
sel() { # INPUT RANGE
    "$A" "$1" --sizes "$2" -o "$B/sel.mtx" -q 2>"$B/sel.err" || { cat "$B/sel.err"; return; }
    awk '/^%/ || ++n == 1 { next } { print $1 - 1, $2 - 1, $3 }' "$B/sel.mtx" | sort -n -k1,1 -k2,2
}

# The pattern, per direction: small 0<->1, 2<->3: 500 x 8 B; large 0<->2,
# 1<->3: 10 x 1 MiB; 1<->2: 10 x 100 B (class 64..127) and 1 x 100000 B
# (class 64 KiB..128 KiB).  Below 64 KiB: the small pairs and 1<->2's ten.
printf '0 1 4000\n1 0 4000\n1 2 %s\n2 1 %s\n2 3 4000\n3 2 4000\n' X X >"$B/small.expected"
T=$B/trace/trace/traces.otf2 # the trace's anchor
# the same pattern as SimGrid actions, written by hand (smpirun -trace-ti's
# form: "RANK send|recv PEER TAG SIZE 6", 6 being MPI_BYTE): each pair in
# one order on every rank, the lower rank sending first
mkdir -p "$B/ti_files"
for r in 0 1 2 3; do
    for spec in "0 1 500 8" "2 3 500 8" "0 2 10 1048576" "1 3 10 1048576" "1 2 10 100" "1 2 1 100000"; do
        set -- $spec
        for ((k = 0; k < $3; k++)); do
            [ $r = $1 ] && echo "$r send $2 0 $4 6" && echo "$r recv $2 0 $4 6"
            [ $r = $2 ] && echo "$r recv $1 0 $4 6" && echo "$r send $1 0 $4 6"
        done
    done >"$B/ti_files/rank-$r.txt"
done
printf 'ti_files/rank-%d.txt\n' 0 1 2 3 >"$B/ti.ti"
src_of() { case $1 in rec) echo "$B/rec" ;; trace) echo "$T" ;; ti) echo "$B/ti.ti" ;; esac; }
for input in rec trace ti; do
    src=$(src_of $input)
    sel "$src" 0:64KiB >"$B/$input.small"
    # recordings keep per pair the messages per size class and the bytes in
    # all: 1<->2's 1000 bytes below 64 KiB are estimated within the class
    # bounds (10 x 64 .. 10 x 127); a trace knows them exactly
    est=$(awk '$1 == 1 && $2 == 2 { print $3 }' "$B/$input.small")
    if [ "$input" != rec ]; then want=1000; else want=$est; fi
    sed "s/X/$want/g" "$B/small.expected" >"$B/$input.small.expected"
    same "sizes: analyzer --sizes 0:64KiB on the $input = the pattern's small messages" \
        "$B/$input.small.expected" "$B/$input.small"
    sel "$src" 1MiB:2MiB >"$B/$input.large"
    printf '0 2 10485760\n1 3 10485760\n2 0 10485760\n3 1 10485760\n' >"$B/large.expected"
    same "sizes: analyzer --sizes 1MiB:2MiB on the $input = the 1 MiB exchanges exactly" \
        "$B/large.expected" "$B/$input.large"
done
est=$(awk '$1 == 1 && $2 == 2 { print $3 }' "$B/rec.small")
if [ -n "$est" ] && [ "$est" -ge 640 ] && [ "$est" -le 1270 ]; then
    pass "sizes: a pair of two size classes: $est bytes estimated below 64 KiB (true 1000; within the class bounds 640..1270)"
else
    fail "sizes: a pair of two size classes: bytes below 64 KiB within 640..1270" "got '$est'"
fi
# 0:64KiB and 64KiB: part the traffic: with the rest, every pair's total
sel "$B/rec" 64KiB: >"$B/rec.rest"
"$A" "$B/rec" -o "$B/all.mtx" -q
awk '/^%/ || ++n == 1 { next } { print $1 - 1, $2 - 1, $3 }' "$B/all.mtx" | sort -n -k1,1 -k2,2 >"$B/all"
cat "$B/rec.small" "$B/rec.rest" | awk '{ s[$1 " " $2] += $3 } END { for (k in s) print k, s[k] }' |
    sort -n -k1,1 -k2,2 >"$B/parted"
same "sizes: --sizes 0:64KiB plus --sizes 64KiB: = every pair's bytes" "$B/all" "$B/parted"
"$A" "$B/rec" --sizes 0:64KiB --report - 2>/dev/null | grep -q "messages of 0 B to under 64 KiB" && pass "sizes: the report names the sizes selected" ||
    fail "sizes: the report names the sizes selected"

# Bad input: a clear message and exit 2.
for bad in "5" "1MiB:1MiB" "x:1" "64KiB:1KiB"; do
    "$A" "$B/rec" --sizes "$bad" -o "$B/bad.csr" 2>"$B/bad.err"
    rc=$?
    if [ $rc = 2 ] && grep -q "bad size range '$bad'" "$B/bad.err" && [ ! -e "$B/bad.csr" ]; then
        pass "sizes: --sizes '$bad' refused, exit 2, nothing written"
    else
        fail "sizes: --sizes '$bad' refused" "rc $rc, $(cat "$B/bad.err")"
    fi
done
"$A" "$B/mon" --sizes 0:1KiB -o "$B/bad.csr" 2>"$B/bad.err"
[ $? = 2 ] && grep -q "needs a commprof recording" "$B/bad.err" && pass "sizes: --sizes on monitoring files refused (they keep no sizes per pair)" ||
    fail "sizes: --sizes on monitoring files refused" "$(cat "$B/bad.err")"

# The mapper: two groups of two cores.  Inside a group 1 us and 10 GB/s;
# between them the plain line says 10 us and 100 MB/s, the segments say
# small messages take 500 us and from 64 KiB on 10 us and 1 GB/s.  By hand
# (seconds; a pair's two directions; 1<->2 true sizes; both outer segments
# have the same bandwidth, so the bytes' split does not matter):
#   small pair  inside 1000 x 1us + 8000/10G  = 0.0010008
#               across seg 1000 x 500us + 8000/1G = 0.500008   plain 1000 x 10us + 8000/100M = 0.01008
#   large pair  inside 20 x 1us + 20971520/10G = 0.002117152
#               across seg 20 x 10us + 20971520/1G = 0.02117152  plain 20 x 10us + 20971520/100M = 0.2099152
#   1<->2       inside 22 x 1us + 202000/10G = 0.0000422
#               across seg 20 x 500us + 2000/1G + 2 x 10us + 200000/1G = 0.010222   plain 22 x 10us + 202000/100M = 0.00224
cat >"$B/seg.cost" <<'EOF'
# level  latency  bandwidth  segments (a probe's form)
socket   1us      10GB/s     seg 0 1us 10GB/s
node     10us     100MB/s    seg 0 500us 1GB/s  seg 64KiB 10us 1GB/s
EOF
printf 'socket 1us 10GB/s\nnode 10us 100MB/s\n' >"$B/plain.cost"
# pairing: 01|23 (small inside), 02|13 (large inside), 03|12 (neither; 1<->2 inside)
hand() { # seg|plain PAIRING -> modeled cost
    awk -v model="$1" -v p="$2" 'BEGIN {
        si = 0.0010008; li = 0.002117152; mi = 0.0000422
        if (model == "seg") { sa = 0.500008; la = 0.02117152; ma = 0.010222 } else { sa = 0.01008; la = 0.2099152; ma = 0.00224 }
        if (p == "01|23") c = 2 * si + 2 * la + ma
        if (p == "02|13") c = 2 * sa + 2 * li + ma
        if (p == "03|12") c = 2 * sa + 2 * la + mi
        printf "%.9g\n", c }'
}
pairing() { # PERM-FILE -> the pairing it makes (core i / 2 is the group)
    awk '{ g[NR - 1] = int($1 / 2) } END { print (g[0] == g[1] ? "01|23" : g[0] == g[2] ? "02|13" : "03|12") }' "$1"
}
modeled() { sed -n "s/.* cost \([0-9.e+-]*\) s .*<- chosen/\1/p" "$1" | head -1; }
for input in rec trace ti; do
    src=$(src_of $input)
    for model in seg plain; do
        "$M" --hierarchy 2:2 --cost "$B/$model.cost" --format perm -o "$B/$input.$model.perm" "$src" \
            2>"$B/$input.$model.log" || { fail "sizes: mapper --cost $model.cost on the $input" "$(grep error "$B/$input.$model.log")"; continue; }
        got=$(pairing "$B/$input.$model.perm")
        best=$(for p in "01|23" "02|13" "03|12"; do echo "$(hand $model $p) $p"; done | sort -g | head -1)
        cost=$(modeled "$B/$input.$model.log")
        if [ "$got" = "${best#* }" ] && awk -v a="$cost" -v b="${best%% *}" 'BEGIN { exit !(a / b > 0.99999 && a / b < 1.00001) }'; then
            pass "sizes: mapper --cost $model.cost on the $input pairs $got, the optimum by hand, modeled cost $cost s = ${best%% *}"
        else
            fail "sizes: mapper --cost $model.cost on the $input" "pairs $got at $cost s; by hand $best"
        fi
    done
done
grep -q "size segments, each message on its own: 2 size bands, from 0 B, 64 KiB on" "$B/rec.seg.log" &&
    pass "sizes: the mapper says it costs each message on its size segment" ||
    fail "sizes: the mapper says it costs by size segments" "$(head -3 "$B/rec.seg.log")"
# the plain model's choice, costed by the segments: what ignoring them costs
"$M" --hierarchy 2:2 --cost "$B/seg.cost" --placement "$B/rec.plain.perm" "$B/rec" >/dev/null 2>"$B/cross.log"
cost=$(modeled "$B/cross.log")
want=$(hand seg "$(pairing "$B/rec.plain.perm")")
awk -v a="$cost" -v b="$want" 'BEGIN { exit !(a / b > 0.99999 && a / b < 1.00001) }' &&
    pass "sizes: the plain model's placement costs $cost s by the segments (by hand $want: $(awk -v a="$cost" -v b="$(hand seg '01|23')" 'BEGIN { printf "%.1f", a / b }')x the segments' choice)" ||
    fail "sizes: the plain model's placement costed by the segments" "$cost s, by hand $want"
# monitoring files keep no sizes per pair: the levels' own lines, said
"$M" --hierarchy 2:2 --cost "$B/seg.cost" --format perm -o "$B/mon.perm" "$B/mon" 2>"$B/mon.log"
[ "$(pairing "$B/mon.perm")" = "02|13" ] && grep -q "monitoring files and graphs do not keep" "$B/mon.log" &&
    pass "sizes: on monitoring files the mapper says so and costs by each level's line (pairs 02|13, as plain)" ||
    fail "sizes: the mapper on monitoring files with size segments" "$(pairing "$B/mon.perm"); $(grep note "$B/mon.log")"

# analyzer --cost on the segments' level: each pair's weight in picoseconds,
# by hand as above (METIS: vertex i is rank i - 1)
"$A" "$B/rec" --cost "$B/seg.cost" --level node -o "$B/seg.csr" -q 2>"$B/seg.err"
awk '/^%/ || ++n == 1 { next } { for (i = 1; i < NF; i += 2) if (NR - 0 > 0) print n - 2, $i - 1, $(i + 1) }' "$B/seg.csr" |
    sort -n -k1,1 -k2,2 >"$B/seg.weights"
printf '0 1 500008000000\n0 2 21171520000\n1 0 500008000000\n1 2 10222000000\n1 3 21171520000\n2 0 21171520000\n2 1 10222000000\n2 3 500008000000\n3 1 21171520000\n3 2 500008000000\n' \
    >"$B/seg.weights.expected"
same "sizes: analyzer --cost on a level with size segments = each pair's cost by hand (ps)" "$B/seg.weights.expected" "$B/seg.weights"
grep -q "each message by its size's segment" "$B/seg.csr" && pass "sizes: the graph's comment says its weights are by size segment" ||
    fail "sizes: the graph's comment says its weights are by size segment" "$(grep '^%' "$B/seg.csr")"

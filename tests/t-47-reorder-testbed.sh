# Run-time reordering on the emulated multi-cluster: the permutation across
# hosts; a job whose launched order puts its partners across the trunk as
# fast reordered at run time as relaunched with the mapper's rankfile; and
# reorder = 1 placing Cartesian and graph topologies across it.
source tests/lib/reorder.sh

# on the emulated multi-cluster: the permutation across hosts, and a job
# whose launched order puts its partners across the trunk runs as fast
# reordered at run time as relaunched with the mapper's rankfile
source tests/lib/testbed.sh
tb_why=$(testbed_why)
if [ -n "$tb_why" ]; then
    skip "COMMPROF_REORDER on the emulated cluster" "$tb_why"
else
    D=$R/tb
    if ! "$ROOT/bin/commprof-testbed" up --dir "$D" --clusters 2 --nodes 2 --slots 2 --delay 1ms --rate 100M \
        >"$R/up.log" 2>&1; then
        fail "reorder: testbed up" "$(tail -2 "$R/up.log")"
    else
        tbrun() { # OUT REORDER ARGS...: 8 ranks by the hostfile, unbound
            local o=$1 src=$2
            shift 2
            timeout 300 "$D/mpirun" -n 8 --hostfile "$D/hostfile" --bind-to none -x LD_PRELOAD="$LIB" -x COMMPROF_DISABLE=1 \
                -x COMMPROF_REORDER="$src" -x COMMPROF_SWITCHES="$D/topology.conf" "$@" </dev/null >"$o" 2>"$o.err"
        }
        # launched: 0,1 on c0n0, 2,3 on c0n1, 4,5 on c1n0, 6,7 on c1n1
        hosts=(c1n1 c0n0 c1n0 c0n1 c0n1 c1n0 c0n0 c1n1) slots=(1 0 0 1 0 1 1 0)
        : >"$R/tb.rf"
        : >"$R/tb.expected"
        for r in 0 1 2 3 4 5 6 7; do
            h=${hosts[$r]} s=${slots[$r]}
            echo "rank $r=$h slot=$s" >>"$R/tb.rf"
            base=$((${h:1:1} * 4 + ${h:3:1} * 2))
            echo "rank $r launched $((base + s)) host $h commprof_rank $r" >>"$R/tb.expected"
        done
        # (no window: Open MPI 4.1 has no one-sided transport between hosts over TCP)
        tbrun "$R/tb.out" "$R/tb.rf" "$R/wv" "$R/tb.dat" nowin
        grep '^rank' "$R/tb.out" | sort -k2,2n >"$R/tb.ranks"
        same "COMMPROF_REORDER across 4 hosts: each rank on the host and process the rankfile gives it" \
            "$R/tb.expected" "$R/tb.ranks"
        grep -q "^semantics ok" "$R/tb.out" && pass "COMMPROF_REORDER across hosts: semantics ok" ||
            fail "COMMPROF_REORDER across hosts" "$(tail -2 "$R/tb.out") $(tail -2 "$R/tb.out.err")"
        # the partners kernel: profiled as launched, then 3 rounds of
        # launched / reordered at run time / relaunched with the rankfile
        mpicc.openmpi -O2 -o "$R/partners" tests/programs/partners.c
        rm -rf "$R/p.rec"
        timeout 300 "$D/mpirun" -n 8 --hostfile "$D/hostfile" -x LD_PRELOAD="$LIB" -x COMMPROF_OUTPUT="$R/p.rec" \
            -x COMMPROF_QUIET -x COMMPROF_RECV=0 "$R/partners" 65536 5 </dev/null >"$R/p.rec.out" 2>&1
        "$ROOT/bin/mapper" -q --hostfile "$D/hostfile" --switches "$D/topology.conf" "$R/p.rec" -o "$R/p.rf" 2>"$R/p.map.err"
        : >"$R/p.times"
        for round in 1 2 3; do
            timeout 300 "$D/mpirun" -n 8 --hostfile "$D/hostfile" --bind-to none "$R/partners" 65536 40 </dev/null \
                >"$R/p.a" 2>&1
            tbrun "$R/p.b" "$R/p.rec" "$R/partners" 65536 40
            timeout 300 "$D/mpirun" -n 8 --rankfile "$R/p.rf" "$R/partners" 65536 40 </dev/null >"$R/p.c" 2>&1
            t() { awk '/^partners/ && /check ok/ { for (i = 1; i < NF; i++) if ($(i + 1) == "s") print $i }' "$1"; }
            echo "$(t "$R/p.a") $(t "$R/p.b") $(t "$R/p.c")" >>"$R/p.times"
        done
        med() { awk -v k="$1" '{ print $k }' "$R/p.times" | sort -g | sed -n 2p; }
        ta=$(med 1) tb=$(med 2) tc=$(med 3)
        echo "launched $ta s, reordered at run time $tb s, relaunched by rankfile $tc s (medians of 3)" >"$R/p.summary"
        grep -q "MPI_COMM_WORLD reordered by $R/p.rec (the mapper's placement)" "$R/p.b.err" &&
            awk -v a="${ta:-0}" -v b="${tb:-0}" -v c="${tc:-0}" 'BEGIN {
                exit !(a > 0 && b > 0 && c > 0 && b < a / 3 && b < 2 * c + 0.02) }' &&
            pass "COMMPROF_REORDER=RECORDING on 2 clusters: $(cat "$R/p.summary")" ||
            fail "COMMPROF_REORDER on the testbed" "$(cat "$R/p.summary"); $(head -2 "$R/p.b.err")"
        # the one command: profile, place, and relaunch the placed order by
        # the same command line, reordered at MPI_Init (no rankfile)
        rm -rf "$R/cr"
        timeout 600 "$ROOT/bin/commprof-run" -o "$R/cr" --place --relaunch --reorder -- "$D/mpirun" -n 8 \
            --hostfile "$D/hostfile" "$R/partners" 65536 40 </dev/null >"$R/cr.log" 2>&1
        rc=$?
        # wall times (launch included), and the kernel's own, as launched then placed
        read -r ca cb <"$R/cr/times" 2>/dev/null
        read -r ka kb < <(awk '/^partners/ && /check ok/ { for (i = 1; i < NF; i++) if ($(i + 1) == "s") printf "%s ", $i }' \
            "$R/cr/relaunch.log")
        [ $rc = 0 ] && grep -q "as placed (reordered at MPI_Init)" "$R/cr.log" &&
            [ "$(grep -c "check ok" "$R/cr/relaunch.log")" = 2 ] && grep -q "MPI_COMM_WORLD reordered by $R/cr/rankfile" "$R/cr/relaunch.log" &&
            awk -v a="${ca:-0}" -v b="${cb:-0}" -v x="${ka:-0}" -v y="${kb:-0}" 'BEGIN { exit !(b > 0 && b < a && y > 0 && y < x / 3) }' &&
            pass "commprof-run --place --relaunch --reorder: the placed order by the same command, reordered at MPI_Init: kernel $kb s against $ka s as launched (wall $cb s against $ca s)" ||
            fail "commprof-run --reorder" "rc $rc, wall ${ca:-?} ${cb:-?}, kernel ${ka:-?} ${kb:-?}; $(tail -2 "$R/cr.log")"
        # reorder = 1 on the testbed.  A periodic ring under --map-by node
        # (neighbours on other nodes, 4 of its 8 edges across the trunk):
        # placed, 2 edges cross (the least for two clusters), and faster.
        topo() { # OUT TOPO_REORDER MAPARGS... -- ARGS
            local o=$1 t=$2
            shift 2
            timeout 300 "$D/mpirun" -n 8 --hostfile "$D/hostfile" --bind-to none -x LD_PRELOAD="$LIB" -x COMMPROF_DISABLE=1 \
                -x COMMPROF_TOPO_REORDER="$t" -x COMMPROF_SWITCHES="$D/topology.conf" "$@" </dev/null >"$o" 2>&1
        }
        # trunk crossings of the ring k -> k+1 in a "hosts" line (cluster = c0/c1)
        crossings() { awk '/^hosts/ { n = NF - 1; for (k = 0; k < n; k++) x += substr($(k + 2), 1, 2) != substr($((k + 1) % n + 2), 1, 2); print x }' "$1"; }
        : >"$R/cart.times"
        for round in 1 2 3; do
            topo "$R/cart.off" 0 --map-by node "$R/topo" cart 262144 10
            topo "$R/cart.on" 1 --map-by node "$R/topo" cart 262144 10
            echo "$(awk '/^cart/ { print $4 }' "$R/cart.off") $(awk '/^cart/ { print $4 }' "$R/cart.on")" >>"$R/cart.times"
        done
        c0=$(awk '{ print $1 }' "$R/cart.times" | sort -g | sed -n 2p) c1=$(awk '{ print $2 }' "$R/cart.times" | sort -g | sed -n 2p)
        grep -q "check ok" "$R/cart.off" && grep -q "check ok" "$R/cart.on" &&
            grep -q "MPI_Cart_create with reorder = 1: [0-9]* of 8 ranks moved" "$R/cart.on" &&
            [ "$(crossings "$R/cart.off")" = 4 ] && [ "$(crossings "$R/cart.on")" = 2 ] &&
            awk -v a="${c0:-0}" -v b="${c1:-0}" 'BEGIN { exit !(a > 0 && b > 0 && a >= 1.5 * b) }' &&
            pass "MPI_Cart_create reorder = 1 under --map-by node: ring edges across the trunk 4 -> 2, halo exchange $c0 s -> $c1 s ($(awk -v a="$c0" -v b="$c1" 'BEGIN { printf "%.2fx", a / b }'), medians of 3)" ||
            fail "MPI_Cart_create reorder = 1 on the testbed" "times $c0 $c1; crossings $(crossings "$R/cart.off") $(crossings "$R/cart.on"); $(grep -h "commprof\|check\|hosts" "$R/cart.on" | head -3)"
        # a graph whose partner pairs (k, k ^ 4 = k + 4 mod 8; weight 100 in
        # the distributed graph) the launcher splits across the trunk:
        # placed, less weight across it (the heavy pairs each on one node),
        # and every neighbour query names the new ranks (open-mpi/ompi#11756)
        # the weight of the edges across the trunk in a "hosts" line: ring
        # edges 1, partner edges W (MPI_Graph_create has no weights: 1)
        across() { awk -v W="$2" '/^hosts/ { for (k = 0; k < 8; k++) {
            c = substr($(k + 2), 1, 2); x += c != substr($((k + 1) % 8 + 2), 1, 2)
            if (k < 4) x += W * (c != substr($(k + 6), 1, 2)) } print x }' "$1"; }
        for m in dist distu distg graph; do
            w=100
            case $m in dist | distg) ;; *) w=1 ;; esac
            # as launched: the same graph's (Open MPI's own reorder of
            # MPI_Dist_graph_create, topo/treematch, aborts the job here:
            # "Not enough slots/constraints (2) for the communication
            # matrix order (8)")
            [ $m = distg ] || topo "$R/$m.off" 0 "$R/topo" $m
            [ $m = distg ] && cp "$R/dist.off" "$R/$m.off"
            topo "$R/$m.on" 1 "$R/topo" $m
            split=$(awk '/^hosts/ { for (k = 0; k < 8; k++) x += $(k + 2) != $((k + 4) % 8 + 2); print x }' "$R/$m.on")
            a0=$(across "$R/$m.off" $w) a1=$(across "$R/$m.on" $w)
            grep -q "^$m 8 ranks .* check ok" "$R/$m.on" && grep -q "reorder = 1: [0-9]* of 8 ranks moved" "$R/$m.on" &&
                [ -n "$a0" ] && [ -n "$a1" ] && [ "$a1" -lt "$a0" ] && { [ $w = 1 ] || [ "$split" = 0 ]; } &&
                pass "$m reorder = 1 on 2 clusters: weight across the trunk $a0 -> $a1$([ $w = 100 ] && echo ", every heavy pair on one node"); neighbours, weights and the exchange in new ranks" ||
                fail "$m reorder = 1 on the testbed" "across $a0 -> $a1, split $split; $(grep -h "commprof\|check\|hosts\|expected" "$R/$m.on" | head -4)"
        done
        "$ROOT/bin/commprof-testbed" down --dir "$D" >"$R/down.log" 2>&1 || fail "reorder: testbed down" "$(tail -2 "$R/down.log")"
    fi
fi

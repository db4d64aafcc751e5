# beside: t-80 (runs in the second lane: tests/run-tests)
# mapper on a discovered machine whose cost file's pair latencies show a
# dragonfly: the routers that hold the link between two groups
# (gateways), the places at which two chassis of a group are linked, and
# a chassis whose own routers measure as far apart as a route through the
# other (SimGrid's second chassis); machine_cost.c's attach_gateways,
# machine_routes.h's routes by gateways, map_host_swap.c's subtree swaps.
# Truths: the latencies written by hand (gateways r0 and r4, mates r0-r2
# and r1-r3, c1's and c3's own routers 12 us apart), each link's bytes
# over its capacity for two hand placements (10 MiB each way over 5 GB/s:
# 0.002097 s), and a chain's one crossing pair put on the gateways.
source tests/lib/mapper.sh
G=$M/gateways
rm -rf "$G" && mkdir -p "$G/chain_files" "$G/pair_files"
# 2 groups x 2 chassis x 2 routers x 1 host of 2 slots
for h in 0 1 2 3 4 5 6 7; do echo "h$h slots=2"; done >"$G/hosts"
{
    for r in 0 1 2 3 4 5 6 7; do echo "SwitchName=r$r Nodes=h$r"; done
    printf 'SwitchName=c0 Switches=r0,r1\nSwitchName=c1 Switches=r2,r3\nSwitchName=c2 Switches=r4,r5\nSwitchName=c3 Switches=r6,r7\n'
    printf 'SwitchName=g0 Switches=c0,c1\nSwitchName=g1 Switches=c2,c3\nSwitchName=top Switches=g0,g1\n'
} >"$G/topo"
cost() { # GATEWAY-LATENCY [R0-R5-LATENCY]: the cost file, pairs by hand (r0-r4 the gateways where 9us)
    printf 'socket 0.5us 20GB/s\nnode 0.5us 20GB/s uplink 40GB/s\nswitch 3us 10GB/s\n'
    printf 'switch2 9us 10GB/s uplink 20GB/s\nswitch3 10.5us 10GB/s uplink 5GB/s\ntop 15us 10GB/s\n'
    for a in 0 1 2 3 4 5 6 7; do
        for b in 0 1 2 3 4 5 6 7; do
            [ $a -lt $b ] || continue
            if [ $((a / 2)) = $((b / 2)) ]; then # one chassis: c0 and c2 direct, c1 and c3 through them
                case $((a / 2)) in 0 | 2) v=9us ;; *) v=12us ;; esac
            elif [ $((a / 4)) = $((b / 4)) ]; then # one group: mates at one place a link apart
                [ $((a % 2)) = $((b % 2)) ] && v=9us || v=10.5us
            else
                [ $a = 0 ] && [ $b = 4 ] && v=$1 || v=15us
                [ $a = 0 ] && [ $b = 5 ] && v=${2:-15us}
            fi
            echo "pair r$a r$b $v"
        done
    done
}
cost 9us >"$G/cost"
cost 15us >"$G/flat.cost"
cost 9us 10us >"$G/near.cost" # r5 one link from the gateway r4
# a chain of 16 ranks, 1 MiB each way between neighbours, 10 rounds; and
# the one pair 7-8 alone
for r in $(seq 0 15); do
    {
        for i in $(seq 10); do
            for x in $((r - 1)) $((r + 1)); do [ $x -ge 0 ] && [ $x -le 15 ] && echo "$r irecv $x 0 1048576 6"; done
            for x in $((r - 1)) $((r + 1)); do [ $x -ge 0 ] && [ $x -le 15 ] && echo "$r isend $x 0 1048576 6"; done
            echo "$r waitall"
        done
    } >"$G/chain_files/rank-$((r + 1)).txt"
    {
        echo "$r init"
        if [ $r = 7 ] || [ $r = 8 ]; then
            for i in $(seq 10); do printf '%d irecv %d 0 1048576 6\n%d isend %d 0 1048576 6\n%d waitall\n' $r $((15 - r)) $r $((15 - r)) $r; done
        fi
        echo "$r finalize"
    } >"$G/pair_files/rank-$((r + 1)).txt"
done
for r in $(seq 16); do echo "chain_files/rank-$r.txt"; done >"$G/chain.ti"
for r in $(seq 16); do echo "pair_files/rank-$r.txt"; done >"$G/pair.ti"
GM=("$BADMP" --hostfile "$G/hosts" --switches "$G/topo")

# the note: what the latencies showed, with the figures that decided it
"${GM[@]}" --cost "$G/cost" --format perm -o "$G/chain.perm" "$G/chain.ti" 2>"$G/chain.err"
rc=$?
grep -q "^mapper: note: .*cost's pair latencies show the routers that hold the links between groups (gateways) and the places where their switches are linked, the traffic routed through them: g0 and g1 through r0 and r4 (9 us; the next pair 15 us); g0's 2 switches of 2, linked at 2 places (9 us; the next 10.5 us), c1's own through c0's (as far apart as across them); g1's 2 switches of 2, linked at 2 places (9 us; the next 10.5 us), c3's own through c2's" "$G/chain.err" &&
    pass "gateways: the pair latencies' gateways, places and detours found and said, with their figures" ||
    fail "gateways: the note" "rc $rc: $(grep -v ' seed ' "$G/chain.err" | head -3)"

# the chain's one pair across the groups on the gateways' hosts (h0, h4):
# its bytes then cross no link inside a group
awk 'NR == FNR { host[FNR - 1] = int($1 / 2); next } END {
    cross = 0; bad = 0
    for (r = 0; r < 15; r++) {
        a = host[r]; b = host[r + 1]
        if (int(a / 4) == int(b / 4)) continue
        cross++
        if (!((a == 0 && b == 4) || (a == 4 && b == 0))) bad++
    }
    exit !(cross == 1 && bad == 0) }' "$G/chain.perm" /dev/null &&
    pass "gateways: the chain's one crossing pair placed on the gateways (h0 and h4)" ||
    fail "gateways: the chain's crossing pair" "placement $(tr '\n' ' ' <"$G/chain.perm"); $(grep chosen "$G/chain.err")"

# each link's load by hand: the pair 7-8 as launched (7 on h3 under r3 in
# c1, 8 on h4, g1's gateway): 10 MiB each way over the gateways' link, r3's
# link to r0 and c1's link to c0 at r0's place (0), back at r3's (1), all
# 5 GB/s (the groups' uplink, one sibling): 0.002097 s; with 7 on h0 the
# gateways' link alone
seq 0 15 >"$G/id.perm"
awk '{ print $1 == 7 ? 0 : $1 == 0 ? 7 : $1 }' "$G/id.perm" >"$G/gw.perm"
for p in id gw; do
    "${GM[@]}" --cost "$G/cost" --placement "$G/$p.perm" --objective links --format perm -o /dev/null "$G/pair.ti" 2>"$G/$p.err"
done
ok=1
for l in link_from_r0_to_r4 link_from_r4_to_r0 link_from_r3_to_r0 link_from_r0_to_r3 link_from_c1_to_c0_at_place_0; do
    grep -q "most loaded first.*$l 0.002097 s" "$G/id.err" || ok=0
done
grep -q "most loaded first.*link_from_r0_to_r4 0.002097 s (0.002097 s), link_from_r4_to_r0 0.002097 s (0.002097 s), h4_uplink_UP 0.0002621 s" "$G/gw.err" &&
    ! grep -q "at_place\|link_from_r3" "$G/gw.err" || ok=0
[ $ok = 1 ] && pass "gateways: the links a placement loads, by hand (0.002097 s over the gateways, r3's and c1's links; the gateways' alone with 7 on h0)" ||
    fail "gateways: the links' loads" "$(grep -o 'most loaded.*' "$G/id.err" "$G/gw.err")"

# every pair of the two groups alike: no gateway, said nowhere, the
# placement still made
"${GM[@]}" --cost "$G/flat.cost" --format perm -o "$G/flat.perm" "$G/chain.ti" 2>"$G/flat.err"
rc=$?
[ $rc = 0 ] && [ "$(wc -l <"$G/flat.perm")" = 16 ] && ! grep -q "hold the links between groups" "$G/flat.err" &&
    grep -q "note: .*the places where switches of a group are linked" "$G/flat.err" &&
    pass "gateways: none where every pair of two groups is alike (the places alone said)" ||
    fail "gateways: a machine without" "rc $rc: $(grep -v ' seed ' "$G/flat.err" | head -3)"

# a job on part of the machine (its hostfile a part of the probe's, with
# more slots a host): the pairs between its switches kept, the whole
# group's places read, nothing read inside a group one of whose routers
# holds no host of the job.  Without h4 (g1's gateway r4), r0-r5 is the
# nearest pair by 1.5 (10 against 15 us) but no link's: r5 is one link
# from r4, so no gateway may be taken from it.
for h in 0 1 2 3 4 5; do echo "h$h slots=2"; done >"$G/part6.hosts"
echo "h7 slots=4" >>"$G/part6.hosts"
grep -v '^h4 ' "$G/hosts" >"$G/part4.hosts"
echo "h5 slots=4" >>"$G/part4.hosts"
sed -i '/^h5 slots=2/d' "$G/part4.hosts"
"$BADMP" --hostfile "$G/part6.hosts" --switches "$G/topo" --cost "$G/cost" --format perm -o "$G/part6.perm" "$G/chain.ti" 2>"$G/part6.err"
rc6=$?
"$BADMP" --hostfile "$G/part4.hosts" --switches "$G/topo" --cost "$G/near.cost" --format perm -o "$G/part4.perm" "$G/chain.ti" 2>"$G/part4.err"
rc4=$?
[ $rc6 = 0 ] && [ $rc4 = 0 ] && [ "$(sort -n "$G/part6.perm" | tr '\n' ' ')" = "$(seq 0 15 | tr '\n' ' ')" ] &&
    ! grep -q "left out" "$G/part6.err" "$G/part4.err" &&
    grep -q "note: .*show the places where switches of a group are linked, the traffic routed through them: g0's 2 switches of 2, linked at 2 places (9 us; the next 10.5 us), c1's own through c0's (as far apart as across them); .*cost's pair latencies also not read for links inside g1: it holds switches under which no host of this job sits" "$G/part6.err" &&
    ! grep -q "(gateways)" "$G/part6.err" "$G/part4.err" &&
    grep -q "note: .*show the places .*g0's 2 switches of 2.*also not read for links inside g1" "$G/part4.err" &&
    pass "gateways: a job on part of the machine: its pairs kept, the whole group's places read, no gateway from a group without its router r4" ||
    fail "gateways: a job on part of the machine" "rc $rc6 $rc4: $(grep -v ' seed ' "$G/part6.err" "$G/part4.err" | head -4)"

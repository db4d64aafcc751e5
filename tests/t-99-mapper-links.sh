# beside: t-80 (runs in the second lane: tests/run-tests)
# mapper --objective links: the most loaded link (a node's or switch's
# uplinks: a subtree's crossing bytes over their bandwidth) against its
# brute-force optimum over all 8! placements of random graphs
# (tests/mapper/links_bruteforce.py), the pair sum's placements loading
# links more, and what the cost file's 'uplink' and a platform give.
source tests/lib/mapper.sh
L=$M/links
mkdir -p "$L"
LBF=$ROOT/tests/mapper/links_bruteforce.py
printf 'a slots=2\nb slots=2\nc slots=2\nd slots=2\n' >"$L/hosts"
printf 'SwitchName=s0 Nodes=a,b\nSwitchName=s1 Nodes=c,d\nSwitchName=top Switches=s0,s1\n' >"$L/topo"
printf 'socket 1us 10GB/s\nnode 1us 10GB/s uplink 1B/s\nswitch 5us 1GB/s uplink 1B/s\ntop 10us 1GB/s\n' >"$L/cost"
opt=0 worse=0 said=""
for seed in 1 2 3 4 5 6 7 8; do
    python3 "$LBF" $seed graph >"$L/g$seed"
    best=$(python3 "$LBF" $seed best)
    "$MP" -q --hostfile "$L/hosts" --switches "$L/topo" --cost "$L/cost" --graph-weight bytes --objective links \
        --format perm -o "$L/links$seed" "$L/g$seed" && got=$(python3 "$LBF" $seed eval "$L/links$seed")
    "$MP" -q --hostfile "$L/hosts" --switches "$L/topo" --cost "$L/cost" --graph-weight bytes --objective sum \
        --format perm -o "$L/sum$seed" "$L/g$seed" && sum=$(python3 "$LBF" $seed eval "$L/sum$seed")
    "$MP" -q --hostfile "$L/hosts" --switches "$L/topo" --cost "$L/cost" --graph-weight bytes \
        --format perm -o "$L/default$seed" "$L/g$seed" && cmp -s "$L/default$seed" "$L/links$seed" || nodefault="$nodefault $seed"
    [ "${got:-x}" = "$best" ] && opt=$((opt + 1))
    awk -v s="${sum:-0}" -v b="$best" 'BEGIN { exit !(s > b) }' && worse=$((worse + 1)) && said="$said seed $seed $sum/$best;"
done
[ $opt = 8 ] && pass "mapper --objective links: the most loaded link at its brute-force optimum on 8 of 8 random graphs" ||
    fail "links objective against brute force" "$opt of 8 at the optimum"
[ $worse -ge 1 ] && pass "the pair sum's placements load their most loaded link more on $worse of 8 ($said)" ||
    fail "links objective: no case where it differs from the pair sum" "the test no longer separates them"
# the default where the cost file gives uplinks: the links objective, said
"$MP" --hostfile "$L/hosts" --switches "$L/topo" --cost "$L/cost" --graph-weight bytes "$L/g3" >"$L/def.rf" 2>"$L/def.err"
[ -z "${nodefault:-}" ] && grep -q "^mapper: objective links (the machine gives its uplinks' bandwidth)" "$L/def.err" &&
    grep -q "objective links" "$L/def.rf" &&
    pass "no --objective with the uplinks' bandwidth given: the links objective (the same placements on 8 of 8), said" ||
    fail "the default objective with uplinks" "differs on seeds:${nodefault:-} $(grep objective "$L/def.err" | head -2)"
# what the mapper says: each placement's most loaded link, the links listed
"$MP" --hostfile "$L/hosts" --switches "$L/topo" --cost "$L/cost" --graph-weight bytes --objective links -o /dev/null \
    "$L/g3" 2>"$L/say"
grep -q "objective links" <("$MP" --hostfile "$L/hosts" --switches "$L/topo" --cost "$L/cost" --graph-weight bytes \
    --objective links "$L/g3" 2>/dev/null) && grep -q "^mapper: links, most loaded first" "$L/say" &&
    grep -qE "links [0-9.e+-]+ s .*<- chosen" "$L/say" &&
    pass "mapper --objective links: the rankfile says the objective; stderr lists the most loaded links before and after" ||
    fail "links objective report" "$(grep links "$L/say" | head -3)"
# refused without capacities
"$BADMP" -q --hostfile "$L/hosts" --switches "$L/topo" --latency 1us:1us:5us:10us --bandwidth 10GB/s:10GB/s:1GB/s:1GB/s \
    --graph-weight bytes --objective links "$L/g1" >/dev/null 2>"$L/nocap"
[ $? = 2 ] && grep -q "objective links needs the links' bandwidth" "$L/nocap" &&
    pass "mapper --objective links without uplinks: exit 2, says what to give" || fail "links without capacities" "$(cat "$L/nocap")"
printf 'socket 1us 10GB/s\nnode 1us 10GB/s uplink fast\n' >"$L/bad.cost"
"$BADMP" -q --hierarchy 2:2 --cost "$L/bad.cost" --graph-weight bytes "$L/g1" >/dev/null 2>"$L/badup"
[ $? = 2 ] && grep -q "bad.cost:2: 'uplink' needs a bandwidth" "$L/badup" &&
    pass "a cost file's bad 'uplink': exit 2, names the file and line" || fail "bad uplink" "$(cat "$L/badup")"

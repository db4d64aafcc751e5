# What users hit, third sweep (issue 58), on the emulated cluster: the
# relaunches that failed with the reason in a log or nowhere, as a user
# types them.  Truths: the launches themselves (Open MPI accepts or
# refuses them), the rankfile's lines, the times file's arithmetic, the
# directory's contents.  Skipped, saying why, where the testbed cannot run.
UT=$OUT/user-testbed
rm -rf "$UT" && mkdir -p "$UT"
TB=$ROOT/bin/commprof-testbed
CR=$ROOT/bin/commprof-run
source tests/lib/testbed.sh
tb_why=$(testbed_why)
if [ -n "$tb_why" ]; then
    skip "user relaunches on the testbed" "$tb_why"
    return 0 2>/dev/null || exit 0
fi
D=$UT/tb
trap '"$TB" down --dir "$D" >/dev/null 2>&1' EXIT
# four slots a node on nodes that share this machine's 2 cores
if ! "$TB" up --dir "$D" --clusters 2 --nodes 2 --slots 4 --delay 1ms --rate 100M >"$UT/up.log" 2>&1; then
    fail "user testbed: up" "$(tail -3 "$UT/up.log")"
    return 0 2>/dev/null || exit 0
fi
mpicc.openmpi -O2 -o "$UT/partners" tests/programs/partners.c
# a kernel that fails when a marker is there (the profile run makes it):
# its relaunch fails, saying why on stderr
cat >"$UT/flaky.c" <<'EOF'
#include <mpi.h>
#include <stdio.h>
#include <unistd.h>
int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int r, n;
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    if (access(argv[1], F_OK) == 0) {
        if (r == 0) fprintf(stderr, "flaky: %s is there: this run fails on purpose\n", argv[1]);
        MPI_Abort(MPI_COMM_WORLD, 3);
    }
    static char buf[65536];
    for (int i = 0; i < 20; i++)
        MPI_Sendrecv_replace(buf, sizeof buf, MPI_BYTE, r ^ (n / 2), 0, r ^ (n / 2), 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Barrier(MPI_COMM_WORLD);
    if (r == 0) fclose(fopen(argv[1], "w"));
    MPI_Finalize();
    return 0;
}
EOF
mpicc.openmpi -O2 -o "$UT/flaky" "$UT/flaky.c" || fail "user testbed: flaky builds"

# 5. 16 ranks on 4 nodes of 4 slots and 2 cores: the rankfile binds to
# the cores there are, and the relaunch runs
timeout 600 "$CR" -o "$UT/w" --place --relaunch --repeat 2 -- "$D/mpirun" -n 16 --hostfile "$D/hostfile" \
    "$UT/partners" 65536 20 </dev/null >"$UT/w.log" 2>&1
rc=$?
[ $rc = 0 ] && grep -q "measured (wall, median of 2)" "$UT/w.log" && grep -q "slot=0-1$" "$UT/w/rankfile" &&
    ! grep -qE "slot=[2-9]" "$UT/w/rankfile" &&
    pass "commprof-run --relaunch, 4 slots on 2-core nodes: the rankfile binds to cores 0-1, both orders ran" ||
    fail "relaunch with more slots than cores" "rc $rc: $(grep commprof-run "$UT/w.log" | tail -3)"
# 21. --repeat 2: the median of two is their mean, not the lower
if [ -f "$UT/w/times" ]; then
    want=$(awk '{ a += $1; b += $2 } END { printf "as launched %.3f s, as placed %.3f s", a / 2, b / 2 }' "$UT/w/times")
    grep -q "$want" "$UT/w.log" && pass "commprof-run --repeat 2: the median of two times is their mean ($want)" ||
        fail "--repeat 2 median" "want '$want': $(grep measured "$UT/w.log")"
fi

# 2. the same -o again: the earlier run moves aside whole, so no rankfile
# of another run stays beside a new recording
timeout 600 "$CR" -o "$UT/w" --place -- "$D/mpirun" -n 8 --hostfile "$D/hostfile" "$UT/partners" 4096 5 \
    </dev/null >"$UT/w2.log" 2>&1
old=$(ls -d "$UT"/w.old.* 2>/dev/null | head -1)
[ -n "$old" ] && [ -f "$old/times" ] && [ -f "$old/relaunch.log" ] && [ -f "$old/job.cpj" ] && [ ! -e "$UT/w/times" ] &&
    [ ! -e "$UT/w/relaunch.log" ] && [ "$(grep -c '^rank' "$UT/w/rankfile")" = 8 ] &&
    grep -q "held an earlier run: its .* files moved to $old" "$UT/w2.log" &&
    pass "commprof-run -o DIR again: the earlier recording, rankfile, times and logs moved aside together" ||
    fail "reused -o DIR" "$(ls "$UT/w" "$old" 2>&1 | tr '\n' ' ')"

# 6. --map-by node in the user's command: left out of the placed launch, said
timeout 600 "$CR" -o "$UT/mb" --place --relaunch -- "$D/mpirun" -n 8 --map-by node --hostfile "$D/hostfile" \
    "$UT/partners" 65536 20 </dev/null >"$UT/mb.log" 2>&1
rc=$?
[ $rc = 0 ] && grep -q "the placed launch leaves out --map-by node" "$UT/mb.log" && grep -q "measured" "$UT/mb.log" &&
    pass "commprof-run --relaunch of a --map-by node job: --map-by left out of the placed launch, said, both ran" ||
    fail "relaunch with --map-by node" "rc $rc: $(grep -i "commprof-run\|conflict" "$UT/mb.log" | tail -3)"

# 8. a relaunch that fails: the launcher's last lines, not only the log's name
rm -f "$UT/marker"
timeout 600 "$CR" -o "$UT/fl" --place --relaunch -- "$D/mpirun" -n 8 --hostfile "$D/hostfile" "$UT/flaky" "$UT/marker" \
    </dev/null >"$UT/fl.log" 2>&1
rc=$?
[ $rc = 1 ] && grep -q "the relaunch (launched, run 1) failed (exit 3); the launcher's last lines" "$UT/fl.log" &&
    grep -q "^    flaky: $UT/marker is there" "$UT/fl.log" && [ ! -e "$UT/fl/times" ] &&
    pass "commprof-run: a relaunch that fails prints the launcher's last lines (the program's reason), exit 1, no times" ||
    fail "failed relaunch" "rc $rc: $(tail -5 "$UT/fl.log")"
# Ctrl-C in the relaunch: interrupted, said so, nothing half-written
# A user's shell never ignores SIGINT, but the one running these tests may (nohup, CI under
# "&"): a command started with SIGINT ignored cannot trap it, so give the run the default back.
set -m
env --default-signal=INT "$CR" -o "$UT/ic" --place --relaunch --repeat 5 -- "$D/mpirun" -n 8 --hostfile "$D/hostfile" "$UT/partners" 65536 400 \
    </dev/null >"$UT/ic.log" 2>&1 &
pid=$!
set +m
for _ in $(seq 240); do grep -q "placement in" "$UT/ic.log" 2>/dev/null && break; sleep 0.5; done
sleep 2
kill -INT -- -"$pid" 2>/dev/null
# (a watchdog: an mpirun interrupted mid-launch once hung this wait 15 minutes)
(sleep 120 && kill -KILL -- -"$pid") 2>/dev/null &
wd=$!
wait "$pid"
rc=$?
kill "$wd" 2>/dev/null
[ $rc = 130 ] && grep -qE "interrupted during the relaunch \((launched|placed), run [1-5] of 5\)" "$UT/ic.log" && [ ! -e "$UT/ic/times" ] &&
    [ -z "$(ls -A "$UT/ic" | grep '^\.')" ] &&
    pass "Ctrl-C during the relaunch: exit 130, 'interrupted' (not 'failed'), no times or temporary files left" ||
    fail "Ctrl-C during the relaunch" "rc $rc: $(tail -2 "$UT/ic.log"); $(ls -A "$UT/ic" | tr '\n' ' ')"
# a launcher that ends on neither SIGINT nor SIGTERM (Open MPI 4.1's
# mpirun, interrupted while it started its daemons, sat in a futex and
# commprof-run waited with it): killed 10 s after the TERM, said, exit
# 130.  The launcher here runs the job the first time (the profile) and
# ignores both signals after (the relaunch; its --version always answers)
mkdir -p "$UT/deaf" && rm -f "$UT/deaf/profiled"
cat >"$UT/deaf/mpirun" <<DEAF
#!/bin/bash
[ "\$1" = --version ] && exec "$D/mpirun" --version
if [ -e "$UT/deaf/profiled" ]; then trap '' INT TERM; exec sleep 300; fi
touch "$UT/deaf/profiled"
exec "$D/mpirun" "\$@"
DEAF
chmod +x "$UT/deaf/mpirun"
set -m
env --default-signal=INT "$CR" -o "$UT/df" --place --relaunch -- "$UT/deaf/mpirun" -n 8 --hostfile "$D/hostfile" "$UT/partners" 65536 20 \
    </dev/null >"$UT/df.log" 2>&1 &
pid=$!
set +m
for _ in $(seq 240); do grep -q "placement in" "$UT/df.log" 2>/dev/null && break; sleep 0.5; done
sleep 1
t0=$(date +%s)
kill -INT -- -"$pid" 2>/dev/null
(sleep 120 && kill -KILL -- -"$pid") 2>/dev/null &
wd=$!
wait "$pid"
rc=$?
took=$(($(date +%s) - t0))
kill "$wd" 2>/dev/null
pkill -KILL -f "^sleep 300$" 2>/dev/null
[ $rc = 130 ] && [ "$took" -ge 9 ] && [ "$took" -le 60 ] && grep -q "did not end 10 s after SIGTERM: killed" "$UT/df.log" &&
    grep -q "interrupted during the relaunch (launched, run 1 of 1)" "$UT/df.log" && [ ! -e "$UT/df/times" ] &&
    pass "Ctrl-C with a launcher deaf to SIGINT and SIGTERM: killed after 10 s, said, exit 130 in ${took} s, no times" ||
    fail "Ctrl-C with a deaf launcher" "rc $rc after ${took} s: $(tail -3 "$UT/df.log")"

# a hybrid MPI+OpenMP launch, each rank on both cores of its node
# (--map-by ppr:1:node:PE=2, the hostfile's slots the nodes' 2 cores):
# the placement keeps one rank a node, each bound to its 2 cores, where a
# core a rank would put two ranks on a node and crowd their threads; the
# kernel's partners (r XOR 2) brought into one cluster.  Truths: the
# launch's own PE, the hosts the placed run printed, the testbed's clusters.
mkdir -p "$UT/pe"
sed 's/slots=4/slots=2/' "$D/hostfile" >"$UT/pe/hostfile"
cp "$D/topology.conf" "$UT/pe/topology.conf"
timeout 600 "$CR" -o "$UT/per" --place --relaunch -- "$D/mpirun" -n 4 --map-by ppr:1:node:PE=2 --hostfile "$UT/pe/hostfile" \
    "$UT/partners" 65536 20 </dev/null >"$UT/pe.log" 2>&1
rc=$?
rf_hosts=$(sed -n 's/^rank [0-9]*=\([^ ]*\) slot=0-1$/\1/p' "$UT/per/rankfile" 2>/dev/null | tr '\n' ' ')
placed_hosts=$(sed -n '/^== placed, run 1/,$ s/^hosts //p' "$UT/per/relaunch.log" 2>/dev/null | head -1)
c0=$(cut -d' ' -f1 <<<"$rf_hosts") c2=$(cut -d' ' -f3 <<<"$rf_hosts") c1=$(cut -d' ' -f2 <<<"$rf_hosts") c3=$(cut -d' ' -f4 <<<"$rf_hosts")
[ $rc = 0 ] && grep -q "each rank on 2 cores (as the launch gives them)" "$UT/pe.log" &&
    [ "$(tr ' ' '\n' <<<"$rf_hosts" | grep -c .)" = 4 ] && [ "$(tr ' ' '\n' <<<"$rf_hosts" | sort -u | grep -c .)" = 4 ] &&
    [ "${c0:0:2}" = "${c2:0:2}" ] && [ "${c1:0:2}" = "${c3:0:2}" ] && [ "$placed_hosts " = "$rf_hosts" ] &&
    grep -q "measured (wall" "$UT/pe.log" &&
    pass "commprof-run --place --relaunch of a PE=2 launch: each rank on its own node's 2 cores (slot=0-1), partners in one cluster, the placed run on those hosts ($(grep -o 'speedup [0-9.]*' "$UT/pe.log"))" ||
    fail "relaunch of a hybrid (PE=2) launch" "rc $rc: rankfile '$rf_hosts', placed run '$placed_hosts': $(grep commprof-run "$UT/pe.log" | tail -3)"

# a hostfile of addresses, as many sites write Open MPI's, with the
# testbed's topology.conf (naming the nodes) beside it; commprof-run run
# where the names resolve, as on a login node (the nodes' /etc/hosts,
# mounted in a namespace of the test's own)
if unshare -m true 2>/dev/null; then
    mkdir -p "$UT/ip"
    "$TB" exec --dir "$D" c0n0 getent hosts c0n0 c0n1 c1n0 c1n1 >"$UT/ip/names"
    awk '{ print $1 " slots=2" }' "$UT/ip/names" >"$UT/ip/hostfile" # 8 ranks over both clusters
    cp "$D/topology.conf" "$UT/ip/topology.conf"
    { echo "127.0.0.1 localhost"; cat "$UT/ip/names"; } >"$UT/ip/etc.hosts"
    cat >"$UT/ip/run.sh" <<SH
mount --bind "$UT/ip/etc.hosts" /etc/hosts || exit 9
exec timeout 600 "$CR" -o "$UT/ipr" --place --relaunch -- "$D/mpirun" -n 8 --hostfile "$UT/ip/hostfile" "$UT/partners" 65536 20
SH
    unshare -m bash "$UT/ip/run.sh" </dev/null >"$UT/ip.log" 2>&1
    rc=$?
    [ $rc = 0 ] && [ "$(wc -l <"$UT/ip/hostfile")" = 4 ] && grep -q "measured (wall" "$UT/ip.log" &&
        grep -q "levels above the nodes from $UT/ip/topology.conf" "$UT/ip.log" && ! grep -q "not on this machine" "$UT/ip.log" &&
        grep -q "costs as the job measured them: switch .* top [0-9.]*ms .*(2 pairs of nodes)" "$UT/ip.log" &&
        [ "$(grep -c '^rank [0-9]*=10\.78\.' "$UT/ipr/rankfile")" = 8 ] &&
        pass "commprof-run --place --relaunch on a hostfile of addresses, topology.conf naming the nodes: levels and measured costs found, the rankfile by address, both orders ran ($(grep -o 'speedup [0-9.]*' "$UT/ip.log"))" ||
        fail "relaunch on a hostfile of addresses" "rc $rc: $(grep -e commprof-run -e error "$UT/ip.log" | tail -3)"
else
    skip "relaunch on a hostfile of addresses" "unshare -m (a mount namespace for the test's /etc/hosts) needs root"
fi

"$TB" down --dir "$D" >"$UT/down.log" 2>&1 || fail "user testbed: down" "$(tail -2 "$UT/down.log")"
trap - EXIT

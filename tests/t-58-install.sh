# make install, used as a user would: every tool run from the installed
# tree, a program built against it with pkg-config, the trace plugin found
# beside the installed library; and a staged install (DESTDIR) that lands
# under the stage with the final PREFIX in its pkg-config file.
# Truths: the hand-computed ring and phases patterns (tests/lib/expected.sh).
I=$OUT/install
P=$I/prefix
rm -rf "$I" && mkdir -p "$I"
if ! make -s -C "$ROOT" install PREFIX="$P" >"$I/make.log" 2>&1; then
    fail "make install PREFIX=..." "$(tail -3 "$I/make.log")"
else
    missing=""
    for f in bin/commprof-run bin/commprof-dump bin/analyzer bin/mapper bin/commprof-probe bin/commprof-probe.mpich lib/libcommprof.so lib/libcommprof_otf2.so \
        lib/libcommprof_read.a include/commprof.h include/commprof/record_read.h include/commprof/record_format.h include/commprof/cp_err.h \
        lib/pkgconfig/commprof.pc lib/pkgconfig/commprof-read.pc; do
        [ -f "$P/$f" ] || missing="$missing $f"
    done
    [ -z "$missing" ] && pass "make install: the tools, libraries, headers and pkg-config file are in PREFIX" ||
        fail "make install: files missing from PREFIX" "$missing"

    # a program linked against the installed library through pkg-config
    export PKG_CONFIG_PATH=$P/lib/pkgconfig
    # (as a user builds it: no rpath of their own, no LD_LIBRARY_PATH)
    if mpicc.openmpi -O1 -o "$I/phases" tests/programs/phases.c $(pkg-config --cflags --libs commprof) \
        >"$I/cc.log" 2>&1; then
        env -u LD_LIBRARY_PATH timeout 300 mpirun.openmpi -n 4 -x COMMPROF_OUTPUT="$I/rec.phases" -x COMMPROF_QUIET=1 \
            "$I/phases" </dev/null >"$I/phases.log" 2>&1
        exp_phases 4 solve >"$I/phases.expected"
        "$P/bin/commprof-dump" --phase solve "$I/rec.phases" >"$I/phases.solve" 2>&1
        same "make install: a program built with pkg-config --cflags --libs commprof records its phase 'solve'" \
            "$I/phases.expected" "$I/phases.solve"
    else
        fail "make install: build with pkg-config --cflags --libs commprof" "$(head -3 "$I/cc.log")"
    fi
    # the reader library: a tool of the user's reads the recording with
    # pkg-config --cflags --libs commprof-read (no MPI)
    cat >"$I/readrec.c" <<'EOF2'
#include <commprof/record_read.h>
#include <stdio.h>
int main(int argc, char **argv)
{
    cp_err_t e;
    cp_recording_t *r = argc > 1 ? cp_recording_open(argv[1], 0, &e) : NULL;
    if (!r) return 3;
    uint64_t sent = 0;
    for (uint32_t i = 0; i < r->world_size; i++)
        for (size_t k = 0; k < r->ranks[i].npeers; k++) /* the whole run's point-to-point */
            if (r->ranks[i].peers[k].kind == 0 && r->ranks[i].peers[k].phase == 0) sent += r->ranks[i].peers[k].sent_msgs;
    printf("%u ranks %llu messages\n", r->world_size, (unsigned long long)sent);
    cp_recording_free(r);
    return 0;
}
EOF2
    if cc -o "$I/readrec" "$I/readrec.c" $(pkg-config --cflags --libs --static commprof-read) >"$I/readcc.log" 2>&1 &&
        [ "$("$I/readrec" "$I/rec.phases")" = "4 ranks $("$P/bin/commprof-dump" "$I/rec.phases" | awk '{ m += $3 } END { print m }') messages" ]; then
        pass "make install: a program built with pkg-config commprof-read reads the recording (<commprof/record_read.h>)"
    else
        fail "make install: the reader library through pkg-config" "$(head -3 "$I/readcc.log")"
    fi
    unset PKG_CONFIG_PATH

    # the installed commprof-run preloads the installed library, profile
    # and trace mode (libcommprof_otf2.so found beside it)
    mpicc.openmpi -O1 -o "$I/ring" tests/programs/ring.c
    exp_ring 4 >"$I/ring.expected"
    timeout 300 "$P/bin/commprof-run" -o "$I/rec.ring" -- mpirun.openmpi -n 4 "$I/ring" </dev/null >"$I/ring.log" 2>&1
    rc=$?
    "$P/bin/commprof-dump" "$I/rec.ring" >"$I/ring.sent" 2>&1
    # which library it preloads: sh never calls MPI_Init, it only shows it
    "$P/bin/commprof-run" -o "$I/rec.sh" -- mpirun.openmpi -n 1 sh -c 'echo "preload=$LD_PRELOAD"' </dev/null >"$I/sh.log" 2>&1
    if [ $rc = 0 ] && cmp -s "$I/ring.expected" "$I/ring.sent" && grep -q "recording in $I/rec.ring" "$I/ring.log" &&
        grep -qx "preload=$P/lib/libcommprof.so" "$I/sh.log"; then
        pass "make install: the installed commprof-run preloads the installed library and records the ring of 4 exactly"
    else
        fail "make install: installed commprof-run" "rc $rc: $(tail -3 "$I/ring.log") $(cat "$I/sh.log")"
    fi
    COMMPROF_MODE=trace timeout 300 "$P/bin/commprof-run" -o "$I/rec.trace" -- mpirun.openmpi -x COMMPROF_MODE -n 4 "$I/ring" \
        </dev/null >"$I/trace.log" 2>&1
    "$P/bin/analyzer" -q --include p2p "$I/rec.ring" -o "$I/ring.mtx" 2>"$I/an.err"
    "$P/bin/analyzer" -q "$I/rec.trace/trace" -o "$I/trace.mtx" 2>>"$I/an.err"
    if [ -f "$I/rec.trace/trace/traces.otf2" ] && [ -s "$I/ring.mtx" ] && cmp -s <(grep -v '^% source' "$I/ring.mtx") <(grep -v '^% source' "$I/trace.mtx"); then
        pass "make install: trace mode loads the installed libcommprof_otf2.so; the installed analyzer reads trace and recording alike"
    else
        fail "make install: trace mode and analyzer from PREFIX" "$(tail -2 "$I/trace.log") $(cat "$I/an.err")"
    fi
    # the installed mapper places the installed analyzer's graph: a
    # permutation of 4 cores
    "$P/bin/analyzer" -q "$I/rec.ring" -o "$I/ring.csr" &&
        "$P/bin/mapper" -q --hierarchy 2:2 --format perm -o "$I/ring.perm" "$I/ring.csr" 2>"$I/mapper.err"
    [ "$(sort -n "$I/ring.perm" | tr '\n' ' ')" = "0 1 2 3 " ] &&
        pass "make install: the installed mapper places the installed analyzer's graph (a permutation of 4 cores)" ||
        fail "make install: installed mapper" "$(cat "$I/mapper.err") perm: $(cat "$I/ring.perm" 2>/dev/null)"
    # the installed probes (Open MPI's, MPICH's as commprof-probe.mpich),
    # launched as the README launches them, write cost files the installed
    # mapper places with: each one's levels as the two ranks on this node
    # give them (socket measured, node standing in for it)
    for mpi in openmpi mpich; do
        if [ $mpi = mpich ]; then run=(mpiexec.mpich -n 2 "$P/bin/commprof-probe.mpich"); else
            run=(mpirun.openmpi --oversubscribe -n 2 "$P/bin/commprof-probe"); fi
        timeout 120 "${run[@]}" -q --no-contention --no-memory --max-size 64KiB --cap 0.05 -o "$I/$mpi.cost" \
            </dev/null >"$I/probe.$mpi.log" 2>&1
        levels=$(grep -v '^#' "$I/$mpi.cost" 2>/dev/null | awk '{ print $1 }' | tr '\n' ' ')
        if [ "$levels" = "socket node " ] && grep -q "stand-in socket" "$I/$mpi.cost" &&
            "$P/bin/mapper" -q --hierarchy 2:2 --cost "$I/$mpi.cost" --format perm -o "$I/ring.$mpi.perm" "$I/rec.ring" \
            2>>"$I/probe.$mpi.log" && [ "$(sort -n "$I/ring.$mpi.perm" | tr '\n' ' ')" = "0 1 2 3 " ]; then
            pass "make install: the installed ${run[*]##*/} writes a cost file (socket, node) the installed mapper places with"
        else
            fail "make install: the installed probe ($mpi)" "levels '$levels': $(tail -3 "$I/probe.$mpi.log")"
        fi
    done
fi

# uninstall removes what install put there, and nothing else
touch "$P/bin/users-own-tool"
make -s -C "$ROOT" uninstall PREFIX="$P" >"$I/uninstall.log" 2>&1
left=$(cd "$P" 2>/dev/null && find . -mindepth 1 | sort | tr '\n' ' ')
[ "$left" = "./bin ./bin/users-own-tool " ] &&
    pass "make uninstall: removes every installed file, keeps the user's own" ||
    fail "make uninstall" "left in PREFIX: $left $(tail -2 "$I/uninstall.log")"

# staged: files under DESTDIR, the pkg-config file naming PREFIX itself
if make -s -C "$ROOT" install DESTDIR="$I/stage" PREFIX=/opt/commprof-t58 >"$I/stage.log" 2>&1 &&
    [ -x "$I/stage/opt/commprof-t58/bin/analyzer" ] && [ -f "$I/stage/opt/commprof-t58/lib/libcommprof.so" ] &&
    grep -qx "prefix=/opt/commprof-t58" "$I/stage/opt/commprof-t58/lib/pkgconfig/commprof.pc" && [ ! -e /opt/commprof-t58 ]; then
    pass "make install DESTDIR=... PREFIX=/opt/commprof-t58: staged under DESTDIR only, pkg-config names the PREFIX"
else
    fail "make install DESTDIR=..." "$(tail -3 "$I/stage.log")"
fi

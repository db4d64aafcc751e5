# The MPICH build on the same pattern programs: exact, and no double counting
# (MPICH's mpif.h layer enters by MPI_*, its mpi_f08 layer by PMPI_*).
LIB=$ROOT/lib/mpich/libcommprof.so
M=$OUT/mpich
mkdir -p "$M"
NP=8
if ! command -v mpicc.mpich >/dev/null || [ ! -f "$LIB" ]; then
    fail "mpich: build present" "run make MPI=mpich lib"
else
    ok=1
    for p in ring halo modes subcomm persistent threads handoff sizes largecount mpi4p2p forks signals sessions cancel many dies get_status; do
        mpicc.mpich -O1 -o "$M/$p" tests/programs/$p.c || ok=0
    done
    mpicc.mpich -O1 -Iinterpose -o "$M/phases" tests/programs/phases.c -L"$ROOT/lib/mpich" -lcommprof \
        -Wl,-rpath,"$ROOT/lib/mpich" || ok=0
    mpif90.mpich -O1 -o "$M/f_mpi4" tests/programs/f_mpi4.f90 || ok=0
    for v in mpifh mpi f08; do
        mpif90.mpich -O1 -o "$M/f_$v" tests/programs/f_$v.f90 -L"$ROOT/lib/mpich" -lcommprof \
            -Wl,-rpath,"$ROOT/lib/mpich" || ok=0
    done
    [ $ok = 1 ] && pass "mpich: test programs build" || fail "mpich: test programs build"
    for spec in ring:exp_ring halo:exp_halo modes:exp_modes subcomm:exp_subcomm \
        persistent:exp_persistent threads:exp_threads handoff:exp_handoff phases:exp_phases sizes:exp_sizes largecount:exp_largecount \
        forks:exp_ring signals:exp_ring cancel:exp_cancel get_status:exp_get_status many:exp_many f_mpifh:exp_fortran f_mpi:exp_fortran f_f08:exp_fortran; do
        p=${spec%%:*} fn=${spec#*:}
        if ! mpich_run "$LIB" "$M/rec.$p" $NP "$M/$p" >"$M/$p.log" 2>&1; then
            fail "mpich: $p runs" "see $M/$p.log"
            continue
        fi
        $fn $NP | pairs_sum >"$M/$p.expected"
        "$DUMP" "$M/rec.$p" >"$M/$p.sent" 2>&1
        same "mpich: $p sent side = hand-computed pattern" "$M/$p.expected" "$M/$p.sent"
        "$DUMP" --recv "$M/rec.$p" >"$M/$p.recv" 2>&1
        same "mpich: $p receive side = hand-computed pattern" "$M/$p.expected" "$M/$p.recv"
    done
    # COMMPROF_RECV=0, the send side only: every send mode and receive path
    # (modes), MPI-4's Isendrecv and partitioned calls, and the mpi_f08
    # layer, which enters by PMPI_*: the same sends, no receive side
    for spec in modes:exp_modes mpi4p2p:exp_mpi4p2p f_f08:exp_fortran; do
        p=${spec%%:*} fn=${spec#*:}
        mpich_run "$LIB" "$M/rec.$p.r0" $NP -genv COMMPROF_RECV 0 "$M/$p" >"$M/$p.r0.log" 2>&1 ||
            fail "mpich: COMMPROF_RECV=0: $p runs" "see $M/$p.r0.log"
        $fn $NP | pairs_sum >"$M/$p.r0.expected"
        "$DUMP" "$M/rec.$p.r0" >"$M/$p.r0.sent" 2>&1
        same "mpich: COMMPROF_RECV=0: $p sent side = hand-computed pattern" "$M/$p.r0.expected" "$M/$p.r0.sent"
    done
    "$DUMP" --recv "$M/rec.modes.r0" >/dev/null 2>&1
    rc=$?
    [ $rc = 3 ] && pass "mpich: COMMPROF_RECV=0: dump --recv refuses (exit 3)" || fail "mpich: COMMPROF_RECV=0: dump --recv" "exit $rc"
    # A rank that segfaults writes its file (Hydra SIGKILLs the others at
    # once: theirs are lost), and UCX's backtrace handler still runs.
    mpich_run "$LIB" "$M/rec.segv" 4 "$M/dies" segv >"$M/segv.log" 2>&1
    rc=$?
    if [ $rc = 139 ] || [ $rc = 11 ]; then rcok=1; else rcok=0; fi
    if [ $rcok = 1 ] && "$DUMP" --info --allow-partial "$M/rec.segv" 2>/dev/null | grep -q '^rank 1 .* end signal:SIGSEGV ' &&
        [ "$("$DUMP" --allow-partial "$M/rec.segv" 2>/dev/null | awk '$1 == 1')" = "1 2 6 144" ] &&
        grep -q "Caught signal 11" "$M/segv.log"; then
        pass "mpich: a segfaulting rank writes its rows (end=signal:SIGSEGV), then UCX's handler runs"
    else
        fail "mpich: a segfaulting rank writes its rows" "exit $rc: $(ls "$M/rec.segv" | tr '\n' ' ')"
    fi
    # With COMMPROF_SNAPSHOT, the other ranks' snapshots are there too
    mpich_run "$LIB" "$M/rec.late" 4 -genv COMMPROF_SNAPSHOT 0.2 "$M/dies" late >"$M/late.log" 2>&1
    exp_dies 4 >"$M/late.expected"
    "$DUMP" "$M/rec.late" >"$M/late.sent" 2>&1
    same "mpich: a rank segfaults 1 s in, COMMPROF_SNAPSHOT=0.2: every rank's rows (the others from snapshots)" \
        "$M/late.expected" "$M/late.sent"
    # MPI-4's MPI_Isendrecv(_replace)(_c) and partitioned communication
    # (tests/programs/mpi4p2p.c; the library without these wrappers records
    # none of it).  MPICH completes MPI_Isendrecv with no receive status
    # (wrap_support.h), so its receive side holds the partitioned messages
    # alone: 2 starts of 48 bytes from the left neighbour
    if mpich_run "$LIB" "$M/rec.mpi4p2p" $NP "$M/mpi4p2p" >"$M/mpi4p2p.log" 2>&1; then
        exp_mpi4p2p $NP | pairs_sum >"$M/mpi4p2p.expected"
        "$DUMP" "$M/rec.mpi4p2p" >"$M/mpi4p2p.sent" 2>&1
        same "mpich: MPI-4 Isendrecv, Isendrecv_replace (and _c), partitioned: sent side = hand-computed pattern" \
            "$M/mpi4p2p.expected" "$M/mpi4p2p.sent"
        exp_ring_step $NP 2 96 >"$M/mpi4p2p.recv.expected"
        "$DUMP" --recv "$M/rec.mpi4p2p" >"$M/mpi4p2p.recv" 2>&1
        same "mpich: partitioned receives = hand-computed pattern (Isendrecv's: no status to read)" \
            "$M/mpi4p2p.recv.expected" "$M/mpi4p2p.recv"
    else
        fail "mpich: mpi4p2p runs" "see $M/mpi4p2p.log"
    fi
    # MPI-4 sessions (tests/programs/sessions.c): no MPI_Init, communicators
    # from the mpi://WORLD process set, one of them in reversed order, a
    # wildcard receive with MPI_STATUSES_IGNORE.  The library before
    # sessions were wrapped recorded nothing, without a word.  Also in
    # trace mode: the OTF2 archive reads and gives the profile's pairs.
    if mpich_run "$LIB" "$M/rec.sessions" 5 "$M/sessions" >"$M/sessions.log" 2>&1; then
        exp_sessions 5 | pairs_sum >"$M/sessions.expected"
        "$DUMP" "$M/rec.sessions" >"$M/sessions.sent" 2>&1
        same "mpich: MPI-4 sessions program (no MPI_Init): sent side = hand-computed pattern" \
            "$M/sessions.expected" "$M/sessions.sent"
        "$DUMP" --recv "$M/rec.sessions" >"$M/sessions.recv" 2>&1
        same "mpich: MPI-4 sessions program: receive side (wildcards on a reversed communicator) = hand-computed" \
            "$M/sessions.expected" "$M/sessions.recv"
        printf "0 MPI_Bcast 1 0 20\n1 MPI_Bcast 1 80 0\n2 MPI_Bcast 1 0 20\n3 MPI_Bcast 1 0 20\n4 MPI_Bcast 1 0 20\n" >"$M/sessions.calls.expected"
        "$DUMP" --calls "$M/rec.sessions" | awk '{ print $1, $2, $7, $8, $9 }' >"$M/sessions.calls" 2>&1
        same "mpich: MPI-4 sessions program: the broadcast's logical view = hand-computed" \
            "$M/sessions.calls.expected" "$M/sessions.calls"
    else
        fail "mpich: sessions runs" "see $M/sessions.log"
    fi
    # a clock per rank (its sync communicators made from the world, since
    # MPI_COMM_SELF does not exist there): the same pairs, 2 sync points each
    if mpich_run "$LIB" "$M/rec.sessions.rank" 5 -genv COMMPROF_SYNC_GROUP rank "$M/sessions" >"$M/sessions.rank.log" 2>&1 &&
        "$DUMP" "$M/rec.sessions.rank" >"$M/sessions.rank.sent" 2>&1 &&
        [ "$("$DUMP" --clock "$M/rec.sessions.rank" | grep -c '^sync ')" = 10 ]; then
        same "mpich: MPI-4 sessions program, a clock sync group per rank: hand-computed pairs, 2 sync points per rank" \
            "$M/sessions.expected" "$M/sessions.rank.sent"
    else
        fail "mpich: sessions with COMMPROF_SYNC_GROUP=rank" "see $M/sessions.rank.log"
    fi
    # COMMPROF_SYNC_INTERVAL syncs at MPI_COMM_WORLD's collectives, which a
    # sessions program has none of: said once, the pairs still exact;
    # COMMPROF_DISABLE=1: no recording
    if mpich_run "$LIB" "$M/rec.sessions.tick" 5 -genv COMMPROF_SYNC_INTERVAL 0.01 "$M/sessions" >"$M/sessions.tick.log" 2>&1 &&
        [ "$(grep -c 'COMMPROF_SYNC_INTERVAL has no effect' "$M/sessions.tick.log")" = 1 ] &&
        "$DUMP" "$M/rec.sessions.tick" >"$M/sessions.tick.sent" 2>&1 &&
        mpich_run "$LIB" "$M/rec.sessions.off" 5 -genv COMMPROF_DISABLE 1 "$M/sessions" >"$M/sessions.off.log" 2>&1 &&
        [ ! -e "$M/rec.sessions.off" ]; then
        same "mpich: MPI-4 sessions program: COMMPROF_SYNC_INTERVAL said to have no effect, pairs exact; COMMPROF_DISABLE=1 records nothing" \
            "$M/sessions.expected" "$M/sessions.tick.sent"
    else
        fail "mpich: sessions with COMMPROF_SYNC_INTERVAL / COMMPROF_DISABLE" "see $M/sessions.tick.log, $M/sessions.off.log"
    fi
    if mpich_run "$LIB" "$M/rec.sessions.trace" 5 -genv COMMPROF_MODE trace "$M/sessions" >"$M/sessions.trace.log" 2>&1 &&
        otf2-print -Werror "$M/rec.sessions.trace/trace/traces.otf2" >"$M/sessions.print" 2>&1 &&
        "$ROOT/bin/analyzer" -q "$M/rec.sessions.trace/trace/traces.otf2" -o "$M/sessions.trace.mtx" 2>>"$M/sessions.trace.log"; then
        exp_sessions 5 | awk '{ b[$1 + 1 " " $2 + 1] += $4 } END { for (k in b) print k, b[k] }' | sort >"$M/sessions.trace.expected"
        grep -v '^%' "$M/sessions.trace.mtx" | tail -n +2 | sort >"$M/sessions.trace.pairs"
        same "mpich: MPI-4 sessions program in trace mode: otf2-print reads the archive, its matrix = hand-computed" \
            "$M/sessions.trace.expected" "$M/sessions.trace.pairs"
    else
        fail "mpich: sessions in trace mode" "see $M/sessions.trace.log, $M/sessions.print"
    fi
    # the same from Fortran's mpi_f08, with a large-count MPI_Bcast: once
    # each (MPICH's Fortran calls the C layer), as f_mpi4.f90 says
    if mpich_run "$LIB" "$M/rec.f_mpi4" 4 "$M/f_mpi4" >"$M/f_mpi4.log" 2>&1; then
        { exp_ring_step 4 1 20; } >"$M/f_mpi4.expected"
        printf "0 MPI_Bcast_c 1 84 0\n1 MPI_Bcast_c 1 0 28\n2 MPI_Bcast_c 1 0 28\n3 MPI_Bcast_c 1 0 28\n" >>"$M/f_mpi4.expected"
        { "$DUMP" "$M/rec.f_mpi4"; "$DUMP" --calls "$M/rec.f_mpi4" | awk '{ print $1, $2, $7, $8, $9 }'; } >"$M/f_mpi4.actual" 2>&1
        same "mpich: Fortran mpi_f08 MPI_Isendrecv and large-count MPI_Bcast: counted once, as hand-computed" \
            "$M/f_mpi4.expected" "$M/f_mpi4.actual"
    else
        fail "mpich: f_mpi4 runs" "see $M/f_mpi4.log"
    fi
fi

# Communicator creation under Open MPI 4.1: the collectives the library
# runs inside it (the context-id agreement on the parent; split's allgather
# of color and key; split_type's allreduce before it), as commprof models
# them, must equal Open MPI monitoring's I lines pair by pair, less those of
# a run that makes no communicator (commprof's own collectives at
# MPI_Init), for every creation call commprof models, at 5, 6 and 8 ranks;
# and ("reuse") collectives on communicators made and freed in turn, which
# differ only in their members, with a large bcast on the world repeated
# (also at 12 ranks, where its root sends more messages than the memo of
# modeled collectives keeps).
# One file per rank: packing per node would gather at MPI_Finalize.
export COMMPROF_PACK=0
C=$OUT/comm-new
mkdir -p "$C"
LIB=$ROOT/lib/libcommprof.so
# recording directories of one length: rank 0 broadcasts the path
rec_of() { echo "$C/r.$1.$(printf '%-15s' "$2" | tr ' ' _)"; }
# comm_new_job NP WHAT LANE: one job, in session directory LANE of its own
# (two mpiruns starting at once race to make /tmp/ompi.<host>.<uid>)
comm_new_job() {
    mkdir -p "/tmp/commprof-t56.$3"
    ompi_run "$LIB" "$(rec_of "$1" "$2")" "$C/m.$1.$2" "$1" --mca orte_tmpdir_base "/tmp/commprof-t56.$3" \
        "$C/comm_new" "$2" >"$C/$1.$2.log" 2>&1
}
WHATS="dup dup_with_info idup split split_undefined split_type create cart cart_reorder cart_sub graph dist_adjacent reuse"
if mpicc.openmpi -O1 -o "$C/comm_new" tests/programs/comm_new.c; then
    for np in 5 6 8; do
        # two jobs at a time: a job's start leaves a core idle about a
        # third of the time; the baseline first, beside the first program
        # shellcheck disable=SC2206 # the names split on purpose
        progs=(none $WHATS)
        bad="" nsame=0 based=
        for ((i = 0; i < ${#progs[@]}; i += 2)); do
            a=${progs[i]} b=${progs[i + 1]:-} rb=0
            comm_new_job $np "$a" 0 &
            pa=$!
            if [ -n "$b" ]; then
                comm_new_job $np "$b" 1 &
                pb=$!
            fi
            wait $pa && ra=0 || ra=1
            [ -n "$b" ] && { wait $pb || rb=1; }
            for what in "$a" $b; do
                if [ "$what" = none ]; then
                    [ $ra = 0 ] && monitoring_kind "$C/m.$np.none" I >"$C/$np.base" && based=1
                    continue
                fi
                rec=$(rec_of $np "$what")
                if { [ "$what" = "$a" ] && [ $ra != 0 ]; } || { [ "$what" = "$b" ] && [ $rb != 0 ]; }; then
                    bad="$bad $what(run)"
                    continue
                fi
                monitoring_kind "$C/m.$np.$what" I | pairs_minus /dev/stdin "$C/$np.base" >"$C/$np.$what.expected"
                "$DUMP" --kind coll "$rec" >"$C/$np.$what.actual"
                if [ -s "$C/$np.$what.expected" ] && cmp -s "$C/$np.$what.expected" "$C/$np.$what.actual"; then
                    nsame=$((nsame + 1))
                else
                    bad="$bad $what"
                fi
            done
        done
        if [ -z "$based" ]; then
            fail "comm-new: baseline at $np ranks runs" "see $C/$np.none.log"
            continue
        fi
        [ -z "$bad" ] && pass "comm-new: $np ranks: $nsame programs, modeled traffic = monitoring's I lines less the baseline's" ||
            fail "comm-new: $np ranks: modeled traffic differs from monitoring's I lines for:$bad" "see $C/$np.*.expected"
    done
    # reuse at 12 ranks: the root's linear bcast sends 11 messages, more than
    # the memo keeps, so every repeat runs the model again
    np=12 rec=$(rec_of 12 reuse)
    comm_new_job 12 none 0 &
    pa=$!
    comm_new_job 12 reuse 1
    r=$?
    wait $pa || r=1
    if [ $r = 0 ]; then
        monitoring_kind "$C/m.12.none" I >"$C/12.base"
        monitoring_kind "$C/m.12.reuse" I | pairs_minus /dev/stdin "$C/12.base" >"$C/12.reuse.expected"
        "$DUMP" --kind coll "$rec" >"$C/12.reuse.actual"
        same "comm-new: 12 ranks, reuse (a repeated bcast of 11 messages): modeled traffic = monitoring's I lines less the baseline's" \
            "$C/12.reuse.expected" "$C/12.reuse.actual"
    else
        fail "comm-new: reuse at 12 ranks and its baseline run" "see $C/12.reuse.log and $C/12.none.log"
    fi
    # the logical view: one call each, of the world's size, the model's mark
    "$DUMP" --calls "$(rec_of 8 split)" | awk '$2 == "MPI_Comm_split" && $3 == "cid" && $4 == 8 && $7 == 1' >"$C/calls"
    [ "$(wc -l <"$C/calls")" = 8 ] && pass "comm-new: MPI_Comm_split in the logical view, once per rank, marked cid" ||
        fail "comm-new: logical view of MPI_Comm_split" "$("$DUMP" --calls "$(rec_of 8 split)" | head -3)"
else
    fail "comm-new: comm_new.c builds"
fi

# Windows: what Open MPI's one-sided components run inside window creation,
# fences and freeing (osc/rdma for create, allocate and dynamic windows,
# osc/sm for shared ones; osc/pt2pt forced), as coll_win.c models it,
# equals monitoring's I lines less a run that makes no window, pair by
# pair: every flavor on the world, a reversed split and two halves, with
# and without info keys (tests/programs/win_new.c).  Before the model,
# 20 windows of 4 ranks moved about 480 messages a pair that commprof
# did not see.
if mpicc.openmpi -O1 -o "$C/win_new" tests/programs/win_new.c; then
    for job in 4:all 5:all 4:pt2pt; do
        np=${job%%:*} what=${job#*:} osc=()
        [ "$what" = pt2pt ] && osc=(--mca osc pt2pt)
        ompi_run "$LIB" "$(rec_of "$np" "win$what")" "$C/m.$np.win$what" "$np" "${osc[@]}" "$C/win_new" "$what" 2 \
            >"$C/$np.win$what.log" 2>&1 &&
            ompi_run "$LIB" "$(rec_of "$np" "winnone")" "$C/m.$np.winnone" "$np" "${osc[@]}" "$C/win_new" none 0 \
                >"$C/$np.winnone.log" 2>&1
        if [ $? != 0 ]; then
            fail "windows: $np ranks, $what: the jobs run" "see $C/$np.win$what.log"
            continue
        fi
        monitoring_kind "$C/m.$np.winnone" I >"$C/$np.winbase"
        "$DUMP" --kind coll "$(rec_of "$np" winnone)" >"$C/$np.winbase.cp"
        monitoring_kind "$C/m.$np.win$what" I | pairs_minus /dev/stdin "$C/$np.winbase" >"$C/$np.win$what.expected"
        "$DUMP" --kind coll "$(rec_of "$np" "win$what")" | pairs_minus /dev/stdin "$C/$np.winbase.cp" \
            >"$C/$np.win$what.actual"
        [ -s "$C/$np.win$what.expected" ] &&
            same "windows: $np ranks, ${osc[*]:-osc/rdma and osc/sm}: modeled creation, fence and free traffic = monitoring's I lines less the baseline's" \
                "$C/$np.win$what.expected" "$C/$np.win$what.actual" ||
            fail "windows: $np ranks, $what: monitoring saw traffic" "see $C/m.$np.win$what.*"
    done
    "$DUMP" --calls "$(rec_of 4 winall)" | awk '$2 == "MPI_Win_allocate" && $3 == "cid" && $4 == 4 && $5 == 0 && $7 == 6' >"$C/wcalls"
    [ "$(wc -l <"$C/wcalls")" = 4 ] &&
        pass "windows: MPI_Win_allocate on the world in the logical view, 6 calls a rank (2 x 3 info kinds), marked cid" ||
        fail "windows: logical view of MPI_Win_allocate" "$("$DUMP" --calls "$(rec_of 4 winall)" | grep Win_ | head -3)"
else
    fail "windows: win_new.c builds"
fi

# Point-to-point on communicators made, used and freed in turn, each given
# the freed one's handle with other ranks behind it, by calls commprof does
# not wrap (MPI_Comm_create_group, MPI_Intercomm_merge), so no other lookup
# comes between: the per-thread translation cache must not outlive the
# communicator.  Both sides by hand (tests/programs/comm_reuse.c --expect);
# with the cache never invalidated, sends go to the freed communicator's
# ranks (and read its freed table): both fail under Open MPI and MPICH.
# Open MPI reuses the handle every round, MPICH in about 2 of 3 (the log
# says how many); under ASan none is reused (its quarantine holds freed
# memory back), so that run shows the rest is clean, not the cache.
if mpicc.openmpi -O1 -o "$C/comm_reuse" tests/programs/comm_reuse.c &&
    mpicc.mpich -O1 -o "$C/comm_reuse.mpich" tests/programs/comm_reuse.c; then
    ASAN_RT=$(gcc -print-file-name=libasan.so) UBSAN_RT=$(gcc -print-file-name=libubsan.so)
    for run in openmpi:4 openmpi:5 mpich:4 sanitize:4; do
        mpi=${run%%:*} np=${run#*:}
        d=$C/reuse.$mpi.$np
        "$C/comm_reuse" 12 --expect "$np" >"$d.expected"
        case $mpi in
        openmpi) ompi_run "$LIB" "$d" "" "$np" "$C/comm_reuse" 12 >"$d.log" 2>&1 ;;
        mpich) mpich_run "$ROOT/lib/mpich/libcommprof.so" "$d" "$np" "$C/comm_reuse.mpich" 12 >"$d.log" 2>&1 ;;
        sanitize) ompi_run "$ASAN_RT:$UBSAN_RT:$ROOT/lib/sanitize/libcommprof.so" "$d" "" "$np" \
            -x ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 -x UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
            "$C/comm_reuse" 12 >"$d.log" 2>&1 ;;
        esac
        rc=$?
        if [ $rc -ne 0 ] || grep -qE "AddressSanitizer|runtime error" "$d.log"; then
            fail "comm-reuse: $mpi, $np ranks runs clean" "rc=$rc, see $d.log"
            continue
        fi
        both_sides "comm-reuse: $mpi, $np ranks, communicators given a freed one's handle" "$d" \
            "$d.expected" "$d.expected"
    done
else
    fail "comm-reuse: comm_reuse.c builds"
fi

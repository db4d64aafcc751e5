# Hand-computed traffic of the test programs (tests/programs/*), written
# from each program's comment, independently of commprof.  Each prints
# "src dst msgs bytes" lines for n ranks; pairs_sum sorts and merges.

exp_ring() { local n=$1 r; for ((r = 0; r < n; r++)); do echo "$r $(((r + 1) % n)) 10 $((10 * (r + 1) * 4))"; done; }

# dims as MPI_Dims_create(n, 2): the most square d0 >= d1 with d0*d1 = n
exp_halo() {
    local n=$1 d0 d1 r c0 c1
    for ((d1 = 1; d1 * d1 <= n; d1++)); do ((n % d1 == 0)) && d0=$((n / d1)) && best=$d1; done
    d1=$best d0=$((n / best))
    for ((r = 0; r < n; r++)); do
        c0=$((r / d1)) c1=$((r % d1))
        echo "$r $(((c0 + 1) % d0 * d1 + c1)) 5 4000"
        echo "$r $(((c0 + d0 - 1) % d0 * d1 + c1)) 5 4000"
        echo "$r $((c0 * d1 + (c1 + 1) % d1)) 5 280"
        echo "$r $((c0 * d1 + (c1 + d1 - 1) % d1)) 5 280"
    done
}

exp_modes() {
    local n=$1 r
    for ((r = 0; r < n; r++)); do
        echo "$r $(((r + 1) % n)) 12 $(((1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12) * 4))"
        echo "$r $(((r + n - 1) % n)) 2 0"
        echo "$r $r 1 52"
    done
}

exp_subcomm() {
    local n=$1 it=3 r h=$(($1 / 2))
    for ((r = 0; r < n; r++)); do
        # split, key -r: local order is descending, so local+1 is world r-2
        echo "$r $(((r - 2 + n) % n)) $it $((it * 12))"
        echo "$r $(((r - 2 + n) % n)) $it $((it * 20))"
        ((r >= h)) && echo "$r $((h + (r - h + 1) % h)) $it $((it * 28))"
        echo "$r $(((r + 1) % n)) $it $((it * 44))"
        # intercommunicator, equal local index: even r <-> r+1
        echo "$r $((r % 2 ? r - 1 : r + 1)) $it $((it * 52))"
    done
}

exp_persistent() {
    local n=$1 r
    for ((r = 0; r < n; r++)); do
        echo "$r $(((r + 1) % n)) 7 $((7 * 32))"
        echo "$r $(((r + 1) % n)) 7 $((7 * 2))"
        echo "$r $(((r + 1) % n)) 7 $((7 * 6))"
        echo "$r $(((r + n - 1) % n)) 7 $((7 * 24))"
    done
}

# tests/programs/many.c: two rounds of K = 300 messages r -> r+1 of
# (t % 7 + 1) int and 300 r -> r-1 of 2 int
exp_many() {
    local n=$1 r t b=0
    for ((t = 0; t < 300; t++)); do b=$((b + (t % 7 + 1) * 4)); done
    for ((r = 0; r < n; r++)); do
        echo "$r $(((r + 1) % n)) 600 $((2 * b))"
        echo "$r $(((r + n - 1) % n)) 600 $((2 * 300 * 8))"
    done
}

exp_threads() { local n=$1 r; for ((r = 0; r < n; r++)); do echo "$r $(((r + 1) % n)) 800 $((200 * 8 * 10))"; done; }

# phases: whole run, and per phase
exp_phases() {
    local n=$1 ph=${2:-} r m b
    case $ph in
    "") m=10 b=392 ;; setup) m=2 b=32 ;; solve) m=3 b=96 ;; inner) m=4 b=256 ;;
    esac
    for ((r = 0; r < n; r++)); do echo "$r $(((r + 1) % n)) $m $b"; done
}

exp_dies() { local n=$1 r; for ((r = 0; r < n; r++)); do echo "$r $(((r + 1) % n)) 6 144"; done; }

# Fortran programs (f_mpifh, f_mpi, f_f08): r+1 integers x 10 to r+1, 3
# doubles x 4 to r-1 (phase "solve"); the paused traffic is not counted
exp_fortran() {
    local n=$1 r
    for ((r = 0; r < n; r++)); do
        echo "$r $(((r + 1) % n)) 10 $((40 * (r + 1)))"
        echo "$r $(((r + n - 1) % n)) 4 96"
    done
}

exp_sizes() {
    local n=$1 r
    for ((r = 0; r < n; r++)); do
        echo "$r $(((r + 1) % n)) 10 5245"
        echo "$r $(((r + n - 1) % n)) 5 180"
    done
}

# largecount.c: every MPI-4 _c point-to-point call once (persistent ones
# started twice) to the right neighbour: 20 messages, 4 x 178 bytes
# r -> r+1 (mod n), one line per rank: $2 messages, $3 bytes
exp_ring_step() { local r; for ((r = 0; r < $1; r++)); do echo "$r $(((r + 1) % $1)) $2 $3"; done; }
exp_mpi4p2p() { exp_ring_step "$1" 8 240; }
# tests/programs/cancel.c: the cancelled receives count for nothing
exp_cancel() { exp_ring_step "$1" 2 8; }
# tests/programs/sessions.c: r -> r+1 3 x 1 int, r -> r-1 2 x 10 double
exp_sessions() { local r; for ((r = 0; r < $1; r++)); do echo "$r $(((r + 1) % $1)) 3 12"; echo "$r $(((r + $1 - 1) % $1)) 2 160"; done; }
exp_largecount() { local r; for ((r = 0; r < $1; r++)); do echo "$r $(((r + 1) % $1)) 20 712"; done; }
# tests/programs/get_status.c: receives seen complete by MPI_Request_get_status count once
exp_get_status() { exp_ring_step "$1" 5 52; }
# tests/programs/handoff.c: 4 threads post 50 receives each (tag t, (t+1)*8
# bytes), a fifth completes them
exp_handoff() { exp_ring_step "$1" 200 4000; }

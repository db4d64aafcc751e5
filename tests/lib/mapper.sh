# Shared by the mapper's test groups (t-90, t-92 to t-98): the tools, the
# independent truths they are checked against, and the inputs more than
# one group reads (each made where missing, so that a group also runs
# alone: tests/run-tests 95).
MP=$ROOT/bin/mapper
BADMP=$(sanitized mapper) # error cases (tests/lib/common.sh)
SANMP=$ROOT/build/sanitize/mapper
BF=$ROOT/tests/mapper/bruteforce.py   # brute force, costs, validity
LB=$ROOT/tests/mapper/lowerbound.py   # isoperimetric lower bounds
SHARED=$ROOT/../shared/graphs         # real graphs with the peers' costs
M=$OUT/mapper
mkdir -p "$M"

# spec = N:hierarchy...:distances...:SEED -> n, hier, dist, seed
parse_spec() {
    IFS=: read -r n rest <<<"$1"
    seed=${1##*:}
    local parts=(${1//:/ })
    local nl=$(((${#parts[@]} - 2) / 2))
    hier=$(IFS=:; echo "${parts[*]:1:$nl}")
    dist=$(IFS=:; echo "${parts[*]:$((1 + nl)):$nl}")
}
# the brute-force instances (tests/mapper/cases/random.txt) that have CHECK,
# one spec a line; their graphs made as $M/rand$seed.graph
random_cases() { # CHECK
    local spec checks
    while read -r spec checks; do
        case $spec in '#'* | '') continue ;; esac
        case " $checks " in *" $1 "*) ;; *) continue ;; esac
        parse_spec "$spec"
        [ -s "$M/rand$seed.graph" ] || python3 "$BF" random "$n" "$seed" >"$M/rand$seed.graph"
        echo "$spec"
    done <"$ROOT/tests/mapper/cases/random.txt"
}
rand_graph() { # N SEED: $M/rand$SEED.graph
    [ -s "$M/rand$2.graph" ] || python3 "$BF" random "$1" "$2" >"$M/rand$2.graph"
}
# a stencil of scripts/gen-stencil as $M/NAME.graph, made where missing
stencil() { # NAME GEN-STENCIL-ARGS...
    local name=$1
    shift
    [ -s "$M/$name.graph" ] || scripts/gen-stencil "$@" >"$M/$name.graph"
}
# the mapper's placement of GRAPH on HIERARCHY as $M/NAME.perm, made where
# missing (a group reading another's placement, run alone)
placed() { # NAME GRAPH HIERARCHY [mapper args]
    local name=$1 g=$2 h=$3
    shift 3
    [ -s "$M/$name.perm" ] || "$MP" -q --hierarchy "$h" "$@" --format perm -o "$M/$name.perm" "$g"
}
perm_ok() { sort -n "$1" | awk -v n="$2" '$1 != NR - 1 { exit 1 } END { exit NR != n }'; }
# the latency/bandwidth machine of the --cost checks, in a cost file and as
# the lists bruteforce.py takes
lb_cost() {
    cat >"$M/lb.cost" <<'EOF2'
# level   latency  bandwidth
socket    0.3us    20GB/s
node      600ns    10GB/s   # the same machine in other units below
network   2us      3e9
EOF2
    lat=3e-7:6e-7:2e-6 bw=2e10:1e10:3e9
}
# bad input: message naming file and line, distinct exit codes, no leak
bad() { # NAME WANT-EXIT WANT-REGEX GRAPH-CONTENT [mapper args]
    local name=$1 want=$2 re=$3 content=$4
    shift 4
    printf "%b" "$content" >"$M/bad.$name.graph"
    local args=("$@")
    [ ${#args[@]} -eq 0 ] && args=(--hierarchy 2:2)
    "$BADMP" -q "${args[@]}" "$M/bad.$name.graph" >"$M/bad.$name.out" 2>"$M/bad.$name.err"
    local rc=$?
    if [ $rc -eq "$want" ] && grep -qE "$re" "$M/bad.$name.err" && ! grep -q "Sanitizer\|runtime error" "$M/bad.$name.err"; then
        pass "mapper: bad input ($name): exit $want, clear message, nothing leaked"
    else fail "mapper: bad input ($name)" "rc=$rc: $(head -c 600 "$M/bad.$name.err")"; fi
}
# under ASan/UBSan: clean, and the placement the plain build makes
# (deterministic runs only)
san_same() { # MAPPER-ARGS (split on purpose)
    [ -x "$SANMP" ] || { fail "mapper: sanitized build present" "run make build/sanitize/mapper"; return; }
    local i=$((${san_i:-0} + 1))
    san_i=$i
    # shellcheck disable=SC2086 # the arguments split on purpose
    "$SANMP" -q $1 --format perm -o "$M/san.$$.$i.perm" 2>"$M/san.$$.$i.err" &&
        "$MP" -q $1 --format perm -o "$M/plain.$$.$i.perm" 2>/dev/null &&
        ! grep -q "ERROR: AddressSanitizer\|runtime error" "$M/san.$$.$i.err" && cmp -s "$M/san.$$.$i.perm" "$M/plain.$$.$i.perm" &&
        pass "mapper under ASan/UBSan: clean, same placement ($1)" ||
        fail "mapper under ASan/UBSan ($1)" "$(head -5 "$M/san.$$.$i.err")"
}

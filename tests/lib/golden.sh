# Tests whose cases are data: a file of lines "NAME | ENVIRONMENT |
# ARGUMENTS" ('#' comments), each run as TOOL FIXED-ARGS... ARGUMENTS with
# ENVIRONMENT's VAR=VALUE words set, in an environment cleared of the
# variables named in GOLDEN_UNSET; its exit status, stderr and stdout
# compared with the reviewed expected/NAME beside the cases file.  @ in a
# case stands for the cases file's folder, and stands for it again in the
# output.  GOLDEN_SED: a sed -E script for what varies from run to run
# (times) in the output.  ENVIRONMENT and ARGUMENTS are shell words (quote
# a value with blanks: VAR='a b'), not globbed.
#
# REGEN=1 (after a reviewed change) writes the expected files instead of
# comparing: `git diff` then shows what the change changed.

# golden_cases CASES TOOL FIXED-ARGS...: one check a case
golden_cases() {
    local cases=$1 tool=$2 dir name envs args got want unset=() v
    shift 2
    dir=$(cd "$(dirname "$cases")" && pwd)
    mkdir -p "$OUT/golden" "$dir/expected"
    for v in ${GOLDEN_UNSET:-}; do unset+=(-u "$v"); done
    while IFS='|' read -r name envs args; do
        name=${name//[[:space:]]/}
        [ -z "$name" ] || [ "${name#\#}" != "$name" ] && continue
        got=$OUT/golden/$name want=$dir/expected/$name
        rm -f "$got"
        (
            set -f
            cd "$OUT/golden" || exit 1
            eval "envs=(${envs//@/$dir}) args=(${args//@/$dir})" || exit 1
            env "${unset[@]}" "${envs[@]}" "$tool" "$@" "${args[@]}" >"$got.stdout" 2>"$got.stderr"
            echo "exit $?" >"$got"
        )
        [ -f "$got" ] || echo "the case does not parse as shell words" >"$got"
        { cat "$got.stderr"; echo "--- stdout"; cat "$got.stdout"; } | sed -E "s|$dir|@|g; ${GOLDEN_SED:-}" >>"$got"
        if [ -n "${REGEN:-}" ]; then
            cp "$got" "$want" && pass "$name: expected/$name written (REGEN)" || fail "$name: cannot write $want"
        elif cmp -s "$got" "$want"; then
            pass "$name: as expected/$name"
        else
            fail "$name: not as expected/$name" "$(diff "$want" "$got" 2>&1 | head -8 | tr '\n' ' ')"
        fi
    done <"$cases"
}

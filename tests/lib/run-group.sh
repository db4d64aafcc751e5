# One test group in a process of its own (tests/run-tests): the shared
# helpers, the group, then its counts "PASS FAIL" into COUNTS-FILE.  A
# group that exits early leaves no counts: run-tests says so.
# Usage: bash tests/lib/run-group.sh GROUP COUNTS-FILE
source tests/lib/common.sh
source tests/lib/expected.sh
PASS=0 FAIL=0
source "$1"
echo "$PASS $FAIL" >"$2"

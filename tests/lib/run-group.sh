# One test group in a process of its own (tests/run-tests): the shared
# helpers, the group, then its counts "PASS FAIL" into COUNTS-FILE.  A
# group that exits early leaves no counts: run-tests says so.  (Groups
# may "set --": the arguments are kept apart first.)
# Usage: bash tests/lib/run-group.sh GROUP COUNTS-FILE
run_group_file=$1 run_group_counts=$2
source tests/lib/common.sh
source tests/lib/expected.sh
PASS=0 FAIL=0
source "$run_group_file"
echo "$PASS $FAIL" >"$run_group_counts"

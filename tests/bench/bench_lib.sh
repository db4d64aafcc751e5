# Sourced by the bench scripts.
# median of the numbers on stdin, one a line
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
# the library's include folders (interpose/ and its wings), for tests that
# build parts of it alone
CP_INC="-I${ROOT:?}/interpose -I${ROOT:?}/interpose/wrap -I${ROOT:?}/interpose/count -I${ROOT:?}/interpose/coll -I${ROOT:?}/interpose/clock -I${ROOT:?}/interpose/write -I${ROOT:?}/interpose/trace -I${ROOT:?}/interpose/record"

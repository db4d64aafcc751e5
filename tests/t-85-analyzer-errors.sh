# The analyzer on bad input: a clear message naming the file and line, a
# distinct exit status, no output left behind, inputs never written over;
# monitoring files whose lines are out of order or malformed.
source tests/lib/analyzer.sh

if need_halo; then
    # a cost file of two levels, and the halo's graph from its monitoring
    printf '# level latency bandwidth\nnode 500ns 10GB/s\nnetwork 2us 4GB/s # between nodes\n' >"$A/lb.cost"
    "$AN" -q --include p2p "$P/mon.halo" -o "$A/halo.mon.csr" && body "$A/halo.mon.csr" >"$A/halo.mon.bytes"
    # bad input: clear message, distinct exit status, no output left behind
    expect_exit "missing input" 4 "No such file" "$BADAN" "$A/nosuch"
    expect_exit "unknown option" 2 "unrecognized\|usage" "$BADAN" --bogus "$R"
    expect_exit "bad --weight" 2 "bad --weight" "$BADAN" --weight size "$R"
    expect_exit "--ranks past 2^30" 2 "bad --ranks '4000000000' (a whole number up to 1073741824)" "$BADAN" --ranks 4000000000 "$P/mon.halo"
    expect_exit "infinite --alpha" 2 "bad --alpha 'inf' (a finite number >= 0)" "$BADAN" --weight cost --alpha inf "$R"
    expect_exit "--cost with a level it lacks" 2 "lb.cost has no level 'rack' (it has node network)" "$BADAN" --cost "$A/lb.cost" --level rack "$R"
    expect_exit "--cost with --weight bytes" 2 "--cost weighs by cost, not by --weight bytes" "$BADAN" --cost "$A/lb.cost" --weight bytes "$R"
    expect_exit "--cost with --alpha" 2 "not with --alpha or --beta" "$BADAN" --cost "$A/lb.cost" --alpha 2 "$R"
    expect_exit "--level without --cost" 2 "--level names a level of a --cost file" "$BADAN" --level node "$R"
    printf 'node 500ns 10GB/s\nnetwork 2us\n' >"$A/bad.cost"
    expect_exit "bad cost file names the file and line" 2 "bad.cost:2: expected 'NAME LATENCY BANDWIDTH'" "$BADAN" --cost "$A/bad.cost" "$R"
    printf 'node 500ns 10GB/s\nnode 2us 1GB/s\n' >"$A/twice.cost"
    expect_exit "a level named twice in a cost file" 2 "twice.cost:2: level 'node' named twice" "$BADAN" --cost "$A/twice.cost" "$R"
    expect_exit "unknown phase" 3 "no rank recorded a phase named 'nosuch'" "$BADAN" --phase nosuch "$P/rec.phases"
    mkdir -p "$A/notrec"
    expect_exit "directory that is neither input" 3 "neither a commprof recording" "$BADAN" "$A/notrec"
    expect_exit "an empty directory beside a monitoring file" 3 "notrec: neither a commprof recording" \
        "$BADAN" "$P/mon.halo/prof.0.prof" "$A/notrec"
    expect_exit "--phase on monitoring files" 2 "needs a commprof recording" "$BADAN" --phase solve "$P/mon.halo"
    rm -rf "$A/cut" && cp -r "$R" "$A/cut"
    head -c 100 "$R/rank.3.cpr" >"$A/cut/rank.3.cpr"
    echo "keep me" >"$A/user.csr"
    expect_exit "truncated rank file names file and offset" 3 "cut/rank.3.cpr:[0-9]*: " "$BADAN" "$A/cut" -o "$A/user.csr"
    [ "$(cat "$A/user.csr")" = "keep me" ] && pass "analyzer: failed run leaves the user's output file untouched" ||
        fail "analyzer: failed run leaves the user's output file untouched"
    # an output named like an input, or like a recording's file, is refused
    # before anything is read: the recording stays byte for byte
    rm -rf "$A/keep" && cp -r "$R" "$A/keep"
    expect_exit "-o onto the recording's job file" 2 "keep/job.cpj is a file of a recording or trace (.cpj): not written over" \
        "$BADAN" "$A/keep" -o "$A/keep/job.cpj"
    expect_exit "--report onto a rank file" 2 "rank.2.cpr is a file of a recording or trace (.cpr): not written over" \
        "$BADAN" "$A/keep" --report "$A/keep/rank.2.cpr"
    cp "$P/mon.halo/prof.0.prof" "$A/one.prof" && ln -sf one.prof "$A/one.link"
    expect_exit "-o onto a monitoring input, by another name" 2 "one.link is this run's input .*one.prof: not written over" \
        "$BADAN" "$A/one.prof" -o "$A/one.link"
    diff -r "$R" "$A/keep" >/dev/null && cmp -s "$P/mon.halo/prof.0.prof" "$A/one.prof" &&
        pass "analyzer: the refused runs left the recording and the monitoring file as they were" ||
        fail "analyzer: refused runs changed an input"
    "$AN" -q "$A/keep" -o "$A/keep/graph.metis" && "$AN" -q "$A/keep" -o "$A/keep/graph.metis" &&
        pass "analyzer: a graph written into the recording's directory, and again over itself" ||
        fail "analyzer: -o into the recording's directory"
    rm -rf "$A/cut" && cp -r "$R" "$A/cut" && rm "$A/cut/rank.5.cpr"
    "$AN" -q --allow-partial "$A/cut" -o "$A/partial.mtx" 2>"$A/partial.err"
    rc=$?
    dump_all "$R" | awk '$1 != 5' >"$A/partial.expected"
    paste -d' ' <(grep '^% msgs' "$A/partial.mtx" | awk '{ print $3 - 1, $4 - 1, $5 }') \
        <(grep -v '^%' "$A/partial.mtx" | tail -n +2 | awk '{ print $3 }') | sort -n -k1,1 -k2,2 >"$A/partial.actual"
    if [ $rc -eq 0 ] && grep -q "missing or unreadable.*: 5" "$A/partial.err" && cmp -s "$A/partial.expected" "$A/partial.actual"; then
        pass "analyzer: --allow-partial warns (rank 5) and keeps the other ranks' rows"
    else fail "analyzer: --allow-partial" "rc $rc: $(cat "$A/partial.err")"; fi
    expect_exit "missing rank without --allow-partial, which it names" 3 "rank.5.cpr: No such file or directory (that rank wrote nothing: --allow-partial reads the others)" "$BADAN" "$A/cut" -o "$A/x.csr"
    mkdir -p "$A/badmon" && cp "$P/mon.halo/"*.prof "$A/badmon/"
    sed -i '3s/bytes/bites/' "$A/badmon/prof.2.prof"
    expect_exit "malformed monitoring line names file:line" 3 "prof.2.prof:3: bad monitoring line" "$BADAN" "$A/badmon"
    # a line whose fields are joined by spaces was skipped as if of another kind: an empty graph, exit 0
    mkdir -p "$A/spacemon" && printf '# POINT TO POINT\nE 0 1 8 bytes 1 msgs sent\n' >"$A/spacemon/prof.0.prof"
    expect_exit "monitoring line with spaces for tabs names file:line" 3 "prof.0.prof:2: bad monitoring line (expected a kind, then tab-separated" "$BADAN" "$A/spacemon/prof.0.prof"
    # a hostfile given for the recording: its lines were skipped as
    # collectives' multi-letter kinds (O2A, A2A): an empty job, exit 0
    printf 'node1 slots=2\n# spare\nnode2 slots=2\n' >"$A/given.hosts"
    expect_exit "a hostfile given as the input names file:line" 3 "given.hosts:1: not an Open MPI monitoring line" "$BADAN" "$A/given.hosts"
    expect_exit "monitoring rank beyond --ranks" 3 "outside the job's 4 ranks" "$BADAN" --ranks 4 "$P/mon.halo"
    expect_exit "unwritable output" 4 "cannot write" "$BADAN" -q "$R" -o /nonexistent/dir/g.csr
    # said before the input is read (a large recording takes minutes):
    # no summary of the read after it
    rm -f "$A/before.csr"
    expect_exit "unwritable report, said with why" 4 "cannot write /nonexistent/dir/r.html: No such file or directory" \
        "$BADAN" "$R" -o "$A/before.csr" --report /nonexistent/dir/r.html
    if grep -q "ranks.*read [0-9.]* s" "$A/bad.err" || [ -e "$A/before.csr" ]; then
        fail "analyzer: unwritable report said before reading" "$(head -c 300 "$A/bad.err")"
    else pass "analyzer: unwritable report said before the recording is read, nothing written"; fi
    expect_exit "heat map given a directory" 4 "$A: is a directory" "$BADAN" "$R" --heatmap "$A"
    # pairs out of order (monitoring lines shuffled over two files, one pair
    # split in two lines) are sorted and merged into the rows: same graph
    mkdir -p "$A/shufmon" && rm -f "$A/shufmon/"*
    cat "$P/mon.halo/"*.prof | grep '^E' | shuf --random-source=<(yes) >"$A/shuf.lines"
    awk -F'\t' '!done && $4 + 0 >= 2 && $5 + 0 >= 2 { done = 1
        printf "E\t%s\t%s\t1 bytes\t1 msgs sent\nE\t%s\t%s\t%d bytes\t%d msgs sent\n", $2, $3, $2, $3, $4 - 1, $5 - 1; next } { print }' \
        "$A/shuf.lines" >"$A/shuf.split"
    { echo "# POINT TO POINT"; sed -n '1~2p' "$A/shuf.split"; } >"$A/shufmon/prof.b.prof"
    { echo "# POINT TO POINT"; sed -n '2~2p' "$A/shuf.split"; } >"$A/shufmon/prof.a.prof"
    "$AN" -q --include p2p "$A/shufmon" -o "$A/shuf.csr" 2>"$A/shuf.err"
    body "$A/shuf.csr" >"$A/shuf.body"
    same "analyzer: monitoring lines shuffled and split = the ordered files' graph" "$A/halo.mon.bytes" "$A/shuf.body"
fi

#!/usr/bin/env python3
"""Generate commprof's MPI wrappers from mpi_calls.def (one row per call).

Writes wrappers.gen.c (every wrapper: one body per call, with MPI_ and, for
Open MPI, PMPI_ entry points) and call_ids.gen.h (append-only call ids and
names).  `gen_wrappers.py --check` exits 1 when the checked-in files differ
from what the table generates, so a hand edit or a stale file fails the build.

Why PMPI_ entry points: Open MPI's Fortran bindings (mpif.h, use mpi and
use mpi_f08 alike) call PMPI_* directly, so a wrapper of MPI_* alone never sees
Fortran traffic.  With CP_WRAP_PMPI the library defines both names and reaches
the MPI library through dlsym(RTLD_NEXT); a thread-local depth counter makes a
call that re-enters (PMPI_Sendrecv called inside another MPI call) pass
straight through, so nothing is counted twice.  MPICH needs the same: its
mpif.h layer calls MPI_*, but its mpi_f08 layer calls PMPI_*.
"""
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

# Hooks per kind.  `pre` runs before the real call, `post` after it returns
# MPI_SUCCESS.  Names in braces are argument names of the row.
KINDS = {
    # lifecycle calls run their hooks whenever they are not nested, even while
    # recording is off (it is off until MPI_Init returns)
    # (a trace's MPI_Init region closes as commprof's start-up returns)
    "init": dict(gate="cp_nested()", post="cp_runtime_init(MPI_THREAD_SINGLE); cp_bind_report(); cp_reorder_init(); "
                 "cp_trace_init_done(CP_CALL_Init);"),
    "init_thread": dict(gate="cp_nested()", post="cp_runtime_init(*provided); cp_bind_report(); cp_reorder_init(); "
                        "cp_trace_init_done(CP_CALL_Init_thread);"),
    "finalize": dict(gate="cp_nested()", pre="cp_runtime_finalize(); cp_reorder_finalize();"),
    "abort": dict(gate="cp_nested()", pre="cp_runtime_abort();"),
    # MPI-4 sessions: a program that never calls MPI_Init records from its
    # first session, on a communicator of the mpi://WORLD process set
    "session_init": dict(gate="cp_nested()", post="cp_runtime_init_session(*session); cp_reorder_init_session(*session);"),
    # COMMPROF_REORDER under sessions: the mpi://WORLD group in the new order
    "pset_group": dict(gate="cp_nested()", post="cp_reorder_pset_group(pset_name, newgroup);"),
    "session_finalize": dict(gate="cp_nested()", pre="cp_runtime_finalize_session(*session);"),
    # sends are timed before the call: the time a send started is the one a
    # receive cannot precede, and a rank preempted after a send returned
    # would otherwise stamp it late (by milliseconds, oversubscribed)
    "send": dict(pre="int64_t cp_t0 = cp_send_time();",
                 post="cp_hook_send(comm, dest, tag, (int64_t)count, datatype, cp_t0);"),
    "send_init": dict(post="cp_req_add_psend(*request, comm, dest, tag, (int64_t)count, datatype);"),
    "recv": dict(status="status", post="cp_hook_recv(comm, -1, status, 0);"),
    "irecv": dict(post="cp_req_add_recv(*request, comm, source, 0);"),
    "recv_init": dict(post="cp_req_add_recv(*request, comm, source, 1);"),
    # MPI-4: the send counts at the call, the receive at completion (the
    # request's status is the receive's, as for MPI_Irecv) where the library
    # fills that status (CP_ISENDRECV_STATUS, wrap_support.h)
    "isendrecv": dict(pre="int64_t cp_t0 = cp_send_time();",
                      post="cp_hook_send(comm, dest, sendtag, (int64_t)sendcount, sendtype, cp_t0);\n"
                           "        if (CP_ISENDRECV_STATUS && cp_counting_recvs()) cp_req_add_recv(*request, comm, source, 0);"),
    "isendrecv_replace": dict(pre="int64_t cp_t0 = cp_send_time();",
                              post="cp_hook_send(comm, dest, sendtag, (int64_t)count, datatype, cp_t0);\n"
                                   "        if (CP_ISENDRECV_STATUS && cp_counting_recvs()) cp_req_add_recv(*request, comm, source, 0);"),
    # MPI-4 partitioned communication: each MPI_Start of the send is one
    # message of partitions x count elements, however the library cuts it
    # up (MPI_Pready moves no data of its own); the receive is a persistent
    # one, counted at completion
    "psend_init": dict(post="cp_req_add_psend(*request, comm, dest, tag, (int64_t)partitions * (int64_t)count, datatype);"),
    "precv_init": dict(post="cp_req_add_recv(*request, comm, source, 1);"),
    "sendrecv": dict(status="status", pre="int64_t cp_t0 = cp_send_time();",
                     post="cp_hook_send(comm, dest, sendtag, (int64_t)sendcount, sendtype, cp_t0);\n"
                          "        if (cp_counting_recvs()) cp_hook_recv(comm, -1, status, 0);"),
    "sendrecv_replace": dict(status="status", pre="int64_t cp_t0 = cp_send_time();",
                             post="cp_hook_send(comm, dest, sendtag, (int64_t)count, datatype, cp_t0);\n"
                                  "        if (cp_counting_recvs()) cp_hook_recv(comm, -1, status, 0);"),
    "mprobe": dict(status="status", post="cp_msg_add(*message, comm, status);"),
    "improbe": dict(status="status", post="if (*flag) cp_msg_add(*message, comm, status);"),
    # the calls that end requests (and matched messages) run paused too
    # while entries are left (ENDS, request_map.h), counting nothing
    "mrecv": dict(status="status", pre="uint32_t cp_tcomm = 0;\n    int cp_src = cp_msg_take(*message, &cp_tcomm);",
                  post="if (cp_counting()) cp_hook_recv(MPI_COMM_NULL, cp_src, status, cp_tcomm);"),
    "imrecv": dict(pre="uint32_t cp_tcomm = 0;\n    int cp_src = cp_msg_take(*message, &cp_tcomm);",
                   post="if (cp_counting()) cp_req_add_mrecv(*request, cp_src, cp_tcomm);"),
    "start": dict(pre="int64_t cp_t0 = cp_send_time();", post="cp_req_start(*request, cp_t0);"),
    "startall": dict(pre="int64_t cp_t0 = cp_send_time();",
                     post="for (int cp_i = 0; cp_i < count; cp_i++) cp_req_start(array_of_requests[cp_i], cp_t0);"),
    "wait": dict(status="status", pre="cp_compl_t cp_c;\n    cp_compl_begin(&cp_c, 1, request, NULL);",
                 post="cp_compl_one(&cp_c, 0, status);", cleanup="cp_compl_end(&cp_c);"),
    "test": dict(status="status", pre="cp_compl_t cp_c;\n    cp_compl_begin(&cp_c, 1, request, NULL);",
                 post="if (*flag) cp_compl_one(&cp_c, 0, status);", cleanup="cp_compl_end(&cp_c);"),
    "waitall": dict(pre="cp_compl_t cp_c;\n    cp_compl_begin(&cp_c, count, array_of_requests, &array_of_statuses);",
                    post="cp_compl_all(&cp_c, array_of_statuses);",
                    cleanup="cp_compl_end(&cp_c);"),
    "testall": dict(pre="cp_compl_t cp_c;\n    cp_compl_begin(&cp_c, count, array_of_requests, &array_of_statuses);",
                    post="if (*flag) cp_compl_all(&cp_c, array_of_statuses);",
                    cleanup="cp_compl_end(&cp_c);"),
    "waitany": dict(status="status",
                    pre="cp_compl_t cp_c;\n    cp_compl_begin(&cp_c, count, array_of_requests, NULL);",
                    post="cp_compl_one(&cp_c, *index, status);",
                    cleanup="cp_compl_end(&cp_c);"),
    "testany": dict(status="status",
                    pre="cp_compl_t cp_c;\n    cp_compl_begin(&cp_c, count, array_of_requests, NULL);",
                    post="if (*flag) cp_compl_one(&cp_c, *index, status);",
                    cleanup="cp_compl_end(&cp_c);"),
    "waitsome": dict(pre="cp_compl_t cp_c;\n    cp_compl_begin(&cp_c, incount, array_of_requests, &array_of_statuses);",
                     post="cp_compl_some(&cp_c, *outcount, array_of_indices, array_of_statuses);",
                     cleanup="cp_compl_end(&cp_c);"),
    "testsome": dict(pre="cp_compl_t cp_c;\n    cp_compl_begin(&cp_c, incount, array_of_requests, &array_of_statuses);",
                     post="cp_compl_some(&cp_c, *outcount, array_of_indices, array_of_statuses);",
                     cleanup="cp_compl_end(&cp_c);"),
    "request_free": dict(pre="cp_req_forget(*request);"),
    # completion seen without ending the request: a receive counts here
    # (the request may be freed next), once (request_map.c)
    "request_get_status": dict(status="status", post="if (*flag) cp_req_status(request, status);"),
    # always, even nested or paused: a stale cached size would miscount later
    "type_free": dict(gate="0", pre="cp_type_forget();"),
    # collectives: @CALL@ is the call id, @NB@ 1 for nonblocking forms
    "barrier": dict(post="cp_hook_barrier(@CALL@, @NB@, comm);"),
    "bcast": dict(post="cp_hook_bcast(@CALL@, @NB@, count, datatype, root, comm);"),
    "reduce": dict(post="cp_hook_reduce(@CALL@, @NB@, sendbuf, count, datatype, op, root, comm);"),
    "allreduce": dict(post="cp_hook_allreduce(@CALL@, @NB@, sendbuf, count, datatype, op, comm);"),
    "scan": dict(post="cp_hook_scan(@CALL@, @NB@, count, datatype, comm);"),
    "gather": dict(post="cp_hook_gather(@CALL@, @NB@, sendbuf, sendcount, sendtype, recvcount, recvtype, root, comm);"),
    "scatter": dict(post="cp_hook_scatter(@CALL@, @NB@, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);"),
    "allgather": dict(post="cp_hook_allgather(@CALL@, @NB@, sendbuf, sendcount, sendtype, recvcount, recvtype, comm);"),
    "alltoall": dict(post="cp_hook_alltoall(@CALL@, @NB@, sendbuf, sendcount, sendtype, recvcount, recvtype, comm);"),
    "gatherv": dict(post="cp_hook_gatherv(@CALL@, @NB@, sendbuf, sendcount, sendtype, recvcounts, recvtype, root, comm);"),
    "scatterv": dict(post="cp_hook_scatterv(@CALL@, @NB@, sendcounts, sendtype, recvbuf, recvcount, recvtype, root, comm);"),
    "allgatherv": dict(post="cp_hook_allgatherv(@CALL@, @NB@, sendbuf, sendcount, sendtype, recvcounts, recvtype, comm);"),
    "alltoallv": dict(post="cp_hook_alltoallv(@CALL@, @NB@, sendbuf, sendcounts, sendtype, recvcounts, recvtype, comm);"),
    "alltoallw": dict(post="cp_hook_alltoallw(@CALL@, @NB@, sendbuf, sendcounts, sendtypes, recvcounts, recvtypes, comm);"),
    "reduce_scatter": dict(post="cp_hook_reduce_scatter(@CALL@, @NB@, recvcounts, datatype, op, comm);"),
    "reduce_scatter_block": dict(post="cp_hook_reduce_scatter_block(@CALL@, @NB@, recvcount, datatype, op, comm);"),
    "nbr_allgather": dict(post="cp_hook_neighbor(@CALL@, sendcount, NULL, sendtype, NULL, comm);"),
    "nbr_alltoall": dict(post="cp_hook_neighbor(@CALL@, sendcount, NULL, sendtype, NULL, comm);"),
    "nbr_alltoallv": dict(post="cp_hook_neighbor(@CALL@, 0, sendcounts, sendtype, NULL, comm);"),
    "nbr_alltoallw": dict(post="cp_hook_neighbor(@CALL@, 0, sendcounts, MPI_DATATYPE_NULL, sendtypes, comm);"),
    # one-sided: bytes as Open MPI's osc monitoring counts them
    "put": dict(post="cp_hook_rma(@CALL@, win, target_rank, cp_type_bytes(origin_count, origin_datatype), 0, 0);"),
    "get": dict(post="cp_hook_rma(@CALL@, win, target_rank, 0, cp_type_bytes(origin_count, origin_datatype), 1);"),
    "get_accumulate": dict(post="cp_hook_rma(@CALL@, win, target_rank, cp_type_bytes(origin_count, origin_datatype),\n"
                                "                    cp_type_bytes(result_count, result_datatype), 1);"),
    "fetch_op": dict(post="cp_hook_rma(@CALL@, win, target_rank, cp_type_bytes(1, datatype), cp_type_bytes(1, datatype), 1);"),
    # communicator creation: the collectives Open MPI runs inside it, on
    # the parent (what = CP_NEW_*, coll_hooks.h)
    # calls that only take a communicator: no hook, but the world
    # substitution of run-time reordering (world_swap.h); attr_get leaves
    # MPI's predefined attributes (MPI_TAG_UB...) on the real world, the only
    # communicator that has them
    "pass": dict(),
    "attr_get": dict(),
    # MPI_Dist_graph_create: not counted (Open MPI's exchanges its edges
    # inside, beyond the context id's agreement the other creations model),
    # but placed with reorder = 1 like the topo_new calls
    "topo_pass": dict(),
    "comm_new": dict(post="cp_hook_comm_new(@CALL@, CP_NEW_CID, comm);"),
    # topology constructors: with reorder = 1 and COMMPROF_TOPO_REORDER=1
    # the mapper places the topology (topo_reorder.c) instead
    "topo_new": dict(post="cp_hook_comm_new(@CALL@, CP_NEW_CID, comm);", topo="1"),
    "comm_split": dict(post="cp_hook_comm_new(@CALL@, CP_NEW_SPLIT, comm);"),
    "comm_split_type": dict(post="cp_hook_comm_new(@CALL@, CP_NEW_SPLIT_TYPE, comm);"),
    "win_create": dict(post="cp_hook_win_create(@CALL@, comm, *win, info);"),
    "win_sync": dict(post="cp_hook_win_sync(@CALL@, win);"),
    "win_fence": dict(post="cp_hook_win_fence(@CALL@, win);"),
    "win_free": dict(pre="cp_hook_win_free(@CALL@, *win);"),
}

ENDS = {"mrecv", "imrecv", "wait", "test", "waitall", "testall", "waitany", "testany", "waitsome", "testsome",
        "request_free", "request_get_status"}
ENDS_GATE = "cp_ends_pass()"
# Calls that only receive: with COMMPROF_RECV=0 they pass through (and so
# do the ENDS, unless a persistent send or collective left an entry).
RECVS = {"recv", "irecv", "recv_init", "precv_init", "mprobe", "improbe", "mrecv", "imrecv"}
RECVS_GATE = "!cp_recv_recording_now()"

ROW = re.compile(r"^(\w+)(%p)?(@[\w+]+)?\s+int\s+MPI_(\w+)\((.*)\)\s*$")

# Calls only some libraries have, by the row's @tags (joined by +): each tag
# is a macro the Makefile defines when a test compile finds the calls in
# mpi.h.  MPI_VERSION alone cannot tell: Open MPI 5 has some MPI-4 calls
# while it says 3, and a 4 does not promise every call of MPI-4.
FEATURES = {
    "4": "CP_HAVE_LARGE_COUNT",         # the large-count _c forms
    "isendrecv": "CP_HAVE_ISENDRECV",   # MPI_Isendrecv, MPI_Isendrecv_replace
    "part": "CP_HAVE_PARTITIONED",      # MPI_Psend_init, MPI_Precv_init
    "session": "CP_HAVE_SESSIONS",      # MPI_Session_init, MPI_Session_finalize
}
PARAM = re.compile(r"^(.*?)(\w+)$")


def parse(path):
    rows = []
    for lineno, line in enumerate(path.read_text().splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        m = ROW.match(line)
        if not m:
            sys.exit(f"{path}:{lineno}: cannot parse row: {line}")
        kind, pflag, flag, name, plist = m.groups()
        if kind not in KINDS:
            sys.exit(f"{path}:{lineno}: unknown kind '{kind}'")
        params = []
        if plist.strip() != "void":
            for p in plist.split(","):
                p = p.strip()
                if p.endswith("[]"):  # T name[] is T *name
                    base, _, nm = p[:-2].rpartition(" ")
                    p = base + " *" + nm
                pm = PARAM.match(p)
                if not pm:
                    sys.exit(f"{path}:{lineno}: cannot parse parameter '{p}'")
                params.append((pm.group(1).strip(), pm.group(2)))
        needs = []
        if flag and flag.startswith("@"):
            for tag in flag[1:].split("+"):
                if tag not in FEATURES:
                    sys.exit(f"{path}:{lineno}: unknown feature tag '@{tag}' (known: {', '.join(FEATURES)})")
                needs.append(FEATURES[tag])
        rows.append(dict(kind=kind, needs=needs, persistent=pflag == "%p", name=name, params=params))
    return rows


# Blocking collectives: on MPI_COMM_WORLD they are the moments every rank
# passes in the same order, where COMMPROF_SYNC_INTERVAL can sync clocks
# (cp_sync_tick, even when paused: the ranks must agree on the count).
TICK = {"barrier", "bcast", "reduce", "allreduce", "scan", "gather", "scatter", "allgather", "alltoall",
        "gatherv", "scatterv", "allgatherv", "alltoallv", "alltoallw", "reduce_scatter",
        "reduce_scatter_block"}


# The large-count v- and w-collectives pass MPI_Count arrays where the
# hooks read int ones: (kind, parameter) -> how long the array is and where
# it is significant (large_counts.h).  Arrays a hook does not read are not
# listed; a row with an MPI_Count array its hook reads must be.
VLEN = {
    ("gatherv", "recvcounts"): "CP_VLEN_ROOT_PEERS",
    ("scatterv", "sendcounts"): "CP_VLEN_ROOT_PEERS",
    ("allgatherv", "recvcounts"): "CP_VLEN_PEERS",
    ("alltoallv", "sendcounts"): "CP_VLEN_PEERS",
    ("alltoallv", "recvcounts"): "CP_VLEN_PEERS",
    ("alltoallw", "sendcounts"): "CP_VLEN_PEERS",
    ("alltoallw", "recvcounts"): "CP_VLEN_PEERS",
    ("reduce_scatter", "recvcounts"): "CP_VLEN_LOCAL",
    ("nbr_alltoallv", "sendcounts"): "CP_VLEN_OUT",
    ("nbr_alltoallw", "sendcounts"): "CP_VLEN_OUT",
}


def narrow_counts(row, post):
    """The hook call `post` with the row's MPI_Count arrays narrowed to int."""
    arrays = [n for t, n in row["params"] if t == "const MPI_Count *" and re.search(rf"\b{n}\b", post)]
    if not arrays:
        return post
    names = {n: f"cp_n{i}" for i, n in enumerate(arrays)}
    decl, conds = [], []
    root = "root" if any(n == "root" for _, n in row["params"]) else "0"
    for n, v in names.items():
        vlen = VLEN.get((row["kind"], n))
        if not vlen:
            sys.exit(f"mpi_calls.def: MPI_{row['name']}: no VLEN entry for ({row['kind']!r}, {n!r})")
        decl.append(f"*{v} = NULL")
        arg = n
        if n == "sendcounts" and row["kind"] in ("alltoallv", "alltoallw"):
            arg = "sendbuf == MPI_IN_PLACE ? NULL : sendcounts"  # then MPI ignores them: they may be anything
        conds.append(f"!cp_counts_narrow({arg}, comm, {vlen}, {root}, &{v})")
        post = re.sub(rf"\b{n}\b", v, post)
    frees = " ".join(f"free({v});" for v in names.values())
    return (f"int {', '.join(decl)};\n        if ({' && '.join(conds)}) {{\n            {post}\n        }}\n"
            f"        {frees}")


PASS = {"pass", "attr_get", "topo_pass"}


def swaps(row):
    """The statements that give a by-value MPI_Comm argument naming
    MPI_COMM_WORLD the reordered world (world_swap.h)."""
    comms = [n for t, n in row["params"] if t == "MPI_Comm"]
    if row["kind"] == "attr_get":
        kv = next(n for t, n in row["params"] if t == "int" and "keyval" in n)
        return [f"    CP_SWAP_WORLD_ATTR({n}, {kv});" for n in comms]
    return [f"    CP_SWAP_WORLD({n});" for n in comms]


def pass_wrapper(row, decl, args):
    name = row["name"]
    out = [f"CP_REAL_DECL({name}, ({decl}), ({args}))",
           f"static inline int cp_w_{name}({decl})\n{{"] + swaps(row) + ([
           f"    if (reorder && !cp_nested() && cp_topo_reorder_wanted()) return cp_topo_{name}({args});"]
           if row["kind"] == "topo_pass" else []) + [
           f"    return CP_REAL({name})({args});\n}}",
           f"CP_API int MPI_{name}({decl}) {{ return cp_w_{name}({args}); }}",
           f"#ifdef CP_WRAP_PMPI\nCP_API int PMPI_{name}({decl}) {{ return cp_w_{name}({args}); }}\n#endif"]
    return guarded(row, "\n".join(out))


def wrapper(row, prefix="MPI"):
    if row["kind"] in PASS:
        decl = ", ".join(f"{t} {n}" if not t.endswith("*") else f"{t}{n}" for t, n in row["params"]) or "void"
        return pass_wrapper(row, decl, ", ".join(n for _, n in row["params"]))
    k = dict(KINDS[row["kind"]])
    if "post" in k:
        k["post"] = narrow_counts(row, k["post"])
    name = row["name"]
    real = "CP_REAL" if prefix == "MPI" else "CP_REALX"
    if row["persistent"]:
        # the hook of the nonblocking form, captured for each MPI_Start
        k["post"] = ("cp_coll_capture_begin();\n        " + k["post"] +
                     "\n        cp_req_add_pcoll(*request, cp_coll_capture_end());")
    decl = ", ".join(f"{t} {n}" if not t.endswith("*") else f"{t}{n}" for t, n in row["params"]) or "void"
    args = ", ".join(n for _, n in row["params"])
    nb = "1" if re.match(r"I[a-z]", name) or row["persistent"] else "0"
    k = {key: (v.replace("@CALL@", f"CP_CALL_{name}").replace("@NB@", nb) if isinstance(v, str) else v)
         for key, v in k.items()}
    out = [f"{real}_DECL({name}, ({decl}), ({args}))"]
    ends = row["kind"] in ENDS
    gate = k.get("gate", ENDS_GATE if ends else RECVS_GATE if row["kind"] in RECVS else "!cp_recording_now()")
    tick = row["kind"] in TICK and nb == "0"
    # Two functions, so that passing through (paused, disabled, nested)
    # is a test and a tail call: with the recording path in the same body
    # the compiler saves its registers before the test.
    out.append(f"static int cp_r_{name}({decl});")
    out.append(f"static inline int cp_w_{name}({decl})\n{{")
    out += swaps(row)
    if "topo" in k:
        out.append(f"    if (reorder && !cp_nested() && cp_topo_reorder_wanted()) return cp_topo_{name}({args});")
    if tick:
        out.append(f"    if ({gate}) return cp_sync_tick({real}({name})({args}), comm);")
    else:
        out.append(f"    if ({gate}) return {real}({name})({args});")
    out.append(f"    return cp_r_{name}({args});\n}}")
    out.append(f"__attribute__((noinline)) static int cp_r_{name}({decl})\n{{")
    out.append("    cp_guard_enter();")
    if "status" in k:
        s = k["status"]
        out.append(f"    MPI_Status cp_st;\n    if ({s} == MPI_STATUS_IGNORE) {s} = &cp_st;")
    if "pre" in k:
        out.append("    " + k["pre"])
    traced = "gate" not in k  # lifecycle calls and Type_free are not traced
    # paused, nothing is traced.  Tested once: tracing ends only in
    # MPI_Finalize, which no traced call overlaps, and a relaxed atomic
    # load is not one the compiler may merge
    here = "cp_trace_here() && cp_counting()" if ends else "cp_trace_here()"
    if traced:
        out.append(f"    const int cp_traced = {here};")
        out.append(f"    if (cp_traced) cp_trace_enter(CP_CALL_{name});")
    out.append(f"    int cp_rc = {real}({name})({args});")
    if "post" in k:
        out.append("    if (cp_rc == MPI_SUCCESS) {\n        " + k["post"] + "\n    }")
    if "cleanup" in k:
        out.append("    " + k["cleanup"])
    if traced:
        out.append(f"    if (cp_traced) cp_trace_leave(CP_CALL_{name});")
    out.append("    cp_guard_leave();\n    return " + ("cp_sync_tick(cp_rc, comm);" if tick else "cp_rc;") + "\n}")
    out.append(f"CP_API int {prefix}_{name}({decl}) {{ return cp_w_{name}({args}); }}")
    out.append(f"#ifdef CP_WRAP_PMPI\nCP_API int P{prefix}_{name}({decl}) {{ return cp_w_{name}({args}); }}\n#endif")
    text = "\n".join(out)
    if row["needs"]:
        text = "#if " + " && ".join(f"defined({m})" for m in row["needs"]) + f"\n{text}\n#endif"
    if row["persistent"] and prefix == "MPI" and not row["needs"]:
        # MPI-4's name, else Open MPI 4.1's extension (pcollreq), one call id
        text = f"#if MPI_VERSION >= 4\n{text}\n#elif CP_HAVE_MPIX_PCOLL\n{wrapper(row, 'MPIX')}\n#endif"
    return text


HEADER = "/* GENERATED from mpi_calls.def by gen_wrappers.py. DO NOT EDIT. */\n"


def gen_c(rows):
    parts = [HEADER, '#include "wrap_support.h"\n']
    for r in rows:
        parts.append(wrapper(r) + "\n")
    return "\n".join(parts)


def real_rows(rows):
    """The rows whose real entry the library itself may call: not the
    persistent collectives (two names, and nothing inside calls them)."""
    return [r for r in rows if not r["persistent"]]


def guarded(row, text):
    if row["needs"]:
        return "#if " + " && ".join(f"defined({m})" for m in row["needs"]) + f"\n{text}\n#endif"
    return text


def gen_real_h(rows):
    """cp_mpi_<Name>: the MPI library's own MPI_<Name>, for the library's
    internal calls, which must not enter its wrappers (they would count as
    the application's traffic but for the nesting guard)."""
    out = [HEADER, "#ifndef CP_MPI_REAL_GEN_H", "#define CP_MPI_REAL_GEN_H", "",
           "/* The MPI library's own calls, past commprof's wrappers: the library's",
           " * internal MPI calls go through these (a test fails on a PMPI_ call of",
           " * a wrapped function elsewhere). */",
           "#include <mpi.h>", "", '#include "guard.h"', ""]
    for r in real_rows(rows):
        decl = ", ".join(f"{t} {n}" if not t.endswith("*") else f"{t}{n}" for t, n in r["params"]) or "void"
        out.append(guarded(r, f"CP_HIDDEN int cp_mpi_{r['name']}({decl});"))
    out += ["", "#endif", ""]
    return "\n".join(out)


def gen_real_c(rows):
    out = [HEADER, '#include "mpi_real.gen.h"', '#include "mpi_real_entry.h"', ""]
    for r in real_rows(rows):
        decl = ", ".join(f"{t} {n}" if not t.endswith("*") else f"{t}{n}" for t, n in r["params"]) or "void"
        args = ", ".join(n for _, n in r["params"])
        name = r["name"]
        out.append(guarded(r, f"CP_REAL_DECL({name}, ({decl}), ({args}))\n"
                              f"int cp_mpi_{name}({decl}) {{ return CP_REAL({name})({args}); }}"))
    out.append("")
    return "\n".join(out)


def gen_ids(rows):
    lines = [HEADER, "#ifndef CP_CALL_IDS_GEN_H", "#define CP_CALL_IDS_GEN_H", "",
             "/* Append-only: ids are written into traces. */", "enum cp_call_id {"]
    for i, r in enumerate(rows):
        lines.append(f"    CP_CALL_{r['name']} = {i},")
    lines += [f"    CP_CALL_COUNT = {len(rows)}", "};", "",
              "static const char *const cp_call_names[CP_CALL_COUNT] = {"]
    lines += [f'    "MPI_{r["name"]}",' for r in rows]
    lines += ["};", "", "#endif", ""]
    return "\n".join(lines)


def main():
    rows = parse(HERE / "mpi_calls.def")
    # the call ids belong to the recording format (record/), the wrappers here
    outputs = {HERE / "wrappers.gen.c": gen_c(rows), HERE / "mpi_real.gen.c": gen_real_c(rows),
               HERE / "mpi_real.gen.h": gen_real_h(rows), HERE.parent / "record" / "call_ids.gen.h": gen_ids(rows)}
    if "--check" in sys.argv:
        stale = [p.name for p, t in outputs.items() if not p.exists() or p.read_text() != t]
        if stale:
            print("gen_wrappers.py: stale generated files: " + ", ".join(stale) +
                  " (run: make generate)", file=sys.stderr)
            sys.exit(1)
        return
    for p, t in outputs.items():
        p.write_text(t)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Checks a split of each host's ranks into its sockets against brute force.
   split_best.py GRAPH CORES_A_SOCKET SOCKETS_A_HOST START.perm SPLIT.perm
GRAPH in METIS form with edge weights (fmt 001); a placement file holds one
core a line (rank i on line i); cores are numbered socket by socket, host by
host.  Prints "ok K B" (K hosts, each rank on its host as in START, one rank a
core; B of them split with the least bytes between their sockets any split
of their ranks gives), or what differs.  Written apart from the mapper
(map_hier.c).  METIS's bisection is a heuristic, and on a host of four
ranks it can cut a heavy pair (mapper --strategy metis --passes 0 does
too): the refinement after it mends that, so B is said, not required."""
import itertools
import sys


def read_graph(path):
    with open(path) as f:
        lines = [l for l in f if not l.startswith('%')]
    n = int(lines[0].split()[0])
    w = {}
    for v in range(n):
        t = [int(x) for x in lines[1 + v].split()]
        for i in range(0, len(t), 2):
            w[(v, t[i] - 1)] = t[i + 1]
    return n, w


def main():
    gpath, per, nsock, start, split = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
    n, w = read_graph(gpath)
    a = [int(l) for l in open(start)]
    b = [int(l) for l in open(split)]
    host = lambda c: c // (per * nsock)
    moved = [v for v in range(n) if host(a[v]) != host(b[v])]
    if moved:
        print("rank %d left host %d for %d" % (moved[0], host(a[moved[0]]), host(b[moved[0]])))
        return
    if len(set(b)) != n:
        print("two ranks on one core")
        return
    hosts = sorted(set(host(c) for c in b))
    at_best = 0
    for h in hosts:
        ranks = [v for v in range(n) if host(b[v]) == h]

        def across(sock):  # bytes between the host's sockets, sock: rank -> socket
            return sum(w.get((u, v), 0) for u in ranks for v in ranks if u < v and sock[u] != sock[v])

        got = across({v: b[v] // per for v in ranks})
        best = None
        # every assignment of the host's ranks to its sockets, at most per each
        for labels in itertools.product(range(nsock), repeat=len(ranks)):
            if any(labels.count(s) > per for s in range(nsock)):
                continue
            c = across(dict(zip(ranks, labels)))
            best = c if best is None or c < best else best
        at_best += got == best
    print("ok %d %d" % (len(hosts), at_best))


main()

#!/usr/bin/env python3
"""Circles of files: file A uses a symbol file B defines, and B (directly or
through others) uses one of A's.  Reads the objects' symbol tables (nm), one
object per source file, and prints each strongly connected set of two or
more, one per line (its files), or nothing.  Exit 1 when there is one.
  file_cycles.py [--ignore REGEX] OBJ...
--ignore drops symbols matching REGEX (e.g. the MPI_* entry points that the
library defines and also calls through its own wrappers on purpose)."""
import re
import subprocess
import sys


def symbols(obj):
    out = subprocess.run(["nm", obj], capture_output=True, text=True, check=True).stdout
    defined, used = set(), set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] == "U":
            used.add(parts[1])
        elif len(parts) == 3 and parts[1] in "TDBRVWCG":
            defined.add(parts[2])
    return defined, used


def sccs(nodes, edges):
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]

    def visit(v):  # iterative Tarjan
        work = [(v, iter(sorted(edges[v])))]
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        while work:
            u, it = work[-1]
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges[w]))))
                    break
                if w in on:
                    low[u] = min(low[u], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[u])
                if low[u] == index[u]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        comp.append(w)
                        if w == u:
                            break
                    out.append(sorted(comp))
    for v in nodes:
        if v not in index:
            visit(v)
    return out


def main(argv):
    ignore = None
    if len(argv) > 2 and argv[1] == "--ignore":
        ignore = re.compile(argv[2])
        argv = argv[2:]
    objs = argv[1:]
    owner, uses = {}, {}
    for o in objs:
        d, u = symbols(o)
        for s in d:
            owner.setdefault(s, o)
        uses[o] = u
    edges = {o: set() for o in objs}
    for o in objs:
        for s in uses[o]:
            if ignore and ignore.fullmatch(s):
                continue
            if s in owner and owner[s] != o:
                edges[o].add(owner[s])
    bad = [c for c in sccs(objs, edges) if len(c) > 1]
    for c in bad:
        print(" ".join(c))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

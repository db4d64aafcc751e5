#!/usr/bin/env python3
"""Scores commprof-probe --discover against a simulated platform's true groups.

usage: discover_score.py PROBE.json SIZE[,SIZE...] [--tsv]
Hosts are named <prefix><i> in the platform's order (SimGrid numbers a
FAT_TREE's and a DRAGONFLY's hosts leaf by leaf, router by router), so the
true group of host i at a level of SIZE hosts is i // SIZE: a 2-level fat
tree with 32 hosts a leaf is "32"; a dragonfly of 4 nodes a router, 4
routers a chassis, 4 chassis a group is "4,16,64".  For each true level it
prints the adjusted Rand index (Hubert and Arabie) of the discovered level
that agrees best, and that level (--tsv: a line a true level: its group
size, the groups found, ARI, pairs, confirming pairs, all pairs, probe
seconds, nodes not placed).  Exit 0."""
import json, re, sys
from collections import Counter
from math import comb


def ari(a, b):
    n = len(a)
    pairs = sum(comb(c, 2) for c in Counter(zip(a, b)).values())
    sa = sum(comb(c, 2) for c in Counter(a).values())
    sb = sum(comb(c, 2) for c in Counter(b).values())
    expect = sa * sb / comb(n, 2)
    top = (sa + sb) / 2
    return 1.0 if top == expect else (pairs - expect) / (top - expect)


def main():
    d = json.load(open(sys.argv[1]))["discovery"]
    hosts = list(d["groups"])
    idx = [int(re.search(r"(\d+)\D*$", h).group(1)) for h in hosts]
    found = list(zip(*[d["groups"][h] for h in hosts]))  # per discovered level
    tsv = "--tsv" in sys.argv[3:]
    for size in (int(s) for s in sys.argv[2].split(",")):
        truth = [i // size for i in idx]
        best = max(range(len(found)), key=lambda k: ari(truth, found[k]))
        if tsv:
            print("\t".join(str(x) for x in (size, len(set(found[best])), f"{ari(truth, found[best]):.4f}", d["pairs"],
                                             d["confirm_pairs"], d["all_pairs"], d["seconds"], len(d["unplaced"]))))
            continue
        print(f"true groups of {size}: {len(set(truth))}; best discovered level {best} "
              f"({len(set(found[best]))} groups): ARI {ari(truth, found[best]):.4f}")
    if not tsv:
        print(f"pairs {d['pairs']} + {d['confirm_pairs']} of {d['all_pairs']}, {d['seconds']:.1f} s probe time, "
              f"{len(d['unplaced'])} unplaced")


main()

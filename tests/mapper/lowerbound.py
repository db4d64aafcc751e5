#!/usr/bin/env python3
"""Lower bounds on J/2 for lattice graphs, written apart from mapper/: no
placement of the graph on the machine can cost less, so a mapper's cost
over the bound is the most any mapper could still gain.

  lowerbound.py grid2 X:Y GRAPH H D     an X x Y grid (rank x + X*y), edges
                                        along x and y (and around, where the
                                        graph has all those arcs: periodic)
  lowerbound.py grid3 X:Y:Z GRAPH H D   an X x Y x Z grid, the same in 3-D
  lowerbound.py tri L GRAPH H D         an L x L triangular torus (rank
                                        x + L*y; neighbours (1,0), (0,1),
                                        (-1,1), all around)
  lowerbound.py tri-random L SEED > graph  such a torus, random weights 1-9
  lowerbound.py torus-random X:Y[:Z] SEED > graph  a periodic grid, random weights 1-9
                                        (either: SEED 0 gives every weight 1)
Prints the bound (an integer).  Other edges of the graph (diagonals, a
star around rank 0) count only at the smallest distance, which they cost
at least.  One rank per core (N = cores); H, D as in bruteforce.py, D not
decreasing.

Why it holds.  With distances D[0] <= D[1] <= ..., an edge whose ends
share a subtree of level l costs D[l] = D[0] + sum over j <= l of
(D[j] - D[j-1]), and j <= l means the ends sit in different subtrees of
level j-1.  So J/2 = D[0] W + sum_j (D[j] - D[j-1]) cut_j, where W is the
graph's total weight and cut_j the weight between the subtrees of level
j-1: each a region of s_j ranks.  A region's boundary is bounded below by
an isoperimetric inequality of the lattice, and the cut is half the sum of
the regions' boundaries less the boundary of the domain itself:
- periodic axes (the graph has every arc around, the axis at least 3
  long): the grid has no sides there; a line along it that a region meets
  but does not fill still has 2 boundary arcs; in 3-D only where the axis
  is longer than a region (no line filled), else the arcs around count as
  other edges; in 2-D a region filling f rows spans every column;
- grid2: a region on r rows and c columns (r c >= s, it lies in that box)
  has at least 2 x-edges of boundary on each row and 2 y-edges on each
  column (each run of cells has two ends; a domain side counts as one);
- grid3: with projections of areas Ax, Ay, Az on the three planes, at
  least 2 Ax x-edges (each line along x that meets the region), and so
  on, and Ax Ay Az >= s^2 (Loomis and Whitney, 1949); and, cut into
  layers across an axis, the sum of the layers' grid2 bounds plus 2 edges
  across over each cell of the largest layer (layer_bound); the larger;
- tri: at least 2 ceil(sqrt(12 s - 3)) edges (Harary and Harborth, 1976,
  for polyhexes; superadditive, so for several pieces too), valid on the
  torus for s <= L: a region that winds around holds a winding cycle of
  at least L cells, so then it is one, with 4 s >= that of boundary.
Boundary edges are weighed at the least weight of their direction (tri:
of any direction); an edge the lattice has and the graph lacks weighs 0.
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bruteforce import read_graph  # noqa: E402


def die(msg):
    print("lowerbound.py: " + msg, file=sys.stderr)
    sys.exit(2)


def lattice(kind, dims):
    """the lattice's edge families: lists of (u, v) pairs, one list per direction"""
    fam = []
    if kind == "tri":
        L = dims[0]
        for dx, dy in ((1, 0), (0, 1), (-1, 1)):
            fam.append([(x + L * y, (x + dx) % L + L * ((y + dy) % L)) for y in range(L) for x in range(L)])
        return fam
    X, Y, Z = (dims + [1, 1])[:3]
    for ax in range(len(dims)):
        d = [0, 0, 0]
        d[ax] = 1
        fam.append([(x + X * (y + Y * z), x + d[0] + X * (y + d[1] + Y * (z + d[2])))
                    for z in range(Z - d[2]) for y in range(Y - d[1]) for x in range(X - d[0])])
    return fam


def wrap_arcs(kind, dims):
    """per axis of a grid, the arcs around it (none where it is under 3 long)"""
    if kind == "tri":
        return []
    X, Y, Z = (dims + [1, 1])[:3]
    fam = []
    for ax in range(len(dims)):
        L = (X, Y, Z)[ax]
        if L < 3:
            fam.append([])
            continue
        pts = [(x, y, z) for z in range(Z) for y in range(Y) for x in range(X) if (x, y, z)[ax] == L - 1]
        fam.append([(x + X * (y + Y * z), (0 if ax == 0 else x) + X * ((0 if ax == 1 else y) + Y * (0 if ax == 2 else z)))
                    for x, y, z in pts])
    return fam


def region_bound(kind, dims, w, s, per=(False, False, False)):
    """least weighted boundary of a region of s cells (domain sides included)"""
    if kind == "tri":
        if s > dims[0]:
            die("tri bound needs regions of at most L = %d cells, not %d" % (dims[0], s))
        return min(w) * 2 * math.ceil(math.sqrt(12 * s - 3))
    if kind == "grid2":
        return plane_bound(dims[0], dims[1], w[0], w[1], s, per[0], per[1])
    X, Y, Z = dims
    best = None
    for ax in range(1, min(Y * Z, s) + 1):  # a projection has at most s cells
        for ay in range(1, min(X * Z, s) + 1):
            az = -(-s * s // (ax * ay))
            if az <= min(X * Y, s):
                b = 2 * (ax * w[0] + ay * w[1] + az * w[2])
                best = b if best is None else min(best, b)
    # by layers along each axis; each bound holds, so the largest does
    for a in range(3):
        o = [i for i in range(3) if i != a]
        best = max(best, layer_bound(dims[o[0]], dims[o[1]], w[o[0]], w[o[1]], w[a], s))
    return best


def plane_bound(X, Y, wx, wy, s, px=False, py=False):
    """grid2's bound: a region on r rows and c columns, r c >= s; on a
    periodic axis (px: rows are rings) a whole row has no boundary arc along
    it, and a region with f whole rows spans every column"""
    best = None
    for r in range(1, Y + 1):
        for f in range(0, min(r, s // X) + 1 if px else 1):  # whole rows
            c = X if f else -(-s // r)
            if c > X:
                continue
            for g in range(0, min(c, s // Y) + 1 if py and r == Y else 1):  # whole columns
                b = 2 * ((r - f) * wx + (c - g) * wy)
                best = b if best is None else min(best, b)
    return best


def layer_bound(A, B, wa, wb, wc, s):
    """A region cut into layers across axis c (an A x B plane each): each
    layer's own boundary is at least plane_bound of its area, and the
    region has at least 2 c-edges over each cell of its projection along c,
    which is at least its largest layer (M).  Least over M of the least sum
    over layer areas <= M adding up to s (a knapsack; the count of layers
    is left free, which only lowers the bound)."""
    P = [0] + [plane_bound(A, B, wa, wb, a) for a in range(1, min(s, A * B) + 1)]
    best = None
    for M in range(1, min(s, A * B) + 1):
        g = [0] + [None] * s
        for t in range(1, s + 1):
            g[t] = min(g[t - a] + P[a] for a in range(1, min(M, t) + 1))
        b = g[s] + 2 * wc * M
        best = b if best is None else min(best, b)
    return best


def domain_boundary(kind, dims, w):
    if kind == "tri":
        return 0
    if kind == "grid2":
        X, Y = dims
        return 2 * (Y * w[0] + X * w[1])
    X, Y, Z = dims
    return 2 * (Y * Z * w[0] + X * Z * w[1] + X * Y * w[2])


def tri_random(L, seed):
    import random
    r = random.Random(seed)
    w = {}
    for u, v in (e for f in lattice("tri", [L]) for e in f):
        w[(min(u, v), max(u, v))] = r.randint(1, 9) if seed else 1
    adj = [[] for _ in range(L * L)]
    for (u, v), x in sorted(w.items()):
        adj[u].append((v, x))
        adj[v].append((u, x))
    print(L * L, len(w), "001")
    for a in adj:
        print(" ".join("%d %d" % (v + 1, x) for v, x in a))


def torus_random(dims, seed):
    import random
    r = random.Random(seed)
    kind = "grid2" if len(dims) == 2 else "grid3"
    w = {}
    for u, v in (e for f in lattice(kind, dims) + wrap_arcs(kind, dims) for e in f):
        w.setdefault((min(u, v), max(u, v)), r.randint(1, 9) if seed else 1)
    n = math.prod(dims)
    adj = [[] for _ in range(n)]
    for (u, v), x in sorted(w.items()):
        adj[u].append((v, x))
        adj[v].append((u, x))
    print(n, len(w), "001")
    for a in adj:
        print(" ".join("%d %d" % (v + 1, x) for v, x in a))


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "tri-random":
        return tri_random(int(sys.argv[2]), int(sys.argv[3]))
    if len(sys.argv) == 4 and sys.argv[1] == "torus-random":
        return torus_random(list(map(int, sys.argv[2].split(":"))), int(sys.argv[3]))
    if len(sys.argv) != 6 or sys.argv[1] not in ("grid2", "grid3", "tri"):
        die("usage: lowerbound.py grid2 X:Y | grid3 X:Y:Z | tri L  GRAPH H D")
    kind, graph, hier, dists = sys.argv[1], sys.argv[3], sys.argv[4], sys.argv[5]
    dims = list(map(int, sys.argv[2].split(":")))
    if len(dims) != {"grid2": 2, "grid3": 3, "tri": 1}[kind] or min(dims) < 1:
        die("bad dimensions '%s' for %s" % (sys.argv[2], kind))
    H = list(map(int, hier.split(":")))
    D = list(map(int, dists.split(":")))
    D = D[:len(H)]  # as bruteforce.py: distances past the top level are never used
    if len(D) != len(H) or any(b < a for a, b in zip(D, D[1:])) or D[0] < 0:
        die("distances must be at least one per level, >= 0 and not decreasing")
    n, edges = read_graph(graph)
    cells = dims[0] * dims[0] if kind == "tri" else math.prod(dims)
    ncores = math.prod(H)
    if n != cells or n != ncores:
        die("%d ranks, %d lattice cells, %d cores: the bound needs them equal" % (n, cells, ncores))
    # the least weight of each direction (0 where the graph lacks an edge)
    def least(f):
        return min((edges.get((min(u, v), max(u, v)), 0) for u, v in f), default=0)
    w = [least(f) for f in lattice(kind, dims)]
    # grids: the arcs around (from the last cell of a line to its first),
    # where the graph has every one of them and lines are 3 or more long
    wraps = [least(f) if f and all((min(u, v), max(u, v)) in edges for u, v in f) else None
             for f in wrap_arcs(kind, dims)]
    total = sum(edges.values())
    bound = D[0] * total
    size = 1
    for j in range(1, len(H)):
        size *= H[j - 1]  # ranks in a subtree of level j-1
        regions = n // size
        # along a periodic axis longer than a region no region holds a whole
        # line, so each line it meets has 2 boundary arcs, wraps included,
        # and the grid has no sides there; other axes as in an open grid
        # (2-D: also where a region can hold whole lines, counted as such)
        per = [wr is not None and (kind == "grid2" or size < dims[k]) for k, wr in enumerate(wraps)] or [False] * len(w)
        wl = [min(w[k], wraps[k]) if per[k] else w[k] for k in range(len(w))]
        sides = domain_boundary(kind, dims, [0 if per[k] else wl[k] for k in range(len(w))]) if kind != "tri" else 0
        cut2 = regions * region_bound(kind, dims, wl, size, per) - sides
        cut = max(0, -(-cut2 // 2))  # weights are integers: so is the cut
        bound += (D[j] - D[j - 1]) * cut
    print(bound)


if __name__ == "__main__":
    main()

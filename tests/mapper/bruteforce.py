#!/usr/bin/env python3
"""Independent truth for the mapper tests, written apart from mapper/.

  bruteforce.py random N SEED > graph      a random weighted graph (METIS format)
  bruteforce.py optimum GRAPH H D          min J/2 over all placements (N! or
                                           cores!/(cores-N)!), by enumeration
  bruteforce.py cost GRAPH H D PERM        J/2 of a placement (perm: line i = core)
  bruteforce.py optimum-max GRAPH H D      min over placements of the bottleneck:
                                           the largest per-rank sum of w * d
  bruteforce.py cost-max GRAPH H D PERM    the bottleneck of a placement
  bruteforce.py check GRAPH H PERM         exit 1 unless PERM is a valid placement
  bruteforce.py grid-layouts GRAPH X:Y[:Z] H D  min J/2 over every slab layout of an
                                           X x Y x Z grid (x fastest): each subtree gets
                                           a box, cut along one axis into slabs and each
                                           slab into a regular grid of equal boxes, one
                                           per child; every such layout enumerated
                                           whole; prints "min count"
  bruteforce.py grid-random X:Y[:Z] SEED [diagonal] > graph  such a grid, random weights
                                           per arc (diagonal: also every other neighbour
                                           whose coordinates are off by one, a 9- or
                                           27-point stencil)
  bruteforce.py grid-readings GRAPH        the ways the grid tiling reads GRAPH as a grid
                                           (X:Y:Z a line, most traffic first, at most 4):
                                           strides dividing N that carry 1% of the traffic
                                           give X and X*Y; a reading whose near arcs (each
                                           coordinate off by at most 1, or around) carry
                                           3/4 of it counts; where the near neighbourhood
                                           (min(dim, 3) per axis) exceeds N/4, only arcs
                                           along one axis are near
  bruteforce.py local-opt GRAPH H D PERM   "ok" if no swap of two ranks (or move of
                                           one to a free core) lowers J/2, else the
                                           first that does
  bruteforce.py local-opt-lb PROF H LAT BW PERM   the same for the latency/bandwidth cost
  bruteforce.py random-prof N SEED         random traffic as an Open MPI monitoring
                                           file (E lines: messages and bytes)
  bruteforce.py optimum-lb PROF H LAT BW   min over placements of the sum over pairs
                                           of lat * msgs + bytes / bw at the level
                                           the pair shares (LAT in s, BW in B/s,
                                           innermost first like D)
  bruteforce.py cost-lb PROF H LAT BW PERM that cost of a placement
H = hierarchy innermost first (2:2:2), D = distances (1:10:100); cores are
numbered innermost first, so core c's ancestor at level l is c // prod(H[:l+1]).
"""
import gzip
import itertools
import random
import sys


def read_graph(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        lines = [l for l in f if not l.lstrip().startswith("%")]
    hdr = lines[0].split()
    n, fmt = int(hdr[0]), hdr[2] if len(hdr) > 2 else "0"
    ew = fmt.endswith("1")
    edges = {}
    for u in range(n):
        tok = list(map(int, lines[1 + u].split()))
        step = 2 if ew else 1
        for i in range(0, len(tok), step):
            v, w = tok[i] - 1, tok[i + 1] if ew else 1
            if v != u:
                a, b = min(u, v), max(u, v)
                edges[(a, b)] = w  # symmetric input: both directions equal
    return n, edges


def dist_fn(hier, dists):
    H = list(map(int, hier.split(":")))
    D = list(map(int, dists.split(":")))
    blocks = []
    p = 1
    for h in H:
        p *= h
        blocks.append(p)
    ncores = blocks[-1]

    def d(a, b):
        if a == b:
            return 0
        for lev, blk in enumerate(blocks):
            if a // blk == b // blk:
                return D[lev]
        return D[-1]
    return d, ncores


def level_fn(hier):
    """level index (0 = innermost) of the closest level two cores share"""
    blocks = []
    p = 1
    for h in map(int, hier.split(":")):
        p *= h
        blocks.append(p)

    def lev(a, b):
        for i, blk in enumerate(blocks):
            if a // blk == b // blk:
                return i
        return len(blocks) - 1
    return lev, blocks[-1]


def read_prof(path):
    """undirected pairs -> [msgs, bytes], both directions added"""
    pairs = {}
    for line in open(path):
        f = line.split("\t")
        if f[0] != "E":
            continue
        u, v = int(f[1]), int(f[2])
        b, m = int(f[3].split()[0]), int(f[4].split()[0])
        if u == v:
            continue
        k = (min(u, v), max(u, v))
        x = pairs.setdefault(k, [0, 0])
        x[0] += m
        x[1] += b
    n = 1 + max(max(k) for k in pairs)
    return n, pairs


def cost_lb(pairs, lev, lat, bw, place):
    t = 0.0
    for (u, v), (m, b) in pairs.items():
        if place[u] == place[v]:
            continue
        i = lev(place[u], place[v])
        t += lat[i] * m + b / bw[i]
    return t


def cost(edges, d, place):
    return sum(w * d(place[u], place[v]) for (u, v), w in edges.items())


def cost_max(n, edges, d, place):
    load = [0] * n
    for (u, v), w in edges.items():
        x = w * d(place[u], place[v])
        load[u] += x
        load[v] += x
    return max(load) if load else 0


def band_layouts(o, e, t, size):
    """every slab layout of box (origin o, extent e; x, y, z) in a subtree of
    depth t: the cells in core order (the subtree's cores are consecutive)"""
    if t >= len(size) - 2:  # the cores of one socket: any order costs the same
        yield [(x, y, z) for z in range(o[2], o[2] + e[2]) for y in range(o[1], o[1] + e[1])
               for x in range(o[0], o[0] + e[0])]
        return
    s = size[t + 1]
    for k in range(3):
        u, v = (k + 1) % 3, (k + 2) % 3

        def cuts(left):  # slabs along k: thickness b, tiled p (along u) x q (along v)
            if left == 0:
                yield []
                return
            for b in range(1, min(left, s) + 1):
                if s % b:
                    continue
                for p in range(1, s // b + 1):
                    q = s // b // p
                    if (s // b) % p == 0 and e[u] % p == 0 and e[v] % q == 0:
                        for rest in cuts(left - b):
                            yield [(b, p, q)] + rest

        for slabs in cuts(e[k]):
            pieces, at = [], 0
            for b, p, q in slabs:
                for i in range(e[u] // p):
                    for j in range(e[v] // q):
                        po, pe = list(o), list(e)
                        po[k], pe[k] = o[k] + at, b
                        po[u], pe[u] = o[u] + i * p, p
                        po[v], pe[v] = o[v] + j * q, q
                        pieces.append((po, pe))
                at += b
            for combo in itertools.product(*[list(band_layouts(po, pe, t + 1, size)) for po, pe in pieces]):
                yield [cell for part in combo for cell in part]


def main():
    a = sys.argv[1:]
    if a[0] == "grid-random":
        dims = list(map(int, a[1].split(":"))) + [1, 1]
        X, Y, Z = dims[:3]
        rnd = random.Random(int(a[2]))
        diag = len(a) > 3 and a[3] == "diagonal"
        n = X * Y * Z
        adj = {u: {} for u in range(n)}
        for z in range(Z):
            for y in range(Y):
                for x in range(X):
                    u = x + X * (y + Y * z)
                    nb = ([u + 1] if x + 1 < X else []) + ([u + X] if y + 1 < Y else []) + ([u + X * Y] if z + 1 < Z else [])
                    for v in nb:
                        adj[u][v] = adj[v][u] = rnd.choice([1, 2, 3, 5, 8, 13, 100])
                    if diag:  # the other near neighbours (9- or 27-point stencil)
                        for dz in (-1, 0, 1):
                            for dy in (-1, 0, 1):
                                for dx in (-1, 0, 1):
                                    x2, y2, z2 = x + dx, y + dy, z + dz
                                    v = x2 + X * (y2 + Y * z2)
                                    if (abs(dx) + abs(dy) + abs(dz) > 1 and 0 <= x2 < X and 0 <= y2 < Y
                                            and 0 <= z2 < Z and v > u):
                                        adj[u][v] = adj[v][u] = rnd.choice([1, 2, 3, 5, 8, 13, 100])
        m = sum(len(x) for x in adj.values()) // 2
        print(f"{n} {m} 001")
        for u in range(n):
            print(" ".join(f"{v + 1} {w}" for v, w in sorted(adj[u].items())))
        return
    if a[0] == "grid-readings":
        n, edges = read_graph(a[1])
        total = sum(edges.values())
        by = {}
        for (u, v), w in edges.items():
            by[v - u] = by.get(v - u, 0) + w
        cand = [s for s in range(2, n) if n % s == 0 and 100 * by.get(s, 0) >= total]

        def weight(X, Y):
            dims = (X, Y, n // (X * Y))
            hood = 1
            for dm in dims:
                hood *= min(dm, 3)
            near_w = third = 0
            for (u, v), w in edges.items():
                cu = (u % X, u // X % Y, u // (X * Y))
                cv = (v % X, v // X % Y, v // (X * Y))
                off = [abs(cv[k] - cu[k]) for k in range(3)]
                if all(o <= 1 or o == dims[k] - 1 for k, o in enumerate(off)) and \
                        (4 * hood <= n or sum(o != 0 for o in off) <= 1):
                    near_w += w
                    third += w if cu[2] != cv[2] else 0
            return near_w, third

        found = []
        for i, X in enumerate(cand):
            w, _ = weight(X, n // X)
            if w > 0 and 4 * w >= 3 * total:
                found.append((w, f"{X}:{n // X}:1"))
            for XY in cand[i + 1:]:
                if XY % X == 0:
                    w, third = weight(X, XY // X)
                    if third > 0 and 4 * w >= 3 * total:
                        found.append((w, f"{X}:{XY // X}:{n // XY}"))
        found.sort(key=lambda f: -f[0])  # stable: ties keep the order found
        for _, r in found[:4]:
            print(r)
        return
    if a[0] == "grid-layouts":
        n, edges = read_graph(a[1])
        X, Y, Z = (list(map(int, a[2].split(":"))) + [1, 1])[:3]
        d, ncores = dist_fn(a[3], a[4])
        H = list(map(int, a[3].split(":")))
        size = [1]  # cores below a subtree, from the cores up, then reversed: size[t] at depth t
        for h in H:
            size.append(size[-1] * h)
        size.reverse()
        best, count = None, 0
        for cells in band_layouts([0, 0, 0], [X, Y, Z], 0, size):
            place = [0] * n
            for core, (x, y, z) in enumerate(cells):
                place[x + X * (y + Y * z)] = core
            x = cost(edges, d, place)
            best = x if best is None or x < best else best
            count += 1
        print(best, count)
        return
    if a[0] == "random":
        n, seed = int(a[1]), int(a[2])
        rnd = random.Random(seed)
        adj = {u: {} for u in range(n)}
        for u in range(n):
            for v in range(u + 1, n):
                if rnd.random() < 0.5:
                    w = rnd.choice([1, 2, 5, 10, 100, 1000])
                    adj[u][v] = adj[v][u] = w
        m = sum(len(x) for x in adj.values()) // 2
        print(f"{n} {m} 001")
        for u in range(n):
            print(" ".join(f"{v + 1} {w}" for v, w in sorted(adj[u].items())))
    elif a[0] == "optimum":
        n, edges = read_graph(a[1])
        d, ncores = dist_fn(a[2], a[3])
        print(min(cost(edges, d, p) for p in itertools.permutations(range(ncores), n)))
    elif a[0] == "cost":
        n, edges = read_graph(a[1])
        d, _ = dist_fn(a[2], a[3])
        place = [int(l) for l in open(a[4])]
        print(cost(edges, d, place))
    elif a[0] == "optimum-max":
        n, edges = read_graph(a[1])
        d, ncores = dist_fn(a[2], a[3])
        print(min(cost_max(n, edges, d, p) for p in itertools.permutations(range(ncores), n)))
    elif a[0] == "cost-max":
        n, edges = read_graph(a[1])
        d, _ = dist_fn(a[2], a[3])
        place = [int(l) for l in open(a[4])]
        print(cost_max(n, edges, d, place))
    elif a[0] == "random-prof":
        n, seed = int(a[1]), int(a[2])
        rnd = random.Random(seed)
        print("# POINT TO POINT")
        for u in range(n):
            for v in range(n):
                if u != v and rnd.random() < 0.4:
                    msgs = rnd.choice([1, 10, 100, 1000])
                    size = rnd.choice([0, 8, 1024, 65536, 1 << 20])
                    print(f"E\t{u}\t{v}\t{msgs * size} bytes\t{msgs} msgs sent")
    elif a[0] in ("optimum-lb", "cost-lb"):
        n, pairs = read_prof(a[1])
        lev, ncores = level_fn(a[2])
        lat = list(map(float, a[3].split(":")))
        bw = list(map(float, a[4].split(":")))
        if a[0] == "cost-lb":
            place = [int(l) for l in open(a[5])]
            print(repr(cost_lb(pairs, lev, lat, bw, place)))
        else:
            print(repr(min(cost_lb(pairs, lev, lat, bw, p)
                           for p in itertools.permutations(range(ncores), n))))
    elif a[0] in ("local-opt", "local-opt-lb"):
        if a[0] == "local-opt":
            n, edges = read_graph(a[1])
            d, ncores = dist_fn(a[2], a[3])
            place = [int(l) for l in open(a[4])]
            f = lambda p: cost(edges, d, p)
        else:
            n, pairs = read_prof(a[1])
            lev, ncores = level_fn(a[2])
            lat = list(map(float, a[3].split(":")))
            bw = list(map(float, a[4].split(":")))
            place = [int(l) for l in open(a[5])]
            f = lambda p: cost_lb(pairs, lev, lat, bw, p)
        base = f(place)
        rank_at = {c: u for u, c in enumerate(place)}
        for u in range(n):
            for c in range(ncores):
                v = rank_at.get(c)
                if v == u:
                    continue
                p = list(place)
                p[u] = c
                if v is not None:
                    p[v] = place[u]
                x = f(p)
                if x < base - 1e-9 * abs(base):
                    print(f"rank {u} to core {c} (swapping with {v}): {base} -> {x}")
                    sys.exit(1)
        print("ok")
    elif a[0] == "check":
        n, _ = read_graph(a[1])
        _, ncores = dist_fn(a[2], "1" + ":1" * (len(a[2].split(":")) - 1))
        place = [int(l) for l in open(a[3])]
        ok = len(place) == n and len(set(place)) == n and all(0 <= c < ncores for c in place)
        sys.exit(0 if ok else 1)


main()

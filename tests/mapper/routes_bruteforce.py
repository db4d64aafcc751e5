"""Brute force for the link objective on routed links (t-99): 8 ranks on
the 8 one-core hosts of a SimGrid platform, each pair's bytes half each way
over SimGrid's own route (ROUTES: tests/programs/sg_routes -b output,
"FROM TO LINK:BYTES/S ..."), a link's load its bytes over its bandwidth.
    routes_bruteforce.py SEED graph           -> the METIS graph of that seed
    routes_bruteforce.py SEED best ROUTES     -> the least largest load over all 8! placements
    routes_bruteforce.py SEED eval ROUTES P   -> the largest load of placement P (--format perm)"""
import itertools, random, sys

def graph(seed):
    r = random.Random(seed); n = 8; w = {}
    for i in range(n):
        for j in range(i + 1, n):
            if r.random() < 0.4: w[(i, j)] = r.randint(1, 9) * 1000000
    return n, w

def routes(path):
    rt, bw = {}, {}
    for line in open(path):
        f = line.split()
        a, b = int(f[0][1:]), int(f[1][1:])  # hosts n0 .. n7, the platform's order
        rt[(a, b)] = []
        for l in f[2:]:
            name, cap = l.rsplit(':', 1)
            rt[(a, b)].append(name); bw[name] = float(cap)
    return rt, bw

def load(w, rt, bw, host_of):
    x = {}
    for (i, j), b in w.items():
        hi, hj = host_of[i], host_of[j]
        if hi == hj: continue
        for l in rt[(hi, hj)] + rt[(hj, hi)]: x[l] = x.get(l, 0) + b / 2
    return max((v / bw[l] for l, v in x.items()), default=0)

seed = int(sys.argv[1]); n, w = graph(seed)
if sys.argv[2] == 'graph':
    adj = {i: [] for i in range(n)}
    for (i, j), b in w.items(): adj[i].append((j, b)); adj[j].append((i, b))
    print(n, len(w), '001')
    for i in range(n): print(' '.join('%d %d' % (j + 1, b) for j, b in sorted(adj[i])))
else:
    rt, bw = routes(sys.argv[3])
    if sys.argv[2] == 'best':
        print('%.9g' % min(load(w, rt, bw, p) for p in itertools.permutations(range(n))))
    else:
        print('%.9g' % load(w, rt, bw, [int(l) for l in open(sys.argv[4])]))

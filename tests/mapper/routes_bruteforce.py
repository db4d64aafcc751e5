"""Brute force for the link objective on routed links (t-99): 8 ranks on
the 8 one-core hosts of a SimGrid platform, each pair's bytes half each way
over SimGrid's own route (ROUTES: tests/programs/sg_routes -b output,
"FROM TO LINK:BYTES/S ..."), a link's load its bytes over its bandwidth.
    routes_bruteforce.py SEED graph           -> the METIS graph of that seed
    routes_bruteforce.py SEED best ROUTES     -> the least largest load over all 8! placements
    routes_bruteforce.py SEED eval ROUTES P   -> the largest load of placement P (--format perm)"""
import itertools, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from links_bruteforce import graph, print_metis  # the same random graphs, sparser

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

seed = int(sys.argv[1]); n, w = graph(seed, 0.4)
if sys.argv[2] == 'graph':
    print_metis(n, w)
else:
    rt, bw = routes(sys.argv[3])
    if sys.argv[2] == 'best':
        print('%.9g' % min(load(w, rt, bw, p) for p in itertools.permutations(range(n))))
    else:
        print('%.9g' % load(w, rt, bw, [int(l) for l in open(sys.argv[4])]))

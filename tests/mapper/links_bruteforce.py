"""Brute force for the mapper's link objective (t-99): 8 ranks on 4 hosts of
2 cores, hosts a, b under switch s0 and c, d under s1; every node's and
switch's uplinks of unit capacity.  A link's load is the bytes of the pairs
with one end below it (map_links.c's, over a unit bandwidth: the same
order).  links_bruteforce.py SEED graph   -> the METIS graph of that seed
                 links_bruteforce.py SEED best    -> the least largest load, over all 8! placements
                 links_bruteforce.py SEED eval P  -> the largest load of placement P (--format perm)"""
import itertools, sys, random
# 4 hosts a..d of 2 cores; switches s0 = {a, b}, s1 = {c, d}; uplinks: every node and switch 1 (unit capacity)
def graph(seed, p=0.5):
    """8 ranks, each pair joined with probability p by 1 to 9 MB (also routes_bruteforce.py's)"""
    r = random.Random(seed); n = 8; w = {}
    for i in range(n):
        for j in range(i + 1, n):
            if r.random() < p: w[(i, j)] = r.randint(1, 9) * 1000000
    return n, w
def print_metis(n, w):
    adj = {i: [] for i in range(n)}
    for (i, j), b in w.items(): adj[i].append((j, b)); adj[j].append((i, b))
    print(n, len(w), '001')
    for i in range(n): print(' '.join('%d %d' % (j + 1, b) for j, b in sorted(adj[i])))
def loads(w, core_of):
    host = lambda c: c // 2; sw = lambda c: c // 4
    x = {}
    for (i, j), b in w.items():
        ci, cj = core_of[i], core_of[j]
        if host(ci) != host(cj):
            x[('h', host(ci))] = x.get(('h', host(ci)), 0) + b; x[('h', host(cj))] = x.get(('h', host(cj)), 0) + b
        if sw(ci) != sw(cj):
            x[('s', sw(ci))] = x.get(('s', sw(ci)), 0) + b; x[('s', sw(cj))] = x.get(('s', sw(cj)), 0) + b
    return max(x.values()) if x else 0
if __name__ == '__main__':
    seed = int(sys.argv[1]); n, w = graph(seed)
    if sys.argv[2] == 'graph':
        print_metis(n, w)
    elif sys.argv[2] == 'best':
        print(min(loads(w, p) for p in itertools.permutations(range(n))))
    else:
        core_of = [int(l) for l in open(sys.argv[3])]
        print(loads(w, core_of))

#!/usr/bin/env python3
"""The e2e benchmark's cost model and its tables, independent of the mapper.

The model is the mapper's --cost model, written again here from its
definition so that the two check each other: a directed pair (i, j) with m
messages and b bytes costs latency(L) * m + b / bandwidth(L), L the closest
level whose group holds both ranks' hosts (the same host: the cost file's
first line; the same switch: the line named after it; else the top).

  e2e_model.py best MTX COST HOSTFILE TOPOLOGY OUT.hosts
      every distinct placement of the ranks on the hosts' slots (brute force:
      2,520 for 8 ranks on 4 hosts of 2), the cheapest written as a host list
      in rank order; prints its cost and how many there were
  e2e_model.py cost MTX COST TOPOLOGY HOSTLIST...
      the modeled cost of each host list (files of one host per line, rank order)
  e2e_model.py table TIMES PREDICTED
      the benchmark's table from the measured times and the predictions
"""
import itertools
import math
import re
import statistics
import sys


def die(msg):
    sys.stderr.write("e2e_model: " + msg + "\n")
    sys.exit(2)


def read_mtx(path):
    """msgs[(i, j)], bytes[(i, j)], n: the analyzer's MatrixMarket (1-based)."""
    msgs, byt, n = {}, {}, 0
    with open(path) as f:
        header = None
        for line in f:
            if line.startswith("% msgs "):
                _, _, i, j, c = line.split()
                msgs[(int(i) - 1, int(j) - 1)] = int(c)
            elif line.startswith("%"):
                continue
            elif header is None:
                header = [int(x) for x in line.split()]
                n = header[0]
            else:
                i, j, v = line.split()
                byt[(int(i) - 1, int(j) - 1)] = int(v)
    return msgs, byt, n


UNITS_T = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}
UNITS_B = {"": 1.0, "B/s": 1.0, "KB/s": 1e3, "MB/s": 1e6, "GB/s": 1e9, "KiB/s": 1024.0,
           "MiB/s": 1024.0 ** 2, "GiB/s": 1024.0 ** 3}


def read_cost(path):
    """[(name, latency s, bandwidth B/s)] innermost first."""
    levels = []
    with open(path) as f:
        for line in f:
            line = line.split("#")[0].split()
            if not line or line[0] == "tcp":  # a probe's TCP algorithm: no cost
                continue
            m = re.fullmatch(r"([0-9.eE+-]+)(ns|us|ms|s)", line[1])
            b = re.fullmatch(r"([0-9.eE+-]+)([A-Za-z/]*)", line[2])
            if not m or not b or b.group(2) not in UNITS_B:
                die("%s: cannot read '%s'" % (path, " ".join(line)))
            levels.append((line[0], float(m.group(1)) * UNITS_T[m.group(2)],
                           float(b.group(1)) * UNITS_B[b.group(2)]))
    return levels


def read_topology(path):
    """host -> switch name (the switch whose Nodes= holds it)."""
    sw = {}
    with open(path) as f:
        for line in f:
            kv = dict(t.split("=", 1) for t in line.split() if "=" in t)
            if "Nodes" in kv:
                for h in kv["Nodes"].split(","):
                    sw[h] = kv["SwitchName"]
    return sw


def read_hostfile(path):
    hosts = []
    with open(path) as f:
        for line in f:
            t = line.split("#")[0].split()
            if t:
                slots = 1
                for w in t[1:]:
                    if w.startswith("slots="):
                        slots = int(w[6:])
                hosts.append((t[0], slots))
    return hosts


class Model:
    def __init__(self, mtx, cost, topology):
        self.msgs, self.byt, self.n = read_mtx(mtx)
        self.levels = read_cost(cost)
        self.switch_of = read_topology(topology)
        byname = {name: (lat, bw) for name, lat, bw in self.levels}
        self.same_host = self.levels[0][1:]
        self.same_switch = byname.get("switch", self.levels[-1][1:])
        self.top = self.levels[-1][1:]
        self.pairs = sorted(set(self.msgs) | set(self.byt))

    def pair_cost(self, a, b, m, by):
        if a == b:
            lat, bw = self.same_host
        elif self.switch_of.get(a) == self.switch_of.get(b):
            lat, bw = self.same_switch
        else:
            lat, bw = self.top
        return lat * m + by / bw

    def cost(self, hosts):
        return sum(self.pair_cost(hosts[i], hosts[j], self.msgs.get((i, j), 0), self.byt.get((i, j), 0))
                   for i, j in self.pairs)


def placements(n, hosts):
    """Every distinct assignment of n ranks to the hosts' slots (slots of one
    host are alike): a list of host names in rank order."""
    cap = [s for _, s in hosts]
    names = [h for h, _ in hosts]
    out = [None] * n

    def rec(i):
        if i == n:
            yield list(out)
            return
        for k in range(len(names)):
            if cap[k]:
                cap[k] -= 1
                out[i] = names[k]
                yield from rec(i + 1)
                cap[k] += 1
    yield from rec(0)


def read_list(path):
    with open(path) as f:
        return [l.strip() for l in f if l.strip()]


def cmd_best(mtx, cost, hostfile, topology, out):
    model = Model(mtx, cost, topology)
    hosts = read_hostfile(hostfile)
    if sum(s for _, s in hosts) != model.n:
        die("%s: %d slots for %d ranks" % (hostfile, sum(s for _, s in hosts), model.n))
    count = math.factorial(model.n)
    for _, s in hosts:
        count //= math.factorial(s)
    if count > 2e6:
        die("%d placements: too many for brute force" % count)
    best, best_cost, seen = None, math.inf, 0
    for p in placements(model.n, hosts):
        seen += 1
        c = model.cost(p)
        if c < best_cost - 1e-15:
            best, best_cost = p, c
    with open(out, "w") as f:
        f.write("\n".join(best) + "\n")
    print("%.6g %d" % (best_cost, seen))


def cmd_cost(mtx, cost, topology, lists):
    model = Model(mtx, cost, topology)
    for path in lists:
        hl = read_list(path)
        if len(hl) != model.n:
            die("%s: %d hosts for %d ranks" % (path, len(hl), model.n))
        print("%s %.6g" % (path, model.cost(hl)))


def median(v):
    return statistics.median(v) if v else math.nan


def cmd_table(times, predicted):
    """TIMES: lines 'app placement rep wall apptime'; PREDICTED: 'app placement
    cost'.  One block per app: median and spread of each placement's
    application time (wall where the app gives none), its speedup against
    linear, the predicted ratio; then the goals."""
    t = {}
    apps = []
    walls = set()  # the applications timed by the wall clock (no time of their own)
    with open(times) as f:
        for line in f:
            a, p, _, wall, own = line.split()
            if a not in apps:
                apps.append(a)
            if own == "-":
                walls.add(a)
            val = float(own) if own != "-" else float(wall)
            t.setdefault(a, {}).setdefault(p, []).append(val)
    pred = {}
    with open(predicted) as f:
        for line in f:
            a, p, c = line.split()
            pred.setdefault(a, {})[p] = float(c)
    order = ["linear", "round-robin", "random", "commprof", "commprof-bytes", "commprof-cost", "best-model", "one-cluster"]
    agree = total = 0
    summary = []
    for a in apps:
        tp = t[a]
        lin = median(tp.get("linear", []))
        print("\n%s (%s; seconds, median of %d; spread = (max - min) / median)" %
              (a, "application's own time" if a not in ("openfoam", "petsc", "hpcc") else "wall",
               len(tp.get("linear", []))))
        print("  %-14s %9s %8s %9s %10s %10s" % ("placement", "time", "spread", "speedup", "predicted", "pred.ratio"))
        for p in order:
            if p not in tp:
                continue
            m = median(tp[p])
            spread = (max(tp[p]) - min(tp[p])) / m if m else 0
            pc = pred.get(a, {}).get(p)
            pl = pred.get(a, {}).get("linear")
            print("  %-14s %9.3f %7.1f%% %8.2fx %10s %10s" % (
                p, m, 100 * spread, lin / m,
                "%.4g" % pc if pc is not None else "-",
                "%.3f" % (pc / pl) if pc is not None and pl else "-"))
        # rank agreement: pairs of placements whose measured medians differ by
        # more than 5%, ordered the same way by the model
        ps = [p for p in order if p in tp and p in pred.get(a, {})]
        ag = tot = 0
        for x, y in itertools.combinations(ps, 2):
            mx, my = median(tp[x]), median(tp[y])
            if abs(mx - my) / min(mx, my) <= 0.05:
                continue
            tot += 1
            if (mx < my) == (pred[a][x] < pred[a][y]):
                ag += 1
        agree += ag
        total += tot
        best_meas = min(median(v) for p, v in tp.items() if p != "one-cluster")
        c = median(tp.get("commprof", [math.nan]))
        cc = median(tp.get("commprof-cost", [math.nan]))
        cb = median(tp.get("commprof-bytes", [math.nan]))
        line = ("  goals: commprof %.2fx linear, %.1f%% above the best measured; by bytes alone %.2fx, %.1f%%; "
                "with the cost file %.2fx, %.1f%%") % (
            lin / c, 100 * (c / best_meas - 1), lin / cb, 100 * (cb / best_meas - 1), lin / cc, 100 * (cc / best_meas - 1))
        print(line)
        saved_pred = pred.get(a, {}).get("linear", math.nan) - pred.get(a, {}).get("commprof-cost", math.nan)
        print("  rank agreement %d of %d pairs differing > 5%%; saving with the cost file: predicted %.3f s, measured %.3f s" %
              (ag, tot, saved_pred, lin - cc))
        summary.append((a, lin / c, 100 * (c / best_meas - 1), lin / cb, 100 * (cb / best_meas - 1),
                        lin / cc, 100 * (cc / best_meas - 1)))
    print("\nsummary: speedup against linear, and above the best measured placement: commprof's default "
          "(the recording's latencies) | by bytes alone | with the cost file")
    for a, s, o, s1, o1, s2, o2 in summary:
        print("  %-12s %6.2fx %6.1f%%   | %6.2fx %6.1f%%   | %6.2fx %6.1f%%" % (a, s, o, s1, o1, s2, o2))
    print("rank agreement over all applications: %d of %d" % (agree, total))


def main(argv):
    if len(argv) < 2:
        die("usage: see the top of this file")
    c = argv[1]
    if c == "best" and len(argv) == 7:
        cmd_best(*argv[2:])
    elif c == "cost" and len(argv) >= 6:
        cmd_cost(argv[2], argv[3], argv[4], argv[5:])
    elif c == "table" and len(argv) == 4:
        cmd_table(argv[2], argv[3])
    else:
        die("usage: see the top of this file")


if __name__ == "__main__":
    main(sys.argv)

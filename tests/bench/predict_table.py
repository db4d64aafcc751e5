#!/usr/bin/env python3
"""predict-bench's table: replayed predictions against measured runs.

  predict_table.py TIMES REPLAYED [SAME]

TIMES: lines 'app placement rep wall own' (own: the application's timer, or
-); REPLAYED: lines 'app placement predicted_s replay_wall_s traced_s
profile_wall_s' (commprof-predict's).  Per application: each placement's
measured median (its own time, else the wall clock less the launch: the
profile run's wall time less its traced span), the predicted time and
their ratio, the speedups against linear measured and predicted; then the
goals of issue 54 over all applications: the predicted speedup of
commprof's placement within 10% of the measured one in median and 20% at
worst, every pair of placements measured more than 5% apart ordered alike,
the keep-or-relaunch decision (commprof against linear, 2%) the one the
measurement supports, the predicted run time within 25% of the measured,
and a replay's cost at most 10% of the job's time.  SAME: the applications
whose commprof placement is the launched order host for host: their
speedup and decision are said apart (what their runs measure apart is the
testbed's noise, and the prediction 1.00 by construction)."""
import itertools
import math
import statistics
import sys


def median(v):
    return statistics.median(v) if v else math.nan


def main(times, replayed, same_file=None):
    same = set()
    if same_file:
        with open(same_file) as f:
            same = set(f.read().split())
    pred, cost, launch = {}, {}, {}
    with open(replayed) as f:
        for line in f:
            a, p, s, rw, traced, pw = line.split()
            pred.setdefault(a, {})[p] = float(s)
            cost.setdefault(a, []).append(float(rw))
            launch[a] = max(0.0, float(pw) - float(traced))
    t, wall, walls, apps = {}, {}, set(), []
    with open(times) as f:
        for line in f:
            a, p, _, w, own = line.split()
            if a not in apps:
                apps.append(a)
            if own == "-":
                walls.add(a)
            t.setdefault(a, {}).setdefault(p, []).append(float(own) if own != "-" else float(w) - launch.get(a, 0.0))
            wall.setdefault(a, {}).setdefault(p, []).append(float(w))
    order = ["linear", "round-robin", "random", "commprof"]
    sp_err, rt_err, agree, total, decisions, costs, noise = [], [], 0, 0, [], [], []
    for a in apps:
        if a not in pred:
            continue
        tp, pp = t[a], pred[a]
        ml, pl = median(tp.get("linear", [])), pp.get("linear", math.nan)
        print("\n%s (%s; seconds, median of %d)" % (a, "wall less the launch, %.1f s" % launch.get(a, 0.0)
                                                    if a in walls else "application's own time",
                                                    len(tp.get("linear", []))))
        print("  %-12s %9s %9s %7s %9s %9s %8s" % ("placement", "measured", "predicted", "ratio", "speedup", "predicted",
                                                   "error"))
        for p in order:
            if p not in tp or p not in pp:
                continue
            m, q = median(tp[p]), pp[p]
            ms, ps = ml / m, pl / q
            rt_err.append(q / m - 1)
            print("  %-12s %9.3f %9.3f %7.3f %8.2fx %8.2fx %+7.1f%%" % (p, m, q, q / m, ms, ps, 100 * (ps / ms - 1)))
        if "commprof" in tp and "commprof" in pp:
            ms, ps = ml / median(tp["commprof"]), pl / pp["commprof"]
            relaunch_meas, relaunch_pred = ms > 1.02, ps > 1.02
            if a in same:
                noise.append((a, ms))
            else:
                sp_err.append(ps / ms - 1)
                decisions.append((a, relaunch_meas, relaunch_pred, ms, ps))
        ps_ = [p for p in order if p in tp and p in pp]
        ag = tot = 0
        for x, y in itertools.combinations(ps_, 2):
            mx, my = median(tp[x]), median(tp[y])
            if abs(mx - my) / min(mx, my) <= 0.05:
                continue
            tot += 1
            ag += (mx < my) == (pp[x] < pp[y])
        agree += ag
        total += tot
        c = median(cost[a]) / median(wall[a].get("linear", [math.nan]))
        costs.append((a, median(cost[a]), c))
        print("  pairs measured > 5%% apart ordered alike: %d of %d; a replay takes %.2f s, %.1f%% of the job's wall time" %
              (ag, tot, median(cost[a]), 100 * c))
    print("\ngoals")
    if sp_err:
        e = sorted(abs(x) for x in sp_err)
        print("  predicted speedup of commprof's placement against the measured: median error %.1f%%, worst %.1f%% "
              "(goals 10%%, 20%%)" % (100 * median(e), 100 * e[-1]))
    if noise:
        print("  commprof's placement the launched order itself (kept; predicted 1.00 by construction), measured "
              "against it: %s (the testbed's noise)" % ", ".join("%s %.3fx" % n for n in noise))
    print("  pairs of placements measured more than 5%% apart, ordered alike: %d of %d" % (agree, total))
    bad = [d for d in decisions if d[1] != d[2]]
    print("  keep-or-relaunch (commprof against linear, 2%%) as measured: %d of %d%s" % (
        len(decisions) - len(bad), len(decisions),
        "".join("; %s: measured %.3fx, predicted %.3fx" % (a, m, p) for a, _, _, m, p in bad)))
    if rt_err:
        e = sorted(abs(x) for x in rt_err)
        print("  predicted run time against the measured: median error %.1f%%, worst %.1f%%, within 25%%: %d of %d" %
              (100 * median(e), 100 * e[-1], sum(x <= 0.25 for x in e), len(e)))
    if costs:
        print("  a replay's cost against the job's wall time: worst %.1f%% (%s; goal 10%%)" %
              (100 * max(c for _, _, c in costs), max(costs, key=lambda x: x[2])[0]))


if __name__ == "__main__":
    if len(sys.argv) not in (3, 4):
        sys.exit("usage: predict_table.py TIMES REPLAYED [SAME]")
    main(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None)

#!/usr/bin/env python3
"""The heat maps' colour scale as docs/analyzer.md states it, written apart
from analyzer/: a cell of v bytes is at level (log10 v - log10 lo) /
(log10 hi - log10 lo), lo and hi the whole decades around the smallest and
the largest cell (10^floor, 10^ceil), coloured by linear interpolation
between five viridis stops.
Usage: heat_colour.py MIN MAX V...  ->  "LO HI" then one RRGGBB per V."""
import math
import sys

STOPS = [(68, 1, 84), (59, 82, 139), (33, 145, 140), (94, 201, 98), (253, 231, 37)]


def colour(t):
    t = min(max(t, 0.0), 1.0)
    x = t * 4
    i = 3 if x >= 4 else int(x)
    u = x - i
    return "".join("%02x" % int(math.floor(a + u * (b - a) + 0.5)) for a, b in zip(STOPS[i], STOPS[i + 1]))


mn, mx = float(sys.argv[1]), float(sys.argv[2])
dlo, dhi = math.floor(math.log10(mn)), math.ceil(math.log10(mx))
if dhi <= dlo:
    dhi = dlo + 1
print("%g %g" % (10 ** dlo, 10 ** dhi))
for v in sys.argv[3:]:
    print(colour((math.log10(float(v)) - dlo) / (dhi - dlo)))

#!/usr/bin/env python3
"""Circles of modules by their includes: a module is a source and its header
(x.c with x.h; a header alone is its own module), an arrow goes from a
module to the module of each header its files include ("x.h", quoted: the
project's own).  Prints each strongly connected set of two or more modules
(their names), one per line, and with --count the number of circles and of
modules in them; exit 1 when there is one.  Reads the given directories'
.c and .h files.
  include_cycles.py [--count] DIR..."""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from file_cycles import sccs  # noqa: E402


def module(path):
    base = os.path.basename(path)
    return re.sub(r"\.(c|h)$", "", base)


def main(argv):
    count = "--count" in argv
    dirs = [a for a in argv if a != "--count"]
    files = []
    for d in dirs:
        for root, _, names in os.walk(d):
            files += [os.path.join(root, n) for n in names if n.endswith((".c", ".h"))]
    known = {module(f) for f in files}
    edges = {m: set() for m in known}
    for f in files:
        with open(f, errors="replace") as fh:
            for line in fh:
                m = re.match(r'\s*#\s*include\s+"([^"]+)"', line)
                if m:
                    target = module(m.group(1))
                    if target in known and target != module(f):
                        edges[module(f)].add(target)
    circles = [c for c in sccs(sorted(known), edges) if len(c) > 1]
    for c in circles:
        print(" ".join(sorted(c)))
    if count:
        print("%d circle(s), %d module(s) in them" % (len(circles), sum(len(c) for c in circles)), file=sys.stderr)
    return 1 if circles else 0


sys.exit(main(sys.argv[1:]))

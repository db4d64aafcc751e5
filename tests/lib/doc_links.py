#!/usr/bin/env python3
"""Every relative link of the README and the docs/ pages leads somewhere:
the file exists and, for FILE#anchor, FILE has a heading of that anchor
(GitHub's rule: lower case, punctuation dropped, spaces to hyphens).  Also
every docs/ page is linked from the README.  Prints each problem; exit 1
if any.   doc_links.py README.md docs/*.md"""
import os
import re
import sys

LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def anchors(path):
    out = set()
    in_code = False
    with open(path) as f:
        for line in f:
            if line.startswith("```"):
                in_code = not in_code
            if in_code:
                continue
            m = re.match(r"#+\s+(.*)", line)
            if m:
                a = m.group(1).strip().lower()
                a = re.sub(r"[^\w\- ]", "", a)
                out.add(a.replace(" ", "-"))
    return out


def main(files):
    bad = []
    readme_links = set()
    for f in files:
        text = open(f).read()
        text = re.sub(r"^    .*$", "", text, flags=re.M)  # code blocks
        for target in LINK.findall(text):
            if re.match(r"[a-z]+:", target):
                continue
            path, _, anchor = target.partition("#")
            full = os.path.normpath(os.path.join(os.path.dirname(f), path)) if path else f
            if os.path.basename(f) == "README.md":
                readme_links.add(full)
            if not os.path.exists(full):
                bad.append("%s: link to %s: no such file" % (f, target))
            elif anchor and full.endswith(".md") and anchor not in anchors(full):
                bad.append("%s: link to %s: no heading '%s' there" % (f, target, anchor))
    for f in files:
        if f.startswith("docs/") and os.path.normpath(f) not in readme_links:
            bad.append("README.md does not link %s" % f)
    for b in bad:
        print(b)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

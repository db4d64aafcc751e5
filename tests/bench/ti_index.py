"""The rank files a SimGrid time-independent trace's index lists (one path
a line, relative ones from the index's folder), for the bench's tools that
rewrite such traces (ti-replayable, ti-prefix)."""
import os


def rank_files(index):
    """The index's rank files in rank order; OSError where it cannot be read."""
    base = os.path.dirname(index)
    files = []
    with open(index) as f:
        for line in f:
            line = line.strip()
            if line:
                files.append(line if line.startswith("/") else os.path.join(base, line))
    return files

#!/usr/bin/env python3
"""Independent check of an Open MPI rankfile against the machine a user
described, written apart from mapper/ (its rules are Open MPI's: "rank R=host
slot=K" is the host's logical core K, "slot=S:C" core C of socket S).

  check_rankfile.py RANKFILE N HOSTS [PACKAGES]

HOSTS: a hostfile ("host slots=N", '#' comments, user@ dropped, a host named
twice adds up; also MPICH's "host:N"), or "hier:C:S:N" for a --hierarchy
machine (hosts node0..), or "nodes:K:CORES" for K hosts node0.. of CORES.
PACKAGES: "P:C" where the hosts are hwloc topologies of P packages of C cores
(then slot=S:C must have S < P and C < C).  Exit 0 when every rank 0..N-1 is
placed once, on a host of the machine, on a core it has, no core twice; else
exit 1 naming the first fault.
"""
import re
import sys


def hosts_of(spec):
    if spec.startswith("hier:"):
        h = list(map(int, spec.split(":")[1:]))
        per_node = h[0] * (h[1] if len(h) > 1 else 1)
        nodes = 1
        for x in h[2:]:
            nodes *= x
        return {f"node{i}": per_node for i in range(nodes)}
    if spec.startswith("nodes:"):
        _, k, c = spec.split(":")
        return {f"node{i}": int(c) for i in range(int(k))}
    slots = {}
    for line in open(spec):
        line = line.split("#")[0].strip()
        if not line:
            continue
        w = line.split()
        name = w[0].split("@")[-1]
        n = 1
        if ":" in name:
            name, n = name.split(":")[0], int(name.split(":")[1])
        for x in w[1:]:
            if x.startswith(("slots=", "cpu=", "count=")):
                n = int(x.split("=")[1])
        slots[name] = slots.get(name, 0) + n
    return slots


def main():
    path, n, hosts = sys.argv[1], int(sys.argv[2]), hosts_of(sys.argv[3])
    pk = tuple(map(int, sys.argv[4].split(":"))) if len(sys.argv) > 4 else None
    seen, used = {}, set()
    for ln, line in enumerate(open(path), 1):
        if line.startswith("#") or not line.strip():
            continue
        m = re.fullmatch(r"rank (\d+)=(\S+) slot=(\d+)(?::(\d+))?\n?", line)
        if not m:
            sys.exit(f"{path}:{ln}: not a rankfile line: {line.strip()}")
        r, host = int(m.group(1)), m.group(2)
        if r in seen:
            sys.exit(f"{path}:{ln}: rank {r} placed twice")
        if host not in hosts:
            sys.exit(f"{path}:{ln}: host {host} is not in the machine")
        if m.group(4) is None:
            core = int(m.group(3))
            if core >= hosts[host]:
                sys.exit(f"{path}:{ln}: slot {core} but {host} has {hosts[host]} cores")
        else:
            s, c = int(m.group(3)), int(m.group(4))
            if pk is None:
                sys.exit(f"{path}:{ln}: slot={s}:{c} names a socket, but the machine's sockets are not known")
            if s >= pk[0] or c >= pk[1]:
                sys.exit(f"{path}:{ln}: slot={s}:{c} but a host has {pk[0]} packages of {pk[1]} cores")
            core = s * pk[1] + c
            if core >= hosts[host]:
                sys.exit(f"{path}:{ln}: slot={s}:{c} is past the {hosts[host]} slots of {host}")
        if (host, core) in used:
            sys.exit(f"{path}:{ln}: {host} core {core} holds two ranks")
        used.add((host, core))
        seen[r] = 1
    missing = [r for r in range(n) if r not in seen]
    if missing or len(seen) != n:
        sys.exit(f"{path}: ranks {missing[:5]} not placed" if missing else f"{path}: ranks past {n - 1}")


if __name__ == "__main__":
    main()

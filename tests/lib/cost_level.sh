# cost_level FILE LEVEL FIELD: a cost file's figure (FIELD 2 latency, 3
# bandwidth, or a keyword: the value after it, as "uplink") in seconds or
# B/s, as commprof-probe writes them (t-46, t-88, tests/bench/probe-bench);
# nothing where the level has no such keyword
cost_level() {
    awk -v n="$2" -v k="$3" '$1 == n { if (k !~ /^[0-9]+$/) { for (i = 2; i < NF && $i != k; i++) {}
                                           if ($i != k) next; v = $(i + 1) } else v = $k
        m = 1
        if (v ~ /ms$/) m = 1e-3; else if (v ~ /us$/) m = 1e-6; else if (v ~ /ns$/) m = 1e-9
        else if (v ~ /GB\/s$/) m = 1e9; else if (v ~ /MB\/s$/) m = 1e6; else if (v ~ /kB\/s$/) m = 1e3
        else if (v ~ /TB\/s$/) m = 1e12
        printf "%.9g", (v + 0) * m }' "$1"
}

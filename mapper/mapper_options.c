/* The mapper's options: read, checked against each other, said when
 * wrong (mapper_cli.h). */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cli_exit.h"
#include "mapper_cli.h"
#include "units.h"
#include "out_file.h"
#include "rankfile_write.h"

static void usage(FILE *f)
{
    fprintf(f,
"usage: mapper [options] GRAPH\n"
"Place the ranks of a communication graph on a machine so that ranks that talk\n"
"a lot sit on close cores, and write the placement (default: an Open MPI rankfile).\n"
"GRAPH: METIS graph file (plain or .gz; edge weights = traffic), or what the\n"
"analyzer reads: a commprof recording directory, Open MPI monitoring .prof files\n"
"(one, or a directory of them) or an OTF2 trace.\n"
"machine (default: the job's hosts, from $PBS_NODEFILE, Slurm's\n"
"$SLURM_JOB_NODELIST with $SLURM_TASKS_PER_NODE, LSF's $LSB_MCPU_HOSTS, or\n"
"Open MPI's $OMPI_MCA_orte_default_hostfile, else this machine as hwloc sees it):\n"
"  --hierarchy H        levels innermost first, e.g. 16:2:32 = 16 cores per socket,\n"
"                       2 sockets per node, 32 nodes (add :N for N clusters)\n"
"  --hostfile F         Open MPI hostfile (host slots=N) or MPICH machine file (host:N);\n"
"                       --cores-per-socket N splits\n"
"                       each host into sockets (default: as a recording's nodes\n"
"                       had them where the output binds cores; 0: one socket a host)\n"
"  --topology X         the inside of each node from hwloc: X = a topology XML\n"
"                       (lstopo --of xml) or 'this' (this machine); sockets are\n"
"                       its packages, cores its cores.  With --hostfile each host\n"
"                       takes its first slots cores; --nodes N = N such nodes;\n"
"                       alone, one node.  Node types: X=HOSTS, once per type\n"
"                       (HOSTS as Slurm writes them, n[01-04],gpu1), one X\n"
"                       without =HOSTS for the other hosts; with --hostfile\n"
"  --cores-per-rank K   each rank on K cores of one socket, as a hybrid MPI+OpenMP\n"
"                       job launched with --map-by ...:PE=K, --cpus-per-proc K,\n"
"                       srun -c K or Hydra's -bind-to core:K: a host of S slots\n"
"                       (cores) holds S/K ranks, and the rankfile binds each to\n"
"                       its K cores (slot=0-3); commprof-run passes it from the\n"
"                       launch command\n"
"  --switches F         the levels above the nodes: Slurm's topology.conf (SwitchName=\n"
"                       Switches= Nodes=), or the same form grouping hosts into\n"
"                       clusters (default with Slurm: its topology.conf if present)\n"
"  --distances D        cost per level, innermost first (default 1:10:100[:1000...]):\n"
"                       a pair costs its weight x the distance of the closest level\n"
"                       its cores share\n"
"  --cost FILE          latency and bandwidth per level instead (lines 'NAME LATENCY\n"
"                       BANDWIDTH', innermost first, e.g. 'node 0.6us 10GB/s'): a\n"
"                       pair costs latency x msgs + bytes / bandwidth, in seconds.\n"
"                       Needs messages and bytes: a METIS graph needs --graph-weight\n"
"  --graph-weight K     with --cost, what a METIS graph's weights count: msgs\n"
"                       (each a small message: latency-bound, as the neighbour\n"
"                       exchanges of an MPI topology) or bytes\n"
"  --platform P.xml     a SimGrid platform (what smpirun -platform reads): clusters\n"
"                       flat, FAT_TREE, DRAGONFLY or TORUS, clusters joined by zoneRoutes,\n"
"                       or nested zones (Full, Floyd, Dijkstra, Cluster); its hosts,\n"
"                       cores, groups of hosts under each switch, and each level's\n"
"                       latency and bandwidth; with --hostfile H (smpirun's -hostfile)\n"
"                       the job's hosts and slots among them\n"
"  --write-platform F   write the machine (with its --cost) as a SimGrid platform\n"
"                       for smpirun, and stop (GRAPH may be left out)\n"
"  --latency L --bandwidth B  the same as lists, e.g. 0.3us:0.6us:2us and\n"
"                       20GB/s:10GB/s:3GB/s\n"
"strategy:\n"
"  --levels L           levels to partition, from the top: 'all' (default), a count\n"
"                       (3 = the top three) or a list (1,2; 2, for level 2 alone);\n"
"                       the others hold their ranks in order\n"
"  --strategy S         portfolio (default: the best of all the kinds below that apply,\n"
"                       each refined, and identity), metis, scotch, bottom-up (METIS grouping\n"
"                       ranks into sockets, sockets into nodes, ..., as TreeMatch\n"
"                       orders it; regular machines), grid (a 2-D or 3-D Cartesian\n"
"                       code's grid cut into boxes level by level, exactly; regular\n"
"                       machines, a core per rank), lattice (a 2-D code's torus\n"
"                       tiled by translates of one tile per node, hexagons where\n"
"                       ranks have six neighbours; regular machines, a core per\n"
"                       rank), identity, launched (where the recording's ranks ran)\n"
"  --objective O        sum (total cost, J/2 = sum of weight x distance), max\n"
"                       (the bottleneck: the largest cost of any rank, then how\n"
"                       many ranks have it), or links (the most loaded link: a\n"
"                       subtree's crossing bytes over its uplinks' bandwidth,\n"
"                       from the cost file's 'uplink' or a --platform; then the\n"
"                       sum), or time (the input's trace: a recording traced\n"
"                       with COMMPROF_MODE=trace, an .otf2, or SimGrid actions;\n"
"                       replayed on the levels' latency and bandwidth, then\n"
"                       with what its messages wait for the links they share:\n"
"                       when the run ends, which sees the chains of messages\n"
"                       that wait on each other, as in pipelined sweeps, and\n"
"                       the links they load at once; then the sum); all are\n"
"                       reported.  With time, a placement whose replay without\n"
"                       the links' waits (a lower bound) already ends after the\n"
"                       best is shown as 'time >T' and not replayed again; one\n"
"                       whose replay with the waits ends 3%% past the best after\n"
"                       a pass, as 'time cut T' (T: that pass's end)\n"
"                       Default: time where the input is a trace in order and\n"
"                       the machine has costs (the baseline kept on a tie;\n"
"                       links or sum where the trace cannot be replayed), else\n"
"                       links where the machine gives its uplinks' bandwidth,\n"
"                       else sum\n"
"  --all-times          with --objective time, every placement replayed with the\n"
"                       links' waits (slower), each one's time shown\n"
"  --passes N           refinement passes (default 20; 0 = none)\n"
"  --seed N             random seed (default 1)\n"
"  --anneal N           after the portfolio, anneal its best placement: two chains\n"
"                       (hot and cool) of N random swaps per rank (e.g. 20000;\n"
"                       default 0 = none), refined, kept if better.  Slower (about\n"
"                       4 s per 1,000 ranks at 20000), a few percent better on\n"
"                       irregular graphs (NAS BT: 5%% lower); not on dense graphs\n"
"  --time-limit S       start no further portfolio member after S seconds, and end\n"
"                       the annealing within S seconds of its start, cooling faster\n"
"                       (default 10; inf = none)\n"
"  --reproducible       ignore --time-limit (members, annealing), so that a slow\n"
"                       run places as a fast one (within it, every run places alike)\n"
"  --threads N          run portfolio members on N threads (default: half the\n"
"                       CPUs this process may use, at most 8; 2 on 2 or 3)\n"
"  --memory SIZE        what the time objective's replays may hold together\n"
"                       (e.g. 8GB; default: four fifths of what this machine,\n"
"                       or the job's control group, has available).\n"
"                       Fewer replays side by side where it is short; where\n"
"                       one does not fit, the default objective is links or\n"
"                       sum (said) and --objective time is refused\n"
"recordings:\n"
"  --include K          traffic to place by: p2p, coll (the messages collectives\n"
"                       send, modeled), rma, comma-separated (default: all)\n"
"  --weight W           with distances: bytes (default), msgs, or cost (= alpha*msgs\n"
"                       + beta*bytes, one alpha and beta for every level)\n"
"  --alpha A --beta B   for --weight cost (default 1 and 1/1024)\n"
"output:\n"
"  --format F           rankfile (default: rank N=host slot=S:C, the package and core\n"
"                       where hwloc gave them, else slot=K, the host's Kth core), perm (line i = core\n"
"                       of rank i, cores numbered innermost first), hosts (MPICH/Hydra\n"
"                       host list in rank order), slurm (SLURM_HOSTFILE)\n"
"  --physical           rankfile slots as physical PU numbers (rank N=host slot=P, P\n"
"                       the OS index of the core's first PU; machines from hwloc);\n"
"                       launch with mpirun --mca rmaps_rank_file_physical 1\n"
"  -o FILE              write there instead of stdout\n"
"  --report FILE.html   the placement report: the traffic matrix in the order of the\n"
"                       profiled placement and of the new one, the machine's groups\n"
"                       drawn and named, what crosses each level before and after\n"
"  --measured A:B       seconds the job took placed as profiled (A) and as placed (B),\n"
"                       for the report (commprof-run --place --relaunch gives them)\n"
"  --predicted A:B[:E]  the same as predicted by replaying the job's trace\n"
"                       (commprof-predict; commprof-run --predict gives them), by\n"
"                       engine E (flow or smpi: commprof-predict --engine), named in the report\n"
"  --placement FILE     take this placement (line i = core of rank i, as --format perm\n"
"                       writes it; or a rankfile or host list, each rank on its host's\n"
"                       next core) instead of computing one: to report or convert it\n"
"  --ranks N            the job to place has N processes: the input must come from\n"
"                       a job of N ranks (else refused, saying both)\n"
"  --min-gain P         keep the profiled placement (a recording's, else rank i on\n"
"                       core i) unless the best is P percent cheaper (default 0)\n"
"  --check              build the machine and read its cost model, say them, place\n"
"                       nothing (GRAPH may be left out); with --cost alone, the\n"
"                       cost file's syntax: what a job's launch can check first\n"
"  --progress           say what is under way as it goes, from the start (without\n"
"                       it: once the mapping has taken 5 s, each stage's start\n"
"                       and end and a line every 5 s between)\n"
"  -q                   no report on stderr\n"
"exit status: 0 ok, 2 usage or impossible machine, 3 bad input, 4 I/O error\n");
}

/* Whole numbers in [lo, hi]; anything else, a trailing word or a sign
 * included, is a usage error naming the option. */
static int opt_long(const char *name, const char *arg, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(arg, &end, 10);
    if (errno || end == arg || *end || v < lo || v > hi || (arg[0] == '-' && lo >= 0)) {
        fprintf(stderr, "mapper: error: bad --%s '%s' (a whole number from %ld to %ld)\n", name, arg, lo, hi);
        return -1;
    }
    *out = v;
    return 0;
}

/* Numbers >= 0 (inf where inf_ok: no limit); not NaN, not past a double. */
static int opt_real(const char *name, const char *arg, int inf_ok, double *out)
{
    char *end;
    errno = 0;
    double v = strtod(arg, &end);
    if (errno || end == arg || *end || !(v >= 0) || (!inf_ok && isinf(v))) {
        fprintf(stderr, "mapper: error: bad --%s '%s' (a number >= 0%s)\n", name, arg, inf_ok ? ", or inf" : "");
        return -1;
    }
    *out = v;
    return 0;
}

static int parse(int argc, char **argv, cp_mapper_cli_t *r, cp_node_type_t *types);

int cp_mapper_cli_parse(int argc, char **argv, cp_mapper_cli_t *r)
{
    /* --topology XML[=HOSTS], once per node type: at most one per argument */
    cp_node_type_t *types = malloc((size_t)(argc + 1) * sizeof *types);
    if (!types) {
        fprintf(stderr, "mapper: error: out of memory\n");
        return EXIT_IO;
    }
    int rc = parse(argc, argv, r, types);
    if (rc) free(types);
    return rc;
}

static const struct option opts[] = {
    {"hierarchy", required_argument, 0, 'H'}, {"hostfile", required_argument, 0, 'F'},
    {"cores-per-socket", required_argument, 0, 'c'}, {"distances", required_argument, 0, 'd'},
    {"levels", required_argument, 0, 'l'}, {"strategy", required_argument, 0, 's'},
    {"passes", required_argument, 0, 'p'}, {"seed", required_argument, 0, 'S'},
    {"weight", required_argument, 0, 'w'}, {"alpha", required_argument, 0, 'a'},
    {"beta", required_argument, 0, 'b'}, {"format", required_argument, 0, 'f'},
    {"time-limit", required_argument, 0, 'T'}, {"help", no_argument, 0, 'h'},
    {"topology", required_argument, 0, 'X'}, {"nodes", required_argument, 0, 'N'},
    {"include", required_argument, 0, 'i'}, {"objective", required_argument, 0, 'O'},
    {"cost", required_argument, 0, 'C'}, {"latency", required_argument, 0, 'L'},
    {"bandwidth", required_argument, 0, 'B'}, {"switches", required_argument, 0, 'W'},
    {"threads", required_argument, 0, 'j'}, {"reproducible", no_argument, 0, 'R'},
    {"physical", no_argument, 0, 'P'}, {"anneal", required_argument, 0, 'A'},
    {"report", required_argument, 0, 'r'}, {"placement", required_argument, 0, 'G'},
    {"min-gain", required_argument, 0, 'g'}, {"measured", required_argument, 0, 'M'},
    {"predicted", required_argument, 0, 'E'},
    {"graph-weight", required_argument, 0, 'K'}, {"ranks", required_argument, 0, 'n'},
    {"check", no_argument, 0, 'k'}, {"platform", required_argument, 0, 'x'},
    {"write-platform", required_argument, 0, 'y'}, {"all-times", no_argument, 0, 'Y'},
    {"memory", required_argument, 0, 'Z'}, {"progress", no_argument, 0, 'U'},
    {"cores-per-rank", required_argument, 0, 'u'}, {0, 0, 0, 0}};

/* a whole number option into an int field */
static int opt_int(const char *name, const char *arg, long lo, long hi, int *out)
{
    long v;
    if (opt_long(name, arg, lo, hi, &v)) return -1;
    *out = (int)v;
    return 0;
}

/* --include: a comma-separated list of p2p, coll, rma; 0 where bad */
static int kinds_of(const char *list)
{
    int k = 0;
    for (const char *p = list; *p && k >= 0;) {
        size_t n = strcspn(p, ",");
        if (n == 3 && !strncmp(p, "p2p", 3)) k |= CP_KIND_P2P;
        else if (n == 4 && !strncmp(p, "coll", 4)) k |= CP_KIND_COLL;
        else if (n == 3 && !strncmp(p, "rma", 3)) k |= CP_KIND_RMA;
        else k = -1;
        p += n + (p[n] == ',');
    }
    return k > 0 ? k : 0;
}

/* One option into r (argv is ours to write: --topology splits at '=');
 * 0, -1 for --help (printed), else the exit status, said. */
static int take_option(int c, char *arg, cp_mapper_cli_t *r, cp_node_type_t *types)
{
    switch (c) {
    case 'H': r->hier = arg; break;
    case 'F': r->hostfile = arg; break;
    case 'X': { /* XML=HOSTS: split at the last '=' */
        char *eq = strrchr(arg, '=');
        if (eq) *eq = 0;
        if ((eq && !eq[1]) || !*arg) {
            fprintf(stderr, "mapper: error: bad --topology '%s%s' (an XML, 'this', or XML=HOSTS)\n", arg, eq ? "=" : "");
            return EXIT_USAGE;
        }
        types[r->ntypes++] = (cp_node_type_t){strcmp(arg, "this") ? arg : NULL, eq ? eq + 1 : NULL};
        r->topology = arg;
        break;
    }
    case 'O':
        if (strcmp(arg, "sum") && strcmp(arg, "max") && strcmp(arg, "links") && strcmp(arg, "time")) {
            fprintf(stderr, "mapper: error: bad --objective '%s' (sum, max, links or time)\n", arg);
            return EXIT_USAGE;
        }
        r->obj_max = !strcmp(arg, "max");
        r->obj_links = !strcmp(arg, "links");
        r->obj_time = !strcmp(arg, "time");
        break;
    case 'i':
        if (!(r->kinds = kinds_of(arg))) {
            fprintf(stderr, "mapper: error: bad --include '%s' (a comma-separated list of p2p, coll, rma)\n", arg);
            return EXIT_USAGE;
        }
        r->kinds_given = 1;
        break;
    case 'N': return opt_int("nodes", arg, 1, CP_MACHINE_MAX_HOSTS, &r->nodes) ? EXIT_USAGE : 0;
    case 'c': /* 0: one socket a host, whatever a recording says (-1 here: given) */
        if (opt_int("cores-per-socket", arg, 0, CP_MACHINE_MAX_CORES, &r->per_socket)) return EXIT_USAGE;
        if (!r->per_socket) r->per_socket = -1;
        return 0;
    case 'u': return opt_int("cores-per-rank", arg, 1, CP_MACHINE_MAX_CORES, &r->cores_per_rank) ? EXIT_USAGE : 0;
    case 'j': return opt_int("threads", arg, 1, 64, &r->nthreads) ? EXIT_USAGE : 0;
    case 'p': return opt_int("passes", arg, 0, 1000000, &r->passes) ? EXIT_USAGE : 0;
    case 'n': return opt_int("ranks", arg, 1, CP_MACHINE_MAX_CORES, &r->ranks) ? EXIT_USAGE : 0;
    case 'S': {
        long v;
        if (opt_long("seed", arg, 0, 4294967295L, &v)) return EXIT_USAGE;
        r->seed = (unsigned)v;
        break;
    }
    case 'd': r->dists = arg; break;
    case 'C': r->costfile = arg; break;
    case 'W': r->switches = arg; break;
    case 'L': r->latency = arg; break;
    case 'B': r->bandwidth = arg; break;
    case 'l': r->levels = arg; break;
    case 's': r->strategy = arg; break;
    case 'w': r->weight = arg; break;
    case 'a': return opt_real("alpha", arg, 0, &r->alpha) ? EXIT_USAGE : 0;
    case 'b': return opt_real("beta", arg, 0, &r->beta) ? EXIT_USAGE : 0;
    case 'T': return opt_real("time-limit", arg, 1, &r->time_limit) ? EXIT_USAGE : 0;
    case 'Z':
        if (cp_size_parse(arg, strlen(arg), &r->memory) || !(r->memory > 0)) {
            fprintf(stderr, "mapper: error: bad --memory '%s' (a size above 0, e.g. 8GB; units %s)\n", arg, CP_SIZE_UNITS);
            return EXIT_USAGE;
        }
        break;
    case 'f': r->format = arg; break;
    case 'o': r->outpath = arg; break;
    case 'q': r->quiet = 1; break;
    case 'R': r->reproducible = 1; break;
    case 'Y': r->all_times = 1; break;
    case 'U': r->progress = 1; break;
    case 'k': r->check = 1; break;
    case 'x': r->platform = arg; break;
    case 'y': r->write_platform = arg; break;
    case 'P': r->physical = 1; break;
    case 'A': /* a bound that keeps moves x ranks in 64 bits */
        if (opt_real("anneal", arg, 0, &r->anneal)) return EXIT_USAGE;
        if (r->anneal > 1e9) {
            fprintf(stderr, "mapper: error: bad --anneal '%s' (swaps a rank, at most 1e9)\n", arg);
            return EXIT_USAGE;
        }
        break;
    case 'r': r->report = arg; break;
    case 'K':
        if (strcmp(arg, "msgs") && strcmp(arg, "bytes")) {
            fprintf(stderr, "mapper: error: bad --graph-weight '%s' (msgs or bytes)\n", arg);
            return EXIT_USAGE;
        }
        r->graph_weight = arg;
        break;
    case 'G': r->placement = arg; break;
    case 'g':
        if (opt_real("min-gain", arg, 0, &r->min_gain)) return EXIT_USAGE;
        if (r->min_gain >= 100) {
            fprintf(stderr, "mapper: error: bad --min-gain '%s' (percent, below 100)\n", arg);
            return EXIT_USAGE;
        }
        break;
    case 'M':
    case 'E': {
        char *e1, *e2, *colon = strchr(arg, ':');
        double x = colon ? strtod(arg, &e1) : 0, y = colon ? strtod(colon + 1, &e2) : 0;
        /* --predicted's engine, after a second colon */
        int engine_ok = colon && c == 'E' && *e2 == ':' && (!strcmp(e2 + 1, "flow") || !strcmp(e2 + 1, "smpi"));
        if (!colon || e1 != colon || (*e2 && !engine_ok) || !(x > 0) || !(y > 0)) {
            fprintf(stderr, "mapper: error: bad --%s '%s' (BEFORE:AFTER seconds, both > 0%s)\n",
                    c == 'M' ? "measured" : "predicted", arg, c == 'M' ? "" : "; then :flow or :smpi, the engine");
            return EXIT_USAGE;
        }
        if (c == 'M') r->measured = arg;
        else r->predicted = arg;
        break;
    }
    case 'h': usage(stdout); return -1;
    default: usage(stderr); return EXIT_USAGE;
    }
    return 0;
}

/* The options that describe one thing twice, or go only with another;
 * 0 or the exit status, said. */
static int check_together(cp_mapper_cli_t *r)
{
    int fmt = cp_out_format_parse(r->format);
    if (fmt < 0) {
        fprintf(stderr, "mapper: error: unknown --format '%s' (rankfile, perm, hosts, slurm)\n", r->format);
        return EXIT_USAGE;
    }
    if (r->all_times && !r->obj_time) {
        fprintf(stderr, "mapper: error: --all-times goes with --objective time (it replays every placement's trace)\n");
        return EXIT_USAGE;
    }
    if (r->physical && fmt != CP_OUT_RANKFILE) {
        fprintf(stderr, "mapper: error: --physical is for rankfiles (not --format %s)\n", r->format);
        return EXIT_USAGE;
    }
    if (r->platform && (r->hier || r->topology || r->nodes || r->switches || r->per_socket || r->latency || r->dists)) {
        fprintf(stderr, "mapper: error: --platform describes the whole machine (hosts, cores, switches, latencies and "
                        "bandwidths): no --hierarchy, --topology, --nodes, --switches, --cores-per-socket, --latency or "
                        "--distances with it (--hostfile: the job's hosts among its own; --cost replaces its costs)\n");
        return EXIT_USAGE;
    }
    if (r->hier && (r->hostfile || r->topology || r->nodes || r->switches || r->per_socket)) {
        fprintf(stderr, "mapper: error: --hierarchy describes the whole machine: no --hostfile, --topology, --nodes, "
                        "--switches or --cores-per-socket with it (its first number is the cores per socket)\n");
        return EXIT_USAGE;
    }
    if (r->per_socket && r->topology) {
        fprintf(stderr, "mapper: error: --cores-per-socket with --topology: hwloc gives the sockets (packages)\n");
        return EXIT_USAGE;
    }
    if (r->nodes && (!r->topology || r->hostfile)) {
        fprintf(stderr, "mapper: error: --nodes goes with --topology (and without --hostfile, which names the nodes)\n");
        return EXIT_USAGE;
    }
    if (r->ntypes > 1 && !r->hostfile) {
        fprintf(stderr, "mapper: error: several --topology node types need a --hostfile naming the hosts\n");
        return EXIT_USAGE;
    }
    if (r->ntypes == 1 && r->types[0].hosts && !r->hostfile) {
        fprintf(stderr, "mapper: error: --topology XML=HOSTS needs a --hostfile naming the hosts\n");
        return EXIT_USAGE;
    }
    int lbmodel = r->costfile || r->latency || r->bandwidth;
    if (lbmodel && (!r->latency != !r->bandwidth || (r->costfile && r->latency))) {
        fprintf(stderr, "mapper: error: give either --cost FILE or both --latency and --bandwidth\n");
        return EXIT_USAGE;
    }
    if (lbmodel && (r->dists || r->weight)) {
        fprintf(stderr, "mapper: error: --%s does not apply with latency and bandwidth per level (a pair's cost "
                        "there is latency x msgs + bytes / bandwidth)\n", r->dists ? "distances" : "weight");
        return EXIT_USAGE;
    }
    if (r->graph_weight && !lbmodel && !r->platform) { /* a platform's links carry latencies and bandwidths */
        fprintf(stderr, "mapper: error: --graph-weight says what a METIS graph's weights count under --cost, "
                        "--latency/--bandwidth or --platform: give one (with distances a weight is a weight)\n");
        return EXIT_USAGE;
    }
    r->weight_given = r->weight || r->dists;
    if (!r->weight) r->weight = "bytes";
    if (strcmp(r->weight, "bytes") && strcmp(r->weight, "msgs") && strcmp(r->weight, "cost")) {
        fprintf(stderr, "mapper: error: unknown --weight '%s' (bytes, msgs, cost)\n", r->weight);
        return EXIT_USAGE;
    }
    if (!cp_map_strategy_known(r->strategy)) {
        fprintf(stderr, "mapper: error: unknown --strategy '%s'\n", r->strategy);
        return EXIT_USAGE;
    }
    return 0;
}

/* Before any work: a mistyped -o or --report must not replace an input. */
static int refuse_overwrites(const cp_mapper_cli_t *r)
{
    const char *ins[r->ntypes + 7];
    int nin = 0;
    ins[nin++] = r->gpath;
    ins[nin++] = r->hostfile;
    ins[nin++] = r->switches;
    ins[nin++] = r->costfile;
    ins[nin++] = r->platform;
    ins[nin++] = r->placement;
    for (int i = 0; i < r->ntypes; i++) ins[nin++] = r->types[i].xml;
    cp_err_t why;
    const char *outs[3] = {r->outpath, r->report, r->write_platform};
    for (int i = 0; i < 3; i++)
        if (cp_out_refuse(outs[i], ins, nin, &why)) {
            cp_err_print("mapper", &why);
            return EXIT_USAGE;
        }
    if (r->outpath && r->report && !strcmp(r->outpath, r->report)) {
        fprintf(stderr, "mapper: error: -o and --report both name %s: give each output a file of its own\n", r->report);
        return EXIT_USAGE;
    }
    return 0;
}

static int parse(int argc, char **argv, cp_mapper_cli_t *r, cp_node_type_t *types)
{
    /* the defaults; obj_links -1: not asked, links where the machine gives
     * its uplinks' capacities (mapper_main.c) */
    *r = (cp_mapper_cli_t){.types = types, .levels = "all", .strategy = "portfolio", .passes = 20, .obj_links = -1,
                           .seed = 1, .time_limit = 10, .kinds = CP_KIND_P2P | CP_KIND_COLL | CP_KIND_RMA,
                           .alpha = 1, .beta = 1.0 / 1024, .format = "rankfile"};
    int c, rc;
    while ((c = getopt_long(argc, argv, "ho:q", opts, NULL)) != -1)
        if ((rc = take_option(c, optarg, r, types))) return rc;
    if (optind != argc - 1 && !((r->check || r->write_platform) && optind == argc)) { /* --check needs no graph */
        fprintf(stderr, "mapper: error: expected one graph file or recording directory\n");
        usage(stderr);
        return EXIT_USAGE;
    }
    r->gpath = optind < argc ? argv[optind] : "-";
    if ((rc = check_together(r)) || (rc = refuse_overwrites(r))) return rc;
    return 0;
}

/* mapper: communication graph + machine -> placement.  Thin CLI over the
 * mapper library (graph, machine, map_*, rankfile_write). */
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "comm_matrix.h"
#include "graph.h"
#include "machine.h"
#include "map.h"
#include "out_file.h"
#include "rankfile_write.h"

#include "cli_exit.h"

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
"$SLURM_JOB_NODELIST with $SLURM_TASKS_PER_NODE, or Open MPI's\n"
"$OMPI_MCA_orte_default_hostfile, else this machine as hwloc sees it):\n"
"  --hierarchy H        levels innermost first, e.g. 16:2:32 = 16 cores per socket,\n"
"                       2 sockets per node, 32 nodes (add :N for N clusters)\n"
"  --hostfile F         Open MPI hostfile (host slots=N) or MPICH machine file (host:N);\n"
"                       --cores-per-socket N splits\n"
"                       each host into sockets\n"
"  --topology X         the inside of each node from hwloc: X = a topology XML\n"
"                       (lstopo --of xml) or 'this' (this machine); sockets are\n"
"                       its packages, cores its cores.  With --hostfile each host\n"
"                       takes its first slots cores; --nodes N = N such nodes;\n"
"                       alone, one node.  Node types: X=HOSTS, once per type\n"
"                       (HOSTS as Slurm writes them, n[01-04],gpu1), one X\n"
"                       without =HOSTS for the other hosts; with --hostfile\n"
"  --switches F         the levels above the nodes: Slurm's topology.conf (SwitchName=\n"
"                       Switches= Nodes=), or the same form grouping hosts into\n"
"                       clusters (default with Slurm: its topology.conf if present)\n"
"  --distances D        cost per level, innermost first (default 1:10:100[:1000...]):\n"
"                       a pair costs its weight x the distance of the closest level\n"
"                       its cores share\n"
"  --cost FILE          latency and bandwidth per level instead (lines 'NAME LATENCY\n"
"                       BANDWIDTH', innermost first, e.g. 'node 0.6us 10GB/s'): a\n"
"                       pair costs latency x msgs + bytes / bandwidth, in seconds.\n"
"                       Needs messages and bytes: not with a METIS graph\n"
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
"                       rank), identity\n"
"  --objective O        sum (default: total cost, J/2 = sum of weight x distance)\n"
"                       or max (the bottleneck: the largest cost of any rank, then\n"
"                       how many ranks have it); both are reported either way\n"
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
"  --reproducible       the same placement on every run: Scotch in one thread (its\n"
"                       threaded runs vary), no time limit\n"
"  --threads N          run portfolio members on N threads (default: half the\n"
"                       CPUs this process may use, at most 8; on 2 or 3, 1\n"
"                       where threaded Scotch runs, else 2)\n"
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
"  -q                   no report on stderr\n"
"exit status: 0 ok, 2 usage or impossible machine, 3 bad input, 4 I/O error\n");
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* A level number: digits only ("2x" and "" are not 2 and 0). */
static int level_number(const char **p, int *k)
{
    if (!isdigit((unsigned char)**p)) return -1;
    long v = 0;
    for (; isdigit((unsigned char)**p); (*p)++)
        if ((v = 10 * v + (**p - '0')) > 64) return -1;
    *k = (int)v;
    return 0;
}

static unsigned parse_levels(const char *s, int depth, int *ok)
{
    *ok = 1;
    if (!strcmp(s, "all")) return ~0u;
    unsigned mask = 0;
    int k;
    if (!strchr(s, ',')) {
        if (level_number(&s, &k) || *s || k < 1 || k > depth) *ok = 0;
        for (int d = 0; *ok && d < k; d++) mask |= 1u << d;
        return mask;
    }
    for (const char *p = s; *ok;) {
        if (level_number(&p, &k) || k < 1 || k > depth || (*p && *p != ',')) *ok = 0;
        else mask |= 1u << (k - 1);
        if (*p != ',') break;
        if (!*++p) break; /* "2,": a list of one, level 2 alone */
    }
    return mask;
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

typedef struct result {
    const char *name;
    int *core_of;
    double cost, cost_max, secs;
    int valid;
    unsigned seed;
} result_t;

/* The portfolio's members are independent: they run on a pool of threads.
 * METIS and Scotch calls are each serialized (Scotch seeds a global random
 * state; METIS's thread safety depends on how GKlib was built), so what
 * overlaps is one library call of each with the refinements, which are
 * ours.  Results land at fixed places, so the choice does not depend on
 * which thread finished first. */
typedef struct member {
    const char *name;
    int scotch, method, ufactor;
    double kbal;
    int det;       /* Scotch in one thread, reproducible */
    int bottom_up; /* METIS grouping from the cores up */
    int grid;      /* 1: boxes of a 2-D or 3-D grid; 2: tiles of a 2-D lattice (no library, one seed) */
} member_t;

typedef struct job {
    const member_t *mb;
    int k; /* member index: members after the first three are skipped past the time limit */
    unsigned seed;
    result_t *out;
} job_t;

typedef struct pool {
    job_t *jobs;
    int njobs, next;
    pthread_mutex_t lock, metis_lock, scotch_lock;
    const cp_graph_t *g;
    const cp_machine_t *m;
    cp_map_opts_t o;
    int passes, obj_max, reproducible;
    int in_order; /* --levels: the depth whose subtrees hold their ranks in order, or -1 */
    double tstart, time_limit;
} pool_t;

/* whether placement a beats b: the smaller sum, or with --objective max the
 * smaller bottleneck, then the smaller sum */
static int better(const result_t *a, const result_t *b, int obj_max)
{
    if (obj_max) return a->cost_max < b->cost_max || (a->cost_max == b->cost_max && a->cost < b->cost);
    return a->cost < b->cost;
}

/* one annealing chain (--anneal) from a copy of `start`, then refined */
typedef struct anneal {
    const cp_graph_t *g;
    const cp_machine_t *m;
    const int *start;
    int *core_of; /* the result, NULL when out of memory */
    double moves_per_rank, t0_factor;
    unsigned seed;
    int passes, obj_max, in_order;
    double limit;  /* seconds for the chain (0: none) */
    double secs;
    int64_t moves; /* made: fewer than asked where the limit cut them */
} anneal_t;

static void *anneal_chain(void *arg)
{
    anneal_t *a = arg;
    double t = now();
    int n = a->g->vertnbr;
    a->core_of = malloc((size_t)n * sizeof(int));
    if (!a->core_of) return NULL;
    memcpy(a->core_of, a->start, (size_t)n * sizeof(int));
    cp_map_anneal(a->g, a->m, a->core_of, a->moves_per_rank, a->t0_factor, a->seed, a->limit, &a->moves);
    cp_map_refine(a->g, a->m, a->core_of, a->passes, a->seed);
    if (a->obj_max) cp_map_refine_max(a->g, a->m, a->core_of, a->passes);
    if (a->in_order >= 0 && cp_map_in_order(a->m, a->in_order, n, a->core_of)) {
        free(a->core_of);
        a->core_of = NULL;
    }
    a->secs = now() - t;
    return NULL;
}

static void *portfolio_worker(void *arg)
{
    pool_t *p = arg;
    int n = p->g->vertnbr;
    for (;;) {
        pthread_mutex_lock(&p->lock);
        int j = p->next++;
        pthread_mutex_unlock(&p->lock);
        if (j >= p->njobs) return NULL;
        job_t *jb = &p->jobs[j];
        /* keep at least one of each kind; a reproducible run ignores the clock */
        if (jb->k > 2 && !p->reproducible && now() - p->tstart > p->time_limit) continue;
        cp_map_opts_t mo = p->o;
        mo.seed = jb->seed;
        mo.metis_method = jb->mb->method;
        mo.metis_ufactor = jb->mb->ufactor;
        mo.scotch_kbal = jb->mb->kbal;
        mo.scotch_deterministic = jb->mb->det || p->reproducible;
        double t = now();
        int *co = malloc((size_t)n * sizeof(int));
        if (!co) continue;
        int rc;
        if (jb->mb->grid) {
            rc = jb->mb->grid == 2 ? cp_map_lattice(p->g, p->m, co) : cp_map_grid(p->g, p->m, co);
        } else {
            pthread_mutex_t *lib = jb->mb->scotch ? &p->scotch_lock : &p->metis_lock;
            pthread_mutex_lock(lib);
            rc = jb->mb->scotch      ? cp_map_scotch(p->g, p->m, &mo, co)
                 : jb->mb->bottom_up ? cp_map_bottom_up(p->g, p->m, &mo, co)
                                     : cp_map_hier_metis(p->g, p->m, &mo, co);
            pthread_mutex_unlock(lib);
        }
        if (rc) { /* e.g. Scotch on an irregular machine */
            free(co);
            continue;
        }
        cp_map_repair(p->g, p->m, co);
        cp_map_refine(p->g, p->m, co, p->passes, mo.seed);
        if (p->obj_max) cp_map_refine_max(p->g, p->m, co, p->passes);
        if (p->in_order >= 0 && cp_map_in_order(p->m, p->in_order, n, co)) { /* out of memory */
            free(co);
            continue;
        }
        *jb->out = (result_t){jb->mb->name, co, 0, 0, now() - t, 1, mo.seed};
    }
}

int main(int argc, char **argv)
{
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
        {"physical", no_argument, 0, 'P'}, {"anneal", required_argument, 0, 'A'}, {0, 0, 0, 0}};
    const char *hier = NULL, *hostfile = NULL, *topology = NULL, *dists = NULL, *levels = "all", *strategy = "portfolio";
    const char *weight = NULL, *format = "rankfile", *outpath = NULL;
    const char *costfile = NULL, *latency = NULL, *bandwidth = NULL, *switches = NULL;
    int per_socket = 0, passes = 20, quiet = 0, nodes = 0, nthreads = 0, reproducible = 0, physical = 0, c;
    int kinds = CP_KIND_P2P | CP_KIND_COLL | CP_KIND_RMA, obj_max = 0, kinds_given = 0;
    double time_limit = 10, anneal = 0;
    unsigned seed = 1;
    double alpha = 1, beta = 1.0 / 1024;
    /* --topology XML[=HOSTS], once per node type: at most one per argument */
    cp_node_type_t types[argc + 1];
    int ntypes = 0;
    while ((c = getopt_long(argc, argv, "ho:q", opts, NULL)) != -1) {
        switch (c) {
        case 'H': hier = optarg; break;
        case 'F': hostfile = optarg; break;
        case 'X': {
            /* XML=HOSTS: split at the last '=' (argv is ours to write) */
            char *eq = strrchr(optarg, '=');
            if (eq) *eq = 0;
            if ((eq && !eq[1]) || !*optarg) {
                fprintf(stderr, "mapper: error: bad --topology '%s%s' (an XML, 'this', or XML=HOSTS)\n", optarg,
                        eq ? "=" : "");
                return EXIT_USAGE;
            }
            types[ntypes++] = (cp_node_type_t){strcmp(optarg, "this") ? optarg : NULL, eq ? eq + 1 : NULL};
            topology = optarg;
            break;
        }
        case 'O':
            if (strcmp(optarg, "sum") && strcmp(optarg, "max")) {
                fprintf(stderr, "mapper: error: bad --objective '%s' (sum or max)\n", optarg);
                return EXIT_USAGE;
            }
            obj_max = !strcmp(optarg, "max");
            break;
        case 'i': { /* a comma-separated list of p2p, coll, rma */
            int k = 0;
            for (const char *p = optarg; *p && k >= 0;) {
                size_t n = strcspn(p, ",");
                if (n == 3 && !strncmp(p, "p2p", 3)) k |= CP_KIND_P2P;
                else if (n == 4 && !strncmp(p, "coll", 4)) k |= CP_KIND_COLL;
                else if (n == 3 && !strncmp(p, "rma", 3)) k |= CP_KIND_RMA;
                else k = -1;
                p += n + (p[n] == ',');
            }
            if (k <= 0) {
                fprintf(stderr, "mapper: error: bad --include '%s' (a comma-separated list of p2p, coll, rma)\n", optarg);
                return EXIT_USAGE;
            }
            kinds = k;
            kinds_given = 1;
            break;
        }
        case 'N': {
            long v;
            if (opt_long("nodes", optarg, 1, CP_MACHINE_MAX_HOSTS, &v)) return EXIT_USAGE;
            nodes = (int)v;
            break;
        }
        case 'c': {
            long v;
            if (opt_long("cores-per-socket", optarg, 1, CP_MACHINE_MAX_CORES, &v)) return EXIT_USAGE;
            per_socket = (int)v;
            break;
        }
        case 'd': dists = optarg; break;
        case 'C': costfile = optarg; break;
        case 'W': switches = optarg; break;
        case 'j': {
            long v;
            if (opt_long("threads", optarg, 1, 64, &v)) return EXIT_USAGE;
            nthreads = (int)v;
            break;
        }
        case 'L': latency = optarg; break;
        case 'B': bandwidth = optarg; break;
        case 'l': levels = optarg; break;
        case 's': strategy = optarg; break;
        case 'p': {
            long v;
            if (opt_long("passes", optarg, 0, 1000000, &v)) return EXIT_USAGE;
            passes = (int)v;
            break;
        }
        case 'S': {
            long v;
            if (opt_long("seed", optarg, 0, 4294967295L, &v)) return EXIT_USAGE;
            seed = (unsigned)v;
            break;
        }
        case 'w': weight = optarg; break;
        case 'a': if (opt_real("alpha", optarg, 0, &alpha)) return EXIT_USAGE; break;
        case 'b': if (opt_real("beta", optarg, 0, &beta)) return EXIT_USAGE; break;
        case 'f': format = optarg; break;
        case 'o': outpath = optarg; break;
        case 'q': quiet = 1; break;
        case 'R': reproducible = 1; break;
        case 'P': physical = 1; break;
        case 'T': if (opt_real("time-limit", optarg, 1, &time_limit)) return EXIT_USAGE; break;
        case 'A': /* a bound that keeps moves x ranks in 64 bits */
            if (opt_real("anneal", optarg, 0, &anneal)) return EXIT_USAGE;
            if (anneal > 1e9) {
                fprintf(stderr, "mapper: error: bad --anneal '%s' (swaps a rank, at most 1e9)\n", optarg);
                return EXIT_USAGE;
            }
            break;
        case 'h': usage(stdout); return 0;
        default: usage(stderr); return EXIT_USAGE;
        }
    }
    if (optind != argc - 1) {
        fprintf(stderr, "mapper: error: expected one graph file or recording directory\n");
        usage(stderr);
        return EXIT_USAGE;
    }
    const char *gpath = argv[optind];
    int fmt = cp_out_format_parse(format);
    if (fmt < 0) {
        fprintf(stderr, "mapper: error: unknown --format '%s' (rankfile, perm, hosts, slurm)\n", format);
        return EXIT_USAGE;
    }
    if (physical && fmt != CP_OUT_RANKFILE) {
        fprintf(stderr, "mapper: error: --physical is for rankfiles (not --format %s)\n", format);
        return EXIT_USAGE;
    }
    if (physical) fmt = CP_OUT_RANKFILE_PHYSICAL;
    if (hier && (hostfile || topology || nodes || switches || per_socket)) {
        fprintf(stderr, "mapper: error: --hierarchy describes the whole machine: no --hostfile, --topology, --nodes, "
                        "--switches or --cores-per-socket with it (its first number is the cores per socket)\n");
        return EXIT_USAGE;
    }
    if (per_socket && topology) {
        fprintf(stderr, "mapper: error: --cores-per-socket with --topology: hwloc gives the sockets (packages)\n");
        return EXIT_USAGE;
    }
    if (nodes && (!topology || hostfile)) {
        fprintf(stderr, "mapper: error: --nodes goes with --topology (and without --hostfile, which names the nodes)\n");
        return EXIT_USAGE;
    }
    if (ntypes > 1 && !hostfile) {
        fprintf(stderr, "mapper: error: several --topology node types need a --hostfile naming the hosts\n");
        return EXIT_USAGE;
    }
    if (ntypes == 1 && types[0].hosts && !hostfile) {
        fprintf(stderr, "mapper: error: --topology XML=HOSTS needs a --hostfile naming the hosts\n");
        return EXIT_USAGE;
    }
    const char *machine_from = NULL; /* said in the report when the default was taken */
    const char *slurm = NULL, *slurm_counts = NULL, *counts_var = "SLURM_TASKS_PER_NODE";
    if (!hier && !hostfile && !topology) {
        const char *pbs = getenv("PBS_NODEFILE"), *ompi = getenv("OMPI_MCA_orte_default_hostfile");
        slurm = getenv("SLURM_JOB_NODELIST");
        if (!(slurm_counts = getenv(counts_var))) slurm_counts = getenv(counts_var = "SLURM_JOB_CPUS_PER_NODE");
        if (pbs && *pbs) hostfile = pbs, machine_from = "$PBS_NODEFILE", slurm = NULL;
        else if (slurm && *slurm && slurm_counts) machine_from = counts_var;
        else if (ompi && *ompi) hostfile = ompi, machine_from = "$OMPI_MCA_orte_default_hostfile", slurm = NULL;
        else topology = "this", machine_from = "this machine (hwloc)", slurm = NULL;
    }
    if (topology && !ntypes) types[ntypes++] = (cp_node_type_t){NULL, NULL}; /* this machine */
    /* before any work: a mistyped -o must not replace an input */
    {
        const char *ins[ntypes + 4];
        int nin = 0;
        ins[nin++] = gpath;
        ins[nin++] = hostfile;
        ins[nin++] = switches;
        ins[nin++] = costfile;
        for (int i = 0; i < ntypes; i++) ins[nin++] = types[i].xml;
        char why[2048];
        if (cp_out_refuse(outpath, ins, nin, why, sizeof why)) {
            fprintf(stderr, "mapper: error: %s\n", why);
            return EXIT_USAGE;
        }
    }
    int lbmodel = costfile || latency || bandwidth;
    if (lbmodel && (!latency != !bandwidth || (costfile && latency))) {
        fprintf(stderr, "mapper: error: give either --cost FILE or both --latency and --bandwidth\n");
        return EXIT_USAGE;
    }
    if (lbmodel && (dists || weight)) {
        fprintf(stderr, "mapper: error: --%s does not apply with latency and bandwidth per level (a pair's cost "
                        "there is latency x msgs + bytes / bandwidth)\n", dists ? "distances" : "weight");
        return EXIT_USAGE;
    }
    if (!weight) weight = "bytes";
    if (strcmp(weight, "bytes") && strcmp(weight, "msgs") && strcmp(weight, "cost")) {
        fprintf(stderr, "mapper: error: unknown --weight '%s' (bytes, msgs, cost)\n", weight);
        return EXIT_USAGE;
    }
    cp_machine_t m;
    cp_machine_err_t merr;
    char dbuf[256];
    if (!dists && hier) { /* 1:10:100:... one per level (host-based machines default alike) */
        int nl = 1;
        for (const char *p = hier; *p; p++) nl += *p == ':';
        dbuf[0] = 0;
        long d = 1;
        for (int i = 0; i < nl && i < 12; i++, d *= 10)
            snprintf(dbuf + strlen(dbuf), sizeof dbuf - strlen(dbuf), "%s%ld", i ? ":" : "", d);
        dists = dbuf;
    }
    /* Slurm's own switch tree, where the cluster has one */
    char slurm_topo[4096];
    if (!switches && slurm) {
        const char *conf = getenv("SLURM_CONF"), *slash = conf ? strrchr(conf, '/') : NULL;
        if (slash) snprintf(slurm_topo, sizeof slurm_topo, "%.*s/topology.conf", (int)(slash - conf), conf);
        else snprintf(slurm_topo, sizeof slurm_topo, "/etc/slurm/topology.conf");
        if (access(slurm_topo, R_OK) == 0) {
            switches = slurm_topo;
            if (!quiet) fprintf(stderr, "mapper: switches from %s\n", slurm_topo);
        }
    }
    cp_switches_t sw, *swp = NULL;
    if (switches) {
        if (cp_switches_read(switches, &sw, &merr)) {
            fprintf(stderr, "mapper: error: %s\n", merr.msg);
            return errno == ENOENT ? EXIT_IO : EXIT_USAGE;
        }
        swp = &sw;
    }
    int mrc;
    if (hier) {
        mrc = cp_machine_from_hierarchy(hier, dists, &m, &merr);
    } else if (slurm) {
        cp_hostlist_t hl;
        mrc = cp_hostlist_from_slurm(slurm, slurm_counts, counts_var, &hl, &merr);
        if (!mrc) {
            mrc = cp_machine_from_hostlist(&hl, per_socket, swp, dists, &m, &merr);
            cp_hostlist_free(&hl);
        }
    } else if (topology) {
        cp_hostlist_t hl = {0};
        mrc = hostfile ? cp_hostfile_read(hostfile, &hl, &merr) : 0;
        if (!mrc && nodes) { /* N nodes of the topology's size: slots filled in below */
            hl.n = hl.cap = nodes;
            hl.name = calloc((size_t)nodes, sizeof *hl.name);
            hl.slots = calloc((size_t)nodes, sizeof *hl.slots);
            for (int i = 0; hl.name && hl.slots && i < nodes; i++) {
                char nm[32];
                snprintf(nm, sizeof nm, "node%d", i);
                if (!(hl.name[i] = strdup(nm))) break;
            }
            if (!hl.name || !hl.slots || !hl.name[nodes - 1]) {
                snprintf(merr.msg, sizeof merr.msg, "out of memory for %d nodes", nodes);
                mrc = -1;
            }
        }
        if (!mrc) {
            if (nodes) { /* every node whole: learn the size from the topology first */
                cp_machine_t one;
                mrc = cp_machine_from_hwloc_types(types, 1, NULL, NULL, NULL, &one, &merr);
                for (int i = 0; !mrc && i < nodes; i++) hl.slots[i] = one.ncores;
                if (!mrc) cp_machine_free(&one);
            }
            if (!mrc) mrc = cp_machine_from_hwloc_types(types, ntypes, hostfile || nodes ? &hl : NULL, swp, dists, &m, &merr);
        }
        cp_hostlist_free(&hl);
    } else {
        mrc = cp_machine_from_hostfile(hostfile, per_socket, swp, dists, &m, &merr);
    }
    if (swp) cp_switches_free(swp);
    if (mrc) {
        fprintf(stderr, "mapper: error: %s\n", merr.msg);
        return EXIT_USAGE;
    }
    if (physical && !m.core_pu) {
        fprintf(stderr, "mapper: error: --physical needs the cores' PU numbers, which only hwloc knows: give the "
                        "nodes' topology with --topology (a --hierarchy, hostfile or Slurm list alone has none)\n");
        cp_machine_free(&m);
        return EXIT_USAGE;
    }
    /* from here on, every exit goes through `out`, which frees all */
    int rc = 0, nres = 0;
    cp_graph_t g = {0};
    job_t *jobs = NULL;
    result_t *res = NULL;
    if (lbmodel && (costfile ? cp_machine_cost_read(&m, costfile, &merr)
                             : cp_machine_cost_lists(&m, latency, bandwidth, &merr))) {
        fprintf(stderr, "mapper: error: %s\n", merr.msg);
        rc = costfile && errno == ENOENT ? EXIT_IO : EXIT_USAGE;
        goto out;
    }
    if (machine_from && !quiet)
        fprintf(stderr, "mapper: machine from %s%s%s%s: %d cores\n", slurm ? "$SLURM_JOB_NODELIST and $" : "",
                machine_from, hostfile ? " " : "", hostfile ? hostfile : "", m.ncores);
    cp_graph_err_t gerr;
    char warn[600];
    double t0 = now();
    cp_input_kind_t kind;
    cp_weight_t w = {!strcmp(weight, "msgs") ? CP_W_MSGS : !strcmp(weight, "cost") ? CP_W_COST : CP_W_BYTES,
                     alpha, beta, 1, lbmodel};
    cp_matrix_t mat;
    cp_matrix_err_t merr2;
    cp_input_t in = {&gpath, 1, {NULL, 0, kinds, 0, 0, 0, 0}, kinds_given, 0, 0};
    int irc = cp_input_read(&in, &mat, &merr2, &kind);
    if (irc) {
        fprintf(stderr, "mapper: error: %s%s\n", merr2.msg,
                merr2.code == CP_ERR_MISSING
                    ? " (that rank wrote nothing: analyzer --allow-partial makes a graph of the others)" : "");
        rc = irc;
        goto out;
    }
    if (kind != CP_IN_OTHER) {
        if (mat.trace_ncut) {
            char line[1024];
            cp_trace_cut_line(&mat, line, sizeof line);
            fprintf(stderr, "mapper: warning: %s\n", line);
        }
        int grc = cp_graph_from_matrix_take(&mat, &w, 1, &g);
        cp_matrix_free(&mat);
        if (grc) {
            fprintf(stderr, "mapper: error: out of memory\n");
            rc = EXIT_IO;
            goto out;
        }
    } else if (lbmodel) {
        fprintf(stderr, "mapper: error: %s: a graph has one weight per edge, but latency and bandwidth per level "
                        "need messages and bytes: give the recording, monitoring files or trace it came from\n",
                gpath);
        rc = EXIT_USAGE;
        goto out;
    } else if (cp_graph_read_metis(gpath, &g, &gerr, warn, sizeof warn)) {
        fprintf(stderr, "mapper: error: %s\n", gerr.msg);
        rc = errno == ENOENT ? EXIT_IO : EXIT_DATA;
        goto out;
    } else if (warn[0]) {
        fprintf(stderr, "mapper: warning: %s\n", warn);
    }
    double tread = now() - t0;
    if (g.vertnbr > m.ncores) {
        fprintf(stderr, "mapper: error: %d ranks but the machine has %d cores%s%s%s\n", g.vertnbr, m.ncores,
                machine_from ? ": " : "", machine_from ? machine_from : "",
                machine_from ? ", the default; give the job's machine with --hierarchy, --hostfile or --topology" : "");
        rc = EXIT_USAGE;
        goto out;
    }
    int lok;
    cp_map_opts_t o = {parse_levels(levels, m.depth, &lok), seed, passes, !quiet, 0, 0, 0, 0, 0};
    if (!lok) {
        fprintf(stderr, "mapper: error: bad --levels '%s' (all, 1..%d, or a list like 1,2)\n", levels, m.depth);
        rc = EXIT_USAGE;
        goto out;
    }
    int want_metis = !strcmp(strategy, "portfolio") || !strcmp(strategy, "metis");
    int want_bottom_up = want_metis || !strcmp(strategy, "bottom-up");
    int want_scotch = !strcmp(strategy, "portfolio") || !strcmp(strategy, "scotch");
    int want_grid = !strcmp(strategy, "portfolio") || !strcmp(strategy, "grid");
    int want_lattice = !strcmp(strategy, "portfolio") || !strcmp(strategy, "lattice");
    if (!want_bottom_up && !want_scotch && !want_grid && !want_lattice && strcmp(strategy, "identity")) {
        fprintf(stderr, "mapper: error: unknown --strategy '%s'\n", strategy);
        rc = EXIT_USAGE;
        goto out;
    }
    /* --levels: the levels not partitioned hold their ranks in order.
     * Where they all lie below the partitioned ones (L1MAP, L12MAP), every
     * member's placement, refined, is brought to that form (map_levels.c)
     * and compared as it is then.  Where a partitioned level lies below
     * one in order (L2MAP), only METIS top-down (map_hier.c) places so:
     * it runs alone, and nothing refines its placement afterwards. */
    unsigned full = m.depth >= 31 ? ~0u : (1u << m.depth) - 1, lv = o.levels & full;
    int in_order = -1, top = __builtin_popcount(lv);
    if (lv != full && lv == (top >= 31 ? ~0u : (1u << top) - 1)) {
        in_order = top;
    } else if (lv != full) {
        if (!want_metis) {
            fprintf(stderr, "mapper: error: --levels %s partitions a level below one it places in order, which only "
                            "--strategy metis (or portfolio) does\n", levels);
            rc = EXIT_USAGE;
            goto out;
        }
        want_bottom_up = want_scotch = want_grid = want_lattice = 0;
        if (passes || anneal > 0)
            fprintf(stderr, "mapper: note: --levels %s partitions a level below one it places in order: METIS "
                            "top-down alone, unrefined%s\n", levels, anneal > 0 ? ", not annealed" : "");
        passes = 0, anneal = 0;
    }
    int n = g.vertnbr;
    /* The portfolio: members measured on the shared graphs to win somewhere
     * (recursive bisection with 10% METIS slack then exact repair won on BT,
     * threaded Scotch with 1% slack on CloverLeaf, deterministic Scotch
     * the only one to reach the 16^3 stencil's optimum on every run,
     * bottom-up grouping the weighted 16^3 stencil's 476,160); fewer
     * members on big graphs, and no Scotch above 8,000 ranks (below) */
    static const member_t members[] = {
        {"metis-recursive-u100", 0, 1, 100, 0, 0, 0, 0},  {"scotch-tleaf-kbal0.01", 1, 0, 0, 0.01, 0, 0, 0},
        {"scotch-det-kbal0.01", 1, 0, 0, 0.01, 1, 0, 0},  {"metis-bottom-up", 0, 0, 1, 0, 0, 1, 0},
        {"metis-auto-u30", 0, 0, 30, 0, 0, 0, 0},         {"metis-recursive-u1", 0, 1, 1, 0, 0, 0, 0},
        {"scotch-tleaf-kbal0.05", 1, 0, 0, 0.05, 0, 0, 0}, {"metis-kway-u100", 0, 2, 100, 0, 0, 0, 0},
    };
    int nmembers = (int)(sizeof members / sizeof *members), nseeds = 3;
    /* 2,000 to 8,000 ranks: one seed each, and Scotch deterministic only
     * (one thread, as fast here as threaded: 0.17 against 0.22 s at 4,096),
     * so the members can share the cores: the 16^3 stencil 0.91 -> ~0.25 s
     * on 2 cores, bottom-up still reaching both its optima */
    int mid = n > 2000 && n <= 8000;
    if (n > 2000) nmembers = 4, nseeds = mid ? 1 : 2;
    if (n > 20000) nseeds = 1;
    jobs = calloc((size_t)(nmembers * nseeds + 2), sizeof *jobs);
    res = calloc((size_t)(5 + nmembers * nseeds), sizeof *res); /* identity, members, grid, lattice, 2 anneals */
    if (!jobs || !res) {
        fprintf(stderr, "mapper: error: out of memory\n");
        rc = EXIT_IO;
        goto out;
    }
    res[0] = (result_t){"identity", malloc((size_t)n * sizeof(int)), 0, 0, 0, 1, 0};
    nres = 1;
    if (!res[0].core_of) {
        fprintf(stderr, "mapper: error: out of memory\n");
        rc = EXIT_IO;
        goto out;
    }
    cp_map_identity(n, res[0].core_of);
    int njobs = 0;
    for (int k = 0; k < nmembers; k++) {
        const member_t *mb = &members[k];
        if ((mb->scotch && !want_scotch) || (mb->bottom_up && !want_bottom_up) ||
            (!mb->scotch && !mb->bottom_up && !want_metis))
            continue;
        /* Scotch's tleaf mapping scans its domain list per vertex (measured
         * quadratic: over 10 minutes at 10^6 ranks on 20,000 nodes), and
         * above 8,000 ranks it never won here while taking most of the
         * run: the 32x32x16 stencil 1.4 of 2.4 s for 2.7% above the best
         * member, random geometric graphs of 12,288 and 16,384 ranks 1.7
         * and 2.4 s for 24% and 35% above.  --strategy scotch still runs it */
        if (mb->scotch && n > 8000 && strcmp(strategy, "scotch")) continue;
        /* bottom-up at 10^6 ranks: 81 s for a cost 22% above top-down's */
        if (mb->bottom_up && n > 65536) continue;
        if (mb->scotch && !mb->det && mid) continue;
        /* reproducible: every Scotch member runs deterministic, so this one would repeat another */
        if (mb->det && ((reproducible && !mid) || n > 8000)) continue; /* above 8,000: +1.3 s at 16,384 ranks */
        int ns = (mb->scotch && n > 8000) || mb->det ? 1 : nseeds;
        for (int sd = 0; sd < ns; sd++, njobs++)
            jobs[njobs] = (job_t){mb, k, seed + (unsigned)sd, &res[1 + njobs]};
    }
    /* the grid tiling at every size, within the time limit: milliseconds
     * to a few tenths of a second up to 65,536 ranks, 11 s beside METIS'
     * 15 s at 10^6, and nothing where the graph
     * is no grid */
    static const member_t grid_member = {"grid-tiling", 0, 0, 0, 0, 0, 0, 1};
    if (want_grid) jobs[njobs] = (job_t){&grid_member, 0, seed, &res[1 + njobs]}, njobs++;
    /* the lattice's tilings: 2-D grids up to 65,536 ranks, within a budget
     * of about a second (BT: 0.05 s) */
    static const member_t lattice_member = {"lattice-tiling", 0, 0, 0, 0, 0, 0, 2};
    if (want_lattice) jobs[njobs] = (job_t){&lattice_member, 0, seed, &res[1 + njobs]}, njobs++;
    pool_t pool = {jobs, njobs, 0, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
                   &g, &m, o, passes, obj_max, reproducible, in_order, now(), time_limit};
    /* by default half the usable CPUs, at most 8: on 16 cores 8 threads
     * took the 16^3 stencil from 0.98 to 0.55 s and 16,384 ranks from 3.32
     * to 1.47 s (Scotch calls stay one at a time and use the cores
     * themselves); on 2 cores one thread, as two made AMG2013 20.3 s
     * against 13.9 s (BT 0.74 against 1.22 s), because threaded Scotch
     * takes both: two where no member runs threaded Scotch */
    int anneal_threads = nthreads > 0 ? nthreads : 2; /* two chains: side by side unless --threads 1 or one CPU */
    if (nthreads <= 0) {
        cpu_set_t cs;
        int ncpu = sched_getaffinity(0, sizeof cs, &cs) == 0 ? CPU_COUNT(&cs) : (int)sysconf(_SC_NPROCESSORS_ONLN);
        if (ncpu < 2) anneal_threads = 1;
        int scotch_threads = 0; /* a threaded Scotch member takes the cores itself */
        for (int j = 0; j < njobs; j++) scotch_threads |= jobs[j].mb->scotch && !jobs[j].mb->det && !reproducible;
        nthreads = ncpu >= 4 ? (ncpu / 2 < 8 ? ncpu / 2 : 8) : ncpu >= 2 && !scotch_threads ? 2 : 1;
    }
    if (nthreads > njobs) nthreads = njobs > 0 ? njobs : 1;
    pthread_t tid[64];
    int started = 0;
    for (int i = 1; i < nthreads; i++)
        if (pthread_create(&tid[started], NULL, portfolio_worker, &pool) == 0) started++;
    portfolio_worker(&pool); /* this thread works too */
    for (int i = 0; i < started; i++) pthread_join(tid[i], NULL);
    /* the members that ran, in job order */
    for (int j = 0; j < njobs; j++)
        if (res[1 + j].core_of) res[nres++] = res[1 + j];
    if (nres == 1 && strcmp(strategy, "identity"))
        fprintf(stderr, "mapper: warning: strategy %s placed nothing on this machine (Scotch and bottom-up need every "
                        "tnode of a level alike, bottom-up also two levels or more; grid a 2-D or 3-D grid's traffic "
                        "and a core per rank, lattice a 2-D one's); identity kept\n", strategy);
    int best = 0;
    for (int i = 0; i < nres; i++) {
        res[i].valid = cp_map_is_valid(&m, n, res[i].core_of);
        res[i].cost = cp_map_cost(&g, &m, res[i].core_of);
        res[i].cost_max = cp_map_cost_max(&g, &m, res[i].core_of);
        if (res[i].valid && better(&res[i], &res[best], obj_max)) best = i;
    }
    if (!strcmp(strategy, "identity")) best = 0;
    /* Annealing: two chains from the chosen placement, one hot enough to
     * leave its basin and one that stays near it (map_anneal.c), side by
     * side where there are two threads; each is refined, and the better
     * one wins only if it beats the portfolio.  Not on dense graphs: a
     * move costs the partners' degree, and on AMG2013 (450 arcs a rank)
     * 20,000 moves a rank took 113 s and ended 28% above the start. */
    if (anneal > 0 && !strcmp(strategy, "identity"))
        fprintf(stderr, "mapper: warning: --anneal ignored with --strategy identity (rank i on core i, as asked)\n");
    if (anneal > 0 && strcmp(strategy, "identity")) {
        double arcs_per_rank = n ? (double)g.edgenbr / n : 0;
        if (arcs_per_rank > 32) {
            fprintf(stderr, "mapper: warning: --anneal skipped: the graph has %.0f arcs a rank (over 32), where each "
                            "move costs that many and annealing did not pay here\n", arcs_per_rank);
        } else {
            /* --time-limit bounds the annealing too, counted from its
             * start (the portfolio has had its own): chains side by side
             * get it each, chains in turn half each */
            int two_threads = anneal_threads >= 2;
            double limit = reproducible || isinf(time_limit) ? 0 /* none */
                           : (time_limit > 0 ? time_limit : 1e-9) / (two_threads ? 1 : 2);
            anneal_t ch[2] = {{&g, &m, res[best].core_of, NULL, anneal, 0.5, seed, passes, obj_max, in_order, limit, 0, 0},
                              {&g, &m, res[best].core_of, NULL, anneal, 0.1, seed, passes, obj_max, in_order, limit, 0, 0}};
            pthread_t at;
            int two = two_threads && pthread_create(&at, NULL, anneal_chain, &ch[1]) == 0;
            if (two_threads && !two) ch[0].limit = ch[1].limit = limit / 2;
            anneal_chain(&ch[0]);
            if (two) pthread_join(at, NULL);
            else anneal_chain(&ch[1]);
            int64_t asked = (int64_t)(anneal * n), made = ch[0].moves < ch[1].moves ? ch[0].moves : ch[1].moves;
            if (ch[0].core_of && ch[1].core_of && made < asked)
                fprintf(stderr, "mapper: warning: --anneal %g cut to %.0f swaps a rank to end within --time-limit %g s "
                                "(cooling faster); raise --time-limit, or --reproducible for all of them\n",
                        anneal, (double)made / n, time_limit);
            static const char *names[2] = {"anneal-t0.5", "anneal-t0.1"};
            for (int k = 0; k < 2; k++) {
                if (!ch[k].core_of) continue;
                result_t *a = &res[nres++];
                *a = (result_t){names[k], ch[k].core_of, cp_map_cost(&g, &m, ch[k].core_of),
                                cp_map_cost_max(&g, &m, ch[k].core_of), ch[k].secs,
                                cp_map_is_valid(&m, n, ch[k].core_of), seed};
                if (a->valid && better(a, &res[best], obj_max)) best = nres - 1;
            }
        }
    }
    /* the latency/bandwidth model's costs are picoseconds: say seconds */
    double u = lbmodel ? 1e-12 : 1;
    const char *us = lbmodel ? " s" : "";
    char header[1536];
    snprintf(header, sizeof header,
             "commprof mapper: %s, strategy %s (chosen: %s, seed %u), levels %s, passes %d, objective %s\n"
             "%s %.6g%s (identity %.6g%s, ratio %.4f); max per rank %.6g%s (identity %.6g%s)",
             gpath, strategy, res[best].name, res[best].seed, levels, passes, obj_max ? "max" : "sum",
             lbmodel ? "modeled cost (latency x messages + bytes / bandwidth, summed over pairs: compare ratios)"
                     : "cost J/2",
             res[best].cost * u, us, res[0].cost * u, us,
             res[0].cost > 0 ? res[best].cost / res[0].cost : 1.0, res[best].cost_max * u, us, res[0].cost_max * u, us);
    if (!m.hosts && fmt != CP_OUT_PERM) { /* --hierarchy: no host has a name */
        snprintf(header + strlen(header), sizeof header - strlen(header),
                 "\nhosts node0, node1, ... are placeholders (--hierarchy names no hosts): replace them, or map with "
                 "--hostfile for a rankfile mpirun can use");
        if (!quiet)
            fprintf(stderr, "mapper: note: hosts node0, node1, ... are placeholders (--hierarchy names no hosts): "
                            "replace them, or give the job's --hostfile\n");
    }
    cp_out_file_t out;
    if (cp_out_open(&out, outpath ? outpath : "-")) {
        fprintf(stderr, "mapper: error: %s: %s\n", outpath, strerror(errno));
        rc = EXIT_IO;
        goto out;
    }
    int wrc = cp_placement_write(out.f, fmt, &m, n, res[best].core_of, header);
    if (cp_out_close(&out, wrc == 0)) {
        fprintf(stderr, "mapper: error: cannot write %s\n", outpath ? outpath : "stdout");
        rc = EXIT_IO;
        goto out;
    }
    if (!quiet) {
        fprintf(stderr, "mapper: %d ranks on %d cores, %lld edges, read in %.3f s; %d member run%s on %d thread%s\n", n,
                m.ncores, (long long)g.edgenbr / 2, tread, nres - 1, nres == 2 ? "" : "s", nthreads,
                nthreads == 1 ? "" : "s");
        for (int i = 0; i < nres; i++)
            fprintf(stderr, "mapper: %-22s seed %-3u cost %.6g%s  max %.6g%s  %s %.3f s%s\n", res[i].name,
                    res[i].seed, res[i].cost * u, us, res[i].cost_max * u, us, res[i].valid ? "valid" : "INVALID", res[i].secs,
                    i == best ? "  <- chosen" : "");
        double lev[40];
        cp_map_level_traffic(&g, &m, res[best].core_of, lev);
        /* by the level a pair shares, innermost first, the levels that hold pairs */
        fprintf(stderr, lbmodel ? "mapper: modeled time by the level a pair shares (pairs summed, no overlap):"
                                : "mapper: weight by the level a pair shares:");
        if (m.depth < 40 && lev[m.depth] > 0) fprintf(stderr, " same core %.4g%s,", lev[m.depth] * u, us);
        for (int d = m.depth - 1, first = 1; d >= 0 && m.depth < 40; d--) {
            if (!cp_machine_level_used(&m, d)) continue;
            fprintf(stderr, "%s %s %.4g%s", first ? "" : ",", m.level_name[d], lev[d] * u, us);
            first = 0;
        }
        fputc('\n', stderr);
        /* how far from the best any placement can reach, where the graph
         * is a grid whose axes carry nearly all of it (else the bound,
         * though it holds, says little) */
        int gd[3];
        double share, lb = !lbmodel && cp_grid_reading(&g, &m, gd) == 0 ? cp_grid_bound(&g, &m, gd, &share) : -1;
        if (lb > 0 && share >= 0.9) {
            fprintf(stderr, "mapper: lower bound %.10g (the graph as a %d x %d x %d grid; no placement costs less): ",
                    lb, gd[0], gd[1], gd[2]);
            if (res[best].cost <= lb) fprintf(stderr, "this placement reaches it, so it is optimal\n");
            else fprintf(stderr, "this placement is at most %.2f%% above the optimum\n", 100 * (res[best].cost / lb - 1));
        }
        fprintf(stderr, "mapper: total %.3f s\n", now() - t0);
    }
out:
    for (int i = 0; i < nres; i++) free(res[i].core_of);
    free(res);
    free(jobs);

    cp_graph_free(&g);
    cp_machine_free(&m);
    return rc;
}

/* The portfolio (mapper_cli.h): the members the options ask for, each on
 * the graph and the machine, refined, compared on the true cost; then the
 * annealing of the best where asked. */
#include <ctype.h>
#include <stdarg.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cpus.h"
#include "cli_exit.h"
#include "mapper_cli.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* the request's progress (map_request.h), one call at a time: members
 * and replays end on several threads */
static pthread_mutex_t progress_lock = PTHREAD_MUTEX_INITIALIZER;
static void progress(const cp_map_request_t *rq, const char *stage, int done, int total)
{
    if (!rq || !rq->progress) return;
    pthread_mutex_lock(&progress_lock);
    rq->progress(rq->progress_ctx, stage, done, total);
    pthread_mutex_unlock(&progress_lock);
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

/* The portfolio's members are independent: they run on a pool of threads.
 * METIS and Scotch calls are each serialized (Scotch seeds a global random
 * state; METIS's thread safety depends on how GKlib was built), so what
 * overlaps is one library call of each with the refinements, which are
 * ours.  Results land at fixed places, so the choice does not depend on
 * which thread finished first. */
typedef struct member {
    const char *name;
    const char *kind; /* the --strategy that runs it alone (portfolio runs every kind) */
    int scotch, method, ufactor;
    double kbal;
    int bottom_up; /* METIS grouping from the cores up */
    int grid;      /* 1: boxes of a 2-D or 3-D grid; 2: tiles of a 2-D lattice (no library, one seed) */
    int hosts_first; /* Scotch on the hosts alone, then METIS into each host's sockets (map_scotch.c, map_hier.c) */
} member_t;

typedef struct job {
    const member_t *mb;
    int k; /* member index: members after the first two are skipped past the time limit */
    unsigned seed;
    cp_result_t *out;
} job_t;

/* A member's placement with its hosts swapped under their switches
 * (map_host_swap.c), for hosts_best: made beside the member, on its
 * thread */
typedef struct swapped {
    int *co;       /* NULL: nothing moved (or not made) */
    double key[2]; /* its most loaded link, the sum of the squared loads */
    int made;
} swapped_t;

typedef struct pool {
    job_t *jobs;
    swapped_t *sw; /* per result (res[1 + j] for job j), or NULL: none made */
    const int *order; /* the jobs in the order they are taken (pool_order) */
    int njobs, next;
    pthread_mutex_t lock, metis_lock, scotch_lock;
    const cp_graph_t *g;
    const cp_machine_t *m;
    cp_map_opts_t o;
    int passes, obj_max, reproducible;
    int in_order; /* --levels: the depth whose subtrees hold their ranks in order, or -1 */
    double tstart, time_limit;
    cp_result_t *res; /* where the jobs' results land (sw's index) */
    const cp_map_request_t *rq; /* its progress */
    int done;                   /* members ended (or skipped) */
    /* with the time objective: the trace's tape, written into tape_work by
     * a replay of tape_co by the first thread left without a member
     * (tape_taken), while the others end theirs, and lent to the replays'
     * threads (cp_time_work_lend_tape): each wrote its own at first, 0.13
     * s of the 3-D halo's 0.17 s of replays without contention at 4,096
     * ranks, where the members left a thread idle 0.23 s */
    cp_time_work_t *tape_work;
    const cp_ti_program_t *program;
    const int *tape_co;
    int tape_taken;
} pool_t;

/* whether placement a beats b: the smaller sum, or with --objective max the
 * smaller bottleneck, with --objective links (obj 2) the smaller load of
 * the most loaded link, with --objective time (obj 3) the earlier end of
 * the replay (where either could not be replayed, the fallback's); then
 * the smaller sum */
static int better(const cp_result_t *a, const cp_result_t *b, int obj, int fallback)
{
    /* an end known beats a bound (score_all): a bound under it is past
     * the ties of a candidate hosts_best will weigh */
    if (obj == CP_OBJ_TIME && a->cost_time >= 0 && b->cost_time >= 0)
        return (!a->time_bound && b->time_bound) ||
               (!a->time_bound == !b->time_bound &&
                (a->cost_time < b->cost_time || (a->cost_time == b->cost_time && a->cost < b->cost)));
    if (obj == CP_OBJ_TIME) obj = fallback;
    if (obj == 1) return a->cost_max < b->cost_max || (a->cost_max == b->cost_max && a->cost < b->cost);
    if (obj == 2) return a->cost_links < b->cost_links || (a->cost_links == b->cost_links && a->cost < b->cost);
    return a->cost < b->cost;
}

/* the refinements of the objective: swaps on the sum, then on the
 * bottleneck or the most loaded link; on routed links, then whole hosts
 * swapped under their switch (map_host_swap.c: the sum kept, the most
 * loaded link never higher) */
static void refine(const cp_graph_t *g, const cp_machine_t *m, int *co, int passes, unsigned seed, int obj)
{
    cp_map_refine(g, m, co, passes, seed);
    if (obj == 1) cp_map_refine_max(g, m, co, passes);
    if (obj == 2) cp_map_refine_links(g, m, co, passes);
    if (obj == 2 && m->routes) cp_map_swap_hosts(g, m, co, NULL);
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
    refine(a->g, a->m, a->core_of, a->passes, a->seed, a->obj_max);
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
    for (int ended = 0;; ended = 1) {
        pthread_mutex_lock(&p->lock);
        int j = p->next < p->njobs ? p->order[p->next] : p->njobs, done = p->done += ended;
        p->next++;
        int tape = j >= p->njobs && p->tape_work && !p->tape_taken;
        if (tape) p->tape_taken = 1;
        pthread_mutex_unlock(&p->lock);
        if (ended) progress(p->rq, "members", done, p->njobs);
        if (tape) { /* the replay alone, for its tape (its end is replayed again with the others) */
            cp_time_work_flows(p->tape_work, 0), cp_time_work_link_bound(p->tape_work, 0);
            cp_map_time(p->program, p->m, p->tape_co, p->tape_work);
            cp_time_work_flows(p->tape_work, 1), cp_time_work_link_bound(p->tape_work, 1);
        }
        if (j >= p->njobs) return NULL;
        job_t *jb = &p->jobs[j];
        /* METIS's and Scotch's first always run; a reproducible run ignores the clock */
        if (jb->k > 1 && !p->reproducible && now() - p->tstart > p->time_limit) continue;
        cp_map_opts_t mo = p->o;
        mo.seed = jb->seed;
        mo.metis_method = jb->mb->method;
        mo.metis_ufactor = jb->mb->ufactor;
        mo.scotch_kbal = jb->mb->kbal;
        mo.scotch_deterministic = 1;
        double t = now();
        int *co = malloc((size_t)n * sizeof(int));
        if (!co) continue;
        int rc;
        if (jb->mb->grid) {
            rc = jb->mb->grid == 2 ? cp_map_lattice(p->g, p->m, co) : cp_map_grid(p->g, p->m, co);
        } else {
            pthread_mutex_t *lib = jb->mb->scotch ? &p->scotch_lock : &p->metis_lock;
            if (jb->mb->hosts_first) mo.scotch_flat_below = p->m->host_depth;
            pthread_mutex_lock(lib);
            rc = jb->mb->scotch      ? cp_map_scotch(p->g, p->m, &mo, co)
                 : jb->mb->bottom_up ? cp_map_bottom_up(p->g, p->m, &mo, co)
                                     : cp_map_hier_metis(p->g, p->m, &mo, co);
            pthread_mutex_unlock(lib);
            if (!rc && jb->mb->hosts_first) { /* each host's ranks into its sockets */
                cp_map_repair(p->g, p->m, co);
                pthread_mutex_lock(&p->metis_lock);
                rc = cp_map_hier_below(p->g, p->m, &mo, p->m->host_depth, co);
                pthread_mutex_unlock(&p->metis_lock);
            }
        }
        if (rc) { /* e.g. Scotch on an irregular machine */
            free(co);
            continue;
        }
        cp_map_repair(p->g, p->m, co);
        refine(p->g, p->m, co, p->passes, mo.seed, p->obj_max);
        if (p->in_order >= 0 && cp_map_in_order(p->m, p->in_order, n, co)) { /* out of memory */
            free(co);
            continue;
        }
        *jb->out = (cp_result_t){.name = jb->mb->name, .core_of = co, .secs = now() - t, .valid = 1, .seed = mo.seed};
        if (p->sw) { /* its hosts swapped, for hosts_best (its time not counted: the member's own) */
            swapped_t *x = &p->sw[jb->out - p->res];
            double key[3];
            int moved = (x->co = malloc((size_t)n * sizeof *x->co)) ? (memcpy(x->co, co, (size_t)n * sizeof *x->co),
                                                                         cp_map_swap_hosts(p->g, p->m, x->co, key)) : -1;
            x->made = moved >= 0; /* else (out of memory) hosts_best tries again */
            if (moved > 0) x->key[0] = key[0], x->key[1] = key[1];
            else free(x->co), x->co = NULL;
        }
    }
}

void cp_portfolio_free(cp_portfolio_t *p)
{
    for (int i = 0; i < p->nres; i++) free(p->res[i].core_of);
    free(p->res);
    p->res = NULL;
    p->nres = 0;
}

/* a note for the caller to say, appended to pf->notes ("warning: ..." or
 * "note: ...", one a line) */
static void say(cp_portfolio_t *pf, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(cp_portfolio_t *pf, const char *fmt, ...)
{
    size_t k = strlen(pf->notes);
    if (k + 2 >= sizeof pf->notes) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(pf->notes + k, sizeof pf->notes - k - 1, fmt, ap);
    va_end(ap);
    strcat(pf->notes, "\n");
}

static int refuse(cp_portfolio_t *pf, int status, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int refuse(cp_portfolio_t *pf, int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    cp_err_vset(&pf->err, CP_ERR_INVALID, fmt, ap);
    va_end(ap);
    return status;
}

int cp_map_strategy_known(const char *strategy)
{
    static const char *const kinds[] = {"portfolio", "metis",    "bottom-up", "scotch", "grid",
                                        "lattice",   "identity", "launched",  NULL};
    for (int i = 0; kinds[i]; i++)
        if (!strcmp(kinds[i], strategy)) return 1;
    return 0;
}

/* What a request asks, resolved: the levels partitioned, the members'
 * kind, the refinement and annealing left after --levels. */
typedef struct plan {
    cp_map_opts_t o;
    int all, want_metis;  /* portfolio: every kind; metis (or portfolio): bottom-up too */
    int in_order;         /* --levels: the depth whose subtrees hold their ranks in order, or -1 */
    int top_down_only;    /* a partitioned level below one in order: METIS top-down alone */
    int passes;
    double anneal;
} plan_t;

/* --levels and --strategy: the levels not partitioned hold their ranks in
 * order.  Where they all lie below the partitioned ones (L1MAP, L12MAP),
 * every member's placement, refined, is brought to that form
 * (map_levels.c) and compared as it is then.  Where a partitioned level
 * lies below one in order (L2MAP), only METIS top-down (map_hier.c) places
 * so: it runs alone, and nothing refines its placement afterwards. */
static int plan_request(const cp_map_request_t *rq, const cp_machine_t *m, cp_portfolio_t *pf, plan_t *p)
{
    int lok;
    *p = (plan_t){{parse_levels(rq->levels, m->depth, &lok), rq->seed, rq->passes, 0, 0, 0, 0, 0, 0, 0}, 0, 0, -1, 0,
                  rq->passes, rq->anneal};
    if (!lok) return refuse(pf, EXIT_USAGE, "bad --levels '%s' (all, 1..%d, or a list like 1,2)", rq->levels, m->depth);
    if (!cp_map_strategy_known(rq->strategy)) return refuse(pf, EXIT_USAGE, "unknown --strategy '%s'", rq->strategy);
    p->all = !strcmp(rq->strategy, "portfolio");
    p->want_metis = p->all || !strcmp(rq->strategy, "metis");
    unsigned full = m->depth >= 31 ? ~0u : (1u << m->depth) - 1, lv = p->o.levels & full;
    int top = __builtin_popcount(lv);
    if (lv != full && lv == (top >= 31 ? ~0u : (1u << top) - 1)) {
        p->in_order = top;
    } else if (lv != full) {
        if (!p->want_metis)
            return refuse(pf, EXIT_USAGE, "--levels %s partitions a level below one it places in order, which only "
                                          "--strategy metis (or portfolio) does", rq->levels);
        p->top_down_only = 1;
        if (p->passes || p->anneal > 0)
            say(pf, "note: --levels %s partitions a level below one it places in order: METIS top-down alone, "
                    "unrefined%s", rq->levels, p->anneal > 0 ? ", not annealed" : "");
        p->passes = 0, p->anneal = 0;
    }
    return 0;
}

/* The portfolio: members measured on the shared graphs to win somewhere
 * (recursive bisection with 10% METIS slack then exact repair won on BT,
 * Scotch with 1% slack on CloverLeaf and AMG2013 and, deterministic as
 * every Scotch member runs, the one to reach the 16^3 stencil's optimum
 * on every run, bottom-up grouping the weighted 16^3 stencil's 476,160);
 * fewer members on big graphs, and no Scotch above 8,000 ranks (below).
 * The first two run past the time limit. */
static const member_t members[] = {
    {"metis-recursive-u100", "metis", 0, 1, 100, 0, 0, 0, 0},
    {"scotch-tleaf-kbal0.01", "scotch", 1, 0, 0, 0.01, 0, 0, 0},
    {"metis-bottom-up", "bottom-up", 0, 0, 1, 0, 1, 0, 0},
    {"metis-auto-u30", "metis", 0, 0, 30, 0, 0, 0, 0},
    {"metis-recursive-u1", "metis", 0, 1, 1, 0, 0, 0, 0},
    {"scotch-tleaf-kbal0.05", "scotch", 1, 0, 0, 0.05, 0, 0, 0},
    {"metis-kway-u100", "metis", 0, 2, 100, 0, 0, 0, 0},
    /* Scotch maps onto all the levels at once, and on hosts of two sockets
     * it traded network for sockets: AMG2013 on 16 hosts of 2 x 32 cut the
     * network 5.7% more to keep 3.77e6 bytes inside a socket, its whole
     * cost 4.3% above the placement that knew no sockets (benchmarks.md,
     * "Sockets from the recording").  This one places on the hosts first,
     * then splits each into its sockets; only where hosts have sockets */
    {"scotch-hosts-first-kbal0.01", "scotch", 1, 0, 0, 0.01, 0, 0, 1},
};
/* the grid tiling at every size, within the time limit: milliseconds to a
 * few tenths of a second up to 65,536 ranks, 11 s beside METIS' 15 s at
 * 10^6, and nothing where the graph is no grid; the lattice's tilings:
 * 2-D grids up to 65,536 ranks, within a budget of about a second (BT:
 * 0.05 s) */
static const member_t tilings[] = {
    {"grid-tiling", "grid", 0, 0, 0, 0, 0, 1, 0},
    {"lattice-tiling", "lattice", 0, 0, 0, 0, 0, 2, 0},
};

/* The jobs the request runs, each writing res[1 + its index]: 0, or -1
 * out of memory. */
static int pick_jobs(const cp_map_request_t *rq, const plan_t *p, const cp_machine_t *m, int n, job_t **jobs_out,
                     cp_result_t **res_out,
                     int *njobs_out)
{
    const char *strategy = rq->strategy;
    int nmembers = (int)(sizeof members / sizeof *members), nseeds = 3;
    /* 2,000 to 8,000 ranks: the first three members, one seed each (the
     * 16^3 stencil 0.91 -> ~0.25 s on 2 cores, bottom-up still reaching
     * both its optima); above, two seeds, Scotch left out (below) */
    int mid = n > 2000 && n <= 8000;
    if (n > 2000) nmembers = 3, nseeds = mid ? 1 : 2;
    if (n > 20000) nseeds = 1;
    int ntilings = (int)(sizeof tilings / sizeof *tilings);
    job_t *jobs = calloc((size_t)(nmembers * nseeds + ntilings), sizeof *jobs);
    /* identity, members, tilings, a shear, hosts swapped, 2 anneals */
    cp_result_t *res = calloc((size_t)(5 + nmembers * nseeds + ntilings), sizeof *res);
    *jobs_out = jobs, *res_out = res;
    if (!jobs || !res) return -1;
    int njobs = 0;
    for (int k = 0; k < nmembers; k++) {
        const member_t *mb = &members[k];
        int wanted = p->all || !strcmp(mb->kind, strategy) || (p->want_metis && !strcmp(mb->kind, "bottom-up"));
        if (!wanted || (p->top_down_only && (mb->scotch || mb->bottom_up))) continue;
        /* on hosts without sockets (or one host), the plain Scotch member's twin */
        if (mb->hosts_first && (m->host_depth <= 0 || m->host_depth >= m->depth - 1 ||
                                !cp_machine_level_used(m, m->host_depth)))
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
        /* hosts first: one seed (three cost AMG2013 0.6 s more of 2.0, the best the first's) */
        int ns = (mb->scotch && n > 8000) || mb->hosts_first ? 1 : nseeds;
        for (int sd = 0; sd < ns; sd++, njobs++)
            jobs[njobs] = (job_t){mb, k, rq->seed + (unsigned)sd, &res[1 + njobs]};
    }
    for (int t = 0; t < ntilings; t++)
        if ((p->all || !strcmp(strategy, tilings[t].kind)) && !p->top_down_only)
            jobs[njobs] = (job_t){&tilings[t], 0, rq->seed, &res[1 + njobs]}, njobs++;
    *njobs_out = njobs;
    return 0;
}

/* The order the pool takes the jobs: the long ones first, so that the
 * last to end is a short one (LPT): the tilings' DP (11 s at 10^6 ranks;
 * at 4,096 it took 0.4-0.6 s of this 2-core guest, last in job order,
 * and the members 0.8-0.95 s: 0.65-0.7 s so), then METIS bottom-up
 * (0.29 s at 4,096), then Scotch (0.25 s), then the others in job order
 * (METIS recursive 0.08 s; taken before Scotch, it left Scotch to end
 * alone, a thread idle 0.23 s); the two METIS members take one lock, so
 * bottom-up goes early, not beside recursive.  Results land at fixed
 * places: the order changes nothing else. */
static void pool_order(const job_t *jobs, int njobs, int *order)
{
    int k = 0;
    for (int pass = 0; pass < 4; pass++)
        for (int j = 0; j < njobs; j++) {
            int rank = jobs[j].mb->grid ? 0 : jobs[j].mb->bottom_up ? 1 : jobs[j].mb->scotch ? 2 : 3;
            if (rank == pass) order[k++] = j;
        }
}

int cp_map_replay_threads(int threads)
{
    int ncpu = cp_cpus_usable();
    return threads > 0 ? threads : ncpu < 1 ? 1 : ncpu > 8 ? 8 : ncpu;
}

/* By default half the usable CPUs, at most 8: on 16 cores 8 threads took
 * the 16^3 stencil from 0.98 to 0.55 s and 16,384 ranks from 3.32 to 1.47
 * s (Scotch calls stay one at a time); on 2 or 3 cores two.  (When Scotch
 * ran threaded it took both of 2 cores itself, and two threads made
 * AMG2013 20.3 s against 13.9 s: one thread there then.)  *anneal_threads:
 * two chains side by side unless --threads 1 or one CPU. */
static int threads_for(const cp_map_request_t *rq, int njobs, int *anneal_threads)
{
    int nthreads = rq->threads;
    *anneal_threads = nthreads > 0 ? nthreads : 2;
    if (nthreads <= 0) {
        int ncpu = cp_cpus_usable();
        if (ncpu < 2) *anneal_threads = 1;
        nthreads = ncpu >= 4 ? (ncpu / 2 < 8 ? ncpu / 2 : 8) : ncpu >= 2 ? 2 : 1;
    }
    if (nthreads > njobs) nthreads = njobs > 0 ? njobs : 1;
    if (nthreads > 64) nthreads = 64;
    return nthreads;
}

/* the placements with their hosts swapped that hosts_best replays with
 * the links' waits, at most */
#define HOSTS_KEEP 2

/* What a placement is scored on: the graph, the machine, and for the time
 * objective the trace and the replay's scratch (program NULL: none; the
 * scoring runs in one thread) */
typedef struct scorer {
    const cp_graph_t *g;
    const cp_machine_t *m;
    const cp_ti_program_t *program;
    cp_time_work_t *work;
    /* the other threads' scratch, kept from one batch of replays to the
     * next: at 4,096 ranks a fresh one's pages cost 8% of the mapping */
    cp_time_work_t *thread_work[64];
    int nthreads; /* for the replays */
    int all_times; /* no placement left at its bound */
    double tie;    /* ends this close to the earliest (relative) count as ties (near_ties) */
    /* the earliest member's end where near_ties chose a later one (0:
     * none): a candidate made from the choice must end sooner than it too */
    double t_earliest;
    double min_gain; /* --min-gain: a baseline cut must be past it (score_all) */
    /* hosts_best's candidates made beside the members (per result), and
     * those of them score_all replayed with flows ahead (nspec), their
     * passes and their members */
    const swapped_t *sw;
    const int *spec_co[HOSTS_KEEP];
    cp_time_passes_t spec[HOSTS_KEEP];
    int spec_from[HOSTS_KEEP], nspec;
    struct stage *stage; /* the request's progress: the replays under way */
    cp_portfolio_t *pf;  /* its notes */
} scorer_t;

/* a stage of replays, for the request's progress: each replay that ends
 * (or is decided without one) counts */
struct stage {
    const cp_map_request_t *rq;
    const char *name;
    int done, total;
};
static void stage_start(const scorer_t *sc, const char *name, int total)
{
    struct stage *st = sc->stage;
    if (!st || !st->rq || !st->rq->progress) return;
    pthread_mutex_lock(&progress_lock);
    st->name = name, st->done = 0, st->total = total;
    st->rq->progress(st->rq->progress_ctx, name, 0, total);
    pthread_mutex_unlock(&progress_lock);
}
static void stage_step(const scorer_t *sc, int steps)
{
    struct stage *st = sc->stage;
    if (!st || !st->rq || !st->rq->progress || !st->name || steps <= 0) return;
    pthread_mutex_lock(&progress_lock);
    st->done += steps;
    if (st->done > st->total) st->done = st->total;
    st->rq->progress(st->rq->progress_ctx, st->name, st->done, st->total);
    pthread_mutex_unlock(&progress_lock);
}

/* everything but the replay's end */
static void score_sums(cp_result_t *r, const scorer_t *sc)
{
    const cp_graph_t *g = sc->g;
    const cp_machine_t *m = sc->m;
    r->valid = cp_map_is_valid(m, g->vertnbr, r->core_of);
    r->cost = cp_map_cost(g, m, r->core_of);
    r->cost_max = cp_map_cost_max(g, m, r->core_of);
    r->cost_links = cp_map_cost_links(g, m, r->core_of, NULL);
}

static void score(cp_result_t *r, const scorer_t *sc)
{
    score_sums(r, sc);
    r->cost_time = sc->program ? cp_map_time(sc->program, sc->m, r->core_of, sc->work) : 0;
}

/* Replays side by side, each thread with its own scratch (a replay
 * keeps its state there; the trace and the machine are only read).
 * Placement k of count is made by make(ctx, k, buf): a pointer to it, or
 * buf (n ints) filled; its end goes to t[k] (-1: none).  At 4,096 ranks a
 * replay with flows takes 0.1-0.2 s and the members' seven are scored
 * before the shears' tens are ranked. */
typedef const int *(*make_fn)(void *ctx, int k, int *buf);
/* what a replay gives: its end without the flows' waits, at least its
 * busiest link's time (a lower bound; 5 ms at 4,096 ranks); its end with
 * them; or the replay alone (a search ranking tens of shears by latency) */
enum { REPLAY_BOUND, REPLAY_FLOWS, REPLAY_BARE };
typedef struct {
    const scorer_t *sc;
    make_fn make;
    void *ctx;
    double *t;
    char *stopped; /* per placement: its flow model's passes cut at stop_after (NULL: not asked) */
    double stop_after;
    int count, next, how;
    pthread_mutex_t lock;
} replays_t;

static void replays_on(replays_t *rp, cp_time_work_t *w)
{
    int *buf = malloc((size_t)rp->sc->g->vertnbr * sizeof *buf);
    cp_time_work_flows(w, rp->how == REPLAY_FLOWS);
    cp_time_work_link_bound(w, rp->how != REPLAY_BARE);
    cp_time_work_stop_after(w, rp->stop_after);
    for (;;) {
        pthread_mutex_lock(&rp->lock);
        int k = rp->next++;
        pthread_mutex_unlock(&rp->lock);
        if (k >= rp->count) break;
        const int *co = buf ? rp->make(rp->ctx, k, buf) : NULL; /* out of memory: not replayed */
        rp->t[k] = co ? cp_map_time(rp->sc->program, rp->sc->m, co, w) : -1;
        if (rp->stopped) rp->stopped[k] = co && cp_time_work_stopped(w);
        stage_step(rp->sc, 1);
    }
    cp_time_work_stop_after(w, 0);
    cp_time_work_link_bound(w, 1);
    free(buf);
}

/* work(ctx, scratch) on up to want threads (sc->nthreads at most), this
 * one among them, each with its own scratch kept in sc from one call to
 * the next; a thread that cannot make its scratch leaves its share to
 * the others */
typedef void (*on_thread_fn)(void *ctx, cp_time_work_t *w);
typedef struct {
    on_thread_fn work;
    void *ctx;
    int n;              /* ranks, for a scratch made here */
    cp_time_work_t **w; /* made here when not yet */
    const cp_time_work_t *lender; /* the first thread's scratch: its tape is lent to a new one */
} thread_job_t;

static void *thread_job(void *arg)
{
    thread_job_t *th = arg;
    if (!*th->w && (*th->w = cp_time_work_new(th->n)) && th->lender && cp_time_work_lend_tape(*th->w, th->lender) < 0)
        cp_time_work_free(*th->w), *th->w = NULL;
    if (*th->w) th->work(th->ctx, *th->w);
    return NULL;
}

static void on_threads(scorer_t *sc, int want, on_thread_fn work, void *ctx)
{
    pthread_t tid[64];
    thread_job_t th[64];
    int started = 0;
    for (int i = 1; i < sc->nthreads && i < want && started < 64; i++) {
        th[started] = (thread_job_t){work, ctx, sc->g->vertnbr, &sc->thread_work[started], sc->work};
        if (pthread_create(&tid[started], NULL, thread_job, &th[started]) == 0) started++;
    }
    work(ctx, sc->work);
    for (int i = 0; i < started; i++) pthread_join(tid[i], NULL);
}

static void replays_job(void *ctx, cp_time_work_t *w) { replays_on(ctx, w); }

/* count placements replayed, each thread taking the next as it is free;
 * stop_after > 0 (with stopped[]): each one's passes cut there, so that
 * what is replayed depends on no thread's pace */
static void replays_cut(scorer_t *sc, make_fn make, void *ctx, int count, int how, double *t, double stop_after, char *stopped)
{
    replays_t rp = {sc, make, ctx, t, stopped, stop_after, count, 0, how, PTHREAD_MUTEX_INITIALIZER};
    on_threads(sc, count, replays_job, &rp);
    cp_time_work_flows(sc->work, 1);
}

static void replays(scorer_t *sc, make_fn make, void *ctx, int count, int how, double *t)
{
    replays_cut(sc, make, ctx, count, how, t, 0, NULL);
}

static const int *batch_placement(void *ctx, int k, int *buf)
{
    (void)buf;
    return ((const int **)ctx)[k];
}

/* a before b: the most loaded link, then the sum of the squared loads
 * (each within a millionth: the same links), then the placement's end */
static int key_less(const double *a, const double *b)
{
    for (int k = 0; k < 2; k++)
        if (a[k] < b[k] * (1 - 1e-6)) return 1;
        else if (a[k] > b[k] * (1 + 1e-6)) return 0;
    return a[2] < b[2];
}

/* hosts_best's candidates: each member's placement with its hosts
 * swapped (made beside it, else here unless made_only), once for members
 * that agree, those whose links end less loaded than best_key (the best
 * placement's own), the HOSTS_KEEP least loaded by key_less (the
 * member's end last).  Into kept (HOSTS_KEEP x n ints), their members in
 * kept_from; co: scratch of n ints.  Their number. */
static int hosts_kept(const scorer_t *sc, const cp_result_t *res, int nres, const double *best_key, int made_only, int *co,
                      int *kept, int *kept_from)
{
    const cp_graph_t *g = sc->g;
    const cp_machine_t *m = sc->m;
    int n = g->vertnbr, nkept = 0;
    double kept_key[HOSTS_KEEP][3];
    for (int i = 0; i < nres; i++) {
        if (!res[i].valid || res[i].cost_time < 0) continue;
        int dup = 0; /* members that agree swapped once */
        for (int j = 0; j < i && !dup; j++) dup = res[j].valid && !memcmp(res[j].core_of, res[i].core_of, (size_t)n * sizeof *co);
        if (dup) continue;
        double key[3];
        if (sc->sw && sc->sw[i].made) { /* made beside the member */
            if (!sc->sw[i].co) continue;
            memcpy(co, sc->sw[i].co, (size_t)n * sizeof *co), key[0] = sc->sw[i].key[0], key[1] = sc->sw[i].key[1];
        } else {
            if (made_only) continue;
            memcpy(co, res[i].core_of, (size_t)n * sizeof *co);
            if (cp_map_swap_hosts(g, m, co, key) <= 0) continue;
        }
        key[2] = res[i].cost_time;
        if (!key_less(key, best_key)) continue;
        int at = nkept < HOSTS_KEEP ? nkept++ : -1;
        if (at < 0) { /* in place of the worst kept */
            at = 0;
            for (int j = 1; j < HOSTS_KEEP; j++)
                if (key_less(kept_key[at], kept_key[j])) at = j;
            if (!key_less(key, kept_key[at])) continue;
        }
        memcpy(kept_key[at], key, sizeof key), kept_from[at] = i;
        memcpy(kept + (size_t)at * n, co, (size_t)n * sizeof *co);
    }
    return nkept;
}

/* the place of a placement among those score_all replayed ahead, -1 none */
static int spec_of(const scorer_t *sc, const int *co)
{
    for (int s = 0; s < sc->nspec; s++)
        if (sc->spec_co[s] && !memcmp(co, sc->spec_co[s], (size_t)sc->g->vertnbr * sizeof *co)) return s;
    return -1;
}

/* Every result scored.  With the time objective each is first replayed
 * without contention: the flow model's waits only add, so that end, or
 * its busiest link's bytes over the link's capacity where that is later,
 * is a lower bound.  The link's is the one that counts where bytes do: on
 * the 3-D halo at 4,096 ranks it is 2-8 times the end without contention,
 * and past the earliest end for all but one or two members, which are
 * then never replayed with flows (mapping 2.13 to 1.77 s on the fat
 * tree, 2.02 to 1.47 s on the dragonfly; docs/benchmarks.md).  Then, with
 * flows, the member of the lowest bound in full,
 * the others whose bound is not past its end (the rest are left with
 * their bound, time_bound, as they cannot be chosen) from the lowest
 * bound up, and the baseline as soon as the former's end is known
 * (scoring_on).  Each one's passes are cut once one
 * ends past the lowest bound's end by TIME_STOP_MARGIN more than the
 * ties (time_bound 2: its end so far is shown); the baseline's once one
 * ends BASELINE_CUT times past it, and past what --min-gain asks, so
 * that a baseline cut can be neither a tie nor kept (its end so far is
 * said as a bound); either is cut before its first pass where its
 * busiest link alone ends it past its cut.  A pass's end grows from one pass to the next, by
 * 5-60% at first, and has been seen to fall back by at most 0.8% (the
 * 3-D halo at 4,096 ranks), so a cut one would not have been within the
 * ties.
 * The cuts are against the lowest bound's end alone, whatever the number
 * of threads or their timing: the same replays, the same times listed,
 * the same choice.  Nothing waits for it: a replay started before it is
 * known reads it after each pass once it is (cp_time_work_stop_live),
 * and every replay's cut is found at the end from the ends of its passes
 * (cp_time_passes_cut: the first pass past the cut, whenever the cut
 * became known); a member started so that turns out past the bound is
 * left at its bound as the others.  On the 3-D halo at 4,096 ranks (2
 * cores) the baseline's 8 passes took 0.8-0.9 s, more than any
 * member's; cut, 2 of them (docs/benchmarks.md).
 * hosts_best's likeliest candidates (hosts_kept, as if the lowest bound's
 * member were the best) are replayed in full beside it, ahead of the
 * others: once the member's end is known, the earliest of theirs, S,
 * lowers the cut to S / (1 - ties) where that is sooner, since
 * hosts_best takes any of them ending sooner than the best member by
 * more than the ties: a member whose bound is past the ties of S / (1 -
 * ties) could be neither chosen nor a tie.  On the 4,096-rank 3-D halo on
 * an 8 x 8 x 4 torus, three members within 5% of each other ended 22-26%
 * after S, and were replayed in full for nothing (docs/benchmarks.md). */
#define TIME_STOP_MARGIN 0.02
#define BASELINE_CUT 1.5
typedef struct {
    scorer_t *sc;
    cp_result_t *res;
    const int *by; /* the members by bound, the lowest first */
    const double *lb;
    double *bt;
    cp_time_passes_t *passes; /* per item: its replay's passes */
    /* items: 0 the lowest bound's member, then hosts_best's candidates
     * (sc->spec_co[0 ... nspec - 1], in full), the others by bound
     * (by[1 ... nby - 1]), the baseline (item nby + nspec) last or,
     * once t_lowest is known, next (base_taken); count,
     * the members to replay (nby until known), and the cuts (0 until
     * known, then read by replays under way) are set from t_lowest (item
     * 0's end) and t_swap (the earliest candidate's), INFINITY until known */
    int nby, nspec, next, count;
    int base_taken; /* the baseline's replay started (out of turn, once t_lowest is known) */
    double t_lowest, t_swap;
    double stop, stop_base, stop_swap, min_gain;
    pthread_mutex_t lock;
} scoring_t;

/* which others are replayed, and their cuts: the lowest bound's end, or
 * the earliest candidate's over 1 - ties where sooner (once the former is
 * known: hosts_best runs from a best member's full end); they only come
 * down, so that a member skipped before the last is skipped by it too */
static void scoring_set_cut(scoring_t *st)
{
    const scorer_t *sc = st->sc;
    double t_best = st->t_lowest >= 0 && st->res[st->by[0]].valid ? st->t_lowest : INFINITY;
    double t_cut = isinf(t_best) ? t_best : fmin(t_best, st->t_swap / (1 - sc->tie));
    int n = 1;
    while (n < st->nby && (sc->all_times || st->lb[st->by[n]] <= t_cut * (1 + sc->tie))) n++;
    if (n < st->count) st->count = n;
    int never = sc->all_times || isinf(t_cut);
    double g = st->min_gain > 0 && st->min_gain < 100 ? 1 - st->min_gain / 100 : 1;
    double stop = never ? 0 : t_cut * (1 + sc->tie + TIME_STOP_MARGIN);
    double base = never ? 0 : fmax(stop, t_best * BASELINE_CUT / g); /* the baseline's from the member's end alone */
    /* a candidate's: hosts_best's cut is at most the best's end (a member
     * or a baseline within its ties) over 1 - ties, plus the margin */
    double swap = sc->all_times || isinf(t_best) ? 0 : t_best * (1 + sc->tie) * (1 - sc->tie) * (1 + TIME_STOP_MARGIN);
    __atomic_store(&st->stop, &stop, __ATOMIC_RELEASE);
    __atomic_store(&st->stop_base, &base, __ATOMIC_RELEASE);
    __atomic_store(&st->stop_swap, &swap, __ATOMIC_RELEASE);
}

static void scoring_on(scoring_t *st, cp_time_work_t *w)
{
    cp_time_work_flows(w, 1);
    for (;;) {
        pthread_mutex_lock(&st->lock);
        /* the baseline as soon as its cut is known (item 0's end): it
         * is the longest left where it ends near the best (on the 8 x 8 x
         * 4 torus, 8 passes that ran last, alone, 0.24 s after the
         * others), and its cut does not depend on the candidates' ends */
        int last = st->nby + st->nspec, k = -1;
        if (!st->base_taken && st->t_lowest < INFINITY && st->next <= last) k = last, st->base_taken = 1;
        else if (st->next < last || (st->next == last && !st->base_taken)) k = st->next++, st->base_taken |= k == last;
        int j = k - st->nspec; /* a member's place in by[], the baseline's nby */
        int skip = k > st->nspec && j < st->nby && j >= st->count;
        pthread_mutex_unlock(&st->lock);
        if (k < 0) break;
        if (skip) {
            stage_step(st->sc, 1);
            continue;
        }
        if (k >= 1 && k <= st->nspec) { /* cut past where hosts_best could cut it: it cuts it as it would have */
            scorer_t *sc = st->sc;
            cp_time_work_stop_live(w, &st->stop_swap);
            double t = cp_map_time(sc->program, sc->m, sc->spec_co[k - 1], w);
            if (t >= 0) cp_time_work_passes(w, &sc->spec[k - 1]);
            else sc->spec_co[k - 1] = NULL;
            stage_step(sc, 1);
            pthread_mutex_lock(&st->lock);
            if (t >= 0 && !cp_time_work_stopped(w) && t < st->t_swap) st->t_swap = t, scoring_set_cut(st);
            pthread_mutex_unlock(&st->lock);
            continue;
        }
        if (k == 0) j = 0;
        int i = j == st->nby ? 0 : st->by[j];
        cp_time_work_stop_live(w, k == 0 ? NULL : j == st->nby ? &st->stop_base : &st->stop);
        st->bt[i] = cp_map_time(st->sc->program, st->sc->m, st->res[i].core_of, w);
        cp_time_work_passes(w, &st->passes[j]);
        stage_step(st->sc, 1);
        if (k == 0 && st->nby) {
            pthread_mutex_lock(&st->lock);
            st->t_lowest = st->bt[i], scoring_set_cut(st);
            pthread_mutex_unlock(&st->lock);
        }
    }
    cp_time_work_stop_live(w, NULL);
}

static void scoring_job(void *ctx, cp_time_work_t *w) { scoring_on(ctx, w); }

static void score_all(cp_result_t *res, int nres, scorer_t *sc)
{
    for (int i = 0; i < nres; i++)
        score_sums(&res[i], sc), res[i].cost_time = 0, res[i].time_bound = 0, res[i].time_lo = res[i].time_hi = 0;
    /* members that made the same placement (on regular codes many
     * partitioners find the same: 11 of `far`'s 25 at 1,024 ranks, 8 of
     * `groups`' 23, 3 of miniFE's 23) are replayed once, for the first of
     * them, the others given its end and cut; the baseline is cut where
     * members are not, so it is never one of them */
    for (int i = 0; i < nres; i++) {
        res[i].twin_of = 0;
        for (int j = 1; i > 1 && j < i && !res[i].twin_of; j++)
            if (!res[j].twin_of && res[i].core_of && res[j].core_of &&
                !memcmp(res[j].core_of, res[i].core_of, (size_t)sc->g->vertnbr * sizeof *res[i].core_of))
                res[i].twin_of = j + 1;
    }
    if (!sc->program || nres < 1) return;
    double *lb = malloc((size_t)nres * sizeof *lb), *bt = malloc((size_t)nres * sizeof *bt);
    int *by = malloc((size_t)nres * sizeof *by);
    cp_time_passes_t *passes = malloc(((size_t)nres + 1) * sizeof *passes);
    int *twin = malloc((size_t)nres * sizeof *twin), *uniq = malloc((size_t)nres * sizeof *uniq), nuniq = 0;
    const int **uco = malloc((size_t)nres * sizeof *uco);
    if (!lb || !bt || !by || !passes || !twin || !uniq || !uco) { /* one at a time, every one with flows */
        for (int i = 0; i < nres; i++) res[i].cost_time = cp_map_time(sc->program, sc->m, res[i].core_of, sc->work);
        goto out;
    }
    for (int i = 0; i < nres; i++) {
        twin[i] = res[i].twin_of - 1;
        if (twin[i] < 0) uniq[nuniq++] = i;
    }
    double *ulb = bt; /* bt is free until the flow replays */
    for (int k = 0; k < nuniq; k++) uco[k] = res[uniq[k]].core_of;
    stage_start(sc, "the trace replayed on each placement", nuniq);
    replays(sc, batch_placement, uco, nuniq, REPLAY_BOUND, ulb);
    for (int k = 0; k < nuniq; k++) lb[uniq[k]] = ulb[k];
    for (int i = 0; i < nres; i++)
        if (twin[i] >= 0) lb[i] = lb[twin[i]];
    int nby = 0;
    for (int i = 1; i < nres; i++)
        if (lb[i] >= 0 && res[i].valid && twin[i] < 0) by[nby++] = i; /* no replay: its end stays -1; invalid: never chosen */
    for (int i = 1; i < nby; i++) /* by the bound */
        for (int j = i; j > 0 && lb[by[j]] < lb[by[j - 1]]; j--) {
            int t = by[j];
            by[j] = by[j - 1], by[j - 1] = t;
        }
    for (int i = 0; i < nres; i++) res[i].cost_time = lb[i], res[i].time_bound = i > 0 && lb[i] >= 0, bt[i] = -2;
    /* hosts_best's likeliest candidates, those it keeps where the lowest
     * bound's member is the best, replayed ahead beside it: the one of
     * them was the replay left alone on the threads after this (the 3-D
     * halo at 4,096 ranks on the 4:1 fat tree, 0.54 s), and their ends
     * may cut the members (scoring_t) */
    sc->nspec = 0;
    if (nby && sc->sw) {
        int n = sc->g->vertnbr, *co = malloc((size_t)n * sizeof *co), *kept = malloc((size_t)HOSTS_KEEP * n * sizeof *kept);
        double key[3] = {0, 0, 0};
        if (co && kept && (memcpy(co, res[by[0]].core_of, (size_t)n * sizeof *co), !cp_map_swap_hosts_load(sc->g, sc->m, co, key)))
            sc->nspec = hosts_kept(sc, res, nres, key, 1, co, kept, sc->spec_from);
        for (int s = 0; s < sc->nspec; s++) sc->spec_co[s] = sc->sw[sc->spec_from[s]].co; /* made_only: the same */
        free(co), free(kept);
    }
    int nspec = sc->nspec;
    /* without members, the baseline alone (item 0), in full */
    scoring_t st = {.sc = sc, .res = res, .by = by, .lb = lb, .bt = bt, .passes = passes, .nby = nby, .nspec = nspec,
                    .count = nby, .t_lowest = INFINITY, .t_swap = INFINITY, .min_gain = sc->min_gain,
                    .lock = PTHREAD_MUTEX_INITIALIZER};
    stage_start(sc, "the trace replayed with the links' waits", nby + 1 + nspec);
    on_threads(sc, nby + 1 + nspec, scoring_job, &st);
    pthread_mutex_destroy(&st.lock);
    for (int k = 1; k <= nby; k++) { /* each cut where its passes first ended past its cut */
        int i = k == nby ? 0 : by[k], c = 0;
        if (k < nby && k >= st.count) bt[i] = -2; /* past the bound (replayed before that was known): left at it */
        else if (bt[i] >= 0) bt[i] = cp_time_passes_cut(&passes[k], k == nby ? st.stop_base : st.stop, &c);
        if (bt[i] != -2) res[i].cost_time = bt[i], res[i].time_bound = c ? 2 : 0;
        if (bt[i] >= 0 && !c) cp_time_passes_swing(&passes[k], &res[i].time_lo, &res[i].time_hi);
    }
    if (nby && bt[by[0]] != -2) res[by[0]].cost_time = bt[by[0]], res[by[0]].time_bound = 0;
    if (nby && bt[by[0]] >= 0) cp_time_passes_swing(&passes[0], &res[by[0]].time_lo, &res[by[0]].time_hi);
    if (!nby && bt[0] != -2) res[0].cost_time = bt[0], res[0].time_bound = 0;
    if (!nby && bt[0] >= 0) cp_time_passes_swing(&passes[0], &res[0].time_lo, &res[0].time_hi);
    for (int i = 0; i < nres; i++)
        if (twin[i] >= 0)
            res[i].cost_time = res[twin[i]].cost_time, res[i].time_bound = res[twin[i]].time_bound,
            res[i].time_lo = res[twin[i]].time_lo, res[i].time_hi = res[twin[i]].time_hi;
out:
    free(lb), free(bt), free(by), free(passes), free(twin), free(uniq), free(uco);
}

/* The default's time objective: ends within `tie` of the earliest are
 * closer than the flow model comes to SMPI's times (within 1% on the
 * wavefront's placements, 0.8-2.6% on the irregular kernel's block order:
 * docs/benchmarks.md), so among them the baseline is kept, else the
 * fallback objective (links, then the sum) decides.  At 1,024 ranks on
 * the dragonfly the earliest end chose, among members 0.1% apart,
 * placements SMPI ran 1.4% slower (`far`) and, 0.06% before block, 0.1%
 * slower than block (`groups`).  Every end within it was replayed with
 * flows (score_all's cut is at the earliest end times 1 + tie).  Where
 * the earliest's passes did not settle, an end whose last passes swung
 * into its range is a tie too, however far its last pass: on the 3-D
 * halo at 1,024 ranks on the dragonfly the eighth passes put the chosen
 * placement 1.6% before the sum's, and SMPI ran it 3.2% after
 * (cp_time_passes_swing). */
#define TIME_TIE 0.01
static int near_ties(const cp_result_t *res, int nres, int best, double tie, int fallback)
{
    double t = res[best].cost_time;
    if (t <= 0 || res[best].time_bound) return best;
    /* an earliest end that did not settle ties with the ends that swung
     * into its range (cp_time_passes_swing) */
    double hi = res[best].time_hi > t ? res[best].time_hi : t;
    int pick = -1;
    for (int i = 0; i < nres; i++) {
        if (!res[i].valid || res[i].time_bound || res[i].cost_time < 0) continue;
        if (res[i].cost_time > t * (1 + tie) && !(res[i].time_lo > 0 && res[i].time_lo <= hi)) continue;
        if (i == 0) return 0; /* no reason to move */
        if (pick < 0 || better(&res[i], &res[pick], fallback, fallback)) pick = i;
    }
    return pick >= 0 ? pick : best;
}

/* Candidates (placement k at kept + k * n, its replay's end without
 * contention bound[k]) replayed with flows in the order by[], while a
 * bound is under *t_best: the waits only add, so the replay without them
 * is a lower bound and one whose bound is not under the best so far
 * need not be replayed with flows (at 4,096 ranks each such replay costs
 * 0.17 s).  As many at once as threads; one past the bound replayed
 * beside the one that set it cannot end sooner, so the choice is the one
 * of one thread (equal ends: the first in this order).  Passes cut as
 * score_all's.  The candidate ending first under *t_best (then its end
 * in *t_best), -1 none. */
static int replay_under(scorer_t *sc, const int *kept, int n, const int *by, const double *bound, int count, double *t_best)
{
    int found = -1, i = 0;
    while (i < count && bound[by[i]] >= 0 && bound[by[i]] < *t_best) {
        int b = 0;
        const int *batch[64];
        double bt[64];
        while (b < sc->nthreads && b < 64 && i + b < count && bound[by[i + b]] >= 0 && bound[by[i + b]] < *t_best)
            batch[b] = kept + (size_t)by[i + b] * n, b++;
        char cut[64];
        double stop = sc->all_times ? 0 : *t_best * (1 + TIME_STOP_MARGIN);
        /* those score_all replayed ahead (sc->spec): cut from their passes */
        const int *rest[64];
        int nrest = 0, at[64];
        for (int j = 0; j < b; j++) {
            int s = spec_of(sc, batch[j]);
            if (s >= 0) {
                int c;
                bt[j] = cp_time_passes_cut(&sc->spec[s], stop, &c), cut[j] = (char)c;
            } else {
                at[nrest] = j, rest[nrest++] = batch[j];
            }
        }
        double rt[64];
        char rc[64];
        stage_step(sc, b - nrest);
        if (nrest) replays_cut(sc, batch_placement, rest, nrest, REPLAY_FLOWS, rt, stop, rc);
        for (int j = 0; j < nrest; j++) bt[at[j]] = rt[j], cut[at[j]] = rc[j];
        for (int j = 0; j < b; j++)
            if (bt[j] >= 0 && !(stop > 0 && cut[j]) && bt[j] < *t_best) *t_best = bt[j], found = by[i + j];
        i += b;
    }
    stage_step(sc, count - i); /* the rest decided by their bound */
    return found;
}

/* the end a candidate made from the choice must beat: the choice's, or
 * the earliest member's where the choice is a later tie (near_ties: the
 * model did not order them, so a candidate ending between the two is not
 * known to end sooner than either) */
static double ends_to_beat(const scorer_t *sc, const cp_result_t *res, int best)
{
    double t = res[best].cost_time;
    return sc->t_earliest > 0 && sc->t_earliest < t ? sc->t_earliest : t;
}

/* The time objective on a 2-D grid: the placements so far sheared
 * (map_shear.c), each a few ways, the earliest-ending first, within a
 * budget of replayed calls (10^8: about a second), replayed without
 * contention; the SHEAR_KEEP earliest are replayed again with the flow
 * model, and the best is kept where it ends sooner than every placement
 * by more than the ties, and sooner than the best placement still when
 * both are replayed with each message's way back loaded as its way
 * there (SHEAR_BACK).
 * A shear cuts more pairs, so its uplinks carry more: at 1,024 ranks on
 * the 4:1 fat tree the shear that ends first without contention (0.189 s)
 * ends 9% later with it, and the flow model's choice simulates 1.2%
 * faster than it in SMPI (docs/benchmarks.md).  The shear's unit across is
 * the width of rank 0's node in the grid's first row. */
#define SHEAR_KEEP 16
/* A shear sends more both ways over the same links than a tiling does,
 * and SMPI's cross traffic slows it more than the flow model's 5% of a
 * message on its way back says (map_time_flows.c).  t-99's 64-rank
 * sweep: a shear predicted 3.8% faster than the tiling ran 1.2% slower
 * in SMPI (4.5% faster with SMPI's cross traffic off: it cost the shear
 * 5.9%, the tiling 0.24%); with the way back loaded as the way there
 * the model puts it 9.0% slower.  At 1,024 ranks on the 4:1 fat tree a
 * shear predicted 4.8% faster (4.5% with the ways back loaded) ran 4.7%
 * faster in SMPI.  That check replaced a margin of 5%, which refused
 * both. */
#define SHEAR_BACK 1.0
static const int shears[][2] = {{1, 0}, {0, 1}, {1, 1}, {2, 0}, {2, 1}, {1, 2}};
enum { NSHEARS = (int)(sizeof shears / sizeof *shears) };

/* candidate c: the placement order[c / NSHEARS] sheared the (c % NSHEARS)-th way */
typedef struct {
    const cp_result_t *res;
    const int *order, *dim;
    const cp_machine_t *m;
} shears_t;

static const int *shear_placement(void *ctx, int c, int *co)
{
    const shears_t *sh = ctx;
    const cp_machine_t *m = sh->m;
    const int *base = sh->res[sh->order[c / NSHEARS]].core_of, *s = shears[c % NSHEARS];
    /* the unit across: the width of rank 0's node in the grid's first row */
    int h = m->host_depth > 0 ? m->host_depth : m->depth - 1, w = 1;
    while (w < sh->dim[0] && m->anc[h * m->ncores + base[w]] == m->anc[h * m->ncores + base[0]]) w++;
    cp_map_shear(sh->dim, base, s[0], s[1], w, co);
    return co;
}

/* the end of placement co replayed with flows, each message's way back
 * loaded SHEAR_BACK times its way there (SimGrid's: 0.05); stage_step'd */
static double end_loaded_back(scorer_t *sc, const int *co)
{
    cp_time_work_t *w = sc->work;
    cp_time_work_flows(w, 1), cp_time_work_link_bound(w, 1), cp_time_work_stop_after(w, 0);
    cp_time_work_back_weight(w, SHEAR_BACK);
    double t = cp_map_time(sc->program, sc->m, co, w);
    cp_time_work_back_weight(w, -1);
    stage_step(sc, 1);
    return t;
}

static int shear_best(scorer_t *sc, cp_result_t *res, int *nres, int best)
{
    const cp_graph_t *g = sc->g;
    const cp_machine_t *m = sc->m;
    int dim[3], n = g->vertnbr;
    if (cp_grid_reading(g, m, dim) || dim[2] != 1 || dim[0] < 2 || dim[1] < 2) return best;
    int nsh = NSHEARS;
    int *co = malloc((size_t)n * sizeof *co), *kept = malloc((size_t)SHEAR_KEEP * (size_t)n * sizeof *kept);
    int *order = malloc((size_t)*nres * sizeof *order), kept_id[SHEAR_KEEP], nkept = 0;
    double kept_t[SHEAR_KEEP];
    if (!co || !kept || !order) goto out;
    int k = 0;
    for (int i = 0; i < *nres; i++) {
        int dup = 0; /* members that agree (the tilings often do) sheared once */
        for (int j = 0; j < k && !dup; j++) dup = !memcmp(res[order[j]].core_of, res[i].core_of, (size_t)n * sizeof *co);
        if (res[i].valid && res[i].cost_time >= 0 && !dup) order[k++] = i;
    }
    for (int i = 1; i < k; i++) /* by the replay's end */
        for (int j = i; j > 0 && res[order[j]].cost_time < res[order[j - 1]].cost_time; j--) {
            int t = order[j];
            order[j] = order[j - 1], order[j - 1] = t;
        }
    double budget = 1e8, calls = (double)sc->program->nops;
    int ncand = 0;
    for (int i = 0; i < k && budget > 0; i++)
        for (int s = 0; s < nsh && budget > 0; s++, budget -= calls) ncand++;
    shears_t sh = {res, order, dim, m};
    double *cand_t = malloc((size_t)(ncand > 0 ? ncand : 1) * sizeof *cand_t);
    if (!cand_t) goto out;
    stage_start(sc, "shears", ncand);
    replays(sc, shear_placement, &sh, ncand, REPLAY_BARE, cand_t);
    for (int c = 0; c < ncand; c++) {
        int i = c / nsh, s = c % nsh;
        double t = cand_t[c];
        if (t < 0) continue;
        shear_placement(&sh, c, co);
        int dup = 0; /* members often agree: a shear kept once */
        for (int j = 0; j < nkept && !dup; j++)
            dup = kept_t[j] == t && !memcmp(kept + (size_t)j * n, co, (size_t)n * sizeof *co);
        if (dup) continue;
        /* among the SHEAR_KEEP earliest: in place of the latest kept */
        int at = nkept < SHEAR_KEEP ? nkept++ : -1;
        if (at < 0) {
            at = 0;
            for (int j = 1; j < SHEAR_KEEP; j++)
                if (kept_t[j] > kept_t[at]) at = j;
            if (t >= kept_t[at]) continue;
        }
        kept_t[at] = t, kept_id[at] = order[i] * nsh + s;
        memcpy(kept + (size_t)at * n, co, (size_t)n * sizeof *co);
    }
    free(cand_t);
    double t_best = ends_to_beat(sc, res, best) * (1 - sc->tie);
    int found = -1, by[SHEAR_KEEP];
    double found_t = -1;
    for (int j = 0; j < nkept; j++) by[j] = j;
    for (int i = 1; i < nkept; i++) /* by the replay's end without contention */
        for (int j = i; j > 0 && kept_t[by[j]] < kept_t[by[j - 1]]; j--) {
            int t = by[j];
            by[j] = by[j - 1], by[j - 1] = t;
        }
    stage_start(sc, "shears with the links' waits", nkept);
    found = replay_under(sc, kept, n, by, kept_t, nkept, &t_best);
    found_t = t_best;
    if (found >= 0) { /* the ways back loaded: the shear must still end sooner */
        stage_start(sc, "the shear and the best with the ways back loaded", 2);
        double ts = end_loaded_back(sc, kept + (size_t)found * n), tb = end_loaded_back(sc, res[best].core_of);
        int id = kept_id[found], keep = ts >= 0 && tb > 0 && ts < tb * (1 - sc->tie);
        if (ts >= 0 && tb > 0 && sc->pf)
            say(sc->pf, "note: %s+shear%d,%d %s: it ends %.1f%% sooner than %s seed %u, %.1f%% %s with each message's "
                        "way back loaded as its way there (a shear sends more both ways over the same links, and the "
                        "replay counts 5%% of a message on its way back)",
                res[id / nsh].name, shears[id % nsh][0], shears[id % nsh][1], keep ? "kept" : "not kept",
                100 * (1 - found_t / res[best].cost_time), res[best].name, res[best].seed,
                100 * fabs(1 - ts / tb), ts < tb ? "sooner" : "later");
        if (!keep) found = -1;
    }
    if (found >= 0) {
        static _Thread_local char name[96];
        int id = kept_id[found];
        snprintf(name, sizeof name, "%s+shear%d,%d", res[id / nsh].name, shears[id % nsh][0], shears[id % nsh][1]);
        int *keep = malloc((size_t)n * sizeof *keep);
        if (keep) {
            memcpy(keep, kept + (size_t)found * n, (size_t)n * sizeof *keep);
            cp_result_t *r = &res[(*nres)++];
            *r = (cp_result_t){.name = name, .core_of = keep, .valid = 1, .seed = res[id / nsh].seed};
            score_sums(r, sc);
            r->cost_time = found_t; /* its replay above: the same placement, the same end */
            if (r->valid) best = *nres - 1;
        }
    }
out:
    free(co), free(kept), free(order);
    return best;
}

/* Annealing: two chains from the chosen placement, one hot enough to leave
 * its basin and one that stays near it (map_anneal.c), side by side where
 * there are two threads; each is refined, and the better one wins only if
 * it beats the portfolio.  Not on dense graphs: a move costs the partners'
 * degree, and on AMG2013 (450 arcs a rank) 20,000 moves a rank took 113 s
 * and ended 28% above the start.  Appends the chains to res; returns the
 * best. */
static int anneal_best(const cp_map_request_t *rq, const plan_t *p, const scorer_t *sc, int anneal_threads,
                       cp_result_t *res, int *nres, int best, cp_portfolio_t *pf)
{
    const cp_graph_t *g = rq->graph;
    const cp_machine_t *m = rq->machine;
    int n = g->vertnbr;
    double arcs_per_rank = n ? (double)g->edgenbr / n : 0, anneal = p->anneal, time_limit = rq->time_limit;
    if (arcs_per_rank > 32) {
        say(pf, "warning: --anneal skipped: the graph has %.0f arcs a rank (over 32), where each move costs that "
                "many and annealing did not pay here", arcs_per_rank);
        return best;
    }
    /* --time-limit bounds the annealing too, counted from its start (the
     * portfolio has had its own): chains side by side get it each, chains
     * in turn half each */
    int two_threads = anneal_threads >= 2, obj = rq->objective;
    double limit = rq->reproducible || isinf(time_limit) ? 0 /* none */
                   : (time_limit > 0 ? time_limit : 1e-9) / (two_threads ? 1 : 2);
    anneal_t ch[2] = {{g, m, res[best].core_of, NULL, anneal, 0.5, rq->seed, p->passes, obj, p->in_order, limit, 0, 0},
                      {g, m, res[best].core_of, NULL, anneal, 0.1, rq->seed, p->passes, obj, p->in_order, limit, 0, 0}};
    pthread_t at;
    int two = two_threads && pthread_create(&at, NULL, anneal_chain, &ch[1]) == 0;
    if (two_threads && !two) ch[0].limit = ch[1].limit = limit / 2;
    anneal_chain(&ch[0]);
    if (two) pthread_join(at, NULL);
    else anneal_chain(&ch[1]);
    int64_t asked = (int64_t)(anneal * n), made = ch[0].moves < ch[1].moves ? ch[0].moves : ch[1].moves;
    if (ch[0].core_of && ch[1].core_of && made < asked)
        say(pf, "warning: --anneal %g cut to %.0f swaps a rank to end within --time-limit %g s (cooling faster); "
                "raise --time-limit, or --reproducible for all of them", anneal, (double)made / n, time_limit);
    static const char *names[2] = {"anneal-t0.5", "anneal-t0.1"};
    for (int k = 0; k < 2; k++) {
        if (!ch[k].core_of) continue;
        cp_result_t *a = &res[(*nres)++];
        *a = (cp_result_t){.name = names[k], .core_of = ch[k].core_of, .secs = ch[k].secs, .seed = rq->seed};
        score(a, sc);
        if (a->valid && better(a, &res[best], obj, rq->fallback)) best = *nres - 1;
    }
    return best;
}

/* The time objective where the machine routes link by link (a simulated
 * fat tree): each placement's hosts swapped under their switches
 * (map_host_swap.c: the pairs' levels kept, the uplinks each message
 * takes spread).  The HOSTS_KEEP whose links end least loaded (the most
 * loaded, then the sum of the squares, then the placement's own end) are
 * replayed without contention, then with it from the lowest bound up,
 * the passes cut as score_all's; the earliest is taken where it ends
 * sooner than the best by more than the ties, else the earliest of those
 * whose links end less loaded where it ends within them.  The swaps come from the
 * members' threads (sc->sw).  Those score_all replayed ahead (sc->spec)
 * are not replayed again, and are candidates whatever their links: first,
 * cut from their passes, then the others under the earliest of them.
 * The 3-D halo at 1,024
 * ranks on the 4:1 fat tree (SMPI's trace of it): the grid tiling with
 * its hosts swapped ends at 0.00886 s, the best member at 0.00923 s (SMPI
 * 0.009115 and 0.009461 s); its most loaded uplink came down from 0.00734
 * to 0.005767 s, the best member's is 0.006816 s. */
static int hosts_best(scorer_t *sc, cp_result_t *res, int *nres, int best)
{
    const cp_graph_t *g = sc->g;
    const cp_machine_t *m = sc->m;
    int n = g->vertnbr;
    if (!m->routes || !sc->program || res[best].cost_time <= 0 || res[best].time_bound) return best;
    int *co = malloc((size_t)n * sizeof *co), *kept = malloc(2 * (size_t)HOSTS_KEEP * (size_t)n * sizeof *kept);
    int kept_from[2 * HOSTS_KEEP], nkept = 0;
    if (!co || !kept) goto out;
    /* the best's own links: a swapped placement that loads them no less is
     * not replayed */
    double best_key[3] = {0, 0, 0};
    memcpy(co, res[best].core_of, (size_t)n * sizeof *co);
    if (cp_map_swap_hosts_load(g, m, co, best_key)) goto out;
    nkept = hosts_kept(sc, res, *nres, best_key, 0, co, kept, kept_from);
    int nless = nkept; /* those loading the links less than the best: kept[0 .. nless) */
    for (int s = 0; s < sc->nspec; s++) { /* replayed ahead: candidates whatever their links */
        int in = !sc->spec_co[s];
        for (int j = 0; j < nkept && !in; j++) in = !memcmp(kept + (size_t)j * n, sc->spec_co[s], (size_t)n * sizeof *co);
        if (!in) memcpy(kept + (size_t)nkept * n, sc->spec_co[s], (size_t)n * sizeof *co), kept_from[nkept++] = sc->spec_from[s];
    }
    if (!nkept) goto out;
    const int *batch[2 * HOSTS_KEEP];
    double lb[2 * HOSTS_KEEP];
    int by[2 * HOSTS_KEEP], nahead = 0, nrest = 0;
    for (int j = 0; j < nkept; j++) { /* the bounds of those replayed ahead from their passes */
        int s = spec_of(sc, kept + (size_t)j * n);
        if (s >= 0) lb[j] = sc->spec[s].end[0] < 0 ? sc->spec[s].end[0] : fmax(sc->spec[s].end[0], sc->spec[s].link_bound);
        else batch[nrest++] = kept + (size_t)j * n;
    }
    stage_start(sc, "hosts swapped", nkept);
    stage_step(sc, nkept - nrest);
    double rlb[2 * HOSTS_KEEP];
    replays(sc, batch_placement, batch, nrest, REPLAY_BOUND, rlb);
    for (int j = 0, r = 0; j < nkept; j++)
        if (spec_of(sc, kept + (size_t)j * n) < 0) lb[j] = rlb[r++];
    for (int ahead = 1, nb = 0; ahead >= 0; ahead--) { /* those replayed ahead first, each part by the bound */
        int from = nb;
        for (int j = 0; j < nkept; j++) {
            if ((spec_of(sc, kept + (size_t)j * n) >= 0) != ahead) continue;
            int at = nb++;
            by[at] = j;
            for (; at > from && lb[by[at]] < lb[by[at - 1]]; at--) {
                int t = by[at];
                by[at] = by[at - 1], by[at - 1] = t;
            }
        }
        if (ahead) nahead = nb;
    }
    double t_best = ends_to_beat(sc, res, best) * (1 - sc->tie);
    stage_start(sc, "hosts swapped with the links' waits", nkept);
    int found = replay_under(sc, kept, n, by, lb, nahead, &t_best);
    int later_found = replay_under(sc, kept, n, by + nahead, lb, nkept - nahead, &t_best);
    if (later_found >= 0) found = later_found;
    if (found < 0 && nless > 0) {
        /* none sooner by more than the ties: one that loads the links less
         * and ends within them.  The flow model charges a link loaded as
         * much as the bottleneck beside it nothing more, where SMPI takes
         * 15-20% longer: on the discovered dragonfly's 3-D halo METIS's
         * member, whose black links carry as much as the global link, was
         * predicted 0.3% after Scotch's swapped member, and ran 18% slower
         * (docs/benchmarks.md) */
        int byl[2 * HOSTS_KEEP], nl = 0;
        for (int j = 0; j < nkept; j++)
            if (by[j] < nless) byl[nl++] = by[j];
        t_best = ends_to_beat(sc, res, best) * (1 + sc->tie);
        found = replay_under(sc, kept, n, byl, lb, nl, &t_best);
    }
    double found_t = t_best;
    if (found >= 0) {
        static _Thread_local char name[96];
        snprintf(name, sizeof name, "%s+hosts", res[kept_from[found]].name);
        int *keep = malloc((size_t)n * sizeof *keep);
        if (keep) {
            memcpy(keep, kept + (size_t)found * n, (size_t)n * sizeof *keep);
            cp_result_t *r = &res[(*nres)++];
            *r = (cp_result_t){.name = name, .core_of = keep, .valid = 1, .seed = res[kept_from[found]].seed};
            score_sums(r, sc);
            r->cost_time = found_t; /* its replay above */
            if (r->valid) best = *nres - 1;
        }
    }
out:
    free(co), free(kept);
    return best;
}

int cp_map_place(const cp_map_request_t *rq, cp_portfolio_t *pf)
{
    const cp_graph_t *g = rq->graph;
    const cp_machine_t *m = rq->machine;
    const char *strategy = rq->strategy;
    int n = g->vertnbr, rc, nres = 0, njobs = 0, anneal_threads;
    job_t *jobs = NULL;
    cp_result_t *res = NULL;
    swapped_t *sw = NULL;
    plan_t p;
    pf->notes[0] = pf->err.msg[0] = 0;
    pf->profiled = rq->baseline;
    struct stage stage = {rq, NULL, 0, 0};
    scorer_t sc = {.g = g, .m = m, .nthreads = 1, .all_times = rq->all_times, .tie = rq->time_is_default ? TIME_TIE : 0,
                    .min_gain = rq->min_gain, .stage = &stage, .pf = pf};
    if ((rc = plan_request(rq, m, pf, &p))) goto out;
    if (rq->objective == CP_OBJ_TIME) {
        if (!rq->program || !m->alpha_ps || rq->program->n != n) {
            rc = refuse(pf, EXIT_USAGE, "--objective time needs the job's trace in order (a SimGrid time-independent "
                                        "trace of %d ranks) and the machine's latency and bandwidth per level", n);
            goto out;
        }
        if (!(sc.work = cp_time_work_new(n))) {
            rc = refuse(pf, EXIT_IO, "out of memory");
            goto out;
        }
        sc.program = rq->program;
    }
    if (pick_jobs(rq, &p, m, n, &jobs, &res, &njobs)) {
        rc = refuse(pf, EXIT_IO, "out of memory");
        goto out;
    }
    /* the baseline: where the ranks ran (a recording's), else rank i on core i */
    res[0] = (cp_result_t){.name = pf->profiled ? "profiled" : "identity", .core_of = malloc((size_t)n * sizeof(int)), .valid = 1};
    nres = 1;
    if (!res[0].core_of) {
        rc = refuse(pf, EXIT_IO, "out of memory");
        goto out;
    }
    if (pf->profiled) memcpy(res[0].core_of, pf->profiled, (size_t)n * sizeof(int));
    else cp_map_identity(n, res[0].core_of);
    /* the members, on a pool of threads */
    int *order = malloc((size_t)(njobs > 0 ? njobs : 1) * sizeof *order);
    if (!order) {
        rc = refuse(pf, EXIT_IO, "out of memory");
        goto out;
    }
    pool_order(jobs, njobs, order);
    /* hosts_best's candidates made beside the members where it will run */
    sw = sc.program && m->routes && strcmp(strategy, "identity") && strcmp(strategy, "launched")
             ? calloc((size_t)njobs + 5, sizeof *sw) : NULL;
    pool_t pool = {jobs, sw, order, njobs, 0, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
                   g, m, p.o, p.passes, rq->objective, rq->reproducible, p.in_order, now(), rq->time_limit, res, rq, 0,
                   sc.work, sc.program, res[0].core_of, 0};
    int nthreads = threads_for(rq, njobs, &anneal_threads);
    progress(rq, "members", 0, njobs);
    pthread_t tid[64];
    int started = 0;
    for (int i = 1; i < nthreads; i++)
        if (pthread_create(&tid[started], NULL, portfolio_worker, &pool) == 0) started++;
    portfolio_worker(&pool); /* this thread works too */
    for (int i = 0; i < started; i++) pthread_join(tid[i], NULL);
    free(order);
    /* the members that ran, in job order */
    swapped_t *sw_res = sw ? calloc((size_t)njobs + 5, sizeof *sw_res) : NULL; /* by result, as res */
    for (int j = 0; j < njobs; j++)
        if (res[1 + j].core_of) {
            if (sw_res) sw_res[nres] = sw[1 + j], sw[1 + j].co = NULL;
            res[nres++] = res[1 + j];
        }
    for (int i = 0; sw && i < njobs + 5; i++) free(sw[i].co);
    free(sw);
    sc.sw = sw = sw_res;
    if (!strcmp(strategy, "launched") && !pf->profiled) {
        rc = refuse(pf, EXIT_USAGE, "--strategy launched: the input names no hosts of this machine (a recording's, "
                                    "profiled on it)");
        goto out;
    }
    if (nres == 1 && strcmp(strategy, "identity") && strcmp(strategy, "launched"))
        say(pf, "warning: strategy %s placed nothing on this machine (Scotch and bottom-up need every tnode of a level "
                "alike, bottom-up also two levels or more; grid a 2-D or 3-D grid's traffic and a core per rank, lattice "
                "a 2-D one's); identity kept", strategy);
    /* the best valid placement by the objective; identity and launched keep the baseline */
    int best = 0;
    /* the replays side by side on the CPUs (or --threads), whatever the members used */
    sc.nthreads = cp_map_replay_threads(rq->threads);
    if (rq->replay_threads > 0 && sc.nthreads > rq->replay_threads) sc.nthreads = rq->replay_threads; /* the memory's room */
    score_all(res, nres, &sc);
    for (int i = 0; i < nres; i++) {
        if (res[i].valid && better(&res[i], &res[best], rq->objective, rq->fallback)) best = i;
    }
    if (sc.program && sc.tie > 0) {
        int first = best;
        best = near_ties(res, nres, best, sc.tie, rq->fallback);
        if (best != first) sc.t_earliest = res[first].cost_time;
        if (best != first && best != 0 && res[best].cost_time > res[first].cost_time * (1 + sc.tie))
            say(pf, "note: the replays did not settle: %s seed %u ends at %g s, %s seed %u (the earliest) at %g s, their flow "
                    "model's last passes swinging over %g-%g s and %g-%g s: ties, which the %s decided",
                res[best].name, res[best].seed, res[best].cost_time, res[first].name, res[first].seed, res[first].cost_time, res[best].time_lo,
                res[best].time_hi, res[first].time_lo, res[first].time_hi,
                rq->fallback == CP_OBJ_LINKS ? "links objective, then the sum," : "sum");
    }
    if (!strcmp(strategy, "identity") || !strcmp(strategy, "launched")) best = 0;
    else if (sc.program) best = hosts_best(&sc, res, &nres, shear_best(&sc, res, &nres, best));
    /* with --strategy identity, rank i on core i even when a recording says
     * where the ranks ran (identity asked for by name) */
    if (!strcmp(strategy, "identity") && pf->profiled) {
        cp_map_identity(n, res[0].core_of);
        res[0].name = "identity";
        score(&res[0], &sc);
    }
    if (p.anneal > 0 && !strcmp(strategy, "identity"))
        say(pf, "warning: --anneal ignored with --strategy identity (rank i on core i, as asked)");
    if (p.anneal > 0 && strcmp(strategy, "identity")) {
        progress(rq, "annealing", 0, 1);
        best = anneal_best(rq, &p, &sc, anneal_threads, res, &nres, best, pf);
        progress(rq, "annealing", 1, 1);
    }
    if (sc.program && res[best].cost_time < 0)
        say(pf, "%s: the trace could not be replayed on this placement (a rank left waiting: collectives on a part of "
                "the ranks?); the %s objective decided", rq->time_is_default ? "note" : "warning",
            rq->fallback == CP_OBJ_LINKS ? "links" : rq->fallback == CP_OBJ_MAX ? "max" : "sum");
    pf->res = res, pf->nres = nres, pf->best = best, pf->nthreads = nthreads;
    res = NULL, nres = 0;
out:
    for (int i = 0; i < nres; i++) free(res[i].core_of);
    free(res);
    free(jobs);
    for (int i = 0; sw && i < njobs + 5; i++) free(sw[i].co);
    free(sw);
    cp_time_work_free(sc.work);
    for (int i = 0; i < 64; i++) cp_time_work_free(sc.thread_work[i]);
    return rc;
}

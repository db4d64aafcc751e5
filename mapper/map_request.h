/* The mapper's library entry: a request (the graph, the machine, the
 * strategy, the objective, the limits) in, the placements its portfolio
 * made out, or an error; nothing printed.  The command line (mapper_main.c)
 * builds the request from its options, calls, and says what came back.
 * A new strategy is a row of portfolio.c's table of members (its name,
 * its kind, its library's settings) and its function in map.h. */
#ifndef CP_MAP_REQUEST_H
#define CP_MAP_REQUEST_H

#include "graph.h"
#include "machine.h"
#include "ti_program.h"

enum { CP_OBJ_SUM, CP_OBJ_MAX, CP_OBJ_LINKS, CP_OBJ_TIME };

typedef struct cp_map_request {
    const cp_graph_t *graph;
    const cp_machine_t *machine;
    const int *baseline;    /* where the ranks ran (a recording's), NULL: rank i on core i */
    const char *strategy;   /* portfolio, metis, bottom-up, scotch, grid, lattice, identity */
    const char *levels;     /* the levels to partition: "all", a count from the top, a list "1,2" */
    int objective;          /* CP_OBJ_SUM, CP_OBJ_MAX (the largest per-rank cost), CP_OBJ_LINKS (map_links.c),
                               CP_OBJ_TIME (the trace replayed, its shared links included: map_time.c) */
    int passes;             /* refinement passes */
    unsigned seed;
    int threads;            /* members side by side (0: the default, by the CPUs) */
    int reproducible;       /* Scotch in one thread, no time limit */
    double time_limit;      /* no member started after it (s; inf none) */
    double anneal;          /* swaps a rank of the annealing after the portfolio (0 none) */
    /* CP_OBJ_TIME: the traced calls in order (map_time.c), replayed per placement */
    const cp_ti_program_t *program;
    int all_times; /* every placement replayed with flows (else those whose bound passes the best keep it) */
    int fallback;  /* CP_OBJ_TIME: the objective that decides where the trace cannot be replayed (0: the sum) */
    int time_is_default; /* CP_OBJ_TIME not asked for: a trace that cannot be replayed is a note, not a warning */
    int replay_threads;  /* CP_OBJ_TIME: replays side by side at most, each with its scratch (0: as threads) */
    double min_gain;     /* --min-gain (percent): the baseline's replay is cut only well past it */
    /* what is under way, as it goes (NULL: nothing): called as a stage
     * starts (done 0) and as each of its steps ends, from whichever thread
     * ended it, one call at a time */
    void (*progress)(void *ctx, const char *stage, int done, int total);
    void *progress_ctx;
} cp_map_request_t;

/* the replays side by side for --threads T (0: by the CPUs, at most 8) */
int cp_map_replay_threads(int threads);

/* One placement the portfolio made, or a baseline. */
typedef struct cp_result {
    const char *name;
    int *core_of;
    double cost, cost_max, cost_links, secs;
    double cost_time; /* the replay's end (s) with CP_OBJ_TIME, else 0; -1 where it failed */
    /* the range its flow model's last passes swung over where they did
     * not settle (cp_time_passes_swing), else cost_time twice; 0 unknown */
    double time_lo, time_hi;
    int valid;
    unsigned seed;
    /* 1: cost_time is the replay without contention, a lower bound; 2: the
     * end of the flow model's pass where its replay was cut, past the best
     * (portfolio.c's score_all): it could not win */
    int time_bound;
    /* the earlier member that made this same placement, + 1 (0: none;
     * the baseline is no one's): replayed once (portfolio.c's score_all),
     * said so in the listing */
    int twin_of;
} cp_result_t;

typedef struct cp_portfolio {
    const int *profiled;    /* the request's baseline */
    /* res[0] the baseline (profiled, else identity), the members after */
    cp_result_t *res;
    int nres, best, nthreads;
    char notes[2048];       /* what the caller should say: "warning: ..." / "note: ..." lines */
    cp_err_t err;           /* why it failed */
    /* the default's time objective said against the baseline
     * (mapper_main.c): the chosen placement's end, or where the baseline
     * is kept the next best's, and the baseline's (s); 0 where not said */
    double replay_chosen, replay_base;
    int replay_kept; /* the baseline kept: nothing ends sooner, or less than 1% sooner */
    int replay_base_cut; /* the baseline's replay cut (score_all): replay_base is a bound, it ends later */
} cp_portfolio_t;

/* Runs the members the request asks for, each refined on its objective,
 * and chooses the best valid one: 0, or an exit status (cli_exit.h) with
 * pf->err saying why.  pf->notes may hold lines either way. */
int cp_map_place(const cp_map_request_t *rq, cp_portfolio_t *pf);
void cp_portfolio_free(cp_portfolio_t *p);
/* Whether strategy is one cp_map_place knows. */
int cp_map_strategy_known(const char *strategy);

#endif

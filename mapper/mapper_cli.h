/* The mapper's command line, parsed (mapper_options.c), and the steps of
 * its main: the machine (mapper_machine.c), the portfolio (portfolio.c),
 * what is said and written (placement_report.c). */
#ifndef CP_MAPPER_CLI_H
#define CP_MAPPER_CLI_H

#include <stdio.h>

#include "comm_matrix.h"
#include "graph.h"
#include "machine.h"
#include "map.h"
#include "map_request.h"

typedef struct cp_mapper_cli {
    const char *gpath; /* the input */
    /* the machine */
    const char *hier, *hostfile, *topology, *dists, *costfile, *latency, *bandwidth, *switches;
    const char *platform, *write_platform; /* --platform: a SimGrid platform is the machine; --write-platform: write it as one */
    cp_node_type_t *types; /* --topology XML[=HOSTS], one per node type */
    int ntypes, per_socket, nodes; /* per_socket -1: --cores-per-socket 0, one socket a host */
    int cores_per_rank; /* --cores-per-rank: each rank on this many cores (0: one) */
    /* the strategy */
    const char *levels, *strategy;
    int passes, obj_max, obj_links, obj_time, nthreads, reproducible;
    int all_times; /* --all-times: every placement replayed with flows, none left at its bound */
    int progress;  /* --progress: what is under way from the start (else after a few seconds) */
    int obj_time_default; /* no --objective, a trace in order and costs: the time objective, obj_links its fallback */
    unsigned seed;
    double time_limit, anneal;
    double memory; /* --memory: what the time objective's replays may hold together (bytes; 0: what the machine has available) */
    double min_gain; /* keep the profiled placement unless the best is this many percent cheaper */
    /* recordings */
    int kinds, kinds_given;
    const char *weight;
    double alpha, beta;
    /* outputs */
    const char *format, *outpath, *report, *placement, *measured, *predicted;
    int physical, quiet;
    int weight_given; /* --weight or --distances: the user chose the weighting */
    int check; /* --check: build the machine and its cost model, say them, place nothing */
    int ranks; /* --ranks: the processes of the job the placement is for (0: the input's) */
    const char *graph_weight; /* a METIS graph's weights under a cost model: "msgs", "bytes" or NULL */
} cp_mapper_cli_t;

/* 0: parsed; -1: --help printed (exit 0); else the exit status, said. */
int cp_mapper_cli_parse(int argc, char **argv, cp_mapper_cli_t *o);

/* The machine the options describe, or the default: the job's hosts from
 * $PBS_NODEFILE, Slurm's or LSF's variables or Open MPI's default hostfile; a
 * recording's own hosts (profiled, not NULL: host names in rank order)
 * where it has them; else this machine through hwloc.  Its cost model too.
 * *from gets where a default came from ("" for an explicit machine).
 * 0, or the exit status, said. */
int cp_mapper_machine(const cp_mapper_cli_t *o, char *const *profiled, uint32_t nprofiled,
                      const cp_host_shape_t *profiled_shape, int per_numa, cp_machine_t *m, char *from, size_t fromlen);

/* The sockets of a recording's nodes (recorded_sockets.c): the cores a
 * package where every node said alike (two packages or more, of two cores
 * or more; *packages their number), and *per_numa the cores of each NUMA
 * node inside them where there are two or more a package (else 0); else
 * 0, and where nodes differ either *per_rank (malloc'd) the shape of each
 * rank's node (0: one socket), every host's ranks agreeing, with kinds[]
 * counting the hosts of each kind ("1 host of 2 packages of 16 cores, 3
 * hosts of 1 package"), or why[] naming two ranks of one host that
 * disagree.  -1: out of memory. */
int cp_recorded_sockets(const cp_matrix_t *mat, int *packages, int *per_numa, cp_host_shape_t **per_rank, char *kinds,
                        size_t klen, char *why, size_t len);



/* The rankfile's header, the report on stderr, and the placement report
 * (HTML: the matrix in both orders, the machine's groups drawn, the
 * traffic and cost crossing each level before and after). */
void cp_mapper_header(const cp_mapper_cli_t *o, const cp_machine_t *m, const cp_portfolio_t *p, int chosen,
                      char *buf, size_t len);
void cp_mapper_say(const cp_mapper_cli_t *o, const cp_graph_t *g, const cp_machine_t *m, const cp_portfolio_t *p,
                   int chosen, double tread, double ttotal);
int cp_placement_html(FILE *f, const cp_mapper_cli_t *o, const cp_matrix_t *mat, const cp_graph_t *g,
                      const cp_machine_t *m, const cp_portfolio_t *p, int chosen);

#endif

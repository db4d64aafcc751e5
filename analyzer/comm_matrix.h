/* Who sent how much to whom: a directed communication matrix in CSR form,
 * rows = senders, exact 64-bit messages and bytes per pair.  Every input
 * (commprof recordings, Open MPI monitoring files, OTF2 traces) becomes one
 * of these; graphs, matrix files and reports are made from it. */
#ifndef CP_COMM_MATRIX_H
#define CP_COMM_MATRIX_H

#include <stddef.h>
#include <stdint.h>

#include "record_format.h"
#include "cp_err.h"
#include "record_read.h"

/* One pair, as inputs hand them in (and as reports quote them). */
typedef struct cp_cell {
    uint32_t src, dst; /* world ranks */
    uint64_t msgs, bytes;
} cp_cell_t;

/* The logical view of one MPI call summed over the ranks (recordings). */
typedef struct cp_call_sum {
    uint32_t call;       /* its id (interpose/record/call_ids.gen.h; cp_call_name) */
    uint32_t entries;    /* the ranks' entries summed (a rank has one a communicator and algorithm) */
    uint32_t unmodeled;  /* those counted without modeling its messages */
    uint64_t calls, bytes_sent, bytes_recv;
    uint64_t unmodeled_calls, unmodeled_bytes; /* theirs: calls, bytes sent by the arguments */
} cp_call_sum_t;
/* "MPI_Alltoall", or "call 900" for an id this build does not know. */
const char *cp_call_name(uint32_t id, char *buf, size_t len);

typedef struct cp_matrix {
    uint32_t n;       /* ranks */
    int64_t nnz;      /* pairs with traffic */
    /* row r (sender r) is [rowptr[r], rowptr[r+1]) of three parallel arrays,
     * receivers increasing: 20 bytes a pair, and lookups by receiver read
     * only dst (4 bytes a pair) */
    int64_t *rowptr;  /* n + 1 */
    uint32_t *dst;
    uint64_t *msgs, *bytes;
    /* bytes only (msgs stays NULL): a graph weighted by bytes needs no
     * message counts, and they were 40% of the matrix; msgs_total still
     * counts them */
    int no_msgs;
    uint64_t msgs_total;
    /* while building: pairs added in (src, dst) order go straight to the
     * rows; the others wait in `pending` and are merged by finish() */
    int64_t cap, rows, rowcap; /* rowptr[0 .. rows) known */
    cp_cell_t *pending;
    int64_t npending, pendcap;
    /* what the source knew besides the pairs (may be absent) */
    char **host;      /* per rank host name, or NULL */
    /* recordings: per rank, how it ended (RANK_INFO end_kind | end_signal
     * << 8), or NULL; nended: ranks that did not end at MPI_Finalize */
    uint32_t *ended;
    uint32_t nended;
    /* recordings: per rank, its highest allowed core (hwloc logical index)
     * + 1, 0 unknown, or NULL: an unbound rank's span is its node's cores,
     * which the mapper checks the host's slots against */
    uint32_t *core_span;
    /* recordings: per rank, its lowest core + 1 where its cores are one
     * run (then core_span - core_first + 1 of them), else 0, or NULL: with
     * core_span, whether ranks of a host had cores of their own (a hybrid
     * job's PE=K) */
    uint32_t *core_first;
    /* recordings (format 1.10): per rank, the packages (sockets) of its
     * node as hwloc saw them there (0 unknown), and the cores of each where
     * all have as many (else 0), or NULL: the nodes' sockets for a machine
     * built from a hostfile (mapper) */
    uint32_t *packages, *package_cores;
    /* recordings (format 1.11): per rank, the cores of each NUMA node
     * inside its node's packages where there are two or more a package,
     * all alike (else 0), or NULL: the level between socket and core */
    uint32_t *numa_cores;
#define CP_ENDED_MISSING UINT32_MAX
    uint64_t hist[CP_HIST_BINS]; /* message sizes, log2 bins (record_format.h) */
    int has_hist;
    uint32_t limit;    /* readers reject ranks >= limit (0 = any; n grows) */
    uint32_t nmissing; /* ranks absent from a partial recording */
    uint32_t *missing;
    char source[512]; /* what was read: "commprof recording DIR (phase solve)" */
    char phases[512];  /* recordings: the phases recorded, "a, b" ("" none) */
    /* what was read, by kind (index: CP_TRAFFIC_P2P, _COLL, _RMA; monitoring:
     * E, I, S and R lines): messages and bytes sent */
    int has_kinds;
    uint64_t kind_msgs[3], kind_bytes[3];
    /* recordings: the calls of the collective and one-sided kind, heaviest
     * bytes first */
    cp_call_sum_t *calls;
    uint32_t ncalls;
    char mpi_library[64]; /* recordings: the MPI library's first line, "MPICH Version: 4.0.2" ("" unknown) */
    /* time, from recordings made with synchronized clocks (format 1.1) */
    int has_clock;
    double duration_s;       /* rank 0's time zero to the last rank's end, corrected */
    uint64_t max_sync_error_ns;
    double max_drift_ppm;    /* largest |drift| between a rank's sync points */
    int64_t max_offset_ns;   /* largest |offset| at MPI_Init */
    /* per rank: the first sync point's error bound (half the least round
     * trip to its clock's parent, plus the parent's), UINT64_MAX: none;
     * sync_group as CLOCK records it (1: a clock per node, 2: per rank).
     * The mapper reads the network's latency per level from them
     * (mapper/sync_latency.c). */
    uint64_t *sync_error_ns;
    /* per rank (format 1.9): the bandwidth its node's leader measured to
     * its clock's parent at MPI_Finalize, bytes/s; 0: none (NULL: no
     * recording) */
    uint64_t *sync_bw;
    uint32_t sync_group;
    /* recordings (format 1.4): whole-run traffic with processes outside
     * MPI_COMM_WORLD (spawned or connected jobs), which no matrix row can
     * hold: sent messages, sent bytes, received messages, received bytes */
    uint64_t outside[4];
    uint32_t outside_ranks;
    /* traffic over time (COMMPROF_WINDOW): sends per window */
    int64_t window_ns;       /* 0: recorded without windows */
    uint32_t nwindows;
    size_t wincap;
    uint64_t *win_msgs, *win_bytes;
    uint32_t win_first, win_last; /* with --time: windows used, inclusive */
    /* OTF2 traces: what was read, and the clock condition on the corrected
     * times (a receive completing before its send began is a violation) */
    int has_trace;
    uint64_t trace_events, trace_sends, trace_recvs, trace_matched;
    uint64_t trace_unmatched_sends, trace_unmatched_recvs; /* e.g. a trace cut by its size limit */
    uint64_t trace_unresolved;       /* message events whose peer the definitions do not resolve */
    /* ranks whose trace stopped early (a MeasurementOnOff "off" event:
     * COMMPROF_TRACE_LIMIT), when: seconds since the start, first and last */
    uint32_t trace_ncut, *trace_cut;
    double trace_cut_first_s, trace_cut_last_s;
    char trace_profile[512]; /* the commprof recording the trace belongs to ("": none) */
    uint64_t clock_violations, clock_violations_beyond; /* beyond: larger than both ranks' error bounds */
    int64_t max_violation_ns;
    /* violations removed by moving the ranks' offsets within their error
     * bounds (clock_adjust.h): 1 done (moves per world rank, ns), -1 no such
     * moves exist, 0 not tried (no violation) */
    int clock_adjusted;
    double clock_adjust_max_ns;
    double *clock_moves_ns;
    uint32_t clock_moves_n;
} cp_matrix_t;


/* Building: init, add cells in any order (duplicates add up), finish.
 * Cells in (src, dst) order cost no sort. */
int cp_matrix_init(cp_matrix_t *m, uint32_t n);
int cp_matrix_add(cp_matrix_t *m, uint32_t src, uint32_t dst, uint64_t msgs, uint64_t bytes);
int cp_matrix_finish(cp_matrix_t *m);
/* Room for `pairs` pairs in all, allocated now (readers that can estimate
 * the total call it once: growth by steps faults in every page on its own). */
int cp_matrix_reserve(cp_matrix_t *m, int64_t pairs);
void cp_matrix_free(cp_matrix_t *m);
/* The sender of pair k (a binary search over the rows). */
uint32_t cp_matrix_src(const cp_matrix_t *m, int64_t k);
/* Pair k as a cell. */
static inline cp_cell_t cp_matrix_cell(const cp_matrix_t *m, int64_t k)
{
    return (cp_cell_t){cp_matrix_src(m, k), m->dst[k], m->msgs[k], m->bytes[k]};
}
/* Traffic over time: adds to window w (of m->window_ns), growing the list. */
int cp_matrix_add_window(cp_matrix_t *m, uint32_t w, uint64_t msgs, uint64_t bytes);
/* The same on any such list (readers that gather windows apart first). */
int cp_windows_add(uint64_t **win_msgs, uint64_t **win_bytes, uint32_t *nwindows, size_t *wincap, uint32_t w,
                   uint64_t msgs, uint64_t bytes);

/* Asks the kernel for huge pages on a large array about to be filled. */
void cp_big_pages(void *p, size_t len);

/* A trace cut short (m->trace_ncut): one line saying which ranks stopped
 * when, and where the complete profile is, for warnings and reports. */
void cp_trace_cut_line(const cp_matrix_t *m, char *buf, size_t len);
/* Collective calls counted without modeling their messages (MPICH's,
 * calls_unmodeled.c): 1 and a line saying how many, their bytes and the
 * heaviest calls, else 0. */
int cp_unmodeled_line(const cp_matrix_t *m, char *buf, size_t len);
/* A call's "messages modeled" column: yes, no, or partly (some ranks'
 * entries, as a component that runs some communicators and not others). */
const char *cp_call_modeled(const cp_call_sum_t *c);

/* Inputs. */
typedef struct cp_matrix_opts {
    const char *phase;   /* recording phase name, NULL = whole run */
    int allow_partial;   /* recording with missing ranks: keep what is there */
    int kinds;           /* CP_KIND_P2P | CP_KIND_COLL | CP_KIND_RMA: recordings' peer kinds,
                            monitoring's E | I | S+R lines */
    int has_time;        /* recordings with windows: only sends in [t_from, t_to) s */
    double t_from, t_to; /* seconds since the job's time zero (rank 0 leaving MPI_Init) */
    int bytes_only;      /* recordings: a matrix without per-pair message counts (m->no_msgs) */
    int has_sizes;       /* only messages of the size classes bin_lo..bin_hi (record_format.h's log2
                            classes): recordings by their per-pair histograms (size_classes.h), traces
                            message by message */
    unsigned bin_lo, bin_hi;
} cp_matrix_opts_t;
enum { CP_KIND_P2P = 1, CP_KIND_COLL = 2, CP_KIND_RMA = 4 };

int cp_matrix_from_recording(const char *dir, const cp_matrix_opts_t *o, cp_matrix_t *m,
                             cp_err_t *err);
/* Open MPI monitoring output: `paths` are .prof files (one per rank,
 * "E src dst N bytes M msgs sent ..." lines); n = 0 takes the largest rank
 * seen + 1. */
int cp_matrix_from_monitoring(char *const *paths, int npaths, uint32_t n,
                              const cp_matrix_opts_t *o, cp_matrix_t *m, cp_err_t *err);
/* An OTF2 trace (its anchor file, NAME.otf2): MpiSend/MpiIsend events per
 * pair, on OTF2's clock-corrected times (o->has_time selects by send time,
 * seconds since the trace's start); also checks the clock condition. */
int cp_matrix_from_otf2(const char *anchor, const cp_matrix_opts_t *o, cp_matrix_t *m, cp_err_t *err);
/* SimGrid's time-independent trace (matrix_ti.c): the index file smpirun
 * -trace-ti writes, one rank file a line.  Point-to-point sends counted,
 * collectives modeled as Open MPI's coll/tuned runs them; *flops (where
 * not NULL) gets each rank's computation, malloc'd; *prog (where not
 * NULL) the calls in order, as cp_ti_program_read reads them (freed on
 * an error).  Errors name the file and line. */
struct cp_ti_program;
int cp_matrix_from_ti(const char *index, const cp_matrix_opts_t *o, cp_matrix_t *m, cp_err_t *err, double **flops,
                      struct cp_ti_program *prog);
/* Whether path is such an index (its first line names a rank-N.txt file). */
int cp_ti_is_index(const char *path);
/* path's first line is a SimGrid action ("0 init", "3 send 1 0 64"): a
 * rank file, or every rank's actions in one file, given where an index was
 * meant; its first line copied to first (may be NULL) */
int cp_ti_is_actions(const char *path, char *first, size_t first_size);
/* Parse one monitoring file held in memory (the fuzz target's entry). */
int cp_monitoring_parse(const char *buf, size_t len, const char *name, int kinds,
                        cp_matrix_t *m, cp_err_t *err);

/* What a command-line path holds: a commprof recording directory, an OTF2
 * trace (*anchor = its anchor file, malloc'd: the path itself or the one
 * .otf2 of a directory), Open MPI monitoring output (a .prof file or a
 * directory of them), something else (e.g. a graph file), or nothing. */
typedef enum {
    CP_IN_MISSING,
    CP_IN_OTHER,
    CP_IN_RECORDING,
    CP_IN_OTF2,
    CP_IN_MONITORING,
    CP_IN_RECORD_FILE, /* one file of a recording (job.cpj, rank.N.cpr, node.L.cpr): its directory is meant */
    CP_IN_TI           /* SimGrid time-independent trace: its index file */
} cp_input_kind_t;
cp_input_kind_t cp_input_kind(const char *path, char **anchor);

/* The one door for the tools' inputs (matrix_input.c): paths as given on
 * the command line, read into m.  Returns 0, or the exit status of the
 * tools (cli_exit.h: 2 a wrong combination, 3 bad or incomplete input, 4
 * I/O) with err->msg saying why.  *kind says what was read; CP_IN_OTHER
 * with 0 returned: no reader here knows it (monitoring_too 0: the mapper
 * reads it as a METIS graph), m untouched. */
typedef struct cp_input {
    const char *const *paths;
    int npaths;
    cp_matrix_opts_t o;
    int kinds_given;    /* --include given: OTF2 traces refuse other than p2p */
    uint32_t nranks;    /* --ranks: monitoring's job size (0 = largest rank + 1) */
    int monitoring_too; /* files of no other kind are monitoring files */
    /* where not NULL, a SimGrid trace's calls are also kept here, in
     * order (ti_program.h), from the same reading: the mapper's replays
     * need them, and reading 4,096 ranks' actions twice cost 0.2 s */
    struct cp_ti_program *program;
} cp_input_t;
int cp_input_read(const cp_input_t *in, cp_matrix_t *m, cp_err_t *err, cp_input_kind_t *kind);
/* Appends the .prof files of dir (sorted) to *out; -1 on error (errno). */
int cp_input_list_prof(const char *dir, char ***out, int *n);

/* Weight of a pair: bytes, messages or alpha*msgs + beta*bytes. */
typedef enum { CP_W_BYTES, CP_W_MSGS, CP_W_COST } cp_weight_kind_t;
typedef struct cp_weight {
    cp_weight_kind_t kind;
    double alpha, beta; /* CP_W_COST: seconds per message, seconds per byte, scaled by `scale` */
    double scale;       /* CP_W_COST: integer weight = round(scale * cost), at least 1 */
    int keep_msgs;      /* CP_W_BYTES: graphs also get the messages (edmsgtab) */
} cp_weight_t;
/* A cost weight past this is capped (an integer weight must fit int64_t):
 * the analyzer says how many were. */
#define CP_WEIGHT_CAP UINT64_C(9200000000000000000)
uint64_t cp_weight_of(const cp_weight_t *w, uint64_t msgs, uint64_t bytes);
const char *cp_weight_name(const cp_weight_t *w);

#endif

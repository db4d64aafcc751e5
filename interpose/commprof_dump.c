/* commprof-dump: a recording as text.  Thin CLI over the reader library. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record_read.h"

#include "cli_exit.h"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: commprof-dump [options] DIR\n"
            "Print a commprof recording, one line per sender->receiver pair in world ranks:\n"
            "  <src> <dst> <msgs> <bytes>     (sent side, whole run, sorted)\n"
            "options:\n"
            "  --phase NAME     the table of phase NAME instead of the whole run\n"
            "  --recv           the receive side: <dst> <src> <msgs> <bytes> as counted by receivers\n"
            "  --hist           append the message-size histogram: bin:count ... (bin b = sizes in\n"
            "                   [2^(b-1), 2^b), bin 0 = empty messages)\n"
            "  --info           print job and per-rank metadata (host, node ranks, binding) instead\n"
            "  --allow-partial  read what is there when rank files are missing (warns)\n"
            "  -h, --help       this help\n"
            "exit status: 0 ok, 2 usage, 3 corrupt or incomplete recording, 4 I/O error\n");
}

typedef struct line {
    uint32_t a, b;
    uint64_t msgs, bytes;
    const cp_rank_t *r;
    const cp_peer_t *p;
} line_t;

static int cmp(const void *x, const void *y)
{
    const line_t *a = x, *b = y;
    if (a->a != b->a) return a->a < b->a ? -1 : 1;
    return a->b < b->b ? -1 : a->b > b->b;
}

static void print_info(const cp_recording_t *rec)
{
    printf("job %s\nranks %u\nmpi %s\ncommand %s\nstart_ns %lld\nend_ns %lld\n", rec->job_id,
           rec->world_size, rec->mpi_library, rec->command_line, (long long)rec->start_ns,
           (long long)rec->end_ns);
    for (uint32_t i = 0; i < rec->world_size; i++) {
        const cp_rank_t *r = &rec->ranks[i];
        if (!r->present) {
            printf("rank %u missing\n", i);
            continue;
        }
        printf("rank %u host %s pid %u end %s cpuset %s cores", i, r->host, r->pid,
               cp_end_kind_name(r->end_kind), r->cpuset[0] ? r->cpuset : "-");
        for (uint32_t k = 0; k < r->ncores; k++) printf("%c%u", k ? ',' : ' ', r->cores[k]);
        printf(" node_ranks");
        for (uint32_t k = 0; k < r->n_node_ranks; k++) printf("%c%u", k ? ',' : ' ', r->node_ranks[k]);
        printf("\n");
    }
}

int main(int argc, char **argv)
{
    static const struct option opts[] = {{"phase", required_argument, 0, 'p'},
                                         {"recv", no_argument, 0, 'r'},
                                         {"hist", no_argument, 0, 'H'},
                                         {"info", no_argument, 0, 'i'},
                                         {"allow-partial", no_argument, 0, 'P'},
                                         {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    const char *phase = NULL;
    int recv = 0, hist = 0, info = 0, partial = 0, c;
    while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
        switch (c) {
        case 'p': phase = optarg; break;
        case 'r': recv = 1; break;
        case 'H': hist = 1; break;
        case 'i': info = 1; break;
        case 'P': partial = 1; break;
        case 'h': usage(stdout); return 0;
        default: usage(stderr); return EXIT_USAGE;
        }
    }
    if (optind != argc - 1) {
        fprintf(stderr, "commprof-dump: error: expected one recording directory\n");
        usage(stderr);
        return EXIT_USAGE;
    }
    cp_error_t err;
    cp_recording_t *rec = cp_recording_open(argv[optind], partial, &err);
    if (!rec) {
        fprintf(stderr, "commprof-dump: error: %s\n", err.msg);
        return err.code == CP_ERR_IO ? EXIT_IO : EXIT_DATA;
    }
    if (rec->nmissing)
        fprintf(stderr, "commprof-dump: warning: %u of %u rank files missing or unreadable\n",
                rec->nmissing, rec->world_size);
    if (info) {
        print_info(rec);
        cp_recording_free(rec);
        return 0;
    }
    size_t n = 0, cap = 1024;
    line_t *lines = malloc(cap * sizeof *lines);
    int found_phase = phase == NULL;
    for (uint32_t i = 0; lines && i < rec->world_size; i++) {
        const cp_rank_t *r = &rec->ranks[i];
        if (!r->present) continue;
        int ph = cp_rank_phase_id(r, phase);
        if (ph < 0) continue;
        found_phase = 1;
        for (size_t k = 0; k < r->npeers; k++) {
            const cp_peer_t *p = &r->peers[k];
            if (p->phase != (uint32_t)ph) continue;
            uint64_t m = recv ? p->recv_msgs : p->sent_msgs;
            uint64_t b = recv ? p->recv_bytes : p->sent_bytes;
            if (!m) continue;
            if (n == cap) {
                line_t *t = realloc(lines, 2 * cap * sizeof *t);
                if (!t) break;
                lines = t;
                cap *= 2;
            }
            lines[n++] = (line_t){recv ? p->peer : i, recv ? i : p->peer, m, b, r, p};
        }
    }
    if (!lines) {
        fprintf(stderr, "commprof-dump: error: out of memory\n");
        return EXIT_IO;
    }
    if (!found_phase) {
        fprintf(stderr, "commprof-dump: error: %s: no rank recorded a phase named '%s'\n",
                argv[optind], phase);
        return EXIT_DATA;
    }
    qsort(lines, n, sizeof *lines, cmp);
    for (size_t i = 0; i < n; i++) {
        printf("%u %u %llu %llu", lines[i].a, lines[i].b, (unsigned long long)lines[i].msgs,
               (unsigned long long)lines[i].bytes);
        if (hist && !recv)
            for (uint32_t b = 0; b < lines[i].p->nbins; b++) {
                const cp_bin_t *bn = &lines[i].r->bins[lines[i].p->bin_first + b];
                printf(" %u:%llu", bn->bin, (unsigned long long)bn->count);
            }
        printf("\n");
    }
    free(lines);
    cp_recording_free(rec);
    return ferror(stdout) ? EXIT_IO : 0;
}

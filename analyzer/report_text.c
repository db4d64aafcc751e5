#include <inttypes.h>
#include <stdlib.h>

#include "record_read.h"
#include "report.h"
#include "units.h"

/* Range [lo, hi) of message sizes in bin b (record_format.h). */
void cp_bin_range(unsigned b, uint64_t *lo, uint64_t *hi);
void cp_bin_range(unsigned b, uint64_t *lo, uint64_t *hi)
{
    *lo = b == 0 ? 0 : UINT64_C(1) << (b - 1);
    *hi = b == 0 ? 1 : b >= 64 ? UINT64_MAX : UINT64_C(1) << b;
}

int cp_report_link_bw(const cp_matrix_t *m, char *buf, size_t len)
{
    uint64_t lo = UINT64_MAX, hi = 0;
    for (uint32_t r = 0; m->sync_bw && r < m->n; r++)
        if (m->sync_bw[r]) {
            if (m->sync_bw[r] < lo) lo = m->sync_bw[r];
            if (m->sync_bw[r] > hi) hi = m->sync_bw[r];
        }
    if (!hi) return 0;
    char a[32], b[32];
    cp_size_format((double)lo, a, sizeof a), cp_size_format((double)hi, b, sizeof b);
    if (lo == hi) snprintf(buf, len, "%s/s", a);
    else snprintf(buf, len, "%s/s to %s/s", a, b);
    return 1;
}

void cp_report_trace_line(FILE *f, const cp_matrix_t *m, const char *prefix)
{
    fprintf(f,
            "%strace: %.6f s, %" PRIu64 " events, %" PRIu64 " sends, %" PRIu64 " receives, %" PRIu64 " matched; "
            "clock condition: %" PRIu64 " receive%s completed before the send began",
            prefix, m->duration_s, m->trace_events, m->trace_sends, m->trace_recvs, m->trace_matched, m->clock_violations,
            m->clock_violations == 1 ? "" : "s");
    if (m->clock_violations)
        fprintf(f, " (by up to %.3f us; %" PRIu64 " beyond the clocks' error bounds)", m->max_violation_ns * 1e-3,
                m->clock_violations_beyond);
    if (m->clock_adjusted > 0)
        fprintf(f, "; 0 with the offsets moved within their error bounds (by up to %.3f us)",
                m->clock_adjust_max_ns * 1e-3);
    else if (m->clock_adjusted < 0)
        fprintf(f, "; no moves of the offsets within their error bounds remove them");
    if (m->trace_unmatched_sends || m->trace_unmatched_recvs)
        fprintf(f, "; unmatched: %" PRIu64 " sends, %" PRIu64 " receives", m->trace_unmatched_sends,
                m->trace_unmatched_recvs);
    if (m->trace_unresolved)
        fprintf(f, "; %" PRIu64 " message events on undefined communicators or ranks, skipped", m->trace_unresolved);
    fputc('\n', f);
}

static const char *end_words(uint32_t e, char *buf, size_t len)
{
    uint32_t sig = e >> 8;
    switch (e & 0xff) {
    case CP_END_RUNNING: return "still running when last written";
    case CP_END_ABORT: return "by MPI_Abort";
    case CP_END_EXIT: return "by exit() without MPI_Finalize";
    case CP_END_SIGNAL:
        if (cp_signal_name(sig)) snprintf(buf, len, "by %s", cp_signal_name(sig));
        else if (sig) snprintf(buf, len, "by signal %u", sig);
        else snprintf(buf, len, "by a signal");
        return buf;
    default: snprintf(buf, len, "in a way this reader does not know (%u)", e & 0xff); return buf;
    }
}

/* How the ranks that did not reach MPI_Finalize ended, grouped in the order
 * of each group's first rank, with up to 8 rank numbers a group:
 * "1 by SIGSEGV (rank 2); 3 by SIGTERM (ranks 0 1 3)". */
void cp_report_ended(FILE *f, const cp_matrix_t *m)
{
    enum { GROUPS = 16, SHOWN = 8 };
    uint32_t key[GROUPS], count[GROUPS], other = 0;
    unsigned ng = 0;
    for (uint32_t r = 0; r < m->n; r++) {
        uint32_t e = m->ended[r];
        if (e == CP_ENDED_MISSING || (e & 0xff) == CP_END_FINALIZE) continue;
        unsigned g = 0;
        while (g < ng && key[g] != e) g++;
        if (g == ng && ng < GROUPS) key[ng] = e, count[ng++] = 0;
        if (g < ng) count[g]++;
        else other++;
    }
    char buf[64];
    for (unsigned g = 0; g < ng; g++) {
        fprintf(f, "%s%u %s (rank%s", g ? "; " : "", count[g], end_words(key[g], buf, sizeof buf),
                count[g] > 1 ? "s" : "");
        unsigned shown = 0;
        for (uint32_t r = 0; r < m->n && shown < SHOWN; r++)
            if (m->ended[r] == key[g]) fprintf(f, " %u", r), shown++;
        fprintf(f, "%s)", count[g] > SHOWN ? " ..." : "");
    }
    if (other) fprintf(f, "; %u in other ways", other);
}

static void locality_part(FILE *f, const char *what, uint64_t bytes, uint64_t msgs, double total, const char *end)
{
    fprintf(f, "%s %" PRIu64 " bytes (%.1f%%), %" PRIu64 " messages%s", what, bytes, total > 0 ? 100.0 * bytes / total : 0.0,
            msgs, end);
}

int cp_report_text(FILE *f, const cp_matrix_t *m, const cp_summary_t *s)
{
    char a[32];
    fprintf(f, "commprof analyzer report\nsource: %s\n", m->source);
    if (m->phases[0]) fprintf(f, "phases: %s (analyzer --phase NAME reports one)\n", m->phases);
    fprintf(f, "ranks: %u", m->n);
    if (m->nmissing) {
        fprintf(f, " (%u missing:", m->nmissing);
        for (uint32_t i = 0; i < m->nmissing && i < 20; i++) fprintf(f, " %u", m->missing[i]);
        fprintf(f, "%s)", m->nmissing > 20 ? " ..." : "");
    }
    if (m->ended && m->nended) {
        fprintf(f, "\nended before MPI_Finalize: ");
        cp_report_ended(f, m);
        fprintf(f, "; their counts stop there");
    }
    fprintf(f, "\ntotal: %" PRIu64 " messages, %" PRIu64 " bytes (%s)\n", s->msgs, s->bytes,
            cp_size_format((double)s->bytes, a, sizeof a));
    fprintf(f, "self: %" PRIu64 " messages, %" PRIu64 " bytes\n", s->self_msgs, s->self_bytes);
    fprintf(f, "pairs: %" PRId64 " directed with traffic; density %.4f; max out-degree %u, mean %.2f\n",
            s->pairs, s->density, s->max_degree,
            m->n ? (double)s->offdiag / m->n : 0.0);
    fprintf(f, "imbalance (max/mean bytes): sent %.3f (rank %u), received %.3f (rank %u)\n",
            s->sent_imbalance, s->max_sender, s->recv_imbalance, s->max_receiver);
    if (s->has_hosts) {
        double tb = (double)(s->intra_bytes + s->inter_bytes);
        fprintf(f,
                "locality as profiled (%u node%s): within nodes %" PRIu64 " bytes (%.1f%%), %" PRIu64
                " messages; between nodes %" PRIu64 " bytes (%.1f%%), %" PRIu64 " messages\n",
                s->nnodes, s->nnodes == 1 ? "" : "s", s->intra_bytes,
                tb > 0 ? 100.0 * s->intra_bytes / tb : 0.0, s->intra_msgs, s->inter_bytes,
                tb > 0 ? 100.0 * s->inter_bytes / tb : 0.0, s->inter_msgs);
        if (s->has_packages) {
            fprintf(f, "  inside the nodes, by the cores each rank ran on (hwloc where the job ran): ");
            if (s->has_numa) locality_part(f, "one NUMA node", s->numa_bytes, s->numa_msgs, tb, "; ");
            locality_part(f, s->has_numa ? "one package, other NUMA nodes or not known" : "one package", s->package_bytes,
                          s->package_msgs, tb, "; ");
            locality_part(f, "two packages", s->across_bytes, s->across_msgs, tb, "; ");
            locality_part(f, "not known (a rank unbound, or bound across packages)", s->unknown_bytes, s->unknown_msgs,
                          tb, "\n");
        }
    }
    if (m->has_kinds) {
        uint64_t ab = m->kind_bytes[0] + m->kind_bytes[1] + m->kind_bytes[2];
        fprintf(f, "by kind: point-to-point %" PRIu64 " messages, %" PRIu64 " bytes (%.1f%%); collectives (modeled) %"
                   PRIu64 " messages, %" PRIu64 " bytes (%.1f%%); one-sided %" PRIu64 " messages, %" PRIu64 " bytes (%.1f%%)\n",
                m->kind_msgs[0], m->kind_bytes[0], ab ? 100.0 * m->kind_bytes[0] / ab : 0.0, m->kind_msgs[1],
                m->kind_bytes[1], ab ? 100.0 * m->kind_bytes[1] / ab : 0.0, m->kind_msgs[2], m->kind_bytes[2],
                ab ? 100.0 * m->kind_bytes[2] / ab : 0.0);
    }
    if (m->outside_ranks)
        fprintf(f, "outside MPI_COMM_WORLD (spawned or connected jobs, in no graph; whole run): %u rank%s sent %" PRIu64
                   " messages, %" PRIu64 " bytes; received %" PRIu64 " messages, %" PRIu64 " bytes\n",
                m->outside_ranks, m->outside_ranks == 1 ? "" : "s", m->outside[0], m->outside[1], m->outside[2],
                m->outside[3]);
    if (m->has_clock)
        fprintf(f, "clocks: synchronized to rank 0's; error bound <= %.3f us, largest offset at "
                   "MPI_Init %.3f ms, largest drift %.2f ppm; run length %.6f s\n",
                m->max_sync_error_ns * 1e-3, m->max_offset_ns * 1e-6, m->max_drift_ppm, m->duration_s);
    char bw[80];
    if (cp_report_link_bw(m, bw, sizeof bw))
        fprintf(f, "network: bandwidth between pairs of nodes %s (measured at MPI_Finalize; the mapper's model "
                   "takes each level's median)\n", bw);
    if (m->has_trace) cp_report_trace_line(f, m, "");
    if (m->trace_ncut) {
        char line[1024];
        cp_trace_cut_line(m, line, sizeof line);
        fprintf(f, "%s\n", line);
    }
    char unmodeled[1024];
    if (cp_unmodeled_line(m, unmodeled, sizeof unmodeled)) fprintf(f, "%s\n", unmodeled);
    if (m->clock_adjusted > 0) { /* the moves, so they can be checked (and applied) elsewhere */
        fprintf(f, "clock moves within the error bounds (rank ns):");
        for (uint32_t r = 0; r < m->clock_moves_n; r++)
            if (m->clock_moves_ns[r] != 0) fprintf(f, " %u %.1f", r, m->clock_moves_ns[r]);
        fputc('\n', f);
    }
    if (m->window_ns && m->nwindows) {
        /* at most 40 rows: consecutive windows summed */
        uint32_t per = (m->nwindows + 39) / 40;
        double w = (double)m->window_ns * 1e-9;
        fprintf(f, "\ntraffic over time (all ranks' sends; windows of %g s%s):\n%12s %12s %14s %18s\n", w,
                per > 1 ? ", summed in groups" : "", "from s", "to s", "messages", "bytes");
        for (uint32_t i = 0; i < m->nwindows; i += per) {
            uint64_t msgs = 0, bytes = 0;
            uint32_t j = i + per < m->nwindows ? i + per : m->nwindows;
            for (uint32_t k = i; k < j; k++) {
                msgs += m->win_msgs[k];
                bytes += m->win_bytes[k];
            }
            fprintf(f, "%12.6f %12.6f %14" PRIu64 " %18" PRIu64 "\n", i * w, j * w, msgs, bytes);
        }
    }
    cp_cell_t top[10];
    int64_t k = cp_top_pairs(m, 10, top);
    fprintf(f, "\ntop pairs by bytes:\n%8s %8s %14s %18s %12s\n", "src", "dst", "messages", "bytes", "bytes/msg");
    for (int64_t i = 0; i < k; i++) {
        const cp_cell_t *c = &top[i];
        fprintf(f, "%8u %8u %14" PRIu64 " %18" PRIu64 " %12.1f\n", c->src, c->dst, c->msgs, c->bytes,
                c->msgs ? (double)c->bytes / c->msgs : 0.0);
    }
    if (m->has_hist) {
        fprintf(f, "\nmessage sizes (sent):\n%22s %14s\n", "bytes", "messages");
        for (unsigned bin = 0; bin < CP_HIST_BINS; bin++) {
            if (!m->hist[bin]) continue;
            uint64_t lo, hi;
            cp_bin_range(bin, &lo, &hi);
            if (bin == 0)
                fprintf(f, "%22s %14" PRIu64 "\n", "0", m->hist[bin]);
            else
                fprintf(f, "%10" PRIu64 "..%-10" PRIu64 " %14" PRIu64 "\n", lo, hi - 1, m->hist[bin]);
        }
    }
    fprintf(f, "\nper rank:%s\n%8s %14s %18s %14s %18s %8s\n",
            m->n > 64 ? " (first 64; all ranks in the HTML report)" : "", "rank", "sent msgs",
            "sent bytes", "recv msgs", "recv bytes", "peers");
    for (uint32_t r = 0; r < m->n && r < 64; r++) {
        const cp_rank_load_t *l = &s->rank[r];
        fprintf(f, "%8u %14" PRIu64 " %18" PRIu64 " %14" PRIu64 " %18" PRIu64 " %8u\n", r, l->sent_msgs,
                l->sent_bytes, l->recv_msgs, l->recv_bytes, l->out_degree);
    }
    if (m->ncalls) {
        fprintf(f, "\ncollective and one-sided calls (summed over the ranks; bytes as the arguments give them):\n"
                   "%-28s %12s %18s %18s %s\n", "call", "calls", "bytes sent", "bytes received", "modeled");
        for (uint32_t i = 0; i < m->ncalls; i++) {
            const cp_call_sum_t *c = &m->calls[i];
            char nb[32];
            fprintf(f, "%-28s %12" PRIu64 " %18" PRIu64 " %18" PRIu64 " %s\n", cp_call_name(c->call, nb, sizeof nb),
                    c->calls, c->bytes_sent, c->bytes_recv, cp_call_modeled(c));
        }
    }
    return ferror(f) ? -1 : 0;
}

#include "rankfile_write.h"

#include <string.h>

static const struct {
    const char *name;
    int fmt;
} formats[] = {{"rankfile", CP_OUT_RANKFILE}, {"perm", CP_OUT_PERM},
               {"hosts", CP_OUT_HOSTS},       {"mpich", CP_OUT_HOSTS},         {"slurm", CP_OUT_SLURM}};

int cp_out_format_parse(const char *name)
{
    for (size_t i = 0; i < sizeof formats / sizeof *formats; i++)
        if (strcmp(formats[i].name, name) == 0) return formats[i].fmt;
    return -1;
}

const char *cp_core_host(const cp_machine_t *m, int core, char *buf, size_t len)
{
    int h = m->anc[m->host_depth * m->ncores + core];
    if (m->hosts && m->hosts[h]) return m->hosts[h];
    /* hosts of a --hierarchy machine are named by their index */
    int first = h;
    for (int t = 0; t < m->ntnodes; t++)
        if (m->tnodes[t].depth == m->host_depth) {
            first = t;
            break;
        }
    snprintf(buf, len, "node%d", h - first);
    return buf;
}

static void comment(FILE *f, const char *header)
{
    const char *p = header;
    while (p && *p) {
        const char *nl = strchr(p, '\n');
        size_t k = nl ? (size_t)(nl - p) : strlen(p);
        fprintf(f, "# %.*s\n", (int)k, p);
        p = nl ? nl + 1 : p + k;
    }
}

int cp_overloaded_hosts(const cp_machine_t *m, char *buf, size_t len)
{
    int k = 0;
    if (len) buf[0] = 0;
    for (int t = 0; m->hw_cores && t < m->ntnodes; t++)
        if (m->hw_cores[t] > 0 && m->tnodes[t].ncores > m->hw_cores[t]) {
            size_t l = strlen(buf);
            if (k < 8 && l < len)
                snprintf(buf + l, len - l, "%s%s (%d slots, %d cores)", k ? ", " : "", m->hosts[t], m->tnodes[t].ncores,
                         m->hw_cores[t]);
            else if (k == 8 && l < len)
                snprintf(buf + l, len - l, ", ...");
            k++;
        }
    return k;
}

int cp_placement_write(FILE *f, int format, const cp_machine_t *m, int n, const int *core_of,
                       const char *header)
{
    char buf[64];
    if (format == CP_OUT_RANKFILE || format == CP_OUT_RANKFILE_PHYSICAL) comment(f, header);
    char over[1024];
    if (format == CP_OUT_RANKFILE && cp_overloaded_hosts(m, over, sizeof over))
        fprintf(f, "# more slots than cores on %s: those ranks are bound to all their host's cores, the OS spreads "
                   "them\n", over);
    if (format == CP_OUT_RANKFILE_PHYSICAL)
        fprintf(f, "# slots are physical PU numbers: mpirun --mca rmaps_rank_file_physical 1 --rankfile FILE\n");
    for (int v = 0; v < n; v++) {
        int c = core_of[v];
        const char *host = cp_core_host(m, c, buf, sizeof buf);
        switch (format) {
        case CP_OUT_RANKFILE:
            /* socket:core where the sockets are the host's real packages
             * (hwloc); else the sockets are a model (a hostfile host is one
             * socket, or --cores-per-socket's guess), and socket 0 may have
             * fewer cores than the host has slots: the host's Nth core
             * (Open MPI's logical core N) is right whatever its packages */
            if (m->core_pu && m->cores_per_rank > 1) { /* the unit's cores (machine_units.c) */
                fprintf(f, "rank %d=%s slot=%d:%d-%d\n", v, host, m->core_socket[c], m->core_in_socket[c],
                        m->core_in_socket[c] + m->cores_per_rank - 1);
            } else if (m->core_pu) {
                fprintf(f, "rank %d=%s slot=%d:%d\n", v, host, m->core_socket[c], m->core_in_socket[c]);
            } else if (m->hw_cores && m->hw_cores[m->anc[m->host_depth * m->ncores + c]] > 0 &&
                       m->tnodes[m->anc[m->host_depth * m->ncores + c]].ncores >
                           m->hw_cores[m->anc[m->host_depth * m->ncores + c]]) {
                /* more slots than cores: a slot past the last core would
                 * make the launch fail, so each rank may run on every core */
                int hw = m->hw_cores[m->anc[m->host_depth * m->ncores + c]] * (m->cores_per_rank > 1 ? m->cores_per_rank : 1);
                if (hw > 1) fprintf(f, "rank %d=%s slot=0-%d\n", v, host, hw - 1);
                else fprintf(f, "rank %d=%s slot=0\n", v, host);
            } else if (m->core_slot && m->cores_per_rank > 1)
                fprintf(f, "rank %d=%s slot=%d-%d\n", v, host, m->core_slot[c], m->core_slot[c] + m->cores_per_rank - 1);
            else
                fprintf(f, "rank %d=%s slot=%d\n", v, host,
                        c - m->tnodes[m->anc[m->host_depth * m->ncores + c]].first_core);
            break;
        case CP_OUT_RANKFILE_PHYSICAL: fprintf(f, "rank %d=%s slot=%d\n", v, host, m->core_pu[c]); break;
        case CP_OUT_PERM: fprintf(f, "%d\n", c); break;
        default: fprintf(f, "%s\n", host); break;
        }
    }
    return ferror(f) ? -1 : 0;
}

#include <stdlib.h>
#include <string.h>

#include "map.h"

double cp_map_cost(const cp_graph_t *g, const cp_machine_t *m, const int *core_of)
{
    double s = 0;
    for (int u = 0; u < g->vertnbr; u++)
        for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++) {
            int v = g->edgetab[e];
            if (v > u) s += cp_arc_cost(g, m, e, core_of[u], core_of[v]);
        }
    return s;
}

double cp_map_cost_max(const cp_graph_t *g, const cp_machine_t *m, const int *core_of)
{
    double best = 0;
    for (int u = 0; u < g->vertnbr; u++) {
        double s = 0;
        for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++)
            s += cp_arc_cost(g, m, e, core_of[u], core_of[g->edgetab[e]]);
        if (s > best) best = s;
    }
    return best;
}

void cp_map_level_traffic(const cp_graph_t *g, const cp_machine_t *m, const int *core_of, double *out)
{
    for (int d = 0; d <= m->depth; d++) out[d] = 0;
    for (int u = 0; u < g->vertnbr; u++)
        for (int64_t e = g->verttab[u]; e < g->verttab[u + 1]; e++) {
            int v = g->edgetab[e];
            if (v <= u) continue;
            int d = cp_core_lca(m, core_of[u], core_of[v]);
            out[d] += m->alpha_ps ? cp_arc_cost_at(g, m, e, d) : (double)g->edlotab[e];
        }
}

int cp_map_is_valid(const cp_machine_t *m, int n, const int *core_of)
{
    char *used = calloc((size_t)m->ncores, 1);
    int ok = used != NULL;
    for (int v = 0; ok && v < n; v++) {
        int c = core_of[v];
        if (c < 0 || c >= m->ncores || used[c]) ok = 0;
        else used[c] = 1;
    }
    free(used);
    return ok;
}

void cp_map_identity(int n, int *core_of)
{
    for (int v = 0; v < n; v++) core_of[v] = v;
}

/* Hot spots of an all-pairs matrix (probe.h): the pairs a level's median
 * hides.  A level's representative pairs say what most of its pairs see;
 * a bad cable, a congested uplink or a node whose NIC runs at a lower rate
 * shows as a few pairs far from their level's median, which is what LLNL's
 * mpiGraph is run for. */
#include <stdlib.h>

#include "probe.h"

void cp_probe_hot_spots(cp_probe_result_t *r, FILE *f)
{
    int n = r->ap_n;
    double *v = malloc(sizeof(double) * (size_t)n * (size_t)n + 1), lat_med[CP_PROBE_MAX_LEVELS] = {0},
           bw_med[CP_PROBE_MAX_LEVELS] = {0};
    free(r->hot);
    r->hot = NULL, r->nhot = 0;
    if (!v) return;
    for (int l = 0; l < r->nlevels; l++) {
        int k = 0;
        for (int a = 0; a < n; a++)
            for (int b = a + 1; b < n; b++)
                if (cp_probe_pair_level(r->machine, a, b) == l) v[k++] = r->ap_lat[a * n + b];
        if (k) lat_med[l] = cp_stats_median(v, k);
        k = 0;
        for (int a = 0; a < n; a++)
            for (int b = a + 1; b < n; b++)
                if (cp_probe_pair_level(r->machine, a, b) == l) v[k++] = r->ap_bw[a * n + b];
        if (k) bw_med[l] = cp_stats_median(v, k);
    }
    free(v);
    int cap = 0;
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++) {
            int l = cp_probe_pair_level(r->machine, a, b);
            double lr = lat_med[l] > 0 ? r->ap_lat[a * n + b] / lat_med[l] : 1;
            double br = bw_med[l] > 0 ? r->ap_bw[a * n + b] / bw_med[l] : 1;
            if (lr < 1.5 && br > 2.0 / 3) continue;
            if (r->nhot == cap) {
                cap = cap ? 2 * cap : 16;
                struct cp_probe_hot *t = realloc(r->hot, sizeof *t * (size_t)cap);
                if (!t) return;
                r->hot = t;
            }
            r->hot[r->nhot++] = (struct cp_probe_hot){a, b, l, lr, br};
        }
    if (!f) return;
    if (!r->nhot) {
        fprintf(f, "commprof-probe: all pairs: none 1.5 times slower than its level's median, none below 2/3 of its bandwidth\n");
        return;
    }
    for (int i = 0; i < r->nhot; i++) {
        const struct cp_probe_hot *h = &r->hot[i];
        fprintf(f, "commprof-probe: hot spot: ranks %d (%s) and %d (%s), %s level: latency %.2f times, bandwidth %.2f times "
                   "the level's median\n",
                h->a, r->machine->rank[h->a].host, h->b, r->machine->rank[h->b].host, r->level[h->level].name, h->lat_ratio,
                h->bw_ratio);
    }
}

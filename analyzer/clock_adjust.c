#include "clock_adjust.h"

/* Both searches are Bellman-Ford rounds over the links: a round that moves
 * nothing has found a fixpoint, which meets every link; more than n rounds
 * mean a cycle of negative slack, which nothing meets. */
int cp_clock_adjust(uint32_t n, const double *bound_ns, const cp_clock_link_t *links, size_t nlinks,
                    uint64_t budget, double *x)
{
    uint64_t work = 0;
    /* forward only: the least x >= 0 with x_dst >= x_src - slack, i.e. each
     * receiver as little later as its senders ask */
    for (uint32_t r = 0; r < n; r++) x[r] = 0;
    for (uint32_t round = 0; round <= n && work <= budget; round++) {
        int changed = 0, over = 0;
        for (size_t k = 0; k < nlinks && !over; k++) {
            const cp_clock_link_t *l = &links[k];
            double need = x[l->src] - (double)l->slack_ns;
            if (x[l->dst] < need) {
                x[l->dst] = need;
                changed = 1;
                over = need > bound_ns[l->dst];
            }
        }
        work += nlinks;
        if (over) break;
        if (!changed) return 0;
    }
    /* else the latest x <= bound with x_src <= x_dst + slack, checked
     * against the lower bounds (senders earlier too) */
    for (uint32_t r = 0; r < n; r++) x[r] = bound_ns[r];
    int found = 0;
    for (uint32_t round = 0; round <= n && work <= budget && !found; round++) {
        int changed = 0;
        for (size_t k = 0; k < nlinks; k++) {
            const cp_clock_link_t *l = &links[k];
            double lim = x[l->dst] + (double)l->slack_ns;
            if (x[l->src] > lim) {
                x[l->src] = lim;
                changed = 1;
                if (lim < -bound_ns[l->src]) return -1;
            }
        }
        work += nlinks;
        found = !changed;
    }
    if (!found) return -1;
    /* that moves every rank to its limit: from min(x, 0) instead, raise
     * receivers as little as the links ask (the least fixpoint above it,
     * which stays below x, hence within the bounds) */
    for (uint32_t r = 0; r < n; r++)
        if (x[r] > 0) x[r] = 0;
    for (uint32_t round = 0; round <= n; round++) { /* no positive cycle: x is a fixpoint above */
        int changed = 0;
        for (size_t k = 0; k < nlinks; k++) {
            const cp_clock_link_t *l = &links[k];
            double need = x[l->src] - (double)l->slack_ns;
            if (x[l->dst] < need) x[l->dst] = need, changed = 1;
        }
        if (!changed) return 0;
    }
    return -1;
}

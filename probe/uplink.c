/* Uplinks, planned (uplink.h). */
#include "uplink.h"

#include <stdlib.h>

int cp_probe_uplink_limits(double aggregate_Bps, double offered_Bps)
{
    /* 0.7: a stream's own bandwidth varies by 10-20% between runs on a
     * shared machine; a 2:1 taper gives 0.5 */
    return aggregate_Bps > 0 && offered_Bps > 0 && aggregate_Bps < 0.7 * offered_Bps;
}

int cp_probe_uplink_plan(const cp_probe_machine_t *m, int l, int *to, int *fanout)
{
    int n = m->nranks, H = m->nhosts, rc = -1;
    for (int r = 0; r < n * CP_PROBE_UPLINK_FANOUT; r++) to[r] = -1;
    *fanout = 0;
    int *first = malloc(sizeof(int) * (size_t)H), *group = malloc(sizeof(int) * (size_t)H);
    int *size = calloc((size_t)H, sizeof(int)), *outside = malloc(sizeof(int) * (size_t)H);
    if (!first || !group || !size || !outside) goto out;
    for (int h = 0; h < H; h++) first[h] = -1;
    for (int r = n - 1; r >= 0; r--) first[m->host_of[r]] = r;
    /* each host's group at level l: the first host it shares level l with */
    for (int h = 0; h < H; h++) {
        group[h] = h;
        for (int g = 0; g < h; g++)
            if (group[g] == g && cp_probe_pair_level(m, first[g], first[h]) <= l) {
                group[h] = g;
                break;
            }
        size[group[h]]++;
    }
    int big = 0;
    for (int h = 0; h < H; h++)
        if (size[h] > size[big]) big = h;
    rc = 0;
    if (size[big] == H) goto out; /* one group: nothing outside it (the top) */
    /* the hosts outside in the nearest level only (the groups that share
     * the next level with it), as the node's plan: a receiver across a
     * slower level makes that level's links the limit, not this group's
     * (on SimGrid's 64-node dragonfly a chassis sending to both groups
     * measured 13.6 GB/s, the global link's share, where its links to the
     * group's other chassis carry 45.3 GB/s; a router 14.8 GB/s where its
     * chassis mates take 25.6) */
    int lmin = -1, want = 0;
    for (int g = 0; g < H; g++) {
        if (group[g] != g || g == big) continue;
        int l2 = cp_probe_pair_level(m, first[big], first[g]);
        if (lmin < 0 || l2 < lmin) lmin = l2, want = 0;
        if (l2 == lmin) want += size[g];
    }
    /* one of each such group in turn: the receivers differ in their group
     * and in their place in it, so that routes chosen by destination
     * (D-mod-k in fat trees) use every uplink */
    int left = 0;
    for (int round = 0; left < want; round++)
        for (int g = 0; g < H; g++) {
            if (group[g] != g || g == big || cp_probe_pair_level(m, first[big], first[g]) != lmin) continue;
            for (int h = g, i = 0; h < H; h++)
                if (group[h] == g && i++ == round) {
                    outside[left++] = h;
                    break;
                }
        }
    int senders = size[big], k = 0;
    *fanout = left / senders < 1 ? 1 : left / senders > CP_PROBE_UPLINK_FANOUT ? CP_PROBE_UPLINK_FANOUT : left / senders;
    /* sender s's j-th receiver: outside[j * senders + s] */
    for (int h = 0, s = 0; h < H && s < left; h++) {
        if (group[h] != big) continue;
        for (int j = 0; j < *fanout && j * senders + s < left; j++) to[first[h] * CP_PROBE_UPLINK_FANOUT + j] = first[outside[j * senders + s]];
        s++, k++;
    }
    rc = k;
out:
    free(first), free(group), free(size), free(outside);
    return rc;
}

int cp_probe_uplink_node_plan(const cp_probe_machine_t *m, int *to, int *fanout)
{
    int n = m->nranks, H = m->nhosts, rc = -1;
    for (int r = 0; r < n * CP_PROBE_UPLINK_FANOUT; r++) to[r] = -1;
    *fanout = 1;
    int *count = calloc((size_t)H, sizeof(int)), *first = malloc(sizeof(int) * (size_t)H);
    int *used = calloc((size_t)H, sizeof(int)), *near = malloc(sizeof(int) * (size_t)H);
    if (!count || !first || !used || !near) goto out;
    for (int h = 0; h < H; h++) first[h] = -1;
    for (int r = n - 1; r >= 0; r--) first[m->host_of[r]] = r, count[m->host_of[r]]++;
    int big = 0;
    for (int h = 0; h < H; h++)
        if (count[h] > count[big]) big = h;
    rc = 0;
    if (H < 2 || count[big] < 2) goto out;
    /* the other hosts of the nearest level only (the hostfile's order):
     * one across a slower level would make the last to end that level's
     * stream, not the node's link (a 2-node cluster's second sender
     * across the trunk measured the trunk).  Several senders to one host
     * load its link in as much as the sender's out: the same link's
     * capacity, each way. */
    int k = 0, lmin = -1;
    for (int h = 0; h < H; h++) {
        if (h == big) continue;
        int l = cp_probe_pair_level(m, first[big], first[h]);
        if (lmin < 0 || l < lmin) lmin = l, k = 0;
        if (l == lmin) near[k++] = h;
    }
    /* the i-th sender to the (i mod k)-th host, its next rank there */
    int s = 0;
    for (int r = 0; r < n; r++) {
        if (m->host_of[r] != big) continue;
        int h = near[s % k], nth = used[h]++ % count[h], y = -1;
        for (int q = 0; q < n && y < 0; q++)
            if (m->host_of[q] == h && nth-- == 0) y = q;
        to[r * CP_PROBE_UPLINK_FANOUT] = y;
        s++;
    }
    rc = s;
out:
    free(count), free(first), free(used), free(near);
    return rc;
}

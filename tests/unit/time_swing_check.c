/* cp_time_passes_swing (mapper/map_time.c) on passes written by hand:
 * the range an end that did not settle swung over in its last three
 * passes, each at least the busiest link's time; the end alone where the
 * passes settled (two steps in a row under 0.5%), where fewer than three
 * ran, or where the replay failed; and cp_time_passes_cut's cut, read
 * only where the waits' residual never grew.  Prints one line per case;
 * exit 1 where one differs. */
#include <stdio.h>

#include "map.h"

static int check(const char *what, const double *end, int npass, double lb, double want_lo, double want_hi)
{
    cp_time_passes_t p = {.npass = npass, .passes = CP_TIME_MAX_PASSES, .link_bound = lb};
    for (int k = 0; k <= npass; k++) p.end[k] = end[k];
    double lo, hi;
    cp_time_passes_swing(&p, &lo, &hi);
    int ok = lo == want_lo && hi == want_hi;
    printf("%s: %s: %g-%g (by hand %g-%g)\n", ok ? "ok" : "FAIL", what, lo, hi, want_lo, want_hi);
    return !ok;
}

static int check_cut(const char *what, const double *end, int npass, int rising, double t, double want, int want_cut)
{
    cp_time_passes_t p = {.npass = npass, .passes = CP_TIME_MAX_PASSES, .link_bound = 0.1, .rising = rising};
    for (int k = 0; k <= npass; k++) p.end[k] = end[k];
    int cut;
    double e = cp_time_passes_cut(&p, t, &cut);
    int ok = e == want && cut == want_cut;
    printf("%s: %s: cut at %g: %g%s (by hand %g%s)\n", ok ? "ok" : "FAIL", what, t, e, cut ? " cut" : "", want,
           want_cut ? " cut" : "");
    return !ok;
}

int main(void)
{
    /* the 3-D halo's eight passes at 1,024 ranks on the dragonfly (the first
     * placement of docs/benchmarks.md's pair): the last three 0.017076,
     * 0.017051, 0.017381 */
    const double halo[] = {0.013033, 0.013553, 0.014591, 0.015386, 0.015907, 0.016585, 0.017076, 0.017051, 0.017381};
    /* settled: 0.0101 -> 0.01012 (0.2%) -> 0.01013 (0.1%), two small steps */
    const double settled[] = {0.008, 0.0095, 0.0101, 0.01012, 0.01013};
    /* a large step last: not settled, the range of 0.0101, 0.0102, 0.0110 */
    const double late[] = {0.008, 0.0095, 0.0101, 0.0102, 0.0110};
    const double two[] = {0.008, 0.0095, 0.0101};
    const double failed[] = {0.008, 0.0095, 0.0101, -1};
    int bad = 0;
    bad |= check("eight passes still moving", halo, 8, 0.008917, 0.017051, 0.017381);
    bad |= check("the same, the busiest link's 0.0172 s under them", halo, 8, 0.0172, 0.0172, 0.017381);
    bad |= check("settled: the end", settled, 4, 0.005, 0.01013, 0.01013);
    bad |= check("a large last step", late, 4, 0.005, 0.0101, 0.0110);
    bad |= check("two passes: the end", two, 2, 0.005, 0.0101, 0.0101);
    bad |= check("a failed replay: its -1", failed, 3, 0.005, -1, -1);
    /* the cut (cp_time_passes_cut) reads only the passes whose waits'
     * residual never grew: the unequal exchanges of t-89 swing, 0.559,
     * 0.8047 at the second pass, back to 0.6549 at the eighth */
    const double swing[] = {0.40, 0.559, 0.8047, 0.79, 0.75, 0.71, 0.68, 0.66, 0.6549};
    bad |= check_cut("a pass past the cut while the residual fell: cut there", swing, 8, 8, 0.7, 0.8047, 1);
    bad |= check_cut("the same pass, the residual grown since the first: not cut", swing, 8, 1, 0.7, 0.6549, 0);
    bad |= check_cut("no pass past the cut: the end", swing, 8, 8, 0.9, 0.6549, 0);
    return bad;
}

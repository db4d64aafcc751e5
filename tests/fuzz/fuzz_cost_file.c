/* libFuzzer target: the mapper's cost file reader (latency and bandwidth
 * per level) must reject any input cleanly; what it accepts gives every
 * level a latency of 0 to 1 s and a positive cost per byte of at most 1 s
 * (1e12 ps).  Each input is applied to two machines: a hierarchy's (no
 * switches: a file's "pair" lines are left out) and six hosts under the
 * switches sA, sB, sC of a topology.conf, where pairs naming them are
 * taken (machine_cost.c's attach_pairs): each factor finite and above 0,
 * 1 on the diagonal. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_memfile.h"
#include "machine.h"

static void check(cp_machine_t *m)
{
    for (int d = 0; d < m->depth; d++)
        if (!(m->alpha_ps[d] >= 0 && m->alpha_ps[d] <= 1e12) || !(m->beta_ps[d] > 0 && m->beta_ps[d] <= 1e12) ||
            !m->cost_names[d])
            abort();
    for (int i = 0; m->pair_scale && i < m->npair_sw; i++)
        for (int j = 0; j < m->npair_sw; j++) {
            double s = m->pair_scale[i * m->npair_sw + j];
            if (!(s > 0 && s < 1e30) || (i == j && s != 1)) abort();
        }
}

/* hosts h0..h5, two a switch, under a top */
static int switched(cp_machine_t *m)
{
    static const char topo[] = "SwitchName=sA Nodes=h0,h1\nSwitchName=sB Nodes=h2,h3\nSwitchName=sC Nodes=h4,h5\n"
                               "SwitchName=T Switches=sA,sB,sC\n";
    cp_hostlist_t h = {0};
    cp_switches_t sw;
    cp_err_t err;
    char name[8];
    for (int i = 0; i < 6; i++) {
        snprintf(name, sizeof name, "h%d", i);
        if (cp_hostlist_append(&h, name, 2)) abort();
    }
    FILE *f = fmemopen((void *)topo, sizeof topo - 1, "r");
    if (!f || cp_switches_read_stream(f, "topology.conf", &sw, &err)) abort();
    fclose(f);
    if (cp_machine_from_hostlist(&h, (cp_host_shape_t){0, 0}, NULL, &sw, NULL, m, &err)) abort();
    cp_switches_free(&sw);
    cp_hostlist_free(&h);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *path = fuzz_memfile(data, size);
    cp_machine_t m;
    cp_err_t err;
    if (cp_machine_from_hierarchy("2:2:2", "1:10:100", &m, &err)) abort();
    if (cp_machine_cost_read(&m, path, &err) == 0) check(&m);
    cp_machine_free(&m);
    switched(&m);
    if (cp_machine_cost_read(&m, path, &err) == 0) check(&m);
    cp_machine_free(&m);
    return 0;
}

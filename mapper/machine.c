/* The machine's tree (machine.h): what the mappers ask of it, and its
 * freeing.  Its construction is machine_tree.c's. */
#include "machine.h"
#include "machine_routes.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void cp_machine_free(cp_machine_t *m)
{
    if (m->hosts)
        for (int i = 0; i < m->ntnodes; i++) free(m->hosts[i]);
    free(m->hosts);
    if (m->host_alias)
        for (int i = 0; i < m->ntnodes; i++) free(m->host_alias[i]);
    free(m->host_alias);
    free(m->tnodes);
    free(m->anc);
    free(m->dist);
    free(m->alpha_ps);
    free(m->beta_ps);
    if (m->cost_names)
        for (int d = 0; d < m->depth; d++) free(m->cost_names[d]);
    free(m->cost_names);
    free(m->cost_note);
    free(m->cost_warning);
    free(m->band_bin);
    free(m->band_alpha_ps);
    free(m->band_beta_ps);
    free(m->lat_factor);
    free(m->bw_factor);
    free(m->core_socket);
    free(m->core_in_socket);
    free(m->core_slot);
    free(m->core_pu);
    free(m->hw_cores);
    free(m->up_cap);
    free(m->up_one);
    free(m->inner_cap);
    if (m->routes) cp_routes_free(m->routes);
    free(m->core_host), free(m->host_place), free(m->switch_size);
    free(m->pair_row), free(m->pair_scale);
    memset(m, 0, sizeof *m);
}

int cp_machine_level_sizes(const cp_machine_t *m, int *size)
{
    for (int t = 0; t <= m->depth; t++) size[t] = -1;
    for (int i = 0; i < m->ntnodes; i++) {
        const cp_tnode_t *tn = &m->tnodes[i];
        if (tn->depth > m->depth || (size[tn->depth] >= 0 && size[tn->depth] != tn->ncores)) return -1;
        size[tn->depth] = tn->ncores;
    }
    size[m->depth] = 1;
    for (int t = 0; t < m->depth; t++)
        if (size[t] <= 0) return -1;
    return 0;
}

int cp_machine_level_used(const cp_machine_t *m, int d)
{
    for (int t = 0; t < m->ntnodes; t++)
        if (m->tnodes[t].depth == d && m->tnodes[t].nchild > 1) return 1;
    return 0;
}

void cp_machine_level_list(const cp_machine_t *m, char *buf, size_t len)
{
    size_t k = 0;
    buf[0] = 0;
    for (int d = m->depth - 1; d >= 0 && k < len; d--)
        k += (size_t)snprintf(buf + k, len - k, "%s%s", d == m->depth - 1 ? "" : ", ",
                              m->level_name[d][0] ? m->level_name[d] : "?");
}

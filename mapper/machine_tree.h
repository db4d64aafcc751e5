/* How a machine's backends (machine_hierarchy.c, machine_hostfile.c,
 * machine_hwloc.c, machine_platform.c) build the tree of machine.h
 * (machine_tree.c).  cp_machine_from_nodes, the build from nodes, is
 * declared in machine.h.  Not for the mappers, which read the tree. */
#ifndef CP_MACHINE_TREE_H
#define CP_MACHINE_TREE_H

#include <stdint.h>

#include "machine.h"

/* "a:b:c" into at most max whole numbers > 0: the count, or -1. */
int cp_machine_parse_list(const char *s, int64_t *out, int max);
/* The tree from the fan-out of every tnode, breadth first (fan[t]
 * children for tnode t; the cores, all at one depth, have 0): tnodes, core
 * ranges, ancestors.  0, or -1 out of memory or not one depth of cores. */
int cp_machine_tree(cp_machine_t *m, int depth, const int *fan, int ntnodes);
/* Each core's socket and core number on its host (for rankfiles), the
 * hosts being the tnodes of depth host_depth. */
void cp_machine_number_sockets(cp_machine_t *m, int host_depth);

#endif

/* Exact part sizes for a METIS partition (METIS only approximates them). */
#ifndef CP_PART_REPAIR_H
#define CP_PART_REPAIR_H

#include <metis.h>

/* Moves vertices until part q holds exactly tgt[q] of them (sum of tgt =
 * n): a vertex's gain is its best connection to a part with room minus its
 * connection to its own part, and the highest gains move first. */
void cp_part_repair(idx_t n, const idx_t *xadj, const idx_t *adj, const idx_t *w, idx_t *part, int k,
                    const int *tgt);

#endif

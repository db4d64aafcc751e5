/* Directed matrix output: MatrixMarket coordinate format. */
#ifndef CP_MATRIX_WRITE_H
#define CP_MATRIX_WRITE_H

#include <stdio.h>

#include "comm_matrix.h"

/* "%%MatrixMarket matrix coordinate integer general", 1-based, one line per
 * directed pair: "src+1 dst+1 bytes"; the messages go in a second block
 * of comments ("% msgs src+1 dst+1 count") so the file stays standard. */
int cp_matrix_write_mtx(FILE *f, const cp_matrix_t *m);

#endif

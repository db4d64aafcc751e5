/* Sheared tilings of a 2-D grid (map.h): the tiles of a placement moved so
 * that their sides run across the grid's diagonal.  A pipelined sweep's
 * longest chain can run along a straight row or column of cells that each
 * pay a crossing; along a sheared side it pays one and leaves.  At 1,024
 * ranks (32 x 32, 4 x 4 tiles a node) the wavefront's 4 x 4 tiles sheared
 * by one cell a row and one a tile replayed 10% faster than the tiles
 * themselves (docs/benchmarks.md).  Only the time objective sees it: the
 * shear cuts more pairs. */
#include "map.h"

void cp_map_shear(const int dim[3], const int *core_of, int sx, int sy, int w, int *out)
{
    int X = dim[0], Y = dim[1];
    if (w < 1) w = 1;
    for (int y = 0; y < Y; y++)
        for (int x = 0; x < X; x++) {
            int xs = (int)(((int64_t)x + (int64_t)sx * y) % X);
            int ys = (int)(((int64_t)y + (int64_t)sy * (xs / w)) % Y);
            out[x + X * y] = core_of[xs + X * ys];
        }
}

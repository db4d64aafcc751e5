/* reorder = 1 made real (topo_reorder.c): the generated wrappers of
 * MPI_Cart_create, MPI_Graph_create and MPI_Dist_graph_create(_adjacent) call
 * these instead of the library where the application asks for reorder and
 * COMMPROF_TOPO_REORDER=1. */
#ifndef CP_TOPO_REORDER_H
#define CP_TOPO_REORDER_H

#include <mpi.h>

#include "guard.h"

CP_HIDDEN int cp_topo_reorder_wanted(void);
CP_HIDDEN int cp_topo_Cart_create(MPI_Comm comm, int ndims, const int dims[], const int periods[], int reorder,
                                  MPI_Comm *comm_cart);
CP_HIDDEN int cp_topo_Graph_create(MPI_Comm comm, int nnodes, const int index[], const int edges[], int reorder,
                                   MPI_Comm *comm_graph);
CP_HIDDEN int cp_topo_Dist_graph_create_adjacent(MPI_Comm comm, int indegree, const int sources[],
                                                 const int sourceweights[], int outdegree, const int destinations[],
                                                 const int destweights[], MPI_Info info, int reorder,
                                                 MPI_Comm *comm_dist_graph);
CP_HIDDEN int cp_topo_Dist_graph_create(MPI_Comm comm, int n, const int nodes[], const int degrees[],
                                        const int targets[], const int weights[], MPI_Info info, int reorder,
                                        MPI_Comm *newcomm);

#endif

/* SimGrid's time-independent traces (smpirun -trace-ti, -replay): one MPI
 * action a line, "RANK ACTION ARGS... [DATATYPE...]", sizes counted in
 * elements of the datatype, which is SMPI's number of a predefined type
 * (smpi_datatype.cpp).  Read by analyzer/matrix_ti.c, written by
 * predict/replay_trace.c. */
#ifndef CP_TI_ACTIONS_H
#define CP_TI_ACTIONS_H

/* MPI_BYTE: what commprof writes, sizes then being bytes */
#define CP_TI_BYTE 6

/* The size in bytes of SMPI datatype number `code`; 0 for the null types
 * (MPI_UB, MPI_LB); -1 for a number SMPI does not define. */
int cp_ti_datatype_size(long code);

#endif

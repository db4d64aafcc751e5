/* Which TCP congestion control the job's own connections run.  How TCP
 * shares a busy link is its congestion control's: on the testbed's 1 ms
 * trunk a halo exchange took 1.48 times as long with BBR as with Reno,
 * where the replay, which shares links as Reno does, is right
 * (docs/prediction.md).  The kernel's default (a sysctl) may not be what a
 * connection runs: a route can set another (ip route ... congctl), so the
 * probe asks each rank's own connections, once the measurements have made
 * them: every connected TCP socket of the process but those to this host
 * (PMIx's on the loopback, a rank of the same node by its address), by
 * TCP_CONGESTION.  Under SimGrid's SMPI the ranks are
 * one process with no connections of their own: nothing is surveyed. */
#ifndef CP_TCP_SURVEY_H
#define CP_TCP_SURVEY_H

#include <mpi.h>
#include <stdint.h>

/* the algorithms counted by name; past this many, "others" */
#define CP_TCP_SURVEY_ALGOS 8

typedef struct cp_tcp_survey {
    int nalgo;
    struct {
        char name[16]; /* TCP_CA_NAME_MAX */
        int64_t connections;
    } algo[CP_TCP_SURVEY_ALGOS];
    int64_t others;       /* connections of algorithms past the table */
    int64_t ranks;        /* ranks that hold at least one */
} cp_tcp_survey_t;

/* This process's connections, added to *s */
void cp_tcp_survey_local(cp_tcp_survey_t *s);

/* Every rank's, at rank 0 (collective) */
void cp_tcp_survey_gather(MPI_Comm c, cp_tcp_survey_t *s);

/* "reno (24 sockets of 8 ranks)", "bbr 20, cubic 4 (24 sockets of 8 ranks)": each
 * connection between two ranks counted at both ends; "" where none */
void cp_tcp_survey_said(const cp_tcp_survey_t *s, char *out, size_t n);

#endif

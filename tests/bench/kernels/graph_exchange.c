/* The traffic of a communication graph, sent: each rank posts a receive and
 * a send of half of each of its edges' weight (bytes) to that neighbour,
 * all at once, and waits; ROUNDS rounds after a barrier.  Rank 0 prints
 * "graph_exchange N ranks ROUNDS rounds T s" (the slowest rank's time).
 * A METIS graph with edge weights (fmt 001, as tests/bench/links-testbed
 * writes it); its vertex count must be the job's size.
 *   graph_exchange GRAPH [ROUNDS]   (default 5) */
#define _GNU_SOURCE /* getline */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int me, n;
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    FILE *f = argc > 1 ? fopen(argv[1], "r") : NULL;
    int rounds = argc > 2 ? atoi(argv[2]) : 5, nv = 0;
    long ne = 0;
    char *line = NULL;
    size_t cap = 0;
    if (!f || getline(&line, &cap, f) < 0 || sscanf(line, "%d %ld", &nv, &ne) != 2 || nv != n || rounds < 1) {
        if (!me) fprintf(stderr, "usage: graph_exchange GRAPH [ROUNDS]: a METIS graph of %d vertices with edge weights\n", n);
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    /* this rank's line: "neighbour weight" pairs, neighbours from 1 */
    for (int v = 0; v <= me; v++)
        if (getline(&line, &cap, f) < 0) MPI_Abort(MPI_COMM_WORLD, 2);
    fclose(f);
    int *peer = NULL, *bytes = NULL, np = 0, most = 1, room = 0;
    for (char *s = line, *e;; s = e) {
        long p = strtol(s, &e, 10);
        if (e == s) break;
        s = e;
        long w = strtol(s, &e, 10);
        if (e == s || p < 1 || p > n || w < 0 || w / 2 > 1 << 30) MPI_Abort(MPI_COMM_WORLD, 2);
        if (np == room) {
            room = room ? 2 * room : 64;
            peer = realloc(peer, sizeof *peer * (size_t)room), bytes = realloc(bytes, sizeof *bytes * (size_t)room);
            if (!peer || !bytes) MPI_Abort(MPI_COMM_WORLD, 3);
        }
        peer[np] = (int)p - 1, bytes[np] = (int)(w / 2);
        if (bytes[np] > most) most = bytes[np];
        np++;
    }
    free(line);
    char *out = calloc((size_t)most, 1), *in = malloc((size_t)most * (size_t)(np ? np : 1));
    MPI_Request *rq = malloc(sizeof *rq * (size_t)(2 * np + 1));
    if (!out || !in || !rq) MPI_Abort(MPI_COMM_WORLD, 3);
    MPI_Barrier(MPI_COMM_WORLD);
    double t = MPI_Wtime();
    for (int r = 0; r < rounds; r++) {
        for (int k = 0; k < np; k++) MPI_Irecv(in + (size_t)k * most, bytes[k], MPI_BYTE, peer[k], 7, MPI_COMM_WORLD, &rq[k]);
        for (int k = 0; k < np; k++) MPI_Isend(out, bytes[k], MPI_BYTE, peer[k], 7, MPI_COMM_WORLD, &rq[np + k]);
        MPI_Waitall(2 * np, rq, MPI_STATUSES_IGNORE);
    }
    double dt = MPI_Wtime() - t, worst;
    MPI_Reduce(&dt, &worst, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    if (!me) printf("graph_exchange %d ranks %d rounds %.6f s\n", n, rounds, worst);
    free(out), free(in), free(rq), free(peer), free(bytes);
    MPI_Finalize();
    return 0;
}

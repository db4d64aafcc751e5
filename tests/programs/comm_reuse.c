/* Communicators freed and made again, so that a new one gets a freed one's
 * handle with other ranks behind it: a translation cached by handle must
 * not outlive the communicator (comm_world_map.c's per-thread cache).
 *
 * Each round k makes a communicator over every rank in an order of its own
 * (rotated by k, reversed in odd rounds) with a call commprof does not wrap
 * (MPI_Comm_create_group, or MPI_Intercomm_merge of a fresh intercommunicator
 * every third round), so nothing between the free and the first send looks
 * up another communicator.  In it, each rank sends k + 1 ints to the next
 * rank in the round's order and receives from the previous one: by a known
 * source in even rounds, by MPI_ANY_SOURCE in odd ones.
 *
 *   comm_reuse ROUNDS                  run (prints how many rounds reused the
 *                                      last round's handle, to stderr)
 *   comm_reuse ROUNDS --expect NP      print the sent side, `src dst msgs
 *                                      bytes` in world ranks, sorted; the
 *                                      receive side is its transpose */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* world rank at position i of round k's order */
static int member(int k, int i, int n)
{
    int j = k % 2 ? n - 1 - i : i;
    return (j + k) % n;
}

static int position(int k, int w, int n)
{
    for (int i = 0; i < n; i++)
        if (member(k, i, n) == w) return i;
    return -1;
}

static int expect(int rounds, int n)
{
    long *msgs = calloc((size_t)n * n, sizeof *msgs), *bytes = calloc((size_t)n * n, sizeof *bytes);
    if (!msgs || !bytes) return 1;
    for (int k = 0; k < rounds; k++)
        for (int i = 0; i < n; i++) {
            int s = member(k, i, n), d = member(k, (i + 1) % n, n);
            msgs[s * n + d]++;
            bytes[s * n + d] += (long)(k + 1) * (long)sizeof(int);
        }
    for (int s = 0; s < n; s++)
        for (int d = 0; d < n; d++)
            if (msgs[s * n + d]) printf("%d %d %ld %ld\n", s, d, msgs[s * n + d], bytes[s * n + d]);
    free(msgs);
    free(bytes);
    return 0;
}

/* round k's communicator, ordered by member(k, ., n) */
static MPI_Comm make(int k, int n, int me)
{
    MPI_Comm c;
    if (k % 3 == 2) {
        /* halves by position: the lower half's leader is position 0, the
         * upper's position n/2; merging with the upper half high keeps the
         * order by position */
        int pos = position(k, me, n), upper = pos >= n / 2;
        MPI_Comm half, inter;
        MPI_Comm_split(MPI_COMM_WORLD, upper, pos, &half);
        MPI_Intercomm_create(half, 0, MPI_COMM_WORLD, member(k, upper ? 0 : n / 2, n), 100 + k, &inter);
        MPI_Comm_free(&half);
        MPI_Intercomm_merge(inter, upper, &c);
        MPI_Comm_free(&inter);
        return c;
    }
    MPI_Group world, g;
    int *ranks = malloc((size_t)n * sizeof *ranks);
    if (!ranks) MPI_Abort(MPI_COMM_WORLD, 1);
    for (int i = 0; i < n; i++) ranks[i] = member(k, i, n);
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    MPI_Group_incl(world, n, ranks, &g);
    MPI_Comm_create_group(MPI_COMM_WORLD, g, k, &c);
    MPI_Group_free(&g);
    MPI_Group_free(&world);
    free(ranks);
    return c;
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 12;
    if (argc > 3 && strcmp(argv[2], "--expect") == 0) return expect(rounds, atoi(argv[3]));
    int me, n, reused = 0, buf[64] = {0}, in[64];
    MPI_Comm last = MPI_COMM_NULL;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    for (int k = 0; k < rounds; k++) {
        MPI_Comm c = make(k, n, me);
        int r, size;
        MPI_Comm_rank(c, &r);
        MPI_Comm_size(c, &size);
        if (size != n || r != position(k, me, n)) {
            fprintf(stderr, "comm_reuse: round %d: rank %d of %d, expected %d of %d\n", k, r, size,
                    position(k, me, n), n);
            MPI_Abort(MPI_COMM_WORLD, 2);
        }
        reused += c == last;
        MPI_Request q;
        MPI_Status st;
        MPI_Isend(buf, k + 1, MPI_INT, (r + 1) % n, k, c, &q);
        MPI_Recv(in, 64, MPI_INT, k % 2 ? MPI_ANY_SOURCE : (r + n - 1) % n, k, c, &st);
        MPI_Wait(&q, MPI_STATUS_IGNORE);
        if (st.MPI_SOURCE != (r + n - 1) % n) MPI_Abort(MPI_COMM_WORLD, 3);
        last = c;
        MPI_Comm_free(&c);
    }
    if (me == 0) fprintf(stderr, "comm_reuse: %d of %d rounds got the last round's handle\n", reused, rounds - 1);
    MPI_Finalize();
    return 0;
}

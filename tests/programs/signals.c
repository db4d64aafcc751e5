/* A program with its own SIGTERM handler (plain), SIGINT handler
 * (SA_SIGINFO) and SIGCONT handler, installed before MPI_Init, that raises
 * the three midway through the ring of ring.c and goes on (as codes that
 * checkpoint on a signal do; SIGCONT is what a resumed job gets).
 * The profiler writes what it has at each signal, then must hand the signal
 * to the program's handler (with its siginfo) and, when the program
 * finalizes after all, leave one copy of the rank's data.
 * Expected: the whole ring, r -> (r+1)%n: ITER msgs, ITER*(r+1)*4 bytes;
 * exit status 1 if a handler was not called. */
#include <mpi.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ITER 10

static volatile sig_atomic_t got_term, got_int, got_cont;
static void on_term(int sig) { got_term = sig == SIGTERM; }
static void on_cont(int sig) { got_cont = sig == SIGCONT; }
static void on_int(int sig, siginfo_t *info, void *ctx)
{
    (void)ctx;
    got_int = sig == SIGINT && info && info->si_signo == SIGINT;
}

int main(int argc, char **argv)
{
    struct sigaction a, b;
    memset(&a, 0, sizeof a);
    a.sa_handler = on_term;
    sigemptyset(&a.sa_mask);
    sigaction(SIGTERM, &a, NULL);
    memset(&b, 0, sizeof b);
    b.sa_sigaction = on_int;
    b.sa_flags = SA_SIGINFO;
    sigemptyset(&b.sa_mask);
    sigaction(SIGINT, &b, NULL);
    a.sa_handler = on_cont;
    sigaction(SIGCONT, &a, NULL);
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int *buf = calloc((size_t)size + 1, sizeof *buf);
    for (int i = 0; i < ITER; i++) {
        if (i == ITER / 2) {
            raise(SIGTERM);
            raise(SIGINT);
            raise(SIGCONT);
        }
        if (rank % 2 == 0) {
            MPI_Send(buf, rank + 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD);
            MPI_Recv(buf, size + 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(buf, size + 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(buf, rank + 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD);
        }
    }
    if (!got_term || !got_int || !got_cont)
        fprintf(stderr, "rank %d: SIGTERM handler %s, SIGINT handler %s, SIGCONT handler %s\n", rank,
                got_term ? "called" : "NOT called", got_int ? "called" : "NOT called",
                got_cont ? "called" : "NOT called");
    free(buf);
    MPI_Finalize();
    return !got_term || !got_int || !got_cont;
}

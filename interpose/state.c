/* The recording's state (state.h). */
#include "state.h"

#include <stdio.h>
#include <unistd.h>

int cp_on;
CP_TLS int cp_depth;

static int started, paused, failed, ended;
static int recvs = 1;
static uint32_t my_rank;
static const uint32_t *node_ranks;
static uint32_t n_node_ranks;

static void update_on(void)
{
    int on = started && !paused && !failed && !ended;
    __atomic_store_n(&cp_on, on ? CP_ON | (recvs ? CP_ON_RECVS : 0) : 0, __ATOMIC_RELAXED);
}

void cp_state_start(uint32_t rank, int count_recvs)
{
    my_rank = rank;
    recvs = count_recvs;
    started = 1;
    update_on();
}

void cp_state_end(void)
{
    ended = 1;
    update_on();
}

int cp_state_started(void) { return started; }
int cp_state_ended(void) { return ended; }

void cp_set_paused(int p)
{
    paused = p;
    update_on();
}

void cp_fail(const char *why)
{
    if (__atomic_exchange_n(&failed, 1, __ATOMIC_ACQ_REL)) return;
    update_on();
    char msg[256];
    int n = snprintf(msg, sizeof msg, "commprof: rank %u: recording stopped: %s\n", my_rank, why);
    if (n > 0 && write(2, msg, (size_t)n) < 0) { /* nothing more to do */
    }
}

void cp_set_node_ranks(const uint32_t *ranks, uint32_t n)
{
    node_ranks = ranks;
    n_node_ranks = n;
}

const uint32_t *cp_node_ranks(uint32_t *n)
{
    *n = n_node_ranks;
    return node_ranks;
}

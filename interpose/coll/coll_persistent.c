#include "coll_persistent.h"

#include <stdlib.h>

#include "call_stats.h"
#include "comm_table.h"
#include "record_format.h"

typedef struct msg {
    uint32_t world;
    int recv; /* modeled by this rank as the receiver */
    uint64_t bytes;
} msg_t;

struct cp_coll_capture {
    int has_call;
    uint32_t call, algorithm;
    int group_size, group_first;
    uint64_t group_hash, sent, recv;
    size_t n, cap;
    msg_t *msg;
    int failed; /* out of memory while capturing */
};

/* the capture under way on this thread (a hook runs on the calling thread) */
CP_TLS cp_coll_capture_t *cp_coll_capturing;
#define capturing cp_coll_capturing

void cp_coll_capture_begin(void)
{
    capturing = calloc(1, sizeof *capturing);
    if (!capturing) cp_fail("out of memory for a persistent collective");
}

cp_coll_capture_t *cp_coll_capture_end(void)
{
    cp_coll_capture_t *c = capturing;
    capturing = NULL;
    if (c && c->failed) {
        cp_coll_capture_free(c);
        cp_fail("out of memory for a persistent collective");
        return NULL;
    }
    return c;
}

void cp_coll_capture_free(cp_coll_capture_t *c)
{
    if (!c) return;
    free(c->msg);
    free(c);
}

void cp_coll_keep(uint32_t world, int recv, uint64_t bytes)
{
    cp_coll_capture_t *c = capturing;
    if (c->n == c->cap) {
        size_t nc = c->cap ? 2 * c->cap : 8;
        msg_t *t = realloc(c->msg, nc * sizeof *t);
        if (!t) {
            c->failed = 1;
            return;
        }
        c->msg = t;
        c->cap = nc;
    }
    c->msg[c->n++] = (msg_t){world, recv, bytes};
}

void cp_coll_keep_call(uint32_t call, uint32_t algorithm, int group_size, int group_first, uint64_t group_hash,
                       uint64_t sent, uint64_t recv)
{
    cp_coll_capture_t *c = capturing;
    *c = (cp_coll_capture_t){1, call, algorithm, group_size, group_first, group_hash, sent, recv,
                             c->n, c->cap, c->msg, c->failed};
}

void cp_coll_capture_replay(const cp_coll_capture_t *c)
{
    if (!c) return;
    for (size_t i = 0; i < c->n; i++)
        if (c->msg[i].recv) cp_table_count_kind_recv(CP_TRAFFIC_COLL, c->msg[i].world, c->msg[i].bytes);
        else cp_table_count_kind_send(CP_TRAFFIC_COLL, c->msg[i].world, c->msg[i].bytes);
    if (c->has_call)
        cp_call_count(c->call, c->algorithm, c->group_size, c->group_first, c->group_hash, c->sent, c->recv);
}

/* A collective on the world as SimGrid's action, the v-forms' blocks
 * alike at both ends (replay_coll.h). */
#include "replay_coll.h"

#include <otf2/otf2.h>
#include <stdlib.h>

#include "otf2_defs.h"
#include "ti_actions.h"

const char *cp_ti_coll_name(uint32_t op)
{
    switch (op) {
    case OTF2_COLLECTIVE_OP_BARRIER: return "barrier";
    case OTF2_COLLECTIVE_OP_BCAST: return "bcast";
    case OTF2_COLLECTIVE_OP_REDUCE: return "reduce";
    case OTF2_COLLECTIVE_OP_ALLREDUCE: return "allreduce";
    case OTF2_COLLECTIVE_OP_SCAN: return "scan";
    case OTF2_COLLECTIVE_OP_EXSCAN: return "exscan";
    case OTF2_COLLECTIVE_OP_GATHER: return "gather";
    case OTF2_COLLECTIVE_OP_GATHERV: return "gatherv";
    case OTF2_COLLECTIVE_OP_SCATTER: return "scatter";
    case OTF2_COLLECTIVE_OP_SCATTERV: return "scatterv";
    case OTF2_COLLECTIVE_OP_ALLGATHER: return "allgather";
    case OTF2_COLLECTIVE_OP_ALLGATHERV: return "allgatherv";
    case OTF2_COLLECTIVE_OP_ALLTOALL: return "alltoall";
    case OTF2_COLLECTIVE_OP_ALLTOALLV: return "alltoallv";
    case OTF2_COLLECTIVE_OP_REDUCE_SCATTER: return "reducescatter";
    case OTF2_COLLECTIVE_OP_REDUCE_SCATTER_BLOCK: return "reducescatter";
    default: return NULL;
    }
}

int cp_ti_coll_is_v(uint32_t op)
{
    return op == OTF2_COLLECTIVE_OP_ALLTOALLV || op == OTF2_COLLECTIVE_OP_GATHERV || op == OTF2_COLLECTIVE_OP_SCATTERV ||
           op == OTF2_COLLECTIVE_OP_ALLGATHERV || op == OTF2_COLLECTIVE_OP_REDUCE_SCATTER ||
           op == OTF2_COLLECTIVE_OP_REDUCE_SCATTER_BLOCK;
}

int cp_vcalls_note(cp_vcalls_t *t, size_t j, uint32_t rank, uint32_t op, uint64_t sent, uint64_t recv)
{
    if (t->unpaired || rank >= t->ranks) return 0;
    if (j == t->n) { /* the first rank to get this far opens the call */
        if (cp_otf2_grow((void **)&t->c, &t->cap, t->n + 1, sizeof *t->c)) return -1;
        cp_vcall_t *c = &t->c[t->n];
        *c = (cp_vcall_t){.op = op};
        if (!(c->sent = calloc(t->ranks, sizeof *c->sent)) || !(c->recv = calloc(t->ranks, sizeof *c->recv))) {
            free(c->sent);
            return -1;
        }
        t->n++;
    }
    cp_vcall_t *c = j < t->n ? &t->c[j] : NULL;
    if (!c || c->op != op) {
        t->unpaired = 1;
        return 0;
    }
    c->sent[rank] = sent, c->recv[rank] = recv, c->noted++;
    return 0;
}

int cp_vcalls_close(cp_vcalls_t *t)
{
    for (size_t j = 0; j < t->n && !t->unpaired; j++) {
        cp_vcall_t *c = &t->c[j];
        if (c->noted != t->ranks) t->unpaired = 1;
        if (c->op != OTF2_COLLECTIVE_OP_ALLTOALLV) continue;
        if (!(c->recv_before = malloc((t->ranks + 1) * sizeof *c->recv_before))) return -1;
        c->recv_before[0] = 0;
        for (uint32_t i = 0; i < t->ranks; i++) c->recv_before[i + 1] = c->recv_before[i] + c->recv[i];
    }
    return 0;
}

void cp_vcalls_free(cp_vcalls_t *t)
{
    for (size_t j = 0; j < t->n; j++) free(t->c[j].sent), free(t->c[j].recv), free(t->c[j].recv_before);
    free(t->c);
    *t = (cp_vcalls_t){0};
}

/* alltoallv's block i sends j: i's total S_i over the others in
 * proportion to what each received, as the difference of a rounded
 * running share (the others' receipts before j, then up to j's end), so
 * that the row adds up to S_i exactly.  Both ends compute the same
 * expression (long double: the products reach 10^22), so they agree to
 * the byte. */
static uint64_t share(const cp_vcall_t *v, uint32_t i, uint64_t x, uint64_t total)
{
    return x >= total ? v->sent[i] : (uint64_t)((long double)v->sent[i] * (long double)x / (long double)total);
}

unsigned long long cp_vcall_a2a_block(const cp_vcall_t *v, uint32_t n, uint32_t i, uint32_t j)
{
    uint64_t total = v->recv_before[n] - v->recv[i]; /* the others' receipts */
    if (i == j || !total) return 0;
    uint64_t lo = v->recv_before[j] - (i < j ? v->recv[i] : 0), hi = lo + v->recv[j];
    return (unsigned long long)(share(v, i, hi, total) - share(v, i, lo, total));
}

/* the v-forms from every rank's totals (replay_coll.h) */
static void write_v_paired(FILE *f, uint32_t me, uint32_t n, uint32_t op, uint32_t root, const cp_vcall_t *v)
{
    uint64_t others = n - 1, tot = 0;
    int dt = CP_TI_BYTE;
    switch (op) {
    case OTF2_COLLECTIVE_OP_ALLTOALLV:
        for (uint32_t j = 0; j < n; j++) tot += cp_vcall_a2a_block(v, n, me, j);
        fprintf(f, "%u alltoallv %llu", me, (unsigned long long)tot);
        for (uint32_t j = 0; j < n; j++) fprintf(f, " %llu", cp_vcall_a2a_block(v, n, me, j));
        tot = 0;
        for (uint32_t i = 0; i < n; i++) tot += cp_vcall_a2a_block(v, n, i, me);
        fprintf(f, " %llu", (unsigned long long)tot);
        for (uint32_t i = 0; i < n; i++) fprintf(f, " %llu", cp_vcall_a2a_block(v, n, i, me));
        break;
    case OTF2_COLLECTIVE_OP_GATHERV: /* each rank's block is what it sent */
        fprintf(f, "%u gatherv %llu", me, (unsigned long long)v->sent[me]);
        for (uint32_t i = 0; i < n; i++) fprintf(f, " %llu", (unsigned long long)v->sent[i]);
        fprintf(f, " %u", root);
        break;
    case OTF2_COLLECTIVE_OP_SCATTERV: /* what it received */
        fprintf(f, "%u scatterv", me);
        for (uint32_t i = 0; i < n; i++) fprintf(f, " %llu", (unsigned long long)v->recv[i]);
        fprintf(f, " %llu %u", (unsigned long long)v->recv[me], root);
        break;
    case OTF2_COLLECTIVE_OP_ALLGATHERV: /* its block went to each other rank */
        fprintf(f, "%u allgatherv %llu", me, (unsigned long long)(v->sent[me] / others));
        for (uint32_t i = 0; i < n; i++) fprintf(f, " %llu", (unsigned long long)(v->sent[i] / others));
        break;
    default: /* reduce_scatter: its block came from each other rank */
        fprintf(f, "%u reducescatter", me);
        for (uint32_t i = 0; i < n; i++) fprintf(f, " %llu", (unsigned long long)(v->recv[i] / others));
        fprintf(f, " 0 %d\n", dt);
        return;
    }
    fprintf(f, " %d %d\n", dt, dt);
}

/* the v-forms from this rank's totals alone: evenly over the others (its
 * own block the same) */
static void write_v_even(FILE *f, uint32_t me, uint32_t n, uint32_t op, uint32_t root, uint64_t s, uint64_t rv)
{
    uint64_t others = n - 1, es = s / others, er = rv / others;
    unsigned long long b;
    int at_root = me == root, dt = CP_TI_BYTE;
    switch (op) {
    case OTF2_COLLECTIVE_OP_ALLTOALLV:
        fprintf(f, "%u alltoallv %llu", me, (unsigned long long)(es * n));
        for (uint32_t i = 0; i < n; i++) fprintf(f, " %llu", (unsigned long long)es);
        fprintf(f, " %llu", (unsigned long long)(er * n));
        for (uint32_t i = 0; i < n; i++) fprintf(f, " %llu", (unsigned long long)er);
        fprintf(f, " %d %d\n", dt, dt);
        return;
    case OTF2_COLLECTIVE_OP_GATHERV:
        b = at_root ? er : s;
        fprintf(f, "%u gatherv %llu", me, b);
        for (uint32_t i = 0; i < n; i++) fprintf(f, " %llu", b);
        fprintf(f, " %u %d %d\n", root, dt, dt);
        return;
    case OTF2_COLLECTIVE_OP_SCATTERV:
        b = at_root ? es : rv;
        fprintf(f, "%u scatterv", me);
        for (uint32_t i = 0; i < n; i++) fprintf(f, " %llu", b);
        fprintf(f, " %llu %u %d %d\n", b, root, dt, dt);
        return;
    case OTF2_COLLECTIVE_OP_ALLGATHERV:
        fprintf(f, "%u allgatherv %llu", me, (unsigned long long)es);
        for (uint32_t i = 0; i < n; i++) fprintf(f, " %llu", (unsigned long long)(i == me ? es : er));
        fprintf(f, " %d %d\n", dt, dt);
        return;
    default: /* reduce_scatter: sent the others' blocks, received its own from each other */
        fprintf(f, "%u reducescatter", me);
        for (uint32_t i = 0; i < n; i++) fprintf(f, " %llu", (unsigned long long)(i == me ? er : es));
        fprintf(f, " 0 %d\n", dt);
        return;
    }
}

void cp_ti_write_coll(FILE *f, uint32_t me, uint32_t n, uint32_t op, uint32_t root, uint64_t s, uint64_t rv,
                      const cp_vcall_t *v)
{
    const char *name = cp_ti_coll_name(op);
    uint64_t others = n - 1;
    root = root < n ? root : 0;
    int at_root = me == root;
    unsigned long long b;
    int dt = CP_TI_BYTE;
    switch (op) {
    case OTF2_COLLECTIVE_OP_BARRIER: fprintf(f, "%u barrier\n", me); return;
    case OTF2_COLLECTIVE_OP_BCAST:
        b = at_root ? s / others : rv;
        fprintf(f, "%u bcast %llu %u %d\n", me, b, root, dt);
        return;
    case OTF2_COLLECTIVE_OP_REDUCE:
        b = at_root ? rv / others : s;
        fprintf(f, "%u reduce %llu 0 %u %d\n", me, b, root, dt);
        return;
    case OTF2_COLLECTIVE_OP_ALLREDUCE: fprintf(f, "%u allreduce %llu 0 %d\n", me, (unsigned long long)(s / others), dt); return;
    case OTF2_COLLECTIVE_OP_SCAN:
    case OTF2_COLLECTIVE_OP_EXSCAN: /* SMPI's replay has no scan: an allreduce of the same vector */
        fprintf(f, "%u allreduce %llu 0 %d\n", me, (unsigned long long)((s + rv) / others), dt);
        return;
    case OTF2_COLLECTIVE_OP_GATHER:
        b = at_root ? rv / others : s;
        fprintf(f, "%u gather %llu %llu %u %d %d\n", me, b, b, root, dt, dt);
        return;
    case OTF2_COLLECTIVE_OP_SCATTER:
        b = at_root ? s / others : rv;
        fprintf(f, "%u scatter %llu %llu %u %d %d\n", me, b, b, root, dt, dt);
        return;
    case OTF2_COLLECTIVE_OP_ALLGATHER:
    case OTF2_COLLECTIVE_OP_ALLTOALL:
        fprintf(f, "%u %s %llu %llu %d %d\n", me, name, (unsigned long long)(s / others),
                (unsigned long long)(rv / others), dt, dt);
        return;
    default: break;
    }
    if (v) write_v_paired(f, me, n, op, root, v);
    else write_v_even(f, me, n, op, root, s, rv);
}

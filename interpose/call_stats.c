#include "call_stats.h"

#include <stdlib.h>
#include <string.h>

#include "comm_table.h"

static uint32_t key_hash(const cp_call_key_t *k)
{
    uint64_t h = k->group_hash ^ ((uint64_t)k->call << 32) ^ ((uint64_t)k->phase << 48) ^
                 k->algorithm ^ ((uint64_t)k->group_size << 16);
    h ^= h >> 29;
    h *= 0xbf58476d1ce4e5b9ull;
    return (uint32_t)(h ^ (h >> 32));
}

static int key_eq(const cp_call_key_t *a, const cp_call_key_t *b)
{
    return a->phase == b->phase && a->call == b->call && a->algorithm == b->algorithm &&
           a->group_size == b->group_size && a->group_first == b->group_first &&
           a->group_hash == b->group_hash;
}

static int grow(cp_call_stats_t *t)
{
    uint32_t cap = t->cap ? 2 * t->cap : 16;
    cp_call_entry_t *e = calloc(cap, sizeof *e);
    uint32_t *slots = calloc(2 * (size_t)cap, sizeof *slots);
    if (!e || !slots) {
        free(e);
        free(slots);
        return -1;
    }
    if (t->n) memcpy(e, t->e, t->n * sizeof *e);
    for (uint32_t i = 0; i < t->n; i++) {
        uint32_t h = key_hash(&e[i].key) & (2 * cap - 1);
        while (slots[h]) h = (h + 1) & (2 * cap - 1);
        slots[h] = i + 1;
    }
    /* the old entry array is kept for a signal-time writer; only the
     * counting thread reads the slots */
    __atomic_store_n(&t->e, e, __ATOMIC_RELEASE);
    free(t->slots);
    t->slots = slots;
    t->mask = 2 * cap - 1;
    t->cap = cap;
    return 0;
}

static cp_call_entry_t *find(cp_call_stats_t *t, const cp_call_key_t *k)
{
    if (t->last && key_eq(&t->e[t->last - 1].key, k)) return &t->e[t->last - 1];
    if (t->cap) {
        uint32_t h = key_hash(k) & t->mask, i;
        while ((i = t->slots[h]) != 0) {
            if (key_eq(&t->e[i - 1].key, k)) {
                t->last = i;
                return &t->e[i - 1];
            }
            h = (h + 1) & t->mask;
        }
    }
    if (t->n == t->cap && grow(t)) return NULL;
    uint32_t h = key_hash(k) & t->mask;
    while (t->slots[h]) h = (h + 1) & t->mask;
    cp_call_entry_t *e = &t->e[t->n];
    e->key = *k;
    t->slots[h] = t->n + 1;
    __atomic_store_n(&t->n, t->n + 1, __ATOMIC_RELEASE);
    t->last = t->n;
    return e;
}

void cp_call_count(uint32_t call, uint32_t algorithm, int group_size, int group_first,
                   uint64_t group_hash, uint64_t bytes_sent, uint64_t bytes_recv)
{
    cp_thread_state_t *s = cp_my_thread_state();
    if (!s) {
        cp_fail("out of memory for the thread's state");
        return;
    }
    if (!s->calls && !(s->calls = calloc(1, sizeof *s->calls))) {
        cp_fail("out of memory for call counts");
        return;
    }
    cp_call_key_t k = {0, call, algorithm, (uint32_t)group_size, (uint32_t)group_first, group_hash};
    uint32_t ph = cp_current_phase();
    for (int i = 0; i < 1 + (ph != 0); i++) {
        k.phase = i ? ph : 0;
        cp_call_entry_t *e = find(s->calls, &k);
        if (!e) {
            cp_fail("out of memory for call counts");
            return;
        }
        e->calls++;
        e->bytes_sent += bytes_sent;
        e->bytes_recv += bytes_recv;
    }
}

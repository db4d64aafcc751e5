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

__attribute__((noinline)) static cp_call_entry_t *find_slow(cp_call_stats_t *t, const cp_call_key_t *k)
{
    if (t->cap) {
        uint32_t h = key_hash(k) & t->mask, i;
        while ((i = t->slots[h]) != 0) {
            if (key_eq(&t->e[i - 1].key, k)) return &t->e[i - 1];
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
    return e;
}

static inline cp_call_entry_t *find(cp_call_stats_t *t, const cp_call_key_t *k)
{
    uint32_t *hint = &t->hint[(k->call + k->phase) & (CP_CALL_HINTS - 1)];
    if (__builtin_expect(*hint && key_eq(&t->e[*hint - 1].key, k), 1)) return &t->e[*hint - 1];
    cp_call_entry_t *e = find_slow(t, k);
    if (e) *hint = (uint32_t)(e - t->e) + 1;
    return e;
}

static inline __attribute__((always_inline)) void count_in(cp_call_stats_t *t, const cp_call_key_t *k,
                                                            uint64_t bytes_sent, uint64_t bytes_recv)
{
    cp_call_entry_t *e = find(t, k);
    if (!e) {
        cp_fail("out of memory for call counts");
        return;
    }
    e->calls++;
    e->bytes_sent += bytes_sent;
    e->bytes_recv += bytes_recv;
}

__attribute__((noinline)) static void count_in_phase(cp_call_stats_t *t, cp_call_key_t k, uint32_t phase,
                                                     uint64_t bytes_sent, uint64_t bytes_recv)
{
    k.phase = phase;
    count_in(t, &k, bytes_sent, bytes_recv);
}

__attribute__((noinline)) static cp_call_stats_t *make_stats(void)
{
    cp_thread_state_t *s = cp_my_thread_state();
    if (!s) {
        cp_fail("out of memory for the thread's state");
        return NULL;
    }
    if (!s->calls && !(s->calls = calloc(1, sizeof *s->calls))) cp_fail("out of memory for call counts");
    return s->calls;
}

void cp_call_count(uint32_t call, uint32_t algorithm, int group_size, int group_first,
                   uint64_t group_hash, uint64_t bytes_sent, uint64_t bytes_recv)
{
    cp_thread_state_t *s = cp_my_thread_state();
    cp_call_stats_t *t = __builtin_expect(s && s->calls, 1) ? s->calls : make_stats();
    if (!t) return;
    cp_call_key_t k = {0, call, algorithm, (uint32_t)group_size, (uint32_t)group_first, group_hash};
    count_in(t, &k, bytes_sent, bytes_recv);
    uint32_t ph = cp_current_phase();
    if (__builtin_expect(ph != 0, 0)) count_in_phase(t, k, ph, bytes_sent, bytes_recv);
}

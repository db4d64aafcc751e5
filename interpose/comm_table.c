#include "comm_table.h"

#include <stdlib.h>
#include <string.h>

static cp_thread_state_t *all_threads; /* push-only list */
static CP_TLS cp_thread_state_t *my_state;
static uint32_t current_phase;

cp_thread_state_t *cp_thread_states(void)
{
    return __atomic_load_n(&all_threads, __ATOMIC_ACQUIRE);
}

void cp_phase_set(uint32_t id) { __atomic_store_n(&current_phase, id, __ATOMIC_RELAXED); }

static cp_thread_state_t *thread_state(void)
{
    cp_thread_state_t *s = my_state;
    if (__builtin_expect(s != NULL, 1)) return s;
    s = calloc(1, sizeof *s);
    if (!s) {
        cp_fail("out of memory for a thread's table");
        return NULL;
    }
    s->next = __atomic_load_n(&all_threads, __ATOMIC_RELAXED);
    while (!__atomic_compare_exchange_n(&all_threads, &s->next, s, 0, __ATOMIC_RELEASE,
                                        __ATOMIC_RELAXED))
        ;
    my_state = s;
    return s;
}

static cp_comm_table_t *table_for(cp_thread_state_t *s, uint32_t phase)
{
    if (__builtin_expect(phase < s->ntables && s->tables[phase], 1)) return s->tables[phase];
    if (phase >= s->ntables) {
        uint32_t n = phase + 8;
        cp_comm_table_t **t = calloc(n, sizeof *t);
        if (!t) return NULL;
        if (s->ntables) memcpy(t, s->tables, s->ntables * sizeof *t);
        cp_comm_table_t **old = s->tables;
        __atomic_store_n(&s->tables, t, __ATOMIC_RELEASE);
        __atomic_store_n(&s->ntables, n, __ATOMIC_RELEASE);
        free(old);
    }
    cp_comm_table_t *tab = calloc(1, sizeof *tab);
    if (!tab) return NULL;
    __atomic_store_n(&s->tables[phase], tab, __ATOMIC_RELEASE);
    return tab;
}

static inline uint32_t slot_of(uint32_t peer, uint32_t mask)
{
    return (peer * 2654435761u) & mask;
}

static int grow_slots(cp_comm_table_t *t)
{
    uint32_t nslots = t->mask ? 2 * (t->mask + 1) : 16;
    uint32_t *s = calloc(nslots, sizeof *s);
    if (!s) return -1;
    for (uint32_t i = 0; i < t->n; i++) {
        uint32_t h = slot_of(t->entries[i].peer, nslots - 1);
        while (s[h]) h = (h + 1) & (nslots - 1);
        s[h] = i + 1;
    }
    free(t->slots);
    t->slots = s;
    t->mask = nslots - 1;
    return 0;
}

static cp_peer_entry_t *lookup(cp_comm_table_t *t, uint32_t peer)
{
    if (t->last && t->entries[t->last - 1].peer == peer) return &t->entries[t->last - 1];
    if (t->mask) {
        uint32_t h = slot_of(peer, t->mask), i;
        while ((i = t->slots[h]) != 0) {
            if (t->entries[i - 1].peer == peer) {
                t->last = i;
                return &t->entries[i - 1];
            }
            h = (h + 1) & t->mask;
        }
    }
    /* insert; keep the slot table at most half full */
    if (2 * (t->n + 1) > t->mask + 1 && grow_slots(t)) return NULL;
    if (t->n == t->cap) {
        uint32_t cap = t->cap ? t->cap + t->cap / 2 : 8;
        cp_peer_entry_t *e = malloc((size_t)cap * sizeof *e);
        if (!e) return NULL;
        if (t->n) memcpy(e, t->entries, (size_t)t->n * sizeof *e);
        cp_peer_entry_t *old = t->entries;
        __atomic_store_n(&t->entries, e, __ATOMIC_RELEASE);
        t->cap = cap;
        free(old);
    }
    cp_peer_entry_t *e = &t->entries[t->n];
    memset(e, 0, sizeof *e);
    e->peer = peer;
    uint32_t h = slot_of(peer, t->mask);
    while (t->slots[h]) h = (h + 1) & t->mask;
    t->slots[h] = t->n + 1;
    __atomic_store_n(&t->n, t->n + 1, __ATOMIC_RELEASE);
    t->last = t->n;
    return e;
}

static void add_send(cp_peer_entry_t *e, uint64_t bytes)
{
    unsigned b = cp_size_bin(bytes);
    e->sent_bytes += bytes;
    if (__builtin_expect(e->hist != NULL, 0)) {
        e->hist[b]++;
        return;
    }
    if (e->nin && e->bin[0] == b) {
        e->hcount[0]++;
    } else if (e->nin > 1 && e->bin[1] == b) {
        e->hcount[1]++;
    } else if (e->nin < 2) {
        e->bin[e->nin] = (uint8_t)b;
        e->hcount[e->nin] = 1;
        e->nin++;
    } else {
        uint64_t *h = calloc(CP_HIST_BINS, sizeof *h);
        if (!h) {
            cp_fail("out of memory for a histogram");
            return;
        }
        h[e->bin[0]] = e->hcount[0];
        h[e->bin[1]] = e->hcount[1];
        h[b]++;
        __atomic_store_n(&e->hist, h, __ATOMIC_RELEASE);
    }
}

uint64_t cp_entry_sent_msgs(const cp_peer_entry_t *e)
{
    const uint64_t *h = __atomic_load_n(&e->hist, __ATOMIC_ACQUIRE);
    if (h) {
        uint64_t s = 0;
        for (int i = 0; i < CP_HIST_BINS; i++) s += h[i];
        return s;
    }
    return (e->nin > 0 ? e->hcount[0] : 0) + (e->nin > 1 ? e->hcount[1] : 0);
}

static cp_peer_entry_t *entry(uint32_t phase, uint32_t peer)
{
    cp_thread_state_t *s = thread_state();
    if (!s) return NULL;
    cp_comm_table_t *t = table_for(s, phase);
    cp_peer_entry_t *e = t ? lookup(t, peer) : NULL;
    if (!e) cp_fail("out of memory for a peer table");
    return e;
}

void cp_table_count_send(uint32_t peer, uint64_t bytes)
{
    cp_peer_entry_t *e = entry(0, peer);
    if (e) add_send(e, bytes);
    uint32_t ph = __atomic_load_n(&current_phase, __ATOMIC_RELAXED);
    if (ph && (e = entry(ph, peer)) != NULL) add_send(e, bytes);
}

void cp_table_count_recv(uint32_t peer, uint64_t bytes)
{
    cp_peer_entry_t *e = entry(0, peer);
    if (e) {
        e->recv_msgs++;
        e->recv_bytes += bytes;
    }
    uint32_t ph = __atomic_load_n(&current_phase, __ATOMIC_RELAXED);
    if (ph && (e = entry(ph, peer)) != NULL) {
        e->recv_msgs++;
        e->recv_bytes += bytes;
    }
}

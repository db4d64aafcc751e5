#include "outside_traffic.h"

#include "record_format.h"

/* Rare traffic, any thread: one set of counters, atomic adds. */
static uint64_t counts[CP_TRAFFIC_KINDS][4];

void cp_outside_send(unsigned kind, uint64_t bytes)
{
    if (kind >= CP_TRAFFIC_KINDS) return;
    __atomic_fetch_add(&counts[kind][0], 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&counts[kind][1], bytes, __ATOMIC_RELAXED);
}

void cp_outside_recv(unsigned kind, uint64_t bytes)
{
    if (kind >= CP_TRAFFIC_KINDS) return;
    __atomic_fetch_add(&counts[kind][2], 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&counts[kind][3], bytes, __ATOMIC_RELAXED);
}

void cp_outside_get(unsigned kind, uint64_t out[4])
{
    for (int i = 0; i < 4; i++) out[i] = kind < CP_TRAFFIC_KINDS ? __atomic_load_n(&counts[kind][i], __ATOMIC_RELAXED) : 0;
}

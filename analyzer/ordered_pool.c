#include "ordered_pool.h"

#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

#include "cpus.h"

typedef struct slot {
    void *result;
    int done;
} slot_t;

struct cp_ordered_pool {
    cp_chunk_fn fn;
    cp_chunk_free_fn free_fn;
    void *arg;
    size_t nchunks, ahead;
    int workers, started;
    pthread_t *threads;
    pthread_mutex_t lock;
    pthread_cond_t ready, room;
    size_t claimed; /* chunks [0, claimed) are given out */
    size_t taken;   /* chunks [0, taken) are taken; chunk c's result sits in slot c % ahead */
    int stop;
    slot_t *slot;
};

typedef struct worker_arg {
    cp_ordered_pool_t *p;
    int id;
} worker_arg_t;

static void *worker(void *a)
{
    cp_ordered_pool_t *p = ((worker_arg_t *)a)->p;
    int id = ((worker_arg_t *)a)->id;
    free(a);
    pthread_mutex_lock(&p->lock);
    for (;;) {
        while (!p->stop && p->claimed < p->nchunks && p->claimed - p->taken >= p->ahead)
            pthread_cond_wait(&p->room, &p->lock);
        if (p->stop || p->claimed == p->nchunks) break;
        size_t c = p->claimed++;
        pthread_mutex_unlock(&p->lock);
        void *r = p->fn(p->arg, id, c);
        pthread_mutex_lock(&p->lock);
        p->slot[c % p->ahead] = (slot_t){r, 1};
        if (c == p->taken) pthread_cond_signal(&p->ready); /* the one the taker waits for */
    }
    pthread_mutex_unlock(&p->lock);
    return NULL;
}

cp_ordered_pool_t *cp_ordered_pool_start(size_t nchunks, int workers, size_t ahead, cp_chunk_fn fn,
                                         cp_chunk_free_fn free_fn, void *arg)
{
    cp_ordered_pool_t *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    p->fn = fn;
    p->free_fn = free_fn;
    p->arg = arg;
    p->nchunks = nchunks;
    p->workers = workers > 0 ? workers : 0;
    p->ahead = ahead ? ahead : 1;
    if (!p->workers) return p;
    p->slot = calloc(p->ahead, sizeof *p->slot);
    p->threads = calloc((size_t)p->workers, sizeof *p->threads);
    if (!p->slot || !p->threads) goto bad;
    pthread_mutex_init(&p->lock, NULL);
    pthread_cond_init(&p->ready, NULL);
    pthread_cond_init(&p->room, NULL);
    for (int w = 0; w < p->workers; w++) {
        worker_arg_t *a = malloc(sizeof *a);
        if (a) *a = (worker_arg_t){p, w};
        if (!a || pthread_create(&p->threads[w], NULL, worker, a)) {
            free(a);
            break;
        }
        p->started++;
    }
    if (p->started) return p;
    pthread_mutex_destroy(&p->lock);
    pthread_cond_destroy(&p->ready);
    pthread_cond_destroy(&p->room);
bad:
    free(p->slot);
    free(p->threads);
    free(p);
    return NULL;
}

void *cp_ordered_pool_next(cp_ordered_pool_t *p)
{
    if (p->taken >= p->nchunks) return NULL;
    if (!p->workers) return p->fn(p->arg, 0, p->taken++);
    pthread_mutex_lock(&p->lock);
    slot_t *s = &p->slot[p->taken % p->ahead];
    while (!s->done) pthread_cond_wait(&p->ready, &p->lock);
    void *r = s->result;
    *s = (slot_t){NULL, 0};
    p->taken++;
    pthread_cond_signal(&p->room); /* one chunk more may be claimed */
    pthread_mutex_unlock(&p->lock);
    return r;
}

void cp_ordered_pool_stop(cp_ordered_pool_t *p)
{
    if (!p) return;
    if (p->workers) {
        pthread_mutex_lock(&p->lock);
        p->stop = 1;
        pthread_cond_broadcast(&p->room);
        pthread_mutex_unlock(&p->lock);
        for (int w = 0; w < p->started; w++) pthread_join(p->threads[w], NULL);
        for (size_t c = p->taken; c < p->claimed; c++) { /* every claimed chunk finished before its worker left */
            slot_t *s = &p->slot[c % p->ahead];
            if (s->done && p->free_fn) p->free_fn(s->result);
        }
        pthread_mutex_destroy(&p->lock);
        pthread_cond_destroy(&p->ready);
        pthread_cond_destroy(&p->room);
        free(p->slot);
        free(p->threads);
    }
    free(p);
}

int cp_pool_workers(int max)
{
    int n = cp_cpus_usable();
    if (n > max) n = max;
    return n > 1 ? n : 0;
}

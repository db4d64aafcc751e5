#include "rank_stream.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Ranks parsed ahead (a few MB at most), handed over in batches: a wake-up
 * per rank cost more than the parse.  A rank's memory is allocated and
 * freed by the reading thread only: frees across threads made malloc's
 * arena locks the bottleneck. */
enum { SLOTS = 256, BATCH = 64 };

typedef struct slot {
    cp_rank_t rk;
    int rc;
    cp_error_t e;
} slot_t;

struct cp_rank_stream {
    cp_recording_t *rec;
    uint32_t next; /* the consumer's next rank */
    int threaded;
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t more, room;
    uint32_t made; /* ranks [next, made) are ready in their slots */
    int stop;
    slot_t slot[SLOTS];
};

static void *reader(void *arg)
{
    cp_rank_stream_t *s = arg;
    for (uint32_t r = 0; r < s->rec->world_size; r++) {
        pthread_mutex_lock(&s->lock);
        /* the consumer holds rank next - 1 until its next call */
        while (!s->stop && r - s->next + 1 >= SLOTS) pthread_cond_wait(&s->room, &s->lock);
        int stop = s->stop;
        pthread_mutex_unlock(&s->lock);
        if (stop) break;
        slot_t *x = &s->slot[r % SLOTS]; /* the reader's until `made` passes r */
        cp_rank_clear(&x->rk);
        x->rc = cp_recording_read_rank(s->rec, r, &x->rk, &x->e);
        pthread_mutex_lock(&s->lock);
        s->made = r + 1;
        if (s->made % BATCH == 0 || s->made == s->rec->world_size) pthread_cond_signal(&s->more);
        pthread_mutex_unlock(&s->lock);
    }
    return NULL;
}

cp_rank_stream_t *cp_rank_stream_open(cp_recording_t *rec)
{
    cp_rank_stream_t *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->rec = rec;
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    if (cpus > 1 && rec->world_size >= 1024) {
        pthread_mutex_init(&s->lock, NULL);
        pthread_cond_init(&s->more, NULL);
        pthread_cond_init(&s->room, NULL);
        s->threaded = pthread_create(&s->thread, NULL, reader, s) == 0;
        if (!s->threaded) {
            pthread_mutex_destroy(&s->lock);
            pthread_cond_destroy(&s->more);
            pthread_cond_destroy(&s->room);
        }
    }
    return s;
}

int cp_rank_stream_next(cp_rank_stream_t *s, const cp_rank_t **rk, cp_error_t *e)
{
    uint32_t r = s->next;
    slot_t *x = &s->slot[r % SLOTS];
    if (!s->threaded) {
        s->next++;
        cp_rank_clear(&x->rk);
        x->rc = cp_recording_read_rank(s->rec, r, &x->rk, &x->e);
    } else {
        pthread_mutex_lock(&s->lock);
        if (r && r % BATCH == 0) pthread_cond_signal(&s->room); /* rank r - 1 is done with */
        s->next = r + 1;
        while (s->made <= r) pthread_cond_wait(&s->more, &s->lock);
        pthread_mutex_unlock(&s->lock);
    }
    if (x->rc) {
        *e = x->e;
        *rk = NULL;
        return -1;
    }
    *rk = &x->rk;
    return 0;
}

void cp_rank_stream_close(cp_rank_stream_t *s)
{
    if (!s) return;
    if (s->threaded) {
        pthread_mutex_lock(&s->lock);
        s->stop = 1;
        pthread_cond_signal(&s->room);
        pthread_mutex_unlock(&s->lock);
        pthread_join(s->thread, NULL);
        pthread_mutex_destroy(&s->lock);
        pthread_cond_destroy(&s->more);
        pthread_cond_destroy(&s->room);
    }
    for (int k = 0; k < SLOTS; k++) cp_rank_clear(&s->slot[k].rk);
    free(s);
}

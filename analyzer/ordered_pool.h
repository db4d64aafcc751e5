/* Work cut into numbered chunks, done by a few threads, taken in order.
 *
 * Reading a recording is a map (each rank's rows come from its own image)
 * followed by an ordered fold (the matrix grows row by row).  Handing the
 * ranks over one at a time made the two threads wait on each other: each
 * was busy two thirds of the time, and the wake-ups cost more than the
 * parse.  Chunks of many ranks make the hand-over rare and let every core
 * parse. */
#ifndef CP_ORDERED_POOL_H
#define CP_ORDERED_POOL_H

#include <stddef.h>

typedef struct cp_ordered_pool cp_ordered_pool_t;

/* Does chunk `chunk` on worker `worker` (0 .. workers-1; a worker runs one
 * chunk at a time, so per-worker state needs no lock) and returns its
 * result, which the taker owns; NULL only when out of memory. */
typedef void *(*cp_chunk_fn)(void *arg, int worker, size_t chunk);
/* Frees a result that was made but not taken (the pool stopped early). */
typedef void (*cp_chunk_free_fn)(void *result);

/* Starts chunks 0 .. nchunks-1 on `workers` threads, at most `ahead`
 * results waiting to be taken (memory stays bounded however fast the
 * workers are).  workers = 0 runs each chunk inside cp_ordered_pool_next,
 * on the caller's thread.  NULL: out of memory or no thread could start
 * (the caller may then try again with 0 workers). */
cp_ordered_pool_t *cp_ordered_pool_start(size_t nchunks, int workers, size_t ahead, cp_chunk_fn fn,
                                         cp_chunk_free_fn free_fn, void *arg);
/* The result of the next chunk in order (waiting for it), or NULL when
 * its function returned NULL. */
void *cp_ordered_pool_next(cp_ordered_pool_t *p);
/* Stops the workers (also before the last chunk) and frees what was not
 * taken. */
void cp_ordered_pool_stop(cp_ordered_pool_t *p);

/* Threads worth starting for work that scales with the cores: the online
 * CPUs the process may run on, at most `max`; 0 where there is one. */
int cp_pool_workers(int max);

#endif

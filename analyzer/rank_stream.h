/* A recording's ranks in order, read and parsed ahead of the consumer on a
 * second thread: parsing a rank image and building the matrix from it take
 * about as long as each other, so on two cores they overlap. */
#ifndef CP_RANK_STREAM_H
#define CP_RANK_STREAM_H

#include "record_read.h"

typedef struct cp_rank_stream cp_rank_stream_t;

/* Streams ranks 0 .. world_size-1 of rec (opened by cp_recording_open_job).
 * The reading thread runs only where it pays (several CPUs, many ranks);
 * otherwise each rank is read when asked for.  NULL: out of memory. */
cp_rank_stream_t *cp_rank_stream_open(cp_recording_t *rec);
/* The next rank: 0 with *rk pointing at it (the stream's, valid until the
 * next call), or -1 with *e saying why this rank could not be read (the
 * stream goes on with the next). */
int cp_rank_stream_next(cp_rank_stream_t *s, const cp_rank_t **rk, cp_error_t *e);
/* Stops the thread (also before the end) and frees what was not taken. */
void cp_rank_stream_close(cp_rank_stream_t *s);

#endif

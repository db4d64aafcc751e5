/* tests/unit/record_write_check.c: the reader's side, apart because the
 * reader's and the writer's headers each have their own cp_sync_t. */
#ifndef RECORD_WRITE_CHECK_H
#define RECORD_WRITE_CHECK_H

#include <stddef.h>

enum { PEERS = 6000, CLASSES = 65, PASSES = 2, ROUNDS = CLASSES * PASSES };

/* Parses image `img` (or, img NULL, the file at `path`), the `nth` of its
 * kind (`what`), and checks it: 0 if it holds counts between the last
 * checked one's and the run's (`final`: exactly the run's); else prints why
 * and returns 1. */
int rwc_check(const unsigned char *img, size_t len, const char *path, const char *what, unsigned nth, int final);

#endif

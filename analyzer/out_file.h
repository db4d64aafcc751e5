/* Where the CLIs write their outputs.  A regular file is written through a
 * temporary one beside it, renamed at the end: a failed run never leaves a
 * half-written file in place of the user's previous one.  Anything else
 * (/dev/null, a FIFO, a terminal) is written in place, since renaming over
 * it would replace the device itself.  "-" is stdout. */
#ifndef CP_OUT_FILE_H
#define CP_OUT_FILE_H

#include <stdio.h>

typedef struct cp_out_file {
    FILE *f;
    const char *path;
    char *tmp; /* NULL: written in place */
} cp_out_file_t;

/* 0, or -1 with errno set. */
int cp_out_open(cp_out_file_t *o, const char *path);
/* Closes; when ok, the output takes its place, else the temporary file is
 * removed.  0, or -1 when the output could not be completed. */
int cp_out_close(cp_out_file_t *o, int ok);

#endif

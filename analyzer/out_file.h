/* Where the CLIs write their outputs.  A regular file is written through a
 * temporary one beside it, renamed at the end: a failed run never leaves a
 * half-written file in place of the user's previous one.  Anything else
 * (/dev/null, a FIFO, a terminal) is written in place, since renaming over
 * it would replace the device itself.  "-" is stdout.  A name ending in
 * .gz is written gzip-compressed. */
#ifndef CP_OUT_FILE_H
#define CP_OUT_FILE_H

#include <stdio.h>

#include "cp_err.h"

typedef struct cp_out_file {
    FILE *f;
    const char *path;
    char *tmp; /* NULL: written in place */
} cp_out_file_t;

/* Why writing `path` would destroy what the user has, in *err (and 1),
 * or 0 when it would not: it is one of the `inputs` of this run
 * (the same file, by any name), or an existing file of a recording or
 * trace (.cpj .cpr .prof .otf2 .def .evt), which a mistyped -o must not
 * replace: outputs are cheap to make again, recordings are not.  "-", a
 * path not there yet, and NULL entries in `inputs` pass. */
int cp_out_refuse(const char *path, const char *const *inputs, int ninputs, cp_err_t *err);

/* Whether `path` can be written, checked before the work that makes it
 * (a probe's minute of measuring must not end in "cannot write"): a
 * regular file's directory takes a new file, a directory is no output.
 * 0, or -1 with *err ("PATH: reason").  "-", NULL and devices pass. */
int cp_out_writable(const char *path, cp_err_t *err);
/* Whether two outputs name one file (the same name, or the same file by
 * two names): 1 with why, else 0.  NULL entries pass. */
int cp_out_same(const char *a, const char *b, char *why, size_t n);

/* Whether path ends in .gz (its format is then the name before it). */
int cp_out_gz(const char *path);

/* 0, or -1 with errno set. */
int cp_out_open(cp_out_file_t *o, const char *path);
/* Closes; when ok, the output takes its place, else the temporary file is
 * removed.  0, or -1 when the output could not be completed. */
int cp_out_close(cp_out_file_t *o, int ok);

#endif

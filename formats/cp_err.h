/* One error for every library of commprof (the recording reader, the
 * analyzer's matrices and graphs, the mapper's machines, platforms,
 * replays): what kind it is, for the callers that branch on it (a missing
 * file is not a corrupt one), and one message that already says where and
 * why ("FILE:LINE: what: why").  Libraries fill it and return; only the
 * command-line tools print it, through cp_err_print, as "TOOL: error: ...".
 *
 * Header only: every part compiles just the formats it reads, and all of
 * them report errors. */
#ifndef CP_ERR_H
#define CP_ERR_H

#include <stdarg.h>
#include <stdio.h>

enum cp_error_code {
    CP_OK = 0,
    CP_ERR_IO = 1,      /* cannot open / read / write */
    CP_ERR_FORMAT = 2,  /* corrupt or truncated data */
    CP_ERR_VERSION = 3, /* written by an incompatible version */
    CP_ERR_NOMEM = 4,
    CP_ERR_MISSING = 5, /* rank files missing from a recording */
    CP_ERR_INVALID = 6  /* well formed, but impossible here (a machine too small, a level it lacks) */
};

typedef struct cp_err {
    int code; /* enum cp_error_code */
    char msg[768];
} cp_err_t;

static inline int cp_err_vset(cp_err_t *e, int code, const char *fmt, va_list ap)
{
    if (e) {
        e->code = code;
        vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    }
    return -1;
}

/* Fills *e (may be NULL: nothing kept); returns -1, for `return cp_err_set(...)`. */
static inline int cp_err_set(cp_err_t *e, int code, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static inline int cp_err_set(cp_err_t *e, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    cp_err_vset(e, code, fmt, ap);
    va_end(ap);
    return -1;
}

/* The same, where the input has lines: "FILE:LINE: what" (line 0: "FILE: what"). */
static inline int cp_err_vat(cp_err_t *e, int code, const char *file, long line, const char *fmt, va_list ap)
{
    if (!e) return -1;
    int k = line > 0 ? snprintf(e->msg, sizeof e->msg, "%s:%ld: ", file, line)
                     : snprintf(e->msg, sizeof e->msg, "%s: ", file);
    if (k < 0 || (size_t)k >= sizeof e->msg) k = 0;
    vsnprintf(e->msg + k, sizeof e->msg - (size_t)k, fmt, ap);
    e->code = code;
    return -1;
}
static inline int cp_err_at(cp_err_t *e, int code, const char *file, long line, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static inline int cp_err_at(cp_err_t *e, int code, const char *file, long line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    cp_err_vat(e, code, file, line, fmt, ap);
    va_end(ap);
    return -1;
}

/* "TOOL: error: MESSAGE" on stderr: how every tool says an error. */
static inline void cp_err_print(const char *tool, const cp_err_t *e)
{
    fprintf(stderr, "%s: error: %s\n", tool, e->msg[0] ? e->msg : "unknown error");
}

#endif

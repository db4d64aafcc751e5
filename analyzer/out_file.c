#include "out_file.h"

#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

int cp_out_refuse(const char *path, const char *const *inputs, int ninputs, cp_err_t *err)
{
    static const char *const recorded[] = {".cpj", ".cpr", ".prof", ".otf2", ".def", ".evt"};
    struct stat out, in;
    if (!path || !strcmp(path, "-") || stat(path, &out) || !S_ISREG(out.st_mode)) return 0;
    for (int i = 0; i < ninputs; i++)
        if (inputs[i] && strcmp(inputs[i], "-") && stat(inputs[i], &in) == 0 && in.st_dev == out.st_dev &&
            in.st_ino == out.st_ino) {
            cp_err_set(err, CP_ERR_INVALID, "%s is this run's input%s%s: not written over", path,
                       strcmp(inputs[i], path) ? " " : "", strcmp(inputs[i], path) ? inputs[i] : "");
            return 1;
        }
    size_t len = strlen(path);
    for (size_t i = 0; i < sizeof recorded / sizeof *recorded; i++) {
        size_t k = strlen(recorded[i]);
        if (len > k && !strcmp(path + len - k, recorded[i])) {
            cp_err_set(err, CP_ERR_INVALID, "%s is a file of a recording or trace (%s): not written over", path,
                       recorded[i]);
            return 1;
        }
    }
    return 0;
}

int cp_out_writable(const char *path, cp_err_t *err)
{
    struct stat st;
    if (!path || !strcmp(path, "-")) return 0;
    if (stat(path, &st) == 0) {
        if (S_ISDIR(st.st_mode)) return cp_err_at(err, CP_ERR_IO, path, 0, "is a directory (give a file name)");
        if (!S_ISREG(st.st_mode)) return 0; /* /dev/null, a FIFO: written in place */
    }
    /* what cp_out_open will do: a new file beside it, renamed over it */
    char *copy = strdup(path), tmp[4200];
    if (!copy) return cp_err_set(err, CP_ERR_NOMEM, "out of memory");
    snprintf(tmp, sizeof tmp, "%s/.%s.check.%ld", dirname(copy), "out", (long)getpid());
    free(copy);
    int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL, 0600);
    if (fd < 0) {
        int e = errno;
        copy = strdup(path);
        cp_err_set(err, CP_ERR_IO, "cannot write %s: %s%s%s%s", path, strerror(e), copy && e == ENOENT ? " (no directory " : "",
                   copy && e == ENOENT ? dirname(copy) : "", copy && e == ENOENT ? ")" : "");
        free(copy);
        return -1;
    }
    close(fd);
    unlink(tmp);
    return 0;
}

int cp_out_same(const char *a, const char *b, char *why, size_t n)
{
    struct stat x, y;
    if (!a || !b || !strcmp(a, "-") || !strcmp(b, "-")) return 0;
    if (!strcmp(a, b) || (stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino &&
                          S_ISREG(x.st_mode))) {
        snprintf(why, n, "%s%s%s", a, strcmp(a, b) ? " and " : "", strcmp(a, b) ? b : "");
        return 1;
    }
    return 0;
}

/* A name ending in .gz is written gzip-compressed, as the readers take it
 * (the mapper reads METIS graphs through zlib): a FILE whose writes go to
 * zlib, so every writer compresses without knowing. */
static ssize_t gz_write(void *c, const char *buf, size_t n)
{
    return n && gzwrite((gzFile)c, buf, (unsigned)n) <= 0 ? -1 : (ssize_t)n;
}
static int gz_close(void *c) { return gzclose((gzFile)c) == Z_OK ? 0 : EOF; }

static FILE *open_w(const char *path, int gz)
{
    if (!gz) return fopen(path, "w");
    gzFile z = gzopen(path, "wb");
    FILE *f = z ? fopencookie(z, "w", (cookie_io_functions_t){NULL, gz_write, NULL, gz_close}) : NULL;
    if (z && !f) gzclose(z);
    return f;
}

int cp_out_gz(const char *path)
{
    size_t n = strlen(path);
    return n > 3 && !strcmp(path + n - 3, ".gz");
}

int cp_out_open(cp_out_file_t *o, const char *path)
{
    o->path = path;
    o->tmp = NULL;
    o->f = NULL;
    if (!strcmp(path, "-")) {
        o->f = stdout;
        return 0;
    }
    struct stat st;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
        o->f = open_w(path, cp_out_gz(path));
        return o->f ? 0 : -1;
    }
    size_t len = strlen(path) + 32;
    if (!(o->tmp = malloc(len))) return -1;
    snprintf(o->tmp, len, "%s.tmp.%ld", path, (long)getpid());
    o->f = open_w(o->tmp, cp_out_gz(path));
    if (o->f) return 0;
    free(o->tmp);
    o->tmp = NULL;
    return -1;
}

int cp_out_close(cp_out_file_t *o, int ok)
{
    if (o->f == stdout) return fflush(stdout) || !ok ? -1 : 0;
    if (o->f && fclose(o->f)) ok = 0;
    o->f = NULL;
    if (!o->tmp) return ok ? 0 : -1;
    if (ok && rename(o->tmp, o->path)) ok = 0;
    if (!ok) unlink(o->tmp);
    free(o->tmp);
    o->tmp = NULL;
    return ok ? 0 : -1;
}

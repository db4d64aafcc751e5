#include "out_file.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

int cp_out_refuse(const char *path, const char *const *inputs, int ninputs, char *why, size_t n)
{
    static const char *const recorded[] = {".cpj", ".cpr", ".prof", ".otf2", ".def", ".evt"};
    struct stat out, in;
    if (!path || !strcmp(path, "-") || stat(path, &out) || !S_ISREG(out.st_mode)) return 0;
    for (int i = 0; i < ninputs; i++)
        if (inputs[i] && strcmp(inputs[i], "-") && stat(inputs[i], &in) == 0 && in.st_dev == out.st_dev &&
            in.st_ino == out.st_ino) {
            snprintf(why, n, "%s is this run's input%s%s: not written over", path,
                     strcmp(inputs[i], path) ? " " : "", strcmp(inputs[i], path) ? inputs[i] : "");
            return 1;
        }
    size_t len = strlen(path);
    for (size_t i = 0; i < sizeof recorded / sizeof *recorded; i++) {
        size_t k = strlen(recorded[i]);
        if (len > k && !strcmp(path + len - k, recorded[i])) {
            snprintf(why, n, "%s is a file of a recording or trace (%s): not written over", path, recorded[i]);
            return 1;
        }
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

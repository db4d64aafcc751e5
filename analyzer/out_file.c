#include "out_file.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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
        o->f = fopen(path, "w");
        return o->f ? 0 : -1;
    }
    size_t len = strlen(path) + 32;
    if (!(o->tmp = malloc(len))) return -1;
    snprintf(o->tmp, len, "%s.tmp.%ld", path, (long)getpid());
    o->f = fopen(o->tmp, "w");
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

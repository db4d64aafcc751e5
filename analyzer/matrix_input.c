/* The one door for inputs, shared by the analyzer and the mapper so that
 * both take the same inputs the same way and refuse the same mistakes: a
 * commprof recording directory (it holds the job file), an OTF2 trace (its
 * anchor, or a directory holding exactly one, as EZTrace writes them), or
 * Open MPI monitoring files (.prof, or a directory of them). */
#include <dirent.h>
#include <errno.h>
#include <libgen.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "comm_matrix.h"
#include "size_classes.h"

#include "cli_exit.h"

static int has_suffix(const char *s, const char *suf)
{
    size_t n = strlen(s), k = strlen(suf);
    return n >= k && !strcmp(s + n - k, suf);
}

static int str_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int cp_input_list_prof(const char *dir, char ***out, int *n)
{
    DIR *d = opendir(dir);
    if (!d) return -1;
    struct dirent *e;
    int first = *n;
    while ((e = readdir(d)) != NULL) {
        if (!has_suffix(e->d_name, ".prof")) continue;
        char **t = realloc(*out, (size_t)(*n + 1) * sizeof *t);
        size_t len = strlen(dir) + strlen(e->d_name) + 2;
        char *p = malloc(len);
        if (!t || !p) {
            free(p);
            closedir(d);
            return -1;
        }
        snprintf(p, len, "%s/%s", dir, e->d_name);
        *out = t;
        (*out)[(*n)++] = p;
    }
    closedir(d);
    /* readdir's order is the file system's: sort for reproducible reports */
    if (*n > first) qsort(*out + first, (size_t)(*n - first), sizeof **out, str_cmp);
    return 0;
}

/* The one .otf2 file of a directory; NULL when none or several (which one
 * is meant is not ours to guess). */
static char *find_anchor(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) return NULL;
    struct dirent *e;
    char *found = NULL;
    int n = 0;
    while ((e = readdir(d)) != NULL) {
        if (!has_suffix(e->d_name, ".otf2") || n++) continue;
        size_t len = strlen(dir) + strlen(e->d_name) + 2;
        if ((found = malloc(len))) snprintf(found, len, "%s/%s", dir, e->d_name);
    }
    closedir(d);
    if (n > 1) {
        free(found);
        found = NULL;
    }
    return found;
}

cp_input_kind_t cp_input_kind(const char *path, char **anchor)
{
    struct stat st;
    *anchor = NULL;
    if (stat(path, &st)) return CP_IN_MISSING;
    if (S_ISDIR(st.st_mode)) {
        size_t len = strlen(path) + sizeof CP_JOB_FILE + 1;
        char *job = malloc(len);
        int is_rec = job && (snprintf(job, len, "%s/%s", path, CP_JOB_FILE), access(job, F_OK) == 0);
        free(job);
        if (is_rec) return CP_IN_RECORDING;
        if ((*anchor = find_anchor(path))) return CP_IN_OTF2;
        char **prof = NULL;
        int n = 0;
        cp_input_list_prof(path, &prof, &n);
        for (int i = 0; i < n; i++) free(prof[i]);
        free(prof);
        return n ? CP_IN_MONITORING : CP_IN_OTHER;
    }
    if (has_suffix(path, ".otf2")) return (*anchor = strdup(path)) ? CP_IN_OTF2 : CP_IN_MISSING;
    if (has_suffix(path, ".prof")) return CP_IN_MONITORING;
    if (S_ISREG(st.st_mode) && cp_ti_is_index(path)) return CP_IN_TI;
    char b[4096];
    snprintf(b, sizeof b, "%s", path);
    cp_entry_kind_t k = cp_record_entry(basename(b), NULL);
    if (k == CP_ENTRY_JOB || k == CP_ENTRY_RANK || k == CP_ENTRY_NODE || k == CP_ENTRY_TEMP) return CP_IN_RECORD_FILE;
    return CP_IN_OTHER;
}

static int bad(cp_err_t *err, int code, int status, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static int bad(cp_err_t *err, int code, int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    cp_err_vset(err, code, fmt, ap);
    va_end(ap);
    return status;
}

/* The directory holding path (dirname, on a copy) */
static void parent_of(const char *path, char *out, size_t len)
{
    char b[4096];
    snprintf(b, sizeof b, "%s", path);
    snprintf(out, len, "%s", dirname(b));
}

static int is_recording_dir(const char *dir)
{
    char job[4096 + 16];
    snprintf(job, sizeof job, "%s/%s", dir, CP_JOB_FILE);
    return access(job, F_OK) == 0;
}

static int input_read(const cp_input_t *in, cp_matrix_t *m, cp_err_t *err, cp_input_kind_t *kind_out);

int cp_input_read(const cp_input_t *in, cp_matrix_t *m, cp_err_t *err, cp_input_kind_t *kind_out)
{
    int rc = input_read(in, m, err, kind_out);
    if (!rc && *kind_out != CP_IN_OTHER && in->o.has_sizes) { /* what was read says which sizes */
        char a[32], b[32], *s = m->source;
        size_t n = strlen(s);
        if (in->o.bin_hi >= CP_HIST_BINS - 1)
            snprintf(s + n, sizeof m->source - n, ", messages of %s and more", cp_size_class_floor(in->o.bin_lo, a, sizeof a));
        else
            snprintf(s + n, sizeof m->source - n, ", messages of %s to under %s", cp_size_class_floor(in->o.bin_lo, a, sizeof a),
                     cp_size_class_floor(in->o.bin_hi + 1, b, sizeof b));
    }
    return rc;
}

static int input_read(const cp_input_t *in, cp_matrix_t *m, cp_err_t *err, cp_input_kind_t *kind_out)
{
    cp_matrix_opts_t o = in->o;
    const char *first = in->paths[0];
    char *anchor = NULL, dir[4096];
    *err = (cp_err_t){0, ""};
    if (!strcmp(first, "-") && !in->monitoring_too && in->npaths == 1) { /* the caller's format, on stdin */
        *kind_out = CP_IN_OTHER;
        return 0;
    }
    cp_input_kind_t kind = cp_input_kind(first, &anchor);
    *kind_out = kind;
    switch (kind) {
    case CP_IN_MISSING: return bad(err, CP_ERR_IO, EXIT_IO, "%s: %s", first, strerror(errno ? errno : ENOENT));
    case CP_IN_RECORD_FILE:
        parent_of(first, dir, sizeof dir);
        return bad(err, CP_ERR_FORMAT, EXIT_USAGE,
                   "%s is one file of a commprof recording: give its directory, %s", first, dir);
    case CP_IN_RECORDING: {
        if (in->npaths > 1) return bad(err, CP_ERR_FORMAT, EXIT_USAGE, "one recording directory at a time");
        if (o.has_sizes && o.has_time)
            return bad(err, CP_ERR_FORMAT, EXIT_USAGE,
                       "--sizes and --time: a recording's windows keep no message sizes (an OTF2 trace has both)");
        if (in->nranks)
            return bad(err, CP_ERR_FORMAT, EXIT_USAGE, "--ranks is for monitoring files (a recording knows its size)");
        int rc = cp_matrix_from_recording(first, &o, m, err);
        return rc ? (err->code == CP_ERR_IO ? EXIT_IO : EXIT_DATA) : 0;
    }
    case CP_IN_OTF2: {
        if (in->npaths > 1 || in->nranks || (in->kinds_given && o.kinds != CP_KIND_P2P)) {
            free(anchor);
            return bad(err, CP_ERR_FORMAT, EXIT_USAGE,
                       in->npaths > 1 ? "one OTF2 trace at a time"
                                      : "%s does not apply to OTF2 traces (their point-to-point messages are read, "
                                        "all ranks are defined)",
                       in->nranks ? "--ranks" : "--include");
        }
        o.kinds = CP_KIND_P2P;
        int rc = cp_matrix_from_otf2(anchor, &o, m, err);
        free(anchor);
        return rc ? (err->code == CP_ERR_IO ? EXIT_IO : EXIT_DATA) : 0;
    }
    case CP_IN_TI: {
        if (in->npaths > 1 || in->nranks || o.phase || o.has_time)
            return bad(err, CP_ERR_FORMAT, EXIT_USAGE,
                       in->npaths > 1 ? "one SimGrid trace at a time"
                                      : "%s does not apply to SimGrid's time-independent traces (no phases or times; "
                                        "their index lists every rank)",
                       in->nranks ? "--ranks" : o.phase ? "--phase" : "--time");
        int rc = cp_matrix_from_ti(first, &o, m, err, NULL, in->program);
        return rc ? (err->code == CP_ERR_IO ? EXIT_IO : EXIT_DATA) : 0;
    }
    default: break;
    }
    /* monitoring files, or something no reader here knows */
    if (kind == CP_IN_OTHER && in->npaths == 1) {
        struct stat st;
        char b[4096];
        snprintf(b, sizeof b, "%s", first);
        parent_of(first, dir, sizeof dir);
        /* commprof's trace/ of a run that ended before MPI_Finalize wrote it */
        if (stat(first, &st) == 0 && S_ISDIR(st.st_mode) && cp_record_entry(basename(b), NULL) == CP_ENTRY_TRACE &&
            is_recording_dir(dir))
            return bad(err, CP_ERR_FORMAT, EXIT_DATA,
                       "%s: the OTF2 trace of the recording %s was never finished: its events stay in memory "
                       "until MPI_Finalize, and the job ended before (MPI_Abort, a signal); the profile %s is "
                       "complete", first, dir, dir);
        if (stat(first, &st) == 0 && S_ISDIR(st.st_mode))
            return bad(err, CP_ERR_FORMAT, EXIT_DATA,
                       "%s: neither a commprof recording (no %s) nor a directory of Open MPI monitoring .prof files",
                       first, CP_JOB_FILE);
        char line[128];
        if (stat(first, &st) == 0 && S_ISREG(st.st_mode) && cp_ti_is_actions(first, line, sizeof line))
            return bad(err, CP_ERR_FORMAT, EXIT_DATA,
                       "%s:1: SimGrid actions ('%s'), not a trace's index: give the index listing one file per rank "
                       "(smpirun -trace-ti writes it, --cfg=tracing/filename); every rank's actions in one file "
                       "split so: awk '{ print > (\"rank-\" $1 \".txt\") }' %s && ls -v rank-*.txt > trace.ti",
                       first, line, first);
        if (!in->monitoring_too) return 0; /* the caller's own format (the mapper's METIS graphs) */
    } else if (kind == CP_IN_OTHER && !in->monitoring_too) {
        return 0;
    }
    if (o.phase || o.has_time || o.has_sizes)
        return bad(err, CP_ERR_FORMAT, EXIT_USAGE, "--%s needs a commprof recording (monitoring has no %s)",
                   o.phase ? "phase" : o.has_time ? "time" : "sizes",
                   o.phase ? "phases" : o.has_time ? "times" : "message sizes per pair");
    char **prof = NULL;
    int nprof = 0, status = 0;
    struct stat st;
    for (int i = 0; i < in->npaths && !status; i++) {
        const char *p = in->paths[i];
        char *a = NULL;
        cp_input_kind_t k = cp_input_kind(p, &a);
        free(a);
        if (stat(p, &st)) {
            status = bad(err, CP_ERR_IO, EXIT_IO, "%s: %s", p, strerror(errno));
        } else if (k == CP_IN_RECORDING || k == CP_IN_OTF2 || k == CP_IN_RECORD_FILE) {
            status = bad(err, CP_ERR_FORMAT, EXIT_USAGE, "%s: a %s among monitoring files: give it alone", p,
                         k == CP_IN_OTF2 ? "trace" : "commprof recording");
        } else if (S_ISDIR(st.st_mode)) {
            int before = nprof;
            if (cp_input_list_prof(p, &prof, &nprof)) status = bad(err, CP_ERR_IO, EXIT_IO, "%s: %s", p, strerror(errno));
            else if (nprof == before)
                status = bad(err, CP_ERR_FORMAT, EXIT_DATA,
                             "%s: neither a commprof recording (no %s) nor a directory of Open MPI monitoring .prof "
                             "files", p, CP_JOB_FILE);
        } else {
            char **t = realloc(prof, (size_t)(nprof + 1) * sizeof *t);
            char *name = t ? strdup(p) : NULL;
            if (t) prof = t;
            if (!name) status = bad(err, CP_ERR_NOMEM, EXIT_IO, "out of memory");
            else prof[nprof++] = name;
        }
    }
    if (!status && cp_matrix_from_monitoring(prof, nprof, in->nranks, &o, m, err))
        status = err->code == CP_ERR_IO ? EXIT_IO : EXIT_DATA;
    for (int i = 0; i < nprof; i++) free(prof[i]);
    free(prof);
    if (!status) *kind_out = CP_IN_MONITORING;
    return status;
}

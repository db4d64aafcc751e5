/* Which reader a path on the command line needs.  Shared by the analyzer
 * and the mapper so that both take the same inputs the same way: a
 * commprof recording directory (it holds the job file), an OTF2 trace (its
 * anchor, or a directory holding exactly one, as EZTrace writes them), or
 * Open MPI monitoring files (.prof, or a directory of them). */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "comm_matrix.h"

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
    return CP_IN_OTHER;
}

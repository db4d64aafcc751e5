/* The names of a recording's files (record_format.h): one answer to "what
 * is this entry of a recording directory", for the writer (which moves an
 * old recording aside), the reader and the tools (which refuse a single
 * file of a recording, naming its directory). */
#include <stdio.h>
#include <string.h>

#include "record_format.h"

/* "PREFIX<digits>SUFFIX" exactly, the digits a number without leading zeros
 * (as the writers print them) */
static int numbered(const char *name, size_t len, const char *prefix, const char *suffix, uint32_t *index)
{
    size_t p = strlen(prefix), s = strlen(suffix);
    if (len <= p + s || strncmp(name, prefix, p) || strncmp(name + len - s, suffix, s)) return 0;
    size_t d = len - p - s;
    if (d > 10 || strspn(name + p, "0123456789") < d || (d > 1 && name[p] == '0')) return 0;
    unsigned long long v = 0;
    for (size_t i = 0; i < d; i++) v = 10 * v + (unsigned)(name[p + i] - '0');
    if (v > UINT32_MAX) return 0;
    *index = (uint32_t)v;
    return 1;
}

static cp_entry_kind_t file_kind(const char *name, size_t len, uint32_t *index)
{
    if (len == strlen(CP_JOB_FILE) && !strncmp(name, CP_JOB_FILE, len)) return CP_ENTRY_JOB;
    if (numbered(name, len, "rank.", ".cpr", index)) return CP_ENTRY_RANK;
    if (numbered(name, len, "node.", ".cpr", index)) return CP_ENTRY_NODE;
    return CP_ENTRY_OTHER;
}

cp_entry_kind_t cp_record_entry(const char *name, uint32_t *index)
{
    uint32_t dummy;
    if (!index) index = &dummy;
    size_t len = strlen(name);
    cp_entry_kind_t k = file_kind(name, len, index);
    if (k != CP_ENTRY_OTHER) return k;
    const char *tmp = strstr(name, ".tmp.");
    if (tmp && tmp[5] && strspn(tmp + 5, "0123456789") == strlen(tmp + 5) &&
        file_kind(name, (size_t)(tmp - name), index) != CP_ENTRY_OTHER)
        return CP_ENTRY_TEMP;
    if (!strcmp(name, CP_TRACE_DIR)) return CP_ENTRY_TRACE;
    if (numbered(name, len, "spawn.", "", index)) return CP_ENTRY_SPAWN;
    return CP_ENTRY_OTHER;
}

/* Every COMMPROF_* environment variable, in one table (settings.c): name,
 * kind of value, range, default and a line of documentation.  Read once,
 * by cp_settings_load; the rest of the code asks for values by id.  A bad
 * value is named with what the variable accepts, and the default is used;
 * a COMMPROF_* name the table lacks (a misspelling) is named too.  No MPI:
 * the library and the analyzer share it.  docs/settings.md documents each
 * variable once (t-10 checks it against this table). */
#ifndef CP_SETTINGS_H
#define CP_SETTINGS_H

#include <stddef.h>
#include <stdint.h>

typedef enum {
    CP_S_OUTPUT,
    CP_S_DISABLE,
    CP_S_QUIET,
    CP_S_SNAPSHOT,
    CP_S_PACK,
    CP_S_NO_HWLOC,
    CP_S_WINDOW,
    CP_S_TIMES,
    CP_S_RECV,
    CP_S_TIMER,
    CP_S_SYNC_GROUP,
    CP_S_SYNC_INTERVAL,
    CP_S_SYNC_PATIENCE,
    CP_S_SYNC_MAX,
    CP_S_SYNC_MAX_DRIFT_PPM,
    CP_S_SYNC_BANDWIDTH,
    CP_S_MODE,
    CP_S_TRACE_LIMIT,
    CP_S_TRACE_TESTS,
    CP_S_COLL_MODEL,
    CP_S_TEST_SKEW,
    CP_S_READ_CHUNK,
    CP_S_REORDER,
    CP_S_REORDER_MIN_GAIN,
    CP_S_COST,
    CP_S_SWITCHES,
    CP_S_RANK,
    CP_S_TOPO_REORDER,
    CP_S_BIND,
    CP_S_COUNT
} cp_setting_id_t;

typedef enum {
    CP_SET_BOOL,    /* 0/1, false/true, no/yes, off/on */
    CP_SET_SECONDS, /* a number of seconds in [lo, hi]; empty or unset: off (0) */
    CP_SET_INT,     /* a whole number in [lo, hi] */
    CP_SET_SIZE,    /* bytes, with a unit of units.h (500M, 64KiB), in [lo, hi] */
    CP_SET_CHOICE,  /* one of the words in choices ("profile|trace") */
    CP_SET_TEXT     /* any text (a path, a list the reader parses) */
} cp_setting_kind_t;

typedef struct cp_setting_def {
    const char *name; /* COMMPROF_... */
    cp_setting_kind_t kind;
    double lo, hi;
    const char *choices; /* CHOICE: words joined by '|' */
    const char *dflt;    /* the default, as a user would write it ("" = unset) */
    const char *who;     /* library, analyzer, tests */
    const char *doc;     /* one line */
} cp_setting_def_t;

extern const cp_setting_def_t cp_setting_defs[CP_S_COUNT];

/* Reads every variable of the table from the environment (again on each
 * call).  Problems (bad values, unknown COMMPROF_* names) are kept for
 * cp_settings_report. */
void cp_settings_load(void);
/* Writes the problems cp_settings_load found, each on a line starting with
 * prefix ("commprof: "), to stderr; returns how many. */
int cp_settings_report(const char *prefix);

/* The value of a setting: BOOL and CHOICE as 0/1 and the word's index;
 * INT and SIZE as integers; SECONDS in ns (0: off); TEXT as the string
 * ("" when unset).  cp_setting_set: whether the variable was given (and
 * valid). */
int64_t cp_setting_int(cp_setting_id_t id);
int64_t cp_setting_ns(cp_setting_id_t id);
const char *cp_setting_text(cp_setting_id_t id);
int cp_setting_set(cp_setting_id_t id);

#endif

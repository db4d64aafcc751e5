/* Phase names by id (id 0 = "" = whole run); valid for the process's life. */
#ifndef CP_PHASES_H
#define CP_PHASES_H

#include <stdint.h>

#include "guard.h"

/* The id of phase `name`, a new one the first time (-1: out of memory).
 * One caller at a time (api.c's lock). */
CP_HIDDEN int cp_phase_id(const char *name);
CP_HIDDEN uint32_t cp_phase_count(void);
CP_HIDDEN const char *cp_phase_name(uint32_t id);
CP_HIDDEN const char *const *cp_phase_names(void); /* [cp_phase_count()] */

#endif

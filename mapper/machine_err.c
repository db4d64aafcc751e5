/* The machine readers' error messages (cp_machine_err_t, machine.h). */
#include "machine.h"

#include <stdarg.h>
#include <stdio.h>

int cp_machine_fail(cp_machine_err_t *e, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    va_end(ap);
    return -1;
}

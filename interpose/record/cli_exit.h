/* Exit statuses shared by every commprof program (commprof-dump, analyzer,
 * mapper), so scripts can tell a typo from bad data from a full disk. */
#ifndef CP_CLI_EXIT_H
#define CP_CLI_EXIT_H

enum { EXIT_USAGE = 2, EXIT_DATA = 3, EXIT_IO = 4 };

#endif

/* An OTF2 archive opened, and its global definitions read once for every
 * reader of traces: the analyzer's matrix (matrix_otf2.c) and the
 * predictor's replay (predict/replay_trace.c) read their events, each its
 * own, on what this resolves.
 *
 * World ranks come from the definitions, the way the OTF2 standard lays
 * them out: the COMM_LOCATIONS group of the MPI paradigm lists one location
 * per world rank (its index is the rank); a communicator's COMM_GROUP lists,
 * for each of its ranks, an index into that list.  Writers differ in the
 * rest (EZTrace defines communicators per rank with colliding group ids,
 * Score-P one per location group), so nothing else is assumed. */
#ifndef CP_OTF2_DEFS_H
#define CP_OTF2_DEFS_H

#include <otf2/otf2.h>
#include <stddef.h>
#include <stdint.h>

#include "cp_err.h"

typedef struct cp_otf2_string {
    uint64_t id;
    char *s;
} cp_otf2_string_t;

typedef struct cp_otf2_region {
    uint64_t id, name; /* name: a string id */
    int paradigm;      /* OTF2_Paradigm: MPI calls, USER regions (phases), ... */
} cp_otf2_region_t;

typedef struct cp_otf2_group {
    uint64_t id;
    uint32_t n;
    int self;          /* OTF2_GROUP_TYPE_COMM_SELF */
    uint64_t *members; /* world ranks (indexes into COMM_LOCATIONS) */
    uint64_t hash;     /* FNV-1a of self and the members: one communicator alike on every rank */
} cp_otf2_group_t;

typedef struct cp_otf2_comm {
    uint64_t id, group, group_b;     /* group_b: an InterComm's second group, else UINT64_MAX */
    const cp_otf2_group_t *g, *gb;   /* resolved; NULL where not defined */
    uint64_t *a_sorted;              /* an InterComm's group A's world ranks, sorted (who is on which side) */
} cp_otf2_comm_t;

typedef struct cp_otf2_location {
    uint64_t id, group; /* the location, its location group */
    uint32_t rank;      /* world rank (other threads of a rank's process: its rank); UINT32_MAX: none */
} cp_otf2_location_t;

typedef struct cp_otf2_defs {
    OTF2_Reader *reader; /* open, serial: the caller reads the events with it */
    uint64_t resolution, offset, length; /* ClockProperties: ticks a second, the first tick, the ticks */
    cp_otf2_string_t *str;
    cp_otf2_region_t *reg;
    cp_otf2_group_t *grp;
    cp_otf2_comm_t *comm;
    cp_otf2_location_t *loc; /* each table sorted by id */
    size_t nstr, nreg, ngrp, ncomm, nloc, capstr, capreg, capgrp, capcomm, caploc;
    uint64_t *world; /* COMM_LOCATIONS: world rank -> its location */
    uint32_t nworld;
    int nworld_groups, oom;
} cp_otf2_defs_t;

/* Opens the archive whose anchor file is `anchor` and reads its global
 * definitions into d, resolved: each location's world rank, each
 * communicator's groups (where a writer reuses a group id, the last
 * definition wins, as in OTF2's own tools), every group member within the
 * world.  0; or -1 with err (the anchor, what and why), nothing left open. */
int cp_otf2_open(const char *anchor, cp_otf2_defs_t *d, cp_err_t *err);
void cp_otf2_close(cp_otf2_defs_t *d);

/* the OTF2 library's last error since the last clear, "" where none: the
 * why of the callers' own messages */
const char *cp_otf2_error(void);
void cp_otf2_error_clear(void);

/* Room for `need` rows of `size` bytes in *p (capacity *cap, doubled as
 * needed): the tables every reader of a trace grows as it reads.  -1 out
 * of memory, *p untouched. */
int cp_otf2_grow(void **p, size_t *cap, size_t need, size_t size);

/* by id; NULL where not defined */
const char *cp_otf2_string(const cp_otf2_defs_t *d, uint64_t id);
const cp_otf2_region_t *cp_otf2_region(const cp_otf2_defs_t *d, uint64_t id);
const cp_otf2_comm_t *cp_otf2_comm(const cp_otf2_defs_t *d, uint64_t id);
const cp_otf2_location_t *cp_otf2_location(const cp_otf2_defs_t *d, uint64_t id);

#endif

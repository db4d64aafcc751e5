/* An OTF2 archive's global definitions, read and resolved (otf2_defs.h). */
#include "otf2_defs.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char otf2_msg[512]; /* the OTF2 library's last error, captured */

static OTF2_ErrorCode on_otf2_error(void *u, const char *file, uint64_t line, const char *fn, OTF2_ErrorCode code,
                                    const char *fmt, va_list va)
{
    (void)u, (void)file, (void)line, (void)fn;
    int k = snprintf(otf2_msg, sizeof otf2_msg, "%s", OTF2_Error_GetDescription(code));
    if (fmt && *fmt && k > 0 && (size_t)k < sizeof otf2_msg - 3) {
        strcat(otf2_msg, ": ");
        vsnprintf(otf2_msg + strlen(otf2_msg), sizeof otf2_msg - strlen(otf2_msg), fmt, va);
    }
    return code;
}

const char *cp_otf2_error(void) { return otf2_msg; }
void cp_otf2_error_clear(void) { otf2_msg[0] = 0; }

int cp_otf2_grow(void **p, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap) return 0;
    size_t c = *cap ? *cap * 2 : 64;
    while (c < need) c *= 2;
    void *q = realloc(*p, c * size);
    if (!q) return -1;
    *p = q;
    *cap = c;
    return 0;
}

#define ADD(d, tab, n, cap) (cp_otf2_grow((void **)&(d)->tab, &(d)->cap, (d)->n + 1, sizeof *(d)->tab) ? ((d)->oom = 1, NULL) : &(d)->tab[(d)->n++])

static OTF2_CallbackCode def_clock(void *u, uint64_t res, uint64_t off, uint64_t len, uint64_t real)
{
    cp_otf2_defs_t *d = u;
    (void)real;
    d->resolution = res, d->offset = off, d->length = len;
    return OTF2_CALLBACK_SUCCESS;
}

static OTF2_CallbackCode def_string(void *u, OTF2_StringRef self, const char *s)
{
    cp_otf2_defs_t *d = u;
    char *copy = strdup(s);
    cp_otf2_string_t *e = copy ? ADD(d, str, nstr, capstr) : NULL;
    if (!e) {
        free(copy);
        d->oom = 1;
        return OTF2_CALLBACK_INTERRUPT;
    }
    *e = (cp_otf2_string_t){self, copy};
    return OTF2_CALLBACK_SUCCESS;
}

static OTF2_CallbackCode def_region(void *u, OTF2_RegionRef self, OTF2_StringRef name, OTF2_StringRef canon,
                                    OTF2_StringRef desc, OTF2_RegionRole role, OTF2_Paradigm paradigm,
                                    OTF2_RegionFlag flags, OTF2_StringRef file, uint32_t begin, uint32_t end)
{
    cp_otf2_defs_t *d = u;
    (void)canon, (void)desc, (void)role, (void)flags, (void)file, (void)begin, (void)end;
    cp_otf2_region_t *e = ADD(d, reg, nreg, capreg);
    if (!e) return OTF2_CALLBACK_INTERRUPT;
    *e = (cp_otf2_region_t){self, name, paradigm};
    return OTF2_CALLBACK_SUCCESS;
}

static OTF2_CallbackCode def_location(void *u, OTF2_LocationRef self, OTF2_StringRef name, OTF2_LocationType type,
                                      uint64_t nevents, OTF2_LocationGroupRef group)
{
    cp_otf2_defs_t *d = u;
    (void)name, (void)type, (void)nevents;
    cp_otf2_location_t *e = ADD(d, loc, nloc, caploc);
    if (!e) return OTF2_CALLBACK_INTERRUPT;
    *e = (cp_otf2_location_t){self, group, UINT32_MAX};
    return OTF2_CALLBACK_SUCCESS;
}

static OTF2_CallbackCode def_group(void *u, OTF2_GroupRef self, OTF2_StringRef name, OTF2_GroupType type,
                                   OTF2_Paradigm paradigm, OTF2_GroupFlag flags, uint32_t n, const uint64_t *members)
{
    cp_otf2_defs_t *d = u;
    (void)name, (void)flags;
    if (paradigm != OTF2_PARADIGM_MPI) return OTF2_CALLBACK_SUCCESS;
    if (type == OTF2_GROUP_TYPE_COMM_LOCATIONS) {
        d->nworld_groups++;
        free(d->world);
        if (!(d->world = malloc((n ? n : 1) * sizeof *d->world))) {
            d->oom = 1;
            return OTF2_CALLBACK_INTERRUPT;
        }
        if (n) memcpy(d->world, members, n * sizeof *members);
        d->nworld = n;
        return OTF2_CALLBACK_SUCCESS;
    }
    if (type != OTF2_GROUP_TYPE_COMM_GROUP && type != OTF2_GROUP_TYPE_COMM_SELF) return OTF2_CALLBACK_SUCCESS;
    uint64_t *m = malloc((n ? n : 1) * sizeof *m);
    cp_otf2_group_t *g = m ? ADD(d, grp, ngrp, capgrp) : NULL;
    if (!g) {
        free(m);
        d->oom = 1;
        return OTF2_CALLBACK_INTERRUPT;
    }
    if (n) memcpy(m, members, n * sizeof *members);
    /* FNV-1a over the members: the same communicator has the same group on
     * every rank even where writers give it different ids */
    uint64_t h = 1469598103934665603ull ^ (uint64_t)(type == OTF2_GROUP_TYPE_COMM_SELF);
    for (uint32_t i = 0; i < n; i++) h = (h ^ members[i]) * 1099511628211ull;
    *g = (cp_otf2_group_t){self, n, type == OTF2_GROUP_TYPE_COMM_SELF, m, h};
    return OTF2_CALLBACK_SUCCESS;
}

static OTF2_CallbackCode def_comm(void *u, OTF2_CommRef self, OTF2_StringRef name, OTF2_GroupRef group,
                                  OTF2_CommRef parent, OTF2_CommFlag flags)
{
    cp_otf2_defs_t *d = u;
    (void)name, (void)parent, (void)flags;
    cp_otf2_comm_t *e = ADD(d, comm, ncomm, capcomm);
    if (!e) return OTF2_CALLBACK_INTERRUPT;
    *e = (cp_otf2_comm_t){self, group, UINT64_MAX, NULL, NULL, NULL};
    return OTF2_CALLBACK_SUCCESS;
}

static OTF2_CallbackCode def_intercomm(void *u, OTF2_CommRef self, OTF2_StringRef name, OTF2_GroupRef a,
                                       OTF2_GroupRef b, OTF2_CommRef common, OTF2_CommFlag flags)
{
    cp_otf2_defs_t *d = u;
    (void)name, (void)common, (void)flags;
    cp_otf2_comm_t *e = ADD(d, comm, ncomm, capcomm);
    if (!e) return OTF2_CALLBACK_INTERRUPT;
    *e = (cp_otf2_comm_t){self, a, b, NULL, NULL, NULL};
    return OTF2_CALLBACK_SUCCESS;
}

/* every table's rows start with their id; ties keep the order read
 * (mergesort-stable), so the last of a reused id is the last one */
static int id_cmp(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static void *find(const void *tab, size_t n, size_t size, uint64_t id)
{
    return n ? bsearch(&id, tab, n, size, id_cmp) : NULL;
}

/* stable: a reused id's definitions stay in the order read (qsort is not) */
static int sort_stable(void *tab, size_t n, size_t size)
{
    if (n < 2) return 0;
    char *a = tab, *tmp = malloc(n * size);
    if (!tmp) return -1;
    for (size_t w = 1; w < n; w *= 2)
        for (size_t lo = 0; lo < n - w; lo += 2 * w) {
            size_t mid = lo + w, hi = lo + 2 * w < n ? lo + 2 * w : n, i = lo, j = mid, k = 0;
            while (i < mid && j < hi) {
                int take_j = id_cmp(a + j * size, a + i * size) < 0;
                memcpy(tmp + k * size, a + (take_j ? j++ : i++) * size, size), k++;
            }
            while (i < mid) memcpy(tmp + k++ * size, a + i++ * size, size);
            while (j < hi) memcpy(tmp + k++ * size, a + j++ * size, size);
            memcpy(a + lo * size, tmp, k * size);
        }
    free(tmp);
    return 0;
}

/* the last definition of id in a sorted table (writers that reuse ids) */
static void *find_last(void *tab, size_t n, size_t size, uint64_t id)
{
    char *p = find(tab, n, size, id), *end = (char *)tab + n * size;
    while (p && p + size < end && id_cmp(p + size, p) == 0) p += size;
    return p;
}

const char *cp_otf2_string(const cp_otf2_defs_t *d, uint64_t id)
{
    const cp_otf2_string_t *s = find(d->str, d->nstr, sizeof *d->str, id);
    return s ? s->s : NULL;
}
const cp_otf2_region_t *cp_otf2_region(const cp_otf2_defs_t *d, uint64_t id)
{
    return find(d->reg, d->nreg, sizeof *d->reg, id);
}
const cp_otf2_comm_t *cp_otf2_comm(const cp_otf2_defs_t *d, uint64_t id)
{
    return find(d->comm, d->ncomm, sizeof *d->comm, id);
}
const cp_otf2_location_t *cp_otf2_location(const cp_otf2_defs_t *d, uint64_t id)
{
    return find(d->loc, d->nloc, sizeof *d->loc, id);
}

static int fail(cp_err_t *err, const char *anchor, int code, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static int fail(cp_err_t *err, const char *anchor, int code, const char *fmt, ...)
{
    va_list va;
    va_start(va, fmt);
    cp_err_vat(err, code, anchor, 0, fmt, va);
    va_end(va);
    return -1;
}

/* Locations to world ranks: a COMM_LOCATIONS member is its rank's
 * location; other threads of that process (same location group) act as
 * that rank.  Communicators to their groups. */
static int resolve(cp_otf2_defs_t *d, const char *anchor, cp_err_t *err)
{
    if (d->nworld_groups == 0 || d->nworld == 0)
        return fail(err, anchor, CP_ERR_FORMAT, "no MPI definitions (no COMM_LOCATIONS group): not a trace of an MPI program");
    if (sort_stable(d->str, d->nstr, sizeof *d->str) || sort_stable(d->reg, d->nreg, sizeof *d->reg) ||
        sort_stable(d->grp, d->ngrp, sizeof *d->grp) || sort_stable(d->comm, d->ncomm, sizeof *d->comm) ||
        sort_stable(d->loc, d->nloc, sizeof *d->loc))
        return fail(err, anchor, CP_ERR_NOMEM, "out of memory");
    for (uint32_t r = 0; r < d->nworld; r++) {
        cp_otf2_location_t *l = find(d->loc, d->nloc, sizeof *d->loc, d->world[r]);
        if (!l) return fail(err, anchor, CP_ERR_FORMAT, "MPI rank %u's location %llu is not defined", r,
                            (unsigned long long)d->world[r]);
        if (l->rank != UINT32_MAX) return fail(err, anchor, CP_ERR_FORMAT, "location %llu is MPI rank %u and %u",
                                               (unsigned long long)l->id, l->rank, r);
        l->rank = r;
    }
    for (size_t i = 0; i < d->nloc; i++) {
        if (d->loc[i].rank != UINT32_MAX) continue;
        for (uint32_t r = 0; r < d->nworld; r++) {
            const cp_otf2_location_t *w = find(d->loc, d->nloc, sizeof *d->loc, d->world[r]);
            if (w->group == d->loc[i].group) {
                d->loc[i].rank = r;
                break;
            }
        }
    }
    for (size_t i = 0; i < d->ngrp; i++)
        for (uint32_t k = 0; k < d->grp[i].n; k++)
            if (d->grp[i].members[k] >= d->nworld)
                return fail(err, anchor, CP_ERR_FORMAT, "communicator group %llu has member %llu, beyond the %u MPI ranks",
                            (unsigned long long)d->grp[i].id, (unsigned long long)d->grp[i].members[k], d->nworld);
    /* where a writer reuses a group id (EZTrace), the last definition wins,
     * as in OTF2's own tools */
    for (size_t i = 0; i < d->ncomm; i++) {
        cp_otf2_comm_t *c = &d->comm[i];
        const cp_otf2_group_t *g = find_last(d->grp, d->ngrp, sizeof *d->grp, c->group);
        c->g = g;
        if (c->group_b == UINT64_MAX || !g) continue;
        if (!(c->gb = find_last(d->grp, d->ngrp, sizeof *d->grp, c->group_b))) continue;
        if (!(c->a_sorted = malloc(((size_t)g->n + 1) * sizeof *c->a_sorted)))
            return fail(err, anchor, CP_ERR_NOMEM, "out of memory");
        memcpy(c->a_sorted, g->members, (size_t)g->n * sizeof *c->a_sorted);
        qsort(c->a_sorted, g->n, sizeof *c->a_sorted, id_cmp);
    }
    return 0;
}

int cp_otf2_open(const char *anchor, cp_otf2_defs_t *d, cp_err_t *err)
{
    memset(d, 0, sizeof *d);
    OTF2_Error_RegisterCallback(on_otf2_error, NULL);
    otf2_msg[0] = 0;
    if (!(d->reader = OTF2_Reader_Open(anchor)) || OTF2_Reader_SetSerialCollectiveCallbacks(d->reader) != OTF2_SUCCESS) {
        fail(err, anchor, CP_ERR_FORMAT, "not a readable OTF2 archive (%s)", otf2_msg[0] ? otf2_msg : "cannot open");
        cp_otf2_close(d);
        return -1;
    }
    OTF2_GlobalDefReader *gd = OTF2_Reader_GetGlobalDefReader(d->reader);
    OTF2_GlobalDefReaderCallbacks *gcb = OTF2_GlobalDefReaderCallbacks_New();
    if (!gd || !gcb) {
        OTF2_GlobalDefReaderCallbacks_Delete(gcb);
        fail(err, anchor, CP_ERR_FORMAT, "no global definitions (%s)", otf2_msg[0] ? otf2_msg : "unreadable");
        cp_otf2_close(d);
        return -1;
    }
    OTF2_GlobalDefReaderCallbacks_SetClockPropertiesCallback(gcb, def_clock);
    OTF2_GlobalDefReaderCallbacks_SetStringCallback(gcb, def_string);
    OTF2_GlobalDefReaderCallbacks_SetRegionCallback(gcb, def_region);
    OTF2_GlobalDefReaderCallbacks_SetLocationCallback(gcb, def_location);
    OTF2_GlobalDefReaderCallbacks_SetGroupCallback(gcb, def_group);
    OTF2_GlobalDefReaderCallbacks_SetCommCallback(gcb, def_comm);
    OTF2_GlobalDefReaderCallbacks_SetInterCommCallback(gcb, def_intercomm);
    OTF2_Reader_RegisterGlobalDefCallbacks(d->reader, gd, gcb, d);
    OTF2_GlobalDefReaderCallbacks_Delete(gcb);
    uint64_t n = 0;
    OTF2_ErrorCode e = OTF2_Reader_ReadAllGlobalDefinitions(d->reader, gd, &n);
    OTF2_Reader_CloseGlobalDefReader(d->reader, gd);
    int rc = d->oom ? fail(err, anchor, CP_ERR_NOMEM, "out of memory")
             : e != OTF2_SUCCESS
                 ? fail(err, anchor, CP_ERR_FORMAT, "bad global definitions after %llu records (%s)", (unsigned long long)n,
                        otf2_msg[0] ? otf2_msg : OTF2_Error_GetDescription(e))
                 : resolve(d, anchor, err);
    if (rc) cp_otf2_close(d);
    return rc;
}

void cp_otf2_close(cp_otf2_defs_t *d)
{
    if (d->reader) OTF2_Reader_Close(d->reader);
    for (size_t i = 0; i < d->nstr; i++) free(d->str[i].s);
    for (size_t i = 0; i < d->ngrp; i++) free(d->grp[i].members);
    for (size_t i = 0; i < d->ncomm; i++) free(d->comm[i].a_sorted);
    free(d->str), free(d->reg), free(d->grp), free(d->comm), free(d->loc), free(d->world);
    memset(d, 0, sizeof *d);
}

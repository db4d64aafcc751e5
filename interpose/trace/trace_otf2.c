/* libcommprof_otf2.so: commprof's trace writer, on the OTF2 library.
 *
 * One OTF2 location per rank (location id = world rank), events buffered
 * in OTF2's chunked memory and written when the rank finalizes.  Messages
 * are addressed as the application sent them: by rank in their
 * communicator, each intracommunicator defined with its group (world ranks,
 * as indexes into the locations), MPI_COMM_WORLD as id 0.  Ranks name
 * communicators in the order they meet them; at the end every rank's
 * (group, ordinal) keys are gathered, the sorted union gives the global ids,
 * and each rank writes a mapping table onto them (as for phases, below).
 * Intercommunicators are InterComm definitions with their two groups.
 * Timestamps are the rank's own
 * timer; each sync point becomes a ClockOffset definition of the location,
 * which OTF2 readers interpolate linearly (they ignore a lone one, so there
 * are always at least two: MPI_Init and MPI_Finalize).
 *
 * Phases (commprof_phase_begin/end) are regions of the USER paradigm, like
 * Score-P's user regions.  Ranks number their phases in the order they
 * meet them, so at the end every rank's names are gathered, and the sorted
 * union gives the global ids; each rank writes a mapping table from its
 * own ids to those. */
#define OTF2_MPI_USE_PMPI
#include <mpi.h>
#include <otf2/otf2.h>
#include <otf2/OTF2_MPI_Collectives.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trace.h"
#include "trace_size.h"

static OTF2_Archive *archive;
static OTF2_EvtWriter *evt;
static uint32_t my_rank, world;
static MPI_Comm wcomm; /* the world (MPI_COMM_WORLD, or one made from a session) */
static cp_trace_mpi_t mpi; /* MPI's own collectives, past the wrappers */
static uint64_t nevents, max_events;
static int truncated;

static OTF2_FlushType pre_flush(void *u, OTF2_FileType ft, OTF2_LocationRef loc, void *cb, bool final)
{
    (void)u, (void)ft, (void)loc, (void)cb, (void)final;
    return OTF2_FLUSH;
}
static uint64_t last_t; /* the timer is libcommprof's: flushes take the last event's time */
static OTF2_TimeStamp post_flush(void *u, OTF2_FileType ft, OTF2_LocationRef loc)
{
    (void)u, (void)ft, (void)loc;
    return last_t;
}
static OTF2_FlushCallbacks flush_cbs = {.otf2_pre_flush = pre_flush, .otf2_post_flush = post_flush};

/* The regions entered and not yet left, innermost last: where the size
 * limit cuts the trace, they are left there, so that every location's
 * Enter and Leave events pair up (readers match them by nesting). */
static uint32_t *open_regions;
static size_t nopen, open_cap;

/* The cut: a MeasurementOnOff(off) event, which OTF2 readers (and the
 * analyzer) show as the end of what was recorded, then a Leave of each
 * open region at the same time.  Past the limit by those few events. */
static void cut(void)
{
    truncated = 1;
    if (OTF2_EvtWriter_MeasurementOnOff(evt, NULL, last_t, OTF2_MEASUREMENT_OFF) == OTF2_SUCCESS) nevents++;
    while (nopen > 0)
        if (OTF2_EvtWriter_Leave(evt, NULL, last_t, open_regions[--nopen]) == OTF2_SUCCESS) nevents++;
}

/* Each event costs at most CP_TRACE_EVENT_BYTES in OTF2's buffer and on disk. */
static inline int room(void)
{
    if (__builtin_expect(nevents < max_events, 1)) return 1;
    if (!truncated) cut();
    return 0;
}

static int init(uint32_t rank, uint32_t size, MPI_Comm world_comm, const cp_trace_mpi_t *real_mpi, const char *dir,
                uint64_t limit, char *why, size_t len)
{
    wcomm = world_comm;
    mpi = *real_mpi;
    my_rank = rank;
    world = size;
    max_events = limit / CP_TRACE_EVENT_BYTES;
    char path[4096];
    snprintf(path, sizeof path, "%s/trace", dir);
    archive = OTF2_Archive_Open(path, "traces", OTF2_FILEMODE_WRITE, 1024 * 1024, 4 * 1024 * 1024,
                                OTF2_SUBSTRATE_POSIX, OTF2_COMPRESSION_NONE);
    int ok = archive != NULL;
    if (ok) ok = OTF2_Archive_SetFlushCallbacks(archive, &flush_cbs, NULL) == OTF2_SUCCESS &&
                 OTF2_MPI_Archive_SetCollectiveCallbacks(archive, wcomm, MPI_COMM_NULL) == OTF2_SUCCESS &&
                 OTF2_Archive_SetCreator(archive, "commprof") == OTF2_SUCCESS &&
                 OTF2_Archive_OpenEvtFiles(archive) == OTF2_SUCCESS &&
                 (evt = OTF2_Archive_GetEvtWriter(archive, rank)) != NULL;
    if (!ok) snprintf(why, len, "cannot create the OTF2 archive %s", path);
    return ok ? 0 : -1;
}

static void enter(uint32_t region, uint64_t t)
{
    last_t = t;
    if (!room()) return;
    if (nopen == open_cap) { /* regions nest a few deep: MPI calls inside phases */
        uint32_t *o = realloc(open_regions, (open_cap ? 2 * open_cap : 16) * sizeof *o);
        if (!o) { /* a Leave could not be matched at the cut: end the trace here */
            cut();
            return;
        }
        open_regions = o, open_cap = open_cap ? 2 * open_cap : 16;
    }
    if (OTF2_EvtWriter_Enter(evt, NULL, t, region) == OTF2_SUCCESS) {
        nevents++;
        open_regions[nopen++] = region;
    }
}
static void leave(uint32_t region, uint64_t t)
{
    last_t = t;
    if (!room()) return;
    if (OTF2_EvtWriter_Leave(evt, NULL, t, region) == OTF2_SUCCESS) nevents++;
    if (nopen > 0) nopen--;
}
static void send(uint32_t comm, uint32_t dst, uint32_t tag, uint64_t bytes, uint64_t t)
{
    if (room() && OTF2_EvtWriter_MpiSend(evt, NULL, t, dst, comm, tag, bytes) == OTF2_SUCCESS) nevents++;
}
static void recv(uint32_t comm, uint32_t src, uint32_t tag, uint64_t bytes, uint64_t t)
{
    last_t = t;
    if (room() && OTF2_EvtWriter_MpiRecv(evt, NULL, t, src, comm, tag, bytes) == OTF2_SUCCESS) nevents++;
}

/* OTF2's names of commprof's collective operations (coll_model.h's order) */
static const OTF2_CollectiveOp otf2_coll_op[] = {
    OTF2_COLLECTIVE_OP_BARRIER,        OTF2_COLLECTIVE_OP_BCAST,      OTF2_COLLECTIVE_OP_REDUCE,
    OTF2_COLLECTIVE_OP_ALLREDUCE,      OTF2_COLLECTIVE_OP_GATHER,     OTF2_COLLECTIVE_OP_SCATTER,
    OTF2_COLLECTIVE_OP_ALLGATHER,      OTF2_COLLECTIVE_OP_ALLTOALL,   OTF2_COLLECTIVE_OP_ALLTOALLV,
    OTF2_COLLECTIVE_OP_GATHERV,        OTF2_COLLECTIVE_OP_SCATTERV,   OTF2_COLLECTIVE_OP_ALLGATHERV,
    OTF2_COLLECTIVE_OP_REDUCE_SCATTER, OTF2_COLLECTIVE_OP_REDUCE_SCATTER_BLOCK, OTF2_COLLECTIVE_OP_SCAN,
    OTF2_COLLECTIVE_OP_EXSCAN};

/* MpiCollectiveBegin at the call's Enter time (no event comes between
 * them: the library's own messages are not traced), MpiCollectiveEnd now,
 * as Score-P writes them */
static void coll(uint32_t comm, uint32_t op, uint32_t root, uint64_t sent, uint64_t received, uint64_t begin,
                 uint64_t t)
{
    if (op >= sizeof otf2_coll_op / sizeof *otf2_coll_op) return;
    OTF2_CollectiveOp o = otf2_coll_op[op];
    if (o != OTF2_COLLECTIVE_OP_BCAST && o != OTF2_COLLECTIVE_OP_REDUCE && o != OTF2_COLLECTIVE_OP_GATHER &&
        o != OTF2_COLLECTIVE_OP_GATHERV && o != OTF2_COLLECTIVE_OP_SCATTER && o != OTF2_COLLECTIVE_OP_SCATTERV)
        root = OTF2_UNDEFINED_UINT32; /* as Score-P writes a call without one */
    last_t = t;
    if (room() && OTF2_EvtWriter_MpiCollectiveBegin(evt, NULL, begin) == OTF2_SUCCESS) nevents++;
    if (room() && OTF2_EvtWriter_MpiCollectiveEnd(evt, NULL, t, o, comm, root, sent, received) ==
                      OTF2_SUCCESS)
        nevents++;
}

/* A communicator's name across ranks, as gathered: (group hash, size,
 * second group's hash and size for an intercommunicator, ordinal). */
typedef struct comm_key {
    uint64_t hash, hash_b;
    uint32_t size, size_b, ordinal, pad;
} comm_key_t;

typedef struct keyed {
    comm_key_t k; /* first: key_cmp compares it */
    int64_t off;
} keyed_t;

static int key_cmp(const void *a, const void *b)
{
    const comm_key_t *x = a, *y = b;
    if (x->hash != y->hash) return x->hash < y->hash ? -1 : 1;
    if (x->size != y->size) return x->size < y->size ? -1 : 1;
    if (x->hash_b != y->hash_b) return x->hash_b < y->hash_b ? -1 : 1;
    if (x->size_b != y->size_b) return x->size_b < y->size_b ? -1 : 1;
    return x->ordinal < y->ordinal ? -1 : x->ordinal > y->ordinal;
}

/* Collective.  The sorted union of every rank's communicator keys (*nu of
 * them: global id = 1 + index) and, on rank 0, for each its group's world
 * ranks (*members, offsets in *moff), from the first rank that has it.
 * Returns -1 on every rank when any lacks memory. */
static int gather_comms(const cp_trace_final_t *f, comm_key_t **u, uint32_t *nu, int **members, int64_t **moff)
{
    uint32_t n = f->ncomms;
    comm_key_t *mine = malloc(((size_t)n + 1) * sizeof *mine);
    int64_t msize = 0;
    for (uint32_t i = 0; i < n; i++) msize += (int64_t)f->comms[i].size + f->comms[i].size_b;
    int *mym = malloc(((size_t)msize + 1) * sizeof *mym);
    int *cnt = malloc((size_t)world * sizeof *cnt), *dis = malloc((size_t)world * sizeof *dis);
    int *mcnt = malloc((size_t)world * sizeof *mcnt), *mdis = malloc((size_t)world * sizeof *mdis);
    comm_key_t *all = NULL;
    int *allm = NULL;
    int good = mine && mym && cnt && dis && mcnt && mdis && msize < INT32_MAX, ok = 0, rc = -1;
    mpi.allreduce(&good, &ok, 1, MPI_INT, MPI_MIN, wcomm);
    *u = NULL, *nu = 0, *members = NULL, *moff = NULL;
    if (!ok) goto out;
    for (uint32_t i = 0, k = 0; i < n; i++) {
        const cp_trace_comm_t *c = &f->comms[i];
        mine[i] = (comm_key_t){c->hash, c->hash_b, c->size, c->size_b, c->ordinal, 0};
        memcpy(mym + k, c->ranks, ((size_t)c->size + c->size_b) * sizeof *mym);
        k += c->size + c->size_b;
    }
    int my[2] = {(int)(n * sizeof *mine), (int)msize}, *both = malloc(2 * (size_t)world * sizeof *both);
    good = both != NULL;
    mpi.allreduce(&good, &ok, 1, MPI_INT, MPI_MIN, wcomm);
    if (!ok) {
        free(both);
        goto out;
    }
    mpi.allgather(my, 2, MPI_INT, both, 2, MPI_INT, wcomm);
    int64_t tk = 0, tm = 0;
    for (uint32_t r = 0; r < world; r++) {
        cnt[r] = both[2 * r], dis[r] = (int)tk, tk += cnt[r];
        mcnt[r] = both[2 * r + 1], mdis[r] = (int)tm, tm += mcnt[r];
    }
    free(both);
    good = tk < INT32_MAX && tm < INT32_MAX && (all = malloc((size_t)tk + sizeof *all)) != NULL &&
           (my_rank != 0 || (allm = malloc(((size_t)tm + 1) * sizeof *allm)) != NULL);
    mpi.allreduce(&good, &ok, 1, MPI_INT, MPI_MIN, wcomm);
    if (!ok) goto out;
    mpi.allgatherv(mine, my[0], MPI_BYTE, all, cnt, dis, MPI_BYTE, wcomm);
    mpi.gatherv(mym, my[1], MPI_INT, allm, mcnt, mdis, MPI_INT, 0, wcomm);
    size_t nk = (size_t)tk / sizeof *all;
    if (my_rank == 0) { /* each key with where its members are (any rank's copy: they agree) */
        keyed_t *kd = malloc((nk + 1) * sizeof *kd);
        int64_t *off = malloc((nk + 1) * sizeof *off);
        if (!kd || !off) {
            free(kd), free(off);
            goto out;
        }
        for (size_t i = 0, k = 0; i < nk; k += (size_t)all[i].size + all[i].size_b, i++)
            kd[i] = (keyed_t){all[i], (int64_t)k};
        qsort(kd, nk, sizeof *kd, key_cmp);
        size_t w = 0;
        for (size_t i = 0; i < nk; i++)
            if (!w || key_cmp(&kd[w - 1].k, &kd[i].k)) kd[w++] = kd[i];
        for (size_t i = 0; i < w; i++) all[i] = kd[i].k, off[i] = kd[i].off;
        free(kd);
        *moff = off;
        nk = w;
    } else {
        qsort(all, nk, sizeof *all, key_cmp);
        size_t w = 0;
        for (size_t i = 0; i < nk; i++)
            if (!w || key_cmp(&all[w - 1], &all[i])) all[w++] = all[i];
        nk = w;
    }
    *u = all, *nu = (uint32_t)nk, *members = allm;
    all = NULL, allm = NULL;
    rc = 0;
out:
    free(mine), free(mym), free(cnt), free(dis), free(mcnt), free(mdis), free(all), free(allm);
    return rc;
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* Collective: the sorted union of every rank's phase names (pointers into
 * *blob), or NULL on every rank when any rank lacks memory. */
static char **global_phases(const cp_trace_final_t *f, uint32_t *ng, char **blob)
{
    size_t mylen = 0;
    for (uint32_t i = 1; f->phase_names && i < f->nphases; i++) mylen += strlen(f->phase_names[i]) + 1;
    char *mine = malloc(mylen + 1);
    int *lens = malloc((size_t)world * sizeof *lens), *displs = malloc((size_t)world * sizeof *displs);
    int len = (int)mylen, good = mine && lens && displs && mylen < (1u << 20), all = 0;
    mpi.allreduce(&good, &all, 1, MPI_INT, MPI_MIN, wcomm);
    char **names = NULL;
    *blob = NULL;
    *ng = 0;
    if (!all) goto out;
    for (uint32_t i = 1, k = 0; f->phase_names && i < f->nphases; i++) {
        size_t l = strlen(f->phase_names[i]) + 1;
        memcpy(mine + k, f->phase_names[i], l);
        k += (uint32_t)l;
    }
    mpi.allgather(&len, 1, MPI_INT, lens, 1, MPI_INT, wcomm);
    int64_t total = 0;
    for (uint32_t r = 0; r < world; r++) displs[r] = (int)total, total += lens[r];
    size_t count = 0;
    good = total < INT32_MAX && (*blob = malloc((size_t)total + 1)) != NULL;
    mpi.allreduce(&good, &all, 1, MPI_INT, MPI_MIN, wcomm);
    if (!all) goto out;
    mpi.allgatherv(mine, len, MPI_CHAR, *blob, lens, displs, MPI_CHAR, wcomm);
    for (int64_t i = 0; i < total; i++) count += (*blob)[i] == 0;
    if (!count || !(names = malloc(count * sizeof *names))) goto out;
    size_t n = 0;
    for (int64_t i = 0; i < total; i += (int64_t)strlen(*blob + i) + 1) names[n++] = *blob + i;
    qsort(names, n, sizeof *names, by_name);
    size_t u = 0;
    for (size_t i = 0; i < n; i++)
        if (!u || strcmp(names[u - 1], names[i])) names[u++] = names[i];
    *ng = (uint32_t)u;
out:
    free(mine);
    free(lens);
    free(displs);
    return names;
}

/* Strings of the global definitions: 0 "", 1 "MPI_COMM_WORLD", 2 "machine",
 * 3 "node", 4.. regions, then ranks, then phases. */
/* this rank's definitions: its clock offsets, and its phase regions and
 * communicators onto the global ids (ph: the phases' names, sorted; ck:
 * the communicators' union) */
static int write_local_defs(const cp_trace_final_t *f, char **ph, uint32_t nph, const comm_key_t *ck, uint32_t nck,
                            int have_comms, int ok)
{
    ok = ok && OTF2_Archive_OpenDefFiles(archive) == OTF2_SUCCESS;
    OTF2_DefWriter *dw = ok ? OTF2_Archive_GetDefWriter(archive, my_rank) : NULL;
    for (uint32_t i = 0; dw && i < f->nsyncs; i++)
        OTF2_DefWriter_WriteClockOffset(dw, (uint64_t)f->syncs[i].local_ns, f->syncs[i].offset_ns,
                                        (double)f->syncs[i].error_ns);
    OTF2_IdMap *map = dw && ph && f->nphases > 1 ? OTF2_IdMap_Create(OTF2_ID_MAP_SPARSE, f->nphases) : NULL;
    for (uint32_t i = 1; map && i < f->nphases; i++) {
        const char *name = f->phase_names[i];
        char **at = bsearch(&name, ph, nph, sizeof *ph, by_name);
        if (at) OTF2_IdMap_AddIdPair(map, f->nregions + i, f->nregions + (uint64_t)(at - ph));
    }
    if (map) {
        OTF2_DefWriter_WriteMappingTable(dw, OTF2_MAPPING_REGION, map);
        OTF2_IdMap_Free(map);
    }
    /* this rank's communicator ids onto the global ones (1 + index in the union) */
    map = dw && have_comms && f->ncomms ? OTF2_IdMap_Create(OTF2_ID_MAP_SPARSE, f->ncomms) : NULL;
    for (uint32_t i = 0; map && i < f->ncomms; i++) {
        const cp_trace_comm_t *c = &f->comms[i];
        comm_key_t k = {c->hash, c->hash_b, c->size, c->size_b, c->ordinal, 0};
        comm_key_t *at = bsearch(&k, ck, nck, sizeof *ck, key_cmp);
        if (at) OTF2_IdMap_AddIdPair(map, i + 1, 1 + (uint64_t)(at - ck));
    }
    if (map) {
        OTF2_DefWriter_WriteMappingTable(dw, OTF2_MAPPING_COMM, map);
        OTF2_IdMap_Free(map);
    }
    if (dw) OTF2_Archive_CloseDefWriter(archive, dw);
    if (ok) OTF2_Archive_CloseDefFiles(archive);
    return ok;
}

/* the communicators after the world (c = 1..): their group(s), members as
 * world ranks, which are the indexes into the locations group; names from
 * string comm_str on */
static void write_comms(OTF2_GlobalDefWriter *g, const comm_key_t *ck, uint32_t nck, const int *cmembers,
                        const int64_t *cmoff, uint32_t comm_str)
{
    uint64_t *gm = malloc((2 * (size_t)world + 1) * sizeof *gm);
    for (uint32_t c = 0, grp = 2; gm && c < nck; c++) {
        char name[64];
        uint32_t na = ck[c].size, nb = ck[c].size_b;
        if (na > world || nb > world) continue;
        if (nb)
            snprintf(name, sizeof name, "intercommunicator %u (%u and %u ranks)", c + 1, na, nb);
        else
            snprintf(name, sizeof name, "communicator %u (%u ranks)", c + 1, na);
        OTF2_GlobalDefWriter_WriteString(g, comm_str + c, name);
        for (uint32_t i = 0; i < na + nb; i++) gm[i] = (uint64_t)cmembers[cmoff[c] + i];
        OTF2_GlobalDefWriter_WriteGroup(g, grp, comm_str + c, OTF2_GROUP_TYPE_COMM_GROUP, OTF2_PARADIGM_MPI,
                                        OTF2_GROUP_FLAG_NONE, na, gm);
        if (nb) {
            OTF2_GlobalDefWriter_WriteGroup(g, grp + 1, comm_str + c, OTF2_GROUP_TYPE_COMM_GROUP,
                                            OTF2_PARADIGM_MPI, OTF2_GROUP_FLAG_NONE, nb, gm + na);
            OTF2_GlobalDefWriter_WriteInterComm(g, 1 + c, comm_str + c, grp, grp + 1, OTF2_UNDEFINED_COMM,
                                                OTF2_COMM_FLAG_NONE);
        } else {
            OTF2_GlobalDefWriter_WriteComm(g, 1 + c, comm_str + c, grp, OTF2_UNDEFINED_COMM, OTF2_COMM_FLAG_NONE);
        }
        grp += 1 + (nb > 0);
    }
    free(gm);
}

/* rank 0's global definitions: the clock's span (all: every rank's event
 * count, start and end on rank 0's clock), strings, regions, phases, the
 * ranks as locations, the world and the other communicators */
static void write_global_defs(const cp_trace_final_t *f, const int64_t *all, char **ph, uint32_t nph,
                              const comm_key_t *ck, uint32_t nck, const int *cmembers, const int64_t *cmoff,
                              int have_comms)
{
    OTF2_GlobalDefWriter *g = OTF2_Archive_GetGlobalDefWriter(archive);
    int64_t lo = INT64_MAX, hi = INT64_MIN;
    for (uint32_t r = 0; r < world; r++) {
        if (all[3 * r + 1] < lo) lo = all[3 * r + 1];
        if (all[3 * r + 2] > hi) hi = all[3 * r + 2];
    }
    OTF2_GlobalDefWriter_WriteClockProperties(g, 1000000000, (uint64_t)lo, (uint64_t)(hi - lo),
                                              OTF2_UNDEFINED_TIMESTAMP);
    OTF2_GlobalDefWriter_WriteString(g, 0, "");
    OTF2_GlobalDefWriter_WriteString(g, 1, "MPI_COMM_WORLD");
    OTF2_GlobalDefWriter_WriteString(g, 2, "machine");
    OTF2_GlobalDefWriter_WriteString(g, 3, f->host ? f->host : "node");
    uint32_t s = 4;
    for (uint32_t i = 0; i < f->nregions; i++) OTF2_GlobalDefWriter_WriteString(g, s + i, f->region_names[i]);
    uint32_t rank_str = s + f->nregions;
    for (uint32_t r = 0; r < world; r++) {
        char name[32];
        snprintf(name, sizeof name, "MPI rank %u", r);
        OTF2_GlobalDefWriter_WriteString(g, rank_str + r, name);
    }
    for (uint32_t i = 0; i < f->nregions; i++)
        OTF2_GlobalDefWriter_WriteRegion(g, i, s + i, s + i, 0, OTF2_REGION_ROLE_FUNCTION, OTF2_PARADIGM_MPI,
                                         OTF2_REGION_FLAG_NONE, 0, 0, 0);
    uint32_t phase_str = rank_str + world;
    for (uint32_t k = 0; k < nph; k++) {
        OTF2_GlobalDefWriter_WriteString(g, phase_str + k, ph[k]);
        OTF2_GlobalDefWriter_WriteRegion(g, f->nregions + k, phase_str + k, phase_str + k, 0, OTF2_REGION_ROLE_CODE,
                                         OTF2_PARADIGM_USER, OTF2_REGION_FLAG_NONE, 0, 0, 0);
    }
    uint32_t comm_str = phase_str + nph;
    OTF2_GlobalDefWriter_WriteSystemTreeNode(g, 0, 2, 2, OTF2_UNDEFINED_SYSTEM_TREE_NODE);
    uint64_t *members = malloc((size_t)world * sizeof *members);
    for (uint32_t r = 0; r < world; r++) {
        OTF2_GlobalDefWriter_WriteLocationGroup(g, r, rank_str + r, OTF2_LOCATION_GROUP_TYPE_PROCESS, 0,
                                                OTF2_UNDEFINED_LOCATION_GROUP);
        OTF2_GlobalDefWriter_WriteLocation(g, r, rank_str + r, OTF2_LOCATION_TYPE_CPU_THREAD, (uint64_t)all[3 * r], r);
        if (members) members[r] = r;
    }
    if (members) {
        OTF2_GlobalDefWriter_WriteGroup(g, 0, 0, OTF2_GROUP_TYPE_COMM_LOCATIONS, OTF2_PARADIGM_MPI,
                                        OTF2_GROUP_FLAG_NONE, world, members);
        OTF2_GlobalDefWriter_WriteGroup(g, 1, 1, OTF2_GROUP_TYPE_COMM_GROUP, OTF2_PARADIGM_MPI,
                                        OTF2_GROUP_FLAG_NONE, world, members);
        OTF2_GlobalDefWriter_WriteComm(g, 0, 1, 1, OTF2_UNDEFINED_COMM, OTF2_COMM_FLAG_NONE);
    }
    if (have_comms && cmembers) write_comms(g, ck, nck, cmembers, cmoff, comm_str);
    free(members);
}

static int64_t finalize(const cp_trace_final_t *f, int *trunc)
{
    int ok = OTF2_Archive_CloseEvtWriter(archive, evt) == OTF2_SUCCESS &&
             OTF2_Archive_CloseEvtFiles(archive) == OTF2_SUCCESS;
    char *blob;
    uint32_t nph = 0;
    char **ph = global_phases(f, &nph, &blob);
    comm_key_t *ck;
    uint32_t nck;
    int *cmembers;
    int64_t *cmoff;
    int have_comms = gather_comms(f, &ck, &nck, &cmembers, &cmoff) == 0;
    ok = write_local_defs(f, ph, nph, ck, nck, have_comms, ok);
    /* rank 0 writes the global definitions: it needs every rank's event
     * count and its time span on rank 0's clock */
    int64_t mine[3] = {(int64_t)nevents, f->start_local_ns, f->end_local_ns};
    if (f->nsyncs) {
        mine[1] += f->syncs[0].offset_ns;
        mine[2] += f->syncs[f->nsyncs - 1].offset_ns;
    }
    int64_t *all = my_rank == 0 ? malloc(3 * (size_t)world * sizeof *all) : NULL;
    mpi.gather(mine, 3, MPI_INT64_T, all, 3, MPI_INT64_T, 0, wcomm);
    if (my_rank == 0 && all) write_global_defs(f, all, ph, nph, ck, nck, cmembers, cmoff, have_comms);
    free(all);
    free(ph);
    free(blob);
    free(ck);
    free(cmembers);
    free(cmoff);
    ok = OTF2_Archive_Close(archive) == OTF2_SUCCESS && ok;
    archive = NULL;
    free(open_regions);
    open_regions = NULL, nopen = open_cap = 0;
    *trunc = truncated;
    return ok ? (int64_t)nevents : -1;
}

__attribute__((visibility("default"))) const cp_trace_ops_t cp_otf2_ops = {
    CP_TRACE_ABI, init, enter, leave, send, recv, coll, finalize};

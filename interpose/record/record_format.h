/* The commprof recording format: one home for its layout, shared by the
 * writer (inside libcommprof.so) and every reader (commprof-dump, analyzer,
 * mapper).  docs/format.md documents it.
 *
 * A recording is a directory:  job.cpj  (written by rank 0)
 *                              node.<L>.cpr  (since 1.3: the ranks of one node,
 *                                written by its leader, world rank L)
 *                              rank.<N>.cpr  (a rank not in a node file: all
 *                                of them with COMMPROF_PACK=0, or a rank that
 *                                ended without MPI_Finalize)
 * Every file:  header  = magic "COMMPROF" (8 bytes), u16 version_major,
 *                        u16 version_minor, u32 byte-order mark 0x01020304,
 *                        u32 file kind, u32 reserved            (24 bytes)
 *              records = { u32 type, u32 flags, u64 length, payload[length] }*
 *              END record (type 0xffff, length 0) last: a file without it was
 *              cut short.
 * All integers little-endian whatever the host; strings are u32 length +
 * bytes (no NUL).  Readers skip record types they do not know, so later
 * versions add types (clock sync, collectives, RMA, time windows) without
 * breaking old readers; a new major version means old readers must refuse. */
#ifndef CP_RECORD_FORMAT_H
#define CP_RECORD_FORMAT_H

#include <stddef.h>
#include <stdint.h>

#define CP_MAGIC "COMMPROF"
#define CP_MAGIC_LEN 8
#define CP_VERSION_MAJOR 1
#define CP_VERSION_MINOR 11
#define CP_BOM 0x01020304u
#define CP_HEADER_LEN 24
#define CP_RECORD_HEADER_LEN 16

enum cp_file_kind { CP_FILE_JOB = 1, CP_FILE_RANK = 2, CP_FILE_NODE = 3 };

/* Record types.  Append only: numbers are written into recordings. */
enum cp_record_type {
    CP_REC_JOB_INFO = 1,   /* u32 world_size, i64 start_ns, i64 end_ns,
                              str mpi_library, str command_line, str job_id */
    CP_REC_RANK_INFO = 2,  /* u32 rank, u32 world_size, u32 pid, u32 end_kind,
                              i64 start_ns, i64 end_ns, str host,
                              u32 n + u32 node_ranks[n], str cpuset,
                              u32 m + u32 cores[m] (hwloc logical core indexes),
                              since 1.6: u32 end_signal (the signal that ended
                              the rank, with end_kind SIGNAL; else 0),
                              since 1.7: u32 flags (CP_RANK_*),
                              since 1.8: u32 app_rank (the rank the application
                              had in MPI_COMM_WORLD: another than rank where
                              COMMPROF_REORDER reordered it),
                              since 1.10: u32 p + u32 package_cores[p] (the
                              cores hwloc sees in each package of the rank's
                              node, in hwloc's order; p 0: not known),
                              since 1.11: u32 g + u32 numa_cores[g] (the
                              cores of each NUMA node inside those packages,
                              package by package, each a run of the
                              package's cores; g 0: one NUMA node a package,
                              or not known) */
    CP_REC_PHASE_NAME = 3, /* u32 phase, str name  (phase 0 = whole run) */
    CP_REC_P2P_PEERS = 4,  /* u32 phase, u32 npeers, then per peer:
                              u32 peer (world rank), u64 sent_msgs, u64 sent_bytes,
                              u64 recv_msgs, u64 recv_bytes,
                              u8 nbins, nbins x { u8 bin, u64 count }
                              Several records of one phase add up (one per
                              thread: per-thread tables are merged by readers). */
    /* Since 1.1: time.  Local times are this rank's timer in ns; rank 0's
     * timer is the job's time axis (see CLOCK_SYNC). */
    CP_REC_CLOCK = 5,      /* str timer ("tsc", "monotonic_raw"), u32 sync_group
                              (1 node, 2 rank), i64 start_local_ns, i64 end_local_ns */
    CP_REC_CLOCK_SYNC = 6, /* one sync point: i64 local_ns, i64 offset_ns (rank 0's
                              timer minus ours at local_ns), u64 error_ns (bound on
                              |true - offset|), u32 exchanges, u32 hops,
                              i64 duration_ns.  In time order; readers correct
                              linearly between points (constant with one). */
    CP_REC_PAIR_TIMES = 7, /* u32 phase, u32 n, n x { u32 peer, i64 first_local_ns,
                              i64 last_local_ns }: first and last send to peer */
    CP_REC_WINDOWS = 8,    /* i64 origin_ns (rank 0's timer), i64 length_ns:
                              window w = [origin + w*length, origin + (w+1)*length) */
    CP_REC_WINDOW_PEERS = 9, /* u32 window, u32 n, n x { u32 peer, u64 sent_msgs,
                                u64 sent_bytes }: sends in that window (several
                                records of one window add up, as for P2P_PEERS) */
    /* Since 1.2: collectives and one-sided traffic. */
    CP_REC_COLL_PEERS = 10, /* as P2P_PEERS: the point-to-point messages this rank's
                               part of each collective sends, modeled from the
                               algorithm; recv fields: messages from peer that
                               only this rank could model (their sender lacked
                               the counts: intercommunicator gatherv, scatterv,
                               allgatherv; 0 before 1.3's intercommunicator
                               models); see CALLS for what was modeled */
    CP_REC_RMA_PEERS = 11,  /* as P2P_PEERS, per target: sent = data moved to the
                               target (Put, Accumulate, ...; a Get counts one
                               message of 0 bytes, its request), recv = data
                               moved back (Get, the result of Get_accumulate,
                               Fetch_and_op, Compare_and_swap) */
    CP_REC_CALLS = 12,      /* u32 phase, u32 n, n x { u32 call (CP_CALL_* id,
                               call_ids.gen.h), u32 algorithm, u32 group_size,
                               u32 group_first (world rank of rank 0),
                               u64 group_hash, u64 calls, u64 bytes_sent,
                               u64 bytes_recv }: the logical view of collective
                               and one-sided calls per communicator (window)
                               group; algorithm = Open MPI's coll_tuned number
                               the traffic was modeled with, CP_ALG_EXACT for
                               neighborhood collectives, CP_ALG_INTER for
                               intercommunicators (since 1.3: coll/inter and
                               coll/basic), CP_ALG_CID for communicator
                               creation, CP_ALG_NONE when not modeled
                               (alltoallw, one-sided calls, MPICH), with
                               CP_ALG_UNMODELED or-ed on when the library's
                               algorithm is known but not modeled */
    /* Since 1.3: node files.  Their first record is the index, then one image
     * per rank; a reader finds rank r's image without parsing the others. */
    CP_REC_NODE_INDEX = 13, /* u32 n, n x { u32 rank, u64 offset, u64 length }:
                               where each rank's image lies (offsets from the
                               start of the file) */
    CP_REC_RANK_IMAGE = 14, /* a complete rank file (header to END record) */
    /* Since 1.4: traffic no matrix can hold. */
    CP_REC_OUTSIDE = 15,    /* u32 n, n x { u32 kind (cp_traffic_kind), u64 sent_msgs,
                               u64 sent_bytes, u64 recv_msgs, u64 recv_bytes }: whole
                               run, with processes outside MPI_COMM_WORLD (spawned
                               or connected jobs); kinds with no traffic left out */
    /* Since 1.9: the network's bandwidth, as the job measured it. */
    CP_REC_LINK_BANDWIDTH = 16, /* u64 bytes_per_s, u64 small, u64 large (bytes),
                                   i64 small_ns, i64 large_ns: at MPI_Finalize, this
                                   rank's node leader timed a send of each size
                                   and its empty reply to its parent in the clock
                                   synchronization's tree (best of 3); bytes_per_s
                                   = (large - small) / (large_ns - small_ns).
                                   Absent where nothing was measured */
    CP_REC_END = 0xffff
};

/* Traffic kinds: which peer record a table is written to. */
enum cp_traffic_kind { CP_TRAFFIC_P2P = 0, CP_TRAFFIC_COLL = 1, CP_TRAFFIC_RMA = 2, CP_TRAFFIC_KINDS = 3 };
static inline uint32_t cp_traffic_record(unsigned kind)
{
    return kind == CP_TRAFFIC_COLL ? CP_REC_COLL_PEERS
         : kind == CP_TRAFFIC_RMA  ? CP_REC_RMA_PEERS
                                   : CP_REC_P2P_PEERS;
}
#define CP_ALG_NONE 0u
#define CP_ALG_EXACT 0xffffu
#define CP_ALG_INTER 0xfffeu /* an intercommunicator's: Open MPI's coll/inter or coll/basic */
/* Since 1.5 (a new value, no new field; and the creation calls' new call
 * ids): a communicator creation, modeled as the collectives Open MPI 4.1
 * runs inside it on the parent; also window creation, fences and frees
 * (the collectives of Open MPI's one-sided components, coll_win.c) */
#define CP_ALG_CID 0xfffdu
#define CP_ALG_UNMODELED 0x80000000u /* or-ed onto an algorithm the model lacks */

/* RANK_INFO flags (since 1.7). */
enum cp_rank_flag {
    /* COMMPROF_RECV=0: point-to-point receives were not counted, so the
     * received fields of P2P_PEERS are 0 (the sends are all there) */
    CP_RANK_NO_RECVS = 1
};

/* How a rank's recording ended (RANK_INFO end_kind). */
enum cp_end_kind {
    CP_END_RUNNING = 0, /* never finished: snapshot of a live run (since 1.6:
                           written at SIGCONT, which starts Open MPI's kill) */
    CP_END_FINALIZE = 1,
    CP_END_ABORT = 2,   /* MPI_Abort */
    CP_END_SIGNAL = 3,  /* SIGTERM, SIGINT; since 1.6 also faults (SIGSEGV...)
                           and unhandled SIGHUP, SIGUSR1...: see end_signal */
    CP_END_EXIT = 4     /* exit() without MPI_Finalize */
};

/* The clock synchronization's tree (a rank's sync error bound, the
 * LINK_BANDWIDTH record): over the node leaders, each node's lowest world
 * rank in world-rank order, leader i > 0 measures against leader i - 2^k,
 * 2^k the highest power of two in i.  The interposer measures along it,
 * readers find each edge's two nodes by it. */
static inline int cp_sync_parent(int i)
{
    return i - (int)(1u << (31 - __builtin_clz((unsigned)i)));
}

/* Message-size histogram: bin 0 holds empty messages, bin b (1..64) sizes in
 * [2^(b-1), 2^b).  65 bins cover every 64-bit size. */
#define CP_HIST_BINS 65
static inline unsigned cp_size_bin(uint64_t bytes)
{
    return bytes ? 64u - (unsigned)__builtin_clzll(bytes) : 0u;
}

/* Little-endian encoding, so the layout never depends on the host's byte
 * order or struct padding: byte by byte in general, one unaligned load or
 * store on little-endian hosts (the reader's hot loop). */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#include <string.h>
static inline void cp_put_u16(unsigned char *p, uint16_t v) { memcpy(p, &v, 2); }
static inline void cp_put_u32(unsigned char *p, uint32_t v) { memcpy(p, &v, 4); }
static inline void cp_put_u64(unsigned char *p, uint64_t v) { memcpy(p, &v, 8); }
static inline uint16_t cp_get_u16(const unsigned char *p)
{
    uint16_t v;
    memcpy(&v, p, 2);
    return v;
}
static inline uint32_t cp_get_u32(const unsigned char *p)
{
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}
static inline uint64_t cp_get_u64(const unsigned char *p)
{
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}
#else
static inline void cp_put_u16(unsigned char *p, uint16_t v)
{
    p[0] = (unsigned char)v;
    p[1] = (unsigned char)(v >> 8);
}
static inline void cp_put_u32(unsigned char *p, uint32_t v)
{
    for (int i = 0; i < 4; i++) p[i] = (unsigned char)(v >> (8 * i));
}
static inline void cp_put_u64(unsigned char *p, uint64_t v)
{
    for (int i = 0; i < 8; i++) p[i] = (unsigned char)(v >> (8 * i));
}
static inline uint16_t cp_get_u16(const unsigned char *p)
{
    return (uint16_t)(p[0] | (p[1] << 8));
}
static inline uint32_t cp_get_u32(const unsigned char *p)
{
    uint32_t v = 0;
    for (int i = 3; i >= 0; i--) v = (v << 8) | p[i];
    return v;
}
static inline uint64_t cp_get_u64(const unsigned char *p)
{
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--) v = (v << 8) | p[i];
    return v;
}
#endif

/* Names inside a recording directory. */
#define CP_JOB_FILE "job.cpj"
#define CP_RANK_FILE_FMT "rank.%u.cpr"
#define CP_NODE_FILE_FMT "node.%u.cpr"
#define CP_TRACE_DIR "trace"           /* trace mode's OTF2 archive: trace/traces.otf2 */
#define CP_TRACE_ANCHOR "trace/traces.otf2"
#define CP_SPAWN_DIR_FMT "spawn.%u"    /* the recording of a job MPI_Comm_spawn started */

/* What a directory entry of a recording is (record_names.c, for the
 * writer, the reader and the tools alike): *index gets the rank, the node
 * leader's rank or the spawn number.  TEMP: a writer's NAME.tmp.PID of a
 * job, rank or node file (of a run that died writing it). */
typedef enum {
    CP_ENTRY_OTHER,
    CP_ENTRY_JOB,
    CP_ENTRY_RANK,
    CP_ENTRY_NODE,
    CP_ENTRY_TEMP,
    CP_ENTRY_TRACE,
    CP_ENTRY_SPAWN
} cp_entry_kind_t;
cp_entry_kind_t cp_record_entry(const char *name, uint32_t *index);
#define CP_NODE_INDEX_ENTRY 20

#endif

/* A synthetic commprof recording of a periodic 3-D 27-point stencil: each
 * of X*Y*Z ranks sends to its 26 neighbours (100 messages of 8 KiB each).
 * Written with the layout of record_format.h, as libcommprof.so would, for
 * the analyzer's speed benchmark at sizes no machine here can run.
 * Usage: gen_recording DIR X Y Z [PER_NODE]
 * PER_NODE > 0 packs the ranks into node files of that many ranks (as
 * libcommprof.so does by default since format 1.3); 0 (default) writes one
 * rank file each.  GEN_HOST=NAME runs every rank on host NAME (else 64 a
 * node, node0 ...); GEN_SOCKETS=S:C binds rank r to socket r mod S of C
 * cores (hwloc's logical cores s*C .. s*C + C - 1, s = r mod S), as Open MPI's default
 * for more than two ranks binds them (--map-by socket --bind-to socket);
 * with GEN_PACKAGES=1 the node's S packages of C cores are written too
 * (format 1.10), as hwloc where the job ran gives them, and GEN_NUMA=K
 * NUMA nodes of K cores inside them (1.11); GEN_CORE=1 binds each rank to
 * one core of its socket, the (r / S)th (--bind-to core). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "record_format.h"

static unsigned char buf[1 << 16];
static size_t len;

static void u32(uint32_t v) { cp_put_u32(buf + len, v), len += 4; }
static void u64(uint64_t v) { cp_put_u64(buf + len, v), len += 8; }
static void u8(uint8_t v) { buf[len++] = v; }
static void str(const char *s)
{
    u32((uint32_t)strlen(s));
    memcpy(buf + len, s, strlen(s));
    len += strlen(s);
}
static void header(uint32_t kind)
{
    len = 0;
    memcpy(buf, CP_MAGIC, CP_MAGIC_LEN);
    len = CP_MAGIC_LEN;
    cp_put_u16(buf + len, CP_VERSION_MAJOR), len += 2;
    cp_put_u16(buf + len, CP_VERSION_MINOR), len += 2;
    u32(CP_BOM);
    u32(kind);
    u32(0);
}
static size_t record(uint32_t type)
{
    u32(type);
    u32(0);
    u64(0); /* length, patched by end_record */
    return len;
}
static void end_record(size_t start) { cp_put_u64(buf + start - 8, len - start); }

static int write_file(const char *path)
{
    size_t s = record(CP_REC_END);
    end_record(s);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(buf, 1, len, f) != len || fclose(f)) {
        fprintf(stderr, "gen_recording: %s: %s\n", path, strerror(errno));
        return -1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 5 && argc != 6) {
        fprintf(stderr, "usage: gen_recording DIR X Y Z [PER_NODE]\n");
        return 2;
    }
    uint32_t per_node = argc == 6 ? (uint32_t)atoi(argv[5]) : 0;
    unsigned char *node = NULL; /* images of the current node, back to back */
    size_t node_len = 0, node_cap = 0;
    uint64_t lens[4096];
    if (per_node > 4096) per_node = 4096;
    const char *dir = argv[1];
    int X = atoi(argv[2]), Y = atoi(argv[3]), Z = atoi(argv[4]);
    uint32_t n = (uint32_t)X * Y * Z;
    char path[4096];
    mkdir(dir, 0755);
    header(CP_FILE_JOB);
    size_t s = record(CP_REC_JOB_INFO);
    u32(n);
    u64(0);
    u64(1000000000);
    str("synthetic");
    str("gen_recording");
    str("");
    end_record(s);
    snprintf(path, sizeof path, "%s/%s", dir, CP_JOB_FILE);
    if (write_file(path)) return 1;
    for (uint32_t r = 0; r < n; r++) {
        int x = r % X, y = (r / X) % Y, z = r / (X * Y);
        header(CP_FILE_RANK);
        s = record(CP_REC_RANK_INFO);
        u32(r), u32(n), u32(1000 + r), u32(CP_END_FINALIZE);
        u64(0), u64(1000000000);
        char host[256];
        const char *gh = getenv("GEN_HOST"), *gs = getenv("GEN_SOCKETS");
        if (gh) snprintf(host, sizeof host, "%s", gh);
        else snprintf(host, sizeof host, "node%u", r / 64);
        str(host);
        u32(0); /* node ranks: not listed */
        str("");
        unsigned S = 0, C = 0;
        if (gs && sscanf(gs, "%u:%u", &S, &C) == 2 && S && C && C <= 1024) {
            if (getenv("GEN_CORE")) { /* one core: --map-by socket --bind-to core */
                u32(1);
                u32((r % S) * C + (r / S) % C);
            } else {
                u32(C);
                for (unsigned c = 0; c < C; c++) u32((r % S) * C + c);
            }
        } else {
            u32(0);
        }
        if (S && C && getenv("GEN_PACKAGES")) { /* format 1.10's packages: S of C cores each */
            u32(0), u32(0), u32(r); /* end signal, flags, app rank */
            u32(S);
            for (unsigned p = 0; p < S; p++) u32(C);
            unsigned K = getenv("GEN_NUMA") ? (unsigned)atoi(getenv("GEN_NUMA")) : 0;
            if (K && C % K == 0 && K < C) { /* format 1.11: NUMA nodes of K cores inside each package */
                u32(S * (C / K));
                for (unsigned g = 0; g < S * (C / K); g++) u32(K);
            } else {
                u32(0);
            }
        }
        end_record(s);
        uint32_t peers[26];
        int k = 0;
        for (int dz = -1; dz <= 1; dz++)
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    if (!dx && !dy && !dz) continue;
                    int a = (x + dx + X) % X, b = (y + dy + Y) % Y, c = (z + dz + Z) % Z;
                    peers[k++] = (uint32_t)((c * Y + b) * X + a);
                }
        /* sorted, one entry per peer, as the reader merges them */
        for (int i = 1; i < 26; i++)
            for (int j = i; j > 0 && peers[j - 1] > peers[j]; j--) {
                uint32_t t = peers[j];
                peers[j] = peers[j - 1], peers[j - 1] = t;
            }
        int m = 0;
        for (int i = 0; i < 26; i++)
            if (!m || peers[m - 1] != peers[i]) peers[m++] = peers[i];
        s = record(CP_REC_P2P_PEERS);
        u32(0);
        u32((uint32_t)m);
        for (int i = 0; i < m; i++) {
            u32(peers[i]);
            u64(100), u64(100 * 8192), u64(100), u64(100 * 8192);
            u8(1), u8((uint8_t)cp_size_bin(8192)), u64(100);
        }
        end_record(s);
        if (!per_node) {
            snprintf(path, sizeof path, "%s/" CP_RANK_FILE_FMT, dir, r);
            if (write_file(path)) return 1;
            continue;
        }
        size_t e = record(CP_REC_END);
        end_record(e);
        if (node_len + len > node_cap) {
            node_cap = (node_len + len) * 2;
            if (!(node = realloc(node, node_cap))) return 1;
        }
        memcpy(node + node_len, buf, len);
        node_len += len;
        lens[r % per_node] = len;
        if (r % per_node == per_node - 1 || r == n - 1) { /* the node file: index, then the images */
            uint32_t first = r - r % per_node, k = r - first + 1;
            FILE *f;
            snprintf(path, sizeof path, "%s/" CP_NODE_FILE_FMT, dir, first);
            header(CP_FILE_NODE);
            size_t ix = record(CP_REC_NODE_INDEX);
            u32(k);
            uint64_t off = CP_HEADER_LEN + CP_RECORD_HEADER_LEN + 4 + (uint64_t)k * CP_NODE_INDEX_ENTRY;
            for (uint32_t i = 0; i < k; i++) {
                off += CP_RECORD_HEADER_LEN;
                u32(first + i), u64(off), u64(lens[i]);
                off += lens[i];
            }
            end_record(ix);
            if (!(f = fopen(path, "wb")) || fwrite(buf, 1, len, f) != len) return 1;
            size_t at = 0;
            for (uint32_t i = 0; i < k; i++) {
                unsigned char rh[CP_RECORD_HEADER_LEN];
                cp_put_u32(rh, CP_REC_RANK_IMAGE), cp_put_u32(rh + 4, 0), cp_put_u64(rh + 8, lens[i]);
                if (fwrite(rh, 1, sizeof rh, f) != sizeof rh || fwrite(node + at, 1, lens[i], f) != lens[i]) return 1;
                at += lens[i];
            }
            unsigned char end[CP_RECORD_HEADER_LEN] = {0};
            cp_put_u32(end, CP_REC_END);
            if (fwrite(end, 1, sizeof end, f) != sizeof end || fclose(f)) {
                fprintf(stderr, "gen_recording: %s: %s\n", path, strerror(errno));
                return 1;
            }
            node_len = 0;
        }
    }
    free(node);
    return 0;
}

/* Random point-to-point traffic from a seed: the hand-written programs test
 * each call alone, this one mixes them the way applications do, and finds
 * what only a mix shows (a request handle reused across kinds, a wildcard
 * receive completed by Testsome beside persistent sends on a split
 * communicator, ...).
 *
 *   random_traffic SEED ROUNDS [--threads T] [--pause-ms MS] [--then-wait S]
 *                  under mpirun: the traffic (T threads under
 *                  MPI_THREAD_MULTIPLE, each its own schedule on its own
 *                  communicators; MS ms of sleep after each round; then,
 *                  rank 0 says "rounds done" and every rank waits S s)
 *   random_traffic SEED ROUNDS [--threads T] --expect NP [--view V]
 *                  without MPI: "src dst msgs bytes" per world-rank pair
 *                  of the run with NP ranks, as view V shows it: "sent"
 *                  (default), commprof's sent side; "recv", its receive
 *                  side (less what MPICH's MPI_Isendrecv_replace receives:
 *                  no status); "monitoring", Open MPI 4.1's monitoring (all
 *                  but the persistent sends, paused or not)
 *
 * Every rank draws the same schedule from the seed, round by round, so each
 * knows every message and acts on its own: a message has a source and
 * destination, a communicator (MPI_COMM_WORLD, a dup, a split in reverse
 * order, a split by parity, an intercommunicator between the parities, one
 * split in a drawn order for the round and freed at its end), a
 * count and datatype (0 to 12000 elements: eager and rendezvous; byte, int,
 * double, contiguous and strided derived types), a send call (Isend,
 * Issend, Ibsend, Irsend, the four persistent inits, Send, Ssend, Bsend,
 * Rsend, Sendrecv receiving from MPI_PROC_NULL) and a receive call (Irecv
 * and Recv_init, each with a known source or MPI_ANY_SOURCE, posted first;
 * or later, after the rank's sends: Recv, Mprobe + Mrecv, Improbe + Imrecv,
 * Probe + Recv, Iprobe + Recv, Sendrecv sending to MPI_PROC_NULL,
 * Sendrecv_replace; where the library is MPI-4 (MPICH 4), also Isend_c,
 * Send_init_c, Send_c, Isendrecv, and Irecv_c, Recv_init_c, Recv_c,
 * Mrecv_c, Isendrecv_replace).  Sends to and receives from MPI_PROC_NULL
 * are mixed in.  Persistent requests start one by one or by Startall, and
 * a pair may run twice.  Each rank completes its requests in one way a
 * round: Waitall,
 * Waitany, Waitsome, Testall, Testany, Testsome, Wait or Test one by one,
 * or MPI_Request_get_status one by one, then Wait or (a receive)
 * Request_free, with or without statuses; among them may be a receive nothing matches,
 * cancelled (MPI_Cancel); some Isends are freed at once (MPI_Request_free).
 * Single-threaded, a rank may be paused (MPI_Pcontrol(0)) while it posts
 * its first receives and sends, and while it completes.
 *
 * No deadlock: calls that block until matched (Send, Ssend, Rsend) only go
 * to receives posted first, ready sends only after a barrier that follows
 * the posting, and the receives made later only take messages sent by
 * calls that do not wait for them.  Tags are unique in a round, so a
 * wildcard receive matches the one message meant for it.  With statuses the
 * program checks each received count itself, and exits 2 on a mismatch. */
#include <mpi.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* C_ROUND: made at each round's start from a drawn order of the ranks and
 * freed at its end, so handles come back for communicators of other orders */
enum { C_WORLD, C_DUP, C_REV, C_PARITY, C_INTER, C_ROUND, NCOMM };
enum { T_BYTE, T_INT, T_DOUBLE, T_CONTIG3, T_VECTOR, NTYPE };
static const int tsize[NTYPE] = {1, 4, 8, 12, 16};
static const int textent[NTYPE] = {1, 4, 8, 12, 20};
enum { S_ISEND, S_ISSEND, S_IBSEND, S_IRSEND, S_SEND_INIT, S_SSEND_INIT, S_BSEND_INIT, S_RSEND_INIT,
       S_SEND, S_SSEND, S_BSEND, S_RSEND, S_SENDRECV,
#if MPI_VERSION >= 4 /* the large-count forms and MPI_Isendrecv */
       S_ISEND_C, S_SEND_INIT_C, S_SEND_C, S_ISENDRECV,
#endif
       NSEND };
enum { R_IRECV, R_IRECV_ANY, R_RECV_INIT, R_RECV_INIT_ANY, /* posted first */
       R_RECV, R_RECV_ANY, R_MPROBE, R_IMPROBE, R_PROBE, R_IPROBE, R_SENDRECV, R_SENDRECV_REPLACE,
#if MPI_VERSION >= 4
       R_IRECV_C, R_RECV_INIT_C, /* posted first */
       R_RECV_C, R_MRECV_C, R_ISENDRECV_REPLACE,
#endif
       NRECV };
/* M_GET_STATUS is not drawn (a draw more would change every seed's
 * schedule): half the ranks drawn M_TEST, by round, poll instead */
enum { M_WAITALL, M_WAITANY, M_WAITSOME, M_TESTALL, M_TESTANY, M_TESTSOME, M_WAIT, M_TEST, NMETHOD, M_GET_STATUS };

#define PROC_NULL_PEER (-1)

typedef struct {
    int src, dst; /* world ranks; PROC_NULL_PEER: the other side is MPI_PROC_NULL */
    int comm, type, count, send, recv, reps, freed;
} msg_t;

typedef struct {
    int n;
    msg_t *m;
    /* per rank: how it completes, with statuses or not, a decoy receive,
     * Startall, paused (MPI_Pcontrol(0)) while it posts and sends (a) and
     * while it completes (b), single-threaded runs only */
    int *method, *ignore, *decoy, *startall, *pause_a, *pause_b;
    int *order; /* world rank -> its rank in C_ROUND */
    int ready;            /* a ready send this round: a barrier after posting */
} round_t;

static _Thread_local uint64_t rng;
static uint64_t next(void)
{
    uint64_t z = (rng += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
static int pick(int n) { return (int)(next() % (uint64_t)n); }

#if MPI_VERSION >= 4
#define IF4(x) || (x)
#else
#define IF4(x)
#endif
static int is_persistent_send(int s) { return (s >= S_SEND_INIT && s <= S_RSEND_INIT) IF4(s == S_SEND_INIT_C); }
static int is_ready_send(int s) { return s == S_IRSEND || s == S_RSEND_INIT || s == S_RSEND; }
static int is_blocking_send(int s) { return (s >= S_SEND && s <= S_SENDRECV) IF4(s == S_SEND_C); }
static int waits_for_receiver(int s)
{
    return s == S_SEND || s == S_SSEND || s == S_RSEND || s == S_SENDRECV || is_ready_send(s) IF4(s == S_SEND_C);
}
static int is_posted_first(int r) { return r <= R_RECV_INIT_ANY IF4(r == R_IRECV_C || r == R_RECV_INIT_C); }
static int is_persistent_recv(int r) { return r == R_RECV_INIT || r == R_RECV_INIT_ANY IF4(r == R_RECV_INIT_C); }
/* a receive posted first, drawn */
static int posted_first(void)
{
#if MPI_VERSION >= 4
    int r = pick(R_RECV_INIT_ANY + 3);
    return r <= R_RECV_INIT_ANY ? r : r == R_RECV_INIT_ANY + 1 ? R_IRECV_C : R_RECV_INIT_C;
#else
    return pick(R_RECV_INIT_ANY + 1);
#endif
}

static void draw_round(round_t *rd, uint64_t seed, int round, int np)
{
    rng = seed * 1000003u + (uint64_t)round;
    rd->n = 1 + pick(3 * np);
    rd->ready = 0;
    for (int i = 0; i < rd->n; i++) {
        msg_t *m = &rd->m[i];
        memset(m, 0, sizeof *m);
        m->src = pick(np);
        m->dst = pick(np);
        m->comm = pick(NCOMM);
        if (m->comm == C_PARITY && m->src % 2 != m->dst % 2) m->comm = C_REV;
        if (m->comm == C_INTER && (np < 2 || m->src % 2 == m->dst % 2)) m->comm = C_DUP;
        int big = pick(6) == 0;
        m->type = big ? (pick(2) ? T_BYTE : T_DOUBLE) : pick(NTYPE);
        m->count = big ? 1000 + pick(11001) : pick(12);
        m->recv = pick(NRECV);
        m->send = pick(NSEND);
        /* a call that waits for its receiver needs the receive posted first */
        if (waits_for_receiver(m->send) && !is_posted_first(m->recv)) m->recv = posted_first();
        if (m->send == S_BSEND || m->send == S_IBSEND || m->send == S_BSEND_INIT) {
            m->type = T_INT; /* the attached buffer holds them all */
            m->count %= 64;
        }
        m->reps = 1;
        if (is_persistent_send(m->send) && is_persistent_recv(m->recv) && pick(2)) m->reps = 2;
        m->freed = m->send == S_ISEND && pick(4) == 0;
        if (pick(10) == 0) { /* the other side is MPI_PROC_NULL: nothing counted */
            m->comm = pick(2) ? C_WORLD : C_DUP;
            if (pick(2)) m->dst = PROC_NULL_PEER;
            else m->src = PROC_NULL_PEER;
            if (m->dst == PROC_NULL_PEER && is_ready_send(m->send)) m->send = S_ISEND;
#if MPI_VERSION >= 4
            /* MPICH 4.0.2's MPI_Isendrecv(_replace) crashes (in UCX) when both
             * peers are MPI_PROC_NULL, and ours pass MPI_PROC_NULL already */
            if (m->dst == PROC_NULL_PEER && m->send == S_ISENDRECV) m->send = S_ISEND;
            if (m->src == PROC_NULL_PEER && m->recv == R_ISENDRECV_REPLACE) m->recv = R_RECV;
#endif
        }
        if (is_ready_send(m->send) && m->dst != PROC_NULL_PEER) rd->ready = 1;
    }
    for (int r = 0; r < np; r++) {
        rd->method[r] = pick(NMETHOD);
        if (rd->method[r] == M_TEST && (round + r) % 2) rd->method[r] = M_GET_STATUS;
        rd->ignore[r] = pick(2);
        rd->decoy[r] = pick(4) == 0;
        rd->startall[r] = pick(2);
        rd->pause_a[r] = pick(6) == 0;
        rd->pause_b[r] = pick(6) == 0;
    }
    for (int r = 0; r < np; r++) rd->order[r] = r;
    for (int r = np - 1; r > 0; r--) { /* Fisher-Yates */
        int j = pick(r + 1), t = rd->order[r];
        rd->order[r] = rd->order[j];
        rd->order[j] = t;
    }
}

static round_t round_new(int np)
{
    round_t rd = {0};
    rd.m = malloc(3 * (size_t)np * sizeof(msg_t));
    int **per[] = {&rd.method, &rd.ignore, &rd.decoy, &rd.startall, &rd.pause_a, &rd.pause_b, &rd.order};
    for (size_t i = 0; i < sizeof per / sizeof *per; i++) *per[i] = calloc((size_t)np, sizeof(int));
    return rd;
}

static void round_free(round_t *rd)
{
    free(rd->m);
    int *per[] = {rd->method, rd->ignore, rd->decoy, rd->startall, rd->pause_a, rd->pause_b, rd->order};
    for (size_t i = 0; i < sizeof per / sizeof *per; i++) free(per[i]);
}

/* ---- --expect: the counts, with no MPI at all ---------------------------- */

enum { V_SENT, V_RECV, V_MONITORING };

/* What the view shows of the schedule, with T threads.  commprof counts a
 * send when it is made (a persistent one: at each start, if its init was
 * counted too), a receive when it completes (a nonblocking one: if it was
 * posted while counting too), and nothing while the rank is paused;
 * monitoring sees all but persistent sends. */
static void expect(uint64_t seed, int rounds, int np, int nthreads, int view, uint64_t *msgs, uint64_t *bytes)
{
    round_t rd = round_new(np);
    for (int round = 0; round < rounds; round++) {
        draw_round(&rd, seed, round, np);
        for (int i = 0; i < rd.n; i++) {
            msg_t *m = &rd.m[i];
            if (m->src < 0 || m->dst < 0) continue;
            int rank = view == V_RECV ? m->dst : m->src;
            int a = nthreads == 1 && rd.pause_a[rank], b = nthreads == 1 && rd.pause_b[rank], n = m->reps;
            if (view == V_MONITORING) n = is_persistent_send(m->send) ? 0 : n;
            else if (view == V_SENT) n = is_persistent_send(m->send) ? !a + (m->reps == 2 && !a && !b) : !a;
            else if (is_posted_first(m->recv)) n = !a && !b ? m->reps : 0; /* posted in step 1, completed in 5 */
            else if (m->recv == R_IMPROBE IF4(m->recv == R_ISENDRECV_REPLACE)) n = !b;
#if MPI_VERSION >= 4 && defined(MPICH_VERSION)
            /* MPICH's MPI_Isendrecv(_replace) completes with no status: commprof
             * records its send side only (docs/recording.md) */
            if (view == V_RECV && m->recv == R_ISENDRECV_REPLACE) n = 0;
#endif
            msgs[m->src * np + m->dst] += (uint64_t)n;
            bytes[m->src * np + m->dst] += (uint64_t)n * (uint64_t)m->count * (uint64_t)tsize[m->type];
        }
    }
    round_free(&rd);
}

/* ---- the traffic ---------------------------------------------------------- */

static int me, np, nthreads = 1;
static _Thread_local MPI_Comm *comms; /* this thread's */
static _Thread_local const int *round_order; /* this round's, of C_ROUND */
static MPI_Datatype types[NTYPE];
static char *sendbuf;

/* The rank of world rank w in communicator c as the other side sees it
 * (an intercommunicator's remote group: the other parity, in order). */
static int peer(int c, int w)
{
    if (w == PROC_NULL_PEER) return MPI_PROC_NULL;
    if (c == C_REV) return np - 1 - w;
    if (c == C_ROUND) return round_order[w];
    if (c == C_PARITY || c == C_INTER) return w / 2;
    return w;
}

static void post_send(msg_t *m, int tag, MPI_Request *rq)
{
    MPI_Comm c = comms[m->comm];
    int d = peer(m->comm, m->dst);
    MPI_Datatype t = types[m->type];
    switch (m->send) {
    case S_ISEND: MPI_Isend(sendbuf, m->count, t, d, tag, c, rq); break;
    case S_ISSEND: MPI_Issend(sendbuf, m->count, t, d, tag, c, rq); break;
    case S_IBSEND: MPI_Ibsend(sendbuf, m->count, t, d, tag, c, rq); break;
    case S_IRSEND: MPI_Irsend(sendbuf, m->count, t, d, tag, c, rq); break;
    case S_SEND_INIT: MPI_Send_init(sendbuf, m->count, t, d, tag, c, rq); break;
    case S_SSEND_INIT: MPI_Ssend_init(sendbuf, m->count, t, d, tag, c, rq); break;
    case S_BSEND_INIT: MPI_Bsend_init(sendbuf, m->count, t, d, tag, c, rq); break;
    case S_RSEND_INIT: MPI_Rsend_init(sendbuf, m->count, t, d, tag, c, rq); break;
    case S_SEND: MPI_Send(sendbuf, m->count, t, d, tag, c); break;
    case S_SSEND: MPI_Ssend(sendbuf, m->count, t, d, tag, c); break;
    case S_BSEND: MPI_Bsend(sendbuf, m->count, t, d, tag, c); break;
    case S_RSEND: MPI_Rsend(sendbuf, m->count, t, d, tag, c); break;
    case S_SENDRECV: /* receiving from MPI_PROC_NULL: nothing to count there */
        MPI_Sendrecv(sendbuf, m->count, t, d, tag, NULL, 0, MPI_BYTE, MPI_PROC_NULL, 0, c, MPI_STATUS_IGNORE);
        break;
#if MPI_VERSION >= 4
    case S_ISEND_C: MPI_Isend_c(sendbuf, (MPI_Count)m->count, t, d, tag, c, rq); break;
    case S_SEND_INIT_C: MPI_Send_init_c(sendbuf, (MPI_Count)m->count, t, d, tag, c, rq); break;
    case S_SEND_C: MPI_Send_c(sendbuf, (MPI_Count)m->count, t, d, tag, c); break;
    case S_ISENDRECV:
        MPI_Isendrecv(sendbuf, m->count, t, d, tag, NULL, 0, MPI_BYTE, MPI_PROC_NULL, 0, c, rq);
        break;
#endif
    }
}

/* A receive posted first (persistent ones not started yet). */
static void post_recv(const msg_t *m, void *buf, int src, int tag, MPI_Comm c, MPI_Request *rq)
{
    MPI_Datatype t = types[m->type];
    switch (m->recv) {
    case R_RECV_INIT:
    case R_RECV_INIT_ANY: MPI_Recv_init(buf, m->count, t, src, tag, c, rq); break;
#if MPI_VERSION >= 4
    case R_RECV_INIT_C: MPI_Recv_init_c(buf, (MPI_Count)m->count, t, src, tag, c, rq); break;
    case R_IRECV_C: MPI_Irecv_c(buf, (MPI_Count)m->count, t, src, tag, c, rq); break;
#endif
    default: MPI_Irecv(buf, m->count, t, src, tag, c, rq);
    }
}

static int bad; /* set with an atomic store: threads may fail at once */
static void check_count(const msg_t *m, MPI_Status *st)
{
    int n = -1;
    MPI_Get_count(st, types[m->type], &n);
    int want = m->src == PROC_NULL_PEER ? 0 : m->count;
    if (n != want) {
        fprintf(stderr, "random_traffic: rank %d got %d elements from %d, expected %d\n", me, n, m->src, want);
        __atomic_store_n(&bad, 1, __ATOMIC_RELAXED);
    }
}

/* Complete k requests the rank's way; owner[i] is the message of request i
 * (NULL for a send), checked where statuses are asked for. */
static void complete(int method, int ignore, int k, MPI_Request *rq, msg_t **owner)
{
    MPI_Status *st = malloc((size_t)(k ? k : 1) * sizeof *st);
    int *idx = malloc((size_t)(k ? k : 1) * sizeof *idx), *done = calloc((size_t)(k ? k : 1), sizeof *done);
    int flag, one, out, left = k;
#define ST(i) (ignore ? MPI_STATUS_IGNORE : &st[i])
#define CHECK(i, s)                                          \
    do {                                                     \
        if (!ignore && owner[i]) check_count(owner[i], (s)); \
    } while (0)
    switch (method) {
    case M_WAITALL:
        MPI_Waitall(k, rq, ignore ? MPI_STATUSES_IGNORE : st);
        for (int i = 0; i < k; i++) CHECK(i, &st[i]);
        break;
    case M_TESTALL:
        do MPI_Testall(k, rq, &flag, ignore ? MPI_STATUSES_IGNORE : st);
        while (!flag);
        for (int i = 0; i < k; i++) CHECK(i, &st[i]);
        break;
    case M_WAITANY:
        for (;;) {
            MPI_Waitany(k, rq, &one, ST(0));
            if (one == MPI_UNDEFINED) break;
            CHECK(one, &st[0]);
        }
        break;
    case M_TESTANY:
        for (;;) {
            MPI_Testany(k, rq, &one, &flag, ST(0));
            if (flag && one == MPI_UNDEFINED) break;
            if (flag) CHECK(one, &st[0]);
        }
        break;
    case M_WAITSOME:
    case M_TESTSOME:
        for (;;) {
            if (method == M_WAITSOME) MPI_Waitsome(k, rq, &out, idx, ignore ? MPI_STATUSES_IGNORE : st);
            else MPI_Testsome(k, rq, &out, idx, ignore ? MPI_STATUSES_IGNORE : st);
            if (out == MPI_UNDEFINED) break;
            for (int j = 0; j < out; j++) CHECK(idx[j], &st[j]);
        }
        break;
    case M_WAIT: /* last to first: not the order they were posted in */
        for (int i = k - 1; i >= 0; i--) {
            MPI_Wait(&rq[i], ST(i));
            CHECK(i, &st[i]);
        }
        break;
    case M_TEST:
        while (left)
            for (int i = 0; i < k; i++) {
                if (done[i]) continue;
                MPI_Test(&rq[i], &flag, ST(i));
                if (flag) {
                    done[i] = 1;
                    left--;
                    CHECK(i, &st[i]);
                }
            }
        break;
    case M_GET_STATUS: /* polled without ending them; then every other
                        * nonpersistent receive is freed, which only its
                        * MPI_Request_get_status can count, the rest waited
                        * for, which must not count them twice */
        while (left)
            for (int i = 0; i < k; i++) {
                if (done[i]) continue;
                MPI_Request_get_status(rq[i], &flag, ST(i));
                if (!flag) continue;
                done[i] = 1;
                left--;
                CHECK(i, &st[i]);
                if (i % 2 && owner[i] && !is_persistent_recv(owner[i]->recv) && rq[i] != MPI_REQUEST_NULL)
                    MPI_Request_free(&rq[i]);
                else
                    MPI_Wait(&rq[i], MPI_STATUS_IGNORE);
            }
        break;
    }
#undef ST
#undef CHECK
    free(st);
    free(idx);
    free(done);
}

static void recv_later(msg_t *m, int tag, MPI_Request *rq, int *k, msg_t **owner, char *buf)
{
    MPI_Comm c = comms[m->comm];
    int s = peer(m->comm, m->src), any = m->src == PROC_NULL_PEER ? s : MPI_ANY_SOURCE;
    MPI_Datatype t = types[m->type];
    MPI_Status st;
    MPI_Message msg;
    int flag = 0;
    switch (m->recv) {
    case R_RECV: MPI_Recv(buf, m->count, t, s, tag, c, &st); break;
    case R_RECV_ANY: MPI_Recv(buf, m->count, t, any, tag, c, &st); break;
    case R_MPROBE:
        MPI_Mprobe(s, tag, c, &msg, &st);
        MPI_Mrecv(buf, m->count, t, &msg, &st);
        break;
    case R_IMPROBE:
        do MPI_Improbe(any, tag, c, &flag, &msg, &st);
        while (!flag);
        owner[*k] = m;
        MPI_Imrecv(buf, m->count, t, &msg, &rq[(*k)++]);
        return;
    case R_PROBE:
        MPI_Probe(any, tag, c, &st);
        MPI_Recv(buf, m->count, t, st.MPI_SOURCE, tag, c, &st);
        break;
    case R_IPROBE:
        do MPI_Iprobe(s, tag, c, &flag, &st);
        while (!flag);
        MPI_Recv(buf, m->count, t, s, tag, c, MPI_STATUS_IGNORE);
        return;
    case R_SENDRECV: /* sending to MPI_PROC_NULL */
        MPI_Sendrecv(sendbuf, 3, MPI_INT, MPI_PROC_NULL, 0, buf, m->count, t, s, tag, c, &st);
        break;
    case R_SENDRECV_REPLACE:
        MPI_Sendrecv_replace(buf, m->count, t, MPI_PROC_NULL, 0, any, tag, c, &st);
        break;
#if MPI_VERSION >= 4
    case R_RECV_C: MPI_Recv_c(buf, (MPI_Count)m->count, t, any, tag, c, &st); break;
    case R_MRECV_C:
        MPI_Mprobe(any, tag, c, &msg, &st);
        MPI_Mrecv_c(buf, (MPI_Count)m->count, t, &msg, &st);
        break;
    case R_ISENDRECV_REPLACE:
        owner[*k] = m;
        MPI_Isendrecv_replace(buf, m->count, t, MPI_PROC_NULL, 0, s, tag, c, &rq[(*k)++]);
        return;
#endif
    }
    check_count(m, &st);
}

/* One thread's rounds, on its own communicators (thread t's seed is
 * SEED + t x 7777777: thread 0 runs what a single-threaded run does). */
typedef struct {
    MPI_Comm comms[NCOMM];
    uint64_t seed;
    int rounds, pause_ms;
} thread_arg_t;

static void *traffic(void *p)
{
    thread_arg_t *a = p;
    uint64_t seed = a->seed;
    int rounds = a->rounds;
    comms = a->comms;
    int cap = 3 * np;
    round_t rd = round_new(np);
    /* a rank's requests: its receives, its sends, a decoy */
    size_t nrq = 2 * (size_t)cap + 1;
    MPI_Request *rq = malloc(nrq * sizeof *rq), *prq = malloc(nrq * sizeof *prq), *batch = malloc(nrq * sizeof *batch);
    msg_t **owner = malloc(nrq * sizeof *owner), **powner = malloc(nrq * sizeof *powner);
    int decoy;
    char **rbuf = calloc((size_t)cap, sizeof *rbuf);
    for (int round = 0; round < rounds; round++) {
        draw_round(&rd, seed, round, np);
        round_order = rd.order;
        MPI_Comm_split(comms[C_DUP], 0, rd.order[me], &comms[C_ROUND]);
        /* MPI_Pcontrol pauses the whole process: with threads, none */
        int pause_a = nthreads == 1 && rd.pause_a[me], pause_b = nthreads == 1 && rd.pause_b[me];
        int k = 0, pk = 0, nb = 0; /* requests to complete; persistent ones (freed at the end); to start */
        if (pause_a) MPI_Pcontrol(0);
        for (int i = 0; i < rd.n; i++) {
            msg_t *m = &rd.m[i];
            rbuf[i] = m->dst == me ? malloc((size_t)(m->count + 1) * (size_t)textent[m->type]) : NULL;
        }
        /* 1. receives posted first */
        for (int i = 0; i < rd.n; i++) {
            msg_t *m = &rd.m[i];
            if (m->dst != me || !is_posted_first(m->recv)) continue;
            MPI_Comm c = comms[m->comm];
            int s = peer(m->comm, m->src);
            int src = (m->recv == R_IRECV_ANY || m->recv == R_RECV_INIT_ANY) && s != MPI_PROC_NULL ? MPI_ANY_SOURCE : s;
            owner[k] = m;
            post_recv(m, rbuf[i], src, i, c, &rq[k]);
            if (is_persistent_recv(m->recv)) {
                if (rd.startall[me]) batch[nb++] = rq[k];
                else MPI_Start(&rq[k]);
                powner[pk] = m;
                prq[pk++] = rq[k];
            }
            k++;
        }
        if (nb) MPI_Startall(nb, batch);
        nb = 0;
        if (rd.decoy[me]) { /* a receive nothing matches, cancelled: counts nothing */
            owner[k] = NULL;
            MPI_Irecv(&decoy, 1, MPI_INT, MPI_ANY_SOURCE, 32767, comms[C_DUP], &rq[k]);
            MPI_Cancel(&rq[k++]);
        }
        if (rd.ready) MPI_Barrier(comms[C_DUP]);
        /* 2. sends */
        for (int i = 0; i < rd.n; i++) {
            msg_t *m = &rd.m[i];
            if (m->src != me) continue;
            owner[k] = NULL;
            post_send(m, i, &rq[k]);
            if (is_blocking_send(m->send)) continue; /* done */
            if (is_persistent_send(m->send)) {
                if (rd.startall[me]) batch[nb++] = rq[k];
                else MPI_Start(&rq[k]);
                powner[pk] = NULL;
                prq[pk++] = rq[k];
            } else if (m->freed) {
                MPI_Request_free(&rq[k]);
                continue;
            }
            k++;
        }
        if (nb) MPI_Startall(nb, batch);
        if (pause_a) MPI_Pcontrol(1);
        /* 3. receives made after the sends */
        for (int i = 0; i < rd.n; i++) {
            msg_t *m = &rd.m[i];
            if (m->dst == me && !is_posted_first(m->recv)) recv_later(m, i, rq, &k, owner, rbuf[i]);
        }
        if (pause_b) MPI_Pcontrol(0);
        complete(rd.method[me], rd.ignore[me], k, rq, owner);
        /* 4. persistent pairs drawn to run twice start again, receivers first */
        int again = 0, ready_again = 0;
        for (int i = 0; i < rd.n; i++)
            if (rd.m[i].reps == 2) {
                again = 1;
                ready_again |= rd.m[i].send == S_RSEND_INIT;
            }
        if (again) {
            k = 0;
            for (int j = 0; j < pk; j++)
                if (powner[j] && powner[j]->reps == 2) {
                    MPI_Start(&prq[j]);
                    owner[k] = powner[j];
                    rq[k++] = prq[j];
                }
            if (ready_again) MPI_Barrier(comms[C_DUP]);
            for (int i = 0, j = 0; i < rd.n; i++) {
                msg_t *m = &rd.m[i];
                if (m->src != me || !is_persistent_send(m->send)) continue;
                while (powner[j]) j++; /* the sends' requests, in the order they were made */
                if (m->reps == 2) {
                    MPI_Start(&prq[j]);
                    owner[k] = NULL;
                    rq[k++] = prq[j];
                }
                j++;
            }
            complete(rd.method[me], rd.ignore[me], k, rq, owner);
        }
        if (pause_b) MPI_Pcontrol(1);
        for (int j = 0; j < pk; j++) MPI_Request_free(&prq[j]);
        MPI_Barrier(comms[C_DUP]); /* the freed Isends have landed */
        MPI_Comm_free(&comms[C_ROUND]);
        for (int i = 0; i < rd.n; i++) free(rbuf[i]);
        if (a->pause_ms) usleep((useconds_t)a->pause_ms * 1000);
    }
    round_free(&rd);
    free(rq);
    free(prq);
    free(batch);
    free(owner);
    free(powner);
    free(rbuf);
    return NULL;
}

static uint64_t thread_seed(uint64_t seed, int t) { return seed + (uint64_t)t * 7777777u; }

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: random_traffic SEED ROUNDS [--threads T] [--pause-ms MS] [--then-wait S]\n"
                        "       random_traffic SEED ROUNDS [--threads T] --expect NP [--view sent|recv|monitoring]\n");
        return 1;
    }
    uint64_t seed = strtoull(argv[1], NULL, 10);
    int rounds = atoi(argv[2]), expect_np = 0, view = V_SENT, pause_ms = 0, then_wait = 0;
    for (int i = 3; i < argc; i++) {
        if (strcmp(argv[i], "--threads") == 0 && i + 1 < argc) nthreads = atoi(argv[++i]);
        else if (strcmp(argv[i], "--pause-ms") == 0 && i + 1 < argc) pause_ms = atoi(argv[++i]);
        else if (strcmp(argv[i], "--then-wait") == 0 && i + 1 < argc) then_wait = atoi(argv[++i]);
        else if (strcmp(argv[i], "--expect") == 0 && i + 1 < argc) expect_np = atoi(argv[++i]);
        else if (strcmp(argv[i], "--view") == 0 && i + 1 < argc) {
            i++;
            view = strcmp(argv[i], "recv") == 0 ? V_RECV : strcmp(argv[i], "monitoring") == 0 ? V_MONITORING : V_SENT;
        }
    }
    if (nthreads < 1) nthreads = 1;
    if (expect_np > 0) {
        uint64_t *msgs = calloc((size_t)expect_np * expect_np, 8), *bytes = calloc((size_t)expect_np * expect_np, 8);
        for (int t = 0; t < nthreads; t++) expect(thread_seed(seed, t), rounds, expect_np, nthreads, view, msgs, bytes);
        for (int s = 0; s < expect_np; s++)
            for (int d = 0; d < expect_np; d++)
                if (msgs[s * expect_np + d])
                    printf("%d %d %llu %llu\n", s, d, (unsigned long long)msgs[s * expect_np + d],
                           (unsigned long long)bytes[s * expect_np + d]);
        return 0;
    }

    int provided = MPI_THREAD_SINGLE;
    if (nthreads > 1) {
        MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
        if (provided < MPI_THREAD_MULTIPLE) {
            fprintf(stderr, "random_traffic: no MPI_THREAD_MULTIPLE\n");
            MPI_Abort(MPI_COMM_WORLD, 3);
        }
    } else {
        MPI_Init(&argc, &argv);
    }
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &np);
    thread_arg_t *args = calloc((size_t)nthreads, sizeof *args);
    for (int t = 0; t < nthreads; t++) { /* collective: the same order on every rank */
        MPI_Comm *c = args[t].comms;
        args[t].seed = thread_seed(seed, t);
        args[t].rounds = rounds;
        args[t].pause_ms = pause_ms;
        if (t == 0) c[C_WORLD] = MPI_COMM_WORLD;
        else MPI_Comm_dup(MPI_COMM_WORLD, &c[C_WORLD]); /* a thread of its own: no crossed tags */
        MPI_Comm_dup(MPI_COMM_WORLD, &c[C_DUP]);
        MPI_Comm_split(MPI_COMM_WORLD, 0, np - 1 - me, &c[C_REV]);
        MPI_Comm_split(MPI_COMM_WORLD, me % 2, me, &c[C_PARITY]);
        if (np >= 2) MPI_Intercomm_create(c[C_PARITY], 0, MPI_COMM_WORLD, me % 2 ? 0 : 1, 77 + t, &c[C_INTER]);
    }
    types[T_BYTE] = MPI_BYTE;
    types[T_INT] = MPI_INT;
    types[T_DOUBLE] = MPI_DOUBLE;
    MPI_Type_contiguous(3, MPI_INT, &types[T_CONTIG3]);
    MPI_Type_vector(2, 2, 3, MPI_INT, &types[T_VECTOR]);
    MPI_Type_commit(&types[T_CONTIG3]);
    MPI_Type_commit(&types[T_VECTOR]);
    sendbuf = calloc(12001, 20);
    int bsize = 8 << 20;
    MPI_Buffer_attach(malloc((size_t)bsize), bsize);

    pthread_t *th = malloc((size_t)nthreads * sizeof *th);
    for (int t = 1; t < nthreads; t++) pthread_create(&th[t], NULL, traffic, &args[t]);
    traffic(&args[0]);
    for (int t = 1; t < nthreads; t++) pthread_join(th[t], NULL);
    if (then_wait) { /* for a test that kills the job once every message is through */
        MPI_Barrier(MPI_COMM_WORLD);
        if (me == 0) {
            printf("rounds done\n");
            fflush(stdout);
        }
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        do { /* a caught signal (SIGCONT) ends a sleep early */
            sleep(1);
            clock_gettime(CLOCK_MONOTONIC, &t1);
        } while (t1.tv_sec - t0.tv_sec < then_wait);
    }

    void *b;
    MPI_Buffer_detach(&b, &bsize);
    free(b);
    MPI_Type_free(&types[T_CONTIG3]);
    MPI_Type_free(&types[T_VECTOR]);
    for (int t = 0; t < nthreads; t++) {
        MPI_Comm *c = args[t].comms;
        if (np >= 2) MPI_Comm_free(&c[C_INTER]);
        MPI_Comm_free(&c[C_PARITY]);
        MPI_Comm_free(&c[C_REV]);
        MPI_Comm_free(&c[C_DUP]);
        if (t) MPI_Comm_free(&c[C_WORLD]);
    }
    free(args);
    free(th);
    free(sendbuf);
    MPI_Finalize();
    return bad ? 2 : 0;
}

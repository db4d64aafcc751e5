/* Recording lifecycle (the application's controls are api.c) and the paths
 * by which a recording reaches the disk: MPI_Finalize, MPI_Abort, exit()
 * without finalize and signals (signal_write.c).  commprof never aborts the
 * application: on any failure it stops recording and says so once. */
#include "runtime.h"
#include "mpi_real.gen.h"
#include "phases.h"
#include "state.h"
#include "settings.h"
#include "coll_hooks.h"

#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <mpi.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "clock.h"
#include "link_bandwidth.h"
#include "commprof.h"
#include "comm_table.h"
#include "comm_world_map.h"
#include "request_map.h"
#include "call_ids.gen.h"
#include "trace.h"

static cp_meta_t meta;
static int writing; /* the writing thread's id, 0: none; one writer at a time */

static int64_t cp_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}


/* ---- clock synchronization ------------------------------------------ */

static cp_sync_t sync_ctx;
static int sync_ready;

/* Collective over cp_world. */
static int sync_now(void)
{
    if (!sync_ready) return -1;
    cp_sync_point_t p;
    cp_guard_enter(); /* the sync's own messages are not the application's */
    int rc = cp_sync_run(&sync_ctx, &p);
    cp_guard_leave();
    return rc ? -1 : cp_sync_points_add(&p);
}

/* COMMPROF_SYNC_INTERVAL=S: a sync point about every S seconds, at a
 * blocking collective on MPI_COMM_WORLD (only there do all ranks pass the
 * same point).  Every 16th such call, one small allreduce on a private
 * communicator says whether any rank finds a sync due: collective-heavy
 * codes pay 1/16 of an allreduce per world collective, others nothing. */
CP_HIDDEN int cp_sync_ticking;
static int64_t tick_interval_ns, tick_last_ns;
static uint64_t tick_count;
static MPI_Comm tick_comm = MPI_COMM_NULL;

void cp_sync_tick_slow(void)
{
    if (cp_state_ended() || ++tick_count % 16) return;
    int due = cp_clock_now() - tick_last_ns >= tick_interval_ns;
    cp_guard_enter();
    cp_mpi_Allreduce(MPI_IN_PLACE, &due, 1, MPI_INT, MPI_MAX, tick_comm);
    cp_guard_leave();
    if (due) {
        sync_now();
        tick_last_ns = cp_clock_now();
    }
}

static void tick_setup(int rank)
{
    if (!sync_ready) return;
    int64_t interval = cp_setting_ns(CP_S_SYNC_INTERVAL);
    if (!interval) return;
    if (cp_world != MPI_COMM_WORLD) { /* the ticks come from collectives on MPI_COMM_WORLD */
        if (rank == 0) fprintf(stderr, "commprof: COMMPROF_SYNC_INTERVAL has no effect in a program of MPI sessions\n");
        return;
    }
    if (cp_mpi_Comm_dup(cp_world, &tick_comm) != MPI_SUCCESS) return;
    tick_interval_ns = interval;
    tick_last_ns = cp_clock_now();
    cp_sync_ticking = 1;
}

int cp_sync_if_running(void) { return cp_state_started() && !cp_state_ended() ? sync_now() : -1; }

/* COMMPROF_WINDOW: seconds, > 0. */

/* ---- writing ---------------------------------------------------------- */

/* Returns 0 when this call wrote the files.  At MPI_Finalize (end_kind 1)
 * the ranks of a node write one node file together. */
static int write_all(uint32_t end_kind, int sig)
{
    if (!cp_state_started()) return -1;
    /* Another thread writing (a SIGCONT snapshot, a second signal sent to
     * the process and taken by another thread): wait for it, up to 2 s, or
     * this thread's signal would end the process in the middle of that
     * write.  This thread itself writing (a signal in MPI_Finalize's
     * write): that write stands. */
    int me = (int)syscall(SYS_gettid), free_ = 0;
    for (int tries = 0; !__atomic_compare_exchange_n(&writing, &free_, me, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
         tries++) {
        if (free_ == me || tries == 2000) return -1;
        free_ = 0;
        struct timespec ms = {0, 1000000};
        nanosleep(&ms, NULL);
    }
    meta.end_signal = (uint32_t)sig;
    int64_t end = cp_now_ns();
    cp_tables_read_begin();
    int rc = end_kind == CP_END_FINALIZE ? cp_write_packed(&meta, end_kind, end, cp_clock_now())
                                         : cp_write_rank_file(&meta, end_kind, end, cp_clock_now());
    cp_tables_read_end();
    if (meta.rank == 0 && end_kind == CP_END_FINALIZE) rc |= cp_write_job_file(&meta, end);
    __atomic_store_n(&writing, 0, __ATOMIC_RELEASE);
    return rc;
}

/* A child the rank forked (a helper, a daemon, popen's shell before its
 * exec) inherits the handlers and the tables: were it to write when it
 * exits or is signalled, a stale copy of the rank's data would land beside
 * the real one, and the readers refuse such a recording.  Only the process
 * that called MPI_Init (or MPI_Session_init) writes. */
static int is_the_rank(void) { return (uint32_t)getpid() == meta.pid; }

void cp_write_unfinished(int sig)
{
    if (!cp_state_ended() && is_the_rank()) write_all(sig ? CP_END_SIGNAL : CP_END_RUNNING, sig);
}

static void on_exit_without_finalize(void)
{
    if (cp_state_started() && !cp_state_ended() && is_the_rank()) write_all(CP_END_EXIT, 0);
}

/* ---- init / finalize ---------------------------------------------------- */

static int mkdir_p(const char *path)
{
    char tmp[PATH_MAX];
    if (snprintf(tmp, sizeof tmp, "%s", path) >= (int)sizeof tmp) return -1;
    for (char *p = tmp + 1; *p; p++)
        if (*p == '/') {
            *p = 0;
            if (mkdir(tmp, 0755) && errno != EEXIST) return -1;
            *p = '/';
        }
    return mkdir(tmp, 0755) && errno != EEXIST ? -1 : 0;
}

/* Whether dir holds a commprof recording (its job file or any rank or node
 * file, also of a run that died before writing the job file). */
static int holds_recording(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) return 0;
    int found = 0;
    for (struct dirent *de; !found && (de = readdir(d));) {
        cp_entry_kind_t k = cp_record_entry(de->d_name, NULL);
        found = k == CP_ENTRY_JOB || k == CP_ENTRY_RANK || k == CP_ENTRY_NODE;
    }
    closedir(d);
    return found;
}

/* Whether `name` in `dir` is part of a recording: its job, rank and node
 * files (and their temporary files, of a run that died writing them), its
 * OTF2 trace, and the recordings of jobs it spawned. */
static int recording_entry(const char *dir, const char *name)
{
    char sub[PATH_MAX];
    struct stat st;
    switch (cp_record_entry(name, NULL)) {
    case CP_ENTRY_OTHER: return 0;
    case CP_ENTRY_TRACE:
        return snprintf(sub, sizeof sub, "%s/%s", dir, CP_TRACE_ANCHOR) < (int)sizeof sub && stat(sub, &st) == 0;
    case CP_ENTRY_SPAWN: return snprintf(sub, sizeof sub, "%s/%s", dir, name) < (int)sizeof sub && holds_recording(sub);
    default: return 1;
    }
}

/* A recording already in COMMPROF_OUTPUT is moved to DIR.old.<date-time>
 * before this run writes there: writing over it would lose it, and would
 * leave its files of ranks or nodes this run does not have beside the new
 * ones (readers then refuse the mix).  A directory that holds only the
 * recording is renamed whole.  One that holds other files too (the user's
 * working directory, COMMPROF_OUTPUT=.), or the job's working directory,
 * stays where it is, with those files: only the recording's entries move,
 * into a new DIR.old.<...>.
 * Only rank 0 does it, at MPI_Init, before any rank writes.  Where nothing
 * can be moved, the recording is written over, with a warning. */
static void move_old_recording(const char *env)
{
    char path[PATH_MAX], aside[PATH_MAX + 64];
    if (!holds_recording(env) || !realpath(env, path)) return;
    time_t t = time(NULL);
    struct tm tm;
    localtime_r(&t, &tm);
    int l = snprintf(aside, sizeof aside, "%s.old.%04d%02d%02d-%02d%02d%02d", path, tm.tm_year + 1900, tm.tm_mon + 1,
                     tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec);
    struct stat st;
    for (int k = 2; k < 1000 && lstat(aside, &st) == 0; k++)
        snprintf(aside + l, sizeof aside - (size_t)l, ".%d", k);
    DIR *d = opendir(path);
    if (!d) return;
    int others = 0;
    for (struct dirent *de; !others && (de = readdir(d));)
        others = strcmp(de->d_name, ".") && strcmp(de->d_name, "..") && !recording_entry(path, de->d_name);
    /* renaming the directory the job runs in (or one above it) would move
     * the job with it: what it writes next, and "." itself, would land in
     * the old recording */
    char cwd[PATH_MAX];
    size_t pl = strlen(path);
    int holds_cwd = getcwd(cwd, sizeof cwd) && !strncmp(cwd, path, pl) && (cwd[pl] == 0 || cwd[pl] == '/');
    if (!others && !holds_cwd && rename(path, aside) == 0) {
        closedir(d);
        fprintf(stderr, "commprof: %s held a recording: moved to %s\n", path, aside);
        return;
    }
    int err = mkdir(aside, 0755) ? errno : 0, moved = 0;
    /* readdir may skip entries while others leave the directory: scan
     * again until a scan moves nothing */
    for (int again = 1, pass = 0; again && !err && pass < 16; pass++) {
        again = 0;
        rewinddir(d);
        for (struct dirent *de; !err && (de = readdir(d));) {
            if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, "..") || !recording_entry(path, de->d_name)) continue;
            char from[PATH_MAX * 2], to[PATH_MAX * 2 + 64];
            snprintf(from, sizeof from, "%s/%s", path, de->d_name);
            snprintf(to, sizeof to, "%s/%s", aside, de->d_name);
            if (rename(from, to)) err = errno;
            else moved++, again = 1;
        }
    }
    closedir(d);
    if (!err)
        fprintf(stderr, "commprof: %s held a recording%s: its files moved to %s\n", path,
                others ? " among other files (left in place)" : "", aside);
    else
        fprintf(stderr, "commprof: %s holds a recording that cannot be moved aside (%s)%s: writing over it\n", path,
                strerror(err), moved ? "; part of it is in the .old directory" : "");
}

/* Rank 0 picks the directory: COMMPROF_OUTPUT, else commprof.<program>.<n>
 * with the first n not taken, so a rerun never overwrites an old recording.
 * A job started by MPI_Comm_spawn is a world of its own, with its own rank
 * 0 and its own files: under COMMPROF_OUTPUT (which it inherits) it records
 * in DIR/spawn.<n>, the first n not taken, and leaves its parent's recording
 * alone (it used to move it aside as an old one, then write over it). */
static int choose_dir(char *dir, size_t len, int spawned)
{
    const char *env = cp_setting_text(CP_S_OUTPUT);
    char rel[PATH_MAX];
    if (env && *env && spawned) {
        if (mkdir_p(env)) return -1;
        for (int n = 1;; n++) {
            if (snprintf(rel, sizeof rel, "%s/spawn.%d", env, n) >= (int)sizeof rel) {
                errno = ENAMETOOLONG;
                return -1;
            }
            if (mkdir(rel, 0755) == 0) break;
            if (errno != EEXIST || n > 100000) return -1;
        }
    } else if (env && *env) {
        struct stat st;
        if (stat(env, &st) == 0 && !S_ISDIR(st.st_mode)) {
            errno = ENOTDIR;
            return -1;
        }
        move_old_recording(env);
        if (mkdir_p(env)) return -1;
        snprintf(rel, sizeof rel, "%s", env);
    } else {
        for (int n = 1;; n++) {
            snprintf(rel, sizeof rel, "commprof.%s.%d", program_invocation_short_name, n);
            if (mkdir(rel, 0755) == 0) break;
            if (errno != EEXIST || n > 100000) return -1;
        }
    }
    if (!realpath(rel, dir)) return -1;
    (void)len;
    return 0;
}

/* Whether a file can be made in dir (a directory can exist and refuse). */
static int dir_writable(const char *dir)
{
    char p[PATH_MAX + 64];
    snprintf(p, sizeof p, "%s/.commprof-probe.%ld", dir, (long)getpid());
    int fd = open(p, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) return 0;
    close(fd);
    unlink(p);
    return 1;
}

static char *read_cmdline(void)
{
    int fd = open("/proc/self/cmdline", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return strdup(program_invocation_name);
    char buf[8192];
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0) return strdup(program_invocation_name);
    for (ssize_t i = 0; i < n - 1; i++)
        if (buf[i] == 0) buf[i] = ' ';
    buf[n] = 0;
    return strdup(buf);
}

static const char *job_id(void)
{
    static const char *vars[] = {"SLURM_JOB_ID", "PBS_JOBID", "OMPI_MCA_ess_base_jobid",
                                 "PMI_JOBID", "LSB_JOBID"};
    for (size_t i = 0; i < sizeof vars / sizeof *vars; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v) return v;
    }
    return "";
}

/* The settings are read here, first thing at MPI_Init (or a session's start). */
static int disabled_by_env(void)
{
    cp_settings_load();
    return (int)cp_setting_int(CP_S_DISABLE);
}

/* Another PMPI tool (mpiP, a site's Darshan) preloaded after commprof sees
 * no call: the program's MPI_Send is commprof's, which calls the MPI
 * library's PMPI_Send.  The next MPI_Send after ours then lies outside the
 * library that holds PMPI_Send.  Said once, by rank 0: nothing else tells
 * the user that the other tool's report is empty for this reason. */
static void warn_shadowed_tool(void)
{
    void *next = dlsym(RTLD_NEXT, "MPI_Send"), *real = dlsym(RTLD_NEXT, "PMPI_Send");
    Dl_info a, b, c;
    if (!next || !real || !dladdr(next, &a) || !dladdr(real, &b) || !a.dli_fname || !b.dli_fname ||
        !strcmp(a.dli_fname, b.dli_fname))
        return;
    /* an MPI library built without weak symbols keeps PMPI_* apart (MPICH's
     * libpmpich): it, unlike a tool, defines what no tool wraps */
    void *h = dlopen(a.dli_fname, RTLD_LAZY | RTLD_NOLOAD);
    void *v = h ? dlsym(h, "MPI_Get_library_version") : NULL;
    int mpi = v && dladdr(v, &c) && c.dli_fname && !strcmp(c.dli_fname, a.dli_fname);
    if (h) dlclose(h);
    if (!mpi)
        fprintf(stderr, "commprof: warning: %s also wraps MPI calls but comes after libcommprof.so in LD_PRELOAD, "
                        "so it sees none of them: put it before libcommprof.so (commprof-run does)\n", a.dli_fname);
}

void cp_runtime_set_app_rank(uint32_t app_rank) { meta.app_rank = app_rank; }

void cp_runtime_init(int thread_level)
{
    if (cp_state_started() || disabled_by_env()) return;
    int rank = 0, size = 1, recvs = 1; /* recvs: count point-to-point receives (COMMPROF_RECV) */
    cp_mpi_Comm_rank(cp_world, &rank);
    cp_mpi_Comm_size(cp_world, &size);
    meta.rank = (uint32_t)rank;
    meta.app_rank = (uint32_t)rank; /* until COMMPROF_REORDER says otherwise */
    meta.world_size = (uint32_t)size;
    meta.pid = (uint32_t)getpid();
    meta.start_ns = cp_now_ns();
    cp_req_set_threaded(thread_level == MPI_THREAD_MULTIPLE);

    int len = 0;
    if (rank == 0) {
        cp_settings_report("commprof: ");
        warn_shadowed_tool();
        MPI_Comm parent = MPI_COMM_NULL;
        if (cp_world == MPI_COMM_WORLD) PMPI_Comm_get_parent(&parent); /* the world model only */
        if (choose_dir(meta.dir, sizeof meta.dir, parent != MPI_COMM_NULL)) {
            fprintf(stderr, "commprof: cannot create the output directory %s: %s; not recording\n",
                    *cp_setting_text(CP_S_OUTPUT) ? cp_setting_text(CP_S_OUTPUT) : "(default)",
                    strerror(errno));
            len = -1;
        } else if (!dir_writable(meta.dir)) { /* found now, not after the whole run */
            fprintf(stderr, "commprof: cannot write in the output directory %s: %s; not recording\n", meta.dir,
                    strerror(errno));
            len = -1;
        } else {
            len = (int)strlen(meta.dir) + 1;
        }
    }
    cp_mpi_Bcast(&len, 1, MPI_INT, 0, cp_world);
    if (len < 0) return;
    cp_mpi_Bcast(meta.dir, len, MPI_CHAR, 0, cp_world);
    if (rank != 0) mkdir_p(meta.dir); /* node-local file systems */
    snprintf(meta.rank_path, sizeof meta.rank_path, "%s/" CP_RANK_FILE_FMT, meta.dir, meta.rank);
    snprintf(meta.rank_tmp, sizeof meta.rank_tmp, "%s.tmp.%u", meta.rank_path, meta.pid);
    snprintf(meta.job_path, sizeof meta.job_path, "%s/%s", meta.dir, CP_JOB_FILE);
    snprintf(meta.job_tmp, sizeof meta.job_tmp, "%s.tmp.%u", meta.job_path, meta.pid);

    if (cp_comm_map_init()) {
        fprintf(stderr, "commprof: rank %d: cannot create an MPI keyval; not recording\n", rank);
        return;
    }
    cp_coll_init();
    cp_coll_win_init(); /* (coll_win.c uses coll_hooks.c, not the other way) */
    const char *why = NULL;
    if (cp_sync_setup(&sync_ctx, (uint32_t)rank, &why) == 0) {
        sync_ready = 1;
        meta.sync_group = sync_ctx.group;
        if (why && rank == 0) fprintf(stderr, "commprof: %s; using %s\n", why, cp_timer_name(cp_clock.kind));
        sync_now();
    } else if (rank == 0) {
        fprintf(stderr, "commprof: %s; timestamps are not synchronized\n", why);
    }
    meta.start_local_ns = cp_clock_now();
    /* rank 0's start is the job's time zero and the origin of the windows */
    int64_t origin = meta.start_local_ns;
    cp_mpi_Bcast(&origin, 1, MPI_INT64_T, 0, cp_world);
    meta.window_origin_ns = origin;
    meta.window_ns = cp_setting_ns(CP_S_WINDOW);
    if (cp_setting_int(CP_S_MODE) == 1) cp_trace_start(meta.rank, meta.world_size, meta.dir);
    /* COMMPROF_RECV=0: the send side only.  Every pair's traffic is in its
     * sender's record, so the graph is the same, and the receive calls
     * and the completions (about two thirds of what recording adds to a
     * neighbour exchange) pass straight through.  A trace keeps them: its
     * receive events are the other half of each message. */
    if (!cp_setting_int(CP_S_RECV)) {
        if (!cp_tracing) recvs = 0;
        else if (rank == 0) fprintf(stderr, "commprof: COMMPROF_RECV=0 has no effect in trace mode (its receive events need the receives)\n");
    }
    meta.flags = recvs ? 0 : CP_RANK_NO_RECVS;
    cp_times_on = meta.window_ns || cp_setting_int(CP_S_TIMES);
    cp_tables_set_times(cp_times_on);
    if (meta.window_ns) {
        uint32_t n;
        const cp_sync_point_t *p = cp_sync_points(&n);
        cp_windows_set(origin, meta.window_ns, n ? p[0].offset_ns : 0);
    }
    cp_placement_probe(&meta);
    if (rank == 0) {
        char lib[MPI_MAX_LIBRARY_VERSION_STRING];
        int n = 0;
        PMPI_Get_library_version(lib, &n);
        while (n > 0 && (lib[n - 1] == '\n' || lib[n - 1] == 0)) lib[--n] = 0;
        char *nl = strchr(lib, '\n');
        if (nl) *nl = 0;
        meta.mpi_library = strdup(lib);
        meta.command_line = read_cmdline();
        meta.job_id = strdup(job_id());
        if (cp_write_job_file(&meta, 0))
            fprintf(stderr, "commprof: cannot write %s: %s\n", meta.job_path, strerror(errno));
    }
    cp_set_node_ranks(meta.node_ranks, meta.n_node_ranks);
    tick_setup(rank);
    cp_signals_install(cp_write_unfinished);
    atexit(on_exit_without_finalize);
    int64_t every = cp_setting_ns(CP_S_SNAPSHOT);
    if (every) cp_snapshots_start(every, cp_write_unfinished);
    cp_state_start(meta.rank, recvs);
}

/* A trace's last region is MPI_Finalize's.  A recording that the world
 * session's MPI_Session_finalize ends writes none: a replay reads every
 * MPI_Session_finalize as a call, since a program may end other sessions
 * long before its end. */
static int ending_session;

#ifdef CP_HAVE_SESSIONS
/* MPI-4 sessions.  A program may never call MPI_Init: it makes a session
 * and its communicators from process sets.  The first session started
 * (before any MPI_Init) starts the recording, with cp_world made from its
 * mpi://WORLD process set; world ranks are ranks there.  Making that
 * communicator is collective over the process set, so every process must
 * start a session, as SPMD programs do.  The recording is written when
 * that session ends (or at MPI_Finalize, exit or a signal, whichever comes
 * first); later sessions are not recorded. */
static MPI_Session world_session = MPI_SESSION_NULL;

static int session_thread_level(MPI_Session s)
{
    MPI_Info info = MPI_INFO_NULL;
    char v[64] = "";
    int len = (int)sizeof v - 1, flag = 0;
    if (PMPI_Session_get_info(s, &info) == MPI_SUCCESS && info != MPI_INFO_NULL) {
        PMPI_Info_get_string(info, "thread_level", &len, v, &flag);
        PMPI_Info_free(&info);
    }
    /* unknown: the request table takes its lock, which is right for any level */
    return flag && strcmp(v, "MPI_THREAD_MULTIPLE") ? MPI_THREAD_SINGLE : MPI_THREAD_MULTIPLE;
}

void cp_runtime_init_session(MPI_Session s)
{
    int inited = 0;
    PMPI_Initialized(&inited);
    if (cp_state_started() || inited || world_session != MPI_SESSION_NULL || disabled_by_env()) return;
    MPI_Group g = MPI_GROUP_NULL;
    MPI_Comm c = MPI_COMM_NULL;
    int rc = cp_mpi_Group_from_session_pset(s, "mpi://WORLD", &g);
    if (rc == MPI_SUCCESS)
        rc = PMPI_Comm_create_from_group(g, "org.commprof.world", MPI_INFO_NULL, MPI_ERRORS_RETURN, &c);
    if (g != MPI_GROUP_NULL) PMPI_Group_free(&g);
    if (rc != MPI_SUCCESS || c == MPI_COMM_NULL) {
        fprintf(stderr, "commprof: cannot make a communicator of the session's mpi://WORLD process set; not recording\n");
        return;
    }
    world_session = s;
    cp_world = c;
    cp_runtime_init(session_thread_level(s));
}

/* The world's session ends: write, then free what commprof made from it
 * (MPI frees nothing a session ends with). */
void cp_runtime_finalize_session(MPI_Session s)
{
    if (world_session == MPI_SESSION_NULL || s != world_session) return;
    ending_session = 1;
    cp_runtime_finalize();
    MPI_Comm *mine[] = {&tick_comm, &sync_ctx.share, &sync_ctx.leaders, &cp_world};
    for (size_t i = 0; i < sizeof mine / sizeof *mine; i++)
        if (*mine[i] != MPI_COMM_NULL) PMPI_Comm_free(mine[i]);
    world_session = MPI_SESSION_NULL;
}
#endif

void cp_runtime_finalize(void)
{
    if (!cp_state_started() || cp_state_ended()) return;
    uint64_t called = (uint64_t)cp_clock_now(); /* the program's MPI_Finalize, for a trace */
    cp_state_end();
    cp_snapshots_stop();
    cp_sync_ticking = 0;
    sync_now(); /* the last point gives each rank its drift */
    if (sync_ready) {
        cp_guard_enter();
        cp_link_bw_measure(&sync_ctx, (uint64_t)cp_setting_int(CP_S_SYNC_BANDWIDTH), &meta.link_bw);
        cp_guard_leave();
    }
    if (cp_tracing) {
        if (!ending_session) cp_trace_finalize_called(called); /* before the trace's end, which f takes */
        uint32_t n;
        cp_trace_final_t f = {cp_sync_points(&n), 0, meta.start_local_ns, cp_clock_now(),
                              cp_call_names, CP_CALL_COUNT, meta.host, cp_phase_names(), cp_phase_count(),
                              NULL, 0};
        f.nsyncs = n;
        f.comms = cp_trace_comms(&f.ncomms);
        cp_trace_finish(&f, meta.rank);
    }
    int failed = write_all(CP_END_FINALIZE, 0);
    if (failed)
        fprintf(stderr, "commprof: rank %u: cannot write %s: %s\n", meta.rank, meta.rank_path,
                strerror(errno));
    if (meta.rank == 0 && !failed && !cp_setting_int(CP_S_QUIET))
        fprintf(stderr, "commprof: recording of %u ranks in %s\n", meta.world_size, meta.dir);
}

void cp_runtime_abort(void)
{
    if (!cp_state_started() || cp_state_ended()) return;
    cp_state_end();
    write_all(CP_END_ABORT, 0);
}

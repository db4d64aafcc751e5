/* commprof-delayline: the links between the emulated clusters of
 * commprof-testbed.  Each link joins two TAP devices (each attached to a
 * bridge: a cluster's, the top's) and carries Ethernet frames both ways
 * with a fixed one-way delay and a serialization rate, as a long-haul link
 * does: a frame leaves when the link has sent the ones before it
 * (len * 8 / rate after the link is free), and arrives `delay` later.
 * A direction holds at most `buffer` bytes in flight and waiting; beyond,
 * frames are dropped at the tail, as a switch's buffer does, and TCP slows
 * down as it would.  The kernel here has no netem; this needs only TUN.
 *
 *   commprof-delayline [-p PIDFILE] TAPA,TAPB,DELAY,RATE[,BUFFER] ...
 *
 * DELAY in s, ms or us (1ms); RATE in bit/s with k, M or G (100M; 0: no
 * serialization); BUFFER in bytes (default: 50 ms at the rate, at least
 * 256 kB).  Runs until SIGTERM or SIGINT; counts per direction on exit. */
#include <errno.h>
#include <fcntl.h>
#include <linux/if.h>
#include <linux/if_tun.h>
#include <poll.h>
#include <sys/prctl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

typedef struct frame {
    struct frame *next;
    int64_t due; /* ns, CLOCK_MONOTONIC */
    size_t len;
    unsigned char data[];
} frame_t;

typedef struct dir {
    int in, out;           /* read from in, write to out */
    int64_t delay_ns;
    double ns_per_byte;    /* 0: no serialization */
    int64_t busy_until;    /* the link is sending until then */
    size_t queued, buffer; /* bytes on their way, and the most allowed */
    frame_t *head, *tail;
    uint64_t frames, bytes, dropped;
    char name[64];
} dir_t;

static volatile sig_atomic_t stop;
static void on_signal(int s) { (void)s, stop = 1; }

static int64_t now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

static int tap_open(const char *name)
{
    int fd = open("/dev/net/tun", O_RDWR | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return -1;
    struct ifreq ifr;
    memset(&ifr, 0, sizeof ifr);
    ifr.ifr_flags = IFF_TAP | IFF_NO_PI;
    snprintf(ifr.ifr_name, IFNAMSIZ, "%s", name);
    if (ioctl(fd, TUNSETIFF, &ifr) < 0) {
        int e = errno;
        close(fd);
        errno = e;
        return -1;
    }
    return fd;
}

/* "1ms", "250us", "0.002s", "0" -> ns; -1 when not a time */
static int64_t parse_time(const char *s)
{
    char *end;
    double v = strtod(s, &end);
    if (end == s || !(v >= 0)) return -1;
    double mult = !*end || !strcmp(end, "s") ? 1e9 : !strcmp(end, "ms") ? 1e6 : !strcmp(end, "us") ? 1e3
                  : !strcmp(end, "ns") ? 1 : -1;
    return mult < 0 || v * mult > 60e9 ? -1 : (int64_t)(v * mult + 0.5);
}

/* "100M", "1G", "100mbit", "0" -> bit/s; -1 when not a rate */
static double parse_rate(const char *s)
{
    char *end;
    double v = strtod(s, &end);
    if (end == s || !(v >= 0)) return -1;
    double mult = 1;
    if (*end == 'k' || *end == 'K') mult = 1e3, end++;
    else if (*end == 'M' || *end == 'm') mult = 1e6, end++;
    else if (*end == 'G' || *end == 'g') mult = 1e9, end++;
    if (*end && strcmp(end, "bit") && strcmp(end, "bit/s") && strcmp(end, "bps")) return -1;
    return v * mult;
}

static void usage(void)
{
    fprintf(stderr, "usage: commprof-delayline [-p PIDFILE] TAPA,TAPB,DELAY,RATE[,BUFFER] ...\n"
                    "  e.g. tlA,tlB,1ms,100M: one-way delay 1 ms, 100 Mbit/s, both ways\n");
}

int main(int argc, char **argv)
{
    const char *pidfile = NULL;
    int a = 1;
    if (a + 1 < argc && !strcmp(argv[a], "-p")) pidfile = argv[a + 1], a += 2;
    int nlinks = argc - a;
    if (nlinks < 1) {
        usage();
        return 2;
    }
    dir_t *d = calloc((size_t)nlinks * 2, sizeof *d);
    struct pollfd *pf = calloc((size_t)nlinks * 2, sizeof *pf);
    unsigned char *buf = malloc(65536);
    if (!d || !pf || !buf) {
        fprintf(stderr, "commprof-delayline: out of memory\n");
        return 1;
    }
    for (int l = 0; l < nlinks; l++) {
        char spec[512], *f[5] = {0};
        snprintf(spec, sizeof spec, "%s", argv[a + l]);
        int nf = 0;
        for (char *p = strtok(spec, ","); p && nf < 5; p = strtok(NULL, ",")) f[nf++] = p;
        int64_t delay = nf >= 4 ? parse_time(f[2]) : -1;
        double rate = nf >= 4 ? parse_rate(f[3]) : -1;
        long long buffer = nf == 5 ? atoll(f[4]) : 0;
        if (nf < 4 || delay < 0 || rate < 0 || (nf == 5 && buffer <= 0)) {
            fprintf(stderr, "commprof-delayline: bad link '%s' (TAPA,TAPB,DELAY,RATE[,BUFFER], e.g. tlA,tlB,1ms,100M)\n",
                    argv[a + l]);
            return 2;
        }
        int fa = tap_open(f[0]), fb = fa >= 0 ? tap_open(f[1]) : -1;
        if (fa < 0 || fb < 0) {
            fprintf(stderr, "commprof-delayline: cannot open tap %s: %s\n", fa < 0 ? f[0] : f[1], strerror(errno));
            return 1;
        }
        if (!buffer) buffer = rate > 0 && rate / 8 * 0.05 > 262144 ? (long long)(rate / 8 * 0.05) : 262144;
        for (int k = 0; k < 2; k++) {
            dir_t *x = &d[2 * l + k];
            x->in = k ? fb : fa;
            x->out = k ? fa : fb;
            x->delay_ns = delay;
            x->ns_per_byte = rate > 0 ? 8e9 / rate : 0;
            x->buffer = (size_t)buffer;
            snprintf(x->name, sizeof x->name, "%s->%s", k ? f[1] : f[0], k ? f[0] : f[1]);
            pf[2 * l + k] = (struct pollfd){x->in, POLLIN, 0};
        }
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGINT, &sa, NULL);
    signal(SIGPIPE, SIG_IGN);
    if (pidfile) {
        FILE *p = fopen(pidfile, "w");
        if (!p || fprintf(p, "%ld\n", (long)getpid()) < 0 || fclose(p)) {
            fprintf(stderr, "commprof-delayline: cannot write %s\n", pidfile);
            return 1;
        }
    }
    /* the kernel lets a timed wait end up to 50 us late by default (timer
     * slack), which would add to every frame's delay: 1 ns instead */
    prctl(PR_SET_TIMERSLACK, 1UL, 0, 0, 0);
    int n = nlinks * 2;
    while (!stop) {
        int64_t t = now_ns(), next = INT64_MAX;
        /* frames due: out, in order (a direction's frames are due in order) */
        for (int i = 0; i < n; i++) {
            dir_t *x = &d[i];
            while (x->head && x->head->due <= t) {
                frame_t *fr = x->head;
                if (write(x->out, fr->data, fr->len) < 0 && errno != EAGAIN && errno != EIO) x->dropped++;
                x->head = fr->next;
                if (!x->head) x->tail = NULL;
                x->queued -= fr->len;
                free(fr);
            }
            if (x->head && x->head->due < next) next = x->head->due;
        }
        struct timespec to, *top = NULL;
        if (next != INT64_MAX) {
            int64_t w = next - now_ns();
            if (w < 0) w = 0;
            to = (struct timespec){w / 1000000000, w % 1000000000};
            top = &to;
        }
        int r = ppoll(pf, (nfds_t)n, top, NULL);
        if (r < 0 && errno != EINTR) {
            perror("commprof-delayline: ppoll");
            break;
        }
        for (int i = 0; r > 0 && i < n; i++) {
            if (!(pf[i].revents & POLLIN)) continue;
            dir_t *x = &d[i];
            for (;;) { /* everything waiting on this tap */
                ssize_t len = read(x->in, buf, 65536);
                if (len <= 0) break;
                int64_t at = now_ns();
                if (x->queued + (size_t)len > x->buffer) {
                    x->dropped++;
                    continue;
                }
                frame_t *fr = malloc(sizeof *fr + (size_t)len);
                if (!fr) {
                    x->dropped++;
                    continue;
                }
                int64_t start = x->busy_until > at ? x->busy_until : at;
                x->busy_until = start + (int64_t)(x->ns_per_byte * (double)len);
                fr->due = x->busy_until + x->delay_ns;
                fr->len = (size_t)len;
                fr->next = NULL;
                memcpy(fr->data, buf, (size_t)len);
                if (x->tail) x->tail->next = fr;
                else x->head = fr;
                x->tail = fr;
                x->queued += (size_t)len;
                x->frames++;
                x->bytes += (uint64_t)len;
            }
        }
    }
    for (int i = 0; i < n; i++)
        fprintf(stderr, "commprof-delayline: %s: %llu frames, %llu bytes, %llu dropped\n", d[i].name,
                (unsigned long long)d[i].frames, (unsigned long long)d[i].bytes, (unsigned long long)d[i].dropped);
    if (pidfile) unlink(pidfile);
    return 0;
}

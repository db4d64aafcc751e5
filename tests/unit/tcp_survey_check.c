/* The probe's TCP survey (probe/tcp_survey.c): a connection to this host
 * (a listener, both ends of a loopback connection) is left out, and the
 * survey's sentence from hand-made counts (one algorithm, several, more
 * than its table holds).  The connections to other hosts are t-46's, on
 * the testbed.  Prints "TCP survey: N cases" and exits 0, or FAILED lines. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "tcp_survey.h"

static int bad, cases;

static void said(const cp_tcp_survey_t *s, const char *want)
{
    char got[256];
    cp_tcp_survey_said(s, got, sizeof got);
    cases++;
    if (strcmp(got, want)) printf("FAILED: said \"%s\" (want \"%s\")\n", got, want), bad = 1;
}

int main(void)
{
    /* a loopback connection and its listener: PMIx's kind, no network */
    int l = socket(AF_INET, SOCK_STREAM, 0), c = socket(AF_INET, SOCK_STREAM, 0), a = -1;
    struct sockaddr_in at = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    socklen_t len = sizeof at;
    if (l < 0 || c < 0 || bind(l, (struct sockaddr *)&at, sizeof at) || listen(l, 1) ||
        getsockname(l, (struct sockaddr *)&at, &len) || connect(c, (struct sockaddr *)&at, sizeof at) ||
        (a = accept(l, NULL, NULL)) < 0) {
        printf("FAILED: a loopback connection could not be made\n");
        return 1;
    }
    cp_tcp_survey_t s = {0};
    cp_tcp_survey_local(&s);
    cases++;
    if (s.nalgo || s.others || s.ranks) printf("FAILED: the loopback counted (%d algorithms, %lld ranks)\n", s.nalgo, (long long)s.ranks), bad = 1;
    close(a), close(c), close(l);
    said(&s, "");
    cp_tcp_survey_t one = {.nalgo = 1, .ranks = 8};
    snprintf(one.algo[0].name, sizeof one.algo[0].name, "reno"), one.algo[0].connections = 24;
    said(&one, "reno (24 sockets of 8 ranks)");
    one.algo[0].connections = 1, one.ranks = 1;
    said(&one, "reno (1 socket of 1 rank)");
    cp_tcp_survey_t two = {.nalgo = 2, .ranks = 8};
    snprintf(two.algo[0].name, sizeof two.algo[0].name, "bbr"), two.algo[0].connections = 20;
    snprintf(two.algo[1].name, sizeof two.algo[1].name, "cubic"), two.algo[1].connections = 4;
    said(&two, "bbr 20, cubic 4 (24 sockets of 8 ranks)");
    two.others = 3;
    said(&two, "bbr 20, cubic 4, others 3 (27 sockets of 8 ranks)");
    if (!bad) printf("TCP survey: %d cases (a loopback connection and its listener left out; the sentence for one algorithm, several, more than its table)\n", cases);
    return bad;
}

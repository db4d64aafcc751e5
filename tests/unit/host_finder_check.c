/* The host finder (formats/host_addr.c) against hand-written lists: a
 * name found as given, by its short or long form, the loopback and its
 * address found as this node's own name, and names that are no host of
 * the list refused (an address is never a short form).  Prints
 * "host finder: N cases" and exits 0, or FAILED lines. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "host_addr.h"

static int bad, cases;

static void find(cp_host_finder_t *f, const char *h, int want)
{
    int got = cp_host_finder_find(f, h);
    cases++;
    if (got != want) printf("FAILED: find \"%s\": %d (want %d)\n", h, got, want), bad = 1;
}

int main(void)
{
    char self[256] = "";
    if (gethostname(self, sizeof self - 1) || !self[0] || strchr(self, '.')) snprintf(self, sizeof self, "%s", "");
    /* a hostfile's names as users write them: long, short, an address */
    char *list[] = {"node01.cluster.local", "node02", "10.0.0.7", self[0] ? self : "placeholder"};
    cp_host_finder_t f;
    cp_host_finder_init(&f, list, 4);
    find(&f, "node01.cluster.local", 0);
    find(&f, "node01", 0);                     /* the recording's gethostname() */
    find(&f, "node02.cluster.local", 1);       /* its long form */
    find(&f, "node0", -1);                     /* no host's short form */
    find(&f, "10.0.0.7", 2);                   /* the address as given */
    find(&f, "10.0.0", -1);                    /* no short form of an address */
    find(&f, "node03", -1);
    if (self[0]) {
        find(&f, self, 3);
        find(&f, "localhost", 3);              /* the loopback: this node */
        find(&f, "127.0.0.1", 3);
        find(&f, "127.0.0.1", 3);              /* asked again: the one kept */
    }
    cp_host_finder_free(&f);
    /* an empty list finds nothing */
    cp_host_finder_init(&f, NULL, 0);
    find(&f, "node01", -1);
    cp_host_finder_free(&f);
    if (!bad) printf("host finder: %d cases\n", cases);
    return bad;
}

/* The reader's side of record_write_check.c: parse an image, check its
 * counts. */
#include <stdio.h>

#include "record_read.h"
#include "record_write_check.h"

static uint64_t last_msgs[PEERS];

/* One image: parses, and holds counts between the last image's and the
 * run's; `final`: exactly the run's. */
static int check(const cp_rank_t *r, const char *what, int final)
{
    if (r->npeers != (final ? PEERS : r->npeers) || r->npeers > PEERS) {
        printf("%s: %zu pairs, want %s%d\n", what, r->npeers, final ? "" : "at most ", PEERS);
        return 1;
    }
    for (size_t i = 0; i < r->npeers; i++) {
        const cp_peer_t *q = &r->peers[i];
        unsigned p = q->peer / 3;
        uint64_t sum = 0, bytes = 0;
        if (q->peer % 3 != 1 || p >= PEERS || q->nbins > CLASSES || (final && q->nbins != CLASSES)) {
            printf("%s: pair to %u with %u classes\n", what, q->peer, q->nbins);
            return 1;
        }
        for (uint32_t b = 0; b < q->nbins; b++) {
            const cp_bin_t *h = &r->bins[q->bin_first + b];
            if (h->bin > 64 || h->count > PASSES || (final && h->count != PASSES)) {
                printf("%s: pair to %u, bin %u counted %llu times (at most %d)\n", what, q->peer, h->bin,
                       (unsigned long long)h->count, PASSES);
                return 1;
            }
            sum += h->count;
            bytes += h->count * (h->bin ? UINT64_C(1) << (h->bin - 1) : 0);
        }
        if (q->sent_msgs != sum || q->sent_msgs < last_msgs[p] || (final && bytes != q->sent_bytes)) {
            printf("%s: pair to %u, %llu messages, histogram %llu, last image %llu\n", what, q->peer,
                   (unsigned long long)q->sent_msgs, (unsigned long long)sum, (unsigned long long)last_msgs[p]);
            return 1;
        }
        last_msgs[p] = q->sent_msgs;
    }
    return 0;
}

int rwc_check(const unsigned char *img, size_t len, const char *path, const char *what, unsigned nth, int final)
{
    cp_rank_t r;
    cp_err_t err;
    if (img ? cp_rank_parse(img, len, what, &r, &err) : cp_rank_read_file(path, &r, &err)) {
        printf("%s %u, made while counting: %s\n", what, nth, err.msg);
        return 1;
    }
    int bad = check(&r, what, final);
    cp_rank_clear(&r);
    return bad;
}

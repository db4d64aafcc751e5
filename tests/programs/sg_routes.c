/* What SimGrid itself routes: for every two hosts of a platform, a line
 * "FROM TO LINK..." with the links of SimGrid's route in order (names as
 * SimGrid makes them), and with -b "FROM TO LINK:BYTES/S ...".  The truth
 * that mapper/machine_routes.c is checked against (t-99); built with
 * SimGrid's library where it is installed (Debian libsimgrid-dev). */
#include <simgrid/engine.h>
#include <simgrid/host.h>
#include <simgrid/link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xbt/dynar.h>

int main(int argc, char **argv)
{
    simgrid_init(&argc, argv);
    int bw = argc > 2 && !strcmp(argv[2], "-b");
    if (argc < 2) {
        fprintf(stderr, "usage: sg_routes PLATFORM.xml [-b]\n");
        return 2;
    }
    simgrid_load_platform(argv[1]);
    size_t n = sg_host_count();
    sg_host_t *host = sg_host_list();
    for (size_t a = 0; a < n; a++)
        for (size_t b = 0; b < n; b++) {
            if (a == b) continue;
            xbt_dynar_t links = xbt_dynar_new(sizeof(sg_link_t), NULL);
            sg_host_get_route(host[a], host[b], links);
            printf("%s %s", sg_host_get_name(host[a]), sg_host_get_name(host[b]));
            unsigned i;
            sg_link_t l;
            xbt_dynar_foreach (links, i, l) {
                if (bw) printf(" %s:%.17g", sg_link_get_name(l), sg_link_get_bandwidth(l));
                else printf(" %s", sg_link_get_name(l));
            }
            putchar('\n');
            xbt_dynar_free(&links);
        }
    free(host);
    return 0;
}

/* Prints the route between every two hosts of a SimGrid platform (a lone
 * FAT_TREE, DRAGONFLY or TORUS cluster) as mapper/machine_routes.c makes it, one
 * line "FROM TO LINK..." a pair, links by SimGrid's names less their
 * serial numbers: t-99 compares them with what SimGrid itself routes (tests/programs/sg_routes.c). */
#include <stdio.h>

#include "machine_routes.h"
#include "platform.h"

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: routes_check PLATFORM.xml\n");
        return 2;
    }
    cp_platform_t p;
    cp_err_t err = {0};
    if (cp_platform_read(argv[1], &p, &err)) {
        fprintf(stderr, "routes_check: %s\n", err.msg);
        return 1;
    }
    cp_routes_t *r = p.routing.kind != CP_ROUTING_NONE ? cp_routes_new(&p.routing, p.nhosts, &err) : NULL;
    if (!r) {
        fprintf(stderr, "routes_check: %s\n", p.routing.kind != CP_ROUTING_NONE ? err.msg : "no fat tree, dragonfly or torus");
        cp_platform_free(&p);
        return 1;
    }
    int link[CP_ROUTES_MAX_HOPS];
    char name[160];
    for (int a = 0; a < p.nhosts; a++)
        for (int b = 0; b < p.nhosts; b++) {
            if (a == b) continue;
            int n = cp_routes_path(r, a, b, link);
            printf("%s %s", p.host[a], p.host[b]);
            for (int i = 0; i < n; i++) {
                cp_routes_link_name(r, link[i], name, sizeof name);
                printf(" %s", name);
            }
            putchar('\n');
        }
    cp_routes_free(r);
    cp_platform_free(&p);
    return 0;
}

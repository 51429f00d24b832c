// CListMemoryBaseline: the C process of GtkRxBenchmarks's list memory workload.
//
//   CListMemoryBaseline COUNT
//       Shows COUNT people in CListBaseline's C list (GListStore, GtkListView, a GtkLabel per
//       row), waits for the first frame, checks that the first row shows "Person 0", and prints
//       its peak resident set in kilobytes (VmHWM) on one line; exits with status 0 (1 when the
//       check fails, 2 on bad arguments).
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

#include "clist_baseline.h"

int main(int argc, char **argv) {
    char *end = NULL;
    long count = argc == 2 ? strtol(argv[1], &end, 10) : -1;
    if (argc != 2 || end == argv[1] || *end != '\0' || count < 1 || count > 100000000) {
        fprintf(stderr, "usage: CListMemoryBaseline COUNT\n");
        return 2;
    }
    if (!gtk_init_check()) {
        fprintf(stderr, "CListMemoryBaseline: cannot open display\n");
        return 1;
    }
    uint64_t elapsed = 0;
    ClistPeople *people = clist_people_show((int)count, &elapsed);
    if (people == NULL || !clist_shows_label(clist_people_scrolled_window(people), "Person 0")) {
        fprintf(stderr, "CListMemoryBaseline: the first row does not show \"Person 0\"\n");
        return 1;
    }
    printf("%ld\n", clist_peak_resident_kilobytes());
    return 0;
}

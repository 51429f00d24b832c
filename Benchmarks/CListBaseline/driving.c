// The driving GtkRxBenchmarks's list workloads share between the GtkRx list and the C one.
#include <gtk/gtk.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "clist_baseline.h"

uint64_t clist_monotonic_ns(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (uint64_t)time.tv_sec * 1000000000u + (uint64_t)time.tv_nsec;
}

void clist_pump_until_idle(void) {
    for (int i = 0; i < 10000 && g_main_context_pending(NULL); i++) {
        g_main_context_iteration(NULL, FALSE);
    }
}

void clist_settle(void) {
    clist_pump_until_idle();
    g_usleep(20000);
    clist_pump_until_idle();
}

/// What a wait for a frame records.
typedef struct {
    uint64_t before_paint;
    uint64_t in_frame;
    gboolean painted;
    gboolean timed_out;
} FrameWait;

static void on_before_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    FrameWait *wait = data;
    wait->before_paint = clist_monotonic_ns();
}

static void on_after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    FrameWait *wait = data;
    if (wait->painted) {
        return;
    }
    wait->painted = TRUE;
    if (wait->before_paint != 0) {
        wait->in_frame = clist_monotonic_ns() - wait->before_paint;
    }
}

static gboolean on_frame_timeout(gpointer data) {
    FrameWait *wait = data;
    wait->timed_out = TRUE;
    return G_SOURCE_REMOVE;
}

bool clist_wait_for_frame(void *widget, uint64_t *in_frame_ns) {
    GdkFrameClock *clock = gtk_widget_get_frame_clock(GTK_WIDGET(widget));
    if (clock == NULL) {
        return false;
    }
    FrameWait wait = {0};
    gulong before = g_signal_connect(clock, "before-paint", G_CALLBACK(on_before_paint), &wait);
    gulong after = g_signal_connect(clock, "after-paint", G_CALLBACK(on_after_paint), &wait);
    guint timeout = g_timeout_add(10000, on_frame_timeout, &wait);
    while (!wait.painted && !wait.timed_out) {
        g_main_context_iteration(NULL, TRUE);
    }
    if (!wait.timed_out) {
        g_source_remove(timeout);
    }
    g_signal_handler_disconnect(clock, before);
    g_signal_handler_disconnect(clock, after);
    if (in_frame_ns != NULL) {
        *in_frame_ns += wait.in_frame;
    }
    return wait.painted;
}

/// Sets `adjustment`'s value and waits for the frame; adds the time both took to `*work_ns`.
static bool scroll_to(GtkWidget *widget, GtkAdjustment *adjustment, double value,
                      uint64_t *work_ns) {
    uint64_t start = clist_monotonic_ns();
    gboolean moves = gtk_adjustment_get_value(adjustment) != value;
    gtk_adjustment_set_value(adjustment, value);
    *work_ns += clist_monotonic_ns() - start;
    if (!moves) {
        // Nothing changed: no frame would come on its own.
        gtk_widget_queue_draw(widget);
    }
    return clist_wait_for_frame(widget, work_ns);
}

static double bottom(GtkAdjustment *adjustment) {
    return gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment);
}

bool clist_scroll(void *scrolled_window, int steps, uint64_t *per_frame_ns) {
    GtkWidget *widget = GTK_WIDGET(scrolled_window);
    GtkAdjustment *adjustment =
        gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled_window));
    uint64_t work = 0;
    for (int step = 1; step <= steps; step++) {
        // The list's height is an estimate that changes as rows are measured: each step aims
        // at its share of the current one.
        if (!scroll_to(widget, adjustment, bottom(adjustment) * step / steps, &work)) {
            return false;
        }
    }
    *per_frame_ns = steps > 0 ? work / (uint64_t)steps : 0;
    // Settle at the end (not measured): the last frames may have changed the estimate.
    for (int i = 0; i < 20 && gtk_adjustment_get_value(adjustment) < bottom(adjustment) - 0.5;
         i++) {
        uint64_t ignored = 0;
        if (!scroll_to(widget, adjustment, bottom(adjustment), &ignored)) {
            return false;
        }
    }
    clist_pump_until_idle();
    return true;
}

/// Whether a label showing `text` under `widget` lies within `root`'s bounds.
static bool find_shown_label(GtkWidget *widget, GtkWidget *root, const char *text) {
    if (GTK_IS_LABEL(widget) && strcmp(gtk_label_get_text(GTK_LABEL(widget)), text) == 0 &&
        gtk_widget_get_mapped(widget)) {
        graphene_rect_t bounds;
        if (gtk_widget_compute_bounds(widget, root, &bounds) && bounds.origin.y >= -0.5 &&
            bounds.origin.y + bounds.size.height <= gtk_widget_get_height(root) + 0.5) {
            return true;
        }
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (find_shown_label(child, root, text)) {
            return true;
        }
    }
    return false;
}

bool clist_shows_label(void *root, const char *text) {
    return find_shown_label(GTK_WIDGET(root), GTK_WIDGET(root), text);
}

static void on_items_changed(GListModel *model, guint position, guint removed, guint added,
                             gpointer data) {
    (void)model;
    (void)position;
    (void)removed;
    (void)added;
    uint64_t *counter = data;
    (*counter)++;
}

unsigned long clist_count_items_changed(void *model, uint64_t *counter) {
    return g_signal_connect(model, "items-changed", G_CALLBACK(on_items_changed), counter);
}

void clist_disconnect(void *instance, unsigned long handler) {
    g_signal_handler_disconnect(instance, handler);
}

long clist_peak_resident_kilobytes(void) {
    FILE *status = fopen("/proc/self/status", "r");
    if (status == NULL) {
        return 0;
    }
    char line[256];
    long kilobytes = 0;
    while (fgets(line, sizeof line, status) != NULL) {
        if (sscanf(line, "VmHWM: %ld kB", &kilobytes) == 1) {
            break;
        }
    }
    fclose(status);
    return kilobytes;
}

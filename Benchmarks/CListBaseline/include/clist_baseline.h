// CListBaseline: a list of people written against GTK 4 in C (GListStore, GtkListView,
// GtkSignalListItemFactory, a GtkLabel per row), the baseline GtkRxBenchmarks compares
// `listView.rx.items` with, and the driving both sides share (waiting for frames, scrolling,
// finding a shown row), so that only the list itself differs.
//
// Widgets and models are passed as `void *` (a GtkWidget, GtkScrolledWindow or GListModel), so
// that this header needs no GTK header and Swift imports it on its own.
#ifndef CLISTBASELINE_H
#define CLISTBASELINE_H

#include <stdbool.h>
#include <stdint.h>

// MARK: - Shared driving

/// CLOCK_MONOTONIC in nanoseconds.
uint64_t clist_monotonic_ns(void);

/// Runs the default main context until nothing is pending (at most 10,000 dispatches).
void clist_pump_until_idle(void);

/// Runs the default main context until it is idle, waits 20 ms (longer than a frame at 60 Hz)
/// and runs it until idle again: the next frame a window's frame clock paints then starts as
/// soon as it is asked for, not at the pace of the frame before.
void clist_settle(void);

/// Runs the main loop until the frame clock of `widget` (realized) has painted a frame (its
/// next `after-paint`), at most 10 s. Adds the time from that frame's `before-paint` to its
/// `after-paint` to `*in_frame_ns` (when not NULL). Returns false when `widget` has no frame
/// clock or no frame came in time.
bool clist_wait_for_frame(void *widget, uint64_t *in_frame_ns);

/// Scrolls `scrolled_window` (a GtkScrolledWindow) from the top to the bottom in `steps` steps
/// of its vertical adjustment's value, each waiting for the frame it causes to be painted; then
/// makes sure the adjustment is at its end. `*per_frame_ns` is the mean, per step, of the time
/// setting the value took plus the time from the frame's `before-paint` to its `after-paint`
/// (the frame clock paces the frames themselves at the display's rate). Returns false when a
/// frame did not come.
bool clist_scroll(void *scrolled_window, int steps, uint64_t *per_frame_ns);

/// Whether a GtkLabel showing `text` is inside `root` (a GtkWidget) and lies wholly within
/// `root`'s own bounds: a row shown in a scrolled window's viewport.
bool clist_shows_label(void *root, const char *text);

/// Counts the `items-changed` emissions of `model` (a GListModel) into `*counter` until
/// `clist_disconnect`. Returns the handler's id.
unsigned long clist_count_items_changed(void *model, uint64_t *counter);

/// Disconnects handler `handler` of `instance` (a GObject).
void clist_disconnect(void *instance, unsigned long handler);

/// This process's peak resident set so far, in kilobytes (`VmHWM`; 0 when unreadable).
long clist_peak_resident_kilobytes(void);

// MARK: - The C list

/// A window showing a list of people "Person 0", "Person 1"… in a scrolled window: the C
/// baseline.
typedef struct ClistPeople ClistPeople;

/// Makes `count` people (GObjects holding an id and a name), puts them into a GListStore in one
/// splice, shows it in a GtkListView (single selection, a GtkSignalListItemFactory making one
/// GtkLabel per row) in a GtkScrolledWindow of a 400×600 window, presents the window and waits
/// for its first frame. `*elapsed_ns` is the time all of it took. NULL when no frame came.
ClistPeople *clist_people_show(int count, uint64_t *elapsed_ns);

/// The window (a GtkWindow).
void *clist_people_window(ClistPeople *people);

/// The scrolled window (a GtkScrolledWindow).
void *clist_people_scrolled_window(ClistPeople *people);

/// The GListStore.
void *clist_people_store(ClistPeople *people);

/// The name of the person at `position`, or NULL out of range.
const char *clist_people_name_at(ClistPeople *people, int position);

/// Replaces the people with a new array of the same ids in which the person at `position` is
/// named `name`: the new array (ids and names) is made first, then `*elapsed_ns` times the
/// update: an identity diff (a hash table from the store's ids to their positions, each new
/// element looked up and compared by name) and one `g_list_store_splice` per run of changed
/// neighbours (when an id moved, was added or is gone: one splice of everything).
void clist_people_update_one(ClistPeople *people, int position, const char *name,
                             uint64_t *elapsed_ns);

/// Replaces the people with `count` people of ids `ids` (each named "Person <id>"), as a C
/// program would in one splice: the new ids and names are made first and the main loop
/// settled (`clist_settle`); then `*elapsed_ns` times the update and the frame that shows it:
/// the store's people in a hash table by id, each new one looked up there (a person whose id
/// and name stay is kept, any other made), one `g_list_store_splice` replacing every person,
/// and waiting for the window's next frame to be painted. False when no frame came.
bool clist_people_replace(ClistPeople *people, const int *ids, int count, uint64_t *elapsed_ns);

/// Destroys the window, and runs the main loop until it is idle.
void clist_people_destroy(ClistPeople *people);

#endif

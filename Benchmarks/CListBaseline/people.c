// The C list: people in a GListStore, shown by a GtkListView with a GtkLabel per row.
#include <gtk/gtk.h>
#include <string.h>

#include "clist_baseline.h"

// MARK: - A person

#define CLIST_TYPE_PERSON (clist_person_get_type())
G_DECLARE_FINAL_TYPE(ClistPerson, clist_person, CLIST, PERSON, GObject)

/// One element of the list: an id and a name it owns.
struct _ClistPerson {
    GObject parent_instance;
    int id;
    char *name;
};

G_DEFINE_FINAL_TYPE(ClistPerson, clist_person, G_TYPE_OBJECT)

static void clist_person_finalize(GObject *object) {
    g_free(CLIST_PERSON(object)->name);
    G_OBJECT_CLASS(clist_person_parent_class)->finalize(object);
}

static void clist_person_class_init(ClistPersonClass *class) {
    G_OBJECT_CLASS(class)->finalize = clist_person_finalize;
}

static void clist_person_init(ClistPerson *person) { (void)person; }

/// A person taking `name`.
static ClistPerson *person_new(int id, char *name) {
    ClistPerson *person = g_object_new(CLIST_TYPE_PERSON, NULL);
    person->id = id;
    person->name = name;
    return person;
}

// MARK: - The rows

static void on_setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)data;
    gtk_list_item_set_child(item, gtk_label_new(""));
}

static void on_bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)data;
    ClistPerson *person = gtk_list_item_get_item(item);
    gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), person->name);
}

// MARK: - The window

struct ClistPeople {
    GtkWidget *window;
    GtkWidget *scrolled_window;
    GListStore *store;
};

ClistPeople *clist_people_show(int count, uint64_t *elapsed_ns) {
    uint64_t start = clist_monotonic_ns();
    ClistPeople *people = g_new0(ClistPeople, 1);
    people->store = g_list_store_new(CLIST_TYPE_PERSON);
    gpointer *persons = g_new(gpointer, count > 0 ? count : 1);
    for (int i = 0; i < count; i++) {
        persons[i] = person_new(i, g_strdup_printf("Person %d", i));
    }
    g_list_store_splice(people->store, 0, 0, persons, (guint)count);
    for (int i = 0; i < count; i++) {
        g_object_unref(persons[i]);
    }
    g_free(persons);

    // As rx.items's single selection: nothing selected first, and it can be cleared.
    GtkSingleSelection *selection =
        gtk_single_selection_new(G_LIST_MODEL(g_object_ref(people->store)));
    gtk_single_selection_set_autoselect(selection, FALSE);
    gtk_single_selection_set_can_unselect(selection, TRUE);
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(on_setup), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(on_bind), NULL);
    GtkWidget *list_view = gtk_list_view_new(GTK_SELECTION_MODEL(selection), factory);

    people->scrolled_window = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(people->scrolled_window), list_view);
    people->window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(people->window), 400, 600);
    gtk_window_set_child(GTK_WINDOW(people->window), people->scrolled_window);
    gtk_window_present(GTK_WINDOW(people->window));
    if (!clist_wait_for_frame(people->window, NULL)) {
        clist_people_destroy(people);
        return NULL;
    }
    *elapsed_ns = clist_monotonic_ns() - start;
    return people;
}

void *clist_people_window(ClistPeople *people) { return people->window; }

void *clist_people_scrolled_window(ClistPeople *people) { return people->scrolled_window; }

void *clist_people_store(ClistPeople *people) { return people->store; }

const char *clist_people_name_at(ClistPeople *people, int position) {
    if (position < 0 || (guint)position >= g_list_model_get_n_items(G_LIST_MODEL(people->store))) {
        return NULL;
    }
    ClistPerson *person = g_list_model_get_item(G_LIST_MODEL(people->store), (guint)position);
    const char *name = person->name;
    g_object_unref(person); // the store holds it
    return name;
}

/// A new element: an id and the name it owns.
typedef struct {
    int id;
    char *name;
} Record;

/// Shows `records` (taking their names): the identity diff and the splices.
static void update(GListStore *store, Record *records, guint count) {
    GListModel *model = G_LIST_MODEL(store);
    guint old_count = g_list_model_get_n_items(model);
    ClistPerson **old = g_new(ClistPerson *, old_count > 0 ? old_count : 1);
    GHashTable *position_by_id = g_hash_table_new(g_direct_hash, g_direct_equal);
    for (guint i = 0; i < old_count; i++) {
        old[i] = g_list_model_get_item(model, i);
        g_object_unref(old[i]); // the store holds it
        g_hash_table_insert(position_by_id, GINT_TO_POINTER(old[i]->id), GUINT_TO_POINTER(i + 1));
    }
    gboolean in_place = count == old_count;
    for (guint i = 0; i < count && in_place; i++) {
        gpointer found = g_hash_table_lookup(position_by_id, GINT_TO_POINTER(records[i].id));
        in_place = GPOINTER_TO_UINT(found) == i + 1;
    }
    g_hash_table_destroy(position_by_id);

    if (!in_place) {
        gpointer *persons = g_new(gpointer, count > 0 ? count : 1);
        for (guint i = 0; i < count; i++) {
            persons[i] = person_new(records[i].id, records[i].name);
        }
        g_list_store_splice(store, 0, old_count, persons, count);
        for (guint i = 0; i < count; i++) {
            g_object_unref(persons[i]);
        }
        g_free(persons);
        g_free(old);
        return;
    }
    guint i = 0;
    while (i < count) {
        if (strcmp(old[i]->name, records[i].name) == 0) {
            g_free(records[i].name);
            i++;
            continue;
        }
        guint end = i;
        while (end < count && strcmp(old[end]->name, records[end].name) != 0) {
            end++;
        }
        gpointer *persons = g_new(gpointer, end - i);
        for (guint k = i; k < end; k++) {
            persons[k - i] = person_new(records[k].id, records[k].name);
        }
        g_list_store_splice(store, i, end - i, persons, end - i);
        for (guint k = i; k < end; k++) {
            g_object_unref(persons[k - i]);
        }
        g_free(persons);
        i = end;
    }
    g_free(old);
}

void clist_people_update_one(ClistPeople *people, int position, const char *name,
                             uint64_t *elapsed_ns) {
    GListModel *model = G_LIST_MODEL(people->store);
    guint count = g_list_model_get_n_items(model);
    Record *records = g_new(Record, count > 0 ? count : 1);
    for (guint i = 0; i < count; i++) {
        records[i].id = (int)i;
        records[i].name =
            (int)i == position ? g_strdup(name) : g_strdup_printf("Person %u", i);
    }
    uint64_t start = clist_monotonic_ns();
    update(people->store, records, count);
    *elapsed_ns = clist_monotonic_ns() - start;
    g_free(records);
}

bool clist_people_replace(ClistPeople *people, const int *ids, int count, uint64_t *elapsed_ns) {
    Record *records = g_new(Record, count > 0 ? count : 1);
    for (int i = 0; i < count; i++) {
        records[i].id = ids[i];
        records[i].name = g_strdup_printf("Person %d", ids[i]);
    }
    clist_settle();
    uint64_t start = clist_monotonic_ns();
    GListModel *model = G_LIST_MODEL(people->store);
    guint old_count = g_list_model_get_n_items(model);
    GHashTable *person_by_id = g_hash_table_new(g_direct_hash, g_direct_equal);
    for (guint i = 0; i < old_count; i++) {
        ClistPerson *person = g_list_model_get_item(model, i);
        g_object_unref(person); // the store holds it
        g_hash_table_insert(person_by_id, GINT_TO_POINTER(person->id), person);
    }
    gpointer *persons = g_new(gpointer, count > 0 ? count : 1);
    for (int i = 0; i < count; i++) {
        ClistPerson *kept = g_hash_table_lookup(person_by_id, GINT_TO_POINTER(records[i].id));
        if (kept != NULL && strcmp(kept->name, records[i].name) == 0) {
            // Each kept person once: a repeated id makes a person of its own.
            g_hash_table_remove(person_by_id, GINT_TO_POINTER(records[i].id));
            persons[i] = g_object_ref(kept);
            g_free(records[i].name);
        } else {
            persons[i] = person_new(records[i].id, records[i].name);
        }
    }
    g_hash_table_destroy(person_by_id);
    g_list_store_splice(people->store, 0, old_count, persons, (guint)count);
    for (int i = 0; i < count; i++) {
        g_object_unref(persons[i]);
    }
    g_free(persons);
    g_free(records);
    bool painted = clist_wait_for_frame(people->window, NULL);
    *elapsed_ns = clist_monotonic_ns() - start;
    return painted;
}

void clist_people_destroy(ClistPeople *people) {
    gtk_window_destroy(GTK_WINDOW(people->window));
    g_object_unref(people->store);
    g_free(people);
    clist_pump_until_idle();
}

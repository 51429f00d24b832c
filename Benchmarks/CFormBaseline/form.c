// FormApp's "Simple validation" page in plain C: the same .ui file, and signal handlers doing
// what FormWindowController.bindValidation's bindings do.
//
// Length is counted in Unicode characters (g_utf8_strlen), not in grapheme clusters as
// FormApp's Swift `String.count` does: GLib has no cheap grapheme counter, and for the ASCII
// text the benchmark types the two counts are equal.
#include "form.h"

#include <stdio.h>
#include <time.h>

uint64_t form_monotonic_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

static void set_css_class(GtkWidget *widget, const char *name, gboolean present) {
    if (present) {
        gtk_widget_add_css_class(widget, name);
    } else {
        gtk_widget_remove_css_class(widget, name);
    }
}

/// "Do something" is sensitive when both fields are valid.
static void update_do_something(Form *form) {
    gtk_widget_set_sensitive(form->do_something, form->username_valid && form->password_valid);
}

/// The username changed: the password entry is sensitive, and the username's hint hidden,
/// while the username is valid; a too-short username is outlined.
static void on_username_text(GObject *object, GParamSpec *pspec, gpointer data) {
    (void)object;
    (void)pspec;
    Form *form = data;
    const char *text = gtk_editable_get_text(GTK_EDITABLE(form->username));
    form->username_valid = g_utf8_strlen(text, -1) >= FORM_MINIMUM_LENGTH;
    gtk_widget_set_sensitive(form->password, form->username_valid);
    gtk_widget_set_visible(form->username_hint, !form->username_valid);
    update_do_something(form);
    set_css_class(form->username, "error", text[0] != '\0' && !form->username_valid);
}

/// The password changed: its hint is hidden while it is valid; a too-short one is outlined.
static void on_password_text(GObject *object, GParamSpec *pspec, gpointer data) {
    (void)object;
    (void)pspec;
    Form *form = data;
    const char *text = gtk_editable_get_text(GTK_EDITABLE(form->password));
    form->password_valid = g_utf8_strlen(text, -1) >= FORM_MINIMUM_LENGTH;
    gtk_widget_set_visible(form->password_hint, !form->password_valid);
    update_do_something(form);
    set_css_class(form->password, "error", text[0] != '\0' && !form->password_valid);
}

/// The widget with id `id`, or NULL with a message.
static GtkWidget *widget_named(GtkBuilder *builder, const char *id) {
    GObject *object = gtk_builder_get_object(builder, id);
    if (object == NULL || !GTK_IS_WIDGET(object)) {
        fprintf(stderr, "CFormBaseline: no widget \"%s\" in validation-page.ui\n", id);
        return NULL;
    }
    return GTK_WIDGET(object);
}

gboolean form_load(Form *form, const char *ui_dir) {
    *form = (Form){0};
    char *path = g_build_filename(ui_dir, "validation-page.ui", NULL);
    GError *error = NULL;
    form->builder = gtk_builder_new();
    gboolean loaded = gtk_builder_add_from_file(form->builder, path, &error);
    if (!loaded) {
        fprintf(stderr, "CFormBaseline: cannot load %s: %s\n", path, error->message);
        g_clear_error(&error);
    }
    g_free(path);
    if (!loaded) {
        return FALSE;
    }
    form->page = widget_named(form->builder, "validation_page");
    form->username = widget_named(form->builder, "username");
    form->username_hint = widget_named(form->builder, "username_hint");
    form->password = widget_named(form->builder, "password");
    form->password_hint = widget_named(form->builder, "password_hint");
    form->do_something = widget_named(form->builder, "do_something");
    if (!form->page || !form->username || !form->username_hint || !form->password ||
        !form->password_hint || !form->do_something) {
        return FALSE;
    }
    g_signal_connect(form->username, "notify::text", G_CALLBACK(on_username_text), form);
    g_signal_connect(form->password, "notify::text", G_CALLBACK(on_password_text), form);
    on_username_text(NULL, NULL, form);
    on_password_text(NULL, NULL, form);
    return TRUE;
}

void form_clear(Form *form) { g_clear_object(&form->builder); }

// FormApp's "Simple validation" page in plain C: the same template (a class registered in C
// with the compiled validation-page.ui), and signal handlers doing what
// FormWindowController.bindValidation's bindings do.
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

/// A template class's class data: its template, and the ids of the children it hands out.
typedef struct {
    GBytes *template;
    const char *const *child_ids; // NULL-terminated
} TemplateClassData;

static void template_class_init(gpointer klass, gpointer data) {
    const TemplateClassData *class_data = data;
    gtk_widget_class_set_template(GTK_WIDGET_CLASS(klass), class_data->template);
    for (const char *const *id = class_data->child_ids; *id != NULL; id++) {
        gtk_widget_class_bind_template_child_full(GTK_WIDGET_CLASS(klass), *id, FALSE, 0);
    }
}

static void template_instance_init(GTypeInstance *instance, gpointer klass) {
    (void)klass;
    gtk_widget_init_template(GTK_WIDGET(instance));
}

GType form_template_type(const char *name, GType parent, const char *ui_dir, const char *file,
                         const char *const *child_ids) {
    GType existing = g_type_from_name(name);
    if (existing != G_TYPE_INVALID) {
        return existing;
    }
    char *path = g_build_filename(ui_dir, file, NULL);
    char *contents = NULL;
    gsize length = 0;
    GError *error = NULL;
    if (!g_file_get_contents(path, &contents, &length, &error)) {
        fprintf(stderr, "CFormBaseline: cannot read %s: %s\n", path, error->message);
        g_clear_error(&error);
        g_free(path);
        return G_TYPE_INVALID;
    }
    g_free(path);
    GTypeQuery query;
    g_type_query(parent, &query);
    TemplateClassData *class_data = g_new(TemplateClassData, 1); // the class's for good
    class_data->template = g_bytes_new_take(contents, length);
    class_data->child_ids = child_ids;
    GTypeInfo info = {
        .class_size = (guint16)query.class_size,
        .class_init = template_class_init,
        .class_data = class_data,
        .instance_size = (guint16)query.instance_size,
        .instance_init = template_instance_init,
    };
    return g_type_register_static(parent, name, &info, 0);
}

GtkWidget *form_template_child(GtkWidget *widget, GType type, const char *id) {
    GObject *child = gtk_widget_get_template_child(widget, type, id);
    if (child == NULL || !GTK_IS_WIDGET(child)) {
        fprintf(stderr, "CFormBaseline: no widget \"%s\" in the template\n", id);
        return NULL;
    }
    return GTK_WIDGET(child);
}

gboolean form_load(Form *form, const char *ui_dir) {
    *form = (Form){0};
    static const char *const ids[] = {"username", "username_hint", "password", "password_hint",
                                      "do_something", NULL};
    GType type = form_template_type("FormAppValidationPage", ADW_TYPE_BIN, ui_dir,
                                    "validation-page.ui", ids);
    if (type == G_TYPE_INVALID) {
        return FALSE;
    }
    form->page = g_object_new(type, NULL);
    form->username = form_template_child(form->page, type, "username");
    form->username_hint = form_template_child(form->page, type, "username_hint");
    form->password = form_template_child(form->page, type, "password");
    form->password_hint = form_template_child(form->page, type, "password_hint");
    form->do_something = form_template_child(form->page, type, "do_something");
    if (!form->username || !form->username_hint || !form->password || !form->password_hint ||
        !form->do_something) {
        return FALSE;
    }
    g_signal_connect(form->username, "notify::text", G_CALLBACK(on_username_text), form);
    g_signal_connect(form->password, "notify::text", G_CALLBACK(on_password_text), form);
    on_username_text(NULL, NULL, form);
    on_password_text(NULL, NULL, form);
    return TRUE;
}

// CGtk: the C side of GtkRx's GTK layer.
//
// Swift imports GTK's functions directly, but not its macros (type casts) nor its variadic
// functions. Each of those gets a `static inline` wrapper here, named `cgtk_…`, and nothing
// else lives in this header. GLib's own (type ids, signals, threads) are in CGLib's shim.
//
// Casts are unchecked: GtkRx verifies an object's type once, when it wraps the pointer, so
// the per-call `g_type_check_instance_cast` would only cost time.
#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

#define G_DISABLE_CAST_CHECKS 1
#include <gtk/gtk.h>
#include <gtk/gtkunixprint.h>  // the Unix print dialogs (pkg-config gtk4-unix-print)
#include <graphene-gobject.h>  // the boxed types of graphene's points, sizes and rectangles

// MARK: - Casts (macros in GTK)

static inline GtkApplication *cgtk_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GtkBuilder *cgtk_builder(gpointer p) { return GTK_BUILDER(p); }
static inline GtkBuilderScope *cgtk_builder_scope(gpointer p) { return GTK_BUILDER_SCOPE(p); }
static inline GtkWidget *cgtk_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkWindow *cgtk_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkBox *cgtk_box(gpointer p) { return GTK_BOX(p); }
static inline GtkLabel *cgtk_label(gpointer p) { return GTK_LABEL(p); }
static inline GtkButton *cgtk_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkCheckButton *cgtk_check_button(gpointer p) { return GTK_CHECK_BUTTON(p); }
static inline GtkSwitch *cgtk_switch(gpointer p) { return GTK_SWITCH(p); }
static inline GtkEditable *cgtk_editable(gpointer p) { return GTK_EDITABLE(p); }
static inline GtkEntry *cgtk_entry(gpointer p) { return GTK_ENTRY(p); }
static inline GtkPasswordEntry *cgtk_password_entry(gpointer p) { return GTK_PASSWORD_ENTRY(p); }
static inline GtkRange *cgtk_range(gpointer p) { return GTK_RANGE(p); }
static inline GtkScale *cgtk_scale(gpointer p) { return GTK_SCALE(p); }
static inline GtkSpinButton *cgtk_spin_button(gpointer p) { return GTK_SPIN_BUTTON(p); }
static inline GtkSpinner *cgtk_spinner(gpointer p) { return GTK_SPINNER(p); }
static inline GtkProgressBar *cgtk_progress_bar(gpointer p) { return GTK_PROGRESS_BAR(p); }
static inline GtkDialog *cgtk_dialog(gpointer p) { return GTK_DIALOG(p); }
static inline GtkMessageDialog *cgtk_message_dialog(gpointer p) { return GTK_MESSAGE_DIALOG(p); }

// MARK: - Applications (g_object_new is variadic)

/// `gtk_application_new` for `type`, GtkApplication or a subclass of it (libadwaita's
/// AdwApplication), so that a subclass's wrapper makes an object of its own class.
static inline GtkApplication *cgtk_application_new_of_type(GType type, const char *id,
                                                           GApplicationFlags flags) {
    return g_object_new(type, "application-id", id, "flags", flags, NULL);
}

// MARK: - Dialogs (variadic in GTK)

/// `gtk_message_dialog_new` with `message` shown verbatim (never used as a format string).
static inline GtkWidget *cgtk_message_dialog_new(GtkWindow *parent, GtkDialogFlags flags,
                                                 GtkMessageType type, GtkButtonsType buttons,
                                                 const char *message) {
    return gtk_message_dialog_new(parent, flags, type, buttons, "%s", message);
}

/// `gtk_message_dialog_format_secondary_text` with `text` shown verbatim.
static inline void cgtk_message_dialog_set_secondary_text(GtkMessageDialog *dialog,
                                                          const char *text) {
    gtk_message_dialog_format_secondary_text(dialog, text ? "%s" : NULL, text);
}

#endif

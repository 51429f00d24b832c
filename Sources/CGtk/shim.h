// CGtk: the C side of GtkRx.
//
// Swift imports GTK's functions directly, but not its macros (type casts, fundamental type
// ids) nor its variadic functions. Each of those gets a `static inline` wrapper here, named
// `cgtk_…`, and nothing else lives in this header.
//
// Casts are unchecked: GtkRx verifies an object's type once, when it wraps the pointer, so
// the per-call `g_type_check_instance_cast` would only cost time.
#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

#define G_DISABLE_CAST_CHECKS 1
#include <glib-unix.h>
#include <gtk/gtk.h>
#include <libintl.h>  // gettext (bindtextdomain, dgettext), which Swift's Glibc module lacks
#include <poll.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <unistd.h>

// MARK: - Threads

/// Whether the caller runs on the process's main thread (the thread GTK lives on).
/// The answer is computed once per thread and cached in thread-local storage.
static inline gboolean cgtk_is_main_thread(void) {
    static __thread int cached = -1;
    if (cached < 0) {
        cached = (pid_t)syscall(SYS_gettid) == getpid();
    }
    return cached;
}

// MARK: - libdispatch's main queue on the GLib loop

// libdispatch's hooks for a run loop that serves the main queue, as Foundation's run loop does
// on Linux: an eventfd that becomes readable when work is queued on the main queue, and the
// function that runs that work (on the main thread).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

/// Resets an eventfd's counter if it is readable; never blocks.
static inline void cgtk_eventfd_clear(int fd) {
    struct pollfd ready = {.fd = fd, .events = POLLIN, .revents = 0};
    if (poll(&ready, 1, 0) > 0) {
        uint64_t counter;
        (void)!read(fd, &counter, sizeof counter);
    }
}

// MARK: - Fundamental and boxed type ids (macros in GLib)

static inline GType cgtk_type_none(void) { return G_TYPE_NONE; }
static inline GType cgtk_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType cgtk_type_int(void) { return G_TYPE_INT; }
static inline GType cgtk_type_uint(void) { return G_TYPE_UINT; }
static inline GType cgtk_type_long(void) { return G_TYPE_LONG; }
static inline GType cgtk_type_ulong(void) { return G_TYPE_ULONG; }
static inline GType cgtk_type_int64(void) { return G_TYPE_INT64; }
static inline GType cgtk_type_uint64(void) { return G_TYPE_UINT64; }
static inline GType cgtk_type_float(void) { return G_TYPE_FLOAT; }
static inline GType cgtk_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType cgtk_type_string(void) { return G_TYPE_STRING; }
static inline GType cgtk_type_enum(void) { return G_TYPE_ENUM; }
static inline GType cgtk_type_flags(void) { return G_TYPE_FLAGS; }
static inline GType cgtk_type_pointer(void) { return G_TYPE_POINTER; }
static inline GType cgtk_type_boxed(void) { return G_TYPE_BOXED; }
static inline GType cgtk_type_object(void) { return G_TYPE_OBJECT; }
static inline GType cgtk_type_strv(void) { return G_TYPE_STRV; }

// MARK: - Instance and value type queries (macros in GObject)

static inline GType cgtk_object_type(gpointer object) { return G_OBJECT_TYPE(object); }
static inline const char *cgtk_object_type_name(gpointer object) {
    return G_OBJECT_TYPE_NAME(object);
}
static inline gboolean cgtk_is_object(gpointer instance) { return G_IS_OBJECT(instance); }
static inline GType cgtk_value_type(const GValue *value) { return G_VALUE_TYPE(value); }
static inline GType cgtk_param_spec_value_type(GParamSpec *pspec) {
    return G_PARAM_SPEC_VALUE_TYPE(pspec);
}
static inline GType cgtk_type_fundamental(GType type) { return G_TYPE_FUNDAMENTAL(type); }

/// `g_object_class_find_property` on the object's class (`G_OBJECT_GET_CLASS` is a macro).
static inline GParamSpec *cgtk_object_find_property(gpointer object, const char *name) {
    return g_object_class_find_property(G_OBJECT_GET_CLASS(object), name);
}

// MARK: - Casts (macros in GObject and GTK)

static inline GObject *cgtk_object(gpointer p) { return G_OBJECT(p); }
static inline GApplication *cgtk_gapplication(gpointer p) { return G_APPLICATION(p); }
static inline GtkApplication *cgtk_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GtkBuilder *cgtk_builder(gpointer p) { return GTK_BUILDER(p); }
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

// MARK: - Signals (g_signal_connect is a macro, g_signal_emit_by_name is variadic)

/// `g_signal_connect`: connects a C callback with user data and no destroy notify.
static inline gulong cgtk_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                         gpointer data) {
    return g_signal_connect(instance, signal, handler, data);
}

/// Connects `signal` to a generic marshaller: GLib calls `marshal` with the closure's `data`
/// (reachable as `closure->data`) and the signal's arguments as GValues, and calls
/// `release_data` exactly once when the handler goes away (disconnect, dispose or finalize).
/// Returns 0, having already called `release_data`, when the object has no such signal.
static inline gulong cgtk_signal_connect_marshal(gpointer instance, const char *signal,
                                                 GClosureMarshal marshal, gpointer data,
                                                 GClosureNotify release_data, gboolean after) {
    GClosure *closure = g_closure_new_simple(sizeof(GClosure), data);
    g_closure_set_marshal(closure, marshal);
    g_closure_add_finalize_notifier(closure, data, release_data);
    gulong handler_id = g_signal_connect_closure(instance, signal, closure, after);
    if (handler_id == 0) {
        g_closure_sink(closure);  // never connected: drop the floating reference, finalizing it
    }
    return handler_id;
}

/// `g_signal_emit_by_name` for a signal without arguments or return value.
static inline void cgtk_signal_emit_by_name(gpointer instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}

/// `g_signal_emit_by_name` for a signal with one enumeration or integer argument and no
/// return value (a key-binding signal such as `move-slider`).
static inline void cgtk_signal_emit_by_name_int(gpointer instance, const char *signal,
                                                gint argument) {
    g_signal_emit_by_name(instance, signal, argument);
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

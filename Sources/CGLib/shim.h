// CGLib: the C side of GtkRx's GLib layer (GLib, GObject, Gio; no GTK).
//
// Swift imports GLib's functions directly, but not its macros (type casts, fundamental type
// ids) nor its variadic functions. Each of those gets a `static inline` wrapper here, named
// `cglib_…`; beside them live only declarations of a few entry points of libdispatch and of
// the Swift runtime that no header gives Swift. GTK's own shim (CGtk) builds on this one.
//
// Casts are unchecked: GtkRx verifies an object's type once, when it wraps the pointer, so
// the per-call `g_type_check_instance_cast` would only cost time.
#ifndef CGLIB_SHIM_H
#define CGLIB_SHIM_H

#define G_DISABLE_CAST_CHECKS 1
#include <gio/gio.h>
// GIO's Unix parts (desktop app infos, file-descriptor streams, mounts), which Gio-2.0.gir
// describes beside the rest: pkg-config's gio-unix-2.0 gives their folder.
#include <gio/gdesktopappinfo.h>
#include <gio/gfiledescriptorbased.h>
#include <gio/gunixfdmessage.h>
#include <gio/gunixinputstream.h>
#include <gio/gunixmounts.h>
#include <gio/gunixoutputstream.h>
// The settings backends (memory, key file) that tests and apps choose explicitly; GIO hides
// their constructors behind this macro.
#define G_SETTINGS_ENABLE_BACKEND 1
#include <gio/gsettingsbackend.h>
#include <glib-object.h>
#include <glib-unix.h>
#include <glib.h>
#include <libintl.h>  // gettext (bindtextdomain, dgettext, dngettext), which Glibc lacks
#include <poll.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <unistd.h>

// MARK: - Threads

/// Whether the caller runs on the process's main thread (the thread GTK lives on).
/// The answer is computed once per thread and cached in thread-local storage.
static inline gboolean cglib_is_main_thread(void) {
    static __thread int cached = -1;
    if (cached < 0) {
        cached = (pid_t)syscall(SYS_gettid) == getpid();
    }
    return cached;
}

/// Asks the processor to start moving the cache line holding `address` into this core's cache,
/// ready to be written; has no other effect (a hint: any address is safe, even one not mapped).
static inline void cglib_prefetch_for_writing(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

// MARK: - libdispatch's main queue on the GLib loop

// libdispatch's hooks for a run loop that serves the main queue, as Foundation's run loop does
// on Linux: an eventfd that becomes readable when work is queued on the main queue, and the
// function that runs that work (on the main thread).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

/// Resets an eventfd's counter if it is readable; never blocks.
static inline void cglib_eventfd_clear(int fd) {
    struct pollfd ready = {.fd = fd, .events = POLLIN, .revents = 0};
    if (poll(&ready, 1, 0) > 0) {
        uint64_t counter;
        (void)!read(fd, &counter, sizeof counter);
    }
}

// MARK: - The Swift runtime's reference counts

// Three entry points of the Swift runtime (exported by libswiftCore, part of its stable ABI,
// declared here so that Swift calls them with C's calling convention, which is theirs):
// `swift_unownedRetain` and `swift_unownedRelease` count an unowned reference, which keeps an
// object's memory, not the object, alive; `swift_tryRetain` takes a strong reference unless
// the object is already being deinitialized, and returns the object when it did, NULL when
// not. (Its result was a bool in older runtimes: TargetReferenceTests fail at once if a
// toolchain changes it again.) Together they give what a weak reference gives, without the
// side table a weak reference makes the object allocate (and route all its later retains and
// releases through). See `TargetReference`.
extern void swift_unownedRetain(void *object);
extern void swift_unownedRelease(void *object);
extern void *swift_tryRetain(void *object);

// MARK: - Fundamental and boxed type ids (macros in GLib)

static inline GType cglib_type_none(void) { return G_TYPE_NONE; }
static inline GType cglib_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType cglib_type_int(void) { return G_TYPE_INT; }
static inline GType cglib_type_uint(void) { return G_TYPE_UINT; }
static inline GType cglib_type_long(void) { return G_TYPE_LONG; }
static inline GType cglib_type_ulong(void) { return G_TYPE_ULONG; }
static inline GType cglib_type_int64(void) { return G_TYPE_INT64; }
static inline GType cglib_type_uint64(void) { return G_TYPE_UINT64; }
static inline GType cglib_type_float(void) { return G_TYPE_FLOAT; }
static inline GType cglib_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType cglib_type_string(void) { return G_TYPE_STRING; }
static inline GType cglib_type_enum(void) { return G_TYPE_ENUM; }
static inline GType cglib_type_flags(void) { return G_TYPE_FLAGS; }
static inline GType cglib_type_pointer(void) { return G_TYPE_POINTER; }
static inline GType cglib_type_boxed(void) { return G_TYPE_BOXED; }
static inline GType cglib_type_object(void) { return G_TYPE_OBJECT; }
static inline GType cglib_type_strv(void) { return G_TYPE_STRV; }
static inline GType cglib_type_variant(void) { return G_TYPE_VARIANT; }

// MARK: - Instance and value type queries (macros in GObject)

static inline GType cglib_object_type(gpointer object) { return G_OBJECT_TYPE(object); }
static inline const char *cglib_object_type_name(gpointer object) {
    return G_OBJECT_TYPE_NAME(object);
}
static inline gboolean cglib_is_object(gpointer instance) { return G_IS_OBJECT(instance); }
static inline GType cglib_value_type(const GValue *value) { return G_VALUE_TYPE(value); }
static inline GType cglib_param_spec_value_type(GParamSpec *pspec) {
    return G_PARAM_SPEC_VALUE_TYPE(pspec);
}
static inline GType cglib_type_fundamental(GType type) { return G_TYPE_FUNDAMENTAL(type); }

/// `g_object_class_find_property` on the object's class (`G_OBJECT_GET_CLASS` is a macro).
static inline GParamSpec *cglib_object_find_property(gpointer object, const char *name) {
    return g_object_class_find_property(G_OBJECT_GET_CLASS(object), name);
}

/// The bounds a property's spec allows, when it is one of GLib's integer specs (`char`,
/// `uchar`, `int`, `uint`, `long`, `ulong`, `int64`, `uint64`), widened to 64 bits; `FALSE`
/// for any other spec (`G_IS_PARAM_SPEC_INT` and the others are macros).
static inline gboolean cglib_param_spec_integer_range(GParamSpec *pspec, gint64 *minimum,
                                                      guint64 *maximum) {
#define CGLIB_RANGE(CHECK, CAST)                                                                   \
    if (CHECK(pspec)) {                                                                            \
        *minimum = (gint64)CAST(pspec)->minimum;                                                   \
        *maximum = (guint64)CAST(pspec)->maximum;                                                  \
        return TRUE;                                                                               \
    }
    CGLIB_RANGE(G_IS_PARAM_SPEC_CHAR, G_PARAM_SPEC_CHAR)
    CGLIB_RANGE(G_IS_PARAM_SPEC_UCHAR, G_PARAM_SPEC_UCHAR)
    CGLIB_RANGE(G_IS_PARAM_SPEC_INT, G_PARAM_SPEC_INT)
    CGLIB_RANGE(G_IS_PARAM_SPEC_UINT, G_PARAM_SPEC_UINT)
    CGLIB_RANGE(G_IS_PARAM_SPEC_LONG, G_PARAM_SPEC_LONG)
    CGLIB_RANGE(G_IS_PARAM_SPEC_ULONG, G_PARAM_SPEC_ULONG)
    CGLIB_RANGE(G_IS_PARAM_SPEC_INT64, G_PARAM_SPEC_INT64)
#undef CGLIB_RANGE
    if (G_IS_PARAM_SPEC_UINT64(pspec)) {
        // A minimum above G_MAXINT64 is read as G_MAXINT64: no Swift Int is above it anyway.
        guint64 low = G_PARAM_SPEC_UINT64(pspec)->minimum;
        *minimum = low > (guint64)G_MAXINT64 ? G_MAXINT64 : (gint64)low;
        *maximum = G_PARAM_SPEC_UINT64(pspec)->maximum;
        return TRUE;
    }
    return FALSE;
}

// MARK: - Casts (macros in GObject and Gio)

static inline GObject *cglib_object(gpointer p) { return G_OBJECT(p); }
static inline GApplication *cglib_application(gpointer p) { return G_APPLICATION(p); }

// MARK: - Signals (g_signal_connect is a macro, g_signal_emit_by_name is variadic)

/// `g_signal_connect`: connects a C callback with user data and no destroy notify.
static inline gulong cglib_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                          gpointer data) {
    return g_signal_connect(instance, signal, handler, data);
}

/// Connects `signal` to a generic marshaller: GLib calls `marshal` with the closure's `data`
/// (reachable as `closure->data`) and the signal's arguments as GValues, and calls
/// `release_data` exactly once when the handler goes away (disconnect, dispose or finalize).
/// Returns 0, having already called `release_data`, when the object has no such signal.
static inline gulong cglib_signal_connect_marshal(gpointer instance, const char *signal,
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

/// A handler of a signal whose one argument is a pointer (an object) and which returns
/// nothing (`VOID:OBJECT`): called with the emitting instance, the argument and the data given
/// when connecting.
typedef void (*CGLibPointerArgumentHandler)(gpointer instance, gpointer argument, gpointer data);

/// Connects `handler` as a plain C callback, which GLib calls through the signal's own
/// marshaller (its `va_list` one, when the signal has one) without copying the arguments into
/// GValues. Only for signals of that one shape; the caller checks it. Calls `release_data`
/// exactly once when the handler goes away. Returns 0, having already called `release_data`,
/// when the object has no such signal.
static inline gulong cglib_signal_connect_pointer_argument(gpointer instance, const char *signal,
                                                           CGLibPointerArgumentHandler handler,
                                                           gpointer data,
                                                           GClosureNotify release_data,
                                                           gboolean after) {
    gulong handler_id = g_signal_connect_data(instance, signal, G_CALLBACK(handler), data,
                                              release_data, after ? G_CONNECT_AFTER : 0);
    if (handler_id == 0) {
        release_data(data, NULL);
    }
    return handler_id;
}

/// Whether `signal` of `instance`'s class takes exactly one object argument and returns
/// nothing: the shape `cglib_signal_connect_pointer_argument` needs.
static inline gboolean cglib_signal_takes_one_object(gpointer instance, const char *signal) {
    guint signal_id = 0;
    GQuark detail = 0;
    if (!g_signal_parse_name(signal, G_TYPE_FROM_INSTANCE(instance), &signal_id, &detail, FALSE)) {
        return FALSE;
    }
    GSignalQuery query;
    g_signal_query(signal_id, &query);
    return query.n_params == 1 &&
           (query.return_type & ~G_SIGNAL_TYPE_STATIC_SCOPE) == G_TYPE_NONE &&
           g_type_is_a(query.param_types[0] & ~G_SIGNAL_TYPE_STATIC_SCOPE, G_TYPE_OBJECT);
}

/// `g_signal_emit_by_name` for a signal without arguments or return value.
static inline void cglib_signal_emit_by_name(gpointer instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}

/// `g_signal_emit_by_name` for a signal with one enumeration or integer argument and no
/// return value (a key-binding signal such as `move-slider`).
static inline void cglib_signal_emit_by_name_int(gpointer instance, const char *signal,
                                                 gint argument) {
    g_signal_emit_by_name(instance, signal, argument);
}

#endif

import CGLib
import CGtk
import GtkRxGLib

extension Widget {
    /// Whether GTK has destroyed the widget (disposed of it, emitting its `destroy` signal), or
    /// is destroying it now.
    ///
    /// A widget lives on while Swift holds its wrapper, but once destroyed it emits nothing
    /// more: no `destroy`, no other signal. GtkRx marks each widget as GTK destroys it, from
    /// the time GTK is initialized through ``GTK/initialize()`` or an ``Application`` is made
    /// (or, when C code started GTK, from the first time this property is read).
    public var isDestroyed: Bool {
        DestructionMark.install()
        return gtk_widget_in_destruction(widgetPointer) != 0
            || g_object_get_qdata(cglib_object(raw), DestructionMark.quark) != nil
    }
}

/// Marks each widget GTK destroys, so that ``Widget/isDestroyed`` can tell afterwards.
///
/// `destroy` emits nothing GTK keeps: the widget's `in-destruction` flag is cleared again once
/// its handlers have run, and disposal drops every handler connected to it. So GtkRx gives the
/// signal a class handler of its own on `GtkWidget`, where GTK 4.8 defines none (GLib would
/// refuse a second one with a critical warning), and that handler sets a mark on the object as
/// qdata, which lives until the object is finalized. A subclass overriding the handler without
/// chaining up would hide the mark; none of GTK 4.8's does (every concrete widget type GTK
/// registers, disposed of once with the handler installed, came out marked; the tests destroy
/// labels, buttons, check buttons, windows and dialogs). An emission hook would be
/// simpler, but `destroy` refuses hooks (`G_SIGNAL_NO_HOOKS`).
@MainActor
enum DestructionMark {
    private static var isInstalled = false

    /// The key of the mark; `g_quark_from_string` copies the name, which GLib keeps.
    nonisolated static let quark: GQuark = g_quark_from_string("gtkrx-destroyed")

    /// Installs the class handler; later calls do nothing.
    static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        // The signal exists once GtkWidget's class is initialized; the reference keeps it so.
        _ = g_type_class_ref(gtk_widget_get_type())
        g_signal_override_class_handler("destroy", gtk_widget_get_type(), markHandler)
    }

    /// The handler, as the untyped `GCallback` GLib takes: it is called as a `destroy` handler
    /// is, with the widget then the (unused) data pointer, which the C calling convention lets
    /// a function of fewer parameters receive.
    private static let markHandler: GCallback = unsafeBitCast(
        mark as @convention(c) (UnsafeMutableRawPointer?) -> Void, to: GCallback.self)

    /// Marks `widget` as destroyed. GTK emits `destroy` on the main thread.
    private static let mark: @convention(c) (UnsafeMutableRawPointer?) -> Void = { widget in
        guard let widget else { return }
        g_object_set_qdata(cglib_object(widget), quark, UnsafeMutableRawPointer(bitPattern: 1))
    }
}

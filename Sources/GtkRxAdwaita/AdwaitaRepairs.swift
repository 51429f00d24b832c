import CAdw
import CGLib
import CGtk
import GtkRxGLib

/// Repairs of libadwaita's own defects, installed with its wrapper classes
/// (``AdwaitaClasses/register()``), each applied only to the versions it was checked on.
///
/// **A password entry row's buffer (libadwaita 1.2).** `AdwPasswordEntryRow` gives its text a
/// new `GtkPasswordEntryBuffer` as it is made and never gives up the reference that came with
/// the buffer (the text takes one of its own), so every password row leaves its buffer, the
/// buffer's signal handlers and its text (in GTK's non-pageable memory) behind: FormApp's leak
/// cycles left one buffer a cycle, found with heaptrack. GtkRx chains a step of its own after
/// the class's `constructed`: when the text's buffer is a password buffer that only the text
/// and that lost reference hold (two references, as the row has just made it), it drops one,
/// so the buffer goes with the text. A libadwaita that releases its reference leaves one,
/// and the step does nothing.
///
/// **A view switcher title's pages (libadwaita 1.2).** `AdwViewSwitcherTitle` takes a
/// reference to its stack's pages model (and a handler on it) when it is given a stack, and
/// releases them only when it is given another: disposed with its window, it keeps the pages
/// model alive with its handler, one a window (found by the same leak cycles). GtkRx unsets
/// the title's stack as the title is disposed (once), before the class's own `dispose`, which
/// releases both.
///
/// Both were reproduced in a C program and are tested (`AdwaitaRepairsTests`); versions other
/// than 1.2 are left alone.
@MainActor
package enum AdwaitaRepairs {
    private static var isInstalled = false

    /// Installs the repairs that apply to the libadwaita in the process; later calls do
    /// nothing.
    package static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        if adw_get_major_version() == 1, adw_get_minor_version() == 2 {
            installPasswordBufferRelease()
            installSwitcherTitlePagesRelease()
        }
    }

    /// The class's `constructed` before the repair's step; read by that step.
    ///
    /// `nonisolated(unsafe)` because the step is a C function GLib calls: it is written once,
    /// on the main thread, before the step is put in the class, and only read after; GTK
    /// makes widgets on the main thread.
    nonisolated(unsafe) private static var originalConstructed: ObjectFunction?

    /// A virtual function of `GObjectClass` (`constructed`, `dispose`).
    typealias ObjectFunction = @convention(c) (UnsafeMutablePointer<GObject>?) -> Void

    /// Puts `step` into the class of `type` at `slot`, and returns the function it replaces
    /// (which `step` calls). The class reference taken keeps the class, and the step, for the
    /// process's life.
    private static func replace(
        _ slot: WritableKeyPath<GObjectClass, ObjectFunction?>, of type: GType,
        with step: @escaping ObjectFunction
    ) -> ObjectFunction? {
        guard let objectClass = g_type_class_ref(type)?.assumingMemoryBound(to: GObjectClass.self)
        else { return nil }
        let original = objectClass.pointee[keyPath: slot]
        objectClass.pointee[keyPath: slot] = step
        return original
    }

    private static func installPasswordBufferRelease() {
        originalConstructed = replace(
            \.constructed, of: adw_password_entry_row_get_type(), with: releaseLostPasswordBuffer)
    }

    /// Runs the class's own `constructed`, then drops the reference libadwaita 1.2 loses.
    private static let releaseLostPasswordBuffer: ObjectFunction = { object in
        AdwaitaRepairs.originalConstructed?(object)
        guard let object,
            let delegate = gtk_editable_get_delegate(OpaquePointer(object)),
            isInstance(UnsafeMutableRawPointer(delegate), of: gtk_text_get_type()),
            let buffer = gtk_text_get_buffer(
                UnsafeMutableRawPointer(delegate).assumingMemoryBound(to: GtkText.self)),
            isInstance(UnsafeMutableRawPointer(buffer), of: gtk_password_entry_buffer_get_type())
        else { return }
        let bufferObject = UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: GObject.self)
        if bufferObject.pointee.ref_count == 2 {
            g_object_unref(bufferObject)
        }
    }

    /// The view switcher title class's `dispose` before the repair's step; read by that step.
    ///
    /// `nonisolated(unsafe)` for the same reason as ``originalConstructed``: written once, on
    /// the main thread, before the step is put in the class; GTK disposes widgets on the main
    /// thread.
    nonisolated(unsafe) private static var originalSwitcherTitleDispose: ObjectFunction?

    /// Marks a view switcher title whose stack the repair has unset; `g_quark_from_string`
    /// copies the name.
    nonisolated private static let stackReleasedQuark: GQuark = g_quark_from_string(
        "gtkrx-view-switcher-title-stack-released")

    private static func installSwitcherTitlePagesRelease() {
        originalSwitcherTitleDispose = replace(
            \.dispose, of: adw_view_switcher_title_get_type(), with: releaseSwitcherTitlePages)
    }

    /// Unsets the title's stack the first time it is disposed (its own view switcher still
    /// exists then), then runs the class's own `dispose`. GLib may dispose an object more than
    /// once; the mark keeps the step to the first.
    private static let releaseSwitcherTitlePages: ObjectFunction = { object in
        if let object, g_object_get_qdata(object, AdwaitaRepairs.stackReleasedQuark) == nil {
            g_object_set_qdata(
                object, AdwaitaRepairs.stackReleasedQuark,
                UnsafeMutableRawPointer(bitPattern: 1))
            adw_view_switcher_title_set_stack(OpaquePointer(object), nil)
        }
        AdwaitaRepairs.originalSwitcherTitleDispose?(object)
    }
}

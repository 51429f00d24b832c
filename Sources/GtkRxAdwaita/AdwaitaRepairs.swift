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
/// and the step does nothing; versions other than 1.2 are left alone.
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
        }
    }

    /// The class's `constructed` before the repair's step; read by that step.
    ///
    /// `nonisolated(unsafe)` because the step is a C function GLib calls: it is written once,
    /// on the main thread, before the step is put in the class, and only read after; GTK
    /// makes widgets on the main thread.
    nonisolated(unsafe) private static var originalConstructed:
        (@convention(c) (UnsafeMutablePointer<GObject>?) -> Void)?

    private static func installPasswordBufferRelease() {
        // The class reference keeps the class (and the step put into it) for the process.
        guard
            let objectClass = g_type_class_ref(adw_password_entry_row_get_type())?
                .assumingMemoryBound(to: GObjectClass.self)
        else { return }
        originalConstructed = objectClass.pointee.constructed
        objectClass.pointee.constructed = releaseLostPasswordBuffer
    }

    /// Runs the class's own `constructed`, then drops the reference libadwaita 1.2 loses.
    private static let releaseLostPasswordBuffer:
        @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
            AdwaitaRepairs.originalConstructed?(object)
            guard let object,
                let delegate = gtk_editable_get_delegate(OpaquePointer(object)),
                g_type_check_instance_is_a(
                    UnsafeMutableRawPointer(delegate).assumingMemoryBound(to: GTypeInstance.self),
                    gtk_text_get_type()) != 0,
                let buffer = gtk_text_get_buffer(
                    UnsafeMutableRawPointer(delegate).assumingMemoryBound(to: GtkText.self)),
                g_type_check_instance_is_a(
                    UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: GTypeInstance.self),
                    gtk_password_entry_buffer_get_type()) != 0
            else { return }
            let bufferObject = UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: GObject.self)
            if bufferObject.pointee.ref_count == 2 {
                g_object_unref(bufferObject)
            }
        }
}

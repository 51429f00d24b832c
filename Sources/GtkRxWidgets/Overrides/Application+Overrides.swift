import CGLib
import CGtk
import GtkRxGLib

/// A GTK application (`GtkApplication`): initializes GTK, owns the main loop while it runs,
/// and keeps running while it has windows.
extension Application {
    var applicationPointer: UnsafeMutablePointer<GtkApplication> { cgtk_application(raw) }
    private var gApplicationPointer: UnsafeMutablePointer<GApplication> {
        cglib_application(raw)
    }

    /// An application with the reverse-DNS identifier `id` (such as `org.example.Form`), of
    /// this wrapper's own GObject class: a `GtkApplication`, or for a generated subclass such as
    /// libadwaita's `Adw.Application`, an `AdwApplication`.
    ///
    /// - Throws: ``ApplicationError/invalidID(_:)`` when `id` is not a valid application id.
    public convenience init(id: String) throws(ApplicationError) {
        guard !containsNUL(id), g_application_id_is_valid(id) != 0 else {
            throw ApplicationError.invalidID(id)
        }
        WidgetClasses.register()
        DestructionMark.install()
        ScrolledWindowSettingsRepair.install()
        self.init(
            adopting: cglib_object(
                cgtk_application_new_of_type(Self.gType, id, G_APPLICATION_DEFAULT_FLAGS)))
    }

    /// Runs the application's main loop until it quits (its last window closes, or `quit()`),
    /// and returns the process exit status.
    ///
    /// Call it from a synchronous `main`: an `async` `main` gives the main thread to Dispatch,
    /// and GTK would never run.
    ///
    /// While it runs, `DispatchQueue.main` and `@MainActor` work runs too, on the main thread,
    /// between GTK's events. An argument with a NUL byte is reported and left out.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        DispatchMainQueueSource.install()
        let copies = arguments.filter { cAccepts($0, "Application.run(arguments:)") }
            .map { g_strdup($0) }
        defer { copies.forEach { g_free($0) } }
        var argv = copies + [nil]
        return argv.withUnsafeMutableBufferPointer {
            g_application_run(gApplicationPointer, gint(copies.count), $0.baseAddress)
        }
    }

    /// Registers the application without running it, which emits `startup`: windows can then
    /// be added (`ApplicationWindow(application:)`) before or without ``run(arguments:)``, as in
    /// tests. ``run(arguments:)`` registers by itself.
    ///
    /// - Throws: ``GtkRxGLib/GLibError`` when registration fails (for example, on the session bus).
    public func register() throws(GLibError) {
        try GLibError.check { g_application_register(gApplicationPointer, nil, $0) }
    }

}

/// Why an ``Application`` could not be created.
public enum ApplicationError: Error, Equatable, CustomStringConvertible {
    /// The identifier is not a valid reverse-DNS application id.
    case invalidID(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .invalidID(let id):
            "\"\(id)\" is not a valid application id (expected reverse-DNS, such as org.example.App)"
        }
    }
}

import Glibc
import GtkRxAdwaita

/// Facts about the app, and how it leaves when it cannot run.
enum Starter {
    /// The reverse-DNS application id; change it when you copy the package, and the prefix of
    /// `resources/starter.gresource.xml` with it (`org.example.Starter` is
    /// `/org/example/Starter`): libadwaita loads the style sheet from there.
    static let applicationID = "org.example.Starter"

    /// Starts what the app needs before its application and its first window: GTK and
    /// libadwaita, then the app's resources. `main` calls it first, and so do the tests.
    ///
    /// `Adw.initialize()`, not only `GTK.initialize()`: besides starting libadwaita it
    /// registers GtkRx's wrapper classes for libadwaita's types, which the window's template
    /// children are read as. (An `Adw.Application` starts libadwaita too, but registers no
    /// wrapper class: without this call, `@TemplateChild var nameRow: EntryRow` would find an
    /// `AdwEntryRow` with no wrapper class of its own, and give a stand-in.)
    ///
    /// - Throws: `DisplayError` when GTK cannot open a display, `GLibError` when the embedded
    ///   resources are damaged.
    @MainActor
    static func start() throws {
        try Adw.initialize()
        try StarterResources.register()
    }

    /// Prints `Starter: <message>` to standard error and exits with status 1.
    static func fail(_ message: String) -> Never {
        var line = "Starter: \(message)\n"
        line.withUTF8 { bytes in
            _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count)
        }
        exit(1)
    }
}

import CGLib
import CGtk
import Glibc
import GtkRxGLib

/// GTK itself: start-up on the main thread.
@MainActor
public enum GTK {
    /// Initializes GTK and opens the default display; later calls return at once.
    ///
    /// ``Application/run(arguments:)`` initializes GTK too; call this first to create widgets
    /// before the application runs, or to report a missing display in your own words instead
    /// of GTK's.
    ///
    /// - Throws: ``DisplayError`` when no display can be opened (every call after a failed
    ///   one throws the same error: GTK cannot be initialized twice).
    public static func initialize() throws(DisplayError) {
        if let outcome {
            return try outcome.get()
        }
        let result: Result<Void, DisplayError> =
            gtk_init_check() != 0
            ? .success(()) : .failure(DisplayError(environment: DisplayError.describeEnvironment()))
        outcome = result
        DispatchMainQueueSource.install()
        WidgetClasses.register()
        if case .success = result {
            DestructionMark.install()
            ScrolledWindowSettingsRepair.install()
        }
        try result.get()
    }

    private static var outcome: Result<Void, DisplayError>?
}

/// GTK could not open a display.
public struct DisplayError: Error, Equatable, CustomStringConvertible {
    /// The display variables GTK looked at, such as `DISPLAY=:99`, or a note that none is set.
    public let environment: String

    /// `cannot open display (…)`.
    public var description: String { "cannot open display (\(environment))" }

    static func describeEnvironment() -> String {
        let variables: [String] = ["WAYLAND_DISPLAY", "DISPLAY"].compactMap { name in
            guard let value = getenv(name) else { return nil }
            return "\(name)=\(String(cString: value))"
        }
        if variables.isEmpty {
            return "neither DISPLAY nor WAYLAND_DISPLAY is set"
        }
        return variables.joined(separator: ", ")
    }
}

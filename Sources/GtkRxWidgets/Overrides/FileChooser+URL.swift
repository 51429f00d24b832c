import CGLib
import CGtk
import Foundation
import GtkRxGLib

extension FileChooser {
    /// The file chosen (or, before the chooser is answered, selected), as a URL: a `file://`
    /// URL for a local file; `nil` when there is none.
    public var selectedURL: URL? {
        guard let file = gtk_file_chooser_get_file(cPointer(self)) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        if let path = g_file_get_path(file) {
            defer { g_free(path) }
            return URL(fileURLWithPath: String(cString: path))
        }
        guard let uri = g_file_get_uri(file) else { return nil }
        defer { g_free(uri) }
        return URL(string: String(cString: uri))
    }

    /// Selects `url` (a save dialog also takes its name); its folder must exist.
    ///
    /// - Throws: `GLibError` when GTK cannot select it.
    public func select(_ url: URL) throws(GLibError) {
        let file =
            url.isFileURL ? g_file_new_for_path(url.path) : g_file_new_for_uri(url.absoluteString)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        _ = gtk_file_chooser_set_file(cPointer(self), file, &error)
        if let error { throw GLibError(consuming: error) }
    }
}

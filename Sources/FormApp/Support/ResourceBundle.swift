// TEMPORARY stand-in, replaced by the GResource work.
import CGtk
import GtkRx

enum ResourceBundle {
    static let prefix = "/io/github/gtkrx/FormApp"

    struct LoadError: Error {}

    static func register() throws {
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_load("/tmp/formapp-dev.gresource", &error) else {
            throw LoadError()
        }
        g_resources_register(resource)
    }

    @MainActor static func loadCSS() {}
}

// A process in which nothing has started libadwaita: it makes an Adw.Application, registers it
// (which emits `startup`) and prints, at start, at `startup` and when its first window is
// made, whether libadwaita is initialized (`adw_is_initialized`) and whether the window's
// style manager is libadwaita's default one. GtkRx's tests run it as a child process
// (AdwaitaTests), because in their own process libadwaita is already started.

import CAdw
import Glibc
import GtkRxAdwaita

print("at start: \(adw_is_initialized() != 0 ? "started" : "not started")")
do {
    let application = try Adw.Application(id: "org.gtkrx.Tests.AdwaitaStartup")
    application.onStartup {
        print("at startup: \(adw_is_initialized() != 0 ? "started" : "not started")")
    }
    try application.register()
    let window = Adw.ApplicationWindow(app: application)
    let defaultManager = adw_style_manager_get_default().map { UnsafeMutableRawPointer($0) }
    print(
        "first window: \(adw_is_initialized() != 0 ? "started" : "not started"), style manager "
            + (application.styleManager.raw == defaultManager ? "the default" : "another"))
    window.destroy()
} catch {
    print("failed: \(error)")
    exit(1)
}

// FormApp: GtkRx's reference desktop app.
//
// `main` stays synchronous: GTK's loop runs on the main thread inside `Application.run()`. An
// `async` main would hand the main thread to Dispatch instead, and GTK would never run.

import Glibc
import GtkRxAdwaita

// libadwaita (and GTK under it) first: the window's templates name its classes.
do {
    try Adw.initialize()
} catch {
    FormApp.fail("\(error)")
}

// The .ui files, style sheet, icon and translations are compiled into the binary.
do {
    try ResourceBundle.register()
} catch {
    FormApp.fail("\(error)")
}
Localization.setUp()
do {
    try ResourceBundle.loadCSS()
} catch {
    FormApp.warn("\(error); the window is shown unstyled")
}

let application: Adw.Application
do {
    application = try Adw.Application(id: FormApp.applicationID)
} catch {
    FormApp.fail("\(error)")
}

var formWindow: FormWindowController?
var shell: AppShell?
application.onActivate {
    if let formWindow {
        formWindow.window.present()
        return
    }
    let controller = FormWindowController(application: application)
    formWindow = controller
    // The primary menu, its actions and accelerators: Sources/FormApp/Shell.
    let appShell =
        shell ?? AppShell(application: application, settings: AppSettings.loadOrWarn())
    shell = appShell
    appShell.attach(to: controller.window)
    controller.present()
}
exit(application.run())

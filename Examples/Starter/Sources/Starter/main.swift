// Starter: a GtkRx app with libadwaita to copy.
//
// `main` stays synchronous: GTK's loop runs on the main thread inside `Application.run()`. An
// `async` main would hand the main thread to Dispatch instead, and GTK would never run.

import Glibc
import GtkRxAdwaita

// GTK, libadwaita and the resources (see Starter.start()). Fails with "cannot open display
// (…)" when there is none, rather than inside GTK. The resources are registered before the
// application starts, since libadwaita's application loads the style sheet from them then.
do {
    try Starter.start()
} catch {
    Starter.fail("\(error)")
}

// An Adw.Application: libadwaita's style manager follows the system's dark style, and its
// start-up loads the app's style sheet.
let application: Adw.Application
do {
    application = try Adw.Application(id: Starter.applicationID)
} catch {
    Starter.fail("\(error)")
}

// `activate` comes again when the app is started a second time: show the same window.
var guestList: GuestListWindow?
application.onActivate {
    let window = guestList ?? GuestListWindow(application: application)
    guestList = window
    window.present()
}
exit(application.run())

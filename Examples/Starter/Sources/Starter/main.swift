// Starter: a GtkRx app to copy.
//
// `main` stays synchronous: GTK's loop runs on the main thread inside `Application.run()`. An
// `async` main would hand the main thread to Dispatch instead, and GTK would never run.

import Glibc
import GtkRx

// Fails with "cannot open display (…)" when there is none, rather than inside GTK.
do {
    try GTK.initialize()
    try StarterStyle.apply()
} catch {
    Starter.fail("\(error)")
}

let application: Application
do {
    application = try Application(id: Starter.applicationID)
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

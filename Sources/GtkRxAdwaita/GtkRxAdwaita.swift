// GtkRxAdwaita: libadwaita's widgets for GtkRx apps, with `.rx` on them.
//
// A library of its own, so that apps that do not use libadwaita neither link nor load it. Its
// wrappers and `.rx` members are generated from the pinned Adw-1.gir (Generated/), the same way
// as GTK's; it builds on the widget and `.rx` layers.
//
// An app that uses libadwaita writes `import GtkRxAdwaita` alone: the module re-exports GtkRx
// (with `@_exported`, the compiler's long-stable way to re-export a module, as GtkRx itself
// does for its layers), because every libadwaita wrapper derives from, and is used with, GTK's
// wrappers and `.rx`, which the app would otherwise have to import beside it every time.

@_exported import GtkRx

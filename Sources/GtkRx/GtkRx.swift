// GtkRx: the one library a GtkRx app imports.
//
// It holds no code of its own: it re-exports the four layers, so that `import GtkRx` gives
// the reactive core, the GLib layer, the widgets and `.rx`, as `import RxSwift` and
// `import RxCocoa` together do. `@_exported` is the compiler's (underscored, long-stable) way
// to re-export a module; the layers themselves import each other plainly.

@_exported import GtkRxCore
@_exported import GtkRxGLib
@_exported import GtkRxUI
@_exported import GtkRxWidgets

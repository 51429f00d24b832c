// CAdw: the C side of GtkRxAdwaita, libadwaita 1.2 through pkg-config `libadwaita-1`.
//
// Swift imports libadwaita's functions, types and enumerations directly. Only what Swift
// cannot import (macros, variadic functions) would get a `static inline` wrapper here, named
// `cadw_…`; GTK's and GLib's own are in CGtk's and CGLib's shims.
#ifndef CADW_SHIM_H
#define CADW_SHIM_H

#define G_DISABLE_CAST_CHECKS 1
#include <adwaita.h>

#endif  // CADW_SHIM_H

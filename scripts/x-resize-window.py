#!/usr/bin/env python3
"""Resizes an X window, as a window manager does when the user drags its edge.

    scripts/x-resize-window.py WINDOW-ID WIDTH HEIGHT     e.g. 0x400007 360 640

Asks the X server (libX11 through ctypes, which GTK's X11 backend already depends on) to give
the window that size; the application sees a configure event and lays itself out again. Exits
1 with a message when the display cannot be opened or an argument is not a number.
"""
import ctypes
import sys


def main():
    if len(sys.argv) != 4:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 1
    try:
        window = int(sys.argv[1], 16)
        width, height = int(sys.argv[2]), int(sys.argv[3])
    except ValueError:
        print(f"x-resize-window: not a window id and a size: {sys.argv[1:]}", file=sys.stderr)
        return 1
    if width <= 0 or height <= 0:
        print(f"x-resize-window: not a size: {width}x{height}", file=sys.stderr)
        return 1
    x11 = ctypes.CDLL("libX11.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XResizeWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_uint,
                                  ctypes.c_uint]
    x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
    display = x11.XOpenDisplay(None)
    if not display:
        print("x-resize-window: cannot open the display", file=sys.stderr)
        return 1
    x11.XResizeWindow(display, window, width, height)
    x11.XSync(display, 0)
    return 0


if __name__ == "__main__":
    sys.exit(main())

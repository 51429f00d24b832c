#!/usr/bin/env python3
"""Presses keys in an X window, as a person would, through the XTEST extension.

    scripts/x-send-keys.py WINDOW-ID KEY[+KEY…] [--at X,Y]   e.g. 0x400007 Control_L+q

Moves the pointer into the window (to X,Y from its corner; 60,60 by default), gives it the
input focus, presses the keys (X keysym names, or Button1 to Button3 for the mouse buttons) in
order and releases them in reverse order. Needs only libX11 and libXtst (ctypes), which GTK's
X11 backend already depends on. Exits 1 with a message when the display or a key is unknown.
"""
import ctypes
import sys
import time

x11 = ctypes.CDLL("libX11.so.6")
xtst = ctypes.CDLL("libXtst.so.6")
x11.XOpenDisplay.restype = ctypes.c_void_p
x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
x11.XStringToKeysym.restype = ctypes.c_ulong
x11.XStringToKeysym.argtypes = [ctypes.c_char_p]
x11.XKeysymToKeycode.restype = ctypes.c_ubyte
x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
x11.XSetInputFocus.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_ulong]
x11.XRaiseWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
x11.XWarpPointer.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_int,
                             ctypes.c_int, ctypes.c_uint, ctypes.c_uint, ctypes.c_int,
                             ctypes.c_int]
x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
x11.XSetErrorHandler.argtypes = [ERROR_HANDLER]
xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int,
                                      ctypes.c_ulong]
BUTTONS = {"Button1": 1, "Button2": 2, "Button3": 3}


def main():
    pointer = (60, 60)
    if len(sys.argv) == 5 and sys.argv[3] == "--at":
        try:
            pointer = tuple(int(value) for value in sys.argv[4].split(","))
        except ValueError:
            sys.exit(__doc__)
        if len(pointer) != 2:
            sys.exit(__doc__)
    elif len(sys.argv) != 3:
        sys.exit(__doc__)
    window = int(sys.argv[1], 0)
    display = x11.XOpenDisplay(None)
    if not display:
        sys.exit("x-send-keys: cannot open the display")
    codes = []
    for name in sys.argv[2].split("+"):
        if name in BUTTONS:
            codes.append(("button", BUTTONS[name]))
            continue
        keysym = x11.XStringToKeysym(name.encode())
        code = x11.XKeysymToKeycode(display, keysym) if keysym else 0
        if not code:
            sys.exit(f"x-send-keys: no key {name!r} on this display")
        codes.append(("key", code))
    # A window can be listed (titled) before it is mapped, and focusing an unmapped window is an
    # X error (BadMatch). Count errors instead of exiting on them, and try again until the focus
    # is taken, for at most 20 s: the condition is the X server accepting the focus.
    errors = []
    handler = ERROR_HANDLER(lambda _display, _event: errors.append(1) or 0)
    x11.XSetErrorHandler(handler)
    deadline = time.monotonic() + 20
    while True:
        errors.clear()
        x11.XRaiseWindow(display, window)
        x11.XWarpPointer(display, 0, window, 0, 0, 0, 0, pointer[0], pointer[1])
        x11.XSetInputFocus(display, window, 2, 0)  # RevertToParent, CurrentTime
        x11.XSync(display, 0)
        if not errors:
            break
        if time.monotonic() > deadline:
            sys.exit(f"x-send-keys: window {sys.argv[1]} did not take the focus within 20 s")
        time.sleep(0.05)  # the poll interval while waiting for the window to be mapped
    for kind, code in codes:
        fake = xtst.XTestFakeButtonEvent if kind == "button" else xtst.XTestFakeKeyEvent
        fake(display, code, 1, 0)
        x11.XSync(display, 0)
    for kind, code in reversed(codes):
        fake = xtst.XTestFakeButtonEvent if kind == "button" else xtst.XTestFakeKeyEvent
        fake(display, code, 0, 0)
        x11.XSync(display, 0)


main()

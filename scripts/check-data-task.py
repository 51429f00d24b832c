#!/usr/bin/python3
"""Fetches through a running FormApp's data task page, as a screen reader's user would.

Usage: check-data-task.py PID [--libcurl-on-demand]

Serves 1,234 bytes on a loopback HTTP server of its own, then: finds the "Data task" page tab
through AT-SPI, shows its page with Alt+2 (which puts the keyboard focus in the "URL" text) and
types the server's address into it (the
pointer and keys through the X server's XTEST extension: GTK 4.8 implements neither AT-SPI's
setTextContents nor grabFocus for an entry), presses "Fetch", and
waits at most 20 s for the page to say "Data Task Success with count: 1234". The app must run
in English. With --libcurl-on-demand, also checks that libcurl was not in the process's memory
before the fetch and is after it: the statically linked FormApp that `make` builds loads
libcurl on its first request (see Sources/CLibcurlOnDemand). Exits 0 when all held, 1 with the
reason otherwise.
"""
import http.server
import importlib.util
import pathlib
import re
import subprocess
import sys
import threading
import time

import pyatspi

BODY = b"x" * 1234


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Length", str(len(BODY)))
        self.end_headers()
        self.wfile.write(BODY)

    def log_message(self, *arguments):
        pass


def load_atspi_tree():
    """scripts/atspi-tree.py, whose application look-up and tree walk this script uses."""
    sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
    path = pathlib.Path(__file__).with_name("atspi-tree.py")
    spec = importlib.util.spec_from_file_location("atspi_tree", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


atspi_tree = load_atspi_tree()


def nodes(accessible):
    found = []
    atspi_tree.walk(accessible, found.append)
    return found


def find(app, role, name=None, containing=None):
    for node in nodes(app):
        if node.getRoleName() != role:
            continue
        if name is not None and node.name == name:
            return node
        if containing is not None and containing in (node.name or ""):
            return node
    return None


def press(keys):
    """Presses `keys` (X keysym names joined by `+`) in FormApp's window, with
    scripts/x-send-keys.py."""
    window = re.search(r"Window id: (0x[0-9a-f]+)", subprocess.run(
        ["xwininfo", "-name", "RxExample"], capture_output=True, text=True).stdout)
    if window is None:
        raise RuntimeError("no X window named RxExample")
    send_keys = str(pathlib.Path(__file__).with_name("x-send-keys.py"))
    subprocess.run([sys.executable, send_keys, window.group(1), keys], check=True)


def type_text(text):
    """Types `text` (ASCII letters, digits and URL punctuation) key by key where the keyboard
    focus is."""
    keys = {":": "Shift_L+colon", "/": "slash", ".": "period", "-": "minus"}
    for character in text:
        press(keys.get(character, character))


def libcurl_loaded(pid):
    with open(f"/proc/{pid}/maps") as maps:
        return "libcurl" in maps.read()


def until(deadline, produce):
    while time.monotonic() < deadline:
        value = produce()
        if value:
            return value
        time.sleep(0.1)
    return None


def main():
    pid = int(sys.argv[1])
    try:
        return check(pid)
    except Exception as error:  # AT-SPI raises when the application went away mid-call
        try:
            with open(f"/proc/{pid}/stat") as stat:
                running = stat.read().rsplit(")", 1)[1].split()[0] != "Z"
        except OSError:
            running = False
        state = "still running" if running else "no longer running (did it crash?)"
        return fail(f"reading the application failed ({error}); process {pid} is {state}")


def check(pid):
    on_demand = "--libcurl-on-demand" in sys.argv[2:]
    deadline = time.monotonic() + 20
    app = until(deadline, lambda: atspi_tree.find_application(f"pid:{pid}"))
    if app is None:
        return fail(f"no application of process {pid} on the accessibility bus")
    tab = until(deadline, lambda: find(app, "page tab", name="Data task"))
    if tab is None:
        return fail('no page tab "Data task"')
    if on_demand and libcurl_loaded(pid):
        return fail("libcurl is loaded before any request")

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    address = f"http://127.0.0.1:{server.server_address[1]}/page"

    # Alt+2 shows the page, which puts the keyboard focus in its "URL" field. (GTK 4.8 reports
    # neither the focus nor the text of a libadwaita entry row's field over AT-SPI: "Fetch"
    # turning sensitive, checked next, shows that the address arrived.)
    press("Alt_L+2")
    if until(deadline, lambda: find(app, "text", name="URL")) is None:
        return fail('no text field "URL" on the data task page')
    type_text(address)
    button = find(app, "push button", name="Fetch")
    if button is None:
        return fail('no push button "Fetch"')
    if not until(deadline, lambda: button.getState().contains(pyatspi.STATE_SENSITIVE)):
        return fail(f'"Fetch" stayed insensitive with the URL {address}')
    button.queryAction().doAction(0)
    expected = "Data Task Success with count: 1234"
    result = until(deadline, lambda: find(app, "label", containing="Data Task"))
    if result is None or until(deadline, lambda: result.name == expected or None) is None:
        said = result.name if result is not None else "nothing"
        return fail(f'the page said "{said}", not "{expected}"')
    if on_demand and not libcurl_loaded(pid):
        return fail("the request succeeded without libcurl in memory")
    server.shutdown()
    print(f"check-data-task: fetched {address}: {expected}")
    return 0


def fail(reason):
    print(f"check-data-task: {reason}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())

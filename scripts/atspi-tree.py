#!/usr/bin/python3
"""Prints the accessibility tree of a running application as AT-SPI reports it.

Usage: atspi-tree.py APP [--activate ROLE<TAB>NAME [--after ROLE<TAB>NAME]]
APP is an application's name, or pid:PID for the application of process PID (a test reading
its own process's tree, whose name may be empty). Each line is "role<TAB>name", depth-first.
With --activate, first does the first action (a click, for buttons and page tabs) of the
first node with that role and name (with --after, the first one after a node with the second
role and name, depth-first: a toast's close button, not the window's), as a screen reader's
user would; what it changes shows in a later reading. Exits 1 when the application is not on the accessibility bus.
"""
import sys

import pyatspi


def find_application(name):
    pid = int(name[4:]) if name.startswith("pid:") else None
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        application = desktop.getChildAtIndex(index)
        if application is None:
            continue
        if application.name == name if pid is None else application.get_process_id() == pid:
            return application
    return None


def walk(accessible, visit):
    for index in range(accessible.childCount):
        child = accessible.getChildAtIndex(index)
        if child is None:
            continue
        visit(child)
        walk(child, visit)


def main():
    application = find_application(sys.argv[1])
    if application is None:
        print(f"no application named {sys.argv[1]} on the accessibility bus", file=sys.stderr)
        return 1
    nodes = []
    walk(application, nodes.append)
    lines = [f"{node.getRoleName()}\t{node.name}" for node in nodes]
    start = 0
    if len(sys.argv) == 6 and sys.argv[4] == "--after":
        start = lines.index(sys.argv[5]) + 1 if sys.argv[5] in lines else len(lines)
    if len(sys.argv) in (4, 6) and sys.argv[2] == "--activate" and sys.argv[3] in lines[start:]:
        target = nodes[lines.index(sys.argv[3], start)]
        action = target.queryAction()
        if action.nActions > 0:
            action.doAction(0)
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())

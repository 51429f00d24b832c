#!/usr/bin/env python3
"""Lists the public symbols, in symbol graphs, that have no doc comment of their own.

    scripts/undocumented-symbols.py SYMBOL_GRAPH_DIR SOURCE_ROOT

Reads every *.symbols.json in SYMBOL_GRAPH_DIR (made with --skip-inherited-docs, so a symbol's
docComment is its own) and prints one line per public symbol declared under SOURCE_ROOT that
has no doc comment, as `path:line: kind Type.member` (the path relative to the current
directory), sorted. Symbols declared elsewhere (members the compiler synthesizes, or inherits
from the standard library) are not ours to document. Exits 1 when any symbol is undocumented,
0 when none is.
"""

import json
import os
import pathlib
import sys
import urllib.parse


def undocumented(graph_dir: pathlib.Path, source_root: pathlib.Path) -> list[str]:
    root = source_root.resolve()
    found = set()
    for graph_file in sorted(graph_dir.glob("*.symbols.json")):
        graph = json.loads(graph_file.read_text())
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            location = symbol.get("location")
            if not location:
                continue
            path = pathlib.Path(urllib.parse.unquote(urllib.parse.urlparse(location["uri"]).path))
            try:
                path.resolve().relative_to(root)
            except ValueError:
                continue
            relative = os.path.relpath(path)
            comment = symbol.get("docComment", {})
            if any(line.get("text", "").strip() for line in comment.get("lines", [])):
                continue
            line = location.get("position", {}).get("line", 0) + 1
            kind = symbol.get("kind", {}).get("displayName", "symbol")
            name = ".".join(symbol.get("pathComponents", [])) or symbol["names"]["title"]
            found.add(f"{relative}:{line}: {kind.lower()} {name}")
    return sorted(found)


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    missing = undocumented(pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]))
    for entry in missing:
        print(entry)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())

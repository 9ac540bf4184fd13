#!/usr/bin/env python3
"""Checks docs/diagnostics.md against the program.

Usage: acc2cuda --list-diagnostics | check-diagnostics-doc.py DOC SRC_DIR...

Every line of `acc2cuda --list-diagnostics` (ID, level, title) must be a row
of the table in DOC, in the same order, with a non-empty explanation, and the
table must have no other rows. Every diagnostic declared in
lib/Support/DiagnosticIDs.def must be reported somewhere in SRC_DIR
(`diag::Name`), so the table documents nothing the program cannot say.
"""
import pathlib
import re
import sys


def main():
    doc, *src_dirs = sys.argv[1:]
    listed = []
    for line in sys.stdin:
        m = re.fullmatch(r"(A2C\d{4})  (error|warning)\s*  (.+)", line.rstrip("\n"))
        if not m:
            sys.exit(f"unexpected --list-diagnostics line: {line!r}")
        listed.append(m.groups())
    rows = []
    for line in pathlib.Path(doc).read_text().splitlines():
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]]
        if len(cells) == 4 and re.fullmatch(r"A2C\d{4}", cells[0]):
            rows.append(cells)
    errors = []
    documented = [tuple(r[:3]) for r in rows]
    for entry in listed:
        if entry not in documented:
            errors.append(f"{doc}: no row '| {' | '.join(entry)} | ... |'")
    for row in rows:
        if tuple(row[:3]) not in listed:
            errors.append(f"{doc}: row {row[0]} ({row[1]}, '{row[2]}') is not "
                          "a diagnostic acc2cuda reports")
        if not row[3]:
            errors.append(f"{doc}: row {row[0]} explains nothing")
    if not errors and documented != listed:
        errors.append(f"{doc}: rows are not in --list-diagnostics order")
    sources = ""
    def_file = None
    for d in src_dirs:
        for p in pathlib.Path(d).rglob("*"):
            if p.suffix in (".cpp", ".h"):
                sources += p.read_text()
            elif p.name == "DiagnosticIDs.def":
                def_file = p
    if def_file is None:
        errors.append("DiagnosticIDs.def not found")
    else:
        for name in re.findall(r"^ACC2CUDA_DIAG\((\w+),", def_file.read_text(),
                               re.M):
            if f"diag::{name}" not in sources:
                errors.append(f"{def_file}: {name} is never reported")
    for e in errors:
        print(e, file=sys.stderr)
    if errors:
        sys.exit(1)
    print(f"{len(listed)} diagnostics documented")


if __name__ == "__main__":
    main()

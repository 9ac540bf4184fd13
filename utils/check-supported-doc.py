#!/usr/bin/env python3
"""Checks a dialect page of docs/ against what the translator accepts.

Usage: acc2cuda --list-supported | check-supported-doc.py DIALECT DOC

`acc2cuda --list-supported` prints `Dialect | directive | clause, clause`
lines from the tables the parser and the OpenMP importer work with. DOC has
a table whose header is `| Directive | Clauses |`; its rows must list
exactly the directives of DIALECT, each with exactly its clauses (names may
be in backticks, clauses separated by commas).
"""
import re
import sys


def clauses(cell):
    cell = cell.replace("`", "").strip()
    if cell in ("", "none", "—"):
        return frozenset()
    return frozenset(c.strip() for c in cell.split(",") if c.strip())


def main():
    dialect, doc = sys.argv[1:]
    program = {}
    for line in sys.stdin:
        parts = [p.strip() for p in line.rstrip("\n").split("|")]
        if len(parts) != 3:
            sys.exit(f"unexpected --list-supported line: {line!r}")
        if parts[0] == dialect:
            program[parts[1]] = clauses(parts[2])
    documented = {}
    in_table = False
    for line in open(doc):
        cells = [c.strip() for c in line.strip().split("|")[1:-1]]
        if cells == ["Directive", "Clauses"]:
            in_table = True
            continue
        if not in_table:
            continue
        if not cells:
            in_table = False
            continue
        if re.fullmatch(r"-+", cells[0]):
            continue
        documented[cells[0].replace("`", "")] = clauses(cells[1])
    errors = []
    for d in sorted(program.keys() - documented.keys()):
        errors.append(f"{doc}: '{d}' is translated but not documented")
    for d in sorted(documented.keys() - program.keys()):
        errors.append(f"{doc}: '{d}' is documented but not translated")
    for d in sorted(program.keys() & documented.keys()):
        for c in sorted(program[d] - documented[d]):
            errors.append(f"{doc}: '{d}' accepts '{c}', not documented")
        for c in sorted(documented[d] - program[d]):
            errors.append(f"{doc}: '{d}' documents '{c}', which it does not "
                          "accept")
    for e in errors:
        print(e, file=sys.stderr)
    if not program:
        errors.append(f"no {dialect} directives listed")
    if errors:
        sys.exit(1)
    print(f"{dialect}: {len(program)} directives documented")


if __name__ == "__main__":
    main()

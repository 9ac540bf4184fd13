#!/usr/bin/env python3
"""fuzz-seeds.py OUT DIR...: one seed file per distinct directive in DIR.

Writes the text after `#pragma ` of every `#pragma acc` / `#pragma omp` line
(continuation lines joined) of the C/C++ files under each DIR into OUT, one
file per distinct directive: the seed corpus of the directive fuzzer.
"""
import hashlib
import re
import sys
from pathlib import Path

PRAGMA = re.compile(r"^\s*#\s*pragma\s+((?:acc|omp)\b.*)$")


def directives(text):
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        match = PRAGMA.match(lines[i])
        i += 1
        if not match:
            continue
        directive = match.group(1)
        while directive.endswith("\\") and i < len(lines):
            directive = directive[:-1] + " " + lines[i].strip()
            i += 1
        yield directive.strip()


def main():
    out = Path(sys.argv[1])
    seen = set()
    for root in map(Path, sys.argv[2:]):
        for path in sorted(root.rglob("*")):
            if path.suffix not in (".c", ".cpp", ".h", ".hpp"):
                continue
            for directive in directives(path.read_text(errors="replace")):
                if directive in seen:
                    continue
                seen.add(directive)
                name = hashlib.sha1(directive.encode()).hexdigest()[:16]
                (out / name).write_text(directive)
    print("fuzz-seeds: %d directives" % len(seen))


if __name__ == "__main__":
    main()

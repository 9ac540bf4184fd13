#!/usr/bin/env python3
"""Copy a test input without its lit/FileCheck comment lines.

Usage: strip-checks.py INPUT OUTPUT

RUN/CHECK lines are replaced by empty lines (not removed) so that line and
column numbers in diagnostics still match the original test file.
"""
import re
import sys

DIRECTIVE = re.compile(r"^\s*//\s*(RUN|REQUIRES|UNSUPPORTED|XFAIL|[A-Z][A-Z0-9_-]*):")

def main():
    src, dst = sys.argv[1], sys.argv[2]
    with open(src) as f:
        lines = f.readlines()
    with open(dst, "w") as f:
        for line in lines:
            f.write("\n" if DIRECTIVE.match(line) else line)

if __name__ == "__main__":
    main()

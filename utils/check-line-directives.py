#!/usr/bin/env python3
"""Checks the #line directives acc2cuda writes into OUTPUT for itself.

Usage: check-line-directives.py OUTPUT

Each `#line N "F"` where F is OUTPUT must say N = the line after it, so a
message about generated code names the line it is on. Prints how many such
directives there are (and how many name other files).
"""
import os
import re
import sys

out = sys.argv[1]
own = other = 0
bad = []
with open(out) as f:
    for number, line in enumerate(f, start=1):
        m = re.match(r'\s*#line (\d+) "(.*)"$', line.rstrip("\n"))
        if not m:
            continue
        if os.path.realpath(m.group(2)) != os.path.realpath(out):
            other += 1
        elif int(m.group(1)) == number + 1:
            own += 1
        else:
            bad.append(f"{out}:{number}: '#line {m.group(1)}' should be "
                       f"'#line {number + 1}'")
for b in bad:
    print(b, file=sys.stderr)
print(f"{own} to the output, {other} to other files")
sys.exit(1 if bad else 0)

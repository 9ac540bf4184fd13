#!/usr/bin/env python3
"""Prints the fenced code block that follows `<!-- snippet: NAME -->` in a
Markdown file, so a test can check that the README shows a file verbatim.

usage: readme-snippet.py README.md NAME
"""
import sys


def snippet(text, name):
    lines = text.splitlines(keepends=True)
    marker = "<!-- snippet: %s -->" % name
    for i, line in enumerate(lines):
        if line.strip() != marker:
            continue
        start = i + 1
        if start >= len(lines) or not lines[start].startswith("```"):
            break
        end = start + 1
        while end < len(lines) and not lines[end].startswith("```"):
            end += 1
        return "".join(lines[start + 1:end])
    sys.exit("%s: no code block after %s" % (sys.argv[1], marker))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip())
    with open(sys.argv[1]) as f:
        sys.stdout.write(snippet(f.read(), sys.argv[2]))

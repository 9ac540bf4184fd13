"""Checks that runtime.h hides every short identifier the runtime spells from
user macros, and writes a header defining each hidden name that a user could
pass as `-DNAME=...` (those starting with an upper-case letter) to junk.

usage: short_names.py RUNTIME_INCLUDE OUT_HEADER

A short identifier is one of at most two characters, or an upper-case one of
three (U64). Exits 1 naming any the runtime uses but short_names_push.h does
not save, so a new template parameter cannot silently reopen the hole."""
import glob
import os
import re
import sys

KEYWORDS = {"do", "if", "or", "and", "not", "xor", "asm", "int", "for", "new",
            "try"}

root = os.path.join(sys.argv[1], "acc2cuda")
push = open(os.path.join(root, "short_names_push.h")).read()
pop = open(os.path.join(root, "short_names_pop.h")).read()
saved = set(re.findall(r'push_macro\("(\w+)"\)', push))
undefined = set(re.findall(r"#undef (\w+)", push))
restored = set(re.findall(r'pop_macro\("(\w+)"\)', pop))
if not (saved == undefined == restored):
    sys.exit("short_names_push.h and short_names_pop.h list different names")

used = {}
for path in sorted(glob.glob(os.path.join(root, "*.h")) +
                   glob.glob(os.path.join(root, "sim", "*.h"))):
    if os.path.basename(path).startswith("short_names_"):
        continue
    text = open(path).read()
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    text = re.sub(r"'(\\.|[^'\\])'", " ", text)
    text = re.sub(r'"(\\.|[^"\\])*"', " ", text)
    for line in text.splitlines():
        if re.match(r"\s*#\s*(include|pragma)", line):
            continue
        for name in re.findall(r"\b[A-Za-z_]\w*\b", line):
            short = len(name) <= 2 or re.fullmatch(r"[A-Z][A-Z0-9]{2}", name)
            if short and name not in KEYWORDS:
                used.setdefault(name, os.path.basename(path))

missing = sorted(n for n in used if n not in saved)
if missing:
    sys.exit("short names the runtime uses but does not hide from user "
             "macros (add them to short_names_push.h/short_names_pop.h): " +
             ", ".join("%s (%s)" % (n, used[n]) for n in missing))
with open(sys.argv[2], "w") as out:
    for name in sorted(saved):
        if name[0].isupper():
            out.write("#define %s @\n" % name)
print("runtime hides %d short names; %d used" % (len(saved), len(used)))

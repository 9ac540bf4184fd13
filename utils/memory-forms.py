#!/usr/bin/env python3
"""memory-forms: count how the data clauses of programs reach device memory.

Usage: memory-forms.py --acc2cuda BIN PATH...

Each PATH is a program (.c, .cpp, .cc) or a directory searched for them.
Every program is translated with `--report=json` (the output is thrown
away; programs acc2cuda rejects are skipped and counted), and every data
clause of the report is counted by its form (docs/generated-cuda.md):

  explicit            cudaMalloc/cudaMemcpy/cudaFree written in the output
  region              an enclosing data region's device pointer
  table, copies out   present table; the copies are cudaMemcpy calls in the
                      output, guarded by the lookup
  table, no copy      present table; the clause moves nothing (present,
                      no_create, create, delete, ...)
  table, runtime      present table; the runtime copies (always, zero,
                      jagged rows, elements holding pointers, declare copy out, ...)

The table form's reasons follow, most frequent first (names as 'X').
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

SOURCES = (".c", ".cpp", ".cc", ".cxx")


def programs(paths):
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for root, _, files in os.walk(path):
            for name in sorted(files):
                if name.endswith(SOURCES):
                    yield os.path.join(root, name)


def moves_nothing(d):
    """Whether the clause has no transfer to make (the report's clause)."""
    clause = d.get("clause", "")
    return (clause in ("present", "no_create", "create", "delete", "release",
                       "deviceptr", "attach", "detach", "alloc")
            or clause.startswith("map(alloc") or clause.startswith("map(release")
            or clause.startswith("map(delete"))


def clauses(acc2cuda, path, tmp):
    out = os.path.join(tmp, "out.cu")
    run = subprocess.run(
        [acc2cuda, "--report=json", "--report-file=-", path, "-o", out],
        capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        return None
    report = json.loads(run.stdout)
    for f in report["files"]:
        for construct in f.get("constructs", []):
            for d in construct.get("data", []):
                yield construct.get("directive", ""), d


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--acc2cuda", required=True)
    parser.add_argument("--reasons", type=int, default=15,
                        help="how many table reasons to list")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    forms = collections.Counter()
    reasons = collections.Counter()
    rejected = translated = 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in programs(args.paths):
            found = clauses(args.acc2cuda, path, tmp)
            if found is None:
                rejected += 1
                continue
            translated += 1
            for _, d in found:
                memory = d.get("memory", "")
                if memory == "explicit":
                    forms["explicit"] += 1
                elif memory == "region":
                    forms["region"] += 1
                elif memory.startswith("present table: "):
                    key = ("table, copies in the output"
                           if d.get("copies_in_output") else
                           "table, no copy" if moves_nothing(d) else
                           "table, runtime")
                    forms[key] += 1
                    reason = memory[len("present table: "):]
                    reason = re.sub(r"'[^']*'", "'X'", reason)
                    reasons[re.sub(r"line \d+", "line N", reason)] += 1
                else:
                    forms["other (no device copy)"] += 1
    print(f"{translated} programs translated, {rejected} rejected")
    for form, n in forms.most_common():
        print(f"{n:7d}  {form}")
    print("table reasons:")
    for reason, n in reasons.most_common(args.reasons):
        print(f"{n:7d}  {reason}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

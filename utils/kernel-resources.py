#!/usr/bin/env python3
"""Registers, spills and shared memory of every kernel in CUDA files.

Compiles each file with `nvcc -Xptxas -v` for each architecture and prints
one line per kernel (demangled):

    sm_90 stream_acc.cu main_61_kernel<true>: 16 registers, 0 spill stores,
        0 spill loads, 0 bytes smem

and, with --markdown FILE, the same as a Markdown table. The exit status is
1 when any kernel spills (ptxas moved values to local memory) or a file does
not compile, so a test can gate on it; the register counts are the record.

With --baseline-dir DIR it also gates register growth against the records
DIR/*-kernel-resources.md (the newest by name, which starts with the date):
a kernel that now uses more than 10% more registers than the newest record
fails, and so does one that grew by as much from the previous record to the
newest unless the newest lists it under "## Register growth explained" as
`ARCH FILE KERNEL` (the kernel with or without its template arguments).
Kernels are matched by architecture, file, the function the kernel came
from, its rank among that function's kernels and its template arguments, as
the line number in a kernel's name moves with every edit of the source.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ENTRY = re.compile(r"Compiling entry function '([^']+)' for '(sm_\d+)'")
FRAME = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, "
                   r"(\d+) bytes spill loads")
USED = re.compile(r"Used (\d+) registers(?:, used \d+ barriers)?(?:, (\d+) bytes smem)?")


def demangle(names):
    filt = shutil.which("c++filt")
    if not filt or not names:
        return {n: n for n in names}
    out = subprocess.run([filt], input="\n".join(names), capture_output=True,
                         text=True).stdout.splitlines()
    # Drop the parameter list: the template arguments name the instance.
    short = [re.sub(r"^void ", "", re.sub(r"\(.*\)$", "", o)) for o in out]
    return dict(zip(names, short)) if len(short) == len(names) else {n: n for n in names}


def parse(log):
    """[(mangled, arch, regs, spill_stores, spill_loads, smem)] from ptxas -v."""
    kernels, current = [], None
    for line in log.splitlines():
        if m := ENTRY.search(line):
            current = {"name": m.group(1), "arch": m.group(2), "stores": 0,
                       "loads": 0, "regs": 0, "smem": 0}
            kernels.append(current)
        elif current and (m := FRAME.search(line)):
            current["stores"], current["loads"] = int(m.group(2)), int(m.group(3))
        elif current and (m := USED.search(line)):
            current["regs"] = int(m.group(1))
            current["smem"] = int(m.group(2) or 0)
    return kernels


GROWTH = 1.10
ROW = re.compile(r"^\| (sm_\d+) \| ([^|]+?) \| `([^`]+)` \| (\d+) \|")
NAME = re.compile(r"^(?P<func>.*?)_(?P<line>\d+)_kernel(?P<args><.*>)?$")


def keyed(rows):
    """{(arch, file, function, rank, args): (name, regs)} for [(arch, file, name, regs)].

    The rank orders a function's kernels by their source line, so a key
    survives edits that move the kernels but keep their order."""
    lines = {}
    for arch, file, name, _ in rows:
        if m := NAME.match(name):
            lines.setdefault((arch, file, m["func"]), set()).add(int(m["line"]))
    out = {}
    for arch, file, name, regs in rows:
        m = NAME.match(name)
        if not m:
            out[(arch, file, name, 0, "")] = (name, regs)
            continue
        rank = sorted(lines[(arch, file, m["func"])]).index(int(m["line"]))
        out[(arch, file, m["func"], rank, m["args"] or "")] = (name, regs)
    return out


def read_record(path):
    """([(arch, file, name, regs)], {explained "ARCH FILE KERNEL"}) of a record."""
    rows, explained, section = [], set(), None
    for line in path.read_text().splitlines():
        if line.startswith("## "):
            section = line[3:].strip().lower()
        elif m := ROW.match(line):
            rows.append((m[1], m[2].strip(), m[3], int(m[4])))
        elif section == "register growth explained" and (m := re.match(r"^\s*[-*] `([^`]+)`", line)):
            explained.add(" ".join(m[1].split()))
    return rows, explained


def grown(old, new, explained=None):
    """Messages for kernels of `new` above GROWTH times their `old` registers."""
    before, msgs = keyed(old), []
    for key, (name, regs) in sorted(keyed(new).items()):
        if key not in before or regs <= before[key][1] * GROWTH:
            continue
        arch, file = key[0], key[1]
        base = re.sub(r"<.*>$", "", name)
        if explained is not None and ({f"{arch} {file} {name}", f"{arch} {file} {base}"} & explained):
            continue
        msgs.append(f"{arch} {file} {name}: {regs} registers, {before[key][1]} in the record "
                    f"({before[key][0]})")
    return msgs


def check_growth(rows, directory):
    """1 when registers grew by more than 10% without an explanation."""
    records = sorted(directory.glob("*-kernel-resources.md"))
    if not records:
        print(f"no {directory}/*-kernel-resources.md to compare with", file=sys.stderr)
        return 1
    newest, explained = read_record(records[-1])
    current = [(a, f, n, k["regs"]) for a, f, n, k in rows]
    failed = False
    for msg in grown(newest, current):
        print(f"register growth over 10% against {records[-1].name}: {msg}; record the new "
              f"counts in a new {directory.name}/DATE-kernel-resources.md and explain it there",
              file=sys.stderr)
        failed = True
    if len(records) > 1:
        previous, _ = read_record(records[-2])
        for msg in grown(previous, newest, explained):
            print(f"register growth over 10% from {records[-2].name} to {records[-1].name} is not "
                  f"explained under '## Register growth explained': {msg}", file=sys.stderr)
            failed = True
    return 1 if failed else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--nvcc", default=shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc")
    ap.add_argument("--arch", action="append", help="sm_80, sm_90 (repeatable; default sm_80)")
    ap.add_argument("-I", dest="includes", action="append", default=[])
    ap.add_argument("--markdown", type=Path, help="also write a Markdown table here")
    ap.add_argument("--baseline-dir", type=Path,
                    help="gate register growth against DIR/*-kernel-resources.md")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1,
                    help="nvcc runs at once (default: the cores)")
    args = ap.parse_args()
    archs = args.arch or ["sm_80"]

    def compile_one(job):
        arch, f = job
        # Device code only (-cubin): ptxas reports the same, and the host
        # compilation (two thirds of the time) is the other tests' job.
        cmd = [args.nvcc, "-std=c++17", "-O3", "-arch=" + arch, "--expt-relaxed-constexpr", "--extended-lambda", "-Xptxas", "-v",
               "-cubin", str(f), "-o", "/dev/null"]
        cmd += ["-I" + i for i in args.includes]
        return arch, f, subprocess.run(cmd, capture_output=True, text=True)

    jobs = [(arch, f) for arch in archs for f in args.files]
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(compile_one, jobs))
    rows, failed = [], False
    for arch, f, proc in results:
        if proc.returncode != 0:
            print(f"{arch} {f.name}: does not compile\n{proc.stderr}", file=sys.stderr)
            failed = True
            continue
        kernels = parse(proc.stderr)
        names = demangle([k["name"] for k in kernels])
        for k in kernels:
            rows.append((arch, f.name, names[k["name"]], k))
            failed |= k["stores"] > 0 or k["loads"] > 0

    for arch, file, name, k in rows:
        print(f"{arch} {file} {name}: {k['regs']} registers, {k['stores']} spill stores, "
              f"{k['loads']} spill loads, {k['smem']} bytes smem")
    if args.markdown:
        lines = ["| arch | file | kernel | registers | spill stores | spill loads | smem bytes |",
                 "|---|---|---|---|---|---|---|"]
        lines += [f"| {a} | {f} | `{n}` | {k['regs']} | {k['stores']} | {k['loads']} | {k['smem']} |"
                  for a, f, n, k in rows]
        args.markdown.write_text("\n".join(lines) + "\n")
    if args.baseline_dir and check_growth(rows, args.baseline_dir):
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Registers, spills and shared memory of every kernel in CUDA files.

Compiles each file with `nvcc -Xptxas -v` for each architecture and prints
one line per kernel (demangled):

    sm_90 stream_acc.cu main_61_kernel<true>: 16 registers, 0 spill stores,
        0 spill loads, 0 bytes smem

and, with --markdown FILE, the same as a Markdown table. The exit status is
1 when any kernel spills (ptxas moved values to local memory) or a file does
not compile, so a test can gate on it; the register counts are the record.
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


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--nvcc", default=shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc")
    ap.add_argument("--arch", action="append", help="sm_80, sm_90 (repeatable; default sm_80)")
    ap.add_argument("-I", dest="includes", action="append", default=[])
    ap.add_argument("--markdown", type=Path, help="also write a Markdown table here")
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
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

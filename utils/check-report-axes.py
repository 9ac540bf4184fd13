#!/usr/bin/env python3
"""Checks the loop -> blockIdx/threadIdx mapping of an `acc2cuda --report=json`
run (issue 6's gate: the contiguous-index loop runs on threadIdx.x).

usage: check-report-axes.py REPORT.json

For every kernel in the report:
  1. each grid and thread loop runs on the components the generated kernel
     (the file the report names as output) gives its variable: the report
     says what the emitter did;
  2. the innermost grid loop is the one consecutive threads along threadIdx.x
     share ("fastest"), unless a block is a gang;
  3. every loop that walks some array with unit stride (the report's
     "unit_stride") is that loop: the contiguous index is on threadIdx.x.
Prints one line per kernel, `OK` or `FAIL` with the reason; exits 1 on any
failure.
"""
import json
import os
import re
import sys

# Where the generated kernels take their iteration numbers from.
# Index arithmetic is in long long, or in int (KernelPlan::IntIndices).
INDEX = r"(?:long long|int)"
STRIDE = re.compile(r"for \(" + INDEX + r" acc2cuda_(\w+) = \(" + INDEX +
                    r"\)blockIdx\.(\w) \* blockDim\.\w \+ threadIdx\.(\w);")
GANG = re.compile(r"for \(" + INDEX + r" acc2cuda_(\w+) = blockIdx\.(\w);")
# A loop over a block's threads; over all of a block of worker rows, x first.
THREAD = re.compile(r"for \(long long acc2cuda_(t\d+) = threadIdx\.(\w)"
                    r"(?: \+ blockDim\.x \* threadIdx\.y)?;")
DERIVED = re.compile(INDEX + r" acc2cuda_(\w+) = acc2cuda_(\w+);")
INDUCTION = re.compile(r"(\w+) = \([^;()]*\)\((?:\(int\))?acc2cuda_t?lb[\d_]+ \+ "
                       r"\(?acc2cuda_(\w+?)\b")


def kernel_text(source, name):
    """The body of `__global__ void name(...)`, whitespace collapsed."""
    m = re.search(r"__global__\s+void\s+%s\(" % re.escape(name), source)
    if not m:
        return None
    start = source.index("{", source.index(")", m.end()))
    depth = 0
    for i in range(start, len(source)):
        depth += {"{": 1, "}": -1}.get(source[i], 0)
        if depth == 0:
            return re.sub(r"\s+", " ", source[start:i + 1])
    return None


def emitted_axes(body):
    """{variable: set of (block component, thread component)} of a kernel."""
    index = {}
    for var, block, thread in STRIDE.findall(body):
        index[var] = (block, thread)
    for var, block in GANG.findall(body):
        index[var] = (block, None)
    for var, thread in THREAD.findall(body):
        index[var] = (None, thread)
    for var, source in DERIVED.findall(body):
        if source in index:
            index[var] = index[source]
    axes = {}
    for var, source in INDUCTION.findall(body):
        if source in index:
            axes.setdefault(var, set()).add(index[source])
    return axes


def words(axes):
    block, thread = axes
    return " ".join(w for w in ("blockIdx." + block if block else "",
                                "threadIdx." + thread if thread else "") if w)


def describe(loop):
    if loop["level"] == "thread":
        where = "threadIdx." + loop["thread"]
    elif "thread" in loop:
        where = loop["thread"]
    else:
        where = "blockIdx." + loop["block"]
    if loop.get("flattened"):
        where += " flattened"
    if loop.get("unit_stride"):
        where += "; unit stride in " + ", ".join(loop["unit_stride"])
    return "%s(%s)" % (loop.get("var", "?"), where)


def check(construct, source):
    """The reasons a kernel fails the gate, and its mapping in words."""
    loops = [l for l in construct.get("loops", []) if l["level"] != "sequential"]
    problems = []
    body = kernel_text(source, construct["kernel"]) if source else None
    if body is None:
        problems.append("no kernel %s in the output" % construct["kernel"])
    else:
        emitted = emitted_axes(body)
        for l in loops:
            want = (l.get("block"), l.get("thread"))
            got = emitted.get(l.get("var"), set())
            if want not in got:
                problems.append("the report puts %s on %s, the kernel on %s"
                                % (l.get("var"), words(want),
                                   " or ".join(sorted(map(words, got))) or "nothing"))
    grid = [l for l in loops if l["level"] == "grid"]
    if grid and "thread" in grid[-1] and not (grid[-1]["thread"] == "x" and
                                              grid[-1].get("fastest")):
        problems.append("the innermost loop %s is not on threadIdx.x" % grid[-1].get("var"))
    for l in loops:
        if l.get("fastest") and l.get("thread") != "x":
            problems.append("the fastest loop %s is not on threadIdx.x" % l.get("var"))
        if l.get("unit_stride") and not l.get("fastest"):
            problems.append("%s walks %s with unit stride but consecutive threads "
                            "do not take consecutive %s"
                            % (l.get("var"), ", ".join(l["unit_stride"]), l.get("var")))
    return problems, " ".join(describe(l) for l in loops) or "one thread"


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip())
    with open(sys.argv[1]) as f:
        report = json.load(f)
    failed = 0
    for file in report["files"]:
        source = None
        if file["output"] and os.path.exists(file["output"]):
            with open(file["output"]) as f:
                source = f.read()
        for c in file["constructs"]:
            if "kernel" not in c:
                continue
            problems, mapping = check(c, source)
            where = "%s:%d %s" % (os.path.basename(file["input"]), c["line"], c["kernel"])
            print("%s %s: %s" % ("FAIL" if problems else "OK", where, mapping))
            for p in problems:
                print("  " + p)
            failed += bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Writes the acc2cuda(1) man page from the program's own --help.

Usage: gen-manpage.py ACC2CUDA OUTPUT

The options section is `acc2cuda --help`, so the page lists exactly the
options the binary has; the rest says what the README says, briefly.
"""
import re
import subprocess
import sys


def roff(text):
    """Escapes text for a troff line (not at a line start)."""
    return text.replace("\\", "\\e").replace("-", "\\-")


def options(help_text):
    """(name, description, [(value, description)]) for each option."""
    out = []
    section = None
    for line in help_text.splitlines():
        if re.match(r"^\S.*:$", line):
            section = line[:-1]
            continue
        if section != "acc2cuda options":
            continue
        m = re.match(r"^  (-\S+(?: <[^>]+>)?)\s+- (.*)$", line)
        if m:
            out.append([m.group(1), m.group(2), []])
            continue
        m = re.match(r"^    (=\S+)\s+-\s+(.*)$", line)
        if m and out:
            out[-1][2].append((m.group(1), m.group(2)))
    return out


def main():
    binary, output = sys.argv[1:]
    help_text = subprocess.run([binary, "--help"], capture_output=True,
                               text=True, check=True).stdout
    version = subprocess.run([binary, "--version"], capture_output=True,
                             text=True, check=True).stdout.split()[1]
    opts = options(help_text)
    if not opts:
        sys.exit("gen-manpage: no options found in --help")
    lines = [
        f'.TH ACC2CUDA 1 "" "acc2cuda {version}" "User Commands"',
        ".SH NAME",
        "acc2cuda \\- translate OpenACC and OpenMP offload directives to CUDA",
        ".SH SYNOPSIS",
        ".B acc2cuda",
        "[\\fIoptions\\fR] \\fIfile\\fR... [\\fB\\-\\-\\fR \\fIcompiler args\\fR]",
        ".SH DESCRIPTION",
        "acc2cuda reads C and C++ files annotated with OpenACC",
        "(\\fB#pragma acc\\fR) or OpenMP offload (\\fB#pragma omp target\\fR)",
        "directives and writes equivalent CUDA: \\fB__global__\\fR kernels,",
        "device memory management through a present table, launches and",
        "reductions. Each input becomes one output (\\fIstem\\fR.cu by",
        "default); code without directives is kept as it is. Arguments after",
        "\\fB\\-\\-\\fR go to the C++ parser (\\fB\\-I\\fR, \\fB\\-D\\fR,",
        "\\fB\\-std=\\fR); with \\fB\\-p\\fR they come from a",
        "compile_commands.json.",
        ".PP",
        "A directive or clause acc2cuda cannot translate is an error with an",
        "ID (A2C1001...), and nothing is written for that input.",
        ".SH OPTIONS",
    ]
    for name, desc, values in opts:
        lines += [".TP", f"\\fB{roff(name)}\\fR", roff(desc)]
        for value, vdesc in values:
            lines += [".RS", ".TP", f"\\fB{roff(value)}\\fR", roff(vdesc), ".RE"]
    lines += [
        ".TP",
        "\\fB\\-\\-help\\fR, \\fB\\-\\-version\\fR",
        "Print the options or the version and exit.",
        ".SH EXIT STATUS",
        "0 on success, 1 when an error was reported (no output is written",
        "for that input), 2 for usage errors.",
        ".SH ENVIRONMENT",
        "Read by translated programs at run time:",
        ".TP",
        "\\fBACC2CUDA_NOTIFY=1\\fR",
        "log each kernel launch and data transfer.",
        ".TP",
        "\\fBACC2CUDA_TIME=1\\fR",
        "print per-directive transfer counts and times at exit.",
        ".SH EXAMPLES",
        ".nf",
        "acc2cuda jacobi.cpp \\-o jacobi.cu",
        "nvcc \\-std=c++17 \\-arch=sm_80 \\-\\-expt\\-relaxed\\-constexpr \\-\\-extended\\-lambda \\-I<prefix>/lib/acc2cuda/include \\e",
        "     jacobi.cu \\-o jacobi",
        "acc2cuda \\-j 8 \\-\\-in\\-root src \\-\\-out\\-root build/cuda \\e",
        "     $(find src \\-name '*.cpp') \\-\\- \\-Iinclude",
        ".fi",
        ".SH FILES",
        ".TP",
        "\\fI<prefix>/lib/acc2cuda/include\\fR",
        "the runtime headers translated code includes",
        "(\\fBacc2cuda/runtime.h\\fR, \\fBopenacc.h\\fR).",
        ".TP",
        "\\fI<prefix>/lib/cmake/acc2cuda\\fR",
        "the CMake package: \\fBfind_package(acc2cuda)\\fR,",
        "\\fBacc2cuda_add_executable\\fR, \\fBacc2cuda_target_sources\\fR.",
        ".SH SEE ALSO",
        "\\fBacc2cuda\\-check\\fR \\-\\-help, \\fBnvcc\\fR(1);",
        "docs/diagnostics.md, docs/openacc.md, docs/openmp.md and",
        "docs/report.schema.json in the source tree.",
    ]
    with open(output, "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()

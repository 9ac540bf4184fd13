#!/usr/bin/env bash
# Builds acc2cuda and runs the whole test suite: unit tests (GoogleTest via
# ctest) and the lit suite (translation, diagnostics, run/equivalence).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/utils/build.sh"
cd "$root/build"
ctest --output-on-failure -j2
cmake --build . --target check-lit

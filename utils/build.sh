#!/usr/bin/env bash
# Installs dependencies, configures and builds acc2cuda into build/.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/utils/setup.sh"
cmake -S "$root" -B "$root/build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$root/build"

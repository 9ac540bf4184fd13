#!/usr/bin/env bash
# The main job on the built-in example: translate the OpenACC Laplace 2D
# solver to CUDA, compile it with nvcc, run it (on the GPU if there is one,
# else on the host simulator) and check that its output equals the original.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/utils/build.sh" >/dev/null
example="${1:-$root/examples/laplace2d/laplace2d_acc.cpp}"
exec python3 "$root/tool/acc2cuda-check" --acc2cuda "$root/build/bin/acc2cuda" \
  --runtime-include "$root/runtime/include" "$example"

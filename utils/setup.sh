#!/usr/bin/env bash
# Installs what acc2cuda needs to build and test (Debian 12 packages).
# As root it runs apt-get; otherwise it prints the exact command to run.
set -euo pipefail

PACKAGES=(
  cmake ninja-build g++ python3 python3-jsonschema
  clang-19 libclang-19-dev llvm-19-dev llvm-19-tools libomp-19-dev
  libclang-rt-19-dev
  libboost-context-dev libgtest-dev
  libopenmpi-dev openmpi-bin
)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "acc2cuda setup: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}"
  else
    echo "acc2cuda setup: missing packages; run as root:" >&2
    echo "  apt-get update && apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

NVCC="${CUDACXX:-/usr/local/cuda/bin/nvcc}"
if [ ! -x "$NVCC" ] && ! command -v nvcc >/dev/null; then
  echo "acc2cuda setup: note: nvcc not found (set CUDACXX); generated CUDA" \
       "will not be compiled, the host simulator still runs it." >&2
fi

#!/usr/bin/env bash
# The robustness job: builds acc2cuda with AddressSanitizer and
# UndefinedBehaviorSanitizer (clang 19) in build-fuzz/, runs the translation,
# diagnostics and driver tests through that binary (any sanitizer report
# fails them), then fuzzes the directive parser and clause importer for
# FUZZ_SECONDS (default 60) from a seed corpus of every directive in test/
# and examples/. A crash leaves its input in build-fuzz/fuzz-crashes/; add
# it to test/ as a regression test.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/build-fuzz"
seconds="${FUZZ_SECONDS:-60}"
"$root/utils/setup.sh"
# No nvcc in these tests: the main suite compiles every output; here only
# the translator runs, instrumented. -O0 builds in two thirds of the time of
# -O1 and the tests run fast enough either way; the sanitizers see the same.
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=None -DCMAKE_CXX_FLAGS=-O0 \
  -DCMAKE_CXX_COMPILER=clang++-19 -DCMAKE_C_COMPILER=clang-19 \
  -DACC2CUDA_FUZZ=ON -DBUILD_TESTING=ON -DACC2CUDA_NVCC=/nonexistent/nvcc \
  >/dev/null
cmake --build "$build" --target acc2cuda acc2cuda-manpage acc2cuda-fuzz-directive

# Leaks of the translator's one-shot parse are not bugs worth failing on;
# every other report is. ASan's per-thread alternate signal stack fails to
# unmap at the exit of a -j worker thread (LLVM's signal handling installs
# its own), an abort that is no bug of ours: ASan keeps its handlers without it.
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1:use_sigaltstack=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv \
  --param acc2cuda_site_config="$build/test/lit.site.cfg.py" \
  "$root/test/translate" "$root/test/diagnostics" "$root/test/driver"

corpus="$build/fuzz-corpus"
crashes="$build/fuzz-crashes"
rm -rf "$corpus"
mkdir -p "$corpus" "$crashes"
python3 "$root/utils/fuzz-seeds.py" "$corpus" "$root/test" "$root/examples"
"$build/bin/acc2cuda-fuzz-directive" -max_total_time="$seconds" \
  -max_len=512 -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 \
  -artifact_prefix="$crashes/" "$corpus"

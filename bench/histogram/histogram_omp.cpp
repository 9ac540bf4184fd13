// histogram_omp.cpp - 256-bin histogram built with atomic updates (OpenMP
// offload).
//
// Measures the throughput of atomic increments into a small shared table: N
// 32-bit keys (a deterministic integer hash of the index, made on the host)
// are read once and counted into 256 bins by their top 8 bits with
// `#pragma omp atomic update`. Keys and bins stay in one `omp target data`
// region; the bins are cleared on the device before each (timed) histogram.
// Usage: histogram_omp [N] [REPS] (defaults 1<<28 keys, 10).
// stderr: one BENCH line (best repetition); stdout: bin counts and checksums.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

enum { NBINS = 256 };

// Integer hash of the index: the 32-bit finalizer of MurmurHash3.
static unsigned int hash_index(unsigned int x) {
  x ^= x >> 16;
  x *= 0x85ebca6bu;
  x ^= x >> 13;
  x *= 0xc2b2ae35u;
  x ^= x >> 16;
  return x;
}

static double now_seconds() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

int main(int argc, char **argv) {
  const long n = argc > 1 ? atol(argv[1]) : 1L << 28;
  const int reps = argc > 2 ? atoi(argv[2]) : 10;
  if (n < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [N >= 1] [REPS >= 1]\n", argv[0]);
    return 2;
  }

  std::vector<unsigned int> vkeys(n);
  std::vector<unsigned long long> vbins(NBINS, 0);
  unsigned int *keys = vkeys.data();
  unsigned long long *bins = vbins.data();
  for (long i = 0; i < n; ++i)
    keys[i] = hash_index((unsigned int)i);

  double best = 1e30;
  // clang-format off
#pragma omp target data map(to: keys[0:n]) map(tofrom: bins[0:NBINS])
  // clang-format on
  {
    // Repetition 0 is the untimed warm-up.
    for (int r = 0; r <= reps; ++r) {
#pragma omp target teams distribute parallel for
      for (int b = 0; b < NBINS; ++b)
        bins[b] = 0;

      const double t0 = now_seconds();
#pragma omp target teams distribute parallel for
      for (long i = 0; i < n; ++i) {
        const unsigned int b = keys[i] >> 24;
#pragma omp atomic update
        bins[b] += 1;
      }
      const double t1 = now_seconds();
      if (r > 0 && t1 - t0 < best)
        best = t1 - t0;
    }
  }

  // Minimum traffic: read every key once, write the bins once.
  fprintf(
      stderr, "BENCH kernel=histogram seconds=%.6e bytes=%.0f flops=0\n", best,
      (double)n * sizeof(unsigned int) + NBINS * sizeof(unsigned long long));

  unsigned long long total = 0, weighted = 0, lo = bins[0], hi = bins[0];
  for (int b = 0; b < NBINS; ++b) {
    total += bins[b];
    weighted += (unsigned long long)(b + 1) * bins[b];
    lo = bins[b] < lo ? bins[b] : lo;
    hi = bins[b] > hi ? bins[b] : hi;
  }
  printf("histogram: n = %ld, reps = %d, bins = %d\n", n, reps, (int)NBINS);
  printf("total = %llu, weighted = %llu\n", total, weighted);
  printf("min bin = %llu, max bin = %llu\n", lo, hi);
  printf("bins[0] = %llu, bins[127] = %llu, bins[255] = %llu\n", bins[0],
         bins[127], bins[255]);
  return 0;
}

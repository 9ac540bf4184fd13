// pi_acc.cpp - pi by midpoint-rule integration of 4/(1+x^2) over [0,1]
// (OpenACC).
//
// Measures the throughput of a compute-bound loop (one division per step)
// ending in a sum reduction: `parallel loop reduction(+:sum)`. There are no
// arrays, so only the reduction scalar moves between host and device.
// Usage: pi_acc [N] [REPS] (defaults 1<<30 steps, 10).
// stderr: one BENCH line (best repetition); stdout: the value of pi.
#include <chrono>
#include <cstdio>
#include <cstdlib>

static double now_seconds() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

int main(int argc, char **argv) {
  const long n = argc > 1 ? atol(argv[1]) : 1L << 30;
  const int reps = argc > 2 ? atoi(argv[2]) : 10;
  if (n < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [N >= 1] [REPS >= 1]\n", argv[0]);
    return 2;
  }
  const double step = 1.0 / (double)n;

  double pi = 0.0;
  double best = 1e30;
  // Repetition 0 is the untimed warm-up.
  for (int r = 0; r <= reps; ++r) {
    const double t0 = now_seconds();
    double sum = 0.0;
#pragma acc parallel loop reduction(+ : sum)
    for (long i = 0; i < n; ++i) {
      const double x = ((double)i + 0.5) * step;
      sum += 4.0 / (1.0 + x * x);
    }
    pi = step * sum;
    const double t1 = now_seconds();
    if (r > 0 && t1 - t0 < best)
      best = t1 - t0;
  }

  // Per step: add, mul (x), mul, add, div, add (sum).
  fprintf(stderr, "BENCH kernel=pi seconds=%.6e bytes=0 flops=%.0f\n", best,
          6.0 * (double)n);
  printf("pi: n = %ld, reps = %d\n", n, reps);
  printf("pi = %.12e\n", pi);
  return 0;
}

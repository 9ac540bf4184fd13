// stream_acc.cpp - STREAM-style memory bandwidth benchmark (OpenACC).
//
// Measures the sustained device memory bandwidth of five kernels on three
// double arrays of N elements: copy (c = a), scale (b = s*c), add (c = a + b),
// triad (a = b + s*c) and dot (sum of a*b). All kernels run inside one
// `acc data` region, so the timed repetitions move no array between host and
// device. Usage: stream_acc [N] [REPS] (defaults 1<<26 doubles per array, 20).
// stderr: one BENCH line per kernel (best repetition); stdout: checksums.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

static double now_seconds() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

int main(int argc, char **argv) {
  const long n = argc > 1 ? atol(argv[1]) : 1L << 26;
  const int reps = argc > 2 ? atoi(argv[2]) : 20;
  if (n < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [N >= 1] [REPS >= 1]\n", argv[0]);
    return 2;
  }
  const double scalar = 0.4;

  std::vector<double> va(n), vb(n), vc(n);
  double *a = va.data();
  double *b = vb.data();
  double *c = vc.data();
  for (long i = 0; i < n; ++i) {
    a[i] = 1.0 + (double)(i % 16) / 16.0;
    b[i] = 2.0 - (double)(i % 8) / 8.0;
    c[i] = 0.5;
  }

  enum { COPY, SCALE, ADD, TRIAD, DOT, NKERNELS };
  double best[NKERNELS];
  for (int k = 0; k < NKERNELS; ++k)
    best[k] = 1e30;
  double dot = 0.0;

  // clang-format off
#pragma acc data copy(a[0:n], b[0:n], c[0:n])
  // clang-format on
  {
    // Repetition 0 is the untimed warm-up.
    for (int r = 0; r <= reps; ++r) {
      double t[NKERNELS + 1];
      t[0] = now_seconds();

      // clang-format off
#pragma acc parallel loop present(a[0:n], c[0:n])
      // clang-format on
      for (long i = 0; i < n; ++i)
        c[i] = a[i];
      t[1] = now_seconds();

      // clang-format off
#pragma acc parallel loop present(b[0:n], c[0:n])
      // clang-format on
      for (long i = 0; i < n; ++i)
        b[i] = scalar * c[i];
      t[2] = now_seconds();

      // clang-format off
#pragma acc parallel loop present(a[0:n], b[0:n], c[0:n])
      // clang-format on
      for (long i = 0; i < n; ++i)
        c[i] = a[i] + b[i];
      t[3] = now_seconds();

      // clang-format off
#pragma acc parallel loop present(a[0:n], b[0:n], c[0:n])
      // clang-format on
      for (long i = 0; i < n; ++i)
        a[i] = b[i] + scalar * c[i];
      t[4] = now_seconds();

      double sum = 0.0;
      // clang-format off
#pragma acc parallel loop present(a[0:n], b[0:n]) reduction(+:sum)
      // clang-format on
      for (long i = 0; i < n; ++i)
        sum += a[i] * b[i];
      t[5] = now_seconds();
      dot = sum;

      if (r > 0)
        for (int k = 0; k < NKERNELS; ++k)
          if (t[k + 1] - t[k] < best[k])
            best[k] = t[k + 1] - t[k];
    }
  }

  const char *label[NKERNELS] = {"copy", "scale", "add", "triad", "dot"};
  const double words[NKERNELS] = {2.0, 2.0, 3.0, 3.0, 2.0};
  const double flops[NKERNELS] = {0.0, 1.0, 1.0, 2.0, 2.0};
  for (int k = 0; k < NKERNELS; ++k)
    fprintf(stderr, "BENCH kernel=%s seconds=%.6e bytes=%.0f flops=%.0f\n",
            label[k], best[k], words[k] * 8.0 * (double)n,
            flops[k] * (double)n);

  double sa = 0.0, sb = 0.0, sc = 0.0;
  for (long i = 0; i < n; ++i) {
    sa += a[i];
    sb += b[i];
    sc += c[i];
  }
  printf("stream: n = %ld, reps = %d\n", n, reps);
  printf("sum(a) = %.12e\n", sa);
  printf("sum(b) = %.12e\n", sb);
  printf("sum(c) = %.12e\n", sc);
  printf("dot = %.12e\n", dot);
  return 0;
}

// pipeline_acc.cpp - a chunked transfer/compute pipeline on async queues
// (OpenACC).
//
// Follows the "asynchronous example 2" of seed 002 (CSCS "Introduction to
// OpenACC"): a field is processed in chunks; each chunk's upload, kernel
// and download go on a queue of its own (the chunk number, which the
// runtime maps back onto its pool of streams), so one chunk's transfers
// overlap another chunk's kernel. A second part follows "example 1": two
// independent arrays, each entered, computed and copied out on its own
// queue while the host computes something else, then one `wait`.
//
// Usage: pipeline_acc [chunks] [chunk length]
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

// Chunked: upload chunk j, transform it, download it, all on queue j + 1.
static double pipeline(int nchunks, int nvec) {
  std::vector<double> av(static_cast<size_t>(nchunks) * nvec);
  std::vector<double> bv(av.size());
  double *a = av.data(), *b = bv.data();
  const long n = static_cast<long>(av.size());
  for (long k = 0; k < n; ++k)
    a[k] = std::sin(0.001 * static_cast<double>(k));

#pragma acc data create(a [0:n], b [0:n])
  {
    for (int j = 0; j < nchunks; ++j) {
      const long lo = static_cast<long>(j) * nvec;
#pragma acc update device(a [lo:nvec]) async(j + 1)
#pragma acc parallel loop present(a [0:n], b [0:n]) async(j + 1)
      for (long i = lo; i < lo + nvec; ++i)
        b[i] = a[i] * a[i] + 2.0 * a[i] + 1.0;
#pragma acc update self(b [lo:nvec]) async(j + 1)
    }
#pragma acc wait
  }

  double sum = 0.0;
  for (long k = 0; k < n; ++k)
    sum += b[k];
  return sum;
}

// Two independent arrays on two queues; the host works meanwhile.
static void two_queues(int n, double &sa, double &sb, double &host) {
  std::vector<double> av(n), bv(n);
  double *a = av.data(), *b = bv.data();
  for (int i = 0; i < n; ++i)
    a[i] = i;
#pragma acc enter data copyin(a [0:n]) async(1)
  for (int i = 0; i < n; ++i)
    b[i] = n - i;
#pragma acc enter data copyin(b [0:n]) async(2)
#pragma acc parallel loop present(a [0:n]) async(1)
  for (int i = 0; i < n; ++i)
    a[i] = 3.0 * a[i] + 1.0;
#pragma acc exit data copyout(a [0:n]) async(1)
#pragma acc parallel loop present(b [0:n]) async(2)
  for (int i = 0; i < n; ++i)
    b[i] = b[i] * b[i];
#pragma acc exit data copyout(b [0:n]) async(2)
  host = 0.0;
  for (int i = 0; i < n; ++i)
    host += 1.0 / (1.0 + i);
#pragma acc wait
  sa = sb = 0.0;
  for (int i = 0; i < n; ++i) {
    sa += a[i];
    sb += b[i];
  }
}

int main(int argc, char **argv) {
  const int nchunks = argc > 1 ? std::atoi(argv[1]) : 8;
  const int nvec = argc > 2 ? std::atoi(argv[2]) : 4096;
  if (nchunks < 1 || nvec < 1) {
    std::fprintf(stderr, "usage: pipeline_acc [chunks >= 1] [length >= 1]\n");
    return 2;
  }
  std::printf("pipeline: %d chunks of %d\n", nchunks, nvec);
  std::printf("sum = %.10g\n", pipeline(nchunks, nvec));
  double sa, sb, host;
  two_queues(nvec, sa, sb, host);
  std::printf("queue 1 sum = %.10g\n", sa);
  std::printf("queue 2 sum = %.10g\n", sb);
  std::printf("host sum = %.10g\n", host);
  return 0;
}

// RUN: %acc2cuda --target=host %s -o %t.cpp 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %host_cxx %sim_cxxflags %t.cpp -o %t.sim %sim_ldflags
// RUN: %t.sim | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu 2>/dev/null && %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda %s -o %t.cu --report 2>/dev/null | FileCheck %s --check-prefix=REPORT
// OpenACC 3.3's `zero` modifier: device memory that create and copyout
// allocate starts zeroed (data, compute and enter data directives); the
// host values differ, so the numbers show which memory was read. And
// num_workers x vector_length above CUDA's 1024 threads per block runs
// with 1024 threads (a warning when the sizes are constants; the runtime
// clamps sizes known only at run time).
// CHECK: acc 4999 out 3.12375e+06 0 1 scratch 1.25225e+07 counts 640
// WARN: zero-and-block-limits.cpp:[[@LINE+36]]:13: warning: num_workers(32) x vector_length(128) asks for 4096 threads per block; CUDA allows 1024, which the kernel uses [A2C3010]
// REPORT: copyout(out, n elements): to the host at exit (zeroed); cudaMalloc/cudaMemcpy/cudaFree in the output
// REPORT: launch: 1-D grid from the trip count, 1024 threads per block

#include <cstdio>

int main(int argc, char **argv) {
  const int n = 5000;
  static double acc[n], out[n], scratch[n];
  static int counts[64];
  for (int i = 0; i < n; ++i) {
    acc[i] = 7; // never copied in: the device copy starts at zero
    out[i] = -1;
    scratch[i] = 3;
  }
  for (int i = 0; i < 64; ++i)
    counts[i] = 99;
#pragma acc data create(zero : acc[0:n])
  {
#pragma acc parallel loop present(acc[0:n])
    for (int i = 0; i < n; ++i)
      acc[i] += i % 3;
#pragma acc update self(acc[0:n])
  }
  // Only the even elements are written: the odd ones come back as zeros.
#pragma acc parallel loop copyout(zero : out[0:n])
  for (int i = 0; i < n; i += 2)
    out[i] = i * 0.5;
#pragma acc enter data create(zero : counts)
#pragma acc parallel loop present(counts)
  for (int i = 0; i < 640; ++i) {
#pragma acc atomic update
    counts[i % 64] += 1;
  }
#pragma acc exit data copyout(counts)
  // 32 x 128 threads requested: the block has 1024.
#pragma acc kernels loop gang worker vector num_workers(32) vector_length(128) copy(scratch)
  for (int i = 0; i < n; ++i)
    scratch[i] = scratch[i] * 2 + i;
  // The same, sized at run time.
  int workers = 16 + argc, lanes = 256;
#pragma acc parallel loop num_workers(workers) vector_length(lanes) copy(scratch)
  for (int i = 0; i < n; ++i)
    scratch[i] -= 1;
  double sa = 0, so = 0, ss = 0;
  long sc = 0;
  for (int i = 0; i < n; ++i) {
    sa += acc[i];
    so += out[i];
    ss += scratch[i];
  }
  for (int i = 0; i < 64; ++i)
    sc += counts[i];
  printf("acc %g out %g %g %g scratch %g counts %ld\n", sa, so, out[1], out[2],
         ss, sc);
  return 0;
}

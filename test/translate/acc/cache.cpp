// RUN: %acc2cuda-strip %s %t.cpp
// RUN: %acc2cuda %t.cpp -o %t.cu 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s < %t.cu && %nvcc-compile %t.cu -o %t.o
// `cache` is a hint: accepted inside a loop of a compute construct, with a
// warning, and kept as a comment in the kernel.
void smooth(const float *restrict_in, float *out, int n) {
#pragma acc parallel loop copyin(restrict_in[0:n]) copyout(out[1:n-2])
  for (int i = 1; i < n - 1; ++i) {
#pragma acc cache(readonly: restrict_in[i-1:3])
    out[i] = (restrict_in[i - 1] + restrict_in[i] + restrict_in[i + 1]) / 3;
  }
}
// WARN: cache.cpp.tmp.cpp:9:13: warning: 'cache' accepted and ignored: the kernel reads the data through the GPU's caches [A2C5006]
// CHECK:      __global__ void
// CHECK:      // #pragma acc cache(readonly: restrict_in[i-1:3])
// CHECK-NEXT: out[i] = (restrict_in[i - 1] + restrict_in[i] + restrict_in[i + 1]) / 3;

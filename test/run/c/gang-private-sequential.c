// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// A parallel region's gang-redundant code that assigns the gangs' private
// copies (private, firstprivate; arrays and scalars) before its loops: the
// loops see the assigned values, and the host's firstprivate variables keep
// theirs. The host build runs the region's code on the host's own
// variables, so what it prints of them depends on _OPENACC.
// CHECK: acc2cuda-check: EQUAL: {{.*}}gang-private-sequential.c

#include <stdio.h>

#ifdef _OPENACC
#define COPIES 1
#else
#define COPIES 0
#endif

#define N 1000

int main(void) {
  int t[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  int scale = 3, offset;
  static int out[N];
  static double half[N];

#pragma acc parallel num_gangs(4) firstprivate(t, scale) private(offset) copyout(out[0:N])
  {
    t[0] = t[0] * 10;
    for (int k = 1; k < 8; ++k)
      t[k] += t[k - 1];
    scale = scale * 2;
    offset = t[7] - 100;
#pragma acc loop gang vector
    for (int i = 0; i < N; ++i)
      out[i] = t[i % 8] * scale + offset;
  }
  long sum = 0;
  for (int i = 0; i < N; ++i)
    sum += out[i];
  printf("gang loop: %ld, first %d %d %d\n", sum, out[0], out[1], out[7]);
  printf("host copies kept: %d\n",
         COPIES ? t[0] == 1 && t[7] == 8 && scale == 3
                : t[0] == 10 && t[7] == 45 && scale == 6);

  // kernels-style: one private scalar computed once, two loops reading it.
  double h;
#pragma acc parallel private(h) copyout(half[0:N])
  {
    h = 0.5;
#pragma acc loop
    for (int i = 0; i < N; ++i)
      half[i] = i * h;
#pragma acc loop
    for (int i = 0; i < N; i += 2)
      half[i] += h;
  }
  double hs = 0;
  for (int i = 0; i < N; ++i)
    hs += half[i];
  printf("private scalar: %.1f\n", hs);
  return 0;
}

// The statements that write only the private copies run on one gang; the
// region keeps one device copy of each, from the host's values.
// CODE: // statements of the 'parallel' region at line 27, run by one gang for all: they write only the gangs' private copies, equal in every gang
// CODE: acc2cuda_data.map(t, sizeof(t) / sizeof(t[0]), acc2cuda::MapCopyIn, "t");
// CODE: acc2cuda_data.map(&scale, 1, acc2cuda::MapCopyIn, "scale");
// CODE: acc2cuda_data.map(&offset, 1, acc2cuda::MapCreate, "offset");
// CODE: acc2cuda_c.grid_size(1, acc2cuda_block, 1);

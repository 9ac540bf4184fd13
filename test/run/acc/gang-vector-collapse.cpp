// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda-strip %s %t.cpp
// RUN: %acc2cuda %t.cpp -o %t.cu --report=json --report-file=%t.json 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// RUN: FileCheck %s --check-prefix=REPORT < %t.json
// collapse(n) and tile on a loop inside a gang loop: the nest is one
// iteration space over the block's threads, the innermost loop fastest
// (a 3-D stencil's planes: a gang per k, vector collapse(2) over j and i).
// Blocks around the inner loops are removed with the header; a reduction
// over the collapsed nest; a collapsed nest whose bounds depend on each
// other stays sequential.
// CHECK: acc2cuda-check: EQUAL: {{.*}}gang-vector-collapse.cpp

#include <cstdio>

#define NX 20
#define NY 14
#define NZ 9

int main() {
  static double u[NZ][NY][NX], v[NZ][NY][NX], plane[NZ], tri[NZ];
  for (int k = 0; k < NZ; ++k)
    for (int j = 0; j < NY; ++j)
      for (int i = 0; i < NX; ++i)
        u[k][j][i] = (k * 7 + j * 3 + i) % 11 - 5.0;

#pragma acc parallel loop gang copyin(u) copy(v, plane)
  for (int k = 1; k < NZ - 1; ++k) {
    double c = 0.5 + k;
    double sum = 0;
#pragma acc loop vector collapse(2) reduction(+:sum)
    for (int j = 1; j < NY - 1; ++j) {
      for (int i = NX - 2; i > 0; --i) {
        v[k][j][i] = c * u[k][j][i] + u[k - 1][j][i] + u[k + 1][j][i] +
                     u[k][j - 1][i] + u[k][j + 1][i];
        sum += v[k][j][i];
      }
    }
    plane[k] = sum;
  }

#pragma acc parallel loop gang copy(v)
  for (int k = 0; k < NZ; ++k) {
    const int off = k % 3;
#pragma acc loop tile(8, 4)
    for (int j = 0; j < NY; ++j)
      for (int i = off; i < NX; i += 2)
        v[k][j][i] += off;
  }

#pragma acc parallel loop gang copyin(u) copyout(tri)
  for (int k = 0; k < NZ; ++k) {
    double s = 0;
    // WARN: :[[@LINE+1]]:13: warning: this loop runs sequentially in each thread of the outer loop nest: the bounds of a collapsed inner loop use 'j' [A2C3009]
#pragma acc loop vector collapse(2) reduction(+:s)
    for (int j = 0; j < NY; ++j)
      for (int i = j; i < NX; ++i)
        s += u[k][j][i];
    tri[k] = s;
  }

  double check = 0;
  for (int k = 0; k < NZ; ++k) {
    check += plane[k] * (k % 3) + tri[k];
    for (int j = 0; j < NY; ++j)
      for (int i = 0; i < NX; ++i)
        check += v[k][j][i] * ((i + j) % 4);
  }
  printf("%.6f\n", check);
  return 0;
}

// CODE:      const long long acc2cuda_ttotal0 = acc2cuda_tn0 * acc2cuda_tn0_1;
// CODE:      for (long long acc2cuda_t0 = threadIdx.x;
// CODE-NEXT:      acc2cuda_t0 < acc2cuda_ttotal0; acc2cuda_t0 += blockDim.x) {
// CODE-NEXT:   long long acc2cuda_tr0 = acc2cuda_t0;
// CODE-NEXT:   int i = (int)(acc2cuda_tlb0_1 +
// CODE-NEXT:                 (acc2cuda_tr0 % acc2cuda_tn0_1) * acc2cuda_tst0_1);
// CODE-NEXT:   acc2cuda_tr0 /= acc2cuda_tn0_1;
// CODE-NEXT:   int j = (int)(acc2cuda_tlb0 + acc2cuda_tr0 * acc2cuda_tst0);
// CODE-NEXT:   v[k][j][i] = c * u[k][j][i]

// REPORT:      "thread_loops": [
// REPORT-NEXT:   "j",
// REPORT-NEXT:   "i"
// REPORT-NEXT: ],
// REPORT:      "thread_loops": [
// REPORT-NEXT:   "j",
// REPORT-NEXT:   "i"
// REPORT-NEXT: ],

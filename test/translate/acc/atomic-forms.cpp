// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda %t.cpp -o %t.cu && FileCheck %s < %t.cu && %nvcc-compile %t.cu -o %t.o
// How each atomic statement form is rewritten, in a kernel and in a member
// function whose members are named through 'this->'.

struct Counter {
  int hits = 0;
  int n = 16;
  void count(const int *a) {
#pragma acc parallel loop copyin(a[0:n]) copy(hits)
    for (int i = 0; i < n; ++i) {
#pragma acc atomic update
      this->hits = this->hits + a[i];
    }
  }
};
// CHECK-LABEL: Counter_count_9_kernel(long long acc2cuda_n0,
// CHECK: // #pragma acc atomic update
// CHECK-NEXT: acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Add>(&(hits), (a[i]));

void forms(int *x, double *d, int *v, int n) {
#pragma acc parallel loop copy(x[0:8], d[0:2]) copyout(v[0:n])
  for (int i = 0; i < n; ++i) {
#pragma acc atomic
    x[0] = 3 - x[0];
#pragma acc atomic
    x[1] /= 2;
#pragma acc atomic
    x[2] = x[2] << 1;
#pragma acc atomic
    x[3] = 1 << x[3];
#pragma acc atomic
    d[0] = d[0] * 1.5;
#pragma acc atomic capture
    v[i] = --x[4];
#pragma acc atomic capture
    v[i] = x[5] = x[5] ^ i;
#pragma acc atomic capture
    { x[6]--; v[i] = x[6]; }
#pragma acc atomic capture
    { v[i] = x[7]; x[7] = i; }
#pragma acc atomic read
    d[1] = d[0];
  }
}
// CHECK-LABEL: __global__ void forms_21_kernel(
// CHECK: acc2cuda::atomic_fetch<acc2cuda::AtomicOp::RevSub>(&(x[0]), (3));
// CHECK: acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Div>(&(x[1]), (2));
// CHECK: acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Shl>(&(x[2]), (1));
// CHECK: acc2cuda::atomic_fetch<acc2cuda::AtomicOp::RevShl>(&(x[3]), (1));
// CHECK: acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Mul>(&(d[0]), (1.5));
// CHECK: v[i] = acc2cuda::atomic_op_fetch<acc2cuda::AtomicOp::Sub>(&(x[4]), 1);
// CHECK: v[i] = acc2cuda::atomic_op_fetch<acc2cuda::AtomicOp::Xor>(&(x[5]), (i));
// CHECK: v[i] = acc2cuda::atomic_op_fetch<acc2cuda::AtomicOp::Sub>(&(x[6]), 1);
// CHECK: v[i] = acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Assign>(&(x[7]), (i));
// CHECK: d[1] = acc2cuda::atomic_load(&(d[0]));

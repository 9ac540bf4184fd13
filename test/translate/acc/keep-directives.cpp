// RUN: %acc2cuda-strip %s %t.cpp
// RUN: %acc2cuda %t.cpp -o %t.cu && FileCheck %s < %t.cu
// RUN: %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda --keep-directives=none %t.cpp -o %t.none.cu
// RUN: FileCheck %s --check-prefix=NONE --implicit-check-not=pragma < %t.none.cu
// RUN: %nvcc-compile %t.none.cu -o %t.none.o
// --keep-directives: by default each directive stays as a comment, continued
// directives as one comment line in generated code and line by line where
// the input's lines are kept; with 'none' no directive is left.

void count_hits(const float *x, int n, int *hits, int *calls) {
#pragma acc parallel loop copyin(x[0:n]) \
    copy(hits[0:1])
  for (int i = 0; i < n; ++i) {
    if (x[i] > 0.5f) {
#pragma acc atomic \
    update
      hits[0] += 1;
    }
  }
#pragma acc atomic \
    update
  *calls += 1;
}

// The kernel keeps the directive, continuation joined, and so does its body
// (whose atomics may update a copy of hits in each block).
// CHECK:      // #pragma acc parallel loop copyin(x[0:n]){{ +}}copy(hits[0:1])
// CHECK-NEXT: template <bool acc2cuda_once, bool acc2cuda_copies, bool acc2cuda_restrict>
// CHECK-NEXT: __global__ void
// CHECK:      // #pragma acc atomic{{ +}}update
// CHECK-NEXT: acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Add>(&(hits[0]), (1));
// The host code in place of the construct starts with it too.
// CHECK:      // #pragma acc parallel loop copyin(x[0:n]){{ +}}copy(hits[0:1])
// CHECK-NEXT: {
// CHECK-NEXT:   acc2cuda::Construct acc2cuda_c(
// The host atomic's lines stay, each a comment of its own.
// CHECK:      {{^}}// #pragma acc atomic{{$}}
// CHECK-NEXT: {{^}}//     update{{$}}
// CHECK-NEXT: acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Add>(&(*calls), (1));

// NONE:      template <bool acc2cuda_once, bool acc2cuda_copies, bool acc2cuda_restrict>
// NONE-NEXT: __global__ void
// NONE:      if (x[i] > 0.5f) {
// NONE-NEXT:   acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Add>(&(hits[0]), (1));
// NONE:      acc2cuda::Construct acc2cuda_c(
// The host atomic's lines are blank, so every later line keeps its number.
// NONE:      {{^}}  }{{$}}
// NONE-EMPTY:
// NONE-EMPTY:
// NONE-NEXT: acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Add>(&(*calls), (1));

// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda %t.cpp -o %t.cu && FileCheck %s < %t.cu && %nvcc-compile %t.cu -o %t.o
// A gang loop with a tightly nested vector loop becomes one 2-D iteration
// space: inner loop on x (consecutive threads: coalesced), outer one on y.
#define N 64
#define M 128
double A[N][M];

void scale(double f) {
#pragma acc parallel loop gang
  for (int j = 0; j < N; j++) {
#pragma acc loop vector
    for (int i = 0; i < M; i++)
      A[j][i] *= f;
  }
}

// The trip counts are constants within CUDA's grid limits: the grid covers
// the nest on every device, so the kernel is plain, its loops run once and
// its indices are computed in int.
// CHECK:      // #pragma acc parallel loop gang
// CHECK-NEXT: __global__ void scale_9_kernel(long long acc2cuda_n0, long long acc2cuda_lb0,
// CHECK-NEXT:                                long long acc2cuda_st0, long long acc2cuda_n1,
// CHECK-NEXT:                                long long acc2cuda_lb1, long long acc2cuda_st1,
// CHECK-NEXT:                                double (*A)[128], double f) {
// CHECK-NEXT:   for (int acc2cuda_y = (int)blockIdx.y * blockDim.y + threadIdx.y;
// CHECK-NEXT:        acc2cuda_y < (int)acc2cuda_n0;
// CHECK-NEXT:        acc2cuda_y = (int)acc2cuda_n0) { // one iteration per thread
// CHECK-NEXT:     for (int acc2cuda_x = (int)blockIdx.x * blockDim.x + threadIdx.x;
// CHECK-NEXT:          acc2cuda_x < (int)acc2cuda_n1;
// CHECK-NEXT:          acc2cuda_x = (int)acc2cuda_n1) { // one iteration per thread
// CHECK-NEXT:       int j = (int)((int)acc2cuda_lb0 + acc2cuda_y * (int)acc2cuda_st0);
// CHECK-NEXT:       int i = (int)((int)acc2cuda_lb1 + acc2cuda_x * (int)acc2cuda_st1);
// CHECK-NEXT:       A[j][i] *= f;
// CHECK:      void scale(double f) {
// CHECK-NEXT:   // #pragma acc parallel loop gang
// CHECK-NEXT:   {
// CHECK-NEXT:     acc2cuda::Construct acc2cuda_c(
// CHECK-SAME: 9,
// CHECK-NEXT: "parallel loop");
// CHECK:      const auto d_A_entry = acc2cuda_c.lookup_map(A, sizeof(A) / sizeof(A[0]),
// CHECK-NEXT:                                              acc2cuda::MapCopy, "A");
// CHECK-NEXT: auto *d_A = d_A_entry.device;
// CHECK-NOT:  #pragma acc
// CHECK:          acc2cuda::trip_count_lt(acc2cuda_lb1, (long long)(M), acc2cuda_st1);
// CHECK:          acc2cuda_c.block_shape(256, acc2cuda_n1, acc2cuda_n0, 2);
// CHECK-NEXT:     const dim3 acc2cuda_grid =
// CHECK-NEXT:         acc2cuda_c.grid_shape(acc2cuda_block, acc2cuda_n1, acc2cuda_n0, 1);
// CHECK-NEXT:     scale_9_kernel<<<acc2cuda_grid, acc2cuda_block>>>(

// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda %t.cpp -o %t.cu && FileCheck %s < %t.cu && %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda --report %t.cpp -o %t2.cu | FileCheck %s --check-prefix=REPORT
// A grid sized by the trip counts covers the loop nest on every device when
// the trip counts are constants within CUDA's grid limits (x: 2^31 - 1
// blocks, y and z: 65535) and nothing caps the blocks: such a kernel is
// one plain function whose grid loops run once. Trip counts the host
// computes, reductions (one wave of blocks), num_gangs and extents past the
// limits keep the instance the host picks at run time.
#define N 4096
constexpr int Rows = 300, Cols = 200;

float a[N], b[N];
float m[Rows][Cols];

void constant_1d() {
#pragma acc parallel loop
  for (int i = 0; i < N; ++i)
    a[i] = 2.0f * b[i];
}
// (The read-only array keeps its run-time check: the globals are in the
// present table outside main.)
// CHECK-LABEL: // #pragma acc parallel loop
// CHECK-NEXT: template <bool acc2cuda_restrict>
// CHECK-NEXT: __global__ void
// CHECK-NEXT: constant_1d_{{[0-9]+}}_kernel(
// CHECK:      acc2cuda_k = acc2cuda_total) { // one iteration per thread
// CHECK-LABEL: void constant_1d() {
// CHECK-NOT:  acc2cuda_once
// CHECK:      check_launch
// REPORT:      {{[0-9]+}}, parallel loop: kernel constant_1d_{{[0-9]+}}_kernel
// REPORT-NEXT:     launch: 1-D grid from the trip count, 256 threads per block (fewer while the blocks would not reach every multiprocessor); one iteration per thread (constant trip counts: one plain kernel, int indices)

void constant_2d() {
  // Decreasing, stepping by 2, inclusive: 150 and 200 iterations.
#pragma acc parallel loop collapse(2)
  for (int i = Rows - 1; i >= 0; i -= 2)
    for (int j = 0; j <= Cols - 1; ++j)
      m[i][j] += 1.0f;
}
// CHECK-LABEL: void constant_2d_{{[0-9]+}}_kernel(
// CHECK:      acc2cuda_y = (int)acc2cuda_n0) { // one iteration per thread
// CHECK:      acc2cuda_x = (int)acc2cuda_n1) { // one iteration per thread
// CHECK:      int i = (int)((int)acc2cuda_lb0 + acc2cuda_y * (int)acc2cuda_st0);
// CHECK-LABEL: void constant_2d() {
// CHECK-NOT:  acc2cuda_once
// CHECK:      constant_2d_{{[0-9]+}}_kernel<<<acc2cuda_grid, acc2cuda_block>>>(
// REPORT:      {{[0-9]+}}, parallel loop: kernel constant_2d_{{[0-9]+}}_kernel
// REPORT-NEXT:     launch: 2-D grid from the trip counts, 256 threads per block shaped at run time; one iteration per thread (constant trip counts: one plain kernel, int indices)

void run_time_count(int n) {
#pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
// CHECK-LABEL: template <bool acc2cuda_once>
// CHECK-NEXT: __global__ void run_time_count_{{[0-9]+}}_kernel(
// CHECK-LABEL: void run_time_count(int n) {
// CHECK:      const bool acc2cuda_once =
// REPORT:      {{[0-9]+}}, parallel loop: kernel run_time_count_{{[0-9]+}}_kernel
// REPORT-NEXT:     launch: 1-D grid from the trip count, 256 threads per block (fewer while the blocks would not reach every multiprocessor){{$}}

float reduce() {
  float s = 0;
#pragma acc parallel loop reduction(+ : s)
  for (int i = 0; i < N; ++i)
    s += a[i];
  return s;
}
// CHECK-LABEL: template <bool acc2cuda_once>
// CHECK-NEXT: __global__ void reduce_{{[0-9]+}}_kernel(
// REPORT:      {{[0-9]+}}, parallel loop: kernel reduce_{{[0-9]+}}_kernel
// REPORT-NEXT:     launch: 1-D grid from the trip count, 256 threads per block (fewer while the blocks would not reach every multiprocessor){{$}}

void gangs() {
#pragma acc parallel loop num_gangs(4)
  for (int i = 0; i < N; ++i)
    b[i] = 1;
}
// CHECK-LABEL: template <bool acc2cuda_once>
// CHECK-NEXT: __global__ void gangs_{{[0-9]+}}_kernel(

// 70000 rows on y are more than a grid's 65535 blocks along y could take
// with blocks of one row.
float tall[70000][2];
void past_the_limit() {
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < 70000; ++i)
    for (int j = 0; j < 2; ++j)
      tall[i][j] = 0;
}
// CHECK-LABEL: template <bool acc2cuda_once>
// CHECK-NEXT: __global__ void
// CHECK-NEXT: past_the_limit_{{[0-9]+}}_kernel(

// Bounds from 2^29 on keep the index arithmetic in long long (lower + k *
// step must stay in int for every k), though the grid still covers.
void long_indices() {
#pragma acc parallel loop
  for (long i = 0; i < (1L << 30); ++i)
    if (i % 1000000 == 0)
      a[i / 1000000] = 1;
}
// CHECK-LABEL: void long_indices_{{[0-9]+}}_kernel(
// CHECK:      const long long acc2cuda_total = acc2cuda_n0;
// CHECK:      acc2cuda_k = acc2cuda_total) { // one iteration per thread
// REPORT:      {{[0-9]+}}, parallel loop: kernel long_indices_{{[0-9]+}}_kernel
// REPORT-NEXT:     launch: 1-D grid from the trip count, 256 threads per block (fewer while the blocks would not reach every multiprocessor); one iteration per thread (constant trip counts: one plain kernel)

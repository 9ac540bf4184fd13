// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda %t.cpp -o %t.cu && FileCheck %s < %t.cu && %nvcc-compile %t.cu -o %t.o
// How collapsed nests map onto the grid: the innermost loop on x, the next
// on y, the third on z, further outer loops flattened onto z; a fixed gang
// count keeps the whole nest flattened on x (blocks are gangs); kernels with
// reductions ask for a grid of at most one wave (`true`).

void three(int n, double *u) {
#pragma acc parallel loop collapse(3) copy(u[0:n*n*n])
  for (int k = 0; k < n; ++k)
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < n; ++i)
        u[(k * n + j) * n + i] += 1.0;
}
// CHECK-LABEL: __global__ void three_8_kernel(
// CHECK:        for (long long acc2cuda_z = (long long)blockIdx.z * blockDim.z + threadIdx.z;
// CHECK-NEXT:        acc2cuda_z < acc2cuda_n0;
// CHECK:          for (long long acc2cuda_y =
// CHECK:               acc2cuda_y < acc2cuda_n1;
// CHECK:            for (long long acc2cuda_x =
// CHECK:                 acc2cuda_x < acc2cuda_n2;
// CHECK:              int k = (int)(acc2cuda_lb0 + acc2cuda_z * acc2cuda_st0);
// CHECK-NEXT:         int j = (int)(acc2cuda_lb1 + acc2cuda_y * acc2cuda_st1);
// CHECK-NEXT:         int i = (int)(acc2cuda_lb2 + acc2cuda_x * acc2cuda_st2);

// CHECK-LABEL: void three(int n, double *u) {
// CHECK:          acc2cuda_c.block_shape(256, acc2cuda_n2, acc2cuda_n1, 3);
// CHECK-NEXT:     const dim3 acc2cuda_grid = acc2cuda_c.grid_shape(acc2cuda_block, acc2cuda_n2,
// CHECK-NEXT:                                                      acc2cuda_n1, acc2cuda_n0);

void four(int n, double *u) {
#pragma acc parallel loop collapse(4) copy(u[0:n*n*n*n])
  for (int l = 0; l < n; ++l)
    for (int k = 0; k < n; ++k)
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i)
          u[((l * n + k) * n + j) * n + i] *= 2.0;
}
// CHECK-LABEL: __global__ void four_{{[0-9]+}}_kernel(
// CHECK:        const long long acc2cuda_nz = acc2cuda_n0 * acc2cuda_n1;
// CHECK-NEXT:   for (long long acc2cuda_z = (long long)blockIdx.z * blockDim.z + threadIdx.z;
// CHECK-NEXT:        acc2cuda_z < acc2cuda_nz;
// CHECK:              long long acc2cuda_r = acc2cuda_z;
// CHECK-NEXT:         int k = (int)(acc2cuda_lb1 + (acc2cuda_r % acc2cuda_n1) * acc2cuda_st1);
// CHECK-NEXT:         acc2cuda_r /= acc2cuda_n1;
// CHECK-NEXT:         int l = (int)(acc2cuda_lb0 + acc2cuda_r * acc2cuda_st0);
// CHECK-NEXT:         int j = (int)(acc2cuda_lb2 + acc2cuda_y * acc2cuda_st2);
// CHECK-NEXT:         int i = (int)(acc2cuda_lb3 + acc2cuda_x * acc2cuda_st3);

// CHECK-LABEL: void four(int n, double *u) {
// CHECK:          acc2cuda_c.block_shape(256, acc2cuda_n3, acc2cuda_n2, 3);
// CHECK-NEXT:     const dim3 acc2cuda_grid = acc2cuda_c.grid_shape(
// CHECK-NEXT:         acc2cuda_block, acc2cuda_n3, acc2cuda_n2, acc2cuda_n0 * acc2cuda_n1);

double gangs(int n, const double *a) {
  double s = 0.0;
#pragma acc parallel loop collapse(2) num_gangs(80) reduction(+:s) copyin(a[0:n*n])
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i)
      s += a[j * n + i];
  return s;
}
// CHECK-LABEL: __global__ void gangs_{{[0-9]+}}_kernel(
// CHECK:        const long long acc2cuda_total = acc2cuda_n0 * acc2cuda_n1;
// CHECK-NEXT:   for (long long acc2cuda_k = (long long)blockIdx.x * blockDim.x + threadIdx.x;

// CHECK-LABEL: double gangs(int n, const double *a) {
// CHECK:          const dim3 acc2cuda_block = acc2cuda_c.block_size(256);
// CHECK-NEXT:     const dim3 acc2cuda_grid =
// CHECK-NEXT:         acc2cuda_c.grid_size(acc2cuda_n0 * acc2cuda_n1, acc2cuda_block, 80, true);

double largest(int n, const double *a) {
  double m = 0.0;
#pragma acc parallel loop collapse(2) reduction(max:m) copyin(a[0:n*n])
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i)
      m = a[j * n + i] > m ? a[j * n + i] : m;
  return m;
}
// CHECK-LABEL: double largest(int n, const double *a) {
// CHECK:          acc2cuda_c.block_shape(256, acc2cuda_n1, acc2cuda_n0, 2);
// CHECK-NEXT:     const dim3 acc2cuda_grid =
// CHECK-NEXT:         acc2cuda_c.grid_shape(acc2cuda_block, acc2cuda_n1, acc2cuda_n0, 1, true);

// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda %t.cpp -o %t.cu && FileCheck %s < %t.cu && %nvcc-compile %t.cu -o %t.o
// A construct in a member of a class template becomes a kernel template over
// the class's parameters (without their default arguments), launched with
// them; an out-of-line member template adds its own parameters after them.

template <typename T> T twice(T x) { return x + x; }

template <typename T, int Scale = 2> struct Vec {
  int n;
  T *v;
  void scale(T s) {
#pragma acc parallel loop copy(v[0:n])
    for (int i = 0; i < n; ++i)
      v[i] = twice(v[i]) * s + Scale;
  }
  template <typename U> U sum(U init);
};

template <typename T, int Scale>
template <typename U>
U Vec<T, Scale>::sum(U init) {
  U s = init;
#pragma acc parallel loop copyin(v[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += (U)v[i];
  return s;
}

double use(Vec<double> &V) {
  V.scale(2.0);
  return V.sum(1.0f);
}

// The dependent call twice(v[i]) is resolved in Vec<double>::scale.
// CHECK:      template <typename T> __host__ __device__ T twice(T x)
// CHECK:      // #pragma acc parallel loop copy(v[0:n])
// CHECK-NEXT: template <typename T, int Scale, bool acc2cuda_once>
// CHECK-NEXT: __global__ void Vec_scale_12_kernel(
// CHECK:          T *v, T s) {
// CHECK:      template <typename T, int Scale = 2> struct Vec {
// CHECK:      Vec_scale_12_kernel<T, Scale, false>;
// CHECK-NEXT: acc2cuda_kernel<<<acc2cuda_grid, acc2cuda_block>>>(

// The kernel of the out-of-line member goes before its outer template header.
// CHECK:      // #pragma acc parallel loop copyin(v[0:n]) reduction(+:s)
// CHECK-NEXT: template <typename T, int Scale, typename U, bool acc2cuda_once>
// CHECK-NEXT: __global__ void Vec_sum_23_kernel(
// CHECK:          U *acc2cuda_part_s) {
// CHECK:        U s = acc2cuda::ReduceAdd::identity<U>();
// CHECK:      template <typename T, int Scale>
// CHECK-NEXT: template <typename U>
// CHECK-NEXT: U Vec<T, Scale>::sum(U init) {
// CHECK:      Vec_sum_23_kernel<T, Scale, U, false>;
// CHECK-NEXT: acc2cuda_kernel<<<acc2cuda_grid, acc2cuda_block>>>(

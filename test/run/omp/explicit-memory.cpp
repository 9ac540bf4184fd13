// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: rm -rf %t.d && mkdir %t.d && %acc2cuda-strip %s %t.d/em.cpp && %acc2cuda %t.d/em.cpp -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags -fopenmp %t.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t > %t.out 2> %t.err
// RUN: %acc2cuda --target=host --memory=table %s -o %t.table.cpp && %host_cxx %sim_cxxflags -fopenmp %t.table.cpp -o %t.table %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t.table > %t.table.out 2> %t.table.err
// RUN: diff %t.out %t.table.out && diff %t.err %t.table.err
// RUN: FileCheck %s --check-prefix=TIME --input-file %t.err
//
// OpenMP maps in explicit form: a target data region's cudaMalloc and
// cudaMemcpy, `target update` inside it as a cudaMemcpy on the region's
// device pointer, a target construct's own maps, and the same counts as
// with the present table. A helper that only reads the array through its
// parameter keeps the array's memory private to it.
// CHECK: acc2cuda-check: EQUAL: {{.*}}explicit-memory.cpp

#include <cstdio>

static double checksum(const double *p, int n) {
  double s = 0.0;
  for (int i = 0; i < n; ++i)
    s += p[i] * (i % 7 + 1);
  return s;
}

int main() {
  const int n = 4096;
  double *u = new double[n];
  float w[256];
  for (int i = 0; i < n; ++i)
    u[i] = 0.001 * i;
  for (int i = 0; i < 256; ++i)
    w[i] = 1.0f;

#pragma omp target data map(tofrom: u[0:n]) map(alloc: w)
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < 256; ++i)
      w[i] = 0.5f * i;
    for (int step = 0; step < 3; ++step) {
#pragma omp target teams distribute parallel for map(tofrom: u[0:n])
      for (int i = 0; i < n; ++i)
        u[i] = u[i] * 0.5 + w[i % 256];
#pragma omp target update from(u[0:n / 2])
      std::printf("step %d partial %.6f\n", step, checksum(u, n / 2));
      u[0] = 100.0 + step;
#pragma omp target update to(u[0:1])
    }
  }
  // CODE-LABEL: // #pragma omp target data map(tofrom: u[0:n]) map(alloc: w)
  // CODE:      const std::size_t d_u_bytes = n * sizeof(double);
  // CODE-NEXT: double *d_u = nullptr;
  // CODE-NEXT: acc2cuda_data.check_malloc(cudaMalloc(&d_u, d_u_bytes), d_u_bytes, "u");
  // CODE-NEXT: acc2cuda_data.check_copy_in(
  // CODE:      const std::size_t d_w_bytes = sizeof(w);
  // CODE-NEXT: float *d_w = nullptr;
  // CODE-LABEL: // #pragma omp target update from(u[0:n / 2])
  // CODE-NEXT: {
  // CODE-NEXT: acc2cuda::Construct acc2cuda_c("em.cpp", 44, "target update");
  // CODE-NEXT: acc2cuda_c.check_copy_out(
  // CODE-NEXT:     cudaMemcpy(u, d_u, (n / 2) * sizeof(double), cudaMemcpyDeviceToHost), u,
  // CODE-LABEL: // #pragma omp target update to(u[0:1])
  // CODE:      cudaMemcpy(d_u, u, sizeof(double), cudaMemcpyHostToDevice), u,
  // CODE:      acc2cuda_data.check_free(cudaFree(d_w), d_w_bytes, "w");
  // CODE-NEXT: acc2cuda_data.check_copy_out(cudaMemcpy(u, d_u, d_u_bytes,

  double v[64];
#pragma omp target teams distribute parallel for map(from: v)
  for (int i = 0; i < 64; ++i)
    v[i] = i * 2.0;
  // CODE-LABEL: // #pragma omp target teams distribute parallel for map(from: v)
  // CODE:      double *d_v = nullptr;
  // CODE:      cudaMemcpy(v, d_v, d_v_bytes, cudaMemcpyDeviceToHost)

  std::printf("u %.6f v[63] %.1f\n", checksum(u, n), v[63]);
  delete[] u;
  return 0;
}

// TIME: em{{.*}}:35 target data: entered 1 times, 0 launches, 1 uploads (32768 bytes), 1 downloads (32768 bytes)
// TIME: :44 target update: entered 3 times, 0 launches, 0 uploads (0 bytes), 3 downloads (49152 bytes)
// TIME: :47 target update: entered 3 times, 0 launches, 3 uploads (24 bytes), 0 downloads (0 bytes)
